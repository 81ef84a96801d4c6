//! Discord's limits on the texts of a message, and the one way the bot keeps
//! within them: shortening that stays readable.
//!
//! The builders (`messages.rs`, `votes.rs`, `history.rs`, the leaderboard)
//! shorten their long texts where they know what matters: a summary keeps its
//! newest lines ([`newest_lines`]), a list its first ones ([`first_lines`]), a
//! name its start ([`name`]). Then every view's content passes [`content`]
//! and every card [`Card::fitted`](crate::words::card::Card::fitted) on its
//! way out (`discord::view`), so that nothing the bot sends is ever over a
//! limit, whatever a builder missed.
//!
//! Lengths are counted in characters (Unicode scalar values), as Discord
//! counts them. A cut never splits Discord's markup (`<@…>`, `<#…>`, `<t:…>`),
//! a character from the marks that combine with it, or a pair of `**`.
//!
//! ```
//! use hypnosia_engine::words::fit::truncate;
//! assert_eq!(truncate("Aleksandra", 6), "Aleks…");
//! assert_eq!(truncate("hi <@123456789> there", 10), "hi…");
//! assert_eq!(truncate("short", 80), "short");
//! ```

use crate::i18n::Lang;
use crate::t;

/// A message's content.
pub const CONTENT: usize = 2000;
/// An embed's title.
pub const TITLE: usize = 256;
/// An embed's description.
pub const DESCRIPTION: usize = 4096;
/// An embed field's name.
pub const FIELD_NAME: usize = 256;
/// An embed field's value.
pub const FIELD_VALUE: usize = 1024;
/// An embed's footer.
pub const FOOTER: usize = 2048;
/// An embed author's name.
pub const AUTHOR: usize = 256;
/// Every embed of a message together.
pub const EMBEDS_TOTAL: usize = 6000;
/// A button's label.
pub const BUTTON_LABEL: usize = 80;
/// A select menu option's label, value and description; a suggestion's name.
pub const SELECT_OPTION: usize = 100;
/// An attachment's description: its alternative text, for screen readers.
pub const ALT_TEXT: usize = 1024;
/// A person's name as the bot shows it: Discord's own limit on user names,
/// display names and nicknames.
pub const NAME: usize = 32;

const ELLIPSIS: &str = "…";

/// The length of `text` as Discord counts it.
pub fn length(text: &str) -> usize {
    text.chars().count()
}

/// `text` in at most `max` characters: as it is when it fits, else cut and
/// ended with "…" (see the module's rules for where a cut may fall).
pub fn truncate(text: &str, max: usize) -> String {
    if length(text) <= max {
        return text.to_owned();
    }
    if max == 0 {
        return String::new();
    }
    // Keep `max - 1` characters and the ellipsis.
    let mut cut = text
        .char_indices()
        .nth(max - 1)
        .map_or(text.len(), |(i, _)| i);
    // Not between a character and what combines with it.
    while cut > 0 && (text[cut..].chars().next().is_some_and(combines) || ends_joined(&text[..cut]))
    {
        cut = text[..cut].char_indices().next_back().map_or(0, |(i, _)| i);
    }
    // Not inside a mention, channel link, timestamp or command mention.
    if let Some(open) = text[..cut].rfind('<')
        && !text[open..cut].contains('>')
        && is_markup(&text[open..])
    {
        cut = open;
    }
    let mut kept = text[..cut].trim_end().to_owned();
    // An odd `**` would show as two stars.
    if kept.matches("**").count() % 2 == 1
        && let Some(at) = kept.rfind("**")
    {
        kept.replace_range(at..at + 2, "");
    }
    kept.push_str(ELLIPSIS);
    kept
}

/// A person's name as shown: at most [`NAME`] characters, as plain text
/// ([`plain::escape`](crate::words::plain::escape): no markdown, link or
/// mention). Every name in the bot's messages passes here.
pub fn name(name: &str) -> String {
    crate::words::plain::escape(&truncate(name, NAME))
}

/// The newest (last) of `lines` that fit in `max` characters, one per line,
/// after a first line that says how many earlier ones were left out: for a
/// summary of turns, where the latest matter most.
pub fn newest_lines(lang: Lang, lines: &[String], max: usize) -> String {
    keep_lines(
        lines,
        max,
        |n| t!(lang, "fit-earlier-lines", count = n),
        true,
    )
}

/// The first of `lines` that fit in `max` characters, one per line, before a
/// last line that says how many more were left out: for a ranking or a list.
pub fn first_lines(lang: Lang, lines: &[String], max: usize) -> String {
    keep_lines(lines, max, |n| t!(lang, "fit-more-lines", count = n), false)
}

/// `text`'s lines within `max` characters as [`first_lines`] keeps them.
pub fn first_lines_of(lang: Lang, text: &str, max: usize) -> String {
    if length(text) <= max {
        return text.to_owned();
    }
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    first_lines(lang, &lines, max)
}

fn keep_lines(
    lines: &[String],
    max: usize,
    note: impl Fn(usize) -> String,
    newest: bool,
) -> String {
    let joined = lines.join("\n");
    if length(&joined) <= max {
        return joined;
    }
    // The note's length grows with its number: measure it with the largest.
    let room = max.saturating_sub(length(&note(lines.len())) + 1);
    let mut kept: Vec<String> = Vec::new();
    let mut used = 0;
    let order: Box<dyn Iterator<Item = &String>> = if newest {
        Box::new(lines.iter().rev())
    } else {
        Box::new(lines.iter())
    };
    for line in order {
        let cost = length(line) + usize::from(!kept.is_empty());
        if used + cost > room {
            // A single line longer than the room still shows its start.
            if kept.is_empty() {
                kept.push(truncate(line, room));
            }
            break;
        }
        used += cost;
        kept.push(line.clone());
    }
    let left_out = lines.len() - kept.len();
    let note = truncate(&note(left_out), max);
    if newest {
        kept.reverse();
        kept.insert(0, note);
    } else {
        kept.push(note);
    }
    truncate(&kept.join("\n"), max)
}

/// A message's content within [`CONTENT`].
pub fn content(text: String) -> String {
    if length(&text) <= CONTENT {
        text
    } else {
        truncate(&text, CONTENT)
    }
}

/// Marks that combine with the character before them (accents, joiners,
/// variation selectors, skin tones, Hangul's medial and final jamo).
fn combines(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0xFE20..=0xFE2F | 0x200D | 0xFE00..=0xFE0F | 0xE0100..=0xE01EF
        | 0x1F3FB..=0x1F3FF | 0x1160..=0x11FF)
}

/// Whether `text` ends in a zero-width joiner (the next character belongs to it).
fn ends_joined(text: &str) -> bool {
    text.ends_with('\u{200D}')
}

/// Whether `text` starts with Discord markup that only works whole.
fn is_markup(text: &str) -> bool {
    ["<@", "<#", "<t:", "<:", "<a:", "</"]
        .iter()
        .any(|p| text.starts_with(p))
}
