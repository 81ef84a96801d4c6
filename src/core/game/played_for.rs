//! Which of a person's turns the bot played for them, and whether they walked
//! away from the game: the rule that keeps a win the bot earned from counting
//! as theirs (`store::standings`).

use super::board::Color;
use super::record::{AutoCause, Entry, TurnRecord};

/// How many of one player's turns the bot played for them, from the record.
///
/// Only turns with a move count: a turn whose dice all had no move ends by
/// itself, nobody played it. A turn counts as the bot's when it played every
/// move of it (a person who played one die and timed out on the other played
/// that turn).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct BotTurns {
    /// The player's turns with a move.
    pub turns: u32,
    /// Of those, the turns the bot played, whatever the cause.
    pub by_bot: u32,
    /// Of those, the turns the bot played because the person was not playing:
    /// a time-out ([`AutoCause::Timeout`]) or "Finish for me"
    /// ([`AutoCause::FinishForMe`]). Turns it played because nobody else could
    /// move once the order of places was decided ([`AutoCause::Decided`]), or
    /// for a cause the record does not say (written before causes were kept),
    /// are not the person's absence.
    pub absent: u32,
    /// Of the turns the bot played, those it played on a time-out
    /// ([`AutoCause::Timeout`]), after "Finish for me"
    /// ([`AutoCause::FinishForMe`]), and because nobody else could move
    /// ([`AutoCause::Decided`]): what the results give as its causes.
    pub timed_out: u32,
    pub finished_for_me: u32,
    pub decided: u32,
}

impl BotTurns {
    /// Counts `color`'s turns in a record's `entries`.
    ///
    /// ```
    /// use hypnosia_core::game::{AutoCause, BotTurns, Color, Dice, Game, Player, Variant};
    ///
    /// let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
    /// let mut game = Game::new(players, Variant::default(), Dice::from_seed(3))?;
    /// // Ada is away: every one of her turns times out, for 30 turns in all.
    /// while game.entries().len() < 30 && !game.is_over() {
    ///     let mv = game.legal_moves()[0];
    ///     match game.to_move() {
    ///         Some(Color::Red) => game.play_auto(mv, AutoCause::Timeout)?,
    ///         _ => game.play(mv)?,
    ///     };
    /// }
    /// let ada = BotTurns::of(game.entries(), Color::Red);
    /// assert!(ada.turns > 0 && ada.by_bot == ada.turns && ada.absent == ada.turns);
    /// assert!(ada.walked_away());
    /// assert_eq!((ada.timed_out, ada.finished_for_me, ada.decided), (ada.turns, 0, 0));
    /// assert_eq!(BotTurns::of(game.entries(), Color::Blue).by_bot, 0);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(entries: &[Entry], color: Color) -> BotTurns {
        let mut counted = BotTurns::default();
        let theirs = entries.iter().filter_map(|e| match e {
            Entry::Turn(t) if t.color == color && !t.moves.is_empty() => Some(t),
            _ => None,
        });
        for turn in theirs {
            counted.turns += 1;
            if turn.moves.iter().all(|m| m.auto) {
                counted.by_bot += 1;
                if absent(turn) {
                    counted.absent += 1;
                }
                let had = |cause| turn.moves.iter().any(|m| m.cause == Some(cause));
                counted.timed_out += u32::from(had(AutoCause::Timeout));
                counted.finished_for_me += u32::from(had(AutoCause::FinishForMe));
                counted.decided += u32::from(had(AutoCause::Decided));
            }
        }
        counted
    }

    /// The rule: a person **walked away** from a game when the bot played
    /// more than half of their turns because they were not playing (timed
    /// out, or clicked "Finish for me"). Such a game earns them no win and no
    /// best finish (its rank stays in the results and the history, marked).
    pub fn walked_away(&self) -> bool {
        self.absent * 2 > self.turns
    }
}

/// Whether the bot played this turn because its person was not playing.
fn absent(turn: &TurnRecord) -> bool {
    turn.moves
        .iter()
        .any(|m| matches!(m.cause, Some(AutoCause::Timeout | AutoCause::FinishForMe)))
}
