//! Computer players: they only ever play legal moves, replay exactly from a
//! seed, and take the obvious good moves of RULES.md (captures, the center).

use hypnosia::ai::{Easy, Hard, Level, Medium, Strategy, choose_move, choose_turn};
use hypnosia::game::{
    AutoCause, Color, Dice, Game, Location, Pawn, Player, Position, Setup, Variant,
};
use proptest::prelude::*;

/// Plays a whole turn (both dice) for the player to move with `strategy`.
fn play_turn(position: &mut Position, strategy: &mut dyn Strategy) {
    let mover = position.to_move();
    while position.phase() == hypnosia::game::Phase::Move && position.to_move() == mover {
        let mv = strategy
            .choose(position)
            .expect("a move while dice are left");
        position.play(mv).expect("the strategy's move is legal");
    }
}

fn game(players: usize, seed: u64) -> Game {
    let seats = [
        Color::Red,
        Color::Yellow,
        Color::Green,
        Color::Cyan,
        Color::Blue,
        Color::Magenta,
    ];
    let players = seats[..players]
        .iter()
        .map(|&c| Player::ai(c, c.name()))
        .collect();
    Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap()
}

/// A position reached by `steps` random moves from the start (or the end of the game).
fn random_position(players: usize, seed: u64, steps: usize) -> Position {
    let mut g = game(players, seed);
    let mut random = Easy::new(seed ^ 0x5eed);
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        let mv = random.choose(g.position()).unwrap();
        g.play(mv).unwrap();
    }
    *g.position()
}

fn strategies(seed: u64) -> Vec<(&'static str, Box<dyn Strategy>)> {
    vec![
        ("easy", Box::new(Easy::new(seed))),
        ("medium", Box::new(Medium::new(seed))),
        // A small budget keeps the debug-build test quick; the search is the same.
        ("hard", Box::new(Hard::with_budget(seed, 400))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_level_only_returns_legal_moves(
        players in 2usize..=6,
        seed in any::<u64>(),
        steps in 0usize..600,
    ) {
        let position = random_position(players, seed, steps);
        let legal = position.legal_moves();
        for (name, mut s) in strategies(seed) {
            match s.choose(&position) {
                Some(mv) => prop_assert!(legal.contains(&mv), "{name} chose {mv}, not legal"),
                None => prop_assert!(legal.is_empty(), "{name} passed with legal moves left"),
            }
        }
    }
}

/// Plays a whole game with `level` in every seat; the record as JSON.
fn self_play(level: Level, seed: u64) -> String {
    let mut g = game(2, seed);
    let mut red = level.strategy(seed);
    let mut yellow = level.strategy(seed + 1);
    while !g.is_over() {
        let s = if g.position().to_move() == Color::Red {
            &mut red
        } else {
            &mut yellow
        };
        let mv = s.choose(g.position()).unwrap();
        g.play(mv).unwrap();
    }
    g.record().to_json()
}

#[test]
fn the_same_seed_plays_the_same_game() {
    for level in [Level::Easy, Level::Medium] {
        assert_eq!(self_play(level, 11), self_play(level, 11), "{level}");
    }
    // Hard: a few decisions are enough to show replay (debug builds are slow).
    let position = random_position(3, 5, 40);
    let a: Vec<_> = (0..3)
        .map(|_| Hard::with_budget(9, 3_000).choose(&position))
        .collect();
    assert!(a.iter().all(|m| *m == a[0] && m.is_some()));
}

#[test]
fn a_hard_turn_chosen_once_plays_on_like_a_player_that_remembers_it() {
    // A server keeps no player between moves: the choice's second move must be
    // what a hard player kept alive would play, and only where it was chosen.
    let mut found = 0;
    for seed in 0..40 {
        let position = random_position(2, seed, 2 * seed as usize);
        if position.phase() != hypnosia::game::Phase::Move || position.legal_moves().len() < 2 {
            continue;
        }
        let choice = choose_turn(Level::Hard, &position, seed).expect("a move");
        let mut kept = Hard::new(seed);
        assert_eq!(kept.choose(&position), Some(choice.now));
        let mut after = position;
        after.play(choice.now).unwrap();
        if after.phase() != hypnosia::game::Phase::Move || after.to_move() != position.to_move() {
            continue; // the first move ended the turn
        }
        let second = choice.follow_up(&after).expect("the turn's second move");
        assert!(after.legal_moves().contains(&second));
        assert_eq!(kept.choose(&after), Some(second));
        // Anywhere else the choice says nothing: the player must decide again.
        assert_eq!(choice.follow_up(&position), None);
        found += 1;
        if found == 3 {
            return;
        }
    }
    panic!("no two-move turn among the positions tried");
}

#[test]
fn easy_depends_on_its_seed() {
    // Over a whole game two seeds must differ somewhere (random moves).
    assert_ne!(self_play(Level::Easy, 1), self_play(Level::Easy, 2));
}

#[test]
fn no_move_is_chosen_when_none_is_waited_for() {
    let mut g = game(2, 3);
    let mut e = Easy::new(0);
    while !g.is_over() {
        let mv = e.choose(g.position()).unwrap();
        g.play(mv).unwrap();
    }
    for level in Level::ALL {
        assert_eq!(choose_move(level, g.position(), 1), None, "{level}");
    }
    let not_rolled = Setup::new(&[Color::Red, Color::Cyan]).position().unwrap();
    assert_eq!(choose_move(Level::Hard, &not_rolled, 1), None);
}

/// Red on O10 sees a lone cyan pawn 3 spaces ahead and rolls 3 and 6.
fn capture_chance() -> Position {
    Setup::new(&[Color::Red, Color::Cyan])
        .at(Color::Red, 1, "O10")
        .at(Color::Cyan, 1, "O13")
        .dice([3, 6])
        .position()
        .unwrap()
}

#[test]
fn medium_and_hard_capture_a_pawn_in_reach() {
    for level in [Level::Medium, Level::Hard] {
        let mut p = capture_chance();
        play_turn(&mut p, level.strategy(4).as_mut());
        assert_eq!(
            p.location(Color::Cyan, Pawn::new(1).unwrap()),
            Location::Captured,
            "{level} let the capture go"
        );
        assert_eq!(p.score(Color::Red), 1);
    }
}

#[test]
fn medium_and_hard_enter_the_center_with_a_one_on_an_inner_bridge() {
    for level in [Level::Medium, Level::Hard] {
        // I2 is red's inner bridge: a 1 crosses into the center, worth 5 points.
        let mut p = Setup::new(&[Color::Red, Color::Cyan])
            .at(Color::Red, 1, "I2")
            .dice([4, 1])
            .position()
            .unwrap();
        play_turn(&mut p, level.strategy(4).as_mut());
        assert_eq!(p.score(Color::Red), 5, "{level}");
        assert_eq!(p.center_taken(), 1);
    }
}

#[test]
fn levels_parse_and_print_by_name() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>().unwrap(), level);
    }
    assert_eq!("Hard".parse::<Level>().unwrap(), Level::Hard);
    assert!("expert".parse::<Level>().is_err());
}

