//! What each game's screen has shown, kept by the engine, which hands the
//! screen each change in the game's order ([`crate::live::ShowQueues`], one worker per
//! game at a time) and hears what became of it from the show itself
//! ([`Shown`]): the screen asks nothing and reports nothing on its own, so a
//! move click crosses between engine and screen twice (the click in, the
//! change out). The engine starts each show from what the screen last said
//! it shows the game with (the screen's own [`OnScreen`], carried whole and
//! never looked into), skips a version shown already (handed over twice, by
//! its commit and by the sweep; a click's is shown again on it, which waits
//! for its answer), marks in the store what the players have
//! (a new message or the results at once; an update in place with the
//! game's next commit, as the version recorded with it), remembers the
//! newest version shown and who is seated (clicks are judged by them in
//! `click.rs`), and leaves a game whose show is under way to it in the
//! sweep. A show that did not reach the players leaves its change owed:
//! nothing is marked shown that was not.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::{oneshot, watch};
use tracing::{error, warn};

use crate::live::error::{Error, Result};
use crate::live::kernel::show_queue::{ShowJob, ShowKey};
use crate::live::kernel::{Kernel, held};
use crate::live::port::shown::Shown;
use crate::live::port::{Cause, Change, Next, Screen};
use crate::table::{ChannelId, Community, GameId, GuildId, OnScreen, Table, UserId};

/// What the engine notes of one game's shows.
#[derive(Clone, Copy, Debug)]
enum Note {
    /// Its show worker starts (true) or ends (false).
    Working(bool),
    /// A show ended: what the screen shows the game with now, and the
    /// version the players have, if they have it.
    Shown(OnScreen, Option<u64>),
    /// The game's results are shown: the screen shows it no more.
    Ended,
}

/// A change handed to the screen in its game's order; `reply` hears what
/// became of it.
pub(in crate::live) struct GameShow<C> {
    change: Change<C>,
    reply: Option<oneshot::Sender<Shown>>,
    /// When it was handed over (for [`crate::pace::probe::TURN_SHOWN`]).
    handed: Instant,
}

impl<C> ShowJob for GameShow<C> {
    /// An update of the live message in place that nobody waits for: a later
    /// change shows a newer state of the same message.
    fn replaceable(&self) -> bool {
        self.reply.is_none()
            && matches!(self.change.cause, Cause::Background)
            && matches!(self.change.step, Next::SameTurn | Next::AiTurn(_))
    }
}

/// A show under way, and what the engine does once it ends.
struct Started {
    game: GameId,
    version: u64,
    step: Next,
    over: bool,
    /// What the screen showed the game with when it started.
    before: OnScreen,
    /// Where a tournament table's results are shown whose words await the
    /// next round (its server and channel): the post that shows them is
    /// recorded, to be edited once that round started.
    results_at: Option<(GuildId, ChannelId)>,
    reply: Option<oneshot::Sender<Shown>>,
    /// The screen's show, a task of its own (a panic in it is logged and the
    /// next show runs); none when this version was shown already.
    show: Option<tokio::task::JoinHandle<Shown>>,
    /// A person's turn after the computers': when it was handed over.
    persons_turn: Option<Instant>,
}

/// Who plays a game, as of the last change handed to its screen: enough to
/// refuse a spectator's click without the game's lock or a load (nobody
/// joins a running game, so someone not seated now never will be).
#[derive(Clone, Copy, Debug)]
pub(in crate::live) struct Seated {
    pub community: Community,
    /// The people seated (six seats at most).
    pub people: [Option<UserId>; 6],
    /// Whether the table is reached only through clicks (a seated player's
    /// click on an old board shows the game through it).
    pub clicks_only: bool,
}

impl Seated {
    fn of(table: &Table) -> Seated {
        let mut people = [None; 6];
        let seated = table.seats.iter().filter_map(|s| s.occupant.user());
        for (place, user) in people.iter_mut().zip(seated) {
            *place = Some(user);
        }
        Seated {
            community: table.place.community(),
            people,
            clicks_only: table.place.reach == crate::table::Reach::WhileInteracting,
        }
    }

