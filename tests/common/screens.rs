//! How tall a turn message is on a 360-px phone and on a desktop, laid out
//! as the fourth UX review measured them (`shared/reviews/ux-4.md`,
//! "Measured", and `ux-4/turn_desktop_phone.png`, 1:1): from the top of the
//! author's name line to the bottom of the last line of buttons.
//!
//! Sizes read off that screenshot:
//! - the name line 22 px, a line of content 22 px (16 px text, 7.5 px a
//!   character on average);
//! - an embed 2 px below the content, 8 px of padding above and 16 below;
//!   its author line 22 px, 19 px for each line it wraps onto (14 px text,
//!   6.6 px a character), the image 5 px below it, other text parts 8 px
//!   below the part above, on 19-px lines;
//! - a line of buttons 8 px below what is above and 36 px tall; buttons 8 px
//!   apart, as wide as 32 px of padding plus their label (`🎲5 ① O28` is
//!   103 px wide, `🎲5 ③④ O31` 118); a select menu 8 + 40 px.
//!
//! On the desktop the column is 640 px wide for content and buttons, the
//! embed's text 520 px and its image 450 px; on the phone the column is
//! 304 px (360 px less the avatar's gutter and the margin), the embed's text
//! and image 272 px.
//!
//! A Components V2 message ([`v2_height`]) is one container: 16 px of
//! padding on every side, its parts 8 px apart, text at the message's size,
//! a media gallery of one image as wide as the container's inside, action
//! rows inside it as narrow.

/// A width Discord lays a message out at.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    pub name: &'static str,
    /// Content and lines of buttons.
    pub column: f32,
    /// An embed's text.
    pub embed_text: f32,
    /// An embed's image.
    pub image: f32,
}

pub const PHONE: Screen = Screen {
    name: "phone (360 px)",
    column: 304.0,
    embed_text: 272.0,
    image: 272.0,
};

pub const DESKTOP: Screen = Screen {
    name: "desktop (640-px row)",
    column: 640.0,
    embed_text: 520.0,
    image: 450.0,
};

const NAME_LINE: f32 = 22.0;
const CONTENT_LINE: f32 = 22.0;
const CONTENT_CHAR: f32 = 7.5;
const EMBED_GAP: f32 = 2.0;
const EMBED_PAD_TOP: f32 = 8.0;
const EMBED_PAD_BOTTOM: f32 = 16.0;
const AUTHOR_LINE: f32 = 22.0;
const WRAPPED_LINE: f32 = 19.0;
const EMBED_CHAR: f32 = 6.6;
const IMAGE_GAP: f32 = 5.0;
const PART_GAP: f32 = 8.0;
const BUTTON: f32 = 36.0;
const MENU: f32 = 40.0;
const ROW_GAP: f32 = 8.0;
const BUTTON_GAP: f32 = 8.0;
const BUTTON_PADDING: f32 = 32.0;
const MIN_BUTTON: f32 = 60.0;
const CONTAINER_PAD: f32 = 16.0;

/// One action row as shown: its buttons' labels, or a menu.
#[derive(Clone, Debug)]
pub enum Row {
    Buttons(Vec<String>),
    Menu,
}

/// What a turn message shows, wherever it is laid out.
#[derive(Clone, Debug, Default)]
pub struct Turn {
    pub content: String,
    pub author: Option<String>,
    pub description: Option<String>,
    /// The board's size in pixels, when the message shows it.
    pub image: Option<(f32, f32)>,
    pub rows: Vec<Row>,
}

