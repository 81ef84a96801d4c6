//! The marks that tie the move buttons to the board: on every legal
//! destination, a tag with the name the buttons show (`O28`, or the points
//! `+3` of the center), filled with the color of the die whose buttons lead
//! there (with a `2×` badge when both dice do), as large as a chat-size
//! board needs. A tag hides nothing a player looks for: never another tag,
//! never any part of a pawn (on a ring, in a lane or in the center, whatever
//! its shape: [`super::pieces::pawn_reach`]) and never a destination's
//! marker ring (its own included, [`MARKER_REACH`]). A tag that cannot sit
//! beside its space moves outward along its line, with the line drawn back
//! to the space.
//!
//! Placement is public ([`Mark`]) so that tests check what players see: the
//! size of the text at chat size, that no two marks overlap, and that no
//! mark covers a pawn or a marker ring.

use super::Scene;
use super::layout::{self, PAWN_RADIUS, Rect, WIDTH};
use super::links::Link;
use super::raster::Surface;
use super::sprites;
use super::text;
use super::theme;
use crate::game::{CENTER_PLACES, Ring, Space, center_points};

/// Font size of the marks: capitals 33.5 px, 17 px when the board is shown
/// 450 px wide (the width Discord gives it in chat) and 10.4 px at 272 px
/// (a 360-px phone), where the names of the spaces a move reaches are the
/// text players read most. The wide picture of a table of three or four,
/// shown smaller, draws them [`super::layout::Picture::type_scale`] times
/// as large.
pub const MARK_SIZE: f32 = 46.0;

/// Space kept between two marks.
const GAP: f32 = 4.0;

/// How far from its space's center a destination's marker ring reaches
/// (`overlays::draw_markers`: radius `PAWN_RADIUS + 4`, 7 px wide), with a
/// pixel to spare: no tag comes closer.
pub const MARKER_REACH: f32 = PAWN_RADIUS + 8.0;

/// Air between a tag and the marker ring of its own space.
const AIR: f32 = 2.0;

/// A destination's mark as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// The destination.
    pub space: Space,
    /// What the mark says: the space's name, or `+N` for the center.
    pub text: String,
    /// Which dice reach it: the first die rolled, the second.
    pub dice: [bool; 2],
    /// Where the tag is, in the board's coordinates: the image's pixels on
    /// the full picture ([`super::layout::Picture::shown`] gives them on the
    /// others).
    pub rect: Rect,
    /// Its font size in image pixels.
    pub size: f32,
    /// Height of its capitals and digits in image pixels.
    pub cap_height: f32,
    /// The destination's point on the board.
    pub at: (f32, f32),
}

/// What the center's mark says: the points of the next free place.
pub fn center_text(taken: u8) -> String {
    format!("+{}", center_points(taken.min(CENTER_PLACES - 1) + 1))
}

/// The marks of a scene, placed in destination order: each next to its
/// space where it hides the fewest pawns, else further out (with a line
/// back to the space), never over an earlier mark or off the image.
pub(crate) fn place(scene: &Scene) -> Vec<Mark> {
    let mut marks: Vec<Mark> = Vec::new();
    let color = scene.position.to_move();
    let font = MARK_SIZE * scene.picture.type_scale();
    for (k, &dest) in scene.destinations.iter().enumerate() {
        let dice = scene.reach.get(k).copied().unwrap_or([true, false]);
        let text = match dest {
            Space::Center => center_text(scene.position.center_taken()),
            _ => dest.to_string(),
        };
        let at = match dest {
            Space::Center => layout::center_place_center(
                scene.position.center_taken().min(CENTER_PLACES - 1) + 1,
            ),
            _ => super::layout::space_point(color, dest, None),
        };
        let size = sprites::tag_size(&text, font, dice == [true, true]);
        let placed: Vec<Rect> = marks.iter().map(|m| m.rect).collect();
        let rect = choose(scene, dest, at, size, &placed);
        marks.push(Mark {
            space: dest,
            text,
            dice,
            rect,
            size: font,
            cap_height: font * text::CAP_HEIGHT,
            at,
        });
    }
    marks
}

/// Draws the marks, with a line from the space to a mark set further out.
pub(crate) fn draw(layer: &mut dyn Surface, marks: &[Mark]) {
    for link in marks.iter().filter_map(line_back) {
        link.draw(layer);
    }
    for m in marks {
        let middle = (m.rect.x + m.rect.w / 2.0, m.rect.y + m.rect.h / 2.0);
        layer.stamp(&sprites::tag(&m.text, m.size, m.dice), middle);
    }
}

/// The line from a mark set further out back to its space.
pub(super) fn line_back(m: &Mark) -> Option<Link> {
    let (nx, ny) = nearest(&m.rect, m.at);
    let far = ((nx - m.at.0).powi(2) + (ny - m.at.1).powi(2)).sqrt();
    if far <= PAWN_RADIUS + 14.0 {
        return None;
    }
    let (dx, dy) = ((nx - m.at.0) / far, (ny - m.at.1) / far);
    let start = (
        m.at.0 + dx * (PAWN_RADIUS + 6.0),
        m.at.1 + dy * (PAWN_RADIUS + 6.0),
    );
    Some(Link::new(start, (nx, ny), theme::PAPER, (6.0, 2.5)))
}

fn nearest(rect: &Rect, (x, y): (f32, f32)) -> (f32, f32) {
    (
        x.clamp(rect.x, rect.x + rect.w),
        y.clamp(rect.y, rect.y + rect.h),
    )
}

fn overlaps(a: &Rect, b: &Rect, gap: f32) -> bool {
    a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap
}

