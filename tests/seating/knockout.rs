//! Knock-out rounds over random tournaments.

use std::collections::BTreeSet;

use hypnosia::seating::{
    Format, History, SeatingError, Seeds, advancing, knockout_round, standings,
};
use hypnosia::table::UserId;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{computer_first, finish_at_random, seated_people};

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Round after round fewer people play, exactly those who went on, until
    /// one final table whose winner tops the standings; then nothing is left
    /// to seat.
    #[test]
    fn a_knockout_always_reaches_one_final_table(people in 2usize..=64, seats in 2u8..=6, seed: u64) {
        reaches_one_final_table(people, seats, seed)?;
    }
}

/// A knock-out with byes whose spread of first moves reached 2 (someone
/// first at 3 of 3 tables, someone at 1 of 3): each table still seated
/// first whoever had moved first least often.
#[test]
fn a_knockout_with_byes_seats_first_whoever_moved_first_least() {
    reaches_one_final_table(42, 2, 10124258682778953974).unwrap();
}

fn reaches_one_final_table(people: usize, seats: u8, seed: u64) -> Result<(), TestCaseError> {
    let seeds: Vec<UserId> = (1..=people as u64).map(UserId).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut results = Vec::new();
    let mut expected: Vec<UserId> = seeds.clone();
    let mut finished = false;
    for number in 1..=people as u16 {
        let round = match knockout_round(number, &seeds, &seeds, &results, seats) {
            Err(SeatingError::Over) => {
                finished = true;
                break;
            }
            other => other.unwrap(),
        };
        expected.sort();
        let mut sat_or_bye = seated_people(&round);
        sat_or_bye.extend(&round.byes);
        sat_or_bye.sort();
        prop_assert_eq!(sat_or_bye, expected.clone(), "round {}", number);
        // A bye only where someone would sit alone: an odd number at tables of two.
        let odd_pairs = seats == 2 && expected.len() % 2 == 1;
        prop_assert_eq!(round.byes.len(), usize::from(odd_pairs));
        let at_tables = expected.len() - round.byes.len();
        prop_assert_eq!(round.tables.len(), at_tables.div_ceil(usize::from(seats)));
        prop_assert_eq!(
            round.is_final,
            round.tables.len() == 1 && round.byes.is_empty()
        );
        prop_assert!(
            round
                .tables
                .iter()
                .all(|t| t.people().count() == t.order.len()),
            "no computer at a knock-out's table"
        );
        prop_assert!(!computer_first(&round));
        // Who moves first: whoever moved first least often so far (a spread
        // of first moves over the whole knock-out cannot hold: winners meet
        // winners whatever their first moves, and byes mix the counts).
        let before = History::of(&results);
        for table in &round.tables {
            let first = table.order[0].person().expect("a person moves first");
            let firsts = before.player(first).firsts;
            prop_assert!(
                table.people().all(|id| firsts <= before.player(id).firsts),
                "round {}: the first mover had moved first least often",
                number
            );
        }
        let finished_round = finish_at_random(&round, &mut rng);
        let going_on: Vec<UserId> = finished_round
            .iter()
            .flat_map(|r| advancing(r, &Seeds::new(&seeds)))
            .collect();
        for (table, result) in round.tables.iter().zip(&finished_round) {
            let went_on = advancing(result, &Seeds::new(&seeds));
            prop_assert_eq!(
                went_on.len(),
                (table.order.len() / 2).max(1).min(table.people().count())
            );
            let winner = result
                .finishes
                .iter()
                .filter(|f| f.sitter.person().is_some())
                .map(|f| f.rank)
                .min();
            prop_assert!(
                result
                    .people()
                    .any(|(id, f, _)| Some(f.rank) == winner && went_on.contains(&id)),
                "a table's best-placed person goes on"
            );
        }
        prop_assert!(
            round.is_final || going_on.len() < expected.len(),
            "the field shrinks"
        );
        results.extend(finished_round);
        expected = going_on;
    }
    prop_assert!(finished, "the final was reached");
    let last_round = results.iter().map(|r| r.round).max().unwrap();
    let final_table = results.iter().find(|r| r.round == last_round).unwrap();
    let best = final_table.finishes.iter().map(|f| f.rank).min().unwrap();
    let champions: BTreeSet<UserId> = final_table
        .people()
        .filter(|(_, f, _)| f.rank == best)
        .map(|(id, _, _)| id)
        .collect();
    let rows = standings(Format::Knockout, &seeds, &results);
    prop_assert!(champions.contains(&rows[0].id));
    prop_assert!(
        rows.windows(2)
            .all(|w| (w[0].last_round, std::cmp::Reverse(w[0].last_rank))
                >= (w[1].last_round, std::cmp::Reverse(w[1].last_rank))),
        "the further someone went, the higher"
    );
    Ok(())
}

