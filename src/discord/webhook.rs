//! A click's webhook calls that show a board, their answers read only for
//! what the bot uses: serenity's builders parse every answer into a whole
//! `Message` (author, embeds, files, buttons: each an allocation), which at
//! 2 000 games took 2 % of the bot's CPU for answers nobody read
//! (`benches/README.md`, ninth session). The requests are those of serenity's
//! `edit_original_interaction_response`, `edit_followup_message` and
//! `create_followup_message`.

use serde::Serialize;
use serde::de::{DeserializeOwned, IgnoredAny};
use serenity::all::{Http, LightMethod, Multipart, MultipartUpload, Request, Route};
use serenity::http::HttpError;

use crate::discord::view::ToDiscord;
use crate::table::MessageId;
use crate::views::view::View;

/// `view` in place of the clicked message (`@original`).
pub async fn edit_original(http: &Http, token: &str, view: View) -> serenity::Result<()> {
    let application_id = http.application_id().ok_or_else(no_application)?;
    let route = Route::WebhookOriginalInteractionResponse {
        application_id,
        token,
    };
    let (view, files) = with_files(view);
    let edit = view.into_response_edit();
    send::<IgnoredAny>(http, (LightMethod::Patch, route), &edit, files).await?;
    Ok(())
}

/// `view` in place of the click's follow-up `message`.
pub async fn edit_followup(
    http: &Http,
    token: &str,
    message: MessageId,
    view: View,
) -> serenity::Result<()> {
    let application_id = http.application_id().ok_or_else(no_application)?;
    let message_id = message.0.into();
    let route = Route::WebhookFollowupMessage {
        application_id,
        token,
        message_id,
    };
    let (view, files) = with_files(view);
    send::<IgnoredAny>(
        http,
        (LightMethod::Patch, route),
        &view.into_followup(),
        files,
    )
    .await?;
    Ok(())
}

/// `view` as a new follow-up of the click: the message's id.
pub async fn post_followup(http: &Http, token: &str, view: View) -> serenity::Result<MessageId> {
    #[derive(serde::Deserialize)]
    struct Posted {
        id: serenity::all::MessageId,
    }
    let application_id = http.application_id().ok_or_else(no_application)?;
    let route = Route::WebhookFollowupMessages {
        application_id,
        token,
    };
    let (view, files) = with_files(view);
    let posted: Posted = send(
        http,
        (LightMethod::Post, route),
        &view.into_followup(),
        files,
    )
    .await?;
    Ok(MessageId(posted.id.get()))
}

/// The files a view's builders list as new (its board), and the view
/// with the board's bytes gone: the builder lists the board by name, its
/// bytes go once, as the file.
fn with_files(mut view: View) -> (View, Vec<serenity::all::CreateAttachment>) {
    let files = view.attachment().into_iter().collect();
    if let Some(board) = &mut view.board {
        *board = Vec::new();
    }
    (view, files)
}

fn no_application() -> serenity::Error {
    serenity::Error::Http(HttpError::ApplicationIdMissing)
}

/// `body` as JSON, or as multipart form data beside `files` (the board: a
/// builder lists it among its attachments), as serenity sends it; the
/// answer read as `T` (`IgnoredAny` skips it).
async fn send<T: DeserializeOwned>(
    http: &Http,
    (method, route): (LightMethod, Route<'_>),
    body: &impl Serialize,
    files: Vec<serenity::all::CreateAttachment>,
) -> serenity::Result<T> {
    let request = Request::new(route, method);
    let request = match files.is_empty() {
        true => request.body(Some(serde_json::to_vec(body)?)),
        false => request.multipart(Some(Multipart {
            upload: MultipartUpload::Attachments(files),
            payload_json: Some(serde_json::to_string(body)?),
            fields: vec![],
        })),
    };
    http.fire(request).await
}
