//! Running games: starting a lobby's game, committing every move, loading games
//! back after a restart.

use super::{Store, StoreError};
use crate::game::{Game, PlayerKind, Record};
use crate::table::{
    ChannelHolder, ChannelId, Community, GameId, Lobby, MessageId, OnScreen, Seat, Table,
    TurnClock, UnixTime, UserId,
};

impl Store {
    /// Starts the game of an open lobby: the lobby becomes a running game with
    /// the same id. `game` must seat exactly the lobby's seats (same colors, humans
    /// as humans) and must not be over. The lobby must still be as `lobby` read
    /// it: a seat changed meanwhile (a join from another process) gives
    /// [`StoreError::StaleVersion`], so no join slips in between a Start and its
    /// game.
    pub async fn start_game(
        &self,
        lobby: &Lobby,
        game: &Game,
        clock: &TurnClock,
    ) -> Result<Table, StoreError> {
        if game.is_over() {
            return Err(StoreError::Invalid(
                "a game that is already over cannot start".into(),
            ));
        }
        on_backend!(self, start_game(lobby, game, clock, None, false))
    }

    /// Starts the game of an open lobby as [`Store::start_game`] does, played
    /// in `thread` when it has one (stored with the start, in the same
    /// transaction), unless a person seated already plays in as many running
    /// games on the server as it allows each member:
    /// [`StoreError::Limit`] with [`crate::table::TableLimit::Member`].
    pub async fn start_game_within_limits(
        &self,
        lobby: &Lobby,
        game: &Game,
        clock: &TurnClock,
        thread: Option<ChannelId>,
    ) -> Result<Table, StoreError> {
        if game.is_over() {
            return Err(StoreError::Invalid(
                "a game that is already over cannot start".into(),
            ));
        }
        on_backend!(self, start_game(lobby, game, clock, thread, true))
    }

    /// Commits a running game after a move (or any change): record, dice, version
    /// and clock in one statement. Call it before answering the click.
    ///
    /// `expected_version` is the version the caller loaded; when the stored game is
    /// no longer at it (another click or process advanced it), nothing is written
    /// and [`StoreError::StaleVersion`] is returned. A game that is over must be
    /// saved with [`Store::finish_game`] instead, which also writes the results.
    pub async fn save_game(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
    ) -> Result<(), StoreError> {
        self.save_game_seen(id, expected_version, game, clock, None)
            .await
    }

    /// [`Store::save_game`], recording in the same statement that the players
    /// have seen the game at version `seen` (when given, and newer than what
    /// was recorded): an update shown in place is marked by the next commit
    /// rather than by a write of its own.
    pub async fn save_game_seen(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
        seen: Option<u64>,
    ) -> Result<(), StoreError> {
        self.commit(id, expected_version, game, clock, seen).await
    }

    async fn commit(
        &self,
        id: GameId,
        expected_version: u64,
        game: &Game,
        clock: &TurnClock,
        seen: Option<u64>,
    ) -> Result<(), StoreError> {
        if game.is_over() {
            return Err(StoreError::Invalid(
                "a game that is over is saved with finish_game".into(),
            ));
        }
        if game.version() < expected_version {
            return Err(StoreError::Invalid(format!(
                "version {} is older than the expected {expected_version}",
                game.version()
            )));
        }
        let dice = game.dice_state().to_hex();
        let done = on_backend!(
            self,
            commit_game(id, expected_version, game, &dice, clock, seen)
        );
        match done {
            Ok(()) => self.kept.keep(id, game, dice),
            // Refused, or not known to be written (a time-out): the next load
            // reads the record.
            Err(_) => self.kept.forget(id),
        }
        done
    }

