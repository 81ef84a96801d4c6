//! The board as a PNG: a pure function of a game and view options.
//!
//! Players and spectators see the game only through this image, so it must be
//! readable when Discord shows it 450 px wide (pawn numbers and destination
//! names keep capitals at least 9 px tall there) and usable without telling
//! colors apart (every color has its own pawn shape; numbers have outlines).
//!
//! Speed: the static board (rings, spaces, lanes, labels, panels) is drawn once
//! per set of seated colors and kept as 8-bit palette indices, together with
//! its deflate parse and coded bits. A render copies it, stamps the seats'
//! faces (drawn once per set of faces, `face_stamps.rs`), and draws pieces and
//! overlays onto the copy: nearly all of them are sprites drawn once
//! (`sprites.rs`) and stamped straight onto the palette indices
//! (`canvas.rs`); the last moves' trails are drawn once per path and kept as
//! stamps too (`trails.rs`), and so are the straight links, a far mark's
//! line back to its space and a stack's bar (`links.rs`; trails, links and
//! labels are kept in two generations within a budget, `generations.rs`);
//! the few free shapes left go through an anti-aliased scratch layer. The frame (`frame.rs`) marks every pixel that
//! changes, so the indexed PNG's deflate stream can reuse the board's coded
//! bits wherever the frame is unchanged (`delta.rs`). The process keeps the
//! frames of its last few boards (as many as are drawn at once, whichever
//! thread draws): the next one on the same static board puts back only the
//! bytes that one changed instead of copying 0.8 MB, and
//! the PNG is coded straight into its `IDAT` chunk (`render_reference` keeps
//! the first way, to which a test pins the bytes).
//!
//! ```
//! use hypnosia_core::game::{Color, Dice, Game, Player, Variant};
//! use hypnosia_core::render::{render, View};
//! let players = vec![Player::human(Color::Red, "Ada"), Player::ai(Color::Blue, "AI")];
//! let game = Game::new(players, Variant::default(), Dice::from_seed(1)).unwrap();
//! let png = render(&game, &View::default());
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub mod animation;
mod board;
mod board_faces;
mod canvas;
mod card;
// Public for the tests of `tests/render/chances_chart.rs`.
#[doc(hidden)]
pub mod chances_chart;
// Public for the tests of `tests/render/chart.rs`.
#[doc(hidden)]
pub mod chart;
mod compose;
mod deflate;
// Public for the tests of `tests/render/delta.rs`.
#[doc(hidden)]
pub mod delta;
mod face;
mod face_stamps;
mod faces;
mod focus;
// Public for the tests of `tests/render/frame.rs`.
#[doc(hidden)]
pub mod frame;
mod frames;
mod generations;
mod huffman;
mod indexed;
mod labels;
pub mod layout;
mod legend;
mod links;
mod marks;
mod overlays;
// Public for the tests of `tests/render/palette.rs`.
#[doc(hidden)]
pub mod palette;
mod panel_text;
mod panels;
mod pieces;
// Public for the tests of `tests/render/podium.rs`.
#[doc(hidden)]
pub mod podium;
mod raster;
mod robot;
// What only the tests of `tests/render/` reach (the feature `testing`).
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod seams;
mod seats;
mod spares;
mod sprites;
mod standings;
mod status;
mod text;
pub mod theme;
mod trails;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::game::{Color, Entry, Game, Move, Pawn, Phase, Position, Space, Standing};

