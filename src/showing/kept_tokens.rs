//! A restart leaves nothing behind where only people's clicks reach a table
//! (a DM, a group DM, a server that never added the bot; issue 77). What the
//! screen posted there through a click and holds in memory, the turn's ping
//! line ([`TurnPings`]) and the click that pays for a computer's turns after
//! it ([`Payers`]), is kept with the table (the store's `click_tokens`, the
//! screen's own, opaque to the engine) with the token that reaches it and
//! when that token dies. After a restart, the first show of such a table
//! brings them back ([`KeptTokens::restore`]; at the start,
//! [`KeptTokens::show_kept`]): a line a killed process posted is removed
//! when its turn ends, and what the killed process owed (a computer's turn,
//! a change whose show the kill cut) is shown through the click it kept, no
//! click waited for.
//! A table whose kept click died says on its board that a click goes on (its
//! grey Refresh, `views/turn_message.rs`).
//!
//! A token is never logged ([`crate::store::Token`]'s `Debug` says nothing
//! of it) and is dropped once its click no longer pays, before Discord's 15
//! minutes are over: the rows of a token past
//! [`Waits::click_pays`](crate::live::Waits::click_pays) go at the restore
//! and every [`PRUNE_EVERY`] after, and a game's rows with its end.

use std::sync::{Arc, Weak};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tokio::sync::OnceCell;
use tracing::warn;

use super::click_pays::{Payer, Payers};
use super::turn_pings::TurnPings;
use crate::live::{Cause, Change, Next, Screen, Tables};
use crate::store::{Kept, KeptToken, Store};
use crate::table::{GameId, MessageId, UserId};

/// How long Discord takes an interaction's token (its webhook).
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// How often the tokens whose clicks no longer pay are dropped.
pub const PRUNE_EVERY: Duration = Duration::from_secs(30);

/// The screen's kept tokens (see the module's docs).
pub struct KeptTokens {
    store: Arc<Store>,
    /// How long a click pays ([`crate::live::Waits::click_pays`]).
    pays: Duration,
    restored: OnceCell<()>,
}

