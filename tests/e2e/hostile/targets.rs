//! The two games the hostile clicks aim at: a finished one and a running one
//! played until some of its turn messages and versions are stale.

use crate::support::Choose;
use crate::support::{self, BotOptions, WAIT, asks, move_ids, start, start_game};
use hypnosia_emulator::Emulator;
use serenity::all::{ChannelId, MessageId, UserId};

use super::{Shown, Targets};

/// Plays first-listed moves in `channel` until at least one turn message is
/// stale; returns every turn message state seen (oldest first) and the current
/// turn message with the user it asks to move.
async fn play_until_stale(
    emu: &Emulator,
    channel: ChannelId,
    players: [UserId; 2],
) -> (Vec<Shown>, Shown, UserId) {
    let mut seen: Vec<Shown> = Vec::new();
    loop {
        let turn = emu
            .wait_for_message(channel, |m| players.iter().any(|&p| asks(m, p)), WAIT)
            .await
            .expect("a turn message for a player");
        let mover = *players.iter().find(|&&p| asks(&turn, p)).unwrap();
        let shown = Shown {
            message: turn.id,
            ids: move_ids(&turn).collect(),
        };
        if seen.iter().any(|s| s.message != turn.id) {
            return (seen, shown, mover);
        }
        seen.push(shown.clone());
        let r = emu
            .choose(mover, channel, turn.id, &shown.ids[0])
            .response()
            .await;
        assert_eq!(r.kind, 7, "the move is played: {}", r.content());
    }
}

/// The game id and version a move id names.
fn game_and_version(id: &str) -> (i64, u64) {
    let parts: Vec<&str> = id.split(':').collect();
    (parts[2].parse().unwrap(), parts[3].parse().unwrap())
}

/// Sets up the two games: a few moves each, then alice resigns the first.
pub(super) async fn two_games() -> Targets {
    // Ten thousand dispatches of the same few shapes: checking each against
    // serenity's parser again would only double the emulator's work.
    let w = start(BotOptions {
        validate_payloads: false,
        ..BotOptions::default()
    })
    .await;
    let emu = &w.emu;
    let (alice, bob) = (emu.add_user("alice"), emu.add_user("bob"));
    let spectators: Vec<UserId> = (0..4).map(|i| emu.add_user(&format!("fan{i}"))).collect();

    let done_channel = emu.add_channel(w.guild, "finished");
    let done_lobby = start_game(emu, done_channel, alice, Some(bob), "24h").await;
    let (done_seen, done_turn, _) = play_until_stale(emu, done_channel, [alice, bob]).await;
    let r = support::resign(emu, done_channel, alice).await;
    assert!(r.ephemeral);
    let results = emu
        .wait_for_message(done_channel, crate::support::is_results, WAIT)
        .await
        .expect("the finished game's results");
    let (done_game, _) = game_and_version(&done_turn.ids[0]);
    // Its last turn message is removed before the lobby's line says it is over.
    emu.wait_for_message(
        done_channel,
        |m| m.id == done_lobby.id && m.content.contains("is over"),
        WAIT,
    )
    .await
    .unwrap_or_else(|| {
        // Rare in CI (once in a dozen runs): what the channel holds says
        // whether the line was never edited or edited back.
        let held: Vec<String> = emu
            .messages(done_channel)
            .iter()
            .map(|m| format!("{} {:?}", m.id, m.content))
            .collect();
        panic!(
            "the finished game's end line: lobby {} not over after {WAIT:?}; the channel holds {held:#?}",
            done_lobby.id
        )
    });
    let done_messages: Vec<MessageId> = emu.messages(done_channel).iter().map(|m| m.id).collect();
    let mut done_ids: Vec<String> = done_seen.iter().flat_map(|s| s.ids.clone()).collect();
    done_ids.extend(done_turn.ids.clone());

    let lobby = start_game(emu, w.channel, alice, Some(bob), "24h").await;
    let (seen, turn, mover) = play_until_stale(emu, w.channel, [alice, bob]).await;
    let waiter = if mover == alice { bob } else { alice };
    let (game, version) = game_and_version(&turn.ids[0]);
    // The turn messages the game replaced are removed (a quiet channel): the
    // message no longer current that is left to click is the lobby's, now
    // the game's log, clicked with the moves the game offered before.
    let stale = vec![Shown {
        message: lobby.id,
        ids: seen.iter().flat_map(|s| s.ids.clone()).collect(),
    }];
    let old_ids: Vec<String> = seen
        .iter()
        .flat_map(|s| s.ids.clone())
        .filter(|id| game_and_version(id).1 != version)
        .collect();
    assert!(!old_ids.is_empty(), "some moves were played before");
    let lobby_ids = [&done_lobby, &lobby].map(|m| {
        m.custom_ids()[0]
            .split(':')
            .nth(2)
            .unwrap()
            .parse()
            .unwrap()
    });
    Targets {
        w,
        alice,
        bob,
        spectators,
        done_channel,
        done_game,
        done_messages,
        done_ids,
        results: results.id,
        game,
        turn,
        mover,
        waiter,
        stale,
        old_ids,
        lobby_ids,
    }
}
