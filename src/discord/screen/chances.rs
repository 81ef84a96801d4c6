//! Win chances on the screen: the analysis of a finished game, worked out once
//! on the heavy lane and stored (whether turn messages show the chances is a
//! setting: `settings.rs`; the claim of a game's one public analysis is the
//! store's, `Store::claim_analysis_post`).

use tracing::warn;

use super::Runtime;
use crate::analysis::{analyse, AnalysisError, GameAnalysis};
use crate::discord::error::{Error, Result};
use crate::game::Record;
use crate::table::GameId;
use crate::text;

impl Runtime {
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