    pub fn plays(&self, user: UserId) -> bool {
        self.people.contains(&Some(user))
    }
}

/// One game as its shows left it.
#[derive(Clone, Copy, Default, Debug)]
pub(in crate::live) struct Showing {
    /// What the screen shows the game with, as its last show reported it
    /// (from the store until then); the screen's, carried whole.
    pub screen: Option<OnScreen>,
    /// Who plays it, from the last change handed to the screen.
    pub seated: Option<Seated>,
    /// The newest version shown by this process.
    pub version: Option<u64>,
    /// Whether a show of it is queued or under way.
    pub busy: bool,
}

/// Every game the screen is showing or showed since the process started (a
/// game leaves once its results are shown and the screen is idle).
pub(in crate::live) struct Showings {
    games: std::sync::Mutex<HashMap<GameId, Showing>>,
    /// Told of every show that ends, for clicks waiting for a post.
    reported: watch::Sender<()>,
}

impl Default for Showings {
    fn default() -> Self {
        Showings {
            games: Default::default(),
            reported: watch::Sender::new(()),
        }
    }
}

impl Showings {
    /// What the shows of `game` left, if anything.
    pub(in crate::live) fn get(&self, game: GameId) -> Option<Showing> {
        held(&self.games).get(&game).copied()
    }

    /// A change of `table` is handed to the screen: until a show says
    /// otherwise, the screen shows it with what the store knows.
    pub(in crate::live) fn handing_over(&self, table: &Table) {
        let mut games = held(&self.games);
        let showing = games.entry(table.id).or_default();
        showing.seated = Some(Seated::of(table));
        if showing.screen.is_none() {
            showing.screen = Some(table.place.screen);
        }
    }

    /// Whether a show of `game` is under way (the sweep leaves it alone).
    pub(in crate::live) fn screen_busy(&self, game: GameId) -> bool {
        self.get(game).is_some_and(|s| s.busy)
    }

    /// Waits while any of `games` is being shown or has not shown its end
    /// yet (a game leaves once its results are shown), for at most
    /// `patience`.
    pub(in crate::live) async fn wait_shown(&self, games: &[GameId], patience: Duration) {
        let showing = || games.iter().any(|&game| self.get(game).is_some());
        self.wait_while(patience, showing).await;
    }

    /// Waits while `holds`, looked at again whenever a show ends, for at
    /// most `patience`; returns how long it waited.
    async fn wait_while(&self, patience: Duration, holds: impl Fn() -> bool) -> Duration {
        let start = Instant::now();
        // Subscribed before looking: a show that ends between the look and
        // the wait still wakes it.
        let mut reported = self.reported.subscribe();
        while holds() {
            let left = patience.saturating_sub(start.elapsed());
            if left.is_zero()
                || tokio::time::timeout(left, reported.changed())
                    .await
                    .is_err()
            {
                break;
            }
        }
        start.elapsed()
    }
}

impl Showings {
    /// Notes what became of `game`'s shows (one lock), and wakes those
    /// waiting for its shows to end.
    fn note(&self, game: GameId, note: Note) {
        {
            let mut games = held(&self.games);
            let showing = games.entry(game).or_default();
            match note {
                Note::Working(busy) => showing.busy = busy,
                Note::Shown(screen, version) => {
                    showing.screen = Some(screen);
                    showing.version = showing.version.max(version);
                }
                Note::Ended => showing.screen = None,
            }
            if !showing.busy && showing.screen.is_none() {
                games.remove(&game);
            }
        }
        self.reported.send_replace(());
    }
}