#[test]
fn nine_people_at_tables_of_three_play_a_final_of_three() {
    let seeds: Vec<UserId> = (1..=9).map(UserId).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let first = knockout_round(1, &seeds, &seeds, &[], 3).unwrap();
    assert_eq!(first.tables.len(), 3);
    let results = finish_at_random(&first, &mut rng);
    let second = knockout_round(2, &seeds, &seeds, &results, 3).unwrap();
    assert!(second.is_final);
    assert_eq!(second.tables[0].order.len(), 3);
    let mut all = results.clone();
    all.extend(finish_at_random(&second, &mut rng));
    assert_eq!(
        knockout_round(3, &seeds, &seeds, &all, 3),
        Err(SeatingError::Over)
    );
}

#[test]
fn someone_who_leaves_is_not_seated_again() {
    let seeds: Vec<UserId> = (1..=16).map(UserId).collect();
    let first = knockout_round(1, &seeds, &seeds, &[], 2).unwrap();
    let results = finish_at_random(&first, &mut ChaCha8Rng::seed_from_u64(3));
    let going_on: Vec<UserId> = results
        .iter()
        .flat_map(|r| advancing(r, &Seeds::new(&seeds)))
        .collect();
    let leaver = going_on[0];
    let playing: Vec<UserId> = seeds.iter().copied().filter(|&id| id != leaver).collect();
    let second = knockout_round(2, &seeds, &playing, &results, 2).unwrap();
    assert_eq!(seated_people(&second).len(), 6);
    assert!(!seated_people(&second).contains(&leaver));
    assert!(!second.byes.contains(&leaver));
    assert_eq!(
        second.byes.len(),
        1,
        "seven people at tables of two: one bye"
    );
    assert!(second.tables.iter().all(|t| t.people().count() == 2));
}

#[test]
fn five_at_tables_of_two_give_byes_to_different_people_until_the_final() {
    let seeds: Vec<UserId> = (1..=5).map(UserId).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let first = knockout_round(1, &seeds, &seeds, &[], 2).unwrap();
    // The best seed sits round 1 out, and nobody plays a computer.
    assert_eq!(first.byes, [UserId(1)]);
    assert_eq!(first.tables.len(), 2);
    assert!(!first.is_final);
    let mut results = finish_at_random(&first, &mut rng);
    let second = knockout_round(2, &seeds, &seeds, &results, 2).unwrap();
    // Three went on (two winners and the bye): the bye goes to one of the
    // two who played, never twice to the same person while another had none.
    assert_eq!(second.byes.len(), 1);
    assert_ne!(second.byes[0], UserId(1));
    assert!(seated_people(&second).contains(&UserId(1)));
    assert!(!second.is_final, "a round with a bye is not the final");
    results.extend(finish_at_random(&second, &mut rng));
    let third = knockout_round(3, &seeds, &seeds, &results, 2).unwrap();
    assert!(third.is_final && third.byes.is_empty());
    assert_eq!(seated_people(&third).len(), 2);
    assert!(
        seated_people(&third).contains(&second.byes[0]),
        "the bye went on"
    );
    // The standings show the bye's round as reached, with no game counted.
    let rows = standings(Format::Knockout, &seeds, &results);
    let bye = rows.iter().find(|r| r.id == UserId(1)).unwrap();
    assert!(bye.last_round >= 2);
    assert_eq!(bye.tables, 1);
}
