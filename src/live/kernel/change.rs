//! The one path by which a game changes, [`Kernel::change_game`]: every
//! change of a game (a click, a computer move, a time-out, a resignation, a
//! cancel, a start) takes the game's lock, loads it, applies the change,
//! saves it with the store's version check (a second writer is refused,
//! never overwritten), publishes what the commit leaves waiting (the next
//! computer move, a person's deadline and reminder: the engine's events,
//! `events.rs`), lets go of the lock, and only then hands the change to the
//! screen, in the game's order (`shown.rs`). Timers and computer turns are
//! changes like any other: what they were scheduled for is checked against
//! the freshly loaded game, so a stale timer does nothing. No lock is ever
//! held while Discord answers, and the screen is asked nothing under the
//! lock.
//!
//! **What people must see is committed with the game.** A commit that
//! players must see (a new turn, the results) leaves the game's
//! `shown_version` behind its `version`: what is owed to the players is in
//! the store, in the same transaction as the move, and the engine marks it
//! once the screen's show says the players have it (`shown.rs`): no screen
//! writes to the store. So a crash, a kill or a deploy between a move and its
//! post loses nothing: the sweep shows it again, once (`process/sweep.rs`,
//! its step `owed_shows`: only a debt two sweeps saw, a younger one being
//! under way), and so does a deadline that fires on a turn still owed
//! (`turns/deadlines.rs`). A post carries a nonce made of the game and its
//! version (`crate::showing::nonces::ShowNonce`), so a post whose answer
//! the crash lost is not made twice. The end is shown whole or stays owed: its
//! results, the tidy-up and the game's line in the channel (Discord away or
//! the breaker open while the line is edited, the sweep shows the end again,
//! the results found by their nonce). A show Discord refuses for good (403,
//! 404) is marked done: the game goes on.

use std::sync::Arc;

use tracing::{info, warn};

use crate::ai::{self, Level};
use crate::game::{AutoCause, Color};
use crate::live::error::{Error, Result};
use crate::live::kernel::events::Event;
use crate::live::kernel::{Kernel, Key};
use crate::live::port::{Cause, Change, Next, Screen, next_step, owed_step};
use crate::seating::TableNext;
use crate::store::Store;
use crate::table::{CancelledBy, GameId, RatingChange, Table, unix_now};

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
    Cancelled { by: CancelledBy },
    /// Nothing happened in the game, but what it owes the screen is shown
    /// again: a person's turn that nobody could see yet gets its whole time
    /// from now; one already posted keeps its deadline (with a short grace).
    Reshown,
    /// Nothing happened and nothing is owed: the game as it is (a finished
    /// one with its rating changes) is shown again, on the change's click;
    /// nothing is saved.
    Again,
}

