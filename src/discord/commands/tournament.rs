//! `/hypnosia tournament …` and a sign-up message's Join and Leave: each one engine call
//! (`crate::live::tournament_asks`); the screen edits the sign-up message from the store.

use poise::CreateReply;
use serenity::all::CreateAutocompleteResponse as Suggestions;

use crate::controls::ComponentId;
use crate::discord::answer::Ack;
use crate::discord::commands::{author, channel, click_guild, guild, server_lang, user_lang};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral::{self, tell_only_them};
use crate::discord::error::Result;
use crate::discord::screen::{cards, manages_server, member_name};
use crate::discord::share::Lookup;
use crate::live::{SignUpButton, TournamentAct, TournamentAsk};
use crate::seating::TournamentId;
use crate::table::{GameId, GuildId, MessageId, NewTable, UserId};
use crate::views::messages::signup_view;
use crate::views::share::{share_button, with_button};
use crate::words::tournaments::list_text;

/// A tournament's format. The names here are keys (see `commands.ftl`).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "knockout"]
    Knockout,
}

/// Tournaments: Swiss or knock-out, run by the bot from sign-up to podium.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("new", "list", "standings", "leave", "start", "cancel", "remove"),
    subcommand_required
)]
pub async fn tournament(_: Context<'_>) -> Result<()> {
    Ok(())
}

/// Open a tournament for sign-up in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn new(
    ctx: Context<'_>,
    name: String,
    format: FormatChoice,
    rounds: Option<u16>,
    seats: Option<u8>,
    turn_timeout: Option<String>,
    starts_in: Option<String>,
    max_players: Option<u16>,
    check_in: Option<String>,
) -> Result<()> {
    let (tables, timeouts) = (&ctx.data().tables, ctx.data().screen.config.timeouts());
    let typed = (turn_timeout, starts_in, check_in);
    let knockout = matches!(format, FormatChoice::Knockout);
    let mut ask = TournamentAsk::typed(name, knockout, (rounds, seats, max_players), typed);
    ask.place = Some(super::lobby::table_ask(ctx, NewTable::Tournament));
    let host = (guild(ctx)?, channel(ctx), author(ctx));
    let play = tables
        .tournaments()
        .open_tournament(host, ask, timeouts)
        .await?;
    let view = signup_view(server_lang(ctx).await, &play);
    let reply = CreateReply::default().components(crate::discord::view::rows(view.components));
    let reply = reply.embed(crate::discord::view::embed(view.embed.unwrap_or_default()));
    let posted = match deferral::send(ctx, reply).await {
        Ok(sent) => sent.message().await.ok().map(|m| MessageId(m.id.get())),
        Err(_) => None,
    };
    Ok(tables
        .tournaments()
        .tournament_posted(play.tournament.id, posted)
        .await?)
}

/// This server's tournaments signing up or running.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<()> {
    let open = ctx
        .data()
        .screen
        .reads()
        .open_tournaments(guild(ctx)?)
        .await?;
    Ok(tell_only_them(ctx, list_text(user_lang(ctx), &open)).await?)
}

/// A tournament's standings, with the tie-breaks (told to the asker, with Share).
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[autocomplete = "suggest"] tournament: Option<String>,
) -> Result<()> {
    let (asked, screen) = ((guild(ctx)?, tournament.as_deref()), &ctx.data().screen);
    // Charged by the engine, and refused, before the deferral: the report
    // is a read; the deferral covers the drawing.
    let tournaments = ctx.data().tables.tournaments();
    let report = tournaments
        .named_standings((asked.0, author(ctx)), asked.1)
        .await?;
    deferral::defer(ctx, true).await?;
    let view = cards::standings_view(screen, user_lang(ctx), &report).await;
    let tournament = report.0.tournament.id;
    let share = ComponentId::ShareStandings { tournament };
    deferral::send(ctx, Lookup::from(view).private_reply(user_lang(ctx), share)).await?;
    Ok(())
}

