//! Games written straight into a `Store`, as the bot would have left them: a
//! lobby opened and started, then the game's end. For the tests and benches
//! that need finished games without playing them through Discord
//! (`tests/store/`, `tests/e2e/contention.rs` and the benches' `main.rs`
//! include this file, for `benches/contention.rs` and `benches/history.rs`).

// Each test binary or bench that includes this file uses a part of it.
#![allow(dead_code)]

use std::time::Duration;

use hypnosia::game::{Color, Dice, Entry, Game, LeaveKind, Variant};
use hypnosia::store::Store;
use hypnosia::table::{
    ChannelId, GameId, GuildId, Level, LobbyOptions, NewLobby, Seat, TurnClock, UserId,
};
use rand::{Rng, SeedableRng};

/// A lobby's options in these games: the default variant, 2-minute turns, no
/// thread, six seats at most.
pub fn lobby_options() -> LobbyOptions {
    LobbyOptions {
        variant: Variant::default(),
        turn_timeout: Duration::from_secs(120),
        thread: false,
        max_seats: 6,
    }
}

/// A lobby of `seats` in `channel` of `guild`, hosted by `host`, that would
/// expire long after any test.
pub fn new_lobby(guild: GuildId, channel: ChannelId, host: UserId, seats: Vec<Seat>) -> NewLobby {
    NewLobby {
        place: hypnosia::table::Place::in_server(guild, channel),
        host,
        seats,
        options: lobby_options(),
        expires_at: 2_000_000_000,
        kept_for: None,
    }
}

/// Opens `lobby` and starts its game with dice seeded by `seed`, the first
/// turn's deadline long after any test; returns the game's number and its
/// first position.
pub async fn start_game(store: &Store, lobby: &NewLobby, seed: u64) -> (GameId, Game) {
    let players = lobby.seats.iter().map(Seat::player).collect();
    let lobby = store.create_lobby(lobby).await.expect("a lobby");
    let game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    store
        .start_game(&lobby, &game, &TurnClock::until(1_900_000_000))
        .await
        .expect("the game starts");
    (lobby.id, game)
}

/// Ends `game` by its players leaving in `order` while it lasts (the last one
/// left wins), and stores that end over the version `stored` the store holds
/// of game `id`; returns the ended game.
pub async fn finish_by_leaving(
    store: &Store,
    id: GameId,
    stored: u64,
    mut game: Game,
    order: &[Color],
) -> Game {
    for &color in order {
        if !game.is_over() {
            game.leave(color, LeaveKind::Resign).unwrap();
        }
    }
    assert!(game.is_over(), "leaving players end the game");
    store
        .finish_game(id, stored, &game)
        .await
        .expect("the game is stored as finished");
    game
}

/// How many turns `game` has played.
pub fn turns_played(game: &Game) -> usize {
    game.entries()
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count()
}

/// A finished four-seat game in `channel` of `guild`: ann (red) and ben (blue)
/// with two easy computers, `turns` turns of moves drawn at random from `seed`
/// (fewer if the game ends first), then the people and one computer resign.
/// Returns its number and the ended game.
pub async fn store_finished_game(
    store: &Store,
    guild: GuildId,
    channel: ChannelId,
    turns: usize,
    seed: u64,
) -> (GameId, Game) {
    let host = UserId(1);
    let seats = vec![
        Seat::human(Color::Red, host, "ann"),
        Seat::ai(Color::Cyan, Level::Easy),
        Seat::human(Color::Blue, UserId(2), "ben"),
        Seat::ai(Color::Green, Level::Easy),
    ];
    let (id, mut game) = start_game(store, &new_lobby(guild, channel, host, seats), seed).await;
    let stored = game.version();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    while turns_played(&game) < turns && !game.is_over() {
        let moves = game.legal_moves();
        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
    }
    let order = [Color::Red, Color::Blue, Color::Cyan];
    let game = finish_by_leaving(store, id, stored, game, &order).await;
    (id, game)
}
