//! Win chances and the analysis of finished games (`hypnosia::analysis`):
//! chances sum to 100% and are 0/100 at the end; for every player, the
//! change of their chance equals luck + skill + the others' influence.

use hypnosia::ai::{Level, play_out_by_seat};
use hypnosia::analysis::{AnalysisError, Chances, Moment, analyse, chances};
use hypnosia::game::{Color, Dice, Game, LeaveKind, Phase, Player, Variant};
use proptest::prelude::*;

const SEATS: [Color; 6] = [
    Color::Red,
    Color::Yellow,
    Color::Green,
    Color::Cyan,
    Color::Blue,
    Color::Magenta,
];

fn new_game(players: usize, seed: u64) -> Game {
    let seated = SEATS[..players]
        .iter()
        .map(|&c| Player::ai(c, c.name()))
        .collect();
    Game::new(seated, Variant::default(), Dice::from_seed(seed)).unwrap()
}

/// A whole game, each seat at the level its index picks from `levels`.
fn finished(players: usize, seed: u64, levels: u8) -> Game {
    let mut game = new_game(players, seed);
    let level_of = |c: Color| match (levels >> (c.index() % 3 * 2)) & 3 {
        0 => Level::Easy,
        _ => Level::Medium,
    };
    play_out_by_seat(&mut game, level_of, seed).unwrap();
    assert!(game.is_over());
    game
}

fn sums_to_one(c: &[f32]) -> bool {
    (c.iter().sum::<f32>() - 1.0).abs() < 1e-4 && c.iter().all(|&x| (0.0..=1.0 + 1e-6).contains(&x))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The decomposition adds up for every player of simulated games, the
    /// chances sum to 1 at every point, and the end is the result.
    #[test]
    fn luck_skill_and_the_others_add_up_to_each_players_change(
        players in 2usize..=6,
        seed in any::<u64>(),
        levels in any::<u8>(),
    ) {
        let game = finished(players, seed, levels);
        let analysis = analyse(&game.record()).unwrap();
        prop_assert_eq!(analysis.points.first().unwrap().turn, 0);
        for point in &analysis.points {
            prop_assert!(sums_to_one(&point.chances), "{:?}", point);
        }
        let ranking = game.standings();
        let firsts = ranking.iter().filter(|s| s.rank == 1).count() as f32;
        for account in &analysis.accounts {
            let change = account.end - account.start;
            let parts = account.luck + account.skill + account.others;
            prop_assert!((change - parts).abs() < 1e-3, "{:?}: change {} parts {}", account, change, parts);
            // A choice never beats the best play of its roll.
            prop_assert!(account.skill <= 1e-4, "{:?}", account);
            let won = ranking.iter().any(|s| s.rank == 1 && s.color == account.color);
            let expected = if won { 1.0 / firsts } else { 0.0 };
            prop_assert!((account.end - expected).abs() < 1e-5, "{:?} expected {}", account, expected);
        }
        prop_assert!(analysis.turning_points.len() <= 3);
        prop_assert!(analysis.turning_points.windows(2).all(|w| w[0].turn <= w[1].turn));
    }

    /// Chances of any position reached in play sum to 1, before and after
    /// the roll.
    #[test]
    fn chances_sum_to_one_everywhere(players in 2usize..=6, seed in any::<u64>(), steps in 0usize..400) {
        let mut game = new_game(players, seed);
        let mut medium = Level::Medium.strategy(seed);
        for _ in 0..steps {
            if game.is_over() {
                break;
            }
            let mv = medium.choose(game.position()).unwrap();
            game.play(mv).unwrap();
        }
        let c = chances(game.position());
        let of: Vec<f32> = SEATS[..players].iter().map(|&x| c.of(x)).collect();
        prop_assert!(sums_to_one(&of), "{:?}", of);
    }
}

#[test]
fn a_finished_game_is_one_hundred_for_the_winner_and_zero_for_the_others() {
    let game = finished(4, 11, 0b0101_0101);
    let c = chances(game.position());
    let winners: Vec<Color> = game
        .standings()
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| s.color)
        .collect();
    for color in SEATS[..4].iter() {
        let expected = if winners.contains(color) {
            1.0 / winners.len() as f32
        } else {
            0.0
        };
        assert_eq!(c.of(*color), expected, "{color}");
    }
    let percents = c.percents(&SEATS[..4]);
    assert_eq!(percents.iter().map(|&p| u32::from(p)).sum::<u32>(), 100);
}

// Three equal thirds: the rounding still adds up, the first seat taking the spare point.
#[test]
fn percents_sum_to_one_hundred() {
    let colors = [Color::Red, Color::Green, Color::Blue];
    let mut c = Chances::default();
    c.0[Color::Red.index()] = 1.0 / 3.0;
    c.0[Color::Green.index()] = 1.0 / 3.0;
    c.0[Color::Blue.index()] = 1.0 / 3.0;
    let p = c.percents(&colors);
    assert_eq!(p.iter().map(|&x| u32::from(x)).sum::<u32>(), 100);
    assert_eq!(p, vec![34, 33, 33]);
}

#[test]
fn a_rolled_position_is_worth_its_best_play_and_a_leaver_nothing() {
    let mut game = new_game(3, 5);
    // After the roll, the mover's chance is at least that of any play.
    assert_eq!(game.position().phase(), Phase::Move);
    let mover = game.to_move().unwrap();
    let rolled = chances(game.position()).of(mover);
    for &mv in game.legal_moves().iter() {
        let mut one = *game.position();
        one.play(mv).unwrap();
        assert!(chances(&one).of(mover) <= rolled + 1e-6);
    }
    let leaver = SEATS[..3].iter().copied().find(|&c| c != mover).unwrap();
    game.leave(leaver, LeaveKind::Resign).unwrap();
    assert_eq!(chances(game.position()).of(leaver), 0.0);
}

#[test]
fn a_running_or_cancelled_game_is_not_analysed() {
    let mut game = new_game(2, 3);
    assert_eq!(analyse(&game.record()), Err(AnalysisError::NotOver));
    game.cancel().unwrap();
    assert_eq!(analyse(&game.record()), Err(AnalysisError::Cancelled));
}

#[test]
fn a_resignation_is_a_turning_point_of_the_others() {
    let mut game = new_game(2, 9);
    for _ in 0..6 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    game.leave(Color::Red, LeaveKind::Resign).unwrap();
    let analysis = analyse(&game.record()).unwrap();
    let red = analysis
        .accounts
        .iter()
        .find(|a| a.color == Color::Red)
        .unwrap();
    assert_eq!(red.end, 0.0);
    let left = analysis
        .turning_points
        .iter()
        .find(|t| t.moment == Moment::Left)
        .expect("the resignation is a turning point");
    assert_eq!(left.color, Color::Red);
    assert!((red.end - red.start - (red.luck + red.skill + red.others)).abs() < 1e-4);
}
