//! The process around the tables: stopping, the shards it runs, supervision
//! and resume, the sweep, the deliberate waits, idle games, places out of
//! reach, settings changed.

pub mod doors;
pub(in crate::live) mod idle;
pub(in crate::live) mod settings;
pub(in crate::live) mod stop;
pub(in crate::live) mod supervise;
pub(in crate::live) mod sweep;
