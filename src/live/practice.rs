//! Practice: the game after the last lesson, started at once (no lobby to
//! click, no Start), and the hard computer player's move for its person,
//! searched once per position (a hint asked again for the same game and
//! version is the one worked out before).

use std::collections::HashMap;
use std::sync::Arc;

use tracing::warn;

use super::kernel::events::{Event, Subscriber};
use super::port::Screen;
use crate::ai::{Level, choose_move};
use crate::game::{Color, Move};
use crate::heavy::fair::Ask;
use crate::i18n::Text;
use crate::live::error::{Error, Result};
use crate::live::kernel::{Kernel, held};
use crate::live::lobbies::{Lobbies, Started};
use crate::table::{
    ChannelId, Community, GameId, GameRefusal, GuildId, HintRefusal, Lobby, LobbyAskRefusal,
    LobbyOptions, NO_TURN_LIMIT, NewLobby, Place, PlacementRefusal, Seat, Table, TableAsk, UserId,
};
use crate::words::refusals::Refusal;

/// The practice service: its start, and its hints.
pub struct Practice<S: Screen> {
    kernel: Arc<Kernel<S>>,
    lobbies: Arc<Lobbies<S>>,
    /// Per practice game, the last hint worked out and the version it is for.
    hints: std::sync::Mutex<HashMap<GameId, (u64, Move)>>,
}

/// A member's click on "Practice game", as the screen knows it.
#[derive(Clone, Debug)]
pub struct PracticeAsk {
    pub guild: GuildId,
    pub user: UserId,
    /// Their name as the game shows it (plain text).
    pub name: String,
    /// Where they clicked (the table plays there, or in a thread under it).
    pub table: TableAsk,
}

/// A practice game opened, to be played once its thread is open (when it
/// needs one): [`Practice::play`].
#[derive(Debug)]
pub struct PracticeStart {
    /// The screen opens a thread of its own for the game first.
    pub needs_thread: bool,
    lobby: Lobby,
    /// Nothing held the channel: without its thread, the game plays there.
    may_play_here: bool,
}

impl<S: Screen> Practice<S> {
    /// The practice service, forgetting a game's hint once the game ends.
    pub(super) fn new(kernel: Arc<Kernel<S>>, lobbies: Arc<Lobbies<S>>) -> Arc<Self> {
        let events = Arc::clone(&kernel);
        let practice = Arc::new(Practice {
            kernel,
            lobbies,
            hints: Default::default(),
        });
        events.events().subscribe(&practice);
        practice
    }

    /// "Practice game" after the last lesson: where the asker's game plays
    /// (refused where `/hypnosia new` would be), refused while their last
    /// one is open and within their cooldown; else the game opened (as a
    /// lobby, to start at once), and whether it needs a thread.
    pub async fn start(
        &self,
        ask: &PracticeAsk,
    ) -> Result<Result<PracticeStart, PlacementRefusal>> {
        let (guild, user) = (ask.guild, ask.user);
        let placement = match self.lobbies.placement(guild, &ask.table).await? {
            Ok(placement) => placement,
            Err(refused) => return Ok(Err(refused)),
        };
        self.one_practice(guild.into(), user).await?;
        self.kernel
            .cool_down(user, crate::table::Cooldown::Practice)?;
        let place = Place::in_server(guild, ask.table.channel);
        let new = self.lobby(place, user, &ask.name, placement.thread);
        let lobby = self.lobbies.open(&new).await?;
        Ok(Ok(PracticeStart {
            needs_thread: lobby.options.thread,
            lobby,
            may_play_here: placement.holder.is_none(),
        }))
    }

