//! [`Game`]: a position plus its players, dice generator, record and version.

use std::sync::Arc;

use super::board::Color;
use super::dice::{Dice, DiceState};
use super::end_reason::EndReason;
use super::moves::{Move, MoveEffects, MoveList, PlayError};
use super::outcome::{Standing, ranking};
use super::position::{LeaveKind, Phase, Position, Variant};
use super::record::{
    AutoCause, Entry, EventRecord, FORMAT, MoveRecord, OpeningRoll, PlayerKind, PlayerRecord,
    PlayerView, Record, RecordHead, ResultRecord, TurnRecord,
};
use super::settled_json::SettledJson;

/// A seat at the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub color: Color,
    /// Display text only, never trusted: the board draws only the characters
    /// its font has (see `render::panels`).
    pub name: String,
    pub kind: PlayerKind,
}

impl Player {
    /// A human player.
    pub fn human(color: Color, name: impl Into<String>) -> Player {
        Player {
            color,
            name: name.into(),
            kind: PlayerKind::Human,
        }
    }

    /// A computer player.
    pub fn ai(color: Color, name: impl Into<String>) -> Player {
        Player {
            color,
            name: name.into(),
            kind: PlayerKind::Ai,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    #[error("a game needs 2 to 6 players, not {0}")]
    PlayerCount(usize),
    #[error("{0} is taken twice")]
    DuplicateColor(Color),
}

/// A game of Hypnosia: the rules state, who plays, the dice, the record so far
/// and a version that grows with every change (to recognise stale clicks).
///
/// The dice are rolled by the game itself, so it is always either waiting for a
/// move of the player to move or over.
///
/// The [module example](crate::game#examples) plays a whole game; [`Game::new`],
/// [`Game::play`] and [`Game::from_record`] show each step.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) position: Position,
    pub(crate) players: Vec<Player>,
    pub(crate) dice: Dice,
    pub(crate) version: u64,
    pub(crate) opening: Vec<Vec<OpeningRoll>>,
    /// Shared between the copies of a game until one changes them: a
    /// running game is copied at every load and commit (the store keeps one),
    /// and its record has a few allocations a move.
    pub(crate) turns: Arc<Vec<Entry>>,
    /// Index in `turns` of the turn being played.
    pub(crate) current_turn: Option<usize>,
    pub(crate) result: Option<ResultRecord>,
    /// The JSON of the entries before the running turn, kept for
    /// [`Game::record_json`].
    pub(crate) settled_json: SettledJson,
}

/// Checks seat count and colors and sorts the seats into sector order.
pub(crate) fn seat_players(mut players: Vec<Player>) -> Result<Vec<Player>, SetupError> {
    if !(2..=6).contains(&players.len()) {
        return Err(SetupError::PlayerCount(players.len()));
    }
    players.sort_by_key(|p| p.color);
    if let Some(w) = players.windows(2).find(|w| w[0].color == w[1].color) {
        return Err(SetupError::DuplicateColor(w[0].color));
    }
    Ok(players)
}

/// The players still contending after an opening round: those with the highest total.
pub(crate) fn opening_winners(round: &[OpeningRoll]) -> Vec<Color> {
    let best = round
        .iter()
        .map(|r| r.dice[0] + r.dice[1])
        .max()
        .unwrap_or(0);
    round
        .iter()
        .filter(|r| r.dice[0] + r.dice[1] == best)
        .map(|r| r.color)
        .collect()
}

impl Game {
    /// Seats the players, rolls the opening and the first turn's dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use hypnosia_core::game::{Color, Dice, Game, OpeningRoll, Player, SetupError, Variant};
    ///
    /// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
    /// let game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
    ///
    /// // Red's 6 + 3 beat Blue's 6 + 1, so Red starts, and has already rolled.
    /// assert_eq!(
    ///     game.record().opening,
    ///     [[
    ///         OpeningRoll { color: Color::Red, dice: [6, 3] },
    ///         OpeningRoll { color: Color::Blue, dice: [6, 1] },
    ///     ]]
    /// );
    /// assert_eq!(game.to_move(), Some(Color::Red));
    /// assert_eq!(game.position().dice(), [4, 2]);
    ///
    /// // Each move uses one die. A 4 takes any pawn out of its lane; a 2 only pawns
    /// // 1 and 2, as pawn k starts k steps behind the ring.
    /// let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(
    ///     moves,
    ///     [
    ///         "4: 1 L1→O3", "4: 2 L2→O2", "4: 3 L3→O1", "4: 4 L4→O0",
    ///         "2: 1 L1→O1", "2: 2 L2→O0",
    ///     ]
    /// );
    ///
    /// let alone = vec![Player::human(Color::Red, "Ada")];
    /// let refused = Game::new(alone, Variant::default(), Dice::from_seed(1));
    /// assert_eq!(refused.unwrap_err(), SetupError::PlayerCount(1));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(players: Vec<Player>, variant: Variant, mut dice: Dice) -> Result<Game, SetupError> {
        let players = seat_players(players)?;
        let mut contenders: Vec<Color> = players.iter().map(|p| p.color).collect();
        let mut opening = Vec::new();
        while contenders.len() > 1 {
            let round: Vec<OpeningRoll> = contenders
                .iter()
                .map(|&color| OpeningRoll {
                    color,
                    dice: dice.roll(),
                })
                .collect();
            contenders = opening_winners(&round);
            opening.push(round);
        }
        let colors: Vec<Color> = players.iter().map(|p| p.color).collect();
        let mut game = Game {
            position: Position::start(&colors, variant, contenders[0]),
            players,
            dice,
            version: 0,
            opening,
            turns: Arc::default(),
            current_turn: None,
            result: None,
            settled_json: SettledJson::default(),
        };
        game.settle();
        Ok(game)
    }