#[test]
fn hard_takes_the_last_point_of_a_lost_game_instead_of_circling() {
    // Cyan has four pawns in the center (14 points) and none left to lose;
    // red cannot catch up. Hard's win-chance leaf must not prefer keeping
    // red's pawn on the ring for a chance that is not there: it enters.
    let mut p = Setup::new(&[Color::Red, Color::Cyan])
        .at(Color::Cyan, 1, "C")
        .at(Color::Cyan, 2, "C")
        .at(Color::Cyan, 3, "C")
        .at(Color::Cyan, 4, "C")
        .at(Color::Red, 1, "I2")
        .at(Color::Red, 2, "x")
        .at(Color::Red, 3, "x")
        .at(Color::Red, 4, "x")
        .score(Color::Red, 5)
        .dice([3, 1])
        .position()
        .unwrap();
    play_turn(&mut p, &mut Hard::new(7));
    assert!(p.is_over(), "hard kept circling");
    assert_eq!(p.score(Color::Red), 6);
}

#[test]
fn play_out_ends_a_game_with_a_record_that_replays() {
    use hypnosia::game::{Dice, Game, LeaveKind, Player, Variant};
    for seed in 0..20 {
        let players = vec![
            Player::human(Color::Red, "Ada"),
            Player::ai(Color::Green, "AI (easy)"),
            Player::ai(Color::Blue, "AI (medium)"),
        ];
        let mut game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
        game.leave(Color::Red, LeaveKind::Resign).unwrap();
        hypnosia::ai::play_out(&mut game, Level::Medium, seed).unwrap();
        assert!(game.is_over(), "seed {seed}: the computers finished");
        let replayed = Game::from_json(&game.record().to_json(), Dice::from_seed(0)).unwrap();
        assert_eq!(replayed.record(), game.record(), "seed {seed}");
        let ranking = &game.result().unwrap().ranking;
        assert_eq!(
            ranking.last().unwrap().color,
            Color::Red,
            "who left ranks last"
        );
    }
}

