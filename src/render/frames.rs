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
    // Then lost turns as they are, up to the next roll that had a move.
    while i < entries.len() {
        match &entries[i] {
            Entry::Turn(t) if !t.moves.is_empty() => {
                let mut roll = t.clone();
                roll.moves.clear();
                kept.push(Entry::Turn(roll));
                break;
            }
            e => kept.push(e.clone()),
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

/// One position of a record replayed move by move (see [`positions_by_move`]).
pub struct Step {
    pub game: Game,
    /// The turn whose move made this position (0: before the first turn).
    pub turn: usize,
    /// Whether a new turn begins here (its roll is shown): the start, and the
    /// position after each turn's last move. Animations pause on these.
    pub new_turn: bool,
}

/// Every position of a record, one per move: the start (before the first
/// turn, with its roll), then the position after each recorded move, lazily.
/// After a turn's last move it is [`game_after_turns`] (the next roll shown);
/// within a turn the remaining die waits. So a record of `m` moves gives
/// `m + 1` steps, the last being the final position.
pub fn positions_by_move(record: &Record) -> impl Iterator<Item = Result<Step, RecordError>> + '_ {
    let start = std::iter::once(()).map(move |()| {
        game_after_turns(record, 0).map(|game| Step {
            game,
            turn: 0,
            new_turn: true,
        })
    });
    let turns = record
        .turns
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Entry::Turn(t) => Some((i, t.moves.len())),
            Entry::Event(_) => None,
        })
        .enumerate()
        .flat_map(move |(n, (at, moves))| {
            (1..=moves).map(move |k| {
                let game = if k == moves {
                    game_after_turns(record, n + 1)
                } else {
                    game_within_turn(record, at, k)
                };
                game.map(|game| Step {
                    game,
                    turn: n + 1,
                    new_turn: k == moves,
                })
            })
        });
    start.chain(turns)
}

/// The game in the middle of the turn entry `at`, after its first `moves` moves.
fn game_within_turn(record: &Record, at: usize, moves: usize) -> Result<Game, RecordError> {
    let mut kept = record.turns[..at].to_vec();
    if let Entry::Turn(t) = &record.turns[at] {
        let mut partial = t.clone();
        partial.moves.truncate(moves);
        kept.push(Entry::Turn(partial));
    }
    let truncated = Record {
        turns: kept,
        result: None,
        ..record.clone()
    };
    Game::from_record(&truncated, Dice::from_seed(0))
}
