//! `/hypnosia settings avatars`: whether the server's pictures (boards, the
//! season podium, the leaderboard card, the stats header) show avatars.

use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::table::SettingChange;

/// Show members' avatars in the bot's pictures (on by default).
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    rename = "avatars"
)]
pub async fn avatars(
    ctx: Context<'_>,
    #[description = "On or off"] shown: bool,
) -> Result<(), Error> {
    super::switch::switch(ctx, SettingChange::Avatars(shown)).await
}
