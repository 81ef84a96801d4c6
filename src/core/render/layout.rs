//! Where everything sits on the image, in pixels: rings, spaces, lanes, the
//! center, stacks and the corner panels.
//!
//! Public so that tests can look up the pixel of a space and check what was
//! drawn there. RULES.md §2 fixes the angles (space i at i × 360° / ring size,
//! anticlockwise); this module only chooses the scale and which way is up:
//! red's entry `O0` points right, so its lane runs to the right edge and the
//! other five lanes follow anticlockwise every 60°. Lanes pointing left and
//! right make the board wider than tall, so the image is landscape: at the
//! width Discord shows it, it takes less height in the chat. A table of two
//! seated left and right has no lane at ±60°: its picture is the band
//! around the rings ([`Picture::Pair`]), its panels beside them. A table of
//! three or four has: its picture is wider than the board
//! ([`Picture::Wide`]), as flat as a two-person one, its panels further out.

use crate::game::{Color, Pawn, Ring, RingSpace, Space};

/// Width of the board image in pixels.
pub const WIDTH: u32 = 880;

/// Height of the board image in pixels: the lanes at ±60° end 377 px above
/// and below the center.
pub const HEIGHT: u32 = 770;

/// Side of the square frames of animations (the board centered on them),
/// but for the wide picture ([`frame_side`]).
pub const SIZE: u32 = WIDTH;

/// Height of a two-person board's picture ([`Picture::Pair`]): the rings
/// and their marks, 18 px to spare above and below the pawns on the outer
/// ring.
pub const PAIR_HEIGHT: u32 = 620;

/// Width of the picture of a table of three or four ([`Picture::Wide`]):
/// 880 × 642's proportions around the whole board. Its type is drawn
/// larger ([`Picture::type_scale`]) to read as large as on the 880-px
/// pictures.
pub const WIDE_WIDTH: u32 = 1056;

/// The side of the square frames of the animations of a game of `seated`
/// (the board centered on them): [`SIZE`], or the width of a wider picture
/// ([`Picture::Wide`]).
pub fn frame_side(seated: &[Color]) -> usize {
    Picture::of(seated).width().max(SIZE) as usize
}

/// The picture a board is drawn on. Everything is placed in the board's
/// coordinates (the full 880 × 770, its center at [`board_center`]); a
/// picture shows the rows from [`Picture::top`] down, [`Picture::height`]
/// of them, and [`Picture::left`] columns of background left of the board's
/// first one (as many right of its last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    /// 880 × 770: the ends of the lanes at ±60° within it.
    Full,
    /// 880 × [`PAIR_HEIGHT`], for a table of two seated left and right (red
    /// and cyan, whose lanes run to the left and right edges): the band of
    /// the full picture around the rings, its corner panels lower and
    /// beside the rings. Shown 272 px wide on a phone it takes 192 px
    /// instead of 238.
    Pair,
    /// [`WIDE_WIDTH`] × 770, for a table of three or four: lanes at ±60°
    /// or ±120° make the board as tall as the full picture, so the picture
    /// is made wider instead, 88 px of room on either side, its corner
    /// panels as much wider, outward. Shown 272 px wide on a phone it takes
    /// 198 px instead of 238, 328 instead of 394 at 450 px: a ten-move turn
    /// fits the 480 and 520 px a table of two fits. The rings are drawn at
    /// 0.83 of their size there, so the pawns' numbers, the tags and the
    /// seats' names are drawn 1.2 times as large ([`Picture::type_scale`]).
    Wide,
}

impl Picture {
    /// The picture of a board whose seated colors are `seated`.
    pub fn of(seated: &[Color]) -> Picture {
        let mut colors = seated.to_vec();
        colors.sort_by_key(|c| c.index());
        colors.dedup();
        if colors == [Color::Red, Color::Cyan] {
            Picture::Pair
        } else if matches!(colors.len(), 3 | 4) {
            Picture::Wide
        } else {
            Picture::Full
        }
    }

    /// The picture's width in pixels.
    pub const fn width(self) -> u32 {
        match self {
            Picture::Full | Picture::Pair => WIDTH,
            Picture::Wide => WIDE_WIDTH,
        }
    }

    /// The picture's height in pixels.
    pub const fn height(self) -> u32 {
        match self {
            Picture::Full | Picture::Wide => HEIGHT,
            Picture::Pair => PAIR_HEIGHT,
        }
    }

    /// The board's row the picture's first row shows.
    pub const fn top(self) -> u32 {
        (HEIGHT - self.height()) / 2
    }

