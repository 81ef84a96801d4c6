//! A player's rating over their rated games, as a PNG line chart, the games
//! in order along it and their dates under them: drawn by the project's own renderer (tiny-skia and the embedded font),
//! so it looks like the board and needs no plotting crate.

use tiny_skia::{PathBuilder, Transform};

use super::raster::Layer;
use super::text::{self, Align, Style};
use super::theme::{BACKGROUND, GOLD, MUTED, PANEL, PAPER, Rgb};

/// Unix seconds (UTC); the renderer depends on the rules alone, not on `table`.
type UnixTime = i64;

/// Width and height of the chart in pixels (Discord shows images 400–550 px
/// wide; twice that stays sharp when enlarged).
pub const CHART_SIZE: (u32, u32) = (800, 400);

/// One rated game: when it ended and the rating after it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ChartPoint {
    pub at: UnixTime,
    pub rating: f64,
}

/// The plot area inside the chart: left, top, right, bottom.
const PLOT: (f32, f32, f32, f32) = (70.0, 56.0, 770.0, 340.0);

const LINE: Rgb = GOLD;
const GRID: Rgb = PANEL;

/// Draws `points` (oldest first) under `title` as a PNG of [`CHART_SIZE`].
/// Without points the chart shows a dash; one point is a single dot. The
/// chart has no words of its own (the message around it has them); `title`,
/// a player's name, is drawn only if the font has every one of its letters.
pub fn rating_chart(title: &str, points: &[ChartPoint]) -> Vec<u8> {
    let (width, height) = CHART_SIZE;
    let mut layer = Layer::new(width, height);
    layer.clear_to(BACKGROUND);
    let style = |size: f32, fill: Rgb| Style {
        size,
        fill,
        halo: None,
    };
    if text::renders_fully(title) {
        text::draw(
            &mut layer,
            title,
            (PLOT.0, 26.0),
            Align::Left,
            style(18.0, PAPER),
        );
    }
    if points.is_empty() {
        text::draw(
            &mut layer,
            "—",
            ((PLOT.0 + PLOT.2) / 2.0, (PLOT.1 + PLOT.3) / 2.0),
            Align::Center,
            style(16.0, MUTED),
        );
        return png(layer);
    }
    let (low, high, step) = rating_range(points);
    let x_of = game_x(points.len());
    let y_of = |r: f64| PLOT.3 - (PLOT.3 - PLOT.1) * ((r - low) / (high - low)) as f32;

    // Horizontal grid with the ratings.
    let mut r = low;
    while r <= high + step / 2.0 {
        let y = y_of(r);
        line(&mut layer, (PLOT.0, y), (PLOT.2, y), GRID, 1.0);
        let label = format!("{r:.0}");
        text::draw(
            &mut layer,
            &label,
            (PLOT.0 - 10.0, y),
            Align::Right,
            style(13.0, MUTED),
        );
        r += step;
    }
    // The games in order, evenly spaced (six games of one evening are not
    // a vertical stroke, ux-3 §9), each date under the first game of its day
    // when there is room for its label.
    line(&mut layer, (PLOT.0, PLOT.3), (PLOT.2, PLOT.3), MUTED, 1.5);
    let mut shown: Option<(String, f32)> = None;
    for (i, p) in points.iter().enumerate() {
        let (label, x) = (date(p.at), x_of(i));
        let room = shown
            .as_ref()
            .is_none_or(|(last, at)| *last != label && x - at >= DATE_ROOM);
        if !room || (PLOT.2 - x < DATE_ROOM / 2.0 && i + 1 < points.len()) {
            continue;
        }
        line(&mut layer, (x, PLOT.3), (x, PLOT.3 + 6.0), MUTED, 1.5);
        let align = if x - PLOT.0 < DATE_ROOM / 2.0 {
            Align::Left
        } else if PLOT.2 - x < DATE_ROOM / 2.0 {
            Align::Right
        } else {
            Align::Center
        };
        text::draw(
            &mut layer,
            &label,
            (x, PLOT.3 + 22.0),
            align,
            style(13.0, MUTED),
        );
        shown = Some((label, x));
    }
    text::draw(
        &mut layer,
        &format!("{:.0}", points[points.len() - 1].rating),
        (PLOT.2, 26.0),
        Align::Right,
        style(14.0, MUTED),
    );

    // The rating line and a dot per game.
    let mut path = PathBuilder::new();
    for (i, p) in points.iter().enumerate() {
        let (x, y) = (x_of(i), y_of(p.rating));
        if i == 0 {
            path.move_to(x, y);
        } else {
            path.line_to(x, y);
        }
    }
    if points.len() > 1
        && let Some(path) = path.finish()
    {
        layer.stroke(&path, LINE, 255, 2.5, Transform::identity());
    }
    for (i, p) in points.iter().enumerate() {
        if let Some(dot) = PathBuilder::from_circle(x_of(i), y_of(p.rating), 3.5) {
            layer.fill(&dot, LINE, 255, Transform::identity());
        }
    }
    png(layer)
}

/// The least room, in pixels, between two dates under the games.
const DATE_ROOM: f32 = 100.0;

/// Where game `i` of `games` sits across the plot: evenly spaced, first to
/// last (one game in the middle).
// Public for the tests of `tests/render/chart.rs`.
#[doc(hidden)]
pub fn game_x(games: usize) -> impl Fn(usize) -> f32 {
    move |i| match games {
        0 | 1 => (PLOT.0 + PLOT.2) / 2.0,
        n => PLOT.0 + (PLOT.2 - PLOT.0) * i as f32 / (n - 1) as f32,
    }
}

/// The rating axis: from `low` to `high` in steps of `step`, round numbers
/// that hold every point.
// Public for the tests of `tests/render/chart.rs`.
#[doc(hidden)]
pub fn rating_range(points: &[ChartPoint]) -> (f64, f64, f64) {
    let min = points
        .iter()
        .map(|p| p.rating)
        .fold(f64::INFINITY, f64::min);
    let max = points
        .iter()
        .map(|p| p.rating)
        .fold(f64::NEG_INFINITY, f64::max);
    // A flat history still gets some height, with the line in the middle.
    let pad = (40.0 - (max - min)).max(0.0) / 2.0;
    let (min, max) = (min - pad, max + pad);
    let span = max - min;
    // About five grid lines, on 1, 2 or 5 times a power of ten.
    let raw = span / 5.0;
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * magnitude);
    let low = (min / step).floor() * step;
    let mut high = (max / step).ceil() * step;
    if high <= low {
        high = low + step;
    }
    (low, high, step)
}

pub(super) fn line(layer: &mut Layer, from: (f32, f32), to: (f32, f32), color: Rgb, width: f32) {
    let mut path = PathBuilder::new();
    path.move_to(from.0, from.1);
    path.line_to(to.0, to.1);
    if let Some(path) = path.finish() {
        layer.stroke(&path, color, 255, width, Transform::identity());
    }
}

pub(super) fn png(layer: Layer) -> Vec<u8> {
    layer
        .pixmap
        .encode_png()
        .expect("a chart always encodes as PNG")
}

/// A unix time's date (UTC) as `2026-11-23`: days to a civil date by Howard
/// Hinnant's algorithm, which needs no calendar crate.
// Public for the tests of `tests/render/chart.rs`.
#[doc(hidden)]
pub fn date(t: UnixTime) -> String {
    let days = t.div_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
