//! Proves the Discord emulator works with a real poise/serenity bot: a tiny framework defined
//! here connects through `HttpBuilder::proxy`, the test injects interactions and asserts what
//! the channel shows and which Discord rules were broken.

use std::time::Duration;

use hypnosia_emulator::{EmuMessage, Emulator, FLAG_EPHEMERAL};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditMessage, GatewayIntents, Permissions,
};

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

const WAIT: Duration = Duration::from_secs(10);

/// A 2×2 RGBA PNG.
fn tiny_png() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, 2, 2);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header().expect("png header");
        w.write_image_data(&[255u8; 16]).expect("png data");
    }
    out
}

/// Replies with an embed and a button.
#[poise::command(slash_command)]
async fn ping(ctx: Ctx<'_>) -> Result<(), Error> {
    let row = CreateActionRow::Buttons(vec![CreateButton::new("ping:again").label("Again")]);
    let reply = poise::CreateReply::default()
        .embed(CreateEmbed::new().title("Pong").description("pong!"))
        .components(vec![row]);
    ctx.send(reply).await?;
    Ok(())
}

/// Defers, then follows up.
#[poise::command(slash_command)]
async fn slow(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    tokio::time::sleep(Duration::from_millis(100)).await;
    ctx.say("done thinking").await?;
    Ok(())
}

/// Posts a channel message with the bot token, edits it, answers ephemerally.
#[poise::command(slash_command)]
async fn post(ctx: Ctx<'_>) -> Result<(), Error> {
    let row = CreateActionRow::Buttons(vec![CreateButton::new("post:x").label("X")]);
    let mut msg = ctx
        .channel_id()
        .send_message(
            ctx,
            CreateMessage::new().content("hello").components(vec![row]),
        )
        .await?;
    msg.edit(ctx, EditMessage::new().content("edited").components(vec![]))
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content("posted")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Replies, reads and edits the reply (`@original`), then follows up.
#[poise::command(slash_command)]
async fn edit(ctx: Ctx<'_>) -> Result<(), Error> {
    let handle = ctx.say("v1").await?;
    assert_eq!(handle.message().await?.content, "v1");
    handle
        .edit(ctx, poise::CreateReply::default().content("v2"))
        .await?;
    ctx.say("second").await?;
    Ok(())
}

/// Game commands.
#[poise::command(slash_command, subcommands("new"))]
async fn hypnosia(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Starts a new game.
#[poise::command(slash_command)]
async fn new(
    ctx: Ctx<'_>,
    #[description = "Number of seats"]
    #[min = 2]
    #[max = 6]
    seats: i64,
) -> Result<(), Error> {
    ctx.say(format!("new game with {seats} seats")).await?;
    Ok(())
}

/// Sends a string select.
#[poise::command(slash_command)]
async fn pick(ctx: Ctx<'_>) -> Result<(), Error> {
    let options = ["red", "green", "blue"]
        .map(|c| CreateSelectMenuOption::new(c, c))
        .to_vec();
    let menu =
        CreateSelectMenu::new("pick:color", CreateSelectMenuKind::String { options }).max_values(2);
    ctx.send(
        poise::CreateReply::default()
            .content("pick colours")
            .components(vec![CreateActionRow::SelectMenu(menu)]),
    )
    .await?;
    Ok(())
}

/// Sleeps before answering (for the 3-second rule).
#[poise::command(slash_command)]
async fn sleepy(ctx: Ctx<'_>) -> Result<(), Error> {
    tokio::time::sleep(Duration::from_millis(300)).await;
    ctx.say("awake").await?;
    Ok(())
}

/// Breaks Discord's limits: six action rows.
#[poise::command(slash_command)]
async fn toomany(ctx: Ctx<'_>) -> Result<(), Error> {
    let rows = (0..6)
        .map(|i| CreateActionRow::Buttons(vec![CreateButton::new(format!("b{i}")).label("b")]))
        .collect();
    let _ = ctx
        .send(
            poise::CreateReply::default()
                .content("rows")
                .components(rows),
        )
        .await;
    Ok(())
}

/// Answers the same interaction twice.
#[poise::command(slash_command)]
async fn twice(ctx: Ctx<'_>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let msg = || {
        CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("hi"))
    };
    app.interaction.create_response(ctx, msg()).await?;
    let _ = app.interaction.create_response(ctx, msg()).await;
    Ok(())
}

async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(ci),
    } = event
    else {
        return Ok(());
    };
    let response = match (ci.data.custom_id.as_str(), &ci.data.kind) {
        ("ping:again", _) => CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .embed(
                    CreateEmbed::new()
                        .title("Board")
                        .image("attachment://board.png"),
                )
                .add_file(CreateAttachment::bytes(tiny_png(), "board.png"))
                .components(vec![]),
        ),
        ("pick:color", serenity::ComponentInteractionDataKind::StringSelect { values }) => {
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(format!("you picked {}", values.join("+")))
                    .ephemeral(true),
            )
        }
        _ => return Ok(()),
    };
    ci.create_response(ctx, response).await?;
    Ok(())
}

