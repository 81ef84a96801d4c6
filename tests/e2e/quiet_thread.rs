//! End to end: a quiet thread. A whole game of two people in a thread keeps
//! one turn message and one log there, so that with its results, its
//! analysis and its rematch's lobby it leaves a dozen messages at most; the
//! channel keeps the game's one line, which links to the rematch. A person is
//! notified when their turn comes only if they have not clicked in the game
//! within the watching time (a minute; a few seconds here): the second of two
//! quick turns in a row is shown without a notification, a turn after a
//! longer pause notifies. The same in a channel. The counts are printed for
//! the notes.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::json;
use serenity::all::{ChannelId, MessageId, UserId};

use crate::support::{
    BotOptions, TwoPeople, WAIT, asks, click_lobby, heading_in, is_lobby, is_results, lobby_number,
    move_shown, open_lobby_in, rematch_id, start, thread_of, two_people,
};
use hypnosia::controls::ComponentId;
use hypnosia::live::Waits;
use hypnosia::table::GameId;
use hypnosia_emulator::{EmuMessage, Emulator};

/// The watching time of these tests: longer than a quick turn on a busy
/// machine, shorter than the pause of a slow one.
const WATCHING: Duration = Duration::from_secs(4);

/// The pause before the slow turn's first click.
const SLOW: Duration = Duration::from_secs(5);

/// The most messages a whole game of two may leave in its thread.
const A_DOZEN: usize = 12;

/// Which new turn the player to move pauses before playing.
const SLOW_TURN: usize = 5;

fn options(in_threads: bool) -> BotOptions {
    BotOptions {
        new_servers_in_threads: in_threads,
        waits: Waits {
            watching: WATCHING,
            ..Waits::default()
        },
        ..BotOptions::default()
    }
}

/// Each turn message of a game, as first shown: whom it asked, and whether
/// it notified them.
struct Turn {
    user: UserId,
    notified: bool,
}

fn notifies(m: &EmuMessage, user: UserId) -> bool {
    m.pings.contains(&format!("user:{user}"))
}

/// The people play whatever they are asked, quickly, except that before the
/// [`SLOW_TURN`]th turn its player waits [`SLOW`]; returns each new turn as
/// first shown, and the results.
async fn play_to_the_end(
    emu: &Emulator,
    at: ChannelId,
    people: &[UserId],
    line: (ChannelId, MessageId),
) -> (Vec<Turn>, EmuMessage) {
    let mut turns: Vec<Turn> = Vec::new();
    let mut last = None;
    loop {
        let m = emu
            .wait_for_message(
                at,
                |m| is_results(m) || people.iter().any(|&p| asks(m, p)),
                WAIT,
            )
            .await
            .expect("a turn for one of the people, or the results");
        if is_results(&m) {
            // The last turn message is removed after the results are posted,
            // and then the game's line says who won.
            let (channel, id) = line;
            emu.wait_for_message(
                channel,
                |m| m.id == id && m.text().contains("is over"),
                WAIT,
            )
            .await
            .expect("the game's line says who won");
            return (turns, m);
        }
        let user = *people.iter().find(|&&p| asks(&m, p)).unwrap();
        if last != Some(m.id) {
            last = Some(m.id);
            turns.push(Turn {
                user,
                notified: notifies(&m, user),
            });
            if turns.len() == SLOW_TURN {
                tokio::time::sleep(SLOW).await;
            }
        }
        let r = emu.click(user, at, m.id, &heading_in(&m)).response().await;
        // Shown before the next look: a deferred move (a busy machine) is
        // shown by the edit that follows.
        let shown = move_shown(emu, at, &m, &r).await;
        assert!(shown, "the move is answered: {}", r.content());
    }
}

/// The turns that notified, and the notifications, per person; checked
/// against the rule: the first turn of each notifies, the one after the slow
/// pause notifies, every other one (its player clicked a moment before) not.
fn check_pings(emu: &Emulator, turns: &[Turn], results: &EmuMessage, where_: &str) {
    assert!(turns.len() > SLOW_TURN + 2, "a whole game: {}", turns.len());
    let mut seen: HashMap<UserId, usize> = HashMap::new();
    for (i, turn) in turns.iter().enumerate() {
        let nth = seen.entry(turn.user).or_default();
        *nth += 1;
        // After the slow turn, the other player waited longer than the watching time.
        let expected = *nth == 1 || i == SLOW_TURN;
        assert_eq!(
            turn.notified,
            expected,
            "turn {} ({}th of its player) notifies: {expected}",
            i + 1,
            nth
        );
    }
    for user in seen.keys() {
        let turn_pings = turns
            .iter()
            .filter(|t| t.user == *user && t.notified)
            .count();
        let all = emu.notifications(*user);
        println!(
            "{where_}: {} turns, pings for user {user}: {} ({turn_pings} turns, the results), loud messages: {}",
            turns.len(),
            all.len(),
            emu.alerts(*user).len()
        );
        assert!(all.contains(&results.id), "the results notify every player");
        assert_eq!(all.len(), turn_pings + 1, "{all:?}");
    }
}

