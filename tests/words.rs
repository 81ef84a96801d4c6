//! The words layer without Discord: a card kept within Discord's limits on an
//! embed, and the cards and texts the views take from `words/` (a page of the
//! history, the lessons' end, the period of a leaderboard, refusals that
//! point to a table).

// Each file of `src/words/` whose own texts are checked here.
#[path = "words/cards.rs"]
mod cards;
#[path = "words/chances.rs"]
mod chances;
#[path = "words/fit.rs"]
mod fit;
#[path = "words/leaderboard.rs"]
mod leaderboard;
#[path = "words/moves.rs"]
mod moves;
#[path = "words/outcomes.rs"]
mod outcomes;
#[path = "words/plain.rs"]
mod plain;
#[path = "words/puzzles.rs"]
mod puzzles;
#[path = "words/ratings.rs"]
mod ratings;
#[path = "words/results.rs"]
mod results;
#[path = "words/settings.rs"]
mod settings;
#[path = "words/texts.rs"]
mod texts;
#[path = "words/timeouts.rs"]
mod timeouts;
#[path = "words/tournaments.rs"]
mod tournaments;
#[path = "words/turn_lines.rs"]
mod turn_lines;
#[path = "words/turn_rows.rs"]
mod turn_rows;

use hypnosia::i18n::{CommandRef, Lang};
use hypnosia::table::{
    ChannelHolder, ChannelId, GameId, GuildId, Period, Place, Season, SeasonCadence, TableLimit,
};
use hypnosia::words::card::{ACCENT, Card};
use hypnosia::words::fit::{
    AUTHOR, DESCRIPTION, EMBEDS_TOTAL, FIELD_NAME, FIELD_VALUE, FOOTER, TITLE, length,
};
use hypnosia::words::markup::CommandIds;

use super::tables::{ADA, BOB};

// ---- a card within Discord's limits ---------------------------------------------

/// Every text of `card` that Discord counts toward all embeds together.
fn total(card: &Card) -> usize {
    let some = |t: &Option<String>| t.as_deref().map_or(0, length);
    some(&card.title)
        + some(&card.description)
        + some(&card.footer)
        + some(&card.author)
        + card
            .fields
            .iter()
            .map(|f| length(&f.name) + length(&f.value))
            .sum::<usize>()
}

#[test]
fn a_card_that_fits_is_unchanged() {
    let card = Card::default()
        .title("t".repeat(TITLE))
        .description("d".repeat(DESCRIPTION - 2000))
        .field("rules", "v".repeat(FIELD_VALUE), true)
        .field("where", "here", false)
        .footer("footer")
        .author("a".repeat(AUTHOR))
        .image("board.png");
    assert!(total(&card) <= EMBEDS_TOTAL);
    assert_eq!(card.clone().fitted(), card);
    let empty = Card::default();
    assert_eq!(empty.clone().fitted(), empty);
}

#[test]
fn each_text_of_a_card_is_cut_to_its_own_limit() {
    let card = Card::default()
        .title("t".repeat(TITLE + 1))
        .field(
            "n".repeat(FIELD_NAME * 2),
            "v".repeat(FIELD_VALUE + 1),
            false,
        )
        .footer("f".repeat(FOOTER + 10))
        .author("a".repeat(AUTHOR + 1))
        .fitted();
    let title = card.title.as_deref().unwrap();
    assert_eq!(length(title), TITLE);
    assert!(title.ends_with('…'), "{title}");
    assert_eq!(length(&card.fields[0].name), FIELD_NAME);
    assert_eq!(length(&card.fields[0].value), FIELD_VALUE);
    assert_eq!(card.footer.as_deref().map(length), Some(FOOTER));
    assert_eq!(card.author.as_deref().map(length), Some(AUTHOR));
}

#[test]
fn a_card_over_the_whole_limit_shortens_its_description_first() {
    let card = Card::default()
        .title("t".repeat(300))
        .description("d".repeat(5000))
        .field("f", "v".repeat(2000), false)
        .field("g", "w".repeat(1000), false)
        .footer("footer")
        .image("board.png");
    let fitted = card.fitted();
    assert_eq!(fitted.title.as_deref().map(length), Some(TITLE));
    // The whole is exactly at the limit: what is over came off the
    // description, and the fields' values are only cut to their own limits.
    assert_eq!(total(&fitted), EMBEDS_TOTAL);
    assert!(length(fitted.description.as_deref().unwrap()) < DESCRIPTION);
    assert_eq!(length(&fitted.fields[0].value), FIELD_VALUE);
    assert_eq!(fitted.fields[1].value, "w".repeat(1000));
    assert_eq!(fitted.footer.as_deref(), Some("footer"));
    assert_eq!(fitted.image.as_deref(), Some("board.png"));
    assert_eq!(fitted.color, Some(ACCENT));
}

