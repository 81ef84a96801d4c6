//! A real SQLite file, the engine on it, and a screen that records what it is
//! asked to show instead of talking to Discord.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::i18n::Lang;
use hypnosia::live::{
    Cause, Change, LiveMessage, Next, Screen, Settings, Sharding, Started, Tables,
};
use hypnosia::store::Store;
use hypnosia::table::{
    ChannelId, GameId, GuildId, Lobby, LobbyOptions, MessageId, NewLobby, Seat, Table,
    TimeoutRange, UnixTime, UserId,
};

pub use crate::tables::{ADA, BOB};

pub const GUILD: GuildId = GuildId(1);
pub const CHANNEL: ChannelId = ChannelId(2);

/// What the recording screen was asked to show, in order.
#[derive(Default)]
pub struct Recorded {
    pub changes: Vec<Change<u32>>,
    pub reminders: Vec<(GameId, UnixTime)>,
    pub expired_lobbies: Vec<GameId>,
    pub expired_votes: Vec<GameId>,
}

/// A screen that records each change and marks it shown in the store, as
/// Discord's does once a post is through; or, `lost`, records nothing and
/// marks nothing, as if the process died before the post.
pub struct RecordingScreen {
    store: Store,
    pub recorded: Mutex<Recorded>,
    pub lost: AtomicBool,
    live: Mutex<HashMap<GameId, LiveMessage>>,
    next_message: AtomicU64,
    marking: Mutex<Vec<tokio::task::JoinHandle<()>>>,
}

impl RecordingScreen {
    pub fn new(store: Store) -> Arc<RecordingScreen> {
        Arc::new(RecordingScreen {
            store,
            recorded: Mutex::default(),
            lost: AtomicBool::new(false),
            live: Mutex::default(),
            next_message: AtomicU64::new(9000),
            marking: Mutex::default(),
        })
    }

    /// Waits for every mark in the store asked so far.
    pub async fn flush(&self) {
        let pending: Vec<_> = std::mem::take(&mut *self.marking.lock().unwrap());
        for task in pending {
            task.await.unwrap();
        }
    }

    /// The changes shown of `game`, in order.
    pub fn changes(&self, game: GameId) -> Vec<Change<u32>> {
        let recorded = self.recorded.lock().unwrap();
        recorded
            .changes
            .iter()
            .filter(|c| c.table.id == game)
            .cloned()
            .collect()
    }

    /// The message that shows `game` now.
    pub fn message(&self, game: GameId) -> Option<MessageId> {
        self.live.lock().unwrap().get(&game).and_then(|l| l.message)
    }
}

impl Screen for RecordingScreen {
    /// The number a test gives its click.
    type Click = u32;

    fn show(self: Arc<Self>, change: Change<u32>) {
        if self.lost.load(Ordering::SeqCst) {
            return;
        }
        let table = &change.table;
        let entries = table.game.entries().len();
        let live = {
            let mut all = self.live.lock().unwrap();
            let live = all.entry(table.id).or_insert(LiveMessage {
                message: table.place.message,
                from: table.place.message_from,
            });
            if matches!(change.step, Next::NewHumanTurn(_)) || live.message.is_none() {
                let id = self.next_message.fetch_add(1, Ordering::SeqCst);
                *live = LiveMessage {
                    message: Some(MessageId(id)),
                    from: entries.saturating_sub(1) as u32,
                };
            }
            *live
        };
        let (store, id, version) = (self.store.clone(), table.id, table.game.version());
        let running = (!table.game.is_over()).then_some((live.message, live.from));
        self.recorded.lock().unwrap().changes.push(change);
        let task = tokio::spawn(async move {
            store.mark_shown(id, version, running).await.unwrap();
        });
        self.marking.lock().unwrap().push(task);
    }

    fn showing(&self, _game: GameId) -> bool {
        false
    }

    fn live_message(&self, game: GameId) -> Option<LiveMessage> {
        self.live.lock().unwrap().get(&game).copied()
    }

    fn shown_version(&self, game: GameId) -> Option<u64> {
        let recorded = self.recorded.lock().unwrap();
        recorded
            .changes
            .iter()
            .filter(|c| c.table.id == game)
            .map(|c| c.table.game.version())
            .max()
    }

    fn posting(&self, _game: GameId, _message: MessageId) -> bool {
        false
    }

    fn remind(self: Arc<Self>, table: Table, deadline: UnixTime) {
        self.recorded
            .lock()
            .unwrap()
            .reminders
            .push((table.id, deadline));
    }

    fn lobby_expired(self: Arc<Self>, lobby: Lobby) {
        self.recorded.lock().unwrap().expired_lobbies.push(lobby.id);
    }

    fn vote_expired(self: Arc<Self>, game: GameId, _at: (ChannelId, MessageId, Lang)) {
        self.recorded.lock().unwrap().expired_votes.push(game);
    }

    fn swept(self: Arc<Self>) {}
}

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

    async fn engine(dir: &tempfile::TempDir, settings: Settings) -> Arc<Tables<RecordingScreen>> {
        let path = dir.path().join("live.db");
        let store = Store::open(path.to_str().unwrap()).await.unwrap();
        let screen = RecordingScreen::new(store.clone());
        Arc::new(Tables::new(store, screen, settings))
    }

    /// The process stops (its background work with it) and a new one starts
    /// on the same database, with a screen of its own, and resumes.
    pub async fn restart(&mut self) {
        self.tables.stop();
        self.tables = Self::engine(&self.dir, self.tables.settings.clone()).await;
        self.tables.resume().await;
    }

    pub fn screen(&self) -> &RecordingScreen {
        &self.tables.screen
    }

    /// A game with these seats (Ada hosts), started through its lobby.
    pub async fn start(&self, seats: Vec<Seat>, timeout: Duration) -> GameId {
        let options = LobbyOptions {
            turn_timeout: timeout,
            max_seats: 6,
            ..LobbyOptions::default()
        };
        let mut new = NewLobby::new(
            GUILD,
            CHANNEL,
            ADA,
            "Ada",
            options,
            self.tables.lobby_expiry(),
            TimeoutRange::default(),
        )
        .unwrap();
        new.seats = seats;
        let lobby = self.tables.open_lobby(&new).await.unwrap();
        match self
            .tables
            .start_lobby_game(lobby, ADA, None)
            .await
            .unwrap()
        {
            Started::Game(lobby) => lobby.id,
            other => panic!("the game did not start: {other:?}"),
        }
    }

    /// Ada (red) and Bob (blue).
    pub async fn start_two_people(&self) -> GameId {
        let seats = vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Blue, BOB, "Bob"),
        ];
        self.start(seats, Duration::from_secs(120)).await
    }

    pub async fn table(&self, game: GameId) -> Table {
        self.tables.load(game).await.unwrap()
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
}

/// Whether a change was a click's (and whose number).
pub fn click_of(change: &Change<u32>) -> Option<u32> {
    match change.cause {
        Cause::Click(n) => Some(n),
        Cause::Background | Cause::Closed => None,
    }
}

/// Runs `statement` on the world's SQLite file behind the engine's back.
pub async fn sql(w: &World, statement: &str) {
    use sqlx::Connection;
    let url = format!("sqlite://{}", w.dir.path().join("live.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::raw_sql(statement).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}
