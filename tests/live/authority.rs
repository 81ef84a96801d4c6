//! Who may cancel a game, checked by the engine (`Votes::ask_cancel`,
//! `Votes::cancel_as`): the one person left confirms, everyone still
//! playing agrees, or a member with Manage Server forces it.

use hypnosia::i18n::Text;
use hypnosia::live::{Actor, CancelAsked, CancelStep, Error, Next, VoteOutcome};
use hypnosia::table::{CancelledBy, GuildId, UserId};
use hypnosia::text;

use crate::support::{ADA, BOB, GUILD, World};

fn actor(user: UserId, name: &str, manages_server: bool) -> Actor {
    Actor {
        community: GUILD.into(),
        user,
        name: name.into(),
        manages_server,
    }
}

fn refusal(e: Error) -> Text {
    match e {
        Error::User(e) => e.text(),
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn a_player_among_others_starts_a_vote_and_cannot_confirm_alone() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let ada = actor(ADA, "Ada", false);
    let CancelAsked::Vote(started) = w.tables.votes().ask_cancel(game, &ada).await.unwrap() else {
        panic!("two people play: a vote");
    };
    let vote = w.tables.votes().vote(game).expect("the vote runs");
    assert_eq!((vote.started, vote.agreed.clone()), (started, vec![ADA]));
    // A forged confirmation is refused by the engine, whatever the screen did.
    let confirm = w
        .tables
        .votes()
        .cancel_as(game, &ada, CancelStep::Confirm)
        .await;
    assert_eq!(
        refusal(confirm.unwrap_err()),
        text!("refusal-others-must-agree")
    );
    assert!(!w.table(game).await.game.is_over());
    let bob = actor(BOB, "Bob", false);
    let agreed = w
        .tables
        .votes()
        .cancel_as(game, &bob, CancelStep::Agree { vote: started })
        .await
        .unwrap();
    assert!(matches!(agreed, VoteOutcome::Cancelled));
    assert!(w.table(game).await.game.is_over());
}

#[tokio::test]
async fn forcing_needs_manage_server_and_names_who_forced() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let outsider = actor(UserId(77), "Eve", false);
    let refused = w
        .tables
        .votes()
        .ask_cancel(game, &outsider)
        .await
        .unwrap_err();
    assert_eq!(refusal(refused), text!("refusal-cancel-not-playing"));
    let forced = w
        .tables
        .votes()
        .cancel_as(game, &outsider, CancelStep::Force)
        .await;
    assert_eq!(refusal(forced.unwrap_err()), text!("refusal-manage-server"));
    assert!(!w.table(game).await.game.is_over());

    let admin = actor(UserId(78), "Admin", true);
    assert_eq!(
        w.tables.votes().ask_cancel(game, &admin).await.unwrap(),
        CancelAsked::Force
    );
    w.tables
        .votes()
        .cancel_as(game, &admin, CancelStep::Force)
        .await
        .unwrap();
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.step, Next::Over);
    assert_eq!(last.cancelled_by, Some(CancelledBy::Force("Admin".into())));
}

#[tokio::test]
async fn the_one_person_left_confirms_alone() {
    let w = World::new().await;
    let game = w
        .start(
            vec![
                hypnosia::table::Seat::human(hypnosia::game::Color::Red, ADA, "Ada"),
                hypnosia::table::Seat::ai(
                    hypnosia::game::Color::Blue,
                    hypnosia::table::Level::Easy,
                ),
            ],
            std::time::Duration::from_secs(120),
        )
        .await;
    let ada = actor(ADA, "Ada", false);
    assert_eq!(
        w.tables.votes().ask_cancel(game, &ada).await.unwrap(),
        CancelAsked::Confirm
    );
    w.tables
        .votes()
        .cancel_as(game, &ada, CancelStep::Confirm)
        .await
        .unwrap();
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert_eq!(last.cancelled_by, Some(CancelledBy::Player("Ada".into())));
}

#[tokio::test]
async fn a_cancel_from_another_server_is_of_no_game_there() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let stranger = Actor {
        community: GuildId(999).into(),
        ..actor(ADA, "Ada", true)
    };
    let refused = w
        .tables
        .votes()
        .cancel_as(game, &stranger, CancelStep::Force)
        .await;
    assert_eq!(
        refusal(refused.unwrap_err()),
        text!("refusal-no-such-game-here")
    );
    assert!(!w.table(game).await.game.is_over());
}
