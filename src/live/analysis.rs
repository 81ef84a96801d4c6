//! A finished game's analysis: worked out once on the heavy lane and stored
//! (a finished record never changes), and posted once per game for
//! everyone, however many ask at once, in how many processes, before or
//! after a restart: the post is claimed in the engine's outbox
//! (`outbox/`). However many ask for one game's analysis at once (the
//! post's claim lapsed, a person's own errors, a click whose wait ended),
//! it is worked out once: the others wait for it and read it stored.
//!
//! Each ask is charged to its asker's fair share here, first: its entry
//! points take the ask paid ([`PaidAnalysis`], [`PaidOwnMoves`]), which only
//! [`Analyses::ask_for_everyone`] and [`Analyses::ask_own_moves`] give, so
//! that none is served uncharged and a refused ask is told before the screen
//! defers its answer or anything is read or worked out.

use std::collections::HashMap;
use std::sync::Arc;

use tracing::warn;

use super::port::Screen;
use crate::analysis::errors::Judge;
use crate::analysis::{AnalysisError, GameAnalysis, PlayerReport, analyse_judged, error_report};
use crate::game::Color;
use crate::game::Record;
use crate::heavy::fair::Ask;
use crate::heavy::lanes::{LaneError, Lanes};
use crate::live::error::{Error, Result};
use crate::live::kernel::{Kernel, held};
use crate::live::outbox::Outbox;
use crate::live::port::post::PostReport;
use crate::live::puzzles::Puzzles;
use crate::store::{ANALYSIS_CLAIM_SECS, PostClaim, PostId};
use crate::table::{
    AnalysisRefusal, ChannelId, Community, GameId, GameRefusal, GuildId, MessageId, UserId,
};

/// One player's errors in a finished game, for their eyes only.
#[derive(Clone, Debug)]
pub struct OwnErrors {
    pub game: GameId,
    pub record: Record,
    pub color: Color,
    /// `None` when they had no decision to judge (every turn forced).
    pub report: Option<PlayerReport>,
}

/// Where a game's one public analysis is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PublicAnalysis {
    /// Posted now, by this request.
    PostedNow(ChannelId, MessageId),
    /// Posted before, by an earlier request.
    Posted(ChannelId, MessageId),
}

/// A game's analysis for everyone, asked for and paid from its asker's
/// fair share ([`Analyses::ask_for_everyone`]).
#[derive(Debug)]
#[must_use]
pub struct PaidAnalysis(());

/// A player's own moves in a game's analysis, asked for and paid from their
/// fair share ([`Analyses::ask_own_moves`]).
#[derive(Debug)]
#[must_use]
pub struct PaidOwnMoves(UserId);

/// The analyses service: a finished game's analysis, worked out once, its
/// one public post, and a player's own errors.
pub struct Analyses<S: Screen> {
    kernel: Arc<Kernel<S>>,
    /// An analysed game's record is searched for puzzles.
    puzzles: Arc<Puzzles<S>>,
    /// The public post is one of the outbox's.
    outbox: Arc<Outbox<S>>,
    /// The games whose analysis someone is reading or working out, each
    /// with its lock: held across the store and the heavy lane, never
    /// across a call to the screen; an entry leaves with its last holder.
    working: Working,
}

type Working = std::sync::Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>;

/// One game's place in [`Analyses::working`]: its last holder (done, or
/// dropped on the way) takes the game's entry out.
struct WorkingOn<'a> {
    working: &'a Working,
    game: GameId,
    lock: Arc<tokio::sync::Mutex<()>>,
}

impl<'a> WorkingOn<'a> {
    fn new(working: &'a Working, game: GameId) -> Self {
        let lock = Arc::clone(held(working).entry(game).or_default());
        WorkingOn {
            working,
            game,
            lock,
        }
    }
}

