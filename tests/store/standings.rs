//! Results, stats, ratings and leaderboards.

use super::*;

async fn ratings_of_three_humans_and_a_computer_follow_the_formulas(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::human(Color::Green, CY, "Cy"),
        Seat::ai(Color::Blue, AiLevel::Easy),
    ];
    let (id, game) = start(&store, GUILD, seats, 5).await;
    // Cy leaves first, then Bob, then the computer: Ada 1st, AI 2nd, Bob 3rd, Cy 4th.
    let game = finish_by_leaving(
        &store,
        id,
        game,
        &[Color::Green, Color::Yellow, Color::Blue],
    )
    .await;
    let ranks: Vec<(Color, u8)> = game
        .result()
        .unwrap()
        .ranking
        .iter()
        .map(|s| (s.color, s.rank))
        .collect();
    assert_eq!(
        ranks,
        vec![
            (Color::Red, 1),
            (Color::Blue, 2),
            (Color::Yellow, 3),
            (Color::Green, 4)
        ]
    );

    // By hand (Weng-Lin, Bradley-Terry full pairing, mu=25, sigma=25/3,
    // beta=25/6), the AI left out, so three fresh humans ranked Ada > Bob > Cy:
    //   c = √(2σ² + 2β²) = 25√10/6;  p = ½ for every pair;  σ²/c = (5/3)√10
    //   Ada: two wins  → mu = 25 + σ²/c·(½ + ½)   = 25 + (5/3)√10 ≈ 30.2705
    //   Bob: one each  → mu = 25 + σ²/c·(−½ + ½)  = 25
    //   Cy:  two losses→ mu = 25 − (5/3)√10       ≈ 19.7295
    //   sigma' = σ·√(1 − 2·(σ/c)³·¼) = (25/3)·√(1 − 0.4^1.5/2) ≈ 7.7885 for all.
    // Had the AI counted, Ada would have won three pairs: 25 + 1.5·(5/3)√10.
    let k = 5.0 / 3.0 * 10f64.sqrt();
    let sigma = 25.0 / 3.0 * (1.0 - 0.4f64.powf(1.5) / 2.0).sqrt();
    for (user, mu, best_rank, wins) in [
        (ADA, 25.0 + k, 1, 1),
        (BOB, 25.0, 3, 0),
        (CY, 25.0 - k, 4, 0),
    ] {
        let stats = store.player_stats(GUILD, user).await.unwrap().unwrap();
        assert!(close(stats.skill.mu, mu), "{user}: {stats:?}");
        assert!(close(stats.skill.sigma, sigma), "{user}: {stats:?}");
        assert!(close(stats.skill.rating(), mu - 3.0 * sigma));
        assert_eq!((stats.games, stats.rated_games, stats.wins), (1, 1, wins));
        assert_eq!(stats.best_rank, Some(best_rank));
        let history = store.rating_history(GUILD, user, 10).await.unwrap();
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].game, id);
        assert!(close(history[0].skill.mu, mu));
    }
    let board = store
        .leaderboard(GUILD, LeaderboardOrder::Rating, 0, 10)
        .await
        .unwrap();
    let order: Vec<UserId> = board.entries.iter().map(|e| e.user).collect();
    assert_eq!(
        order,
        vec![ADA, BOB, CY],
        "the computer is not on the leaderboard"
    );
    assert_eq!(board.total, 3);
    assert_eq!(
        store
            .player_stats(GUILD, CY)
            .await
            .unwrap()
            .unwrap()
            .rating_place,
        Some(3)
    );
}

async fn a_game_against_the_computer_counts_in_stats_but_not_in_rating(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Cyan, AiLevel::Medium),
    ];
    let (id, game) = start(&store, GUILD, seats, 9).await;
    let mut ended = game.clone();
    ended.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    let finished = store.finish_game(id, game.version(), &ended).await.unwrap();
    assert_eq!(finished.reason, EndReason::PlayersLeft);
    assert!(finished.rating_changes.is_empty());
    let stats = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.rated_games, stats.wins), (1, 0, 1));
    assert!(close(stats.skill.mu, 25.0) && close(stats.skill.sigma, 25.0 / 3.0));
    assert_eq!(stats.rating_place, None);
    let by_rating = store
        .leaderboard(GUILD, LeaderboardOrder::Rating, 0, 10)
        .await
        .unwrap();
    assert!(
        by_rating.entries.is_empty(),
        "unrated players are not ranked by rating"
    );
    let by_wins = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 0, 10)
        .await
        .unwrap();
    assert_eq!(
        by_wins.entries.iter().map(|e| e.user).collect::<Vec<_>>(),
        vec![ADA]
    );
    assert!(store.running_games().await.unwrap().is_empty());
}

