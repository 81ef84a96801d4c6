//! How the emulator answers a refused call: Discord's error body (`code`, `message`, and for
//! a bad form its nested `errors`), with the violation it records when the bot could have
//! known better. Shared by every route, hence its own file.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::state::State;

/// A Discord error answer: `{"code": …, "message": …}` with an HTTP status.
#[derive(Debug)]
pub(crate) struct ApiError {
    pub status: StatusCode,
    pub code: u32,
    pub message: String,
    pub errors: Option<Value>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: u32, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            errors: None,
        }
    }
    pub fn form(path: &str, detail: &str) -> ApiError {
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        e.errors =
            Some(json!({ path: {"_errors": [{"code": "BASE_TYPE_INVALID", "message": detail}]}}));
        e
    }
    pub fn unknown_channel() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
    }
    pub fn unknown_message() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, 10008, "Unknown Message")
    }
    pub fn missing_permissions() -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, 50013, "Missing Permissions")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({"code": self.code, "message": self.message});
        if let Some(e) = self.errors {
            body["errors"] = e;
        }
        (self.status, Json(body)).into_response()
    }
}

/// Records a violation and returns the error to answer with.
pub(crate) fn reject(
    st: &mut State,
    rule: &str,
    detail: impl Into<String>,
    e: ApiError,
) -> ApiError {
    st.violate(
        rule,
        format!("{} -> {} {}", detail.into(), e.status.as_u16(), e.code),
    );
    e
}

pub(crate) type ApiResult = Result<Response, ApiError>;

pub(crate) fn ok_json(v: Value) -> ApiResult {
    Ok(Json(v).into_response())
}

pub(crate) fn no_content() -> ApiResult {
    Ok(StatusCode::NO_CONTENT.into_response())
}
