//! End to end: `/hypnosia cancel` as people see it: the refusal of a
//! spectator, the public vote and its buttons, a moderator's private
//! question and the results that name who cancelled. Who may cancel, and
//! what a cancelled game leaves, are the engine's rules (`tests/live/`
//! `authority.rs`, `votes.rs`); a rematch's are in `rematch.rs`, and its
//! Discord side in `consent.rs`.

use crate::support::{self, BotOptions, WAIT, is_results, start};
use hypnosia_emulator::{Emulator, Response};
use serenity::all::{ChannelId, UserId};

/// `/hypnosia cancel` as `user`: its answer.
async fn cancel(emu: &Emulator, channel: ChannelId, user: UserId) -> Response {
    emu.slash(user, channel, "hypnosia cancel", &[])
        .response()
        .await
}

async fn a_cancel_is_put_to_a_vote_or_forced_by_a_moderator_after_confirming() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let eve = emu.add_user("eve");
    let moderator = emu.guild_owner();
    support::start_game(emu, channel, alice, Some(bob), "2m").await;
    support::first_turn(emu, channel).await;

    // A spectator cannot cancel.
    let r = cancel(emu, channel, eve).await;
    assert!(
        r.ephemeral && r.content().contains("Only the people still playing"),
        "{}",
        r.content()
    );

    // A player among others asks everyone, in public.
    let r = cancel(emu, channel, alice).await;
    assert!(!r.ephemeral, "everyone sees the vote: {}", r.content());
    let vote = r.message.expect("the vote message");
    assert!(vote.text().contains("asks to cancel"), "{}", vote.text());
    // Neither a spectator nor alice again decides it.
    let r = emu
        .click_label(eve, channel, vote.id, "Agree")
        .response()
        .await;
    assert!(
        r.ephemeral && r.content().contains("still playing"),
        "{}",
        r.content()
    );
    let r = emu
        .click_label(alice, channel, vote.id, "Agree")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    assert!(
        emu.last_message(channel).is_some_and(|m| !is_results(&m)),
        "one agreement of two cancels nothing"
    );

    // A member with Manage Server forces it, after a private question.
    let r = cancel(emu, channel, moderator).await;
    assert!(
        r.ephemeral && r.content().contains("Force"),
        "{}",
        r.content()
    );
    let question = r.message.expect("a confirmation");
    let confirmed = emu
        .click_label(moderator, channel, question.id, "Cancel the game")
        .response()
        .await;
    assert_eq!(confirmed.kind, 7, "{}", confirmed.content());
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results of a cancelled game");
    assert!(
        results.text().contains("canceled by guild-owner"),
        "{}",
        results.text()
    );
    let record = support::export(emu, channel, alice).await;
    assert_eq!(record["result"]["reason"], "cancelled", "{record:#}");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_cancel_is_put_to_a_vote_or_forced_by_a_moderator_after_confirming,
}
