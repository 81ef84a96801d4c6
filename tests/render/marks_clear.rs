//! A destination's mark hides nothing a player looks for: over many seeded
//! positions, and in the boards of ux-3's screenshots, no mark's box covers
//! any part of a pawn (whatever its shape; lanes and the center included),
//! any destination's marker ring (its own too) or another mark.

use hypnosia::game::{Color, Dice, Game, Pawn, Player, Setup, Space};
use hypnosia::render::layout::{self, PAWN_RADIUS, Rect};
use hypnosia::render::{MARKER_REACH, Mark, View, focus_centers, marks, pawn_reach};

/// Whether `rect` covers any of the disc of radius `r` around `(cx, cy)`.
fn covers(rect: &Rect, (cx, cy): (f32, f32), r: f32) -> bool {
    let nx = cx.clamp(rect.x, rect.x + rect.w);
    let ny = cy.clamp(rect.y, rect.y + rect.h);
    (cx - nx).powi(2) + (cy - ny).powi(2) < r * r
}

/// What `mark` hides in `game`, if anything.
fn hidden_by(game: &Game, shown: &[Mark], mark: &Mark) -> Option<String> {
    let position = game.position();
    for color in position.players() {
        // A pawn's whole shape: its corners reach past its disc.
        assert!(pawn_reach(color) >= PAWN_RADIUS, "{color:?}");
        for pawn in Pawn::ALL {
            for at in focus_centers(position, &[(color, pawn)]) {
                if covers(&mark.rect, at, pawn_reach(color)) {
                    return Some(format!("{color:?} pawn {} at {at:?}", pawn.get()));
                }
            }
        }
    }
    for &dest in &game.legal_moves().iter().map(|m| m.to).collect::<Vec<_>>() {
        if let Space::Ring(space) = dest {
            let at = layout::space_center(space);
            if covers(&mark.rect, at, MARKER_REACH) {
                return Some(format!("the marker ring of {dest}"));
            }
        }
    }
    shown
        .iter()
        .find(|o| {
            o.space != mark.space
                && o.rect.x < mark.rect.x + mark.rect.w
                && mark.rect.x < o.rect.x + o.rect.w
                && o.rect.y < mark.rect.y + mark.rect.h
                && mark.rect.y < o.rect.y + o.rect.h
        })
        .map(|o| format!("the mark of {}", o.space))
}

#[test]
fn no_mark_covers_a_pawn_a_marker_or_a_mark() {
    let games = if cfg!(debug_assertions) { 12 } else { 60 };
    let (mut positions, mut marked, mut far) = (0, 0, 0);
    crate::random_games::every_position(games, usize::MAX, |seed, game| {
        let shown = marks(game, &View::default());
        for mark in &shown {
            if let Some(what) = hidden_by(game, &shown, mark) {
                panic!(
                    "seed {seed}, turn {}: {mark:?} covers {what}",
                    game.position().turns_played()
                );
            }
            let (dx, dy) = (
                mark.at.0 - mark.at.0.clamp(mark.rect.x, mark.rect.x + mark.rect.w),
                mark.at.1 - mark.at.1.clamp(mark.rect.y, mark.rect.y + mark.rect.h),
            );
            if dx.hypot(dy) > 3.0 * PAWN_RADIUS {
                far += 1;
            }
            marked += 1;
        }
        positions += 1;
    });
    println!("{positions} positions, {marked} marks, {far} set further out with a line");
    assert!(marked > 1000, "the games marked many destinations");
}

/// The boards of ux-3 §10: lesson 1 (`O1 2×` beside red's lane), and the
/// 10-move turn of `turn_chat_size.png` (red to move with 5 and 6, pawns on
/// O4 and O13 and in the lane, cyan's near O28), where `O2`, `M8` and `O19`
/// touched marker rings.
#[test]
fn the_ux3_boards_tags_hide_nothing() {
    let lesson = hypnosia::learn::lesson(0).unwrap().game_at(0).unwrap();
    let players = vec![
        Player::human(Color::Red, "alice"),
        Player::human(Color::Cyan, "bob"),
    ];
    let turn = Setup::new(&[Color::Red, Color::Cyan])
        .dice([5, 6])
        .at(Color::Red, 2, "O4")
        .at(Color::Red, 4, "O13")
        .at(Color::Cyan, 1, "O28")
        .at(Color::Cyan, 2, "O29")
        .at(Color::Cyan, 4, "O27")
        .into_game(players, Dice::from_seed(1))
        .unwrap();
    for (name, game, tags) in [("lesson 1", &lesson, 4), ("turn_chat_size", &turn, 10)] {
        let shown = marks(game, &View::default());
        assert!(shown.len() >= tags, "{name}: {} marks", shown.len());
        for mark in &shown {
            if let Some(what) = hidden_by(game, &shown, mark) {
                panic!("{name}: {} covers {what}", mark.text);
            }
        }
    }
}
