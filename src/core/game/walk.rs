//! A record replayed once, move by move, showing each position on the way
//! (for animations): linear in the record's length, where replaying each
//! position from the start would be quadratic.

use std::ops::ControlFlow;

use super::dice::Dice;
use super::position::Phase;
use super::record::{Entry, Record, TurnRecord};
use super::replay::{RecordError, begin, conclude, replay_entry, replay_turn};
use super::state::Game;

/// Where a position shown by [`walk_moves`] stands in the record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveStep {
    /// The turn whose move made this position (0: before the first turn).
    pub turn: usize,
    /// Whether a new turn begins here (its roll is shown): the start, and the
    /// position after each turn's last move.
    pub new_turn: bool,
    /// The final position.
    pub last: bool,
}

/// Shows `show` every position of `record` as the players saw it, one per
/// move: the start (before the first turn, with its roll), then the position
/// after each recorded move. After a turn's last move the next recorded roll
/// waits (turns whose dice were all lost are played through); within a turn
/// the remaining die waits; the last is the game as the record ends it. So a
/// record of `m` moves gives `m + 1` positions. `show` may stop the walk.
///
/// Each position is the game the truncated record would replay to (as
/// `hypnosia render --turn` shows it), reached by one pass over the record.
///
/// ```
/// use std::ops::ControlFlow;
/// use hypnosia_core::game::{walk_moves, Color, Dice, Game, Player, Variant};
///
/// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
/// let mut game = Game::new(players, Variant::default(), Dice::from_seed(1))?;
/// for _ in 0..5 {
///     let mv = game.legal_moves()[0];
///     game.play(mv)?;
/// }
/// game.cancel()?;
/// let mut shown = Vec::new();
/// walk_moves(&game.record(), |g, step| {
///     shown.push((g.position().turns_played(), step.new_turn, step.last));
///     ControlFlow::Continue(())
/// })?;
/// assert_eq!(shown.len(), 6, "the start and one per move");
/// assert!(shown[5].2 && shown.iter().filter(|s| s.2).count() == 1);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn walk_moves(
    record: &Record,
    mut show: impl FnMut(&Game, MoveStep) -> ControlFlow<()>,
) -> Result<(), RecordError> {
    let mut walk = Walk {
        record,
        game: begin(record, Dice::from_seed(0))?,
        next: 0,
        turns: 0,
    };
    if walk.show_next_roll(0, &mut show)?.is_break() {
        return Ok(());
    }
    while walk.next < record.turns.len() {
        let at = walk.next;
        let Entry::Turn(turn) = &record.turns[at] else {
            unreachable!("show_next_roll stops at a turn that moves")
        };
        let number = walk.turns + 1;
        for k in 1..turn.moves.len() {
            let mut partial = turn.clone();
            partial.moves.truncate(k);
            let step = MoveStep {
                turn: number,
                new_turn: false,
                last: false,
            };
            if walk
                .preview(partial, (number, at), |g| show(g, step))?
                .is_break()
            {
                return Ok(());
            }
        }
        walk.next = replay_entry(&mut walk.game, &record.turns, at, &mut walk.turns)?;
        if walk.show_next_roll(number, &mut show)?.is_break() {
            return Ok(());
        }
    }
    Ok(())
}

struct Walk<'r> {
    record: &'r Record,
    /// The game after the record's first `next` entries.
    game: Game,
    next: usize,
    /// Turn entries replayed.
    turns: usize,
}

impl Walk<'_> {
    /// Replays events and lost turns up to the next turn that moves and shows
    /// the game with that turn's roll waiting; at the record's end, shows the
    /// final game.
    fn show_next_roll(
        &mut self,
        turn: usize,
        show: &mut impl FnMut(&Game, MoveStep) -> ControlFlow<()>,
    ) -> Result<ControlFlow<()>, RecordError> {
        let entries = &self.record.turns;
        let turns_before = self.turns;
        while self.next < entries.len() {
            match &entries[self.next] {
                Entry::Turn(t) if !t.moves.is_empty() => {
                    let mut roll = t.clone();
                    roll.moves.clear();
                    let step = MoveStep {
                        turn,
                        new_turn: true,
                        last: false,
                    };
                    let number = self.turns + 1;
                    return self.preview(roll, (number, self.next), |g| show(g, step));
                }
                _ => {
                    self.next = replay_entry(&mut self.game, entries, self.next, &mut self.turns)?;
                }
            }
        }
        // The end. After turns without a move (lost, or the last one left
        // unplayed when the game was called off), the game is shown as they
        // left it, its roll waiting, as the record cut there replays; unless
        // that ended the game: then, as after the last move, with its result.
        if self.turns == turns_before || self.game.position.is_over() {
            conclude(self.record, &mut self.game)?;
        } else {
            self.game.settle();
        }
        let step = MoveStep {
            turn,
            new_turn: true,
            last: true,
        };
        Ok(show(&self.game, step))
    }

    /// Shows the game with `turn` (a turn's roll and its first moves) played
    /// on top, as the last entry of a record, then takes it back.
    fn preview(
        &mut self,
        turn: TurnRecord,
        (number, at): (usize, usize),
        show: impl FnOnce(&Game) -> ControlFlow<()>,
    ) -> Result<ControlFlow<()>, RecordError> {
        let game = &mut self.game;
        let (position, version, current) = (game.position, game.version, game.current_turn);
        game.position = replay_turn(&position, &turn, &[], (number, at), true)?;
        if game.position.phase() != Phase::Move {
            game.position = position;
            return Err(RecordError::Turn {
                turn: number,
                message: "the turn ends before its recorded moves".into(),
            });
        }
        game.version += turn.moves.len() as u64;
        game.turns_mut().push(Entry::Turn(turn));
        game.current_turn = Some(game.turns.len() - 1);
        let flow = show(game);
        game.turns_mut().pop();
        (game.position, game.version, game.current_turn) = (position, version, current);
        Ok(flow)
    }
}
