//! Seasons: games on both sides of midnight UTC count in their own season,
//! a season's ratings start from the widened all-time rating, all-time figures
//! never change, and a season's end is claimed for announcement exactly once.

use hypnosia::store::{ANNOUNCEMENT_RETRY_SECS, rate_humans};
use hypnosia::table::{DEFAULT_SKILL, Season, SeasonCadence, Skill, season_start_skill};

use super::*;

/// 2026-11-30T23:59:59Z and the next second, 2026-12-01T00:00:00Z.
const LAST_SECOND_OF_NOVEMBER: i64 = 1_796_083_199;
const DECEMBER_FIRST: i64 = 1_796_083_200;

fn pair(a: UserId, b: UserId) -> Vec<Seat> {
    vec![
        Seat::human(Color::Red, a, "A"),
        Seat::human(Color::Blue, b, "B"),
    ]
}

/// One game of `seats` on GUILD that the first seat wins, ended at `at`.
async fn won_at(store: &Store, seats: Vec<Seat>, seed: u64, at: i64) {
    let (id, mut game) = start(store, GUILD, seats, seed).await;
    let version = game.version();
    let others: Vec<Color> = game.players().iter().skip(1).map(|p| p.color).collect();
    for color in others {
        game.leave(color, LeaveKind::Resign).unwrap();
    }
    store
        .finish_game_at(id, version, &game, at)
        .await
        .expect("the game finishes");
}

async fn ada_all_time_rating(store: &Store) -> f64 {
    store
        .player_stats(GUILD, ADA)
        .await
        .unwrap()
        .unwrap()
        .skill
        .rating()
}

fn november() -> Season {
    "2026-11".parse().unwrap()
}

fn december() -> Season {
    "2026-12".parse().unwrap()
}

async fn games_on_both_sides_of_midnight_count_in_their_own_season(db: TestDb) {
    let store = db.open().await;
    store
        .save_season_settings(GUILD, SeasonCadence::Monthly, Some(CHANNEL), 0)
        .await
        .unwrap();
    // Before seasons were on nothing counts in a season; all-time still does.
    let seats_ab = pair(ADA, BOB);
    // Ada beats Bob twice in November's last second, Bob beats Ada once at
    // December's first.
    won_at(&store, seats_ab.clone(), 1, LAST_SECOND_OF_NOVEMBER).await;
    won_at(&store, seats_ab, 2, LAST_SECOND_OF_NOVEMBER).await;
    won_at(&store, pair(BOB, ADA), 3, DECEMBER_FIRST).await;

    let nov = store
        .season_leaderboard(GUILD, november(), LeaderboardOrder::Wins, 0, 10)
        .await
        .unwrap();
    let line: Vec<(UserId, u32, u32)> = nov
        .entries
        .iter()
        .map(|e| (e.user, e.games, e.wins))
        .collect();
    assert_eq!(line, vec![(ADA, 2, 2), (BOB, 2, 0)]);
    let dec = store
        .season_leaderboard(GUILD, december(), LeaderboardOrder::Wins, 0, 10)
        .await
        .unwrap();
    let line: Vec<(UserId, u32, u32)> = dec
        .entries
        .iter()
        .map(|e| (e.user, e.games, e.wins))
        .collect();
    assert_eq!(
        line,
        vec![(BOB, 1, 1), (ADA, 1, 0)],
        "December is a new race"
    );
    assert_eq!(dec.total, 2);
    // By rating Ada still leads December after one loss: the season started
    // from her all-time skill (two wins), widened, not from nothing.
    let dec = store
        .season_leaderboard(GUILD, december(), LeaderboardOrder::Rating, 0, 10)
        .await
        .unwrap();
    let line: Vec<UserId> = dec.entries.iter().map(|e| e.user).collect();
    assert_eq!(line, vec![ADA, BOB]);
    assert!(dec.entries[0].skill.rating() < ada_all_time_rating(&store).await);

    // All time: three games each, Ada two wins, whatever the seasons.
    let ada = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((ada.games, ada.wins, ada.rated_games), (3, 2, 3));
    let ada_dec = store
        .season_stats(GUILD, december(), ADA)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (ada_dec.games, ada_dec.wins, ada_dec.rating_place),
        (1, 0, Some(1))
    );
    let bob_nov = store
        .season_stats(GUILD, november(), BOB)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (bob_nov.games, bob_nov.wins, bob_nov.rating_place),
        (2, 0, Some(2))
    );
    assert_eq!(
        store.season_stats(GUILD, december(), CY).await.unwrap(),
        None
    );
    assert_eq!(
        store.seasons_played(GUILD, 10).await.unwrap(),
        vec![december(), november()]
    );
    // Another server's seasons are its own.
    assert!(
        store
            .seasons_played(OTHER_GUILD, 10)
            .await
            .unwrap()
            .is_empty()
    );
}

