//! Heavy work, kept away from the live tables: where drawings run (the live
//! lane for the boards of games in play, the heavy lane for everything else),
//! each member's fair share of the heavy lane, and what keeps GIF exports
//! cheap (a cache, one drawing per game, a cooldown per person).
//!
//! Drawing is the scarce work of a process: two cores serve every server. So
//! it runs in **lanes**: live boards (a move's answer, a lobby, results) have
//! one slot per CPU of their own, which the servers waiting take **in turn**
//! (as do the computers' decisions: [`fair_slots`]), so that one server's
//! hundreds of games slow no other server's one; a board a click waits for
//! goes before the boards nobody clicked for, and a computer's move that a
//! newer state replaces is drawn only when no other board waits, never once
//! the next is due (its change stays owed, the newer state shows it);
//! everything else (GIF exports,
//! replay steps, charts, cards, lesson and hint boards) runs on the **heavy
//! lane**, one thread with bounded queues that gives way to live boards
//! between jobs and between a GIF's frames. Each member has a **fair share**
//! of heavy work, a bucket of an allowance that refills every second: asking
//! faster is refused at once, to the asker alone (a move click that what the
//! screen showed already refuses is charged to it too: `live/click.rs`). A
//! GIF is drawn in **single flight**: whoever asks while it is drawn waits
//! for that drawing; a finished game's GIF is kept in memory; each member has
//! a cooldown between drawings.
//!
//! It knows nothing of Discord nor of the engine: the engine
//! ([`crate::live`]) and the screen (`hypnosia::discord`) use it. A process
//! has one set of lanes: the screen draws on them, and the engine, given them
//! at construction ([`crate::live::Tables::new`]), runs its own heavy work
//! there (a game's analysis; the puzzle searches, started by the sweep
//! whatever the screen).
//!
//! | file | what happens there |
//! |---|---|
//! | `lanes.rs` | where drawings run: live boards never behind heavy work |
//! | `live_threads.rs` | the live lane's threads, below what answers clicks |
//! | `fair.rs` | each member's allowance of heavy work |
//! | `handover.rs` | a click's board that hands over to the computers: drawn soon or given up |
//! | `keeping_up.rs` | whether the engine keeps up: else only the boards people wait for are drawn |
//! | `fair_slots.rs` | slots served to servers in turn ([`fair_slots::FairSlots`]) |
//! | `gif_exports.rs` | GIF exports: the cache, single flight, the cooldown |
//! | `per_person.rs` | when each person may do a thing again ([`per_person::PerPerson`]) |

pub mod fair;
pub mod fair_slots;
pub mod gif_exports;
pub mod handover;
pub mod keeping_up;
pub mod lanes;
pub mod live_threads;
pub mod per_person;

pub use lanes::{LaneError, Lanes};
