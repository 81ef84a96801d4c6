//! The seats (bottom corners): one row per seated color, in sector order: a
//! round spot for the player (their pawn's shape and color, or their face),
//! their name, score, the pawns they lost (struck out), and how it ended
//! (rank, or ⚐ for a player who left). The player to move is framed in
//! their color.
//!
//! Rows are as tall as the panels allow ([`layout::seat_row_height`]) and
//! their text grows with them. The note (rank or ⚐) is never covered: in a
//! tall row it has a column of its own, under the spot; in a row of three
//! it ends the score's line, and past two lost pawns, or when their icons
//! would reach it, the losses are one cross and their count (`✕4`), and a
//! long score is drawn smaller rather than run into it.

use super::Scene;
use super::layout::{self, panel};
use super::panel_text::{LEFT, PanelPart, PanelText, fitted, strike};
use super::pieces;
use super::raster::Surface;
use super::sprites;
use super::text;
use super::theme::{self, Rgb};
use crate::game::{Color, Location, Pawn};

/// Sizes of a row's texts in a row [`panel::SEAT_ROW`] tall: a taller row
/// scales them, and the names grow with the picture's type
/// ([`layout::Picture::type_scale`]: its wider panels have the room).
const NAME_SIZE: f32 = 22.0;
const SCORE_SIZE: f32 = 26.0;
const NOTE_SIZE: f32 = 22.0;

/// Where the texts start, right of the spot.
const TEXT_LEFT: f32 = 54.0;

/// Room between the score, the losses and the note.
const SPACING: f32 = 10.0;

/// Radius of a lost pawn's icon and the distance between two.
const LOST_RADIUS: f32 = 10.0;
const LOST_PITCH: f32 = 23.0;

/// More lost pawns than this are drawn as one cross and their count.
const LOST_ICONS: usize = 2;

/// The lost pawns as drawn.
enum Losses {
    None,
    /// One struck icon per pawn, at these centers.
    Icons(Vec<((f32, f32), Pawn)>),
    /// One cross and the count.
    Count {
        cross: (f32, f32),
        count: PanelText,
    },
}

/// One seat's row laid out.
struct Row {
    color: Color,
    fill: Rgb,
    /// The row's middle and size, for the frame of the player to move.
    middle: (f32, f32),
    size: (f32, f32),
    spot: (f32, f32),
    name: Option<PanelText>,
    score: PanelText,
    losses: Losses,
    /// The extent of the losses, for the tests (none when there are none).
    losses_box: Option<PanelText>,
    note: Option<PanelText>,
}

fn lay_out(scene: &Scene) -> Vec<Row> {
    let position = scene.position;
    let colors: Vec<Color> = position.players().collect();
    let seats = colors.len();
    let height = layout::seat_row_height(seats);
    let scale = height / panel::SEAT_ROW;
    let mut rows = Vec::with_capacity(seats);
    for (i, &color) in colors.iter().enumerate() {
        let (p, top) = layout::seat_row(scene.picture, seats, i);
        let fill = if position.in_game(color) {
            theme::pawn(color).mix(theme::PAPER, 0.25)
        } else {
            theme::MUTED
        };
        let text_x = p.x + TEXT_LEFT;
        let name = scene.names.iter().find(|(c, _)| *c == color).map(|(_, n)| {
            let size = NAME_SIZE * scale * scene.picture.type_scale();
            PanelText::at(
                PanelPart::Name(color),
                fitted(n, size, p.w - TEXT_LEFT - 6.0),
                size,
                (text_x, top + 20.0 * scale),
            )
        });
        let line_y = top + 47.0 * scale;
        let note = if let Some(s) = scene
            .standings
            .iter()
            .find(|s| s.color == color)
            .filter(|_| position.is_over())
        {
            format!("#{}", s.rank)
        } else if !position.in_game(color) {
            LEFT.to_owned()
        } else {
            String::new()
        };
        let lost: Vec<Pawn> = Pawn::ALL
            .into_iter()
            .filter(|&pawn| position.location(color, pawn) == Location::Captured)
            .collect();
        let score = position.score(color).to_string();
        let right = p.x + p.w - 10.0;
        let spot = layout::seat_spot(scene.picture, seats, i);
        // A tall row has room for the note under the spot.
        let (line_note, column_note) = if scale > 1.0 {
            (String::new(), note)
        } else {
            (note, String::new())
        };
        let (score, losses, losses_box, mut note) = score_line(
            color,
            &score,
            &lost,
            &line_note,
            (text_x, line_y),
            right,
            scale,
        );
        if !column_note.is_empty() {
            let w = text::width(&column_note, NOTE_SIZE);
            let y = top + 0.82 * height;
            note = Some(PanelText::at(
                PanelPart::Note(color),
                column_note,
                NOTE_SIZE,
                (spot.0 - w / 2.0, y),
            ));
        }
        rows.push(Row {
            color,
            fill,
            middle: (p.x + p.w / 2.0, top + height / 2.0),
            size: (p.w - 6.0, height - 4.0),
            spot,
            name,
            score,
            losses,
            losses_box,
            note,
        });
    }
    rows
}

