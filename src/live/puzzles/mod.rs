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
//! lead is largest; an analysis whose search was cut short (the lane was
//! busy, the process stopped) is searched later by the sweep's
//! `puzzle_search` step, one a sweep. A server with no puzzle left for someone gets the
//! shipped set (`assets/puzzles.txt`, made by `hypnosia puzzles generate
//! --write`) added to its own, once.
//!
//! Nothing is kept in memory: a puzzle's buttons carry its id and the move
//! played before ([`crate::controls::ComponentId::Puzzle`]), and the
//! position is rebuilt from the store's row at each click.

pub(in crate::live) mod daily;

use std::collections::HashSet;
use std::sync::{Arc, LazyLock};

use tracing::{debug, warn};

use crate::analysis::errors::Judge;
use crate::game::{Move, Position, Record};
use crate::heavy::fair::Ask;
use crate::live::error::{Error, Result};
use crate::live::kernel::sweep_steps::{Phase, stepping};
use crate::live::kernel::{Kernel, held};
use crate::live::outbox::Outbox;
use crate::live::port::Screen;
use crate::puzzles::PuzzleRow;
use crate::puzzles::{
    Depth, PuzzleShown, PuzzleStep, PuzzleVerdict, StoredPuzzle, moves_to, puzzles_within,
    same_turn,
};
use crate::table::{Community, GameId, PuzzleRefusal, UserId, unix_now};

/// The deep searches spent on one analysed game's record at most.
pub const SEARCHES_PER_GAME: usize = 4;

/// The set the bot ships, read once.
static SHIPPED: LazyLock<Vec<StoredPuzzle>> = LazyLock::new(|| {
    let text = include_str!("../../../assets/puzzles.txt");
    StoredPuzzle::parse_set(text).unwrap_or_else(|e| {
        warn!(error = %e, "the shipped puzzles do not read");
        Vec::new()
    })
});

/// The puzzles the bot ships.
pub fn shipped_puzzles() -> &'static [StoredPuzzle] {
    &SHIPPED
}

/// The puzzles service: `/hypnosia puzzle`, the daily puzzle
/// (`daily.rs`), and the search of analysed games for puzzles.
pub struct Puzzles<S: Screen> {
    pub(in crate::live) kernel: Arc<Kernel<S>>,
    /// Where the daily puzzle's posts are handed over (`daily.rs`).
    pub(in crate::live) outbox: Arc<Outbox<S>>,
    /// Games whose puzzles this process is searching.
    puzzle_searches: Arc<std::sync::Mutex<HashSet<GameId>>>,
}

impl<S: Screen> Puzzles<S> {
    /// The puzzles service, whose sweep steps claim each server's daily
    /// puzzle and search one analysed game's owed puzzles.
    pub(in crate::live) fn new(kernel: Arc<Kernel<S>>, outbox: Arc<Outbox<S>>) -> Arc<Self> {
        let puzzles = Arc::new(Puzzles {
            kernel,
            outbox,
            puzzle_searches: Default::default(),
        });
        let steps = puzzles.kernel.sweep_steps();
        steps.add(Phase::Tables, "daily_puzzles", &puzzles, |p, _| {
            stepping(async move { p.sweep_daily_puzzles().await })
        });
        steps.add(Phase::Heavy, "puzzle_search", &puzzles, |p, _| {
            stepping(async move { p.search_owed_puzzles().await.map(usize::from) })
        });
        puzzles
    }

    /// A puzzle of `guild` (a server, or a direct venue: each rates its own)
    /// for `user` (see [`crate::store::Store::next_puzzle`]); the shipped set
    /// joins the community's when it has none left for them. Each step of
    /// a puzzle (this, [`Self::puzzle_move`], `puzzle_open`) costs `user` a
    /// board of their fair share ([`Ask::PuzzleBoard`]).
    pub async fn puzzle_for(
        &self,
        guild: impl Into<Community>,
        user: UserId,
    ) -> Result<PuzzleShown> {
        self.kernel.fair_share(user, Ask::PuzzleBoard)?;
        let guild = guild.into();
        let mut next = self.kernel.store().next_puzzle(guild, user).await?;
        if next.as_ref().is_none_or(|(_, again)| *again) {
            self.kernel
                .store()
                .add_shipped_puzzles(guild, shipped_puzzles())
                .await?;
            next = self.kernel.store().next_puzzle(guild, user).await?;
        }
        let Some((row, again)) = next else {
            return Err(Error::refused(PuzzleRefusal::None));
        };
        let (rolled, _) = positions(&row)?;
        Ok(PuzzleShown {
            id: row.id,
            rolled,
            first: None,
            now: rolled,
            again,
            rating: self.kernel.store().puzzle_rating(guild, user).await?,
            daily: self.daily_date(guild, row.id).await?,
        })
    }

