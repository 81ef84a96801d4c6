//! Drawing one face: a person's avatar, a computer's drawn face or an
//! initial, as a disc ringed in a color, on any RGBA `Layer` (the board's
//! static layer, the podium, the cards).

use tiny_skia::{
    FillRule, FilterQuality, Paint, PathBuilder, Pattern, Pixmap, SpreadMode, Transform,
};

use super::face::{FACE_SIZE, Face, SeatFace};
use super::raster::Layer;
use super::robot;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use crate::game::Color;

/// How a face is drawn besides what it shows.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// The ring around the disc (none: no ring).
    pub ring: Option<Rgb>,
    /// The ring's width in pixels, outside the disc.
    pub ring_width: f32,
    /// The disc's fill behind an initial.
    pub initial_fill: Rgb,
}

impl Look {
    /// A seat's look: ringed in its color, an initial on its color.
    pub fn seat(color: Color, ring_width: f32) -> Look {
        Look {
            ring: Some(theme::pawn(color)),
            ring_width,
            initial_fill: theme::pawn(color),
        }
    }
}

/// The letter an initial shows: the first character of `name` that the
/// fonts draw, in capitals; none for a name without one.
pub fn initial_of(name: &str) -> Option<char> {
    let c = name
        .chars()
        .find(|c| c.is_alphanumeric() && text::has_glyph(*c))?;
    let upper = c.to_uppercase().next().unwrap_or(c);
    Some(if text::has_glyph(upper) { upper } else { c })
}

/// Draws `face` as a disc of radius `r` centered on `center`, with its ring.
/// `initial` is the letter of [`SeatFace::Initial`].
pub fn draw(
    layer: &mut Layer,
    face: &SeatFace,
    initial: Option<char>,
    center: (f32, f32),
    r: f32,
    look: Look,
) {
    match face {
        SeatFace::Picture(picture) => draw_picture(layer, picture, center, r),
        SeatFace::Computer(level) => robot::draw(layer, *level, center, r),
        SeatFace::Initial => draw_initial(layer, initial, center, r, look.initial_fill),
    }
    if let Some(ring) = look.ring {
        let width = look.ring_width;
        if let Some(circle) = PathBuilder::from_circle(center.0, center.1, r + width / 2.0) {
            layer.stroke(&circle, ring, 255, width, Transform::identity());
        }
    }
}

/// The seat's color with the letter on it, dark or light for contrast.
fn draw_initial(layer: &mut Layer, initial: Option<char>, center: (f32, f32), r: f32, fill: Rgb) {
    if let Some(disc) = PathBuilder::from_circle(center.0, center.1, r) {
        layer.fill(&disc, fill, 255, Transform::identity());
    }
    let Some(letter) = initial else {
        return;
    };
    // Dark letters on light fills (yellow, cyan), light ones on the others.
    let luma = 0.299 * f32::from(fill.0) + 0.587 * f32::from(fill.1) + 0.114 * f32::from(fill.2);
    let ink = if luma > 150.0 {
        theme::INK
    } else {
        theme::PAPER
    };
    text::draw(
        layer,
        &letter.to_string(),
        center,
        Align::Center,
        Style {
            size: r * 1.15,
            fill: ink,
            halo: None,
        },
    );
}

/// The avatar scaled to the disc (bicubic), over the panel's color where it
/// is transparent.
fn draw_picture(layer: &mut Layer, face: &Face, center: (f32, f32), r: f32) {
    let Some(disc) = PathBuilder::from_circle(center.0, center.1, r) else {
        return;
    };
    layer.fill(&disc, theme::PANEL, 255, Transform::identity());
    let Some(pixmap) = premultiplied(face) else {
        return;
    };
    let scale = 2.0 * r / FACE_SIZE as f32;
    let placed = Transform::from_row(scale, 0.0, 0.0, scale, center.0 - r, center.1 - r);
    let paint = Paint {
        shader: Pattern::new(
            pixmap.as_ref(),
            SpreadMode::Pad,
            FilterQuality::Bicubic,
            1.0,
            placed,
        ),
        anti_alias: true,
        ..Paint::default()
    };
    layer.pixmap.fill_path(
        &disc,
        &paint,
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

/// A face's straight RGBA as tiny-skia's premultiplied pixmap.
fn premultiplied(face: &Face) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(FACE_SIZE, FACE_SIZE)?;
    for (d, s) in pixmap
        .data_mut()
        .chunks_exact_mut(4)
        .zip(face.rgba().chunks_exact(4))
    {
        let a = u16::from(s[3]);
        let mul = |c: u8| ((u16::from(c) * a + 127) / 255) as u8;
        d.copy_from_slice(&[mul(s[0]), mul(s[1]), mul(s[2]), s[3]]);
    }
    Some(pixmap)
}
