//! The `custom_id` of every button and select menu the bot posts: encoding and
//! strict parsing, with no Discord type (the screen imports them from here).
//!
//! Ids carry everything needed to judge a click against the stored game (game
//! id, game version, the move itself), so buttons keep working after a restart
//! and a click is never trusted: [`crate::live::decide_click`] checks it.
//! Ids hold no secrets (clients can read them) and stay far below Discord's 100
//! characters: the longest, a move, is about 30.

use std::fmt;

use crate::game::{Move, Pawn, Pawns, Space};
pub use crate::live::CancelStep;
use crate::live::SignUpButton;
use crate::seating::TournamentId;
use crate::table::{GameId, Period, UserId};

mod buttons;

pub use buttons::*;

/// Discord's limit on a custom id.
pub const MAX_ID_LEN: usize = 100;

/// Every kind of component the bot posts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ComponentId {
    /// A move button of a turn message.
    Move {
        game: GameId,
        version: u64,
        mv: Move,
    },
    /// The menu of a turn's moves (row `row` of its message), for a die
    /// with more moves than a row of buttons holds: each option's value is
    /// the move's own id ([`ComponentId::Move`]), read by [`picked_move`].
    MoveMenu { game: GameId, version: u64, row: u8 },
    /// A lobby button or menu.
    Lobby {
        lobby: GameId,
        control: LobbyControl,
    },
    /// "Rematch" under a result: a new lobby that invites the game's players.
    Rematch { game: GameId },
    /// "Export" under a result: the game record as a file.
    Export { game: GameId },
    /// "Analysis" under a result: who was winning, and why.
    Analysis { game: GameId },
    /// "How to read this" under an analysis: the formula, told to the clicker.
    AnalysisHelp,
    /// "My moves" under game `game`'s analysis: the clicker's own marks and
    /// costliest turns, told to them alone.
    OwnMoves { game: GameId },
    /// The confirmation of `/hypnosia resign`.
    Resign { game: GameId },
    /// A step of `/hypnosia cancel`.
    Cancel { game: GameId, step: CancelStep },
    /// ◀ or ▶ under `/hypnosia games`: show page `page` (0-based) of the
    /// server's past games, only `player`'s when given.
    GamesPage {
        page: u32,
        player: Option<UserId>,
        button: PageButton,
    },
    /// A step button of `/hypnosia replay`: show game `game` after `turn` turns.
    /// The id holds the whole state, so a replay outlives a restart.
    Replay {
        game: GameId,
        turn: u32,
        button: ReplayButton,
    },
    /// A move button of a lesson of `/hypnosia learn`: the lesson (0-based),
    /// its step, the learner's wrong moves at that step so far (after two,
    /// the right button is shown) and the move. The lesson's position is
    /// rebuilt from its data, so the id is the whole state.
    Lesson {
        lesson: u8,
        step: u8,
        misses: u8,
        mv: Move,
    },
    /// ◀ Back, Skip ▶ or Quit under a lesson (0-based) of `/hypnosia learn`.
    LessonNav { lesson: u8, button: LessonButton },
    /// "Practice game" after the last lesson: a table with the easy computer.
    Practice,
    /// "Hint" on the turn message of a person alone with computer players:
    /// what the hard computer player would play at this version.
    Hint { game: GameId, version: u64 },
    /// "Finish for me" on the turn message of the one person who can still
    /// move: the hard computer plays the rest of the game for them.
    Finish { game: GameId, version: u64 },
    /// "Share" under the private answer of `/hypnosia stats`: `user`'s stats
    /// of `period`, posted in public.
    ShareStats { user: UserId, period: Period },
    /// "Share" under the private answer of `/hypnosia games`: that page
    /// (0-based), posted in public.
    ShareGames { page: u32, player: Option<UserId> },
    /// Share under the verdict of a daily puzzle `puzzle`: one line, whether
    /// the clicker solved it, never how.
    SharePuzzle { puzzle: i64 },
    /// A move button of `/hypnosia puzzle`'s puzzle `puzzle`, after the turn's
    /// `first` move if played: the id is the whole state (the store, the rest).
    Puzzle {
        puzzle: i64,
        first: Option<Move>,
        mv: Move,
    },
    /// "Next puzzle" under a puzzle's verdict.
    PuzzleNext,
    /// "Solve" under a daily puzzle's public message: puzzle `puzzle`, opened
    /// for the clicker alone.
    PuzzleOpen { puzzle: i64 },
    /// "Start over" under puzzle `puzzle` after its first move: the puzzle
    /// again from its first move, in place (nothing is rated before the
    /// second die).
    PuzzleRestart { puzzle: i64 },
    /// "Refresh" on the board of game `game` where the bot shows it only
    /// through people's clicks (a DM, a group DM, a server without the bot):
    /// the game as it is now, shown in place of that message.
    Refresh { game: GameId },
    /// "Standings" under the results of a tournament's table `game` (in place
    /// of Rematch): the tournament's standings now, told to the clicker.
    Standings { game: GameId },
    /// Share under a tournament's standings told to one person: its one
    /// public standings message, posted or edited in place.
    ShareStandings { tournament: TournamentId },
    /// Join, Leave or Check in under a tournament's sign-up message.
    Tournament {
        tournament: TournamentId,
        button: SignUpButton,
    },
}