impl<S: Screen> Kernel<S> {
    /// Hands `change` to the screen after the game's earlier changes (called
    /// with no lock held); `reply` hears what became of it. When nothing of
    /// the game is being shown, its show starts at once.
    pub(in crate::live) fn hand_over(
        self: &Arc<Self>,
        change: Change<S::Click>,
        reply: Option<oneshot::Sender<Shown>>,
    ) {
        let (game, version) = (change.table.id, change.table.game.version());
        let (key, job) = (
            ShowKey::Game(game),
            GameShow {
                change,
                reply,
                handed: Instant::now(),
            },
        );
        if !self.shows.push(key, job, |busy| self.working(game, busy)) {
            // The game's worker shows it after the earlier ones, and a board
            // of theirs that only waits to be drawn is not drawn.
            self.lanes().overtaken(game, version);
            return;
        }
        let first = self
            .shows
            .next(key, |busy| self.working(game, busy))
            .map(|job| self.start_show(job));
        let kernel = Arc::clone(self);
        tokio::spawn(async move {
            let mut next = first;
            while let Some(show) = next {
                kernel.finish_show(show).await;
                next = kernel
                    .shows
                    .next(key, |busy| kernel.working(game, busy))
                    .map(|job| kernel.start_show(job));
            }
        });
    }

    /// `game`'s show worker starts (true) or ends (false).
    fn working(&self, game: GameId, busy: bool) {
        self.showings.note(game, Note::Working(busy));
        if !busy {
            self.lanes().settled(game);
        }
    }

    /// Starts the screen's show of one change, from what the screen shows
    /// the game with now, unless the players have its version already.
    fn start_show(&self, job: GameShow<S::Click>) -> Started {
        let GameShow {
            mut change,
            reply,
            handed,
        } = job;
        let persons_turn = matches!(
            (&change.cause, change.step),
            (Cause::Background, Next::NewHumanTurn(_))
        )
        .then_some(handed);
        let game = change.table.id;
        let showing = self.showings.get(game).unwrap_or_default();
        let before = showing.screen.unwrap_or(change.table.place.screen);
        let version = change.table.game.version();
        // A click's change judged owed while an earlier show of the same
        // version was under way (`/hypnosia board` typed as a game starts)
        // finds it shown by now: it is shown again on the click, whose
        // answer waits for it, never skipped.
        let through_click = matches!(change.cause, Cause::Click(_));
        if through_click && change.step != Next::Again && showing.version == Some(version) {
            change.step = Next::Again;
        }
        let step = change.step;
        // A board shown again is skipped only when older than one shown (a
        // snapshot a move overtook); any other change once its version was.
        let shown_already = match step {
            Next::Again => showing.version > Some(version),
            _ => showing.version >= Some(version),
        };
        let over = change.table.game.is_over();
        let place = &change.table.place;
        let results_at = (change.next.as_ref())
            .filter(|next| step == Next::Over && next.awaits_round())
            .and_then(|_| Some((place.venue.guild()?, place.play_channel())));
        let show = (!shown_already).then(|| {
            change.table.place.screen = before;
            tokio::spawn(Arc::clone(&self.screen).show(change))
        });
        Started {
            game,
            version,
            step,
            over,
            before,
            results_at,
            reply,
            show,
            persons_turn,
        }
    }

