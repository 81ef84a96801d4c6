//! Live games: per-game locks, saving and showing every change, computer turns,
//! turn deadlines and idle lobbies.
//!
//! Every change of a game (click, computer move, time-out, resign, start) goes
//! through [`Runtime::publish`] while the game's async lock is held: save first
//! (the store's version check refuses a second writer), then show it, so the
//! channel never shows a move the store does not have. Timers and computer turns
//! run as tasks that take the same lock, reload the game and check that what
//! they were scheduled for still holds, so a stale timer does nothing.
//!
//! Computer turns are in `computer_turns.rs` and turn deadlines in
//! `deadlines.rs`: submodules, so that they reach the runtime's private state
//! (game locks, timers, kept turns) without it being opened to the rest of the
//! bot.

mod computer_turns;
mod deadlines;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    ChannelId, ComponentInteraction, CreateInteractionResponse, CreateThread, Http, MessageId,
};
use tracing::{error, info, warn};

use crate::config::Config;
use crate::discord::components::{GameId, LobbyAction, LobbyId};
use crate::discord::lobby::{AfterLeave, Lobby, UserId};
use crate::discord::messages::{self, View};
use crate::discord::ports::{LobbyEnd, RatingChange, Store, StoreError, StoredLobby, TurnChoice};
use crate::discord::table::{on_own_move, Table};
use crate::discord::turns::{decide_click, next_step, Next, Refusal};
use crate::error::{Error, Result};
use crate::game::{Color, Dice, Game};

/// Unix seconds now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Where a change is shown: as the answer to the click that caused it (type 7
/// UPDATE_MESSAGE), or, without a click, by editing with the bot token.
#[derive(Clone, Copy)]
pub enum Reply<'a> {
    Click(&'a ComponentInteraction),
    Background,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Game(GameId),
    Lobby(LobbyId),
}

/// The bot's live state; shared by commands, clicks and background tasks.
pub struct Runtime {
    pub store: Store,
    pub http: Arc<Http>,
    pub config: Config,
    locks: std::sync::Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
    /// Each game's pending turn-deadline timer: its deadline and a handle to
    /// cancel it. A game has at most one; a newer deadline cancels the older,
    /// still sleeping one (otherwise every turn would leave a timer asleep for a
    /// whole turn time-out, up to 24 h).
    timers: std::sync::Mutex<deadlines::Timers>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
    /// Boards drawn at once: one per CPU. More would only share the same CPUs
    /// (and each drawing thread keeps a full-size canvas of its own).
    drawing: tokio::sync::Semaphore,
}

fn store_err(e: StoreError) -> Error {
    match e {
        StoreError::Conflict => Error::user(Refusal::OldVersion),
        StoreError::Db(e) => Error::Store(e.to_string()),
    }
}

/// The name a member goes by in this server (display text only).
pub fn member_name(c: &ComponentInteraction) -> String {
    c.member.as_ref().map_or_else(
        || c.user.display_name().to_owned(),
        |m| m.display_name().to_owned(),
    )
}

