//! Every player's chance to win over a game's turns, as a PNG line chart in
//! the players' colors (the analysis of a finished game). Like the board it
//! has no words: percentages on the left, turn numbers along the bottom, and
//! the turning points as numbered marks that the message beside it explains.

use tiny_skia::{PathBuilder, Transform};

use super::chart::{line, png, CHART_SIZE};
use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{self, Rgb, BACKGROUND, GOLD, MUTED, PANEL};
use crate::game::Color;

/// The plot area inside the chart: left, top, right, bottom.
const PLOT: (f32, f32, f32, f32) = (70.0, 40.0, 770.0, 340.0);

/// One player's line: their color and their chance (0 to 1) at each point.
#[derive(Clone, Debug)]
pub struct ChanceSeries {
    pub color: Color,
    pub chances: Vec<f32>,
}

/// Draws the chances of `series` at the turns of `turns` (one per point,
/// non-decreasing), with `marks` (turns of the turning points, numbered 1, 2,
/// 3 in that order), as a PNG of [`CHART_SIZE`].
pub fn chances_chart(turns: &[u32], series: &[ChanceSeries], marks: &[u32]) -> Vec<u8> {
    let (width, height) = CHART_SIZE;
    let mut layer = Layer::new(width, height);
    layer.clear_to(BACKGROUND);
    let style = |size: f32, fill: Rgb| Style {
        size,
        fill,
        halo: None,
    };
    let last_turn = turns.iter().copied().max().unwrap_or(0).max(1);
    let x_of = |t: u32| PLOT.0 + (PLOT.2 - PLOT.0) * t as f32 / last_turn as f32;
    let y_of = |c: f32| PLOT.3 - (PLOT.3 - PLOT.1) * c.clamp(0.0, 1.0);

    for k in 0..=4 {
        let c = k as f32 / 4.0;
        let y = y_of(c);
        line(&mut layer, (PLOT.0, y), (PLOT.2, y), PANEL, 1.0);
        text::draw(
            &mut layer,
            &format!("{}%", k * 25),
            (PLOT.0 - 10.0, y),
            Align::Right,
            style(13.0, MUTED),
        );
    }
    line(&mut layer, (PLOT.0, PLOT.3), (PLOT.2, PLOT.3), MUTED, 1.5);
    for (i, t) in [0, last_turn / 2, last_turn].into_iter().enumerate() {
        if i == 1 && (t == 0 || t == last_turn) {
            continue;
        }
        let x = x_of(t);
        line(&mut layer, (x, PLOT.3), (x, PLOT.3 + 6.0), MUTED, 1.5);
        let align = match i {
            0 => Align::Left,
            2 => Align::Right,
            _ => Align::Center,
        };
        text::draw(
            &mut layer,
            &format!("#{t}"),
            (x, PLOT.3 + 22.0),
            align,
            style(13.0, MUTED),
        );
    }
    // The turning points: a gold line and its number above the plot.
    for (n, &t) in marks.iter().enumerate() {
        let x = x_of(t);
        line(&mut layer, (x, PLOT.1), (x, PLOT.3), GOLD, 1.5);
        if let Some(dot) = PathBuilder::from_circle(x, PLOT.1 - 14.0, 11.0) {
            layer.fill(&dot, GOLD, 255, Transform::identity());
        }
        text::draw(
            &mut layer,
            &(n + 1).to_string(),
            (x, PLOT.1 - 14.0),
            Align::Center,
            style(14.0, theme::INK),
        );
    }
    for s in series {
        let mut path = PathBuilder::new();
        for (i, (&t, &c)) in turns.iter().zip(&s.chances).enumerate() {
            let (x, y) = (x_of(t), y_of(c));
            if i == 0 {
                path.move_to(x, y);
            } else {
                path.line_to(x, y);
            }
        }
        if let Some(path) = path.finish() {
            // A dark edge keeps light colors apart from each other.
            layer.stroke(&path, BACKGROUND, 255, 4.5, Transform::identity());
            layer.stroke(&path, theme::pawn(s.color), 255, 2.5, Transform::identity());
        }
        if let (Some(&t), Some(&c)) = (turns.last(), s.chances.last()) {
            if let Some(dot) = PathBuilder::from_circle(x_of(t), y_of(c), 4.5) {
                layer.fill(&dot, theme::pawn(s.color), 255, Transform::identity());
            }
        }
    }
    png(layer)
}