async fn a_hinted_game_counts_but_is_no_best_finish_and_is_listed_as_hinted(db: TestDb) {
    let store = db.open().await;
    let seats = || {
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Cyan, AiLevel::Easy),
        ]
    };
    // A hinted win (the computer resigns), then an unhinted loss.
    let (hinted, game) = start(&store, GUILD, seats(), 9).await;
    store.mark_hinted(hinted).await.unwrap();
    let mut won = game.clone();
    won.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    store
        .finish_game(hinted, game.version(), &won)
        .await
        .unwrap();
    let stats = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.wins), (1, 1), "it counts as a game");
    assert_eq!(stats.best_rank, None, "but a hinted win is no best finish");
    let (plain, game) = start(&store, GUILD, seats(), 10).await;
    let mut lost = game.clone();
    lost.leave(Color::Red, LeaveKind::Resign).unwrap();
    store
        .finish_game(plain, game.version(), &lost)
        .await
        .unwrap();
    let stats = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.best_rank), (2, Some(2)));
    let page = store.past_games(GUILD, None, 0, 10).await.unwrap();
    let marks: Vec<(i64, bool)> = page.games.iter().map(|g| (g.id.0, g.hinted)).collect();
    assert_eq!(marks, [(plain.0, false), (hinted.0, true)]);
}

async fn a_cancelled_game_counts_for_nothing(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, mut game) = start(&store, GUILD, seats, 4).await;
    let version = game.version();
    game.cancel().unwrap();
    let finished = store.finish_game(id, version, &game).await.unwrap();
    assert_eq!(finished.reason, EndReason::Cancelled);
    assert!(finished.rating_changes.is_empty());
    assert_eq!(finished.results.len(), 2);
    assert_eq!(store.player_stats(GUILD, ADA).await.unwrap(), None);
    assert!(store.game(id).await.unwrap().is_none());
    // The record stays available for export.
    let record = store.record(id).await.unwrap().unwrap();
    assert_eq!(record.result.unwrap().reason, EndReason::Cancelled);
}

async fn leaderboards_of_two_servers_stay_apart(db: TestDb) {
    let store = db.open().await;
    let pair = |a: UserId, b: UserId| {
        vec![
            Seat::human(Color::Red, a, "A"),
            Seat::human(Color::Blue, b, "B"),
        ]
    };
    // Ada beats Bob twice on GUILD; Bob beats Ada once and Cy once on OTHER_GUILD.
    for seed in [1, 2] {
        let (id, game) = start(&store, GUILD, pair(ADA, BOB), seed).await;
        finish_by_leaving(&store, id, game, &[Color::Blue]).await;
    }
    let (id, game) = start(&store, OTHER_GUILD, pair(ADA, BOB), 3).await;
    finish_by_leaving(&store, id, game, &[Color::Red]).await;
    let (id, game) = start(&store, OTHER_GUILD, pair(CY, BOB), 4).await;
    finish_by_leaving(&store, id, game, &[Color::Red]).await;

    for order in [
        LeaderboardOrder::Rating,
        LeaderboardOrder::Wins,
        LeaderboardOrder::Points,
    ] {
        let here = store.leaderboard(GUILD, order, 0, 10).await.unwrap();
        let mut users: Vec<UserId> = here.entries.iter().map(|e| e.user).collect();
        if order != LeaderboardOrder::Points {
            // Games ended by resigning score no points, so only these two rank.
            assert_eq!(users, vec![ADA, BOB], "{order:?}");
        }
        users.sort();
        assert_eq!(users, vec![ADA, BOB], "{order:?}");
        let there = store.leaderboard(OTHER_GUILD, order, 0, 10).await.unwrap();
        let mut users: Vec<UserId> = there.entries.iter().map(|e| e.user).collect();
        if order != LeaderboardOrder::Points {
            assert_eq!(users[0], BOB, "{order:?}");
        }
        users.sort();
        assert_eq!(users, vec![ADA, BOB, CY], "{order:?}");
        assert_eq!(there.total, 3);
    }
    let ada_here = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    let ada_there = store.player_stats(OTHER_GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((ada_here.games, ada_here.wins), (2, 2));
    assert_eq!((ada_there.games, ada_there.wins), (1, 0));
    assert!(ada_here.skill.mu > 25.0 && ada_there.skill.mu < 25.0);
    assert_eq!(store.player_stats(GUILD, CY).await.unwrap(), None);
    assert_eq!(store.rating_history(GUILD, ADA, 10).await.unwrap().len(), 2);
    assert_eq!(
        store
            .rating_history(OTHER_GUILD, ADA, 10)
            .await
            .unwrap()
            .len(),
        1
    );
}

async fn a_played_out_game_adds_scores_center_pawns_and_captures(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Green, BOB, "Bob"),
        Seat::human(Color::Blue, CY, "Cy"),
    ];
    let (id, mut game) = start(&store, GUILD, seats, 21).await;
    let mut version = game.version();
    while !game.is_over() {
        game.play(chosen_move(&game)).unwrap();
        if !game.is_over() {
            store
                .save_game(id, version, &game, &TurnClock::default())
                .await
                .unwrap();
            version = game.version();
        }
    }
    let finished = store.finish_game(id, version, &game).await.unwrap();
    assert_eq!(finished.rating_changes.len(), 3);
    let position = game.position();
    let mut by_points = Vec::new();
    for standing in &game.result().unwrap().ranking {
        let user = finished
            .results
            .iter()
            .find(|r| r.color == standing.color)
            .unwrap();
        let user = user.occupant.user().unwrap();
        let stats = store.player_stats(GUILD, user).await.unwrap().unwrap();
        let in_center = position
            .center()
            .iter()
            .filter(|p| matches!(p, Some((c, _)) if *c == standing.color))
            .count() as u32;
        assert_eq!(stats.points, i64::from(standing.score));
        assert_eq!(stats.center_pawns, in_center);
        assert_eq!(stats.captures, u32::from(position.captures(standing.color)));
        assert_eq!(stats.best_rank, Some(standing.rank));
        assert_eq!(stats.wins, u32::from(standing.rank == 1));
        by_points.push((-i64::from(standing.score), user));
    }
    by_points.sort();
    let board = store
        .leaderboard(GUILD, LeaderboardOrder::Points, 0, 10)
        .await
        .unwrap();
    let users: Vec<UserId> = board.entries.iter().map(|e| e.user).collect();
    assert_eq!(users, by_points.iter().map(|p| p.1).collect::<Vec<_>>());
}

