//! The daily puzzle's public card (`words/puzzles.rs`): in every language it
//! names its date, gives the dice, the puzzle's difficulty and rating and
//! how many solved it of how many answered, and never a move of the answer;
//! a verdict's cost reads in the reader's decimals.

use hypnosia::i18n::Lang;
use hypnosia::live::{PUZZLE_DAY, day_start};
use hypnosia::puzzles::{DailyPuzzle, PuzzleRating, PuzzleRow};
use hypnosia::puzzles::{PuzzleAnswer, PuzzleVerdict, moves_to};
use hypnosia::table::{ChannelId, GuildId, UserId};
use hypnosia::words::puzzles::{
    daily_card, daily_share_text, date_words, moves_words, verdict_card,
};

#[test]
fn the_daily_card_is_dated_counts_its_answers_and_never_tells_the_answer() {
    // Day 20 000 of the epoch: Friday 4 October 2024.
    let date = day_start(20_000, PUZZLE_DAY);
    assert_eq!(date_words(Lang::EnUs, date), "Friday, October 4");
    assert_eq!(date_words(Lang::Fr, date), "vendredi 4 octobre");
    assert_eq!(date_words(Lang::De, date), "Freitag, 4. Oktober");
    for stored in hypnosia::live::shipped_puzzles() {
        let (rolled, after) = stored.positions().unwrap();
        let answer = moves_to(&rolled, &after).unwrap();
        let rating = PuzzleRating {
            attempts: 40,
            solved: 17,
            ..PuzzleRating::default()
        };
        let puzzle = PuzzleRow {
            id: 9,
            game: None,
            turn: None,
            stored: stored.clone(),
            rating,
        };
        let daily = DailyPuzzle {
            guild: GuildId(1),
            day: 20_000,
            channel: ChannelId(2),
            message: None,
            answers_shown: 0,
            puzzle,
        };
        for lang in Lang::ALL {
            let card = daily_card(lang, &daily, &rolled, date);
            let title = card.title.clone().unwrap_or_default();
            assert!(title.contains(&date_words(lang, date)), "{lang:?}: {title}");
            let parts = [card.title, card.description, card.footer];
            let text = parts.into_iter().flatten().collect::<Vec<_>>().join("\n");
            let dice = rolled.dice();
            assert!(text.contains("**17**"), "{lang:?}: {text}");
            assert!(text.contains("40"), "{lang:?}: the answers counted: {text}");
            assert!(text.contains(&rating.skill.shown().to_string()));
            assert!(text.contains(&format!("**{}**", dice[0])), "{text}");
            for mv in &answer {
                let played = moves_words(lang, &rolled, std::slice::from_ref(mv));
                assert!(!text.contains(&played), "{lang:?} tells {played}: {text}");
            }
        }
    }
}

/// The chance a wrong answer gave up is a decimal written in the reader's way:
/// a comma in French, German and Polish, a point in English and Korean, and
/// the glossary's "chance to win" (never "to finish first").
#[test]
fn a_wrong_answer_says_what_it_cost_in_the_readers_decimals() {
    let stored = &hypnosia::live::shipped_puzzles()[0];
    let (rolled, after) = stored.positions().unwrap();
    let answer = moves_to(&rolled, &after).unwrap();
    let verdict = PuzzleVerdict {
        id: 1,
        rolled,
        played: answer.clone(),
        answer,
        right: false,
        loss: 0.123,
        source: None,
        daily: None,
        rating: PuzzleAnswer {
            counted: true,
            before: PuzzleRating::default(),
            after: PuzzleRating::default(),
        },
    };
    let cost = [
        (Lang::EnUs, "12.3 points of chance to win"),
        (Lang::Fr, "12,3 points de probabilité de victoire"),
        (Lang::De, "12,3 Prozentpunkte Siegchance"),
        (Lang::Pl, "12,3 pkt proc. szansy na wygraną"),
        (Lang::Ko, "승리 확률을 12.3퍼센트포인트"),
    ];
    for (lang, words) in cost {
        let text = verdict_card(lang, &verdict).description.unwrap_or_default();
        assert!(text.contains(words), "{lang:?}: {text}");
    }
}

#[test]
fn the_daily_card_says_its_difficulty_in_words_and_the_share_tells_no_move() {
    let stored = &hypnosia::live::shipped_puzzles()[0];
    let (rolled, after) = stored.positions().unwrap();
    let date = day_start(20_000, PUZZLE_DAY);
    let mut daily = DailyPuzzle {
        guild: GuildId(1),
        day: 20_000,
        channel: ChannelId(2),
        message: None,
        answers_shown: 0,
        puzzle: PuzzleRow {
            id: 9,
            game: None,
            turn: None,
            stored: stored.clone(),
            rating: PuzzleRating::default(),
        },
    };
    let text = |daily: &DailyPuzzle| {
        let card = daily_card(Lang::EnUs, daily, &rolled, date);
        card.description.unwrap_or_default()
    };
    // A new puzzle: rated 1000, medium; nobody answered.
    let new = text(&daily);
    assert!(new.contains("Difficulty: **medium** · rated 1000"), "{new}");
    assert!(new.contains("Nobody has answered yet."), "{new}");
    // Failed by many: its rating climbs, and so does its difficulty.
    let mut skill = daily.puzzle.rating.skill;
    for _ in 0..12 {
        skill = hypnosia::store::rate_attempt(hypnosia::table::DEFAULT_SKILL, skill, false).1;
    }
    daily.puzzle.rating = PuzzleRating {
        skill,
        attempts: 3,
        solved: 1,
    };
    let hard = text(&daily);
    assert!(skill.shown() >= 1050, "{}", skill.shown());
    assert!(hard.contains("hard"), "{hard}");
    assert!(hard.contains("**1** of 3 solved"), "{hard}");

    let answer = moves_to(&rolled, &after).unwrap();
    for lang in Lang::ALL {
        for solved in [true, false] {
            let line = daily_share_text(lang, UserId(42), date, solved);
            assert!(
                line.contains("<@42>") && line.contains(&date_words(lang, date)),
                "{line}"
            );
            assert_eq!(line.lines().count(), 1, "one line: {line}");
            for mv in &answer {
                let played = moves_words(lang, &rolled, std::slice::from_ref(mv));
                assert!(!line.contains(&played), "{lang:?} tells {played}: {line}");
            }
        }
    }
}
