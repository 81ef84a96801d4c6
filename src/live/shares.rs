//! The private answers shared already (the Share button under `/hypnosia
//! stats` and `/hypnosia games`): each is posted in public once per process,
//! however many clicks reach it.

use std::collections::HashSet;
use std::sync::Mutex;

use crate::table::MessageId;

/// The private messages shared already by this process: a second click
/// (a double click, or one before the button turned grey) posts nothing more.
#[derive(Default)]
pub struct Shares(Mutex<HashSet<MessageId>>);

/// Shared messages remembered at most; the button is grey long before.
const REMEMBERED: usize = 10_000;

impl Shares {
    /// Claims the sharing of `message`: false when it was shared already.
    pub fn claim(&self, message: MessageId) -> bool {
        let mut shared = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if shared.len() >= REMEMBERED {
            shared.clear();
        }
        shared.insert(message)
    }

    /// Lets `message` be shared again (its post failed).
    pub fn release(&self, message: MessageId) {
        let mut shared = self.0.lock().unwrap_or_else(|e| e.into_inner());
        shared.remove(&message);
    }
}
