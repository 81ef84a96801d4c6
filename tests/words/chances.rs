use hypnosia::i18n::Lang;
use hypnosia::words::chances::*;

#[test]
fn per_turn_points_take_one_minus_sign_and_the_readers_decimals() {
    assert_eq!(per_turn(Lang::EnUs, 0.44), "+0.4");
    assert_eq!(per_turn(Lang::EnUs, -7.06), "\u{2212}7.1");
    assert_eq!(per_turn(Lang::Fr, -1.25), "\u{2212}1,3");
    assert_eq!(per_turn(Lang::EnUs, 0.01), "0.0");
}

mod verdicts {
    use hypnosia::analysis::{Account, GameAnalysis, Moment, TurningPoint};
    use hypnosia::game::{Color, EndReason};
    use hypnosia::i18n::Lang;
    use hypnosia::words::chances::{cause_text, turning_line, verdict_line};

    /// Over 50 turns: per turn, `luck` / 50 · 100 points of chance.
    fn account(color: Color, end: f32, luck: f32, skill: f32) -> Account {
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

    fn line(red: Account, cyan: Account) -> String {
        let analysis = GameAnalysis {
            colors: vec![Color::Red, Color::Cyan],
            points: Vec::new(),
            accounts: vec![red, cyan],
            turning_points: Vec::new(),
            errors: None,
        };
        verdict_line(Lang::EnUs, &analysis, EndReason::CenterFull, &|c: Color| {
            c.name().to_owned()
        })
    }

    #[test]
    fn a_game_won_on_the_dice_says_how_the_play_compared_not_the_dice_again() {
        // Cyan's dice were a point a turn better; red played half a point better.
        let v = line(
            account(Color::Red, 0.0, -0.25, -0.5),
            account(Color::Cyan, 1.0, 0.25, -0.75),
        );
        assert!(v.contains("cyan won on the dice"), "{v}");
        assert!(v.contains("red played slightly better"), "{v}");
        assert_eq!(v.matches("dice").count(), 1, "the dice said once: {v}");
    }

    #[test]
    fn better_play_despite_the_dice_is_said_once() {
        let v = line(
            account(Color::Red, 1.0, -0.5, -0.5),
            account(Color::Cyan, 0.0, 0.5, -3.0),
        );
        assert!(v.contains("despite the dice"), "{v}");
        assert_eq!(v.matches("dice").count(), 1, "{v}");
    }

    #[test]
    fn a_turning_point_names_its_roll_and_what_it_did() {
        let point = |moment, dice, captures| TurningPoint {
            turn: 48,
            round: 24,
            color: Color::Cyan,
            moment,
            change: 0.55,
            swing: 0.55,
            dice,
            captures,
            centers: 0,
        };
        let capture = cause_text(Lang::EnUs, &point(Moment::Capture, Some([6, 6]), 2));
        assert_eq!(capture, "rolled 6·6 and captured 2 pawns");
        let left = cause_text(Lang::EnUs, &point(Moment::Left, None, 0));
        assert_eq!(left, "left the game");
    }

    #[test]
    fn the_public_turning_points_never_name_a_persons_weaker_move() {
        let point = |moment| TurningPoint {
            turn: 10,
            round: 5,
            color: Color::Red,
            moment,
            change: -0.11,
            swing: 0.11,
            dice: Some([6, 6]),
            captures: 1,
            centers: 0,
        };
        let name = |_| "Alice".to_owned();
        for lang in Lang::ALL {
            let weak = turning_line(lang, 2, &point(Moment::BadChoice), &name);
            assert!(
                !weak.contains("Alice") && !weak.contains('🔴'),
                "{lang:?}: {weak}"
            );
            assert!(
                weak.contains("6·6") && weak.starts_with("2. "),
                "{lang:?}: {weak}"
            );
            // What a turn did for its player still names them.
            let capture = turning_line(lang, 1, &point(Moment::Capture), &name);
            assert!(
                capture.contains("Alice") && capture.contains('🔴'),
                "{lang:?}: {capture}"
            );
        }
        assert_eq!(
            turning_line(Lang::EnUs, 2, &point(Moment::BadChoice), &name),
            "2. Round 5: a turn of 🎲6·6 where a stronger move was possible (\u{2212}11)"
        );
    }
}
