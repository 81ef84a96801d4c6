//! Table sizes and the points of a table.

use hypnosia::seating::{Finish, Points, Sitter, TableResult, table_sizes};
use hypnosia::table::UserId;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn tables_are_as_few_and_even_as_the_seats_allow(people in 2usize..200, seats in 2u8..=6) {
        let sizes = table_sizes(people, seats).unwrap();
        prop_assert_eq!(sizes.len(), people.div_ceil(usize::from(seats)), "as few tables as fit");
        prop_assert_eq!(sizes.iter().map(|t| usize::from(t.people)).sum::<usize>(), people);
        let most = sizes.iter().map(|t| t.people).max().unwrap();
        let fewest = sizes.iter().map(|t| t.people).min().unwrap();
        prop_assert!(most <= seats && most - fewest <= 1, "{sizes:?}");
        for table in &sizes {
            prop_assert!(table.seats() >= 2, "never a table of one: {sizes:?}");
        }
        let computers: u8 = sizes.iter().map(|t| t.computers).sum();
        if seats > 2 || people % 2 == 0 {
            prop_assert_eq!(computers, 0, "people alone fill every table");
        } else {
            prop_assert_eq!(computers, 1, "one computer for the odd one out at tables of two");
        }
    }

    /// However a table finishes, ties included, its points add up to what the
    /// places are worth (half a win per seat): a tie shares, it creates nothing.
    #[test]
    fn a_tables_points_are_its_places_shared(scores in prop::collection::vec(-2i16..3, 2..=6)) {
        let result = TableResult {
            round: 1,
            finishes: scores
                .iter()
                .enumerate()
                .map(|(i, &score)| Finish {
                    sitter: Sitter::Person(UserId(i as u64)),
                    rank: 1 + scores.iter().filter(|&&s| s > score).count() as u8,
                    score,
                })
                .collect(),
        };
        let total: u32 = result.finishes.iter().map(|f| result.points(f).0).sum();
        prop_assert_eq!(total, Points::PER_WIN * scores.len() as u32 / 2);
        for a in &result.finishes {
            for b in &result.finishes {
                if a.rank < b.rank {
                    prop_assert!(result.points(a) > result.points(b), "a better place is worth more");
                }
            }
        }
    }
}

#[test]
fn a_win_is_one_point_at_every_table_and_last_place_none() {
    for seats in 2..=6 {
        assert_eq!(Points::for_finish(1, 1, seats), Points::WIN);
        assert_eq!(Points::for_finish(seats, 1, seats), Points::ZERO);
    }
    assert_eq!(Points::for_finish(2, 1, 3).to_string(), "0.5");
    assert_eq!(
        Points::for_finish(1, 2, 2).to_string(),
        "0.5",
        "a shared win is a draw"
    );
}
