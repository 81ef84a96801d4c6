//! The live turn message at chat size: two short lines of text, the board
//! and the move buttons. The first line says who moves (pinging a person),
//! the dice and the deadline; the second (the embed's author line) the game,
//! the turn and, when the server shows them, the chances (`chances.rs`).
//! Names, scores, the dice and the marks the buttons refer to are drawn on
//! the board. Anything else is rare and short: the opening roll on the first
//! turn, a reminder, the last warning before a time-out removes a player.
//! The end-to-end tests lay it out as Discord does and hold it to 600 px
//! with the board 450 px wide.

use serenity::all::{CreateActionRow, CreateEmbed, CreateEmbedAuthor};

use crate::discord::fit;
use crate::discord::messages::{opening_text, render_board, turn_number};
use crate::discord::texts::{color_emoji, player_name};
use crate::discord::turns;
use crate::discord::view::{View, ACCENT};
use crate::discord::{components::ComponentId, hints, move_buttons};
use crate::game::{Entry, TurnRecord};
use crate::i18n::Lang;
use crate::render::Faces;
use crate::t;
use crate::table::{Table, MAX_TIMEOUTS};

/// The dice of a turn: those left to play in bold, those played struck out
/// (`🎲 ~~6~~ · **5**`); no words, so every language shows it alike.
pub fn dice_text(turn: &TurnRecord) -> String {
    let mut left = turns::unused_dice(turn);
    let faces: Vec<String> = turn
        .dice
        .iter()
        .map(|d| match left.iter().position(|l| l == d) {
            Some(i) => {
                left.remove(i);
                format!("**{d}**")
            }
            None => format!("~~{d}~~"),
        })
        .collect();
    format!("🎲 {}", faces.join(" · "))
}

/// The one line above the board: who moves (pinging a person), the dice,
/// a die with no legal move, and the deadline as a relative time.
fn first_line(lang: Lang, table: &Table) -> Option<String> {
    let game = &table.game;
    let color = game.to_move()?;
    let dice = game.current_turn().map(dice_text).unwrap_or_default();
    let emoji = color_emoji(color);
    let Some((_, user)) = table.human_to_move() else {
        return Some(t!(
            lang,
            "turn-line-computer",
            emoji = emoji,
            name = player_name(lang, table, color),
            dice = dice
        ));
    };
    let mut line = t!(
        lang,
        "turn-line-you",
        emoji = emoji,
        mention = format!("<@{user}>"),
        dice = dice
    );
    let moves = game.legal_moves();
    for die in game.position().unused_dice() {
        if !moves.iter().any(|m| m.die == die) {
            line = t!(lang, "turn-line-no-move", line = line, die = die);
        }
    }
    if let Some(deadline) = table.clock.deadline {
        line = t!(
            lang,
            "turn-line-deadline",
            line = line,
            deadline = format!("<t:{deadline}:R>")
        );
    }
    Some(line)
}

/// What the embed says above the board, when anything: the opening roll, the
/// reminder, the last warning. Empty on most turns.
fn notes(lang: Lang, table: &Table, with_opening: bool) -> String {
    let mut lines = Vec::new();
    if with_opening {
        lines.push(format!(
            "{} {}",
            t!(lang, "opening-title"),
            opening_text(lang, table).replace('\n', " · ")
        ));
    }
    if let Some(color) = table.game.to_move() {
        if table.human_to_move().is_some() {
            if let Some(line) = crate::discord::slow_games::reminder_line(lang, table) {
                lines.push(line);
            }
            // Said before the last time-out, not after: then it is too late.
            if table.clock.timeouts(color) == MAX_TIMEOUTS - 1 {
                lines.push(t!(lang, "turn-last-warning", count = MAX_TIMEOUTS - 1));
            }
        }
    }
    lines.join("\n")
}

/// The second line: the game and the turn, then the chances when shown.
pub fn heading(lang: Lang, table: &Table, chances: Option<&str>) -> String {
    let game = t!(
        lang,
        "turn-footer",
        game = table.id.0,
        turn = turn_number(&table.game)
    );
    let line = match chances {
        Some(chances) => format!("{game} · {chances}"),
        None => game,
    };
    fit::truncate(&line, fit::AUTHOR)
}

/// The live turn message (see the module's note).
pub fn turn_view(lang: Lang, table: &Table, with_opening: bool, faces: &Faces) -> View {
    let game = &table.game;
    let Some(line) = first_line(lang, table) else {
        return View::default();
    };
    let mut embed = CreateEmbed::new()
        .color(ACCENT)
        .author(CreateEmbedAuthor::new(heading(lang, table, None)))
        .image("attachment://board.png");
    let notes = notes(lang, table, with_opening);
    if !notes.is_empty() {
        embed = embed.description(fit::first_lines_of(lang, &notes, fit::DESCRIPTION));
    }
    let human = table.human_to_move();
    let mut components = Vec::new();
    if human.is_some() {
        let moves = game.legal_moves();
        let dice = game.current_turn().map_or([0, 0], |t| t.dice);
        components = move_buttons::move_rows(lang, game.position(), &moves, dice, |mv| {
            ComponentId::Move {
                game: table.id,
                version: game.version(),
                mv,
            }
        });
        if let Some(hint) = hints::hint_row(lang, table) {
            join_short_row(&mut components, hint);
        }
    }
    View {
        content: Some(line),
        embed: Some(embed),
        components,
        // The board marks the destinations the buttons name.
        board: Some(render_board(game, human.is_some(), faces)),
        ping: human.map(|(_, user)| vec![user]).unwrap_or_default(),
    }
}

/// Adds a row of buttons to the last row when both fit in one (Discord's five
/// a row), so that a Hint button does not cost the message another row.
fn join_short_row(rows: &mut Vec<CreateActionRow>, row: CreateActionRow) {
    if let (Some(CreateActionRow::Buttons(last)), CreateActionRow::Buttons(more)) =
        (rows.last_mut(), &row)
    {
        if last.len() + more.len() <= turns::ROW_LEN {
            last.extend(more.iter().cloned());
            return;
        }
    }
    rows.push(row);
}

/// Whether the live message already showed the turn being played: no other
/// turn lies between the first entry it shows and the current turn (players
/// leaving may sit in between, on either side).
fn turn_already_posted(table: &Table) -> bool {
    let Some(current) = table.game.current_turn() else {
        return false;
    };
    let entries = table.game.entries();
    let Some(now) = entries
        .iter()
        .position(|e| matches!(e, Entry::Turn(t) if std::ptr::eq(t, current)))
    else {
        return false;
    };
    let from = (table.place.message_from as usize).min(entries.len() - 1);
    let (a, b) = (from.min(now), from.max(now));
    table.place.message.is_some()
        && entries[a..=b]
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count()
            == 1
}

/// The turn message posted again (`/hypnosia board`): it still names the
/// player to move, but pings them only if this turn was never posted before,
/// so that nobody can ping a player again and again with the command.
pub fn reposted_turn_view(lang: Lang, table: &Table, faces: &Faces) -> View {
    let mut view = turn_view(lang, table, false, faces);
    if turn_already_posted(table) {
        view.ping.clear();
    }
    view
}
