//! Tournaments in the store: sign-up within the caps, a round seated once
//! (never one naming someone who left), its table's result read from its game.

use super::*;
use hypnosia::live::POST_LEASE_SECS;
use hypnosia::seating::{Format, Sitter};
use hypnosia::seating::{
    NewTournament, NewTournamentTable, TournamentId, TournamentRefusal, TournamentState,
};
use hypnosia::store::{PostId, PostRow, RoundSeating};

pub(super) fn cup() -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        host: ADA,
        name: "Cup".into(),
        format: Format::Knockout,
        table_size: 2,
        turn_timeout: Duration::from_secs(300),
        starts_at: None,
        max_players: 3,
        seed: None,
        check_in: None,
        no_threads: false,
    }
}

/// A table of two: `first` (blue) moves first, then `second` (red).
fn table_of(first: UserId, second: UserId) -> NewTournamentTable {
    let seats = vec![
        Seat::human(Color::Red, second, "second"),
        Seat::human(Color::Blue, first, "first"),
    ];
    let players = seats.iter().map(Seat::player).collect();
    NewTournamentTable {
        seating: vec![
            (Color::Blue, Sitter::Person(first)),
            (Color::Red, Sitter::Person(second)),
        ],
        game: Game::new(players, Variant::default(), Dice::from_seed(9)).unwrap(),
        seats,
    }
}

fn refused<T: std::fmt::Debug>(result: Result<T, StoreError>) -> TournamentRefusal {
    match result {
        Err(StoreError::Tournament(refusal)) => refusal,
        other => panic!("not a tournament's refusal: {other:?}"),
    }
}

async fn a_round_is_seated_once_and_never_with_someone_who_left(db: TestDb) {
    let store = db.open().await;
    let t = store.create_tournament(&cup()).await.unwrap();
    for user in [ADA, HUGE, CY] {
        store.join_tournament(t.id, user, "P").await.unwrap();
    }
    assert_eq!(
        refused(store.join_tournament(t.id, ADA, "P").await),
        TournamentRefusal::AlreadyIn
    );
    assert_eq!(
        refused(store.join_tournament(t.id, BOB, "P").await),
        TournamentRefusal::Full { cap: 3 }
    );
    assert!(store.start_tournament(t.id).await.unwrap());
    assert!(!store.start_tournament(t.id).await.unwrap(), "started once");
    assert_eq!(
        refused(store.join_tournament(t.id, BOB, "P").await),
        TournamentRefusal::SignUpOver
    );
    // Cy leaves after the round was worked out: it is not seated as it was.
    assert_eq!(store.leave_tournament(t.id, CY).await.unwrap(), None);
    let running = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(running.state, TournamentState::Running);
    let with_cy = [table_of(CY, ADA)];
    assert_eq!(
        store
            .seat_round(&running, (1, false), (true, &[]), &with_cy)
            .await
            .unwrap(),
        RoundSeating::Stale
    );
    assert!(
        store
            .tournament_play(t.id)
            .await
            .unwrap()
            .unwrap()
            .rounds
            .is_empty()
    );
    let final_table = [table_of(HUGE, ADA)];
    let RoundSeating::Seated(games) = store
        .seat_round(&running, (1, false), (true, &[]), &final_table)
        .await
        .unwrap()
    else {
        panic!("round 1 not seated");
    };
    // Seated again, by another process or after a restart: nothing written.
    assert_eq!(
        store
            .seat_round(&running, (1, false), (true, &[]), &final_table)
            .await
            .unwrap(),
        RoundSeating::Already
    );
    let play = store.tournament_play(t.id).await.unwrap().unwrap();
    assert_eq!(play.rounds, [(1, true)]);
    assert_eq!(play.tables.len(), 1);
    assert_eq!(play.tables[0].seating, final_table[0].seating);
    assert_eq!(play.tables[0].finishes, None, "its game runs");
    assert_eq!(
        store.tournament_of_game(games[0]).await.unwrap(),
        Some((t.id, 1))
    );

    // Ada resigns: the table's result is its game's, in turn order.
    let table = store.game(games[0]).await.unwrap().unwrap();
    // The game, loaded, knows its tournament and round (its messages say so).
    assert_eq!(table.tournament, Some(("Cup".to_owned(), 1)));
    let running_ones = store.running_games().await.unwrap();
    assert_eq!(running_ones[0].tournament, table.tournament);
    let mut game = table.game.clone();
    game.leave(Color::Red, LeaveKind::Resign).unwrap();
    store
        .finish_game(games[0], table.game.version(), &game)
        .await
        .unwrap();
    let play = store.tournament_play(t.id).await.unwrap().unwrap();
    let finishes = play.tables[0].finishes.clone().unwrap();
    let ranks: Vec<(Sitter, u8)> = finishes.iter().map(|f| (f.sitter, f.rank)).collect();
    assert_eq!(ranks, [(Sitter::Person(HUGE), 1), (Sitter::Person(ADA), 2)]);

    assert!(store.finish_tournament(t.id, false).await.unwrap());
    assert!(
        !store.finish_tournament(t.id, true).await.unwrap(),
        "ended once"
    );
    assert_eq!(
        store
            .seat_round(&running, (2, false), (true, &[]), &final_table)
            .await
            .unwrap(),
        RoundSeating::Over
    );
    assert_eq!(
        refused(store.leave_tournament(t.id, ADA).await),
        TournamentRefusal::Closed
    );
    podium_posted_once(&store, t.id).await;
}

