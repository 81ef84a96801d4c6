//! Lobbies: opening one, clicks on its buttons, its idle expiry, starting its
//! game, and the rematch that opens a new one. The screen posts and answers;
//! here the lobby is read, changed and saved under its lock.

pub(in crate::live) mod placement;

use std::collections::HashSet;
use std::sync::Arc;

use tracing::{info, warn};

use crate::game::{Color, Dice, Game};
use crate::live::error::{Error, Result};
use crate::live::kernel::sweep_steps::{Phase, stepping};
use crate::live::kernel::timers;
use crate::live::kernel::{Kernel, Key, held};
use crate::live::port::{Cause, Notice, Screen};
use crate::store::StoreError;
use crate::table::{
    AfterLeave, ChannelId, Community, GameId, Level, Lobby, LobbyAskRefusal, LobbyClosedBy,
    LobbyEnd, LobbyRefusal, NewLobby, NewTable, OnScreen, OpenRefusal, Place, PlacementRefusal,
    Table, TableAsk, TurnClock, UnixTime, UserId, plays_in_thread, unix_now,
};

/// How many times a lobby click is applied when other writers keep changing
/// the lobby first (each attempt reads it afresh).
const LOBBY_ATTEMPTS: usize = 3;

/// What a lobby button or menu does, read by the screen from the click.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LobbyAction {
    Join,
    Leave,
    /// The host adds a computer player of this level.
    AddComputer(Level),
    /// The host removes the computer player added last.
    RemoveComputer,
    Start,
    Cancel,
    /// The one a challenge named declines it: the table closes.
    Decline,
    /// The clicker takes this color.
    Color(Color),
    /// A menu clicked without a value it offers (a forged click): refused
    /// once the lobby is found, as a lobby closed or of another server is.
    Unpicked(LobbyMenu),
}

/// The lobby's select menus.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LobbyMenu {
    /// The color picker.
    Color,
    /// The host's "Add computer" menu.
    Computer,
}

/// Why the bot may not open a thread where a lobby is: the permissions it
/// lacks there, as the screen found them (named in
/// [`crate::table::permission_names`]'s words).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NoThread {
    pub missing: Vec<&'static str>,
}

impl NoThread {
    /// The refusal of a Start (or a practice game) that needs a thread here.
    pub fn why(&self) -> LobbyAskRefusal {
        LobbyAskRefusal::CannotOpenThread(self.missing.clone())
    }
}

/// A click on a lobby's button or color picker.
#[derive(Clone, Debug)]
pub struct LobbyClick {
    pub lobby: GameId,
    /// The community the click comes from: another community's lobby is refused.
    pub community: Community,
    pub user: UserId,
    /// The name the clicker goes by in the server.
    pub name: String,
    pub action: LobbyAction,
    /// Why the bot may not open a thread where the lobby is, if it may not
    /// (a Start of a lobby that plays in a thread is refused with it).
    pub no_thread: Option<NoThread>,
    /// Whether the clicker holds Manage Server (who may close any lobby).
    pub manages_server: bool,
}

/// What a lobby click did, once saved.
#[derive(Clone, Debug)]
pub enum LobbyOutcome {
    /// The lobby is open, as it is now.
    Open(Lobby),
    /// The lobby closed (by whom: its message says so).
    Closed(LobbyClosedBy),
    /// The host started it: its game is to be set up
    /// ([`Lobbies::start`], then [`Lobbies::start_finished`]).
    Start(Lobby),
}

/// A rematch about to open: the new lobby (its asker seated, and the
/// computer players) and the other people of the game, whom it invites.
#[derive(Clone, Debug)]
pub struct Rematch {
    pub lobby: NewLobby,
    pub invited: Vec<UserId>,
    /// The game it is a rematch of, whose line in the channel links to it.
    pub finished: Box<Table>,
}

/// What became of a Start.
#[derive(Clone, Debug)]
pub enum Started {
    /// The game runs, with the lobby's seats.
    Game(Lobby),
    /// The lobby can no longer start as it is now; it stays open.
    StaysOpen(Lobby, LobbyRefusal),
    /// Started or closed by whoever changed it meanwhile.
    Gone,
}

