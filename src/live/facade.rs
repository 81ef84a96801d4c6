//! What the tables answer outside the engine for the kernel, explicitly (no
//! `Deref` to it): games read for a command, each guarded by its server;
//! `/hypnosia board`'s repost; the operator's stop and the wait for changes
//! under way; a move click, judged in `click.rs`. The kernel's fields and the
//! change path stay the engine's.

use std::sync::Arc;
use std::time::Duration;

use crate::game::Record;
use crate::heavy::fair::Ask;
use crate::live::click::{MoveClick, decide_click, judged, note_watching, stale_board};
use crate::live::error::{Error, Result};
use crate::live::kernel::change::Applied;
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
    /// bottom of where it is played; what the screen shows it with now (the
    /// screen's, handed back as it reported it). Whatever
    /// waits in the game (a computer move, the turn's deadline) is set going
    /// again first: a game someone looks for again is one to move on.
    pub async fn repost(&self, table: Table) -> Result<crate::table::OnScreen> {
        self.turns().rearm(&table);
        self.kernel.repost(table).await
    }

    /// A click on Refresh (a board shown only through clicks, `/hypnosia
    /// board`'s answer there) by `user` from `community`, charged as a board
    /// drawn: a seated player's shows the game as it is now through the
    /// click, under its one load (`Kernel::show_through`); anyone else is
    /// handed the table to see on their own (`Some`), the game's board left
    /// where it is.
    pub async fn refresh(
        self: &Arc<Self>,
        (community, user): (Community, UserId),
        game: GameId,
        click: S::Click,
    ) -> Result<Option<Table>> {
        self.kernel.fair_share(user, Ask::Refresh)?;
        let mut onlooker = None;
        let admit = |table: &Table| {
            if table.place.community() != community
                || table.place.reach != crate::table::Reach::WhileInteracting
            {
                return Err(Error::refused(MoveRefusal::OtherGame));
            }
            let seated = table.color_of(user).is_some();
            if !seated {
                onlooker = Some(table.clone());
            }
            Ok(seated)
        };
        self.kernel.show_through(game, click, admit).await?;
        Ok(onlooker)
    }

    /// At a restart, shows what `game`, a table reached only through clicks,
    /// owes its screen, which holds a click that still pays for it (one a
    /// killed process kept, `showing::kept_tokens`): nothing when nothing is
    /// owed or the table is another process's ([`crate::live::Kernel::reshow_kept`]).
    pub async fn reshow_kept(&self, game: GameId) -> Result<()> {
        self.kernel.reshow_kept(game).await
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

    /// Waits until no change is under way, for at most `within`; whether
    /// they all finished.
    pub async fn settle(&self, within: Duration) -> bool {
        self.kernel.settle(within).await
    }

    /// Whether no show of any game is queued or under way, and every post
    /// handed to the screen had its report recorded.
    pub fn shows_idle(&self) -> bool {
        self.kernel.shows_idle() && self.outbox.handed() == 0
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
    /// A click on a move button: one call, judged by the game it names, the
    /// version it saw and the clicker's seat,
    /// under the game's one load (`click.rs`), and answered by showing its
    /// change: its move, or at a table reached only through clicks, a seated
    /// player's old board shown anew.
    pub async fn click_move(self: &Arc<Self>, click: MoveClick, answer: S::Click) -> Result<()> {
        let kernel = &self.kernel;
        judged(kernel, &click.turn(), async || {
            kernel
                .change_game(
                    click.game,
                    Cause::Click(answer),
                    async |table: &mut Table| {
                        let stale = stale_board(kernel, table, &click.turn());
                        note_watching(kernel, table, &click.turn());
                        if let Some(shown) = stale.map_err(Error::refused)? {
                            return Ok(shown);
                        }
                        let mv = decide_click(table, &click).map_err(Error::refused)?;
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
