//! What the win chances look like in messages: the live line of a turn
//! message and of a replay step, and the analysis of a finished game with
//! its buttons (the words are [`crate::words::chances`]').

use crate::analysis::{GameAnalysis, PlayerReport};
use crate::controls::ComponentId;
use crate::game::{Game, Record};
use crate::i18n::Lang;
use crate::t;
use crate::table::{GameId, Table};
use crate::views::view::{Button, Row, Style, View, button};
use crate::words::chances::{analysis_card, live_chances_heading, replay_chances_heading};
use crate::words::skill::replay_jumps;

/// The turn message with each player's chance on its second line when its
/// server shows them (`shown`; see [`with_live_chances`]).
pub fn live_chances(view: View, shown: bool, lang: Lang, table: &Table) -> View {
    if shown {
        with_live_chances(view, lang, table)
    } else {
        view
    }
}

/// The turn message with each player's chance on its second line (the live
/// line, for spectators; [`live_chances_heading`]). Drawn with the board,
/// off the async threads.
pub fn with_live_chances(mut view: View, lang: Lang, table: &Table) -> View {
    if table.game.is_over() {
        return view;
    }
    view.embed = view
        .embed
        .map(|card| card.author(live_chances_heading(lang, table)));
    view
}

/// A replay step with the chances of the position it shows in the line
/// above its title (one line, no field title above it).
pub fn with_replay_chances(mut view: View, lang: Lang, game: &Game) -> View {
    view.embed = view
        .embed
        .map(|card| card.author(replay_chances_heading(lang, game)));
    view
}

/// The analysis of game `id`: the verdict, the chart (`chart`, a PNG), the
/// turning points numbered as on the chart, and each player's luck and skill
/// per turn, each person's accuracy; how to read it and each player's own
/// moves are behind buttons, for whoever asks.
pub fn analysis_view(
    lang: Lang,
    id: GameId,
    record: &Record,
    analysis: &GameAnalysis,
    chart: Vec<u8>,
) -> View {
    View {
        embed: Some(analysis_card(lang, id, record, analysis)),
        components: vec![Row::Buttons(vec![
            button(
                ComponentId::AnalysisHelp,
                &t!(lang, "analysis-help-button"),
                Style::Secondary,
            ),
            button(
                ComponentId::OwnMoves { game: id },
                &t!(lang, "analysis-own-button"),
                Style::Secondary,
            ),
        ])],
        board: Some(chart),
        ..View::default()
    }
}

/// The "Analysis" button under a game's results.
pub fn analysis_button(lang: Lang, game: GameId) -> Button {
    button(
        ComponentId::Analysis { game },
        &t!(lang, "results-analysis"),
        Style::Secondary,
    )
}

/// The Analysis button once its analysis is posted: a link to that message,
/// so that a channel gets one analysis of a game however many click.
pub fn analysis_link(lang: Lang, url: &str) -> Button {
    Button::link(url, t!(lang, "results-analysis"))
}

/// Under a player's own moves: a button per costly turn that opens the
/// position it was played from in the replay (the replay's own buttons step on).
pub fn own_moves_rows(lang: Lang, game: GameId, report: Option<&PlayerReport>) -> Vec<Row> {
    let jump = |(turn, label): (u32, String)| {
        let id = ComponentId::Replay {
            game,
            turn,
            button: crate::controls::ReplayButton::Jump,
        };
        button(id, &label, Style::Secondary)
    };
    let buttons: Vec<_> = replay_jumps(lang, report)
        .into_iter()
        .take(5)
        .map(jump)
        .collect();
    match buttons.is_empty() {
        true => Vec::new(),
        false => vec![Row::Buttons(buttons)],
    }
}
