//! The frames of a record: one pass over the record shows the positions
//! replayed from the start, turn by turn, even for a game resigned at once.

use std::ops::ControlFlow;

use hypnosia::game::{
    Color, Dice, Entry, Game, LeaveKind, Location, Pawn, Player, Record, TurnRecord, Variant,
    walk_moves,
};
use hypnosia::render::*;
use rand::{Rng, SeedableRng};

use super::random_game;

/// The game in the middle of the turn entry `at`, after its first `moves`
/// moves, replayed from the start (the quadratic way, for reference).
fn game_within_turn(record: &Record, at: usize, moves: usize) -> Game {
    let mut kept = record.turns[..at].to_vec();
    if let Entry::Turn(t) = &record.turns[at] {
        let mut partial: TurnRecord = t.clone();
        partial.moves.truncate(moves);
        kept.push(Entry::Turn(partial));
    }
    let truncated = Record {
        turns: kept,
        result: None,
        ..record.clone()
    };
    Game::from_record(&truncated, Dice::from_seed(0)).unwrap()
}

/// Every position move by move, each replayed from the record's start.
fn replayed_from_the_start(record: &Record) -> Vec<Game> {
    let mut out = vec![game_after_turns(record, 0).unwrap()];
    let mut turn = 0;
    for (at, entry) in record.turns.iter().enumerate() {
        let Entry::Turn(t) = entry else { continue };
        turn += 1;
        for k in 1..=t.moves.len() {
            out.push(if k == t.moves.len() {
                game_after_turns(record, turn).unwrap()
            } else {
                game_within_turn(record, at, k)
            });
        }
    }
    out
}

/// A game of random moves among `seats` players where some leave on the way.
fn random_record(seats: usize, seed: u64, moves: usize) -> Record {
    let players = Color::ALL[..seats]
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for n in 0..moves {
        if game.is_over() {
            break;
        }
        let in_game = |g: &Game| {
            g.players()
                .iter()
                .filter(|p| g.position().in_game(p.color))
                .count()
        };
        if n % 97 == 96 && in_game(&game) > 2 {
            // Someone other than the player to move leaves mid-turn.
            let mover = game.to_move().unwrap();
            if let Some(p) = game
                .players()
                .iter()
                .map(|p| p.color)
                .find(|&c| c != mover && game.position().in_game(c))
            {
                game.leave(p, LeaveKind::Resign).unwrap();
                continue;
            }
        }
        let list = game.legal_moves();
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    if !game.is_over() {
        game.cancel().unwrap();
    }
    game.record()
}

#[test]
fn one_pass_shows_the_positions_replayed_from_the_start() {
    for (seats, seed, moves) in [(2, 1, 400), (4, 3, 600), (6, 9, 500), (3, 4, 0)] {
        let record = random_record(seats, seed, moves);
        let expected = replayed_from_the_start(&record);
        let mut shown = 0;
        walk_moves(&record, |game, step| {
            let want = &expected[shown];
            assert_eq!(game.position(), want.position(), "position {shown}");
            assert_eq!(game.entries(), want.entries(), "record at {shown}");
            assert_eq!(step.last, shown + 1 == expected.len());
            shown += 1;
            ControlFlow::Continue(())
        })
        .unwrap();
        assert_eq!(shown, expected.len(), "one position per move and the start");
    }
}

#[test]
fn frames_follow_the_record_turn_by_turn() {
    let game = random_game(11, |_| {});
    let record: Record = game.record();
    let total = turn_count(&record);
    assert!(total > 10);
    let mut count = 0;
    for frame in frames_of_record(&record).step_by(total / 5) {
        let (n, g) = frame.unwrap();
        if n < total {
            // Lost turns right after turn n are played through, and the next
            // roll waits for its first move.
            assert!(g.position().turns_played() as usize >= n, "frame {n}");
            assert!(!g.is_over(), "frame {n}");
            assert!(
                g.current_turn().is_some_and(|t| t.moves.is_empty()),
                "frame {n}"
            );
        }
        count += 1;
    }
    assert!(count >= 5);
    let first = game_after_turns(&record, 0).unwrap();
    // After no turn, every pawn is still in its lane and the first roll is shown.
    for c in first.position().players() {
        for p in Pawn::ALL {
            assert_eq!(first.position().location(c, p), Location::Lane);
        }
    }
    assert_eq!(
        first.current_turn().map(|t| t.dice),
        match &record.turns[0] {
            Entry::Turn(t) => Some(t.dice),
            _ => None,
        }
    );
    let last = game_after_turns(&record, total).unwrap();
    assert_eq!(last.position(), game.position());
}

#[test]
fn a_game_resigned_before_any_move_replays_at_every_turn() {
    let players = vec![
        Player::human(Color::Red, "alice"),
        Player::human(Color::Blue, "bob"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    let mover = game.to_move().expect("someone is to move");
    game.leave(mover, LeaveKind::Resign).unwrap();
    assert!(game.is_over());
    let record = game.record();
    for n in 0..=turn_count(&record) {
        let replayed =
            game_after_turns(&record, n).unwrap_or_else(|e| panic!("after {n} turns: {e}"));
        assert!(replayed.position().players().count() >= 1);
    }
    for frame in frames_of_record(&record) {
        frame.expect("every frame replays");
    }
}
