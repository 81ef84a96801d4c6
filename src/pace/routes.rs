//! Discord's route buckets, kept at the [`gate`](super::gate) as Discord
//! keys them, for every call of the process.
//!
//! Serenity's own limiter is off (`HttpBuilder::ratelimiter_disabled`), for
//! two reasons. With it on, serenity 0.12 sends every call straight to
//! Discord and ignores the proxy it was given (`Ratelimiter::perform` builds
//! its requests without it), so nothing would pass the gate. And it keys
//! every interaction webhook by the application id alone
//! (`Route::WebhookOriginalInteractionResponse` and the follow-up routes),
//! where Discord buckets a webhook's calls by the webhook **and its token**
//! (its "major parameter" is `webhook_id + webhook_token`): one click's
//! spent bucket (`X-RateLimit-Remaining: 0`, reset in up to 5 s) would hold
//! every other click's edits and follow-ups.
//!
//! So the gate keeps each bucket here, keyed by the method and the route
//! with its major parameter (a channel, a server, a webhook and its token),
//! learnt from Discord's `X-RateLimit-Remaining` and `-Reset-After`. A call
//! waits out its spent bucket (and a global limit's `Retry-After`) before it
//! goes; one that Discord refuses with a 429 anyway (a bucket not yet learnt,
//! calls racing for its last call) is tried again after its `Retry-After`,
//! a few times, as serenity's limiter did.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use hyper::HeaderMap;
use hyper::Method;
use tokio::time::Instant;

/// How many times a call refused with a 429 is tried again.
pub const RETRIES: u32 = 5;

/// The longest a refused call waits before it is tried again (a longer
/// `Retry-After` is handed to the caller as it came).
pub const LONGEST_RETRY: Duration = Duration::from_secs(60);

/// Buckets kept before those past their reset are swept.
const SWEEP_PAST: usize = 4096;

/// A Discord API path as the gate reads it: its segments after the `/api`
/// prefix and the version (`/api/v10/`, either or both may be missing),
/// without the query string. The one reading of a path that both the
/// global count ([`ApiPath::exempt`]) and the route buckets
/// ([`ApiPath::bucket`]) use.
///
/// ```
/// use hypnosia_engine::pace::routes::ApiPath;
///
/// let path = ApiPath::parse("/api/v10/channels/5/messages?limit=50");
/// assert_eq!(path.segments(), ["channels", "5", "messages"]);
/// assert_eq!(ApiPath::parse("/channels/5/messages"), path);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiPath<'a> {
    segments: Vec<&'a str>,
}

impl<'a> ApiPath<'a> {
    /// Reads `path` (a request's path, with or without its query string).
    pub fn parse(path: &'a str) -> ApiPath<'a> {
        let path = path.split('?').next().unwrap_or_default();
        let mut segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let mut skip = usize::from(segments.first() == Some(&"api"));
        let version = |s: &str| s.starts_with('v') && s[1..].bytes().all(|b| b.is_ascii_digit());
        if segments.get(skip).is_some_and(|s| version(s)) {
            skip += 1;
        }
        segments.drain(..skip);
        // A path of the prefix alone (`/api/v10`) is one empty segment, as
        // a bare `/` is.
        if segments.is_empty() {
            segments.push("");
        }
        ApiPath { segments }
    }

    /// The segments after the prefix (a trailing slash leaves an empty last one).
    pub fn segments(&self) -> &[&'a str] {
        &self.segments
    }

    /// Whether Discord leaves the call out of the global count: an
    /// interaction's callback (`interactions/{id}/{token}/callback`) or its
    /// webhook (`webhooks/{application_id}/{token}…`: follow-ups, the
    /// original answer); `webhooks/{id}` alone is read with the bot's token.
    pub fn exempt(&self) -> bool {
        match self.segments.as_slice() {
            ["interactions", ..] => true,
            ["webhooks", _, token, ..] => !token.is_empty(),
            _ => false,
        }
    }

    /// The call's bucket with `method`: ids replaced but the major parameter
    /// (a channel's, a server's, a webhook's id and token), as Discord
    /// counts them.
    pub fn bucket(&self, method: &Method) -> String {
        let segments = &self.segments;
        let mut key = method.to_string();
        for (i, segment) in segments.iter().enumerate() {
            let before = |n: usize| i.checked_sub(n).map(|j| segments[j]);
            let major = matches!(before(1), Some("channels" | "guilds" | "webhooks"))
                || before(2) == Some("webhooks");
            key.push('/');
            key.push_str(if !major && segment.bytes().all(|b| b.is_ascii_digit()) {
                "{id}"
            } else {
                segment
            });
        }
        key
    }
}

/// The bucket of a call: the method and the route, ids replaced but the
/// major parameter (a channel's, a server's, a webhook's id and token), as
/// Discord counts them ([`ApiPath::bucket`]).
///
/// ```
/// use hyper::Method;
/// use hypnosia_engine::pace::routes::bucket_of;
///
/// // Each interaction token has buckets of its own.
/// let edit = bucket_of(&Method::PATCH, "/api/v10/webhooks/1/abc/messages/@original");
/// let other = bucket_of(&Method::PATCH, "/api/v10/webhooks/1/xyz/messages/@original");
/// assert_ne!(edit, other);
/// // A channel's messages share one; other channels have their own.
/// let a = bucket_of(&Method::DELETE, "/api/v10/channels/5/messages/10");
/// let b = bucket_of(&Method::DELETE, "/api/v10/channels/5/messages/11");
/// let c = bucket_of(&Method::DELETE, "/api/v10/channels/6/messages/11");
/// assert_eq!(a, b);
/// assert_ne!(a, c);
/// assert_ne!(a, bucket_of(&Method::PATCH, "/api/v10/channels/5/messages/10"));
/// ```
pub fn bucket_of(method: &Method, path: &str) -> String {
    ApiPath::parse(path).bucket(method)
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    remaining: u64,
    reset_at: Instant,
}

#[derive(Default)]
struct Buckets {
    routes: HashMap<String, Bucket>,
    /// How many buckets the next sweep waits for: twice what the last one
    /// kept, so that a sweep's cost is spread over as many new buckets (every
    /// interaction's webhook is a bucket of its own, alive for seconds).
    sweep_at: usize,
    /// The global limit's `Retry-After`: no counted call before it.
    global_until: Option<Instant>,
}

/// Each route bucket's calls left and reset, as Discord last answered.
#[derive(Default)]
pub struct RouteBuckets(Mutex<Buckets>);

/// What a route's bucket has left before its reset, as Discord last said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// Calls it lets go before its reset.
    pub left: u64,
    /// When it resets, from now.
    pub reset_in: Duration,
}

