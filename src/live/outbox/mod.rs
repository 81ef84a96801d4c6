//! The engine's outbox: everything posted once that is not a game's turn (a
//! tournament's podium, a season's end, a turn's reminder, a shared answer,
//! a game's public analysis, a tournament table's opening in its thread, a
//! tournament's sign-up and standings messages, edited in place) is a row
//! of the store's `posts` (`store/posts.rs`: kind, key, payload version,
//! lease, the message it became), written in the same transaction as what
//! makes it owed (a tournament's end, a season's end claimed by the sweep,
//! the reminder's time, a Share click, a request for an analysis, a round's
//! seating, a join). A game's turns keep their own outbox, the game's
//! `shown_version` (`kernel/change.rs`); the daily puzzle its own row
//! (`puzzles/daily.rs`), on the same lease.
//!
//! **One loop.** The sweep ([`Outbox::sweep_outbox`]) leases the owed posts
//! of this process's servers (chosen in SQL, those never tried first, then
//! the one tried longest ago: other processes' posts, or this one's that
//! keep failing, never starve the others), one process each, for [`POST_LEASE_SECS`](crate::live::POST_LEASE_SECS)
//! (a setting, [`crate::live::Waits::post_lease`]), and
//! hands each to the screen with everything it needs to draw and post it
//! ([`Screen::post`]): the screen never asks back and never touches the
//! store. Every post leaves the engine through [`Outbox::hand_over`] (the
//! sweep's, a reminder leased by its timer, a daily puzzle's from its row),
//! named by its [`PostId`] (the store's, which alone writes and reads a
//! post's key), its nonce beginning with its kind's letters
//! (`port/nonces.rs`). What makes a post owed hands it over at once as well
//! ([`Outbox::post_soon`]); the sweep is for what a crash, a failure or the
//! breaker left owed.
//!
//! **One report.** The screen's post ends in what became of it, recorded by
//! [`Outbox::posted`] (as a click's post is by the click): posted (its message), refused for good (never tried
//! again), or failed (a transient failure, or the pace's breaker stopped the
//! call): then nothing is marked, the post stays owed and the next sweep
//! hands it over again. A post whose report never came (the process died)
//! is owed again when its lease runs out, or at once when a process of its
//! shards starts again: it takes back the leases taken before it started
//! (`process/supervise.rs`), so that what its predecessor left owed is shown
//! within seconds, as turns are. Nothing is marked posted that was not
//! posted.
//!
//! **Once.** A post is made with a nonce of its own ([`Post::nonce`]), so
//! that a post handed over again while the platform remembers the first
//! makes no second message; handed over again later than that
//! ([`crate::live::Waits::posts_remembered`] after it was first handed over), it
//! looks for itself among its place's last messages first
//! ([`Post::look_since`]), as an owed turn does.
//!
//! **Edits.** A post shown again as it changes (a tournament's sign-up
//! message, its public standings) counts its changes in its version, each
//! in the write that makes it: while it is leased, a burst of changes only
//! raises the version, and once the report says which version was shown,
//! a later one still owed is handed over again at once (a burst costs one
//! edit, and one more for what came while it was made).
//!
//! Posts a click makes (a Share, an analysis) are owed and leased in one
//! statement by the click ([`Outbox::claim_post`]), which posts them through
//! its own answer; the sweep leaves them be: a later click claims one whose
//! lease ran out.
//!
//! **A service.** The outbox is [`Outbox`] (`tables.outbox()`), on the
//! kernel. The posts it owns the data of are its own (a season's end, a
//! daily puzzle's report, a share); a service whose posts' data (and
//! perhaps reports) are its own (a turn's reminder, a tournament's podium,
//! sign-up, standings and tables' openings) registers the kinds it carries
//! when it is made ([`Outbox::carry`], a [`Carrier`]), so that the outbox
//! names none of them. A new kind of post is a [`PostKind`], a [`PostId`]
//! variant and a [`PostData`] (with its carrier's registration), not a new
//! claim. A tournament table's opening in its thread is such a post, whose
//! report says where the table plays (`tournaments/tables.rs`).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Weak};

use tracing::warn;

use crate::live::error::{Error, Result};
use crate::live::kernel::events::{Event, Subscriber};
use crate::live::kernel::sweep_steps::{Phase, stepping};
use crate::live::kernel::{Kernel, held};
use crate::live::port::Screen;
use crate::live::port::post::{Post, PostData, PostKey, PostReport};
use crate::store::SHARE_REMEMBERED_SECS;
use crate::store::{PostClaim, PostId, PostKind, PostRow};
use crate::table::{GuildId, MessageId, UnixTime, unix_now};

