//! The small poise bot the smoke tests drive, defined here rather than the real bot's so the
//! emulator's own tests do not depend on the game: one command per emulator feature (embeds,
//! deferrals, edits, subcommands, selects) and a few that break Discord's rules on purpose.
//! It connects through `HttpBuilder::proxy`, as the real binary does with DISCORD_API_URL.
//! Used by `smoke.rs` and `rule_violations.rs`.

use std::time::Duration;

use hypnosia_emulator::Emulator;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditMessage, GatewayIntents,
};

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

pub const WAIT: Duration = Duration::from_secs(10);

/// A 2×2 RGBA PNG.
pub fn tiny_png() -> Vec<u8> {
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
        .proxy(emu.plain_api_url())
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

pub struct World {
    pub emu: Emulator,
    pub guild: serenity::GuildId,
    pub channel: ChannelId,
    pub alice: serenity::UserId,
    bot: tokio::task::JoinHandle<()>,
}

impl Drop for World {
    fn drop(&mut self) {
        self.bot.abort();
    }
}

pub async fn world() -> World {
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
