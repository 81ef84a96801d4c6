//! The integration tests below the end-to-end ones, as one binary: each module
//! was a test target of its own, and each such binary linked the bot, serenity,
//! sqlx and tokio again. Run one part with a filter, e.g.
//! `cargo test -p hypnosia-tests --test it live::` (or `store::`, `words::`…).
//! The end-to-end tests are the binary `e2e` (`e2e/main.rs`).
//!
//! Each module keeps the file it had as a target (`#[path]`), so its own
//! `mod` lines resolve as before.

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
#[path = "common/tables.rs"]
mod tables;

// The engine tests name their helpers `crate::support`, as they did as a binary.
use live::support;

#[path = "ai.rs"]
mod ai;
#[path = "discord.rs"]
mod discord;
#[path = "faces.rs"]
mod faces;
#[path = "heavy.rs"]
mod heavy;
#[path = "i18n.rs"]
mod i18n;
#[path = "learn.rs"]
mod learn;
#[path = "live.rs"]
mod live;
#[path = "marks.rs"]
mod marks;
#[path = "neutral_board.rs"]
mod neutral_board;
#[path = "pace.rs"]
mod pace;
#[path = "properties.rs"]
mod properties;
#[path = "record.rs"]
mod record;
#[path = "render.rs"]
mod render;
#[path = "rules.rs"]
mod rules;
#[path = "seating/main.rs"]
mod seating;
#[path = "skill.rs"]
mod skill;
#[path = "store/main.rs"]
mod store;
#[path = "table.rs"]
mod table;
#[path = "words.rs"]
mod words;
