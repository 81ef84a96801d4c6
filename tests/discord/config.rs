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
