//! The embedded migrations: every file, in order, as sqlx reads the
//! directories, and a misnamed file refused.

use hypnosia::store::migrations::*;
use std::path::Path;

/// What sqlx's own reader (the one `migrate!` uses) finds in `dir` (of the
/// workspace, one above this package), sorted.
fn as_sqlx_reads(dir: &str) -> Vec<(i64, String, Vec<u8>, bool)> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join(dir);
    let mut found: Vec<_> = sqlx::migrate::resolve_blocking(&dir)
        .expect("the migrations directory reads")
        .into_iter()
        .map(|(m, _)| {
            (
                m.version,
                m.description.into_owned(),
                m.checksum.into_owned(),
                m.no_tx,
            )
        })
        .collect();
    found.sort();
    found
}

fn as_embedded(files: &'static [File]) -> Vec<(i64, String, Vec<u8>, bool)> {
    files
        .iter()
        .map(|&(name, sql)| {
            let m = migration(name, sql).unwrap();
            (
                m.version,
                m.description.into_owned(),
                m.checksum.into_owned(),
                m.no_tx,
            )
        })
        .collect()
}

#[test]
fn every_migration_file_is_embedded_in_order_as_sqlx_reads_it() {
    assert_eq!(as_embedded(SQLITE), as_sqlx_reads("migrations"));
    assert_eq!(as_embedded(POSTGRES), as_sqlx_reads("migrations/postgres"));
}

/// Reliability-4 L6: three branches once each made a 0033, renumbered at
/// merge, and a database migrated by a branch build refused the merged
/// binary. Each number names one migration, and both backends apply the
/// same ones in the same order (their SQL differs only in types).
#[test]
fn each_migration_number_is_used_once_and_both_backends_share_them() {
    let numbered = |files: &'static [File]| -> Vec<(i64, String)> {
        (files.iter())
            .map(|&(name, sql)| {
                let m = migration(name, sql).unwrap();
                (m.version, m.description.into_owned())
            })
            .collect()
    };
    for (backend, files) in [("SQLite", SQLITE), ("PostgreSQL", POSTGRES)] {
        let numbers = numbered(files);
        for pair in numbers.windows(2) {
            assert!(
                pair[0].0 < pair[1].0,
                "{backend}: migration {} is used twice, or out of order: {:?}",
                pair[1].0,
                pair
            );
        }
    }
    assert_eq!(
        numbered(SQLITE),
        numbered(POSTGRES),
        "the backends' migrations differ"
    );
}

#[test]
fn a_misnamed_file_is_refused() {
    assert!(migration("init.sql", "").is_err());
    assert!(migration("first_init.sql", "").is_err());
    assert_eq!(migration("0007_a_b.sql", "").unwrap().description, "a b");
}

/// A SQLite database with the migrations before `file` applied, as a
/// bot of that time left it: its directory, its URL and a pool on it.
async fn migrated_before(file: &str) -> (tempfile::TempDir, String, sqlx::SqlitePool) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("old.db").display());
    let options: sqlx::sqlite::SqliteConnectOptions = url.parse().unwrap();
    let pool = sqlx::SqlitePool::connect_with(options.create_if_missing(true))
        .await
        .unwrap();
    let at = SQLITE.iter().position(|m| m.0 == file).unwrap();
    let old = sqlx::migrate::Migrator {
        migrations: std::borrow::Cow::Owned(
            SQLITE[..at]
                .iter()
                .map(|&(name, sql)| migration(name, sql).unwrap())
                .collect(),
        ),
        ignore_missing: false,
        locking: true,
        no_tx: false,
    };
    old.run(&pool).await.unwrap();
    (dir, url, pool)
}

