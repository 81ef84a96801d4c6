//! What the screen learned of the platform, acted on: it comes back with the
//! screen's answers (a show's, a post's, a notice's; `port/learned.rs`),
//! never through a call of the screen into the engine. A place out of reach
//! is published ([`Event::OutOfReach`]: the tables behind it are called off
//! by whoever subscribed); DMs closed are noted in the store at once.

use std::sync::Arc;

use tracing::{info, warn};

use crate::live::kernel::Kernel;
use crate::live::kernel::events::Event;
use crate::live::port::learned::Learned;
use crate::live::port::{Notice, Screen};

impl<S: Screen> Kernel<S> {
    /// Acts on what the screen `learned`.
    pub(in crate::live) async fn learn(&self, learned: Learned) {
        for door in learned.out_of_reach {
            self.events().publish(Event::OutOfReach(door));
        }
        for user in learned.dms_closed {
            info!(%user, "DMs closed: turn notifications stop until turned on again");
            if let Err(e) = self.store().mark_dms_closed(user).await {
                warn!(%user, error = %e, "could not note that DMs are closed");
            }
        }
    }

    /// Tells the screen `notice`, and acts on what it learned meanwhile, in
    /// a task of its own.
    pub(in crate::live) fn tell(self: &Arc<Self>, notice: Notice) {
        let told = Arc::clone(self.screen()).notice(notice);
        let kernel = Arc::clone(self);
        tokio::spawn(async move { kernel.learn(told.await).await });
    }
}
