//! The store against real databases: SQLite files in temporary directories and
//! PostgreSQL databases in a throwaway cluster (`postgres.rs`). Every test that
//! holds for both backends runs on each (`on_both_backends!`), as `<test>::sqlite`
//! and `<test>::postgres`.

mod analysis;
mod click_tokens;
mod daily_puzzles;
mod doors;
#[path = "../common/fixtures.rs"]
mod fixtures;
mod games;
mod history;
mod idle;
mod kept;
mod limits;
mod lobbies;
mod migrate;
mod migrate_db;
mod migrations;
mod notify;
mod open_checks;
mod paused;
mod post_ids;
#[path = "../common/postgres.rs"]
pub(crate) mod postgres;
mod posts;
mod puzzles;
mod ratings;
mod seasons;
mod settings;
mod sqlite;
mod standings;
mod time_limits;
mod tournaments;
mod url;
mod venues;

use std::time::Duration;

use hypnosia::game::{Color, Dice, EndReason, Game, LeaveKind, Variant};
use hypnosia::store::{LeaderboardOrder, Store, StoreError};
use hypnosia::table::{
    ChannelId, DEFAULT_TURN_TIMEOUT, GameId, GuildId, GuildSettings, Level as AiLevel, LobbyEnd,
    LobbyOptions, MessageId, NewLobby, Seat, TurnClock, UserId,
};

const GUILD: GuildId = GuildId(1_100_000_000_000_000_001);
const OTHER_GUILD: GuildId = GuildId(1_100_000_000_000_000_002);
const CHANNEL: ChannelId = ChannelId(1_200_000_000_000_000_001);
const ADA: UserId = UserId(1_300_000_000_000_000_001);
const BOB: UserId = UserId(1_300_000_000_000_000_002);
const CY: UserId = UserId(1_300_000_000_000_000_003);
/// A snowflake above i64::MAX must survive the trip through an integer column.
const HUGE: UserId = UserId(u64::MAX - 7);

/// A fresh, empty database of one backend, removed when the test ends.
struct TestDb {
    url: String,
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("hypnosia.db").display());
        TestDb {
            url,
            _dir: Some(dir),
        }
    }

    async fn postgres() -> TestDb {
        TestDb {
            url: postgres::fresh_database().await,
            _dir: None,
        }
    }

    /// A store on this database; open it again to play a restart.
    async fn open(&self) -> Store {
        Store::open(&self.url).await.expect("the store opens")
    }
}

/// Runs each named `async fn(TestDb)` as two tests, one per backend.
macro_rules! on_both_backends {
    ($($test:ident),* $(,)?) => {$(
        mod $test {
            #[tokio::test]
            async fn sqlite() {
                super::$test($crate::store::TestDb::sqlite()).await
            }

            #[tokio::test]
            async fn postgres() {
                if $crate::store::postgres::available(false) {
                    super::$test($crate::store::TestDb::postgres().await).await
                }
            }
        }
    )*};
}
use on_both_backends;

fn options() -> LobbyOptions {
    fixtures::lobby_options()
}

fn lobby(guild: GuildId, seats: Vec<Seat>) -> NewLobby {
    let host = seats[0].occupant.user().unwrap_or(ADA);
    fixtures::new_lobby(guild, CHANNEL, host, seats)
}

/// Opens a lobby with `seats` and starts its game with seeded dice.
async fn start(store: &Store, guild: GuildId, seats: Vec<Seat>, seed: u64) -> (GameId, Game) {
    fixtures::start_game(store, &lobby(guild, seats), seed).await
}

/// A fixed, varied choice among the legal moves, so that a replayed game and
/// the original pick the same moves.
fn chosen_move(game: &Game) -> hypnosia::game::Move {
    let moves = game.legal_moves();
    let mixed = game.version().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33;
    moves[mixed as usize % moves.len()]
}

/// Ends a game by players leaving in `order` (the last stays and wins).
async fn finish_by_leaving(store: &Store, id: GameId, game: Game, order: &[Color]) -> Game {
    fixtures::finish_by_leaving(store, id, game.version(), game, order).await
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}
