//! Finishing a game: status, final record, per-player results, stats and ratings
//! in one transaction, so the leaderboard never disagrees with the games.

use sqlx::Row;

use super::lobbies::seats_of;
use super::places::community_of;
use super::seasons::update_season_players;
use super::standings::{Human, add_game};
use super::{Conn, Pool, begin_write, lock_guild};
use crate::game::{BotTurns, EndReason, Entry, Game};
use crate::store::history::ranking_json;
use crate::store::{FinishedGame, PlayerResult, Scope, StoreError, check_seats_match, record_json};
use crate::table::{
    Community, DEFAULT_SKILL, GameId, Occupant, RatingChange, Skill, UnixTime, UserId,
};

pub(in crate::store) async fn finish_game(
    pool: &Pool,
    id: GameId,
    expected_version: u64,
    game: &Game,
    finished_at: UnixTime,
) -> Result<FinishedGame, StoreError> {
    let (Some(reason), Some(result)) = (game.end_reason(), game.result()) else {
        return Err(StoreError::Invalid("the game is not over".into()));
    };
    let status = if reason == EndReason::Cancelled {
        "cancelled"
    } else {
        "finished"
    };
    let mut tx = begin_write(pool).await?;
    let finished: Option<(i64, bool, String)> = sqlx::query_as(
        "UPDATE games SET status = $1, record = $2, dice_state = $3, version = $4, \
         finished_at = $5, turn_deadline = NULL, end_reason = $6 \
         WHERE id = $7 AND status = 'running' AND version = $8 RETURNING guild_id, hinted, venue",
    )
    .bind(status)
    .bind(record_json(game))
    .bind(game.dice_state().to_hex())
    .bind(game.version() as i64)
    .bind(finished_at)
    .bind(reason.as_str())
    .bind(id.0)
    .bind(expected_version as i64)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((guild, hinted, venue)) = finished else {
        let running: Option<i64> =
            sqlx::query_scalar("SELECT id FROM games WHERE id = $1 AND status = 'running'")
                .bind(id.0)
                .fetch_optional(&mut *tx)
                .await?;
        return Err(match running {
            Some(_) => StoreError::StaleVersion {
                game: id.0,
                expected: expected_version,
            },
            None => StoreError::NotFound {
                wanted: "running game",
                id: id.0,
            },
        });
    };
    // PostgreSQL: the humans' stats are read, then rewritten; two games of one
    // server finishing at once must not both start from the same stats.
    lock_guild(&mut tx, guild).await?;
    let seats = seats_of(&mut tx, &[id.0])
        .await?
        .remove(&id.0)
        .unwrap_or_default();
    check_seats_match(&seats, game)?;

    let position = game.position();
    let results: Vec<PlayerResult> = result
        .ranking
        .iter()
        .map(|standing| {
            let color = standing.color;
            let seat = seats
                .iter()
                .find(|s| s.color == color)
                .expect("seats match players");
            PlayerResult {
                color,
                occupant: seat.occupant.clone(),
                rank: standing.rank,
                score: standing.score,
                center_pawns: position
                    .center()
                    .iter()
                    .filter(|p| matches!(p, Some((c, _)) if *c == color))
                    .count() as u8,
                captures: position.captures(color),
                losses: position.losses(color),
                left: position.left_order(color).is_some(),
                walked_away: seat.occupant.user().is_some()
                    && BotTurns::of(game.entries(), color).walked_away(),
            }
        })
        .collect();

    // What the history lists, written once: the game's turns and ranking, and
    // its place in the server's history (after `lock_guild`, so that two games
    // of one server ending at once take consecutive places).
    let turns = game
        .entries()
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count() as i64;
    sqlx::query(
        "UPDATE games SET turns = $1, ranking = $2, history_seq = \
         (SELECT COALESCE(MAX(h.history_seq), 0) + 1 FROM games AS h \
          WHERE h.guild_id = $3 AND h.history_seq IS NOT NULL) \
         WHERE id = $4",
    )
    .bind(turns)
    .bind(ranking_json(&results))
    .bind(guild)
    .bind(id.0)
    .execute(&mut *tx)
    .await?;

    let community = community_of(guild, &venue);
    let mut rating_changes = Vec::new();
    if reason != EndReason::Cancelled {
        rating_changes =
            update_players(&mut tx, community, id, &results, finished_at, hinted).await?;
    }
    for r in &results {
        let change = rating_changes
            .iter()
            .find(|c| Some(c.user) == r.occupant.user());
        let (user, level) = match &r.occupant {
            Occupant::Human { user, .. } => (Some(user.db()), None),
            Occupant::Ai(level) => (None, Some(level.name())),
        };
        // A person's place in their own history of this server.
        sqlx::query(
            "INSERT INTO results (game_id, color, guild_id, user_id, ai_level, rank, score, \
             center_pawns, captures, losses, left_game, rating_before, rating_after, \
             player_seq) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
             CASE WHEN $4 IS NULL THEN NULL ELSE \
             (SELECT COALESCE(MAX(p.player_seq), 0) + 1 FROM results AS p \
              WHERE p.guild_id = $3 AND p.user_id = $4 AND p.player_seq IS NOT NULL) END)",
        )
        .bind(id.0)
        .bind(r.color.name())
        .bind(guild)
        .bind(user)
        .bind(level)
        .bind(i64::from(r.rank))
        .bind(i64::from(r.score))
        .bind(i64::from(r.center_pawns))
        .bind(i64::from(r.captures))
        .bind(i64::from(r.losses))
        .bind(r.left)
        .bind(change.map(|c| c.before.rating()))
        .bind(change.map(|c| c.after.rating()))
        .execute(&mut *tx)
        .await?;
    }
    super::tournaments::owe_table_end(&mut tx, id).await?;
    tx.commit().await?;
    Ok(FinishedGame {
        id,
        community,
        reason,
        results,
        rating_changes,
    })
}

