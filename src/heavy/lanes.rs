//! Drawing lanes: the boards of live games never wait behind heavy work.
//!
//! Two cores serve every server. A live board (a move's answer, a lobby, a
//! results message) is milliseconds of drawing that a person is waiting for; a
//! GIF export of a long game is seconds. So they get separate capacity:
//!
//! - the **live lane**: one slot per CPU, each a thread of its own at a lower
//!   priority than the rest of the process (`super::live_threads`), for live
//!   boards only, the servers waiting served in turn ([`Lanes::live_for`]: a
//!   server with hundreds of games drawing takes one slot a round). A board a
//!   person waits for ([`Waiting::Person`]) goes before the boards nobody
//!   clicked for that no later state replaces (results, lobbies, cards,
//!   pings: [`Waiting::Screen`]), which still get one slot in every
//!   [`PASSED_OVER_AT_MOST`]` + 1` while both queue. A click's board that hands
//!   the game to the computers ([`Waiting::Handover`]) comes between, given up
//!   for words when no slot comes soon (`super::handover`). A computer's move
//!   the next computer's follows ([`Waiting::Edit`]) gets no share at all:
//!   drawn only when no other board waits, skipped when a newer state of its
//!   game is handed over first ([`Lanes::overtaken`]), left once its
//!   successor is due ([`Edit::due_in`]); its change stays owed and the newer
//!   state shows it (the last before a person's turn is that person's board:
//!   [`Waiting::of_turn`]). While the engine is behind (`super::keeping_up`),
//!   neither kind is drawn: an edit is left and a handover answered in words
//!   at once. A game's shows run one after the other, so no edit shows an
//!   older state after a newer one, and at most one board of each game waits;
//! - the **heavy lane**: one thread of its own for everything else (replay
//!   steps and rating charts as *quick* jobs, GIF exports as *long* jobs),
//!   which never takes a live slot and gives way to live work before each job
//!   and between a long job's frames ([`Pacer::pause`], at most
//!   [`HeavyLimits::max_pause`] each time). Quick jobs go first at a long
//!   one's next pause. Long jobs are admitted by [`Lanes::reserve_long`]: one
//!   runs, a few wait, and beyond that the caller is told at once (`None`).
//!
//! A process has one `Lanes`, shared by the screen and the engine
//! (`live::Tables`: a game's analysis as a quick job, the puzzle searches as
//! long jobs).
//!
//! ```
//! # tokio::runtime::Runtime::new().unwrap().block_on(async {
//! use hypnosia_engine::heavy::lanes::{HeavyLimits, Lanes};
//! let lanes = Lanes::new(2, HeavyLimits::default());
//! assert_eq!(lanes.live(|| 1 + 1).await.unwrap(), 2);
//! # use hypnosia_engine::heavy::lanes::Waiting;
//! # use hypnosia_engine::table::GuildId;
//! let answer = lanes.live_for(GuildId(1), Waiting::Person, || "drawn");
//! assert_eq!(answer.await.unwrap(), "drawn");
//! let ticket = lanes.reserve_long().expect("an idle lane admits a long job");
//! let frames = ticket.run(|pacer| (0..3).map(|n| { pacer.pause(); n }).sum::<u32>());
//! assert_eq!(frames.await.unwrap(), 3);
//! # });
//! ```

use std::collections::{HashMap, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

#[cfg(doc)]
use super::fair_slots::PASSED_OVER_AT_MOST;
use super::fair_slots::{FairSlots, Slot};
use super::keeping_up::KeepingUp;
use super::live_threads::LiveThreads;
use crate::pace::probe;
use crate::table::{Community, GameId, GuildId, Table};

/// Why a drawing gave no result.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LaneError {
    /// The heavy lane's queue is full: try again later.
    #[error("the heavy drawing lane is full")]
    Busy,
    /// The drawing panicked (or the lane is gone).
    #[error("the drawing failed: {0}")]
    Failed(String),
    /// Not drawn: a newer state of its game came first, or was due
    /// ([`Waiting::Edit`]).
    #[error("a newer state of the game came before this board was drawn")]
    Overtaken,
    /// Not drawn: no slot came soon for a click that handed the game to the
    /// computers ([`Waiting::Handover`]); the click is answered in words.
    #[error("no drawing slot came soon for a click's board")]
    GaveUp,
}

