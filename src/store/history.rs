//! The history of a community (a server, or a direct venue): its finished and
//! cancelled games, newest first, and the records they are replayed from.
//! Every query names one community: none sees another's games. The SQL is in
//! `sql/history.rs`.
//!
//! What a list shows is written when a game ends (`finish_game`): its turns, its
//! ranking with the seats' names, and its place in the server's history (1 for
//! the first game that ended there, without gaps) and in each person's. Page N
//! is then a range of places read through an index, the count is the last place,
//! and a suggestion by number is a few ranges of numbers: every list costs the
//! rows it shows, however many games the server has played.
//!
//! History reads run on capacity of their own ([`HISTORY_READERS`](super::HISTORY_READERS) connections
//! on SQLite, as many permits on PostgreSQL), so that however many people page
//! through histories at once, moves always find a connection.

use serde::{Deserialize, Serialize};

use super::results::PlayerResult;
use super::{Backend, MAX_PER_PAGE, Store, StoreError, seat_from_row};
use crate::game::{EndReason, Record};
use crate::table::{ChannelId, Community, GameId, Occupant, Seat, UnixTime, UserId};

/// Runs the history read `$op` (a function of `sql/history.rs`) on one of the
/// history's own connections.
macro_rules! on_history {
    ($store:expr_2021, $op:ident($($arg:expr_2021),* $(,)?)) => {
        super::limits::within($store.call_limit, async {
            match &$store.backend {
                Backend::Sqlite(db) => {
                    let mut reader = db.history_reader().await?;
                    super::sqlite::$op(&mut reader.conn, $($arg),*).await
                }
                Backend::Postgres(db) => {
                    let mut reader = db.history_reader().await?;
                    super::postgres::$op(&mut reader.conn, $($arg),*).await
                }
            }
        })
        .await
    };
}

/// A game that is over, as the history lists it.
#[derive(Clone, PartialEq, Debug)]
pub struct PastGame {
    pub id: GameId,
    /// Where it was played: the thread when it had one, else the channel.
    pub channel: ChannelId,
    pub started_at: UnixTime,
    pub finished_at: UnixTime,
    pub reason: EndReason,
    /// Turns played (a player leaving is no turn).
    pub turns: u32,
    /// Every seat, in ranking order (cancelled games rank the standings then).
    pub results: Vec<PlayerResult>,
    /// Its one person asked for hints (the hard computer player's moves).
    pub hinted: bool,
    /// The tournament it was a table of, and the round.
    pub tournament: Option<(String, u16)>,
}

impl PastGame {
    /// Whether the game was called off (it counted for nothing).
    pub fn cancelled(&self) -> bool {
        self.reason == EndReason::Cancelled
    }

    /// Its seats as they sat (each color and who held it), for the faces its
    /// boards are drawn again with.
    pub fn seats(self) -> Vec<Seat> {
        self.results
            .into_iter()
            .map(|r| Seat {
                color: r.color,
                occupant: r.occupant,
            })
            .collect()
    }
}

/// One page of a server's history.
#[derive(Clone, PartialEq, Debug)]
pub struct GamesPage {
    /// 0-based page number.
    pub page: u32,
    pub per_page: u32,
    /// Games in the whole listing (with the same player filter).
    pub total: u32,
    pub games: Vec<PastGame>,
}

impl GamesPage {
    /// How many pages the listing has (at least 1, for an empty history).
    pub fn pages(&self) -> u32 {
        self.total.div_ceil(self.per_page.max(1)).max(1)
    }
}

/// Places `first..=last` in a history (1 is the oldest game).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct SeqRange {
    pub first: i64,
    pub last: i64,
}

impl SeqRange {
    /// The places on page `page` (0-based, newest first) of a history of
    /// `total` games, or None past its end.
    pub(super) fn page(total: i64, page: u32, per_page: u32) -> Option<SeqRange> {
        let last = total - i64::from(page) * i64::from(per_page);
        (last >= 1).then(|| SeqRange {
            first: (last - i64::from(per_page) + 1).max(1),
            last,
        })
    }
}

/// The game numbers that start with the digits `typed`, as ranges, largest
/// first: `12` is 12, then 120..=129, 1200..=1299, … up to `max`.
pub(super) fn numbers_starting_with(typed: &str, max: i64) -> Vec<(i64, i64)> {
    let Ok(prefix) = typed.parse::<i64>() else {
        return Vec::new();
    };
    if typed.is_empty() || typed.starts_with('0') {
        return Vec::new();
    }
    let mut ranges = Vec::new();
    let (mut first, mut last) = (prefix, prefix);
    while first <= max {
        ranges.push((first, last.min(max)));
        match (
            first.checked_mul(10),
            last.checked_mul(10).and_then(|l| l.checked_add(9)),
        ) {
            (Some(f), Some(l)) => (first, last) = (f, l),
            (Some(f), None) => (first, last) = (f, i64::MAX),
            _ => break,
        }
    }
    ranges.reverse();
    ranges
}

/// One seat of the `ranking` column (see `migrations/0004_history_columns.sql`,
/// whose fill writes the same fields for games that ended before it).
#[derive(Serialize, Deserialize)]
struct RankedSeat {
    color: String,
    user: Option<i64>,
    ai: Option<String>,
    name: String,
    rank: i64,
    score: i64,
    center: i64,
    captures: i64,
    losses: i64,
    left: bool,
    /// Absent from rankings written before it: nobody was marked then.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    walked_away: bool,
}