/// Adds the game to every human's stats, all time and in its season, and
/// rates the humans among themselves.
async fn update_players(
    conn: &mut Conn,
    community: Community,
    game: GameId,
    results: &[PlayerResult],
    at: UnixTime,
    hinted: bool,
) -> Result<Vec<RatingChange>, StoreError> {
    let humans: Vec<Human> = results
        .iter()
        .filter_map(|r| match &r.occupant {
            Occupant::Human { user, name } => Some(Human {
                result: r,
                user: *user,
                name,
                start: DEFAULT_SKILL,
            }),
            Occupant::Ai(_) => None,
        })
        .collect();
    // A game played with hints is no best finish (it counts otherwise).
    let skills = add_game(conn, community, Scope::AllTime, &humans, !hinted, at).await?;
    let before: Vec<Skill> = skills.iter().map(|(before, _, _)| *before).collect();
    update_season_players(conn, community, at, &humans, &before).await?;
    // Only a game of two or more humans changes their ratings.
    if humans.len() < 2 {
        return Ok(Vec::new());
    }
    let mut changes = Vec::new();
    for (h, &(before, after, rated_games)) in humans.iter().zip(&skills) {
        sqlx::query(
            "INSERT INTO rating_history (guild_id, user_id, game_id, mu, sigma, rating, at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(community.db())
        .bind(h.user.db())
        .bind(game.0)
        .bind(after.mu)
        .bind(after.sigma)
        .bind(after.rating())
        .bind(at)
        .execute(&mut *conn)
        .await?;
        changes.push(RatingChange {
            user: h.user,
            color: h.result.color,
            before,
            after,
            rated_games,
        });
    }
    Ok(changes)
}

pub(in crate::store) async fn rating_changes(
    pool: &Pool,
    id: GameId,
) -> Result<Vec<RatingChange>, StoreError> {
    // Each player's row of this game, the row before it (their skill before
    // the game; none: a new player's) and how many rated games they had then.
    let rows = sqlx::query(
        "SELECT h.user_id, h.mu, h.sigma, r.color, \
         (SELECT p.mu FROM rating_history p WHERE p.guild_id = h.guild_id \
          AND p.user_id = h.user_id AND p.id < h.id ORDER BY p.id DESC LIMIT 1) AS mu_before, \
         (SELECT p.sigma FROM rating_history p WHERE p.guild_id = h.guild_id \
          AND p.user_id = h.user_id AND p.id < h.id ORDER BY p.id DESC LIMIT 1) AS sigma_before, \
         (SELECT COUNT(*) FROM rating_history p WHERE p.guild_id = h.guild_id \
          AND p.user_id = h.user_id AND p.id <= h.id) AS rated_games \
         FROM rating_history h JOIN results r ON r.game_id = h.game_id AND r.user_id = h.user_id \
         WHERE h.game_id = $1 ORDER BY h.id",
    )
    .bind(id.0)
    .fetch_all(pool)
    .await?;
    let mut changes = Vec::with_capacity(rows.len());
    for row in rows {
        let color: String = row.try_get("color")?;
        let before = match (
            row.try_get::<Option<f64>, _>("mu_before")?,
            row.try_get::<Option<f64>, _>("sigma_before")?,
        ) {
            (Some(mu), Some(sigma)) => Skill { mu, sigma },
            _ => DEFAULT_SKILL,
        };
        let rated_games: i64 = row.try_get("rated_games")?;
        changes.push(RatingChange {
            user: UserId::from_db(row.try_get("user_id")?),
            color: crate::store::parse_color(id.0, &color)?,
            before,
            after: Skill {
                mu: row.try_get("mu")?,
                sigma: row.try_get("sigma")?,
            },
            rated_games: u32::try_from(rated_games).unwrap_or(u32::MAX),
        });
    }
    Ok(changes)
}