/// Who waits for a live board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A person waits for it (their click's answer, or their turn after the
    /// computers'): drawn before the boards of [`Waiting::Screen`].
    Person,
    /// Nobody waits for it (a game's results, a lobby, the sweep).
    Screen,
    /// Nobody waits for it, and a newer state of its game replaces it (a
    /// computer's move the next computer follows): drawn only when no other
    /// board waits, skipped when [`Lanes::overtaken`] hears of a newer
    /// version first or once that version is due, or while the engine is behind.
    Edit(Edit),
    /// A person's click handed the game to the computers: drawn after the
    /// persons' turns, when a slot comes within [`HeavyLimits::handover_within`]
    /// and the engine keeps up, else given up ([`LaneError::GaveUp`]): the
    /// computers' next board shows the move too ([`super::handover`]).
    Handover,
}

/// A game's board at one version, which a newer version makes useless.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub game: GameId,
    pub version: u64,
    /// When the newer version is due, from the edit's arrival at the lanes
    /// (the computers' pause): it leaves the queue undrawn then, drawn
    /// too late to be seen before its successor.
    pub due_in: Duration,
}

impl Waiting {
    /// Who waits for a turn's board: a person when their click caused it or
    /// the turn is theirs (briefly, a click that hands over); else nobody, and
    /// a newer state replaces it within `next_after` (the computers' pause).
    pub fn of_turn(clicked: bool, table: &Table, next_after: Duration) -> Waiting {
        match (clicked, table.ai_to_move()) {
            (true, true) => Waiting::Handover,
            (true, false) | (false, false) => Waiting::Person,
            (false, true) => Waiting::Edit(Edit {
                game: table.id,
                version: table.game.version(),
                due_in: next_after,
            }),
        }
    }
}

/// The newest versions handed over of the games whose shows are under way,
/// and the edits waiting for a slot, each told when a newer version comes.
#[derive(Default)]
struct Overtaking {
    newest: HashMap<GameId, u64>,
    waiting: HashMap<GameId, (u64, tokio::sync::oneshot::Sender<()>)>,
}

/// An edit waiting for a slot, until it is drawn or skipped.
struct EditWaiting<'a> {
    lanes: &'a Lanes,
    edit: Edit,
}

impl Drop for EditWaiting<'_> {
    fn drop(&mut self) {
        let mut overtaking = locked(&self.lanes.overtaking);
        let Edit { game, version, .. } = self.edit;
        if overtaking
            .waiting
            .get(&game)
            .is_some_and(|w| w.0 == version)
        {
            overtaking.waiting.remove(&game);
        }
    }
}

/// How much the heavy lane takes on.
#[derive(Clone, Copy, Debug)]
pub struct HeavyLimits {
    /// Quick jobs (replay steps, charts) waiting at most; more are refused.
    pub quick_waiting: usize,
    /// Long jobs (GIF exports) waiting behind the one running; more are refused.
    pub long_waiting: usize,
    /// The longest the heavy lane waits for live drawings at a time.
    pub max_pause: Duration,
    /// The longest a [`Waiting::Handover`] board waits for a slot
    /// ([`super::handover::HANDOVER_WITHIN`]).
    pub handover_within: Duration,
}

impl Default for HeavyLimits {
    fn default() -> Self {
        HeavyLimits {
            quick_waiting: 64,
            long_waiting: 3,
            max_pause: Duration::from_millis(200),
            handover_within: super::handover::HANDOVER_WITHIN,
        }
    }
}

type Quick = Box<dyn FnOnce() + Send>;
type Long = Box<dyn FnOnce(&Pacer) + Send>;

#[derive(Default)]
struct Queues {
    quick: VecDeque<Quick>,
    long: VecDeque<Long>,
    /// Long jobs reserved, waiting or running.
    long_admitted: usize,
    closed: bool,
}

struct Shared {
    /// Live drawings waiting for a slot or running.
    live: Mutex<usize>,
    live_idle: Condvar,
    queues: Mutex<Queues>,
    work: Condvar,
    limits: HeavyLimits,
}

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// Waits (at most `max_pause`) until no live drawing waits or runs.
    fn give_way(&self) {
        let live = locked(&self.live);
        let _ = self
            .live_idle
            .wait_timeout_while(live, self.limits.max_pause, |n| *n > 0);
    }

    fn next_quick(&self) -> Option<Quick> {
        locked(&self.queues).quick.pop_front()
    }
}

/// Counts a live drawing from its arrival to its end.
struct LiveGuard<'a>(&'a Shared);

