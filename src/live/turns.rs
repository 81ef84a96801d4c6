//! The turns service ([`Turns`], `tables.turns()`): what plays and times a
//! game's turns once the change path committed it: computer moves
//! (`computer_turns.rs`), turn deadlines (`deadlines.rs`), the reminder of a
//! slow turn (`reminders.rs`) and "Finish for me" (`finish.rs`), with their
//! state (the timers, the computer's kept moves, what is scheduled or under
//! way).
//!
//! **Why a trait between the kernel and this service.** Each of these is a
//! change of its own, made through the kernel's change path
//! ([`Kernel::change_game`]), and each commit of that path sets going what
//! waits next: the next computer move, or a person's deadline and reminder.
//! So the service needs the kernel, and the kernel's commit needs the
//! service. The service holds the kernel (an `Arc`, as every service does);
//! the kernel holds the service only weakly, and only as [`SetGoing`], a
//! small trait of its own (`kernel.rs`) that this service implements: the
//! kernel names no service (no import circle, no cycle of `Arc`s), and the
//! change path stays the one place that decides what waits after a commit.
//! Holding the service as a field of the kernel would have made the kernel
//! import it, and its state the kernel's again.
//!
//! The hard computer's play for a lone mover (`finish.rs`,
//! `Kernel::finish_lone`) stays the kernel's: the change path itself plays
//! a decided game out, as it plays out one nobody can move in.

use std::collections::HashMap;
use std::sync::Arc;

use super::screen::Screen;
use super::{Kernel, SetGoing, supervise, timers};
use crate::ai::TurnChoice;
use crate::table::{GameId, Table};

/// The turns service: computer moves, turn deadlines, reminders, finishing,
/// each a change on the kernel's change path (see the module's docs).
pub struct Turns<S: Screen> {
    pub(super) kernel: Arc<Kernel<S>>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    pub(super) turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
    /// Each game's pending turn-deadline timer (see `deadlines.rs`).
    pub(super) deadlines: timers::Timers<GameId>,
    /// Each game's pending reminder of a slow turn (see `reminders.rs`).
    pub(super) reminders: timers::Timers<GameId>,
    /// Computer moves and deadlines scheduled or under way.
    pub(super) background: supervise::Background,
}

impl<S: Screen> Turns<S> {
    pub(super) fn new(kernel: Arc<Kernel<S>>) -> Self {
        Turns {
            kernel,
            turn_choices: Default::default(),
            deadlines: Default::default(),
            reminders: Default::default(),
            background: Default::default(),
        }
    }

    /// Sets going again whatever waits in a running game: its computer move or
    /// its turn deadline (a deadline already passed fires at once).
    pub fn rearm(self: &Arc<Self>, table: &Table) -> bool {
        if table.game.is_over() {
            return false;
        }
        if table.ai_to_move() {
            self.spawn_ai(table.id);
            return true;
        }
        Arc::clone(self).person_turn(table);
        table.clock.deadline.is_some()
    }

    /// Whether something is scheduled or under way for `game`.
    pub(super) fn is_scheduled(&self, game: GameId) -> bool {
        self.background.busy(game) || self.deadline_scheduled(game)
    }
}

impl<S: Screen> SetGoing for Turns<S> {
    fn computer_turn(self: Arc<Self>, game: GameId) {
        self.spawn_ai(game);
    }

    fn person_turn(self: Arc<Self>, table: &Table) {
        if let Some(deadline) = table.clock.deadline {
            self.schedule_deadline(table.id, deadline);
            self.schedule_reminder(table);
        }
    }

    fn ended(&self, game: GameId) {
        self.cancel_deadline(game);
        self.forget_kept_turn(game);
    }
}
