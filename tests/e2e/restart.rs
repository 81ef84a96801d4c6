//! End to end: the bot is killed (SIGKILL) in the middle of a game, or between
//! a move's commit and its post, or stopped (SIGTERM), and started again on the
//! same database. The real `hypnosia` binary runs as a child process against
//! the emulator; after the restart the game is exactly where it was, a turn
//! the kill kept from its post is posted once with its whole time, and a stop
//! leaves nothing owed.

use crate::support::Choose;
use std::time::Duration;

use crate::process::{BotProcess, OnSqlite, ProcessEnv, bot_on_sqlite, wait_connected};
use crate::support::{
    WAIT, asked, asks, export, has_move_buttons, is_results, move_ids, move_shown, next_turn,
    resign, shown, start_game,
};
use hypnosia_emulator::{EmuMessage, Emulator, Failure};
use serde_json::Value;
use serenity::all::{ChannelId, UserId};

/// Waits until a bot that connected after `identifies` IDENTIFYs and `writes`
/// command registrations is connected and has registered its commands (its
/// start-up is then done: it answers interactions).
async fn wait_started(emu: &Emulator, identifies: u64, writes: u64) {
    wait_connected(emu, identifies).await;
    assert!(
        emu.wait_for_command_writes(writes, WAIT).await,
        "the bot registers its commands"
    );
}

