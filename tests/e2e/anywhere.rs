//! End to end: play anywhere (issue 70). A person who added the app to their
//! account opens a table in a group DM, where the bot is no member and every
//! call with its token is refused: the lobby is the command's answer, Join,
//! computers and Start its clicks, the game one board message kept current
//! through each click's own interaction, the person whose turn it is pinged
//! by a follow-up only when it matters, removed as soon as their turn ends.
//! Not one counted call.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, World, anywhere, asks, click_lobby, counted, group_of, heading_in,
    is_results, join_and_start, move_ids, move_shown, open_lobby_in, play_to_the_end, start,
};

/// A server that never added the bot, its channel, and Ada, who added the
/// app to her account.
pub(crate) fn elsewhere(w: &World, name: &str) -> (GuildId, ChannelId, UserId) {
    let outside = w.emu.add_guild_without_bot(name);
    let channel = w.emu.add_channel(outside, "general");
    let ada = w.emu.add_user("ada");
    w.emu.install_for_user(ada);
    (outside, channel, ada)
}

/// The messages of `channel` once they are `n`, within [`WAIT`].
async fn settles_at(emu: &Emulator, channel: ChannelId, n: usize) -> Vec<EmuMessage> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = emu.messages(channel);
        if now.len() == n || tokio::time::Instant::now() > deadline {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Three friends and a computer play a whole game in their group DM by
/// clicks alone: the bot never calls with its own token (0 counted calls,
/// no refusal met), the lobby message becomes the board and then the
/// results, each ping is gone once its turn passed.
async fn a_whole_game_in_a_group_dm_by_clicks_alone() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, people) = group_of(&w, &["ada", "bo", "cy"]);
    let before = counted(&w.emu);
    let options = [("seats", json!(4)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, people[0], &options).await;
    let clicks = [
        (people[1], "Join"),
        (people[2], "Join"),
        (people[0], "Add AI: easy"),
        (people[0], "Start (host)"),
    ];
    click_lobby(&w.emu, group, lobby.id, &clicks).await;
    let board = w
        .emu
        .wait_for_message(group, |m| people.iter().any(|&p| asks(m, p)), WAIT)
        .await
        .expect("a person's first turn");
    assert_eq!(board.id, lobby.id, "the lobby message became the board");

    let (played, results) = play_to_the_end(&w.emu, group, &people, heading_in).await;
    assert!(is_results(&results));
    assert_eq!(results.id, lobby.id, "one board message, to the results");
    let by: std::collections::HashSet<_> = played.iter().map(|p| p.user).collect();
    assert_eq!(by.len(), 3, "each of the three played");
    assert!(
        played.iter().all(|p| p.turn.id == lobby.id),
        "every turn was clicked on the one board message"
    );
    // ux-5 §1: nobody who clicked a moment ago is notified of their turn
    // (the edited board says it). A group DM notifies its members of every
    // message not posted silent, whomever it mentions: what each heard is
    // the lobby and each person's first turn, which found them away.
    let pings: Vec<_> = people
        .iter()
        .flat_map(|&p| w.emu.notifications(p))
        .collect();
    for &person in &people {
        let (loud, pinged) = (w.emu.alerts(person), w.emu.notifications(person));
        println!(
            "a 4-seat group DM game: {} clicks, for {person}: {} loud messages, {} pings",
            played.len(),
            loud.len(),
            pinged.len()
        );
        assert!(loud.len() <= 4, "at most 4 loud messages: {loud:?}");
        assert!(
            pinged.len() <= 1,
            "one ping at most, at the start: {pinged:?}"
        );
        let heard = |m: &&serenity::all::MessageId| **m == lobby.id || pings.contains(m);
        assert!(
            loud.iter().all(|m| heard(&m)),
            "only the lobby and the pings: {loud:?}"
        );
    }
    let left = settles_at(&w.emu, group, 1).await;
    assert_eq!(
        left.iter().map(|m| m.id).collect::<Vec<_>>(),
        [lobby.id],
        "the results alone: every turn's ping removed, {left:#?}"
    );
    assert!(move_ids(&left[0]).next().is_none(), "no move button left");
    assert_eq!(
        counted(&w.emu) - before,
        0,
        "not one call with the bot's token"
    );
    assert_eq!(w.emu.counted_in(group), 0);

    // The group DM is a community of its own: its leaderboard names the
    // three; Ada's stats in the server are not the group DM's.
    let (ada, server) = (people[0], w.channel);
    let board = crate::support::command(&w.emu, ada, group, "hypnosia leaderboard", &[]).await;
    let list = crate::support::leaderboard_text(&board);
    assert!(
        ["ada", "bo", "cy"].iter().all(|n| list.contains(n)),
        "{list}"
    );
    let mine = crate::support::private_command(&w.emu, ada, group, "hypnosia stats", &[]).await;
    assert!(
        mine.custom_ids().is_empty(),
        "no Share where nothing posts it: {mine:#?}"
    );
    let there = crate::support::private_command(&w.emu, ada, server, "hypnosia stats", &[]).await;
    assert!(
        !there.custom_ids().is_empty(),
        "Share where the bot was added"
    );
    assert_ne!(
        there.text(),
        mine.text(),
        "the server's figures are its own"
    );
    // Her own stats say where her ratings are (the group DM, never its
    // members), for her eyes only: a Share leaves the list out.
    let listed = |m: &EmuMessage| m.text().contains("Where your ratings are");
    assert!(!listed(&mine), "nowhere else: {}", mine.text());
    assert!(
        listed(&there)
            && there.text().contains("A DM or group DM")
            && !there.text().contains(&people[1].to_string()),
        "{}",
        there.text()
    );
    let share = there.custom_ids().into_iter().next().expect("Share");
    let r = w.emu.click(ada, server, there.id, &share).response().await;
    assert!(matches!(r.kind, 4..=7), "answered: {}", r.content());
    let shared = w.emu.wait_for_message(
        server,
        |m| !m.is_ephemeral() && m.text().contains("Hypnosia stats"),
        WAIT,
    );
    let shared = shared.await.expect("the shared stats");
    assert!(!listed(&shared), "not shared: {}", shared.text());
    // Its games, and a replay that anyone there steps through in place.
    let games = crate::support::private_command(&w.emu, ada, group, "hypnosia games", &[]).await;
    let game = crate::support::lobby_number(&lobby);
    assert!(
        games.text().contains(&format!("#{game}")),
        "{}",
        games.text()
    );
    let share = |id: &String| {
        id.parse()
            .is_ok_and(|c| matches!(c, ComponentId::ShareGames { .. }))
    };
    assert!(!games.custom_ids().iter().any(share), "no Share there");
    let replay = crate::support::command(&w.emu, ada, group, "hypnosia replay", &[]).await;
    let forward = replay.button("▶").and_then(|b| b.custom_id).expect("▶");
    let r = w
        .emu
        .click(people[1], group, replay.id, &forward)
        .response()
        .await;
    assert!(matches!(r.kind, 6 | 7), "a step, answered: {}", r.content());
    let stepped = w
        .emu
        .wait_for_message(
            group,
            |m| m.id == replay.id && m.text().contains("Turn 1 of"),
            WAIT,
        )
        .await;
    assert!(stepped.is_some(), "the step shown in place");
    assert_eq!(w.emu.counted_in(group), 0);
    w.emu.assert_no_violations();
}

