//! Colors and pawn shapes.
//!
//! Every player color also has its own pawn shape, so that players who cannot
//! tell the colors apart still tell the pawns apart (numbers and outlines, not
//! color alone). The palette is dark, like Discord's default theme, with light
//! ring tracks so pawns stand out.

use crate::game::Color;

/// An opaque color as 8-bit sRGB.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// As a tiny-skia color with alpha `a` (0..=255).
    pub fn skia(self, a: u8) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.0, self.1, self.2, a)
    }

    /// This color mixed with `other`; `t` = 0 gives self, 1 gives other.
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }
}

/// Board background.
pub const BACKGROUND: Rgb = Rgb(0x1d, 0x22, 0x2c);
/// The panels in the corners.
pub const PANEL: Rgb = Rgb(0x2a, 0x31, 0x3d);
/// Outlines of pawns and text halos on light fills.
pub const INK: Rgb = Rgb(0x10, 0x12, 0x18);
/// Light text and light halos.
pub const PAPER: Rgb = Rgb(0xfa, 0xfa, 0xf5);
/// Quiet text (labels on the board, captions).
pub const MUTED: Rgb = Rgb(0x9a, 0xa3, 0xb3);
/// Bridges: their second color, and the links to where they lead.
pub const BRIDGE: Rgb = Rgb(0xf2, 0xc1, 0x4e);
/// The center disc.
pub const CENTER: Rgb = Rgb(0x3b, 0x33, 0x52);
/// Point values in the center.
pub const GOLD: Rgb = Rgb(0xf2, 0xc1, 0x4e);
/// Last-move trail and its end ring.
pub const TRAIL: Rgb = Rgb(0xff, 0xff, 0xff);
/// Capture marks.
pub const CAPTURE: Rgb = Rgb(0xff, 0x3b, 0x30);
/// Legal-destination markers.
pub const MARKER: Rgb = Rgb(0x39, 0xff, 0x9c);
/// Tags of moves with the first die: Discord's blurple, the color of the
/// first die's move buttons (primary style).
pub const DIE_FIRST: Rgb = Rgb(0x58, 0x65, 0xf2);
/// Tags of moves with the second die: the grey of the second die's move
/// buttons (secondary style).
pub const DIE_SECOND: Rgb = Rgb(0x4e, 0x50, 0x58);

/// A player's pawn color.
pub const fn pawn(color: Color) -> Rgb {
    match color {
        Color::Red => Rgb(0xe5, 0x39, 0x35),
        Color::Yellow => Rgb(0xfd, 0xd8, 0x35),
        Color::Green => Rgb(0x2e, 0xa0, 0x43),
        Color::Cyan => Rgb(0x26, 0xd0, 0xe6),
        Color::Blue => Rgb(0x2f, 0x5f, 0xe8),
        Color::Magenta => Rgb(0xd0, 0x3c, 0xc8),
    }
}

/// Whether text on this color should be dark (light fills) or light.
pub const fn dark_text_on(color: Color) -> bool {
    matches!(color, Color::Yellow | Color::Cyan)
}

/// The tint of a color's sector on the ring tracks: the pawn color, dimmed
/// toward the background, so pawns still stand out on their own sector.
pub fn sector(color: Color) -> Rgb {
    pawn(color).mix(BACKGROUND, 0.55)
}

/// A space's circle on a sector's track.
pub fn space_fill(color: Color) -> Rgb {
    pawn(color).mix(PAPER, 0.72)
}

/// The shape of a color's pawns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    Circle,
    Square,
    Diamond,
    Hexagon,
    Shield,
    Star,
}

/// Which shape a color's pawns have.
pub const fn shape(color: Color) -> Shape {
    match color {
        Color::Red => Shape::Circle,
        Color::Yellow => Shape::Square,
        Color::Green => Shape::Diamond,
        Color::Cyan => Shape::Hexagon,
        Color::Blue => Shape::Shield,
        Color::Magenta => Shape::Star,
    }
}
