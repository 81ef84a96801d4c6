//! The engine's crate: every room of the map between the pure rooms
//! (`hypnosia-core`) and the screen, built without Discord's libraries. The map
//! itself is the bot's crate docs (`src/lib.rs`), which re-export these rooms
//! under the same names: `hypnosia::live` is this crate's `live`.
//!
//! The rooms stay in their folders under `src/`, where the map draws them; this
//! file only gathers them into one crate, so that a clean build compiles them
//! beside serenity and poise rather than after them, and so that naming
//! Discord's library here is a compile error, not only a failed test.

// A link in these docs that names nothing fails `cargo doc --no-deps --workspace`.
#![deny(rustdoc::broken_intra_doc_links)]

#[path = "../controls/mod.rs"]
pub mod controls;
#[path = "../faces/mod.rs"]
pub mod faces;
#[path = "../heavy/mod.rs"]
pub mod heavy;
#[path = "../live/mod.rs"]
pub mod live;
#[path = "../pace/mod.rs"]
pub mod pace;
#[path = "../showing/mod.rs"]
pub mod showing;
#[path = "../store/mod.rs"]
pub mod store;
#[path = "../views/mod.rs"]
pub mod views;
#[path = "../words/mod.rs"]
pub mod words;

// The pure rooms, as the bot's crate names them too.
pub use hypnosia_core::{
    ai, analysis, game, i18n, learn, platform, puzzles, render, seating, t, table, text,
};
