//! The computers' pace: each move a pause after the one before was due, so
//! that what one move takes on a busy bot (its thinking, the game's lock,
//! its commit) does not push every later move back, while watchers still
//! get a quarter pause at least between two moves.

use std::time::{Duration, Instant};

use hypnosia::game::Color;
use hypnosia::live::{Applied, Cause, MoveClick, Settings};
use hypnosia::table::{Level, Seat, Table};

use crate::support::{ADA, World, settings};

const PAUSE: Duration = Duration::from_millis(1000);

/// When each of the game's next `count` versions after `from` was stored,
/// polled every 5 ms.
async fn versions_after(
    w: &World,
    game: hypnosia::table::GameId,
    from: u64,
    count: u64,
) -> Vec<Instant> {
    let mut seen = Vec::new();
    let mut last = from;
    let deadline = Instant::now() + Duration::from_secs(20);
    while seen.len() < count as usize {
        assert!(
            Instant::now() < deadline,
            "{count} computer moves within 20 s"
        );
        let version = w.table(game).await.game.version();
        for _ in last..version {
            seen.push(Instant::now());
        }
        last = version;
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    seen
}

#[tokio::test]
async fn a_late_computer_move_does_not_push_back_the_next() {
    let w = World::with(Settings {
        ai_delay: PAUSE,
        ..settings()
    })
    .await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::ai(Color::Green, Level::Easy),
    ];
    let game = w.start(seats, Duration::from_secs(3600)).await;
    let t = w
        .until(game, "Ada's turn", |t| t.human_to_move().is_some())
        .await;
    w.screen().flush().await;

    // Ada plays her whole turn (a move per die).
    let mut t = t;
    for n in 1.. {
        let click = MoveClick {
            community: t.place.community(),
            user: ADA,
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        w.tables
            .click_move(click, n)
            .await
            .expect("Ada's move is played");
        w.screen().flush().await;
        t = w.table(game).await;
        if t.human_to_move().is_none() {
            break;
        }
    }
    let clicked = Instant::now();
    let after_click = t;
    assert!(after_click.ai_to_move(), "a computer moves next");

    // Something else holds the game's lock when the first computer move is
    // due, and long after: that move is stored 0.6 pause late.
    let tables = w.tables.clone();
    let holder = tokio::spawn(async move {
        tables
            .kernel()
            .change_game(game, Cause::Background, async move |_: &mut Table| {
                tokio::time::sleep(PAUSE * 16 / 10).await;
                Ok(Applied::Unchanged)
            })
            .await
    });

    let moves = versions_after(&w, game, after_click.game.version(), 2).await;
    holder.await.unwrap().unwrap();
    let (first, second) = (moves[0] - clicked, moves[1] - moves[0]);
    assert!(
        first >= PAUSE * 15 / 10,
        "the first waited for the lock: {first:?}"
    );
    // Paced from when the first was due (a pause after the click), the
    // second is due 0.4 pause after the late first; paced from the first's
    // commit, it would come a whole pause after it.
    assert!(
        second < PAUSE * 8 / 10,
        "the second is not pushed back by the first's lateness: {second:?} after it"
    );
    assert!(
        second >= PAUSE / 4,
        "a quarter pause at least between two moves: {second:?}"
    );
}
