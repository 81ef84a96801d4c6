//! Who is notified when their turn comes: a person who clicked in the game
//! within the watching time (a minute by default; short here, through the same
//! setting) is shown their turn without a notification; anyone else is
//! notified, however many turns the game has.

use std::time::Duration;

use hypnosia::live::{Change, MoveClick, Next, Settings, Waits};
use hypnosia::table::GameId;

use crate::support::{World, settings};

/// The person to move plays their whole turn, clicking the first legal move
/// each time, after `pause`; returns the change that shows what comes next.
async fn play_turn(w: &World, game: GameId, pause: Duration, n: &mut u32) -> Change<u32> {
    let turn = w.table(game).await.game.entries().len();
    tokio::time::sleep(pause).await;
    loop {
        let t = w.table(game).await;
        if t.game.is_over() || t.game.entries().len() != turn {
            break;
        }
        let user = t.human_to_move().expect("a person to move").1;
        let click = MoveClick {
            community: t.place.community(),
            user,
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        *n += 1;
        w.tables.click_move(click, *n).await.unwrap();
    }
    w.screen().flush().await;
    let changes = w.screen().changes(game);
    changes
        .last()
        .cloned()
        .expect("the turn's changes are shown")
}

fn watching(time: Duration) -> Settings {
    Settings {
        waits: Waits {
            watching: time,
            ..Waits::default()
        },
        ..settings()
    }
}

#[tokio::test]
async fn a_person_who_just_clicked_gets_their_next_turn_without_a_notification() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let first = w.screen().changes(game);
    assert!(
        first.iter().all(|c| c.notify),
        "nobody clicked yet: the first turn notifies"
    );
    let mut n = 0;
    let to_second = play_turn(&w, game, Duration::ZERO, &mut n).await;
    assert!(matches!(to_second.step, Next::NewHumanTurn(_)));
    assert!(to_second.notify, "the second player never clicked");
    let back = play_turn(&w, game, Duration::ZERO, &mut n).await;
    assert!(matches!(back.step, Next::NewHumanTurn(_)));
    assert!(
        !back.notify,
        "the first player clicked a moment ago: no notification"
    );
    let in_turn = w
        .screen()
        .changes(game)
        .into_iter()
        .filter(|c| c.step == Next::SameTurn)
        .collect::<Vec<_>>();
    assert!(
        in_turn.iter().all(|c| !c.notify),
        "a die played in place notifies nobody"
    );
}

#[tokio::test]
async fn a_turn_that_comes_after_the_watching_time_notifies_every_time() {
    let w = World::with(watching(Duration::from_millis(100))).await;
    let game = w.start_two_people().await;
    let mut n = 0;
    play_turn(&w, game, Duration::ZERO, &mut n).await;
    for round in 0..2 {
        // The other player thinks longer than the watching time.
        let slow = play_turn(&w, game, Duration::from_millis(250), &mut n).await;
        assert!(matches!(slow.step, Next::NewHumanTurn(_)), "{round}");
        assert!(
            slow.notify,
            "round {round}: a turn after a long pause notifies"
        );
        let quick = play_turn(&w, game, Duration::ZERO, &mut n).await;
        assert!(matches!(quick.step, Next::NewHumanTurn(_)), "{round}");
        assert!(
            !quick.notify,
            "round {round}: a turn right after one's own click does not"
        );
    }
}

#[tokio::test]
async fn a_watching_time_of_zero_notifies_every_turn() {
    let w = World::with(watching(Duration::ZERO)).await;
    let game = w.start_two_people().await;
    let mut n = 0;
    for _ in 0..4 {
        let next = play_turn(&w, game, Duration::ZERO, &mut n).await;
        assert!(next.notify, "{:?}", next.step);
    }
}
