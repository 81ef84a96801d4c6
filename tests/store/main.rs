//! The store against real SQLite files in temporary directories.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use hypnosia::game::{Color, Dice, EndReason, Game, LeaveKind, Variant};
use hypnosia::store::{LeaderboardOrder, Store, StoreError};
use hypnosia::table::{
    ChannelId, GameId, GuildId, GuildSettings, Level as AiLevel, LobbyEnd, LobbyOptions, MessageId,
    NewLobby, Seat, TurnClock, UserId, DEFAULT_TURN_TIMEOUT,
};

const GUILD: GuildId = GuildId(1_100_000_000_000_000_001);
const OTHER_GUILD: GuildId = GuildId(1_100_000_000_000_000_002);
const CHANNEL: ChannelId = ChannelId(1_200_000_000_000_000_001);
const ADA: UserId = UserId(1_300_000_000_000_000_001);
const BOB: UserId = UserId(1_300_000_000_000_000_002);
const CY: UserId = UserId(1_300_000_000_000_000_003);
/// A snowflake above i64::MAX must survive the trip through an INTEGER column.
const HUGE: UserId = UserId(u64::MAX - 7);

async fn open(dir: &Path) -> Store {
    Store::open(dir.join("hypnosia.db").to_str().unwrap())
        .await
        .expect("the store opens")
}

fn options() -> LobbyOptions {
    LobbyOptions {
        variant: Variant::default(),
        turn_timeout: Duration::from_secs(120),
        thread: false,
        max_seats: 6,
    }
}

fn lobby(guild: GuildId, seats: Vec<Seat>) -> NewLobby {
    NewLobby {
        guild,
        channel: CHANNEL,
        host: seats[0].occupant.user().unwrap_or(ADA),
        seats,
        options: options(),
        expires_at: 2_000_000_000,
    }
}

/// Opens a lobby with `seats` and starts its game with seeded dice.
async fn start(store: &Store, guild: GuildId, seats: Vec<Seat>, seed: u64) -> (GameId, Game) {
    let players = seats.iter().map(Seat::player).collect();
    let lobby = store.create_lobby(&lobby(guild, seats)).await.unwrap();
    let game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    store
        .start_game(&lobby, &game, &TurnClock::until(1_900_000_000))
        .await
        .unwrap();
    (lobby.id, game)
}

/// A fixed, varied choice among the legal moves, so that a replayed game and
/// the original pick the same moves.
fn chosen_move(game: &Game) -> hypnosia::game::Move {
    let moves = game.legal_moves();
    let mixed = game.version().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33;
    moves[mixed as usize % moves.len()]
}

