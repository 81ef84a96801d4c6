//! What Discord makes of a message's text: who it pings, and which markdown is live.
//!
//! Discord notifies the mentions in a message's *content* when the message is created (or
//! when a deferred "thinking…" response is filled), as far as the request's
//! `allowed_mentions` allow them; absent, every mention in the content pings. Mentions in
//! embeds never ping. A backslash before a punctuation character shows that character as
//! typed (Discord's markdown escape), so escaped markup is text; bare `http(s)://` links,
//! masked links `[text](url)`, headings (`#`, `##`, `###`, `-#` at a line's start) and
//! mass mentions (`@everyone`, `@here`, `<@&…>`) are live.

use serde_json::Value;

/// Who a message with `content`, sent with `allowed_mentions` (`None`: absent), pings:
/// `"everyone"` (for `@everyone` or `@here`), `"user:<id>"`, `"role:<id>"`.
pub fn pings(content: &str, allowed_mentions: Option<&Value>) -> Vec<String> {
    let parse = |what: &str| {
        allowed_mentions.is_none_or(|a| {
            a["parse"]
                .as_array()
                .is_some_and(|p| p.iter().any(|v| v == what))
        })
    };
    let listed = |key: &str, id: &str| {
        allowed_mentions.is_some_and(|a| {
            a[key]
                .as_array()
                .is_some_and(|l| l.iter().any(|v| v.as_str() == Some(id)))
        })
    };
    let mut out = Vec::new();
    if (content.contains("@everyone") || content.contains("@here")) && parse("everyone") {
        out.push("everyone".to_owned());
    }
    let mut rest = content;
    while let Some(at) = rest.find("<@") {
        rest = &rest[at + 2..];
        let (role, body) = match rest.strip_prefix('&') {
            Some(r) => (true, r),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let id: String = body.chars().take_while(char::is_ascii_digit).collect();
        if id.is_empty() || !body[id.len()..].starts_with('>') {
            continue;
        }
        let (kind, key) = if role {
            ("roles", "role")
        } else {
            ("users", "user")
        };
        if parse(kind) || listed(kind, &id) {
            out.push(format!("{key}:{id}"));
        }
    }
    out
}

/// The markdown of `text` that Discord renders as more than text, each described with what
/// it is and the text it starts with: `link https://…`, `masked link [text](…`,
/// `heading # …`, `mention @everyone`, `mention @here`, `mention <@&…` (a role). User and
/// channel mentions (`<@id>`, `<#id>`), which show a name as text, are not listed.
pub fn live_markup(text: &str) -> Vec<String> {
    // Each character with whether a backslash escaped it.
    let mut chars: Vec<(char, bool)> = Vec::new();
    let mut it = text.chars().peekable();
    while let Some(c) = it.next() {
        match (c, it.peek()) {
            ('\\', Some(&n)) if n.is_ascii_punctuation() => {
                chars.push((n, true));
                it.next();
            }
            _ => chars.push((c, false)),
        }
    }
    let live = |i: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(i + k) == Some(&(c, false)))
    };
    // The text from `i` to the end of its word (or line).
    let word = |i: usize, stop: fn(char) -> bool| -> String {
        chars[i..]
            .iter()
            .map(|&(c, _)| c)
            .take_while(|&c| !stop(c))
            .collect()
    };
    let mut found = Vec::new();
    let mut line_start = true;
    for (i, &(c, _)) in chars.iter().enumerate() {
        if line_start && ["# ", "## ", "### ", "-# "].iter().any(|h| live(i, h)) {
            found.push(format!("heading {}", word(i, |c| c == '\n')));
        }
        line_start = c == '\n';
        if live(i, "http://") || live(i, "https://") {
            found.push(format!("link {}", word(i, char::is_whitespace)));
        }
        if live(i, "](")
            && let Some(open) = chars[..i].iter().rposition(|&c| c == ('[', false))
        {
            found.push(format!("masked link {}", word(open, char::is_whitespace)));
        }
        for m in ["@everyone", "@here", "<@&"] {
            if live(i, m) {
                found.push(format!("mention {}", word(i, char::is_whitespace)));
            }
        }
    }
    found
}
