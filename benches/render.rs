//! Render + encode time and PNG size. Issue 3's goal: median ≤ 2 ms for an
//! image of at least 800×800 px, file ≤ 100 KB.
//!
//! Then the PNG coding alone, on the same drawn frames: the board-specialised
//! coder that `render` uses against the `png` crate's fastest settings, to
//! tell whether the specialised code earns its keep (issue 14).
use criterion::{criterion_group, criterion_main, Criterion};
use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::{draw, legend, palette_rgb, render, Frame, View};
use png::{Compression, DeflateCompression, Filter};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A game of `colors` after `moves` random legal moves.
fn position(colors: &[Color], seed: u64, moves: usize) -> Game {
    let players = colors.iter().map(|&c| Player::human(c, c.name())).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..moves {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game
}

/// A frame's palette indices, row after row, as the `png` crate takes them.
fn pixels(frame: &Frame) -> Vec<u8> {
    (0..frame.height())
        .flat_map(|y| frame.row(y).iter().copied())
        .collect()
}

/// How the `png` crate is asked to code a frame.
#[derive(Clone, Copy)]
enum Setting {
    /// One of its presets, which also picks the filter.
    Preset(Compression),
    /// A deflate setting with a filter of our choosing.
    Custom(DeflateCompression, Filter),
}

/// An indexed PNG of `pixels` coded by the `png` crate.
fn png_crate(pixels: &[u8], frame: &Frame, plte: &[u8], setting: Setting) -> Vec<u8> {
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = png::Encoder::new(&mut out, frame.width() as u32, frame.height() as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(plte);
    match setting {
        Setting::Preset(compression) => encoder.set_compression(compression),
        Setting::Custom(deflate, filter) => {
            encoder.set_deflate_compression(deflate);
            encoder.set_filter(filter);
        }
    }
    let mut writer = encoder.write_header().expect("PNG header into memory");
    writer
        .write_image_data(pixels)
        .expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    out
}

fn bench(c: &mut Criterion) {
    let cases = [
        (
            "start, 2 players",
            position(&[Color::Red, Color::Cyan], 1, 0),
        ),
        ("midgame, 6 players", position(&Color::ALL, 3, 60)),
        ("late, 4 players", position(&Color::ALL[..4], 5, 160)),
    ];
    let view = View::default();
    for (name, game) in &cases {
        // Warm the caches (palette, static board) outside the measurement.
        let bytes = render(game, &view).len();
        println!("render {name}: {bytes} bytes");
        c.bench_function(&format!("render {name} ({bytes} bytes)"), |b| {
            b.iter(|| render(std::hint::black_box(game), &view))
        });
    }
    println!("legend: {} bytes", legend().len());

    let plte = palette_rgb();
    let settings = [
        ("png Fastest", Setting::Preset(Compression::Fastest)),
        ("png Fast", Setting::Preset(Compression::Fast)),
        (
            "png fdeflate, no filter",
            Setting::Custom(DeflateCompression::FdeflateUltraFast, Filter::NoFilter),
        ),
        (
            "png level 1, no filter",
            Setting::Custom(DeflateCompression::Level(1), Filter::NoFilter),
        ),
    ];
    for (name, game) in &cases {
        let drawing = draw(game, &view);
        let bytes = drawing.png().len();
        println!("encode {name}, specialised: {bytes} bytes");
        c.bench_function(
            &format!("encode {name}, specialised ({bytes} bytes)"),
            |b| b.iter(|| std::hint::black_box(&drawing).png()),
        );
        // Made once: the frame keeps its rows with PNG's filter bytes.
        let pixels = pixels(drawing.frame());
        for (setting_name, setting) in settings {
            let coded = png_crate(&pixels, drawing.frame(), &plte, setting);
            let bytes = coded.len();
            println!("encode {name}, {setting_name}: {bytes} bytes");
            c.bench_function(
                &format!("encode {name}, {setting_name} ({bytes} bytes)"),
                |b| {
                    b.iter(|| {
                        png_crate(
                            std::hint::black_box(&pixels),
                            drawing.frame(),
                            &plte,
                            setting,
                        )
                    })
                },
            );
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
