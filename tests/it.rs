//! The integration tests below the end-to-end ones, as one binary: each module
//! was a test target of its own, and each such binary linked the bot, serenity,
//! sqlx and tokio again. Run one part with a filter, e.g.
//! `cargo test -p hypnosia-tests --test it live::` (or `store::`, `words::`…).
//! The end-to-end tests are the binary `e2e` (`e2e/main.rs`).
//!
//! Each module is the file it had as a target (`ai.rs` and its folder `ai/`,
//! `store/mod.rs`…); only the fixtures shared with `e2e` name their file
//! (`common/`).

// Fixtures several modules share, compiled once.
#[path = "common/boards.rs"]
mod boards;
#[path = "common/chat_rows.rs"]
mod chat_rows;
#[path = "common/lone_movers.rs"]
mod lone_movers;
#[path = "common/picture.rs"]
mod picture;
#[path = "common/random_games.rs"]
mod random_games;
// The phone's layout: `words` measures a turn's lines with it.
#[allow(dead_code)]
#[path = "common/screens.rs"]
mod screens;
#[path = "common/tables.rs"]
mod tables;

// The engine tests name their helpers `crate::support`, as they did as a binary.
use live::support;

mod ai;
mod discord;
mod faces;
mod heavy;
mod i18n;
mod learn;
mod live;
mod marks;
mod neutral_board;
mod pace;
mod properties;
mod record;
mod render;
mod rooms;
mod rules;
mod seating;
mod skill;
mod store;
mod table;
mod words;
