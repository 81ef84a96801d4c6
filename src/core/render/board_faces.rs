//! The seats' faces on a board: drawn once per set of seated colors and
//! faces (the faces' digests, computer levels and initials) as a stamp of
//! palette indices with a palette of its own, and stamped at every render on
//! the shared faceless static board (see `face_stamps.rs`, which keeps them).
//!
//! The board's palette has 128 fixed colors (see [`super::palette`]); the
//! other 128 entries a PNG palette allows go to the avatars of the game,
//! chosen by median cut over their pixels together. A stamp holds only the
//! boxes of the faces (about 2.3 KB a seat): the frame is a copy of the
//! faceless board, the faces are copied onto it, and the delta coder parses
//! their spans afresh like the rest of what a render draws.

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::delta::Base;
use super::face::{Faces, SeatFace};
use super::faces::{self, Look};
use super::frame::Frame;
use super::layout::{self, FACE_RADIUS, FACE_RING, Picture};
use super::palette::{self, Palette};
use super::pieces;
use super::raster::Layer;
use super::theme::Rgb;
use crate::game::Color;

/// Radius of the pawn drawn on a face's lower right, so the seat's pawn
/// shape still tells the color apart.
pub const BADGE_RADIUS: f32 = 7.0;

/// Where the badge sits from the face's center.
pub const BADGE_OFFSET: (f32, f32) = (13.0, 16.0);

/// How much further (in [`palette::distance`]) than the nearest entry an
/// avatar pixel may take its left or upper neighbour's entry: about 6 levels
/// in each channel, unseen at the size the board is shown, and what deflate
/// codes as a repeat. Six photos cost half the bytes (measured: +4 KB
/// instead of +8 KB on a 6-player board).
const REPEAT_SLACK: u32 = 800;

/// What each seat of `colors` (in sector order) shows, for [`key`] and [`build`].
pub(super) fn seats(colors: &[Color], names: &[(Color, String)], faces: &Faces) -> Vec<ShownSeat> {
    colors
        .iter()
        .map(|&color| ShownSeat {
            color,
            face: faces.of(color).clone(),
            initial: names
                .iter()
                .find(|(c, _)| *c == color)
                .and_then(|(_, name)| faces::initial_of(name)),
        })
        .collect()
}

/// What one seat of a board shows (its color, face and initial; a table's seat
/// is [`crate::table::Seat`]).
pub(super) struct ShownSeat {
    color: Color,
    face: SeatFace,
    initial: Option<char>,
}

/// A digest of what the board shows: equal for boards drawn alike.
pub(super) fn key(seats: &[ShownSeat]) -> u64 {
    let mut h = DefaultHasher::new();
    // The colors decide it, and with it every offset of the faces' stamps.
    let colors: Vec<Color> = seats.iter().map(|s| s.color).collect();
    Picture::of(&colors).hash(&mut h);
    for seat in seats {
        seat.color.index().hash(&mut h);
        match &seat.face {
            SeatFace::Picture(face) => (0u8, face.key()).hash(&mut h),
            SeatFace::Computer(level) => (1u8, *level).hash(&mut h),
            SeatFace::Initial => (2u8, seat.initial).hash(&mut h),
        }
    }
    h.finish()
}

/// The faces of `seats` as a stamp on the faceless board of their colors.
pub(super) fn build(seats: &[ShownSeat]) -> FaceStamp {
    let (plain, rows, palette, boxes) = drawn(seats);
    let width = Picture::of(&colors_of(seats)).width() as usize;
    let mut patches = Vec::with_capacity(boxes.len());
    for (x0, y0, x1, y1) in boxes {
        // The box's pixels the faces changed, and no more.
        let changed = |x: usize, y: usize| {
            let at = y * (width + 1) + 1 + x;
            rows[at] != plain.rows[at]
        };
        let (mut left, mut top, mut right, mut bottom) = (x1, y1, x0, y0);
        for y in y0..y1 {
            for x in x0..x1 {
                if changed(x, y) {
                    (left, top) = (left.min(x), top.min(y));
                    (right, bottom) = (right.max(x + 1), bottom.max(y + 1));
                }
            }
        }
        if left >= right {
            continue;
        }
        let mut indices = Vec::with_capacity((right - left) * (bottom - top));
        for y in top..bottom {
            let at = y * (width + 1) + 1;
            indices.extend_from_slice(&rows[at + left..at + right]);
        }
        patches.push(Patch {
            x: left,
            y: top,
            width: right - left,
            indices: indices.into_boxed_slice(),
        });
    }
    FaceStamp {
        patches,
        palette: Arc::new(palette),
    }
}