/// The lobbies service: lobbies opened, clicked, expired and started, and
/// where a new table plays, on the kernel's change path.
pub struct Lobbies<S: Screen> {
    kernel: Arc<Kernel<S>>,
    /// Lobbies whose expiry is scheduled.
    timers: timers::Timers<GameId>,
    /// Lobbies whose Start is under way in this process (a second Start waits
    /// for nothing and is refused).
    starting: std::sync::Mutex<HashSet<GameId>>,
}

impl<S: Screen> Lobbies<S> {
    /// The lobbies service, whose sweep step schedules the expiry of
    /// lobbies past it that nothing schedules.
    pub(in crate::live) fn new(kernel: Arc<Kernel<S>>) -> Arc<Self> {
        let lobbies = Arc::new(Lobbies {
            kernel,
            timers: Default::default(),
            starting: Default::default(),
        });
        (lobbies.kernel.sweep_steps()).add(Phase::Tables, "lobbies", &lobbies, |l, _| {
            stepping(async move { l.expire_lobbies().await })
        });
        lobbies
    }

    /// Schedules the expiry of our lobbies past it that nothing schedules.
    async fn expire_lobbies(self: &Arc<Self>) -> Result<usize> {
        let mut scheduled = 0;
        let expired = self.kernel.store().lobbies_expired_by(unix_now()).await?;
        for (id, guild, expires_at) in expired {
            if self.kernel.settings().sharding.owns(guild) && !self.expiry_scheduled(id) {
                self.schedule_expiry(id, expires_at);
                scheduled += 1;
            }
        }
        Ok(scheduled)
    }

    pub(in crate::live) fn kernel(&self) -> &Kernel<S> {
        &self.kernel
    }

    /// When a lobby touched now closes itself unless used again.
    pub fn expiry(&self) -> UnixTime {
        unix_now() + self.kernel.settings().lobby_idle.as_secs() as i64
    }

    /// Opens a lobby (its message is posted by the caller), within the
    /// server's cap on open tables, the member's cap on running games and one
    /// open lobby per host (refused with [`StoreError::Limit`]), where its
    /// channel is free for it (else [`StoreError::ChannelHeld`]; checked with
    /// the insert, so of two opened at once in one channel one opens). Its
    /// idle expiry is set going at once, so that a lobby whose message never
    /// made it to the channel does not hold it. A challenge (a lobby that
    /// keeps a seat for the one it names, whom its post pings) is refused
    /// within its host's cooldown, before anything is posted.
    pub async fn open(self: &Arc<Self>, new: &NewLobby) -> Result<Lobby> {
        if new.kept_for.is_some() {
            (self.kernel).cool_down(new.host, crate::table::Cooldown::Challenge)?;
        }
        let lobby = self.kernel.store().create_lobby_if_free(new).await?;
        self.schedule_expiry(lobby.id, lobby.expires_at);
        Ok(lobby)
    }

    /// Records what the screen shows the lobby with, once its message is
    /// out (the screen's, kept whole).
    ///
    /// Clicks may reach the lobby as soon as its message is out, before this runs:
    /// so only `screen` is added to the lobby as stored now (saving the
    /// caller's copy would undo a join, or reopen a cancelled lobby).
    pub async fn posted(self: &Arc<Self>, id: GameId, screen: OnScreen) -> Result<()> {
        let lock = self.kernel.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let Some(mut current) = self.kernel.store().lobby(id).await? else {
            return Ok(()); // started or cancelled meanwhile
        };
        current.place.screen = screen;
        self.kernel.store().save_lobby(&mut current).await?;
        Ok(())
    }

