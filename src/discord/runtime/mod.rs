//! Live games: per-game locks, the one path by which a game changes, computer
//! turns, turn deadlines and idle lobbies.
//!
//! Every change of a game (click, computer move, time-out, resign) goes through
//! [`Runtime::change_game`]: take the game's async lock, load it, apply the
//! change, save it with the store's version check (a second writer is refused),
//! set going what waits on it (the next computer move, the turn deadline), and
//! let go of the lock. Only then is the change shown (`show.rs`): in order per
//! game, but with no lock held while Discord answers, so a slow or failing
//! Discord never holds up the next click, computer move or time-out. Timers and
//! computer turns are changes like any other: what they were scheduled for is
//! checked against the freshly loaded game, so a stale timer does nothing.
//!
//! Background work is supervised (`supervise.rs`): a computer move, a deadline
//! or a lobby's expiry that fails is tried again with backoff, and a sweep
//! finds whatever is due and not scheduled, so no game ever needs someone to
//! type a command to move on.
//!
//! Computer turns are in `computer_turns.rs`, turn deadlines in `deadlines.rs`
//! and lobbies in `lobbies.rs`: submodules, so that they reach the runtime's
//! private state (locks, timers, kept turns) without it being opened to the rest
//! of the bot.

mod chances;
mod computer_turns;
mod deadlines;
mod ending;
mod hints;
mod languages;
mod lobbies;
mod notify;
mod reminders;
mod seasons;
mod show;
mod supervise;

pub use chances::PostingAnalysis;
pub use ending::{CancelVote, VoteOutcome, VOTE_TIME};

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ComponentInteraction, Http};
use tracing::{info, warn};

use crate::ai::{self, Level, TurnChoice};
use crate::discord::answer::Ack;
use crate::discord::command_ids::CommandIds;
use crate::discord::config::Config;
use crate::discord::error::{discord_code, is_transient, Error, Result};
use crate::discord::lanes::{LaneError, Lanes};
use crate::discord::messages::View;
use crate::discord::turns::{decide_click, next_step, Next, Refusal};
use crate::discord::DISCORD_CALL_LIMIT;
use crate::game::Color;
use crate::i18n::Text;
use crate::store::Store;
use crate::table::{unix_now, ChannelId, GameId, MessageId, Occupant, RatingChange, Table, UserId};
use crate::text;

