//! The fairness charge has one home: the engine's entry point for each ask
//! charges it ([`Ask::price`]), once, so a command only calls the entry
//! point and words its refusal. A member who spent their share is refused
//! by the engine itself, typed, saying when to ask again.

use std::time::Duration;

use hypnosia::heavy::fair::Ask;
use hypnosia::live::{Error, UserError};
use hypnosia::table::{TooSoon, TournamentAskRefusal};
use hypnosia::words::refusals::Refusal;

use crate::support::{ADA, BOB, GUILD, World, settings};

/// An engine whose allowances never fill up again during a test.
async fn world() -> World {
    let mut settings = settings();
    settings.waits.allowance_every = Duration::from_secs(3600);
    World::with(settings).await
}

/// Spends all of `ADA`'s share but `left` units, on reads the engine
/// serves no further (two stats of 2 units, then pages of a quarter).
fn spend_all_but(w: &World, left: f64) {
    for _ in 0..5 {
        w.tables.fair_share(ADA, Ask::Stats).unwrap();
    }
    let mut spent = 10.0;
    while spent + 0.25 <= 12.0 - left {
        w.tables.fair_share(ADA, Ask::GamesPage).unwrap();
        spent += 0.25;
    }
}

fn too_soon<T: std::fmt::Debug>(result: Result<T, Error>) -> bool {
    matches!(
        result,
        Err(Error::User(UserError::Refused(Refusal::TooSoon(
            TooSoon::Heavy { .. }
        ))))
    )
}

#[tokio::test]
async fn each_step_of_a_puzzle_is_charged_once_by_the_engine() {
    let w = world().await;
    let puzzles = w.tables.puzzles();
    // One board of a quarter left: the first puzzle passes, the next is
    // refused, with no command in between.
    spend_all_but(&w, Ask::PuzzleBoard.price().cost());
    puzzles.puzzle_for(GUILD, ADA).await.unwrap();
    let again = puzzles.puzzle_for(GUILD, ADA).await;
    assert!(too_soon(again), "the share is spent");
    // Bob's share is his own.
    puzzles.puzzle_for(GUILD, BOB).await.unwrap();
}

#[tokio::test]
async fn standings_asked_beyond_the_share_are_refused_before_anything_is_read() {
    let w = world().await;
    let tournaments = w.tables.tournaments();
    spend_all_but(&w, 0.0);
    let refused = tournaments.named_standings((GUILD, ADA), None).await;
    assert!(too_soon(refused), "charged first");
    // With a share left, the ask is judged: no tournament here.
    let none = tournaments.named_standings((GUILD, BOB), None).await;
    assert!(
        matches!(
            none,
            Err(Error::User(UserError::Refused(Refusal::TournamentAsk(
                TournamentAskRefusal::None
            ))))
        ),
        "{none:?}"
    );
}