    /// The lobby's message could not be posted: nobody can see or use the
    /// lobby, so it closes rather than hold the channel.
    pub async fn not_posted(self: &Arc<Self>, id: GameId) {
        let lock = self.kernel.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let closed = match self.kernel.store().lobby(id).await {
            Ok(Some(lobby)) => {
                self.kernel
                    .store()
                    .close_lobby(&lobby, LobbyEnd::Cancelled)
                    .await
            }
            Ok(None) => Ok(()),
            Err(e) => Err(e),
        };
        if let Err(e) = closed {
            // Its expiry still closes it.
            warn!(lobby = %id, error = %e, "could not close a lobby that was never shown");
        }
    }

    pub(in crate::live) fn expiry_scheduled(&self, lobby: GameId) -> bool {
        self.timers.pending(lobby)
    }

    /// Closes the lobby at `expires_at` unless it was used since; retried when
    /// it fails, and found again by the sweep.
    pub(in crate::live) fn schedule_expiry(self: &Arc<Self>, lobby: GameId, expires_at: UnixTime) {
        let lobbies = Arc::clone(self);
        self.timers
            .arm(lobby, expires_at, expires_at, move || async move {
                let what = "closing an idle lobby";
                let kernel = Arc::clone(&lobbies.kernel);
                kernel
                    .supervised(what, lobby, &lobbies, move |lobbies: Arc<Self>| async move {
                        lobbies.expire(lobby, expires_at).await
                    })
                    .await;
            });
    }

    async fn expire(self: &Arc<Self>, id: GameId, expires_at: UnixTime) -> Result<()> {
        let lobby = {
            let lock = self.kernel.lock(Key::Lobby(id));
            let _held = lock.lock().await;
            let Some(lobby) = self.kernel.store().lobby(id).await? else {
                return Ok(());
            };
            if lobby.expires_at != expires_at {
                return Ok(()); // someone used the lobby meanwhile
            }
            self.kernel
                .store()
                .close_lobby(&lobby, LobbyEnd::Expired)
                .await?;
            lobby
        };
        self.kernel.forget(Key::Lobby(id));
        self.kernel.tell(Notice::LobbyExpired(Box::new(lobby)));
        Ok(())
    }

    /// A click on a lobby button or the color picker, saved. When another
    /// writer (a second bot process) changed the lobby between reading and
    /// saving it, the click is applied again to the lobby as it is now: no
    /// join is lost, and of two clicks for the same thing exactly one applies.
    /// The lobby's lock is let go before the screen answers the click.
    pub async fn click(self: &Arc<Self>, click: &LobbyClick) -> Result<LobbyOutcome> {
        let id = click.lobby;
        let outcome = {
            let lock = self.kernel.lock(Key::Lobby(id));
            let _held = lock.lock().await;
            let mut attempts = 1;
            loop {
                match self.apply_click(click).await {
                    Err(Error::Store(e)) if e.is_stale() && attempts < LOBBY_ATTEMPTS => {
                        attempts += 1;
                    }
                    done => break done,
                }
            }
        }?;
        match &outcome {
            LobbyOutcome::Closed(_) => self.kernel.forget(Key::Lobby(id)),
            LobbyOutcome::Open(lobby) => self.schedule_expiry(lobby.id, lobby.expires_at),
            LobbyOutcome::Start(_) => {}
        }
        Ok(outcome)
    }

    fn starting(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        held(&self.starting)
    }

