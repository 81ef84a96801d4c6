//! Tournaments run by the engine, the set-up their stories share: a cup
//! created, signed up and started, its play read back, its rounds finished.
//! Each story is a file: rounds seated by themselves, once (`rounds`); sign-up,
//! leaving, caps, the start and the check-in (`signup`); the tables (`tables`);
//! a tournament's end (`ends`).

use std::time::Duration;

use hypnosia::live::Advance;
use hypnosia::seating::{Format, Sitter};
use hypnosia::seating::{NewTournament, TournamentId, TournamentPlay};
use hypnosia::table::{ChannelId, GameId, UserId};

use crate::support::{GUILD, World};

mod ends;
mod rounds;
mod signup;
mod tables;

pub(crate) const HOST: UserId = UserId(500);

pub(crate) fn person(n: u64) -> UserId {
    UserId(1000 + n)
}

pub(crate) fn new_tournament(format: Format, table_size: u8) -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: ChannelId(77),
        host: HOST,
        name: "Saturday cup".into(),
        format,
        table_size,
        turn_timeout: Duration::from_secs(120),
        starts_at: None,
        max_players: 64,
        seed: None,
        check_in: None,
        no_threads: false,
    }
}

/// A tournament of `players` people, signed up and started by its host.
pub(crate) async fn started(
    w: &World,
    format: Format,
    table_size: u8,
    players: u64,
) -> TournamentId {
    let t = w
        .tables
        .tournaments()
        .create_tournament(&new_tournament(format, table_size))
        .await
        .unwrap();
    for n in 1..=players {
        let name = format!("P{n}");
        w.tables
            .tournaments()
            .join_tournament((GUILD, t.id), person(n), &name)
            .await
            .unwrap();
    }
    let advance = w
        .tables
        .tournaments()
        .start_tournament((GUILD, t.id), HOST, false)
        .await
        .unwrap();
    assert!(
        matches!(advance, Advance::Seated { round: 1, .. }),
        "{advance:?}"
    );
    t.id
}

pub(crate) async fn play(w: &World, id: TournamentId) -> TournamentPlay {
    w.tables.store().tournament_play(id).await.unwrap().unwrap()
}

/// Asks the engine to seat the tournament's next round, as the sweep does.
pub(crate) async fn advance(w: &World, id: TournamentId) -> Advance {
    w.tables
        .tournament_rounds()
        .advance_tournament(id)
        .await
        .unwrap()
}

/// Waits until `check` holds of the tournament, for at most 10 s.
pub(crate) async fn until(
    w: &World,
    id: TournamentId,
    what: &str,
    check: impl Fn(&TournamentPlay) -> bool,
) {
    for _ in 0..1000 {
        if check(&play(w, id).await) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{what}: not within 10 s");
}

/// The people of each unfinished table of `round` resign one after the
/// other, the first seated first (the last one standing wins, and the
/// computers, if any, play the game out): every table of the round ends
/// through the engine, as tables end by themselves.
pub(crate) async fn finish_round(w: &World, id: TournamentId, round: u16) {
    for table in play(w, id).await.tables {
        if table.round != round || table.finishes.is_some() {
            continue;
        }
        for (_, sitter) in &table.seating {
            if let Sitter::Person(user) = sitter {
                // The last person may find the game over already.
                let _ = w.tables.votes().resign_in(GUILD, table.game, *user).await;
            }
        }
    }
}

/// `game` is called off in the store alone: its result is committed, and the
/// engine is not told.
pub(crate) async fn end_behind_the_back(w: &World, game: GameId) {
    let mut t = w.table(game).await;
    let version = t.game.version();
    t.game.cancel().unwrap();
    w.tables
        .store()
        .finish_game(game, version, &t.game)
        .await
        .unwrap();
}