    /// The running game `id`, replayed from its record with its saved dice
    /// (or as kept at the version the row holds: `kept.rs`).
    pub async fn game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        self.game_where(id, "status = 'running'", false).await
    }

    /// The game `id` once started: running, finished or cancelled (a finished
    /// game's results and export; a click on an old board is told it is over).
    pub async fn started_game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        #[cfg(feature = "testing")]
        (self.games_loaded).fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.game_where(id, "status NOT IN ('lobby', 'expired')", false)
            .await
    }

    /// [`Store::started_game`] for a change that plays on it: served as kept,
    /// the game is lent rather than copied (`kept.rs`), so that a move extends
    /// its record in place. Its commit keeps the next state; a change that
    /// commits nothing gives it back with [`Store::keep_unchanged`].
    pub async fn game_to_change(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        #[cfg(feature = "testing")]
        (self.games_loaded).fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.game_where(id, "status NOT IN ('lobby', 'expired')", true)
            .await
    }

    /// Keeps `game` as loaded by [`Store::game_to_change`] for a change that
    /// committed nothing. Whatever it holds is safe to keep: a load serves it
    /// only while the row is at its version and dice.
    pub fn keep_unchanged(&self, id: GameId, game: &Game) {
        self.kept.keep(id, game, game.dice_state().to_hex());
    }

    async fn game_where(
        &self,
        id: GameId,
        status: &'static str,
        lend: bool,
    ) -> Result<Option<Table>, StoreError> {
        let kept = if lend {
            self.kept.take(id)
        } else {
            self.kept.get(id)
        };
        let seats_kept = kept.as_ref().is_some_and(|k| k.seats.is_some());
        let loaded = on_backend!(self, game_where(id, status, kept))?;
        Ok(match loaded {
            Some((table, replayed)) => {
                if replayed {
                    let dice = table.game.dice_state().to_hex();
                    self.kept.keep(id, &table.game, dice);
                }
                if !seats_kept {
                    self.kept.keep_seats(id, &table.seats);
                }
                Some(table)
            }
            None => {
                self.kept.forget(id);
                None
            }
        })
    }

    /// Every running game, oldest first, exactly as last committed: what to resume
    /// after a restart (board messages, clocks, AI turns).
    ///
    /// A game whose stored data cannot be read back fails the whole call, so that
    /// a damaged database is noticed at start-up rather than half-loaded.
    pub async fn running_games(&self) -> Result<Vec<Table>, StoreError> {
        on_backend!(self, running_games())
    }

    /// Remembers where a lobby or game is shown: its message and, for games in
    /// threads, the thread. Works for lobbies and running games.
    pub async fn set_message(
        &self,
        id: GameId,
        message: Option<MessageId>,
        thread: Option<ChannelId>,
    ) -> Result<(), StoreError> {
        on_backend!(self, set_message(id, message, thread))
    }

    /// Tournament table `id` plays in `thread`, if nothing of it was posted
    /// yet (no thread, turn or log): false when it was shown elsewhere first.
    pub async fn place_table(&self, id: GameId, thread: ChannelId) -> Result<bool, StoreError> {
        on_backend!(self, place_table(id, thread))
    }

    /// The players have been shown `version` of game `id` (its turn, or once
    /// it ended its results), with `screen`: what the screen shows it with
    /// now (its live message and the first record entry that message covers;
    /// its log, kept as [`Store::set_turns_log`] keeps it). Not a
    /// change of the game (its version stays); a version older than one
    /// already marked changes nothing, so what is owed never goes back.
    /// Its live message is kept only while `running` (the results are no
    /// turn to click); its log in either case, in the same write.
    pub async fn mark_shown(
        &self,
        id: GameId,
        version: u64,
        screen: &OnScreen,
        running: bool,
    ) -> Result<(), StoreError> {
        let live = running.then_some((screen.message, screen.message_from));
        on_backend!(self, mark_shown(id, version, live, screen.log))
    }

    /// The log of the turns of a game played in a thread, posted in its
    /// thread (the line in the channel is found by the thread's id), or of
    /// a table with no lobby message, posted where it is played. A game's
    /// lobby message in the channel stays its log. As `screen` holds it:
    /// nothing when it holds none.
    pub async fn set_turns_log(&self, id: GameId, screen: &OnScreen) -> Result<(), StoreError> {
        let Some(log) = screen.log else {
            return Ok(());
        };
        on_backend!(self, set_turns_log(id, log))
    }

    /// The games whose players are owed what the store holds (a turn or a
    /// result committed but not marked shown), with their server and stored
    /// version: what the sweep shows after a crash. Costs what is owed, not
    /// the history.
    pub async fn owed_to_screen(&self) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
        on_backend!(self, owed_to_screen())
    }

    /// The running games of every server (id and server only), for the sweep
    /// that finds a game nothing is scheduled for: the cost of the live games,
    /// not of the history.
    pub async fn running_game_ids(&self) -> Result<Vec<(GameId, Community)>, StoreError> {
        on_backend!(self, running_game_ids())
    }

    /// The running games something may wait on (a turn limit, or a
    /// computer to move), for the sweep that finds a game nothing is
    /// scheduled for. A game with no turn limit waiting on its person costs
    /// the sweep nothing: it is not listed.
    pub async fn waiting_game_ids(&self) -> Result<Vec<(GameId, Community)>, StoreError> {
        on_backend!(self, waiting_game_ids())
    }

    /// The running games with no turn limit whose last move (or start) was
    /// at `before` or earlier (id, server, version): what the sweep calls
    /// off for being idle. Reads only those games (the index `games_idle`).
    pub async fn idle_games(
        &self,
        before: UnixTime,
    ) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
        on_backend!(self, idle_games(before))
    }

    /// The running tables reached only through clicks whose turn nobody saw
    /// and nobody clicked since their last change at `quick` or earlier
    /// (turns under an hour), or `slow` (a slow game): id, community,
    /// version. Reads only those tables (two partial indexes).
    pub async fn unclicked_games(
        &self,
        (quick, slow): (UnixTime, UnixTime),
    ) -> Result<Vec<(GameId, Community, u64)>, StoreError> {
        on_backend!(self, unclicked_games((quick, slow)))
    }

    /// Marks `game`, called off as left unclicked, shown, and ended so.
    pub async fn mark_ended_unclicked(&self, game: GameId) -> Result<(), StoreError> {
        on_backend!(self, mark_ended_unclicked(game))
    }

    /// Whether `game` was called off as left unclicked.
    pub async fn ended_unclicked(&self, game: GameId) -> Result<bool, StoreError> {
        on_backend!(self, ended_unclicked(game))
    }

    /// Open lobbies that should have closed by `now` (id, server, expiry).
    pub async fn lobbies_expired_by(
        &self,
        now: UnixTime,
    ) -> Result<Vec<(GameId, Community, UnixTime)>, StoreError> {
        on_backend!(self, lobbies_expired_by(now))
    }

    /// Marks a running game as hinted (its one person asked the hard computer
    /// player for a move): shown in the games list, and its result never counts
    /// for a best finish.
    pub async fn mark_hinted(&self, game: GameId) -> Result<(), StoreError> {
        on_backend!(self, mark_hinted(game))
    }

    /// How many open lobbies and running games `channel` holds (a game played
    /// in a thread belongs to the thread, not to the channel it started in).
    pub async fn busy_in_channel(&self, channel: ChannelId) -> Result<u32, StoreError> {
        on_backend!(self, busy_in_channel(channel))
    }

    /// What holds `channel`, as [`Store::busy_in_channel`] counts it: an open
    /// lobby there or a game played there (the oldest, should there be several).
    pub async fn channel_holder(
        &self,
        channel: ChannelId,
    ) -> Result<Option<ChannelHolder>, StoreError> {
        on_backend!(self, channel_holder(channel))
    }

    /// The game played in `channel` (or the thread `channel`): the running one
    /// (the newest of those `asker` sits at, else the newest), else with
    /// `running_only` false the latest that ended, here or in the thread of a
    /// lobby opened here.
    pub async fn game_in_channel(
        &self,
        channel: ChannelId,
        running_only: bool,
        asker: Option<UserId>,
    ) -> Result<Option<GameId>, StoreError> {
        on_backend!(self, game_in_channel(channel, running_only, asker))
    }

    /// The record of a started game (running, finished or cancelled), for export.
    /// Never includes the dice state.
    pub async fn record(&self, id: GameId) -> Result<Option<Record>, StoreError> {
        on_backend!(self, record(id))
    }
}

/// The record as stored: compact JSON (a long game's record is tens of kilobytes,
/// written with every move).
pub(super) fn record_json(game: &Game) -> String {
    game.record_json()
}

pub(super) fn timeouts_json(clock: &TurnClock) -> String {
    serde_json::to_string(&clock.timeouts).expect("numbers always serialize")
}

/// The seats must be the game's players: same colors, humans where humans sit.
pub(super) fn check_seats_match(seats: &[Seat], game: &Game) -> Result<(), StoreError> {
    let same = seats.len() == game.players().len()
        && seats.iter().zip(game.players()).all(|(seat, player)| {
            seat.color == player.color
                && (seat.occupant.user().is_some()) == (player.kind == PlayerKind::Human)
        });
    if same {
        Ok(())
    } else {
        Err(StoreError::Invalid(
            "the game's players do not match the lobby's seats".into(),
        ))
    }
}
