//! End to end: the tournament's sign-up card as the live index of the
//! evening (issue 71). A Swiss of five, two rounds at tables of two, in
//! threads: every version of the card links each table to its thread or to
//! nothing, never to the card's own channel, and once a round's threads are
//! opened the card links all of them while they play. The notifications
//! each player gets over the evening are counted (the figure).

use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::support::{BotOptions, WAIT, is_results, resign};
use crate::tournaments::{cup, players_at, podium, started_in_threads, threads};
use hypnosia_emulator::{EmuMessage, Emulator};

/// The lines of the card's tables ("Table 1 <#…> · …"), in one version of it.
fn table_lines(card: &str) -> Vec<String> {
    let lines = card.lines().map(str::trim);
    let tables = lines.filter(|l| l.starts_with("Table "));
    tables.map(str::to_owned).collect()
}

/// Waits until the card `signup` shows every table of `round` playing, each
/// linked to its thread (the round's one edit once its threads exist).
async fn card_links_all(
    emu: &Emulator,
    channel: ChannelId,
    signup: MessageId,
    round: &[ChannelId],
) {
    for _ in 0..400 {
        let card = emu.message(signup).map(|m| m.text()).unwrap_or_default();
        let lines = table_lines(&card);
        let linked = round.iter().all(|&thread| {
            lines
                .iter()
                .any(|l| l.contains(&format!("<#{thread}>")) && l.ends_with("playing"))
        });
        if linked && lines.len() == round.len() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    let card = emu.message(signup).map(|m| m.text()).unwrap_or_default();
    panic!(
        "the card links every table of the round ({round:?}) while they play, in {channel}: {card}"
    );
}

/// At the table of `thread`, all but its last player resign (a lone person,
/// facing a computer, resigns too); its results.
async fn play_out(emu: &Emulator, thread: ChannelId, people: &[UserId]) {
    let (_, at) = players_at(emu, thread, people).await;
    for &p in &at[..at.len().saturating_sub(1).max(1)] {
        resign(emu, thread, p).await;
    }
    emu.wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the table's results, in its thread");
}

/// The threads of round `round`, once the card lists its tables (the
/// threads of the rounds before, `before`, left out).
async fn round_threads(
    emu: &Emulator,
    (channel, signup): (ChannelId, MessageId),
    playing: &str,
    before: &[ChannelId],
) -> Vec<ChannelId> {
    let card = emu.wait_for_message(
        channel,
        |m| m.id == signup && m.text().contains(playing),
        WAIT,
    );
    let card = card.await.expect("the card shows the round").text();
    let tables = table_lines(&card).len();
    let all = threads(emu, channel, before.len() + tables).await;
    all.into_iter().filter(|t| !before.contains(t)).collect()
}

async fn every_version_of_the_card_links_threads_never_its_channel() {
    let names = ["ann", "ben", "cat", "dan", "eve"];
    let new = cup(0, 2, &[("rounds", json!(2))]);
    let (w, people, signup) = started_in_threads(BotOptions::default(), &names, &new).await;
    let (emu, channel) = (&w.emu, w.channel);

    let mut opened = Vec::new();
    for round in 1..=2 {
        let playing = format!("Round {round} is being played");
        let tables = round_threads(emu, (channel, signup.id), &playing, &opened).await;
        card_links_all(emu, channel, signup.id, &tables).await;
        for &thread in &tables {
            play_out(emu, thread, &people).await;
        }
        opened.extend(tables);
    }
    podium(emu, channel, signup.id).await;

    let versions = emu.versions(signup.id);
    let channel_link = format!("<#{channel}>");
    for card in versions.iter().map(|m| m.text()) {
        for line in table_lines(&card) {
            assert!(
                !line.contains(&channel_link),
                "a table links to the card's channel: {card}"
            );
            assert!(
                !line.contains("<#") || opened.iter().any(|t| line.contains(&format!("<#{t}>"))),
                "a table links to its own thread or nowhere: {card}"
            );
        }
    }
    let counts: Vec<(String, usize)> = names
        .iter()
        .zip(&people)
        .map(|(name, &p)| (name.to_string(), emu.notifications(p).len()))
        .collect();
    eprintln!(
        "notifications per player over a Swiss of five, 2 rounds: {counts:?}; card versions: {}",
        versions.len()
    );
    emu.assert_no_violations();
}

/// Standings under the results in `thread` clicked by its first player, then
/// Share on them: the public standings message is posted in the channel.
async fn share_from_results(emu: &Emulator, thread: ChannelId, people: &[UserId]) {
    let (_, at) = players_at(emu, thread, people).await;
    let results = emu
        .wait_for_message(thread, is_results, WAIT)
        .await
        .unwrap();
    let standings = results
        .button("Standings")
        .and_then(|b| b.custom_id)
        .unwrap();
    let click = emu.click(at[0], thread, results.id, &standings);
    let told = click.wait(WAIT, |s| !s.ephemerals.is_empty()).await;
    let told = told.expect("the standings, told to the clicker").ephemerals[0].clone();
    let share = told
        .button("Share")
        .and_then(|b| b.custom_id)
        .expect("Share");
    let shared = emu.click(at[0], thread, told.id, &share);
    let shared = shared.wait(WAIT, |s| !s.ephemerals.is_empty()).await;
    assert!(shared.is_some(), "the Share is answered");
}

/// A knock-out of five at tables of two: round 1 two tables and a bye,
/// round 2 one table and a bye, then the final. Each bye is pinged once, in
/// the channel; a table's results ping only those who do not go on (those
/// who do hear once, from their next table); the round before the final says
/// the final starts, and the card calls it the final.
async fn a_knockout_pings_a_bye_once_and_those_who_go_on_once() {
    let names = ["ann", "ben", "cat", "dan", "eve"];
    let (w, people, signup) =
        started_in_threads(BotOptions::default(), &names, &cup(1, 2, &[])).await;
    let (emu, channel) = (&w.emu, w.channel);

    let mut opened = Vec::new();
    for playing in ["Round 1 is", "Round 2 is", "The final is"] {
        let tables = round_threads(emu, (channel, signup.id), playing, &opened).await;
        card_links_all(emu, channel, signup.id, &tables).await;
        if let (true, Some(&semi)) = (playing == "The final is", opened.last()) {
            // The semi-final's results are edited once the final's thread
            // is open: before the final is played, as people would see it.
            let edited =
                |m: &EmuMessage| is_results(m) && m.text().contains("The final has started.");
            let edited = emu.wait_for_message(semi, edited, WAIT).await;
            assert!(edited.is_some(), "the semi-final's results edited");
        }
        for &thread in &tables {
            play_out(emu, thread, &people).await;
        }
        opened.extend(tables);
        if opened.len() == 2 {
            share_from_results(emu, opened[0], &people).await;
        }
    }
    let podium = |m: &EmuMessage| m.text().contains("congratulations");
    let podium_text = emu.wait_for_message(channel, podium, WAIT).await;
    let podium_text = podium_text.expect("the podium").text();
    // One picture at the end: the podium's. The public standings message,
    // shared in round 1, says it is over and points to it.
    let over = |m: &EmuMessage| m.text().contains("Over") && m.attachments.is_empty();
    let public = emu.wait_for_message(channel, |m| m.id != signup.id && over(m), WAIT);
    assert!(
        public.await.is_some(),
        "the shared standings, over, without their picture"
    );
    let pictures = emu.messages(channel).into_iter();
    let pictures = pictures
        .filter(|m| m.attachment("board.png").is_some())
        .count();
    let seen: Vec<_> = emu
        .messages(channel)
        .iter()
        .map(|m| {
            (
                m.text().chars().take(60).collect::<String>(),
                m.attachments
                    .iter()
                    .map(|a| a.filename.clone())
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        pictures, 1,
        "one picture in the channel at the end: {seen:?}"
    );
    // Its words keep to the medals: the picture ranks everyone.
    assert!(!podium_text.contains("4. <@"), "{podium_text}");

    let byes: Vec<_> = emu
        .messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("a bye in round"))
        .collect();
    assert_eq!(
        byes.len(),
        2,
        "one bye call in each of rounds 1 and 2: {byes:?}"
    );
    for bye in &byes {
        assert_eq!(bye.pings.len(), 1, "a bye pings its player alone: {bye:?}");
    }
    // Round 2's bye leads to the final, and says so (ux-5 §9).
    assert!(byes[0].content.contains("Your round-2 table"), "{byes:?}");
    assert!(
        byes[1]
            .content
            .contains("Your table in the final will ping you."),
        "{byes:?}"
    );
    let results: Vec<_> = opened
        .iter()
        .map(|&t| {
            emu.messages(t)
                .into_iter()
                .find(is_results)
                .expect("results")
        })
        .collect();
    let (last, before) = results.split_last().unwrap();
    for r in before {
        assert_eq!(
            r.pings.len(),
            1,
            "only the player out is pinged: {}",
            r.text()
        );
    }
    assert_eq!(
        last.pings.len(),
        2,
        "the final's results ping both: {}",
        last.text()
    );
    // The semi-final's "The final starts now", edited once the final's
    // thread opened: it started, and who goes on plays there.
    let semi = &before[before.len() - 1];
    assert!(
        semi.text().contains("The final has started.")
            && semi
                .text()
                .contains(&format!("plays at <#{}>", opened[opened.len() - 1])),
        "{}",
        semi.text()
    );
    for &p in &people {
        let told = emu.notifications(p);
        eprintln!("knock-out: {} notifications for {p}", told.len());
    }
    emu.assert_no_violations();
}

crate::harness::tests! {
    every_version_of_the_card_links_threads_never_its_channel,
    a_knockout_pings_a_bye_once_and_those_who_go_on_once,
}
