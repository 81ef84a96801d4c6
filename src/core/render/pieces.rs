//! Pawns: one shape per color, filled in the color, outlined, with the pawn's
//! number in a high-contrast label. Prepared once as sprites and stamped.

use std::sync::{Arc, OnceLock};

use tiny_skia::{Path, PathBuilder, Pixmap, Transform};

use super::layout::{self, PAWN_RADIUS, Picture};
use super::links::Link;
use super::raster::{Layer, Sprite, Surface};
use super::text::{self, Align, Style};
use super::theme::{self, Rgb, Shape};
use crate::game::{Color, Location, Pawn, Position};

/// Font size of pawn numbers on the board: capitals 21.9 px tall, so still
/// 11.2 px when Discord shows the image 450 px wide and 6.8 px at 272 px (a
/// 360-px phone), where which pawn is which decides the move. (The pawns
/// cannot grow: lane slots are 34.2 px apart, and the lanes at ±60° end 8
/// px from the image's edges.) On the wide picture of a table of three or
/// four, shown smaller, the digits take [`Picture::type_scale`] times
/// this: 26.2 px, three quarters of the pawn's 34.6 px, their halo
/// joining its outline.
pub const NUMBER_SIZE: f32 = 30.0;

/// A shape's outline centered on (0, 0), sized to look as big as a disc of
/// radius `r`.
pub fn shape_path(shape: Shape, r: f32) -> Path {
    let polygon = |corners: usize, radius: f32, turn: f32| {
        let mut pb = PathBuilder::new();
        for k in 0..corners {
            let a = turn + std::f32::consts::TAU * k as f32 / corners as f32;
            let (x, y) = (radius * a.cos(), -radius * a.sin());
            if k == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        pb.close();
        pb.finish()
    };
    let path = match shape {
        Shape::Circle => PathBuilder::from_circle(0.0, 0.0, r),
        Shape::Square => {
            let h = 0.88 * r;
            tiny_skia::Rect::from_ltrb(-h, -h, h, h).map(PathBuilder::from_rect)
        }
        Shape::Diamond => polygon(4, 1.2 * r, std::f32::consts::FRAC_PI_2),
        Shape::Hexagon => polygon(6, 1.06 * r, std::f32::consts::FRAC_PI_2),
        Shape::Shield => polygon(5, 1.12 * r, -std::f32::consts::FRAC_PI_2),
        Shape::Star => {
            let mut pb = PathBuilder::new();
            for k in 0..16 {
                let radius = if k % 2 == 0 { 1.22 * r } else { 0.92 * r };
                let a = std::f32::consts::TAU * k as f32 / 16.0 + std::f32::consts::FRAC_PI_2;
                let (x, y) = (radius * a.cos(), -radius * a.sin());
                if k == 0 {
                    pb.move_to(x, y);
                } else {
                    pb.line_to(x, y);
                }
            }
            pb.close();
            pb.finish()
        }
    };
    path.expect("shapes have a positive size")
}

/// How far from its center a board pawn of `color` reaches: its shape's
/// farthest corner, its outline and a pixel for the corners' joins. A tag
/// kept this far away hides nothing of the pawn, whatever its shape.
pub fn pawn_reach(color: Color) -> f32 {
    let corner = match theme::shape(color) {
        Shape::Circle => 1.0,
        Shape::Square => 0.88 * std::f32::consts::SQRT_2,
        Shape::Diamond => 1.2,
        Shape::Hexagon => 1.06,
        Shape::Shield => 1.12,
        Shape::Star => 1.22,
    };
    // The outline is stroked `0.16 r` wide on each side of the edge.
    (corner + 0.16) * PAWN_RADIUS + 1.0
}

/// Draws a pawn (shape, outline, number) centered on (x, y). `number` 0 draws
/// the bare shape (a color swatch).
pub fn draw_pawn(layer: &mut dyn Surface, color: Color, number: u8, r: f32, at: (f32, f32)) {
    draw_sized_pawn(layer, (color, number), r, r * NUMBER_SIZE / PAWN_RADIUS, at);
}

/// [`draw_pawn`], its number `size` px type.
fn draw_sized_pawn(
    layer: &mut dyn Surface,
    (color, number): (Color, u8),
    r: f32,
    size: f32,
    (x, y): (f32, f32),
) {
    let path = shape_path(theme::shape(color), r);
    let t = Transform::from_translate(x, y);
    let outline = (r * 0.16).max(1.5);
    layer.stroke(&path, theme::INK, 255, 2.0 * outline, t);
    layer.fill(&path, theme::pawn(color), 255, t);
    if number > 0 {
        let style = if theme::dark_text_on(color) {
            Style {
                size,
                fill: theme::INK,
                halo: None,
            }
        } else {
            Style {
                size,
                fill: theme::PAPER,
                halo: Some((theme::INK, (size / 11.0).max(1.0))),
            }
        };
        text::draw(layer, &number.to_string(), (x, y), Align::Center, style);
    }
}

/// A pawn drawn once at radius `r`, its number `size` px type (centered
/// sprite), for stamping.
fn make_sprite(color: Color, number: u8, r: f32, size: f32) -> Sprite {
    let half = (1.4 * r + 4.0).ceil();
    let side = (2.0 * half) as u32;
    let mut layer = Layer::from_pixmap(Pixmap::new(side, side).expect("a pawn sprite"));
    draw_sized_pawn(&mut layer, (color, number), r, size, (half, half));
    Sprite::new(layer.pixmap, (half, half))
}

/// The board-sized sprite of a pawn (number 1..=4) on `picture`.
pub fn board_sprite(color: Color, pawn: Pawn, picture: Picture) -> Arc<Sprite> {
    // Those of the 880-px pictures, and those of the wide one.
    static SPRITES: [OnceLock<Vec<Arc<Sprite>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let scale = picture.type_scale();
    let all = SPRITES[usize::from(scale > 1.0)].get_or_init(|| {
        let size = scale * NUMBER_SIZE;
        Color::ALL
            .into_iter()
            .flat_map(|c| Pawn::ALL.map(|p| Arc::new(make_sprite(c, p.get(), PAWN_RADIUS, size))))
            .collect()
    });
    all[color.index() * 4 + usize::from(pawn.get() - 1)].clone()
}

/// Small sprites for the score panels: index 0 is the bare swatch, 1..=4 the
/// numbered pawns.
pub fn small_sprite(color: Color, number: u8, r: f32) -> Arc<Sprite> {
    use std::collections::HashMap;
    use std::sync::Mutex;
    /// Keyed by color, number and radius (as bits: radii are exact constants).
    type Cache = Mutex<HashMap<(Color, u8, u32), Arc<Sprite>>>;
    static SPRITES: OnceLock<Cache> = OnceLock::new();
    let cache = SPRITES.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .entry((color, number, r.to_bits()))
        .or_insert_with(|| Arc::new(make_sprite(color, number, r, r * NUMBER_SIZE / PAWN_RADIUS)))
        .clone()
}

/// Where a pawn is drawn, if it is on the board.
pub fn pawn_center(position: &Position, color: Color, pawn: Pawn) -> Option<(f32, f32)> {
    match position.location(color, pawn) {
        Location::Lane => Some(layout::lane_slot_center(color, pawn.get())),
        Location::Ring(space) => match position.occupant(space) {
            Some((_, pawns)) if pawns.len() == 2 => {
                let lower = pawns.lowest().unwrap_or(pawn);
                Some(layout::stack_pawn_center(space, lower, pawn))
            }
            _ => Some(layout::space_center(space)),
        },
        Location::Center(place) => Some(layout::center_place_center(place)),
        Location::Captured | Location::Removed => None,
    }
}

/// Draws every pawn that is on the board of `picture`: lanes, rings (stacks
/// as a linked pair along the radius, both numbers showing) and the center.
pub fn draw_pieces(layer: &mut dyn Surface, position: &Position, picture: Picture) {
    for color in position.players() {
        // Stacks first get their link, drawn under both pawns.
        for pawn in Pawn::ALL {
            if let Location::Ring(space) = position.location(color, pawn)
                && let Some((_, pawns)) = position.occupant(space)
                && pawns.len() == 2
                && pawns.lowest() == Some(pawn)
            {
                draw_stack_link(layer, space, theme::pawn(color));
            }
        }
        for pawn in Pawn::ALL {
            if let Some(at) = pawn_center(position, color, pawn) {
                layer.stamp(&board_sprite(color, pawn, picture), at);
            }
        }
    }
}

fn draw_stack_link(layer: &mut dyn Surface, space: crate::game::RingSpace, color: Rgb) {
    let [a, b] = layout::stack_centers(space);
    Link::new(a, b, color, (14.0, 8.0)).draw(layer);
}
