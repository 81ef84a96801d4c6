//! Where each space is drawn: one pitch apart on every ring, red's way round,
//! and everything on the image.

use hypnosia::game::{Color, Ring, RingSpace};
use hypnosia::render::layout::*;

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Every space's center (with a stack's two pawns' when `stacks`) and the
/// lane slots of `lanes`: where a pawn may stand.
fn pawn_points(stacks: bool, lanes: &[Color]) -> Vec<(f32, f32)> {
    let mut points: Vec<(f32, f32)> = RingSpace::all()
        .flat_map(|s| {
            let [a, b] = stack_centers(s);
            let stack = if stacks { vec![a, b] } else { Vec::new() };
            std::iter::once(space_center(s)).chain(stack)
        })
        .collect();
    for &c in lanes {
        points.extend((1..=4).map(|k| lane_slot_center(c, k)));
    }
    points
}

/// Panel `p` keeps more than `room` between itself and every one of
/// `points`.
fn assert_clear(p: &Rect, points: &[(f32, f32)], room: f32) {
    for &(x, y) in points {
        // The nearest point of the panel to the pawn.
        let nx = x.clamp(p.x, p.x + p.w);
        let ny = y.clamp(p.y, p.y + p.h);
        assert!(dist((x, y), (nx, ny)) > room, "{p:?} hits ({x}, {y})");
    }
}

#[test]
fn neighbouring_spaces_are_one_pitch_apart_on_every_ring() {
    for ring in Ring::ALL {
        let a = space_center(RingSpace::new(ring, 0).unwrap());
        let b = space_center(RingSpace::new(ring, 1).unwrap());
        // A chord is a little shorter than the arc.
        assert!((dist(a, b) - PITCH).abs() < 0.5, "{ring:?}");
    }
}

#[test]
fn red_enters_on_the_right_and_moves_anticlockwise() {
    let (cx, cy) = board_center();
    let o0 = space_center(RingSpace::new(Ring::Outer, 0).unwrap());
    assert!((o0.1 - cy).abs() < 0.01 && o0.0 > cx);
    // Anticlockwise on screen from the right goes up.
    let o1 = space_center(RingSpace::new(Ring::Outer, 1).unwrap());
    assert!(o1.1 < o0.1);
    // The lane continues straight right of O0, L4 furthest out.
    let l1 = lane_slot_center(Color::Red, 1);
    let l4 = lane_slot_center(Color::Red, 4);
    assert!(l1.0 > o0.0 && l4.0 > l1.0);
}

#[test]
fn everything_fits_on_the_image_and_panels_miss_the_board() {
    let inside = |(x, y): (f32, f32), r: f32| {
        x - r >= 0.0 && y - r >= 0.0 && x + r <= WIDTH as f32 && y + r <= HEIGHT as f32
    };
    for c in Color::ALL {
        assert!(inside(lane_slot_center(c, 4), PAWN_RADIUS));
    }
    let panels = [
        panel::TURN,
        panel::STATUS,
        panel::SCORES_LEFT,
        panel::SCORES_RIGHT,
    ];
    let points = pawn_points(false, &Color::ALL);
    for p in panels {
        // Room for a marker ring around a pawn there.
        assert_clear(&p, &points, PAWN_RADIUS + 7.0);
    }
}

/// The pictures of the tables of two seated left and right (red and cyan),
/// of three and four (as flat as 880 × 642), and of every other table.
#[test]
fn a_table_of_two_left_and_right_has_the_short_picture_three_and_four_the_wide_one() {
    use hypnosia::game::{Dice, Game, Player, Variant};
    use hypnosia::render::{View, render};
    for (colors, picture, size) in [
        (vec![Color::Red, Color::Cyan], Picture::Pair, (880, 620)),
        (vec![Color::Cyan, Color::Red], Picture::Pair, (880, 620)),
        (vec![Color::Red, Color::Blue], Picture::Full, (880, 770)),
        (vec![Color::Red, Color::Yellow], Picture::Full, (880, 770)),
        (
            vec![Color::Red, Color::Green, Color::Blue],
            Picture::Wide,
            (1056, 770),
        ),
        (Color::ALL[..3].to_vec(), Picture::Wide, (1056, 770)),
        (Color::ALL[..4].to_vec(), Picture::Wide, (1056, 770)),
        (
            hypnosia::game::default_colors(4),
            Picture::Wide,
            (1056, 770),
        ),
        (Color::ALL[..5].to_vec(), Picture::Full, (880, 770)),
        (Color::ALL.to_vec(), Picture::Full, (880, 770)),
    ] {
        assert_eq!(Picture::of(&colors), picture, "{colors:?}");
        let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
        let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
        let png = crate::picture::Picture::decode(&render(&game, &View::default()));
        assert_eq!(png.dimensions(), size, "{colors:?}");
    }
}

