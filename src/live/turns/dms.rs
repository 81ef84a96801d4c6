//! A person's turn DMs as the engine keeps them: switched on or off by the
//! person (`/hypnosia notify`), and stopped when the platform refuses to
//! deliver one (their DMs are closed) until they switch them on again. The
//! screen sends the DMs; what people ask is written here, what the screen
//! learns comes back with its answers (`kernel/learned.rs`), so that no
//! screen writes the store.

use crate::live::error::Result;
use crate::live::port::Screen;
use crate::live::turns::Turns;
use crate::table::UserId;

impl<S: Screen> Turns<S> {
    /// Turns `user`'s turn DMs on or off, noting the `locale` of their
    /// client (their DMs' language); either clears the mark of closed DMs.
    pub async fn set_notify(
        &self,
        user: UserId,
        enabled: bool,
        locale: Option<&str>,
    ) -> Result<()> {
        Ok(self
            .kernel
            .store()
            .set_notify(user, enabled, locale)
            .await?)
    }
}
