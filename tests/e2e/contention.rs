//! Heavy work never slows live games down: while eight members export a
//! finished 120-turn game as a GIF at once, two people play by clicking, and
//! no move waits more than a second for its answer. The same game asked for
//! eight times is drawn once and sent to all eight (the heavy lane's queue,
//! one drawn at a time and three waiting, only ever refuses different work),
//! then served from memory, and the one person whose GIF was drawn is told
//! how long to wait before the next.

use crate::support::Choose;
use std::time::{Duration, Instant};

use hypnosia::config::Config;
use hypnosia::store::Store;
use hypnosia::table::{ChannelId as TableChannel, GameId, GuildId as TableGuild};
use hypnosia_emulator::{Emulator, InteractionHandle, InteractionSnapshot};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, UserId};

use crate::fixtures;
use crate::support::{WAIT, asks, lobby_number, move_ids, start_game};

/// How long a GIF of a long game may take to arrive on a busy machine (the
/// interaction's token lasts 15 minutes).
const GIF_WAIT: Duration = Duration::from_secs(240);

/// The longest a move click may wait for its answer while GIFs are drawn.
const CLICK_LIMIT: Duration = Duration::from_secs(1);

/// Writes a finished game of `turns` turns of random moves (four seats, two
/// of them people who then resign) in `channel` of `guild`; returns its number.
async fn finished_game_of(
    store: &Store,
    guild: GuildId,
    channel: ChannelId,
    turns: usize,
    seed: u64,
) -> GameId {
    let (guild, channel) = (TableGuild(guild.get()), TableChannel(channel.get()));
    let (id, game) = fixtures::store_finished_game(store, guild, channel, turns, seed).await;
    assert_eq!(
        fixtures::turns_played(&game),
        turns,
        "random play lasts {turns} turns"
    );
    id
}

/// Whether an export's answer is in: a GIF, or a refusal.
fn answered(s: &InteractionSnapshot) -> bool {
    s.ephemerals
        .iter()
        .chain(&s.original)
        .any(|m| !m.is_loading())
}

/// What an export ended in: its GIF's size in bytes, or its text.
fn outcome(s: &InteractionSnapshot) -> Result<usize, String> {
    let shown = s
        .ephemerals
        .iter()
        .chain(&s.original)
        .find(|m| !m.is_loading())
        .expect("answered");
    shown
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".gif"))
        .map(|a| a.data.len())
        .ok_or_else(|| shown.text())
}

fn export_gif(
    emu: &Emulator,
    guild: GuildId,
    user: UserId,
    channel: ChannelId,
    id: GameId,
) -> InteractionHandle {
    let commands = emu.commands(Some(guild));
    let find = |list: &serde_json::Value, key: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|o| o["name"] == key))
            .unwrap_or_else(|| panic!("{key} in {list}"))
            .clone()
    };
    let hypnosia = find(&serde_json::Value::Array(commands), "hypnosia");
    let export = find(&hypnosia["options"], "export");
    let format = find(&export["options"], "format");
    let gif = find(&format["choices"], "gif")["value"].clone();
    emu.slash(
        user,
        channel,
        "hypnosia export",
        &[("game", json!(id.0)), ("format", gif)],
    )
}