/// Shown 272 px wide (a 360-px phone) and 450 px wide (the desktop), a
/// table of three or four's board leaves a ten-move turn the 207 and 331
/// px the rest of it leaves below 480 and 520 px (`tests/e2e/chat_size.rs`).
#[test]
fn a_table_of_three_or_fours_picture_fits_a_ten_move_turn_on_a_phone_and_a_desktop() {
    let picture = Picture::Wide;
    let shown = |width: f32| width * picture.height() as f32 / picture.width() as f32;
    assert!(shown(272.0) <= 480.0 - 273.0, "{} px", shown(272.0));
    assert!(shown(450.0) <= 520.0 - 189.0, "{} px", shown(450.0));
}

/// The wide picture holds the whole board (every lane, whichever three or
/// four are seated) and its four panels, each clear of every space and
/// lane slot by a marker ring around a pawn there.
#[test]
fn a_wide_picture_holds_the_board_and_its_panels_clear_of_it() {
    let picture = Picture::Wide;
    let points = pawn_points(true, &Color::ALL);
    let (w, h) = (picture.width() as f32, picture.height() as f32);
    for &point in &points {
        let (x, y) = picture.shown(point);
        assert!(
            x - PAWN_RADIUS >= 0.0
                && x + PAWN_RADIUS <= w
                && y - PAWN_RADIUS >= 0.0
                && y + PAWN_RADIUS <= h,
            "({x}, {y}) off the picture"
        );
    }
    for p in picture.panels() {
        assert!(picture.holds(&p), "{p:?}");
        let (x, _) = picture.shown((p.x, p.y));
        // In the picture's corners, as on the full picture.
        assert!(x == 8.0 || x + p.w == w - 8.0, "{p:?}");
        assert_clear(&p, &points, PAWN_RADIUS + 7.0);
    }
}

/// On the wide picture a pawn is drawn where the board's point shows on
/// it: 88 columns further right than on the full picture, in its color.
#[test]
fn a_wide_pictures_pawns_are_where_it_shows_them() {
    use hypnosia::game::{Dice, Game, Player, Variant, default_colors};
    for seats in [3, 4] {
        let colors = default_colors(seats);
        let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
        let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
        assert_pawns_drawn(&game, &colors, Picture::Wide);
    }
}

#[test]
fn a_two_person_picture_holds_its_rings_lanes_and_panels_clear_of_each_other() {
    let picture = Picture::Pair;
    let top = picture.top() as f32;
    let bottom = top + picture.height() as f32;
    // Every space, with a pawn or a stack's outer pawn on it, and red's and
    // cyan's lanes lie on the picture.
    let points = pawn_points(true, &[Color::Red, Color::Cyan]);
    for &(x, y) in &points {
        assert!(
            x - PAWN_RADIUS >= 0.0
                && x + PAWN_RADIUS <= WIDTH as f32
                && y - PAWN_RADIUS >= top
                && y + PAWN_RADIUS <= bottom,
            "({x}, {y}) off the picture"
        );
    }
    for p in picture.panels() {
        assert!(picture.holds(&p), "{p:?}");
        assert_clear(&p, &points, PAWN_RADIUS);
    }
    // Its dice, its faces' spots inside its panels.
    let [turn, _, left, right] = picture.panels();
    for which in 0..2 {
        let (x, y) = picture.die_center(which);
        let half = DIE_SIZE / 2.0;
        assert!(turn.contains((x - half, y - half)) && turn.contains((x + half, y + half)));
    }
    for seat in 0..2 {
        let spot = seat_spot(picture, 2, seat);
        let face = FACE_RADIUS + FACE_RING;
        let panel = if seat == 0 { left } else { right };
        assert!(
            panel.contains((spot.0 - face, spot.1 - face))
                && panel.contains((spot.0 + face, spot.1 + face)),
            "seat {seat} at {spot:?}"
        );
    }
}

/// On the two-person picture a pawn is drawn where the board's point shows
/// on it: 75 rows higher than on the full picture, in its color.
#[test]
fn a_two_person_pictures_pawns_are_where_its_rows_show_them() {
    use hypnosia::game::{Dice, Game, Player, Variant};
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Cyan, "Bob"),
    ];
    let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
    assert_pawns_drawn(&game, &[Color::Red, Color::Cyan], Picture::Pair);
}

/// Every pawn of `colors` in `game`'s board is drawn in its color where
/// `picture` shows the board's point (inside its shape, clear of its number).
fn assert_pawns_drawn(game: &hypnosia::game::Game, colors: &[Color], picture: Picture) {
    use hypnosia::game::Pawn;
    use hypnosia::render::{View, focus_centers, render, theme};
    let png = crate::picture::Picture::decode(&render(game, &View::default()));
    for &color in colors {
        for pawn in Pawn::ALL {
            let [at] = focus_centers(game.position(), &[(color, pawn)])[..] else {
                panic!("{color:?} {pawn:?} is on the board");
            };
            let (x, y) = picture.shown((at.0 + 0.7 * PAWN_RADIUS, at.1));
            let p = png.get_pixel(x.round() as u32, y.round() as u32);
            let want = theme::pawn(color);
            let near = |a: u8, b: u8| a.abs_diff(b) <= 10;
            assert!(
                near(p[0], want.0) && near(p[1], want.1) && near(p[2], want.2),
                "{color:?} {pawn:?} at ({x}, {y}): {p:?}"
            );
        }
    }
}
