//! The leaderboard card and the stats header as the bot words them: the
//! rows and words the render draws (`render::card`), from the store's pages,
//! in the server's language. Plain Rust, tested without Discord.

use crate::i18n::Lang;
use crate::render::{CardRow, CardWords, LeaderboardCard, SeatFace, StatsHeader};
use crate::store::{LeaderboardPage, PlayerStats, RatingPoint};
use crate::t;
use crate::table::DEFAULT_SKILL;

/// The words of a card under `title`.
pub fn card_words(lang: Lang, title: String) -> CardWords {
    CardWords {
        title,
        rating: t!(lang, "card-rating"),
        games: t!(lang, "card-games"),
        wins: t!(lang, "card-wins"),
    }
}

/// How a rating moved over its latest rated game, as shown: the last two
/// points of an all-time history (oldest first); a lone point is the first
/// rated game, which started from the default skill.
pub fn trend(history: &[RatingPoint]) -> Option<i64> {
    match history {
        [.., before, last] => Some(last.skill.shown() - before.skill.shown()),
        [only] => Some(only.skill.shown() - DEFAULT_SKILL.shown()),
        [] => None,
    }
}

/// The card of one leaderboard page: each entry with its face and trend (in
/// the page's order; missing ones are the initial and no trend).
pub fn leaderboard_card(
    words: CardWords,
    page: &LeaderboardPage,
    faces: &[SeatFace],
    trends: &[Option<i64>],
) -> LeaderboardCard {
    let rows = page
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| CardRow {
            rank: e.place,
            face: faces.get(i).cloned().unwrap_or_default(),
            name: e.name.clone(),
            rating: e.skill.shown(),
            trend: trends.get(i).copied().flatten(),
            games: e.games,
            wins: e.wins,
        })
        .collect();
    LeaderboardCard { words, rows }
}

/// The header of `/hypnosia stats` for `stats`.
pub fn stats_header(words: CardWords, stats: &PlayerStats, face: SeatFace) -> StatsHeader {
    StatsHeader {
        face,
        name: stats.name.clone(),
        rating: stats.skill.shown(),
        place: stats.rating_place,
        words,
    }
}
