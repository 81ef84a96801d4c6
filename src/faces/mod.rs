//! People's faces for the pictures: which avatar each member shows
//! (`avatar.rs`), fetched from Discord's CDN in the background (`fetch.rs`),
//! decoded within limits by the `image` crate (`decode.rs`) and kept in
//! bounded caches (`cache.rs`). Plain Rust: no serenity. Below `live` and
//! `discord`, above `render` (whose [`Face`] it makes) and `table`.
//!
//! A face is a person's avatar as the pictures draw it (64² pixels, ringed
//! in the seat's color; a computer's is a drawn robot, a missing one the
//! initial). Faces are kept by picture (its path on the CDN), not by person:
//! everyone who shows one of Discord's six default avatars shares its face,
//! fetched and decoded once; a changed avatar is another path, so another
//! face. The boards stamp their seats' faces at each render
//! ([`crate::render::FaceStamps`]): every board of every game has them.
//!
//! A board never waits for a face: [`FaceBook::cached`] answers from memory
//! at once, the seat's initial when the face is not there (yet). Fetches are
//! set going when a person opens or joins a lobby, when a game starts, and
//! whenever a picture asks for a face it does not have; at most
//! [`AT_ONCE`] run at once per process, each within [`fetch::FETCH_LIMIT`].
//! A fetch that failed (404, too slow, corrupt, too large) is remembered and
//! tried again later, later each time. The cards (leaderboard, stats) are
//! drawn on the heavy lane and may wait a short while: [`FaceBook::within`].
//!
//! Where no interaction told the member's avatar (after a restart, people on
//! the leaderboard), a [`Members`] lookup (Discord's REST API, given by the
//! bot) asks for it, in the background too; it refuses a server the bot is
//! not in, where only interactions tell faces.

mod avatar;
mod cache;
pub mod decode;
pub mod fetch;

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::{Notify, Semaphore};
use tracing::debug;

pub use avatar::{Avatar, default_index};
pub use cache::Bounded;

use crate::render::{ComputerFace, Face, Faces, SeatFace};
use crate::table::{GuildId, Level, Occupant, Seat, UserId};

/// Fetches (and their decoding) at once, per process.
pub const AT_ONCE: usize = 3;

/// Pictures kept in memory: 16 KiB each, 64 MiB at most. Enough for the
/// people of 2 000 running tables of two who each show a picture of their
/// own (the default avatars are six faces shared by all who show them): an
/// LRU over fewer pictures than the running games show would fetch and
/// decode again at nearly every render.
pub const FACES_KEPT: usize = 4096;

/// Members whose avatar the bot remembers (a hundred bytes each): the
/// people of more running games than [`FACES_KEPT`] has pictures, since
/// many show the same default avatar.
pub const MEMBERS_KEPT: usize = 16384;

/// The longest a card (leaderboard, stats, podium) waits for its faces: a
/// fetch under way usually ends well within it, and the card is drawn after
/// a deferral, never on a click's 3 s.
pub const CARD_WAIT: Duration = Duration::from_millis(1500);

/// The longest a [`Members`] lookup may take.
pub const LOOKUP_LIMIT: Duration = Duration::from_secs(3);

/// The first wait before a failed fetch or lookup is tried again; each
/// further failure doubles it, up to [`RETRY_AT_MOST`].
pub const RETRY_FIRST: Duration = Duration::from_secs(30);
pub const RETRY_AT_MOST: Duration = Duration::from_secs(30 * 60);

/// How long a member's avatar is taken as known: then Discord is asked again
/// (the face shown meanwhile stays), so that a changed avatar shows within a
/// day even if its owner never clicks.
pub const AVATAR_FRESH: Duration = Duration::from_secs(24 * 60 * 60);

/// A future of a [`Members`] lookup.
pub type Lookup<'a> = Pin<Box<dyn Future<Output = Result<Avatar, String>> + Send + 'a>>;

/// Asks Discord which avatar a member shows (the bot implements it with a
/// REST call; the faces stay free of serenity).
pub trait Members: Send + Sync + 'static {
    fn avatar(&self, guild: GuildId, user: UserId) -> Lookup<'_>;
}

