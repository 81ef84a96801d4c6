//! Hypnosia: rules engine, computer players, renderer, storage, the live tables
//! and the Discord bot.
//!
//! Dependencies point one way, with no import circle:
//!
//! - [`game`] (the pure rules) and [`i18n`] (the languages and their Fluent
//!   files) import nothing of the crate.
//! - [`table`] (the vocabulary of tables, seats and lobbies, worded through
//!   `i18n`), [`render`] (`Game` to PNG, pure) and [`learn`] (the lessons,
//!   checked by `game`) above them.
//! - [`ai`] (computer players; its levels are `table`'s) and [`analysis`] (win
//!   chances, beside `ai`).
//! - [`faces`]: people's avatars for the pictures, fetched from Discord's CDN
//!   in the background, decoded within limits, kept in bounded caches.
//! - [`store`]: every SQL statement, written once for SQLite and PostgreSQL,
//!   reading and writing `table`'s types.
//! - [`live`]: the tables in play, with no idea of Discord: the change path,
//!   computer turns, deadlines, votes, lobbies, the sweep; what people see is a
//!   [`live::Screen`]'s business.
//! - [`discord`]: one screen of the tables (poise on serenity), and the commands.
//! - [`cli`]: developer commands; the binary (`main.rs`) only reads flags and
//!   runs the bot or a command.
pub mod ai;
pub mod analysis;
pub mod cli;
pub mod discord;
pub mod faces;
pub mod game;
pub mod heavy;
pub mod i18n;
pub mod learn;
pub mod live;
pub mod render;
pub mod store;
pub mod table;
pub mod words;
