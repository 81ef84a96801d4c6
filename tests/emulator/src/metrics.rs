//! What a test judges the bot by: the Discord rules it broke ([`Violation`]s), how fast it
//! answered (latencies), what it left unanswered, and the posts an enforced nonce saved from
//! being made twice. Long load runs also forget answered interactions here to bound memory.

use std::time::Duration;

use super::Emulator;
use super::view::{LatencyStats, Violation};

impl Emulator {
    pub fn violations(&self) -> Vec<Violation> {
        self.inner.lock().violations.clone()
    }

    /// Returns and clears the recorded violations (for tests that provoke one on purpose).
    pub fn take_violations(&self) -> Vec<Violation> {
        std::mem::take(&mut self.inner.lock().violations)
    }

    /// Panics listing every recorded violation.
    #[track_caller]
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        if !v.is_empty() {
            let list: Vec<String> = v.iter().map(ToString::to_string).collect();
            panic!(
                "{} Discord rule violation(s):\n  {}",
                v.len(),
                list.join("\n  ")
            );
        }
    }

    /// Dispatch-to-first-response latency of every answered interaction, in answer order.
    pub fn latencies(&self) -> Vec<Duration> {
        self.inner.lock().latencies.clone()
    }

    pub fn latency_stats(&self) -> LatencyStats {
        LatencyStats::from_samples(&self.inner.lock().latencies)
    }

    /// How many injected interactions have no accepted response yet.
    pub fn unanswered(&self) -> usize {
        self.inner
            .lock()
            .interactions
            .values()
            .filter(|i| i.response.is_none())
            .count()
    }

    /// Forgets an interaction (its response, token and message references; its latency sample
    /// stays), as long load runs do once a click is answered so the emulator's memory does not
    /// grow with every click. The bot can no longer use the interaction's token afterwards (a
    /// later follow-up would be an `unknown-webhook` violation). Returns whether it existed.
    pub fn forget_interaction(&self, id: u64) -> bool {
        let mut st = self.inner.lock();
        match st.interactions.remove(&id) {
            Some(ix) => {
                st.tokens.remove(&ix.token);
                true
            }
            None => false,
        }
    }

    /// How many message creates were answered with the message an earlier create with the same
    /// enforced `nonce` made ([`NONCE_WINDOW`](crate::NONCE_WINDOW)), instead of posting again.
    pub fn deduplicated_posts(&self) -> u64 {
        self.inner.lock().deduplicated_posts
    }

    pub fn reset_latencies(&self) {
        self.inner.lock().latencies.clear();
    }
}
