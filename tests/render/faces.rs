//! Faces on the board, the podium and the cards: what a person sees where
//! each face is drawn, the board's format and size with six avatars.

use std::sync::Arc;

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::layout;
use hypnosia::render::palette::PALETTE_SIZE;
use hypnosia::render::theme::{self, Rgb};
use hypnosia::render::{
    CARD_FACE_RADIUS, CHART_SIZE, CardRow, CardWords, ComputerFace, FACE_SIZE, Face, Faces,
    LeaderboardCard, PODIUM_FACE_RADIUS, PodiumPlace, STATS_FACE_RADIUS, SeatFace, StatsHeader,
    View, card_face_center, computer_accent, draw_with_faces, initial_of, leaderboard_card, podium,
    podium_face_center, render, render_with_faces, renders_fully, stats_face_center, stats_header,
    trend_words,
};

use crate::boards::{photo, position};
use crate::picture::Picture;

/// A face of one color.
pub(super) fn solid(rgb: [u8; 3]) -> Arc<Face> {
    let side = FACE_SIZE as usize;
    let rgba = (0..side * side)
        .flat_map(|_| [rgb[0], rgb[1], rgb[2], 255])
        .collect();
    Arc::new(Face::from_rgba(rgba).expect("a face's size"))
}

/// A face in four quadrants of four colors (top left, top right, bottom
/// left, bottom right), to see that it is drawn the right way up.
fn quadrants(colors: [[u8; 3]; 4]) -> Arc<Face> {
    let side = FACE_SIZE as usize;
    let mut rgba = Vec::with_capacity(side * side * 4);
    for y in 0..side {
        for x in 0..side {
            let c = colors[usize::from(y >= side / 2) * 2 + usize::from(x >= side / 2)];
            rgba.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    Arc::new(Face::from_rgba(rgba).expect("a face's size"))
}

fn rgb(c: Rgb) -> [u8; 3] {
    [c.0, c.1, c.2]
}

/// Whether two colors differ by at most `by` in every channel.
fn near(a: [u8; 3], b: [u8; 3], by: u8) -> bool {
    a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= by)
}

/// The pixels of a disc of radius `r` around `center`.
fn disc(img: &Picture, (cx, cy): (f32, f32), r: f32) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for y in (cy - r) as i32..=(cy + r) as i32 {
        for x in (cx - r) as i32..=(cx + r) as i32 {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            if dx * dx + dy * dy <= r * r {
                out.push(img.get_pixel(x as u32, y as u32));
            }
        }
    }
    out
}

/// The positions the render benchmark measures boards with six faces on
/// (`benches/render.rs`): six players from the start to late in the game.
pub(super) fn bench_positions() -> Vec<Game> {
    [(1, 0), (3, 60), (5, 160), (7, 40), (9, 100), (11, 220)]
        .into_iter()
        .map(|(seed, moves)| position(&Color::ALL, seed, moves))
        .collect()
}

/// Six photo-like avatars, one per color.
pub(super) fn six_photos() -> Faces {
    let mut faces = Faces::shown();
    for (k, c) in Color::ALL.into_iter().enumerate() {
        faces.set(c, SeatFace::Picture(photo(k as u64 + 10)));
    }
    faces
}

#[test]
fn without_faces_the_board_is_exactly_the_one_render_draws() {
    for game in [
        position(&[Color::Red, Color::Cyan], 1, 0),
        position(&Color::ALL, 3, 60),
        position(&Color::ALL[..4], 5, 160),
    ] {
        for view in [
            View::default(),
            View {
                markers: false,
                last_move: false,
            },
        ] {
            assert_eq!(
                render_with_faces(&game, &view, &Faces::none()),
                render(&game, &view)
            );
        }
    }
}

