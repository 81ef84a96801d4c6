//! An avatar's bytes made into a [`Face`]: decoded by the `image` crate (PNG,
//! JPEG, WebP, GIF: what Discord's CDN serves; an animation's first frame),
//! cut to the middle square and resized to [`FACE_SIZE`]².
//!
//! The bytes come from outside, so the decoder runs with limits: a picture
//! wider or taller than [`MAX_SIDE`] is refused from its header, before any
//! pixel is allocated, and no decoder may hold more than [`MAX_ALLOC`] at
//! once (a decompression bomb stops there).

use std::io::Cursor;

use image::imageops::FilterType;
use image::{ImageReader, Limits};

use crate::render::{FACE_SIZE, Face};

/// The widest and tallest avatar decoded (Discord serves 4096 at most).
pub const MAX_SIDE: u32 = 4096;

/// The most a decoder may allocate for one avatar: a 64 px avatar takes
/// 16 KiB; [`MAX_SIDE`]² takes 64 MiB and is refused, three decodes at once.
pub const MAX_ALLOC: u64 = 16 << 20;

/// Why some bytes are no face.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    #[error("not a picture in a format the bot reads")]
    Format,
    #[error("the picture is over the limits: {0}")]
    Limits(String),
    #[error("the picture is corrupt: {0}")]
    Corrupt(String),
}

/// The decoder's limits for avatars.
fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    limits
}

/// `bytes` as a face: decoded within the limits, its middle square resized
/// to [`FACE_SIZE`]², straight RGBA.
pub fn decode_face(bytes: &[u8]) -> Result<Face, DecodeError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| DecodeError::Format)?;
    if reader.format().is_none() {
        return Err(DecodeError::Format);
    }
    reader.limits(limits());
    let picture = reader.decode().map_err(|e| match e {
        image::ImageError::Limits(e) => DecodeError::Limits(e.to_string()),
        image::ImageError::Unsupported(_) => DecodeError::Format,
        other => DecodeError::Corrupt(other.to_string()),
    })?;
    let (width, height) = (picture.width(), picture.height());
    if width == 0 || height == 0 {
        return Err(DecodeError::Corrupt("an empty picture".into()));
    }
    // Avatars are square; anything else shows its middle, as Discord crops it.
    let side = width.min(height);
    let filter = if side > FACE_SIZE {
        FilterType::Triangle
    } else {
        // Enlarging a tiny picture: smooth, not blocky.
        FilterType::CatmullRom
    };
    // The decoded picture is let go as its square is taken (no second copy).
    let square = if side == width && side == height {
        picture.into_rgba8()
    } else {
        let square = picture.crop_imm((width - side) / 2, (height - side) / 2, side, side);
        drop(picture);
        square.into_rgba8()
    };
    let rgba = if side == FACE_SIZE {
        square
    } else {
        image::imageops::resize(&square, FACE_SIZE, FACE_SIZE, filter)
    };
    Face::from_rgba(rgba.into_raw())
        .ok_or_else(|| DecodeError::Corrupt("resized to the wrong size".into()))
}
