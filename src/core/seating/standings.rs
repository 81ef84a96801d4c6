//! Standings from results: a pure function of the results and the seeding.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use super::history::History;
use super::points::{Buchholz, Points};
use super::tables::{Seeds, TableResult};
use crate::table::UserId;

/// A tournament's format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// A fixed number of rounds, each seating people of like points together.
    Swiss { rounds: u16 },
    /// The top half of each table goes on, until one final table.
    Knockout,
}

/// One person's line in the standings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Standing {
    pub id: UserId,
    /// Competition-style: people equal on every tie-break share a rank.
    pub rank: u32,
    pub points: Points,
    /// First tie-break: the sum of their games' scores.
    pub game_points: i32,
    /// Second tie-break: their opponents' points.
    pub buchholz: Buchholz,
    /// Third tie-break: among the people still tied, how many more of them
    /// they finished above than below, at the tables they shared.
    pub head_to_head: i32,
    pub tables: u32,
    /// Tables at which they moved first.
    pub firsts: u32,
    /// The last round they played (in a knock-out, how far they went).
    pub last_round: u16,
    /// Their rank at that round's table.
    pub last_rank: u8,
}

/// The standings after `results`, best first.
///
/// A Swiss ranks by tournament points, then game points, then the
/// opponents' points, then head-to-head among the people still tied. A
/// knock-out ranks first by how far people went (the final's ranking on
/// top, then those out in the round before by their place there…), then the
/// same way. People equal on everything share a rank, listed in seed order.
/// Everyone in `seeds` is listed, those who have not played last.
///
/// ```
/// use hypnosia_core::seating::{Finish, Format, Sitter, TableResult, standings};
/// use hypnosia_core::table::UserId;
///
/// let (ada, bob, cy) = (UserId(1), UserId(2), UserId(3));
/// let table = |round, places: [(UserId, i16); 3]| TableResult {
///     round,
///     finishes: places
///         .iter()
///         .enumerate()
///         .map(|(i, &(id, score))| Finish { sitter: Sitter::Person(id), rank: i as u8 + 1, score })
///         .collect(),
/// };
/// // Ada and Bob each win once; Bob's games scored more.
/// let results = [table(1, [(ada, 6), (bob, 5), (cy, 4)]), table(2, [(bob, 9), (cy, 5), (ada, 1)])];
/// let rows = standings(Format::Swiss { rounds: 2 }, &[ada, bob, cy], &results);
/// assert_eq!(rows.iter().map(|r| r.id).collect::<Vec<_>>(), [bob, ada, cy]);
/// assert_eq!(rows[0].points.to_string(), "1.5");
/// ```
pub fn standings(format: Format, seeds: &[UserId], results: &[TableResult]) -> Vec<Standing> {
    let history = History::of(results);
    let mut ids: Vec<UserId> = seeds.to_vec();
    ids.extend(
        history
            .players()
            .map(|(id, _)| id)
            .filter(|id| !seeds.contains(id)),
    );
    let seed_of = Seeds::new(&ids);
    let mut buchholz: BTreeMap<UserId, Buchholz> = BTreeMap::new();
    for result in results {
        let people: Vec<UserId> = result.people().map(|(id, _, _)| id).collect();
        for &id in &people {
            let opponents = people.iter().filter(|&&o| o != id);
            let sum = opponents
                .clone()
                .fold(Points::ZERO, |sum, &o| sum + history.player(o).points);
            let mean = Buchholz::mean_of(sum, opponents.count());
            buchholz.entry(id).or_default().0 += mean.0;
        }
    }
    let mut rows: Vec<Standing> = ids
        .iter()
        .map(|&id| {
            let record = history.player(id);
            Standing {
                id,
                rank: 0,
                points: record.points,
                game_points: record.game_points,
                buchholz: buchholz.get(&id).copied().unwrap_or_default(),
                head_to_head: 0,
                tables: record.tables,
                firsts: record.firsts,
                last_round: record.last_round,
                last_rank: record.last_rank,
            }
        })
        .collect();
    let key = |s: &Standing| before_head_to_head(format, s);
    rows.sort_by_key(|s| (key(s), seed_of.of(s.id)));
    // Head-to-head counts only between people tied on everything before it.
    let group_of: BTreeMap<UserId, _> = rows.iter().map(|s| (s.id, key(s))).collect();
    let mut head_to_head: BTreeMap<UserId, i32> = BTreeMap::new();
    for result in results {
        let people: Vec<_> = result.people().collect();
        for (i, &(a, fa, _)) in people.iter().enumerate() {
            for &(b, fb, _) in &people[i + 1..] {
                if group_of[&a] != group_of[&b] || fa.rank == fb.rank {
                    continue;
                }
                let (winner, loser) = if fa.rank < fb.rank { (a, b) } else { (b, a) };
                *head_to_head.entry(winner).or_default() += 1;
                *head_to_head.entry(loser).or_default() -= 1;
            }
        }
    }
    for row in &mut rows {
        row.head_to_head = head_to_head.get(&row.id).copied().unwrap_or(0);
    }
    rows.sort_by_key(|s| (key(s), Reverse(s.head_to_head), seed_of.of(s.id)));
    for i in 0..rows.len() {
        let tied = i > 0
            && key(&rows[i]) == key(&rows[i - 1])
            && rows[i].head_to_head == rows[i - 1].head_to_head;
        rows[i].rank = if tied { rows[i - 1].rank } else { i as u32 + 1 };
    }
    rows
}

type Key = (
    Reverse<u16>,
    u8,
    Reverse<Points>,
    Reverse<i32>,
    Reverse<Buchholz>,
);

/// The order before head-to-head: a knock-out's progress first, then points,
/// game points and the opponents' points.
fn before_head_to_head(format: Format, s: &Standing) -> Key {
    let (round, rank) = match format {
        Format::Swiss { .. } => (0, 0),
        Format::Knockout => (s.last_round, s.last_rank),
    };
    (
        Reverse(round),
        rank,
        Reverse(s.points),
        Reverse(s.game_points),
        Reverse(s.buchholz),
    )
}
