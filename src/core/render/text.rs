//! Text from the embedded fonts, as vector paths (so it can have a halo),
//! drawn on a layer or as the steps a label's coverage is made of
//! (`labels.rs`, so that a label seen on every frame is drawn only once).
//!
//! The font is DejaVu Sans Condensed Bold (`assets/`, Bitstream Vera license):
//! bold for contrast at small sizes, condensed so that space names like `M14`
//! stay narrow. A character DejaVu lacks is taken from Noto Sans CJK KR Bold
//! (`assets/`, SIL Open Font License), cut down to the 11 172 Hangul
//! syllables and the jamo, so that Korean names are drawn too.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, GlyphId, OutlineCurve};
use tiny_skia::{Path, PathBuilder, Pixmap, Transform};

use super::raster::{Layer, Sprite, Surface};
use super::theme::Rgb;

static FONT_BYTES: &[u8] = include_bytes!("../../../assets/DejaVuSansCondensed-Bold.ttf");
static HANGUL_BYTES: &[u8] = include_bytes!("../../../assets/NotoSansCJKkr-Bold-Hangul.otf");

/// Height of digits and capitals, as a fraction of the font size (DejaVu: 0.729 em).
pub const CAP_HEIGHT: f32 = 0.729;

/// The Hangul font's glyphs are drawn at this fraction of the font size: its
/// syllables fill nearly the whole em (0.88), DejaVu's capitals 0.73, and a
/// Korean name beside Latin digits should look neither a size larger nor,
/// with its lighter strokes, smaller (0.9 did).
const HANGUL_SCALE: f32 = 0.95;

/// Width of the outline stroked around Hangul glyphs in their own color, in
/// em: Noto Sans CJK Bold's strokes are about 0.10 em at this scale,
/// DejaVu Bold's about 0.16, and a Korean name beside a Latin one looked
/// lighter. Half of it thickens each side of a stroke.
const HANGUL_EMBOLDEN: f32 = 0.045;

/// Which embedded font a glyph comes from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Face {
    Main,
    Hangul,
}

/// A glyph of one of the fonts.
type Glyph = (Face, GlyphId);

fn font_of(face: Face) -> &'static FontRef<'static> {
    static MAIN: OnceLock<FontRef<'static>> = OnceLock::new();
    static HANGUL: OnceLock<FontRef<'static>> = OnceLock::new();
    match face {
        Face::Main => MAIN
            .get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the embedded font parses")),
        Face::Hangul => HANGUL.get_or_init(|| {
            FontRef::try_from_slice(HANGUL_BYTES).expect("the embedded Hangul font parses")
        }),
    }
}

/// Font units per em-size unit drawn: the Hangul font is drawn smaller.
fn units_per_em(face: Face) -> f32 {
    let upm = font_of(face).units_per_em().unwrap_or(2048.0);
    match face {
        Face::Main => upm,
        Face::Hangul => upm / HANGUL_SCALE,
    }
}

/// The glyph that draws `ch`: DejaVu's, else the Hangul font's; none when
/// neither has one.
fn glyph(ch: char) -> Option<Glyph> {
    let id = font_of(Face::Main).glyph_id(ch);
    if id.0 != 0 {
        return Some((Face::Main, id));
    }
    let id = font_of(Face::Hangul).glyph_id(ch);
    (id.0 != 0).then_some((Face::Hangul, id))
}

/// The outline of a glyph in em units (1.0 = font size), y pointing down,
/// origin on the baseline. Cached: glyphs are turned into paths once.
fn glyph_path(glyph: Glyph) -> Option<Arc<Path>> {
    static CACHE: OnceLock<Mutex<HashMap<Glyph, Option<Arc<Path>>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Names in Hangul may bring thousands of syllables over time: a full
    // cache starts over rather than grow.
    if cache.len() >= 4096 {
        cache.clear();
    }
    cache
        .entry(glyph)
        .or_insert_with(|| build_glyph_path(glyph).map(Arc::new))
        .clone()
}