#[test]
fn each_seat_shows_its_avatar_the_right_way_up_ringed_in_its_color() {
    let game = position(&Color::ALL[..5], 2, 30);
    let seated: Vec<Color> = game.position().players().collect();
    let mut faces = Faces::shown();
    let corner = |c: Color| -> [[u8; 3]; 4] {
        let k = c.index() as u8;
        [
            [250, 20 + 30 * k, 20],
            [20, 250, 20 + 30 * k],
            [20 + 30 * k, 20, 250],
            [240, 240, 20 + 30 * k],
        ]
    };
    for &c in &seated {
        faces.set(c, SeatFace::Picture(quadrants(corner(c))));
    }
    let img = Picture::decode(&render_with_faces(&game, &View::default(), &faces));
    let q = layout::FACE_RADIUS / 2.0;
    for &c in &seated {
        let (x, y) = layout::face_center(&seated, c).expect("a seated color");
        let quads = corner(c);
        for (k, (dx, dy)) in [(-q, -q), (q, -q), (-q, q)].into_iter().enumerate() {
            let seen = img.get_pixel((x + dx) as u32, (y + dy) as u32);
            assert!(near(seen, quads[k], 12), "{c:?} quadrant {k}: {seen:?}");
        }
        // The ring, left of the face (the pawn badge is on the lower right).
        let ring = (x - layout::FACE_RADIUS - layout::FACE_RING / 2.0, y);
        assert_eq!(
            img.get_pixel(ring.0 as u32, ring.1 as u32),
            rgb(theme::pawn(c)),
            "{c:?}"
        );
    }
    assert_eq!(layout::face_center(&seated, Color::Magenta), None);
    // Within half the radius, the face alone (what other tests look at).
    let mut faces = Faces::shown();
    for (k, &c) in seated.iter().enumerate() {
        faces.set(c, SeatFace::Picture(solid(solid_of(k))));
    }
    let img = Picture::decode(&render_with_faces(&game, &View::default(), &faces));
    for (k, &c) in seated.iter().enumerate() {
        let center = layout::face_center(&seated, c).unwrap();
        let pixels = disc(&img, center, layout::FACE_RADIUS / 2.0);
        let bad: Vec<_> = pixels
            .iter()
            .filter(|&&p| !near(p, solid_of(k), 12))
            .collect();
        assert!(bad.is_empty(), "{c:?} {:?}: {bad:?}", solid_of(k));
    }
}

#[test]
fn initials_and_each_computer_level_are_drawn() {
    let colors = [Color::Red, Color::Yellow, Color::Green, Color::Blue];
    let names = ["ada", "Bob", "AI (easy)", "AI (hard)"];
    let players = colors
        .iter()
        .zip(names)
        .map(|(&c, n)| Player::human(c, n))
        .collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(4)).unwrap();
    let mut faces = Faces::shown();
    faces.set(Color::Yellow, SeatFace::Initial);
    let mut robots = Vec::new();
    for level in [ComputerFace::Easy, ComputerFace::Medium, ComputerFace::Hard] {
        faces.set(Color::Green, SeatFace::Computer(level));
        let img = Picture::decode(&render_with_faces(&game, &View::default(), &faces));
        let center = layout::face_center(&colors, Color::Green).unwrap();
        let pixels = disc(&img, center, layout::FACE_RADIUS - 2.0);
        let light = rgb(computer_accent(level));
        let lit = pixels.iter().filter(|&&p| near(p, light, 8)).count();
        assert!(lit > 6, "{level:?}: {lit} pixels of its light");
        robots.push(pixels);
        // Red was never set: its initial, on its color, with a light letter.
        let red = disc(
            &img,
            layout::face_center(&colors, Color::Red).unwrap(),
            14.0,
        );
        let fill = red
            .iter()
            .filter(|&&p| p == rgb(theme::pawn(Color::Red)))
            .count();
        let letter = red.iter().filter(|&&p| p == rgb(theme::PAPER)).count();
        assert!(
            fill > 200 && letter > 30,
            "red's initial: {fill} fill, {letter} letter"
        );
        // Yellow is light: a dark letter.
        let yellow = disc(
            &img,
            layout::face_center(&colors, Color::Yellow).unwrap(),
            14.0,
        );
        assert!(yellow.iter().filter(|&&p| p == rgb(theme::INK)).count() > 30);
    }
    assert_ne!(robots[0], robots[1]);
    assert_ne!(robots[1], robots[2]);
    assert_ne!(robots[0], robots[2]);
}

