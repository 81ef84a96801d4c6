//! Tournament seating as plain Rust: no Discord, no store, no clock. Given
//! who plays and the tables finished so far, it says who sits where next, in
//! which turn order, and how everyone stands. The engine stores what these
//! functions give and feeds the results back; tests and
//! `hypnosia simulate-tournament` call them directly.
//!
//! - [`table_sizes`]: tables as even as possible for 2 to 6 seats, never a
//!   table of one (a computer fills it where the numbers leave no other way).
//! - [`swiss_round`]: round 1 by seed ([`seed_order`]: by rating, or drawn
//!   with a recorded seed), later rounds by points, avoiding repeat opponents
//!   and balancing who moves first ([`turn_order`]).
//! - [`knockout_round`]: the top half of each table goes on ([`advancing`]),
//!   until one final table; where someone would sit alone with a computer,
//!   they go on with a bye instead ([`Round::byes`], [`TableResult::bye`]).
//!   A Swiss keeps the computer: its game scores points.
//! - [`Points`] per finishing place, and [`standings`] with their tie-breaks:
//!   game points, the opponents' points ([`Buchholz`]), head-to-head.
//! - [`quality`]: the repeat-opponent rate and the first-move spread of a
//!   finished tournament.
//! - [`tournament`]: a tournament's vocabulary (the [`Tournament`], its
//!   entrants and tables, [`TournamentPlay`], the caps and the refusals),
//!   which the store keeps and the engine runs.
//!
//! # Examples
//!
//! A Swiss of three rounds for seven people at tables of three:
//!
//! ```
//! use hypnosia_core::seating::{
//!     Entrant, Finish, Format, Seeding, TableResult, quality, seed_order, standings, swiss_round,
//! };
//! use hypnosia_core::table::UserId;
//!
//! let entrants: Vec<Entrant> =
//!     (1..=7).map(|n| Entrant { id: UserId(n), rating: 1000 }).collect();
//! let seeds = seed_order(&entrants, Seeding::Random(2026));
//! let mut results = Vec::new();
//! for number in 1..=3 {
//!     let round = swiss_round(number, &seeds, &seeds, &results, 3)?;
//!     // Tables of 3, 2 and 2: nobody sits alone, no computer is needed.
//!     let mut sizes: Vec<usize> = round.tables.iter().map(|t| t.order.len()).collect();
//!     sizes.sort();
//!     assert_eq!(sizes, [2, 2, 3]);
//!     // Here every table finishes in turn order (the engine plays the games).
//!     for table in &round.tables {
//!         let finishes = table.order.iter().enumerate()
//!             .map(|(i, &sitter)| Finish { sitter, rank: i as u8 + 1, score: 3 - i as i16 })
//!             .collect();
//!         results.push(TableResult { round: number, finishes });
//!     }
//! }
//! let rows = standings(Format::Swiss { rounds: 3 }, &seeds, &results);
//! assert_eq!(rows.len(), 7);
//! assert!(rows.windows(2).all(|w| w[0].points >= w[1].points));
//! // Three rounds of three tables: everyone moved first once or twice at most.
//! assert!(quality(&results).first_move_spread <= 1);
//! # Ok::<_, hypnosia_core::seating::SeatingError>(())
//! ```

mod arrange;
mod error;
mod history;
mod knockout;
mod next;
mod points;
mod quality;
mod sizes;
mod standings;
mod swiss;
mod tables;
pub mod tournament;
mod turn_order;

pub use error::SeatingError;
pub use history::{History, PlayerRecord};
pub use knockout::{advancing, break_final_tie, final_follows, knockout_round};
pub use next::{NextSeat, NextStep, TableNext, next_round, table_next};
pub use points::{Buchholz, Points};
pub use quality::{Quality, quality};
pub use sizes::{MAX_SEATS, MIN_SEATS, TableSize, table_sizes};
pub use standings::{Format, Standing, standings};
pub use swiss::swiss_round;
pub use tables::{
    Entrant, Finish, Round, SeatedTable, Seeding, Seeds, Sitter, TableResult, seed_order,
};
pub use tournament::{
    MAX_OPEN_TOURNAMENTS, MAX_TOURNAMENT_PLAYERS, NewTournament, NewTournamentTable, Tournament,
    TournamentAct, TournamentCall, TournamentEntrant, TournamentId, TournamentPlay,
    TournamentRefusal, TournamentState, TournamentTable,
};
pub use turn_order::turn_order;
