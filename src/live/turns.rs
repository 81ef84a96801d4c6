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

use std::collections::HashMap;
use std::sync::Arc;

use super::screen::Screen;
use super::{Kernel, SetGoing};
use crate::ai::TurnChoice;
use crate::table::GameId;

/// The turns service: computer moves, turn deadlines, reminders, finishing,
/// each a change on the kernel's change path (see the module's docs).
pub struct Turns<S: Screen> {
    pub(super) kernel: Arc<Kernel<S>>,
    /// Per game, the computer's last decision, whose second move is played
    /// without deciding again (if nothing changed in between).
    pub(super) turn_choices: std::sync::Mutex<HashMap<GameId, TurnChoice>>,
}

impl<S: Screen> Turns<S> {
    pub(super) fn new(kernel: Arc<Kernel<S>>) -> Self {
        Turns {
            kernel,
            turn_choices: Default::default(),
        }
    }
}

impl<S: Screen> SetGoing for Turns<S> {
    fn computer_turn(self: Arc<Self>, game: GameId) {
        self.spawn_ai(game);
    }

    fn ended(&self, game: GameId) {
        self.forget_kept_turn(game);
    }
}
