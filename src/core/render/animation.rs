//! A whole game as an animated GIF: one frame per move, a pause at each new
//! turn, the final position held.
//!
//! Every frame is the renderer's own picture (`render_indexed`) in the
//! renderer's own palette, which has at most 128 colors, so it goes into the
//! GIF's one global color table as it is: nothing is quantized or dithered per
//! frame. A frame holds only the rectangle that changed since the previous
//! one, and inside it the pixels that stayed the same are transparent (they
//! show the previous frame through), which LZW packs into a few codes.
//!
//! The positions come from one pass over the record ([`walk_moves`]): linear
//! in the game's length.
//!
//! Size: a GIF must fit Discord's default upload limit ([`GIF_LIMIT`]). A long
//! game is drawn at a smaller scale (every 2×2, 3×3… block of pixels averaged
//! and looked up in the same palette); should even the smallest not fit, one
//! frame per turn instead of per move; and a game too long for that too is
//! refused ([`GifError::TooLarge`]) rather than sent for Discord to refuse.
//! The scale is chosen before drawing: for a long game a few sample frames are
//! drawn and coded at every scale, which tells the size of the whole at each
//! ([`estimate`]); the drawing starts at the largest choice estimated to fit,
//! and should it still outgrow the limit it stops at once and
//! goes on to the next choice, so the limit holds whatever the estimate.

use std::borrow::Cow;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use super::layout::frame_side;
use super::{View, palette, render_indexed};
use std::ops::ControlFlow;

use crate::game::{Entry, Game, Record, RecordError, walk_moves};

/// Why a record gives no GIF.
#[derive(Debug, thiserror::Error)]
pub enum GifError {
    /// The record breaks the rules.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// Even one small frame per turn outgrows the limit.
    #[error("the game is too long for a GIF of at most {limit} bytes")]
    TooLarge { limit: usize },
}

/// The largest GIF made: Discord's default 10 MiB upload limit, less a margin
/// for the message around it.
pub const GIF_LIMIT: usize = 10 * 1024 * 1024 - 64 * 1024;

/// The palette index that marks "unchanged" (the renderer uses at most 128).
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub const TRANSPARENT: u8 = 255;

/// Frame delays, in hundredths of a second.
const MOVE_DELAY: u16 = 45;
const NEW_TURN_DELAY: u16 = 110;
const FINAL_DELAY: u16 = 600;

/// The smallest the board gets (divisor of its size): 880 / 4 = 220 px
/// (264 for a table of three or four).
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub const MAX_SCALE: usize = 4;

/// An animated game.
#[derive(Clone, Debug)]
pub struct Gif {
    pub bytes: Vec<u8>,
    /// Frames written: the start and one per move.
    pub frames: usize,
    /// Width and height in pixels.
    pub size: u32,
    /// One frame per move (else one per turn, to fit the limit).
    pub every_move: bool,
}

/// What a replay (the animation, and `/hypnosia replay`) draws: the position
/// and the moves of the latest turn, without the destination markers (nobody
/// picks a move in a replay).
pub const REPLAY_VIEW: View = View {
    markers: false,
    last_move: true,
};

/// The game of `record` as an animated GIF of at most [`GIF_LIMIT`] bytes:
/// full size with every move when it fits, else the largest scale that does,
/// else one frame per turn (see the module's doc).
pub fn gif_of_record(record: &Record) -> Result<Gif, GifError> {
    gif_paced(record, || {})
}

/// [`gif_of_record`], calling `pause` between frames (where the heavy drawing
/// lane lets live boards go first).
pub fn gif_paced(record: &Record, pause: impl FnMut()) -> Result<Gif, GifError> {
    gif_within_paced(record, GIF_LIMIT, pause)
}

/// [`gif_of_record`] with another limit, in bytes.
pub fn gif_within(record: &Record, limit: usize) -> Result<Gif, GifError> {
    gif_within_paced(record, limit, || {})
}

/// The ways a game is drawn, best first: every move at each scale, then the
/// turns' ends at each scale.
const CHOICES: [(usize, bool); 2 * MAX_SCALE] = {
    let mut choices = [(1, true); 2 * MAX_SCALE];
    let mut i = 0;
    while i < 2 * MAX_SCALE {
        choices[i] = (i % MAX_SCALE + 1, i < MAX_SCALE);
        i += 1;
    }
    choices
};

// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub fn gif_within_paced(
    record: &Record,
    limit: usize,
    mut pause: impl FnMut(),
) -> Result<Gif, GifError> {
    let first = match estimate(record, &mut pause)? {
        None => 0,
        Some(sizes) => CHOICES
            .iter()
            .position(|choice| sizes.bytes(*choice) <= limit as f64)
            .unwrap_or(CHOICES.len() - 1),
    };
    // Frames are drawn as they are written (a long game's pictures would take
    // hundreds of megabytes together); a choice that overflows stops at once.
    for &(scale, every_move) in &CHOICES[first..] {
        if let Some(gif) = encode(record, scale, every_move, limit, &mut pause)? {
            return Ok(gif);
        }
    }
    Err(GifError::TooLarge { limit })
}

