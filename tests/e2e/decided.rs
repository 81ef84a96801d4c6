//! End to end: a decided game ends itself (`live::finish`, issue 58). When
//! one person alone can still move, nobody waits for their turns: a game
//! whose places can no longer change ends without a click, and a lone mover
//! who walks away is played for to the end, never removed. Each game is
//! written into the bot's database one move before (`lone_movers.rs`) and
//! resumed by the bot; the exported record must pass the referee
//! (`Game::from_record`).

use std::time::Duration;

use hypnosia::controls::ComponentId;
use hypnosia::game::{Color, Dice, EndReason, Entry, Game, Record};
use hypnosia::live::Waits;
use hypnosia::store::Store;
use hypnosia::table::{ChannelId, GameId, GuildId, Seat, TurnClock, UserId};
use hypnosia_emulator::EmuMessage;
use serde_json::Value;
use serenity::all::UserId as DiscordUser;

use crate::lone_movers::{auto_marks, game_before, game_before_a_lone_mover, moves_in};
use crate::support::{
    BotOptions, Choose, WAIT, World, asks, emulator, export, is_results, run_bot,
};
use crate::{fixtures, support};

/// The bot's options for a database file at `url`: turns as short as 1 s, the
/// sweep every 200 ms.
fn options(url: &str) -> BotOptions {
    BotOptions {
        database_url: Some(url.to_owned()),
        waits: Waits {
            sweep_every: Duration::from_millis(200),
            ..Waits::default()
        },
        ..BotOptions::short_turns()
    }
}

/// Writes `game` as the running game of Ada (red) and Bob (blue) in `w`'s
/// channel, its turns `timeout` long, not shown yet (the bot shows it when it
/// starts); returns its number.
async fn seat(
    url: &str,
    w: &World,
    people: [DiscordUser; 2],
    game: &Game,
    clock: &TurnClock,
    timeout: Duration,
) -> GameId {
    let store = Store::open(url).await.expect("the database");
    let [ada, bob] = people.map(|u| UserId(u.get()));
    let seats = vec![
        Seat::human(Color::Red, ada, "ada"),
        Seat::human(Color::Blue, bob, "bob"),
    ];
    let (guild, channel) = (GuildId(w.guild.get()), ChannelId(w.channel.get()));
    let mut new = fixtures::new_lobby(guild, channel, ada, seats);
    new.options.turn_timeout = timeout;
    let lobby = store.create_lobby(&new).await.expect("a lobby");
    store
        .start_game(&lobby, game, clock)
        .await
        .expect("the game starts");
    store.close().await;
    lobby.id
}

/// `game` (whose one person left able to move is to move) seated for Ada
/// and Bob with turns `timeout` long, and the bot started: its database,
/// the world, the game's number, the mover and the turn the bot showed her.
async fn lone_movers_turn(
    game: &Game,
    clock: &TurnClock,
    timeout: Duration,
) -> (tempfile::TempDir, World, GameId, DiscordUser, EmuMessage) {
    let mover = game.position().lone_mover().expect("one person can move");
    let (dir, url) = database();
    let w = emulator(&options(&url)).await;
    let people = [w.emu.add_user("ada"), w.emu.add_user("bob")];
    let id = seat(&url, &w, people, game, clock, timeout).await;
    run_bot(&w, options(&url)).await;
    let user = people[usize::from(mover != Color::Red)];
    let turn = w
        .emu
        .wait_for_message(w.channel, |m| asks(m, user), WAIT)
        .await
        .expect("her turn, shown when the bot starts");
    (dir, w, id, user, turn)
}

/// A database file for one test.
fn database() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    (dir, url)
}