#[test]
fn without_a_description_the_last_values_give_way_first_and_never_to_nothing() {
    let mut card = Card::default().title("x".repeat(TITLE));
    for _ in 0..6 {
        card = card.field("n", "v".repeat(FIELD_VALUE), false);
    }
    let card = card.field("n", "abc", true);
    let over = total(&card) - EMBEDS_TOTAL;
    assert!(over > 3, "the last value alone cannot give what is over");
    let fitted = card.fitted();
    assert!(total(&fitted) <= EMBEDS_TOTAL, "{}", total(&fitted));
    let values: Vec<usize> = fitted.fields.iter().map(|f| length(&f.value)).collect();
    // The last keeps one character, the one before gives the rest.
    assert_eq!(values[6], 1);
    assert_eq!(values[5], FIELD_VALUE - (over - 2));
    assert!(values[..5].iter().all(|&n| n == FIELD_VALUE), "{values:?}");
    assert_eq!(fitted.title.as_deref().map(length), Some(TITLE));
}

// ---- cards of the views ------------------------------------------------------

#[test]
fn a_page_of_long_game_lines_fits_without_a_cut_and_lists_every_game() {
    let page = crate::discord::limits::longest_page();
    let replay = CommandRef::new("hypnosia replay", Some(1_234_567_890_123_456_789));
    for lang in Lang::ALL {
        let card = hypnosia::words::history::games_card(lang, &page, Some(ADA), replay.clone());
        // Fitting the card changes nothing: the lines were shared out first.
        assert_eq!(card.clone().fitted(), card, "{lang:?}");
        let text = card.description.unwrap();
        for game in &page.games {
            assert!(text.contains(&game.id.0.to_string()), "{lang:?}: {text}");
        }
        // The replay hint is kept whole, mention and all.
        assert!(text.contains("</hypnosia replay:"), "{lang:?}: {text}");
    }
}

#[test]
fn the_end_of_the_lessons_says_what_the_last_move_did_and_has_no_players_footer() {
    use hypnosia::words::lessons::finished_card;
    let with = finished_card(Lang::EnUs, Some("note".into()));
    assert!(with.description.unwrap().starts_with("note\n\n"));
    let without = finished_card(Lang::EnUs, None);
    assert!(!without.description.unwrap().contains("note"));
    // Nobody plays red once the lessons are over.
    assert_eq!(without.footer, None);
}

#[test]
fn a_leaderboard_says_first_which_period_it_covers() {
    use hypnosia::words::leaderboard::{period_line, with_period};
    let now = 1_700_000_000;
    let current = Season::at(SeasonCadence::Monthly, now).unwrap();
    let running = period_line(Lang::EnUs, Period::Season(current), now);
    assert!(running.contains(&current.key()), "{running}");
    // A running season counts down to its end; a past one does not.
    assert!(
        running.contains(&format!("<t:{}:R>", current.end())),
        "{running}"
    );
    let past = period_line(Lang::EnUs, Period::Season(current.previous()), now);
    assert!(past.contains(&current.previous().key()) && !past.contains("<t:"));
    let text = with_period(Lang::EnUs, Period::AllTime, now, "ranking".into());
    assert_eq!(
        text,
        format!("{}\nranking", period_line(Lang::EnUs, Period::AllTime, now))
    );
}

#[test]
fn a_member_at_the_limit_is_told_in_their_own_words_and_others_as_before() {
    use hypnosia::words::refusals::{limit_refusal_text, limit_text};
    let commands = CommandIds::default();
    let limit = TableLimit::Member { user: ADA, cap: 2 };
    let theirs = limit_refusal_text(limit, &commands, ADA);
    assert_ne!(theirs, limit_text(limit, &commands));
    assert_eq!(
        limit_refusal_text(limit, &commands, BOB),
        limit_text(limit, &commands)
    );
    let hosts = TableLimit::HostsLobby {
        id: GameId(7),
        place: Place::in_server(GuildId(1), ChannelId(2)),
        expires_at: 1_700_000_000,
    };
    assert_eq!(
        limit_refusal_text(hosts, &commands, ADA),
        limit_text(hosts, &commands)
    );
}

#[test]
fn a_rematch_held_by_ones_own_lobby_says_so() {
    use hypnosia::words::refusals::rematch_held_text;
    let holder = ChannelHolder::Lobby {
        id: GameId(7),
        host: ADA,
        place: Place::in_server(GuildId(1), ChannelId(2)),
        expires_at: 1_700_000_000,
    };
    let yours = rematch_held_text(&holder, ADA).render(Lang::EnUs);
    let other = rematch_held_text(&holder, BOB).render(Lang::EnUs);
    assert_ne!(yours, other);
    assert!(other.contains(&format!("<@{}>", ADA.0)), "{other}");
    assert!(!yours.contains(&format!("<@{}>", ADA.0)), "{yours}");
}
