//! Decision time of the computer players over a fixed set of mid-game positions.
//!
//! Criterion reports medians; the goal is on the tail (hard p99 ≤ 100 ms), so
//! each level's p99 over a manual sample of the same positions is printed too.
//!
//! Run short (`cargo test --benches`), the positions come from 2 games instead of 40.

use std::hint::black_box;
use std::time::Instant;

use criterion::Criterion;
use hypnosia::ai::Level;
use hypnosia::game::{Color, Dice, Game, Player, Position, Variant};

/// Positions with a real choice (two or more legal moves), taken from
/// `games` medium-vs-medium games of 2 and 4 players after 10 to 40 moves.
fn mid_game_positions(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let players = if seed % 2 == 0 {
            vec![Color::Red, Color::Cyan]
        } else {
            vec![Color::Red, Color::Yellow, Color::Cyan, Color::Blue]
        };
        let seats = players.iter().map(|&c| Player::ai(c, c.name())).collect();
        let mut game = Game::new(seats, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut medium = Level::Medium.strategy(seed);
        let mut moves = 0;
        while !game.is_over() && moves < 40 {
            if moves >= 10 && moves % 6 == 0 && game.legal_moves().len() >= 2 {
                out.push(*game.position());
            }
            let mv = medium.choose(game.position()).unwrap();
            game.play(mv).unwrap();
            moves += 1;
        }
    }
    out
}

fn print_quantiles(level: Level, positions: &[Position]) {
    let mut strategy = level.strategy(1);
    let mut micros: Vec<u128> = positions
        .iter()
        .map(|p| {
            let t = Instant::now();
            black_box(strategy.choose(p));
            t.elapsed().as_micros()
        })
        .collect();
    micros.sort_unstable();
    let q = |f: f64| micros[((micros.len() - 1) as f64 * f).round() as usize] as f64 / 1000.0;
    println!(
        "{level}: {} positions, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        micros.len(),
        q(0.5),
        q(0.99),
        q(1.0)
    );
}

pub fn suite(c: &mut Criterion, short: bool) {
    let positions = mid_game_positions(if short { 2 } else { 40 });
    assert!(!positions.is_empty(), "mid-game positions with a choice");
    for level in Level::ALL {
        print_quantiles(level, &positions);
    }
    for level in Level::ALL {
        let mut strategy = level.strategy(1);
        let mut i = 0;
        c.bench_function(&format!("ai/{level}/decision"), |b| {
            b.iter(|| {
                i = (i + 1) % positions.len();
                black_box(strategy.choose(black_box(&positions[i])))
            })
        });
    }
}
