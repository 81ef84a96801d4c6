//! Caps in the engine: a server's open tables, a member's running games, one
//! open lobby per host, and one table per channel (checked with the insert,
//! so of two lobbies opened at once in one channel one opens).

use hypnosia::live::{Error, Started};
use hypnosia::store::StoreError;
use hypnosia::table::{ChannelHolder, ChannelId, GuildSettings, Level, TableLimit, UserId};

use crate::support::{ADA, BOB, CAROL, CHANNEL, GUILD, World, limited};

fn channel(n: u64) -> ChannelId {
    ChannelId(CHANNEL.0 + 100 + n)
}

async fn set(w: &World, settings: GuildSettings) {
    w.tables
        .store()
        .save_settings(GUILD, &settings)
        .await
        .unwrap();
}

#[tokio::test]
async fn a_server_at_its_cap_refuses_a_new_lobby_until_a_table_closes() {
    let w = World::new().await;
    set(
        &w,
        GuildSettings {
            max_open_tables: 2,
            ..GuildSettings::default()
        },
    )
    .await;
    // Two tables: a lobby and a running game.
    let lobby = w.open(channel(0), ADA, "Ada").await.unwrap();
    let bobs = w.open(channel(1), BOB, "Bob").await.unwrap();
    w.add_computer(bobs.id, BOB, Level::Easy).await.unwrap();
    w.start_click(bobs.id, BOB, None).await.unwrap();
    assert_eq!(
        limited(w.open(channel(2), CAROL, "Carol").await),
        TableLimit::Server { cap: 2 }
    );
    assert!(
        w.tables
            .store()
            .channel_holder(channel(2))
            .await
            .unwrap()
            .is_none()
    );
    // A lobby cancelled makes room.
    w.cancel_lobby(lobby.id, ADA).await.unwrap();
    w.open(channel(2), CAROL, "Carol")
        .await
        .expect("room again");
}

#[tokio::test]
async fn a_host_has_one_open_lobby_until_it_is_a_game() {
    let w = World::new().await;
    let first = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    match limited(w.open(channel(0), ADA, "Ada").await) {
        TableLimit::HostsLobby {
            id,
            place,
            expires_at,
        } => {
            assert_eq!(id, first.id);
            assert_eq!(place.venue.channel(), CHANNEL, "where it is, to link to");
            assert_eq!(expires_at, first.expires_at, "when it closes by itself");
        }
        other => panic!("{other:?}"),
    }
    assert!(
        w.tables
            .store()
            .channel_holder(channel(0))
            .await
            .unwrap()
            .is_none()
    );
    w.add_computer(first.id, ADA, Level::Easy).await.unwrap();
    w.start_click(first.id, ADA, None).await.unwrap();
    w.open(channel(0), ADA, "Ada")
        .await
        .expect("once a game, another");
}

#[tokio::test]
async fn a_member_at_their_cap_may_not_open_join_or_start_with_another_game() {
    let w = World::new().await;
    set(
        &w,
        GuildSettings {
            max_member_games: 1,
            ..GuildSettings::default()
        },
    )
    .await;
    // Ada sits at Bob's table, then plays a game of her own.
    let bobs = w.open(channel(0), BOB, "Bob").await.unwrap();
    w.join(bobs.id, ADA).await.unwrap();
    let adas = w.open(channel(1), ADA, "Ada").await.unwrap();
    w.add_computer(adas.id, ADA, Level::Easy).await.unwrap();
    w.start_click(adas.id, ADA, None).await.unwrap();
    let member = TableLimit::Member { user: ADA, cap: 1 };
    // She may not open another table…
    assert_eq!(limited(w.open(channel(2), ADA, "Ada").await), member);
    // …and Bob's table, where she sits, does not start with her: it stays
    // open, with her seat.
    let refused = w.start_click(bobs.id, BOB, None).await;
    match refused {
        Err(Error::Store(StoreError::Limit(limit))) => assert_eq!(limit, member),
        Ok(Started::StaysOpen(_, _)) => {}
        other => panic!("{other:?}"),
    }
    let back = w.lobby(bobs.id).await.expect("the lobby is open again");
    assert!(back.is_seated(ADA));
    // Nor may she join another table.
    let carols = w.open(channel(2), CAROL, "Carol").await.unwrap();
    assert_eq!(limited(w.join(carols.id, ADA).await), member);
    // Bob may.
    w.join(carols.id, BOB).await.unwrap();
}

#[tokio::test]
async fn of_two_lobbies_opened_at_once_in_one_channel_one_opens() {
    let w = World::new().await;
    // Where games play in the channel, a channel holds one table.
    set(
        &w,
        GuildSettings {
            games_in_threads: false,
            ..GuildSettings::default()
        },
    )
    .await;
    for n in 0..4 {
        let here = channel(n);
        let (a, b) = tokio::join!(w.open(here, ADA, "Ada"), w.open(here, BOB, "Bob"));
        let (opened, refused) = if a.is_ok() { (a, b) } else { (b, a) };
        let opened = opened.expect("one opens");
        match refused {
            Err(Error::Store(StoreError::ChannelHeld(ChannelHolder::Lobby { id, .. }))) => {
                assert_eq!(id, opened.id, "told which table holds it")
            }
            other => panic!("{other:?}"),
        }
        // Done with this channel: its host frees Ada and Bob for the next.
        w.cancel_lobby(opened.id, opened.host).await.unwrap();
    }
    let _: UserId = ADA;
}
