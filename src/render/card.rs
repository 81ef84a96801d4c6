//! Cards: the leaderboard as a picture (rank, face, name, rating and its
//! trend, games and wins) and the header `/hypnosia stats` shows above its
//! chart. The words a card prints come translated from the caller.

use super::face::SeatFace;

/// One line of the leaderboard card.
#[derive(Clone, PartialEq, Debug)]
pub struct CardRow {
    /// 1 for the best.
    pub rank: u32,
    pub face: SeatFace,
    /// Display text only (escaped nowhere: a picture has no markup).
    pub name: String,
    /// The rating as people read it (`discord::ratings`' display scale).
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

/// The leaderboard card as a PNG at least 800 px wide.
// Issue 38 draws it; until then an empty card of the right width.
pub fn leaderboard_card(card: &LeaderboardCard) -> Vec<u8> {
    let _ = card;
    empty(
        CARD_WIDTH,
        CARD_HEAD + CARD_ROW * card.rows.len() as u32 + 16,
    )
}

/// The stats header as a PNG as wide as the stats chart.
// Issue 38 draws it; until then an empty header.
pub fn stats_header(header: &StatsHeader) -> Vec<u8> {
    let _ = header;
    empty(super::CHART_SIZE.0, STATS_HEIGHT)
}

fn empty(width: u32, height: u32) -> Vec<u8> {
    let mut layer = super::raster::Layer::new(width, height);
    layer.clear_to(super::theme::BACKGROUND);
    super::chart::png(layer)
}
