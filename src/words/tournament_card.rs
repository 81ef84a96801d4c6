//! A tournament's standings as the picture draws them (`render::standings`):
//! the rows, the computers that filled seats, a knock-out's bracket and the
//! words, from the store's tournament in the server's language. Plain Rust,
//! tested without Discord.

use std::collections::BTreeMap;

use crate::i18n::{Lang, decimal};
use crate::render::{
    BracketRound, BracketSeat, BracketTable, ComputerFace, SeatFace, StandingsCard, StandingsRow,
    StandingsWords,
};
use crate::seating::{Format, Seeds, Sitter, Standing, TableResult, advancing};
use crate::seating::{TournamentPlay, TournamentState, TournamentTable};
use crate::t;
use crate::table::UserId;
use crate::words::tournaments::{knockout_columns, state_text};

/// The most people the picture ranks (the text lists everyone): 24 rows
/// keep it readable at the size Discord shows it.
pub const CARD_PEOPLE: usize = 24;

/// The most computers listed below them.
const CARD_COMPUTERS: usize = 8;

/// How the computers that fill tournament seats are drawn (they play at
/// the medium level).
const COMPUTER: SeatFace = SeatFace::Computer(ComputerFace::Medium);

/// The standings picture of `play` with `rows` (best first); `faces` holds
/// the people's faces (missing ones are their initials).
pub fn standings_card(
    lang: Lang,
    play: &TournamentPlay,
    rows: &[Standing],
    faces: &BTreeMap<UserId, SeatFace>,
) -> StandingsCard {
    let t = &play.tournament;
    let name_of = |id: UserId| {
        play.entrants
            .iter()
            .find(|e| e.user == id)
            .map_or_else(|| id.to_string(), |e| e.name.clone())
    };
    let face_of = |id: UserId| faces.get(&id).cloned().unwrap_or_default();
    let knockout = t.new.format == Format::Knockout;
    let mut card_rows: Vec<StandingsRow> = rows
        .iter()
        .take(CARD_PEOPLE)
        .map(|s| match knockout {
            // How far each went, and whether they are in still: a
            // knock-out ranks by it, and has no points.
            true => {
                let (reached, status) = knockout_columns(lang, play, s.id);
                StandingsRow {
                    rank: Some(s.rank),
                    face: face_of(s.id),
                    name: name_of(s.id),
                    points: reached,
                    game_points: String::new(),
                    buchholz: status,
                }
            }
            false => StandingsRow {
                rank: Some(s.rank),
                face: face_of(s.id),
                name: name_of(s.id),
                points: decimal(lang, s.points.as_wins(), 2),
                game_points: decimal(lang, f64::from(s.game_points), 0),
                buchholz: decimal(lang, s.buchholz.as_wins(), 2),
            },
        })
        .collect();
    let computers = play.tables.iter().filter_map(|table| {
        let result = table.result()?;
        let computers: Vec<StandingsRow> = result
            .finishes
            .iter()
            .filter(|f| f.sitter.person().is_none())
            .map(|f| StandingsRow {
                rank: None,
                face: COMPUTER,
                name: t!(lang, "tournament-card-computer", round = table.round),
                // A computer never goes on: in a knock-out it only fills a seat.
                points: match knockout {
                    true => "–".to_owned(),
                    false => decimal(lang, result.points(f).as_wins(), 2),
                },
                game_points: match knockout {
                    true => String::new(),
                    false => decimal(lang, f64::from(f.score), 0),
                },
                buchholz: "–".to_owned(),
            })
            .collect();
        Some(computers)
    });
    card_rows.extend(computers.flatten().take(CARD_COMPUTERS));
    let bracket = match t.new.format {
        Format::Knockout => bracket(lang, play, &name_of, &face_of),
        Format::Swiss { .. } => Vec::new(),
    };
    StandingsCard {
        words: StandingsWords {
            title: t.new.name.clone(),
            // Over, it is the podium's picture.
            subtitle: match t.state {
                TournamentState::Finished => t!(lang, "tournament-final-standings"),
                _ => state_text(lang, t, play.last_round().0),
            },
            points: match knockout {
                true => t!(lang, "tournament-card-reached"),
                false => t!(lang, "tournament-card-points"),
            },
            game_points: match knockout {
                true => String::new(),
                false => t!(lang, "tournament-card-game-points"),
            },
            buchholz: match knockout {
                true => t!(lang, "tournament-card-status"),
                false => t!(lang, "tournament-card-opponents"),
            },
        },
        rows: card_rows,
        bracket,
    }
}

/// A knock-out's rounds as seated, each table's seats in turn order: their
/// places once it is over, and who went on (in the final, who won); then
/// the round's byes, each a table of one that went on.
fn bracket(
    lang: Lang,
    play: &TournamentPlay,
    name_of: &dyn Fn(UserId) -> String,
    face_of: &dyn Fn(UserId) -> SeatFace,
) -> Vec<BracketRound> {
    let seeds = Seeds::new(&play.seeds());
    play.rounds
        .iter()
        .map(|&(round, is_final)| BracketRound {
            title: match is_final {
                true => t!(lang, "tournament-card-final"),
                false => t!(lang, "tournament-card-round", round = round),
            },
            tables: play
                .tables
                .iter()
                .filter(|table| table.round == round)
                .map(|table| {
                    let seat = |sitter| match sitter {
                        Sitter::Person(id) => (face_of(id), name_of(id), false),
                        Sitter::Computer(_) => {
                            (COMPUTER, t!(lang, "tournament-card-computer-seat"), true)
                        }
                    };
                    let result = play.counted_result(table);
                    bracket_table(lang, (table, result), is_final, &seeds, seat)
                })
                .chain(play.byes.iter().filter(|b| b.0 == round).map(|&(_, id)| {
                    let (face, name) = (face_of(id), name_of(id));
                    let (place, went_on, computer) = (None, true, false);
                    let seats = vec![BracketSeat {
                        face,
                        name,
                        place,
                        went_on,
                        computer,
                    }];
                    BracketTable {
                        title: t!(lang, "tournament-card-bye"),
                        seats,
                    }
                }))
                .collect(),
        })
        .collect()
}

/// One table of the bracket with its result as the tournament counts it (a
/// final has one winner); `seat` says who a sitter is: their face, name and
/// whether a computer.
fn bracket_table(
    lang: Lang,
    (table, result): (&TournamentTable, Option<TableResult>),
    is_final: bool,
    seeds: &Seeds,
    seat: impl Fn(Sitter) -> (SeatFace, String, bool),
) -> BracketTable {
    let went_on: Vec<UserId> = match &result {
        Some(r) if is_final => r.people().filter(|p| p.1.rank == 1).map(|p| p.0).collect(),
        Some(r) => advancing(r, seeds),
        None => Vec::new(),
    };
    let seats = table
        .seating
        .iter()
        .map(|&(_, sitter)| {
            let (face, name, computer) = seat(sitter);
            let place = result
                .as_ref()
                .and_then(|r| r.finishes.iter().find(|f| f.sitter == sitter))
                .map(|f| f.rank);
            BracketSeat {
                face,
                name,
                place,
                went_on: sitter.person().is_some_and(|id| went_on.contains(&id)),
                computer,
            }
        })
        .collect();
    BracketTable {
        title: t!(lang, "tournament-card-table", table = table.number),
        seats,
    }
}
