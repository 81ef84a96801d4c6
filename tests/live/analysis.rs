//! One public analysis per game (`Analyses::public_analysis`): the first ask
//! posts it, later asks are told where it is, an ask while it is posted is
//! refused, and a post that fails lets the next ask try again. However
//! many ask at once, a game is worked out once.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use hypnosia::game::Record;
use hypnosia::heavy::lanes::{HeavyLimits, Lanes};

use hypnosia::i18n::Text;
use hypnosia::live::{Analyses, Error, PaidAnalysis, PublicAnalysis, Screen};
use hypnosia::table::{ChannelId, GuildId, MessageId, UserId};
use hypnosia::text;

use crate::support::{ADA, GUILD, World};

const AT: (ChannelId, MessageId) = (ChannelId(5), MessageId(6));

/// An analysis for everyone asked for by someone new each time, paid
/// (their share is whole): how many ask is each test's own matter.
fn paid(analyses: &Analyses<impl Screen>) -> PaidAnalysis {
    static ASKERS: AtomicU64 = AtomicU64::new(1_000);
    let asker = UserId(ASKERS.fetch_add(1, Ordering::Relaxed));
    analyses.ask_for_everyone(asker).unwrap()
}

fn refusal(e: Error) -> Text {
    match e {
        Error::User(e) => e.text(),
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn a_finished_game_is_analysed_in_public_once() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let posts = AtomicU32::new(0);
    let post = async |_record| {
        posts.fetch_add(1, Ordering::SeqCst);
        Ok::<_, Error>(AT)
    };
    let running = w
        .tables
        .analyses()
        .public_analysis(paid(w.tables.analyses()), GUILD, game, post)
        .await;
    assert_eq!(
        refusal(running.unwrap_err()),
        text!("refusal-game-running", game = game.0)
    );
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    let elsewhere = w
        .tables
        .analyses()
        .public_analysis(paid(w.tables.analyses()), GuildId(999), game, post)
        .await;
    assert_eq!(
        refusal(elsewhere.unwrap_err()),
        text!("refusal-no-finished-game", game = game.0)
    );
    assert_eq!(
        posts.load(Ordering::SeqCst),
        0,
        "nothing claimed nor posted"
    );

    // A failed post lets go of the claim.
    let failed = w
        .tables
        .analyses()
        .public_analysis(paid(w.tables.analyses()), GUILD, game, async |_record| {
            Err::<(ChannelId, MessageId), _>(Error::Internal("Discord is down".into()))
        })
        .await;
    assert!(matches!(failed, Err(Error::Internal(_))));

    // While one ask posts it, another is told it is on its way.
    let tables = &w.tables;
    let first = tables
        .analyses()
        .public_analysis(paid(tables.analyses()), GUILD, game, async |_record| {
            let meanwhile = tables
                .analyses()
                .public_analysis(paid(tables.analyses()), GUILD, game, post)
                .await;
            assert_eq!(
                refusal(meanwhile.unwrap_err()),
                text!("refusal-analysis-posting", game = game.0)
            );
            posts.fetch_add(1, Ordering::SeqCst);
            Ok::<_, Error>(AT)
        })
        .await
        .unwrap();
    assert_eq!(first, PublicAnalysis::PostedNow(AT.0, AT.1));
    let again = w
        .tables
        .analyses()
        .public_analysis(paid(w.tables.analyses()), GUILD, game, post)
        .await
        .unwrap();
    assert_eq!(again, PublicAnalysis::Posted(AT.0, AT.1));
    assert_eq!(posts.load(Ordering::SeqCst), 1, "posted once");
    let mut w = w;
    w.restart().await;
    let restarted = w
        .tables
        .analyses()
        .public_analysis(paid(w.tables.analyses()), GUILD, game, post)
        .await
        .unwrap();
    assert_eq!(
        restarted,
        PublicAnalysis::Posted(AT.0, AT.1),
        "after a restart"
    );
    assert_eq!(posts.load(Ordering::SeqCst), 1, "posted once");
}

/// Two processes (this same test, in children marked by an environment
/// variable) on one PostgreSQL database, each asking six times at once for
/// the analysis of one finished game: it is posted exactly once.
#[tokio::test]
async fn two_processes_on_postgres_post_one_analysis() {
    const CHILD_DB: &str = "HYPNOSIA_TEST_ANALYSIS_DB";
    const CHILD_GAME: &str = "HYPNOSIA_TEST_ANALYSIS_GAME";
    if let (Ok(db), Ok(game)) = (std::env::var(CHILD_DB), std::env::var(CHILD_GAME)) {
        let tables = World::engine_on(&db, crate::support::settings()).await;
        let game = hypnosia::table::GameId(game.parse().unwrap());
        let post = async |_record| {
            println!("posted by {}", std::process::id());
            // Long enough for the other process's asks to meet the claim.
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            Ok::<_, Error>(AT)
        };
        let asks = (0..6).map(|_| {
            tables
                .analyses()
                .public_analysis(paid(tables.analyses()), GUILD, game, post)
        });
        for outcome in futures_util::future::join_all(asks).await {
            match outcome {
                Ok(at) => println!("told {at:?}"),
                Err(e) => println!("refused: {}", refusal(e).key()),
            }
        }
        return;
    }
    if !crate::store::postgres::available(false) {
        return;
    }
    let db = crate::store::postgres::fresh_database().await;
    let w = World::on(&db).await;
    let game = w.finished_game().await;
    let child = || {
        std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "live::analysis::two_processes_on_postgres_post_one_analysis",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DB, &db)
            .env(CHILD_GAME, game.0.to_string())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap()
    };
    let (a, b) = (child(), child());
    let told: String = [a, b]
        .into_iter()
        .map(|c| String::from_utf8_lossy(&c.wait_with_output().unwrap().stdout).into_owned())
        .collect();
    assert_eq!(told.matches("posted by").count(), 1, "{told}");
    // Every ask was answered: posted now, told where, or told it is on its way.
    assert_eq!(
        told.matches("told ").count() + told.matches("refused: ").count(),
        12,
        "{told}"
    );
    assert!(
        !told.contains("refused: ") || told.contains("refusal-analysis-posting"),
        "{told}"
    );
}

