//! The animated GIF of a whole game (`/hypnosia export format:gif`, `hypnosia
//! render --gif`): time to make it and its size, for a typical 4-player game
//! (medium computer players on every seat, played to the end). Issue 16's goal:
//! any game within Discord's 10 MB default upload limit. Also one step of
//! `/hypnosia replay` at the last turn of a long game (replay the stored record
//! to that turn, draw it), which must answer a click well within Discord's 3 s.
//! And a 300-turn game: its GIF, and its positions made in one pass against
//! each replayed from the start (the way before, quadratic).
//!
//! Run short (`cargo test --benches`), the long game is cut at 8 turns, and
//! it fails unless every GIF has frames.

use criterion::Criterion;
use hypnosia::ai::Level;
use hypnosia::game::{Color, Dice, Entry, Game, LeaveKind, Player, Record, Variant, walk_moves};
use hypnosia::render::{REPLAY_VIEW, game_after_turns, gif_of_record, render, turn_count};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A whole game of medium players at `colors`, from `seed`.
fn played(colors: &[Color], seed: u64) -> Game {
    let players = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut strategy = Level::Medium.strategy(seed);
    while !game.is_over() {
        let mv = strategy
            .choose(game.position())
            .expect("a move while not over");
        game.play(mv).unwrap();
    }
    game
}

/// A whole game of players choosing uniformly among the legal moves: they
/// rarely reach the center, so it lasts hundreds of turns.
fn random_game(colors: &[Color], seed: u64) -> Game {
    let players = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !game.is_over() {
        let list = game.legal_moves();
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game
}

/// [`random_game`] cut at `turns` turns, the remaining players then leaving.
fn long_game(colors: &[Color], seed: u64, turns: usize) -> Record {
    let players = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let count = |g: &Game| {
        g.entries()
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count()
    };
    while !game.is_over() && count(&game) < turns {
        let list = game.legal_moves();
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    for &c in &colors[..colors.len() - 1] {
        if !game.is_over() {
            game.leave(c, LeaveKind::Resign).unwrap();
        }
    }
    game.record()
}

/// Every position move by move, each replayed from the record's start (the
/// way the GIF's positions were made before one pass replaced it).
fn replayed_from_the_start(record: &Record) -> usize {
    let mut n = game_after_turns(record, 0).unwrap().version() as usize;
    let mut turn = 0;
    for (at, entry) in record.turns.iter().enumerate() {
        let Entry::Turn(t) = entry else { continue };
        turn += 1;
        for k in 1..=t.moves.len() {
            let game = if k == t.moves.len() {
                game_after_turns(record, turn).unwrap()
            } else {
                let mut partial = t.clone();
                partial.moves.truncate(k);
                let mut turns = record.turns[..at].to_vec();
                turns.push(Entry::Turn(partial));
                let cut = Record {
                    turns,
                    result: None,
                    ..record.clone()
                };
                Game::from_record(&cut, Dice::from_seed(0)).unwrap()
            };
            n += game.version() as usize;
        }
    }
    n
}

fn moves(game: &Game) -> usize {
    game.entries()
        .iter()
        .map(|e| match e {
            hypnosia::game::Entry::Turn(t) => t.moves.len(),
            hypnosia::game::Entry::Event(_) => 0,
        })
        .sum()
}

/// The frames and bytes of a GIF made, asserted, so that a short run cannot
/// pass without drawing.
fn assert_drawn(gif: &hypnosia::render::Gif) {
    assert!(
        gif.frames > 0 && !gif.bytes.is_empty(),
        "a GIF of {} frames, {} bytes",
        gif.frames,
        gif.bytes.len()
    );
}

/// `short`: the long game is cut at 8 turns instead of 300 (a 300-turn GIF
/// takes the debug build about 5 s and is drawn twice here; the replay from
/// the start is quadratic).
pub fn suite(c: &mut Criterion, short: bool) {
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    let typical = played(&Color::ALL[..4], 7);
    let record = typical.record();
    let gif = gif_of_record(&record).unwrap();
    assert_drawn(&gif);
    println!(
        "gif 4 players: {} turns, {} moves, {} frames, {}×{} px, {} bytes",
        hypnosia::render::turn_count(&record),
        moves(&typical),
        gif.frames,
        gif.size,
        gif.size,
        gif.bytes.len()
    );
    // Short, the GIF made and checked above is the run: criterion's test mode
    // would only draw it a second time (half of the suite's time in CI).
    if !short {
        group.bench_function("4-player game of medium players", |b| {
            b.iter(|| gif_of_record(std::hint::black_box(&record)).unwrap())
        });
    }

    // A long game: four players of random moves, cut at 300 turns (issue 23's
    // contention test exports such a game). Its GIF, and the positions alone
    // both ways: one pass over the record (what the GIF uses), and each
    // position replayed from the start (as before, quadratic).
    let turns = if short { 8 } else { 300 };
    let long_record = long_game(&Color::ALL[..4], 3, turns);
    let gif = gif_of_record(&long_record).unwrap();
    assert_drawn(&gif);
    println!(
        "gif {turns} turns: {} moves, {} frames, {}×{} px, {} bytes, every move: {}",
        long_record
            .turns
            .iter()
            .map(|e| match e {
                hypnosia::game::Entry::Turn(t) => t.moves.len(),
                hypnosia::game::Entry::Event(_) => 0,
            })
            .sum::<usize>(),
        gif.frames,
        gif.size,
        gif.size,
        gif.bytes.len(),
        gif.every_move
    );
    group.bench_function(format!("{turns}-turn game of random moves"), |b| {
        b.iter(|| gif_of_record(std::hint::black_box(&long_record)).unwrap())
    });
    group.bench_function(format!("{turns}-turn game: positions in one pass"), |b| {
        b.iter(|| {
            let mut n = 0usize;
            walk_moves(std::hint::black_box(&long_record), |g, _| {
                n += g.position().turns_played() as usize;
                std::ops::ControlFlow::Continue(())
            })
            .unwrap();
            n
        })
    });
    group.bench_function(
        format!("{turns}-turn game: each position replayed from the start"),
        |b| b.iter(|| replayed_from_the_start(std::hint::black_box(&long_record))),
    );

    let long = random_game(&Color::ALL[..4], 3).record();
    let last = turn_count(&long);
    println!("replay step: the last of {last} turns");
    group.bench_function(format!("replay step at turn {last}"), |b| {
        b.iter(|| {
            let game = game_after_turns(std::hint::black_box(&long), last).unwrap();
            render(&game, &REPLAY_VIEW)
        })
    });
    group.finish();
}
