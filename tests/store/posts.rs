//! The outbox's rows across processes (issue 71, reliability-3 M2): the
//! sweep reads only its own shards' owed posts, chosen in SQL, so that other
//! processes' posts never take the places of its own; a post that keeps
//! failing goes behind those never tried (33 stuck posts do not starve a
//! 34th); a restarted process takes back at once what a process before it
//! held for its shards, never what another holds now, nor another shard's.

use super::*;
use hypnosia::platform::shards::ShardRange;
use hypnosia::seating::{NewTournament, TournamentId};
use hypnosia::store::{PostClaim, PostId, PostRow};
use hypnosia::table::unix_now;

/// Shard 1 of 2, and a server on each of its shards.
const ODD: ShardRange = ShardRange {
    first: 1,
    last: 1,
    total: 2,
};
const ON_ODD: GuildId = GuildId(5 << 22);
const ON_EVEN: GuildId = GuildId(4 << 22);

/// A finished tournament of `guild`: its podium is owed.
async fn podium_owed(store: &Store, guild: GuildId) -> PostId {
    let new = NewTournament {
        guild,
        max_players: 8,
        no_threads: true,
        ..super::tournaments::cup()
    };
    let id: TournamentId = store.create_tournament(&new).await.unwrap().id;
    assert!(store.finish_tournament(id, false).await.unwrap());
    PostId::Podium(id)
}

fn ids(rows: &[PostRow]) -> Vec<PostId> {
    rows.iter().map(|row| row.id).collect()
}

async fn other_shards_posts_take_no_place_of_ours(db: TestDb) {
    let store = db.open().await;
    // Older, and more than a sweep reads: another process's.
    for _ in 0..40 {
        podium_owed(&store, ON_EVEN).await;
    }
    // A server past i64's range is stored negative: its shard is still
    // Discord's (shard 1 of 2).
    let huge = GuildId(u64::MAX - (2 << 22));
    assert!(ODD.holds(huge.0));
    let huge = podium_owed(&store, huge).await;
    let ours = podium_owed(&store, ON_ODD).await;
    let owed = store
        .owed_posts_on(Some(ODD), unix_now(), 32)
        .await
        .unwrap();
    assert_eq!(ids(&owed), [huge, ours], "only shard 1's posts");
    let all = store.owed_posts_on(None, unix_now(), 100).await.unwrap();
    assert_eq!(all.len(), 42, "every server's without a range");
}

async fn thirty_three_stuck_posts_do_not_starve_a_thirty_fourth(db: TestDb) {
    let store = db.open().await;
    let now = unix_now();
    let mut stuck = Vec::new();
    for _ in 0..33 {
        stuck.push(podium_owed(&store, ON_ODD).await);
    }
    // Each handed over and failed: still owed, given back.
    for &id in &stuck {
        assert!(store.lease_post(id, now, now + 60).await.unwrap().is_some());
        store.release_post(id).await.unwrap();
    }
    let fresh = podium_owed(&store, ON_ODD).await;
    let owed = store.owed_posts_on(Some(ODD), now + 1, 32).await.unwrap();
    assert_eq!(owed.len(), 32);
    assert_eq!(owed[0].id, fresh, "the post never tried comes first");
    let all = store.owed_posts_on(Some(ODD), now + 1, 40).await.unwrap();
    assert_eq!(all.len(), 34, "every stuck post is still owed");
}

async fn a_restart_takes_back_its_predecessors_leases_at_once(db: TestDb) {
    let old = db.open().await;
    let now = unix_now();
    let ours = podium_owed(&old, ON_ODD).await;
    let theirs = podium_owed(&old, ON_EVEN).await;
    for id in [ours, theirs] {
        assert!(old.lease_post(id, now, now + 60).await.unwrap().is_some());
    }
    // Killed holding both; a process of shard 1 starts again.
    tokio::time::sleep(Duration::from_millis(5)).await;
    let new = db.open().await;
    assert_eq!(new.take_back_leases(Some(ODD), now).await.unwrap(), 1);
    let leased = new.lease_post(ours, now, now + 60).await.unwrap();
    let leased = leased.expect("its predecessor's post is this process's at once");
    assert!(
        leased.first_leased.is_some_and(|at| at < now),
        "it looks for what the one cut short made: {leased:?}"
    );
    assert_eq!(
        new.lease_post(theirs, now, now + 60).await.unwrap(),
        None,
        "another shard's lease is left to run out"
    );
    // What this process leased since it started is its own: not taken back.
    assert_eq!(new.take_back_leases(Some(ODD), now).await.unwrap(), 0);
    assert_eq!(new.lease_post(ours, now, now + 60).await.unwrap(), None);
    // Nor does a process give back a lease that is not its own.
    old.release_post(ours).await.unwrap();
    assert_eq!(new.lease_post(ours, now, now + 60).await.unwrap(), None);
}

