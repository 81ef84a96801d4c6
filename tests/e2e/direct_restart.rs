//! End to end (issue 77): a restart leaves nothing behind in a direct place.
//! A group DM's game of two people and a computer, played by clicks alone,
//! the bot killed (SIGKILL) every 15 clicks and started again on the same
//! database: the turn's ping line a killed process posted is removed when
//! its turn ends (through the token kept with the table), and a computer's
//! turn owed when the process died is shown through the last click's token,
//! without waiting for a click nobody knows to make.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::process::{BotProcess, OnSqlite, ProcessEnv, bot_on_sqlite, wait_connected};
use crate::support::{
    Choose, WAIT, asked, asks, click_lobby, component, heading_in, is_results, move_shown,
    open_lobby_in,
};

/// How long a board may wait on a computer after a click or a restart
/// before the test counts it as waiting for a click (the computers pause
/// 0.8 s; a restart's start-up and sweep take a few seconds more).
const ON_A_COMPUTER: Duration = Duration::from_secs(12);

fn direct(env: ProcessEnv) -> ProcessEnv {
    ProcessEnv {
        // Global commands: a server's own are never offered in a group DM.
        dev_guild: None,
        // A pause the kills can land in.
        ai_delay_ms: Some(800),
        // Each turn pinged, as people who think between their clicks are:
        // the kills land while a ping line is up.
        watching_ms: Some(200),
        ..env
    }
}

/// The newest message of `at` with a Refresh button.
fn refreshable(emu: &Emulator, at: ChannelId) -> Option<(EmuMessage, String)> {
    emu.messages(at).into_iter().rev().find_map(|m| {
        let id = m
            .custom_ids()
            .into_iter()
            .find(|id| matches!(component(id), Some(ComponentId::Refresh { .. })))?;
        Some((m, id))
    })
}

/// Kills `bot` (SIGKILL) and starts process number `n` on the same
/// database, connected and its commands registered.
async fn killed_and_started(w: &OnSqlite, bot: BotProcess, n: usize) -> BotProcess {
    let (identifies, _, _) = w.emu.gateway_stats();
    let writes = w.emu.command_writes();
    bot.kill();
    let again = w.spawn(&format!("bot-{n}"), direct);
    wait_connected(&w.emu, identifies).await;
    assert!(
        w.emu.wait_for_command_writes(writes, WAIT).await,
        "commands registered"
    );
    again
}

