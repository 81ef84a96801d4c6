//! The engine on a SQLite file of its own, shown on the recording screen: a
//! world started and restarted, games started in it, waited for and played.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use hypnosia::heavy::lanes::{HeavyLimits, Lanes};
use hypnosia::live::{MoveClick, PostKey, Settings, Sharding, Started, Tables};
use hypnosia::store::{PostKind, Store};
use hypnosia::table::{
    ChannelId, GameId, LobbyOptions, NewLobby, Seat, Table, TimeoutRange, UnixTime, UserId,
};

use super::{ADA, CHANNEL, GUILD, RecordingScreen, two_seats};

/// The engine on a SQLite file of its own, shown on a recording screen.
pub struct World {
    pub dir: tempfile::TempDir,
    pub tables: Arc<Tables<RecordingScreen>>,
}

pub fn settings() -> Settings {
    Settings {
        ai_delay: Duration::from_millis(5),
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(7),
        sharding: Sharding::Auto,
        waits: Default::default(),
    }
}

impl World {
    pub async fn new() -> World {
        Self::with(settings()).await
    }

    pub async fn with(settings: Settings) -> World {
        let dir = tempfile::tempdir().unwrap();
        let tables = Self::engine(&dir, settings).await;
        World { dir, tables }
    }

    /// [`World::new`] whose engine runs its heavy work on `lanes`.
    pub async fn with_lanes(lanes: Arc<Lanes>) -> World {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("live.db");
        let url = path.to_str().unwrap();
        let tables = Self::engine_on_lanes(url, settings(), lanes, |tables| tables).await;
        World { dir, tables }
    }

    /// A world whose process keeps its tables in the database at `url` (on
    /// PostgreSQL, others may share it: [`World::engine_on`]).
    pub async fn on(url: &str) -> World {
        let dir = tempfile::tempdir().unwrap();
        let tables = Self::engine_on(url, settings()).await;
        World { dir, tables }
    }

    async fn engine(dir: &tempfile::TempDir, settings: Settings) -> Arc<Tables<RecordingScreen>> {
        let path = dir.path().join("live.db");
        Self::engine_on(path.to_str().unwrap(), settings).await
    }

    /// The engine of one process on the database at `url`.
    pub async fn engine_on(url: &str, settings: Settings) -> Arc<Tables<RecordingScreen>> {
        Self::engine_built(url, settings, |tables| tables).await
    }

    /// [`World::engine_on`], its engine finished by `build` (given steps of
    /// its sweep, say) before it runs.
    pub async fn engine_built(
        url: &str,
        settings: Settings,
        build: impl FnOnce(Arc<Tables<RecordingScreen>>) -> Arc<Tables<RecordingScreen>>,
    ) -> Arc<Tables<RecordingScreen>> {
        let lanes = Arc::new(Lanes::new(1, HeavyLimits::default()));
        Self::engine_on_lanes(url, settings, lanes, build).await
    }

    async fn engine_on_lanes(
        url: &str,
        settings: Settings,
        lanes: Arc<Lanes>,
        build: impl FnOnce(Arc<Tables<RecordingScreen>>) -> Arc<Tables<RecordingScreen>>,
    ) -> Arc<Tables<RecordingScreen>> {
        let store = Store::open_with(url, settings.waits.store).await.unwrap();
        let screen = RecordingScreen::new();
        let tables = Tables::new(store, Arc::clone(&screen), settings, lanes);
        let tables = build(tables);
        let _ = screen.tables.set(Arc::downgrade(&tables));
        tables
    }

    /// The process stops (its background work with it) and a new one starts
    /// on the same database, with a screen of its own, and resumes.
    pub async fn restart(&mut self) {
        self.tables.stop();
        let threads = self.screen().opens_threads.load(Ordering::SeqCst);
        self.tables = Self::engine(&self.dir, self.tables.settings().clone()).await;
        self.screen().opens_threads.store(threads, Ordering::SeqCst);
        self.tables.resume().await;
    }

    pub fn screen(&self) -> &RecordingScreen {
        self.tables.screen()
    }

    /// A game with these seats (Ada hosts), started through its lobby.
    pub async fn start(&self, seats: Vec<Seat>, timeout: Duration) -> GameId {
        self.start_in(CHANNEL, seats, timeout).await
    }

    /// [`World::start`] in another channel.
    pub async fn start_in(
        &self,
        channel: ChannelId,
        seats: Vec<Seat>,
        timeout: Duration,
    ) -> GameId {
        let options = LobbyOptions {
            turn_timeout: timeout,
            max_seats: 6,
            ..LobbyOptions::default()
        };
        let mut new = NewLobby::new(
            hypnosia::table::Place::in_server(GUILD, channel),
            ADA,
            "Ada",
            options,
            self.tables.lobbies().expiry(),
            TimeoutRange::default(),
        )
        .unwrap();
        new.seats = seats;
        self.start_lobby(&new, None).await
    }

    /// The game of lobby `new`, opened and started at once (in `thread` when
    /// given).
    pub async fn start_lobby(&self, new: &NewLobby, thread: Option<ChannelId>) -> GameId {
        let lobby = self.tables.lobbies().open(new).await.unwrap();
        match self
            .tables
            .lobbies()
            .start(lobby, new.host, thread)
            .await
            .unwrap()
        {
            Started::Game(lobby) => lobby.id,
            other => panic!("the game did not start: {other:?}"),
        }
    }

    /// Ada (red) and Bob (blue), 2 min turns.
    pub async fn start_two_people(&self) -> GameId {
        self.start(two_seats(), Duration::from_secs(120)).await
    }

    pub async fn table(&self, game: GameId) -> Table {
        self.tables.kernel().load(game).await.unwrap()
    }

    /// The person to move in `game` and their seat's user.
    pub async fn mover(&self, game: GameId) -> UserId {
        let t = self.table(game).await;
        t.human_to_move().expect("a person to move").1
    }

    /// Waits until `check` holds of the stored game, for at most 10 s.
    pub async fn until(&self, game: GameId, what: &str, check: impl Fn(&Table) -> bool) -> Table {
        for _ in 0..500 {
            let t = self.table(game).await;
            if check(&t) {
                return t;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("{what}: not within 10 s");
    }

    /// The screen's posts of `kind`, once it was handed `count` of them (and
    /// reported them).
    pub async fn until_posted(
        &self,
        kind: PostKind,
        count: usize,
    ) -> Vec<(PostKey, Option<UnixTime>)> {
        for _ in 0..500 {
            let posts = self.screen().posts(kind);
            if posts.len() >= count {
                self.screen().flush().await;
                return posts;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("{count} posts of {kind:?}: not within 10 s");
    }
}

/// The person to move in `game` plays their whole turn, each time the first
/// move offered, clicking on the game's live message.
pub async fn play_turn(w: &World, game: GameId) {
    let first = w.table(game).await;
    let (color, user) = first.human_to_move().expect("a person to move");
    let turn = first.game.entries().len();
    let mut n = 1000;
    loop {
        let t = w.table(game).await;
        if t.human_to_move() != Some((color, user)) || t.game.entries().len() != turn {
            return;
        }
        n += 1;
        let click = MoveClick {
            community: t.place.community(),
            user,
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        w.tables.click_move(click, n).await.unwrap();
    }
}
