//! End to end: time-outs in a group DM told in words (issue 78, ux-5 §4).
//! Where only clicks show a game a time-out is settled while nobody looks;
//! the next click shows the board with a line saying whose time ran out and
//! how many time-outs are left before the removal, every turn has a grey
//! Refresh, and the removal that ends the game is a message of its own
//! that pings once (an edit of the board notifies nobody).

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, anywhere, asks, counted, group_of, is_results, join_and_start,
    move_ids, move_shown, open_lobby_in, start,
};

/// Longer than the turn's 2 s: the deadline passes and the bot settles it.
const PAST_THE_TURN: Duration = Duration::from_secs(4);

/// Whether `m` offers a Refresh.
fn has_refresh(m: &EmuMessage) -> bool {
    let ids = m.custom_ids();
    ids.iter()
        .any(|id| matches!(id.parse(), Ok(ComponentId::Refresh { .. })))
}

/// `who` clicks the board's first move (a stale one after a time-out): the
/// click is answered in place; the board as it is then.
async fn click_first_move(
    emu: &Emulator,
    at: ChannelId,
    who: UserId,
    board: &EmuMessage,
) -> EmuMessage {
    let id = move_ids(board).next().expect("a move button");
    let r = emu.choose(who, at, board.id, &id).response().await;
    assert!(
        move_shown(emu, at, board, &r).await,
        "in place: {}",
        r.content()
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    emu.message(board.id).expect("the board")
}

/// `who` plays their whole turn, one click a move: the board then.
async fn plays_turn(emu: &Emulator, at: ChannelId, who: UserId, board: EmuMessage) -> EmuMessage {
    let mut board = board;
    while asks(&board, who) {
        board = click_first_move(emu, at, who, &board).await;
    }
    board
}

/// ux-5 §4: bob walked away and alice, 40 s later, saw the board jump to
/// her turn with no word of why, and no Refresh on a person's turn.
async fn a_time_out_in_a_group_dm_is_told_at_the_next_click() {
    let w = start(anywhere(BotOptions::short_turns())).await;
    let (dm, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let before = counted(&w.emu);
    let options = [("seats", json!(2)), ("turn_timeout", json!("2s"))];
    let lobby = open_lobby_in(&w.emu, dm, ada, &options).await;
    let board = join_and_start(&w.emu, dm, lobby.id, (ada, bo)).await;
    let (away, other) = if asks(&board, ada) {
        (ada, bo)
    } else {
        (bo, ada)
    };
    let away_name = if away == ada { "ada" } else { "bo" };
    assert!(has_refresh(&board), "a grey Refresh on a person's turn too");
    tokio::time::sleep(PAST_THE_TURN).await;
    // The other one clicks the grey Refresh of the turn that timed out.
    let still = w.emu.message(board.id).expect("the board");
    let refresh = (still.custom_ids().into_iter())
        .find(|id| matches!(id.parse(), Ok(ComponentId::Refresh { .. })))
        .expect("Refresh");
    let r = w.emu.click(other, dm, still.id, &refresh).response().await;
    assert!(
        move_shown(&w.emu, dm, &still, &r).await,
        "in place: {}",
        r.content()
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    let now = w.emu.message(board.id).expect("the board");
    assert!(
        asks(&now, other),
        "the time-out passed the turn on: {}",
        now.content
    );
    let told = format!(
        "⏱ {away_name}'s time ran out: the bot played their turn, 1 of 3 before they are removed."
    );
    assert!(now.content.starts_with(&told), "{}", now.content);
    assert!(has_refresh(&now));
    // Once the one who timed out is to move again, the line is gone.
    let theirs = plays_turn(&w.emu, dm, other, now).await;
    assert!(asks(&theirs, away), "{}", theirs.content);
    assert!(
        !theirs.content.contains("time ran out"),
        "{}",
        theirs.content
    );
    let calls = counted(&w.emu) - before;
    assert_eq!(calls, 0, "not one call with the bot's token");
    w.emu.assert_no_violations();
}

/// bo walks away three times in a row: the third time-out removes him and
/// ends the game. The next click shows the results on the board, and a new
/// message says why, pinging each of them once; bo hears of it.
async fn a_removal_in_a_group_dm_is_posted_and_pings_once() {
    let w = start(anywhere(BotOptions::short_turns())).await;
    let (dm, people) = group_of(&w, &["ada", "bo"]);
    let (ada, bo) = (people[0], people[1]);
    let before = counted(&w.emu);
    let options = [("seats", json!(2)), ("turn_timeout", json!("2s"))];
    let lobby = open_lobby_in(&w.emu, dm, ada, &options).await;
    let mut board = join_and_start(&w.emu, dm, lobby.id, (ada, bo)).await;
    let (away, other) = if asks(&board, ada) {
        (ada, bo)
    } else {
        (bo, ada)
    };
    for timeout in 1..=3 {
        assert!(asks(&board, away), "time-out {timeout}: {}", board.content);
        tokio::time::sleep(PAST_THE_TURN).await;
        board = click_first_move(&w.emu, dm, other, &board).await;
        if timeout < 3 {
            assert!(
                board.content.contains(&format!("{timeout} of 3")),
                "{}",
                board.content
            );
            board = plays_turn(&w.emu, dm, other, board).await;
        }
    }
    let results = w
        .emu
        .wait_for_message(dm, |m| m.id == board.id && is_results(m), WAIT);
    results.await.expect("the board became the results");
    let removal = |m: &EmuMessage| m.content.contains("was removed after 3 time-outs in a row");
    let told = w
        .emu
        .wait_for_message(dm, |m| m.id != board.id && removal(m), WAIT);
    let told = told
        .await
        .expect("the removal posted as a message of its own");
    assert!(
        told.content.contains(&format!("<@{away}>"))
            && told.content.contains(&format!("<@{other}>")),
        "{}",
        told.content
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    for who in [away, other] {
        let heard: Vec<_> = (w.emu.alerts(who).into_iter())
            .filter(|id| w.emu.message(*id).is_some_and(|m| removal(&m)))
            .collect();
        assert_eq!(heard, vec![told.id], "{who}: pinged once");
    }
    let calls = counted(&w.emu) - before;
    assert_eq!(calls, 0, "not one call with the bot's token");
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    a_time_out_in_a_group_dm_is_told_at_the_next_click,
    a_removal_in_a_group_dm_is_posted_and_pings_once,
}
