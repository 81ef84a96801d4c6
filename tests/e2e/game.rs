//! End to end against the Discord emulator: the real bot (`hypnosia::discord::bot::run`)
//! connects to a fake Discord; the test plays a lobby and a game through clicks
//! and slash commands and checks what the channel shows.

use std::time::Duration;

use crate::support::has_move_buttons;
use hypnosia::config::Config;
use hypnosia_emulator::Emulator;
use serde_json::json;

const WAIT: Duration = Duration::from_secs(10);

fn config(emu: &Emulator, guild: u64) -> Config {
    Config {
        token: emu.token().parse().unwrap(),
        database_url: "sqlite::memory:".into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: Some(guild),
        ai_delay: Duration::ZERO,
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(11),
        min_turn_timeout: Duration::from_secs(30),
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: crate::support::e2e_waits(),
        ceilings: Default::default(),
    }
}

async fn a_lobby_becomes_a_game_that_ends_with_results_and_an_export() {
    let emu = crate::support::test_emulator().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    tokio::spawn(hypnosia::discord::bot::run(config(&emu, guild.get())));
    assert!(emu.wait_ready(WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the bot registers /hypnosia"
    );

    // Lobby: alice opens it; bob may not start it; one seat alone cannot start.
    let r = emu
        .slash(alice, channel, "hypnosia new", &[("seats", json!(2))])
        .response()
        .await;
    let lobby = r.message.expect("a lobby message");
    assert!(lobby.text().contains("new table"), "{}", lobby.text());
    assert!(
        lobby.text().contains("<t:"),
        "the idle deadline is a relative time"
    );
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert!(
        r.ephemeral && r.content().contains("at least two"),
        "{}",
        r.content()
    );
    let r = crate::support::computer(&emu, alice, channel, lobby.id, "easy")
        .response()
        .await;
    assert_eq!(r.kind, 7, "lobby clicks update the message in place");
    assert!(r.message.unwrap().text().contains("AI (easy)"));
    let r = emu
        .click_label(bob, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert!(
        r.ephemeral && r.content() == format!("Only <@{alice}>, the host, can start the game."),
        "{}",
        r.content()
    );
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7);

    // A second lobby in the same channel is refused while the game runs.
    let r = emu
        .slash(bob, channel, "hypnosia new", &[])
        .response()
        .await;
    assert!(
        r.ephemeral && r.content().contains("already"),
        "{}",
        r.content()
    );

    // The game: alice's turn message mentions her and carries the move buttons.
    let turn = emu
        .wait_for_message(
            channel,
            |m| has_move_buttons(m) && m.content.contains(&format!("<@{alice}>")),
            WAIT,
        )
        .await
        .expect("a turn message for alice");
    assert!(
        turn.attachment("board.png").is_some(),
        "the board is attached"
    );
    assert!(turn.buttons().len() <= 16);
    let first = turn
        .custom_ids()
        .into_iter()
        .find(|id| crate::support::is_move_id(id))
        .unwrap();
    // Bob is a spectator: refused, nothing changes.
    let r = emu.click(bob, channel, turn.id, &first).response().await;
    assert!(
        r.ephemeral && r.content().contains("not playing"),
        "{}",
        r.content()
    );
    // Alice clicks two moves at once: exactly one is applied, in place (type 7),
    // the other is refused because the board changed.
    let ids: Vec<String> = turn
        .custom_ids()
        .into_iter()
        .filter(|id| crate::support::is_move_id(id))
        .collect();
    let second = ids.last().unwrap().clone();
    let (a, b) = (
        emu.click(alice, channel, turn.id, &first),
        emu.click(alice, channel, turn.id, &second),
    );
    let (ra, rb) = (a.response().await, b.response().await);
    let updates = [&ra, &rb].iter().filter(|r| r.kind == 7).count();
    let refusals = [&ra, &rb].iter().filter(|r| r.ephemeral).count();
    assert_eq!(
        (updates, refusals),
        (1, 1),
        "{} / {}",
        ra.content(),
        rb.content()
    );
    let after = emu.message(turn.id).unwrap();
    assert!(!after.custom_ids().contains(&first) || !after.custom_ids().contains(&second));

    // Alice resigns: fewer than two players are left, the results come.
    let r = emu
        .slash(alice, channel, "hypnosia resign", &[])
        .response()
        .await;
    assert!(r.ephemeral);
    let question = r.message.expect("the resignation asks first");
    let confirmed = emu
        .click_label(alice, channel, question.id, "Resign")
        .response()
        .await;
    assert_eq!(confirmed.kind, 7, "{}", confirmed.content());
    let results = emu
        .wait_for_message(channel, crate::support::is_results, WAIT)
        .await
        .expect("a results message");
    assert!(
        results.text().contains("fewer than two players"),
        "{}",
        results.text()
    );
    let r = emu
        .click_label(alice, channel, results.id, "Export")
        .response()
        .await;
    let file = r.message.expect("an export reply");
    let json = file
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".json"))
        .expect("a JSON file");
    let text = String::from_utf8(json.data.to_vec()).unwrap();
    assert!(text.contains("\"hypnosia-record/1\""), "{text}");
    assert!(text.contains("\"resign\""), "{text}");

    emu.assert_no_violations();
}

async fn rules_come_with_a_legend_and_board_needs_a_running_game() {
    let emu = crate::support::test_emulator().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    tokio::spawn(hypnosia::discord::bot::run(config(&emu, guild.get())));
    assert!(emu.wait_ready(WAIT).await);
    assert!(emu.wait_for_command("hypnosia", WAIT).await);
    // The legend may take a moment the first time: the bot defers, then fills in.
    let h = emu.slash(alice, channel, "hypnosia rules", &[]);
    let r = h.response().await;
    assert!(r.ephemeral);
    let snap = h
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("the rules");
    let m = snap.original.expect("the rules message");
    assert!(m.text().contains("rules in short"), "{}", m.text());
    assert!(m.attachment("legend.png").is_some());
    let r = emu
        .slash(alice, channel, "hypnosia board", &[])
        .response()
        .await;
    assert!(
        r.ephemeral && r.content().contains("No game"),
        "{}",
        r.content()
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_lobby_becomes_a_game_that_ends_with_results_and_an_export,
    rules_come_with_a_legend_and_board_needs_a_running_game,
}
