//! A pawn's number is what tells which pawn a button moves: both numbers of
//! a stack are shown, and a number is readable on a phone.

use hypnosia::game::{Color, Dice, Setup};
use hypnosia::render::layout::{self, PAWN_RADIUS};
use hypnosia::render::theme::{self, Rgb};
use hypnosia::render::{View, render};

use super::{body, decode, near, pixel, players, space};
use crate::picture::Picture;

/// The light pixels (number and halo) around a pawn's center, as a mask.
fn number_mask(img: &Picture, (x, y): (f32, f32)) -> Vec<bool> {
    let (cx, cy) = (x.round() as i32, y.round() as i32);
    let mut mask = Vec::new();
    for dy in -10..=10 {
        for dx in -9..=9 {
            let p = img.get_pixel((cx + dx) as u32, (cy + dy) as u32);
            mask.push(p[0] > 200 && p[1] > 200 && p[2] > 200);
        }
    }
    mask
}

#[test]
fn a_stack_shows_both_numbers() {
    let colors = [Color::Red, Color::Cyan];
    let single = |pawn: u8, at: &str| {
        Setup::new(&colors)
            .dice([2, 3])
            .at(Color::Red, pawn, at)
            .into_game(players(&colors), Dice::from_seed(2))
            .unwrap()
    };
    let view = View {
        markers: false,
        last_move: false,
    };
    let one = decode(&render(&single(1, "I9"), &view));
    let two = decode(&render(&single(2, "I9"), &view));
    let stack = Setup::new(&colors)
        .dice([2, 3])
        .at(Color::Red, 1, "M7")
        .at(Color::Red, 2, "M7")
        .into_game(players(&colors), Dice::from_seed(2))
        .unwrap();
    let img = decode(&render(&stack, &view));
    // Where the two-person picture shows the board's points.
    let shown = |at| layout::Picture::of(&colors).shown(at);
    let [a, b] = layout::stack_centers(space("M7")).map(shown);
    let at_single = shown(layout::space_center(space("I9")));
    assert!(number_mask(&one, at_single).iter().filter(|&&m| m).count() > 20);
    assert_eq!(
        number_mask(&img, a),
        number_mask(&one, at_single),
        "pawn 1 of the stack"
    );
    assert_eq!(
        number_mask(&img, b),
        number_mask(&two, at_single),
        "pawn 2 of the stack"
    );
    assert_ne!(number_mask(&one, at_single), number_mask(&two, at_single));
    assert!(near(pixel(&img, body(a)), theme::pawn(Color::Red)));
    assert!(near(pixel(&img, body(b)), theme::pawn(Color::Red)));
}

/// The width Discord shows the board at on a 360-px phone.
const PHONE_WIDTH: f32 = 272.0;

/// On a phone, a pawn's number is what tells which pawn a button moves: its
/// digit (light, inside red's disc) at least 6.5 px tall there, about as
/// tall as the pawn's shape holds it (ux-4 §3), at tables of two, three
/// and four (whose wider picture is shown smaller: its digits are drawn
/// larger, see `pieces::NUMBER_SIZE`).
#[test]
fn a_pawns_number_is_readable_on_a_phone() {
    for seats in [2, 3, 4] {
        pawn_numbers_on_a_phone(&hypnosia::game::default_colors(seats));
    }
}

fn pawn_numbers_on_a_phone(colors: &[Color]) {
    let view = View {
        markers: false,
        last_move: false,
    };
    for pawn in 1..=4 {
        let game = Setup::new(colors)
            .dice([2, 3])
            .at(Color::Red, pawn, "I9")
            .into_game(players(colors), Dice::from_seed(2))
            .unwrap();
        let img = decode(&render(&game, &view));
        let (x, y) = layout::Picture::of(colors).shown(layout::space_center(space("I9")));
        let reach = PAWN_RADIUS as i32;
        let rows: Vec<i32> = (-reach..=reach)
            .filter(|dy| {
                (-8..=8).any(|dx| {
                    let p = img.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
                    near(Rgb(p[0], p[1], p[2]), theme::PAPER)
                })
            })
            .collect();
        let tall = (rows.last().unwrap() - rows[0] + 1) as f32;
        // As wide as the picture is shown on the phone.
        let on_phone = tall * PHONE_WIDTH / img.width() as f32;
        println!(
            "{} seats, pawn {pawn}: {tall} px, {on_phone:.2} on a phone",
            colors.len()
        );
        assert!(
            on_phone >= 6.5,
            "{colors:?} pawn {pawn}: {tall} px, {on_phone:.1} on a phone"
        );
    }
}
