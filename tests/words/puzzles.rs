//! The daily puzzle's public card (`words/puzzles.rs`): in every language it
//! gives the dice, the puzzle's rating and how many solved it, and never a
//! move of the answer.

use hypnosia::i18n::Lang;
use hypnosia::puzzles::moves_to;
use hypnosia::store::{DailyPuzzle, PuzzleRating, PuzzleRow};
use hypnosia::table::{ChannelId, GuildId};
use hypnosia::words::puzzles::{daily_card, moves_words};

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
