//! Which avatar a member shows, and that no hash that is not Discord's reaches
//! a URL.

use hypnosia::faces::*;
use hypnosia::table::{GuildId, UserId};

const HASH: &str = "8342729096ea3675442027381ff50dfe";

#[test]
fn the_server_avatar_comes_first_then_the_users_then_the_default() {
    let (g, u) = (GuildId(7), UserId(80351110224678912));
    let guild = Avatar::of(g, u, Some("a_0f"), Some(HASH), None);
    assert_eq!(
        guild.path(u),
        "/guilds/7/users/80351110224678912/avatars/a_0f.png?size=64"
    );
    let own = Avatar::of(g, u, None, Some(HASH), None);
    assert_eq!(own, Avatar::User { hash: HASH.into() });
    let new_name = UserId(6 << 22);
    let default = Avatar::of(g, new_name, None, None, None);
    assert_eq!(default.path(new_name), "/embed/avatars/0.png");
}

#[test]
fn the_default_avatar_follows_discords_rule() {
    // The timestamp part of the id (its bits above the 22nd), modulo 6.
    assert_eq!(default_index(UserId((13 << 22) | 0x3f_ffff), None), 1);
    assert_eq!(default_index(UserId(13 << 22), Some(0)), 1);
    // A legacy tag, modulo 5.
    assert_eq!(default_index(UserId(13 << 22), Some(1337)), 2);
    for id in [0u64, 1 << 22, 5 << 22, 6 << 22] {
        assert!(default_index(UserId(id), None) < 6);
    }
    assert_eq!(default_index(UserId(5 << 22), None), 5);
    assert_eq!(default_index(UserId(6 << 22), None), 0);
}

#[test]
fn hashes_that_are_not_discords_never_reach_a_url() {
    let (g, u) = (GuildId(7), UserId(1 << 22));
    for bad in ["", "a_", "../../x", "abc/def", "zz", &"f".repeat(65)] {
        assert_eq!(
            Avatar::of(g, u, Some(bad), Some(bad), None),
            Avatar::Default { index: 1 },
            "{bad}"
        );
    }
}