/// The most pages or turns an id may name: far beyond any real history or game
/// (a game lasts at most 300 turns per starting player), so a forged number
/// cannot make the bot count to four billion.
pub const MAX_STEP: u32 = 100_000;

/// A custom id that the bot did not make (or an old, incompatible one).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unrecognised button id")]
pub struct MalformedId;

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ComponentId::Move { game, version, mv } => {
                write!(f, "hy:m:{game}:{version}:")?;
                write_move(f, &mv)
            }
            ComponentId::MoveMenu { game, version, row } => {
                write!(f, "hy:mm:{game}:{version}:{row}")
            }
            ComponentId::Lesson {
                lesson,
                step,
                misses,
                mv,
            } => {
                write!(f, "hy:t:{lesson}:{step}:{misses}:")?;
                write_move(f, &mv)
            }
            ComponentId::LessonNav { lesson, button } => {
                write!(f, "hy:tn:{lesson}:{}", button.code())
            }
            ComponentId::Practice => f.write_str("hy:tp"),
            ComponentId::Puzzle { puzzle, first, mv } => {
                write!(f, "hy:z:{puzzle}:")?;
                if let Some(first) = first {
                    write_move(f, &first)?;
                    f.write_str(":")?;
                }
                write_move(f, &mv)
            }
            ComponentId::PuzzleNext => f.write_str("hy:zn"),
            ComponentId::Refresh { game } => write!(f, "hy:rf:{game}"),
            ComponentId::PuzzleOpen { puzzle } => write!(f, "hy:zo:{puzzle}"),
            ComponentId::PuzzleRestart { puzzle } => write!(f, "hy:zr:{puzzle}"),
            ComponentId::Hint { game, version } => write!(f, "hy:h:{game}:{version}"),
            ComponentId::Finish { game, version } => write!(f, "hy:fm:{game}:{version}"),
            ComponentId::Lobby { lobby, control } => {
                write!(f, "hy:l:{lobby}:")?;
                match control {
                    LobbyControl::Join => f.write_str("join"),
                    LobbyControl::Leave => f.write_str("leave"),
                    LobbyControl::AddAi(level) => write!(f, "ai:{level}"),
                    LobbyControl::RemoveAi => f.write_str("unai"),
                    LobbyControl::Start => f.write_str("start"),
                    LobbyControl::Cancel => f.write_str("cancel"),
                    LobbyControl::Decline => f.write_str("decline"),
                    LobbyControl::ColorMenu => f.write_str("color"),
                    LobbyControl::ComputerMenu => f.write_str("cpu"),
                }
            }
            ComponentId::Rematch { game } => write!(f, "hy:r:{game}"),
            ComponentId::Export { game } => write!(f, "hy:e:{game}"),
            ComponentId::Analysis { game } => write!(f, "hy:an:{game}"),
            ComponentId::AnalysisHelp => write!(f, "hy:ah"),
            ComponentId::OwnMoves { game } => write!(f, "hy:am:{game}"),
            ComponentId::Resign { game } => write!(f, "hy:rs:{game}"),
            ComponentId::Cancel { game, step } => match step {
                CancelStep::Confirm => write!(f, "hy:c:{game}:ok"),
                CancelStep::Force => write!(f, "hy:c:{game}:force"),
                CancelStep::Agree { vote } => write!(f, "hy:c:{game}:agree:{vote}"),
            },
            ComponentId::GamesPage {
                page,
                player,
                button,
            } => {
                write!(f, "hy:g:{page}:")?;
                match player {
                    Some(user) => write!(f, "{user}:")?,
                    None => f.write_str("-:")?,
                }
                f.write_str(match button {
                    PageButton::Previous => "p",
                    PageButton::Next => "n",
                })
            }
            ComponentId::Replay { game, turn, button } => {
                write!(f, "hy:p:{game}:{turn}:{}", button.code())
            }
            ComponentId::ShareStats { user, period } => match period {
                Period::AllTime => write!(f, "hy:ss:{user}:all"),
                Period::Season(season) => write!(f, "hy:ss:{user}:{season}"),
            },
            ComponentId::ShareGames { page, player } => match player {
                Some(user) => write!(f, "hy:sg:{page}:{user}"),
                None => write!(f, "hy:sg:{page}:-"),
            },
            ComponentId::SharePuzzle { puzzle } => write!(f, "hy:sz:{puzzle}"),
            ComponentId::Standings { game } => write!(f, "hy:ts:{game}"),
            ComponentId::ShareStandings { tournament } => write!(f, "hy:st:{tournament}"),
            ComponentId::Tournament { tournament, button } => {
                let code = match button {
                    SignUpButton::Join => "tj",
                    SignUpButton::Leave => "tl",
                    SignUpButton::CheckIn => "tc",
                };
                write!(f, "hy:{code}:{tournament}")
            }
        }
    }
}

