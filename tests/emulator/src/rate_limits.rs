//! Discord's rate limits, enforced on every REST call as Discord does, in every test:
//! * **per route**: each bucket (method and route, the top-level channel, guild or webhook
//!   counted apart; see `faults::bucket`) allows [`RateLimits::route_limit`] calls per
//!   [`RateLimits::route_window`]; every answer carries `X-RateLimit-Limit`, `-Remaining`,
//!   `-Reset`, `-Reset-After` and `-Bucket`;
//! * **global**: [`RateLimits::global_per_second`] calls with the bot token in any sliding
//!   second (the window ends at each call, not at a wall-clock second: the
//!   [`RateLimitStats::busiest_second`] a test or bench reads is the busiest such window);
//!   interaction callbacks and the interaction webhooks (follow-ups, edits of the original
//!   answer) are bound to the interaction's token instead and count toward neither;
//! * past either, a 429 with `retry_after` and `global` in its body, `Retry-After`,
//!   `X-RateLimit-Scope` (`user` or `global`) and `X-RateLimit-Global` for the global one;
//!   every 429 is also a `rate-limit` violation (the bot must pace itself);
//! * the **invalid requests** Discord bans on: answers 401, 403 and 429 (not a `shared`
//!   429) in the last 10 minutes of the emulator clock ([`Emulator::rate_limit_stats`]).

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::Response;

use super::Emulator;
use super::faults::{bucket, bucket_hash, rate_limited};

/// Discord's window of invalid requests.
pub const INVALID_WINDOW: Duration = Duration::from_secs(600);

/// The limits the emulator enforces; [`Default`] is Discord's.
#[derive(Clone, Debug, PartialEq)]
pub struct RateLimits {
    /// Calls per route bucket and window (Discord: 5, e.g. messages of a channel).
    pub route_limit: u32,
    /// A route bucket's window (Discord: 5 s for a channel's messages).
    pub route_window: Duration,
    /// Calls with the bot token in any second (Discord: 50).
    pub global_per_second: u32,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            route_limit: 5,
            route_window: Duration::from_secs(5),
            global_per_second: 50,
        }
    }
}

/// What the limits counted since the emulator started.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RateLimitStats {
    /// Calls counted toward the global limit.
    pub calls: u64,
    /// Calls Discord leaves out of the global count (interaction callbacks and webhooks).
    pub exempt: u64,
    /// 429s answered (a route's or the global limit's, injected ones included).
    pub rate_limited: u64,
    /// Of those, the global limit's.
    pub global_rate_limited: u64,
    /// Answers 401, 403 or 429 in the last 10 minutes (Discord bans at 10 000).
    pub invalid_last_10_minutes: u64,
    /// Answers 401, 403 or 429 since the start.
    pub invalid_total: u64,
    /// The most calls counted toward the global limit in any sliding second.
    pub busiest_second: u64,
}

struct RouteBucket {
    used: u32,
    reset_at: Duration,
}

/// Per-route buckets, the global window and the invalid-request count.
#[derive(Default)]
pub(crate) struct Limiter {
    buckets: HashMap<String, RouteBucket>,
    /// Times of the calls of the last second that count toward the global limit.
    last_second: VecDeque<Duration>,
    /// Times of the invalid answers of the last 10 minutes.
    invalid: VecDeque<Duration>,
    stats: RateLimitStats,
    /// Counted calls per top-level channel.
    by_channel: HashMap<String, u64>,
    /// Counted calls per route (method and path, every id as `{id}`).
    by_route: HashMap<String, u64>,
    /// Calls left out of the global count per route (their token as `{token}`).
    exempt_by_route: HashMap<String, u64>,
}

/// Headers to add to an answer of a limited route.
pub(crate) struct RouteHeaders {
    limit: u32,
    remaining: u32,
    reset_after: Duration,
    bucket: String,
}

/// What [`Limiter::admit`] makes of a call.
pub(crate) enum Admission {
    /// Not limited (interaction callbacks).
    Free,
    /// Let through; its answer carries these headers.
    Go(RouteHeaders),
    /// Refused with this 429.
    Refuse(Response, String),
}

/// A call's route: its method and path, every id as `{id}`.
fn route(method: &Method, segs: &[&str]) -> String {
    let mut out = method.to_string();
    for seg in segs {
        out.push('/');
        out.push_str(if seg.parse::<u64>().is_ok() {
            "{id}"
        } else {
            seg
        });
    }
    out
}

/// Interaction callbacks and interaction webhooks are bound to their token, not the bot's.
fn interaction_bound(segs: &[&str]) -> bool {
    matches!(segs.first(), Some(&"interactions") | Some(&"webhooks"))
}

