//! The daily puzzle in the store: a server's day claimed once however many
//! claim it at once, with its own games' puzzles first and none posted twice;
//! its post owed until shown and leased to one shower at a time; then an
//! edit owed whenever more people solved it than its message shows.

use super::*;

async fn a_servers_day_is_claimed_once_and_shown_from_its_row(db: TestDb) {
    let store = db.open().await;
    let (day, now) = (20_000, 1_728_000_000);
    assert!(store.daily_puzzles_due(day).await.unwrap().is_empty());
    store
        .set_daily_puzzle_channel(GUILD, Some(CHANNEL))
        .await
        .unwrap();
    assert_eq!(
        store.daily_puzzle_channel(GUILD).await.unwrap(),
        Some(CHANNEL)
    );
    assert_eq!(
        store.daily_puzzles_due(day).await.unwrap(),
        vec![(GUILD, CHANNEL)]
    );
    let claim = |day, now| store.claim_daily_puzzle(GUILD, day, CHANNEL, now, true);
    assert_eq!(claim(day, now).await.unwrap(), None, "no puzzle yet");

    let shipped = hypnosia::live::shipped_puzzles();
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Blue, BOB, "Bob"),
    ];
    let (game, _) = start(&store, GUILD, seats, 3).await;
    let own = shipped[shipped.len() / 2].clone();
    store.add_game_puzzles(game, &[(4, own)]).await.unwrap();
    store.add_shipped_puzzles(GUILD, shipped).await.unwrap();
    // Two processes claim the day at once: one gets it.
    let (a, b) = tokio::join!(claim(day, now), claim(day, now));
    let mut claims = [a.unwrap(), b.unwrap()];
    claims.sort();
    assert_eq!(claims, [Some(false), Some(true)]);
    assert!(store.daily_puzzles_due(day).await.unwrap().is_empty());
    let posted = store.daily_puzzle(GUILD, day).await.unwrap().unwrap();
    assert_eq!(posted.puzzle.game, Some(game), "the server's own first");
    assert_eq!(posted.channel, CHANNEL);
    assert_eq!((posted.message, posted.answers_shown), (None, 0));

    // Owed, and leased to one shower at a time, until the lease runs out.
    let owed = store.daily_puzzles_owed(day, now).await.unwrap();
    assert_eq!(owed, vec![posted.clone()]);
    let lease = |at| store.lease_daily_puzzle(GUILD, day, at, at + 60);
    let (a, b) = tokio::join!(lease(now), lease(now));
    assert_ne!(a.unwrap(), b.unwrap(), "one lease");
    assert!(
        store
            .daily_puzzles_owed(day, now + 1)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store.daily_puzzles_owed(day, now + 61).await.unwrap().len(),
        1,
        "a lease whose process died runs out"
    );
    store
        .daily_puzzle_shown(GUILD, day, Some(MessageId(5)), 0)
        .await
        .unwrap();
    assert!(
        store
            .daily_puzzles_owed(day, now + 61)
            .await
            .unwrap()
            .is_empty()
    );

    // Two answers more (one right): its message owes the count, never
    // another post.
    let id = posted.puzzle.id;
    store
        .answer_puzzle(GUILD, id, ADA, true, now + 70)
        .await
        .unwrap();
    store
        .answer_puzzle(GUILD, id, BOB, false, now + 71)
        .await
        .unwrap();
    // The day it was posted titles its answers, and each person's counted
    // answer is what they may share.
    assert_eq!(store.puzzle_daily_day(GUILD, id).await.unwrap(), Some(day));
    assert_eq!(store.puzzle_daily_day(OTHER_GUILD, id).await.unwrap(), None);
    assert_eq!(store.puzzle_answer(id, ADA).await.unwrap(), Some(true));
    assert_eq!(store.puzzle_answer(id, BOB).await.unwrap(), Some(false));
    assert_eq!(store.puzzle_answer(id, CY).await.unwrap(), None);
    let owed = store.daily_puzzles_owed(day, now + 72).await.unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!(owed[0].message, Some(MessageId(5)));
    let rating = owed[0].puzzle.rating;
    assert_eq!(
        (owed[0].answers_shown, rating.attempts, rating.solved),
        (0, 2, 1)
    );
    store
        .daily_puzzle_shown(GUILD, day, Some(MessageId(5)), 2)
        .await
        .unwrap();
    assert!(
        store
            .daily_puzzles_owed(day, now + 73)
            .await
            .unwrap()
            .is_empty()
    );

    // The next day: a puzzle never posted; every day a new one, until none
    // is left and the one posted longest ago comes back.
    let mut seen = vec![id];
    for next in day + 1..day + shipped.len() as i64 {
        assert_eq!(claim(next, now).await.unwrap(), Some(true));
        let p = store.daily_puzzle(GUILD, next).await.unwrap().unwrap();
        assert!(!seen.contains(&p.puzzle.id), "day {next}: posted already");
        seen.push(p.puzzle.id);
    }
    let last = day + shipped.len() as i64;
    let fresh = store.claim_daily_puzzle(GUILD, last, CHANNEL, now, false);
    assert_eq!(fresh.await.unwrap(), None, "none left never posted");
    assert_eq!(claim(last, now).await.unwrap(), Some(true));
    let again = store.daily_puzzle(GUILD, last).await.unwrap().unwrap();
    assert_eq!(again.puzzle.id, id, "the oldest post comes back");

    // Turned off: no day due, no post owed (the messages' counts still are).
    store.set_daily_puzzle_channel(GUILD, None).await.unwrap();
    assert!(store.daily_puzzles_due(last + 1).await.unwrap().is_empty());
    assert!(
        store
            .daily_puzzles_owed(last, now)
            .await
            .unwrap()
            .is_empty()
    );
}

on_both_backends!(a_servers_day_is_claimed_once_and_shown_from_its_row);
