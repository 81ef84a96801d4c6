//! The board renderer: every reachable position renders within the size limit,
//! every frame decodes to the pixels drawn, and fixed positions put the right
//! pixels in the right places.

use hypnosia::ai::Level;
use hypnosia::game::{Color, Dice, Game, LeaveKind, Player, RingSpace, Setup, Space, Variant};
use hypnosia::render::layout::{self, PAWN_RADIUS};
use hypnosia::render::theme::{self, Rgb};
use hypnosia::render::{Drawing, View, draw, legend, palette_rgb, render};
use picture::Picture;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::picture;

const MAX_BYTES: usize = 100 * 1024;

fn decode(png: &[u8]) -> Picture {
    Picture::decode(png)
}

fn pixel(img: &Picture, (x, y): (f32, f32)) -> Rgb {
    let p = img.get_pixel(x.round() as u32, y.round() as u32);
    Rgb(p[0], p[1], p[2])
}

fn near(a: Rgb, b: Rgb) -> bool {
    let d = |x: u8, y: u8| (i16::from(x) - i16::from(y)).abs();
    d(a.0, b.0) <= 10 && d(a.1, b.1) <= 10 && d(a.2, b.2) <= 10
}

fn players(colors: &[Color]) -> Vec<Player> {
    colors.iter().map(|&c| Player::human(c, c.name())).collect()
}

fn space(s: &str) -> RingSpace {
    match s.parse() {
        Ok(Space::Ring(r)) => r,
        _ => panic!("{s} is not a ring space"),
    }
}

/// A point inside a pawn's shape but clear of its number (every shape
/// reaches at least 0.85 pawn radii sideways from its center).
fn body(center: (f32, f32)) -> (f32, f32) {
    (center.0 + 0.7 * PAWN_RADIUS, center.1)
}

/// A random game: seat 2..6 colors, pick legal moves with a seeded RNG, now
/// and then let a player resign. Returns every position along the way.
fn random_game(seed: u64, mut each: impl FnMut(&Game)) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = 2 + (seed % 5) as usize;
    let mut colors = Color::ALL.to_vec();
    while colors.len() > n {
        colors.remove(rng.random_range(0..colors.len()));
    }
    let mut game = Game::new(players(&colors), Variant::default(), Dice::from_seed(seed)).unwrap();
    each(&game);
    while !game.is_over() {
        if rng.random_range(0..400) == 0 {
            let c = colors[rng.random_range(0..colors.len())];
            let _ = game.leave(c, LeaveKind::Resign);
        } else {
            let moves = game.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).unwrap();
        }
        each(&game);
    }
    game
}

/// How many random games to render every position of: all of them in an
/// optimised build (`cargo test --release --test render`), a handful in a
/// debug build where one render takes a good part of a second.
fn games_to_render() -> u64 {
    if cfg!(debug_assertions) { 3 } else { 300 }
}

#[test]
fn every_position_of_random_games_renders_within_the_size_limit() {
    let mut positions = 0;
    let mut largest = 0;
    for seed in 0..games_to_render() {
        random_game(seed, |game| {
            // The two views by turns: each position drawn once (the size
            // limit is a bound on the whole board, whichever view).
            let view = if positions % 2 == 0 {
                View::default()
            } else {
                View {
                    markers: false,
                    last_move: false,
                }
            };
            let png = render(game, &view);
            assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
            assert!(png.len() <= MAX_BYTES, "seed {seed}: {} bytes", png.len());
            largest = largest.max(png.len());
            positions += 1;
        });
    }
    // Decoding every image would double the time; one full decode checks the format.
    let game = random_game(7, |_| {});
    let img = decode(&render(&game, &View::default()));
    let colors: Vec<Color> = game.players().iter().map(|p| p.color).collect();
    let picture = layout::Picture::of(&colors);
    assert_eq!(img.dimensions(), (picture.width(), picture.height()));
    eprintln!("{positions} positions, largest PNG {largest} bytes");
}

/// Games between medium computer players, as `hypnosia simulate --ai medium`
/// plays them: short (30 to 75 turns), and they reach what real games reach
/// (captures, stacks, a full center). Seats 2..6 colors; now and then a
/// player resigns. Calls `each` with every position along the way.
fn medium_game(seed: u64, mut each: impl FnMut(&Game)) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let colors = &Color::ALL[..2 + (seed % 5) as usize];
    let mut game = Game::new(players(colors), Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut medium = Level::Medium.strategy(seed);
    each(&game);
    while !game.is_over() {
        if rng.random_range(0..150) == 0 {
            let c = colors[rng.random_range(0..colors.len())];
            let _ = game.leave(c, LeaveKind::Resign);
        } else {
            let mv = medium.choose(game.position()).expect("a move");
            game.play(mv).unwrap();
        }
        each(&game);
    }
}

