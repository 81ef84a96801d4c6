//! Text a member controls, shown as plain text.
//!
//! Display names and option values echoed back go into messages that Discord
//! renders as markdown. [`escape`] is the one way they get there: every
//! character Discord's markdown gives a meaning (emphasis, code, spoilers,
//! quotes, headings, lists, masked links) is escaped with a backslash, which
//! Discord shows as the character itself; a colon too, so that no link is
//! recognised (`https\://…` is text); and `@` is followed by a zero-width
//! space, so that neither `@everyone`, `@here` nor `<@…>` is a mention, even
//! where markdown is not rendered. Line breaks become spaces (a name is one
//! line). The messages also allow no mentions beyond the ones the bot means
//! (`allowed_mentions`): two locks on the same door.
//!
//! ```
//! use hypnosia_engine::words::plain::escape;
//! assert_eq!(escape("Ada"), "Ada");
//! assert_eq!(escape("**Bo**"), "\\*\\*Bo\\*\\*");
//! assert_eq!(escape("@everyone"), "@\u{200B}everyone");
//! ```

/// What markdown gives a meaning to anywhere in a line.
const MARKUP: &[char] = &['\\', '*', '_', '~', '`', '|', '<', '[', ']', '(', ')', ':'];

/// What markdown gives a meaning to at the start of a line (headings, lists,
/// quotes): escaped at the start of the text, which may start a line.
const LINE_MARKUP: &[char] = &['#', '-', '>'];

/// `text` as plain text in a message Discord renders as markdown: shown as
/// typed, with no emphasis, link, heading, list or mention.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut line_start = true;
    for c in text.chars() {
        match c {
            '\n' | '\r' => out.push(' '),
            '@' => out.push_str("@\u{200B}"),
            c if MARKUP.contains(&c) || (line_start && LINE_MARKUP.contains(&c)) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
        line_start &= c.is_whitespace();
    }
    out
}
