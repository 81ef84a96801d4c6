//! A tournament's end: called off with its tables when its channel is out
//! of reach, and, once finished, still found by its standings.

use hypnosia::live::{Advance, Door};
use hypnosia::seating::{Format, TournamentState};

use super::{finish_round, play, started, until};
use crate::support::{GUILD, World};

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
    assert_eq!(
        w.tables
            .tournament_rounds()
            .advance_tournament(id)
            .await
            .unwrap(),
        Advance::Waiting
    );
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
        .named_standings(GUILD, None)
        .await
        .unwrap();
    assert_eq!(found.tournament.id, id);
    assert_eq!(rows.len(), 2);
    let by_name = w
        .tables
        .tournaments()
        .named_standings(GUILD, Some("saturday cup"))
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