/// What a 429 asks of its call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The global limit's (every counted call waits), not a route's.
    pub global: bool,
    /// How long before it is tried again, if it is.
    pub retry_after: Option<Duration>,
}

impl RouteBuckets {
    fn buckets(&self) -> MutexGuard<'_, Buckets> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until `bucket` has a call left (and, for a `counted` call, the
    /// global limit's wait is over), and takes it; `held` is called once,
    /// before the first wait, if it must wait. True when it waited.
    pub async fn take(&self, bucket: &str, counted: bool, held: impl FnOnce()) -> bool {
        let mut held = Some(held);
        let mut waited = false;
        loop {
            let wait = {
                let mut buckets = self.buckets();
                let now = Instant::now();
                let global = buckets.global_until.filter(|at| counted && *at > now);
                match (global, buckets.routes.get_mut(bucket)) {
                    (Some(until), _) => until - now,
                    (None, Some(b)) if b.reset_at > now && b.remaining == 0 => b.reset_at - now,
                    (None, Some(b)) if b.reset_at > now => {
                        b.remaining -= 1;
                        return waited;
                    }
                    (None, _) => return waited,
                }
            };
            waited = true;
            if let Some(held) = held.take() {
                held();
            }
            tokio::time::sleep(wait).await;
        }
    }

    /// What `bucket` has left before its reset, as Discord last said; `None`
    /// when nothing is known of it or its reset is past (it lets calls go).
    pub fn room(&self, bucket: &str) -> Option<Room> {
        let now = Instant::now();
        let b = *self.buckets().routes.get(bucket)?;
        (b.reset_at > now).then(|| Room {
            left: b.remaining,
            reset_in: b.reset_at - now,
        })
    }

    /// Learns `bucket`'s state from an answer: its `X-RateLimit-Remaining`
    /// and `-Reset-After`, or a 429's `Retry-After` (the bucket's, or the
    /// global limit's). A 429 says what it asks of its call.
    pub fn learn(&self, bucket: &str, status: u16, headers: &HeaderMap) -> Option<Refusal> {
        let number = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|v| v.is_finite() && *v >= 0.0)
        };
        let now = Instant::now();
        let in_secs = |secs: f64| now + Duration::from_secs_f64(secs.min(3600.0));
        let mut buckets = self.buckets();
        let refusal = (status == 429).then(|| Refusal {
            global: headers.contains_key("x-ratelimit-global"),
            retry_after: number("retry-after")
                .map(Duration::from_secs_f64)
                .filter(|after| *after <= LONGEST_RETRY),
        });
        let (remaining, after) = match refusal {
            Some(Refusal { global: true, .. }) => {
                if let Some(after) = number("retry-after") {
                    buckets.global_until = Some(in_secs(after));
                }
                return refusal;
            }
            Some(_) => (
                Some(0.0),
                number("retry-after").or(number("x-ratelimit-reset-after")),
            ),
            None => (
                number("x-ratelimit-remaining"),
                number("x-ratelimit-reset-after"),
            ),
        };
        if let (Some(remaining), Some(after)) = (remaining, after) {
            if buckets.routes.len() >= buckets.sweep_at.max(SWEEP_PAST) {
                buckets.routes.retain(|_, b| b.reset_at > now);
                buckets.sweep_at = 2 * buckets.routes.len();
            }
            buckets.routes.insert(
                bucket.to_owned(),
                Bucket {
                    remaining: remaining as u64,
                    reset_at: in_secs(after),
                },
            );
        }
        refusal
    }
}
