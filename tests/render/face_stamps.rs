//! The faces stamped at each render on the faceless static board: the
//! pixels of a board with faces as they were drawn on a static board of the
//! game's own, every game's faces within any budget, a stamp drawn once
//! however many renders ask at once and shared by games seated alike, and
//! the renders counted (faced, or with a person's initial).

use std::sync::Arc;

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::seams::render_on_faced_board;
use hypnosia::render::{Captions, ComputerFace, FaceStamps, Faces, SeatFace, View, render_with};
use hypnosia::words::board::board_captions;

use super::faces::{bench_positions, six_photos, solid};
use crate::boards::{photo, position};
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

#[test]
fn a_board_with_faces_shows_the_pixels_of_its_faced_static_board() {
    // Photos, computers and initials, on tables of two, four and six, with
    // and without the markers and the last move.
    let mut mixed = Faces::shown();
    mixed.set(Color::Red, SeatFace::Picture(photo(3)));
    mixed.set(Color::Yellow, SeatFace::Computer(ComputerFace::Hard));
    mixed.set(Color::Green, SeatFace::Picture(photo(4)));
    let mut cases: Vec<(Game, Faces)> = bench_positions()
        .into_iter()
        .take(3)
        .map(|g| (g, six_photos()))
        .collect();
    cases.push((position(&Color::ALL[..4], 5, 160), mixed.clone()));
    cases.push((position(&[Color::Red, Color::Cyan], 1, 0), mixed));
    cases.push((game(), faces_of(4)));
    let quiet = View {
        markers: false,
        last_move: false,
    };
    for (k, (game, faces)) in cases.iter().enumerate() {
        let captions = board_captions(hypnosia::i18n::Lang::EnUs, game);
        for view in [View::default(), quiet] {
            let stamped = Picture::decode(&render_with(game, &view, faces, &captions));
            let faced = Picture::decode(&render_on_faced_board(game, &view, faces, &captions));
            assert_eq!(stamped.dimensions(), faced.dimensions(), "case {k}");
            let differ = stamped
                .pixels()
                .zip(faced.pixels())
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(differ, 0, "case {k}, {view:?}: pixels that differ");
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
