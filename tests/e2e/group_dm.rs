//! End to end: a group DM's game under Discord's own limits and crowds
//! (issue 70). What follows a click there goes through that click's
//! webhook, whose edits share one bucket of 5 calls per 5 s: computers
//! quicker than that never make the person's turn wait for it. Eight people
//! clicking one button at once get one result, the others told.

use std::time::Duration;

use hypnosia_emulator::{
    EmuMessage, Emulator, EmulatorConfig, InteractionHandle, RateLimits, Response,
};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, World, anywhere, asks, click_lobby, emulator_with, group_of,
    heading_in, is_results, move_ids, move_shown, open_lobby_in, run_bot, start,
};

/// Discord's route buckets as Discord has them: 5 calls per 5 s.
const DISCORD_EDITS: u32 = 5;

/// The world with Discord's own rate limits (the other tests' windows are
/// fifty times shorter, so a bucket never holds a turn long there).
async fn with_discords_limits(options: BotOptions) -> World {
    let limits = RateLimits::default();
    assert_eq!(limits.route_limit, DISCORD_EDITS);
    let w = emulator_with(EmulatorConfig {
        rate_limits: limits,
        ..EmulatorConfig::default()
    })
    .await;
    run_bot(&w, options).await;
    w
}

/// The board once it asks `person` or shows the results after edit `edits`.
async fn back_to(emu: &Emulator, at: ChannelId, board: &EmuMessage, person: UserId) -> EmuMessage {
    let (id, edits) = (board.id, board.edits);
    emu.wait_for_message(
        at,
        |m| m.id == id && m.edits > edits && (asks(m, person) || is_results(m)),
        WAIT,
    )
    .await
    .expect("the person's turn comes back (or the results)")
}