/// The first button under game `game`'s results and its label: Rematch, or
/// at a `tournament`'s table Standings (its next game is the next round's).
pub fn results_first(game: GameId, tournament: bool) -> (ComponentId, crate::i18n::Text) {
    match tournament {
        true => (
            ComponentId::Standings { game },
            crate::text!("results-standings"),
        ),
        false => (
            ComponentId::Rematch { game },
            crate::text!("results-rematch"),
        ),
    }
}

/// Whether the control `id` is on the post that shows `version` of `game`: a
/// turn's moves name both; the results' Export names the game, which ends once.
pub fn shows_version(id: &str, game: GameId, version: u64) -> bool {
    match id.parse() {
        Ok(ComponentId::Move {
            game: g,
            version: v,
            ..
        })
        | Ok(ComponentId::MoveMenu {
            game: g,
            version: v,
            ..
        }) => (g, v) == (game, version),
        Ok(ComponentId::Export { game: g }) => g == game,
        _ => false,
    }
}

/// The move picked in a turn's menu of game `game` at `version`: the
/// option's value is the move's own id, which must name the same game and
/// version as the menu (a forged value naming another is refused).
pub fn picked_move(game: GameId, version: u64, value: &str) -> Result<Move, MalformedId> {
    match value.parse()? {
        ComponentId::Move {
            game: g,
            version: v,
            mv,
        } if g == game && v == version => Ok(mv),
        _ => Err(MalformedId),
    }
}

/// A move as its ids write it: `die:pawns:from:to:x` (`-` when not crossing).
fn write_move(f: &mut fmt::Formatter<'_>, mv: &Move) -> fmt::Result {
    write!(
        f,
        "{}:{}:{}:{}:{}",
        mv.die,
        mv.pawns,
        mv.from,
        mv.to,
        if mv.cross { "x" } else { "-" }
    )
}

/// The five fields of [`write_move`], strictly.
fn parse_move(die: &str, ps: &str, from: &str, to: &str, cross: &str) -> Result<Move, MalformedId> {
    let die = match number(die)? {
        d @ 1..=6 => d as u8,
        _ => return Err(MalformedId),
    };
    let cross = match cross {
        "x" => true,
        "-" => false,
        _ => return Err(MalformedId),
    };
    Ok(Move {
        die,
        pawns: pawns(ps)?,
        from: from.parse::<Space>().map_err(|_| MalformedId)?,
        to: to.parse::<Space>().map_err(|_| MalformedId)?,
        cross,
    })
}

/// A small number (a lesson or step) with one spelling.
fn small(s: &str) -> Result<u8, MalformedId> {
    u8::try_from(number(s)?).map_err(|_| MalformedId)
}

