//! A tournament's standings as a picture, in the leaderboard card's look:
//! the title and where the tournament is, then a row per player (rank, face,
//! name, tournament points and the tie-breaks: game points, the opponents'
//! points; or a knock-out's own columns, the caller's words, the middle one
//! left empty), computers that filled a seat below them, marked and unranked;
//! for a knock-out then the bracket, round by round: each table's seats
//! with their places, those who went on in bright letters and a green mark.
//! The words come translated from the caller.

use tiny_skia::{PathBuilder, Transform};

use super::board::rounded_rect;
use super::card::{CARD_FACE_RADIUS, CARD_ROW, CARD_WIDTH, fill_for, fitted, label, medal, shown};
use super::chart::png;
use super::face::SeatFace;
use super::faces::{self, Look, initial_of};
use super::layout::Rect;
use super::raster::Layer;
use super::text::Align;
use super::theme::{BACKGROUND, GOLD, MARKER, MUTED, PANEL, PAPER};

/// One line of the standings.
#[derive(Clone, PartialEq, Debug)]
pub struct StandingsRow {
    /// 1 for the best; none for a computer, which is never ranked.
    pub rank: Option<u32>,
    pub face: SeatFace,
    /// Display text only (a picture has no markup).
    pub name: String,
    /// The three columns, as shown: a Swiss's tournament points, game
    /// points and the opponents' points (`1.5`; a computer's opponents'
    /// points are a dash); a knock-out's round reached, nothing, and whether
    /// they are in still.
    pub points: String,
    pub game_points: String,
    pub buchholz: String,
}

/// A seat at a knock-out's table.
#[derive(Clone, PartialEq, Debug)]
pub struct BracketSeat {
    pub face: SeatFace,
    pub name: String,
    /// The place at the table, once its game is over.
    pub place: Option<u8>,
    /// Went on to the next round (or, in the final, won it).
    pub went_on: bool,
    /// A computer that filled the seat: drawn muted, never going on.
    pub computer: bool,
}

/// A table of a knock-out's round: its seats in turn order.
#[derive(Clone, PartialEq, Debug)]
pub struct BracketTable {
    /// "Table 2".
    pub title: String,
    pub seats: Vec<BracketSeat>,
}

/// A round of a knock-out.
#[derive(Clone, PartialEq, Debug)]
pub struct BracketRound {
    /// "Round 1", "Final".
    pub title: String,
    pub tables: Vec<BracketTable>,
}

/// The words the standings print, translated by the caller.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct StandingsWords {
    /// The tournament's name.
    pub title: String,
    /// Where it is: the round in play, or its end.
    pub subtitle: String,
    pub points: String,
    pub game_points: String,
    pub buchholz: String,
}

/// A tournament's standings: its rows, best first, and for a knock-out its
/// rounds (none for a Swiss).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct StandingsCard {
    pub words: StandingsWords,
    pub rows: Vec<StandingsRow>,
    pub bracket: Vec<BracketRound>,
}

/// Height of the title, the subtitle and the column words, above the rows.
const HEAD: u32 = 132;
/// Room between the rows and the bracket, and below the picture.
const GAP: f32 = 24.0;
/// Height of a round's title in the bracket.
const ROUND_HEAD: f32 = 48.0;
/// Tables side by side in the bracket.
const COLUMNS: usize = 3;
const MARGIN: f32 = 16.0;
const TABLE_GAP: f32 = 12.0;
/// Height of a table's title, of one of its seats and of its foot.
const TABLE_HEAD: f32 = 30.0;
const SEAT: f32 = 30.0;
const TABLE_FOOT: f32 = 8.0;

/// Radius of a face in the bracket, in pixels.
pub const BRACKET_FACE_RADIUS: u32 = 10;

/// Right edges of the points, game points and opponents' points columns.
const POINTS_X: f32 = 600.0;
const GAME_X: f32 = 730.0;
const OPPONENTS_X: f32 = 850.0;
const NAME_X: f32 = 148.0;
const NAME_WIDTH: f32 = 330.0;
/// How wide a value may be in its column (cut with `…` beyond).
const COLUMN_ROOM: f32 = 110.0;

/// The center of row `row`'s face (0: the first row), [`CARD_FACE_RADIUS`]
/// round, as on the leaderboard card.
pub fn standings_face_center(row: usize) -> (u32, u32) {
    (110, HEAD + CARD_ROW * row as u32 + CARD_ROW / 2)
}

