//! A tournament's end: called off with its tables when its channel is out
//! of reach, its podium after the final's results, and, once finished,
//! still found by its standings.

use std::sync::atomic::Ordering;
use std::time::Duration;

use hypnosia::live::{Advance, Door};
use hypnosia::seating::{Format, TournamentState};
use hypnosia::store::{PostId, PostKind};

use super::{advance, finish_round, play, started, until};
use crate::support::{ADA, GUILD, World, settings};

/// The podium is posted after the final table's results, which the game's
/// own show posts: while that show is under way, the podium waits for it.
#[tokio::test]
async fn a_podium_comes_after_the_final_tables_results() {
    let w = World::new().await;
    w.screen().hold_ends.store(true, Ordering::SeqCst);
    let id = started(&w, Format::Knockout, 2, 2).await;
    finish_round(&w, id, 1).await;
    until(&w, id, "the knock-out over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        w.screen().posts(PostKind::Podium).is_empty(),
        "the podium went out before the final's results"
    );
    w.screen().release();
    let podiums = w.until_posted(PostKind::Podium, 1).await;
    assert_eq!(podiums[0].0.id, PostId::Podium(id));
}

/// Results that are never shown hold the podium up a quarter of its lease
/// at most.
#[tokio::test]
async fn a_podium_does_not_wait_for_results_that_never_show() {
    let mut quick = settings();
    quick.waits.post_lease = Duration::from_millis(800);
    let w = World::with(quick).await;
    w.screen().hold_ends.store(true, Ordering::SeqCst);
    let id = started(&w, Format::Knockout, 2, 2).await;
    finish_round(&w, id, 1).await;
    // The final's results stay held all along.
    let mut posted = Vec::new();
    for _ in 0..250 {
        posted = w.screen().posts(PostKind::Podium);
        if !posted.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(posted.len(), 1, "no podium within 5 s");
    assert_eq!(posted[0].0.id, PostId::Podium(id));
    w.screen().release();
}

/// The tournament's channel is out of reach: the tournament is called off
/// with its games, and no next round is seated there.
#[tokio::test]
async fn a_tournament_out_of_reach_is_called_off_with_its_tables() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 3 }, 3, 6).await;
    let channel = play(&w, id).await.tournament.new.channel;
    let called_off = w.tables.close_door(Door::Channel(channel)).await.unwrap();
    assert_eq!(called_off.games.len(), 2, "both tables of three");
    let after = play(&w, id).await;
    assert_eq!(after.tournament.state, TournamentState::Cancelled);
    assert!(after.tables.iter().all(|t| t.finishes.is_some()));
    assert_eq!(advance(&w, id).await, Advance::Waiting);
    assert_eq!(play(&w, id).await.rounds.len(), 1, "no round seated after");
}

/// A finished tournament is still found by `tournament standings` without
/// its name (the server's newest, running or finished) and suggested for it,
/// though not for the commands that act on open tournaments.
#[tokio::test]
async fn a_finished_tournament_is_found_by_its_standings() {
    let w = World::new().await;
    let id = started(&w, Format::Knockout, 2, 2).await;
    finish_round(&w, id, 1).await;
    until(&w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    let (found, rows) = w
        .tables
        .tournaments()
        .named_standings((GUILD, ADA), None)
        .await
        .unwrap();
    assert_eq!(found.tournament.id, id);
    assert_eq!(rows.len(), 2);
    let by_name = w
        .tables
        .tournaments()
        .named_standings((GUILD, ADA), Some("saturday cup"))
        .await
        .unwrap();
    assert_eq!(by_name.0.tournament.id, id);
    let suggested = w
        .tables
        .tournaments()
        .tournament_choices((Some(GUILD), true), "sat")
        .await;
    assert_eq!(suggested, [(format!("#{id} Saturday cup"), id.to_string())]);
    let open = w
        .tables
        .tournaments()
        .tournament_choices((Some(GUILD), false), "")
        .await;
    assert!(open.is_empty(), "{open:?}");
    assert!(
        w.tables
            .tournaments()
            .named_tournament(GUILD, None)
            .await
            .is_err()
    );
}
