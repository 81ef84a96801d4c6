//! One language for moves (`src/words/moves.rs`): a move is told in the same
//! words wherever it is told (a turn's line in the log, a replay, a menu's
//! option, a hint), and a button is its short chip; never in the record's
//! notation. English and French sentences, and every language free of it.

use hypnosia::game::{AutoCause, CapturedRecord, Color, MoveRecord, Pawn, Setup, TurnRecord};
use hypnosia::i18n::Lang;
use hypnosia::words::moves::{move_chip, move_chip_without_die, move_words, offered_words};
use hypnosia::words::turns::{move_label, turn_summary};

fn played(die: u8, pawns: &[u8], from: &str, to: &str) -> MoveRecord {
    MoveRecord {
        die,
        pawns: pawns.to_vec(),
        from: from.into(),
        to: to.into(),
        cross: false,
        captured: vec![],
        center: vec![],
        auto: false,
        cause: None,
    }
}

fn captured(color: Color, pawn: u8) -> CapturedRecord {
    CapturedRecord {
        color,
        pawn: Pawn::new(pawn).unwrap(),
    }
}

#[test]
fn a_played_move_reads_as_its_button_did() {
    let plain = played(4, &[3], "O8", "O12");
    assert_eq!(move_words(Lang::EnUs, &plain), "pawn 3 to O12");
    assert_eq!(move_words(Lang::Fr, &plain), "pion 3 vers O12");

    let mut stack = played(2, &[1, 2], "O4", "M6");
    stack.cross = true;
    stack.captured = vec![captured(Color::Blue, 1)];
    assert_eq!(
        move_words(Lang::EnUs, &stack),
        "pawns 1+2 over the bridge to M6 · captures"
    );
    assert_eq!(
        move_words(Lang::Fr, &stack),
        "pions 1+2 par le pont vers M6 · prend"
    );

    // Into the center: the points the pawns scored (place 1 is worth 5).
    let mut center = played(1, &[1], "I2", "C");
    center.cross = true;
    center.center = vec![1];
    assert_eq!(move_words(Lang::EnUs, &center), "pawn 1 into the center +5");
    assert_eq!(move_words(Lang::Fr, &center), "pion 1 au centre +5");
    let mut both = played(1, &[1, 2], "I2", "C");
    both.cross = true;
    both.center = vec![3, 4];
    assert_eq!(
        move_words(Lang::EnUs, &both),
        "pawns 1+2 into the center +5"
    );
}

#[test]
fn a_move_the_bot_played_says_why_in_words() {
    let mut m = played(5, &[1], "L1", "O4");
    m.auto = true;
    m.cause = Some(AutoCause::Timeout);
    assert_eq!(
        move_words(Lang::EnUs, &m),
        "pawn 1 to O4 (played by the bot: time ran out)"
    );
    assert_eq!(
        move_words(Lang::Fr, &m),
        "pion 1 vers O4 (joué par le bot\u{202f}: temps écoulé)"
    );
    m.cause = Some(AutoCause::FinishForMe);
    assert_eq!(
        move_words(Lang::EnUs, &m),
        "pawn 1 to O4 (played by the bot: Finish for me)"
    );
    m.cause = Some(AutoCause::Decided);
    assert_eq!(
        move_words(Lang::EnUs, &m),
        "pawn 1 to O4 (played by the bot: nobody else could move)"
    );
    // A record kept before the bot kept why: no cause is made up.
    m.cause = None;
    assert_eq!(
        move_words(Lang::EnUs, &m),
        "pawn 1 to O4 (played by the bot)"
    );
}