/// A table of the bracket placed: its panel and its seats' face centers.
type PlacedTable = (Rect, Vec<(f32, f32)>);

/// Where the bracket's pieces go: each round's title line, and its tables.
struct Placed {
    rounds: Vec<(f32, Vec<PlacedTable>)>,
    height: u32,
}

fn place(card: &StandingsCard) -> Placed {
    let mut y = (HEAD + CARD_ROW * card.rows.len() as u32) as f32;
    let width =
        (CARD_WIDTH as f32 - 2.0 * MARGIN - TABLE_GAP * (COLUMNS - 1) as f32) / COLUMNS as f32;
    let mut rounds = Vec::with_capacity(card.bracket.len());
    for round in &card.bracket {
        y += GAP;
        let title_y = y + ROUND_HEAD / 2.0;
        y += ROUND_HEAD;
        let mut tables = Vec::with_capacity(round.tables.len());
        for line in round.tables.chunks(COLUMNS) {
            let seats = line.iter().map(|t| t.seats.len()).max().unwrap_or(0);
            let height = TABLE_HEAD + SEAT * seats as f32 + TABLE_FOOT;
            for (i, table) in line.iter().enumerate() {
                let x = MARGIN + (width + TABLE_GAP) * i as f32;
                let panel = Rect {
                    x,
                    y,
                    w: width,
                    h: height,
                };
                let centers = (0..table.seats.len())
                    .map(|k| (x + 22.0, y + TABLE_HEAD + SEAT * k as f32 + SEAT / 2.0))
                    .collect();
                tables.push((panel, centers));
            }
            y += height + TABLE_GAP;
        }
        rounds.push((title_y, tables));
    }
    Placed {
        rounds,
        height: (y + GAP) as u32,
    }
}

/// The picture's height: it grows with its rows and its bracket.
pub fn standings_height(card: &StandingsCard) -> u32 {
    place(card).height
}

/// The center of the face of seat `seat` (in turn order) at table `table` of
/// the bracket's round `round` (each from 0), [`BRACKET_FACE_RADIUS`] round.
pub fn bracket_face_center(
    card: &StandingsCard,
    (round, table, seat): (usize, usize, usize),
) -> Option<(u32, u32)> {
    let placed = place(card);
    let &(x, y) = placed.rounds.get(round)?.1.get(table)?.1.get(seat)?;
    Some((x as u32, y as u32))
}

/// The standings as a PNG [`CARD_WIDTH`] wide (see the module's note).
pub fn standings_card(card: &StandingsCard) -> Vec<u8> {
    let placed = place(card);
    let mut layer = Layer::new(CARD_WIDTH, placed.height);
    layer.clear_to(BACKGROUND);
    let words = &card.words;
    let width = CARD_WIDTH as f32 - 64.0;
    let title = fitted(&shown(&words.title), 32.0, width);
    label(&mut layer, &title, (32.0, 40.0), Align::Left, 32.0, PAPER);
    let subtitle = fitted(&shown(&words.subtitle), 18.0, width);
    label(
        &mut layer,
        &subtitle,
        (32.0, 78.0),
        Align::Left,
        18.0,
        MUTED,
    );
    let head_y = HEAD as f32 - 20.0;
    for (word, x) in [
        (&words.points, POINTS_X),
        (&words.game_points, GAME_X),
        (&words.buchholz, OPPONENTS_X),
    ] {
        let word = fitted(&shown(word), 17.0, 120.0);
        label(&mut layer, &word, (x, head_y), Align::Right, 17.0, MUTED);
    }
    for (i, row) in card.rows.iter().enumerate() {
        draw_row(&mut layer, i, row);
    }
    for (round, (title_y, tables)) in card.bracket.iter().zip(&placed.rounds) {
        let title = fitted(&shown(&round.title), 24.0, width);
        label(
            &mut layer,
            &title,
            (32.0, *title_y),
            Align::Left,
            24.0,
            PAPER,
        );
        for (table, (panel, centers)) in round.tables.iter().zip(tables) {
            draw_table(&mut layer, table, *panel, centers);
        }
    }
    png(layer)
}

