//! The rules every part of the tournaments service shares, below them all
//! (no part imports another's module for these): who would be seated, and a
//! tournament's refusals for the user.

use crate::live::error::{Error, Result};
use crate::seating::{TournamentEntrant, TournamentPlay, TournamentRefusal};
use crate::store::StoreError;

/// How many would be seated if it started now: with a check-in, those
/// checked in.
pub(in crate::live) fn seatable(play: &TournamentPlay) -> usize {
    let check_in = play.tournament.new.check_in.is_some();
    let seated = |e: &&TournamentEntrant| !e.left && (e.checked_in || !check_in);
    play.entrants.iter().filter(seated).count()
}

/// A tournament's refusal, for the user.
pub(in crate::live) fn refused(refusal: TournamentRefusal) -> Error {
    Error::refused(refusal)
}

/// The store's answer, its tournament refusals for the user.
pub(in crate::live) fn refusing<T>(result: Result<T, StoreError>) -> Result<T> {
    result.map_err(|e| match e {
        StoreError::Tournament(refusal) => refused(refusal),
        other => Error::Store(other),
    })
}
