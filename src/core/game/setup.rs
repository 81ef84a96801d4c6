//! [`Setup`]: a position placed by hand, checked before it becomes a [`Position`].
//!
//! Tests and fixtures use it to build exactly the situation a rule talks about.

use super::board::{CENTER_PLACES, Color, Pawn, Space, center_points};
use super::dice::Dice;
use super::position::{Location, Phase, Position, Variant};
use super::record::{Entry, TurnRecord};
use super::state::{Game, Player, seat_players};

/// A hand-placed position that may be illegal until [`Setup::position`] checks it.
///
/// Pawns not placed stay in their lanes; [`Setup::into_game`] wraps the position
/// in a [`Game`] with players and dice.
///
/// # Examples
///
/// ```
/// use hypnosia_core::game::{CapturedPawn, Color, Pawn, Setup};
///
/// let position = Setup::new(&[Color::Red, Color::Blue])
///     .at(Color::Red, 1, "O4") // an outer bridge, leading to M3
///     .at(Color::Blue, 1, "M6")
///     .at(Color::Blue, 2, "C") // center place 1, worth 5 points
///     .at(Color::Blue, 3, "x") // captured earlier
///     .dice([5, 4])
///     .position()?;
/// assert_eq!(position.score(Color::Blue), 5);
///
/// // Red crosses with the 4 (M3, then 3 more steps) and captures Blue's pawn 1.
/// let cross = position.legal_moves_for_die(4)[1];
/// assert_eq!(cross.to_string(), "4: 1 O4→M6 ⇣");
/// let mut after = position;
/// let effects = after.play(cross)?;
/// let blue_1 = CapturedPawn { color: Color::Blue, pawn: Pawn::new(1).unwrap() };
/// assert_eq!(effects.captured().collect::<Vec<_>>(), [blue_1]);
/// assert_eq!((after.score(Color::Red), after.score(Color::Blue)), (1, 4));
///
/// // Positions that the rules cannot reach are refused.
/// let shared = Setup::new(&[Color::Red, Color::Blue])
///     .at(Color::Red, 1, "O4")
///     .at(Color::Blue, 1, "O4")
///     .position();
/// assert_eq!(
///     shared.unwrap_err().to_string(),
///     "impossible setup: O4 holds pawns of two colors"
/// );
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Setup {
    players: Vec<Color>,
    variant: Variant,
    to_move: Option<Color>,
    dice: Option<[u8; 2]>,
    used: [bool; 2],
    pawns: [[Location; 4]; 6],
    center: Vec<(Color, Pawn)>,
    scores: [Option<i16>; 6],
    left: Vec<Color>,
    turns_played: u32,
}

/// Why a hand-placed position is impossible.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("impossible setup: {0}")]
pub struct SetupError(pub String);

impl Setup {
    /// All pawns of `players` on their lanes; the first player listed moves.
    pub fn new(players: &[Color]) -> Setup {
        let mut pawns = [[Location::Removed; 4]; 6];
        for c in players {
            pawns[c.index()] = [Location::Lane; 4];
        }
        Setup {
            players: players.to_vec(),
            variant: Variant::default(),
            to_move: players.first().copied(),
            dice: None,
            used: [false; 2],
            pawns,
            center: Vec::new(),
            scores: [None; 6],
            left: Vec::new(),
            turns_played: 0,
        }
    }

    /// Sets the rules variant.
    pub fn variant(mut self, variant: Variant) -> Setup {
        self.variant = variant;
        self
    }

    /// Whose turn it is.
    pub fn to_move(mut self, color: Color) -> Setup {
        self.to_move = Some(color);
        self
    }

    /// The dice rolled this turn (the position then waits for a move).
    pub fn dice(mut self, dice: [u8; 2]) -> Setup {
        self.dice = Some(dice);
        self
    }

    /// Marks the first die as already used this turn.
    pub fn first_die_used(mut self) -> Setup {
        self.used[0] = true;
        self
    }

    /// Puts a pawn on a space in notation: `L` (its lane slot), `O4`, `M6`, `I2`, `C`
    /// (the next center place), `x` (captured) or `-` (removed).
    ///
    /// # Panics
    /// On a pawn number or space that does not exist (a typo in a test).
    pub fn at(mut self, color: Color, pawn: u8, space: &str) -> Setup {
        let pawn = Pawn::new(pawn).expect("pawn number 1..4");
        let location = match space {
            "L" => Location::Lane,
            "x" => Location::Captured,
            "-" => Location::Removed,
            "C" => {
                self.center.push((color, pawn));
                Location::Center(self.center.len() as u8)
            }
            _ => match space.parse::<Space>().expect("a space in notation") {
                Space::Ring(r) => Location::Ring(r),
                Space::Lane(slot) if slot.get() == pawn.get() => Location::Lane,
                other => panic!("pawn {} cannot stand on {other}", pawn.get()),
            },
        };
        self.pawns[color.index()][pawn.get() as usize - 1] = location;
        self
    }

