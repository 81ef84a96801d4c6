//! A person's turn where only clicks show a table (`showing::turn_pings`):
//! pinged at once after a while away, else only once the wait is over; the
//! line gone as its turn ends; nothing kept past its click's life; a ping
//! that could not be posted owed to the next click on its turn; a line and a
//! click a killed process kept, known again after a restart (issue 77).

use std::time::{Duration, Instant};

use hypnosia::showing::click_pays::Payer;
use hypnosia::showing::turn_pings::{Ping, TurnPings, ping_for};
use hypnosia::store::Token;
use hypnosia::table::{ChannelId, GameId, MessageId, UserId};

const LIFE: Duration = Duration::from_secs(14 * 60);
const GAME: GameId = GameId(7);
const BOB: UserId = UserId(2);
const CY: UserId = UserId(3);

/// A click (named by its number) that arrived `ago`.
fn click(n: u32, ago: Duration) -> Payer<u32> {
    let arrived = Instant::now()
        .checked_sub(ago)
        .expect("a clock past the boot");
    Payer::new(
        (n, Token::new(format!("token-{n}"))),
        arrived,
        (ChannelId(1), MessageId(100)),
    )
}

#[test]
fn a_person_who_just_clicked_is_pinged_only_after_the_wait() {
    let wait = Duration::from_secs(60);
    assert_eq!(ping_for(true, wait), Ping::After(wait));
    assert_eq!(ping_for(false, wait), Ping::Now);
}

/// Bob's line goes as soon as his turn ends (a computer's turn shown), not
/// at the next person's; while his turn is shown it stays.
#[test]
fn the_line_goes_when_its_turn_ends() {
    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, Duration::ZERO));
    assert_eq!(
        pings.due(GAME, 10).map(|(u, p)| (u, *p.click().unwrap())),
        Some((BOB, 1))
    );
    assert!(pings.posted(GAME, 10, MessageId(500)));
    assert!(
        pings.shown(GAME, Some(BOB), false).is_none(),
        "still his turn"
    );
    let gone = pings.shown(GAME, None, false).expect("the line to remove");
    assert_eq!((*gone.0.click().unwrap(), gone.1), (1, MessageId(500)));
    assert!(pings.is_empty());
    assert!(pings.shown(GAME, None, false).is_none(), "removed once");
}

/// A new turn of the same person ends the old line, and the wait of an
/// ended turn finds nothing to ping.
#[test]
fn a_new_turn_ends_the_old_line_and_its_wait() {
    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, Duration::ZERO));
    assert!(
        pings.shown(GAME, Some(BOB), true).is_none(),
        "nothing posted"
    );
    pings.wait(GAME, (BOB, 14), click(2, Duration::ZERO));
    assert!(pings.due(GAME, 10).is_none(), "the old turn's wait");
    assert!(
        !pings.posted(GAME, 10, MessageId(9)),
        "a late post of it goes"
    );
    assert_eq!(pings.due(GAME, 14).map(|(u, _)| u), Some(BOB));
}

/// reliability-4 L4: a line whose click died is kept by nobody: the next
/// game's line drops it, and a posted one is not removed through a dead token.
#[test]
fn nothing_is_kept_past_its_clicks_life() {
    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, LIFE + Duration::from_secs(1)));
    assert!(pings.posted(GAME, 10, MessageId(500)));
    for game in 8..20 {
        pings.wait(GameId(game), (CY, 1), click(2, LIFE));
    }
    pings.wait(GameId(99), (CY, 1), click(3, Duration::ZERO));
    assert_eq!(pings.len(), 1, "only the live click's line is kept");
    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, LIFE + Duration::from_secs(1)));
    assert!(pings.posted(GAME, 10, MessageId(500)));
    assert!(
        pings.shown(GAME, None, false).is_none(),
        "a dead token removes nothing"
    );
}

