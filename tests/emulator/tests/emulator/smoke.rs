//! Proves the Discord emulator works with a real poise/serenity bot (`poise_bot.rs`, connected
//! through `HttpBuilder::proxy`): the tests inject interactions and assert what the channel
//! shows — replies, deferrals, edits, follow-ups, selects, many games at once, a dropped
//! connection resumed, REST answers serenity parses. The rules the emulator enforces on that
//! bot are `rule_violations.rs`.

use std::time::Duration;

use hypnosia_emulator::{EmuMessage, FLAG_EPHEMERAL};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{ChannelId, CreateMessage};

use crate::poise_bot::{WAIT, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_embed_button_then_update_with_png() {
    let w = world().await;
    let r = w
        .emu
        .slash(w.alice, w.channel, "ping", &[])
        .response()
        .await;
    assert_eq!(r.kind, 4);
    let msg = r.message.expect("message");
    assert_eq!(msg.embed_titles(), ["Pong"]);
    assert_eq!(
        msg.button("Again").and_then(|b| b.custom_id).as_deref(),
        Some("ping:again")
    );
    assert_eq!(w.emu.messages(w.channel).len(), 1);

    let r = w
        .emu
        .click_label(w.alice, w.channel, msg.id, "Again")
        .response()
        .await;
    assert_eq!(r.kind, 7);
    let shown = w.emu.message(msg.id).expect("still there");
    assert!(shown.components.is_empty(), "components removed");
    assert_eq!(shown.embed_titles(), ["Board"]);
    let png = shown.attachment("board.png").expect("png attached");
    assert_eq!((png.width, png.height), (Some(2), Some(2)));
    let decoder = png::Decoder::new(std::io::Cursor::new(png.data.to_vec()));
    assert_eq!(decoder.read_info().expect("valid png").info().width, 2);
    assert_eq!(w.emu.latency_stats().count, 2);
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn defer_then_follow_up_fills_the_thinking_message() {
    let w = world().await;
    let h = w.emu.slash(w.alice, w.channel, "slow", &[]);
    assert_eq!(h.response().await.kind, 5);
    let snap = h
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("filled in");
    assert_eq!(snap.original.expect("original").content, "done thinking");
    let shown = w
        .emu
        .wait_for_message(w.channel, |m| m.content == "done thinking", WAIT)
        .await;
    assert!(shown.is_some());
    assert_eq!(w.emu.messages(w.channel).len(), 1);
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_message_with_bot_token_edit_and_ephemeral() {
    let w = world().await;
    let h = w.emu.slash(w.alice, w.channel, "post", &[]);
    let snap = h
        .wait(WAIT, |s| s.response.is_some())
        .await
        .expect("answered");
    assert!(snap.response.expect("response").ephemeral);
    assert_eq!(h.ephemeral_texts(), ["posted"]);
    let msgs = w.emu.messages(w.channel);
    assert_eq!(msgs.len(), 1, "ephemeral reply not in channel: {msgs:?}");
    assert_eq!(msgs[0].content, "edited");
    assert!(msgs[0].components.is_empty());
    assert_eq!(msgs[0].edits, 1);
    assert_eq!(
        w.emu.ephemerals_for(w.alice)[0].flags & FLAG_EPHEMERAL,
        FLAG_EPHEMERAL
    );
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn subcommand_options_and_select_menu() {
    let w = world().await;
    let r = w
        .emu
        .slash(w.alice, w.channel, "hypnosia new", &[("seats", json!(4))])
        .response()
        .await;
    assert_eq!(r.content(), "new game with 4 seats");
    assert!(
        w.emu
            .try_slash(w.alice, w.channel, "hypnosia new", &[("seats", json!(9))])
            .is_err(),
        "max 6"
    );
    assert!(
        w.emu
            .try_slash(w.alice, w.channel, "hypnosia new", &[])
            .is_err(),
        "seats required"
    );

    let menu = w
        .emu
        .slash(w.alice, w.channel, "pick", &[])
        .response()
        .await
        .message
        .expect("menu");
    let r = w
        .emu
        .select(w.alice, w.channel, menu.id, "pick:color", &["red", "blue"])
        .response()
        .await;
    assert!(r.ephemeral);
    assert_eq!(r.content(), "you picked red+blue");
    assert!(
        w.emu
            .try_select(w.alice, w.channel, menu.id, "pick:color", &["pink"])
            .is_err()
    );
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reply_edit_through_original_and_follow_up() {
    let w = world().await;
    let h = w.emu.slash(w.alice, w.channel, "edit", &[]);
    let snap = h
        .wait(WAIT, |s| s.followups.len() == 1)
        .await
        .expect("follow-up");
    assert_eq!(snap.original.expect("original").content, "v2");
    assert_eq!(snap.followups[0].content, "second");
    let contents: Vec<String> = w
        .emu
        .messages(w.channel)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(contents, ["v2", "second"]);
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_concurrent_games() {
    let w = world().await;
    // Channels added after READY reach the bot as CHANNEL_CREATE.
    let channels: Vec<ChannelId> = (0..20)
        .map(|i| w.emu.add_channel(w.guild, &format!("game-{i}")))
        .collect();
    let mut tasks = Vec::new();
    for (i, channel) in channels.into_iter().enumerate() {
        let user = w.emu.add_user(&format!("player{i}"));
        let r = w.emu.slash(user, channel, "ping", &[]).response().await;
        let msg = r.message.expect("message");
        tasks.push(w.emu.click(user, channel, msg.id, "ping:again"));
    }
    for t in &tasks {
        assert_eq!(t.response().await.kind, 7);
    }
    let stats = w.emu.latency_stats();
    assert_eq!(stats.count, 40);
    assert!(stats.p99 < Duration::from_secs(1), "{stats:?}");
    assert_eq!(w.emu.unanswered(), 0);
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_replays_interactions_missed_while_disconnected() {
    let w = world().await;
    w.emu.drop_gateway();
    let r = w
        .emu
        .slash(w.alice, w.channel, "ping", &[])
        .response()
        .await;
    assert_eq!(r.kind, 4);
    let (identifies, resumes, connected) = w.emu.gateway_stats();
    assert_eq!((identifies, resumes, connected), (1, 1, true));
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_shapes_parse_with_serenity() {
    let w = world().await;
    let http = w.emu.http();
    let msg = w
        .emu
        .slash(w.alice, w.channel, "ping", &[])
        .response()
        .await
        .message
        .expect("msg");
    let guild = w.emu.messages(w.channel)[0].guild_id.expect("guild");
    http.get_current_user().await.expect("current user");
    http.get_current_application_info()
        .await
        .expect("application");
    http.get_guild(guild).await.expect("guild");
    http.get_channels(guild).await.expect("channels");
    http.get_guild_roles(guild).await.expect("roles");
    http.get_member(guild, w.alice).await.expect("member");
    http.get_user(w.alice).await.expect("user");
    let channel = http.get_channel(w.channel).await.expect("channel");
    assert_eq!(channel.guild().expect("guild channel").name, "games");
    let got = http.get_message(w.channel, msg.id).await.expect("message");
    assert_eq!(got.embeds[0].title.as_deref(), Some("Pong"));
    assert_eq!(got.components.len(), 1);
    let list = http
        .get_messages(w.channel, None, Some(10))
        .await
        .expect("messages");
    assert_eq!(list.len(), 1);
    let thread = w
        .channel
        .create_thread_from_message(&http, msg.id, serenity::CreateThread::new("game #1"))
        .await
        .expect("thread");
    assert_eq!(w.emu.threads(w.channel), [thread.id]);
    thread
        .id
        .send_message(&http, CreateMessage::new().content("in thread"))
        .await
        .expect("thread message");
    let private = w
        .channel
        .create_thread(
            &http,
            serenity::CreateThread::new("private").kind(serenity::ChannelType::PrivateThread),
        )
        .await
        .expect("private thread");
    assert_eq!(private.kind, serenity::ChannelType::PrivateThread);
    let dm = w.alice.create_dm_channel(&http).await.expect("dm");
    dm.id.say(&http, "hi").await.expect("dm message");
    let in_thread: Vec<EmuMessage> = w.emu.messages(thread.id);
    assert_eq!(in_thread[0].content, "in thread");
    w.emu.assert_no_violations();
}
