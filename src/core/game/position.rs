//! [`Position`]: everything the rules need to know, as a small `Copy` value.
//!
//! A position holds no names, no RNG and no history: dice come in from outside
//! through [`Position::roll`], which keeps it cheap to copy for computer players
//! searching thousands of futures. [`crate::game::Game`] wraps it with the dice
//! generator, the record and a version counter.

use serde::{Deserialize, Serialize};

use super::board::{
    CENTER_PLACES, Color, Pawn, Pawns, RING_SPACES, RingSpace, Space, center_points,
};
use super::end_reason::EndReason;
use super::moves::{CapturedPawn, Move, MoveEffects, PlayError};

/// Turns per starting player after which the game ends (house rule).
pub const ROUNDS_LIMIT: u32 = 300;

/// Where a pawn is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// On its start lane, on the slot numbered like the pawn.
    Lane,
    /// On a ring space.
    Ring(RingSpace),
    /// In the center, at this place (1..=5, arrival order).
    Center(u8),
    /// Captured by an opponent: out of the game for good.
    Captured,
    /// Taken off the board when its player left the game (or never seated).
    Removed,
}

impl Location {
    /// Whether the pawn can still move (in a lane or on a ring).
    pub fn is_active(self) -> bool {
        matches!(self, Location::Lane | Location::Ring(_))
    }
}

/// Options chosen in the lobby that change the rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Variant {
    /// False when the variant "no stacks over bridges" is on.
    pub stacks_cross_bridges: bool,
}

impl Default for Variant {
    fn default() -> Self {
        Variant {
            stacks_cross_bridges: true,
        }
    }
}

/// What the game is waiting for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The player to move has not rolled yet.
    Roll,
    /// The player to move has dice left with at least one legal move.
    Move,
    /// The game has ended.
    Over(EndReason),
}

/// How a player left the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LeaveKind {
    /// The player chose to leave.
    Resign,
    /// The player was taken out (e.g. after repeated time-outs).
    Removed,
}

/// What a roll did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RollEffects {
    /// Both dice were lost: no legal move with either, so the turn ended.
    pub lost: bool,
    /// Set when the game ended as a result (round limit after a lost turn).
    pub game_over: Option<EndReason>,
}

/// The state of a game of Hypnosia, without history.
///
/// A [`Game`](crate::game::Game) holds one; [`Setup`](crate::game::Setup) places
/// one by hand. [`Position::legal_moves`] shows rolling and move generation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) seated: [bool; 6],
    /// 0 while in the game, else the order in which the player left (1 = first).
    pub(crate) left: [u8; 6],
    pub(crate) leaves: u8,
    pub(crate) start_players: u8,
    pub(crate) pawns: [[Location; 4]; 6],
    /// Per ring space: 0 when empty, else `color << 4 | pawn bits`.
    pub(crate) cells: [u8; RING_SPACES],
    pub(crate) center: [Option<(Color, Pawn)>; CENTER_PLACES as usize],
    pub(crate) center_len: u8,
    pub(crate) scores: [i16; 6],
    pub(crate) captures: [u8; 6],
    pub(crate) losses: [u8; 6],
    pub(crate) to_move: Color,
    pub(crate) dice: [u8; 2],
    pub(crate) used: [bool; 2],
    pub(crate) phase: Phase,
    pub(crate) turns_played: u32,
}

impl Position {
    /// A new game: every seated player's pawns on their lanes, `first` to roll.
    pub(crate) fn start(players: &[Color], variant: Variant, first: Color) -> Position {
        let mut seated = [false; 6];
        let mut pawns = [[Location::Removed; 4]; 6];
        for &c in players {
            seated[c.index()] = true;
            pawns[c.index()] = [Location::Lane; 4];
        }
        Position {
            variant,
            seated,
            left: [0; 6],
            leaves: 0,
            start_players: players.len() as u8,
            pawns,
            cells: [0; RING_SPACES],
            center: [None; CENTER_PLACES as usize],
            center_len: 0,
            scores: [0; 6],
            captures: [0; 6],
            losses: [0; 6],
            to_move: first,
            dice: [0; 2],
            used: [false; 2],
            phase: Phase::Roll,
            turns_played: 0,
        }
    }

    // ---- reading the position ----