impl Drop for WorkingOn<'_> {
    fn drop(&mut self) {
        let mut working = held(self.working);
        // The map's and this one's: nobody else holds it, nor can take it now.
        if Arc::strong_count(&self.lock) == 2 {
            working.remove(&self.game);
        }
    }
}

impl<S: Screen> Analyses<S> {
    pub(super) fn new(
        kernel: Arc<Kernel<S>>,
        puzzles: Arc<Puzzles<S>>,
        outbox: Arc<Outbox<S>>,
    ) -> Self {
        Analyses {
            kernel,
            puzzles,
            outbox,
            working: Working::default(),
        }
    }

    /// `asker` asks for a game's analysis for everyone: paid from their
    /// fair share ([`Ask::Analysis`]), or refused, before anything else.
    pub fn ask_for_everyone(&self, asker: UserId) -> Result<PaidAnalysis> {
        self.kernel.fair_share(asker, Ask::Analysis)?;
        Ok(PaidAnalysis(()))
    }

    /// `asker` asks for their own moves in a game's analysis: paid from
    /// their fair share ([`Ask::OwnMoves`]), or refused, before anything else.
    pub fn ask_own_moves(&self, asker: UserId) -> Result<PaidOwnMoves> {
        self.kernel.fair_share(asker, Ask::OwnMoves)?;
        Ok(PaidOwnMoves(asker))
    }

    /// The analysis of finished game `id` (its `record`) with its people's
    /// errors: stored, or worked out now on the engine's heavy lane and
    /// stored. An analysis stored before errors were judged gets them now,
    /// once. Asked for again while it is worked out, it is waited for.
    pub async fn game_analysis(&self, id: GameId, record: Record) -> Result<GameAnalysis> {
        let on = WorkingOn::new(&self.working, id);
        let _one_at_a_time = on.lock.lock().await;
        self.stored_or_worked_out(id, record).await
    }

    /// [`Analyses::game_analysis`], the game's lock held.
    async fn stored_or_worked_out(&self, id: GameId, record: Record) -> Result<GameAnalysis> {
        if let Some(json) = self.kernel.store().game_analysis(id).await? {
            match serde_json::from_str::<GameAnalysis>(&json) {
                Ok(analysis) if analysis.errors.is_some() => return Ok(analysis),
                Ok(mut analysis) => {
                    let judged = on_heavy_lane(self.kernel.lanes(), id, move || {
                        error_report(&record, &Judge::default())
                    })
                    .await?;
                    analysis.errors = Some(judged);
                    self.keep_analysis(id, &analysis).await?;
                    return Ok(analysis);
                }
                Err(e) => {
                    warn!(game = %id, error = %e, "a stored analysis does not read; working it out again")
                }
            }
        }
        let searched = record.clone();
        let analysis = on_heavy_lane(self.kernel.lanes(), id, move || {
            analyse_judged(&record, &Judge::default())
        })
        .await?;
        self.keep_analysis(id, &analysis).await?;
        // Worked out once per game: its puzzles are searched once too.
        self.puzzles.search_puzzles(id, searched);
        Ok(analysis)
    }

    /// Stores `analysis`, and its people's errors with their results (for
    /// their stats).
    async fn keep_analysis(&self, id: GameId, analysis: &GameAnalysis) -> Result<()> {
        match serde_json::to_string(analysis) {
            Ok(json) => self.kernel.store().save_game_analysis(id, &json).await?,
            Err(e) => warn!(game = %id, error = %e, "an analysis does not serialise"),
        }
        if let Some(report) = &analysis.errors {
            let errors: Vec<_> = report
                .players
                .iter()
                .map(|p| (p.errors.color, p.errors.decisions, p.errors.loss))
                .collect();
            self.kernel.store().save_result_errors(id, &errors).await?;
        }
        Ok(())
    }

