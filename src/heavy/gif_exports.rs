//! What keeps GIF exports cheap: a cache of finished games' GIFs (a finished
//! game's record never changes, so neither does its GIF), one drawing per game
//! at a time (whoever asks for a GIF being drawn waits for that drawing and
//! gets it too, without a cooldown or a place in the queue), and a per-person
//! cooldown between drawings. The queue itself is the heavy lane's (see
//! [`crate::heavy::lanes`]): it only ever refuses different work.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use crate::i18n::Text;
use crate::render::Gif;
use crate::table::{Community, GameId, UserId};

/// Bytes of GIFs kept in memory at most.
pub const CACHE_BYTES: usize = 64 * 1024 * 1024;

/// The least time between two GIF drawings asked by one person.
pub const COOLDOWN: Duration = Duration::from_secs(60);

/// Finished games' GIFs, at most a number of bytes, the least recently used
/// dropped first.
///
/// ```
/// use std::sync::Arc;
/// use hypnosia_engine::heavy::gif_exports::GifCache;
/// use hypnosia_engine::render::Gif;
/// use hypnosia_engine::table::{GameId, GuildId};
///
/// let gif = |n| Arc::new(Gif { bytes: vec![0; n], frames: 1, size: 10, every_move: true });
/// let mut cache = GifCache::new(100);
/// cache.insert(GuildId(1), GameId(1), gif(60));
/// cache.insert(GuildId(1), GameId(2), gif(30));
/// assert!(cache.get(GuildId(1), GameId(1)).is_some()); // now the most recent
/// cache.insert(GuildId(1), GameId(3), gif(30)); // 120 > 100: game 2 goes
/// assert!(cache.get(GuildId(1), GameId(2)).is_none());
/// assert!(cache.get(GuildId(2), GameId(1)).is_none(), "another server's game");
/// assert_eq!(cache.bytes(), 90);
/// ```
pub struct GifCache {
    budget: usize,
    used: usize,
    clock: u64,
    entries: HashMap<GameId, Cached>,
}

struct Cached {
    guild: Community,
    gif: Arc<Gif>,
    last_used: u64,
}

impl GifCache {
    pub fn new(budget: usize) -> GifCache {
        GifCache {
            budget,
            used: 0,
            clock: 0,
            entries: HashMap::new(),
        }
    }

    /// The GIF of game `id` of `guild`, if kept (a game of another server is
    /// not found).
    pub fn get(&mut self, guild: impl Into<Community>, id: GameId) -> Option<Arc<Gif>> {
        let guild = guild.into();
        self.clock += 1;
        let entry = self.entries.get_mut(&id).filter(|e| e.guild == guild)?;
        entry.last_used = self.clock;
        Some(entry.gif.clone())
    }

    /// Keeps `gif`, dropping the least recently used ones beyond the budget;
    /// a GIF larger than the whole budget is not kept.
    pub fn insert(&mut self, guild: impl Into<Community>, id: GameId, gif: Arc<Gif>) {
        let guild = guild.into();
        let size = gif.bytes.len();
        if size > self.budget {
            return;
        }
        self.clock += 1;
        if let Some(old) = self.entries.insert(
            id,
            Cached {
                guild,
                gif,
                last_used: self.clock,
            },
        ) {
            self.used -= old.gif.bytes.len();
        }
        self.used += size;
        while self.used > self.budget {
            let oldest = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.last_used)
                .map(|(&id, _)| id)
                .expect("bytes are used, so something is kept");
            let gone = self.entries.remove(&oldest).expect("just found");
            self.used -= gone.gif.bytes.len();
        }
    }

    /// Bytes kept.
    pub fn bytes(&self) -> usize {
        self.used
    }
}

use super::per_person::PerPerson;

/// The GIF exports' shared state of one process.
pub struct GifExports {
    cache: Mutex<GifCache>,
    cooldowns: Mutex<PerPerson>,
    /// The GIFs being drawn, with whoever waits for each besides its drawer.
    drawing: Mutex<HashMap<(Community, GameId), Waiting>>,
}

/// Those waiting for a drawing under way, besides its drawer.
type Waiting = Vec<oneshot::Sender<Drawn>>;

/// How a drawing ended, for everyone who asked for it.
pub type Drawn = Result<Arc<Gif>, DrawFailed>;

/// Why a drawing gave no GIF: told alike to everyone who waited for it.
#[derive(Clone, Debug)]
pub enum DrawFailed {
    /// A refusal (not over, no such game, too large), in the asker's words.
    User(Text),
    /// A fault, logged by each who waited.
    Internal(String),
}

