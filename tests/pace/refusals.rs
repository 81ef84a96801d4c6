use hypnosia::pace::refusals::*;

#[test]
fn refusals_are_counted_and_the_rest_is_not() {
    let before = (last_ten_minutes(), total());
    count(Some(403));
    count(Some(429));
    count(Some(404));
    count(Some(502));
    count(Some(200));
    count(None);
    let after = (last_ten_minutes(), total());
    // Other tests of this binary may count too, never fewer.
    assert!(after.0 >= before.0 + 2 && after.1 >= before.1 + 2);
}
