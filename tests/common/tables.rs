//! Tables for tests of the rules above the game: Ada, Bob and Eve (who
//! watches), a lobby Ada opens, a started table, Ada against Bob or a
//! computer. Plain values, never stored.

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use hypnosia::game::{Color, Dice, Game, Player, Variant, default_colors};
use hypnosia::table::{
    ChannelId, GameId, GuildId, Level, Lobby, LobbyOptions, LobbyRefusal, MessageId, NewLobby,
    Occupant, Place, Seat, Table, TimeoutRange, TurnClock, UserId,
};

pub const ADA: UserId = UserId(1001);
pub const BOB: UserId = UserId(1002);
pub const EVE: UserId = UserId(1003);
pub const LIVE: MessageId = MessageId(555);

pub fn options(seats: u8) -> LobbyOptions {
    LobbyOptions {
        max_seats: seats,
        ..LobbyOptions::default()
    }
}

/// A lobby Ada opens with `options`, as the store hands it back.
pub fn open_lobby(options: LobbyOptions) -> Result<Lobby, LobbyRefusal> {
    NewLobby::new(
        hypnosia::table::Place::in_server(GuildId(1), ChannelId(2)),
        ADA,
        "Ada",
        options,
        0,
        TimeoutRange::default(),
    )
    .map(|new| new.opened(GameId(1), 0))
}

/// A started game at `seats`, played in channel 2 of server 1.
pub fn started(seats: Vec<Seat>, game: Game) -> Table {
    Table {
        id: GameId(1),
        place: Place::in_server(GuildId(1), ChannelId(2)),
        host: ADA,
        seats,
        options: LobbyOptions::default(),
        game,
        clock: TurnClock::default(),
        created_at: 0,
        started_at: 0,
        changed_at: 0,
        shown_version: None,
        tournament: None,
    }
}

/// Ada (red) and Bob (blue) play game 7, shown in message [`LIVE`]; Eve watches.
pub fn table(seed: u64) -> Table {
    let mut t = two_player_table(Player::human(Color::Blue, "Bob"), seed);
    t.id = GameId(7);
    t.place.screen.message = Some(LIVE);
    t
}

/// Ada (red) against `blue`: Bob when a person, else an easy computer player.
pub fn two_player_table(blue: Player, seed: u64) -> Table {
    let blue_seat = match blue.kind {
        hypnosia::game::PlayerKind::Ai => Occupant::Ai(Level::Easy),
        hypnosia::game::PlayerKind::Human => Occupant::Human {
            user: BOB,
            name: "Bob".into(),
        },
    };
    let seats = vec![
        Seat {
            color: Color::Red,
            occupant: Occupant::Human {
                user: ADA,
                name: "Ada".into(),
            },
        },
        Seat {
            color: Color::Blue,
            occupant: blue_seat,
        },
    ];
    let players = vec![Player::human(Color::Red, "Ada"), blue];
    let game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    started(seats, game)
}

/// `seats` people, Player0…, seated as a lobby seats them, their users
/// numbered from `first_user`, the dice from `seed`.
pub fn people(seats: usize, first_user: u64, seed: u64) -> Table {
    let colors = default_colors(seats);
    let name = |i: usize| format!("Player{i}");
    let players = (0..seats)
        .map(|i| Player::human(colors[i], name(i)))
        .collect();
    let seated = (0..seats)
        .map(|i| Seat {
            color: colors[i],
            occupant: Occupant::Human {
                user: UserId(first_user + i as u64),
                name: name(i),
            },
        })
        .collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    started(seated, game)
}