/// A finished game's record with puzzles in it: a game between medium
/// players (`hypnosia puzzles generate --seed 48`, its game 15).
fn record_with_puzzles() -> Record {
    use hypnosia::ai::{Level, play_out};
    use hypnosia::game::{Dice, Game, Player, Variant, default_colors};
    let seed = 62;
    let players = default_colors(2)
        .into_iter()
        .map(|c| Player::ai(c, "AI (medium)"))
        .collect();
    let mut played = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    play_out(&mut played, Level::Medium, seed).unwrap();
    played.record()
}

/// A game's analysis, worked out, has its record searched for puzzles in
/// the background (a long job of the heavy lane): they join its server's.
#[tokio::test]
async fn an_analysed_game_gives_its_server_puzzles() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.tables
        .analyses()
        .game_analysis(game, record_with_puzzles())
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    // Someone who did not sit at the game meets them; Ada, who did, never
    // does (its answers were hers to know: reliability-2 L9).
    let watcher = hypnosia::table::UserId(77);
    loop {
        let next = w.tables.store().next_puzzle(GUILD, watcher).await.unwrap();
        if let Some((puzzle, _)) = next {
            assert_eq!(puzzle.game, Some(game));
            assert!(puzzle.turn.is_some());
            puzzle.stored.positions().expect("it reads");
            assert_eq!(
                w.tables.store().next_puzzle(GUILD, ADA).await.unwrap(),
                None
            );
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "no puzzle found");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// An analysis stored without its puzzle search (the heavy lane was busy, or
/// the process died right after) is owed one: the sweep's turn searches it,
/// once, and it is owed no more, puzzles found or not.
#[tokio::test]
async fn a_puzzle_search_cut_short_is_made_up_by_the_sweep() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let store = w.tables.store();
    assert_eq!(store.owed_puzzle_searches(8).await.unwrap(), vec![]);
    store.save_game_analysis(game, "{}").await.unwrap();
    assert_eq!(
        store.owed_puzzle_searches(8).await.unwrap(),
        vec![(game, GUILD)]
    );
    assert!(w.tables.puzzles().search_owed_puzzles().await.unwrap());
    // Under way or done, it is not started again.
    assert!(!w.tables.puzzles().search_owed_puzzles().await.unwrap());
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    while !store.owed_puzzle_searches(8).await.unwrap().is_empty() {
        assert!(tokio::time::Instant::now() < deadline, "still owed");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(!w.tables.puzzles().search_owed_puzzles().await.unwrap());
}

/// Eight asks at once for one game's analysis (eight people clicking its
/// Analysis in a group DM, say) while the heavy lane is busy: it is worked
/// out once, on one place of the lane's queue; the seven others wait for it
/// and read it stored. With one place only, a second analysis queued would
/// be refused as busy.
#[tokio::test]
async fn eight_asks_at_once_work_a_game_out_once() {
    let limits = HeavyLimits {
        quick_waiting: 1,
        ..HeavyLimits::default()
    };
    let lanes = Arc::new(Lanes::new(1, limits));
    let w = World::with_lanes(Arc::clone(&lanes)).await;
    let game = w.start_two_people().await;
    let record = record_with_puzzles();
    // The heavy lane at work on a job of its own until released.
    let (started, running) = tokio::sync::oneshot::channel();
    let (release, held) = std::sync::mpsc::channel::<()>();
    let busy = Arc::clone(&lanes);
    let blocker = tokio::spawn(async move {
        let job = move || {
            started.send(()).unwrap();
            held.recv().unwrap();
        };
        busy.quick(job).await
    });
    running.await.unwrap();
    let mut asks = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let (tables, record) = (Arc::clone(&w.tables), record.clone());
        asks.spawn(async move { tables.analyses().game_analysis(game, record).await });
    }
    let early = tokio::time::timeout(Duration::from_millis(300), asks.join_next()).await;
    assert!(
        early.is_err(),
        "an ask ended before the lane was free: {early:?}"
    );
    release.send(()).unwrap();
    blocker.await.unwrap().unwrap();
    let analyses: Vec<_> = asks.join_all().await;
    let analyses: Vec<_> = (analyses.into_iter())
        .map(|a| a.expect("analysed"))
        .collect();
    assert_eq!(analyses.len(), 8);
    assert!(analyses.iter().all(|a| *a == analyses[0]), "one analysis");
}