/// `/hypnosia tournament leave`, `start` and `cancel`: one engine call each.
macro_rules! act_command {
    ($name:ident, $act:ident, $doc:literal) => {
        #[doc = $doc]
        #[poise::command(slash_command, guild_only)]
        pub async fn $name(
            ctx: Context<'_>,
            #[autocomplete = "suggest"] tournament: Option<String>,
        ) -> Result<()> {
            act(ctx, tournament, TournamentAct::$act).await
        }
    };
}
act_command!(leave, Leave, "Leave a tournament.");
act_command!(start, Start, "Start a tournament now.");
act_command!(cancel, Cancel, "Call a tournament off.");

/// Take a player out of a tournament (its host, or Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn remove(
    ctx: Context<'_>,
    player: serenity::all::User,
    #[autocomplete = "suggest"] tournament: Option<String>,
) -> Result<()> {
    let player = UserId(player.id.get());
    act(ctx, tournament, TournamentAct::Remove(player)).await
}

/// Leave, start, cancel or remove, told to the asker alone.
async fn act(ctx: Context<'_>, asked: Option<String>, act: TournamentAct) -> Result<()> {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let by = (author(ctx), manages_server(member));
    let asked = (guild(ctx)?, asked.as_deref());
    let done = ctx
        .data()
        .tables
        .tournaments()
        .act_on_tournament(asked, by, act)
        .await?;
    let done = crate::words::tournaments::act_done_text(done);
    Ok(tell_only_them(ctx, done.render(user_lang(ctx))).await?)
}

/// Suggests the server's open tournaments (for `standings`: and those finished lately).
async fn suggest(ctx: Context<'_>, typed: &str) -> Suggestions {
    let guild = ctx.guild_id().map(|g| GuildId(g.get()));
    let asked = (guild, ctx.command().identifying_name == "standings");
    let choices = ctx
        .data()
        .tables
        .tournaments()
        .tournament_choices(asked, typed)
        .await;
    let add = |s: Suggestions, (name, value)| s.add_string_choice(name, value);
    choices.into_iter().fold(Suggestions::new(), add)
}

/// Join or Leave under a sign-up message: answered at once; the screen edits it from the store.
pub async fn click_tournament(
    data: &Data,
    ack: &Ack,
    id: TournamentId,
    b: SignUpButton,
) -> Result<()> {
    let (c, _) = (ack.interaction(), ack.defer().await?);
    let guild = click_guild(c)?;
    // Its players' faces are learnt here, as at a lobby: no look-up later.
    data.screen
        .note_face(Some(guild), &c.user, c.member.as_ref());
    let user = (UserId(c.user.id.get()), member_name(c));
    Ok(data
        .tables
        .tournaments()
        .click_tournament((guild, id), user, b)
        .await?)
}

/// Standings under a tournament table's results: the standings now, told to the clicker, with
/// Share (as the command's answer).
pub async fn click_standings(data: &Data, ack: &Ack, game: GameId) -> Result<()> {
    let (c, _) = (ack.interaction(), ack.defer().await?);
    let asked = (click_guild(c)?, UserId(c.user.id.get()));
    let report = data
        .tables
        .tournaments()
        .standings_of_table(asked, game)
        .await?;
    let (lang, tournament) = (clicker_lang(c), report.0.tournament.id);
    let mut told = Lookup::from(cards::standings_view(&data.screen, lang, &report).await);
    let share = share_button(lang, ComponentId::ShareStandings { tournament });
    told.rows = with_button(told.rows, share);
    let told = told.public().ephemeral(true);
    ack.follow_up(told).await.map(drop)
}

/// Share under standings told to one person: its public message posted or edited, told where.
pub async fn share(data: &Data, ack: &Ack, id: TournamentId) -> Result<()> {
    let (c, _) = (ack.interaction(), ack.defer().await?);
    let asked = ((click_guild(c)?, id), UserId(c.user.id.get()));
    let told = data
        .tables
        .tournaments()
        .share_standings(asked.0, asked.1)
        .await?;
    let told = crate::words::tournament_follow::shared_text(&told);
    ack.tell(told.render(clicker_lang(c))).await
}
