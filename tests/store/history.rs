//! The history of a server: past games listed newest first, paged, filtered by
//! player, suggested by number, and read back with their records.

use super::*;

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

fn turns_of(game: &Game) -> u32 {
    game.entries()
        .iter()
        .filter(|e| matches!(e, hypnosia::game::Entry::Turn(_)))
        .count() as u32
}

async fn past_games_are_listed_newest_first_per_server_and_player(db: TestDb) {
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (first, game) = start(&store, GUILD, ada_bob, 1).await;
    let first_game = play_and_end(&store, first, game, 9, &[Color::Red], false).await;
    let ada_ai = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, AiLevel::Medium),
    ];
    let (second, game) = start(&store, GUILD, ada_ai, 2).await;
    let second_game = play_and_end(&store, second, game, 4, &[Color::Blue], false).await;
    let bob_cy = vec![
        Seat::human(Color::Red, BOB, "Bob"),
        Seat::human(Color::Green, CY, "Cy"),
    ];
    let (third, game) = start(&store, GUILD, bob_cy, 3).await;
    play_and_end(&store, third, game, 2, &[], true).await;

    // Neither a running game, nor a lobby cancelled before its start, nor
    // another server's game is history.
    let alone = vec![
        Seat::human(Color::Red, CY, "Cy"),
        Seat::ai(Color::Cyan, AiLevel::Easy),
    ];
    let (running, _) = start(&store, GUILD, alone, 4).await;
    let unstarted = cancelled_lobby(&store, Seat::human(Color::Red, ADA, "Ada")).await;
    let elsewhere = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (other, game) = start(&store, OTHER_GUILD, elsewhere, 5).await;
    play_and_end(&store, other, game, 3, &[Color::Cyan], false).await;

    let page = store.past_games(GUILD, None, 0, 2).await.unwrap();
    assert_eq!(page.total, 3);
    assert_eq!(page.pages(), 2);
    let ids: Vec<GameId> = page.games.iter().map(|g| g.id).collect();
    assert_eq!(ids, [third, second], "newest first");
    let rest = store.past_games(GUILD, None, 1, 2).await.unwrap();
    assert_eq!(rest.games.iter().map(|g| g.id).collect::<Vec<_>>(), [first]);
    assert!(store
        .past_games(GUILD, None, 2, 2)
        .await
        .unwrap()
        .games
        .is_empty());

    // What a line of the list shows.
    let cancelled = &page.games[0];
    assert!(cancelled.cancelled());
    assert_eq!(cancelled.channel, CHANNEL);
    assert_eq!(cancelled.results.len(), 2);
    let won = &rest.games[0];
    assert_eq!(won.reason, EndReason::PlayersLeft);
    assert_eq!(won.turns, turns_of(&first_game));
    assert!(won.turns > 0);
    assert_eq!(
        won.results[0].occupant.user(),
        Some(BOB),
        "the winner first"
    );
    assert_eq!(won.results[0].rank, 1);
    assert_eq!(won.results[1].occupant.name(), "Ada");
    assert!(won.results[1].left);
    assert_eq!(page.games[1].turns, turns_of(&second_game));
    assert!(page.games[1]
        .results
        .iter()
        .any(|r| r.occupant.user().is_none()));

    // Filtered by player.
    let bobs = store.past_games(GUILD, Some(BOB), 0, 10).await.unwrap();
    assert_eq!(bobs.total, 2);
    assert_eq!(
        bobs.games.iter().map(|g| g.id).collect::<Vec<_>>(),
        [third, first]
    );
    let cys = store.past_games(GUILD, Some(CY), 0, 10).await.unwrap();
    assert_eq!(cys.games.iter().map(|g| g.id).collect::<Vec<_>>(), [third]);
    let nobody = store.past_games(GUILD, Some(HUGE), 0, 10).await.unwrap();
    assert_eq!((nobody.total, nobody.pages()), (0, 1));

    // Suggestions by number.
    let all = store.past_games_numbered(GUILD, "", 25).await.unwrap();
    assert_eq!(all.len(), 3);
    let typed = first.0.to_string();
    let matching = store.past_games_numbered(GUILD, &typed, 25).await.unwrap();
    assert!(matching.iter().any(|g| g.id == first));
    assert!(matching
        .iter()
        .all(|g| g.id.0.to_string().starts_with(&typed)));
    assert!(store
        .past_games_numbered(GUILD, "1%", 25)
        .await
        .unwrap()
        .is_empty());

    // One game with its record, only on its own server and once over.
    let (listed, record) = store.past_game(GUILD, first).await.unwrap().unwrap();
    assert_eq!(&listed, won);
    assert_eq!(record, first_game.record());
    assert_eq!(store.past_game(OTHER_GUILD, first).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, other).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, running).await.unwrap(), None);
    assert_eq!(store.past_game(GUILD, unstarted.id).await.unwrap(), None);

    assert_eq!(
        store.latest_past_game_in(CHANNEL).await.unwrap(),
        Some(other)
    );
}

async fn a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in(db: TestDb) {
    const THREAD: ChannelId = ChannelId(1_200_000_000_000_000_777);
    let store = db.open().await;
    let ada_bob = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::human(Color::Cyan, BOB, "Bob"),
    ];
    let (id, game) = start(&store, GUILD, ada_bob, 3).await;
    store
        .set_message(id, Some(MessageId(9)), Some(THREAD))
        .await
        .unwrap();
    // Running, it is the thread's game only: the channel may hold others.
    assert_eq!(store.game_in_channel(THREAD, true).await.unwrap(), Some(id));
    assert_eq!(store.game_in_channel(CHANNEL, true).await.unwrap(), None);
    play_and_end(&store, id, game, 3, &[Color::Red], false).await;
    // A lobby cancelled before its start, opened later, has nothing to show.
    cancelled_lobby(&store, Seat::human(Color::Red, CY, "Cy")).await;
    for place in [THREAD, CHANNEL] {
        assert_eq!(store.latest_past_game_in(place).await.unwrap(), Some(id));
        assert_eq!(store.game_in_channel(place, false).await.unwrap(), Some(id));
    }
}

on_both_backends!(
    past_games_are_listed_newest_first_per_server_and_player,
    a_thread_game_is_the_latest_of_the_channel_its_lobby_was_opened_in,
);
