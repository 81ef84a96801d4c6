//! End to end: win chances. The turn message shows each player's chance
//! (summing to 100%) and the server's setting hides it and shows it again;
//! after the game, the results' Analysis button and `/hypnosia analysis`
//! give the chart and the turning points.

use crate::support::Choose;
use std::time::Duration;

use hypnosia::controls::{ComponentId, ReplayButton};
use hypnosia::table::GameId;
use hypnosia_emulator::{EmuMessage, Emulator, Failure};
use serde_json::json;
use serenity::all::{ChannelId, UserId};

use crate::picture::Picture;
use crate::support::{
    BotOptions, WAIT, asks, lobby_number, move_ids, private_command, resign, start, start_game,
};

/// How a turn message's and a replay's lines name the chances.
const CHANCES: [&str; 2] = ["win chances: ", "Chances to win: "];

/// The chances a turn message or replay shows in its one line (the embed's
/// author line, `Turn 3 · win chances: 🔴 42% · 🔵 58%`, a replay's
/// `Chances to win: 🔴 42% · 🔵 58%`), if any.
fn chances_field(m: &EmuMessage) -> Option<String> {
    m.embeds
        .iter()
        .filter_map(|e| e["author"]["name"].as_str())
        .find_map(|line| {
            let (_, chances) = CHANCES.iter().find_map(|c| line.split_once(c))?;
            Some(chances.to_owned())
        })
}

/// The percentages of a chances line (`🔴 42% · 🔵 58%`).
fn percents(line: &str) -> Vec<u32> {
    line.split(" · ")
        .filter_map(|part| part.strip_suffix('%')?.rsplit(' ').next()?.parse().ok())
        .collect()
}

/// `user` plays the first move button of `turn` (a message asking them).
async fn play_one(emu: &Emulator, channel: ChannelId, user: UserId, turn: &EmuMessage) {
    let mv = move_ids(turn).next().expect("a move button");
    let r = emu.choose(user, channel, turn.id, &mv).response().await;
    assert_eq!(r.kind, 7, "the move is answered in place: {}", r.content());
}

async fn set_chances(emu: &Emulator, channel: ChannelId, owner: UserId, shown: bool) {
    let r = private_command(
        emu,
        owner,
        channel,
        "hypnosia settings chances",
        &[("shown", json!(shown))],
    )
    .await
    .text();
    let state = if shown { "**on**" } else { "**off**" };
    assert!(r.contains(state), "{r}");
}

pub(crate) fn is_analysis_of(m: &EmuMessage, id: i64) -> bool {
    m.embed_titles()
        .iter()
        .any(|t| t == &format!("Analysis of game #{id}"))
}

/// The analysis message says what the issue asks, with an 800×400 chart.
fn assert_analysis(m: &EmuMessage) {
    let text = m.text();
    assert!(text.contains("Turning points"), "{text}");
    // The verdict comes first: who won, and the dice.
    let first = m.embeds[0]["description"]
        .as_str()
        .and_then(|d| d.lines().next())
        .unwrap_or_default();
    assert!(
        first.contains(" won") || first.contains("shared the win"),
        "{text}"
    );
    assert!(first.contains("dice"), "{text}");
    assert!(!text.contains(" -"), "one minus sign (U+2212): {text}");
    assert!(
        m.custom_ids()
            .contains(&ComponentId::AnalysisHelp.to_string()),
        "How to read this"
    );
    assert!(
        text.contains("1. Round "),
        "at least one turning point: {text}"
    );
    assert_eq!(
        text.matches("· luck ").count(),
        2,
        "both players' luck: {text}"
    );
    let chart = m.attachment("board.png").expect("the chart");
    assert_eq!(Picture::decode(&chart.data).dimensions(), (800, 400));
}

