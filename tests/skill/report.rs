//! A game's errors as the analysis keeps and shows them: the public card
//! gives each person's accuracy and names no one beside a mark, while a
//! player's own view lists their planted blunder.

use hypnosia::ai::{Medium, Strategy};
use hypnosia::analysis::errors::{BLUNDER, Judge, Mark};
use hypnosia::analysis::{analyse_judged, error_report};
use hypnosia::game::{Color, Dice, Game, LeaveKind, Move, Phase, Player, Position, Variant};
use hypnosia::i18n::Lang;
use hypnosia::table::GameId;
use hypnosia::words::chances::analysis_card;
use hypnosia::words::skill::{mark_name, own_errors_text};

use super::ways;

/// A judge cheap enough for a debug build; the search is the bot's.
const JUDGE: Judge = Judge {
    budget: 400,
    seed: 7,
};

/// Medium's whole turn from `rolled`.
fn medium_turn(medium: &mut Medium, rolled: &Position) -> Vec<Move> {
    let mut p = *rolled;
    let mut moves = Vec::new();
    while p.phase() == Phase::Move && p.to_move() == rolled.to_move() {
        let mv = medium.choose(&p).unwrap();
        p.play(mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// Two people, Ada (red) and Bob (cyan), both playing as medium does but
/// for one turn of Ada's after the fourth: the way to play it the judge
/// thinks worst, a blunder. Bob resigns after 40 turns. The game, and the
/// planted turn (`None` when no turn of this seed could hold a blunder).
fn game_with_a_planted_blunder(seed: u64) -> (Game, Option<u32>) {
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Cyan, "Bob"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut medium = Medium::new(seed);
    let mut planted = None;
    while !game.is_over() && game.position().turns_played() < 40 {
        let rolled = *game.position();
        let turn = rolled.turns_played() + 1;
        let mut moves = medium_turn(&mut medium, &rolled);
        if rolled.to_move() == Color::Red && planted.is_none() && turn > 4 {
            let worst = ways(&rolled)
                .into_iter()
                .map(|(moves, after)| (JUDGE.weigh(&rolled, Some(&after)).unwrap().2, moves))
                .max_by(|a, b| a.0.total_cmp(&b.0));
            if let Some((loss, worst)) = worst
                && loss >= BLUNDER + 0.02
            {
                planted = Some(turn);
                moves = worst;
            }
        }
        for mv in moves {
            game.play(mv).unwrap();
        }
    }
    if !game.is_over() {
        game.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    }
    (game, planted)
}

#[test]
fn the_public_analysis_names_no_one_beside_a_mark_and_the_players_own_view_lists_the_blunder() {
    let (game, turn) = (0..20)
        .map(game_with_a_planted_blunder)
        .find_map(|(game, planted)| Some((game, planted?)))
        .expect("a turn to plant a blunder in");
    let record = game.record();
    let analysis = analyse_judged(&record, &JUDGE).unwrap();
    let report = analysis.errors.clone().expect("the people's errors");
    let ada = report.of(Color::Red).expect("Ada is judged");
    assert!(ada.errors.count(Mark::Blunder) >= 1);
    assert_eq!(report.players.len(), 2, "both people judged");

    let other_errors = error_report(&record, &JUDGE).unwrap();
    assert_eq!(other_errors, report, "one judgement, whoever asks");

    for lang in Lang::ALL {
        let card = analysis_card(lang, GameId(1), &record, &analysis);
        let public = card.description.clone().unwrap_or_default();
        let title = hypnosia::t!(lang, "analysis-accuracy-title");
        assert!(public.contains(&title), "{lang}: {public}");
        // No mark in public, not even counted together (ux-3 §8); the
        // accuracy is out of 100.
        let blunder = mark_name(lang, Mark::Blunder);
        assert!(!public.contains(&blunder), "{lang}: {public}");
        assert!(public.contains("/100"), "{lang}: {public}");
        let mut marks: Vec<String> = Mark::ALL.iter().map(|&m| mark_name(lang, m)).collect();
        if lang == Lang::EnUs {
            marks.extend(["inaccuracies", "mistakes", "blunders"].map(String::from));
        }
        for line in public.lines() {
            if line.contains("Ada") || line.contains("Bob") {
                for mark in &marks {
                    assert!(
                        !line.contains(mark.as_str()),
                        "{lang}: {mark} beside a name: {line}"
                    );
                }
            }
        }
        let own = own_errors_text(lang, GameId(1), &record, Color::Red, Some(ada));
        assert!(own.contains(&blunder), "{lang}: {own}");
    }
    let own = own_errors_text(Lang::EnUs, GameId(1), &record, Color::Red, Some(ada));
    let line = own
        .lines()
        .find(|l| l.starts_with(&format!("Turn {turn} ·")))
        .unwrap_or_else(|| panic!("the planted turn {turn} is listed: {own}"));
    assert!(
        line.contains("blunder") && line.contains("you played"),
        "{line}"
    );
    // Two lines per costly turn: the best comes on the next.
    let next = own
        .lines()
        .skip_while(|l| *l != line)
        .nth(1)
        .unwrap_or_default();
    assert!(next.starts_with("↳ Best: "), "{own}");
    let first = &ada.worst[0];
    assert!(first.loss >= BLUNDER, "the costliest first: {own}");
}

#[test]
fn the_stats_give_the_error_rate_over_rated_games_from_three_with_its_trend() {
    use hypnosia::analysis::accuracy;
    use hypnosia::words::skill::{ERROR_RATE_FROM, RECENT_GAMES, stats_errors_line};
    let few = vec![(10, 0.1); ERROR_RATE_FROM - 1];
    assert_eq!(stats_errors_line(Lang::EnUs, &few), None, "too few to say");
    // Pooled over decisions: 60 points lost over 40 decisions.
    let games = [(10, 0.1), (10, 0.3), (20, 0.2)];
    let line = stats_errors_line(Lang::EnUs, &games).unwrap();
    let shown = format!("accuracy {}", accuracy(1.5).round());
    assert!(
        line.contains("1.5 points") && line.contains(&shown),
        "{line}"
    );
    assert!(line.contains("3 analyzed rated games"), "{line}");
    assert!(!line.contains("last"), "no trend from three games: {line}");
    // The latest games (newest first) lose less than the ones before.
    let mut trend = vec![(10, 0.05); RECENT_GAMES];
    trend.extend(vec![(10, 0.4); ERROR_RATE_FROM]);
    let line = stats_errors_line(Lang::EnUs, &trend).unwrap();
    assert!(
        line.contains("improving: 0.5 over the last 5 games"),
        "{line}"
    );
    trend.reverse();
    let line = stats_errors_line(Lang::EnUs, &trend).unwrap();
    assert!(line.contains("slipping"), "{line}");
    for lang in Lang::ALL {
        assert!(stats_errors_line(lang, &trend).is_some(), "{lang}");
    }
}

#[test]
fn the_leaderboard_by_accuracy_says_who_it_lists() {
    use hypnosia::store::{ACCURACY_FROM_GAMES, AccuracyEntry};
    use hypnosia::table::UserId;
    use hypnosia::words::skill::accuracy_leaderboard_text;
    let nobody = accuracy_leaderboard_text(Lang::EnUs, &[], 0, 1);
    assert!(
        nobody.contains(&format!("{ACCURACY_FROM_GAMES} analyzed rated games")),
        "{nobody}"
    );
    let ada = AccuracyEntry {
        place: 1,
        user: UserId(7),
        name: "Ada".into(),
        games: 4,
        decisions: 40,
        loss: 0.4,
    };
    let line = accuracy_leaderboard_text(Lang::EnUs, &[ada], 1, 1);
    assert!(
        line.starts_with(
            "**1.** <@7> — accuracy 82/100 · 1.0 points lost per decision · 4 analyzed"
        ),
        "{line}"
    );
}
