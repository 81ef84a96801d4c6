//! Every player's chance to win over a game's turns, as a PNG line chart in
//! the players' colors (the analysis of a finished game). Like the board it
//! has no words: percentages on the left, turn numbers along the bottom, and
//! the turning points as numbered marks that the message beside it explains.

use tiny_skia::{PathBuilder, Transform};

use super::chart::{CHART_SIZE, line, png};
use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{self, BACKGROUND, GOLD, MUTED, PANEL, Rgb};
use crate::analysis::GameAnalysis;
use crate::game::Color;

/// The plot area inside the chart: left, top, right, bottom.
const PLOT: (f32, f32, f32, f32) = (70.0, 40.0, 770.0, 340.0);

/// The radius of a turning point's numbered mark.
// Public for the tests of `tests/render/chances_chart.rs`.
#[doc(hidden)]
pub const MARK_RADIUS: f32 = 11.0;

/// Where the numbered marks of lines at `xs` (in order) go: on their lines,
/// moved apart just enough that no two overlap, and kept within the plot.
// Public for the tests of `tests/render/chances_chart.rs`.
#[doc(hidden)]
pub fn spread_marks(xs: &[f32]) -> Vec<f32> {
    let gap = 2.0 * MARK_RADIUS + 3.0;
    let mut at: Vec<f32> = xs.to_vec();
    for i in 1..at.len() {
        at[i] = at[i].max(at[i - 1] + gap);
    }
    // Pushed past the right end: pull the row back, keeping the gaps.
    let mut limit = PLOT.2 + MARK_RADIUS;
    for x in at.iter_mut().rev() {
        *x = x.min(limit);
        limit = *x - gap;
    }
    at
}

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
    // The turning points: a gold line, and its number above the plot, the
    // numbers spread apart where their lines are close (a leader joins them).
    let xs: Vec<f32> = marks.iter().map(|&t| x_of(t)).collect();
    for (n, (&x, label)) in xs.iter().zip(spread_marks(&xs)).enumerate() {
        line(&mut layer, (x, PLOT.1), (x, PLOT.3), GOLD, 1.5);
        if (label - x).abs() > 0.5 {
            line(&mut layer, (label, PLOT.1 - 4.0), (x, PLOT.1), GOLD, 1.5);
        }
        if let Some(dot) = PathBuilder::from_circle(label, PLOT.1 - 14.0, MARK_RADIUS) {
            layer.fill(&dot, GOLD, 255, Transform::identity());
        }
        text::draw(
            &mut layer,
            &(n + 1).to_string(),
            (label, PLOT.1 - 14.0),
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
        if let (Some(&t), Some(&c)) = (turns.last(), s.chances.last())
            && let Some(dot) = PathBuilder::from_circle(x_of(t), y_of(c), 4.5)
        {
            layer.fill(&dot, theme::pawn(s.color), 255, Transform::identity());
        }
    }
    png(layer)
}

/// The chart of `analysis`: one point per round (the chances when every
/// player still in the game has played once, so the line does not swing with
/// whose roll comes next), every player's line (with two players, the
/// winner's alone: the other's is its mirror), the turning points marked at
/// their rounds.
pub fn analysis_chart(analysis: &GameAnalysis) -> Vec<u8> {
    let points = round_points(analysis);
    let rounds: Vec<u32> = points.iter().map(|p| p.round).collect();
    let seats: Vec<usize> = if analysis.colors.len() == 2 {
        let winner = usize::from(
            analysis.accounts.get(1).map(|a| a.end) > analysis.accounts.first().map(|a| a.end),
        );
        vec![winner]
    } else {
        (0..analysis.colors.len()).collect()
    };
    let series: Vec<ChanceSeries> = seats
        .into_iter()
        .map(|k| ChanceSeries {
            color: analysis.colors[k],
            chances: points.iter().map(|p| p.chances[k]).collect(),
        })
        .collect();
    let marks: Vec<u32> = analysis.turning_points.iter().map(|t| t.round).collect();
    chances_chart(&rounds, &series, &marks)
}

/// The start and the last point of every round.
// Public for the tests of `tests/render/chances_chart.rs`.
#[doc(hidden)]
pub fn round_points(analysis: &GameAnalysis) -> Vec<&crate::analysis::Point> {
    let mut kept: Vec<&crate::analysis::Point> = Vec::new();
    for p in &analysis.points {
        match kept.last_mut() {
            Some(last) if last.round == p.round => *last = p,
            _ => kept.push(p),
        }
    }
    kept
}
