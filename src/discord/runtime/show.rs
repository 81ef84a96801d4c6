//! Showing what changed: in order per game (and per lobby), with no lock held
//! while Discord answers.
//!
//! A change is saved under the game's lock and handed here; one worker per
//! game shows its changes one after the other, so a board never goes back to
//! an older state, while the next click, computer move or time-out is already
//! being saved. A background update of the live message that a newer change
//! will replace anyway is skipped. The worker keeps which message is live
//! (posted a moment before the store hears of it), which clicks are checked
//! against.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use tokio::sync::oneshot;
use tracing::{error, warn};

use super::notify::TurnDm;
use super::{is_gone, Key, Reply, Runtime};
use crate::discord::error::Result;
use crate::discord::messages::{self, View};
use crate::discord::turns::Next;
use crate::i18n::{Lang, Text};
use crate::table::{GameId, MessageId, RatingChange, Table};

/// A saved change, to be shown.
pub(super) struct Showing {
    table: Table,
    step: Next,
    reply: Reply,
    /// Who cancelled the game, for its results.
    cancelled_by: Option<Text>,
    changes: Vec<RatingChange>,
    /// For `/hypnosia board`: post the board again, and say when it is done.
    repost: Option<oneshot::Sender<Result<()>>>,
}

impl Showing {
    pub(super) fn change(
        table: Table,
        step: Next,
        reply: Reply,
        cancelled_by: Option<Text>,
        changes: Vec<RatingChange>,
    ) -> Showing {
        Showing {
            table,
            step,
            reply,
            cancelled_by,
            changes,
            repost: None,
        }
    }

    pub(super) fn repost(table: Table, done: oneshot::Sender<Result<()>>) -> Showing {
        Showing {
            table,
            step: Next::SameTurn,
            reply: Reply::Background,
            cancelled_by: None,
            changes: Vec::new(),
            repost: Some(done),
        }
    }

    /// An update of the live message in place that nobody waits for: a later
    /// change shows a newer state of the same message.
    fn replaceable(&self) -> bool {
        matches!(self.reply, Reply::Background)
            && self.repost.is_none()
            && matches!(self.step, Next::SameTurn | Next::AiTurn(_))
    }
}

type Task = Pin<Box<dyn Future<Output = ()> + Send>>;

enum Job {
    Show(Box<Showing>),
    Run(Task),
}

/// The message a game shows now: its id, and the first record entry it covers.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Live {
    message: Option<MessageId>,
    from: u32,
    /// Whether the store has it.
    stored: bool,
}

impl Live {
    fn of(table: &Table) -> Live {
        Live {
            message: table.place.message,
            from: table.place.message_from,
            stored: true,
        }
    }
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    working: bool,
    /// Games only; known from the first change shown since the bot started.
    live: Option<Live>,
}

/// Every game's and lobby's queue of things to show.
#[derive(Default)]
pub(super) struct Shows(std::sync::Mutex<HashMap<Key, Queue>>);

impl Shows {
    fn queues(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Queue>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Gives `table` the message it shows now, when this process posted one
    /// that the store may not have yet.
    pub(super) fn note_live(&self, table: &mut Table) {
        if let Some(live) = self.queues().get(&Key::Game(table.id)).and_then(|q| q.live) {
            table.place.message = live.message;
            table.place.message_from = live.from;
        }
    }

    /// Whether `message` may be one this process is posting for `game` right
    /// now: newer than the live message (ids grow with time), while the
    /// game's worker is at work.
    pub(super) fn posting(&self, game: GameId, message: MessageId) -> bool {
        self.queues().get(&Key::Game(game)).is_some_and(|q| {
            q.working
                && q.live
                    .is_none_or(|live| live.message.is_none_or(|m| m.0 < message.0))
        })
    }

    /// Adds a job; true when no worker runs for `key` (the caller starts one).
    fn push(&self, key: Key, job: Job) -> bool {
        let mut queues = self.queues();
        let queue = queues.entry(key).or_default();
        if let (Job::Show(showing), None) = (&job, queue.live) {
            queue.live = Some(Live::of(&showing.table));
        }
        queue.jobs.push_back(job);
        !std::mem::replace(&mut queue.working, true)
    }

    /// The next job to do, skipping replaceable updates that a later job
    /// overtakes; `None` ends the worker (atomically with a later `push`).
    fn next(&self, key: Key) -> Option<(Job, Live)> {
        let mut queues = self.queues();
        let queue = queues.get_mut(&key)?;
        loop {
            let Some(job) = queue.jobs.pop_front() else {
                queue.working = false;
                if queue.live.is_none() {
                    queues.remove(&key);
                }
                return None;
            };
            if matches!(&job, Job::Show(s) if s.replaceable()) && !queue.jobs.is_empty() {
                continue;
            }
            let live = queue.live.unwrap_or(Live {
                message: None,
                from: 0,
                stored: true,
            });
            return Some((job, live));
        }
    }

    fn shown(&self, key: Key, live: Live) {
        if let Some(queue) = self.queues().get_mut(&key) {
            queue.live = Some(live);
        }
    }

    /// The game is over: nothing of it stays (once its queue is done).
    fn forget_live(&self, key: Key) {
        if let Some(queue) = self.queues().get_mut(&key) {
            queue.live = None;
        }
    }
}

impl Runtime {
    /// Shows a saved change of a game after the ones before it.
    pub(super) fn show_later(self: &Arc<Self>, showing: Showing) {
        let key = Key::Game(showing.table.id);
        self.enqueue(key, Job::Show(Box::new(showing)));
    }