    /// The record's entries, to change: copied first if another copy of the
    /// game shares them.
    pub(crate) fn turns_mut(&mut self) -> &mut Vec<Entry> {
        Arc::make_mut(&mut self.turns)
    }

    /// Rolls for every turn that is due and writes the result once the game ends.
    pub(crate) fn settle(&mut self) {
        while self.position.phase() == Phase::Roll {
            let dice = self.dice.roll();
            let color = self.position.to_move();
            self.turns_mut().push(Entry::Turn(TurnRecord {
                color,
                dice,
                moves: Vec::new(),
            }));
            self.current_turn = Some(self.turns.len() - 1);
            self.position
                .roll(dice)
                .expect("the game rolls only when a roll is due");
        }
        if let Phase::Over(reason) = self.position.phase() {
            self.current_turn = None;
            if self.result.is_none() {
                self.result = Some(ResultRecord {
                    reason,
                    ranking: ranking(&self.position),
                });
            }
        }
    }

    /// The rules state.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The seats in sector order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The seat of `color`, if seated.
    pub fn player(&self, color: Color) -> Option<&Player> {
        self.players.iter().find(|p| p.color == color)
    }

    /// Grows by one with every change of the game.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// The player to move, while the game runs.
    pub fn to_move(&self) -> Option<Color> {
        (!self.is_over()).then(|| self.position.to_move())
    }

    /// Every legal move with the dice left this turn.
    pub fn legal_moves(&self) -> MoveList {
        self.position.legal_moves()
    }

    /// The final ranking, once the game is over.
    pub fn result(&self) -> Option<&ResultRecord> {
        self.result.as_ref()
    }

    /// The current ranking (final once the game is over).
    pub fn standings(&self) -> Vec<Standing> {
        ranking(&self.position)
    }

    /// The turn being played, as recorded so far.
    pub fn current_turn(&self) -> Option<&TurnRecord> {
        match self.turns.get(self.current_turn?) {
            Some(Entry::Turn(t)) => Some(t),
            _ => None,
        }
    }

    /// The recorded turns and events so far.
    pub fn entries(&self) -> &[Entry] {
        &self.turns
    }

