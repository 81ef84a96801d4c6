//! End to end: Discord's side of healing, nothing typed. A turn post whose
//! answer is lost is not posted twice, nor one owed for longer than Discord
//! remembers its nonce (it is found in the channel); a click on a turn message whose post
//! Discord has not yet confirmed waits for it. (Computer moves and deadlines
//! tried again after a database outage or lock, and play-outs, are the
//! engine's: `tests/live/retries.rs`, `tests/live/playouts.rs`.)

use crate::support::Choose;
use std::time::{Duration, Instant};

use hypnosia::live::Waits;
use hypnosia_emulator::{Failure, NONCE_WINDOW};

use crate::support::{
    BotOptions, WAIT, asks, move_ids, next_turn_within, play_turn, start, start_game,
};

/// Logs of the bot when `RUST_LOG` is set (e.g. `RUST_LOG=hypnosia=info`).
fn logs() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}

async fn a_turn_post_whose_answer_is_lost_is_not_posted_twice() {
    logs();
    let mut options = BotOptions::short_call_limit();
    options.waits.click_pays = Duration::ZERO; // the channel's post is the one healed
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "10m").await;
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("alice's first turn");

    // Discord posts alice's next turn message but its answer never reaches the
    // bot: the call runs out (3 s here) and is tried again with the same nonce.
    emu.fail_next("POST /channels/{id}/messages", Failure::answer_lost());
    play_turn(emu, channel, alice, &turn).await;
    let next = next_turn_within(
        emu,
        channel,
        &[alice],
        Some(turn.id),
        Duration::from_secs(40),
    )
    .await
    .expect("alice's next turn is posted");
    assert!(
        emu.wait_held_calls(1, WAIT).await,
        "the post's answer was lost"
    );
    // The retry found the message already there.
    let deadline = Instant::now() + Duration::from_secs(40);
    while emu.deduplicated_posts() == 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(
        emu.deduplicated_posts(),
        1,
        "the retry carried the same nonce"
    );
    let asking: Vec<_> = emu
        .messages(channel)
        .into_iter()
        .filter(|m| m.id > turn.id && asks(m, alice))
        .collect();
    assert_eq!(asking.len(), 1, "one turn message, not two");
    // And it is the live message: its buttons play.
    let id = move_ids(&next).next().expect("move buttons");
    let r = emu.choose(alice, channel, next.id, &id).response().await;
    assert!(
        r.kind == 7 || r.kind == 6,
        "the move plays: {}",
        r.content()
    );
    emu.assert_no_violations();
}

