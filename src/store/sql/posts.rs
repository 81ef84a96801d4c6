//! The outbox of posts made once (`store/posts.rs`): owed with what makes
//! them owed, leased, shown.

use sqlx::Row;
use tracing::warn;

use super::{Conn, DbRow, Pool, begin_write, int, on_shards};
use crate::platform::shards::ShardRange;
use crate::store::StoreError;
use crate::store::posts::LeaseHolder;
use crate::store::posts::{PostClaim, PostId, PostRow, id_of};
use crate::table::{ChannelId, GuildId, MessageId, UnixTime};

/// The kinds only a click posts (the sweep leaves them be).
const CLICKED: &str = "('share', 'analysis')";

const COLUMNS: &str = "kind, key, guild_id, version, first_leased, channel_id, message_id";

fn post_from_row(row: &DbRow) -> Result<PostRow, StoreError> {
    let channel: Option<i64> = row.try_get("channel_id")?;
    let message: Option<i64> = row.try_get("message_id")?;
    Ok(PostRow {
        id: id_of(row.try_get("kind")?, row.try_get("key")?)?,
        guild: GuildId::from_db(row.try_get("guild_id")?),
        version: int(row, "version")?,
        first_leased: row.try_get("first_leased")?,
        at: channel
            .zip(message)
            .map(|(c, m)| (ChannelId::from_db(c), MessageId::from_db(m))),
    })
}

/// Owes post `key` of `kind` on `guild` at `version`, within the caller's
/// transaction (the one that makes it owed): a post owed or shown at that
/// version already is left as it is.
pub(in crate::store) async fn owe_post(
    conn: &mut Conn,
    post: (PostId, GuildId),
    version: i64,
    now: UnixTime,
) -> Result<(), StoreError> {
    upsert_owed(conn, post, version, now, OWED_FROM_VERSION).await
}

/// Owes post `key` of `kind` anew, at `version` or, when the post already
/// had that version or a later one, at the one after: a post made owed again
/// (a season's end claimed again after a refusal, versioned by the claim's
/// second, which may be the refused claim's) is always handed over again.
pub(in crate::store) async fn owe_post_again(
    conn: &mut Conn,
    post: (PostId, GuildId),
    version: i64,
    now: UnixTime,
) -> Result<(), StoreError> {
    upsert_owed(conn, post, version, now, OWED_AGAIN).await
}

/// An existing post becomes owed only for a newer version.
const OWED_FROM_VERSION: &str =
    "SET version = excluded.version, owed = TRUE WHERE posts.version < excluded.version";
/// An existing post becomes owed at a version above its own, whatever it was.
const OWED_AGAIN: &str = "SET version = CASE WHEN posts.version < excluded.version \
     THEN excluded.version ELSE posts.version + 1 END, owed = TRUE";

async fn upsert_owed(
    conn: &mut Conn,
    (id, guild): (PostId, GuildId),
    version: i64,
    now: UnixTime,
    on_conflict: &str,
) -> Result<(), StoreError> {
    sqlx::query(&format!(
        "INSERT INTO posts (kind, key, guild_id, version, owed, created_at) \
         VALUES ($1, $2, $3, $4, TRUE, $5) ON CONFLICT (kind, key) DO UPDATE {on_conflict}"
    ))
    .bind(id.kind().as_str())
    .bind(id.key())
    .bind(guild.db())
    .bind(version)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub(in crate::store) async fn owed_posts(
    pool: &Pool,
    now: UnixTime,
    limit: i64,
    shards: Option<ShardRange>,
) -> Result<Vec<PostRow>, StoreError> {
    // The posts never tried first, then the one tried longest ago (its last
    // lease's time): a post that keeps failing goes behind the others, never
    // before them.
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM posts WHERE owed AND leased_until < $1 \
         AND kind NOT IN {CLICKED} AND {} ORDER BY COALESCE(leased_at, 0), created_at, key \
         LIMIT $2",
        on_shards("guild_id", shards)
    ))
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    let readable = rows.iter().filter_map(|row| match post_from_row(row) {
        Ok(post) => Some(Ok(post)),
        Err(StoreError::BadPost(bad)) => {
            warn!(error = %bad, "an owed post's row names no post; it is left out");
            None
        }
        Err(e) => Some(Err(e)),
    });
    readable.collect()
}

pub(in crate::store) async fn lease_post(
    pool: &Pool,
    id: PostId,
    (now, until): (UnixTime, UnixTime),
    holder: LeaseHolder,
) -> Result<Option<PostRow>, StoreError> {
    let mut tx = begin_write(pool).await?;
    let row = sqlx::query(&format!(
        "UPDATE posts SET leased_until = $4, first_leased = COALESCE(first_leased, $3), \
         leased_by = $5, leased_at = $6 \
         WHERE kind = $1 AND key = $2 AND owed AND leased_until < $3 RETURNING {COLUMNS}"
    ))
    .bind(id.kind().as_str())
    .bind(id.key())
    .bind(now)
    .bind(until)
    .bind(holder.id)
    .bind(holder.now_ms())
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    row.as_ref().map(post_from_row).transpose()
}