impl Limiter {
    /// Counts a call against its bucket and the global limit, or refuses it.
    pub(crate) fn admit(
        &mut self,
        limits: &RateLimits,
        method: &Method,
        segs: &[&str],
        now: Duration,
    ) -> Admission {
        let global = !interaction_bound(segs);
        if !global {
            self.stats.exempt += 1;
            let mut segs = segs.to_vec();
            if let Some(token) = segs.get_mut(2) {
                *token = "{token}";
            }
            *self
                .exempt_by_route
                .entry(route(method, &segs))
                .or_default() += 1;
        }
        if segs.first() == Some(&"interactions") {
            return Admission::Free;
        }
        if global {
            while self
                .last_second
                .front()
                .is_some_and(|t| now.saturating_sub(*t) >= Duration::from_secs(1))
            {
                self.last_second.pop_front();
            }
            if self.last_second.len() >= limits.global_per_second as usize {
                let oldest = self.last_second.front().copied().unwrap_or(now);
                let left = (oldest + Duration::from_secs(1)).saturating_sub(now);
                let key = bucket(method, segs);
                return self.refuse(
                    rate_limited(left, true, &key),
                    format!(
                        "{method} /{}: more than {} calls in one second -> global 429",
                        segs.join("/"),
                        limits.global_per_second
                    ),
                );
            }
        }
        let key = bucket(method, segs);
        let b = self.buckets.entry(key.clone()).or_insert(RouteBucket {
            used: 0,
            reset_at: now + limits.route_window,
        });
        if now >= b.reset_at {
            *b = RouteBucket {
                used: 0,
                reset_at: now + limits.route_window,
            };
        }
        if b.used >= limits.route_limit {
            let left = b.reset_at - now;
            return self.refuse(
                route_limited(left, limits.route_limit, &key),
                format!(
                    "{method} /{}: bucket {key} spent ({} per {:?}) -> 429",
                    segs.join("/"),
                    limits.route_limit,
                    limits.route_window
                ),
            );
        }
        b.used += 1;
        let headers = RouteHeaders {
            limit: limits.route_limit,
            remaining: limits.route_limit - b.used,
            reset_after: b.reset_at - now,
            bucket: key,
        };
        if global {
            self.last_second.push_back(now);
            self.stats.calls += 1;
            if let ["channels", channel, ..] = segs {
                *self.by_channel.entry((*channel).to_owned()).or_default() += 1;
            }
            *self.by_route.entry(route(method, segs)).or_default() += 1;
            let n = self.last_second.len() as u64;
            self.stats.busiest_second = self.stats.busiest_second.max(n);
        }
        Admission::Go(headers)
    }

    fn refuse(&mut self, response: Response, why: String) -> Admission {
        Admission::Refuse(response, why)
    }

    /// Counts an answer: 429s, and the invalid ones Discord bans on.
    pub(crate) fn answered(&mut self, response: &Response, now: Duration) {
        let status = response.status();
        let shared = response
            .headers()
            .get("x-ratelimit-scope")
            .is_some_and(|v| v == "shared");
        if status == StatusCode::TOO_MANY_REQUESTS {
            self.stats.rate_limited += 1;
            if response.headers().contains_key("x-ratelimit-global") {
                self.stats.global_rate_limited += 1;
            }
        }
        let invalid = matches!(status.as_u16(), 401 | 403) || (status.as_u16() == 429 && !shared);
        if invalid {
            self.invalid.push_back(now);
            self.stats.invalid_total += 1;
        }
    }

    pub(crate) fn stats(&mut self, now: Duration) -> RateLimitStats {
        while self
            .invalid
            .front()
            .is_some_and(|t| now.saturating_sub(*t) >= INVALID_WINDOW)
        {
            self.invalid.pop_front();
        }
        RateLimitStats {
            invalid_last_10_minutes: self.invalid.len() as u64,
            ..self.stats.clone()
        }
    }
}

/// A route's 429 (scope `user`) with its bucket's figures.
fn route_limited(left: Duration, limit: u32, key: &str) -> Response {
    let mut r = rate_limited(left, false, key);
    r.headers_mut()
        .insert("x-ratelimit-limit", HeaderValue::from(limit));
    r
}

impl RouteHeaders {
    /// Adds Discord's rate-limit headers to an answer.
    pub(crate) fn apply(self, response: &mut Response) {
        if response.headers().contains_key("x-ratelimit-bucket") {
            return;
        }
        let reset = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            + self.reset_after;
        let h = response.headers_mut();
        let mut put = |k: &'static str, v: String| {
            if let Ok(v) = HeaderValue::from_str(&v) {
                h.insert(k, v);
            }
        };
        put("x-ratelimit-limit", self.limit.to_string());
        put("x-ratelimit-remaining", self.remaining.to_string());
        put("x-ratelimit-reset", format!("{:.3}", reset.as_secs_f64()));
        put(
            "x-ratelimit-reset-after",
            format!("{:.3}", self.reset_after.as_secs_f64()),
        );
        put("x-ratelimit-bucket", bucket_hash(&self.bucket));
    }
}

impl Emulator {
    /// What Discord's rate limits counted so far: calls, 429s, the invalid requests of the
    /// last 10 minutes (the emulator clock) and the busiest second.
    pub fn rate_limit_stats(&self) -> RateLimitStats {
        let now = self.inner.now();
        self.inner.lock().limiter.stats(now)
    }

    /// The calls counted toward the global limit so far, per route (method and path,
    /// every id as `{id}`), the most first.
    pub fn counted_routes(&self) -> Vec<(String, u64)> {
        let st = self.inner.lock();
        let mut routes: Vec<(String, u64)> = st
            .limiter
            .by_route
            .iter()
            .map(|(r, n)| (r.clone(), *n))
            .collect();
        routes.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        routes
    }

    /// The calls left out of the global limit so far (interaction callbacks
    /// and webhooks), per route (each token as `{token}`), the most first.
    pub fn exempt_routes(&self) -> Vec<(String, u64)> {
        let st = self.inner.lock();
        let mut routes: Vec<(String, u64)> = (st.limiter.exempt_by_route.iter())
            .map(|(r, n)| (r.clone(), *n))
            .collect();
        routes.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        routes
    }

    /// The calls on `channel`'s routes counted toward the global limit so far.
    pub fn counted_in(&self, channel: serenity::all::ChannelId) -> u64 {
        let st = self.inner.lock();
        st.limiter
            .by_channel
            .get(&channel.to_string())
            .copied()
            .unwrap_or(0)
    }
}
