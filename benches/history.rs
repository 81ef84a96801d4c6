//! History speed: `/hypnosia games` (first and last page, whole server and one
//! player) and the suggestions of an option that takes a game, for a server with
//! 50 000 past games, on a SQLite file and on PostgreSQL (a throwaway cluster, as
//! the tests start). Goal: p99 ≤ 10 ms.
//!
//! For the before/after ratio, the same run also times the previous listing
//! (turns counted from every record by the database's JSON functions, then
//! `OFFSET`) on a second server of 5 000 full-length games.
//!
//! A plain loop of each query prints its median and p99 first; criterion then
//! measures the same calls. The histories are built fast: a block of games ends
//! through the public API (`finish_game` writes what the lists read), then the
//! block's rows are copied with shifted numbers and places, as many games of
//! that block would have left them.
//!
//! `HYPNOSIA_HISTORY_GAMES` (default 50000), `HYPNOSIA_HISTORY_OLD_GAMES` (default
//! 5000) and `HYPNOSIA_HISTORY_DATABASES` (default `sqlite,postgres`) change it.
//! Run short (`cargo test --benches`, as CI does), it is 100 games (two blocks
//! of 50, so that the copy runs too) and 20 old ones, 50 runs per query.

use std::time::{Duration, Instant};

use criterion::Criterion;
use hypnosia::game::{Color, Dice, Game, LeaveKind, Variant};
use hypnosia::store::Store;
use hypnosia::table::{ChannelId, GuildId, Seat, UserId};
use tokio::runtime::Runtime;

use crate::{fixtures, postgres};

/// The server with the long history.
const GUILD: GuildId = GuildId(1_100_000_000_000_000_001);
/// The server the previous listing is timed on.
const OLD_GUILD: GuildId = GuildId(1_100_000_000_000_000_002);
/// People who play on the server (four per game).
const PEOPLE: u64 = 100;
const PER_PAGE: u32 = 10;
const SUGGESTIONS: u32 = 25;

/// How much is built and measured.
#[derive(Clone, Copy)]
struct Sizes {
    /// Games ended through the API, then copied.
    block: usize,
    /// Past games of the long history (a multiple of `block`).
    games: usize,
    /// Full-length games of the previous listing's server.
    old_games: usize,
    /// Calls of each query in the plain loop (after a tenth as many to warm up).
    runs: usize,
}

impl Sizes {
    /// The environment's sizes, else the full run's or (`short`) a short one
    /// that proves the bench still runs, in seconds.
    fn new(short: bool) -> Sizes {
        let env = |name: &str, default: usize| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(default)
        };
        let block = if short { 50 } else { 1000 };
        Sizes {
            block,
            games: env("HYPNOSIA_HISTORY_GAMES", if short { 100 } else { 50_000 }).max(block),
            old_games: env("HYPNOSIA_HISTORY_OLD_GAMES", if short { 20 } else { 5_000 }),
            runs: if short { 50 } else { 1000 },
        }
    }
}

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn seats(n: u64) -> Vec<Seat> {
    (0..4)
        .zip(Color::ALL)
        .map(|(k, color)| {
            let user = 1 + (n * 7 + k * 31) % PEOPLE;
            Seat::human(color, UserId(user), format!("Player {user}"))
        })
        .collect()
}

/// A four-player game after `moves` moves, ended: with `moves` = None, played
/// to its natural end (a few hundred turns), else three players resign.
fn ended_game(moves: Option<usize>, seed: u64) -> Game {
    let players = seats(0).iter().map(Seat::player).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut pick = 0usize;
    let mut played = 0;
    while !game.is_over() && moves.is_none_or(|m| played < m) {
        let legal = game.legal_moves();
        pick = pick.wrapping_mul(31).wrapping_add(7);
        game.play(legal[pick % legal.len()]).unwrap();
        played += 1;
    }
    let colors: Vec<Color> = game.players().iter().map(|p| p.color).collect();
    for &color in &colors[1..] {
        if !game.is_over() {
            game.leave(color, LeaveKind::Resign).unwrap();
        }
    }
    game
}

