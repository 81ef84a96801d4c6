//! The tokens the screen keeps with a table reached only through clicks
//! (`store/click_tokens.rs`), one row per game and kind.

use super::Pool;
use crate::store::StoreError;
use crate::store::click_tokens::{Kept, KeptToken, Token};
use crate::table::{ChannelId, GameId, MessageId, UserId};

type Row = (i64, String, String, i64, i64, Option<i64>, Option<i64>, i64);

pub(in crate::store) async fn keep_token(pool: &Pool, kept: &KeptToken) -> Result<(), StoreError> {
    let (kind, user, turn) = match kept.kept {
        Kept::Click => ("click", None, None),
        Kept::Line { user, turn } => ("line", Some(user.db()), Some(turn as i64)),
    };
    sqlx::query(
        "INSERT INTO click_tokens \
         (game_id, kind, token, channel_id, message_id, user_id, turn, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (game_id, kind) DO UPDATE SET \
         token = excluded.token, channel_id = excluded.channel_id, \
         message_id = excluded.message_id, user_id = excluded.user_id, \
         turn = excluded.turn, expires_at = excluded.expires_at",
    )
    .bind(kept.game.0)
    .bind(kind)
    .bind(kept.token.secret())
    .bind(kept.channel.db())
    .bind(kept.message.db())
    .bind(user)
    .bind(turn)
    .bind(kept.expires_at_ms)
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn drop_line_token(pool: &Pool, game: GameId) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM click_tokens WHERE game_id = $1 AND kind = 'line'")
        .bind(game.0)
        .execute(pool)
        .await?;
    Ok(())
}

pub(in crate::store) async fn drop_tokens(pool: &Pool, game: GameId) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM click_tokens WHERE game_id = $1")
        .bind(game.0)
        .execute(pool)
        .await?;
    Ok(())
}

/// Through `click_tokens_expiry`.
pub(in crate::store) async fn drop_dying_tokens(
    pool: &Pool,
    alive_at_ms: i64,
) -> Result<u64, StoreError> {
    let done = sqlx::query("DELETE FROM click_tokens WHERE expires_at <= $1")
        .bind(alive_at_ms)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}

pub(in crate::store) async fn living_tokens(
    pool: &Pool,
    alive_at_ms: i64,
) -> Result<Vec<KeptToken>, StoreError> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT game_id, kind, token, channel_id, message_id, user_id, turn, expires_at \
         FROM click_tokens WHERE expires_at > $1 ORDER BY game_id, kind",
    )
    .bind(alive_at_ms)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().filter_map(kept_token).collect())
}

/// A row as kept; `None` for a line missing whom it pings (never written).
fn kept_token(row: Row) -> Option<KeptToken> {
    let (game, kind, token, channel, message, user, turn, expires_at_ms) = row;
    let kept = match (kind.as_str(), user, turn) {
        ("line", Some(user), Some(turn)) => Kept::Line {
            user: UserId::from_db(user),
            turn: u64::try_from(turn).ok()?,
        },
        ("click", ..) => Kept::Click,
        _ => return None,
    };
    Some(KeptToken {
        game: GameId(game),
        kept,
        token: Token::new(token),
        channel: ChannelId::from_db(channel),
        message: MessageId::from_db(message),
        expires_at_ms,
    })
}
