use hypnosia::i18n::Lang;
use hypnosia::words::fit::*;

#[test]
fn cuts_keep_markup_marks_and_bold_whole() {
    assert_eq!(truncate("**bold** text", 20), "**bold** text");
    assert_eq!(truncate("see <t:1700000000:R> now", 12), "see…");
    assert_eq!(truncate("**very long bold**", 8), "very…");
    // e + combining acute, cut before the e: never a bare accent.
    assert_eq!(truncate("cafe\u{301}s", 5), "caf…");
    // A family emoji (joined by ZWJ) is never split at a joiner.
    let family = "ab👩\u{200D}👧";
    assert!(!truncate(family, 4).contains('\u{200D}'));
    assert_eq!(length(&truncate(&"가".repeat(50), 32)), 32);
}

#[test]
fn lines_are_dropped_whole_with_a_note() {
    let lines: Vec<String> = (1..=100).map(|n| format!("line {n}")).collect();
    let newest = newest_lines(Lang::EnUs, &lines, 100);
    assert!(length(&newest) <= 100, "{newest}");
    assert!(newest.ends_with("line 100"), "{newest}");
    assert!(newest.starts_with('…'), "{newest}");
    let first = first_lines(Lang::EnUs, &lines, 100);
    assert!(
        length(&first) <= 100 && first.starts_with("line 1\n"),
        "{first}"
    );
    let short = vec!["a".to_owned(), "b".to_owned()];
    assert_eq!(newest_lines(Lang::EnUs, &short, 100), "a\nb");
}
