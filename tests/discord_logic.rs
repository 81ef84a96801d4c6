//! The bot's decisions without Discord: lobby rules, click validation, button
//! labels and layout, turn summaries, time-outs, resigning, where the next step
//! is shown, and the custom-id codec against the rules.

use std::time::Duration;

use hypnosia::discord::components::{ComponentId, LobbyAction};
use hypnosia::discord::turns::{button_rows, move_label, turn_summary};
use hypnosia::game::{
    Color, Dice, Game, Location, Move, MoveRecord, Pawn, Pawns, Player, Setup, TurnRecord, Variant,
};
use hypnosia::i18n::Lang;
use hypnosia::table::{
    parse_timeout, spread_color, AfterLeave, CancelPath, CancelRefusal, ChannelId, GameId, GuildId,
    Level, Lobby, LobbyOptions, LobbyRefusal, MessageId, NewLobby, Occupant, Place, ResignRefusal,
    Seat, Table, TimeoutAction, TimeoutRange, TurnClock, UserId,
};

// What people are told (time-out formats, warnings, results, busy channels).
#[path = "discord_logic/told.rs"]
mod told;

// Limits: who a rematch seats, and every text within Discord's limits.
#[path = "discord_logic/limits.rs"]
mod limits;

// The lessons of /hypnosia learn, and hints in practice games.
#[path = "discord_logic/learn.rs"]
mod learn;

// The database password is never printed.
#[path = "discord_logic/secrets.rs"]
mod secrets;

const ADA: UserId = UserId(1001);
const BOB: UserId = UserId(1002);
const EVE: UserId = UserId(1003);
const LIVE: MessageId = MessageId(555);

fn options(seats: u8) -> LobbyOptions {
    LobbyOptions {
        max_seats: seats,
        ..LobbyOptions::default()
    }
}

/// A lobby Ada opens with `options`, as the store hands it back.
fn open_lobby(options: LobbyOptions) -> Result<Lobby, LobbyRefusal> {
    NewLobby::new(
        GuildId(1),
        ChannelId(2),
        ADA,
        "Ada",
        options,
        0,
        TimeoutRange::default(),
    )
    .map(|new| new.opened(GameId(1), 0))
}

/// A started game at `seats`, played in channel 2 of server 1.
fn started(seats: Vec<Seat>, game: Game) -> Table {
    Table {
        id: GameId(1),
        place: Place::new(GuildId(1), ChannelId(2)),
        host: ADA,
        seats,
        options: LobbyOptions::default(),
        game,
        clock: TurnClock::default(),
        created_at: 0,
        started_at: 0,
        shown_version: None,
    }
}

// Lobbies: seats, colors, options and time-outs as people write them.
#[path = "discord_logic/lobby.rs"]
mod lobby;

// ---- clicks -----------------------------------------------------------------

/// Ada (red) and Bob (blue) play; Eve watches.
fn table(seed: u64) -> Table {
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
            occupant: Occupant::Human {
                user: BOB,
                name: "Bob".into(),
            },
        },
    ];
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Blue, "Bob"),
    ];
    let game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    let mut t = started(seats, game);
    t.id = GameId(7);
    t.place.message = Some(LIVE);
    t
}

fn two_player_table(blue: Player, seed: u64) -> Table {
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

// ---- labels and buttons -----------------------------------------------------

#[test]
fn a_landing_on_an_opponent_is_marked_as_a_capture() {
    // RULES.md §2: from the outer bridge O4 a 4 crosses to M3 and goes on to M6;
    // without crossing it goes to O8.
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Blue, 1, "M6")
        .dice([5, 4])
        .position()
        .unwrap();
    let moves = position.legal_moves();
    let find = |to: &str| {
        *moves
            .iter()
            .find(|m| m.die == 4 && m.from.to_string() == "O4" && m.to.to_string() == to)
            .unwrap()
    };
    assert_eq!(move_label(&position, &find("M6")), "4: 1 O4→M6 ⇣ ✕");
    assert_eq!(move_label(&position, &find("O8")), "4: 1 O4→O8");
}