    /// One attempt of [`Self::click`]: the lobby read, changed and saved
    /// (nothing else: no call to the screen under the lobby's lock).
    async fn apply_click(self: &Arc<Self>, click: &LobbyClick) -> Result<LobbyOutcome> {
        let mut lobby = self
            .kernel
            .store()
            .lobby(click.lobby)
            .await?
            .ok_or_else(|| Error::refused(LobbyAskRefusal::Closed))?;
        if lobby.place.community() != click.community {
            // Discord checks that a button belongs to its message; this does
            // not rely on it.
            warn!(lobby = %lobby.id, community = %click.community, "a lobby click from another server");
            return Err(Error::refused(LobbyAskRefusal::Closed));
        }
        let user = click.user;
        let action = click.action;
        if action == LobbyAction::Join
            && !lobby.is_seated(user)
            && let Some(limit) = self
                .kernel
                .store()
                .member_limit(lobby.place.community(), user)
                .await?
        {
            return Err(Error::Store(StoreError::Limit(limit)));
        }
        let closing = match action {
            LobbyAction::Unpicked(LobbyMenu::Computer) => {
                return Err(Error::refused(LobbyAskRefusal::PickComputer));
            }
            LobbyAction::Unpicked(LobbyMenu::Color) => {
                return Err(Error::refused(LobbyAskRefusal::PickColor));
            }
            LobbyAction::Join => lobby.join(user, &click.name).map(|_| None),
            LobbyAction::Leave => lobby.leave(user).map(|after| match after {
                AfterLeave::Open => None,
                AfterLeave::Closed => Some(LobbyClosedBy::EverybodyLeft),
            }),
            LobbyAction::AddComputer(level) => lobby.add_ai(user, level).map(|_| None),
            LobbyAction::RemoveComputer => lobby.remove_ai(user).map(|_| None),
            LobbyAction::Color(color) => lobby.pick_color(user, color).map(|_| None),
            LobbyAction::Cancel => lobby.cancel(user, click.manages_server).map(|by_host| {
                Some(if by_host {
                    LobbyClosedBy::Host
                } else {
                    LobbyClosedBy::Admin
                })
            }),
            LobbyAction::Decline => lobby
                .decline(user)
                .map(|()| Some(LobbyClosedBy::Declined(user))),
            LobbyAction::Start => {
                lobby.start(user).map_err(Error::refused)?;
                if let (true, Some(no_thread)) = (lobby.options.thread, &click.no_thread) {
                    return Err(Error::refused(no_thread.why()));
                }
                if !self.starting().insert(lobby.id) {
                    return Err(Error::refused(LobbyAskRefusal::Closed));
                }
                return Ok(LobbyOutcome::Start(lobby));
            }
        }
        .map_err(Error::refused)?;
        if let Some(by) = closing {
            self.kernel
                .store()
                .close_lobby(&lobby, LobbyEnd::Cancelled)
                .await?;
            return Ok(LobbyOutcome::Closed(by));
        }
        if lobby.renewed_by(user) {
            lobby.expires_at = self.expiry();
        }
        self.kernel.store().save_lobby(&mut lobby).await?;
        Ok(LobbyOutcome::Open(lobby))
    }

    /// Starts the lobby's game, played in `thread` when it has one: the lobby
    /// row becomes the game, under the same id, and its first turn is shown.
    /// A lobby another process changed meanwhile is read again and started as
    /// it is now.
    pub async fn start(
        self: &Arc<Self>,
        lobby: Lobby,
        host: UserId,
        thread: Option<ChannelId>,
    ) -> Result<Started> {
        self.start_by(lobby, host, thread, Cause::Background).await
    }

    /// [`Self::start`], shown as `cause` (the host's Start
    /// click pays for the first turn and the computers' moves before the
    /// first person's, like any click: [`crate::showing::click_pays::Payers`]).
    pub async fn start_by(
        self: &Arc<Self>,
        mut lobby: Lobby,
        host: UserId,
        thread: Option<ChannelId>,
        cause: Cause<S::Click>,
    ) -> Result<Started> {
        let mut attempts = 1;
        loop {
            let players = match lobby.start(host) {
                Ok(players) => players,
                Err(refusal) => return Ok(Started::StaysOpen(lobby, refusal)),
            };
            let dice = match self.kernel.settings().dice_seed {
                Some(seed) => Dice::from_seed(seed ^ lobby.id.0 as u64),
                None => Dice::from_entropy(),
            };
            let game = Game::new(players, lobby.options.variant, dice)
                .map_err(|e| Error::Internal(format!("lobby seats refused by the engine: {e}")))?;
            // The thread is stored with the start: a game never runs
            // without the place it is played in.
            match self
                .kernel
                .store()
                .start_game_within_limits(&lobby, &game, &TurnClock::default(), thread)
                .await
            {
                Ok(_) => break,
                Err(e) if e.is_stale() && attempts < LOBBY_ATTEMPTS => attempts += 1,
                Err(e) => return Err(e.into()),
            }
            lobby = match self.kernel.store().lobby(lobby.id).await? {
                Some(now) => now,
                None => return Ok(Started::Gone),
            };
        }
        self.kernel.forget(Key::Lobby(lobby.id));
        info!(game = %lobby.id, "game started");
        self.kernel
            .change_game(lobby.id, cause, async |table: &mut _| {
                Ok(crate::live::kernel::change::first_turn(table))
            })
            .await?;
        Ok(Started::Game(lobby))
    }

