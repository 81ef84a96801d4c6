//! Hypnosia: rules engine, computer players, renderer, storage and Discord bot.
pub mod game;
