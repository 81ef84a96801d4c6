//! Measuring how well [`mod@super::chances`] is calibrated: of the players it
//! gives 30%, do about 30% win? Games between medium players are simulated;
//! at every sampled position, each player's estimate is put in a 10% bin
//! with whether that player finished first (1/k of a win when k share rank
//! 1). `cargo bench --bench benches -- analysis` prints the table in `benches/README.md` and
//! fits [`super::TEMPERATURE`].

use super::chances::{chances_at, settled_chances_at};
use crate::ai::arena::{derive_seed, seats};
use crate::ai::hard::win_share;
use crate::ai::{Medium, Strategy};
use crate::game::{Dice, Game, Phase, Player, Position, Variant};

/// A sampled position and each seated player's share of the win at the end
/// (by color index).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub position: Position,
    pub won: [f32; 6],
}

/// Positions of `games` games of `players` medium players (seed `seed`):
/// every `every`-th turn's position before its roll and after it.
pub fn simulate(players: usize, games: usize, seed: u64, every: u32) -> Vec<Sample> {
    let colors = seats(players);
    let mut out = Vec::new();
    for game in 0..games {
        let game_seed = derive_seed(seed, game as u64, 7);
        let mut medium: Vec<Medium> = (0..colors.len())
            .map(|s| Medium::new(derive_seed(game_seed, s as u64, 1)))
            .collect();
        let seated = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
        let Ok(start) = Game::new(seated, Variant::default(), Dice::from_seed(game_seed)) else {
            continue;
        };
        let mut dice = Dice::from_seed(derive_seed(game_seed, 0, 3));
        let mut position = *start.position();
        let mut sampled = Vec::new();
        let mut turn = 0u32;
        while !position.is_over() {
            if position.phase() == Phase::Roll {
                turn += 1;
                let sample = turn.is_multiple_of(every.max(1));
                if sample {
                    sampled.push(position);
                }
                if position.roll(dice.roll()).is_err() {
                    break;
                }
                if sample && position.phase() == Phase::Move {
                    sampled.push(position);
                }
                continue;
            }
            let seat = colors.iter().position(|&c| c == position.to_move());
            match seat.and_then(|s| medium[s].choose(&position)) {
                Some(mv) if position.play(mv).is_ok() => {}
                _ => break,
            }
        }
        let mut won = [0.0f32; 6];
        for c in position.players() {
            won[c.index()] = win_share(&position, c);
        }
        out.extend(sampled.into_iter().map(|position| Sample { position, won }));
    }
    out
}

/// One 10% bin of the calibration table.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Bin {
    /// Estimates in this bin.
    pub count: u32,
    /// Their mean, 0 to 1.
    pub estimate: f64,
    /// How often those players finished first, 0 to 1.
    pub won: f64,
}

/// The calibration table of `samples` at temperature `t`: ten bins, and
/// the log-loss of who finished first.
pub fn table(samples: &[Sample], t: f32) -> ([Bin; 10], f64) {
    let mut bins = [Bin::default(); 10];
    let mut loss = 0.0f64;
    for s in samples {
        let c = chances_at(&s.position, t);
        for color in s.position.players().filter(|&c| s.position.in_game(c)) {
            let p = f64::from(c.of(color));
            let won = f64::from(s.won[color.index()]);
            let bin = &mut bins[((p * 10.0) as usize).min(9)];
            bin.count += 1;
            bin.estimate += p;
            bin.won += won;
            if won > 0.0 {
                loss -= won * p.max(1e-6).ln();
            }
        }
    }
    for bin in &mut bins {
        if bin.count > 0 {
            bin.estimate /= f64::from(bin.count);
            bin.won /= f64::from(bin.count);
        }
    }
    (bins, loss / samples.len().max(1) as f64)
}

/// The mean absolute gap between estimate and win rate over the bins
/// holding at least `min` estimates, in points (0 to 100), and the same
/// weighted by the bins' counts.
pub fn gap(bins: &[Bin; 10], min: u32) -> (f64, f64) {
    let used: Vec<&Bin> = bins.iter().filter(|b| b.count >= min).collect();
    if used.is_empty() {
        return (0.0, 0.0);
    }
    let mean = used.iter().map(|b| (b.estimate - b.won).abs()).sum::<f64>() / used.len() as f64;
    let total: f64 = used.iter().map(|b| f64::from(b.count)).sum();
    let weighted = used
        .iter()
        .map(|b| (b.estimate - b.won).abs() * f64::from(b.count))
        .sum::<f64>()
        / total;
    (100.0 * mean, 100.0 * weighted)
}

/// The temperature of least log-loss on the positions before a roll of
/// `samples` (golden-section search on 0.3 to 3).
pub fn fit_temperature(samples: &[Sample]) -> f32 {
    let before: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.position.phase() == Phase::Roll)
        .collect();
    let loss = |t: f64| -> f64 {
        before
            .iter()
            .map(|s| {
                let c = settled_chances_at(&s.position, t as f32);
                s.position
                    .players()
                    .filter(|&x| s.won[x.index()] > 0.0)
                    .map(|x| -f64::from(s.won[x.index()]) * f64::from(c.of(x)).max(1e-6).ln())
                    .sum::<f64>()
            })
            .sum()
    };
    let (mut a, mut b) = (0.3f64, 3.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let mut c = b - g * (b - a);
    let mut d = a + g * (b - a);
    let (mut fc, mut fd) = (loss(c), loss(d));
    for _ in 0..25 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = loss(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = loss(d);
        }
    }
    ((a + b) / 2.0) as f32
}
