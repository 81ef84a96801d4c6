//! A move click judged against the stored game (`decide_click`), and where a
//! change is shown (`next_step`, `owed_step`): plain functions, no store.

use hypnosia::game::{Color, Dice, Game, Move, Pawn, Pawns, Player, Variant};
use hypnosia::live::{MoveClick, Next, decide_click, next_step, owed_step};
use hypnosia::table::MoveRefusal as Refusal;
use hypnosia::table::{GameId, GuildId, MessageId, Occupant, OnScreen, Table, UserId};

use crate::tables::{EVE, LIVE, table};

fn user_of(t: &Table, color: Color) -> UserId {
    t.occupant(color).unwrap().user().unwrap()
}

/// `user`'s click on the button of `mv`, shown for `t` as it is.
fn click(t: &Table, user: UserId, mv: Move) -> MoveClick {
    MoveClick {
        community: t.place.community(),
        user,
        game: t.id,
        version: t.game.version(),
        mv,
    }
}

#[test]
fn the_player_to_move_gets_their_move() {
    let mut t = table(3);
    let mover = user_of(&t, t.game.to_move().unwrap());
    let mv = t.game.legal_moves()[0];
    assert_eq!(decide_click(&t, &click(&t, mover, mv)), Ok(mv));
    // Judged by table, version and seat: which message shows the game is
    // the screen's, and decides nothing here.
    for message in [None, Some(MessageId(554))] {
        t.place.screen.message = message;
        assert_eq!(decide_click(&t, &click(&t, mover, mv)), Ok(mv));
    }
}

#[test]
fn the_other_player_and_spectators_are_refused() {
    let t = table(3);
    let mover = t.game.to_move().unwrap();
    let other = if mover == Color::Red {
        Color::Blue
    } else {
        Color::Red
    };
    let mv = t.game.legal_moves()[0];
    assert!(matches!(
        decide_click(&t, &click(&t, user_of(&t, other), mv)),
        Err(Refusal::NotYourTurn(_))
    ));
    assert_eq!(
        decide_click(&t, &click(&t, EVE, mv)),
        Err(Refusal::Spectator)
    );
}

#[test]
fn old_versions_and_other_games_are_refused() {
    let mut t = table(3);
    let user = user_of(&t, t.game.to_move().unwrap());
    let mv = t.game.legal_moves()[0];
    let old = click(&t, user, mv);
    let other = MoveClick {
        game: GameId(8),
        ..old
    };
    assert_eq!(decide_click(&t, &other), Err(Refusal::OtherGame));
    // The same button clicked from another server (a forged interaction).
    let elsewhere = MoveClick {
        community: GuildId(t.place.venue.guild().unwrap().0 + 1).into(),
        ..old
    };
    assert_eq!(decide_click(&t, &elsewhere), Err(Refusal::OtherGame));
    t.game.play(mv).unwrap();
    // The same button clicked again (or a second simultaneous click) is now old.
    let again = MoveClick {
        user: user_of(&t, t.game.to_move().unwrap()),
        ..old
    };
    assert_eq!(decide_click(&t, &again), Err(Refusal::OldVersion));
}

#[test]
fn illegal_moves_and_finished_games_are_refused() {
    let mut t = table(3);
    let user = user_of(&t, t.game.to_move().unwrap());
    // At the start every pawn is in its lane, so nothing can move from the ring.
    let ring_move = Move {
        die: 6,
        pawns: Pawns::single(Pawn::new(1).unwrap()),
        from: "O0".parse().unwrap(),
        to: "O6".parse().unwrap(),
        cross: false,
    };
    assert_eq!(
        decide_click(&t, &click(&t, user, ring_move)),
        Err(Refusal::Illegal)
    );
    let mv = t.game.legal_moves()[0];
    t.game.cancel().unwrap();
    assert_eq!(
        decide_click(&t, &click(&t, user, mv)),
        Err(Refusal::Finished)
    );
}

/// Ada (red) against Bob or a computer player (blue).
fn against(blue: Player, seed: u64) -> Table {
    let mut t = table(seed);
    if blue.kind == hypnosia::game::PlayerKind::Ai {
        t.seats[1].occupant = Occupant::Ai(hypnosia::table::Level::Easy);
    }
    let players = vec![Player::human(Color::Red, "Ada"), blue];
    t.game = Game::new(players, Variant::default(), Dice::from_seed(seed)).unwrap();
    t
}

#[test]
fn the_next_step_follows_the_turn() {
    for seed in 0..20 {
        for blue in [
            Player::human(Color::Blue, "Bob"),
            Player::ai(Color::Blue, "AI"),
        ] {
            let mut t = against(blue.clone(), seed);
            // Play red's turns until one ends (blue may start).
            while t.game.to_move() != Some(Color::Red) {
                let mv = t.game.legal_moves()[0];
                t.game.play(mv).unwrap();
            }
            loop {
                let before = Some((Color::Red, t.game.entries().len()));
                let effects = t.game.play(t.game.legal_moves()[0]).unwrap();
                let step = next_step(&t, before);
                if !effects.turn_ended {
                    assert_eq!(step, Next::SameTurn);
                    continue;
                }
                // Both players still have pawns in their lanes, so blue moves next.
                let expected = match blue.kind {
                    hypnosia::game::PlayerKind::Ai => Next::AiTurn(Color::Blue),
                    hypnosia::game::PlayerKind::Human => Next::NewHumanTurn(Color::Blue),
                };
                assert_eq!(step, expected);
                break;
            }
            t.game.cancel().unwrap();
            assert_eq!(next_step(&t, None), Next::Over);
        }
    }
}