    /// Runs `task` (which talks to Discord) after the earlier ones of `key`.
    pub(super) fn in_order(
        self: &Arc<Self>,
        key: Key,
        task: impl Future<Output = ()> + Send + 'static,
    ) {
        self.enqueue(key, Job::Run(Box::pin(task)));
    }

    fn enqueue(self: &Arc<Self>, key: Key, job: Job) {
        if self.shows.push(key, job) {
            let rt = Arc::clone(self);
            tokio::spawn(async move { rt.work(key).await });
        }
    }

    /// One worker per key: each job is a task of its own, so that a panic in
    /// one is logged and the next still runs.
    async fn work(self: Arc<Self>, key: Key) {
        while let Some((job, live)) = self.shows.next(key) {
            match job {
                Job::Run(task) => {
                    if let Err(e) = tokio::spawn(task).await {
                        error!(?key, error = %e, "showing a change failed");
                    }
                }
                Job::Show(showing) => {
                    let over = showing.step == Next::Over && showing.repost.is_none();
                    let rt = Arc::clone(&self);
                    match tokio::spawn(async move { rt.show(*showing, live).await }).await {
                        Ok(live) => self.shows.shown(key, live),
                        Err(e) => error!(?key, error = %e, "showing a change failed"),
                    }
                    if over {
                        self.shows.forget_live(key);
                    }
                }
            }
        }
    }

    /// Shows one change; returns the live message after it.
    async fn show(self: Arc<Self>, showing: Showing, mut live: Live) -> Live {
        let Showing {
            mut table,
            step,
            reply,
            cancelled_by,
            changes,
            repost,
        } = showing;
        table.place.message = live.message;
        table.place.message_from = live.from;
        let lang = self.guild_lang(table.place.guild).await;
        match repost {
            Some(done) => {
                let shown = self.show_repost(lang, &mut table, &mut live).await;
                let _ = done.send(shown);
            }
            None => {
                let on = (lang, &reply);
                if let Err(e) = self
                    .show_change(on, &mut table, &mut live, step, cancelled_by, changes)
                    .await
                {
                    warn!(game = %table.id, error = %e, "could not show a change; the game goes on");
                }
            }
        }
        if let Reply::Click(ack) = &reply {
            ack.finish().await;
        }
        if let (Next::NewHumanTurn(_), Some(deadline)) = (step, table.clock.deadline) {
            // After the post, so that the DM links to the turn's own message.
            table.place.message = live.message;
            self.notify_turn(&table, deadline, TurnDm::Start);
        }
        if !live.stored && step != Next::Over {
            match self
                .store
                .set_shown(table.id, live.message, live.from)
                .await
            {
                Ok(()) => live.stored = true,
                Err(e) => {
                    warn!(game = %table.id, error = %e, "could not store where the game is shown")
                }
            }
        }
        live
    }

