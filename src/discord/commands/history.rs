//! `/hypnosia games` and `/hypnosia replay`: the server's past games, and any
//! of them stepped through turn by turn in a public message; the suggestions
//! of every option that takes a game; the clicks on their buttons.
//!
//! A replay keeps no state in memory: each button's id names the game and the
//! turn it shows, and a click replays the stored record up to that turn, so
//! replays go on working after a restart and two clicks at once cannot race.

use poise::CreateReply;
use serenity::all::{CreateAllowedMentions, CreateAttachment, CreateAutocompleteResponse, User};

use crate::controls::{ComponentId, ReplayButton};
use crate::discord::answer::Ack;
use crate::discord::commands::{
    author, authorized_by_server, channel, click_community, community, server_lang, user_lang,
};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::DiscordScreen;
use crate::discord::share::Lookup;
use crate::discord::view::{embed, rows};
use crate::game::Record;
use crate::heavy::fair::Ask;
use crate::i18n::Lang;
use crate::render::{Faces, REPLAY_VIEW, game_after_turns, render_with};
use crate::table::{Community, GameId, GameRefusal, UserId, unix_now};
use crate::text;
use crate::views::history::{GAMES_PER_PAGE, MAX_SUGGESTIONS, games_view, replay_view};
use crate::views::share::{share_button, with_button};
use crate::views::view::View;
use crate::words::board::board_captions;
use crate::words::history::{game_suggestion, replay_turns};

// Answered to the asker only, with a Share button that posts the page.
/// This server's finished and cancelled games, newest first.
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Only the games of this player"] user: Option<User>,
    #[description = "Page (default 1)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let guild = community(ctx);
    ctx.data().tables.fair_share(author(ctx), Ask::GamesPage)?;
    // A page is a query of the database: answer Discord first.
    deferral::defer(ctx, true).await?;
    let player = user.map(|u| UserId(u.id.get()));
    let page = page.unwrap_or(1).max(1) - 1;
    let lang = user_lang(ctx);
    let view = games_page(&ctx.data().screen, lang, guild, player, page).await?;
    let share = ComponentId::ShareGames { page, player };
    // Shared through the outbox, which speaks for servers that added the bot.
    let reply = match authorized_by_server(ctx) {
        true => Lookup::from(view).private_reply(lang, share),
        false => Lookup::from(view).private_only(),
    };
    deferral::send(ctx, reply).await?;
    Ok(())
}

/// Step through a finished game turn by turn (default: this channel's latest).
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (default: the latest finished game of this channel)"]
    #[min = 1]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let screen = &ctx.data().screen;
    // Before the public deferral: a refusal is seen by the asker only.
    ctx.data().tables.fair_share(author(ctx), Ask::ReplayStep)?;
    let (id, record) = asked_past_game(ctx, game).await?;
    // The drawing waits its turn on the heavy lane: answer Discord first.
    deferral::defer(ctx, false).await?;
    let lang = server_lang(ctx).await;
    let faces = past_faces(screen, community(ctx), id).await?;
    let view = draw_replay(screen, lang, id, record, faces, 0).await?;
    deferral::send(ctx, reply(view)).await?;
    Ok(())
}

/// Suggests this server's past games whose number starts with what was typed,
/// e.g. `#42 · alice, bob, medium AI · 3 days ago`.
pub async fn autocomplete_game(ctx: Context<'_>, typed: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let allowed = ctx.data().tables.fair_share(author(ctx), Ask::Autocomplete);
    let Ok(()) = allowed else {
        return response;
    };
    let guild = community(ctx);
    let lang = user_lang(ctx);
    let typed = typed.trim().trim_start_matches('#');
    match ctx
        .data()
        .screen
        .reads()
        .past_games_numbered(guild, typed, MAX_SUGGESTIONS)
        .await
    {
        Ok(games) => {
            let now = unix_now();
            for g in &games {
                response = response.add_int_choice(game_suggestion(lang, g, now), g.id.0);
            }
        }
        // Suggestions are a convenience: an empty list, and the reason logged.
        Err(e) => tracing::error!(error = %e, "suggesting games failed"),
    }
    response
}

/// ◀ or ▶ under `/hypnosia games`: the page, updated in place; on the
/// asker's private answer, in their language and with its Share button.
pub async fn click_games_page(
    data: &Data,
    ack: &Ack,
    page: u32,
    player: Option<UserId>,
) -> Result<(), Error> {
    let c = ack.interaction();
    let guild = click_community(c);
    let screen = &data.screen;
    data.tables
        .fair_share(UserId(c.user.id.get()), Ask::GamesPage)?;
    // Answered at once (type 6): the page waits on the database.
    ack.defer().await?;
    let private = crate::discord::answer::ephemeral(&c.message);
    let lang = if private {
        clicker_lang(c)
    } else {
        screen.public_lang(c).await
    };
    let mut view = games_page(screen, lang, guild, player, page).await?;
    if private && crate::discord::commands::click_by_server(c) {
        let share = share_button(lang, ComponentId::ShareGames { page, player });
        view.components = with_button(view.components, share);
    }
    ack.update(view).await?;
    Ok(())
}

