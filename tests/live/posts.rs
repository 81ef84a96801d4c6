//! The engine's outbox (`live/outbox.rs`): each post is handed to one
//! screen once, across two processes on one database file and a restart; a
//! post whose report never came is handed over again once its lease ran
//! out, once, and looks for itself first; a post the screen could not make
//! (the pace's breaker open) stays owed and is posted once afterwards.

use std::sync::Arc;
use std::time::Duration;

use hypnosia::live::{PostReport, Settings, Tables, Waits};
use hypnosia::seating::{NewTournament, TournamentId};
use hypnosia::store::PostKind;
use hypnosia::table::{MessageId, REMINDED_FROM, UnixTime};

use crate::support::{ADA, CHANNEL, GUILD, Posting, RecordingScreen, World, settings, sql};

/// Sweeps every 10 ms.
fn fast() -> Settings {
    Settings {
        waits: Waits {
            sweep_every: Duration::from_millis(10),
            ..Waits::default()
        },
        ..settings()
    }
}

/// A tournament of `engine`'s store that just finished: its podium is owed.
async fn finished_tournament(engine: &Tables<RecordingScreen>) -> TournamentId {
    let new = NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        host: ADA,
        name: "Cup".into(),
        format: hypnosia::seating::Format::Knockout,
        table_size: 2,
        turn_timeout: Duration::from_secs(300),
        starts_at: None,
        max_players: 8,
        seed: None,
        check_in: None,
        no_threads: true,
    };
    let id = engine.store().create_tournament(&new).await.unwrap().id;
    assert!(engine.store().finish_tournament(id, false).await.unwrap());
    id
}

/// Every podium `engines`' screens were handed.
fn podiums(engines: &[&Arc<Tables<RecordingScreen>>]) -> Vec<(String, Option<UnixTime>)> {
    let each = engines
        .iter()
        .flat_map(|e| e.screen().posts(PostKind::Podium));
    each.map(|(key, since)| (key.id.key(), since)).collect()
}

