//! Store speed: committing one move (goal: median ≤ 1 ms) and one leaderboard
//! page of a server with 10 000 players (goal: ≤ 10 ms), all time and of the
//! current season (the server has monthly seasons), on a real SQLite file.
//!
//! Criterion prints medians; the p99 of a move commit is measured by a plain loop
//! of 2000 commits and printed before the criterion groups.
//!
//! Run short (`cargo test --benches`), it is 20 commits per loop and a server
//! of 120 players.
//!
//! `store/change/at_N` is what the engine's change path asks of the store for
//! one move of a game N moves in (issue 79): load the game, play a move on it,
//! save it. For counting instructions (callgrind, which is deterministic),
//! `STORE_CHANGE=PHASE,AT,TIMES` runs only that: [`CHANGE_GAMES`] games set up
//! AT moves in (each changed once, as the move before left it), then TIMES of
//! PHASE (`load`, `apply`, `save` or `change`, the three in turn) over them;
//! the instructions of TIMES against those of 0, divided by TIMES, are one's.

use std::time::{Duration, Instant};

use criterion::Criterion;
use hypnosia::game::{Color, Dice, Game, LeaveKind, Variant};
use hypnosia::store::{LeaderboardOrder, Store};
use hypnosia::table::{
    ChannelId, GameId, GuildId, LobbyOptions, NewLobby, Season, SeasonCadence, Seat, TurnClock,
    UnixTime, UserId, unix_now,
};
use tokio::runtime::Runtime;

const GUILD: GuildId = GuildId(1_100_000_000_000_000_001);
const PLAYERS: u64 = 10_000;

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn options() -> LobbyOptions {
    LobbyOptions {
        variant: Variant::default(),
        turn_timeout: Duration::from_secs(120),
        thread: false,
        max_seats: 6,
    }
}

fn seats(users: &[u64]) -> Vec<Seat> {
    users
        .iter()
        .zip(Color::ALL)
        .map(|(&u, c)| Seat::human(c, UserId(u), format!("Player {u}")))
        .collect()
}

async fn start(store: &Store, seats: Vec<Seat>, dice: Dice) -> (GameId, Game) {
    let players = seats.iter().map(Seat::player).collect();
    let lobby = NewLobby {
        place: hypnosia::table::Place::in_server(GUILD, ChannelId(1)),
        host: seats[0].occupant.user().unwrap(),
        seats,
        options: options(),
        expires_at: UnixTime::MAX,
        kept_for: None,
    };
    let lobby = store.create_lobby(&lobby).await.unwrap();
    let id = lobby.id;
    let game = Game::new(players, Variant::default(), dice).unwrap();
    store
        .start_game(&lobby, &game, &TurnClock::default())
        .await
        .unwrap();
    (id, game)
}

/// Every state of one four-player game, move by move, before it ends: what the
/// bot commits over a whole game (records from ~1 KB to ~50 KB).
fn snapshots() -> Vec<Game> {
    let players = seats(&[1, 2, 3, 4]).iter().map(Seat::player).collect();
    let mut game = Game::new(players, Variant::default(), Dice::from_seed(8)).unwrap();
    let mut out = vec![game.clone()];
    let mut pick = 0usize;
    while !game.is_over() {
        let moves = game.legal_moves();
        pick = pick.wrapping_mul(31).wrapping_add(7);
        game.play(moves[pick % moves.len()]).unwrap();
        if !game.is_over() {
            out.push(game.clone());
        }
    }
    out
}

/// Commits moves of `states` (from `from` on) into fresh games, timing only the commits.
struct Committer {
    store: Store,
    states: Vec<Game>,
    from: usize,
    id: GameId,
    next: usize,
}

impl Committer {
    async fn new(store: Store, states: Vec<Game>, from: usize) -> Committer {
        let mut c = Committer {
            store,
            states,
            from,
            id: GameId(0),
            next: 0,
        };
        c.restart().await;
        c
    }

    /// A new running game, already at the state before `from` (untimed).
    async fn restart(&mut self) {
        let seats = seats(&[1, 2, 3, 4]);
        let (id, first) = start(&self.store, seats, Dice::from_seed(8)).await;
        let clock = TurnClock::default();
        let base = self.from.max(1) - 1;
        if base > 0 {
            self.store
                .save_game(id, first.version(), &self.states[base], &clock)
                .await
                .unwrap();
        }
        self.id = id;
        self.next = base + 1;
    }

