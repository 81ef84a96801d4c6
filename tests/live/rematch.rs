//! "Rematch" under a result, in the engine: who may ask, where it opens, who
//! sits and who is invited, the limits it is held to, and its cooldown.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Rematch, Started, VoteOutcome};
use hypnosia::store::StoreError;
use hypnosia::table::Cooldown;
use hypnosia::table::{
    ChannelId, GuildId, GuildSettings, Level, LobbyOptions, Occupant, PlacementRefusal, Seat,
    TableLimit, TooSoon, UserId,
};
use hypnosia::text;
use hypnosia::words::refusals::Refusal;

use crate::support::{ADA, BOB, CAROL, CHANNEL, GUILD, World, limited, new_lobby, refusal, says};

fn people(seats: &[Seat]) -> Vec<UserId> {
    seats.iter().filter_map(|s| s.occupant.user()).collect()
}

/// Ada, Bob, Carol and an easy computer; Carol resigns, then Ada and Bob call
/// the game off together: both still in it at its end.
async fn three_people_and_a_computer(w: &World) -> hypnosia::table::GameId {
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::human(Color::Cyan, CAROL, "Carol"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let game = w.start(seats, Duration::from_secs(3600)).await;
    w.tables
        .votes()
        .resign_in(GUILD, game, CAROL)
        .await
        .unwrap();
    let vote = w
        .tables
        .votes()
        .open(game, ADA, "Ada".into(), vec![ADA, BOB]);
    let outcome = w.tables.votes().agree(game, vote, BOB).await.unwrap();
    assert!(matches!(outcome, VoteOutcome::Cancelled));
    game
}

#[tokio::test]
async fn a_rematch_seats_its_asker_and_the_computers_and_invites_the_others() {
    let w = World::new().await;
    let game = three_people_and_a_computer(&w).await;
    let Rematch { lobby, invited, .. } = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await
        .unwrap();
    assert_eq!(lobby.host, BOB, "who asked hosts");
    assert_eq!(
        lobby.place.venue.channel(),
        CHANNEL,
        "where the game was played"
    );
    assert_eq!(
        people(&lobby.seats),
        vec![BOB],
        "the people are invited, not seated"
    );
    assert!(
        lobby
            .seats
            .iter()
            .any(|s| s.occupant == Occupant::Ai(Level::Easy)),
        "the computer keeps its seat"
    );
    assert_eq!(lobby.seats.len(), 2);
    assert_eq!(lobby.options.max_seats, 6);
    assert_eq!(invited, vec![ADA, CAROL], "Carol, who resigned, too");

    let opened = w.tables.lobbies().open(&lobby).await.unwrap();
    // Carol joins; the host starts with whoever joined.
    w.join(opened.id, CAROL).await.unwrap();
    let started = w.start_click(opened.id, BOB, None).await.unwrap();
    assert!(matches!(started, Started::Game(_)));
    let t = w.table(opened.id).await;
    let mut playing = t.humans_in_game();
    playing.sort();
    assert_eq!(playing, vec![CAROL, BOB], "nobody plays who did not join");
    assert_eq!(t.seats.len(), 3);
}

#[tokio::test]
async fn only_a_player_of_the_game_asks_for_its_rematch_and_only_on_its_server() {
    let w = World::new().await;
    let game = w.finished_game().await;
    assert_eq!(
        refusal(
            w.tables
                .lobbies()
                .rematch(game, CAROL, (GUILD.into(), false))
                .await
        ),
        says(text!("refusal-rematch-not-player"))
    );
    // A game of another server is unknown there (the engine's one guard).
    assert_eq!(
        refusal(
            w.tables
                .lobbies()
                .rematch(game, BOB, (GuildId(99).into(), false))
                .await
        ),
        says(text!("refusal-no-such-game-here"))
    );
    // Ada resigned, and still may ask.
    let asked = w
        .tables
        .lobbies()
        .rematch(game, ADA, (GUILD.into(), false))
        .await
        .unwrap();
    assert_eq!(asked.invited, vec![BOB]);
}

#[tokio::test]
async fn a_rematch_where_games_are_no_longer_allowed_is_refused() {
    let w = World::new().await;
    let game = w.finished_game().await;
    let elsewhere = GuildSettings {
        allowed_channels: vec![ChannelId(CHANNEL.0 + 1)],
        ..GuildSettings::default()
    };
    w.tables
        .store()
        .save_settings(GUILD, &elsewhere)
        .await
        .unwrap();
    assert_eq!(
        refusal(
            w.tables
                .lobbies()
                .rematch(game, BOB, (GUILD.into(), false))
                .await
        ),
        says(text!("refusal-rematch-not-allowed"))
    );
    assert!(w.tables.store().open_lobbies().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_rematch_respects_the_servers_cap_and_a_held_channel() {
    let w = World::new().await;
    let game = w.finished_game().await;
    let cap = GuildSettings {
        max_open_tables: 1,
        games_in_threads: false,
        ..GuildSettings::default()
    };
    w.tables.store().save_settings(GUILD, &cap).await.unwrap();
    let other = w
        .open(ChannelId(CHANNEL.0 + 1), CAROL, "Carol")
        .await
        .unwrap();
    assert_eq!(
        limited(
            w.tables
                .lobbies()
                .rematch(game, BOB, (GUILD.into(), false))
                .await
        ),
        TableLimit::Server { cap: 1 }
    );
    w.cancel_lobby(other.id, CAROL).await.unwrap();

    // A lobby in the game's channel holds it.
    let here = w.open(CHANNEL, CAROL, "Carol").await.unwrap();
    let held = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await;
    assert!(
        matches!(
            held,
            Err(hypnosia::live::Error::Store(StoreError::ChannelHeld(_)))
        ),
        "{held:?}"
    );
    w.cancel_lobby(here.id, CAROL).await.unwrap();

    let rematch = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await
        .unwrap();
    w.tables
        .lobbies()
        .open(&rematch.lobby)
        .await
        .expect("it opens");
    // Asked again: the channel is held by the first, refused at once.
    let second = w
        .tables
        .lobbies()
        .rematch(game, ADA, (GUILD.into(), false))
        .await;
    assert!(
        matches!(
            second,
            Err(hypnosia::live::Error::Store(StoreError::ChannelHeld(_)))
        ),
        "one rematch lobby: {second:?}"
    );
}

#[tokio::test]
async fn a_thread_games_rematch_plays_in_that_thread() {
    let w = World::new().await;
    let mut new = new_lobby(CHANNEL, ADA, "Ada");
    new.options = LobbyOptions {
        thread: true,
        max_seats: 2,
        ..new.options
    };
    new.seats.push(Seat::human(Color::Blue, BOB, "Bob"));
    let thread = ChannelId(4242);
    let game = w.start_lobby(&new, Some(thread)).await;
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    let rematch = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await
        .unwrap();
    assert_eq!(
        rematch.lobby.place.venue.channel(),
        thread,
        "in the game's thread"
    );
    assert!(!rematch.lobby.options.thread, "no thread inside the thread");
    assert_eq!(rematch.lobby.options.max_seats, 2);
    let opened = w.tables.lobbies().open(&rematch.lobby).await.unwrap();
    w.join(opened.id, ADA).await.unwrap();
    w.start_click(opened.id, BOB, None).await.unwrap();
    let t = w.table(opened.id).await;
    assert_eq!(t.place.play_channel(), thread, "the rematch plays there");
    assert_eq!(t.place.venue.thread(), None);
}

/// The refusal's message key, whatever its arguments.
fn refused_for<T>(result: Result<T, hypnosia::live::Error>) -> &'static str {
    match result {
        Err(hypnosia::live::Error::User(e)) => e.text().key(),
        Err(other) => panic!("a fault, not a refusal: {other:?}"),
        Ok(_) => panic!("done, not refused"),
    }
}

#[tokio::test]
async fn a_rematch_asked_from_a_private_thread_is_refused_there() {
    let w = World::new().await;
    let game = w.finished_game().await;
    // Its owner could remove the bot and call the rated rematch off.
    let refused = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), true))
        .await;
    assert!(
        matches!(
            &refused,
            Err(hypnosia::live::Error::User(
                hypnosia::live::UserError::Refused(Refusal::Placement(
                    PlacementRefusal::PrivateThread
                ))
            ))
        ),
        "refused typed: {refused:?}"
    );
    assert_eq!(refused_for(refused), "refusal-private-thread");
    assert!(w.tables.store().open_lobbies().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_members_second_rematch_within_the_cooldown_is_refused_saying_when() {
    let w = World::new().await;
    let game = w.finished_game().await;
    let first = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await
        .unwrap();
    let opened = w.tables.lobbies().open(&first.lobby).await.unwrap();
    w.cancel_lobby(opened.id, BOB).await.unwrap();
    // Rematch, cancel, Rematch would ping Ada again and again.
    let again = w
        .tables
        .lobbies()
        .rematch(game, BOB, (GUILD.into(), false))
        .await;
    let Err(hypnosia::live::Error::User(refused)) = again else {
        panic!("not refused: {again:?}");
    };
    assert!(
        matches!(
            refused,
            hypnosia::live::UserError::Refused(Refusal::TooSoon(TooSoon::Cooldown {
                what: Cooldown::Rematch,
                ..
            }))
        ),
        "refused typed: {refused:?}"
    );
    assert_eq!(refused.text().key(), "refusal-rematch-cooldown");
    assert!(refused.to_string().contains("<t:"), "says when: {refused}");
    // Another player is not held up by Bob's cooldown.
    w.tables
        .lobbies()
        .rematch(game, ADA, (GUILD.into(), false))
        .await
        .unwrap();
}

#[tokio::test]
async fn a_practice_game_and_a_rematch_each_have_a_cooldown_of_their_own() {
    let w = World::new().await;
    w.tables
        .kernel()
        .cool_down(ADA, Cooldown::Practice)
        .unwrap();
    assert_eq!(
        refused_for(w.tables.kernel().cool_down(ADA, Cooldown::Practice)),
        "refusal-practice-cooldown"
    );
    w.tables.kernel().cool_down(ADA, Cooldown::Rematch).unwrap();
    w.tables
        .kernel()
        .cool_down(BOB, Cooldown::Practice)
        .unwrap();
    // No cooldown: every click passes.
    let mut settings = crate::support::settings();
    settings.waits.cooldown = Duration::ZERO;
    let w = World::with(settings).await;
    for _ in 0..3 {
        w.tables
            .kernel()
            .cool_down(ADA, Cooldown::Practice)
            .unwrap();
    }
}
