//! Where a table is, as a game's row keeps it: its venue and reach beside
//! `guild_id` (the community's key), and the screen's messages.

use sqlx::Row;

use super::{DbRow, int};
use crate::table::{ChannelId, Community, GuildId, MessageId, OnScreen, Place, Reach, Venue};

pub(super) fn place_from_row(row: &DbRow) -> Result<Place, sqlx::Error> {
    let channel = ChannelId::from_db(row.try_get("channel_id")?);
    let venue = match row.try_get::<&str, _>("venue")? {
        "direct" => Venue::Direct { channel },
        _ => Venue::Server {
            guild: GuildId::from_db(row.try_get("guild_id")?),
            channel,
            thread: row
                .try_get::<Option<i64>, _>("thread_id")?
                .map(ChannelId::from_db),
        },
    };
    let reach = match row.try_get::<&str, _>("reach")? {
        "interacting" => Reach::WhileInteracting,
        _ => Reach::Always,
    };
    Ok(Place {
        venue,
        reach,
        screen: OnScreen {
            message: row
                .try_get::<Option<i64>, _>("message_id")?
                .map(MessageId::from_db),
            message_from: int(row, "message_from")?,
            log: row
                .try_get::<Option<i64>, _>("log_message_id")?
                .map(MessageId::from_db),
        },
    })
}

/// How `venue` and `reach` are kept in a game's row.
pub(super) fn venue_columns(place: &Place) -> (&'static str, &'static str) {
    let venue = match place.venue {
        Venue::Server { .. } => "server",
        Venue::Direct { .. } => "direct",
    };
    let reach = match place.reach {
        Reach::Always => "always",
        Reach::WhileInteracting => "interacting",
    };
    (venue, reach)
}

/// The community a game's row counts for, from its `guild_id` (the
/// community's key) and its `venue`.
pub(super) fn community_of(key: i64, venue: &str) -> Community {
    match venue {
        "direct" => Community::Direct(ChannelId::from_db(key)),
        _ => Community::Server(GuildId::from_db(key)),
    }
}
