//! A tournament's rules beyond its seating: a knock-out's odd player goes on
//! with a bye (no game against a computer), no Hint at its tables, a player
//! removed for time-outs (or by the host) is out of it, it opens only where
//! a lobby may, sign-ups cost a glance and expire, and its tables count
//! toward none of the server's limits. A refused permission pauses it.

use std::collections::BTreeMap;
use std::time::Duration;

use hypnosia::i18n::Lang;
use hypnosia::live::{Advance, Door, SignUpButton, TournamentAct, TournamentAsk};
use hypnosia::seating::{Format, Sitter};
use hypnosia::seating::{TournamentId, TournamentState};
use hypnosia::table::{
    BotLacks, ChannelId, GuildSettings, NewTable, TableAsk, TableLimit, TimeoutRange, UserId,
    unix_now,
};
use hypnosia::text;
use hypnosia::words::tournament_card::standings_card;
use hypnosia::words::tournaments::signup_card;

use super::reminders::deadline_at;
use super::tournaments::{HOST, finish_round, new_tournament, person, play, started, until};
use crate::support::{GUILD, World, play_turn, refusal, settings};

/// What a refusal says in English.
fn says(text: hypnosia::i18n::Text) -> String {
    text.render(Lang::EnUs)
}

/// The people seated in `round` of tournament `id`, and whether a computer
/// sits anywhere in it.
async fn seated(w: &World, id: TournamentId, round: u16) -> (Vec<UserId>, bool) {
    let now = play(w, id).await;
    let tables = now.tables.iter().filter(|t| t.round == round);
    let seats: Vec<Sitter> = tables.flat_map(|t| t.seating.iter().map(|s| s.1)).collect();
    let computer = seats.iter().any(|s| s.person().is_none());
    (seats.iter().filter_map(|s| s.person()).collect(), computer)
}

#[tokio::test]
async fn a_knockout_of_five_at_tables_of_two_gives_byes_never_a_computer() {
    knockout_of_five_with_byes(&World::new().await).await;
}

/// The same on PostgreSQL, with a no-show removed and a refused door.
#[tokio::test]
async fn byes_removals_and_doors_on_postgres() {
    if !crate::store::postgres::available(false) {
        return;
    }
    let db = crate::store::postgres::fresh_database().await;
    let w = World::on(&db).await;
    knockout_of_five_with_byes(&w).await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let table = play(&w, id).await.tables[0].clone();
    let idle = table.seating[0].1.person().unwrap();
    time_out_until_removed(&w, table.game, idle).await;
    until(&w, id, "marked as out", |p| {
        p.entrants.iter().any(|e| e.user == idle && e.left)
    })
    .await;
    let channel = play(&w, id).await.tournament.new.channel;
    let off = w.tables.close_door(Door::Refused(channel)).await.unwrap();
    assert!(off.games.is_empty(), "{off:?}");
}

