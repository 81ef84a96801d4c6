//! Importing a `hypnosia-record/1` record by replaying it under the rules.

use super::board::Color;
use super::dice::Dice;
use super::end_reason::EndReason;
use super::moves::PlayError;
use super::outcome::ranking;
use super::position::{Phase, Position};
use super::record::{Entry, EventRecord, FORMAT, OpeningRoll, Record, TurnRecord};
use super::state::{Game, Player, opening_winners, seat_players};

/// Why a record was refused; names the turn and move where replay failed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Json(String),
    #[error("unknown format `{0}` (expected `hypnosia-record/1`)")]
    Format(String),
    #[error("players: {0}")]
    Players(String),
    #[error("opening round {round}: {message}")]
    Opening { round: usize, message: String },
    #[error("turn {turn}: {message}")]
    Turn { turn: usize, message: String },
    #[error("turn {turn}, move {mv}: {message}")]
    Move {
        turn: usize,
        mv: usize,
        message: String,
    },
    #[error("event {entry} ({color} leaves): {message}")]
    Event {
        entry: usize,
        color: Color,
        message: String,
    },
    #[error("result: {0}")]
    Result(String),
}

impl Game {
    /// Parses and replays a JSON record; see [`Game::from_record`].
    pub fn from_json(json: &str, dice: Dice) -> Result<Game, RecordError> {
        let record = Record::from_json(json).map_err(|e| RecordError::Json(e.to_string()))?;
        Game::from_record(&record, dice)
    }

    /// Rebuilds a game by replaying its record move by move; every move must be
    /// legal and have exactly the recorded effects. `dice` rolls the turns still
    /// to come (a saved game passes its saved generator here).
    ///
    /// # Examples
    ///
    /// Export → JSON → import gives back the same game:
    ///
    /// ```
    /// use hypnosia_core::game::{Color, Dice, Game, PlayError, Player, Record, Variant};
    ///
    /// fn play_first_moves(game: &mut Game, n: usize) -> Result<(), PlayError> {
    ///     for _ in 0..n {
    ///         let mv = game.legal_moves()[0];
    ///         game.play(mv)?;
    ///     }
    ///     Ok(())
    /// }
    ///
    /// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
    /// let mut game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
    /// play_first_moves(&mut game, 9)?;
    ///
    /// let json = game.record().to_json();
    /// let record = Record::from_json(&json)?;
    /// // The record holds no dice, so the saved generator rolls the turns to come.
    /// let mut replayed = Game::from_record(&record, Dice::from_state(&game.dice_state()))?;
    /// assert_eq!(replayed.position(), game.position());
    /// assert_eq!(replayed.record(), game.record());
    /// assert_eq!(replayed.version(), game.version());
    ///
    /// play_first_moves(&mut game, 9)?;
    /// play_first_moves(&mut replayed, 9)?;
    /// assert_eq!(replayed.record(), game.record());
    ///
    /// // Every move is checked against the rules, so an edited record is refused.
    /// let edited = json.replacen(r#""to": "O3""#, r#""to": "O9""#, 1);
    /// let refused = Game::from_json(&edited, Dice::from_seed(1)).unwrap_err();
    /// assert_eq!(
    ///     refused.to_string(),
    ///     "turn 1, move 1: 4: 1 L1→O9 is not a legal move: the die does not take the piece there"
    /// );
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_record(record: &Record, dice: Dice) -> Result<Game, RecordError> {
        let mut game = begin(record, dice)?;
        let entries = &record.turns;
        let mut turn_number = 0;
        let mut i = 0;
        while i < entries.len() {
            i = replay_entry(&mut game, entries, i, &mut turn_number)?;
        }
        conclude(record, &mut game)?;
        Ok(game)
    }
}

impl Record {
    /// The position before the record's first entry: the players seated and
    /// the opening's winner to roll (for walking a record turn by turn, as
    /// the analysis of a game does).
    pub fn start_position(&self) -> Result<Position, RecordError> {
        Ok(begin(self, Dice::from_seed(0))?.position)
    }
}

