//! Where the bot's REST calls go (`--api-url`), and so who keeps each
//! route's bucket. Serenity's own limiter learns the buckets from Discord's
//! headers, but it always calls `https://discord.com` (it ignores a proxy):
//! - no URL: Discord, with serenity's limiter;
//! - an `https://` URL: Discord's API at another address (a test emulator):
//!   calls still name `discord.com`, resolved to that address, so the very
//!   same limiter runs; a loopback address is trusted without checking its
//!   certificate (an emulator's own);
//! - an `http://` URL: a proxy that keeps the buckets for every process of
//!   the bot (twilight-http-proxy): serenity's limiter is off, the proxy's
//!   takes its place.
//!
//! The global pace ([`super::Pace`]) runs in every case: serenity calls the
//! pace's [`gate`](super::gate) on 127.0.0.1, which passes each call on to
//! the address above ([`Api::gate`]).

use std::net::{SocketAddr, ToSocketAddrs};
use std::time::Duration;

/// Where the REST calls go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Api {
    Discord,
    /// Discord's API at `addr`.
    Elsewhere {
        addr: SocketAddr,
        any_certificate: bool,
    },
    /// A rate-limiting proxy at this base URL.
    Proxy(String),
}

impl Api {
    /// From `--api-url` (already checked to start with `http://` or `https://`).
    pub fn of(url: Option<&str>) -> Result<Api, String> {
        let Some(url) = url else {
            return Ok(Api::Discord);
        };
        let Some(rest) = url.strip_prefix("https://") else {
            return Ok(Api::Proxy(url.to_owned()));
        };
        let authority = rest.split('/').next().unwrap_or_default();
        let with_port = if authority
            .rsplit_once(':')
            .is_some_and(|(_, p)| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
            && !authority.ends_with(']')
        {
            authority.to_owned()
        } else {
            format!("{authority}:443")
        };
        let addr = with_port
            .to_socket_addrs()
            .ok()
            .and_then(|mut a| a.next())
            .ok_or_else(|| format!("cannot resolve the API address {url}"))?;
        Ok(Api::Elsewhere {
            addr,
            any_certificate: addr.ip().is_loopback(),
        })
    }

    /// The proxy serenity sends its calls to, with its limiter off.
    pub fn proxy(&self) -> Option<&str> {
        match self {
            Api::Proxy(url) => Some(url),
            _ => None,
        }
    }

    /// Opens the pace's gate toward this address: the URL serenity is to call
    /// (as its proxy), its limiter still on but behind a rate-limiting proxy.
    pub async fn gate(
        &self,
        pace: std::sync::Arc<super::Pace>,
        call_limit: Duration,
    ) -> Result<String, String> {
        let upstream = self.proxy().unwrap_or("https://discord.com").to_owned();
        super::gate::open(pace, self.client(call_limit)?, upstream)
            .await
            .map_err(|e| format!("cannot open the pace's gate on 127.0.0.1: {e}"))
    }

    /// The HTTP client of the REST calls, each within `call_limit`.
    pub fn client(&self, call_limit: Duration) -> Result<reqwest::Client, String> {
        let mut client = reqwest::Client::builder()
            .use_rustls_tls()
            .timeout(call_limit)
            .connect_timeout(Duration::from_secs(5));
        if let Api::Elsewhere {
            addr,
            any_certificate,
        } = self
        {
            client = client
                .resolve("discord.com", *addr)
                .danger_accept_invalid_certs(*any_certificate);
        }
        client
            .build()
            .map_err(|e| format!("cannot set up the HTTP client: {e}"))
    }
}
