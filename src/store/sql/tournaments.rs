//! Tournaments: sign-up within the caps, the start, the end (its podium
//! owed with it). Their rounds are `tournament_rounds.rs`'s. Each change its
//! messages show owes them in its own write ([`owe_tournament_posts`]): its
//! sign-up message and its public standings are posts of the outbox.

use std::time::Duration;

use sqlx::Row;

use super::{DbRow, Pool, begin_write, int, lock_guild, opt_int};
use crate::seating::Format;
use crate::seating::{NewTournament, Tournament, TournamentId, TournamentRefusal, TournamentState};
use crate::store::{PostId, PostKind, StoreError};
use crate::table::{ChannelId, GameId, GuildId, MessageId, UnixTime, UserId};

const COLUMNS: &str = "id, guild_id, channel_id, host_id, name, format, rounds, table_size, \
     turn_timeout_secs, starts_at, max_players, seed, state, created_at, checkin_secs, \
     no_threads, (SELECT p.message_id FROM posts AS p WHERE p.kind = 'standings' \
     AND p.key = CAST(tournaments.id AS TEXT)) AS standings_message";

fn refused(refusal: TournamentRefusal) -> StoreError {
    StoreError::Tournament(refusal)
}

pub(super) fn corrupt(id: i64, message: String) -> StoreError {
    StoreError::Corrupt {
        game: id,
        message: format!("tournament: {message}"),
    }
}

fn tournament_from_row(row: &DbRow) -> Result<Tournament, StoreError> {
    let id: i64 = row.try_get("id")?;
    let format: String = row.try_get("format")?;
    let format = match format.as_str() {
        "swiss" => Format::Swiss {
            rounds: opt_int(row, "rounds")?.unwrap_or(1),
        },
        "knockout" => Format::Knockout,
        other => return Err(corrupt(id, format!("unknown format `{other}`"))),
    };
    let state: String = row.try_get("state")?;
    let state = TournamentState::parse(&state)
        .ok_or_else(|| corrupt(id, format!("unknown state `{state}`")))?;
    Ok(Tournament {
        id: TournamentId(id),
        new: NewTournament {
            guild: GuildId::from_db(row.try_get("guild_id")?),
            channel: ChannelId::from_db(row.try_get("channel_id")?),
            host: UserId::from_db(row.try_get("host_id")?),
            name: row.try_get("name")?,
            format,
            table_size: int(row, "table_size")?,
            turn_timeout: Duration::from_secs(int(row, "turn_timeout_secs")?),
            starts_at: row.try_get("starts_at")?,
            max_players: int(row, "max_players")?,
            seed: row.try_get::<Option<i64>, _>("seed")?.map(|s| s as u64),
            check_in: opt_int(row, "checkin_secs")?.map(Duration::from_secs),
            no_threads: row.try_get("no_threads")?,
        },
        state,
        created_at: row.try_get("created_at")?,
        standings_message: row
            .try_get::<Option<i64>, _>("standings_message")?
            .map(MessageId::from_db),
    })
}

pub(in crate::store) async fn create_tournament(
    pool: &Pool,
    new: &NewTournament,
    server_cap: u32,
    now: UnixTime,
) -> Result<TournamentId, StoreError> {
    let mut tx = begin_write(pool).await?;
    // Under the server's lock: two tournaments opened at once at one below
    // the cap cannot both pass.
    lock_guild(&mut tx, new.guild.db()).await?;
    let open: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournaments WHERE guild_id = $1 AND state IN ('signup', 'running')",
    )
    .bind(new.guild.db())
    .fetch_one(&mut *tx)
    .await?;
    if open >= i64::from(server_cap) {
        return Err(refused(TournamentRefusal::ServerCap { cap: server_cap }));
    }
    let (format, rounds) = match new.format {
        Format::Swiss { rounds } => ("swiss", Some(i64::from(rounds))),
        Format::Knockout => ("knockout", None),
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO tournaments (guild_id, channel_id, host_id, name, format, rounds, \
         table_size, turn_timeout_secs, starts_at, max_players, seed, state, created_at, \
         checkin_secs, no_threads) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'signup', $12, $13, $14) \
         RETURNING id",
    )
    .bind(new.guild.db())
    .bind(new.channel.db())
    .bind(new.host.db())
    .bind(&new.name)
    .bind(format)
    .bind(rounds)
    .bind(i64::from(new.table_size))
    .bind(new.turn_timeout.as_secs() as i64)
    .bind(new.starts_at)
    .bind(i64::from(new.max_players))
    .bind(new.seed.map(|s| s as i64))
    .bind(now)
    .bind(new.check_in.map(|d| d.as_secs() as i64))
    .bind(new.no_threads)
    .fetch_one(&mut *tx)
    .await?;
    // Its sign-up message, the command's answer, shows it as it opens.
    sqlx::query(
        "INSERT INTO posts (kind, key, guild_id, version, shown, owed, created_at) \
         VALUES ($4, $1, $2, 0, 0, FALSE, $3)",
    )
    .bind(PostId::Signup(TournamentId(id)).key())
    .bind(new.guild.db())
    .bind(now)
    .bind(PostKind::Signup.as_str())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(TournamentId(id))
}

