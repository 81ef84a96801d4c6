//! `/hypnosia learn`: the lessons, only the learner sees them, and the
//! practice table after the last one.
//!
//! A lesson's buttons carry (lesson, step, move) and the position is rebuilt
//! from the lessons' data ([`crate::learn`]), so nothing is stored: a lesson
//! survives a restart and any number of people learn at once. Clicks are
//! answered by updating the learner's own (ephemeral) message in place; the
//! board is drawn on the live lane first.

use std::sync::Arc;

use poise::CreateReply;
use serenity::all::{ChannelType, CreateAttachment};

use crate::discord::answer::Ack;
use crate::discord::commands::user_lang;
use crate::discord::lessons::{after_click, finished_view, step_view, Next};
use crate::discord::messages::{self, View};
use crate::discord::runtime::Runtime;
use crate::discord::{clicker_lang, Error};
use crate::discord::{Context, Data};
use crate::game::{Game, Move};
use crate::i18n::Lang;
use crate::learn::{lesson, LessonError, LESSONS};
use crate::live::fair::Heavy;
use crate::table::{ChannelId, GuildId, Level, LobbyOptions, NewLobby, Seat, UserId};
use crate::{t, text};

/// A lesson's board: the position with its legal destinations marked.
fn board(game: Game) -> Vec<u8> {
    crate::render::render(&game, &crate::render::View::default())
}

fn lesson_fault(e: LessonError) -> Error {
    match e {
        // A forged or outdated button: the learner is told, nothing breaks.
        LessonError::NoLesson(_) | LessonError::NoStep { .. } | LessonError::NotOffered(_) => {
            Error::user(text!("refusal-lesson-button"))
        }
        LessonError::Impossible { .. } => Error::Internal(format!("a lesson is broken: {e}")),
    }
}

/// Step `step` of lesson `index` as a message, its board drawn on the heavy
/// lane (bounded: a learner's clicks never queue ahead of live games' boards).
async fn lesson_view(
    rt: &Runtime,
    lang: Lang,
    index: usize,
    step: usize,
    note: Option<String>,
) -> Result<View, Error> {
    let this = lesson(index).map_err(lesson_fault)?;
    let game = this.game_at(step).map_err(lesson_fault)?;
    let png = rt.draw_heavy(move || board(game)).await?;
    step_view(lang, this, step, note, png).map_err(lesson_fault)
}

/// Learn the game step by step: short lessons only you see.
#[poise::command(slash_command, guild_only)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "Start at this lesson (1 to 11)"]
    #[min = 1]
    #[max = 11]
    lesson: Option<u8>,
) -> Result<(), Error> {
    let rt = &ctx.data().rt;
    rt.fair_share(crate::discord::commands::author(ctx), Heavy::Drawing)?;
    let lang = user_lang(ctx);
    let index = usize::from(lesson.unwrap_or(1).max(1) - 1).min(LESSONS.len() - 1);
    let view = lesson_view(rt, lang, index, 0, None).await?;
    let mut reply = CreateReply::default()
        .components(view.components)
        .ephemeral(true);
    if let Some(embed) = view.embed {
        reply = reply.embed(embed);
    }
    if let Some(png) = view.board {
        reply = reply.attachment(CreateAttachment::bytes(png, "board.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// A click on a lesson's move button: the next step or lesson when it is the
/// move asked for, else the same step again with why.
pub async fn click_lesson(
    rt: &Arc<Runtime>,
    ack: &Ack,
    index: u8,
    step: u8,
    mv: Move,
) -> Result<(), Error> {
    let lang = clicker_lang(ack.interaction());
    rt.fair_share(UserId(ack.interaction().user.id.get()), Heavy::Drawing)?;
    let next =
        after_click(lang, usize::from(index), usize::from(step), &mv).map_err(lesson_fault)?;
    let view = match next {
        Next::Again { lesson, step, note } | Next::Step { lesson, step, note } => {
            lesson_view(rt, lang, lesson, step, Some(note)).await?
        }
        Next::Finished { game, note } => {
            let png = rt.draw_heavy(move || board(*game)).await?;
            finished_view(lang, note, png)
        }
    };
    ack.update(view).await?;
    Ok(())
}

/// "Practice game" after the last lesson: a table in this channel with the
/// learner and the easy computer player, posted for everyone; the learner
/// presses Start. Refused where `/hypnosia new` would be.
pub async fn click_practice(data: &Data, ack: &Ack) -> Result<(), Error> {
    let (rt, tables) = (&data.rt, &data.tables);
    let c = ack.interaction();
    let lang = clicker_lang(c);
    let guild = GuildId(
        c.guild_id
            .ok_or_else(|| Error::user(crate::discord::dm_refusal()))?
            .get(),
    );
    let channel = ChannelId(c.channel_id.get());
    let user = UserId(c.user.id.get());
    let settings = rt.store.settings(guild).await?;
    // As `/hypnosia new`: a thread counts as its channel, and holds one game.
    let threads = [
        ChannelType::PublicThread,
        ChannelType::PrivateThread,
        ChannelType::NewsThread,
    ];
    let parent = c
        .channel
        .as_ref()
        .filter(|ch| threads.contains(&ch.kind))
        .and_then(|ch| ch.parent_id)
        .map(|p| ChannelId(p.get()));
    let holder = rt.store.channel_holder(channel).await?;
    settings
        .may_open(channel, parent, holder.as_ref())
        .map_err(|why| Error::user(messages::open_refused_text(&why, &rt.commands)))?;
    let name = crate::discord::runtime::member_name(c);
    let options = LobbyOptions {
        thread: parent.is_none() && (settings.games_in_threads || holder.is_some()),
        turn_timeout: settings.turn_timeout,
        max_seats: 2,
        ..LobbyOptions::default()
    };
    let mut new = NewLobby::new(
        guild,
        channel,
        user,
        &name,
        options,
        tables.lobby_expiry(),
        rt.config.timeouts(),
    )
    .map_err(Error::user)?;
    new.seats
        .push(Seat::ai(crate::learn::OPPONENT, Level::Easy));
    let opened = crate::discord::commands::lobby::open_posted(data, &new).await?;
    ack.tell(t!(
        lang,
        "learn-practice-open",
        channel = format!("<#{opened}>")
    ))
    .await
}
