//! Whom Discord notifies: the users a message mentions, as far as its
//! `allowed_mentions` allow them, when it is created without the
//! SUPPRESS_NOTIFICATIONS flag (which the OpenAPI description accepts); an
//! edit never notifies.

use hypnosia_emulator::FLAG_SUPPRESS_NOTIFICATIONS;
use serenity::all::{
    CreateAllowedMentions, CreateMessage, EditMessage, GatewayIntents, MessageFlags,
};

use crate::recording_client::world;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mention_notifies_once_unless_suppressed_and_never_by_an_edit() {
    let w = world(GatewayIntents::GUILDS).await;
    let alice = w.alice;
    let mention = format!("<@{alice}>, your move");
    let allowed = || CreateAllowedMentions::new().users([alice]);
    let post = |m: CreateMessage| w.channel.send_message(&w.http, m);

    let loud = post(
        CreateMessage::new()
            .content(&mention)
            .allowed_mentions(allowed()),
    )
    .await
    .expect("a post");
    let silent = CreateMessage::new()
        .content(&mention)
        .allowed_mentions(allowed())
        .flags(MessageFlags::SUPPRESS_NOTIFICATIONS);
    let silent = post(silent).await.expect("a silent post is valid");
    let unlisted = CreateMessage::new()
        .content(&mention)
        .allowed_mentions(CreateAllowedMentions::new());
    post(unlisted).await.expect("a post that pings nobody");
    let edit = EditMessage::new()
        .content(format!("{mention}, again"))
        .allowed_mentions(allowed());
    w.channel
        .edit_message(&w.http, silent.id, edit)
        .await
        .expect("an edit");

    assert_eq!(w.emu.notifications(alice), vec![loud.id]);
    let shown = w.emu.message(silent.id).expect("the silent post");
    assert_ne!(shown.flags & FLAG_SUPPRESS_NOTIFICATIONS, 0);
    assert!(shown.pings.is_empty(), "{:?}", shown.pings);
    // Deleted, a message's notification stays.
    w.emu.delete_message(w.channel, loud.id);
    assert_eq!(w.emu.notifications(alice), vec![loud.id]);
    w.emu.assert_no_violations();
}