impl Runtime {
    pub fn new(store: Store, http: Arc<Http>, config: Config) -> Runtime {
        Runtime {
            store,
            http,
            config,
            locks: std::sync::Mutex::new(HashMap::new()),
            timers: std::sync::Mutex::new(HashMap::new()),
            turn_choices: std::sync::Mutex::new(HashMap::new()),
            drawing: tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(2, |n| n.get()),
            ),
        }
    }

    /// The async lock of one game or lobby (the map's own lock is held only here).
    fn lock(&self, key: Key) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(key).or_default().clone()
    }

    fn forget(&self, key: Key) {
        self.locks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&key);
    }

    /// Loads a game, or tells the user it is gone.
    pub async fn load(&self, id: GameId) -> Result<Table> {
        self.store
            .game(id)
            .await
            .map_err(store_err)?
            .ok_or_else(|| Error::user("This game no longer exists."))
    }

    async fn save(&self, table: &Table, expected: u64) -> Result<Vec<RatingChange>> {
        if table.game.is_over() {
            self.store
                .finish_game(table, expected)
                .await
                .map_err(store_err)
        } else {
            self.store
                .commit_game(table, expected)
                .await
                .map_err(store_err)?;
            Ok(Vec::new())
        }
    }

    async fn show_in_place(&self, reply: Reply<'_>, table: &Table, view: View) -> Result<()> {
        match reply {
            Reply::Click(c) => {
                c.create_response(
                    &self.http,
                    CreateInteractionResponse::UpdateMessage(view.into_update()),
                )
                .await?
            }
            Reply::Background => {
                if let Some(msg) = table.message {
                    ChannelId::new(table.channel)
                        .edit_message(&self.http, MessageId::new(msg), view.into_edit())
                        .await?;
                }
            }
        }
        Ok(())
    }

    /// Builds a view that draws the board off the async threads: a board is
    /// milliseconds of CPU work, which would hold up every other click, gateway
    /// event and HTTP answer waiting for the same worker thread. Drawings wait
    /// their turn in order of arrival (see `drawing`).
    async fn draw(&self, view: impl FnOnce() -> View + Send + 'static) -> Result<View> {
        let failed =
            |e: &dyn std::fmt::Display| Error::Internal(format!("drawing the board failed: {e}"));
        let _turn = self.drawing.acquire().await.map_err(|e| failed(&e))?;
        tokio::task::spawn_blocking(view)
            .await
            .map_err(|e| failed(&e))
    }

    async fn post(&self, channel: u64, view: View) -> Result<u64> {
        let msg = ChannelId::new(channel)
            .send_message(&self.http, view.into_message())
            .await?;
        Ok(msg.id.get())
    }

    /// Saves a changed game and shows it; `before` is who was to move and how
    /// many record entries there were before the change.
    pub async fn publish(
        self: &Arc<Self>,
        table: &mut Table,
        expected: u64,
        before: Option<(Color, usize)>,
        reply: Reply<'_>,
    ) -> Result<()> {
        let step = next_step(table, before);
        match step {
            Next::NewHumanTurn(_) => {
                table.deadline = Some(now() + table.turn_timeout().as_secs() as i64);
            }
            Next::SameTurn => {}
            Next::AiTurn(_) | Next::Over => table.deadline = None,
        }
        let changes = self.save(table, expected).await?;
        let version = table.game.version();
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(&shown, version == 0))
                    .await?;
                if table.message.is_none() {
                    table.message = Some(self.post(table.channel, view).await?);
                    self.save(table, version).await?;
                } else {
                    self.show_in_place(reply, table, view).await?;
                }
                if let Next::AiTurn(_) = step {
                    self.spawn_ai(table.id);
                }
            }
            Next::NewHumanTurn(_) => {
                let until = table.game.entries().len().saturating_sub(1);
                if table.message.is_some() {
                    let summary = messages::summary_view(table, table.message_from, until);
                    self.show_in_place(reply, table, summary).await?;
                }
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(&shown, version == 0))
                    .await?;
                table.message = Some(self.post(table.channel, view).await?);
                table.message_from = until;
                self.save(table, version).await?;
                if let Some(deadline) = table.deadline {
                    self.schedule_deadline(table.id, deadline);
                }
            }
            Next::Over => {
                if table.message.is_some() {
                    let until = table.game.entries().len();
                    let summary = messages::summary_view(table, table.message_from, until);
                    self.show_in_place(reply, table, summary).await?;
                }
                let shown = table.clone();
                let view = self
                    .draw(move || messages::results_view(&shown, &changes))
                    .await?;
                self.post(table.channel, view).await?;
                self.forget(Key::Game(table.id));
                self.cancel_deadline(table.id);
                self.forget_kept_turn(table.id);
                info!(game = table.id, "game over");
            }
        }
        Ok(())
    }

    /// A click on a move button.
    pub async fn click_move(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        game: GameId,
    ) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        let mv = decide_click(
            &table,
            c.user.id.get(),
            c.message.id.get(),
            &c.data.custom_id,
        )
        .map_err(Error::user)?;
        let color = table
            .game
            .to_move()
            .ok_or_else(|| Error::user(Refusal::Finished))?;
        let before = Some((color, table.game.entries().len()));
        let expected = table.game.version();
        table
            .game
            .play(mv)
            .map_err(|e| Error::Internal(format!("a checked move was refused: {e}")))?;
        on_own_move(&mut table, color);
        self.publish(&mut table, expected, before, Reply::Click(c))
            .await
    }

    /// `/hypnosia resign`.
    pub async fn resign(self: &Arc<Self>, game: GameId, user: UserId) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        let before = table
            .game
            .to_move()
            .map(|c| (c, table.game.entries().len()));
        let expected = table.game.version();
        crate::discord::table::resign(&mut table, user).map_err(Error::user)?;
        self.publish(&mut table, expected, before, Reply::Background)
            .await
    }

    /// `/hypnosia board`: the live message moves to the bottom of the channel.
    pub async fn repost(self: &Arc<Self>, game: GameId) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        if table.game.is_over() {
            return Err(Error::user(Refusal::Finished));
        }
        let until = table.game.entries().len().saturating_sub(1);
        if table.message.is_some() {
            let summary = messages::summary_view(&table, table.message_from, until);
            // The old message may be gone; the new one matters more.
            if let Err(e) = self.show_in_place(Reply::Background, &table, summary).await {
                warn!(game, error = %e, "could not shrink the old turn message");
            }
        }
        let shown = table.clone();
        let view = self
            .draw(move || messages::turn_view(&shown, false))
            .await?;
        table.message = Some(self.post(table.channel, view).await?);
        table.message_from = until;
        let version = table.game.version();
        self.save(&table, version).await?;
        Ok(())
    }

    // ---- lobbies -------------------------------------------------------------

    /// Opens a lobby in a channel and posts its message (returns its view).
    pub async fn open_lobby(
        self: &Arc<Self>,
        guild: u64,
        channel: u64,
        lobby: Lobby,
    ) -> Result<StoredLobby> {
        let mut stored = StoredLobby {
            id: 0,
            guild,
            channel,
            message: None,
            lobby,
            expires_at: now() + self.config.lobby_idle.as_secs() as i64,
        };
        stored.id = self
            .store
            .insert_lobby(stored.clone())
            .await
            .map_err(store_err)?;
        Ok(stored)
    }

    /// Records where the lobby's message is and starts its idle clock.
    ///
    /// Clicks may reach the lobby as soon as its message is out, before this runs:
    /// so only the message id is added to the lobby as stored now (saving the
    /// caller's copy would undo a join, or reopen a cancelled lobby).
    pub async fn lobby_posted(self: &Arc<Self>, stored: StoredLobby, message: u64) -> Result<()> {
        let lock = self.lock(Key::Lobby(stored.id));
        let _held = lock.lock().await;
        let Some(mut current) = self.store.lobby(stored.id).await.map_err(store_err)? else {
            return Ok(()); // started or cancelled meanwhile
        };
        current.message = Some(message);
        self.store.update_lobby(&current).await.map_err(store_err)?;
        self.schedule_lobby_expiry(current.id, current.expires_at);
        Ok(())
    }

    fn schedule_lobby_expiry(self: &Arc<Self>, lobby: LobbyId, expires_at: i64) {
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            let wait = (expires_at - now()).max(0) as u64;
            tokio::time::sleep(Duration::from_secs(wait)).await;
            // Boxed: a sleeping timer holds a few words, not the handler's state.
            if let Err(e) = Box::pin(rt.expire_lobby(lobby, expires_at)).await {
                error!(lobby, error = %e, "closing an idle lobby failed");
            }
        });
    }

    async fn expire_lobby(self: &Arc<Self>, id: LobbyId, expires_at: i64) -> Result<()> {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let Some(stored) = self.store.lobby(id).await.map_err(store_err)? else {
            return Ok(());
        };
        if stored.expires_at != expires_at {
            return Ok(()); // someone used the lobby meanwhile
        }
        self.store
            .close_lobby(id, LobbyEnd::Expired)
            .await
            .map_err(store_err)?;
        self.forget(Key::Lobby(id));
        if let Some(msg) = stored.message {
            let view =
                messages::lobby_closed_view("This lobby closed after a while without activity.");
            ChannelId::new(stored.channel)
                .edit_message(&self.http, MessageId::new(msg), view.into_edit())
                .await?;
        }
        Ok(())
    }

    /// A click on a lobby button or the color picker.
    pub async fn click_lobby(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        id: LobbyId,
        action: LobbyAction,
        picked: Option<&str>,
    ) -> Result<()> {
        let lock = self.lock(Key::Lobby(id));
        let _held = lock.lock().await;
        let mut stored = self
            .store
            .lobby(id)
            .await
            .map_err(store_err)?
            .ok_or_else(|| Error::user("This lobby is closed."))?;
        let user = c.user.id.get();
        let lobby = &mut stored.lobby;
        let closing = match action {
            LobbyAction::Join => lobby.join(user, &member_name(c)).map(|_| None),
            LobbyAction::Leave => lobby.leave(user).map(|after| match after {
                AfterLeave::Open => None,
                AfterLeave::Closed => Some("Everybody left; this lobby is closed."),
            }),
            LobbyAction::AddAi(level) => lobby.add_ai(user, level).map(|_| None),
            LobbyAction::RemoveAi => lobby.remove_ai(user).map(|_| None),
            LobbyAction::Color => {
                let color = picked
                    .and_then(|v| v.parse::<Color>().ok())
                    .ok_or_else(|| Error::user("Pick a color from the list."))?;
                lobby.pick_color(user, color).map(|_| None)
            }
            LobbyAction::Cancel => lobby
                .cancel(user)
                .map(|_| Some("The host cancelled this lobby.")),
            LobbyAction::Start => {
                let players = lobby.start(user).map_err(Error::user)?;
                return self.start_game(c, stored, players).await;
            }
        }
        .map_err(Error::user)?;
        if let Some(text) = closing {
            self.store
                .close_lobby(id, LobbyEnd::Cancelled)
                .await
                .map_err(store_err)?;
            self.forget(Key::Lobby(id));
            let view = messages::lobby_closed_view(text);
            c.create_response(
                &self.http,
                CreateInteractionResponse::UpdateMessage(view.into_update()),
            )
            .await?;
            return Ok(());
        }
        stored.expires_at = now() + self.config.lobby_idle.as_secs() as i64;
        self.store.update_lobby(&stored).await.map_err(store_err)?;
        let view = messages::lobby_view(&stored);
        c.create_response(
            &self.http,
            CreateInteractionResponse::UpdateMessage(view.into_update()),
        )
        .await?;
        self.schedule_lobby_expiry(stored.id, stored.expires_at);
        Ok(())
    }

    async fn start_game(
        self: &Arc<Self>,
        c: &ComponentInteraction,
        stored: StoredLobby,
        players: Vec<crate::game::Player>,
    ) -> Result<()> {
        let dice = match self.config.dice_seed {
            Some(seed) => Dice::from_seed(seed ^ stored.id as u64),
            None => Dice::from_entropy(),
        };
        let game = Game::new(players, stored.lobby.options.variant, dice)
            .map_err(|e| Error::Internal(format!("lobby seats refused by the engine: {e}")))?;
        let where_ = if stored.lobby.options.thread {
            "in the thread below"
        } else {
            "below"
        };
        let view =
            messages::lobby_closed_view(&format!("The game has started {where_}. Good luck!"));
        // Answer the click first: the rest may take longer than Discord waits.
        c.create_response(
            &self.http,
            CreateInteractionResponse::UpdateMessage(view.into_update()),
        )
        .await?;
        self.forget(Key::Lobby(stored.id));
        let mut channel = stored.channel;
        if stored.lobby.options.thread {
            let thread = ChannelId::new(stored.channel)
                .create_thread_from_message(
                    &self.http,
                    c.message.id,
                    CreateThread::new(format!("Hypnosia game {}", stored.id))
                        .auto_archive_duration(serenity::all::AutoArchiveDuration::OneDay),
                )
                .await?;
            channel = thread.id.get();
        }
        let mut table = Table::new(
            stored.guild,
            channel,
            stored.lobby.seats.clone(),
            game,
            stored.lobby.options,
        );
        // The lobby becomes the game, under the same id.
        table.id = stored.id;
        self.store.insert_game(&table).await.map_err(store_err)?;
        let lock = self.lock(Key::Game(table.id));
        let _held = lock.lock().await;
        let expected = table.game.version();
        info!(game = table.id, "game started");
        self.publish(&mut table, expected, None, Reply::Background)
            .await
    }

    /// "Rematch" under a result: a new lobby with the same seats, hosted by the clicker.
    pub async fn rematch(self: &Arc<Self>, c: &ComponentInteraction, game: GameId) -> Result<u64> {
        let table = self.load(game).await?;
        let user = c.user.id.get();
        if table.color_of(user).is_none() {
            return Err(Error::user(
                "Only the players of this game can ask for a rematch.",
            ));
        }
        if self
            .store
            .busy_in_channel(table.channel)
            .await
            .map_err(store_err)?
            > 0
        {
            return Err(Error::user(
                "There is already an open lobby or game in this channel.",
            ));
        }
        let lobby = Lobby {
            host: user,
            options: table.options,
            seats: table.seats.clone(),
        };
        let stored = self.open_lobby(table.guild, table.channel, lobby).await?;
        let msg = self
            .post(stored.channel, messages::lobby_view(&stored))
            .await?;
        self.lobby_posted(stored, msg).await?;
        Ok(table.channel)
    }

    /// After a restart: computer turns go on, deadlines and idle lobbies are
    /// scheduled again (a deadline that passed while the bot was down fires now).
    pub async fn resume(self: &Arc<Self>) -> Result<()> {
        let games = self.store.running_games().await.map_err(store_err)?;
        for table in &games {
            if table.ai_to_move() {
                self.spawn_ai(table.id);
            } else if let Some(deadline) = table.deadline {
                self.schedule_deadline(table.id, deadline);
            }
        }
        let lobbies = self.store.open_lobbies().await.map_err(store_err)?;
        for l in &lobbies {
            self.schedule_lobby_expiry(l.id, l.expires_at);
        }
        info!(games = games.len(), lobbies = lobbies.len(), "resumed");
        Ok(())
    }
}
