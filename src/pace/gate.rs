//! The gate every REST call of the process passes: a plain HTTP hop on
//! 127.0.0.1 that serenity is given as its proxy (`HttpBuilder::proxy`, its
//! own limiter off: with it on, serenity ignores the proxy), so that one
//! place sees every call whoever makes it (a command, a click, a show, a
//! look-up) without wrapping call sites one by one (all but the commands'
//! registration at start-up: one call, with a time limit of its own, before
//! any game, on serenity's own limiter). Each call takes its turn
//! of the [`Pace`] (an interaction's callback or webhook, which Discord does
//! not count, goes at once), waits for room in its route bucket as Discord
//! keys them ([`routes`]), goes on to Discord (or to `--api-url`), and comes
//! back as Discord answered; a 429 is waited out and tried again here.
//! Every refusal Discord counts toward its ban (401, 403, and 429s but its
//! `shared` ones) reaches the breaker here, whoever made the call (a person's
//! command, a click's webhook, a background show); whether a call was the
//! breaker's probe is the screen's to say. A call that does not reach
//! Discord is answered with the reason but not the URL, which may hold an
//! interaction's token.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{CONNECTION, CONTENT_LENGTH, HOST, HeaderValue, TRANSFER_ENCODING};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tracing::{error, warn};

use super::Pace;
use super::routes::{self, ApiPath, RouteBuckets};

/// Whether Discord leaves a call out of the global count: an interaction's
/// callback (`/interactions/{id}/{token}/callback`) or its webhook
/// (`/webhooks/{application_id}/{token}…`: follow-ups, the original answer),
/// read by [`ApiPath::exempt`].
pub fn exempt(path: &str) -> bool {
    ApiPath::parse(path).exempt()
}

/// Opens the gate on a free port of 127.0.0.1 and returns the base URL to
/// give serenity as its proxy. Calls go on to `upstream` (e.g.
/// `https://discord.com`) through `client`, for the life of the process.
pub async fn open(
    pace: Arc<Pace>,
    client: reqwest::Client,
    upstream: String,
) -> std::io::Result<String> {
    let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0))).await?;
    let url = format!("http://{}", listener.local_addr()?);
    let upstream: Arc<str> = upstream.trim_end_matches('/').into();
    let buckets = Arc::clone(pace.route_buckets());
    tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    warn!(error = %e, "the pace's gate could not take a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            let gate = Gate {
                pace: pace.clone(),
                client: client.clone(),
                upstream: upstream.clone(),
                buckets: buckets.clone(),
            };
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let gate = gate.clone();
                    async move { Ok::<_, Infallible>(gate.pass(req).await) }
                });
                let _ = hyper::server::conn::http1::Builder::new()
                    .keep_alive(true)
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    Ok(url)
}

/// What each connection to the gate shares.
#[derive(Clone)]
struct Gate {
    pace: Arc<Pace>,
    client: reqwest::Client,
    upstream: Arc<str>,
    buckets: Arc<RouteBuckets>,
}

impl Gate {
    /// One call: its turn of the pace, its route bucket's room, then
    /// Discord's answer (a 429 waited out and tried again, see [`routes`]).
    async fn pass(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let api_path = ApiPath::parse(req.uri().path());
        let counted = !api_path.exempt();
        let bucket = api_path.bucket(req.method());
        let (parts, body) = req.into_parts();
        let body = match body.collect().await {
            Ok(body) => body.to_bytes(),
            Err(e) => return failed(StatusCode::BAD_REQUEST, &e),
        };
        let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
        let mut tries = 0;
        let answer = loop {
            // The route's room first, then the pace's token: a token taken
            // before a wait would let its call go in a later, busier second,
            // so a token paid for this call goes back while the route holds
            // it (the call takes one after the wait: one in all).
            let held = || {
                if counted {
                    self.pace.give_back_paid();
                }
            };
            if self.buckets.take(&bucket, counted, held).await {
                self.pace.note_rate_limit(false);
            }
            // Counted at the cap until answered: it arrives by then.
            let _counted = if counted {
                Some(self.pace.counted_call().await)
            } else {
                self.pace.exempt_call();
                None
            };
            let mut call = self
                .client
                .request(parts.method.clone(), format!("{}{path}", self.upstream));
            for (name, value) in &parts.headers {
                if ![HOST, CONNECTION, CONTENT_LENGTH, TRANSFER_ENCODING].contains(name) {
                    call = call.header(name, value);
                }
            }
            let answer = match call.body(body.clone()).send().await {
                Ok(answer) => answer,
                Err(e) if e.is_timeout() => {
                    return failed(StatusCode::GATEWAY_TIMEOUT, &e.without_url());
                }
                Err(e) => return failed(StatusCode::BAD_GATEWAY, &e.without_url()),
            };
            let status = answer.status().as_u16();
            let Some(refusal) = self.buckets.learn(&bucket, status, answer.headers()) else {
                if matches!(status, 401 | 403) {
                    self.note_refusal(status, counted);
                }
                break answer;
            };
            let shared = answer
                .headers()
                .get("x-ratelimit-scope")
                .is_some_and(|scope| scope == "shared");
            if !shared {
                self.note_refusal(429, counted);
            }
            self.pace.note_rate_limit(refusal.global);
            match refusal.retry_after {
                Some(_) if tries < routes::RETRIES => tries += 1,
                _ => break answer,
            }
        };
        let mut back = Response::builder().status(answer.status());
        for (name, value) in answer.headers() {
            if ![CONNECTION, CONTENT_LENGTH, TRANSFER_ENCODING].contains(name) {
                back = back.header(name, value);
            }
        }
        let body = match answer.bytes().await {
            Ok(body) => body,
            Err(e) => return failed(StatusCode::BAD_GATEWAY, &e.without_url()),
        };
        back.body(Full::new(body))
            .unwrap_or_else(|e| failed(StatusCode::BAD_GATEWAY, &e))
    }

    /// A refusal Discord counts, to the breaker (`bots_token`: the call was
    /// signed with the bot's token, not an interaction's); said once when
    /// it opens.
    fn note_refusal(&self, status: u16, bots_token: bool) {
        if self.pace.note_answer(status, bots_token) {
            error!(why = ?self.pace.breaker_open(), refusals = self.pace.refusals(),
                "Discord refused too much: background calls stop (see the crate docs, `operating`)");
        }
    }
}

/// A call that did not reach Discord, as serenity reads a failure: a 5xx
/// (tried again later) with a JSON body. `why` never holds the call's URL
/// (reqwest's errors are given `without_url`): callers log this text, and
/// an interaction's URL holds its token.
fn failed(status: StatusCode, why: &dyn std::fmt::Display) -> Response<Full<Bytes>> {
    let body = serde_json::json!({ "message": format!("the pace's gate: {why}"), "code": 0 });
    let mut answer = Response::new(Full::new(Bytes::from(body.to_string())));
    *answer.status_mut() = status;
    answer.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    answer
}
