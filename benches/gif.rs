//! The animated GIF of a whole game (`/hypnosia export format:gif`, `hypnosia
//! render --gif`): time to make it and its size, for a typical 4-player game
//! (medium computer players on every seat, played to the end). Issue 16's goal:
//! any game within Discord's 10 MB default upload limit. Also one step of
//! `/hypnosia replay` at the last turn of a long game (replay the stored record
//! to that turn, draw it), which must answer a click well within Discord's 3 s.
use criterion::{criterion_group, criterion_main, Criterion};
use hypnosia::ai::Level;
use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::{game_after_turns, gif_of_record, render, turn_count, REPLAY_VIEW};
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

fn moves(game: &Game) -> usize {
    game.entries()
        .iter()
        .map(|e| match e {
            hypnosia::game::Entry::Turn(t) => t.moves.len(),
            hypnosia::game::Entry::Event(_) => 0,
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    let typical = played(&Color::ALL[..4], 7);
    let record = typical.record();
    let gif = gif_of_record(&record).unwrap();
    println!(
        "gif 4 players: {} turns, {} moves, {} frames, {}×{} px, {} bytes",
        hypnosia::render::turn_count(&record),
        moves(&typical),
        gif.frames,
        gif.size,
        gif.size,
        gif.bytes.len()
    );
    group.bench_function("4-player game of medium players", |b| {
        b.iter(|| gif_of_record(std::hint::black_box(&record)).unwrap())
    });

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

criterion_group!(benches, bench);
criterion_main!(benches);
