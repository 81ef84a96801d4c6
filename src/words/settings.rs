//! A server's settings in words: the table settings and the seasons'.

use crate::i18n::{Lang, Text};
use crate::platform::markup;
use crate::store::SeasonSettings;
use crate::table::{
    ALL_TIME, CURRENT, Ceilings, ChannelId, GuildSettings, Season, SeasonCadence, UnixTime,
};
use crate::words::fit;
use crate::words::markup::CommandIds;
use crate::words::names::describe_duration;
use crate::words::plain::escape;
use crate::{t, text};

/// The answer of `settings show` and of every change: a title, then every
/// setting on a line of its own with the command that changes it (the
/// tables' and pictures' from [`describe_settings`], the `seasons`' and the
/// `daily` puzzle's as given).
pub fn settings_page(
    lang: Lang,
    described: &str,
    seasons: &str,
    daily: &str,
    commands: &CommandIds,
) -> String {
    format!(
        "{}\n{described}\n{}\n{}",
        t!(lang, "settings-title"),
        with_command(lang, seasons.to_owned(), commands, &["season"]),
        with_command(lang, daily.to_owned(), commands, &["puzzle"]),
    )
}

/// `text` with the mentions of `/hypnosia settings <sub>` after its first
/// line.
fn with_command(lang: Lang, text: String, commands: &CommandIds, subs: &[&str]) -> String {
    let mentions: Vec<String> = subs
        .iter()
        .map(|sub| {
            commands
                .mention(&format!("hypnosia settings {sub}"))
                .render(lang)
        })
        .collect();
    match text.split_once('\n') {
        Some((first, rest)) => format!("{first} · {}\n{rest}", mentions.join(" / ")),
        None => format!("{text} · {}", mentions.join(" / ")),
    }
}

/// The settings in words, in `lang`: the tables', the limits (and the most
/// the operator's `ceilings` allow them), and the pictures' (chances,
/// avatars), each line but the ceilings' with the command that changes it;
/// the seasons' are [`describe_seasons`].
pub fn describe_settings(
    lang: Lang,
    s: &GuildSettings,
    ceilings: Ceilings,
    commands: &CommandIds,
) -> String {
    let channels = if s.allowed_channels.is_empty() {
        t!(lang, "settings-every-channel")
    } else {
        s.allowed_channels
            .iter()
            .map(markup::channel)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let threads = on_off(lang, s.games_in_threads);
    let language = match (s.language, s.guild_locale.as_deref()) {
        (Some(chosen), _) => chosen.native_name().to_owned(),
        // No interaction of the server has told its language yet.
        (None, None) => t!(lang, "settings-language-auto-not-known"),
        (None, Some(locale)) => match Lang::from_discord(locale) {
            Some(own) => t!(lang, "settings-language-auto", language = own.native_name()),
            None => t!(lang, "settings-language-auto-unknown"),
        },
    };
    let text = t!(
        lang,
        "settings-text",
        timeout = describe_duration(lang, s.turn_timeout),
        channels = channels,
        threads = threads,
        language = language,
    );
    // settings-text's four lines, in every language in this order.
    let firsts: [&[&str]; 4] = [
        &["timeout"],
        &["allow", "disallow"],
        &["threads"],
        &["language"],
    ];
    let mut lines: Vec<String> = text
        .lines()
        .zip(firsts)
        .map(|(line, subs)| with_command(lang, line.to_owned(), commands, subs))
        .collect();
    let ceilings = ceilings.held();
    lines.extend([
        with_command(
            lang,
            t!(lang, "settings-limit", count = s.max_open_tables),
            commands,
            &["limit"],
        ),
        with_command(
            lang,
            t!(lang, "settings-member-limit", count = s.max_member_games),
            commands,
            &["member-limit"],
        ),
        t!(
            lang,
            "settings-ceilings",
            tables = ceilings.tables_per_server,
            members = ceilings.member_games
        ),
        with_command(
            lang,
            t!(
                lang,
                "settings-chances",
                state = on_off(lang, s.live_chances)
            ),
            commands,
            &["chances"],
        ),
        with_command(
            lang,
            t!(lang, "settings-avatars", state = on_off(lang, s.avatars)),
            commands,
            &["avatars"],
        ),
    ]);
    lines.join("\n")
}

fn on_off(lang: Lang, on: bool) -> String {
    if on {
        t!(lang, "settings-on")
    } else {
        t!(lang, "settings-off")
    }
}

/// The season settings in words, in `lang`.
pub fn describe_seasons(lang: Lang, s: &SeasonSettings, now: UnixTime) -> String {
    let Some(season) = s.current(now) else {
        return t!(lang, "settings-season-none");
    };
    let cadence = match s.cadence {
        SeasonCadence::Quarterly => t!(lang, "season-cadence-quarterly"),
        _ => t!(lang, "season-cadence-monthly"),
    };
    let announce = match s.announce_channel {
        Some(c) => t!(
            lang,
            "settings-season-announce",
            channel = markup::channel(c)
        ),
        None => t!(lang, "settings-season-no-announce"),
    };
    format!(
        "{}\n{announce}",
        t!(
            lang,
            "settings-season-on",
            cadence = cadence,
            season = season.key(),
            ends = markup::relative_time(season.end())
        )
    )
}

/// The season settings in words ([`describe_seasons`]) and, when Discord
/// refused the last season's announcement in its channel (`refused`), that
/// and what to do.
pub fn describe_season_state(
    lang: Lang,
    s: &SeasonSettings,
    refused: Option<(Season, ChannelId)>,
    now: UnixTime,
) -> String {
    let mut text = describe_seasons(lang, s, now);
    if let Some((last, channel)) = refused {
        text.push('\n');
        text.push_str(&t!(
            lang,
            "settings-season-refused",
            season = last.key(),
            channel = markup::channel(channel)
        ));
    }
    text
}

/// How much of a refused `season` value the refusal quotes.
const QUOTED: usize = 40;

/// The refusal of a `season` option that names no season: what to type,
/// quoting what was `typed` as plain text.
pub fn season_unknown_refusal(typed: &str, now: UnixTime) -> Text {
    let example = Season::at(SeasonCadence::Monthly, now)
        .map(|s| s.key())
        .unwrap_or_default();
    text!(
        "refusal-season-unknown",
        season = escape(&fit::truncate(typed.trim(), QUOTED)),
        example = example
    )
}

/// The suggestions of the `season` option (each a name and its value) that
/// fit what was `typed`: the `current` season, all time, and the `past`
/// seasons played.
pub fn season_choices(
    lang: Lang,
    current: Option<Season>,
    past: &[Season],
    typed: &str,
) -> Vec<(String, String)> {
    let typed = typed.trim().to_lowercase();
    let fits = |value: &str, name: &str| {
        typed.is_empty() || value.contains(&typed) || name.to_lowercase().contains(&typed)
    };
    let mut choices = Vec::new();
    if let Some(s) = current {
        let name = t!(lang, "season-choice-current", season = s.key());
        if fits(&s.key(), &name) {
            choices.push((name, CURRENT.to_owned()));
        }
    }
    let name = t!(lang, "season-all-time");
    if fits(ALL_TIME, &name) {
        choices.push((name, ALL_TIME.to_owned()));
    }
    for s in past.iter().filter(|s| Some(**s) != current) {
        let name = t!(lang, "season-past", season = s.key());
        if fits(&s.key(), &name) {
            choices.push((name, s.key()));
        }
    }
    choices
}