/// A turn that times out while nobody clicks cannot be shown (no token is
/// alive): the board still asks the person who timed out, and the next
/// click on it, by anyone at the table, shows the game as it is now.
async fn a_time_out_is_shown_at_the_next_click() {
    let w = start(anywhere(BotOptions::short_turns())).await;
    let (dm, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let before = counted(&w.emu);
    let options = [("seats", json!(2)), ("turn_timeout", json!("2s"))];
    let lobby = open_lobby_in(&w.emu, dm, ada, &options).await;
    let board = join_and_start(&w.emu, dm, lobby.id, (ada, bo)).await;
    let waiting = if asks(&board, ada) { ada } else { bo };
    let other = if waiting == ada { bo } else { ada };
    // Past the turn's time and more: the bot commits the time-out, and
    // shows nothing (a token would be needed).
    tokio::time::sleep(Duration::from_secs(4)).await;
    let still = w.emu.message(board.id).expect("the board");
    assert!(asks(&still, waiting), "nothing shown without a click");
    assert_eq!(still.edits, board.edits, "not edited");

    // The other person clicks the stale board: it shows the game now.
    let id = move_ids(&still).next().expect("a move button");
    let r = w.emu.choose(other, dm, still.id, &id).response().await;
    assert!(
        move_shown(&w.emu, dm, &still, &r).await,
        "answered in place: {}",
        r.content()
    );
    let now = w.emu.message(still.id).expect("the board as it is now");
    assert!(
        asks(&now, other),
        "the time-out passed the turn on: {}",
        now.content
    );
    assert_eq!(
        counted(&w.emu) - before,
        0,
        "not one call with the bot's token"
    );
    assert_eq!(w.emu.counted_in(dm), 0);
    w.emu.assert_no_violations();
}

/// In a server that never added the bot, a person who added the app plays
/// a game against a computer in a channel there, through clicks alone: the
/// server counts as a community of its own, and the bot never calls.
async fn a_game_in_a_server_that_never_added_the_bot() {
    let w = start(anywhere(BotOptions::default())).await;
    let (_, channel, ada) = elsewhere(&w, "Elsewhere");
    let before = counted(&w.emu);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, channel, ada, &options).await;
    click_lobby(
        &w.emu,
        channel,
        lobby.id,
        &[(ada, "Add AI: easy"), (ada, "Start (host)")],
    )
    .await;
    let (played, results) = play_to_the_end(&w.emu, channel, &[ada], heading_in).await;
    assert!(
        is_results(&results) && results.id == lobby.id,
        "{results:#?}"
    );
    assert!(!played.is_empty());
    let left = settles_at(&w.emu, channel, 1).await;
    assert_eq!(left.len(), 1, "the results alone: {left:#?}");

    // Rematch: the new table's lobby comes below, through the click itself.
    let game = crate::support::lobby_number(&lobby);
    let r = w
        .emu
        .click(ada, channel, results.id, &crate::support::rematch_id(game))
        .response()
        .await;
    assert!(matches!(r.kind, 5..=7), "answered: {}", r.content());
    let again = w
        .emu
        .wait_for_message(
            channel,
            |m| m.id != lobby.id && crate::support::is_lobby(m),
            WAIT,
        )
        .await
        .expect("the rematch's lobby, below");
    assert!(!again.is_ephemeral(), "public, for the table");
    assert_eq!(
        counted(&w.emu) - before,
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

/// A server that turned "Use External Apps" off makes a person's app answer
/// privately: a table there would be seen by nobody else. The person gets
/// one private, plain answer saying so and where to play; no table holds
/// the channel, and once the server allows apps the table opens.
async fn where_a_server_forbids_apps_a_plain_private_answer() {
    let w = start(anywhere(BotOptions::default())).await;
    let (outside, channel, ada) = elsewhere(&w, "Strict");
    w.emu.set_external_apps(outside, false);
    let r = w
        .emu
        .slash(ada, channel, "hypnosia new", &[("seats", json!(2))])
        .response()
        .await;
    let message = r.message.as_ref().expect("the answer");
    assert!(message.is_ephemeral(), "Discord made it private");
    // Then the bot, seeing it private, says why in its place.
    let deadline = tokio::time::Instant::now() + WAIT;
    let now = loop {
        let now = w.emu.message(message.id).expect("the answer stays");
        if !now.content.is_empty() || tokio::time::Instant::now() > deadline {
            break now;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(
        now.content.contains("does not let apps") && now.content.contains("group DM"),
        "{}",
        now.content
    );
    assert!(now.custom_ids().is_empty(), "no button: {now:#?}");
    assert!(now.embeds.is_empty(), "plain words: {now:#?}");

    w.emu.set_external_apps(outside, true);
    let lobby = open_lobby_in(&w.emu, channel, ada, &[("seats", json!(2))]).await;
    assert!(lobby.text().contains("new table"), "{}", lobby.text());
    w.emu.assert_no_violations();
}

/// "Challenge to Hypnosia" on a member of a group DM opens a table of two
/// that names them (and notifies them only); they join, the game starts. A
/// challenge of oneself is refused, privately.
async fn a_challenge_from_the_member_list() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, people) = group_of(&w, &["ada", "bo", "cy"]);
    let (ada, bo, cy) = (people[0], people[1], people[2]);
    let r = w
        .emu
        .user_command(ada, group, "Challenge to Hypnosia", ada)
        .response()
        .await;
    assert!(
        r.ephemeral && r.content().contains("not yourself"),
        "{}",
        r.content()
    );

    let r = w
        .emu
        .user_command(ada, group, "Challenge to Hypnosia", bo)
        .response()
        .await;
    let lobby = r.message.expect("a public lobby");
    assert!(!lobby.is_ephemeral());
    assert!(
        lobby.content.contains(&format!("<@{bo}>")),
        "{}",
        lobby.content
    );
    assert!(
        lobby.content.contains("challenges you"),
        "{}",
        lobby.content
    );
    assert_eq!(w.emu.notifications(bo), [lobby.id], "bo is notified");
    assert!(w.emu.notifications(cy).is_empty(), "nobody else");
    let board = join_and_start(&w.emu, group, lobby.id, (ada, bo)).await;
    assert_eq!(board.id, lobby.id);
    w.emu.assert_no_violations();
}

/// Plays the board's first move as whoever it asks, `clicks` times; each
/// click answered in place. Returns the board as it is then.
pub(crate) async fn clicks_on_the_board(
    emu: &Emulator,
    at: ChannelId,
    people: &[UserId],
    board: EmuMessage,
    clicks: usize,
) -> EmuMessage {
    let mut board = board;
    for _ in 0..clicks {
        let Some(&who) = people.iter().find(|&&p| asks(&board, p)) else {
            break;
        };
        let id = move_ids(&board).next().expect("a move button");
        let r = emu.choose(who, at, board.id, &id).response().await;
        // In place: in the answer, or (a process just started, a busy
        // machine) in the edit after a deferral.
        assert!(
            move_shown(emu, at, &board, &r).await,
            "played in place: {}",
            r.content()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
        board = emu.message(board.id).expect("the board");
    }
    board
}

/// Killed (SIGKILL) in the middle of a game in a group DM and started again
/// on the same database: the restart shows nothing (it could not: no token
/// of its own there) and pings nobody again; the next click on the board
/// posted before the kill plays on, in place.
async fn a_kill_in_the_middle_of_a_group_dm_game() {
    use crate::process::{ProcessEnv, bot_on_sqlite, wait_connected};
    let global = |env| ProcessEnv {
        dev_guild: None,
        ..env
    };
    let (w, bot) = bot_on_sqlite(global).await;
    let emu = &w.emu;
    let (ada, bo) = (emu.add_user("ada"), emu.add_user("bo"));
    emu.install_for_user(ada);
    let group = emu.add_group_dm("two", &[ada, bo]);
    let people = [ada, bo];
    let lobby = open_lobby_in(
        emu,
        group,
        ada,
        &[("seats", json!(2)), ("turn_timeout", json!("24h"))],
    )
    .await;
    let board = join_and_start(emu, group, lobby.id, (ada, bo)).await;
    let board = clicks_on_the_board(emu, group, &people, board, 6).await;
    let before = (emu.messages(group), people.map(|p| emu.notifications(p)));

    let (identifies, _, _) = emu.gateway_stats();
    let writes = emu.command_writes();
    bot.kill();
    let _again = w.spawn("bot-2", global);
    wait_connected(emu, identifies).await;
    assert!(
        emu.wait_for_command_writes(writes, WAIT).await,
        "commands registered"
    );
    tokio::time::sleep(Duration::from_secs(1)).await;
    let after = (emu.messages(group), people.map(|p| emu.notifications(p)));
    assert_eq!(
        (after.0.len(), &after.1),
        (before.0.len(), &before.1),
        "the restart posted nothing and pinged nobody"
    );

    let on = clicks_on_the_board(emu, group, &people, board.clone(), 4).await;
    assert_eq!(on.id, board.id, "the same board plays on");
    assert_ne!(on.custom_ids(), board.custom_ids(), "and moved on");
    assert_eq!(
        emu.counted_in(group),
        0,
        "not one call with the bot's token"
    );
    emu.assert_no_violations();
}

/// Two processes on one PostgreSQL database, shards 0 and 1 of 2: a group
/// DM's interactions reach shard 0 only, as on Discord, and its game is that
/// process's; both processes' sweeps run all along. The game plays to its
/// results with not one counted call, and the process of shard 1 never
/// touches it.
async fn two_processes_host_direct_games_on_shard_0() {
    use crate::process::{BotProcess, ProcessEnv};
    if !crate::postgres::available(false) {
        return;
    }
    let database = crate::postgres::fresh_database().await;
    let dir = tempfile::TempDir::new().unwrap();
    let emu = crate::support::test_emulator().await;
    let server = emu.add_guild("Games");
    emu.add_channel(server, "games");
    let spawn = |shard: u32| {
        let env = ProcessEnv {
            database: database.clone(),
            shard: Some((shard, 2)),
            sweep_every_ms: Some(200),
            ..ProcessEnv::default()
        };
        BotProcess::spawn(&emu, dir.path(), &format!("shard-{shard}"), &env)
    };
    let (zero, one) = (spawn(0), spawn(1));
    for bot in [&zero, &one] {
        assert_eq!(
            bot.wait_for_log("resumed", 1, WAIT * 2).await,
            1,
            "a process starts"
        );
    }
    let (ada, bo) = (emu.add_user("ada"), emu.add_user("bo"));
    emu.install_for_user(ada);
    let group = emu.add_group_dm("two", &[ada, bo]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&emu, group, ada, &options).await;
    join_and_start(&emu, group, lobby.id, (ada, bo)).await;
    let (_, results) = play_to_the_end(&emu, group, &[ada, bo], heading_in).await;
    assert_eq!(results.id, lobby.id, "the one board, to its results");
    assert_eq!(
        emu.counted_in(group),
        0,
        "not one call with the bot's token"
    );
    let game = format!("game={}", crate::support::lobby_number(&lobby));
    assert!(zero.output().contains(&game), "shard 0 ran it");
    assert!(!one.output().contains(&game), "shard 1 never touched it");
    emu.assert_no_violations();
}

/// `/hypnosia board` where only clicks show the game answers with Refresh
/// (the bot may not post the board itself); its click brings the board into
/// that message. A click on the old board, of the same version, plays there
/// (judged by version and seat, not by message), and the board plays on.
async fn a_board_asked_again_comes_with_refresh() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    let old = join_and_start(&w.emu, group, lobby.id, (ada, bo)).await;
    let before = counted(&w.emu);
    let r = w
        .emu
        .slash(ada, group, "hypnosia board", &[])
        .response()
        .await;
    let here = r.message.expect("a public answer");
    assert!(
        !here.is_ephemeral() && here.content.contains("Refresh"),
        "{}",
        here.content
    );
    let refresh = here.custom_ids().into_iter().next().expect("Refresh");
    let r = w.emu.click(bo, group, here.id, &refresh).response().await;
    assert!(
        matches!(r.kind, 6 | 7),
        "answered in place: {}",
        r.content()
    );
    let board = w
        .emu
        .wait_for_message(
            group,
            |m| m.id == here.id && (asks(m, ada) || asks(m, bo)),
            WAIT,
        )
        .await
        .expect("the board, in the answer's place");
    let who = if asks(&board, ada) { ada } else { bo };
    let same = move_ids(&old).next().expect("the old board's move");
    w.emu.choose(who, group, old.id, &same).response().await;
    let moved = |m: &EmuMessage| m.id == old.id && m.custom_ids() != old.custom_ids();
    let again = w.emu.wait_for_message(group, moved, WAIT).await;
    let again = again.expect("the old board shows the move");
    let on = clicks_on_the_board(&w.emu, group, &people, again.clone(), 1).await;
    assert_ne!(on.custom_ids(), again.custom_ids(), "the board plays on");
    assert_eq!(
        counted(&w.emu) - before,
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

/// A game left alone past every token's life (here: the bot holds a click
/// for 2 s, and Discord's clock jumps 20 minutes) goes on from a click on
/// its board, through that click's fresh token; no dead token is tried.
async fn a_game_left_for_twenty_minutes_goes_on_from_a_click() {
    let quick = BotOptions {
        waits: hypnosia::live::Waits {
            click_pays: Duration::from_secs(2),
            ..BotOptions::default().waits
        },
        ..BotOptions::default()
    };
    let w = start(anywhere(quick)).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, people[0], &options).await;
    let board = join_and_start(&w.emu, group, lobby.id, (people[0], people[1])).await;
    let board = clicks_on_the_board(&w.emu, group, &people, board, 3).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    w.emu.advance_clock(Duration::from_secs(20 * 60));
    let on = clicks_on_the_board(&w.emu, group, &people, board.clone(), 3).await;
    assert_ne!(on.custom_ids(), board.custom_ids(), "the game went on");
    assert_eq!(
        w.emu.counted_in(group),
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    a_game_left_for_twenty_minutes_goes_on_from_a_click,
    a_board_asked_again_comes_with_refresh,
    two_processes_host_direct_games_on_shard_0,
    a_kill_in_the_middle_of_a_group_dm_game,
    a_challenge_from_the_member_list,
    a_whole_game_in_a_group_dm_by_clicks_alone,
    a_time_out_is_shown_at_the_next_click,
    a_game_in_a_server_that_never_added_the_bot,
    where_a_server_forbids_apps_a_plain_private_answer,
}
