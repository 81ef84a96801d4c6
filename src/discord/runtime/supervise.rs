//! Nothing runs unsupervised: background work that fails is tried again with
//! backoff, and a periodic sweep sets going whatever is due and not scheduled
//! (a computer move or a turn deadline whose retries ran out, a lobby past its
//! expiry), so no game waits for someone to type `/hypnosia board`. The same
//! sweep resumes everything after a restart, one game at a time: a game that
//! cannot be loaded is logged and skipped, never the end of the others.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tracing::{error, info, warn};

use super::{Applied, Reply, Runtime};
use crate::discord::error::{Error, Result};
use crate::table::{unix_now, GameId, GuildId};

/// Pauses before each new attempt of failed background work (about 30 s in
/// all, past a short database outage); after them, the sweep takes over.
const RETRY_BACKOFF: [Duration; 5] = [
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
    Duration::from_secs(16),
];

/// How often the sweep looks for games and lobbies nothing is scheduled for.
pub const SWEEP_EVERY: Duration = Duration::from_secs(15);

/// Whether a failure of background work may pass if tried again: not a
/// refusal (the game is gone or over) nor a lost race (whoever won it set
/// going what follows).
fn worth_retrying(e: &Error) -> bool {
    match e {
        Error::User(_) => false,
        Error::Store(e) => !e.is_conflict(),
        Error::Discord(_) | Error::Internal(_) => true,
    }
}

impl Runtime {
    fn in_flight(&self) -> std::sync::MutexGuard<'_, std::collections::HashSet<GameId>> {
        self.in_flight.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A computer move or a deadline of `game` is being handled now.
    pub(super) fn background_started(&self, game: GameId) {
        self.in_flight().insert(game);
    }

    pub(super) fn background_ended(&self, game: GameId) {
        self.in_flight().remove(&game);
    }

    /// Whether something is scheduled or under way for `game`.
    fn is_scheduled(&self, game: GameId) -> bool {
        self.ai_pending().contains(&game)
            || self.in_flight().contains(&game)
            || self.deadline_scheduled(game)
    }

    /// Runs `attempt` until it succeeds, again after each pause of
    /// [`RETRY_BACKOFF`] while it fails for a reason that may pass; each
    /// attempt is a task of its own, so a panic is a failure like any other.
    pub(super) async fn supervised<F, Fut>(self: &Arc<Self>, what: &str, game: GameId, attempt: F)
    where
        F: Fn(Arc<Runtime>) -> Fut,
        Fut: Future<Output = Result<()>> + Send + 'static,
    {
        let mut pauses = RETRY_BACKOFF.iter();
        loop {
            let outcome = tokio::spawn(attempt(Arc::clone(self)))
                .await
                .unwrap_or_else(|e| Err(Error::Internal(format!("it panicked: {e}"))));
            let e = match outcome {
                Ok(()) => return,
                Err(e) if !worth_retrying(&e) => {
                    info!(%game, error = %e, "{what}: nothing to do");
                    return;
                }
                Err(e) => e,
            };
            match pauses.next() {
                Some(pause) => {
                    warn!(%game, error = %e, ?pause, "{what} failed; trying again");
                    tokio::time::sleep(*pause).await;
                }
                None => {
                    error!(%game, error = %e, "{what} failed again; the sweep will set it going");
                    return;
                }
            }
        }
    }

    /// After a restart: computer turns go on, deadlines and idle lobbies are
    /// scheduled again (a deadline that passed while the bot was down fires
    /// now), and the sweep starts. Only for the servers on this process's
    /// shards: the others' belong to the process holding their shard.
    pub async fn resume(self: &Arc<Self>) -> Result<()> {
        let (games, lobbies) = self.sweep().await?;
        info!(games, lobbies, "resumed");
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(SWEEP_EVERY).await;
                match rt.sweep().await {
                    Ok((0, 0)) => {}
                    Ok((games, lobbies)) => {
                        info!(games, lobbies, "the sweep set going what waited")
                    }
                    Err(e) => warn!(error = %e, "the sweep failed; it runs again soon"),
                }
            }
        });
        let mut open = self.store.open_lobbies().await?;
        open.retain(|l| self.config.sharding.owns(l.place.guild));
        for lobby in &open {
            self.schedule_lobby_expiry(lobby.id, lobby.expires_at);
        }
        Ok(())
    }

    /// Sets going every running game of ours that nothing is scheduled for,
    /// and closes our lobbies past their expiry; returns how many of each.
    async fn sweep(self: &Arc<Self>) -> Result<(usize, usize)> {
        let ours = |guild: GuildId| self.config.sharding.owns(guild);
        let mut games = 0;
        for (id, guild) in self.store.running_game_ids().await? {
            if !ours(guild) || self.is_scheduled(id) {
                continue;
            }
            match self.store.game(id).await {
                Ok(Some(table)) => {
                    if self.is_scheduled(id) {
                        continue; // scheduled while it loaded
                    }
                    self.rearm(&table);
                    games += 1;
                }
                Ok(None) => {} // ended meanwhile
                Err(e) => {
                    error!(game = %id, error = %e, "a running game cannot be loaded; skipped")
                }
            }
        }
        // Seasons that ended: announced once, by whichever process claims them.
        self.announce_seasons_in_background();
        let mut lobbies = 0;
        for (id, guild, expires_at) in self.store.lobbies_expired_by(unix_now()).await? {
            if ours(guild) && !self.lobby_expiry_scheduled(id) {
                self.schedule_lobby_expiry(id, expires_at);
                lobbies += 1;
            }
        }
        Ok((games, lobbies))
    }

    /// Shows the turn of a game whose start was saved but never shown (its
    /// first change failed): a person to move, and no deadline.
    pub(super) fn show_start(self: &Arc<Self>, game: GameId) {
        let rt = Arc::clone(self);
        tokio::spawn(async move {
            rt.background_started(game);
            rt.supervised("showing the first turn", game, |rt| async move {
                rt.change_game(game, Reply::Background, async |table: &mut _| {
                    Ok(first_turn(table))
                })
                .await
            })
            .await;
            rt.background_ended(game);
        });
    }
}

/// Shows the first turn of a game that was started but not shown yet: no
/// deadline runs, and nobody moved or a person is to move (a computer's first
/// turn is set going by its own start). A game shown already is left as it is,
/// so the start and the sweep never both post it.
pub(super) fn first_turn(table: &crate::table::Table) -> Applied {
    let unstarted = table.clock.deadline.is_none()
        && (table.game.version() == 0 || table.human_to_move().is_some());
    if unstarted {
        Applied::Started
    } else {
        Applied::Unchanged
    }
}
