//! The podium of a season's end, as a PNG with no words: three steps (gold
//! in the middle, silver on its left, bronze on its right) with their place
//! numbers, each best player as a pawn of the color they played most that
//! season, and their rating above it. The announcement beside it names them.

use tiny_skia::{PathBuilder, Rect, Transform};

use super::chart::{CHART_SIZE, png};
use super::face::SeatFace;
use super::faces::{self, Look};
use super::pieces::draw_pawn;
use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{self, BACKGROUND, GOLD, INK, MUTED, PANEL, PAPER, Rgb};
use crate::game::Color;

/// One of the three best: the color to draw them in (none: a grey disc, for a
/// player with no colored game in the season), their rating, and their face
/// (none: the server turned avatars off).
#[derive(Clone, PartialEq, Debug)]
pub struct PodiumPlace {
    pub color: Option<Color>,
    pub rating: f64,
    pub face: Option<SeatFace>,
}

const SILVER: Rgb = Rgb(0xc3, 0xcc, 0xd6);
const BRONZE: Rgb = Rgb(0xcd, 0x8a, 0x4f);

/// The floor the steps stand on (y, pixels from the top).
const FLOOR: f32 = 372.0;
/// Width of a step.
const STEP_WIDTH: f32 = 160.0;
/// Radius of the pawns on the steps.
const PAWN: f32 = 34.0;

/// A place's step: the middle of its top edge's x, its height and its fill.
/// Index 0 is the first place.
const STEPS: [(f32, f32, Rgb); 3] = [
    (400.0, 150.0, GOLD),
    (230.0, 110.0, SILVER),
    (570.0, 80.0, BRONZE),
];

/// Radius of a place's face on the podium, in pixels.
pub const PODIUM_FACE_RADIUS: u32 = 34;

/// Where place `index` (0: the first) has its face when faces are shown
/// (its center; [`PODIUM_FACE_RADIUS`] round), over its step. Within
/// `PODIUM_FACE_RADIUS / 2` of it only the face is drawn (the pawn sits on
/// its lower right).
pub fn podium_face_center(index: usize) -> (u32, u32) {
    let (x, y) = pawn_center(index.min(2));
    (x as u32, y as u32)
}

/// Where place `index` (0: first)'s pawn is drawn.
fn pawn_center(index: usize) -> (f32, f32) {
    let (x, height, _) = STEPS[index];
    (x, FLOOR - height - PAWN - 12.0)
}

/// Draws the podium of `places` (the best first; a fourth and later are not
/// drawn, and missing places leave their step empty) as a PNG of
/// [`CHART_SIZE`].
pub fn podium(places: &[PodiumPlace]) -> Vec<u8> {
    let (width, height) = CHART_SIZE;
    let mut layer = Layer::new(width, height);
    layer.clear_to(BACKGROUND);
    let plain = Transform::identity();
    if let Some(floor) = Rect::from_ltrb(60.0, FLOOR, 740.0, FLOOR + 4.0) {
        layer.fill(&PathBuilder::from_rect(floor), PANEL, 255, plain);
    }
    for (index, &(x, step_height, fill)) in STEPS.iter().enumerate() {
        let top = FLOOR - step_height;
        let left = x - STEP_WIDTH / 2.0;
        if let Some(face) = Rect::from_ltrb(left, top, left + STEP_WIDTH, FLOOR) {
            layer.fill(&PathBuilder::from_rect(face), fill, 255, plain);
        }
        // A lighter edge on top: the step reads as a block, not a bar.
        if let Some(edge) = Rect::from_ltrb(left, top, left + STEP_WIDTH, top + 8.0) {
            layer.fill(
                &PathBuilder::from_rect(edge),
                fill.mix(PAPER, 0.35),
                255,
                plain,
            );
        }
        text::draw(
            &mut layer,
            &(index + 1).to_string(),
            (x, top + 40.0),
            Align::Center,
            Style {
                size: 44.0,
                fill: INK,
                halo: None,
            },
        );
        let Some(place) = places.get(index) else {
            continue;
        };
        let center = pawn_center(index);
        match (place.color, &place.face) {
            // An initial without a name to take it from: the pawn says more.
            (_, Some(face)) if *face != SeatFace::Initial => {
                draw_face(&mut layer, face, place.color, center);
            }
            (Some(color), _) => draw_pawn(&mut layer, color, 0, PAWN, center),
            (None, _) => {
                if let Some(disc) = PathBuilder::from_circle(center.0, center.1, PAWN) {
                    layer.stroke(&disc, INK, 255, 2.0 * PAWN * 0.16, plain);
                    layer.fill(&disc, MUTED, 255, plain);
                }
            }
        }
        text::draw(
            &mut layer,
            &format!("{:.0}", place.rating),
            (x, center.1 - PAWN - 28.0),
            Align::Center,
            Style {
                size: 28.0,
                fill: PAPER,
                halo: None,
            },
        );
    }
    png(layer)
}

/// A place's face ringed in its color, with its pawn on the lower right.
fn draw_face(layer: &mut Layer, face: &SeatFace, color: Option<Color>, center: (f32, f32)) {
    let fill = color.map_or(MUTED, theme::pawn);
    let look = Look {
        ring: Some(fill),
        ring_width: 4.0,
        initial_fill: fill,
    };
    faces::draw(layer, face, None, center, PAWN, look);
    if let Some(color) = color {
        let at = (center.0 + 0.72 * PAWN, center.1 + 0.72 * PAWN);
        draw_pawn(layer, color, 0, 0.3 * PAWN, at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::picture::Picture;
    use crate::render::theme;

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
}
