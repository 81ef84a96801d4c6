//! What only SQLite promises: durability without an fsync per move, WAL mode,
//! and one process per file.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use super::*;

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
            "store::sqlite::every_move_reported_committed_survives_a_sigkill",
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

/// The parent holds the database open; this same test in a child process (marked
/// by an environment variable) tries to open it too and says what happened.
#[tokio::test]
async fn a_second_process_on_one_sqlite_file_is_refused() {
    const CHILD_DB: &str = "HYPNOSIA_TEST_SECOND_PROCESS_DB";
    if let Ok(db) = std::env::var(CHILD_DB) {
        match Store::open(&db).await {
            Ok(_) => println!("opened"),
            Err(e @ StoreError::InUse { .. }) => println!("refused: {e}"),
            Err(e) => println!("failed: {e}"),
        }
        return;
    }
    let second_process = |db: &str| {
        let out = Command::new(std::env::current_exe().unwrap())
            .args([
                "store::sqlite::a_second_process_on_one_sqlite_file_is_refused",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DB, db)
            .stderr(Stdio::null())
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let db = TestDb::sqlite();
    let store = db.open().await;
    // A second store in this process shares the file (one bot, several handles).
    let again = db.open().await;
    again.settings(GUILD).await.unwrap();
    let told = second_process(&db.url);
    assert!(
        told.contains(&format!(
            "refused: the database {} is in use by another hypnosia process (pid {})",
            db.url.trim_start_matches("sqlite://"),
            std::process::id()
        )),
        "{told}"
    );
    assert!(
        told.contains("run several processes on PostgreSQL"),
        "{told}"
    );
    store.close().await;
    drop((store, again));
    // Once this process lets go, another may open it.
    assert!(second_process(&db.url).contains("opened"));
}

#[tokio::test]
async fn the_write_ahead_log_is_emptied_once_writes_stop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wal.db");
    let waits = hypnosia::store::Waits {
        checkpoint_every: Duration::from_millis(10),
        ..Default::default()
    };
    let store = Store::open_with(&format!("sqlite://{}", path.display()), waits)
        .await
        .unwrap();
    let wal = dir.path().join("wal.db-wal");
    let size = || std::fs::metadata(&wal).map_or(0, |m| m.len());
    for guild in 1..=40 {
        store
            .save_settings(GuildId(guild), &GuildSettings::default())
            .await
            .unwrap();
    }
    assert!(size() > 0, "the writes went to the log");
    // Idle: copied into the database, then the file cut to nothing, while
    // the store stays open and readable.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while size() > 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the log was emptied: {} B",
            size()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(store.settings(GuildId(40)).await.is_ok());
}