pub use animation::{GIF_LIMIT, Gif, GifError, REPLAY_VIEW, gif_of_record, gif_paced, gif_within};
pub use card::{
    CARD_FACE_RADIUS, CARD_WIDTH, CardRow, CardWords, LeaderboardCard, STATS_FACE_RADIUS,
    StatsHeader, card_face_center, leaderboard_card, stats_face_center, stats_header,
};
pub use chances_chart::{ChanceSeries, analysis_chart, chances_chart};
pub use chart::{CHART_SIZE, ChartPoint, rating_chart};
pub use compose::{hint_board, render_board};
pub use face::{ComputerFace, FACE_SIZE, Face, Faces, SeatFace};
pub use face_stamps::{DEFAULT_BUDGET as FACE_STAMPS_BUDGET, FaceStamps, FaceStats};
pub use focus::{answer_board, draw_answer, render_focused, ringed_board};
pub use frame::Frame;
pub use frames::{frames_of_record, game_after_turns, turn_count};
pub use legend::legend;
pub use marks::{MARK_SIZE, MARKER_REACH, Mark, center_text as center_mark};
pub use panel_text::{PanelPart, PanelText};
pub use podium::{PODIUM_FACE_RADIUS, PodiumPlace, podium, podium_face_center};
pub use standings::{
    BRACKET_FACE_RADIUS, BracketRound, BracketSeat, BracketTable, StandingsCard, StandingsRow,
    StandingsWords, bracket_face_center, standings_card, standings_face_center, standings_height,
};
pub use text::{CAP_HEIGHT, missing_glyphs_drawn, renders_fully, width as text_width};
// Public for the tests of `tests/render/` (faces, focus, deflate, huffman, legend_palette, panels).
#[doc(hidden)]
pub use {
    card::trend_words,
    deflate::adler32,
    faces::initial_of,
    focus::{FOCUS_RADIUS, focus_centers},
    huffman::code_lengths,
    legend::build_palette as build_legend_palette,
    pieces::pawn_reach,
    robot::accent as computer_accent,
    text::coverage as text_coverage,
};

use delta::Base;
use layout::Picture;
use palette::Palette;
use raster::{Layer, Surface};

/// What to draw besides the position itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct View {
    /// Mark the legal destinations of the player to move, with their names.
    pub markers: bool,
    /// Highlight the moves of the latest turn that moved (from → to, captures).
    pub last_move: bool,
}

impl Default for View {
    fn default() -> Self {
        View {
            markers: true,
            last_move: true,
        }
    }
}

/// What the caller writes on a board. The board has no words of its own:
/// the lines come from the code that draws a game's board, in its reader's
/// words (`words::board`), and the panels fit them (smaller, or wrapped,
/// never cut).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captions {
    /// The last-move panel: one line per move of the latest turn that moved,
    /// in the order played (see [`Game::entries`]). Without lines the panel
    /// shows each mover's pawn and captures only; characters the fonts lack
    /// are left out.
    pub last_moves: Vec<String>,
}

/// A move of the latest turn, as drawn.
pub(crate) struct LastMove {
    pub color: Color,
    pub mv: Move,
    pub captured: Vec<(Color, Pawn)>,
    pub center_place: Option<u8>,
}

/// Everything the dynamic layer needs, gathered from the game once.
pub(crate) struct Scene<'a> {
    pub position: &'a Position,
    pub last_moves: Vec<LastMove>,
    /// Moves traced in grey under `last_moves`, without a panel line: the
    /// turn a person played where a puzzle's verdict draws the best one.
    pub other_moves: Vec<LastMove>,
    /// The caller's line for each of `last_moves`, by index.
    pub last_move_lines: &'a [String],
    /// Distinct destinations of the legal moves, in move order.
    pub destinations: Vec<Space>,
    /// For each destination, whether the first die rolled and the second
    /// reach it (the buttons' colors).
    pub reach: Vec<[bool; 2]>,
    /// Each seated color's name as the seat panels show it.
    pub names: Vec<(Color, String)>,
    /// The two dice and whether each is used; value 0 when there are none.
    pub dice: [(u8, bool); 2],
    pub standings: Vec<Standing>,
    /// Where pawns are drawn and how far each reaches
    /// ([`pieces::pawn_reach`]), for placing tags clear of them.
    pub pawn_points: Vec<((f32, f32), f32)>,
    /// Whether the static board shows the seats' faces (then the seat
    /// panels draw no pawn where the face is).
    pub faces: bool,
    /// The picture the board is drawn on (its panels, its edges).
    pub picture: Picture,
}

