//! Every game ends: a game with no turn limit (the practice game after the
//! lessons) is called off, unrated, after a day without a move, as its turn
//! line says. Meanwhile it holds no channel outside a thread, counts toward
//! no cap, and costs the sweep nothing while it waits on its person.

use std::time::Duration;

use hypnosia::table::{CancelledBy, GameId, GuildSettings, IDLE_END};

use crate::support::{ADA, CHANNEL, GUILD, World, play_turn, settings, sql};

/// Ada's practice game against the easy computer, played right in the
/// channel, once it waits on her.
pub(super) async fn practice(w: &World) -> GameId {
    let new = w.tables.practice().lobby(
        hypnosia::table::Place::in_server(GUILD, CHANNEL),
        ADA,
        "Ada",
        false,
    );
    let game = w.start_lobby(&new, None).await;
    w.until(game, "Ada is to move", |t| t.human_to_move().is_some())
        .await;
    w.screen().flush().await;
    game
}

/// Every game's last move as if it were `secs` earlier.
pub(super) async fn moved_earlier(w: &World, secs: u64) {
    sql(
        w,
        &format!("UPDATE games SET last_move_at = last_move_at - {secs}"),
    )
    .await;
}

#[tokio::test]
async fn an_abandoned_practice_game_is_called_off_unrated_after_a_day_without_a_move() {
    let mut w = World::new().await;
    let game = practice(&w).await;
    moved_earlier(&w, IDLE_END.as_secs() - 60).await;
    w.tables.resume().await;
    assert!(
        !w.table(game).await.game.is_over(),
        "a minute of the day is left"
    );
    moved_earlier(&w, 120).await;
    w.restart().await;
    w.screen().flush().await;
    let shown = w.screen().changes(game);
    let last = shown.last().expect("its end is shown");
    assert!(last.table.game.is_over(), "called off by the sweep");
    assert_eq!(last.cancelled_by, Some(CancelledBy::Idle));
    assert!(last.rating_changes.is_empty(), "unrated");
    assert!(w.tables.store().game(game).await.unwrap().is_none());
    assert!(
        w.tables
            .store()
            .running_game_ids()
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn a_move_gives_a_game_with_no_turn_limit_another_day() {
    let mut w = World::new().await;
    let game = practice(&w).await;
    moved_earlier(&w, IDLE_END.as_secs() + 60).await;
    let before = w.table(game).await.game.version();
    play_turn(&w, game).await;
    w.until(game, "Ada is to move again", |t| {
        t.game.version() > before && t.human_to_move().is_some()
    })
    .await;
    w.restart().await;
    assert!(!w.table(game).await.game.is_over(), "not called off");
}

#[tokio::test]
async fn a_practice_game_holds_no_channel_no_slot_and_no_place_in_the_sweep() {
    let w = World::new().await;
    w.tables
        .store()
        .save_settings(
            GUILD,
            &GuildSettings {
                max_open_tables: 1,
                max_member_games: 1,
                ..GuildSettings::default()
            },
        )
        .await
        .unwrap();
    let game = practice(&w).await;
    let store = w.tables.store();
    assert_eq!(store.channel_holder(CHANNEL).await.unwrap(), None);
    assert_eq!(store.member_limit(GUILD.into(), ADA).await.unwrap(), None);
    let waiting = store.waiting_game_ids().await.unwrap();
    assert!(
        !waiting.iter().any(|(id, _)| *id == game),
        "nothing to set going while it waits on Ada"
    );
    // The server's one table, and Ada's one game, in the same channel.
    w.open(CHANNEL, ADA, "Ada")
        .await
        .expect("the practice game holds neither the channel nor a slot");
}

#[tokio::test]
async fn a_computer_to_move_in_a_game_with_no_turn_limit_moves_after_a_restart() {
    let mut w = World::with(hypnosia::live::Settings {
        ai_delay: Duration::from_millis(300),
        ..settings()
    })
    .await;
    let game = practice(&w).await;
    let turn = w.table(game).await.game.entries().len();
    play_turn(&w, game).await;
    // Stopped before the computer's move (300 ms away) is played.
    w.restart().await;
    w.until(game, "the computer moved in the new process", |t| {
        t.game.is_over() || t.game.entries().len() > turn + 1
    })
    .await;
}
