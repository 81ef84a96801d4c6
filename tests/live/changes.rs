//! The change path's rules, on a real SQLite file and a recording screen: what
//! a click, a computer, a deadline and a restart do to a game, and
//! what the people are shown of it.

use std::sync::atomic::Ordering;
use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Error, MoveClick, Next};
use hypnosia::table::MoveRefusal as Refusal;
use hypnosia::table::{GameId, Level, MessageId, Seat, UserId, unix_now};

use crate::support::{ADA, BOB, GUILD, World, click_of, first_move, play_turn, sql};

/// The message that shows `game` now, as the screen posted it.
fn live(w: &World, game: GameId) -> MessageId {
    w.screen().message(game).expect("the game is shown")
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

/// A click on a board older than the game (the move it offers was played)
/// is refused as old by its version alone, the message it came from unknown
/// to the engine: from what this process showed, and after a restart
/// through the one load; it changes nothing.
#[tokio::test]
async fn a_click_on_a_board_older_than_the_game_is_refused_by_its_version() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    let click = first_move(&t, w.mover(game).await);
    w.tables.click_move(click, 1).await.unwrap();
    w.screen().flush().await;
    let moved = w.table(game).await.game.version();
    assert_eq!(moved, t.game.version() + 1);
    for restarted in [false, true] {
        if restarted {
            w.restart().await;
        }
        let e = w.tables.click_move(click, 2).await;
        assert_eq!(
            refusal(e.unwrap_err()),
            Error::refused(Refusal::OldVersion).to_string(),
            "restarted: {restarted}"
        );
        assert_eq!(w.table(game).await.game.version(), moved);
    }
}

#[tokio::test]
async fn of_two_clicks_on_one_version_exactly_one_is_played() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let t = w.table(game).await;
    let mover = w.mover(game).await;
    let click = first_move(&t, mover);
    let (a, b) = tokio::join!(w.tables.click_move(click, 1), w.tables.click_move(click, 2),);
    let played = [&a, &b].into_iter().filter(|r| r.is_ok()).count();
    assert_eq!(played, 1, "{a:?} {b:?}");
    let lost = if a.is_err() { a } else { b };
    assert_eq!(
        refusal(lost.unwrap_err()),
        Error::refused(Refusal::OldVersion).to_string()
    );
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    w.screen().flush().await;
    let answered: Vec<_> = w
        .screen()
        .changes(game)
        .iter()
        .filter_map(click_of)
        .collect();
    assert_eq!(answered.len(), 1, "one click answered by a change");
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
        .store()
        .save_game(game, before.game.version(), &before.game, &clock)
        .await
        .unwrap();
    let mut passed = before.clone();
    passed.clock = clock;
    w.tables.turns().rearm(&passed);
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
            community: t.place.community(),
            user,
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        n += 1;
        w.tables.click_move(click, n).await.unwrap();
    }
    let committed = w.table(game).await;
    assert!(committed.owes_screen(), "the new turn is owed");
    let (next, _) = committed.human_to_move().unwrap();
    // Long enough ago that its clock would have run out.
    let mut clock = committed.clock;
    clock.deadline = Some(unix_now() - 5);
    w.tables
        .store()
        .save_game(game, committed.game.version(), &committed.game, &clock)
        .await
        .unwrap();
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1, "the owed turn, once: {shown:?}");
    assert_eq!(shown[0].step, Next::NewHumanTurn(next));
    assert!(
        shown[0].maybe_posted,
        "committed before this process started: looked for first (a click's \
         follow-up, which has no nonce, may have landed before the crash)"
    );
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
        .store()
        .save_game(game, owed.game.version(), &owed.game, &owed.clock)
        .await
        .unwrap();
    w.tables.turns().rearm(&owed);
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
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    let t = w.table(game).await;
    assert!(t.game.is_over() && t.owes_screen());
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].step, Next::Over, "the results");
    assert!(
        shown[0].maybe_posted,
        "committed before the restart: looked for first"
    );
    assert!(!w.table(game).await.owes_screen());
}

#[tokio::test]
async fn a_show_owed_for_longer_than_posts_are_remembered_is_looked_for_first() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    // The crash came long before the restart: the results' post may have
    // reached Discord, which has forgotten its nonce since.
    let remembered = w.tables.settings().waits.posts_remembered.as_secs();
    let before = remembered + 1;
    sql(
        &w,
        &format!("UPDATE games SET finished_at = finished_at - {before} WHERE id = {game}"),
    )
    .await;
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(shown[0].step, Next::Over);
    assert!(
        shown[0].maybe_posted,
        "the screen looks for the results before posting them"
    );
}

