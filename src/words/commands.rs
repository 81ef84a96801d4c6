//! The slash commands' own words, with no Discord type: the keys of their
//! names, descriptions, options and choices in `commands.ftl` (filled in by
//! `crate::discord::commands::localize`), which of them answer in public, and
//! what the operator reads when Discord will not register them
//! (`crate::discord::start`); the refusals of a command used where it does
//! not work, or no longer exists.

use std::time::Duration;

use tracing::error;

use crate::i18n::{self, Arg, Lang, Text};
use crate::text;
use crate::words::markup::CommandIds;

/// The message key of a command: `cmd-` and its path below the top command,
/// or the top command's own name.
pub fn command_key(top: &str, path: &[String]) -> String {
    if path.is_empty() {
        format!("cmd-{top}")
    } else {
        format!("cmd-{}", path.join("-"))
    }
}

/// A choice's attribute name: its English name with dashes.
pub fn choice_key(option: &str, choice: &str) -> String {
    format!("{option}-{}", choice.replace(' ', "-").to_lowercase())
}

/// Commands whose answer is a public message (the others answer only the
/// person who asked): a deferral must be of the same kind.
/// `hypnosia cancel` is not one: its questions (Confirm, Force) are only for
/// the asker, and its public vote is sent as a message of its own
/// (`crate::discord::deferral::send_as`).
const PUBLIC_ANSWERS: [&str; 7] = [
    "hypnosia new",
    "hypnosia tournament new",
    "hypnosia tournament standings",
    "hypnosia games",
    "hypnosia leaderboard",
    "hypnosia stats",
    "hypnosia replay",
];

/// Whether the command of qualified name `name` answers with a public
/// message (`PUBLIC_ANSWERS`), so that its deferral is public too.
pub fn answers_in_public(name: &str) -> bool {
    PUBLIC_ANSWERS.contains(&name)
}

/// A command's text `key` in `lang`, if there is one; one missing in English
/// is logged as an error (Discord shows English to everyone else).
pub fn command_text(lang: Lang, key: &str) -> Option<String> {
    let text = i18n::format(lang, key, &[]);
    if text.is_none() && lang == Lang::EnUs {
        error!(key, "a command text is missing in English");
    }
    text
}

/// The message of a set-up that gave up registering the commands (the
/// failure `why`, Discord's HTTP `status`, the `attempts` made `within` the
/// set-up's time, when it ran out): what failed, and what to do. Logged.
pub fn registration_gave_up(
    why: &str,
    status: Option<u16>,
    attempts: u32,
    within: Option<Duration>,
) -> String {
    let message = match (status, within) {
        (Some(401 | 403), _) => format!(
            "Discord refused to register the slash commands ({why}). Check that the bot was \
             invited with the applications.commands scope and that DISCORD_TOKEN belongs to \
             this application, then start the bot again."
        ),
        (_, Some(within)) => format!(
            "Discord did not accept the slash commands' registration in {} s ({attempts} \
             attempts; last: {why}). Discord may be having an outage (https://discordstatus.com). \
             The bot exits so that its supervisor (systemd, Docker) starts it again; if it \
             keeps failing, check the network between this machine and discord.com.",
            within.as_secs()
        ),
        (_, None) => format!(
            "Discord refused to register the slash commands ({why}). Start the bot again; if \
             it keeps failing, report it with this message."
        ),
    };
    error!("{message}");
    message
}

/// What a person's install of the app answers anywhere (a DM, a group DM, a
/// server that never added the bot): these subcommands of `/hypnosia` and
/// the user command `challenge`. The rest ([`SERVER_ONLY`]: settings,
/// tournaments, notifications, an admin's cancel) needs a server that added
/// it. The commands' check and [`dm_refusal`] both read these lists.
pub const ANYWHERE: [&str; 13] = [
    "new",
    "board",
    "resign",
    "rules",
    "learn",
    "puzzle",
    "export",
    "analysis",
    "challenge",
    "leaderboard",
    "stats",
    "games",
    "replay",
];

/// The subcommands of `/hypnosia` only a server that added the bot answers.
pub const SERVER_ONLY: [&str; 4] = ["settings", "tournament", "notify", "cancel"];

/// The refusal for a command used where only a person's install of the app
/// answers: every command that works there ([`ANYWHERE`]), and those that
/// need a server that added the bot ([`SERVER_ONLY`]).
pub fn dm_refusal(commands: &CommandIds) -> Text {
    let mentions = |names: &[&str]| -> Vec<Text> {
        names
            .iter()
            .filter(|name| **name != "challenge")
            .map(|name| {
                text!(
                    "plain",
                    text = commands.mention(&format!("hypnosia {name}"))
                )
            })
            .collect()
    };
    text!(
        "refusal-dm",
        here = Arg::List(mentions(&ANYWHERE)),
        challenge = text!("cmd-challenge"),
        server = Arg::List(mentions(&SERVER_ONLY)),
    )
}

/// The answer to a command or option the bot no longer has: Discord clients
/// keep the old definitions for a while after the bot registers new ones.
pub fn outdated_command() -> Text {
    text!("refusal-outdated-command")
}
