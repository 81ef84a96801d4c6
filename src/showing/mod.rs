//! The screen's plain-Rust helpers: what a screen keeps and computes to show
//! the engine's tables, with no Discord library and nothing of the engine's
//! rules. The engine (`crate::live`) never names this room; the screen
//! (`crate::discord::screen`) uses it.
//!
//! - `daily.rs`: the daily puzzle's picture, drawn once per server and day
//!   from the post's data ([`daily::daily_picture`]), and its nonce.

pub mod daily;

use std::sync::{Mutex, MutexGuard};

/// `m` locked, even after a panic elsewhere (what it holds stays usable).
fn held<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
