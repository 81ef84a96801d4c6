//! Lobbies in the engine: who sits where before a game starts, who may change
//! it, when it closes by itself, and how its game starts; each click saved
//! under the lobby's lock, none lost to another at the same moment.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{LobbyOutcome, Settings, Started};
use hypnosia::table::{GuildId, HostAction, Level, LobbyClosedBy, LobbyRefusal, Occupant, UserId};
use hypnosia::text;

use crate::support::{
    ADA, BOB, CAROL, CHANNEL, GUILD, World, refusal, says, says_refused, settings,
};

fn open_one(outcome: LobbyOutcome) -> hypnosia::table::Lobby {
    match outcome {
        LobbyOutcome::Open(lobby) => lobby,
        other => panic!("the lobby closed or started: {other:?}"),
    }
}

fn people(lobby: &hypnosia::table::Lobby) -> Vec<UserId> {
    lobby
        .seats
        .iter()
        .filter_map(|s| s.occupant.user())
        .collect()
}

#[tokio::test]
async fn people_join_and_leave_and_the_host_passes_to_who_is_left() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    assert_eq!(people(&lobby), vec![ADA], "the host is seated");
    assert_eq!(lobby.seats[0].color, Color::Red);

    let joined = open_one(w.join(lobby.id, BOB).await.unwrap());
    assert_eq!(people(&joined), vec![ADA, BOB]);
    assert_ne!(joined.seats[1].color, Color::Red, "a free color");
    assert_eq!(
        refusal(w.join(lobby.id, BOB).await),
        says_refused(LobbyRefusal::AlreadySeated)
    );
    assert_eq!(
        refusal(w.leave(lobby.id, CAROL).await),
        says_refused(LobbyRefusal::NotSeated)
    );

    // The host leaves: Bob hosts.
    let left = open_one(w.leave(lobby.id, ADA).await.unwrap());
    assert_eq!(left.host, BOB);
    assert_eq!(people(&left), vec![BOB]);
    // The last person leaves: the lobby closes and frees its channel.
    match w.leave(lobby.id, BOB).await.unwrap() {
        LobbyOutcome::Closed(why) => assert_eq!(why, LobbyClosedBy::EverybodyLeft),
        other => panic!("{other:?}"),
    }
    assert!(w.lobby(lobby.id).await.is_none());
    assert_eq!(
        refusal(w.join(lobby.id, CAROL).await),
        says(text!("refusal-lobby-closed"))
    );
    w.open(CHANNEL, CAROL, "Carol")
        .await
        .expect("the channel is free");
}

#[tokio::test]
async fn only_the_host_adds_and_removes_computers_up_to_the_seats() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    w.join(lobby.id, BOB).await.unwrap();
    assert_eq!(
        refusal(w.add_computer(lobby.id, BOB, Level::Easy).await),
        says_refused(LobbyRefusal::NotHost {
            host: ADA,
            action: HostAction::AddAi
        })
    );
    assert_eq!(
        refusal(w.remove_computer(lobby.id, ADA).await),
        says_refused(LobbyRefusal::NoAi)
    );
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Easy] {
        w.add_computer(lobby.id, ADA, level).await.unwrap();
    }
    assert_eq!(
        refusal(w.add_computer(lobby.id, ADA, Level::Hard).await),
        says_refused(LobbyRefusal::Full(6))
    );
    assert_eq!(
        refusal(w.remove_computer(lobby.id, BOB).await),
        says_refused(LobbyRefusal::NotHost {
            host: ADA,
            action: HostAction::RemoveAi
        })
    );
    // The one added last goes.
    let after = open_one(w.remove_computer(lobby.id, ADA).await.unwrap());
    let levels: Vec<Level> = after
        .seats
        .iter()
        .filter_map(|s| match s.occupant {
            Occupant::Ai(level) => Some(level),
            Occupant::Human { .. } => None,
        })
        .collect();
    assert_eq!(levels, vec![Level::Easy, Level::Medium, Level::Hard]);
    assert_eq!(people(&after), vec![ADA, BOB], "people keep their seats");
}

