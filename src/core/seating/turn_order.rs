//! Who moves first at a table: whoever has moved first least often.

use std::cmp::Reverse;

use super::history::History;
use super::tables::{SeatedTable, Seeds, Sitter};
use crate::table::UserId;

/// The turn order of a table of `people` and `computers`: the person who
/// has moved first least often moves first, then whoever has sat latest in
/// the turn order so far; still equal, the weaker seed first (round 1). The
/// computers move last: they are never owed a first move.
pub fn turn_order(
    people: &[UserId],
    computers: u8,
    history: &History,
    seeds: &Seeds,
) -> SeatedTable {
    let mut people = people.to_vec();
    people.sort_by_key(|&id| {
        let record = history.player(id);
        (
            record.firsts,
            Reverse(record.lateness),
            Reverse(seeds.of(id)),
        )
    });
    let order = people
        .into_iter()
        .map(Sitter::Person)
        .chain((1..=computers).map(Sitter::Computer))
        .collect();
    SeatedTable { order }
}