#[test]
fn an_owed_turn_is_posted_anew_unless_its_message_covers_it() {
    let mut t = table(4);
    // Into the second turn: a person to move, an earlier turn before it.
    while t.game.entries().len() < 2 {
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
    }
    let mover = t.game.to_move().unwrap();
    let running = t.game.entries().len() as u32 - 1;
    t.place.screen.message = None;
    assert_eq!(owed_step(&t), Next::NewHumanTurn(mover), "never shown");
    t.place.screen.message = Some(LIVE);
    t.place.screen.message_from = running - 1;
    assert_eq!(
        owed_step(&t),
        Next::NewHumanTurn(mover),
        "the live message shows an earlier turn"
    );
    t.place.screen.message_from = running;
    assert_eq!(owed_step(&t), Next::SameTurn, "the turn's own message");
    t.game.cancel().unwrap();
    assert_eq!(owed_step(&t), Next::Over);
}

#[tokio::test]
async fn two_commits_of_the_same_version_store_exactly_one() {
    use hypnosia::store::StoreError;
    let (_dir, store, t, started) = stored(5).await;
    assert_eq!(started.id, t.id, "the lobby's id");
    assert!(started.owes_screen(), "a new game's first turn is owed");
    let version = t.game.version();
    let (mut a, mut b) = (t.clone(), t.clone());
    let moves = t.game.legal_moves();
    a.game.play(moves[0]).unwrap();
    b.game.play(moves[moves.len() - 1]).unwrap();
    store
        .save_game(t.id, version, &a.game, &a.clock)
        .await
        .unwrap();
    let second = store.save_game(t.id, version, &b.game, &b.clock).await;
    assert!(matches!(second, Err(StoreError::StaleVersion { .. })));
    assert!(second.unwrap_err().is_conflict());
    let stored = store.game(t.id).await.unwrap().unwrap();
    assert_eq!(stored.game.record(), a.game.record());
    assert!(stored.owes_screen(), "the move is owed to the screen");
    store
        .mark_shown(t.id, a.game.version(), &OnScreen::posted(LIVE), true)
        .await
        .unwrap();
    let stored = store.game(t.id).await.unwrap().unwrap();
    assert!(!stored.owes_screen());
    assert_eq!(stored.place.screen.message, Some(LIVE), "where it is shown");
    // An older show marked late never takes back a newer one.
    store
        .mark_shown(t.id, version, &OnScreen::posted(MessageId(1)), true)
        .await
        .unwrap();
    let stored = store.game(t.id).await.unwrap().unwrap();
    assert_eq!(stored.shown_version, Some(a.game.version()));
    assert_eq!(stored.place.screen.message, Some(LIVE));
    assert_eq!(
        store
            .busy_in_channel(t.place.venue.channel())
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        store
            .game_in_channel(t.place.venue.channel(), true, None)
            .await
            .unwrap(),
        Some(t.id)
    );
}

#[tokio::test]
async fn an_update_shown_in_place_is_marked_by_the_next_commit() {
    let (_dir, store, mut t, _) = stored(6).await;
    store
        .mark_shown(t.id, 0, &OnScreen::posted(LIVE), true)
        .await
        .unwrap();
    // Version 1 is shown in place (no write of its own); version 2's commit
    // says so.
    for (seen, expected) in [(None, Some(0)), (Some(1), Some(1)), (Some(0), Some(1))] {
        let before = t.game.version();
        let mv = t.game.legal_moves()[0];
        t.game.play(mv).unwrap();
        store
            .save_game_seen(t.id, before, &t.game, &t.clock, seen)
            .await
            .unwrap();
        let stored = store.game(t.id).await.unwrap().unwrap();
        assert_eq!(stored.shown_version, expected, "seen {seen:?}");
        assert!(stored.owes_screen(), "the newest version is still to show");
        assert_eq!(stored.place.screen.message, Some(LIVE), "its message stays");
    }
}

/// Ada and Bob's table started through a lobby in a store of its own: the
/// directory (kept for the test's length), the store, the table as the test
/// plays it, and the table as the store started it.
async fn stored(seed: u64) -> (tempfile::TempDir, hypnosia::store::Store, Table, Table) {
    use hypnosia::table::{NewLobby, TurnClock};
    let dir = tempfile::tempdir().unwrap();
    let store = hypnosia::store::Store::open(dir.path().join("bot.db").to_str().unwrap())
        .await
        .unwrap();
    let mut t = table(seed);
    let new = NewLobby {
        place: hypnosia::table::Place::new(t.place.venue, t.place.reach),
        host: crate::tables::ADA,
        seats: t.seats.clone(),
        options: t.options,
        expires_at: 0,
        kept_for: None,
    };
    let lobby = store.create_lobby(&new).await.unwrap();
    t.id = lobby.id;
    let started = store
        .start_game(&lobby, &t.game, &TurnClock::default())
        .await
        .unwrap();
    (dir, store, t, started)
}