impl<'a> Scene<'a> {
    fn of(game: &'a Game, view: &View, captions: &'a Captions) -> Scene<'a> {
        let position = game.position();
        let last_moves = if view.last_move {
            last_moves(game.entries())
        } else {
            Vec::new()
        };
        let mut destinations = Vec::new();
        let mut reach: Vec<[bool; 2]> = Vec::new();
        if view.markers {
            let first = position.dice()[0];
            for mv in game.legal_moves().iter() {
                let k = match destinations.iter().position(|&d| d == mv.to) {
                    Some(k) => k,
                    None => {
                        destinations.push(mv.to);
                        reach.push([false, false]);
                        destinations.len() - 1
                    }
                };
                reach[k][usize::from(mv.die != first)] = true;
            }
        }
        let names = game
            .players()
            .iter()
            .map(|p| (p.color, panel_text::seat_name(p, game.players())))
            .collect();
        let dice = if position.phase() == Phase::Move {
            let [a, b] = position.dice();
            let unused: Vec<u8> = position.unused_dice().collect();
            // With doubles, count what is left: the first die goes first.
            let (a_used, b_used) = if a == b {
                (unused.len() < 2, unused.is_empty())
            } else {
                (!unused.contains(&a), !unused.contains(&b))
            };
            [(a, a_used), (b, b_used)]
        } else {
            [(0, false), (0, false)]
        };
        let pawn_points = position
            .players()
            .flat_map(|c| Pawn::ALL.map(move |p| (c, p)))
            .filter_map(|(c, p)| {
                Some((pieces::pawn_center(position, c, p)?, pieces::pawn_reach(c)))
            })
            .collect();
        Scene {
            position,
            last_moves,
            other_moves: Vec::new(),
            last_move_lines: &captions.last_moves,
            destinations,
            reach,
            names,
            dice,
            standings: game.standings(),
            pawn_points,
            faces: false,
            picture: Picture::of(&position.players().collect::<Vec<_>>()),
        }
    }
}

/// The moves of the latest turn entry that has any.
fn last_moves(entries: &[Entry]) -> Vec<LastMove> {
    let Some(turn) = entries.iter().rev().find_map(|e| match e {
        Entry::Turn(t) if !t.moves.is_empty() => Some(t),
        _ => None,
    }) else {
        return Vec::new();
    };
    turn.moves
        .iter()
        .filter_map(|m| {
            let mv = m.to_move().ok()?;
            Some(LastMove {
                color: turn.color,
                mv,
                captured: m.captured.iter().map(|c| (c.color, c.pawn)).collect(),
                center_place: m.center.last().copied(),
            })
        })
        .collect()
}

/// The palette, built once from a sample frame showing every kind of thing
/// the renderer draws.
// Public for the tests of `tests/render/animation.rs`.
#[doc(hidden)]
pub fn palette() -> &'static Palette {
    shared_palette()
}

/// [`palette`], as boards without faces hold it.
fn shared_palette() -> &'static Arc<Palette> {
    static PALETTE: OnceLock<Arc<Palette>> = OnceLock::new();
    PALETTE.get_or_init(|| Arc::new(legend::build_palette()))
}

/// The static board for a set of seated colors, as PNG rows of palette
/// indices with its deflate parse (see [`delta`]).
fn base(seated: u8) -> Arc<Base> {
    static BASES: OnceLock<Mutex<HashMap<u8, Arc<Base>>>> = OnceLock::new();
    let bases = BASES.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(b) = bases.lock().unwrap_or_else(|e| e.into_inner()).get(&seated) {
        return b.clone();
    }
    let colors: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| seated & (1 << c.index()) != 0)
        .collect();
    let picture = Picture::of(&colors);
    // Drawn whole, kept as the picture's rows of it.
    let rows = raster::quantize(&board::draw(&colors), palette());
    let (width, height) = (picture.width() as usize, picture.height() as usize);
    let shown =
        (width + 1) * picture.top() as usize..(width + 1) * (picture.top() as usize + height);
    let rows = rows[shown].to_vec();
    let mut typical = Frame::new(rows.clone(), width, height);
    legend::typical_layer(&colors, false).composite_onto(&mut typical, palette());
    let made = Arc::new(Base::new(rows, width + 1, typical.png_rows()));
    bases
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(seated, made.clone());
    made
}

/// Draws the dynamic parts of a scene in stacking order.
pub(crate) fn draw_scene(layer: &mut dyn Surface, scene: &Scene) {
    overlays::draw_trails(layer, scene);
    pieces::draw_pieces(layer, scene.position, scene.picture);
    overlays::draw_landings(layer, scene);
    overlays::draw_markers(layer, scene);
    panels::draw(layer, scene);
}

/// A board drawn for a game, not yet written as PNG.
pub struct Drawing {
    frame: Frame,
    /// The static board the frame was copied from, with its coded bits.
    base: Arc<Base>,
    /// The palette of the frame's indices: the fixed one, or with faces the
    /// fixed one and the avatars' colors.
    palette: Arc<Palette>,
    /// What of the board the frame shows.
    picture: Picture,
}

