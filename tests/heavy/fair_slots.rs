//! Slots served to servers in turn: one server with hundreds of games
//! waiting cannot hold up another server's one game (the order of service,
//! not timing).

use std::sync::Arc;

use hypnosia::heavy::fair_slots::FairSlots;
use hypnosia::pace::round_robin::RoundRobin;

#[test]
fn each_key_is_served_in_turn_and_each_keys_items_in_order() {
    let mut queue = RoundRobin::default();
    for n in 0..3 {
        queue.push('a', n);
    }
    queue.push('b', 10);
    queue.push('c', 20);
    queue.push('b', 11);
    let served: Vec<_> = std::iter::from_fn(|| queue.pop()).collect();
    assert_eq!(
        served,
        [
            ('a', 0),
            ('b', 10),
            ('c', 20),
            ('a', 1),
            ('b', 11),
            ('a', 2)
        ]
    );
    assert!(queue.is_empty());
    assert_eq!(queue.len(), 0);
}

#[tokio::test]
async fn a_lone_servers_game_is_served_within_one_round_of_a_crowded_server() {
    const SLOTS: usize = 2;
    const CROWD: u32 = 200;
    let slots = Arc::new(FairSlots::new(SLOTS));
    // Every slot busy: whatever comes now waits.
    let busy = [slots.acquire("busy").await, slots.acquire("busy").await];
    let (served_tx, mut served) = tokio::sync::mpsc::unbounded_channel();
    let mut waiters = Vec::new();
    let queue = |server: &'static str, game: u32, waiters: &mut Vec<_>| {
        let (slots, served_tx) = (Arc::clone(&slots), served_tx.clone());
        waiters.push(tokio::spawn(async move {
            let _slot = slots.acquire(server).await;
            served_tx.send((server, game)).unwrap();
            // Held a moment, as a decision is: the next waits for it.
            tokio::task::yield_now().await;
        }));
    };
    // The crowded server's 200 games queue first, the lone game last.
    for game in 0..CROWD {
        queue("crowded", game, &mut waiters);
        while slots.waiting() < game as usize + 1 {
            tokio::task::yield_now().await;
        }
    }
    queue("lone", 0, &mut waiters);
    while slots.waiting() < CROWD as usize + 1 {
        tokio::task::yield_now().await;
    }
    drop(busy);
    for waiter in waiters {
        waiter.await.unwrap();
    }
    drop(served_tx);
    let mut order = Vec::new();
    while let Some(one) = served.recv().await {
        order.push(one);
    }
    assert_eq!(order.len(), CROWD as usize + 1, "everyone served once");
    let lone = order.iter().position(|&(s, _)| s == "lone").unwrap();
    assert!(
        lone <= SLOTS,
        "the lone game waited behind {lone} of the crowded server's (a first-come queue: {CROWD})"
    );
    let crowded: Vec<u32> = order
        .iter()
        .filter(|(s, _)| *s == "crowded")
        .map(|&(_, g)| g)
        .collect();
    assert!(
        crowded.windows(2).all(|w| w[0] < w[1]),
        "a server's own games first come, first served"
    );
}

#[tokio::test]
async fn a_board_a_click_waits_for_is_served_before_the_boards_queued_earlier() {
    let slots = Arc::new(FairSlots::new(1));
    let busy = slots.acquire("server").await;
    let (served_tx, served) = tokio::sync::mpsc::unbounded_channel();
    let mut waiters = Vec::new();
    // Fifty computers' boards queue first, on this server and another, then one click's.
    for (n, first) in (0..50).map(|n| (n, false)).chain([(50, true)]) {
        let (queued, served_tx) = (Arc::clone(&slots), served_tx.clone());
        let server = if n % 2 == 0 { "server" } else { "other" };
        waiters.push(tokio::spawn(async move {
            let slots = queued;
            let _slot = if first {
                slots.acquire_first(server).await
            } else {
                slots.acquire(server).await
            };
            served_tx.send(n).unwrap();
        }));
        while slots.waiting() < n + 1 {
            tokio::task::yield_now().await;
        }
    }
    drop(busy);
    let order = served_order(waiters, (served_tx, served)).await;
    assert_eq!(order.len(), 51, "everyone served once");
    assert_eq!(order[0], 50, "the click's board went first: {order:?}");
}

