//! The vocabulary of a tournament's seating: who sits where, in which turn
//! order, and how each table finished.

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::points::Points;
use crate::table::UserId;

/// Who sits in a seat: a person of the tournament, or a computer that fills a
/// table the numbers leave short (numbered within its table). Computers are
/// never ranked.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Sitter {
    Person(UserId),
    Computer(u8),
}

impl Sitter {
    /// The person, if a person sits here.
    pub fn person(self) -> Option<UserId> {
        match self {
            Sitter::Person(id) => Some(id),
            Sitter::Computer(_) => None,
        }
    }
}

/// One table of a round: its seats in turn order, the first moving first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatedTable {
    pub order: Vec<Sitter>,
}

impl SeatedTable {
    /// Who moves first.
    pub fn first(&self) -> Sitter {
        self.order[0]
    }

    /// The people at the table, in turn order.
    pub fn people(&self) -> impl Iterator<Item = UserId> + '_ {
        self.order.iter().filter_map(|s| s.person())
    }
}

/// A round's tables; the final of a knock-out is one table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Round {
    /// Counted from 1.
    pub number: u16,
    pub tables: Vec<SeatedTable>,
    /// A knock-out's people with no opponent left for them: they go on to
    /// the next round without playing this one (none in a Swiss).
    pub byes: Vec<UserId>,
    /// The knock-out's last round: its table's ranking is the podium.
    pub is_final: bool,
}

/// How one seat finished its table, as the game ranked it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Finish {
    pub sitter: Sitter,
    /// Competition-style rank at the table: 1, 2, 2, 4.
    pub rank: u8,
    /// The game's score (the tie-break "game points").
    pub score: i16,
}

/// A finished table: its round and each seat's finish, in turn order (the
/// first moved first).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableResult {
    pub round: u16,
    pub finishes: Vec<Finish>,
}

impl TableResult {
    /// A knock-out's bye in `round`: `id` goes on without playing, a table
    /// of one that counts for nothing but going on.
    pub fn bye(round: u16, id: UserId) -> TableResult {
        TableResult {
            round,
            finishes: vec![Finish {
                sitter: Sitter::Person(id),
                rank: 1,
                score: 0,
            }],
        }
    }

    /// Whether this is a bye ([`TableResult::bye`]): nobody else sat there.
    pub fn is_bye(&self) -> bool {
        self.finishes.len() == 1
    }

    /// Seats at the table, computers included.
    pub fn size(&self) -> u8 {
        self.finishes.len() as u8
    }

    /// The tournament points of `finish` (one of this table's).
    pub fn points(&self, finish: &Finish) -> Points {
        let tied = self
            .finishes
            .iter()
            .filter(|f| f.rank == finish.rank)
            .count();
        Points::for_finish(finish.rank, tied as u8, self.size())
    }

    /// Each person at the table with their finish and points.
    pub fn people(&self) -> impl Iterator<Item = (UserId, &Finish, Points)> + '_ {
        self.finishes
            .iter()
            .filter_map(|f| Some((f.sitter.person()?, f, self.points(f))))
    }

    /// Who moved first, if a person did.
    pub fn first_person(&self) -> Option<UserId> {
        self.finishes.first()?.sitter.person()
    }
}

/// A signed-up player and the rating they bring (for round 1's seeding).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entrant {
    pub id: UserId,
    /// The rating as shown (higher is stronger).
    pub rating: i64,
}

/// How round 1 is seeded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seeding {
    /// Strongest first (equal ratings: the earlier id).
    ByRating,
    /// Shuffled by this seed, which the tournament records so that the draw
    /// can be checked and replayed.
    Random(u64),
}

/// The entrants in seed order, best seed first.
///
/// ```
/// use hypnosia_core::seating::{Entrant, Seeding, seed_order};
/// use hypnosia_core::table::UserId;
///
/// let entrants = [
///     Entrant { id: UserId(1), rating: 1000 },
///     Entrant { id: UserId(2), rating: 1200 },
///     Entrant { id: UserId(3), rating: 1000 },
/// ];
/// assert_eq!(seed_order(&entrants, Seeding::ByRating), [UserId(2), UserId(1), UserId(3)]);
/// // A recorded seed draws the same order again.
/// assert_eq!(
///     seed_order(&entrants, Seeding::Random(7)),
///     seed_order(&entrants, Seeding::Random(7))
/// );
/// ```
pub fn seed_order(entrants: &[Entrant], seeding: Seeding) -> Vec<UserId> {
    let mut sorted = entrants.to_vec();
    sorted.sort_by_key(|e| (std::cmp::Reverse(e.rating), e.id));
    let mut ids: Vec<UserId> = sorted.into_iter().map(|e| e.id).collect();
    if let Seeding::Random(seed) = seeding {
        // From the rating order, so that the draw depends on the seed alone.
        ids.sort();
        ids.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    }
    ids
}

/// Seed positions (0 is the best seed), for ordering people the seeding
/// cannot otherwise tell apart.
#[derive(Clone, Debug, Default)]
pub struct Seeds(BTreeMap<UserId, usize>);

impl Seeds {
    /// From the entrants in seed order.
    pub fn new(order: &[UserId]) -> Seeds {
        Seeds(order.iter().enumerate().map(|(i, &id)| (id, i)).collect())
    }

    /// The seed position of `id`; people not seeded come after everyone.
    pub fn of(&self, id: UserId) -> usize {
        self.0.get(&id).copied().unwrap_or(usize::MAX)
    }
}
