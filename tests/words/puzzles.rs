//! The daily puzzle's public card (`words/puzzles.rs`): in every language it
//! gives the dice, the puzzle's rating and how many solved it, and never a
//! move of the answer; a verdict's cost reads in the reader's decimals.

use hypnosia::i18n::Lang;
use hypnosia::puzzles::{PuzzleAnswer, PuzzleVerdict, moves_to};
use hypnosia::store::{DailyPuzzle, PuzzleRating, PuzzleRow};
use hypnosia::table::{ChannelId, GuildId};
use hypnosia::words::puzzles::{daily_card, moves_words, verdict_card};

#[test]
fn the_daily_card_counts_its_solvers_and_never_tells_the_answer() {
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
            solved_shown: 0,
            puzzle,
        };
        for lang in Lang::ALL {
            let card = daily_card(lang, &daily, &rolled);
            let parts = [card.title, card.description, card.footer];
            let text = parts.into_iter().flatten().collect::<Vec<_>>().join("\n");
            let dice = rolled.dice();
            assert!(text.contains("**17**"), "{lang:?}: {text}");
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
