//! What every command and click handler reaches: the bot's [`Data`], poise's
//! [`Context`] with it, and the words every entry point may answer with.

use std::sync::Arc;

use serenity::all::ComponentInteraction;

use crate::discord::error::Error;
use crate::discord::screen::{DiscordScreen, LiveTables};
use crate::i18n::{Lang, Text};
use crate::text;

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

/// The refusal for commands used in direct messages.
pub fn dm_refusal(commands: &crate::words::markup::CommandIds) -> Text {
    let mention = |name| commands.mention(name);
    let (new, rules) = (mention("hypnosia new"), mention("hypnosia rules"));
    let (learn, puzzle) = (mention("hypnosia learn"), mention("hypnosia puzzle"));
    text!(
        "refusal-dm",
        new = new,
        learn = learn,
        puzzle = puzzle,
        rules = rules
    )
}

/// The answer to a command or option the bot no longer has: Discord clients
/// keep the old definitions for a while after the bot registers new ones.
pub fn outdated_command() -> Text {
    text!("refusal-outdated-command")
}

/// The language of the person who clicked: their Discord client's.
pub fn clicker_lang(c: &ComponentInteraction) -> Lang {
    Lang::for_locale(Some(&c.locale))
}
