//! End to end: a turn message at chat size. The message the bot really sends
//! (through the emulator) is laid out as Discord's client lays it out, with
//! the board shown 450 px wide, and must stay within 600 px: one screen on a
//! laptop, the buttons above the fold.

use serde_json::Value;

use hypnosia_emulator::EmuMessage;

use crate::support::*;

/// Sizes of Discord's desktop client (cozy mode, 100 % zoom), in CSS pixels:
/// its stylesheet gives the embed grid a padding of 0.5rem 1rem 1rem 0.75rem
/// and a 4 px left border, every part of an embed (author, title,
/// description, fields, image, footer) a 0.5rem margin above it, message
/// lines 1.375rem, embed text 0.875rem on 1.125rem lines, the footer 0.75rem
/// on 1rem lines, buttons 32 px plus their 1 px borders. Line heights and
/// gaps as measured on the UX review's screenshot of a turn message
/// (`shared/reviews/ux/turn_chatsize.png`, 1:1): this layout gives that old
/// message 817 px, the screenshot shows 817 px (from the author's name to the
/// last row of buttons).
mod discord {
    /// The author's name above the first message of a group.
    pub const HEADER: f32 = 22.0;
    /// A line of message content (1rem text on 1.375rem lines).
    pub const CONTENT_LINE: f32 = 22.0;
    /// Content a line holds: 16 px text averages 7.5 px a character; the chat
    /// column is taken as narrow as the screenshot's embed (536 px).
    pub const CONTENT_CHARS: f32 = 536.0 / 7.5;
    /// Between the content and the embed.
    pub const EMBED_GAP: f32 = 3.0;
    pub const EMBED_PAD_TOP: f32 = 8.0;
    pub const EMBED_PAD_BOTTOM: f32 = 16.0;
    /// Above every part of an embed.
    pub const PART_GAP: f32 = 8.0;
    pub const AUTHOR_LINE: f32 = 22.0;
    pub const TITLE_LINE: f32 = 22.0;
    /// Description and field lines (0.875rem text, 19 px apart on screen).
    pub const TEXT_LINE: f32 = 19.0;
    /// Embed text a line holds (14 px text, 6.6 px a character, in the
    /// screenshot's 500 px of embed text).
    pub const TEXT_CHARS: f32 = 500.0 / 6.6;
    pub const FOOTER_LINE: f32 = 16.0;
    /// Above the first row of buttons, and between rows.
    pub const ROWS_GAP: f32 = 10.0;
    pub const BUTTON_ROW: f32 = 34.0;
}

/// The width the board is shown at in chat.
const BOARD_WIDTH: f32 = 450.0;

/// How many characters `text` shows as: a mention as `@name`, a relative
/// time as `in 10 minutes`, markdown marks as nothing, an emoji as two.
fn shown_chars(text: &str) -> f32 {
    let mut shown = String::new();
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        shown.push_str(&rest[..start]);
        let Some(end) = rest[start..].find('>') else {
            break;
        };
        let inner = &rest[start + 1..start + end];
        shown.push_str(if inner.starts_with("t:") {
            "in 10 minutes"
        } else {
            "@somebody"
        });
        rest = &rest[start + end + 1..];
    }
    shown.push_str(rest);
    let shown = shown.replace("**", "").replace("~~", "");
    shown
        .chars()
        .map(|c| if (c as u32) > 0x2000 { 2.0 } else { 1.0 })
        .sum()
}

/// Lines `text` takes at `per_line` characters a line.
fn lines(text: &str, per_line: f32) -> f32 {
    text.lines()
        .map(|l| (shown_chars(l) / per_line).ceil().max(1.0))
        .sum()
}

/// A part of an embed: its gap above and its lines.
fn part(text: Option<&str>, line: f32) -> f32 {
    text.map_or(0.0, |t| {
        discord::PART_GAP + line * lines(t, discord::TEXT_CHARS)
    })
}

