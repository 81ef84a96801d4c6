//! Developer commands: `simulate`, `render`, `arena`, `fit-leaf`.
pub mod arena;
pub mod fit_leaf;
pub mod render;
pub mod simulate;