    /// Commits the next move; returns how long the commit took.
    async fn commit_next(&mut self) -> Duration {
        if self.next == self.states.len() {
            self.restart().await;
        }
        let before = self.states[self.next - 1].version();
        let game = &self.states[self.next];
        let clock = TurnClock::until(1_900_000_000);
        let start = Instant::now();
        self.store
            .save_game(self.id, before, game, &clock)
            .await
            .unwrap();
        let took = start.elapsed();
        self.next += 1;
        took
    }
}

fn print_percentiles(label: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 * q) as usize).min(samples.len() - 1)];
    println!(
        "{label}: {} commits, median {:?}, p99 {:?}, max {:?}",
        samples.len(),
        at(0.5),
        at(0.99),
        samples[samples.len() - 1]
    );
}

/// `short`: a few commits and a small server, for seconds instead of minutes.
pub fn suite(c: &mut Criterion, short: bool) {
    if let Ok(spec) = std::env::var("STORE_CHANGE") {
        return change_counted(&spec);
    }
    change_move(c);
    commit_move(c, if short { 20 } else { 2000 });
    leaderboard_page(c, if short { 120 } else { PLAYERS });
}

/// Times `commits` commits in a plain loop for the p99, then criterion's groups.
fn commit_move(c: &mut Criterion, commits: usize) {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let store = rt
        .block_on(Store::open(dir.path().join("bench.db").to_str().unwrap()))
        .unwrap();
    let states = snapshots();
    let late = states.len() - 60;
    let record_kb = |g: &Game| g.record().to_json().len() / 1024;
    println!(
        "one game: {} commits, last record {} KB (pretty JSON)",
        states.len() - 1,
        record_kb(&states[states.len() - 1])
    );

    let mut whole = rt.block_on(Committer::new(store.clone(), states.clone(), 1));
    let samples = (0..commits)
        .map(|_| rt.block_on(whole.commit_next()))
        .collect();
    print_percentiles("commit_move/whole_game (manual loop)", samples);
    let mut end = rt.block_on(Committer::new(store.clone(), states.clone(), late));
    let samples = (0..commits)
        .map(|_| rt.block_on(end.commit_next()))
        .collect();
    print_percentiles("commit_move/late_game (manual loop)", samples);

    let mut group = c.benchmark_group("store/commit_move");
    group.bench_function("whole_game", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| rt.block_on(whole.commit_next())).sum())
    });
    group.bench_function("late_game", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| rt.block_on(end.commit_next())).sum())
    });
    group.finish();
}

/// A server with `players` players (10 000 in full) who each finished two
/// six-player games (and a second server beside it), built through the public
/// API; the server has monthly seasons, so the games count in this month's
/// season too.
async fn populated(store: &Store, players: u64) {
    store
        .save_season_settings(GUILD, SeasonCadence::Monthly, None, unix_now())
        .await
        .unwrap();
    let other = |u: u64| players * 7 + u;
    for round in 0..2u64 {
        let mut users: Vec<u64> = (1..=players).collect();
        if round == 1 {
            // Different tables the second time: stride through the players.
            users.sort_by_key(|u| (u * 7919) % players);
        }
        for (n, table) in users.chunks(6).enumerate() {
            let mut table = table.to_vec();
            if table.len() < 2 {
                table.push(other(n as u64));
            }
            let (id, mut game) = start(store, seats(&table), Dice::from_seed(n as u64)).await;
            let version = game.version();
            // Players resign in a varied order; the last one left wins.
            let mut colors: Vec<Color> = game.players().iter().map(|p| p.color).collect();
            let len = colors.len();
            colors.rotate_left(n % len);
            for &color in &colors[..colors.len() - 1] {
                game.leave(color, LeaveKind::Resign).unwrap();
            }
            store.finish_game(id, version, &game).await.unwrap();
        }
    }
}

/// Reads a page, asserting it has rows, so that a short run cannot pass
/// without reading any.
fn assert_read(page: &hypnosia::store::LeaderboardPage) {
    assert!(
        !page.entries.is_empty(),
        "page {} of {} players is empty",
        page.page,
        page.total
    );
}