/// Ends a game by players leaving in `order` (the last stays and wins).
async fn finish_by_leaving(store: &Store, id: GameId, mut game: Game, order: &[Color]) -> Game {
    let version = game.version();
    for &color in order {
        game.leave(color, LeaveKind::Resign).unwrap();
    }
    assert!(game.is_over(), "leaving players end the game");
    store.finish_game(id, version, &game).await.unwrap();
    game
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[tokio::test]
async fn a_game_saved_mid_turn_reloads_and_plays_on_identically() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Green, AiLevel::Hard),
        Seat::human(Color::Blue, HUGE, "Zed"),
    ];
    let (id, mut game) = start(&store, GUILD, seats.clone(), 7).await;
    store
        .set_message(id, Some(MessageId(42)), Some(ChannelId(43)))
        .await
        .unwrap();
    let mut clock = TurnClock::until(1_900_000_000);
    // Play until the game stands in the middle of a turn (one die used), having
    // played at least 20 moves; commit every move as the bot does.
    loop {
        let before = game.version();
        game.play(chosen_move(&game)).unwrap();
        clock.deadline = Some(1_900_000_000 + game.version() as i64);
        clock.set_timeouts(Color::Green, game.version() as u32 % 3);
        store.save_game(id, before, &game, &clock).await.unwrap();
        let mid_turn = game.current_turn().is_some_and(|t| t.moves.len() == 1);
        if game.version() >= 20 && mid_turn {
            break;
        }
    }
    store.close().await;
    drop(store);

    let store = open(dir.path()).await;
    let mut loaded = store.running_games().await.unwrap();
    assert_eq!(loaded.len(), 1);
    let saved = loaded.remove(0);
    assert_eq!(saved.id, id);
    assert_eq!(saved.place.guild, GUILD);
    assert_eq!(saved.place.channel, CHANNEL);
    assert_eq!(saved.place.message, Some(MessageId(42)));
    assert_eq!(saved.place.thread, Some(ChannelId(43)));
    assert_eq!(saved.seats, seats);
    assert_eq!(saved.seat_of(HUGE).map(|s| s.color), Some(Color::Blue));
    assert_eq!(saved.clock, clock);
    assert_eq!(saved.options, options());
    assert_eq!(saved.game.version(), game.version());
    assert_eq!(saved.game.record(), game.record());
    assert_eq!(saved.game.position(), game.position());
    assert_eq!(saved.game.dice_state().to_hex(), game.dice_state().to_hex());
    assert_eq!(saved.game.current_turn().map(|t| t.moves.len()), Some(1));

    // Both copies play on with the same choices: the same dice come up.
    let mut reloaded = saved.game;
    while !game.is_over() {
        let mv = chosen_move(&game);
        assert_eq!(chosen_move(&reloaded), mv);
        game.play(mv).unwrap();
        reloaded.play(mv).unwrap();
    }
    assert!(reloaded.is_over());
    assert_eq!(reloaded.record(), game.record());
}

#[tokio::test]
async fn a_write_with_an_outdated_version_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, seats, 3).await;
    let v0 = game.version();
    // Two clicks read the same version and each play a different move.
    let moves = game.legal_moves();
    assert!(moves.len() >= 2, "seed 3 offers a choice on the first turn");
    let mut first = game.clone();
    first.play(moves[0]).unwrap();
    let mut second = game.clone();
    second.play(moves[1]).unwrap();
    let clock = TurnClock::default();
    store.save_game(id, v0, &first, &clock).await.unwrap();
    match store.save_game(id, v0, &second, &clock).await {
        Err(StoreError::StaleVersion { game, expected }) => {
            assert_eq!((game, expected), (id.0, v0));
        }
        other => panic!("expected a stale version, got {other:?}"),
    }
    // The same holds for finishing: the loser of the race cannot end the game.
    let mut resigned = game.clone();
    resigned.leave(Color::Red, LeaveKind::Resign).unwrap();
    assert!(matches!(
        store.finish_game(id, v0, &resigned).await,
        Err(StoreError::StaleVersion { .. })
    ));
    let stored = store.game(id).await.unwrap().unwrap();
    assert_eq!(stored.game.record(), first.record());
    // A game that is not running cannot be saved at all.
    assert!(matches!(
        store.save_game(GameId(9999), 0, &first, &clock).await,
        Err(StoreError::NotFound { .. })
    ));
}