impl Drawing {
    /// The picture drawn: its size, and where the board's points are on it
    /// ([`Picture::shown`]).
    pub fn picture(&self) -> Picture {
        self.picture
    }

    /// The drawn palette indices (see [`palette_rgb`] for their colors).
    pub fn frame(&self) -> &Frame {
        &self.frame
    }

    /// The PNG, coded by reusing the static board's coded bits wherever the
    /// frame is unchanged, straight into the PNG's `IDAT` chunk.
    pub fn png(&self) -> Vec<u8> {
        let out = raster::png_start(
            self.picture.width(),
            self.picture.height(),
            &self.palette,
            self.base.coded_len(),
        );
        let at = out.len();
        let mut out = self.base.encode_after(&self.frame, out);
        raster::png_end(&mut out, at);
        out
    }

    /// [`Drawing::png`] the way it was first written: the zlib stream on
    /// its own, then the `png` crate's PNG around a copy of it. The
    /// reference that [`render_reference`] pins the other to.
    #[cfg(feature = "testing")]
    fn png_reference(&self) -> Vec<u8> {
        let (width, height) = (self.picture.width(), self.picture.height());
        raster::png(&self.base.encode(&self.frame), width, height, &self.palette)
    }
}

impl Drop for Drawing {
    fn drop(&mut self) {
        let frame = std::mem::replace(&mut self.frame, Frame::empty());
        spares::keep_frame(&self.base, frame);
    }
}

/// A frame showing `base` (of `picture`) with nothing changed: a kept one
/// of that size when there is one (of that board first), else a copy.
fn frame_of(base: &Arc<Base>, picture: Picture) -> Frame {
    let (width, height) = (picture.width() as usize, picture.height() as usize);
    match spares::take_frame(base, width, height) {
        Some((board, mut frame)) if frame.width() == width && frame.height() == height => {
            if std::ptr::eq(board.as_ptr(), Arc::as_ptr(base)) {
                frame.restore(&base.rows);
            } else {
                frame.reset(&base.rows);
            }
            frame
        }
        _ => Frame::new(base.rows.clone(), width, height),
    }
}

/// The colors of the palette indices of every [`Frame`], as RGB triples (a
/// PNG `PLTE` chunk).
pub fn palette_rgb() -> Vec<u8> {
    palette().plte()
}

/// Draws the game on a copy of its static board; [`render`] writes it as PNG.
pub fn draw(game: &Game, view: &View) -> Drawing {
    draw_with_faces(game, view, &Faces::none())
}

/// [`draw`] with each seat's face beside its name (see [`Faces`]).
pub fn draw_with_faces(game: &Game, view: &View, faces: &Faces) -> Drawing {
    draw_with(game, view, faces, &Captions::default())
}

/// [`draw_with_faces`] with the caller's lines in the panels (see [`Captions`]).
pub fn draw_with(game: &Game, view: &View, faces: &Faces, captions: &Captions) -> Drawing {
    FaceStamps::global().draw(game, view, faces, captions)
}

/// [`render_with`] by the first way of drawing: on a fresh copy of the
/// static board, coded apart and then wrapped by the `png` crate. The same
/// bytes; for the tests that pin the faster way to it.
#[cfg(feature = "testing")]
#[doc(hidden)]
pub fn render_reference(game: &Game, view: &View, faces: &Faces, captions: &Captions) -> Vec<u8> {
    FaceStamps::global()
        .drawing(game, view, faces, captions, true)
        .png_reference()
}

impl FaceStamps {
    /// [`draw_with`] with these stamps: the faceless board of the game's
    /// colors, its seats' faces stamped on it (when shown), then the rest.
    pub fn draw(&self, game: &Game, view: &View, faces: &Faces, captions: &Captions) -> Drawing {
        self.drawing(game, view, faces, captions, false)
    }

    /// [`FaceStamps::draw`], on a new copy of the board when `fresh`.
    fn drawing(
        &self,
        game: &Game,
        view: &View,
        faces: &Faces,
        captions: &Captions,
        fresh: bool,
    ) -> Drawing {
        let mut scene = Scene::of(game, view, captions);
        let stamp = faces
            .are_shown()
            .then(|| self.stamp(game, &scene.names, faces));
        scene.faces = stamp.is_some();
        let base = base(seated(game.position()));
        let picture = scene.picture;
        let mut frame = if fresh {
            Frame::new(
                base.rows.clone(),
                picture.width() as usize,
                picture.height() as usize,
            )
        } else {
            frame_of(&base, picture)
        };
        let palette = match &stamp {
            Some(stamp) => {
                stamp.stamp_on(&mut frame);
                stamp.palette().clone()
            }
            None => shared_palette().clone(),
        };
        draw_on(scene, base, palette, frame)
    }
}

