//! The bot's token, which signs every call to Discord: wrapped so that its
//! `Debug` and `Display` never show it (no log line, panic message or
//! `--help` output can leak it), and read for the application id it encodes
//! (for the invite URL).

use std::fmt;
use std::str::FromStr;

/// A Discord bot token. Printing it in any way shows `[redacted]`.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// The secret itself, for the one place that needs it (the HTTP client).
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The application id that a bot token encodes in its first segment
    /// (base64 of the bot's user id), used to print the invite URL.
    pub fn application_id(&self) -> Option<u64> {
        let first = self.0.split('.').next()?;
        let bytes = base64_decode(first)?;
        let text = std::str::from_utf8(&bytes).ok()?;
        text.parse().ok()
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token([redacted])")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

impl FromStr for Token {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let s = s.strip_prefix("Bot ").unwrap_or(s).trim();
        if s.is_empty() {
            return Err("the token is empty".into());
        }
        if s.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err("the token contains spaces or control characters".into());
        }
        Ok(Token(s.to_owned()))
    }
}

/// Minimal unpadded/padded base64 (standard or URL alphabet) decoder, only for the
/// token's id segment; not worth a crate.
fn base64_decode(s: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::new();
    let mut acc = 0u32;
    let mut bits = 0;
    for c in s.trim_end_matches('=').bytes() {
        acc = (acc << 6) | value(c)?;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}
