//! What the screen posted where only people's clicks reach a table (a DM, a
//! group DM, a server that never added the bot), kept with the table so that
//! a restart knows it (issue 77): per game, the last click that pays for its
//! shows and the turn's ping line, each with the interaction token that
//! reaches it and when that token dies. The screen's own rows, opaque to the
//! engine, which never reads them; each goes before its token dies, and with
//! its game. The SQL is in `sql/click_tokens.rs`.

use std::fmt;
use std::sync::Arc;

use super::{Store, StoreError};
use crate::table::{ChannelId, GameId, MessageId, UserId};

/// An interaction's token: the key to its webhook for 15 minutes, with which
/// anyone holding it may post where it was made. Never logged: its `Debug`
/// says nothing of it, and it has no `Display`.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(Arc<str>);

impl Token {
    pub fn new(token: impl Into<Arc<str>>) -> Token {
        Token(token.into())
    }

    /// The token itself, for the one call that takes it.
    pub fn secret(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

/// What a kept token is kept for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kept {
    /// The game's last click that pays for its shows; its message is the
    /// one it was made on (the click's `@original`).
    Click,
    /// The turn's ping line, its message, posted through the token: it pings
    /// `user` for turn `turn` (the game's version when the turn started).
    Line { user: UserId, turn: u64 },
}

/// A token kept with a table (see the module's docs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KeptToken {
    pub game: GameId,
    pub kept: Kept,
    pub token: Token,
    /// Where the click was made: where a follow-up through it lands.
    pub channel: ChannelId,
    /// The message it reaches: the one clicked, or the line.
    pub message: MessageId,
    /// When the token dies, in milliseconds since the epoch.
    pub expires_at_ms: i64,
}

impl Store {
    /// Keeps `token`, in place of its game's token of the same kind.
    pub async fn keep_token(&self, token: &KeptToken) -> Result<(), StoreError> {
        on_backend!(self, keep_token(token))
    }

    /// Drops `game`'s line token: its line was removed.
    pub async fn drop_line_token(&self, game: GameId) -> Result<(), StoreError> {
        on_backend!(self, drop_line_token(game))
    }

    /// Drops every token kept with `game`: it ended.
    pub async fn drop_tokens(&self, game: GameId) -> Result<(), StoreError> {
        on_backend!(self, drop_tokens(game))
    }

    /// Drops the tokens that die before `alive_at_ms` (milliseconds since
    /// the epoch): how many.
    pub async fn drop_dying_tokens(&self, alive_at_ms: i64) -> Result<u64, StoreError> {
        on_backend!(self, drop_dying_tokens(alive_at_ms))
    }

    /// The tokens still alive at `alive_at_ms`, by game (the others dropped).
    pub async fn living_tokens(&self, alive_at_ms: i64) -> Result<Vec<KeptToken>, StoreError> {
        self.drop_dying_tokens(alive_at_ms).await?;
        on_backend!(self, living_tokens(alive_at_ms))
    }
}
