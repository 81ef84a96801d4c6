//! Which process serves which server, before and after resharding, and the
//! flags that say so.

use hypnosia::live::shards::*;
use hypnosia::platform::shards;
use hypnosia::table::GuildId;

/// A guild id whose shard among `total` is `shard`: ids carry their
/// creation time above bit 22, which is what the shard is taken from.
fn guild_on(shard: u64, total: u64, n: u64) -> GuildId {
    GuildId(((n * total + shard) << 22) | 0x2A_0001)
}

#[test]
fn the_shard_is_the_time_part_of_the_id_modulo_the_total() {
    // 197038439483310086 >> 22 = 46977624770, by hand.
    let guild = GuildId(197_038_439_483_310_086);
    assert_eq!(shards::shard_of(guild.0, 10), 0);
    assert_eq!(shards::shard_of(guild.0, 4), 2);
    assert_eq!(shards::shard_of(guild.0, 1), 0);
    assert_eq!(shards::shard_of(guild_on(5, 8, 123).0, 8), 5);
}

#[test]
fn each_server_belongs_to_exactly_one_process_before_and_after_resharding() {
    let guilds: Vec<GuildId> = (0..400)
        .map(|n| GuildId((n * 7919 + 13) << 22 | n))
        .collect();
    for layout in [
        vec!["0-1"],
        vec!["0", "1"],
        vec!["0-1", "2-3"],
        vec!["0", "1", "2", "3"],
        vec!["0-2", "3"],
    ] {
        let total = if layout.iter().any(|r| r.contains('3') || r.contains('2')) {
            4
        } else {
            2
        };
        let processes: Vec<Sharding> = layout
            .iter()
            .map(|r| Sharding::from_flags(Some(r), Some(total)).unwrap())
            .collect();
        for &guild in &guilds {
            let owners = processes.iter().filter(|p| p.owns(guild)).count();
            assert_eq!(owners, 1, "{guild:?} in {layout:?} of {total}");
        }
        let registering = processes.iter().filter(|p| p.registers_commands()).count();
        assert_eq!(registering, 1, "{layout:?}");
    }
    // Going from 2 processes to 4: the process of shards 2 and 3 takes over
    // exactly the servers that moved off shards 0 and 1.
    let two = Sharding::from_flags(Some("1"), Some(2)).unwrap();
    let four = Sharding::from_flags(Some("1"), Some(4)).unwrap();
    let three = Sharding::from_flags(Some("3"), Some(4)).unwrap();
    for &guild in &guilds {
        if two.owns(guild) {
            assert!(four.owns(guild) ^ three.owns(guild), "{guild:?}");
        }
    }
}

#[test]
fn without_flags_one_process_holds_everything() {
    let auto = Sharding::from_flags(None, None).unwrap();
    assert_eq!(auto, Sharding::Auto);
    assert!(auto.owns(GuildId(u64::MAX)) && auto.registers_commands());
    assert_eq!(
        Sharding::from_flags(None, Some(3)).unwrap(),
        Sharding::Range {
            first: 0,
            last: 2,
            total: 3
        }
    );
}

#[test]
fn wrong_flags_are_refused_with_what_to_write() {
    for (shards, total, told) in [
        (Some("0-1"), None, "needs --total-shards"),
        (Some("0-4"), Some(4), "not a range of shards 0 to 3"),
        (Some("2-1"), Some(4), "not a range"),
        (Some("a-b"), Some(4), "must look like 0-3"),
        (Some("1"), Some(0), "at least 1"),
    ] {
        let e = Sharding::from_flags(shards, total).unwrap_err();
        assert!(e.contains(told), "{shards:?} {total:?}: {e}");
    }
    let shard = Sharding::from_flags(Some(" 2 - 3 "), Some(4)).unwrap();
    assert_eq!(shard.to_string(), "shards 2-3 of 4");
    assert!(!shard.registers_commands());
}

#[test]
fn direct_venues_belong_to_the_process_holding_shard_0() {
    use hypnosia::table::{ChannelId, Community};
    // DMs and group DMs reach shard 0 only: their tables are that process's.
    let group_dm = Community::Direct(ChannelId(5));
    let first = Sharding::from_flags(Some("0-1"), Some(4)).unwrap();
    let second = Sharding::from_flags(Some("2-3"), Some(4)).unwrap();
    assert!(first.owns(group_dm));
    assert!(!second.owns(group_dm));
    // A server's id whose shard is 3 (`(id >> 22) % 4`): the second's, as before.
    let server = GuildId(3 << 22);
    assert!(second.owns(server) && !first.owns(server));
    assert!(
        !second.owns(Community::Direct(ChannelId(3 << 22))),
        "by shard 0, not by the channel's id"
    );
}
