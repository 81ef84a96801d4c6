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
mod ending;
mod languages;
mod lobbies;

pub use ending::{CancelVote, VoteOutcome, VOTE_TIME};

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ComponentInteraction, CreateInteractionResponse, Http};
use tracing::{info, warn};

use crate::ai::{self, Level, TurnChoice};
use crate::discord::config::Config;
use crate::discord::error::{discord_code, is_transient, Error, Result};
use crate::discord::lanes::{LaneError, Lanes};
use crate::discord::messages::{self, View};
use crate::discord::turns::{decide_click, next_step, Next, Refusal};
use crate::game::Color;
use crate::i18n::Text;
use crate::store::Store;
use crate::table::{unix_now, ChannelId, GameId, MessageId, RatingChange, Table, UserId};
use crate::text;

/// Where a change is shown: as the answer to the click that caused it (type 7
/// UPDATE_MESSAGE), or, without a click, by editing with the bot token.
#[derive(Clone, Copy)]
pub enum Reply<'a> {
    Click(&'a ComponentInteraction),
    Background,
}

/// What a change did to the game it was given.
#[derive(Clone, PartialEq, Debug)]
pub enum Applied {
    /// Nothing to do (what the change was for no longer holds): nothing is saved.
    Unchanged,
    /// The game changed: save it and show it.
    Changed,
    /// The game was just set up: save it and show its first turn.
    Started,
    /// The game was called off; the results say by whom.
    Cancelled { by: Text },
}

