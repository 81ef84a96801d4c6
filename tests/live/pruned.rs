//! What the engine keeps in memory of its games is let go with them: a
//! click marks only a player of a running game as watching it, and a
//! game's board with faces goes with its end (reliability-3's earlier L11).

use hypnosia::live::TurnClick;
use hypnosia::render::{Captions, FacedBoards, Faces, View};
use hypnosia::table::UserId;

use crate::support::{ADA, GUILD, World, first_move, sql};

const SPECTATOR: UserId = UserId(4343);

/// After a restart (nothing shown yet: the store judges every click), clicks
/// by someone not playing, and on a game over, are refused and keep nobody
/// as watching; a player's click does.
#[tokio::test]
async fn only_a_players_click_on_a_running_game_marks_them_watching() {
    let mut w = World::new().await;
    let finished = w.finished_game().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    w.restart().await;
    let (t, over) = (w.table(game).await, w.table(finished).await);
    let kernel = w.tables.kernel();
    assert_eq!(kernel.watching(), 0, "a new process knows nobody");
    for n in 0..20 {
        let spectator = first_move(&t, UserId(SPECTATOR.0 + n));
        assert!(w.tables.click_move(spectator, n as u32).await.is_err());
        let finish = TurnClick {
            community: t.place.community(),
            user: spectator.user,
            game,
            version: t.game.version(),
        };
        assert!(w.tables.turns().click_finish(finish, 100).await.is_err());
        let late = TurnClick {
            game: finished,
            version: over.game.version(),
            user: ADA,
            ..finish
        };
        assert!(w.tables.turns().click_finish(late, 101).await.is_err());
    }
    assert_eq!(kernel.watching(), 0, "no refused stranger is kept");
    let mover = w.mover(game).await;
    w.tables
        .click_move(first_move(&t, mover), 200)
        .await
        .unwrap();
    assert_eq!(kernel.watching(), 1, "the player who moved watches");
}

/// A game whose results were drawn without faces (its server turned avatars
/// off meanwhile, or nothing was drawn) lets its board with faces go at its
/// end all the same.
#[tokio::test]
async fn a_games_board_with_faces_goes_with_its_end() {
    let w = World::new().await;
    // The boards are the process's, and the engine's other tests end games
    // numbered from 1 in stores of their own: this one is numbered apart.
    w.finished_game().await;
    sql(
        &w,
        "UPDATE sqlite_sequence SET seq = 9000000 WHERE name = 'games'",
    )
    .await;
    let game = w.start_two_people().await;
    assert_eq!(game.0, 9_000_001);
    w.screen().flush().await;
    let t = w.table(game).await;
    let boards = FacedBoards::global();
    // No other test of this binary keeps a board for a game in these
    // boards (a test's own are made apart): the count is this game's.
    let before = boards.stats().games;
    let faces = Faces::shown().of_game(game.0 as u64);
    boards.draw(&t.game, &View::default(), &faces, &Captions::default());
    assert_eq!(boards.stats().games, before + 1, "kept while it runs");
    w.tables.votes().resign_in(GUILD, game, ADA).await.unwrap();
    w.screen().flush().await;
    assert!(w.table(game).await.game.is_over());
    assert_eq!(boards.stats().games, before, "gone with its end");
}