/// The height in chat of a message of `content`, `embeds` and `rows` rows
/// of buttons, its embed's image `image` (width, height) shown `shown` px wide.
pub fn layout(
    content: &str,
    embeds: &[Value],
    image: Option<(f32, f32)>,
    rows: usize,
    shown: f32,
) -> f32 {
    use discord::*;
    let mut h = HEADER;
    if !content.is_empty() {
        h += CONTENT_LINE * lines(content, CONTENT_CHARS);
    }
    for e in embeds {
        let s = |p: &str| e.pointer(p).and_then(Value::as_str);
        h += EMBED_GAP + EMBED_PAD_TOP + EMBED_PAD_BOTTOM;
        h += part(s("/author/name"), AUTHOR_LINE);
        h += part(s("/title"), TITLE_LINE);
        h += part(s("/description"), TEXT_LINE);
        for f in e["fields"].as_array().into_iter().flatten() {
            h += part(f["name"].as_str(), TEXT_LINE);
            h += TEXT_LINE * f["value"].as_str().map_or(0.0, |v| lines(v, TEXT_CHARS));
        }
        if let (Some(_), Some((w, ih))) = (s("/image/url"), image) {
            h += PART_GAP + shown * ih / w;
        }
        h += part(s("/footer/text"), FOOTER_LINE);
    }
    h + rows as f32 * (ROWS_GAP + BUTTON_ROW)
}

/// The height of `m` in chat with its board shown [`BOARD_WIDTH`] wide.
pub fn chat_height(m: &EmuMessage) -> f32 {
    let image = m.embeds.iter().find_map(|e| {
        let name = e
            .pointer("/image/url")?
            .as_str()?
            .strip_prefix("attachment://")?;
        let a = m.attachments.iter().find(|a| a.filename == name)?;
        Some((a.width? as f32, a.height? as f32))
    });
    layout(
        &m.content,
        &m.embeds,
        image,
        m.components.len(),
        BOARD_WIDTH,
    )
}

/// The old turn message of the UX review's screenshot, with the texts it
/// showed: the layout must give the 817 px the screenshot measures (its board
/// 420 px wide), or its sizes are wrong.
fn the_layout_gives_the_screenshots_height() {
    let embed = serde_json::json!({
        "title": "🩵 bob's turn",
        "description": "Dice: **6** and **5**\nTime runs out: <t:1:R>. Then the computer plays this turn for you.",
        "fields": [
            {"name": "Scores", "value": "🔴 alice **0** · ✕0 · ★0\n🟡 AI (easy) **0** · ✕0 · ★0\n🩵 bob **0** · ✕0 · ★0"},
            {"name": "Chances to win", "value": "🔴 16% · 🟡 42% · 🩵 42%"},
        ],
        "image": {"url": "attachment://board.png"},
        "footer": {"text": "Game 1 · turn 5"},
    });
    let h = layout("<@1>, your move.", &[embed], Some((880.0, 880.0)), 2, 420.0);
    assert_eq!(h, 817.0);
}

/// A two-person game's turn messages, laid out as Discord shows them: the
/// first (with the opening roll) and the next, with the chances shown.
async fn a_turn_message_fits_600_px_with_the_board_450_px_wide() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.guild_owner(), emu.add_user("bob"));
    start_game(emu, channel, alice, Some(bob), "10m").await;
    let first = next_turn(emu, channel, &[alice, bob], None).await;
    let mover = asked(&first, &[alice, bob]);
    let first_height = chat_height(&first);
    play_turn(emu, channel, mover, &first).await;
    let other = if mover == alice { bob } else { alice };
    let next = next_turn(emu, channel, &[other], Some(first.id)).await;
    let height = chat_height(&next);
    println!(
        "turn message at chat size (board 450 px wide): first turn {first_height} px, next turn {height} px"
    );
    assert!(
        next.text().contains("Chances to win"),
        "measured with the chances shown: {}",
        next.text()
    );
    assert!(height <= 600.0, "{height} px: {}", next.text());
    // The first turn also shows who went first, in one more line.
    assert!(
        first_height <= 600.0 + 30.0,
        "{first_height} px: {}",
        first.text()
    );
    // Every move button says what happens in words: the die, the pawn, where.
    for b in next.buttons().iter().filter(|b| {
        b.custom_id
            .as_deref()
            .is_some_and(crate::support::is_move_id)
    }) {
        let label = b.label.as_deref().unwrap_or_default();
        assert!(label.starts_with("🎲") && label.contains(" to "), "{label}");
        assert!(!label.contains('→') && !label.contains(':'), "{label}");
    }
}

crate::harness::tests! {
    a_turn_message_fits_600_px_with_the_board_450_px_wide;
    sync: the_layout_gives_the_screenshots_height,
}