impl Drop for LiveGuard<'_> {
    fn drop(&mut self) {
        let mut live = locked(&self.0.live);
        *live -= 1;
        if *live == 0 {
            self.0.live_idle.notify_all();
        }
    }
}

/// The live lane and the heavy lane of one process (see the module's doc).
pub struct Lanes {
    live_slots: FairSlots<Community>,
    /// How many live drawings run at once.
    live_slot_count: usize,
    /// Where they run (`live_threads.rs`: below the answers to clicks).
    live_threads: LiveThreads,
    /// How long live boards took lately (a click handing over weighs it).
    recent: super::handover::RecentDrawing,
    /// Room for boards drawn for a call that waits at the pace ([`Lanes::paced_board`]).
    paced_boards: FairSlots<Community>,
    overtaking: Mutex<Overtaking>,
    /// Whether the engine keeps up: else only the boards people wait for.
    keeping_up: KeepingUp,
    shared: Arc<Shared>,
}

/// Boards drawn for background calls held at once at most (their PNGs, about
/// 100 KB each): the pace lets some 40 calls a second go, so this keeps it
/// busy while a bot of thousands of games, whose computers' moves queue for
/// it, holds a few megabytes of pictures instead of one per game.
pub const PACED_BOARDS: usize = 64;

impl Lanes {
    /// How many long jobs wait in the queue, not yet running.
    // Public for the tests of `tests/heavy/lanes.rs`, which queue jobs in a known order.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn long_queued(&self) -> usize {
        locked(&self.shared.queues).long.len()
    }

    /// `live_slots` live drawings at once (one per CPU), and the heavy lane's
    /// thread, started here.
    pub fn new(live_slots: usize, limits: HeavyLimits) -> Lanes {
        let shared = Arc::new(Shared {
            live: Mutex::new(0),
            live_idle: Condvar::new(),
            queues: Mutex::new(Queues::default()),
            work: Condvar::new(),
            limits,
        });
        let worker = shared.clone();
        std::thread::Builder::new()
            .name("heavy-drawing".into())
            .spawn(move || {
                super::live_threads::lower_priority();
                heavy_worker(&worker)
            })
            .expect("starting the heavy drawing thread");
        Lanes {
            live_slots: FairSlots::new(live_slots),
            live_slot_count: live_slots.max(1),
            live_threads: LiveThreads::start(live_slots),
            recent: Default::default(),
            paced_boards: FairSlots::new(PACED_BOARDS),
            overtaking: Mutex::default(),
            keeping_up: KeepingUp::default(),
            shared,
        }
    }

    /// Whether the engine keeps up, which its changes tell.
    pub fn keeping_up(&self) -> &KeepingUp {
        &self.keeping_up
    }

    /// How many live boards wait for a slot: while any do, every CPU is
    /// drawing, and whatever else the bot does waits for one.
    pub fn live_queued(&self) -> usize {
        self.live_slots.waiting()
    }

    /// Whether more live boards wait than there are slots: every CPU is
    /// drawing and a whole round of boards more waits behind them, so a
    /// board asked for now waits at least two drawings.
    pub fn live_backlog(&self) -> bool {
        self.live_queued() > self.live_slot_count
    }

    /// Room for a board of `community` drawn for a call that will wait its
    /// turn at the pace, held until the call is done: at most
    /// [`PACED_BOARDS`] wait drawn at once, the communities taking turns for
    /// the room as they do at the pace. A board is drawn when its call is
    /// near, not long before. `None` (a board a click pays for): no wait.
    pub async fn paced_board(&self, community: Option<Community>) -> Option<Slot<Community>> {
        let community = community?;
        let _waiting = probe::PACED_BOARD.wait();
        Some(self.paced_boards.acquire(community).await)
    }

    /// Version `version` of `game` is handed over while an earlier show of
    /// it is under way: an edit of an older version waiting for a slot, or
    /// coming to wait, is skipped ([`LaneError::Overtaken`]).
    pub fn overtaken(&self, game: GameId, version: u64) {
        let mut overtaking = locked(&self.overtaking);
        let newest = overtaking.newest.entry(game).or_insert(version);
        *newest = (*newest).max(version);
        if overtaking.waiting.get(&game).is_some_and(|w| w.0 < version)
            && let Some((_, tell)) = overtaking.waiting.remove(&game)
        {
            let _ = tell.send(());
        }
    }

    /// `game`'s shows are all done: what [`Self::overtaken`] kept of it goes.
    pub fn settled(&self, game: GameId) {
        locked(&self.overtaking).newest.remove(&game);
    }

    /// Games with a newer version noted, for tests: bounded by the games
    /// whose shows are under way.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn overtaking_games(&self) -> usize {
        locked(&self.overtaking).newest.len()
    }

    /// Holds every live slot until the slots are dropped, for the tests of
    /// a bot whose drawing is held up.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub async fn hold_live_slots(&self) -> Vec<Slot<Community>> {
        let mut held = Vec::new();
        for _ in 0..self.live_slot_count {
            held.push(self.live_slots.acquire(GuildId(0).into()).await);
        }
        held
    }

    /// One live slot per CPU.
    pub fn for_this_machine() -> Lanes {
        let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
        Lanes::new(cpus, HeavyLimits::default())
    }

    /// Draws a live board off the async threads, in order of arrival with the
    /// other live boards of no server in particular; heavy work gives way
    /// meanwhile.
    pub async fn live<T: Send + 'static>(
        &self,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, LaneError> {
        self.live_for(GuildId(0), Waiting::Screen, drawing).await
    }

    /// Draws a live board of a game of `community` (a server, or a direct
    /// venue) off the async threads: the boards clicks wait for first, then
    /// the others; the communities waiting take turns, each one's boards in
    /// order of arrival; heavy work gives way meanwhile.
    pub async fn live_for<T: Send + 'static>(
        &self,
        community: impl Into<Community>,
        waiting: Waiting,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, LaneError> {
        let server = community.into();
        *locked(&self.shared.live) += 1;
        let _counted = LiveGuard(&self.shared);
        let _slot = match waiting {
            Waiting::Person => {
                let (_waiting, since) = (probe::LIVE_SLOT_PERSON.wait(), Instant::now());
                let slot = self.live_slots.acquire_first(server).await;
                self.keeping_up.waited(since.elapsed());
                slot
            }
            Waiting::Screen => {
                let _waiting = probe::LIVE_SLOT_SCREEN.wait();
                self.live_slots.acquire(server).await
            }
            Waiting::Edit(_) | Waiting::Handover if self.keeping_up.behind() => {
                let (error, counted) = match waiting {
                    Waiting::Edit(_) => (LaneError::Overtaken, &probe::SHED),
                    _ => (LaneError::GaveUp, &probe::HANDED_OVER),
                };
                counted.waited(Instant::now());
                return Err(error);
            }
            Waiting::Edit(edit) => self.edit_slot(server, edit).await?,
            Waiting::Handover => {
                let within = self.shared.limits.handover_within;
                let slots = (&self.live_slots, self.live_slot_count);
                super::handover::slot_within(slots, (server, &self.recent), within).await?
            }
        };
        let (_drawing, since) = (probe::DRAWING.wait(), Instant::now());
        let drawn = self.live_threads.run(drawing).await;
        self.recent.note(since.elapsed());
        drawn
    }

    /// A slot for `edit` once no other board waits, unless a newer version
    /// of its game comes or is due first.
    async fn edit_slot(&self, server: Community, edit: Edit) -> Result<Slot<Community>, LaneError> {
        let (since, _waiting) = (Instant::now(), probe::LIVE_SLOT_EDIT.wait());
        let (tell, overtaken) = tokio::sync::oneshot::channel();
        {
            let mut overtaking = locked(&self.overtaking);
            if overtaking.newest.get(&edit.game) > Some(&edit.version) {
                probe::OVERTAKEN.waited(since);
                return Err(LaneError::Overtaken);
            }
            overtaking.waiting.insert(edit.game, (edit.version, tell));
        }
        let _registered = EditWaiting { lanes: self, edit };
        tokio::select! {
            // A free slot first, even when the successor is due at once
            // (computers with no pause).
            biased;
            slot = self.live_slots.acquire_last(server) => Ok(slot),
            Ok(()) = overtaken => {
                probe::OVERTAKEN.waited(since);
                Err(LaneError::Overtaken)
            }
            () = tokio::time::sleep(edit.due_in) => {
                probe::SUCCESSOR_DUE.waited(since);
                Err(LaneError::Overtaken)
            }
        }
    }

    /// A short heavy drawing (a replay step, a chart) on the heavy lane;
    /// [`LaneError::Busy`] at once when too many wait already.
    pub async fn quick<T: Send + 'static>(
        &self,
        drawing: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, LaneError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        {
            let mut queues = locked(&self.shared.queues);
            if queues.quick.len() >= self.shared.limits.quick_waiting {
                return Err(LaneError::Busy);
            }
            queues.quick.push_back(Box::new(move || {
                let _ = tx.send(drawing());
            }));
        }
        self.shared.work.notify_one();
        rx.await.map_err(|_| panicked())
    }

    /// A place for a long job (a GIF export), if one is free: the one running
    /// and [`HeavyLimits::long_waiting`] waiting. Answers at once; the place is
    /// given back when the ticket is dropped unused or its job ends.
    pub fn reserve_long(&self) -> Option<LongTicket> {
        let mut queues = locked(&self.shared.queues);
        if queues.long_admitted > self.shared.limits.long_waiting {
            return None;
        }
        queues.long_admitted += 1;
        Some(LongTicket {
            shared: self.shared.clone(),
            armed: true,
        })
    }

    /// Long jobs reserved, waiting or running (for tests and logs).
    pub fn long_admitted(&self) -> usize {
        locked(&self.shared.queues).long_admitted
    }
}

