//! "A game of another server is unknown here" (`Kernel::load_in`,
//! `find_in`, `past_in`, `Votes::resign_in`), and what a hint costs, charged
//! by the engine (`Practice::hint`: a search, or only its board once worked
//! out).

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::heavy::fair::{Allowance, Ask, Heavy};
use hypnosia::i18n::Text;
use hypnosia::live::Error;
use hypnosia::table::{GameId, GuildId, Level, Seat};
use hypnosia::text;

use crate::support::{ADA, GUILD, World, settings};

const ELSEWHERE: GuildId = GuildId(999);

fn refusal(e: Error) -> Text {
    match e {
        Error::User(e) => e.text(),
        other => panic!("a fault, not a refusal: {other}"),
    }
}

#[tokio::test]
async fn a_game_is_found_only_from_its_own_server() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    assert_eq!(w.tables.load_in(GUILD, game).await.unwrap().id, game);
    let there = w.tables.load_in(ELSEWHERE, game).await.unwrap_err();
    assert_eq!(refusal(there), text!("refusal-no-such-game-here"));
    let never = w.tables.load_in(GUILD, GameId(4242)).await.unwrap_err();
    assert_eq!(refusal(never), text!("refusal-game-gone"));

    assert!(w.tables.find_in(GUILD, game).await.unwrap().is_some());
    assert!(w.tables.find_in(ELSEWHERE, game).await.unwrap().is_none());
    assert!(
        w.tables
            .find_in(GUILD, GameId(4242))
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn a_resignation_from_another_server_changes_nothing() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let before = w.tables.kernel().load(game).await.unwrap().game.version();
    let there = w
        .tables
        .votes()
        .resign_in(ELSEWHERE, game, ADA)
        .await
        .unwrap_err();
    assert_eq!(refusal(there), text!("refusal-no-such-game-here"));
    let after = w.tables.kernel().load(game).await.unwrap();
    assert_eq!(after.game.version(), before, "nothing was committed");
    assert!(!after.game.is_over(), "Ada still plays");
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    assert!(w.tables.kernel().load(game).await.unwrap().game.is_over());
}

#[tokio::test]
async fn a_past_record_is_this_servers_and_over() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    let running = w.tables.past_in(GUILD, game).await.unwrap_err();
    assert_eq!(
        refusal(running),
        text!("refusal-game-running", game = game.0)
    );
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    let record = w.tables.past_in(GUILD, game).await.unwrap();
    assert_eq!(record.players.len(), 2);
    // Another server's game is as unknown as one that never existed.
    let there = w.tables.past_in(ELSEWHERE, game).await.unwrap_err();
    assert_eq!(
        refusal(there),
        text!("refusal-no-finished-game", game = game.0)
    );
}

#[tokio::test]
async fn a_hint_worked_out_costs_only_its_board() {
    // No unit comes back while the test runs.
    let mut slow = settings();
    slow.waits.allowance_every = Duration::from_secs(3600);
    let w = World::with(slow).await;
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
    ];
    let game = w.start(seats, Duration::from_secs(120)).await;
    let t = w
        .until(game, "Ada to move", |t| t.human_to_move().is_some())
        .await;
    let version = t.game.version();
    let there = w
        .tables
        .practice()
        .hint(game, ELSEWHERE, ADA, version)
        .await;
    assert_eq!(
        refusal(there.unwrap_err()),
        text!("refusal-no-such-game-here")
    );
    // Asked from another server, the hint was not worked out, and charged
    // as a search: what is left pays one search more and its boards.
    let burst = f64::from(Allowance::default().burst);
    let search = Ask::Hint { worked_out: false }.price();
    assert_eq!(search, Heavy::Hint);
    let board = Ask::Hint { worked_out: true }.price().cost();
    let boards = ((burst - 2.0 * search.cost()) / board) as usize;
    let practice = w.tables.practice();
    practice.hint(game, GUILD, ADA, version).await.unwrap();
    for n in 0..boards {
        let again = practice.hint(game, GUILD, ADA, version).await;
        assert!(again.is_ok(), "worked-out hint {n} of {boards}: {again:?}");
    }
    let spent = practice.hint(game, GUILD, ADA, version).await.unwrap_err();
    assert!(spent.to_string().contains("Try again"), "{spent}");
}