async fn knockout_of_five_with_byes(w: &World) {
    let id = started(w, Format::Knockout, 2, 5).await;
    let first = play(w, id).await;
    assert_eq!(first.rounds, [(1, false)]);
    let (people, computer) = seated(w, id, 1).await;
    assert_eq!(people.len(), 4, "two tables of two");
    assert!(!computer, "nobody plays a computer");
    assert_eq!(first.byes.len(), 1);
    let (_, bye) = first.byes[0];
    assert!(!people.contains(&bye));
    // The card says so in place of a table; the bracket shows it going on.
    let card = signup_card(Lang::EnUs, &first).description.unwrap();
    assert!(
        card.contains(&format!("<@{bye}> goes on to round 2 with a bye")),
        "{card}"
    );
    let rows = w
        .tables
        .tournaments()
        .tournament_standings((GUILD, id))
        .await
        .unwrap();
    let bracket = standings_card(Lang::EnUs, &first, &rows, &BTreeMap::new()).bracket;
    let byes: Vec<_> = bracket[0]
        .tables
        .iter()
        .filter(|t| t.title == "Bye")
        .collect();
    assert_eq!(byes.len(), 1);
    assert!(byes[0].seats.len() == 1 && byes[0].seats[0].went_on);

    // Round 2: the two winners and the bye, three people: one more bye,
    // for one who has had none; the one who had it plays.
    finish_round(w, id, 1).await;
    until(w, id, "round 2 seated", |p| p.rounds.len() == 2).await;
    let second = play(w, id).await;
    let (people, computer) = seated(w, id, 2).await;
    assert!(people.contains(&bye), "the bye went on and plays");
    assert!(!computer && people.len() == 2);
    let byes: Vec<UserId> = second
        .byes
        .iter()
        .filter(|b| b.0 == 2)
        .map(|b| b.1)
        .collect();
    assert_eq!(byes.len(), 1);
    assert_ne!(byes[0], bye);
    assert_eq!(
        second.rounds[1],
        (2, false),
        "a round with a bye is no final"
    );

    finish_round(w, id, 2).await;
    until(w, id, "the final seated", |p| p.rounds.len() == 3).await;
    assert_eq!(play(w, id).await.rounds[2], (3, true));
    let (finalists, _) = seated(w, id, 3).await;
    assert!(finalists.contains(&byes[0]));
    finish_round(w, id, 3).await;
    until(w, id, "over", |p| {
        p.tournament.state == TournamentState::Finished
    })
    .await;
}

#[tokio::test]
async fn a_tournament_table_offers_no_hint() {
    let w = World::new().await;
    // Three at tables of two in a Swiss: one plays a computer.
    let id = started(&w, Format::Swiss { rounds: 1 }, 2, 3).await;
    let now = play(&w, id).await;
    let with_computer = now
        .tables
        .iter()
        .find(|t| t.seating.iter().any(|s| s.1.person().is_none()))
        .expect("a table with a computer");
    let game = with_computer.game;
    let t = w
        .until(game, "the person's turn", |t| t.human_to_move().is_some())
        .await;
    assert!(!t.offers_hint(), "a tournament's game counts: no hint");
    let (_, user) = t.human_to_move().unwrap();
    let asked = w
        .tables
        .practice()
        .hint(game, GUILD, user, t.game.version())
        .await;
    assert_eq!(refusal(asked), says(text!("refusal-hint-not-yours")));
}

/// The person to move at `game` times out; the others play their turns,
/// until the game is over.
async fn time_out_until_removed(w: &World, game: hypnosia::table::GameId, idle: UserId) {
    for _ in 0..40 {
        let t = w.table(game).await;
        if t.game.is_over() {
            return;
        }
        match t.human_to_move() {
            Some((_, user)) if user == idle => {
                let before = t.game.version();
                deadline_at(w, game, unix_now() - 1).await;
                w.until(game, "the time-out played", |t| t.game.version() > before)
                    .await;
            }
            Some(_) => play_turn(w, game).await,
            None => tokio::time::sleep(Duration::from_millis(5)).await,
        }
    }
    panic!("{idle} was never removed");
}

#[tokio::test]
async fn a_player_removed_for_time_outs_is_not_seated_again() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let first = play(&w, id).await;
    let table = &first.tables[0];
    let idle = table.seating[0].1.person().unwrap();
    time_out_until_removed(&w, table.game, idle).await;
    until(&w, id, "marked as out", |p| {
        p.entrants.iter().any(|e| e.user == idle && e.left)
    })
    .await;
    finish_round(&w, id, 1).await;
    until(&w, id, "round 2 seated", |p| p.rounds.len() == 2).await;
    let (people, _) = seated(&w, id, 2).await;
    assert_eq!(people.len(), 3, "{people:?}");
    assert!(!people.contains(&idle), "removed for time-outs: out");
}