/// The faceless board of `seats`' colors, its rows with their faces drawn in,
/// the palette of those rows and each face's box (see [`face_box`]).
#[allow(clippy::type_complexity)]
fn drawn(seats: &[ShownSeat]) -> (Arc<Base>, Vec<u8>, Palette, Vec<Box4>) {
    let fixed = super::palette();
    let colors: Vec<Color> = seats.iter().map(|s| s.color).collect();
    // The board without faces, cached, and the faces drawn apart: drawing
    // the whole board again would cost most of the time.
    let seated = colors.iter().fold(0u8, |bits, c| bits | 1 << c.index());
    let plain = super::base(seated);
    // Faces are drawn on the picture's rows of the board (the plain board's):
    // at their spots as the picture shows them.
    let shown = Picture::of(&colors);
    let size = (shown.width(), shown.height());
    let spot = |i: usize| shown.shown(layout::seat_spot(shown, seats.len(), i));
    let mut layer = Layer::new(size.0, size.1);
    let mut pictures = Vec::new();
    for (i, seat) in seats.iter().enumerate() {
        let center = spot(i);
        let look = Look::seat(seat.color, FACE_RING);
        faces::draw(
            &mut layer,
            &seat.face,
            seat.initial,
            center,
            FACE_RADIUS,
            look,
        );
        let badge = (center.0 + BADGE_OFFSET.0, center.1 + BADGE_OFFSET.1);
        layer.stamp(&pieces::small_sprite(seat.color, 0, BADGE_RADIUS), badge);
        if matches!(seat.face, SeatFace::Picture(_)) {
            pictures.push(center);
        }
    }
    layer.forget_dirty();
    let width = size.0 as usize;
    let mut rows = plain.rows.clone();
    // What a pixel shows: the faces' layer over the board (none: untouched).
    let pixel = |rows: &[u8], x: usize, y: usize| -> Option<Rgb> {
        let at = 4 * (y * width + x);
        let px: [u8; 4] = layer.pixmap.data()[at..at + 4].try_into().ok()?;
        if px[3] == 0 {
            return None;
        }
        let under = fixed.color(rows[y * (width + 1) + 1 + x]);
        let keep = u16::from(255 - px[3]);
        let over = |s: u8, d: u8| (u16::from(s) + (u16::from(d) * keep + 127) / 255).min(255) as u8;
        Some(Rgb(
            over(px[0], under.0),
            over(px[1], under.1),
            over(px[2], under.2),
        ))
    };
    // The avatars' own colors, from the pixels inside their discs.
    let mut histogram: HashMap<Rgb, u32> = HashMap::new();
    for &center in &pictures {
        for_disc(center, FACE_RADIUS - 1.0, size, |x, y| {
            if let Some(c) = pixel(&rows, x, y) {
                *histogram.entry(c).or_insert(0) += 1;
            }
        });
    }
    let extra = palette::reduce(&histogram, 256 - fixed.len());
    let palette = fixed.with_extra(&extra);
    let reach = FACE_RADIUS + FACE_RING + 1.5;
    let mut memo: HashMap<Rgb, u8> = HashMap::new();
    let mut boxes = Vec::with_capacity(seats.len());
    for (i, seat) in seats.iter().enumerate() {
        let center = spot(i);
        let picture = matches!(seat.face, SeatFace::Picture(_));
        let (x0, y0, x1, y1) = face_box(center, size);
        boxes.push((x0, y0, x1, y1));
        for y in y0..y1 {
            for x in x0..x1 {
                let Some(c) = pixel(&rows, x, y) else {
                    continue;
                };
                let at = y * (width + 1) + 1 + x;
                let (dx, dy) = (x as f32 + 0.5 - center.0, y as f32 + 0.5 - center.1);
                if !picture || dx * dx + dy * dy > reach * reach {
                    rows[at] = fixed.index(c.0, c.1, c.2);
                    continue;
                }
                // An avatar with its ring and badge, in the nearest of all
                // entries; a neighbour's entry nearly as near repeats it:
                // deflate codes a repeat (the pixel before, the one above)
                // cheaply. Exact colors (the ring, the badge) stay exact.
                let best = *memo.entry(c).or_insert_with(|| palette.nearest(c));
                let error = palette::distance(palette.color(best), c);
                let mut index = best;
                if error > 0 {
                    for near in [rows[at - 1], rows[at - width - 1]] {
                        if palette::distance(palette.color(near), c) <= error + REPEAT_SLACK {
                            index = near;
                            break;
                        }
                    }
                }
                rows[at] = index;
            }
        }
    }
    (plain, rows, palette, boxes)
}

