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

/// The example with its second move played by the bot: `extra` after
/// `"center": []` of that move.
fn with_second_move(extra: &str) -> String {
    let second = r#""to": "M6", "cross": true,
        "captured": [], "center": [] }"#;
    assert!(EXAMPLE.contains(second));
    EXAMPLE.replace(
        second,
        &second.replace("\"center\": [] }", &format!("\"center\": []{extra} }}")),
    )
}

#[test]
fn a_move_the_bot_played_keeps_its_cause_and_older_records_still_read() {
    use hypnosia::game::{AutoCause, Entry};
    let second_move = |game: &Game| match &game.entries()[0] {
        Entry::Turn(turn) => (turn.moves[1].auto, turn.moves[1].cause),
        Entry::Event(_) => unreachable!("the example's first entry is a turn"),
    };
    // A record kept before causes: `auto` alone still reads, with no cause.
    let older = import(&with_second_move(r#", "auto": true"#)).unwrap();
    assert_eq!(second_move(&older), (true, None));
    assert!(!older.record().to_json().contains("cause"));
    // Each cause reads, and is written back the same.
    for (name, cause) in [
        ("decided", AutoCause::Decided),
        ("finish_for_me", AutoCause::FinishForMe),
        ("timeout", AutoCause::Timeout),
    ] {
        let json = with_second_move(&format!(r#", "auto": true, "cause": "{name}""#));
        let game = import(&json).unwrap();
        assert_eq!(second_move(&game), (true, Some(cause)));
        let again = import(&game.record().to_json()).unwrap();
        assert_eq!(again.record(), game.record());
    }
    // A cause belongs to a move the bot played.
    let json = with_second_move(r#", "cause": "timeout""#);
    assert!(matches!(
        import(&json).unwrap_err(),
        RecordError::Move { turn: 1, mv: 2, .. }
    ));
    let json = with_second_move(r#", "auto": true, "cause": "bored""#);
    assert!(matches!(import(&json).unwrap_err(), RecordError::Json(_)));
}

/// Who played one of Ada's turns.
#[derive(Clone, Copy)]
enum By {
    Ada,
    /// The bot, for this cause.
    Bot(hypnosia::game::AutoCause),
    /// Ada her first move, the bot the rest on a time-out.
    Mixed,
    /// The bot, in a record kept before causes.
    Unknown,
}

/// A game of Ada (red) and a computer, running still, Ada's turns with a
/// move played as `plan` says, one entry per turn.
fn played_as(plan: &[By]) -> Game {
    use hypnosia::game::AutoCause;
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Blue, "AI"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    let mut ada_turns = 0;
    let mut turn_moves = 0;
    let mut last_turn = usize::MAX;
    while !game.is_over() {
        let mv = game.legal_moves()[0];
        if game.to_move() != Some(Color::Red) {
            game.play(mv).unwrap();
            continue;
        }
        if game.entries().len() != last_turn {
            (last_turn, turn_moves) = (game.entries().len(), 0);
            ada_turns += 1;
            if ada_turns > plan.len() {
                break;
            }
        }
        match plan[ada_turns - 1] {
            By::Ada => game.play(mv),
            By::Bot(cause) => game.play_auto(mv, cause),
            By::Mixed if turn_moves == 0 => game.play(mv),
            By::Mixed => game.play_auto(mv, AutoCause::Timeout),
            By::Unknown => game.play_auto(mv, AutoCause::Timeout),
        }
        .unwrap();
        turn_moves += 1;
    }
    assert!(
        !game.is_over() && ada_turns > plan.len(),
        "a game long enough"
    );
    if plan.iter().any(|b| matches!(b, By::Unknown)) {
        // A record kept before causes: its `auto` moves name none.
        let mut record = game.record();
        for entry in &mut record.turns {
            if let hypnosia::game::Entry::Turn(turn) = entry {
                turn.moves.iter_mut().for_each(|m| m.cause = None);
            }
        }
        let json = record.to_json();
        assert!(json.contains(r#""auto": true"#) && !json.contains("cause"));
        return import(&json).unwrap();
    }
    game
}

#[test]
fn a_person_walked_away_when_the_bot_played_more_than_half_their_turns_for_their_absence() {
    use hypnosia::game::{AutoCause, BotTurns};
    let timeout = By::Bot(AutoCause::Timeout);
    let finish = By::Bot(AutoCause::FinishForMe);
    let decided = By::Bot(AutoCause::Decided);
    let count = |plan: &[By]| BotTurns::of(played_as(plan).entries(), Color::Red);

    // Three of five turns: time-outs and Finish for me alike are absence.
    let away = count(&[By::Ada, timeout, By::Ada, timeout, finish]);
    assert_eq!((away.turns, away.by_bot, away.absent), (5, 3, 3));
    assert!(away.walked_away());
    // Half is not more than half.
    let half = count(&[By::Ada, timeout, By::Ada, timeout]);
    assert_eq!((half.turns, half.absent), (4, 2));
    assert!(!half.walked_away());
    // The bot finishing a decided game is no absence, though it played them.
    let decided = count(&[By::Ada, decided, decided, decided]);
    assert_eq!((decided.turns, decided.by_bot, decided.absent), (4, 3, 0));
    assert!(!decided.walked_away());
    // A turn she played a move of is hers.
    let mixed = count(&[By::Mixed, By::Mixed, By::Mixed]);
    assert_eq!(mixed.by_bot, 0, "{mixed:?}");
    // A record without causes blames nobody.
    let unknown = count(&[By::Unknown, By::Unknown, By::Unknown]);
    assert_eq!((unknown.by_bot, unknown.absent), (3, 0));
    assert!(!unknown.walked_away());
    // The computer's turns are never counted as played for it.
    let game = played_as(&[timeout, timeout]);
    assert_eq!(BotTurns::of(game.entries(), Color::Blue).by_bot, 0);
}

/// What every save writes ([`Game::record_json`], borrowed from the game) is
/// the record's own JSON, byte for byte: from the first turn to the end, with
/// a player gone, moves the bot played for someone, and the result.
#[test]
fn the_saved_record_is_the_records_own_json() {
    use hypnosia::game::{AutoCause, LeaveKind};
    let players = vec![
        Player::human(Color::Red, "Ada \"quoted\" ✓"),
        Player::ai(Color::Green, "AI"),
        Player::human(Color::Blue, "Bob"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(21)).unwrap();
    let same = |game: &Game| {
        assert_eq!(
            game.record_json(),
            serde_json::to_string(&game.record()).unwrap()
        )
    };
    same(&game);
    let mut n = 0usize;
    while !game.is_over() {
        n += 1;
        if n == 40 {
            game.leave(Color::Green, LeaveKind::Resign).unwrap();
        } else {
            let moves = game.legal_moves();
            let mv = moves[n % moves.len()];
            match n % 7 {
                0 => game.play_auto(mv, AutoCause::Timeout).map(drop).unwrap(),
                _ => game.play(mv).map(drop).unwrap(),
            }
        }
        same(&game);
    }
    assert!(game.record().result.is_some());
}

/// A game's copies share its record until one changes (the store keeps a copy
/// of every running game): what one copy plays, leaves or cancels never shows
/// in another's entries, record or JSON, however many copies were made when.
#[test]
fn a_copy_of_a_game_keeps_its_record_while_the_other_plays_on() {
    use hypnosia::game::LeaveKind;

    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Green, "AI"),
        Player::human(Color::Blue, "Bob"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(7)).unwrap();
    let mut copies: Vec<(Game, String, usize)> = Vec::new();
    let mut n = 0usize;
    while !game.is_over() && n < 120 {
        n += 1;
        if n.is_multiple_of(9) {
            copies.push((game.clone(), game.record_json(), game.entries().len()));
        }
        if n == 60 {
            game.leave(Color::Green, LeaveKind::Resign).unwrap();
            continue;
        }
        let moves = game.legal_moves();
        game.play(moves[n % moves.len()]).map(drop).unwrap();
    }
    assert!(copies.len() >= 10, "copies taken all along the game");
    for (copy, json, entries) in &copies {
        assert_eq!(&copy.record_json(), json, "a copy's record as it was");
        assert_eq!(copy.entries().len(), *entries);
        assert!(copy.version() < game.version());
    }
    // A copy played on differs from the original from there on, and the
    // original is untouched by it.
    let (mut copy, _, _) = copies.swap_remove(0);
    let before = game.record_json();
    while !copy.is_over() && copy.version() < 30 {
        let moves = copy.legal_moves();
        copy.play(moves[moves.len() - 1]).map(drop).unwrap();
    }
    assert_eq!(game.record_json(), before);
    assert_ne!(copy.record_json(), before);
}

proptest::proptest! {
    /// Any game, changed at any moment by a move, a move played for an
    /// absent person, a seat leaving (before or within the running turn), or
    /// copied and played on differently: the record it writes after every
    /// change is its whole record serialized, the settled entries' JSON it
    /// keeps notwithstanding.
    #[test]
    fn the_record_written_after_every_change_is_the_whole_record(
        seed in proptest::prelude::any::<u64>(),
        seats in 2usize..=6,
        steps in proptest::collection::vec((0u8..24, proptest::prelude::any::<u16>()), 1..300),
    ) {
        use hypnosia::game::{AutoCause, LeaveKind};

        let whole = |game: &Game| serde_json::to_string(&game.record()).unwrap();
        let players = Color::ALL[..seats]
            .iter()
            .enumerate()
            .map(|(i, &c)| if i % 2 == 0 { Player::human(c, "Ada") } else { Player::ai(c, "AI") })
            .collect();
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut copies = Vec::new();
        for (what, pick) in steps {
            if game.is_over() {
                break;
            }
            let moves = game.legal_moves();
            let mv = moves[usize::from(pick) % moves.len()];
            match what {
                0 => {
                    let color = Color::ALL[usize::from(pick) % seats];
                    // A seat already gone is refused: nothing changes.
                    let _ = game.leave(color, LeaveKind::Resign);
                }
                1 => copies.push(game.clone()),
                2 => game.play_auto(mv, AutoCause::Timeout).map(drop).unwrap(),
                _ => game.play(mv).map(drop).unwrap(),
            }
            proptest::prop_assert_eq!(game.record_json(), whole(&game));
        }
        let played = game.record_json();
        for mut copy in copies {
            proptest::prop_assert_eq!(copy.record_json(), whole(&copy));
            while !copy.is_over() && copy.version() < game.version() + 12 {
                let moves = copy.legal_moves();
                copy.play(moves[moves.len() - 1]).map(drop).unwrap();
                proptest::prop_assert_eq!(copy.record_json(), whole(&copy));
            }
        }
        proptest::prop_assert_eq!(game.record_json(), played);
    }
}
