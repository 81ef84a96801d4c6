//! Hypnosia's pure rooms: the rules, the computer players and the analysis, the
//! pictures, the languages, the vocabulary of tables, tournaments' seating and
//! puzzles, and Discord's own facts (`platform`: permission bits, shards,
//! markup, links) written once. Nothing here uses a Discord library, the
//! store or a runtime.
//!
//! The bot's crate, `hypnosia`, re-exports every room under the same name
//! (`hypnosia_core::game`, `hypnosia_core::render`, …), and its crate documentation is the
//! map of the whole house. These rooms are a crate of their own for the build:
//! they need none of the bot's large dependencies, so a clean build compiles them
//! while serenity, sqlx and poise compile, and they are optimised for the tests'
//! drawing and searching while the bot's async rooms are not (the workspace's
//! profiles say why).
// A broken link fails `cargo doc --no-deps --workspace` (see the bot's crate docs).
#![deny(rustdoc::broken_intra_doc_links)]

pub mod ai;
pub mod analysis;
pub mod game;
pub mod i18n;
pub mod learn;
pub mod platform;
pub mod puzzles;
pub mod render;
pub mod seating;
pub mod table;
