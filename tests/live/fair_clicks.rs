//! Clicks on move buttons by someone who is not to move (a spectator, an old
//! board, a script) are refused from what the engine showed, without the
//! game's lock or a load, and charged to the clicker's allowance: however
//! many arrive, the players' own moves never queue behind them.

use std::time::Duration;

use hypnosia::heavy::fair::{Allowance, Ask};
use hypnosia::live::{Applied, Cause, Error, TurnClick};
use hypnosia::table::MoveRefusal as Refusal;
use hypnosia::table::{GameId, Table, UserId};

use crate::support::{World, first_move, settings};

/// An engine whose allowances never fill up again during a test: what a
/// burst allows is exactly what is counted.
async fn world() -> World {
    let mut settings = settings();
    settings.waits.allowance_every = Duration::from_secs(3600);
    World::with(settings).await
}

const SPECTATOR: UserId = UserId(4242);

/// A change of `game` under way that holds its lock until `release` is
/// sent: any click that took the lock would wait for it.
async fn holding_its_lock(
    w: &World,
    game: GameId,
) -> (
    tokio::task::JoinHandle<Result<(), Error>>,
    tokio::sync::oneshot::Sender<()>,
) {
    let (entered_tx, entered) = tokio::sync::oneshot::channel();
    let (release, released) = tokio::sync::oneshot::channel::<()>();
    let tables = w.tables.clone();
    let holder = tokio::spawn(async move {
        tables
            .kernel()
            .change_game(game, Cause::Background, async move |_: &mut Table| {
                entered_tx.send(()).unwrap();
                let _ = released.await;
                Ok(Applied::Unchanged)
            })
            .await
    });
    entered.await.unwrap();
    (holder, release)
}

fn words(result: Result<(), Error>) -> String {
    match result {
        Err(Error::User(e)) => e.to_string(),
        other => panic!("not a refusal: {other:?}"),
    }
}

#[tokio::test]
async fn spectators_are_refused_while_the_game_is_locked_and_the_player_then_moves() {
    let w = world().await;
    let game = w.start_two_people().await;
    let first = w.table(game).await;
    // A board older than the game: its first move is played.
    let stale = first_move(&first, w.mover(game).await);
    w.tables.click_move(stale, 900).await.unwrap();
    w.screen().flush().await;
    let t = w.table(game).await;
    let mover = w.mover(game).await;

    // A change of the game is under way and holds its lock: any click that
    // took the lock would wait for it.
    let (holder, release) = holding_its_lock(&w, game).await;

    let spectator = first_move(&t, SPECTATOR);
    let clicks = async {
        let mut answers = Vec::new();
        for n in 0..200 {
            answers.push(words(w.tables.click_move(spectator, n).await));
        }
        let stale = words(w.tables.click_move(stale, 500).await);
        (answers, stale)
    };
    let (answers, stale_answer) = tokio::time::timeout(Duration::from_secs(10), clicks)
        .await
        .expect("the clicks are answered without the game's lock");

    // Each is told why, the allowance spent or not: it cost no lock.
    let spectating = Error::refused(Refusal::Spectator).to_string();
    let other = answers.iter().find(|a| **a != spectating);
    assert!(other.is_none(), "{other:?}");
    // …and charged: the spectator has spent their allowance.
    assert!(
        w.tables
            .kernel()
            .fair_share(SPECTATOR, Ask::RefusedClick)
            .is_err()
    );
    assert_eq!(
        stale_answer,
        Error::refused(Refusal::OldVersion).to_string()
    );

    release.send(()).unwrap();
    holder.await.unwrap().unwrap();
    w.tables
        .click_move(first_move(&t, mover), 1000)
        .await
        .expect("the player's move is played");
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    w.screen().flush().await;
    let shown = w.screen().changes(game).len();
    assert_eq!(shown, 3, "the start and the two moves");
}

#[tokio::test]
async fn refused_clicks_are_charged_to_the_clickers_allowance_after_a_restart_too() {
    let mut w = world().await;
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    let spectator = first_move(&t, SPECTATOR);
    w.screen().flush().await;
    w.restart().await;
    // The new process has shown nothing of the game: the store judges, and
    // each refusal is charged all the same.
    let allowed =
        (f64::from(Allowance::default().burst) / Ask::RefusedClick.price().cost()) as usize;
    for n in 0..allowed {
        assert_eq!(
            words(w.tables.click_move(spectator, n as u32).await),
            Error::refused(Refusal::Spectator).to_string()
        );
    }
    let spent = w.tables.kernel().fair_share(SPECTATOR, Ask::RefusedClick);
    assert!(
        matches!(&spent, Err(Error::User(e)) if e.to_string().contains("Try again")),
        "{spent:?}"
    );
    assert!(
        w.tables.kernel().fair_share(t.host, Ask::Analysis).is_ok(),
        "the clicker's own allowance"
    );
}

/// "Finish for me" is judged as a move click is (reliability-3 L6): a
/// stranger's clicks on someone's game are refused from what was shown,
/// without the game's lock or a load, and charged, until their allowance
/// is spent.
#[tokio::test]
async fn finish_clicks_by_strangers_are_refused_without_the_lock_and_charged() {
    let w = world().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let t = w.table(game).await;
    let (holder, release) = holding_its_lock(&w, game).await;
    let finish = TurnClick {
        community: t.place.community(),
        user: SPECTATOR,
        game,
        version: t.game.version(),
    };
    let allowed =
        (f64::from(Allowance::default().burst) / Ask::RefusedClick.price().cost()) as usize;
    let clicks = async {
        for n in 0..allowed {
            let refused = w.tables.turns().click_finish(finish, n as u32).await;
            assert_eq!(
                words(refused),
                Error::refused(Refusal::Spectator).to_string()
            );
        }
    };
    tokio::time::timeout(Duration::from_secs(10), clicks)
        .await
        .expect("the clicks are answered without the game's lock");
    let spent = w.tables.kernel().fair_share(SPECTATOR, Ask::RefusedClick);
    assert!(
        matches!(&spent, Err(Error::User(e)) if e.to_string().contains("Try again")),
        "{spent:?}"
    );
    release.send(()).unwrap();
    holder.await.unwrap().unwrap();
}
