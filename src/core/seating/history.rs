//! What the results so far say about each person: points, who they met, how
//! often they moved first. Everything seating and standings weigh is read here.

use std::collections::BTreeMap;

use super::points::Points;
use super::tables::TableResult;
use crate::table::UserId;

/// One person's tournament so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PlayerRecord {
    pub points: Points,
    /// The sum of their games' scores.
    pub game_points: i32,
    /// Tables played.
    pub tables: u32,
    /// Tables at which they moved first.
    pub firsts: u32,
    /// How late in the turn order they sat, summed over tables: 0 for the
    /// first seat, 60 for the last (60ths, exact for tables of 2 to 6).
    pub lateness: u32,
    /// Tables at which a computer filled a seat.
    pub with_computers: u32,
    /// A knock-out's rounds they went on from with a bye.
    pub byes: u32,
    /// The last round they played (or went on from with a bye), 0 before any.
    pub last_round: u16,
    /// Their rank at the table of that round.
    pub last_rank: u8,
}

/// The results so far, read once.
#[derive(Clone, Debug, Default)]
pub struct History {
    players: BTreeMap<UserId, PlayerRecord>,
    /// Times two people sat at one table, keyed by the pair in order.
    met: BTreeMap<(UserId, UserId), u32>,
}

impl History {
    /// Reads `results`, in any order.
    pub fn of(results: &[TableResult]) -> History {
        let mut history = History::default();
        for result in results {
            history.add(result);
        }
        history
    }

    fn add(&mut self, result: &TableResult) {
        if result.is_bye() {
            // A bye: they went on, with no game, no points, no first move.
            for (id, _, _) in result.people() {
                let record = self.players.entry(id).or_default();
                record.byes += 1;
                if result.round >= record.last_round {
                    (record.last_round, record.last_rank) = (result.round, 1);
                }
            }
            return;
        }
        let seats = result.finishes.len() as u32;
        let computers = result.finishes.iter().any(|f| f.sitter.person().is_none());
        let people: Vec<UserId> = result.people().map(|(id, _, _)| id).collect();
        for (turn, finish) in result.finishes.iter().enumerate() {
            let Some(id) = finish.sitter.person() else {
                continue;
            };
            let record = self.players.entry(id).or_default();
            record.points += result.points(finish);
            record.game_points += i32::from(finish.score);
            record.tables += 1;
            record.firsts += u32::from(turn == 0);
            record.lateness += 60 * turn as u32 / (seats - 1).max(1);
            record.with_computers += u32::from(computers);
            if result.round >= record.last_round {
                record.last_round = result.round;
                record.last_rank = finish.rank;
            }
        }
        for (i, &a) in people.iter().enumerate() {
            for &b in &people[i + 1..] {
                *self.met.entry(pair(a, b)).or_default() += 1;
            }
        }
    }

    /// One person's record (empty before they play).
    pub fn player(&self, id: UserId) -> PlayerRecord {
        self.players.get(&id).copied().unwrap_or_default()
    }

    /// How many times `a` and `b` sat at one table.
    pub fn times_met(&self, a: UserId, b: UserId) -> u32 {
        self.met.get(&pair(a, b)).copied().unwrap_or(0)
    }

    /// Everyone who played, by id.
    pub fn players(&self) -> impl Iterator<Item = (UserId, &PlayerRecord)> + '_ {
        self.players.iter().map(|(&id, r)| (id, r))
    }
}

fn pair(a: UserId, b: UserId) -> (UserId, UserId) {
    (a.min(b), a.max(b))
}