/// What is known of a member's avatar.
enum Known {
    /// The avatar, when it was learnt, and the avatar shown before it: its
    /// face stays while the new one is fetched (or cannot be).
    Avatar(Avatar, Instant, Option<Avatar>),
    /// Being asked, after the failures before.
    Asking(Option<Retry>),
    Failed(Retry),
}

/// What is known of one avatar's face.
enum Slot {
    /// Being fetched, after the failures before.
    Fetching(Option<Retry>),
    Ready(Arc<Face>),
    Failed(Retry),
}

/// When a failed fetch may be tried again: the wait doubles with each failure,
/// up to [`RETRY_AT_MOST`].
// Public for the tests of `tests/faces/book.rs`.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Retry {
    /// When the next fetch may start.
    pub again_at: Instant,
    /// The failures so far.
    pub failures: u32,
}

impl Retry {
    /// The retry after `previous` (none: the first failure), waiting `first`
    /// after a first failure.
    pub fn after(previous: Option<Retry>, first: Duration) -> Retry {
        let failures = previous.map_or(0, |r| r.failures) + 1;
        let wait = first
            .saturating_mul(1 << (failures - 1).min(16))
            .min(RETRY_AT_MOST.max(first));
        Retry {
            again_at: Instant::now() + wait,
            failures,
        }
    }

    /// Whether the next fetch may start now.
    pub fn due(&self) -> bool {
        Instant::now() >= self.again_at
    }
}

struct Book {
    members: Bounded<(GuildId, UserId), Known>,
    /// By the picture's path on the CDN ([`Avatar::path`]): people who show
    /// the same picture share its face.
    faces: Bounded<String, Slot>,
}

impl Book {
    /// Takes `avatar` as `user`'s in `guild` from now, keeping the face
    /// shown until now as the one to show while the new one is not here.
    fn learnt(&mut self, guild: GuildId, user: UserId, avatar: Avatar) {
        let held = match self.members.get(&(guild, user)) {
            Some(Known::Avatar(held, _, before)) => Some((held.clone(), before.clone())),
            _ => None,
        };
        let shown = held.and_then(|(held, before)| {
            if held != avatar && self.is_ready(user, &held) {
                Some(held)
            } else {
                before
            }
        });
        let shown = shown.filter(|before| *before != avatar);
        self.members
            .insert((guild, user), Known::Avatar(avatar, Instant::now(), shown));
    }

    fn is_ready(&mut self, user: UserId, avatar: &Avatar) -> bool {
        matches!(self.faces.get(&avatar.path(user)), Some(Slot::Ready(_)))
    }
}

/// What to set going for one member.
enum Step {
    Nothing,
    Ask,
    Fetch(Avatar),
}

/// The faces of this process (see the module's note).
pub struct FaceBook {
    cdn: String,
    client: reqwest::Client,
    permits: Semaphore,
    book: Mutex<Book>,
    /// Woken whenever a fetch or lookup ends.
    settled: Notify,
    members: OnceLock<Arc<dyn Members>>,
    /// How long a member's avatar is taken as known ([`AVATAR_FRESH`]).
    fresh_for: Duration,
}

impl FaceBook {
    /// Faces from the CDN at `cdn` (e.g. `https://cdn.discordapp.com`).
    pub fn new(cdn: &str) -> Arc<FaceBook> {
        FaceBook::asking_again_after(cdn, AVATAR_FRESH)
    }

    /// [`FaceBook::new`], asking for a member's avatar again after `fresh_for`.
    pub fn asking_again_after(cdn: &str, fresh_for: Duration) -> Arc<FaceBook> {
        Arc::new(FaceBook {
            cdn: cdn.trim_end_matches('/').to_owned(),
            client: fetch::client(cdn),
            permits: Semaphore::new(AT_ONCE),
            book: Mutex::new(Book {
                members: Bounded::new(MEMBERS_KEPT),
                faces: Bounded::new(FACES_KEPT),
            }),
            settled: Notify::new(),
            members: OnceLock::new(),
            fresh_for,
        })
    }

    /// How to ask for the avatars no interaction told (set once).
    pub fn set_members(&self, members: Arc<dyn Members>) {
        let _ = self.members.set(members);
    }