/// Decodes the drawing's PNG with the `png` crate and checks that it holds
/// exactly the frame drawn: every pixel's palette index, and the palette.
fn assert_png_shows_the_frame(drawing: &Drawing, palette: &[u8], what: &str) {
    let png = drawing.png();
    assert!(png.len() <= MAX_BYTES, "{what}: {} bytes", png.len());
    let mut reader = png::Decoder::new(std::io::Cursor::new(&png))
        .read_info()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let info = reader.info();
    assert_eq!(info.color_type, png::ColorType::Indexed, "{what}");
    assert_eq!(info.bit_depth, png::BitDepth::Eight, "{what}");
    assert_eq!(info.palette.as_deref(), Some(palette), "{what}");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a small image")];
    let out = reader
        .next_frame(&mut pixels)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let frame = drawing.frame();
    assert_eq!(
        (out.width, out.height),
        (drawing.picture().width(), drawing.picture().height()),
        "{what}"
    );
    for (y, decoded) in pixels.chunks_exact(out.line_size).enumerate() {
        let drawn = frame.row(y);
        // Rows compared whole first: a slice comparison is a memcmp even in
        // the tests' unoptimised build, a loop over every pixel is not.
        if decoded[..drawn.len()] == *drawn {
            continue;
        }
        if let Some(x) = (0..drawn.len()).find(|&x| decoded[x] != drawn[x]) {
            panic!(
                "{what}: pixel ({x}, {y}) decodes to index {}, drawn {}",
                decoded[x], drawn[x]
            );
        }
    }
}

#[test]
fn every_frame_of_simulated_games_decodes_to_the_pixels_drawn() {
    // The PNG coder copies the static board's bits wherever it is told the
    // frame is unchanged: a pixel drawn but not marked would vanish here.
    // 100 games (about 8 000 positions) in an optimised build; a debug build
    // (CI's, where the drawing is slowest) decodes a twelfth of them, about
    // 700 positions, the four views by turns.
    const GAMES: u64 = if cfg!(debug_assertions) { 8 } else { 100 };
    let views = [
        View::default(),
        View {
            markers: false,
            last_move: true,
        },
        View {
            markers: true,
            last_move: false,
        },
        View {
            markers: false,
            last_move: false,
        },
    ];
    let palette = palette_rgb();
    let positions = std::sync::atomic::AtomicUsize::new(0);
    // One thread per core: the machines have two.
    std::thread::scope(|s| {
        for part in 0..2 {
            let (palette, positions) = (&palette, &positions);
            s.spawn(move || {
                for seed in (part..GAMES).step_by(2) {
                    let mut n = 0;
                    medium_game(seed, |game| {
                        let view = views[n % views.len()];
                        let what = format!("game {seed}, position {n}, {view:?}");
                        assert_png_shows_the_frame(&draw(game, &view), palette, &what);
                        n += 1;
                    });
                    positions.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
                }
            });
        }
    });
    eprintln!("{GAMES} games, {positions:?} positions decoded");
}

#[test]
fn a_pawn_shows_its_color_on_its_space_and_in_its_lane() {
    let game = Setup::new(&[Color::Red, Color::Blue])
        .dice([6, 5])
        .at(Color::Red, 3, "M12")
        .at(Color::Blue, 1, "O20")
        .into_game(players(&[Color::Red, Color::Blue]), Dice::from_seed(1))
        .unwrap();
    let img = decode(&render(
        &game,
        &View {
            markers: false,
            last_move: true,
        },
    ));
    assert!(near(
        pixel(&img, body(layout::space_center(space("M12")))),
        theme::pawn(Color::Red)
    ));
    assert!(near(
        pixel(&img, body(layout::space_center(space("O20")))),
        theme::pawn(Color::Blue)
    ));
    // Red's pawns 1, 2 and 4 wait in their lane; slot 3 is empty.
    for k in [1, 2, 4] {
        assert!(near(
            pixel(&img, body(layout::lane_slot_center(Color::Red, k))),
            theme::pawn(Color::Red)
        ));
    }
    assert!(!near(
        pixel(&img, body(layout::lane_slot_center(Color::Red, 3))),
        theme::pawn(Color::Red)
    ));
    // An empty space shows no pawn.
    assert!(!near(
        pixel(&img, body(layout::space_center(space("M13")))),
        theme::pawn(Color::Red)
    ));
    // Unseated colors get no lane: the lane band's place shows the background.
    assert!(near(
        pixel(&img, layout::lane_slot_center(Color::Green, 3)),
        theme::BACKGROUND
    ));
}

