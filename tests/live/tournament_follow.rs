//! A tournament followed from its tables: what comes next under a table's
//! results (who is out of a knock-out, the next round now or after the
//! tables still playing, the podium), a Rematch refused there, the
//! standings of a table's tournament, and a Share that makes its one public
//! standings message owe them.

use hypnosia::i18n::Lang;
use hypnosia::live::{Next, PostKey};
use hypnosia::seating::Format;
use hypnosia::seating::{TournamentId, TournamentState};
use hypnosia::store::PostKind;
use hypnosia::table::{ChannelId, GameId, GuildId, MessageId, UserId};
use hypnosia::text;
use hypnosia::words::tournament_follow::{NextSeat, NextStep, TableNext, next_text, shared_text};

use super::tournaments::{finish_round, play, started, until};
use crate::support::{ADA, GUILD, Posting, World, post_version, refusal, says, sql, thread_of};

/// The table `i` (0-based) of `round`: its game and its people.
async fn table(w: &World, id: TournamentId, round: u16, i: usize) -> (GameId, Vec<UserId>) {
    let play = play(w, id).await;
    let table = play
        .tables
        .iter()
        .filter(|t| t.round == round)
        .nth(i)
        .unwrap();
    let people = table
        .seating
        .iter()
        .filter_map(|(_, s)| s.person())
        .collect();
    (table.game, people)
}

/// `who` resigns game `game` (at a table of two, its end) and it ends.
async fn resign(w: &World, game: GameId, who: UserId) {
    w.tables.votes().resign_in(GUILD, game, who).await.unwrap();
    w.until(game, "over", |t| t.game.is_over()).await;
}

/// What the change of `game`'s end carried to the screen as what comes
/// next (the engine works it out with the end's commit).
async fn next(w: &World, game: GameId) -> Option<TableNext> {
    w.screen().flush().await;
    let changes = w.screen().changes(game);
    let end = changes.iter().rev().find(|c| c.step == Next::Over);
    end.expect("the game's end was shown").next.clone()
}

fn step(next: Option<TableNext>) -> NextStep {
    next.expect("a tournament's table says what comes next")
        .step
}

/// A Swiss of two rounds at two tables, as each table's end says it (it
/// travels in the change of the end): under the first table to finish, round
/// 2 waits for the other table; under the other, round 2 starts; in the last
/// round, the podium waits for the other table, then the podium. Nothing is
/// said under a game that is no tournament's.
#[tokio::test]
async fn a_swiss_tables_results_say_what_comes_next() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let ((first, people), (second, _)) = (table(&w, id, 1, 0).await, table(&w, id, 1, 1).await);
    resign(&w, first, people[0]).await;
    let waits = next(&w, first).await.unwrap();
    assert_eq!(
        waits.step,
        NextStep::Waits {
            round: Some(2),
            tables: 1
        }
    );
    assert!(waits.out.is_empty(), "a Swiss keeps everyone: {waits:?}");
    let said = next_text(Lang::EnUs, &waits);
    assert_eq!(said, "Round 2 starts when the last other table ends.");
    for lang in Lang::ALL {
        let said = next_text(lang, &waits);
        assert!(
            said.contains('2') && !said.contains('{'),
            "{lang:?}: {said}"
        );
    }
    finish_round(&w, id, 1).await;
    until(&w, id, "round 2 seated", |p| p.last_round().0 == 2).await;
    assert_eq!(
        step(next(&w, second).await),
        NextStep::Starts {
            round: 2,
            is_final: false
        }
    );
    let ((last, people), (other, _)) = (table(&w, id, 2, 0).await, table(&w, id, 2, 1).await);
    resign(&w, last, people[0]).await;
    let ending = step(next(&w, last).await);
    assert_eq!(
        ending,
        NextStep::Waits {
            round: None,
            tables: 1
        }
    );
    finish_round(&w, id, 2).await;
    until(&w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    assert_eq!(step(next(&w, other).await), NextStep::Over);
    let elsewhere = w.start_two_people().await;
    resign(&w, elsewhere, ADA).await;
    assert_eq!(next(&w, elsewhere).await, None);
}

