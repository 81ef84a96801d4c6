//! A decided game ends itself. When only one person can still move (everyone
//! else still in the game has no pawn on the board), nobody waits for their
//! turns but the end: the bot plays them all at once, the fastest way ([`crate::ai::Finisher`]), every move
//! marked `auto` in the record, and the log says so in one line
//! (`words::channel_log`). It does so
//!
//! - by itself, in the change that made it so, when the order of places can
//!   no longer change ([`crate::game::Position::order_decided`]);
//! - when the person clicks "Finish for me" on their turn message (the order
//!   can still change: it is their choice);
//! - when their turn times out: a lone mover is played for to the end, never
//!   removed, as nobody else is waiting for them (`deadlines.rs`).
//!
//! Likewise a person alone with computers (the other people left, or there
//! were none) who times out for the [third time in a row](crate::table::MAX_TIMEOUTS)
//! is not removed: nobody waits for them, so the rest of the game is played
//! at once, their turns by the hard computer (marked `auto`), the computers'
//! by their own levels ([`crate::ai::play_out_for`]), with one line in the log.
//!
//! The game then ends by RULES.md §6 as any game does (center full, board
//! empty, or the round limit): no end reason of its own.

use std::sync::Arc;

use tracing::info;

use crate::ai::{self, Level};
use crate::game::{AutoCause, Color};
use crate::live::click::{TurnClick, decide_turn, judged, note_watching, stale_board};
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::port::{Cause, Screen};
use crate::live::turns::Turns;
use crate::table::MoveRefusal;
use crate::table::Table;

impl<S: Screen> Turns<S> {
    /// A click on "Finish for me": the clicker, to move on the turn message
    /// shown, is the lone mover; the bot plays the rest of the game
    /// for them, and the click is answered by showing the results. Judged
    /// as a move click is: refused from memory when it can be, without the
    /// game's lock or a load, and a refusal charged to the clicker.
    pub async fn click_finish(self: &Arc<Self>, click: TurnClick, answer: S::Click) -> Result<()> {
        let kernel = &self.kernel;
        judged(kernel, &click, async || {
            kernel
                .change_game(
                    click.game,
                    Cause::Click(answer),
                    async |table: &mut Table| {
                        let stale = stale_board(kernel, table, &click);
                        note_watching(kernel, table, &click);
                        if let Some(shown) = stale.map_err(Error::refused)? {
                            return Ok(shown);
                        }
                        let color = decide_turn(table, &click).map_err(Error::refused)?;
                        if table.lone_person().map(|(c, _)| c) != Some(color) {
                            // Someone else can move again (a forged or raced click).
                            return Err(Error::refused(MoveRefusal::OldVersion));
                        }
                        table.own_move(color);
                        kernel.finish_lone(table, AutoCause::FinishForMe).await?;
                        Ok(Applied::Changed)
                    },
                )
                .await
        })
        .await
    }

    /// `color`, a person nobody else still in the game waits for, timed out
    /// too often: the rest of the game is played at once (off the async
    /// threads), their turns by the hard computer, marked auto, the
    /// computers' by their own levels.
    pub(in crate::live) async fn play_out_for(
        &self,
        table: &mut Table,
        color: Color,
    ) -> Result<()> {
        let levels = table.computer_levels();
        let level_of = move |c: Color| levels[c.index()].unwrap_or(Level::Medium);
        let mut game = table.game.clone();
        let seed = (table.id.0 as u64) ^ game.version().rotate_left(29);
        let before = game.entries().len();
        let game = self
            .kernel
            .think(table.place.community(), move || {
                ai::play_out_for(&mut game, color, level_of, seed).map(|()| game)
            })
            .await?
            .map_err(|e| Error::Internal(format!("a played-out move was refused: {e}")))?;
        let turns = game.entries().len().saturating_sub(before);
        info!(game = %table.id, %color, turns, "timed out with nobody else waiting: the rest of the game was played for them");
        table.game = game;
        Ok(())
    }
}