/// Moves above which a game's size is estimated before drawing: below it, a
/// full-size try that overflows costs no more than the samples.
const ESTIMATE_ABOVE: usize = 48;

/// Sample frames drawn for an estimate.
const SAMPLES: usize = 12;

/// A GIF's estimated size at each scale, from a few sampled frames.
#[derive(Debug)]
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub struct Estimate {
    /// Bytes of the first (whole) frame, per scale.
    first: [f64; MAX_SCALE],
    /// Bytes of a frame changed by one move, on average, per scale.
    per_move: [f64; MAX_SCALE],
    moves: usize,
    /// Turns that moved (the frames after the first when drawn by turns).
    turns: usize,
}

impl Estimate {
    /// Estimated bytes of the GIF drawn as `(scale, every_move)`. A turn's
    /// frame is counted as the sum of its moves' (the changed area of several
    /// moves is at most the sum of theirs).
    pub fn bytes(&self, (scale, every_move): (usize, bool)) -> f64 {
        let s = scale - 1;
        let frames = if every_move { self.moves } else { self.turns };
        let per_frame = if every_move {
            self.per_move[s]
        } else {
            self.per_move[s] * self.moves as f64 / self.turns.max(1) as f64
        };
        HEADER_BYTES + self.first[s] + per_frame * frames as f64
    }
}

/// The GIF's header and global color table, about.
const HEADER_BYTES: f64 = 800.0;

/// The size of the GIF of `record` at each scale, from the start and
/// [`SAMPLES`] moves spread over the game (one pass over the record without
/// drawing, then a few frames drawn); None for a short game.
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub fn estimate(
    record: &Record,
    pause: &mut impl FnMut(),
) -> Result<Option<Estimate>, RecordError> {
    let moves: usize = record
        .turns
        .iter()
        .map(|e| match e {
            Entry::Turn(t) => t.moves.len(),
            Entry::Event(_) => 0,
        })
        .sum();
    let turns = record
        .turns
        .iter()
        .filter(|e| matches!(e, Entry::Turn(t) if !t.moves.is_empty()))
        .count();
    if moves <= ESTIMATE_ABOVE {
        return Ok(None);
    }
    // The positions before and after each sampled move (position n is after
    // the n-th move; 0 is the start).
    let sampled: Vec<usize> = (1..=SAMPLES).map(|k| k * moves / (SAMPLES + 1)).collect();
    let mut start = None;
    let mut pairs: Vec<(Game, Game)> = Vec::with_capacity(SAMPLES);
    let mut before: Option<Game> = None;
    let mut n = 0;
    walk_moves(record, |game, _| {
        if n == 0 {
            start = Some(game.clone());
        }
        if let Some(b) = before.take_if(|_| sampled.contains(&n)) {
            pairs.push((b, game.clone()));
        }
        if sampled.contains(&(n + 1)) {
            before = Some(game.clone());
        }
        n += 1;
        ControlFlow::Continue(())
    })?;
    let full = record_side(record);
    let mut first = [0.0; MAX_SCALE];
    let mut per_move = [0.0; MAX_SCALE];
    let start = render_indexed(&start.expect("a record shows its start"), &REPLAY_VIEW);
    for (s, bytes) in first.iter_mut().enumerate() {
        *bytes = frame_bytes(None, &scaled(&start, full, s + 1), full / (s + 1)) as f64;
    }
    for (before, after) in &pairs {
        let (before, after) = (
            render_indexed(before, &REPLAY_VIEW),
            render_indexed(after, &REPLAY_VIEW),
        );
        for (s, bytes) in per_move.iter_mut().enumerate() {
            let side = full / (s + 1);
            let (b, a) = (scaled(&before, full, s + 1), scaled(&after, full, s + 1));
            *bytes += frame_bytes(Some(&b), &a, side) as f64 / pairs.len() as f64;
        }
        pause();
    }
    Ok(Some(Estimate {
        first,
        per_move,
        moves,
        turns,
    }))
}

/// The side of the frames of `record`'s game at full size.
fn record_side(record: &Record) -> usize {
    frame_side(&record.players.iter().map(|p| p.color).collect::<Vec<_>>())
}

fn scaled(pixels: &[u8], full: usize, scale: usize) -> Vec<u8> {
    if scale == 1 {
        pixels.to_vec()
    } else {
        shrink(pixels, full, scale)
    }
}

