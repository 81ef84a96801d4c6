//! A real SQLite file, the engine on it, and a screen that records what it is
//! asked to show instead of talking to Discord.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::heavy::lanes::{HeavyLimits, Lanes};
use hypnosia::i18n::Text;
use hypnosia::live::{
    Cause, Change, Error, LiveMessage, LobbyAction, LobbyClick, LobbyOutcome, MoveClick, Next,
    Notice, Post, PostData, PostKey, PostReport, Screen, Settings, Sharding, Shown, Started,
    Tables,
};
use hypnosia::store::{PostKind, Store, StoreError};
use hypnosia::table::{
    ChannelId, GameId, GuildId, Level, Lobby, LobbyOptions, MessageId, NewLobby, Seat, Table,
    TableLimit, TimeoutRange, UnixTime, UserId, unix_now,
};
use hypnosia::words::refusals::RefusalText;

pub use crate::tables::{ADA, BOB};

pub const GUILD: GuildId = GuildId(1);
pub const CHANNEL: ChannelId = ChannelId(2);

/// What the recording screen was asked to show, in order.
#[derive(Default)]
pub struct Recorded {
    pub changes: Vec<Change<u32>>,
    /// The message that shows each game, as last posted or kept.
    pub live: std::collections::HashMap<GameId, LiveMessage>,
    pub reminders: Vec<(GameId, UnixTime)>,
    pub expired_lobbies: Vec<GameId>,
    pub expired_votes: Vec<GameId>,
    /// The daily puzzles the engine told it to show (post or count).
    pub daily_puzzles: Vec<hypnosia::puzzles::DailyPuzzle>,
    /// How many sweeps ran.
    pub sweeps: usize,
    /// The tournaments' calls: what each said, and whom it pinged.
    pub calls: Vec<(
        hypnosia::seating::TournamentId,
        hypnosia::i18n::Text,
        Vec<hypnosia::table::UserId>,
    )>,
    /// The outbox's posts handed over: which, and since when each looked for
    /// itself first.
    pub posts: Vec<(PostKey, Option<UnixTime>)>,
    /// The tournament tables' openings handed over: which game, and since
    /// when a thread made for it before may exist.
    pub openings: Vec<(GameId, Option<UnixTime>)>,
    /// Each server's settings as the screen was told them: the first
    /// change's `now`, each later change made to them.
    pub settings:
        std::collections::HashMap<hypnosia::table::GuildId, hypnosia::table::GuildSettings>,
}

/// The thread the recording screen opens for tournament table `game` (found
/// again by its name when it opened it before).
pub fn thread_of(game: GameId) -> ChannelId {
    ChannelId(10_000 + game.0 as u64)
}

/// What the recording screen does with the outbox's posts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Posting {
    /// Posts each and reports its message.
    Posts,
    /// Fails each, as while the pace's breaker is open, and reports it.
    Fails,
    /// Reports nothing, as if the process died before the post.
    Dies,
}

/// A screen that records each change and ends its show at once: shown (the
/// engine marks it in the store, as after Discord's answer); or, `lost`,
/// recorded nothing and not shown, as if the process died before the post.
pub struct RecordingScreen {
    pub recorded: Mutex<Recorded>,
    pub lost: AtomicBool,
    /// Whether it opens tournament tables' threads itself (kept across a restart).
    pub opens_threads: AtomicBool,
    /// The engine it shows, told what it showed.
    tables: OnceLock<Weak<Tables<RecordingScreen>>>,
    next_message: AtomicU64,
    marking: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    /// What it does with the outbox's posts.
    pub posting: Mutex<Posting>,
    /// Whether a show that posts a new message (recorded at once: its
    /// buttons reach the players) ends only once [`RecordingScreen::release`]d.
    pub hold_posts: AtomicBool,
    /// Whether a show of a game's end ends only once released.
    pub hold_ends: AtomicBool,
    released: tokio::sync::Semaphore,
}

