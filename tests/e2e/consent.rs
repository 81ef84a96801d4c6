//! End to end: consent and whole starts. A rematch invites the other players
//! and seats only who joins; only players may ask for it, and clicks at once
//! open one lobby, as do two `/hypnosia new` at once in one channel; a member
//! at the server's cap on running games is refused with what to do; a start
//! that fails after "Starting the game…" leaves no thread behind and the
//! lobby usable; a thread whose creation answer was lost is found again.

use std::time::Duration;

use crate::support::{
    self, BotOptions, WAIT, assert_refused, click_lobby, first_turn, is_lobby, open_lobby_in,
    private_command, start,
};
use hypnosia_emulator::{EmuMessage, Emulator, Failure, Response};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

/// The seat list of a lobby message.
fn seats(m: &EmuMessage) -> String {
    m.embeds
        .first()
        .and_then(|e| e["description"].as_str())
        .unwrap_or_default()
        .to_owned()
}

/// The lobby messages of `channel` but `except`, once the bot is done posting.
async fn lobbies(emu: &Emulator, channel: ChannelId, except: &[MessageId]) -> Vec<EmuMessage> {
    emu.wait_for_message(channel, |m| !except.contains(&m.id) && is_lobby(m), WAIT)
        .await
        .expect("a lobby");
    // A second one would have been posted by now.
    tokio::time::sleep(Duration::from_millis(500)).await;
    emu.messages(channel)
        .into_iter()
        .filter(|m| !except.contains(&m.id) && is_lobby(m))
        .collect()
}

async fn a_rematch_invites_the_players_and_seats_only_who_joins() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob, carol) = (
        emu.add_user("alice"),
        emu.add_user("bob"),
        emu.add_user("carol"),
    );
    let results = support::finished_game(emu, channel, alice, bob).await;
    let before: Vec<MessageId> = emu.messages(channel).iter().map(|m| m.id).collect();

    // Someone who did not play may not ask for a rematch.
    let r = emu
        .click_label(carol, channel, results.id, "Rematch")
        .response()
        .await;
    assert_refused(&r, "Only the players");

    // Alice and Bob click Rematch at the same moment, Bob twice: one lobby.
    let clicks = [
        emu.click_label(alice, channel, results.id, "Rematch"),
        emu.click_label(bob, channel, results.id, "Rematch"),
        emu.click_label(bob, channel, results.id, "Rematch"),
    ];
    let mut answers: Vec<Response> = Vec::new();
    for click in clicks {
        answers.push(click.response().await);
    }
    assert!(answers.iter().all(|r| r.ephemeral), "answered privately");
    let opened = answers
        .iter()
        .filter(|r| r.content().contains("Your table is below"))
        .count();
    assert_eq!(opened, 1, "one rematch opens, right below: {answers:#?}");
    for r in answers
        .iter()
        .filter(|r| !r.content().contains("Your table is below"))
    {
        assert!(
            r.content().contains("already"),
            "told it is there: {}",
            r.content()
        );
    }
    let rematches = lobbies(emu, channel, &before).await;
    assert_eq!(rematches.len(), 1, "one rematch lobby");
    let rematch = &rematches[0];

    // Its host is who asked; the other is invited (mentioned once), not seated.
    let shown = seats(rematch);
    let host = [alice, bob]
        .into_iter()
        .find(|u| shown.contains(&format!("Host: <@{u}>")))
        .expect("a host");
    let invited = if host == alice { bob } else { alice };
    assert_eq!(
        rematch.content.matches(&format!("<@{invited}>")).count(),
        1,
        "invited once: {}",
        rematch.content
    );
    assert!(!rematch.content.contains(&format!("<@{carol}>")));
    assert!(
        !shown.contains(&format!("— <@{invited}>")),
        "not seated: {shown}"
    );
    assert!(
        shown.contains("(2/4)"),
        "the host and the computer: {shown}"
    );

    // The host starts at once: the game is theirs and the computer's only.
    click_lobby(emu, channel, rematch.id, &[(host, "Start (host)")]).await;
    let started = emu
        .wait_for_message(
            channel,
            |m| m.id == rematch.id && m.content.contains("has started"),
            WAIT,
        )
        .await
        .expect("the lobby says the game started");
    assert!(
        !started.content.contains(&format!("<@{invited}>")),
        "nobody plays who did not join: {}",
        started.content
    );
    assert!(started.content.contains(&format!("<@{host}>")));
    emu.assert_no_violations();
}

/// `/hypnosia settings member-limit games:N` as the server's owner.
async fn set_member_limit(emu: &Emulator, channel: ChannelId, games: u32) {
    let owner = emu.guild_owner();
    let path = "hypnosia settings member-limit";
    let r = private_command(emu, owner, channel, path, &[("games", json!(games))]).await;
    assert!(
        r.text()
            .contains(&format!("per member at once: **{games}**")),
        "the setting is saved and shown: {}",
        r.text()
    );
}

