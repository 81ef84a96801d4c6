//! Discord's CDN, as far as avatars go: `GET /cdn/avatars/{user}/{hash}.png`,
//! `/cdn/guilds/{guild}/users/{user}/avatars/{hash}.png` and the default avatars
//! `/cdn/embed/avatars/{0..5}.png`, at [`Emulator::cdn_url`]. A test gives a user (or a
//! member, for one server) an avatar with [`Emulator::set_avatar`]: the hash then appears
//! in their user (member) objects, and the CDN serves the picture, drawn here at run time
//! with the `image` crate, in the format asked ([`AvatarKind`]; the real CDN converts to the
//! URL's extension, this one serves whatever the test chose, as a hostile CDN could), or a
//! failure: a 404, an answer that never comes, a corrupt file, a 20 000 × 20 000 PNG header.

use std::collections::HashMap;
use std::io::Cursor;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::{Path, State as AxState};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use image::{ImageFormat, Rgba, RgbaImage};
use serenity::all::{GuildId, UserId};

use super::{Emulator, Inner};

/// What the CDN serves for an avatar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AvatarKind {
    Png,
    Jpeg,
    WebP,
    /// Two frames: the first in the avatar's colors, the second green.
    AnimatedGif,
    /// 404, as for an avatar Discord no longer has.
    NotFound,
    /// Accepted, and no answer ever comes (until the emulator stops).
    NoAnswer,
    /// A PNG cut in the middle.
    Corrupt,
    /// A PNG header claiming 20 000 × 20 000 pixels, and nothing else.
    HugeHeader,
}

