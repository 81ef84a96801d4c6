//! A real SQLite file, the engine on it, and a screen that records what it is
//! asked to show instead of talking to Discord.
//! This file holds the recording screen; each other concern is a file, re-exported
//! here, so that every `support::` path still works.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

use hypnosia::live::{
    Change, Learned, Next, Notice, Post, PostData, PostKey, PostReport, Screen, Shown, Tables,
};
use hypnosia::store::PostKind;
use hypnosia::table::{ChannelId, GameId, GuildId, MessageId, OnScreen, UnixTime};

// What a test reads besides the screen: a change's click, the database behind the
// engine's back, refusals and limits.
mod checks;
// Lobbies opened and clicked as the screen clicks them; the test people.
mod lobbies;
// The engine on a SQLite file of its own: started, restarted, its games played.
mod world;

pub use self::checks::*;
pub use self::lobbies::*;
pub use self::world::*;
pub use crate::tables::{ADA, BOB};

pub const GUILD: GuildId = GuildId(1);
pub const CHANNEL: ChannelId = ChannelId(2);

/// What the recording screen was asked to show, in order.
#[derive(Default)]
pub struct Recorded {
    pub changes: Vec<Change<u32>>,
    /// What shows each game, as last posted or kept.
    pub live: std::collections::HashMap<GameId, OnScreen>,
    pub reminders: Vec<(GameId, UnixTime)>,
    pub expired_lobbies: Vec<GameId>,
    pub expired_votes: Vec<GameId>,
    /// The daily puzzles the engine told it to show (post or count).
    pub daily_puzzles: Vec<hypnosia::puzzles::DailyPuzzle>,
    /// The same posts as handed over, with what their cards show.
    pub daily_cards: Vec<hypnosia::live::port::post::DailyCard>,
    /// How many sweeps ran.
    pub sweeps: usize,
    /// The tournaments' calls: what each said, and whom it pinged.
    pub calls: Vec<(
        hypnosia::seating::TournamentId,
        hypnosia::seating::TournamentCall,
        Vec<hypnosia::table::UserId>,
    )>,
    /// The outbox's posts handed over: which, and since when each looked for
    /// itself first.
    pub posts: Vec<(PostKey, Option<UnixTime>)>,
    /// The tournament tables' openings handed over: which game, and since
    /// when a thread made for it before may exist.
    pub openings: Vec<(GameId, Option<UnixTime>)>,
    /// Each server's settings as the screen was told them: the first
    /// change's `now`, each later change made to them.
    pub settings:
        std::collections::HashMap<hypnosia::table::GuildId, hypnosia::table::GuildSettings>,
    /// The log messages it posted (with [`RecordingScreen::posts_logs`]):
    /// which game, and the message.
    pub logs: Vec<(GameId, MessageId)>,
    /// The edits of tournament tables' results once the next round started:
    /// which game, its results' message, and what comes next as they say it.
    pub next_edits: Vec<(
        GameId,
        MessageId,
        hypnosia::words::tournament_follow::TableNext,
    )>,
}

/// The thread the recording screen opens for tournament table `game` (found
/// again by its name when it opened it before).
pub fn thread_of(game: GameId) -> ChannelId {
    ChannelId(10_000 + game.0 as u64)
}

/// What the recording screen does with the outbox's posts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Posting {
    /// Posts each and reports its message.
    Posts,
    /// Fails each, as while the pace's breaker is open, and reports it.
    Fails,
    /// Reports nothing, as if the process died before the post.
    Dies,
    /// Refused for good where it posts ([`CHANNEL`]): reports it done, and
    /// hands back that place out of reach, as Discord's screen does when a
    /// post there is answered "unknown channel".
    Refused,
}

/// A screen that records each change and ends its show at once: shown (the
/// engine marks it in the store, as after Discord's answer); or, `lost`,
/// recorded nothing and not shown, as if the process died before the post.
pub struct RecordingScreen {
    pub recorded: Mutex<Recorded>,
    pub lost: AtomicBool,
    /// Whether it opens tournament tables' threads itself (kept across a restart).
    pub opens_threads: AtomicBool,
    /// The engine it shows, only to wait until it is idle
    /// ([`RecordingScreen::flush`]): it tells it nothing but by its answers.
    tables: OnceLock<Weak<Tables<RecordingScreen>>>,
    next_message: AtomicU64,
    /// What it hands back with its next answer (a show's, a post's, a
    /// notice's), as Discord's screen does what its calls learned.
    pub learns: Mutex<Learned>,
    /// How many posts it never answers (a process that died, a daily puzzle
    /// its test reports).
    unanswered: AtomicU64,
    /// What it does with the outbox's posts.
    pub posting: Mutex<Posting>,
    /// Whether a show that posts a new message (recorded at once: its
    /// buttons reach the players) ends only once [`RecordingScreen::release`]d.
    pub hold_posts: AtomicBool,
    /// Whether a show of a table with no log posts one and reports it in
    /// its `Shown`, as Discord's screen does in a game's thread.
    pub posts_logs: AtomicBool,
    /// Whether a show of a game's end ends only once released.
    pub hold_ends: AtomicBool,
    released: tokio::sync::Semaphore,
}