/// The parent half runs the child half (this same test, in a child process
/// marked by an environment variable) and kills it with SIGKILL mid-stream.
#[tokio::test]
async fn every_move_reported_committed_survives_a_sigkill() {
    const CHILD_DB: &str = "HYPNOSIA_TEST_CRASH_DB";
    const CHILD_GAME: &str = "HYPNOSIA_TEST_CRASH_GAME";
    const SEED: u64 = 11;
    if let (Ok(db), Ok(game_id)) = (std::env::var(CHILD_DB), std::env::var(CHILD_GAME)) {
        // Child: commit moves as fast as possible, reporting each commit.
        let store = Store::open(&db).await.unwrap();
        let id = GameId(game_id.parse().unwrap());
        let mut game = store.game(id).await.unwrap().unwrap().game;
        while !game.is_over() {
            let before = game.version();
            game.play(chosen_move(&game)).unwrap();
            if game.is_over() {
                break;
            }
            store
                .save_game(id, before, &game, &TurnClock::default())
                .await
                .unwrap();
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            writeln!(out, "committed {}", game.version()).unwrap();
            out.flush().unwrap();
        }
        // Wait to be killed; the parent fails if the game ran out first.
        std::thread::sleep(std::time::Duration::from_secs(60));
        return;
    }

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("hypnosia.db");
    let store = Store::open(db.to_str().unwrap()).await.unwrap();
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, _) = start(&store, GUILD, seats, SEED).await;
    store.close().await;
    drop(store);

    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "every_move_reported_committed_survives_a_sigkill",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_DB, &db)
        .env(CHILD_GAME, id.0.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut last_reported = 0u64;
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    while let Some(Ok(line)) = lines.next() {
        if let Some(v) = line.strip_prefix("committed ") {
            last_reported = v.parse().unwrap();
            if last_reported >= 60 {
                break;
            }
        }
    }
    // std's Child::kill sends SIGKILL on Unix: no destructor, no clean close.
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        last_reported >= 60,
        "the child reported only {last_reported} commits"
    );

    let store = Store::open(db.to_str().unwrap()).await.unwrap();
    let saved = store
        .game(id)
        .await
        .unwrap()
        .expect("the game is still running");
    let version = saved.game.version();
    assert!(
        version >= last_reported,
        "stored {version} < reported {last_reported}"
    );
    // The stored game is exactly the game played up to that version.
    let players = saved.seats.iter().map(Seat::player).collect();
    let mut reference = Game::new(players, Variant::default(), Dice::from_seed(SEED)).unwrap();
    while reference.version() < version {
        reference.play(chosen_move(&reference)).unwrap();
    }
    assert_eq!(saved.game.record(), reference.record());
    assert_eq!(
        saved.game.dice_state().to_hex(),
        reference.dice_state().to_hex()
    );
}

#[tokio::test]
async fn ratings_of_three_humans_and_a_computer_follow_the_formulas() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn a_game_against_the_computer_counts_in_stats_but_not_in_rating() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn a_cancelled_game_counts_for_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn leaderboards_of_two_servers_stay_apart() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn a_played_out_game_adds_scores_center_pawns_and_captures() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn leaderboard_pages_follow_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
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

#[tokio::test]
async fn open_lobbies_come_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    let new = lobby(GUILD, vec![Seat::human(Color::Red, ADA, "Ada")]);
    let id = store.create_lobby(&new).await.unwrap().id;
    store
        .add_seat(id, &Seat::ai(Color::Green, AiLevel::Easy))
        .await
        .unwrap();
    assert!(matches!(
        store
            .add_seat(id, &Seat::human(Color::Green, BOB, "Bob"))
            .await,
        Err(StoreError::ColorTaken(Color::Green))
    ));
    assert!(matches!(
        store
            .add_seat(id, &Seat::human(Color::Blue, ADA, "Ada"))
            .await,
        Err(StoreError::AlreadySeated)
    ));
    store
        .add_seat(id, &Seat::human(Color::Yellow, BOB, "Bob"))
        .await
        .unwrap();
    assert!(store.remove_seat(id, Color::Green).await.unwrap());
    assert!(!store.remove_seat(id, Color::Magenta).await.unwrap());
    let mut changed = options();
    changed.variant.stacks_cross_bridges = false;
    changed.thread = true;
    store.set_lobby_options(id, &changed).await.unwrap();
    store
        .set_message(id, Some(MessageId(77)), None)
        .await
        .unwrap();
    let cancelled = store.create_lobby(&new).await.unwrap();
    store
        .close_lobby(&cancelled, LobbyEnd::Cancelled)
        .await
        .unwrap();
    assert!(matches!(
        store
            .add_seat(cancelled.id, &Seat::human(Color::Blue, BOB, "Bob"))
            .await,
        Err(StoreError::NotFound { .. })
    ));
    store.close().await;
    drop(store);

    let store = open(dir.path()).await;
    let lobbies = store.open_lobbies().await.unwrap();
    assert_eq!(lobbies.len(), 1);
    let back = &lobbies[0];
    assert_eq!(back.id, id);
    assert_eq!(back.host, ADA);
    assert_eq!(back.place.message, Some(MessageId(77)));
    assert_eq!(back.options, changed);
    assert_eq!(back.expires_at, 2_000_000_000);
    assert_eq!(
        back.seats,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Yellow, BOB, "Bob")
        ]
    );
    assert_eq!(
        store.expired_lobbies(2_000_000_000).await.unwrap(),
        vec![id]
    );
    assert!(store
        .expired_lobbies(1_999_999_999)
        .await
        .unwrap()
        .is_empty());
    // Starting needs the game to seat exactly the lobby's seats.
    let wrong = Game::new(
        vec![
            Seat::human(Color::Red, ADA, "Ada").player(),
            Seat::ai(Color::Yellow, AiLevel::Easy).player(),
        ],
        Variant::default(),
        Dice::from_seed(1),
    )
    .unwrap();
    assert!(matches!(
        store.start_game(back, &wrong, &TurnClock::default()).await,
        Err(StoreError::Invalid(_))
    ));
    let players = back.seats.iter().map(Seat::player).collect();
    let game = Game::new(players, changed.variant, Dice::from_seed(1)).unwrap();
    let started = store
        .start_game(back, &game, &TurnClock::default())
        .await
        .unwrap();
    assert_eq!(started.place.message, Some(MessageId(77)));
    assert!(store.open_lobbies().await.unwrap().is_empty());
    assert_eq!(store.running_games().await.unwrap()[0].options, changed);
}

