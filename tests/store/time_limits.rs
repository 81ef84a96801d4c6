//! The store's time limits: the server gives up before the call does, and a
//! call past its limit fails with a time-out.

use hypnosia::store::StoreError;
use hypnosia::store::limits::*;
use std::time::Duration;

#[test]
fn the_server_gives_up_before_the_call_does() {
    assert!(STATEMENT_LIMIT < STORE_CALL_LIMIT);
    assert!(LOCK_WAIT_LIMIT < STATEMENT_LIMIT);
    assert!(ACQUIRE_LIMIT < STORE_CALL_LIMIT);
    let session = postgres_session();
    assert!(session.contains(&("statement_timeout", "10000ms".to_owned())));
    assert!(session.contains(&("lock_timeout", "5000ms".to_owned())));
}

#[tokio::test]
async fn a_call_past_its_limit_fails_with_a_time_out() {
    let limit = Duration::from_millis(50);
    let never = std::future::pending::<Result<(), StoreError>>();
    let started = std::time::Instant::now();
    let e = within(limit, never).await.unwrap_err();
    assert!(matches!(e, StoreError::TimedOut { limit: l } if l == limit));
    assert!(started.elapsed() >= limit);
    assert_eq!(within(limit, async { Ok(7) }).await.unwrap(), 7);
}