fn build_glyph_path((face, id): Glyph) -> Option<Path> {
    let outline = font_of(face).outline(id)?;
    let s = 1.0 / units_per_em(face);
    let p = |pt: ab_glyph::Point| (pt.x * s, -pt.y * s);
    let mut pb = PathBuilder::new();
    let mut last: Option<(f32, f32)> = None;
    for curve in &outline.curves {
        let (start, end) = match curve {
            OutlineCurve::Line(a, b) => (p(*a), p(*b)),
            OutlineCurve::Quad(a, _, b) => (p(*a), p(*b)),
            OutlineCurve::Cubic(a, _, _, b) => (p(*a), p(*b)),
        };
        let joined =
            last.is_some_and(|l| (l.0 - start.0).abs() < 1e-6 && (l.1 - start.1).abs() < 1e-6);
        if !joined {
            if last.is_some() {
                pb.close();
            }
            pb.move_to(start.0, start.1);
        }
        match curve {
            OutlineCurve::Line(_, _) => pb.line_to(end.0, end.1),
            OutlineCurve::Quad(_, c, _) => {
                let c = p(*c);
                pb.quad_to(c.0, c.1, end.0, end.1)
            }
            OutlineCurve::Cubic(_, c1, c2, _) => {
                let (c1, c2) = (p(*c1), p(*c2));
                pb.cubic_to(c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            }
        }
        last = Some(end);
    }
    if last.is_some() {
        pb.close();
    }
    pb.finish()
}

/// Characters shaped without a glyph in the font (each drawn as the font's
/// empty box): counted so that tests can prove pictures never show one.
static MISSING_GLYPHS: AtomicUsize = AtomicUsize::new(0);

/// How many characters without a glyph were drawn since the program started.
pub fn missing_glyphs_drawn() -> usize {
    MISSING_GLYPHS.load(Ordering::Relaxed)
}

/// Whether every character of `text` has a glyph in the fonts: user text
/// (a player's name in Hangul, say) is drawn only then.
pub fn renders_fully(text: &str) -> bool {
    text.chars().all(has_glyph)
}

/// Glyphs of a string with their pen positions in em units; a character
/// neither font has is drawn as DejaVu's empty box, and counted.
fn shape(text: &str) -> (Vec<(Glyph, f32)>, f32) {
    let mut x = 0.0;
    let mut prev: Option<Glyph> = None;
    let mut glyphs = Vec::with_capacity(text.len());
    for ch in text.chars() {
        let g = glyph(ch).unwrap_or_else(|| {
            MISSING_GLYPHS.fetch_add(1, Ordering::Relaxed);
            (Face::Main, GlyphId(0))
        });
        let (face, id) = g;
        let font = font_of(face);
        let upm = units_per_em(face);
        if let Some((prev_face, p)) = prev.filter(|&(f, _)| f == face) {
            x += font_of(prev_face).kern_unscaled(p, id) / upm;
        }
        glyphs.push((g, x));
        x += font.h_advance_unscaled(id) / upm;
        prev = Some(g);
    }
    (glyphs, x)
}

/// Width of a string at font size `size`, in pixels.
pub fn width(text: &str, size: f32) -> f32 {
    shape(text).1 * size
}

/// How a piece of text looks.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Style {
    /// Font size in pixels (capitals are [`CAP_HEIGHT`] × size tall).
    pub size: f32,
    pub fill: Rgb,
    /// An outline around the letters, for contrast on any background.
    pub halo: Option<(Rgb, f32)>,
}

/// Horizontal placement of text relative to its anchor point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// One step of drawing a text: a glyph's outline filled, or stroked (a
/// halo, or a Hangul glyph's emboldening) `width` wide, in the fill's color
/// or the halo's.
pub(super) struct Op {
    pub path: Arc<Path>,
    pub transform: Transform,
    /// `None` fills the outline.
    pub stroke: Option<f32>,
    pub halo: bool,
}

