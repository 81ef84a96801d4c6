//! A puzzle's verdict board (`render::answer_board`): the position the turn
//! was played from with the best turn traced, and the turn played, when it
//! differs, traced in grey; no destination tags (ux-3 §6).

use hypnosia::game::{Move, Position};
use hypnosia::puzzles::{board_game, moves_to, ways};
use hypnosia::render::{Captions, View, answer_board, render, ringed_board};

/// A shipped puzzle: its position, its answer, and another way to play it.
fn puzzle() -> (Position, Vec<Move>, Vec<Move>) {
    let stored = &hypnosia::live::shipped_puzzles()[0];
    let (rolled, after) = stored.positions().unwrap();
    let answer = moves_to(&rolled, &after).unwrap();
    let other = ways(&rolled)
        .into_iter()
        .find(|end| *end != after)
        .expect("a puzzle has another way to play");
    (rolled, answer, moves_to(&rolled, &other).unwrap())
}

#[test]
fn the_verdict_draws_the_best_turn_and_the_one_played_without_tags() {
    let (rolled, best, played) = puzzle();
    assert_ne!(best, played);
    let game = board_game(&rolled);
    let none = Captions::default();
    let untagged = render(
        &game,
        &View {
            markers: false,
            last_move: false,
        },
    );
    // Nothing traced: the position alone, without its tags.
    assert_eq!(answer_board(&game, &[], &[], &none), untagged);
    let tagged = ringed_board(&game, &[]);
    assert_ne!(tagged, untagged, "the puzzle's own board tags its moves");

    let answer = answer_board(&game, &best, &[], &none);
    assert_ne!(answer, untagged, "the best turn is drawn");
    assert_ne!(
        answer, tagged,
        "the verdict's picture is not the position's"
    );
    let both = answer_board(&game, &best, &played, &none);
    assert_ne!(both, answer, "the turn played is drawn beside the best");
    let words = Captions {
        last_moves: vec!["pawn 1 to O1".into(); best.len()],
    };
    assert_ne!(
        answer_board(&game, &best, &[], &words),
        answer,
        "the panel says the best turn"
    );
}