/// `message` as it is once it changed (up to [`WAIT`]).
async fn wait_until_changed(emu: &Emulator, message: &EmuMessage) -> EmuMessage {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = emu.message(message.id).expect("the message is there");
        if now.components != message.components {
            return now;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the message changes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Whether `m` has a link button to `url` ("Go to message").
fn links_to(m: &EmuMessage, url: &str) -> bool {
    m.buttons().iter().any(|b| b.url.as_deref() == Some(url))
}

async fn the_live_chances_follow_the_setting_and_the_analysis_follows_the_game() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let owner = emu.guild_owner();
    let lobby = start_game(emu, channel, owner, None, "24h").await;
    let id = lobby_number(&lobby);

    // ---- live: each player's chance, summing to 100% ------------------------------
    let turn = emu
        .wait_for_message(channel, |m| asks(m, owner), WAIT)
        .await
        .expect("the owner's turn");
    let line = chances_field(&turn).expect("the turn message shows the chances");
    let shown = percents(&line);
    assert_eq!(shown.len(), 2, "{line}");
    assert_eq!(shown.iter().sum::<u32>(), 100, "{line}");

    // ---- hidden by the server's setting, then shown again ---------------------------
    set_chances(emu, channel, owner, false).await;
    // Answered first (a deferral), then the settings.
    let r = private_command(emu, owner, channel, "hypnosia settings show", &[])
        .await
        .text();
    assert!(r.contains("chance to win on turn messages: **off**"), "{r}");
    play_one(emu, channel, owner, &turn).await;
    let turn = emu
        .wait_for_message(channel, |m| asks(m, owner), WAIT)
        .await
        .expect("the owner's next move");
    assert_eq!(chances_field(&turn), None, "hidden: {}", turn.text());
    set_chances(emu, channel, owner, true).await;
    play_one(emu, channel, owner, &turn).await;
    emu.wait_for_message(
        channel,
        |m| asks(m, owner) && chances_field(m).is_some(),
        WAIT,
    )
    .await
    .expect("shown again on the next turn message");

    // ---- the analysis: the results' button, then the command -----------------------
    resign(emu, channel, owner).await;
    let results = emu
        .wait_for_message(channel, |m| crate::support::is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    let button = ComponentId::Analysis { game: GameId(id) }.to_string();
    assert!(results.custom_ids().contains(&button), "an Analysis button");
    // Discord posts the analysis at once but answers the bot 2 s later: a
    // second click meanwhile (the button is still there) posts nothing.
    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::NoAnswer {
            applied: true,
            answer_after: Some(Duration::from_secs(2)),
        },
    );
    let r = emu
        .click(owner, channel, results.id, &button)
        .response()
        .await;
    assert_eq!(r.kind, 6, "answered at once, the analysis follows");
    let posted = emu
        .wait_for_message(channel, |m| is_analysis_of(m, id), WAIT)
        .await
        .expect("the analysis follows the click");
    assert_analysis(&posted);
    let bob = emu.add_user("bob");
    let second = emu.click(bob, channel, results.id, &button);
    let told = second
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("the second clicker is told");
    let told = told.ephemerals[0].text();
    assert!(
        told.contains(&format!("analysis of game #{id} is on its way")),
        "{told}"
    );
    // The button becomes a link to the analysis; the results stay as they were.
    let url = format!(
        "https://discord.com/channels/{}/{channel}/{}",
        w.guild, posted.id
    );
    let linked = wait_until_changed(emu, &results).await;
    let link = linked
        .buttons()
        .into_iter()
        .find(|b| b.url.is_some())
        .expect("a link button");
    assert_eq!(link.url.as_deref(), Some(url.as_str()));
    assert_eq!(link.label.as_deref(), Some("Analysis"));
    assert!(
        !linked.custom_ids().contains(&button),
        "no Analysis button left"
    );
    assert!(crate::support::is_results_of(&linked, id), "Rematch stays");
    assert_eq!(linked.embeds, results.embeds, "the results are unchanged");
    assert_eq!(linked.attachments.len(), results.attachments.len());
    let analyses = emu
        .messages(channel)
        .into_iter()
        .filter(|m| is_analysis_of(m, id))
        .count();
    assert_eq!(analyses, 1, "one analysis for two clicks");

    let handle = emu.slash(owner, channel, "hypnosia analysis", &[]);
    let snapshot = handle
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("/hypnosia analysis answers");
    // Posted already: the command posts no second copy, it links to it.
    let answered = snapshot.original.unwrap();
    assert!(answered.is_ephemeral(), "{}", answered.text());
    assert!(
        answered.text().contains("already posted"),
        "{}",
        answered.text()
    );
    assert!(links_to(&answered, &url), "{:?}", answered.buttons());
    let analyses = emu.messages(channel).into_iter();
    assert_eq!(analyses.filter(|m| is_analysis_of(m, id)).count(), 1);

    // ---- a replay shows the chances of the position it steps to ---------------------
    let handle = emu.slash(owner, channel, "hypnosia replay", &[]);
    let snapshot = handle
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("/hypnosia replay answers");
    let replay = snapshot.original.unwrap();
    let line = chances_field(&replay).expect("the replay shows the chances");
    let start = percents(&line);
    assert_eq!(start.len(), 2, "both players before the first turn: {line}");
    assert_eq!(start.iter().sum::<u32>(), 100, "{line}");
    emu.assert_no_violations();
}

/// Issue 37: eight members click a finished game's Analysis button at the same
/// moment (Discord answers the post late, so every click lands while it is
/// on its way), then three click stale copies of it: one public analysis, and
/// every other clicker is told, only themselves, that it is on its way or
/// where it is. "How to read this" answers only its clicker.
async fn eight_clicks_at_once_and_three_stale_ones_post_one_analysis() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let owner = emu.guild_owner();
    let lobby = start_game(emu, channel, owner, None, "24h").await;
    let id = lobby_number(&lobby);
    emu.wait_for_message(channel, |m| asks(m, owner), WAIT)
        .await
        .expect("the owner's turn");
    resign(emu, channel, owner).await;
    let results = emu
        .wait_for_message(channel, |m| crate::support::is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    let button = ComponentId::Analysis { game: GameId(id) }.to_string();
    emu.fail_next(
        "POST /channels/{id}/messages",
        Failure::NoAnswer {
            applied: true,
            answer_after: Some(Duration::from_secs(1)),
        },
    );
    let members: Vec<UserId> = (0..8).map(|i| emu.add_user(&format!("fan{i}"))).collect();
    let clicks: Vec<_> = members
        .iter()
        .map(|&m| emu.click(m, channel, results.id, &button))
        .collect();
    let posted = emu
        .wait_for_message(channel, |m| is_analysis_of(m, id), WAIT)
        .await
        .expect("the analysis is posted");
    assert_analysis(&posted);
    let url = format!(
        "https://discord.com/channels/{}/{channel}/{}",
        w.guild, posted.id
    );
    // Every click is answered; all but one are told, only themselves.
    let mut told = Vec::new();
    for click in &clicks {
        let s = click
            .wait(WAIT, |s| s.response.is_some())
            .await
            .expect("every click is answered");
        assert_ne!(
            s.response.map(|r| r.kind),
            Some(4),
            "answered first, then work"
        );
        told.push(click);
    }
    let mut quiet = 0;
    for click in &told {
        let s = click
            .wait(Duration::from_secs(5), |s| !s.ephemerals.is_empty())
            .await;
        match s {
            Some(s) => {
                let text = s.ephemerals[0].text();
                assert!(
                    text.contains(&format!("analysis of game #{id} is on its way"))
                        || links_to(&s.ephemerals[0], &url),
                    "{text}"
                );
            }
            None => quiet += 1,
        }
    }
    assert_eq!(quiet, 1, "one click posts, seven are told");
    // The results' button has become a link; three members click stale copies.
    wait_until_changed(emu, &results).await;
    for i in 0..3 {
        let late = emu.add_user(&format!("late{i}"));
        let click = emu
            .click_forged(late, channel, results.id, &button)
            .expect("a stale copy still sends its click");
        let s = click
            .wait(WAIT, |s| !s.ephemerals.is_empty())
            .await
            .expect("a stale click is told where the analysis is");
        assert!(
            links_to(&s.ephemerals[0], &url),
            "{}",
            s.ephemerals[0].text()
        );
        assert!(!s.ephemerals[0].text().contains("https://"), "no raw link");
    }
    let analyses = emu
        .messages(channel)
        .into_iter()
        .filter(|m| is_analysis_of(m, id))
        .count();
    assert_eq!(analyses, 1, "one public analysis for eleven clicks");
    // How to read this: the formula, for its clicker alone.
    let help = emu.click(
        members[0],
        channel,
        posted.id,
        &ComponentId::AnalysisHelp.to_string(),
    );
    let s = help
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("How to read this answers");
    assert!(
        s.ephemerals[0].text().contains("E(x)"),
        "{}",
        s.ephemerals[0].text()
    );
    assert_eq!(
        emu.messages(channel).len(),
        emu.messages(channel)
            .iter()
            .filter(|m| !m.is_ephemeral())
            .count()
    );
    emu.assert_no_violations();
}

/// Issue 48: after a short game against the computer, the public analysis
/// gives the person's accuracy and names no one beside a mark; "My moves"
/// tells its clicker alone their marks and costliest turns, each with a
/// button that opens the position in the replay; one who did not play is
/// refused.
async fn the_analysis_gives_accuracy_in_public_and_the_worst_moves_privately() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let owner = emu.guild_owner();
    let lobby = start_game(emu, channel, owner, None, "24h").await;
    let id = lobby_number(&lobby);
    // The owner plays the last way offered, move after move: far from best.
    for _ in 0..MOVES_BEFORE_RESIGNING {
        let turn = emu
            .wait_for_message(channel, |m| asks(m, owner), WAIT)
            .await
            .expect("the owner's turn");
        let mv = move_ids(&turn).last().expect("a move button");
        let r = emu.choose(owner, channel, turn.id, &mv).response().await;
        assert_eq!(r.kind, 7, "the move is answered in place: {}", r.content());
    }
    resign(emu, channel, owner).await;
    let results = emu
        .wait_for_message(channel, |m| crate::support::is_results_of(m, id), WAIT)
        .await
        .expect("the results");
    let button = ComponentId::Analysis { game: GameId(id) }.to_string();
    emu.click(owner, channel, results.id, &button);
    let posted = emu
        .wait_for_message(channel, |m| is_analysis_of(m, id), WAIT)
        .await
        .expect("the analysis");
    let text = posted.text();
    assert!(text.contains("Accuracy (against"), "{text}");
    let accuracy = text
        .lines()
        .find(|l| l.contains(": accuracy "))
        .expect("the owner's accuracy");
    for mark in ["inaccura", "mistake", "blunder"] {
        assert!(
            !accuracy.contains(mark),
            "no mark beside a name: {accuracy}"
        );
    }

    // A member who did not play is refused; the owner sees their own moves.
    let mine = ComponentId::OwnMoves { game: GameId(id) }.to_string();
    let bob = emu.add_user("bob");
    let refused = emu.click(bob, channel, posted.id, &mine);
    let s = refused
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("a stranger is told");
    assert!(
        s.ephemerals[0].text().contains("You did not play"),
        "{}",
        s.ephemerals[0].text()
    );
    let asked = emu.click(owner, channel, posted.id, &mine);
    let s = asked
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("My moves answers");
    let own = &s.ephemerals[0];
    let words = own.text();
    assert!(
        words.contains(&format!("Your moves in game #{id}")),
        "{words}"
    );
    assert!(words.contains("Accuracy "), "{words}");
    let worst = words
        .lines()
        .find(|l| l.starts_with("Turn ") && l.contains(": you played "))
        .unwrap_or_else(|| panic!("a costly turn listed: {words}"));
    let turn: u32 = worst["Turn ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("its number");
    // Its button opens the position it was played from in the replay.
    let open = ComponentId::Replay {
        game: GameId(id),
        turn: turn - 1,
        button: ReplayButton::Jump,
    }
    .to_string();
    assert!(own.custom_ids().contains(&open), "{:?}", own.custom_ids());
    let r = emu.click(owner, channel, own.id, &open).response().await;
    assert_ne!(r.kind, 4, "answered first, then drawn");
    // The replay at that position: its ▶ leads to the costly turn itself.
    let forward = ComponentId::Replay {
        game: GameId(id),
        turn,
        button: ReplayButton::Forward,
    }
    .to_string();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = emu
            .ephemerals_for(owner)
            .into_iter()
            .find(|m| m.id == own.id);
        let ids = now.map(|m| m.custom_ids()).unwrap_or_default();
        if ids.contains(&forward) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the replay opens: {ids:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let public = emu.messages(channel);
    assert!(
        public
            .iter()
            .all(|m| m.is_ephemeral() || !m.text().contains("; best ")),
        "the worst moves stay private"
    );
    // A game against the computer is not rated: nobody on the board by accuracy.
    let by = [("by", json!(3))]; // the fourth choice: accuracy
    let board = crate::support::command(emu, owner, channel, "hypnosia leaderboard", &by).await;
    let text = board.text();
    assert!(text.contains("by accuracy"), "{text}");
    assert!(text.contains("3 analyzed rated games or more"), "{text}");
    emu.assert_no_violations();
}

/// Moves the owner plays before resigning: enough for a costly turn.
const MOVES_BEFORE_RESIGNING: usize = 12;

crate::harness::tests! {
    the_live_chances_follow_the_setting_and_the_analysis_follows_the_game,
    eight_clicks_at_once_and_three_stale_ones_post_one_analysis,
    the_analysis_gives_accuracy_in_public_and_the_worst_moves_privately,
}
