//! The change path's rules, on a real SQLite file and a recording screen: what
//! a click, a computer, a deadline, a vote and a restart do to a game, and
//! what the people are shown of it.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Error, MoveClick, Next, Refusal, Settings, VoteOutcome};
use hypnosia::table::{unix_now, Level, Seat, Table, UserId};
use hypnosia::text;

use crate::support::{click_of, settings, sql, World, ADA, BOB};

/// `user`'s click on the first move offered under the game's live message.
fn first_move(w: &World, t: &Table, user: UserId) -> MoveClick {
    MoveClick {
        guild: t.place.guild,
        user,
        message: w.screen().message(t.id).expect("the game is shown"),
        game: t.id,
        version: t.game.version(),
        mv: t.game.legal_moves()[0],
    }
}

fn refusal(e: Error) -> String {
    match e {
        Error::User(e) => e.to_string(),
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn a_started_game_shows_its_first_turn_and_owes_nothing() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1, "one first turn");
    assert!(matches!(shown[0].step, Next::NewHumanTurn(_)));
    let t = w.table(game).await;
    assert!(!t.owes_screen(), "marked shown: {:?}", t.shown_version);
    assert!(t.clock.deadline.is_some(), "the person's clock runs");
}

#[tokio::test]
async fn a_click_on_an_old_message_is_refused_and_changes_nothing() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    let mover = w.mover(game).await;
    let mut click = first_move(&w, &t, mover);
    click.message.0 -= 1;
    let e = w.tables.click_move(click, 1, Duration::ZERO).await;
    assert_eq!(
        refusal(e.unwrap_err()),
        Error::user(Refusal::StaleMessage).to_string()
    );
    assert_eq!(w.table(game).await.game.version(), t.game.version());
}

#[tokio::test]
async fn of_two_clicks_on_one_version_exactly_one_is_played() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    let mover = w.mover(game).await;
    let click = first_move(&w, &t, mover);
    let (a, b) = tokio::join!(
        w.tables.click_move(click, 1, Duration::ZERO),
        w.tables.click_move(click, 2, Duration::ZERO),
    );
    let played = [&a, &b].into_iter().filter(|r| r.is_ok()).count();
    assert_eq!(played, 1, "{a:?} {b:?}");
    let lost = if a.is_err() { a } else { b };
    assert_eq!(
        refusal(lost.unwrap_err()),
        Error::user(Refusal::OldVersion).to_string()
    );
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    let answered: Vec<_> = w
        .screen()
        .changes(game)
        .iter()
        .filter_map(click_of)
        .collect();
    assert_eq!(answered.len(), 1, "one click answered by a change");
}

#[tokio::test]
async fn when_no_person_can_move_the_computers_play_it_out() {
    let w = World::new().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::ai(Color::Green, Level::Medium),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    w.tables.resign(game, ADA).await.unwrap();
    let t = w.table(game).await;
    assert!(t.game.is_over(), "played out at once, in the same change");
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over, "the results follow");
    assert!(!w.table(game).await.owes_screen());
}

#[tokio::test]
async fn a_passed_deadline_has_the_computer_play_for_the_late_person() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let before = w.table(game).await;
    let (late, _) = before.human_to_move().unwrap();
    // The deadline passed while nobody was looking (a restart, a long sleep).
    let mut clock = before.clock;
    clock.deadline = Some(unix_now() - 1);
    w.tables
        .store
        .save_game(game, before.game.version(), &before.game, &clock)
        .await
        .unwrap();
    let mut passed = before.clone();
    passed.clock = clock;
    w.tables.rearm(&passed);
    let after = w
        .until(game, "the late turn played", |t| {
            t.game.version() > before.game.version()
        })
        .await;
    assert_eq!(after.clock.timeouts(late), 1, "one time-out counted");
    assert!(after.game.entries().iter().any(|e| matches!(e,
        hypnosia::game::Entry::Turn(turn) if turn.color == late && turn.moves.iter().any(|m| m.auto))));
}

