//! What a message shows, as plain Rust with no Discord library: each
//! builder turns a table, a lesson, a page of history… into a
//! [`view::View`] (its text, card, rows of buttons and menus, board), which
//! the screen turns into Discord's message (`discord/view.rs`). The words are
//! [`crate::words`]'; this room lays them out with their buttons.

pub mod chances;
pub mod channel_log;
pub mod hints;
pub mod history;
pub mod lessons;
pub mod messages;
pub mod move_buttons;
pub mod results;
pub mod share;
pub mod table_refusals;
pub mod timeouts;
pub mod turn_message;
pub mod view;
pub mod votes;