/// Tournament table `game` ended, within the caller's transaction (the
/// game's end): its tournament's sign-up message owes its result.
pub(super) async fn owe_table_end(conn: &mut super::Conn, game: GameId) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE posts SET version = version + 1, owed = owed OR message_id IS NOT NULL \
         WHERE kind = $2 AND key = (SELECT CAST(tournament_id AS TEXT) \
         FROM tournament_tables WHERE game_id = $1)",
    )
    .bind(game.0)
    .bind(PostKind::Signup.as_str())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Tournament `id` changed, within the caller's transaction: its sign-up
/// message owes the change (once its message is known), and with
/// `standings` its public standings message does (once it is posted).
pub(super) async fn owe_tournament_posts(
    conn: &mut super::Conn,
    id: TournamentId,
    standings: bool,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE posts SET version = version + 1, owed = owed OR message_id IS NOT NULL \
         WHERE key = $1 AND (kind = $3 OR (kind = $2 AND message_id IS NOT NULL))",
    )
    // A tournament's sign-up and standings posts share their key.
    .bind(PostId::Signup(id).key())
    .bind(if standings {
        PostKind::Standings.as_str()
    } else {
        ""
    })
    .bind(PostKind::Signup.as_str())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub(in crate::store) async fn tournament(
    pool: &Pool,
    id: TournamentId,
) -> Result<Option<Tournament>, StoreError> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
        .bind(id.0)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(tournament_from_row).transpose()
}

pub(in crate::store) async fn open_tournaments(
    pool: &Pool,
    guild: Option<GuildId>,
) -> Result<Vec<Tournament>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE state IN ('signup', 'running') \
         AND ($1 IS NULL OR guild_id = $1) ORDER BY id"
    ))
    .bind(guild.map(GuildId::db))
    .fetch_all(pool)
    .await?;
    rows.iter().map(tournament_from_row).collect()
}

