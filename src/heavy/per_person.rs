//! Per-person cooldowns: what one click makes costly or public (a GIF
//! drawing, a practice thread, a rematch's pings) once per cooldown.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::table::UserId;

/// When each person last did one thing (started a GIF drawing, opened a
/// practice game, a rematch): each may once per cooldown.
///
/// ```
/// use std::time::{Duration, Instant};
/// use hypnosia_engine::heavy::per_person::PerPerson;
/// use hypnosia_engine::table::UserId;
///
/// let mut per_person = PerPerson::new(Duration::from_secs(60));
/// let now = Instant::now();
/// assert_eq!(per_person.start(UserId(1), now), Ok(()));
/// let later = now + Duration::from_secs(45);
/// assert_eq!(per_person.start(UserId(1), later), Err(Duration::from_secs(15)));
/// assert_eq!(per_person.start(UserId(2), later), Ok(()), "each person has their own");
/// assert_eq!(per_person.start(UserId(1), now + Duration::from_secs(60)), Ok(()));
/// ```
pub struct PerPerson {
    every: Duration,
    // Public for the tests of `tests/heavy/gif_exports.rs`.
    #[doc(hidden)]
    pub last: HashMap<UserId, Instant>,
}

impl PerPerson {
    pub fn new(every: Duration) -> PerPerson {
        PerPerson {
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

    /// Gives back `user`'s cooldown started at `at` (what it was for was
    /// refused before anything was done, e.g. an export before its drawing).
    pub fn cancel(&mut self, user: UserId, at: Instant) {
        if self.last.get(&user) == Some(&at) {
            self.last.remove(&user);
        }
    }
}
