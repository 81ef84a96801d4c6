//! Turn notifications: off by default, on and off by choice, and a person
//! whose DMs Discord refused gets none until they turn them on again.

use super::*;

async fn turn_notifications_follow_the_choice_and_closed_dms(db: TestDb) {
    let store = db.open().await;
    assert!(!store.notify_wanted(ADA).await.unwrap(), "off by default");
    // Closed DMs of someone who never asked: nothing to note.
    store.mark_dms_closed(BOB).await.unwrap();
    assert!(!store.notify_wanted(BOB).await.unwrap());

    store.set_notify(ADA, true).await.unwrap();
    store.set_notify(HUGE, true).await.unwrap();
    assert!(store.notify_wanted(ADA).await.unwrap());
    assert!(store.notify_wanted(HUGE).await.unwrap(), "any snowflake");
    assert!(!store.notify_wanted(BOB).await.unwrap(), "per person");

    // Discord refused a DM (50007): none wanted any more, and it stays so.
    store.mark_dms_closed(ADA).await.unwrap();
    assert!(!store.notify_wanted(ADA).await.unwrap());
    let store = db.open().await;
    assert!(
        !store.notify_wanted(ADA).await.unwrap(),
        "kept across restarts"
    );
    assert!(store.notify_wanted(HUGE).await.unwrap());

    // Turning them on again clears the mark; off is off.
    store.set_notify(ADA, true).await.unwrap();
    assert!(store.notify_wanted(ADA).await.unwrap());
    store.set_notify(ADA, false).await.unwrap();
    assert!(!store.notify_wanted(ADA).await.unwrap());
}

on_both_backends!(turn_notifications_follow_the_choice_and_closed_dms);
