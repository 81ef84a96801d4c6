//! What the sweep selects of running games, on both backends: the games
//! something waits on (a turn limit, or a computer to move), the games with
//! no turn limit idle since a given time, the rating changes of a finished
//! game read back for results shown again after a crash, when a game last
//! changed (a show owed since then may have been posted before a crash), and
//! a member's open practice game (one at a time).

use hypnosia::game::{Color, Dice, Game, LeaveKind, PlayerKind, Variant};
use hypnosia::table::{GuildId, Level, LobbyOptions, NO_TURN_LIMIT, Seat, TurnClock, unix_now};

use super::{ADA, BOB, CHANNEL, TestDb, fixtures, on_both_backends, start};

const GUILD: GuildId = GuildId(46);

async fn games_with_no_turn_limit_wait_on_nothing_until_they_are_idle(db: TestDb) {
    let store = db.open().await;
    let timed = start(
        &store,
        GUILD,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Blue, BOB, "Bob"),
        ],
        1,
    )
    .await
    .0;
    // A practice game: Ada against a computer, no turn limit, no deadline.
    let mut new = fixtures::new_lobby(
        GUILD,
        CHANNEL,
        ADA,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Blue, Level::Easy),
        ],
    );
    new.options = LobbyOptions {
        turn_timeout: NO_TURN_LIMIT,
        ..new.options
    };
    let lobby = store.create_lobby(&new).await.unwrap();
    let players = new.seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    store
        .start_game(&lobby, &game, &TurnClock::default())
        .await
        .unwrap();
    let computers_turn = game
        .to_move()
        .and_then(|c| game.player(c))
        .is_some_and(|p| p.kind == PlayerKind::Ai);

    let waiting: Vec<_> = store.waiting_game_ids().await.unwrap();
    assert!(
        waiting.contains(&(timed, hypnosia::table::Community::Server(GUILD))),
        "a turn limit: looked at"
    );
    assert_eq!(
        waiting.contains(&(lobby.id, hypnosia::table::Community::Server(GUILD))),
        computers_turn,
        "no turn limit: looked at only while a computer is to move"
    );
    assert!(store.idle_games(unix_now() - 60).await.unwrap().is_empty());
    let idle = store.idle_games(unix_now() + 60).await.unwrap();
    assert_eq!(
        idle,
        vec![(
            lobby.id,
            hypnosia::table::Community::Server(GUILD),
            game.version()
        )],
        "only the game with no turn limit"
    );
    // Ended, it is neither.
    let mut over = game.clone();
    over.cancel().unwrap();
    store
        .finish_game(lobby.id, game.version(), &over)
        .await
        .unwrap();
    assert!(store.idle_games(unix_now() + 60).await.unwrap().is_empty());
}

async fn rating_changes_read_back_are_those_the_finish_made(db: TestDb) {
    let store = db.open().await;
    for seed in [1, 2] {
        let seats = vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::human(Color::Blue, BOB, "Bob"),
        ];
        let (id, mut game) = start(&store, GUILD, seats, seed).await;
        let stored = game.version();
        game.leave(Color::Red, LeaveKind::Resign).unwrap();
        let finished = store.finish_game(id, stored, &game).await.unwrap();
        assert_eq!(finished.rating_changes.len(), 2);
        assert_eq!(
            store.rating_changes(id).await.unwrap(),
            finished.rating_changes,
            "game {seed} of the two"
        );
    }
}

async fn a_game_read_back_says_when_it_last_changed(db: TestDb) {
    let store = db.open().await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let since = unix_now();
    let (id, mut game) = start(&store, GUILD, seats, 4).await;
    let running = store.started_game(id).await.unwrap().unwrap();
    assert!(
        (since..=unix_now()).contains(&running.changed_at),
        "started now"
    );
    let stored = game.version();
    game.leave(Color::Red, LeaveKind::Resign).unwrap();
    store.finish_game(id, stored, &game).await.unwrap();
    let over = store.started_game(id).await.unwrap().unwrap();
    assert!(over.game.is_over());
    assert!((since..=unix_now()).contains(&over.changed_at), "ended now");
}

/// A member's open practice game on a server, found by the store: hosted
/// by them, with no turn limit, not over; the newest, with its place.
async fn a_members_open_practice_game_is_found_until_it_ends(db: TestDb) {
    let store = db.open().await;
    // Ada's ordinary game is none.
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    start(&store, GUILD, seats, 1).await;
    assert_eq!(store.open_practice(GUILD.into(), ADA).await.unwrap(), None);
    let mut new = fixtures::new_lobby(
        GUILD,
        CHANNEL,
        ADA,
        vec![
            Seat::human(Color::Red, ADA, "Ada"),
            Seat::ai(Color::Blue, Level::Easy),
        ],
    );
    new.options.turn_timeout = NO_TURN_LIMIT;
    let (practice, game) = fixtures::start_game(&store, &new, 2).await;
    let (found, place) = store
        .open_practice(GUILD.into(), ADA)
        .await
        .unwrap()
        .expect("hers");
    assert_eq!((found, place.venue.channel()), (practice, CHANNEL));
    assert_eq!(
        store.open_practice(GUILD.into(), BOB).await.unwrap(),
        None,
        "not Bob's"
    );
    let elsewhere = GuildId(GUILD.0 + 1);
    assert_eq!(
        store.open_practice(elsewhere.into(), ADA).await.unwrap(),
        None
    );
    fixtures::finish_by_leaving(&store, practice, game.version(), game, &[Color::Red]).await;
    assert_eq!(
        store.open_practice(GUILD.into(), ADA).await.unwrap(),
        None,
        "over"
    );
}

on_both_backends!(
    a_members_open_practice_game_is_found_until_it_ends,
    a_game_read_back_says_when_it_last_changed,
    games_with_no_turn_limit_wait_on_nothing_until_they_are_idle,
    rating_changes_read_back_are_those_the_finish_made,
);
