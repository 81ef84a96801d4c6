//! Direct venues (issue 70: a DM, a group DM, a server that never added the
//! bot): the bot started for them, a group DM and its first turn.

use std::time::Duration;

use hypnosia_emulator::{EmuMessage, Emulator, RateLimitStats};
use serenity::all::{ChannelId, MessageId, UserId};

use super::{BotOptions, WAIT, World, asks, click_lobby};

/// The bot with its commands registered globally (a server's own commands
/// are never offered in DMs) and quick computers.
pub fn anywhere(options: BotOptions) -> BotOptions {
    BotOptions {
        guild_commands: false,
        ai_delay: Duration::from_millis(20),
        ..options
    }
}

/// The calls counted toward Discord's global limit so far.
pub fn counted(emu: &Emulator) -> u64 {
    let RateLimitStats { calls, .. } = emu.rate_limit_stats();
    calls
}

/// A group DM of `people`, the first of whom added the app to their account.
pub fn group_of(w: &World, names: &[&str]) -> (ChannelId, Vec<UserId>) {
    let people: Vec<UserId> = names.iter().map(|n| w.emu.add_user(n)).collect();
    w.emu.install_for_user(people[0]);
    (w.emu.add_group_dm("friends", &people), people)
}

/// `guest` joins `host`'s lobby, `host` starts it: their first turn.
pub async fn join_and_start(
    emu: &Emulator,
    at: ChannelId,
    lobby: MessageId,
    (host, guest): (UserId, UserId),
) -> EmuMessage {
    click_lobby(emu, at, lobby, &[(guest, "Join"), (host, "Start (host)")]).await;
    let first = emu.wait_for_message(at, |m| asks(m, host) || asks(m, guest), WAIT);
    first.await.expect("their first turn")
}
