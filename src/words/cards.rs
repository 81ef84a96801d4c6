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

/// The title of a season's card: its name.
pub fn season_title(lang: Lang, season_key: &str) -> String {
    t!(lang, "card-title-season", season = season_key)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{LeaderboardEntry, LeaderboardOrder};
    use crate::table::{GameId, Skill, UserId};

    fn point(rating: f64) -> RatingPoint {
        RatingPoint {
            game: GameId(1),
            at: 0,
            skill: Skill {
                mu: rating,
                sigma: 2.0,
            },
        }
    }

    #[test]
    fn the_trend_is_the_latest_games_change_on_the_shown_scale() {
        assert_eq!(trend(&[]), None);
        let first = point(DEFAULT_SKILL.mu + 1.0);
        let gained = first.skill.shown() - DEFAULT_SKILL.shown();
        assert!(gained > 0, "a better rating than the start shows higher");
        assert_eq!(trend(&[first]), Some(gained));
        let (a, b) = (point(25.0), point(27.0));
        let up = b.skill.shown() - a.skill.shown();
        assert!(up > 0);
        assert_eq!(trend(&[point(20.0), a, b]), Some(up));
        assert_eq!(trend(&[b, a]), Some(-up));
    }

    #[test]
    fn a_card_has_a_row_per_entry_in_the_pages_order() {
        let entry = |place: u32, name: &str| LeaderboardEntry {
            place,
            user: UserId(u64::from(place)),
            name: name.into(),
            games: 4 + place,
            rated_games: 3,
            wins: place,
            points: 10,
            skill: Skill {
                mu: 25.0 - f64::from(place),
                sigma: 2.0,
            },
        };
        let page = LeaderboardPage {
            order: LeaderboardOrder::Rating,
            page: 1,
            per_page: 10,
            total: 12,
            entries: vec![entry(11, "ada"), entry(12, "bo")],
        };
        let words = card_words(Lang::EnUs, "Leaderboard".into());
        let card = leaderboard_card(words, &page, &[SeatFace::Initial], &[Some(-3)]);
        assert_eq!(card.words.rating, "Rating");
        let ranks: Vec<(u32, &str, u32)> = card
            .rows
            .iter()
            .map(|r| (r.rank, r.name.as_str(), r.games))
            .collect();
        assert_eq!(ranks, vec![(11, "ada", 15), (12, "bo", 16)]);
        assert_eq!(card.rows[0].trend, Some(-3));
        assert_eq!(card.rows[1].trend, None);
        assert_eq!(card.rows[1].face, SeatFace::Initial);
        assert_eq!(card.rows[0].rating, page.entries[0].skill.shown());
    }
}
