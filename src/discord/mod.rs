//! The Discord bot (poise 0.7 on serenity 0.12): one screen of the tables in
//! play, and the commands.
//!
//! The layer is thin: the tables live in [`crate::live`], which knows nothing
//! of Discord; [`screen`] is how they reach Discord (the [`crate::live::Screen`]
//! this layer implements); [`clicks`] parses every click once and hands it to
//! its handler beside its command group in [`commands`]; what a message shows
//! is built in [`crate::views`], and [`view`] alone makes it Discord's.
//! Nothing here is re-exported: each name is imported from its owner.

pub mod answer;
pub mod bot;
pub mod clicks;
pub mod command_ids;
pub mod commands;
pub mod context;
pub mod deferral;
pub mod error;
pub mod screen;
pub mod share;
pub mod start;
pub mod view;
pub mod webhook;
