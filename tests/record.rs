//! The game record `hypnosia-record/1`: RULES.md §7's example, and refusals that
//! name the turn and move.

use hypnosia::game::{Color, Dice, Game, Location, Pawn, Player, RecordError, Space, Variant};

const EXAMPLE: &str = r#"{
  "format": "hypnosia-record/1",
  "variant": { "stacks_cross_bridges": true },
  "players": [ { "color": "red", "name": "Ada", "kind": "human" },
               { "color": "blue", "name": "AI (hard)", "kind": "ai" } ],
  "opening": [ [ { "color": "red", "dice": [3, 4] }, { "color": "blue", "dice": [6, 1] } ],
               [ { "color": "red", "dice": [5, 5] }, { "color": "blue", "dice": [2, 2] } ] ],
  "turns": [
    { "color": "red", "dice": [5, 4], "moves": [
      { "die": 5, "pawns": [1], "from": "L1", "to": "O4", "cross": false,
        "captured": [], "center": [] },
      { "die": 4, "pawns": [1], "from": "O4", "to": "M6", "cross": true,
        "captured": [], "center": [] } ] }
  ]
}"#;

fn import(json: &str) -> Result<Game, RecordError> {
    Game::from_json(json, Dice::from_seed(0))
}

#[test]
fn the_rules_example_replays() {
    let game = import(EXAMPLE).unwrap();
    let red1 = game.position().location(Color::Red, Pawn::new(1).unwrap());
    assert_eq!(
        red1,
        Location::Ring(
            "M6".parse::<Space>()
                .map(|s| match s {
                    Space::Ring(r) => r,
                    _ => unreachable!(),
                })
                .unwrap()
        )
    );
    // Red's turn is over; blue's dice were rolled by the importing game's generator.
    assert_eq!(game.to_move(), Some(Color::Blue));
    let exported: serde_json::Value = serde_json::from_str(&game.record().to_json()).unwrap();
    let original: serde_json::Value = serde_json::from_str(EXAMPLE).unwrap();
    assert_eq!(exported["players"], original["players"]);
    assert_eq!(exported["opening"], original["opening"]);
    assert_eq!(exported["turns"][0], original["turns"][0]);
    assert_eq!(exported["turns"][1]["color"], "blue");
    assert!(
        exported.get("result").is_none(),
        "a running game has no result"
    );
}

#[test]
fn the_opening_must_follow_the_ties() {
    // Without the second round red and blue are still tied at 7.
    let one_round = EXAMPLE.replace(
        r#",
               [ { "color": "red", "dice": [5, 5] }, { "color": "blue", "dice": [2, 2] } ] ]"#,
        " ]",
    );
    let err = import(&one_round).unwrap_err();
    assert!(
        matches!(err, RecordError::Opening { round: 2, .. }),
        "{err}"
    );
    // Red won the first round alone: a second round is one too many.
    let decided = EXAMPLE.replace(r#""dice": [6, 1]"#, r#""dice": [1, 1]"#);
    let err = import(&decided).unwrap_err();
    assert!(
        matches!(err, RecordError::Opening { round: 2, .. }),
        "{err}"
    );
}

#[test]
fn a_turn_by_the_wrong_player_is_refused() {
    let json = EXAMPLE.replace(
        r#"{ "color": "red", "dice": [5, 4]"#,
        r#"{ "color": "blue", "dice": [5, 4]"#,
    );
    let err = import(&json).unwrap_err();
    assert_eq!(err.to_string(), "turn 1: it is red's turn, not blue's");
}

#[test]
fn an_illegal_move_is_refused_naming_turn_and_move() {
    // Crossing with the 4 from O4 lands on M6, not M7.
    let json = EXAMPLE.replace(r#""to": "M6""#, r#""to": "M7""#);
    let err = import(&json).unwrap_err();
    assert!(
        matches!(err, RecordError::Move { turn: 1, mv: 2, .. }),
        "{err}"
    );
    assert!(err.to_string().starts_with("turn 1, move 2: "), "{err}");
}

#[test]
fn recorded_effects_must_match_the_rules() {
    let json = EXAMPLE.replacen(r#""center": [] }"#, r#""center": [1] }"#, 1);
    let err = import(&json).unwrap_err();
    assert!(err.to_string().contains("center places"), "{err}");
}

#[test]
fn a_move_with_a_die_not_rolled_is_refused() {
    let json = EXAMPLE.replace(r#""die": 4"#, r#""die": 3"#);
    assert!(matches!(
        import(&json).unwrap_err(),
        RecordError::Move { turn: 1, mv: 2, .. }
    ));
}

#[test]
fn malformed_records_are_refused_clearly() {
    assert!(matches!(import("{").unwrap_err(), RecordError::Json(_)));
    let json = EXAMPLE.replace("hypnosia-record/1", "hypnosia-record/9");
    assert!(matches!(import(&json).unwrap_err(), RecordError::Format(_)));
    let json = EXAMPLE.replace(r#""color": "blue", "name""#, r#""color": "red", "name""#);
    assert!(matches!(
        import(&json).unwrap_err(),
        RecordError::Players(_)
    ));
    let json = EXAMPLE.replace(
        r#""pawns": [1], "from": "L1""#,
        r#""pawns": [7], "from": "L1""#,
    );
    assert!(matches!(
        import(&json).unwrap_err(),
        RecordError::Move { turn: 1, mv: 1, .. }
    ));
}

#[test]
fn a_finished_record_must_carry_the_true_result() {
    let players = vec![
        Player::human(Color::Red, "a"),
        Player::human(Color::Cyan, "b"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    game.leave(Color::Cyan, hypnosia::game::LeaveKind::Resign)
        .unwrap();
    let record = game.record();
    let result = record.result.clone().unwrap();
    assert_eq!(result.reason.as_str(), "players_left");
    assert_eq!(result.ranking[0].color, Color::Red);
    assert!(Game::from_record(&record, Dice::from_seed(1)).is_ok());
    let mut forged = record.clone();
    forged.result.as_mut().unwrap().ranking.swap(0, 1);
    let err = Game::from_record(&forged, Dice::from_seed(1)).unwrap_err();
    assert!(matches!(err, RecordError::Result(_)), "{err}");
}

#[test]
fn the_record_never_reveals_the_dice_to_come() {
    // Two games with the same history but different generators export the same
    // record: nothing of the generator's state is in it.
    let game = import(EXAMPLE).unwrap();
    let mut other = game.clone();
    other.set_dice(Dice::from_seed(99));
    assert_eq!(game.record(), other.record());
    let json = game.record().to_json();
    assert!(!json.contains(&game.dice_state().to_hex()));
}

#[test]
fn a_cancelled_game_round_trips() {
    let mut game = import(EXAMPLE).unwrap();
    game.cancel().unwrap();
    let record = game.record();
    assert_eq!(record.result.as_ref().unwrap().reason.as_str(), "cancelled");
    let again = Game::from_record(&record, Dice::from_seed(3)).unwrap();
    assert_eq!(again.record(), record);
    assert!(again.is_over());
}