/// Who waits for a queued board.
#[derive(Clone, Copy)]
enum Kind {
    /// A person ([`FairSlots::acquire_first`]).
    Person,
    /// A person, whose board a later one stands in for ([`FairSlots::acquire_soon`]).
    Handover,
    /// Nobody, and no later state replaces it ([`FairSlots::acquire`]).
    Screen,
    /// Nobody, and a newer state replaces it ([`FairSlots::acquire_last`]).
    Edit,
}

/// Queues one waiter a task; `first` for a person's board. Waits until it is queued.
async fn queue_waiter(
    slots: &Arc<FairSlots<&'static str>>,
    served: &tokio::sync::mpsc::UnboundedSender<usize>,
    (n, first): (usize, bool),
) -> tokio::task::JoinHandle<()> {
    let kind = if first { Kind::Person } else { Kind::Screen };
    queue_kind(slots, served, (n, kind)).await
}

/// Queues one waiter of `kind` a task. Waits until it is queued.
async fn queue_kind(
    slots: &Arc<FairSlots<&'static str>>,
    served: &tokio::sync::mpsc::UnboundedSender<usize>,
    (n, kind): (usize, Kind),
) -> tokio::task::JoinHandle<()> {
    let before = slots.waiting();
    let (slots_, served) = (Arc::clone(slots), served.clone());
    let waiter = tokio::spawn(async move {
        let _slot = match kind {
            Kind::Person => slots_.acquire_first("server").await,
            Kind::Handover => slots_.acquire_soon("server").await,
            Kind::Screen => slots_.acquire("server").await,
            Kind::Edit => slots_.acquire_last("server").await,
        };
        served.send(n).unwrap();
    });
    while slots.waiting() < before + 1 {
        tokio::task::yield_now().await;
    }
    waiter
}

/// The order `waiters` were served in, once all were.
async fn served_order(
    waiters: Vec<tokio::task::JoinHandle<()>>,
    (served_tx, mut served): (
        tokio::sync::mpsc::UnboundedSender<usize>,
        tokio::sync::mpsc::UnboundedReceiver<usize>,
    ),
) -> Vec<usize> {
    for waiter in waiters {
        waiter.await.unwrap();
    }
    drop(served_tx);
    let mut order = Vec::new();
    while let Some(n) = served.recv().await {
        order.push(n);
    }
    order
}

#[tokio::test]
async fn a_computers_edit_never_takes_a_slot_while_a_persons_board_or_another_waits() {
    use hypnosia::heavy::fair_slots::PASSED_OVER_AT_MOST;
    let slots = Arc::new(FairSlots::new(1));
    let busy = slots.acquire("server").await;
    let (served_tx, served) = tokio::sync::mpsc::unbounded_channel();
    // A computer's edit first, then a result nobody waits for, then a steady
    // crowd of persons' boards: the result keeps its share, the edit none.
    let persons = PASSED_OVER_AT_MOST * 3;
    let mut waiters = vec![queue_kind(&slots, &served_tx, (0, Kind::Edit)).await];
    waiters.push(queue_kind(&slots, &served_tx, (1, Kind::Screen)).await);
    for n in 2..persons + 2 {
        waiters.push(queue_kind(&slots, &served_tx, (n, Kind::Person)).await);
    }
    drop(busy);
    let order = served_order(waiters, (served_tx, served)).await;
    assert_eq!(order.len(), persons + 2, "everyone served once");
    let at = |n: usize| order.iter().position(|&m| m == n).unwrap();
    assert_eq!(at(1), PASSED_OVER_AT_MOST, "the result's share: {order:?}");
    assert_eq!(
        at(0),
        persons + 1,
        "the edit once nobody else waits: {order:?}"
    );
    // A person's board that comes while an edit waits still goes first.
    let busy = slots.acquire("server").await;
    let (served_tx, served) = tokio::sync::mpsc::unbounded_channel();
    let edit = queue_kind(&slots, &served_tx, (0, Kind::Edit)).await;
    let person = queue_kind(&slots, &served_tx, (1, Kind::Person)).await;
    drop(busy);
    let order = served_order(vec![edit, person], (served_tx, served)).await;
    assert_eq!(order, [1, 0]);
}

