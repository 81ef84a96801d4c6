//! One avatar fetched from the CDN: a GET with a time limit and a cap on the
//! body, so that a CDN that never answers, or answers without end, costs a
//! few seconds and a few megabytes at most. The client follows no redirect,
//! reads no proxy from the environment and speaks only HTTPS, save to a CDN
//! on this machine's loopback (the tests' emulator): a URL can lead nowhere
//! but to the CDN configured.

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

/// The HTTP client of avatar fetches from the CDN at `cdn`.
pub fn client(cdn: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .use_rustls_tls()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .https_only(!on_loopback(cdn))
        .timeout(FETCH_LIMIT)
        .connect_timeout(FETCH_LIMIT)
        .build()
        // Only fails when the TLS backend cannot start, which the bot's own
        // client would have hit first.
        .unwrap_or_default()
}

/// Whether `url` is plain HTTP to this machine (`127.0.0.1`, `[::1]`,
/// `localhost`), the only place fetched without TLS.
pub fn on_loopback(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("http://") else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = host.rsplit_once('@').map_or(host, |(_, h)| h);
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    name == "localhost"
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
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
        // A redirect is not followed: the CDN has it where it was asked, or not.
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
