//! End to end: limits as people are told them. A server at its cap on open
//! tables refuses a new lobby, saying what to do; a person's second lobby is
//! refused with a button to the first (the caps themselves are the engine's
//! rules: `tests/live/caps.rs`); the database password never reaches the
//! output of the bot when the database cannot be opened.

use std::time::Duration;

use crate::support::{
    self, BotOptions, assert_refused, is_lobby, message_link, open_lobby_in, private_command, start,
};
use hypnosia_emulator::{Emulator, Response};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

/// `/hypnosia settings limit games:N` as the server's owner.
async fn set_limit(emu: &Emulator, channel: ChannelId, games: u32) {
    let owner = emu.guild_owner();
    let path = "hypnosia settings limit";
    let r = private_command(emu, owner, channel, path, &[("games", json!(games))]).await;
    assert!(
        r.text().contains(&format!("**{games}**")),
        "the setting is saved and shown: {}",
        r.text()
    );
}

async fn new_lobby(emu: &Emulator, user: UserId, channel: ChannelId) -> Response {
    emu.slash(user, channel, "hypnosia new", &[])
        .response()
        .await
}

async fn a_server_at_its_cap_and_a_host_with_an_open_lobby_are_told_what_to_do() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let channels: Vec<ChannelId> = (0..3)
        .map(|i| emu.add_channel(w.guild, &format!("table-{i}")))
        .collect();
    let (alice, bob, carol) = (
        emu.add_user("alice"),
        emu.add_user("bob"),
        emu.add_user("carol"),
    );
    // Only a member with Manage Server sets the cap.
    let r = emu
        .slash(
            alice,
            w.channel,
            "hypnosia settings limit",
            &[("games", json!(500))],
        )
        .response()
        .await;
    assert_refused(&r, "Manage Server");
    set_limit(emu, w.channel, 2).await;

    // Alice's lobby: a second one of hers is refused with a "Go to table"
    // button to the first. The lobby's message is noted right after it is
    // posted: ask until the button can link to it (never a raw URL).
    let lobby = open_lobby_in(emu, channels[0], alice, &[]).await;
    let want = message_link(w.guild, channels[0], lobby.id);
    let (mut told, mut linked) = (String::new(), false);
    for _ in 0..50 {
        let r = new_lobby(emu, alice, channels[2]).await;
        assert_refused(&r, "You already host an open table");
        told = r.content().to_owned();
        let go_to = r
            .message
            .as_ref()
            .and_then(|m| m.button("Go to table"))
            .and_then(|b| b.url);
        linked = go_to.as_deref() == Some(want.as_str());
        if linked {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(linked, "a \"Go to table\" button to {want}: {told}");
    for part in ["Cancel", "<t:"] {
        assert!(told.contains(part), "{part:?} in {told}");
    }
    assert!(!told.contains("https://"), "no raw link: {told}");

    // Two tables: the lobby and a running game. A third is refused.
    support::start_game(emu, channels[1], bob, None, "2m").await;
    let r = new_lobby(emu, carol, channels[2]).await;
    assert_refused(&r, "There are already 2 open tables and running games here");
    for what_to_do in [
        "/hypnosia cancel",
        "Cancel",
        "Manage Server",
        "/hypnosia settings limit",
    ] {
        assert!(
            r.content().contains(what_to_do),
            "{what_to_do:?} in {}",
            r.content()
        );
    }
    assert!(
        !emu.messages(channels[2]).iter().any(is_lobby),
        "no lobby was opened"
    );

    // A lobby cancelled makes room.
    let r = emu
        .click_label(alice, channels[0], lobby.id, "Cancel (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    open_lobby_in(emu, channels[2], carol, &[]).await;
    emu.assert_no_violations();
}

/// The bot started with a PostgreSQL URL whose server hangs up: it stops with
/// the database named, its password hidden.
async fn a_database_that_cannot_be_opened_is_named_without_its_password() {
    let emu = crate::support::test_emulator().await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        // Accept and hang up: the driver fails at once.
        for stream in listener.incoming().flatten() {
            drop(stream);
        }
    });
    let password = "Corr3ct-Horse-Battery";
    let url = format!("postgres://hypnosia:{password}@{address}/hypnosia");
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_hypnosia-bot"))
        .env("DISCORD_TOKEN", emu.token())
        .env("DISCORD_API_URL", emu.api_url())
        .env("DATABASE_URL", &url)
        .env("RUST_LOG", "trace")
        .current_dir(std::env::temp_dir())
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(Duration::from_secs(60), output)
        .await
        .expect("the bot stops by itself")
        .expect("the bot runs");
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!output.status.success(), "{printed}");
    assert!(
        printed.contains(&format!(
            "cannot open the database postgres://hypnosia:[redacted]@{address}/hypnosia"
        )),
        "{printed}"
    );
    assert!(
        !printed.contains(password),
        "the password was printed:\n{printed}"
    );
}

crate::harness::tests! {
    a_server_at_its_cap_and_a_host_with_an_open_lobby_are_told_what_to_do,
    a_database_that_cannot_be_opened_is_named_without_its_password,
}
