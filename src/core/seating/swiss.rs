//! Swiss rounds: round 1 by seed, later rounds by the standings.

use super::arrange::{Start, arrange};
use super::error::SeatingError;
use super::history::History;
use super::sizes::table_sizes;
use super::standings::{Format, standings};
use super::tables::{Round, Seeds, TableResult};
use super::turn_order::turn_order;
use crate::table::UserId;

/// Seats round `number` of a Swiss at tables of at most `seats`.
///
/// `seeds` are the entrants in seed order ([`super::seed_order`]), `playing`
/// who is seated this round (those who left are not), `results` every table
/// finished so far. Round 1 snakes the seeds over the tables, so that each
/// table gets one of the best; later rounds seat people of like points
/// together, then swap people between tables while that avoids a repeat
/// opponent or keeps the first moves balanced.
///
/// ```
/// use hypnosia_core::seating::{Seeding, Entrant, seed_order, swiss_round};
/// use hypnosia_core::table::UserId;
///
/// let entrants: Vec<Entrant> =
///     (1..=11).map(|n| Entrant { id: UserId(n), rating: 1000 + n as i64 }).collect();
/// let seeds = seed_order(&entrants, Seeding::ByRating);
/// let round = swiss_round(1, &seeds, &seeds, &[], 4)?;
/// let sizes: Vec<usize> = round.tables.iter().map(|t| t.order.len()).collect();
/// assert_eq!(sizes, [4, 4, 3]);
/// // The three best seeds sit at three different tables.
/// for (table, best) in round.tables.iter().zip([UserId(11), UserId(10), UserId(9)]) {
///     assert!(table.people().any(|id| id == best));
/// }
/// # Ok::<_, hypnosia_core::seating::SeatingError>(())
/// ```
pub fn swiss_round(
    number: u16,
    seeds: &[UserId],
    playing: &[UserId],
    results: &[TableResult],
    seats: u8,
) -> Result<Round, SeatingError> {
    let sizes = table_sizes(playing.len(), seats)?;
    let history = History::of(results);
    let seed_of = Seeds::new(seeds);
    let mut order = playing.to_vec();
    let start = if results.is_empty() {
        order.sort_by_key(|&id| (seed_of.of(id), id));
        Start::Snake
    } else {
        let ranked = standings(Format::Swiss { rounds: number }, seeds, results);
        let place = Seeds::new(&ranked.iter().map(|s| s.id).collect::<Vec<_>>());
        order.sort_by_key(|&id| (place.of(id), seed_of.of(id), id));
        Start::InOrder
    };
    let tables = arrange(&order, &sizes, &history, start, true)
        .iter()
        .zip(&sizes)
        .map(|(people, size)| turn_order(people, size.computers, &history, &seed_of))
        .collect();
    Ok(Round {
        number,
        tables,
        byes: Vec::new(),
        is_final: false,
    })
}