/// Starts the poise bot against the emulator, as the real binary would with DISCORD_API_URL.
async fn start_bot(emu: &Emulator) -> tokio::task::JoinHandle<()> {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![
                ping(),
                slow(),
                post(),
                edit(),
                hypnosia(),
                pick(),
                sleepy(),
                toomany(),
                twice(),
            ],
            event_handler: |fw, event| Box::pin(on_event(fw.serenity_context, event)),
            ..Default::default()
        })
        .setup(|ctx, ready, framework| {
            Box::pin(async move {
                for g in &ready.guilds {
                    poise::builtins::register_in_guild(ctx, &framework.options().commands, g.id)
                        .await?;
                }
                Ok(Data)
            })
        })
        .build();
    let http = serenity::HttpBuilder::new(emu.token())
        .proxy(emu.api_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .expect("client");
    tokio::spawn(async move {
        let _ = client.start().await;
    })
}

struct World {
    emu: Emulator,
    guild: serenity::GuildId,
    channel: ChannelId,
    alice: serenity::UserId,
    bot: tokio::task::JoinHandle<()>,
}

impl Drop for World {
    fn drop(&mut self) {
        self.bot.abort();
    }
}

async fn world() -> World {
    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let bot = start_bot(&emu).await;
    assert!(emu.wait_ready(WAIT).await, "bot never identified");
    assert!(
        emu.wait_for_command("twice", WAIT).await,
        "commands never registered"
    );
    World {
        emu,
        guild,
        channel,
        alice,
        bot,
    }
}

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
    assert!(w
        .emu
        .try_select(w.alice, w.channel, menu.id, "pick:color", &["pink"])
        .is_err());
    w.emu.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_are_enforced() {
    let w = world().await;
    let rules = |emu: &Emulator| {
        emu.take_violations()
            .into_iter()
            .map(|v| v.rule)
            .collect::<Vec<_>>()
    };

    // Late first response: the emulator clock jumps past the 3 s window while the bot sleeps.
    let h = w.emu.slash(w.alice, w.channel, "sleepy", &[]);
    w.emu.advance_clock(Duration::from_secs(4));
    assert!(h.wait_response(Duration::from_secs(2)).await.is_none());
    assert!(rules(&w.emu).contains(&"interaction-deadline".to_string()));

    // Second initial response.
    let h = w.emu.slash(w.alice, w.channel, "twice", &[]);
    h.response().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(rules(&w.emu), ["double-response"]);

    // Six action rows.
    let h = w.emu.slash(w.alice, w.channel, "toomany", &[]);
    assert!(h.wait_response(Duration::from_millis(500)).await.is_none());
    assert_eq!(rules(&w.emu), ["components"]);

    // Expired interaction token (15 min on the emulator clock).
    let h = w.emu.slash(w.alice, w.channel, "ping", &[]);
    h.response().await;
    w.emu.advance_clock(Duration::from_secs(16 * 60));
    let url = format!(
        "{}/api/v10/webhooks/{}/{}/messages/@original",
        w.emu.api_url(),
        w.emu.bot_id(),
        h.token()
    );
    let resp = reqwest::Client::new()
        .patch(&url)
        .json(&json!({"content": "late"}))
        .send()
        .await
        .expect("patch");
    assert_eq!(resp.status(), 401);
    assert_eq!(
        resp.json::<serde_json::Value>().await.expect("json")["code"],
        50027
    );
    assert_eq!(rules(&w.emu), ["token-expired"]);

    // Missing Attach Files: 403 / 50013.
    w.emu
        .set_channel_permission(w.channel, Permissions::ATTACH_FILES, false);
    let http = w.emu.http();
    let files = vec![CreateAttachment::bytes(tiny_png(), "x.png")];
    let err = http
        .send_message(w.channel, files, &CreateMessage::new().content("x"))
        .await
        .expect_err("403");
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)) = err else {
        panic!("{err:?}")
    };
    assert_eq!((e.status_code.as_u16(), e.error.code), (403, 50013));
    assert_eq!(rules(&w.emu), ["permissions"]);

    // Oversized file: 413 / 40005.
    w.emu
        .set_channel_permission(w.channel, Permissions::ATTACH_FILES, true);
    let big = vec![CreateAttachment::bytes(
        vec![0u8; hypnosia_emulator::MAX_FILE_BYTES + 1],
        "big.bin",
    )];
    let err = http
        .send_message(w.channel, big, &CreateMessage::new())
        .await
        .expect_err("413");
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)) = err else {
        panic!("{err:?}")
    };
    assert_eq!((e.status_code.as_u16(), e.error.code), (413, 40005));
    assert_eq!(rules(&w.emu), ["file-size"]);

    // Embed title over 256 chars: 400 / 50035.
    let embed = CreateEmbed::new().title("t".repeat(257));
    let err = http
        .send_message(w.channel, vec![], &CreateMessage::new().embed(embed))
        .await
        .expect_err("400");
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)) = err else {
        panic!("{err:?}")
    };
    assert_eq!((e.status_code.as_u16(), e.error.code), (400, 50035));
    // Discord's OpenAPI description says so too, and is checked first.
    assert_eq!(rules(&w.emu), ["openapi"]);

    // Unknown route.
    let resp = reqwest::get(format!("{}/api/v10/does/not/exist", w.emu.api_url()))
        .await
        .expect("get");
    assert_eq!(resp.status(), 404);
    assert_eq!(rules(&w.emu), ["unknown-route"]);
    let pins = format!("{}/api/v10/channels/{}/pins", w.emu.api_url(), w.channel);
    let auth = format!("Bot {}", w.emu.token());
    let resp = reqwest::Client::new()
        .get(&pins)
        .header("Authorization", auth)
        .send()
        .await
        .expect("pins");
    assert_eq!(resp.status(), 404);
    assert_eq!(rules(&w.emu), ["unknown-route"]);
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
