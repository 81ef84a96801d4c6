//! Shared set-up of the end-to-end tests: the real bot (`hypnosia::discord::bot::run`)
//! against the Discord emulator, and small helpers to read what the channel shows.
//! A module of the `e2e` test binary (main.rs), used by its other modules, which name
//! every helper `support::…`: each concern is a file, re-exported here.

use std::time::Duration;

// Starting the emulator and the bot; set-ups several tests share.
mod bot;
// Slash commands run and their replies read: exports, resigns, refusals.
mod commands;
// Direct venues: the bot for them, a group DM, its first turn.
mod direct;
// Lobbies opened, clicked and started; a finished game.
mod lobbies;
// What a message shows: turns, results, lobbies, components, links, threads.
mod messages;
// Turns read and played: who is asked, the next turn, a game to its end.
mod turns;

pub use self::bot::*;
pub use self::commands::*;
pub use self::direct::*;
pub use self::lobbies::*;
pub use self::messages::*;
pub use self::turns::*;
pub use crate::choose::{Choose, menu_options, move_ids};

/// Generous wait for anything the bot does (the machine may be busy).
pub const WAIT: Duration = Duration::from_secs(20);
