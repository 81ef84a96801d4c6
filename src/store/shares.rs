//! The private answers shared in public already (the Share button under
//! `/hypnosia stats` and `/hypnosia games`): claimed in the store, so that a
//! double click, a click on another process or one after a restart posts the
//! answer once. The SQL is in `sql/shares.rs`.

use super::{Store, StoreError};
use crate::table::{MessageId, UnixTime};

/// How long a share is remembered: the private message it came from is one
/// the asker sees until their client reloads, not for days.
pub const SHARE_REMEMBERED_SECS: i64 = 24 * 3600;

impl Store {
    /// Claims the public post of the private answer `message` at `now`: true
    /// for the one click (of any process) that posts it, false once it is
    /// claimed. Claims older than [`SHARE_REMEMBERED_SECS`] are dropped.
    pub async fn claim_share(&self, message: MessageId, now: UnixTime) -> Result<bool, StoreError> {
        on_backend!(self, claim_share(message, now, now - SHARE_REMEMBERED_SECS))
    }

    /// Lets `message` be shared again: its post failed.
    pub async fn release_share(&self, message: MessageId) -> Result<(), StoreError> {
        on_backend!(self, release_share(message))
    }
}
