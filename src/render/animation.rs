//! A whole game as an animated GIF: one frame per move, a pause at each new
//! turn, the final position held.
//!
//! Every frame is the renderer's own picture ([`super::render_indexed`]) in the
//! renderer's own palette, which has at most 128 colors, so it goes into the
//! GIF's one global color table as it is: nothing is quantized or dithered per
//! frame. A frame holds only the rectangle that changed since the previous
//! one, and inside it the pixels that stayed the same are transparent (they
//! show the previous frame through), which LZW packs into a few codes.
//!
//! Size: a GIF must fit Discord's default upload limit ([`GIF_LIMIT`]). A long
//! game is drawn again at a smaller scale (every 2×2, 3×3… block of pixels
//! averaged and looked up in the same palette) until it fits; should even the
//! smallest not fit, one frame per turn instead of per move, at each scale
//! again; and a game too long for that too is refused ([`GifError::TooLarge`])
//! rather than sent for Discord to refuse.

use std::borrow::Cow;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use super::frames::positions_by_move;
use super::layout::SIZE;
use super::{palette, render_indexed, View};
use crate::game::{Record, RecordError};

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
const TRANSPARENT: u8 = 255;

/// Frame delays, in hundredths of a second.
const MOVE_DELAY: u16 = 45;
const NEW_TURN_DELAY: u16 = 110;
const FINAL_DELAY: u16 = 600;

/// The smallest the board gets (divisor of its size): 880 / 4 = 220 px.
const MAX_SCALE: usize = 4;

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
    gif_within(record, GIF_LIMIT)
}

/// [`gif_of_record`] with another limit, in bytes.
pub fn gif_within(record: &Record, limit: usize) -> Result<Gif, GifError> {
    // Frames are drawn as they are written (a long game's pictures would take
    // hundreds of megabytes together); a scale that overflows stops at once.
    for every_move in [true, false] {
        for scale in 1..=MAX_SCALE {
            if let Some(gif) = encode(record, scale, every_move, limit)? {
                return Ok(gif);
            }
        }
    }
    Err(GifError::TooLarge { limit })
}

/// Writes the game at 1/`scale` of its size, every move or the turns' ends;
/// gives up (None) as soon as it outgrows `limit`.
fn encode(
    record: &Record,
    scale: usize,
    every_move: bool,
    limit: usize,
) -> Result<Option<Gif>, RecordError> {
    let full = SIZE as usize;
    let side = full / scale;
    let mut table = palette().plte();
    table.resize(256 * 3, 0);
    let mut out = Vec::new();
    let mut frames = 0;
    {
        let mut encoder =
            Encoder::new(&mut out, side as u16, side as u16, &table).expect("GIF into memory");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("GIF into memory");
        let mut shown: Option<Vec<u8>> = None;
        let mut steps = positions_by_move(record)
            .filter(|step| every_move || step.as_ref().map_or(true, |s| s.new_turn))
            .peekable();
        while let Some(step) = steps.next() {
            let step = step?;
            let pixels = render_indexed(&step.game, &REPLAY_VIEW);
            let pixels = if scale == 1 {
                pixels
            } else {
                shrink(&pixels, full, scale)
            };
            let delay = if steps.peek().is_none() {
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
                return Ok(None);
            }
            shown = Some(pixels);
        }
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
fn changed_frame<'a>(before: Option<&[u8]>, now: &'a [u8], side: usize, delay: u16) -> Frame<'a> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unchanged_pixel_is_transparent_and_the_frame_is_the_changed_box() {
        let before = vec![1u8; 16];
        let mut now = before.clone();
        now[5] = 2; // (1, 1)
        now[10] = 3; // (2, 2)
        let frame = changed_frame(Some(&before), &now, 4, 7);
        assert_eq!(
            (frame.left, frame.top, frame.width, frame.height),
            (1, 1, 2, 2)
        );
        assert_eq!(&*frame.buffer, &[2, TRANSPARENT, TRANSPARENT, 3]);
        assert_eq!(frame.delay, 7);
        let same = changed_frame(Some(&before), &before, 4, 7);
        assert_eq!((same.width, same.height), (1, 1));
    }

    /// A short game: a few turns of first-listed moves, then called off.
    fn short_record() -> Record {
        use crate::game::{Color, Dice, Game, Player, Variant};
        let players = vec![
            Player::human(Color::Red, "Ada"),
            Player::human(Color::Blue, "Bob"),
        ];
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
        for _ in 0..8 {
            let first = game.legal_moves()[0];
            game.play(first).unwrap();
        }
        game.cancel().unwrap();
        game.record()
    }

    #[test]
    fn a_gif_over_the_limit_is_drawn_smaller_then_by_turns_then_refused() {
        let record = short_record();
        let whole = gif_within(&record, usize::MAX).unwrap();
        assert!(whole.every_move && whole.size == SIZE);
        assert_eq!(whole.frames, 9, "the start and one per move");
        let smaller = gif_within(&record, whole.bytes.len() - 1).unwrap();
        assert!(smaller.every_move && smaller.size < SIZE);
        assert!(smaller.bytes.len() < whole.bytes.len());
        let smallest = encode(&record, MAX_SCALE, true, usize::MAX)
            .unwrap()
            .unwrap();
        let by_turns = gif_within(&record, smallest.bytes.len() - 1).unwrap();
        assert!(!by_turns.every_move);
        assert!(by_turns.bytes.len() < smallest.bytes.len());
        assert!(by_turns.frames < whole.frames);
        assert!(matches!(
            gif_within(&record, 100),
            Err(GifError::TooLarge { limit: 100 })
        ));
    }

    #[test]
    fn the_palette_leaves_room_for_the_transparent_index() {
        assert!(palette().plte().len() / 3 <= usize::from(TRANSPARENT));
    }
}