impl Drop for Lanes {
    fn drop(&mut self) {
        locked(&self.shared.queues).closed = true;
        self.shared.work.notify_all();
    }
}

/// A reserved place on the heavy lane for one long job.
pub struct LongTicket {
    shared: Arc<Shared>,
    /// Still holds its place (not yet handed to the lane).
    armed: bool,
}

/// Gives a long job's place back when it ends, even by a panic.
struct Admitted(Arc<Shared>);

impl Drop for Admitted {
    fn drop(&mut self) {
        locked(&self.0.queues).long_admitted -= 1;
    }
}

impl LongTicket {
    /// Runs `job` on the heavy lane once the long jobs before it are done; it
    /// should call [`Pacer::pause`] between its steps.
    pub async fn run<T: Send + 'static>(
        mut self,
        job: impl FnOnce(&Pacer) -> T + Send + 'static,
    ) -> Result<T, LaneError> {
        self.armed = false;
        let admitted = Admitted(self.shared.clone());
        let (tx, rx) = tokio::sync::oneshot::channel();
        locked(&self.shared.queues)
            .long
            .push_back(Box::new(move |pacer: &Pacer| {
                let result = catch_unwind(AssertUnwindSafe(|| job(pacer)));
                // The place is given back before the result is told, so that
                // whoever hears of the end (even by a panic) finds it free.
                drop(admitted);
                let _ = tx.send(result.map_err(|_| {
                    tracing::error!("a long heavy drawing panicked");
                    panicked()
                }));
            }));
        self.shared.work.notify_one();
        rx.await.unwrap_or_else(|_| Err(panicked()))
    }
}

