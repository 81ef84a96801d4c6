//! The rate limits of interaction webhooks, kept at the [`gate`](super::gate)
//! per token, where Discord keeps them.
//!
//! Discord buckets a webhook's calls by the webhook **and its token** (its
//! "major parameter" is `webhook_id + webhook_token`): every click's
//! interaction token has buckets of its own. Serenity 0.12 keys them by the
//! application id alone (`Route::WebhookOriginalInteractionResponse` and the
//! follow-up routes), so all the bot's tokens share one bucket in its
//! limiter: one token's spent bucket (`X-RateLimit-Remaining: 0`, reset in up
//! to 5 s) held every other click's edits and follow-ups, and its own count
//! let through five calls per window for the whole bot. That was the 1.2 s
//! deferral of busy benches' slowest clicks. So the gate keeps each token's
//! buckets here, waits out a spent one before the call, tries a call Discord
//! refused with a 429 again after its `Retry-After`, and hands serenity the
//! answer without the `X-RateLimit-*` headers, which would only feed its
//! shared bucket.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use hyper::HeaderMap;
use hyper::Method;
use tokio::time::Instant;

/// How many times a call refused by its webhook bucket is tried again.
pub const RETRIES: u32 = 3;

/// The longest a refused call waits before it is tried again (a longer
/// `Retry-After` is handed to the caller as it came).
pub const LONGEST_RETRY: Duration = Duration::from_secs(10);

/// Buckets past their reset kept before the map is swept.
const SWEEP_PAST: usize = 1024;

/// The bucket of an interaction webhook's call, or `None` for any other
/// call: the method and the route, ids replaced but the webhook's id and
/// token (as Discord counts them).
///
/// ```
/// use hyper::Method;
/// use hypnosia::pace::webhooks::bucket_of;
///
/// let edit = bucket_of(&Method::PATCH, "/api/v10/webhooks/1/abc/messages/@original");
/// let other = bucket_of(&Method::PATCH, "/api/v10/webhooks/1/xyz/messages/@original");
/// assert!(edit.is_some() && edit != other);
/// let a = bucket_of(&Method::DELETE, "/api/v10/webhooks/1/abc/messages/10");
/// let b = bucket_of(&Method::DELETE, "/api/v10/webhooks/1/abc/messages/11");
/// assert_eq!(a, b);
/// assert_eq!(bucket_of(&Method::POST, "/api/v10/channels/5/messages"), None);
/// assert_eq!(bucket_of(&Method::GET, "/api/v10/webhooks/1"), None);
/// ```
pub fn bucket_of(method: &Method, path: &str) -> Option<String> {
    let path = path.split('?').next().unwrap_or_default();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let at = segments.iter().position(|s| *s == "webhooks")?;
    let token = segments.get(at + 2).filter(|t| !t.is_empty())?;
    let mut key = format!("{method} {}/{token}", segments[at + 1]);
    for segment in &segments[at + 3..] {
        key.push('/');
        key.push_str(if segment.bytes().all(|b| b.is_ascii_digit()) {
            "{id}"
        } else {
            segment
        });
    }
    Some(key)
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    remaining: u64,
    reset_at: Instant,
}

/// Each interaction webhook bucket's calls left and reset, as Discord last
/// answered.
#[derive(Default)]
pub struct WebhookBuckets {
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl WebhookBuckets {
    fn buckets(&self) -> MutexGuard<'_, HashMap<String, Bucket>> {
        self.buckets.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until `bucket` has a call left (never, for one Discord has not
    /// answered yet or whose reset has passed), and takes it.
    pub async fn take(&self, bucket: &str) {
        loop {
            let wait = {
                let mut buckets = self.buckets();
                let now = Instant::now();
                match buckets.get_mut(bucket) {
                    Some(b) if b.reset_at > now && b.remaining == 0 => b.reset_at - now,
                    Some(b) if b.reset_at > now => {
                        b.remaining -= 1;
                        return;
                    }
                    _ => return,
                }
            };
            tokio::time::sleep(wait).await;
        }
    }

    /// Learns `bucket`'s state from an answer's `X-RateLimit-Remaining` and
    /// `-Reset-After` (a 429's `Retry-After` spends it until then).
    pub fn learn(&self, bucket: &str, refused: bool, headers: &HeaderMap) {
        let number = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|v| v.is_finite() && *v >= 0.0)
        };
        let (remaining, after) = if refused {
            (
                Some(0.0),
                number("retry-after").or(number("x-ratelimit-reset-after")),
            )
        } else {
            (
                number("x-ratelimit-remaining"),
                number("x-ratelimit-reset-after"),
            )
        };
        let (Some(remaining), Some(after)) = (remaining, after) else {
            return;
        };
        let now = Instant::now();
        let mut buckets = self.buckets();
        if buckets.len() >= SWEEP_PAST {
            buckets.retain(|_, b| b.reset_at > now);
        }
        buckets.insert(
            bucket.to_owned(),
            Bucket {
                remaining: remaining as u64,
                reset_at: now + Duration::from_secs_f64(after.min(3600.0)),
            },
        );
    }

    /// How long a call refused with these headers waits before it is tried
    /// again, if it is tried again at all.
    pub fn retry_after(headers: &HeaderMap) -> Option<Duration> {
        let global = headers.contains_key("x-ratelimit-global");
        let after = headers
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<f64>().ok())
            .filter(|v| v.is_finite() && *v >= 0.0)
            .map(Duration::from_secs_f64)?;
        (!global && after <= LONGEST_RETRY).then_some(after)
    }
}

/// Takes Discord's `X-RateLimit-*` headers off an interaction webhook's
/// answer before serenity reads it (see the module's docs).
pub fn strip_bucket_headers(headers: &mut HeaderMap) {
    let names: Vec<_> = headers
        .keys()
        .filter(|name| name.as_str().starts_with("x-ratelimit-"))
        .cloned()
        .collect();
    for name in names {
        headers.remove(name);
    }
}
