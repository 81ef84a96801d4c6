//! Turn notifications by direct message (`/hypnosia notify`): a person's
//! choice, off by default, and the mark of DMs Discord refused (50007), after
//! which no DM is tried until they turn notifications on again.
//! The SQL is in `sql/notify.rs`.

use super::{Store, StoreError};
use crate::table::{unix_now, UserId};

impl Store {
    /// Turns `user`'s turn notifications on or off; either clears the mark of
    /// closed DMs (they are tried again once turned on).
    pub async fn set_notify(&self, user: UserId, enabled: bool) -> Result<(), StoreError> {
        on_backend!(self, set_notify(user, enabled, unix_now()))
    }

    /// Whether `user` is to get DMs now: notifications on and their DMs not
    /// found closed since.
    pub async fn notify_wanted(&self, user: UserId) -> Result<bool, StoreError> {
        on_backend!(self, notify_wanted(user))
    }

    /// Notes that Discord refused a DM to `user` (50007): no more are tried.
    pub async fn mark_dms_closed(&self, user: UserId) -> Result<(), StoreError> {
        on_backend!(self, mark_dms_closed(user, unix_now()))
    }
}
