//! Shared set-up of the end-to-end tests: the real bot (`hypnosia::discord::bot::run`)
//! against the Discord emulator, and small helpers to read what the channel shows.
//! A module of the `e2e` test binary (main.rs), used by its other modules.

use std::future::Future;
use std::sync::LazyLock;
use std::time::Duration;

use hypnosia::config::Config;
use hypnosia::controls::ComponentId;
use hypnosia::live::Waits;
use hypnosia::table::GameId;
use serde_json::{Value, json};
use serenity::all::{ChannelId, GuildId, MessageId, UserId};
use tokio::runtime::Runtime;
use tokio::sync::OnceCell;

use hypnosia_emulator::{
    EmuMessage, Emulator, EmulatorConfig, InteractionHandle, RateLimits, Response,
};

pub use crate::choose::{Choose, menu_options, move_ids};

/// Generous wait for anything the bot does (the machine may be busy).
pub const WAIT: Duration = Duration::from_secs(20);

/// How the bot is started.
pub struct BotOptions {
    pub dice_seed: u64,
    /// Register the commands in the test guild (false: globally, needed for DMs).
    pub guild_commands: bool,
    pub min_turn_timeout: Duration,
    /// Parse every dispatch with serenity in the emulator too (see `EmulatorConfig`).
    pub validate_payloads: bool,
    /// The pause before each computer move (the bot's default is 1.2 s).
    pub ai_delay: Duration,
    /// The database (default: a SQLite database in memory).
    pub database_url: Option<String>,
    /// Whether the test's new server plays in threads. The bot's default is
    /// yes; most tests watch a game in its channel, so theirs is no
    /// (`tests/e2e/threads.rs` checks the default).
    pub new_servers_in_threads: bool,
    /// How long retries, the sweep and the store wait (the bot's defaults;
    /// what heals by itself is proven in the engine's tests, with brief waits).
    pub waits: Waits,
    /// How long a click waits for its answer before it is deferred: 1.2 s
    /// here, so that the tests read each click's answer in place (the bot's
    /// 25 ms would defer some clicks of a debug build on a busy machine);
    /// `answer::` runs the bot's own.
    pub click_answer: Duration,
}

/// The bot's waits, but a click's answer waited for 1.2 s (see
/// [`BotOptions::click_answer`]), for tests that build their bot's `Config`.
pub fn e2e_waits() -> Waits {
    Waits {
        click_answer: hypnosia::discord::answer::ANSWER_BY,
        ..Waits::default()
    }
}

impl Default for BotOptions {
    fn default() -> Self {
        BotOptions {
            dice_seed: 11,
            guild_commands: true,
            min_turn_timeout: Duration::from_secs(30),
            validate_payloads: true,
            ai_delay: Duration::ZERO,
            database_url: None,
            new_servers_in_threads: false,
            waits: Waits::default(),
            click_answer: hypnosia::discord::answer::ANSWER_BY,
        }
    }
}

impl BotOptions {
    /// The bot with turns as short as 1 s allowed, for games whose turns time
    /// out within a test.
    pub fn short_turns() -> BotOptions {
        BotOptions {
            min_turn_timeout: Duration::from_secs(1),
            ..BotOptions::default()
        }
    }

    /// The bot giving a call to Discord up after 3 s (10 s by default), for
    /// tests of an answer that never comes.
    /// What follows a click shown by channel calls, as what no click pays
    /// for is (a time-out, the sweep): the tests of those calls' failures.
    pub fn channel_calls() -> BotOptions {
        BotOptions {
            waits: Waits {
                click_pays: Duration::ZERO,
                ..Waits::default()
            },
            ..BotOptions::default()
        }
    }

    pub fn short_call_limit() -> BotOptions {
        BotOptions {
            waits: Waits {
                call_limit: Duration::from_secs(3),
                ..Waits::default()
            },
            ..BotOptions::default()
        }
    }
}

/// A running emulator with one guild and channel, and the bot connected to it.
pub struct World {
    pub emu: Emulator,
    pub guild: GuildId,
    pub channel: ChannelId,
}

/// Starts the emulator and the bot, and waits until `/hypnosia` is registered.
pub async fn start(options: BotOptions) -> World {
    let w = emulator(&options).await;
    run_bot(&w, options).await;
    w
}