fn leaderboard_page(c: &mut Criterion, players: u64) {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let store = rt
        .block_on(Store::open(dir.path().join("bench.db").to_str().unwrap()))
        .unwrap();
    let start = Instant::now();
    rt.block_on(populated(&store, players));
    let board = rt
        .block_on(store.leaderboard(GUILD, LeaderboardOrder::Rating, 0, 25))
        .unwrap();
    println!(
        "populated {} rated players in {:?}",
        board.total,
        start.elapsed()
    );
    assert!(board.total >= players as u32);
    let last = board.pages() - 1;
    // Someone who played (player 4242 of the full run).
    let someone = UserId(4242.min(players));

    let mut group = c.benchmark_group("store/leaderboard_page");
    for (name, order, page) in [
        ("rating_first", LeaderboardOrder::Rating, 0),
        ("rating_last", LeaderboardOrder::Rating, last),
        ("wins_middle", LeaderboardOrder::Wins, last / 2),
        ("points_first", LeaderboardOrder::Points, 0),
    ] {
        assert_read(
            &rt.block_on(store.leaderboard(GUILD, order, page, 25))
                .unwrap(),
        );
        group.bench_function(name, |b| {
            b.iter(|| {
                rt.block_on(store.leaderboard(GUILD, order, page, 25))
                    .unwrap()
            })
        });
    }
    group.bench_function("player_stats", |b| {
        b.iter(|| rt.block_on(store.player_stats(GUILD, someone)).unwrap())
    });
    let season = Season::at(SeasonCadence::Monthly, unix_now()).unwrap();
    let board = rt
        .block_on(store.season_leaderboard(GUILD, season, LeaderboardOrder::Rating, 0, 25))
        .unwrap();
    assert!(
        board.total >= players as u32,
        "every player is in the season"
    );
    let last = board.pages() - 1;
    for (name, page) in [("season_rating_first", 0), ("season_rating_last", last)] {
        assert_read(
            &rt.block_on(store.season_leaderboard(
                GUILD,
                season,
                LeaderboardOrder::Rating,
                page,
                25,
            ))
            .unwrap(),
        );
        group.bench_function(name, |b| {
            b.iter(|| {
                rt.block_on(store.season_leaderboard(
                    GUILD,
                    season,
                    LeaderboardOrder::Rating,
                    page,
                    25,
                ))
                .unwrap()
            })
        });
    }
    group.bench_function("season_player_stats", |b| {
        b.iter(|| {
            rt.block_on(store.season_stats(GUILD, season, someone))
                .unwrap()
        })
    });
    group.finish();
}

/// The games `STORE_CHANGE` changes (each at most once).
const CHANGE_GAMES: usize = 100;

/// Running games for the change path's steps, each `at` moves in and changed
/// once already (a running game's last change went through the same path).
struct Changes {
    store: Store,
    states: Vec<Game>,
    at: usize,
    ids: Vec<GameId>,
}

impl Changes {
    async fn new(store: Store, states: Vec<Game>, at: usize, games: usize) -> Changes {
        let mut changes = Changes {
            store,
            states,
            at,
            ids: Vec::new(),
        };
        for _ in 0..games {
            let id = changes.fresh().await;
            changes.ids.push(id);
        }
        changes
    }

    /// A new running game `at - 1` moves in, then changed once.
    async fn fresh(&self) -> GameId {
        let (id, first) = start(&self.store, seats(&[1, 2, 3, 4]), Dice::from_seed(8)).await;
        let base = &self.states[self.at - 1];
        self.store
            .save_game(id, first.version(), base, &TurnClock::default())
            .await
            .unwrap();
        self.change(id).await;
        id
    }

    /// The change path's store work for one move: load, play, save.
    async fn change(&self, id: GameId) {
        let mut table = self.load(id).await;
        let expected = table.game.version();
        apply(&mut table.game);
        self.save(id, expected, &table.game).await;
    }

    async fn load(&self, id: GameId) -> hypnosia::table::Table {
        self.store.started_game(id).await.unwrap().unwrap()
    }

    async fn save(&self, id: GameId, expected: u64, game: &Game) {
        let clock = TurnClock::until(1_900_000_000);
        self.store
            .save_game_seen(id, expected, game, &clock, Some(expected))
            .await
            .unwrap();
    }
}

