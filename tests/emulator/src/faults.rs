//! Injected REST failures: the test arms "the next N calls matching this route answer that",
//! and the REST layer answers them before routing, without applying the call — the way a 429 or
//! a 5xx from Discord leaves nothing behind. [`Failure::NoAnswer`] instead holds the answer back
//! (for ever, or for a while), after applying the call or not. [`Failure::HangUp`] closes the
//! connection with no answer at all.
//!
//! A served 429 also exhausts its bucket until `retry_after` has passed on the emulator clock:
//! a call to the same bucket before then is answered 429 again and recorded as a `rate-limit`
//! violation (Discord counts those toward its invalid-request ban).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::Json;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::rest::{ApiError, BODY_LIMIT, route};
use super::{Emulator, Inner, wait_on};

/// What an armed failure answers instead of doing the call.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// 429 of a per-route limit (`X-RateLimit-Scope: user`), with Discord's headers and body
    /// `{"message": "You are being rate limited.", "retry_after": secs, "global": false}`.
    RateLimited { retry_after: Duration },
    /// 429 of the global limit (`X-RateLimit-Global: true`, `"global": true`). Until it runs out,
    /// every route but the interaction endpoints is limited.
    GlobalRateLimited { retry_after: Duration },
    /// A 5xx (500..=599) with Discord's JSON body `{"message": "500: Internal Server Error",
    /// "code": 0}`.
    ServerError(u16),
    /// Any Discord error answer, e.g. [`Failure::unknown_message`].
    Api {
        status: u16,
        code: u32,
        message: String,
    },
    /// The call is accepted and its answer never comes, or only after `answer_after` (real time,
    /// not the emulator clock): what a client sees when Discord, or the network, is stuck.
    /// * `applied: true`: the call takes effect at once (the message is posted, MESSAGE_CREATE
    ///   dispatched, the interaction answered) and only the answer is lost or late: a client
    ///   that gives up and posts again posts twice, unless its post carries a `nonce` with
    ///   `enforce_nonce` ([`NONCE_WINDOW`](crate::NONCE_WINDOW)).
    /// * `applied: false`: nothing happens until `answer_after` has passed; then the call takes
    ///   effect and is answered (a slow Discord). With `answer_after: None` it never does.
    ///
    /// A held call goes on when its client gives up (an unapplied one is still applied when
    /// its `answer_after` has passed, as Discord would go on with a request it received), and is
    /// let go, unapplied, when the emulator is dropped. [`Emulator::held_calls`] counts them.
    NoAnswer {
        applied: bool,
        answer_after: Option<Duration>,
    },
    /// The connection is closed once the request was read, with no answer and nothing applied:
    /// what a client sees when Discord's edge or a proxy drops a call (reqwest: "error sending
    /// request for url (…)", the URL an interaction's token included).
    HangUp,
}

impl Failure {
    /// 404, 10008 "Unknown Message".
    pub fn unknown_message() -> Failure {
        Failure::Api {
            status: 404,
            code: 10008,
            message: "Unknown Message".into(),
        }
    }

    /// 403, 50013 "Missing Permissions".
    pub fn missing_permissions() -> Failure {
        Failure::Api {
            status: 403,
            code: 50013,
            message: "Missing Permissions".into(),
        }
    }

    /// [`Failure::NoAnswer`] with the call applied and its answer lost for good: the message is
    /// posted, the client never hears of it.
    pub fn answer_lost() -> Failure {
        Failure::NoAnswer {
            applied: true,
            answer_after: None,
        }
    }

    /// [`Failure::NoAnswer`] with the call neither applied nor answered, ever.
    pub fn no_answer() -> Failure {
        Failure::NoAnswer {
            applied: false,
            answer_after: None,
        }
    }

    fn check(&self) -> Result<(), String> {
        match self {
            Failure::ServerError(s) if !(500..=599).contains(s) => {
                Err(format!("ServerError({s}) is not a 5xx"))
            }
            Failure::Api { status, .. } if !(400..=599).contains(status) => {
                Err(format!("Api status {status} is not an error"))
            }
            _ => Ok(()),
        }
    }
}

/// `METHOD /path`: `*` as the method matches any; a segment `*` or `{anything}` matches any one
/// segment; other segments (ids included) must be equal. `/api/v10` and a query are ignored.
#[derive(Clone, Debug)]
struct RoutePattern {
    method: Option<Method>,
    segs: Vec<Option<String>>,
}

