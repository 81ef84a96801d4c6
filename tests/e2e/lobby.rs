//! End to end: lobby misuse. Every wrong click or command gets an ephemeral
//! explanation for the one who tried it, and the lobby message stays as it was.

use crate::support::{BotOptions, assert_refused, open_lobby, open_lobby_in, shown, start};
use serde_json::json;

async fn lobby_misuse_is_refused_and_changes_nothing() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let carol = emu.add_user("carol");

    // A turn time-out below the 30 s minimum is refused before any lobby exists.
    let r = emu
        .slash(
            alice,
            channel,
            "hypnosia new",
            &[("turn_timeout", json!("5s"))],
        )
        .response()
        .await;
    assert_refused(&r, "between 30 seconds and 7 days");
    assert!(emu.messages(channel).is_empty(), "no lobby was posted");

    let lobby = open_lobby(&w, alice, &[("seats", json!(2))]).await;
    let id = lobby.id;
    let click = |user, label: &str| crate::support::lobby_click(emu, user, channel, id, label);

    // The host is seated already.
    let before = shown(emu, id);
    assert_refused(&click(alice, "Join").response().await, "already seated");
    assert_eq!(shown(emu, id), before);

    // Bob clicks Join twice at once: he gets exactly one seat.
    let (a, b) = (click(bob, "Join"), click(bob, "Join"));
    let (ra, rb) = (a.response().await, b.response().await);
    let (seated, refused) = if ra.kind == 7 { (ra, rb) } else { (rb, ra) };
    assert_eq!(seated.kind, 7, "one join is shown in place");
    assert_refused(&refused, "already seated");
    let two = shown(emu, id);
    assert!(two.0.contains("Seats (2/2)"), "{}", two.0);
    assert_eq!(two.0.matches(&format!("<@{bob}>")).count(), 1, "{}", two.0);

    // The table is full: neither another human nor a computer player fits.
    assert_refused(&click(carol, "Join").response().await, "full (2 seats)");
    assert_refused(
        &click(alice, "Add AI: medium").response().await,
        "full (2 seats)",
    );
    assert_eq!(shown(emu, id), two);

    // Only the host starts, cancels or manages computer players, and the
    // refusal names the host.
    let host = format!("Only <@{alice}>, the host, can");
    for (label, what) in [
        ("Start (host)", "start the game"),
        ("Cancel (host)", "cancel the table"),
        ("Add AI: hard", "add a computer player"),
        ("Remove AI", "remove a computer player"),
    ] {
        assert_refused(
            &click(bob, label).response().await,
            &format!("{host} {what}."),
        );
    }
    // Leaving needs a seat.
    assert_refused(&click(carol, "Leave").response().await, "not seated");
    assert_eq!(shown(emu, id), two);

    // A second lobby in the same channel is refused while this one is open.
    let count = emu.messages(channel).len();
    let r = emu
        .slash(carol, channel, "hypnosia new", &[])
        .response()
        .await;
    assert_refused(&r, "already an open table");
    assert_eq!(emu.messages(channel).len(), count, "no second lobby posted");
    assert_eq!(shown(emu, id), two);

    // Alone at the table, the host cannot start.
    assert_eq!(click(bob, "Leave").response().await.kind, 7);
    let alone = shown(emu, id);
    assert!(alone.0.contains("Seats (1/2)"), "{}", alone.0);
    assert_refused(
        &click(alice, "Start (host)").response().await,
        "at least two seats",
    );
    assert_eq!(shown(emu, id), alone);

    // The host cancels: the message says so and its buttons are gone.
    let r = click(alice, "Cancel (host)").response().await;
    assert_eq!(r.kind, 7);
    let cancelled = emu.message(id).unwrap();
    assert!(
        cancelled.text().contains("closed this table"),
        "{}",
        cancelled.text()
    );
    assert!(cancelled.components.is_empty(), "no buttons after cancel");
    assert!(cancelled.embeds.is_empty(), "the seat list is gone");
    let after_cancel = shown(emu, id);

    // A click that was on its way (an old client) finds the lobby closed.
    let join = lobby
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":join"))
        .unwrap();
    let r = emu
        .click_forged(carol, channel, id, &join)
        .unwrap()
        .response()
        .await;
    assert_refused(&r, "table is closed");
    assert_eq!(shown(emu, id), after_cancel);

    // The channel is free again.
    let again = open_lobby(&w, carol, &[]).await;
    assert_ne!(again.id, id);
    emu.assert_no_violations();
}

/// In a DM with the bot a person may play and read the rules; what needs a
/// server (an export of its games, its settings) is refused in words that
/// say what works here.
async fn commands_in_direct_messages_are_refused_clearly() {
    // Commands registered globally, so the Discord client offers them in DMs too.
    let w = start(BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let alice = emu.add_user("alice");
    let dm = emu.dm_channel(alice);
    for (path, options) in [
        ("hypnosia cancel", vec![]),
        ("hypnosia settings show", vec![]),
    ] {
        let r = emu
            .try_slash(alice, dm, path, &options)
            .unwrap_or_else(|e| panic!("/{path} in a DM: {e}"))
            .response()
            .await;
        assert_refused(&r, "Only a server that added the bot offers");
        assert!(r.content().contains("/hypnosia new"), "{}", r.content());
    }
    let r = emu
        .slash(alice, dm, "hypnosia resign", &[])
        .response()
        .await;
    assert_refused(&r, "No game is running");
    // What a player asks of their own games answers in a DM too.
    let r = emu
        .slash(alice, dm, "hypnosia export", &[])
        .response()
        .await;
    assert_refused(&r, "No game was played in this channel yet");
    // Nothing was posted in the DM or in the server's channel.
    assert!(emu.messages(w.channel).is_empty());
    assert!(emu.messages(dm).iter().all(|m| m.is_ephemeral()));
    // A table of her own, in her DM with the bot: its lobby is the answer.
    let table = open_lobby_in(emu, dm, alice, &[("seats", json!(2))]).await;
    assert!(table.text().contains("new table"), "{}", table.text());
    let lobby = open_lobby(&w, alice, &[]).await;
    assert!(lobby.text().contains("new table"), "{}", lobby.text());
    emu.assert_no_violations();
}

crate::harness::tests! {
    lobby_misuse_is_refused_and_changes_nothing,
    commands_in_direct_messages_are_refused_clearly,
}
