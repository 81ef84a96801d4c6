//! The verdict after a game: whether the dice or the play decided it, for the
//! winner and for each other player.

use hypnosia::analysis::verdict::*;
use hypnosia::analysis::{Account, GameAnalysis, Point};
use hypnosia::game::{Color, EndReason};

fn account(color: Color, end: f32, luck: f32, skill: f32) -> Account {
    // Over 50 turns: per turn, luck / 50 · 100 points.
    Account {
        color,
        start: 0.5,
        end,
        luck,
        skill,
        others: 0.0,
        turns: 50,
    }
}

fn of(accounts: Vec<Account>) -> GameAnalysis {
    GameAnalysis {
        colors: accounts.iter().map(|a| a.color).collect(),
        points: Vec::new(),
        accounts,
        turning_points: Vec::new(),
        errors: None,
    }
}

#[test]
fn the_winner_of_even_dice_and_the_others_mistakes_won_on_them() {
    // Luck: 0.1 vs 0.0 points a turn (even); skill: −1 vs −4 a turn.
    let a = of(vec![
        account(Color::Red, 1.0, 0.05, -0.5),
        account(Color::Cyan, 0.0, 0.0, -2.0),
    ]);
    let v = verdict(&a, EndReason::CenterFull);
    assert_eq!(v.winners, vec![Color::Red]);
    assert_eq!(v.cause, Cause::Play(Some(Color::Cyan)));
    assert_eq!(v.dice, Dice::Even);
}

#[test]
fn lucky_dice_and_even_play_win_on_the_dice() {
    let a = of(vec![
        account(Color::Red, 0.0, -0.5, -1.0),
        account(Color::Cyan, 1.0, 0.5, -1.0),
    ]);
    let v = verdict(&a, EndReason::CenterFull);
    assert_eq!(v.winners, vec![Color::Cyan]);
    assert_eq!(v.cause, Cause::Dice);
    assert_eq!(v.dice, Dice::ForWinner);
    assert_eq!(v.play, Play::Even);
}

#[test]
fn a_game_won_on_the_dice_tells_who_played_better() {
    // Luck: +0.5 vs −0.5 a turn; skill: −1.5 vs −1.0 (red a little better).
    let a = of(vec![
        account(Color::Red, 0.0, -0.25, -0.5),
        account(Color::Cyan, 1.0, 0.25, -0.75),
    ]);
    let v = verdict(&a, EndReason::CenterFull);
    assert_eq!(v.cause, Cause::Dice);
    assert_eq!(
        v.play,
        Play::Others {
            other: Some(Color::Red),
            clearly: false
        }
    );
}

#[test]
fn better_play_against_the_dice_and_departures_and_ties() {
    let a = of(vec![
        account(Color::Red, 1.0, -0.5, -0.5),
        account(Color::Cyan, 0.0, 0.5, -3.0),
    ]);
    let v = verdict(&a, EndReason::CenterFull);
    assert_eq!(v.cause, Cause::DespiteDice);
    assert_eq!(v.dice, Dice::Against(Some(Color::Cyan)));
    assert_eq!(verdict(&a, EndReason::PlayersLeft).cause, Cause::Left);
    let tie = of(vec![
        account(Color::Red, 0.5, 0.0, -1.0),
        account(Color::Cyan, 0.5, 0.0, -1.0),
    ]);
    let v = verdict(&tie, EndReason::BoardEmpty);
    assert_eq!(v.winners, vec![Color::Red, Color::Cyan]);
    assert_eq!(v.cause, Cause::Close);
}

/// ux-3 §8: neither the dice nor the play was clear, but a game is "close"
/// only when the winner's chance stayed between 30 and 70% late in it.
#[test]
fn a_game_is_close_only_when_the_chances_stayed_close_late() {
    let with = |late: f32| {
        let mut a = of(vec![
            account(Color::Red, 1.0, 0.0, -0.5),
            account(Color::Cyan, 0.0, 0.0, -0.5),
        ]);
        // Ten points: even for the first two thirds, then `late`, then the end.
        a.points = (0..10u32)
            .map(|turn| {
                let red = match turn {
                    9 => 1.0,
                    t if t >= 6 => late,
                    _ => 0.5,
                };
                Point {
                    turn,
                    round: turn / 2,
                    chances: vec![red, 1.0 - red],
                }
            })
            .collect();
        verdict(&a, EndReason::CenterFull).cause
    };
    assert_eq!(with(0.55), Cause::Close);
    assert_eq!(with(0.9), Cause::Won, "decided well before the end");
    assert_eq!(with(0.2), Cause::Won, "a comeback is no close game either");
}
