//! The legend image for a rules page (the empty board with notes on bridges,
//! lanes, the center and the pawn shapes), and the sample frames the palette
//! is built from.

use std::collections::HashMap;

use super::layout::{self, Picture, panel};
use super::palette::Palette;
use super::raster::{self, Layer};
use super::text::{self, Align, Style};
use super::theme::{self, Rgb};
use super::{LastMove, Scene, board, draw_scene, pieces};
use crate::game::{Color, Move, Pawn, Pawns, Ring, RingSpace, Setup, Space};

fn note(size: f32, fill: Rgb) -> Style {
    Style {
        size,
        fill,
        halo: None,
    }
}

/// A panel's number: `/hypnosia rules` explains each number in the reader's
/// language, so the picture itself has no words.
fn number_panel(layer: &mut Layer, p: layout::Rect, number: u8) {
    text::draw(
        layer,
        &number.to_string(),
        (p.x + 22.0, p.y + 30.0),
        Align::Left,
        note(34.0, theme::BRIDGE),
    );
}

fn draw_legend(layer: &mut Layer) {
    board::draw_names(layer, &Color::ALL);
    let p = panel::TURN;
    number_panel(layer, p, 1);
    for (k, color) in Color::ALL.into_iter().enumerate() {
        let x = p.x + 38.0 + 52.0 * (k % 3) as f32;
        let y = p.y + 90.0 + 52.0 * (k / 3) as f32;
        pieces::draw_pawn(layer, color, (k % 4) as u8 + 1, layout::PAWN_RADIUS, (x, y));
    }
    // 2: a bridge and where it leads, drawn as the board draws them.
    number_panel(layer, panel::STATUS, 2);
    for (k, bridge) in ["O4→M3", "M0→I0", "I2→C"].into_iter().enumerate() {
        text::draw(
            layer,
            bridge,
            (
                panel::STATUS.x + 22.0,
                panel::STATUS.y + 84.0 + 38.0 * k as f32,
            ),
            Align::Left,
            note(24.0, theme::PAPER),
        );
    }
    number_panel(layer, panel::SCORES_LEFT, 3);
    for (k, line) in ["L1 L2 L3 L4", "→ O0"].into_iter().enumerate() {
        text::draw(
            layer,
            line,
            (
                panel::SCORES_LEFT.x + 22.0,
                panel::SCORES_LEFT.y + 84.0 + 38.0 * k as f32,
            ),
            Align::Left,
            note(24.0, theme::PAPER),
        );
    }
    number_panel(layer, panel::SCORES_RIGHT, 4);
    for (k, line) in ["★ +5 +4 +3", "+2 +1"].into_iter().enumerate() {
        text::draw(
            layer,
            line,
            (
                panel::SCORES_RIGHT.x + 22.0,
                panel::SCORES_RIGHT.y + 84.0 + 38.0 * k as f32,
            ),
            Align::Left,
            note(24.0, theme::PAPER),
        );
    }
    // Name the rings where they cross the empty band at the right.
    for ring in Ring::ALL {
        let space = RingSpace::new(ring, ring.per_sector()).expect("a space of sector 1");
        let (x, y) = layout::polar(
            layout::ring_radius(ring) - 30.0,
            space.angle_degrees() - 5.0,
        );
        let name = match ring {
            Ring::Outer => "O",
            Ring::Middle => "M",
            Ring::Inner => "I",
        };
        text::draw(
            layer,
            name,
            (x, y),
            Align::Center,
            Style {
                size: 20.0,
                fill: theme::PAPER,
                halo: Some((theme::INK, 2.5)),
            },
        );
    }
}

/// The legend: the empty six-player board with notes, as PNG.
pub fn legend() -> Vec<u8> {
    let palette = super::palette();
    let mut layer = Layer::from_pixmap(board::draw(&Color::ALL));
    draw_legend(&mut layer);
    layer.forget_dirty();
    raster::encode_once(&layer.pixmap, palette)
}

