//! While people's changes and boards lately waited long (`heavy::keeping_up`), the live
//! lane draws only the boards a person waits for: a computer's edit is left
//! and a click's board that hands over is given up (answered in words) at
//! once, with a slot free; once the changes are quick again, both are drawn
//! as ever. Where the bounds lie between.

use std::time::Duration;

use hypnosia::heavy::keeping_up::{BEHIND_AT, CAUGHT_UP_AT, KeepingUp};
use hypnosia::heavy::lanes::{Edit, HeavyLimits, LaneError, Lanes, Waiting};
use hypnosia::table::{GameId, GuildId};

fn edit() -> Waiting {
    Waiting::Edit(Edit {
        game: GameId(7),
        version: 3,
        due_in: Duration::from_secs(3600),
    })
}

/// `n` waits (changes, boards) that each took `took`.
fn changes(engine: &KeepingUp, n: usize, took: Duration) {
    for _ in 0..n {
        engine.waited(took);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_only_the_boards_people_wait_for_are_drawn_then_all_again() {
    let lanes = Lanes::new(2, HeavyLimits::default());
    assert_eq!(
        lanes.live_for(GuildId(1), edit(), || "edit").await,
        Ok("edit")
    );

    // 2 000 games: each change waits some 750 ms behind the others.
    changes(lanes.keeping_up(), 200, Duration::from_millis(750));
    assert!(lanes.keeping_up().behind());
    let left = lanes.live_for(GuildId(1), edit(), || "edit");
    assert_eq!(
        left.await,
        Err(LaneError::Overtaken),
        "every slot free, still left"
    );
    let click = lanes.live_for(GuildId(1), Waiting::Handover, || "handover");
    assert_eq!(
        click.await,
        Err(LaneError::GaveUp),
        "answered in words at once"
    );
    let turn = lanes.live_for(GuildId(1), Waiting::Person, || "turn");
    assert_eq!(
        turn.await,
        Ok("turn"),
        "a person's turn is drawn whatever the load"
    );
    let results = lanes.live_for(GuildId(1), Waiting::Screen, || "results");
    assert_eq!(results.await, Ok("results"), "nothing replaces the results");

    // The load gone, changes take milliseconds again.
    changes(lanes.keeping_up(), 300, Duration::from_millis(3));
    assert!(!lanes.keeping_up().behind());
    assert_eq!(
        lanes.live_for(GuildId(1), edit(), || "edit").await,
        Ok("edit")
    );
    let click = lanes.live_for(GuildId(1), Waiting::Handover, || "handover");
    assert_eq!(click.await, Ok("handover"));
}

#[test]
fn the_engine_is_behind_past_the_upper_bound_and_caught_up_under_the_lower() {
    let between = (BEHIND_AT + CAUGHT_UP_AT) / 2;
    let engine = KeepingUp::default();
    // Changes as long as between the bounds, never past the upper: not behind.
    changes(&engine, 500, between);
    assert!(!engine.behind());
    // One slow change among quick ones is no load.
    changes(&engine, 500, Duration::from_millis(3));
    changes(&engine, 1, Duration::from_secs(30));
    assert!(
        !engine.behind(),
        "a change that waited out retries counts 1 s at most"
    );
    changes(&engine, 500, BEHIND_AT * 2);
    assert!(engine.behind());
    // Between the bounds it stays behind, so that it does not switch at every change.
    changes(&engine, 500, between);
    assert!(engine.behind());
    changes(&engine, 500, CAUGHT_UP_AT / 2);
    assert!(!engine.behind());
}