/// A finished tournament's podium is owed with its end, in the outbox:
/// leased by one, taken over once its lease ran out, owed again at once
/// when its post failed, and then posted for good.
async fn podium_posted_once(store: &Store, id: TournamentId) {
    let now = 1_950_000_000;
    let key = PostId::Podium(id);
    let owed = |list: Vec<PostRow>| list.iter().any(|p| p.id == key);
    let lease = |at: i64| store.lease_post(key, at, at + POST_LEASE_SECS);
    assert!(owed(store.owed_posts(now, 100).await.unwrap()));
    let leased = lease(now).await.unwrap().expect("leased");
    assert_eq!(
        (leased.version, leased.first_leased),
        (0, Some(now)),
        "first handed over now"
    );
    assert!(lease(now + 1).await.unwrap().is_none(), "leased once");
    assert!(!owed(store.owed_posts(now + 1, 100).await.unwrap()));
    let later = now + POST_LEASE_SECS + 1;
    assert!(
        owed(store.owed_posts(later, 100).await.unwrap()),
        "its holder stopped"
    );
    let again = lease(later).await.unwrap().expect("taken over");
    assert_eq!(
        again.first_leased,
        Some(now),
        "it may have landed since then"
    );
    store.release_post(key).await.unwrap();
    assert!(lease(later + 1).await.unwrap().is_some(), "the post failed");
    let at = Some((ChannelId(3), MessageId(77)));
    store.post_shown(key, 0, at).await.unwrap();
    assert!(!owed(store.owed_posts(later + 1000, 100).await.unwrap()));
    assert!(lease(later + 1000).await.unwrap().is_none(), "posted");
}

/// The version of tournament `id`'s post of `kind` the outbox owes, if it
/// owes it.
async fn owed_post(store: &Store, post: PostId) -> Option<u64> {
    let owed = store.owed_posts(i64::MAX, 100).await.unwrap();
    owed.into_iter().find(|o| o.id == post).map(|o| o.version)
}

/// The sign-up message (a post of the outbox) is owed every change people
/// must see on it, each counted with its own write, once its message is
/// known; what a refused join changed is not owed; a show of an older
/// count does not mark a newer one shown.
async fn the_sign_up_message_is_owed_each_change_until_shown(db: TestDb) {
    let store = db.open().await;
    let t = store.create_tournament(&cup()).await.unwrap();
    let (key, owed) = (PostId::Signup(t.id), async |store: &Store| {
        owed_post(store, PostId::Signup(t.id)).await
    });
    let shown = async |store: &Store, version| {
        let shown = store.post_shown(key, version, None);
        shown.await.unwrap()
    };
    store.join_tournament(t.id, ADA, "Ada").await.unwrap();
    assert_eq!(owed(&store).await, None, "nothing owed before it is posted");
    assert!(
        store.signup_posted(t.id, MessageId(5)).await.unwrap(),
        "the join before it is owed to it"
    );
    let after_join = owed(&store).await.expect("the join is owed");
    shown(&store, after_join).await;
    assert_eq!(owed(&store).await, None, "shown");
    let _ = refused(store.join_tournament(t.id, ADA, "Ada").await);
    assert_eq!(owed(&store).await, None, "a refused join changes nothing");
    store.join_tournament(t.id, BOB, "Bob").await.unwrap();
    store.leave_tournament(t.id, BOB).await.unwrap();
    let after_leave = owed(&store).await.expect("the join and the leave are owed");
    assert!(after_leave > after_join);
    shown(&store, after_join).await;
    assert_eq!(owed(&store).await, Some(after_leave));
    assert!(store.start_tournament(t.id).await.unwrap());
    let started = owed(&store).await.expect("the start is owed");
    shown(&store, started).await;
    assert!(store.finish_tournament(t.id, true).await.unwrap());
    let rows = store.owed_posts(i64::MAX, 100).await.unwrap();
    let row = rows.iter().find(|o| o.id == key);
    let row = row.expect("the end is owed");
    assert_eq!(row.at, Some((CHANNEL, MessageId(5))), "the message edited");
}

