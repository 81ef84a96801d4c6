//! End to end: background work heals itself, nothing typed. A computer move
//! whose save fails (the database locked by another writer past its busy
//! timeout) is tried again; a PostgreSQL server stopped in the middle of a
//! computer's turn and of a person's turn deadline, for longer than every
//! retry of both (each waiting the connection pool's limit), leaves both games
//! moving on by themselves once it is back (the sweep sets them going); a game whose people have no pawn left ends at once; a click on a
//! turn message whose post Discord has not yet confirmed waits for it.

use std::time::{Duration, Instant};

use hypnosia::ai::Level;
use hypnosia::game::{Color, Dice, Game, Move, Player, Variant};
use hypnosia::store::Store;
use hypnosia::table::{
    unix_now, ChannelId as TableChannel, GuildId as TableGuild, LobbyOptions, NewLobby, Occupant,
    Seat, TimeoutRange, TurnClock, UserId as TableUser,
};
use hypnosia::words::turns::move_label;
use hypnosia_emulator::{EmuMessage, Emulator, Failure};
use serenity::all::{ChannelId, UserId};
use sqlx::Connection;

use crate::postgres::OwnCluster;
use crate::support::{
    asks, brief_waits, emulator, export, move_ids, next_turn_within, play_turn, run_bot, start,
    start_game, BotOptions, WAIT,
};

/// Logs of the bot when `RUST_LOG` is set (e.g. `RUST_LOG=hypnosia=info`).
fn logs() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}

