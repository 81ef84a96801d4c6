//! Finished games live on: `/hypnosia games` lists them and pages, options that
//! take a game suggest them, `/hypnosia replay` steps through one in place, the
//! GIF export animates it move by move, and `/hypnosia stats` charts the rating.
//! Most tests read one history of eleven games ([`history`]), played once.
//! This file plays that history and holds the helpers the stories share; each
//! story is a file: the games list and its suggestions, the replay, the GIF
//! export, the stats.

use crate::support::Choose;
use hypnosia::game::{Entry, Record};
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::OnceCell;

use crate::picture::Picture;
use crate::support::{
    self, BotOptions, WAIT, World, asked, command, is_results_of, lobby_number, move_ids,
    next_turn, private_command, start, start_game,
};

// `/hypnosia games`: the list, its pages, one player's games; options suggesting games.
mod games;
// `/hypnosia export format:gif`: every move, frame by frame, as the renderer draws it.
mod gif_export;
// `/hypnosia replay`: stepping, jumping, steps with no replay in memory or beyond the game.
mod replay;
// `/hypnosia stats`: to the asker alone, then shared.
mod stats;

/// This module's tests, for the harness (`harness.rs`): each story's, in turn.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    [
        games::trials(),
        replay::trials(),
        gif_export::trials(),
        stats::trials(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Plays `moves` moves of the game whose lobby is `lobby`, each by whoever of
/// `people` is asked. Only its own turns: the previous game's last turn
/// message stays until its removal (a background call, after the results)
/// goes through the pace.
async fn play_moves(
    emu: &Emulator,
    (channel, lobby): (ChannelId, MessageId),
    people: &[UserId],
    moves: usize,
) {
    for _ in 0..moves {
        let turn = next_turn(emu, channel, people, Some(lobby)).await;
        let user = asked(&turn, people);
        let mv = move_ids(&turn).next().unwrap();
        let r = emu.choose(user, channel, turn.id, &mv).response().await;
        assert_eq!(r.kind, 7, "the move is shown in place: {}", r.content());
    }
}

/// A game of `host` and `guest` (a computer when None): `moves` moves, then
/// `leaver` resigns, which ends it; returns its number once its results are shown.
async fn play_game(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    guest: Option<UserId>,
    moves: usize,
    leaver: UserId,
) -> i64 {
    let lobby = start_game(emu, channel, host, guest, "24h").await;
    let id = lobby_number(&lobby);
    let people: Vec<UserId> = std::iter::once(host).chain(guest).collect();
    play_moves(emu, (channel, lobby.id), &people, moves).await;
    // The game's row follows the Start click's answer: until then there is no
    // running game to resign from.
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let r = emu
            .slash(leaver, channel, "hypnosia resign", &[])
            .response()
            .await;
        if let Some(question) = r.message.filter(|m| m.button("Resign").is_some()) {
            let confirmed = emu
                .click_label(leaver, channel, question.id, "Resign")
                .response()
                .await;
            assert_eq!(confirmed.kind, 7, "{}", confirmed.content());
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the game starts");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    emu.wait_for_message(channel, |m| is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    id
}

/// The pixels of a PNG, as RGB.
fn rgb_of_png(png: &[u8]) -> Vec<u8> {
    Picture::decode(png).pixels().flatten().collect()
}

/// A click on a replay's step button or a page button: answered at once
/// (type 6, the message as it was), then the message edited in place;
/// returns it once edited.
async fn step(click: hypnosia_emulator::InteractionHandle, before: &EmuMessage) -> EmuMessage {
    let r = click.response().await;
    assert_eq!(r.kind, 6, "a step is answered at once: {}", r.content());
    let edited = click
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| m.edits > before.edits)
        })
        .await
        .expect("the step is shown in place");
    edited.original.unwrap()
}

/// The replay's step button with this label.
fn step_button(m: &EmuMessage, label: &str) -> (String, bool) {
    let b = m
        .button(label)
        .unwrap_or_else(|| panic!("a {label} button in {:?}", m.custom_ids()));
    (b.custom_id.unwrap(), b.disabled)
}

/// A server's finished games: two between alice and bob (rated), then nine
/// quick ones of alice against the computer. Eleven games, two pages.
struct History {
    w: World,
    alice: UserId,
    bob: UserId,
    carol: UserId,
    /// Seven moves, then bob resigns: the game the replays step through.
    first: i64,
    /// Four moves, then alice resigns.
    second: i64,
    /// Alice resigns each before a move; the newest last.
    quick: Vec<i64>,
}

static HISTORY: OnceCell<History> = OnceCell::const_new();

/// The history most tests of this file read, played once per run (see
/// [`support::shared`]).
async fn history() -> &'static History {
    support::shared(&HISTORY, eleven_finished_games).await
}

/// Plays the games of a [`History`] on a bot of its own.
async fn eleven_finished_games() -> History {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let carol = emu.add_user("carol");
    // No faces: the replays' boards are compared, pixel for pixel, with the
    // renderer's (faces come from the CDN when they come: `faces.rs`).
    let owner = emu.guild_owner();
    let said = private_command(
        emu,
        owner,
        channel,
        "hypnosia settings avatars",
        &[("shown", json!(false))],
    )
    .await
    .text();
    assert!(
        said.contains("avatars in the bot's pictures: **off**"),
        "{said}"
    );
    let first = play_game(emu, channel, alice, Some(bob), 7, bob).await;
    let second = play_game(emu, channel, alice, Some(bob), 4, alice).await;
    let mut quick = Vec::new();
    for _ in 0..9 {
        quick.push(play_game(emu, channel, alice, None, 0, alice).await);
    }
    History {
        w,
        alice,
        bob,
        carol,
        first,
        second,
        quick,
    }
}

impl History {
    fn newest(&self) -> i64 {
        *self.quick.last().unwrap()
    }

    /// The record of the first game, through `/hypnosia export game:N`, and
    /// how many turns it has.
    async fn first_record(&self) -> (Record, usize) {
        let json = support::export_game(&self.w.emu, self.w.channel, self.alice, self.first).await;
        let record = Record::from_json(&json.to_string()).expect("the export is a record");
        let total = record
            .turns
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count();
        assert!(total >= 3, "the first game had a few turns");
        (record, total)
    }

    /// `/hypnosia replay game:<first>` by carol, as first shown.
    async fn replay_first(&self) -> EmuMessage {
        command(
            &self.w.emu,
            self.carol,
            self.w.channel,
            "hypnosia replay",
            &[("game", json!(self.first))],
        )
        .await
    }
}
