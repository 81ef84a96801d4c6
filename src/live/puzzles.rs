//! `/hypnosia puzzle`: a position of the server's finished games (or of the
//! set the bot ships) where one way to play the dice is clearly best, played
//! move by move by the asker alone, judged once the turn is over, and rated.
//!
//! Where the puzzles come from: finding them costs deep searches (seconds
//! each), so never on a click. When a game's analysis is worked out (asked
//! for by someone, on the heavy lane), the same record is searched for
//! puzzles as a **long job of the heavy lane** (it lets quick jobs go first
//! between its searches, and is skipped when long jobs are queued already),
//! bounded to [`SEARCHES_PER_GAME`] deep searches: the turns whose estimated
//! lead is largest. A server with no puzzle left for someone gets the
//! shipped set (`assets/puzzles.txt`, made by `hypnosia puzzles generate
//! --write`) added to its own, once.
//!
//! Nothing is kept in memory: a puzzle's buttons carry its id and the move
//! played before ([`crate::controls::ComponentId::Puzzle`]), and the
//! position is rebuilt from the store's row at each click.

use std::sync::LazyLock;

use tracing::{debug, warn};

use super::screen::Screen;
use super::{Error, Result, Tables};
use crate::analysis::errors::Judge;
use crate::game::{Move, Position, Record};
use crate::heavy::lanes::Lanes;
use crate::puzzles::{
    Depth, PuzzleShown, PuzzleStep, PuzzleVerdict, StoredPuzzle, moves_to, puzzles_within,
    same_turn,
};
use crate::store::{PuzzleRow, Store};
use crate::table::{GameId, GuildId, UserId, unix_now};
use crate::text;

/// The deep searches spent on one analysed game's record at most.
pub const SEARCHES_PER_GAME: usize = 4;

/// The set the bot ships, read once.
static SHIPPED: LazyLock<Vec<StoredPuzzle>> = LazyLock::new(|| {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles.txt"));
    StoredPuzzle::parse_set(text).unwrap_or_else(|e| {
        warn!(error = %e, "the shipped puzzles do not read");
        Vec::new()
    })
});

/// The puzzles the bot ships.
pub fn shipped_puzzles() -> &'static [StoredPuzzle] {
    &SHIPPED
}

impl<S: Screen> Tables<S> {
    /// A puzzle of `guild` for `user` (see [`crate::store::Store::next_puzzle`]);
    /// the shipped set joins the server's when it has none left for them.
    pub async fn puzzle_for(&self, guild: GuildId, user: UserId) -> Result<PuzzleShown> {
        let mut next = self.store.next_puzzle(guild, user).await?;
        if next.as_ref().is_none_or(|(_, again)| *again) {
            self.store
                .add_shipped_puzzles(guild, shipped_puzzles())
                .await?;
            next = self.store.next_puzzle(guild, user).await?;
        }
        let Some((row, again)) = next else {
            return Err(Error::user(text!("refusal-puzzle-none")));
        };
        let (rolled, _) = positions(&row)?;
        Ok(PuzzleShown {
            id: row.id,
            rolled,
            first: None,
            now: rolled,
            again,
            source: row.game.zip(row.turn),
            rating: self.store.puzzle_rating(guild, user).await?,
        })
    }

    /// `user` plays `mv` in `guild`'s puzzle `id`, after `first` when the
    /// turn's first move was played: the turn's next step, or, once it is
    /// over, the verdict (their first answer to the puzzle is rated).
    pub async fn puzzle_move(
        &self,
        guild: GuildId,
        user: UserId,
        id: i64,
        first: Option<Move>,
        mv: Move,
    ) -> Result<PuzzleStep> {
        let row = self
            .store
            .puzzle(guild, id)
            .await?
            .ok_or_else(|| Error::user(text!("refusal-puzzle-gone")))?;
        let (rolled, answer_after) = positions(&row)?;
        let mut now = rolled;
        let mut played = Vec::with_capacity(2);
        for step in first.into_iter().chain([mv]) {
            if !same_turn(&rolled, &now) || now.play(step).is_err() {
                return Err(Error::user(text!("refusal-puzzle-button")));
            }
            played.push(step);
        }
        if same_turn(&rolled, &now) {
            return Ok(PuzzleStep::Next(PuzzleShown {
                id,
                rolled,
                first: Some(mv),
                now,
                again: self.store.puzzle_answered(id, user).await?,
                source: row.game.zip(row.turn),
                rating: self.store.puzzle_rating(guild, user).await?,
            }));
        }
        let right = now == answer_after;
        let loss = if right {
            0.0
        } else {
            self.think(guild, move || {
                Judge::default()
                    .weigh(&rolled, Some(&now))
                    .map_or(0.0, |(_, _, loss)| loss)
            })
            .await?
        };
        let answer = moves_to(&rolled, &answer_after).unwrap_or_default();
        let rating = self
            .store
            .answer_puzzle(guild, id, user, right, unix_now())
            .await?
            .ok_or_else(|| Error::user(text!("refusal-puzzle-gone")))?;
        Ok(PuzzleStep::Judged(PuzzleVerdict {
            id,
            rolled,
            played,
            answer,
            right,
            loss,
            rating,
        }))
    }

    /// Searches finished game `game`'s `record` for puzzles in the
    /// background, as a long job of `lanes`' heavy lane (none when long jobs
    /// wait already: it is no one's request), and stores what it finds.
    pub(super) fn search_puzzles(&self, lanes: &Lanes, game: GameId, record: Record) {
        let Some(ticket) = lanes.reserve_long() else {
            debug!(%game, "no puzzle search: the heavy lane is busy");
            return;
        };
        let store: Store = self.store.clone();
        tokio::spawn(async move {
            let found = ticket
                .run(move |pacer| {
                    let (judge, depth) = (Judge::default(), Depth::deep());
                    puzzles_within(&record, &judge, &depth, SEARCHES_PER_GAME, &mut || {
                        pacer.pause()
                    })
                })
                .await;
            let puzzles: Vec<(u32, StoredPuzzle)> = match found {
                Ok(Ok(found)) => found
                    .puzzles
                    .iter()
                    .map(|p| (p.turn, StoredPuzzle::of(p)))
                    .collect(),
                Ok(Err(e)) => return warn!(%game, error = %e, "no puzzle search"),
                Err(e) => return warn!(%game, error = %e, "a puzzle search failed"),
            };
            if let Err(e) = store.add_game_puzzles(game, &puzzles).await {
                warn!(%game, error = %e, "the puzzles found were not stored");
            }
        });
    }
}

/// A stored puzzle's positions; one that does not read is a fault.
pub(super) fn positions(row: &PuzzleRow) -> Result<(Position, Position)> {
    row.stored
        .positions()
        .map_err(|e| Error::Internal(format!("puzzle {}: {e}", row.id)))
}
