//! End to end: a hostile burst of clicks. Spectators, players out of turn, old
//! messages and versions, forged and malformed custom ids, a finished game — three
//! thousand clicks, fifty at a time, with a storm of the costliest commands beside
//! them (leaderboard pages, stats, analyses, the games list). Each click gets an
//! ephemeral refusal that says why, within Discord's 3 s; no game changes; the bot
//! keeps working and costs no request Discord counts toward a ban.
//! The burst is sent once ([`burst`]); each test checks one of those claims.

use crate::analysis::is_analysis_of;
use crate::support::Choose;
use std::collections::BTreeMap;

use crate::support::{
    self, BotOptions, WAIT, World, asks, export, move_ids, rematch_id, start, start_game,
};
use futures_util::{StreamExt, stream};
use hypnosia::controls::{ComponentId, LobbyControl};
use hypnosia::table::{GameId, Level};
use hypnosia_emulator::{Emulator, RateLimitStats, Response, Violation};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, UserId};
use tokio::sync::OnceCell;

const CLICKS: usize = 3_000;
const AT_ONCE: usize = 50;
/// The commands sent beside the clicks ([`command_storm`]).
const COMMANDS: usize = 200;
const COMMANDS_AT_ONCE: usize = 10;

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
const OLD_MESSAGE: &str = "old message";
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

/// Plays first-listed moves in `channel` until at least one turn message is
/// stale; returns every turn message state seen (oldest first) and the current
/// turn message with the user it asks to move.
async fn play_until_stale(
    emu: &Emulator,
    channel: ChannelId,
    players: [UserId; 2],
) -> (Vec<Shown>, Shown, UserId) {
    let mut seen: Vec<Shown> = Vec::new();
    loop {
        let turn = emu
            .wait_for_message(channel, |m| players.iter().any(|&p| asks(m, p)), WAIT)
            .await
            .expect("a turn message for a player");
        let mover = *players.iter().find(|&&p| asks(&turn, p)).unwrap();
        let shown = Shown {
            message: turn.id,
            ids: move_ids(&turn).collect(),
        };
        if seen.iter().any(|s| s.message != turn.id) {
            return (seen, shown, mover);
        }
        seen.push(shown.clone());
        let r = emu
            .choose(mover, channel, turn.id, &shown.ids[0])
            .response()
            .await;
        assert_eq!(r.kind, 7, "the move is played: {}", r.content());
    }
}

/// The game id and version a move id names.
fn game_and_version(id: &str) -> (i64, u64) {
    let parts: Vec<&str> = id.split(':').collect();
    (parts[2].parse().unwrap(), parts[3].parse().unwrap())
}