#[test]
fn joining_an_own_pawn_is_not_a_capture() {
    let position = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Red, 1, "O4")
        .at(Color::Red, 2, "O8")
        .dice([5, 4])
        .position()
        .unwrap();
    let mv = *position
        .legal_moves()
        .iter()
        .find(|m| m.to.to_string() == "O8" && m.die == 4)
        .unwrap();
    assert_eq!(move_label(&position, &mv), "4: 1 O4→O8");
}

fn synthetic(die: u8, n: usize) -> Vec<Move> {
    (0..n)
        .map(|i| Move {
            die,
            pawns: Pawns::single(Pawn::new(1 + (i % 4) as u8).unwrap()),
            from: format!("O{i}").parse().unwrap(),
            to: format!("O{}", i as u8 + die).parse().unwrap(),
            cross: false,
        })
        .collect()
}

#[test]
fn sixteen_moves_fit_in_five_rows_of_five_grouped_by_die() {
    let mut moves = synthetic(4, 8);
    moves.extend(synthetic(5, 8));
    let rows = button_rows(&moves, [5, 4]);
    assert!(rows.len() <= 5);
    assert!(rows.iter().all(|r| !r.is_empty() && r.len() <= 5));
    assert_eq!(
        rows.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![5, 3, 5, 3]
    );
    // The first die rolled comes first, and no row mixes dice.
    assert!(rows[0].iter().chain(&rows[1]).all(|m| m.die == 5));
    assert!(rows.iter().all(|r| r.iter().all(|m| m.die == r[0].die)));
    assert_eq!(rows.concat().len(), 16);
}

#[test]
fn doubles_share_one_group() {
    let rows = button_rows(&synthetic(3, 8), [3, 3]);
    assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), vec![5, 3]);
}

// ---- summaries --------------------------------------------------------------

fn recorded(die: u8, from: &str, to: &str) -> MoveRecord {
    MoveRecord {
        die,
        pawns: vec![1],
        from: from.into(),
        to: to.into(),
        cross: false,
        captured: vec![],
        center: vec![],
        auto: false,
    }
}

#[test]
fn a_lost_die_is_announced_once_the_turn_is_over() {
    let turn = TurnRecord {
        color: Color::Red,
        dice: [5, 4],
        moves: vec![recorded(5, "L1", "O4")],
    };
    let done = turn_summary(Lang::EnUs, &turn, "Ada", true);
    assert!(done.contains("Ada rolled 5·4: 5: 1 L1→O4"), "{done}");
    assert!(done.contains("; die 4 lost"), "{done}");
    assert!(!turn_summary(Lang::EnUs, &turn, "Ada", false).contains("lost"));
    let nothing = TurnRecord {
        color: Color::Red,
        dice: [6, 6],
        moves: vec![],
    };
    assert!(turn_summary(Lang::EnUs, &nothing, "Ada", true)
        .contains("Ada rolled 6·6: dice 6 and 6 lost"));
}

#[test]
fn auto_moves_and_captures_are_marked_in_the_summary() {
    let mut m = recorded(4, "O4", "O8");
    m.auto = true;
    m.captured = vec![hypnosia::game::CapturedRecord {
        color: Color::Blue,
        pawn: Pawn::new(2).unwrap(),
    }];
    let turn = TurnRecord {
        color: Color::Red,
        dice: [4, 4],
        moves: vec![m.clone(), m],
    };
    let s = turn_summary(Lang::EnUs, &turn, "Ada", true);
    assert!(s.contains("4: 1 O4→O8 ✕ (auto)"), "{s}");
    assert!(!s.contains("lost"), "{s}");
}

// ---- time-outs, resigning, next step ----------------------------------------

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

#[test]
fn lobby_ids_name_their_action() {
    assert_eq!(
        "hy:l:3:ai:hard".parse::<ComponentId>(),
        Ok(ComponentId::Lobby {
            lobby: GameId(3),
            action: LobbyAction::AddAi(Level::Hard)
        })
    );
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
