//! End to end: text a member controls stays text. A member's display name full
//! of markdown, a link and a mass mention is shown as typed in the lobby, the
//! game, the vote, the results, the leaderboard and the history, with no live
//! link, heading or mention and no ping; an option value that is refused, and
//! a failure after a public deferral, are told to the asker alone. The
//! emulator says what Discord would make of each message: the pings its
//! content and `allowed_mentions` cause, and the markdown left live.

use crate::support::{
    self, BotOptions, WAIT, World, command, first_turn, is_results, private_command, start,
    start_game,
};
use hypnosia_emulator::{EmuMessage, Failure};
use serde_json::json;
use serenity::all::UserId;

/// The display name of issue 37.
const NAME: &str = "[click me](https://example.com) @everyone # Big";
/// A name short enough to be shown whole (Discord's names have at most 32
/// characters, so the bot shows no more), with a heading and a mass mention.
const SHORT: &str = "# Big @everyone <@&1> **b**";

/// `text` as Discord shows it: its escapes taken out (a backslash before
/// punctuation shows the punctuation), and the zero-width spaces that break
/// mentions.
fn as_shown(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(n)) if n.is_ascii_punctuation() => {}
            ('\u{200B}', _) => {}
            _ => out.push(c),
        }
    }
    out
}

/// `m` shows nothing live but the bot's own links to messages, and pings no
/// one but `may_ping`.
#[track_caller]
fn assert_plain(m: &EmuMessage, may_ping: &[UserId], what: &str) {
    let live: Vec<String> = m
        .live_markup()
        .into_iter()
        .filter(|l| !l.starts_with("link https://discord.com/channels/"))
        .collect();
    assert!(
        live.is_empty(),
        "{what}: live markdown {live:?} in {:?}",
        m.text()
    );
    let allowed: Vec<String> = may_ping.iter().map(|u| format!("user:{u}")).collect();
    assert!(
        m.pings.iter().all(|p| allowed.contains(p)),
        "{what}: pings {:?} (only {allowed:?} may be): {:?}",
        m.pings,
        m.content
    );
}

async fn a_name_full_of_markdown_is_shown_as_text_everywhere_and_pings_nobody() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let mallory = emu.add_user(NAME);
    let bob = emu.add_user(SHORT);
    let players = [mallory, bob];

    // The lobby (its seats are mentions, which show a name as text).
    let lobby = start_game(emu, channel, mallory, Some(bob), "2m").await;
    assert_plain(&lobby, &[], "the lobby");
    assert_plain(&emu.message(lobby.id).unwrap(), &[], "the started lobby");

    // The game: the turn's text names the mover by mention (the names are
    // drawn in the board's panels), and nothing in it is live markup.
    let turn = first_turn(emu, channel).await;
    assert_plain(&turn, &players, "a turn");

    // The vote to cancel names who asked.
    let r = emu
        .slash(mallory, channel, "hypnosia cancel", &[])
        .response()
        .await;
    let vote = r.message.expect("the vote");
    assert!(!vote.is_ephemeral(), "{}", vote.text());
    assert_plain(&vote, &[], "the vote");
    assert!(
        as_shown(&vote.text()).contains("[click me](https://example.com)"),
        "{}",
        vote.text()
    );

    // One turn is played (a replay of a game resigned before any move fails
    // to replay, a fault of its own), then Bob resigns: the results name both,
    // and Bob as the one who left.
    let mover = support::asked(&turn, &players);
    support::play_turn(emu, channel, mover, &turn).await;
    support::next_turn(emu, channel, &players, Some(turn.id)).await;
    support::resign(emu, channel, bob).await;
    let results = emu
        .wait_for_message(channel, is_results, WAIT)
        .await
        .expect("the results");
    // The results mention each player once, by id (which pings them: the game
    // is over); nobody else, whatever their names say.
    assert_plain(&results, &players, "the results");
    let shown = as_shown(&results.text());
    assert!(
        shown.contains("[click me](https://example.com)") && shown.contains(SHORT),
        "{shown}"
    );

    // The leaderboard and the history.
    let board = command(emu, bob, channel, "hypnosia leaderboard", &[]).await;
    assert_plain(&board, &[], "the leaderboard");
    let games = private_command(emu, bob, channel, "hypnosia games", &[]).await;
    assert_plain(&games, &[], "the history");
    let asked = emu.slash(bob, channel, "hypnosia replay", &[]);
    let s = asked
        .wait(WAIT, |s| {
            !s.ephemerals.is_empty() || s.original.as_ref().is_some_and(|m| !m.is_loading())
        })
        .await
        .expect("an answer");
    let replay = s.original.clone().unwrap_or_else(|| {
        panic!(
            "the replay: {:?}; {:?}",
            s.ephemerals.iter().map(|m| m.text()).collect::<Vec<_>>(),
            emu.violations()
        )
    });
    assert_plain(&replay, &[], "the replay");
    assert!(
        as_shown(&replay.text()).contains(SHORT),
        "{}",
        replay.text()
    );

    // Whatever else the bot said, in public or to either of them.
    let mut everything = emu.messages(channel);
    everything.extend(emu.ephemerals_for(mallory));
    everything.extend(emu.ephemerals_for(bob));
    for m in everything.iter().filter(|m| m.author_id == emu.bot_id()) {
        assert_plain(m, &players, "a message of the bot");
        assert!(
            !m.content.contains("@everyone") && !m.text().contains("](https://example"),
            "{:?}",
            m.text()
        );
    }
    emu.assert_no_violations();
}