/// A decimal number with one spelling only: no sign, no leading zero.
fn number(s: &str) -> Result<u64, MalformedId> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0'))
    {
        return Err(MalformedId);
    }
    s.parse().map_err(|_| MalformedId)
}

/// A page or turn number, bounded by [`MAX_STEP`].
fn step(s: &str) -> Result<u32, MalformedId> {
    let n = number(s)?;
    u32::try_from(n)
        .ok()
        .filter(|n| *n <= MAX_STEP)
        .ok_or(MalformedId)
}

/// A positive id that fits the store's signed 64-bit keys.
fn id(s: &str) -> Result<GameId, MalformedId> {
    let n = number(s)?;
    match i64::try_from(n) {
        Ok(n) if n > 0 => Ok(GameId(n)),
        _ => Err(MalformedId),
    }
}

fn pawns(s: &str) -> Result<Pawns, MalformedId> {
    let pawn = |t: &str| -> Result<Pawn, MalformedId> {
        let n = number(t)?;
        u8::try_from(n).ok().and_then(Pawn::new).ok_or(MalformedId)
    };
    match s.split_once('+') {
        None => Ok(Pawns::single(pawn(s)?)),
        Some((a, b)) => {
            let (a, b) = (pawn(a)?, pawn(b)?);
            if a >= b {
                return Err(MalformedId);
            }
            Ok(Pawns::single(a).with(b))
        }
    }
}