impl<S: Screen> Kernel<S> {
    /// The one path by which a game changes: under the game's lock, load it,
    /// `apply` the change to it, save it (refused if someone saved a newer
    /// version meanwhile) and set going what waits on it; then, the lock let
    /// go, show it (in order with the game's other changes). When nobody left
    /// in the game can move any more, the computers play it out at once and
    /// the results follow; so does the hard computer for the one person left
    /// to move whose turns decide nothing any more (`finish_lone.rs`).
    pub async fn change_game(
        self: &Arc<Self>,
        id: GameId,
        cause: Cause<S::Click>,
        apply: impl AsyncFnOnce(&mut Table) -> Result<Applied>,
    ) -> Result<()> {
        let _working = self.work.enter();
        let since = std::time::Instant::now();
        let change = 'locked: {
            let lock = self.lock(Key::Game(id));
            let waiting = crate::pace::probe::GAME_LOCK.wait();
            let _held = lock.lock().await;
            drop(waiting);
            let loading = crate::pace::probe::STORE_LOAD.wait();
            let loaded = self.store.game_to_change(id).await?;
            drop(loading);
            let Some(mut table) = loaded else {
                // A game gone (or never there) keeps no lock.
                self.forget(Key::Game(id));
                return Err(Error::refused(crate::table::GameRefusal::Gone));
            };
            // What the screen shows it with right now, which the store
            // learns a moment later.
            if let Some(screen) = self.on_screen(id) {
                table.place.screen = screen;
            }
            let expected = table.game.version();
            let before = table
                .game
                .to_move()
                .map(|color| (color, table.game.entries().len()));
            let was_over = table.game.is_over();
            let applied = apply(&mut table).await;
            let commits = matches!(
                applied,
                Ok(Applied::Changed
                    | Applied::Started
                    | Applied::Cancelled { .. }
                    | Applied::Reshown)
            );
            if !commits {
                // Lent by the store for a commit that does not come.
                self.store.keep_unchanged(id, &table.game);
                if was_over {
                    // A click on a finished game leaves no lock behind.
                    self.forget(Key::Game(id));
                }
            }
            let (step, cancelled_by) = match applied? {
                Applied::Unchanged => return Ok(()),
                Applied::Again => break 'locked self.again(table, cause).await?,
                Applied::Changed => (Step::After(before), None),
                Applied::Started => (Step::After(None), None),
                Applied::Cancelled { by } => (Step::After(before), Some(by)),
                Applied::Reshown => (Step::Owed, None),
            };
            if !table.game.is_over() && table.no_person_can_move() {
                self.play_out(&mut table).await?;
            } else if table.decided_for_person() {
                // One person left to move, and nothing they do changes the places.
                self.finish_lone(&mut table, AutoCause::Decided).await?;
            }
            // Owed since before the platform's memory of posts, or since
            // before this process started (a click's follow-up, which carries
            // no nonce, may have landed before a kill): its post may have
            // landed, and is looked for first.
            let remembered = self.settings.waits.posts_remembered.as_secs() as i64;
            let maybe_posted = step == Step::Owed
                && (unix_now() - table.changed_at >= remembered
                    || table.changed_at <= self.started_at);
            // What the players saw already, recorded with this commit: an
            // update in place is marked shown by the commit after it.
            table.shown_version = table.shown_version.max(self.shown_version(id));
            let (step, rating_changes) = self.commit(&mut table, expected, step).await?;
            crate::pace::probe::CHANGE.waited(since);
            self.lanes.keeping_up().waited(since.elapsed());
            self.watchers.opening(&table);
            // Known at the end's commit, as the store has it (the next round
            // is seated after it, by the end's event).
            let next = match step {
                Next::Over => next_at_end(&self.store, &table).await,
                _ => None,
            };
            Change {
                notify: self.watchers.notifies(&table, self.settings.waits.watching),
                table,
                step,
                cause,
                cancelled_by,
                rating_changes,
                next,
                maybe_posted,
            }
        };
        if !matches!(change.cause, Cause::Closed) {
            self.showings.handing_over(&change.table);
        }
        let over = matches!(change.step, Next::Over);
        self.hand_over(change, None);
        if over {
            // What the services do at a game's end (a tournament's next
            // round may be due): theirs to hear.
            self.events.publish(Event::GameOver(id));
        }
        Ok(())
    }

    /// Shows again what `game` owes its screen (a change committed whose show
    /// was lost: a crash, a restart, Discord away for longer than the retries).
    /// A table reached only through clicks owes nothing until its next click.
    pub async fn reshow(self: &Arc<Self>, game: GameId) -> Result<()> {
        self.change_game(game, Cause::Background, async |table: &mut Table| {
            let by_clicks = table.place.reach == crate::table::Reach::WhileInteracting;
            Ok(if !self.seen(table) && !by_clicks {
                Applied::Reshown
            } else {
                Applied::Unchanged
            })
        })
        .await
    }

    /// Shows what `game`, a table reached only through people's clicks, owes
    /// its screen, which holds a click that still pays for it: one a killed
    /// process kept (`showing::kept_tokens`), at the restart. As
    /// [`Self::reshow`] for the tables the bot reaches at any time; a table
    /// with nothing owed, or another process's, is left as it is.
    pub async fn reshow_kept(self: &Arc<Self>, game: GameId) -> Result<()> {
        self.change_game(game, Cause::Background, async |table: &mut Table| {
            let ours = self.settings.sharding.owns(table.place.community());
            Ok(match ours && !self.seen(table) {
                true => Applied::Reshown,
                false => Applied::Unchanged,
            })
        })
        .await
    }

    /// Shows `game` as it is now through `click`, on a table the bot reaches
    /// only through people's clicks: what is owed is shown, as a sweep would
    /// (a turn nobody saw gets its whole time from now), else the game is
    /// shown again on the click's message. One load, under the game's lock:
    /// `admit` judges the loaded table first (a refusal, or `false`: nothing
    /// shown).
    pub(in crate::live) async fn show_through(
        self: &Arc<Self>,
        game: GameId,
        click: S::Click,
        admit: impl FnOnce(&Table) -> Result<bool>,
    ) -> Result<()> {
        let show = async |table: &mut Table| {
            Ok(match admit(table)? {
                false => Applied::Unchanged,
                true if !self.seen(table) => Applied::Reshown,
                true => Applied::Again,
            })
        };
        self.change_game(game, Cause::Click(click), show).await
    }

    /// The change that shows `table` again as it is, unsaved: a finished
    /// game with the rating changes its results made, read back.
    async fn again(&self, table: Table, cause: Cause<S::Click>) -> Result<Change<S::Click>> {
        let rating_changes = match table.game.is_over() {
            true => self.store.rating_changes(table.id).await?,
            false => Vec::new(),
        };
        // A table nobody clicked for too long says so.
        let unclicked = table.game.is_over() && self.store.ended_unclicked(table.id).await?;
        Ok(Change {
            table,
            step: Next::Again,
            cause,
            cancelled_by: unclicked.then_some(CancelledBy::Unclicked),
            rating_changes,
            next: None,
            notify: false,
            maybe_posted: false,
        })
    }

    /// The computers finish a game in which no person can move any more (all
    /// left, or none has a pawn in a lane or on a ring), without a pause or a
    /// message per move. Each computer plays at its own level, so the people's
    /// places are decided as the game would have decided them; hard plays as
    /// medium here (its search would make the results wait seconds).
    async fn play_out(&self, table: &mut Table) -> Result<()> {
        let mut game = table.game.clone();
        let seed = (table.id.0 as u64) ^ game.version().rotate_left(17);
        let levels = table.computer_levels();
        let level_of = move |color: Color| match levels[color.index()] {
            Some(Level::Easy) => Level::Easy,
            _ => Level::Medium,
        };
        let game = self
            .think(table.place.community(), move || {
                ai::play_out_by_seat(&mut game, level_of, seed).map(|()| game)
            })
            .await?
            .map_err(|e| Error::Internal(format!("a computer move was refused: {e}")))?;
        info!(game = %table.id, "nobody can move any more: the computers played it out");
        table.game = game;
        Ok(())
    }

    /// Saves a changed game (for a game that is over, with its results; the
    /// rating changes are returned to show them) and sets going what waits on
    /// it: the next computer move or the turn deadline. A new person's turn
    /// gets its whole time from now, and so does a turn shown again that
    /// nobody could see; a turn posted already keeps its deadline.
    async fn commit(
        self: &Arc<Self>,
        table: &mut Table,
        expected: u64,
        step: Step,
    ) -> Result<(Next, Vec<RatingChange>)> {
        let next = match step {
            Step::After(before) => next_step(table, before),
            Step::Owed => owed_step(table),
        };
        let update_owed = step == Step::Owed && table.human_to_move().is_some();
        match next {
            Next::NewHumanTurn(_) => table.clock.deadline = self.deadline_from_now(table),
            // Its turn message was posted (the player saw the turn): only an
            // update in place is owed, so the turn keeps its deadline, and
            // gets a short grace if it passed meanwhile. A restart, or a
            // crash loop, never hands out a whole fresh turn.
            Next::SameTurn if update_owed => table.clock.deadline = deadline_kept(table),
            // A commit never posts the board again.
            Next::SameTurn | Next::Again => {}
            Next::AiTurn(_) | Next::Over => table.clock.deadline = None,
        }
        let changes = if table.game.is_over() {
            if step == Step::Owed {
                // Its results were committed before: only their show is owed,
                // with the rating changes they made, read back.
                self.store.rating_changes(table.id).await?
            } else {
                self.store
                    .finish_game(table.id, expected, &table.game)
                    .await?
                    .rating_changes
            }
        } else {
            let _saving = crate::pace::probe::STORE_SAVE.wait();
            self.store
                .save_game_seen(
                    table.id,
                    expected,
                    &table.game,
                    &table.clock,
                    table.shown_version,
                )
                .await?;
            Vec::new()
        };
        // What waits on the game now is for the turns service to set
        // going: it hears of it.
        match next {
            Next::AiTurn(_) => self.events.publish(Event::ComputerToMove(table.id)),
            Next::NewHumanTurn(_) | Next::SameTurn | Next::Again => {
                self.events.publish(Event::PersonToMove(table))
            }
            Next::Over => {
                self.forget(Key::Game(table.id));
                self.events.publish(Event::Ended(table.id));
                self.watchers.forget(table.id);
                info!(game = %table.id, "game over");
            }
        }
        Ok((next, changes))
    }

    /// The deadline of a turn starting now; none in a game with no turn limit.
    fn deadline_from_now(&self, table: &Table) -> Option<i64> {
        let limit = table.options.turn_limit()?;
        Some(unix_now() + limit.as_secs() as i64)
    }
}

