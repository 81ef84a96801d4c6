//! What every command and click handler reaches: the bot's [`Data`], poise's
//! [`Context`] with it, and the words every entry point may answer with.

use std::sync::Arc;

use serenity::all::ComponentInteraction;

use crate::discord::error::Error;
use crate::discord::screen::{DiscordScreen, LiveTables};
use crate::i18n::Lang;

/// What every command and handler can reach.
pub struct Data {
    /// Discord's side: the shows, the languages, the commands' ids.
    pub screen: Arc<DiscordScreen>,
    /// The tables in play (the engine), shown on `screen`.
    pub tables: Arc<LiveTables>,
    /// The GIF exports' cache and cooldowns (their queue is `screen.lanes`').
    pub gif_exports: Arc<crate::heavy::gif_exports::GifExports>,
}

/// poise's context with our data and error.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The language of the person who clicked: their Discord client's.
pub fn clicker_lang(c: &ComponentInteraction) -> Lang {
    Lang::for_locale(Some(&c.locale))
}