/// Every move of a record, in play order.
fn moves(record: &Value) -> Vec<Value> {
    record["turns"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["moves"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// A bot on a SQLite file of its own (what follows a click shown by channel
/// calls: the posts a kill can cut short).
async fn started() -> (OnSqlite, BotProcess) {
    bot_on_sqlite(|env| ProcessEnv {
        click_pays_ms: Some(0),
        ..env
    })
    .await
}

async fn a_game_goes_on_from_its_old_message_after_the_bot_is_killed_and_restarted() {
    let (w, bot) = started().await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];

    // A game of two people, long turns (no time-out interferes).
    start_game(emu, channel, alice, Some(bob), "24h").await;

    // First-listed moves until a turn is half played: its first die used, the
    // second still to play on the same message.
    let mut played = 0;
    let old = loop {
        let turn = next_turn(emu, channel, &players, None).await;
        let user = asked(&turn, &players);
        let first = move_ids(&turn).next().unwrap();
        let r = emu.choose(user, channel, turn.id, &first).response().await;
        assert_eq!(r.kind, 7, "the move is played: {}", r.content());
        played += 1;
        let after = r.message.expect("the updated turn message");
        if played >= 2 && asks(&after, user) {
            break after;
        }
        assert!(played < 100, "a turn with two moves comes");
    };
    let mover = asked(&old, &players);
    let before = export(emu, channel, alice).await;
    assert_eq!(moves(&before).len(), played, "{before:#}");
    let shown_before = shown(emu, old.id);
    let posted_before = emu.messages(channel).len();

    // ---- SIGKILL, then the same binary on the same database ----------------------
    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    bot.kill();
    let _bot = w.again("bot-2");
    wait_started(emu, identifies, writes).await;

    // Nothing was lost, and the restart itself changed nothing in the channel.
    let after_restart = export(emu, channel, alice).await;
    assert_eq!(after_restart, before, "the game is where it was");
    assert_eq!(
        shown(emu, old.id),
        shown_before,
        "the old message is as it was"
    );
    assert_eq!(
        emu.messages(channel).len(),
        posted_before,
        "the restart posted nothing"
    );

    // A click on the message posted before the kill plays, in place.
    let second = move_ids(&old).next().unwrap();
    let r = emu.choose(mover, channel, old.id, &second).response().await;
    // Drawn by a process just started: on a busy machine, after a deferral.
    let played = move_shown(emu, channel, &old, &r).await;
    assert!(played, "the old message still plays: {}", r.content());
    let now = export(emu, channel, alice).await;
    let (was, is) = (moves(&before), moves(&now));
    assert_eq!(is.len(), was.len() + 1, "exactly one more move: {now:#}");
    assert_eq!(is[..was.len()], was[..], "the moves before the kill stay");
    assert_eq!(now["players"], before["players"]);
    assert_eq!(now["opening"], before["opening"]);

    // The game goes on: the next turn is a new message that plays too.
    let next = next_turn(emu, channel, &players, None).await;
    let user = asked(&next, &players);
    assert!(next.id > old.id, "the turn passed to a new message");
    let first = move_ids(&next).next().unwrap();
    let r = emu.choose(user, channel, next.id, &first).response().await;
    assert_eq!(r.kind, 7, "{}", r.content());
    assert_eq!(
        moves(&export(emu, channel, alice).await).len(),
        was.len() + 2
    );

    // The old message was replaced by the new one: no button of it is left.
    let replaced = emu
        .wait_for_edit_or_removal(channel, old.id, u32::MAX, WAIT)
        .await;
    assert!(matches!(replaced, Some(None)), "the old message is removed");
    emu.assert_no_violations();
}

/// The `<t:…:R>` deadline a turn message shows (unix seconds).
fn deadline_shown(m: &EmuMessage) -> i64 {
    let text = m.text();
    let at = text.find("<t:").expect("a deadline") + 3;
    let end = text[at..].find(':').expect("the deadline's end") + at;
    text[at..end].parse().expect("unix seconds")
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// Plays the first move of each turn, by whoever it asks, until the call
/// made to fail (`fail_next`) hangs: each click answered with one of the
/// `answers` kinds (the move played), the next click only once the turn
/// passed or the call hangs.
async fn play_until_a_post_hangs(
    emu: &Emulator,
    channel: ChannelId,
    players: &[UserId],
    answers: &[u8],
) -> usize {
    let mut clicks = 0;
    while emu.held_calls() == 0 {
        let turn = next_turn(emu, channel, players, None).await;
        let user = asked(&turn, players);
        let first = move_ids(&turn).next().unwrap();
        let r = emu.choose(user, channel, turn.id, &first).response().await;
        assert!(
            answers.contains(&r.kind),
            "the move is played: {}",
            r.content()
        );
        clicks += 1;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(2);
        while emu.held_calls() == 0 && tokio::time::Instant::now() < deadline {
            let still = r.message.as_ref().is_some_and(|m| asks(m, user));
            if still {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(clicks < 100, "a turn passes");
    }
    clicks
}

async fn a_turn_a_kill_kept_from_its_post_is_posted_once_after_the_restart() {
    let (w, bot) = started().await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];
    // Two minutes a turn: a clock that ran while nobody could see the turn
    // would have run out by the end of this test's waits.
    start_game(emu, channel, alice, Some(bob), "2 min").await;
    next_turn(emu, channel, &players, None).await;

    // The next post in the channel (the next turn's message) never reaches
    // Discord; the moves are played until the turn passes and its post hangs.
    emu.fail_next("POST /channels/{id}/messages", Failure::no_answer());
    let clicks = play_until_a_post_hangs(emu, channel, &players, &[7]).await;
    let newest_before = emu.messages(channel).iter().map(|m| m.id).max();
    let pressable: Vec<String> = emu
        .messages(channel)
        .iter()
        .filter(|m| has_move_buttons(m))
        .map(|m| format!("{}: {}", m.id, m.text()))
        .collect();
    assert!(
        pressable.is_empty(),
        "no button anyone may press before the restart ({clicks} clicks): {pressable:?}"
    );

    // ---- SIGKILL with the turn committed and its post hanging ------------------
    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    bot.kill();
    let killed_at = unix_now();
    let _bot = w.again("bot-2");
    wait_started(emu, identifies, writes).await;

    let turn = next_turn(emu, channel, &players, None).await;
    let user = asked(&turn, &players);
    // (The message it replaces is removed after it, in the background.)
    let posted: Vec<_> = emu
        .messages(channel)
        .into_iter()
        .filter(|m| Some(m.id) > newest_before)
        .map(|m| m.id)
        .collect();
    let texts: Vec<String> = posted
        .iter()
        .filter_map(|&id| emu.message(id))
        .map(|m| format!("{}: {}", m.id, m.text()))
        .collect();
    assert_eq!(posted, [turn.id], "the owed turn, posted once: {texts:#?}");
    let left = deadline_shown(&turn) - killed_at;
    assert!(
        left >= 110,
        "the turn's whole time runs from its post: {left} s"
    );
    let record = export(emu, channel, alice).await;
    assert_eq!(moves(&record).len(), clicks, "every committed move kept");
    let first = move_ids(&turn).next().unwrap();
    let r = emu.choose(user, channel, turn.id, &first).response().await;
    assert_eq!(r.kind, 7, "the posted turn plays: {}", r.content());
    assert_eq!(moves(&export(emu, channel, alice).await).len(), clicks + 1);
    emu.assert_no_violations();
}

async fn a_stopped_bot_exits_cleanly_and_owes_nothing_after_its_restart() {
    let (w, mut bot) = started().await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];
    start_game(emu, channel, alice, Some(bob), "24h").await;
    let turn = next_turn(emu, channel, &players, None).await;
    let user = asked(&turn, &players);
    let first = move_ids(&turn).next().unwrap();
    let r = emu.choose(user, channel, turn.id, &first).response().await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let before = export(emu, channel, alice).await;
    let posted_before = emu.messages(channel).len();

    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    let status = bot
        .terminate(Duration::from_secs(15))
        .await
        .expect("the bot exits within 15 s of SIGTERM");
    assert!(status.success(), "exit 0 after SIGTERM: {status}");
    assert!(
        bot.wait_for_log("stopped", 1, Duration::ZERO).await >= 1,
        "it says it stopped"
    );

    let _bot = w.again("bot-2");
    wait_started(emu, identifies, writes).await;
    // A sweep's worth of time: nothing owed, so nothing is posted again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(emu.messages(channel).len(), posted_before, "nothing owed");
    assert_eq!(export(emu, channel, alice).await, before);
    let turn = next_turn(emu, channel, &players, None).await;
    let user = asked(&turn, &players);
    let next = move_ids(&turn).next().unwrap();
    let r = emu.choose(user, channel, turn.id, &next).response().await;
    let played = move_shown(emu, channel, &turn, &r).await;
    assert!(played, "the game goes on: {}", r.content());
    emu.assert_no_violations();
}

async fn results_a_kill_kept_from_their_post_show_the_rating_changes_after_the_restart() {
    let (w, bot) = started().await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    start_game(emu, channel, alice, Some(bob), "2 min").await;
    next_turn(emu, channel, &[alice, bob], None).await;
    // Alice resigns: the rated game ends, and its results never reach Discord.
    emu.fail_next("POST /channels/{id}/messages", Failure::no_answer());
    resign(emu, channel, alice).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu.held_calls() == 0 {
        assert!(tokio::time::Instant::now() < deadline, "the results' post");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    bot.kill();
    let _bot = w.again("bot-2");
    wait_started(emu, identifies, writes).await;
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results, posted after the restart");
    let text = results.text();
    assert_eq!(
        text.matches("rating ").count(),
        2,
        "each player's rating change: {text}"
    );
    assert!(text.contains(" → "), "{text}");
    emu.assert_no_violations();
}

/// Reliability-3 L3: a turn posted through the click's own webhook (a
/// follow-up, which carries no nonce) lands, its answer never comes, and the
/// bot is killed before it marks the turn shown. Restarted well within the
/// 120 s Discord remembers nonces, the bot looks for the turn before posting
/// it: one turn message, which plays, and at the game's end no message keeps
/// move buttons. Before: posted a second time in the channel, and the first
/// kept its buttons after the end.
async fn a_turn_a_click_posted_before_a_kill_is_not_posted_again_after_the_restart() {
    let (w, bot) = bot_on_sqlite(|env| env).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let players = [alice, bob];
    start_game(emu, channel, alice, Some(bob), "2 min").await;
    next_turn(emu, channel, &players, None).await;

    // The next follow-up (the next person's turn, through the click's
    // webhook) is made, and its answer never comes.
    emu.fail_next("POST /webhooks/{id}/{token}", Failure::answer_lost());
    let clicks = play_until_a_post_hangs(emu, channel, &players, &[6, 7]).await;
    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    bot.kill();
    let _bot = w.spawn("bot-2", |env| env);
    wait_started(emu, identifies, writes).await;
    // Several sweeps: a second post would be out by then.
    let turn = next_turn(emu, channel, &players, None).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let turns: Vec<String> = emu
        .messages(channel)
        .iter()
        .filter(|m| has_move_buttons(m))
        .map(|m| format!("{}: {}", m.id, m.text()))
        .collect();
    assert_eq!(turns.len(), 1, "the turn, once: {turns:#?}");
    let user = asked(&turn, &players);
    let first = move_ids(&turn).next().unwrap();
    let r = emu.choose(user, channel, turn.id, &first).response().await;
    assert!(
        r.kind == 6 || r.kind == 7,
        "the turn plays: {}",
        r.content()
    );
    assert_eq!(moves(&export(emu, channel, alice).await).len(), clicks + 1);
    // Issue 71: at the game's end no message is left with move buttons (a
    // turn posted twice would have kept its own).
    resign(emu, channel, alice).await;
    emu.wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results");
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let pressable: Vec<String> = emu
            .messages(channel)
            .iter()
            .filter(|m| has_move_buttons(m))
            .map(|m| format!("{}: {}", m.id, m.text()))
            .collect();
        if pressable.is_empty() {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "a finished game's message keeps its move buttons: {pressable:#?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

crate::harness::tests! {
    a_turn_a_click_posted_before_a_kill_is_not_posted_again_after_the_restart,
    results_a_kill_kept_from_their_post_show_the_rating_changes_after_the_restart,
    a_game_goes_on_from_its_old_message_after_the_bot_is_killed_and_restarted,
    a_turn_a_kill_kept_from_its_post_is_posted_once_after_the_restart,
    a_stopped_bot_exits_cleanly_and_owes_nothing_after_its_restart,
}
