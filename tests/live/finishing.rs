//! A decided game ends itself (`live::finish`): when only one person can
//! still move, the bot plays their turns at once, every move marked
//! `auto`, by itself when the order of places can no longer change, on
//! "Finish for me" or on a time-out when it can; nobody is removed then.

use std::time::Duration;

use hypnosia::game::{Color, Dice, EndReason, Entry, EventRecord, Game, Move};
use hypnosia::i18n::Lang;
use hypnosia::live::{MoveClick, TurnClick};
use hypnosia::table::{GameId, Seat, Table, TurnClock, unix_now};
use hypnosia::words::channel_log::log_lines;

use crate::lone_movers::{auto_marks, game_before_a_lone_mover, moves_in};
use crate::support::{ADA, BOB, CHANNEL, World, new_lobby};

/// `game` stored as Ada and Bob's running game (turns of `timeout`), resumed
/// by a new process and shown.
async fn stored(w: &mut World, game: &Game, clock: &TurnClock, timeout: Duration) -> GameId {
    let mut new = new_lobby(CHANNEL, ADA, "Ada");
    new.options.turn_timeout = timeout;
    new.seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let lobby = w.tables.store().create_lobby(&new).await.unwrap();
    w.tables
        .store()
        .start_game(&lobby, game, clock)
        .await
        .unwrap();
    w.restart().await;
    w.until(lobby.id, "the turn shown", |t| !t.owes_screen())
        .await;
    lobby.id
}

/// The person to move clicks `mv` on the game's live message.
async fn click(w: &World, id: GameId, mv: Move) {
    let t = w.table(id).await;
    let (_, user) = t.human_to_move().expect("a person to move");
    let click = MoveClick {
        community: t.place.community(),
        user,
        game: id,
        version: t.game.version(),
        mv,
    };
    w.tables.click_move(click, 1).await.unwrap();
}

/// The stored record replays under the rules, ended by RULES.md §6 with
/// nobody removed, and every move after the first `manual` moves is auto.
async fn legal_and_played_for(w: &World, id: GameId, manual: usize) -> Table {
    let t = w.table(id).await;
    assert!(t.game.is_over(), "finished at once");
    let record = w.tables.store().record(id).await.unwrap().unwrap();
    let replayed = Game::from_record(&record, Dice::from_seed(0)).expect("a legal record");
    assert!(replayed.is_over());
    let reason = record.result.as_ref().expect("a result").reason;
    assert!(
        matches!(
            reason,
            EndReason::CenterFull | EndReason::BoardEmpty | EndReason::RoundLimit
        ),
        "{reason:?}"
    );
    assert!(
        !record
            .turns
            .iter()
            .any(|e| matches!(e, Entry::Event(EventRecord { .. }))),
        "nobody left or was removed"
    );
    let moves = auto_marks(&record);
    assert!(moves.len() > manual, "the computer played on");
    assert!(
        moves[..manual].iter().all(|auto| !auto),
        "the people's own moves"
    );
    assert!(
        moves[manual..].iter().all(|&auto| auto),
        "every move after them auto"
    );
    t
}

/// The game of [`game_before_a_lone_mover`] (`decided` or not) stored with
/// 2 min turns, and its move that leaves one person to move clicked: the
/// world, the game before the click and its id.
async fn clicked_to_a_lone_mover(decided: bool) -> (World, Game, GameId) {
    let (game, last) = game_before_a_lone_mover(decided);
    let mut w = World::new().await;
    let id = stored(
        &mut w,
        &game,
        &TurnClock::default(),
        Duration::from_secs(120),
    )
    .await;
    click(&w, id, last).await;
    (w, game, id)
}

#[tokio::test]
async fn a_decided_game_ends_itself_in_the_change_that_decided_it() {
    let (w, game, id) = clicked_to_a_lone_mover(true).await;
    let t = legal_and_played_for(&w, id, moves_in(&game) + 1).await;
    // One line of the log says so (after the turn the click was part of).
    let lines = log_lines(Lang::EnUs, &t, 0, t.game.entries().len());
    let line = lines
        .iter()
        .find(|l| l.starts_with("🤖 played"))
        .unwrap_or_else(|| panic!("a line for the turns played: {lines:?}"));
    assert!(line.contains("nobody else could move"), "{line}");
}

#[tokio::test]
async fn finish_for_me_plays_the_rest_for_a_lone_mover_whose_place_can_still_change() {
    let (w, _, id) = clicked_to_a_lone_mover(false).await;
    let t = w.table(id).await;
    if t.game.is_over() {
        // The mover's second die ended the game: nothing left to finish.
        panic!("the chosen move should leave a game to finish");
    }
    let (color, user) = t.lone_person().expect("one person can move");
    // Not the other one: their click is refused, and nothing is played.
    let other = if user == ADA { BOB } else { ADA };
    let on_message = |user| TurnClick {
        community: t.place.community(),
        user,
        game: id,
        version: t.game.version(),
    };
    if t.human_to_move().map(|(c, _)| c) == Some(color) {
        assert!(t.offers_finish(), "the lone mover's turn offers it");
        assert!(
            w.tables
                .turns()
                .click_finish(on_message(other), 2)
                .await
                .is_err()
        );
        assert!(
            !w.table(id).await.game.is_over(),
            "a refused click plays nothing"
        );
        let before = moves_in(&t.game);
        w.tables
            .turns()
            .click_finish(on_message(user), 3)
            .await
            .unwrap();
        legal_and_played_for(&w, id, before).await;
    } else {
        panic!("the lone mover is to move: the others are skipped");
    }
}

#[tokio::test]
async fn a_lone_mover_who_times_out_is_played_for_to_the_end_not_removed() {
    let (mut game, last) = game_before_a_lone_mover(false);
    game.play(last).unwrap();
    let mover = game.position().lone_mover().expect("one person can move");
    // Two time-outs in a row already: under the old rule, the third removed them.
    let mut clock = TurnClock::default();
    clock.set_timeouts(mover, 2);
    clock.deadline = Some(unix_now() + 3600);
    let mut w = World::new().await;
    let id = stored(&mut w, &game, &clock, Duration::from_secs(120)).await;
    let before = w.table(id).await;
    assert!(!before.game.is_over(), "undecided: waits for the person");
    let mut passed = before.clone();
    passed.clock.deadline = Some(unix_now() - 1);
    w.tables
        .store()
        .save_game(id, before.game.version(), &before.game, &passed.clock)
        .await
        .unwrap();
    w.tables.turns().rearm(&passed);
    w.until(id, "the time-out played", |t| t.game.is_over())
        .await;
    let t = legal_and_played_for(&w, id, moves_in(&game)).await;
    let ranked = t.game.result().unwrap().ranking.iter().map(|s| s.color);
    assert!(
        ranked.clone().any(|c| c == mover),
        "ranked, still in the game"
    );
    assert!(t.game.position().in_game(mover), "not removed");
}
