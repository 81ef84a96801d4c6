//! Lobbies: opening one, clicks on its buttons, its idle expiry, starting its
//! game, and the rematch that opens a new one.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ComponentInteraction, CreateThread};
use tracing::{error, info, warn};

use super::{member_name, retrying, Key, Reply, Runtime};
use crate::discord::answer::Ack;
use crate::discord::clicker_lang;
use crate::discord::components::LobbyAction;
use crate::discord::error::{discord_code, Error, Result};
use crate::discord::messages::{self, View};
use crate::discord::permissions::missing_permissions;
use crate::discord::texts::{limit_text, permission_names};
use crate::game::{Color, Dice, Game};
use crate::i18n::{Lang, Text};
use crate::store::StoreError;
use crate::table::{
    unix_now, AfterLeave, ChannelId, GameId, Lobby, LobbyEnd, MessageId, NewLobby, TurnClock,
    UnixTime, UserId,
};
use crate::{t, text};

/// Discord's "Cannot execute action on this channel type": a thread in a thread.
const THREAD_IN_THREAD: isize = 50024;

/// How many times a lobby click is applied when other writers keep changing
/// the lobby first (each attempt reads it afresh).
const LOBBY_ATTEMPTS: usize = 3;

/// What a lobby click did, once saved.
enum LobbyOutcome {
    /// The lobby is open, as it is now.
    Open(Lobby),
    /// The lobby closed (this text says why).
    Closed(Text),
    /// The host started it: its game is to be set up.
    Start(Lobby),
}

impl Runtime {
    /// When a lobby touched now closes itself unless used again.
    pub fn lobby_expiry(&self) -> UnixTime {
        unix_now() + self.config.lobby_idle.as_secs() as i64
    }

    /// Opens a lobby (its message is posted by the caller), within the
    /// server's cap on open tables and one open lobby per host. Its idle expiry
    /// is set going at once, so that a lobby whose message never made it to
    /// the channel does not hold the channel.
    pub async fn open_lobby(self: &Arc<Self>, new: &NewLobby) -> Result<Lobby> {
        let lobby = match self.store.create_lobby_within_limits(new).await {
            Err(StoreError::Limit(limit)) => {
                return Err(Error::user(limit_text(limit, &self.commands)))
            }
            opened => opened?,
        };
        self.schedule_lobby_expiry(lobby.id, lobby.expires_at);
        Ok(lobby)
    }

    /// Records where the lobby's message is.
    ///
    /// Clicks may reach the lobby as soon as its message is out, before this runs:
    /// so only the message id is added to the lobby as stored now (saving the
    /// caller's copy would undo a join, or reopen a cancelled lobby).
    pub async fn lobby_posted(self: &Arc<Self>, id: GameId, message: MessageId) -> Result<()> {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let Some(mut current) = self.store.lobby(id).await? else {
            return Ok(()); // started or cancelled meanwhile
        };
        current.place.message = Some(message);
        self.store.save_lobby(&mut current).await?;
        Ok(())
    }

    /// The lobby's message could not be posted: nobody can see or use the
    /// lobby, so it closes rather than hold the channel.
    pub async fn lobby_not_posted(self: &Arc<Self>, id: GameId) {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let closed = match self.store.lobby(id).await {
            Ok(Some(lobby)) => self.store.close_lobby(&lobby, LobbyEnd::Cancelled).await,
            Ok(None) => Ok(()),
            Err(e) => Err(e),
        };
        if let Err(e) = closed {
            // Its expiry still closes it.
            warn!(lobby = %id, error = %e, "could not close a lobby that was never shown");
        }
    }