#[tokio::test]
async fn a_turn_updated_in_place_keeps_its_deadline_through_restarts() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let t = w.table(game).await;
    let (mover, user) = t.human_to_move().unwrap();
    let deadline = t.clock.deadline.expect("a 2 min turn");
    // The first die of the turn is played, and the process dies before the
    // message is updated in place: the update is owed, the turn was seen.
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let click = first_move(&t, user);
    w.tables.click_move(click, 1).await.unwrap();
    let played = w.table(game).await;
    assert_eq!(played.human_to_move(), Some((mover, user)), "a second die");
    assert!(played.owes_screen());
    // A crash loop: the first start shows the update in place, and none
    // gives a fresh turn.
    for restart in 0..3 {
        w.restart().await;
        w.screen().flush().await;
        if restart == 0 {
            let shown = w.screen().changes(game);
            assert_eq!(shown.last().unwrap().step, Next::SameTurn, "in place");
        }
        let now = w.table(game).await;
        assert_eq!(
            now.clock.deadline,
            Some(deadline),
            "the turn's first deadline"
        );
    }
}

#[tokio::test]
async fn results_shown_again_after_a_crash_carry_their_rating_changes() {
    let mut w = World::new().await;
    // A first rated game, shown as it ended.
    let first = w.start_two_people().await;
    w.screen().flush().await;
    w.tables.votes().resign_in(GUILD, first, BOB).await.unwrap();
    let over = w.screen().changes(first).pop().unwrap();
    assert_eq!(over.rating_changes.len(), 2, "a rated game of two people");
    // The second one's results are lost in a crash.
    let second = w.start_two_people().await;
    w.screen().flush().await;
    w.screen()
        .lost
        .store(true, std::sync::atomic::Ordering::SeqCst);
    w.tables
        .votes()
        .resign_in(GUILD, second, ADA)
        .await
        .unwrap();
    w.restart().await;
    let shown = w.screen().changes(second);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].step, Next::Over, "the results, again");
    let changes = &shown[0].rating_changes;
    assert_eq!(changes.len(), 2, "with their rating changes");
    for change in changes {
        let earlier = over.rating_changes.iter().find(|c| c.user == change.user);
        assert_eq!(
            Some(change.before),
            earlier.map(|c| c.after),
            "each moved on from the first game's rating"
        );
        assert_eq!(change.rated_games, 2);
        let history = w
            .tables
            .store()
            .rating_history(shown[0].table.place.venue.guild().unwrap(), change.user, 1)
            .await
            .unwrap();
        assert_eq!(history[0].skill, change.after, "to the rating kept");
        let seat = shown[0].table.seat_of(change.user).unwrap();
        assert_eq!(seat.color, change.color);
    }
    let ada = changes.iter().find(|c| c.user == ADA).unwrap();
    assert!(ada.after.rating() < ada.before.rating(), "Ada resigned");
}

#[tokio::test]
async fn a_burst_of_hostile_clicks_changes_no_game_and_shows_nothing() {
    let w = World::new().await;
    let finished = w.finished_game().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let t = w.table(game).await;
    let over = w.table(finished).await;
    let mover = w.mover(game).await;
    let other = if mover == ADA { BOB } else { ADA };
    let good = first_move(&t, mover);
    let mut clicks = Vec::new();
    for i in 0..40u64 {
        let mut spectator = good;
        spectator.user = UserId(500 + i);
        let mut out_of_turn = good;
        out_of_turn.user = other;
        let mut old_version = good;
        old_version.version = t.game.version() + 1 + i;
        let mut other_server = good;
        other_server.community = hypnosia::table::GuildId(99).into();
        let mut no_game = good;
        no_game.game = hypnosia::table::GameId(900_000 + i as i64);
        let mut finished_game = good;
        finished_game.game = finished;
        finished_game.version = over.game.version();
        clicks.extend([
            spectator,
            out_of_turn,
            old_version,
            other_server,
            no_game,
            finished_game,
        ]);
    }
    let sent = clicks
        .iter()
        .enumerate()
        .map(|(n, &c)| w.tables.click_move(c, n as u32));
    let answers = futures_util::future::join_all(sent).await;
    for (click, answer) in clicks.iter().zip(answers) {
        match answer {
            Err(Error::User(_)) => {}
            other => panic!("{click:?} was not refused: {other:?}"),
        }
    }
    w.screen().flush().await;
    for id in [game, finished] {
        assert!(!w.table(id).await.owes_screen(), "nothing owed");
    }
    assert_eq!(w.table(game).await.game.version(), t.game.version());
    assert_eq!(w.table(finished).await.game.version(), over.game.version());
    let answered: Vec<_> = [game, finished]
        .iter()
        .flat_map(|&id| w.screen().changes(id))
        .filter_map(|c| click_of(&c))
        .collect();
    assert!(answered.is_empty(), "nothing shown for a hostile click");

    // After it, the same move clicked twice at once applies once.
    let (a, b) = tokio::join!(
        w.tables.click_move(good, 10_001),
        w.tables.click_move(good, 10_002),
    );
    assert_eq!([&a, &b].iter().filter(|r| r.is_ok()).count(), 1);
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
}

