//! A tournament's rounds: each seated once (its row the claim, inserted with
//! its tables' games), and its tables read back with their games' results.

use std::collections::BTreeMap;

use sqlx::Row;

use super::games::computers_turn;
use super::lobbies::insert_seat;
use super::tournaments::{corrupt, tournament};
use super::{Pool, begin_write, int};
use crate::game::Color;
use crate::seating::{Finish, Sitter};
use crate::seating::{
    NewTournamentTable, Tournament, TournamentEntrant, TournamentId, TournamentPlay,
    TournamentTable,
};
use crate::store::tournaments::RoundSeating;
use crate::store::{PostId, PostKind};
use crate::store::{StoreError, record_json, timeouts_json};
use crate::table::{ChannelId, GameId, GuildId, MessageId, TurnClock, UnixTime, UserId};

pub(in crate::store) async fn tournament_play(
    pool: &Pool,
    id: TournamentId,
) -> Result<Option<TournamentPlay>, StoreError> {
    let Some(tournament) = tournament(pool, id).await? else {
        return Ok(None);
    };
    let entrants = sqlx::query(
        "SELECT user_id, name, rating, joined_at, left_at, checked_in_at FROM tournament_entrants \
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
            checked_in: row.try_get::<Option<i64>, _>("checked_in_at")?.is_some(),
        })
    })
    .collect::<Result<Vec<_>, StoreError>>()?;
    let rounds: Vec<(i64, bool, String)> = sqlx::query_as(
        "SELECT round, is_final, byes FROM tournament_rounds WHERE tournament_id = $1 \
         ORDER BY round",
    )
    .bind(id.0)
    .fetch_all(pool)
    .await?;
    // Each table with its game's state and, once over, each color's finish.
    let rows = sqlx::query(
        "SELECT t.game_id, t.round, t.table_no, t.seating, g.status, g.channel_id, g.thread_id, \
         g.message_id, r.color, r.rank, r.score \
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
                place: (
                    ChannelId::from_db(row.try_get("channel_id")?),
                    row.try_get::<Option<i64>, _>("thread_id")?
                        .map(ChannelId::from_db),
                    row.try_get::<Option<i64>, _>("message_id")?
                        .map(MessageId::from_db),
                ),
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
    let mut byes = Vec::new();
    for (round, _, ids) in &rounds {
        for user in ids.split_whitespace() {
            let user = user.parse().map_err(|_| corrupt(id.0, ids.clone()))?;
            byes.push((*round as u16, UserId::from_db(user)));
        }
    }
    Ok(Some(TournamentPlay {
        tournament,
        entrants,
        rounds: rounds
            .into_iter()
            .map(|(round, is_final, _)| (round as u16, is_final))
            .collect(),
        tables,
        byes,
    }))
}

pub(in crate::store) async fn seat_round(
    pool: &Pool,
    tournament: &Tournament,
    (round, threads): (u16, bool),
    (is_final, byes): (bool, &[UserId]),
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
        .chain(byes.iter().copied())
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
        "INSERT INTO tournament_rounds (tournament_id, round, is_final, seated_at, byes) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tournament_id, round) DO NOTHING",
    )
    .bind(tournament.id.0)
    .bind(i64::from(round))
    .bind(is_final)
    .bind(now)
    .bind(
        byes.iter()
            .map(|u| u.db().to_string())
            .collect::<Vec<_>>()
            .join(" "),
    )
    .execute(&mut *tx)
    .await?;
    if claimed.rows_affected() == 0 {
        return Ok(RoundSeating::Already);
    }
    let new = &tournament.new;
    let mut games = Vec::new();
    for (number, table) in tables.iter().enumerate() {
        let game = &table.game;
        // Its host is its first player, not the tournament's host: the
        // tournament's host plays none of its tables by hosting them.
        let first = table.seating.iter().find_map(|(_, s)| s.person());
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, status, stacks_cross_bridges, \
             turn_timeout_secs, in_thread, max_seats, created_at, started_at, record, dice_state, \
             version, turn_deadline, timeouts, last_move_at, computers_turn) \
             VALUES ($1, $2, $3, 'running', $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $8, $14) \
             RETURNING id",
        )
        .bind(new.guild.db())
        .bind(new.channel.db())
        .bind(first.unwrap_or(new.host).db())
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
        if threads {
            let post = (PostId::Table(GameId(id)), new.guild);
            super::posts::owe_post(&mut tx, post, 1, now).await?;
        }
        games.push(GameId(id));
    }
    // Its messages show the round.
    super::tournaments::owe_tournament_posts(&mut tx, tournament.id, true).await?;
    if !threads {
        // Played in the channel, the round has started: what comes next
        // under the round before's results says so.
        owe_next_edits(&mut tx, tournament.id, round - 1, now).await?;
    }
    tx.commit().await?;
    Ok(RoundSeating::Seated(games))
}

