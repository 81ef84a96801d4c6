//! Background calls go to servers in turn: a server with a hundred calls
//! queued takes one turn in every round, so another server's lone call waits
//! a round of the pace, not behind the crowd. Told by the order the calls
//! went in, which no timing changes.

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
    let burst = budget.background().burst as usize;
    let served = Arc::new(Mutex::new(Vec::new()));
    let call = |server: u64| {
        let (pace, served) = (pace.clone(), served.clone());
        tokio::spawn(async move {
            pace.background_call(server).await.unwrap();
            served.lock().unwrap().push(server);
        })
    };
    let crowd: Vec<_> = (0..CROWD).map(|_| call(CROWDED)).collect();
    // Every call of the crowd has asked: past the burst, they queue.
    let queued = (CROWD - burst - 1) as f64 / budget.background().per_second;
    while pace.backlog() < Duration::from_secs_f64(queued) {
        tokio::task::yield_now().await;
    }
    call(LONE).await.unwrap();
    for crowded in crowd {
        crowded.await.unwrap();
    }
    let served = served.lock().unwrap();
    assert_eq!(served.len(), CROWD + 1, "every call went");
    let lone_went = served.iter().position(|&s| s == LONE).unwrap();
    // Those that went before it asked: the burst, the turn under way, and at
    // most one more of the crowd's turns in the round.
    let crowd_went_before = served.iter().take_while(|&&s| s == CROWDED).count();
    assert!(
        lone_went <= crowd_went_before && crowd_went_before <= burst + 3,
        "the lone call went after {crowd_went_before} of the crowd's {CROWD} calls"
    );
}