/// Plays `user`'s turns until it is the computer's turn: returns the message of
/// the person's last turn. (The bot posts a new message per person's turn.)
async fn hand_over_to_the_computer(emu: &Emulator, channel: ChannelId, user: UserId) -> EmuMessage {
    let turn = next_turn_within(emu, channel, &[user], None, WAIT)
        .await
        .expect("the person's first turn");
    play_turn(emu, channel, user, &turn).await;
    turn
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_move_that_fails_is_tried_again() {
    logs();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("heal.db");
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let w = start(BotOptions {
        database_url: Some(url.clone()),
        ai_delay: Duration::from_millis(1500),
        // A 300 ms busy timeout, retries from 20 ms, a sweep every 500 ms.
        waits: brief_waits(),
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "10m").await;
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("alice's first turn");

    // Another writer takes the database's write lock before the computer moves,
    // and keeps it past the bot's busy timeout: the computer's first save
    // fails with "database is locked".
    let mut other = sqlx::SqliteConnection::connect(&url).await.unwrap();
    play_turn(emu, channel, alice, &turn).await;
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let stalled = next_turn_within(emu, channel, &[alice], Some(turn.id), Duration::ZERO).await;
    assert!(
        stalled.is_none(),
        "nothing could be saved while the database was locked"
    );
    sqlx::query("COMMIT").execute(&mut other).await.unwrap();
    drop(other);

    // Nothing typed: the computer's move is tried again and alice is asked again.
    let next = next_turn_within(emu, channel, &[alice], Some(turn.id), WAIT).await;
    assert!(
        next.is_some(),
        "the computer moved once the database was free again, and it is alice's turn"
    );
    emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_move_on_by_themselves_after_a_database_outage() {
    logs();
    if !crate::postgres::available(true) {
        return;
    }
    let cluster = OwnCluster::start();
    let url = cluster.fresh_database().await;
    let w = start(BotOptions {
        database_url: Some(url),
        ai_delay: Duration::from_secs(3),
        min_turn_timeout: Duration::from_secs(1),
        // Each call waits 500 ms for a connection, retries from 20 ms (about
        // 3.6 s for a computer move's six attempts), a sweep every 500 ms.
        waits: brief_waits(),
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let computer_turn = w.channel;
    let deadline_turn = emu.add_channel(w.guild, "deadline");
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));

    // Game 1: alice hands over to the computer; game 2: bob's turn, 8 s to play.
    start_game(emu, computer_turn, alice, None, "10m").await;
    start_game(emu, deadline_turn, bob, None, "8s").await;
    let bobs = next_turn_within(emu, deadline_turn, &[bob], None, WAIT)
        .await
        .expect("bob's first turn");
    let alices = hand_over_to_the_computer(emu, computer_turn, alice).await;

    // The database goes away before the computer's move is saved, and bob's
    // deadline passes during the outage, which outlasts every retry of both.
    cluster.stop();
    tokio::time::sleep(Duration::from_secs(12)).await;
    assert!(
        next_turn_within(
            emu,
            computer_turn,
            &[alice],
            Some(alices.id),
            Duration::ZERO
        )
        .await
        .is_none(),
        "nothing moved without the database"
    );
    cluster.start_again();
    let back = Instant::now();

    // Within a minute, nothing typed: the computer has moved and it is alice's
    // turn again; bob's turn timed out and was played for him, and he is asked
    // again (after the computer's turn).
    let alice_again = next_turn_within(
        emu,
        computer_turn,
        &[alice],
        Some(alices.id),
        Duration::from_secs(60),
    )
    .await;
    assert!(alice_again.is_some(), "game 1 moved on by itself");
    let left = Duration::from_secs(60).saturating_sub(back.elapsed());
    let bob_again = next_turn_within(emu, deadline_turn, &[bob], Some(bobs.id), left).await;
    assert!(
        bob_again.is_some(),
        "game 2's time-out was played by itself"
    );
    emu.assert_no_violations();
}

/// A game between alice (red) and two computers choosing at random, played
/// from a seed until one move of alice's would leave her with no pawn in a
/// lane or on a ring while the computers, with pawns of their own, race on:
/// that game and that move.
fn game_where_alice_runs_out() -> (Game, Move) {
    use rand::{Rng, SeedableRng};
    for seed in 0..20_000u64 {
        let players = vec![
            Player::human(Color::Red, "alice"),
            Player::ai(Color::Green, "AI (easy)"),
            Player::ai(Color::Blue, "AI (easy)"),
        ];
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        while !game.is_over() {
            let moves = game.legal_moves().to_vec();
            if game.to_move() == Some(Color::Red) {
                for mv in &moves {
                    let mut after = game.clone();
                    after.play(*mv).unwrap();
                    let computers_race = [Color::Green, Color::Blue]
                        .iter()
                        .all(|c| after.position().has_active_pawns(*c));
                    if !after.is_over()
                        && computers_race
                        && !after.position().has_active_pawns(Color::Red)
                    {
                        return (game, *mv);
                    }
                }
            }
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).unwrap();
        }
    }
    panic!("no game of 20 000 seeds left alice without a pawn on the board");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_no_person_can_move_the_computers_finish_at_once() {
    logs();
    let (game, last) = game_where_alice_runs_out();
    let label = move_label(hypnosia::i18n::Lang::EnUs, game.position(), &last);
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("out.db").display());
    let options = BotOptions {
        database_url: Some(url.clone()),
        // Computers left to play alone would take this long per move.
        ai_delay: Duration::from_millis(1500),
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    {
        // The game as far as it went, stored before the bot starts.
        let store = Store::open(&url).await.unwrap();
        let options = LobbyOptions {
            max_seats: 3,
            ..LobbyOptions::default()
        };
        let host = TableUser(alice.get());
        let new = NewLobby::new(
            TableGuild(w.guild.get()),
            TableChannel(channel.get()),
            host,
            "alice",
            options,
            unix_now() + 600,
            TimeoutRange::default(),
        )
        .unwrap();
        let mut lobby = store.create_lobby(&new).await.unwrap();
        lobby.seats = vec![
            Seat {
                color: Color::Red,
                occupant: Occupant::Human {
                    user: host,
                    name: "alice".into(),
                },
            },
            Seat::ai(Color::Green, Level::Easy),
            Seat::ai(Color::Blue, Level::Easy),
        ];
        store.save_lobby(&mut lobby).await.unwrap();
        store
            .start_game(&lobby, &game, &TurnClock::default())
            .await
            .unwrap();
        store.close().await;
    }
    run_bot(&w, options).await;

    // The bot shows alice her turn; she plays the move that leaves her with
    // nothing on the board.
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("the resumed game asks alice to move");
    let r = emu
        .click_label(alice, channel, turn.id, &label)
        .response()
        .await;
    assert_eq!(r.kind, 7, "the move is answered in place: {}", r.content());
    // A second die of hers, if any, is played too.
    play_turn(emu, channel, alice, &turn).await;
    let results = emu
        .wait_for_message(
            channel,
            |m| m.id > turn.id && m.button("Rematch").is_some(),
            Duration::from_secs(8),
        )
        .await;
    assert!(
        results.is_some(),
        "the computers finished at once, without a pause per move: the results are out"
    );
    let record = export(emu, channel, alice).await;
    assert!(
        record["result"].is_object(),
        "the record is complete: {record}"
    );
    emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_post_whose_answer_is_lost_is_not_posted_twice() {
    logs();
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    start_game(emu, channel, alice, None, "10m").await;
    let turn = next_turn_within(emu, channel, &[alice], None, WAIT)
        .await
        .expect("alice's first turn");

    // Discord posts alice's next turn message but its answer never reaches the
    // bot: the call runs out (10 s) and is tried again with the same nonce.
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
    let r = emu.click(alice, channel, next.id, &id).response().await;
    assert!(
        r.kind == 7 || r.kind == 6,
        "the move plays: {}",
        r.content()
    );
    emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_on_a_turn_message_still_being_posted_waits_and_plays() {
    logs();
    let w = start(BotOptions::default()).await;
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
    let r = emu.click(alice, channel, next.id, &id).response().await;
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
