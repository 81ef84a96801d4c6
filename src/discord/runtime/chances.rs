//! Win chances on the screen: the claim of an Analysis button's answer, and the
//! analysis of a finished game, worked out once on the heavy lane and stored
//! (whether turn messages show the chances is a setting: `languages.rs`).

use tracing::warn;

use super::Runtime;
use crate::analysis::{analyse, AnalysisError, GameAnalysis};
use crate::discord::error::{Error, Result};
use crate::game::Record;
use crate::table::GameId;
use crate::text;

impl Runtime {
    /// Claims the answer to `game`'s Analysis button in this process, until
    /// the claim is dropped (the button has become a link to the posted
    /// analysis by then); `None` when a click is answering it already, so
    /// that two clicks at once post one analysis.
    pub fn posting_analysis(&self, game: GameId) -> Option<PostingAnalysis<'_>> {
        let fresh = self
            .posting_analyses
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(game);
        fresh.then_some(PostingAnalysis { rt: self, game })
    }

    /// The analysis of finished game `id` (its `record`): stored, or worked
    /// out now on the heavy lane and stored (a finished record never
    /// changes, so it is worked out once).
    pub async fn game_analysis(&self, id: GameId, record: Record) -> Result<GameAnalysis> {
        if let Some(json) = self.store.game_analysis(id).await? {
            match serde_json::from_str(&json) {
                Ok(analysis) => return Ok(analysis),
                Err(e) => {
                    warn!(game = %id, error = %e, "a stored analysis does not read; working it out again")
                }
            }
        }
        let analysis = self
            .draw_heavy(move || analyse(&record))
            .await?
            .map_err(|e| match e {
                AnalysisError::Cancelled => {
                    Error::user(text!("refusal-analysis-cancelled", game = id.0))
                }
                AnalysisError::NotOver => Error::user(text!("refusal-game-running", game = id.0)),
                AnalysisError::Record(e) => {
                    Error::Internal(format!("game {id} cannot be analysed: {e}"))
                }
            })?;
        match serde_json::to_string(&analysis) {
            Ok(json) => self.store.save_game_analysis(id, &json).await?,
            Err(e) => warn!(game = %id, error = %e, "an analysis does not serialise"),
        }
        Ok(analysis)
    }
}

/// A click answering a game's Analysis button (see [`Runtime::posting_analysis`]).
pub struct PostingAnalysis<'a> {
    rt: &'a Runtime,
    game: GameId,
}

impl Drop for PostingAnalysis<'_> {
    fn drop(&mut self) {
        self.rt
            .posting_analyses
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.game);
    }
}
