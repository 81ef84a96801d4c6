//! The bot that finishes a game for its lone mover: the one player still in
//! the game who can move ([`Position::lone_mover`]).
//!
//! Nobody else moves any more, so nothing can capture the lone mover's pawns
//! nor be captured by them: their score only grows, by pawns entering the
//! center, each taking the next free place. However fast they come, the same
//! entries bring the same points; only the round limit can take some away.
//! So the best play is the fastest: a turn that enters the center (a split
//! when one place is left) is taken at once, and otherwise the turn that
//! brings the pawns still needed closest to it, by the expected turns a lone
//! pawn needs from each space ([`super::eval::Tables::eta`]). No search, no
//! seed: it is the same in every game, and a few microseconds a move.
//!
//! The hard computer played these turns before, with a win chance as its
//! goal: once the order was decided every turn looked alike to it, and 1 in
//! 100 decided finishes wandered to the round limit (issue 78, ux-5 §3).

use super::Strategy;
use super::eval::tables;
use super::plan::{Plan, turn_plans};
use std::sync::OnceLock;

use crate::game::{
    AutoCause, BridgeTarget, CENTER_PLACES, Color, Game, Location, Move, Pawn, PlayError, Position,
    RING_SPACES, RingSpace, Space,
};

/// Plays the lone mover's turns for the fastest finish (see the module).
#[derive(Clone, Debug, Default)]
pub struct Finisher {
    plans: Vec<Plan>,
}

impl Strategy for Finisher {
    fn choose(&mut self, position: &Position) -> Option<Move> {
        let mover = position.to_move();
        turn_plans(position, &mut self.plans);
        // Between turns worth the same, the one that enters the center
        // with its first move (it may end the game there).
        let key = |plan: &Plan| (worth(&plan.after, mover), plan.first.to == Space::Center);
        let mut best: Option<((f32, bool), Move)> = None;
        for plan in &self.plans {
            let worth = key(plan);
            if best.is_none_or(|(top, _)| worth > top) {
                best = Some((worth, plan.first));
            }
        }
        best.map(|(_, mv)| mv)
    }
}

/// How good `after` is for `mover`: their points first (every entry is
/// worth more than any progress), then a finished game, then how near the
/// pawns that can still take a place are (the fewer expected turns, the better).
fn worth(after: &Position, mover: Color) -> f32 {
    let points = f32::from(after.score(mover)) * 1_000.0;
    if after.is_over() {
        return points;
    }
    let active: Vec<(Pawn, Location)> = Pawn::ALL
        .into_iter()
        .map(|pawn| (pawn, after.location(mover, pawn)))
        .filter(|(_, at)| at.is_active())
        .collect();
    if let [(_, Location::Ring(space))] = active[..] {
        return points - alone()[space.cell()];
    }
    let eta = tables();
    let mut etas: Vec<f32> = active.iter().map(|&(pawn, at)| eta.eta(at, pawn)).collect();
    etas.sort_by(f32::total_cmp);
    let free = usize::from(CENTER_PLACES - after.center_taken());
    points - etas.iter().take(free).sum::<f32>()
}

/// Expected turns to the center of the last pawn a player has on the board,
/// per ring cell: unlike [`super::eval::Tables::eta`] (a pawn among others,
/// which may leave a die to them), it must play both dice whenever it can,
/// which is what keeps it from waiting on an inner bridge for a 1.
fn alone() -> &'static [f32; RING_SPACES] {
    static ALONE: OnceLock<[f32; RING_SPACES]> = OnceLock::new();
    ALONE.get_or_init(|| {
        // Where one die takes the pawn from `cell`: along the ring, or over
        // its bridge (`None`: into the center).
        let steps = |cell: usize, die: u8| -> [Option<Option<usize>>; 2] {
            let space = RingSpace::from_cell(cell).expect("a ring cell");
            let across = match space.bridge_target() {
                Some(BridgeTarget::Ring(next)) => Some(Some(next.advance(die - 1).cell())),
                Some(BridgeTarget::Center) if die == 1 => Some(None),
                _ => None,
            };
            [Some(Some(space.advance(die).cell())), across]
        };
        let mut turns = [20.0f32; RING_SPACES];
        for _ in 0..1_000 {
            let mut change = 0.0f32;
            for cell in 0..RING_SPACES {
                let mut total = 0.0;
                for a in 1..=6u8 {
                    for b in 1..=6u8 {
                        let mut best = f32::MAX;
                        for (first, second) in [(a, b), (b, a)] {
                            for mid in steps(cell, first).into_iter().flatten() {
                                let Some(mid) = mid else {
                                    best = 0.0;
                                    continue;
                                };
                                for end in steps(mid, second).into_iter().flatten() {
                                    best = best.min(end.map_or(0.0, |end| turns[end]));
                                }
                            }
                        }
                        total += best;
                    }
                }
                let new = 1.0 + total / 36.0;
                change = change.max((new - turns[cell]).abs());
                turns[cell] = new;
            }
            if change < 1e-4 {
                break;
            }
        }
        turns
    })
}

/// Plays a game to its end for the one player who can still move
/// ([`Position::lone_mover`]) with the [`Finisher`], each move marked `auto`
/// in the record with `cause` (why the bot plays for them: the order was
/// decided, "Finish for me", or their time-out). Stops (at once) when there
/// is no lone mover.
pub fn finish_for(game: &mut Game, cause: AutoCause) -> Result<(), PlayError> {
    let mut finisher = Finisher::default();
    while let Some(mover) = game.position().lone_mover() {
        if game.to_move() != Some(mover) {
            break;
        }
        let Some(mv) = finisher.choose(game.position()) else {
            break;
        };
        game.play_auto(mv, cause)?;
    }
    Ok(())
}
