//! Knock-out rounds: the top half of each table goes on, until one final table.

use std::cmp::Reverse;

use super::arrange::{Start, arrange};
use super::error::SeatingError;
use super::history::History;
use super::sizes::table_sizes;
use super::tables::{Round, Seeds, TableResult};
use super::turn_order::turn_order;
use crate::table::UserId;

/// Who goes on from a finished knock-out table: its top half, at least the
/// winner (1 of 2 or 3, 2 of 4 or 5, 3 of 6), people only: a computer that
/// filled the table never goes on, and the person it beat goes on instead.
/// Tied at the cut, the higher game score goes on, then the better seed.
pub fn advancing(result: &TableResult, seeds: &Seeds) -> Vec<UserId> {
    let going_on = (result.finishes.len() / 2).max(1);
    let mut people: Vec<_> = result.people().collect();
    people.sort_by_key(|&(id, finish, _)| (finish.rank, Reverse(finish.score), seeds.of(id)));
    people
        .into_iter()
        .take(going_on)
        .map(|(id, _, _)| id)
        .collect()
}

/// A knock-out final has one winner: a tie for its first place is broken as
/// a cut is ([`advancing`]: the higher game score, then the better seed);
/// the winner keeps rank 1 and the others tied with them take rank 2. The
/// winner and those they were tied with, when there was a tie to break.
pub fn break_final_tie(result: &mut TableResult, seeds: &Seeds) -> Option<(UserId, Vec<UserId>)> {
    let tied: Vec<UserId> = result
        .people()
        .filter(|(_, finish, _)| finish.rank == 1)
        .map(|(id, _, _)| id)
        .collect();
    if tied.len() < 2 {
        return None;
    }
    let winner = *advancing(result, seeds).first()?;
    for finish in &mut result.finishes {
        if finish.rank == 1 && finish.sitter.person() != Some(winner) {
            finish.rank = 2;
        }
    }
    Some((winner, tied))
}

/// Whether the knock-out round after one of tables of `sizes` (people
/// seated at each) and `byes` is its final: those who go on (the top half
/// of each table, at least its winner, and the byes) fit at one table of
/// `seats`. Someone leaving meanwhile only makes it more so.
pub fn final_follows(sizes: impl Iterator<Item = usize>, byes: usize, seats: u8) -> bool {
    let going_on: usize = sizes.map(|people| (people / 2).max(1)).sum::<usize>() + byes;
    going_on <= usize::from(seats)
}

/// Seats round `number` of a knock-out at tables of at most `seats`.
///
/// Round 1 seats everyone `playing`, snaking the seeds over the tables;
/// later rounds seat those who went on from the round before (by a table or
/// a bye, [`TableResult::bye`]) and are still playing, the tables' winners
/// spread apart, avoiding repeat opponents. Nobody plays a computer: where
/// one would be left without an opponent, they go on with a bye
/// ([`Round::byes`]). The round is the final when they fit at one table
/// with no bye. After the final, or with fewer than two people left, there
/// is no round to seat.
///
/// ```
/// use hypnosia_core::seating::{Finish, Sitter, TableResult, knockout_round};
/// use hypnosia_core::table::UserId;
///
/// let seeds: Vec<UserId> = (1..=11).map(UserId).collect();
/// let first = knockout_round(1, &seeds, &seeds, &[], 4)?;
/// assert!(!first.is_final);
/// // Every table finishes in turn order.
/// let results: Vec<TableResult> = first
///     .tables
///     .iter()
///     .map(|t| TableResult {
///         round: 1,
///         finishes: t.order.iter().enumerate()
///             .map(|(i, &sitter)| Finish { sitter, rank: i as u8 + 1, score: 0 })
///             .collect(),
///     })
///     .collect();
/// // 2 + 2 + 1 go on: five people, at tables of 3 and 2.
/// let second = knockout_round(2, &seeds, &seeds, &results, 4)?;
/// assert_eq!(second.tables.iter().map(|t| t.order.len()).collect::<Vec<_>>(), [3, 2]);
/// // Five at tables of two: the best seed goes on with a bye.
/// let five = knockout_round(1, &seeds[..5], &seeds[..5], &[], 2)?;
/// assert_eq!(five.byes, [UserId(1)]);
/// assert!(five.tables.iter().all(|t| t.people().count() == 2));
/// # Ok::<_, hypnosia_core::seating::SeatingError>(())
/// ```
pub fn knockout_round(
    number: u16,
    seeds: &[UserId],
    playing: &[UserId],
    results: &[TableResult],
    seats: u8,
) -> Result<Round, SeatingError> {
    let seed_of = Seeds::new(seeds);
    let order: Vec<UserId> = if number <= 1 {
        let mut order = playing.to_vec();
        order.sort_by_key(|&id| (seed_of.of(id), id));
        order
    } else {
        let before: Vec<&TableResult> = results.iter().filter(|r| r.round == number - 1).collect();
        if before.len() == 1 {
            return Err(SeatingError::Over);
        }
        // Winners first, then seconds…: the snake spreads each place apart.
        let mut going_on: Vec<(usize, UserId)> = before
            .iter()
            .flat_map(|r| advancing(r, &seed_of).into_iter().enumerate())
            .filter(|(_, id)| playing.contains(id))
            .collect();
        going_on.sort_by_key(|&(place, id)| (place, seed_of.of(id), id));
        going_on.into_iter().map(|(_, id)| id).collect()
    };
    let history = History::of(results);
    let (order, byes) = with_bye(order, seats, &history)?;
    let sizes = table_sizes(order.len(), seats)?;
    let tables = arrange(&order, &sizes, &history, Start::Snake, false)
        .iter()
        .zip(&sizes)
        .map(|(people, size)| turn_order(people, size.computers, &history, &seed_of))
        .collect::<Vec<_>>();
    Ok(Round {
        number,
        is_final: tables.len() == 1 && byes.is_empty(),
        tables,
        byes,
    })
}

/// Who of `order` (best first) goes on with a bye: where the tables would
/// leave someone alone with a computer (an odd number at tables of two),
/// the best of them who has had no bye yet (else the best) sits this round
/// out and goes on. A game against a computer would decide nothing.
fn with_bye(
    mut order: Vec<UserId>,
    seats: u8,
    history: &History,
) -> Result<(Vec<UserId>, Vec<UserId>), SeatingError> {
    let alone = table_sizes(order.len(), seats)?
        .iter()
        .any(|t| t.computers > 0);
    if !alone {
        return Ok((order, Vec::new()));
    }
    let fewest = order.iter().map(|&id| history.player(id).byes).min();
    let chosen = order
        .iter()
        .position(|&id| Some(history.player(id).byes) == fewest)
        .unwrap_or(0);
    let bye = order.remove(chosen);
    Ok((order, vec![bye]))
}
