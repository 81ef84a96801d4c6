//! End to end: what a person does on their own where only interactions
//! show anything (issue 70): in a group DM, `/hypnosia export` answers with
//! the record, the results' Export and Analysis buttons answer through their
//! clicks, `/hypnosia puzzle` is played and rated in the group DM's own
//! community, and `/hypnosia learn` steps its lesson in the answer. Not one
//! call with the bot's token there.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia::table::GameId;
use hypnosia_emulator::{EmuMessage, Emulator, InteractionHandle};
use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, UserId};

use crate::support::{
    BotOptions, Choose, WAIT, World, asks, click_lobby, is_results_of, lobby_number, move_ids,
    open_lobby_in, play_turn, private_command, resign, start,
};

/// The bot with its commands registered globally (a server's own commands
/// are never offered in DMs).
async fn anywhere() -> World {
    let options = BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    };
    start(options).await
}

/// A group DM of ada (who added the app to her account) and bo.
fn group_of_two(w: &World) -> (ChannelId, UserId, UserId) {
    let (ada, bo) = (w.emu.add_user("ada"), w.emu.add_user("bo"));
    w.emu.install_for_user(ada);
    (w.emu.add_group_dm("two", &[ada, bo]), ada, bo)
}

/// Waits until message `id` shows what `done` looks for.
async fn shown(emu: &Emulator, id: MessageId, done: impl Fn(&EmuMessage) -> bool) -> EmuMessage {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        match emu.message(id) {
            Some(m) if done(&m) => return m,
            now => assert!(
                tokio::time::Instant::now() < deadline,
                "message {id} never showed it: {:?}",
                now.map(|m| m.text())
            ),
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The record in a reply's JSON file.
fn record_in(m: &EmuMessage) -> Value {
    let file = (m.attachments.iter())
        .find(|a| a.filename.ends_with(".json"))
        .unwrap_or_else(|| panic!("a JSON file, got {:?}", m.content));
    serde_json::from_slice(&file.data).expect("the record is JSON")
}

/// Ada and bo play in their group DM; ada resigns, and a click on the
/// board shows the results there (no token was alive to show them before).
async fn a_game_resigned(w: &World, (group, ada, bo): (ChannelId, UserId, UserId)) -> EmuMessage {
    let options = [("seats", json!(2)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(&w.emu, group, ada, &options).await;
    click_lobby(
        &w.emu,
        group,
        lobby.id,
        &[(bo, "Join"), (ada, "Start (host)")],
    )
    .await;
    let game = lobby_number(&lobby);
    // Two turns each: a game resigned before anyone moved is cancelled.
    let mut board = shown(&w.emu, lobby.id, |m| asks(m, ada) || asks(m, bo)).await;
    for _ in 0..4 {
        let mover = if asks(&board, ada) { ada } else { bo };
        play_turn(&w.emu, group, mover, &board).await;
        board = shown(&w.emu, lobby.id, |m| !asks(m, mover)).await;
    }
    resign(&w.emu, group, ada).await;
    let stale = move_ids(&board).next().expect("a move button");
    let clicker = if asks(&board, ada) { ada } else { bo };
    w.emu
        .choose(clicker, group, board.id, &stale)
        .response()
        .await;
    shown(&w.emu, board.id, |m| is_results_of(m, game)).await
}

/// After a game in a group DM: `/hypnosia export` answers ada alone with the
/// record; the results' Export button gives bo the same file; Analysis,
/// clicked by both at once, is posted once for everyone as one click's
/// follow-up, the other told it is on its way (or where it is), the button
/// becomes a link to it (under `@me`), and a later click is told where it is.
async fn export_and_analysis_after_a_game_in_a_group_dm() {
    let w = anywhere().await;
    let (group, ada, bo) = group_of_two(&w);
    let results = a_game_resigned(&w, (group, ada, bo)).await;
    let game = game_of(&results);

    let answer = private_command(&w.emu, ada, group, "hypnosia export", &[]).await;
    let record = record_in(&answer);
    assert_eq!(record["format"], "hypnosia-record/1", "{record:#}");
    assert!(record["result"].is_object(), "the game's end: {record:#}");
    let export = ComponentId::Export { game }.to_string();
    let r = w.emu.click(bo, group, results.id, &export).response().await;
    let file = r.message.expect("the file, as the click's answer");
    assert!(r.ephemeral, "bo's alone");
    assert_eq!(record_in(&file), record, "the same record");

    // Bo and ada click it at once: one click posts it, the other is told.
    let analysis = ComponentId::Analysis { game }.to_string();
    let clicks = [bo, ada].map(|p| w.emu.click(p, group, results.id, &analysis));
    for click in &clicks {
        let r = click.response().await;
        assert_eq!(r.kind, 6, "answered at once, the analysis follows");
    }
    let posted = w
        .emu
        .wait_for_message(group, |m| is_analysis_of(m, game), WAIT)
        .await
        .expect("the analysis, as the click's follow-up");
    assert!(!posted.is_ephemeral(), "for everyone there");
    assert!(
        posted.attachments.iter().any(|a| a.width.is_some()),
        "its chart"
    );
    let url = format!("https://discord.com/channels/@me/{group}/{}", posted.id);
    let linked = shown(&w.emu, results.id, |m| {
        m.buttons().iter().any(|b| b.url.as_deref() == Some(&url))
    })
    .await;
    assert!(
        !linked.custom_ids().contains(&analysis),
        "the button is a link"
    );
    let told = told_alone(&clicks).await;
    assert_eq!(told.len(), 1, "the other clicker alone is told: {told:?}");
    let on_its_way = told[0].contains("on its way") || told[0].contains("already posted");
    assert!(on_its_way, "{}", told[0]);
    // A click on a copy of the results that still shows the button.
    let second = w.emu.click_forged(ada, group, results.id, &analysis);
    let second = second.expect("a click on the old button");
    let told = second
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("the second clicker is told");
    let told = told.ephemerals[0].text();
    assert!(told.contains("already posted"), "{told}");
    let analyses = w.emu.messages(group).into_iter();
    assert_eq!(analyses.filter(|m| is_analysis_of(m, game)).count(), 1);
    // Asked for again by command: a link to it, to ada alone.
    let again = w.emu.slash(ada, group, "hypnosia analysis", &[]);
    let again = again.wait(WAIT, |s| !s.ephemerals.is_empty()).await;
    let again = again.expect("told, alone").ephemerals[0].clone();
    assert!(again.text().contains("already posted"), "{}", again.text());
    assert!(
        again
            .buttons()
            .iter()
            .any(|b| b.url.as_deref() == Some(&url))
    );

    // The next game's analysis asked for by command: it is the answer.
    let next = a_game_resigned(&w, (group, ada, bo)).await;
    let r = w.emu.slash(ada, group, "hypnosia analysis", &[]);
    let answer = r
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("the analysis answers")
        .original
        .unwrap();
    assert!(!answer.is_ephemeral(), "for everyone there");
    assert!(is_analysis_of(&answer, game_of(&next)), "{}", answer.text());
    assert_eq!(
        w.emu.counted_in(group),
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

/// What `clicks` were told, each only them, once one of them was.
async fn told_alone(clicks: &[InteractionHandle]) -> Vec<String> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let told: Vec<String> = (clicks.iter())
            .flat_map(|c| c.snapshot().ephemerals)
            .map(|m| m.text())
            .collect();
        if !told.is_empty() || tokio::time::Instant::now() > deadline {
            return told;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The game whose results `m` shows.
fn game_of(m: &EmuMessage) -> GameId {
    m.custom_ids()
        .iter()
        .find_map(|id| match id.parse() {
            Ok(ComponentId::Export { game }) => Some(game),
            _ => None,
        })
        .expect("an Export button under the results")
}

fn is_analysis_of(m: &EmuMessage, game: GameId) -> bool {
    crate::analysis::is_analysis_of(m, game.0)
}

/// The first puzzle move button of a message, if any.
fn puzzle_move(m: &EmuMessage) -> Option<String> {
    let puzzle = |id: &String| matches!(id.parse(), Ok(ComponentId::Puzzle { .. }));
    m.custom_ids().into_iter().find(puzzle)
}

/// `/hypnosia puzzle` in a group DM: ada's alone, played by its clicks in
/// place to its verdict and rated there; her rating is the group DM's, not
/// the server's. `/hypnosia learn` steps its lesson in place, and its end's
/// Practice says how to practise here. Nothing posted with the bot's token.
async fn puzzle_and_learn_in_a_group_dm() {
    let w = anywhere().await;
    let (group, ada, _) = group_of_two(&w);
    let m = private_command(&w.emu, ada, group, "hypnosia puzzle", &[]).await;
    assert!(m.attachment("board.png").is_some(), "{}", m.text());
    assert!(
        m.text().contains("starts your puzzle rating"),
        "{}",
        m.text()
    );
    let mut now = m.clone();
    while let Some(button) = puzzle_move(&now) {
        let edits = now.edits;
        w.emu.click(ada, group, m.id, &button).response().await;
        now = shown(&w.emu, m.id, |x| x.edits > edits).await;
    }
    assert!(
        now.text().contains("Your puzzle rating: 1000 → "),
        "{}",
        now.text()
    );
    let again = private_command(&w.emu, ada, group, "hypnosia puzzle", &[]).await;
    assert!(
        again.text().contains("Your puzzle rating: "),
        "{}",
        again.text()
    );
    let there = private_command(&w.emu, ada, w.channel, "hypnosia puzzle", &[]).await;
    assert!(
        there.text().contains("starts your puzzle rating"),
        "the server's rating is its own: {}",
        there.text()
    );

    let lesson = private_command(
        &w.emu,
        ada,
        group,
        "hypnosia learn",
        &[("lesson", json!(11))],
    )
    .await;
    assert!(
        lesson.attachment("board.png").is_some(),
        "{}",
        lesson.text()
    );
    let r = w
        .emu
        .click_label(ada, group, lesson.id, "Skip ▶")
        .response()
        .await;
    assert!(matches!(r.kind, 6 | 7), "in place: {}", r.content());
    shown(&w.emu, lesson.id, |x| x.button("Practice game").is_some()).await;
    let practice = w.emu.click_label(ada, group, lesson.id, "Practice game");
    let r = practice.response().await;
    assert!(
        r.ephemeral && r.content().contains("Here, play the computer"),
        "{}",
        r.content()
    );
    assert_eq!(
        w.emu.counted_in(group),
        0,
        "not one call with the bot's token"
    );
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    export_and_analysis_after_a_game_in_a_group_dm,
    puzzle_and_learn_in_a_group_dm,
}
