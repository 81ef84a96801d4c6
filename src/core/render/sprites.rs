//! The overlay shapes that repeat from render to render (marker and landing
//! rings, destination tags, capture crosses, the score row of the player to
//! move), drawn once as sprites. Anti-aliased path filling is the costly part
//! of drawing a frame; a sprite is a copy.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{PathBuilder, Transform};

use super::board::rounded_rect_path;
use super::layout::Rect;
use super::raster::{Sprite, Surface};
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};

/// What a cached sprite shows; sizes are kept as `f32` bits (they are exact
/// constants of the layout).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    /// A circle of radius `r`: an ink stroke of width `ink` under a colored one of `width`.
    Ring {
        r: u32,
        ink: u32,
        width: u32,
        color: Rgb,
        alpha: u8,
    },
    /// An X of half-size `r`, colored over ink.
    Cross {
        r: u32,
        ink: u32,
        width: u32,
        color: Rgb,
    },
    /// A destination's name on its tag, filled in the color of the die that
    /// reaches it, with a badge when both do (bit 0 the first die, bit 1 the
    /// second).
    Tag { name: String, size: u32, dice: u8 },
    /// The outline of a rounded rectangle.
    Frame {
        w: u32,
        h: u32,
        radius: u32,
        width: u32,
        color: Rgb,
    },
}

fn cached(key: Key, make: impl FnOnce() -> Sprite) -> Arc<Sprite> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Sprite>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(s) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return s.clone();
    }
    // Drawn outside the lock: sprites of other keys need not wait.
    let made = Arc::new(make());
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(key)
        .or_insert(made)
        .clone()
}

/// A square sprite of side `2 × half` anchored at its middle.
fn centered(half: f32, draw: impl FnOnce(&mut dyn Surface, f32)) -> Sprite {
    let half = half.ceil();
    let side = (2.0 * half) as u32;
    Sprite::drawn(side, side, (half, half), |layer| draw(layer, half))
}

/// A sprite anchored at its middle, holding a `w` × `h` box (passed to
/// `draw`) with `pad` pixels around it.
fn boxed(w: f32, h: f32, pad: f32, draw: impl FnOnce(&mut dyn Surface, Rect)) -> Sprite {
    let (sw, sh) = ((w + 2.0 * pad).ceil(), (h + 2.0 * pad).ceil());
    let anchor = (sw / 2.0, sh / 2.0);
    let rect = Rect {
        x: anchor.0 - w / 2.0,
        y: anchor.1 - h / 2.0,
        w,
        h,
    };
    Sprite::drawn(sw as u32, sh as u32, anchor, |layer| draw(layer, rect))
}

/// A ring of radius `r` around the anchor: a colored stroke of `width` on an
/// ink stroke of `ink`, both at `alpha`.
pub fn ring(r: f32, ink: f32, width: f32, color: Rgb, alpha: u8) -> Arc<Sprite> {
    let key = Key::Ring {
        r: r.to_bits(),
        ink: ink.to_bits(),
        width: width.to_bits(),
        color,
        alpha,
    };
    cached(key, || {
        centered(r + ink / 2.0 + 2.0, |layer, c| {
            if let Some(path) = PathBuilder::from_circle(c, c, r) {
                let t = Transform::identity();
                layer.stroke(&path, theme::INK, alpha, ink, t);
                layer.stroke(&path, color, alpha, width, t);
            }
        })
    })
}

/// An X of half-size `r` around the anchor, `color` over ink.
pub fn cross(r: f32, ink: f32, width: f32, color: Rgb) -> Arc<Sprite> {
    let key = Key::Cross {
        r: r.to_bits(),
        ink: ink.to_bits(),
        width: width.to_bits(),
        color,
    };
    cached(key, || {
        centered(r + ink / 2.0 + 2.0, |layer, c| {
            let mut pb = PathBuilder::new();
            pb.move_to(c - r, c - r);
            pb.line_to(c + r, c + r);
            pb.move_to(c + r, c - r);
            pb.line_to(c - r, c + r);
            if let Some(path) = pb.finish() {
                let t = Transform::identity();
                layer.stroke(&path, theme::INK, 255, ink, t);
                layer.stroke(&path, color, 255, width, t);
            }
        })
    })
}