    fn book(&self) -> std::sync::MutexGuard<'_, Book> {
        self.book.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers which avatar `user` shows in `guild` (from an interaction):
    /// a changed avatar is another face, fetched at the next prefetch.
    pub fn learn(&self, guild: GuildId, user: UserId, avatar: Avatar) {
        self.book().learnt(guild, user, avatar);
    }

    /// `user`'s face in `guild` as far as it is here now: never waits. While
    /// a changed avatar's face is fetched (or when it cannot be), the face
    /// shown before stays; the initial when there is none.
    pub fn cached(&self, guild: GuildId, user: UserId) -> SeatFace {
        let mut book = self.book();
        let Some(Known::Avatar(avatar, _, before)) = book.members.get(&(guild, user)) else {
            return SeatFace::Initial;
        };
        let candidates = [Some(avatar.clone()), before.clone()];
        for avatar in candidates.into_iter().flatten() {
            if let Some(Slot::Ready(face)) = book.faces.get(&avatar.path(user)) {
                return SeatFace::Picture(Arc::clone(face));
            }
        }
        SeatFace::Initial
    }

    /// Sets going, in the background, what `users`' faces in `guild` still
    /// need: asking for their avatar, fetching it. Returns at once.
    pub fn prefetch(self: &Arc<Self>, guild: GuildId, users: &[UserId]) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        for &user in users {
            match self.next_step(guild, user) {
                Step::Nothing => {}
                Step::Ask => {
                    runtime.spawn(Arc::clone(self).ask(guild, user));
                }
                Step::Fetch(avatar) => {
                    runtime.spawn(Arc::clone(self).fetch(user, avatar));
                }
            }
        }
    }

    /// The faces of `users` in `guild`, waiting at most `limit` for those
    /// still to come (for the cards, drawn on the heavy lane).
    pub async fn within(
        self: &Arc<Self>,
        guild: GuildId,
        users: &[UserId],
        limit: Duration,
    ) -> Vec<SeatFace> {
        self.prefetch(guild, users);
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let woken = self.settled.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();
            if users.iter().all(|&u| self.is_settled(guild, u)) {
                break;
            }
            if tokio::time::timeout_at(deadline, woken).await.is_err() {
                break;
            }
        }
        users.iter().map(|&u| self.cached(guild, u)).collect()
    }

    /// The faces of a table's seats, never waiting: people's from the cache
    /// (those missing are prefetched for the next picture), computers'
    /// drawn per level.
    pub fn of_seats(self: &Arc<Self>, guild: GuildId, seats: &[Seat]) -> Faces {
        let people: Vec<UserId> = seats.iter().filter_map(|s| s.occupant.user()).collect();
        self.prefetch(guild, &people);
        let mut faces = Faces::shown();
        for seat in seats {
            let face = match &seat.occupant {
                Occupant::Human { user, .. } => self.cached(guild, *user),
                Occupant::Ai(level) => computer_face(*level),
            };
            faces.set(seat.color, face);
        }
        faces
    }

    /// Whether nothing is under way for `user`'s face.
    // Public for the tests of `tests/faces/book.rs`.
    #[doc(hidden)]
    pub fn is_settled(&self, guild: GuildId, user: UserId) -> bool {
        let mut book = self.book();
        let avatar = match book.members.get(&(guild, user)) {
            Some(Known::Avatar(avatar, ..)) => avatar.clone(),
            Some(Known::Asking(_)) => return false,
            Some(Known::Failed(_)) | None => return true,
        };
        !matches!(book.faces.get(&avatar.path(user)), Some(Slot::Fetching(_)))
    }

    /// What `user`'s face needs now, marked as under way.
    fn next_step(&self, guild: GuildId, user: UserId) -> Step {
        let mut book = self.book();
        let book = &mut *book;
        let (avatar, stale) = match book.members.get(&(guild, user)) {
            Some(Known::Avatar(avatar, learnt, _)) => (
                avatar.clone(),
                learnt.elapsed() >= self.fresh_for && self.members.get().is_some(),
            ),
            Some(Known::Asking(_)) => return Step::Nothing,
            Some(Known::Failed(retry)) if !retry.due() => return Step::Nothing,
            known => {
                if self.members.get().is_none() {
                    return Step::Nothing;
                }
                let before = match known {
                    Some(Known::Failed(retry)) => Some(*retry),
                    _ => None,
                };
                book.members.insert((guild, user), Known::Asking(before));
                return Step::Ask;
            }
        };
        let key = avatar.path(user);
        let before = match book.faces.get(&key) {
            Some(Slot::Fetching(_)) => return Step::Nothing,
            Some(Slot::Ready(_) | Slot::Failed(_)) if stale => {
                // Asked again; the face it shows stays until the answer.
                book.learnt(guild, user, avatar);
                return Step::Ask;
            }
            Some(Slot::Ready(_)) => return Step::Nothing,
            Some(Slot::Failed(retry)) if !retry.due() => return Step::Nothing,
            Some(Slot::Failed(retry)) => Some(*retry),
            None => None,
        };
        book.faces.insert(key, Slot::Fetching(before));
        Step::Fetch(avatar)
    }

    /// Asks Discord for `user`'s avatar, then fetches it.
    async fn ask(self: Arc<Self>, guild: GuildId, user: UserId) {
        let Some(members) = self.members.get().cloned() else {
            return;
        };
        let asked = tokio::time::timeout(LOOKUP_LIMIT, members.avatar(guild, user)).await;
        let failed = match asked {
            Ok(Ok(avatar)) => {
                self.book().learnt(guild, user, avatar);
                None
            }
            Ok(Err(why)) => {
                debug!(%guild, %user, %why, "could not learn a member's avatar");
                Some(self.retry_of_member(guild, user))
            }
            Err(_) => {
                debug!(%guild, %user, "asking for a member's avatar timed out");
                Some(self.retry_of_member(guild, user))
            }
        };
        let learnt = failed.is_none();
        if let Some(retry) = failed {
            let mut book = self.book();
            // An avatar asked again keeps showing when the answer failed.
            let had = matches!(book.members.get(&(guild, user)), Some(Known::Avatar(..)));
            if !had {
                book.members.insert((guild, user), Known::Failed(retry));
            }
        }
        if learnt && let Step::Fetch(avatar) = self.next_step(guild, user) {
            self.fetch(user, avatar).await;
            return;
        }
        self.settled.notify_waiters();
    }

    fn retry_of_member(&self, guild: GuildId, user: UserId) -> Retry {
        let previous = match self.book().members.get(&(guild, user)) {
            Some(Known::Asking(before)) => *before,
            _ => None,
        };
        Retry::after(previous, RETRY_FIRST)
    }

    /// Fetches and decodes `avatar`, at most [`AT_ONCE`] at a time.
    async fn fetch(self: Arc<Self>, user: UserId, avatar: Avatar) {
        let key = avatar.path(user);
        let url = format!("{}{key}", self.cdn);
        let got = match self.permits.acquire().await {
            Ok(_permit) => match fetch::fetch(&self.client, &url).await {
                Ok(bytes) => tokio::task::spawn_blocking(move || {
                    decode::decode_face(&bytes).map_err(|e| e.to_string())
                })
                .await
                .unwrap_or_else(|e| Err(format!("decoding stopped: {e}")))
                .map_err(|why| (why, RETRY_FIRST)),
                // A picture the CDN has not: not soon again.
                Err(e @ fetch::FetchError::Missing(_)) => Err((e.to_string(), RETRY_FIRST * 20)),
                Err(e) => Err((e.to_string(), RETRY_FIRST)),
            },
            Err(_) => Err(("closed".into(), RETRY_FIRST)),
        };
        let slot = match got {
            Ok(face) => Slot::Ready(Arc::new(face)),
            Err((why, first)) => {
                debug!(%user, %url, %why, "no avatar");
                let previous = match self.book().faces.get(&key) {
                    Some(Slot::Fetching(before)) => *before,
                    _ => None,
                };
                Slot::Failed(Retry::after(previous, first))
            }
        };
        self.book().faces.insert(key, slot);
        self.settled.notify_waiters();
    }
}

/// A computer player's drawn face.
pub fn computer_face(level: Level) -> SeatFace {
    SeatFace::Computer(match level {
        Level::Easy => ComputerFace::Easy,
        Level::Medium => ComputerFace::Medium,
        Level::Hard => ComputerFace::Hard,
    })
}