pub(in crate::store) async fn join_tournament(
    pool: &Pool,
    id: TournamentId,
    user: UserId,
    name: &str,
    now: UnixTime,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    // The tournament's row locked first: two joins at once at one below the
    // cap cannot both pass.
    let row: Option<(String, i64)> = sqlx::query_as(
        "UPDATE tournaments SET state = state WHERE id = $1 RETURNING state, max_players",
    )
    .bind(id.0)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((state, cap)) = row else {
        return Err(refused(TournamentRefusal::Closed));
    };
    if state != TournamentState::SignUp.as_str() {
        return Err(refused(TournamentRefusal::SignUpOver));
    }
    let (entered, signed_up): (i64, i64) = sqlx::query_as(
        "SELECT COALESCE(SUM(CASE WHEN user_id = $2 THEN 1 ELSE 0 END), 0), COUNT(*) \
         FROM tournament_entrants WHERE tournament_id = $1",
    )
    .bind(id.0)
    .bind(user.db())
    .fetch_one(&mut *tx)
    .await?;
    if entered > 0 {
        return Err(refused(TournamentRefusal::AlreadyIn));
    }
    if signed_up >= cap {
        return Err(refused(TournamentRefusal::Full { cap: cap as u16 }));
    }
    sqlx::query(
        "INSERT INTO tournament_entrants (tournament_id, user_id, name, joined_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(id.0)
    .bind(user.db())
    .bind(name)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    owe_tournament_posts(&mut tx, id, false).await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn check_in_tournament(
    pool: &Pool,
    id: TournamentId,
    user: UserId,
    now: UnixTime,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    let row: Option<(String, Option<i64>, Option<i64>)> = sqlx::query_as(
        "UPDATE tournaments SET state = state WHERE id = $1 \
         RETURNING state, starts_at, checkin_secs",
    )
    .bind(id.0)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((state, starts_at, window)) = row else {
        return Err(refused(TournamentRefusal::Closed));
    };
    if state != TournamentState::SignUp.as_str() {
        return Err(refused(TournamentRefusal::SignUpOver));
    }
    let (Some(starts_at), Some(window)) = (starts_at, window) else {
        return Err(refused(TournamentRefusal::NoCheckIn));
    };
    if now < starts_at - window {
        let opens = starts_at - window;
        return Err(refused(TournamentRefusal::CheckInLater { opens }));
    }
    let done = sqlx::query(
        "UPDATE tournament_entrants SET checked_in_at = COALESCE(checked_in_at, $3) \
         WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id.0)
    .bind(user.db())
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if done.rows_affected() == 0 {
        return Err(refused(TournamentRefusal::NotIn));
    }
    owe_tournament_posts(&mut tx, id, false).await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn leave_tournament(
    pool: &Pool,
    id: TournamentId,
    user: UserId,
    now: UnixTime,
) -> Result<Option<GameId>, StoreError> {
    let mut tx = begin_write(pool).await?;
    let state: Option<String> =
        sqlx::query_scalar("UPDATE tournaments SET state = state WHERE id = $1 RETURNING state")
            .bind(id.0)
            .fetch_optional(&mut *tx)
            .await?;
    let state = state.and_then(|s| TournamentState::parse(&s));
    let left = match state {
        None | Some(TournamentState::Finished | TournamentState::Cancelled) => {
            return Err(refused(TournamentRefusal::Closed));
        }
        Some(TournamentState::SignUp) => {
            sqlx::query("DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2")
                .bind(id.0)
                .bind(user.db())
                .execute(&mut *tx)
                .await?
        }
        Some(TournamentState::Running) => {
            sqlx::query(
                "UPDATE tournament_entrants SET left_at = $3 \
                 WHERE tournament_id = $1 AND user_id = $2 AND left_at IS NULL",
            )
            .bind(id.0)
            .bind(user.db())
            .bind(now)
            .execute(&mut *tx)
            .await?
        }
    };
    if left.rows_affected() == 0 {
        return Err(refused(TournamentRefusal::NotIn));
    }
    let game: Option<i64> = sqlx::query_scalar(
        "SELECT t.game_id FROM tournament_tables AS t \
         JOIN games AS g ON g.id = t.game_id AND g.status = 'running' \
         JOIN seats AS s ON s.game_id = t.game_id AND s.user_id = $2 \
         WHERE t.tournament_id = $1 ORDER BY t.round DESC LIMIT 1",
    )
    .bind(id.0)
    .bind(user.db())
    .fetch_optional(&mut *tx)
    .await?;
    owe_tournament_posts(&mut tx, id, false).await?;
    tx.commit().await?;
    Ok(game.map(GameId))
}

pub(in crate::store) async fn removed_from_table(
    pool: &Pool,
    game: GameId,
    user: UserId,
    now: UnixTime,
) -> Result<Option<TournamentId>, StoreError> {
    let mut tx = begin_write(pool).await?;
    // The tournament's row locked first, as a leave and a seating lock it.
    let id: Option<i64> = sqlx::query_scalar(
        "UPDATE tournaments SET state = state WHERE state = 'running' \
         AND id = (SELECT tournament_id FROM tournament_tables WHERE game_id = $1) RETURNING id",
    )
    .bind(game.0)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else {
        return Ok(None);
    };
    sqlx::query(
        "UPDATE tournament_entrants SET left_at = $3 \
         WHERE tournament_id = $1 AND user_id = $2 AND left_at IS NULL",
    )
    .bind(id)
    .bind(user.db())
    .bind(now)
    .execute(&mut *tx)
    .await?;
    owe_tournament_posts(&mut tx, TournamentId(id), false).await?;
    tx.commit().await?;
    Ok(Some(TournamentId(id)))
}

pub(in crate::store) async fn start_tournament(
    pool: &Pool,
    id: TournamentId,
    now: UnixTime,
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    let guild: Option<i64> = sqlx::query_scalar(
        "UPDATE tournaments SET state = 'running', started_at = $2 \
         WHERE id = $1 AND state = 'signup' RETURNING guild_id",
    )
    .bind(id.0)
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(guild) = guild else {
        return Ok(false);
    };
    // With a check-in, who has not checked in is not seated.
    sqlx::query(
        "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND checked_in_at IS NULL \
         AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND checkin_secs IS NOT NULL)",
    )
    .bind(id.0)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE tournament_entrants SET rating = (SELECT CAST(p.rating AS BIGINT) FROM players AS p \
         WHERE p.guild_id = $2 AND p.user_id = tournament_entrants.user_id) \
         WHERE tournament_id = $1",
    )
    .bind(id.0)
    .bind(guild)
    .execute(&mut *tx)
    .await?;
    owe_tournament_posts(&mut tx, id, false).await?;
    tx.commit().await?;
    Ok(true)
}

pub(in crate::store) async fn finish_tournament(
    pool: &Pool,
    id: TournamentId,
    state: &str,
    now: UnixTime,
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    let guild: Option<i64> = sqlx::query_scalar(
        "UPDATE tournaments SET state = $2, finished_at = $3 \
         WHERE id = $1 AND state IN ('signup', 'running') RETURNING guild_id",
    )
    .bind(id.0)
    .bind(state)
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    if guild.is_some() {
        owe_tournament_posts(&mut tx, id, true).await?;
    }
    if let (Some(guild), "finished") = (guild, state) {
        // Its podium is owed with its end.
        let post = (PostId::Podium(id), GuildId::from_db(guild));
        super::owe_post(&mut tx, post, 0, now).await?;
    }
    tx.commit().await?;
    Ok(guild.is_some())
}

pub(in crate::store) async fn cancel_tournaments_behind(
    pool: &Pool,
    guild: Option<GuildId>,
    channel: Option<ChannelId>,
    now: UnixTime,
) -> Result<u64, StoreError> {
    let done = sqlx::query(
        "UPDATE tournaments SET state = 'cancelled', finished_at = $3 \
         WHERE state IN ('signup', 'running') AND (guild_id = $1 OR channel_id = $2)",
    )
    .bind(guild.map(GuildId::db))
    .bind(channel.map(ChannelId::db))
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected())
}

pub(in crate::store) async fn signup_posted(
    pool: &Pool,
    id: TournamentId,
    message: MessageId,
) -> Result<bool, StoreError> {
    let owed: Option<bool> = sqlx::query_scalar(
        "UPDATE posts SET message_id = $2, owed = version > COALESCE(shown, 0), \
         channel_id = (SELECT channel_id FROM tournaments WHERE id = $3) \
         WHERE kind = $4 AND key = $1 RETURNING owed",
    )
    .bind(PostId::Signup(id).key())
    .bind(message.db())
    .bind(id.0)
    .bind(PostKind::Signup.as_str())
    .fetch_optional(pool)
    .await?;
    Ok(owed.unwrap_or(false))
}

pub(in crate::store) async fn share_standings(
    pool: &Pool,
    id: TournamentId,
    guild: GuildId,
    now: UnixTime,
) -> Result<(), StoreError> {
    let mut tx = begin_write(pool).await?;
    sqlx::query(
        "INSERT INTO posts (kind, key, guild_id, version, owed, created_at) \
         VALUES ($4, $1, $2, 1, TRUE, $3) ON CONFLICT (kind, key) DO UPDATE \
         SET version = posts.version + 1, owed = TRUE",
    )
    .bind(PostId::Standings(id).key())
    .bind(guild.db())
    .bind(now)
    .bind(PostKind::Standings.as_str())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::store) async fn call_check_in(
    pool: &Pool,
    id: TournamentId,
    now: UnixTime,
) -> Result<bool, StoreError> {
    let mut tx = begin_write(pool).await?;
    let done = sqlx::query(
        "UPDATE tournaments SET checkin_called_at = $2 \
         WHERE id = $1 AND state = 'signup' AND checkin_secs IS NOT NULL \
         AND checkin_called_at IS NULL AND starts_at - checkin_secs <= $2",
    )
    .bind(id.0)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let called = done.rows_affected() == 1;
    if called {
        owe_tournament_posts(&mut tx, id, false).await?;
    }
    tx.commit().await?;
    Ok(called)
}

pub(in crate::store) async fn recent_tournaments(
    pool: &Pool,
    guild: GuildId,
    since: UnixTime,
) -> Result<Vec<Tournament>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1 \
         AND (state IN ('signup', 'running') OR (state = 'finished' AND finished_at >= $2)) \
         ORDER BY id"
    ))
    .bind(guild.db())
    .bind(since)
    .fetch_all(pool)
    .await?;
    rows.iter().map(tournament_from_row).collect()
}

pub(in crate::store) async fn standings_message(
    pool: &Pool,
    id: TournamentId,
) -> Result<Option<MessageId>, StoreError> {
    let message: Option<Option<i64>> =
        sqlx::query_scalar("SELECT standings_message_id FROM tournaments WHERE id = $1")
            .bind(id.0)
            .fetch_optional(pool)
            .await?;
    Ok(message.flatten().map(MessageId::from_db))
}

pub(in crate::store) async fn set_standings_message(
    pool: &Pool,
    id: TournamentId,
    message: Option<MessageId>,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE tournaments SET standings_message_id = $2 WHERE id = $1")
        .bind(id.0)
        .bind(message.map(MessageId::db))
        .execute(pool)
        .await?;
    Ok(())
}
