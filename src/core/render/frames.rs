//! Positions of a game record, turn by turn: for `hypnosia render --turn N`
//! and for writing one image per turn.

use crate::game::{Dice, Entry, Game, Record, RecordError};

/// Number of turn entries in a record (events are not turns).
pub fn turn_count(record: &Record) -> usize {
    record
        .turns
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count()
}

/// The game after the record's first `turns` turn entries (and the events
/// that follow them), as the players saw it: turns whose dice were all lost
/// are played through, and the next player's recorded roll is shown, waiting
/// for a move. With `turns` ≥ [`turn_count`] this is the whole record.
pub fn game_after_turns(record: &Record, turns: usize) -> Result<Game, RecordError> {
    if turns >= turn_count(record) {
        return Game::from_record(record, Dice::from_seed(0));
    }
    let entries = &record.turns;
    let mut kept = Vec::with_capacity(entries.len());
    let mut seen = 0;
    let mut i = 0;
    // The first `turns` turn entries and the events right after them.
    while i < entries.len() {
        if matches!(entries[i], Entry::Turn(_)) {
            if seen == turns {
                break;
            }
            seen += 1;
        }
        kept.push(entries[i].clone());
        i += 1;
    }
    // Then lost turns as they are, up to the next roll that had a move. A
    // player leaving stops there: it belongs to the next frame, and it may
    // end the game, which a record cut short without its result cannot.
    while i < entries.len() {
        match &entries[i] {
            Entry::Turn(t) if !t.moves.is_empty() => {
                let mut roll = t.clone();
                roll.moves.clear();
                kept.push(Entry::Turn(roll));
                break;
            }
            Entry::Turn(lost) => kept.push(Entry::Turn(lost.clone())),
            _ => break,
        }
        i += 1;
    }
    let truncated = Record {
        turns: kept,
        result: None,
        ..record.clone()
    };
    Game::from_record(&truncated, Dice::from_seed(0))
}

/// Every position of a record, one per turn: `(n, game after n turns)` for n
/// in 0..=[`turn_count`], lazily (each game is replayed from the record, so
/// only one is alive at a time). Feed each game to [`super::render`].
pub fn frames_of_record(
    record: &Record,
) -> impl Iterator<Item = Result<(usize, Game), RecordError>> + '_ {
    (0..=turn_count(record)).map(move |n| game_after_turns(record, n).map(|g| (n, g)))
}
