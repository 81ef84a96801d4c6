//! Hypnosia: rules engine, computer players, renderer, storage and Discord bot.
//!
//! Dependencies point one way: [`game`] (pure rules) ← `ai`, `render`, `store`
//! ← `discord` ← the binary.
pub mod ai;
pub mod cli;
pub mod config;
pub mod discord;
pub mod error;
pub mod game;
pub mod render;
pub mod store;
