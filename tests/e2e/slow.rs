//! End to end: slow games. A turn of 4 h says when its player will be
//! reminded (a quarter of the time before the deadline); the reminder is
//! armed from the stored deadline, so a bot killed (SIGKILL) and started again
//! sends it at the right moment, once, and a further restart sends nothing.

use std::time::Duration;

use sqlx::Connection;

use crate::process::{bot_on_sqlite, wait_connected};
use crate::support::{WAIT, asks, private_command, start_game};
use hypnosia_emulator::{EmuMessage, Emulator};
use serenity::all::{ChannelId, UserId};

/// The unix times of the `<t:…:R>` timestamps of a text, in order.
fn timestamps(text: &str) -> Vec<i64> {
    text.split("<t:")
        .skip(1)
        .filter_map(|s| s.split(':').next()?.parse().ok())
        .collect()
}

fn is_reminder(m: &EmuMessage, user: UserId) -> bool {
    m.content.starts_with(&format!("<@{user}>")) && m.content.contains("it is your turn")
}

fn reminders(emu: &Emulator, channel: ChannelId, user: UserId) -> Vec<EmuMessage> {
    emu.messages(channel)
        .into_iter()
        .filter(|m| is_reminder(m, user))
        .collect()
}

/// The first DM of `user`'s that says `words`.
async fn dm_saying(emu: &Emulator, user: UserId, words: &str) -> EmuMessage {
    emu.wait_for_message(emu.dm_channel(user), |m| m.content.contains(words), WAIT)
        .await
        .unwrap_or_else(|| panic!("a DM saying {words:?}"))
}

async fn a_slow_turn_is_reminded_once_at_a_quarter_left_across_restarts() {
    let (w, bot) = bot_on_sqlite(|env| env).await;
    let (emu, guild, channel, db) = (&w.emu, w.guild, w.channel, &w.db);
    let alice = emu.add_user("alice");
    // Alice asked for turn DMs: one when her turn starts, one at the reminder.
    private_command(
        emu,
        alice,
        channel,
        "hypnosia notify",
        &[("enabled", serde_json::json!(true))],
    )
    .await;
    start_game(emu, channel, alice, None, "4h").await;
    let turn = emu
        .wait_for_message(channel, |m| asks(m, alice), WAIT)
        .await
        .expect("alice's turn");
    // "Time runs out: <t:D:R>" then "Reminder: <t:D − 1 h:R>" (a quarter of 4 h).
    let text = turn.text();
    let times = timestamps(&text);
    assert!(text.contains("Reminder:"), "{text}");
    assert_eq!(times.len(), 2, "{text}");
    assert_eq!(times[1], times[0] - 3600, "{text}");
    assert!(reminders(emu, channel, alice).is_empty(), "not yet");

    // Her turn's DM, sent once the turn's message is posted, links to it.
    let turn_link = format!("https://discord.com/channels/{guild}/{channel}/{}", turn.id);
    let dm = dm_saying(emu, alice, "It is your turn").await;
    assert!(dm.content.ends_with(&turn_link), "{}", dm.content);

    // Killed once the store knows the turn's message (noted just after the
    // post); meanwhile the turn's reminder comes due: its deadline is 40 s
    // away, so the reminder's moment (1 h before) passed while no bot ran.
    let url = format!("sqlite://{}", db.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let shown: Option<i64> =
            sqlx::query_scalar("SELECT message_id FROM games WHERE status = 'running'")
                .fetch_one(&mut conn)
                .await
                .unwrap();
        if shown == Some(turn.id.get() as i64) {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the turn is noted");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    bot.kill();
    let now = hypnosia::table::unix_now();
    let moved = sqlx::query("UPDATE games SET turn_deadline = $1 WHERE status = 'running'")
        .bind(now + 40)
        .execute(&mut conn)
        .await
        .unwrap();
    assert_eq!(moved.rows_affected(), 1);
    conn.close().await.unwrap();

    let (identifies, _, _) = emu.gateway_stats();
    let bot = w.again("bot-2");
    wait_connected(emu, identifies).await;
    let reminder = emu
        .wait_for_message(channel, |m| is_reminder(m, alice), WAIT)
        .await
        .expect("the reminder comes after the restart");
    assert_eq!(
        timestamps(&reminder.content),
        vec![now + 40],
        "{}",
        reminder.content
    );
    // Hours of chat may come after the turn message: the link finds it.
    assert!(
        reminder.content.ends_with(&turn_link),
        "it links the turn's message: {}",
        reminder.content
    );

    let dm = dm_saying(emu, alice, "still your turn").await;
    assert_eq!(timestamps(&dm.content), vec![now + 40], "{}", dm.content);
    assert!(dm.content.ends_with(&turn_link), "{}", dm.content);

    // Once: a second restart finds the mark and sends nothing again.
    bot.kill();
    let (identifies, _, _) = emu.gateway_stats();
    let _bot = w.again("bot-3");
    wait_connected(emu, identifies).await;
    assert!(emu.wait_for_command("hypnosia", WAIT).await);
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(reminders(emu, channel, alice).len(), 1, "one reminder");
    let dms: Vec<String> = emu
        .messages(emu.dm_channel(alice))
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(dms.len(), 2, "her turn's start and its reminder: {dms:?}");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_slow_turn_is_reminded_once_at_a_quarter_left_across_restarts,
}
