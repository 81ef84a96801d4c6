//! Developer commands: `simulate`, `simulate-tournament`, `render`, `arena`, `fit-leaf`,
//! `error-rates`, `puzzles generate`; and `migrate-db`.
pub mod arena;
pub mod error_rates;
pub mod fit_leaf;
pub mod migrate_db;
pub mod puzzles;
pub mod render;
pub mod simulate;
pub mod simulate_tournament;

use std::io::{ErrorKind, Write};

/// Writes a command's output to stdout. A reader that went away (`| head`)
/// is not an error: the command has nothing more to say to anyone.
pub fn emit(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(format!("cannot write the output: {e}")),
        _ => Ok(()),
    }
}
