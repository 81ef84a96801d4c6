//! The open tables behind a door: ids and places only, found by the server
//! or the channel (`games_guild`, `games_channel`, `games_thread`), so that a
//! door costs its own tables, not a load of every running game.

use super::Pool;
use crate::store::StoreError;
use crate::store::doors::OpenTable;
use crate::table::{ChannelId, GameId, GuildId};

const COLUMNS: &str = "id, status = 'running', guild_id, channel_id, thread_id, \
     EXISTS (SELECT 1 FROM tournament_tables t WHERE t.game_id = games.id)";

type Row = (i64, bool, i64, i64, Option<i64>, bool);

fn open_table((id, running, guild, channel, thread, tournament): Row) -> OpenTable {
    OpenTable {
        id: GameId(id),
        running,
        guild: GuildId::from_db(guild),
        channel: ChannelId::from_db(channel),
        thread: thread.map(ChannelId::from_db),
        tournament,
    }
}

/// The open tables the bot itself shows in `guild` (`reach = 'always'`): a
/// table there reached only through people's clicks (their install of the
/// app) never needed the bot in the server, and plays on when it leaves.
pub(in crate::store) async fn open_tables_in_guild(
    pool: &Pool,
    guild: GuildId,
) -> Result<Vec<OpenTable>, StoreError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM games \
         WHERE guild_id = $1 AND status IN ('lobby', 'running') AND reach = 'always' ORDER BY id"
    );
    let rows: Vec<Row> = sqlx::query_as(&sql)
        .bind(guild.db())
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(open_table).collect())
}

pub(in crate::store) async fn open_tables_in_channel(
    pool: &Pool,
    channel: ChannelId,
) -> Result<Vec<OpenTable>, StoreError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM games \
         WHERE channel_id = $1 AND status IN ('lobby', 'running') \
         UNION SELECT {COLUMNS} FROM games \
         WHERE thread_id = $1 AND status IN ('lobby', 'running') ORDER BY 1"
    );
    let rows: Vec<Row> = sqlx::query_as(&sql)
        .bind(channel.db())
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(open_table).collect())
}
