//! Tournaments: sign-up within the caps, the seated rounds (each round's row
//! the claim, inserted with its tables' games), the tables' results read from
//! their games.

use std::collections::BTreeMap;
use std::time::Duration;

use sqlx::Row;

use super::games::computers_turn;
use super::lobbies::insert_seat;
use super::{DbRow, Pool, begin_write, int, lock_guild, opt_int};
use crate::game::Color;
use crate::seating::{Finish, Format, Sitter};
use crate::store::tournaments::{
    NewTournament, NewTournamentTable, RoundSeating, Tournament, TournamentEntrant, TournamentId,
    TournamentPlay, TournamentRefusal, TournamentState, TournamentTable,
};
use crate::store::{StoreError, record_json, timeouts_json};
use crate::table::{ChannelId, GameId, GuildId, TurnClock, UnixTime, UserId};

const COLUMNS: &str = "id, guild_id, channel_id, host_id, name, format, rounds, table_size, \
     turn_timeout_secs, starts_at, max_players, seed, state, created_at";

fn refused(refusal: TournamentRefusal) -> StoreError {
    StoreError::Tournament(refusal)
}

fn corrupt(id: i64, message: String) -> StoreError {
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
        },
        state,
        created_at: row.try_get("created_at")?,
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
         table_size, turn_timeout_secs, starts_at, max_players, seed, state, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'signup', $12) RETURNING id",
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
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(TournamentId(id))
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
    tx.commit().await?;
    Ok(game.map(GameId))
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
    sqlx::query(
        "UPDATE tournament_entrants SET rating = (SELECT CAST(p.rating AS BIGINT) FROM players AS p \
         WHERE p.guild_id = $2 AND p.user_id = tournament_entrants.user_id) \
         WHERE tournament_id = $1",
    )
    .bind(id.0)
    .bind(guild)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

pub(in crate::store) async fn finish_tournament(
    pool: &Pool,
    id: TournamentId,
    state: &str,
    now: UnixTime,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE tournaments SET state = $2, finished_at = $3 \
         WHERE id = $1 AND state IN ('signup', 'running')",
    )
    .bind(id.0)
    .bind(state)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub(in crate::store) async fn tournament_play(
    pool: &Pool,
    id: TournamentId,
) -> Result<Option<TournamentPlay>, StoreError> {
    let Some(tournament) = tournament(pool, id).await? else {
        return Ok(None);
    };
    let entrants = sqlx::query(
        "SELECT user_id, name, rating, joined_at, left_at FROM tournament_entrants \
         WHERE tournament_id = $1 ORDER BY joined_at, user_id",
    )
    .bind(id.0)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| {
        Ok(TournamentEntrant {
            user: UserId::from_db(row.try_get("user_id")?),
            name: row.try_get("name")?,
            rating: row.try_get("rating")?,
            joined_at: row.try_get("joined_at")?,
            left: row.try_get::<Option<i64>, _>("left_at")?.is_some(),
        })
    })
    .collect::<Result<Vec<_>, StoreError>>()?;
    let rounds: Vec<(i64, bool)> = sqlx::query_as(
        "SELECT round, is_final FROM tournament_rounds WHERE tournament_id = $1 ORDER BY round",
    )
    .bind(id.0)
    .fetch_all(pool)
    .await?;
    // Each table with its game's state and, once over, each color's finish.
    let rows = sqlx::query(
        "SELECT t.game_id, t.round, t.table_no, t.seating, g.status, r.color, r.rank, r.score \
         FROM tournament_tables AS t JOIN games AS g ON g.id = t.game_id \
         LEFT JOIN results AS r ON r.game_id = t.game_id AND g.status <> 'running' \
         WHERE t.tournament_id = $1 ORDER BY t.round, t.table_no, t.game_id",
    )
    .bind(id.0)
    .fetch_all(pool)
    .await?;
    let mut tables: Vec<TournamentTable> = Vec::new();
    let mut finishes: BTreeMap<i64, BTreeMap<Color, (u8, i16)>> = BTreeMap::new();
    for row in &rows {
        let game: i64 = row.try_get("game_id")?;
        if tables.last().is_none_or(|t| t.game.0 != game) {
            let seating: String = row.try_get("seating")?;
            let status: String = row.try_get("status")?;
            tables.push(TournamentTable {
                game: GameId(game),
                round: int(row, "round")?,
                number: int(row, "table_no")?,
                seating: parse_seating(&seating).ok_or_else(|| corrupt(id.0, seating.clone()))?,
                finishes: (status != "running").then(Vec::new),
            });
        }
        if let Some(color) = row.try_get::<Option<String>, _>("color")? {
            let color = crate::store::parse_color(game, &color)?;
            let place = (int(row, "rank")?, int(row, "score")?);
            finishes.entry(game).or_default().insert(color, place);
        }
    }
    for table in &mut tables {
        if table.finishes.is_none() {
            continue;
        }
        let places = finishes.remove(&table.game.0).unwrap_or_default();
        // A game called off before anyone finished: everyone shares last place.
        let last = table.seating.len() as u8;
        table.finishes = Some(
            table
                .seating
                .iter()
                .map(|&(color, sitter)| {
                    let (rank, score) = places.get(&color).copied().unwrap_or((last, 0));
                    Finish {
                        sitter,
                        rank,
                        score,
                    }
                })
                .collect(),
        );
    }
    Ok(Some(TournamentPlay {
        tournament,
        entrants,
        rounds: rounds
            .into_iter()
            .map(|(round, is_final)| (round as u16, is_final))
            .collect(),
        tables,
    }))
}