/// How a change is shown: where, and what its results say.
struct Shown<'a> {
    reply: Reply<'a>,
    /// Who cancelled the game, for its results.
    cancelled_by: Option<Text>,
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
    /// Pending votes to cancel a game.
    votes: std::sync::Mutex<ending::Votes>,
    /// Games whose next computer move is scheduled and not yet started.
    ai_pending: std::sync::Mutex<HashSet<GameId>>,
    /// Each server's language, as far as known (see `languages.rs`).
    languages: std::sync::Mutex<HashMap<crate::table::GuildId, languages::GuildLanguage>>,
    /// Where drawings run: live boards on their own slots (one per CPU; more
    /// would only share the same CPUs, and each drawing thread keeps a
    /// full-size canvas of its own), heavy work on the heavy lane.
    pub lanes: Lanes,
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
            ai_pending: std::sync::Mutex::new(HashSet::new()),
            votes: std::sync::Mutex::new(HashMap::new()),
            languages: std::sync::Mutex::new(HashMap::new()),
            lanes: Lanes::for_this_machine(),
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
            .ok_or_else(|| Error::user(text!("refusal-game-gone")))
    }

    /// The one path by which a game changes: under the game's lock, load it,
    /// `apply` the change to it, then save it (refused if someone saved a newer
    /// version meanwhile) and show it. When the change leaves only computer
    /// players in the game, they play it out at once and the results follow.
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
        let (before, cancelled_by) = match apply(&mut table).await? {
            Applied::Unchanged => return Ok(()),
            Applied::Changed => (before, None),
            Applied::Started => (None, None),
            Applied::Cancelled { by } => (before, Some(by)),
        };
        if table.only_computers_left() {
            self.play_out(&mut table).await?;
        }
        let shown = Shown {
            reply,
            cancelled_by,
        };
        self.publish(&mut table, expected, before, shown).await
    }

    /// The computers finish a game nobody is left in, without a pause or a
    /// message per move (medium plays every seat: fast, and with no person left
    /// the ranking of the people who left no longer depends on the play).
    async fn play_out(&self, table: &mut Table) -> Result<()> {
        let mut game = table.game.clone();
        let seed = (table.id.0 as u64) ^ game.version().rotate_left(17);
        let game = tokio::task::spawn_blocking(move || {
            ai::play_out(&mut game, Level::Medium, seed).map(|()| game)
        })
        .await
        .map_err(|e| Error::Internal(format!("playing out the game failed: {e}")))?
        .map_err(|e| Error::Internal(format!("a computer move was refused: {e}")))?;
        info!(game = %table.id, "nobody is left: the computers played it out");
        table.game = game;
        Ok(())
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
        let (channel, message) = (
            serenity::all::ChannelId::new(channel.0),
            serenity::all::MessageId::new(message.0),
        );
        let (http, view) = (&self.http, &view);
        retrying(|| async move {
            channel
                .edit_message(http, message, view.clone().into_edit())
                .await?;
            Ok(())
        })
        .await
    }

    /// Builds a view that draws the board off the async threads: a board is
    /// milliseconds of CPU work, which would hold up every other click, gateway
    /// event and HTTP answer waiting for the same worker thread. Live boards
    /// wait their turn in order of arrival on the live lane, never behind
    /// heavy work (see [`Lanes`]).
    async fn draw(&self, view: impl FnOnce() -> View + Send + 'static) -> Result<View> {
        self.lanes
            .live(view)
            .await
            .map_err(|e| Error::Internal(format!("drawing failed: {e}")))
    }

    /// A heavy drawing (a replay step, a chart) on the heavy lane, which gives
    /// way to live boards; refused with "busy, try again" when its queue is
    /// full. GIF exports reserve a long job instead (`Lanes::reserve_long`).
    pub async fn draw_heavy<T: Send + 'static>(
        &self,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        self.lanes.quick(drawing).await.map_err(|e| match e {
            LaneError::Busy => Error::user(text!("refusal-drawing-busy")),
            LaneError::Failed(e) => Error::Internal(format!("drawing failed: {e}")),
        })
    }

    async fn post(&self, channel: ChannelId, view: View) -> Result<MessageId> {
        let channel = serenity::all::ChannelId::new(channel.0);
        let (http, view) = (&self.http, &view);
        retrying(|| async move {
            let msg = channel
                .send_message(http, view.clone().into_message())
                .await?;
            Ok(MessageId(msg.id.get()))
        })
        .await
    }

    /// Saves a changed game, sets going what waits on it (the next computer
    /// move, the turn deadline), then shows it; `before` is who was to move and
    /// how many record entries there were before the change (`None`: a new game).
    ///
    /// Once saved, the change stands: a message Discord refuses to post or edit
    /// (deleted by a moderator, missing access, 429, 5xx) is logged and the game
    /// goes on, shown again by its next update or by `/hypnosia board`.
    async fn publish(
        self: &Arc<Self>,
        table: &mut Table,
        expected: u64,
        before: Option<(Color, usize)>,
        shown: Shown<'_>,
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
        // Armed before showing, so that no display failure can stall the game;
        // each waits for this game's lock, held until the change is shown.
        match step {
            Next::AiTurn(_) => self.spawn_ai(table.id),
            Next::NewHumanTurn(_) => {
                if let Some(deadline) = table.clock.deadline {
                    self.schedule_deadline(table.id, deadline);
                }
            }
            Next::SameTurn => {}
            Next::Over => {
                self.forget(Key::Game(table.id));
                self.cancel_deadline(table.id);
                self.forget_kept_turn(table.id);
                info!(game = %table.id, "game over");
            }
        }
        if let Err(e) = self.show(step, table, shown, changes).await {
            warn!(game = %table.id, error = %e, "could not show a change; the game goes on");
        }
        Ok(())
    }

    /// Shows a saved change: in place, or as a new message at the bottom.
    async fn show(
        &self,
        step: Next,
        table: &mut Table,
        shown_as: Shown<'_>,
        changes: Vec<RatingChange>,
    ) -> Result<()> {
        let reply = shown_as.reply;
        let version = table.game.version();
        let lang = self.guild_lang(table.place.guild).await;
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(lang, &shown, version == 0))
                    .await?;
                if table.place.message.is_some() {
                    match self.show_in_place(reply, table, view).await {
                        Err(e) if is_gone(&e) => {
                            warn!(game = %table.id, error = %e, "the turn message is gone");
                        }
                        other => return other,
                    }
                    // Drawn again: a view is consumed by the failed attempt.
                    let shown = table.clone();
                    let view = self
                        .draw(move || messages::turn_view(lang, &shown, false))
                        .await?;
                    return self.post_turn(table, view).await;
                }
                self.post_turn(table, view).await
            }
            Next::NewHumanTurn(_) => {
                let until = table.game.entries().len().saturating_sub(1);
                self.shrink(reply, table, until).await;
                let shown = table.clone();
                let view = self
                    .draw(move || messages::turn_view(lang, &shown, version == 0))
                    .await?;
                table.place.message_from = u32::try_from(until).unwrap_or(u32::MAX);
                self.post_turn(table, view).await
            }
            Next::Over => {
                self.shrink(reply, table, table.game.entries().len()).await;
                let shown = table.clone();
                let by = shown_as.cancelled_by;
                let view = self
                    .draw(move || messages::results_view(lang, &shown, &changes, by.as_ref()))
                    .await?;
                self.post(table.place.play_channel(), view).await?;
                Ok(())
            }
        }
    }

    /// Shrinks the live message to the summary of its turns (entries up to
    /// `until`). It may be gone or out of reach: the next message matters more.
    async fn shrink(&self, reply: Reply<'_>, table: &Table, until: usize) {
        if table.place.message.is_none() {
            return;
        }
        let from = table.place.message_from as usize;
        let lang = self.guild_lang(table.place.guild).await;
        let summary = messages::summary_view(lang, table, from, until);
        if let Err(e) = self.show_in_place(reply, table, summary).await {
            warn!(game = %table.id, error = %e, "could not shrink the old turn message");
        }
    }

    /// Posts the turn message at the bottom of the play channel and saves where
    /// it is. When Discord refuses the post, the game keeps no live message, so
    /// that its next update posts one again.
    async fn post_turn(&self, table: &mut Table, view: View) -> Result<()> {
        let posted = self.post(table.place.play_channel(), view).await;
        table.place.message = posted.as_ref().ok().copied();
        if !table.game.is_over() {
            self.save(table, table.game.version()).await?;
        }
        posted.map(|_| ())
    }

    /// Sets going again whatever waits in a running game: its computer move or
    /// its turn deadline (a deadline already passed fires at once).
    fn rearm(self: &Arc<Self>, table: &Table) {
        if table.ai_to_move() {
            self.spawn_ai(table.id);
        } else if let Some(deadline) = table.clock.deadline {
            self.schedule_deadline(table.id, deadline);
        }
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

    /// `/hypnosia board`: the live message moves to the bottom of the channel,
    /// and whatever waits (a computer move, the turn deadline) is set going again.
    /// Not a change of the game (its version stays), only of where it is shown.
    pub async fn repost(self: &Arc<Self>, game: GameId) -> Result<()> {
        let lock = self.lock(Key::Game(game));
        let _held = lock.lock().await;
        let mut table = self.load(game).await?;
        if table.game.is_over() {
            return Err(Error::user(Refusal::Finished));
        }
        self.rearm(&table);
        let until = table.game.entries().len().saturating_sub(1);
        self.shrink(Reply::Background, &table, until).await;
        let shown = table.clone();
        let lang = self.guild_lang(table.place.guild).await;
        let view = self
            .draw(move || messages::reposted_turn_view(lang, &shown))
            .await?;
        table.place.message_from = u32::try_from(until).unwrap_or(u32::MAX);
        self.post_turn(&mut table, view).await
    }

    /// After a restart: computer turns go on, deadlines and idle lobbies are
    /// scheduled again (a deadline that passed while the bot was down fires now).
    /// Only for the servers on this process's shards: the others' belong to the
    /// process holding their shard.
    pub async fn resume(self: &Arc<Self>) -> Result<()> {
        let ours = |guild| self.config.sharding.owns(guild);
        let mut games = self.store.running_games().await?;
        games.retain(|t| ours(t.place.guild));
        for table in &games {
            self.rearm(table);
        }
        let mut lobbies = self.store.open_lobbies().await?;
        lobbies.retain(|l| ours(l.place.guild));
        for l in &lobbies {
            self.schedule_lobby_expiry(l.id, l.expires_at);
        }
        info!(games = games.len(), lobbies = lobbies.len(), "resumed");
        Ok(())
    }
}

