//! The heuristic every level above easy shares: how good a position is for a player.
//!
//! A position is worth, to each player, their score plus what their pawns on
//! the board are expected to bring, minus what they are likely to lose:
//!
//! - **race**: every active pawn gets an "eta", the expected number of turns a
//!   lone pawn needs to reach the center (a table worked out once by value
//!   iteration over the board, see [`Tables`]); pawns are ranked by eta and the
//!   k-th gets the points of the k-th free center place, blended with a smooth
//!   decay so that every step of progress counts;
//! - **safety**: for each pawn, the chance that an opponent who plays before
//!   its owner's next turn can land on it with one or both dice (a table of
//!   roll masks per pair of spaces); a capture costs the pawn's worth and one
//!   point and gives the capturer one point.
//!
//! The result, for player `me`, is `me`'s worth minus a blend of the best and
//! the average opponent's worth: rank 1 is what counts.

use std::sync::OnceLock;

use crate::game::{BridgeTarget, Color, Location, Pawn, Position, RING_SPACES, RingSpace};

/// Tunable weights of the heuristic.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// τ of the arrival discount `exp(−eta/τ)`, in turns.
    pub tau: f32,
    /// Share of a pawn's place points it keeps however far away it is.
    pub floor: f32,
    /// Points a pawn that would arrive after the fifth place is still worth.
    pub late: f32,
    /// Softness of the race order, in turns: two pawns whose etas differ by
    /// this much arrive in that order about three times in four.
    pub spread: f32,
    /// How much a threat counts when the threatened player moves before the attacker.
    pub flee_discount: f32,
    /// Weight of the best opponent (the rest is the opponents' average).
    pub best_opponent: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            tau: 8.0,
            floor: 0.2,
            late: 0.3,
            spread: 2.0,
            flee_discount: 0.35,
            best_opponent: 0.5,
        }
    }
}

/// Where a piece can start a move from: a ring space or a lane slot of a color.
const LANE_SOURCES: usize = 24;
const SOURCES: usize = RING_SPACES + LANE_SOURCES;

fn lane_source(color: Color, pawn: Pawn) -> usize {
    RING_SPACES + color.index() * 4 + pawn.get() as usize - 1
}

/// Where a move ends: a ring cell, or the center.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dest {
    Cell(usize),
    Center,
}

/// The (up to two) places one die `d` takes a piece from `source`, the board empty.
fn destinations(source: usize, d: u8) -> [Option<Dest>; 2] {
    if source >= RING_SPACES {
        let color = Color::ALL[(source - RING_SPACES) / 4];
        let slot = ((source - RING_SPACES) % 4) as u8 + 1;
        return match d.checked_sub(slot) {
            Some(steps) => [Some(Dest::Cell(color.entry().advance(steps).cell())), None],
            None => [None, None],
        };
    }
    let space = RingSpace::from_cell(source).expect("a ring cell");
    let straight = Some(Dest::Cell(space.advance(d).cell()));
    let cross = match space.bridge_target() {
        Some(BridgeTarget::Ring(target)) => Some(Dest::Cell(target.advance(d - 1).cell())),
        Some(BridgeTarget::Center) if d == 1 => Some(Dest::Center),
        _ => None,
    };
    [straight, cross]
}

/// Tables worked out once per process.
pub struct Tables {
    /// Expected turns for a lone pawn on each ring cell to reach the center.
    // Public for the tests of `tests/ai/eval.rs`.
    #[doc(hidden)]
    pub eta_ring: [f32; RING_SPACES],
    /// The same for a pawn on lane slot k (index k − 1), any color.
    // Public for the tests of `tests/ai/eval.rs`.
    #[doc(hidden)]
    pub eta_lane: [f32; 4],
    /// `hits[source][target]`: the ordered rolls (bit `6(a−1) + b−1`) with
    /// which a piece on `source` can land on `target` with one die or both.
    // Public for the tests of `tests/ai/eval.rs`.
    #[doc(hidden)]
    pub hits: Vec<[u64; RING_SPACES]>,
}

/// The shared tables (computed on first use, a few milliseconds).
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::compute)
}

impl Tables {
    fn compute() -> Tables {
        let (eta_ring, eta_lane) = compute_eta();
        let mut hits = vec![[0u64; RING_SPACES]; SOURCES];
        for (source, row) in hits.iter_mut().enumerate() {
            for a in 1..=6u8 {
                for b in 1..=6u8 {
                    let bit = 1u64 << ((a - 1) * 6 + (b - 1));
                    for (x, y) in [(a, b), (b, a)] {
                        for first in destinations(source, x).into_iter().flatten() {
                            let Dest::Cell(mid) = first else { continue };
                            row[mid] |= bit;
                            for second in destinations(mid, y).into_iter().flatten() {
                                if let Dest::Cell(to) = second {
                                    row[to] |= bit;
                                }
                            }
                        }
                    }
                }
            }
        }
        Tables {
            eta_ring,
            eta_lane,
            hits,
        }
    }

