//! The floor of every view: [`View`], a message's whole content as plain
//! Rust (its text, its [`Card`], its rows of buttons and menus, the board),
//! which the screen turns into Discord's message, edit or interaction update
//! (`discord/view.rs`, the one place a `View` becomes Discord's); and a
//! button. Views above it build a `View`; none reaches back here for anything
//! but these.

use crate::controls::ComponentId;
use crate::i18n::Lang;
use crate::table::UserId;
use crate::words::card::Card;
use crate::words::fit;

/// A message's whole content.
#[derive(Clone, Debug, Default)]
pub struct View {
    pub content: Option<String>,
    pub embed: Option<Card>,
    pub components: Vec<Row>,
    /// Board PNG, shown in the embed as `attachment://board.png`.
    pub board: Option<Vec<u8>>,
    /// The board's alt text, which screen readers read (Discord's buttons
    /// have no label of their own for them): a turn's moves in full.
    pub alt: Option<String>,
    /// Users this message pings (only a new turn message pings anyone).
    pub ping: Vec<UserId>,
    /// Posted without a notification (Discord's SUPPRESS_NOTIFICATIONS): the
    /// mention still shows, but nobody is notified.
    pub silent: bool,
    /// As an edit without a board: the message's files stay (none uploaded).
    pub keep_files: bool,
}

impl View {
    /// The same message with no buttons (a board that moved away: it plays
    /// no more).
    pub fn unplayable(&self) -> View {
        View {
            components: Vec::new(),
            ..self.clone()
        }
    }

    /// One line that pings `user` (a turn's, where only clicks show it).
    pub fn pinging(line: String, user: UserId) -> View {
        View {
            content: Some(line),
            ping: vec![user],
            ..View::default()
        }
    }
}

/// A row under a message: up to five buttons, or one select menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    Menu(Menu),
}

/// A button: one that sends its custom id when clicked, or a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    Click {
        /// The custom id it sends (a [`ComponentId`], written).
        id: String,
        label: String,
        /// A Unicode emoji before the label.
        emoji: Option<String>,
        style: Style,
        disabled: bool,
    },
    /// Opens `url` (a message's link, say); it sends nothing to the bot.
    Link { url: String, label: String },
}

/// A clickable button's color.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Blurple.
    Primary,
    /// Grey.
    Secondary,
    /// Green.
    Success,
    /// Red.
    Danger,
}

/// A select menu of plain options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// The custom id it sends with the picked option's value.
    pub id: String,
    pub options: Vec<MenuOption>,
    pub placeholder: Option<String>,
}

/// An option of a [`Menu`]: what it reads, and the value it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

impl Button {
    /// A link button to `url` reading `label`.
    pub fn link(url: impl Into<String>, label: impl Into<String>) -> Button {
        Button::Link {
            url: url.into(),
            label: label.into(),
        }
    }

    /// This button greyed out (`disabled`), or clickable; a link stays one.
    pub fn disabled(mut self, to: bool) -> Button {
        if let Button::Click { disabled, .. } = &mut self {
            *disabled = to;
        }
        self
    }
}

impl Menu {
    /// A menu sending `id` with the value of the option picked.
    pub fn new(id: impl Into<String>, options: Vec<MenuOption>) -> Menu {
        Menu {
            id: id.into(),
            options,
            placeholder: None,
        }
    }

    /// What the menu reads before anything is picked.
    pub fn placeholder(self, placeholder: impl Into<String>) -> Menu {
        Menu {
            placeholder: Some(placeholder.into()),
            ..self
        }
    }
}

impl MenuOption {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> MenuOption {
        MenuOption {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// A button that sends `id` when clicked, its label fitted to Discord's limit.
pub fn button(id: ComponentId, label: &str, style: Style) -> Button {
    Button::Click {
        id: id.to_string(),
        label: fit::truncate(label, fit::BUTTON_LABEL),
        emoji: None,
        style,
        disabled: false,
    }
}

/// A row of one "Go to message" link button to `url` (a message's link), in
/// place of a raw link in a text.
pub fn go_to_row(lang: Lang, url: &str) -> Row {
    Row::Buttons(vec![Button::link(
        url,
        fit::truncate(&crate::t!(lang, "go-to-message"), fit::BUTTON_LABEL),
    )])
}
