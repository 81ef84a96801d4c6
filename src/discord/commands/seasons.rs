//! Seasons in the commands: `/hypnosia settings season`, and the `season`
//! option of `/hypnosia leaderboard` and `/hypnosia stats` (which season to
//! show: the current one by default, a past one, or all time).

use serenity::all::{CreateAutocompleteResponse, GuildChannel};

use crate::discord::commands::{author, guild, user_lang};
use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::table::{ChannelId, SeasonCadence, SeasonOption, SettingChange, UnixTime, unix_now};
use crate::words::settings::{season_choices, season_unknown_refusal};

/// Reads the `season` option ([`SeasonOption::read`]); anything it does not
/// read is a refusal that says what to type ([`season_unknown_refusal`]).
/// Needs nothing but the text, so a command checks it before it defers: a
/// refusal after a public deferral would be public.
pub fn asked_season(option: Option<&str>, now: UnixTime) -> Result<SeasonOption, Error> {
    SeasonOption::read(option)
        .ok_or_else(|| Error::user(season_unknown_refusal(option.unwrap_or_default(), now)))
}

/// How many seasons the `season` option suggests.
const MAX_SUGGESTIONS: u32 = 23;

/// Suggests the current season, all time and this server's past seasons.
pub async fn autocomplete_season(ctx: Context<'_>, typed: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let allowed = ctx
        .data()
        .tables
        .fair_share(author(ctx), crate::heavy::fair::Ask::Autocomplete);
    let (Ok(guild), Ok(())) = (guild(ctx), allowed) else {
        return response;
    };
    let lang = user_lang(ctx);
    let store = &ctx.data().screen.reads();
    let now = unix_now();
    let current = match store.season_settings(guild).await {
        Ok(s) => s.current(now),
        Err(e) => {
            tracing::error!(error = %e, "suggesting seasons failed");
            None
        }
    };
    let past = match store.seasons_played(guild, MAX_SUGGESTIONS).await {
        Ok(seasons) => seasons,
        Err(e) => {
            tracing::error!(error = %e, "suggesting seasons failed");
            Vec::new()
        }
    };
    for (name, value) in season_choices(lang, current, &past, typed) {
        response = response.add_string_choice(name, value);
    }
    response
}

/// How often the leaderboard starts again. The names here are keys: what
/// Discord shows comes from `commands.ftl`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum CadenceChoice {
    #[name = "none"]
    None,
    #[name = "monthly"]
    Monthly,
    #[name = "quarterly"]
    Quarterly,
}

impl From<CadenceChoice> for SeasonCadence {
    fn from(c: CadenceChoice) -> SeasonCadence {
        match c {
            CadenceChoice::None => SeasonCadence::None,
            CadenceChoice::Monthly => SeasonCadence::Monthly,
            CadenceChoice::Quarterly => SeasonCadence::Quarterly,
        }
    }
}

/// Seasons: the leaderboard starts again every month or quarter (UTC).
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn season(
    ctx: Context<'_>,
    #[description = "none, monthly or quarterly (UTC)"] cadence: CadenceChoice,
    #[description = "Where the end of a season is announced"]
    #[channel_types("Text", "News")]
    channel: Option<GuildChannel>,
) -> Result<(), Error> {
    let channel = channel.map(|c| ChannelId(c.id.get()));
    let cadence = cadence.into();
    super::switch::switch(ctx, SettingChange::Seasons { cadence, channel }).await
}