#[test]
fn boards_with_faces_stay_8_bit_palette_pngs_of_what_was_drawn() {
    let faces = six_photos();
    for game in bench_positions().iter().take(3) {
        let drawing = draw_with_faces(game, &View::default(), &faces);
        let png = drawing.png();
        let mut reader = png::Decoder::new(std::io::Cursor::new(&png))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        assert_eq!(info.color_type, png::ColorType::Indexed);
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        let entries = info.palette.as_ref().expect("a palette").len() / 3;
        assert!(entries > PALETTE_SIZE && entries <= 256, "{entries}");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a small image")];
        let out = reader.next_frame(&mut pixels).expect("its pixels");
        for (y, row) in pixels.chunks_exact(out.line_size).enumerate() {
            assert_eq!(row, drawing.frame().row(y), "row {y}");
        }
    }
}

#[test]
fn six_avatars_keep_the_board_within_its_budget() {
    let faces = six_photos();
    let mut sizes: Vec<usize> = bench_positions()
        .iter()
        .map(|game| render_with_faces(game, &View::default(), &faces).len())
        .collect();
    sizes.sort_unstable();
    let median = sizes[sizes.len() / 2];
    let largest = sizes[sizes.len() - 1];
    assert!(median <= 100_000, "median {median} bytes: {sizes:?}");
    assert!(largest <= 120_000, "largest {largest} bytes: {sizes:?}");
}

/// Solid faces of distinct colors, one per row.
fn solid_of(k: usize) -> [u8; 3] {
    [
        (40 + 53 * k % 200) as u8,
        (230 - 37 * k % 180) as u8,
        (60 + 91 * k % 190) as u8,
    ]
}

fn card_words() -> CardWords {
    CardWords {
        title: "Leaderboard".into(),
        rating: "Rating".into(),
        games: "Games".into(),
        wins: "Wins".into(),
    }
}

#[test]
fn the_card_is_wide_and_each_row_shows_its_own_face() {
    let rows: Vec<CardRow> = (0..10)
        .map(|k| CardRow {
            rank: k as u32 + 1,
            face: SeatFace::Picture(solid(solid_of(k))),
            name: format!("player {k}"),
            rating: 1500 - 40 * k as i64,
            trend: Some(12 - 5 * k as i64),
            games: 30,
            wins: 10,
        })
        .collect();
    let png = leaderboard_card(&LeaderboardCard {
        words: card_words(),
        rows,
    });
    let img = Picture::decode(&png);
    assert!(img.width() >= 800, "{} px wide", img.width());
    let (_, last) = card_face_center(9);
    assert!(img.height() > last + CARD_FACE_RADIUS);
    for k in 0..10 {
        let (x, y) = card_face_center(k);
        let r = CARD_FACE_RADIUS as f32 - 3.0;
        let pixels = disc(&img, (x as f32 + 0.5, y as f32 + 0.5), r);
        let own = pixels.iter().filter(|&&p| near(p, solid_of(k), 2)).count();
        assert!(
            own * 10 >= pixels.len() * 9,
            "row {k}: {own} of {}",
            pixels.len()
        );
    }
}

#[test]
fn trends_have_their_signs_and_colors() {
    let (up, up_color) = trend_words(36);
    let (down, down_color) = trend_words(-16);
    assert_eq!(up, "+36");
    assert_eq!(down, "\u{2212}16");
    assert_ne!(up_color, down_color);
    assert!(up_color.1 > up_color.0, "a rise is green");
    assert!(down_color.0 > down_color.1, "a fall is red");
}

