//! Ending a game on request: resigning (after its confirmation) and cancelling,
//! by the one person left, by a vote of everyone still playing within two
//! minutes, or by force with Manage Server. Votes live in memory: a restart
//! drops a pending vote, which only means asking again.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::kernel::guard::not_here;
use super::port::{Cause, Notice, Screen};
use crate::i18n::Lang;
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::kernel::{Kernel, held};
use crate::table::{
    CancelPath, CancelledBy, ChannelId, Community, GameId, MessageId, Table, UserId, VoteRefusal,
    unix_now,
};

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

/// Who asks for something of a game, as the screen knows them: from which
/// community, and whether they hold Manage Server there.
#[derive(Clone, Debug)]
pub struct Actor {
    pub community: Community,
    pub user: UserId,
    /// Their name as shown in the game's results (plain text).
    pub name: String,
    pub manages_server: bool,
}

/// A step of cancelling a game, as asked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CancelStep {
    /// The one person still playing confirms.
    Confirm,
    /// A member with Manage Server confirms forcing it.
    Force,
    /// A player agrees to the vote that started at this time.
    Agree { vote: u64 },
}

/// What `/hypnosia cancel` asks of its user next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CancelAsked {
    /// To confirm (they are the one person still playing).
    Confirm,
    /// To confirm forcing it (with Manage Server).
    Force,
    /// Nothing: a vote of everyone still playing started (at this time),
    /// which they agreed to by asking.
    Vote(u64),
}

/// What became of an agreement.
#[derive(Debug)]
pub enum VoteOutcome {
    /// More people must still agree; the vote as it stands.
    Waiting(CancelVote),
    /// Everyone agreed: the game was cancelled.
    Cancelled,
}

/// The votes service: resigning, cancelling, and the pending votes to
/// cancel, on the kernel's change path.
pub struct Votes<S: Screen> {
    kernel: Arc<Kernel<S>>,
    /// Pending votes to cancel a game.
    pending: Arc<std::sync::Mutex<HashMap<GameId, CancelVote>>>,
}

impl<S: Screen> Votes<S> {
    pub(super) fn new(kernel: Arc<Kernel<S>>) -> Self {
        Votes {
            kernel,
            pending: Default::default(),
        }
    }

    fn votes(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, CancelVote>> {
        held(&self.pending)
    }

    /// `user` resigns from `community`'s game `game` (after confirming):
    /// another community's game is as unknown here as one that never existed.
    pub async fn resign_in(
        &self,
        community: impl Into<Community>,
        game: GameId,
        user: UserId,
    ) -> Result<()> {
        let community = community.into();
        self.kernel
            .change_game(game, Cause::Background, async |table: &mut Table| {
                if table.place.community() != community {
                    return Err(not_here(community, game));
                }
                table.resign(user).map_err(Error::refused)?;
                Ok(Applied::Changed)
            })
            .await
    }

    /// `user` resigns from `game`, wherever it plays (the engine's own
    /// resignations: a tournament's leaver).
    pub(super) async fn resign(&self, game: GameId, user: UserId) -> Result<()> {
        self.kernel
            .change_game(game, Cause::Background, async |table: &mut Table| {
                table.resign(user).map_err(Error::refused)?;
                Ok(Applied::Changed)
            })
            .await
    }

    /// `/hypnosia cancel` of `actor` for `game`: how they may cancel it
    /// (alone, by force, or by a vote of everyone still playing, which starts
    /// here); refused when they may not.
    pub async fn ask_cancel(&self, game: GameId, actor: &Actor) -> Result<CancelAsked> {
        let table = self.kernel.load_in(actor.community, game).await?;
        Ok(
            match table
                .cancel_path(actor.user, actor.manages_server)
                .map_err(Error::refused)?
            {
                CancelPath::Confirm => CancelAsked::Confirm,
                CancelPath::Force => CancelAsked::Force,
                CancelPath::Vote(needed) => {
                    CancelAsked::Vote(self.open(game, actor.user, actor.name.clone(), needed))
                }
            },
        )
    }

    /// A step of cancelling `game` by `actor`, checked here: a confirmation
    /// only from the one person still playing, forcing only with Manage
    /// Server, an agreement only from a player the vote waits for.
    pub async fn cancel_as(
        &self,
        game: GameId,
        actor: &Actor,
        step: CancelStep,
    ) -> Result<VoteOutcome> {
        let table = self.kernel.load_in(actor.community, game).await?;
        match step {
            CancelStep::Confirm => {
                match table
                    .cancel_path(actor.user, false)
                    .map_err(Error::refused)?
                {
                    CancelPath::Confirm => {}
                    _ => return Err(Error::refused(VoteRefusal::OthersMustAgree)),
                }
                self.cancel(game, CancelledBy::Player(actor.name.clone()))
                    .await?;
            }
            CancelStep::Force => {
                if !actor.manages_server {
                    return Err(Error::refused(VoteRefusal::ManageServer));
                }
                self.cancel(game, CancelledBy::Force(actor.name.clone()))
                    .await?;
            }
            CancelStep::Agree { vote } => return self.agree(game, vote, actor.user).await,
        }
        Ok(VoteOutcome::Cancelled)
    }

    /// Cancels a running game at once; the results say it was `by` who did.
    /// Whoever asked was checked by the caller ([`Self::cancel_as`], a vote).
    async fn cancel(&self, game: GameId, by: CancelledBy) -> Result<()> {
        self.votes().remove(&game);
        self.kernel
            .change_game(game, Cause::Background, async move |table: &mut Table| {
                if table.game.is_over() {
                    return Err(Error::refused(VoteRefusal::Finished));
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
    pub fn open(&self, game: GameId, by: UserId, name: String, needed: Vec<UserId>) -> u64 {
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
    pub fn posted(
        &self,
        game: GameId,
        started: u64,
        (lang, channel): (Lang, ChannelId),
        message: MessageId,
    ) {
        if let Some(vote) = self.votes().get_mut(&game).filter(|v| v.started == started) {
            vote.message = Some((channel, message, lang));
        }
        let (pending, kernel) = (Arc::clone(&self.pending), Arc::clone(&self.kernel));
        tokio::spawn(async move {
            tokio::time::sleep(VOTE_TIME).await;
            let expired = {
                let mut votes = held(&pending);
                match votes.get(&game) {
                    Some(v) if v.started == started => votes.remove(&game),
                    _ => None,
                }
            };
            if let Some(at) = expired.and_then(|vote| vote.message) {
                kernel.tell(Notice::VoteExpired { game, at });
            }
        });
    }

    /// `user` agrees to the vote `started` on `game`; the last agreement
    /// cancels the game.
    pub async fn agree(&self, game: GameId, started: u64, user: UserId) -> Result<VoteOutcome> {
        let vote = {
            let mut votes = self.votes();
            let vote = votes
                .get_mut(&game)
                .filter(|v| v.started == started)
                .ok_or_else(|| Error::refused(VoteRefusal::Over))?;
            if !vote.needed.contains(&user) {
                return Err(Error::refused(VoteRefusal::NotPlaying));
            }
            if !vote.agreed.contains(&user) {
                vote.agreed.push(user);
            }
            vote.clone()
        };
        if vote.needed.iter().any(|u| !vote.agreed.contains(u)) {
            return Ok(VoteOutcome::Waiting(vote));
        }
        self.cancel(game, CancelledBy::Vote(vote.by.clone()))
            .await?;
        Ok(VoteOutcome::Cancelled)
    }
}
