//! The Discord layer's plain Rust, without Discord: button labels and rows,
//! turn summaries, the custom-id codec, what people are told, every text
//! within Discord's limits, the lessons and hints, and secrets never printed.

use hypnosia::game::{Color, Move, MoveRecord, Pawn, Pawns, Setup, TurnRecord};
use hypnosia::i18n::Lang;
use hypnosia::words::turns::{button_rows, move_label, turn_summary};

use crate::tables;

// What people are told (time-out formats, warnings, results, busy channels).
#[path = "discord/told.rs"]
mod told;

// Limits: who a rematch seats, and every text within Discord's limits.
#[path = "discord/limits.rs"]
pub(crate) mod limits;

// The lessons of /hypnosia learn, and hints in practice games.
#[path = "discord/learn.rs"]
mod learn;

// The game's log in the channel, its end line, the results' title.
#[path = "discord/channel_log.rs"]
mod channel_log;

// Plain views as Discord gets them: where the Share button goes.
#[path = "discord/views.rs"]
mod views;

// The custom-id codec: ids round trip, fit Discord, refuse anything else.
#[path = "discord/codec.rs"]
mod codec;

// How long a click in a direct venue waits for its game's analysis.
#[path = "discord/click_waits.rs"]
mod click_waits;

// Where only clicks show a table: a turn pinged only when it matters.
#[path = "discord/turn_pings.rs"]
mod turn_pings;

// Only one board keeps live buttons where only clicks show a table.
#[path = "discord/board_clicks.rs"]
mod board_clicks;

// A table's thread: Discord's refusals read once, a lost try's thread found.
#[path = "discord/threads.rs"]
mod threads;

// The database password is never printed.
#[path = "discord/secrets.rs"]
mod secrets;

// The token is never printed either; a missing permission is named; an
// internal error shows only an apology.
#[path = "discord/config.rs"]
mod config;
#[path = "discord/error.rs"]
mod error;
#[path = "discord/permissions.rs"]
mod permissions;

// ---- labels and buttons -----------------------------------------------------

#[test]
fn a_landing_on_an_opponent_is_marked_as_a_capture() {
    // RULES.md §2: from the outer bridge O4 a 4 crosses to M3 and goes on to M6;
    // without crossing it goes to O8.
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Blue, 1, "M6")
        .dice([5, 4])
        .position()
        .unwrap();
    let moves = position.legal_moves();
    let find = |to: &str| {
        *moves
            .iter()
            .find(|m| m.die == 4 && m.from.to_string() == "O4" && m.to.to_string() == to)
            .unwrap()
    };
    assert_eq!(
        move_label(Lang::EnUs, &position, &find("M6")),
        "🎲4 · pawn 1 over the bridge to M6 · captures"
    );
    assert_eq!(
        move_label(Lang::EnUs, &position, &find("O8")),
        "🎲4 · pawn 1 to O8"
    );
}

#[test]
fn joining_an_own_pawn_is_not_a_capture() {
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Red, 2, "O8")
        .dice([5, 4])
        .position()
        .unwrap();
    let mv = *position
        .legal_moves()
        .iter()
        .find(|m| m.to.to_string() == "O8" && m.die == 4)
        .unwrap();
    assert_eq!(move_label(Lang::EnUs, &position, &mv), "🎲4 · pawn 1 to O8");
}

fn synthetic(die: u8, n: usize) -> Vec<Move> {
    (0..n)
        .map(|i| Move {
            die,
            pawns: Pawns::single(Pawn::new(1 + (i % 4) as u8).unwrap()),
            from: format!("O{i}").parse().unwrap(),
            to: format!("O{}", i as u8 + die).parse().unwrap(),
            cross: false,
        })
        .collect()
}

#[test]
fn sixteen_moves_fit_in_five_rows_of_five_grouped_by_die() {
    let mut moves = synthetic(4, 8);
    moves.extend(synthetic(5, 8));
    let rows = button_rows(&moves, [5, 4]);
    assert!(rows.len() <= 5);
    assert!(rows.iter().all(|r| !r.is_empty() && r.len() <= 5));
    assert_eq!(
        rows.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![5, 3, 5, 3]
    );
    // The first die rolled comes first, and no row mixes dice.
    assert!(rows[0].iter().chain(&rows[1]).all(|m| m.die == 5));
    assert!(rows.iter().all(|r| r.iter().all(|m| m.die == r[0].die)));
    assert_eq!(rows.concat().len(), 16);
}

#[test]
fn doubles_share_one_group() {
    let rows = button_rows(&synthetic(3, 8), [3, 3]);
    assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), vec![5, 3]);
}

// ---- summaries --------------------------------------------------------------

fn recorded(die: u8, from: &str, to: &str) -> MoveRecord {
    MoveRecord {
        die,
        pawns: vec![1],
        from: from.into(),
        to: to.into(),
        cross: false,
        captured: vec![],
        center: vec![],
        auto: false,
        cause: None,
    }
}

#[test]
fn a_lost_die_is_announced_once_the_turn_is_over() {
    let turn = TurnRecord {
        color: Color::Red,
        dice: [5, 4],
        moves: vec![recorded(5, "L1", "O4")],
    };
    let done = turn_summary(Lang::EnUs, &turn, "Ada", true);
    assert!(done.contains("Ada 🎲5·4 · pawn 1 to O4"), "{done}");
    assert!(done.contains(" · 🎲4 lost"), "{done}");
    assert!(!turn_summary(Lang::EnUs, &turn, "Ada", false).contains("lost"));
    let nothing = TurnRecord {
        color: Color::Red,
        dice: [6, 6],
        moves: vec![],
    };
    assert!(
        turn_summary(Lang::EnUs, &nothing, "Ada", true).contains("Ada 🎲6·6 · 🎲6 and 🎲6 lost")
    );
}

#[test]
fn auto_moves_and_captures_are_marked_in_the_summary() {
    let mut m = recorded(4, "O4", "O8");
    m.auto = true;
    m.cause = Some(hypnosia::game::AutoCause::Timeout);
    m.captured = vec![hypnosia::game::CapturedRecord {
        color: Color::Blue,
        pawn: Pawn::new(2).unwrap(),
    }];
    let turn = TurnRecord {
        color: Color::Red,
        dice: [4, 4],
        moves: vec![m.clone(), m],
    };
    let s = turn_summary(Lang::EnUs, &turn, "Ada", true);
    assert!(
        s.contains("pawn 1 to O8 · captures (played by the bot: time ran out)"),
        "{s}"
    );
    assert!(!s.contains("lost"), "{s}");
}
