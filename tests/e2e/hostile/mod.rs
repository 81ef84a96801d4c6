//! End to end: a hostile burst of clicks. Spectators, players out of turn, old
//! messages and versions, forged and malformed custom ids, a finished game — three
//! thousand clicks, fifty at a time, with a storm of the costliest commands beside
//! them (leaderboard pages, stats, analyses, the games list). Each click gets an
//! ephemeral refusal that says why, within Discord's 3 s; no game changes; the bot
//! keeps working and costs no request Discord counts toward a ban.
//! The burst is sent once ([`burst`]); each test checks one of those claims.
//! This file holds what the burst is (its targets, clicks and answers) and the
//! tests; the set-up, the clicks drawn and their sending are files of their own.

use std::collections::BTreeMap;

use crate::support::Choose;
use crate::support::{self, World, export};
use hypnosia_emulator::{RateLimitStats, Response, Violation};
use serde_json::Value;
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::OnceCell;

// The fifteen kinds of hostile click, drawn from a fixed seed.
mod clicks;
// The burst sent: the clicks and a storm of commands beside them, all at once.
mod sending;
// The two games the clicks aim at, played until some turn messages are stale.
mod targets;

const CLICKS: usize = 3_000;

/// One hostile click and the refusal it must get.
struct Click {
    user: UserId,
    channel: ChannelId,
    message: MessageId,
    custom_id: String,
    expect: &'static str,
    kind: &'static str,
}

// The refusals, as the players read them.
const SPECTATOR: &str = "not playing in this game";
const NOT_YOUR_TURN: &str = "It is not your turn";
const OLD_VERSION: &str = "board has changed";
const MALFORMED: &str = "don't recognize this button";
const OVER: &str = "This game is over";
const NO_GAME: &str = "no longer exists";
const LOBBY_CLOSED: &str = "table is closed";
const NOT_A_PLAYER: &str = "Only the players";
const CHANNEL_BUSY: &str = "already an open table or a game";
const ILLEGAL: &str = "not possible any more";

/// A turn message and the move ids it showed.
#[derive(Clone)]
struct Shown {
    message: MessageId,
    ids: Vec<String>,
}

/// What the hostile clicks aim at: a finished game and a running one with
/// stale turn messages and versions, in channels of their own.
struct Targets {
    w: World,
    alice: UserId,
    bob: UserId,
    spectators: Vec<UserId>,
    /// The finished game's channel, number, messages and every move id it showed.
    done_channel: ChannelId,
    done_game: i64,
    done_messages: Vec<MessageId>,
    done_ids: Vec<String>,
    /// The finished game's results message.
    results: MessageId,
    /// The running game: its number, its turn message and the player it asks.
    game: i64,
    turn: Shown,
    mover: UserId,
    waiter: UserId,
    /// Turn messages of the running game no longer current, and move ids of
    /// its earlier versions.
    stale: Vec<Shown>,
    old_ids: Vec<String>,
    /// The table numbers of both games' lobbies (finished first).
    lobby_ids: [i64; 2],
}

/// What both games show: their records, the running game's turn message, and
/// how many messages each channel holds.
#[derive(PartialEq)]
struct Showing {
    running: Value,
    finished: Value,
    turn_text: String,
    turn_ids: Vec<String>,
    running_messages: usize,
    finished_messages: usize,
}

impl Showing {
    async fn now(t: &Targets) -> Showing {
        let emu = &t.w.emu;
        let turn = emu.message(t.turn.message).unwrap();
        Showing {
            running: export(emu, t.w.channel, t.alice).await,
            finished: export(emu, t.done_channel, t.alice).await,
            turn_text: turn.text(),
            turn_ids: turn.custom_ids(),
            running_messages: emu.messages(t.w.channel).len(),
            finished_messages: emu.messages(t.done_channel).len(),
        }
    }
}