#[test]
fn the_stats_header_is_as_wide_as_the_chart_and_shows_the_face() {
    let header = StatsHeader {
        face: SeatFace::Picture(solid([30, 200, 90])),
        name: "Ada".into(),
        rating: 1234,
        place: Some(3),
        words: card_words(),
    };
    let img = Picture::decode(&stats_header(&header));
    assert_eq!(img.width(), CHART_SIZE.0);
    let (x, y) = stats_face_center();
    let pixels = disc(&img, (x as f32, y as f32), STATS_FACE_RADIUS as f32 - 4.0);
    assert!(pixels.iter().all(|&p| near(p, [30, 200, 90], 2)));
}

#[test]
fn the_podium_shows_faces_over_their_steps() {
    let colors = [[200, 40, 40], [40, 200, 40], [40, 40, 200]];
    let places: Vec<PodiumPlace> = colors
        .iter()
        .enumerate()
        .map(|(k, &c)| PodiumPlace {
            color: [Some(Color::Yellow), None, Some(Color::Green)][k],
            rating: 10.0 - k as f64,
            face: Some(SeatFace::Picture(solid(c))),
        })
        .collect();
    let img = Picture::decode(&podium(&places));
    for (k, &c) in colors.iter().enumerate() {
        let (x, y) = podium_face_center(k);
        let r = PODIUM_FACE_RADIUS as f32 / 2.0;
        let pixels = disc(&img, (x as f32, y as f32), r);
        let bad: Vec<_> = pixels.iter().filter(|&&p| !near(p, c, 2)).collect();
        assert!(bad.is_empty(), "place {k}: {bad:?}");
    }
}

#[test]
fn hangul_names_are_drawn_on_the_board_the_card_and_the_stats_header() {
    assert!(renders_fully("김민준"));
    let lit = |img: &Picture, (x0, y0): (u32, u32), (w, h): (u32, u32), fill: [u8; 3]| {
        let mut n = 0;
        for y in y0..y0 + h {
            for x in x0..x0 + w {
                n += usize::from(near(img.get_pixel(x, y), fill, 10));
            }
        }
        n
    };
    // The board: the name in the panel, in the seat's color lightened.
    let board = |name: &str| {
        let players = vec![
            Player::human(Color::Red, name),
            Player::human(Color::Blue, "b"),
        ];
        let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
        Picture::decode(&render_with_faces(&game, &View::default(), &Faces::shown()))
    };
    let (x, y) = layout::face_center(&[Color::Red, Color::Blue], Color::Red).unwrap();
    let name_at = ((x + 26.0) as u32, (y - 30.0) as u32);
    let fill = rgb(theme::pawn(Color::Red).mix(theme::PAPER, 0.25));
    assert!(lit(&board("김민준"), name_at, (110, 28), fill) > 60);
    assert_eq!(lit(&board("李"), name_at, (110, 28), fill), 0);
    // The card's row and the stats header's name, in white.
    let row = |name: &str| {
        let rows = vec![CardRow {
            rank: 1,
            face: SeatFace::Initial,
            name: name.into(),
            rating: 1,
            trend: None,
            games: 1,
            wins: 1,
        }];
        Picture::decode(&leaderboard_card(&LeaderboardCard {
            words: card_words(),
            rows,
        }))
    };
    let (_, y) = card_face_center(0);
    let paper = rgb(theme::PAPER);
    assert!(lit(&row("김민준"), (148, y - 14), (200, 28), paper) > 60);
    assert_eq!(lit(&row("李"), (148, y - 14), (200, 28), paper), 0);
    let header = StatsHeader {
        face: SeatFace::Initial,
        name: "이서연".into(),
        rating: 1,
        place: None,
        words: CardWords::default(),
    };
    let img = Picture::decode(&stats_header(&header));
    assert!(lit(&img, (134, 20), (200, 40), paper) > 60);
}

#[test]
fn initials_are_capital_first_letters_the_fonts_draw() {
    assert_eq!(initial_of("ada"), Some('A'));
    assert_eq!(initial_of("  ñu"), Some('Ñ'));
    assert_eq!(initial_of("김민준"), Some('김'));
    assert_eq!(initial_of("🎲 zed"), Some('Z'));
    assert_eq!(initial_of("🎲"), None);
}
