//! The store as the commands see it: reads only ([`Reads`], from
//! [`Store::reads`]). The commands answer from what the engine committed;
//! every change they ask for goes through the engine (`crate::live`), so the
//! screen hands them this rather than the store: a write from a command does
//! not compile.

use super::{
    AccuracyEntry, GamesPage, LeaderboardOrder, LeaderboardPage, PastGame, PlayerStats,
    RatingPoint, SeasonSettings, Store, StoreError,
};
use crate::game::Record;
use crate::seating::{Tournament, TournamentId};
use crate::table::{ChannelId, Community, GameId, GuildId, GuildSettings, Lobby, Season, UserId};

/// The store's reads, for the commands: see the module.
#[derive(Clone, Copy)]
pub struct Reads<'a>(&'a Store);

impl Store {
    /// This store, for reading only.
    pub fn reads(&self) -> Reads<'_> {
        Reads(self)
    }
}

/// Each read, as [`Store`]'s method of the same name says.
macro_rules! reads {
    ($(fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $out:ty;)*) => {
        impl Reads<'_> {$(
            #[doc = concat!("[`Store::", stringify!($name), "`].")]
            pub async fn $name(&self, $($arg: $ty),*) -> Result<$out, StoreError> {
                self.0.$name($($arg),*).await
            }
        )*}
    };
}

reads! {
    fn settings(community: impl Into<Community>) -> GuildSettings;
    fn lobby(id: GameId) -> Option<Lobby>;
    fn game_in_channel(channel: ChannelId, running_only: bool, asker: Option<UserId>)
        -> Option<GameId>;
    fn leaderboard(community: impl Into<Community>, order: LeaderboardOrder, page: u32, per_page: u32)
        -> LeaderboardPage;
    fn player_stats(community: impl Into<Community>, user: UserId) -> Option<PlayerStats>;
    fn rating_history(community: impl Into<Community>, user: UserId, limit: u32)
        -> Vec<RatingPoint>;
    fn ratings_of(user: UserId, limit: u32) -> Vec<PlayerStats>;
    fn rated_errors(community: impl Into<Community>, user: UserId, limit: u32) -> Vec<(u32, f32)>;
    fn accuracy_leaderboard(community: impl Into<Community>, page: u32, per_page: u32)
        -> (Vec<AccuracyEntry>, u32);
    fn past_games(community: impl Into<Community>, player: Option<UserId>, page: u32, per_page: u32)
        -> GamesPage;
    fn past_games_numbered(community: impl Into<Community>, typed: &str, limit: u32)
        -> Vec<PastGame>;
    fn past_game(community: impl Into<Community>, id: GameId)
        -> Option<(PastGame, Record)>;
    fn latest_past_game_in(channel: ChannelId) -> Option<GameId>;
    fn season_settings(community: impl Into<Community>) -> SeasonSettings;
    fn season_leaderboard(
        community: impl Into<Community>,
        season: Season,
        order: LeaderboardOrder,
        page: u32,
        per_page: u32,
    ) -> LeaderboardPage;
    fn season_stats(community: impl Into<Community>, season: Season, user: UserId)
        -> Option<PlayerStats>;
    fn anyone_played(community: impl Into<Community>, season: Season) -> bool;
    fn seasons_played(community: impl Into<Community>, limit: u32) -> Vec<Season>;
    fn season_announcement_refused(guild: GuildId, season: Season) -> Option<ChannelId>;
    fn daily_puzzle_channel(guild: GuildId) -> Option<ChannelId>;
    fn open_tournaments(guild: GuildId) -> Vec<Tournament>;
    fn tournament_of_game(game: GameId) -> Option<(TournamentId, u16)>;
}