pub(in crate::store) async fn seat_round(
    pool: &Pool,
    tournament: &Tournament,
    round: u16,
    is_final: bool,
    tables: &[NewTournamentTable],
    clock: &TurnClock,
    now: UnixTime,
) -> Result<RoundSeating, StoreError> {
    let mut tx = begin_write(pool).await?;
    // The tournament's row locked first, as a leave locks it: a person who
    // leaves meanwhile is either seen as gone here, or finds the game seated
    // here (and resigns it).
    let running: Option<i64> = sqlx::query_scalar(
        "UPDATE tournaments SET state = state WHERE id = $1 AND state = 'running' RETURNING id",
    )
    .bind(tournament.id.0)
    .fetch_optional(&mut *tx)
    .await?;
    if running.is_none() {
        return Ok(RoundSeating::Over);
    }
    let seated: Vec<i64> = tables
        .iter()
        .flat_map(|t| t.seating.iter().filter_map(|(_, s)| s.person()))
        .map(UserId::db)
        .collect();
    let gone: Vec<i64> = sqlx::query_scalar(
        "SELECT user_id FROM tournament_entrants WHERE tournament_id = $1 AND left_at IS NOT NULL",
    )
    .bind(tournament.id.0)
    .fetch_all(&mut *tx)
    .await?;
    if seated.iter().any(|user| gone.contains(user)) {
        return Ok(RoundSeating::Stale);
    }
    // The claim: on PostgreSQL a second process's insert waits for the first
    // one's commit, then meets its key and seats nothing.
    let claimed = sqlx::query(
        "INSERT INTO tournament_rounds (tournament_id, round, is_final, seated_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (tournament_id, round) DO NOTHING",
    )
    .bind(tournament.id.0)
    .bind(i64::from(round))
    .bind(is_final)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if claimed.rows_affected() == 0 {
        return Ok(RoundSeating::Already);
    }
    let new = &tournament.new;
    let mut games = Vec::new();
    for (number, table) in tables.iter().enumerate() {
        let game = &table.game;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, status, stacks_cross_bridges, \
             turn_timeout_secs, in_thread, max_seats, created_at, started_at, record, dice_state, \
             version, turn_deadline, timeouts, last_move_at, computers_turn) \
             VALUES ($1, $2, $3, 'running', $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $8, $14) \
             RETURNING id",
        )
        .bind(new.guild.db())
        .bind(new.channel.db())
        .bind(new.host.db())
        .bind(game.position().variant().stacks_cross_bridges)
        .bind(new.turn_timeout.as_secs() as i64)
        .bind(false)
        .bind(i64::from(new.table_size))
        .bind(now)
        .bind(record_json(game))
        .bind(game.dice_state().to_hex())
        .bind(game.version() as i64)
        .bind(clock.deadline)
        .bind(timeouts_json(clock))
        .bind(computers_turn(game))
        .fetch_one(&mut *tx)
        .await?;
        for seat in &table.seats {
            insert_seat(&mut tx, id, seat).await?;
        }
        sqlx::query(
            "INSERT INTO tournament_tables (game_id, tournament_id, round, table_no, seating) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(tournament.id.0)
        .bind(i64::from(round))
        .bind(number as i64 + 1)
        .bind(write_seating(&table.seating))
        .execute(&mut *tx)
        .await?;
        games.push(GameId(id));
    }
    tx.commit().await?;
    Ok(RoundSeating::Seated(games))
}