#[tokio::test]
async fn a_clicks_board_a_later_one_stands_in_for_waits_behind_the_persons_turns_only() {
    let slots = Arc::new(FairSlots::new(1));
    let busy = slots.acquire("server").await;
    let (served_tx, served) = tokio::sync::mpsc::unbounded_channel();
    // An edit, a result, two handovers, then three persons' turns, in that order.
    let kinds = [
        Kind::Edit,
        Kind::Screen,
        Kind::Handover,
        Kind::Handover,
        Kind::Person,
        Kind::Person,
        Kind::Person,
    ];
    let mut waiters = Vec::new();
    for (n, kind) in kinds.into_iter().enumerate() {
        waiters.push(queue_kind(&slots, &served_tx, (n, kind)).await);
    }
    drop(busy);
    let order = served_order(waiters, (served_tx, served)).await;
    assert_eq!(
        order,
        [4, 5, 6, 2, 3, 1, 0],
        "turns, handovers, the result, the edit"
    );
}

#[tokio::test]
async fn a_board_nobody_waits_for_is_served_after_at_most_so_many_persons_boards() {
    use hypnosia::heavy::fair_slots::PASSED_OVER_AT_MOST;
    let slots = Arc::new(FairSlots::new(1));
    let busy = slots.acquire("server").await;
    let (served_tx, served) = tokio::sync::mpsc::unbounded_channel();
    // One board nobody waits for, then a steady crowd of persons' boards.
    let persons = PASSED_OVER_AT_MOST * 3;
    let mut waiters = vec![queue_waiter(&slots, &served_tx, (0, false)).await];
    for n in 1..=persons {
        waiters.push(queue_waiter(&slots, &served_tx, (n, true)).await);
    }
    drop(busy);
    let order = served_order(waiters, (served_tx, served)).await;
    assert_eq!(order.len(), persons + 1, "everyone served once");
    let background = order.iter().position(|&n| n == 0).unwrap();
    assert_eq!(
        background, PASSED_OVER_AT_MOST,
        "served after {PASSED_OVER_AT_MOST} persons' boards, not after all {persons}: {order:?}"
    );
    assert!(
        order.iter().filter(|&&n| n != 0).is_sorted(),
        "persons' boards in order"
    );
}

#[tokio::test]
async fn a_waiter_that_gives_up_leaves_the_count_at_once_and_its_turn_goes_to_the_next() {
    let slots = Arc::new(FairSlots::new(1));
    let busy = slots.acquire("server").await;
    let (served_tx, mut served) = tokio::sync::mpsc::unbounded_channel();
    let gives_up = queue_waiter(&slots, &served_tx, (0, false)).await;
    let stays = queue_waiter(&slots, &served_tx, (1, false)).await;
    assert_eq!(slots.waiting(), 2);
    gives_up.abort();
    assert!(gives_up.await.unwrap_err().is_cancelled());
    assert_eq!(slots.waiting(), 1, "counted out before its turn comes");
    drop(busy);
    stays.await.unwrap();
    assert_eq!(served.recv().await, Some(1));
    assert_eq!(slots.waiting(), 0);
    // The slot came back: the next takes it at once.
    drop(slots.acquire("server").await);
    drop(served_tx);
    assert_eq!(
        served.recv().await,
        None,
        "the one that gave up was never served"
    );
}