/// The game of `record` before its first entry: players seated, opening checked.
pub(super) fn begin(record: &Record, dice: Dice) -> Result<Game, RecordError> {
    if record.format != FORMAT {
        return Err(RecordError::Format(record.format.clone()));
    }
    let players: Vec<Player> = record
        .players
        .iter()
        .map(|p| Player {
            color: p.color,
            name: p.name.clone(),
            kind: p.kind,
        })
        .collect();
    let seated = seat_players(players.clone()).map_err(|e| RecordError::Players(e.to_string()))?;
    if seated != players {
        return Err(RecordError::Players(
            "players must be listed in sector order".into(),
        ));
    }
    let first = check_opening(&record.opening, &players)?;
    let colors: Vec<Color> = players.iter().map(|p| p.color).collect();
    Ok(Game {
        position: Position::start(&colors, record.variant, first),
        players,
        dice,
        version: 0,
        opening: record.opening.clone(),
        turns: Default::default(),
        current_turn: None,
        result: None,
        settled_json: Default::default(),
    })
}

/// Replays the entry at `i` of `entries` (a turn with the events that follow
/// it, or an event before any turn); gives the index of the next entry.
/// `turn_number` counts the turns replayed.
pub(super) fn replay_entry(
    game: &mut Game,
    entries: &[Entry],
    i: usize,
    turn_number: &mut usize,
) -> Result<usize, RecordError> {
    match &entries[i] {
        Entry::Event(event) => {
            apply_event(&mut game.position, event, i)?;
            game.turns_mut().push(entries[i].clone());
            game.version += 1;
            Ok(i + 1)
        }
        Entry::Turn(turn) => {
            *turn_number += 1;
            let events: Vec<EventRecord> = entries[i + 1..]
                .iter()
                .map_while(|e| match e {
                    Entry::Event(ev) => Some(*ev),
                    Entry::Turn(_) => None,
                })
                .collect();
            let is_last = i + 1 + events.len() == entries.len();
            game.position = replay_turn(&game.position, turn, &events, (*turn_number, i), is_last)?;
            game.version += (turn.moves.len() + events.len()) as u64;
            game.turns_mut().push(entries[i].clone());
            if game.position.phase() == Phase::Move {
                game.current_turn = Some(game.turns.len() - 1);
            }
            game.turns_mut()
                .extend(entries[i + 1..=i + events.len()].iter().cloned());
            Ok(i + 1 + events.len())
        }
    }
}

/// After the last entry: the record's result checked, and the game settled.
pub(super) fn conclude(record: &Record, game: &mut Game) -> Result<(), RecordError> {
    check_result(record, game)?;
    game.settle();
    Ok(())
}

fn check_opening(opening: &[Vec<OpeningRoll>], players: &[Player]) -> Result<Color, RecordError> {
    let mut contenders: Vec<Color> = players.iter().map(|p| p.color).collect();
    for (n, round) in opening.iter().enumerate() {
        let err = |message: String| RecordError::Opening {
            round: n + 1,
            message,
        };
        if contenders.len() < 2 {
            return Err(err("the starting player was already decided".into()));
        }
        let colors: Vec<Color> = round.iter().map(|r| r.color).collect();
        if colors != contenders {
            return Err(err(format!(
                "expected rolls of {} in sector order",
                names(&contenders)
            )));
        }
        if round
            .iter()
            .flat_map(|r| r.dice)
            .any(|d| !(1..=6).contains(&d))
        {
            return Err(err("dice must be 1..6".into()));
        }
        contenders = opening_winners(round);
    }
    match contenders.as_slice() {
        [first] => Ok(*first),
        _ => Err(RecordError::Opening {
            round: opening.len() + 1,
            message: format!("missing: {} are still tied", names(&contenders)),
        }),
    }
}

