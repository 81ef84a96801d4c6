//! Background calls go to servers in turn: a server with a hundred calls
//! queued takes one turn in every round, so another server's lone call waits
//! a round of the pace, not behind the crowd. Told by the order the calls
//! went in, which no timing changes.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hypnosia::pace::{Budget, Pace};

const CROWDED: u64 = 1;
const LONE: u64 = 2;
const CROWD: usize = 100;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_servers_call_waits_a_round_not_behind_a_crowded_server() {
    // Four times a whole process's pace: the same turns, a shorter test.
    let budget = Budget { share: 4.0 };
    let pace = Arc::new(Pace::new(budget));
    let burst = budget.pace().burst as usize;
    let served = Arc::new(Mutex::new(Vec::new()));
    let asked = Arc::new(AtomicUsize::new(0));
    let call = |server: u64| {
        let (pace, served, asked) = (pace.clone(), served.clone(), asked.clone());
        tokio::spawn(async move {
            // Counted in the poll that asks the pace (nothing awaits between).
            asked.fetch_add(1, Ordering::SeqCst);
            pace.background_call(server).await.unwrap();
            served.lock().unwrap().push(server);
        })
    };
    let crowd: Vec<_> = (0..CROWD).map(|_| call(CROWDED)).collect();
    // Every call of the crowd has asked: past the burst, they queue. (Not
    // "until the backlog is the whole crowd's": on a loaded machine the
    // runtime polls the crowd slowly, some of it goes meanwhile, and that
    // backlog never comes.)
    while asked.load(Ordering::SeqCst) < CROWD {
        tokio::task::yield_now().await;
    }
    let gone = served.lock().unwrap().len();
    assert!(
        pace.backlog() > Duration::ZERO,
        "the crowd queues past the burst"
    );
    call(LONE).await.unwrap();
    for crowded in crowd {
        crowded.await.unwrap();
    }
    let served = served.lock().unwrap();
    assert_eq!(served.len(), CROWD + 1, "every call went");
    let lone_went = served.iter().position(|&s| s == LONE).unwrap();
    // Those that went before it asked (the burst at least), the turn under
    // way, and at most one more of the crowd's turns in the round.
    let crowd_went_before = served.iter().take_while(|&&s| s == CROWDED).count();
    assert!(
        lone_went <= crowd_went_before && crowd_went_before <= gone.max(burst) + 3,
        "the lone call went after {crowd_went_before} of the crowd's {CROWD} calls"
    );
}

/// People's calls (a command's, a click's) take the next turn before every
/// background call already queued: a burst of shows never makes a person wait
/// behind it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persons_call_goes_before_the_queued_background_calls() {
    let budget = Budget { share: 4.0 };
    let pace = Arc::new(Pace::new(budget));
    let served = Arc::new(Mutex::new(Vec::new()));
    let shows: Vec<_> = (0..40)
        .map(|_| {
            let (pace, served) = (pace.clone(), served.clone());
            tokio::spawn(async move {
                pace.background_call(CROWDED).await.unwrap();
                served.lock().unwrap().push("show");
            })
        })
        .collect();
    while pace.backlog() < Duration::from_millis(100) {
        tokio::task::yield_now().await;
    }
    pace.people_call().await;
    served.lock().unwrap().push("person");
    for show in shows {
        show.await.unwrap();
    }
    let served = served.lock().unwrap();
    let person = served.iter().position(|&s| s == "person").unwrap();
    assert!(
        person < 40 - 10,
        "the person went after {person} of 40 shows"
    );
}

/// Every counted call, people's and background ones mixed, keeps within the
/// pace's bound in every sliding second (38 a second and a burst of 3: 41,
/// under Discord's 50 with a margin), and a background call's token pays for
/// its call at the gate (not twice).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_counted_call_keeps_under_45_in_any_sliding_second() {
    let pace = Arc::new(Pace::new(Budget::WHOLE));
    let times = Arc::new(Mutex::new(Vec::new()));
    let calls: Vec<_> = (0..70)
        .map(|i| {
            let (pace, times) = (pace.clone(), times.clone());
            tokio::spawn(async move {
                if i % 2 == 0 {
                    pace.background_call(i % 7).await.unwrap();
                }
                // At the gate: paid for by the background call's token, or
                // taking its own.
                pace.counted_call().await;
                times.lock().unwrap().push(tokio::time::Instant::now());
            })
        })
        .collect();
    for call in calls {
        call.await.unwrap();
    }
    let mut times = times.lock().unwrap().clone();
    times.sort();
    let busiest = (0..times.len())
        .map(|i| {
            times[i..]
                .iter()
                .take_while(|t| t.duration_since(times[i]) < Duration::from_secs(1))
                .count()
        })
        .max()
        .unwrap();
    assert!(busiest <= 45, "{busiest} calls in one second");
    assert!(busiest >= 30, "the pace is used: {busiest}");
    assert_eq!(pace.counts().counted, 70);
}

#[test]
fn interaction_callbacks_and_webhooks_are_not_counted() {
    use hypnosia::pace::gate::exempt;
    assert!(exempt("/api/v10/interactions/1/tok/callback"));
    assert!(exempt("/api/v10/webhooks/12/tok/messages/@original"));
    assert!(exempt("/api/v10/webhooks/12/tok"));
    assert!(
        !exempt("/api/v10/webhooks/12"),
        "a webhook read with the bot's token"
    );
    assert!(!exempt("/api/v10/channels/5/messages"));
    assert!(!exempt("/api/v10/channels/5/threads"));
    assert!(!exempt("/api/v10/users/@me"));
    // The prefix or not, a query string, a trailing slash: read the same.
    assert!(exempt("/interactions/1/tok/callback"));
    assert!(exempt("/v10/interactions/1/tok/callback"));
    assert!(exempt("/api/interactions/1/tok/callback/"));
    assert!(exempt("/webhooks/12/tok/messages/@original"));
    assert!(exempt("/api/v10/webhooks/12/tok?wait=true"));
    assert!(!exempt("/webhooks/12"), "no token: the bot's");
    assert!(!exempt("/api/v10/webhooks/12/"), "an empty token is none");
    assert!(!exempt("/api/v10/webhooks/12?wait=true"));
    assert!(!exempt("/api/v10/channels/5/messages?limit=50"));
    // A segment that only looks like the version is the route's.
    assert!(!exempt("/api/v10/v9/interactions/1/tok/callback"));
}
