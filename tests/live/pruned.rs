//! What the engine keeps in memory of its games is let go with them: a
//! click marks only a player of a running game as watching it
//! (reliability-3's earlier L11). (Boards hold no faces of their own: the
//! faces are stamped at each render, `render/face_stamps.rs`.)

use hypnosia::live::TurnClick;
use hypnosia::table::UserId;

use crate::support::{ADA, World, first_move};

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
