//! `/hypnosia stats`: answered to the asker alone, posted in public once on
//! Share, its button greyed.

use hypnosia_emulator::EmuMessage;

use super::{history, step_button};
use crate::support::{WAIT, private_command};

/// The stats answer their asker alone; Share posts the same answer in
/// public, once, and the button turns grey.
async fn stats_are_answered_to_the_asker_alone_and_shared_on_share() {
    let h = history().await;
    let (emu, channel) = (&h.w.emu, h.w.channel);
    let stats = private_command(emu, h.bob, channel, "hypnosia stats", &[]).await;
    let bob = format!("<@{}>", h.bob);
    assert!(stats.text().contains(&bob), "{}", stats.text());
    // Two rated games: a chart would be a line between two dots.
    assert!(stats.attachment("rating.png").is_none());
    assert!(stats.attachment("player.png").is_some(), "the header");
    let (share, disabled) = step_button(&stats, "Share");
    assert!(!disabled);
    let is_shared = |m: &EmuMessage| {
        !m.is_ephemeral() && m.text().contains("Hypnosia stats") && m.text().contains(&bob)
    };
    assert!(
        !emu.messages(channel).iter().any(is_shared),
        "not yet public"
    );
    let r = emu.click(h.bob, channel, stats.id, &share).response().await;
    assert_eq!(r.kind, 6, "answered at once: {}", r.content());
    let shared = emu
        .wait_for_message(channel, is_shared, WAIT)
        .await
        .expect("the stats in public");
    assert_eq!(shared.text(), stats.text(), "the same answer");
    assert!(shared.attachment("player.png").is_some());
    assert!(
        shared.button("Share").is_none(),
        "{:?}",
        shared.custom_ids()
    );
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu
        .message(stats.id)
        .and_then(|m| m.button("Shared").map(|b| b.disabled))
        != Some(true)
    {
        assert!(tokio::time::Instant::now() < deadline, "the button greys");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(
        emu.messages(channel)
            .iter()
            .filter(|m| is_shared(m))
            .count(),
        1
    );
    h.w.emu.assert_no_violations();
}

crate::harness::tests! {
    stats_are_answered_to_the_asker_alone_and_shared_on_share,
}
