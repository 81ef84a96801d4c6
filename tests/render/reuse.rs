//! The board drawn on the thread's kept frame and coded straight into its
//! PNG gives the bytes of the first way (a fresh copy of the static board,
//! coded apart, wrapped by the `png` crate): `render_reference`.

use hypnosia::game::{Color, Game};
use hypnosia::i18n::Lang;
use hypnosia::render::{Captions, Faces, View, adler32, draw, render_reference, render_with};
use hypnosia::words::board::board_captions;

use super::faces::six_photos;
use crate::boards::position;

/// Boards of every size, early and late, in an order that changes the
/// static board from one to the next and draws some twice in a row.
fn boards() -> Vec<Game> {
    let mut games = Vec::new();
    for (k, n) in [2usize, 6, 4, 3, 6, 5, 2].into_iter().enumerate() {
        for moves in [0, 40, 150] {
            games.push(position(&Color::ALL[..n], k as u64 + 1, moves));
        }
    }
    games
}

fn views() -> [View; 2] {
    [
        View::default(),
        View {
            markers: false,
            last_move: true,
        },
    ]
}

#[test]
fn a_reused_frame_codes_the_bytes_of_a_fresh_copy() {
    let none = Faces::none();
    let mut drawn = 0;
    for game in &boards() {
        let captions = board_captions(Lang::EnUs, game);
        for view in views() {
            // Twice: the second draws on the frame the first left.
            for _ in 0..2 {
                let png = render_with(game, &view, &none, &captions);
                assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
                assert_eq!(
                    png,
                    render_reference(game, &view, &none, &captions),
                    "{} players after {} entries, {view:?}",
                    game.players().len(),
                    game.entries().len(),
                );
                drawn += 1;
            }
        }
    }
    assert_eq!(drawn, 84);
}

#[test]
fn boards_with_faces_and_drawings_held_together_keep_their_bytes() {
    let games = boards();
    let faces = six_photos();
    let captions = |g: &Game| board_captions(Lang::EnUs, g);
    for game in games.iter().step_by(4) {
        let png = render_with(game, &View::default(), &faces, &captions(game));
        assert_eq!(
            png,
            render_reference(game, &View::default(), &faces, &captions(game))
        );
    }
    // Two drawings alive at once on one thread: each has a frame of its own,
    // and the one dropped last is the one kept.
    let (a, b) = (&games[1], &games[2]);
    let (none, plain) = (Faces::none(), Captions::default());
    let reference = |g: &Game| render_reference(g, &View::default(), &none, &plain);
    let first = draw(a, &View::default());
    let second = draw(b, &View::default());
    assert_eq!(first.png(), reference(a));
    drop(first);
    assert_eq!(second.png(), reference(b));
    drop(second);
    for game in [a, b, a] {
        let drawing = draw(game, &View::default());
        let png = drawing.png();
        assert_eq!(png, reference(game));
        // The checksum the frame summed as it was drawn is its bytes': the
        // zlib stream's last 4 bytes, before the IDAT's CRC and IEND.
        let at = png.len() - 4 - 12 - 4;
        assert_eq!(
            png[at..at + 4],
            adler32(drawing.frame().png_rows()).to_be_bytes()
        );
    }
}
