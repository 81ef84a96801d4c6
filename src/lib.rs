//! Hypnosia: rules engine, computer players, renderer, storage and Discord bot.
//!
//! Dependencies point one way: [`game`] (pure rules) ← [`table`] (the vocabulary
//! of tables, seats and lobbies) ← `ai`, `render`, `store` ← `discord` ← the binary.
//! [`learn`] (the lessons of `/hypnosia learn`) depends on [`game`] only.
//! [`i18n`] (the languages and their Fluent files) stands apart: `discord` words
//! every message through it.
pub mod ai;
pub mod analysis;
pub mod cli;
pub mod discord;
pub mod game;
pub mod i18n;
pub mod learn;
pub mod live;
pub mod render;
pub mod store;
pub mod table;
