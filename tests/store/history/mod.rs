//! The history of a server: past games listed newest first, paged, filtered by
//! player, suggested by number, and read back with their records; what a list
//! shows as written when a game ends and as migration 0004 fills it in; moves
//! beside history reads that hold all their capacity.
//! This file holds the helpers the stories share (games played and ended, a
//! server's history, every page of a listing, SQL behind the store's back);
//! each story is a file.

use super::*;

// Moves commit while the history's readers hold all their connections.
mod capacity;
// Which game a channel's command means: a thread's game, the asker's own table.
mod channels;
// The listing: newest first, paged, by player, by number, one game with its record.
mod listing;
// Migration 0004 fills past games in as the code writes them.
mod migration;

/// Plays `moves` moves, then ends the game: players leave in `order` (the last
/// stays and wins), or with `cancel` the game is called off.
async fn play_and_end(
    store: &Store,
    id: GameId,
    mut game: Game,
    moves: usize,
    order: &[Color],
    cancel: bool,
) -> Game {
    let stored = game.version();
    for _ in 0..moves {
        game.play(chosen_move(&game)).unwrap();
    }
    if cancel {
        game.cancel().unwrap();
    } else {
        for &color in order {
            game.leave(color, LeaveKind::Resign).unwrap();
        }
    }
    assert!(game.is_over());
    store.finish_game(id, stored, &game).await.unwrap();
    game
}

/// A lobby of `host` cancelled before its start: `cancelled`, with no record.
async fn cancelled_lobby(store: &Store, host: Seat) -> hypnosia::table::Lobby {
    let lobby = store.create_lobby(&lobby(GUILD, vec![host])).await.unwrap();
    store
        .close_lobby(&lobby, LobbyEnd::Cancelled)
        .await
        .unwrap();
    lobby
}

/// A server's history of `n` games between a few people and computers, some
/// cancelled, some won, each started and ended in turn (numbers in order).
/// Returns the ids, oldest first, with the ended games.
async fn history_of(store: &Store, guild: GuildId, n: usize, seed: u64) -> Vec<(GameId, Game)> {
    let people = [ADA, BOB, CY, HUGE];
    let mut out = Vec::new();
    for i in 0..n {
        let k = i as u64 + seed;
        let a = people[i % people.len()];
        let b = people[(i + 1 + (i / people.len()) % 3) % people.len()];
        let mut seats = vec![
            Seat::human(Color::Red, a, format!("P{}", i % 7)),
            Seat::human(Color::Cyan, b, "Bé 名前"),
        ];
        if i % 3 == 0 {
            seats.push(Seat::ai(Color::Green, AiLevel::Easy));
        }
        let (id, game) = start(store, guild, seats, k).await;
        let ended = match i % 4 {
            0 => play_and_end(store, id, game, 0, &[], true).await,
            1 => play_and_end(store, id, game, 3 + i % 5, &[], true).await,
            2 => {
                let order: &[Color] = if i % 3 == 0 {
                    &[Color::Red, Color::Green]
                } else {
                    &[Color::Red]
                };
                play_and_end(store, id, game, 6, order, false).await
            }
            _ => {
                let order: &[Color] = if i % 3 == 0 {
                    &[Color::Cyan, Color::Green]
                } else {
                    &[Color::Cyan]
                };
                play_and_end(store, id, game, 2 + i % 7, order, false).await
            }
        };
        out.push((id, ended));
    }
    out
}

/// Every game of the listing, page by page of `per_page`, newest first.
async fn every_page(
    store: &Store,
    guild: GuildId,
    player: Option<UserId>,
    per_page: u32,
) -> Vec<hypnosia::store::PastGame> {
    let first = store.past_games(guild, player, 0, per_page).await.unwrap();
    let mut all = first.games.clone();
    for page in 1..first.pages() + 1 {
        let next = store
            .past_games(guild, player, page, per_page)
            .await
            .unwrap();
        assert_eq!(next.total, first.total, "the count does not move");
        if page == first.pages() {
            assert!(next.games.is_empty(), "nothing past the last page");
        }
        all.extend(next.games);
    }
    assert_eq!(all.len() as u32, first.total);
    all
}

/// Runs `sql` on the database directly (no store open on it).
async fn raw_sql(db: &TestDb, sql: &str) {
    use sqlx::Connection;
    if db.url.starts_with("postgres") {
        let mut conn = sqlx::PgConnection::connect(&db.url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
        conn.close().await.unwrap();
    } else {
        let mut conn = sqlx::SqliteConnection::connect(&db.url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
        conn.close().await.unwrap();
    }
}
