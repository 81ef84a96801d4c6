//! End to end: a new server plays its games in threads. Its channel keeps the
//! lobby's line (who started, and later who won), and the turns stay in the
//! game's thread; where the bot may not create threads, or once an admin
//! turns them off, the game plays in the channel.

use serde_json::json;
use serenity::all::Permissions;

use crate::support::{
    BotOptions, TwoPeople, WAIT, asks, emulator, is_results, next_turn, private_command, resign,
    run_bot, start, thread_of, two_people,
};

fn a_new_server() -> BotOptions {
    BotOptions {
        new_servers_in_threads: true,
        ..BotOptions::default()
    }
}

async fn a_new_server_plays_in_a_thread_and_its_channel_keeps_one_line() {
    let w = start(a_new_server()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let TwoPeople { alice, bob, .. } = two_people(&w, &[]).await;
    // The game gets a thread of its own.
    let thread = thread_of(emu, channel).await;
    let first = next_turn(emu, thread, &[alice, bob], None).await;
    assert_eq!(
        emu.messages(channel).len(),
        1,
        "the channel keeps the lobby's line only: {:?}",
        emu.messages(channel)
            .iter()
            .map(|m| m.text())
            .collect::<Vec<_>>()
    );
    let mover = if asks(&first, alice) { alice } else { bob };
    resign(emu, thread, mover).await;
    emu.wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the results, in the thread");
    let winner = if mover == alice { "bob" } else { "alice" };
    let mut line = String::new();
    for _ in 0..100 {
        line = emu.messages(channel)[0].text();
        if line.contains(&format!("🏆 {winner}")) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(line.contains(&format!("🏆 {winner}")), "{line}");
    assert_eq!(emu.messages(channel).len(), 1);
    emu.assert_no_violations();
}

async fn where_the_bot_may_not_create_threads_a_new_server_plays_in_the_channel() {
    let options = a_new_server();
    let w = emulator(&options).await;
    w.emu
        .set_channel_permission(w.channel, Permissions::CREATE_PUBLIC_THREADS, false);
    run_bot(&w, options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let TwoPeople { alice, bob, .. } = two_people(&w, &[]).await;
    let first = next_turn(emu, channel, &[alice, bob], None).await;
    assert_eq!(first.channel_id, channel);
    assert!(emu.threads(channel).is_empty(), "no thread was asked for");
    emu.assert_no_violations();
}

async fn an_admin_turns_threads_off_and_games_play_in_the_channel() {
    let w = start(a_new_server()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let shown = private_command(
        emu,
        emu.guild_owner(),
        channel,
        "hypnosia settings show",
        &[],
    )
    .await
    .text();
    assert!(
        shown.contains("(several per channel): **on**"),
        "a new server's games get threads: {shown}"
    );
    let (owner, off) = (emu.guild_owner(), [("enabled", json!(false))]);
    private_command(emu, owner, channel, "hypnosia settings threads", &off).await;
    let TwoPeople { alice, bob, .. } = two_people(&w, &[]).await;
    next_turn(emu, channel, &[alice, bob], None).await;
    assert!(emu.threads(channel).is_empty());
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_new_server_plays_in_a_thread_and_its_channel_keeps_one_line,
    where_the_bot_may_not_create_threads_a_new_server_plays_in_the_channel,
    an_admin_turns_threads_off_and_games_play_in_the_channel,
}