    /// The Start of `lobby` is over, whatever became of it: another Start may
    /// come (of a lobby that stayed open).
    pub fn start_finished(&self, lobby: GameId) {
        self.starting().remove(&lobby);
    }

    /// "Rematch" under a result: the new lobby, hosted by the clicker where
    /// the game was played, with the clicker and the computer players seated
    /// and the other people invited (they sit down when they Join); or why
    /// not. Only a player of the game may ask, from the game's server. Quick
    /// checks only, so that a refusal is answered at once: a limit is refused
    /// with [`StoreError::Limit`], a channel held with
    /// [`StoreError::ChannelHeld`], and both are checked again when the
    /// lobby opens. Asked from a private thread (`in_private_thread`, where
    /// the results are), refused as `/hypnosia new` is there; asked again by
    /// the same member within the cooldown, refused too.
    pub async fn rematch(
        self: &Arc<Self>,
        game: GameId,
        user: UserId,
        (community, in_private_thread): (Community, bool),
    ) -> Result<Rematch> {
        let table = self.kernel.load_in(community, game).await?;
        // A tournament's next game is its next round (an old button's click).
        if table.tournament.is_some() {
            return Err(Error::refused(LobbyAskRefusal::RematchInTournament));
        }
        if table.color_of(user).is_none() {
            return Err(Error::refused(LobbyAskRefusal::RematchNotPlayer));
        }
        let settings = self
            .kernel
            .store()
            .settings(table.place.community())
            .await?;
        if !settings.allows(table.place.venue.channel()) {
            return Err(Error::refused(LobbyAskRefusal::RematchNotAllowed));
        }
        // A game played in a thread has its rematch in that thread, played there.
        let channel = table.place.play_channel();
        let mut options = table.options;
        options.thread &= table.place.venue.thread().is_none();
        // A rematch is a lobby anyone may join: a practice game's "no turn
        // limit" does not carry over.
        if options.turn_limit().is_none() {
            options.turn_timeout = settings.turn_timeout;
        }
        let ask = TableAsk {
            channel,
            parent: None,
            private_thread: in_private_thread,
            kind: NewTable::Rematch {
                thread: options.thread,
            },
            lacks: None,
        };
        let holder = self.kernel.store().channel_holder(channel).await?;
        if let Err(refused) = plays_in_thread(&settings, holder.as_ref(), &ask) {
            return Err(match refused {
                PlacementRefusal::Open(OpenRefusal::Held(holder)) => {
                    Error::Store(StoreError::ChannelHeld(holder))
                }
                refused @ PlacementRefusal::PrivateThread => Error::refused(refused),
                other => Error::Internal(format!("a rematch placed without its rules: {other:?}")),
            });
        }
        if let Some(limit) = self
            .kernel
            .store()
            .table_limit(table.place.community(), user)
            .await?
        {
            return Err(Error::Store(StoreError::Limit(limit)));
        }
        self.kernel
            .cool_down(user, crate::table::Cooldown::Rematch)?;
        Ok(Rematch {
            lobby: NewLobby {
                place: Place::new(table.place.venue.where_played(), table.place.reach),
                host: user,
                seats: table.rematch_seats(user),
                options,
                expires_at: self.expiry(),
                kept_for: None,
            },
            invited: table.rematch_invites(user),
            finished: Box::new(table),
        })
    }
}
