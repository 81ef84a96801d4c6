//! The turns service ([`Turns`], `tables.turns()`): what plays and times a
//! game's turns once the change path committed it: computer moves
//! (`computer.rs`), turn deadlines (`deadlines.rs`), the reminder of a
//! slow turn (`reminders.rs`) and "Finish for me" (`finish.rs`), with their
//! state (the timers, the computer's kept moves, what is scheduled or under
//! way).
//!
//! **How the kernel reaches it.** Each of these is a change of its own,
//! made through the kernel's change path ([`Kernel::change_game`]), and each
//! commit of that path leaves something waiting: the next computer move, or
//! a person's deadline and reminder. The service holds the kernel (an `Arc`,
//! as every service does) and hears what a commit leaves waiting through the
//! engine's events ([`Event`]), subscribed when it is made: the kernel names
//! no service, and the change path stays the one place that decides what
//! waits after a commit.
//!
//! The bot's play for a lone mover (`Kernel::finish_lone`,
//! `kernel/finish_lone.rs`) is the kernel's: the change path itself plays a
//! decided game out, under the game's lock, as it plays out one nobody can
//! move in; "Finish for me" (`finish.rs`) asks it of the change path.

pub(in crate::live) mod background;
pub(in crate::live) mod computer;
pub(in crate::live) mod deadlines;
pub(in crate::live) mod dms;
pub(in crate::live) mod finish;
pub(in crate::live) mod reminders;

use std::collections::HashMap;
use std::sync::Arc;

use crate::ai::TurnChoice;
use crate::live::kernel::Kernel;
use crate::live::kernel::events::{Event, Subscriber};
use crate::live::kernel::timers;
use crate::live::outbox::Outbox;
use crate::live::port::Screen;
use crate::store::PostKind;
use crate::table::{GameId, Table};

/// The turns service: computer moves, turn deadlines, reminders, finishing,
/// each a change on the kernel's change path (see the module's docs).
pub struct Turns<S: Screen> {
    pub(in crate::live) kernel: Arc<Kernel<S>>,
    /// Where a turn's reminder is handed over (see `reminders.rs`).
    pub(in crate::live) outbox: Arc<Outbox<S>>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    pub(in crate::live) turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
    /// Each game's pending turn-deadline timer (see `deadlines.rs`).
    pub(in crate::live) deadlines: timers::Timers<GameId>,
    /// Each game's pending reminder of a slow turn (see `reminders.rs`).
    pub(in crate::live) reminders: timers::Timers<GameId>,
    /// Computer moves and deadlines scheduled or under way.
    pub(in crate::live) background: background::Background,
}

impl<S: Screen> Turns<S> {
    /// The turns service, hearing what each commit leaves waiting, and
    /// carrying its reminders' posts through `outbox`.
    pub(in crate::live) fn new(kernel: Arc<Kernel<S>>, outbox: Arc<Outbox<S>>) -> Arc<Self> {
        let turns = Arc::new(Turns {
            kernel,
            outbox,
            turn_choices: Default::default(),
            deadlines: Default::default(),
            reminders: Default::default(),
            background: Default::default(),
        });
        turns.kernel.events().subscribe(&turns);
        turns.outbox.carry(&[PostKind::Reminder], &turns);
        turns
    }

    /// A person is to move in `table`: the turn's deadline (if it has one)
    /// and its reminder are armed.
    fn person_turn(self: &Arc<Self>, table: &Table) {
        if let Some(deadline) = table.clock.deadline {
            self.schedule_deadline(table.id, deadline);
            self.schedule_reminder(table);
        }
    }

    /// Sets going again whatever waits in a running game: its computer move or
    /// its turn deadline (a deadline already passed fires at once); whether it
    /// set anything going.
    pub fn rearm(self: &Arc<Self>, table: &Table) -> bool {
        if table.game.is_over() {
            return false;
        }
        if table.ai_to_move() {
            self.spawn_ai(table.id);
            return true;
        }
        self.person_turn(table);
        table.clock.deadline.is_some()
    }

    /// Whether something is scheduled or under way for `game`.
    pub(in crate::live) fn is_scheduled(&self, game: GameId) -> bool {
        self.background.busy(game) || self.deadline_scheduled(game)
    }
}

/// What a commit leaves waiting, set going as the change path publishes it.
impl<S: Screen> Subscriber for Turns<S> {
    fn on(self: Arc<Self>, event: &Event<'_>) {
        match *event {
            Event::ComputerToMove(game) => self.spawn_ai(game),
            Event::PersonToMove(table) => self.person_turn(table),
            Event::Ended(game) => {
                self.cancel_deadline(game);
                self.forget_kept_turn(game);
            }
            Event::GameOver(_) | Event::PostOwed(..) | Event::OutOfReach(_) => {}
        }
    }
}