/// How long a reminder's row is kept (seconds): longer than any turn.
const REMINDERS_KEPT: i64 = 8 * 24 * 3600;

/// How many owed posts one sweep hands over at most (the rest wait for the
/// next sweeps).
const POSTS_PER_SWEEP: u32 = 32;

/// Players a season's end lists.
pub const SEASON_TOP: u32 = 10;

/// Players a season's end's podium shows.
pub const SEASON_PODIUM: usize = 3;

/// A post's data or report under way, from the service whose post it is.
pub(in crate::live) type Carrying<'a, T> = Pin<Box<dyn Future<Output = Result<T>> + Send + 'a>>;

/// A service whose posts the outbox carries: their data is the service's
/// (from the store now), and perhaps their reports. Registered for its kinds
/// when the service is made ([`Outbox::carry`]).
pub(in crate::live) trait Carrier: Send + Sync {
    /// What post `row` shows now (none: nothing any more).
    fn data<'a>(self: Arc<Self>, row: &'a PostRow) -> Carrying<'a, Option<PostData>>;

    /// Whether the carrier records what became of its posts of `kind`
    /// itself (a table's opening: where the table plays); else the outbox
    /// marks them.
    fn records_reports(&self, kind: PostKind) -> bool {
        let _ = kind;
        false
    }

    /// The screen's report of post `key`, recorded by its carrier (only
    /// asked of one that [records reports](Carrier::records_reports)).
    fn reported<'a>(self: Arc<Self>, key: &'a PostKey, report: PostReport) -> Carrying<'a, ()> {
        let _ = (key, report);
        Box::pin(async { Ok(()) })
    }
}

/// The outbox service: everything posted once that is not a game's turn
/// (see the module's docs).
pub struct Outbox<S: Screen> {
    kernel: Arc<Kernel<S>>,
    /// The services whose posts it carries, by kind ([`Outbox::carry`]),
    /// held weakly: a service may hold the outbox.
    carriers: std::sync::Mutex<HashMap<PostKind, Weak<dyn Carrier>>>,
    /// The posts handed to the screen whose report is not recorded yet.
    handed: AtomicUsize,
}

impl<S: Screen> Outbox<S> {
    /// The outbox, which hears of every post made owed and hands it over
    /// at once.
    pub(in crate::live) fn new(kernel: Arc<Kernel<S>>) -> Arc<Self> {
        let outbox = Arc::new(Outbox {
            kernel,
            carriers: Default::default(),
            handed: AtomicUsize::new(0),
        });
        outbox.kernel.events().subscribe(&outbox);
        (outbox.kernel.sweep_steps()).add(Phase::Posts, "outbox", &outbox, |o, _| {
            stepping(async move { Ok(o.sweep_outbox().await) })
        });
        outbox
    }

