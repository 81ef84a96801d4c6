//! A tournament's rounds seated by themselves as the last table of a round
//! finishes, each round once (across a restart, and two engines on one
//! PostgreSQL), the first player of each table the seating's: a Swiss and a
//! knock-out played to their ends.

use hypnosia::game::Color;
use hypnosia::i18n::Lang;
use hypnosia::live::Advance;
use hypnosia::render::BracketTable;
use hypnosia::seating::{Format, TournamentPlay, TournamentState};
use hypnosia::store::{PostId, PostKind};
use hypnosia::table::{GameId, UserId};
use hypnosia::words::tournament_card::standings_card;

use super::{advance, end_behind_the_back, finish_round, play, started, until};
use crate::support::{GUILD, World};

/// The color that won `game`'s opening roll.
async fn opening_winner(w: &World, game: GameId) -> Color {
    let record = w.tables.store().record(game).await.unwrap().unwrap();
    let last = record.opening.last().unwrap();
    last.iter()
        .max_by_key(|r| r.dice[0] + r.dice[1])
        .unwrap()
        .color
}

/// Every round of `play` seated once, each person once per round.
fn seated_once(play: &TournamentPlay) {
    let numbers: Vec<u16> = play.rounds.iter().map(|r| r.0).collect();
    let expected: Vec<u16> = (1..=numbers.len() as u16).collect();
    assert_eq!(numbers, expected, "each round once, in order");
    for &(round, _) in &play.rounds {
        let mut people: Vec<UserId> = play
            .tables
            .iter()
            .filter(|t| t.round == round)
            .flat_map(|t| t.seating.iter().filter_map(|(_, s)| s.person()))
            .collect();
        let seated = people.len();
        people.sort();
        people.dedup();
        assert_eq!(people.len(), seated, "round {round}: someone seated twice");
    }
}

