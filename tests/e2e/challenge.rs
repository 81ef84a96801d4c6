//! End to end: a challenge keeps its seat (issue 78.3, ux-5 §6). "Challenge
//! to Hypnosia" keeps the seat for the one it names until they join or
//! decline: anyone else is told privately whose seat it is, and their
//! **Decline** closes the table. A second challenge within the cooldown is
//! refused privately and pings nobody (reliability-4 L5).

use hypnosia_emulator::{EmuMessage, Emulator, Response};
use serenity::all::{MessageId, UserId};

use crate::support::{
    BotOptions, WAIT, anywhere, asks, assert_refused, click_lobby, group_of, start,
};

/// The lobby message as shown now.
fn shown(emu: &Emulator, lobby: MessageId) -> EmuMessage {
    emu.message(lobby).expect("the lobby message")
}

/// Whether the lobby still shows `invited`'s challenge line and its Decline.
fn challenge_shown(lobby: &EmuMessage, invited: UserId) -> bool {
    lobby.content.contains(&format!("<@{invited}>"))
        && lobby.content.contains("challenges you")
        && lobby.button("Decline").is_some()
}

/// Answered in place (the lobby updated), at once or after a deferral.
fn in_place(r: &Response) -> bool {
    matches!(r.kind, 6 | 7)
}

async fn the_seat_of_a_challenge_is_kept_for_the_one_it_names() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, people) = group_of(&w, &["finn", "gus", "dana"]);
    let (finn, gus, dana) = (people[0], people[1], people[2]);
    let r = w
        .emu
        .user_command(finn, group, "Challenge to Hypnosia", gus)
        .response()
        .await;
    let lobby = r.message.expect("a public lobby").id;
    assert!(challenge_shown(&shown(&w.emu, lobby), gus));

    // dana clicks Join first: told privately whose seat it is, not seated.
    let before = shown(&w.emu, lobby);
    let r = w
        .emu
        .click_label(dana, group, lobby, "Join")
        .response()
        .await;
    assert_refused(&r, &format!("kept for <@{gus}>"));
    assert!(
        r.content().contains(&format!("<@{finn}>")),
        "{}",
        r.content()
    );
    // Nor may the host give it to a computer, nor anyone but gus decline.
    let r = w
        .emu
        .click_label(finn, group, lobby, "Decline")
        .response()
        .await;
    assert_refused(&r, &format!("Only <@{gus}> can decline"));
    let r = w
        .emu
        .click_label(dana, group, lobby, "Decline")
        .response()
        .await;
    assert_refused(&r, &format!("Only <@{gus}> can decline"));
    let computer = crate::support::lobby_click(&w.emu, finn, group, lobby, "Add AI: easy");
    assert_refused(&computer.response().await, "kept for");
    let now = shown(&w.emu, lobby);
    assert_eq!(
        (now.content.as_str(), now.embeds.len()),
        (before.content.as_str(), before.embeds.len())
    );
    assert!(
        !now.text().contains(&format!("<@{dana}>")),
        "dana is not seated: {}",
        now.text()
    );
    assert!(
        challenge_shown(&now, gus),
        "the line stays until gus answers"
    );
    assert!(w.emu.notifications(dana).is_empty(), "nobody pinged dana");

    // gus joins: seated, the challenge answered, the game starts.
    click_lobby(&w.emu, group, lobby, &[(gus, "Join")]).await;
    let joined = shown(&w.emu, lobby);
    assert!(
        joined.text().contains(&format!("<@{gus}>")),
        "{}",
        joined.text()
    );
    assert!(!challenge_shown(&joined, gus), "answered: {joined:#?}");
    assert_eq!(
        w.emu.notifications(gus),
        [lobby],
        "gus pinged once, by the challenge"
    );
    click_lobby(&w.emu, group, lobby, &[(finn, "Start (host)")]).await;
    let first = w
        .emu
        .wait_for_message(group, |m| asks(m, finn) || asks(m, gus), WAIT);
    first.await.expect("their first turn");
    w.emu.assert_no_violations();
}

async fn a_declined_challenge_closes_and_another_waits_its_cooldown() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, people) = group_of(&w, &["finn", "gus", "dana"]);
    let (finn, gus, dana) = (people[0], people[1], people[2]);
    let challenge = |by, whom| w.emu.user_command(by, group, "Challenge to Hypnosia", whom);
    let lobby = challenge(finn, gus)
        .response()
        .await
        .message
        .expect("a lobby")
        .id;

    // gus declines: the table closes, saying so, with no button left.
    let r = w
        .emu
        .click_label(gus, group, lobby, "Decline")
        .response()
        .await;
    assert!(in_place(&r), "{r:?}");
    let closed = w
        .emu
        .wait_for_message(
            group,
            |m| m.id == lobby && m.content.contains("declined"),
            WAIT,
        )
        .await
        .expect("the table says it was declined");
    assert!(
        closed.content.contains(&format!("<@{gus}>")),
        "{}",
        closed.content
    );
    assert!(closed.custom_ids().is_empty(), "{closed:#?}");

    // finn challenges again at once: refused, only to him; nobody pinged,
    // nothing posted.
    let public = || {
        w.emu
            .messages(group)
            .into_iter()
            .filter(|m| !m.is_ephemeral())
            .count()
    };
    let posted = public();
    let r = challenge(finn, gus).response().await;
    assert!(
        r.ephemeral && r.content().contains("a moment ago"),
        "{}",
        r.content()
    );
    assert_eq!(w.emu.notifications(gus), [lobby], "gus pinged once in all");
    assert_eq!(public(), posted, "nothing posted");

    // The cooldown is finn's: dana (with the app too) may challenge gus.
    w.emu.install_for_user(dana);
    let other = challenge(dana, gus).response().await;
    let other = other.message.expect("dana's challenge opens");
    assert!(!other.is_ephemeral() && other.content.contains(&format!("<@{dana}>")));
    assert_eq!(w.emu.notifications(gus), [lobby, other.id]);
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    the_seat_of_a_challenge_is_kept_for_the_one_it_names,
    a_declined_challenge_closes_and_another_waits_its_cooldown,
}