/// How many characters `text` shows as: a mention as `@somebody`, a
/// relative time as `in 10 minutes`, markdown marks as nothing, an emoji as
/// two.
pub fn shown_chars(text: &str) -> f32 {
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

/// Lines `text` wraps onto at `width` px, `char_width` px a character.
fn lines(text: &str, width: f32, char_width: f32) -> f32 {
    text.lines()
        .map(|l| (shown_chars(l) * char_width / width).ceil().max(1.0))
        .sum()
}

/// Whether `text` stays on one line as a message's content on `screen`.
pub fn one_line_of_content(text: &str, screen: Screen) -> bool {
    lines(text, screen.column, CONTENT_CHAR) == 1.0
}

/// Whether `text` stays on one line as an embed's text (its author line)
/// on `screen`.
pub fn one_line_of_embed_text(text: &str, screen: Screen) -> bool {
    lines(text, screen.embed_text, EMBED_CHAR) == 1.0
}

/// A button's width: 14 px medium text (digits 7 px, capitals 10, other
/// ASCII 7, a space or a `·` 4), an emoji 16 px, any other symbol (`①`,
/// `✕`, `★`) 15.
pub fn button_width(label: &str) -> f32 {
    let text: f32 = label
        .chars()
        .map(|c| match c {
            ' ' | '·' | '\u{fe0f}' => 4.0,
            'A'..='Z' => 10.0,
            c if c.is_ascii() => 7.0,
            c if (c as u32) >= 0x1F000 || ('\u{2B00}'..='\u{2BFF}').contains(&c) => 16.0,
            _ => 15.0,
        })
        .sum();
    (BUTTON_PADDING + text).max(MIN_BUTTON)
}

/// The lines a row of buttons wraps onto in `width` px.
pub fn button_lines<S: AsRef<str>>(labels: &[S], width: f32) -> usize {
    let mut lines = 0;
    let mut used = f32::INFINITY;
    for label in labels {
        let w = button_width(label.as_ref());
        if used + BUTTON_GAP + w > width {
            lines += 1;
            used = w;
        } else {
            used += BUTTON_GAP + w;
        }
    }
    lines
}

/// The rows' height in `width` px.
pub fn rows_height(rows: &[Row], width: f32) -> f32 {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(labels) => (ROW_GAP + BUTTON) * button_lines(labels, width) as f32,
            Row::Menu => ROW_GAP + MENU,
        })
        .sum()
}

/// The height of `turn` as a classic message (content, one embed with the
/// board as its image, action rows) on `screen`.
pub fn classic_height(turn: &Turn, screen: Screen) -> f32 {
    let mut h = NAME_LINE;
    if !turn.content.is_empty() {
        h += CONTENT_LINE * lines(&turn.content, screen.column, CONTENT_CHAR);
    }
    let mut embed = 0.0;
    let mut parts = 0;
    if let Some(author) = &turn.author {
        let n = lines(author, screen.embed_text, EMBED_CHAR);
        embed += AUTHOR_LINE + WRAPPED_LINE * (n - 1.0);
        parts += 1;
    }
    if let Some(text) = &turn.description {
        embed += if parts > 0 { PART_GAP } else { 0.0 };
        embed += WRAPPED_LINE * lines(text, screen.embed_text, EMBED_CHAR);
        parts += 1;
    }
    if let Some((w, ih)) = turn.image {
        embed += if parts > 0 { IMAGE_GAP } else { 0.0 };
        embed += screen.image * ih / w;
        parts += 1;
    }
    if parts > 0 {
        h += EMBED_GAP + EMBED_PAD_TOP + embed + EMBED_PAD_BOTTOM;
    }
    h + rows_height(&turn.rows, screen.column)
}

/// The height of `turn` as one Components V2 container on `screen`: its
/// text (the content, then the author line and any notes, at the message's
/// size), the board in a media gallery as wide as the container's inside,
/// then the rows, as narrow.
pub fn v2_height(turn: &Turn, screen: Screen) -> f32 {
    let inside = screen.column - 2.0 * CONTAINER_PAD;
    let mut h = NAME_LINE + EMBED_GAP + CONTAINER_PAD;
    let text: Vec<&str> = [Some(turn.content.as_str()), turn.author.as_deref()]
        .into_iter()
        .chain([turn.description.as_deref()])
        .flatten()
        .filter(|t| !t.is_empty())
        .collect();
    if !text.is_empty() {
        h += CONTENT_LINE * lines(&text.join("\n"), inside, CONTENT_CHAR);
    }
    if let Some((w, ih)) = turn.image {
        // The gallery fills the container's inside; taken, in V2's favour,
        // as no wider than an embed's image on the same screen.
        h += PART_GAP + inside.min(screen.image) * ih / w;
    }
    h + rows_height(&turn.rows, inside) + CONTAINER_PAD
}

/// The median, 90th percentile and largest of `values`.
pub fn spread(values: &mut [f32]) -> (f32, f32, f32) {
    values.sort_by(f32::total_cmp);
    let at = |q: f32| values[((values.len() - 1) as f32 * q).round() as usize];
    (at(0.5), at(0.9), at(1.0))
}
