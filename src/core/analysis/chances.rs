//! Each player's chance to finish first, for any position.
//!
//! The estimate is hard's win-chance leaf (see [`crate::ai::hard`]): a softmax
//! over the players still in the game of a weighted sum of the parts of their
//! worth, the weights fitted per number of free center places to who won
//! games between medium players. Two things are added:
//!
//! - **a temperature per table size** ([`TEMPERATURE`]), fitted so that the
//!   chances are calibrated: of the players given 30%, about 30% win (the
//!   benchmark `cargo bench --bench benches -- analysis` measures it and prints the
//!   table in `benches/README.md`);
//! - **what is settled is exact**: a finished game gives 1 to the winner (1/k
//!   to each of k sharing rank 1) and 0 to the others; a player who can no
//!   longer catch the leader, whatever the captures and center places left,
//!   gets 0, and a player nobody can catch gets 1.
//!
//! A position waiting for a move (the dice rolled) is worth what its best
//! play is worth to the mover: the rest of the turn played the way that gives
//! the mover the highest chance. So a roll changes the chances at once, and
//! the luck of a roll and the skill of a choice are apart (see
//! [`super::decompose`]).
//!
//! Cost: one evaluation is a few microseconds; a rolled position evaluates
//! each way to play the rest of the turn (a few dozen).

use crate::ai::HardConfig;
use crate::ai::eval::{PARTS, worth_parts};
use crate::ai::fit::free_places;
use crate::ai::hard::{decided, win_share};
use crate::ai::plan::{Plan, turn_plans};
use crate::game::{Color, Phase, Position};

/// The softmax temperature per number of players still in the game (index
/// players − 2): the logits are divided by it. Fitted by
/// `cargo bench --bench benches -- analysis` (the calibration table in `benches/README.md`) on
/// 2 000 games between medium players of each size.
pub const TEMPERATURE: [f32; 5] = [1.0, 1.0, 1.0, 1.0, 1.0];

/// Each seated player's chance to finish first, by color (0 for a color not
/// seated or no longer in the game). The chances of a position sum to 1.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Chances(pub [f32; 6]);

impl Chances {
    /// `color`'s chance, 0 to 1.
    pub fn of(&self, color: Color) -> f32 {
        self.0[color.index()]
    }

    /// `color`'s chance in whole percent, rounded so that the players of
    /// `colors` sum to exactly 100 (largest remainders).
    pub fn percents(&self, colors: &[Color]) -> Vec<u8> {
        let raw: Vec<f32> = colors.iter().map(|&c| self.of(c) * 100.0).collect();
        let mut whole: Vec<u8> = raw
            .iter()
            .map(|x| x.floor().clamp(0.0, 100.0) as u8)
            .collect();
        let total: u32 = whole.iter().map(|&x| u32::from(x)).sum();
        let mut order: Vec<usize> = (0..raw.len()).collect();
        order.sort_by(|&a, &b| {
            let ra = raw[a] - raw[a].floor();
            let rb = raw[b] - raw[b].floor();
            rb.total_cmp(&ra).then(a.cmp(&b))
        });
        let sum_raw: f32 = raw.iter().sum();
        if sum_raw > 0.5 {
            for &i in order.iter().take(100usize.saturating_sub(total as usize)) {
                whole[i] += 1;
            }
        }
        whole
    }
}

/// The win chances of `position` (see the module's documentation).
///
/// ```
/// use hypnosia_core::analysis::chances;
/// use hypnosia_core::game::{Color, Dice, Game, Player, Variant};
///
/// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
/// let game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
/// let c = chances(game.position());
/// assert!((c.of(Color::Red) + c.of(Color::Blue) - 1.0).abs() < 1e-4);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn chances(position: &Position) -> Chances {
    chances_at(position, temperature(position))
}

/// [`chances`] with the softmax temperature `t` (for fitting it).
pub fn chances_at(position: &Position, t: f32) -> Chances {
    if position.phase() == Phase::Move {
        let mut plans = Vec::with_capacity(64);
        if let Some((_, best)) = best_plan(position, &mut plans, t) {
            return best;
        }
    }
    settled_chances_at(position, t)
}

/// The temperature for the table of `position` ([`TEMPERATURE`]).
fn temperature(position: &Position) -> f32 {
    let playing = position.players().filter(|&c| position.in_game(c)).count();
    TEMPERATURE[playing.clamp(2, 6) - 2]
}

/// The chances of `position` as it stands, without looking at the dice it
/// waits to play (for a position before a roll, the same as [`chances`]).
pub fn settled_chances(position: &Position) -> Chances {
    settled_chances_at(position, temperature(position))
}

/// [`settled_chances`] with the softmax temperature `temperature`.
pub fn settled_chances_at(position: &Position, temperature: f32) -> Chances {
    let mut out = [0.0f32; 6];
    let playing: Vec<Color> = position
        .players()
        .filter(|&c| position.in_game(c))
        .collect();
    if position.is_over() {
        for c in position.players() {
            out[c.index()] = win_share(position, c);
        }
        return Chances(out);
    }
    match playing.len() {
        0 => return Chances(out),
        1 => {
            out[playing[0].index()] = 1.0;
            return Chances(out);
        }
        _ => {}
    }
    let settled: Vec<Option<f32>> = playing.iter().map(|&c| decided(position, c)).collect();
    if let Some(i) = settled.iter().position(|s| *s == Some(1.0)) {
        out[playing[i].index()] = 1.0;
        return Chances(out);
    }
    let config = HardConfig::for_players(playing.len(), 0);
    let Some(model) = config.win_model else {
        return Chances(out);
    };
    let parts = worth_parts(position, &config.weights);
    let beta: &[f32; PARTS] = &model[free_places(position) - 1];
    let logits: Vec<Option<f32>> = playing
        .iter()
        .zip(&settled)
        .map(|(&c, s)| {
            s.is_none().then(|| {
                parts[c.index()]
                    .iter()
                    .zip(beta)
                    .map(|(x, b)| x * b)
                    .sum::<f32>()
                    / temperature
            })
        })
        .collect();
    let top = logits
        .iter()
        .flatten()
        .copied()
        .fold(f32::NEG_INFINITY, f32::max);
    if !top.is_finite() {
        // Everyone is out of the running but nobody is sure to win: share.
        for &c in &playing {
            out[c.index()] = 1.0 / playing.len() as f32;
        }
        return Chances(out);
    }
    let exp: Vec<f32> = logits
        .iter()
        .map(|l| l.map_or(0.0, |l| (l - top).exp()))
        .collect();
    let total: f32 = exp.iter().sum();
    for (&c, e) in playing.iter().zip(exp) {
        out[c.index()] = e / total;
    }
    Chances(out)
}

/// The rest of the turn of `position` (dice rolled) played the way that gives
/// the mover the highest chance: the plan and the chances it leads to.
/// `None` when `position` waits for no move. `plans` is scratch space.
pub(crate) fn best_plan(
    position: &Position,
    plans: &mut Vec<Plan>,
    temperature: f32,
) -> Option<(Plan, Chances)> {
    if position.phase() != Phase::Move {
        return None;
    }
    let mover = position.to_move();
    turn_plans(position, plans);
    let mut best: Option<(Plan, Chances)> = None;
    for plan in plans.iter() {
        let c = settled_chances_at(&plan.after, temperature);
        if best.as_ref().is_none_or(|(_, b)| c.of(mover) > b.of(mover)) {
            best = Some((*plan, c));
        }
    }
    best
}
