//! Database addresses: a password never shows, wherever the address holds it.

use hypnosia::store::*;

#[test]
fn passwords_are_hidden_wherever_a_url_holds_them() {
    let cases = [
        ("postgres://u:pw@h/db", "postgres://u:[redacted]@h/db"),
        (
            "postgresql://u:p%40ss@h:5432/db",
            "postgresql://u:[redacted]@h:5432/db",
        ),
        // Unescaped `@` and `/` in the password: up to the last `@` is hidden.
        ("postgres://u:a@b/c@h/db", "postgres://u:[redacted]@h/db"),
        (
            "postgres://u@h/db?password=pw&sslmode=require",
            "postgres://u@h/db?password=[redacted]&sslmode=require",
        ),
        (
            "postgres://h/db?user=u&PassWord=pw",
            "postgres://h/db?user=u&PassWord=[redacted]",
        ),
        (
            "sqlite://hypnosia.db?mode=rwc",
            "sqlite://hypnosia.db?mode=rwc",
        ),
        ("sqlite::memory:", "sqlite::memory:"),
        ("postgres://u:@h/db", "postgres://u:[redacted]@h/db"),
        (
            "postgres://u:pa?ss@h/db?sslmode=disable",
            "postgres://u:[redacted]@h/db?sslmode=disable",
        ),
    ];
    for (url, shown) in cases {
        assert_eq!(redact_url(url), shown, "{url}");
    }
}

#[test]
fn a_database_url_prints_only_redacted() {
    let url = DatabaseUrl::from("postgres://bot:hunter2hunter2@db/h");
    assert!(!format!("{url}").contains("hunter2"));
    assert!(!format!("{url:?}").contains("hunter2"));
    assert_eq!(url.expose(), "postgres://bot:hunter2hunter2@db/h");
    let said = "cannot connect to postgres://bot:hunter2hunter2@db/h (password hunter2hunter2)";
    assert!(!url.scrub(said).contains("hunter2"), "{}", url.scrub(said));
    let escaped = DatabaseUrl::from("postgres://bot:p%C3%A4ss%2Fw0rd@db/h");
    assert_eq!(escaped.scrub("got päss/w0rd"), "got [redacted]");
}
