//! Discord's own facts, as plain Rust: what its API and clients define, not
//! what the bot decides. Everything that writes Discord's formats lives here,
//! once, so the rest of the house stays neutral and a second screen would not
//! inherit Discord's words:
//!
//! - [`permissions`]: the permission bits the bot needs, their names and the
//!   invite URL;
//! - [`shards`]: which shard Discord sends a server's events to;
//! - [`markup`]: a person's mention, a channel's link and a time counted from
//!   now, as Discord's clients draw them;
//! - [`links`]: the `discord.com` links that open a channel or a message.
//!
//! It is pure (no runtime, no Discord library) and imports nothing of the
//! crate, so every room may use it openly: the engine and `words/` included.
pub mod links;
pub mod markup;
pub mod permissions;
pub mod shards;
