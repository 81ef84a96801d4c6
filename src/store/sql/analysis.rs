//! Stored game analyses.

use super::{Pool, begin_write};
use crate::game::Color;
use crate::store::{AccuracyEntry, StoreError};
use crate::table::{Community, GameId, UserId};

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

/// Stores `game`'s analysis: a second save (two requests at once) writes the
/// same; one that replaces an analysis stored by an older version, which no
/// longer reads, writes the new form.
pub(in crate::store) async fn save_game_analysis(
    pool: &Pool,
    game: GameId,
    analysis: &str,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO game_analyses (game_id, analysis, puzzles_searched) VALUES ($1, $2, FALSE) \
         ON CONFLICT (game_id) DO UPDATE SET analysis = excluded.analysis",
    )
    .bind(game.0)
    .bind(analysis)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Writes each judged seat's errors in `game`: its color, the decisions
/// judged and the chance lost over them (a second write writes the same).
pub(in crate::store) async fn save_result_errors(
    pool: &Pool,
    game: GameId,
    errors: &[(Color, u32, f32)],
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    for &(color, decisions, loss) in errors {
        sqlx::query(
            "UPDATE results SET decisions = $3, error_loss = $4 \
             WHERE game_id = $1 AND color = $2",
        )
        .bind(game.0)
        .bind(color.name())
        .bind(i64::from(decisions))
        .bind(f64::from(loss.max(0.0)))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// `user`'s judged errors in `community`'s rated games, newest first, at most
/// `limit`: the decisions and the chance lost of each game.
pub(in crate::store) async fn rated_errors(
    pool: &Pool,
    community: Community,
    user: UserId,
    limit: u32,
) -> Result<Vec<(u32, f32)>, StoreError> {
    let rows: Vec<(i64, f64)> = sqlx::query_as(
        "SELECT decisions, error_loss FROM results \
         WHERE guild_id = $1 AND user_id = $2 AND rating_after IS NOT NULL \
         AND decisions > 0 AND error_loss IS NOT NULL \
         ORDER BY player_seq DESC LIMIT $3",
    )
    .bind(community.db())
    .bind(user.db())
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(decisions, loss)| (u32::try_from(decisions).unwrap_or(0), loss as f32))
        .collect())
}

/// The rated, judged results of `community`'s people, grouped by person: those
/// with `min_games` games or more.
const JUDGED_PEOPLE: &str = "FROM results AS r \
     WHERE r.guild_id = $1 AND r.user_id IS NOT NULL AND r.rating_after IS NOT NULL \
     AND r.decisions > 0 AND r.error_loss IS NOT NULL \
     GROUP BY r.user_id HAVING COUNT(*) >= $2";

/// A page of `community`'s people by their error rate over their judged rated
/// games (lowest first, then by user id), and how many there are.
pub(in crate::store) async fn accuracy_leaderboard(
    pool: &Pool,
    community: Community,
    min_games: u32,
    offset: i64,
    per_page: u32,
) -> Result<(Vec<AccuracyEntry>, u32), StoreError> {
    let mut conn = pool.acquire().await?;
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM (SELECT r.user_id {JUDGED_PEOPLE}) AS k"
    ))
    .bind(community.db())
    .bind(i64::from(min_games))
    .fetch_one(&mut *conn)
    .await?;
    // SUM of a BIGINT is a NUMERIC in PostgreSQL: cast back for one type.
    let rows: Vec<(i64, i64, i64, f64, Option<String>)> = sqlx::query_as(&format!(
        "SELECT r.user_id, COUNT(*), CAST(SUM(r.decisions) AS BIGINT), SUM(r.error_loss), \
         (SELECT p.name FROM players AS p WHERE p.guild_id = $1 AND p.user_id = r.user_id) \
         {JUDGED_PEOPLE} \
         ORDER BY SUM(r.error_loss) / SUM(r.decisions), r.user_id LIMIT $3 OFFSET $4"
    ))
    .bind(community.db())
    .bind(i64::from(min_games))
    .bind(i64::from(per_page))
    .bind(offset)
    .fetch_all(&mut *conn)
    .await?;
    let entries = rows
        .into_iter()
        .enumerate()
        .map(|(i, (user, games, decisions, loss, name))| AccuracyEntry {
            place: (offset + i as i64 + 1) as u32,
            user: UserId::from_db(user),
            name: name.unwrap_or_default(),
            games: u32::try_from(games).unwrap_or(u32::MAX),
            decisions: u32::try_from(decisions).unwrap_or(u32::MAX),
            loss: loss as f32,
        })
        .collect();
    Ok((entries, u32::try_from(total).unwrap_or(u32::MAX)))
}
