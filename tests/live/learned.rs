//! What the screen learns of the platform comes back with its answers, never
//! through a call of the screen into the engine (architecture-4 M1): a post,
//! a show or a notice that hands back a place out of reach has that place's
//! games called off by the engine alone; one that hands back closed DMs
//! stops the person's turn DMs.

use std::time::Duration;

use hypnosia::game::EndReason;
use hypnosia::live::{Cause, Door, Learned, Settings, Waits};
use hypnosia::seating::{Format, NewTournament};
use hypnosia::table::{ChannelId, GameId, SettingChange};

use crate::support::{ADA, CHANNEL, GUILD, Posting, World, settings};

/// Sweeps every 10 ms (each hands the owed posts over).
fn sweeping() -> Settings {
    Settings {
        waits: Waits {
            sweep_every: Duration::from_millis(10),
            ..Waits::default()
        },
        ..settings()
    }
}

/// Waits (10 s at most) for `game` to be over: how it ended.
async fn ended(w: &World, game: GameId) -> Option<EndReason> {
    for _ in 0..500 {
        let table = w.table(game).await;
        if table.game.is_over() {
            return table.game.end_reason();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

/// Hands `door` back with the screen's next answer.
fn out_of_reach(door: Door) -> Learned {
    Learned {
        out_of_reach: vec![door],
        ..Learned::default()
    }
}

#[tokio::test]
async fn a_post_that_finds_its_place_out_of_reach_has_that_places_games_called_off() {
    let w = World::with(sweeping()).await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    *w.screen().posting.lock().unwrap() = Posting::Refused;
    // A finished tournament of the same channel: its podium is owed.
    let new = NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        host: ADA,
        name: "Cup".into(),
        format: Format::Knockout,
        table_size: 2,
        turn_timeout: Duration::from_secs(300),
        starts_at: None,
        max_players: 8,
        seed: None,
        check_in: None,
        no_threads: true,
    };
    let store = w.tables.store();
    let cup = store.create_tournament(&new).await.unwrap().id;
    assert!(store.finish_tournament(cup, false).await.unwrap());
    assert!(!w.table(game).await.game.is_over());

    w.tables.resume().await;
    assert_eq!(ended(&w, game).await, Some(EndReason::Cancelled));
    w.screen().flush().await;
    let last = w.screen().changes(game).pop().unwrap();
    assert!(matches!(last.cause, Cause::Closed), "{:?}", last.cause);
    assert!(w.screen().posts(hypnosia::store::PostKind::Podium).len() == 1);
    // Refused for good: done, never handed over again.
    assert_eq!(store.owed_posts(i64::MAX, 10).await.unwrap(), []);
    w.tables.stop();
}

#[tokio::test]
async fn a_show_that_finds_its_place_out_of_reach_has_its_game_called_off_and_others_play_on() {
    let w = World::new().await;
    let elsewhere = w
        .start_in(
            ChannelId(77),
            crate::support::two_seats(),
            Duration::from_secs(120),
        )
        .await;
    w.screen().flush().await;
    w.screen().learn(out_of_reach(Door::Refused(CHANNEL)));
    let game = w.start_two_people().await;
    assert_eq!(ended(&w, game).await, Some(EndReason::Cancelled));
    w.screen().flush().await;
    assert!(
        !w.table(elsewhere).await.game.is_over(),
        "another channel's"
    );
}

#[tokio::test]
async fn a_notice_that_hands_back_closed_dms_stops_the_turn_dms() {
    let w = World::new().await;
    w.tables.turns().set_notify(ADA, true, None).await.unwrap();
    let store = w.tables.store();
    assert!(store.notify_wanted(ADA).await.unwrap().is_some());
    w.screen().learn(Learned {
        dms_closed: vec![ADA],
        ..Learned::default()
    });
    let change = SettingChange::MaxOpenTables(7);
    w.tables.set_setting(GUILD, change).await.unwrap();
    for _ in 0..500 {
        if store.notify_wanted(ADA).await.unwrap().is_none() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(store.notify_wanted(ADA).await.unwrap().is_none(), "stopped");
    assert!(
        w.screen().learns.lock().unwrap().is_empty(),
        "handed back once"
    );
}

#[test]
fn discords_screen_hands_each_fact_its_calls_found_back_once() {
    let doors = hypnosia::showing::doors::Doors::default();
    assert!(doors.learned().is_empty());
    doors.found_closed(Door::Refused(CHANNEL));
    doors.dms_closed(ADA);
    let learned = doors.learned();
    assert_eq!(learned.out_of_reach, [Door::Refused(CHANNEL)]);
    assert_eq!(learned.dms_closed, [ADA]);
    assert!(doors.learned().is_empty(), "handed back once");
}