/// Whether `rect` reaches into the disc of radius `r` around `(cx, cy)`.
fn hits_disc(rect: &Rect, (cx, cy): (f32, f32), r: f32) -> bool {
    let (nx, ny) = nearest(rect, (cx, cy));
    (cx - nx).powi(2) + (cy - ny).powi(2) < r * r
}

/// Whether `rect` covers any part of a pawn, whatever its shape.
fn covers_pawn(scene: &Scene, rect: &Rect) -> bool {
    scene
        .pawn_points
        .iter()
        .any(|&(at, reach)| hits_disc(rect, at, reach))
}

/// Whether `rect` covers any destination's marker ring (the center's places
/// have none).
fn covers_marker(scene: &Scene, rect: &Rect) -> bool {
    let color = scene.position.to_move();
    scene.destinations.iter().any(|&dest| {
        dest != Space::Center
            && hits_disc(rect, layout::space_point(color, dest, None), MARKER_REACH)
    })
}

/// Whether a mark may go at `rect`: on the image, clear of the other marks,
/// of every pawn and of every marker ring.
fn free(scene: &Scene, rect: &Rect, placed: &[Rect]) -> bool {
    scene.picture.holds(rect)
        && !placed.iter().any(|o| overlaps(rect, o, GAP))
        && !covers_pawn(scene, rect)
        && !covers_marker(scene, rect)
}

/// How far along `(dx, dy)` (a unit vector) a `w` × `h` tag's center must be
/// from its space for the tag to clear the space's marker ring.
fn clearing(dx: f32, dy: f32, w: f32, h: f32) -> f32 {
    let r = MARKER_REACH + AIR;
    let mut t = 0.0;
    while t < r + w + h {
        let rect = Rect {
            x: t * dx - w / 2.0,
            y: t * dy - h / 2.0,
            w,
            h,
        };
        if !hits_disc(&rect, (0.0, 0.0), r) {
            break;
        }
        t += 1.0;
    }
    t
}

/// The cheapest free place for a mark of size `(w, h)` for the space at `at`:
/// around it in eight directions, at growing distances.
fn choose(scene: &Scene, dest: Space, at: (f32, f32), (w, h): (f32, f32), placed: &[Rect]) -> Rect {
    let centered = |cx: f32, cy: f32| Rect {
        x: cx - w / 2.0,
        y: cy - h / 2.0,
        w,
        h,
    };
    let (ox, oy) = match dest {
        Space::Ring(space) => layout::outward(space.angle_degrees()),
        // The center's mark goes beside its place, toward the middle.
        _ => (0.0, 1.0),
    };
    let (tx, ty) = (-oy, ox);
    let d = std::f32::consts::FRAC_1_SQRT_2;
    let dirs = [
        (ox, oy, 0.0),
        (-ox, -oy, 0.5),
        (tx, ty, 1.0),
        (-tx, -ty, 1.0),
        ((ox + tx) * d, (oy + ty) * d, 1.5),
        ((ox - tx) * d, (oy - ty) * d, 1.5),
        ((-ox + tx) * d, (-oy + ty) * d, 2.0),
        ((-ox - tx) * d, (-oy - ty) * d, 2.0),
    ];
    let clear = dirs.map(|(dx, dy, _)| clearing(dx, dy, w, h));
    let mut best: Option<(f32, Rect)> = None;
    for step in 0..12 {
        for (&(dx, dy, preference), &clear) in dirs.iter().zip(&clear) {
            // Clear of the marker ring, then outward along the line.
            let reach = clear + step as f32 * (h * 0.6);
            let rect = centered(at.0 + dx * reach, at.1 + dy * reach);
            if !free(scene, &rect, placed) {
                continue;
            }
            let cost = preference + 6.0 * step as f32 + cost(scene, dest, rect);
            if best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, rect));
            }
        }
        // Close and good enough: nothing further out can beat it by much.
        if best.is_some_and(|(c, _)| c < 6.0 * (step + 1) as f32) {
            break;
        }
    }
    best.map_or_else(|| fallback(scene, centered(at.0, at.1), placed), |(_, r)| r)
}

/// The free place nearest to `first` anywhere on the image (the line leads
/// back to the space): never needed in the games tried, but a mark is never
/// drawn over another or over a pawn.
fn fallback(scene: &Scene, first: Rect, placed: &[Rect]) -> Rect {
    let mut best: Option<(f32, Rect)> = None;
    let top = scene.picture.top() as f32;
    let mut y = top + 2.0;
    while y + first.h < top + scene.picture.height() as f32 {
        let left = scene.picture.left() as f32;
        let mut x = 2.0 - left;
        while x + first.w < WIDTH as f32 + left {
            let rect = Rect { x, y, ..first };
            let far = (x - first.x).powi(2) + (y - first.y).powi(2);
            if best.is_none_or(|(d, _)| far < d) && free(scene, &rect, placed) {
                best = Some((far, rect));
            }
            x += 8.0;
        }
        y += 8.0;
    }
    best.map_or(first, |(_, r)| r)
}

fn cost(scene: &Scene, dest: Space, rect: Rect) -> f32 {
    let mut cost = 0.0;
    for p in scene.picture.panels() {
        if overlaps(&rect, &p, 0.0) {
            cost += 20.0;
        }
    }
    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
    let (bx, by) = layout::board_center();
    let d = ((cx - bx).powi(2) + (cy - by).powi(2)).sqrt();
    if dest != Space::Center && d < layout::CENTER_RADIUS {
        cost += 5.0;
    }
    // Covering spaces of a ring a little is fine; its names are not needed.
    for ring in Ring::ALL {
        if (d - layout::ring_radius(ring)).abs() < layout::SPACE_RADIUS {
            cost += 2.0;
        }
    }
    cost
}
