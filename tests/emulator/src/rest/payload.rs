//! Reading a request body as Discord does: plain JSON, or a multipart upload whose
//! `payload_json` part is the JSON and whose `files[n]` parts are the files, within Discord's
//! size limits; then checking the JSON against Discord's OpenAPI description before any route
//! sees it.

use axum::body::Bytes;
use axum::extract::multipart::MultipartError;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{Method, StatusCode, header};
use serde_json::Value;

use super::{ApiError, reject};
use crate::Inner;
use crate::limits::{MAX_FILE_BYTES, MAX_REQUEST_BYTES};
use crate::openapi;

/// A file uploaded as `files[n]` in a multipart request.
pub(crate) struct Upload {
    pub index: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Bytes,
}

/// A request body: the JSON (plain or `payload_json`) and uploaded files.
pub(crate) struct Payload {
    pub json: Value,
    pub files: Vec<Upload>,
    /// The JSON came as the `payload_json` part of a multipart request.
    pub multipart: bool,
}

/// Reads the body and checks it against Discord's OpenAPI description ([`openapi`]): a body
/// the description refuses is answered 400, 50035 "Invalid Form Body" with Discord's `errors`,
/// and recorded as an `openapi` violation.
pub(super) async fn read_checked(
    inner: &Inner,
    method: &Method,
    segs: &[&str],
    req: Request,
) -> Result<Payload, ApiError> {
    let payload = read_payload(inner, req).await?;
    if let Err(refusal) = openapi::check(method, segs, &payload.json, payload.multipart) {
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        e.errors = Some(refusal.errors());
        return Err(reject(&mut inner.lock(), "openapi", refusal.summary(), e));
    }
    Ok(payload)
}

async fn read_payload(inner: &Inner, req: Request) -> Result<Payload, ApiError> {
    let too_large = |inner: &Inner, what: String| {
        let e = ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        );
        reject(&mut inner.lock(), "file-size", what, e)
    };
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !is_multipart {
        let bytes = axum::body::to_bytes(req.into_body(), MAX_REQUEST_BYTES + 1)
            .await
            .map_err(|_| too_large(inner, "request body over 25 MiB".into()))?;
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).map_err(|e| {
                let err = ApiError::new(
                    StatusCode::BAD_REQUEST,
                    50109,
                    "The request body contains invalid JSON.",
                );
                reject(&mut inner.lock(), "invalid-json", e.to_string(), err)
            })?
        };
        return Ok(Payload {
            json,
            files: vec![],
            multipart: false,
        });
    }
    let mut mp = Multipart::from_request(req, &())
        .await
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, 50035, e.body_text()))?;
    // A body cut off because its sender went away (a process killed in the middle of an
    // upload) is no rule the sender broke: nobody reads the answer, and Discord would only see
    // a connection closed. A body that is too large, or whole but malformed, is.
    let broken = |inner: &Inner, e: MultipartError| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => too_large(inner, format!("multipart: {e}")),
        StatusCode::INTERNAL_SERVER_ERROR => ApiError::new(
            StatusCode::BAD_REQUEST,
            50035,
            "the request's body ended before its end",
        ),
        _ => {
            let err = ApiError::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
            reject(&mut inner.lock(), "multipart", e.body_text(), err)
        }
    };
    let mut payload = Payload {
        json: Value::Null,
        files: vec![],
        multipart: true,
    };
    let mut total = 0usize;
    loop {
        let field = match mp.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return Err(broken(inner, e)),
        };
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(str::to_string);
        let data = field.bytes().await.map_err(|e| broken(inner, e))?;
        total += data.len();
        if total > MAX_REQUEST_BYTES {
            return Err(too_large(
                inner,
                format!("request over 25 MiB ({total} bytes)"),
            ));
        }
        if name == "payload_json" {
            payload.json = serde_json::from_slice(&data).map_err(|e| {
                let err = ApiError::new(
                    StatusCode::BAD_REQUEST,
                    50109,
                    "The request body contains invalid JSON.",
                );
                reject(
                    &mut inner.lock(),
                    "invalid-json",
                    format!("payload_json: {e}"),
                    err,
                )
            })?;
        } else if let Some(idx) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            if data.len() > MAX_FILE_BYTES {
                let f = filename.unwrap_or_default();
                return Err(too_large(
                    inner,
                    format!("file {f:?} is {} bytes > 10 MiB", data.len()),
                ));
            }
            payload.files.push(Upload {
                index: idx.parse().unwrap_or(payload.files.len() as u64),
                filename: filename.unwrap_or_else(|| format!("file{idx}")),
                content_type,
                data,
            });
        } else {
            let mut st = inner.lock();
            st.violate("multipart", format!("unexpected multipart field {name:?}"));
        }
    }
    Ok(payload)
}