/// The burst, once sent: its clicks, their answers, and what the emulator saw.
struct Burst {
    targets: Targets,
    clicks: Vec<Click>,
    /// Each click's custom id, the refusal it had to get, and its answer.
    answers: Vec<(String, &'static str, Option<Response>)>,
    /// Interactions still unanswered, and Discord's rules broken (its 3 s
    /// answer deadline among them), once every answer was in.
    unanswered: usize,
    violations: Vec<Violation>,
    /// What Discord's rate limits counted, once every answer was in.
    limits: RateLimitStats,
    before: Showing,
    after: Showing,
}

static BURST: OnceCell<Burst> = OnceCell::const_new();

/// The burst the tests of this file read, sent once per run (see
/// [`support::shared`]).
async fn burst() -> &'static Burst {
    support::shared(&BURST, sending::send_burst).await
}

async fn every_hostile_click_gets_an_ephemeral_refusal_that_says_why() {
    let burst = burst().await;
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for c in &burst.clicks {
        *by_kind.entry(c.kind).or_default() += 1;
    }
    assert!(
        by_kind.len() >= 14,
        "every kind of hostile click was sent: {by_kind:?}"
    );
    let mut refused = 0;
    for (id, expect, r) in &burst.answers {
        let r = r
            .as_ref()
            .unwrap_or_else(|| panic!("no answer to a click on {id:?}"));
        assert!(
            r.kind == 4 && r.ephemeral && r.content().contains(expect),
            "click {id:?}: expected an ephemeral {expect:?}, got type {} ephemeral {}: {:?}",
            r.kind,
            r.ephemeral,
            r.content()
        );
        refused += 1;
    }
    assert_eq!(refused, CLICKS);
}

async fn every_hostile_click_is_answered_within_discords_three_seconds() {
    let burst = burst().await;
    assert_eq!(burst.unanswered, 0);
    assert!(
        burst.violations.is_empty(),
        "Discord's rules, its 3 s answer deadline among them: {:#?}",
        burst.violations
    );
}

async fn a_hostile_storm_costs_no_request_discord_counts_toward_a_ban() {
    let burst = burst().await;
    // Discord bans the bot's address at 10 000 answers 401, 403 or 429 in ten
    // minutes. Answers to interactions cost none; what the bot sends on its own
    // (posts, edits, look-ups) must not either, however long the storm: 1 % of
    // the threshold over ten minutes is less than one in this one.
    let limits = &burst.limits;
    assert!(limits.calls > 0, "the bot called Discord: {limits:?}");
    assert_eq!(limits.invalid_total, 0, "{limits:?}");
    assert_eq!(limits.rate_limited, 0, "{limits:?}");
}

async fn a_hostile_burst_of_clicks_changes_no_game_and_posts_nothing() {
    let burst = burst().await;
    assert!(
        burst.after == burst.before,
        "a hostile click changed something"
    );
}

async fn after_a_hostile_burst_the_same_move_clicked_twice_at_once_applies_once() {
    let burst = burst().await;
    let t = &burst.targets;
    let (emu, channel) = (&t.w.emu, t.w.channel);
    let moves_before = played_moves(&burst.after.running);
    let (a, b) = (
        emu.choose(t.mover, channel, t.turn.message, &t.turn.ids[0]),
        emu.choose(t.mover, channel, t.turn.message, &t.turn.ids[0]),
    );
    let (ra, rb) = (a.response().await, b.response().await);
    let (applied, other) = if ra.kind == 7 { (ra, rb) } else { (rb, ra) };
    assert_eq!(applied.kind, 7, "the move is shown in place");
    assert!(
        other.ephemeral && other.content().contains(OLD_VERSION),
        "the second click is refused: {:?}",
        other.content()
    );
    let now = export(emu, channel, t.alice).await;
    assert_eq!(
        played_moves(&now),
        moves_before + 1,
        "exactly one move applied"
    );
    emu.assert_no_violations();
}

/// How many moves a record holds.
fn played_moves(record: &Value) -> usize {
    record["turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["moves"].as_array().map_or(0, Vec::len))
        .sum()
}

crate::harness::tests! {
    every_hostile_click_gets_an_ephemeral_refusal_that_says_why,
    every_hostile_click_is_answered_within_discords_three_seconds,
    a_hostile_burst_of_clicks_changes_no_game_and_posts_nothing,
    after_a_hostile_burst_the_same_move_clicked_twice_at_once_applies_once,
    a_hostile_storm_costs_no_request_discord_counts_toward_a_ban,
}