/// With a check-in window, only those who checked in within it are seated:
/// a check-in before the window opens is refused with when it opens.
async fn only_those_checked_in_are_seated(db: TestDb) {
    let store = db.open().await;
    let start = hypnosia::table::unix_now() + 3600;
    let late = NewTournament {
        starts_at: Some(start),
        check_in: Some(Duration::from_secs(60)),
        ..cup()
    };
    let early = store.create_tournament(&late).await.unwrap();
    store.join_tournament(early.id, ADA, "Ada").await.unwrap();
    assert_eq!(
        refused(store.check_in_tournament(early.id, ADA).await),
        TournamentRefusal::CheckInLater { opens: start - 60 }
    );
    let open = NewTournament {
        check_in: Some(Duration::from_secs(7200)),
        ..late
    };
    let t = store.create_tournament(&open).await.unwrap();
    for user in [ADA, BOB, CY] {
        store.join_tournament(t.id, user, "P").await.unwrap();
    }
    assert_eq!(
        refused(store.check_in_tournament(t.id, HUGE).await),
        TournamentRefusal::NotIn
    );
    store.check_in_tournament(t.id, ADA).await.unwrap();
    store.check_in_tournament(t.id, CY).await.unwrap();
    store.check_in_tournament(t.id, CY).await.unwrap();
    let play = store.tournament_play(t.id).await.unwrap().unwrap();
    let checked: Vec<bool> = play.entrants.iter().map(|e| e.checked_in).collect();
    assert_eq!(checked, [true, false, true]);
    assert!(store.start_tournament(t.id).await.unwrap());
    let play = store.tournament_play(t.id).await.unwrap().unwrap();
    let seated: Vec<UserId> = play.entrants.iter().map(|e| e.user).collect();
    assert_eq!(seated, [ADA, CY], "Bob did not check in");
    let plain = store.create_tournament(&cup()).await.unwrap();
    store.join_tournament(plain.id, ADA, "Ada").await.unwrap();
    assert_eq!(
        refused(store.check_in_tournament(plain.id, ADA).await),
        TournamentRefusal::NoCheckIn
    );
}

on_both_backends!(a_round_is_seated_once_and_never_with_someone_who_left);
on_both_backends!(only_those_checked_in_are_seated);
on_both_backends!(the_sign_up_message_is_owed_each_change_until_shown);
on_both_backends!(the_public_standings_are_owed_each_share_and_round_until_shown);
on_both_backends!(what_comes_next_under_a_tables_results_is_owed_once_the_next_round_starts);