/// Ends `count` games of `guild` through the API, each as `template` with the
/// seats of its number.
async fn end_games(store: &Store, guild: GuildId, count: usize, template: &Game) {
    for n in 0..count as u64 {
        let seats = seats(n);
        let host = seats[0].occupant.user().unwrap();
        let lobby = fixtures::new_lobby(guild, ChannelId(7), host, seats);
        let (id, first) = fixtures::start_game(store, &lobby, n).await;
        store
            .finish_game(id, first.version(), template)
            .await
            .unwrap();
    }
}

/// Copies the block of `guild`'s games numbered up to `block_end` `copies`
/// times, with numbers and places shifted past the block: the same rows as
/// `copies` more blocks of games ending.
async fn copy_block(url: &str, guild: GuildId, block_end: i64, copies: usize) {
    let games = "INSERT INTO games (id, guild_id, channel_id, message_id, thread_id, host_id, \
        status, stacks_cross_bridges, turn_timeout_secs, in_thread, created_at, expires_at, \
        started_at, finished_at, record, dice_state, version, turn_deadline, timeouts, \
        end_reason, max_seats, message_from, turns, ranking, history_seq) \
        SELECT id + $1, guild_id, channel_id, message_id, thread_id, host_id, status, \
        stacks_cross_bridges, turn_timeout_secs, in_thread, created_at, expires_at, started_at, \
        finished_at + $3, record, dice_state, version, turn_deadline, timeouts, end_reason, \
        max_seats, message_from, turns, ranking, history_seq + $2 \
        FROM games WHERE guild_id = $4 AND id <= $5";
    let seats = "INSERT INTO seats (game_id, color, user_id, ai_level, name) \
        SELECT game_id + $1, color, user_id, ai_level, name FROM seats \
        WHERE game_id <= $2 AND game_id IN (SELECT id FROM games WHERE guild_id = $3)";
    let results = "INSERT INTO results (game_id, color, guild_id, user_id, ai_level, rank, \
        score, center_pawns, captures, losses, left_game, rating_before, rating_after, \
        player_seq) \
        SELECT r.game_id + $1, r.color, r.guild_id, r.user_id, r.ai_level, r.rank, r.score, \
        r.center_pawns, r.captures, r.losses, r.left_game, r.rating_before, r.rating_after, \
        r.player_seq + $2 * (SELECT MAX(p.player_seq) FROM results AS p \
            WHERE p.guild_id = r.guild_id AND p.user_id = r.user_id AND p.game_id <= $3) \
        FROM results AS r WHERE r.guild_id = $4 AND r.game_id <= $3";
    let block = block_end;
    macro_rules! copy {
        ($conn:expr_2021) => {{
            for k in 1..=copies as i64 {
                sqlx::query(games)
                    .bind(k * block)
                    .bind(k * block)
                    .bind(k)
                    .bind(guild.0 as i64)
                    .bind(block)
                    .execute(&mut $conn)
                    .await
                    .unwrap();
                sqlx::query(seats)
                    .bind(k * block)
                    .bind(block)
                    .bind(guild.0 as i64)
                    .execute(&mut $conn)
                    .await
                    .unwrap();
                sqlx::query(results)
                    .bind(k * block)
                    .bind(k)
                    .bind(block)
                    .bind(guild.0 as i64)
                    .execute(&mut $conn)
                    .await
                    .unwrap();
            }
        }};
    }
    use sqlx::Connection;
    if url.starts_with("postgres") {
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        copy!(conn);
        sqlx::query(
            "SELECT setval(pg_get_serial_sequence('games', 'id'), MAX(id) + 1, false) FROM games",
        )
        .execute(&mut conn)
        .await
        .unwrap();
        sqlx::raw_sql("VACUUM ANALYZE")
            .execute(&mut conn)
            .await
            .unwrap();
    } else {
        let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
        copy!(conn);
        sqlx::raw_sql("ANALYZE").execute(&mut conn).await.unwrap();
    }
}