async fn a_member_at_the_running_game_cap_is_refused_with_what_to_do() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let channels: Vec<ChannelId> = (0..3)
        .map(|i| emu.add_channel(w.guild, &format!("table-{i}")))
        .collect();
    set_member_limit(emu, w.channel, 1).await;

    // Alice sits at Bob's table, then plays a game of her own.
    let bobs = open_lobby_in(emu, channels[0], bob, &[]).await;
    click_lobby(emu, channels[0], bobs.id, &[(alice, "Join")]).await;
    support::start_game(emu, channels[1], alice, None, "2m").await;
    first_turn(emu, channels[1]).await;

    // She may not open another table…
    let r = emu
        .slash(alice, channels[2], "hypnosia new", &[])
        .response()
        .await;
    assert_refused(&r, "You already play in 1 running game here");
    for what_to_do in [
        "/hypnosia resign",
        "Manage Server",
        "/hypnosia settings member-limit",
    ] {
        assert!(
            r.content().contains(what_to_do),
            "{what_to_do:?} in {}",
            r.content()
        );
    }
    // …and Bob's table, where she sits, does not start with her.
    let r = emu
        .click_label(bob, channels[0], bobs.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "Starting…: {}", r.content());
    let told = async {
        loop {
            if let Some(m) = emu
                .ephemerals_for(bob)
                .into_iter()
                .find(|m| m.content.contains("already plays in 1 running game"))
            {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    let told = tokio::time::timeout(WAIT, told)
        .await
        .expect("Bob is told why");
    assert!(
        told.content.contains(&format!("<@{alice}>")),
        "{}",
        told.content
    );
    // The lobby is open again, with its buttons.
    let back = emu
        .wait_for_message(channels[0], |m| m.id == bobs.id && is_lobby(m), WAIT)
        .await
        .expect("the lobby shows again");
    assert!(seats(&back).contains(&format!("<@{alice}>")));
    // Alice cannot join another table either.
    let carol = emu.add_user("carol");
    let carols = open_lobby_in(emu, channels[2], carol, &[]).await;
    let r = emu
        .click_label(alice, channels[2], carols.id, "Join")
        .response()
        .await;
    assert_refused(&r, "You already play in 1 running game");
    emu.assert_no_violations();
}

/// The ephemeral message told to `user` that contains `needle`.
async fn told(emu: &Emulator, user: UserId, needle: &str) -> EmuMessage {
    let find = async {
        loop {
            if let Some(m) = emu
                .ephemerals_for(user)
                .into_iter()
                .find(|m| m.content.contains(needle))
            {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(WAIT, find)
        .await
        .unwrap_or_else(|_| panic!("{user} is told {needle:?}"))
}

async fn a_start_that_fails_after_starting_leaves_no_thread_and_an_open_lobby() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let lobby = open_lobby_in(emu, channel, alice, &[("thread", json!(true))]).await;
    click_lobby(emu, channel, lobby.id, &[(bob, "Join")]).await;
    // Discord takes its time to create the thread; meanwhile Bob leaves, and
    // the game can no longer start.
    emu.fail_next(
        "POST /channels/{id}/messages/{id}/threads",
        Failure::NoAnswer {
            applied: false,
            answer_after: Some(Duration::from_millis(1500)),
        },
    );
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    assert!(r.content().contains("Starting"), "{}", r.content());
    // Bob's client still shows the lobby's buttons.
    let leave = lobby
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":leave"))
        .unwrap();
    let r = emu
        .click_forged(bob, channel, lobby.id, &leave)
        .unwrap()
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());

    told(emu, alice, "at least two seats").await;
    // The thread made for it is gone, and the lobby is there with its buttons.
    let gone = async {
        while !emu.threads(channel).is_empty() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(WAIT, gone)
        .await
        .expect("no thread is left behind");
    let back = emu.message(lobby.id).expect("the lobby");
    assert!(is_lobby(&back), "the lobby has its buttons: {back:?}");
    assert!(seats(&back).contains("(1/6)"), "{}", seats(&back));

    // And it still starts, in a thread of its own.
    let clicks = [(bob, "Join"), (alice, "Start (host)")];
    click_lobby(emu, channel, lobby.id, &clicks).await;
    let thread = async {
        loop {
            if let Some(t) = emu.threads(channel).first().copied() {
                return t;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    let thread = tokio::time::timeout(WAIT, thread)
        .await
        .expect("the game's thread");
    first_turn(emu, thread).await;
    assert_eq!(emu.threads(channel).len(), 1);
    emu.assert_no_violations();
}

async fn a_thread_whose_answer_was_lost_is_found_again() {
    let w = start(BotOptions::short_call_limit()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let lobby = open_lobby_in(emu, channel, alice, &[("thread", json!(true))]).await;
    click_lobby(emu, channel, lobby.id, &[(bob, "Join")]).await;
    // Discord creates the thread, and its answer never reaches the bot (which
    // gives the call up after 3 s).
    emu.fail_next(
        "POST /channels/{id}/messages/{id}/threads",
        Failure::answer_lost(),
    );
    click_lobby(emu, channel, lobby.id, &[(alice, "Start (host)")]).await;
    // The bot gives up waiting, tries again, is told the thread exists
    // (160004), and plays in it.
    let started = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.content.contains("has started"),
            Duration::from_secs(40),
        )
        .await
        .expect("the game starts");
    let threads = emu.threads(channel);
    assert_eq!(threads.len(), 1, "one thread");
    assert!(
        started.content.contains(&format!("<#{}>", threads[0])),
        "{}",
        started.content
    );
    first_turn(emu, threads[0]).await;
    assert!(
        emu.ephemerals_for(alice)
            .iter()
            .all(|m| !m.content.contains("thread")),
        "no refusal about the thread"
    );
}

crate::harness::tests! {
    a_rematch_invites_the_players_and_seats_only_who_joins,
    a_member_at_the_running_game_cap_is_refused_with_what_to_do,
    a_start_that_fails_after_starting_leaves_no_thread_and_an_open_lobby,
    a_thread_whose_answer_was_lost_is_found_again,
}
