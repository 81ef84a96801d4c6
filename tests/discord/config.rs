use hypnosia::config::*;
use hypnosia::platform::permissions::invite_url;

#[test]
fn the_token_never_prints() {
    let t: Token = "MTIzNDU2Nzg5.abc.def".parse().unwrap();
    assert!(!format!("{t:?}").contains("abc"));
    assert!(!format!("{t}").contains("abc"));
    assert_eq!(t.expose(), "MTIzNDU2Nzg5.abc.def");
}

#[test]
fn the_token_encodes_the_application_id() {
    // "123456789" in base64 is MTIzNDU2Nzg5
    let t: Token = "Bot MTIzNDU2Nzg5.x.y".parse().unwrap();
    assert_eq!(t.application_id(), Some(123_456_789));
    assert!(invite_url(Some(5)).contains("client_id=5&"));
}

#[test]
fn blank_tokens_are_refused() {
    assert!("  ".parse::<Token>().is_err());
    assert!("a b".parse::<Token>().is_err());
}

/// A rejected token's help names both ways to install the bot, for its own
/// application: a server's invite (the bot and its permissions) and a
/// person's "add to my apps" (commands only), with the setting that allows it.
#[test]
fn the_set_up_help_gives_both_install_links() {
    let t: Token = "Bot MTIzNDU2Nzg5.x.y".parse().unwrap();
    let help = rejected_token_help(&t);
    let server = "client_id=123456789&integration_type=0&scope=bot%20applications.commands";
    assert!(help.contains(server), "{help}");
    let account = "client_id=123456789&integration_type=1&scope=applications.commands";
    assert!(help.contains(account), "{help}");
    assert!(help.contains("User Install"), "{help}");
}