impl RoutePattern {
    fn parse(s: &str) -> Result<RoutePattern, String> {
        let (m, path) = s
            .trim()
            .split_once(char::is_whitespace)
            .ok_or("expected \"METHOD /path\", e.g. \"POST /channels/{id}/messages\"")?;
        let method = match m.to_ascii_uppercase().as_str() {
            "*" => None,
            "GET" => Some(Method::GET),
            "POST" => Some(Method::POST),
            "PUT" => Some(Method::PUT),
            "PATCH" => Some(Method::PATCH),
            "DELETE" => Some(Method::DELETE),
            other => return Err(format!("unknown method {other:?}")),
        };
        let path = path.trim().split('?').next().unwrap_or_default();
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let path = path.trim_matches('/');
        if path.is_empty() {
            return Err("empty path".into());
        }
        let segs = path
            .split('/')
            .map(|seg| {
                let wild = seg == "*" || (seg.starts_with('{') && seg.ends_with('}'));
                (!wild).then(|| seg.to_string())
            })
            .collect();
        Ok(RoutePattern { method, segs })
    }

    fn matches(&self, method: &Method, segs: &[&str]) -> bool {
        self.method.as_ref().is_none_or(|m| m == method)
            && self.segs.len() == segs.len()
            && self
                .segs
                .iter()
                .zip(segs)
                .all(|(p, s)| p.as_deref().is_none_or(|p| p == *s))
    }
}

struct Rule {
    pattern: RoutePattern,
    failure: Failure,
    /// How many matching calls still go through before the rule's turn.
    skip: u32,
    remaining: u32,
}

/// A bucket the emulator declared exhausted (`None`: the global limit) until a time on the
/// emulator clock.
struct Limit {
    bucket: Option<String>,
    until: Duration,
}

#[derive(Default)]
pub(crate) struct Faults {
    rules: Vec<Rule>,
    limits: Vec<Limit>,
}

/// The rate-limit bucket of a call, roughly as Discord computes it: method and route, with ids
/// replaced except the top-level resource (channel, guild, webhook) that per-route limits count
/// separately.
pub(crate) fn bucket(method: &Method, segs: &[&str]) -> String {
    let mut out = method.to_string();
    for (i, seg) in segs.iter().enumerate() {
        let major = i > 0 && matches!(segs[i - 1], "channels" | "guilds" | "webhooks");
        let id = seg.parse::<u64>().is_ok();
        out.push('/');
        out.push_str(if id && !major { "{id}" } else { seg });
    }
    out
}

pub(crate) fn bucket_hash(bucket: &str) -> String {
    let mut h = DefaultHasher::new();
    bucket.hash(&mut h);
    format!("{:016x}", h.finish())
}

/// Discord's 429: headers (`Retry-After` in whole seconds rounded up, the others with
/// milliseconds) and body. The body has no `code`, as Discord's per-route 429s don't.
pub(crate) fn rate_limited(retry_after: Duration, global: bool, bucket: &str) -> Response {
    let secs = retry_after.as_secs_f64();
    let mut headers = vec![("retry-after", format!("{}", secs.ceil() as u64))];
    if global {
        headers.push(("x-ratelimit-global", "true".into()));
        headers.push(("x-ratelimit-scope", "global".into()));
    } else {
        let reset = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            + retry_after;
        headers.extend([
            ("x-ratelimit-limit", "5".to_string()),
            ("x-ratelimit-remaining", "0".into()),
            ("x-ratelimit-reset", format!("{:.3}", reset.as_secs_f64())),
            ("x-ratelimit-reset-after", format!("{secs:.3}")),
            ("x-ratelimit-bucket", bucket_hash(bucket)),
            ("x-ratelimit-scope", "user".into()),
        ]);
    }
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": (secs * 1000.0).round() / 1000.0,
        "global": global,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
    for (k, v) in headers {
        response
            .headers_mut()
            .insert(k, v.parse().expect("ASCII header value"));
    }
    response
}

