//! A table's thread: what each of Discord's refusals means to the one
//! opener, and which listed thread a try whose answer was lost made.

use hypnosia::showing::threads::{
    CLOCKS_APART_SECS, ListedThread, THREAD_EXISTS, THREAD_IN_THREAD, ThreadRefused,
    made_by_earlier_try,
};

#[test]
fn a_thread_asked_for_in_a_thread_is_none_and_the_table_plays_there() {
    for from_message in [true, false] {
        let refused = ThreadRefused::of(Some(THREAD_IN_THREAD), from_message);
        assert_eq!(refused, ThreadRefused::NoThreadHere);
    }
}

#[test]
fn a_message_with_its_thread_already_gives_that_thread() {
    assert_eq!(
        ThreadRefused::of(Some(THREAD_EXISTS), true),
        ThreadRefused::MadeBefore
    );
    // A thread of its own has no message whose thread could be taken.
    assert_eq!(
        ThreadRefused::of(Some(THREAD_EXISTS), false),
        ThreadRefused::Failed
    );
}

#[test]
fn a_missing_permission_a_locked_parent_or_a_gone_channel_is_the_askers_to_tell() {
    // 50013 missing permissions (Create Public Threads), 50083 archived
    // thread, 160005 locked, 10003 unknown channel, 50001 missing access;
    // no code: Discord did not answer.
    for code in [
        Some(50013),
        Some(50083),
        Some(160005),
        Some(10003),
        Some(50001),
        None,
    ] {
        for from_message in [true, false] {
            assert_eq!(
                ThreadRefused::of(code, from_message),
                ThreadRefused::Failed,
                "{code:?}"
            );
        }
    }
}

#[test]
fn a_thread_made_by_a_lost_try_is_found_by_its_parent_name_and_time() {
    let (parent, name, since) = (7, "Spring cup · round 1 table 2", 1_000_000);
    let listed = |parent, name, created| ListedThread {
        parent: Some(parent),
        name,
        created,
    };
    let ours = |t| made_by_earlier_try(t, (parent, name), since);
    assert!(ours(listed(parent, name, since)));
    // Discord's clock a little behind ours.
    assert!(ours(listed(parent, name, since - CLOCKS_APART_SECS)));
    assert!(!ours(listed(parent, name, since - CLOCKS_APART_SECS - 1)));
    assert!(!ours(listed(8, name, since)));
    assert!(!ours(listed(parent, "Spring cup · round 1 table 3", since)));
    let no_parent = ListedThread {
        parent: None,
        name,
        created: since,
    };
    assert!(!ours(no_parent));
}
