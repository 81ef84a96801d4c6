//! Standings: the order of the tie-breaks.

use hypnosia::seating::{Format, Standing, standings, swiss_round};
use hypnosia::table::UserId;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::finish_at_random;

fn tie_breaks(s: &Standing) -> impl Ord {
    (s.points, s.game_points, s.buchholz, s.head_to_head)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Points first, then game points, then the opponents' points, then
    /// head-to-head; people equal on all four share a rank.
    #[test]
    fn standings_follow_the_tie_breaks_in_order(
        people in 2usize..=24,
        seats in 2u8..=6,
        rounds in 1u16..=4,
        seed: u64,
    ) {
        let seeds: Vec<UserId> = (1..=people as u64).map(UserId).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut results = Vec::new();
        for number in 1..=rounds {
            let round = swiss_round(number, &seeds, &seeds, &results, seats).unwrap();
            results.extend(finish_at_random(&round, &mut rng));
        }
        let rows = standings(Format::Swiss { rounds }, &seeds, &results);
        prop_assert_eq!(rows.len(), people);
        prop_assert_eq!(rows[0].rank, 1);
        for (i, w) in rows.windows(2).enumerate() {
            prop_assert!(tie_breaks(&w[0]) >= tie_breaks(&w[1]), "{:?}", w);
            if tie_breaks(&w[0]) == tie_breaks(&w[1]) {
                prop_assert_eq!(w[1].rank, w[0].rank);
            } else {
                prop_assert_eq!(w[1].rank, i as u32 + 2);
            }
        }
    }
}

#[test]
fn head_to_head_decides_between_people_tied_on_the_rest() {
    use hypnosia::seating::{Finish, Sitter, TableResult};
    // Round 1: Ada beats Bob; Cy beats Dee. Round 2: Bob beats Cy; Dee beats
    // Ada. All four have one win, equal game points and equal opponents'
    // points. Round 3 at a table of 4 ranks Ada and Bob, then Cy and Dee,
    // with the same points for each pair.
    let (ada, bob, cy, dee) = (UserId(1), UserId(2), UserId(3), UserId(4));
    let table = |round, places: &[(UserId, u8)]| TableResult {
        round,
        finishes: places
            .iter()
            .map(|&(id, rank)| Finish {
                sitter: Sitter::Person(id),
                rank,
                score: 0,
            })
            .collect(),
    };
    let results = [
        table(1, &[(ada, 1), (bob, 2)]),
        table(1, &[(cy, 1), (dee, 2)]),
        table(2, &[(bob, 1), (cy, 2)]),
        table(2, &[(dee, 1), (ada, 2)]),
        table(3, &[(ada, 1), (bob, 1), (cy, 3), (dee, 3)]),
    ];
    let rows = standings(Format::Swiss { rounds: 3 }, &[dee, cy, bob, ada], &results);
    let order: Vec<UserId> = rows.iter().map(|r| r.id).collect();
    // Ada and Bob tie on points, game points and opponents' points; Ada beat
    // Bob in round 1 (round 3 was a tie between them). Cy beat Dee likewise.
    assert_eq!(order, [ada, bob, cy, dee]);
    assert_eq!(rows[0].head_to_head, 1);
    assert_eq!(rows[1].head_to_head, -1);
    assert_eq!((rows[0].rank, rows[1].rank), (1, 2));
}
