//! The board's labels (the players' names, the turn's number, the last
//! moves' lines, scores), drawn once and kept as coverage: how much of each
//! pixel every step of drawing the text covered, without its color, which
//! is applied when the label is stamped.
//!
//! A label was an RGBA sprite of its whole box (tens of KB) with its palette
//! runs, one per text, size and color, and the cache started over at 1 024:
//! at 2 000 running games the players' names, turn numbers and move lines
//! kept it churning, and every start drew every label of every board again.
//! Kept as coverage, a label holds about a byte per pixel its letters touch
//! and none for the box around them (a seat's name at 22 px: about 2 KB),
//! whatever its color; the labels used since the last turn of generations
//! stay ([`BUDGET`]).
//!
//! The pixels are tiny-skia's to the bit: each step (a glyph's fill, a Hangul
//! glyph's emboldening) is drawn alone in white, and what it covered is
//! kept in the order drawn; stamping replays tiny-skia's blending of an
//! opaque color over those coverages (`lerp`: its `Source` mode, which an
//! opaque paint is drawn in). A pixel that several steps touch keeps them
//! all (adjacent letters sharing an edge pixel), so nothing is rounded
//! differently; `tests/render/labels.rs` pins the stamps to the sprites drawn
//! the old way.

use std::cell::RefCell;
use std::sync::{Arc, Mutex, OnceLock};

use tiny_skia::{FillRule, LineCap, LineJoin, Mask, PathStroker, Point, Stroke, Transform};

use super::generations::Generations;
use super::indexed::{END, Label, OPAQUE, PARTIAL, SKIP, STEPPED};
use super::text::{self, Align, Style};
use super::theme::Rgb;

/// The most the kept labels hold, in bytes: two generations of half each.
/// A seat's name takes about 2 KB, a move's line 2 KB, a turn's number a
/// few hundred bytes; 2 000 running games of four people (each name in the
/// seat and in the turn panel, about 12 MB) and the move lines they show
/// would need more than one generation holds, so at that many games the
/// names a game shows at each turn come back from the older generation, and
/// those not drawn for a whole generation are drawn again.
pub const BUDGET: usize = 16 << 20;

/// Whether tiny-skia draws a stroke `width` wide with `transform` as a
/// hairline whose paint's alpha it scales by the width (its
/// `treat_as_hairline`): such a stroke blends by source-over, segment by
/// segment, so its coverage alone does not give its pixels in every color.
fn thin(width: f32, transform: Transform) -> bool {
    let mut ts = transform;
    (ts.tx, ts.ty) = (0.0, 0.0);
    let mut points = [Point::from_xy(width, 0.0), Point::from_xy(0.0, width)];
    ts.map_points(&mut points);
    let fast_len = |p: Point| {
        let (x, y) = (p.x.abs(), p.y.abs());
        let (x, y) = if x < y { (y, x) } else { (x, y) };
        x + y * 0.5
    };
    let (len0, len1) = (fast_len(points[0]), fast_len(points[1]));
    width > 0.0 && len0 <= 1.0 && len1 <= 1.0 && (len0 + len1) * 0.5 != 1.0
}

/// What each pixel of a label's box was covered by, step by step.
struct Coverage {
    /// The first step's coverage of each pixel (0: none).
    first: Vec<u8>,
    /// Later steps' coverages of pixels already covered: by pixel, each
    /// pixel's in drawing order.
    more: Vec<(u32, u8)>,
}

