//! End to end: a command's answer that Discord is slow to acknowledge. The bot
//! defers a command that has sent nothing after a moment; an answer already on
//! its way counts as sent, so no deferral goes out over it (Discord would refuse
//! the second with 40060, and a deferral taken first would lose the answer).

use std::time::Duration;

use hypnosia_emulator::Failure;

use crate::support::{BotOptions, WAIT, start};

const CALLBACK: &str = "POST /interactions/{id}/{token}/callback";

async fn an_answer_on_its_way_is_never_deferred_over() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let ada = emu.add_user("ada");
    // Discord answers the bot after the moment a silent command is deferred:
    // once having shown the answer at once, once showing it only then.
    for applied in [true, false] {
        let channel = emu.add_channel(w.guild, &format!("applied-{applied}"));
        let host = emu.add_user(&format!("host-{applied}"));
        emu.fail_next(CALLBACK, late_answer(applied));
        let r = emu
            .slash(host, channel, "hypnosia new", &[])
            .response()
            .await;
        assert_eq!(
            r.kind, 4,
            "applied {applied}: the lobby itself, no deferral"
        );
        assert!(
            r.message.is_some() && !r.ephemeral,
            "applied {applied}: a public lobby: {r:?}"
        );
    }
    // A command that defers at once, its deferral slow to be acknowledged
    // (each step above took longer than the moment of the deferral, so any
    // deferral sent over an answer is among the violations by now).
    emu.fail_next(CALLBACK, late_answer(true));
    let asked = emu.slash(ada, w.channel, "hypnosia games", &[]);
    let shown = asked
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("the games list");
    let said = shown.original.map(|m| m.text()).unwrap_or_default();
    assert!(said.contains("No game has finished"), "{said}");
    emu.assert_no_violations();
}

/// Discord's answer to the bot 2 s late.
fn late_answer(applied: bool) -> Failure {
    Failure::NoAnswer {
        applied,
        answer_after: Some(Duration::from_secs(2)),
    }
}

crate::harness::tests! {
    an_answer_on_its_way_is_never_deferred_over,
}
