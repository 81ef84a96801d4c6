//! The bounded cache of faces: never over capacity, the least recently used
//! goes first.

use hypnosia::faces::*;

#[test]
fn it_never_holds_more_than_its_capacity() {
    let mut cache = Bounded::new(300);
    for i in 0..10_000u32 {
        cache.insert(i, i);
        assert!(cache.len() <= 300);
    }
    assert_eq!(cache.len(), 300);
    // The newest are kept.
    assert_eq!(cache.get(&9_999), Some(&9_999));
    assert_eq!(cache.get(&9_700), Some(&9_700));
    assert_eq!(cache.get(&9_699), None);
}

#[test]
fn the_least_recently_used_goes_first() {
    let mut cache = Bounded::new(3);
    cache.insert("a", 1);
    cache.insert("b", 2);
    cache.insert("c", 3);
    assert_eq!(cache.get(&"a"), Some(&1));
    cache.insert("d", 4);
    assert_eq!(cache.get(&"b"), None, "b was used longest ago");
    assert_eq!(cache.get(&"a"), Some(&1));
    // Writing an entry again replaces it and keeps the size.
    cache.insert("c", 30);
    assert_eq!(cache.len(), 3);
    assert_eq!(cache.get(&"c"), Some(&30));
    assert_eq!(cache.remove(&"c"), Some(30));
    assert_eq!(cache.len(), 2);
    assert!(!cache.is_empty());
}
