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

/// The leaderboard's list is said once: on the card, and in the picture's
/// description for screen readers, by the names the picture shows; the
/// embed keeps only the page, in the accent colour.
#[test]
fn the_leaderboard_list_is_the_pictures_description_and_the_card_keeps_the_page() {
    use hypnosia::words::card::ACCENT;
    use hypnosia::words::fit::{ALT_TEXT, length};
    use hypnosia::words::leaderboard::{leaderboard_alt_text, leaderboard_card, stats_card};
    let entry = |place: u32, name: &str| LeaderboardEntry {
        place,
        user: UserId(1000 + u64::from(place)),
        name: name.into(),
        games: 3,
        rated_games: 3,
        wins: 1,
        points: 7,
        skill: DEFAULT_SKILL,
    };
    let page = LeaderboardPage {
        order: LeaderboardOrder::Rating,
        page: 0,
        per_page: 10,
        total: 2,
        entries: vec![entry(1, "ada"), entry(2, "**bo**")],
    };
    let alt = leaderboard_alt_text(Lang::EnUs, "Leaderboard", &page);
    let lines: Vec<&str> = alt.lines().collect();
    assert_eq!(lines.len(), 3, "{alt}");
    assert_eq!(lines[0], "Leaderboard");
    assert!(lines[1].starts_with("1. ada — "), "{alt}");
    assert!(lines[2].starts_with("2. bo — "), "{alt}");
    assert!(!alt.contains("<@") && !alt.contains("**"), "{alt}");

    // A long page stays within Discord's limit on a description.
    let many = LeaderboardPage {
        entries: (1..=40).map(|p| entry(p, &"n".repeat(32))).collect(),
        total: 40,
        ..page.clone()
    };
    let alt = leaderboard_alt_text(Lang::EnUs, "Leaderboard", &many);
    assert!(length(&alt) <= ALT_TEXT, "{}", length(&alt));

    let card = leaderboard_card(Lang::EnUs, None, None, 1, &page);
    assert_eq!(card.description, None, "the list is not said twice");
    assert_eq!(card.title, None, "the picture's title is not said twice");
    let words = leaderboard_card(
        Lang::EnUs,
        Some("Leaderboard".into()),
        Some("1. ada"),
        1,
        &page,
    );
    assert_eq!(
        words.title.as_deref(),
        Some("Leaderboard"),
        "no picture: the card's"
    );
    assert!(card.footer.is_some(), "the page");
    assert_eq!(card.color, Some(ACCENT));
    assert_eq!(stats_card(Lang::EnUs, "x").color, Some(ACCENT));
}