/// What an export asked for a game gets.
pub enum Claim<T> {
    /// Drawn already: sent at once.
    Cached(Arc<Gif>),
    /// Being drawn for someone else: this waits for that drawing.
    Joined(oneshot::Receiver<Drawn>),
    /// This asker draws it, with the lane's `T` (a ticket); the others who ask
    /// meanwhile are given what [`Drawing::done`] is told.
    Draw(T, Drawing),
}

/// Why an export asked for a game not drawn nor being drawn is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportRefusal {
    /// The asker had a GIF drawn less than a cooldown ago: wait this long.
    Cooldown(Duration),
    /// The heavy lane's queue is full (of other games).
    Busy,
}

/// A GIF being drawn: tells everyone who waits for it how it ended, when it
/// is done or dropped (a fault).
pub struct Drawing {
    exports: Arc<GifExports>,
    key: (Community, GameId),
    user: UserId,
    at: Instant,
    done: bool,
}

impl Drawing {
    /// The drawing ended: a GIF is kept in the cache and sent to everyone
    /// who waited for it. The drawer's cooldown is given back unless a GIF
    /// was drawn (or a fault happened while drawing).
    pub fn done(mut self, drawn: Drawn) {
        self.done = true;
        if !matches!(drawn, Ok(_) | Err(DrawFailed::Internal(_))) {
            self.exports.cancel_cooldown(self.user, self.at);
        }
        self.tell(drawn);
    }

    fn tell(&self, drawn: Drawn) {
        let waiting = {
            let mut drawing = locked(&self.exports.drawing);
            if let Ok(gif) = &drawn {
                self.exports.keep(self.key.0, self.key.1, gif.clone());
            }
            drawing.remove(&self.key).unwrap_or_default()
        };
        for waiter in waiting {
            let _ = waiter.send(drawn.clone());
        }
    }
}

impl Drop for Drawing {
    fn drop(&mut self) {
        if !self.done {
            self.tell(Err(DrawFailed::Internal(format!(
                "the drawing of the GIF of game {} was abandoned",
                self.key.1
            ))));
        }
    }
}

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Default for GifExports {
    fn default() -> Self {
        GifExports::new(CACHE_BYTES, COOLDOWN)
    }
}

impl GifExports {
    pub fn new(cache_bytes: usize, cooldown: Duration) -> GifExports {
        GifExports {
            cache: Mutex::new(GifCache::new(cache_bytes)),
            cooldowns: Mutex::new(PerPerson::new(cooldown)),
            drawing: Mutex::new(HashMap::new()),
        }
    }

    /// What `user`, asking at `now` for the GIF of game `id` of `guild`,
    /// gets: the GIF kept, a place among those waiting for its drawing under
    /// way, or the drawing itself if their cooldown is over and `reserve`
    /// gives a place on the lane. Decided at once, under one lock, so that
    /// two askers never draw the same game.
    pub fn claim<T>(
        self: &Arc<Self>,
        guild: impl Into<Community>,
        id: GameId,
        user: UserId,
        now: Instant,
        reserve: impl FnOnce() -> Option<T>,
    ) -> Result<Claim<T>, ExportRefusal> {
        let guild = guild.into();
        let mut drawing = locked(&self.drawing);
        if let Some(gif) = self.cached(guild, id) {
            return Ok(Claim::Cached(gif));
        }
        if let Some(waiting) = drawing.get_mut(&(guild, id)) {
            let (tx, rx) = oneshot::channel();
            waiting.push(tx);
            return Ok(Claim::Joined(rx));
        }
        self.start_cooldown(user, now)
            .map_err(ExportRefusal::Cooldown)?;
        let Some(ticket) = reserve() else {
            self.cancel_cooldown(user, now);
            return Err(ExportRefusal::Busy);
        };
        drawing.insert((guild, id), Vec::new());
        Ok(Claim::Draw(
            ticket,
            Drawing {
                exports: self.clone(),
                key: (guild, id),
                user,
                at: now,
                done: false,
            },
        ))
    }

    pub fn cached(&self, guild: impl Into<Community>, id: GameId) -> Option<Arc<Gif>> {
        locked(&self.cache).get(guild, id)
    }

    pub fn keep(&self, guild: impl Into<Community>, id: GameId, gif: Arc<Gif>) {
        locked(&self.cache).insert(guild, id, gif);
    }

    /// See [`PerPerson::start`].
    pub fn start_cooldown(&self, user: UserId, now: Instant) -> Result<(), Duration> {
        locked(&self.cooldowns).start(user, now)
    }

    /// See [`PerPerson::cancel`].
    pub fn cancel_cooldown(&self, user: UserId, at: Instant) {
        locked(&self.cooldowns).cancel(user, at);
    }
}