/// Draws `text` at `size` step by step as [`text::make_sprite`] would on a
/// box of its own, each step alone on a coverage mask (tiny-skia's
/// rasterizer, as a paint's: a wholly covered pixel 255, another its
/// coverage), keeping what each covered; `None` when a step is a thin
/// stroke ([`thin`]).
fn coverage(text: &str, align: Align, size: f32) -> Option<(text::SpriteBox, Coverage)> {
    let style = Style {
        size,
        fill: Rgb(255, 255, 255),
        halo: None,
    };
    let b = text::sprite_box(text, align, style);
    let mut mask = Mask::new(b.width, b.height).expect("a non-empty label");
    let width = b.width as usize;
    let mut cover = Coverage {
        first: vec![0; width * b.height as usize],
        more: Vec::new(),
    };
    for op in text::ops(text, b.anchor, align, style) {
        // As `Layer::fill` and `Layer::stroke` draw, and the box they mark.
        let (path, pad) = match op.stroke {
            None => (None, 0.0),
            Some(w) if thin(w, op.transform) => return None,
            Some(w) => {
                let stroke = Stroke {
                    width: w,
                    line_join: LineJoin::Round,
                    line_cap: LineCap::Round,
                    ..Stroke::default()
                };
                let scale = PathStroker::compute_resolution_scale(&op.transform);
                let t = op.transform;
                (
                    op.path.stroke(&stroke, scale),
                    w * t.sx.abs().max(t.sy.abs()).max(1.0) / 2.0,
                )
            }
        };
        let path = path.as_ref().unwrap_or(&op.path);
        mask.fill_path(path, FillRule::Winding, true, op.transform);
        let Some(r) = op.path.bounds().transform(op.transform) else {
            continue;
        };
        let x0 = (r.left() - pad - 1.0).floor().max(0.0) as usize;
        let y0 = (r.top() - pad - 1.0).floor().max(0.0) as usize;
        let x1 = ((r.right() + pad + 1.0).ceil().max(0.0) as usize).min(width);
        let y1 = ((r.bottom() + pad + 1.0).ceil().max(0.0) as usize).min(b.height as usize);
        if x0 >= x1 {
            continue;
        }
        // What this step drew, taken off the mask so that the next one
        // starts from nothing: its coverage alone.
        let data = mask.data_mut();
        for y in y0..y1 {
            let (from, to) = (y * width + x0, y * width + x1);
            let firsts = &mut cover.first[from..to];
            for ((c, first), p) in data[from..to].iter_mut().zip(firsts).zip(from..) {
                if *c == 0 {
                    continue;
                }
                if *first == 0 {
                    *first = *c;
                } else {
                    cover.more.push((p as u32, *c));
                }
                *c = 0;
            }
        }
    }
    // By pixel; the sort is stable, so each pixel's steps stay in order.
    cover.more.sort_by_key(|&(p, _)| p);
    Some((b, cover))
}

/// What a pixel is in a label's tokens.
#[derive(PartialEq, Clone, Copy)]
enum Kind {
    Skip,
    Opaque,
    Partial,
    /// Several steps' coverages, or (a label drawn in its color) the RGBA.
    Stepped,
}

/// A label's rows being written as tokens (see [`SKIP`]).
struct Tokens {
    out: Vec<u8>,
    kind: Kind,
    run: usize,
    /// The run's partial coverages, or its stepped pixels one after another.
    payload: Vec<u8>,
    stepped: usize,
}

impl Tokens {
    fn new() -> Tokens {
        Tokens {
            out: Vec::new(),
            kind: Kind::Skip,
            run: 0,
            payload: Vec::new(),
            stepped: 0,
        }
    }

    /// One more pixel of `kind`, its bytes (a partial one's coverage, a
    /// stepped one's count and steps, or 0 and its RGBA) in `bytes`.
    fn pixel(&mut self, kind: Kind, bytes: &[u8]) {
        if kind != self.kind {
            self.flush();
            self.kind = kind;
        }
        self.run += 1;
        self.payload.extend_from_slice(bytes);
        if kind == Kind::Stepped {
            self.stepped += 1;
            if self.stepped == 63 {
                self.flush();
            }
        }
    }

    fn flush(&mut self) {
        match self.kind {
            Kind::Stepped if self.run > 0 => {
                self.out.push(STEPPED | self.run as u8);
                self.out.append(&mut self.payload);
            }
            Kind::Stepped | Kind::Skip if self.run == 0 => {}
            kind => {
                let token = [SKIP, OPAQUE, PARTIAL][kind as usize];
                let mut done = 0;
                while done < self.run {
                    let k = (self.run - done).min(64);
                    self.out.push(token | (k - 1) as u8);
                    if kind == Kind::Partial {
                        self.out.extend_from_slice(&self.payload[done..done + k]);
                    }
                    done += k;
                }
            }
        }
        (self.run, self.stepped) = (0, 0);
        self.payload.clear();
    }

