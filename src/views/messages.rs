//! What the bot's messages look like: lobby, turn, summary (results and
//! export are `results.rs`'s, votes `votes.rs`'s), each built on the floor
//! of them all, [`View`] (`view.rs`).

use crate::controls::{ComponentId, LobbyControl, REMOVE_COMPUTER};
use crate::i18n::{Lang, Text};
use crate::live::SignUpButton;
use crate::seating::{TournamentPlay, TournamentState};
use crate::t;
use crate::table::{Level, Lobby, Table};
use crate::views::view::{Menu, MenuOption, Row, Style, View, button};
use crate::words::channel_log::summary_text;
use crate::words::markup::CommandIds;
use crate::words::messages::lobby_card;
use crate::words::names::{color_emoji, color_name, level_name};
use crate::words::tournaments::signup_card;

/// The lobby message: its card ([`lobby_card`], which points newcomers to
/// the lessons by `commands`' mention), buttons and color picker
/// (`in_thread`: the lobby is in a thread).
pub fn lobby_view(lang: Lang, lobby: &Lobby, commands: &CommandIds, in_thread: bool) -> View {
    let id = |control| ComponentId::Lobby {
        lobby: lobby.id,
        control,
    };
    let mut content = None;
    let mut rows = vec![Row::Buttons(vec![
        button(
            id(LobbyControl::Join),
            &t!(lang, "lobby-join"),
            Style::Success,
        ),
        button(
            id(LobbyControl::Leave),
            &t!(lang, "lobby-leave"),
            Style::Secondary,
        ),
        button(
            id(LobbyControl::Start),
            &t!(lang, "lobby-start"),
            Style::Primary,
        ),
        button(
            id(LobbyControl::Cancel),
            &t!(lang, "lobby-cancel"),
            Style::Danger,
        ),
    ])];
    // A challenge keeps its line, and its Decline, until its one answers.
    if let (Some(invited), Some(Row::Buttons(first))) = (lobby.kept_for, rows.first_mut()) {
        let decline = id(LobbyControl::Decline);
        first.push(button(
            decline,
            &t!(lang, "lobby-decline"),
            Style::Secondary,
        ));
        content = Some(crate::words::messages::challenge_invite(
            lang, invited, lobby.host,
        ));
    }
    rows.push(computer_menu(lang, lobby));
    let free = lobby.free_colors();
    if !free.is_empty() {
        let options = free
            .iter()
            .map(|c| {
                MenuOption::new(
                    format!("{} {}", color_emoji(*c), color_name(lang, *c)),
                    c.name(),
                )
            })
            .collect();
        rows.push(Row::Menu(
            Menu::new(id(LobbyControl::ColorMenu).to_string(), options)
                .placeholder(t!(lang, "lobby-pick-color")),
        ));
    }
    View {
        embed: Some(lobby_card(
            lang,
            lobby,
            commands.mention("hypnosia learn"),
            in_thread,
        )),
        content,
        components: rows,
        // Only a new post pings: the one a challenge names, once.
        ping: lobby.kept_for.into_iter().collect(),
        ..View::default()
    }
}

/// The host's one "Add computer" menu, in place of a button per level: a
/// level adds a computer player, the last option removes the one added last
/// (a full table or one without computers says so when picked).
fn computer_menu(lang: Lang, lobby: &Lobby) -> Row {
    let options = [Level::Easy, Level::Medium, Level::Hard]
        .map(|level| {
            MenuOption::new(
                t!(lang, "lobby-add-ai", level = level_name(lang, level)),
                level.to_string(),
            )
        })
        .into_iter()
        .chain([MenuOption::new(
            t!(lang, "lobby-remove-ai"),
            REMOVE_COMPUTER,
        )])
        .collect();
    let id = ComponentId::Lobby {
        lobby: lobby.id,
        control: LobbyControl::ComputerMenu,
    };
    Row::Menu(Menu::new(id.to_string(), options).placeholder(t!(lang, "lobby-computer-menu")))
}

/// A lobby that closed (cancelled, idle, or became a game).
pub fn lobby_closed_view(lang: Lang, text: &Text) -> View {
    View {
        content: Some(text.render(lang)),
        ..View::default()
    }
}

/// A turn message shrunk to the summary of the turns it showed
/// ([`summary_text`]).
pub fn summary_view(lang: Lang, table: &Table, from: usize, until: usize) -> View {
    View {
        content: Some(summary_text(lang, table, from, until)),
        ..View::default()
    }
}

/// A tournament's sign-up message: its card, and Join, Leave (and Check in,
/// with a check-in) while sign-up lasts.
pub fn signup_view(lang: Lang, play: &TournamentPlay) -> View {
    let (tournament, open) = (
        play.tournament.id,
        play.tournament.state == TournamentState::SignUp,
    );
    let button = |button, label: String, style| {
        crate::views::view::button(
            ComponentId::Tournament { tournament, button },
            &label,
            style,
        )
    };
    let mut buttons = vec![
        button(
            SignUpButton::Join,
            t!(lang, "tournament-join"),
            Style::Success,
        ),
        button(
            SignUpButton::Leave,
            t!(lang, "tournament-leave"),
            Style::Secondary,
        ),
    ];
    if play.tournament.new.check_in.is_some() {
        buttons.push(button(
            SignUpButton::CheckIn,
            t!(lang, "tournament-check-in"),
            Style::Primary,
        ));
    }
    let row = Row::Buttons(buttons);
    let components = open.then_some(row).into_iter().collect();
    View {
        embed: Some(signup_card(lang, play)),
        components,
        ..View::default()
    }
}
