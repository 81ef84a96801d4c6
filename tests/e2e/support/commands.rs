//! Slash commands as a person runs them: the reply read (public or
//! private), a game's record exported, a resign confirmed, a refusal checked.

use hypnosia_emulator::{EmuMessage, Emulator, Response};
use serde_json::{Value, json};
use serenity::all::{ChannelId, UserId};

use super::WAIT;

/// Asserts that a response is an ephemeral message containing `needle`.
#[track_caller]
pub fn assert_refused(r: &Response, needle: &str) {
    assert!(
        r.kind == 4 && r.ephemeral && r.content().contains(needle),
        "expected an ephemeral refusal containing {needle:?}, got type {} ephemeral {}: {:?}",
        r.kind,
        r.ephemeral,
        r.content()
    );
}

/// The record of the latest game of `channel`, through `/hypnosia export`.
pub async fn export(emu: &Emulator, channel: ChannelId, user: UserId) -> Value {
    export_with(emu, channel, user, &[]).await
}

/// The record of game `number`, through `/hypnosia export game:N` in `channel`.
pub async fn export_game(emu: &Emulator, channel: ChannelId, user: UserId, number: i64) -> Value {
    export_with(emu, channel, user, &[("game", json!(number))]).await
}

async fn export_with(
    emu: &Emulator,
    channel: ChannelId,
    user: UserId,
    options: &[(&str, Value)],
) -> Value {
    let r = emu
        .slash(user, channel, "hypnosia export", options)
        .response()
        .await;
    let m = r.message.expect("an export reply");
    let file = m
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".json"))
        .unwrap_or_else(|| panic!("a JSON file, got {:?}", m.content));
    serde_json::from_slice(&file.data).expect("the export is JSON")
}

/// `/hypnosia resign` as `user`, confirmed with its button; returns the
/// command's ephemeral answer (the question) after the confirmation.
pub async fn resign(emu: &Emulator, channel: ChannelId, user: UserId) -> Response {
    let r = emu
        .slash(user, channel, "hypnosia resign", &[])
        .response()
        .await;
    assert!(r.ephemeral, "the resignation is asked privately");
    let question = r.message.clone().expect("the resignation asks first");
    assert!(
        question.text().contains("Resign"),
        "the resignation asks first: {}",
        question.text()
    );
    let confirmed = emu
        .click_label(user, channel, question.id, "Resign")
        .response()
        .await;
    assert_eq!(
        confirmed.kind,
        7,
        "the confirmation answers in place: {}",
        confirmed.content()
    );
    r
}

/// Runs a slash command and returns the public reply.
pub async fn command(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    path: &str,
    options: &[(&str, Value)],
) -> EmuMessage {
    let m = reply(emu, user, channel, path, options).await;
    assert!(
        !m.is_ephemeral(),
        "/{path} answers in public: {:?}",
        m.text()
    );
    m
}

/// Runs a slash command and returns the reply only its author sees.
pub async fn private_command(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    path: &str,
    options: &[(&str, Value)],
) -> EmuMessage {
    let m = reply(emu, user, channel, path, options).await;
    assert!(
        m.is_ephemeral(),
        "/{path} answers privately: {:?}",
        m.text()
    );
    m
}

/// The reply to a slash command: answered at once, or deferred and then
/// filled in.
async fn reply(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    path: &str,
    options: &[(&str, Value)],
) -> EmuMessage {
    let snapshot = emu
        .slash(user, channel, path, options)
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .unwrap_or_else(|| panic!("/{path} has a reply"));
    snapshot.original.unwrap()
}