/// A move on `game` (the first legal one: the games stay far from their end).
fn apply(game: &mut Game) {
    let moves = game.legal_moves();
    game.play(moves[0]).unwrap();
    assert!(!game.is_over(), "a change bench's game ended");
}

/// `store/change/at_10` and `at_100`: one change each iteration, every game
/// changed at most 20 times before a fresh one takes its place (untimed).
fn change_move(c: &mut Criterion) {
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let store = rt
        .block_on(Store::open(dir.path().join("bench.db").to_str().unwrap()))
        .unwrap();
    let states = snapshots();
    let mut group = c.benchmark_group("store/change");
    for at in [10, 100] {
        let changes = rt.block_on(Changes::new(store.clone(), states.clone(), at, 1));
        let mut id = changes.ids[0];
        let mut done = 0;
        group.bench_function(format!("at_{at}"), |b| {
            b.iter_custom(|iters| {
                let mut took = Duration::ZERO;
                for _ in 0..iters {
                    if done == 20 {
                        id = rt.block_on(changes.fresh());
                        done = 0;
                    }
                    let start = Instant::now();
                    rt.block_on(changes.change(id));
                    took += start.elapsed();
                    done += 1;
                }
                took
            })
        });
    }
    group.finish();
}

/// What the store's memory of one running game (`store::KEPT_GAMES`) costs:
/// the resident memory of 2 000 copies of `game`, each as the store keeps it
/// (a clone), divided by 2 000.
fn kept_bytes(game: &Game) {
    let resident = || {
        let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
        let pages: u64 = statm
            .split_whitespace()
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        pages * 4096
    };
    let before = resident();
    let copies: Vec<std::sync::Arc<Game>> = (0..2000)
        .map(|_| std::sync::Arc::new(game.clone()))
        .collect();
    let after = resident();
    println!(
        "store/change: a kept game {} entries in: about {} bytes",
        game.entries().len(),
        after.saturating_sub(before) / copies.len() as u64
    );
}

/// `STORE_CHANGE=PHASE,AT,TIMES` (see the file's doc; PHASE `memory`: what
/// one kept game costs, [`kept_bytes`]).
fn change_counted(spec: &str) {
    let parts: Vec<&str> = spec.split(',').collect();
    let [phase, at, times] = parts[..] else {
        panic!("STORE_CHANGE is PHASE,AT,TIMES, not {spec:?}");
    };
    let at: usize = at.parse().expect("AT is a number of moves");
    let times: usize = times.parse().expect("TIMES is a number");
    assert!(times <= CHANGE_GAMES, "at most {CHANGE_GAMES} times");
    let rt = runtime();
    let dir = tempfile::tempdir().unwrap();
    let store = rt
        .block_on(Store::open(dir.path().join("bench.db").to_str().unwrap()))
        .unwrap();
    let changes = rt.block_on(Changes::new(store, snapshots(), at, CHANGE_GAMES));
    // What the phases not counted need, made beforehand for every game.
    let loaded: Vec<_> = changes
        .ids
        .iter()
        .map(|&id| rt.block_on(changes.load(id)))
        .collect();
    let played: Vec<Game> = loaded
        .iter()
        .map(|table| {
            let mut game = table.game.clone();
            apply(&mut game);
            game
        })
        .collect();
    let ids = &changes.ids[..times];
    rt.block_on(async {
        match phase {
            "load" => {
                for &id in ids {
                    std::hint::black_box(changes.load(id).await);
                }
            }
            "apply" => {
                for table in loaded.into_iter().take(times) {
                    let mut game = table.game;
                    apply(&mut game);
                    std::hint::black_box(game);
                }
            }
            "save" => {
                for (&id, (table, game)) in ids.iter().zip(loaded.iter().zip(&played)) {
                    changes.save(id, table.game.version(), game).await;
                }
            }
            "change" => {
                for &id in ids {
                    changes.change(id).await;
                }
            }
            "memory" => kept_bytes(&loaded[0].game),
            other => panic!("no phase {other:?}: load, apply, save, change or memory"),
        }
    });
    println!("store/change: {phase} x{times}, {at} moves in");
}
