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

/// The operator's ceilings: the most any server's admins may set its limits
/// to, so that one server cannot take the machine that every server shares
/// (the bot's flags, `crate::config`'s `CeilingFlags`; never below the
/// defaults, which every server starts with).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ceilings {
    /// The most open lobbies and running games any one server may allow.
    pub tables_per_server: u32,
    /// The most running games any one server may allow each member.
    pub member_games: u32,
}

impl Default for Ceilings {
    /// A small machine's share for one server: 200 tables (two cores draw
    /// about 500 running games' boards in turn), 20 games per member.
    fn default() -> Self {
        Ceilings {
            tables_per_server: 200,
            member_games: 20,
        }
    }
}

impl Ceilings {
    /// The ceilings as they apply: within what the settings accept, never
    /// below the defaults.
    pub fn held(self) -> Ceilings {
        let within = |value: u32, range: &RangeInclusive<u32>, default: u32| {
            value.clamp(default.max(*range.start()), *range.end())
        };
        Ceilings {
            tables_per_server: within(
                self.tables_per_server,
                &MAX_OPEN_TABLES_RANGE,
                DEFAULT_MAX_OPEN_TABLES,
            ),
            member_games: within(
                self.member_games,
                &MAX_MEMBER_GAMES_RANGE,
                DEFAULT_MAX_MEMBER_GAMES,
            ),
        }
    }

    /// What a server's open tables are set to when its admin asks for
    /// `asked`: within the settings' range and the operator's ceiling.
    pub fn tables(self, asked: u32) -> u32 {
        let ceiling = self.held().tables_per_server;
        asked.clamp(*MAX_OPEN_TABLES_RANGE.start(), ceiling)
    }

    /// What a server's running games per member are set to when its admin
    /// asks for `asked`.
    pub fn member_games(self, asked: u32) -> u32 {
        let ceiling = self.held().member_games;
        asked.clamp(*MAX_MEMBER_GAMES_RANGE.start(), ceiling)
    }
}