/// The `ranking` column of a game that ends with `results`: every seat in
/// ranking order (rank, then those who stayed, then color name, as the fill).
pub(super) fn ranking_json(results: &[PlayerResult]) -> String {
    let mut ranked: Vec<&PlayerResult> = results.iter().collect();
    ranked.sort_by_key(|r| (r.rank, r.left, r.color.name()));
    let seats: Vec<RankedSeat> = ranked
        .into_iter()
        .map(|r| {
            let (user, ai) = match &r.occupant {
                Occupant::Human { user, .. } => (Some(user.db()), None),
                Occupant::Ai(level) => (None, Some(level.name().to_owned())),
            };
            RankedSeat {
                color: r.color.name().to_owned(),
                user,
                ai,
                name: r.occupant.name(),
                rank: i64::from(r.rank),
                score: i64::from(r.score),
                center: i64::from(r.center_pawns),
                captures: i64::from(r.captures),
                losses: i64::from(r.losses),
                left: r.left,
                walked_away: r.walked_away,
            }
        })
        .collect();
    serde_json::to_string(&seats).expect("a ranking serialises")
}

/// The results of game `game` from its `ranking` column.
pub(super) fn ranking_from_json(game: i64, json: &str) -> Result<Vec<PlayerResult>, StoreError> {
    let corrupt = |message: String| StoreError::Corrupt { game, message };
    let seats: Vec<RankedSeat> =
        serde_json::from_str(json).map_err(|e| corrupt(format!("ranking: {e}")))?;
    seats
        .into_iter()
        .map(|s| {
            let small =
                |what: &str, v: i64| corrupt(format!("ranking: {what} {v} is out of range"));
            let seat = seat_from_row(game, &s.color, s.user, s.ai.as_deref(), s.name)?;
            Ok(PlayerResult {
                color: seat.color,
                occupant: seat.occupant,
                rank: u8::try_from(s.rank).map_err(|_| small("rank", s.rank))?,
                score: i16::try_from(s.score).map_err(|_| small("score", s.score))?,
                center_pawns: u8::try_from(s.center).map_err(|_| small("center", s.center))?,
                captures: u8::try_from(s.captures).map_err(|_| small("captures", s.captures))?,
                losses: u8::try_from(s.losses).map_err(|_| small("losses", s.losses))?,
                left: s.left,
                walked_away: s.walked_away,
            })
        })
        .collect()
}

/// Every history connection or permit of a store, held: see
/// [`Store::hold_history_readers`].
#[cfg(feature = "testing")]
pub struct HistoryHold {
    _held: Box<dyn std::any::Any + Send>,
}

impl Store {
    /// Page `page` (0-based) of `community`'s finished and cancelled games,
    /// newest first, `per_page` games (1..=100); with `player`, only the games
    /// they sat at. Costs the page's rows, at any depth.
    pub async fn past_games(
        &self,
        community: impl Into<Community>,
        player: Option<UserId>,
        page: u32,
        per_page: u32,
    ) -> Result<GamesPage, StoreError> {
        let per_page = per_page.clamp(1, MAX_PER_PAGE);
        let (total, games) = on_history!(
            self,
            past_games_page(community.into(), player, page, per_page)
        )?;
        Ok(GamesPage {
            page,
            per_page,
            total: u32::try_from(total).unwrap_or(u32::MAX),
            games,
        })
    }

    /// Up to `limit` (≤ 100) of `community`'s past games whose number starts with
    /// the digits `typed` (the newest when empty): what an option that takes a
    /// game suggests while the user types. With digits, the highest numbers
    /// that match (the latest games), shown newest first.
    pub async fn past_games_numbered(
        &self,
        community: impl Into<Community>,
        typed: &str,
        limit: u32,
    ) -> Result<Vec<PastGame>, StoreError> {
        let (community, limit) = (community.into(), limit.clamp(1, MAX_PER_PAGE));
        if typed.is_empty() {
            return on_history!(self, newest_past_games(community, limit));
        }
        // Only digits make a number (and `%` never becomes a pattern).
        if !typed.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(Vec::new());
        }
        on_history!(self, past_games_starting_with(community, typed, limit))
    }

    /// The past game `id` of `community` with its record, or None when it has
    /// no such game that is over (a running game, another community's, none).
    pub async fn past_game(
        &self,
        community: impl Into<Community>,
        id: GameId,
    ) -> Result<Option<(PastGame, Record)>, StoreError> {
        on_history!(self, past_game(community.into(), id))
    }

    /// The latest game that ended in `channel` (or the thread `channel`), or in
    /// a thread of a lobby opened in `channel`: players remember a thread's game
    /// as the channel's.
    pub async fn latest_past_game_in(
        &self,
        channel: ChannelId,
    ) -> Result<Option<GameId>, StoreError> {
        on_history!(self, latest_past_game_in(channel))
    }

    /// Takes every connection (SQLite) or permit (PostgreSQL) of the history's
    /// own capacity and holds it until the returned value is dropped: what a
    /// crowd of people paging through histories at once amounts to. For tests:
    /// moves must still commit meanwhile.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub async fn hold_history_readers(&self) -> Result<HistoryHold, StoreError> {
        let held: Box<dyn std::any::Any + Send> = match &self.backend {
            Backend::Sqlite(db) => Box::new(db.hold_history_readers().await?),
            Backend::Postgres(db) => Box::new(db.hold_history_readers().await),
        };
        Ok(HistoryHold { _held: held })
    }
}
