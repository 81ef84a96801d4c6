//! End to end: a game ends cleanly however it breaks: the one person left
//! cancels it, several agree to, a moderator forces it; and a rematch opens
//! where the game was played (the engine's rules of both: `tests/live/`).

use crate::support::{self, BotOptions, TwoPeople, WAIT, is_results, private_command, start};
use hypnosia_emulator::{Emulator, Response};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

/// Alice opens a two-seat game against `guest` (a person, or an easy computer
/// player) and waits for its first turn message.
async fn two_seat_game(emu: &Emulator, channel: ChannelId, alice: UserId, guest: Option<UserId>) {
    support::start_game(emu, channel, alice, guest, "2m").await;
    support::first_turn(emu, channel).await;
}

/// `/hypnosia cancel` as `user`: its answer.
async fn cancel(emu: &Emulator, channel: ChannelId, user: UserId) -> Response {
    emu.slash(user, channel, "hypnosia cancel", &[])
        .response()
        .await
}

async fn the_one_person_left_cancels_after_confirming_and_nothing_counts() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let eve = emu.add_user("eve");
    two_seat_game(emu, channel, alice, None).await;

    // A spectator cannot cancel.
    let r = cancel(emu, channel, eve).await;
    assert!(
        r.ephemeral && r.content().contains("Only the people still playing"),
        "{}",
        r.content()
    );

    let r = cancel(emu, channel, alice).await;
    assert!(r.ephemeral, "the question is private: {}", r.content());
    let question = r.message.expect("a question with a button");
    assert!(
        emu.last_message(channel).is_some_and(|m| !is_results(&m)),
        "nothing ended yet"
    );
    let confirmed = emu
        .click_label(alice, channel, question.id, "Cancel the game")
        .response()
        .await;
    assert_eq!(confirmed.kind, 7, "{}", confirmed.content());
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results of a cancelled game");
    assert!(
        results.text().contains("canceled by alice"),
        "{}",
        results.text()
    );
    let record = support::export(emu, channel, alice).await;
    assert_eq!(record["result"]["reason"], "cancelled", "{record:#}");

    // Nothing counts: alice has no finished game on this server.
    let answered = emu
        .slash(alice, channel, "hypnosia stats", &[])
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("a stats answer");
    let stats = answered.original.unwrap().text();
    assert!(stats.contains("has not finished a game"), "{stats}");
    // And the channel is free.
    let r = emu
        .slash(alice, channel, "hypnosia new", &[])
        .response()
        .await;
    assert!(!r.ephemeral, "a new lobby: {}", r.content());
    emu.assert_no_violations();
}

async fn a_game_of_several_people_is_cancelled_when_all_agree() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let eve = emu.add_user("eve");
    two_seat_game(emu, channel, alice, Some(bob)).await;

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

    let r = emu
        .click_label(bob, channel, vote.id, "Agree")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("cancelled once everyone agreed");
    assert!(
        results.text().contains("canceled by alice"),
        "{}",
        results.text()
    );
    let record = support::export(emu, channel, alice).await;
    assert_eq!(record["result"]["reason"], "cancelled");
    emu.assert_no_violations();
}

async fn a_member_with_manage_server_forces_a_cancel_after_confirming() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let moderator = emu.guild_owner();
    two_seat_game(emu, channel, alice, Some(bob)).await;

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
    emu.assert_no_violations();
}

async fn a_thread_game_has_its_rematch_in_its_thread() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    // Join and Start are answered at once, in place.
    let TwoPeople { alice, bob, lobby } = support::two_people(&w, &[("thread", json!(true))]).await;
    let thread = support::thread_of(emu, channel).await;
    support::first_turn(emu, thread).await;
    let closed = emu.message(lobby.id).expect("the lobby message");
    assert!(closed.text().contains("has started"), "{}", closed.text());

    support::resign(emu, thread, alice).await;
    let results = emu
        .wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the results, in the thread");
    let rematch = emu.click_label(bob, thread, results.id, "Rematch");
    let first = rematch.response().await;
    assert!(
        first.ephemeral,
        "answered privately at once (type {})",
        first.kind
    );
    let again = emu
        .wait_for_message(thread, support::is_lobby, WAIT)
        .await
        .expect("the rematch lobby opens in the thread");
    // Alice resigned, so she is not seated again: she joins. Bob asked for
    // the rematch: he hosts it.
    let r = emu
        .click_label(alice, thread, again.id, "Join")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let r = emu
        .click_label(bob, thread, again.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    emu.wait_for_message(thread, |m| m.id != results.id && support::is_turn(m), WAIT)
        .await
        .expect("the rematch plays in the same thread");
    assert_eq!(emu.threads(channel), vec![thread], "no second thread");
    assert!(
        emu.threads(thread).is_empty(),
        "no thread inside the thread"
    );
    emu.assert_no_violations();
}

async fn a_rematch_where_games_are_no_longer_allowed_is_refused_at_once() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let results = support::finished_game(emu, channel, alice, Some(bob)).await;

    // Meanwhile the server allows games in another channel only.
    let elsewhere = emu.add_channel(w.guild, "elsewhere");
    let owner = emu.guild_owner();
    let allowed = [("channel", json!(elsewhere.to_string()))];
    private_command(emu, owner, channel, "hypnosia settings allow", &allowed).await;

    let r = emu
        .click_label(bob, channel, results.id, "Rematch")
        .response()
        .await;
    support::assert_refused(&r, "no longer allowed");
    let lobbies = emu
        .messages(channel)
        .iter()
        .filter(|m| support::is_lobby(m))
        .count();
    assert_eq!(lobbies, 0, "no rematch lobby opened");
    emu.assert_no_violations();
}

crate::harness::tests! {
    the_one_person_left_cancels_after_confirming_and_nothing_counts,
    a_game_of_several_people_is_cancelled_when_all_agree,
    a_member_with_manage_server_forces_a_cancel_after_confirming,
    a_thread_game_has_its_rematch_in_its_thread,
    a_rematch_where_games_are_no_longer_allowed_is_refused_at_once,
}
