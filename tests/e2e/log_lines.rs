//! End to end: what the bot's log says, read from the log file of the real
//! `hypnosia` binary (`process.rs`). No secret reaches it, a call Discord
//! dropped included (reliability-3 L5); an idle bot writes INFO only for what
//! changed (issue 71, item 7).

use std::time::Duration;

use hypnosia_emulator::Failure;
use serde_json::json;
use sqlx::Connection;

use crate::process::{ProcessEnv, bot_on_sqlite, wait_connected};
use crate::support::{Choose, WAIT, asked, move_ids, next_turn, open_lobby_in, start_game};

/// The secrets a log line must never hold, with what each is.
fn secrets(emu: &hypnosia_emulator::Emulator) -> Vec<(String, &'static str)> {
    let mut secrets = vec![(emu.token().to_owned(), "the bot's token")];
    secrets.extend(
        emu.issued_tokens()
            .into_iter()
            .map(|t| (t, "an interaction's token")),
    );
    secrets
}

/// Reliability-3 L5: a click whose answer's connection is dropped (the gate
/// then answers with why the call failed, which quoted the URL, and the URL
/// holds the click's token) is logged, and no line of the whole log holds a
/// token the emulator issued or the bot's own.
async fn no_token_reaches_the_log_even_from_a_dropped_call() {
    let (w, bot) = bot_on_sqlite(|env| env).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];
    start_game(emu, channel, alice, Some(bob), "24h").await;

    // The click's answer in place (its callback) is dropped on its way.
    let turn = next_turn(emu, channel, &players, None).await;
    let user = asked(&turn, &players);
    emu.fail_next("POST /interactions/{id}/{token}/callback", Failure::HangUp);
    let first = move_ids(&turn).next().expect("a move");
    let _click = emu.choose(user, channel, turn.id, &first);
    assert!(
        emu.wait_failures_served(WAIT).await,
        "the click's answer was dropped"
    );
    assert!(
        bot.wait_for_log("the pace's gate", 1, WAIT).await >= 1,
        "the dropped call is logged:\n{}",
        bot.output()
    );

    let log = bot.output();
    let secrets = secrets(emu);
    assert!(secrets.len() > 3, "the game's clicks had tokens");
    for line in log.lines() {
        for (secret, what) in &secrets {
            assert!(!line.contains(secret.as_str()), "{what} in the log: {line}");
        }
    }
}

/// Issue 71, item 7: an idle bot with 10 games waiting, its sweep every
/// second, writes no INFO line in ten sweeps; its steady state is at DEBUG.
/// Each game waits with no clock yet, as a tournament table does until its
/// opening shows its first turn (seated with no deadline): the sweep's
/// `waiting_games` step found it every sweep and logged `sweep step
/// waiting_games set_going=10` at INFO each time. Prints the lines per hour.
async fn an_idle_bot_with_ten_waiting_games_writes_no_info_line_a_sweep() {
    let tune = |env| ProcessEnv {
        sweep_every_ms: Some(1000),
        ..env
    };
    let (w, bot) = bot_on_sqlite(tune).await;
    let emu = &w.emu;
    // One open table a channel: ten channels.
    for n in 0..10 {
        let channel = emu.add_channel(w.guild, &format!("games-{n}"));
        let (host, guest) = (
            emu.add_user(&format!("host{n}")),
            emu.add_user(&format!("guest{n}")),
        );
        let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
        let lobby = open_lobby_in(emu, channel, host, &options).await;
        // Answered in place or, the machine busy with the starts, deferred.
        for (user, label) in [(guest, "Join"), (host, "Start (host)")] {
            let r = emu.click_label(user, channel, lobby.id, label);
            assert!([6, 7].contains(&r.response().await.kind), "{label}");
        }
        next_turn(emu, channel, &[host, guest], None).await;
    }
    // Killed, its games' clocks taken away, and started again.
    let (identifies, _, _) = emu.gateway_stats();
    bot.kill();
    let url = format!("sqlite://{}", w.db.display());
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let waiting = sqlx::query("UPDATE games SET turn_deadline = NULL WHERE status = 'running'")
        .execute(&mut db)
        .await
        .unwrap();
    assert_eq!(waiting.rows_affected(), 10);
    db.close().await.unwrap();
    let bot = w.spawn("bot-2", tune);
    wait_connected(emu, identifies).await;
    assert!(bot.wait_for_log("resumed", 1, WAIT).await >= 1);

    // What the restart set going has settled; then ten sweeps of nothing
    // (before the fix, each wrote one INFO line).
    tokio::time::sleep(Duration::from_secs(3)).await;
    let info = |log: &str| log.lines().filter(|l| l.contains(" INFO ")).count();
    let before = info(&bot.output());
    tokio::time::sleep(Duration::from_secs(10)).await;
    let lines = info(&bot.output()) - before;
    eprintln!(
        "an idle bot, 10 waiting games, a sweep a second: {lines} INFO lines in 10 s \
         ({} an hour; {} at the default sweep of 15 s)",
        lines * 360,
        lines * 24
    );
    assert_eq!(lines, 0, "INFO lines of an idle bot:\n{}", bot.output());
}

crate::harness::tests! {
    no_token_reaches_the_log_even_from_a_dropped_call,
    an_idle_bot_with_ten_waiting_games_writes_no_info_line_a_sweep,
}
