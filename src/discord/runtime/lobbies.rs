//! Lobbies: opening one, clicks on its buttons, its idle expiry, starting its
//! game, and the rematch that opens a new one.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateThread,
};
use tracing::{error, info, warn};

use super::{member_name, retrying, Applied, Key, Reply, Runtime};
use crate::discord::clicker_lang;
use crate::discord::components::LobbyAction;
use crate::discord::error::{discord_code, Error, Result};
use crate::discord::messages::{self, View};
use crate::discord::permissions::missing_permissions;
use crate::discord::texts::permission_names;
use crate::game::{Color, Dice, Game};
use crate::i18n::{Lang, Text};
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

impl Runtime {
    /// When a lobby touched now closes itself unless used again.
    pub fn lobby_expiry(&self) -> UnixTime {
        unix_now() + self.config.lobby_idle.as_secs() as i64
    }

    /// Opens a lobby (its message is posted by the caller).
    pub async fn open_lobby(self: &Arc<Self>, new: &NewLobby) -> Result<Lobby> {
        Ok(self.store.create_lobby(new).await?)
    }

    /// Records where the lobby's message is and starts its idle clock.
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
        self.schedule_lobby_expiry(current.id, current.expires_at);
        Ok(())
    }

    pub(super) fn schedule_lobby_expiry(self: &Arc<Self>, lobby: GameId, expires_at: UnixTime) {
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            let wait = (expires_at - unix_now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            // Boxed: a sleeping timer holds a few words, not the handler's state.
            if let Err(e) = Box::pin(rt.expire_lobby(lobby, expires_at)).await {
                error!(%lobby, error = %e, "closing an idle lobby failed");
            }
        });
    }

    async fn expire_lobby(self: &Arc<Self>, id: GameId, expires_at: UnixTime) -> Result<()> {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let Some(lobby) = self.store.lobby(id).await? else {
            return Ok(());
        };
        if lobby.expires_at != expires_at {
            return Ok(()); // someone used the lobby meanwhile
        }
        self.store.close_lobby(&lobby, LobbyEnd::Expired).await?;
        self.forget(Key::Lobby(id));
        if let Some(msg) = lobby.place.message {
            let lang = self.guild_lang(lobby.place.guild).await;
            let view = messages::lobby_closed_view(lang, &text!("lobby-idle-closed"));
            self.edit(lobby.place.channel, msg, view).await?;
        }
        Ok(())
    }

    /// A click on a lobby button or the color picker. When another writer (a
    /// second bot process) changed the lobby between reading and saving it, the
    /// click is applied again to the lobby as it is now: no join is lost, and of
    /// two clicks for the same thing exactly one applies.
    pub async fn click_lobby(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        id: GameId,
        action: LobbyAction,
        picked: Option<&str>,
    ) -> Result<()> {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let mut attempts = 1;
        loop {
            match self.apply_lobby_click(c, id, action, picked).await {
                Err(Error::Store(e)) if e.is_stale() && attempts < LOBBY_ATTEMPTS => {
                    attempts += 1;
                }
                done => return done,
            }
        }
    }

    /// One attempt of [`Self::click_lobby`]: nothing is answered unless the
    /// change was saved.
    async fn apply_lobby_click(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        id: GameId,
        action: LobbyAction,
        picked: Option<&str>,
    ) -> Result<()> {
        let mut lobby = self
            .store
            .lobby(id)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-lobby-closed")))?;
        let user = UserId(c.user.id.get());
        let lang = self.public_lang(c).await;
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
                // Once the click is answered ("Starting the game…"), a failure
                // is told in a follow-up: never a second answer, never a retry.
                if let Err(e) = self.start_game(c, lang, lobby, user).await {
                    if e.is_internal() {
                        error!(lobby = %id, error = %e, "starting the game failed");
                    }
                    let told = CreateInteractionResponseFollowup::new()
                        .content(e.user_message(clicker_lang(c)))
                        .ephemeral(true);
                    if let Err(e) = c.create_followup(&self.http, told).await {
                        warn!(lobby = %id, error = %e, "could not tell why the start failed");
                    }
                }
                return Ok(());
            }
        }
        .map_err(Error::user)?;
        if let Some(text) = closing {
            self.store.close_lobby(&lobby, LobbyEnd::Cancelled).await?;
            self.forget(Key::Lobby(id));
            let view = messages::lobby_closed_view(lang, &text);
            c.create_response(
                &self.http,
                CreateInteractionResponse::UpdateMessage(view.into_update()),
            )
            .await?;
            return Ok(());
        }
        lobby.expires_at = self.lobby_expiry();
        self.store.save_lobby(&mut lobby).await?;
        let view = messages::lobby_view(lang, &lobby);
        c.create_response(
            &self.http,
            CreateInteractionResponse::UpdateMessage(view.into_update()),
        )
        .await?;
        self.schedule_lobby_expiry(lobby.id, lobby.expires_at);
        Ok(())
    }

    /// Starts the lobby's game: its thread first (when it has one), so that
    /// nobody is told the game started before it can be played; if Discord
    /// refuses the thread, the lobby stays open and the host is told why.
    async fn start_game(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        lang: Lang,
        lobby: Lobby,
        host: UserId,
    ) -> Result<()> {
        // Answered at once (creating a thread may take longer than Discord
        // waits), without saying yet that the game started.
        let starting = messages::lobby_closed_view(lang, &text!("lobby-starting"));
        c.create_response(
            &self.http,
            CreateInteractionResponse::UpdateMessage(starting.into_update()),
        )
        .await?;
        let thread = if lobby.options.thread {
            match self.create_thread(lang, &lobby, c).await {
                Ok(thread) => thread,
                Err(e) => {
                    warn!(lobby = %lobby.id, error = %e, "no thread for the game");
                    let why = text!("refusal-thread-failed", why = e.user_text());
                    return self.stay_open(c, lang, &lobby, &why).await;
                }
            }
        } else {
            None
        };
        let Some(lobby) = self.write_start(c, lang, lobby, host).await? else {
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
        if let Err(e) = c.edit_response(&self.http, view.into_response_edit()).await {
            warn!(game = %lobby.id, error = %e, "could not close the lobby message");
        }
        info!(game = %lobby.id, "game started");
        self.change_game(lobby.id, Reply::Background, async |_: &mut _| {
            Ok(Applied::Started)
        })
        .await
    }

    /// Writes the lobby's game: the lobby row becomes the game, under the same
    /// id. A lobby another process changed meanwhile is read again and started
    /// as it is now; one that can no longer start stays open with the reason
    /// (`None`).
    async fn write_start(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        lang: Lang,
        mut lobby: Lobby,
        host: UserId,
    ) -> Result<Option<Lobby>> {
        let mut attempts = 1;
        loop {
            let players = match lobby.start(host) {
                Ok(players) => players,
                Err(refusal) => {
                    self.stay_open(c, lang, &lobby, &refusal.into()).await?;
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
    async fn stay_open(
        &self,
        c: &ComponentInteraction,
        lang: Lang,
        lobby: &Lobby,
        why: &Text,
    ) -> Result<()> {
        let open = messages::lobby_view(lang, lobby).into_response_edit();
        c.edit_response(&self.http, open).await?;
        c.create_followup(
            &self.http,
            CreateInteractionResponseFollowup::new()
                .content(why.render(clicker_lang(c)))
                .ephemeral(true),
        )
        .await?;
        Ok(())
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

    /// "Rematch" under a result: the new lobby with the same seats, hosted by
    /// the clicker, where the game was played; or why not (quick checks only,
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
        Ok(NewLobby {
            guild: table.place.guild,
            channel,
            host: user,
            seats: table.seats.clone(),
            options,
            expires_at: self.lobby_expiry(),
        })
    }

    /// Opens and posts a rematch lobby; returns its channel.
    pub async fn open_rematch(self: &Arc<Self>, new: &NewLobby) -> Result<ChannelId> {
        let channel = new.channel;
        let lobby = self.open_lobby(new).await?;
        let lang = self.guild_lang(new.guild).await;
        let msg = self
            .post(channel, messages::lobby_view(lang, &lobby))
            .await?;
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
