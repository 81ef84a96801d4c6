//! What comes next for a tournament's players: the round after one (to seat,
//! or none: the tournament is over), and, for the players of a table that
//! just ended, where the tournament is for them (the next round starts, has
//! started or waits for the tables still playing; who goes out; where each
//! who goes on sits).

use super::error::SeatingError;
use super::knockout::{advancing, break_final_tie, knockout_round};
use super::standings::Format;
use super::swiss::swiss_round;
use super::tables::{Round, Seeds};
use super::tournament::{TournamentPlay, TournamentState};
use crate::table::{ChannelId, GameId, UserId};

/// Where a tournament is for the players of a table that just ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableNext {
    pub step: NextStep,
    /// The players of a knock-out's table who do not go on (none at its
    /// final: its places are the podium's).
    pub out: Vec<UserId>,
    /// A knock-out final whose first place was tied: who won it by the
    /// tie-break, and who was tied ([`super::break_final_tie`]).
    pub final_tie: Option<(UserId, Vec<UserId>)>,
    /// Once the next round started ([`NextStep::Started`]): where each of
    /// the table's players who goes on sits in it.
    pub seats: Vec<(UserId, NextSeat)>,
}

/// Where a player sits in the round that started.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NextSeat {
    /// At table `number`, in `thread` when it plays in one.
    At {
        number: u16,
        thread: Option<ChannelId>,
    },
    /// Nowhere: a bye takes them to the round after.
    Bye,
}

/// What the tournament does next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NextStep {
    /// Round `round` starts now (this was the round's last table): a
    /// knock-out's final when `is_final`.
    Starts { round: u16, is_final: bool },
    /// Round `round` has started (said once it did, in place of what was
    /// said before): a knock-out's final when `is_final`.
    Started { round: u16, is_final: bool },
    /// `tables` other tables of the round still play; then round `round`
    /// (none: the tournament ends).
    Waits { round: Option<u16>, tables: usize },
    /// It is over: the podium.
    Over,
    /// It was called off.
    Cancelled,
}

impl TableNext {
    /// Whether it says a next round is to come (it starts now, or after the
    /// tables still playing): said again once that round started.
    pub fn awaits_round(&self) -> bool {
        matches!(
            self.step,
            NextStep::Starts { .. } | NextStep::Waits { round: Some(_), .. }
        )
    }

    /// Whom the table's results ping: its `people` who do not go on to a
    /// next round (those who do are pinged once, by their next table).
    pub fn pinged_by_results(&self, people: Vec<UserId>) -> Vec<UserId> {
        match self.step {
            NextStep::Starts { .. }
            | NextStep::Started { .. }
            | NextStep::Waits { round: Some(_), .. } => people
                .into_iter()
                .filter(|p| self.out.contains(p))
                .collect(),
            _ => people,
        }
    }
}

/// The round after `last`, or none when the tournament is over: the Swiss
/// played its rounds, the knock-out its final, or fewer than two people
/// are left to seat. An error: the round cannot be seated (a fault).
pub fn next_round(
    play: &TournamentPlay,
    last: u16,
    was_final: bool,
) -> Result<Option<Round>, SeatingError> {
    let new = &play.tournament.new;
    let seeds = play.seeds();
    let left: Vec<UserId> = play
        .entrants
        .iter()
        .filter(|e| e.left)
        .map(|e| e.user)
        .collect();
    let playing: Vec<UserId> = seeds
        .iter()
        .copied()
        .filter(|id| !left.contains(id))
        .collect();
    let results = play.results();
    let next = last + 1;
    let round = match new.format {
        Format::Swiss { rounds } if last >= rounds => return Ok(None),
        Format::Knockout if was_final => return Ok(None),
        Format::Swiss { .. } => swiss_round(next, &seeds, &playing, &results, new.table_size),
        Format::Knockout => knockout_round(next, &seeds, &playing, &results, new.table_size),
    };
    match round {
        Ok(round) => Ok(Some(round)),
        Err(SeatingError::TooFew(_) | SeatingError::Over) => Ok(None),
        Err(e @ SeatingError::Seats(_)) => Err(e),
    }
}

/// Where `play` is for the players of its table `game`, just ended: none if
/// `game` is none of its tables or is still playing.
pub fn table_next(play: &TournamentPlay, game: GameId) -> Option<TableNext> {
    let table = play.tables.iter().find(|t| t.game == game)?;
    let result = table.result()?;
    let seeds = Seeds::new(&play.seeds());
    let knockout = play.tournament.new.format == Format::Knockout;
    let final_tie = match knockout && play.is_final(table.round) {
        true => break_final_tie(&mut result.clone(), &seeds),
        false => None,
    };
    let out = match play.tournament.new.format {
        Format::Knockout
            if play.tournament.state != TournamentState::Cancelled
                && !play.is_final(table.round) =>
        {
            let on = advancing(&result, &seeds);
            let people = result.people().map(|(id, _, _)| id);
            people.filter(|id| !on.contains(id)).collect()
        }
        _ => Vec::new(),
    };
    let (last, _) = play.last_round();
    let playing = play
        .tables
        .iter()
        .filter(|t| t.round == table.round && t.finishes.is_none())
        .count();
    let step = match play.tournament.state {
        TournamentState::Cancelled => NextStep::Cancelled,
        TournamentState::Finished => NextStep::Over,
        _ if last > table.round => NextStep::Started {
            round: last,
            is_final: play.is_final(last),
        },
        _ if playing > 0 => NextStep::Waits {
            round: has_next(play, table.round).then_some(table.round + 1),
            tables: playing,
        },
        _ => match next_round(play, table.round, play.is_final(table.round)) {
            Ok(Some(round)) => NextStep::Starts {
                round: round.number,
                is_final: round.is_final,
            },
            _ => NextStep::Over,
        },
    };
    let seats = match step {
        NextStep::Started { round, .. } => seats_in(play, round, result.people().map(|p| p.0)),
        _ => Vec::new(),
    };
    Some(TableNext {
        step,
        out,
        final_tie,
        seats,
    })
}

/// Where each of `people` sits in round `round` of `play`: at a table, or
/// with a bye (those in neither went out).
fn seats_in(
    play: &TournamentPlay,
    round: u16,
    people: impl Iterator<Item = UserId>,
) -> Vec<(UserId, NextSeat)> {
    let at = |id: UserId| {
        let mut tables = play.tables.iter().filter(|t| t.round == round);
        let table = tables.find(|t| t.seating.iter().any(|(_, s)| s.person() == Some(id)));
        match table {
            Some(table) => Some(NextSeat::At {
                number: table.number,
                thread: table.place.1,
            }),
            None => play.byes.contains(&(round, id)).then_some(NextSeat::Bye),
        }
    };
    people.filter_map(|id| Some((id, at(id)?))).collect()
}

/// Whether a round follows round `round`, while some of its tables play: a
/// Swiss's rounds are counted; a knock-out goes on until its final.
fn has_next(play: &TournamentPlay, round: u16) -> bool {
    match play.tournament.new.format {
        Format::Swiss { rounds } => round < rounds,
        Format::Knockout => !play.is_final(round),
    }
}
