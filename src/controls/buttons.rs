//! The buttons and menus whose ids name a choice among a few: a lobby's,
//! a lesson's, a page's and a replay's (their codes are written and read by
//! the parent module).

use crate::learn::flow::{back_from, skip_from};
use crate::live::{LobbyAction, LobbyMenu};
use crate::table::Level;

/// A lobby's button or select menu, as its custom id names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LobbyControl {
    Join,
    Leave,
    /// A button that adds a computer player (lobbies posted before the menu).
    AddAi(Level),
    /// A button that removes one (lobbies posted before the menu).
    RemoveAi,
    Start,
    Cancel,
    /// The one a challenge named declines it.
    Decline,
    /// The color picker: the color comes as its value.
    ColorMenu,
    /// The host's "Add computer" menu: a level adds a computer player,
    /// [`REMOVE_COMPUTER`] removes the one added last.
    ComputerMenu,
}

/// The value of the "Add computer" menu that removes a computer player.
pub const REMOVE_COMPUTER: &str = "remove";

impl LobbyControl {
    /// What a click on it does, read from the value `picked` in a menu; a
    /// value no menu offers is left for the engine to refuse.
    pub fn action(self, picked: Option<&str>) -> LobbyAction {
        match self {
            LobbyControl::Join => LobbyAction::Join,
            LobbyControl::Leave => LobbyAction::Leave,
            LobbyControl::AddAi(level) => LobbyAction::AddComputer(level),
            LobbyControl::RemoveAi => LobbyAction::RemoveComputer,
            LobbyControl::Start => LobbyAction::Start,
            LobbyControl::Cancel => LobbyAction::Cancel,
            LobbyControl::Decline => LobbyAction::Decline,
            LobbyControl::ColorMenu => match picked.and_then(|v| v.parse().ok()) {
                Some(color) => LobbyAction::Color(color),
                None => LobbyAction::Unpicked(LobbyMenu::Color),
            },
            LobbyControl::ComputerMenu => match picked {
                Some(REMOVE_COMPUTER) => LobbyAction::RemoveComputer,
                Some(level) => match level.parse() {
                    Ok(level) => LobbyAction::AddComputer(level),
                    Err(_) => LobbyAction::Unpicked(LobbyMenu::Computer),
                },
                None => LobbyAction::Unpicked(LobbyMenu::Computer),
            },
        }
    }
}

/// The buttons of the lessons besides their moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LessonButton {
    /// The previous lesson, from its start.
    Back,
    /// The next lesson (or the end of the lessons).
    Skip,
    /// Close the lessons.
    Quit,
    /// How to read the board and the buttons, told to the learner.
    Legend,
}

impl LessonButton {
    pub const ALL: [LessonButton; 4] = [
        LessonButton::Back,
        LessonButton::Skip,
        LessonButton::Quit,
        LessonButton::Legend,
    ];

    pub(super) fn code(self) -> &'static str {
        match self {
            LessonButton::Back => "b",
            LessonButton::Skip => "s",
            LessonButton::Quit => "q",
            LessonButton::Legend => "l",
        }
    }
}

/// Which paging button (ids must differ within a message, even when two
/// buttons lead to the same page).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PageButton {
    Previous,
    Next,
}

/// Which step button of a replay.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayButton {
    First,
    BackTen,
    Back,
    Forward,
    ForwardTen,
    Last,
    /// A turn named outright: a costly turn of a player's own moves.
    Jump,
}

impl ReplayButton {
    /// The turn this button leads to, from turn `at` of `total`.
    pub fn target(self, at: u32, total: u32) -> u32 {
        let at = at.min(total);
        match self {
            ReplayButton::First => 0,
            ReplayButton::BackTen => at.saturating_sub(10),
            ReplayButton::Back => at.saturating_sub(1),
            ReplayButton::Forward => (at + 1).min(total),
            ReplayButton::ForwardTen => (at + 10).min(total),
            ReplayButton::Last => total,
            ReplayButton::Jump => at,
        }
    }

    pub const ALL: [ReplayButton; 7] = [
        ReplayButton::First,
        ReplayButton::BackTen,
        ReplayButton::Back,
        ReplayButton::Forward,
        ReplayButton::ForwardTen,
        ReplayButton::Last,
        ReplayButton::Jump,
    ];

    pub(super) fn code(self) -> &'static str {
        match self {
            ReplayButton::First => "f",
            ReplayButton::BackTen => "b10",
            ReplayButton::Back => "b",
            ReplayButton::Forward => "n",
            ReplayButton::ForwardTen => "n10",
            ReplayButton::Last => "l",
            ReplayButton::Jump => "j",
        }
    }
}

/// Where ◀ Back or Skip ▶ under lesson `index` leads: the start of a lesson
/// (`Some`), or the end of the lessons (`None`). Back from the end is the
/// last lesson; Back from the first stays there. (Quit closes the lessons,
/// and Legend is told beside them: neither leads anywhere.)
pub fn nav_target(index: usize, button: LessonButton) -> Option<usize> {
    match button {
        LessonButton::Back => Some(back_from(index)),
        LessonButton::Skip | LessonButton::Quit | LessonButton::Legend => skip_from(index),
    }
}
