//! Cards: the leaderboard as a picture (rank, face, name, rating and its
//! trend, games and wins) and the header `/hypnosia stats` shows above its
//! chart. The words a card prints come translated from the caller.

use super::board::rounded_rect;
use super::chart::png;
use super::face::SeatFace;
use super::faces::{self, Look, initial_of};
use super::layout::Rect;
use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{self, BACKGROUND, GOLD, MUTED, PANEL, PAPER, Rgb};
use crate::game::Color;

/// One line of the leaderboard card.
#[derive(Clone, PartialEq, Debug)]
pub struct CardRow {
    /// 1 for the best.
    pub rank: u32,
    pub face: SeatFace,
    /// Display text only (escaped nowhere: a picture has no markup).
    pub name: String,
    /// The rating as people read it (`words::ratings`' display scale).
    pub rating: i64,
    /// The rating's change over the player's latest rated game, if any.
    pub trend: Option<i64>,
    pub games: u32,
    pub wins: u32,
}

/// The words a card prints, translated by the caller.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct CardWords {
    /// The card's title, e.g. "Leaderboard" or the season's name.
    pub title: String,
    pub rating: String,
    pub games: String,
    pub wins: String,
}

/// The leaderboard card of one page of rows.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct LeaderboardCard {
    pub words: CardWords,
    pub rows: Vec<CardRow>,
}

/// The header of `/hypnosia stats`: one player's face, name, rating and place.
#[derive(Clone, PartialEq, Debug)]
pub struct StatsHeader {
    pub face: SeatFace,
    pub name: String,
    pub rating: i64,
    /// Their place on the server's leaderboard, if ranked.
    pub place: Option<u32>,
    pub words: CardWords,
}

/// Width of the leaderboard card in pixels (Discord shows it about 520 px
/// wide; names and numbers stay readable there).
pub const CARD_WIDTH: u32 = 880;

/// Height of the card's title and column words, above the first row.
const CARD_HEAD: u32 = 104;

/// Height of one row of the card.
pub const CARD_ROW: u32 = 64;

/// Radius of a row's face on the leaderboard card, in pixels.
pub const CARD_FACE_RADIUS: u32 = 24;

/// The center of row `row`'s face (0: the first row drawn) on the
/// leaderboard card; [`CARD_FACE_RADIUS`] round.
pub fn card_face_center(row: usize) -> (u32, u32) {
    (110, CARD_HEAD + CARD_ROW * row as u32 + CARD_ROW / 2)
}

/// Height of the stats header; it is [`super::CHART_SIZE`] wide.
pub const STATS_HEIGHT: u32 = 120;

/// Radius of the face on the stats header, in pixels.
pub const STATS_FACE_RADIUS: u32 = 40;

/// The center of the face on the stats header; [`STATS_FACE_RADIUS`] round.
pub fn stats_face_center() -> (u32, u32) {
    (70, STATS_HEIGHT / 2)
}

/// The leaderboard card as a PNG at least 800 px wide: the title, the
/// column words, then one row per player (rank, face, name, rating with its
/// trend, games, wins). Names are drawn with the characters the fonts have.
pub fn leaderboard_card(card: &LeaderboardCard) -> Vec<u8> {
    let rows = card.rows.len() as u32;
    let mut layer = Layer::new(CARD_WIDTH, CARD_HEAD + CARD_ROW * rows + 16);
    layer.clear_to(BACKGROUND);
    let words = &card.words;
    let title = fitted(&shown(&words.title), 32.0, CARD_WIDTH as f32 - 64.0);
    label(&mut layer, &title, (32.0, 40.0), Align::Left, 32.0, PAPER);
    let head_y = CARD_HEAD as f32 - 20.0;
    for (word, x) in [
        (&words.rating, RATING_X),
        (&words.games, GAMES_X),
        (&words.wins, WINS_X),
    ] {
        let word = fitted(&shown(word), 17.0, 130.0);
        label(&mut layer, &word, (x, head_y), Align::Right, 17.0, MUTED);
    }
    for (i, row) in card.rows.iter().enumerate() {
        draw_row(&mut layer, i, row);
    }
    png(layer)
}

/// Right edges of the rating, games and wins columns.
const RATING_X: f32 = 590.0;
const GAMES_X: f32 = 750.0;
const WINS_X: f32 = 850.0;
/// Where names start, and how wide they may be.
const NAME_X: f32 = 148.0;
const NAME_WIDTH: f32 = 330.0;

const SILVER: Rgb = Rgb(0xc3, 0xcc, 0xd6);
const BRONZE: Rgb = Rgb(0xcd, 0x8a, 0x4f);
const RISE: Rgb = Rgb(0x57, 0xd9, 0x7a);
const FALL: Rgb = Rgb(0xff, 0x6b, 0x6b);

