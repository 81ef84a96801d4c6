//! Who sits at which table: a start (in order, or snaking so that the best
//! seeds spread out), then swaps between tables while they lower the cost of
//! the seating: first moves owed first (a seating can always keep them
//! balanced), then repeat opponents, then points apart.

use std::collections::BTreeSet;

use super::history::History;
use super::sizes::TableSize;
use crate::table::UserId;

/// A table breaking the first-move balance (see [`FirstMoves`]): more than
/// any repeat, since a swap can always mend it.
const FIRST_MOVE: f64 = 1.0e6;
/// A pair of people meeting again, weighed by the square of their meetings.
const REPEAT: f64 = 1000.0;
/// Points apart at one table, per pair and per squared win.
const POINTS_APART: f64 = 1.0;
/// A bound on the passes of swaps (each pass lowers the cost, so this is a
/// safety net rather than a limit reached).
const MAX_PASSES: usize = 64;

/// How the people are first dealt to the tables, best first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Start {
    /// Table by table: the best together (Swiss rounds after the first).
    InOrder,
    /// Snaking over the tables (1, 2, 3, 3, 2, 1…): each table gets one of
    /// the best (round 1, knock-out rounds).
    Snake,
}

/// Deals `order` (best first) to tables of `sizes` and improves the seating.
/// Gives the people of each table, in the order of `sizes`.
pub(super) fn arrange(
    order: &[UserId],
    sizes: &[TableSize],
    history: &History,
    start: Start,
    weigh_points: bool,
) -> Vec<Vec<UserId>> {
    let mut tables = deal(order, sizes, start);
    let costs = Costs {
        history,
        weigh_points,
        first: FirstMoves::new(order, sizes.len(), history),
    };
    let mut cost: Vec<f64> = tables
        .iter()
        .zip(sizes)
        .map(|(people, size)| costs.table(people, size.computers))
        .collect();
    for _ in 0..MAX_PASSES {
        if !swap_pairs(&mut tables, sizes, &costs, &mut cost)
            && !rotate_three(&mut tables, sizes, &costs, &mut cost)
        {
            break;
        }
    }
    tables
}

/// One pass of swaps of two people between two tables, each kept if it
/// lowers the cost; whether any was kept.
fn swap_pairs(
    tables: &mut [Vec<UserId>],
    sizes: &[TableSize],
    costs: &Costs,
    cost: &mut [f64],
) -> bool {
    let mut improved = false;
    for a in 0..tables.len() {
        for b in a + 1..tables.len() {
            for i in 0..tables[a].len() {
                for j in 0..tables[b].len() {
                    let (x, y) = (tables[a][i], tables[b][j]);
                    tables[a][i] = y;
                    tables[b][j] = x;
                    let ca = costs.table(&tables[a], sizes[a].computers);
                    let cb = costs.table(&tables[b], sizes[b].computers);
                    if ca + cb < cost[a] + cost[b] - 1e-9 {
                        (cost[a], cost[b]) = (ca, cb);
                        improved = true;
                    } else {
                        tables[a][i] = x;
                        tables[b][j] = y;
                    }
                }
            }
        }
    }
    improved
}

/// Where swaps are stuck with a repeat left, one rotation of three people
/// over three tables (one of them the table with the repeat) that lowers
/// the cost; whether one was found.
fn rotate_three(
    tables: &mut [Vec<UserId>],
    sizes: &[TableSize],
    costs: &Costs,
    cost: &mut [f64],
) -> bool {
    let n = tables.len();
    for a in 0..n {
        if cost[a] < REPEAT {
            continue;
        }
        for b in (0..n).filter(|&b| b != a) {
            for c in (0..n).filter(|&c| c != a && c != b) {
                for i in 0..tables[a].len() {
                    for j in 0..tables[b].len() {
                        for k in 0..tables[c].len() {
                            let (x, y, z) = (tables[a][i], tables[b][j], tables[c][k]);
                            tables[b][j] = x;
                            tables[c][k] = y;
                            tables[a][i] = z;
                            let ca = costs.table(&tables[a], sizes[a].computers);
                            let cb = costs.table(&tables[b], sizes[b].computers);
                            let cc = costs.table(&tables[c], sizes[c].computers);
                            if ca + cb + cc < cost[a] + cost[b] + cost[c] - 1e-9 {
                                (cost[a], cost[b], cost[c]) = (ca, cb, cc);
                                return true;
                            }
                            (tables[a][i], tables[b][j], tables[c][k]) = (x, y, z);
                        }
                    }
                }
            }
        }
    }
    false
}

fn deal(order: &[UserId], sizes: &[TableSize], start: Start) -> Vec<Vec<UserId>> {
    let mut tables: Vec<Vec<UserId>> = sizes
        .iter()
        .map(|s| Vec::with_capacity(usize::from(s.people)))
        .collect();
    let n = sizes.len();
    let mut snake =
        (0..).flat_map(|lap| (0..n).map(move |t| if lap % 2 == 0 { t } else { n - 1 - t }));
    let mut table = 0;
    for &id in order {
        match start {
            Start::InOrder => {
                while tables[table].len() == usize::from(sizes[table].people) {
                    table += 1;
                }
            }
            Start::Snake => loop {
                let t = snake.next().expect("the snake never ends");
                if tables[t].len() < usize::from(sizes[t].people) {
                    table = t;
                    break;
                }
            },
        }
        tables[table].push(id);
    }
    tables
}

/// The first-move balance a seating must keep: everyone's count of first
/// moves within one of everyone else's. The people owed a first move are
/// those who have moved first least often; each table gives one first move.
/// With at least as many owed as tables, every table needs one of them (else
/// someone moves first twice more than they); with fewer, no two may share a
/// table (else one of them stays behind).
struct FirstMoves {
    owed: BTreeSet<UserId>,
    every_table: bool,
}

impl FirstMoves {
    fn new(people: &[UserId], tables: usize, history: &History) -> FirstMoves {
        let fewest = people
            .iter()
            .map(|&id| history.player(id).firsts)
            .min()
            .unwrap_or(0);
        let owed: BTreeSet<UserId> = people
            .iter()
            .copied()
            .filter(|&id| history.player(id).firsts == fewest)
            .collect();
        FirstMoves {
            every_table: owed.len() >= tables,
            owed,
        }
    }

    /// How many first moves the table leaves unbalanced.
    fn breaches(&self, people: &[UserId]) -> usize {
        let owed = people.iter().filter(|id| self.owed.contains(id)).count();
        if self.every_table {
            usize::from(owed == 0)
        } else {
            owed.saturating_sub(1)
        }
    }
}

struct Costs<'a> {
    history: &'a History,
    weigh_points: bool,
    first: FirstMoves,
}

impl Costs<'_> {
    fn table(&self, people: &[UserId], computers: u8) -> f64 {
        let mut cost = FIRST_MOVE * self.first.breaches(people) as f64;
        for (i, &a) in people.iter().enumerate() {
            let ra = self.history.player(a);
            if computers > 0 {
                // A computer again is a repeat opponent too.
                cost += REPEAT * f64::from(ra.with_computers).powi(2);
            }
            for &b in &people[i + 1..] {
                cost += REPEAT * f64::from(self.history.times_met(a, b)).powi(2);
                if self.weigh_points {
                    let apart = ra.points.as_wins() - self.history.player(b).points.as_wins();
                    cost += POINTS_APART * apart * apart;
                }
            }
        }
        cost
    }
}
