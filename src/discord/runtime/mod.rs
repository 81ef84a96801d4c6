//! Live games: per-game locks, the one path by which a game changes, computer
//! turns, turn deadlines and idle lobbies.
//!
//! Every change of a game (click, computer move, time-out, resign) goes through
//! [`Runtime::change_game`]: take the game's async lock, load it, apply the
//! change, save it with the store's version check (a second writer is refused),
//! then show it, so the channel never shows a move the store does not have.
//! Timers and computer turns are changes like any other: what they were
//! scheduled for is checked against the freshly loaded game, so a stale timer
//! does nothing.
//!
//! Computer turns are in `computer_turns.rs`, turn deadlines in `deadlines.rs`
//! and lobbies in `lobbies.rs`: submodules, so that they reach the runtime's
//! private state (locks, timers, kept turns) without it being opened to the rest
//! of the bot.

mod computer_turns;
mod deadlines;
mod lobbies;

use std::collections::HashMap;
use std::sync::Arc;

use serenity::all::{ComponentInteraction, CreateInteractionResponse, Http};
use tracing::{info, warn};

use crate::ai::TurnChoice;
use crate::discord::config::Config;
use crate::discord::error::{Error, Result};
use crate::discord::messages::{self, View};
use crate::discord::turns::{decide_click, next_step, Next, Refusal};
use crate::game::Color;
use crate::store::Store;
use crate::table::{unix_now, ChannelId, GameId, MessageId, RatingChange, Table, UserId};

/// Where a change is shown: as the answer to the click that caused it (type 7
/// UPDATE_MESSAGE), or, without a click, by editing with the bot token.
#[derive(Clone, Copy)]
pub enum Reply<'a> {
    Click(&'a ComponentInteraction),
    Background,
}