/// An upgrade to 0032 moves what the old counters of a tournament's
/// messages held into the outbox as it stood: a sign-up message behind is
/// owed (once), one shown or not posted yet is not; public standings
/// shared and not shown yet are owed (posted, as they have no message),
/// shown ones are not, and keep their message.
#[tokio::test]
async fn an_upgrade_moves_the_tournaments_messages_to_the_outbox_as_they_stood() {
    use hypnosia::seating::TournamentId;
    use hypnosia::store::{PostId, Store};
    use hypnosia::table::{ChannelId, MessageId};
    let (_dir, url, pool) = migrated_before("0032_tournament_posts.sql").await;
    // (id, sign-up message, its version, shown; standings message, version, shown)
    let rows = [
        (1, Some(5), 3, 2, Some(9), 2, 2),
        (2, None, 1, 0, None, 0, 0),
        (3, Some(6), 4, 4, None, 1, 0),
    ];
    for (id, signup, version, shown, standings, s_version, s_shown) in rows {
        sqlx::query(
            "INSERT INTO tournaments (id, guild_id, channel_id, host_id, name, format, \
             table_size, turn_timeout_secs, max_players, state, created_at, signup_message_id, \
             signup_version, signup_shown, standings_message_id, standings_version, \
             standings_shown) VALUES ($1, 1, 77, 5, 'Cup', 'knockout', 2, 60, 8, 'signup', 0, \
             $2, $3, $4, $5, $6, $7)",
        )
        .bind(id)
        .bind(signup)
        .bind(version)
        .bind(shown)
        .bind(standings)
        .bind(s_version)
        .bind(s_shown)
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    let store = Store::open(&url).await.unwrap();
    let owed = store.owed_posts(i64::MAX, 100).await.unwrap();
    let owed: Vec<_> = owed.iter().map(|p| (p.id, p.version, p.at)).collect();
    let signup = Some((ChannelId(77), MessageId(5)));
    assert_eq!(
        owed,
        [
            (PostId::Signup(TournamentId(1)), 3, signup),
            (PostId::Standings(TournamentId(3)), 1, None)
        ]
    );
    let standings = |t: Option<hypnosia::seating::Tournament>| t.unwrap().standings_message;
    let id = TournamentId(1);
    assert_eq!(
        standings(store.tournament(id).await.unwrap()),
        Some(MessageId(9))
    );
    // The tournament whose message is not known yet owes its change once it is.
    let id = TournamentId(2);
    assert!(store.signup_posted(id, MessageId(7)).await.unwrap());
}

#[tokio::test]
async fn an_upgrade_keeps_every_table_where_it_was_a_servers_shown_at_any_time() {
    use hypnosia::store::Store;
    use hypnosia::table::{ChannelId, GameId, GuildId, Reach, Venue};
    let (_dir, url, pool) = migrated_before("0033_venues.sql").await;
    sqlx::query(
        "INSERT INTO games (id, guild_id, channel_id, thread_id, host_id, status, \
         stacks_cross_bridges, turn_timeout_secs, in_thread, max_seats, created_at, expires_at) \
         VALUES (41, 11, 22, 33, 5, 'lobby', TRUE, 60, 1, 6, 0, 4000000000)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
    let store = Store::open(&url).await.unwrap();
    let lobby = store.lobby(GameId(41)).await.unwrap().expect("the lobby");
    assert_eq!(
        lobby.place.venue,
        Venue::Server {
            guild: GuildId(11),
            channel: ChannelId(22),
            thread: Some(ChannelId(33))
        }
    );
    assert_eq!(lobby.place.reach, Reach::Always);
}

/// Reliability-4 L6: a PostgreSQL database one migration behind, and a long
/// read of `games` under way (a process not stopped). The new binary's
/// migration needs `games` to itself: it waits at most its lock timeout,
/// gives up and tries again, rather than queueing every writer of `games`
/// behind its request for as long as the read lasts; once the read ends,
/// it migrates. Without a lock timeout the writer waited for the read.
#[tokio::test]
async fn a_migration_waiting_on_a_long_read_gives_up_and_tries_again() {
    use sqlx::Connection;
    use std::time::{Duration, Instant};
    if !super::postgres::available(false) {
        return;
    }
    let url = super::postgres::fresh_database().await;
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    // From the last migration that alters `games` (a newer one may create
    // a table of its own, which needs no lock on it).
    let last = (POSTGRES.iter())
        .rposition(|(_, sql)| sql.contains("ALTER TABLE games"))
        .expect("a migration that alters games");
    let behind = sqlx::migrate::Migrator {
        migrations: std::borrow::Cow::Owned(
            POSTGRES[..last]
                .iter()
                .map(|&(name, sql)| migration(name, sql).unwrap())
                .collect(),
        ),
        ignore_missing: false,
        locking: true,
        no_tx: false,
    };
    behind.run(&pool).await.unwrap();
    pool.close().await;
    // The long read: a transaction that read `games` and holds on.
    let mut reader = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN").execute(&mut reader).await.unwrap();
    sqlx::query("SELECT COUNT(*) FROM games")
        .execute(&mut reader)
        .await
        .unwrap();
    let started = Instant::now();
    let opening = tokio::spawn({
        let url = url.clone();
        async move { hypnosia::store::Store::open(&url).await.map(|_| ()) }
    });
    tokio::time::sleep(Duration::from_secs(1)).await;
    // A writer of `games` meanwhile: behind the migration's request until
    // the migration gives up (its lock timeout, 5 s), not for the read's 14 s.
    let mut writer = sqlx::PgConnection::connect(&url).await.unwrap();
    let write =
        sqlx::query("UPDATE games SET version = version WHERE id = -1").execute(&mut writer);
    tokio::time::timeout(Duration::from_secs(9), write)
        .await
        .expect("the writer waits for the migration's lock timeout at most, not the read")
        .unwrap();
    assert!(!opening.is_finished(), "the migration waits for the read");
    tokio::time::sleep(Duration::from_secs(14).saturating_sub(started.elapsed())).await;
    sqlx::query("COMMIT").execute(&mut reader).await.unwrap();
    tokio::time::timeout(Duration::from_secs(30), opening)
        .await
        .expect("tried again once the read ended")
        .unwrap()
        .expect("migrated");
    let applied: i64 = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&mut writer)
        .await
        .unwrap();
    let newest = POSTGRES[POSTGRES.len() - 1].0;
    assert_eq!(applied, migration(newest, "").unwrap().version);
}
