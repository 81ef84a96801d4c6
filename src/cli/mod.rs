//! Developer commands: `simulate`, `render`, `arena`.
pub mod arena;
pub mod render;
pub mod simulate;