/// The steps that draw `text` with its capitals vertically centered on `y`,
/// in order: every halo first, so that one letter's halo never covers its
/// neighbour, then each glyph's fill (and its emboldening).
pub(super) fn ops(text: &str, (x, y): (f32, f32), align: Align, style: Style) -> Vec<Op> {
    let (glyphs, advance) = shape(text);
    let w = advance * style.size;
    let left = match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    };
    let baseline = y + CAP_HEIGHT * style.size / 2.0;
    let paths: Vec<(Arc<Path>, Transform, f32)> = glyphs
        .iter()
        .filter_map(|&(g, gx)| {
            let path = glyph_path(g)?;
            let t = Transform::from_row(
                style.size,
                0.0,
                0.0,
                style.size,
                left + gx * style.size,
                baseline,
            );
            let bold = if g.0 == Face::Hangul {
                HANGUL_EMBOLDEN
            } else {
                0.0
            };
            Some((path, t, bold))
        })
        .collect();
    let mut ops = Vec::with_capacity(2 * paths.len());
    if let Some((_, halo_width)) = style.halo {
        for (path, t, bold) in &paths {
            ops.push(Op {
                path: path.clone(),
                transform: *t,
                stroke: Some(2.0 * halo_width / style.size + bold),
                halo: true,
            });
        }
    }
    for (path, t, bold) in paths {
        let stroke = (bold > 0.0).then_some(bold);
        ops.push(Op {
            path: path.clone(),
            transform: t,
            stroke: None,
            halo: false,
        });
        if stroke.is_some() {
            ops.push(Op {
                path,
                transform: t,
                stroke,
                halo: false,
            });
        }
    }
    ops
}

/// Draws text whose capitals are vertically centered on `y`.
pub fn draw(layer: &mut dyn Surface, text: &str, at: (f32, f32), align: Align, style: Style) {
    for op in ops(text, at, align, style) {
        let color = match (op.halo, style.halo) {
            (true, Some((halo, _))) => halo,
            _ => style.fill,
        };
        match op.stroke {
            None => layer.fill(&op.path, color, 255, op.transform),
            Some(width) => layer.stroke(&op.path, color, 255, width, op.transform),
        }
    }
}

/// The box a text's sprite is drawn in ([`sprite_box`]).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) struct SpriteBox {
    pub width: u32,
    pub height: u32,
    /// The middle of the capitals at the text's anchor.
    pub anchor: (f32, f32),
}

/// The box of `text` drawn as a sprite anchored at the middle of its
/// capitals: room for its ascent, descent and halo.
pub(super) fn sprite_box(text: &str, align: Align, style: Style) -> SpriteBox {
    let pad = style.halo.map_or(0.0, |(_, w)| w) + 2.0;
    let w = width(text, style.size).max(1.0);
    let ascent = style.size * 0.95;
    let descent = style.size * 0.3;
    let mid_y = pad + ascent - CAP_HEIGHT * style.size / 2.0;
    let anchor_x = match align {
        Align::Left => pad,
        Align::Center => pad + w / 2.0,
        Align::Right => pad + w,
    };
    SpriteBox {
        width: (w + 2.0 * pad).ceil() as u32,
        height: (ascent + descent + 2.0 * pad).ceil() as u32,
        anchor: (anchor_x, mid_y),
    }
}

/// Text as an RGBA sprite anchored at the middle of its capitals (the board's
/// labels are kept as coverage instead, `labels.rs`; this is what they are
/// pinned to).
pub(super) fn make_sprite(text: &str, align: Align, style: Style) -> Sprite {
    let b = sprite_box(text, align, style);
    let mut layer =
        Layer::from_pixmap(Pixmap::new(b.width, b.height).expect("a non-empty text sprite"));
    draw(&mut layer, text, b.anchor, align, style);
    Sprite::new(layer.pixmap, b.anchor)
}

/// Whether the fonts can draw a character (so callers can fall back to ASCII).
pub fn has_glyph(ch: char) -> bool {
    glyph(ch).is_some()
}

/// How much each pixel of `text` drawn at `size` is covered (0–255), row by
/// row, and the width of a row: for tests comparing how tall and how heavy
/// the two fonts' letters look.
pub fn coverage(text: &str, size: f32) -> (usize, Vec<u8>) {
    let style = Style {
        size,
        fill: Rgb(255, 255, 255),
        halo: None,
    };
    let sprite = make_sprite(text, Align::Left, style);
    let width = sprite.pixmap.width() as usize;
    let alpha = sprite.pixmap.data().chunks_exact(4).map(|p| p[3]).collect();
    (width, alpha)
}
