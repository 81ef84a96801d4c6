//! Finishing a game: status, final record, per-player results, stats and ratings
//! in one transaction, so the leaderboard never disagrees with the games.

use sqlx::Row;

use super::lobbies::seats_of;
use super::seasons::{update_season_players, SeasonHuman};
use super::{begin_write, lock_guild, Conn, Pool};
use crate::game::{EndReason, Entry, Game};
use crate::store::history::ranking_json;
use crate::store::ratings::rate_humans;
use crate::store::{check_seats_match, record_json, FinishedGame, PlayerResult, StoreError};
use crate::table::{
    GameId, GuildId, Occupant, RatingChange, Skill, UnixTime, UserId, DEFAULT_SKILL,
};

/// A human's row in `players`, as read before the game.
struct Standing {
    games: i64,
    rated_games: i64,
    wins: i64,
    points: i64,
    center_pawns: i64,
    captures: i64,
    best_rank: Option<i64>,
    skill: Skill,
}

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
    let finished: Option<(i64, bool)> = sqlx::query_as(
        "UPDATE games SET status = $1, record = $2, dice_state = $3, version = $4, \
         finished_at = $5, turn_deadline = NULL, end_reason = $6 \
         WHERE id = $7 AND status = 'running' AND version = $8 RETURNING guild_id, hinted",
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
    let Some((guild, hinted)) = finished else {
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

    let mut rating_changes = Vec::new();
    if reason != EndReason::Cancelled {
        rating_changes = update_players(
            &mut tx,
            GuildId::from_db(guild),
            id,
            &results,
            finished_at,
            hinted,
        )
        .await?;
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
    tx.commit().await?;
    Ok(FinishedGame {
        id,
        guild: GuildId::from_db(guild),
        reason,
        results,
        rating_changes,
    })
}

/// Adds the game to every human's stats and rates the humans among themselves.
async fn update_players(
    conn: &mut Conn,
    guild: GuildId,
    game: GameId,
    results: &[PlayerResult],
    at: UnixTime,
    hinted: bool,
) -> Result<Vec<RatingChange>, StoreError> {
    let mut humans = Vec::new();
    for r in results {
        if let Occupant::Human { user, name } = &r.occupant {
            humans.push((
                r,
                *user,
                name.as_str(),
                load_standing(conn, guild, *user).await?,
            ));
        }
    }
    let rated = humans.len() >= 2;
    let after: Vec<Skill> = if rated {
        let input: Vec<(Skill, u8)> = humans
            .iter()
            .map(|(r, _, _, s)| (s.skill, r.rank))
            .collect();
        rate_humans(&input)
    } else {
        humans.iter().map(|(_, _, _, s)| s.skill).collect()
    };
    // The season's standings first, from the all-time skills before this game.
    let season_humans: Vec<SeasonHuman> = humans
        .iter()
        .map(|(r, user, name, before)| SeasonHuman {
            result: r,
            user: *user,
            name,
            all_time: before.skill,
        })
        .collect();
    update_season_players(conn, guild, at, &season_humans).await?;
    let mut changes = Vec::new();
    for ((r, user, name, before), skill) in humans.iter().zip(after) {
        sqlx::query(
            "INSERT INTO players (guild_id, user_id, name, games, rated_games, wins, points, \
             center_pawns, captures, best_rank, mu, sigma, rating, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
             ON CONFLICT (guild_id, user_id) DO UPDATE SET name = excluded.name, \
             games = excluded.games, rated_games = excluded.rated_games, wins = excluded.wins, \
             points = excluded.points, center_pawns = excluded.center_pawns, \
             captures = excluded.captures, best_rank = excluded.best_rank, mu = excluded.mu, \
             sigma = excluded.sigma, rating = excluded.rating, updated_at = excluded.updated_at",
        )
        .bind(guild.db())
        .bind(user.db())
        .bind(*name)
        .bind(before.games + 1)
        .bind(before.rated_games + i64::from(rated))
        .bind(before.wins + i64::from(r.rank == 1))
        .bind(before.points + i64::from(r.score))
        .bind(before.center_pawns + i64::from(r.center_pawns))
        .bind(before.captures + i64::from(r.captures))
        // A game played with hints is no best finish (it counts otherwise).
        .bind(if hinted {
            before.best_rank
        } else {
            Some(
                before
                    .best_rank
                    .map_or(i64::from(r.rank), |b| b.min(i64::from(r.rank))),
            )
        })
        .bind(skill.mu)
        .bind(skill.sigma)
        .bind(skill.rating())
        .bind(at)
        .execute(&mut *conn)
        .await?;
        if rated {
            sqlx::query(
                "INSERT INTO rating_history (guild_id, user_id, game_id, mu, sigma, rating, at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(guild.db())
            .bind(user.db())
            .bind(game.0)
            .bind(skill.mu)
            .bind(skill.sigma)
            .bind(skill.rating())
            .bind(at)
            .execute(&mut *conn)
            .await?;
            changes.push(RatingChange {
                user: *user,
                color: r.color,
                before: before.skill,
                after: skill,
            });
        }
    }
    Ok(changes)
}

async fn load_standing(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
) -> Result<Standing, StoreError> {
    let row = sqlx::query(
        "SELECT games, rated_games, wins, points, center_pawns, captures, best_rank, mu, sigma \
         FROM players WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild.db())
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(match row {
        None => Standing {
            games: 0,
            rated_games: 0,
            wins: 0,
            points: 0,
            center_pawns: 0,
            captures: 0,
            best_rank: None,
            skill: DEFAULT_SKILL,
        },
        Some(row) => Standing {
            games: row.try_get("games")?,
            rated_games: row.try_get("rated_games")?,
            wins: row.try_get("wins")?,
            points: row.try_get("points")?,
            center_pawns: row.try_get("center_pawns")?,
            captures: row.try_get("captures")?,
            best_rank: row.try_get("best_rank")?,
            skill: Skill {
                mu: row.try_get("mu")?,
                sigma: row.try_get("sigma")?,
            },
        },
    })
}