/// At a knock-out's table, who does not go on is named under its results;
/// the final's end is the podium, where nobody is "out".
#[tokio::test]
async fn a_knockout_table_names_who_is_out() {
    let w = World::new().await;
    let id = started(&w, Format::Knockout, 2, 4).await;
    let (game, people) = table(&w, id, 1, 0).await;
    resign(&w, game, people[0]).await;
    let said = next(&w, game).await.unwrap();
    assert_eq!(said.out, [people[0]], "the one who resigned is out");
    assert_eq!(
        said.step,
        NextStep::Waits {
            round: Some(2),
            tables: 1
        }
    );
    let words = next_text(Lang::EnUs, &said);
    assert!(
        words.starts_with(&format!("<@{}> is out of the knock-out.", people[0].0)),
        "{words}"
    );
    finish_round(&w, id, 1).await;
    until(&w, id, "the final seated", |p| p.last_round() == (2, true)).await;
    let (game, people) = table(&w, id, 2, 0).await;
    resign(&w, game, people[1]).await;
    until(&w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    // The final's places are the podium's: its finalist is not "out", and
    // one who resigned leaves no tie to break.
    let said = next(&w, game).await.unwrap();
    assert_eq!(
        (said.step, said.out, said.final_tie),
        (NextStep::Over, vec![], None)
    );
}

/// The edits of the results of `games` once the next round started, as the
/// screen was handed them (10 s at most for `count` of them).
async fn next_edits(w: &World, count: usize) -> Vec<(GameId, MessageId, TableNext)> {
    w.screen().posts_after(PostKind::Next, count).await;
    w.screen().recorded.lock().unwrap().next_edits.clone()
}

/// A Swiss played in the channel: once round 2 is seated, what comes next
/// under each round-1 table's results (its own message) is edited once, to
/// say round 2 started and at which table each of its players sits; the
/// last round's results await no round, and are never edited. The edit is
/// owed with the seating, in the store.
#[tokio::test]
async fn once_the_next_round_starts_each_tables_results_say_where_its_players_sit() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let (first, people) = table(&w, id, 1, 0).await;
    resign(&w, first, people[0]).await;
    w.screen().flush().await;
    let results = w.screen().message(first).expect("the results' message");
    assert!(
        w.screen().posts(PostKind::Next).is_empty(),
        "round 2 is not seated yet"
    );
    finish_round(&w, id, 1).await;
    until(&w, id, "round 2 seated", |p| p.last_round().0 == 2).await;
    let edits = next_edits(&w, 2).await;
    let round_two = play(&w, id).await;
    let mut edited: Vec<GameId> = edits.iter().map(|e| e.0).collect();
    edited.sort();
    let mut round_one: Vec<GameId> = round_two
        .tables
        .iter()
        .filter(|t| t.round == 1)
        .map(|t| t.game)
        .collect();
    round_one.sort();
    assert_eq!(edited, round_one, "each round-1 table's results, once");
    let (_, message, said) = edits.iter().find(|e| e.0 == first).unwrap();
    assert_eq!(*message, results, "its own results message");
    assert_eq!(
        said.step,
        NextStep::Started {
            round: 2,
            is_final: false
        }
    );
    for person in &people {
        let sits = round_two
            .tables
            .iter()
            .find(|t| t.round == 2 && t.seating.iter().any(|(_, s)| s.person() == Some(*person)));
        let number = sits.expect("everyone plays round 2").number;
        let seat = said.seats.iter().find(|(p, _)| p == person).map(|s| s.1);
        assert_eq!(
            seat,
            Some(NextSeat::At {
                number,
                thread: None
            }),
            "{said:?}"
        );
    }
    let words = next_text(Lang::EnUs, said);
    assert!(words.starts_with("Round 2 has started."), "{words}");
    assert!(
        words.contains(&format!("<@{}> plays at Table ", people[0].0)),
        "{words}"
    );
    finish_round(&w, id, 2).await;
    until(&w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    w.screen().flush().await;
    assert_eq!(
        w.screen().posts(PostKind::Next).len(),
        2,
        "nothing awaits the last round"
    );
}

/// A knock-out in threads: the results of round 1 are edited once the
/// final's thread is open, to link the winner to it; the one who went out
/// has no seat.
#[tokio::test]
async fn a_knockouts_results_link_who_goes_on_to_the_finals_thread_once_it_is_open() {
    let w = World::new().await;
    w.screen()
        .opens_threads
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let id = started(&w, Format::Knockout, 2, 4).await;
    w.screen().posts_after(PostKind::Table, 2).await;
    let (game, people) = table(&w, id, 1, 0).await;
    resign(&w, game, people[0]).await;
    finish_round(&w, id, 1).await;
    until(&w, id, "the final seated", |p| p.last_round() == (2, true)).await;
    let edits = next_edits(&w, 2).await;
    let final_table = table(&w, id, 2, 0).await.0;
    let (_, _, said) = edits
        .iter()
        .find(|e| e.0 == game)
        .expect("its results edited");
    assert_eq!(
        said.step,
        NextStep::Started {
            round: 2,
            is_final: true
        }
    );
    assert_eq!(said.out, [people[0]]);
    let thread = Some(thread_of(final_table));
    assert_eq!(
        said.seats,
        [(people[1], NextSeat::At { number: 1, thread })]
    );
    let words = next_text(Lang::EnUs, said);
    assert!(words.contains("The final has started."), "{words}");
    assert!(
        words.contains(&format!("<#{}>", thread_of(final_table).0)),
        "{words}"
    );
    assert_eq!(edits.len(), 2, "one edit per results message");
}

/// A Rematch id at a tournament's table is refused with why; its Standings
/// are its tournament's, from its server only; a game of no tournament has
/// none.
#[tokio::test]
async fn a_tournament_table_has_standings_not_a_rematch() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 1 }, 2, 2).await;
    let (game, people) = table(&w, id, 1, 0).await;
    resign(&w, game, people[0]).await;
    let rematch = w
        .tables
        .lobbies()
        .rematch(game, people[1], (GUILD.into(), false))
        .await;
    assert_eq!(refusal(rematch), says(text!("refusal-rematch-tournament")));
    let (found, rows) = w
        .tables
        .tournaments()
        .standings_of_table((GUILD, people[1]), game)
        .await
        .unwrap();
    assert_eq!((found.tournament.id, rows.len()), (id, 2));
    let forged = w
        .tables
        .tournaments()
        .standings_of_table((GuildId(999), people[1]), game)
        .await;
    assert_eq!(refusal(forged), says(text!("refusal-tournament-closed")));
    let elsewhere = w.start_two_people().await;
    let none = w
        .tables
        .tournaments()
        .standings_of_table((GUILD, people[1]), elsewhere)
        .await;
    assert_eq!(refusal(none), says(text!("refusal-tournament-closed")));
}

