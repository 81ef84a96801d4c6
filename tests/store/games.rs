//! Saving, reloading and racing on running games.

use super::*;

async fn a_game_saved_mid_turn_reloads_and_plays_on_identically(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Green, AiLevel::Hard),
        Seat::human(Color::Blue, HUGE, "Zed"),
    ];
    let (id, mut game) = start(&store, GUILD, seats.clone(), 7).await;
    store
        .set_message(id, Some(MessageId(42)), Some(ChannelId(43)))
        .await
        .unwrap();
    let mut clock = TurnClock::until(1_900_000_000);
    // Play until the game stands in the middle of a turn (one die used), having
    // played at least 20 moves; commit every move as the bot does.
    loop {
        let before = game.version();
        game.play(chosen_move(&game)).unwrap();
        clock.deadline = Some(1_900_000_000 + game.version() as i64);
        clock.set_timeouts(Color::Green, game.version() as u32 % 3);
        store.save_game(id, before, &game, &clock).await.unwrap();
        let mid_turn = game.current_turn().is_some_and(|t| t.moves.len() == 1);
        if game.version() >= 20 && mid_turn {
            break;
        }
    }
    store.close().await;
    drop(store);

    let store = db.open().await;
    let mut loaded = store.running_games().await.unwrap();
    assert_eq!(loaded.len(), 1);
    let saved = loaded.remove(0);
    assert_eq!(saved.id, id);
    assert_eq!(
        saved.place.community(),
        hypnosia::table::Community::Server(GUILD)
    );
    assert_eq!(saved.place.venue.channel(), CHANNEL);
    assert_eq!(saved.place.screen.message, Some(MessageId(42)));
    assert_eq!(saved.place.venue.thread(), Some(ChannelId(43)));
    assert_eq!(saved.seats, seats);
    assert_eq!(saved.seat_of(HUGE).map(|s| s.color), Some(Color::Blue));
    assert_eq!(saved.clock, clock);
    assert_eq!(saved.options, options());
    assert_eq!(saved.game.version(), game.version());
    assert_eq!(saved.game.record(), game.record());
    assert_eq!(saved.game.position(), game.position());
    assert_eq!(saved.game.dice_state().to_hex(), game.dice_state().to_hex());
    assert_eq!(saved.game.current_turn().map(|t| t.moves.len()), Some(1));

    // Both copies play on with the same choices: the same dice come up.
    let mut reloaded = saved.game;
    while !game.is_over() {
        let mv = chosen_move(&game);
        assert_eq!(chosen_move(&reloaded), mv);
        game.play(mv).unwrap();
        reloaded.play(mv).unwrap();
    }
    assert!(reloaded.is_over());
    assert_eq!(reloaded.record(), game.record());
}

async fn a_write_with_an_outdated_version_is_refused(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, seats, 3).await;
    let v0 = game.version();
    // Two clicks read the same version and each play a different move.
    let moves = game.legal_moves();
    assert!(moves.len() >= 2, "seed 3 offers a choice on the first turn");
    let mut first = game.clone();
    first.play(moves[0]).unwrap();
    let mut second = game.clone();
    second.play(moves[1]).unwrap();
    let clock = TurnClock::default();
    store.save_game(id, v0, &first, &clock).await.unwrap();
    match store.save_game(id, v0, &second, &clock).await {
        Err(StoreError::StaleVersion { game, expected }) => {
            assert_eq!((game, expected), (id.0, v0));
        }
        other => panic!("expected a stale version, got {other:?}"),
    }
    // The same holds for finishing: the loser of the race cannot end the game.
    let mut resigned = game.clone();
    resigned.leave(Color::Red, LeaveKind::Resign).unwrap();
    assert!(matches!(
        store.finish_game(id, v0, &resigned).await,
        Err(StoreError::StaleVersion { .. })
    ));
    let stored = store.game(id).await.unwrap().unwrap();
    assert_eq!(stored.game.record(), first.record());
    // A game that is not running cannot be saved at all.
    assert!(matches!(
        store.save_game(GameId(9999), 0, &first, &clock).await,
        Err(StoreError::NotFound { .. })
    ));
}

async fn the_log_of_a_game_in_a_thread_is_kept_and_a_channel_game_keeps_its_first(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (in_thread, _) = start(&store, GUILD, seats.clone(), 3).await;
    store
        .set_message(in_thread, Some(MessageId(42)), Some(ChannelId(43)))
        .await
        .unwrap();
    store.set_turns_log(in_thread, &log(50)).await.unwrap();
    let stored = store.game(in_thread).await.unwrap().unwrap();
    assert_eq!(stored.place.screen.log, Some(MessageId(50)));
    // Marked shown with a log of its own, the thread's game keeps that one.
    let version = stored.game.version();
    store
        .mark_shown(in_thread, version, &log(51), true)
        .await
        .unwrap();
    let stored = store.game(in_thread).await.unwrap().unwrap();
    assert_eq!(stored.place.screen.log, Some(MessageId(51)));
    assert_eq!(
        stored.place.venue.thread(),
        Some(ChannelId(43)),
        "the thread stays"
    );

    // A game in the channel with no lobby message (a tournament's table):
    // its log, posted there, is kept; then never replaced, as a lobby
    // message that is a channel game's log.
    let (here, _) = start(&store, GUILD, seats, 4).await;
    assert_eq!(
        store.game(here).await.unwrap().unwrap().place.screen.log,
        None
    );
    store.set_turns_log(here, &log(60)).await.unwrap();
    store.set_turns_log(here, &log(70)).await.unwrap();
    let after = store.game(here).await.unwrap().unwrap();
    assert_eq!(after.place.screen.log, Some(MessageId(60)));
    // Nor by a show marked with another.
    let version = after.game.version();
    store
        .mark_shown(here, version, &log(80), true)
        .await
        .unwrap();
    let after = store.game(here).await.unwrap().unwrap().place.screen.log;
    assert_eq!(after, Some(MessageId(60)));
}

/// What the screen shows a game with: its log `id` alone.
fn log(id: u64) -> hypnosia::table::OnScreen {
    hypnosia::table::OnScreen::default().logged(Some(MessageId(id)))
}

on_both_backends!(
    a_game_saved_mid_turn_reloads_and_plays_on_identically,
    a_write_with_an_outdated_version_is_refused,
    the_log_of_a_game_in_a_thread_is_kept_and_a_channel_game_keeps_its_first,
);
