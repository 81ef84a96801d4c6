//! The Discord rules the emulator enforces on a real poise bot that breaks them: the 3-second
//! deadline, a second initial response, too many action rows, an expired interaction token,
//! missing permissions, oversized files, over-long embeds and unknown routes; each answered as
//! Discord would and recorded as its violation.

use std::time::Duration;

use hypnosia_emulator::Emulator;
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{CreateAttachment, CreateEmbed, CreateMessage, Permissions};

use crate::poise_bot::{tiny_png, world};

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
        w.emu.plain_api_url(),
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
    let resp = reqwest::get(format!("{}/api/v10/does/not/exist", w.emu.plain_api_url()))
        .await
        .expect("get");
    assert_eq!(resp.status(), 404);
    assert_eq!(rules(&w.emu), ["unknown-route"]);
    let pins = format!(
        "{}/api/v10/channels/{}/pins",
        w.emu.plain_api_url(),
        w.channel
    );
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

/// An upload whose sender goes away in the middle (a process killed while it posts a board)
/// breaks no rule: the emulator records nothing and posts nothing. A body that arrives whole
/// but is not a multipart upload is still a violation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_cut_off_by_its_sender_is_no_violation() {
    use tokio::io::AsyncWriteExt;

    let emu = Emulator::start().await;
    let guild = emu.add_guild("Test guild");
    let channel = emu.add_channel(guild, "games");
    let addr = emu
        .plain_api_url()
        .trim_start_matches("http://")
        .to_string();
    let body = "--b\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n\
                {\"content\":\"hi\"}\r\n--b\r\nContent-Disposition: form-data; \
                name=\"files[0]\"; filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n";
    let request = |length: usize| {
        format!(
            "POST /api/v10/channels/{channel}/messages HTTP/1.1\r\nHost: {addr}\r\n\
             Authorization: Bot {}\r\nContent-Type: multipart/form-data; boundary=b\r\n\
             Content-Length: {length}\r\n\r\n{body}",
            emu.token()
        )
    };

    // Promises 4 000 bytes, sends the first few hundred, and is killed.
    let mut cut = tokio::net::TcpStream::connect(&addr).await.unwrap();
    cut.write_all(request(4_000).as_bytes()).await.unwrap();
    cut.write_all(&[0u8; 64]).await.unwrap();
    cut.flush().await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    drop(cut);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        emu.take_violations().is_empty(),
        "a cut-off upload breaks no rule"
    );
    assert!(emu.messages(channel).is_empty(), "and posts nothing");

    // Whole, as long as it says, but the file part never ends: a malformed upload.
    let mut whole = tokio::net::TcpStream::connect(&addr).await.unwrap();
    whole
        .write_all(request(body.len()).as_bytes())
        .await
        .unwrap();
    whole.flush().await.unwrap();
    let mut answer = vec![0u8; 512];
    let read = tokio::time::timeout(
        Duration::from_secs(5),
        tokio::io::AsyncReadExt::read(&mut whole, &mut answer),
    )
    .await
    .expect("an answer")
    .unwrap();
    let answer = String::from_utf8_lossy(&answer[..read]);
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    let rules: Vec<_> = emu.take_violations().into_iter().map(|v| v.rule).collect();
    assert_eq!(rules, ["multipart"]);
}
