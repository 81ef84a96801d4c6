//! The markdown the emulator reads as Discord does: who a message pings, and
//! which markup is live rather than escaped text.

use hypnosia_emulator::{live_markup, pings};
use serde_json::json;

#[test]
fn pings_follow_allowed_mentions() {
    let content = "<@1> <@!2> <@&3> @everyone";
    assert_eq!(
        pings(content, None),
        ["everyone", "user:1", "user:2", "role:3"]
    );
    assert!(pings(content, Some(&json!({"parse": []}))).is_empty());
    assert_eq!(
        pings(content, Some(&json!({"parse": [], "users": ["2"]}))),
        ["user:2"]
    );
    assert!(pings("@\u{200B}everyone <@\u{200B}1>", None).is_empty());
}

#[test]
fn escaped_markdown_is_text() {
    let raw = "[click me](https://example.com) @everyone\n# Big";
    assert_eq!(
        live_markup(raw),
        [
            "masked link [click",
            "link https://example.com)",
            "mention @everyone",
            "heading # Big"
        ]
    );
    assert!(live_markup("<@1> <#2> see <t:1:R>").is_empty());
    let escaped = "\\[click me\\]\\(https\\://example.com\\) @\u{200B}everyone\n\\# Big";
    assert!(
        live_markup(escaped).is_empty(),
        "{:?}",
        live_markup(escaped)
    );
    assert!(live_markup("a # b").is_empty());
}
