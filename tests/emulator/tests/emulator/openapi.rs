//! Every request body checked against Discord's own OpenAPI description: a body it refuses is
//! answered 400, 50035 "Invalid Form Body" with Discord's nested `errors`, applies nothing and
//! is recorded as an `openapi` violation; what serenity sends for messages, embeds, components,
//! files, interaction answers, follow-ups and commands passes.

use std::time::Duration;

use hypnosia_emulator::{Emulator, InteractionHandle};
use serde_json::{Value, json};
use serenity::all::{
    ApplicationId, Builder, ChannelId, ClientBuilder, Command, CommandOptionType, CreateActionRow,
    CreateAttachment, CreateButton, CreateCommand, CreateCommandOption, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, EditMessage, GatewayIntents, Http,
    InteractionId, ReactionType, UserId,
};

const WAIT: Duration = Duration::from_secs(10);

/// A gateway session for the tests' interactions (Discord sends none without one); it
/// handles nothing, the tests make the bot's calls themselves. Stopped when dropped.
pub(crate) struct Session(tokio::task::JoinHandle<()>);

impl Drop for Session {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// An emulator with a guild channel, a user, a connected session and a registered `/ping`.
pub(crate) async fn setup() -> (Emulator, ChannelId, UserId, Http, Session) {
    // Many calls to one route from a client without a limiter: buckets large enough to
    // leave them alone (the limits have tests of their own, `rate_limits.rs`).
    let emu = Emulator::start_with(hypnosia_emulator::EmulatorConfig {
        rate_limits: hypnosia_emulator::RateLimits {
            route_limit: 1000,
            ..Default::default()
        },
        ..Default::default()
    })
    .await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let alice = emu.add_user("alice");
    let mut client = ClientBuilder::new_with_http(emu.http(), GatewayIntents::GUILDS)
        .await
        .expect("client");
    let session = Session(tokio::spawn(async move {
        let _ = client.start().await;
    }));
    assert!(emu.wait_ready(WAIT).await, "the session never identified");
    let http = emu.http();
    http.set_application_id(ApplicationId::new(emu.bot_id().get()));
    Command::create_global_command(&http, CreateCommand::new("ping").description("Ping"))
        .await
        .expect("register /ping");
    (emu, channel, alice, http, session)
}

/// A raw JSON request as the bot (the interaction and webhook routes ignore the token):
/// (status, body).
pub(crate) async fn send(
    emu: &Emulator,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let r = reqwest::Client::new()
        .request(method, format!("{}/api/v10{path}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {}", emu.token()))
        .json(&body)
        .send()
        .await
        .expect("request");
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// The codes Discord's `errors` object gives the field at `path` (keys and indices).
fn codes(answer: &Value, path: &[&str]) -> Vec<String> {
    let mut node = &answer["errors"];
    for key in path {
        node = &node[*key];
    }
    node["_errors"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|e| e["code"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[track_caller]
fn assert_form_error(status: u16, answer: &Value) {
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["code"], 50035, "{answer}");
    assert_eq!(answer["message"], "Invalid Form Body", "{answer}");
}

fn rules(emu: &Emulator) -> Vec<String> {
    emu.take_violations().into_iter().map(|v| v.rule).collect()
}

fn callback_path(h: &InteractionHandle) -> String {
    format!("/interactions/{}/{}/callback", h.id(), h.token())
}

#[tokio::test]
async fn a_message_the_description_refuses_is_answered_50035_and_recorded() {
    let (emu, channel, _, _, _session) = setup().await;
    let post = format!("/channels/{channel}/messages");

    // Wrong types and a colour out of range: each field named where Discord names it.
    let body = json!({"content": "hi", "tts": "yes", "embeds": [{"title": "t", "color": -1}]});
    let (status, answer) = send(&emu, reqwest::Method::POST, &post, body).await;
    assert_form_error(status, &answer);
    assert_eq!(codes(&answer, &["tts"]), ["BASE_TYPE_INVALID"], "{answer}");
    assert_eq!(
        codes(&answer, &["embeds", "0", "color"]),
        ["NUMBER_TYPE_MIN"],
        "{answer}"
    );
    assert!(emu.messages(channel).is_empty(), "a refused post is posted");
    let violations = emu.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert_eq!(violations[0].rule, "openapi");
    assert!(
        violations[0]
            .detail
            .contains("/channels/{channel_id}/messages"),
        "{violations:?}"
    );
    let assert = std::panic::catch_unwind(|| emu.assert_no_violations());
    assert!(assert.is_err(), "assert_no_violations let it pass");
    emu.take_violations();

    // A button without its style, deep in the components: the union of component shapes is read
    // by `type`, so the error names the missing field instead of "fits no shape".
    let button = json!({"type": 2, "label": "Join", "custom_id": "join"});
    let body = json!({"content": "lobby", "components": [{"type": 1, "components": [button]}]});
    let (status, answer) = send(&emu, reqwest::Method::POST, &post, body).await;
    assert_form_error(status, &answer);
    let style = ["components", "0", "components", "0", "style"];
    assert_eq!(codes(&answer, &style), ["BASE_TYPE_REQUIRED"], "{answer}");
    // An unknown component type.
    let body = json!({"content": "lobby", "components": [{"type": 99}]});
    let (status, answer) = send(&emu, reqwest::Method::POST, &post, body).await;
    assert_form_error(status, &answer);
    assert!(
        !codes(&answer, &["components", "0", "type"]).is_empty(),
        "{answer}"
    );
    // A nonce longer than 25 characters.
    let body = json!({"content": "x", "nonce": "n".repeat(26), "enforce_nonce": true});
    let (status, answer) = send(&emu, reqwest::Method::POST, &post, body).await;
    assert_form_error(status, &answer);
    assert!(!codes(&answer, &["nonce"]).is_empty(), "{answer}");
    // An edit with content of the wrong type.
    let (_, first) = send(&emu, reqwest::Method::POST, &post, json!({"content": "a"})).await;
    let edit = format!("{post}/{}", first["id"].as_str().expect("id"));
    let (status, answer) = send(&emu, reqwest::Method::PATCH, &edit, json!({"content": 5})).await;
    assert_form_error(status, &answer);
    assert_eq!(
        emu.messages(channel)[0].content,
        "a",
        "a refused edit applied"
    );

    // The `payload_json` of a multipart upload is checked the same way.
    let form = reqwest::multipart::Form::new()
        .text(
            "payload_json",
            json!({"content": ["not", "text"]}).to_string(),
        )
        .part(
            "files[0]",
            reqwest::multipart::Part::bytes(vec![1, 2, 3]).file_name("a.bin"),
        );
    let r = reqwest::Client::new()
        .post(format!("{}/api/v10{post}", emu.plain_api_url()))
        .header("Authorization", format!("Bot {}", emu.token()))
        .multipart(form)
        .send()
        .await
        .expect("upload");
    let status = r.status().as_u16();
    let answer: Value = r.json().await.expect("json");
    assert_form_error(status, &answer);
    assert_eq!(
        codes(&answer, &["content"]),
        ["BASE_TYPE_INVALID"],
        "{answer}"
    );
    assert_eq!(emu.messages(channel).len(), 1);
    assert_eq!(rules(&emu), ["openapi"; 5]);
}

#[tokio::test]
async fn interaction_answers_and_follow_ups_are_checked_too() {
    let (emu, channel, alice, http, _session) = setup().await;
    let h = emu.slash(alice, channel, "ping", &[]);

    // Flags as a string, and a callback type that does not exist.
    let bad = json!({"type": 4, "data": {"content": "pong", "flags": "ephemeral"}});
    let (status, answer) = send(&emu, reqwest::Method::POST, &callback_path(&h), bad).await;
    assert_form_error(status, &answer);
    assert_eq!(codes(&answer, &["data", "flags"]), ["BASE_TYPE_INVALID"]);
    let (status, answer) = send(
        &emu,
        reqwest::Method::POST,
        &callback_path(&h),
        json!({"type": 3}),
    )
    .await;
    assert_form_error(status, &answer);
    assert!(!codes(&answer, &["type"]).is_empty(), "{answer}");
    assert!(h.snapshot().response.is_none(), "a refused answer counted");

    // A valid answer still goes through: the refused ones did not use the interaction up.
    let (status, _) = send(
        &emu,
        reqwest::Method::POST,
        &callback_path(&h),
        json!({"type": 4, "data": {"content": "pong"}}),
    )
    .await;
    assert_eq!(status, 204);

    // Follow-up and `@original` edit with wrong types.
    let app = emu.bot_id();
    let followup = format!("/webhooks/{app}/{}", h.token());
    let (status, answer) = send(
        &emu,
        reqwest::Method::POST,
        &followup,
        json!({"content": 5}),
    )
    .await;
    assert_form_error(status, &answer);
    assert_eq!(
        codes(&answer, &["content"]),
        ["BASE_TYPE_INVALID"],
        "{answer}"
    );
    let original = format!("{followup}/messages/@original");
    let (status, answer) = send(
        &emu,
        reqwest::Method::PATCH,
        &original,
        json!({"embeds": [{"title": "t".repeat(257)}]}),
    )
    .await;
    assert_form_error(status, &answer);
    let title = ["embeds", "0", "title"];
    assert_eq!(codes(&answer, &title), ["BASE_TYPE_MAX_LENGTH"]);
    assert_eq!(h.snapshot().original.expect("answer").content, "pong");
    assert!(h.snapshot().followups.is_empty());
    assert_eq!(rules(&emu), ["openapi"; 4]);

    // And serenity's own follow-up and edit pass.
    CreateInteractionResponseFollowup::new()
        .content("more")
        .execute(&http, (None, h.token()))
        .await
        .expect("follow-up");
    EditInteractionResponse::new()
        .content("pong!")
        .execute(&http, h.token())
        .await
        .expect("edit");
    emu.assert_no_violations();
}

#[tokio::test]
async fn what_serenity_sends_passes() {
    let (emu, channel, alice, http, _session) = setup().await;
    // A command with options, choices, bounds and localizations.
    let option = CreateCommandOption::new(CommandOptionType::Integer, "seats", "Seats")
        .min_int_value(2)
        .max_int_value(6)
        .name_localized("fr", "places")
        .description_localized("fr", "Places");
    let sub = CreateCommandOption::new(CommandOptionType::SubCommand, "new", "Open a lobby")
        .add_sub_option(option)
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::String, "variant", "Variant")
                .add_string_choice("standard", "0")
                .set_autocomplete(false),
        );
    Command::create_global_command(
        &http,
        CreateCommand::new("hypnosia")
            .description("Play")
            .add_option(sub),
    )
    .await
    .expect("register");

    // A message with an embed, buttons (one with an emoji, one a link), a select and a file.
    let embed = CreateEmbed::new()
        .title("Game")
        .description("Turn 1")
        .field("Players", "alice", true)
        .footer(CreateEmbedFooter::new("footer"))
        .color(0x3366ff)
        .timestamp(serenity::model::Timestamp::now())
        .image("attachment://board.png");
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new("join").label("Join"),
        CreateButton::new("ai")
            .label("AI")
            .emoji(ReactionType::Unicode("🤖".into())),
        CreateButton::new_link("https://example.com/rules").label("Rules"),
    ]);
    let options = vec![
        CreateSelectMenuOption::new("Red", "red").description("the red pawns"),
        CreateSelectMenuOption::new("Blue", "blue"),
    ];
    let select = CreateActionRow::SelectMenu(
        CreateSelectMenu::new("color", CreateSelectMenuKind::String { options })
            .placeholder("Color"),
    );
    let message = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("lobby")
                .embed(embed)
                .components(vec![buttons, select])
                .add_file(CreateAttachment::bytes(vec![0u8; 16], "board.png")),
        )
        .await
        .expect("post");

    // An interaction answered with an ephemeral message, then deferred ones.
    let h = emu.slash(alice, channel, "ping", &[]);
    let reply = CreateInteractionResponseMessage::new()
        .content("only you")
        .ephemeral(true)
        .add_file(CreateAttachment::bytes(vec![2u8; 8], "a.png"));
    CreateInteractionResponse::Message(reply)
        .execute(&http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("answer");
    let h = emu.slash(alice, channel, "ping", &[]);
    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
        .execute(&http, (InteractionId::new(h.id()), h.token()))
        .await
        .expect("defer");
    EditInteractionResponse::new()
        .content("done")
        .execute(&http, h.token())
        .await
        .expect("fill in");
    let click_on = emu.click_label(alice, channel, message.id, "Join");
    CreateInteractionResponse::UpdateMessage(
        CreateInteractionResponseMessage::new().content("joined"),
    )
    .execute(&http, (InteractionId::new(click_on.id()), click_on.token()))
    .await
    .expect("update");
    // A channel edit that adds a file and drops the components.
    let mut message = message;
    message
        .edit(
            &http,
            EditMessage::new()
                .content("started")
                .components(vec![])
                .new_attachment(CreateAttachment::bytes(vec![1u8; 16], "board2.png")),
        )
        .await
        .expect("edit");
    emu.assert_no_violations();
}