    /// Ends a row (a run of transparent pixels at its end is not written).
    fn end_row(&mut self) {
        if self.kind == Kind::Skip {
            self.run = 0;
        }
        self.flush();
        self.kind = Kind::Skip;
        self.out.push(END);
    }
}

/// The label of `text` at `size`, drawn now: as coverage, or in `fill` when
/// it has thin strokes.
fn make(text: &str, align: Align, size: f32, fill: Rgb) -> Label {
    let Some((b, cover)) = coverage(text, align, size) else {
        return colored(text, align, size, fill);
    };
    let width = b.width as usize;
    let rows: Vec<&[u8]> = cover.first.chunks(width).collect();
    let visible = |row: &&[u8]| row.iter().any(|&c| c > 0);
    let top = rows.iter().position(visible).unwrap_or(0);
    let bottom = rows.iter().rposition(visible).map_or(top, |y| y + 1);
    let mut tokens = Tokens::new();
    let mut more = cover.more.iter().peekable();
    let mut bytes = Vec::new();
    for (y, row) in rows.iter().enumerate().take(bottom).skip(top) {
        for (x, &c) in row.iter().enumerate() {
            let p = (y * width + x) as u32;
            if more.peek().is_none_or(|m| m.0 != p) {
                match c {
                    0 => tokens.pixel(Kind::Skip, &[]),
                    255 => tokens.pixel(Kind::Opaque, &[]),
                    c => tokens.pixel(Kind::Partial, &[c]),
                }
                continue;
            }
            bytes.clear();
            bytes.extend([0, c]);
            // At most 255 steps a pixel: more never meet (a few glyphs share one).
            while let Some(&(_, c)) = more.next_if(|m| m.0 == p) {
                if bytes.len() < 256 {
                    bytes.push(c);
                }
            }
            bytes[0] = (bytes.len() - 1) as u8;
            // A wholly covering step paints the opaque color over whatever
            // was there, and later ones in the same color keep it.
            match bytes[1..].contains(&255) {
                true => tokens.pixel(Kind::Opaque, &[]),
                false => tokens.pixel(Kind::Stepped, &bytes),
            }
        }
        tokens.end_row();
    }
    Label {
        width: b.width as u16,
        height: b.height as u16,
        anchor: b.anchor,
        top: top as u16,
        fill: None,
        tokens: tokens.out.into_boxed_slice(),
    }
}

/// The label drawn as the sprite it stands for, in `fill`, its pixels kept
/// as they are: for text with thin strokes (a Hangul name below 22 px).
fn colored(text: &str, align: Align, size: f32, fill: Rgb) -> Label {
    let style = Style {
        size,
        fill,
        halo: None,
    };
    let sprite = text::make_sprite(text, align, style);
    let width = sprite.pixmap.width() as usize;
    let data = sprite.pixmap.data();
    let visible = |y: usize| {
        data[4 * y * width..4 * (y + 1) * width]
            .chunks(4)
            .any(|p| p[3] > 0)
    };
    let rows = sprite.pixmap.height() as usize;
    let top = (0..rows).find(|&y| visible(y)).unwrap_or(0);
    let bottom = (0..rows).rev().find(|&y| visible(y)).map_or(top, |y| y + 1);
    let opaque = [fill.0, fill.1, fill.2, 255];
    let mut tokens = Tokens::new();
    for y in top..bottom {
        for px in data[4 * y * width..4 * (y + 1) * width].chunks(4) {
            match px {
                [.., 0] => tokens.pixel(Kind::Skip, &[]),
                px if px == opaque => tokens.pixel(Kind::Opaque, &[]),
                px => tokens.pixel(Kind::Stepped, &[0, px[0], px[1], px[2], px[3]]),
            }
        }
        tokens.end_row();
    }
    Label {
        width: sprite.pixmap.width() as u16,
        height: sprite.pixmap.height() as u16,
        anchor: sprite.anchor,
        top: top as u16,
        fill: Some(fill),
        tokens: tokens.out.into_boxed_slice(),
    }
}

