//! Hard: medium's best turns, re-scored by playing the next turns out.
//!
//! Every way to play this turn is scored by the heuristic; the best ones, in
//! that order, are searched deeper. From each, the next `horizon` turns are
//! played the way medium plays them (see `Hard::play_turn`) and the end is
//! scored for us. The first roll after ours goes through all 21 distinct
//! rolls, weighted 1/36 or 2/36, so the next player's real replies (captures,
//! escapes) count exactly as in an expectimax; later rolls are sampled, the
//! same dice for every candidate (common random numbers), so candidates
//! differ by what they change, not by luck, and stratified (see `stratum`).
//! The expected value picks the turn.
//!
//! The leaf is a win chance (rank 1 is the goal, not points): a softmax over
//! the players of a weighted sum of the parts of their worth (score, race,
//! the captures they risk and threaten, pawns left), the weights fitted per
//! number of free center places to who won games between medium players
//! (see [`super::fit`]), plus a small share of the heuristic's points. Once
//! no capture or center place left can change who is first, the chance is
//! exact (0 or 1) and only real points count: without that, a player sure to
//! lose saw every move alike and circled until the turn limit.
//!
//! How deep it looks depends on the table (see [`HardConfig::for_players`]):
//! a whole round and the reply to our next turn, measured against medium.
//! The next player's reply to each roll is played once and shared by the
//! sampled continuations after it.
//!
//! The budget counts positions evaluated, not time: a decision is the same on
//! any machine, so games replay. Candidates are searched best-first until the
//! budget is spent (at least two when there are two). A wall-clock cap only
//! guards against a pathological case.
//!
//! A turn is chosen whole: the second move of the chosen turn is remembered
//! and played without a second search, which keeps both moves consistent and
//! halves the time per turn.

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use super::Strategy;
use super::eval::{Weights, evaluate, relative, worth_of, worth_parts, worths};
use super::fit::{LeafModel, free_places};
use super::plan::{Plan, turn_plans};
use crate::game::{Color, Move, Pawn, Phase, Position, ranking};

mod weigh;
pub use weigh::{RankedTurn, Weighing};

/// Evaluations per decision by default (less with five or six players, see
/// [`HardConfig::for_players`]). Decision p99 under 100 ms here.
pub const DEFAULT_BUDGET: u32 = 80_000;

/// The win-chance leaf with two players (see [`LeafModel`]): what
/// `hypnosia fit-leaf --players 2 --games 40000 --seed 5` prints. A part's
/// weight grows as the center fills (a point settles more late in a game);
/// with two players, a risked capture is exactly the other player's credit,
/// so only their difference can be fitted, and they come out equal and
/// opposite.
const WIN_MODEL_TWO: LeafModel = [
    // score, race, risk, credit, active, lane, center, wait (8)
    [1.287, 1.081, -0.532, 0.532, 0.436, -0.180, 1.179, -0.219], // 1 free
    [0.865, 0.996, -0.668, 0.668, 0.304, -0.166, -0.323, -0.069], // 2 free
    [0.641, 0.297, -0.727, 0.727, 0.850, -0.018, 0.017, -0.067], // 3 free
    [0.416, 0.505, -0.585, 0.585, 0.268, -0.084, -0.017, 0.018], // 4 free
    [0.321, 0.348, -0.353, 0.353, 0.161, -0.057, 0.000, 0.061],  // 5 free
];
/// The same for three players or more: `fit-leaf --players 4 --games 30000
/// --seed 5`. A capture one threatens counts for much less than one risked
/// (someone else may take the pawn first). It predicts three, five and six
/// players nearly as well as their own fits do (log-loss on 5 000 held-out
/// games each: 0.613 against 0.611, 0.912 against 0.911, 1.080 against 1.075).
const WIN_MODEL_MORE: LeafModel = [
    // score, race, risk, credit, active, lane, center, wait (8)
    [1.594, 1.273, -1.073, 0.724, -0.564, 0.055, -0.939, 0.025], // 1 free
    [1.035, 1.626, -0.762, 0.525, -0.534, -0.038, -0.671, 0.094], // 2 free
    [0.733, 1.037, -0.682, 0.532, -0.034, -0.177, -0.170, 0.107], // 3 free
    [0.450, 0.702, -0.797, 0.438, 0.307, -0.177, 0.307, 0.174],  // 4 free
    [0.292, 0.464, -0.651, 0.119, 0.417, -0.181, 0.000, -0.077], // 5 free
];

