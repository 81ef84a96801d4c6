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
    /// use hypnosia_engine::faces::Avatar;
    /// use hypnosia_engine::table::{GuildId, UserId};
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
