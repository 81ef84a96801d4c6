//! End to end: the real bot against the Discord emulator (`hypnosia-emulator`, in
//! tests/emulator/) on 127.0.0.1. One binary for every end-to-end test, so that the bot,
//! serenity and the emulator are linked once rather than once per file.

mod support;

#[path = "../common/fixtures.rs"]
mod fixtures;
#[path = "../common/picture.rs"]
mod picture;
#[path = "../common/postgres.rs"]
mod postgres;
mod process;

mod analysis;
mod breakage;
mod chat_size;
mod consent;
mod contention;
mod doors;
mod faces;
mod fair;
mod full_game;
mod game;
mod healing;
mod history;
mod hostile;
mod languages;
mod learn;
mod lifecycle;
mod limits;
mod lobby;
mod never_deaf;
mod notify;
mod plain_text;
mod quiet;
mod quiet_thread;
mod restart;
mod season_boards;
mod seasons;
mod shards;
mod slow;
mod threads;
mod timeout;
mod told;
