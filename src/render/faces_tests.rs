//! Faces on the board, the podium and the cards: what a person sees where
//! each face is drawn, the board's format and size with six avatars.

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::face::{ComputerFace, Face, Faces, SeatFace, FACE_SIZE};
use super::picture::Picture;
use super::{
    layout, leaderboard_card, podium, render, render_with_faces, stats_header, CardRow, CardWords,
    LeaderboardCard, PodiumPlace, StatsHeader, View,
};
use crate::game::{Color, Dice, Game, Player, Variant};

/// A game of `colors` after `moves` random legal moves (as the render
/// benchmark makes its positions).
pub(super) fn position(colors: &[Color], seed: u64, moves: usize) -> Game {
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

/// A photo-like avatar: smooth light from a corner, a face-like blob, and
/// per-pixel grain, different per `seed` (harder to compress than most
/// real avatars, which have flat backgrounds).
pub(super) fn photo(seed: u64) -> Arc<Face> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let side = FACE_SIZE as usize;
    let base: [f32; 3] = [
        rng.random_range(40.0..200.0),
        rng.random_range(40.0..200.0),
        rng.random_range(40.0..200.0),
    ];
    let mut rgba = Vec::with_capacity(side * side * 4);
    for y in 0..side {
        for x in 0..side {
            let light = (x + y) as f32 / (2 * side) as f32;
            let (dx, dy) = (x as f32 - 32.0, y as f32 - 28.0);
            let blob = if dx * dx / 300.0 + dy * dy / 500.0 < 1.0 {
                1.0
            } else {
                0.0
            };
            for (k, &b) in base.iter().enumerate() {
                let skin = [224.0, 172.0, 140.0][k];
                let v = b * (0.6 + 0.6 * light) * (1.0 - blob) + skin * blob;
                let grain = rng.random_range(-8.0..8.0);
                rgba.push((v + grain).clamp(0.0, 255.0) as u8);
            }
            rgba.push(255);
        }
    }
    Arc::new(Face::from_rgba(rgba).expect("a face's size"))
}

/// A face of one color.
pub(super) fn solid(rgb: [u8; 3]) -> Arc<Face> {
    let side = FACE_SIZE as usize;
    let rgba = (0..side * side)
        .flat_map(|_| [rgb[0], rgb[1], rgb[2], 255])
        .collect();
    Arc::new(Face::from_rgba(rgba).expect("a face's size"))
}

#[test]
#[ignore = "writes pictures to look at"]
fn dump_pictures() {
    let game = position(&Color::ALL, 3, 60);
    let mut faces = Faces::shown();
    faces.set(Color::Red, SeatFace::Picture(photo(1)));
    faces.set(Color::Yellow, SeatFace::Computer(ComputerFace::Easy));
    faces.set(Color::Green, SeatFace::Computer(ComputerFace::Medium));
    faces.set(Color::Cyan, SeatFace::Computer(ComputerFace::Hard));
    faces.set(Color::Blue, SeatFace::Picture(solid([250, 120, 20])));
    let png = render_with_faces(&game, &View::default(), &faces);
    std::fs::write("/tmp/faces-board.png", &png).unwrap();
    let mut all = Faces::shown();
    for (k, c) in Color::ALL.into_iter().enumerate() {
        all.set(c, SeatFace::Picture(photo(k as u64 + 10)));
    }
    let png = render_with_faces(&game, &View::default(), &all);
    eprintln!(
        "six photos: {} bytes, none: {}",
        png.len(),
        render(&game, &View::default()).len()
    );
    for (name, game) in [
        ("start", position(&Color::ALL, 1, 0)),
        ("mid", position(&Color::ALL, 3, 60)),
        ("late", position(&Color::ALL, 5, 160)),
        ("late2", position(&Color::ALL, 7, 250)),
    ] {
        let a = render_with_faces(&game, &View::default(), &all).len();
        let b = render(&game, &View::default()).len();
        let c = render_with_faces(&game, &View::default(), &Faces::shown()).len();
        eprintln!("{name}: photos {a}, none {b}, initials {c}");
    }
    std::fs::write("/tmp/faces-six.png", &png).unwrap();
    let _ = (layout::WIDTH, Picture::decode(&png).width());
    let rows: Vec<CardRow> = (0..10)
        .map(|k| CardRow {
            rank: k + 1,
            face: match k {
                3 => SeatFace::Initial,
                4 => SeatFace::Computer(ComputerFace::Hard),
                _ => SeatFace::Picture(photo(u64::from(k))),
            },
            name: [
                "Ada",
                "김민준",
                "Zoë Kowalska-Wiśniewska the Third of Her Name",
                "bob",
                "AI",
                "Ünal",
                "x",
                "李",
                "Łucja",
                "Émile",
            ][k as usize]
                .to_owned(),
            rating: 1500 - 37 * i64::from(k),
            trend: [
                Some(36),
                Some(-16),
                None,
                Some(0),
                Some(5),
                Some(-120),
                None,
                Some(1),
                Some(2),
                Some(3),
            ][k as usize],
            games: 40 - k,
            wins: 20 - k,
        })
        .collect();
    let words = CardWords {
        title: "Leaderboard".into(),
        rating: "Rating".into(),
        games: "Games".into(),
        wins: "Wins".into(),
    };
    let card = leaderboard_card(&LeaderboardCard {
        words: words.clone(),
        rows,
    });
    eprintln!("card: {} bytes", card.len());
    std::fs::write("/tmp/faces-card.png", &card).unwrap();
    let header = stats_header(&StatsHeader {
        face: SeatFace::Picture(photo(3)),
        name: "김민준".into(),
        rating: 1234,
        place: Some(3),
        words: CardWords {
            title: "Spring 2026".into(),
            ..words
        },
    });
    std::fs::write("/tmp/faces-stats.png", &header).unwrap();
    let places = [
        PodiumPlace {
            color: Some(Color::Blue),
            rating: 22.4,
            face: Some(SeatFace::Picture(photo(5))),
        },
        PodiumPlace {
            color: Some(Color::Yellow),
            rating: 18.0,
            face: Some(SeatFace::Computer(ComputerFace::Medium)),
        },
        PodiumPlace {
            color: None,
            rating: 12.0,
            face: Some(SeatFace::Picture(solid([200, 30, 30]))),
        },
    ];
    std::fs::write("/tmp/faces-podium.png", podium(&places)).unwrap();
}