    /// What the asker of `paid` may see of their own play in `community`'s
    /// finished game `game`: their color, and their errors from the game's
    /// one analysis (stored, or worked out as the public one is). Refused to
    /// whoever did not play in it: the errors are each player's own.
    pub async fn own_errors(
        &self,
        paid: PaidOwnMoves,
        community: impl Into<Community>,
        game: GameId,
    ) -> Result<OwnErrors> {
        let PaidOwnMoves(user) = paid;
        let community = community.into();
        let Some((past, record)) = self.kernel.store().past_game(community, game).await? else {
            // Running, another community's or unknown: the guard says which.
            self.kernel.past_in(community, game).await?;
            return Err(Error::refused(GameRefusal::NoFinishedGame(game)));
        };
        let color = past
            .results
            .iter()
            .find(|r| r.occupant.user() == Some(user))
            .map(|r| r.color)
            .ok_or_else(|| Error::refused(AnalysisRefusal::NotYours(game)))?;
        let analysis = self.game_analysis(game, record.clone()).await?;
        let report = analysis
            .errors
            .and_then(|e| e.of(color).cloned())
            .filter(|r| r.errors.decisions > 0);
        Ok(OwnErrors {
            game,
            record,
            color,
            report,
        })
    }

    /// `guild`'s finished game `game` analysed for everyone, once (a direct
    /// venue's too, shown through the interactions of its people), as
    /// `_paid` asked: this request claims the post and makes it with `post`
    /// (given the game's record; it says where it posted), or is told where
    /// it is, or refused while another request posts it. A post that fails
    /// lets go of the claim, so that the next request tries again at once.
    pub async fn public_analysis<E: From<Error>>(
        &self,
        _paid: PaidAnalysis,
        guild: impl Into<Community>,
        game: GameId,
        post: impl AsyncFnOnce(Record) -> std::result::Result<(ChannelId, MessageId), E>,
    ) -> std::result::Result<PublicAnalysis, E> {
        // The game must be this community's and finished before anything is claimed.
        let community = guild.into();
        let record = self.kernel.past_in(community, game).await?;
        // The posts' server column keys a community, as every community's
        // rows do (see `Community::key`); only a click posts an analysis.
        let claim = (PostId::Analysis(game), GuildId(community.key()));
        let key = match self.outbox.claim_post(claim, ANALYSIS_CLAIM_SECS).await? {
            Ok(key) => key,
            Err(PostClaim::Posted(Some((channel, message)))) => {
                return Ok(PublicAnalysis::Posted(channel, message));
            }
            Err(_) => {
                return Err(Error::refused(AnalysisRefusal::Posting(game)).into());
            }
        };
        let posted = post(record).await;
        let report = match &posted {
            Ok((channel, message)) => PostReport::Posted(*channel, *message),
            // Given back: the next request tries again at once.
            Err(_) => PostReport::Failed,
        };
        if let Err(e) = self.outbox.posted(&key, report).await {
            warn!(%game, error = %e, "could not record an analysis's post");
        }
        let (channel, message) = posted?;
        Ok(PublicAnalysis::PostedNow(channel, message))
    }
}

/// `work` (an analysis of game `id`) run on the heavy lane of `lanes`, its
/// failures put in words.
async fn on_heavy_lane<T: Send + 'static>(
    lanes: &Lanes,
    id: GameId,
    work: impl FnOnce() -> std::result::Result<T, AnalysisError> + Send + 'static,
) -> Result<T> {
    lanes
        .quick(work)
        .await
        .map_err(|e| match e {
            LaneError::Busy => Error::refused(AnalysisRefusal::DrawingBusy),
            e => Error::Internal(format!("drawing failed: {e}")),
        })?
        .map_err(|e| match e {
            AnalysisError::Cancelled => Error::refused(AnalysisRefusal::Cancelled(id)),
            AnalysisError::NotOver => Error::refused(GameRefusal::Running(id)),
            AnalysisError::Record(e) => {
                Error::Internal(format!("game {id} cannot be analysed: {e}"))
            }
        })
}