fn draw_row(layer: &mut Layer, i: usize, row: &CardRow) {
    let (fx, fy) = card_face_center(i);
    let (fx, fy) = (fx as f32, fy as f32);
    if i.is_multiple_of(2) {
        let band = Rect {
            x: 16.0,
            y: fy - CARD_ROW as f32 / 2.0 + 3.0,
            w: CARD_WIDTH as f32 - 32.0,
            h: CARD_ROW as f32 - 6.0,
        };
        rounded_rect(layer, band, 10.0, PANEL, 255);
    }
    let medal = medal(row.rank);
    let rank = row.rank.to_string();
    let rank_size = if rank.len() > 3 { 18.0 } else { 26.0 };
    label(
        layer,
        &rank,
        (72.0, fy),
        Align::Right,
        rank_size,
        medal.unwrap_or(MUTED),
    );
    let name = shown(&row.name);
    let look = Look {
        ring: Some(medal.unwrap_or(MUTED)),
        ring_width: 3.0,
        initial_fill: fill_for(&name),
    };
    let r = CARD_FACE_RADIUS as f32;
    faces::draw(layer, &row.face, initial_of(&name), (fx, fy), r, look);
    let name = fitted(&name, 24.0, NAME_WIDTH);
    label(layer, &name, (NAME_X, fy), Align::Left, 24.0, PAPER);
    label(
        layer,
        &row.rating.to_string(),
        (RATING_X, fy),
        Align::Right,
        26.0,
        GOLD,
    );
    if let Some(trend) = row.trend {
        let (words, fill) = trend_words(trend);
        label(
            layer,
            &words,
            (RATING_X + 10.0, fy),
            Align::Left,
            18.0,
            fill,
        );
    }
    for (value, x) in [(row.games, GAMES_X), (row.wins, WINS_X)] {
        label(
            layer,
            &value.to_string(),
            (x, fy),
            Align::Right,
            24.0,
            PAPER,
        );
    }
}

/// The color of a medal place's rank and ring: gold, silver, bronze.
pub(super) fn medal(rank: u32) -> Option<Rgb> {
    match rank {
        1 => Some(GOLD),
        2 => Some(SILVER),
        3 => Some(BRONZE),
        _ => None,
    }
}

/// A rating's change as people write it: `+36` in green, `−16` (a real
/// minus sign) in red, `±0` in grey.
pub fn trend_words(trend: i64) -> (String, Rgb) {
    match trend.signum() {
        1 => (format!("+{trend}"), RISE),
        -1 => (format!("\u{2212}{}", trend.unsigned_abs()), FALL),
        _ => ("±0".to_owned(), MUTED),
    }
}

/// The stats header as a PNG as wide as the stats chart: the face, the name,
/// the rating and the place on the leaderboard (and the card's title, a
/// season's name, on the right when given).
pub fn stats_header(header: &StatsHeader) -> Vec<u8> {
    let width = super::CHART_SIZE.0;
    let mut layer = Layer::new(width, STATS_HEIGHT);
    layer.clear_to(BACKGROUND);
    let name = shown(&header.name);
    let (fx, fy) = stats_face_center();
    let look = Look {
        ring: Some(GOLD),
        ring_width: 4.0,
        initial_fill: fill_for(&name),
    };
    let r = STATS_FACE_RADIUS as f32;
    faces::draw(
        &mut layer,
        &header.face,
        initial_of(&name),
        (fx as f32, fy as f32),
        r,
        look,
    );
    let left = fx as f32 + r + 24.0;
    let title = fitted(&shown(&header.words.title), 18.0, 260.0);
    let title_width = text::width(&title, 18.0);
    label(
        &mut layer,
        &title,
        (width as f32 - 24.0, 30.0),
        Align::Right,
        18.0,
        MUTED,
    );
    let name_room = width as f32 - 24.0 - left - title_width - 16.0;
    let name = fitted(&name, 32.0, name_room.max(120.0));
    label(&mut layer, &name, (left, 40.0), Align::Left, 32.0, PAPER);
    let word = fitted(&shown(&header.words.rating), 20.0, 200.0);
    let y = 86.0;
    label(&mut layer, &word, (left, y), Align::Left, 20.0, MUTED);
    let mut x = left + text::width(&word, 20.0) + 12.0;
    let rating = header.rating.to_string();
    label(&mut layer, &rating, (x, y), Align::Left, 28.0, GOLD);
    x += text::width(&rating, 28.0) + 24.0;
    if let Some(place) = header.place {
        label(
            &mut layer,
            &format!("#{place}"),
            (x, y),
            Align::Left,
            28.0,
            PAPER,
        );
    }
    png(layer)
}

/// The characters of `s` the fonts draw (no control characters), trimmed:
/// a name never shows an empty box.
pub(super) fn shown(s: &str) -> String {
    let drawn: String = s
        .chars()
        .filter(|&c| !c.is_control() && text::has_glyph(c))
        .collect();
    drawn.trim().to_owned()
}

/// `s` cut with `…` to fit `width` pixels at font size `size`.
pub(super) fn fitted(s: &str, size: f32, width: f32) -> String {
    if text::width(s, size) <= width {
        return s.to_owned();
    }
    let mut cut = s.to_owned();
    while !cut.is_empty() && text::width(&format!("{cut}…"), size) > width {
        cut.pop();
    }
    format!("{}…", cut.trim_end())
}

pub(super) fn label(
    layer: &mut Layer,
    s: &str,
    at: (f32, f32),
    align: Align,
    size: f32,
    fill: Rgb,
) {
    if s.is_empty() {
        return;
    }
    let style = Style {
        size,
        fill,
        halo: None,
    };
    text::draw(layer, s, at, align, style);
}

/// The disc behind a person's initial: one of the pawn colors, the same for
/// the same name.
pub(super) fn fill_for(name: &str) -> Rgb {
    let sum = name
        .chars()
        .fold(0u32, |acc, c| acc.wrapping_mul(31).wrapping_add(c as u32));
    theme::pawn(Color::ALL[sum as usize % Color::ALL.len()])
}
