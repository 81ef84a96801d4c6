//! What the tables answer outside the engine for the kernel, explicitly (no
//! `Deref` to it): games read for a command, each guarded by its server;
//! `/hypnosia board`'s repost; the operator's stop and the wait for changes
//! under way; a turn message's click: whether it came from the live message,
//! and a move played (both judged in `click.rs`). The kernel's fields and the
//! change path stay the engine's.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::game::Record;
use crate::heavy::fair::Ask;
use crate::live::click::{
    MessageClick, MoveClick, charge_refused_click, decide_click, judged, note_watching,
};
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
use crate::live::kernel::shown::Standing;
use crate::live::port::shown::LiveMessage;
use crate::live::port::{Cause, Screen};
use crate::live::tables::Tables;
use crate::table::{Community, GameId, GuildId, MoveRefusal, Table, UserId};

impl<S: Screen> Tables<S> {
    /// Takes `ask`'s price from `user`'s fair share, or refuses it (only to
    /// them) saying when they may ask again: for an ask the engine serves no
    /// further (a page read, a lesson's board, a suggestion); the engine's
    /// own entry points charge theirs (a hint, a puzzle's step, standings, a
    /// sign-up, an analysis, a refused click). One allowance per member,
    /// kept here alone.
    pub fn fair_share(&self, user: UserId, ask: Ask) -> Result<()> {
        self.kernel.fair_share(user, ask)
    }

    /// A started game, or the person told it is gone.
    pub async fn load(&self, game: GameId) -> Result<Table> {
        self.kernel.load(game).await
    }

    /// Game `game`, asked for from `community`: refused as gone when it is
    /// not stored, as no such game here when it is another community's.
    pub async fn load_in(&self, community: impl Into<Community>, game: GameId) -> Result<Table> {
        self.kernel.load_in(community.into(), game).await
    }

    /// Game `game` if it is `community`'s (running or over), else `None`.
    pub async fn find_in(
        &self,
        community: impl Into<Community>,
        game: GameId,
    ) -> Result<Option<Table>> {
        self.kernel.find_in(community.into(), game).await
    }

    /// The record of `community`'s finished game `game`.
    pub async fn past_in(&self, community: impl Into<Community>, game: GameId) -> Result<Record> {
        self.kernel.past_in(community.into(), game).await
    }

    /// `/hypnosia board`: the running turn of `table` posted again at the
    /// bottom of where it is played; the message that shows it now. Whatever
    /// waits in the game (a computer move, the turn's deadline) is set going
    /// again first: a game someone looks for again is one to move on.
    pub async fn repost(&self, table: Table) -> Result<LiveMessage> {
        self.turns().rearm(&table);
        self.kernel.repost(table).await
    }

    /// Shows `game` as it is now through `click` (a table reached only
    /// through clicks: see [`crate::table::Reach::WhileInteracting`]).
    pub async fn show_through(&self, game: GameId, click: S::Click) -> Result<()> {
        self.kernel.show_through(game, click).await
    }

    /// Notes `guild`'s own language (its community setting, as Discord
    /// reports it with an interaction): the screen tells, the engine writes.
    pub async fn note_locale(&self, guild: GuildId, locale: &str) -> Result<()> {
        Ok(self.kernel.store().save_guild_locale(guild, locale).await?)
    }

    /// Stops starting background work (the operator's stop).
    pub fn stop(&self) {
        self.kernel.stop()
    }

    /// Whether the process is stopping.
    pub fn is_stopping(&self) -> bool {
        self.kernel.is_stopping()
    }

    /// Waits until no change is under way, for at most `within`; whether
    /// they all finished.
    pub async fn settle(&self, within: Duration) -> bool {
        self.kernel.settle(within).await
    }

    /// Whether no show of any game is queued or under way.
    pub fn shows_idle(&self) -> bool {
        self.kernel.shows_idle()
    }

    /// The store (for the engine's tests, which read what it committed).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn store(&self) -> &crate::store::Store {
        self.kernel.store()
    }

    /// The screen the tables are shown on (for the engine's tests).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn screen(&self) -> &std::sync::Arc<S> {
        self.kernel.screen()
    }

    /// How this process runs its tables (for the engine's tests).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn settings(&self) -> &crate::live::kernel::Settings {
        self.kernel.settings()
    }

    /// How many games and lobbies have a lock entry (for the engine's tests).
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn locks_held(&self) -> usize {
        self.kernel.locks_held()
    }

    /// The kernel, for the engine's tests (`tests/live/`), which read what it
    /// committed and drive its change path directly.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn kernel(&self) -> &std::sync::Arc<crate::live::kernel::Kernel<S>> {
        &self.kernel
    }
}

impl<S: Screen> Tables<S> {
    /// Whether `click` came from the message that shows its game now, as the
    /// game's screen reported it last: `false` is the screen's to refuse (an
    /// old message), and is charged to the clicker as every refused click
    /// is. A click on a message the screen is still posting (its buttons
    /// reached the player a moment before the post's answer reached the bot)
    /// waits for the post to be noted, for at most `patience` (the limit of
    /// one call to the screen: under load that is longer than a person's
    /// patience, and the click's answer is deferred meanwhile anyway). A
    /// game this process has not shown yet is looked up in the store; one
    /// over, gone or of another community is not the screen's to refuse
    /// (`true`): the engine tells why.
    pub async fn on_live_message(&self, click: MessageClick, patience: Duration) -> Result<bool> {
        let showings = self.kernel.showings();
        let start = Instant::now();
        let live = loop {
            let waited = start.elapsed();
            match showings.standing(click.game, click.community, click.message) {
                Some(Standing::Posting) if waited < patience => {
                    let left = patience.saturating_sub(waited);
                    showings.wait_posted(click.game, click.message, left).await;
                }
                Some(standing) => break standing == Standing::Live,
                None => {
                    let Some(table) = self.kernel.store().started_game(click.game).await? else {
                        break true;
                    };
                    break table.game.is_over()
                        || table.place.community() != click.community
                        || table.place.screen.message == Some(click.message);
                }
            }
        };
        if !live {
            charge_refused_click(&self.kernel, click.user);
        }
        Ok(live)
    }

    /// A click on a move button, judged by the game it names, the version it
    /// saw and the clicker's seat, and answered by showing its change.
    pub async fn click_move(self: &Arc<Self>, click: MoveClick, answer: S::Click) -> Result<()> {
        let kernel = &self.kernel;
        judged(kernel, &click.turn(), async {
            kernel
                .change_game(
                    click.game,
                    Cause::Click(answer),
                    async |table: &mut Table| {
                        let decided = decide_click(table, &click);
                        note_watching(kernel, table, &click.turn());
                        let mv = decided.map_err(Error::refused)?;
                        let color = table
                            .game
                            .to_move()
                            .ok_or_else(|| Error::refused(MoveRefusal::Finished))?;
                        table.game.play(mv).map_err(|e| {
                            Error::Internal(format!("a checked move was refused: {e}"))
                        })?;
                        table.own_move(color);
                        Ok(Applied::Changed)
                    },
                )
                .await
        })
        .await
    }
}
