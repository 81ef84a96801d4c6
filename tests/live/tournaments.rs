//! Tournaments run by the engine: rounds seated by themselves as the last
//! table of a round finishes, each round once (across a restart, and two
//! engines on one PostgreSQL), the first player of each table the
//! seating's, a player who leaves not seated again.

use std::time::Duration;

use hypnosia::game::Color;
use hypnosia::live::{Advance, Door};
use hypnosia::render::BracketTable;
use hypnosia::seating::{Format, Sitter};
use hypnosia::seating::{
    NewTournament, TournamentId, TournamentPlay, TournamentRefusal, TournamentState,
};
use hypnosia::store::PostKind;
use hypnosia::table::{ChannelId, GameId, UserId, unix_now};
use hypnosia::text;
use hypnosia::words::refusals::RefusalText;
use hypnosia::words::tournament_card::standings_card;

use crate::support::{GUILD, World, post_version, refusal};

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
    assert_eq!(
        w.tables
            .tournament_rounds()
            .advance_tournament(id)
            .await
            .unwrap(),
        Advance::Waiting
    );
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
    assert_eq!(podiums[0].0.key, id.to_string());
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

/// A table with no lobby message is opened by its log, which pings its
/// people (the screen's): they count as watching from then, so neither
/// player's first turn notifies them again (a lobby's game notifies each
/// player's first turn: `pings.rs`).
#[tokio::test]
async fn a_tables_first_turns_notify_nobody_after_its_opening_ping() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 1 }, 2, 2).await;
    let game = play(&w, id).await.tables[0].game;
    let mut turns: Vec<(UserId, bool)> = Vec::new();
    let mut clicks = 0;
    while turns.len() < 3 {
        w.screen().flush().await;
        let t = w.table(game).await;
        let changes = w.screen().changes(game);
        let (_, user) = t.human_to_move().expect("a person to move");
        if let Some(change) = changes.last()
            && matches!(change.step, hypnosia::live::Next::NewHumanTurn(_))
            && turns.last().is_none_or(|&(u, _)| u != user)
        {
            turns.push((user, change.notify));
        }
        let click = hypnosia::live::MoveClick {
            guild: t.place.guild,
            user,
            message: w.screen().message(game).expect("the table is shown"),
            game,
            version: t.game.version(),
            mv: t.game.legal_moves()[0],
        };
        clicks += 1;
        w.tables
            .click_move(click, clicks, Duration::ZERO)
            .await
            .unwrap();
    }
    assert_ne!(turns[0].0, turns[1].0, "both players' first turns");
    assert_eq!(
        turns.iter().map(|t| t.1).collect::<Vec<_>>(),
        [false, false, false],
        "{turns:?}"
    );
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
    let card = standings_card(hypnosia::i18n::Lang::EnUs, &over, &rows, &faces);
    assert_eq!(card.rows.len(), 9);
    // Game points as the text writes them: a real minus (−3), never a hyphen.
    for (row, s) in card.rows.iter().zip(&rows) {
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
    assert_eq!(
        w.tables
            .tournament_rounds()
            .advance_tournament(id)
            .await
            .unwrap(),
        Advance::Waiting
    );
    w.restart().await;
    let again = play(&w, id).await;
    assert_eq!(again.tables.len(), 4, "two tables per round, none twice");
    seated_once(&again);
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

/// The tournament's channel is out of reach: the tournament is called off
/// with its games, and no next round is seated there.
#[tokio::test]
async fn a_tournament_out_of_reach_is_called_off_with_its_tables() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 3 }, 3, 6).await;
    let channel = play(&w, id).await.tournament.new.channel;
    let called_off = w.tables.close_door(Door::Channel(channel)).await.unwrap();
    assert_eq!(called_off.games.len(), 2, "both tables of three");
    let after = play(&w, id).await;
    assert_eq!(after.tournament.state, TournamentState::Cancelled);
    assert!(after.tables.iter().all(|t| t.finishes.is_some()));
    assert_eq!(
        w.tables
            .tournament_rounds()
            .advance_tournament(id)
            .await
            .unwrap(),
        Advance::Waiting
    );
    assert_eq!(play(&w, id).await.rounds.len(), 1, "no round seated after");
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
        .map(|(_, call, people)| (call.render(hypnosia::i18n::Lang::EnUs), people.clone()))
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

/// A finished tournament is still found by `tournament standings` without
/// its name (the server's newest, running or finished) and suggested for it,
/// though not for the commands that act on open tournaments.
#[tokio::test]
async fn a_finished_tournament_is_found_by_its_standings() {
    let w = World::new().await;
    let id = started(&w, Format::Knockout, 2, 2).await;
    finish_round(&w, id, 1).await;
    until(&w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
    let (found, rows) = w
        .tables
        .tournaments()
        .named_standings(GUILD, None)
        .await
        .unwrap();
    assert_eq!(found.tournament.id, id);
    assert_eq!(rows.len(), 2);
    let by_name = w
        .tables
        .tournaments()
        .named_standings(GUILD, Some("saturday cup"))
        .await
        .unwrap();
    assert_eq!(by_name.0.tournament.id, id);
    let suggested = w
        .tables
        .tournaments()
        .tournament_choices((Some(GUILD), true), "sat")
        .await;
    assert_eq!(suggested, [(format!("#{id} Saturday cup"), id.to_string())]);
    let open = w
        .tables
        .tournaments()
        .tournament_choices((Some(GUILD), false), "")
        .await;
    assert!(open.is_empty(), "{open:?}");
    assert!(
        w.tables
            .tournaments()
            .named_tournament(GUILD, None)
            .await
            .is_err()
    );
}

/// While a round plays, each table of the store knows where it plays (for
/// the sign-up message's links), and a table's end shows the tournament
/// again (its sign-up message lists the table as won).
#[tokio::test]
async fn each_table_knows_where_it_plays() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    // Each table's first turn is posted a moment after the round is seated.
    until(&w, id, "every table shown", |p| {
        p.tables.iter().all(|t| t.place.2.is_some())
    })
    .await;
    let now = play(&w, id).await;
    for table in &now.tables {
        let game = w
            .tables
            .store()
            .started_game(table.game)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(table.place.0, game.place.channel);
        assert_eq!(table.place.1, game.place.thread);
        assert_eq!(table.place.2, game.place.message);
    }
    assert!(now.tables.iter().all(|t| t.place.0 == ChannelId(77)));
}

/// A resign's confirmation says what it costs at a tournament's table (a
/// Swiss game scores 0, a knock-out's last place leaves), nothing elsewhere.
#[tokio::test]
async fn a_resign_at_a_tournament_table_says_what_it_costs() {
    let w = World::new().await;
    let swiss = started(&w, Format::Swiss { rounds: 2 }, 2, 2).await;
    let knockout = started(&w, Format::Knockout, 2, 2).await;
    let (swiss, knockout) = (cost(&w, swiss).await, cost(&w, knockout).await);
    assert!(swiss.contains("stay in the tournament"), "{swiss}");
    assert!(knockout.contains("leave the tournament"), "{knockout}");
    let elsewhere = w
        .tables
        .tournaments()
        .resign_cost(GameId(987_654))
        .await
        .unwrap();
    assert!(elsewhere.is_none());
}

async fn cost(w: &World, id: hypnosia::seating::TournamentId) -> String {
    let game = play(w, id).await.tables[0].game;
    let cost = w.tables.tournaments().resign_cost(game).await.unwrap();
    let cost = cost.expect("a tournament table's cost");
    cost.render(hypnosia::i18n::Lang::EnUs)
}
