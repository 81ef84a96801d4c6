//! Where a new table plays ([`crate::table::plays_in_thread`]), read from
//! the store.

use crate::live::error::Result;
use crate::live::port::Screen;
use crate::table::{
    ChannelHolder, Community, GuildSettings, PlacementRefusal, TableAsk, plays_in_thread,
};

/// Where a new table plays, with what it was decided from.
#[derive(Clone, Debug)]
pub struct Placement {
    /// The server's settings (a new lobby's default turn time-out).
    pub settings: GuildSettings,
    /// What held the channel when asked.
    pub holder: Option<ChannelHolder>,
    /// Whether it plays in a thread of its own.
    pub thread: bool,
}

impl<S: Screen> crate::live::lobbies::Lobbies<S> {
    /// Where a new table of `guild` asked for as `ask` plays, or why it may
    /// not open there (checked again with the insert: see
    /// [`Self::open`]).
    pub async fn placement(
        &self,
        community: impl Into<Community>,
        ask: &TableAsk,
    ) -> Result<Result<Placement, PlacementRefusal>> {
        let settings = self.kernel().store().settings(community).await?;
        let holder = self.kernel().store().channel_holder(ask.channel).await?;
        Ok(
            plays_in_thread(&settings, holder.as_ref(), ask).map(|thread| Placement {
                settings,
                holder,
                thread,
            }),
        )
    }
}
