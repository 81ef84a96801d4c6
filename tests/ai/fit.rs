//! Fitting the hard player's leaf model: it recovers a model that drew the
//! winners, and predicts real games better than a coin.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use hypnosia::ai::eval::{PARTS, Weights};
use hypnosia::ai::fit::*;

/// Samples drawn from a known model, to check that fitting finds it again:
/// `players` players with random parts, the winner drawn from `model`'s
/// chances.
fn synthetic(model: &LeafModel, players: usize, count: usize, seed: u64) -> Vec<Sample> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let free = i % 5 + 1;
            let parts: Vec<[f32; PARTS]> = (0..players)
                .map(|_| std::array::from_fn(|_| rng.random_range(-2.0..2.0)))
                .collect();
            let p = chances(&model[free - 1].map(f64::from), &parts);
            let draw: f64 = rng.random();
            let mut acc = 0.0;
            let winner = p
                .iter()
                .position(|&pi| {
                    acc += pi;
                    draw < acc
                })
                .unwrap_or(players - 1);
            let first = (0..players)
                .map(|k| if k == winner { 1.0 } else { 0.0 })
                .collect();
            Sample::from_parts(parts, first, free, i)
        })
        .collect()
}

#[test]
fn fitting_finds_the_model_that_drew_the_winners() {
    let mut truth = [[0.0f32; PARTS]; 5];
    for (stage, row) in truth.iter_mut().enumerate() {
        for (k, b) in row.iter_mut().enumerate() {
            *b = 0.9 - 0.3 * k as f32 + 0.1 * stage as f32;
        }
    }
    let samples = synthetic(&truth, 4, 20_000, 7);
    let fitted = fit(&samples);
    for (t, f) in truth.iter().flatten().zip(fitted.iter().flatten()) {
        assert!((t - f).abs() < 0.15, "true {t}, fitted {f}");
    }
    // The truth explains its own draws better than players all alike.
    assert!(log_loss(&fitted, &samples) < log_loss(&[[0.0; PARTS]; 5], &samples) - 0.1);
}

#[test]
fn a_fitted_leaf_predicts_medium_games_better_than_a_coin() {
    let weights = Weights::default();
    let samples = self_play(2, 200, 3, &weights);
    assert!(samples.len() > 2_000, "{} positions", samples.len());
    let model = fit(&samples);
    // Two players alike: log-loss ln 2.
    assert!(log_loss(&model, &samples) < 0.9 * std::f64::consts::LN_2);
}