    /// The columns of background left of the board's first column.
    pub const fn left(self) -> u32 {
        (self.width() - WIDTH) / 2
    }

    /// How much larger than on an 880-px picture the board's type (pawn
    /// numbers, tags, seat names) is drawn on this one, so that it reads as
    /// large when Discord shows either as wide: 1056 / 880 = 1.2 on the
    /// wide picture, 1 on the others.
    pub fn type_scale(self) -> f32 {
        self.width() as f32 / WIDTH as f32
    }

    /// A point of the board as a pixel of the picture.
    pub fn shown(self, (x, y): (f32, f32)) -> (f32, f32) {
        (x + self.left() as f32, y - self.top() as f32)
    }

    /// The corner panels, in the board's coordinates: turn and dice, last
    /// move, the seats on the left and on the right.
    pub fn panels(self) -> [Rect; 4] {
        match self {
            Picture::Full => [
                panel::TURN,
                panel::STATUS,
                panel::SCORES_LEFT,
                panel::SCORES_RIGHT,
            ],
            Picture::Wide => {
                // Their inner edges where the full picture has them: the
                // seats' names, drawn larger, have the room.
                let out = self.left() as f32;
                let left = |r: Rect| Rect {
                    x: r.x - out,
                    w: r.w + out,
                    ..r
                };
                let right = |r: Rect| Rect { w: r.w + out, ..r };
                [
                    left(panel::TURN),
                    right(panel::STATUS),
                    left(panel::SCORES_LEFT),
                    right(panel::SCORES_RIGHT),
                ]
            }
            Picture::Pair => {
                let top = self.top() as f32 + panel::MARGIN;
                let bottom = (self.top() + self.height()) as f32 - panel::MARGIN - panel::PAIR_H;
                let at = |x: f32, y: f32| Rect {
                    x,
                    y,
                    w: panel::W,
                    h: panel::PAIR_H,
                };
                [
                    at(panel::MARGIN, top),
                    at(panel::RIGHT, top),
                    at(panel::MARGIN, bottom),
                    at(panel::RIGHT, bottom),
                ]
            }
        }
    }

    /// Whose turn it is and the dice.
    pub fn turn_panel(self) -> Rect {
        self.panels()[0]
    }

    /// The last move.
    pub fn status_panel(self) -> Rect {
        self.panels()[1]
    }

    /// Where `rect` (in the board's coordinates) lies wholly on the picture.
    pub fn holds(self, rect: &Rect) -> bool {
        let (top, left) = (self.top() as f32, self.left() as f32);
        rect.x >= 1.0 - left
            && rect.y >= top + 1.0
            && rect.x + rect.w <= WIDTH as f32 + left - 1.0
            && rect.y + rect.h <= top + self.height() as f32 - 1.0
    }

    /// Pixel centers of the two dice in the turn panel: at the height the
    /// full panel gives them, in proportion to this panel's.
    pub fn die_center(self, which: usize) -> (f32, f32) {
        let p = self.turn_panel();
        (
            p.x + 52.0 + 76.0 * which as f32,
            p.y + 90.0 * p.h / panel::H,
        )
    }
}

/// Pitch between neighbouring spaces on every ring, in pixels. Every ring's
/// radius follows from it (ring length × pitch / 2π), so spaces are equally
/// spaced on all three rings.
pub const PITCH: f32 = 36.0;

/// Radius of a pawn's disc (the other shapes are sized to match its area).
pub const PAWN_RADIUS: f32 = 0.48 * PITCH;

/// Radius of an empty space's circle.
pub const SPACE_RADIUS: f32 = 0.40 * PITCH;

/// Radius of the center disc.
pub const CENTER_RADIUS: f32 = 110.0;

/// Radius of the circle on which the five center places sit.
const CENTER_PLACE_RING: f32 = 52.0;

/// Distance from the outer ring to lane slot 1, and between lane slots.
const LANE_START: f32 = 1.05 * PITCH;
const LANE_STEP: f32 = 0.95 * PITCH;

/// Drawing angle of sector 0's first space, in degrees (anticlockwise from
/// the +x axis): 0° puts `O0` on the right.
const ANGLE_ZERO: f32 = 0.0;

/// The center of the image.
pub const fn board_center() -> (f32, f32) {
    (WIDTH as f32 / 2.0, HEIGHT as f32 / 2.0)
}

/// Radius of a ring's circle of space centers.
pub fn ring_radius(ring: Ring) -> f32 {
    f32::from(ring.len()) * PITCH / std::f32::consts::TAU
}

