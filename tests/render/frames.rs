//! Moved from the unit tests of `src/render/frames.rs`.

use std::ops::ControlFlow;

use hypnosia::game::{
    Color, Dice, Entry, Game, LeaveKind, Player, Record, TurnRecord, Variant, walk_moves,
};
use hypnosia::render::*;
use rand::{Rng, SeedableRng};

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
