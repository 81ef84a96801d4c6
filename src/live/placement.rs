//! Where a new table plays ([`crate::table::plays_in_thread`]), read from
//! the store, and the practice game after the lessons.

use std::sync::Arc;

use super::screen::Screen;
use super::{Error, Result, Tables};
use crate::game::Color;
use crate::table::{
    ChannelHolder, ChannelId, GameRefusal, GuildId, GuildSettings, Level, LobbyOptions,
    NO_TURN_LIMIT, NewLobby, PlacementRefusal, Seat, TableAsk, UserId, plays_in_thread,
};

/// Where a new table plays, with what it was decided from.
#[derive(Clone, Debug)]
pub struct Placement {
    /// The server's settings (a new lobby's default turn time-out).
    pub settings: GuildSettings,
    /// What held the channel when asked.
    pub holder: Option<ChannelHolder>,
    /// Whether it plays in a thread of its own.
    pub thread: bool,
}

impl<S: Screen> Tables<S> {
    /// Where a new table of `guild` asked for as `ask` plays, or why it may
    /// not open there (checked again with the insert: see
    /// [`Self::open_lobby`]).
    pub async fn placement(
        &self,
        guild: GuildId,
        ask: &TableAsk,
    ) -> Result<Result<Placement, PlacementRefusal>> {
        let settings = self.store.settings(guild).await?;
        let holder = self.store.channel_holder(ask.channel).await?;
        Ok(
            plays_in_thread(&settings, holder.as_ref(), ask).map(|thread| Placement {
                settings,
                holder,
                thread,
            }),
        )
    }

    /// Refuses `user` a second practice game on `guild` while one is open,
    /// with a link to it: each is a public thread that counts toward no cap,
    /// and Discord allows a server 1 000 active threads. Read from the store,
    /// so a restart forgets nothing (the cooldown, in memory, keeps two
    /// clicks at once from both passing).
    pub async fn one_practice(&self, guild: GuildId, user: UserId) -> Result<()> {
        match self.store.open_practice(guild, user).await? {
            None => Ok(()),
            Some((_, place)) => Err(Error::refused(GameRefusal::PracticeRunning(place))),
        }
    }

    /// The practice game after the last lesson, as a lobby to start at
    /// once: `user` (red) against the easy computer player, two seats, no
    /// turn limit, in a thread of its own when `thread`.
    pub fn practice_lobby(
        self: &Arc<Self>,
        guild: GuildId,
        channel: ChannelId,
        user: UserId,
        name: &str,
        thread: bool,
    ) -> NewLobby {
        let options = LobbyOptions {
            thread,
            turn_timeout: NO_TURN_LIMIT,
            max_seats: 2,
            ..LobbyOptions::default()
        };
        NewLobby {
            guild,
            channel,
            host: user,
            seats: vec![
                Seat::human(Color::Red, user, name),
                Seat::ai(crate::learn::OPPONENT, Level::Easy),
            ],
            options,
            expires_at: self.lobby_expiry(),
        }
    }
}