/// Padding around a tag for its outline's anti-aliased edge.
const TAG_PAD: f32 = 3.0;

/// What the badge of a destination both dice reach says.
const BOTH_DICE: &str = "2×";

/// Font size of the badge, as a fraction of the tag's.
const BADGE_SCALE: f32 = 0.62;

/// The width of the badge of a tag at font size `size` (its pill and the
/// room before it).
fn badge_width(size: f32) -> f32 {
    text::width(BOTH_DICE, BADGE_SCALE * size) + 14.0
}

/// The size of the tag of `name` at font size `size`; `both` when both dice
/// reach it (the tag then has a `2×` badge).
pub fn tag_size(name: &str, size: f32, both: bool) -> (f32, f32) {
    let badge = if both { badge_width(size) } else { 0.0 };
    (
        text::width(name, size) + 14.0 + badge,
        size * text::CAP_HEIGHT + 12.0,
    )
}

/// A destination's tag: its name in white on a rounded box filled with the
/// color of the die that reaches it, as the move buttons are, anchored at the
/// box's middle. When both dice reach it, the box has the first die's color
/// and ends with a white `2×` badge: a split of two colors could not be told
/// apart at chat size.
pub fn tag(name: &str, size: f32, dice: [bool; 2]) -> Arc<Sprite> {
    let key = Key::Tag {
        name: name.to_owned(),
        size: size.to_bits(),
        dice: u8::from(dice[0]) | u8::from(dice[1]) << 1,
    };
    cached(key, || {
        let both = dice == [true, true];
        let (w, h) = tag_size(name, size, both);
        boxed(w, h, TAG_PAD, |layer, rect| {
            let t = Transform::identity();
            // Opaque: a see-through box would blend every pixel with
            // what lies under it, which costs time and bytes and shows
            // nothing useful behind the name.
            let fill = if dice == [false, true] {
                theme::DIE_SECOND
            } else {
                theme::DIE_FIRST
            };
            if let Some(path) = rounded_rect_path(rect, 8.0) {
                layer.fill(&path, fill, 255, t);
                layer.stroke(&path, theme::PAPER, 255, 2.5, t);
            }
            let style = Style {
                size,
                fill: theme::PAPER,
                halo: None,
            };
            let badge = if both { badge_width(size) } else { 0.0 };
            let middle = (rect.x + (w - badge) / 2.0, rect.y + h / 2.0);
            text::draw(layer, name, middle, Align::Center, style);
            if both {
                let pill = Rect {
                    x: rect.x + w - badge,
                    y: rect.y + 6.0,
                    w: badge - 6.0,
                    h: h - 12.0,
                };
                if let Some(path) = rounded_rect_path(pill, 6.0) {
                    layer.fill(&path, theme::PAPER, 255, t);
                }
                let badge_style = Style {
                    size: BADGE_SCALE * size,
                    fill: theme::INK,
                    halo: None,
                };
                let at = (pill.x + pill.w / 2.0, pill.y + pill.h / 2.0);
                text::draw(layer, BOTH_DICE, at, Align::Center, badge_style);
            }
        })
    })
}

/// The outline of a `w` × `h` rounded rectangle, anchored at its middle.
pub fn frame(w: f32, h: f32, radius: f32, width: f32, color: Rgb) -> Arc<Sprite> {
    let key = Key::Frame {
        w: w.to_bits(),
        h: h.to_bits(),
        radius: radius.to_bits(),
        width: width.to_bits(),
        color,
    };
    cached(key, || {
        boxed(w, h, width / 2.0 + 2.0, |layer, rect| {
            if let Some(path) = rounded_rect_path(rect, radius) {
                layer.stroke(&path, color, 255, width, Transform::identity());
            }
        })
    })
}