async fn a_turn_owed_past_discords_memory_of_nonces_is_found_not_posted_again() {
    logs();
    let w = start(BotOptions {
        waits: Waits {
            call_limit: Duration::from_secs(2),
            sweep_every: Duration::from_millis(200),
            // Every owed post is looked for (here the nonce is forgotten at once).
            posts_remembered: Duration::ZERO,
            click_pays: Duration::ZERO,
            ..Waits::default()
        },
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "10m").await;
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("alice's first turn");

    // Alice's next turn reaches Discord, but its answer is lost, and every
    // retry fails: the turn stays owed. Then Discord forgets the nonce.
    let post = "POST /channels/{id}/messages";
    emu.fail_next(post, Failure::answer_lost());
    emu.fail_times(post, 2, Failure::ServerError(500));
    play_turn(emu, channel, alice, &turn).await;
    assert!(
        emu.wait_failures_served(Duration::from_secs(30)).await,
        "the post and its retries"
    );
    emu.advance_clock(NONCE_WINDOW + Duration::from_secs(1));

    // The sweep shows the owed turn again: it looks among the channel's last
    // messages first (held a moment, so that a click comes while it looks).
    emu.fail_next(
        "GET /channels/{id}/messages",
        Failure::NoAnswer {
            applied: true,
            answer_after: Some(Duration::from_secs(1)),
        },
    );
    assert!(emu.wait_held_calls(2, WAIT).await, "the bot looks first");
    let asking: Vec<_> = emu
        .messages(channel)
        .into_iter()
        .filter(|m| m.id > turn.id && asks(m, alice))
        .collect();
    assert_eq!(asking.len(), 1, "the turn posted before the outage");
    let id = move_ids(&asking[0]).next().expect("move buttons");
    let r = emu
        .choose(alice, channel, asking[0].id, &id)
        .response()
        .await;
    assert!(r.kind == 7 || r.kind == 6, "answered: {}", r.content());
    let deadline = Instant::now() + WAIT;
    while emu
        .message(asking[0].id)
        .is_some_and(|m| m.components == asking[0].components)
        && Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_ne!(
        emu.message(asking[0].id).map(|m| m.components),
        Some(asking[0].components.clone()),
        "the found message is the live one: its move played"
    );
    // A second post would still carry the owed version's buttons (game and
    // version lead every move id); the one found has newer ones now.
    let version_of = |m: &hypnosia_emulator::EmuMessage| {
        let id = move_ids(m).next()?;
        Some(id.split(':').take(4).collect::<Vec<_>>().join(":"))
    };
    let owed = version_of(&asking[0]);
    let twins = emu.messages(channel).into_iter();
    assert_eq!(
        twins.filter(|m| version_of(m) == owed).count(),
        0,
        "not posted a second time"
    );
    emu.assert_no_violations();
}

async fn a_click_on_a_turn_message_still_being_posted_waits_and_plays() {
    logs();
    let w = start(BotOptions::channel_calls()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "10m").await;
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("alice's first turn");

    // Discord posts alice's next turn message at once, but its answer reaches
    // the bot only 4 s later (a slow Discord): alice sees the buttons first.
    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::NoAnswer {
            applied: true,
            answer_after: Some(Duration::from_secs(4)),
        },
    );
    play_turn(emu, channel, alice, &turn).await;
    let next = next_turn_within(
        emu,
        channel,
        &[alice],
        Some(turn.id),
        Duration::from_secs(40),
    )
    .await
    .expect("alice's next turn is posted");
    assert!(
        emu.wait_held_calls(1, WAIT).await,
        "the post's answer is held"
    );
    let id = move_ids(&next).next().expect("move buttons");
    let r = emu.choose(alice, channel, next.id, &id).response().await;
    assert!(r.kind == 7 || r.kind == 6, "answered: {}", r.content());

    // The move is played once the post is noted: the message changes.
    let deadline = Instant::now() + Duration::from_secs(20);
    while emu
        .message(next.id)
        .is_some_and(|m| m.components == next.components)
        && Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_ne!(
        emu.message(next.id).map(|m| m.components),
        Some(next.components.clone()),
        "the click played a move"
    );
    let told: Vec<_> = emu
        .ephemerals_for(alice)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert!(
        !told.iter().any(|t| t.contains("old message")),
        "the click was not refused as old: {told:?}"
    );
    emu.assert_no_violations();
}

/// The game's line in the channel is the last thing its end shows: while
/// Discord fails its edit (the call and the screen's two retries), the end
/// stays owed, and the sweep shows it again once Discord is back: the line
/// says who won, and the results, found by their nonce, are not posted twice.
async fn a_games_end_line_discord_failed_to_edit_is_edited_once_it_is_back() {
    logs();
    let w = start(BotOptions {
        waits: Waits {
            sweep_every: Duration::from_millis(300),
            ..crate::support::e2e_waits()
        },
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let lobby = start_game(emu, channel, alice, Some(bob), "24h").await;
    let turn = next_turn_within(emu, channel, &[alice, bob], None, WAIT)
        .await
        .expect("the first turn");
    let mover = if asks(&turn, alice) { alice } else { bob };
    play_turn(emu, channel, mover, &turn).await;
    next_turn_within(emu, channel, &[alice, bob], Some(turn.id), WAIT)
        .await
        .expect("the second turn");

    // The only edit of a channel message the end makes is its line's (turns
    // pass through the clicks' own webhooks): each try of it fails.
    emu.fail_times(
        "PATCH /channels/{id}/messages/{id}",
        3,
        Failure::ServerError(502),
    );
    crate::support::resign(emu, channel, alice).await;
    emu.wait_for_message(channel, crate::support::is_results, WAIT)
        .await
        .expect("the results");
    assert!(
        emu.wait_failures_served(Duration::from_secs(30)).await,
        "the line's edit and its retries failed"
    );
    let line = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.content.contains("is over"),
            WAIT,
        )
        .await;
    assert!(
        line.is_some(),
        "the line says the game is over: {:?}",
        emu.message(lobby.id).map(|m| m.content)
    );
    let results = emu
        .messages(channel)
        .into_iter()
        .filter(crate::support::is_results)
        .count();
    assert_eq!(results, 1, "the results are posted once");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_turn_post_whose_answer_is_lost_is_not_posted_twice,
    a_turn_owed_past_discords_memory_of_nonces_is_found_not_posted_again,
    a_click_on_a_turn_message_still_being_posted_waits_and_plays,
    a_games_end_line_discord_failed_to_edit_is_edited_once_it_is_back,
}
