//! `/hypnosia learn`: the lessons, only the learner sees them, and the
//! practice table after the last one.
//!
//! A lesson's buttons carry (lesson, step, move) and the position is rebuilt
//! from the lessons' data ([`crate::learn`]), so nothing is stored: a lesson
//! survives a restart and any number of people learn at once. Clicks are
//! answered by updating the learner's own (ephemeral) message in place; the
//! board is drawn on the live lane first.

use std::sync::Arc;

use crate::controls::LessonButton;
use crate::controls::nav_target;
use crate::discord::answer::Ack;
use crate::discord::commands::lobby::{ask_in, placement_refused, refusal_error};
use crate::discord::commands::{click_by_server, click_guild, user_lang};
use crate::discord::context::clicker_lang;
use crate::discord::context::{Context, Data};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::DiscordScreen;
use crate::game::Move;
use crate::heavy::fair::Ask;
use crate::i18n::Lang;
use crate::learn::flow::focus;
use crate::learn::{LESSONS, LessonError, lesson};
use crate::live::PracticeAsk;
use crate::platform::markup;
use crate::render::ringed_board;
use crate::showing::threads::NewThread;
use crate::table::{ChannelId, NewTable, UserId};
use crate::views::lessons::{finished_view, quit_view, step_view};
use crate::views::view::View;
use crate::words::lessons::{LessonStep, after_click, legend_text};
use crate::{t, text};

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
/// lane (bounded: a learner's clicks never queue ahead of live games' boards)
/// with the asked pawn ringed.
async fn lesson_view(
    screen: &DiscordScreen,
    lang: Lang,
    index: usize,
    step: usize,
    misses: u8,
    note: Option<String>,
) -> Result<View, Error> {
    let this = lesson(index).map_err(lesson_fault)?;
    let game = this.game_at(step).map_err(lesson_fault)?;
    let ringed = focus(this, step).map_err(lesson_fault)?;
    let png = screen
        .draw_heavy(move || ringed_board(&game, &ringed))
        .await?;
    step_view(lang, this, step, misses, note, png).map_err(lesson_fault)
}

// A lesson is the learner's own answer, stepped by its clicks in place: it
// needs no thread nor any post of the bot's, so it works anywhere.
/// Learn the game step by step: short lessons only you see.
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "Start at this lesson (1 to 11)"]
    #[min = 1]
    #[max = 11]
    lesson: Option<u8>,
) -> Result<(), Error> {
    let screen = &ctx.data().screen;
    (ctx.data().tables).fair_share(crate::discord::commands::author(ctx), Ask::LessonBoard)?;
    let lang = user_lang(ctx);
    let index = usize::from(lesson.unwrap_or(1).max(1) - 1).min(LESSONS.len() - 1);
    let view = lesson_view(screen, lang, index, 0, 0, None).await?;
    let reply = crate::discord::commands::history::reply(view);
    deferral::send(ctx, reply.ephemeral(true)).await?;
    Ok(())
}

/// A click on a lesson's move button: the next step or lesson when it is the
/// move asked for, else the same step again with why (and, after two misses,
/// the right button shown).
pub async fn click_lesson(
    data: &Data,
    ack: &Ack,
    index: u8,
    step: u8,
    misses: u8,
    mv: Move,
) -> Result<(), Error> {
    let lang = clicker_lang(ack.interaction());
    let screen = &data.screen;
    data.tables
        .fair_share(UserId(ack.interaction().user.id.get()), Ask::LessonBoard)?;
    let next = after_click(lang, usize::from(index), usize::from(step), misses, &mv)
        .map_err(lesson_fault)?;
    let view = match next {
        LessonStep::Again {
            lesson,
            step,
            misses,
            note,
        } => lesson_view(screen, lang, lesson, step, misses, Some(note)).await?,
        LessonStep::Step { lesson, step, note } => {
            lesson_view(screen, lang, lesson, step, 0, Some(note)).await?
        }
        LessonStep::Finished { game, note } => {
            let png = screen.draw_heavy(move || ringed_board(&game, &[])).await?;
            finished_view(lang, Some(note), Some(png))
        }
    };
    ack.update(view).await?;
    Ok(())
}

/// ◀ Back, Skip ▶ or Quit under lesson `index`.
pub async fn click_lesson_nav(
    screen: &Arc<DiscordScreen>,
    ack: &Ack,
    index: u8,
    button: LessonButton,
) -> Result<(), Error> {
    let lang = clicker_lang(ack.interaction());
    let index = usize::from(index);
    if index > LESSONS.len() {
        return Err(lesson_fault(LessonError::NoLesson(index)));
    }
    if button == LessonButton::Legend {
        // Beside the lesson, which stays as it is.
        return ack.tell(legend_text(lang)).await;
    }
    let view = match (button, nav_target(index, button)) {
        (LessonButton::Quit, _) => {
            let learn = screen.commands.mention("hypnosia learn").render(lang);
            quit_view(lang, &learn)
        }
        (_, Some(to)) => lesson_view(screen, lang, to, 0, 0, None).await?,
        (_, None) => finished_view(lang, None, None),
    };
    ack.update(view).await?;
    Ok(())
}

/// "Practice game" after the last lesson: the learner's game against the
/// easy computer player starts at once (no lobby, no Start), with no turn
/// limit, in a thread of its own where the server plays games in threads and
/// the bot may open one, else in this channel. Refused where `/hypnosia new`
/// would be, while the member's last one is open (linked), and within their
/// cooldown. Where the bot may not post (a DM, a group DM, a server that
/// never added it), the learner is told to practise with `/hypnosia new`.
pub async fn click_practice(data: &Data, ack: &Ack) -> Result<(), Error> {
    let (screen, tables) = (&data.screen, &data.tables);
    let c = ack.interaction();
    let lang = clicker_lang(c);
    if !click_by_server(c) {
        let new = screen.commands.mention("hypnosia new");
        return Err(Error::user(text!("refusal-practice-direct", new = new)));
    }
    let guild = click_guild(c)?;
    let channel = ChannelId(c.channel_id.get());
    let user = UserId(c.user.id.get());
    // As `/hypnosia new`.
    let table = ask_in(
        channel,
        c.channel.as_ref(),
        NewTable::Practice,
        c.app_permissions,
    );
    let name = crate::discord::screen::member_name(c);
    let ask = PracticeAsk {
        guild,
        user,
        name: name.clone(),
        table,
    };
    let start = match tables.practice().start(&ask).await {
        Ok(Ok(start)) => start,
        Ok(Err(refused)) => return Err(placement_refused(&refused, &screen.commands)),
        Err(e) => return Err(refusal_error(e, &screen.commands, user)),
    };
    let thread = if start.needs_thread {
        let title = t!(
            screen.guild_lang(guild).await,
            "learn-practice-thread",
            name = name
        );
        let thread = NewThread {
            server: guild,
            parent: channel,
            from: None,
            name: &title,
            archived_after_a_day: true,
            background: false,
            tried_since: None,
        };
        screen.open_thread(&thread).await.map_err(|e| e.user_text())
    } else {
        Ok(None)
    };
    let place = tables.practice().play(start, thread).await?;
    let open = t!(
        lang,
        "learn-practice-open",
        channel = markup::channel(place)
    );
    ack.tell(open).await
}