impl RecordingScreen {
    pub fn new() -> Arc<RecordingScreen> {
        Arc::new(RecordingScreen {
            recorded: Mutex::default(),
            lost: AtomicBool::new(false),
            opens_threads: AtomicBool::new(false),
            tables: OnceLock::new(),
            next_message: AtomicU64::new(9000),
            marking: Mutex::default(),
            posting: Mutex::new(Posting::Posts),
            hold_posts: AtomicBool::new(false),
            hold_ends: AtomicBool::new(false),
            released: tokio::sync::Semaphore::new(0),
        })
    }

    /// Ends the shows held so far, and holds none from now on.
    pub fn release(&self) {
        self.hold_posts.store(false, Ordering::SeqCst);
        self.hold_ends.store(false, Ordering::SeqCst);
        self.released.add_permits(1);
    }

    /// Waits for every show handed over so far to be marked in the store
    /// (the engine's shows idle, for at most 10 s) and every post reported.
    pub async fn flush(&self) {
        let tables = self.tables();
        for _ in 0..2000 {
            if tables.shows_idle() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let pending: Vec<_> = std::mem::take(&mut *self.marking.lock().unwrap());
        for task in pending {
            task.await.unwrap();
        }
    }

    /// The outbox's posts of `kind` it posted (or tried to), in order.
    pub fn posts(&self, kind: PostKind) -> Vec<(PostKey, Option<UnixTime>)> {
        let recorded = self.recorded.lock().unwrap();
        let posts = recorded.posts.iter().filter(|(key, _)| key.kind == kind);
        posts.cloned().collect()
    }

    /// Waits (10 s at most) until it was handed `count` posts of `kind`,
    /// then for the reports they made: the posts of `kind` handed by then.
    pub async fn posts_after(&self, kind: PostKind, count: usize) -> Vec<PostKey> {
        for _ in 0..500 {
            if self.posts(kind).len() >= count {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.flush().await;
        self.posts(kind).into_iter().map(|(key, _)| key).collect()
    }

    /// The outbox's post handed over: recorded, then reported as
    /// [`RecordingScreen::posting`] says.
    fn post(&self, post: Post) {
        let key = post.key.clone();
        // What it does is read with the record, as one step.
        let posting = self.posting.lock().unwrap();
        let mut recorded = self.recorded.lock().unwrap();
        match &post.data {
            PostData::Reminder { table, deadline } => {
                recorded.reminders.push((table.id, *deadline))
            }
            // Reported by the test itself.
            PostData::Daily(daily) => return recorded.daily_puzzles.push((**daily).clone()),
            PostData::Table { table, since, .. } => recorded.openings.push((table.id, *since)),
            _ => {}
        }
        recorded.posts.push((key.clone(), post.look_since));
        drop(recorded);
        let report = match *posting {
            Posting::Dies => return,
            Posting::Fails => PostReport::Failed,
            Posting::Posts => match &post.data {
                PostData::Table { table, .. } => PostReport::Opened(thread_of(table.id)),
                // An edit in place.
                PostData::Signup { message, .. }
                | PostData::Standings {
                    message: Some(message),
                    ..
                } => PostReport::Posted(CHANNEL, *message),
                _ => {
                    let id = self.next_message.fetch_add(1, Ordering::SeqCst);
                    PostReport::Posted(CHANNEL, MessageId(id))
                }
            },
        };
        let tables = self.tables();
        let task = tokio::spawn(async move { tables.outbox().posted(&key, report).await.unwrap() });
        self.marking.lock().unwrap().push(task);
    }

    /// Records a change handed over, and what became of it: shown, or
    /// nothing when `lost`; and whether its show is held.
    fn record(&self, change: Change<u32>) -> (Shown, bool) {
        let table = &change.table;
        let mut live = LiveMessage::of(table);
        if self.lost.load(Ordering::SeqCst) {
            return (Shown { live, done: false }, false);
        }
        let entries = table.game.entries().len();
        let posts = matches!(change.step, Next::NewHumanTurn(_) | Next::Again);
        let ends = matches!(change.step, Next::Over);
        if posts || live.message.is_none() {
            let id = self.next_message.fetch_add(1, Ordering::SeqCst);
            live = LiveMessage {
                message: Some(MessageId(id)),
                from: entries.saturating_sub(1) as u32,
            };
        }
        let mut recorded = self.recorded.lock().unwrap();
        recorded.live.insert(table.id, live);
        recorded.changes.push(change);
        let held = (posts && self.hold_posts.load(Ordering::SeqCst))
            || (ends && self.hold_ends.load(Ordering::SeqCst));
        (Shown { live, done: true }, held)
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

    fn tables(&self) -> Arc<Tables<RecordingScreen>> {
        let tables = self.tables.get().and_then(Weak::upgrade);
        tables.expect("the engine this screen shows")
    }

    /// The message that shows `game` now, as this screen posted it.
    pub fn message(&self, game: GameId) -> Option<MessageId> {
        let recorded = self.recorded.lock().unwrap();
        recorded.live.get(&game).and_then(|l| l.message)
    }
}

impl Screen for RecordingScreen {
    /// The number a test gives its click.
    type Click = u32;

    /// Recorded at once, when the engine hands it over (its show ends in
    /// what it did).
    fn show(self: Arc<Self>, change: Change<u32>) -> impl Future<Output = Shown> + Send + 'static {
        let (shown, held) = self.record(change);
        async move {
            if held {
                // The permit goes back at once: every held show ends.
                let _ = self.released.acquire().await;
            }
            shown
        }
    }

    fn notice(self: Arc<Self>, notice: Notice) {
        let mut recorded = self.recorded.lock().unwrap();
        match notice {
            Notice::LobbyExpired(lobby) => recorded.expired_lobbies.push(lobby.id),
            Notice::VoteExpired { game, .. } => recorded.expired_votes.push(game),
            Notice::Swept => recorded.sweeps += 1,
            Notice::TournamentCall { id, call, people } => recorded.calls.push((id, call, people)),
            Notice::SettingChanged { guild, change, now } => {
                recorded
                    .settings
                    .entry(guild)
                    .and_modify(|known| known.apply(&change))
                    .or_insert(*now);
            }
            Notice::Post(post) => {
                drop(recorded);
                self.post(*post);
            }
        }
    }

    fn opens_threads(&self) -> bool {
        self.opens_threads.load(Ordering::SeqCst)
    }
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
        let store = Store::open_with(url, settings.waits.store).await.unwrap();
        let screen = RecordingScreen::new();
        let lanes = Arc::new(Lanes::new(1, HeavyLimits::default()));
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
            GUILD,
            channel,
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

/// The version of post `key` of `kind` in the world's outbox (owed or
/// not), read behind the engine's back; none: no such post.
pub async fn post_version(w: &World, kind: PostKind, key: &str) -> Option<i64> {
    use sqlx::Connection;
    let url = format!("sqlite://{}", w.dir.path().join("live.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let version = sqlx::query_scalar("SELECT version FROM posts WHERE kind = $1 AND key = $2")
        .bind(kind.as_str())
        .bind(key)
        .fetch_optional(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    version
}

/// What a refusal says, for comparing with the refusal expected.
pub fn refusal<T>(result: Result<T, Error>) -> String {
    match result {
        Err(Error::User(e)) => e.to_string(),
        Err(other) => panic!("a fault, not a refusal: {other:?}"),
        Ok(_) => panic!("done, not refused"),
    }
}

/// The words of a refusal made of `message`.
pub fn says(message: impl Into<Text>) -> String {
    Error::user(message).to_string()
}

/// What a rule of the table's refusal says to the person.
pub fn says_refused(refusal: impl RefusalText) -> String {
    Error::refused(refusal).to_string()
}

/// Whether `result` was refused for a limit of the server or the member.
pub fn limited<T: std::fmt::Debug>(result: Result<T, Error>) -> TableLimit {
    match result {
        Err(Error::Store(StoreError::Limit(limit))) => limit,
        other => panic!("not refused for a limit: {other:?}"),
    }
}

/// A new lobby of `host`'s in `channel`, two to six seats, 2 min turns.
pub fn new_lobby(channel: ChannelId, host: UserId, name: &str) -> NewLobby {
    let options = LobbyOptions {
        turn_timeout: Duration::from_secs(120),
        ..LobbyOptions::default()
    };
    NewLobby::new(
        GUILD,
        channel,
        host,
        name,
        options,
        unix_now() + 600,
        TimeoutRange::default(),
    )
    .unwrap()
}

/// The clicks on a lobby's buttons and menus, as the screen makes them.
impl World {
    /// Opens `host`'s lobby in `channel`.
    pub async fn open(&self, channel: ChannelId, host: UserId, name: &str) -> Result<Lobby, Error> {
        let mut new = new_lobby(channel, host, name);
        new.expires_at = self.tables.lobbies().expiry();
        self.tables.lobbies().open(&new).await
    }

    async fn lobby_click(
        &self,
        lobby: GameId,
        user: UserId,
        action: LobbyAction,
    ) -> Result<LobbyOutcome, Error> {
        let click = LobbyClick {
            lobby,
            guild: GUILD,
            user,
            name: name_of(user),
            action,
            no_thread: None,
            manages_server: false,
        };
        self.tables.lobbies().click(&click).await
    }

    pub async fn join(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Join).await
    }

    pub async fn leave(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Leave).await
    }

    /// The host's "Add computer" menu, at `level`.
    pub async fn add_computer(
        &self,
        lobby: GameId,
        user: UserId,
        level: Level,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::AddComputer(level))
            .await
    }

    /// The host's "Add computer" menu, its "remove" entry.
    pub async fn remove_computer(
        &self,
        lobby: GameId,
        user: UserId,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::RemoveComputer)
            .await
    }

    /// The color picker, at `color`.
    pub async fn pick(
        &self,
        lobby: GameId,
        user: UserId,
        color: Color,
    ) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Color(color))
            .await
    }

    pub async fn cancel_lobby(&self, lobby: GameId, user: UserId) -> Result<LobbyOutcome, Error> {
        self.lobby_click(lobby, user, LobbyAction::Cancel).await
    }

    /// Start, as the screen runs it: the click, then the game set up (in
    /// `thread` when given), then the Start let go of.
    pub async fn start_click(
        &self,
        lobby: GameId,
        user: UserId,
        thread: Option<ChannelId>,
    ) -> Result<Started, Error> {
        let outcome = self.lobby_click(lobby, user, LobbyAction::Start).await?;
        let LobbyOutcome::Start(lobby) = outcome else {
            panic!("a Start that does not start: {outcome:?}");
        };
        let started = self
            .tables
            .lobbies()
            .start(lobby.clone(), user, thread)
            .await;
        self.tables.lobbies().start_finished(lobby.id);
        started
    }

    /// A lobby as stored now (`None` once started or closed).
    pub async fn lobby(&self, lobby: GameId) -> Option<Lobby> {
        self.tables.store().lobby(lobby).await.unwrap()
    }

    /// Ada and Bob's game in the world's channel, over: Ada resigned.
    pub async fn finished_game(&self) -> GameId {
        let game = self.start_two_people().await;
        self.tables
            .votes()
            .resign_in(GUILD, game, ADA)
            .await
            .unwrap();
        assert!(self.table(game).await.game.is_over());
        game
    }
}

/// Ada (red) and Bob (blue).
pub fn two_seats() -> Vec<Seat> {
    vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ]
}

/// The name each test person goes by.
pub fn name_of(user: UserId) -> String {
    [(ADA, "Ada"), (BOB, "Bob"), (CAROL, "Carol")]
        .into_iter()
        .find(|(u, _)| *u == user)
        .map_or_else(|| format!("user {}", user.0), |(_, name)| name.to_owned())
}

pub const CAROL: UserId = UserId(33);

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
            guild: t.place.guild,
            user,
            message: w.screen().message(game).expect("the game is shown"),
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        w.tables.click_move(click, n, Duration::ZERO).await.unwrap();
    }
}