/// A point at `radius` from the board's center, at a board angle in degrees
/// (the angle of RULES.md §2, before turning the board).
pub fn polar(radius: f32, angle_degrees: f32) -> (f32, f32) {
    let (cx, cy) = board_center();
    let a = (ANGLE_ZERO + angle_degrees).to_radians();
    // Screen y grows downward, so anticlockwise on screen subtracts from y.
    (cx + radius * a.cos(), cy - radius * a.sin())
}

/// Unit vector pointing away from the board's center at a board angle.
pub fn outward(angle_degrees: f32) -> (f32, f32) {
    let a = (ANGLE_ZERO + angle_degrees).to_radians();
    (a.cos(), -a.sin())
}

/// Pixel center of a ring space.
pub fn space_center(space: RingSpace) -> (f32, f32) {
    polar(ring_radius(space.ring()), space.angle_degrees())
}

/// Board angle of a color's lane (the angle of its entry space).
pub fn lane_angle(color: Color) -> f32 {
    color.entry().angle_degrees()
}

/// Pixel center of lane slot `slot` (1..=4) of `color`; slot k lies k steps
/// outward from the entry space.
pub fn lane_slot_center(color: Color, slot: u8) -> (f32, f32) {
    let r = ring_radius(Ring::Outer) + LANE_START + LANE_STEP * f32::from(slot.saturating_sub(1));
    polar(r, lane_angle(color))
}

/// Pixel center of center place `place` (1..=5, arrival order): place 1 at the
/// top, then clockwise.
pub fn center_place_center(place: u8) -> (f32, f32) {
    let (cx, cy) = board_center();
    let a = (90.0 - 72.0 * f32::from(place.saturating_sub(1))).to_radians();
    (
        cx + CENTER_PLACE_RING * a.cos(),
        cy - CENTER_PLACE_RING * a.sin(),
    )
}

/// Where the point value of a center place is written: further out on the
/// same radius, so a pawn on the place never hides it.
pub fn center_value_center(place: u8) -> (f32, f32) {
    let (cx, cy) = board_center();
    let (px, py) = center_place_center(place);
    let k = (CENTER_PLACE_RING + 36.0) / CENTER_PLACE_RING;
    (cx + (px - cx) * k, cy + (py - cy) * k)
}

/// Pixel centers of the two pawns of a stack on `space`, lower-numbered pawn
/// first. The pair sits along the radius, where rings leave room; on the
/// outer ring both lean inward so that the stack stays clear of the lanes.
pub fn stack_centers(space: RingSpace) -> [(f32, f32); 2] {
    let r = ring_radius(space.ring());
    let a = space.angle_degrees();
    let (outer, inner) = match space.ring() {
        Ring::Outer => (0.15, -1.75),
        _ => (0.95, -0.95),
    };
    [
        polar(r + outer * PAWN_RADIUS, a),
        polar(r + inner * PAWN_RADIUS, a),
    ]
}

/// Pixel center of pawn `pawn` of a stack on `space`, given the stack's pawns.
pub fn stack_pawn_center(space: RingSpace, lower: Pawn, pawn: Pawn) -> (f32, f32) {
    let [a, b] = stack_centers(space);
    if pawn == lower { a } else { b }
}

/// An axis-aligned rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    /// Whether the point lies inside.
    pub fn contains(&self, (x, y): (f32, f32)) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }
}

/// The four corners left free by the round board: turn and dice (top left),
/// last move (top right), the seats (bottom left and bottom right).
pub mod panel {
    use super::Rect;

    pub(super) const MARGIN: f32 = 8.0;
    /// As large as the corners allow with a marker ring's room to spare
    /// (the test below checks it): the rings keep the rest.
    pub(super) const W: f32 = 180.0;
    pub(super) const H: f32 = 210.0;
    /// A two-person picture's panels ([`super::Picture::Pair`]): as wide,
    /// as tall as its corners leave beside the outer ring's pawns.
    pub(super) const PAIR_H: f32 = 145.0;
    pub(super) const RIGHT: f32 = super::WIDTH as f32 - MARGIN - W;
    const BOTTOM: f32 = super::HEIGHT as f32 - MARGIN - H;

    /// Whose turn it is and the dice.
    pub const TURN: Rect = Rect {
        x: MARGIN,
        y: MARGIN,
        w: W,
        h: H,
    };
    /// Turn count, last move in words, end of game.
    pub const STATUS: Rect = Rect {
        x: RIGHT,
        y: MARGIN,
        w: W,
        h: H,
    };
    /// The seats of the first half of the seated colors: name, score, losses.
    pub const SCORES_LEFT: Rect = Rect {
        x: MARGIN,
        y: BOTTOM,
        w: W,
        h: H,
    };
    /// The seats of the other seated colors.
    pub const SCORES_RIGHT: Rect = Rect {
        x: RIGHT,
        y: BOTTOM,
        w: W,
        h: H,
    };

