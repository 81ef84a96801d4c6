//! The frames and scratch layers of drawings done, kept for the next ones
//! whatever thread draws them (tokio's blocking threads come and go, and a
//! frame and a layer per thread grew with them): a frame with the static
//! board it was copied from, so that the next drawing on the same board puts
//! back only what that one changed (a few kilobytes) instead of copying the
//! board's 0.8 MB, and on another board copies it without allocating. At
//! most [`SPARES`] of each are kept: as many as drawings run at once.

use std::sync::{Arc, Mutex, MutexGuard, Weak};

use super::delta::Base;
use super::frame::Frame;
use super::raster::Layer;

struct Spares {
    frames: Vec<(Weak<Base>, Frame)>,
    layers: Vec<Layer>,
}

/// Frames (and layers) kept at most: the live lane's slots of a 2-core
/// machine, the heavy lane's thread, and one more.
const SPARES: usize = 4;

fn spares() -> MutexGuard<'static, Spares> {
    static SPARES_KEPT: Mutex<Spares> = Mutex::new(Spares {
        frames: Vec::new(),
        layers: Vec::new(),
    });
    SPARES_KEPT.lock().unwrap_or_else(|e| e.into_inner())
}

/// Keeps the frame of a drawing done on `base`, while fewer than [`SPARES`]
/// are kept.
pub(super) fn keep_frame(base: &Arc<Base>, frame: Frame) {
    let mut spares = spares();
    if spares.frames.len() < SPARES {
        spares.frames.push((Arc::downgrade(base), frame));
    }
}

/// A kept frame for a drawing on `base`: one last drawn on that board first,
/// else one of that size, with the board it was drawn on.
pub(super) fn take_frame(
    base: &Arc<Base>,
    width: usize,
    height: usize,
) -> Option<(Weak<Base>, Frame)> {
    let mut spares = spares();
    // The kept `Weak` holds its board's allocation: no other board can have
    // its address.
    let same_board =
        |(board, _): &(Weak<Base>, Frame)| std::ptr::eq(board.as_ptr(), Arc::as_ptr(base));
    let same_size = |(_, f): &(Weak<Base>, Frame)| f.width() == width && f.height() == height;
    let at = spares
        .frames
        .iter()
        .position(same_board)
        .or_else(|| spares.frames.iter().position(same_size));
    at.map(|at| spares.frames.swap_remove(at))
}

/// A kept scratch layer that `fits`.
pub(super) fn take_layer(fits: impl Fn(&Layer) -> bool) -> Option<Layer> {
    let mut spares = spares();
    let at = spares.layers.iter().position(fits);
    at.map(|at| spares.layers.swap_remove(at))
}

/// Keeps a transparent scratch layer: beside the others while fewer than
/// [`SPARES`] are kept, else in place of one that does not `fit` (the newest
/// picture's size replaces another's).
pub(super) fn keep_layer(scratch: Layer, fits: impl Fn(&Layer) -> bool) {
    let mut spares = spares();
    if spares.layers.len() < SPARES {
        spares.layers.push(scratch);
    } else if let Some(other) = spares.layers.iter_mut().find(|l| !fits(l)) {
        *other = scratch;
    }
}