/// The exported record passes the referee and ends by RULES.md §6 with
/// nobody gone, and every move after its first `manual` ones is `auto`.
fn legal_and_played_for(exported: &Value, manual: usize) -> Record {
    let record = Record::from_json(&exported.to_string()).expect("a record");
    let replayed = Game::from_record(&record, Dice::from_seed(0)).expect("the referee accepts it");
    assert!(replayed.is_over(), "the record is of an ended game");
    let reason = record.result.as_ref().expect("a result").reason;
    assert!(
        matches!(
            reason,
            EndReason::CenterFull | EndReason::BoardEmpty | EndReason::RoundLimit
        ),
        "ended by §6, not by anyone leaving: {reason:?}"
    );
    assert!(
        !record.turns.iter().any(|e| matches!(e, Entry::Event(_))),
        "nobody resigned or was removed"
    );
    let auto = auto_marks(&record);
    assert!(auto.len() > manual, "the computer played on");
    assert!(!auto[..manual].iter().any(|&a| a), "the people's own moves");
    assert!(
        auto[manual..].iter().all(|&a| a),
        "every move after them auto"
    );
    record
}

async fn a_decided_game_ends_by_itself_without_clicks_and_its_record_is_legal() {
    // A move after which one person has no pawn left on the board while the
    // other, who alone can move, leads whatever they still do.
    let (game, last) = game_before(|_, _, after| {
        let mover = after.lone_mover().expect("a lone mover");
        let other = if mover == Color::Red {
            Color::Blue
        } else {
            Color::Red
        };
        after.order_decided() && after.score(mover) > after.score(other)
    });
    let (_dir, url) = database();
    let w = emulator(&options(&url)).await;
    let people = [w.emu.add_user("ada"), w.emu.add_user("bob")];
    let clock = TurnClock::until(1_900_000_000);
    let id = seat(&url, &w, people, &game, &clock, Duration::from_secs(120)).await;
    run_bot(&w, options(&url)).await;
    let to_move = game.to_move().expect("a turn to play");
    let clicker = people[usize::from(to_move != Color::Red)];
    let turn = w
        .emu
        .wait_for_message(w.channel, |m| asks(m, clicker), WAIT)
        .await
        .expect("the turn, shown when the bot starts");
    let mv = ComponentId::Move {
        game: id,
        version: game.version(),
        mv: last,
    };
    let r = w
        .emu
        .choose(clicker, w.channel, turn.id, &mv.to_string())
        .response()
        .await;
    assert!(support::move_shown(&w.emu, w.channel, &turn, &r).await);
    // Nobody clicks again: the leader's remaining turns are played at once.
    let results = w
        .emu
        .wait_for_message(w.channel, is_results, WAIT)
        .await
        .expect("the game ends by itself");
    let record = legal_and_played_for(&export(&w.emu, w.channel, people[0]).await, {
        moves_in(&game) + 1
    });
    let mut decided = game.clone();
    decided.play(last).unwrap();
    let leader = decided.position().lone_mover();
    let ranking = record.result.clone().expect("a result").ranking;
    assert_eq!(
        (Some(ranking[0].color), ranking[0].rank, ranking[1].rank),
        (leader, 1, 2),
        "the leader wins alone: {ranking:?}"
    );
    // The log is brought up to date at the end, a moment after the results.
    let said = w
        .emu
        .wait_for_message(
            w.channel,
            |m| m.text().contains("nobody else could move"),
            WAIT,
        )
        .await;
    assert!(said.is_some(), "one line says so: {}", results.text());
    assert_eq!(causes(&record), ["decided"], "why the bot played each move");
    // The results give the cause too, and the leader's win counts.
    let text = results.text();
    assert!(
        text.contains("turns played by the bot (nobody else could move)")
            && !text.contains("neither a win"),
        "{text}"
    );
    assert!(results.embed_titles().join(" ").starts_with("🏆 "));
    w.emu.assert_no_violations();
}

