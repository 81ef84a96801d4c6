//! Turn notifications by direct message (`/hypnosia notify`): a person's
//! choice, off by default, and the mark of DMs Discord refused (50007), after
//! which no DM is tried until they turn notifications on again.
//! The SQL is in `sql/notify.rs`.

use super::{Store, StoreError};
use crate::table::{UserId, unix_now};

/// A person who gets turn DMs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnDms {
    /// Their Discord client's locale when they turned DMs on (none: unknown,
    /// for a choice made before it was noted).
    pub locale: Option<String>,
}

impl Store {
    /// Turns `user`'s turn notifications on or off, noting the locale of
    /// their Discord client (their DMs' language); either clears the mark of
    /// closed DMs (they are tried again once turned on).
    pub async fn set_notify(
        &self,
        user: UserId,
        enabled: bool,
        locale: Option<&str>,
    ) -> Result<(), StoreError> {
        on_backend!(self, set_notify(user, enabled, locale, unix_now()))
    }

    /// Whether `user` is to get DMs now (notifications on and their DMs not
    /// found closed since), and in which locale.
    pub async fn notify_wanted(&self, user: UserId) -> Result<Option<TurnDms>, StoreError> {
        on_backend!(self, notify_wanted(user))
    }

    /// Notes that Discord refused a DM to `user` (50007): no more are tried.
    pub async fn mark_dms_closed(&self, user: UserId) -> Result<(), StoreError> {
        on_backend!(self, mark_dms_closed(user, unix_now()))
    }
}