async fn a_season_starts_from_the_widened_all_time_rating(db: TestDb) {
    let store = db.open().await;
    // Two games in October with no seasons: all-time only.
    won_at(
        &store,
        pair(ADA, BOB),
        1,
        LAST_SECOND_OF_NOVEMBER - 40 * 86_400,
    )
    .await;
    won_at(
        &store,
        pair(ADA, BOB),
        2,
        LAST_SECOND_OF_NOVEMBER - 39 * 86_400,
    )
    .await;
    assert!(store.seasons_played(GUILD, 10).await.unwrap().is_empty());
    let ada_before = store.player_stats(GUILD, ADA).await.unwrap().unwrap().skill;
    let bob_before = store.player_stats(GUILD, BOB).await.unwrap().unwrap().skill;
    assert!(ada_before.sigma < DEFAULT_SKILL.sigma);

    store
        .save_season_settings(GUILD, SeasonCadence::Quarterly, None, 0)
        .await
        .unwrap();
    won_at(&store, pair(ADA, BOB), 3, DECEMBER_FIRST).await;

    // The season's ratings: both seeded from their widened all-time skills,
    // then rated by this one game (Ada first).
    let seeded = [
        season_start_skill(ada_before),
        season_start_skill(bob_before),
    ];
    assert!(seeded[0].sigma > ada_before.sigma && seeded[0].mu == ada_before.mu);
    let expected = rate_humans(&[(seeded[0], 1), (seeded[1], 2)]);
    let q4: Season = "2026-Q4".parse().unwrap();
    for (user, want) in [(ADA, expected[0]), (BOB, expected[1])] {
        let got = store
            .season_stats(GUILD, q4, user)
            .await
            .unwrap()
            .unwrap()
            .skill;
        assert!(
            close(got.mu, want.mu) && close(got.sigma, want.sigma),
            "{user}: {got:?} {want:?}"
        );
    }
    // The all-time rating moved from the unwidened skills: not the same numbers.
    let all_time = rate_humans(&[(ada_before, 1), (bob_before, 2)]);
    let ada_now = store.player_stats(GUILD, ADA).await.unwrap().unwrap().skill;
    assert!(close(ada_now.mu, all_time[0].mu) && close(ada_now.sigma, all_time[0].sigma));
    assert!(!close(ada_now.sigma, expected[0].sigma));
    let _: Skill = ada_now;
}

/// Monthly seasons announced in [`CHANNEL`] since the day before the last of
/// November, and Ada's win over Bob at its last second.
async fn november_played(store: &Store) {
    store
        .save_season_settings(
            GUILD,
            SeasonCadence::Monthly,
            Some(CHANNEL),
            LAST_SECOND_OF_NOVEMBER - 86_400,
        )
        .await
        .unwrap();
    won_at(store, pair(ADA, BOB), 1, LAST_SECOND_OF_NOVEMBER).await;
}

async fn a_seasons_end_is_claimed_once(db: TestDb) {
    let store = db.open().await;
    let other = db.open().await; // a second process on PostgreSQL; a reopened file on SQLite
    november_played(&store).await;
    // Before midnight nothing is due; after, November is.
    assert!(
        store
            .pending_season_announcements(LAST_SECOND_OF_NOVEMBER)
            .await
            .unwrap()
            .is_empty()
    );
    let now = DECEMBER_FIRST + 5;
    let due = store.pending_season_announcements(now).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].1.to_announce(now), Some((november(), CHANNEL)));

    let (a, b) = tokio::join!(
        store.claim_season_announcement(GUILD, november(), CHANNEL, now),
        other.claim_season_announcement(GUILD, november(), CHANNEL, now),
    );
    assert!(a.unwrap() ^ b.unwrap(), "exactly one claims it");
    assert!(
        store
            .pending_season_announcements(now + 1)
            .await
            .unwrap()
            .is_empty()
    );
    // The claimer died before posting: after the retry delay one takes it over.
    let later = now + ANNOUNCEMENT_RETRY_SECS + 1;
    assert_eq!(
        store
            .pending_season_announcements(later)
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        other
            .claim_season_announcement(GUILD, november(), CHANNEL, later)
            .await
            .unwrap()
    );
    assert!(
        !store
            .claim_season_announcement(GUILD, november(), CHANNEL, later)
            .await
            .unwrap()
    );
    store
        .season_announcement_posted(GUILD, november(), MessageId(77))
        .await
        .unwrap();
    let much_later = later + 10 * ANNOUNCEMENT_RETRY_SECS;
    assert!(
        store
            .pending_season_announcements(much_later)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        !other
            .claim_season_announcement(GUILD, november(), CHANNEL, much_later)
            .await
            .unwrap()
    );
    assert_eq!(
        store.season_announcement(GUILD, november()).await.unwrap(),
        Some(MessageId(77))
    );
    // A season nobody played is never posted.
    let january = DECEMBER_FIRST + 31 * 86_400 + 5;
    assert_eq!(
        store
            .pending_season_announcements(january)
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        !store
            .claim_season_announcement(GUILD, december(), CHANNEL, january)
            .await
            .unwrap()
    );
    assert!(
        store
            .pending_season_announcements(january + 600)
            .await
            .unwrap()
            .is_empty()
    );
    // Seasons switched on in December: November is not announced again, and a
    // server whose seasons started after a season's end does not announce it.
    store
        .save_season_settings(
            OTHER_GUILD,
            SeasonCadence::Monthly,
            Some(CHANNEL),
            DECEMBER_FIRST + 60,
        )
        .await
        .unwrap();
    assert!(
        store
            .pending_season_announcements(now + 120)
            .await
            .unwrap()
            .iter()
            .all(|(g, _)| *g != OTHER_GUILD)
    );
}

