//! Calling a game off in the engine: a vote of the people still playing,
//! decided when all agree, and the cancel itself: the game ends,
//! cancelled, unrated, its record kept, its channel free.

use hypnosia::game::EndReason;
use hypnosia::live::{Next, VoteOutcome};
use hypnosia::table::{CancelledBy, UserId};
use hypnosia::text;

use crate::support::{ADA, BOB, CHANNEL, GUILD, World, refusal, says};

#[tokio::test]
async fn a_vote_waits_for_every_player_and_counts_each_once() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let started = w
        .tables
        .votes()
        .open(game, ADA, "Ada".into(), vec![ADA, BOB]);
    assert_eq!(
        refusal(w.tables.votes().agree(game, started, UserId(77)).await),
        says(text!("refusal-vote-not-playing")),
        "a spectator does not decide it"
    );
    // Ada asked, so she agrees already: her click again decides nothing.
    match w.tables.votes().agree(game, started, ADA).await.unwrap() {
        VoteOutcome::Waiting(vote) => assert_eq!(vote.agreed, vec![ADA]),
        VoteOutcome::Cancelled => panic!("one agreement of two cancels nothing"),
    }
    assert!(!w.table(game).await.game.is_over());
    // A vote replaced by a newer one is over.
    let newer = w
        .tables
        .votes()
        .open(game, BOB, "Bob".into(), vec![ADA, BOB]);
    if newer != started {
        assert_eq!(
            refusal(w.tables.votes().agree(game, started, BOB).await),
            says(text!("refusal-vote-over"))
        );
    }
    assert!(matches!(
        w.tables.votes().agree(game, newer, ADA).await.unwrap(),
        VoteOutcome::Cancelled
    ));
    let t = w.table(game).await;
    assert_eq!(t.game.end_reason(), Some(EndReason::Cancelled));
    assert!(w.tables.votes().vote(game).is_none(), "the vote is done");
    assert_eq!(
        refusal(w.tables.votes().agree(game, newer, BOB).await),
        says(text!("refusal-vote-over"))
    );
}

#[tokio::test]
async fn a_cancelled_game_counts_for_nobody_and_frees_its_channel() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    force_cancel(&w, game).await.unwrap();
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over);
    assert_eq!(last.cancelled_by, Some(CancelledBy::Force("Ada".into())));
    assert!(last.rating_changes.is_empty(), "not rated");
    let record = w.tables.store().record(game).await.unwrap().unwrap();
    assert_eq!(record.result.map(|r| r.reason), Some(EndReason::Cancelled));
    for user in [ADA, BOB] {
        assert!(
            w.tables
                .store()
                .player_stats(GUILD, user)
                .await
                .unwrap()
                .is_none(),
            "{user} has no finished game"
        );
    }
    assert_eq!(
        refusal(force_cancel(&w, game).await),
        says(text!("refusal-finished")),
        "once over, it cannot be cancelled again"
    );
    w.open(CHANNEL, BOB, "Bob")
        .await
        .expect("the channel is free");
}

#[tokio::test]
async fn when_everyone_agrees_the_game_is_called_off() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let started = w
        .tables
        .votes()
        .open(game, ADA, "Ada".into(), vec![ADA, BOB]);
    assert!(matches!(
        w.tables.votes().agree(game, started, ADA).await.unwrap(),
        VoteOutcome::Waiting(_)
    ));
    let outsider = w.tables.votes().agree(game, started, UserId(77)).await;
    assert!(outsider.is_err(), "only players vote");
    assert!(matches!(
        w.tables.votes().agree(game, started, BOB).await.unwrap(),
        VoteOutcome::Cancelled
    ));
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over);
    assert_eq!(last.cancelled_by, Some(CancelledBy::Vote("Ada".into())));
    assert!(
        last.rating_changes.is_empty(),
        "a cancelled game is not rated"
    );
}

/// A member with Manage Server forces `game` off.
async fn force_cancel(
    w: &World,
    game: hypnosia::table::GameId,
) -> Result<VoteOutcome, hypnosia::live::Error> {
    let actor = hypnosia::live::Actor {
        community: GUILD.into(),
        user: ADA,
        name: "Ada".into(),
        manages_server: true,
    };
    w.tables
        .votes()
        .cancel_as(game, &actor, hypnosia::live::CancelStep::Force)
        .await
}
