//! End to end: every game ends, and no game escapes its rating. A practice
//! game (no turn limit) says how it ends and, left alone, ends by itself,
//! saying why (unrated, holding neither its channel nor one of the server's
//! tables meanwhile: the engine's rules, `tests/live/idle.rs`); no
//! table opens in a private thread, whose owner could remove the bot and so
//! call a rated game off; a click in the moments after a restart is answered.

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia::game::Color;
use hypnosia::learn::LESSONS;
use hypnosia::live::Waits;
use hypnosia::store::Store;
use hypnosia::table::{ChannelId, GuildId, Seat, UserId};
use serde_json::json;

use crate::fixtures;
use crate::support::{
    BotOptions, WAIT, asks, assert_refused, emulator, open_lobby_in, run_bot, start,
};

async fn an_abandoned_practice_game_ends_by_itself_saying_why() {
    // Idle for a second instead of a day, the sweep every 200 ms.
    let w = start(BotOptions {
        waits: Waits {
            idle_end: Duration::from_secs(1),
            sweep_every: Duration::from_millis(200),
            ..Waits::default()
        },
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let ada = emu.add_user("ada");
    let lesson = emu
        .slash(
            ada,
            channel,
            "hypnosia learn",
            &[("lesson", json!(LESSONS.len()))],
        )
        .response()
        .await
        .message
        .expect("the last lesson");
    let practice = emu
        .click_forged(ada, channel, lesson.id, &ComponentId::Practice.to_string())
        .expect("a click")
        .response()
        .await;
    assert!(
        practice.content().contains("after a day without a move"),
        "{}",
        practice.content()
    );
    let turn = emu
        .wait_for_message(channel, |m| asks(m, ada), WAIT)
        .await
        .expect("Ada's turn, in the channel");
    assert!(
        turn.text().contains("closes after a day without a move"),
        "its turn says how it ends: {}",
        turn.text()
    );
    // Nobody moves: it is called off, and says why.
    let ended = emu
        .wait_for_message(
            channel,
            |m| m.text().contains("the bot (a day without a move)"),
            WAIT,
        )
        .await
        .expect("the practice game ends by itself");
    assert!(ended.text().contains("canceled"), "{}", ended.text());
    emu.assert_no_violations();
}

async fn no_table_opens_in_a_private_thread() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let ada = emu.add_user("ada");
    let private = emu.add_private_thread(w.channel, "ada's corner", ada);
    let r = emu
        .slash(ada, private, "hypnosia new", &[])
        .response()
        .await;
    assert_refused(&r, "private thread");
    assert!(emu.messages(private).is_empty(), "nothing posted there");
    // A public thread still takes a table.
    let public = emu.add_thread(w.channel, "everyone's corner");
    open_lobby_in(emu, public, ada, &[]).await;
    emu.assert_no_violations();
}

async fn a_restart_with_many_running_games_answers_at_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    let options = BotOptions {
        database_url: Some(url.clone()),
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    // 300 running games of two people each, all shown, as a bot stopped
    // in the middle of a busy day leaves them.
    let store = Store::open(&url).await.expect("the database");
    let (guild, channel) = (GuildId(w.guild.get()), ChannelId(w.channel.get()));
    for n in 0..300u64 {
        let (a, b) = (UserId(10_000 + 2 * n), UserId(10_001 + 2 * n));
        let seats = vec![
            Seat::human(Color::Red, a, "a"),
            Seat::human(Color::Blue, b, "b"),
        ];
        let lobby = fixtures::new_lobby(guild, channel, a, seats);
        let (id, game) = fixtures::start_game(&store, &lobby, n).await;
        let nothing = hypnosia::table::OnScreen::default();
        store
            .mark_shown(id, game.version(), &nothing, false)
            .await
            .unwrap();
    }
    store.close().await;
    run_bot(&w, options).await;
    // The first interaction after the start-up is answered within Discord's
    // 3 s, while the games resume.
    let ada = w.emu.add_user("ada");
    let r = w
        .emu
        .slash(ada, w.channel, "hypnosia learn", &[])
        .response()
        .await;
    assert!(
        r.latency < Duration::from_secs(3),
        "answered in {:?}",
        r.latency
    );
    w.emu.assert_no_violations();
}

crate::harness::tests! {
    an_abandoned_practice_game_ends_by_itself_saying_why,
    no_table_opens_in_a_private_thread,
    a_restart_with_many_running_games_answers_at_once,
}