async fn swiss_of_three_rounds(w: &World) {
    let id = started(w, Format::Swiss { rounds: 3 }, 3, 7).await;
    for round in 1..=3 {
        until(w, id, "the round seated by itself", |p| {
            p.rounds.len() == round
        })
        .await;
        let now = play(w, id).await;
        let tables: Vec<_> = now
            .tables
            .iter()
            .filter(|t| t.round == round as u16)
            .collect();
        let mut sizes: Vec<usize> = tables.iter().map(|t| t.seating.len()).collect();
        sizes.sort();
        assert_eq!(sizes, [2, 2, 3], "seven people at tables of three");
        for table in &tables {
            // The seating's first player moves first.
            assert_eq!(opening_winner(w, table.game).await, table.seating[0].0);
            let game = w.table(table.game).await;
            assert!(!game.game.is_over(), "a new table's game starts at once");
        }
        finish_round(w, id, round as u16).await;
    }
    until(w, id, "the Swiss over after its rounds", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    let done = play(w, id).await;
    seated_once(&done);
    assert_eq!(done.rounds.len(), 3);
    assert_eq!(done.tables.len(), 9);
    // Asked again, nothing more is seated.
    assert_eq!(advance(w, id).await, Advance::Waiting);
    let rows = w
        .tables
        .tournaments()
        .tournament_standings((GUILD, id))
        .await
        .unwrap();
    assert_eq!(rows.len(), 7);
    assert!(
        rows.iter().all(|r| r.tables == 3),
        "everyone played every round"
    );
    assert!(rows.windows(2).all(|w| w[0].points >= w[1].points));
    assert_eq!(rows[0].rank, 1);
    // Its podium is owed with its end, and handed to the screen once.
    let podiums = w.until_posted(PostKind::Podium, 1).await;
    assert_eq!(podiums[0].0.id, PostId::Podium(id));
}

#[tokio::test]
async fn a_swiss_of_three_rounds_plays_to_its_end_by_itself() {
    swiss_of_three_rounds(&World::new().await).await;
}

#[tokio::test]
async fn a_swiss_of_three_rounds_on_postgres() {
    if !crate::store::postgres::available(false) {
        return;
    }
    let db = crate::store::postgres::fresh_database().await;
    swiss_of_three_rounds(&World::on(&db).await).await;
}

#[tokio::test]
async fn a_knockout_goes_down_to_one_final_table() {
    let w = World::new().await;
    let id = started(&w, Format::Knockout, 3, 9).await;
    finish_round(&w, id, 1).await;
    until(&w, id, "the final seated", |p| p.rounds.len() == 2).await;
    let now = play(&w, id).await;
    assert_eq!(now.rounds, [(1, false), (2, true)]);
    // Each table of three sends its winner on.
    let winners: Vec<UserId> = now
        .tables
        .iter()
        .filter(|t| t.round == 1)
        .map(|t| {
            let finishes = t.finishes.as_ref().unwrap();
            finishes
                .iter()
                .find(|f| f.rank == 1)
                .unwrap()
                .sitter
                .person()
                .unwrap()
        })
        .collect();
    let finals: Vec<_> = now.tables.iter().filter(|t| t.round == 2).collect();
    assert_eq!(finals.len(), 1);
    let mut at_final: Vec<UserId> = finals[0]
        .seating
        .iter()
        .filter_map(|(_, s)| s.person())
        .collect();
    let mut expected = winners.clone();
    at_final.sort();
    expected.sort();
    assert_eq!(at_final, expected);
    finish_round(&w, id, 2).await;
    until(&w, id, "the knock-out over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    seated_once(&play(&w, id).await);
    let rows = w
        .tables
        .tournaments()
        .tournament_standings((GUILD, id))
        .await
        .unwrap();
    let champion = play(&w, id).await.tables[3]
        .finishes
        .as_ref()
        .unwrap()
        .iter()
        .find(|f| f.rank == 1)
        .unwrap()
        .sitter
        .person()
        .unwrap();
    assert_eq!(
        rows[0].id, champion,
        "the final's winner tops the standings"
    );
    // Its picture: a ranked row each, and the bracket by round, each table
    // marking who went on (the final, its winner).
    let over = play(&w, id).await;
    let faces = std::collections::BTreeMap::new();
    let card = standings_card(Lang::EnUs, &over, &rows, &faces);
    assert_eq!(card.rows.len(), 9);
    // A knock-out's own columns: how far each went, and where they are; no
    // Swiss points.
    let words = &card.words;
    let heads = (
        &words.points[..],
        &words.game_points[..],
        &words.buchholz[..],
    );
    assert_eq!(heads, ("Reached", "", "Status"));
    let columns = |row: &hypnosia::render::StandingsRow| {
        assert!(row.game_points.is_empty(), "{row:?}");
        (row.points.clone(), row.buchholz.clone())
    };
    let columns: Vec<(String, String)> = card.rows.iter().map(columns).collect();
    assert_eq!(columns[0], ("Final".into(), "Winner".into()), "{columns:?}");
    for finalist in &columns[1..3] {
        assert_eq!(
            finalist,
            &("Final".into(), "Finalist".into()),
            "{columns:?}"
        );
    }
    for out in &columns[3..] {
        assert_eq!(
            out,
            &("Round 1".into(), "Out in round 1".into()),
            "{columns:?}"
        );
    }
    let said = hypnosia::words::tournaments::standings_text(Lang::EnUs, &over, &rows);
    assert!(said.contains(": Final · Winner\n"), "{said}");
    assert!(said.contains(": Round 1 · Out in round 1"), "{said}");
    assert!(!said.contains("pts"), "{said}");
    // A Swiss's game points as the text writes them: a real minus (−3),
    // never a hyphen.
    let mut swiss = over.clone();
    swiss.tournament.new.format = Format::Swiss { rounds: 2 };
    let swiss_card = standings_card(Lang::EnUs, &swiss, &rows, &faces);
    for (row, s) in swiss_card.rows.iter().zip(&rows) {
        assert!(!row.game_points.contains('-'), "{row:?}");
        let back = row.game_points.replace('\u{2212}', "-");
        assert_eq!(back.parse::<i32>().unwrap(), s.game_points, "{row:?}");
    }
    assert!(card.rows.iter().all(|r| r.rank.is_some()));
    let went_on = |round: usize| -> Vec<Vec<String>> {
        let tables = &card.bracket[round].tables;
        let names = |t: &BracketTable| {
            t.seats
                .iter()
                .filter(|s| s.went_on)
                .map(|s| s.name.clone())
                .collect()
        };
        tables.iter().map(names).collect()
    };
    assert_eq!(card.bracket.len(), 2);
    assert!(went_on(0).iter().all(|t| t.len() == 1), "{:?}", went_on(0));
    let name_of = |id: UserId| {
        over.entrants
            .iter()
            .find(|e| e.user == id)
            .unwrap()
            .name
            .clone()
    };
    let mut sent_on: Vec<String> = went_on(0).concat();
    let mut finalists: Vec<String> = at_final.iter().map(|&p| name_of(p)).collect();
    sent_on.sort();
    finalists.sort();
    assert_eq!(sent_on, finalists);
    assert_eq!(went_on(1), [vec![name_of(champion)]]);
}

/// The process dies after the last table's result is committed and before
/// the next round is seated: the restart seats it, once.
#[tokio::test]
async fn a_restart_between_the_last_result_and_the_next_round_seats_it_once() {
    let mut w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let tables = play(&w, id).await.tables;
    assert_eq!(tables.len(), 2);
    // Both tables' ends are committed behind the engine's back, as if the
    // process died right after each commit.
    for table in &tables {
        end_behind_the_back(&w, table.game).await;
    }
    assert_eq!(
        play(&w, id).await.rounds.len(),
        1,
        "nobody seated round 2 yet"
    );
    w.restart().await;
    let after = play(&w, id).await;
    assert_eq!(after.rounds.len(), 2, "the restart's sweep seated round 2");
    assert_eq!(advance(&w, id).await, Advance::Waiting);
    w.restart().await;
    let again = play(&w, id).await;
    assert_eq!(again.tables.len(), 4, "two tables per round, none twice");
    seated_once(&again);
}

/// Two engines on one PostgreSQL database, both told at once (four times
/// each) that round 1 is over: round 2 is seated once.
#[tokio::test]
async fn two_engines_on_postgres_seat_a_round_once() {
    if !crate::store::postgres::available(false) {
        return;
    }
    let db = crate::store::postgres::fresh_database().await;
    let a = World::on(&db).await;
    let b = World::engine_on(&db, crate::support::settings()).await;
    let id = started(&a, Format::Swiss { rounds: 3 }, 4, 8).await;
    // Round 1 ends behind both engines' backs.
    for table in play(&a, id).await.tables {
        end_behind_the_back(&a, table.game).await;
    }
    let asks = (0..8).map(|n| {
        let engine = if n % 2 == 0 { &a.tables } else { &b };
        engine.tournament_rounds().advance_tournament(id)
    });
    let outcomes: Vec<Advance> = futures_util::future::join_all(asks)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let seated = outcomes
        .iter()
        .filter(|o| matches!(o, Advance::Seated { round: 2, .. }))
        .count();
    assert_eq!(seated, 1, "{outcomes:?}");
    let now = play(&a, id).await;
    seated_once(&now);
    assert_eq!(now.rounds.len(), 2);
    assert_eq!(now.tables.len(), 4, "two tables of four per round");
    b.stop();
}
