//! The tables in play in this process: the kernel and the feature services
//! composed on it, each reached as `tables.name()`.

use std::sync::Arc;

use crate::heavy::lanes::Lanes;
use crate::live::analysis::Analyses;
use crate::live::kernel::{Kernel, Settings};
use crate::live::lobbies::Lobbies;
use crate::live::outbox::Outbox;
use crate::live::port::Screen;
use crate::live::practice::Practice;
use crate::live::puzzles::Puzzles;
use crate::live::tournaments::Tournaments;
use crate::live::tournaments::rounds::TournamentRounds;
use crate::live::turns::Turns;
use crate::live::votes::Votes;
use crate::store::Store;

/// The tables in play in this process, shown on `S`: the [`Kernel`] (store,
/// screen, the change path's state) and the feature services composed on it.
pub struct Tables<S: Screen> {
    pub(in crate::live) kernel: Arc<Kernel<S>>,
    /// Computer moves, turn deadlines, reminders, finishing.
    pub(in crate::live) turns: Arc<Turns<S>>,
    /// Resigning, cancelling, votes to cancel.
    pub(in crate::live) votes: Arc<Votes<S>>,
    /// Lobbies: opened, clicked, expired, started; where a table plays.
    pub(in crate::live) lobbies: Arc<Lobbies<S>>,
    /// The practice game after the lessons, and its hints.
    pub(in crate::live) practice: Arc<Practice<S>>,
    /// Tournaments as members ask for them.
    pub(in crate::live) tournaments: Arc<Tournaments<S>>,
    /// Tournaments run by themselves: the start, the rounds, the end.
    pub(in crate::live) tournament_rounds: Arc<TournamentRounds<S>>,
    /// Everything posted once that is not a game's turn.
    pub(in crate::live) outbox: Arc<Outbox<S>>,
    /// `/hypnosia puzzle`, the daily puzzle, the search for puzzles.
    pub(in crate::live) puzzles: Arc<Puzzles<S>>,
    /// A finished game's analysis, its public post, a player's own errors.
    pub(in crate::live) analyses: Analyses<S>,
}

impl<S: Screen> Tables<S> {
    /// The tables of a process, on `store`, shown on `screen`, their heavy
    /// work (analyses, puzzle searches) on `lanes` (the process's, which its
    /// screen draws on too).
    pub fn new(store: Store, screen: Arc<S>, settings: Settings, lanes: Arc<Lanes>) -> Arc<Self> {
        let kernel = Arc::new(Kernel::new(store, screen, settings, lanes));
        let outbox = Outbox::new(Arc::clone(&kernel));
        let turns = Turns::new(kernel, outbox);
        let tables = Arc::new(Tables::compose(turns));
        tables.register_sweep_steps();
        // It calls off what the screen finds out of reach (`process/doors.rs`).
        tables.kernel.events().subscribe(&tables);
        tables
    }

    /// The services, composed on the kernel and the outbox the turns service
    /// holds.
    fn compose(turns: Arc<Turns<S>>) -> Self {
        let kernel = Arc::clone(&turns.kernel);
        let outbox = Arc::clone(&turns.outbox);
        let lobbies = Lobbies::new(Arc::clone(&kernel));
        let votes = Arc::new(Votes::new(Arc::clone(&kernel)));
        let rounds = TournamentRounds::new(Arc::clone(&kernel), &outbox);
        let with = (Arc::clone(&lobbies), Arc::clone(&votes));
        let tournaments = Tournaments::new(Arc::clone(&kernel), with, Arc::clone(&rounds));
        let puzzles = Puzzles::new(Arc::clone(&kernel), Arc::clone(&outbox));
        let analyses = Analyses::new(
            Arc::clone(&kernel),
            Arc::clone(&puzzles),
            Arc::clone(&outbox),
        );
        Tables {
            votes,
            practice: Practice::new(Arc::clone(&kernel), Arc::clone(&lobbies)),
            tournaments: Arc::new(tournaments),
            tournament_rounds: rounds,
            lobbies,
            outbox,
            puzzles,
            analyses,
            kernel,
            turns,
        }
    }

    /// Computer moves, turn deadlines, reminders, "Finish for me".
    pub fn turns(&self) -> &Arc<Turns<S>> {
        &self.turns
    }

    /// Everything posted once that is not a game's turn: a click's post (a
    /// Share, an analysis) is reported here ([`Outbox::posted`]).
    pub fn outbox(&self) -> &Arc<Outbox<S>> {
        &self.outbox
    }

    /// `/hypnosia puzzle`, the daily puzzle, the search for puzzles.
    pub fn puzzles(&self) -> &Arc<Puzzles<S>> {
        &self.puzzles
    }

    /// A finished game's analysis, its public post, a player's own errors.
    pub fn analyses(&self) -> &Analyses<S> {
        &self.analyses
    }

    /// Resigning, cancelling, votes to cancel.
    pub fn votes(&self) -> &Votes<S> {
        &self.votes
    }

    /// Lobbies: opened, clicked, expired, started; where a table plays.
    pub fn lobbies(&self) -> &Arc<Lobbies<S>> {
        &self.lobbies
    }

    /// The practice game after the lessons, and its hints.
    pub fn practice(&self) -> &Arc<Practice<S>> {
        &self.practice
    }

    /// Tournaments as members ask for them: opened, joined, left, started,
    /// called off, their standings, what a table's players follow.
    pub fn tournaments(&self) -> &Arc<Tournaments<S>> {
        &self.tournaments
    }

    /// Tournaments run by themselves: the start at its time, each round
    /// seated once and its tables opened, the end.
    pub fn tournament_rounds(&self) -> &Arc<TournamentRounds<S>> {
        &self.tournament_rounds
    }
}
