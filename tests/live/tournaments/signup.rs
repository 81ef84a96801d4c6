//! A tournament before and around its start: a player who leaves is not
//! seated again, the caps on tournaments and players, the sweep's start at
//! the set time, and the check-in called once with its no-shows told why.

use std::time::Duration;

use hypnosia::seating::{Format, Sitter, TournamentRefusal, TournamentState};
use hypnosia::store::PostKind;
use hypnosia::table::{UserId, unix_now};
use hypnosia::text;
use hypnosia::words::refusals::RefusalText;

use super::{HOST, finish_round, new_tournament, person, play, started, until};
use crate::support::{GUILD, World, post_version, refusal};

/// A player who leaves mid-tournament resigns their game and is not seated
/// again; sign-up is over for newcomers.
#[tokio::test]
async fn a_player_who_leaves_resigns_and_is_not_seated_again() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let leaver = person(2);
    let theirs = play(&w, id)
        .await
        .tables
        .into_iter()
        .find(|t| t.seating.iter().any(|(_, s)| *s == Sitter::Person(leaver)))
        .unwrap();
    w.tables
        .tournaments()
        .leave_tournament((GUILD, id), leaver)
        .await
        .unwrap();
    let game = w.table(theirs.game).await;
    assert!(
        game.game.is_over(),
        "their table of two ends: they resigned"
    );
    assert_eq!(
        refusal(
            w.tables
                .tournaments()
                .leave_tournament((GUILD, id), leaver)
                .await
        ),
        text!("refusal-tournament-not-in").render(hypnosia::i18n::Lang::EnUs)
    );
    assert_eq!(
        refusal(
            w.tables
                .tournaments()
                .join_tournament((GUILD, id), person(9), "Late")
                .await
        ),
        TournamentRefusal::SignUpOver
            .text()
            .render(hypnosia::i18n::Lang::EnUs)
    );
    finish_round(&w, id, 1).await;
    until(&w, id, "round 2 seated", |p| p.rounds.len() == 2).await;
    let second: Vec<Sitter> = play(&w, id)
        .await
        .tables
        .iter()
        .filter(|t| t.round == 2)
        .flat_map(|t| t.seating.iter().map(|(_, s)| *s))
        .collect();
    assert!(!second.contains(&Sitter::Person(leaver)), "{second:?}");
    assert_eq!(second.iter().filter(|s| s.person().is_some()).count(), 3);
}

/// A server's open tournaments and a tournament's players are capped, and
/// refused in words.
#[tokio::test]
async fn tournaments_and_their_players_are_capped() {
    let w = World::new().await;
    let mut small = new_tournament(Format::Knockout, 4);
    small.max_players = 2;
    let first = w
        .tables
        .tournaments()
        .create_tournament(&small)
        .await
        .unwrap();
    for n in 1..=2 {
        w.tables
            .tournaments()
            .join_tournament((GUILD, first.id), person(n), "P")
            .await
            .unwrap();
    }
    assert_eq!(
        refusal(
            w.tables
                .tournaments()
                .join_tournament((GUILD, first.id), person(3), "P")
                .await
        ),
        text!("refusal-tournament-full", cap = 2u16).render(hypnosia::i18n::Lang::EnUs)
    );
    for _ in 1..hypnosia::seating::MAX_OPEN_TOURNAMENTS {
        w.tables
            .tournaments()
            .create_tournament(&small)
            .await
            .unwrap();
    }
    let over = refusal(w.tables.tournaments().create_tournament(&small).await);
    assert_eq!(
        over,
        text!(
            "refusal-tournament-server-cap",
            cap = hypnosia::seating::MAX_OPEN_TOURNAMENTS
        )
        .render(hypnosia::i18n::Lang::EnUs)
    );
    // One ends (called off by its host): another may open.
    w.tables
        .tournaments()
        .cancel_tournament((GUILD, first.id), HOST, false)
        .await
        .unwrap();
    w.tables
        .tournaments()
        .create_tournament(&small)
        .await
        .unwrap();
}

