//! Tournament seating (`hypnosia::seating`): tables, Swiss and knock-out
//! rounds, points and standings, checked as properties over random
//! tournaments whose tables finish at random.

use hypnosia::seating::{Finish, Round, Sitter, TableResult};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

mod knockout;
mod standings;
mod swiss;
mod tables;

/// Every table of `round` finishes with random scores, ranked as a game
/// ranks them: higher score first, equal scores sharing a rank; then its
/// byes, as the store reads them back.
fn finish_at_random(round: &Round, rng: &mut ChaCha8Rng) -> Vec<TableResult> {
    let byes = round
        .byes
        .iter()
        .map(|&id| TableResult::bye(round.number, id));
    round
        .tables
        .iter()
        .map(|table| {
            let scores: Vec<i16> = table
                .order
                .iter()
                .map(|_| rng.random_range(-3..=6))
                .collect();
            let finishes = table
                .order
                .iter()
                .zip(&scores)
                .map(|(&sitter, &score)| Finish {
                    sitter,
                    rank: 1 + scores.iter().filter(|&&s| s > score).count() as u8,
                    score,
                })
                .collect();
            TableResult {
                round: round.number,
                finishes,
            }
        })
        .collect::<Vec<_>>()
        .into_iter()
        .chain(byes)
        .collect()
}

/// Each person of `round`, once per seat they hold.
fn seated_people(round: &Round) -> Vec<hypnosia::table::UserId> {
    let mut people: Vec<_> = round.tables.iter().flat_map(|t| t.people()).collect();
    people.sort();
    people
}

/// Whether a computer moves first anywhere (it never should).
fn computer_first(round: &Round) -> bool {
    round
        .tables
        .iter()
        .any(|t| matches!(t.first(), Sitter::Computer(_)))
}
