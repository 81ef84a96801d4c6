//! Swiss rounds over random tournaments.

use std::collections::BTreeSet;

use hypnosia::seating::{
    Entrant, Finish, Seeding, Sitter, TableResult, quality, seed_order, swiss_round, table_sizes,
};
use hypnosia::table::UserId;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{computer_first, finish_at_random, seated_people};

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Every round seats everyone still playing exactly once, at tables sized
    /// as `table_sizes` says, a computer never first; first moves stay within
    /// one of each other among people who played as many tables; and with
    /// room enough nobody meets anyone twice.
    #[test]
    fn swiss_rounds_seat_everyone_once_and_balance_first_moves(
        people in 5usize..=40,
        seats in 2u8..=6,
        rounds in 1u16..=5,
        leaving in 0usize..3,
        seed: u64,
    ) {
        let entrants: Vec<Entrant> = (1..=people as u64)
            .map(|n| Entrant { id: UserId(n), rating: (n * 37 % 11) as i64 })
            .collect();
        let seeding = if seed % 2 == 0 { Seeding::ByRating } else { Seeding::Random(seed) };
        let seeds = seed_order(&entrants, seeding);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut playing = seeds.clone();
        let mut results = Vec::new();
        for number in 1..=rounds {
            // A few people leave after round 2: they are not seated again.
            if number == 3 {
                playing.truncate(people - leaving);
            }
            let round = swiss_round(number, &seeds, &playing, &results, seats).unwrap();
            let mut expected = playing.clone();
            expected.sort();
            prop_assert_eq!(seated_people(&round), expected, "round {}", number);
            let mut sizes: Vec<_> = round.tables.iter().map(|t| t.order.len()).collect();
            let mut wanted: Vec<_> = table_sizes(playing.len(), seats)
                .unwrap()
                .iter()
                .map(|t| usize::from(t.seats()))
                .collect();
            sizes.sort();
            wanted.sort();
            prop_assert_eq!(sizes, wanted);
            prop_assert!(!computer_first(&round));
            results.extend(finish_at_random(&round, &mut rng));
        }
        let measured = quality(&results);
        prop_assert!(measured.first_move_spread <= 1, "{measured:?}");
        // Each round a person meets seats − 1 others; with three times as many
        // people as all the opponents of the tournament, nobody need meet twice.
        let opponents = usize::from(rounds) * usize::from(seats - 1);
        if people >= 3 * opponents + usize::from(seats) {
            prop_assert_eq!(measured.repeats, 0, "{:?}", measured);
        }
    }
}

#[test]
fn later_rounds_seat_like_points_together_and_first_movers_wait() {
    // Sixteen people at tables of four, each table won by its last seat.
    let seeds: Vec<UserId> = (1..=16).map(UserId).collect();
    let first = swiss_round(1, &seeds, &seeds, &[], 4).unwrap();
    let results: Vec<TableResult> = first
        .tables
        .iter()
        .map(|t| TableResult {
            round: 1,
            finishes: t
                .order
                .iter()
                .enumerate()
                .map(|(i, &sitter)| Finish {
                    sitter,
                    rank: 4 - i as u8,
                    score: 0,
                })
                .collect(),
        })
        .collect();
    let winners: BTreeSet<Sitter> = first.tables.iter().map(|t| t.order[3]).collect();
    let moved_first: BTreeSet<Sitter> = first.tables.iter().map(|t| t.first()).collect();
    let second = swiss_round(2, &seeds, &seeds, &results, 4).unwrap();
    let top: BTreeSet<Sitter> = second.tables[0].order.iter().copied().collect();
    assert_eq!(top, winners, "the top table seats the winners");
    for table in &second.tables {
        assert!(
            !moved_first.contains(&table.first()),
            "nobody moves first twice while others have not: {table:?}"
        );
    }
}
