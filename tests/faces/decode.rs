//! Decoding an avatar: every format Discord serves, the first frame of an
//! animation, the middle of a wide picture, and refusals before any pixel.

use hypnosia::faces::decode::*;
use hypnosia::render::{FACE_SIZE, Face};
use image::{ImageFormat, Rgba, RgbaImage};
use std::io::Cursor;

/// A picture whose left half is red and right half blue.
fn halves(side: u32) -> RgbaImage {
    RgbaImage::from_fn(side, side, |x, _| {
        if x < side / 2 {
            Rgba([220, 30, 30, 255])
        } else {
            Rgba([30, 30, 220, 255])
        }
    })
}

fn encoded(picture: &RgbaImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    match format {
        ImageFormat::Jpeg => image::DynamicImage::ImageRgba8(picture.clone())
            .to_rgb8()
            .write_to(&mut out, format)
            .unwrap(),
        _ => picture.write_to(&mut out, format).unwrap(),
    }
    out.into_inner()
}

fn pixel(face: &Face, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * FACE_SIZE + x) * 4) as usize;
    face.rgba()[at..at + 4].try_into().unwrap()
}

fn assert_halves(face: &Face, what: &str) {
    let left = pixel(face, 8, 32);
    let right = pixel(face, FACE_SIZE - 8, 32);
    assert!(
        left[0] > 180 && left[2] < 80,
        "{what}: left is red, {left:?}"
    );
    assert!(
        right[2] > 180 && right[0] < 80,
        "{what}: right is blue, {right:?}"
    );
}

#[test]
fn every_format_discord_serves_decodes_to_a_face() {
    for format in [
        ImageFormat::Png,
        ImageFormat::Jpeg,
        ImageFormat::WebP,
        ImageFormat::Gif,
    ] {
        for side in [16, 64, 256] {
            let face = decode_face(&encoded(&halves(side), format))
                .unwrap_or_else(|e| panic!("{format:?} {side}: {e}"));
            assert_eq!(face.rgba().len(), (FACE_SIZE * FACE_SIZE * 4) as usize);
            assert_halves(&face, &format!("{format:?} at {side} px"));
        }
    }
}

#[test]
fn an_animation_shows_its_first_frame() {
    use image::codecs::gif::GifEncoder;
    use image::{Delay, Frame};
    let mut bytes = Vec::new();
    {
        let mut encoder = GifEncoder::new(&mut bytes);
        let green = RgbaImage::from_pixel(32, 32, Rgba([20, 200, 20, 255]));
        let frames = [halves(32), green];
        for f in frames {
            let delay = Delay::from_numer_denom_ms(100, 1);
            encoder
                .encode_frame(Frame::from_parts(f, 0, 0, delay))
                .unwrap();
        }
    }
    assert_halves(&decode_face(&bytes).unwrap(), "the first frame");
}

#[test]
fn a_wide_picture_shows_its_middle() {
    // 3 wide, 1 high: green, red | blue, green; the middle square is the halves.
    let side = 40;
    let wide = RgbaImage::from_fn(side * 3, side, |x, _| match x / (side / 2) {
        0 | 1 | 4 | 5 => Rgba([20, 200, 20, 255]),
        2 => Rgba([220, 30, 30, 255]),
        _ => Rgba([30, 30, 220, 255]),
    });
    assert_halves(
        &decode_face(&encoded(&wide, ImageFormat::Png)).unwrap(),
        "the middle",
    );
}

/// A PNG signature and header chunk claiming `side`² pixels, and nothing
/// else: a decoder that believed it would allocate `side`² × 4 bytes.
fn huge_header(side: u32) -> Vec<u8> {
    header(side, 8)
}

/// A PNG header of `side`² RGBA pixels of `depth` bits per channel.
fn header(side: u32, depth: u8) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend(side.to_be_bytes());
    ihdr.extend(side.to_be_bytes());
    ihdr.extend([depth, 6, 0, 0, 0]);
    png.extend(13u32.to_be_bytes());
    png.extend(&ihdr);
    png.extend(crc32(&ihdr).to_be_bytes());
    // The first data chunk (an empty zlib stream): a decoder knows the
    // picture's size by then, and reserves its memory.
    let mut idat = b"IDAT".to_vec();
    idat.extend([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
    png.extend(8u32.to_be_bytes());
    png.extend(&idat);
    png.extend(crc32(&idat).to_be_bytes());
    png
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn a_huge_header_is_refused_before_any_pixel() {
    // 20 000² RGBA would be 1.6 GB: refused by its header, quickly.
    let started = std::time::Instant::now();
    match decode_face(&huge_header(20_000)) {
        Err(DecodeError::Limits(_)) => {}
        other => panic!("expected the limits to refuse it, got {other:?}"),
    }
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
    // Just over the side allowed is refused too; a header within it is
    // only missing its pixels.
    assert!(matches!(
        decode_face(&huge_header(MAX_SIDE + 1)),
        Err(DecodeError::Limits(_))
    ));
    assert!(matches!(
        decode_face(&huge_header(64)),
        Err(DecodeError::Corrupt(_))
    ));
}

#[test]
fn a_picture_over_the_allocation_limit_is_refused() {
    // Within the sides, but 4096² pixels of 16-bit RGBA are 128 MiB: a
    // few kilobytes of zeros could ask that much of the decoder.
    match decode_face(&header(MAX_SIDE, 16)) {
        Err(DecodeError::Limits(_)) => {}
        other => panic!("expected the limits to refuse it, got {other:?}"),
    }
}

#[test]
fn what_is_no_picture_is_refused() {
    assert!(matches!(decode_face(b""), Err(DecodeError::Format)));
    assert!(matches!(
        decode_face(b"<html>not found</html>"),
        Err(DecodeError::Format)
    ));
    let mut cut = encoded(&halves(64), ImageFormat::Png);
    cut.truncate(cut.len() / 2);
    assert!(matches!(decode_face(&cut), Err(DecodeError::Corrupt(_))));
    let mut noise = b"\x89PNG\r\n\x1a\n".to_vec();
    noise.extend((0..500u32).map(|i| (i * 7919 % 251) as u8));
    assert!(decode_face(&noise).is_err());
}

#[test]
fn a_picture_that_needs_more_than_the_decode_budget_is_refused() {
    // 2 100² straight RGBA is 17.6 MB, over the 16 MiB a decoder may hold;
    // 1 500² (9 MB) is within it, and made into a face.
    let big = RgbaImage::from_pixel(2100, 2100, Rgba([10, 200, 10, 255]));
    let refused = decode_face(&encoded(&big, ImageFormat::Png));
    assert!(
        matches!(refused, Err(DecodeError::Limits(_))),
        "over the budget: {refused:?}"
    );
    let within = RgbaImage::from_pixel(1500, 1500, Rgba([10, 200, 10, 255]));
    let face = decode_face(&encoded(&within, ImageFormat::Png)).expect("within the budget");
    assert_eq!(pixel(&face, 32, 32), [10, 200, 10, 255]);
}
