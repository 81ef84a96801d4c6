//! The fairness charge has one home: the engine's entry point for each ask
//! charges it ([`Ask::price`]), once, so a command only calls the entry
//! point and words its refusal. A member who spent their share is refused
//! by the engine itself, typed, saying when to ask again.

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use hypnosia::heavy::fair::Ask;
use hypnosia::live::{Error, UserError};
use hypnosia::table::{ChannelId, MessageId, TooSoon, TournamentAskRefusal};
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

#[tokio::test]
async fn an_analysis_asked_beyond_the_share_is_refused_by_the_engine_before_any_work() {
    let w = world().await;
    let game = w.finished_game().await;
    let analyses = w.tables.analyses();
    // One drawing left: the first analysis is paid and served, the next
    // ask (for everyone, or one's own moves) refused before it is served.
    spend_all_but(&w, Ask::Analysis.price().cost());
    let paid = analyses.ask_for_everyone(ADA).unwrap();
    let posts = AtomicU32::new(0);
    let post = async |_record| {
        posts.fetch_add(1, Ordering::SeqCst);
        Ok::<_, Error>((ChannelId(5), MessageId(6)))
    };
    let posted = analyses.public_analysis(paid, GUILD, game, post).await;
    assert!(posted.is_ok(), "{posted:?}");
    assert!(
        too_soon(analyses.ask_for_everyone(ADA)),
        "the share is spent"
    );
    assert!(too_soon(analyses.ask_own_moves(ADA)), "one share for both");
    assert_eq!(posts.load(Ordering::SeqCst), 1, "the paid one alone");
    // Bob's share is his own; his own moves are read from the stored analysis.
    let own = analyses.ask_own_moves(BOB).unwrap();
    let read = analyses.own_errors(own, GUILD, game).await;
    assert!(read.is_ok(), "{read:?}");
}
