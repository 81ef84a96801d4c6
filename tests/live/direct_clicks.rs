//! A move click at a table reached only through clicks is one call into the
//! engine, with one load of the game: a seated player's click on a board
//! older than a game nobody saw shows the game through that click, and the
//! same click forged from another chat shows nothing and marks nothing seen
//! (reliability-4's L2). In a server too, a click loads its game once.
//! Refresh there is a seated player's, charged, and never shows an older
//! state (reliability-4's L1).

use std::sync::atomic::Ordering;
use std::time::Duration;

use hypnosia::live::{Cause, Error, MoveClick, Next, Settings, Waits};
use hypnosia::table::{
    ChannelId, Community, GameId, LobbyOptions, MoveRefusal, NewLobby, Place, Reach, TimeoutRange,
    UserId, Venue,
};

use crate::support::{ADA, World, first_move, two_seats};

const GROUP_DM: ChannelId = ChannelId(5_000_000_001);

/// Ada and Bob's game in a group DM, its first move played by a click whose
/// show did not reach them (its token gone): the game owes its screen, and
/// Bob's board is the first turn's.
async fn owed_direct_game(w: &World) -> (GameId, MoveClick) {
    let game = w.start_lobby(&group_dm_lobby(w), None).await;
    w.screen().flush().await;
    let first = w.table(game).await;
    let mover = first.human_to_move().unwrap().1;
    w.screen().lost.store(true, Ordering::SeqCst);
    w.tables
        .click_move(first_move(&first, mover), 1)
        .await
        .unwrap();
    w.screen().flush().await;
    w.screen().lost.store(false, Ordering::SeqCst);
    let now = w.table(game).await;
    assert!(now.owes_screen(), "the move's show did not reach anyone");
    let other = first.seats.iter().filter_map(|s| s.occupant.user());
    let other = other.into_iter().find(|&u| u != mover).unwrap();
    (game, first_move(&first, other))
}

/// Ada and Bob's lobby in a group DM, 2 min turns.
fn group_dm_lobby(w: &World) -> NewLobby {
    let options = LobbyOptions {
        turn_timeout: Duration::from_secs(120),
        max_seats: 6,
        ..LobbyOptions::default()
    };
    let place = Place::new(Venue::Direct { channel: GROUP_DM }, Reach::WhileInteracting);
    let expiry = w.tables.lobbies().expiry();
    let mut new =
        NewLobby::new(place, ADA, "Ada", options, expiry, TimeoutRange::default()).unwrap();
    new.seats = two_seats();
    new
}

#[tokio::test]
async fn a_seated_players_old_board_shows_the_game_through_the_click_in_one_call() {
    let w = World::new().await;
    let (game, old_board) = owed_direct_game(&w).await;
    let before = w.screen().changes(game).len();
    let loads = w.tables.store().games_loaded();
    w.tables.click_move(old_board, 7).await.unwrap();
    let loaded = w.tables.store().games_loaded() - loads;
    assert_eq!(loaded, 1, "the click loads its game once");
    w.screen().flush().await;
    let changes = w.screen().changes(game);
    assert_eq!(changes.len(), before + 1, "one show, through the click");
    let shown = changes.last().unwrap();
    assert!(matches!(shown.cause, Cause::Click(7)), "{:?}", shown.cause);
    let t = w.table(game).await;
    assert_eq!(
        shown.table.game.version(),
        t.game.version(),
        "the game as it is"
    );
    // An update in place: the store hears of it with the next commit.
    let seen = w.tables.kernel().shown_version(game);
    assert_eq!(seen, Some(t.game.version()), "the players have it");
}

/// Its community is judged before its board's age: the show-through is only
/// ever for the chat the game is played in.
#[tokio::test]
async fn a_seated_players_click_from_another_chat_shows_nothing_there() {
    let w = World::new().await;
    let (game, old_board) = owed_direct_game(&w).await;
    let forged = MoveClick {
        community: Community::Direct(ChannelId(GROUP_DM.0 + 1)),
        ..old_board
    };
    let other_game = Error::refused(MoveRefusal::OtherGame).to_string();
    let before = w.screen().changes(game).len();
    let e = w.tables.click_move(forged, 9).await.unwrap_err();
    assert_eq!(e.to_string(), other_game);
    w.screen().flush().await;
    assert_eq!(w.screen().changes(game).len(), before, "nothing shown");
    assert!(w.table(game).await.owes_screen(), "nothing marked seen");
}

/// In a server, a move click on the live message is judged and played with
/// one load of its game, whether the screen's memory knows the message or,
/// after a restart, the load judges it.
#[tokio::test]
async fn a_move_click_in_a_server_loads_its_game_once() {
    let mut w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    for restarted in [false, true] {
        if restarted {
            w.restart().await;
        }
        let t = w.table(game).await;
        let click = first_move(&t, t.human_to_move().unwrap().1);
        let loads = w.tables.store().games_loaded();
        w.tables.click_move(click, 1).await.unwrap();
        let loaded = w.tables.store().games_loaded() - loads;
        assert_eq!(loaded, 1, "one load (restarted: {restarted})");
        w.screen().flush().await;
    }
}