#[tokio::test]
async fn the_host_removes_an_entrant_and_nobody_else_may() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let asked = Some(format!("#{id}"));
    let (guild_asked, out) = ((GUILD, asked.as_deref()), person(2));
    let by_a_player = w
        .tables
        .tournaments()
        .act_on_tournament(guild_asked, (person(1), false), TournamentAct::Remove(out))
        .await;
    assert_eq!(
        refusal(by_a_player),
        says(text!("refusal-tournament-not-host"))
    );
    let done = w
        .tables
        .tournaments()
        .act_on_tournament(guild_asked, (HOST, false), TournamentAct::Remove(out))
        .await
        .unwrap();
    assert_eq!(done, TournamentAct::Remove(out));
    let now = play(&w, id).await;
    assert!(now.entrants.iter().any(|e| e.user == out && e.left));
    let theirs = now
        .tables
        .iter()
        .find(|t| t.seating.iter().any(|s| s.1.person() == Some(out)))
        .unwrap();
    until(&w, id, "their game resigned", |p| {
        p.tables
            .iter()
            .any(|t| t.game == theirs.game && t.finishes.is_some())
    })
    .await;
    // Someone who manages the server may too.
    w.tables
        .tournaments()
        .act_on_tournament(
            guild_asked,
            (person(3), true),
            TournamentAct::Remove(person(4)),
        )
        .await
        .unwrap();
}

/// `/hypnosia tournament new` as the command asks for it, in `ask`'s place.
fn asked_at(place: TableAsk) -> TournamentAsk {
    let mut ask = TournamentAsk::typed(
        "Cup".into(),
        true,
        (None, Some(2), None),
        (None, None, None),
    );
    ask.place = Some(place);
    ask
}

fn place(channel: ChannelId, private_thread: bool, lacks: Option<BotLacks>) -> TableAsk {
    TableAsk {
        channel,
        parent: private_thread.then_some(ChannelId(1)),
        private_thread,
        kind: NewTable::Tournament,
        lacks,
    }
}

#[tokio::test]
async fn a_tournament_opens_only_where_a_lobby_may() {
    let w = World::new().await;
    let open = async |host: u64, ask: TableAsk| {
        let at = (GUILD, ask.channel, UserId(host));
        w.tables
            .tournaments()
            .open_tournament(at, asked_at(ask), TimeoutRange::default())
            .await
    };
    // A private thread: its owner could remove the bot and call every table off.
    assert_eq!(
        refusal(open(1, place(ChannelId(50), true, None)).await),
        says(text!("refusal-private-thread"))
    );
    // A channel the server's settings leave out.
    let elsewhere = GuildSettings {
        allowed_channels: vec![ChannelId(60)],
        ..GuildSettings::default()
    };
    w.tables
        .store()
        .save_settings(GUILD, &elsewhere)
        .await
        .unwrap();
    assert_eq!(
        refusal(open(2, place(ChannelId(50), false, None)).await),
        says(text!(
            "refusal-channel-not-allowed",
            channels = "<#60>".to_string()
        ))
    );
    // A channel where the bot may not post.
    let mute = BotLacks {
        in_channel: vec!["Send Messages"],
        in_thread: vec![],
    };
    assert!(
        refusal(open(3, place(ChannelId(60), false, Some(mute))).await).contains("Send Messages")
    );
    // Where it may: open; where it may not open threads, its tables play in the channel.
    let no_threads = BotLacks {
        in_channel: vec![],
        in_thread: vec!["Create Public Threads"],
    };
    let t = open(4, place(ChannelId(60), false, Some(no_threads)))
        .await
        .unwrap();
    assert!(t.tournament.new.no_threads);
    let t = open(5, place(ChannelId(60), false, None)).await.unwrap();
    assert!(!t.tournament.new.no_threads);
    // The same host again at once: within the cooldown.
    let again = refusal(open(5, place(ChannelId(60), false, None)).await);
    assert!(
        again.contains("opened a tournament a moment ago"),
        "{again}"
    );
}