    /// Plays a move for the player to move; an illegal move changes nothing.
    ///
    /// Once the turn is over the game rolls for the next player, so the dice of
    /// [`Game::position`] may change with any move.
    ///
    /// # Examples
    ///
    /// ```
    /// use hypnosia_core::game::{Color, Dice, Game, Move, PlayError, Player, Variant};
    ///
    /// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
    /// let mut game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
    /// assert_eq!(game.position().dice(), [4, 2]);
    /// let four = game.legal_moves()[0];
    /// assert_eq!(four.to_string(), "4: 1 L1→O3");
    ///
    /// // Moves the rules do not allow are refused and change nothing.
    /// let too_far = Move { to: "O9".parse()?, ..four };
    /// assert_eq!(
    ///     game.play(too_far),
    ///     Err(PlayError::Illegal(
    ///         "4: 1 L1→O9".to_owned(),
    ///         "the die does not take the piece there"
    ///     ))
    /// );
    /// assert_eq!(game.play(Move { die: 6, ..four }), Err(PlayError::DieNotAvailable(6)));
    /// assert_eq!(game.version(), 0);
    ///
    /// // Red plays the 4, then still has the 2.
    /// let effects = game.play(four)?;
    /// assert!(!effects.turn_ended);
    /// assert!(game.legal_moves().iter().all(|m| m.die == 2));
    ///
    /// // The last die ends Red's turn, and the game rolls for Blue.
    /// let two = game.legal_moves()[0];
    /// assert!(game.play(two)?.turn_ended);
    /// assert_eq!(game.to_move(), Some(Color::Blue));
    /// assert_eq!(game.current_turn().map(|t| t.color), Some(Color::Blue));
    /// assert_eq!(game.version(), 2);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<MoveEffects, PlayError> {
        self.play_move(mv, None)
    }

    /// Plays a move chosen for a person who is not there to play it (marked
    /// `auto`, with its `cause`): on a time-out, on "Finish for me", or to
    /// finish a decided game for a lone mover.
    pub fn play_auto(&mut self, mv: Move, cause: AutoCause) -> Result<MoveEffects, PlayError> {
        self.play_move(mv, Some(cause))
    }

    fn play_move(&mut self, mv: Move, auto: Option<AutoCause>) -> Result<MoveEffects, PlayError> {
        let effects = self.position.play(mv)?;
        let record = MoveRecord::new(&mv, &effects, auto);
        match self.current_turn.and_then(|i| self.turns_mut().get_mut(i)) {
            Some(Entry::Turn(turn)) => turn.moves.push(record),
            _ => unreachable!("a move is only legal during a recorded turn"),
        }
        self.version += 1;
        self.settle();
        Ok(effects)
    }

    /// A player resigns or is removed; it takes effect at once.
    pub fn leave(&mut self, color: Color, kind: LeaveKind) -> Result<(), PlayError> {
        let running = self.current_turn;
        let leaver_moves_now = self.position.to_move() == color;
        let turn_untouched = matches!(
            running.and_then(|i| self.turns.get(i)),
            Some(Entry::Turn(t)) if t.moves.is_empty()
        );
        self.position.leave(color, kind)?;
        let event = Entry::Event(EventRecord { color, event: kind });
        match running {
            // Another player leaves before the running turn's first move: the event
            // comes first, so that a replay applies it before that turn. (If the game
            // ends with it, the rolled turn stays in the record ahead of the event.)
            Some(i) if !leaver_moves_now && turn_untouched && !self.is_over() => {
                self.turns_mut().insert(i, event);
                self.current_turn = Some(i + 1);
            }
            _ => self.turns_mut().push(event),
        }
        self.version += 1;
        self.settle();
        Ok(())
    }

    /// Calls the game off: it ends at once with the reason `cancelled`.
    pub fn cancel(&mut self) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.position.cancel();
        self.version += 1;
        self.settle();
        Ok(())
    }

    /// The game as a `hypnosia-record/1` record (never contains the dice state).
    ///
    /// [`Game::from_record`] shows the round trip through JSON.
    pub fn record(&self) -> Record {
        Record {
            format: FORMAT.to_owned(),
            variant: self.position.variant(),
            players: self
                .players
                .iter()
                .map(|p| PlayerRecord {
                    color: p.color,
                    name: p.name.clone(),
                    kind: p.kind,
                })
                .collect(),
            opening: self.opening.clone(),
            turns: self.turns.to_vec(),
            result: self.result.clone(),
        }
    }

    /// [`Game::record`] as compact JSON, the same bytes as
    /// `serde_json::to_string(&game.record())`, written from the game without
    /// copying its entries, and of its entries before the running turn
    /// copying the JSON the last call wrote (a running game's record is
    /// written with every move: `benches/README.md`, 79.1 and the eleventh
    /// session).
    ///
    /// ```
    /// use hypnosia_core::game::{Color, Dice, Game, LeaveKind, Player, Variant};
    ///
    /// let players = vec![
    ///     Player::human(Color::Red, "Ada"),
    ///     Player::ai(Color::Blue, "AI"),
    ///     Player::human(Color::Green, "Bo"),
    /// ];
    /// let mut game = Game::new(players, Variant::default(), Dice::from_seed(3))?;
    /// let mut moves = 0;
    /// while !game.is_over() {
    ///     let mv = game.legal_moves()[0];
    ///     game.play(mv)?;
    ///     moves += 1;
    ///     if moves == 30 && game.to_move() != Some(Color::Green) {
    ///         // An event recorded before the running turn.
    ///         game.leave(Color::Green, LeaveKind::Resign)?;
    ///     }
    ///     assert_eq!(game.record_json(), serde_json::to_string(&game.record())?);
    /// }
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn record_json(&self) -> String {
        let players = self.players.iter().map(|p| PlayerView {
            color: p.color,
            name: &p.name,
            kind: p.kind,
        });
        let head = RecordHead {
            format: FORMAT,
            variant: self.position.variant(),
            players: players.collect(),
            opening: &self.opening,
        };
        let mut json = serde_json::to_string(&head).expect("a record always serializes");
        // The head's closing brace: the entries and the result come before it.
        json.pop();
        json.push_str(",\"turns\":");
        // A running game's entries before its turn are settled; a finished
        // game's record is written once: none kept.
        let settled = self.current_turn.unwrap_or(0);
        self.settled_json
            .write_turns(&self.turns, settled, &mut json);
        if let Some(result) = &self.result {
            json.push_str(",\"result\":");
            json.push_str(&serde_json::to_string(result).expect("a result always serializes"));
        }
        json.push('}');
        json
    }

    /// The dice generator's state, to save with a running game.
    pub fn dice_state(&self) -> DiceState {
        self.dice.state()
    }

    /// Replaces the dice generator (after loading a saved game).
    pub fn set_dice(&mut self, dice: Dice) {
        self.dice = dice;
    }

    /// Why the game ended, if it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.position.end_reason()
    }
}
