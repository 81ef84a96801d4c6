//! Play-outs in the engine: once no person can move (all resigned, or none
//! has a pawn left on the board), the computers finish the game at once, in
//! the change that made it so, and the results follow: nobody watches them
//! play move by move, and the channel is free again.

use std::time::Duration;

use hypnosia::game::{Color, Dice, EndReason, Game, Move, Player, Variant};
use hypnosia::live::{MoveClick, Next};
use hypnosia::table::{Level, Seat, TurnClock};

use crate::support::{ADA, BOB, CHANNEL, GUILD, World, new_lobby};

#[tokio::test]
async fn when_no_person_can_move_the_computers_play_it_out() {
    let w = World::new().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::ai(Color::Green, Level::Medium),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    let t = w.table(game).await;
    assert!(t.game.is_over(), "played out at once, in the same change");
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over, "the results follow");
    assert!(!w.table(game).await.owes_screen());
}

#[tokio::test]
async fn once_the_last_person_resigns_the_computers_finish_and_who_left_first_ranks_last() {
    // The computers' pace when people watch: a play-out at this pace would
    // take tens of seconds.
    let w = World::with(hypnosia::live::Settings {
        ai_delay: Duration::from_millis(1500),
        ..crate::support::settings()
    })
    .await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Hard),
    ];
    let game = w.start(seats, Duration::from_secs(3600)).await;
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    assert!(!w.table(game).await.game.is_over(), "Bob still plays");
    w.screen().flush().await;
    let shown_before = w.screen().changes(game).len();

    w.tables.votes().resign_in(GUILD, game, BOB).await.unwrap();
    let t = w.table(game).await;
    assert!(t.game.is_over(), "finished in the resignation's own change");
    w.screen().flush().await;
    let after = w.screen().changes(game);
    assert_eq!(
        after.len(),
        shown_before + 1,
        "one change shown: the results"
    );
    assert_eq!(after.last().unwrap().step, Next::Over);

    // The record replays under the rules; who left first ranks last.
    let record = w.tables.store().record(game).await.unwrap().unwrap();
    let replayed = Game::from_record(&record, Dice::from_seed(0)).expect("a legal record");
    assert!(replayed.is_over());
    let result = record.result.expect("a result");
    assert_ne!(result.reason, EndReason::Cancelled, "the game counted");
    let ranked: Vec<Color> = result.ranking.iter().map(|s| s.color).collect();
    assert_eq!(ranked.len(), 3);
    assert_eq!(ranked[2], Color::Red, "{ranked:?}");
    // The channel is free.
    w.open(CHANNEL, ADA, "Ada").await.expect("a new lobby");
}

/// A game between Ada (red) and two computers choosing at random, played
/// from a seed until one move of Ada's would leave her with no pawn in a
/// lane or on a ring while the computers, with pawns of their own, race on:
/// that game and that move.
fn game_where_ada_runs_out() -> (Game, Move) {
    use rand::{Rng, SeedableRng};
    for seed in 0..20_000u64 {
        let players = vec![
            Player::human(Color::Red, "Ada"),
            Player::ai(Color::Green, "AI (easy)"),
            Player::ai(Color::Blue, "AI (easy)"),
        ];
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        while !game.is_over() {
            let moves = game.legal_moves().to_vec();
            if game.to_move() == Some(Color::Red) {
                for mv in &moves {
                    let mut after = game.clone();
                    after.play(*mv).unwrap();
                    let computers_race = [Color::Green, Color::Blue]
                        .iter()
                        .all(|c| after.position().has_active_pawns(*c));
                    if !after.is_over()
                        && computers_race
                        && !after.position().has_active_pawns(Color::Red)
                    {
                        return (game, *mv);
                    }
                }
            }
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).unwrap();
        }
    }
    panic!("no game of 20 000 seeds left Ada without a pawn on the board");
}

#[tokio::test]
async fn when_the_last_persons_last_pawn_leaves_the_board_the_computers_finish() {
    let (game, last) = game_where_ada_runs_out();
    let mut w = World::with(hypnosia::live::Settings {
        ai_delay: Duration::from_millis(1500),
        ..crate::support::settings()
    })
    .await;
    // The game as far as it went, stored; the engine resumes it.
    let mut new = new_lobby(CHANNEL, ADA, "Ada");
    new.options.max_seats = 3;
    new.seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Green, Level::Easy),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let lobby = w.tables.store().create_lobby(&new).await.unwrap();
    w.tables
        .store()
        .start_game(&lobby, &game, &TurnClock::default())
        .await
        .unwrap();
    w.restart().await;
    let id = lobby.id;
    let t = w.until(id, "Ada's turn shown", |t| !t.owes_screen()).await;
    assert_eq!(t.human_to_move().map(|(c, _)| c), Some(Color::Red));
    let click = MoveClick {
        community: t.place.community(),
        user: ADA,
        game: id,
        version: t.game.version(),
        mv: last,
    };
    w.tables.click_move(click, 1).await.unwrap();
    // A second die of hers, if any, is played too.
    if w.table(id).await.human_to_move().is_some() {
        crate::support::play_turn(&w, id).await;
    }
    let t = w.table(id).await;
    assert!(
        t.game.is_over(),
        "finished at once, not at the computers' pace"
    );
    let record = w.tables.store().record(id).await.unwrap().unwrap();
    assert!(record.result.is_some(), "the record is complete");
}

/// A table of computers alone (no person seated), at the computers' pace
/// for people: no show per move (no click pays for it, and each would be a
/// counted call); it is played out in its first change, and only its
/// results are shown, committed with it.
#[tokio::test]
async fn a_table_of_computers_alone_shows_only_its_results() {
    let w = World::with(hypnosia::live::Settings {
        ai_delay: Duration::from_millis(1500),
        ..crate::support::settings()
    })
    .await;
    let seats = vec![
        Seat::ai(Color::Red, Level::Easy),
        Seat::ai(Color::Blue, Level::Medium),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    assert!(w.table(game).await.game.is_over(), "played out at once");
    w.screen().flush().await;
    let shown: Vec<Next> = w.screen().changes(game).iter().map(|c| c.step).collect();
    assert_eq!(shown, vec![Next::Over], "the results alone");
    assert!(!w.table(game).await.owes_screen());
}