/// Sample scenes covering every pawn, stack, marker, trail, die and panel
/// text over the board, so that the palette has their colors and edges.
fn sample_layers() -> Vec<Layer> {
    let mut out = Vec::new();
    let all = Color::ALL;
    // Pawns of every color on every ring, stacks on the inner ring.
    let mut spread = Setup::new(&all).dice([6, 6]);
    for c in all {
        let k = c.index() as u8;
        spread = spread
            .at(c, 1, &format!("O{}", (8 * k + 12) % 48))
            .at(c, 2, &format!("M{}", (6 * k + 9) % 36))
            .at(c, 3, &format!("I{}", (4 * k + 6) % 24))
            .at(c, 4, &format!("I{}", (4 * k + 6) % 24));
    }
    // Lanes full, the center holding pawns, a captured pawn.
    let lanes = Setup::new(&all)
        .dice([3, 5])
        .first_die_used()
        .at(Color::Red, 1, "C")
        .at(Color::Yellow, 2, "C")
        .at(Color::Green, 3, "C")
        .at(Color::Cyan, 4, "C")
        .at(Color::Blue, 1, "x")
        .at(Color::Magenta, 2, "x");
    let ring = |r: Ring, i: u8| Space::Ring(RingSpace::new(r, i).expect("a sample space"));
    for setup in [spread, lanes] {
        let Ok(position) = setup.position() else {
            continue;
        };
        let last_moves = all
            .into_iter()
            .map(|c| LastMove {
                color: c,
                mv: Move {
                    die: 5,
                    pawns: Pawns::single(Pawn::ALL[0]),
                    from: ring(Ring::Outer, 8 * c.index() as u8 + 4),
                    to: ring(Ring::Middle, (6 * c.index() as u8 + 7) % 36),
                    cross: true,
                },
                captured: vec![(all[(c.index() + 1) % 6], Pawn::ALL[1])],
                center_place: None,
            })
            .collect::<Vec<LastMove>>();
        // The lines a caller would write: only their pixels matter here.
        let lines: Vec<String> = last_moves.iter().map(|l| l.mv.to_string()).collect();
        let scene = Scene {
            position: &position,
            last_moves,
            other_moves: Vec::new(),
            last_move_lines: &lines,
            destinations: vec![
                ring(Ring::Outer, 5),
                ring(Ring::Middle, 14),
                ring(Ring::Inner, 20),
                Space::Center,
            ],
            reach: vec![[true, false], [false, true], [true, true], [true, false]],
            names: all.iter().map(|&c| (c, c.name().to_owned())).collect(),
            dice: [(3, true), (5, false)],
            standings: crate::game::ranking(&position),
            pawn_points: Vec::new(),
            faces: false,
            picture: Picture::Full,
        };
        let mut layer = Layer::from_pixmap(board::draw(&all));
        draw_scene(&mut layer, &scene);
        layer.forget_dirty();
        out.push(layer);
    }
    let mut legend = Layer::from_pixmap(board::draw(&all));
    draw_legend(&mut legend);
    out.push(legend);
    out
}

/// A middle-of-the-game scene for the seated `colors` on a transparent
/// layer: pawns in lanes, on every ring and in the center, a trail with a
/// capture, destination markers, dice and scores. The deflate codes of a
/// static board are fitted to the board under this scene (see
/// [`super::delta`]), so that what a real frame adds codes cheaply.
pub(super) fn typical_layer(colors: &[Color], faces: bool) -> Layer {
    let mut setup = Setup::new(colors).dice([3, 5]).first_die_used();
    for (k, &c) in colors.iter().enumerate() {
        let k = k as u8;
        setup = setup
            .at(c, 2, &format!("O{}", (8 * k + 12) % 48))
            .at(c, 3, &format!("M{}", (6 * k + 9) % 36))
            .at(c, 4, &format!("I{}", (4 * k + 6) % 24));
    }
    let picture = Picture::of(colors);
    let mut layer = super::scratch_of(picture);
    let Ok(position) = setup.clone().at(colors[0], 1, "C").position() else {
        return layer;
    };
    let ring = |r: Ring, i: u8| Space::Ring(RingSpace::new(r, i).expect("a sample space"));
    let lines = vec!["5: 2 O4→O9".to_owned()];
    let scene = Scene {
        position: &position,
        last_move_lines: &lines,
        other_moves: Vec::new(),
        last_moves: vec![LastMove {
            color: colors[0],
            mv: Move {
                die: 5,
                pawns: Pawns::single(Pawn::ALL[1]),
                from: ring(Ring::Outer, 4),
                to: ring(Ring::Outer, 9),
                cross: false,
            },
            captured: vec![(colors[colors.len() - 1], Pawn::ALL[0])],
            center_place: None,
        }],
        destinations: vec![
            ring(Ring::Outer, 30),
            ring(Ring::Middle, 14),
            ring(Ring::Inner, 20),
        ],
        reach: vec![[true, false], [false, true], [true, true]],
        names: colors.iter().map(|&c| (c, c.name().to_owned())).collect(),
        dice: [(3, true), (5, false)],
        standings: crate::game::ranking(&position),
        pawn_points: Vec::new(),
        faces,
        picture,
    };
    draw_scene(&mut layer, &scene);
    layer
}

/// The colors that must come out exactly: flat fills and text.
fn key_colors() -> Vec<Rgb> {
    let mut keep = vec![
        theme::BACKGROUND,
        theme::PANEL,
        theme::INK,
        theme::PAPER,
        theme::MUTED,
        theme::BRIDGE,
        theme::CENTER,
        theme::TRAIL,
        theme::CAPTURE,
        theme::MARKER,
        theme::DIE_FIRST,
        theme::DIE_SECOND,
    ];
    for c in Color::ALL {
        keep.push(theme::pawn(c));
        keep.push(theme::sector(c));
        keep.push(theme::space_fill(c));
    }
    keep
}

/// Builds the palette from the sample frames.
// Public for the tests of `tests/render/legend_palette.rs`.
#[doc(hidden)]
pub fn build_palette() -> Palette {
    let mut histogram: HashMap<Rgb, u32> = HashMap::new();
    for layer in sample_layers() {
        for px in layer.pixmap.data().chunks_exact(4) {
            *histogram.entry(Rgb(px[0], px[1], px[2])).or_insert(0) += 1;
        }
    }
    Palette::build(&histogram, &key_colors())
}
