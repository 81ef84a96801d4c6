//! Rules engine speed: legal-move generation per position and whole random games.
//!
//! Run short (`cargo test --benches`), the positions come from 2 games instead of 20.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput};
use hypnosia::game::{Dice, Game, Player, Position, Variant, default_colors, roll_die};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Mid-game positions (dice rolled, moves to choose) collected from `games` random games.
fn sample_positions(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let seats = default_colors(4)
            .into_iter()
            .map(|c| Player::ai(c, "ai"))
            .collect();
        let mut game = Game::new(seats, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            out.push(*game.position());
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
    }
    out
}

/// A random 4-player game on a bare position: what a computer player's rollout costs.
fn random_game(seed: u64) -> u32 {
    let mut game = Game::new(
        default_colors(4)
            .into_iter()
            .map(|c| Player::ai(c, "ai"))
            .collect(),
        Variant::default(),
        Dice::from_seed(seed),
    )
    .unwrap();
    let mut position = *game.position();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !position.is_over() {
        if position.phase() == hypnosia::game::Phase::Roll {
            position
                .roll([roll_die(&mut rng), roll_die(&mut rng)])
                .unwrap();
            continue;
        }
        let moves = position.legal_moves();
        position
            .play(moves[rng.random_range(0..moves.len())])
            .unwrap();
    }
    let _ = game.cancel();
    position.turns_played()
}

pub fn suite(c: &mut Criterion, short: bool) {
    let positions = sample_positions(if short { 2 } else { 20 });
    assert!(!positions.is_empty(), "random games have positions");
    assert!(random_game(1) > 0, "a random game plays turns");
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_moves per position (batch)", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in &positions {
                n += black_box(p).legal_moves().len();
            }
            n
        })
    });
    group.finish();

    let mut group = c.benchmark_group("engine/games");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random 4-player game (Position)", |b| {
        b.iter(|| {
            seed += 1;
            random_game(black_box(seed))
        })
    });
    let mut seed = 0u64;
    group.bench_function("random 4-player game (Game, with record)", |b| {
        b.iter_batched(
            || {
                seed += 1;
                seed
            },
            |seed| {
                hypnosia::cli::simulate::random_game(&default_colors(4), Variant::default(), seed)
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}