#[test]
fn a_person_nobody_waits_for_is_played_out_with_the_computers_at_their_levels() {
    use hypnosia::game::{EndReason, Entry};
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Blue, "AI (medium)"),
        Player::ai(Color::Green, "AI (hard)"),
    ];
    for seed in 0..2 {
        let mut game =
            Game::new(players.clone(), Variant::default(), Dice::from_seed(seed)).unwrap();
        let level_of = |c| match c {
            Color::Green => Level::Hard,
            _ => Level::Medium,
        };
        hypnosia::ai::play_out_for(&mut game, Color::Red, level_of, seed).unwrap();
        assert!(game.is_over(), "seed {seed}");
        let reason = game.end_reason().unwrap();
        assert!(
            matches!(
                reason,
                EndReason::CenterFull | EndReason::BoardEmpty | EndReason::RoundLimit
            ),
            "seed {seed}: {reason:?}"
        );
        let turns: Vec<_> = game
            .entries()
            .iter()
            .filter_map(|e| match e {
                Entry::Turn(t) if !t.moves.is_empty() => Some(t),
                _ => None,
            })
            .collect();
        assert!(
            turns.iter().any(|t| t.color == Color::Red),
            "Ada's turns played"
        );
        for turn in turns {
            // Ada's moves marked auto; the computers' their own.
            let auto = turn.color == Color::Red;
            assert!(turn.moves.iter().all(|m| m.auto == auto), "{turn:?}");
        }
        let replayed = Game::from_json(&game.record().to_json(), Dice::from_seed(0)).unwrap();
        assert_eq!(replayed.record(), game.record(), "seed {seed}");
    }
}

#[test]
fn a_lone_mover_is_played_to_the_end_every_move_auto() {
    use hypnosia::game::{EndReason, Entry};
    // Blue has no pawn left on the board (three captured, one in the center):
    // Red alone can move, and is played to the end by the bot.
    let setup = Setup::new(&[Color::Red, Color::Blue])
        .at(Color::Blue, 1, "x")
        .at(Color::Blue, 2, "x")
        .at(Color::Blue, 3, "x")
        .at(Color::Blue, 4, "C");
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Blue, "Bob"),
    ];
    let mut game = setup.into_game(players, Dice::from_seed(3)).unwrap();
    hypnosia::ai::finish_for(&mut game, AutoCause::FinishForMe).unwrap();
    assert!(game.is_over());
    assert_eq!(game.end_reason(), Some(EndReason::CenterFull));
    let moves = game.entries().iter().flat_map(|e| match e {
        Entry::Turn(t) => t.moves.clone(),
        Entry::Event(_) => Vec::new(),
    });
    assert!(moves.clone().count() >= 4, "four pawns walked home");
    assert!(
        moves
            .into_iter()
            .all(|m| m.auto && m.cause == Some(AutoCause::FinishForMe)),
        "every move marked auto, with its cause"
    );
}

#[test]
fn finishing_stops_at_once_without_a_lone_mover() {
    // Both players can still move: nothing is played for anyone.
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::human(Color::Blue, "Bob"),
    ];
    let mut game = Setup::new(&[Color::Red, Color::Blue])
        .into_game(players, Dice::from_seed(3))
        .unwrap();
    let before = game.entries().len();
    hypnosia::ai::finish_for(&mut game, AutoCause::Decided).unwrap();
    assert!(!game.is_over());
    assert_eq!(game.entries().len(), before);
}

#[path = "ai/analysis.rs"]
mod analysis;

// The leaf evaluation fitted to playouts.
#[path = "ai/fit.rs"]
mod fit;

// The hard player's evaluation of a position.
#[path = "ai/eval.rs"]
mod eval;

// The verdict after a game: the dice or the play.
#[path = "ai/verdict.rs"]
mod verdict;

// The turning points of an analysis, round by round.
#[path = "ai/turning.rs"]
mod turning;

// A decided finish ends the game.
#[path = "ai/finish.rs"]
mod finish;
