//! A server's settings changed by its admins: one field at a time
//! ([`SettingChange`]), so that two admins changing two settings at once both
//! keep theirs, and the screen told of the change (it keeps each server's
//! settings in memory for the messages it posts by itself).

use std::sync::Arc;

use crate::live::error::Result;
use crate::live::port::{Notice, Screen};
use crate::live::tables::Tables;
use crate::table::{GuildId, GuildSettings, SettingChange};

impl<S: Screen> Tables<S> {
    /// Makes `change` to `guild`'s settings and returns them as they are now;
    /// the screen is told of the change ([`Notice::SettingChanged`]). A
    /// season's announcement channel given: the outbox is swept at once, so
    /// that a season's end it refused before goes out now.
    pub async fn set_setting(
        self: &Arc<Self>,
        guild: GuildId,
        change: SettingChange,
    ) -> Result<GuildSettings> {
        self.kernel.store().change_setting(guild, &change).await?;
        let now = self.kernel.store().settings(guild).await?;
        let seasons_channel = matches!(
            change,
            SettingChange::Seasons {
                channel: Some(_),
                ..
            }
        );
        self.kernel.tell(Notice::SettingChanged {
            guild,
            change,
            now: Box::new(now.clone()),
        });
        if seasons_channel {
            self.outbox.sweep_outbox_soon();
        }
        Ok(now)
    }
}
