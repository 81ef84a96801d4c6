//! Limits that keep one server or one person from taking more than their
//! share of a bot that every server shares: open lobbies and running games per
//! server (a setting), and one open lobby per host.

use std::ops::RangeInclusive;

use super::{GameId, Place, UnixTime};

/// Open lobbies and running games a server may have at once until a member
/// with Manage Server changes it (`/hypnosia settings limit`).
pub const DEFAULT_MAX_OPEN_TABLES: u32 = 20;

/// What `/hypnosia settings limit` accepts (and the database's check).
pub const MAX_OPEN_TABLES_RANGE: RangeInclusive<u32> = 1..=10_000;

/// Why a new lobby (`/hypnosia new`, Rematch) may not open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TableLimit {
    /// The server already has `cap` open lobbies and running games.
    Server { cap: u32 },
    /// The host already hosts this open lobby (one per person on a server),
    /// which closes itself at `expires_at` unless someone uses it.
    HostsLobby {
        id: GameId,
        place: Place,
        expires_at: UnixTime,
    },
}
