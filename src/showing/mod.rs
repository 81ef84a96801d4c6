//! The screen's plain-Rust helpers: what a screen keeps and computes to show
//! the engine's tables, with no Discord library and nothing of the engine's
//! rules. The engine (`crate::live`) never names this room; the screen
//! (`crate::discord::screen`) uses it.
//!
//! - `click_pays.rs`: what follows a click shown through it
//!   ([`click_pays::Payers`]), a log shown at most so often
//!   ([`click_pays::Coalesced`]).
//! - `kept_tokens.rs`: what the screen posted where only clicks reach a
//!   table, kept with it so that a restart leaves nothing behind there
//!   ([`kept_tokens::KeptTokens`]).
//! - `nonces.rs`: one post however often it is tried, within Discord's 25
//!   characters ([`nonces::ShowNonce`], [`nonces::post_nonce`]).
//! - `doors.rs`: the channels the screen does not call, its doors found
//!   closed ([`doors::Doors`]), and what its calls found closed until its
//!   next answer hands it to the engine; what a closed door calls off is
//!   the engine's (`crate::live::process::doors`).
//! - `server.rs`: whose turn of the pace a call with the bot's token takes
//!   ([`server::Server`]).
//! - `daily.rs`: the daily puzzle's picture, drawn once per server and day
//!   from the post's data ([`daily::daily_picture`]), and its nonce.
//! - `table_refusals.rs`: a refusal to open a table that points to the
//!   table in the way ([`table_refusals::table_refusal`]).
//! - `board_clicks.rs`: only one board keeps live buttons where only clicks
//!   show a table ([`board_clicks::BoardClicks`]).
//! - `turn_pings.rs`: a person's turn pinged only when it matters where
//!   only clicks show a table ([`turn_pings::TurnPings`]).
//! - `timeout_notices.rs`: a removal or an end by time-outs told once
//!   where only clicks show a table ([`timeout_notices::TimeoutNotices`]).
//! - `threads.rs`: a table's thread, Discord's refusals read
//!   ([`threads::ThreadRefused`]) and one made by a lost try found again.

pub mod board_clicks;
pub mod click_pays;
pub mod daily;
pub mod doors;
pub mod kept_tokens;
pub mod nonces;
pub mod server;
pub mod table_refusals;
pub mod threads;
pub mod timeout_notices;
pub mod turn_pings;

use std::sync::{Mutex, MutexGuard};

/// `m` locked, even after a panic elsewhere (what it holds stays usable).
fn held<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