    async fn show_change(
        &self,
        (lang, reply): (Lang, &Reply),
        table: &mut Table,
        live: &mut Live,
        step: Next,
        cancelled_by: Option<Text>,
        changes: Vec<RatingChange>,
    ) -> Result<()> {
        let first = table.game.version() == 0;
        match step {
            Next::SameTurn | Next::AiTurn(_) => {
                let view = self.turn_board(lang, table, first).await?;
                if live.message.is_some() {
                    match self.show_in_place(reply, table, live, view).await {
                        Err(e) if is_gone(&e) => {
                            warn!(game = %table.id, error = %e, "the turn message is gone");
                        }
                        other => return other,
                    }
                    // Drawn again: a view is consumed by the failed attempt.
                    let view = self.turn_board(lang, table, false).await?;
                    return self.post_turn(table, live, view).await;
                }
                self.post_turn(table, live, view).await
            }
            Next::NewHumanTurn(_) => {
                let until = table.game.entries().len().saturating_sub(1);
                self.shrink(lang, reply, table, live, until).await;
                let view = self.turn_board(lang, table, first).await?;
                live.from = u32::try_from(until).unwrap_or(u32::MAX);
                live.stored = false;
                self.post_turn(table, live, view).await
            }
            Next::Over => {
                self.shrink(lang, reply, table, live, table.game.entries().len())
                    .await;
                let shown = table.clone();
                let view = self
                    .draw(move || {
                        messages::results_view(lang, &shown, &changes, cancelled_by.as_ref())
                    })
                    .await?;
                self.post(table.place.play_channel(), view).await?;
                Ok(())
            }
        }
    }

    async fn turn_board(&self, lang: Lang, table: &Table, with_opening: bool) -> Result<View> {
        let shown = table.clone();
        let chances = self.shows_chances(table.place.guild).await;
        self.draw(move || {
            let view = messages::turn_view(lang, &shown, with_opening);
            live_chances(view, chances, lang, &shown)
        })
        .await
    }

    /// `/hypnosia board`: the old message shrinks to its summary, the board is
    /// posted again at the bottom.
    async fn show_repost(&self, lang: Lang, table: &mut Table, live: &mut Live) -> Result<()> {
        let until = table.game.entries().len().saturating_sub(1);
        self.shrink(lang, &Reply::Background, table, live, until)
            .await;
        let shown = table.clone();
        let chances = self.shows_chances(table.place.guild).await;
        let view = self
            .draw(move || {
                let view = messages::reposted_turn_view(lang, &shown);
                live_chances(view, chances, lang, &shown)
            })
            .await?;
        live.from = u32::try_from(until).unwrap_or(u32::MAX);
        live.stored = false;
        self.post_turn(table, live, view).await
    }

    /// Shows `view` in place of the live message: as the click's answer when
    /// there is a click not answered in place yet, else by editing it.
    async fn show_in_place(
        &self,
        reply: &Reply,
        table: &Table,
        live: &Live,
        view: View,
    ) -> Result<()> {
        if let Reply::Click(ack) = reply {
            match ack.update(view.clone()).await {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => {
                    warn!(game = %table.id, error = %e, "could not answer a click in place; editing the message");
                }
            }
        }
        match live.message {
            Some(message) => self.edit(table.place.play_channel(), message, view).await,
            None => Ok(()),
        }
    }

    /// Shrinks the live message to the summary of its turns (entries up to
    /// `until`). It may be gone or out of reach: the next message matters more.
    async fn shrink(&self, lang: Lang, reply: &Reply, table: &Table, live: &Live, until: usize) {
        if live.message.is_none() {
            return;
        }
        let summary = messages::summary_view(lang, table, live.from as usize, until);
        if let Err(e) = self.show_in_place(reply, table, live, summary).await {
            warn!(game = %table.id, error = %e, "could not shrink the old turn message");
        }
    }

    /// Posts the turn message at the bottom of the play channel. When Discord
    /// refuses the post, the game keeps no live message, so that its next
    /// update posts one again.
    async fn post_turn(&self, table: &Table, live: &mut Live, view: View) -> Result<()> {
        let posted = self.post(table.place.play_channel(), view).await;
        live.message = posted.as_ref().ok().copied();
        live.stored = false;
        // Known at once: its buttons may be clicked before the store has it.
        self.shows.shown(Key::Game(table.id), *live);
        posted.map(|_| ())
    }
}

/// The turn message with the live chances when the server shows them.
fn live_chances(view: View, shown: bool, lang: Lang, table: &Table) -> View {
    if shown {
        crate::discord::chances::with_live_chances(view, lang, table)
    } else {
        view
    }
}