async fn eight_gif_exports_at_once_do_not_slow_the_moves_of_a_live_game() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    let emu = crate::support::test_emulator().await;
    let guild = emu.add_guild("Busy guild");
    let history = emu.add_channel(guild, "history");
    let live = emu.add_channel(guild, "games");

    // Two finished games in the server's history: a long one, and a short one.
    let store = Store::open(&url).await.expect("the database");
    let long = finished_game_of(&store, guild, history, 60, 3).await;
    let short = finished_game_of(&store, guild, history, 20, 5).await;
    store.close().await;

    tokio::spawn(hypnosia::discord::bot::run(Config {
        token: emu.token().parse().expect("token"),
        database_url: url.into(),
        api_url: Some(emu.api_url()),
        cdn_url: emu.cdn_url(),
        dev_guild: Some(guild.get()),
        ai_delay: Duration::ZERO,
        lobby_idle: Duration::from_secs(600),
        dice_seed: Some(7),
        min_turn_timeout: Duration::from_secs(30),
        sharding: Default::default(),
        setup_within: hypnosia::discord::start::SETUP_WITHIN,
        new_servers_in_threads: false,
        waits: crate::support::e2e_waits(),
        ceilings: Default::default(),
    }));
    assert!(emu.wait_ready(WAIT).await, "the bot connects");
    assert!(emu.wait_for_command("hypnosia", WAIT).await);

    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let members: Vec<UserId> = (0..8).map(|n| emu.add_user(&format!("m{n}"))).collect();
    let mut playing = lobby_number(&start_game(&emu, live, alice, Some(bob), "24h").await);

    // ---- eight exports at once -------------------------------------------------------
    // The first member's export is deferred (so it claimed the drawing)
    // before the seven others are sent: each command runs in its own task and
    // they reach the claim in any order, and the cooldown check below must
    // know who drew.
    // The drawer's cooldown starts after this instant: within a cooldown of it,
    // the drawer is refused below.
    let drawing_asked = Instant::now();
    let first = export_gif(&emu, guild, members[0], history, long);
    assert_eq!(first.response().await.kind, 5, "the first export is drawn");
    let exports: Vec<(UserId, InteractionHandle)> = std::iter::once((members[0], first))
        .chain(
            members[1..]
                .iter()
                .map(|&m| (m, export_gif(&emu, guild, m, history, long))),
        )
        .collect();
    // Each is answered at once: deferred, only to the asker.
    for (_, h) in &exports {
        let r = h.response().await;
        assert!(r.kind == 5 && r.ephemeral, "deferred: {}", r.content());
    }

    // ---- meanwhile, two people play ----------------------------------------------------
    let mut clicks = Vec::new();
    // Clicks answered while the GIF was still being drawn: the ones this test is about.
    let mut while_drawing = 0;
    let people = [alice, bob];
    loop {
        let drawing = !exports.iter().all(|(_, h)| answered(&h.snapshot()));
        if clicks.len() >= 10 && !drawing {
            break;
        }
        assert!(clicks.len() < 5_000, "the exports end");
        // The newest turn, or the results once the game is over (shown after
        // the last click's answer, by the game's worker).
        let over = crate::support::rematch_id(playing);
        let turn = emu
            .wait_for_message(
                live,
                |m| people.iter().any(|&p| asks(m, p)) || m.custom_ids().contains(&over),
                WAIT,
            )
            .await
            .expect("a turn for alice or bob, or the results");
        if turn.custom_ids().contains(&over) {
            // That game is over: another, and play on.
            playing = lobby_number(&start_game(&emu, live, alice, Some(bob), "24h").await);
            continue;
        }
        let user = *people.iter().find(|&&p| asks(&turn, p)).unwrap();
        let mv = move_ids(&turn).next().expect("a move button");
        let r = emu.choose(user, live, turn.id, &mv).response().await;
        assert_eq!(r.kind, 7, "the move is shown in place: {}", r.content());
        clicks.push(r.latency);
        while_drawing += usize::from(drawing);
    }
    assert!(
        while_drawing > 0,
        "moves were clicked while the GIF was drawn"
    );
    let slowest = clicks.iter().max().copied().unwrap_or_default();
    assert!(
        slowest < CLICK_LIMIT,
        "the slowest of {} move clicks took {slowest:?} while GIFs were drawn",
        clicks.len()
    );

    // ---- every export ends in the same GIF ------------------------------------------------
    let mut gifs = Vec::new();
    for (m, h) in &exports {
        let s = h
            .wait(GIF_WAIT, answered)
            .await
            .expect("the export answers");
        let bytes = outcome(&s).unwrap_or_else(|text| panic!("{m}: not a GIF: {text}"));
        gifs.push((*m, bytes));
    }
    assert_eq!(gifs.len(), 8, "eight GIFs, nobody told the queue is full");
    assert!(gifs.iter().all(|&(_, b)| b == gifs[0].1), "the same GIF");
    assert!(gifs[0].1 <= hypnosia::render::GIF_LIMIT);

    // ---- the cache and the cooldown ------------------------------------------------------
    // A member asks again: the GIF is in memory, sent at once.
    let again = export_gif(&emu, guild, members[0], history, long);
    let s = again
        .wait(WAIT, answered)
        .await
        .expect("the GIF from memory");
    assert_eq!(outcome(&s), Ok(gifs[0].1));
    // The eight ask for another game: only the one whose GIF was drawn (a
    // drawing starts a person's cooldown) is told how long to wait, so the
    // first game was drawn once; for the other seven the new game is drawn
    // once and sent to each. The drawer asks first (answered before the
    // others are sent): asking while another draws the game, they would be
    // given it too, without a cooldown.
    let drawer = export_gif(&emu, guild, members[0], history, short);
    drawer.response().await;
    // On a loaded machine the exports and clicks above can outlast the
    // cooldown: then the drawer may draw again (and nobody waits).
    let within_cooldown = drawing_asked.elapsed() < hypnosia::heavy::gif_exports::COOLDOWN;
    let second: Vec<InteractionHandle> = std::iter::once(drawer)
        .chain(
            members[1..]
                .iter()
                .map(|&m| export_gif(&emu, guild, m, history, short)),
        )
        .collect();
    let mut waits = 0;
    for h in &second {
        let s = h.wait(GIF_WAIT, answered).await.expect("an answer");
        match outcome(&s) {
            Ok(_) => {}
            Err(text) => {
                assert!(
                    text.contains("one drawing per minute") && text.contains(" s."),
                    "a cooldown refusal: {text}"
                );
                waits += 1;
            }
        }
    }
    if within_cooldown {
        assert_eq!(waits, 1, "only the member whose GIF was drawn waits");
    } else {
        assert!(waits <= 1, "nobody but the drawer waits: {waits} waited");
    }
    emu.assert_no_violations();
}

crate::harness::tests! {
    eight_gif_exports_at_once_do_not_slow_the_moves_of_a_live_game,
}
