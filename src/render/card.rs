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

/// The leaderboard card as a PNG at least 800 px wide.
// Issue 38 draws it; until then an empty card of the right width.
pub fn leaderboard_card(card: &LeaderboardCard) -> Vec<u8> {
    let _ = card;
    empty(800, 120)
}

/// The stats header as a PNG as wide as the stats chart.
// Issue 38 draws it; until then an empty header.
pub fn stats_header(header: &StatsHeader) -> Vec<u8> {
    let _ = header;
    empty(super::CHART_SIZE.0, 120)
}

fn empty(width: u32, height: u32) -> Vec<u8> {
    let mut layer = super::raster::Layer::new(width, height);
    layer.clear_to(super::theme::BACKGROUND);
    super::chart::png(layer)
}
