//! A turn that fits any roll (`words::turns::move_rows`): every legal move is
//! one click (a button) or one pick (a menu's option), in at most two rows, so
//! that over many seeded random games the tallest turn message stays within
//! 600 px at chat size, laid out as the client wraps the buttons' labels
//! (`common/chat_rows.rs`).

use hypnosia::game::{Game, Move};
use hypnosia::i18n::Lang;
use hypnosia::render::layout::{HEIGHT, WIDTH};
use hypnosia::words::moves::move_chip;
use hypnosia::words::turns::{
    MoveRow, TURN_ROWS, button_rows, move_label, move_rows, row_with_room, rows_taken,
};

use crate::chat_rows::{ShownRow, rows_height, turn_without_rows};

/// The width Discord shows the board at in chat.
const BOARD_WIDTH: f32 = 450.0;

/// Every position with moves of 20 random games of 2 to 6 players.
fn positions(mut each: impl FnMut(&Game)) {
    crate::random_games::every_position(20, 600, |_, game| each(game));
}

fn dice(game: &Game) -> [u8; 2] {
    game.current_turn().map_or([0, 0], |t| t.dice)
}

/// A turn message's height with these rows under its board.
fn height(rows: &[ShownRow]) -> f32 {
    let board = (WIDTH as f32, HEIGHT as f32);
    turn_without_rows(board, BOARD_WIDTH) + rows_height(rows)
}

/// The rows as shipped: buttons show their chips, a menu is one line.
fn shown(game: &Game, plan: &[MoveRow]) -> Vec<ShownRow> {
    plan.iter()
        .map(|row| match row {
            MoveRow::Buttons(moves) => ShownRow::Buttons(
                moves
                    .iter()
                    .map(|mv| move_chip(Lang::EnUs, game.position(), mv))
                    .collect(),
            ),
            MoveRow::Menu { .. } => ShownRow::Menu,
        })
        .collect()
}

#[test]
fn the_tallest_turn_of_twenty_games_fits_600_px_with_every_move_offered() {
    let (mut before, mut after) = ((0.0_f32, 0), (0.0_f32, 0));
    let mut most = 0;
    positions(|game| {
        let moves = game.legal_moves();
        let moves: Vec<Move> = moves.iter().copied().collect();
        most = most.max(moves.len());
        // Before: a row of full sentences per five moves of a die.
        let old: Vec<ShownRow> = button_rows(&moves, dice(game))
            .iter()
            .map(|row| {
                ShownRow::Buttons(
                    row.iter()
                        .map(|mv| move_label(Lang::EnUs, game.position(), mv))
                        .collect(),
                )
            })
            .collect();
        let old = height(&old);
        if old > before.0 {
            before = (old, moves.len());
        }
        for hint in [0, 1] {
            let plan = move_rows(&moves, dice(game), TURN_ROWS, hint);
            assert!(rows_taken(&plan, hint) <= TURN_ROWS, "{plan:?}");
            // Every legal move, once.
            let mut offered: Vec<Move> = plan.iter().flat_map(|r| r.moves().to_vec()).collect();
            offered.sort_by_key(Move::to_string);
            let mut legal = moves.clone();
            legal.sort_by_key(Move::to_string);
            assert_eq!(offered, legal);
            let mut rows = shown(game, &plan);
            if hint == 1 {
                match row_with_room(&plan, 1).map(|i| &mut rows[i]) {
                    Some(ShownRow::Buttons(labels)) => labels.push("Hint".into()),
                    _ => rows.push(ShownRow::Buttons(vec!["Hint".into()])),
                }
            }
            let new = height(&rows);
            assert!(new <= 600.0, "{new} px: {plan:?}");
            if new > after.0 {
                after = (new, moves.len());
            }
        }
    });
    println!(
        "tallest turn over 20 seeded games (up to {most} moves at once): before {} px ({} moves), after {} px ({} moves)",
        before.0, before.1, after.0, after.1
    );
    assert!(most >= 12, "the games offered at most {most} moves at once");
    assert!(before.0 > 600.0, "the old layout was already within 600 px");
}

#[test]
fn a_die_with_many_moves_gets_a_menu_and_the_other_keeps_its_buttons() {
    let moves = |die: u8, n: u8| -> Vec<Move> {
        (0..n)
            .map(|i| Move {
                die,
                pawns: hypnosia::game::Pawns::single(hypnosia::game::Pawn::new(1 + i % 4).unwrap()),
                from: format!("O{i}").parse().unwrap(),
                to: format!("O{}", i + die).parse().unwrap(),
                cross: false,
            })
            .collect()
    };
    // Five and three: a row of buttons each.
    let mut both = moves(3, 5);
    both.extend(moves(1, 3));
    let plan = move_rows(&both, [3, 1], TURN_ROWS, 0);
    assert!(
        plan.iter().all(|r| matches!(r, MoveRow::Buttons(_))),
        "{plan:?}"
    );
    // Six and three: the six in a menu, the three on buttons.
    let mut both = moves(3, 6);
    both.extend(moves(1, 3));
    let plan = move_rows(&both, [3, 1], TURN_ROWS, 0);
    assert!(matches!(&plan[0], MoveRow::Menu { dice, moves } if dice == &[3] && moves.len() == 6));
    assert!(matches!(&plan[1], MoveRow::Buttons(b) if b.len() == 3));
    // Eight and eight: one menu holds them all.
    let mut both = moves(3, 8);
    both.extend(moves(1, 8));
    let plan = move_rows(&both, [3, 1], TURN_ROWS, 1);
    assert!(matches!(&plan[..], [MoveRow::Menu { moves, .. }] if moves.len() == 16));
    // Doubles, or one die alone, with up to eight moves: two rows of buttons.
    let plan = move_rows(&moves(4, 8), [4, 4], TURN_ROWS, 1);
    assert_eq!(plan.len(), 2);
    assert!(
        plan.iter().all(|r| matches!(r, MoveRow::Buttons(_))),
        "{plan:?}"
    );
}