fn draw_row(layer: &mut Layer, i: usize, row: &StandingsRow) {
    let (fx, fy) = standings_face_center(i);
    let (fx, fy) = (fx as f32, fy as f32);
    if i.is_multiple_of(2) {
        let band = Rect {
            x: 16.0,
            y: fy - CARD_ROW as f32 / 2.0 + 3.0,
            w: CARD_WIDTH as f32 - 32.0,
            h: CARD_ROW as f32 - 6.0,
        };
        rounded_rect(layer, band, 10.0, PANEL, 255);
    }
    let medal = row.rank.and_then(medal);
    // A computer's rank is a dash: it fills a seat, it does not place.
    let rank = row.rank.map_or("–".to_owned(), |r| r.to_string());
    let rank_size = if rank.len() > 3 { 18.0 } else { 26.0 };
    let ring = medal.unwrap_or(MUTED);
    label(layer, &rank, (72.0, fy), Align::Right, rank_size, ring);
    let name = shown(&row.name);
    let look = Look {
        ring: Some(ring),
        ring_width: 3.0,
        initial_fill: fill_for(&name),
    };
    let r = CARD_FACE_RADIUS as f32;
    faces::draw(layer, &row.face, initial_of(&name), (fx, fy), r, look);
    let fill = if row.rank.is_some() { PAPER } else { MUTED };
    let name = fitted(&name, 24.0, NAME_WIDTH);
    label(layer, &name, (NAME_X, fy), Align::Left, 24.0, fill);
    let points_fill = if row.rank.is_some() { GOLD } else { MUTED };
    let points = fitted(&row.points, 26.0, COLUMN_ROOM);
    let at = (POINTS_X, fy);
    label(layer, &points, at, Align::Right, 26.0, points_fill);
    // A column left empty (a knock-out's middle one) lends the last its room.
    let last_room = match row.game_points.is_empty() {
        true => OPPONENTS_X - POINTS_X - 24.0,
        false => COLUMN_ROOM,
    };
    for (value, x, room) in [
        (&row.game_points, GAME_X, COLUMN_ROOM),
        (&row.buchholz, OPPONENTS_X, last_room),
    ] {
        let value = fitted(value, 24.0, room);
        label(layer, &value, (x, fy), Align::Right, 24.0, fill);
    }
}

/// A table of the bracket: its title, then a line per seat (face, place,
/// name, and a green mark for who went on).
fn draw_table(layer: &mut Layer, table: &BracketTable, panel: Rect, centers: &[(f32, f32)]) {
    rounded_rect(layer, panel, 10.0, PANEL, 255);
    let title = fitted(&shown(&table.title), 16.0, panel.w - 24.0);
    let title_at = (panel.x + 12.0, panel.y + TABLE_HEAD / 2.0 + 2.0);
    label(layer, &title, title_at, Align::Left, 16.0, MUTED);
    for (seat, &(fx, fy)) in table.seats.iter().zip(centers) {
        let name = shown(&seat.name);
        let bright = seat.went_on || (seat.place.is_none() && !seat.computer);
        let fill = if bright { PAPER } else { MUTED };
        let look = Look {
            ring: Some(if seat.went_on { MARKER } else { MUTED }),
            ring_width: 2.0,
            initial_fill: fill_for(&name),
        };
        let r = BRACKET_FACE_RADIUS as f32;
        faces::draw(layer, &seat.face, initial_of(&name), (fx, fy), r, look);
        let mut x = fx + r + 8.0;
        if let Some(place) = seat.place {
            let place_fill = medal(u32::from(place)).filter(|_| seat.went_on);
            let place = format!("{place}.");
            label(
                layer,
                &place,
                (x, fy),
                Align::Left,
                16.0,
                place_fill.unwrap_or(MUTED),
            );
            x += 22.0;
        }
        let room = panel.x + panel.w - x - 28.0;
        let name = fitted(&name, 18.0, room.max(40.0));
        label(layer, &name, (x, fy), Align::Left, 18.0, fill);
        if seat.went_on {
            went_on_mark(layer, (panel.x + panel.w - 16.0, fy));
        }
    }
}

/// A small green arrowhead pointing right: this seat went on.
fn went_on_mark(layer: &mut Layer, (x, y): (f32, f32)) {
    let mut path = PathBuilder::new();
    path.move_to(x - 7.0, y - 7.0);
    path.line_to(x + 3.0, y);
    path.line_to(x - 7.0, y + 7.0);
    path.close();
    if let Some(path) = path.finish() {
        layer.fill(&path, MARKER, 255, Transform::identity());
    }
}
