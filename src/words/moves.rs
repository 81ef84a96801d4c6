//! One language for moves: every place that tells a move (the buttons and
//! menus of a turn, the log and thread lines, replays, hints, lessons) says
//! it in the same words, written here once: `pawn 3 to O12`, `pawns 1+2 to M6
//! · captures`, `pawn 1 into the center +5`, `pawn 2 over the bridge to M3`.
//! The notation (`5: 3 O8→O12`) stays in the JSON record and the developer
//! commands; no message speaks it.
//!
//! A move is told in three lengths: its words ([`move_words`], without the
//! die), its sentence ([`move_sentence`], `🎲5 · pawn 3 to O12`: a menu's
//! option, a hint) and its chip ([`move_chip`], `🎲5 ③ O12`: a button, short
//! enough for five in a line at chat size, naming the board's mark; on a
//! turn's row only its first chip names the die: [`move_chip_without_die`]).

use crate::game::{AutoCause, Move, center_points};
use crate::game::{MoveRecord, Position, Space, TurnRecord};
use crate::i18n::Lang;
use crate::t;

/// Where a move ends, as people are told it.
enum Landing {
    /// A ring space, reached along the ring.
    Space(String),
    /// A ring space of the next ring in, over the bridge the move started on.
    OverBridge(String),
    /// The center, with the points its mark shows (offered) or the points
    /// the pawns scored (played).
    Center(i16),
}

/// A move, offered or played, reduced to what its words say.
struct Told {
    pawns: Vec<u8>,
    landing: Landing,
    captures: bool,
}

impl Told {
    fn played(m: &MoveRecord) -> Told {
        let landing = if m.to == "C" {
            Landing::Center(m.center.iter().map(|&p| center_points(p)).sum())
        } else if m.cross {
            Landing::OverBridge(m.to.clone())
        } else {
            Landing::Space(m.to.clone())
        };
        Told {
            pawns: m.pawns.clone(),
            landing,
            captures: !m.captured.is_empty(),
        }
    }

    fn offered(position: &Position, mv: &Move) -> Told {
        let landing = match mv.to {
            // The center's mark on the board: the points of its next place.
            Space::Center => Landing::Center(center_points(
                position.center_taken().min(crate::game::CENTER_PLACES - 1) + 1,
            )),
            space if mv.cross => Landing::OverBridge(space.to_string()),
            space => Landing::Space(space.to_string()),
        };
        Told {
            pawns: mv.pawns.iter().map(|p| p.get()).collect(),
            landing,
            captures: captures(position, mv),
        }
    }

    fn words(&self, lang: Lang) -> String {
        let to = match &self.landing {
            Landing::Space(space) => t!(lang, "move-to-space", space = space.clone()),
            Landing::OverBridge(space) => t!(lang, "move-over-bridge", space = space.clone()),
            Landing::Center(points) => t!(lang, "move-to-center", mark = plus(*points)),
        };
        let pawns: Vec<String> = self.pawns.iter().map(u8::to_string).collect();
        let words = t!(
            lang,
            "move-words",
            count = self.pawns.len(),
            pawns = pawns.join("+"),
            to = to
        );
        match self.captures {
            true => t!(lang, "move-captures", words = words),
            false => words,
        }
    }

    fn chip(&self, lang: Lang, die: Option<u8>) -> String {
        let pawns: String = self.pawns.iter().map(|&p| circled(p)).collect();
        let to = match &self.landing {
            Landing::Space(space) | Landing::OverBridge(space) => space.clone(),
            Landing::Center(points) => t!(lang, "move-chip-center", mark = plus(*points)),
        };
        let chip = match die {
            Some(die) => t!(lang, "move-chip", die = die, pawns = pawns, to = to),
            // Symbols and the board's names only: no language orders them.
            None => format!("{pawns} {to}"),
        };
        match self.captures {
            true => t!(lang, "move-chip-captures", chip = chip),
            false => chip,
        }
    }
}

/// Whether the move lands on an opponent (and so captures).
pub fn captures(position: &Position, mv: &Move) -> bool {
    let Space::Ring(to) = mv.to else { return false };
    match position.occupant(to) {
        Some((color, _)) => color != position.to_move(),
        None => false,
    }
}

/// Points as the board's marks write them: `+5`.
fn plus(points: i16) -> String {
    format!("+{points}")
}

/// A pawn's number as the board draws it, in a circle: `③`.
fn circled(pawn: u8) -> char {
    char::from_u32(0x2460 + u32::from(pawn.clamp(1, 20)) - 1).unwrap_or('?')
}

/// One played move in words, without its die: `pawn 3 to O12`, `pawns 1+2
/// to M6 · captures`, `pawn 1 into the center +5`, marked when the bot
/// played it for a person, with why: "(played by the bot: time ran out)",
/// "(played by the bot: Finish for me)", "(played by the bot: nobody else
/// could move)"; a record older than causes says only "(played by the bot)".
pub fn move_words(lang: Lang, m: &MoveRecord) -> String {
    let words = Told::played(m).words(lang);
    if !m.auto {
        return words;
    }
    match m.cause {
        Some(AutoCause::Timeout) => t!(lang, "move-auto-timeout", played = words),
        Some(AutoCause::FinishForMe) => t!(lang, "move-auto-finish", played = words),
        Some(AutoCause::Decided) => t!(lang, "move-auto-decided", played = words),
        None => t!(lang, "move-auto", played = words),
    }
}

/// A legal move of `position` in words, without its die (see [`move_words`]).
pub fn offered_words(lang: Lang, position: &Position, mv: &Move) -> String {
    Told::offered(position, mv).words(lang)
}

/// A move's whole sentence, its die first: `🎲5 · pawn 3 to O12`.
pub fn move_sentence(lang: Lang, die: u8, words: &str) -> String {
    t!(lang, "move-sentence", die = die, words = words)
}

/// A legal move's button: the die, the pawn as the board draws it, and the
/// board's mark of where it lands (`🎲5 ③ O12`, `🎲1 ② ★+5`, `🎲4 ①② M6 ✕`).
pub fn move_chip(lang: Lang, position: &Position, mv: &Move) -> String {
    Told::offered(position, mv).chip(lang, Some(mv.die))
}

/// [`move_chip`] without its die (`③ O12`), for a button after the first of
/// its die's row: that one names the die, and the row's color says it again.
/// Three fit a line on a 360-px phone, where two chips with the die did.
pub fn move_chip_without_die(lang: Lang, position: &Position, mv: &Move) -> String {
    Told::offered(position, mv).chip(lang, None)
}

/// A die as the turn lines show it: `🎲4`.
pub fn die_words(lang: Lang, die: u8) -> String {
    t!(lang, "move-die", die = die)
}

/// The moves of a turn so far, in the order played: `pawn 3 to O12 · pawn
/// 2 to O8`.
pub fn turn_moves(lang: Lang, turn: &TurnRecord) -> Vec<String> {
    turn.moves.iter().map(|m| move_words(lang, m)).collect()
}

/// The board's alt text on a turn with moves to click: every legal move in
/// its whole sentence, for screen readers (a button has no label but its
/// chip).
pub fn moves_alt(lang: Lang, position: &Position, moves: &[Move]) -> String {
    let sentences: Vec<String> = moves
        .iter()
        .map(|mv| move_sentence(lang, mv.die, &offered_words(lang, position, mv)))
        .collect();
    t!(lang, "board-alt-moves", moves = sentences.join("; "))
}
