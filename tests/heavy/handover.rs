//! A click's board that hands the game to the computers
//! ([`Waiting::Handover`]) is drawn when a drawing slot comes within the
//! bound, and given up at the bound otherwise, out of the queue at once; a
//! person's own turn ([`Waiting::Person`]) waits whatever it takes, and
//! behind more of them than the bound draws a click's board is given up at
//! once. The
//! order of events, not timing: the slots are held until the test lets them
//! go, and a bound is only checked as "never before it" (tokio's paused
//! clock needs its `test-util` feature, which the workspace does not build).

use std::sync::Arc;
use std::time::{Duration, Instant};

use hypnosia::heavy::handover::HANDOVER_WITHIN;
use hypnosia::heavy::lanes::{HeavyLimits, LaneError, Lanes, Waiting};
use hypnosia::table::GuildId;
use tokio::task::JoinHandle;

/// Two slots; a click's board handing over waits `within` at most.
fn lanes(within: Duration) -> Arc<Lanes> {
    let limits = HeavyLimits {
        handover_within: within,
        ..HeavyLimits::default()
    };
    Arc::new(Lanes::new(2, limits))
}

type Drawn = Result<&'static str, LaneError>;

fn board(lanes: &Arc<Lanes>, waiting: Waiting) -> JoinHandle<Drawn> {
    let lanes = lanes.clone();
    tokio::spawn(async move { lanes.live_for(GuildId(1), waiting, || "drawn").await })
}

/// Waits until `n` boards wait for a slot.
async fn until_queued(lanes: &Lanes, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while lanes.live_queued() != n {
        assert!(Instant::now() < deadline, "{n} boards queued");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_handing_over_gives_its_board_up_at_the_bound_and_a_persons_turn_waits_on() {
    let lanes = lanes(HANDOVER_WITHIN);
    let held = lanes.hold_live_slots().await;
    let turn = board(&lanes, Waiting::Person);
    until_queued(&lanes, 1).await;
    let since = Instant::now();
    let click = board(&lanes, Waiting::Handover);
    let click = tokio::time::timeout(Duration::from_secs(20), click).await;
    let click = click.expect("given up while the slots are still held");
    assert_eq!(click.unwrap(), Err(LaneError::GaveUp));
    assert!(since.elapsed() >= HANDOVER_WITHIN, "not before the bound");
    assert_eq!(lanes.live_queued(), 1, "out of the queue at once");
    // A person's own turn has no such bound: drawn once a slot frees.
    assert!(!turn.is_finished(), "a person's turn is never given up");
    drop(held);
    assert_eq!(turn.await.unwrap(), Ok("drawn"));
    // The lanes have room again: a click handing over is drawn as ever.
    let click = board(&lanes, Waiting::Handover);
    assert_eq!(click.await.unwrap(), Ok("drawn"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_handing_over_is_drawn_when_a_slot_comes_within_the_bound() {
    // A free slot is taken at once, however short the bound.
    let at_once = lanes(Duration::ZERO);
    let drawn = at_once.live_for(GuildId(1), Waiting::Handover, || "drawn");
    assert_eq!(drawn.await, Ok("drawn"), "the lanes have room: drawn");
    // A slot freed while it waits within its bound: drawn, not given up.
    let lanes = lanes(Duration::from_secs(600));
    let held = lanes.hold_live_slots().await;
    let click = board(&lanes, Waiting::Handover);
    until_queued(&lanes, 1).await;
    drop(held);
    assert_eq!(click.await.unwrap(), Ok("drawn"), "its slot came in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_handing_over_behind_more_turns_than_its_bound_draws_is_answered_in_words_at_once()
{
    let bound = Duration::from_secs(5);
    let lanes = lanes(bound);
    // Boards take 200 ms lately: 100 turns on two slots take 10 s, past the bound.
    let slow = lanes.live_for(GuildId(1), Waiting::Person, || {
        std::thread::sleep(Duration::from_millis(200));
        "drawn"
    });
    assert_eq!(slow.await, Ok("drawn"));
    let held = lanes.hold_live_slots().await;
    // One turn waiting (0.1 s of drawing ahead): the click's board waits on.
    let mut turns = vec![board(&lanes, Waiting::Person)];
    until_queued(&lanes, 1).await;
    let waits_on = board(&lanes, Waiting::Handover);
    until_queued(&lanes, 2).await;
    for n in 0..99 {
        turns.push(board(&lanes, Waiting::Person));
        until_queued(&lanes, n + 3).await;
    }
    let since = Instant::now();
    let click = board(&lanes, Waiting::Handover);
    let click = tokio::time::timeout(bound - Duration::from_secs(1), click).await;
    let click = click.expect("given up before its bound, the slots still held");
    assert_eq!(click.unwrap(), Err(LaneError::GaveUp));
    assert!(since.elapsed() < bound);
    assert!(
        !waits_on.is_finished(),
        "the one queued behind one turn waits on"
    );
    drop(held);
    for turn in turns {
        assert_eq!(turn.await.unwrap(), Ok("drawn"));
    }
    assert_eq!(
        waits_on.await.unwrap(),
        Ok("drawn"),
        "drawn after the turns"
    );
}