#[tokio::test]
async fn a_color_taken_is_refused_and_a_free_one_is_taken() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    let joined = open_one(w.join(lobby.id, BOB).await.unwrap());
    let bobs = joined.seats.iter().find(|s| s.occupant.user() == Some(BOB));
    let bobs = bobs.unwrap().color;
    assert_eq!(
        refusal(w.pick(lobby.id, ADA, bobs).await),
        says_refused(LobbyRefusal::ColorTaken(bobs))
    );
    assert_eq!(
        refusal(w.pick(lobby.id, CAROL, Color::Green).await),
        says_refused(LobbyRefusal::NotSeated)
    );
    let picked = open_one(w.pick(lobby.id, ADA, Color::Green).await.unwrap());
    let adas = picked.seats.iter().find(|s| s.occupant.user() == Some(ADA));
    assert_eq!(adas.unwrap().color, Color::Green);
    // Red is free again.
    let picked = open_one(w.pick(lobby.id, BOB, Color::Red).await.unwrap());
    assert!(picked.free_colors().contains(&bobs));
}

#[tokio::test]
async fn the_host_starts_with_two_seats_and_the_lobby_becomes_the_game() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    assert_eq!(
        refusal(w.start_click(lobby.id, ADA, None).await),
        says_refused(LobbyRefusal::TooFewSeats)
    );
    w.join(lobby.id, BOB).await.unwrap();
    assert_eq!(
        refusal(w.start_click(lobby.id, BOB, None).await),
        says_refused(LobbyRefusal::NotHost {
            host: ADA,
            action: HostAction::Start
        })
    );
    let started = w.start_click(lobby.id, ADA, None).await.unwrap();
    assert!(matches!(started, Started::Game(_)), "{started:?}");
    // The lobby row is the game now, under the same id.
    assert!(w.lobby(lobby.id).await.is_none());
    let t = w.table(lobby.id).await;
    assert_eq!(t.humans_in_game(), vec![ADA, BOB]);
    assert!(!t.game.is_over());
    w.screen().flush().await;
    assert_eq!(
        w.screen().changes(lobby.id).len(),
        1,
        "its first turn shown"
    );
    assert_eq!(
        refusal(w.join(lobby.id, CAROL).await),
        says(text!("refusal-lobby-closed"))
    );
}

#[tokio::test]
async fn of_two_starts_at_once_one_starts_the_game() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    w.add_computer(lobby.id, ADA, Level::Easy).await.unwrap();
    let (a, b) = tokio::join!(
        w.start_click(lobby.id, ADA, None),
        w.start_click(lobby.id, ADA, None)
    );
    let games = [&a, &b]
        .iter()
        .filter(|r| matches!(r, Ok(Started::Game(_))))
        .count();
    assert_eq!(games, 1, "{a:?} {b:?}");
    let other = if a.is_ok() { b } else { a };
    assert_eq!(refusal(other), says(text!("refusal-lobby-closed")));
    w.screen().flush().await;
    assert_eq!(w.screen().changes(lobby.id).len(), 1, "one first turn");
}

#[tokio::test]
async fn only_the_host_cancels_and_then_the_lobby_is_gone() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    w.join(lobby.id, BOB).await.unwrap();
    assert_eq!(
        refusal(w.cancel_lobby(lobby.id, BOB).await),
        says_refused(LobbyRefusal::NotHost {
            host: ADA,
            action: HostAction::Cancel
        })
    );
    match w.cancel_lobby(lobby.id, ADA).await.unwrap() {
        LobbyOutcome::Closed(why) => assert_eq!(why, LobbyClosedBy::Host),
        other => panic!("{other:?}"),
    }
    assert!(w.lobby(lobby.id).await.is_none());
    for late in [
        w.join(lobby.id, CAROL).await,
        w.cancel_lobby(lobby.id, ADA).await,
    ] {
        assert_eq!(refusal(late), says(text!("refusal-lobby-closed")));
    }
}

#[tokio::test]
async fn a_click_from_another_server_is_refused_and_changes_nothing() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    let click = hypnosia::live::LobbyClick {
        lobby: lobby.id,
        community: GuildId(99).into(),
        user: BOB,
        name: "Bob".into(),
        action: hypnosia::live::LobbyAction::Join,
        no_thread: None,
        manages_server: false,
    };
    assert_eq!(
        refusal(w.tables.lobbies().click(&click).await),
        says(text!("refusal-lobby-closed"))
    );
    assert_eq!(people(&w.lobby(lobby.id).await.unwrap()), vec![ADA]);
    assert_eq!(
        hypnosia::table::Community::Server(GUILD),
        lobby.place.community()
    );
}

