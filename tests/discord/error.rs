use hypnosia::discord::error::*;
use hypnosia::i18n::Lang;
use hypnosia::store::StoreError;
use hypnosia::table::MoveRefusal as Refusal;
use hypnosia::words::refusals::RefusalText;

#[test]
fn internal_errors_show_only_an_apology() {
    let e = Error::Internal("disk I/O error at /secret/path".into());
    assert!(e.is_internal());
    assert!(!e.user_message(Lang::EnUs).contains("secret"));
    assert_eq!(
        e.user_message(Lang::De),
        "Entschuldigung, bei mir ist etwas schiefgelaufen. Der Fehler wurde protokolliert."
    );
    let u = Error::refused(Refusal::Spectator);
    assert!(!u.is_internal());
    assert_eq!(
        u.user_message(Lang::EnUs),
        "You are not playing in this game; you can watch, though."
    );
}

#[test]
fn a_lost_race_is_a_refusal_not_a_fault() {
    let stale = Error::from(StoreError::StaleVersion {
        game: 4,
        expected: 9,
    });
    assert!(!stale.is_internal());
    assert_eq!(stale.user_text(), Refusal::OldVersion.text());
    let broken = Error::from(StoreError::Invalid("a bug upstream".into()));
    assert!(broken.is_internal());
    assert!(!broken.user_message(Lang::EnUs).contains("bug"));
}
