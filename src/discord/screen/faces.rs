//! People's faces on this screen: which avatar a member shows, learnt from
//! the interactions that carry it (opening, joining, starting a lobby, a
//! click on a board, the cards' commands) or asked of Discord's REST API in
//! the background in a server the bot is in (never elsewhere: its token
//! would be refused there, and counted), and the faces a picture draws, per
//! the server's `avatars` setting (see [`crate::faces`]).

use std::sync::Arc;

use serenity::all::{Cache, Http, Member, User};

use super::DiscordScreen;
use crate::faces::{Avatar, Lookup, Members};
use crate::pace::Pace;
use crate::render::Faces;
use crate::table::{GuildId, Table, UserId};

/// Which avatar a member shows, as Discord's REST API tells it, in a server
/// the bot is in (the cache's, unavailable ones included): cosmetic, so
/// dropped when the pace has no room for it ([`Pace::lookup`]).
pub(crate) struct RestMembers(pub Arc<Http>, pub Arc<Pace>, pub Arc<Cache>);

impl Members for RestMembers {
    fn avatar(&self, guild: GuildId, user: UserId) -> Lookup<'_> {
        Box::pin(async move {
            let id = serenity::all::GuildId::new(guild.0);
            if self.2.guild(id).is_none() && self.2.unavailable_guilds().get(&id).is_none() {
                return Err("not a server the bot is in: only interactions tell faces".into());
            }
            let Some(_turn) = self.1.lookup().await else {
                return Err("dropped: Discord's budget is busy".into());
            };
            let member = self
                .0
                .get_member(
                    serenity::all::GuildId::new(guild.0),
                    serenity::all::UserId::new(user.0),
                )
                .await
                // Its refusals reached the breaker at the pace's gate.
                .map_err(|e| e.to_string())?;
            Ok(avatar_of(guild, &member.user, Some(&member)))
        })
    }
}

/// The avatar `user` (as `member` of `guild`, when known) shows.
fn avatar_of(guild: GuildId, user: &User, member: Option<&Member>) -> Avatar {
    let member_hash = member.and_then(|m| m.avatar).map(|h| h.to_string());
    let user_hash = user.avatar.map(|h| h.to_string());
    Avatar::of(
        guild,
        UserId(user.id.get()),
        member_hash.as_deref(),
        user_hash.as_deref(),
        user.discriminator.map(|d| d.get()),
    )
}

impl DiscordScreen {
    /// Remembers the avatar an interaction shows of its member, and fetches
    /// it in the background (nothing waits on it).
    pub fn note_face(&self, guild: Option<GuildId>, user: &User, member: Option<&Member>) {
        let Some(guild) = guild else { return };
        let id = UserId(user.id.get());
        self.faces.learn(guild, id, avatar_of(guild, user, member));
        self.faces.prefetch(guild, &[id]);
    }

    /// Whether `guild`'s pictures show avatars.
    pub async fn shows_avatars(&self, guild: GuildId) -> bool {
        self.known_settings(guild).await.avatars
    }

    /// The faces a picture of `table` draws, never waiting: none when the
    /// server turned avatars off (a direct venue's: none yet).
    pub async fn faces_of(&self, table: &Table) -> Faces {
        let Some(guild) = table.place.venue.guild() else {
            return Faces::none();
        };
        if !self.shows_avatars(guild).await {
            return Faces::none();
        }
        self.faces
            .of_seats(guild, &table.seats)
            .of_game(table.id.0 as u64)
    }
}
