//! The handle a test gets back for an injected interaction: what the bot answered, the
//! messages the interaction touched, and waits on them that wake on every change instead of
//! polling.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::MessageId;
use tokio::sync::Notify;

use crate::view::{InteractionSnapshot, Response};
use crate::{Inner, wait_on};

/// An injected interaction. Cheap to clone; outlives nothing but the emulator's state.
#[derive(Clone)]
pub struct InteractionHandle {
    // Filled in by the dispatch every injection goes through (`inject.rs`).
    pub(super) inner: Arc<Inner>,
    pub(super) id: u64,
    pub(super) token: String,
    pub(super) notify: Arc<Notify>,
}

impl std::fmt::Debug for InteractionHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InteractionHandle({})", self.id)
    }
}

impl InteractionHandle {
    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn token(&self) -> &str {
        &self.token
    }

    /// Everything the interaction produced so far.
    pub fn snapshot(&self) -> InteractionSnapshot {
        let st = self.inner.lock();
        let Some(ix) = st.interactions.get(&self.id) else {
            return InteractionSnapshot::default();
        };
        let get = |ids: &[MessageId]| {
            ids.iter()
                .filter_map(|m| st.find_message(*m).cloned())
                .collect()
        };
        InteractionSnapshot {
            response: ix.response.clone(),
            original: ix.original.and_then(|m| st.find_message(m).cloned()),
            followups: get(&ix.followups),
            ephemerals: get(&ix.ephemerals),
        }
    }

    /// Waits (up to 5 s) for the bot's first response; panics with the violations on timeout.
    #[track_caller]
    pub fn response(&self) -> impl std::future::Future<Output = Response> + '_ {
        let caller = std::panic::Location::caller();
        async move {
            match self.wait_response(Duration::from_secs(5)).await {
                Some(r) => r,
                None => {
                    let v: Vec<String> = self
                        .inner
                        .lock()
                        .violations
                        .iter()
                        .map(ToString::to_string)
                        .collect();
                    panic!(
                        "{caller}: no response to interaction {} within 5 s; violations: {v:#?}",
                        self.id
                    )
                }
            }
        }
    }

    pub async fn wait_response(&self, timeout: Duration) -> Option<Response> {
        wait_on(&self.notify, timeout, || self.snapshot().response).await
    }

    /// Waits until `pred` holds for the interaction's snapshot (e.g. a follow-up arrived, the
    /// deferred message was filled in).
    pub async fn wait(
        &self,
        timeout: Duration,
        pred: impl Fn(&InteractionSnapshot) -> bool,
    ) -> Option<InteractionSnapshot> {
        wait_on(&self.notify, timeout, || {
            Some(self.snapshot()).filter(|s| pred(s))
        })
        .await
    }

    /// The bot's first response as soon as it arrives, without the snapshot of the messages the
    /// interaction touched ([`Self::wait_response`] clones them on every wake-up): a lighter wait
    /// for load tests.
    pub async fn wait_response_only(&self, timeout: Duration) -> Option<Response> {
        wait_on(&self.notify, timeout, || {
            self.inner
                .lock()
                .interactions
                .get(&self.id)?
                .response
                .clone()
        })
        .await
    }

    /// Drops the snapshot of the message the response made or updated (its picture with it),
    /// keeping the interaction and its token: long load runs keep a click's token for the bot's
    /// later calls through it, not what the message looked like. Returns whether it existed.
    pub fn drop_snapshot(&self) -> bool {
        let mut st = self.inner.lock();
        match st.interactions.get_mut(&self.id) {
            Some(ix) => {
                if let Some(r) = ix.response.as_mut() {
                    r.message = None;
                }
                true
            }
            None => false,
        }
    }

    /// [`crate::Emulator::forget_interaction`] for this interaction.
    pub fn forget(&self) -> bool {
        let mut st = self.inner.lock();
        match st.interactions.remove(&self.id) {
            Some(ix) => {
                st.tokens.remove(&ix.token);
                true
            }
            None => false,
        }
    }

    /// Texts of the ephemeral messages the user got from this interaction.
    pub fn ephemeral_texts(&self) -> Vec<String> {
        self.snapshot()
            .ephemerals
            .iter()
            .map(|m| m.text())
            .collect()
    }
}