async fn leaderboard_pages_follow_each_other(db: TestDb) {
    let store = db.open().await;
    // Five players, each winning one more game against a sparring partner.
    let partner = UserId(999);
    let mut seed = 0;
    for (i, user) in (1..=5).map(UserId).enumerate() {
        for _ in 0..=i {
            seed += 1;
            let seats = vec![
                Seat::human(Color::Red, user, format!("P{}", user.0)),
                Seat::human(Color::Green, partner, "Partner"),
            ];
            let (id, game) = start(&store, GUILD, seats, seed).await;
            finish_by_leaving(&store, id, game, &[Color::Green]).await;
        }
    }
    let first = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 0, 2)
        .await
        .unwrap();
    let second = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 1, 2)
        .await
        .unwrap();
    let last = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 2, 2)
        .await
        .unwrap();
    assert_eq!(first.total, 6);
    assert_eq!(first.pages(), 3);
    let line = |p: &hypnosia::store::LeaderboardPage| {
        p.entries
            .iter()
            .map(|e| (e.place, e.user.0, e.wins))
            .collect::<Vec<_>>()
    };
    assert_eq!(line(&first), vec![(1, 5, 5), (2, 4, 4)]);
    assert_eq!(line(&second), vec![(3, 3, 3), (4, 2, 2)]);
    assert_eq!(line(&last), vec![(5, 1, 1), (6, 999, 0)]);
    let beyond = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 7, 2)
        .await
        .unwrap();
    assert!(beyond.entries.is_empty());
}

/// UX review: after both people resigned, the one who resigned last got "+3".
/// Right by the rules: players who left rank below those still in the game,
/// the latest to leave first; people are rated by that order among themselves.
async fn a_later_resignation_ranks_higher_and_rates_higher(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Yellow, BOB, "Bob"),
        Seat::ai(Color::Blue, AiLevel::Easy),
    ];
    let (id, game) = start(&store, GUILD, seats, 5).await;
    // Bob resigns, then Ada: the computer is left alone and wins.
    let game = finish_by_leaving(&store, id, game, &[Color::Yellow, Color::Red]).await;
    let ranks: Vec<(Color, u8)> = game
        .result()
        .unwrap()
        .ranking
        .iter()
        .map(|s| (s.color, s.rank))
        .collect();
    assert_eq!(
        ranks,
        vec![(Color::Blue, 1), (Color::Red, 2), (Color::Yellow, 3)]
    );
    let ada = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    let bob = store.player_stats(GUILD, BOB).await.unwrap().unwrap();
    assert!(
        ada.skill.mu > 25.0 && bob.skill.mu < 25.0,
        "{ada:?} {bob:?}"
    );
    assert!(ada.skill.shown() > 1000 && bob.skill.shown() < 1000);
    assert_eq!((ada.rated_games, bob.rated_games), (1, 1));
}