/// A step button of a replay: the game after the turn it names, in place.
pub async fn click_replay(
    data: &Data,
    ack: &Ack,
    game: GameId,
    turn: u32,
    _button: ReplayButton,
) -> Result<(), Error> {
    let screen = &data.screen;
    let c = ack.interaction();
    let guild = click_community(c);
    data.tables
        .fair_share(UserId(c.user.id.get()), Ask::ReplayStep)?;
    // Answered at once (type 6): the step waits on the database and the heavy
    // lane; a refusal after it is an ephemeral follow-up (see `Ack::tell`).
    ack.defer().await?;
    let record = data.tables.past_in(guild, game).await?;
    let total = replay_turns(&record).len() as u32;
    if turn > total {
        return Err(Error::user(text!(
            "refusal-replay-turns",
            game = game.0,
            turns = total
        )));
    }
    // A replay opened from a player's own moves is theirs alone: their language.
    let lang = match crate::discord::answer::ephemeral(&c.message) {
        true => clicker_lang(c),
        false => screen.public_lang(c).await,
    };
    let faces = past_faces(screen, guild, game).await?;
    let view = draw_replay(screen, lang, game, record, faces, turn).await?;
    ack.update(view).await?;
    Ok(())
}

/// Page `page` (0-based) of the server's past games, only `player`'s when
/// given.
pub(crate) async fn games_page(
    screen: &DiscordScreen,
    lang: Lang,
    guild: impl Into<Community>,
    player: Option<UserId>,
    page: u32,
) -> Result<View, Error> {
    let listed = screen
        .reads()
        .past_games(guild, player, page, GAMES_PER_PAGE)
        .await?;
    let replay = screen.commands.mention("hypnosia replay");
    Ok(games_view(lang, &listed, player, replay))
}

/// The finished game a command names (`game`, else this channel's latest) and
/// its record, read by key before the command answers: its refusals (no such
/// game, not over yet) stay the asker's, which a public deferral could not keep.
pub(crate) async fn asked_past_game(
    ctx: Context<'_>,
    game: Option<i64>,
) -> Result<(GameId, Record), Error> {
    let screen = &ctx.data().screen;
    let id = match game {
        Some(id) => GameId(id),
        None => screen
            .reads()
            .latest_past_game_in(channel(ctx))
            .await?
            .ok_or_else(|| Error::refused(GameRefusal::NoFinishedGameHere))?,
    };
    Ok((id, ctx.data().tables.past_in(community(ctx), id).await?))
}

/// The faces of past game `id`'s seats, as its live board drew them (none
/// when the server turned avatars off).
async fn past_faces(
    screen: &DiscordScreen,
    community: Community,
    id: GameId,
) -> Result<Faces, Error> {
    // A direct venue's pictures have no avatars yet.
    let Some(guild) = community.guild() else {
        return Ok(Faces::none());
    };
    if !screen.shows_avatars(guild).await {
        return Ok(Faces::none());
    }
    let Some((past, _)) = screen.reads().past_game(guild, id).await? else {
        return Ok(Faces::none());
    };
    Ok(screen.faces.of_seats(guild, &past.seats()))
}

/// Replays game `id` (its `record`, its seats' `faces`) to `turn` and draws
/// it, off the async threads.
async fn draw_replay(
    screen: &DiscordScreen,
    lang: Lang,
    id: GameId,
    record: Record,
    faces: Faces,
    turn: u32,
) -> Result<View, Error> {
    screen
        .draw_heavy(move || {
            let game = game_after_turns(&record, turn as usize)
                .map_err(|e| Error::Internal(format!("game {id} does not replay: {e}")))?;
            let captions = board_captions(lang, &game);
            let board = render_with(&game, &REPLAY_VIEW, &faces, &captions);
            let view = replay_view(lang, id, &record, turn, board);
            Ok(crate::views::chances::with_replay_chances(
                view, lang, &game,
            ))
        })
        .await?
}

/// A public reply that pings nobody, with the board if there is one.
pub(crate) fn reply(view: View) -> CreateReply {
    let mut reply = CreateReply::default()
        .components(rows(view.components))
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(card) = view.embed {
        reply = reply.embed(embed(card));
    }
    if let Some(content) = view.content {
        reply = reply.content(crate::words::fit::content(content));
    }
    if let Some(png) = view.board {
        reply = reply.attachment(CreateAttachment::bytes(png, "board.png"));
    }
    reply
}
