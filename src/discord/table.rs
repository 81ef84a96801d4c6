//! A running game as the bot keeps it: the [`Game`] plus who sits at each color,
//! where its live message is, the turn deadline and the time-out counts.
//!
//! This is the unit the store saves and the per-game lock guards.

use std::time::Duration;

use crate::discord::components::GameId;
use crate::discord::lobby::{LobbyOptions, Occupant, Seat, UserId};
use crate::game::{Color, Game, LeaveKind, PlayerKind};

/// Consecutive time-outs after which a player is removed from the game.
pub const MAX_TIMEOUTS: u8 = 3;

/// A running (or just finished) game with its Discord bindings.
#[derive(Clone, Debug)]
pub struct Table {
    pub id: GameId,
    pub guild: u64,
    /// The channel (or thread) the game is played in.
    pub channel: u64,
    pub seats: Vec<Seat>,
    pub game: Game,
    pub options: LobbyOptions,
    /// The message that shows the current turn, once posted.
    pub message: Option<u64>,
    /// The first record entry that the live message covers (its summary starts there).
    pub message_from: usize,
    /// Unix seconds when the current human turn times out.
    pub deadline: Option<i64>,
    /// Consecutive time-outs per color (index = sector).
    pub timeouts: [u8; 6],
}

impl Table {
    /// A table for a game that was just set up from a lobby.
    pub fn new(
        guild: u64,
        channel: u64,
        seats: Vec<Seat>,
        game: Game,
        options: LobbyOptions,
    ) -> Table {
        Table {
            id: 0,
            guild,
            channel,
            seats,
            game,
            options,
            message: None,
            message_from: 0,
            deadline: None,
            timeouts: [0; 6],
        }
    }

    /// Who sits at `color`.
    pub fn occupant(&self, color: Color) -> Option<&Occupant> {
        self.seats
            .iter()
            .find(|s| s.color == color)
            .map(|s| &s.occupant)
    }

    /// The color `user` plays, if any.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        self.seats
            .iter()
            .find(|s| s.occupant.user() == Some(user))
            .map(|s| s.color)
    }

    /// The human to move, if the player to move is a human.
    pub fn human_to_move(&self) -> Option<(Color, UserId)> {
        let color = self.game.to_move()?;
        let user = self.occupant(color)?.user()?;
        Some((color, user))
    }

    /// Whether the player to move is a computer player.
    pub fn ai_to_move(&self) -> bool {
        self.game
            .to_move()
            .and_then(|c| self.game.player(c))
            .is_some_and(|p| p.kind == PlayerKind::Ai)
    }

    /// How the player at `color` is shown: a mention for humans, the name for AIs.
    pub fn mention(&self, color: Color) -> String {
        match self.occupant(color) {
            Some(Occupant::Human { user, .. }) => format!("<@{user}>"),
            Some(ai) => ai.name(),
            None => color.name().to_owned(),
        }
    }

    /// The turn time-out.
    pub fn turn_timeout(&self) -> Duration {
        self.options.turn_timeout
    }
}

/// What the bot must do about a time-out of the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeoutAction {
    /// The medium computer player plays this turn for the absent player.
    PlayFor(Color),
    /// The player timed out too often in a row and is removed.
    Remove(Color),
}

/// Counts a time-out of the player to move and says what follows
/// (the third one in a row removes them).
pub fn on_timeout(table: &mut Table) -> Option<TimeoutAction> {
    let color = table.game.to_move()?;
    let count = &mut table.timeouts[color.index()];
    *count = count.saturating_add(1);
    Some(if *count >= MAX_TIMEOUTS {
        TimeoutAction::Remove(color)
    } else {
        TimeoutAction::PlayFor(color)
    })
}

/// A player moved by themselves: their run of time-outs is over.
pub fn on_own_move(table: &mut Table, color: Color) {
    table.timeouts[color.index()] = 0;
}

/// Why `/hypnosia resign` was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ResignRefusal {
    #[error("You are not playing in this game.")]
    NotPlaying,
    #[error("You have already left this game.")]
    AlreadyLeft,
    #[error("This game is over.")]
    Over,
}

/// A player resigns (RULES.md §6: their pawns leave the board at once).
pub fn resign(table: &mut Table, user: UserId) -> Result<Color, ResignRefusal> {
    let color = table.color_of(user).ok_or(ResignRefusal::NotPlaying)?;
    if table.game.is_over() {
        return Err(ResignRefusal::Over);
    }
    if !table.game.position().in_game(color) {
        return Err(ResignRefusal::AlreadyLeft);
    }
    table
        .game
        .leave(color, LeaveKind::Resign)
        .map_err(|_| ResignRefusal::AlreadyLeft)?;
    Ok(color)
}
