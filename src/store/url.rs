//! Database URLs, whose password is never printed.
//!
//! `DATABASE_URL`, `--database-url` and `migrate-db`'s `--from`/`--to` are held
//! as a [`DatabaseUrl`]: `Display` and `Debug` show it through [`redact_url`],
//! so a log line, an error, `--help` or a `Debug` of the configuration never
//! shows the password; only [`DatabaseUrl::expose`] gives the URL itself, to
//! open the database.
//!
//! ```
//! use hypnosia_engine::store::{redact_url, DatabaseUrl};
//! assert_eq!(
//!     redact_url("postgres://bot:s3cret@db.example/hypnosia"),
//!     "postgres://bot:[redacted]@db.example/hypnosia"
//! );
//! let url: DatabaseUrl = "postgres://bot:s3cret@db/h?sslpassword=k3y".parse().unwrap();
//! assert_eq!(url.to_string(), "postgres://bot:[redacted]@db/h?sslpassword=[redacted]");
//! assert_eq!(url.expose(), "postgres://bot:s3cret@db/h?sslpassword=k3y");
//! ```

use std::convert::Infallible;
use std::fmt;
use std::str::FromStr;

/// What a password is replaced with.
const REDACTED: &str = "[redacted]";

/// The URL with every secret replaced by `[redacted]`: the password of its
/// user information (`scheme://user:password@host`) and the value of any query
/// parameter whose name contains `password` (`?password=…`, `sslpassword=…`).
/// Everything else stays as given, so the message still says which database.
/// When in doubt (an `@` that may end the user information) more is hidden,
/// never less.
pub fn redact_url(url: &str) -> String {
    let (mut out, rest) = match user_password(url) {
        Some((before, _password, after)) => (format!("{before}{REDACTED}"), after),
        None => (String::new(), url),
    };
    match rest.split_once('?') {
        Some((main, query)) => {
            let pairs: Vec<String> = query
                .split('&')
                .map(|pair| match secret_parameter(pair) {
                    Some((key, _)) => format!("{key}={REDACTED}"),
                    None => pair.to_owned(),
                })
                .collect();
            out.push_str(main);
            out.push('?');
            out.push_str(&pairs.join("&"));
        }
        None => out.push_str(rest),
    }
    out
}

/// The URL cut around the password of its user information: what comes
/// before it (`scheme://user:`), the password, and what follows (`@host…`).
/// The user information ends at the last `@` (a password may hold unescaped
/// `/`, `?` or `@`, and anything up to that `@` could be secret).
fn user_password(url: &str) -> Option<(&str, &str, &str)> {
    let authority = url.find("://")? + 3;
    let at = authority + url[authority..].rfind('@')?;
    let colon = authority + url[authority..at].find(':')?;
    Some((&url[..=colon], &url[colon + 1..at], &url[at..]))
}

/// A query parameter that holds a secret (`password=…`, `sslpassword=…`):
/// its name and value.
fn secret_parameter(pair: &str) -> Option<(&str, &str)> {
    let (key, value) = pair.split_once('=')?;
    key.to_ascii_lowercase()
        .contains("password")
        .then_some((key, value))
}

/// A database URL whose printed forms never show its password.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// The URL itself, for the one place that needs it: opening the database.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// `text` (e.g. a driver's error) with this URL and its password hidden,
    /// should the text quote them. A password shorter than four characters is
    /// not searched for on its own: it could not be told from ordinary words.
    pub fn scrub(&self, text: &str) -> String {
        let mut text = text.replace(&self.0, &redact_url(&self.0));
        for secret in self.secrets() {
            if secret.chars().count() >= 4 {
                text = text.replace(&secret, REDACTED);
            }
        }
        text
    }

    /// The secrets of the URL as written and percent-decoded.
    fn secrets(&self) -> Vec<String> {
        let mut secrets = Vec::new();
        let rest = match user_password(&self.0) {
            Some((_, password, after)) => {
                secrets.push(password.to_owned());
                after
            }
            None => &self.0,
        };
        if let Some((_, query)) = rest.split_once('?') {
            secrets.extend(
                query
                    .split('&')
                    .filter_map(secret_parameter)
                    .map(|(_, value)| value.to_owned()),
            );
        }
        let decoded: Vec<String> = secrets.iter().filter_map(|s| percent_decode(s)).collect();
        secrets.extend(decoded);
        secrets
    }
}

/// `%XX` escapes decoded, when the result is UTF-8 and differs.
fn percent_decode(s: &str) -> Option<String> {
    if !s.contains('%') {
        return None;
    }
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h)? * 16 + hex(l)?) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

impl FromStr for DatabaseUrl {
    type Err = Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(DatabaseUrl(s.to_owned()))
    }
}

impl From<String> for DatabaseUrl {
    fn from(url: String) -> DatabaseUrl {
        DatabaseUrl(url)
    }
}

impl From<&str> for DatabaseUrl {
    fn from(url: &str) -> DatabaseUrl {
        DatabaseUrl(url.to_owned())
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&redact_url(&self.0))
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({:?})", redact_url(&self.0))
    }
}
