//! The open tables behind a door, read by server or by channel (its lobby
//! channel or its game's thread), ids and places only: finished games and
//! other places are not among them.

use super::*;
use hypnosia::store::OpenTable;

const THREAD: ChannelId = ChannelId(1_200_000_000_000_000_009);
const ELSEWHERE: ChannelId = ChannelId(1_200_000_000_000_000_010);

async fn tables_behind_a_door_are_read_by_server_or_channel(db: TestDb) {
    let store = db.open().await;
    let seats = || {
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Blue, AiLevel::Easy),
        ]
    };
    let (in_thread, _) = start(&store, GUILD, seats(), 1).await;
    store
        .set_message(in_thread, Some(MessageId(42)), Some(THREAD))
        .await
        .unwrap();
    let open = store.create_lobby(&lobby(GUILD, seats())).await.unwrap();
    let (finished, game) = start(&store, GUILD, seats(), 2).await;
    finish_by_leaving(&store, finished, game, &[Color::Red]).await;
    let other_channel = fixtures::new_lobby(GUILD, ELSEWHERE, ADA, seats());
    let (other_channel, _) = fixtures::start_game(&store, &other_channel, 3).await;
    let other_guild = fixtures::new_lobby(OTHER_GUILD, ChannelId(11), ADA, seats());
    let (other_guild, _) = fixtures::start_game(&store, &other_guild, 4).await;

    let ids = |tables: Vec<OpenTable>| -> Vec<(GameId, bool)> {
        tables.iter().map(|t| (t.id, t.running)).collect()
    };
    let in_guild = store.open_tables_in_guild(GUILD).await.unwrap();
    assert_eq!(
        ids(in_guild.clone()),
        vec![(in_thread, true), (open.id, false), (other_channel, true)]
    );
    let threaded = in_guild.iter().find(|t| t.id == in_thread).unwrap();
    assert_eq!(
        (threaded.guild, threaded.channel, threaded.thread),
        (GUILD, CHANNEL, Some(THREAD))
    );
    assert_eq!(
        ids(store.open_tables_in_channel(CHANNEL).await.unwrap()),
        vec![(in_thread, true), (open.id, false)]
    );
    assert_eq!(
        ids(store.open_tables_in_channel(THREAD).await.unwrap()),
        vec![(in_thread, true)]
    );
    assert_eq!(
        ids(store.open_tables_in_guild(OTHER_GUILD).await.unwrap()),
        vec![(other_guild, true)]
    );
    assert!(
        store
            .open_tables_in_channel(ChannelId(5))
            .await
            .unwrap()
            .is_empty()
    );
}

on_both_backends!(tables_behind_a_door_are_read_by_server_or_channel);
