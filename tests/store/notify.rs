//! Turn notifications: off by default, on and off by choice, and a person
//! whose DMs Discord refused gets none until they turn them on again.

use super::*;
use hypnosia::store::TurnDms;

async fn wanted(store: &Store, user: UserId) -> Result<bool, StoreError> {
    Ok(store.notify_wanted(user).await?.is_some())
}

async fn turn_notifications_follow_the_choice_and_closed_dms(db: TestDb) {
    let store = db.open().await;
    assert!(!wanted(&store, ADA).await.unwrap(), "off by default");
    // Closed DMs of someone who never asked: nothing to note.
    store.mark_dms_closed(BOB).await.unwrap();
    assert!(!wanted(&store, BOB).await.unwrap());

    store.set_notify(ADA, true, Some("fr")).await.unwrap();
    store.set_notify(HUGE, true, None).await.unwrap();
    assert!(wanted(&store, ADA).await.unwrap());
    assert!(wanted(&store, HUGE).await.unwrap(), "any snowflake");
    assert!(!wanted(&store, BOB).await.unwrap(), "per person");

    // Discord refused a DM (50007): none wanted any more, and it stays so.
    store.mark_dms_closed(ADA).await.unwrap();
    assert!(!wanted(&store, ADA).await.unwrap());
    let store = db.open().await;
    assert!(!wanted(&store, ADA).await.unwrap(), "kept across restarts");
    assert!(wanted(&store, HUGE).await.unwrap());

    // Each in the language their client had when they chose; a choice made
    // from a client that sent none keeps the one noted before.
    let locale = |w: Option<TurnDms>| w.and_then(|w| w.locale);
    assert_eq!(locale(store.notify_wanted(HUGE).await.unwrap()), None);
    store.set_notify(HUGE, true, Some("ko")).await.unwrap();
    store.set_notify(HUGE, true, None).await.unwrap();
    assert_eq!(
        locale(store.notify_wanted(HUGE).await.unwrap()).as_deref(),
        Some("ko")
    );

    // Turning them on again clears the mark; off is off.
    store.set_notify(ADA, true, Some("fr")).await.unwrap();
    assert!(wanted(&store, ADA).await.unwrap());
    store.set_notify(ADA, false, Some("fr")).await.unwrap();
    assert!(!wanted(&store, ADA).await.unwrap());
}

on_both_backends!(turn_notifications_follow_the_choice_and_closed_dms);