impl RecordingScreen {
    pub fn new() -> Arc<RecordingScreen> {
        Arc::new(RecordingScreen {
            recorded: Mutex::default(),
            lost: AtomicBool::new(false),
            opens_threads: AtomicBool::new(false),
            tables: OnceLock::new(),
            next_message: AtomicU64::new(9000),
            learns: Mutex::default(),
            unanswered: AtomicU64::new(0),
            posting: Mutex::new(Posting::Posts),
            hold_posts: AtomicBool::new(false),
            hold_ends: AtomicBool::new(false),
            posts_logs: AtomicBool::new(false),
            released: tokio::sync::Semaphore::new(0),
        })
    }

    /// Ends the shows held so far, and holds none from now on.
    pub fn release(&self) {
        self.hold_posts.store(false, Ordering::SeqCst);
        self.hold_ends.store(false, Ordering::SeqCst);
        self.released.add_permits(1);
    }

    /// Waits for every show handed over so far to be marked in the store
    /// and every post it answered to have its report recorded (for at most
    /// 10 s).
    pub async fn flush(&self) {
        let tables = self.tables();
        for _ in 0..2000 {
            let unanswered = self.unanswered.load(Ordering::SeqCst) as usize;
            if tables.kernel().shows_idle() && tables.outbox().handed() <= unanswered {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Hands `learned` back with its next answer.
    pub fn learn(&self, learned: Learned) {
        self.learns.lock().unwrap().add(learned);
    }

    /// What it hands back now, taken.
    fn learned(&self) -> Learned {
        std::mem::take(&mut *self.learns.lock().unwrap())
    }

    /// The outbox's posts of `kind` it posted (or tried to), in order.
    pub fn posts(&self, kind: PostKind) -> Vec<(PostKey, Option<UnixTime>)> {
        let recorded = self.recorded.lock().unwrap();
        let posts = recorded
            .posts
            .iter()
            .filter(|(key, _)| key.id.kind() == kind);
        posts.cloned().collect()
    }

    /// Waits (10 s at most) until it was handed `count` posts of `kind`,
    /// then for the reports they made: the posts of `kind` handed by then.
    pub async fn posts_after(&self, kind: PostKind, count: usize) -> Vec<PostKey> {
        for _ in 0..500 {
            if self.posts(kind).len() >= count {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.flush().await;
        self.posts(kind).into_iter().map(|(key, _)| key).collect()
    }

    /// The outbox's post handed over: recorded, and what it reports as
    /// [`RecordingScreen::posting`] says (none: it never ends).
    fn record_post(&self, post: Post) -> Option<PostReport> {
        let key = post.key.clone();
        // What it does is read with the record, as one step.
        let posting = self.posting.lock().unwrap();
        let mut recorded = self.recorded.lock().unwrap();
        match &post.data {
            PostData::Reminder { table, deadline } => {
                recorded.reminders.push((table.id, *deadline))
            }
            // Reported by the test itself.
            PostData::Daily(card) => {
                recorded.daily_puzzles.push(card.daily.clone());
                recorded.daily_cards.push((**card).clone());
                return None;
            }
            PostData::Table { table, since, .. } => recorded.openings.push((table.id, *since)),
            PostData::Next {
                table, next, at, ..
            } => recorded.next_edits.push((table.id, at.1, (**next).clone())),
            _ => {}
        }
        recorded.posts.push((key, post.look_since));
        drop(recorded);
        Some(match *posting {
            Posting::Dies => return None,
            Posting::Refused => {
                self.learn(Learned {
                    out_of_reach: vec![hypnosia::live::Door::Channel(CHANNEL)],
                    ..Learned::default()
                });
                PostReport::Done
            }
            Posting::Fails => PostReport::Failed,
            Posting::Posts => match &post.data {
                PostData::Table { table, .. } => PostReport::Opened(thread_of(table.id)),
                // An edit in place.
                PostData::Signup { message, .. }
                | PostData::Standings {
                    message: Some(message),
                    ..
                } => PostReport::Posted(CHANNEL, *message),
                PostData::Next { at, .. } => PostReport::Posted(at.0, at.1),
                _ => {
                    let id = self.next_message.fetch_add(1, Ordering::SeqCst);
                    PostReport::Posted(CHANNEL, MessageId(id))
                }
            },
        })
    }

    /// Records a change handed over, and what became of it: shown, or
    /// nothing when `lost`; and whether its show is held.
    fn record(&self, change: Change<u32>) -> (Shown, bool) {
        let table = &change.table;
        let mut live = table.place.screen;
        if self.lost.load(Ordering::SeqCst) {
            return (Shown::of(live, false), false);
        }
        let entries = table.game.entries().len();
        let posts = matches!(change.step, Next::NewHumanTurn(_) | Next::Again);
        let ends = matches!(change.step, Next::Over);
        // A game's end posts its results, which show it from then on.
        if posts || ends || live.message.is_none() {
            let id = self.next_message.fetch_add(1, Ordering::SeqCst);
            live = OnScreen {
                message: Some(MessageId(id)),
                message_from: entries.saturating_sub(1) as u32,
                ..live
            };
        }
        let mut recorded = self.recorded.lock().unwrap();
        let log = (self.posts_logs.load(Ordering::SeqCst) && table.place.screen.log.is_none())
            .then(|| MessageId(self.next_message.fetch_add(1, Ordering::SeqCst)));
        recorded.logs.extend(log.map(|log| (table.id, log)));
        let live = live.logged(log);
        recorded.live.insert(table.id, live);
        recorded.changes.push(change);
        let held = (posts && self.hold_posts.load(Ordering::SeqCst))
            || (ends && self.hold_ends.load(Ordering::SeqCst));
        (Shown::of(live, true), held)
    }

    /// The changes shown of `game`, in order.
    pub fn changes(&self, game: GameId) -> Vec<Change<u32>> {
        let recorded = self.recorded.lock().unwrap();
        recorded
            .changes
            .iter()
            .filter(|c| c.table.id == game)
            .cloned()
            .collect()
    }

    fn tables(&self) -> Arc<Tables<RecordingScreen>> {
        let tables = self.tables.get().and_then(Weak::upgrade);
        tables.expect("the engine this screen shows")
    }

    /// The message that shows `game` now, as this screen posted it.
    pub fn message(&self, game: GameId) -> Option<MessageId> {
        let recorded = self.recorded.lock().unwrap();
        recorded.live.get(&game).and_then(|l| l.message)
    }
}

impl Screen for RecordingScreen {
    /// The number a test gives its click.
    type Click = u32;

    /// Recorded at once, when the engine hands it over (its show ends in
    /// what it did).
    fn show(self: Arc<Self>, change: Change<u32>) -> impl Future<Output = Shown> + Send + 'static {
        let (shown, held) = self.record(change);
        async move {
            if held {
                // The permit goes back at once: every held show ends.
                let _ = self.released.acquire().await;
            }
            let learned = self.learned();
            Shown { learned, ..shown }
        }
    }

    /// Recorded at once; a post that reports nothing never ends.
    fn post(
        self: Arc<Self>,
        post: Post,
    ) -> impl Future<Output = (PostReport, Learned)> + Send + 'static {
        let report = self.record_post(post);
        async move {
            let Some(report) = report else {
                self.unanswered.fetch_add(1, Ordering::SeqCst);
                return std::future::pending().await;
            };
            (report, self.learned())
        }
    }

    fn notice(self: Arc<Self>, notice: Notice) -> impl Future<Output = Learned> + Send + 'static {
        self.record_notice(notice);
        std::future::ready(self.learned())
    }

    fn opens_threads(&self) -> bool {
        self.opens_threads.load(Ordering::SeqCst)
    }
}

impl RecordingScreen {
    fn record_notice(&self, notice: Notice) {
        let mut recorded = self.recorded.lock().unwrap();
        match notice {
            Notice::LobbyExpired(lobby) => recorded.expired_lobbies.push(lobby.id),
            Notice::VoteExpired { game, .. } => recorded.expired_votes.push(game),
            Notice::Swept => recorded.sweeps += 1,
            Notice::TournamentCall { id, call, people } => recorded.calls.push((id, call, people)),
            Notice::SettingChanged { guild, change, now } => {
                recorded
                    .settings
                    .entry(guild)
                    .and_modify(|known| known.apply(&change))
                    .or_insert(*now);
            }
        }
    }
}
