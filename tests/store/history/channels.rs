//! Which game a channel's command means: a thread's game is its channel's latest,
//! and a running game asked for is the asker's own table.

use super::*;

async fn a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in(db: TestDb) {
    const THREAD: ChannelId = ChannelId(1_200_000_000_000_000_777);
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, ada_bob, 3).await;
    store
        .set_message(id, Some(MessageId(9)), Some(THREAD))
        .await
        .unwrap();
    // Running, it is the thread's game only: the channel may hold others.
    assert_eq!(
        store.game_in_channel(THREAD, true, None).await.unwrap(),
        Some(id)
    );
    assert_eq!(
        store.game_in_channel(CHANNEL, true, None).await.unwrap(),
        None
    );
    play_and_end(&store, id, game, 3, &[Color::Red], false).await;
    // A lobby cancelled before its start, opened later, has nothing to show.
    cancelled_lobby(&store, Seat::human(Color::Red, CY, "Cy")).await;
    for place in [THREAD, CHANNEL] {
        assert_eq!(store.latest_past_game_in(place).await.unwrap(), Some(id));
        assert_eq!(
            store.game_in_channel(place, false, None).await.unwrap(),
            Some(id)
        );
    }
}

/// `/hypnosia board`, `resign` and `cancel` in a channel shared by two
/// tables act on the asker's own table (the newest of those they sit at),
/// and only for someone seated at none on the channel's newest table.
async fn the_running_game_asked_for_is_the_askers_own_table(db: TestDb) {
    const DEE: UserId = UserId(1_300_000_000_000_000_004);
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (older, _) = start(&store, GUILD, ada_bob, 3).await;
    let cy_dee = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::human(Color::Cyan, DEE, "Dee"),
    ];
    let (newer, _) = start(&store, GUILD, cy_dee, 4).await;
    assert!(newer.0 > older.0);
    let asked = async |asker| store.game_in_channel(CHANNEL, true, asker).await.unwrap();
    assert_eq!(asked(Some(BOB)).await, Some(older), "Bob's own table");
    assert_eq!(asked(Some(ADA)).await, Some(older), "Ada's own table");
    assert_eq!(asked(Some(CY)).await, Some(newer));
    assert_eq!(
        asked(Some(HUGE)).await,
        Some(newer),
        "seated nowhere: the newest"
    );
    assert_eq!(asked(None).await, Some(newer));
    // Ada sits at a newer table too: the newest of hers.
    let ada_cy = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, HUGE, "Huge"),
    ];
    let (newest_of_ada, _) = start(&store, GUILD, ada_cy, 5).await;
    assert_eq!(asked(Some(ADA)).await, Some(newest_of_ada));
    assert_eq!(asked(Some(BOB)).await, Some(older));
}

on_both_backends!(
    a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in,
    the_running_game_asked_for_is_the_askers_own_table,
);