/// Replaces field `i` of a colon-separated id.
fn with_field(id: &str, i: usize, value: &str) -> String {
    let mut parts: Vec<&str> = id.split(':').collect();
    parts[i] = value;
    parts.join(":")
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

fn random_text(rng: &mut ChaCha8Rng, len: usize, alphabet: &[char]) -> String {
    (0..len).map(|_| *pick(rng, alphabet)).collect()
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

/// Sets up the two games: a few moves each, then alice resigns the first.
async fn two_games() -> Targets {
    // Ten thousand dispatches of the same few shapes: checking each against
    // serenity's parser again would only double the emulator's work.
    let w = start(BotOptions {
        validate_payloads: false,
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let spectators: Vec<UserId> = (0..4).map(|i| emu.add_user(&format!("fan{i}"))).collect();

    let done_channel = emu.add_channel(w.guild, "finished");
    let done_lobby = start_game(emu, done_channel, alice, Some(bob), "24h").await;
    let (done_seen, done_turn, _) = play_until_stale(emu, done_channel, [alice, bob]).await;
    let r = support::resign(emu, done_channel, alice).await;
    assert!(r.ephemeral);
    let results = emu
        .wait_for_message(done_channel, crate::support::is_results, WAIT)
        .await
        .expect("the finished game's results");
    let (done_game, _) = game_and_version(&done_turn.ids[0]);
    // Its last turn message is removed before the lobby's line says it is over.
    emu.wait_for_message(
        done_channel,
        |m| m.id == done_lobby.id && m.content.contains("is over"),
        WAIT,
    )
    .await
    .expect("the finished game's end line");
    let done_messages: Vec<MessageId> = emu.messages(done_channel).iter().map(|m| m.id).collect();
    let mut done_ids: Vec<String> = done_seen.iter().flat_map(|s| s.ids.clone()).collect();
    done_ids.extend(done_turn.ids.clone());

    let lobby = start_game(emu, w.channel, alice, Some(bob), "24h").await;
    let (seen, turn, mover) = play_until_stale(emu, w.channel, [alice, bob]).await;
    let waiter = if mover == alice { bob } else { alice };
    let (game, version) = game_and_version(&turn.ids[0]);
    // The turn messages the game replaced are removed (a quiet channel): the
    // message no longer current that is left to click is the lobby's, now
    // the game's log, clicked with the moves the game offered before.
    let stale = vec![Shown {
        message: lobby.id,
        ids: seen.iter().flat_map(|s| s.ids.clone()).collect(),
    }];
    let old_ids: Vec<String> = seen
        .iter()
        .flat_map(|s| s.ids.clone())
        .filter(|id| game_and_version(id).1 != version)
        .collect();
    assert!(!old_ids.is_empty(), "some moves were played before");
    let lobby_ids = [&done_lobby, &lobby].map(|m| {
        m.custom_ids()[0]
            .split(':')
            .nth(2)
            .unwrap()
            .parse()
            .unwrap()
    });
    Targets {
        w,
        alice,
        bob,
        spectators,
        done_channel,
        done_game,
        done_messages,
        done_ids,
        results: results.id,
        game,
        turn,
        mover,
        waiter,
        stale,
        old_ids,
        lobby_ids,
    }
}

/// [`CLICKS`] hostile clicks of fifteen kinds, drawn from a fixed seed.
fn hostile_clicks(t: &Targets) -> Vec<Click> {
    let (channel, turn, mover) = (t.w.channel, &t.turn, t.mover);
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
    let everyone: Vec<UserId> = [t.alice, t.bob]
        .into_iter()
        .chain(t.spectators.clone())
        .collect();
    let ascii: Vec<char> = (' '..='~').collect();
    let unicode: Vec<char> = "é漢字🙂🎲\u{202e}\u{200b}\u{feff}١٢٣ÅΩж\u{0}\u{1f}:-+"
        .chars()
        .collect();
    let on_turn = |user, custom_id: String, expect, kind| Click {
        user,
        channel,
        message: turn.message,
        custom_id,
        expect,
        kind,
    };
    let mut clicks = Vec::with_capacity(CLICKS);
    while clicks.len() < CLICKS {
        let current = pick(&mut rng, &turn.ids).clone();
        let anyone = *pick(&mut rng, &everyone);
        let fan = *pick(&mut rng, &t.spectators);
        let click = match rng.random_range(0..15) {
            0 => on_turn(fan, current, SPECTATOR, "spectator"),
            1 => on_turn(t.waiter, current, NOT_YOUR_TURN, "out of turn"),
            2 => on_turn(
                anyone,
                pick(&mut rng, &t.old_ids).clone(),
                OLD_VERSION,
                "old version",
            ),
            3 => {
                let old = pick(&mut rng, &t.stale);
                let id = if rng.random_bool(0.5) {
                    current
                } else {
                    pick(&mut rng, &old.ids).clone()
                };
                Click {
                    user: if rng.random_bool(0.5) { mover } else { anyone },
                    channel,
                    message: old.message,
                    custom_id: id,
                    expect: OLD_MESSAGE,
                    kind: "old message",
                }
            }
            4 => {
                let len = rng.random_range(0..=100);
                on_turn(
                    anyone,
                    random_text(&mut rng, len, &ascii),
                    MALFORMED,
                    "random",
                )
            }
            5 => {
                let id = if rng.random_bool(0.5) {
                    format!("{current}{}", "0".repeat(rng.random_range(80..2000)))
                } else {
                    format!("{}{}", export_id(1), "1".repeat(rng.random_range(100..300)))
                };
                on_turn(anyone, id, MALFORMED, "too long")
            }
            6 => {
                let len = rng.random_range(1..40);
                let id = match rng.random_range(0..3) {
                    0 => random_text(&mut rng, len, &unicode),
                    1 => with_field(&current, 2, "١٢"),
                    _ => lobby_id(t.lobby_ids[1], LobbyControl::Join).replace("join", "jöin"),
                };
                on_turn(anyone, id, MALFORMED, "unicode")
            }
            7 => {
                let n = format!("-{}", rng.random_range(0..1_000_000u32));
                let id = match rng.random_range(0..4) {
                    0 => with_field(&current, 2, &n),
                    1 => with_field(&current, 3, &n),
                    2 => with_field(&current, 4, &n),
                    _ => rematch_id(0).replace(":0", &format!(":{n}")),
                };
                on_turn(anyone, id, MALFORMED, "negative")
            }
            8 => {
                if rng.random_bool(0.5) {
                    let huge = format!("{}{}", u64::MAX, rng.random_range(0..10));
                    let field = *pick(&mut rng, &[2usize, 3]);
                    on_turn(
                        anyone,
                        with_field(&current, field, &huge),
                        MALFORMED,
                        "huge",
                    )
                } else {
                    let id = with_field(&current, 2, &i64::MAX.to_string());
                    on_turn(anyone, id, NO_GAME, "huge")
                }
            }
            9 => {
                if rng.random_bool(0.5) {
                    let id = with_field(&current, 2, &t.done_game.to_string());
                    on_turn(anyone, id, OVER, "other game")
                } else {
                    let other = rng.random_range(t.done_game.max(t.game) + 1..1_000_000);
                    on_turn(
                        anyone,
                        with_field(&current, 2, &other.to_string()),
                        NO_GAME,
                        "other game",
                    )
                }
            }
            10 => Click {
                user: anyone,
                channel: t.done_channel,
                message: *pick(&mut rng, &t.done_messages),
                custom_id: pick(&mut rng, &t.done_ids).clone(),
                expect: OVER,
                kind: "finished game",
            },
            11 => {
                let action = *pick(
                    &mut rng,
                    &[
                        LobbyControl::Join,
                        LobbyControl::Leave,
                        LobbyControl::Start,
                        LobbyControl::Cancel,
                        LobbyControl::AddAi(Level::Hard),
                        LobbyControl::RemoveAi,
                        LobbyControl::ColorMenu,
                    ],
                );
                let id = if rng.random_bool(0.8) {
                    *pick(&mut rng, &t.lobby_ids)
                } else {
                    rng.random_range(1..1_000_000)
                };
                on_turn(anyone, lobby_id(id, action), LOBBY_CLOSED, "lobby")
            }
            12 => match rng.random_range(0..3) {
                0 => Click {
                    user: fan,
                    channel: t.done_channel,
                    message: t.results,
                    custom_id: rematch_id(t.done_game),
                    expect: NOT_A_PLAYER,
                    kind: "rematch",
                },
                1 => on_turn(
                    *pick(&mut rng, &[t.alice, t.bob]),
                    rematch_id(t.game),
                    CHANNEL_BUSY,
                    "rematch",
                ),
                _ => on_turn(
                    anyone,
                    rematch_id(rng.random_range(100..1_000_000)),
                    NO_GAME,
                    "rematch",
                ),
            },
            13 => on_turn(
                anyone,
                export_id(rng.random_range(100..i64::MAX)),
                NO_GAME,
                "export",
            ),
            _ => {
                // The mover's own button, at the current version, naming a move
                // that is not legal now.
                let space = format!("O{}", rng.random_range(0..48));
                let id = if rng.random_bool(0.5) {
                    with_field(&current, 7, &space)
                } else {
                    with_field(&current, 4, &rng.random_range(1..=6).to_string())
                };
                if turn.ids.contains(&id) {
                    continue;
                }
                on_turn(mover, id, ILLEGAL, "illegal move")
            }
        };
        clicks.push(click);
    }
    clicks
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
    support::shared(&BURST, send_burst).await
}

/// Sets up the two games and sends the hostile clicks, [`AT_ONCE`] at a time.
async fn send_burst() -> Burst {
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
        other.ephemeral
            && (other.content().contains(OLD_VERSION) || other.content().contains(OLD_MESSAGE)),
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

/// The id of a button of lobby `lobby`, as the bot's codec writes it.
fn lobby_id(lobby: i64, control: LobbyControl) -> String {
    ComponentId::Lobby {
        lobby: GameId(lobby),
        control,
    }
    .to_string()
}

/// The id of the Export button under game `game`'s results.
fn export_id(game: i64) -> String {
    ComponentId::Export { game: GameId(game) }.to_string()
}

crate::harness::tests! {
    every_hostile_click_gets_an_ephemeral_refusal_that_says_why,
    every_hostile_click_is_answered_within_discords_three_seconds,
    a_hostile_burst_of_clicks_changes_no_game_and_posts_nothing,
    after_a_hostile_burst_the_same_move_clicked_twice_at_once_applies_once,
    a_hostile_storm_costs_no_request_discord_counts_toward_a_ban,
}