/// The previous listing's statements (count, then the page with every record's
/// turns counted), for the before/after ratio.
async fn old_listing(url: &str, guild: GuildId, offset: i64) -> Duration {
    const PAST: &str = "g.status IN ('finished', 'cancelled') AND g.record IS NOT NULL";
    const PLAYED_BY: &str = "($2 IS NULL OR EXISTS \
        (SELECT 1 FROM seats AS s WHERE s.game_id = g.id AND s.user_id = $2))";
    let postgres = url.starts_with("postgres");
    let turns = if postgres {
        "(SELECT COUNT(*) FROM jsonb_array_elements(g.record::jsonb -> 'turns') AS t \
         WHERE t.value -> 'dice' IS NOT NULL)"
    } else {
        "(SELECT COUNT(*) FROM json_each(g.record, '$.turns') AS t \
         WHERE json_type(t.value, '$.dice') IS NOT NULL)"
    };
    let count =
        format!("SELECT COUNT(*) FROM games AS g WHERE g.guild_id = $1 AND {PAST} AND {PLAYED_BY}");
    let page = format!(
        "SELECT g.id, COALESCE(g.thread_id, g.channel_id) AS shown_in, g.started_at, \
         g.finished_at, g.end_reason, {turns} AS turns FROM games AS g \
         WHERE g.guild_id = $1 AND {PAST} AND {PLAYED_BY} \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT $3 OFFSET $4"
    );
    use sqlx::Connection;
    macro_rules! run {
        ($conn:expr_2021) => {{
            let start = Instant::now();
            let total: i64 = sqlx::query_scalar(&count)
                .bind(guild.0 as i64)
                .bind(None::<i64>)
                .fetch_one(&mut $conn)
                .await
                .unwrap();
            let rows = sqlx::query(&page)
                .bind(guild.0 as i64)
                .bind(None::<i64>)
                .bind(i64::from(PER_PAGE))
                .bind(offset)
                .fetch_all(&mut $conn)
                .await
                .unwrap();
            let took = start.elapsed();
            assert!(total > 0 && !rows.is_empty());
            took
        }};
    }
    if postgres {
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        run!(conn)
    } else {
        let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
        run!(conn)
    }
}

fn percentiles(mut samples: Vec<Duration>) -> (Duration, Duration, Duration) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 * q) as usize).min(samples.len() - 1)];
    (at(0.5), at(0.99), samples[samples.len() - 1])
}

fn print(label: &str, samples: Vec<Duration>) {
    let n = samples.len();
    let (median, p99, max) = percentiles(samples);
    println!("{label}: {n} runs, median {median:.2?}, p99 {p99:.2?}, max {max:.2?}");
}

/// One backend's database, built.
struct Bench {
    name: &'static str,
    store: Store,
    url: String,
    _dir: Option<tempfile::TempDir>,
}

fn build(rt: &Runtime, name: &'static str, sizes: Sizes) -> Bench {
    let Sizes {
        block,
        games,
        old_games,
        ..
    } = sizes;
    let (url, dir) = if name == "postgres" {
        (rt.block_on(postgres::fresh_database()), None)
    } else {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("history.db").display());
        (url, Some(dir))
    };
    let started = Instant::now();
    let store = rt.block_on(Store::open(&url)).unwrap();
    let short = ended_game(Some(40), 3);
    rt.block_on(end_games(&store, GUILD, block, &short));
    let block_end = rt
        .block_on(store.past_games(GUILD, None, 0, 1))
        .unwrap()
        .games[0]
        .id
        .0;
    rt.block_on(copy_block(&url, GUILD, block_end, games / block - 1));
    let long = ended_game(None, 11);
    println!(
        "{name}: old listing's games have {} turns ({} KB of record)",
        long.entries().len(),
        long.record().to_json().len() / 1024
    );
    rt.block_on(end_games(&store, OLD_GUILD, old_games, &long));
    println!(
        "{name}: built {} + {} past games in {:.0?}",
        games,
        old_games,
        started.elapsed()
    );
    Bench {
        name,
        store,
        url,
        _dir: dir,
    }
}

