//! A tournament's tables: their first turns notify nobody after the opening
//! ping, each knows where it plays, and a resign there says what it costs.

use hypnosia::seating::Format;
use hypnosia::table::{ChannelId, GameId, UserId};

use super::{play, started, until};
use crate::support::World;

/// A table with no lobby message is opened by its log, which pings its
/// people (the screen's): they count as watching from then, so neither
/// player's first turn notifies them again (a lobby's game notifies each
/// player's first turn: `pings.rs`).
#[tokio::test]
async fn a_tables_first_turns_notify_nobody_after_its_opening_ping() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 1 }, 2, 2).await;
    let game = play(&w, id).await.tables[0].game;
    let mut turns: Vec<(UserId, bool)> = Vec::new();
    let mut clicks = 0;
    while turns.len() < 3 {
        w.screen().flush().await;
        let t = w.table(game).await;
        let changes = w.screen().changes(game);
        let (_, user) = t.human_to_move().expect("a person to move");
        if let Some(change) = changes.last()
            && matches!(change.step, hypnosia::live::Next::NewHumanTurn(_))
            && turns.last().is_none_or(|&(u, _)| u != user)
        {
            turns.push((user, change.notify));
        }
        let click = hypnosia::live::MoveClick {
            community: t.place.community(),
            user,
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        clicks += 1;
        w.tables.click_move(click, clicks).await.unwrap();
    }
    assert_ne!(turns[0].0, turns[1].0, "both players' first turns");
    assert_eq!(
        turns.iter().map(|t| t.1).collect::<Vec<_>>(),
        [false, false, false],
        "{turns:?}"
    );
}

/// While a round plays, each table of the store knows where it plays (for
/// the sign-up message's links), and a table's end shows the tournament
/// again (its sign-up message lists the table as won).
#[tokio::test]
async fn each_table_knows_where_it_plays() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    // Each table's first turn is posted a moment after the round is seated.
    until(&w, id, "every table shown", |p| {
        p.tables.iter().all(|t| t.place.2.is_some())
    })
    .await;
    let now = play(&w, id).await;
    for table in &now.tables {
        let game = w
            .tables
            .store()
            .started_game(table.game)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(table.place.0, game.place.venue.channel());
        assert_eq!(table.place.1, game.place.venue.thread());
        assert_eq!(table.place.2, game.place.screen.message);
    }
    assert!(now.tables.iter().all(|t| t.place.0 == ChannelId(77)));
}

/// A resign's confirmation says what it costs at a tournament's table (a
/// Swiss game scores 0, a knock-out's last place leaves), nothing elsewhere.
#[tokio::test]
async fn a_resign_at_a_tournament_table_says_what_it_costs() {
    let w = World::new().await;
    let swiss = started(&w, Format::Swiss { rounds: 2 }, 2, 2).await;
    let knockout = started(&w, Format::Knockout, 2, 2).await;
    let (swiss, knockout) = (cost(&w, swiss).await, cost(&w, knockout).await);
    assert!(swiss.contains("stay in the tournament"), "{swiss}");
    assert!(knockout.contains("leave the tournament"), "{knockout}");
    let elsewhere = w
        .tables
        .tournaments()
        .format_of_table(GameId(987_654))
        .await
        .unwrap();
    assert!(elsewhere.is_none());
}

async fn cost(w: &World, id: hypnosia::seating::TournamentId) -> String {
    let game = play(w, id).await.tables[0].game;
    let format = w.tables.tournaments().format_of_table(game).await.unwrap();
    let format = format.expect("a tournament table's format");
    hypnosia::words::tournaments::resign_cost(format).render(hypnosia::i18n::Lang::EnUs)
}
