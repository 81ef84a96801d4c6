//! A tournament's standings picture: a row per player with their own face,
//! a picture that grows with its rows, and a knock-out's bracket below them
//! with every seat of every table.

use hypnosia::render::{
    BRACKET_FACE_RADIUS, BracketRound, BracketSeat, BracketTable, CARD_FACE_RADIUS, CARD_WIDTH,
    ComputerFace, SeatFace, StandingsCard, StandingsRow, StandingsWords, bracket_face_center,
    standings_card, standings_face_center, standings_height,
};

use super::faces::solid;
use crate::picture::Picture;

/// A color of its own for face `k`.
fn color(k: usize) -> [u8; 3] {
    [
        (30 + 47 * k % 200) as u8,
        (220 - 29 * k % 170) as u8,
        (50 + 83 * k % 190) as u8,
    ]
}

/// Whether most of the disc of radius `r` around `(x, y)` is `rgb`.
fn shows(img: &Picture, (x, y): (u32, u32), r: u32, rgb: [u8; 3]) -> bool {
    let r = r as i32 - 2;
    let (mut own, mut all) = (0, 0);
    for dy in -r..=r {
        for dx in -r..=r {
            if dx * dx + dy * dy > r * r {
                continue;
            }
            let p = img.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
            all += 1;
            own += usize::from(p.iter().zip(rgb).all(|(&a, b)| a.abs_diff(b) <= 2));
        }
    }
    own * 10 >= all * 9
}

fn words() -> StandingsWords {
    StandingsWords {
        title: "Saturday Cup".into(),
        subtitle: "Round 2 is being played.".into(),
        points: "Points".into(),
        game_points: "Game pts".into(),
        buchholz: "Opp. pts".into(),
    }
}

/// `people` ranked rows with faces 0.., then a computer, unranked.
fn rows(people: usize) -> Vec<StandingsRow> {
    let mut rows: Vec<StandingsRow> = (0..people)
        .map(|k| StandingsRow {
            rank: Some(k as u32 + 1),
            face: SeatFace::Picture(solid(color(k))),
            name: format!("player {k}"),
            points: format!("{}", people - k),
            game_points: "12".into(),
            buchholz: "1.5".into(),
        })
        .collect();
    rows.push(StandingsRow {
        rank: None,
        face: SeatFace::Computer(ComputerFace::Medium),
        name: "Computer (round 1)".into(),
        points: "0".into(),
        game_points: "3".into(),
        buchholz: "–".into(),
    });
    rows
}

fn seat(k: usize, place: u8, went_on: bool) -> BracketSeat {
    BracketSeat {
        face: SeatFace::Picture(solid(color(k))),
        name: format!("player {k}"),
        place: Some(place),
        went_on,
        computer: false,
    }
}

#[test]
fn each_player_has_a_row_with_their_face_and_the_picture_grows_with_its_rows() {
    let (few, many) = (
        StandingsCard {
            words: words(),
            rows: rows(3),
            bracket: Vec::new(),
        },
        StandingsCard {
            words: words(),
            rows: rows(9),
            bracket: Vec::new(),
        },
    );
    let img = Picture::decode(&standings_card(&many));
    assert_eq!(img.width(), CARD_WIDTH, "the leaderboard card's width");
    assert_eq!(img.height(), standings_height(&many));
    assert!(standings_height(&many) > standings_height(&few));
    for k in 0..9 {
        let at = standings_face_center(k);
        assert!(shows(&img, at, CARD_FACE_RADIUS, color(k)), "row {k}");
    }
    // The computer's row, after the people's, shows no one's face.
    let computer = standings_face_center(9);
    assert!(img.height() > computer.1 + CARD_FACE_RADIUS);
    assert!((0..9).all(|k| !shows(&img, computer, CARD_FACE_RADIUS, color(k))));
    // A Swiss has no bracket.
    assert_eq!(bracket_face_center(&many, (0, 0, 0)), None);
}

#[test]
fn a_knockout_shows_every_seat_of_every_table_round_by_round() {
    // Round 1: two tables of three (a computer fills one); the final: the
    // two who went on.
    let computer = BracketSeat {
        face: SeatFace::Computer(ComputerFace::Medium),
        name: "Computer".into(),
        place: Some(3),
        went_on: false,
        computer: true,
    };
    let table = |title: &str, seats| BracketTable {
        title: title.into(),
        seats,
    };
    let bracket = vec![
        BracketRound {
            title: "Round 1".into(),
            tables: vec![
                table(
                    "Table 1",
                    vec![seat(0, 1, true), seat(1, 2, false), seat(2, 3, false)],
                ),
                table(
                    "Table 2",
                    vec![seat(3, 2, false), seat(4, 1, true), computer],
                ),
            ],
        },
        BracketRound {
            title: "Final".into(),
            tables: vec![table("Table 1", vec![seat(0, 2, false), seat(4, 1, true)])],
        },
    ];
    let swiss = StandingsCard {
        words: words(),
        rows: rows(5),
        bracket: Vec::new(),
    };
    let knockout = StandingsCard {
        bracket,
        ..swiss.clone()
    };
    assert!(standings_height(&knockout) > standings_height(&swiss));
    let img = Picture::decode(&standings_card(&knockout));
    assert_eq!(img.height(), standings_height(&knockout));
    let r = BRACKET_FACE_RADIUS;
    let seats = [
        ((0, 0, 0), 0),
        ((0, 0, 1), 1),
        ((0, 0, 2), 2),
        ((0, 1, 0), 3),
        ((0, 1, 1), 4),
        ((1, 0, 0), 0),
        ((1, 0, 1), 4),
    ];
    let last_row = standings_face_center(5).1 + CARD_FACE_RADIUS;
    for (at, k) in seats {
        let center = bracket_face_center(&knockout, at).expect("a seat of the bracket");
        assert!(center.1 > last_row, "{at:?} is below the rows");
        assert!(shows(&img, center, r, color(k)), "{at:?} shows player {k}");
    }
    // The final comes after round 1, and the computer's seat is drawn.
    let (first, last) = (
        bracket_face_center(&knockout, (0, 1, 2)).unwrap(),
        bracket_face_center(&knockout, (1, 0, 0)).unwrap(),
    );
    assert!(last.1 > first.1);
    assert!((0..5).all(|k| !shows(&img, first, r, color(k))));
    assert_eq!(bracket_face_center(&knockout, (1, 0, 2)), None);
}