    /// Plays the game `start` opened, in `thread`: the thread opened for it
    /// (`None`: none needed, or Discord has no thread there), or why it could
    /// not be opened, in which case it plays in the channel if nothing held
    /// it, else it closes. Where it plays, or why it did not start (closed).
    pub async fn play(
        &self,
        start: PracticeStart,
        thread: Result<Option<ChannelId>, Text>,
    ) -> Result<ChannelId> {
        let PracticeStart {
            lobby,
            may_play_here,
            ..
        } = start;
        let (id, host, channel) = (lobby.id, lobby.host, lobby.place.venue.channel());
        let thread = match thread {
            Ok(thread) => thread,
            Err(why) if may_play_here => {
                // Played right here instead: the channel is free.
                warn!(lobby = %id, why = ?why, "no thread for a practice game");
                None
            }
            Err(why) => {
                self.lobbies.not_posted(id).await;
                return Err(Error::refused(Refusal::ThreadFailed(why)));
            }
        };
        match self.lobbies.start(lobby, host, thread).await {
            Ok(Started::Game(_)) => Ok(thread.unwrap_or(channel)),
            Ok(Started::StaysOpen(_, why)) => {
                self.lobbies.not_posted(id).await;
                Err(Error::refused(why))
            }
            Ok(Started::Gone) => Err(Error::refused(LobbyAskRefusal::Closed)),
            Err(e) => {
                self.lobbies.not_posted(id).await;
                Err(e)
            }
        }
    }

    /// Refuses `user` a second practice game on `guild` while one is open,
    /// with a link to it: each is a public thread that counts toward no cap,
    /// and Discord allows a server 1 000 active threads. Read from the store,
    /// so a restart forgets nothing (the cooldown, in memory, keeps two
    /// clicks at once from both passing).
    async fn one_practice(&self, community: Community, user: UserId) -> Result<()> {
        match self.kernel.store().open_practice(community, user).await? {
            None => Ok(()),
            Some((_, place)) => Err(Error::refused(GameRefusal::PracticeRunning(place))),
        }
    }

    /// The practice game after the last lesson, as a lobby to start at
    /// once: `user` (red) against the easy computer player, two seats, no
    /// turn limit, in a thread of its own when `thread`.
    pub fn lobby(&self, place: Place, user: UserId, name: &str, thread: bool) -> NewLobby {
        let options = LobbyOptions {
            thread,
            turn_timeout: NO_TURN_LIMIT,
            max_seats: 2,
            ..LobbyOptions::default()
        };
        NewLobby {
            place,
            host: user,
            seats: vec![
                Seat::human(Color::Red, user, name),
                Seat::ai(crate::learn::OPPONENT, Level::Easy),
            ],
            options,
            expires_at: self.lobbies.expiry(),
            kept_for: None,
        }
    }

    /// What the hard player would play for `user` in `game` at `version`,
    /// worked out on the computer players' budget (off the async threads).
    /// Only the one person of a game with computer players, on their turn, at
    /// the current version; the game is marked as hinted before the answer.
    /// A game of another community than `community` is unknown here. Charged to
    /// `user`'s allowance first: a search, or only its board when worked
    /// out already ([`Ask::Hint`]).
    pub async fn hint(
        &self,
        game: GameId,
        community: impl Into<Community>,
        user: UserId,
        version: u64,
    ) -> Result<(Table, Move)> {
        let community = community.into();
        let worked_out = self.known_hint(game, version).is_some();
        self.kernel.fair_share(user, Ask::Hint { worked_out })?;
        let table = self.kernel.load_in(community, game).await?;
        if table.game.is_over() || table.game.version() != version {
            return Err(Error::refused(HintRefusal::Old));
        }
        if !table.offers_hint() || table.human_to_move().map(|(_, u)| u) != Some(user) {
            return Err(Error::refused(HintRefusal::NotYours));
        }
        if let Some(mv) = self.known_hint(game, version) {
            return Ok((table, mv));
        }
        let position = *table.game.position();
        let seed = (table.id.0 as u64) ^ version.rotate_left(29);
        let mv = self
            .kernel
            .think(community, move || choose_move(Level::Hard, &position, seed))
            .await?
            .ok_or_else(|| Error::refused(HintRefusal::Old))?;
        self.kernel.store().mark_hinted(game).await?;
        held(&self.hints).insert(game, (version, mv));
        Ok((table, mv))
    }

    /// The hint already worked out for `game` at `version`, if any.
    fn known_hint(&self, game: GameId, version: u64) -> Option<Move> {
        held(&self.hints)
            .get(&game)
            .filter(|(v, _)| *v == version)
            .map(|&(_, mv)| mv)
    }

    /// For a game that is over: its last hint is of no use any more.
    fn forget_hint(&self, game: GameId) {
        held(&self.hints).remove(&game);
    }
}

impl<S: Screen> Subscriber for Practice<S> {
    fn on(self: Arc<Self>, event: &Event<'_>) {
        if let Event::GameOver(game) = event {
            self.forget_hint(*game);
        }
    }
}