type ScoreLine = (PanelText, Losses, Option<PanelText>, Option<PanelText>);

/// The score, the losses and the note on one line from `x` to `right`: the
/// largest sizes at which the losses end before the note starts.
fn score_line(
    color: Color,
    score: &str,
    lost: &[Pawn],
    note: &str,
    (x, y): (f32, f32),
    right: f32,
    scale: f32,
) -> ScoreLine {
    let sizes = [
        (SCORE_SIZE * scale, NOTE_SIZE * scale),
        (SCORE_SIZE, NOTE_SIZE),
        (0.85 * SCORE_SIZE, 0.9 * NOTE_SIZE),
    ];
    let mut chosen = None;
    for (k, &(score_size, note_size)) in sizes.iter().enumerate() {
        let score_text = PanelText::at(
            PanelPart::Score(color),
            score.to_owned(),
            score_size,
            (x, y),
        );
        let note_text = (!note.is_empty()).then(|| {
            let w = text::width(note, note_size);
            PanelText::at(
                PanelPart::Note(color),
                note.to_owned(),
                note_size,
                (right - w, y),
            )
        });
        let limit = note_text.as_ref().map_or(right, |n| n.rect.x - SPACING);
        let start = score_text.rect.x + score_text.rect.w + SPACING;
        let (losses, losses_box) = losses(color, lost, start, y, limit, note_size);
        let fits = losses_box
            .as_ref()
            .is_none_or(|b| b.rect.x + b.rect.w <= limit);
        chosen = Some((score_text, losses, losses_box, note_text));
        if fits || k + 1 == sizes.len() {
            break;
        }
    }
    chosen.expect("at least one size is tried")
}

/// The lost pawns from `start`: icons when at most [`LOST_ICONS`] and they
/// end before `limit`, else a cross and their count; with the box they take.
fn losses(
    color: Color,
    lost: &[Pawn],
    start: f32,
    y: f32,
    limit: f32,
    count_size: f32,
) -> (Losses, Option<PanelText>) {
    if lost.is_empty() {
        return (Losses::None, None);
    }
    let reach = LOST_RADIUS + 2.0;
    let icons_width = 2.0 * reach + LOST_PITCH * (lost.len() - 1) as f32;
    let boxed = |text: String, w: f32| PanelText {
        part: PanelPart::Losses(color),
        text,
        size: count_size,
        rect: layout::Rect {
            x: start,
            y: y - reach,
            w,
            h: 2.0 * reach,
        },
    };
    if lost.len() <= LOST_ICONS && start + icons_width <= limit {
        let icons = lost
            .iter()
            .enumerate()
            .map(|(k, &pawn)| ((start + reach + LOST_PITCH * k as f32, y), pawn))
            .collect();
        return (
            Losses::Icons(icons),
            Some(boxed(String::new(), icons_width)),
        );
    }
    let cross = (start + reach, y);
    let count = PanelText::at(
        PanelPart::Losses(color),
        lost.len().to_string(),
        count_size,
        (start + 2.0 * reach - 1.0, y),
    );
    let w = count.rect.x + count.rect.w - start;
    (
        Losses::Count { cross, count },
        Some(boxed(lost.len().to_string(), w)),
    )
}

/// The texts of the seats as [`draw`] places them.
pub fn texts(scene: &Scene) -> Vec<PanelText> {
    let mut out = Vec::new();
    for row in lay_out(scene) {
        out.extend(row.name);
        out.push(row.score);
        out.extend(row.losses_box);
        out.extend(row.note);
    }
    out
}

pub fn draw(layer: &mut dyn Surface, scene: &Scene) {
    let position = scene.position;
    for row in lay_out(scene) {
        if !position.is_over() && position.to_move() == row.color {
            let frame = sprites::frame(row.size.0, row.size.1, 9.0, 2.5, theme::pawn(row.color));
            layer.stamp(&frame, row.middle);
        }
        // With faces, the static board has the seat's face there.
        if !scene.faces {
            layer.stamp(&pieces::small_sprite(row.color, 0, 15.0), row.spot);
        }
        if let Some(name) = &row.name {
            name.draw(layer, row.fill);
        }
        row.score.draw(layer, row.fill);
        match &row.losses {
            Losses::None => {}
            Losses::Icons(icons) => {
                for &(at, pawn) in icons {
                    layer.stamp(
                        &pieces::small_sprite(row.color, pawn.get(), LOST_RADIUS),
                        at,
                    );
                    strike(layer, at, LOST_RADIUS - 1.0);
                }
            }
            Losses::Count { cross, count } => {
                layer.stamp(&sprites::cross(7.0, 5.0, 2.5, theme::CAPTURE), *cross);
                count.draw(layer, theme::MUTED);
            }
        }
        if let Some(note) = &row.note {
            note.draw(layer, theme::MUTED);
        }
    }
}