/// The podium shows each of the best in the color they played most in the
/// season: games of other seasons do not count, a tie goes to the color first
/// on the board, and a player with no game in the season has none.
async fn the_podium_colors_are_the_ones_played_most_in_the_season(db: TestDb) {
    let store = db.open().await;
    store
        .save_season_settings(GUILD, SeasonCadence::Monthly, Some(CHANNEL), 0)
        .await
        .unwrap();
    let seat = |color, user, name| Seat::human(color, user, name);
    // November: Ada plays blue three times and green once; Bob red twice and
    // yellow twice (a tie: red comes first on the board).
    for (seed, ada, bob) in [
        (1, Color::Blue, Color::Red),
        (2, Color::Blue, Color::Yellow),
        (3, Color::Green, Color::Red),
        (4, Color::Blue, Color::Yellow),
    ] {
        won_at(
            &store,
            vec![seat(bob, BOB, "B"), seat(ada, ADA, "A")],
            seed,
            LAST_SECOND_OF_NOVEMBER - seed as i64,
        )
        .await;
    }
    // December: Ada plays magenta three times; it does not count in November.
    for seed in 5..8 {
        won_at(
            &store,
            vec![seat(Color::Magenta, ADA, "A"), seat(Color::Red, BOB, "B")],
            seed,
            DECEMBER_FIRST + seed as i64,
        )
        .await;
    }
    assert_eq!(
        store
            .season_colors(GUILD, november(), &[ADA, BOB, CY])
            .await
            .unwrap(),
        vec![Some(Color::Blue), Some(Color::Red), None]
    );
    assert_eq!(
        store
            .season_colors(GUILD, december(), &[ADA])
            .await
            .unwrap(),
        vec![Some(Color::Magenta)]
    );
    assert_eq!(
        store
            .season_colors(OTHER_GUILD, november(), &[ADA])
            .await
            .unwrap(),
        vec![None],
        "another server's games are its own"
    );
}

/// An announcement Discord refuses for good is closed: nothing is pending
/// after the claim's retry delay, nobody claims it again, and it has no post.
async fn a_refused_announcement_is_closed_for_good(db: TestDb) {
    let store = db.open().await;
    november_played(&store).await;
    let now = DECEMBER_FIRST + 5;
    assert!(
        store
            .claim_season_announcement(GUILD, november(), CHANNEL, now)
            .await
            .unwrap()
    );
    store
        .season_announcement_given_up(GUILD, november())
        .await
        .unwrap();
    let later = now + 10 * ANNOUNCEMENT_RETRY_SECS;
    assert!(
        store
            .pending_season_announcements(later)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        !store
            .claim_season_announcement(GUILD, november(), CHANNEL, later)
            .await
            .unwrap()
    );
    assert_eq!(
        store.season_announcement(GUILD, november()).await.unwrap(),
        None
    );
    assert_eq!(
        store
            .season_announcement_refused(GUILD, november())
            .await
            .unwrap(),
        Some(CHANNEL)
    );
    // The server chooses a channel again: the announcement is due anew there.
    let elsewhere = ChannelId(CHANNEL.0 + 1);
    store
        .save_season_settings(GUILD, SeasonCadence::Monthly, Some(elsewhere), later)
        .await
        .unwrap();
    assert_eq!(
        store
            .season_announcement_refused(GUILD, november())
            .await
            .unwrap(),
        None
    );
    let due = store.pending_season_announcements(later).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].1.to_announce(later), Some((november(), elsewhere)));
    assert!(
        store
            .claim_season_announcement(GUILD, november(), elsewhere, later)
            .await
            .unwrap()
    );
}

on_both_backends!(
    a_refused_announcement_is_closed_for_good,
    the_podium_colors_are_the_ones_played_most_in_the_season,
    games_on_both_sides_of_midnight_count_in_their_own_season,
    a_season_starts_from_the_widened_all_time_rating,
    a_seasons_end_is_claimed_once,
);