#[test]
fn a_turn_line_has_the_dice_then_the_moves_and_the_lost_die() {
    let turn = TurnRecord {
        color: Color::Red,
        dice: [5, 4],
        moves: vec![played(5, &[3], "O7", "O12"), played(4, &[2], "O4", "O8")],
    };
    assert_eq!(
        turn_summary(Lang::EnUs, &turn, "alice", true),
        "🔴 alice 🎲5·4 · pawn 3 to O12 · pawn 2 to O8"
    );
    assert_eq!(
        turn_summary(Lang::Fr, &turn, "alice", true),
        "🔴 alice 🎲5·4 · pion 3 vers O12 · pion 2 vers O8"
    );
    let lost = TurnRecord {
        color: Color::Red,
        dice: [5, 3],
        moves: vec![played(5, &[1], "L1", "O4")],
    };
    assert_eq!(
        turn_summary(Lang::EnUs, &lost, "alice", true),
        "🔴 alice 🎲5·3 · pawn 1 to O4 · 🎲3 lost (no move)"
    );
    assert_eq!(
        turn_summary(Lang::Fr, &lost, "alice", true),
        "🔴 alice 🎲5·3 · pion 1 vers O4 · dé perdu\u{202f}: 🎲3 (aucun coup possible)"
    );
    // While the turn runs, the die still to play is not lost.
    assert_eq!(
        turn_summary(Lang::EnUs, &lost, "alice", false),
        "🔴 alice 🎲5·3 · pawn 1 to O4"
    );
    let nothing = TurnRecord {
        color: Color::Cyan,
        dice: [6, 6],
        moves: vec![],
    };
    assert_eq!(
        turn_summary(Lang::EnUs, &nothing, "bob", true),
        "🩵 bob 🎲6·6 · 🎲6 and 🎲6 lost (no move)"
    );
}

#[test]
fn an_offered_move_is_a_chip_on_its_button_and_a_sentence_elsewhere() {
    // RULES.md §2: from the outer bridge O4 a 4 crosses to M3 and goes on to
    // M6, onto a blue pawn; without crossing it goes to O8.
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Blue, 1, "M6")
        .dice([5, 4])
        .position()
        .unwrap();
    let moves = position.legal_moves();
    let to = |space: &str| {
        *moves
            .iter()
            .find(|m| m.die == 4 && m.to.to_string() == space)
            .unwrap()
    };
    let (across, along) = (to("M6"), to("O8"));
    assert_eq!(move_chip(Lang::EnUs, &position, &across), "🎲4 ① M6 ✕");
    assert_eq!(move_chip(Lang::EnUs, &position, &along), "🎲4 ① O8");
    assert_eq!(
        move_label(Lang::EnUs, &position, &across),
        "🎲4 · pawn 1 over the bridge to M6 · captures"
    );
    assert_eq!(
        move_label(Lang::Fr, &position, &along),
        "🎲4 · pion 1 vers O8"
    );
    // A chip is the same in every language: symbols and the board's names.
    // After the first chip of its die's row, a chip leaves the die out.
    for lang in Lang::ALL {
        assert_eq!(move_chip(lang, &position, &across), "🎲4 ① M6 ✕");
        assert_eq!(move_chip_without_die(lang, &position, &across), "① M6 ✕");
    }
    let center = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 2, "I2")
        .dice([1, 6])
        .position()
        .unwrap();
    let enter = *center
        .legal_moves()
        .iter()
        .find(|m| m.to.to_string() == "C")
        .unwrap();
    assert_eq!(move_chip(Lang::EnUs, &center, &enter), "🎲1 ② ★+5");
    assert_eq!(move_chip_without_die(Lang::EnUs, &center, &enter), "② ★+5");
    assert_eq!(
        offered_words(Lang::EnUs, &center, &enter),
        "pawn 2 into the center +5"
    );
    assert_eq!(
        offered_words(Lang::Fr, &center, &enter),
        "pion 2 au centre +5"
    );
}

#[test]
fn no_language_tells_a_move_in_notation() {
    let mut m = played(4, &[1, 2], "O4", "M6");
    m.cross = true;
    m.captured = vec![captured(Color::Blue, 1), captured(Color::Blue, 2)];
    m.auto = true;
    let turn = TurnRecord {
        color: Color::Red,
        dice: [4, 2],
        moves: vec![m.clone()],
    };
    for lang in Lang::ALL {
        for text in [move_words(lang, &m), turn_summary(lang, &turn, "Ada", true)] {
            assert!(!text.contains('→') && !text.contains('⇣'), "{lang}: {text}");
            assert!(
                !text.contains("O4") && !text.contains("4:"),
                "{lang}: {text}"
            );
            assert!(
                text.contains("M6") && text.contains("1+2"),
                "{lang}: {text}"
            );
        }
    }
}