    /// Height of one seat's row in a seats panel when three share it (see
    /// [`super::seat_row_height`]).
    pub const SEAT_ROW: f32 = 68.0;
}

/// How many seats of a table of `seats` sit in the left panel: the first
/// half, and no more than three on the right.
fn left_seats(seats: usize) -> usize {
    seats.div_ceil(2).max(seats.saturating_sub(3))
}

/// Height of a seat's row at a table of `seats`: three rows fill a panel;
/// with at most two a side each row takes half of it, and its text grows
/// with it (the seats' panels would be half empty otherwise).
pub fn seat_row_height(seats: usize) -> f32 {
    let left = left_seats(seats);
    if left.max(seats - left) >= 3 {
        panel::SEAT_ROW
    } else {
        1.5 * panel::SEAT_ROW
    }
}

/// Where seat `seat` (0-based, in sector order) of a table of `seats` sits
/// in the seat panels: the first half of the seats on the left, the others on
/// the right, one row each ([`seat_row_height`] tall, the rows in the middle
/// of the panel's height); the top of its row and the panel.
pub fn seat_row(picture: Picture, seats: usize, seat: usize) -> (Rect, f32) {
    let left = left_seats(seats);
    let rows = left.max(seats - left).max(1);
    let [_, _, scores_left, scores_right] = picture.panels();
    let (p, row) = if seat < left {
        (scores_left, seat)
    } else {
        (scores_right, seat - left)
    };
    let height = seat_row_height(seats);
    let first = p.y + (p.h - height * rows as f32) / 2.0;
    (p, first + height * row as f32)
}

/// Radius of a seat's face (its avatar, drawn face or initial) in the seat
/// panels; the ring in the seat's color lies outside it.
pub const FACE_RADIUS: f32 = 19.0;

/// Width of the ring in the seat's color around a face.
pub const FACE_RING: f32 = 3.0;

/// The center of the spot at the left of a seat's row: its pawn, or its face
/// when faces are shown. In a row taller than [`panel::SEAT_ROW`] it sits
/// higher, leaving room below it for the seat's rank.
pub fn seat_spot(picture: Picture, seats: usize, seat: usize) -> (f32, f32) {
    let (p, top) = seat_row(picture, seats, seat);
    let height = seat_row_height(seats);
    let at = if height > panel::SEAT_ROW { 0.4 } else { 0.5 };
    (p.x + 28.0, top + at * height)
}

/// Where `color`'s face is drawn (its center; [`FACE_RADIUS`] round) on the
/// picture of a board whose seated colors are `seated` (in any order), in
/// the picture's pixels; none when `color` is not seated. Within
/// `FACE_RADIUS / 2` of it only the face is drawn: the seat's pawn sits on
/// the face's lower right, its ring outside.
pub fn face_center(seated: &[Color], color: Color) -> Option<(f32, f32)> {
    if !seated.contains(&color) {
        return None;
    }
    let seats = Color::ALL.iter().filter(|c| seated.contains(c)).count();
    let seat = Color::ALL
        .iter()
        .filter(|c| seated.contains(c))
        .position(|&c| c == color)?;
    let picture = Picture::of(seated);
    Some(picture.shown(seat_spot(picture, seats, seat)))
}

/// Pixel centers of the two dice in the turn panel of the full picture
/// (see [`Picture::die_center`]).
pub fn die_center(which: usize) -> (f32, f32) {
    Picture::Full.die_center(which)
}

/// Side of a die face in pixels.
pub const DIE_SIZE: f32 = 58.0;

/// Offsets of a die face's pips from its center, in pixels.
pub fn die_pips(value: u8) -> Vec<(f32, f32)> {
    let spots: &[(f32, f32)] = match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    let q = DIE_SIZE * 0.27;
    spots.iter().map(|&(x, y)| (x * q, y * q)).collect()
}

/// Where a space is drawn for a move of `color` (lane slots are the mover's).
pub fn space_point(color: Color, space: Space, center_place: Option<u8>) -> (f32, f32) {
    match space {
        Space::Lane(slot) => lane_slot_center(color, slot.get()),
        Space::Ring(s) => space_center(s),
        Space::Center => center_place.map_or_else(board_center, center_place_center),
    }
}
