//! The schema's migrations, embedded in the binary.
//!
//! sqlx's `migrate!` macro does the same, but it needs sqlx's `macros` feature,
//! which builds a second copy of sqlx, both drivers and SQLite's C sources for
//! the compiler (at opt-level 0) in every clean build: a large share of CI's
//! time for two directory listings. The list is written here instead, and a
//! test checks it against the directories, so a migration file cannot be
//! forgotten. Versions, descriptions and checksums are read exactly as sqlx
//! reads them, so databases migrated by `migrate!` carry on unchanged.

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

/// A migration file: its name (`0001_init.sql`) and its SQL.
// Public for the tests of `tests/store/migrations.rs`.
#[doc(hidden)]
pub type File = (&'static str, &'static str);

macro_rules! embedded {
    ($dir:literal: $($file:literal),* $(,)?) => {
        &[$(($file, include_str!(concat!("../../", $dir, "/", $file)))),*]
    };
}

/// `migrations/`, in order.
// Public for the tests of `tests/store/migrations.rs`.
#[doc(hidden)]
pub const SQLITE: &[File] = embedded!("migrations":
    "0001_init.sql",
    "0002_table_display.sql",
    "0003_guild_language.sql",
    "0004_history_columns.sql",
    "0005_table_limits.sql",
    "0006_hinted_games.sql",
    "0007_analysis.sql",
    "0008_seasons.sql",
    "0009_notify.sql",
    "0010_notify_locale.sql",
    "0011_shown_version.sql",
    "0012_lobby_member_cap.sql",
    "0013_once_latest_game.sql",
    "0014_analysis_posts.sql",
    "0015_channel_log_message.sql",
    "0016_faces_avatars.sql",
    "0017_shared_answers.sql",
    "0018_idle_end.sql",
    "0020_tournaments.sql",
    "0021_result_errors.sql",
    "0022_puzzles.sql",
    "0023_tournament_signup.sql",
    "0024_daily_puzzle.sql",
    "0025_puzzle_searches.sql",
    "0026_tournament_threads.sql",
    "0027_knockout_byes.sql",
    "0028_daily_answers_shown.sql",
    "0029_tournament_follow.sql",
    "0030_public_standings.sql",
    "0031_posts.sql",
    "0032_tournament_posts.sql",
    "0033_venues.sql",
    "0034_cards.sql",
    "0035_recovery.sql",
    "0036_community.sql",
    "0037_unreached.sql",
    "0040_challenge_seat.sql",
    "0041_click_tokens.sql",
    "0042_short_status_lists.sql",
);

/// `migrations/postgres/`, in order.
// Public for the tests of `tests/store/migrations.rs`.
#[doc(hidden)]
pub const POSTGRES: &[File] = embedded!("migrations/postgres":
    "0001_init.sql",
    "0002_table_display.sql",
    "0003_guild_language.sql",
    "0004_history_columns.sql",
    "0005_table_limits.sql",
    "0006_hinted_games.sql",
    "0007_analysis.sql",
    "0008_seasons.sql",
    "0009_notify.sql",
    "0010_notify_locale.sql",
    "0011_shown_version.sql",
    "0012_lobby_member_cap.sql",
    "0013_once_latest_game.sql",
    "0014_analysis_posts.sql",
    "0015_channel_log_message.sql",
    "0016_faces_avatars.sql",
    "0017_shared_answers.sql",
    "0018_idle_end.sql",
    "0020_tournaments.sql",
    "0021_result_errors.sql",
    "0022_puzzles.sql",
    "0023_tournament_signup.sql",
    "0024_daily_puzzle.sql",
    "0025_puzzle_searches.sql",
    "0026_tournament_threads.sql",
    "0027_knockout_byes.sql",
    "0028_daily_answers_shown.sql",
    "0029_tournament_follow.sql",
    "0030_public_standings.sql",
    "0031_posts.sql",
    "0032_tournament_posts.sql",
    "0033_venues.sql",
    "0034_cards.sql",
    "0035_recovery.sql",
    "0036_community.sql",
    "0037_unreached.sql",
    "0040_challenge_seat.sql",
    "0041_click_tokens.sql",
    "0042_short_status_lists.sql",
);

/// Applies the migrations of `files` that `pool`'s database lacks (sqlx keeps
/// the record, and serialises migrators of several processes with a lock).
pub(super) async fn run<DB>(
    pool: &sqlx::Pool<DB>,
    files: &'static [File],
) -> Result<(), sqlx::migrate::MigrateError>
where
    DB: sqlx::Database,
    <DB as sqlx::Database>::Connection: sqlx::migrate::Migrate,
{
    Migrator::new(Embedded(files)).await?.run(pool).await
}

#[derive(Debug)]
struct Embedded(&'static [File]);

impl MigrationSource<'static> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async move {
            self.0
                .iter()
                .map(|&(name, sql)| migration(name, sql))
                .collect()
        })
    }
}

/// A migration as sqlx's own reader makes it of the file `name` holding `sql`.
// Public for the tests of `tests/store/migrations.rs`.
#[doc(hidden)]
pub fn migration(name: &str, sql: &'static str) -> Result<Migration, BoxDynError> {
    let (version, rest) = name
        .split_once('_')
        .ok_or_else(|| format!("the migration {name:?} is not named VERSION_DESCRIPTION.sql"))?;
    let version: i64 = version
        .parse()
        .map_err(|_| format!("the migration {name:?} does not start with a number"))?;
    let migration_type = MigrationType::from_filename(rest);
    let description = rest
        .trim_end_matches(migration_type.suffix())
        .replace('_', " ");
    Ok(Migration::new(
        version,
        Cow::Owned(description),
        migration_type,
        Cow::Borrowed(sql),
        sql.starts_with("-- no-transaction"),
    ))
}