/// Whether a failed call means the message can no longer be edited (deleted
/// by a moderator, the bot lost access, or its thread was archived), so a new
/// message is due; a post reopens an archived thread that is not locked.
fn is_gone(e: &Error) -> bool {
    match e {
        Error::Discord(e) => matches!(discord_code(e), Some(10003 | 10008 | 50001 | 50083)),
        _ => false,
    }
}

/// Pauses before calling Discord again after a 429, a 5xx or a lost
/// connection. Serenity gives back neither the `Retry-After` header of a 429
/// nor its body, so the pauses are long enough for a per-route limit (Discord's
/// last a second or two); a global limit or an outage longer than all of them
/// leaves the change saved and shown by the next update.
const RETRY_PAUSES: [Duration; 2] = [Duration::from_millis(1500), Duration::from_secs(4)];

/// Makes a call to Discord, again after each pause of [`RETRY_PAUSES`] while it
/// fails for a passing reason.
async fn retrying<T, F: std::future::Future<Output = Result<T>>>(
    mut call: impl FnMut() -> F,
) -> Result<T> {
    for pause in RETRY_PAUSES {
        match call().await {
            Err(Error::Discord(e)) if is_transient(&e) => {
                let e = Error::Discord(e);
                warn!(error = %e, ?pause, "Discord asked to try again later");
                tokio::time::sleep(pause).await;
            }
            done => return done,
        }
    }
    call().await
}