/// A ping due whose click died, or that failed, is owed: the next click on
/// the same turn posts it (once), a click on another's turn does not.
#[test]
fn a_ping_not_posted_is_owed_to_the_next_click() {
    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, LIFE));
    assert!(pings.due(GAME, 10).is_none(), "no live click to post it");
    assert!(
        pings.owed(GAME, CY, &click(2, Duration::ZERO)).is_none(),
        "not cy's"
    );
    assert_eq!(pings.owed(GAME, BOB, &click(3, Duration::ZERO)), Some(10));
    assert!(pings.posted(GAME, 10, MessageId(600)));
    assert!(
        pings.owed(GAME, BOB, &click(4, Duration::ZERO)).is_none(),
        "posted once"
    );
    let gone = pings
        .shown(GAME, None, false)
        .expect("removed by the click that posted it");
    assert_eq!(*gone.0.click().unwrap(), 3);

    let pings = TurnPings::new(LIFE);
    pings.wait(GAME, (BOB, 10), click(1, Duration::ZERO));
    assert!(
        pings.owed(GAME, BOB, &click(2, Duration::ZERO)).is_none(),
        "not due yet"
    );
    pings.failed(GAME, 10);
    assert_eq!(pings.owed(GAME, BOB, &click(2, Duration::ZERO)), Some(10));
}

/// A click a killed process kept (issue 77): by its token alone.
fn kept(secret: &str, ago: Duration, on: Option<MessageId>) -> Payer<u32> {
    let arrived = Instant::now()
        .checked_sub(ago)
        .expect("a clock past the boot");
    Payer::kept(Token::new(secret), arrived, (ChannelId(1), on))
}

/// A line a killed process posted, known again after the restart: it stays
/// while its turn is shown and goes, through the token that posted it, once
/// its turn ends; a line this process posted wins over a kept one; none is
/// brought back past its click's life.
#[test]
fn a_line_a_killed_process_posted_goes_when_its_turn_ends() {
    let pings = TurnPings::new(LIFE);
    let line = MessageId(500);
    pings.kept(
        GAME,
        (BOB, 10),
        kept("old", Duration::from_secs(60), None),
        line,
    );
    assert!(
        pings.shown(GAME, Some(BOB), false).is_none(),
        "still his turn"
    );
    let (payer, gone) = pings.shown(GAME, None, false).expect("the line to remove");
    assert_eq!((payer.token().secret(), gone), ("old", line));
    assert!(payer.click().is_none(), "no click of this process");
    assert!(pings.is_empty());

    pings.wait(GAME, (CY, 12), click(1, Duration::ZERO));
    assert!(pings.posted(GAME, 12, MessageId(600)));
    pings.kept(GAME, (BOB, 10), kept("old", Duration::ZERO, None), line);
    let (payer, gone) = pings.shown(GAME, None, false).expect("this process's line");
    assert_eq!((payer.token().secret(), gone), ("token-1", MessageId(600)));

    pings.kept(GAME, (BOB, 14), kept("dead", LIFE, None), line);
    assert!(
        pings.shown(GAME, None, false).is_none(),
        "a line whose click died is not removed through it"
    );
}

/// The click a killed process kept for a computer's turns pays for the
/// background changes after the restart, on the message it was made on
/// (its `@original`), until a person's turn is shown; a click of this
/// process wins over it.
#[test]
fn a_kept_click_pays_for_the_computers_after_a_restart() {
    use hypnosia::game::Color;
    use hypnosia::live::{Cause, Next};
    use hypnosia::showing::click_pays::{Own, Payers};
    let payers: Payers<u32> = Payers::default();
    let board = MessageId(100);
    payers.kept(GAME, kept("kept", Duration::from_secs(60), Some(board)));
    let computer = (&Cause::Background, Next::AiTurn(Color::Blue));
    let paying = payers.for_change(GAME, computer, |_| None, LIFE);
    let paying = paying.expect("the kept click pays");
    assert_eq!(paying.token().secret(), "kept");
    assert_eq!(paying.reaches(board), Some(Own::Clicked));
    assert_eq!(paying.reaches(MessageId(101)), None);
    let person = (&Cause::Background, Next::NewHumanTurn(Color::Red));
    let last = payers.for_change(GAME, person, |_| None, LIFE);
    assert!(last.is_some(), "it shows the person's turn");
    assert!(
        payers.for_change(GAME, computer, |_| None, LIFE).is_none(),
        "and is dropped then"
    );

    payers.kept(GAME, kept("kept", Duration::ZERO, Some(board)));
    let click = (&Cause::Click(5), Next::AiTurn(Color::Blue));
    payers.for_change(GAME, click, |&n| Some(click_n(n)), LIFE);
    payers.kept(GAME, kept("kept", Duration::ZERO, Some(board)));
    let paying = payers
        .for_change(GAME, computer, |_| None, LIFE)
        .expect("a payer");
    assert_eq!(paying.click(), Some(&5), "this process's click wins");
}

fn click_n(n: u32) -> Payer<u32> {
    click(n, Duration::ZERO)
}