impl std::str::FromStr for ComponentId {
    type Err = MalformedId;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.len() > MAX_ID_LEN {
            return Err(MalformedId);
        }
        let parts: Vec<&str> = s.split(':').collect();
        match parts.as_slice() {
            ["hy", "m", game, version, die, ps, from, to, cross] => Ok(ComponentId::Move {
                game: id(game)?,
                version: number(version)?,
                mv: parse_move(die, ps, from, to, cross)?,
            }),
            ["hy", "mm", game, version, row] => Ok(ComponentId::MoveMenu {
                game: id(game)?,
                version: number(version)?,
                row: small(row)?,
            }),
            ["hy", "t", lesson, step, misses, die, ps, from, to, cross] => {
                Ok(ComponentId::Lesson {
                    lesson: small(lesson)?,
                    step: small(step)?,
                    misses: small(misses)?,
                    mv: parse_move(die, ps, from, to, cross)?,
                })
            }
            // A lesson message posted before misses were counted.
            ["hy", "t", lesson, step, die, ps, from, to, cross] => Ok(ComponentId::Lesson {
                lesson: small(lesson)?,
                step: small(step)?,
                misses: 0,
                mv: parse_move(die, ps, from, to, cross)?,
            }),
            ["hy", "tn", lesson, button] => Ok(ComponentId::LessonNav {
                lesson: small(lesson)?,
                button: LessonButton::ALL
                    .into_iter()
                    .find(|b| b.code() == *button)
                    .ok_or(MalformedId)?,
            }),
            ["hy", "tp"] => Ok(ComponentId::Practice),
            ["hy", "z", puzzle, moves @ ..] => {
                let (first, mv) = match moves {
                    [d, p, f, t, x] => (None, parse_move(d, p, f, t, x)?),
                    [d, p, f, t, x, rest @ ..] => {
                        let [d2, p2, f2, t2, x2] = rest else {
                            return Err(MalformedId);
                        };
                        let first = parse_move(d, p, f, t, x)?;
                        (Some(first), parse_move(d2, p2, f2, t2, x2)?)
                    }
                    _ => return Err(MalformedId),
                };
                let puzzle = id(puzzle)?.0;
                Ok(ComponentId::Puzzle { puzzle, first, mv })
            }
            ["hy", "zn"] => Ok(ComponentId::PuzzleNext),
            ["hy", "rf", game] => Ok(ComponentId::Refresh { game: id(game)? }),
            ["hy", "zo", puzzle] => Ok(ComponentId::PuzzleOpen {
                puzzle: id(puzzle)?.0,
            }),
            ["hy", "zr", puzzle] => Ok(ComponentId::PuzzleRestart {
                puzzle: id(puzzle)?.0,
            }),
            ["hy", "h", game, version] => Ok(ComponentId::Hint {
                game: id(game)?,
                version: number(version)?,
            }),
            ["hy", "fm", game, version] => Ok(ComponentId::Finish {
                game: id(game)?,
                version: number(version)?,
            }),
            ["hy", "l", lobby, rest @ ..] => {
                let control = match rest {
                    ["join"] => LobbyControl::Join,
                    ["leave"] => LobbyControl::Leave,
                    ["ai", level] => LobbyControl::AddAi(level.parse().map_err(|_| MalformedId)?),
                    ["unai"] => LobbyControl::RemoveAi,
                    ["start"] => LobbyControl::Start,
                    ["cancel"] => LobbyControl::Cancel,
                    ["decline"] => LobbyControl::Decline,
                    ["color"] => LobbyControl::ColorMenu,
                    ["cpu"] => LobbyControl::ComputerMenu,
                    _ => return Err(MalformedId),
                };
                Ok(ComponentId::Lobby {
                    lobby: id(lobby)?,
                    control,
                })
            }
            ["hy", "r", game] => Ok(ComponentId::Rematch { game: id(game)? }),
            ["hy", "e", game] => Ok(ComponentId::Export { game: id(game)? }),
            ["hy", "an", game] => Ok(ComponentId::Analysis { game: id(game)? }),
            ["hy", "ah"] => Ok(ComponentId::AnalysisHelp),
            ["hy", "am", game] => Ok(ComponentId::OwnMoves { game: id(game)? }),
            ["hy", "rs", game] => Ok(ComponentId::Resign { game: id(game)? }),
            ["hy", "c", game, rest @ ..] => {
                let step = match rest {
                    ["ok"] => CancelStep::Confirm,
                    ["force"] => CancelStep::Force,
                    ["agree", vote] => CancelStep::Agree {
                        vote: number(vote)?,
                    },
                    _ => return Err(MalformedId),
                };
                Ok(ComponentId::Cancel {
                    game: id(game)?,
                    step,
                })
            }
            ["hy", "g", page, player, button] => Ok(ComponentId::GamesPage {
                page: step(page)?,
                player: player_of(player)?,
                button: match *button {
                    "p" => PageButton::Previous,
                    "n" => PageButton::Next,
                    _ => return Err(MalformedId),
                },
            }),
            ["hy", "p", game, turn, button] => Ok(ComponentId::Replay {
                game: id(game)?,
                turn: step(turn)?,
                button: ReplayButton::ALL
                    .into_iter()
                    .find(|b| b.code() == *button)
                    .ok_or(MalformedId)?,
            }),
            ["hy", "ss", user, period] => Ok(ComponentId::ShareStats {
                user: player_of(user)?.ok_or(MalformedId)?,
                period: match *period {
                    "all" => Period::AllTime,
                    key => {
                        let season: crate::table::Season = key.parse().map_err(|_| MalformedId)?;
                        // One spelling only, as the ids write it.
                        if season.key() != key {
                            return Err(MalformedId);
                        }
                        Period::Season(season)
                    }
                },
            }),
            ["hy", "sg", page, player] => Ok(ComponentId::ShareGames {
                page: step(page)?,
                player: player_of(player)?,
            }),
            ["hy", "sz", puzzle] => Ok(ComponentId::SharePuzzle {
                puzzle: id(puzzle)?.0,
            }),
            ["hy", "ts", game] => Ok(ComponentId::Standings { game: id(game)? }),
            ["hy", "st", tournament] => Ok(ComponentId::ShareStandings {
                tournament: TournamentId(id(tournament)?.0),
            }),
            ["hy", code @ ("tj" | "tl" | "tc"), tournament] => Ok(ComponentId::Tournament {
                tournament: TournamentId(number(tournament)?.try_into().map_err(|_| MalformedId)?),
                button: match *code {
                    "tj" => SignUpButton::Join,
                    "tl" => SignUpButton::Leave,
                    _ => SignUpButton::CheckIn,
                },
            }),
            _ => Err(MalformedId),
        }
    }
}

/// A player an id names (`-`: none), never user 0.
fn player_of(s: &str) -> Result<Option<UserId>, MalformedId> {
    match s {
        "-" => Ok(None),
        user => match number(user)? {
            0 => Err(MalformedId),
            u => Ok(Some(UserId(u))),
        },
    }
}