#[derive(Clone)]
enum Served {
    Bytes(&'static str, Vec<u8>),
    NotFound,
    NoAnswer,
}

/// The CDN's files by path (without the query), and how many times each was asked.
#[derive(Default)]
pub(crate) struct Cdn {
    files: HashMap<String, Served>,
    asked: HashMap<String, u64>,
}

/// The colors of an avatar's picture: its left and right halves (the seat panels' tests
/// look for them).
pub fn avatar_colors(user: UserId) -> ([u8; 3], [u8; 3]) {
    let n = user.get().wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
    let a = [(n % 200) as u8 + 40, 230, (n / 200 % 120) as u8];
    let b = [20, (n / 24_000 % 160) as u8 + 40, 240];
    (a, b)
}

/// A 128 px avatar for `user`: two halves of their colors.
fn picture(user: UserId) -> RgbaImage {
    let (a, b) = avatar_colors(user);
    RgbaImage::from_fn(128, 128, |x, _| {
        let c = if x < 64 { a } else { b };
        Rgba([c[0], c[1], c[2], 255])
    })
}

fn encode(picture: &RgbaImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    let written = if format == ImageFormat::Jpeg {
        image::DynamicImage::ImageRgba8(picture.clone())
            .to_rgb8()
            .write_to(&mut out, format)
    } else {
        picture.write_to(&mut out, format)
    };
    written.expect("an avatar encodes");
    out.into_inner()
}

fn animated(first: &RgbaImage) -> Vec<u8> {
    use image::codecs::gif::GifEncoder;
    use image::{Delay, Frame};
    let mut bytes = Vec::new();
    {
        let mut encoder = GifEncoder::new(&mut bytes);
        let green = RgbaImage::from_pixel(first.width(), first.height(), Rgba([0, 255, 0, 255]));
        for frame in [first.clone(), green] {
            let delay = Delay::from_numer_denom_ms(200, 1);
            encoder
                .encode_frame(Frame::from_parts(frame, 0, 0, delay))
                .expect("a GIF frame encodes");
        }
    }
    bytes
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

/// A PNG signature and a header chunk of `side`² RGBA pixels.
fn huge_header(side: u32) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend(side.to_be_bytes());
    ihdr.extend(side.to_be_bytes());
    ihdr.extend([8, 6, 0, 0, 0]);
    png.extend(13u32.to_be_bytes());
    png.extend(&ihdr);
    png.extend(crc32(&ihdr).to_be_bytes());
    png
}

fn served(user: UserId, kind: AvatarKind) -> Served {
    let png = "image/png";
    match kind {
        AvatarKind::Png => Served::Bytes(png, encode(&picture(user), ImageFormat::Png)),
        AvatarKind::Jpeg => Served::Bytes("image/jpeg", encode(&picture(user), ImageFormat::Jpeg)),
        AvatarKind::WebP => Served::Bytes("image/webp", encode(&picture(user), ImageFormat::WebP)),
        AvatarKind::AnimatedGif => Served::Bytes("image/gif", animated(&picture(user))),
        AvatarKind::NotFound => Served::NotFound,
        AvatarKind::NoAnswer => Served::NoAnswer,
        AvatarKind::Corrupt => {
            let mut bytes = encode(&picture(user), ImageFormat::Png);
            bytes.truncate(bytes.len() / 2);
            Served::Bytes(png, bytes)
        }
        AvatarKind::HugeHeader => Served::Bytes(png, huge_header(20_000)),
    }
}

pub(crate) async fn serve(
    AxState(inner): AxState<Arc<Inner>>,
    Path(path): Path<String>,
) -> axum::response::Response {
    let path = format!("/{path}");
    let found = {
        let mut st = inner.lock();
        *st.cdn.asked.entry(path.clone()).or_default() += 1;
        st.cdn
            .files
            .get(&path)
            .cloned()
            .or_else(|| default_avatar(&path))
    };
    match found {
        Some(Served::Bytes(kind, bytes)) => ([(header::CONTENT_TYPE, kind)], bytes).into_response(),
        Some(Served::NoAnswer) => {
            // Held until the emulator stops, like a CDN edge that hangs.
            loop {
                let stopped = inner.stopped.notified();
                tokio::pin!(stopped);
                stopped.as_mut().enable();
                if inner.is_stopped.load(Ordering::Relaxed) {
                    break;
                }
                stopped.await;
            }
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
        Some(Served::NotFound) | None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The color of Discord's default avatar `index` (0 to 5) on this CDN.
pub fn default_avatar_color(index: u8) -> [u8; 3] {
    const COLORS: [[u8; 3]; 6] = [
        [88, 101, 242],
        [117, 126, 138],
        [59, 165, 92],
        [250, 166, 26],
        [237, 66, 69],
        [235, 69, 158],
    ];
    COLORS[usize::from(index % 6)]
}

/// Discord's six default avatars, one color each.
fn default_avatar(path: &str) -> Option<Served> {
    let index: u8 = path
        .strip_prefix("/embed/avatars/")?
        .strip_suffix(".png")?
        .parse()
        .ok()
        .filter(|i| *i < 6)?;
    let c = default_avatar_color(index);
    let picture = RgbaImage::from_pixel(128, 128, Rgba([c[0], c[1], c[2], 255]));
    Some(Served::Bytes(
        "image/png",
        encode(&picture, ImageFormat::Png),
    ))
}

impl Emulator {
    /// The CDN's base URL (the bot's `--cdn-url`), e.g. `http://127.0.0.1:41234/cdn`.
    pub fn cdn_url(&self) -> String {
        format!("http://{}/cdn", self.inner.addr)
    }

    /// Gives `user` an avatar served as `kind`: their own (`guild` none) or their server
    /// avatar in `guild`. Returns the avatar's path on the CDN (without the query).
    pub fn set_avatar(&self, user: UserId, guild: Option<GuildId>, kind: AvatarKind) -> String {
        let mut st = self.inner.lock();
        let hash = format!("{:032x}", u128::from(st.next_id()) * 0x9e37_79b9_7f4a_7c15);
        let path = match guild {
            Some(g) => format!("/guilds/{g}/users/{user}/avatars/{hash}.png"),
            None => format!("/avatars/{user}/{hash}.png"),
        };
        st.cdn.files.insert(path.clone(), served(user, kind));
        st.avatars.insert((guild, user), hash);
        path
    }

    /// How many times the CDN was asked for `path`.
    pub fn cdn_asked(&self, path: &str) -> u64 {
        self.inner.lock().cdn.asked.get(path).copied().unwrap_or(0)
    }
}
