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

/// What the store holds of each running game that a sweep could change:
/// version, deadline, time-outs, what was shown, last move, record.
type Held = Vec<(
    i64,
    i64,
    Option<i64>,
    String,
    Option<i64>,
    Option<i64>,
    String,
)>;

async fn running_games_held(db: &std::path::Path) -> Held {
    let url = format!("sqlite://{}", db.display());
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let held = sqlx::query_as(
        "SELECT id, version, turn_deadline, timeouts, shown_version, last_move_at, record \
         FROM games WHERE status = 'running' ORDER BY id",
    )
    .fetch_all(&mut db)
    .await
    .unwrap();
    db.close().await.unwrap();
    held
}

/// Reliability-4 H1 (issue 77): twelve group DMs start games with a 2-s
/// time-out and are left after their first turn. Each first turn (shown
/// through the Start click) times out; the next, which no click could show,
/// gets no deadline. From then on the sweep (every 300 ms) has nothing to
/// do with them: no INFO line and not one write over ten sweeps and more
/// (read from the database file). Before, every sweep reshowed all twelve
/// (`sweep step owed_shows set_going=12` at INFO), each with a new deadline.
async fn twelve_abandoned_group_dm_games_cost_the_sweep_nothing() {
    let tune = |env| ProcessEnv {
        dev_guild: None,
        min_turn_timeout_secs: Some(1),
        sweep_every_ms: Some(300),
        ..env
    };
    let (w, bot) = bot_on_sqlite(tune).await;
    let emu = &w.emu;
    for n in 0..12 {
        let (ada, bo) = (
            emu.add_user(&format!("ada{n}")),
            emu.add_user(&format!("bo{n}")),
        );
        emu.install_for_user(ada);
        let group = emu.add_group_dm(&format!("friends {n}"), &[ada, bo]);
        let options = [("seats", json!(2)), ("turn_timeout", json!("2s"))];
        let lobby = open_lobby_in(emu, group, ada, &options).await;
        crate::support::join_and_start(emu, group, lobby.id, (ada, bo)).await;
    }
    // Each first turn times out (2 s), and the next turn's commit settles.
    let settled = tokio::time::Instant::now() + Duration::from_secs(30);
    let held = loop {
        let held = running_games_held(&w.db).await;
        let all_timed_out = held.len() == 12
            && (held.iter()).all(|(_, version, deadline, ..)| *version > 0 && deadline.is_none());
        if all_timed_out || tokio::time::Instant::now() > settled {
            break held;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(held.len(), 12, "twelve games run");
    for (id, version, deadline, ..) in &held {
        assert!(*version > 0, "game {id}'s first turn timed out");
        assert_eq!(*deadline, None, "game {id}'s unseen turn has no deadline");
    }
    let info = |log: &str| log.lines().filter(|l| l.contains(" INFO ")).count();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let (before, held) = (info(&bot.output()), running_games_held(&w.db).await);
    tokio::time::sleep(Duration::from_secs(4)).await;
    let lines = info(&bot.output()) - before;
    assert_eq!(lines, 0, "INFO lines of the sweeps:\n{}", bot.output());
    assert_eq!(
        running_games_held(&w.db).await,
        held,
        "the sweeps wrote nothing"
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    no_token_reaches_the_log_even_from_a_dropped_call,
    an_idle_bot_with_ten_waiting_games_writes_no_info_line_a_sweep,
    twelve_abandoned_group_dm_games_cost_the_sweep_nothing,
}
