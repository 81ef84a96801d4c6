//! End to end: SIGTERM ends the real `hypnosia` binary within the README's
//! 10 s, with status 0, in every state: with Discord gone (its gateway
//! refusing connections, serenity queueing its shard again and again), and
//! with a post to Discord that never comes back (at the stop's deadline, a
//! setting the test shortens); a second signal ends it at once.

use std::time::{Duration, Instant};

use crate::process::{BotProcess, ProcessEnv};
use crate::support::{WAIT, asked, next_turn, play_turn, start_game};
use hypnosia_emulator::{Emulator, Failure};
use serenity::all::{ChannelId, UserId};

/// What the README promises a supervisor.
const README_STOP: Duration = Duration::from_secs(10);

/// A bot process on a SQLite file of its own, connected to an emulated server
/// with a games channel and two members, its commands registered.
struct Running {
    _dir: tempfile::TempDir,
    emu: Emulator,
    channel: ChannelId,
    alice: UserId,
    bob: UserId,
    bot: BotProcess,
}

async fn running(stop_within_ms: Option<u64>) -> Running {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let env = ProcessEnv {
        stop_within_ms,
        // What follows a click (the Start's first turn too) on channel
        // calls: the posts a test holds.
        click_pays_ms: Some(0),
        ..ProcessEnv::on_sqlite(guild, &dir.path().join("hypnosia.db"))
    };
    let bot = BotProcess::spawn(&emu, dir.path(), "bot", &env);
    assert!(emu.wait_ready(WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the bot registers /hypnosia"
    );
    Running {
        _dir: dir,
        emu,
        channel,
        alice,
        bob,
        bot,
    }
}

/// A game whose first turn's post is held by Discord, never answered: a show
/// under way that a clean stop would wait for (up to the call's 10 s limit).
async fn a_post_under_way(w: &Running) {
    w.emu
        .fail_next("POST /channels/{id}/messages", Failure::no_answer());
    start_game(&w.emu, w.channel, w.alice, Some(w.bob), "24h").await;
    assert!(
        w.emu.wait_held_calls(1, WAIT).await,
        "the first turn's post is under way"
    );
}

async fn sigterm_with_discord_gone_ends_the_process_within_ten_seconds() {
    // The real settings: no shortened deadline.
    // (`_dir` kept: it holds the bot's log.)
    let Running {
        _dir, emu, mut bot, ..
    } = running(None).await;
    // Discord unreachable: the emulator's port refuses connections, and
    // serenity puts the shard back in its queue every 5 s. (Its shard manager
    // then has no shard to shut down, and its `shutdown_all` used to return
    // without ending `Client::start`: the process ran on until SIGKILL.)
    drop(emu);
    assert!(
        bot.wait_for_log("Err starting shard", 1, WAIT).await >= 1,
        "the bot tries to reconnect and cannot: {}",
        bot.output()
    );
    let asked = Instant::now();
    let status = bot
        .terminate(README_STOP)
        .await
        .unwrap_or_else(|| panic!("exits within 10 s of SIGTERM: {}", bot.output()));
    assert!(status.success(), "exit 0 after SIGTERM: {status}");
    // A clean stop (nothing was under way), not one cut short at the deadline.
    let output = bot.output();
    assert!(
        output.lines().any(|l| l.trim_end().ends_with(" stopped"))
            && !output.contains("at the deadline"),
        "it says it stopped: {output}"
    );
    eprintln!("stopped {:?} after SIGTERM", asked.elapsed());
}

async fn a_stop_that_cannot_finish_ends_at_its_deadline() {
    let w = running(Some(1_000)).await;
    a_post_under_way(&w).await;
    let Running { emu, mut bot, .. } = w;
    let asked = Instant::now();
    // Without the deadline the stop would wait for the post up to 10 s.
    let status = bot
        .terminate(Duration::from_secs(5))
        .await
        .unwrap_or_else(|| panic!("exits at its 1 s deadline: {}", bot.output()));
    assert!(status.success(), "exit 0 at the deadline: {status}");
    assert!(
        asked.elapsed() < Duration::from_secs(3),
        "{:?}",
        asked.elapsed()
    );
    assert!(
        bot.wait_for_log("work under way", 1, Duration::ZERO).await >= 1,
        "it says what it left for the next start: {}",
        bot.output()
    );
    drop(emu);
}

async fn a_second_signal_ends_the_process_at_once() {
    let w = running(None).await;
    a_post_under_way(&w).await;
    let Running { emu, mut bot, .. } = w;
    // The first: the stop waits for the post under way.
    assert_eq!(bot.terminate(Duration::from_millis(300)).await, None);
    assert!(bot.wait_for_log("stopping", 1, WAIT).await >= 1);
    // The second (Ctrl-C twice, a supervisor that asks again): out now.
    let status = bot
        .terminate(Duration::from_secs(2))
        .await
        .unwrap_or_else(|| panic!("exits at once on a second SIGTERM: {}", bot.output()));
    assert!(status.success(), "exit 0: {status}");
    assert!(
        bot.wait_for_log("second signal", 1, Duration::ZERO).await >= 1,
        "it says why: {}",
        bot.output()
    );
    drop(emu);
}

async fn the_log_edit_still_waiting_is_shown_before_the_process_ends() {
    // The real log pause (15 s): a turn's log line waits for it.
    let w = running(None).await;
    let Running {
        emu,
        mut bot,
        channel,
        alice,
        bob,
        ..
    } = w;
    let lobby = start_game(&emu, channel, alice, Some(bob), "24h").await;
    let people = [alice, bob];
    let turn = next_turn(&emu, channel, &people, None).await;
    play_turn(&emu, channel, asked(&turn, &people), &turn).await;
    next_turn(&emu, channel, &people, Some(turn.id)).await;
    // The turn it replaced is removed: only the log's edit is left to do.
    let mut edits = 0;
    while let Some(Some(m)) = emu
        .wait_for_edit_or_removal(channel, turn.id, edits, WAIT)
        .await
    {
        edits = m.edits;
    }
    let log = emu.message(lobby.id).expect("the log (the lobby message)");
    let status = bot.terminate(WAIT).await;
    assert!(status.is_some_and(|s| s.success()), "{}", bot.output());
    let now = emu.message(lobby.id).expect("the log");
    assert!(
        now.edits > log.edits && now.content != log.content,
        "the first turn in the log before the process ended: {log:?} then {now:?}"
    );
}

crate::harness::tests! {
    sigterm_with_discord_gone_ends_the_process_within_ten_seconds,
    a_stop_that_cannot_finish_ends_at_its_deadline,
    a_second_signal_ends_the_process_at_once,
    the_log_edit_still_waiting_is_shown_before_the_process_ends,
}