    /// Overrides a score (by default: the points of the player's center pawns).
    pub fn score(mut self, color: Color, score: i16) -> Setup {
        self.scores[color.index()] = Some(score);
        self
    }

    /// Marks a player as having left (in the order of the calls).
    pub fn left(mut self, color: Color) -> Setup {
        self.left.push(color);
        self
    }

    /// Sets how many turns have been played.
    pub fn turns_played(mut self, turns: u32) -> Setup {
        self.turns_played = turns;
        self
    }

    /// Checks the setup and builds the position.
    pub fn position(self) -> Result<Position, SetupError> {
        let err = |m: String| Err(SetupError(m));
        let players: Vec<Player> = self
            .players
            .iter()
            .map(|&c| Player::human(c, c.name()))
            .collect();
        seat_players(players).map_err(|e| SetupError(e.to_string()))?;
        let Some(to_move) = self.to_move.filter(|c| self.players.contains(c)) else {
            return err("the player to move is not seated".into());
        };
        if self.center.len() > CENTER_PLACES as usize {
            return err("the center has only five places".into());
        }
        let mut sorted = self.players.clone();
        sorted.sort();
        let mut position = Position::start(&sorted, self.variant, to_move);
        position.pawns = self.pawns;
        for color in Color::ALL.into_iter().filter(|c| !self.players.contains(c)) {
            position.pawns[color.index()] = [Location::Removed; 4];
        }
        for color in position.players().collect::<Vec<_>>() {
            for pawn in Pawn::ALL {
                if let Location::Ring(space) = position.location(color, pawn) {
                    match position.occupant(space) {
                        Some((owner, _)) if owner != color => {
                            return err(format!("{space} holds pawns of two colors"));
                        }
                        Some((_, there)) if there.len() == 2 => {
                            return err(format!("{space} holds more than two pawns"));
                        }
                        Some((_, there)) => {
                            position.cells[space.cell()] =
                                (color.index() as u8) << 4 | there.with(pawn).bits()
                        }
                        None => {
                            position.cells[space.cell()] = (color.index() as u8) << 4
                                | super::board::Pawns::single(pawn).bits()
                        }
                    }
                }
            }
        }
        for (i, &(color, pawn)) in self.center.iter().enumerate() {
            position.center[i] = Some((color, pawn));
            position.scores[color.index()] += center_points(i as u8 + 1);
        }
        position.center_len = self.center.len() as u8;
        for (i, score) in self.scores.iter().enumerate() {
            if let Some(s) = score {
                position.scores[i] = *s;
            }
        }
        for (n, &color) in self.left.iter().enumerate() {
            position.left[color.index()] = n as u8 + 1;
        }
        position.leaves = self.left.len() as u8;
        position.turns_played = self.turns_played;
        if let Some(dice) = self.dice {
            if dice.iter().any(|d| !(1..=6).contains(d)) {
                return err("dice must be 1..6".into());
            }
            position.dice = dice;
            position.used = self.used;
            position.phase = Phase::Move;
        }
        Ok(position)
    }

    /// A game around the set-up position, for drawing and tests. Its record has no
    /// opening or turns, so it cannot be replayed from a record.
    pub fn into_game(self, players: Vec<Player>, dice: Dice) -> Result<Game, SetupError> {
        let position = self.position()?;
        let players = seat_players(players).map_err(|e| SetupError(e.to_string()))?;
        if !players.iter().map(|p| p.color).eq(position.players()) {
            return Err(SetupError("the players do not match the setup".into()));
        }
        let mut game = Game {
            position,
            players,
            dice,
            version: 0,
            opening: Vec::new(),
            turns: Default::default(),
            current_turn: None,
            result: None,
            settled_json: Default::default(),
        };
        if position.phase() == Phase::Move {
            // The set-up dice open a turn, so that moves have somewhere to be recorded.
            game.turns_mut().push(Entry::Turn(TurnRecord {
                color: position.to_move(),
                dice: position.dice(),
                moves: Vec::new(),
            }));
            game.current_turn = Some(0);
        }
        game.settle();
        Ok(game)
    }
}