    /// Expected turns to the center of a pawn at `location` (0 once there).
    pub fn eta(&self, location: Location, pawn: Pawn) -> f32 {
        match location {
            Location::Lane => self.eta_lane[pawn.get() as usize - 1],
            Location::Ring(space) => self.eta_ring[space.cell()],
            _ => 0.0,
        }
    }
}

/// Value iteration for a lone pawn that may use or skip each die (other pawns
/// usually can take a die it does not want), the dice in either order.
fn compute_eta() -> ([f32; RING_SPACES], [f32; 4]) {
    // Index RING_SPACES + k − 1: red's lane slot k (all lanes are alike).
    let mut v = [30.0f32; SOURCES];
    let value = |v: &[f32; SOURCES], d: Dest| match d {
        Dest::Cell(c) => v[c],
        Dest::Center => 0.0,
    };
    let states: Vec<usize> = (0..RING_SPACES + 4).collect();
    for _ in 0..500 {
        let mut delta = 0.0f32;
        for &s in &states {
            let mut total = 0.0;
            for a in 1..=6u8 {
                for b in 1..=6u8 {
                    let mut best = v[s];
                    for (x, y) in [(a, b), (b, a)] {
                        for first in destinations(s, x).into_iter().flatten() {
                            best = best.min(value(&v, first));
                            if let Dest::Cell(mid) = first {
                                for second in destinations(mid, y).into_iter().flatten() {
                                    best = best.min(value(&v, second));
                                }
                            }
                        }
                    }
                    total += best;
                }
            }
            let new = 1.0 + total / 36.0;
            delta = delta.max((new - v[s]).abs());
            v[s] = new;
        }
        if delta < 1e-4 {
            break;
        }
    }
    let mut ring = [0.0; RING_SPACES];
    ring.copy_from_slice(&v[..RING_SPACES]);
    let mut lane = [0.0; 4];
    lane.copy_from_slice(&v[RING_SPACES..RING_SPACES + 4]);
    (ring, lane)
}

/// Up to 24 pawns on the board, gathered once per evaluation.
struct Board {
    /// Per color: (source index, whether it is a stack) of each piece that can move.
    pieces: [[(usize, bool); 4]; 6],
    piece_count: [usize; 6],
}

fn gather(position: &Position) -> Board {
    let mut board = Board {
        pieces: [[(0, false); 4]; 6],
        piece_count: [0; 6],
    };
    for color in position.players() {
        let ci = color.index();
        for pawn in Pawn::ALL {
            let source = match position.location(color, pawn) {
                Location::Lane => (lane_source(color, pawn), false),
                Location::Ring(space) => {
                    let stack = position.occupant(space).is_some_and(|(_, p)| p.len() == 2);
                    // A stack is one piece: count it at its lower pawn.
                    if stack
                        && position
                            .occupant(space)
                            .and_then(|(_, p)| p.lowest())
                            .is_some_and(|low| low != pawn)
                    {
                        continue;
                    }
                    (space.cell(), stack)
                }
                _ => continue,
            };
            board.pieces[ci][board.piece_count[ci]] = source;
            board.piece_count[ci] += 1;
        }
    }
    board
}

/// Ordered rolls with which `attacker` can capture a piece on `cell` (a stack
/// if `stack`): singles capture singles, stacks capture anything.
fn threat_rolls(board: &Board, attacker: Color, cell: usize, stack: bool) -> u64 {
    let t = tables();
    let ai = attacker.index();
    let mut mask = 0u64;
    for &(source, attacker_stack) in &board.pieces[ai][..board.piece_count[ai]] {
        if stack && !attacker_stack {
            continue;
        }
        mask |= t.hits[source][cell];
    }
    mask
}

/// Whether any opponent of `owner` still in the game can capture the piece on
/// `space` (a stack if `stack`) with some roll of their next turn.
pub(crate) fn threatened(
    position: &Position,
    owner: Color,
    space: crate::game::RingSpace,
    stack: bool,
) -> bool {
    let board = gather(position);
    position
        .players()
        .filter(|&c| c != owner && position.in_game(c))
        .any(|attacker| threat_rolls(&board, attacker, space.cell(), stack) != 0)
}

/// How good `position` is for `me`, in points (higher is better).
pub fn evaluate(position: &Position, me: Color, w: &Weights) -> f32 {
    relative(position, &worths(position, w), me, w)
}

/// `me`'s worth minus the blend of the best and the average opponent's.
pub(crate) fn relative(position: &Position, worth: &[f32; 6], me: Color, w: &Weights) -> f32 {
    let mine = worth[me.index()];
    let mut best = f32::NEG_INFINITY;
    let mut sum = 0.0;
    let mut n = 0.0;
    for c in position
        .players()
        .filter(|&c| c != me && position.in_game(c))
    {
        best = best.max(worth[c.index()]);
        sum += worth[c.index()];
        n += 1.0;
    }
    if n == 0.0 {
        return mine;
    }
    mine - (w.best_opponent * best + (1.0 - w.best_opponent) * sum / n)
}

/// Each player's expected final score, roughly.
pub fn worths(position: &Position, w: &Weights) -> [f32; 6] {
    let parts = worth_parts(position, w);
    std::array::from_fn(|c| worth_of(&parts[c]))
}

