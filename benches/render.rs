//! Render + encode time and PNG size. Issue 3's goal: median ≤ 2 ms for an
//! image of at least 800×800 px, file ≤ 100 KB.
//!
//! Then the PNG coding alone, on the same drawn frames: the board-specialised
//! coder that `render` uses against the `png` crate's fastest settings, to
//! tell whether the specialised code earns its keep (issue 14).
//!
//! Then faces (issue 38): six-player boards with six avatars against the
//! same boards without, their sizes (median and largest), the first render
//! of a game's faces (their stamp drawn), and the leaderboard card.
//!
//! Instructions per board, deterministic on a loaded machine: run the suite
//! once under callgrind filtered to one board (`--test '^render/midgame'`),
//! with `HYPNOSIA_RENDER_DRAWS=midgame:5` and without, and divide the
//! difference of the totals by 5 (`benches/README.md`, issue 79).
//!
//! The midgame board is one board drawn again and again, the renderer's best
//! case: its labels are always in the cache and its frame changes nowhere.
//! `render/game, 4 players, new names` is a board as a bot running 2 000
//! games draws one (issue 79.4): each board a game one move on from the last
//! board drawn, whose four seats carry names never drawn before, the rest
//! of the board (its moves' tags, trails, words) drawn before
//! (`HYPNOSIA_RENDER_DRAWS=game:5` for its instructions; at most
//! [`NEW_NAME_GAMES`] − 1 extra draws, so that both runs prepare as many games).
//!
//! Run short (`cargo test --benches`), the interleaved comparison is 3 rounds
//! instead of 200 and the first render 3 times instead of 20, and it fails
//! unless every drawing made a PNG.

use criterion::{BatchSize, Criterion};

