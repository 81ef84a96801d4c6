//! The Discord bot (poise on serenity): commands, clicks, live games.
pub mod components;
pub mod lobby;
pub mod messages;
pub mod ports;
pub mod runtime;
pub mod table;
pub mod turns;