/// Refresh (reliability-4's L1): by a seated player, the game through the
/// click; by anyone else, the table handed back for them alone, the game's
/// board left where it is.
#[tokio::test]
async fn refresh_shows_through_a_players_click_and_only_hands_others_the_table() {
    let w = World::new().await;
    let (game, old_board) = owed_direct_game(&w).await;
    let here = (old_board.community, old_board.user);
    let before = w.screen().changes(game).len();
    let onlooker = (here.0, UserId(4343));
    let handed = w.tables.refresh(onlooker, game, 20).await.unwrap();
    assert_eq!(handed.map(|t| t.id), Some(game), "theirs to see alone");
    w.screen().flush().await;
    assert_eq!(w.screen().changes(game).len(), before, "nothing shown");

    // A player's: what is owed, then (seen) the game again.
    for (n, step) in [(21, None), (22, Some(Next::Again))] {
        assert!(w.tables.refresh(here, game, n).await.unwrap().is_none());
        w.screen().flush().await;
        let last = w.screen().changes(game).pop().unwrap();
        assert!(
            matches!(last.cause, Cause::Click(c) if c == n),
            "through it"
        );
        if let Some(step) = step {
            assert_eq!(last.step, step);
        }
    }
    let elsewhere = (Community::Direct(ChannelId(GROUP_DM.0 + 1)), here.1);
    let e = w.tables.refresh(elsewhere, game, 23).await.unwrap_err();
    let other_game = Error::refused(MoveRefusal::OtherGame).to_string();
    assert_eq!(e.to_string(), other_game, "never shown in another chat");
}

/// Every Refresh draws a board: it is charged to the clicker's fair share,
/// so a burst of them is refused past the allowance, and draws no more.
#[tokio::test]
async fn a_burst_of_refreshes_is_charged_to_the_clicker() {
    let waits = Waits {
        allowance_every: Duration::from_secs(3600),
        ..Waits::default()
    };
    let w = World::with(Settings {
        waits,
        ..crate::support::settings()
    })
    .await;
    let (game, old_board) = owed_direct_game(&w).await;
    let here = (old_board.community, old_board.user);
    let before = w.screen().changes(game).len();
    let mut refused = 0;
    for n in 0..30 {
        if w.tables.refresh(here, game, 100 + n).await.is_err() {
            refused += 1;
        }
    }
    w.screen().flush().await;
    let drawn = w.screen().changes(game).len() - before;
    assert!(refused >= 18, "past the allowance: {refused} refused");
    // A second show of what was owed, overtaken by the first, is skipped.
    assert!((1..=30 - refused).contains(&drawn), "{drawn} drawn");
}

/// A board shown again from a snapshot that a newer show overtook is
/// skipped: the players never go back to an older state.
#[tokio::test]
async fn a_board_shown_again_from_an_older_snapshot_is_skipped() {
    let w = World::new().await;
    let game = w.start_two_people().await;
    w.screen().flush().await;
    let snapshot = w.table(game).await;
    let mover = snapshot.human_to_move().unwrap().1;
    w.tables
        .click_move(first_move(&snapshot, mover), 1)
        .await
        .unwrap();
    w.screen().flush().await;
    let before = w.screen().changes(game).len();
    assert!(w.tables.repost(snapshot).await.is_err(), "not shown");
    w.screen().flush().await;
    assert_eq!(w.screen().changes(game).len(), before, "nothing drawn");
}

/// `/hypnosia board` typed while the first board is still being shown (its
/// show not ended, so nobody has it seen yet): the change it makes is owed
/// what that show is showing, and once that show ends, the command's answer
/// still gets the board (shown again on it), never skipped as shown already.
#[tokio::test]
async fn refresh_during_the_boards_own_show_still_answers_its_click() {
    let w = World::new().await;
    w.screen().hold_posts.store(true, Ordering::SeqCst);
    let game = w.start_lobby(&group_dm_lobby(&w), None).await;
    let first = w.table(game).await;
    let player = first.human_to_move().unwrap().1;
    let here = (first.place.community(), player);
    let refreshed = tokio::spawn({
        let tables = w.tables.clone();
        async move { tables.refresh(here, game, 31).await }
    });
    // The refresh waits on nothing the held show holds.
    let handed = tokio::time::timeout(Duration::from_secs(10), refreshed).await;
    assert!(handed.unwrap().unwrap().unwrap().is_none(), "a player's");
    w.screen().release();
    w.screen().flush().await;
    let changes = w.screen().changes(game);
    let through = changes
        .iter()
        .filter(|c| matches!(c.cause, Cause::Click(31)));
    let steps: Vec<Next> = through.map(|c| c.step).collect();
    assert_eq!(steps, [Next::Again], "the board, once, on the click");
}
