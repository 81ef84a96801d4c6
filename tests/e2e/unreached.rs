//! End to end: a table reached only through people's clicks owes nothing
//! until its next click (issue 77, reliability-4 H1 and L7, ux-5 §2). One
//! left unclicked past its end is called off, its place free for a new
//! table, and the next click on its board says why; a second table in a
//! group DM is refused at once, naming the game that holds the place and
//! how to end it (never sent toward a thread nobody can give it); a user
//! install's game in a server plays on when the bot joins and leaves it.

use std::time::Duration;

use hypnosia::live::Waits;
use serde_json::json;

use crate::anywhere::{clicks_on_the_board, elsewhere};
use crate::support::{
    BotOptions, Choose, WAIT, World, anywhere, asks, click_lobby, counted, group_of, is_lobby,
    is_results, join_and_start, lobby_number, move_ids, open_lobby_in, start,
};

/// Ada and Bo leave their group DM's game (2-s turns, an end after 1 s
/// unclicked): the first turn times out, the next, which no click could
/// show, waits with no deadline, and once left unclicked it is called off.
/// The group DM takes a new table at once, and a click on the old board
/// shows its end, saying why, in place.
async fn a_direct_table_left_unclicked_is_ended_and_its_next_click_says_so() {
    let options = BotOptions {
        waits: Waits {
            unclicked_end: Duration::from_secs(1),
            sweep_every: Duration::from_millis(200),
            ..BotOptions::default().waits
        },
        ..BotOptions::short_turns()
    };
    let w = start(anywhere(options)).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let before = counted(&w.emu);
    let options = [("seats", json!(2)), ("turn_timeout", json!("2s"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    let board = join_and_start(&w.emu, group, lobby.id, (ada, bo)).await;
    let game = lobby_number(&lobby);

    // A new table opens once the old one is called off (refused while it runs).
    let until = tokio::time::Instant::now() + Duration::from_secs(30);
    let new = loop {
        let r = (w.emu)
            .slash(ada, group, "hypnosia new", &[("seats", json!(2))])
            .response()
            .await;
        if !r.ephemeral || tokio::time::Instant::now() > until {
            break r;
        }
        assert!(
            r.content().contains(&format!("#{game}")),
            "refused while it runs, naming it: {}",
            r.content()
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    };
    let new = new.message.expect("the group DM takes a new table");
    assert_ne!(new.id, board.id);

    // The old board, never shown since, still asks for the first turn; a
    // click of a player there shows its end, saying why.
    let stale = w.emu.message(board.id).expect("the old board");
    assert_eq!(
        stale.edits, board.edits,
        "nothing was shown without a click"
    );
    let who = if asks(&stale, ada) { ada } else { bo };
    let id = move_ids(&stale).next().expect("a move button");
    let r = w.emu.choose(who, group, stale.id, &id).response().await;
    assert!(matches!(r.kind, 5..=7), "answered: {}", r.content());
    let ended = w
        .emu
        .wait_for_message(group, |m| m.id == board.id && is_results(m), WAIT)
        .await
        .expect("the old board shows its end");
    assert!(
        ended
            .text()
            .contains("nobody came back to the board after a time-out"),
        "it says why: {}",
        ended.text()
    );
    assert_eq!(
        counted(&w.emu) - before,
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

/// ux-5 §2: a game runs in a group DM, and Ada asks for a second table
/// there. She is told at once, privately, which game holds the place and
/// how it ends (`/hypnosia resign`, `/hypnosia cancel`); no lobby opens,
/// none asks for a thread.
async fn a_second_table_in_a_group_dm_is_refused_naming_the_first() {
    // As the bot runs by default: new communities play in threads, which a
    // group DM cannot have.
    let in_threads = BotOptions {
        new_servers_in_threads: true,
        ..BotOptions::default()
    };
    let w = start(anywhere(in_threads)).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    join_and_start(&w.emu, group, lobby.id, (ada, bo)).await;
    let lobbies = |w: &World| w.emu.messages(group).iter().filter(|m| is_lobby(m)).count();
    let before = lobbies(&w);
    let r = (w.emu)
        .slash(ada, group, "hypnosia new", &[("seats", json!(3))])
        .response()
        .await;
    let said = r.content();
    assert!(r.ephemeral, "refused privately: {said}");
    let game = lobby_number(&lobby);
    assert!(said.contains(&format!("#{game}")), "names the game: {said}");
    assert!(
        said.contains("resign") && said.contains("cancel"),
        "says how it ends: {said}"
    );
    assert!(!said.contains("thread"), "no thread: {said}");
    // The first turn's ping may land meanwhile: lobbies are what is counted.
    assert_eq!(lobbies(&w), before, "no second lobby");
    w.emu.assert_no_violations();
}

/// Reliability-4 L7: Ada plays a computer through her install of the app in
/// a server that never added the bot. An admin adds the bot, then removes
/// it: only the tables the bot itself shows there are called off; Ada's
/// game plays on through her clicks.
async fn a_user_install_game_plays_on_when_the_bot_joins_and_leaves_the_server() {
    let w = start(anywhere(BotOptions::default())).await;
    let (outside, channel, ada) = elsewhere(&w, "Elsewhere");
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, channel, ada, &options).await;
    let start_it = [(ada, "Add AI: easy"), (ada, "Start (host)")];
    click_lobby(&w.emu, channel, lobby.id, &start_it).await;
    let board = w
        .emu
        .wait_for_message(channel, |m| m.id == lobby.id && asks(m, ada), WAIT)
        .await
        .expect("Ada's first turn");
    let board = clicks_on_the_board(&w.emu, channel, &[ada], board, 2).await;

    w.emu.add_bot_back(outside);
    tokio::time::sleep(Duration::from_millis(500)).await;
    w.emu.remove_bot(outside);
    // The door's closing is handled at once (a table it shut would be
    // called off within milliseconds).
    tokio::time::sleep(Duration::from_secs(1)).await;
    let now = w.emu.message(board.id).expect("the board");
    assert!(!is_results(&now), "not called off: {}", now.text());
    let on = clicks_on_the_board(&w.emu, channel, &[ada], now.clone(), 3).await;
    assert!(
        !is_results(&on) && asks(&on, ada),
        "the game plays on through her clicks: {}",
        on.text()
    );
    assert_ne!(on.custom_ids(), now.custom_ids(), "and moved on");
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    a_direct_table_left_unclicked_is_ended_and_its_next_click_says_so,
    a_second_table_in_a_group_dm_is_refused_naming_the_first,
    a_user_install_game_plays_on_when_the_bot_joins_and_leaves_the_server,
}