async fn a_group_dm_game_killed_every_15_clicks_leaves_nothing_behind() {
    let (w, bot) = bot_on_sqlite(direct).await;
    let emu = &w.emu;
    let (group, people) = ada_bo_and_a_computer_in_a_group_dm(emu).await;
    let ada = people[0];
    let (mut bot, mut clicks, mut kills, mut stuck) = (bot, 0, 0, 0);
    let results = loop {
        let at_turn = |m: &EmuMessage| is_results(m) || people.iter().any(|&p| asks(m, p));
        let Some(turn) = emu.wait_for_message(group, at_turn, ON_A_COMPUTER).await else {
            // A board waiting on a computer that only a click shows: what
            // the players would end up doing, Refresh.
            stuck += 1;
            let (board, refresh) = refreshable(emu, group).expect("a board to refresh");
            let r = emu.click(ada, group, board.id, &refresh).response().await;
            assert!(matches!(r.kind, 6 | 7), "refreshed: {}", r.content());
            continue;
        };
        if is_results(&turn) {
            break turn;
        }
        let user = asked(&turn, &people);
        let r = emu.choose(user, group, turn.id, &heading_in(&turn));
        let r = r.response().await;
        assert!(move_shown(emu, group, &turn, &r).await, "{}", r.content());
        clicks += 1;
        assert!(clicks < 1_000, "the game ends");
        if clicks % 15 == 0 {
            kills += 1;
            bot = killed_and_started(&w, bot, kills + 1).await;
        }
    };
    // The last turn's line goes as the results come.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let left: Vec<EmuMessage> = (emu.messages(group).into_iter())
        .filter(|m| !m.is_ephemeral())
        .collect();
    let ended = left.iter().filter(|m| is_results(m)).count();
    eprintln!(
        "direct restart: {kills} kills over {clicks} clicks: {} messages left, {ended} results, \
         {stuck} boards waiting on a computer for a click",
        left.len()
    );
    assert!(is_results(&results));
    assert_eq!(ended, 1, "one results message");
    assert!(
        left.len() <= 2,
        "at most 2 messages left: {:?}",
        left.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert_eq!(stuck, 0, "no board waited on a computer for a click");
    assert_eq!(emu.counted_in(group), 0, "not one bot-token call");
    drop(bot);
    emu.assert_no_violations();
    // The tokens kept with the table are never logged, by any process.
    let tokens = emu.issued_tokens();
    for log in std::fs::read_dir(w.dir.path()).expect("the processes' directory") {
        let path = log.expect("a file").path();
        if path.extension().is_some_and(|e| e == "log") {
            let log = std::fs::read_to_string(&path).expect("a log");
            assert!(
                tokens.iter().all(|t| !log.contains(t.as_str())),
                "a token in {path:?}"
            );
        }
    }
}

/// Killed once a computer's moves are committed and their shows hang (the
/// edits through the click that pays for them): the restart shows the
/// person's turn the killed process owed through the click it kept, with no
/// click waited for.
async fn a_computers_move_a_kill_kept_from_its_show_is_shown_through_the_kept_click() {
    let (w, bot) = bot_on_sqlite(direct).await;
    let emu = &w.emu;
    let (group, people) = ada_bo_and_a_computer_in_a_group_dm(emu).await;
    let at_turn = |m: &EmuMessage| people.iter().any(|&p| asks(m, p));
    // Play until a click hands the turn to the computer, shown in its answer.
    let board = loop {
        let turn = emu.wait_for_message(group, at_turn, WAIT).await;
        let turn = turn.expect("a person's turn");
        let r = emu.choose(asked(&turn, &people), group, turn.id, &heading_in(&turn));
        let r = r.response().await;
        if r.kind == 7 && !at_turn(r.message.as_ref().expect("the board")) {
            break r.message.expect("the board");
        }
        assert!(move_shown(emu, group, &turn, &r).await, "{}", r.content());
    };
    // Its shows hang (a game's shows go in order: the first holds the
    // others); its moves are committed meanwhile, up to the person's turn.
    let route = "PATCH /webhooks/{id}/{token}/messages/@original";
    emu.fail_times(route, 100, hypnosia_emulator::Failure::no_answer());
    assert!(
        emu.wait_held_calls(1, WAIT).await,
        "the computer's move is committed, its show under way"
    );
    tokio::time::sleep(Duration::from_secs(4)).await;
    emu.clear_failures();
    let bot = killed_and_started(&w, bot, 2).await;
    let shown = emu.wait_for_message(group, |m| m.id == board.id && at_turn(m), ON_A_COMPUTER);
    assert!(
        shown.await.is_some(),
        "the person's turn shown after the restart, with no click"
    );
    assert_eq!(emu.counted_in(group), 0, "not one bot-token call");
    drop(bot);
}

crate::harness::tests! {
    a_group_dm_game_killed_every_15_clicks_leaves_nothing_behind,
    a_computers_move_a_kill_kept_from_its_show_is_shown_through_the_kept_click,
}

/// Ada (who installed the app) and Bo start a game of three with an easy
/// computer in a group DM of their own, a day a turn: the group and the two.
async fn ada_bo_and_a_computer_in_a_group_dm(emu: &Emulator) -> (ChannelId, [UserId; 2]) {
    let (ada, bo) = (emu.add_user("ada"), emu.add_user("bo"));
    emu.install_for_user(ada);
    let group = emu.add_group_dm("two", &[ada, bo]);
    let options = [("seats", json!(3)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(emu, group, ada, &options).await;
    let clicks = [(bo, "Join"), (ada, "Add AI: easy"), (ada, "Start (host)")];
    click_lobby(emu, group, lobby.id, &clicks).await;
    (group, [ada, bo])
}