/// Two bot processes on one database file: each reads the lobby, both change
/// it; the second write is refused as stale, and applying it again to the lobby
/// as it is now keeps both changes.
#[tokio::test]
async fn two_processes_racing_on_a_lobby_lose_no_join_and_start_once() {
    let dir = tempfile::tempdir().unwrap();
    let (one, two) = (open(dir.path()).await, open(dir.path()).await);
    let new = lobby(GUILD, vec![Seat::human(Color::Red, ADA, "Ada")]);
    let id = one.create_lobby(&new).await.unwrap().id;

    let mut bob_joins = one.lobby(id).await.unwrap().unwrap();
    let mut cy_joins = two.lobby(id).await.unwrap().unwrap();
    bob_joins.join(BOB, "Bob").unwrap();
    cy_joins.join(CY, "Cy").unwrap();
    one.save_lobby(&mut bob_joins).await.unwrap();
    assert!(matches!(
        two.save_lobby(&mut cy_joins).await,
        Err(StoreError::StaleVersion { .. })
    ));
    // The refused join, applied again to what is stored now.
    let mut cy_joins = two.lobby(id).await.unwrap().unwrap();
    cy_joins.join(CY, "Cy").unwrap();
    two.save_lobby(&mut cy_joins).await.unwrap();
    let seated: Vec<UserId> = one
        .lobby(id)
        .await
        .unwrap()
        .unwrap()
        .seats
        .iter()
        .filter_map(|s| s.occupant.user())
        .collect();
    assert_eq!(seated.len(), 3, "no join lost: {seated:?}");
    assert!([ADA, BOB, CY].iter().all(|u| seated.contains(u)));

    // A join from the other process lands between reading the lobby for a
    // Start and writing its game: the start is refused, not made without Dan.
    let read_for_start = one.lobby(id).await.unwrap().unwrap();
    let mut dan_joins = two.lobby(id).await.unwrap().unwrap();
    dan_joins.join(UserId(9), "Dan").unwrap();
    two.save_lobby(&mut dan_joins).await.unwrap();
    let players = read_for_start.start(ADA).unwrap();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    assert!(matches!(
        one.start_game(&read_for_start, &game, &TurnClock::default())
            .await,
        Err(StoreError::StaleVersion { .. })
    ));
    assert!(
        one.lobby(id).await.unwrap().is_some(),
        "the lobby is still open"
    );

    // Two Starts at the same moment: exactly one game.
    let first = one.lobby(id).await.unwrap().unwrap();
    let second = two.lobby(id).await.unwrap().unwrap();
    let game = Game::new(
        first.start(ADA).unwrap(),
        Variant::default(),
        Dice::from_seed(3),
    )
    .unwrap();
    one.start_game(&first, &game, &TurnClock::default())
        .await
        .unwrap();
    assert!(matches!(
        two.start_game(&second, &game, &TurnClock::default()).await,
        Err(StoreError::NotFound { .. })
    ));
    // A cancel read before the start finds nothing to cancel.
    assert!(matches!(
        two.close_lobby(&second, LobbyEnd::Cancelled).await,
        Err(StoreError::NotFound { .. })
    ));
    assert_eq!(one.running_games().await.unwrap().len(), 1);
    let started = &one.running_games().await.unwrap()[0];
    assert_eq!(started.seats.len(), 4, "Dan plays too");
}