/// At its start time the sweep starts a tournament (round 1 seated, nobody
/// typing), or calls it off with fewer than two players.
#[tokio::test]
async fn the_sweep_starts_a_tournament_at_its_time() {
    let mut w = World::new().await;
    let mut due = new_tournament(Format::Knockout, 2);
    due.starts_at = Some(unix_now() - 1);
    let full = w
        .tables
        .tournaments()
        .create_tournament(&due)
        .await
        .unwrap();
    let alone = w
        .tables
        .tournaments()
        .create_tournament(&due)
        .await
        .unwrap();
    due.starts_at = Some(unix_now() + 3600);
    let later = w
        .tables
        .tournaments()
        .create_tournament(&due)
        .await
        .unwrap();
    for (t, n) in [
        (full.id, 1),
        (full.id, 2),
        (alone.id, 3),
        (later.id, 4),
        (later.id, 5),
    ] {
        w.tables
            .tournaments()
            .join_tournament((GUILD, t), person(n), "P")
            .await
            .unwrap();
    }
    w.restart().await;
    let started = play(&w, full.id).await;
    assert_eq!(started.tournament.state, TournamentState::Running);
    assert_eq!(started.rounds, [(1, true)], "two players: one final table");
    let alone = play(&w, alone.id).await.tournament.state;
    assert_eq!(alone, TournamentState::Cancelled);
    let later = play(&w, later.id).await;
    assert_eq!(later.tournament.state, TournamentState::SignUp);
}

/// The calls the engine made so far, rendered in English, with whom each pinged.
fn calls(w: &World) -> Vec<(String, Vec<UserId>)> {
    let recorded = w.screen().recorded.lock().unwrap();
    let calls = recorded.calls.iter();
    calls
        .map(|(_, call, people)| {
            let call = hypnosia::words::tournaments::call_text(call, people);
            (call.render(hypnosia::i18n::Lang::EnUs), people.clone())
        })
        .collect()
}

/// When its window opens, a check-in is called once (whatever the number of
/// sweeps, and not before it opens): its entrants still in are pinged in one
/// call, and the sign-up message owes the change. At the start, whoever did
/// not check in is told why they are not seated, once.
#[tokio::test]
async fn a_check_in_is_called_once_when_it_opens_and_no_shows_are_told_why() {
    let w = World::new().await;
    let mut new = new_tournament(Format::Swiss { rounds: 1 }, 2);
    new.starts_at = Some(unix_now() + 3600);
    new.check_in = Some(Duration::from_secs(60));
    let later = w
        .tables
        .tournaments()
        .create_tournament(&new)
        .await
        .unwrap();
    new.check_in = Some(Duration::from_secs(7200));
    let open = w
        .tables
        .tournaments()
        .create_tournament(&new)
        .await
        .unwrap();
    for n in 1..=4 {
        for t in [later.id, open.id] {
            w.tables
                .tournaments()
                .join_tournament((GUILD, t), person(n), "P")
                .await
                .unwrap();
        }
    }
    w.tables
        .tournaments()
        .leave_tournament((GUILD, open.id), person(4))
        .await
        .unwrap();
    let signup = async |w: &World| post_version(w, PostKind::Signup, &open.id.to_string()).await;
    let before = signup(&w).await;
    for _ in 0..3 {
        w.tables.resume().await;
    }
    let called = calls(&w);
    assert_eq!(
        called.len(),
        1,
        "one call, for the open check-in: {called:?}"
    );
    let (text, people) = &called[0];
    assert_eq!(people, &[person(1), person(2), person(3)]);
    assert!(
        text.contains("check-in") && text.contains("is open"),
        "{text}"
    );
    let after = signup(&w).await;
    assert!(after > before, "its sign-up message owes the call");

    for n in [1, 2] {
        w.tables
            .tournaments()
            .click_tournament(
                (GUILD, open.id),
                (person(n), "P".into()),
                hypnosia::live::SignUpButton::CheckIn,
            )
            .await
            .unwrap();
    }
    w.tables
        .tournaments()
        .start_tournament((GUILD, open.id), HOST, false)
        .await
        .unwrap();
    let called = calls(&w);
    assert_eq!(called.len(), 2, "{called:?}");
    let (text, people) = &called[1];
    assert_eq!(people, &[person(3)], "only the no-show is told: {text}");
    assert!(text.contains("did not check in"), "{text}");
}
