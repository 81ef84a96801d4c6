//! Why a round cannot be seated.

/// Why a round cannot be seated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SeatingError {
    #[error("tables have 2 to 6 seats, not {0}")]
    Seats(u8),
    #[error("a round needs at least 2 players, not {0}")]
    TooFew(usize),
    #[error("the knock-out's final has been played")]
    Over,
}