pub(in crate::store) async fn round_opened(
    pool: &Pool,
    game: GameId,
    now: UnixTime,
) -> Result<Option<TournamentId>, StoreError> {
    let mut tx = begin_write(pool).await?;
    // The round's row is the claim: of two processes that find its last
    // opening shown, the second's update meets `opened_at` set and does nothing.
    let opened: Option<(i64, i64)> = sqlx::query_as(
        "UPDATE tournament_rounds SET opened_at = $2 \
         WHERE tournament_id = (SELECT tournament_id FROM tournament_tables WHERE game_id = $1) \
         AND round = (SELECT round FROM tournament_tables WHERE game_id = $1) \
         AND opened_at IS NULL AND NOT EXISTS (SELECT 1 FROM tournament_tables AS t \
         JOIN posts AS p ON p.kind = $3 AND p.key = CAST(t.game_id AS TEXT) \
         WHERE t.tournament_id = tournament_rounds.tournament_id \
         AND t.round = tournament_rounds.round AND p.owed) \
         RETURNING tournament_id, round",
    )
    .bind(game.0)
    .bind(now)
    .bind(PostKind::Table.as_str())
    .fetch_optional(&mut *tx)
    .await?;
    let Some((id, round)) = opened else {
        return Ok(None);
    };
    let id = TournamentId(id);
    super::tournaments::owe_tournament_posts(&mut tx, id, false).await?;
    // Its threads opened, the round has started: what comes next under the
    // round before's results says so, with a link to each.
    owe_next_edits(&mut tx, id, (round as u16).saturating_sub(1), now).await?;
    tx.commit().await?;
    Ok(Some(id))
}

/// Round `round` of tournament `id` is followed by a round that started,
/// within the caller's transaction: what comes next under each of its
/// tables' results owes an edit, handed over once its message is known
/// ([`results_shown`]).
async fn owe_next_edits(
    conn: &mut super::Conn,
    id: TournamentId,
    round: u16,
    now: UnixTime,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO posts (kind, key, guild_id, version, owed, created_at) \
         SELECT $3, CAST(t.game_id AS TEXT), u.guild_id, 1, FALSE, $4 \
         FROM tournament_tables AS t JOIN tournaments AS u ON u.id = t.tournament_id \
         WHERE t.tournament_id = $1 AND t.round = $2 \
         ON CONFLICT (kind, key) DO UPDATE \
         SET version = posts.version + 1, owed = posts.message_id IS NOT NULL",
    )
    .bind(id.0)
    .bind(i64::from(round))
    .bind(PostKind::Next.as_str())
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The results of tournament table `game` (of `guild`) are shown, at `at`:
/// what comes next under them is edited once the next round starts (at
/// once, if it started already).
pub(in crate::store) async fn results_shown(
    pool: &Pool,
    (game, guild): (GameId, GuildId),
    at: (ChannelId, MessageId),
    now: UnixTime,
) -> Result<bool, StoreError> {
    let owed: Option<bool> = sqlx::query_scalar(
        "INSERT INTO posts (kind, key, guild_id, version, owed, channel_id, message_id, created_at) \
         VALUES ($1, $2, $3, 0, FALSE, $4, $5, $6) \
         ON CONFLICT (kind, key) DO UPDATE SET channel_id = excluded.channel_id, \
         message_id = excluded.message_id, owed = posts.version > COALESCE(posts.shown, 0) \
         RETURNING owed",
    )
    .bind(PostKind::Next.as_str())
    .bind(PostId::Next(game).key())
    .bind(guild.db())
    .bind(at.0.db())
    .bind(at.1.db())
    .bind(now)
    .fetch_optional(pool)
    .await?;
    Ok(owed.unwrap_or(false))
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
