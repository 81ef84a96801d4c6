//! The boards with faces kept between renders: one per running game within a
//! memory budget, built once however many renders ask at once, shared by
//! games seated alike, let go with a game's last render, and given up for
//! the faceless board (exactly what a server without avatars sees) when the
//! budget is spent or boards are built too fast, never pushing out another
//! running game's.

use std::sync::Arc;

use hypnosia::game::{Color, Dice, Game, Player, Variant};
use hypnosia::render::{Captions, FacedBoards, Faces, SeatFace, View};

use super::faces::solid;

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

fn png(boards: &FacedBoards, game: &Game, faces: &Faces) -> Vec<u8> {
    boards
        .draw(game, &View::default(), faces, &Captions::default())
        .png()
}

/// What one board holds, built on boards of their own.
fn one_board() -> usize {
    let boards = FacedBoards::new(usize::MAX);
    png(&boards, &game(), &faces_of(1));
    boards.stats().bytes
}

#[test]
fn past_the_budget_new_games_are_faceless_and_kept_games_keep_their_boards() {
    let each = one_board();
    assert!(each > 500_000, "a board with faces is large: {each} B");
    let boards = FacedBoards::new(each * 2 + each / 2);
    let game = game();
    let faceless = png(&boards, &game, &Faces::none());
    for id in 1..=2 {
        assert_ne!(
            png(&boards, &game, &faces_of(id)),
            faceless,
            "game {id} has faces"
        );
    }
    // A third game finds no room: drawn as a server without avatars sees it.
    assert_eq!(png(&boards, &game, &faces_of(3)), faceless);
    let stats = boards.stats();
    assert_eq!((stats.games, stats.built, stats.faceless), (2, 2, 1));
    assert!(stats.bytes <= each * 2 + each / 2);
    // Cycling through the three costs no build: the first two keep theirs
    // (an LRU would rebuild at every render), the third stays faceless.
    for _ in 0..3 {
        for id in 1..=3 {
            png(&boards, &game, &faces_of(id));
        }
    }
    assert_eq!(boards.stats().built, 2);
    // A game that ends lets its board go: the third then gets one.
    boards.forget(1);
    assert_ne!(png(&boards, &game, &faces_of(3)), faceless);
    assert_eq!(boards.stats().built, 3);
    assert_eq!(boards.stats().games, 2);
}

#[test]
fn the_last_render_of_a_game_lets_its_board_go() {
    let boards = FacedBoards::new(usize::MAX);
    let mut game = game();
    png(&boards, &game, &faces_of(7));
    assert_eq!(boards.stats().games, 1);
    game.cancel().expect("a running game can be called off");
    assert!(game.is_over());
    // The results still show the faces, then nothing is kept.
    assert_ne!(
        png(&boards, &game, &faces_of(7)),
        png(&boards, &game, &Faces::none())
    );
    let stats = boards.stats();
    assert_eq!((stats.games, stats.boards, stats.bytes), (0, 0, 0));
}

#[test]
fn a_board_is_built_once_however_many_renders_ask_at_once() {
    let boards = Arc::new(FacedBoards::new(usize::MAX));
    let game = game();
    let pngs: Vec<Vec<u8>> = std::thread::scope(|scope| {
        let asks: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| png(&boards, &game, &faces_of(9))))
            .collect();
        asks.into_iter().map(|a| a.join().unwrap()).collect()
    });
    assert!(pngs.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(boards.stats().built, 1);
    // Another game seated alike, with the same faces, shares it.
    let alike = faces_of(9).of_game(10);
    assert_eq!(png(&boards, &game, &alike), pngs[0]);
    let stats = boards.stats();
    assert_eq!((stats.built, stats.boards, stats.games), (1, 1, 2));
}

#[test]
fn boards_built_faster_than_their_pace_are_given_up_for_faceless_ones() {
    // One build at once and none more for a long while.
    let boards = FacedBoards::paced(usize::MAX, 1.0, 0.001);
    let game = game();
    let faceless = png(&boards, &game, &Faces::none());
    assert_ne!(png(&boards, &game, &faces_of(1)), faceless);
    assert_eq!(png(&boards, &game, &faces_of(2)), faceless);
    // A board kept costs no build: the first game keeps its faces.
    assert_ne!(png(&boards, &game, &faces_of(1)), faceless);
    let stats = boards.stats();
    assert_eq!((stats.built, stats.faceless), (1, 1));
    // A replay (no running game) is drawn with faces whatever the pace.
    let mut replay = Faces::shown();
    replay.set(Color::Red, SeatFace::Picture(solid([1, 2, 3])));
    assert_ne!(png(&boards, &game, &replay), faceless);
}