/// The colors seated in `position`, as the static boards are keyed.
fn seated(position: &Position) -> u8 {
    position
        .players()
        .fold(0u8, |bits, c| bits | 1 << c.index())
}

/// Draws `scene` on `frame`, which shows `base` unchanged.
fn draw_on(scene: Scene, base: Arc<Base>, palette: Arc<Palette>, mut frame: Frame) -> Drawing {
    let picture = scene.picture;
    let fits = |l: &Layer| {
        (l.top(), l.left(), l.pixmap.width(), l.pixmap.height())
            == (
                picture.top(),
                picture.left(),
                picture.width(),
                picture.height(),
            )
    };
    let kept = spares::take_layer(fits);
    let mut scratch = kept.unwrap_or_else(|| scratch_of(picture));
    let mut canvas = canvas::Canvas::new(&mut frame, &palette, &mut scratch);
    draw_scene(&mut canvas, &scene);
    canvas.finish();
    // Transparent again (the canvas composited and cleared what it drew).
    spares::keep_layer(scratch, fits);
    Drawing {
        frame,
        base,
        palette,
        picture,
    }
}

/// A transparent layer over `picture`'s rows of the board, for the shapes
/// drawn on a frame that are not sprites.
pub(crate) fn scratch_of(picture: Picture) -> Layer {
    Layer::window(
        picture.width(),
        picture.height(),
        picture.left(),
        picture.top(),
    )
}

/// The marks of the legal destinations as [`draw`] places them (empty when
/// `view` has no markers), for checking what a player sees at chat size.
pub fn marks(game: &Game, view: &View) -> Vec<Mark> {
    marks::place(&Scene::of(game, view, &Captions::default()))
}

/// The texts of the panels as [`draw_with`] places them, for checking that
/// they fit and that nothing covers them.
pub fn panel_texts(game: &Game, view: &View, captions: &Captions) -> Vec<PanelText> {
    panels::texts(&Scene::of(game, view, captions))
}

/// Draws the game as a PNG image of [`layout::WIDTH`] × [`layout::HEIGHT`]
/// pixels, [`layout::WIDTH`] × [`layout::PAIR_HEIGHT`] for a table of two
/// seated left and right, [`layout::WIDE_WIDTH`] × [`layout::HEIGHT`] for a
/// table of three or four ([`Picture::of`]).
///
/// Never panics on a game the engine can reach, running or over.
pub fn render(game: &Game, view: &View) -> Vec<u8> {
    draw(game, view).png()
}

/// [`render`] with each seat's face beside its name (see [`Faces`]): a
/// round avatar ringed in the seat's color, with the seat's pawn on its
/// lower right. [`Faces::none`] draws exactly what [`render`] does.
pub fn render_with_faces(game: &Game, view: &View, faces: &Faces) -> Vec<u8> {
    draw_with_faces(game, view, faces).png()
}

/// [`render_with_faces`] with the caller's lines in the panels (see [`Captions`]).
pub fn render_with(game: &Game, view: &View, faces: &Faces, captions: &Captions) -> Vec<u8> {
    draw_with(game, view, faces, captions).png()
}

/// The game drawn as [`layout::frame_side`]² palette indices, row by row (no PNG
/// filter bytes): the very pixels of [`render`], centered on a square of the
/// board's background, for animations.
pub(crate) fn render_indexed(game: &Game, view: &View) -> Vec<u8> {
    let drawing = draw(game, view);
    let frame = drawing.frame();
    let side = layout::frame_side(&game.position().players().collect::<Vec<_>>());
    let bg = theme::BACKGROUND;
    let background = palette().index(bg.0, bg.1, bg.2);
    let above = (side - frame.height()) / 2;
    let below = side - frame.height() - above;
    let mut out = Vec::with_capacity(side * side);
    out.resize(above * side, background);
    for y in 0..frame.height() {
        out.extend_from_slice(frame.row(y));
    }
    out.resize(out.len() + below * side, background);
    out
}
