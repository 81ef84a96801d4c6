//! The cost of drawing the benchmark's three boards, for counting
//! instructions under valgrind (ignored: it asserts nothing a test would):
//!
//! ```text
//! HYPNOSIA_COST_BOARD=1 HYPNOSIA_COST_TIMES=5 valgrind --tool=callgrind \
//!     target/debug/deps/it-… --ignored --exact render::cost::draw_boards
//! ```
//!
//! `HYPNOSIA_COST_BOARD` picks the board (0: start, 2 players; 1: mid-game,
//! 6 players; 2: late, 4 players), `HYPNOSIA_COST_TIMES` how often it is
//! drawn after one warming draw: the difference between two counts over
//! the difference of times is one board's instructions.

use hypnosia::game::Color;
use hypnosia::i18n::Lang;
use hypnosia::render::{Faces, View, render_with};
use hypnosia::words::board::board_captions;

use crate::boards::position;

#[test]
#[ignore = "a measurement, run under valgrind by hand"]
fn draw_boards() {
    let var = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let game = match var("HYPNOSIA_COST_BOARD", 1) {
        0 => position(&[Color::Red, Color::Cyan], 1, 0),
        1 => position(&Color::ALL, 3, 60),
        _ => position(&Color::ALL[..4], 5, 160),
    };
    let captions = board_captions(Lang::EnUs, &game);
    let (view, faces) = (View::default(), Faces::none());
    let mut bytes = render_with(&game, &view, &faces, &captions).len();
    for _ in 0..var("HYPNOSIA_COST_TIMES", 1) {
        bytes += std::hint::black_box(render_with(&game, &view, &faces, &captions)).len();
    }
    eprintln!("{bytes} bytes");
}