#[tokio::test]
async fn settings_default_until_saved_and_stay_per_server() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    let defaults = store.settings(GUILD).await.unwrap();
    assert_eq!(defaults.turn_timeout, DEFAULT_TURN_TIMEOUT);
    assert!(
        defaults.allows(CHANNEL),
        "every channel is allowed by default"
    );
    let chosen = GuildSettings {
        turn_timeout: Duration::from_secs(45),
        games_in_threads: true,
        allowed_channels: vec![ChannelId(5), ChannelId(u64::MAX)],
        language: Some(hypnosia::i18n::Lang::Pl),
        guild_locale: None,
    };
    store.save_settings(GUILD, &chosen).await.unwrap();
    let back = store.settings(GUILD).await.unwrap();
    assert_eq!(back.turn_timeout, Duration::from_secs(45));
    assert_eq!(back.language, Some(hypnosia::i18n::Lang::Pl));
    assert!(back.games_in_threads);
    assert!(back.allows(ChannelId(u64::MAX)) && !back.allows(CHANNEL));
    assert_eq!(
        store.settings(OTHER_GUILD).await.unwrap(),
        GuildSettings::default()
    );
    let zero = GuildSettings {
        turn_timeout: Duration::ZERO,
        ..chosen
    };
    assert!(matches!(
        store.save_settings(GUILD, &zero).await,
        Err(StoreError::Invalid(_))
    ));
}

#[tokio::test]
async fn the_servers_own_language_is_kept_apart_from_the_chosen_one() {
    use hypnosia::i18n::Lang;
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path()).await;
    // Seen before any setting was saved: the defaults stay.
    store.save_guild_locale(GUILD, "ko").await.unwrap();
    let seen = store.settings(GUILD).await.unwrap();
    assert_eq!(seen.guild_locale.as_deref(), Some("ko"));
    assert_eq!(seen.turn_timeout, DEFAULT_TURN_TIMEOUT);
    assert_eq!(seen.public_lang(), Lang::Ko);
    // Choosing a language keeps the server's own, and wins over it.
    let chosen = GuildSettings {
        language: Some(Lang::De),
        ..seen
    };
    store.save_settings(GUILD, &chosen).await.unwrap();
    store.save_guild_locale(GUILD, "es-ES").await.unwrap();
    let back = store.settings(GUILD).await.unwrap();
    assert_eq!(back.language, Some(Lang::De));
    assert_eq!(back.guild_locale.as_deref(), Some("es-ES"));
    assert_eq!(back.public_lang(), Lang::De);
    // Back to the server's own: a language the bot does not speak is English.
    let own = GuildSettings {
        language: None,
        ..back
    };
    store.save_settings(GUILD, &own).await.unwrap();
    assert_eq!(
        store.settings(GUILD).await.unwrap().public_lang(),
        Lang::EnUs
    );
}

#[tokio::test]
async fn a_missing_database_file_is_created_in_wal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    assert!(!path.exists());
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    store.settings(GUILD).await.unwrap();
    assert!(path.exists());
    // WAL mode keeps a write-ahead log file beside the database while open.
    store
        .save_settings(GUILD, &GuildSettings::default())
        .await
        .unwrap();
    assert!(dir.path().join("fresh.db-wal").exists());
}

mod history;