/// A turn shown already whose update is owed again keeps its deadline, and
/// has at least this long (or its whole limit, if shorter) from now.
const RESHOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(60);

/// The deadline of a turn its player saw, shown again ([`RESHOWN_GRACE`]).
fn deadline_kept(table: &Table) -> Option<i64> {
    let grace = table.options.turn_limit()?.min(RESHOWN_GRACE);
    let earliest = unix_now() + grace.as_secs() as i64;
    Some(table.clock.deadline.map_or(earliest, |d| d.max(earliest)))
}

/// How a change's step is found.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Step {
    /// From who was to move before it (`None`: a new game).
    After(Option<(Color, usize)>),
    /// From what the store holds: the change shows what was owed.
    Owed,
}

/// Shows the first turn of a game that was started but not shown yet: no
/// deadline runs, and nobody moved or a person is to move (a computer's first
/// turn is set going by its own start). A game shown already is left as it is,
/// so the start and the sweep never both post it.
pub(in crate::live) fn first_turn(table: &Table) -> Applied {
    let unstarted = table.clock.deadline.is_none()
        && (table.game.version() == 0 || table.human_to_move().is_some());
    if unstarted {
        Applied::Started
    } else {
        Applied::Unchanged
    }
}

/// What comes next for the players of `table`, which just ended, as the
/// store has it: none when it is no tournament's table (nor when the store
/// fails: the results show without it). Said under its results, carried
/// there by the end's change.
async fn next_at_end(store: &Store, table: &Table) -> Option<TableNext> {
    table.tournament.as_ref()?;
    let next = async {
        let Some((id, _)) = store.tournament_of_game(table.id).await? else {
            return Ok(None);
        };
        let play = store.tournament_play(id).await?;
        Ok::<_, crate::store::StoreError>(
            play.and_then(|play| crate::seating::table_next(&play, table.id)),
        )
    };
    next.await
        .inspect_err(|e| warn!(game = %table.id, error = %e, "what comes next is left out"))
        .ok()
        .flatten()
}