/// Waits for `engines`' screens to be handed `count` podiums, then for a
/// few more sweeps: the podiums handed by then.
async fn settled(
    engines: &[&Arc<Tables<RecordingScreen>>],
    count: usize,
) -> Vec<(String, Option<UnixTime>)> {
    for _ in 0..500 {
        if podiums(engines).len() >= count {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Twenty sweeps and more: anything handed twice would be by now.
    tokio::time::sleep(Duration::from_millis(250)).await;
    for engine in engines {
        engine.screen().flush().await;
    }
    podiums(engines)
}

#[tokio::test]
async fn a_podium_is_posted_once_by_two_processes_and_not_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let url = url.to_str().unwrap();
    let one = World::engine_on(url, fast()).await;
    let two = World::engine_on(url, fast()).await;
    let id = finished_tournament(&one).await;
    tokio::join!(one.resume(), two.resume());
    let handed = settled(&[&one, &two], 1).await;
    assert_eq!(handed, [(id.to_string(), None)], "one post between the two");
    one.stop();
    two.stop();
    let three = World::engine_on(url, fast()).await;
    three.resume().await;
    assert_eq!(settled(&[&three], 1).await, [], "posted already");
    assert_eq!(three.store().owed_posts(i64::MAX, 10).await.unwrap(), []);
    three.stop();
}

#[tokio::test]
async fn a_post_whose_report_never_came_is_posted_again_after_its_lease_once_looking_for_itself() {
    let w = World::with(fast()).await;
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    let id = finished_tournament(&w.tables).await;
    w.tables.resume().await;
    assert_eq!(
        settled(&[&w.tables], 1).await,
        [(id.to_string(), None)],
        "leased: once"
    );
    // Its lease runs out, later than the platform remembers a post's nonce.
    *w.screen().posting.lock().unwrap() = Posting::Posts;
    sql(
        &w,
        "UPDATE posts SET leased_until = 0, first_leased = first_leased - 600",
    )
    .await;
    let handed = settled(&[&w.tables], 2).await;
    assert_eq!(handed.len(), 2, "handed over again once: {handed:?}");
    let first = handed[1].1.expect("it looks for itself first");
    assert!(first <= hypnosia::table::unix_now() - 600);
    assert_eq!(w.tables.store().owed_posts(i64::MAX, 10).await.unwrap(), []);
    w.tables.stop();
}

#[tokio::test]
async fn a_post_the_breaker_held_stays_owed_and_is_posted_once_it_closes() {
    let w = World::with(fast()).await;
    *w.screen().posting.lock().unwrap() = Posting::Fails;
    let id = finished_tournament(&w.tables).await;
    w.tables.resume().await;
    let failed = settled(&[&w.tables], 2).await;
    assert!(
        failed.len() >= 2,
        "owed, handed over at each sweep: {failed:?}"
    );
    let owed = w.tables.store().owed_posts(i64::MAX, 10).await.unwrap();
    assert_eq!(owed.len(), 1, "nothing marked posted that was not posted");
    let tried = {
        let mut posting = w.screen().posting.lock().unwrap();
        *posting = Posting::Posts;
        w.screen().posts(PostKind::Podium).len()
    };
    let handed = settled(&[&w.tables], tried + 1).await;
    assert_eq!(handed.len(), tried + 1, "posted once: {handed:?}");
    assert!(handed.iter().all(|(key, _)| *key == id.to_string()));
    assert_eq!(w.tables.store().owed_posts(i64::MAX, 10).await.unwrap(), []);
    w.tables.stop();
}

#[tokio::test]
async fn a_share_is_posted_once_by_two_processes_and_after_a_restart_and_again_after_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let url = url.to_str().unwrap();
    let one = World::engine_on(url, settings()).await;
    let two = World::engine_on(url, settings()).await;
    let (shared, other) = (MessageId(41), MessageId(42));
    let (a, b) = tokio::join!(
        one.outbox().share(GUILD, shared),
        two.outbox().share(GUILD, shared)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert!(a.is_some() != b.is_some(), "one click of the two posts it");
    let key = a.or(b).unwrap();
    one.outbox()
        .posted(&key, PostReport::Posted(CHANNEL, MessageId(7)))
        .await
        .unwrap();
    let three = World::engine_on(url, settings()).await;
    assert_eq!(
        three.outbox().share(GUILD, shared).await.unwrap(),
        None,
        "after a restart"
    );
    let key = three
        .outbox()
        .share(GUILD, other)
        .await
        .unwrap()
        .expect("another answer");
    assert_eq!(
        one.outbox().share(GUILD, other).await.unwrap(),
        None,
        "on its way"
    );
    three
        .outbox()
        .posted(&key, PostReport::Failed)
        .await
        .unwrap();
    let again = one.outbox().share(GUILD, other).await.unwrap();
    assert!(again.is_some(), "a failed share is given back");
}

/// reliability-2 L3: a reminder claimed just before the process stopped (its
/// post never made) is sent by the sweep once its lease ran out, once; a
/// reminder of a turn played meanwhile is owed no more.
#[tokio::test]
async fn a_reminder_claimed_before_a_stop_is_sent_by_the_sweep_once() {
    let w = World::with(fast()).await;
    let game = w.start(crate::support::two_seats(), REMINDED_FROM).await;
    w.screen().flush().await;
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    let deadline = hypnosia::table::unix_now() + (REMINDED_FROM.as_secs() / 4) as i64 + 1;
    super::reminders::deadline_at(&w, game, deadline).await;
    w.until_posted(PostKind::Reminder, 1).await;
    *w.screen().posting.lock().unwrap() = Posting::Posts;
    w.tables.resume().await;
    sql(&w, "UPDATE posts SET leased_until = 0").await;
    tokio::time::sleep(Duration::from_millis(250)).await;
    w.screen().flush().await;
    let reminders = w.screen().recorded.lock().unwrap().reminders.clone();
    assert_eq!(
        reminders,
        [(game, deadline), (game, deadline)],
        "once more, by the sweep"
    );
    assert_eq!(w.tables.store().owed_posts(i64::MAX, 10).await.unwrap(), []);
    w.tables.stop();
}