fn answer(failure: &Failure, bucket: &str) -> Intercepted {
    let status = |s: u16| StatusCode::from_u16(s).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    Intercepted::Answer(match failure {
        Failure::RateLimited { retry_after } => rate_limited(*retry_after, false, bucket),
        Failure::GlobalRateLimited { retry_after } => rate_limited(*retry_after, true, bucket),
        Failure::ServerError(s) => {
            let s = status(*s);
            let reason = s.canonical_reason().unwrap_or("Server Error");
            let body = json!({"message": format!("{}: {reason}", s.as_u16()), "code": 0});
            (s, Json(body)).into_response()
        }
        Failure::Api {
            status: s,
            code,
            message,
        } => (status(*s), Json(json!({"code": code, "message": message}))).into_response(),
        Failure::NoAnswer {
            applied,
            answer_after,
        } => {
            return Intercepted::Hold {
                applied: *applied,
                answer_after: *answer_after,
            };
        }
        Failure::HangUp => return Intercepted::HangUp,
    })
}

/// What [`intercept`] makes of a call.
pub(crate) enum Intercepted {
    /// Answer this instead of doing the call.
    Answer(Response),
    /// [`Failure::NoAnswer`]: hold the answer back.
    Hold {
        applied: bool,
        answer_after: Option<Duration>,
    },
    /// [`Failure::HangUp`]: close the connection, answering nothing ([`hang_up`]).
    HangUp,
}

/// Closes the connection the call came on, with no answer: unwinds its handler, which ends the
/// connection's task (axum's `serve` runs each connection as a task of its own and ignores how
/// it ended) and drops its socket. `resume_unwind`, not `panic!`: no panic hook runs, so nothing
/// is printed. Call it holding no lock.
pub(crate) fn hang_up() -> ! {
    std::panic::resume_unwind(Box::new("the emulator hung up (Failure::HangUp)"))
}

/// Answers the call with a 429 if its bucket is still exhausted, else with an armed failure;
/// None lets the call through. `segs` are the path segments after `/api/v10/`.
pub(crate) fn intercept(inner: &Inner, method: &Method, segs: &[&str]) -> Option<Intercepted> {
    let mut st = inner.lock();
    let faults = &mut st.faults;
    // Nothing armed or announced: every call of every test but a few takes this way.
    if faults.rules.is_empty() && faults.limits.is_empty() {
        return None;
    }
    let now = inner.now();
    let bucket = bucket(method, segs);
    // The bucket first: a call that comes back before `retry_after` is the bot's mistake and
    // leaves the armed failures for the calls that wait, as Discord's limit would.
    faults.limits.retain(|l| l.until > now);
    // Interaction endpoints are not bound to the global limit.
    let interaction = segs.first() == Some(&"interactions");
    let limit = faults.limits.iter().find(|l| match &l.bucket {
        Some(b) => *b == bucket,
        None => !interaction,
    });
    if let Some(limit) = limit {
        let (left, global) = (limit.until - now, limit.bucket.is_none());
        st.violate(
            "rate-limit",
            format!(
                "{method} /{} {left:?} before the announced retry_after ran out -> 429",
                segs.join("/")
            ),
        );
        return Some(Intercepted::Answer(rate_limited(left, global, &bucket)));
    }
    let rule = faults
        .rules
        .iter_mut()
        .find(|r| r.pattern.matches(method, segs))?;
    if rule.skip > 0 {
        rule.skip -= 1;
        return None;
    }
    rule.remaining -= 1;
    let failure = rule.failure.clone();
    faults.rules.retain(|r| r.remaining > 0);
    let until = |d: &Duration| now + *d;
    match &failure {
        Failure::RateLimited { retry_after } => faults.limits.push(Limit {
            bucket: Some(bucket.clone()),
            until: until(retry_after),
        }),
        Failure::GlobalRateLimited { retry_after } => faults.limits.push(Limit {
            bucket: None,
            until: until(retry_after),
        }),
        _ => {}
    }
    drop(st);
    inner.changed.notify_waiters();
    Some(answer(&failure, &bucket))
}

/// Holds a call's answer back for [`Failure::NoAnswer`]: `answer_after`, or for ever without
/// one. False if the emulator stopped first.
pub(crate) async fn hold(inner: &Inner, answer_after: Option<Duration>) -> bool {
    inner.held.fetch_add(1, Ordering::Relaxed);
    inner.changed.notify_waiters();
    let stopped = inner.stopped.notified();
    tokio::pin!(stopped);
    stopped.as_mut().enable();
    if inner.is_stopped.load(Ordering::Relaxed) {
        return false;
    }
    match answer_after {
        Some(after) => tokio::select! {
            () = tokio::time::sleep(after) => true,
            () = stopped => false,
        },
        None => {
            stopped.await;
            false
        }
    }
}

