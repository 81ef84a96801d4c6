//! Slow and absent players in the engine: a long turn is reminded once, at a
//! quarter of its time left, whatever the restarts; a late person is played
//! for by the computer, and the third time-out in a row removes them, or,
//! when nobody else waits for them, plays the rest of the game for them.

use std::time::Duration;

use hypnosia::game::{Color, Dice, EndReason, Entry, Game, LeaveKind};
use hypnosia::i18n::Lang;
use hypnosia::table::{ChannelId, GameId, Level, REMINDED_FROM, Seat, UnixTime, unix_now};
use hypnosia::words::channel_log::log_lines;

use crate::support::{ADA, BOB, World, play_turn, two_seats};

/// Moves `game`'s deadline to `deadline`, as if its turn had started long
/// ago, and sets its timers going again.
pub(crate) async fn deadline_at(w: &World, game: GameId, deadline: UnixTime) {
    let mut t = w.table(game).await;
    t.clock.deadline = Some(deadline);
    w.tables
        .store()
        .save_game(game, t.game.version(), &t.game, &t.clock)
        .await
        .unwrap();
    w.tables.turns().rearm(&t);
}

#[tokio::test]
async fn a_slow_turn_is_reminded_once_at_a_quarter_left_even_across_restarts() {
    let mut w = World::new().await;
    let game = w.start(two_seats(), REMINDED_FROM).await;
    w.screen().flush().await;
    // A quarter of an hour left in a second.
    let deadline = unix_now() + (REMINDED_FROM.as_secs() / 4) as i64 + 1;
    deadline_at(&w, game, deadline).await;
    assert!(
        w.screen().recorded.lock().unwrap().reminders.is_empty(),
        "not yet"
    );
    for _ in 0..150 {
        if !w.screen().recorded.lock().unwrap().reminders.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        w.screen().recorded.lock().unwrap().reminders,
        vec![(game, deadline)],
        "reminded of that deadline"
    );
    // A restart finds the reminder sent: nothing again.
    w.restart().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(w.screen().recorded.lock().unwrap().reminders.is_empty());
    assert_eq!(w.table(game).await.clock.deadline, Some(deadline));
}

#[tokio::test]
async fn a_short_turn_and_a_turn_played_in_time_are_not_reminded() {
    let w = World::new().await;
    // Two minutes: too short to remind.
    let short = w.start_two_people().await;
    let long = w.start_in(ChannelId(3), two_seats(), REMINDED_FROM).await;
    w.screen().flush().await;
    let deadline = unix_now() + (REMINDED_FROM.as_secs() / 4) as i64 + 1;
    deadline_at(&w, long, deadline).await;
    // Played before its reminder: the next turn has a deadline of its own.
    play_turn(&w, long).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(w.screen().recorded.lock().unwrap().reminders.is_empty());
    assert!(!w.table(short).await.game.is_over());
}

/// Lets `game`'s deadline pass: waits until the computer played the late
/// turn (and the computers after it) and a person is asked again, or the
/// game ended.
async fn time_out(w: &World, game: GameId) {
    // What the last change set going (its own deadline) is set by the time
    // its show is done: the deadline moved here is not replaced by it.
    w.screen().flush().await;
    let before = w.table(game).await.game.version();
    deadline_at(w, game, unix_now() - 1).await;
    w.until(game, "the late turn played for them", |t| {
        t.game.version() > before && (t.human_to_move().is_some() || t.game.is_over())
    })
    .await;
}

/// Who played each of `color`'s turns: "auto" (the computer, for them) or
/// "own".
fn turns_played_by(entries: &[Entry], color: Color) -> Vec<&'static str> {
    entries
        .iter()
        .filter_map(|e| match e {
            Entry::Turn(t) if t.color == color && !t.moves.is_empty() => {
                Some(if t.moves.iter().all(|m| m.auto) {
                    "auto"
                } else {
                    "own"
                })
            }
            _ => None,
        })
        .collect()
}

/// The events of the record: who left, and how.
fn departures(entries: &[Entry]) -> Vec<(Color, LeaveKind)> {
    entries
        .iter()
        .filter_map(|e| match e {
            Entry::Event(e) => Some((e.color, e.event)),
            Entry::Turn(_) => None,
        })
        .collect()
}

#[tokio::test]
async fn a_person_alone_with_computers_is_played_for_then_played_out_not_removed() {
    let w = World::new().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::ai(Color::Green, Level::Medium),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    w.until(game, "Ada's turn", |t| t.human_to_move().is_some())
        .await;
    time_out(&w, game).await;
    time_out(&w, game).await;
    assert_eq!(w.table(game).await.clock.timeouts(Color::Red), 2);
    // Her own turn ends the run: the third time-out comes three later.
    play_turn(&w, game).await;
    let t = w
        .until(game, "Ada's turn again", |t| t.human_to_move().is_some())
        .await;
    assert_eq!(t.clock.timeouts(Color::Red), 0, "the run is over");
    time_out(&w, game).await;
    time_out(&w, game).await;
    assert!(!w.table(game).await.game.is_over());
    // Nobody else waits for her: the third plays the rest of the game at once.
    time_out(&w, game).await;

    let t = w.table(game).await;
    assert!(t.game.is_over(), "played to its end in one change");
    let record = w.tables.store().record(game).await.unwrap().unwrap();
    let replayed = Game::from_record(&record, Dice::from_seed(0)).expect("a legal record");
    assert!(replayed.is_over());
    let reason = t.game.end_reason().unwrap();
    assert!(
        matches!(
            reason,
            EndReason::CenterFull | EndReason::BoardEmpty | EndReason::RoundLimit
        ),
        "ended by RULES.md §6: {reason:?}"
    );
    let entries = t.game.entries();
    assert_eq!(departures(entries), [], "nobody removed");
    assert!(t.game.position().in_game(Color::Red));
    let played = turns_played_by(entries, Color::Red);
    assert_eq!(played[..5], ["auto", "auto", "own", "auto", "auto"]);
    assert!(
        played.len() > 6 && played[5..].iter().all(|&by| by == "auto"),
        "the rest of her turns played for her: {played:?}"
    );
    // `auto` marks moves made for a person, never the computer players' own.
    for e in entries {
        if let Entry::Turn(t) = e
            && t.color != Color::Red
        {
            assert!(t.moves.iter().all(|m| !m.auto), "{t:?}");
        }
    }
    // One line of the log says so: every turn after her own, hers and theirs.
    let lines = log_lines(Lang::EnUs, &t, 0, entries.len());
    let after_own = played.len() - 3;
    let line = format!("🤖 played {after_own} turns for Ada, and the computers finished the game");
    assert!(
        lines.last().unwrap().starts_with(&line),
        "{line}: {lines:?}"
    );
}

#[tokio::test]
async fn an_absent_person_another_person_waits_for_is_removed_after_three_time_outs() {
    let w = World::new().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    // Ada never plays; Bob plays every turn of his.
    while departures(w.table(game).await.game.entries()).is_empty() {
        let t = w
            .until(game, "a person to move", |t| t.human_to_move().is_some())
            .await;
        match t.human_to_move() {
            Some((_, ADA)) => time_out(&w, game).await,
            _ => play_turn(&w, game).await,
        }
    }
    let t = w.table(game).await;
    assert_eq!(
        departures(t.game.entries()),
        [(Color::Red, LeaveKind::Removed)]
    );
    assert_eq!(
        turns_played_by(t.game.entries(), Color::Red),
        ["auto", "auto"]
    );
    assert!(!t.game.is_over(), "Bob and the computer play on");
}
