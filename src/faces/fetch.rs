//! One avatar fetched from the CDN: a GET with a time limit and a cap on the
//! body, so that a CDN that never answers, or answers without end, costs a
//! few seconds and a few megabytes at most.

use std::time::Duration;

/// The longest one fetch may take, headers and body.
pub const FETCH_LIMIT: Duration = Duration::from_secs(3);

/// The largest avatar read (Discord's 64 px avatars are a few kilobytes).
pub const MAX_BYTES: usize = 2 << 20;

/// Why a fetch brought nothing.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    /// The CDN has no such picture: asked again much later.
    #[error("the CDN has no such picture (HTTP {0})")]
    Missing(u16),
    #[error("the CDN answered HTTP {0}")]
    Status(u16),
    #[error("no answer within {FETCH_LIMIT:?}")]
    TimedOut,
    #[error("the picture is over {MAX_BYTES} bytes")]
    TooLarge,
    #[error("the fetch failed: {0}")]
    Network(String),
}

/// The HTTP client of avatar fetches.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(FETCH_LIMIT)
        .connect_timeout(FETCH_LIMIT)
        .build()
        // Only fails when the TLS backend cannot start, which the bot's own
        // client would have hit first.
        .unwrap_or_default()
}

/// The bytes at `url`, within [`FETCH_LIMIT`] and [`MAX_BYTES`].
pub async fn fetch(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, FetchError> {
    tokio::time::timeout(FETCH_LIMIT, fetch_unbounded(client, url))
        .await
        .map_err(|_| FetchError::TimedOut)?
}

async fn fetch_unbounded(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, FetchError> {
    let mut answer = client.get(url).send().await.map_err(network)?;
    let status = answer.status().as_u16();
    match status {
        200 => {}
        404 | 410 => return Err(FetchError::Missing(status)),
        _ => return Err(FetchError::Status(status)),
    }
    if answer
        .content_length()
        .is_some_and(|n| n > MAX_BYTES as u64)
    {
        return Err(FetchError::TooLarge);
    }
    let mut body = Vec::new();
    while let Some(chunk) = answer.chunk().await.map_err(network)? {
        if body.len() + chunk.len() > MAX_BYTES {
            return Err(FetchError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

fn network(e: reqwest::Error) -> FetchError {
    if e.is_timeout() {
        FetchError::TimedOut
    } else {
        FetchError::Network(e.without_url().to_string())
    }
}