/// Whether `world`'s channel shows, in public, a message saying `words`.
fn public_says(w: &World, words: &str) -> bool {
    w.emu
        .messages(w.channel)
        .iter()
        .any(|m| !m.is_ephemeral() && as_shown(&m.text()).contains(words))
}

async fn a_refusal_is_seen_by_the_asker_alone_even_after_a_public_deferral() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    let eve = emu.add_user("eve");

    // A season that does not exist, written to be rendered: refused at once,
    // to eve alone, quoting what she typed as text.
    let season = "# FREE NITRO [claim](https://evil.example) <@&5> @everyone";
    for path in ["hypnosia leaderboard", "hypnosia stats"] {
        let r = emu
            .slash(eve, channel, path, &[("season", json!(season))])
            .response()
            .await;
        assert!(r.kind == 4 && r.ephemeral, "{path}: {}", r.content());
        let told = r.message.expect("a refusal");
        assert!(
            as_shown(&told.content).contains("# FREE NITRO [claim](https://evil.exam"),
            "{path} quotes it: {}",
            told.content
        );
        assert_plain(&told, &[], path);
    }
    assert!(!public_says(&w, "FREE NITRO"), "nothing of it in public");

    // `/hypnosia leaderboard` defers in public; its answer is refused by
    // Discord (a missing permission): the apology goes to eve alone, and the
    // public "thinking…" goes away.
    emu.fail_next(
        "POST /webhooks/{id}/{token}",
        Failure::missing_permissions(),
    );
    let asked = emu.slash(eve, channel, "hypnosia leaderboard", &[]);
    let snapshot = asked
        .wait(WAIT, |s| !s.ephemerals.is_empty())
        .await
        .expect("eve is told");
    assert_eq!(
        snapshot.response.as_ref().map(|r| (r.kind, r.ephemeral)),
        Some((5, false)),
        "the command was deferred in public"
    );
    let told = snapshot.ephemerals.last().unwrap();
    assert!(
        told.content.contains("missing a permission"),
        "{}",
        told.content
    );
    assert!(
        snapshot
            .original
            .as_ref()
            .is_none_or(EmuMessage::is_ephemeral),
        "no public message is left: {:?}",
        snapshot.original.map(|m| m.text())
    );
    assert!(!public_says(&w, "missing a permission"));
    assert!(emu.ephemerals_for(eve).iter().any(|m| m.id == told.id));
}

crate::harness::tests! {
    a_name_full_of_markdown_is_shown_as_text_everywhere_and_pings_nobody,
    a_refusal_is_seen_by_the_asker_alone_even_after_a_public_deferral,
}
