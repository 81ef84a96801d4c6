//! Only one board keeps live buttons where only clicks show a table
//! (`showing::board_clicks`): a board that moves is cleared through the click
//! that showed it, while it lives; else it is said unreachable.

use std::time::{Duration, Instant};

use hypnosia::showing::board_clicks::{BoardClicks, OldBoard};
use hypnosia::showing::click_pays::Payer;
use hypnosia::store::Token;
use hypnosia::table::{ChannelId, GameId, MessageId};

/// A click on message `on` that arrived at `arrived`.
fn payer(on: u64, arrived: Instant) -> Payer<u64> {
    let token = Token::new(format!("token-{on}"));
    Payer::new((on, token), arrived, (ChannelId(1), MessageId(on)))
}

#[test]
fn a_board_that_moves_is_cleared_through_the_click_that_showed_it() {
    let boards = BoardClicks::new(Duration::from_secs(60));
    let (game, now) = (GameId(7), Instant::now());
    let first = payer(10, now);
    assert!(matches!(
        boards.shown(game, Some(&first), (None, MessageId(10))),
        OldBoard::Stayed
    ));
    assert!(matches!(
        boards.shown(game, Some(&first), (Some(MessageId(10)), MessageId(10))),
        OldBoard::Stayed
    ));
    let answer = payer(20, now);
    match boards.shown(game, Some(&answer), (Some(MessageId(10)), MessageId(20))) {
        OldBoard::Reachable(p, m) => assert_eq!((p.click(), m), (Some(&10), MessageId(10))),
        _ => panic!("the old board is reached through its click"),
    }
    assert_eq!(boards.len(), 1);
}

#[test]
fn an_old_board_no_live_click_reaches_is_said_unreachable() {
    let life = Duration::from_secs(60);
    let boards = BoardClicks::new(life);
    let game = GameId(7);
    let stale = Instant::now() - life - Duration::from_secs(1);
    boards.shown(game, Some(&payer(10, stale)), (None, MessageId(10)));
    let moved = boards.shown(
        game,
        Some(&payer(20, Instant::now())),
        (Some(MessageId(10)), MessageId(20)),
    );
    assert!(matches!(moved, OldBoard::Unreachable(MessageId(10))));
    // After a restart the screen knows no click of the old board.
    let fresh = BoardClicks::new(life);
    let moved = fresh.shown(
        game,
        Some(&payer(30, Instant::now())),
        (Some(MessageId(20)), MessageId(30)),
    );
    assert!(matches!(moved, OldBoard::Unreachable(MessageId(20))));
    assert_eq!(fresh.len(), 1);
}