pub(in crate::store) async fn claim_post(
    pool: &Pool,
    id: PostId,
    guild: GuildId,
    (now, until): (UnixTime, UnixTime),
    holder: LeaseHolder,
) -> Result<PostClaim, StoreError> {
    let (kind, key) = (id.kind().as_str(), id.key());
    let mut tx = begin_write(pool).await?;
    let leased = sqlx::query(&format!(
        "INSERT INTO posts (kind, key, guild_id, owed, leased_until, first_leased, created_at, \
         leased_by, leased_at) VALUES ($1, $2, $3, TRUE, $5, $4, $4, $6, $7) \
         ON CONFLICT (kind, key) DO UPDATE SET leased_until = excluded.leased_until, \
         leased_by = excluded.leased_by, leased_at = excluded.leased_at \
         WHERE posts.owed AND posts.leased_until < excluded.created_at RETURNING {COLUMNS}"
    ))
    .bind(kind)
    .bind(key.as_str())
    .bind(guild.db())
    .bind(now)
    .bind(until)
    .bind(holder.id)
    .bind(holder.now_ms())
    .fetch_optional(&mut *tx)
    .await?;
    let claim = match leased {
        Some(row) => PostClaim::Leased(post_from_row(&row)?),
        None => {
            let row = sqlx::query(&format!(
                "SELECT {COLUMNS}, owed FROM posts WHERE kind = $1 AND key = $2"
            ))
            .bind(kind)
            .bind(key.as_str())
            .fetch_one(&mut *tx)
            .await?;
            match row.try_get::<bool, _>("owed")? {
                true => PostClaim::OnItsWay,
                false => PostClaim::Posted(post_from_row(&row)?.at),
            }
        }
    };
    tx.commit().await?;
    Ok(claim)
}

pub(in crate::store) async fn post_shown(
    pool: &Pool,
    id: PostId,
    version: i64,
    at: Option<(ChannelId, MessageId)>,
) -> Result<(), StoreError> {
    let (kind, key) = (id.kind().as_str(), id.key());
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "UPDATE posts SET shown = $3, owed = version > $3, leased_until = 0, first_leased = NULL, \
         channel_id = COALESCE($4, channel_id), message_id = COALESCE($5, message_id) \
         WHERE kind = $1 AND key = $2 AND (shown IS NULL OR shown <= $3)",
    )
    .bind(kind)
    .bind(key.as_str())
    .bind(version)
    .bind(at.map(|(c, _)| c.db()))
    .bind(at.map(|(_, m)| m.db()))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn post_owed(pool: &Pool, id: PostId) -> Result<bool, StoreError> {
    let (kind, key) = (id.kind().as_str(), id.key());
    let owed: Option<bool> =
        sqlx::query_scalar("SELECT owed FROM posts WHERE kind = $1 AND key = $2")
            .bind(kind)
            .bind(key.as_str())
            .fetch_optional(pool)
            .await?;
    Ok(owed == Some(true))
}

pub(in crate::store) async fn release_post(
    pool: &Pool,
    id: PostId,
    holder: LeaseHolder,
) -> Result<(), StoreError> {
    let (kind, key) = (id.kind().as_str(), id.key());
    sqlx::query(
        "UPDATE posts SET leased_until = 0 \
         WHERE kind = $1 AND key = $2 AND owed AND leased_by = $3",
    )
    .bind(kind)
    .bind(key.as_str())
    .bind(holder.id)
    .execute(pool)
    .await?;
    Ok(())
}

pub(in crate::store) async fn take_back_posts(
    pool: &Pool,
    shards: Option<ShardRange>,
    now: UnixTime,
    (holder, silent_since_ms): (LeaseHolder, i64),
) -> Result<u64, StoreError> {
    // Its first hand-over a second earlier: handed over again within the
    // second the one cut short began, the post still looks for what that
    // one made (a table's thread). Only a silent holder's (a live one renews
    // its row), and never a click's claim: a direct venue's is keyed by its
    // channel, which the servers' formula puts on any shard, and a claim
    // runs out in two minutes anyway.
    let taken = sqlx::query(&format!(
        "UPDATE posts SET leased_until = 0, first_leased = first_leased - 1 \
         WHERE owed AND leased_until >= $1 AND COALESCE(leased_at, 0) < $2 \
         AND COALESCE(leased_by, 0) <> $3 AND kind NOT IN {CLICKED} \
         AND NOT EXISTS (SELECT 1 FROM lease_holders AS h \
         WHERE h.id = posts.leased_by AND h.seen_at >= $4) AND {}",
        on_shards("guild_id", shards)
    ))
    .bind(now)
    .bind(holder.since_ms)
    .bind(holder.id)
    .bind(silent_since_ms)
    .execute(pool)
    .await?;
    Ok(taken.rows_affected())
}

/// Renews `holder`'s row (it lives), and forgets the holders silent since
/// `forgotten_before_ms`.
pub(in crate::store) async fn renew_lease_holder(
    pool: &Pool,
    holder: LeaseHolder,
    forgotten_before_ms: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO lease_holders (id, seen_at) VALUES ($1, $2) \
         ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at",
    )
    .bind(holder.id)
    .bind(holder.now_ms())
    .execute(pool)
    .await?;
    sqlx::query("DELETE FROM lease_holders WHERE seen_at < $1")
        .bind(forgotten_before_ms)
        .execute(pool)
        .await?;
    Ok(())
}

pub(in crate::store) async fn forget_posts(
    pool: &Pool,
    kind: &str,
    before: UnixTime,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM posts WHERE kind = $1 AND created_at < $2")
        .bind(kind)
        .bind(before)
        .execute(pool)
        .await?;
    Ok(())
}
