//! Threads as Discord keeps them: no thread inside a thread (50024), archived threads that
//! refuse edits and reopen on a post unless locked (50083), and locked active threads that
//! only Manage Threads may post in.

use hypnosia_emulator::{Emulator, ThreadState};
use serenity::all::{
    Builder, CreateInteractionResponse, CreateInteractionResponseMessage, CreateThread,
    EditMessage, EditThread, GatewayIntents, InteractionId, Permissions,
};

use crate::recording_client::{Seen, refusal, rules, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_cannot_hold_a_thread() {
    let w = world(GatewayIntents::GUILDS).await;
    let thread = w.emu.add_thread(w.channel, "lobby");
    assert_eq!(w.emu.threads(w.channel), [thread]);
    assert_eq!(w.emu.channel_name(thread).as_deref(), Some("lobby"));
    let open = ThreadState {
        archived: false,
        locked: false,
    };
    assert_eq!(w.emu.thread_state(thread), Some(open));

    // A lobby opened inside the thread: the bot answers, then tries to give it its own thread.
    let h = w.ping(thread).await;
    let reply = CreateInteractionResponseMessage::new().content("lobby");
    CreateInteractionResponse::Message(reply)
        .execute(&w.http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("reply in the thread");
    let lobby = h.snapshot().original.expect("reply");
    assert_eq!(lobby.channel_id, thread);
    let from_message = thread
        .create_thread_from_message(&w.http, lobby.id, CreateThread::new("game"))
        .await;
    assert_eq!(refusal(from_message), (400, 50024));
    let plain = thread
        .create_thread(&w.http, CreateThread::new("game"))
        .await;
    assert_eq!(refusal(plain), (400, 50024));
    let dm = w.emu.dm_channel(w.alice);
    assert_eq!(
        refusal(dm.create_thread(&w.http, CreateThread::new("game")).await),
        (400, 50024)
    );
    assert!(w.emu.threads(thread).is_empty());

    // The parent still takes threads.
    let msg = w.post(w.channel, "lobby").await.expect("post");
    w.channel
        .create_thread_from_message(&w.http, msg.id, CreateThread::new("game"))
        .await
        .expect("thread in the text channel");
    assert_eq!(w.emu.threads(w.channel).len(), 2);
    // Legitimate tries: nothing recorded.
    w.emu.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "not a guild text channel")]
async fn add_thread_refuses_a_thread_parent() {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("g");
    let channel = emu.add_channel(guild, "games");
    let thread = emu.add_thread(channel, "lobby");
    emu.add_thread(thread, "inner");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn archived_threads_reopen_on_a_post_unless_locked() {
    let mut w = world(GatewayIntents::GUILDS).await;
    let thread = w.emu.add_thread(w.channel, "game");
    let board = w.post(thread, "board").await.expect("post");

    w.emu.archive_thread(thread, false);
    let archived = |a: bool| {
        move |e: &Seen| {
            *e == Seen::ThreadUpdate {
                thread,
                archived: a,
            }
        }
    };
    w.expect_event(archived(true)).await;
    let edit = thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await;
    assert_eq!(
        refusal(edit),
        (400, 50083),
        "no edits in an archived thread"
    );
    let slash = w.emu.try_slash(w.alice, thread, "ping", &[]);
    assert!(slash.expect_err("no commands").contains("archived thread"));
    w.post(thread, "still here")
        .await
        .expect("a post reopens it");
    w.expect_event(archived(false)).await;
    let open = ThreadState {
        archived: false,
        locked: false,
    };
    assert_eq!(w.emu.thread_state(thread), Some(open));
    thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 2"))
        .await
        .expect("edit once reopened");

    w.emu.archive_thread(thread, true);
    w.expect_event(archived(true)).await;
    assert_eq!(refusal(w.post(thread, "move 3").await), (400, 50083));
    let edit = thread
        .edit_message(&w.http, board.id, EditMessage::new().content("move 3"))
        .await;
    assert_eq!(refusal(edit), (400, 50083));
    let shut = ThreadState {
        archived: true,
        locked: true,
    };
    assert_eq!(w.emu.thread_state(thread), Some(shut));
    assert_eq!(w.emu.messages(thread).len(), 2);
    assert_eq!(w.emu.message(board.id).expect("board").content, "move 2");
    w.emu.assert_no_violations();

    // Locked but active: only Manage Threads may post (the bot has it by default).
    w.emu.unarchive_thread(thread);
    thread
        .edit_thread(&w.http, EditThread::new().locked(true))
        .await
        .expect("the bot locks its thread");
    w.post(thread, "moderator post")
        .await
        .expect("with Manage Threads");
    w.emu
        .set_channel_permission(w.channel, Permissions::MANAGE_THREADS, false);
    assert_eq!(refusal(w.post(thread, "move 4").await), (403, 50013));
    assert_eq!(rules(&w.emu), ["permissions"]);
}