#[tokio::test]
async fn sign_up_clicks_cost_a_glance_and_a_sign_up_with_no_start_expires() {
    let mut quick = settings();
    quick.waits.signup_expiry = Duration::ZERO;
    let mut w = World::with(quick).await;
    let t = w
        .tables
        .tournaments()
        .create_tournament(&new_tournament(Format::Knockout, 2))
        .await
        .unwrap();
    // Join and Leave as fast as a script clicks: the allowance runs out.
    let too_fast = |e: &hypnosia::live::Error| e.to_string().contains("faster than the bot");
    let mut refused = 0;
    for n in 0..100 {
        let button = [SignUpButton::Join, SignUpButton::Leave][n % 2];
        let click = w
            .tables
            .tournaments()
            .click_tournament((GUILD, t.id), (person(1), "P".into()), button)
            .await;
        refused += usize::from(click.as_ref().is_err_and(too_fast));
    }
    assert!(
        refused >= 40,
        "a hundred clicks at once are too many: {refused} refused"
    );
    // A week later (here at once), nobody started it: the sweep calls it off.
    w.restart().await;
    until(&w, t.id, "expired", |p| {
        p.tournament.state == TournamentState::Cancelled
    })
    .await;
    // One with a start time is left for its start.
    let mut later = new_tournament(Format::Knockout, 2);
    later.starts_at = Some(unix_now() + 3600);
    let later = w
        .tables
        .tournaments()
        .create_tournament(&later)
        .await
        .unwrap();
    w.restart().await;
    assert_eq!(
        play(&w, later.id).await.tournament.state,
        TournamentState::SignUp
    );
}

#[tokio::test]
async fn tournament_tables_count_toward_no_limit_and_are_not_the_hosts() {
    let w = World::new().await;
    let tight = GuildSettings {
        max_open_tables: 1,
        max_member_games: 1,
        ..GuildSettings::default()
    };
    w.tables.store().save_settings(GUILD, &tight).await.unwrap();
    // Three tables running, a cap of one table per server and per member.
    let id = started(&w, Format::Swiss { rounds: 1 }, 2, 6).await;
    assert_eq!(play(&w, id).await.tables.len(), 3);
    let store = w.tables.store();
    assert_eq!(store.table_limit(GUILD.into(), HOST).await.unwrap(), None);
    assert_eq!(
        store.table_limit(GUILD.into(), person(1)).await.unwrap(),
        None
    );
    assert_eq!(store.member_limit(GUILD.into(), HOST).await.unwrap(), None);
    // Each table's host is one of its players, not the tournament's host.
    for table in play(&w, id).await.tables {
        let host = w.table(table.game).await.host;
        assert_ne!(host, HOST);
        assert!(table.seating.iter().any(|s| s.1.person() == Some(host)));
    }
    // A lobby's game still counts.
    w.start_two_people().await;
    assert!(matches!(
        store.table_limit(GUILD.into(), UserId(9)).await.unwrap(),
        Some(TableLimit::Server { .. })
    ));
}

#[tokio::test]
async fn a_refused_permission_pauses_a_tournament_and_a_deleted_channel_ends_it() {
    let w = World::new().await;
    let id = started(&w, Format::Swiss { rounds: 2 }, 2, 4).await;
    let channel = play(&w, id).await.tournament.new.channel;
    let off = w.tables.close_door(Door::Refused(channel)).await.unwrap();
    assert!(off.games.is_empty(), "its tables pause: {off:?}");
    let now = play(&w, id).await;
    assert_eq!(now.tournament.state, TournamentState::Running);
    assert!(
        now.tables.iter().all(|t| t.finishes.is_none()),
        "still playing"
    );
    assert_eq!(
        w.tables
            .tournament_rounds()
            .advance_tournament(id)
            .await
            .unwrap(),
        Advance::Waiting
    );
    // Deleted: gone for good, the tournament is called off with its tables.
    let off = w.tables.close_door(Door::Channel(channel)).await.unwrap();
    assert_eq!(off.games.len(), 2);
    assert_eq!(
        play(&w, id).await.tournament.state,
        TournamentState::Cancelled
    );
}
