//! Puzzles: every one found has a single best turn by the deeper search.

use hypnosia::ai::{Level, play_out};
use hypnosia::analysis::errors::Judge;
use hypnosia::puzzles::{Depth, MARGIN, puzzles_of};

use super::{new_game, ways};

#[test]
fn every_puzzle_has_one_best_turn_by_the_deeper_search() {
    // Cheap for a debug build, and still deeper than the judge: every way
    // to play searched, where the judge searches two.
    let judge = Judge {
        budget: 400,
        seed: 7,
    };
    let depth = Depth {
        extra_turns: 0,
        rounds_factor: 1,
        seed: 11,
    };
    let mut found = 0;
    for seed in 0..6 {
        let mut game = new_game(seed);
        play_out(&mut game, Level::Medium, seed).unwrap();
        for puzzle in puzzles_of(&game.record(), &judge, &depth).unwrap().puzzles {
            let mut p = puzzle.position;
            for &mv in &puzzle.answer {
                p.play(mv).expect("the answer plays");
            }
            assert!(puzzle.is_answer(&p));
            let ways = ways(&puzzle.position);
            assert!(ways.len() >= 2, "a puzzle has a choice");
            assert_eq!(
                ways.iter()
                    .filter(|(_, after)| puzzle.is_answer(after))
                    .count(),
                1
            );
            let ranked = depth.rank(&puzzle.position);
            assert_eq!(ranked.len(), ways.len());
            assert!(puzzle.is_answer(&ranked[0].after));
            assert!(
                ranked[1..]
                    .iter()
                    .all(|r| r.value <= ranked[0].value - MARGIN)
            );
            assert!(puzzle.margin >= MARGIN);
            found += 1;
        }
        if found >= 2 {
            return;
        }
    }
    panic!("only {found} puzzles in six games: the test says little");
}

#[test]
fn every_position_of_a_game_reads_back_as_it_was_written() {
    use hypnosia::puzzles::code::{decode, decode_after, encode, encode_after};
    for seed in 0..3 {
        let mut game = new_game(seed);
        play_out(&mut game, Level::Medium, seed).unwrap();
        let record = game.record();
        let turns = hypnosia::analysis::errors::played_turns(&record).unwrap();
        assert!(turns.len() > 10);
        for turn in turns {
            assert_eq!(decode(&encode(&turn.rolled)), Ok(turn.rolled));
            assert_eq!(decode_after(&encode_after(&turn.after)), Ok(turn.after));
        }
        // The end: a position that waits for no move is no puzzle.
        let end = *game.position();
        assert_eq!(decode_after(&encode_after(&end)), Ok(end));
        assert!(decode(&encode(&end)).is_err());
    }
    assert!(decode("p1.1.2").is_err());
    assert!(decode("p9.1").is_err());
}

#[test]
fn the_shipped_set_reads_and_each_answer_plays_and_is_unique() {
    use hypnosia::puzzles::moves_to;
    let set = hypnosia::live::shipped_puzzles();
    assert!(set.len() >= 20, "only {} shipped puzzles", set.len());
    for stored in set {
        let (rolled, after) = stored.positions().expect("a shipped puzzle reads");
        assert!(stored.margin >= MARGIN);
        let answer = moves_to(&rolled, &after).expect("its answer plays");
        assert!(!answer.is_empty());
        let ways = ways(&rolled);
        assert!(ways.len() >= 2, "a puzzle has a choice");
        assert_eq!(ways.iter().filter(|(_, a)| *a == after).count(), 1);
    }
}

#[test]
fn a_bounded_search_searches_deeply_at_most_its_bound_pausing_before_each() {
    use hypnosia::puzzles::puzzles_within;
    let judge = Judge {
        budget: 400,
        seed: 7,
    };
    let depth = Depth {
        extra_turns: 0,
        rounds_factor: 1,
        seed: 11,
    };
    let mut game = new_game(62);
    play_out(&mut game, Level::Medium, 62).unwrap();
    let record = game.record();
    let all = puzzles_of(&record, &judge, &depth).unwrap();
    assert!(all.searched.len() > 2, "a game with choices to search");
    let mut pauses = 0;
    let bounded = puzzles_within(&record, &judge, &depth, 2, &mut || pauses += 1).unwrap();
    assert_eq!((bounded.searched.len(), pauses), (2, 2));
    assert_eq!(bounded.decisions, all.decisions);
    for puzzle in &bounded.puzzles {
        assert!(all.puzzles.iter().any(|p| p.turn == puzzle.turn));
    }
}
