//! Which picture a member shows, as Discord names it, and where its CDN
//! keeps it: the server avatar when the member set one, else the user's own,
//! else Discord's default avatar for that user.

use crate::table::{GuildId, UserId};

/// A member's avatar as Discord names it. Equal values are the same picture:
/// a changed hash is another avatar (so a cache keyed on it picks the new
/// one up).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Avatar {
    /// The avatar the member set for this server.
    Guild { guild: GuildId, hash: String },
    /// The user's own avatar.
    User { hash: String },
    /// One of Discord's default avatars (0 to 5).
    Default { index: u8 },
}

impl Avatar {
    /// The avatar `user` shows in `guild`: `member_hash` (the member's server
    /// avatar) first, then `user_hash`, then the default one; `discriminator`
    /// is the legacy tag of users who kept one (0 or none: a new username).
    /// A hash that is not one of Discord's (hexadecimal, `a_` for animated)
    /// is ignored rather than put into a URL.
    ///
    /// ```
    /// use hypnosia::faces::Avatar;
    /// use hypnosia::table::{GuildId, UserId};
    /// let user = UserId(80351110224678912); // (id >> 22) % 6 = 5
    /// let a = Avatar::of(GuildId(1), user, None, Some("8342729096ea3675442027381ff50dfe"), None);
    /// assert_eq!(a.path(user), "/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png?size=64");
    /// assert_eq!(Avatar::of(GuildId(1), user, None, Some("../x"), None), Avatar::Default { index: 5 });
    /// ```
    pub fn of(
        guild: GuildId,
        user: UserId,
        member_hash: Option<&str>,
        user_hash: Option<&str>,
        discriminator: Option<u16>,
    ) -> Avatar {
        if let Some(hash) = member_hash.filter(|h| is_hash(h)) {
            return Avatar::Guild {
                guild,
                hash: hash.to_owned(),
            };
        }
        if let Some(hash) = user_hash.filter(|h| is_hash(h)) {
            return Avatar::User {
                hash: hash.to_owned(),
            };
        }
        Avatar::Default {
            index: default_index(user, discriminator),
        }
    }

    /// The picture's path on the CDN (after its base URL), as a static PNG
    /// of 64 px: an animated avatar's first frame, at the size drawn.
    pub fn path(&self, user: UserId) -> String {
        match self {
            Avatar::Guild { guild, hash } => {
                format!("/guilds/{guild}/users/{user}/avatars/{hash}.png?size=64")
            }
            Avatar::User { hash } => format!("/avatars/{user}/{hash}.png?size=64"),
            Avatar::Default { index } => format!("/embed/avatars/{index}.png"),
        }
    }
}

/// Discord's default avatar of a user: by id for new usernames
/// (`(id >> 22) % 6`), by the legacy tag for the others (`tag % 5`).
pub fn default_index(user: UserId, discriminator: Option<u16>) -> u8 {
    match discriminator {
        Some(tag) if tag != 0 => (tag % 5) as u8,
        _ => ((user.0 >> 22) % 6) as u8,
    }
}

/// Whether `hash` looks like Discord's image hashes: 32 hexadecimal digits,
/// `a_` before them for an animated one.
fn is_hash(hash: &str) -> bool {
    let digits = hash.strip_prefix("a_").unwrap_or(hash);
    (1..=64).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
