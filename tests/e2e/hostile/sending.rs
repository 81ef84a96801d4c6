//! The burst sent once: the two games set up, then the hostile clicks, fifty at
//! a time, with a storm of the costliest commands beside them.

use crate::analysis::is_analysis_of;
use crate::support::WAIT;
use futures_util::{StreamExt, stream};
use hypnosia_emulator::{Emulator, Response};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use super::clicks::hostile_clicks;
use super::targets::two_games;
use super::{Burst, Click, Showing, Targets};

const AT_ONCE: usize = 50;
/// The commands sent beside the clicks ([`command_storm`]).
const COMMANDS: usize = 200;
const COMMANDS_AT_ONCE: usize = 10;

/// Sets up the two games and sends the hostile clicks, [`AT_ONCE`] at a time.
pub(super) async fn send_burst() -> Burst {
    let targets = two_games().await;
    let emu = &targets.w.emu;
    // The finished game's analysis is posted before the storm: the storm's
    // analysis commands then post nothing more (it is posted once).
    let (channel, game) = (targets.done_channel, targets.done_game);
    emu.slash(targets.alice, channel, "hypnosia analysis", &[]);
    emu.wait_for_message(channel, |m| is_analysis_of(m, game), WAIT)
        .await
        .expect("the finished game's analysis");
    let before = Showing::now(&targets).await;
    assert_eq!(
        before.turn_ids, targets.turn.ids,
        "the turn message shows the current moves"
    );
    let clicks = hostile_clicks(&targets);
    let (answers, ()) = tokio::join!(click_all(emu, &clicks), command_storm(&targets));
    let (unanswered, violations) = (emu.unanswered(), emu.violations());
    let limits = emu.rate_limit_stats();
    let after = Showing::now(&targets).await;
    Burst {
        targets,
        clicks,
        answers,
        unanswered,
        violations,
        limits,
        before,
        after,
    }
}

/// Sends every click, [`AT_ONCE`] at a time; their answers.
async fn click_all(
    emu: &Emulator,
    clicks: &[Click],
) -> Vec<(String, &'static str, Option<Response>)> {
    let mut answers = Vec::with_capacity(clicks.len());
    // By index: with a closure taking `&Click`, rustc cannot prove this future
    // `Send` (a limit of its higher-ranked lifetimes), and it is spawned.
    let mut answering = stream::iter(0..clicks.len())
        .map(|i| send(emu, &clicks[i]))
        .buffer_unordered(AT_ONCE);
    while let Some(answer) = answering.next().await {
        answers.push(answer);
    }
    answers
}

/// Beside the clicks, a spectator's commands that cost the bot the most:
/// leaderboard pages, stats, analyses of the finished game, the games list.
/// Each is answered (a refusal, a wait, a picture, a link); none may cost an
/// invalid request.
async fn command_storm(t: &Targets) {
    let (emu, user, game) = (&t.w.emu, t.spectators[0], t.done_game);
    // In a channel of its own: the public answers (leaderboard, games) are posts.
    let channel = emu.add_channel(t.w.guild, "storm");
    // By index, as the clicks (see `click_all`).
    let asking = stream::iter(0..COMMANDS)
        .map(|i| ask(emu, user, channel, i, game))
        .buffer_unordered(COMMANDS_AT_ONCE);
    tokio::pin!(asking);
    while asking.next().await.is_some() {}
}

/// The storm's `i`-th command, answered.
async fn ask(emu: &Emulator, user: UserId, channel: ChannelId, i: usize, game: i64) {
    let (path, options) = match i % 4 {
        0 => ("hypnosia leaderboard", vec![("page", json!(1 + i % 3))]),
        1 => ("hypnosia stats", vec![]),
        2 => ("hypnosia analysis", vec![("game", json!(game))]),
        _ => ("hypnosia games", vec![]),
    };
    let asked = emu.slash(user, channel, path, &options);
    assert!(
        asked.wait_response(WAIT).await.is_some(),
        "{path} is answered"
    );
}

/// Sends one hostile click; returns its custom id, the refusal it had to get,
/// and its answer.
async fn send(emu: &Emulator, c: &Click) -> (String, &'static str, Option<Response>) {
    let handle = emu
        .click_forged(c.user, c.channel, c.message, &c.custom_id)
        .expect("the click is injected");
    let answer = match handle.wait_response(WAIT).await {
        // Deferred (past 1.2 s, on a busy machine): the refusal follows, to
        // the clicker only, and is the answer that says why.
        Some(deferred) if deferred.kind == 6 => handle
            .wait(WAIT, |s| !s.ephemerals.is_empty())
            .await
            .and_then(|s| s.ephemerals.into_iter().next())
            .map(|refusal| Response {
                kind: 4,
                ephemeral: true,
                message: Some(refusal),
                ..deferred
            }),
        answer => answer,
    };
    (c.custom_id.clone(), c.expect, answer)
}
