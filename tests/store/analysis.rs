//! Win chances in the store: a server's live-chances setting (shown until
//! turned off, one of its settings) and a game's analysis, stored once.

use super::*;
use hypnosia::store::{ANALYSIS_CLAIM_SECS, PostClaim, PostId, PostKind, SHARE_REMEMBERED_SECS};
use hypnosia::table::{ChannelId, GuildId, MessageId};

async fn the_live_chances_setting_is_on_until_turned_off_and_survives_other_settings(db: TestDb) {
    let store = db.open().await;
    let chances = |s: GuildSettings| s.live_chances;
    assert!(
        chances(store.settings(GUILD).await.unwrap()),
        "shown by default"
    );
    let off = GuildSettings {
        live_chances: false,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &off).await.unwrap();
    assert!(!chances(store.settings(GUILD).await.unwrap()));
    assert!(
        chances(store.settings(OTHER_GUILD).await.unwrap()),
        "one server only"
    );
    // Saving the other settings keeps it, and the server's own language too.
    let settings = GuildSettings {
        games_in_threads: true,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &settings).await.unwrap();
    store.save_guild_locale(GUILD, "fr").await.unwrap();
    assert!(!chances(store.settings(GUILD).await.unwrap()));
    let on = GuildSettings {
        live_chances: true,
        ..store.settings(GUILD).await.unwrap()
    };
    store.save_settings(GUILD, &on).await.unwrap();
    let after = store.settings(GUILD).await.unwrap();
    assert!(after.games_in_threads);
    assert_eq!(after.guild_locale.as_deref(), Some("fr"));
    assert!(chances(db.open().await.settings(GUILD).await.unwrap()));
}

async fn a_games_analysis_is_stored_and_replaced_by_a_newer_form(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, seats, 3).await;
    finish_by_leaving(&store, id, game, &[Color::Red]).await;
    assert_eq!(store.game_analysis(id).await.unwrap(), None);
    store.save_game_analysis(id, "{\"first\":1}").await.unwrap();
    // A form an older version stored, worked out again, replaces it.
    store
        .save_game_analysis(id, "{\"second\":2}")
        .await
        .unwrap();
    assert_eq!(
        store.game_analysis(id).await.unwrap().as_deref(),
        Some("{\"second\":2}")
    );
    assert_eq!(store.game_analysis(GameId(id.0 + 1)).await.unwrap(), None);
}

/// Issue 37: the one public analysis of a game is claimed in the outbox:
/// eight requests at once (as from several processes) claim it once; the
/// others learn it is on its way, then where it is; a failed post gives the
/// claim back, and a claim whose process stopped is taken over only once
/// stale.
async fn a_games_public_analysis_is_claimed_once(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, seats, 3).await;
    finish_by_leaving(&store, id, game, &[Color::Red]).await;
    let now = 1_700_000_000;
    let key = PostId::Analysis(id);
    let claim = |store: &Store, at: i64| {
        let store = store.clone();
        async move {
            let post = (key, GUILD);
            store
                .claim_post(post, at, at + ANALYSIS_CLAIM_SECS)
                .await
                .unwrap()
        }
    };
    let leased = |c: &PostClaim| matches!(c, PostClaim::Leased(_));
    let claims = futures_util::future::join_all((0..8).map(|_| claim(&store, now))).await;
    assert_eq!(claims.iter().filter(|c| leased(c)).count(), 1, "{claims:?}");
    let on_its_way = claims.iter().filter(|c| **c == PostClaim::OnItsWay);
    assert_eq!(on_its_way.count(), 7);
    // A failed post gives it back: the next request claims it at once.
    store.release_post(key).await.unwrap();
    assert!(leased(&claim(&store, now + 1).await));
    // A process that stops holds it until the claim is stale, then it is taken over.
    let soon = now + 1 + ANALYSIS_CLAIM_SECS - 1;
    assert_eq!(claim(&store, soon).await, PostClaim::OnItsWay);
    let later = now + 2 + ANALYSIS_CLAIM_SECS;
    assert!(leased(&claim(&store, later).await));
    let at = Some((ChannelId(77), MessageId(88)));
    store.post_shown(key, 0, at).await.unwrap();
    // Posted: however late, and whoever asks, it is only ever pointed to.
    for when in [later, later + 10 * ANALYSIS_CLAIM_SECS] {
        assert_eq!(claim(&db.open().await, when).await, PostClaim::Posted(at));
    }
    store.release_post(key).await.unwrap();
    assert_eq!(
        claim(&store, later).await,
        PostClaim::Posted(at),
        "a posted analysis is never given back"
    );
}

