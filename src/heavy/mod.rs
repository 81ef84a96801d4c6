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
//! | `fair_slots.rs` | slots served to servers in turn ([`fair_slots::FairSlots`]) |
//! | `gif_exports.rs` | GIF exports: the cache, single flight, the cooldown |
//! | `per_person.rs` | when each person may do a thing again ([`per_person::PerPerson`]) |

pub mod fair;
pub mod fair_slots;
pub mod gif_exports;
pub mod lanes;
pub mod per_person;

pub use lanes::{LaneError, Lanes};
