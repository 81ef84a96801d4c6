//! One sweep of the engine beside abandoned direct tables (issue 77,
//! reliability-4 H1): tables reached only through people's clicks (a DM, a
//! group DM, a server without the bot) whose turn nobody saw since a
//! time-out, left for an hour (within the day before they end). Such a table
//! owes nothing until its next click: no sweep query lists it, so a sweep
//! costs the same with 0, 1 000 or 10 000 of them (goal: 10 000 within 1.1×
//! of 0). Before, every sweep listed, loaded and rewrote each one.
//!
//! ```sh
//! cargo bench --bench benches -- sweep
//! ```
//!
//! Set-up: the real engine (`Tables`, every step of its sweep) on a SQLite
//! file, on a screen that shows nothing (none of them reaches it); the
//! tables are copies of one direct game started in the store, each in a group
//! DM of its own. The three engines take turns, sweep by sweep; prints the
//! median of 200 sweeps for each count, and fails past the goal. Run short (`cargo test --benches`), it is 0, 100 and 1 000
//! tables and 10 sweeps each, and it fails unless every sweep was timed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use hypnosia::game::{Color, Dice, Game, Variant};
use hypnosia::heavy::lanes::{HeavyLimits, Lanes};
use hypnosia::live::{
    Change, Learned, Notice, Post, PostReport, Screen, Settings, Sharding, Shown, Tables,
};
use hypnosia::store::Store;
use hypnosia::table::{
    ChannelId, LobbyOptions, NewLobby, Place, Reach, Seat, TurnClock, UnixTime, UserId, Venue,
    unix_now,
};
use sqlx::{Connection, Row};

/// A screen that shows nothing (a sweep that works hands it nothing here).
struct Blank;

impl Screen for Blank {
    type Click = ();

    fn show(self: Arc<Self>, change: Change<()>) -> impl Future<Output = Shown> + Send + 'static {
        let screen = change.table.place.screen;
        async move { Shown::of(screen, false) }
    }

    async fn post(self: Arc<Self>, _: Post) -> (PostReport, Learned) {
        (PostReport::Failed, Learned::default())
    }

    async fn notice(self: Arc<Self>, _: Notice) -> Learned {
        Learned::default()
    }
}

/// A store at `path` holding `count` abandoned direct tables.
async fn store_with(path: &std::path::Path, count: u64) -> Store {
    let url = path.to_str().unwrap();
    let store = Store::open(url).await.unwrap();
    if count == 0 {
        return store;
    }
    let (ada, bo) = (UserId(1), UserId(2));
    let seats = vec![
        Seat::human(Color::ALL[0], ada, "ada"),
        Seat::human(Color::ALL[1], bo, "bo"),
    ];
    let players = seats.iter().map(Seat::player).collect();
    let direct = Venue::Direct {
        channel: ChannelId(1_200_000_000_000_000_000),
    };
    let lobby = NewLobby {
        place: Place::new(direct, Reach::WhileInteracting),
        host: ada,
        seats,
        options: LobbyOptions {
            variant: Variant::default(),
            turn_timeout: Duration::from_secs(30),
            thread: false,
            max_seats: 2,
        },
        expires_at: UnixTime::MAX,
        kept_for: None,
    };
    let lobby = store.create_lobby(&lobby).await.unwrap();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    // Started with no deadline, its turn not shown: as a turn nobody could
    // see after a time-out.
    (store.start_game(&lobby, &game, &TurnClock::default()))
        .await
        .unwrap();
    let mut db = sqlx::SqliteConnection::connect(&format!("sqlite://{url}"))
        .await
        .unwrap();
    let columns: Vec<String> = sqlx::query("SELECT name FROM pragma_table_info('games')")
        .fetch_all(&mut db)
        .await
        .unwrap()
        .iter()
        .map(|r| r.get::<String, _>(0))
        .filter(|c| c != "id")
        .collect();
    let copied: Vec<String> = (columns.iter())
        .map(|c| match c.as_str() {
            "channel_id" | "guild_id" => format!("{c} + n.i"),
            "last_move_at" => "$3".to_owned(),
            other => other.to_owned(),
        })
        .collect();
    let copy = format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
         INSERT INTO games ({}) SELECT {} FROM games, n WHERE games.id = $2",
        columns.join(", "),
        copied.join(", ")
    );
    if count > 1 {
        (sqlx::query(&copy).bind((count - 1) as i64).bind(lobby.id.0))
            .bind(unix_now() - 3600)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let abandoned: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE status = 'running' AND reach = 'interacting' \
         AND turn_deadline IS NULL AND COALESCE(shown_version, -1) <> version",
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(abandoned as u64, count, "the abandoned tables");
    db.close().await.unwrap();
    store
}

/// An engine beside `count` abandoned direct tables, its store in `dir`,
/// warmed up by a few sweeps.
async fn engine_beside(dir: &std::path::Path, count: u64) -> Arc<Tables<Blank>> {
    let store = store_with(&dir.join(format!("sweep-{count}.db")), count).await;
    let settings = Settings {
        ai_delay: Duration::ZERO,
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(7),
        sharding: Sharding::Auto,
        waits: Default::default(),
    };
    let lanes = Arc::new(Lanes::new(1, HeavyLimits::default()));
    let tables = Tables::new(store, Arc::new(Blank), settings, lanes);
    for _ in 0..3 {
        tables.sweep_once().await;
    }
    tables
}

/// The median time of `sweeps` sweeps of an engine beside each count of
/// abandoned direct tables, the engines taking turns sweep by sweep (what
/// else the machine does weighs on each alike).
async fn sweep_medians(counts: &[u64], sweeps: usize) -> Vec<Duration> {
    let dir = tempfile::tempdir().unwrap();
    let mut engines = Vec::new();
    for &count in counts {
        engines.push(engine_beside(dir.path(), count).await);
    }
    let mut took = vec![Vec::with_capacity(sweeps); counts.len()];
    for _ in 0..sweeps {
        for ((tables, took), count) in engines.iter().zip(&mut took).zip(counts) {
            let started = Instant::now();
            let set_going = tables.sweep_once().await;
            took.push(started.elapsed());
            assert_eq!(set_going, 0, "nothing to set going beside {count} tables");
        }
    }
    for tables in &engines {
        tables.stop();
    }
    (took.into_iter())
        .map(|mut took| {
            assert_eq!(took.len(), sweeps, "every sweep timed");
            took.sort();
            took[took.len() / 2]
        })
        .collect()
}

pub fn run(short: bool) {
    let (counts, sweeps) = if short {
        ([0, 100, 1_000], 10)
    } else {
        ([0, 1_000, 10_000], 200)
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let medians = runtime.block_on(sweep_medians(&counts, sweeps));
    let medians: Vec<(u64, Duration)> = counts.into_iter().zip(medians).collect();
    let none = medians[0].1;
    for (count, median) in &medians {
        println!(
            "sweep/abandoned_direct/{count}: median {:.3} ms ({:.2}× of none, {sweeps} sweeps)",
            median.as_secs_f64() * 1e3,
            median.as_secs_f64() / none.as_secs_f64()
        );
    }
    let (most, at_most) = medians[medians.len() - 1];
    if !short {
        assert!(
            at_most.as_secs_f64() <= 1.1 * none.as_secs_f64(),
            "a sweep beside {most} abandoned direct tables took {at_most:?}, over 1.1× of {none:?}"
        );
    }
}