    fn lobby_timers(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, UnixTime>> {
        self.lobby_timers.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn lobby_expiry_scheduled(&self, lobby: GameId) -> bool {
        self.lobby_timers().contains_key(&lobby)
    }

    /// Closes the lobby at `expires_at` unless it was used since; retried when
    /// it fails, and found again by the sweep.
    pub(super) fn schedule_lobby_expiry(self: &Arc<Self>, lobby: GameId, expires_at: UnixTime) {
        if self.lobby_timers().insert(lobby, expires_at) == Some(expires_at) {
            return; // already scheduled for that moment
        }
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            let wait = (expires_at - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            {
                let mut timers = rt.lobby_timers();
                if timers.get(&lobby) != Some(&expires_at) {
                    return; // a later expiry replaced this one
                }
                timers.remove(&lobby);
            }
            // Boxed: a sleeping timer holds a few words, not the handler's state.
            Box::pin(
                rt.supervised("closing an idle lobby", lobby, move |rt| async move {
                    rt.expire_lobby(lobby, expires_at).await
                }),
            )
            .await;
        });
    }

    async fn expire_lobby(self: &Arc<Self>, id: GameId, expires_at: UnixTime) -> Result<()> {
        let lobby = {
            let lock = self.lock(Key::Lobby(id));
            let _held = lock.lock().await;
            let Some(lobby) = self.store.lobby(id).await? else {
                return Ok(());
            };
            if lobby.expires_at != expires_at {
                return Ok(()); // someone used the lobby meanwhile
            }
            self.store.close_lobby(&lobby, LobbyEnd::Expired).await?;
            lobby
        };
        self.forget(Key::Lobby(id));
        if let Some(msg) = lobby.place.message {
            let rt = Arc::clone(self);
            self.in_order(Key::Lobby(id), async move {
                let lang = rt.guild_lang(lobby.place.guild).await;
                let view = messages::lobby_closed_view(lang, &text!("lobby-idle-closed"));
                if let Err(e) = rt.edit(lobby.place.channel, msg, view).await {
                    warn!(lobby = %id, error = %e, "could not show that an idle lobby closed");
                }
            });
        }
        Ok(())
    }

    /// A click on a lobby button or the color picker. When another writer (a
    /// second bot process) changed the lobby between reading and saving it, the
    /// click is applied again to the lobby as it is now: no join is lost, and of
    /// two clicks for the same thing exactly one applies. The lobby's lock is
    /// let go before the click is answered; answers are shown in order.
    pub async fn click_lobby(
        self: &Arc<Self>,
        ack: &Ack,
        id: GameId,
        action: LobbyAction,
        picked: Option<&str>,
    ) -> Result<()> {
        let c = ack.interaction();
        let lang = self.public_lang(c).await;
        let outcome = {
            let lock = self.lock(Key::Lobby(id));
            let _held = lock.lock().await;
            let mut attempts = 1;
            loop {
                match self.apply_lobby_click(c, id, action, picked).await {
                    Err(Error::Store(e)) if e.is_stale() && attempts < LOBBY_ATTEMPTS => {
                        attempts += 1;
                    }
                    done => break done,
                }
            }
        }?;
        let view = match outcome {
            LobbyOutcome::Start(lobby) => {
                let host = UserId(c.user.id.get());
                let started = self.start_game(ack, lang, lobby.clone(), host).await;
                self.starting().remove(&lobby.id);
                // Once the click is answered ("Starting the game…"), a failure
                // is told in a follow-up: never a second answer, never a retry.
                if let Err(e) = started {
                    if e.is_internal() {
                        error!(lobby = %id, error = %e, "starting the game failed");
                    }
                    if let Err(e) = ack.tell(e.user_message(clicker_lang(c))).await {
                        warn!(lobby = %id, error = %e, "could not tell why the start failed");
                    }
                }
                return Ok(());
            }
            LobbyOutcome::Closed(text) => {
                self.forget(Key::Lobby(id));
                messages::lobby_closed_view(lang, &text)
            }
            LobbyOutcome::Open(lobby) => {
                self.schedule_lobby_expiry(lobby.id, lobby.expires_at);
                messages::lobby_view(lang, &lobby)
            }
        };
        let ack = ack.clone();
        self.in_order(Key::Lobby(id), async move {
            if let Err(e) = ack.update(view).await {
                warn!(lobby = %id, error = %e, "could not show a lobby click");
            }
        });
        Ok(())
    }

    fn starting(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        self.starting.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// One attempt of [`Self::click_lobby`]: the lobby read, changed and saved
    /// (nothing else: no call to Discord under the lobby's lock).
    async fn apply_lobby_click(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        id: GameId,
        action: LobbyAction,
        picked: Option<&str>,
    ) -> Result<LobbyOutcome> {
        let mut lobby = self
            .store
            .lobby(id)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-lobby-closed")))?;
        let user = UserId(c.user.id.get());
        let closing = match action {
            LobbyAction::Join => lobby.join(user, &member_name(c)).map(|_| None),
            LobbyAction::Leave => lobby.leave(user).map(|after| match after {
                AfterLeave::Open => None,
                AfterLeave::Closed => Some(text!("lobby-everybody-left")),
            }),
            LobbyAction::AddAi(level) => lobby.add_ai(user, level).map(|_| None),
            LobbyAction::RemoveAi => lobby.remove_ai(user).map(|_| None),
            LobbyAction::Color => {
                let color = picked
                    .and_then(|v| v.parse::<Color>().ok())
                    .ok_or_else(|| Error::user(text!("refusal-pick-color")))?;
                lobby.pick_color(user, color).map(|_| None)
            }
            LobbyAction::Cancel => lobby
                .cancel(user)
                .map(|_| Some(text!("lobby-host-cancelled"))),
            LobbyAction::Start => {
                lobby.start(user).map_err(Error::user)?;
                if lobby.options.thread {
                    refuse_without_thread_permissions(c)?;
                }
                if !self.starting().insert(id) {
                    return Err(Error::user(text!("refusal-lobby-closed")));
                }
                return Ok(LobbyOutcome::Start(lobby));
            }
        }
        .map_err(Error::user)?;
        if let Some(text) = closing {
            self.store.close_lobby(&lobby, LobbyEnd::Cancelled).await?;
            return Ok(LobbyOutcome::Closed(text));
        }
        lobby.expires_at = self.lobby_expiry();
        self.store.save_lobby(&mut lobby).await?;
        Ok(LobbyOutcome::Open(lobby))
    }

    /// Starts the lobby's game: its thread first (when it has one), so that
    /// nobody is told the game started before it can be played; if Discord
    /// refuses the thread, the lobby stays open and the host is told why.
    async fn start_game(
        self: &Arc<Self>,
        ack: &Ack,
        lang: Lang,
        lobby: Lobby,
        host: UserId,
    ) -> Result<()> {
        // Answered at once (creating a thread may take longer than Discord
        // waits), without saying yet that the game started.
        let starting = messages::lobby_closed_view(lang, &text!("lobby-starting"));
        ack.update(starting).await?;
        let thread = if lobby.options.thread {
            match self.create_thread(lang, &lobby, ack.interaction()).await {
                Ok(thread) => thread,
                Err(e) => {
                    warn!(lobby = %lobby.id, error = %e, "no thread for the game");
                    let why = text!("refusal-thread-failed", why = e.user_text());
                    return self.stay_open(ack, lang, &lobby, &why).await;
                }
            }
        } else {
            None
        };
        let Some(lobby) = self.write_start(ack, lang, lobby, host).await? else {
            return Ok(());
        };
        if thread.is_some() {
            self.store.set_message(lobby.id, None, thread).await?;
        }
        self.forget(Key::Lobby(lobby.id));
        // The lobby message says what became of it: which game, where, who plays.
        let view = View {
            content: Some(messages::started_text(lang, lobby.id, &lobby.seats, thread)),
            ..View::default()
        };
        let (closing, id) = (ack.clone(), lobby.id);
        self.in_order(Key::Lobby(lobby.id), async move {
            let edit = closing
                .interaction()
                .edit_response(&closing.http(), view.into_response_edit())
                .await;
            if let Err(e) = edit {
                warn!(game = %id, error = %e, "could not close the lobby message");
            }
        });
        info!(game = %lobby.id, "game started");
        self.change_game(lobby.id, Reply::Background, async |table: &mut _| {
            Ok(super::supervise::first_turn(table))
        })
        .await
    }

    /// Writes the lobby's game: the lobby row becomes the game, under the same
    /// id. A lobby another process changed meanwhile is read again and started
    /// as it is now; one that can no longer start stays open with the reason
    /// (`None`).
    async fn write_start(
        self: &Arc<Self>,
        ack: &Ack,
        lang: Lang,
        mut lobby: Lobby,
        host: UserId,
    ) -> Result<Option<Lobby>> {
        let mut attempts = 1;
        loop {
            let players = match lobby.start(host) {
                Ok(players) => players,
                Err(refusal) => {
                    self.stay_open(ack, lang, &lobby, &refusal.into()).await?;
                    return Ok(None);
                }
            };
            let dice = match self.config.dice_seed {
                Some(seed) => Dice::from_seed(seed ^ lobby.id.0 as u64),
                None => Dice::from_entropy(),
            };
            let game = Game::new(players, lobby.options.variant, dice)
                .map_err(|e| Error::Internal(format!("lobby seats refused by the engine: {e}")))?;
            match self
                .store
                .start_game(&lobby, &game, &TurnClock::default())
                .await
            {
                Ok(_) => return Ok(Some(lobby)),
                Err(e) if e.is_stale() && attempts < LOBBY_ATTEMPTS => attempts += 1,
                Err(e) => return Err(e.into()),
            }
            lobby = match self.store.lobby(lobby.id).await? {
                Some(now) => now,
                None => return Ok(None), // started or closed by whoever changed it
            };
        }
    }

    /// After "Starting the game…": the lobby message shows the open lobby again
    /// and the host is told why it did not start.
    async fn stay_open(&self, ack: &Ack, lang: Lang, lobby: &Lobby, why: &Text) -> Result<()> {
        let open = messages::lobby_view(lang, lobby).into_response_edit();
        ack.interaction().edit_response(&ack.http(), open).await?;
        ack.tell(why.render(clicker_lang(ack.interaction()))).await
    }

    /// The game's own thread, from the lobby message. `None` when the lobby is
    /// itself in a thread (Discord refuses a thread in a thread): the game is
    /// played right there.
    async fn create_thread(
        &self,
        lang: Lang,
        lobby: &Lobby,
        c: &ComponentInteraction,
    ) -> Result<Option<ChannelId>> {
        let parent = serenity::all::ChannelId::new(lobby.place.channel.0);
        let (http, from, name) = (
            &self.http,
            c.message.id,
            t!(lang, "game-thread-name", game = lobby.id.0),
        );
        let name = &name;
        let created = retrying(|| async move {
            let thread = CreateThread::new(name.clone())
                .auto_archive_duration(serenity::all::AutoArchiveDuration::OneDay);
            Ok(parent
                .create_thread_from_message(http, from, thread)
                .await?)
        })
        .await;
        match created {
            Ok(thread) => Ok(Some(ChannelId(thread.id.get()))),
            Err(Error::Discord(e)) if discord_code(&e) == Some(THREAD_IN_THREAD) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// "Rematch" under a result: the new lobby with the seats of those still
    /// in the game at its end (and the clicker), hosted by the clicker, where the game was played; or why not (quick checks only,
    /// so a refusal is answered at once).
    pub async fn rematch_lobby(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        game: GameId,
    ) -> Result<NewLobby> {
        let table = self.load(game).await?;
        let user = UserId(c.user.id.get());
        if table.color_of(user).is_none() {
            return Err(Error::user(text!("refusal-rematch-not-player")));
        }
        let settings = self.store.settings(table.place.guild).await?;
        if !settings.allows(table.place.channel) {
            return Err(Error::user(text!("refusal-rematch-not-allowed")));
        }
        // A game played in a thread has its rematch in that thread, played there.
        let channel = table.place.play_channel();
        let mut options = table.options;
        options.thread &= table.place.thread.is_none();
        if self.store.busy_in_channel(channel).await? > 0 {
            return Err(Error::user(text!("refusal-rematch-busy")));
        }
        // Checked again when the lobby opens; here so that a refusal is
        // answered at once.
        if let Some(limit) = self.store.table_limit(table.place.guild, user).await? {
            return Err(Error::user(limit_text(limit, &self.commands)));
        }
        Ok(NewLobby {
            guild: table.place.guild,
            channel,
            host: user,
            seats: table.rematch_seats(user),
            options,
            expires_at: self.lobby_expiry(),
        })
    }

    /// Opens and posts a rematch lobby; returns its channel.
    pub async fn open_rematch(self: &Arc<Self>, new: &NewLobby) -> Result<ChannelId> {
        let channel = new.channel;
        let lobby = self.open_lobby(new).await?;
        let lang = self.guild_lang(new.guild).await;
        let msg = match self.post(channel, messages::lobby_view(lang, &lobby)).await {
            Ok(msg) => msg,
            Err(e) => {
                self.lobby_not_posted(lobby.id).await;
                return Err(e);
            }
        };
        self.lobby_posted(lobby.id, msg).await?;
        Ok(channel)
    }
}

/// Refuses a Start that would need a thread the bot may not create here,
/// naming the missing permissions (from the click's `app_permissions`), before
/// anything changes.
fn refuse_without_thread_permissions(c: &ComponentInteraction) -> Result<()> {
    let Some(granted) = c.app_permissions else {
        return Ok(());
    };
    let missing = missing_permissions(granted.bits(), true);
    if missing.is_empty() {
        return Ok(());
    }
    Err(Error::user(text!(
        "refusal-cannot-open-thread",
        permissions = permission_names(&missing)
    )))
}
