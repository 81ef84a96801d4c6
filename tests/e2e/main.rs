//! End to end: the real bot against the Discord emulator (`hypnosia-emulator`, in
//! tests/emulator/) on 127.0.0.1. One binary for every end-to-end test, so that the bot,
//! serenity and the emulator are linked once rather than once per file. Its harness is
//! `harness.rs` (four tests at a time: they mostly wait).

mod choose;
mod harness;
mod support;

#[path = "../common/chat_rows.rs"]
mod chat_rows;
#[path = "../common/screens.rs"]
mod screens;

#[path = "../common/fixtures.rs"]
mod fixtures;
#[path = "../common/lone_movers.rs"]
mod lone_movers;
#[path = "../common/picture.rs"]
mod picture;
#[path = "../common/postgres.rs"]
mod postgres;
mod process;

mod analysis;
mod anywhere;
mod anywhere_alone;
mod breakage;
mod challenge;
mod chat_size;
mod click_pays;
mod consent;
mod contention;
mod decided;
mod deferral;
mod direct_restart;
mod doors;
mod ends;
mod faces;
mod fair;
mod full_game;
mod game;
mod group_dm;
mod handover;
mod healing;
mod history;
mod hostile;
mod languages;
mod learn;
mod lifecycle;
mod limits;
mod lobby;
mod log_lines;
mod never_deaf;
mod not_there;
mod notation;
mod notify;
mod pace;
mod plain_text;
mod puzzles;
mod quiet;
mod quiet_tables;
mod quiet_thread;
mod restart;
mod season_boards;
mod seasons;
mod shards;
mod slow;
mod stop;
mod threads;
mod timeout;
mod timeouts_told;
mod told;
mod tournament_card;
mod tournament_restart;
mod tournament_rules;
mod tournaments;
mod unreached;

fn main() {
    // The slowest modules first (measured: `timeout` 15 s, `shards` 13 s, `tournaments` 10 s,
    // `doors` 7 s…), so that no long test starts last and runs alone at the end.
    harness::run(
        [
            timeout::trials(),
            anywhere::trials(),
            timeouts_told::trials(),
            direct_restart::trials(),
            anywhere_alone::trials(),
            not_there::trials(),
            group_dm::trials(),
            unreached::trials(),
            challenge::trials(),
            shards::trials(),
            tournaments::trials(),
            tournament_card::trials(),
            tournament_restart::trials(),
            tournament_rules::trials(),
            deferral::trials(),
            click_pays::trials(),
            doors::trials(),
            puzzles::trials(),
            ends::trials(),
            decided::trials(),
            breakage::trials(),
            analysis::trials(),
            contention::trials(),
            healing::trials(),
            consent::trials(),
            chat_size::trials(),
            faces::trials(),
            fair::trials(),
            full_game::trials(),
            game::trials(),
            handover::trials(),
            history::trials(),
            hostile::trials(),
            languages::trials(),
            learn::trials(),
            lifecycle::trials(),
            limits::trials(),
            lobby::trials(),
            never_deaf::trials(),
            notation::trials(),
            notify::trials(),
            pace::trials(),
            plain_text::trials(),
            quiet::trials(),
            quiet_tables::trials(),
            quiet_thread::trials(),
            restart::trials(),
            log_lines::trials(),
            season_boards::trials(),
            seasons::trials(),
            slow::trials(),
            stop::trials(),
            threads::trials(),
            told::trials(),
        ]
        .into_iter()
        .flatten()
        .collect(),
    )
}