#[tokio::test]
async fn a_computer_move_that_fails_is_tried_again() {
    let w = World::with(Settings {
        ai_delay: Duration::from_millis(200),
        ..settings()
    })
    .await;
    let seats = vec![
        Seat::human(Color::Red, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    assert!(w.table(game).await.ai_to_move(), "a computer starts");
    // The games are away for a moment: the computer's first move cannot load
    // its game, fails, and is tried again after its pause.
    sql(&w, "ALTER TABLE games RENAME TO games_away").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    sql(&w, "ALTER TABLE games_away RENAME TO games").await;
    assert_eq!(
        w.table(game).await.game.version(),
        0,
        "the first attempt failed"
    );
    let t = w
        .until(game, "the computer moved", |t| t.game.version() > 0)
        .await;
    assert!(!t.game.entries().is_empty());
}

#[tokio::test]
async fn when_everyone_agrees_the_game_is_called_off() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let started = w.tables.open_vote(game, ADA, "Ada".into(), vec![ADA, BOB]);
    assert!(matches!(
        w.tables.agree(game, started, ADA).await.unwrap(),
        VoteOutcome::Waiting(_)
    ));
    let outsider = w.tables.agree(game, started, UserId(77)).await;
    assert!(outsider.is_err(), "only players vote");
    assert!(matches!(
        w.tables.agree(game, started, BOB).await.unwrap(),
        VoteOutcome::Cancelled
    ));
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over);
    assert_eq!(
        last.cancelled_by,
        Some(text!("cancelled-by-vote", name = "Ada"))
    );
    assert!(
        last.rating_changes.is_empty(),
        "a cancelled game is not rated"
    );
}

#[tokio::test]
async fn after_a_restart_the_computers_go_on() {
    let mut w = World::new().await;
    let seats = vec![
        Seat::ai(Color::Red, Level::Easy),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::human(Color::Green, ADA, "Ada"),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    w.restart().await;
    let before = w.table(game).await.game.version();
    w.until(game, "the computers played on", |t| {
        t.game.version() > before || t.human_to_move().is_some()
    })
    .await;
}

#[tokio::test]
async fn a_turn_lost_between_its_commit_and_its_post_is_shown_after_a_restart() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    // Ada plays her whole turn; the process dies before the next turn is
    // posted: the commit is in the store, the post never happened.
    let t = w.table(game).await;
    let (first, _) = t.human_to_move().unwrap();
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let mut n = 0;
    loop {
        let t = w.table(game).await;
        if t.human_to_move().map(|(c, _)| c) != Some(first) {
            break;
        }
        let user = t.human_to_move().unwrap().1;
        let click = MoveClick {
            guild: t.place.guild,
            user,
            message: w.screen().message(game).unwrap(),
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        n += 1;
        w.tables.click_move(click, n, Duration::ZERO).await.unwrap();
    }
    let committed = w.table(game).await;
    assert!(committed.owes_screen(), "the new turn is owed");
    let (next, _) = committed.human_to_move().unwrap();
    // Long enough ago that its clock would have run out.
    let mut clock = committed.clock;
    clock.deadline = Some(unix_now() - 5);
    w.tables
        .store
        .save_game(game, committed.game.version(), &committed.game, &clock)
        .await
        .unwrap();
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1, "the owed turn, once: {shown:?}");
    assert_eq!(shown[0].step, Next::NewHumanTurn(next));
    let after = w.table(game).await;
    assert!(!after.owes_screen(), "nothing owed once shown");
    assert_eq!(
        after.game.version(),
        committed.game.version(),
        "nobody played"
    );
    assert_eq!(after.clock.timeouts(next), 0, "nobody timed out for it");
    let left = after.clock.deadline.unwrap() - unix_now();
    assert!(left > 100, "the whole turn's time from the post: {left} s");
}

#[tokio::test]
async fn a_deadline_never_runs_against_a_turn_nobody_could_see() {
    let w = World::new().await;
    // The first turn's post never reaches anyone (Discord away).
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    assert!(t.owes_screen());
    let (mover, _) = t.human_to_move().unwrap();
    let mut owed = t.clone();
    owed.clock.deadline = Some(unix_now() - 1);
    w.tables
        .store
        .save_game(game, owed.game.version(), &owed.game, &owed.clock)
        .await
        .unwrap();
    w.tables.rearm(&owed);
    let after = w
        .until(game, "the turn given its time again", |t| {
            t.clock.deadline.is_some_and(|d| d > unix_now() + 100)
        })
        .await;
    assert_eq!(
        after.game.version(),
        t.game.version(),
        "nobody played for them"
    );
    assert_eq!(after.clock.timeouts(mover), 0, "nobody timed out");
    assert!(
        after.owes_screen(),
        "still owed, and shown once Discord is back"
    );
}

#[tokio::test]
async fn results_lost_in_a_crash_are_posted_after_the_restart() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    w.tables.resign(game, ADA).await.unwrap();
    let t = w.table(game).await;
    assert!(t.game.is_over() && t.owes_screen());
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].step, Next::Over, "the results");
    assert!(!w.table(game).await.owes_screen());
}
