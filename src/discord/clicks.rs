//! Every click's one door: its custom id is parsed once, here, and handed to
//! the handler beside its command group. Every click is answered once and in
//! time (see [`crate::discord::answer`]): by what it shows, or deferred by the
//! click's watchdog when that takes longer than a quiet bot does; a refusal
//! goes to the clicker only.

use std::sync::Arc;

use serenity::all::{ComponentInteraction, ComponentInteractionDataKind};
use tracing::{error, warn};

use crate::controls::{ComponentId, picked_move};
use crate::discord::answer::Ack;
use crate::discord::commands::{
    analysis, export, game, history, learn, lobby, puzzle, rematch, tournament,
};
use crate::discord::context::{Data, clicker_lang};
use crate::discord::error::Error;
use crate::table::{GuildId, MoveRefusal};

/// Answers a click: routed by its custom id, or refused with why.
pub async fn on_component(data: &Data, c: &ComponentInteraction) {
    // While more boards queue for the drawing lane than it draws at once,
    // the CPUs are full and the click's answer would wait for them: it is
    // deferred at once. Not while a few wait: the deferral is one more call
    // for the click, and deferring every click once the CPUs are merely busy
    // cost more CPU and brought turns back later under load (measured in
    // `benches/README.md`, the `load` rows on deferring at once).
    let answer_by = if data.screen.lanes.live_backlog() {
        std::time::Duration::ZERO
    } else {
        data.screen.config.waits.click_answer
    };
    let ack = Ack::new(c, Arc::clone(&data.screen.http), answer_by);
    if let Err(e) = route_click(data, &ack).await {
        refuse(&ack, &e).await;
    }
}

async fn route_click(data: &Data, ack: &Ack) -> Result<(), Error> {
    let c = ack.interaction();
    // Every click tells the server's language, for the messages the bot
    // posts on its own (turn deadlines, computer moves) later. A click in a
    // DM or group DM goes on: each kind says whether it is played there.
    if let Some(guild) = c.guild_id {
        let (guild, locale) = (GuildId(guild.get()), c.guild_locale.as_deref());
        data.screen
            .note_guild_locale(&data.tables, guild, locale)
            .await;
    }
    let id = c
        .data
        .custom_id
        .parse::<ComponentId>()
        .map_err(|_| Error::refused(MoveRefusal::Malformed))?;
    let screen = &data.screen;
    match id {
        ComponentId::Move { game, version, mv } => {
            game::click_move(data, ack, game, version, mv).await
        }
        ComponentId::MoveMenu { game, version, .. } => {
            let picked = match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first(),
                _ => None,
            };
            let mv = picked
                .and_then(|value| picked_move(game, version, value).ok())
                .ok_or_else(|| Error::refused(MoveRefusal::Malformed))?;
            game::click_move(data, ack, game, version, mv).await
        }
        ComponentId::Hint { game, version } => game::click_hint(data, ack, game, version).await,
        ComponentId::Finish { game, version } => game::click_finish(data, ack, game, version).await,
        ComponentId::Resign { game } => game::click_resign(data, ack, game).await,
        ComponentId::Cancel { game, step } => game::click_cancel(data, ack, game, step).await,
        ComponentId::Lobby { lobby, control } => {
            lobby::click_lobby(data, ack, lobby, control).await
        }
        ComponentId::Rematch { game } => rematch::click_rematch(data, ack, game).await,
        ComponentId::Export { game } => export::click_export(data, ack, game).await,
        ComponentId::Analysis { game } => analysis::click_analysis(data, ack, game).await,
        ComponentId::AnalysisHelp => analysis::click_analysis_help(ack).await,
        ComponentId::OwnMoves { game } => analysis::click_own_moves(data, ack, game).await,
        ComponentId::GamesPage { page, player, .. } => {
            history::click_games_page(data, ack, page, player).await
        }
        ComponentId::Replay { game, turn, button } => {
            history::click_replay(data, ack, game, turn, button).await
        }
        ComponentId::Lesson {
            lesson,
            step,
            misses,
            mv,
        } => learn::click_lesson(data, ack, lesson, step, misses, mv).await,
        ComponentId::LessonNav { lesson, button } => {
            learn::click_lesson_nav(screen, ack, lesson, button).await
        }
        ComponentId::Practice => learn::click_practice(data, ack).await,
        id @ (ComponentId::Puzzle { .. }
        | ComponentId::PuzzleNext
        | ComponentId::PuzzleOpen { .. }
        | ComponentId::PuzzleRestart { .. }) => puzzle::click_puzzle(data, ack, id).await,
        ComponentId::Tournament { tournament, button } => {
            tournament::click_tournament(data, ack, tournament, button).await
        }
        ComponentId::Refresh { game } => game::click_refresh(data, ack, game).await,
        ComponentId::Standings { game } => tournament::click_standings(data, ack, game).await,
        ComponentId::ShareStandings { tournament: t } => tournament::share(data, ack, t).await,
        share @ (ComponentId::ShareStats { .. }
        | ComponentId::ShareGames { .. }
        | ComponentId::SharePuzzle { .. }) => {
            crate::discord::commands::share::click_share(data, ack, share).await
        }
    }
}

/// Tells the clicker why their click changed nothing (or, for a fault, a
/// short apology), in their language.
async fn refuse(ack: &Ack, e: &Error) {
    let c = ack.interaction();
    if e.is_internal() {
        error!(custom_id = ?c.data.custom_id, error = %e, "click failed");
    }
    if let Err(err) = ack.tell(e.user_message(clicker_lang(c))).await {
        warn!(error = %err, "could not answer a click with its refusal");
    }
}