async fn a_restart_takes_back_its_predecessors_daily_post_at_once(db: TestDb) {
    let old = db.open().await;
    let (day, now) = (20_000, unix_now());
    for guild in [ON_ODD, ON_EVEN] {
        let shipped = hypnosia::live::shipped_puzzles();
        old.add_shipped_puzzles(guild, shipped).await.unwrap();
        let claimed = old.claim_daily_puzzle(guild, day, CHANNEL, now, true);
        assert_eq!(claimed.await.unwrap(), Some(true));
        let leased = old.lease_daily_puzzle(guild, day, now, now + 60);
        assert!(leased.await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(5)).await;
    let new = db.open().await;
    assert_eq!(new.take_back_leases(Some(ODD), now).await.unwrap(), 1);
    let lease = |guild| new.lease_daily_puzzle(guild, day, now, now + 60);
    assert!(lease(ON_ODD).await.unwrap(), "its shard's: taken back");
    assert!(
        !lease(ON_EVEN).await.unwrap(),
        "another shard's: left to run out"
    );
    assert_eq!(new.take_back_leases(Some(ODD), now).await.unwrap(), 0);
}

/// Reliability-4 L3: two processes of one range for a moment (a process
/// started before the last one stopped): the one that lives renews its row
/// of lease holders, and the one starting takes none of its leases, which
/// stay its own.
async fn a_live_process_s_lease_is_not_taken_by_a_second_one_starting(db: TestDb) {
    let live = db.open().await;
    live.renew_lease_holder().await.unwrap();
    let now = unix_now();
    let ours = podium_owed(&live, ON_ODD).await;
    assert!(
        live.lease_post(ours, now, now + 60)
            .await
            .unwrap()
            .is_some()
    );
    let day = 20_000;
    let shipped = hypnosia::live::shipped_puzzles();
    live.add_shipped_puzzles(ON_ODD, shipped).await.unwrap();
    let claimed = live.claim_daily_puzzle(ON_ODD, day, CHANNEL, now, true);
    assert_eq!(claimed.await.unwrap(), Some(true));
    let leased = live.lease_daily_puzzle(ON_ODD, day, now, now + 60);
    assert!(leased.await.unwrap());
    tokio::time::sleep(Duration::from_millis(5)).await;
    let starting = db.open().await;
    starting.renew_lease_holder().await.unwrap();
    assert_eq!(starting.take_back_leases(Some(ODD), now).await.unwrap(), 0);
    assert_eq!(
        starting.lease_post(ours, now, now + 60).await.unwrap(),
        None,
        "the live process's lease is its own"
    );
    let daily = starting.lease_daily_puzzle(ON_ODD, day, now, now + 60);
    assert!(!daily.await.unwrap(), "and so is its daily post's");
}

/// Reliability-4 L3: a process renews its row, leases an owed post and is
/// killed a moment later; its successor starts at once, and takes the post
/// back within 5 s of its start (its predecessor was still taken for alive
/// at the start), trying each second as a process does after its start.
async fn a_dead_process_s_owed_post_is_taken_back_within_5_s(db: TestDb) {
    let dead = db.open().await;
    dead.renew_lease_holder().await.unwrap();
    let now = unix_now();
    let ours = podium_owed(&dead, ON_ODD).await;
    assert!(
        dead.lease_post(ours, now, now + 60)
            .await
            .unwrap()
            .is_some()
    );
    drop(dead);
    tokio::time::sleep(Duration::from_millis(5)).await;
    let started = std::time::Instant::now();
    let successor = db.open().await;
    let mut taken = 0;
    while taken == 0 && started.elapsed() < Duration::from_secs(5) {
        successor.renew_lease_holder().await.unwrap();
        taken = successor.take_back_leases(Some(ODD), now).await.unwrap();
        if taken == 0 {
            tokio::time::sleep(hypnosia::store::LEASE_HOLDER_EVERY).await;
        }
    }
    assert_eq!(taken, 1, "taken back within 5 s of the start");
    let leased = successor.lease_post(ours, now, now + 60).await.unwrap();
    assert!(leased.is_some(), "the successor posts it");
}

/// Reliability-4 L3: a click in a DM claims its game's analysis (the claim
/// is keyed by the DM's channel, which the servers' formula puts on shard 1
/// of 2, while DMs are shard 0's); the process of shard 1 restarts. It takes
/// no click's claim back: a second click is told the analysis is on its way.
async fn a_restart_takes_back_no_click_s_claim_of_a_direct_venue(db: TestDb) {
    let shard_0 = db.open().await;
    let now = unix_now();
    let dm = GuildId(ON_ODD.0 + 1);
    let post = PostId::Analysis(hypnosia::table::GameId(77));
    let claim = shard_0
        .claim_post((post, dm), now, now + 120)
        .await
        .unwrap();
    assert!(matches!(claim, PostClaim::Leased(_)), "{claim:?}");
    tokio::time::sleep(Duration::from_millis(5)).await;
    let shard_1 = db.open().await;
    assert_eq!(shard_1.take_back_leases(Some(ODD), now).await.unwrap(), 0);
    let third = db.open().await;
    let again = third.claim_post((post, dm), now, now + 120).await.unwrap();
    assert_eq!(again, PostClaim::OnItsWay, "posted once");
}

on_both_backends!(
    a_live_process_s_lease_is_not_taken_by_a_second_one_starting,
    a_dead_process_s_owed_post_is_taken_back_within_5_s,
    a_restart_takes_back_no_click_s_claim_of_a_direct_venue,
    a_restart_takes_back_its_predecessors_daily_post_at_once,
    other_shards_posts_take_no_place_of_ours,
    thirty_three_stuck_posts_do_not_starve_a_thirty_fourth,
    a_restart_takes_back_its_predecessors_leases_at_once,
);