impl Drop for LongTicket {
    fn drop(&mut self) {
        if self.armed {
            locked(&self.shared.queues).long_admitted -= 1;
        }
    }
}

/// Handed to a long job: where it lets other work go first.
pub struct Pacer {
    shared: Arc<Shared>,
}

impl Pacer {
    /// Between two steps of a long job: runs the quick heavy jobs waiting,
    /// then waits while live drawings wait or run (bounded).
    pub fn pause(&self) {
        while let Some(job) = self.shared.next_quick() {
            self.shared.give_way();
            run_caught(job);
        }
        self.shared.give_way();
    }
}

fn panicked() -> LaneError {
    LaneError::Failed("the drawing panicked".into())
}

fn run_caught(job: impl FnOnce()) {
    if catch_unwind(AssertUnwindSafe(job)).is_err() {
        tracing::error!("a heavy drawing panicked");
    }
}

fn heavy_worker(shared: &Arc<Shared>) {
    let pacer = Pacer {
        shared: shared.clone(),
    };
    loop {
        let next = {
            let mut queues = locked(&shared.queues);
            loop {
                if let Some(job) = queues.quick.pop_front() {
                    break Ok(job);
                }
                if let Some(job) = queues.long.pop_front() {
                    break Err(job);
                }
                if queues.closed {
                    return;
                }
                queues = shared.work.wait(queues).unwrap_or_else(|e| e.into_inner());
            }
        };
        shared.give_way();
        match next {
            Ok(quick) => run_caught(quick),
            Err(long) => run_caught(|| long(&pacer)),
        }
    }
}
