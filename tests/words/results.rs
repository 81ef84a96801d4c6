//! A game's results say what counts: a first place the bot played for a
//! person who walked away is titled as no win, the no-win sentence is said
//! only to such a seat, and every line of bot-played turns gives its cause.

use hypnosia::game::{AutoCause, Color, Game};
use hypnosia::i18n::Lang;
use hypnosia::table::Table;
use hypnosia::words::messages::headline;
use hypnosia::words::results::results_text;

use crate::lone_movers::game_before_a_lone_mover;
use crate::tables::table;

/// Ada (red) walks away: the bot plays every turn of hers on a time-out,
/// Bob plays his; the first game (by seed) where Ada ends `first` or not.
fn ada_walks_away(first: bool) -> Table {
    for seed in 0..200 {
        let mut t = table(seed);
        while !t.game.is_over() {
            let mv = t.game.legal_moves()[0];
            match t.game.to_move() {
                Some(Color::Red) => t.game.play_auto(mv, AutoCause::Timeout).unwrap(),
                _ => t.game.play(mv).unwrap(),
            };
        }
        let rank = |c| {
            t.game
                .standings()
                .iter()
                .find(|s| s.color == c)
                .unwrap()
                .rank
        };
        if (rank(Color::Red) == 1) == first && rank(Color::Blue) != rank(Color::Red) {
            return t;
        }
    }
    panic!("no seed where Ada walks away and ends first: {first}");
}

/// The turns of `color` in `game` that had a move.
fn turns_of(game: &Game, color: Color) -> usize {
    hypnosia::game::BotTurns::of(game.entries(), color).turns as usize
}

#[test]
fn a_walk_aways_first_place_is_titled_as_no_win() {
    let t = ada_walks_away(true);
    let n = turns_of(&t.game, Color::Red);
    assert_eq!(
        headline(Lang::EnUs, &t),
        "🤖 Game #7: Ada's seat finished first, played by the bot: no win counted"
    );
    let text = results_text(Lang::EnUs, &t, &[], None);
    let said = format!(
        "🤖 Ada: {n} of {n} turns played by the bot (time ran out), most of the game, so it counts as neither a win nor a best finish for them."
    );
    assert!(text.contains(&said), "{said:?} in {text}");
    // The channel's end line too.
    let over = hypnosia::words::channel_log::over_text(Lang::EnUs, &t);
    let first = over.lines().next().unwrap();
    assert!(first.starts_with("Game #7 is over: 🤖 Ada, "), "{first}");
    assert!(
        first.ends_with("(played by the bot: no win counted)"),
        "{first}"
    );
    for lang in Lang::ALL {
        let title = headline(lang, &t);
        // No trophy for a win that does not count, in any language.
        assert!(
            title.starts_with("🤖") && !title.contains('🏆'),
            "{lang:?}: {title}"
        );
        assert!(
            title.contains("Ada") && title.contains('7'),
            "{lang:?}: {title}"
        );
    }
}

#[test]
fn a_walk_away_who_lost_hears_the_cause_and_no_word_of_a_win() {
    let t = ada_walks_away(false);
    assert_eq!(headline(Lang::EnUs, &t), "🏆 Bob wins game #7");
    let text = results_text(Lang::EnUs, &t, &[], None);
    let n = turns_of(&t.game, Color::Red);
    let line = format!("🤖 Ada: {n} of {n} turns played by the bot (time ran out)");
    let found = text
        .lines()
        .find(|l| l.starts_with("🤖 Ada"))
        .unwrap_or_default();
    assert_eq!(found, line, "{text}");
    for lang in Lang::ALL {
        let text = results_text(lang, &t, &[], None);
        let first = ada_walks_away(true);
        let no_win = results_text(lang, &first, &[], None);
        let (lost, won) = (
            text.lines().find(|l| l.starts_with("🤖")).unwrap(),
            no_win.lines().find(|l| l.starts_with("🤖")).unwrap(),
        );
        // The loser's line stops where the first place's goes on to the no-win words.
        assert!(
            won.chars().count() > lost.chars().count() + 20,
            "{lang:?}: {lost} / {won}"
        );
    }
}

#[test]
fn a_decided_finish_gives_its_cause_and_counts_the_win() {
    let (mut game, mv) = game_before_a_lone_mover(true);
    game.play(mv).unwrap();
    let lone = game.position().lone_mover().unwrap();
    while !game.is_over() {
        let mv = game.legal_moves()[0];
        game.play_auto(mv, AutoCause::Decided).unwrap();
    }
    let mut t = table(0);
    t.game = game;
    let name = match lone {
        Color::Red => "Ada",
        _ => "Bob",
    };
    let turns = hypnosia::game::BotTurns::of(t.game.entries(), lone);
    assert!(turns.by_bot > 0 && turns.decided == turns.by_bot);
    let text = results_text(Lang::EnUs, &t, &[], None);
    let line = format!(
        "🤖 {name}: {} of {} turns played by the bot (nobody else could move)",
        turns.by_bot, turns.turns
    );
    let found = text
        .lines()
        .find(|l| l.starts_with("🤖"))
        .unwrap_or_default();
    assert_eq!(found, line, "{text}");
    // The bot finished what the person's own play decided: their win counts.
    let title = headline(Lang::EnUs, &t);
    assert!(title.starts_with("🏆 "), "{title}");
}
