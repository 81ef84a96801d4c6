//! Migration 0004 on a database of the previous release: the past games it fills
//! in list as the code writes them when a game ends.

use super::*;

/// Takes the database back to migration 0003: without 0004's indexes and
/// columns (and 0013's indexes, which read them), and with 0004 not applied, as a database of the previous release.
const BACK_TO_0003: &str = "
    DROP INDEX games_past_in_channel;
    DROP INDEX games_past_in_thread;
    DROP INDEX games_history;
    DROP INDEX games_past_by_id;
    DROP INDEX results_player_history;
    ALTER TABLE games DROP COLUMN turns;
    ALTER TABLE games DROP COLUMN ranking;
    ALTER TABLE games DROP COLUMN history_seq;
    ALTER TABLE results DROP COLUMN player_seq;
    DELETE FROM _sqlx_migrations WHERE version = 4;
";

async fn migration_0004_fills_past_games_as_the_code_writes_them(db: TestDb) {
    let store = db.open().await;
    history_of(&store, GUILD, 14, 3).await;
    history_of(&store, OTHER_GUILD, 6, 30).await;
    // A running game and a lobby cancelled before its start are no history.
    start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Blue, AiLevel::Medium),
        ],
        8,
    )
    .await;
    cancelled_lobby(&store, Seat::human(Color::Red, BOB, "Bob")).await;
    let lists = |store: Store| async move {
        let mut seen = Vec::new();
        for guild in [GUILD, OTHER_GUILD] {
            for player in [None, Some(ADA), Some(BOB), Some(CY), Some(HUGE)] {
                for per_page in [1, 5] {
                    seen.push(every_page(&store, guild, player, per_page).await);
                }
            }
            seen.push(store.past_games_numbered(guild, "1", 25).await.unwrap());
        }
        seen
    };
    let written = lists(store.clone()).await;
    assert!(written.iter().map(Vec::len).sum::<usize>() > 100);
    store.close().await;

    raw_sql(&db, BACK_TO_0003).await;
    let filled = lists(db.open().await).await;
    assert_eq!(filled, written);
}

on_both_backends!(migration_0004_fills_past_games_as_the_code_writes_them);
