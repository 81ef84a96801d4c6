//! Ending a game on request: resigning (after its confirmation) and cancelling,
//! by the one person left, by a vote of everyone still playing within two
//! minutes, or by force with Manage Server. Votes live in memory: a restart
//! drops a pending vote, which only means asking again.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::screen::{Cause, Screen};
use super::{held, Applied, Error, Result, Tables};
use crate::i18n::{Lang, Text};
use crate::table::{unix_now, ChannelId, GameId, MessageId, Table, UserId};
use crate::text;

/// How long everyone still playing has to agree to cancel a game.
pub const VOTE_TIME: Duration = Duration::from_secs(120);

/// A pending vote to cancel a game.
#[derive(Clone, Debug)]
pub struct CancelVote {
    /// When it started (unix seconds): the vote's id in its buttons.
    pub started: u64,
    /// Who asked for it.
    pub by: String,
    /// Everyone who must agree.
    pub needed: Vec<UserId>,
    pub agreed: Vec<UserId>,
    /// Where the vote message is, once posted, and the language it is in.
    pub message: Option<(ChannelId, MessageId, Lang)>,
}

/// What became of an agreement.
pub enum VoteOutcome {
    /// More people must still agree; the vote as it stands.
    Waiting(CancelVote),
    /// Everyone agreed: the game was cancelled.
    Cancelled,
}

pub(super) type Votes = HashMap<GameId, CancelVote>;

impl<S: Screen> Tables<S> {
    fn votes(&self) -> std::sync::MutexGuard<'_, Votes> {
        held(&self.votes)
    }

    /// `user` resigns from `game` (after confirming).
    pub async fn resign(self: &Arc<Self>, game: GameId, user: UserId) -> Result<()> {
        self.change_game(game, Cause::Background, async |table: &mut Table| {
            table.resign(user).map_err(Error::user)?;
            Ok(Applied::Changed)
        })
        .await
    }

    /// Cancels a running game at once; the results say it was `by` who did.
    pub async fn cancel(self: &Arc<Self>, game: GameId, by: Text) -> Result<()> {
        self.votes().remove(&game);
        self.change_game(game, Cause::Background, async move |table: &mut Table| {
            if table.game.is_over() {
                return Err(Error::user(text!("refusal-finished")));
            }
            table
                .game
                .cancel()
                .map_err(|e| Error::Internal(format!("cancelling was refused: {e}")))?;
            Ok(Applied::Cancelled { by })
        })
        .await
    }

    /// Starts a vote to cancel `game` that `by` asked for (and so agrees to).
    /// A vote already running for the game is replaced.
    pub fn open_vote(&self, game: GameId, by: UserId, name: String, needed: Vec<UserId>) -> u64 {
        let started = unix_now().max(0) as u64;
        let vote = CancelVote {
            started,
            by: name,
            needed,
            agreed: vec![by],
            message: None,
        };
        self.votes().insert(game, vote);
        started
    }

    /// The pending vote to cancel `game`, if any.
    pub fn vote(&self, game: GameId) -> Option<CancelVote> {
        self.votes().get(&game).cloned()
    }

    /// Remembers where the vote's message is and ends the vote unanswered
    /// after [`VOTE_TIME`], which the screen shows on its message.
    pub fn vote_posted(
        self: &Arc<Self>,
        game: GameId,
        started: u64,
        (lang, channel): (Lang, ChannelId),
        message: MessageId,
    ) {
        if let Some(vote) = self.votes().get_mut(&game).filter(|v| v.started == started) {
            vote.message = Some((channel, message, lang));
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            tokio::time::sleep(VOTE_TIME).await;
            let expired = {
                let mut votes = tables.votes();
                match votes.get(&game) {
                    Some(v) if v.started == started => votes.remove(&game),
                    _ => None,
                }
            };
            if let Some(at) = expired.and_then(|vote| vote.message) {
                Arc::clone(&tables.screen).vote_expired(game, at);
            }
        });
    }

    /// `user` agrees to the vote `started` on `game`; the last agreement
    /// cancels the game.
    pub async fn agree(
        self: &Arc<Self>,
        game: GameId,
        started: u64,
        user: UserId,
    ) -> Result<VoteOutcome> {
        let vote = {
            let mut votes = self.votes();
            let vote = votes
                .get_mut(&game)
                .filter(|v| v.started == started)
                .ok_or_else(|| Error::user(text!("refusal-vote-over")))?;
            if !vote.needed.contains(&user) {
                return Err(Error::user(text!("refusal-vote-not-playing")));
            }
            if !vote.agreed.contains(&user) {
                vote.agreed.push(user);
            }
            vote.clone()
        };
        if vote.needed.iter().any(|u| !vote.agreed.contains(u)) {
            return Ok(VoteOutcome::Waiting(vote));
        }
        self.cancel(game, text!("cancelled-by-vote", name = vote.by.as_str()))
            .await?;
        Ok(VoteOutcome::Cancelled)
    }
}
