//! Where a new table plays (`Lobbies::placement`): one rule for
//! `/hypnosia new`, the practice game and a rematch, from the server's
//! settings, what holds the channel and what the bot may not do there; and
//! what a practice game is (`Practice::lobby`).

use hypnosia::game::Color;
use hypnosia::live::{Placement, Started};
use hypnosia::table::{
    BotLacks, ChannelId, GuildSettings, Level, NO_TURN_LIMIT, NewTable, Occupant, OpenRefusal,
    PlacementRefusal, TableAsk,
};

use crate::support::{ADA, CHANNEL, GUILD, World};

const THREAD_PERMS: &str = "Create Public Threads";
const SEND: &str = "Send Messages";

fn ask(kind: NewTable, lacks: Option<BotLacks>) -> TableAsk {
    TableAsk {
        channel: CHANNEL,
        parent: None,
        private_thread: false,
        kind,
        lacks,
    }
}

fn no_thread_perms() -> Option<BotLacks> {
    Some(BotLacks {
        in_channel: vec![],
        in_thread: vec![THREAD_PERMS],
    })
}

async fn place(w: &World, ask: &TableAsk) -> Result<Placement, PlacementRefusal> {
    w.tables.lobbies().placement(GUILD, ask).await.unwrap()
}

async fn thread_of(w: &World, ask: &TableAsk) -> bool {
    place(w, ask).await.expect("placed").thread
}

#[tokio::test]
async fn a_new_lobby_plays_in_a_thread_where_the_bot_may_open_one() {
    let w = World::new().await;
    let default = NewTable::Lobby { thread: None };
    assert!(
        thread_of(&w, &ask(default, None)).await,
        "the server's default"
    );
    assert!(
        !thread_of(&w, &ask(default, no_thread_perms())).await,
        "nobody asked a thread: it plays in the channel"
    );
    let asked = NewTable::Lobby { thread: Some(true) };
    assert_eq!(
        place(&w, &ask(asked, no_thread_perms())).await.unwrap_err(),
        PlacementRefusal::BotLacks(vec![THREAD_PERMS]),
        "a thread asked for, and the bot may not open one"
    );
    let mute = BotLacks {
        in_channel: vec![SEND],
        in_thread: vec![SEND],
    };
    let unthreaded = NewTable::Lobby {
        thread: Some(false),
    };
    assert_eq!(
        place(&w, &ask(unthreaded, Some(mute))).await.unwrap_err(),
        PlacementRefusal::BotLacks(vec![SEND])
    );
    let in_a_thread = TableAsk {
        channel: ChannelId(77),
        parent: Some(CHANNEL),
        ..ask(asked, None)
    };
    assert!(
        !thread_of(&w, &in_a_thread).await,
        "a lobby opened in a thread plays in that thread"
    );
}

#[tokio::test]
async fn a_held_channel_takes_another_game_only_in_a_thread() {
    let w = World::new().await;
    w.start_two_people().await; // holds CHANNEL
    let unthreaded = NewTable::Lobby {
        thread: Some(false),
    };
    assert!(
        thread_of(&w, &ask(unthreaded, None)).await,
        "a held channel's new game gets a thread of its own"
    );
    assert!(matches!(
        place(&w, &ask(NewTable::Practice, no_thread_perms())).await,
        Err(PlacementRefusal::NoThread(missing)) if missing == vec![THREAD_PERMS]
    ));
    assert!(matches!(
        place(&w, &ask(NewTable::Rematch { thread: false }, None)).await,
        Err(PlacementRefusal::Open(OpenRefusal::Held(_)))
    ));
    assert!(thread_of(&w, &ask(NewTable::Rematch { thread: true }, None)).await);

    let settings = GuildSettings {
        games_in_threads: false,
        ..GuildSettings::default()
    };
    w.tables
        .store()
        .save_settings(GUILD, &settings)
        .await
        .unwrap();
    for kind in [NewTable::Lobby { thread: Some(true) }, NewTable::Practice] {
        assert!(matches!(
            place(&w, &ask(kind, None)).await,
            Err(PlacementRefusal::Open(OpenRefusal::Held(_)))
        ));
    }
}

#[tokio::test]
async fn a_practice_game_plays_where_the_bot_may_and_is_two_seats_against_the_easy_computer() {
    let w = World::new().await;
    assert!(
        !thread_of(&w, &ask(NewTable::Practice, no_thread_perms())).await,
        "a free channel: played right here"
    );
    let placement = place(&w, &ask(NewTable::Practice, None)).await.unwrap();
    assert!(placement.thread && placement.holder.is_none());
    let new = w.tables.practice().lobby(
        hypnosia::table::Place::in_server(GUILD, CHANNEL),
        ADA,
        "Ada",
        placement.thread,
    );
    assert_eq!(new.options.max_seats, 2);
    assert_eq!(new.options.turn_timeout, NO_TURN_LIMIT);
    assert!(new.options.thread);
    let lobby = w.tables.lobbies().open(&new).await.unwrap();
    let Started::Game(lobby) = w.tables.lobbies().start(lobby, ADA, None).await.unwrap() else {
        panic!("the practice game starts at once");
    };
    let seats: Vec<_> = lobby
        .seats
        .iter()
        .map(|s| (s.color, s.occupant.clone()))
        .collect();
    assert_eq!(
        seats,
        vec![
            (
                Color::Red,
                Occupant::Human {
                    user: ADA,
                    name: "Ada".into()
                }
            ),
            (Color::Blue, Occupant::Ai(Level::Easy)),
        ]
    );
    assert_eq!(w.table(lobby.id).await.options.turn_limit(), None);
}
