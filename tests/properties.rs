//! Properties over thousands of random games: conservation, scoring, legality,
//! termination and record round-trips.

use hypnosia::game::{
    Color, Dice, Game, LeaveKind, Location, Move, Pawn, Player, RingSpace, Variant, center_points,
    default_colors,
};
use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Checks every invariant of a position that does not depend on history.
fn check_invariants(game: &Game) {
    let p = game.position();
    let mut center_seen = 0;
    let mut total_captures = 0;
    let mut total_losses = 0;
    for color in p.players() {
        let mut captured = 0;
        let mut center_points_sum = 0;
        for pawn in Pawn::ALL {
            match p.location(color, pawn) {
                Location::Ring(space) => {
                    let (owner, pawns) =
                        p.occupant(space).expect("a ring pawn stands on its space");
                    assert_eq!(owner, color);
                    assert!(pawns.contains(pawn));
                }
                Location::Center(place) => {
                    center_seen += 1;
                    assert_eq!(p.center()[place as usize - 1], Some((color, pawn)));
                    center_points_sum += center_points(place);
                }
                Location::Captured => captured += 1,
                Location::Lane | Location::Removed => {}
            }
        }
        assert_eq!(
            captured,
            p.losses(color),
            "{color}: captured pawns = losses"
        );
        assert_eq!(
            p.score(color),
            center_points_sum + i16::from(p.captures(color)) - i16::from(p.losses(color)),
            "{color}: score = center points + captures - losses"
        );
        total_captures += u32::from(p.captures(color));
        total_losses += u32::from(p.losses(color));
    }
    assert_eq!(total_captures, total_losses);
    assert_eq!(center_seen, p.center_taken());
    // Every occupied space holds one color's pawns that say they are there.
    for space in RingSpace::all() {
        if let Some((owner, pawns)) = p.occupant(space) {
            assert!((1..=2).contains(&pawns.len()));
            for pawn in pawns.iter() {
                assert_eq!(p.location(owner, pawn), Location::Ring(space));
            }
        }
    }
}

fn check_moves(game: &Game) {
    let moves = game.legal_moves();
    for (i, a) in moves.iter().enumerate() {
        assert!(!moves[i + 1..].contains(a), "{a} is listed twice");
    }
    for die in 1..=6 {
        assert!(game.position().legal_moves_for_die(die).len() <= 8);
    }
    for mv in moves.iter() {
        let mut copy = *game.position();
        copy.play(*mv)
            .unwrap_or_else(|e| panic!("listed move {mv} refused: {e}"));
    }
}

/// A random game where some players resign or are removed along the way.
fn random_game(players: usize, seed: u64, leaves: bool) -> Game {
    let colors = default_colors(players);
    let seats = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
    let mut game = Game::new(
        seats,
        Variant {
            stacks_cross_bridges: !seed.is_multiple_of(3),
        },
        Dice::from_seed(seed),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31));
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 10_000, "the game must end");
        if leaves && rng.random_ratio(1, 150) {
            let color = *colors.choose(&mut rng).unwrap();
            let kind = if rng.random() {
                LeaveKind::Resign
            } else {
                LeaveKind::Removed
            };
            let _ = game.leave(color, kind);
            continue;
        }
        let moves = game.legal_moves();
        let mv: Move = *moves
            .choose(&mut rng)
            .expect("a running game has a legal move");
        let version = game.version();
        game.play(mv).unwrap();
        assert_eq!(game.version(), version + 1);
    }
    game
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    for seed in 0..2000u64 {
        let players = 2 + (seed % 5) as usize;
        let colors = default_colors(players);
        let seats = colors.iter().map(|&c| Player::ai(c, c.name())).collect();
        let mut game = Game::new(seats, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            if seed % 20 == 0 {
                check_invariants(&game);
                check_moves(&game);
            }
            let moves = game.legal_moves();
            game.play(*moves.choose(&mut rng).unwrap()).unwrap();
        }
        check_invariants(&game);
        let result = game.result().unwrap();
        assert_eq!(result.ranking.len(), players);
        assert!(game.position().turns_played() <= game.position().turn_limit());
    }
}

#[test]
fn a_game_is_reproducible_from_its_seed_and_choices() {
    let a = random_game(4, 77, true);
    let b = random_game(4, 77, true);
    assert_eq!(a.record(), b.record());
}

#[test]
fn a_finished_game_refuses_moves_and_leaves() {
    let mut game = random_game(2, 5, false);
    let version = game.version();
    assert!(game.leave(Color::Red, LeaveKind::Resign).is_err());
    assert!(game.cancel().is_err());
    assert_eq!(game.version(), version);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn export_import_export_is_identical(seed in any::<u64>(), players in 2usize..=6, leaves: bool) {
        let game = random_game(players, seed, leaves);
        let record = game.record();
        let json = record.to_json();
        let again = Game::from_json(&json, Dice::from_seed(1)).unwrap();
        prop_assert_eq!(again.record().to_json(), json);
        prop_assert_eq!(again.version(), game.version());
    }

    #[test]
    fn a_running_game_round_trips_and_plays_on_with_its_saved_dice(
        seed in any::<u64>(), players in 2usize..=6, cut in 0usize..400, leaves: bool,
    ) {
        // Play part of a game, export it, import it with the saved dice: the two
        // continue identically.
        let colors = default_colors(players);
        let seats = colors.iter().map(|&c| Player::human(c, format!("p{c}"))).collect();
        let mut game = Game::new(seats, Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..cut {
            if game.is_over() { break; }
            if leaves && rng.random_ratio(1, 60) {
                let _ = game.leave(*colors.choose(&mut rng).unwrap(), LeaveKind::Resign);
                continue;
            }
            let moves = game.legal_moves();
            game.play(*moves.choose(&mut rng).unwrap()).unwrap();
        }
        let json = game.record().to_json();
        let mut copy = Game::from_json(&json, Dice::from_state(&game.dice_state())).unwrap();
        prop_assert_eq!(copy.record().to_json(), json);
        prop_assert_eq!(copy.version(), game.version());
        let mut rng2 = rng.clone();
        for _ in 0..50 {
            if game.is_over() { break; }
            let a = *game.legal_moves().choose(&mut rng).unwrap();
            let b = *copy.legal_moves().choose(&mut rng2).unwrap();
            prop_assert_eq!(a, b);
            game.play(a).unwrap();
            copy.play(b).unwrap();
        }
        prop_assert_eq!(game.record(), copy.record());
    }
}

#[test]
fn two_leaves_at_two_moments_of_one_turn_replay_as_played() {
    // Found by `export_import_export_is_identical`: two players leave during
    // one turn, one between its moves and one after them; the record keeps
    // both events after the turn, and the replay places each of them.
    let game = random_game(4, 5_052_218_681_594_770_497, true);
    let json = game.record().to_json();
    let again = Game::from_json(&json, Dice::from_seed(1)).expect("the record replays");
    assert_eq!(again.record().to_json(), json);
    assert_eq!(again.version(), game.version());
}
