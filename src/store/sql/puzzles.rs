//! Puzzles, their ratings and each person's one counted answer.

use sqlx::Row;

use super::{DbRow, Pool, begin_write, int, lock_guild, opt_int};
use crate::puzzles::StoredPuzzle;
use crate::puzzles::{PuzzleAnswer, PuzzleRating, PuzzleRow};
use crate::store::{StoreError, rate_attempt};
use crate::table::{Community, DEFAULT_SKILL, GameId, GuildId, Skill, UnixTime, UserId};

const COLUMNS: &str = "p.id, p.game_id, p.turn, p.position, p.answer, p.margin, p.mu, p.sigma, \
                       p.attempts, p.solved";

pub(super) fn puzzle_from_row(row: &DbRow) -> Result<PuzzleRow, sqlx::Error> {
    Ok(PuzzleRow {
        id: row.try_get("id")?,
        game: row.try_get::<Option<i64>, _>("game_id")?.map(GameId),
        turn: opt_int(row, "turn")?,
        stored: StoredPuzzle {
            position: row.try_get("position")?,
            answer: row.try_get("answer")?,
            margin: row.try_get::<f64, _>("margin")? as f32,
        },
        rating: rating_from_row(row)?,
    })
}

/// Adds `puzzles` to `guild`'s (the shipped set), each once.
pub(in crate::store) async fn add_shipped_puzzles(
    pool: &Pool,
    guild: Community,
    puzzles: &[StoredPuzzle],
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    for p in puzzles {
        sqlx::query(
            "INSERT INTO puzzles (guild_id, position, answer, margin, mu, sigma) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild_id, position) DO NOTHING",
        )
        .bind(guild.db())
        .bind(&p.position)
        .bind(&p.answer)
        .bind(f64::from(p.margin))
        .bind(DEFAULT_SKILL.mu)
        .bind(DEFAULT_SKILL.sigma)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Adds the puzzles found in finished game `game` (each with its turn) to
/// its server's, each once.
pub(in crate::store) async fn add_game_puzzles(
    pool: &Pool,
    game: GameId,
    puzzles: &[(u32, StoredPuzzle)],
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    for (turn, p) in puzzles {
        sqlx::query(
            "INSERT INTO puzzles (guild_id, game_id, turn, position, answer, margin, mu, sigma) \
             SELECT guild_id, id, $2, $3, $4, $5, $6, $7 FROM games WHERE id = $1 \
             ON CONFLICT (guild_id, position) DO NOTHING",
        )
        .bind(game.0)
        .bind(i64::from(*turn))
        .bind(&p.position)
        .bind(&p.answer)
        .bind(f64::from(p.margin))
        .bind(DEFAULT_SKILL.mu)
        .bind(DEFAULT_SKILL.sigma)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("UPDATE game_analyses SET puzzles_searched = TRUE WHERE game_id = $1")
        .bind(game.0)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Up to `limit` analysed games never searched for puzzles, oldest first,
/// with their servers (by the partial index `game_analyses_unsearched`).
pub(in crate::store) async fn owed_puzzle_searches(
    pool: &Pool,
    limit: u32,
) -> Result<Vec<(GameId, GuildId)>, StoreError> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT a.game_id, g.guild_id FROM game_analyses a JOIN games g ON g.id = a.game_id \
         WHERE NOT a.puzzles_searched ORDER BY a.game_id LIMIT $1",
    )
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(game, guild)| (GameId(game), GuildId::from_db(guild)))
        .collect())
}

/// `community`'s puzzle for `user`: one they never answered, from the server's
/// own games first, rated nearest `near`, ties broken at random (two
/// accounts of one person meet different puzzles); never one from a game
/// they sat at (its answer was theirs to know); else the one they answered
/// longest ago (`true`: answered already).
pub(in crate::store) async fn next_puzzle(
    pool: &Pool,
    community: Community,
    user: UserId,
    near: f64,
) -> Result<Option<(PuzzleRow, bool)>, StoreError> {
    let fresh = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM puzzles p WHERE p.guild_id = $1 AND NOT EXISTS \
         (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id AND a.user_id = $2) \
         AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = p.game_id AND s.user_id = $2) \
         ORDER BY CASE WHEN p.game_id IS NULL THEN 1 ELSE 0 END, ABS(p.mu - $3), RANDOM() \
         LIMIT 1"
    ))
    .bind(community.db())
    .bind(user.db())
    .bind(near)
    .fetch_optional(pool)
    .await?;
    if let Some(row) = fresh {
        return Ok(Some((puzzle_from_row(&row)?, false)));
    }
    let again = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM puzzles p JOIN puzzle_attempts a \
         ON a.puzzle_id = p.id AND a.user_id = $2 WHERE p.guild_id = $1 \
         ORDER BY a.at, p.id LIMIT 1"
    ))
    .bind(community.db())
    .bind(user.db())
    .fetch_optional(pool)
    .await?;
    Ok(match again {
        Some(row) => Some((puzzle_from_row(&row)?, true)),
        None => None,
    })
}