/// What a change did to the game it was given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Applied {
    /// Nothing to do (what the change was for no longer holds): nothing is saved.
    Unchanged,
    /// The game changed: save it and show it.
    Changed,
    /// The game was just set up: save it and show its first turn.
    Started,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Game(GameId),
    Lobby(GameId),
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

    /// Loads a started game, or tells the user it is gone.
    pub async fn load(&self, id: GameId) -> Result<Table> {
        self.store
            .started_game(id)
            .await?
            .ok_or_else(|| Error::user("This game no longer exists."))
    }

    /// The one path by which a game changes: under the game's lock, load it,
    /// `apply` the change to it, then save it (refused if someone saved a newer
    /// version meanwhile) and show it.
    pub async fn change_game(
        self: &Arc<Self>,
        id: GameId,
        reply: Reply<'_>,
        apply: impl AsyncFnOnce(&mut Table) -> Result<Applied>,
    ) -> Result<()> {
        let lock = self.lock(Key::Game(id));
        let _held = lock.lock().await;
        let mut table = self.load(id).await?;
        let expected = table.game.version();
        let before = table
            .game
            .to_move()
            .map(|color| (color, table.game.entries().len()));
        let before = match apply(&mut table).await? {
            Applied::Unchanged => return Ok(()),
            Applied::Changed => before,
            Applied::Started => None,
        };
        self.publish(&mut table, expected, before, reply).await
    }

    /// Saves the table; for a game that is over, with its results (the rating
    /// changes are returned to show them).
    async fn save(&self, table: &Table, expected: u64) -> Result<Vec<RatingChange>> {
        let finished = self.store.save_table(table, expected).await?;
        Ok(finished.map(|f| f.rating_changes).unwrap_or_default())
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
                if let Some(msg) = table.place.message {
                    self.edit(table.place.play_channel(), msg, view).await?;
                }
            }
        }
        Ok(())
    }

    async fn edit(&self, channel: ChannelId, message: MessageId, view: View) -> Result<()> {
        serenity::all::ChannelId::new(channel.0)
            .edit_message(
                &self.http,
                serenity::all::MessageId::new(message.0),
                view.into_edit(),
            )
            .await?;
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

    async fn post(&self, channel: ChannelId, view: View) -> Result<MessageId> {
        let msg = serenity::all::ChannelId::new(channel.0)
            .send_message(&self.http, view.into_message())
            .await?;
        Ok(MessageId(msg.id.get()))
    }

    /// Saves a changed game and shows it; `before` is who was to move and how
    /// many record entries there were before the change (`None`: a new game).
    async fn publish(
        self: &Arc<Self>,
        table: &mut Table,
        expected: u64,
        before: Option<(Color, usize)>,
        reply: Reply<'_>,
    ) -> Result<()> {
        let step = next_step(table, before);
        match step {
            Next::NewHumanTurn(_) => {
                table.clock.deadline = Some(unix_now() + table.turn_timeout().as_secs() as i64);
            }
            Next::SameTurn => {}
            Next::AiTurn(_) | Next::Over => table.clock.deadline = None,
        }
        let changes = self.save(table, expected).await?;
        let version = table.game.version();
        let channel = table.place.play_channel();
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(&shown, version == 0))
                    .await?;
                if table.place.message.is_none() {
                    table.place.message = Some(self.post(channel, view).await?);
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
                if table.place.message.is_some() {
                    let from = table.place.message_from as usize;
                    let summary = messages::summary_view(table, from, until);
                    self.show_in_place(reply, table, summary).await?;
                }
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(&shown, version == 0))
                    .await?;
                table.place.message = Some(self.post(channel, view).await?);
                table.place.message_from = u32::try_from(until).unwrap_or(u32::MAX);
                self.save(table, version).await?;
                if let Some(deadline) = table.clock.deadline {
                    self.schedule_deadline(table.id, deadline);
                }
            }
            Next::Over => {
                if table.place.message.is_some() {
                    let until = table.game.entries().len();
                    let from = table.place.message_from as usize;
                    let summary = messages::summary_view(table, from, until);
                    self.show_in_place(reply, table, summary).await?;
                }
                let shown = table.clone();
                let view = self
                    .draw(move || messages::results_view(&shown, &changes))
                    .await?;
                self.post(channel, view).await?;
                self.forget(Key::Game(table.id));
                self.cancel_deadline(table.id);
                self.forget_kept_turn(table.id);
                info!(game = %table.id, "game over");
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
        let user = UserId(c.user.id.get());
        let message = MessageId(c.message.id.get());
        self.change_game(game, Reply::Click(c), async |table: &mut Table| {
            let mv = decide_click(table, user, message, &c.data.custom_id).map_err(Error::user)?;
            let color = table
                .game
                .to_move()
                .ok_or_else(|| Error::user(Refusal::Finished))?;
            table
                .game
                .play(mv)
                .map_err(|e| Error::Internal(format!("a checked move was refused: {e}")))?;
            table.own_move(color);
            Ok(Applied::Changed)
        })
        .await
    }

    /// `/hypnosia resign`.
    pub async fn resign(self: &Arc<Self>, game: GameId, user: UserId) -> Result<()> {
        self.change_game(game, Reply::Background, async |table: &mut Table| {
            table.resign(user).map_err(Error::user)?;
            Ok(Applied::Changed)
        })
        .await
    }

    /// `/hypnosia board`: the live message moves to the bottom of the channel.
    /// Not a change of the game (its version stays), only of where it is shown.
    pub async fn repost(self: &Arc<Self>, game: GameId) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        if table.game.is_over() {
            return Err(Error::user(Refusal::Finished));
        }
        let until = table.game.entries().len().saturating_sub(1);
        if table.place.message.is_some() {
            let from = table.place.message_from as usize;
            let summary = messages::summary_view(&table, from, until);
            // The old message may be gone; the new one matters more.
            if let Err(e) = self.show_in_place(Reply::Background, &table, summary).await {
                warn!(%game, error = %e, "could not shrink the old turn message");
            }
        }
        let shown = table.clone();
        let view = self
            .draw(move || messages::reposted_turn_view(&shown))
            .await?;
        table.place.message = Some(self.post(table.place.play_channel(), view).await?);
        table.place.message_from = u32::try_from(until).unwrap_or(u32::MAX);
        let version = table.game.version();
        self.save(&table, version).await?;
        Ok(())
    }

    /// After a restart: computer turns go on, deadlines and idle lobbies are
    /// scheduled again (a deadline that passed while the bot was down fires now).
    pub async fn resume(self: &Arc<Self>) -> Result<()> {
        let games = self.store.running_games().await?;
        for table in &games {
            if table.ai_to_move() {
                self.spawn_ai(table.id);
            } else if let Some(deadline) = table.clock.deadline {
                self.schedule_deadline(table.id, deadline);
            }
        }
        let lobbies = self.store.open_lobbies().await?;
        for l in &lobbies {
            self.schedule_lobby_expiry(l.id, l.expires_at);
        }
        info!(games = games.len(), lobbies = lobbies.len(), "resumed");
        Ok(())
    }
}
