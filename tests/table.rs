//! The rules of tables above the game, without Discord or a store: lobbies
//! (seats, colors, options, time-outs as people write them), time-outs,
//! resigning, who may cancel and how, and when nobody can move any more.

use std::time::Duration;

use hypnosia::game::{Color, Dice, Game, Location, Pawn, Player, Setup, Variant};
use hypnosia::table::{
    AfterLeave, CancelPath, CancelRefusal, HostAction, Level, LobbyOptions, LobbyRefusal, Occupant,
    ResignRefusal, Seat, TimeoutAction, TimeoutRange, parse_timeout, spread_color,
};

use crate::tables;
use tables::*;

// Lobbies: seats, colors, options and time-outs as people write them.
#[path = "table/lobby.rs"]
mod lobby;

// ---- time-outs and resigning ------------------------------------------------

#[test]
fn the_third_timeout_in_a_row_removes_the_player() {
    let mut t = table(3);
    let mover = t.game.to_move().unwrap();
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayFor(mover)));
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayFor(mover)));
    t.own_move(mover);
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayFor(mover)));
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayFor(mover)));
    assert_eq!(t.count_timeout(), Some(TimeoutAction::Remove(mover)));
}

#[test]
fn the_third_timeout_of_a_person_nobody_else_waits_for_plays_the_game_out() {
    // Alone with a computer.
    let mut t = two_player_table(Player::ai(Color::Blue, "AI (easy)"), 3);
    let ada = Color::Red;
    t.clock.set_timeouts(ada, 2);
    assert!(!t.others_wait_for(ada));
    while t.game.to_move() != Some(ada) {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
    }
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayOut(ada)));
    // Ada and Bob with a computer: Bob waits for her until he resigns.
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Green, BOB, "Bob"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Green, "Bob"),
        Player::ai(Color::Blue, "AI (easy)"),
    ];
    let game = Game::new(players, Variant::default(), Dice::from_seed(3)).unwrap();
    let mut t = started(seats, game);
    assert!(t.others_wait_for(ada));
    t.resign(BOB).unwrap();
    assert!(!t.others_wait_for(ada), "the one who left waits for nobody");
    while t.game.to_move() != Some(ada) {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
    }
    t.clock.set_timeouts(ada, 2);
    assert_eq!(t.count_timeout(), Some(TimeoutAction::PlayOut(ada)));
}

#[test]
fn resigning_takes_the_pawns_off_the_board() {
    let seats = vec![
        Seat {
            color: Color::Red,
            occupant: Occupant::Human {
                user: ADA,
                name: "Ada".into(),
            },
        },
        Seat {
            color: Color::Green,
            occupant: Occupant::Human {
                user: BOB,
                name: "Bob".into(),
            },
        },
        Seat {
            color: Color::Blue,
            occupant: Occupant::Ai(Level::Easy),
        },
    ];
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Green, "Bob"),
        Player::ai(Color::Blue, "AI (easy)"),
    ];
    let game = Game::new(players, Variant::default(), Dice::from_seed(9)).unwrap();
    let mut t = started(seats, game);
    assert_eq!(t.resign(EVE), Err(ResignRefusal::NotPlaying));
    assert_eq!(t.resign(BOB), Ok(Color::Green));
    for p in Pawn::ALL {
        assert_eq!(
            t.game.position().location(Color::Green, p),
            Location::Removed
        );
    }
    assert!(!t.game.is_over(), "two players are still in the game");
    assert_eq!(t.resign(BOB), Err(ResignRefusal::AlreadyLeft));
    t.resign(ADA).unwrap();
    assert!(t.game.is_over(), "fewer than two players are left");
}

// ---- ending a game on request -----------------------------------------------------

#[test]
fn who_may_cancel_and_how() {
    let mut t = table(3);
    assert_eq!(t.cancel_path(EVE, false), Err(CancelRefusal::NotPlaying));
    assert_eq!(t.cancel_path(EVE, true), Ok(CancelPath::Force));
    assert_eq!(
        t.cancel_path(ADA, false),
        Ok(CancelPath::Vote(vec![ADA, BOB])),
        "two people play: both must agree"
    );
    t.resign(BOB).unwrap();
    // Bob's resignation ended the two-player game; in a bigger game Ada would
    // be the one person left and confirm alone.
    assert_eq!(t.cancel_path(ADA, false), Err(CancelRefusal::Over));

    let mut three = two_player_table(Player::human(Color::Blue, "Bob"), 4);
    three.seats.push(Seat::ai(Color::Yellow, Level::Easy));
    three.seats.push(Seat::ai(Color::Green, Level::Easy));
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Yellow, "AI (easy)"),
        Player::ai(Color::Green, "AI (easy)"),
        Player::human(Color::Blue, "Bob"),
    ];
    three.seats.sort_by_key(|s| s.color);
    three.game = Game::new(players, Variant::default(), Dice::from_seed(4)).unwrap();
    three.resign(BOB).unwrap();
    assert_eq!(three.humans_in_game(), vec![ADA]);
    assert_eq!(three.cancel_path(ADA, false), Ok(CancelPath::Confirm));
    assert!(!three.no_person_can_move());
    three.resign(ADA).unwrap();
    assert!(three.no_person_can_move(), "two computers play on alone");
}

#[test]
fn nobody_can_move_once_every_persons_pawns_are_home_or_captured() {
    // Ada (red) and Bob (blue) play against a computer (yellow).
    let mut t = two_player_table(Player::human(Color::Blue, "Bob"), 5);
    t.seats.push(Seat::ai(Color::Yellow, Level::Easy));
    t.seats.sort_by_key(|s| s.color);
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Yellow, "AI (easy)"),
        Player::human(Color::Blue, "Bob"),
    ];
    let colors = [Color::Red, Color::Yellow, Color::Blue];
    let place = |bob_last: &str| {
        Setup::new(&colors)
            .at(Color::Red, 1, "C")
            .at(Color::Red, 2, "x")
            .at(Color::Red, 3, "x")
            .at(Color::Red, 4, "C")
            .at(Color::Blue, 1, "x")
            .at(Color::Blue, 2, "x")
            .at(Color::Blue, 3, "C")
            .at(Color::Blue, 4, bob_last)
            .at(Color::Yellow, 1, "O20")
            .to_move(Color::Yellow)
            .dice([3, 2])
            .into_game(players.clone(), Dice::from_seed(5))
            .unwrap()
    };
    t.game = place("M10");
    assert!(!t.no_person_can_move(), "Bob still has a pawn on a ring");
    t.game = place("x");
    assert!(
        t.no_person_can_move(),
        "neither person has a pawn in a lane or on a ring: the computer plays alone"
    );
    assert!(!t.game.is_over(), "the computer still races");
}

// Where a game's line in the channel and its log are.
#[path = "table/place.rs"]
mod place;

// Ratings after a game.
#[path = "table/rating.rs"]
mod rating;

// Seasons: when they start and end.
#[path = "table/season.rs"]
mod season;

// When a reminder is due.
#[path = "table/reminder.rs"]
mod reminder;

// The operator's ceilings over a server's limits.
#[path = "table/limits.rs"]
mod limits;
