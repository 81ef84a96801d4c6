//! What a moderator does to the bot mid-game: deleting its messages (MESSAGE_DELETE only with
//! the Guild Messages intent, then 10008 on every use of the message) and taking its
//! permissions away (posts refused, interaction answers still allowed, as on Discord).

use serenity::all::{
    Builder, CreateActionRow, CreateButton, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage, GatewayIntents, InteractionId, Permissions,
};

use crate::recording_client::{Seen, refusal, rules, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_deletes_a_message() {
    let mut w = world(GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES).await;
    let row = CreateActionRow::Buttons(vec![CreateButton::new("join").label("Join")]);
    let lobby = w
        .channel
        .send_message(
            &w.http,
            CreateMessage::new().content("lobby").components(vec![row]),
        )
        .await
        .expect("post");

    w.emu.delete_message(w.channel, lobby.id);
    let channel = w.channel;
    w.expect_event(|e| *e == Seen::Deleted(channel, lobby.id))
        .await;
    assert!(w.emu.message(lobby.id).is_none());
    assert!(w.emu.messages(w.channel).is_empty());
    assert_eq!(
        refusal(w.channel.message(&w.http, lobby.id).await),
        (404, 10008)
    );
    let edit = w
        .channel
        .edit_message(&w.http, lobby.id, EditMessage::new().content("x"))
        .await;
    assert_eq!(refusal(edit), (404, 10008));
    assert_eq!(
        refusal(w.channel.delete_message(&w.http, lobby.id).await),
        (404, 10008)
    );
    let click = w.emu.try_click(w.alice, w.channel, lobby.id, "join");
    assert!(click.expect_err("no click").contains("deleted"));

    // The reply to a command, deleted: its token can no longer edit it.
    let h = w.ping(w.channel).await;
    let reply = CreateInteractionResponseMessage::new().content("board");
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("reply");
    let original = h.snapshot().original.expect("reply").id;
    w.emu.delete_message(w.channel, original);
    let edit = EditInteractionResponse::new()
        .content("move 2")
        .execute(&w.http, h.token())
        .await;
    assert_eq!(refusal(edit), (404, 10008));
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn message_delete_needs_the_guild_messages_intent() {
    let mut w = world(GatewayIntents::GUILDS).await;
    let msg = w.post(w.channel, "board").await.expect("post");
    w.emu.delete_message(w.channel, msg.id);
    let seen = w.events_until_fence().await;
    assert!(
        !seen.iter().any(|e| matches!(e, Seen::Deleted(..))),
        "{seen:?}"
    );
    assert!(w.emu.message(msg.id).is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_permissions_refuse_posts_but_not_interaction_answers() {
    let w = world(GatewayIntents::GUILDS).await;
    let board = w.post(w.channel, "board").await.expect("post");
    let embed = || CreateEmbed::new().title("Board");

    w.emu
        .set_channel_permission(w.channel, Permissions::SEND_MESSAGES, false);
    assert_eq!(refusal(w.post(w.channel, "move").await), (403, 50013));
    // Discord lets a bot that may no longer send edit what it sent.
    w.channel
        .edit_message(&w.http, board.id, EditMessage::new().content("move 1"))
        .await
        .expect("edit without Send Messages");

    w.emu
        .set_channel_permission(w.channel, Permissions::EMBED_LINKS, false);
    let edit = w
        .channel
        .edit_message(&w.http, board.id, EditMessage::new().embed(embed()))
        .await;
    assert_eq!(refusal(edit), (403, 50013));

    // Interactions are answered through their token, which needs no channel permission.
    let h = w.ping(w.channel).await;
    let reply = CreateInteractionResponseMessage::new()
        .content("your move")
        .embed(embed());
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("interaction reply");
    CreateInteractionResponseFollowup::new()
        .content("and another")
        .embed(embed())
        .execute(&w.http, (None, h.token()))
        .await
        .expect("follow-up");
    w.emu
        .set_channel_permission(w.channel, Permissions::VIEW_CHANNEL, false);
    EditInteractionResponse::new()
        .content("moved")
        .execute(&w.http, h.token())
        .await
        .expect("@original edit");

    assert_eq!(refusal(w.post(w.channel, "move").await), (403, 50001));
    let edit = w
        .channel
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await;
    assert_eq!(refusal(edit), (403, 50001));
    let texts: Vec<String> = w.emu.messages(w.channel).iter().map(|m| m.text()).collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert_eq!(w.emu.message(board.id).expect("board").content, "move 1");
    assert_eq!(rules(&w.emu), ["permissions"; 4]);
}