    /// `user` plays `mv` in `guild`'s puzzle `id`, after `first` when the
    /// turn's first move was played: the turn's next step, or, once it is
    /// over, the verdict (their first answer to the puzzle is rated).
    pub async fn puzzle_move(
        &self,
        guild: impl Into<Community>,
        user: UserId,
        id: i64,
        first: Option<Move>,
        mv: Move,
    ) -> Result<PuzzleStep> {
        self.kernel.fair_share(user, Ask::PuzzleBoard)?;
        let guild = guild.into();
        let row = self
            .kernel
            .store()
            .puzzle(guild, id)
            .await?
            .ok_or_else(|| Error::refused(PuzzleRefusal::Gone))?;
        let (rolled, answer_after) = positions(&row)?;
        let mut now = rolled;
        let mut played = Vec::with_capacity(2);
        for step in first.into_iter().chain([mv]) {
            if !same_turn(&rolled, &now) || now.play(step).is_err() {
                return Err(Error::refused(PuzzleRefusal::Button));
            }
            played.push(step);
        }
        if same_turn(&rolled, &now) {
            return Ok(PuzzleStep::Next(PuzzleShown {
                id,
                rolled,
                first: Some(mv),
                now,
                again: self.kernel.store().puzzle_answered(id, user).await?,
                rating: self.kernel.store().puzzle_rating(guild, user).await?,
                daily: self.daily_date(guild, id).await?,
            }));
        }
        let right = now == answer_after;
        let loss = if right {
            0.0
        } else {
            self.kernel
                .think(guild, move || {
                    Judge::default()
                        .weigh(&rolled, Some(&now))
                        .map_or(0.0, |(_, _, loss)| loss)
                })
                .await?
        };
        let answer = moves_to(&rolled, &answer_after).unwrap_or_default();
        let rating = self
            .kernel
            .store()
            .answer_puzzle(guild, id, user, right, unix_now())
            .await?
            .ok_or_else(|| Error::refused(PuzzleRefusal::Gone))?;
        Ok(PuzzleStep::Judged(PuzzleVerdict {
            id,
            rolled,
            played,
            answer,
            right,
            loss,
            rating,
            source: row.game.zip(row.turn),
            daily: self.daily_date(guild, id).await?,
        }))
    }

    /// Searches finished game `game`'s `record` for puzzles in the
    /// background, as a long job of the engine's heavy lane (none when long jobs
    /// wait already: it is no one's request, and the sweep asks again), and
    /// stores what it finds, marking the game searched. Whether it started.
    pub(in crate::live) fn search_puzzles(&self, game: GameId, record: Record) -> bool {
        if !held(&self.puzzle_searches).insert(game) {
            return false; // under way here already
        }
        let Some(ticket) = self.kernel.lanes().reserve_long() else {
            held(&self.puzzle_searches).remove(&game);
            debug!(%game, "no puzzle search: the heavy lane is busy");
            return false;
        };
        let (store, searching) = (
            self.kernel.store().clone(),
            Arc::clone(&self.puzzle_searches),
        );
        tokio::spawn(async move {
            let found = ticket
                .run(move |pacer| {
                    let (judge, depth) = (Judge::default(), Depth::deep());
                    puzzles_within(&record, &judge, &depth, SEARCHES_PER_GAME, &mut || {
                        pacer.pause()
                    })
                })
                .await;
            // A search that fails fails again on the same record: it counts as
            // done, with nothing found. Only a store that fails leaves it owed.
            let puzzles: Vec<(u32, StoredPuzzle)> = match found {
                Ok(Ok(found)) => found
                    .puzzles
                    .iter()
                    .map(|p| (p.turn, StoredPuzzle::of(p)))
                    .collect(),
                Ok(Err(e)) => {
                    warn!(%game, error = %e, "no puzzle search");
                    Vec::new()
                }
                Err(e) => {
                    warn!(%game, error = %e, "a puzzle search failed");
                    Vec::new()
                }
            };
            if let Err(e) = store.add_game_puzzles(game, &puzzles).await {
                warn!(%game, error = %e, "the puzzles found were not stored; the sweep searches again");
            }
            held(&searching).remove(&game);
        });
        true
    }

    /// Starts the search of one of our analysed games whose puzzles were never
    /// searched ([`crate::store::Store::owed_puzzle_searches`]), when the heavy lane has a
    /// place for it: one per sweep, so that such catching up never crowds
    /// what people ask for. Whether one started. The sweep's
    /// `puzzle_search` step.
    // Public for the tests of `tests/live/analysis.rs`.
    #[doc(hidden)]
    pub async fn search_owed_puzzles(&self) -> Result<bool> {
        let owed = self
            .kernel
            .store()
            .owed_puzzle_searches(OWED_SEARCHES_READ)
            .await?;
        let ours = owed
            .into_iter()
            .filter(|(game, guild)| {
                self.kernel.settings().sharding.owns(*guild)
                    && !held(&self.puzzle_searches).contains(game)
            })
            .map(|(game, _)| game);
        for game in ours {
            match self.kernel.store().record(game).await? {
                Some(record) => return Ok(self.search_puzzles(game, record)),
                // Gone (a deleted server's games): nothing to search.
                None => self.kernel.store().add_game_puzzles(game, &[]).await?,
            }
        }
        Ok(false)
    }
}

/// How many owed searches a sweep reads (the first of ours is searched).
const OWED_SEARCHES_READ: u32 = 16;

/// A stored puzzle's positions; one that does not read is a fault.
pub(in crate::live) fn positions(row: &PuzzleRow) -> Result<(Position, Position)> {
    row.stored
        .positions()
        .map_err(|e| Error::Internal(format!("puzzle {}: {e}", row.id)))
}