/// A person's click on their new turn, whose buttons reached them before the
/// screen's show of it ended: judged by its version, it is played at once,
/// even by an engine that may not wait (nothing waits for the post to be
/// noted), and shown after that post.
#[tokio::test]
async fn a_click_on_a_turn_still_being_posted_is_played_at_once() {
    let impatient = hypnosia::live::Settings {
        waits: hypnosia::live::Waits {
            call_limit: Duration::ZERO,
            ..Default::default()
        },
        ..crate::support::settings()
    };
    let w = World::with(impatient).await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let first = w.mover(game).await;
    w.screen().hold_posts.store(true, Ordering::SeqCst);
    play_turn(&w, game).await;
    let t = w.table(game).await;
    let next = t.human_to_move().unwrap().1;
    assert_ne!(next, first, "the turn passed");
    for _ in 0..500 {
        let shown = w.screen().changes(game);
        if shown
            .last()
            .is_some_and(|c| c.table.game.version() == t.game.version())
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    assert!(
        w.tables.kernel().shown_version(game) < Some(t.game.version()),
        "still posting"
    );
    let click = first_move(&t, next);
    tokio::time::timeout(Duration::from_secs(5), w.tables.click_move(click, 2))
        .await
        .expect("played without waiting for the post")
        .unwrap();
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    w.screen().release();
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(
        last.table.game.version(),
        t.game.version() + 1,
        "shown after"
    );
}

/// Eight people click one button of a turn whose post the screen has not
/// noted yet: one result (the move played once, answered once); the others
/// are told why (a spectator, or a version played already).
#[tokio::test]
async fn eight_clicks_on_a_turn_still_being_posted_play_one_move() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    w.screen().hold_posts.store(true, Ordering::SeqCst);
    play_turn(&w, game).await;
    let t = w.table(game).await;
    let mover = t.human_to_move().unwrap().1;
    let clickers = [mover, mover]
        .into_iter()
        .chain((0..6).map(|i| UserId(700 + i)));
    let clicks = clickers.enumerate().map(|(n, user)| {
        let click = first_move(&t, user);
        w.tables.click_move(click, 100 + n as u32)
    });
    let release = async {
        tokio::time::sleep(Duration::from_millis(50)).await;
        w.screen().release();
    };
    let (answers, ()) = tokio::join!(futures_util::future::join_all(clicks), release);
    assert_eq!(
        answers.iter().filter(|a| a.is_ok()).count(),
        1,
        "{answers:?}"
    );
    let why = [Refusal::Spectator, Refusal::OldVersion].map(|r| Error::refused(r).to_string());
    for answer in answers.into_iter().filter(|a| a.is_err()) {
        let told = refusal(answer.unwrap_err());
        assert!(why.contains(&told), "{told}");
    }
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    w.screen().flush().await;
    let changes = w.screen().changes(game);
    let answered = changes.iter().filter_map(click_of);
    let answered = answered.filter(|n| (100..108).contains(n));
    assert_eq!(answered.count(), 1, "one click answered by a change");
}

/// `/hypnosia board`: the running turn posted again in the game's order, a
/// new message marked in the store at once; the game does not change. Its
/// old copy shows the same version: a click on it plays the move (the
/// engine judges by version and seat, never by message), and the same
/// button on the new copy is then refused as old.
#[tokio::test]
async fn a_board_posted_again_is_a_new_message_marked_at_once() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let t = w.table(game).await;
    let (click, old) = (first_move(&t, w.mover(game).await), live(&w, game));
    let shown = w.tables.repost(t.clone()).await.unwrap();
    assert_ne!(shown.message, Some(old));
    assert_eq!(w.screen().message(game), shown.message);
    w.screen().flush().await;
    let stored = w.table(game).await;
    assert_eq!(stored.place.screen, shown, "marked with what shows it");
    assert_eq!(stored.game.version(), t.game.version());
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Again);
    assert_eq!(
        last.table.place.screen.message,
        Some(old),
        "from the old copy"
    );
    w.tables.click_move(click, 1).await.unwrap();
    assert_eq!(w.table(game).await.game.version(), t.game.version() + 1);
    let e = w.tables.click_move(click, 2).await;
    assert_eq!(
        refusal(e.unwrap_err()),
        Error::refused(Refusal::OldVersion).to_string()
    );
    w.screen().flush().await;
    let answered = w.screen().changes(game).pop().unwrap();
    assert_eq!(
        click_of(&answered),
        Some(1),
        "the click answered by its change"
    );
    assert_eq!(answered.table.place.screen, shown, "from the new copy");
}

#[tokio::test]
async fn a_log_the_screen_posted_is_recorded_by_the_engine_and_handed_with_the_next_changes() {
    let w = World::new().await;
    w.screen().posts_logs.store(true, Ordering::SeqCst);
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let logs = w.screen().recorded.lock().unwrap().logs.clone();
    let [(logged, log)] = logs[..] else {
        panic!("the first show posts one log: {logs:?}");
    };
    assert_eq!(logged, game);
    let t = w.table(game).await;
    assert_eq!(t.place.screen.log, Some(log), "recorded with the game");
    // The next change comes with it, and so posts no second one.
    let mover = w.mover(game).await;
    w.tables.click_move(first_move(&t, mover), 1).await.unwrap();
    w.screen().flush().await;
    let next = w.screen().changes(game).pop().unwrap();
    assert!(next.table.game.version() > t.game.version());
    assert_eq!(next.table.place.screen.log, Some(log));
    assert_eq!(w.screen().recorded.lock().unwrap().logs.len(), 1);
}
