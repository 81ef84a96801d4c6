//! Copying a whole database to another, e.g. from SQLite to PostgreSQL when one
//! process is no longer enough (`hypnosia migrate-db`).
//!
//! Table by table in the order of their references, page by page in key order,
//! every value carried with its type (flags as flags, integers as integers), so a
//! copy between the two backends is exact. Ids are copied as they are: buttons of
//! messages posted before the move name them.

use super::{Store, StoreError};

/// A column's type, as both backends hold it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Kind {
    Int,
    Real,
    Text,
    Flag,
}

/// One value of a copied row (`None` for NULL).
#[derive(Clone, Debug)]
pub(super) enum Value {
    Int(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
    Flag(Option<bool>),
}

/// A table to copy: its name, its key (whose order its pages follow) and its
/// other columns.
pub(super) struct TableSpec {
    pub name: &'static str,
    pub key: &'static [(&'static str, Kind)],
    pub columns: &'static [(&'static str, Kind)],
}

impl TableSpec {
    /// The key's columns, then the others.
    pub(super) fn all_columns(&self) -> impl Iterator<Item = &(&'static str, Kind)> {
        self.key.iter().chain(self.columns)
    }
}

use Kind::{Flag, Int, Real, Text};

/// A player's standing past its key, all time (`players`) or in a season
/// (`season_players`, keyed by the season too): the same columns.
const STANDING: &[(&str, Kind)] = &[
    ("name", Text),
    ("games", Int),
    ("rated_games", Int),
    ("wins", Int),
    ("points", Int),
    ("center_pawns", Int),
    ("captures", Int),
    ("best_rank", Int),
    ("mu", Real),
    ("sigma", Real),
    ("rating", Real),
    ("updated_at", Int),
];