/// Where a change is shown: as the answer to the click that caused it (type 7
/// UPDATE_MESSAGE, or an edit after the click was deferred), or, without a
/// click, by editing with the bot token.
#[derive(Clone)]
pub enum Reply {
    Click(Ack),
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

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Key {
    Game(GameId),
    Lobby(GameId),
}

/// The bot's live state; shared by commands, clicks and background tasks.
pub struct Runtime {
    pub store: Store,
    pub http: Arc<Http>,
    pub config: Config,
    /// The registered commands' ids, for mentions in messages.
    pub commands: Arc<CommandIds>,
    /// Per game or lobby, the lock of its load–change–save. Never held across a
    /// call to Discord.
    locks: std::sync::Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
    /// Each game's pending turn-deadline timer: its deadline and a handle to
    /// cancel it. A game has at most one; a newer deadline cancels the older,
    /// still sleeping one (otherwise every turn would leave a timer asleep for a
    /// whole turn time-out, up to 7 days).
    timers: std::sync::Mutex<deadlines::Timers>,
    /// Each game's pending reminder of a slow turn (see `reminders.rs`).
    reminder_timers: std::sync::Mutex<reminders::ReminderTimers>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
    /// Pending votes to cancel a game.
    votes: std::sync::Mutex<ending::Votes>,
    /// Games whose next computer move is scheduled and not yet started.
    ai_pending: std::sync::Mutex<HashSet<GameId>>,
    /// Games whose computer move or deadline is being handled (retries included).
    in_flight: std::sync::Mutex<HashSet<GameId>>,
    /// Lobbies whose expiry is scheduled.
    lobby_timers: std::sync::Mutex<HashMap<GameId, crate::table::UnixTime>>,
    /// Lobbies whose Start is under way in this process (a second Start waits
    /// for nothing and is refused).
    starting: std::sync::Mutex<HashSet<GameId>>,
    /// Each server's language, as far as known (see `languages.rs`).
    languages: std::sync::Mutex<HashMap<crate::table::GuildId, languages::GuildLanguage>>,
    /// What each game and lobby shows, in order (see `show.rs`).
    shows: show::Shows,
    /// Whether each server's turn messages show the chances, as far as known
    /// (see `chances.rs`).
    live_chances: std::sync::Mutex<HashMap<crate::table::GuildId, bool>>,
    /// Whether season ends are being announced (see `seasons.rs`).
    announcing: std::sync::atomic::AtomicBool,
    /// Games whose Analysis button is being answered (see `chances.rs`).
    posting_analyses: std::sync::Mutex<HashSet<GameId>>,
    /// Where drawings run: live boards on their own slots (one per CPU; more
    /// would only share the same CPUs, and each drawing thread keeps a
    /// full-size canvas of its own), heavy work on the heavy lane.
    pub lanes: Lanes,
    /// Computer decisions worked out at once (one per CPU): a burst of
    /// computer turns waits its turn instead of taking every core.
    thinking: tokio::sync::Semaphore,
}

/// The name a member goes by in this server (display text only).
pub fn member_name(c: &ComponentInteraction) -> String {
    c.member.as_ref().map_or_else(
        || c.user.display_name().to_owned(),
        |m| m.display_name().to_owned(),
    )
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

impl Runtime {
    pub fn new(store: Store, http: Arc<Http>, config: Config) -> Runtime {
        Runtime {
            store,
            http,
            config,
            commands: Arc::default(),
            locks: std::sync::Mutex::new(HashMap::new()),
            timers: std::sync::Mutex::new(HashMap::new()),
            reminder_timers: std::sync::Mutex::new(HashMap::new()),
            turn_choices: std::sync::Mutex::new(HashMap::new()),
            ai_pending: std::sync::Mutex::new(HashSet::new()),
            in_flight: std::sync::Mutex::new(HashSet::new()),
            lobby_timers: std::sync::Mutex::new(HashMap::new()),
            starting: std::sync::Mutex::new(HashSet::new()),
            votes: std::sync::Mutex::new(HashMap::new()),
            languages: std::sync::Mutex::new(HashMap::new()),
            shows: show::Shows::default(),
            live_chances: std::sync::Mutex::new(HashMap::new()),
            posting_analyses: std::sync::Mutex::new(HashSet::new()),
            announcing: std::sync::atomic::AtomicBool::new(false),
            lanes: Lanes::for_this_machine(),
            thinking: tokio::sync::Semaphore::new(cores()),
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
    /// `apply` the change to it, save it (refused if someone saved a newer
    /// version meanwhile) and set going what waits on it; then, the lock let
    /// go, show it (in order with the game's other changes). When nobody left
    /// in the game can move any more, the computers play it out at once and
    /// the results follow.
    pub async fn change_game(
        self: &Arc<Self>,
        id: GameId,
        reply: Reply,
        apply: impl AsyncFnOnce(&mut Table) -> Result<Applied>,
    ) -> Result<()> {
        let showing = {
            let lock = self.lock(Key::Game(id));
            let _held = lock.lock().await;
            let mut table = self.load(id).await?;
            // The message shown right now, which the store learns a moment later.
            self.shows.note_live(&mut table);
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
            if table.no_person_can_move() {
                self.play_out(&mut table).await?;
            }
            let (step, changes) = self.commit(&mut table, expected, before).await?;
            show::Showing::change(table, step, reply, cancelled_by, changes)
        };
        self.show_later(showing);
        Ok(())
    }

    /// The computers finish a game in which no person can move any more (all
    /// left, or none has a pawn in a lane or on a ring), without a pause or a
    /// message per move. Each computer plays at its own level, so the people's
    /// places are decided as the game would have decided them; hard plays as
    /// medium here (its search would make the results wait seconds).
    async fn play_out(&self, table: &mut Table) -> Result<()> {
        let mut game = table.game.clone();
        let seed = (table.id.0 as u64) ^ game.version().rotate_left(17);
        let levels: Vec<(Color, Level)> = table
            .seats
            .iter()
            .map(|s| match s.occupant {
                Occupant::Ai(Level::Easy) => (s.color, Level::Easy),
                _ => (s.color, Level::Medium),
            })
            .collect();
        let level_of = move |color| {
            levels
                .iter()
                .find(|(c, _)| *c == color)
                .map_or(Level::Medium, |(_, l)| *l)
        };
        let game = self
            .think(move || ai::play_out_by_seat(&mut game, level_of, seed).map(|()| game))
            .await?
            .map_err(|e| Error::Internal(format!("a computer move was refused: {e}")))?;
        info!(game = %table.id, "nobody can move any more: the computers played it out");
        table.game = game;
        Ok(())
    }

    /// Computer decisions off the async threads, at most one per CPU at once.
    async fn think<T: Send + 'static>(
        &self,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        let failed =
            |e: &dyn std::fmt::Display| Error::Internal(format!("the computer player failed: {e}"));
        let _turn = self.thinking.acquire().await.map_err(|e| failed(&e))?;
        tokio::task::spawn_blocking(decide)
            .await
            .map_err(|e| failed(&e))
    }

    /// Saves a changed game (for a game that is over, with its results; the
    /// rating changes are returned to show them) and sets going what waits on
    /// it: the next computer move or the turn deadline. `before` is who was to
    /// move and how many record entries there were before the change (`None`:
    /// a new game).
    async fn commit(
        self: &Arc<Self>,
        table: &mut Table,
        expected: u64,
        before: Option<(Color, usize)>,
    ) -> Result<(Next, Vec<RatingChange>)> {
        let step = next_step(table, before);
        match step {
            Next::NewHumanTurn(_) => {
                table.clock.deadline = Some(unix_now() + table.turn_timeout().as_secs() as i64);
            }
            Next::SameTurn => {}
            Next::AiTurn(_) | Next::Over => table.clock.deadline = None,
        }
        let changes = if table.game.is_over() {
            self.store
                .finish_game(table.id, expected, &table.game)
                .await?
                .rating_changes
        } else {
            self.store
                .save_game(table.id, expected, &table.game, &table.clock)
                .await?;
            Vec::new()
        };
        match step {
            Next::AiTurn(_) => self.spawn_ai(table.id),
            Next::NewHumanTurn(_) => {
                if let Some(deadline) = table.clock.deadline {
                    self.schedule_deadline(table.id, deadline);
                    self.schedule_reminder(table);
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
        Ok((step, changes))
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

    /// Posts a message. Tried again after a passing failure with the same
    /// nonce, which Discord enforces: a post that reached Discord but whose
    /// answer was lost is not posted twice.
    async fn post(&self, channel: ChannelId, view: View) -> Result<MessageId> {
        let channel = serenity::all::ChannelId::new(channel.0);
        let nonce = post_nonce();
        let (http, view, nonce) = (&self.http, &view, &nonce);
        retrying(|| async move {
            let message = view
                .clone()
                .into_message()
                .nonce(serenity::all::Nonce::String(nonce.clone()))
                .enforce_nonce(true);
            let msg = channel.send_message(http, message).await?;
            Ok(MessageId(msg.id.get()))
        })
        .await
    }

    /// Sets going again whatever waits in a running game: its computer move or
    /// its turn deadline (a deadline already passed fires at once).
    fn rearm(self: &Arc<Self>, table: &Table) {
        if table.game.is_over() {
            return;
        }
        if table.ai_to_move() {
            self.spawn_ai(table.id);
        } else if let Some(deadline) = table.clock.deadline {
            self.schedule_deadline(table.id, deadline);
            self.schedule_reminder(table);
        } else {
            self.show_start(table.id);
        }
    }

    /// A click on a move button. A click on a message this process is still
    /// posting (its buttons reached the player a moment before Discord's answer
    /// reached the bot) waits for the post to be noted, instead of being told
    /// the message is old: as long as the post may take (the limit of a call
    /// to Discord), since under load that is longer than a person's patience
    /// and the click's answer is deferred meanwhile anyway.
    pub async fn click_move(self: &Arc<Self>, ack: &Ack, game: GameId) -> Result<()> {
        const STEP: Duration = Duration::from_millis(20);
        let message = MessageId(ack.interaction().message.id.get());
        let stale = Error::user(Refusal::StaleMessage).user_text();
        let mut waited = Duration::ZERO;
        // The first refusal is checked once more: the post may have been
        // noted between this click's load and the look at the worker.
        let mut rechecked = false;
        loop {
            match self.play_click(ack, game).await {
                Err(Error::User(e))
                    if e.0 == stale
                        && waited < DISCORD_CALL_LIMIT
                        && (!rechecked || self.shows.posting(game, message)) =>
                {
                    rechecked = true;
                }
                done => return done,
            }
            // Only the worker's own bookkeeping is polled, not the store.
            while waited < DISCORD_CALL_LIMIT && self.shows.posting(game, message) {
                tokio::time::sleep(STEP).await;
                waited += STEP;
            }
        }
    }

    async fn play_click(self: &Arc<Self>, ack: &Ack, game: GameId) -> Result<()> {
        let c = ack.interaction();
        let user = UserId(c.user.id.get());
        let message = MessageId(c.message.id.get());
        let custom_id = c.data.custom_id.clone();
        self.change_game(
            game,
            Reply::Click(ack.clone()),
            async |table: &mut Table| {
                let mv = decide_click(table, user, message, &custom_id).map_err(Error::user)?;
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
            },
        )
        .await
    }

    /// `/hypnosia board`: the live message moves to the bottom of the channel,
    /// and whatever waits (a computer move, the turn deadline) is set going again.
    /// Not a change of the game (its version stays), only of where it is shown.
    pub async fn repost(self: &Arc<Self>, game: GameId) -> Result<()> {
        let table = self.load(game).await?;
        if table.game.is_over() {
            return Err(Error::user(Refusal::Finished));
        }
        self.rearm(&table);
        let (done, shown) = tokio::sync::oneshot::channel();
        self.show_later(show::Showing::repost(table, done));
        shown
            .await
            .map_err(|_| Error::Internal("the board was not shown".into()))?
    }
}

/// A nonce for one message post and its retries: 16 hex digits (Discord
/// takes up to 25 characters).
fn post_nonce() -> String {
    format!("{:016x}", rand::random::<u64>())
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
