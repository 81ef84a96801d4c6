//! Fair shares: one member asking for heavy work faster than their allowance
//! is told, only themselves, when to try again, while another member is
//! served. (Once the last person resigns, the computers finish at once:
//! `tests/live/playouts.rs`.)

use std::time::Duration;

use hypnosia_emulator::InteractionHandle;

use crate::support::{BotOptions, start};

/// Whether a response refuses heavy work for going too fast, with a
/// relative time, to the asker only.
fn told_to_wait(r: &hypnosia_emulator::Response) -> Option<i64> {
    let text = r.content();
    if !(r.kind == 4 && r.ephemeral && text.contains("faster than the bot")) {
        return None;
    }
    let at = text.split("<t:").nth(1)?.split(":R>").next()?;
    at.parse().ok()
}

async fn one_member_asking_for_heavy_work_too_fast_is_told_when_to_try_again() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let mallory = emu.add_user("mallory");
    let carol = emu.add_user("carol");
    // A finished game to replay.
    let bob = emu.add_user("bob");
    crate::support::finished_game(emu, channel, alice, bob).await;

    // Mallory asks for twenty replays at once.
    let asked: Vec<InteractionHandle> = (0..20)
        .map(|_| emu.slash(mallory, channel, "hypnosia replay", &[]))
        .collect();
    let now = hypnosia::table::unix_now();
    let mut served = 0;
    let mut waits = Vec::new();
    for h in &asked {
        let r = h.response().await;
        match told_to_wait(&r) {
            Some(at) => waits.push(at),
            None => {
                assert!(
                    r.kind == 5 || (r.kind == 4 && !r.ephemeral),
                    "a replay: type {} {}",
                    r.kind,
                    r.content()
                );
                served += 1;
            }
        }
    }
    let burst = hypnosia::heavy::fair::Allowance::default().burst as usize;
    assert!(
        (burst..burst + 3).contains(&served),
        "{served} of 20 replays served at once (allowance {burst})"
    );
    assert_eq!(served + waits.len(), 20);
    eprintln!(
        "{served} of 20 replays served at once, {} told to wait",
        waits.len()
    );
    assert!(
        waits.iter().all(|&at| at > now && at <= now + 30),
        "told a moment in the near future: {waits:?} (now {now})"
    );
    // Another member is served meanwhile: the allowance is mallory's own.
    let r = emu
        .slash(carol, channel, "hypnosia replay", &[])
        .response()
        .await;
    assert!(
        told_to_wait(&r).is_none(),
        "carol is served: {}",
        r.content()
    );
    // Asked again when told, mallory is served.
    let at = *waits.iter().max().unwrap();
    let wait = (at - hypnosia::table::unix_now()).max(0) as u64;
    tokio::time::sleep(Duration::from_secs(wait)).await;
    let r = emu
        .slash(mallory, channel, "hypnosia replay", &[])
        .response()
        .await;
    assert!(told_to_wait(&r).is_none(), "served again: {}", r.content());
    emu.assert_no_violations();
}

crate::harness::tests! {
    one_member_asking_for_heavy_work_too_fast_is_told_when_to_try_again,
}