/// A player's worth from its [`worth_parts`].
pub fn worth_of(parts: &[f32; PARTS]) -> f32 {
    let [score, race, risk, credit, ..] = *parts;
    score + race - risk + credit
}

/// How many numbers [`worth_parts`] gives per player.
pub const PARTS: usize = 8;

/// What each player's worth is made of: score, race (the points its pawns
/// are expected to bring, net of captures), risk (pawns it is expected to
/// lose), credit (its share of captures it threatens), active pawns, pawns in
/// the lane, pawns in the center, and the turns it waits before it moves
/// (0 for the next mover, as a fraction of a round).
pub fn worth_parts(position: &Position, w: &Weights) -> [[f32; PARTS]; 6] {
    let mut parts = [[0.0f32; PARTS]; 6];
    for c in position.players() {
        parts[c.index()][0] = f32::from(position.score(c));
    }
    for (owner, _) in position.center().iter().flatten() {
        parts[owner.index()][6] += 1.0;
    }
    if position.is_over() {
        return parts;
    }
    let t = tables();
    let board = gather(position);

    // Turn order from the player who moves next: 0, 1, 2, …
    let mut order = [usize::MAX; 6];
    let mut movers = 0;
    let mut c = position.to_move();
    for _ in 0..6 {
        if position.in_game(c) && position.has_active_pawns(c) && order[c.index()] == usize::MAX {
            order[c.index()] = movers;
            movers += 1;
        }
        match position.next_player(c) {
            Some(next) => c = next,
            None => break,
        }
    }
    let movers_f = movers.max(1) as f32;

    // Race: each active pawn's expected place among the pawns still racing
    // (soft order by eta; the next mover is a fraction of a turn ahead).
    let mut racers: [(f32, u8, u8); 24] = [(0.0, 0, 0); 24];
    let mut n = 0;
    for c in position.players() {
        let offset = if order[c.index()] == usize::MAX {
            0.0
        } else {
            order[c.index()] as f32 / movers_f
        };
        parts[c.index()][7] = offset;
        for pawn in Pawn::ALL {
            let loc = position.location(c, pawn);
            if loc.is_active() {
                racers[n] = (t.eta(loc, pawn) + offset, c.index() as u8, pawn.get());
                n += 1;
                parts[c.index()][4] += 1.0;
                if loc == Location::Lane {
                    parts[c.index()][5] += 1.0;
                }
            }
        }
    }
    let racers = &racers[..n];
    // Expected number of pawns arriving before each one: pawn j is ahead of
    // pawn i with one minus the chance that i is ahead of j, so each pair is
    // worked out once.
    let mut ahead = [0.0f32; 24];
    for i in 0..n {
        for j in i + 1..n {
            let x = racers[i].0 - racers[j].0;
            let j_first = 0.5 + 0.5 * x / (w.spread + x.abs());
            ahead[i] += j_first;
            ahead[j] += 1.0 - j_first;
        }
    }
    let first_free = f32::from(position.center_taken()) + 1.0;
    for (&(eta, ci, pawn), ahead) in racers.iter().zip(ahead) {
        let place = first_free + ahead;
        let points = (6.0 - place).max(w.late);
        let pawn_worth = points * (w.floor + (1.0 - w.floor) * (-eta / w.tau).exp());
        let color = Color::ALL[ci as usize];
        let pawn = Pawn::new(pawn).expect("pawn numbers come from Pawn::ALL");
        let risk = match position.location(color, pawn) {
            Location::Ring(space) => {
                let stack = position.occupant(space).is_some_and(|(_, p)| p.len() == 2);
                capture_risk(
                    position,
                    &board,
                    &order,
                    color,
                    space.cell(),
                    stack,
                    w,
                    &mut parts,
                )
            }
            _ => 0.0,
        };
        parts[ci as usize][1] += pawn_worth * (1.0 - risk);
        parts[ci as usize][2] += risk;
    }
    parts
}

/// The chance that the pawn of `owner` on `cell` is captured before its owner
/// can save it; credits each attacker with its share of the capture point.
#[allow(clippy::too_many_arguments)]
fn capture_risk(
    position: &Position,
    board: &Board,
    order: &[usize; 6],
    owner: Color,
    cell: usize,
    stack: bool,
    w: &Weights,
    parts: &mut [[f32; PARTS]; 6],
) -> f32 {
    let mut survive = 1.0f32;
    let mut shares = [0.0f32; 6];
    for attacker in position.players() {
        if attacker == owner || board.piece_count[attacker.index()] == 0 {
            continue;
        }
        let rolls = threat_rolls(board, attacker, cell, stack);
        if rolls == 0 {
            continue;
        }
        let p = rolls.count_ones() as f32 / 36.0;
        let weight = if order[attacker.index()] < order[owner.index()] {
            1.0
        } else {
            w.flee_discount
        };
        survive *= 1.0 - weight * p;
        shares[attacker.index()] = weight * p;
    }
    let risk = 1.0 - survive;
    let total: f32 = shares.iter().sum();
    if total > 0.0 {
        for (player, share) in parts.iter_mut().zip(shares) {
            player[3] += risk * share / total;
        }
    }
    risk
}