/// A Share makes the public standings message owe the standings and hands
/// it to the screen (which posts it, or edits it in place); the sharer is
/// told where: the channel before the first post, the message's link
/// after. A Share from another server is refused and owes nothing. Once
/// posted, the message owes each round's end, edited in place.
#[tokio::test]
async fn a_share_makes_the_one_public_standings_message_owe_them() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 2).await;
    let key = id.to_string();
    let forged = w
        .tables
        .tournaments()
        .share_standings((GuildId(999), id), person(1))
        .await;
    assert_eq!(refusal(forged), says(text!("refusal-tournament-closed")));
    assert_eq!(post_version(&w, PostKind::Standings, &key).await, None);
    let told = w
        .tables
        .tournaments()
        .share_standings((GUILD, id), person(1))
        .await
        .unwrap();
    assert_eq!(
        shared_text(&told).render(Lang::EnUs),
        "The standings are being posted for everyone in <#77>."
    );
    let handed = w.screen().posts_after(PostKind::Standings, 1).await;
    let versions = |keys: &[PostKey]| keys.iter().map(|k| k.version).collect::<Vec<_>>();
    assert_eq!(versions(&handed), [1], "the screen is handed it");
    let posted = play(&w, id).await.tournament.standings_message;
    let posted = posted.expect("the message it became is kept");
    let told = w
        .tables
        .tournaments()
        .share_standings((GUILD, id), person(2))
        .await
        .unwrap();
    let link = format!(
        "https://discord.com/channels/{GUILD}/{}/{posted}",
        ChannelId(77)
    );
    let told = shared_text(&told).render(Lang::EnUs);
    assert!(told.ends_with(&link), "{told}");
    let handed = w.screen().posts_after(PostKind::Standings, 2).await;
    assert_eq!(versions(&handed), [1, 2]);
    finish_round(&w, id, 1).await;
    until(&w, id, "round 2 seated", |p| p.last_round().0 == 2).await;
    let handed = w.screen().posts_after(PostKind::Standings, 3).await;
    assert_eq!(versions(&handed), [1, 2, 3], "the round's end is owed");
    let kept = play(&w, id).await.tournament.standings_message;
    assert_eq!(kept, Some(posted), "edited in place");
}

fn person(n: u64) -> UserId {
    super::tournaments::person(n)
}

/// What a crash left owed is shown by the sweep: a Share whose report
/// never came is handed to the screen again once its lease ran out, after
/// a restart; once reported, nothing.
#[tokio::test]
async fn the_sweep_shows_owed_standings_again_and_shown_ones_never() {
    let mut w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 2).await;
    *w.screen().posting.lock().unwrap() = Posting::Dies;
    w.tables
        .tournaments()
        .share_standings((GUILD, id), person(1))
        .await
        .unwrap();
    assert_eq!(
        w.screen().posts_after(PostKind::Standings, 1).await.len(),
        1
    );
    // The process dies with it leased; its lease runs out.
    sql(&w, "UPDATE posts SET leased_until = 0").await;
    w.restart().await;
    let handed = w.screen().posts_after(PostKind::Standings, 1).await;
    assert_eq!(handed.len(), 1, "the owed standings are shown again");
    w.restart().await;
    assert_eq!(
        w.screen().posts_after(PostKind::Standings, 0).await,
        [],
        "nothing owed, nothing shown"
    );
}