async fn a_lone_mover_who_times_out_is_played_for_not_removed() {
    // One person alone can move and what they do may still change the
    // places: their turn waits for them, offering "Finish for me".
    let (mut game, last) = game_before_a_lone_mover(false);
    game.play(last).unwrap();
    let mover = game.position().lone_mover().expect("one person can move");
    assert_eq!(game.to_move(), Some(mover), "the other is skipped");
    // Two time-outs in a row already: under the old rule the third removed her.
    let mut clock = TurnClock::until(1_900_000_000);
    clock.set_timeouts(mover, 2);
    let (_dir, w, id, user, turn) = lone_movers_turn(&game, &clock, Duration::from_secs(1)).await;
    let finish = ComponentId::Finish {
        game: id,
        version: game.version(),
    };
    assert!(
        turn.custom_ids().contains(&finish.to_string()),
        "the turn offers Finish for me: {:?}",
        turn.custom_ids()
    );
    offers_finish_apart(&turn, &finish.to_string());
    // She walks away: her turn times out (1 s), and the rest is played for her.
    w.emu
        .wait_for_message(w.channel, is_results, WAIT)
        .await
        .expect("the game ends by itself");
    let record = legal_and_played_for(&export(&w.emu, w.channel, user).await, moves_in(&game));
    let ranked = &record.result.as_ref().expect("a result").ranking;
    assert!(
        ranked.iter().any(|s| s.color == mover),
        "she is ranked: {ranked:?}"
    );
    let replayed = Game::from_record(&record, Dice::from_seed(0)).unwrap();
    assert!(
        replayed.position().in_game(mover),
        "she is still in the game at its end, not removed"
    );
    assert_eq!(causes(&record), ["timeout"], "why the bot played each move");
    let said = w
        .emu
        .wait_for_message(
            w.channel,
            |m| m.text().contains("(time ran out; nobody else could move)"),
            WAIT,
        )
        .await;
    assert!(said.is_some(), "the log says why");
    w.emu.assert_no_violations();
}

async fn finish_for_me_is_explained_and_its_moves_say_so() {
    let (mut game, last) = game_before_a_lone_mover(false);
    game.play(last).unwrap();
    let clock = TurnClock::until(1_900_000_000);
    let (_dir, w, id, user, turn) = lone_movers_turn(&game, &clock, Duration::from_secs(600)).await;
    let finish = ComponentId::Finish {
        game: id,
        version: game.version(),
    }
    .to_string();
    offers_finish_apart(&turn, &finish);
    let r = w
        .emu
        .click(user, w.channel, turn.id, &finish)
        .response()
        .await;
    assert!(
        matches!(r.kind, 6 | 7),
        "the click is taken: {}",
        r.content()
    );
    let results = w
        .emu
        .wait_for_message(w.channel, is_results, WAIT)
        .await
        .expect("the bot finishes the game");
    let record = legal_and_played_for(&export(&w.emu, w.channel, user).await, moves_in(&game));
    assert_eq!(
        causes(&record),
        ["finish_for_me"],
        "why the bot played each move"
    );
    let said = w
        .emu
        .wait_for_message(w.channel, |m| m.text().contains("(Finish for me)"), WAIT)
        .await;
    assert!(said.is_some(), "the log says why: {}", results.text());
    let text = results.text();
    assert!(
        text.contains("turns played by the bot (Finish for me)"),
        "{text}"
    );
    w.emu.assert_no_violations();
}

/// The causes of the record's moves the bot played, each named once.
fn causes(record: &Record) -> Vec<String> {
    let mut causes: Vec<String> = record
        .turns
        .iter()
        .flat_map(|e| match e {
            Entry::Turn(t) => t.moves.clone(),
            Entry::Event(_) => Vec::new(),
        })
        .filter(|m| m.auto)
        .map(|m| {
            serde_json::to_value(m.cause)
                .unwrap()
                .to_string()
                .replace('"', "")
        })
        .collect();
    causes.dedup();
    causes
}

/// The turn says why it offers Finish for me, whose button is grey on a
/// row of its own, under the moves.
fn offers_finish_apart(turn: &hypnosia_emulator::EmuMessage, finish: &str) {
    let text = turn.text();
    assert!(
        text.contains("Nobody else can move any more") && text.contains("**Finish for me**"),
        "{text}"
    );
    let row = turn
        .components
        .iter()
        .find(|row| {
            row["components"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["custom_id"] == finish)
        })
        .expect("a row with the button");
    assert_eq!(
        row["components"].as_array().unwrap().len(),
        1,
        "alone on its row: {row}"
    );
    assert_eq!(row["components"][0]["style"], 2, "grey: {row}");
    assert_eq!(turn.components.last(), Some(row), "under the moves");
}

crate::harness::tests! {
    a_decided_game_ends_by_itself_without_clicks_and_its_record_is_legal,
    a_lone_mover_who_times_out_is_played_for_not_removed,
    finish_for_me_is_explained_and_its_moves_say_so,
}