/// Plays `game` on until it has `entries` entries: Ada's turns by the bot
/// for `ada_cause` (her own when `None`), the others' by themselves.
fn play_until(game: &mut Game, entries: usize, ada_cause: Option<hypnosia::game::AutoCause>) {
    while game.entries().len() < entries && !game.is_over() {
        let mv = chosen_move(game);
        match (game.to_move(), ada_cause) {
            (Some(Color::Red), Some(cause)) => game.play_auto(mv, cause).unwrap(),
            _ => game.play(mv).unwrap(),
        };
    }
}

async fn a_win_the_bot_earned_for_a_person_who_walked_away_is_no_win(db: TestDb) {
    use hypnosia::game::AutoCause;
    let store = db.open().await;
    let seats = || {
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Cyan, AiLevel::Easy),
        ]
    };
    // Ada plays two turns, then times out on every turn; the computer resigns.
    let (away, game) = start(&store, GUILD, seats(), 9).await;
    let mut won = game.clone();
    play_until(&mut won, 4, None);
    play_until(&mut won, 20, Some(AutoCause::Timeout));
    won.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    let ranks: Vec<(Color, u8)> = won.standings().iter().map(|s| (s.color, s.rank)).collect();
    assert_eq!(ranks[0], (Color::Red, 1), "Ada ranks first: {ranks:?}");
    let finished = store.finish_game(away, game.version(), &won).await.unwrap();
    let ada = finished
        .results
        .iter()
        .find(|r| r.color == Color::Red)
        .unwrap();
    assert!(ada.walked_away && ada.rank == 1, "{ada:?}");
    assert!(
        finished
            .results
            .iter()
            .all(|r| r.color == Color::Red || !r.walked_away)
    );
    let stats = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.wins, stats.best_rank), (1, 0, None));
    let by_wins = store
        .leaderboard(GUILD, LeaderboardOrder::Wins, 0, 10)
        .await
        .unwrap();
    assert_eq!(
        by_wins
            .entries
            .iter()
            .map(|e| (e.user, e.wins))
            .collect::<Vec<_>>(),
        vec![(ADA, 0)]
    );
    // The history keeps her rank, marked.
    let page = store.past_games(GUILD, None, 0, 10).await.unwrap();
    let listed = &page.games[0].results;
    assert!(
        listed
            .iter()
            .any(|r| r.color == Color::Red && r.rank == 1 && r.walked_away)
    );

    // Her turns the bot played once the order was decided are no absence:
    // a win she played for counts.
    let (played, game) = start(&store, GUILD, seats(), 10).await;
    let mut won = game.clone();
    play_until(&mut won, 8, None);
    play_until(&mut won, 30, Some(AutoCause::Decided));
    won.leave(Color::Cyan, LeaveKind::Resign).unwrap();
    let finished = store
        .finish_game(played, game.version(), &won)
        .await
        .unwrap();
    assert!(finished.results.iter().all(|r| !r.walked_away));
    let stats = store.player_stats(GUILD, ADA).await.unwrap().unwrap();
    assert_eq!((stats.games, stats.wins, stats.best_rank), (2, 1, Some(1)));
    let page = store.past_games(GUILD, None, 0, 10).await.unwrap();
    assert!(page.games[0].results.iter().all(|r| !r.walked_away));
}

on_both_backends!(
    a_win_the_bot_earned_for_a_person_who_walked_away_is_no_win,
    a_later_resignation_ranks_higher_and_rates_higher,
    ratings_of_three_humans_and_a_computer_follow_the_formulas,
    a_game_against_the_computer_counts_in_stats_but_not_in_rating,
    a_cancelled_game_counts_for_nothing,
    a_hinted_game_counts_but_is_no_best_finish_and_is_listed_as_hinted,
    leaderboards_of_two_servers_stay_apart,
    a_played_out_game_adds_scores_center_pawns_and_captures,
    leaderboard_pages_follow_each_other,
);
