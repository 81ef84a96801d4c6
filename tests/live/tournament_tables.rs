//! A tournament table exists once (issue 59): a table that plays in a
//! thread of its own is opened by one owed post of the outbox, written with
//! its round's seating. Whatever step the process dies at (after the seating,
//! after the thread's opening, after the first turn's post), the table is
//! shown once after a restart, in its thread, never in the channel; and two
//! engines on one file seat and open a round once.

use std::sync::atomic::Ordering;

use hypnosia::live::Advance;
use hypnosia::seating::{Format, TournamentId};
use hypnosia::store::PostKind;
use hypnosia::table::GameId;

use crate::live::tournaments::{play, started};
use crate::support::{Posting, World, settings, thread_of};

/// A world whose screen opens tables' threads, and a Swiss of four at
/// tables of two: its round 1's games.
async fn seated(w: &World) -> (TournamentId, Vec<GameId>) {
    w.screen().opens_threads.store(true, Ordering::SeqCst);
    let id = started(w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let games: Vec<GameId> = play(w, id).await.tables.iter().map(|t| t.game).collect();
    assert_eq!(games.len(), 2);
    (id, games)
}

/// Each of `games` shown once, its first turn, in its thread; and its
/// thread recorded with it.
async fn shown_once_in_its_thread(w: &World, games: &[GameId]) {
    w.screen().flush().await;
    for &game in games {
        let places: Vec<_> = w
            .screen()
            .changes(game)
            .iter()
            .map(|c| c.table.place.venue.thread())
            .collect();
        assert_eq!(
            places,
            [Some(thread_of(game))],
            "{game}: once, in its thread"
        );
        let table = w.table(game).await;
        assert_eq!(table.place.venue.thread(), Some(thread_of(game)));
        assert!(
            table.clock.deadline.is_some(),
            "{game}: its first turn runs"
        );
    }
}

/// Waits until each of `games` is shown somewhere (for at most 10 s).
async fn until_shown(w: &World, games: &[GameId]) {
    for _ in 0..500 {
        if games.iter().all(|&g| !w.screen().changes(g).is_empty()) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("not shown within 10 s");
}

/// The screen dies before reporting (after the round's seating, or after
/// opening the threads: the engine was told nothing): after a restart the
/// restarted process takes back the openings its predecessor held (issue
/// 71: at once, not a lease later); each is handed over again, told since
/// when a thread it made may exist (the screen finds it by name), and shown
/// once, in its thread, never in the channel.
#[tokio::test]
async fn a_screen_that_dies_before_reporting_a_tables_opening_shows_it_once_after_a_restart() {
    let mut w = World::new().await;
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    let (_, games) = seated(&w).await;
    let handed = w.until_posted(PostKind::Table, 2).await;
    assert_eq!(handed.len(), 2, "each table's opening handed over once");
    w.restart().await;
    w.until_posted(PostKind::Table, 2).await;
    until_shown(&w, &games).await;
    shown_once_in_its_thread(&w, &games).await;
    let openings = w.screen().recorded.lock().unwrap().openings.clone();
    assert_eq!(openings.len(), 2, "each handed over once more");
    assert!(
        openings.iter().all(|(_, since)| since.is_some()),
        "handed over again, each looks for the thread it made: {openings:?}"
    );
    // Asked again, nothing more is opened or shown.
    w.tables.outbox().sweep_outbox_soon();
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(w.screen().posts(PostKind::Table).len(), 2);
    shown_once_in_its_thread(&w, &games).await;
}

/// The thread was opened and its place recorded, but the process died before
/// the table's first turn was shown (its screen showed nothing): after a
/// restart the opening is not handed over again (nothing to open), and the
/// first turn is shown once, in the thread.
#[tokio::test]
async fn a_table_whose_turn_was_lost_after_its_thread_opened_is_shown_there_after_a_restart() {
    let mut w = World::new().await;
    w.screen().lost.store(true, Ordering::SeqCst);
    let (_, games) = seated(&w).await;
    w.until_posted(PostKind::Table, 2).await;
    for &game in &games {
        for _ in 0..500 {
            if w.table(game).await.place.venue.thread().is_some() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        assert_eq!(
            w.table(game).await.place.venue.thread(),
            Some(thread_of(game))
        );
        assert!(
            w.screen().changes(game).is_empty(),
            "the turn's post was lost"
        );
    }
    w.restart().await;
    until_shown(&w, &games).await;
    shown_once_in_its_thread(&w, &games).await;
    assert!(
        w.screen().posts(PostKind::Table).is_empty(),
        "opened already"
    );
}

/// A table whose thread cannot be made there plays in the channel, decided
/// once by the report; a failed opening is tried again.
#[tokio::test]
async fn a_table_with_no_thread_plays_in_the_channel_and_a_failed_opening_is_tried_again() {
    let w = World::new().await;
    *w.screen().posting.lock().unwrap() = Posting::Fails;
    let (_, games) = seated(&w).await;
    w.until_posted(PostKind::Table, 2).await;
    assert!(
        w.screen().changes(games[0]).is_empty(),
        "failed: shown nowhere"
    );
    let key = |game: GameId| hypnosia::live::PostKey {
        id: hypnosia::store::PostId::Table(game),
        version: 0,
    };
    use hypnosia::live::PostReport;
    w.tables
        .outbox()
        .posted(&key(games[0]), PostReport::Done)
        .await
        .unwrap();
    let (thread, at) = (thread_of(games[1]), key(games[1]));
    w.tables
        .outbox()
        .posted(&at, PostReport::Opened(thread))
        .await
        .unwrap();
    until_shown(&w, &games).await;
    w.screen().flush().await;
    let place = |game| {
        w.screen()
            .changes(game)
            .iter()
            .map(|c| c.table.place.venue.thread())
            .collect::<Vec<_>>()
    };
    assert_eq!(place(games[0]), [None], "in the channel");
    assert_eq!(place(games[1]), [Some(thread)], "in its thread");
    // A late report of the other kind changes nothing.
    w.tables
        .outbox()
        .posted(&key(games[0]), PostReport::Opened(thread_of(games[0])))
        .await
        .unwrap();
    w.screen().flush().await;
    assert_eq!(w.table(games[0]).await.place.venue.thread(), None);
    assert_eq!(place(games[0]), [None]);
}

/// Two engines on one SQLite file, both told at once (four times each) that
/// round 1 is over: round 2 is seated once, each of its tables opened by one
/// of them once, and shown once, in its thread.
#[tokio::test]
async fn two_engines_on_one_file_seat_and_open_a_round_once() {
    let a = World::new().await;
    let (id, round_1) = seated(&a).await;
    a.until_posted(PostKind::Table, 2).await;
    let path = a.dir.path().join("live.db");
    let b = World::engine_on(path.to_str().unwrap(), settings()).await;
    b.screen().opens_threads.store(true, Ordering::SeqCst);
    for &game in &round_1 {
        crate::live::tournaments::end_behind_the_back(&a, game).await;
    }
    let asks = (0..8).map(|n| {
        let engine = if n % 2 == 0 { &a.tables } else { &b };
        engine.tournament_rounds().advance_tournament(id)
    });
    let outcomes: Vec<Advance> = futures_util::future::join_all(asks)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let seated = outcomes
        .iter()
        .filter(|o| matches!(o, Advance::Seated { round: 2, .. }));
    assert_eq!(seated.count(), 1, "{outcomes:?}");
    let now = play(&a, id).await;
    let round_2: Vec<GameId> = now
        .tables
        .iter()
        .filter(|t| t.round == 2)
        .map(|t| t.game)
        .collect();
    assert_eq!(round_2.len(), 2);
    // Both sweep their outboxes too.
    a.tables.outbox().sweep_outbox_soon();
    b.outbox().sweep_outbox_soon();
    for _ in 0..500 {
        let shown = |g| a.screen().changes(g).len() + b.screen().changes(g).len();
        if round_2.iter().all(|&g| shown(g) > 0) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    a.screen().flush().await;
    b.screen().flush().await;
    for &game in &round_2 {
        let opened = [a.screen(), &**b.screen()]
            .iter()
            .flat_map(|s| s.recorded.lock().unwrap().openings.clone())
            .filter(|(g, _)| *g == game)
            .count();
        assert_eq!(opened, 1, "{game}: opened once");
        let shown: Vec<_> = [a.screen(), &**b.screen()]
            .iter()
            .flat_map(|s| s.changes(game))
            .map(|c| c.table.place.venue.thread())
            .collect();
        assert_eq!(
            shown,
            [Some(thread_of(game))],
            "{game}: shown once, in its thread"
        );
    }
    b.stop();
}
