use hypnosia::pace::Api;

#[test]
fn no_url_is_discord_and_http_is_a_proxy_that_keeps_the_buckets() {
    assert_eq!(Api::of(None).unwrap(), Api::Discord);
    let proxy = Api::of(Some("http://proxy:3000")).unwrap();
    assert_eq!(proxy.proxy(), Some("http://proxy:3000"));
}

#[test]
fn https_is_discord_elsewhere_with_the_limiter_on() {
    let api = Api::of(Some("https://127.0.0.1:4443")).unwrap();
    assert_eq!(api.proxy(), None, "serenity's limiter stays on");
    match api {
        Api::Elsewhere {
            addr,
            any_certificate,
        } => {
            assert_eq!(addr.port(), 4443);
            assert!(any_certificate, "a loopback emulator's own certificate");
        }
        other => panic!("{other:?}"),
    }
    match Api::of(Some("https://127.0.0.1")).unwrap() {
        Api::Elsewhere { addr, .. } => assert_eq!(addr.port(), 443),
        other => panic!("{other:?}"),
    }
}
