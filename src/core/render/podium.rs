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
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub const BRONZE: Rgb = Rgb(0xcd, 0x8a, 0x4f);

/// The floor the steps stand on (y, pixels from the top).
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub const FLOOR: f32 = 372.0;
/// Width of a step.
const STEP_WIDTH: f32 = 160.0;
/// Radius of the pawns on the steps.
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub const PAWN: f32 = 34.0;

/// A place's step: the middle of its top edge's x, its height and its fill.
/// Index 0 is the first place.
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub const STEPS: [(f32, f32, Rgb); 3] = [
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
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub fn pawn_center(index: usize) -> (f32, f32) {
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