async fn a_whole_game_in_a_thread_leaves_a_dozen_messages_and_pings_only_who_is_away() {
    let w = start(options(true)).await;
    let (emu, channel) = (&w.emu, w.channel);
    let TwoPeople { alice, bob, lobby } = two_people(&w, &[("turn_timeout", json!("24h"))]).await;
    let id = lobby_number(&lobby);
    let thread = thread_of(emu, channel).await;

    let (turns, results) = play_to_the_end(emu, thread, &[alice, bob], (channel, lobby.id)).await;
    check_pings(emu, &turns, &results, "a 2-player game in a thread");
    let at_end = emu.messages(thread).len();

    // The analysis, then a rematch, both in the thread.
    let button = ComponentId::Analysis { game: GameId(id) }.to_string();
    let r = emu
        .click(alice, thread, results.id, &button)
        .response()
        .await;
    assert!((4..=6).contains(&r.kind), "{}", r.content());
    emu.wait_for_message(thread, |m| m.id > results.id, WAIT)
        .await
        .expect("the analysis, in the thread, after the results");
    let r = emu
        .click(bob, thread, results.id, &rematch_id(id))
        .response()
        .await;
    assert!(
        !r.content().contains("is open in"),
        "the clicker, in the thread, is not sent to it: {}",
        r.content()
    );
    let rematch = emu
        .wait_for_message(thread, is_lobby, WAIT)
        .await
        .expect("the rematch's lobby, in the thread");
    assert!(
        rematch.text().contains("this thread"),
        "the lobby says where it plays: {}",
        rematch.text()
    );

    let left = emu.messages(thread);
    println!(
        "messages in the thread of a 2-player game: {at_end} at its end, {} with its analysis and rematch; in the channel: {}",
        left.len(),
        emu.messages(channel).len()
    );
    assert!(left.len() <= A_DOZEN, "{:#?}", texts(&left));
    assert_eq!(emu.messages(channel).len(), 1, "the channel keeps one line");

    // The line in the channel links to the results and to the rematch.
    let mut links = Vec::new();
    for _ in 0..100 {
        let line = emu.message(lobby.id).expect("the game's line");
        links = line
            .buttons()
            .into_iter()
            .filter_map(|b| b.url)
            .collect::<Vec<_>>();
        if links.len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let lobby_link = crate::support::message_link(w.guild, thread, rematch.id);
    let results_link = crate::support::message_link(w.guild, thread, results.id);
    assert_eq!(links, vec![results_link, lobby_link]);
    let line = emu.message(lobby.id).unwrap();
    assert!(line.text().contains("is over: 🏆"), "{}", line.text());
    emu.assert_no_violations();
}

async fn a_whole_game_in_the_channel_pings_by_the_same_rule() {
    let w = start(options(false)).await;
    let (emu, channel) = (&w.emu, w.channel);
    let TwoPeople { alice, bob, lobby } = two_people(&w, &[("turn_timeout", json!("24h"))]).await;
    let (turns, results) = play_to_the_end(emu, channel, &[alice, bob], (channel, lobby.id)).await;
    check_pings(emu, &turns, &results, "a 2-player game in the channel");
    let left = emu.messages(channel);
    println!("messages in the channel of a 2-player game: {}", left.len());
    assert!(
        left.len() <= 2,
        "the log and the results: {:#?}",
        texts(&left)
    );
    emu.assert_no_violations();
}

/// The figure to set beside a group DM's (`anywhere.rs`: 4 loud messages
/// and 1 ping a person): three people and a computer play a whole 4-seat
/// game in a server's thread, each clicking as soon as asked (a click a
/// second or quicker), the watching time a minute as on Discord. A server
/// notifies only whom a message pings: each hears of the table's start and
/// of the results, and of none of their quick turns, so at most 2 loud
/// messages a person, every one a ping.
async fn a_whole_four_seat_game_in_a_thread_notifies_each_person_twice_at_most() {
    let w = start(BotOptions {
        new_servers_in_threads: true,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let people: Vec<UserId> = ["ada", "bo", "cy"]
        .iter()
        .map(|n| emu.add_user(n))
        .collect();
    let options = [("seats", json!(4)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(emu, channel, people[0], &options).await;
    let clicks = [
        (people[1], "Join"),
        (people[2], "Join"),
        (people[0], "Add AI: easy"),
        (people[0], "Start (host)"),
    ];
    click_lobby(emu, channel, lobby.id, &clicks).await;
    let thread = thread_of(emu, channel).await;
    let (played, results) = crate::support::play_to_the_end(emu, thread, &people, heading_in).await;
    assert!(is_results(&results));
    for &person in &people {
        let (loud, pinged) = (emu.alerts(person), emu.notifications(person));
        println!(
            "a 4-seat server thread game: {} clicks, for {person}: {} loud messages, {} pings",
            played.len(),
            loud.len(),
            pinged.len()
        );
        assert!(pinged.contains(&results.id), "the results ping: {pinged:?}");
        assert!(pinged.len() <= 2, "the start and the results: {pinged:?}");
        assert_eq!(loud, pinged, "nothing notifies in a server but a ping");
    }
    emu.assert_no_violations();
}

fn texts(messages: &[EmuMessage]) -> Vec<String> {
    messages.iter().map(|m| m.text()).collect()
}

crate::harness::tests! {
    a_whole_game_in_a_thread_leaves_a_dozen_messages_and_pings_only_who_is_away,
    a_whole_game_in_the_channel_pings_by_the_same_rule,
    a_whole_four_seat_game_in_a_thread_notifies_each_person_twice_at_most,
}