/// Issue 45: a private answer's Share is owed and leased by its click in
/// the outbox: eight clicks at once (as from several processes) post it once,
/// a restart (a new store on the same database) does not post it again, a
/// failed post gives it back, and shares are forgotten after a day.
async fn a_shared_answer_is_claimed_once_across_processes_and_restarts(db: TestDb) {
    let store = db.open().await;
    let (message, other) = (u64::MAX - 3, 99u64);
    let now = 1_700_000_000;
    let claim = |store: &Store, message: u64, now: i64| {
        let store = store.clone();
        async move {
            let post = (PostId::Share(MessageId(message)), GuildId(1));
            store.claim_post(post, now, now + 60).await.unwrap()
        }
    };
    let claims = futures_util::future::join_all((0..8).map(|_| claim(&store, message, now))).await;
    let leased: Vec<_> = claims
        .iter()
        .filter(|c| matches!(c, PostClaim::Leased(_)))
        .collect();
    assert_eq!(leased.len(), 1, "{claims:?}");
    assert!(claims.contains(&PostClaim::OnItsWay), "{claims:?}");
    let at = Some((ChannelId(2), MessageId(3)));
    store
        .post_shown(PostId::Share(MessageId(message)), 0, at)
        .await
        .unwrap();
    assert_eq!(
        claim(&db.open().await, message, now + 60).await,
        PostClaim::Posted(at)
    );
    assert!(
        matches!(claim(&store, other, now).await, PostClaim::Leased(_)),
        "another answer"
    );
    assert_eq!(claim(&store, other, now + 1).await, PostClaim::OnItsWay);
    store
        .release_post(PostId::Share(MessageId(other)))
        .await
        .unwrap();
    assert!(
        matches!(claim(&store, other, now + 1).await, PostClaim::Leased(_)),
        "given back"
    );
    store
        .forget_posts(PostKind::Share, now + SHARE_REMEMBERED_SECS)
        .await
        .unwrap();
    let next_day = now + SHARE_REMEMBERED_SECS + 2;
    assert!(
        matches!(claim(&store, message, next_day).await, PostClaim::Leased(_)),
        "forgotten after a day"
    );
}

/// Issue 48: the errors an analysis judged are kept with each person's
/// results, and a player's rated games' errors read back newest first (a
/// game against the computer alone is not rated, another server's not theirs).
async fn judged_errors_are_kept_per_seat_and_read_for_rated_games(db: TestDb) {
    let store = db.open().await;
    let people = || {
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Blue, BOB, "Bob"),
        ]
    };
    let (first, game) = start(&store, GUILD, people(), 3).await;
    finish_by_leaving(&store, first, game, &[Color::Red]).await;
    let alone = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, hypnosia::table::Level::Easy),
    ];
    let (unrated, game) = start(&store, GUILD, alone, 4).await;
    finish_by_leaving(&store, unrated, game, &[Color::Red]).await;
    let (second, game) = start(&store, GUILD, people(), 5).await;
    finish_by_leaving(&store, second, game, &[Color::Blue]).await;
    assert_eq!(store.rated_errors(GUILD, ADA, 10).await.unwrap(), vec![]);

    let judged = [(Color::Red, 10, 0.25), (Color::Blue, 8, 0.5)];
    store.save_result_errors(first, &judged).await.unwrap();
    // A second analysis (two requests at once) writes the same.
    store.save_result_errors(first, &judged).await.unwrap();
    store
        .save_result_errors(unrated, &[(Color::Red, 6, 3.0)])
        .await
        .unwrap();
    store
        .save_result_errors(second, &[(Color::Red, 12, 0.75), (Color::Blue, 0, 0.0)])
        .await
        .unwrap();
    assert_eq!(
        store.rated_errors(GUILD, ADA, 10).await.unwrap(),
        vec![(12, 0.75), (10, 0.25)],
        "rated games only, newest first"
    );
    assert_eq!(
        store.rated_errors(GUILD, ADA, 1).await.unwrap(),
        vec![(12, 0.75)]
    );
    assert_eq!(
        store.rated_errors(GUILD, BOB, 10).await.unwrap(),
        vec![(8, 0.5)],
        "a game without a decision says nothing"
    );
    assert_eq!(
        store.rated_errors(OTHER_GUILD, ADA, 10).await.unwrap(),
        vec![]
    );

    // The leaderboard by accuracy lists who has three judged rated games,
    // the lowest error rate first: Bob 0.8 over 28 decisions, Ada 1.0 over 30.
    let (none, total) = store.accuracy_leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!((none, total), (vec![], 0), "two games each: nobody yet");
    let (third, game) = start(&store, GUILD, people(), 6).await;
    finish_by_leaving(&store, third, game, &[Color::Red]).await;
    let third_errors = [(Color::Red, 8, 0.0), (Color::Blue, 10, 0.125)];
    store
        .save_result_errors(third, &third_errors)
        .await
        .unwrap();
    let (fourth, game) = start(&store, GUILD, people(), 7).await;
    finish_by_leaving(&store, fourth, game, &[Color::Red]).await;
    let fourth_errors = [(Color::Red, 0, 0.0), (Color::Blue, 10, 0.175)];
    store
        .save_result_errors(fourth, &fourth_errors)
        .await
        .unwrap();
    let (board, total) = store.accuracy_leaderboard(GUILD, 0, 10).await.unwrap();
    assert_eq!(total, 2);
    let who: Vec<_> = board
        .iter()
        .map(|e| (e.place, e.user, e.games, e.decisions))
        .collect();
    assert_eq!(who, vec![(1, BOB, 3, 28), (2, ADA, 3, 30)]);
    assert_eq!(board[0].name, "Bob");
    assert!((board[0].error_rate() - 80.0 / 28.0).abs() < 1e-3);
    let (second_page, _) = store.accuracy_leaderboard(GUILD, 1, 1).await.unwrap();
    assert_eq!(
        second_page.iter().map(|e| e.user).collect::<Vec<_>>(),
        vec![ADA]
    );
    let (elsewhere, _) = store
        .accuracy_leaderboard(OTHER_GUILD, 0, 10)
        .await
        .unwrap();
    assert!(elsewhere.is_empty());
}

on_both_backends!(
    judged_errors_are_kept_per_seat_and_read_for_rated_games,
    a_shared_answer_is_claimed_once_across_processes_and_restarts,
    the_live_chances_setting_is_on_until_turned_off_and_survives_other_settings,
    a_games_analysis_is_stored_and_replaced_by_a_newer_form,
    a_games_public_analysis_is_claimed_once,
);
