//! End to end: a knock-out from its sign-up message to its podium. Four
//! people join with the sign-up message's button (the message lists them as
//! they come), the host starts it, each table opens in a thread of its own
//! where its players are pinged, and at each table the player to move
//! resigns; the final is seated when the first round is over, and its
//! winner tops the podium posted in the channel; the server's games list
//! each table with its tournament and round. And nine people at tables of
//! three, with 1 s turns: one leaves mid-round (their game resigned, never
//! seated again), one never moves (timed out, then removed), and the round
//! still ends; the final seats the three winners; the standings come with
//! their picture. Where the bot may not open threads, a table plays in the
//! channel and names its tournament and round.

use std::time::Duration;

use serde_json::{Value, json};
use serenity::all::{ChannelId, MessageId, Permissions, UserId};

use crate::support::{
    BotOptions, WAIT, World, asked, command, emulator, has_move_buttons, is_results, next_turn,
    private_command, resign, run_bot, start,
};
use hypnosia_emulator::{EmuMessage, Emulator, Failure};

/// The threads of `channel` once there are `count`.
pub(crate) async fn threads(emu: &Emulator, channel: ChannelId, count: usize) -> Vec<ChannelId> {
    for _ in 0..400 {
        let threads = emu.threads(channel);
        if threads.len() >= count {
            return threads;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!(
        "{count} threads under {channel}: {:?}",
        emu.threads(channel)
    )
}

/// The podium's text, once it is posted in the tournament's channel (the
/// sign-up message `signup` is not it).
pub(crate) async fn podium(emu: &Emulator, channel: ChannelId, signup: MessageId) -> String {
    emu.wait_for_message(
        channel,
        |m| m.id != signup && m.text().contains("podium"),
        WAIT,
    )
    .await
    .expect("the podium, in the tournament's channel")
    .text()
}

/// At the table of `thread`, the player to move resigns; the other one wins.
pub(crate) async fn resign_the_mover(
    emu: &Emulator,
    thread: ChannelId,
    people: &[UserId],
) -> UserId {
    let turn = next_turn(emu, thread, people, None).await;
    let mover = asked(&turn, people);
    let pinged = emu.messages(thread);
    assert!(
        pinged
            .iter()
            .any(|m| m.content.contains(&format!("<@{mover}>")) && !m.is_ephemeral()),
        "the table's players are pinged in its thread"
    );
    resign(emu, thread, mover).await;
    emu.wait_for_message(thread, is_results, WAIT)
        .await
        .expect("the table's results, in its thread");
    mover
}

/// `people` join the knock-out `new` opens (the host the first of them),
/// the sign-up message lists them all, and the host starts it; the sign-up
/// message.
pub(crate) async fn sign_up_and_start(
    w: &World,
    names: &[&str],
    new: &[(&str, serde_json::Value)],
) -> (Vec<UserId>, EmuMessage) {
    let (emu, channel) = (&w.emu, w.channel);
    let people: Vec<UserId> = names.iter().map(|n| emu.add_user(n)).collect();
    let host = people[0];
    let signup = command(emu, host, channel, "hypnosia tournament new", new).await;
    assert!(signup.text().contains("Cup"), "{}", signup.text());
    emu.keep_versions(signup.id);
    for &person in &people {
        let r = emu
            .click_label(person, channel, signup.id, "Join")
            .response()
            .await;
        assert_eq!(r.kind, 6, "a Join is answered at once: {}", r.content());
    }
    let count = format!("({}/64)", people.len());
    let mut listed = String::new();
    for _ in 0..400 {
        listed = emu.message(signup.id).map(|m| m.text()).unwrap_or_default();
        if listed.contains(&count) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(listed.contains(&count), "{listed}");
    let players = listed.split(&count).nth(1).unwrap();
    assert!(
        people.iter().all(|p| players.contains(&format!("<@{p}>"))),
        "{listed}"
    );
    let started = private_command(emu, host, channel, "hypnosia tournament start", &[]).await;
    assert!(started.text().contains("started"), "{}", started.text());
    (people, signup)
}

/// The options of a tournament named "Cup": `format` (0 a Swiss, 1 a
/// knock-out) at tables of `seats`, and `more` (rounds, turn time-out, start).
pub(crate) fn cup(
    format: u8,
    seats: u8,
    more: &[(&'static str, Value)],
) -> Vec<(&'static str, Value)> {
    let mut new = vec![
        ("name", json!("Cup")),
        ("format", json!(format)),
        ("seats", json!(seats)),
    ];
    new.extend_from_slice(more);
    new
}

/// A bot on `options` whose new servers play in threads, and the tournament
/// `new` that `names` sign up for and its host (the first) starts
/// ([`sign_up_and_start`]): the world, the people and the sign-up message.
pub(crate) async fn started_in_threads(
    options: BotOptions,
    names: &[&str],
    new: &[(&str, Value)],
) -> (World, Vec<UserId>, EmuMessage) {
    let w = start(BotOptions {
        new_servers_in_threads: true,
        ..options
    })
    .await;
    let (people, signup) = sign_up_and_start(&w, names, new).await;
    (w, people, signup)
}

async fn a_knockout_runs_from_sign_up_to_podium() {
    let names = ["ann", "ben", "cat", "dan"];
    let (w, people, signup) =
        started_in_threads(BotOptions::default(), &names, &cup(1, 2, &[])).await;
    let (emu, channel) = (&w.emu, w.channel);
    let host = people[0];

    // Round 1: two tables of two, each in its thread.
    let round_one = threads(emu, channel, 2).await;
    let mut out = Vec::new();
    for &thread in &round_one {
        out.push(resign_the_mover(emu, thread, &people).await);
    }
    // A table's results say what comes next, and offer the standings
    // (told to the clicker alone), not a Rematch.
    let results = emu.wait_for_message(round_one[0], is_results, WAIT).await;
    let results = results.expect("the table's results");
    let said = results.text();
    assert!(said.contains("out of the knock-out"), "{said}");
    assert!(
        results.button("Rematch").is_none(),
        "{:?}",
        results.custom_ids()
    );
    let standings = results
        .button("Standings")
        .and_then(|b| b.custom_id.clone());
    let click = emu.click(out[0], round_one[0], results.id, &standings.unwrap());
    let told = click.wait(WAIT, |s| !s.ephemerals.is_empty()).await;
    let told = told.expect("the standings, told to the clicker");
    let picture = told.ephemerals[0]
        .attachment("board.png")
        .expect("their picture");
    // Its description, which screen readers read, names people (ux-4 §6).
    let alt = picture.description.clone().unwrap_or_default();
    assert!(alt.contains("ann") && !alt.contains("<@"), "{alt}");
    // A knock-out's own columns: who went out in which round, no points.
    assert!(alt.contains(": Round 1 · Out in round 1"), "{alt}");
    assert!(!alt.contains("pts"), "{alt}");
    // They can be shared from here too (ux-4 §7).
    let shared = told.ephemerals[0].button("Share");
    assert!(shared.is_some(), "{:?}", told.ephemerals[0].custom_ids());
    // The final: the two winners, in a third thread.
    let last = threads(emu, channel, 3).await;
    let final_table = *last.iter().find(|t| !round_one.contains(t)).unwrap();
    // Once the final's thread is open, the round-1 results no longer say it
    // is to come: edited once, they say it started and link who goes on to
    // it; their picture and buttons stay (ux-4 §4).
    let started =
        |m: &EmuMessage| m.id == results.id && m.text().contains("The final has started.");
    let edited = emu.wait_for_message(round_one[0], started, WAIT).await;
    let edited = edited.expect("the results say the final started");
    let said = edited.text();
    assert!(
        said.contains(&format!("plays at <#{final_table}>")),
        "{said}"
    );
    assert!(said.contains("out of the knock-out"), "{said}");
    assert!(edited.attachment("board.png").is_some(), "{said}");
    assert!(edited.button("Standings").is_some(), "{said}");
    let finalists: Vec<UserId> = people
        .iter()
        .copied()
        .filter(|p| !out.contains(p))
        .collect();
    let runner_up = resign_the_mover(emu, final_table, &finalists).await;
    let winner = *finalists.iter().find(|&&p| p != runner_up).unwrap();

    let text = podium(emu, channel, signup.id).await;
    assert!(text.contains(&format!("🥇 1. <@{winner}>")), "{text}");
    assert!(text.contains(&format!("🥈 2. <@{runner_up}>")), "{text}");
    let over = emu.message(signup.id).unwrap().text();
    assert!(
        over.contains("Over"),
        "the sign-up message says it is over: {over}"
    );
    // Over, the card stays the evening's index: a link to every table's
    // thread, a line per round (ux-5 §9).
    for thread in round_one.iter().chain([&final_table]) {
        assert!(over.contains(&format!("/{thread})")), "{thread}: {over}");
    }
    assert!(over.contains("**Final**: [Table 1]("), "{over}");
    // Its games are the server's games, labelled with the tournament and round.
    let games = private_command(emu, host, channel, "hypnosia games", &[]).await;
    let games = games.text();
    assert!(
        games.contains("🏆 Cup, round 2") && games.contains("🏆 Cup, round 1"),
        "{games}"
    );
    emu.assert_no_violations();
}

/// The players of the table in `thread`: those its ping names.
pub(crate) async fn players_at(
    emu: &Emulator,
    thread: ChannelId,
    people: &[UserId],
) -> (MessageId, Vec<UserId>) {
    let ping = emu
        .wait_for_message(thread, |m| m.content.contains("your table"), WAIT)
        .await
        .expect("the table's players are pinged in its thread");
    let at = people
        .iter()
        .copied()
        .filter(|p| ping.content.contains(&format!("<@{p}>")))
        .collect();
    (ping.id, at)
}

/// Who at a table was asked to move first: its first turn message (which
/// notifies nobody: the table's ping did).
pub(crate) async fn first_asked(emu: &Emulator, thread: ChannelId, players: &[UserId]) -> UserId {
    asked(&next_turn(emu, thread, players, None).await, players)
}

async fn nine_play_to_the_podium_past_a_leaver_and_a_player_who_never_moves() {
    let names = [
        "ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ivy",
    ];
    let new = cup(1, 4, &[("turn_timeout", json!("1s"))]);
    let (w, people, signup) = started_in_threads(BotOptions::short_turns(), &names, &new).await;
    let (emu, channel) = (&w.emu, w.channel);
    // The list names it as the commands take it: "#12 Cup".
    let list = private_command(emu, people[0], channel, "hypnosia tournament list", &[]).await;
    let list = list.text();
    let id = list[list.find('#').expect(&list)..]
        .split(' ')
        .next()
        .unwrap()
        .to_owned();

    // Round 1: nine at tables of four are three tables of three.
    let round_one = threads(emu, channel, 3).await;
    let mut tables = Vec::new();
    for &thread in &round_one {
        let (ping, at) = players_at(emu, thread, &people).await;
        assert_eq!(at.len(), 3, "{at:?}");
        tables.push((thread, ping, at));
    }
    let seated: Vec<UserId> = tables.iter().flat_map(|t| t.2.clone()).collect();
    assert!(
        people.iter().all(|p| seated.contains(p)),
        "everyone seated once"
    );
    // At the first table the player who moves first never moves; another
    // leaves the tournament at once (their game resigned). Nobody else there
    // moves either: the first mover's time-outs come first, so the third
    // one in a row removes them, and the last one left wins the table.
    let (slow_table, _, at) = tables[0].clone();
    let idle = first_asked(emu, slow_table, &at).await;
    let rest: Vec<UserId> = at.iter().copied().filter(|&p| p != idle).collect();
    let (leaver, survivor) = (rest[0], rest[1]);
    let left = private_command(emu, leaver, channel, "hypnosia tournament leave", &[]).await;
    assert!(left.text().contains("left"), "{}", left.text());
    // At the two other tables two resign; the third goes on.
    let mut winners = vec![survivor];
    for (thread, _, at) in &tables[1..] {
        for &p in &at[..2] {
            resign(emu, *thread, p).await;
        }
        winners.push(at[2]);
    }
    for (thread, _, _) in &tables {
        emu.wait_for_message(*thread, is_results, WAIT)
            .await
            .expect("every table of round 1 ends");
    }
    let slow = emu
        .wait_for_message(slow_table, is_results, WAIT)
        .await
        .unwrap()
        .text();
    assert!(
        slow.contains("fewer than two players") && slow.contains("was removed after"),
        "the idle player's time-outs ended the table: {slow}"
    );

    // The final seats the three winners: not the one who left, not the idle one.
    let threads_now = threads(emu, channel, 4).await;
    let final_table = *threads_now.iter().find(|t| !round_one.contains(t)).unwrap();
    let (_, finalists) = players_at(emu, final_table, &people).await;
    let mut expected = winners.clone();
    expected.sort();
    let mut sorted = finalists.clone();
    sorted.sort();
    assert_eq!(sorted, expected, "leaver {leaver}, idle {idle}");
    resign(emu, final_table, finalists[0]).await;
    resign(emu, final_table, finalists[1]).await;
    let (winner, runner_up) = (finalists[2], finalists[1]);
    let text = podium(emu, channel, signup.id).await;
    assert!(text.contains(&format!("🥇 1. <@{winner}>")), "{text}");
    assert!(text.contains(&format!("🥈 2. <@{runner_up}>")), "{text}");
    let over = emu.message(signup.id).unwrap().text();
    assert!(over.contains(&format!("~~<@{leaver}>~~")), "{over}");

    // Its standings, named once it is over, told to the asker alone: the
    // picture, everyone in the words that describe it, and Share.
    let standings = private_command(
        emu,
        people[0],
        channel,
        "hypnosia tournament standings",
        &[("tournament", json!(id))],
    )
    .await;
    let picture = standings.attachment("board.png").expect("the picture");
    let words = picture.description.clone().unwrap_or_default();
    // Names, not mentions: screen readers read the description (ux-4 §6).
    assert!(
        names.iter().all(|n| words.contains(n)) && !words.contains("<@"),
        "{words}"
    );
    // Shared twice: one public standings message (the picture, no copy of
    // its words beside it), posted once, then edited in place; each sharer
    // is told where.
    let share = standings.button("Share").and_then(|b| b.custom_id.clone());
    let share = share.expect("Share under the standings");
    let named = format!("{id} Cup");
    let is_public = |m: &EmuMessage| !m.is_ephemeral() && m.text().contains(&named);
    let told = async |click: hypnosia_emulator::InteractionHandle| {
        let r = click.response().await;
        assert_eq!(r.kind, 6, "answered at once: {}", r.content());
        let said = click.wait(WAIT, |s| !s.ephemerals.is_empty()).await;
        said.expect("the sharer is told").ephemerals[0].text()
    };
    let first = told(emu.click(people[0], channel, standings.id, &share)).await;
    assert!(first.contains(&format!("<#{channel}>")), "{first}");
    let public = emu
        .wait_for_message(channel, is_public, WAIT)
        .await
        .expect("the standings in public");
    assert!(!public.text().contains("<@"), "{}", public.text());
    // Over, it points to the podium, which holds the one picture (ux-4 §4).
    assert!(public.attachment("board.png").is_none());
    assert!(public.text().contains("podium"), "{}", public.text());
    // A Share right after the post may come before the store has it: its
    // show edits the message all the same.
    told(emu.click(people[0], channel, standings.id, &share)).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu.message(public.id).is_some_and(|m| m.edits == 0) {
        assert!(tokio::time::Instant::now() < deadline, "edited in place");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let later = told(emu.click(people[0], channel, standings.id, &share)).await;
    let link = format!("/{channel}/{}", public.id);
    assert!(later.contains(&link), "the sharer gets its link: {later}");
    let public_ones = emu.messages(channel).into_iter().filter(|m| is_public(m));
    assert_eq!(public_ones.count(), 1, "one public standings message");
    emu.assert_no_violations();
}

/// Where the bot may not create threads (as Discord refuses it without the
/// permission), a tournament's table plays in the channel: its turn message
/// and its results name the tournament and round, as its thread's name would.
async fn where_threads_are_refused_a_table_in_the_channel_names_its_tournament() {
    let options = BotOptions {
        new_servers_in_threads: true,
        ..BotOptions::default()
    };
    let w = emulator(&options).await;
    w.emu
        .set_channel_permission(w.channel, Permissions::CREATE_PUBLIC_THREADS, false);
    run_bot(&w, options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let (people, _) = sign_up_and_start(&w, &["ann", "ben"], &cup(1, 2, &[])).await;
    let turn = next_turn(emu, channel, &people, None).await;
    assert!(emu.threads(channel).is_empty(), "no thread");
    let label = "🏆 Cup, round 1";
    assert!(turn.text().contains(label), "{}", turn.text());
    resign(emu, channel, asked(&turn, &people)).await;
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the table's results, in the channel");
    assert!(results.text().contains(label), "{}", results.text());
    emu.assert_no_violations();
}

/// When check-in opens, the sign-up message says so with its count ("0 of 3
/// checked in", never "opens … ago") and the entrants are pinged once, in one
/// message, however many sweeps run; a check-in then counts on the message.
async fn check_in_opening_pings_the_entrants_once() {
    let w = start(BotOptions {
        waits: hypnosia::live::Waits {
            sweep_every: Duration::from_millis(200),
            ..hypnosia::live::Waits::default()
        },
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let people: Vec<UserId> = ["ann", "ben", "cat"]
        .iter()
        .map(|n| emu.add_user(n))
        .collect();
    // Check-in opens 3 s after the sign-up message.
    let new = cup(
        0,
        2,
        &[("starts_in", json!("40s")), ("check_in", json!("37s"))],
    );
    let signup = command(emu, people[0], channel, "hypnosia tournament new", &new).await;
    for &person in &people {
        emu.click_label(person, channel, signup.id, "Join")
            .response()
            .await;
    }
    let call = emu
        .wait_for_message(
            channel,
            |m| m.id != signup.id && m.content.contains("check-in"),
            WAIT,
        )
        .await
        .expect("the check-in's call, in the tournament's channel");
    // A second at 200 ms a sweep: still the one call.
    tokio::time::sleep(Duration::from_secs(1)).await;
    for &person in &people {
        assert!(
            call.content.contains(&format!("<@{person}>")),
            "{}",
            call.content
        );
        assert_eq!(
            emu.notifications(person),
            [call.id],
            "one notification each"
        );
    }
    let calls = emu
        .messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("check-in"));
    assert_eq!(calls.count(), 1);
    let card = emu.message(signup.id).unwrap().text();
    assert!(card.contains("0 of 3 checked in"), "{card}");
    assert!(!card.contains("opens"), "{card}");
    emu.click_label(people[1], channel, signup.id, "Check in")
        .response()
        .await;
    let counted = emu
        .wait_for_message(
            channel,
            |m| m.id == signup.id && m.text().contains("1 of 3 checked in"),
            WAIT,
        )
        .await;
    assert!(
        counted.is_some(),
        "{}",
        emu.message(signup.id).unwrap().text()
    );
    emu.assert_no_violations();
}

/// reliability-2 M1: Discord makes a round's third thread at once but answers
/// only after the bot's call limit, while the sweep runs every 500 ms. Each
/// table is still shown once, in its own thread: exactly four threads, no
/// turn in the tournament's channel, each person pinged once, in the thread
/// that holds their table's one first turn.
async fn a_slow_round_shows_each_table_once_in_its_own_thread() {
    let mut options = BotOptions::short_call_limit();
    options.new_servers_in_threads = true;
    options.waits.sweep_every = Duration::from_millis(500);
    let slow = options.waits.call_limit + Duration::from_secs(2);
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let late = Failure::NoAnswer {
        applied: true,
        answer_after: Some(slow),
    };
    emu.fail_after("POST /channels/{id}/threads", 2, 1, late);
    let new = cup(0, 2, &[("rounds", json!(1))]);
    let names = ["ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"];
    let (people, _) = sign_up_and_start(&w, &names, &new).await;
    let tables = threads(emu, channel, 4).await;
    for &thread in &tables {
        next_turn(emu, thread, &people, None).await;
    }
    assert!(emu.wait_failures_served(WAIT).await, "the slow thread");
    // Past the slow answer, a retry's pause and a few sweeps.
    tokio::time::sleep(slow).await;
    assert_eq!(emu.threads(channel), tables, "one thread per table");
    let turns = |at| emu.messages(at).into_iter().filter(has_move_buttons);
    assert_eq!(turns(channel).count(), 0, "no turn in the channel");
    for &thread in &tables {
        assert_eq!(turns(thread).count(), 1, "one first turn in {thread}");
    }
    for &p in &people {
        let pings = emu.notifications(p);
        let [ping] = pings[..] else {
            panic!("{p} is pinged once: {pings:?}");
        };
        let thread = tables
            .iter()
            .find(|&&t| emu.messages(t).iter().any(|m| m.id == ping));
        assert!(thread.is_some(), "{p}'s ping is in a table's thread");
    }
    emu.assert_no_violations();
}

crate::harness::tests! {
    check_in_opening_pings_the_entrants_once,
    a_slow_round_shows_each_table_once_in_its_own_thread,
    where_threads_are_refused_a_table_in_the_channel_names_its_tournament,
    a_knockout_runs_from_sign_up_to_podium,
    nine_play_to_the_podium_past_a_leaver_and_a_player_who_never_moves,
}
