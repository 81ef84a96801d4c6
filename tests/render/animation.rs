//! The replay GIF: frames hold only what changed, a GIF over the limit is
//! drawn smaller, then by turns, then refused, and the estimate comes first.

use hypnosia::game::Record;
use hypnosia::render::animation::*;
use hypnosia::render::layout::SIZE;
use hypnosia::render::*;

#[test]
fn an_unchanged_pixel_is_transparent_and_the_frame_is_the_changed_box() {
    let before = vec![1u8; 16];
    let mut now = before.clone();
    now[5] = 2; // (1, 1)
    now[10] = 3; // (2, 2)
    let frame = changed_frame(Some(&before), &now, 4, 7);
    assert_eq!(
        (frame.left, frame.top, frame.width, frame.height),
        (1, 1, 2, 2)
    );
    assert_eq!(&*frame.buffer, &[2, TRANSPARENT, TRANSPARENT, 3]);
    assert_eq!(frame.delay, 7);
    let same = changed_frame(Some(&before), &before, 4, 7);
    assert_eq!((same.width, same.height), (1, 1));
}

/// A short game: a few turns of first-listed moves, then called off.
fn short_record() -> Record {
    use hypnosia::game::{Color, Dice, Game, Player, Variant};
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Blue, "Bob"),
    ];
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
    for _ in 0..8 {
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
    }
    game.cancel().unwrap();
    game.record()
}

#[test]
fn a_gif_over_the_limit_is_drawn_smaller_then_by_turns_then_refused() {
    let record = short_record();
    let whole = gif_within(&record, usize::MAX).unwrap();
    assert!(whole.every_move && whole.size == SIZE);
    assert_eq!(whole.frames, 9, "the start and one per move");
    let smaller = gif_within(&record, whole.bytes.len() - 1).unwrap();
    assert!(smaller.every_move && smaller.size < SIZE);
    assert!(smaller.bytes.len() < whole.bytes.len());
    let smallest = encode(&record, MAX_SCALE, true, usize::MAX, &mut || {})
        .unwrap()
        .unwrap();
    let by_turns = gif_within(&record, smallest.bytes.len() - 1).unwrap();
    assert!(!by_turns.every_move);
    assert!(by_turns.bytes.len() < smallest.bytes.len());
    assert!(by_turns.frames < whole.frames);
    assert!(matches!(
        gif_within(&record, 100),
        Err(GifError::TooLarge { limit: 100 })
    ));
}

/// A game of random moves long enough to be estimated.
fn long_record(moves: usize) -> Record {
    use hypnosia::game::{Color, Dice, Game, Player, Variant};
    use rand::{Rng, SeedableRng};
    let players = Color::ALL[..3]
        .iter()
        .map(|&c| Player::human(c, c.name()))
        .collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(8)).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
    for _ in 0..moves {
        let list = game.legal_moves();
        game.play(list[rng.random_range(0..list.len())]).unwrap();
    }
    game.cancel().unwrap();
    game.record()
}

/// The colors seated in `record`'s game.
fn colors_of(record: &Record) -> Vec<hypnosia::game::Color> {
    record.players.iter().map(|p| p.color).collect()
}

#[test]
fn the_size_is_estimated_before_drawing_and_the_limit_holds_whatever_it_says() {
    // Just over what is estimated (ESTIMATE_ABOVE moves): every GIF below is
    // drawn whole, several times.
    let record = long_record(52);
    let estimate = estimate(&record, &mut || {}).unwrap().expect("long enough");
    let mut sizes = Vec::new();
    for scale in 1..=MAX_SCALE {
        let gif = encode(&record, scale, true, usize::MAX, &mut || {})
            .unwrap()
            .unwrap();
        let guess = estimate.bytes((scale, true));
        let real = gif.bytes.len() as f64;
        assert!(
            (guess / real - 1.0).abs() < 0.3,
            "scale {scale}: estimated {guess:.0} bytes, made {real}"
        );
        sizes.push(gif.bytes.len());
    }
    // Whatever the estimate, nothing over the limit is made, and the scale
    // is the largest that fits, or (when the estimate says that one would
    // not fit) the next: at a limit that is exactly a scale's size, and at
    // one between two scales' sizes. The drawing pauses between its frames.
    for limit in [sizes[1], sizes[2] + sizes[2] / 4] {
        let paced = std::cell::Cell::new(0);
        let gif = gif_within_paced(&record, limit, || paced.set(paced.get() + 1)).unwrap();
        assert!(gif.bytes.len() <= limit && gif.every_move);
        let fits = sizes.iter().position(|&s| s <= limit).unwrap() + 1;
        let side = hypnosia::render::layout::Picture::of(&colors_of(&record))
            .width()
            .max(SIZE);
        let scale = side as usize / gif.size as usize;
        assert!(
            scale == fits || scale == fits + 1,
            "limit {limit}: scale {scale}, {fits} fits"
        );
        assert!(paced.get() >= gif.frames, "a pause between frames");
    }
}

#[test]
fn the_palette_leaves_room_for_the_transparent_index() {
    assert!(palette().plte().len() / 3 <= usize::from(TRANSPARENT));
}
