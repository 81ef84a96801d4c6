//! `/hypnosia puzzle` end to end: a puzzle for its asker only, played move by
//! move; a right answer says why and moves the puzzle rating, a wrong one
//! shows what it gave up and the best turn; a person's second answer to a
//! puzzle is shown but moves no rating.

use hypnosia::controls::ComponentId;
use hypnosia::game::Move;
use hypnosia::puzzles::moves_to;
use hypnosia::store::Store;
use hypnosia::table::GuildId;
use serenity::all::{ChannelId, MessageId, UserId};

use hypnosia_emulator::{EmuMessage, Emulator};

use crate::process::{BotProcess, ProcessEnv, sqlite_url, wait_connected};
use crate::support::{BotOptions, WAIT, emulator, private_command, run_bot};

/// The puzzle and the move already played that message `m`'s buttons are for.
fn puzzle_of(m: &EmuMessage) -> Option<(i64, Option<Move>)> {
    m.custom_ids()
        .iter()
        .find_map(|id| match id.parse::<ComponentId>() {
            Ok(ComponentId::Puzzle { puzzle, first, .. }) => Some((puzzle, first)),
            _ => None,
        })
}

/// Waits until the bot, running on the SQLite file `db`, has recorded a
/// day's puzzle as posted in `message` (read through a read-only connection
/// of the test's own: the bot's store holds the file's lock).
async fn post_recorded(db: &std::path::Path, message: MessageId) {
    use sqlx::sqlite::SqliteConnectOptions;
    let options = SqliteConnectOptions::new().filename(db).read_only(true);
    let mut reader = sqlx::ConnectOptions::connect(&options).await.unwrap();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let recorded: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM daily_puzzles WHERE message_id = $1")
                .bind(message.get() as i64)
                .fetch_one(&mut reader)
                .await
                .unwrap();
        if recorded == 1 {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "the post recorded");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Waits until message `id` shows what `done` looks for.
async fn wait_until(
    emu: &Emulator,
    id: MessageId,
    done: impl Fn(&EmuMessage) -> bool,
) -> EmuMessage {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(m) = emu.message(id).filter(|m| done(m)) {
            return m;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "message {id} never showed it: {:?}",
            emu.message(id).map(|m| m.text())
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Plays the turn of the puzzle on message `id` by clicking `pick`'s choice
/// among each step's moves (given the turn's answer), and returns the verdict.
async fn play(
    emu: &Emulator,
    (user, channel, id): (UserId, ChannelId, MessageId),
    answer: &[Move],
    pick: impl Fn(&[Move], &[Move]) -> Move,
) -> EmuMessage {
    let mut m = emu.message(id).expect("the puzzle");
    for step in 0.. {
        let Some((_, first)) = puzzle_of(&m) else {
            return m;
        };
        assert_eq!(first.is_some(), step == 1, "{:?}", m.custom_ids());
        let offered: Vec<(String, Move)> = m
            .custom_ids()
            .into_iter()
            .filter_map(|id| match id.parse::<ComponentId>() {
                Ok(ComponentId::Puzzle { mv, .. }) => Some((id, mv)),
                _ => None,
            })
            .collect();
        let moves: Vec<Move> = offered.iter().map(|(_, mv)| *mv).collect();
        let chosen = pick(&moves, &answer[step.min(answer.len() - 1)..]);
        let button = &offered.iter().find(|(_, mv)| *mv == chosen).unwrap().0;
        let edits = m.edits;
        emu.click(user, channel, id, button).response().await;
        m = wait_until(emu, id, |m| m.edits > edits).await;
    }
    unreachable!()
}

async fn a_puzzle_is_played_judged_and_rated_once_per_person() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    let options = BotOptions {
        database_url: Some(url.clone()),
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    run_bot(&w, options).await;
    let store = Store::open(&url).await.expect("the database");
    let (emu, channel, guild) = (&w.emu, w.channel, GuildId(w.guild.get()));
    let (ada, bob) = (emu.add_user("ada"), emu.add_user("bob"));

    let m = private_command(emu, ada, channel, "hypnosia puzzle", &[]).await;
    let (puzzle, first) = puzzle_of(&m).expect("a puzzle's move buttons");
    assert_eq!(first, None);
    assert!(
        m.text().contains(&format!("Puzzle #{puzzle}")),
        "{}",
        m.text()
    );
    assert!(m.attachment("board.png").is_some(), "the puzzle's board");
    assert!(emu.messages(w.channel).is_empty(), "nothing in public");
    let any = m.custom_ids()[0].clone();
    assert!(
        emu.try_click(bob, channel, m.id, &any).is_err(),
        "ada's alone"
    );

    let answer = answer_of(&store, guild, puzzle).await;

    // Start over after the first die (nothing is rated before the second):
    // the puzzle again from its first move, in place.
    let mv = answer[0];
    let first = ComponentId::Puzzle {
        puzzle,
        first: None,
        mv,
    }
    .to_string();
    emu.click(ada, channel, m.id, &first).response().await;
    let one = wait_until(emu, m.id, |x| x.edits > m.edits).await;
    let restart = ComponentId::PuzzleRestart { puzzle }.to_string();
    assert!(
        one.custom_ids().contains(&restart),
        "{:?}",
        one.custom_ids()
    );
    emu.click(ada, channel, m.id, &restart).response().await;
    let again = wait_until(emu, m.id, |x| x.edits > one.edits).await;
    assert_eq!(
        puzzle_of(&again),
        Some((puzzle, None)),
        "from its first move"
    );
    assert!(!again.custom_ids().contains(&restart));

    // Right: why, and the rating up.
    let right = play(emu, (ada, channel, m.id), &answer, |_, rest| rest[0]).await;
    let text = right.text();
    assert!(text.contains("Right!"), "{text}");
    assert!(text.contains("Why:\n• it "), "the hint's reasons: {text}");
    assert!(text.contains("Your puzzle rating: 1000 → "), "{text}");
    let ada_rating = store
        .puzzle_rating(guild, user_id(ada))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((ada_rating.attempts, ada_rating.solved), (1, 1));
    assert!(ada_rating.skill.shown() > 1000);

    // Bob answers his puzzle wrong: what it gave up, the best turn, the
    // rating down.
    let m = private_command(emu, bob, channel, "hypnosia puzzle", &[]).await;
    let bobs = puzzle_of(&m).expect("a puzzle").0;
    let bobs_answer = answer_of(&store, guild, bobs).await;
    // Moves the answer has not: the answer's turn is the only best one.
    let wrong = |moves: &[Move], _: &[Move]| {
        *moves
            .iter()
            .find(|mv| !bobs_answer.contains(mv))
            .unwrap_or(&moves[0])
    };
    let verdict = play(emu, (bob, channel, m.id), &bobs_answer, wrong).await;
    let text = verdict.text();
    assert!(text.contains("Not the best."), "{text}");
    assert!(text.contains("points of chance to win"), "{text}");
    assert!(text.contains("The best was "), "{text}");
    let bob_rating = store
        .puzzle_rating(guild, user_id(bob))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((bob_rating.attempts, bob_rating.solved), (1, 0));
    assert!(bob_rating.skill.shown() < 1000);

    // Next puzzle gives Ada another one; her buttons of the first one,
    // clicked again, are played and judged but move no rating.
    let next = right
        .button("Next puzzle")
        .and_then(|b| b.custom_id)
        .unwrap();
    emu.click(ada, channel, right.id, &next).response().await;
    let other = wait_until(emu, right.id, |m| puzzle_of(m).is_some()).await;
    assert_ne!(puzzle_of(&other).map(|p| p.0), Some(puzzle));
    let mut edits = other.edits;
    for (i, mv) in answer.iter().enumerate() {
        let first = (i == 1).then(|| answer[0]);
        let old = ComponentId::Puzzle {
            puzzle,
            first,
            mv: *mv,
        }
        .to_string();
        emu.click_forged(ada, channel, right.id, &old)
            .expect("a click")
            .response()
            .await;
        let m = wait_until(emu, right.id, |m| m.edits > edits).await;
        edits = m.edits;
        if i + 1 < answer.len() {
            // The turn's other die: still known as answered, her rating shown.
            let text = m.text();
            assert!(text.contains("You answered this puzzle before"), "{text}");
            let footer = format!("Your puzzle rating: {}", ada_rating.skill.shown());
            assert!(text.contains(&footer), "{text}");
        }
    }
    let text = emu.message(right.id).unwrap().text();
    assert!(text.contains("Right!"), "{text}");
    assert!(
        text.contains(&format!(
            "your puzzle rating stays **{}**",
            ada_rating.skill.shown()
        )),
        "{text}"
    );
    let still = store
        .puzzle_rating(guild, user_id(ada))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(still, ada_rating, "a second answer never counts");
    let puzzle_row = store.puzzle(guild, puzzle).await.unwrap().unwrap();
    assert_eq!(puzzle_row.rating.attempts, 1, "ada once");
    emu.assert_no_violations();
}

/// The answer of `guild`'s puzzle `id`, as the store holds it.
async fn answer_of(store: &Store, guild: GuildId, id: i64) -> Vec<Move> {
    let row = store.puzzle(guild, id).await.unwrap().expect("stored");
    let (rolled, after) = row.stored.positions().unwrap();
    moves_to(&rolled, &after).unwrap()
}

fn user_id(user: UserId) -> hypnosia::table::UserId {
    hypnosia::table::UserId(user.get())
}

/// The daily puzzle: an admin chooses its channel, the sweep posts the day's
/// puzzle there once (its board, its rating, how many solved it: never the
/// answer); Solve opens it for the clicker alone. Killed and started again on
/// the same database, the bot posts nothing more, the opened puzzle plays on,
/// and a right answer puts the count up.
async fn the_daily_puzzle_is_posted_once_across_a_restart_and_counts_its_solvers() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("hypnosia.db");
    let emu = crate::support::test_emulator().await;
    let guild = emu.add_guild("Test guild");
    let (games, news) = (
        emu.add_channel(guild, "games"),
        emu.add_channel(guild, "news"),
    );
    let ada = emu.add_user("ada");
    let env = ProcessEnv {
        sweep_every_ms: Some(100),
        ..ProcessEnv::on_sqlite(guild, &db)
    };
    let spawn = |name| BotProcess::spawn(&emu, dir.path(), name, &env);
    let bot = spawn("bot-1");
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the bot starts"
    );

    let channel = [("channel", serde_json::json!(news.to_string()))];
    let owner = emu.guild_owner();
    let set = private_command(&emu, owner, games, "hypnosia settings puzzle", &channel).await;
    assert!(
        set.text().contains("The daily puzzle: posted in"),
        "{}",
        set.text()
    );
    let is_daily = |m: &EmuMessage| m.text().contains("🧩 Daily puzzle · ");
    let post = emu
        .wait_for_message(news, is_daily, WAIT)
        .await
        .expect("the day's puzzle");
    assert!(
        post.text().contains("Nobody has answered yet.") && post.text().contains("Difficulty: **"),
        "{}",
        post.text()
    );
    let board = post.attachment("board.png").map(|a| a.id);
    assert!(board.is_some(), "its board");
    let [solve] = &post.custom_ids()[..] else {
        panic!("Solve alone, no move: {:?}", post.custom_ids())
    };
    // Solve: the puzzle, for ada alone.
    let click = emu.click(ada, news, post.id, solve);
    let opened = click
        .wait(WAIT, |s| {
            s.ephemerals.iter().any(|m| puzzle_of(m).is_some())
        })
        .await;
    let opened = opened.and_then(|s| s.ephemerals.into_iter().find(|m| puzzle_of(m).is_some()));
    let opened = opened.expect("the puzzle, for ada alone");
    let (puzzle, _) = puzzle_of(&opened).unwrap();

    // Killed once the day is recorded as posted in that message (read beside
    // the running bot: the post and its record are two writes, and this test
    // is of the restart after both).
    post_recorded(&db, post.id).await;
    bot.kill();
    let (store, guild_id) = (
        Store::open(&sqlite_url(&db)).await.unwrap(),
        GuildId(guild.get()),
    );
    let answer = answer_of(&store, guild_id, puzzle).await;
    let today = hypnosia::live::day_of(hypnosia::table::unix_now(), hypnosia::live::PUZZLE_DAY);
    let day = store
        .daily_puzzle(guild_id, today)
        .await
        .unwrap()
        .expect("the day's row");
    assert_eq!(day.message.map(|m| m.0), Some(post.id.get()));
    store.close().await;
    drop(store); // its lock: the next process opens the file

    // Started again: nothing posted again; ada's puzzle plays on, her right
    // answer is counted in the same message.
    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    let bot = spawn("bot-2");
    wait_connected(&emu, identifies).await;
    assert!(emu.wait_for_command_writes(writes, WAIT).await, "restarted");
    let right = play(&emu, (ada, news, opened.id), &answer, |_, rest| rest[0]).await;
    assert!(right.text().contains("Right!"), "{}", right.text());
    assert!(
        right.text().contains("🧩 Daily puzzle · "),
        "{}",
        right.text()
    );
    let share = ComponentId::SharePuzzle { puzzle }.to_string();
    assert!(
        right.custom_ids().contains(&share),
        "{:?}",
        right.custom_ids()
    );
    // Shared: one public line, whether she solved it, never how.
    emu.click(ada, news, right.id, &share).response().await;
    let is_shared = |m: &EmuMessage| m.text().contains("solved the daily puzzle of");
    let shared = emu.wait_for_message(news, is_shared, WAIT).await;
    let shared = shared.expect("the shared line").text();
    assert!(shared.contains(&format!("<@{}>", ada.get())), "{shared}");
    let lines = shared.lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(lines, 1, "{shared}");
    wait_until(&emu, post.id, |m| m.text().contains("**1** of 1 solved")).await;
    let edited = emu.message(post.id).unwrap();
    let kept = edited.attachment("board.png").map(|a| a.id);
    assert_eq!(
        kept, board,
        "the count edited alone: the picture kept, not uploaded again"
    );
    let posts = emu
        .messages(news)
        .into_iter()
        .filter(|m| is_daily(m))
        .count();
    assert_eq!(posts, 1, "one post a day, across the restart");
    bot.kill();
    let store = Store::open(&sqlite_url(&db)).await.unwrap();
    let rating = store.puzzle_rating(guild_id, user_id(ada)).await.unwrap();
    assert_eq!(
        rating.map(|r| (r.attempts, r.solved)),
        Some((1, 1)),
        "rated"
    );
    emu.assert_no_violations();
}

/// Where the bot may not post (Discord answers 403, 50013), the day's puzzle
/// is closed once refused: nothing posted, nothing owed even past any lease,
/// and the sweep does not ask Discord again. (The channel, shut a moment when
/// Discord said the bot may not post there, is asked once it opens.)
async fn a_channel_that_refuses_the_daily_puzzle_closes_its_day() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = sqlite_url(&dir.path().join("bot.db"));
    let waits = hypnosia::live::Waits {
        sweep_every: std::time::Duration::from_millis(100),
        door_shut: std::time::Duration::from_millis(300),
        post_lease: std::time::Duration::from_secs(1),
        ..Default::default()
    };
    let options = BotOptions {
        database_url: Some(url.clone()),
        waits,
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    run_bot(&w, options).await;
    let (emu, games) = (&w.emu, w.channel);
    let news = emu.add_channel(w.guild, "news");
    emu.set_channel_permission(news, serenity::all::Permissions::SEND_MESSAGES, false);
    let channel = [("channel", serde_json::json!(news.to_string()))];
    let owner = emu.guild_owner();
    private_command(emu, owner, games, "hypnosia settings puzzle", &channel).await;

    let store = Store::open(&url).await.unwrap();
    let (guild, now) = (GuildId(w.guild.get()), hypnosia::table::unix_now());
    let today = hypnosia::live::day_of(now, hypnosia::live::PUZZLE_DAY);
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let claimed = store.daily_puzzle(guild, today).await.unwrap().is_some();
        let owed = store.daily_puzzles_owed(today, now + 3600).await.unwrap();
        if claimed && owed.is_empty() {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the day is closed");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let refused = emu.refused_calls();
    assert_eq!(refused, 1, "asked once, when the channel opened");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(emu.refused_calls(), refused, "not asked again");
    assert!(emu.messages(news).is_empty(), "nothing posted");
    // That one refusal is the only call Discord would count against the bot.
    let violations = emu.take_violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
}

/// Reliability-3 L2: the day's puzzle falls due while its channel is shut a
/// moment (Discord said the bot lost Send Messages there): it stays owed, no
/// call made, and is posted once the channel opens again. Before: reported
/// done at the shut door, and that day's puzzle never came.
async fn a_daily_puzzle_due_behind_a_door_shut_a_moment_is_posted_once_it_opens() {
    let waits = hypnosia::live::Waits {
        sweep_every: std::time::Duration::from_millis(100),
        post_lease: std::time::Duration::from_secs(1),
        ..Default::default()
    };
    let options = BotOptions {
        waits,
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    run_bot(&w, options).await;
    let (emu, games) = (&w.emu, w.channel);
    let news = emu.add_channel(w.guild, "news");
    // The channel shuts for a refusal (CHANNEL_UPDATE), for a minute.
    emu.set_channel_permission(news, serenity::all::Permissions::SEND_MESSAGES, false);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let channel = [("channel", serde_json::json!(news.to_string()))];
    let owner = emu.guild_owner();
    private_command(emu, owner, games, "hypnosia settings puzzle", &channel).await;
    // Claimed and handed over at the shut door, sweep after sweep.
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    assert!(emu.messages(news).is_empty(), "nothing posted while shut");
    assert_eq!(emu.refused_calls(), 0, "no call made there");
    emu.set_channel_permission(news, serenity::all::Permissions::SEND_MESSAGES, true);
    let is_daily = |m: &EmuMessage| m.text().contains("🧩 Daily puzzle · ");
    let post = emu.wait_for_message(news, is_daily, WAIT).await;
    assert!(post.is_some(), "the day's puzzle, once the channel opens");
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let posted = emu.messages(news).into_iter().filter(|m| is_daily(m));
    assert_eq!(posted.count(), 1, "posted once");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_daily_puzzle_due_behind_a_door_shut_a_moment_is_posted_once_it_opens,
    a_channel_that_refuses_the_daily_puzzle_closes_its_day,
    a_puzzle_is_played_judged_and_rated_once_per_person,
    the_daily_puzzle_is_posted_once_across_a_restart_and_counts_its_solvers,
}
