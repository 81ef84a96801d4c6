//! Heavy work, kept away from the live tables: where drawings run (the live
//! lane for the boards of games in play, the heavy lane for everything else),
//! each member's fair share of the heavy lane, and what keeps GIF exports
//! cheap (a cache, one drawing per game, a cooldown per person).
//!
//! It knows nothing of Discord nor of the engine: the engine
//! ([`crate::live`]) and the screen ([`crate::discord`]) use it.
//!
//! | file | what happens there |
//! |---|---|
//! | `lanes.rs` | where drawings run: live boards never behind heavy work |
//! | `fair.rs` | each member's allowance of heavy work |
//! | `round_robin.rs` | slots served to servers in turn ([`round_robin::FairSlots`]) |
//! | `gif_exports.rs` | GIF exports: the cache, single flight, the cooldown |
//! | `cooldowns.rs` | when each person may do a thing again ([`cooldowns::Cooldowns`]) |

pub mod cooldowns;
pub mod fair;
pub mod gif_exports;
pub mod lanes;
pub mod round_robin;

pub use lanes::{LaneError, Lanes};