fn names(colors: &[Color]) -> String {
    colors
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

fn apply_event(
    position: &mut Position,
    event: &EventRecord,
    entry: usize,
) -> Result<(), RecordError> {
    position
        .leave(event.color, event.event)
        .map_err(|e| RecordError::Event {
            entry: entry + 1,
            color: event.color,
            message: e.to_string(),
        })
}

/// Replays one turn and the events that follow it. An event of another player
/// may have happened between the turn's moves (the record cannot say where),
/// each event at its own place (two players may leave at two moments of one
/// turn), so each placement is tried, latest first, and the first that replays
/// exactly wins.
pub(super) fn replay_turn(
    start: &Position,
    turn: &TurnRecord,
    events: &[EventRecord],
    (number, entry): (usize, usize),
    is_last: bool,
) -> Result<Position, RecordError> {
    let turn_err = |message: String| RecordError::Turn {
        turn: number,
        message,
    };
    if start.phase() != Phase::Roll {
        return Err(match start.end_reason() {
            Some(reason) => turn_err(format!("the game was already over ({reason})")),
            None => turn_err("the previous turn is not finished".into()),
        });
    }
    if start.to_move() != turn.color {
        return Err(turn_err(format!(
            "it is {}'s turn, not {}'s",
            start.to_move(),
            turn.color
        )));
    }
    let mut rolled = *start;
    let roll = rolled
        .roll(turn.dice)
        .map_err(|e| turn_err(e.to_string()))?;
    if roll.lost && !turn.moves.is_empty() {
        return Err(turn_err(
            "no die has a legal move, yet moves are recorded".into(),
        ));
    }
    let mut first_error = None;
    for splits in placements(turn.moves.len(), events.len()) {
        match replay_moves(rolled, turn, events, &splits, (number, entry)) {
            Ok(position) => {
                if position.phase() == Phase::Move && !is_last {
                    return Err(turn_err(
                        "the turn ends while a die still has a legal move".into(),
                    ));
                }
                return Ok(position);
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.expect("at least one placement was tried"))
}

/// Every placement of `events` events among `moves` moves: for each event, the
/// number of the turn's moves played before it (never fewer than before the
/// event ahead of it), the latest placements first. No events: one placement.
fn placements(moves: usize, events: usize) -> Vec<Vec<usize>> {
    fn extend(placed: &mut Vec<usize>, moves: usize, left: usize, all: &mut Vec<Vec<usize>>) {
        if left == 0 {
            all.push(placed.clone());
            return;
        }
        let earliest = placed.last().copied().unwrap_or(0);
        for split in (earliest..=moves).rev() {
            placed.push(split);
            extend(placed, moves, left - 1, all);
            placed.pop();
        }
    }
    let mut all = Vec::new();
    extend(&mut Vec::with_capacity(events), moves, events, &mut all);
    all
}

/// Replays `turn`'s moves from `position` (rolled), each event of `events`
/// applied after as many moves as `splits` says.
fn replay_moves(
    mut position: Position,
    turn: &TurnRecord,
    events: &[EventRecord],
    splits: &[usize],
    (number, entry): (usize, usize),
) -> Result<Position, RecordError> {
    let apply_events_at = |position: &mut Position, at: usize| -> Result<(), RecordError> {
        for (k, event) in events.iter().enumerate() {
            if splits[k] == at {
                apply_event(position, event, entry + 1 + k)?;
            }
        }
        Ok(())
    };
    for (index, recorded) in turn.moves.iter().enumerate() {
        apply_events_at(&mut position, index)?;
        let err = |message: String| RecordError::Move {
            turn: number,
            mv: index + 1,
            message,
        };
        let mv = recorded.to_move().map_err(err)?;
        let effects = position.play(mv).map_err(|e| match e {
            PlayError::NotRolled => err("the turn was already over".into()),
            e => err(e.to_string()),
        })?;
        let replayed = super::record::MoveRecord::new(&mv, &effects, None);
        if replayed.captured != recorded.captured {
            return Err(err("the recorded captures differ from the rules".into()));
        }
        if replayed.center != recorded.center {
            return Err(err(
                "the recorded center places differ from the rules".into()
            ));
        }
    }
    apply_events_at(&mut position, turn.moves.len())?;
    Ok(position)
}

fn check_result(record: &Record, game: &mut Game) -> Result<(), RecordError> {
    match (&record.result, game.position.end_reason()) {
        (None, None) => Ok(()),
        (None, Some(reason)) => Err(RecordError::Result(format!(
            "the game ended ({reason}) but the record has no result"
        ))),
        (Some(result), None) if result.reason == EndReason::Cancelled => {
            game.position.cancel();
            game.version += 1;
            check_ranking(result, game)
        }
        (Some(result), None) => Err(RecordError::Result(format!(
            "the record says the game ended ({}) but it is still running",
            result.reason
        ))),
        (Some(result), Some(reason)) if result.reason != reason => Err(RecordError::Result(
            format!("the game ended by {reason}, not {}", result.reason),
        )),
        (Some(result), Some(_)) => check_ranking(result, game),
    }
}

fn check_ranking(result: &super::record::ResultRecord, game: &Game) -> Result<(), RecordError> {
    if result.ranking != ranking(&game.position) {
        return Err(RecordError::Result(
            "the ranking does not follow from the game".into(),
        ));
    }
    Ok(())
}
