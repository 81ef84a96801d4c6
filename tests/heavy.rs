//! Heavy work: where drawing runs (lanes), each member's fair share, and the
//! GIF exports' single flight and cooldown.

// The lanes that run drawing off the async threads.
#[path = "heavy/lanes.rs"]
mod lanes;

// Each member's fair share of the drawing.
#[path = "heavy/fair.rs"]
mod fair;

// One GIF export at a time per game, with a cooldown.
#[path = "heavy/gif_exports.rs"]
mod gif_exports;

// Servers served in turn: the computers' decisions, live boards.
#[path = "heavy/fair_slots.rs"]
mod fair_slots;

// A board nobody waits for, skipped when a newer state of its game comes.
#[path = "heavy/overtaken.rs"]
mod overtaken;

// A click's board that hands over to the computers, given up when no slot comes soon.
#[path = "heavy/handover.rs"]
mod handover;

// While the engine is behind, only the boards people wait for are drawn.
#[path = "heavy/keeping_up.rs"]
mod keeping_up;