#[tokio::test]
async fn an_idle_lobby_closes_by_itself_and_a_used_one_waits_again() {
    let w = World::with(Settings {
        lobby_idle: Duration::from_secs(3),
        ..settings()
    })
    .await;
    let idle = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    let other = hypnosia::table::ChannelId(CHANNEL.0 + 1);
    let used = w.open(other, BOB, "Bob").await.unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // Someone else's click keeps no lobby open; its host's starts its
    // expiry again from now.
    let joined = open_one(w.join(used.id, CAROL).await.unwrap());
    assert_eq!(joined.expires_at, used.expires_at, "{joined:?}");
    let hosted = open_one(w.add_computer(used.id, BOB, Level::Easy).await.unwrap());
    assert!(hosted.expires_at > used.expires_at, "{hosted:?}");
    for _ in 0..200 {
        if w.lobby(idle.id).await.is_none() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(w.lobby(idle.id).await.is_none(), "the idle lobby closed");
    assert!(w.lobby(used.id).await.is_some(), "the used one waits");
    assert_eq!(
        w.screen().recorded.lock().unwrap().expired_lobbies,
        vec![idle.id]
    );
    // Its channel is free.
    w.open(CHANNEL, CAROL, "Carol").await.expect("a new lobby");
}

#[tokio::test]
async fn a_lobby_whose_message_could_not_be_posted_frees_its_channel() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    w.tables.lobbies().not_posted(lobby.id).await;
    assert!(w.lobby(lobby.id).await.is_none());
    w.open(CHANNEL, BOB, "Bob")
        .await
        .expect("the channel is free");
}

#[tokio::test]
async fn a_join_clicked_before_the_lobby_is_noted_as_posted_is_kept() {
    use hypnosia::table::OnScreen;
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    // The message is out; Bob clicks before the poster notes where it is.
    w.join(lobby.id, BOB).await.unwrap();
    w.tables
        .lobbies()
        .posted(lobby.id, OnScreen::posted(hypnosia::table::MessageId(77)))
        .await
        .unwrap();
    let now = w.lobby(lobby.id).await.unwrap();
    assert_eq!(people(&now), vec![ADA, BOB], "the join is kept");
    assert_eq!(
        now.place.screen.message,
        Some(hypnosia::table::MessageId(77))
    );
    // And a lobby cancelled before it is noted stays closed.
    w.cancel_lobby(lobby.id, ADA).await.unwrap();
    w.tables
        .lobbies()
        .posted(lobby.id, OnScreen::posted(hypnosia::table::MessageId(78)))
        .await
        .unwrap();
    assert!(w.lobby(lobby.id).await.is_none(), "not reopened");
}

#[tokio::test]
async fn clicks_at_the_same_moment_apply_once_and_lose_no_join() {
    let w = World::new().await;
    let lobby = w.open(CHANNEL, ADA, "Ada").await.unwrap();
    let joiners: Vec<UserId> = (0..4).map(|i| UserId(500 + i)).collect();
    let clicks = joiners.iter().map(|&u| w.join(lobby.id, u));
    let joined = futures_util::future::join_all(clicks).await;
    assert!(joined.iter().all(Result::is_ok), "{joined:?}");
    // The same join twice at once: one seat.
    let (a, b) = tokio::join!(w.join(lobby.id, CAROL), w.join(lobby.id, CAROL));
    assert_eq!(
        [&a, &b].iter().filter(|r| r.is_ok()).count(),
        1,
        "{a:?} {b:?}"
    );
    let now = w.lobby(lobby.id).await.unwrap();
    let mut seated = people(&now);
    seated.sort();
    let mut expected = [vec![ADA, CAROL], joiners].concat();
    expected.sort();
    assert_eq!(seated, expected, "nobody lost, nobody twice");
    let mut colors: Vec<Color> = now.seats.iter().map(|s| s.color).collect();
    colors.sort();
    colors.dedup();
    assert_eq!(colors.len(), 6, "six colors");
}
