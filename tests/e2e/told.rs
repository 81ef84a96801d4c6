//! End to end: what people are told when a command cannot do what they asked:
//! a channel already holding a lobby or game (what, where, how it ends), a game
//! number that does not exist here, `/hypnosia board` used twice in a row, and
//! a command or option from before the bot's commands were updated.

use std::time::Duration;

use crate::support::{
    BotOptions, WAIT, asks, assert_refused, has_move_buttons, lobby_number, message_link,
    open_lobby, start, start_game,
};
use serde_json::{Value, json};
use serenity::all::{ApplicationId, ChannelId, GuildId, UserId};

use hypnosia_emulator::Emulator;

/// `/hypnosia new` by `user`, refused with `needle`, asked again until the
/// answer's "Go to table" button links to `link`: the bot notes where a lobby
/// or turn message is right after posting it, so an answer in that moment has
/// no link yet. The text itself carries no raw URL.
async fn refused_new_with_link(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    needle: &str,
    link: &str,
) -> String {
    let mut told = String::new();
    for _ in 0..50 {
        let r = emu
            .slash(user, channel, "hypnosia new", &[])
            .response()
            .await;
        assert_refused(&r, needle);
        told = r.content().to_owned();
        assert!(!told.contains("https://"), "no raw link: {told}");
        let go_to = r
            .message
            .as_ref()
            .and_then(|m| m.button("Go to table"))
            .and_then(|b| b.url);
        if go_to.as_deref() == Some(link) {
            return told;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no \"Go to table\" button to {link}: {told}")
}

async fn a_busy_channel_says_what_holds_it_where_and_how_it_ends() {
    let w = start(BotOptions::default()).await;
    let (emu, guild, channel) = (&w.emu, w.guild, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");

    // An open lobby: its number, a link to it, who can cancel it and when it
    // closes by itself.
    let lobby = open_lobby(&w, alice, &[("seats", json!(2))]).await;
    let number = lobby_number(&lobby);
    let count = emu.messages(channel).len();
    let want = message_link(guild, channel, lobby.id);
    let told = refused_new_with_link(emu, bob, channel, "already an open table", &want).await;
    for part in [
        format!("#{number}"),
        format!("<@{alice}>"),
        "close it".to_owned(),
        "<t:".to_owned(),
    ] {
        assert!(told.contains(&part), "{part:?} in {told}");
    }
    assert_eq!(emu.messages(channel).len(), count, "no second lobby");

    // Cancelled, the channel is free; a game started there holds it in turn.
    let r = emu
        .click_label(alice, channel, lobby.id, "Cancel (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7);
    let game = start_game(emu, channel, alice, Some(bob), "2m").await;
    let number = lobby_number(&game);
    let turn = emu
        .wait_for_message(channel, |m| asks(m, alice) || asks(m, bob), WAIT)
        .await
        .expect("the first turn");
    let want = message_link(guild, channel, turn.id);
    let told = refused_new_with_link(emu, bob, channel, "already a game", &want).await;
    for part in [
        format!("#{number}"),
        "/hypnosia resign".to_owned(),
        "/hypnosia cancel".to_owned(),
    ] {
        assert!(told.contains(&part), "{part:?} in {told}");
    }
    emu.assert_no_violations();
}

async fn export_of_a_game_that_is_not_on_this_server_names_the_number() {
    // Registered globally, so that a second server has the commands too.
    let w = start(BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");

    let r = emu
        .slash(alice, channel, "hypnosia export", &[("game", json!(999))])
        .response()
        .await;
    assert_refused(&r, "There is no game #999 here.");

    // A game of this server is there to export, and from another server the
    // same number is as unknown as one that never existed.
    let bob = emu.add_user("bob");
    let lobby = start_game(emu, channel, alice, Some(bob), "2m").await;
    let number = lobby_number(&lobby);
    // The bot answers the start click before it stores the game.
    emu.wait_for_message(channel, |m| asks(m, alice) || asks(m, bob), WAIT)
        .await
        .expect("the first turn");
    let r = emu
        .slash(
            alice,
            channel,
            "hypnosia export",
            &[("game", json!(number))],
        )
        .response()
        .await;
    assert!(
        r.message
            .as_ref()
            .is_some_and(|m| m.attachments.iter().any(|a| a.filename.ends_with(".json"))),
        "the game's record: {}",
        r.content()
    );
    let other = emu.add_guild("Other guild");
    let there = emu.add_channel(other, "games");
    let r = emu
        .slash(alice, there, "hypnosia export", &[("game", json!(number))])
        .response()
        .await;
    assert_refused(&r, &format!("There is no game #{number} here."));
    emu.assert_no_violations();
}

async fn the_board_rests_a_few_seconds_between_reposts() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    start_game(emu, channel, alice, Some(bob), "2m").await;
    let turn = emu
        .wait_for_message(channel, |m| asks(m, alice) || asks(m, bob), WAIT)
        .await
        .expect("the first turn");

    // The first repost moves the turn to the bottom of the channel.
    let h = emu.slash(alice, channel, "hypnosia board", &[]);
    h.response().await;
    let reposted = emu
        .wait_for_message(channel, |m| m.id > turn.id && has_move_buttons(m), WAIT)
        .await
        .expect("the turn posted again");
    // The message it replaces is removed.
    let removed = emu
        .wait_for_edit_or_removal(channel, turn.id, u32::MAX, WAIT)
        .await;
    assert!(
        matches!(removed, Some(None)),
        "the old turn message is removed"
    );
    // Posted again at once (by anyone), it is refused with the seconds to wait,
    // and nothing is posted.
    let count = emu.messages(channel).len();
    let r = emu
        .slash(bob, channel, "hypnosia board", &[])
        .response()
        .await;
    assert_refused(&r, "try again in");
    let secs: u64 = r
        .content()
        .split("try again in ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the seconds to wait: {}", r.content()));
    assert!((1..=10).contains(&secs), "{}", r.content());
    assert_eq!(emu.messages(channel).len(), count, "nothing posted");
    assert_eq!(
        emu.last_message(channel).map(|m| m.id),
        Some(reposted.id),
        "the repost stays the live message"
    );
    emu.assert_no_violations();
}

/// Registers `/hypnosia` as an older version of the bot had it, the way Discord
/// may still offer it to people after an upgrade: with a subcommand the bot no
/// longer has, and `export`'s `game` option taking text instead of a number.
async fn register_outdated_commands(emu: &Emulator, guild: GuildId) {
    let mut old: Value = emu
        .commands(Some(guild))
        .into_iter()
        .find(|c| c["name"] == "hypnosia")
        .expect("/hypnosia is registered");
    let subs = old["options"].as_array_mut().expect("subcommands");
    subs.push(json!({"type": 1, "name": "bracket", "description": "A command of old"}));
    let export = subs
        .iter_mut()
        .find(|s| s["name"] == "export")
        .expect("export");
    for option in export["options"].as_array_mut().expect("export's options") {
        if option["name"] == "game" {
            option["type"] = json!(3);
            let o = option.as_object_mut().unwrap();
            o.remove("min_value");
            o.remove("max_value");
        }
    }
    let http = emu.http();
    http.set_application_id(ApplicationId::new(emu.bot_id().get()));
    http.create_guild_command(guild, &old)
        .await
        .expect("the old definition is accepted");
}

async fn commands_from_before_an_update_get_a_short_answer() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    register_outdated_commands(emu, w.guild).await;

    // A subcommand the bot no longer has.
    let r = emu
        .slash(alice, channel, "hypnosia bracket", &[])
        .response()
        .await;
    assert_refused(&r, "The commands were just updated; try again in a minute.");
    // An option whose type changed since.
    let r = emu
        .slash(alice, channel, "hypnosia export", &[("game", json!("12"))])
        .response()
        .await;
    assert_refused(&r, "The commands were just updated; try again in a minute.");
    assert!(emu.messages(channel).is_empty(), "nothing posted");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_busy_channel_says_what_holds_it_where_and_how_it_ends,
    export_of_a_game_that_is_not_on_this_server_names_the_number,
    the_board_rests_a_few_seconds_between_reposts,
    commands_from_before_an_update_get_a_short_answer,
}
