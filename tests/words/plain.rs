use hypnosia::words::plain::*;

#[test]
fn markup_links_headings_and_mentions_are_escaped() {
    let name = "[click me](https://example.com) @everyone # Big";
    assert_eq!(
        escape(name),
        "\\[click me\\]\\(https\\://example.com\\) @\u{200B}everyone # Big"
    );
    assert_eq!(
        escape("<@123> <#4> <t:5:R>"),
        "\\<@\u{200B}123> \\<#4> \\<t\\:5\\:R>"
    );
    assert_eq!(escape("a\nb\r\nc"), "a b  c");
    assert_eq!(
        escape("||x|| __u__ ~~s~~ `c`"),
        "\\|\\|x\\|\\| \\_\\_u\\_\\_ \\~\\~s\\~\\~ \\`c\\`"
    );
    // Headings, lists and quotes only begin a line: the start of a name.
    assert_eq!(escape(" # Big"), " \\# Big");
    assert_eq!(escape("-# small"), "\\-# small");
    assert_eq!(escape("> quote"), "\\> quote");
    assert_eq!(escape("guild-owner #1"), "guild-owner #1");
    // Letters, digits, spaces and everything else stay as they are.
    assert_eq!(escape("Łucja 김민 42 ✓"), "Łucja 김민 42 ✓");
}