/// The seated colors of `seats`.
fn colors_of(seats: &[ShownSeat]) -> Vec<Color> {
    seats.iter().map(|s| s.color).collect()
}

/// A face's box: left, top, right and bottom (exclusive).
type Box4 = (usize, usize, usize, usize);

/// The faces of a board's seats, to stamp on the faceless board of their
/// colors, and the palette of a frame they are stamped on.
pub(super) struct FaceStamp {
    patches: Vec<Patch>,
    palette: Arc<Palette>,
}

/// The pixels of one face (a rectangle of the frame, row by row).
struct Patch {
    x: usize,
    y: usize,
    width: usize,
    indices: Box<[u8]>,
}

impl FaceStamp {
    /// Copies the faces onto `frame`, a copy of the faceless board of the
    /// seats' colors (marking what changes, as every write to a frame).
    pub(super) fn stamp_on(&self, frame: &mut Frame) {
        for patch in &self.patches {
            for (row, indices) in patch.indices.chunks_exact(patch.width).enumerate() {
                frame.copy_run(patch.x, patch.y + row, indices);
            }
        }
    }

    /// The palette of a frame with these faces: the fixed colors, then the
    /// avatars'.
    pub(super) fn palette(&self) -> &Arc<Palette> {
        &self.palette
    }

    /// The memory the stamp holds (its lookup table is the fixed palette's).
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of::<FaceStamp>()
            + self.palette.own_bytes()
            + self
                .patches
                .iter()
                .map(|p| std::mem::size_of::<Patch>() + p.indices.len())
                .sum::<usize>()
    }
}

/// The pixels a face at `center` may draw on, its ring and badge included:
/// left, top, right and bottom (exclusive), on a picture of `width` ×
/// `height` px.
fn face_box((cx, cy): (f32, f32), (width, height): (u32, u32)) -> (usize, usize, usize, usize) {
    let r = FACE_RADIUS + FACE_RING + 2.0;
    let right = r.max(BADGE_OFFSET.0 + BADGE_RADIUS + 4.0);
    let down = r.max(BADGE_OFFSET.1 + BADGE_RADIUS + 4.0);
    let clamp = |v: f32, max: u32| (v.max(0.0) as usize).min(max as usize);
    (
        clamp((cx - r).floor(), width),
        clamp((cy - r).floor(), height),
        clamp((cx + right).ceil(), width),
        clamp((cy + down).ceil(), height),
    )
}

/// Calls `f` with every pixel whose center lies within `r` of `center`, on
/// a picture of `width` × `height` px.
fn for_disc(
    center: (f32, f32),
    r: f32,
    (width, height): (u32, u32),
    mut f: impl FnMut(usize, usize),
) {
    let (cx, cy) = center;
    let y0 = (cy - r).floor().max(0.0) as usize;
    let y1 = ((cy + r).ceil() as usize).min(height as usize - 1);
    let x0 = (cx - r).floor().max(0.0) as usize;
    let x1 = ((cx + r).ceil() as usize).min(width as usize - 1);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            if dx * dx + dy * dy <= r * r {
                f(x, y);
            }
        }
    }
}