/// Ada against three computers that move every 100 ms, in her group DM:
/// each of her clicks that passes the turn to them comes back to her turn
/// within one bucket of the click's webhook (its answer, then at most 5
/// edits, the computers' moves coalesced): no edit waits out the bucket, and
/// no 429. Not one counted call.
async fn quick_computers_never_stall_a_persons_turn() {
    let options = BotOptions {
        ai_delay: Duration::from_millis(100),
        ..anywhere(BotOptions::default())
    };
    let w = with_discords_limits(options).await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let ada = people[0];
    let options = [("seats", json!(4)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    let computers = [(ada, "Add AI: easy"); 3];
    click_lobby(&w.emu, group, lobby.id, &computers).await;
    click_lobby(&w.emu, group, lobby.id, &[(ada, "Start (host)")]).await;
    let mut board = w
        .emu
        .wait_for_message(group, |m| m.id == lobby.id && asks(m, ada), WAIT)
        .await
        .expect("Ada's first turn");
    let (mut rounds, mut most) = (0, 0);
    while rounds < 3 && !is_results(&board) {
        let r: Response = w
            .emu
            .choose(ada, group, board.id, &heading_in(&board))
            .response()
            .await;
        assert!(matches!(r.kind, 6 | 7), "answered: {}", r.content());
        let now = back_to(&w.emu, group, &board, ada).await;
        // The click's answer in place is its callback, not the webhook.
        let through_webhook = now.edits - board.edits - u32::from(r.kind == 7);
        if through_webhook > 0 {
            rounds += 1;
        }
        println!("a click of Ada's: {through_webhook} edits through its webhook");
        most = most.max(through_webhook);
        board = now;
    }
    assert!(rounds > 0, "the computers played");
    assert!(
        most <= DISCORD_EDITS,
        "at most one bucket of edits per click: {most}"
    );
    let stats = w.emu.rate_limit_stats();
    assert_eq!(stats.rate_limited, 0, "no 429");
    assert_eq!(w.emu.counted_in(group), 0, "not one counted call");
    w.emu.assert_no_violations();
}

/// What each of `clicks` (made at once) came to: its answer, and the
/// private word it was told, if any (its answer, or a follow-up after a
/// deferral).
async fn answers(clicks: Vec<InteractionHandle>) -> Vec<(Response, Option<String>)> {
    let mut out = Vec::new();
    for click in clicks {
        let r = click.response().await;
        let told = match (r.kind, r.ephemeral) {
            (4, true) => Some(r.content().to_owned()),
            (5 | 6, _) => {
                let deadline = tokio::time::Instant::now() + WAIT;
                loop {
                    let said = (click.snapshot().ephemerals.iter())
                        .find(|m| !m.is_loading())
                        .map(EmuMessage::text);
                    if said.is_some() || tokio::time::Instant::now() > deadline {
                        break said;
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
            _ => None,
        };
        out.push((r, told));
    }
    out
}

/// Eight people of a group DM click Join on a lobby with one seat left at
/// the same moment: one is seated, the seven others are told, privately;
/// then the mover and seven who watch click the same move at once: it is
/// played once, the seven told, and told again when they click it once it
/// is played. Not one counted call.
async fn eight_clicks_at_once_one_result() {
    let w = start(anywhere(BotOptions::default())).await;
    let names = ["ada", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];
    let (group, people) = group_of(&w, &names);
    let (ada, eight) = (people[0], &people[1..]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    let clicks = (eight.iter())
        .map(|&p| w.emu.click_label(p, group, lobby.id, "Join"))
        .collect();
    let outcomes = answers(clicks).await;
    let now = w.emu.message(lobby.id).expect("the lobby");
    let seated: Vec<UserId> = (eight.iter().copied())
        .filter(|p| now.text().contains(&format!("<@{p}>")))
        .collect();
    assert_eq!(seated.len(), 1, "one seated: {}", now.text());
    let told = outcomes.iter().filter(|(_, t)| t.is_some()).count();
    assert_eq!(told, 7, "the seven others told: {outcomes:#?}");

    click_lobby(&w.emu, group, lobby.id, &[(ada, "Start (host)")]).await;
    let players = [ada, seated[0]];
    let board = w
        .emu
        .wait_for_message(group, |m| players.iter().any(|&p| asks(m, p)), WAIT)
        .await
        .expect("the first turn");
    let mover = *players.iter().find(|&&p| asks(&board, p)).unwrap();
    // Seven who watch (the other player's click may bring the board up to
    // date instead, as a click at the table does there).
    let watching: Vec<UserId> = (people.iter().copied())
        .filter(|p| !players.contains(p))
        .collect();
    assert_eq!(watching.len(), 7);
    let id = move_ids(&board).next().expect("a move");
    let clicks = (std::iter::once(mover).chain(watching.iter().copied()))
        .map(|p| w.emu.choose(p, group, board.id, &id))
        .collect();
    let outcomes = answers(clicks).await;
    assert!(
        outcomes[0].1.is_none() && matches!(outcomes[0].0.kind, 6 | 7),
        "the mover's move played: {:?}",
        outcomes[0]
    );
    assert!(
        outcomes[1..].iter().all(|(_, told)| told.is_some()),
        "the seven others told: {outcomes:#?}"
    );
    let after = w.emu.message(board.id).expect("the board");
    let moves = |m: &EmuMessage| move_ids(m).collect::<Vec<_>>();
    assert_ne!(moves(&after), moves(&board), "the move was played");
    // The same stale button again, once the move is shown (a client not
    // yet redrawn): each is told, and nothing changes.
    let clicks = (watching.iter())
        .map(|&p| {
            w.emu
                .click_forged(p, group, board.id, &id)
                .expect("a click")
        })
        .collect();
    let outcomes = answers(clicks).await;
    assert!(
        outcomes.iter().all(|(_, told)| told.is_some()),
        "each told: {outcomes:#?}"
    );
    let still = w.emu.message(board.id).expect("the board");
    assert_eq!(moves(&still), moves(&after), "nothing played again");
    assert_eq!(w.emu.counted_in(group), 0, "not one counted call");
    w.emu.assert_no_violations();
}

/// ux-5 §1: a person who just clicked is not pinged when their turn comes
/// (the edited board says so); once the wait is over and the turn is still
/// theirs, one loud line pings them through a live click, and it goes as
/// soon as they move. Not one counted call.
async fn a_turn_pings_only_after_the_wait_and_its_line_goes_with_it() {
    let wait = Duration::from_secs(4);
    let waits = hypnosia::live::Waits {
        watching: wait,
        ..hypnosia::live::Waits::default()
    };
    let w = start(anywhere(BotOptions {
        waits,
        ..BotOptions::default()
    }))
    .await;
    let (group, people) = group_of(&w, &["ada", "bo"]);
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, people[0], &options).await;
    click_lobby(
        &w.emu,
        group,
        lobby.id,
        &[(people[1], "Join"), (people[0], "Start (host)")],
    )
    .await;
    let is_line = |m: &EmuMessage| m.id != lobby.id && !m.is_ephemeral();
    // Quick clicks, until the turn passes to someone who clicked a moment ago.
    let first = w
        .emu
        .wait_for_message(group, |m| people.iter().any(|&p| asks(m, p)), WAIT);
    let mut board = first.await.expect("a first turn");
    let (mut played, mut last) = (0, None);
    let mover = loop {
        let mover = *people
            .iter()
            .find(|&&p| asks(&board, p))
            .expect("a person to move");
        if played >= 4 && last != Some(mover) {
            break mover;
        }
        let r = w
            .emu
            .choose(mover, group, board.id, &heading_in(&board))
            .response()
            .await;
        assert!(matches!(r.kind, 6 | 7), "{}", r.content());
        (played, last) = (played + 1, Some(mover));
        let (id, edits) = (board.id, board.edits);
        let next = |m: &EmuMessage| {
            m.id == id && m.edits > edits && (people.iter().any(|&p| asks(m, p)) || is_results(m))
        };
        board = w
            .emu
            .wait_for_message(group, next, WAIT)
            .await
            .expect("the next turn");
        assert!(!is_results(&board), "a game longer than a few turns");
    };
    let turn_came = tokio::time::Instant::now();
    let before = w.emu.alerts(mover).len();
    let line = w.emu.wait_for_message(
        group,
        |m| is_line(m) && m.content.contains(&format!("<@{mover}>")),
        wait * 5,
    );
    let line = line.await.expect("the ping once the wait is over");
    assert!(
        turn_came.elapsed() >= wait / 2,
        "not at once: {:?}",
        turn_came.elapsed()
    );
    assert_eq!(
        w.emu.notifications(mover).last(),
        Some(&line.id),
        "it pings"
    );
    assert_eq!(w.emu.alerts(mover).len(), before + 1, "one loud message");
    // Their turn, to its end (a second die is the same turn).
    while asks(&board, mover) {
        let r = w
            .emu
            .choose(mover, group, board.id, &heading_in(&board))
            .response()
            .await;
        assert!(matches!(r.kind, 6 | 7), "{}", r.content());
        let (id, edits) = (board.id, board.edits);
        let next = |m: &EmuMessage| m.id == id && m.edits > edits;
        board = w
            .emu
            .wait_for_message(group, next, WAIT)
            .await
            .expect("the move shown");
    }
    let deadline = tokio::time::Instant::now() + WAIT;
    while w.emu.message(line.id).is_some() && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        w.emu.message(line.id).is_none(),
        "the line goes as its turn ends"
    );
    assert_eq!(w.emu.counted_in(group), 0, "not one counted call");
    w.emu.assert_no_violations();
}

/// Ada and Bo's table in their group DM, Cy looking on: the board, and
/// the three.
async fn two_at_a_table(w: &World) -> (ChannelId, [UserId; 3], EmuMessage) {
    let (group, people) = group_of(w, &["ada", "bo", "cy"]);
    // Each may use the app's commands there: each added it.
    people[1..].iter().for_each(|&p| w.emu.install_for_user(p));
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, people[0], &options).await;
    let start = (people[0], people[1]);
    let board = crate::support::join_and_start(&w.emu, group, lobby.id, start).await;
    (group, [people[0], people[1], people[2]], board)
}

/// `/hypnosia board` by a player, answered with the board itself (ux-5
/// §11): the answer asks whoever is to move, the old board's buttons are
/// gone (its picture stays), and the answer is the board from then on: its
/// click plays a move in place. Not one counted call.
async fn a_board_asked_again_is_the_answer_and_the_only_one_that_plays() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, [ada, bo, _], old) = two_at_a_table(&w).await;
    let slash = w.emu.slash(bo, group, "hypnosia board", &[]);
    let r = slash.response().await;
    assert!(!r.ephemeral, "a public answer: {}", r.content());
    let asks_someone = |m: &EmuMessage| asks(m, ada) || asks(m, bo);
    let shown = slash.wait(WAIT, |s| s.original.as_ref().is_some_and(asks_someone));
    let board = shown
        .await
        .and_then(|s| s.original)
        .expect("the board, in the answer");
    assert_ne!(board.id, old.id);
    assert!(move_ids(&board).next().is_some(), "its moves: {board:#?}");
    let cleared = |m: &EmuMessage| m.id == old.id && m.custom_ids().is_empty();
    let was = w.emu.wait_for_message(group, cleared, WAIT).await;
    let was = was.expect("the old board without buttons");
    assert_eq!(
        was.attachments.len(),
        old.attachments.len(),
        "its picture stays"
    );
    assert!(slash.snapshot().ephemerals.is_empty(), "nothing to tell");
    let who = if asks(&board, ada) { ada } else { bo };
    let id = move_ids(&board).next().expect("a move button");
    let r = w.emu.choose(who, group, board.id, &id).response().await;
    assert!(
        move_shown(&w.emu, group, &board, &r).await,
        "{}",
        r.content()
    );
    let after = w.emu.message(board.id).expect("the board");
    assert_ne!(
        after.custom_ids(),
        board.custom_ids(),
        "the move was played there"
    );
    assert_eq!(w.emu.counted_in(group), 0, "not one counted call");
    w.emu.assert_no_violations();
}

/// The old board's clicks all died (Discord takes a click's webhook for 15
/// minutes; here the bot holds one for 2 s): nothing reaches it any more,
/// so `/hypnosia board` says its buttons stay. A click on them plays (a
/// click is judged by version and seat), and the board follows it there.
async fn an_old_board_out_of_reach_keeps_its_buttons_and_says_so() {
    let quick = BotOptions {
        waits: hypnosia::live::Waits {
            click_pays: Duration::from_secs(2),
            ..BotOptions::default().waits
        },
        ..anywhere(BotOptions::default())
    };
    let w = start(quick).await;
    let (group, [ada, bo, _], old) = two_at_a_table(&w).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let slash = w.emu.slash(ada, group, "hypnosia board", &[]);
    let told = |s: &hypnosia_emulator::InteractionSnapshot| {
        s.ephemerals
            .iter()
            .any(|m| m.content.contains("could not be updated"))
    };
    let seen = slash
        .wait(WAIT, told)
        .await
        .expect("told that the old board stays");
    let board = seen.original.expect("the board, in the answer");
    assert!(asks(&board, ada) || asks(&board, bo), "{board:#?}");
    let still = w.emu.message(old.id).expect("the old board");
    assert_eq!(
        still.custom_ids(),
        old.custom_ids(),
        "unreachable: as it was"
    );
    // A click on it is judged by the game's version and seat: the same
    // version plays there, and the board follows it back, the answer's
    // buttons cleared through the command's token (or, on a machine so
    // slow that it died too, the clicker told): one board plays.
    let who = if asks(&board, ada) { ada } else { bo };
    let same = move_ids(&old).next().expect("the old board's move");
    let click = w.emu.choose(who, group, old.id, &same);
    let r = click.response().await;
    assert!(move_shown(&w.emu, group, &old, &r).await, "{}", r.content());
    let one_board = || {
        let answer = w.emu.message(board.id).expect("the answer");
        answer.custom_ids().is_empty() || told(&click.snapshot())
    };
    let deadline = tokio::time::Instant::now() + WAIT;
    while !one_board() && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(one_board(), "the answer without buttons: one board plays");
    w.emu.assert_no_violations();
}

/// `/hypnosia board` by someone in the group DM who does not play
/// (watching is allowed): the board for them alone, the players' board
/// left where it is, with its buttons, and playing.
async fn an_onlookers_board_is_theirs_alone() {
    let w = start(anywhere(BotOptions::default())).await;
    let (group, [ada, bo, cy], board) = two_at_a_table(&w).await;
    let slash = w.emu.slash(cy, group, "hypnosia board", &[]);
    let private_board = |m: &EmuMessage| m.is_ephemeral() && !m.attachments.is_empty();
    let seen = slash.wait(WAIT, |s| s.ephemerals.iter().any(private_board));
    assert!(seen.await.is_some(), "{:?}", slash.snapshot());
    let shown = slash.snapshot().ephemerals;
    assert!(
        shown.iter().all(|m| m.custom_ids().is_empty()),
        "nothing to click: {shown:#?}"
    );
    let after = w.emu.message(board.id).expect("the board");
    assert_eq!(
        after.custom_ids(),
        board.custom_ids(),
        "the players' board as it was"
    );
    let mover = if asks(&board, ada) { ada } else { bo };
    let id = move_ids(&board).next().expect("a move button");
    let r = w.emu.choose(mover, group, board.id, &id).response().await;
    assert!(!r.ephemeral, "the game's board plays: {}", r.content());
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    quick_computers_never_stall_a_persons_turn,
    eight_clicks_at_once_one_result,
    a_turn_pings_only_after_the_wait_and_its_line_goes_with_it,
    a_board_asked_again_is_the_answer_and_the_only_one_that_plays,
    an_old_board_out_of_reach_keeps_its_buttons_and_says_so,
    an_onlookers_board_is_theirs_alone,
}