/// The labels kept, by key, in two generations; a key's label may be of
/// another color than the one asked for (a label is drawn for its fill).
type Kept = Generations<Box<str>, Arc<Label>>;

/// The label kept under `key` that draws in `fill`.
fn kept_in(kept: &mut Kept, key: &str, fill: Rgb) -> Option<Arc<Label>> {
    kept.get(key).filter(|l| l.fill.is_none_or(|f| f == fill))
}

/// Keeps `label` under `key` (in place of one drawn in another color).
fn keep(kept: &mut Kept, key: Box<str>, label: Arc<Label>) -> Arc<Label> {
    let bytes = entry_bytes(&key, &label);
    kept.keep(key, label, bytes)
}

/// What a kept label costs: the label, its key and the map's entry.
fn entry_bytes(key: &str, label: &Label) -> usize {
    label.bytes() + key.len() + 2 * std::mem::size_of::<usize>() + 16
}

fn kept() -> &'static Mutex<Kept> {
    static KEPT: OnceLock<Mutex<Kept>> = OnceLock::new();
    KEPT.get_or_init(|| Mutex::new(Kept::new(BUDGET)))
}

/// The label of `text` at font size `size` aligned on its anchor by
/// `align`, to stamp in `fill`: kept, or drawn now.
pub(super) fn label(text: &str, align: Align, size: f32, fill: Rgb) -> Arc<Label> {
    thread_local! {
        static KEY: RefCell<String> = const { RefCell::new(String::new()) };
    }
    KEY.with_borrow_mut(|key| {
        key.clear();
        // The alignment and the size's bits as letters, then the text.
        let bits = u64::from(size.to_bits()) << 4 | align as u64;
        key.extend((0..9).map(|k| char::from(b'a' + (bits >> (4 * k) & 15) as u8)));
        key.push_str(text);
        if let Some(l) = kept_in(
            &mut kept().lock().unwrap_or_else(|e| e.into_inner()),
            key,
            fill,
        ) {
            return l;
        }
        // Drawn outside the lock: other threads' labels need not wait.
        let made = Arc::new(make(text, align, size, fill));
        let mut kept = kept().lock().unwrap_or_else(|e| e.into_inner());
        keep(&mut kept, key.as_str().into(), made)
    })
}

/// The labels kept and the bytes they hold (both generations).
#[cfg(feature = "testing")]
pub(super) fn kept_labels() -> (usize, usize) {
    let kept = kept().lock().unwrap_or_else(|e| e.into_inner());
    (kept.len(), kept.bytes())
}

/// Kept within `budget`, `names` labels of players' names asked for one
/// after another, the first of them asked for again after each: the most
/// bytes the labels kept held, whether the first is still the label drawn
/// first, and whether the second (asked for once) was forgotten.
#[cfg(feature = "testing")]
pub(super) fn kept_within(budget: usize, names: usize) -> (usize, bool, bool) {
    let mut kept = Kept::new(budget);
    let fill = Rgb(240, 240, 240);
    let key = |k: usize| -> Box<str> { format!("name {k}").into() };
    let draw = |k: usize| Arc::new(make(&format!("Player {k}"), Align::Left, 22.0, fill));
    let first = keep(&mut kept, key(0), draw(0));
    let mut most = 0;
    for k in 1..names {
        keep(&mut kept, key(k), draw(k));
        let again =
            kept_in(&mut kept, &key(0), fill).unwrap_or_else(|| keep(&mut kept, key(0), draw(0)));
        most = most.max(kept.bytes());
        if k + 1 == names {
            let forgotten = kept_in(&mut kept, &key(1), fill).is_none();
            return (most, Arc::ptr_eq(&first, &again), forgotten);
        }
    }
    (most, true, false)
}