/// A space no move reaches and no pawn stands on is a plain disc: no name
/// written in it (4 px tall on a phone, noise beside the tags that name the
/// spaces a move reaches).
#[test]
fn an_empty_space_no_move_reaches_carries_no_name() {
    let game = Setup::new(&[Color::Red, Color::Cyan])
        .dice([5, 4])
        .at(Color::Red, 1, "O8")
        .into_game(players(&[Color::Red, Color::Cyan]), Dice::from_seed(1))
        .unwrap();
    let img = decode(&render(&game, &View::default()));
    let reached: Vec<Space> = game.legal_moves().iter().map(|m| m.to).collect();
    let mut looked = 0;
    for name in ["O20", "O40", "M20", "M30", "I15", "I20"] {
        if reached.contains(&Space::Ring(space(name))) || space(name).is_bridge() {
            continue;
        }
        let (x, y) = layout::Picture::Pair.shown(layout::space_center(space(name)));
        let fill = theme::space_fill(space(name).sector());
        for dy in -4..=4 {
            for dx in -8..=8 {
                let at = (x + dx as f32, y + dy as f32);
                assert!(
                    near(pixel(&img, at), fill),
                    "{name}: {:?} at {at:?}",
                    pixel(&img, at)
                );
            }
        }
        looked += 1;
    }
    assert!(looked >= 4, "{looked} spaces looked at");
}

#[test]
fn dice_show_their_pips() {
    let colors = [Color::Yellow, Color::Magenta];
    let game = Setup::new(&colors)
        .dice([4, 1])
        .into_game(players(&colors), Dice::from_seed(3))
        .unwrap();
    let img = decode(&render(&game, &View::default()));
    let (x0, y0) = layout::die_center(0);
    let (x1, y1) = layout::die_center(1);
    // A four has no middle pip, a one has nothing else.
    assert!(near(pixel(&img, (x0, y0)), theme::PAPER));
    assert!(near(pixel(&img, (x1, y1)), theme::INK));
    for (dx, dy) in layout::die_pips(4) {
        assert!(near(pixel(&img, (x0 + dx, y0 + dy)), theme::INK));
        assert!(near(pixel(&img, (x1 + dx, y1 + dy)), theme::PAPER));
    }
}

#[test]
fn center_pawns_sit_on_their_places_in_arrival_order() {
    let colors = [Color::Green, Color::Blue];
    let game = Setup::new(&colors)
        .dice([1, 2])
        .at(Color::Blue, 2, "C")
        .at(Color::Green, 4, "C")
        .into_game(players(&colors), Dice::from_seed(4))
        .unwrap();
    let img = decode(&render(&game, &View::default()));
    assert!(near(
        pixel(&img, body(layout::center_place_center(1))),
        theme::pawn(Color::Blue)
    ));
    assert!(near(
        pixel(&img, body(layout::center_place_center(2))),
        theme::pawn(Color::Green)
    ));
    let empty = pixel(&img, body(layout::center_place_center(3)));
    assert!(!near(empty, theme::pawn(Color::Blue)) && !near(empty, theme::pawn(Color::Green)));
}

#[test]
fn legal_destinations_are_marked_only_when_asked() {
    // Red 1 on O10 with dice 2 and 5: destinations O12 and O15.
    let colors = [Color::Red, Color::Green];
    let game = Setup::new(&colors)
        .dice([2, 5])
        .at(Color::Red, 1, "O10")
        .at(Color::Red, 2, "x")
        .at(Color::Red, 3, "x")
        .at(Color::Red, 4, "x")
        .into_game(players(&colors), Dice::from_seed(5))
        .unwrap();
    let ring_pixel = |c: (f32, f32)| (c.0, c.1 - PAWN_RADIUS - 4.0);
    let marked = decode(&render(&game, &View::default()));
    let plain = decode(&render(
        &game,
        &View {
            markers: false,
            last_move: true,
        },
    ));
    for s in ["O12", "O15"] {
        let at = ring_pixel(layout::space_center(space(s)));
        assert!(near(pixel(&marked, at), theme::MARKER), "{s}");
        assert!(!near(pixel(&plain, at), theme::MARKER), "{s}");
    }
    assert!(!near(
        pixel(&marked, ring_pixel(layout::space_center(space("O13")))),
        theme::MARKER
    ));
}

#[test]
fn finished_and_abandoned_games_render() {
    let colors = [Color::Cyan, Color::Magenta, Color::Yellow];
    let mut game = Game::new(players(&colors), Variant::default(), Dice::from_seed(9)).unwrap();
    game.leave(Color::Yellow, LeaveKind::Removed).unwrap();
    assert!(render(&game, &View::default()).len() <= MAX_BYTES);
    game.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    assert!(game.is_over());
    let img = decode(&render(&game, &View::default()));
    let shown = |at| layout::Picture::of(&colors).shown(at);
    // Nobody's pawns stay in the lanes of those who left.
    assert!(!near(
        pixel(&img, shown(body(layout::lane_slot_center(Color::Cyan, 2)))),
        theme::pawn(Color::Cyan)
    ));
    assert!(near(
        pixel(
            &img,
            shown(body(layout::lane_slot_center(Color::Magenta, 2)))
        ),
        theme::pawn(Color::Magenta)
    ));
}