/// Every table of the store, referenced tables first.
pub(super) const TABLES: &[TableSpec] = &[
    TableSpec {
        name: "games",
        key: &[("id", Int)],
        columns: &[
            ("guild_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("thread_id", Int),
            ("host_id", Int),
            ("status", Text),
            ("stacks_cross_bridges", Flag),
            ("turn_timeout_secs", Int),
            ("in_thread", Flag),
            ("created_at", Int),
            ("expires_at", Int),
            ("started_at", Int),
            ("finished_at", Int),
            ("record", Text),
            ("dice_state", Text),
            ("version", Int),
            ("turn_deadline", Int),
            ("timeouts", Text),
            ("end_reason", Text),
            ("max_seats", Int),
            ("message_from", Int),
            ("turns", Int),
            ("ranking", Text),
            ("history_seq", Int),
            ("hinted", Flag),
            ("reminded_deadline", Int),
            ("shown_version", Int),
            ("log_message_id", Int),
            ("venue", Text),
            ("reach", Text),
            ("ended_unclicked", Flag),
        ],
    },
    TableSpec {
        name: "seats",
        key: &[("game_id", Int), ("color", Text)],
        columns: &[("user_id", Int), ("ai_level", Text), ("name", Text)],
    },
    TableSpec {
        name: "results",
        key: &[("game_id", Int), ("color", Text)],
        columns: &[
            ("guild_id", Int),
            ("user_id", Int),
            ("ai_level", Text),
            ("rank", Int),
            ("score", Int),
            ("center_pawns", Int),
            ("captures", Int),
            ("losses", Int),
            ("left_game", Flag),
            ("rating_before", Real),
            ("rating_after", Real),
            ("player_seq", Int),
            ("decisions", Int),
            ("error_loss", Real),
        ],
    },
    TableSpec {
        name: "players",
        key: &[("guild_id", Int), ("user_id", Int)],
        columns: STANDING,
    },
    TableSpec {
        name: "rating_history",
        key: &[("id", Int)],
        columns: &[
            ("guild_id", Int),
            ("user_id", Int),
            ("game_id", Int),
            ("mu", Real),
            ("sigma", Real),
            ("rating", Real),
            ("at", Int),
        ],
    },
    TableSpec {
        name: "guild_settings",
        key: &[("guild_id", Int)],
        columns: &[
            ("turn_timeout_secs", Int),
            ("games_in_threads", Flag),
            ("language", Text),
            ("guild_locale", Text),
            ("max_open_tables", Int),
            ("live_chances", Flag),
            ("max_member_games", Int),
            ("avatars", Flag),
        ],
    },
    TableSpec {
        name: "allowed_channels",
        key: &[("guild_id", Int), ("channel_id", Int)],
        columns: &[],
    },
    TableSpec {
        name: "game_analyses",
        key: &[("game_id", Int)],
        columns: &[("analysis", Text), ("puzzles_searched", Flag)],
    },
    TableSpec {
        name: "analysis_posts",
        key: &[("game_id", Int)],
        columns: &[
            ("claimed_at", Int),
            ("channel_id", Int),
            ("message_id", Int),
        ],
    },
    TableSpec {
        name: "shared_answers",
        key: &[("message_id", Int)],
        columns: &[("claimed_at", Int)],
    },
    TableSpec {
        name: "guild_seasons",
        key: &[("guild_id", Int)],
        columns: &[
            ("cadence", Text),
            ("announce_channel", Int),
            ("updated_at", Int),
        ],
    },
    TableSpec {
        name: "season_players",
        key: &[("guild_id", Int), ("season", Text), ("user_id", Int)],
        columns: STANDING,
    },
    TableSpec {
        name: "season_announcements",
        key: &[("guild_id", Int), ("season", Text)],
        columns: &[
            ("channel_id", Int),
            ("claimed_at", Int),
            ("message_id", Int),
        ],
    },
    TableSpec {
        name: "tournaments",
        key: &[("id", Int)],
        columns: &[
            ("guild_id", Int),
            ("channel_id", Int),
            ("host_id", Int),
            ("name", Text),
            ("format", Text),
            ("rounds", Int),
            ("table_size", Int),
            ("turn_timeout_secs", Int),
            ("starts_at", Int),
            ("max_players", Int),
            ("seed", Int),
            ("state", Text),
            ("created_at", Int),
            ("started_at", Int),
            ("finished_at", Int),
            ("podium_claimed_at", Int),
            ("podium_message_id", Int),
            ("signup_message_id", Int),
            ("signup_version", Int),
            ("signup_shown", Int),
            ("checkin_secs", Int),
            ("checkin_called_at", Int),
            ("no_threads", Flag),
        ],
    },
    TableSpec {
        name: "tournament_entrants",
        key: &[("tournament_id", Int), ("user_id", Int)],
        columns: &[
            ("name", Text),
            ("rating", Int),
            ("joined_at", Int),
            ("checked_in_at", Int),
            ("left_at", Int),
        ],
    },
    TableSpec {
        name: "tournament_rounds",
        key: &[("tournament_id", Int), ("round", Int)],
        columns: &[
            ("is_final", Flag),
            ("seated_at", Int),
            ("byes", Text),
            ("opened_at", Int),
        ],
    },
    TableSpec {
        name: "tournament_tables",
        key: &[("game_id", Int)],
        columns: &[
            ("tournament_id", Int),
            ("round", Int),
            ("table_no", Int),
            ("seating", Text),
        ],
    },
    TableSpec {
        name: "puzzles",
        key: &[("id", Int)],
        columns: &[
            ("guild_id", Int),
            ("game_id", Int),
            ("turn", Int),
            ("position", Text),
            ("answer", Text),
            ("margin", Real),
            ("mu", Real),
            ("sigma", Real),
            ("attempts", Int),
            ("solved", Int),
        ],
    },
    TableSpec {
        name: "puzzle_players",
        key: &[("guild_id", Int), ("user_id", Int)],
        columns: &[
            ("mu", Real),
            ("sigma", Real),
            ("attempts", Int),
            ("solved", Int),
            ("updated_at", Int),
        ],
    },
    TableSpec {
        name: "puzzle_attempts",
        key: &[("puzzle_id", Int), ("user_id", Int)],
        columns: &[("solved", Flag), ("at", Int)],
    },
    TableSpec {
        name: "posts",
        key: &[("kind", Text), ("key", Text)],
        columns: &[
            ("guild_id", Int),
            ("version", Int),
            ("shown", Int),
            ("owed", Flag),
            ("leased_until", Int),
            ("first_leased", Int),
            ("leased_by", Int),
            ("leased_at", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("created_at", Int),
        ],
    },
    TableSpec {
        name: "daily_puzzle_channels",
        key: &[("guild_id", Int)],
        columns: &[("channel_id", Int)],
    },
    TableSpec {
        name: "daily_puzzles",
        key: &[("guild_id", Int), ("day", Int)],
        columns: &[
            ("puzzle_id", Int),
            ("channel_id", Int),
            ("claimed_at", Int),
            ("posted", Flag),
            ("message_id", Int),
            ("answers_shown", Int),
            ("leased_until", Int),
            ("leased_at", Int),
            ("leased_by", Int),
        ],
    },
    TableSpec {
        name: "notify_settings",
        key: &[("user_id", Int)],
        columns: &[
            ("enabled", Flag),
            ("dms_closed_at", Int),
            ("updated_at", Int),
        ],
    },
];

/// Rows read and written per round trip.
const PAGE: i64 = 500;

/// How many rows of each table a copy carried over.
pub type CopyReport = Vec<(&'static str, u64)>;

impl Store {
    /// Copies every lobby, game, seat, result, player, rating change and setting
    /// of this store into `target`, which must be empty (else
    /// [`StoreError::NotEmpty`], and nothing is written). Each page is one
    /// transaction: should the copy fail half-way, empty the target (drop and
    /// create the database again) before trying again.
    pub async fn copy_into(&self, target: &Store) -> Result<CopyReport, StoreError> {
        for table in TABLES {
            let rows = on_backend!(target, count_rows(table))?;
            if rows > 0 {
                return Err(StoreError::NotEmpty {
                    table: table.name,
                    rows,
                });
            }
        }
        let mut report = Vec::new();
        for table in TABLES {
            let mut copied = 0u64;
            loop {
                let offset = copied as i64;
                let rows = on_backend!(self, read_rows(table, offset, PAGE))?;
                if rows.is_empty() {
                    break;
                }
                copied += rows.len() as u64;
                let full = rows.len() as i64 == PAGE;
                on_backend!(target, write_rows(table, rows))?;
                if !full {
                    break;
                }
            }
            report.push((table.name, copied));
        }
        on_backend!(target, after_copy())?;
        Ok(report)
    }
}
