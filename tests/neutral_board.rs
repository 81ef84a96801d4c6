//! The pictures speak no language: a board, the legend, the rating chart and
//! the chart of a game's win chances
//! never draw a character the embedded font lacks (it would show as an empty
//! box), whatever the players' names, Korean ones included.

use hypnosia::game::{Color, Dice, Game, LeaveKind, Player, Variant};
use hypnosia::render::{
    ChartPoint, View, legend, missing_glyphs_drawn, rating_chart, render, renders_fully,
};
use picture::Picture;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::picture;

const KOREAN: [&str; 4] = ["김민준", "이서연", "박지호", "최하은"];

fn korean_game(seed: u64) -> Game {
    let colors = [Color::Red, Color::Green, Color::Blue, Color::Magenta];
    let players = colors
        .iter()
        .zip(KOREAN)
        .map(|(&c, name)| Player::human(c, name))
        .collect();
    Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap()
}

#[test]
fn hangul_is_drawn_and_the_check_below_still_means_something() {
    assert!(renders_fully("김민준 ㅋㅋ"));
    assert!(renders_fully("Zoë Łukasz Ærø ★ ⚑ ♛ ⚐ → ▶ —"));
    // Neither embedded font has Chinese characters: those fall back.
    assert!(!renders_fully("李"));
}

#[test]
fn no_picture_shows_a_missing_glyph_box_even_with_korean_names() {
    let views = [
        View::default(),
        View {
            markers: true,
            last_move: true,
        },
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut drawn = 0;
    for seed in 0..3 {
        let mut game = korean_game(seed);
        let mut moves = 0;
        while !game.is_over() {
            if moves % 40 == 0 {
                for view in &views {
                    assert!(!render(&game, view).is_empty());
                    drawn += 1;
                }
            }
            // Someone leaves half-way through, so that a "left" mark is drawn.
            if moves == 60 && game.position().in_game(Color::Green) {
                game.leave(Color::Green, LeaveKind::Resign).unwrap();
                continue;
            }
            let list = game.legal_moves();
            game.play(list[rng.random_range(0..list.len())]).unwrap();
            moves += 1;
        }
        for view in &views {
            render(&game, view);
            drawn += 1;
        }
    }
    assert!(drawn > 10);
    legend();
    let points: Vec<ChartPoint> = (0..5)
        .map(|k| ChartPoint {
            at: 1_700_000_000 + k * 86_400,
            rating: k as f64 - 1.5,
        })
        .collect();
    rating_chart("김민준", &points);
    rating_chart("김민준", &[]);
    let mut game = korean_game(7);
    hypnosia::ai::play_out(&mut game, hypnosia::ai::Level::Easy, 7).unwrap();
    let analysis = hypnosia::analysis::analyse(&game.record()).unwrap();
    hypnosia::render::analysis_chart(&analysis);
    assert_eq!(missing_glyphs_drawn(), 0, "a picture drew an empty box");
}

/// The chances chart draws every player's line in their pawn color.
#[test]
fn the_chances_chart_has_a_line_in_each_players_color() {
    let mut game = korean_game(5);
    hypnosia::ai::play_out(&mut game, hypnosia::ai::Level::Medium, 5).unwrap();
    let analysis = hypnosia::analysis::analyse(&game.record()).unwrap();
    let png = hypnosia::render::analysis_chart(&analysis);
    let image = Picture::decode(&png);
    assert_eq!(image.dimensions(), (800, 400));
    for color in [Color::Red, Color::Green, Color::Blue, Color::Magenta] {
        let hypnosia::render::theme::Rgb(r, g, b) = hypnosia::render::theme::pawn(color);
        let count = image.pixels().filter(|p| *p == [r, g, b]).count();
        assert!(count > 100, "{color}: {count} pixels of its line");
    }
}