#[test]
fn the_legend_is_a_board_sized_png() {
    let png = legend();
    assert!(png.len() <= 2 * MAX_BYTES);
    let img = decode(&png);
    assert_eq!(img.dimensions(), (layout::WIDTH, layout::HEIGHT));
    // All six lanes are drawn: below the slot's name, slot 2 shows its light fill.
    for c in Color::ALL {
        let (x, y) = layout::lane_slot_center(c, 2);
        let below_name = (x, y + 0.75 * layout::SPACE_RADIUS);
        assert!(near(pixel(&img, below_name), theme::space_fill(c)), "{c}");
    }
    // The legend teaches how spaces are numbered: each carries its name (a
    // game's board names only the spaces a move reaches).
    for name in ["O0", "O20", "M13", "I7"] {
        let (x, y) = layout::space_center(space(name));
        let inked = (-4..=4).any(|dy| {
            (-8..=8).any(|dx| near(pixel(&img, (x + dx as f32, y + dy as f32)), theme::INK))
        });
        assert!(inked, "{name} is named");
    }
}

#[test]
fn rendering_is_a_pure_function_of_game_and_view() {
    // Caches (static boards, sprites, the reused layer, the encoder's) must
    // never let one render leak into another.
    let mut positions = Vec::new();
    random_game(3, |g| positions.push(g.clone()));
    random_game(6, |g| positions.push(g.clone()));
    let pick = |k: usize| positions[k * (positions.len() - 1) / 6].clone();
    let first = pick(2);
    let view = View::default();
    let bytes = render(&first, &view);
    for k in [0, 1, 3, 4, 5, 6] {
        for v in [
            view,
            View {
                markers: false,
                last_move: true,
            },
        ] {
            render(&pick(k), &v);
        }
    }
    assert_eq!(render(&first, &view), bytes, "after other renders");
    let fresh = std::thread::spawn(move || render(&first, &view))
        .join()
        .unwrap();
    assert_eq!(fresh, bytes, "on a fresh thread");
    assert_eq!(decode(&bytes).dimensions(), (layout::WIDTH, layout::HEIGHT));
}

// A pawn's number: both of a stack's, and readable on a phone.
#[path = "render/numbers.rs"]
mod numbers;

// A board focused on one part.
#[path = "render/focus.rs"]
mod focus;

// A puzzle's verdict: the best turn traced, the one played in grey, no tags.
#[path = "render/answer.rs"]
mod answer;

// The legend's palette.
#[path = "render/legend_palette.rs"]
mod legend_palette;

// The board's palette.
#[path = "render/palette.rs"]
mod palette;

// The frames of a record, turn by turn.
#[path = "render/frames.rs"]
mod frames;

// The chart of win chances.
#[path = "render/chances_chart.rs"]
mod chances_chart;

// The rating chart.
#[path = "render/chart.rs"]
mod chart;

// The podium.
#[path = "render/podium.rs"]
mod podium;

// A tournament's standings picture.
#[path = "render/standings.rs"]
mod standings;

// Faces on the board, the podium and the cards.
#[path = "render/faces.rs"]
mod faces;

// The faces stamped at each render: the pixels of the boards with faces,
// the stamps' single flight and budget, the renders counted.
#[path = "render/face_stamps.rs"]
mod face_stamps;

// Where each space is drawn.
#[path = "render/board_layout.rs"]
mod board_layout;

// A frame and the pixels it marks changed.
#[path = "render/frame.rs"]
mod frame;

// The deflate coder.
#[path = "render/deflate.rs"]
mod deflate;

// Huffman codes.
#[path = "render/huffman.rs"]
mod huffman;

// Coding a frame against the board's coded bits.
#[path = "render/delta.rs"]
mod delta;

// The panels' texts fit and nothing covers them.
#[path = "render/panels.rs"]
mod panels;

// Marks clear of the pawns.
#[path = "render/marks_clear.rs"]
mod marks_clear;

// The replay GIF.
#[path = "render/animation.rs"]
mod animation;

// The cost of drawing the benchmark's boards, for valgrind.
#[path = "render/cost.rs"]
mod cost;

// The kept frame and the PNG coded in place give the first way's bytes.
#[path = "render/reuse.rs"]
mod reuse;

// The last moves' trails, stamped as they would be stroked.
#[path = "render/trails.rs"]
mod trails;

// The lines back from far marks, stamped as they would be stroked.
#[path = "render/links.rs"]
mod links;

// The labels kept as coverage, stamped as their sprites were.
#[path = "render/labels.rs"]
mod labels;