    /// The rules variant in force.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// The player whose turn it is (the last one to move, once the game is over).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The seated colors in sector order.
    pub fn players(&self) -> impl Iterator<Item = Color> + '_ {
        Color::ALL.into_iter().filter(|c| self.seated[c.index()])
    }

    /// Whether `color` has a seat in this game.
    pub fn is_seated(&self, color: Color) -> bool {
        self.seated[color.index()]
    }

    /// Whether `color` is seated and has not left.
    pub fn in_game(&self, color: Color) -> bool {
        self.is_seated(color) && self.left[color.index()] == 0
    }

    /// The order in which `color` left (1 = first to leave), or `None`.
    pub fn left_order(&self, color: Color) -> Option<u8> {
        Some(self.left[color.index()]).filter(|&n| n > 0)
    }

    /// Number of players at the start of the game.
    pub fn start_players(&self) -> u8 {
        self.start_players
    }

    /// Turns played so far (lost turns included, skipped players not).
    pub fn turns_played(&self) -> u32 {
        self.turns_played
    }

    /// The turn count at which the game ends by the round limit.
    pub fn turn_limit(&self) -> u32 {
        ROUNDS_LIMIT * u32::from(self.start_players)
    }

    /// The dice as rolled this turn (meaningful in [`Phase::Move`]).
    pub fn dice(&self) -> [u8; 2] {
        self.dice
    }

    /// The dice still to be used this turn.
    pub fn unused_dice(&self) -> impl Iterator<Item = u8> + '_ {
        (0..2)
            .filter(move |&i| self.phase == Phase::Move && !self.used[i])
            .map(move |i| self.dice[i])
    }

    /// Where pawn `pawn` of `color` is.
    pub fn location(&self, color: Color, pawn: Pawn) -> Location {
        self.pawns[color.index()][pawn.get() as usize - 1]
    }

    /// Who stands on a ring space, if anyone.
    pub fn occupant(&self, space: RingSpace) -> Option<(Color, Pawns)> {
        let cell = self.cells[space.cell()];
        (cell != 0).then(|| {
            (
                Color::ALL[(cell >> 4) as usize],
                Pawns::from_bits(cell & 0xF),
            )
        })
    }

    /// The center's pawns by place (index 0 = place 1).
    pub fn center(&self) -> &[Option<(Color, Pawn)>; CENTER_PLACES as usize] {
        &self.center
    }

    /// How many center places are taken.
    pub fn center_taken(&self) -> u8 {
        self.center_len
    }

    /// How many of `color`'s pawns have reached the center.
    pub fn center_pawns(&self, color: Color) -> usize {
        self.center
            .iter()
            .flatten()
            .filter(|(c, _)| *c == color)
            .count()
    }

    /// A player's score.
    pub fn score(&self, color: Color) -> i16 {
        self.scores[color.index()]
    }

    /// Opponent pawns `color` has captured.
    pub fn captures(&self, color: Color) -> u8 {
        self.captures[color.index()]
    }

    /// Pawns of `color` captured by opponents.
    pub fn losses(&self, color: Color) -> u8 {
        self.losses[color.index()]
    }

    /// Whether `color` has a pawn left in its lane or on a ring.
    pub fn has_active_pawns(&self, color: Color) -> bool {
        self.pawns[color.index()].iter().any(|l| l.is_active())
    }

    // ---- changing the position ----

    /// Rolls for the player to move. If neither die has a legal move both are
    /// lost and the turn passes.
    pub fn roll(&mut self, dice: [u8; 2]) -> Result<RollEffects, PlayError> {
        match self.phase {
            Phase::Over(_) => return Err(PlayError::GameOver),
            Phase::Move => return Err(PlayError::AlreadyRolled),
            Phase::Roll => {}
        }
        if let Some(&bad) = dice.iter().find(|d| !(1..=6).contains(*d)) {
            return Err(PlayError::BadDie(bad));
        }
        self.dice = dice;
        self.used = [false; 2];
        self.phase = Phase::Move;
        let lost = !self.has_legal_move();
        if lost {
            self.end_turn();
        }
        Ok(RollEffects {
            lost,
            game_over: self.end_reason(),
        })
    }

    /// Plays a move of the player to move. An illegal move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<MoveEffects, PlayError> {
        match self.phase {
            Phase::Over(_) => return Err(PlayError::GameOver),
            Phase::Roll => return Err(PlayError::NotRolled),
            Phase::Move => {}
        }
        let die_index = self
            .free_die(mv.die)
            .ok_or(PlayError::DieNotAvailable(mv.die))?;
        if !self.is_legal(&mv) {
            return Err(PlayError::Illegal(mv.to_string(), self.why_illegal(&mv)));
        }
        let mut effects = self.apply(mv);
        self.used[die_index] = true;
        if let Some(reason) = self.finished() {
            self.phase = Phase::Over(reason);
        } else if !self.has_legal_move() {
            for (slot, die) in effects.lost_dice.iter_mut().zip(self.unused_dice()) {
                *slot = Some(die);
            }
            self.end_turn();
        }
        effects.turn_ended = self.phase != Phase::Move;
        effects.game_over = self.end_reason();
        Ok(effects)
    }

    fn apply(&mut self, mv: Move) -> MoveEffects {
        let color = self.to_move;
        let mut effects = MoveEffects::default();
        if let Space::Ring(from) = mv.from {
            let cell = &mut self.cells[from.cell()];
            *cell &= !mv.pawns.bits();
            if *cell & 0xF == 0 {
                *cell = 0;
            }
        }
        match mv.to {
            Space::Center => {
                for (slot, pawn) in effects.center.iter_mut().zip(mv.pawns.iter()) {
                    self.center[self.center_len as usize] = Some((color, pawn));
                    self.center_len += 1;
                    *slot = Some(self.center_len);
                    self.scores[color.index()] += center_points(self.center_len);
                    self.set_location(color, pawn, Location::Center(self.center_len));
                }
            }
            Space::Ring(to) => {
                let mut stay = Pawns::EMPTY;
                if let Some((owner, there)) = self.occupant(to) {
                    if owner == color {
                        stay = there;
                    } else {
                        for (slot, pawn) in effects.captured.iter_mut().zip(there.iter()) {
                            *slot = Some(CapturedPawn { color: owner, pawn });
                            self.set_location(owner, pawn, Location::Captured);
                            self.scores[owner.index()] -= 1;
                            self.losses[owner.index()] += 1;
                            self.scores[color.index()] += 1;
                            self.captures[color.index()] += 1;
                        }
                    }
                }
                self.cells[to.cell()] =
                    (color.index() as u8) << 4 | (stay.bits() | mv.pawns.bits());
                for pawn in mv.pawns.iter() {
                    self.set_location(color, pawn, Location::Ring(to));
                }
            }
            Space::Lane(_) => unreachable!("legal moves never end in a lane"),
        }
        effects
    }

    fn set_location(&mut self, color: Color, pawn: Pawn, at: Location) {
        self.pawns[color.index()][pawn.get() as usize - 1] = at;
    }

    /// Takes a player out of the game at once (RULES.md §6 "Leaving").
    pub fn leave(&mut self, color: Color, _kind: LeaveKind) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.is_seated(color) {
            return Err(PlayError::NotSeated(color));
        }
        if !self.in_game(color) {
            return Err(PlayError::AlreadyLeft(color));
        }
        self.leaves += 1;
        self.left[color.index()] = self.leaves;
        for pawn in Pawn::ALL {
            match self.location(color, pawn) {
                Location::Lane => self.set_location(color, pawn, Location::Removed),
                Location::Ring(space) => {
                    self.cells[space.cell()] = 0;
                    self.set_location(color, pawn, Location::Removed);
                }
                _ => {}
            }
        }
        if let Some(reason) = self.finished() {
            self.phase = Phase::Over(reason);
        } else if color == self.to_move {
            match self.phase {
                Phase::Move => self.end_turn(),
                _ => self.pass_to_next(),
            }
        }
        Ok(())
    }

    /// Ends the game as cancelled (no further moves).
    pub(crate) fn cancel(&mut self) {
        self.phase = Phase::Over(EndReason::Cancelled);
    }

    fn end_turn(&mut self) {
        self.turns_played += 1;
        if self.turns_played >= self.turn_limit() {
            self.phase = Phase::Over(EndReason::RoundLimit);
        } else {
            self.pass_to_next();
        }
    }

    fn pass_to_next(&mut self) {
        self.phase = Phase::Roll;
        match self.next_player(self.to_move) {
            Some(next) => self.to_move = next,
            None => self.phase = Phase::Over(EndReason::BoardEmpty),
        }
    }

    /// The next player clockwise (next lower sector) who still has a turn to play.
    pub fn next_player(&self, after: Color) -> Option<Color> {
        (1..=6)
            .map(|step| Color::ALL[(after.index() + 6 - step) % 6])
            .find(|&c| self.in_game(c) && self.has_active_pawns(c))
    }

    /// The first end condition of RULES.md §6 that holds now, if any (turn limit aside).
    fn finished(&self) -> Option<EndReason> {
        if self.center_len == CENTER_PLACES {
            Some(EndReason::CenterFull)
        } else if self.players().filter(|&c| self.in_game(c)).count() < 2 {
            Some(EndReason::PlayersLeft)
        } else if !self.players().any(|c| self.has_active_pawns(c)) {
            Some(EndReason::BoardEmpty)
        } else {
            None
        }
    }

    /// Why the game ended, if it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        match self.phase {
            Phase::Over(reason) => Some(reason),
            _ => None,
        }
    }
}
