//! What keeps GIF exports cheap: a cache of finished games' GIFs (a finished
//! game's record never changes, so neither does its GIF) and a per-person
//! cooldown between drawings. The queue itself is the heavy lane's (see
//! [`super::lanes`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::render::Gif;
use crate::table::{GameId, GuildId, UserId};

/// Bytes of GIFs kept in memory at most.
pub const CACHE_BYTES: usize = 64 * 1024 * 1024;

/// The least time between two GIF drawings asked by one person.
pub const COOLDOWN: Duration = Duration::from_secs(60);

/// Finished games' GIFs, at most a number of bytes, the least recently used
/// dropped first.
///
/// ```
/// use std::sync::Arc;
/// use hypnosia::discord::gif_exports::GifCache;
/// use hypnosia::render::Gif;
/// use hypnosia::table::{GameId, GuildId};
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
    guild: GuildId,
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
    pub fn get(&mut self, guild: GuildId, id: GameId) -> Option<Arc<Gif>> {
        self.clock += 1;
        let entry = self.entries.get_mut(&id).filter(|e| e.guild == guild)?;
        entry.last_used = self.clock;
        Some(entry.gif.clone())
    }

    /// Keeps `gif`, dropping the least recently used ones beyond the budget;
    /// a GIF larger than the whole budget is not kept.
    pub fn insert(&mut self, guild: GuildId, id: GameId, gif: Arc<Gif>) {
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

/// When each person last started a GIF drawing.
///
/// ```
/// use std::time::{Duration, Instant};
/// use hypnosia::discord::gif_exports::Cooldowns;
/// use hypnosia::table::UserId;
///
/// let mut cooldowns = Cooldowns::new(Duration::from_secs(60));
/// let now = Instant::now();
/// assert_eq!(cooldowns.start(UserId(1), now), Ok(()));
/// let later = now + Duration::from_secs(45);
/// assert_eq!(cooldowns.start(UserId(1), later), Err(Duration::from_secs(15)));
/// assert_eq!(cooldowns.start(UserId(2), later), Ok(()), "each person has their own");
/// assert_eq!(cooldowns.start(UserId(1), now + Duration::from_secs(60)), Ok(()));
/// ```
pub struct Cooldowns {
    every: Duration,
    last: HashMap<UserId, Instant>,
}

impl Cooldowns {
    pub fn new(every: Duration) -> Cooldowns {
        Cooldowns {
            every,
            last: HashMap::new(),
        }
    }

    /// Starts `user`'s cooldown at `now`, or says how long they must still wait.
    pub fn start(&mut self, user: UserId, now: Instant) -> Result<(), Duration> {
        if let Some(&last) = self.last.get(&user) {
            let since = now.saturating_duration_since(last);
            if since < self.every {
                return Err(self.every - since);
            }
        }
        // Forget whoever's cooldown is over: the map holds only the last minute.
        let every = self.every;
        self.last
            .retain(|_, &mut at| now.saturating_duration_since(at) < every);
        self.last.insert(user, now);
        Ok(())
    }

    /// Gives back `user`'s cooldown started at `at` (their export was refused
    /// before anything was drawn).
    pub fn cancel(&mut self, user: UserId, at: Instant) {
        if self.last.get(&user) == Some(&at) {
            self.last.remove(&user);
        }
    }
}

/// The GIF exports' shared state of one process.
pub struct GifExports {
    cache: Mutex<GifCache>,
    cooldowns: Mutex<Cooldowns>,
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
            cooldowns: Mutex::new(Cooldowns::new(cooldown)),
        }
    }

    pub fn cached(&self, guild: GuildId, id: GameId) -> Option<Arc<Gif>> {
        locked(&self.cache).get(guild, id)
    }

    pub fn keep(&self, guild: GuildId, id: GameId, gif: Arc<Gif>) {
        locked(&self.cache).insert(guild, id, gif);
    }

    /// See [`Cooldowns::start`].
    pub fn start_cooldown(&self, user: UserId, now: Instant) -> Result<(), Duration> {
        locked(&self.cooldowns).start(user, now)
    }

    /// See [`Cooldowns::cancel`].
    pub fn cancel_cooldown(&self, user: UserId, at: Instant) {
        locked(&self.cooldowns).cancel(user, at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gif(bytes: usize) -> Arc<Gif> {
        Arc::new(Gif {
            bytes: vec![7; bytes],
            frames: 2,
            size: 10,
            every_move: true,
        })
    }

    #[test]
    fn the_cache_keeps_the_most_recently_used_within_its_bytes() {
        let mut cache = GifCache::new(100);
        for id in 1..=4 {
            cache.insert(GuildId(1), GameId(id), gif(30));
        }
        // 4 × 30 > 100: the first went.
        assert!(cache.get(GuildId(1), GameId(1)).is_none());
        assert_eq!(cache.bytes(), 90);
        // Using game 2 makes game 3 the oldest.
        assert!(cache.get(GuildId(1), GameId(2)).is_some());
        cache.insert(GuildId(1), GameId(5), gif(30));
        assert!(cache.get(GuildId(1), GameId(3)).is_none());
        assert!(cache.get(GuildId(1), GameId(2)).is_some());
        // Too large for the whole budget: not kept, nothing else lost.
        cache.insert(GuildId(1), GameId(6), gif(101));
        assert!(cache.get(GuildId(1), GameId(6)).is_none());
        assert_eq!(cache.bytes(), 90);
        // The same game again replaces itself.
        cache.insert(GuildId(1), GameId(5), gif(10));
        assert_eq!(cache.bytes(), 70);
    }

    #[test]
    fn a_cooldown_counts_from_its_start_and_can_be_given_back() {
        let mut c = Cooldowns::new(Duration::from_secs(60));
        let t0 = Instant::now();
        c.start(UserId(1), t0).unwrap();
        assert_eq!(
            c.start(UserId(1), t0 + Duration::from_secs(1)),
            Err(Duration::from_secs(59))
        );
        c.cancel(UserId(1), t0);
        assert_eq!(c.start(UserId(1), t0 + Duration::from_secs(2)), Ok(()));
        // A stale cancel (of an older start) leaves the newer one.
        c.cancel(UserId(1), t0);
        assert!(c.start(UserId(1), t0 + Duration::from_secs(3)).is_err());
        // People whose cooldown is over are forgotten.
        c.start(UserId(2), t0 + Duration::from_secs(120)).unwrap();
        assert_eq!(c.last.len(), 1);
    }
}
