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
use hypnosia_emulator::Emulator;

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
    round: u16,
    before: &[ChannelId],
) -> Vec<ChannelId> {
    let playing = format!("Round {round} is being played");
    let card = emu.wait_for_message(
        channel,
        |m| m.id == signup && m.text().contains(&playing),
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
        let tables = round_threads(emu, (channel, signup.id), round, &opened).await;
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

crate::harness::tests! {
    every_version_of_the_card_links_threads_never_its_channel,
}
