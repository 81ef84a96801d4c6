//! Nothing runs unsupervised: background work that fails is tried again with
//! backoff, and a periodic sweep sets going whatever is due and not scheduled
//! (a computer move or a turn deadline whose retries ran out, a lobby past its
//! expiry, a turn or results owed to the screen, a game with no turn limit
//! idle for too long, a tournament's round or start due), so no game waits for someone
//! to type `/hypnosia board`. The same sweep resumes everything after a
//! restart, one game at a time: a game that cannot be loaded is logged and
//! skipped, never the end of the others.

use std::collections::HashSet;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tracing::{error, info, warn};

use super::screen::{Notice, Screen};
use super::{Applied, Error, Result, Tables, held};
use crate::table::{GameId, GuildId, Table, unix_now};

/// How often the sweep looks for games and lobbies nothing is scheduled for
/// (the default of [`super::Waits::sweep_every`]).
pub const SWEEP_EVERY: Duration = Duration::from_secs(15);

/// What one sweep set going.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Swept {
    games: usize,
    lobbies: usize,
    shown: usize,
    idle: usize,
    tournaments: usize,
    daily_puzzles: usize,
}

impl<S: Screen> Tables<S> {
    fn in_flight(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        held(&self.in_flight)
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
    /// [`super::Waits::retry_pauses`] while it fails for a reason that may pass; each
    /// attempt is a task of its own, so a panic is a failure like any other.
    /// Once the process is stopping, no attempt starts: what it was for is in
    /// the store, and the next start sets it going.
    pub(super) async fn supervised<F, Fut>(self: &Arc<Self>, what: &str, game: GameId, attempt: F)
    where
        F: Fn(Arc<Self>) -> Fut,
        Fut: Future<Output = Result<()>> + Send + 'static,
    {
        let mut pauses = self.settings.waits.retry_pauses();
        loop {
            if self.is_stopping() {
                return;
            }
            let outcome = tokio::spawn(attempt(Arc::clone(self)))
                .await
                .unwrap_or_else(|e| Err(Error::Internal(format!("it panicked: {e}"))));
            let e = match outcome {
                Ok(()) => return,
                Err(e) if !e.worth_retrying() => {
                    info!(%game, error = %e, "{what}: nothing to do");
                    return;
                }
                Err(e) => e,
            };
            match pauses.next() {
                Some(pause) => {
                    warn!(%game, error = %e, ?pause, "{what} failed; trying again");
                    tokio::time::sleep(pause).await;
                }
                None => {
                    error!(%game, error = %e, "{what} failed again; the sweep will set it going");
                    return;
                }
            }
        }
    }

    /// After a restart: what the screen owes is shown (a turn posted, its
    /// clock started afresh), computer turns go on, deadlines and idle lobbies
    /// are scheduled again (a deadline that passed while the bot was down
    /// fires now), and the periodic sweep starts, whether or not this first
    /// one could run. Only for the servers on this process's shards: the
    /// others' belong to the process holding their shard.
    pub async fn resume(self: &Arc<Self>) {
        match self.sweep(true).await {
            Ok(swept) => info!(
                games = swept.games,
                lobbies = swept.lobbies,
                shown = swept.shown,
                idle = swept.idle,
                tournaments = swept.tournaments,
                daily_puzzles = swept.daily_puzzles,
                "resumed"
            ),
            Err(e) => error!(error = %e, "resuming failed; the sweep tries again soon"),
        }
        match self.store.open_lobbies().await {
            Ok(open) => {
                for lobby in open
                    .iter()
                    .filter(|l| self.settings.sharding.owns(l.place.guild))
                {
                    self.schedule_lobby_expiry(lobby.id, lobby.expires_at);
                }
            }
            Err(e) => warn!(error = %e, "open lobbies could not be read; the sweep closes them"),
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(tables.settings.waits.sweep_every).await;
                if tables.is_stopping() {
                    return;
                }
                match tables.sweep(false).await {
                    Ok(swept) if swept == Swept::default() => {}
                    Ok(swept) => info!(
                        games = swept.games,
                        lobbies = swept.lobbies,
                        shown = swept.shown,
                        idle = swept.idle,
                        tournaments = swept.tournaments,
                        daily_puzzles = swept.daily_puzzles,
                        "the sweep set going what waited"
                    ),
                    Err(e) => warn!(error = %e, "the sweep failed; it runs again soon"),
                }
            }
        });
    }

    /// [`Self::resume`] in the background: the bot answers clicks meanwhile
    /// (a game clicked before the resume reached it goes through the change
    /// path as any other: it is loaded, and what waits on it is set going).
    pub fn resume_in_background(self: &Arc<Self>) {
        let tables = Arc::clone(self);
        tokio::spawn(async move { tables.resume().await });
    }

    /// Shows what our games owe their screen, sets going every running game
    /// of ours that nothing is scheduled for, and closes our lobbies past
    /// their expiry. A debt is shown at once after a restart, and otherwise
    /// once a second sweep finds it: a younger one is being shown right now.
    async fn sweep(self: &Arc<Self>, restarted: bool) -> Result<Swept> {
        let ours = |guild: GuildId| self.settings.sharding.owns(guild);
        let mut swept = Swept::default();
        // Owed by the store's account, and not shown by this process either
        // (an update in place is marked by the game's next commit).
        let owed: HashSet<GameId> = self
            .store
            .owed_to_screen()
            .await?
            .into_iter()
            .filter(|(id, guild, version)| ours(*guild) && self.shown_version(*id) < Some(*version))
            .map(|(id, _, _)| id)
            .collect();
        let seen_before = std::mem::replace(&mut *held(&self.owed_last_sweep), owed.clone());
        let mut to_place = HashSet::new();
        for &id in &owed {
            if (restarted || seen_before.contains(&id)) && !self.screen_busy(id) {
                // A table waiting for its thread is placed, not shown here.
                match self.placed_by_screen(id).await {
                    Ok(Some(tournament)) => {
                        to_place.insert(tournament);
                        continue;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        warn!(game = %id, error = %e, "an owed game is left for the next sweep");
                        continue;
                    }
                }
                match self.reshow(id).await {
                    Ok(()) => swept.shown += 1,
                    Err(e) => warn!(game = %id, error = %e, "what a game owes could not be shown"),
                }
            }
        }
        // Only games something waits on: a game with no turn limit waiting
        // on its person costs nothing here, until its idle end.
        for (id, guild) in self.store.waiting_game_ids().await? {
            if !ours(guild) || self.is_scheduled(id) {
                continue;
            }
            match self.store.game(id).await {
                Ok(Some(table)) => {
                    if self.is_scheduled(id) {
                        continue; // scheduled while it loaded
                    }
                    self.rearm(&table);
                    swept.games += 1;
                }
                Ok(None) => {} // ended meanwhile
                Err(e) => {
                    error!(game = %id, error = %e, "a running game cannot be loaded; skipped")
                }
            }
        }
        to_place
            .into_iter()
            .for_each(|tournament| self.changed(tournament));
        Arc::clone(&self.screen).notice(Notice::Swept);
        for (id, guild, expires_at) in self.store.lobbies_expired_by(unix_now()).await? {
            if ours(guild) && !self.lobby_expiry_scheduled(id) {
                self.schedule_lobby_expiry(id, expires_at);
                swept.lobbies += 1;
            }
        }
        swept.idle = self.end_idle_games().await?;
        swept.tournaments = self.sweep_tournaments().await?;
        swept.daily_puzzles = self.sweep_daily_puzzles().await?;
        swept.shown += self.sweep_outbox().await;
        Ok(swept)
    }
}

/// Shows the first turn of a game that was started but not shown yet: no
/// deadline runs, and nobody moved or a person is to move (a computer's first
/// turn is set going by its own start). A game shown already is left as it is,
/// so the start and the sweep never both post it.
pub(super) fn first_turn(table: &Table) -> Applied {
    let unstarted = table.clock.deadline.is_none()
        && (table.game.version() == 0 || table.human_to_move().is_some());
    if unstarted {
        Applied::Started
    } else {
        Applied::Unchanged
    }
}
