//! End to end: never up and deaf. A start-up whose command registration
//! Discord fails is tried again by itself; one that Discord keeps failing
//! ends the process non-zero (for its supervisor to start it again) instead
//! of leaving a bot online that ignores every interaction.

use std::time::{Duration, Instant};

use hypnosia::live::Waits;
use hypnosia_emulator::Failure;

use crate::process::{BotProcess, ProcessEnv};
use crate::support::{BotOptions, emulator, open_lobby, run_bot};

/// The route of the guild commands' bulk overwrite in the test guild.
fn registration(guild: serenity::all::GuildId) -> String {
    format!("PUT /applications/{{app}}/guilds/{guild}/commands")
}

async fn a_registration_that_fails_twice_is_done_by_itself_and_the_bot_answers() {
    // Pauses of 0.5 and 1 s instead of 2 and 4 (see `discord/start.rs`).
    let options = BotOptions {
        waits: Waits {
            first_retry: Duration::from_millis(250),
            ..Waits::default()
        },
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    w.emu
        .fail_times(&registration(w.guild), 2, Failure::ServerError(502));
    let started = Instant::now();
    // Waits (20 s at most) until /hypnosia is registered.
    run_bot(&w, options).await;
    assert_eq!(w.emu.pending_failures(), 0, "both failures were served");
    assert!(
        started.elapsed() < Duration::from_secs(120),
        "registered by itself within two minutes"
    );
    // And it answers: a lobby opens.
    let alice = w.emu.add_user("alice");
    let lobby = open_lobby(&w, alice, &[]).await;
    assert!(crate::support::is_lobby(&lobby));
    w.emu.assert_no_violations();
}

async fn a_registration_discord_keeps_failing_ends_the_process_non_zero() {
    let w = emulator(&BotOptions::default()).await;
    w.emu
        .fail_times(&registration(w.guild), 1000, Failure::ServerError(503));
    let dir = tempfile::tempdir().unwrap();
    let env = ProcessEnv {
        database: crate::process::sqlite_url(&dir.path().join("bot.db")),
        dev_guild: Some(w.guild),
        setup_within_secs: Some(2),
        // Pauses of 0.5 s, 1 s…: three tries in 2 s.
        first_retry_ms: Some(250),
        ..ProcessEnv::default()
    };
    let mut bot = BotProcess::spawn(&w.emu, dir.path(), "bot", &env);
    let status = bot
        .exited(Duration::from_secs(60))
        .await
        .expect("the bot gives up and exits instead of staying online, deaf");
    assert!(!status.success(), "it exits non-zero: {status:?}");
    assert_eq!(status.code(), Some(1), "{status:?}");
    let out = bot.output();
    assert!(
        out.contains("Discord did not accept the slash commands' registration in 2 s")
            && out.contains("supervisor"),
        "it says what failed and what happens next:\n{out}"
    );
    let tries = 1000 - w.emu.pending_failures();
    assert!((3..=4).contains(&tries), "{tries} registration attempts");
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    a_registration_that_fails_twice_is_done_by_itself_and_the_bot_answers,
    a_registration_discord_keeps_failing_ends_the_process_non_zero,
}