/// Discord's rate limits with each route's window fifty times shorter (the
/// global 50 calls a second as Discord's): tests play at machine speed, tens of
/// moves a second in one channel with no pause before a computer's move, where
/// people take seconds each, and a test must not wait seconds on real time. The
/// limits still hold: the bot learns each bucket from the headers and waits,
/// and any 429 is a violation.
pub fn test_rate_limits() -> RateLimits {
    let discord = RateLimits::default();
    RateLimits {
        route_window: discord.route_window / 50,
        ..discord
    }
}

/// An emulator with [`test_rate_limits`].
pub async fn test_emulator() -> Emulator {
    Emulator::start_with(EmulatorConfig {
        rate_limits: test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await
}

/// The emulator with one guild and channel, no bot yet (see [`run_bot`]).
pub async fn emulator(options: &BotOptions) -> World {
    let emu = Emulator::start_with(EmulatorConfig {
        validate_payloads: options.validate_payloads,
        rate_limits: test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    World {
        emu,
        guild,
        channel,
    }
}

/// Starts the bot against `w`'s emulator and waits until `/hypnosia` is registered.
pub async fn run_bot(w: &World, options: BotOptions) {
    let emu = &w.emu;
    let config = Config {
        token: emu.token().parse().expect("token"),
        database_url: options
            .database_url
            .unwrap_or_else(|| "sqlite::memory:".into())
            .into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: options.guild_commands.then_some(w.guild.get()),
        ai_delay: options.ai_delay,
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(options.dice_seed),
        min_turn_timeout: options.min_turn_timeout,
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: options.new_servers_in_threads,
        waits: Waits {
            click_answer: options.click_answer,
            ..options.waits
        },
        ceilings: Default::default(),
    };
    tokio::spawn(hypnosia::discord::bot::run(config));
    assert!(emu.wait_ready(WAIT).await, "the bot connects");
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the bot registers /hypnosia"
    );
}

/// The runtime of the set-ups several tests share (see [`shared`]). It
/// outlives every test: the bot and the emulator of a test's own runtime
/// would stop when the test that started them ends.
static SHARED_RUNTIME: LazyLock<Runtime> = LazyLock::new(|| {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("the shared set-ups' runtime")
});

/// A set-up that several tests only read, built by the first of them to ask
/// and kept for the others until the test binary ends: a story that takes
/// seconds to set up (a whole game, a burst of clicks) is set up once, not
/// once per behaviour it proves. A set-up that panics fails the test that
/// built it, and the next test to ask tries again.
pub async fn shared<T, F>(cell: &'static OnceCell<T>, build: fn() -> F) -> &'static T
where
    T: Send + Sync + 'static,
    F: Future<Output = T> + Send + 'static,
{
    cell.get_or_init(|| async {
        match SHARED_RUNTIME.spawn(build()).await {
            Ok(set_up) => set_up,
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                Err(e) => panic!("the shared set-up did not finish: {e}"),
            },
        }
    })
    .await
}

/// Whether a message is a turn message (its embed's author line names the
/// game and the turn).
pub fn is_turn(m: &EmuMessage) -> bool {
    m.embeds.iter().any(|e| {
        e["author"]["name"]
            .as_str()
            .is_some_and(|t| t.contains("turn"))
    })
}

/// Clicks lobby buttons by label, each as its user, each answered in place:
/// in its answer, or (a bot that defers every click) by the edit after it.
pub async fn click_lobby(
    emu: &Emulator,
    channel: ChannelId,
    lobby: MessageId,
    clicks: &[(UserId, &str)],
) {
    for &(user, label) in clicks {
        let edits = emu.message(lobby).map_or(0, |m| m.edits);
        let r = lobby_click(emu, user, channel, lobby, label)
            .response()
            .await;
        match r.kind {
            7 => {}
            6 => assert!(
                emu.wait_for_edit_or_removal(channel, lobby, edits, WAIT)
                    .await
                    .is_some(),
                "{label}: deferred, then shown"
            ),
            _ => panic!("{label}: {}", r.content()),
        }
    }
}

/// A lobby button clicked by its label, or, for "Add AI: <level>" and "Remove
/// AI", the host's "Add computer" menu picked.
pub fn lobby_click(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    lobby: MessageId,
    label: &str,
) -> InteractionHandle {
    match (label.strip_prefix("Add AI: "), label) {
        (Some(level), _) => computer(emu, user, channel, lobby, level),
        (None, "Remove AI") => computer(emu, user, channel, lobby, "remove"),
        _ => emu.click_label(user, channel, lobby, label),
    }
}

/// Picks `value` (`easy`, `medium`, `hard` or `remove`) in a lobby's "Add
/// computer" menu, as `user`.
pub fn computer(
    emu: &Emulator,
    user: UserId,
    channel: ChannelId,
    lobby: MessageId,
    value: &str,
) -> InteractionHandle {
    let menu = emu
        .message(lobby)
        .and_then(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":cpu")))
        .expect("the lobby's computer menu");
    emu.select(user, channel, lobby, &menu, &[value])
}

/// The first turn message of `channel` (the game started).
pub async fn first_turn(emu: &Emulator, channel: ChannelId) -> EmuMessage {
    emu.wait_for_message(channel, is_turn, WAIT)
        .await
        .expect("the game's first turn is shown")
}

/// Whether a message carries move buttons.
pub fn has_move_buttons(m: &EmuMessage) -> bool {
    move_ids(m).next().is_some()
}

/// The component a custom id names, read by the bot's own codec.
pub fn component(id: &str) -> Option<ComponentId> {
    id.parse().ok()
}

/// Whether a message has a component of this kind.
pub fn has_component(m: &EmuMessage, kind: impl Fn(ComponentId) -> bool) -> bool {
    m.custom_ids()
        .iter()
        .any(|id| component(id).is_some_and(&kind))
}

/// The custom id of the Rematch button under game `game`'s results.
pub fn rematch_id(game: i64) -> String {
    ComponentId::Rematch { game: GameId(game) }.to_string()
}

/// Whether a message shows a game's results (a Rematch button under them,
/// at a tournament's table Standings).
pub fn is_results(m: &EmuMessage) -> bool {
    has_component(m, |c| {
        matches!(
            c,
            ComponentId::Rematch { .. } | ComponentId::Standings { .. }
        )
    })
}

/// Whether a message shows the results of game `id` (its Rematch or
/// Standings button names it).
pub fn is_results_of(m: &EmuMessage, id: i64) -> bool {
    let standings = ComponentId::Standings { game: GameId(id) }.to_string();
    m.custom_ids()
        .iter()
        .any(|c| *c == rematch_id(id) || *c == standings)
}

/// Whether a message is a lobby (it has lobby buttons).
pub fn is_lobby(m: &EmuMessage) -> bool {
    has_component(m, |c| matches!(c, ComponentId::Lobby { .. }))
}

/// Whether a custom id is a move button's.
pub fn is_move_id(id: &str) -> bool {
    matches!(component(id), Some(ComponentId::Move { .. }))
}

/// The link Discord gives a message.
pub fn message_link(guild: GuildId, channel: ChannelId, message: MessageId) -> String {
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// Whether a message asks `user` to move.
pub fn asks(m: &EmuMessage, user: UserId) -> bool {
    has_move_buttons(m) && m.content.contains(&format!("<@{user}>"))
}

/// The newest turn message of `channel` asking one of `users` to move, newer
/// than `after`, if one is shown `within` this time.
pub async fn next_turn_within(
    emu: &Emulator,
    channel: ChannelId,
    users: &[UserId],
    after: Option<MessageId>,
    within: Duration,
) -> Option<EmuMessage> {
    emu.wait_for_message(
        channel,
        |m| users.iter().any(|&u| asks(m, u)) && after.is_none_or(|a| m.id > a),
        within,
    )
    .await
}

/// The newest turn message of `channel` asking one of `users` to move, newer
/// than `after`; it must come within [`WAIT`].
pub async fn next_turn(
    emu: &Emulator,
    channel: ChannelId,
    users: &[UserId],
    after: Option<MessageId>,
) -> EmuMessage {
    next_turn_within(emu, channel, users, after, WAIT)
        .await
        .unwrap_or_else(|| panic!("a turn for {users:?} in {channel} after {after:?}"))
}

/// Which of `users` a turn message asks to move.
pub fn asked(m: &EmuMessage, users: &[UserId]) -> UserId {
    *users
        .iter()
        .find(|&&u| asks(m, u))
        .expect("the turn asks one of them")
}

/// The move a person heading for the center clicks: into the center when
/// offered, else the last move offered. Such players fill the center within
/// about 160 moves (the first move offered instead never does: the game would
/// run to its round limit, 1 200 clicks).
pub fn heading_in(m: &EmuMessage) -> String {
    let moves: Vec<String> = move_ids(m).collect();
    let into_center = moves.iter().find(|id| {
        matches!(component(id), Some(ComponentId::Move { mv, .. }) if mv.to == hypnosia::game::Space::Center)
    });
    into_center
        .or(moves.last())
        .expect("a move to play")
        .clone()
}

/// `user` plays every die of the turn `turn` shows, as it is now (the first
/// move offered each time), until it no longer asks them. Each move is shown
/// in place: in the click's answer, or, when the bot deferred it (past its
/// 1.2 s, on a busy machine), in the edit that follows.
pub async fn play_turn(emu: &Emulator, channel: ChannelId, user: UserId, turn: &EmuMessage) {
    let mut current = emu.message(turn.id).expect("the turn message is shown");
    while asks(&current, user) {
        let id = move_ids(&current).next().expect("a move button");
        let r = emu.choose(user, channel, current.id, &id).response().await;
        current = match r.kind {
            7 => r.message.expect("the updated turn message"),
            // Shown in place, or the turn passed on and its message was
            // replaced by the next one.
            6 => match emu
                .wait_for_edit_or_removal(channel, current.id, current.edits, WAIT)
                .await
                .expect("the deferred move is shown in place")
            {
                Some(edited) => edited,
                None => return,
            },
            _ => panic!("the move is shown in place: {}", r.content()),
        };
    }
}

/// Whether a move click on `turn` (answered `r`) was shown: in its answer
/// (type 7), or, when the bot deferred it (type 6: past its 1.2 s, as when a
/// process just started draws its first board on a busy machine), by the
/// edit that changes `turn`'s move buttons (a restarted process may first
/// show the same turn again) or its removal.
pub async fn move_shown(
    emu: &Emulator,
    channel: ChannelId,
    turn: &EmuMessage,
    r: &Response,
) -> bool {
    match r.kind {
        7 => return true,
        6 => {}
        _ => return false,
    }
    let before: Vec<String> = move_ids(turn).collect();
    let deadline = tokio::time::Instant::now() + WAIT;
    let mut edits = turn.edits;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match emu
            .wait_for_edit_or_removal(channel, turn.id, edits, left)
            .await
        {
            None => return false,
            Some(None) => return true,
            Some(Some(now)) if move_ids(&now).collect::<Vec<_>>() != before => return true,
            Some(Some(now)) => edits = now.edits,
        }
    }
}

/// What a message shows, for before/after comparisons: text and component ids.
pub fn shown(emu: &Emulator, id: MessageId) -> (String, Vec<String>) {
    let m = emu.message(id).expect("the message exists");
    (m.text(), m.custom_ids())
}

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

/// Opens a lobby as `host` with these options; returns the lobby message.
pub async fn open_lobby(w: &World, host: UserId, options: &[(&str, Value)]) -> EmuMessage {
    open_lobby_in(&w.emu, w.channel, host, options).await
}

/// [`open_lobby`] in another channel.
pub async fn open_lobby_in(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    options: &[(&str, Value)],
) -> EmuMessage {
    let r = emu
        .slash(host, channel, "hypnosia new", options)
        .response()
        .await;
    assert!(!r.ephemeral, "a public lobby message: {}", r.content());
    r.message.expect("a lobby message")
}

/// Alice and Bob's game of two, just started.
pub struct TwoPeople {
    pub alice: UserId,
    pub bob: UserId,
    /// The lobby message.
    pub lobby: EmuMessage,
}

/// Alice opens a two-seat lobby (with `lobby` options too) in the world's
/// channel, Bob joins, Alice starts it.
pub async fn two_people(w: &World, lobby: &[(&str, Value)]) -> TwoPeople {
    let alice = w.emu.add_user("alice");
    let bob = w.emu.add_user("bob");
    let lobby = open_lobby(w, alice, &[&[("seats", json!(2))][..], lobby].concat()).await;
    let clicks = [(bob, "Join"), (alice, "Start (host)")];
    click_lobby(&w.emu, w.channel, lobby.id, &clicks).await;
    TwoPeople { alice, bob, lobby }
}

/// Opens a two-seat lobby in `channel` with this turn time-out, seats `guest` (a
/// user, or an easy computer player when None) and starts it; returns the lobby
/// message as it was before the start.
pub async fn start_game(
    emu: &Emulator,
    channel: ChannelId,
    host: UserId,
    guest: Option<UserId>,
    timeout: &str,
) -> EmuMessage {
    let lobby = open_lobby_in(
        emu,
        channel,
        host,
        &[("seats", json!(2)), ("turn_timeout", json!(timeout))],
    )
    .await;
    let r = match guest {
        Some(g) => emu.click_label(g, channel, lobby.id, "Join"),
        None => computer(emu, host, channel, lobby.id, "easy"),
    }
    .response()
    .await;
    assert_eq!(r.kind, 7, "the seat is taken: {}", r.content());
    let r = emu
        .click_label(host, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the game starts: {}", r.content());
    lobby
}

/// The table number a lobby message's buttons carry.
pub fn lobby_number(lobby: &EmuMessage) -> i64 {
    lobby
        .custom_ids()
        .iter()
        .find_map(|id| match id.parse::<ComponentId>() {
            Ok(ComponentId::Lobby { lobby, .. }) => Some(lobby.0),
            _ => None,
        })
        .expect("lobby buttons")
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

/// A leaderboard as a reader gets it: its embed's text, then the list its
/// card shows, from the picture's description for screen readers.
pub fn leaderboard_text(m: &EmuMessage) -> String {
    let list = m
        .attachment("leaderboard.png")
        .and_then(|a| a.description.clone())
        .unwrap_or_default();
    format!("{}\n{list}", m.text())
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

/// One click of [`play_to_the_end`]: who clicked, the turn message as they
/// saw it before, and the click's answer.
pub struct Played {
    pub user: UserId,
    pub turn: EmuMessage,
    pub answer: Response,
}

/// The people play until the results, each clicking the move `pick` chooses
/// on every turn asked of them (each click answered, at once or deferred);
/// returns the clicks and the results.
pub async fn play_to_the_end(
    emu: &Emulator,
    channel: ChannelId,
    people: &[UserId],
    pick: fn(&EmuMessage) -> String,
) -> (Vec<Played>, EmuMessage) {
    // At most 300 turns a player (the round limit), a click a die and one
    // to spare: more clicks than this, the game does not end.
    let most = people.len() * 300 * 3;
    let mut played = Vec::new();
    loop {
        let turn = emu
            .wait_for_message(
                channel,
                |m| is_results(m) || people.iter().any(|&p| asks(m, p)),
                WAIT,
            )
            .await
            .expect("a turn for one of the people, or the results");
        if is_results(&turn) {
            return (played, turn);
        }
        let user = *people.iter().find(|&&p| asks(&turn, p)).unwrap();
        let answer = emu
            .choose(user, channel, turn.id, &pick(&turn))
            .response()
            .await;
        assert!(
            matches!(answer.kind, 6 | 7),
            "the move is answered: {}",
            answer.content()
        );
        played.push(Played { user, turn, answer });
        assert!(played.len() <= most, "the game ends within {most} clicks");
    }
}

/// The thread a game plays in under `channel`, once the bot made it: the
/// channel's one thread (a second would be a thread too many).
pub async fn thread_of(emu: &Emulator, channel: ChannelId) -> ChannelId {
    for _ in 0..200 {
        if let [thread] = emu.threads(channel)[..] {
            return thread;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no one thread under {channel}: {:?}", emu.threads(channel))
}

/// A finished game in `channel`: a game of `alice`, `bob` and an easy
/// computer (four seats), called off by both before any move (both still in
/// it at its end); its results message.
pub async fn finished_game(
    emu: &Emulator,
    channel: ChannelId,
    alice: UserId,
    bob: UserId,
) -> EmuMessage {
    let lobby = open_lobby_in(emu, channel, alice, &[("seats", json!(4))]).await;
    let clicks = [
        (bob, "Join"),
        (alice, "Add AI: easy"),
        (alice, "Start (host)"),
    ];
    click_lobby(emu, channel, lobby.id, &clicks).await;
    first_turn(emu, channel).await;
    let r = emu
        .slash(alice, channel, "hypnosia cancel", &[])
        .response()
        .await;
    let vote = r.message.expect("the vote");
    let r = emu
        .click_label(bob, channel, vote.id, "Agree")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    emu.wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results")
}
