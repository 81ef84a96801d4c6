//! The faces stamped at each render on the faceless static board: each
//! face in its colors at its seat, every game's faces within any budget, a stamp drawn once
//! however many renders ask at once and shared by games seated alike, and
//! the renders counted (faced, or with a person's initial).

use std::sync::Arc;

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::theme;
use hypnosia::render::{Captions, FaceStamps, Faces, SeatFace, View, layout, render_with};
use hypnosia::words::board::board_captions;

use super::faces::solid;
use crate::boards::position;
use crate::picture::Picture;

fn game() -> Game {
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Blue, "Bo"),
    ];
    Game::new(players, Variant::default(), Dice::from_seed(3)).expect("a game")
}

/// The faces of running game `id`, a photo of its own for each seat.
fn faces_of(id: u64) -> Faces {
    let mut faces = Faces::shown().of_game(id);
    let shade = (id * 37 % 200) as u8;
    faces.set(Color::Red, SeatFace::Picture(solid([shade, 20, 20])));
    faces.set(Color::Blue, SeatFace::Picture(solid([20, 20, shade])));
    faces
}

fn png(stamps: &FaceStamps, game: &Game, faces: &Faces) -> Vec<u8> {
    stamps
        .draw(game, &View::default(), faces, &Captions::default())
        .png()
}

/// A color of its own for each seat's face.
fn shade(k: usize) -> [u8; 3] {
    [
        (30 + 41 * k % 200) as u8,
        (220 - 29 * k % 170) as u8,
        (70 + 67 * k % 160) as u8,
    ]
}

#[test]
fn every_board_shows_each_face_in_its_colors_at_its_seat() {
    // (Before the faces were stamped at each render, a test drew each of
    // these boards both ways, stamped and on a static board of the game's
    // own with the faces drawn in, and found every decoded pixel equal.)
    let quiet = View {
        markers: false,
        last_move: false,
    };
    let tables = [
        position(&[Color::Red, Color::Cyan], 1, 0),
        position(&Color::ALL[..4], 5, 160),
        position(&Color::ALL, 3, 60),
    ];
    for game in &tables {
        let seated: Vec<Color> = game.position().players().collect();
        let mut faces = Faces::shown();
        for (k, &c) in seated.iter().enumerate() {
            faces.set(c, SeatFace::Picture(solid(shade(k))));
        }
        let captions = board_captions(hypnosia::i18n::Lang::EnUs, game);
        for view in [View::default(), quiet] {
            let img = Picture::decode(&render_with(game, &view, &faces, &captions));
            for (k, &c) in seated.iter().enumerate() {
                let (x, y) = layout::face_center(&seated, c).expect("a seated color");
                // The face's own color (within what the avatars' 128 entries
                // of the palette give), where only the face is drawn.
                let r = (layout::FACE_RADIUS / 2.0) as i32;
                for dy in -r..=r {
                    for dx in -r..=r {
                        if dx * dx + dy * dy > r * r {
                            continue;
                        }
                        let at = ((x as i32 + dx) as u32, (y as i32 + dy) as u32);
                        let seen = img.get_pixel(at.0, at.1);
                        let off = (0..3).map(|i| seen[i].abs_diff(shade(k)[i])).max();
                        assert!(off <= Some(12), "{c:?} at {at:?}, {view:?}: {seen:?}");
                    }
                }
                // Its ring in the seat's color, left of it.
                let ring = (x - layout::FACE_RADIUS - layout::FACE_RING / 2.0, y);
                let pawn = theme::pawn(c);
                assert_eq!(
                    img.get_pixel(ring.0 as u32, ring.1 as u32),
                    [pawn.0, pawn.1, pawn.2],
                    "{c:?}'s ring"
                );
            }
        }
    }
}

#[test]
fn past_the_budget_every_game_still_shows_its_faces() {
    // Room for about one stamp: each new game's pushes the last one out.
    let stamps = FaceStamps::new(20_000);
    let game = game();
    let faceless = png(&stamps, &game, &Faces::none());
    let firsts: Vec<Vec<u8>> = (1..=4)
        .map(|id| png(&stamps, &game, &faces_of(id)))
        .collect();
    for (id, board) in firsts.iter().enumerate() {
        assert_ne!(*board, faceless, "game {} has faces", id + 1);
    }
    assert_ne!(firsts[0], firsts[1], "each game its own faces");
    let stats = stamps.stats();
    assert!(stats.bytes <= 20_000, "{stats:?}");
    assert_eq!(stats.built, 4);
    // Game 1's stamp went: drawn again, the same board.
    assert_eq!(png(&stamps, &game, &faces_of(1)), firsts[0]);
    assert_eq!(stamps.stats().built, 5);
    assert_eq!(stamps.stats().faced, 5);
}

#[test]
fn a_stamp_is_drawn_once_however_many_renders_ask_at_once_and_shared() {
    let stamps = Arc::new(FaceStamps::new(usize::MAX));
    let game = game();
    let pngs: Vec<Vec<u8>> = std::thread::scope(|scope| {
        let asks: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| png(&stamps, &game, &faces_of(9))))
            .collect();
        asks.into_iter().map(|a| a.join().unwrap()).collect()
    });
    assert!(pngs.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(stamps.stats().built, 1);
    // Another game seated alike, with the same faces, shares it.
    let alike = faces_of(9).of_game(10);
    assert_eq!(png(&stamps, &game, &alike), pngs[0]);
    let stats = stamps.stats();
    assert_eq!((stats.built, stats.stamps), (1, 1));
    // A stamp is small: a table of two holds a few kilobytes.
    assert!(stats.bytes < 16 << 10, "{stats:?}");
}

#[test]
fn renders_of_running_games_are_counted_faced_or_with_an_initial() {
    let stamps = FaceStamps::new(usize::MAX);
    let game = game();
    png(&stamps, &game, &faces_of(1));
    // Bo's avatar is not here yet: his initial.
    let mut waiting = faces_of(2);
    waiting.set(Color::Blue, SeatFace::Initial);
    png(&stamps, &game, &waiting);
    png(&stamps, &game, &waiting);
    // A replay's board (no running game) is not counted.
    let mut replay = Faces::shown();
    replay.set(Color::Red, SeatFace::Picture(solid([1, 2, 3])));
    png(&stamps, &game, &replay);
    let stats = stamps.stats();
    assert_eq!((stats.faced, stats.initials), (1, 2), "{stats:?}");
}
