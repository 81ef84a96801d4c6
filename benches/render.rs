//! Render + encode time and PNG size. Issue 3's goal: median ≤ 2 ms for an
//! image of at least 800×800 px, file ≤ 100 KB.
use criterion::{criterion_group, criterion_main, Criterion};
use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::{legend, render, View};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A game of `colors` after `moves` random legal moves.
fn position(colors: &[Color], seed: u64, moves: usize) -> Game {
    let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..moves {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game
}

fn bench(c: &mut Criterion) {
    let cases = [
        (
            "start, 2 players",
            position(&[Color::Red, Color::Cyan], 1, 0),
        ),
        ("midgame, 6 players", position(&Color::ALL, 3, 60)),
        ("late, 4 players", position(&Color::ALL[..4], 5, 160)),
    ];
    let view = View::default();
    for (name, game) in &cases {
        // Warm the caches (palette, static board) outside the measurement.
        let bytes = render(game, &view).len();
        println!("render {name}: {bytes} bytes");
        c.bench_function(&format!("render {name} ({bytes} bytes)"), |b| {
            b.iter(|| render(std::hint::black_box(game), &view))
        });
    }
    println!("legend: {} bytes", legend().len());
}

criterion_group!(benches, bench);
criterion_main!(benches);
