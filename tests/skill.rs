//! Skill: the error of every decision against the hard player's, its marks
//! and accuracy (`hypnosia::analysis::errors`), and the puzzles found in
//! finished games (`hypnosia::puzzles`).

use hypnosia::game::{Color, Dice, Game, Move, Phase, Player, Position, Variant};

/// Every way to play the rest of the turn of `rolled`: the moves, and the
/// position they end in (each position once).
fn ways(rolled: &Position) -> Vec<(Vec<Move>, Position)> {
    let mover = rolled.to_move();
    let mut out: Vec<(Vec<Move>, Position)> = Vec::new();
    let mut open = vec![(Vec::new(), *rolled)];
    while let Some((moves, p)) = open.pop() {
        if p.phase() == Phase::Move && p.to_move() == mover {
            for &mv in p.legal_moves().iter() {
                let mut next = p;
                next.play(mv).unwrap();
                let mut longer = moves.clone();
                longer.push(mv);
                open.push((longer, next));
            }
        } else if !out.iter().any(|(_, q)| *q == p) {
            out.push((moves, p));
        }
    }
    out
}

fn new_game(seed: u64) -> Game {
    let players = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Cyan, "AI (medium)"),
    ];
    Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap()
}

#[path = "skill/errors.rs"]
mod errors;

#[path = "skill/puzzles.rs"]
mod puzzles;

#[path = "skill/report.rs"]
mod report;
