//! The error of every decision, its mark, a player's error rate and accuracy.

use hypnosia::ai::{Medium, Strategy};
use hypnosia::analysis::errors::{BLUNDER, Judge, Mark, accuracy, errors};
use hypnosia::game::{Color, Game, Move, Position};

use super::{new_game, ways};

/// A judge cheap enough for a debug build; the search is the bot's.
const JUDGE: Judge = Judge {
    budget: 400,
    seed: 7,
};

/// Plays Ada (red) against a medium cyan for at most `turns` turns: `red`
/// chooses Ada's whole turn from its rolled position and number. The game,
/// and every turn Ada met (its number, the rolled position).
fn play(
    seed: u64,
    turns: u32,
    mut red: impl FnMut(u32, &Position) -> Vec<Move>,
) -> (Game, Vec<(u32, Position)>) {
    let mut game = new_game(seed);
    let mut cyan = Medium::new(seed);
    let mut met = Vec::new();
    while !game.is_over() && game.position().turns_played() < turns {
        let position = *game.position();
        if position.to_move() == Color::Red {
            let turn = position.turns_played() + 1;
            met.push((turn, position));
            for mv in red(turn, &position) {
                game.play(mv).unwrap();
            }
        } else {
            game.play(cyan.choose(&position).unwrap()).unwrap();
        }
    }
    (game, met)
}

/// Medium's whole turn from `rolled`.
fn medium_turn(rolled: &Position, seed: u64) -> Vec<Move> {
    let mut medium = Medium::new(seed);
    let mut p = *rolled;
    let mut moves = Vec::new();
    while p.phase() == hypnosia::game::Phase::Move && p.to_move() == rolled.to_move() {
        let mv = medium.choose(&p).unwrap();
        p.play(mv).unwrap();
        moves.push(mv);
    }
    moves
}

#[test]
fn the_hard_players_own_choice_loses_nothing() {
    let (game, _) = play(3, 60, |_, p| JUDGE.best_turn(p).unwrap().0);
    let judged = errors(&game.record(), &JUDGE, |c| c == Color::Red).unwrap();
    assert!(judged.decisions.len() >= 5, "too few decisions to say");
    assert!(judged.decisions.iter().all(|d| d.color == Color::Red));
    assert!(
        judged
            .decisions
            .iter()
            .all(|d| d.loss == 0.0 && d.played == d.best)
    );
    let ada = judged.of(Color::Red).unwrap();
    assert_eq!(ada.error_rate(), Some(0.0));
    assert_eq!(ada.accuracy(), Some(100.0));
    assert_eq!(ada.marks, [0, 0, 0]);
    // Cyan was not asked about.
    assert_eq!(judged.of(Color::Cyan).unwrap().decisions, 0);
}

#[test]
fn a_blunder_planted_in_a_record_is_found_and_marked() {
    for seed in 0..20 {
        let mut planted = None;
        let (game, _) = play(seed, 70, |turn, rolled| {
            if planted.is_none() && turn > 4 {
                // The way to play that the judge thinks worst, if it is bad.
                let worst = ways(rolled)
                    .into_iter()
                    .map(|(moves, after)| (JUDGE.weigh(rolled, Some(&after)).unwrap().2, moves))
                    .max_by(|a, b| a.0.total_cmp(&b.0));
                if let Some((loss, moves)) = worst
                    && loss >= BLUNDER + 0.02
                {
                    planted = Some(turn);
                    return moves;
                }
            }
            medium_turn(rolled, seed)
        });
        let Some(turn) = planted else { continue };
        let judged = errors(&game.record(), &JUDGE, |_| true).unwrap();
        let found = judged
            .decisions
            .iter()
            .find(|d| d.turn == turn)
            .expect("the planted turn is a decision");
        assert_eq!(found.color, Color::Red);
        assert_eq!(found.mark(), Some(Mark::Blunder), "{found:?}");
        assert!(judged.of(Color::Red).unwrap().count(Mark::Blunder) >= 1);
        let worst = judged.worst(Color::Red, 1);
        assert!(
            worst[0].loss >= found.loss,
            "the worst list starts with the worst"
        );
        return;
    }
    panic!("no turn to plant a blunder in");
}

#[test]
fn forced_turns_are_no_decisions() {
    let mut forced = 0;
    for seed in 0..10 {
        let (game, met) = play(seed, 600, |_, p| medium_turn(p, seed));
        let judged = errors(&game.record(), &JUDGE, |c| c == Color::Red).unwrap();
        let judged_turns: Vec<u32> = judged.decisions.iter().map(|d| d.turn).collect();
        let choices: Vec<u32> = met
            .iter()
            .filter(|(_, rolled)| ways(rolled).len() >= 2)
            .map(|&(turn, _)| turn)
            .collect();
        assert_eq!(judged_turns, choices, "seed {seed}");
        forced += met.len() - choices.len();
        if forced > 0 {
            return;
        }
    }
    panic!("no forced turn met: the test says nothing");
}

#[test]
fn accuracy_falls_as_the_error_rate_grows() {
    assert_eq!(accuracy(0.0), 100.0);
    let rates: Vec<f32> = (0..=400).map(|k| k as f32 * 0.25).collect();
    for pair in rates.windows(2) {
        let (a, b) = (accuracy(pair[0]), accuracy(pair[1]));
        assert!(b < a, "accuracy {a} at {} then {b} at {}", pair[0], pair[1]);
        assert!((0.0..=100.0).contains(&b));
    }
    // The marks grow with the loss, none below the smallest threshold.
    assert_eq!(Mark::of(0.0), None);
    let marks: Vec<Option<Mark>> = (0..=50).map(|k| Mark::of(k as f32 / 100.0)).collect();
    assert!(marks.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(marks.last().copied().flatten(), Some(Mark::Blunder));
}
