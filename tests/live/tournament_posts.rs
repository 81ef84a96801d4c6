//! A tournament's sign-up message and its public standings are posts of the
//! engine's outbox (`live/outbox.rs`): each change owes them in its own
//! write, a burst of changes costs one edit (and one more for what came
//! while it was made), a screen that dies before its report is handed the
//! edit again once its lease ran out, and two processes on one file make
//! each edit once.

use std::time::Duration;

use hypnosia::live::{PostKey, PostReport, Settings, Waits};
use hypnosia::seating::{Format, TournamentId};
use hypnosia::store::PostKind;
use hypnosia::table::{ChannelId, MessageId};

use super::tournaments::{HOST, new_tournament, person, play};
use crate::support::{GUILD, Posting, World, settings};

/// A tournament signing up whose sign-up message is `message`.
async fn posted(w: &World, message: u64) -> TournamentId {
    let new = new_tournament(Format::Knockout, 2);
    let t = w
        .tables
        .tournaments()
        .create_tournament(&new)
        .await
        .unwrap();
    let posted = w
        .tables
        .tournaments()
        .tournament_posted(t.id, Some(MessageId(message)));
    posted.await.unwrap();
    t.id
}

async fn join(w: &World, id: TournamentId, n: u64) {
    let joined = w
        .tables
        .tournaments()
        .join_tournament((GUILD, id), person(n), "P");
    joined.await.unwrap();
}

/// The versions of the sign-up edits `w`'s screen was handed, after a
/// moment for any more.
async fn edits(w: &World) -> Vec<u64> {
    tokio::time::sleep(Duration::from_millis(100)).await;
    w.screen().flush().await;
    let posts = w.screen().posts(PostKind::Signup);
    posts.into_iter().map(|(key, _)| key.version).collect()
}

#[tokio::test]
async fn a_burst_of_joins_costs_one_edit_of_the_sign_up_message_and_one_for_what_came_meanwhile() {
    let w = World::new().await;
    let new = new_tournament(Format::Knockout, 2);
    let id = w
        .tables
        .tournaments()
        .create_tournament(&new)
        .await
        .unwrap()
        .id;
    join(&w, id, 1).await;
    assert_eq!(
        edits(&w).await,
        [0u64; 0],
        "no message to edit before it is posted"
    );
    // The screen holds its report of the first edit.
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    let recorded = w
        .tables
        .tournaments()
        .tournament_posted(id, Some(MessageId(5)));
    recorded.await.unwrap();
    let first: Vec<PostKey> = w.screen().posts_after(PostKind::Signup, 1).await;
    assert_eq!(first.len(), 1, "the join before it is owed to it");
    for n in 2..=31 {
        join(&w, id, n).await;
    }
    assert_eq!(edits(&w).await, [1], "thirty joins while it is edited");
    *w.screen().posting.lock().unwrap() = Posting::Posts;
    let report = PostReport::Posted(ChannelId(77), MessageId(5));
    w.tables.outbox().posted(&first[0], report).await.unwrap();
    assert_eq!(
        edits(&w).await,
        [1, 31],
        "one more edit, showing every join"
    );
    let owed = w.tables.store().owed_posts(i64::MAX, 10).await.unwrap();
    assert_eq!(owed, [], "shown");
}

/// Waits (10 s at most) until `w`'s outbox owes nothing, its screen's
/// reports made: the sign-up edits handed by then.
async fn settled(w: &World) -> usize {
    for _ in 0..500 {
        w.screen().flush().await;
        let owed = w.tables.store().owed_posts(i64::MAX, 10).await.unwrap();
        if owed.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    w.screen().posts(PostKind::Signup).len()
}

/// A table's end edits the sign-up message (it lists the table as won),
/// while the other table of its round plays on.
#[tokio::test]
async fn a_tables_end_edits_the_sign_up_message() {
    let w = World::new().await;
    let id = posted(&w, 5).await;
    for n in 1..=4 {
        join(&w, id, n).await;
    }
    let start = w
        .tables
        .tournaments()
        .start_tournament((GUILD, id), HOST, false);
    start.await.unwrap();
    let before = settled(&w).await;
    let table = &play(&w, id).await.tables[0];
    let (game, person) = (table.game, table.seating[0].1.person().unwrap());
    w.tables
        .votes()
        .resign_in(GUILD, game, person)
        .await
        .unwrap();
    w.until(game, "over", |t| t.game.is_over()).await;
    for _ in 0..500 {
        if w.screen().posts(PostKind::Signup).len() > before {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        settled(&w).await,
        before + 1,
        "one edit for the table's end"
    );
    let running = play(&w, id).await;
    assert_eq!(running.last_round().0, 1, "the other table plays on");
}

/// The process dies holding a sign-up edit (its report never came): the
/// next process takes it back as it starts (issue 71), not a lease later,
/// and makes it once.
#[tokio::test]
async fn a_sign_up_edit_whose_report_never_came_is_made_again_once_at_the_restart() {
    let mut w = World::new().await;
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    let id = posted(&w, 5).await;
    join(&w, id, 1).await;
    assert_eq!(edits(&w).await, [1], "handed over; its report never comes");
    w.restart().await;
    assert_eq!(edits(&w).await, [1], "made again at once, once");
    w.restart().await;
    assert_eq!(edits(&w).await, [0u64; 0], "shown: never again");
}

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

#[tokio::test]
async fn two_processes_on_one_file_make_each_sign_up_edit_once() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("live.db");
    let url = url.to_str().unwrap();
    let (one, two) = (
        World::engine_on(url, fast()).await,
        World::engine_on(url, fast()).await,
    );
    tokio::join!(one.resume(), two.resume());
    let new = new_tournament(Format::Knockout, 2);
    let id = one.tournaments().create_tournament(&new).await.unwrap().id;
    let recorded = one.tournaments().tournament_posted(id, Some(MessageId(5)));
    recorded.await.unwrap();
    for n in 1..=20 {
        let process = if n % 2 == 0 { &one } else { &two };
        let joined = process
            .tournaments()
            .join_tournament((GUILD, id), person(n), "P");
        joined.await.unwrap();
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut versions = Vec::new();
    for engine in [&one, &two] {
        engine.screen().flush().await;
        let posts = engine.screen().posts(PostKind::Signup);
        versions.extend(posts.into_iter().map(|(key, _)| key.version));
    }
    versions.sort();
    let handed = versions.len();
    versions.dedup();
    assert_eq!(versions.len(), handed, "no edit made twice: {versions:?}");
    assert_eq!(versions.last(), Some(&20), "the last join shown");
    let owed = one.store().owed_posts(i64::MAX, 10).await.unwrap();
    assert_eq!(owed, [], "shown");
    one.stop();
    two.stop();
}
