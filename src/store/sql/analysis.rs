//! Stored game analyses.

use super::{begin_write, Pool};
use crate::store::StoreError;
use crate::table::GameId;

/// The stored analysis of `game`, if worked out.
pub(in crate::store) async fn game_analysis(
    pool: &Pool,
    game: GameId,
) -> Result<Option<String>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT analysis FROM game_analyses WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(pool)
            .await?,
    )
}

/// Stores `game`'s analysis once: a second save (two requests at once)
/// keeps the first, which is the same.
pub(in crate::store) async fn save_game_analysis(
    pool: &Pool,
    game: GameId,
    analysis: &str,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO game_analyses (game_id, analysis) VALUES ($1, $2) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game.0)
    .bind(analysis)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