/// The bytes one frame takes in a GIF (coded alone, less the file's header).
fn frame_bytes(before: Option<&[u8]>, now: &[u8], side: usize) -> usize {
    let mut table = palette().plte();
    table.resize(256 * 3, 0);
    let mut out = Vec::new();
    let mut encoder =
        Encoder::new(&mut out, side as u16, side as u16, &table).expect("GIF into memory");
    let header = encoder.get_ref().len();
    let frame = changed_frame(before, now, side, MOVE_DELAY);
    encoder.write_frame(&frame).expect("GIF into memory");
    encoder.get_ref().len() - header
}

/// Writes the game at 1/`scale` of its size, every move or the turns' ends;
/// gives up (None) as soon as it outgrows `limit`.
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub fn encode(
    record: &Record,
    scale: usize,
    every_move: bool,
    limit: usize,
    pause: &mut impl FnMut(),
) -> Result<Option<Gif>, RecordError> {
    let full = record_side(record);
    let side = full / scale;
    let mut table = palette().plte();
    table.resize(256 * 3, 0);
    let mut out = Vec::new();
    let mut frames = 0;
    let mut overflow = false;
    {
        let mut encoder =
            Encoder::new(&mut out, side as u16, side as u16, &table).expect("GIF into memory");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("GIF into memory");
        let mut shown: Option<Vec<u8>> = None;
        walk_moves(record, |game, step| {
            if !(every_move || step.new_turn) {
                return ControlFlow::Continue(());
            }
            let pixels = scaled(&render_indexed(game, &REPLAY_VIEW), full, scale);
            let delay = if step.last {
                FINAL_DELAY
            } else if step.new_turn {
                NEW_TURN_DELAY
            } else {
                MOVE_DELAY
            };
            let frame = changed_frame(shown.as_deref(), &pixels, side, delay);
            encoder.write_frame(&frame).expect("GIF into memory");
            frames += 1;
            if encoder.get_ref().len() > limit {
                overflow = true;
                return ControlFlow::Break(());
            }
            shown = Some(pixels);
            pause();
            ControlFlow::Continue(())
        })?;
    }
    if overflow {
        return Ok(None);
    }
    Ok(Some(Gif {
        bytes: out,
        frames,
        size: side as u32,
        every_move,
    })
    .filter(|gif| gif.bytes.len() <= limit))
}

/// The frame that turns `before` (nothing yet: the whole picture) into `now`:
/// the bounding rectangle of the changed pixels, unchanged ones transparent.
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub fn changed_frame<'a>(
    before: Option<&[u8]>,
    now: &'a [u8],
    side: usize,
    delay: u16,
) -> Frame<'a> {
    let whole = Frame {
        delay,
        dispose: DisposalMethod::Keep,
        width: side as u16,
        height: side as u16,
        buffer: Cow::Borrowed(now),
        ..Frame::default()
    };
    let Some(before) = before else {
        return whole;
    };
    let (mut left, mut top, mut right, mut bottom) = (side, side, 0, 0);
    for (y, (a, b)) in before
        .chunks_exact(side)
        .zip(now.chunks_exact(side))
        .enumerate()
    {
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(first);
        left = left.min(first);
        right = right.max(last + 1);
        top = top.min(y);
        bottom = y + 1;
    }
    if right == 0 {
        // Nothing changed: one transparent pixel carries the delay.
        return Frame {
            delay,
            dispose: DisposalMethod::Keep,
            transparent: Some(TRANSPARENT),
            width: 1,
            height: 1,
            buffer: Cow::Owned(vec![TRANSPARENT]),
            ..Frame::default()
        };
    }
    let mut buffer = Vec::with_capacity((right - left) * (bottom - top));
    for y in top..bottom {
        let row = y * side;
        buffer.extend(
            before[row + left..row + right]
                .iter()
                .zip(&now[row + left..row + right])
                .map(|(&p, &q)| if p == q { TRANSPARENT } else { q }),
        );
    }
    Frame {
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        left: left as u16,
        top: top as u16,
        width: (right - left) as u16,
        height: (bottom - top) as u16,
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    }
}

/// The picture at 1/`scale` of its size: each block of `scale`² pixels
/// averaged, then looked up in the same palette (no new colors).
fn shrink(pixels: &[u8], side: usize, scale: usize) -> Vec<u8> {
    let palette = palette();
    let small = side / scale;
    let mut out = Vec::with_capacity(small * small);
    let n = (scale * scale) as u32;
    for y in 0..small {
        for x in 0..small {
            let mut sum = [0u32; 3];
            for dy in 0..scale {
                let row = (y * scale + dy) * side + x * scale;
                for &index in &pixels[row..row + scale] {
                    let c = palette.color(index);
                    sum[0] += u32::from(c.0);
                    sum[1] += u32::from(c.1);
                    sum[2] += u32::from(c.2);
                }
            }
            out.push(palette.index((sum[0] / n) as u8, (sum[1] / n) as u8, (sum[2] / n) as u8));
        }
    }
    out
}
