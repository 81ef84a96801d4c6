use hypnosia::platform::permissions::*;

#[test]
fn missing_permissions_are_named() {
    let all = invite_permissions();
    assert!(missing_permissions(all, true).is_empty());
    let no_files = all & !(1 << 15);
    assert_eq!(missing_permissions(no_files, false), vec!["Attach Files"]);
    // Thread permissions matter only for games in threads.
    let no_threads = all & !(1 << 35);
    assert!(missing_permissions(no_threads, false).is_empty());
    assert_eq!(
        missing_permissions(no_threads, true),
        vec!["Create Public Threads"]
    );
    assert!(missing_permissions(1 << 3, true).is_empty());
}

#[test]
fn posting_a_board_needs_the_send_permission_of_where_it_goes() {
    let all = invite_permissions();
    assert!(missing_to_post(all, false).is_empty());
    assert_eq!(
        missing_to_post(all & !(1 << 11), false),
        vec!["Send Messages"]
    );
    // In a thread, Send Messages in Threads counts instead.
    assert!(missing_to_post(all & !(1 << 11), true).is_empty());
    assert_eq!(
        missing_to_post(all & !(1 << 38), true),
        vec!["Send Messages in Threads"]
    );
    assert!(missing_to_post(1 << 3, false).is_empty());
}

#[test]
fn invite_permissions_are_the_sum_of_the_named_bits() {
    // 1024+2048+16384+32768+65536 + 2^35 + 2^38
    assert_eq!(
        invite_permissions(),
        117_760 + 34_359_738_368 + 274_877_906_944
    );
}