    /// Notes what became of a show and marks in the store what the players
    /// have: a new message or the results at once, with what the screen
    /// shows them with (an update in place is marked by the game's next
    /// commit, one write fewer per move). A failure to mark leaves it owed:
    /// the sweep shows it again.
    async fn finish_show(&self, started: Started) {
        let Started {
            game, step, before, ..
        } = started;
        let Some(show) = started.show else {
            // Only its mark in the store may be missing (it failed).
            return self
                .mark(game, started.version, &before, started.over)
                .await;
        };
        let mut shown = show.await.unwrap_or_else(|e| {
            error!(%game, error = %e, "showing a change failed");
            Shown::of(before, false)
        });
        self.learn(std::mem::take(&mut shown.learned)).await;
        // Whether the screen shows the game with something else now (a new
        // post, a log): the engine compares the screen's values whole,
        // never what they hold.
        let moved = shown.screen != before;
        if moved && !shown.done {
            // What it posted is kept (its log, never posted twice); the rest
            // is marked once the players have it.
            self.record_log(game, &shown.screen).await;
        }
        if let (true, Some(handed)) = (shown.done, started.persons_turn) {
            crate::pace::probe::TURN_SHOWN.waited(handed);
        }
        let version = shown.done.then_some(started.version);
        self.showings.note(game, Note::Shown(shown.screen, version));
        let posted = matches!(step, Next::NewHumanTurn(_) | Next::Over | Next::Again);
        if shown.done && (posted || moved) {
            self.mark(game, started.version, &shown.screen, started.over)
                .await;
        }
        // Only a game's end has them.
        if let (true, Some(at)) = (shown.done, started.results_at) {
            self.results_shown(game, at, &shown.screen).await;
        }
        if step == Next::Over {
            self.showings.note(game, Note::Ended);
        }
        if let Some(reply) = started.reply {
            let _ = reply.send(shown);
        }
    }

    /// Records the post of tournament table `game`'s results, shown at `at`
    /// (server, channel) with `screen` (the screen's: the store keeps what it
    /// says of the results): what comes next in them is edited once the
    /// next round started; at once if it did meanwhile. Failing, they keep
    /// what they say.
    async fn results_shown(
        &self,
        game: GameId,
        (guild, channel): (GuildId, ChannelId),
        screen: &OnScreen,
    ) {
        match self
            .store
            .results_shown((game, guild), (channel, screen))
            .await
        {
            Ok(true) => self.hand_over_soon(crate::store::PostId::Next(game)),
            Ok(false) => {}
            Err(e) => warn!(%game, error = %e, "could not store a tournament table's results"),
        }
    }

    /// Records the log the screen posted for `game`, as `screen` holds it
    /// (its turns are edited into it from then on). Failing, the game's next
    /// shows in this process still have it (`Showing::screen`); a later
    /// process posts it again, under the game's nonce.
    async fn record_log(&self, game: GameId, screen: &OnScreen) {
        if let Err(e) = self.store.set_turns_log(game, screen).await {
            warn!(%game, error = %e, "could not store the game's log message");
        }
    }

    /// Marks `version` of `game` shown in the store, with what the screen
    /// shows it with (its live message only while it runs).
    async fn mark(&self, game: GameId, version: u64, screen: &OnScreen, over: bool) {
        if let Err(e) = self.store.mark_shown(game, version, screen, !over).await {
            warn!(%game, error = %e, "could not store that the game was shown");
        }
    }

    /// `/hypnosia board`: the running turn of `table` posted again at the
    /// bottom of where it is played, after the game's earlier shows; what
    /// the screen shows it with now.
    pub async fn repost(self: &Arc<Self>, table: Table) -> Result<OnScreen> {
        let (reply, shown) = oneshot::channel();
        let change = Change {
            table,
            step: Next::Again,
            cause: Cause::Background,
            cancelled_by: None,
            rating_changes: Vec::new(),
            next: None,
            notify: false,
            maybe_posted: false,
        };
        self.hand_over(change, Some(reply));
        match shown.await {
            Ok(Shown {
                screen, done: true, ..
            }) => Ok(screen),
            _ => Err(Error::Internal("the board was not posted again".into())),
        }
    }

    /// Whether no show of any game is queued or under way.
    pub fn shows_idle(&self) -> bool {
        self.shows.idle()
    }

    /// What the screen shows `game` with now, as this process's screen last
    /// reported it (the store may not have it yet).
    pub fn on_screen(&self, game: GameId) -> Option<OnScreen> {
        self.showings.get(game)?.screen
    }

    /// The newest version of `game` the screen put in front of the players
    /// since the process started (the store learns it with the game's next
    /// commit, or at once for a new message or the results).
    pub fn shown_version(&self, game: GameId) -> Option<u64> {
        self.showings.get(game)?.version
    }
}
