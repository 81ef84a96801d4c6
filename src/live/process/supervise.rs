//! Nothing runs unsupervised: background work that fails is tried again with
//! backoff ([`Kernel::supervised`]), each attempt a task of its own, and what
//! still fails is left to the sweep (`sweep.rs`), which sets going whatever
//! is due and not scheduled. After a restart, [`Tables::resume`] takes back
//! the posts a process before it held for its servers (a silent one's: each
//! live process renews its row of lease holders every second), runs the
//! sweep at once, then every [`crate::live::Waits::sweep_every`]: every step of it
//! runs however the others fare, and a game that cannot be loaded is logged
//! and skipped, never the end of the others.

use std::sync::Arc;

use tracing::{info, warn};

use crate::live::port::Screen;
use crate::live::tables::Tables;
use crate::store::{LEASE_HOLDER_EVERY, LEASE_HOLDER_SILENT};

impl<S: Screen> Tables<S> {
    /// After a restart: what the screen owes is shown (a turn posted, its
    /// clock started afresh), computer turns go on, deadlines and idle lobbies
    /// are scheduled again (a deadline that passed while the bot was down
    /// fires now), and the periodic sweep starts, however this first one's
    /// steps fared. Only for the servers on this process's shards: the
    /// others' belong to the process holding their shard.
    pub async fn resume(self: &Arc<Self>) {
        let started = std::time::Instant::now();
        // What a process before this one held for these servers (killed
        // while it posted) is this one's at once, not after its lease.
        if let Err(e) = self.kernel.store().renew_lease_holder().await {
            warn!(error = %e, "could not say that this process lives; its leases run as they are");
        }
        self.take_back_leases().await;
        self.renew_lease_holder_while_running(started);
        let set_going = self.sweep(true).await;
        info!(set_going, took = ?started.elapsed(), "resumed");
        match self.kernel.store().open_lobbies().await {
            Ok(open) => {
                for lobby in open
                    .iter()
                    .filter(|l| self.kernel.settings().sharding.owns(l.place.community()))
                {
                    self.lobbies.schedule_expiry(lobby.id, lobby.expires_at);
                }
            }
            Err(e) => warn!(error = %e, "open lobbies could not be read; the sweep closes them"),
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(tables.kernel.settings().waits.sweep_every).await;
                if tables.kernel.is_stopping() {
                    return;
                }
                tables.sweep(false).await;
            }
        });
    }

    /// Takes back the leases a silent process before this one held on our
    /// shards (see [`crate::store::Store::take_back_leases`]); how many.
    async fn take_back_leases(&self) -> u64 {
        let shards = self.kernel.settings().sharding.range();
        let now = crate::table::unix_now();
        match self.kernel.store().take_back_leases(shards, now).await {
            Ok(0) => 0,
            Ok(taken) => {
                info!(taken, "took back the posts a process before this one held");
                taken
            }
            Err(e) => {
                warn!(error = %e, "could not take back the posts held before; their leases run out");
                0
            }
        }
    }

    /// Renews this process's row of lease holders every
    /// [`LEASE_HOLDER_EVERY`] while it runs (a heartbeat: its leases are
    /// never taken back by another process starting), and takes back, for
    /// a few seconds after `started`, the leases of a predecessor that was
    /// still taken for alive at the start (killed a moment before it): within
    /// [`LEASE_HOLDER_SILENT`] and a second of the restart.
    fn renew_lease_holder_while_running(self: &Arc<Self>, started: std::time::Instant) {
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(LEASE_HOLDER_EVERY).await;
                if tables.kernel.is_stopping() {
                    return;
                }
                if let Err(e) = tables.kernel.store().renew_lease_holder().await {
                    warn!(error = %e, "could not say that this process lives; tried again in a second");
                }
                let starting = started.elapsed() <= LEASE_HOLDER_SILENT + 2 * LEASE_HOLDER_EVERY;
                if starting && tables.take_back_leases().await > 0 {
                    // What it took back goes out now, not at the next sweep.
                    tables.outbox.sweep_outbox_soon();
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
}