/// A call a [`Failure::NoAnswer`] holds: received whole, then applied at once or after the
/// hold, and answered after it (or never: the emulator stops first and the call is let go,
/// unapplied if it was not yet). It runs as a task of its own, so it goes on when the client
/// gives up and closes the connection (which drops the handler).
pub(crate) async fn held(
    inner: &Arc<Inner>,
    req: Request,
    applied: bool,
    answer_after: Option<Duration>,
) -> Response {
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, BODY_LIMIT)
        .await
        .unwrap_or_default();
    let req = Request::from_parts(parts, Body::from(bytes));
    let inner = Arc::clone(inner);
    let task = tokio::spawn(async move {
        let method = req.method().clone();
        let path = req.uri().path().to_string();
        let query = req.uri().query().unwrap_or_default().to_string();
        let auth = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let rest = path.strip_prefix("/api/v10/").unwrap_or_default();
        let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
        let call = route(&inner, &method, &segs, &query, auth.as_deref(), req);
        let answer = if applied {
            let answer = call.await;
            hold(&inner, answer_after).await;
            answer
        } else if hold(&inner, answer_after).await {
            call.await
        } else {
            Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                0,
                "503: Service Unavailable",
            ))
        };
        answer.unwrap_or_else(IntoResponse::into_response)
    });
    task.await
        .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

impl Emulator {
    /// The next REST call matching `route` answers `failure` instead of being applied. `route` is
    /// `"METHOD /path"`: `{…}` or `*` match any one path segment, `*` as the method any method,
    /// e.g. `"POST /channels/{id}/messages"`, `format!("PATCH /channels/{ch}/messages/{msg}")`,
    /// `"POST /interactions/{id}/{token}/callback"`, `"* /channels/{id}/messages/{id}"`.
    /// Armed failures are tried in the order they were armed. Panics on a malformed route.
    #[track_caller]
    pub fn fail_next(&self, route: &str, failure: Failure) {
        self.fail_times(route, 1, failure);
    }

    /// Like [`Self::fail_next`] for the next `times` matching calls.
    #[track_caller]
    pub fn fail_times(&self, route: &str, times: u32, failure: Failure) {
        self.fail_after(route, 0, times, failure);
    }

    /// Like [`Self::fail_times`], once `skip` matching calls went through as usual: e.g. the
    /// third thread of a channel is slow (`skip` 2).
    #[track_caller]
    pub fn fail_after(&self, route: &str, skip: u32, times: u32, failure: Failure) {
        let pattern = RoutePattern::parse(route)
            .and_then(|p| failure.check().map(|()| p))
            .unwrap_or_else(|e| panic!("fail_after({route:?}, {failure:?}): {e}"));
        if times > 0 {
            self.inner.lock().faults.rules.push(Rule {
                pattern,
                failure,
                skip,
                remaining: times,
            });
        }
    }

    /// How many calls a [`Failure::NoAnswer`] has held so far (each counted once its whole
    /// request was received, whether it was answered later or not).
    pub fn held_calls(&self) -> usize {
        self.inner.held.load(Ordering::Relaxed)
    }

    /// Waits until [`Self::held_calls`] reaches `n`; false on timeout.
    pub async fn wait_held_calls(&self, n: usize, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            (self.held_calls() >= n).then_some(())
        })
        .await
        .is_some()
    }

    /// How many armed failures have not been served yet.
    pub fn pending_failures(&self) -> u32 {
        let st = self.inner.lock();
        st.faults.rules.iter().map(|r| r.remaining).sum()
    }

    /// Waits until every armed failure has been served (the bot made the calls); false on
    /// timeout.
    pub async fn wait_failures_served(&self, timeout: Duration) -> bool {
        wait_on(&self.inner.changed, timeout, || {
            (self.pending_failures() == 0).then_some(())
        })
        .await
        .is_some()
    }

    /// Disarms every pending failure and forgets announced rate limits.
    pub fn clear_failures(&self) {
        let mut st = self.inner.lock();
        st.faults = Default::default();
    }
}
