use hypnosia::i18n::Lang;
use hypnosia::render::SeatFace;
use hypnosia::store::{LeaderboardEntry, LeaderboardOrder};
use hypnosia::store::{LeaderboardPage, RatingPoint};
use hypnosia::table::DEFAULT_SKILL;
use hypnosia::table::{GameId, Skill, UserId};
use hypnosia::words::cards::*;

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
