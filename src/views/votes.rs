//! What resigning and cancelling look like: the ephemeral questions before
//! resigning or cancelling, and the public vote to cancel.

use crate::controls::{CancelStep, ComponentId};
use crate::i18n::{Lang, Text};
use crate::t;
use crate::table::GameId;
use crate::views::view::{Row, Style, View, button};
use crate::words::messages::resign_confirm_text;
use crate::words::messages::{cancel_confirm_text, vote_closed_text, vote_text};

/// The ephemeral question before resigning (at a tournament's table: and what it costs there).
pub fn resign_confirm_view(lang: Lang, game: GameId, cost: Option<Text>) -> View {
    View {
        content: Some(resign_confirm_text(lang, game, cost)),
        components: vec![Row::Buttons(vec![button(
            ComponentId::Resign { game },
            &t!(lang, "resign-button"),
            Style::Danger,
        )])],
        ..View::default()
    }
}

/// The ephemeral question before cancelling alone, or by force.
pub fn cancel_confirm_view(lang: Lang, game: GameId, force: bool) -> View {
    let step = if force {
        CancelStep::Force
    } else {
        CancelStep::Confirm
    };
    View {
        content: Some(cancel_confirm_text(lang, game, force)),
        components: vec![Row::Buttons(vec![button(
            ComponentId::Cancel { game, step },
            &t!(lang, "cancel-button"),
            Style::Danger,
        )])],
        ..View::default()
    }
}

/// The public vote to cancel ([`vote_text`]) with its Agree button.
pub fn vote_view(lang: Lang, game: GameId, vote: &crate::live::CancelVote) -> View {
    let ends = vote.started + crate::live::VOTE_TIME.as_secs();
    View {
        content: Some(vote_text(
            lang,
            game,
            &vote.by,
            &vote.needed,
            &vote.agreed,
            ends,
        )),
        components: vec![Row::Buttons(vec![button(
            ComponentId::Cancel {
                game,
                step: CancelStep::Agree { vote: vote.started },
            },
            &t!(lang, "vote-agree"),
            Style::Danger,
        )])],
        ..View::default()
    }
}

/// A vote to cancel that is over ([`vote_closed_text`]).
pub fn vote_closed_view(lang: Lang, game: GameId, text: &Text) -> View {
    View {
        content: Some(vote_closed_text(lang, game, text)),
        ..View::default()
    }
}
