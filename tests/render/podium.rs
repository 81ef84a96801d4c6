//! The podium: the three best on their steps in their colors, empty steps for
//! missing places, each rating above its pawn.

use crate::picture::Picture;
use hypnosia::game::Color;
use hypnosia::render::podium::*;
use hypnosia::render::theme::{self, BACKGROUND, GOLD, MUTED, PAPER, Rgb};
use hypnosia::render::*;

fn pixel(png: &[u8], (x, y): (f32, f32)) -> [u8; 3] {
    Picture::decode(png).get_pixel(x as u32, y as u32)
}

fn rgb(c: Rgb) -> [u8; 3] {
    [c.0, c.1, c.2]
}

#[test]
fn the_three_best_stand_in_their_colors_on_steps_of_their_places() {
    let places = [
        PodiumPlace {
            color: Some(Color::Blue),
            rating: 22.4,
            face: None,
        },
        PodiumPlace {
            color: Some(Color::Yellow),
            rating: 18.0,
            face: None,
        },
        PodiumPlace {
            color: Some(Color::Green),
            rating: -3.5,
            face: None,
        },
    ];
    let png = podium(&places);
    assert_eq!(Picture::decode(&png).dimensions(), CHART_SIZE);
    for (index, place) in places.iter().enumerate() {
        let color = theme::pawn(place.color.unwrap());
        assert_eq!(pixel(&png, pawn_center(index)), rgb(color), "place {index}");
    }
    // The first place's step is the highest: at the height of the
    // second's top, the first's is gold and beside it is background.
    let second_top = FLOOR - STEPS[1].1 - 2.0;
    assert_eq!(pixel(&png, (STEPS[0].0 - 60.0, second_top)), rgb(GOLD));
    assert_eq!(pixel(&png, (STEPS[1].0, second_top)), rgb(BACKGROUND));
    assert_eq!(pixel(&png, (STEPS[2].0, FLOOR - 20.0)), rgb(BRONZE));
}

#[test]
fn missing_places_leave_their_steps_empty() {
    let png = podium(&[PodiumPlace {
        color: None,
        rating: 10.0,
        face: None,
    }]);
    assert_eq!(pixel(&png, pawn_center(0)), rgb(MUTED));
    assert_eq!(pixel(&png, pawn_center(1)), rgb(BACKGROUND));
    assert_eq!(pixel(&png, pawn_center(2)), rgb(BACKGROUND));
}

#[test]
fn each_rating_is_drawn_above_its_pawn() {
    let lit = |png: &[u8], index: usize| {
        let image = Picture::decode(png);
        let (x, y) = pawn_center(index);
        let y = y - PAWN - 28.0;
        let mut n = 0;
        for dx in -40..=40 {
            for dy in -12..=12 {
                let p = image.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
                n += usize::from(p == rgb(PAPER));
            }
        }
        n
    };
    let place = PodiumPlace {
        color: Some(Color::Red),
        rating: 25.0,
        face: None,
    };
    let one = podium(&[place]);
    assert!(lit(&one, 0) > 20, "the rating's digits are drawn");
    assert_eq!(lit(&one, 1), 0, "no rating without a player");
}