/// The one public standings message (a post of the outbox) is owed each
/// Share (posted when there is none) and, once it exists, each round seated
/// and the end, each counted with its own write; a show marks what it
/// showed and where, never a newer count; a show refused for good keeps
/// the message known. A tournament nobody shared owes nothing.
async fn the_public_standings_are_owed_each_share_and_round_until_shown(db: TestDb) {
    let store = db.open().await;
    let (t, quiet) = (
        store.create_tournament(&cup()).await.unwrap(),
        store.create_tournament(&cup()).await.unwrap(),
    );
    let owed = async |store: &Store, id| owed_post(store, PostId::Standings(id)).await;
    let message = async |store: &Store, id| {
        let t = store.tournament(id).await.unwrap().unwrap();
        t.standings_message
    };
    let key = PostId::Standings(t.id);
    let shown = async |store: &Store, version, message: Option<u64>| {
        let at = message.map(|m| (CHANNEL, MessageId(m)));
        let shown = store.post_shown(key, version, at);
        shown.await.unwrap()
    };
    for id in [t.id, quiet.id] {
        for user in [ADA, HUGE] {
            store.join_tournament(id, user, "P").await.unwrap();
        }
        assert!(store.start_tournament(id).await.unwrap());
    }
    assert_eq!(
        (owed(&store, t.id).await, message(&store, t.id).await),
        (None, None)
    );
    store.share_standings(t.id, GUILD).await.unwrap();
    assert_eq!(
        (owed(&store, t.id).await, message(&store, t.id).await),
        (Some(1), None)
    );
    shown(&store, 1, Some(9)).await;
    assert_eq!(
        (owed(&store, t.id).await, message(&store, t.id).await),
        (None, Some(MessageId(9)))
    );
    // Round 1 seated: owed, as the message exists.
    let running = store.tournament(t.id).await.unwrap().unwrap();
    let tables = [table_of(ADA, HUGE)];
    let seated = store
        .seat_round(&running, (1, false), (true, &[]), &tables)
        .await;
    assert!(matches!(seated.unwrap(), RoundSeating::Seated(_)));
    assert_eq!(owed(&store, t.id).await, Some(2));
    // A show of an older count does not mark the newer one shown.
    shown(&store, 1, Some(9)).await;
    assert_eq!(owed(&store, t.id).await, Some(2));
    // Refused for good: shown, the message still the one known.
    shown(&store, 2, None).await;
    assert_eq!(
        (owed(&store, t.id).await, message(&store, t.id).await),
        (None, Some(MessageId(9)))
    );
    assert!(store.finish_tournament(t.id, false).await.unwrap());
    assert_eq!(owed(&store, t.id).await, Some(3), "the end is owed");
    // Posted again (the old one deleted): the new message is the one kept.
    shown(&store, 3, Some(10)).await;
    assert_eq!(message(&store, t.id).await, Some(MessageId(10)));
    // Never shared: its rounds and its end owe nothing.
    let running = store.tournament(quiet.id).await.unwrap().unwrap();
    let tables = [table_of(ADA, HUGE)];
    let seated = store
        .seat_round(&running, (1, false), (true, &[]), &tables)
        .await;
    assert!(matches!(seated.unwrap(), RoundSeating::Seated(_)));
    assert!(store.finish_tournament(quiet.id, false).await.unwrap());
    assert_eq!(
        (
            owed(&store, quiet.id).await,
            message(&store, quiet.id).await
        ),
        (None, None)
    );
}

/// What comes next under a tournament table's results (a post of the
/// outbox) is owed once the next round starts, and only once its message is
/// known: the results shown first, then the round seated.
async fn what_comes_next_under_a_tables_results_is_owed_once_the_next_round_starts(db: TestDb) {
    let store = db.open().await;
    let t = store.create_tournament(&cup()).await.unwrap();
    for user in [ADA, HUGE] {
        store.join_tournament(t.id, user, "P").await.unwrap();
    }
    assert!(store.start_tournament(t.id).await.unwrap());
    let running = store.tournament(t.id).await.unwrap().unwrap();
    let tables = [table_of(ADA, HUGE)];
    let seated = store.seat_round(&running, (1, false), (false, &[]), &tables);
    let RoundSeating::Seated(games) = seated.await.unwrap() else {
        panic!("round 1 seated")
    };
    let results = (games[0], GUILD);
    let on_screen = hypnosia::table::OnScreen::posted(MessageId(7));
    let shown = store.results_shown(results, (CHANNEL, &on_screen));
    assert!(!shown.await.unwrap(), "no next round yet: nothing to edit");
    assert_eq!(owed_post(&store, PostId::Next(games[0])).await, None);
    let seated = store.seat_round(&running, (2, false), (true, &[]), &tables);
    assert!(matches!(seated.await.unwrap(), RoundSeating::Seated(_)));
    assert!(
        owed_post(&store, PostId::Next(games[0])).await.is_some(),
        "round 2 started: the results' edit is owed"
    );
}