/// Now, in milliseconds since the epoch.
fn now_ms() -> i64 {
    let since_epoch = SystemTime::now().duration_since(UNIX_EPOCH);
    since_epoch.map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl KeptTokens {
    /// Tokens kept in `store` for clicks that pay for `pays`; drops those
    /// past it every [`PRUNE_EVERY`] while the screen lives (on a runtime).
    pub fn new(store: Store, pays: Duration) -> KeptTokens {
        let kept = KeptTokens {
            store: Arc::new(store),
            pays: pays.min(TOKEN_LIFE),
            restored: OnceCell::new(),
        };
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let (store, margin) = (Arc::downgrade(&kept.store), kept.margin());
            runtime.spawn(prune(store, margin));
        }
        kept
    }

    /// How long before its token dies a row goes: its click no longer pays
    /// then, and a prune may come a little late.
    fn margin(&self) -> Duration {
        TOKEN_LIFE - self.pays + PRUNE_EVERY
    }

    /// Once per process, before the first show of a table reached through
    /// clicks: the clicks and lines a killed process kept, back in `payers`
    /// and `pings` (what this process holds already wins).
    pub async fn restore<C: Clone>(&self, payers: &Payers<C>, pings: &TurnPings<C>) {
        let restore = async || match self.store.living_tokens(now_ms() + ms(self.margin())).await {
            Ok(kept) => kept.into_iter().for_each(|k| restored(k, payers, pings)),
            Err(e) => warn!(error = %e, "could not read the tokens a restart kept"),
        };
        self.restored.get_or_init(restore).await;
    }

    /// At the start, before any click: what a killed process kept, back at
    /// once ([`Self::restore`]), and each table it kept a click for shown
    /// through it if it owes a show (a change committed whose show the kill
    /// cut: no sweep shows such a table).
    pub async fn show_kept<S: Screen>(
        &self,
        (payers, pings): (&Payers<S::Click>, &TurnPings<S::Click>),
        tables: &Tables<S>,
    ) {
        self.restore(payers, pings).await;
        for game in payers.games() {
            if let Err(e) = tables.reshow_kept(game).await {
                warn!(%game, error = %e, "could not show a table through the click it kept");
            }
        }
    }

    /// The click that pays for showing `change` where only clicks reach it,
    /// as `pay` finds it in `held` (restored first, [`Self::restore`]): kept
    /// when it pays for the computers' moves after it, so that a restart
    /// shows them through it.
    pub async fn paying<C: Clone>(
        &self,
        held: (&Payers<C>, &TurnPings<C>),
        change: &Change<C>,
        pay: impl FnOnce() -> Option<Payer<C>>,
    ) -> Option<Payer<C>> {
        self.restore(held.0, held.1).await;
        let payer = pay();
        if let (Cause::Click(_), Next::AiTurn(_), Some(paying)) =
            (&change.cause, change.step, &payer)
            && let Some(on) = paying.on()
        {
            self.keep(change.table.id, Kept::Click, paying, on).await;
        }
        payer
    }

    /// `line` pings `user` for `turn` of `game`, posted through `payer`.
    pub async fn line<C>(
        &self,
        game: GameId,
        (line, (user, turn)): (MessageId, (UserId, u64)),
        payer: &Payer<C>,
    ) {
        self.keep(game, Kept::Line { user, turn }, payer, line)
            .await;
    }

    /// `game` was shown: its line removed (`line_removed`), or the game
    /// `over` (nothing of it is kept any more).
    pub async fn shown(&self, game: GameId, (line_removed, over): (bool, bool)) {
        let dropped = match (line_removed, over) {
            (_, true) => self.store.drop_tokens(game).await,
            (true, false) => self.store.drop_line_token(game).await,
            (false, false) => return,
        };
        if let Err(e) = dropped {
            warn!(%game, error = %e, "could not drop the tokens of a line or a game shown");
        }
    }

    async fn keep<C>(&self, game: GameId, kept: Kept, payer: &Payer<C>, message: MessageId) {
        let left = TOKEN_LIFE.saturating_sub(payer.arrived().elapsed());
        let token = KeptToken {
            game,
            kept,
            token: payer.token().clone(),
            channel: payer.place(),
            message,
            expires_at_ms: now_ms() + ms(left),
        };
        if let Err(e) = self.store.keep_token(&token).await {
            warn!(%game, error = %e, "could not keep a click's token");
        }
    }
}

/// A kept token back where this process holds it.
fn restored<C: Clone>(kept: KeptToken, payers: &Payers<C>, pings: &TurnPings<C>) {
    let KeptToken {
        game,
        kept,
        token,
        channel,
        message,
        expires_at_ms,
    } = kept;
    let left = Duration::from_millis(u64::try_from(expires_at_ms - now_ms()).unwrap_or(0));
    let Some(arrived) = Instant::now().checked_sub(TOKEN_LIFE.saturating_sub(left)) else {
        return;
    };
    match kept {
        Kept::Click => payers.kept(game, Payer::kept(token, arrived, (channel, Some(message)))),
        Kept::Line { user, turn } => {
            let payer = Payer::kept(token, arrived, (channel, None));
            pings.kept(game, (user, turn), payer, message);
        }
    }
}

/// Drops the tokens within `margin` of their death every [`PRUNE_EVERY`],
/// while the store is the screen's.
async fn prune(store: Weak<Store>, margin: Duration) {
    let mut every = tokio::time::interval(PRUNE_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let Some(store) = store.upgrade() else {
            return;
        };
        if let Err(e) = store.drop_dying_tokens(now_ms() + ms(margin)).await {
            warn!(error = %e, "could not drop the tokens about to die");
        }
    }
}
