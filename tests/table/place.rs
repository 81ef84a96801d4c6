//! Where a game's line and log are: played in the channel, its lobby message
//! is both; played in a thread started from that message (whose id the
//! thread shares), the line is found by the thread, and the log is a message
//! of its own in the thread once posted.

use hypnosia::table::{ChannelId, GuildId, MessageId, Place};

fn opened(lobby: u64) -> Place {
    let mut place = Place::in_server(GuildId(1), ChannelId(2));
    place.screen.log = Some(MessageId(lobby));
    place
}

#[test]
fn in_the_channel_the_lobby_message_is_the_line_and_the_log() {
    let place = opened(10);
    assert_eq!(place.channel_line(), Some(MessageId(10)));
    assert_eq!(place.turns_log(), Some(MessageId(10)));
}

#[test]
fn in_a_thread_the_log_is_its_own_message_once_posted() {
    let mut place = opened(10);
    place.venue.set_thread(Some(ChannelId(10)));
    assert_eq!(place.play_channel(), ChannelId(10));
    assert_eq!(place.channel_line(), Some(MessageId(10)));
    assert_eq!(place.turns_log(), None, "not posted yet");
    place.screen.log = Some(MessageId(30));
    assert_eq!(place.channel_line(), Some(MessageId(10)), "the line stays");
    assert_eq!(place.turns_log(), Some(MessageId(30)));
}

#[test]
fn a_table_with_no_lobby_message_has_no_line_until_its_log_is_posted() {
    let mut place = Place::in_server(GuildId(1), ChannelId(2));
    place.venue.set_thread(Some(ChannelId(10)));
    assert_eq!(place.turns_log(), None);
    place.screen.log = Some(MessageId(30));
    assert_eq!(place.turns_log(), Some(MessageId(30)));
}