/// Safety net only: a decision never takes longer than this, whatever the budget.
const WALL_CLOCK_CAP: Duration = Duration::from_millis(1_000);

/// The 21 distinct rolls and how many of the 36 ordered rolls each stands for.
const ROLLS: [([u8; 2], f32); 21] = {
    let mut out = [([0u8; 2], 0f32); 21];
    let mut i = 0;
    let mut a = 1u8;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[i] = ([a, b], if a == b { 1.0 } else { 2.0 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// How hard searches (public for tuning and tests).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardConfig {
    /// Positions evaluated per decision.
    pub budget: u32,
    /// Turns played after ours (at least 1).
    pub horizon: u32,
    /// Sampled continuations per first roll (only matters past one turn).
    pub rounds: u32,
    /// The leaf's win chance: per free center places, the weight of each
    /// part of a player's worth in a softmax over the players (see
    /// [`super::fit`]). `None`: the leaf is the heuristic's points.
    pub win_model: Option<LeafModel>,
    /// Share of the heuristic's points added to a win-chance leaf.
    pub leaf_tiebreak: f32,
    /// Hard's own judgement: orders the candidates and scores the leaves.
    pub weights: Weights,
    /// How the other players are assumed to choose (medium's weights).
    pub policy: Weights,
}

impl Default for HardConfig {
    fn default() -> Self {
        HardConfig {
            budget: DEFAULT_BUDGET,
            horizon: 1,
            rounds: 1,
            win_model: None,
            leaf_tiebreak: 0.02,
            weights: Weights::default(),
            policy: Weights::default(),
        }
    }
}

impl HardConfig {
    /// The search for a table of `players` players still in the game, with
    /// `budget` evaluations.
    ///
    /// Every table plays a whole round out and the next player's turn after
    /// it, so the leaf comes after the opponent who replies to our next
    /// turn (2 players: 3 turns; 4 players: 5). Measured against medium
    /// (1000 games each, seeds 7 and 8), depth was what mattered:
    ///
    /// - 2 players: one reply 53%, two turns 58–60%, three turns 61%, four
    ///   turns 61% at twice the cost; four sampled rolls per reply roll.
    ///   A leaf of points instead of a win chance lost about 3 points.
    /// - 4 players (one hard, three medium): 1 turn 31%, 2 turns 33%, 4 turns
    ///   34%, 5 turns 35%; with one sampled roll instead of two per reply
    ///   roll, 5 turns fell back to 32% (too noisy to rank the candidates).
    ///   Medium's weights were tuned for two players; on a crowded board
    ///   ignoring threats one can flee (`flee_discount` 0), a sharper race
    ///   order and a higher worth for late pawns made medium itself win 30%
    ///   instead of 25% of 4-player games against three medium.
    /// - The leaf: the summed worth on one scale hardly counted in 4-player
    ///   games (1.5 to 5 all gave 30–31% at one turn); a scale per number of
    ///   free center places gave 2 points with two players and none with
    ///   four; weighing the worth's parts apart (`WIN_MODEL_MORE`, fitted by
    ///   `hypnosia fit-leaf`) took four players from 35% to 38% (36.8%,
    ///   35.8% and 39.7% on seeds 2026, 2027 and 7 + 8) and two players
    ///   from 61% to 63%.
    /// - More work did not help once the round is played out: with two
    ///   players, 3 turns at 250 000 evaluations 61%, 6 turns at 400 000 59%;
    ///   with four, three sampled rolls instead of two 35.5%, a sixth turn
    ///   35.9% on seeds 7 and 8 but 34.8% and 33.5% on seeds 2026 and 2027
    ///   (five turns: 35.0% and 34.5%).
    ///
    /// Five or six players: the budget shrinks by 3/players (6 players: half),
    /// as a round is longer and every position costs more to evaluate; at the
    /// full budget a 6-player decision's p99 was 136 ms.
    pub fn for_players(players: usize, budget: u32) -> HardConfig {
        let players = players.clamp(2, 6);
        let horizon = players as u32 + 1;
        let budget = if players > 4 {
            budget / players as u32 * 3
        } else {
            budget
        };
        if players == 2 {
            HardConfig {
                budget,
                horizon,
                rounds: 4,
                win_model: Some(WIN_MODEL_TWO),
                ..HardConfig::default()
            }
        } else {
            HardConfig {
                budget,
                horizon,
                rounds: 2,
                win_model: Some(WIN_MODEL_MORE),
                weights: Weights {
                    flee_discount: 0.0,
                    spread: 1.0,
                    late: 0.8,
                    ..Weights::default()
                },
                ..HardConfig::default()
            }
        }
    }
}

/// Search over the best whole turns.
#[derive(Clone, Debug)]
pub struct Hard {
    rng: ChaCha8Rng,
    /// Budget of a decision, when `fixed` is not set.
    budget: u32,
    /// A search set by hand (tuning), whatever the table.
    fixed: Option<HardConfig>,
    /// The search of the current decision.
    config: HardConfig,
    plans: Vec<Plan>,
    replies: Vec<Plan>,
    /// The position after the first move of the chosen turn, and its second move.
    pending: Option<(Position, Move)>,
}

impl Hard {
    /// A hard player with the default budget; `seed` fixes its choices.
    pub fn new(seed: u64) -> Hard {
        Hard::with_budget(seed, DEFAULT_BUDGET)
    }

    /// A hard player that evaluates about `budget` positions per decision
    /// (less with five or six players, see [`HardConfig::for_players`]).
    pub fn with_budget(seed: u64, budget: u32) -> Hard {
        Hard {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget,
            fixed: None,
            config: HardConfig::for_players(2, budget),
            plans: Vec::with_capacity(128),
            replies: Vec::with_capacity(128),
            pending: None,
        }
    }

    /// A hard player searching as `config` says, whatever the table.
    pub fn with_config(seed: u64, config: HardConfig) -> Hard {
        Hard {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget: config.budget,
            fixed: Some(config),
            config,
            plans: Vec::with_capacity(128),
            replies: Vec::with_capacity(128),
            pending: None,
        }
    }

    /// Plays one turn of `p` (waiting for a roll) with `dice`, the mover
    /// choosing its best whole turn by its weights, and adds the positions
    /// evaluated to `spent`. False when play cannot go on (the game is over).
    fn play_turn(&mut self, p: &mut Position, me: Color, dice: [u8; 2], spent: &mut u32) -> bool {
        if p.phase() != Phase::Roll || p.roll(dice).is_err() {
            return false;
        }
        if p.phase() != Phase::Move {
            // No legal move: the dice were lost and play moved on.
            return true;
        }
        let mover = p.to_move();
        let weights = if mover == me {
            &self.config.weights
        } else {
            &self.config.policy
        };
        turn_plans(p, &mut self.replies);
        *spent += self.replies.len() as u32;
        // Medium's choice, ties to the first found: deterministic, and
        // a tie changes nothing the evaluation can see.
        let mut best = f32::NEG_INFINITY;
        let mut chosen = None;
        for (i, reply) in self.replies.iter().enumerate() {
            let worth = worths(&reply.after, weights);
            let value = relative(&reply.after, &worth, mover, weights);
            if value > best {
                best = value;
                chosen = Some(i);
            }
        }
        match chosen {
            Some(i) => {
                *p = self.replies[i].after;
                true
            }
            None => false,
        }
    }

    /// The expected value for `me` of `after` (our turn played): the next
    /// player's reply to each of the 21 rolls, played once per roll, then
    /// `rounds` sampled continuations of one more turn per entry of `strata`
    /// (see [`stratum`]).
    fn expected_value(
        &mut self,
        after: &Position,
        me: Color,
        strata: &[[u8; 36]],
        rounds: u32,
        spent: &mut u32,
    ) -> f32 {
        let mut total = 0.0;
        for (r, &(dice, weight)) in ROLLS.iter().enumerate() {
            let mut replied = *after;
            let going_on = self.play_turn(&mut replied, me, dice, spent);
            if !going_on || strata.is_empty() {
                *spent += 1;
                total += weight * self.leaf(&replied, me);
                continue;
            }
            let mut sum = 0.0;
            for k in 0..rounds {
                // The same dice for every candidate (common random numbers).
                let sample = k as usize * ROLLS.len() + r;
                let mut p = replied;
                for turn in strata.iter() {
                    let roll = turn[sample % 36];
                    let dice = [roll / 6 + 1, roll % 6 + 1];
                    if !self.play_turn(&mut p, me, dice, spent) {
                        break;
                    }
                }
                *spent += 1;
                sum += self.leaf(&p, me);
            }
            total += weight * sum / rounds as f32;
        }
        total / 36.0
    }

    /// The value for `me` of the position a playout ended in.
    fn leaf(&self, p: &Position, me: Color) -> f32 {
        let w = &self.config.weights;
        let Some(model) = &self.config.win_model else {
            return evaluate(p, me, w);
        };
        if let Some(chance) = decided(p, me) {
            // Nothing left to play for but points: take them now (a win-chance
            // leaf would otherwise see every move alike and never finish).
            return chance + self.config.leaf_tiebreak * score_margin(p, me);
        }
        let parts = worth_parts(p, w);
        let beta = &model[free_places(p) - 1];
        let logit =
            |c: Color| -> f32 { parts[c.index()].iter().zip(beta).map(|(x, b)| x * b).sum() };
        // Each player's chance to finish first, a softmax of their logits.
        let mine = logit(me);
        let others: f32 = p
            .players()
            .filter(|&c| c != me && p.in_game(c))
            .map(|c| (logit(c) - mine).exp())
            .sum();
        let chance = 1.0 / (1.0 + others);
        let worth: [f32; 6] = std::array::from_fn(|c| worth_of(&parts[c]));
        chance + self.config.leaf_tiebreak * relative(p, &worth, me, w)
    }

    /// The dice of a decision's sampled continuations (one stratum per turn
    /// after the reply, see [`stratum`]) and how many per reply roll.
    fn strata(&mut self) -> (Vec<[u8; 36]>, u32) {
        let horizon = self.config.horizon.max(1);
        let rounds = if horizon > 1 {
            self.config.rounds.max(1)
        } else {
            1
        };
        let decision_seed = self.rng.next_u64();
        let strata = (1..horizon)
            .map(|turn| stratum(mix(decision_seed, u64::from(turn))))
            .collect();
        (strata, rounds)
    }

    /// The search for the table of `position`.
    fn configure(&mut self, position: &Position) {
        let players = position.players().filter(|&c| position.in_game(c)).count();
        self.config = self
            .fixed
            .unwrap_or_else(|| HardConfig::for_players(players, self.budget));
    }

    /// The turn to play: its index in `self.plans`, with what the search
    /// found on the way.
    fn search(&mut self, position: &Position) -> Option<Searched> {
        let started = Instant::now();
        let me = position.to_move();
        let weights = self.config.weights;
        let mut order: Vec<(f32, usize)> = self
            .plans
            .iter()
            .enumerate()
            .map(|(i, p)| (evaluate(&p.after, me, &weights), i))
            .collect();
        order.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        if order.len() <= 1 {
            return order.first().map(|&(_, i)| Searched {
                chosen: i,
                scored: Vec::new(),
                strata: Vec::new(),
                rounds: 1,
            });
        }
        let (strata, rounds) = self.strata();
        let mut spent = 0u32;
        let mut scored: Vec<(f32, usize)> = Vec::with_capacity(order.len());
        for (searched, &(_, i)) in order.iter().enumerate() {
            if searched >= 2 && (spent >= self.config.budget || started.elapsed() > WALL_CLOCK_CAP)
            {
                break;
            }
            let after = self.plans[i].after;
            let value = self.expected_value(&after, me, &strata, rounds, &mut spent);
            scored.push((value, i));
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let best = scored.first()?.0;
        let ties: Vec<usize> = scored
            .iter()
            .take_while(|(v, _)| (best - v).abs() <= 1e-6 * best.abs().max(1.0))
            .map(|&(_, i)| i)
            .collect();
        let chosen = ties[self.rng.random_range(0..ties.len())];
        Some(Searched {
            chosen,
            scored,
            strata,
            rounds,
        })
    }

    /// Remembers the second move that completes plan `chosen` of `position`.
    fn keep_second(&mut self, position: &Position, chosen: usize) {
        let plan = self.plans[chosen];
        let mut one = *position;
        if one.play(plan.first).is_ok()
            && one.phase() == Phase::Move
            && one.to_move() == position.to_move()
        {
            self.pending = one.legal_moves().iter().find_map(|&second| {
                let mut two = one;
                (two.play(second).is_ok() && two == plan.after).then_some((one, second))
            });
        }
    }
}

/// What a decision's search found: the plan chosen, the plans searched with
/// their values (best first), and the dice of their continuations.
struct Searched {
    chosen: usize,
    scored: Vec<(f32, usize)>,
    strata: Vec<[u8; 36]>,
    rounds: u32,
}

/// `me`'s real score minus the best opponent's.
fn score_margin(p: &Position, me: Color) -> f32 {
    let best = p
        .players()
        .filter(|&c| c != me && p.in_game(c))
        .map(|c| p.score(c))
        .max()
        .unwrap_or(0);
    f32::from(p.score(me) - best)
}

/// `me`'s share of rank 1 when it is already settled: the game is over, or no
/// capture and no center place left can change who is first. `None` while
/// it can still change.
pub(crate) fn decided(p: &Position, me: Color) -> Option<f32> {
    if p.is_over() {
        return Some(win_share(p, me));
    }
    let active = |c: Color| {
        Pawn::ALL
            .iter()
            .filter(|&&pawn| p.location(c, pawn).is_active())
            .count() as i16
    };
    let total_active: i16 = p.players().filter(|&c| p.in_game(c)).map(active).sum();
    let free = 5 - i16::from(p.center_taken());
    // The most points a player can still gain: the best free places for its
    // pawns, and a capture of every other pawn on the board.
    let ceiling = |c: Color| {
        let mine = active(c);
        let places: i16 = (0..mine.min(free))
            .map(|k| 6 - (i16::from(p.center_taken()) + 1 + k))
            .sum();
        p.score(c) + places + total_active - mine
    };
    let floor = |c: Color| p.score(c) - active(c);
    let others = || p.players().filter(move |&c| c != me && p.in_game(c));
    let best_floor = others().map(floor).max()?;
    let best_ceiling = others().map(ceiling).max()?;
    if ceiling(me) < best_floor {
        Some(0.0)
    } else if floor(me) > best_ceiling {
        Some(1.0)
    } else {
        None
    }
}

/// `me`'s share of rank 1 in a finished game: 1, 1/k if k tie, else 0.
pub(crate) fn win_share(p: &Position, me: Color) -> f32 {
    let standings = ranking(p);
    let firsts = standings.iter().filter(|s| s.rank == 1).count();
    if standings.iter().any(|s| s.rank == 1 && s.color == me) {
        1.0 / firsts as f32
    } else {
        0.0
    }
}

/// The 36 ordered rolls (`6(a − 1) + b − 1`) in an order drawn from `seed`.
///
/// Sampled continuation `j` of a decision rolls `stratum[j % 36]` on that turn:
/// each continuation alone rolls fairly, and together they cover every roll
/// about equally often (stratified sampling), which takes much of the luck out
/// of comparing candidates on a few dozen continuations.
fn stratum(seed: u64) -> [u8; 36] {
    let mut rolls: [u8; 36] = std::array::from_fn(|i| i as u8);
    rolls.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    rolls
}

/// A well-mixed seed for playout `n` of a decision (SplitMix64).
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Strategy for Hard {
    fn choose(&mut self, position: &Position) -> Option<Move> {
        if let Some(second) = super::kept_move(self.pending.take(), position) {
            return Some(second);
        }
        let moves = position.legal_moves();
        match moves.len() {
            0 => return None,
            1 => return Some(moves[0]),
            _ => {}
        }
        self.configure(position);
        turn_plans(position, &mut self.plans);
        let chosen = self.search(position)?.chosen;
        self.keep_second(position, chosen);
        Some(self.plans[chosen].first)
    }

    fn planned(&self) -> Option<(Position, Move)> {
        self.pending
    }
}