pub(in crate::store) async fn tournament_of_game(
    pool: &Pool,
    game: GameId,
) -> Result<Option<(TournamentId, u16)>, StoreError> {
    let row: Option<(i64, i64)> =
        sqlx::query_as("SELECT tournament_id, round FROM tournament_tables WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(pool)
            .await?;
    Ok(row.map(|(id, round)| (TournamentId(id), round as u16)))
}

/// `red=u123 blue=c1`: each color in turn order, with its person or computer.
fn write_seating(seating: &[(Color, Sitter)]) -> String {
    let seats: Vec<String> = seating
        .iter()
        .map(|(color, sitter)| match sitter {
            Sitter::Person(user) => format!("{}=u{}", color.name(), user.db()),
            Sitter::Computer(n) => format!("{}=c{n}", color.name()),
        })
        .collect();
    seats.join(" ")
}

fn parse_seating(text: &str) -> Option<Vec<(Color, Sitter)>> {
    text.split(' ')
        .map(|seat| {
            let (color, sitter) = seat.split_once('=')?;
            let color: Color = color.parse().ok()?;
            let sitter = match sitter.split_at_checked(1)? {
                ("u", id) => Sitter::Person(UserId::from_db(id.parse().ok()?)),
                ("c", n) => Sitter::Computer(n.parse().ok()?),
                _ => return None,
            };
            Some((color, sitter))
        })
        .collect()
}

pub(in crate::store) async fn pending_podiums(
    pool: &Pool,
    claimed_before: UnixTime,
) -> Result<Vec<Tournament>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE state = 'finished' \
         AND podium_message_id IS NULL \
         AND (podium_claimed_at IS NULL OR podium_claimed_at < $1) ORDER BY id"
    ))
    .bind(claimed_before)
    .fetch_all(pool)
    .await?;
    rows.iter().map(tournament_from_row).collect()
}

pub(in crate::store) async fn claim_podium(
    pool: &Pool,
    id: TournamentId,
    now: UnixTime,
    claimed_before: UnixTime,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE tournaments SET podium_claimed_at = $2 WHERE id = $1 AND state = 'finished' \
         AND podium_message_id IS NULL \
         AND (podium_claimed_at IS NULL OR podium_claimed_at < $3)",
    )
    .bind(id.0)
    .bind(now)
    .bind(claimed_before)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub(in crate::store) async fn mark_podium_posted(
    pool: &Pool,
    id: TournamentId,
    message: i64,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE tournaments SET podium_message_id = $2 WHERE id = $1")
        .bind(id.0)
        .bind(message)
        .execute(pool)
        .await?;
    Ok(())
}

pub(in crate::store) async fn release_podium(
    pool: &Pool,
    id: TournamentId,
    claimed_at: UnixTime,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournaments SET podium_claimed_at = NULL \
         WHERE id = $1 AND podium_claimed_at = $2 AND podium_message_id IS NULL",
    )
    .bind(id.0)
    .bind(claimed_at)
    .execute(pool)
    .await?;
    Ok(())
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