    /// `carrier` carries the posts of `kinds` from now on: their data, and
    /// their reports if it records them.
    pub(in crate::live) fn carry<T: Carrier + 'static>(
        &self,
        kinds: &[PostKind],
        carrier: &Arc<T>,
    ) {
        let carrier: Weak<dyn Carrier> = Arc::downgrade(carrier) as Weak<T>;
        let mut carriers = held(&self.carriers);
        for kind in kinds {
            carriers.insert(*kind, Weak::clone(&carrier));
        }
    }

    /// The service that carries posts of `kind`, if one does and is there.
    fn carrier(&self, kind: PostKind) -> Option<Arc<dyn Carrier>> {
        held(&self.carriers).get(&kind).and_then(Weak::upgrade)
    }

    /// The outbox's step of the sweep: leases the owed posts of this
    /// process's servers and hands each to the screen; returns how many.
    /// A post that cannot be handed over is logged and left owed.
    pub(in crate::live) async fn sweep_outbox(self: &Arc<Self>) -> usize {
        let now = unix_now();
        self.owe_season_ends(now).await;
        // A reminder's row outlives its deadline (a quarter of a turn of
        // 7 days at most) only to be forgotten.
        if let Err(e) = self
            .kernel
            .store()
            .forget_posts(PostKind::Reminder, now - REMINDERS_KEPT)
            .await
        {
            warn!(error = %e, "old reminders could not be forgotten");
        }
        // Only this process's servers, chosen in SQL: other processes' posts
        // (and their stuck ones) never take the places of this one's.
        let shards = self.kernel.settings().sharding.range();
        let owed = self
            .kernel
            .store()
            .owed_posts_on(shards, now, POSTS_PER_SWEEP);
        let owed = match owed.await {
            Ok(owed) => owed,
            Err(e) => {
                warn!(error = %e, "the owed posts could not be read; the sweep tries again");
                return 0;
            }
        };
        let mut handed = 0;
        for row in owed {
            match self.lease_and_hand_over(row.id, now).await {
                Ok(true) => handed += 1,
                Ok(false) => {}
                Err(e) => warn!(post = %row.id, error = %e,
                    "an owed post is left for the next sweep"),
            }
        }
        handed
    }

    /// The outbox's step of the sweep now, in the background (a server chose its
    /// announcement channel: what it refused goes out at once).
    pub fn sweep_outbox_soon(self: &Arc<Self>) {
        let tables = Arc::clone(self);
        tokio::spawn(async move { tables.sweep_outbox().await });
    }

    /// Claims the season ends due on this process's servers, which owes
    /// their posts; one server's failure is logged, the others go on.
    async fn owe_season_ends(&self, now: UnixTime) {
        let due = match self.kernel.store().pending_season_announcements(now).await {
            Ok(due) => due
                .into_iter()
                .filter(|(guild, _)| self.kernel.settings().sharding.owns(*guild)),
            Err(e) => return warn!(error = %e, "the seasons' ends could not be read"),
        };
        for (guild, settings) in due {
            let Some((season, channel)) = settings.to_announce(now) else {
                continue;
            };
            let claimed = self
                .kernel
                .store()
                .claim_season_announcement(guild, season, channel, now);
            if let Err(e) = claimed.await {
                warn!(%guild, %season, error = %e, "a season's end could not be claimed");
            }
        }
    }

    /// Hands post `id` to the screen now, if it is owed and nobody holds it
    /// (what made it owed calls this; the sweep is the fallback).
    pub(in crate::live) fn post_soon(self: &Arc<Self>, id: PostId) {
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            if let Err(e) = tables.lease_and_hand_over(id, unix_now()).await {
                warn!(post = %id, error = %e, "a post is left for the sweep");
            }
        });
    }

    /// Hands `post`, leased to this process, to the screen, in a task of
    /// its own: the one way a post leaves the engine. The post ends in its
    /// report, recorded ([`Outbox::posted`]), and what the screen learned
    /// meanwhile, acted on (a place out of reach: its games called off).
    pub(in crate::live) fn hand_over(self: &Arc<Self>, post: Post) {
        let (key, outbox) = (post.key.clone(), Arc::clone(self));
        let posting = Arc::clone(self.kernel.screen()).post(post);
        self.handed.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let (report, learned) = posting.await;
            outbox.kernel.learn(learned).await;
            if let Err(e) = outbox.posted(&key, report).await {
                warn!(post = %key.id, error = %e, "could not record a post; it is owed still");
            }
            outbox.handed.fetch_sub(1, Ordering::SeqCst);
        });
    }

    /// How many posts handed to the screen have no report recorded yet
    /// (none: the outbox is idle).
    pub fn handed(&self) -> usize {
        self.handed.load(Ordering::SeqCst)
    }

    /// Leases post `id` and hands it to the screen with its data: false when
    /// another holds it or it is not owed.
    async fn lease_and_hand_over(self: &Arc<Self>, id: PostId, now: UnixTime) -> Result<bool> {
        let until = now + self.kernel.settings().waits.post_lease_secs();
        let Some(row) = self.kernel.store().lease_post(id, now, until).await? else {
            return Ok(false);
        };
        let data = match self.post_data(&row).await {
            Ok(Some(data)) => data,
            Ok(None) => {
                // Nothing to show any more (a turn played before its reminder).
                self.kernel
                    .store()
                    .post_shown(id, row.version, None)
                    .await?;
                return Ok(false);
            }
            Err(e) => {
                self.kernel.store().release_post(id).await?;
                return Err(e);
            }
        };
        let remembered = self.kernel.settings().waits.posts_remembered.as_secs() as i64;
        let look_since = row.first_leased.filter(|&at| now - at >= remembered);
        let key = PostKey {
            id,
            version: row.version,
        };
        self.hand_over(Post::new(key, row.guild, data, look_since));
        Ok(true)
    }

    /// What post `row` shows, from the store now (none: nothing any more).
    async fn post_data(&self, row: &PostRow) -> Result<Option<PostData>> {
        if let Some(carrier) = self.carrier(row.id.kind()) {
            return carrier.data(row).await;
        }
        match row.id {
            PostId::SeasonEnd(_, season) => {
                let settings = self.kernel.store().season_settings(row.guild).await?;
                // No channel any more: announced nowhere.
                let Some(channel) = settings.announce_channel else {
                    return Ok(None);
                };
                let page = self
                    .kernel
                    .store()
                    .season_top(row.guild, season, SEASON_TOP)
                    .await?;
                let best = page.entries.iter().take(SEASON_PODIUM).map(|e| e.user);
                let best: Vec<_> = best.collect();
                let colors = self
                    .kernel
                    .store()
                    .season_colors(row.guild, season, &best)
                    .await?;
                Ok(Some(PostData::SeasonEnd {
                    season,
                    channel,
                    page: Box::new(page),
                    colors,
                }))
            }
            // Posted by a click, or from a row of their own; or carried
            // by a service that is gone (the engine is stopping).
            _ => Err(Error::Internal(format!(
                "post {} is not the outbox's to hand over",
                row.id
            ))),
        }
    }

    /// Records what became of post `key`: the end of a post handed over, or
    /// a click's post (a Share, an analysis), reported by the click.
    pub async fn posted(self: &Arc<Self>, key: &PostKey, report: PostReport) -> Result<()> {
        let (id, version) = (key.id, key.version);
        if let PostId::Daily(guild, day) = id {
            return self.daily_posted((guild, day), version, report).await;
        }
        if let Some(carrier) = self.carrier(id.kind())
            && carrier.records_reports(id.kind())
        {
            return carrier.reported(key, report).await;
        }
        let at = match report {
            PostReport::Posted(channel, message) => Some((channel, message)),
            PostReport::Done | PostReport::Opened(_) => None,
            PostReport::Failed => {
                return Ok(self.kernel.store().release_post(id).await?);
            }
        };
        // A season's record first: were the process to stop in between, the
        // post, owed still, would find itself.
        if let PostId::SeasonEnd(guild, season) = id {
            match at {
                Some((_, message)) => {
                    let store = self.kernel.store();
                    store
                        .season_announcement_posted(guild, season, message)
                        .await?
                }
                None => {
                    self.kernel
                        .store()
                        .season_announcement_given_up(guild, season)
                        .await?
                }
            }
        }
        let store = self.kernel.store();
        store.post_shown(id, version, at).await?;
        // Changed again while it was edited: once more, with what came since.
        if matches!(id, PostId::Signup(_) | PostId::Standings(_)) && store.post_owed(id).await? {
            self.post_soon(id);
        }
        Ok(())
    }

    /// The report of a daily post: its row records the message and the
    /// count it shows (none: refused or deleted for good); a failure waits
    /// for its lease to run out.
    async fn daily_posted(
        &self,
        (guild, day): (GuildId, i64),
        version: u64,
        report: PostReport,
    ) -> Result<()> {
        let message = match report {
            PostReport::Posted(_, message) => Some(message),
            PostReport::Done | PostReport::Opened(_) => None,
            PostReport::Failed => return Ok(()),
        };
        let answers = u32::try_from(version).unwrap_or(u32::MAX);
        Ok(self
            .kernel
            .store()
            .daily_puzzle_shown(guild, day, message, answers)
            .await?)
    }

    /// A Share click on the private answer `message` on `guild`: the key
    /// of its public post when this click is to make it (then
    /// [`Outbox::posted`]), none when it is shared, or being shared. A share
    /// is remembered for [`SHARE_REMEMBERED_SECS`].
    pub async fn share(&self, guild: GuildId, message: MessageId) -> Result<Option<PostKey>> {
        let forget_before = unix_now() - SHARE_REMEMBERED_SECS;
        self.kernel
            .store()
            .forget_posts(PostKind::Share, forget_before)
            .await?;
        let post = (PostId::Share(message), guild);
        let lease = self.kernel.settings().waits.post_lease_secs();
        let claim = self.claim_post(post, lease);
        Ok(claim.await?.ok())
    }
}

impl<S: Screen> Subscriber for Outbox<S> {
    fn on(self: Arc<Self>, event: &Event<'_>) {
        if let Event::PostOwed(id) = *event {
            self.post_soon(id);
        }
    }
}

impl<S: Screen> Outbox<S> {
    /// A click's post `id` on `guild`: leased to the caller for `lease`
    /// seconds (it posts it, then reports it, [`Outbox::posted`]), on its way
    /// by another, or posted already.
    pub(in crate::live) async fn claim_post(
        &self,
        post: (PostId, GuildId),
        lease: i64,
    ) -> Result<std::result::Result<PostKey, PostClaim>> {
        let now = unix_now();
        let until = now + lease;
        Ok(
            match self.kernel.store().claim_post(post, now, until).await? {
                PostClaim::Leased(row) => Ok(PostKey {
                    id: row.id,
                    version: row.version,
                }),
                other => Err(other),
            },
        )
    }
}
