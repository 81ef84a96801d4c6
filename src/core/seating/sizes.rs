//! How many tables a round needs and how many seats each one has.

use super::error::SeatingError;

/// The fewest seats a table may have.
pub const MIN_SEATS: u8 = 2;
/// The most seats a table may have (a game's six colors).
pub const MAX_SEATS: u8 = 6;

/// One table of a round before anyone is seated at it: how many people sit
/// there and how many computers fill the rest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TableSize {
    pub people: u8,
    pub computers: u8,
}

impl TableSize {
    /// Every seat of the table, computers included.
    pub fn seats(self) -> u8 {
        self.people + self.computers
    }
}

/// The tables for `people` players at tables of at most `seats`: as few tables
/// as the seats allow, as even as possible (sizes differ by one at most),
/// biggest first.
///
/// A table is never left with one person: where the numbers leave no other
/// way (an odd number of people at tables of two), a computer fills it.
///
/// ```
/// use hypnosia_core::seating::{TableSize, table_sizes};
///
/// let people = |sizes: Vec<TableSize>| sizes.iter().map(|t| t.people).collect::<Vec<_>>();
/// assert_eq!(people(table_sizes(11, 4)?), [4, 4, 3]);
/// assert_eq!(people(table_sizes(9, 6)?), [5, 4]);
/// // Five people at tables of two: the fifth plays a computer.
/// let five = table_sizes(5, 2)?;
/// assert_eq!(people(five.clone()), [2, 2, 1]);
/// assert_eq!(five[2], TableSize { people: 1, computers: 1 });
/// # Ok::<_, hypnosia_core::seating::SeatingError>(())
/// ```
pub fn table_sizes(people: usize, seats: u8) -> Result<Vec<TableSize>, SeatingError> {
    if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
        return Err(SeatingError::Seats(seats));
    }
    if people < 2 {
        return Err(SeatingError::TooFew(people));
    }
    let tables = people.div_ceil(usize::from(seats));
    let base = people / tables;
    let bigger = people % tables;
    Ok((0..tables)
        .map(|t| {
            let people = (base + usize::from(t < bigger)) as u8;
            TableSize {
                people,
                computers: MIN_SEATS.saturating_sub(people),
            }
        })
        .collect())
}
