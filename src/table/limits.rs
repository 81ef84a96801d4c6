//! Limits that keep one server or one person from taking more than their
//! share of a bot that every server shares: open lobbies and running games per
//! server (a setting), running games per member (a setting), and one open
//! lobby per host.

use std::ops::RangeInclusive;

use super::{GameId, Place, UnixTime, UserId};

/// Open lobbies and running games a server may have at once until a member
/// with Manage Server changes it (`/hypnosia settings limit`).
pub const DEFAULT_MAX_OPEN_TABLES: u32 = 20;

/// What `/hypnosia settings limit` accepts (and the database's check).
pub const MAX_OPEN_TABLES_RANGE: RangeInclusive<u32> = 1..=10_000;

/// Running games one member may play in at once on a server (hosted or
/// seated) until a member with Manage Server changes it
/// (`/hypnosia settings member-limit`): enough for a few correspondence games
/// side by side, far below the server's cap.
pub const DEFAULT_MAX_MEMBER_GAMES: u32 = 5;

/// What `/hypnosia settings member-limit` accepts (and the database's check).
pub const MAX_MEMBER_GAMES_RANGE: RangeInclusive<u32> = 1..=1_000;

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
    /// `user` already plays in (hosts or is seated at) `cap` running games on
    /// this server, as many as it allows each member: refused when they open
    /// a lobby, join one, or a lobby they sit at starts.
    Member { user: UserId, cap: u32 },
}