use crate::boards::{photo, position};
use hypnosia::game::{Color, Dice, Game, Player, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

use hypnosia::render::{
    CardRow, CardWords, Faces, Frame, LeaderboardCard, SeatFace, View, draw_with, leaderboard_card,
    legend, palette_rgb, render, render_with, render_with_faces,
};
use hypnosia::words::board::board_captions;
use png::{Compression, DeflateCompression, Filter};

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

/// `short`: the interleaved faces comparison and the first renders with
/// faces are timed a few times instead of hundreds.
pub fn suite(c: &mut Criterion, short: bool) {
    boards(c);
    new_names(c);
    faces(c, if short { 3 } else { 200 }, if short { 3 } else { 20 });
}

/// `HYPNOSIA_RENDER_DRAWS` (none): `N` draws every board `N` times more
/// after its warming one, `NAME:N` only the board whose name starts with
/// `NAME`; so two runs of the suite under callgrind, with it and without,
/// differ by exactly that many renders.
fn extra_draws(board: &str) -> usize {
    let Ok(knob) = std::env::var("HYPNOSIA_RENDER_DRAWS") else {
        return 0;
    };
    let (name, n) = knob.rsplit_once(':').unwrap_or(("", &knob));
    match board.starts_with(name) {
        true => n.parse().unwrap_or(0),
        false => 0,
    }
}

/// A PNG's bytes, asserted to be one, so that a short run cannot pass without drawing.
fn assert_png(what: &str, bytes: usize) -> usize {
    assert!(bytes > 100, "{what}: a PNG of {bytes} bytes");
    bytes
}

fn boards(c: &mut Criterion) {
    let cases = [
        (
            "start, 2 players",
            position(&[Color::Red, Color::Cyan], 1, 0),
        ),
        ("midgame, 6 players", position(&Color::ALL, 3, 60)),
        ("late, 4 players", position(&Color::ALL[..4], 5, 160)),
    ];
    let view = View::default();
    let none = Faces::none();
    for (name, game) in &cases {
        // The last-move lines the bot passes in, worded outside the measurement.
        let captions = board_captions(hypnosia::i18n::Lang::EnUs, game);
        // Warm the caches (palette, static board) outside the measurement.
        let bytes = assert_png(name, render_with(game, &view, &none, &captions).len());
        println!("render {name}: {bytes} bytes");
        // Redrawn outside criterion for an instruction count (see the file's note).
        for _ in 0..extra_draws(name) {
            render_with(std::hint::black_box(game), &view, &none, &captions);
        }
        c.bench_function(&format!("render/{name} ({bytes} bytes)"), |b| {
            b.iter(|| render_with(std::hint::black_box(game), &view, &none, &captions))
        });
    }
    // The mid-game board with six avatars (the faces' cost per render:
    // `HYPNOSIA_RENDER_DRAWS=faced:5` under callgrind, `benches/README.md`).
    let (name, game) = ("faced midgame, 6 players, six avatars", &cases[1].1);
    let faces = six_photos(0);
    let captions = board_captions(hypnosia::i18n::Lang::EnUs, game);
    let bytes = assert_png(name, render_with(game, &view, &faces, &captions).len());
    println!("render {name}: {bytes} bytes");
    for _ in 0..extra_draws(name) {
        render_with(std::hint::black_box(game), &view, &faces, &captions);
    }
    c.bench_function(&format!("render/{name} ({bytes} bytes)"), |b| {
        b.iter(|| render_with(std::hint::black_box(game), &view, &faces, &captions))
    });
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
        let drawing = draw_with(
            game,
            &view,
            &none,
            &board_captions(hypnosia::i18n::Lang::EnUs, game),
        );
        let bytes = assert_png(name, drawing.png().len());
        println!("encode {name}, specialised: {bytes} bytes");
        c.bench_function(
            &format!("render/encode {name}, specialised ({bytes} bytes)"),
            |b| b.iter(|| std::hint::black_box(&drawing).png()),
        );
        // Made once: the frame keeps its rows with PNG's filter bytes.
        let pixels = pixels(drawing.frame());
        for (setting_name, setting) in settings {
            let coded = png_crate(&pixels, drawing.frame(), &plte, setting);
            let bytes = assert_png(setting_name, coded.len());
            println!("encode {name}, {setting_name}: {bytes} bytes");
            c.bench_function(
                &format!("render/encode {name}, {setting_name} ({bytes} bytes)"),
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

/// Positions of the new-names boards, drawn once with other names before
/// the measurement (so that only the names are new, as in a bot that has
/// drawn these moves' tags, trails and words before), the same whatever the
/// draws asked, so that two runs under callgrind differ by their draws alone.
const NEW_NAME_GAMES: usize = 16;

/// Display names as people choose them: short and long, with digits,
/// accents and dots; a board shows each with a number no board showed before.
const FIRST_NAMES: [&str; 8] = [
    "Ada",
    "Bartholomew",
    "chloé.m",
    "Dmitri_K",
    "Élodie",
    "Kasia",
    "Mateo",
    "xX_Nova_Xx",
];

/// A game of four people whose names carry the number `names` (a new number,
/// names never drawn before), `40 + at` moves in: the board of position
/// `at + 1` is one move on from position `at`'s.
fn named_game(at: usize, names: usize) -> Game {
    let players = Color::ALL[..4]
        .iter()
        .enumerate()
        .map(|(seat, &c)| {
            let first = FIRST_NAMES[(names + 3 * seat) % FIRST_NAMES.len()];
            Player::human(c, format!("{first} {}", 10 * names + seat))
        })
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..40 + at {
        let list = game.legal_moves();
        if list.is_empty() {
            break;
        }
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game
}

/// Boards of a game one move on whose four seats carry new names (see the
/// file's note), with their captions.
fn new_names(c: &mut Criterion) {
    let name = "game, 4 players, new names";
    let view = View::default();
    let none = Faces::none();
    let with_captions = |g: Game| {
        let captions = board_captions(hypnosia::i18n::Lang::EnUs, &g);
        (g, captions)
    };
    let mut names = 0;
    let mut next = |at: usize| {
        names += 1;
        with_captions(named_game(at % NEW_NAME_GAMES, names))
    };
    let warm: Vec<_> = (0..NEW_NAME_GAMES).map(&mut next).collect();
    for (game, captions) in &warm {
        render_with(game, &view, &none, captions);
    }
    let games: Vec<_> = (0..NEW_NAME_GAMES).map(&mut next).collect();
    let (game, captions) = &games[0];
    let bytes = assert_png(name, render_with(game, &view, &none, captions).len());
    println!("render {name}: {bytes} bytes");
    for (game, captions) in games.iter().skip(1).take(extra_draws(name)) {
        render_with(std::hint::black_box(game), &view, &none, captions);
    }
    let mut at = 0;
    c.bench_function(&format!("render/{name} ({bytes} bytes)"), |b| {
        b.iter_batched(
            || {
                at += 1;
                next(at)
            },
            |(game, captions)| render_with(&game, &view, &none, &captions),
            BatchSize::SmallInput,
        )
    });
}

/// Six photos, one per seat, different for each `seed`.
fn six_photos(seed: u64) -> Faces {
    let mut faces = Faces::shown();
    for (k, c) in Color::ALL.into_iter().enumerate() {
        faces.set(c, SeatFace::Picture(photo(100 * seed + k as u64)));
    }
    faces
}

/// The median of `runs` timings of `f`.
fn median_time(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort_unstable();
    times[runs / 2]
}

/// Boards with faces, the interleaved comparison over `rounds` rounds and the
/// first render with faces timed `first_renders` times.
fn faces(c: &mut Criterion, rounds: usize, first_renders: usize) {
    // The positions of the size budget's test (src/core/render/faces_tests.rs).
    let games: Vec<Game> = [(1, 0), (3, 60), (5, 160), (7, 40), (9, 100), (11, 220)]
        .into_iter()
        .map(|(seed, moves)| position(&Color::ALL, seed, moves))
        .collect();
    let view = View::default();
    let faces = six_photos(0);
    let mut sizes: Vec<(usize, usize)> = games
        .iter()
        .map(|g| {
            (
                assert_png("with faces", render_with_faces(g, &view, &faces).len()),
                assert_png("without faces", render(g, &view).len()),
            )
        })
        .collect();
    let kb = |b: usize| b as f64 / 1000.0;
    for (with, without) in &sizes {
        println!(
            "six players: {:.1} KB with six avatars, {:.1} KB without",
            kb(*with),
            kb(*without)
        );
    }
    sizes.sort_unstable();
    let median = sizes[sizes.len() / 2].0;
    let largest = sizes[sizes.len() - 1].0;
    println!(
        "six avatars over {} positions: median {:.1} KB, largest {:.1} KB",
        sizes.len(),
        kb(median),
        kb(largest)
    );
    c.bench_function("render/6 six-player boards, no faces", |b| {
        b.iter(|| {
            for g in &games {
                std::hint::black_box(render(g, &view));
            }
        })
    });
    c.bench_function("render/6 six-player boards, six avatars", |b| {
        b.iter(|| {
            for g in &games {
                std::hint::black_box(render_with_faces(g, &view, &faces));
            }
        })
    });
    // The same, interleaved, for the ratio (criterion's runs are apart, and
    // the machine's load changes between them).
    let (mut plain, mut faced) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        for (times, with) in [(&mut plain, false), (&mut faced, true)] {
            let start = Instant::now();
            for g in &games {
                if with {
                    std::hint::black_box(render_with_faces(g, &view, &faces));
                } else {
                    std::hint::black_box(render(g, &view));
                }
            }
            times.push(start.elapsed());
        }
    }
    plain.sort_unstable();
    faced.sort_unstable();
    let (plain, faced) = (plain[rounds / 2], faced[rounds / 2]);
    println!(
        "six boards, interleaved: {:.2} ms without faces, {:.2} ms with six avatars: ratio {:.2}",
        plain.as_secs_f64() * 1e3,
        faced.as_secs_f64() * 1e3,
        faced.as_secs_f64() / plain.as_secs_f64()
    );
    // A game's first render with faces draws their stamp.
    let mut seed = 1;
    let first = median_time(first_renders, || {
        seed += 1;
        std::hint::black_box(render_with_faces(&games[1], &view, &six_photos(seed)));
    });
    println!(
        "first render of a game's faces (their stamp drawn): {:.1} ms",
        first.as_secs_f64() * 1e3
    );

    let rows: Vec<CardRow> = (0..10u32)
        .map(|k| CardRow {
            rank: k + 1,
            face: SeatFace::Picture(photo(u64::from(k))),
            name: format!("Player {k}"),
            rating: 1500 - 37 * i64::from(k),
            trend: Some(20 - 7 * i64::from(k)),
            games: 40,
            wins: 20 - k,
        })
        .collect();
    let card = LeaderboardCard {
        words: CardWords {
            title: "Leaderboard".into(),
            rating: "Rating".into(),
            games: "Games".into(),
            wins: "Wins".into(),
        },
        rows,
    };
    let bytes = assert_png("leaderboard card", leaderboard_card(&card).len());
    println!("leaderboard card, 10 rows: {:.1} KB", kb(bytes));
    c.bench_function(
        &format!("render/leaderboard card, 10 rows ({bytes} bytes)"),
        |b| b.iter(|| leaderboard_card(std::hint::black_box(&card))),
    );
}