/// `community`'s puzzle `id`, if it has one.
pub(in crate::store) async fn puzzle(
    pool: &Pool,
    community: Community,
    id: i64,
) -> Result<Option<PuzzleRow>, StoreError> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM puzzles p WHERE p.id = $1 AND p.guild_id = $2"
    ))
    .bind(id)
    .bind(community.db())
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => Some(puzzle_from_row(&row)?),
        None => None,
    })
}

/// `user`'s counted answer to puzzle `id`, if any: whether it was right.
pub(in crate::store) async fn puzzle_answer(
    pool: &Pool,
    id: i64,
    user: UserId,
) -> Result<Option<bool>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT solved FROM puzzle_attempts WHERE puzzle_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user.db())
    .fetch_optional(pool)
    .await?)
}

/// `user`'s puzzle rating on `community`, if they answered a puzzle there.
pub(in crate::store) async fn puzzle_player(
    pool: &Pool,
    community: Community,
    user: UserId,
) -> Result<Option<PuzzleRating>, StoreError> {
    let row = sqlx::query(
        "SELECT mu, sigma, attempts, solved FROM puzzle_players \
         WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(community.db())
    .bind(user.db())
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => Some(rating_from_row(&row)?),
        None => None,
    })
}

fn rating_from_row(row: &DbRow) -> Result<PuzzleRating, sqlx::Error> {
    Ok(PuzzleRating {
        skill: Skill {
            mu: row.try_get("mu")?,
            sigma: row.try_get("sigma")?,
        },
        attempts: int(row, "attempts")?,
        solved: int(row, "solved")?,
    })
}

/// `user`'s answer to `guild`'s puzzle `id`: the first counts (the attempt,
/// the puzzle's and the person's ratings, in one transaction; the server's
/// lock on PostgreSQL, the write lock on SQLite, so that two answers at
/// once count once), a later one is only told the rating as it is.
pub(in crate::store) async fn answer_puzzle(
    pool: &Pool,
    guild: Community,
    id: i64,
    user: UserId,
    solved: bool,
    now: UnixTime,
) -> Result<Option<PuzzleAnswer>, StoreError> {
    let mut tx = begin_write(pool).await?;
    lock_guild(&mut tx, guild.db()).await?;
    let Some(puzzle) = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM puzzles p WHERE p.id = $1 AND p.guild_id = $2"
    ))
    .bind(id)
    .bind(guild.db())
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(None);
    };
    let puzzle = puzzle_from_row(&puzzle)?.rating;
    let player = sqlx::query(
        "SELECT mu, sigma, attempts, solved FROM puzzle_players \
         WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild.db())
    .bind(user.db())
    .fetch_optional(&mut *tx)
    .await?;
    let before = match player {
        Some(row) => rating_from_row(&row)?,
        None => PuzzleRating::default(),
    };
    let counted = sqlx::query(
        "INSERT INTO puzzle_attempts (puzzle_id, user_id, solved, at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (puzzle_id, user_id) DO NOTHING",
    )
    .bind(id)
    .bind(user.db())
    .bind(solved)
    .bind(now)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if !counted {
        return Ok(Some(PuzzleAnswer {
            counted,
            before,
            after: before,
        }));
    }
    let (person, rated) = rate_attempt(before.skill, puzzle.skill, solved);
    let after = PuzzleRating {
        skill: person,
        attempts: before.attempts + 1,
        solved: before.solved + u32::from(solved),
    };
    sqlx::query(
        "UPDATE puzzles SET mu = $2, sigma = $3, attempts = attempts + 1, \
         solved = solved + $4 WHERE id = $1",
    )
    .bind(id)
    .bind(rated.mu)
    .bind(rated.sigma)
    .bind(i64::from(solved))
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO puzzle_players (guild_id, user_id, mu, sigma, attempts, solved, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id, user_id) DO UPDATE SET \
         mu = excluded.mu, sigma = excluded.sigma, attempts = excluded.attempts, \
         solved = excluded.solved, updated_at = excluded.updated_at",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(person.mu)
    .bind(person.sigma)
    .bind(i64::from(after.attempts))
    .bind(i64::from(after.solved))
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(PuzzleAnswer {
        counted,
        before,
        after,
    }))
}