/// What each measured call does, by name.
type Call<'a> = Box<dyn Fn() -> usize + 'a>;

fn calls<'a>(b: &'a Bench, rt: &'a Runtime) -> Vec<(String, Call<'a>)> {
    let store = &b.store;
    let first = rt
        .block_on(store.past_games(GUILD, None, 0, PER_PAGE))
        .unwrap();
    let last = first.pages() - 1;
    let person = UserId(42);
    let theirs = rt
        .block_on(store.past_games(GUILD, Some(person), 0, PER_PAGE))
        .unwrap();
    let their_last = theirs.pages() - 1;
    println!(
        "{}: {} past games ({} pages), player 42 in {} ({} pages)",
        b.name,
        first.total,
        first.pages(),
        theirs.total,
        theirs.pages()
    );
    let games = move |player: Option<UserId>, page: u32| -> Call<'a> {
        Box::new(move || {
            let listed = rt
                .block_on(store.past_games(GUILD, player, page, PER_PAGE))
                .unwrap();
            assert!(!listed.games.is_empty());
            listed.games.len()
        })
    };
    let suggest = move |typed: &'static str| -> Call<'a> {
        Box::new(move || {
            rt.block_on(store.past_games_numbered(GUILD, typed, SUGGESTIONS))
                .unwrap()
                .len()
        })
    };
    vec![
        ("games_first_page".into(), games(None, 0)),
        ("games_last_page".into(), games(None, last)),
        ("games_player_first_page".into(), games(Some(person), 0)),
        (
            "games_player_last_page".into(),
            games(Some(person), their_last),
        ),
        ("suggest_empty".into(), suggest("")),
        ("suggest_1".into(), suggest("1")),
        ("suggest_42".into(), suggest("42")),
        ("suggest_31337".into(), suggest("31337")),
    ]
}

pub fn suite(c: &mut Criterion, short: bool) {
    let sizes = Sizes::new(short);
    let rt = runtime();
    let databases =
        std::env::var("HYPNOSIA_HISTORY_DATABASES").unwrap_or_else(|_| "sqlite,postgres".into());
    for name in ["sqlite", "postgres"] {
        if !databases.split(',').any(|d| d.trim() == name) {
            continue;
        }
        let bench = build(&rt, name, sizes);
        let calls = calls(&bench, &rt);
        for (label, call) in &calls {
            for _ in 0..sizes.runs / 10 {
                call();
            }
            let samples = (0..sizes.runs)
                .map(|_| {
                    let start = Instant::now();
                    call();
                    start.elapsed()
                })
                .collect();
            print(&format!("{name}/{label} (manual loop)"), samples);
        }
        // The previous listing, for the ratio (a few runs: seconds each).
        let old = sizes.old_games;
        if old > 0 {
            let last = ((old as i64 - 1) / i64::from(PER_PAGE)) * i64::from(PER_PAGE);
            for (label, offset) in [("first", 0), ("last", last)] {
                let samples = (0..5)
                    .map(|_| rt.block_on(old_listing(&bench.url, OLD_GUILD, offset)))
                    .collect();
                print(
                    &format!("{name}/previous_games_{label}_page at {old} games (manual loop)"),
                    samples,
                );
            }
            let new_old_last = (old as u32 - 1) / PER_PAGE;
            let samples = (0..sizes.runs)
                .map(|_| {
                    let start = Instant::now();
                    rt.block_on(
                        bench
                            .store
                            .past_games(OLD_GUILD, None, new_old_last, PER_PAGE),
                    )
                    .unwrap();
                    start.elapsed()
                })
                .collect();
            print(
                &format!("{name}/games_last_page at {old} games, same server (manual loop)"),
                samples,
            );
        }
        let mut group = c.benchmark_group(format!("history/{name}"));
        group
            .sample_size(50)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(3));
        for (label, call) in &calls {
            group.bench_function(label.as_str(), |b| b.iter(call));
        }
        group.finish();
        drop(calls);
        rt.block_on(bench.store.close());
    }
}
