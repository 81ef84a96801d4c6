//! Hypnosia: the rules engine, computer players, renderer, storage, the tables
//! in play and the Discord bot that shows them.
//!
//! This page is the map of the house: its rooms, the few paths everything takes
//! through them, and the house's own words (see the [glossary](#glossary)).
//! What the bot does for players and admins, and how to set it up, is the
//! repository's `README.md`; the operators' and developers' reference (running
//! it as a service, storage, several processes, failures, the developer
//! commands, the tests) is [`operating`]; the measured figures and how to rerun
//! them are `benches/README.md`, beside the benches.
//!
//! # The rooms
//!
//! Dependencies point one way, with no import circle: each room imports only
//! rooms on the lines above it, or left of it on its line (`render` draws
//! `analysis`'s charts; `live` raises its refusals typed by `words`);
//! `tests/rooms.rs` holds every room to this order:
//!
//! ```text
//! game (pure rules)  i18n (languages)  platform (Discord's facts)  pace (Discord's budget)
//!                                                            import nothing of the crate
//!   ← table (the vocabulary of tables, seats, lobbies)   learn (lessons)
//!   ← ai (computer players) ← analysis (win chances, errors) ← render (pure: Game → PNG)
//!   ← seating (tournaments: their vocabulary, tables, rounds and standings)
//!   ← puzzles (positions with one clearly best turn, from records)
//!   ← heavy (lanes, fair shares, GIF exports)   faces (avatars)
//!   ← store (SQLite or PostgreSQL, every statement written once for both)
//!   ← words (what people read, no Discord type)
//!   ← live (the tables in play, no serenity; its outcomes typed, worded by the screen, its refusals too)
//!   ← controls (what each button and menu's id names)
//!   ← views (what a message shows: text, card, plain buttons and menus; no Discord type)
//!   ← showing (the screen's plain-Rust helpers: what it keeps to show the tables)
//!   ← config (the process's configuration)   discord (one screen of the tables, and the commands)
//!   ← main.rs (flags, logging, run)
//! ```
//!
//! The pure rooms ([`game`], [`i18n`], [`platform`], [`table`], [`seating`],
//! [`learn`], [`ai`], [`analysis`], [`puzzles`], [`render`]; each says what
//! it holds in its own docs) are the crate `hypnosia-core` (`src/core/`),
//! re-exported here under the same names: it needs none of Discord, the store
//! or a runtime, so a clean build compiles it beside serenity and sqlx, and it
//! is optimised for drawing and search (the profiles in `Cargo.toml` say why).
//! The rooms between them and the screen, from `pace` to `showing`, are the
//! crate `hypnosia-engine` (`src/engine/lib.rs` gathers their folders, which
//! stay where this map draws them), re-exported here too: it has no Discord
//! library among its dependencies, so naming serenity or poise there is a
//! compile error, and a clean build compiles it beside them. This crate itself
//! is the screen ([`discord`]), the configuration ([`config`]), the developers'
//! commands ([`cli`]) and the operators' reference ([`operating`]). The rooms:
//!
//! - [`heavy`]: where drawing runs (lanes), each member's fair share, servers
//!   served in turn ([`heavy::fair_slots`]), the GIF exports.
//! - [`faces`]: people's avatars for the pictures, never waited for.
//! - [`store`]: every SQL statement, written once (`store/sql/`) for SQLite and
//!   PostgreSQL; a game row carries its version, so two writers never both
//!   advance a game. Once the bot runs, only the engine writes it: the screen
//!   and the commands read ([`store::Reads`]).
//! - [`words`]: what people read, refusals included ([`words::refusals`]),
//!   worded through `i18n` and tested without Discord.
//! - [`live`]: the engine: the tables in play, with no Discord library: a
//!   small [`live::Kernel`] and its services ([`live::Tables`] composes them;
//!   `live/mod.rs` maps its folders). It holds every rule of a table and meets
//!   people only through the [`live::Screen`] port.
//! - [`controls`]: the custom id of every button and menu the bot posts,
//!   written and strictly parsed without Discord.
//! - [`views`]: what each message shows, as plain Rust: a
//!   [`views::view::View`] (content, card, rows of plain buttons and menus,
//!   board) built from a table, a lesson, a page of history…, with no Discord
//!   library; `discord/view.rs` alone turns one into Discord's message.
//! - [`showing`]: the screen's plain-Rust helpers, kept out of the engine and
//!   out of `discord/`: what a screen keeps and computes to show the tables.
//! - [`discord`]: Discord's own work only: the bot ([`discord::bot`]), every
//!   click parsed once and answered in time, the screen ([`discord::screen`],
//!   Discord as the tables' [`live::Screen`]), deferrals and the commands.
//! - [`pace`]: the bot's pace toward Discord (plain Rust): one gate for every
//!   counted call, people's calls first, each route's bucket (a click's
//!   webhook spent well), the breaker.
//! - [`cli`]: developer commands and `migrate-db`; the binary (`main.rs`) only
//!   reads flags and runs the bot or a command. [`config`]: the process's
//!   configuration (flags, environment, `.env`), checked before anything
//!   starts; the screen and the engine receive it.
//!
//! Outside `src/`: `tests/` (the package `hypnosia-tests`: the rooms' tests,
//! the end-to-end tests against a Discord emulator), `benches/` and
//! `migrations/`; how they are laid out and run is [`operating`]'s.
//!
//! # The paths
//!
//! - **The change path**: every change of a game goes through
//!   [`live::Kernel::change_game`], committed before it is shown, no lock held
//!   while Discord answers (`live/kernel/change.rs`); the engine meets the
//!   screen through a narrow, one-way port ([`live::Screen`], `live/port/`),
//!   and the screen shows it (`discord/screen/show.rs`). The screen holds no
//!   pointer to the engine: a show, a post and a notice each end in an answer
//!   the engine acts on ([`live::Shown`], [`live::PostReport`], with what the
//!   screen learned meanwhile, [`live::Learned`]).
//! - **What people must see is committed with the game**: a game's turns owed
//!   in its row, every other post once in the engine's outbox ([`live::Outbox`],
//!   `live/outbox/`), shown again by the sweep after any crash
//!   (`live/process/sweep.rs`).
//! - **Answer first, then work**: every click and command answered once, in
//!   time ([`discord::answer`]).
//! - **The click pays**: what follows a person's click is shown through that
//!   click, outside the bot's budget ([`showing::click_pays::Payers`], `showing/click_pays.rs`);
//!   its webhook calls read of Discord's answer only the id they need
//!   ([`discord::webhook`]).
//! - **Heavy work** runs in lanes, servers in turn, each member within a fair
//!   share ([`heavy`]); while the engine is behind (people's changes and
//!   boards lately slow: [`heavy::keeping_up`]), only the boards people wait
//!   for are drawn.
//! - **Clicks alone**: a table whose reach is only through interactions (a DM,
//!   a group DM, a server that never added the bot) is one board message,
//!   shown through each click's own interaction and never with the bot's
//!   token (the screen's `Via::Click` has no call that takes it); what no
//!   click could show waits, owed, for the next click, out of every sweep,
//!   and a table left a day unclicked is called off
//!   (`discord/screen/by_clicks.rs`, [`live::Tables::click_move`], [`live::Tables::refresh`]).
//!   What the screen posted there (the turn's ping line, the click that
//!   pays for the computers' turns) is kept with the table with its token,
//!   never logged and dropped before it dies, so that a restart leaves
//!   nothing behind: it removes the line as its turn ends and shows what
//!   was owed through the kept click ([`showing::kept_tokens`], the store's
//!   `click_tokens`, [`live::Tables::reshow_kept`]).
//! - **Doors**: a place the bot can no longer reach calls its tables off
//!   ([`live::process::doors`], [`discord::screen`]'s `doors.rs`): Discord's
//!   events through the handler that holds the engine, refused calls handed
//!   back with the screen's answers ([`live::Learned`]).
//! - **Faces**: avatars drawn in the pictures, never waited for ([`faces`]).
//!
//! # Glossary
//!
//! | word | meaning |
//! |---|---|
//! | table | a lobby or a running game, with its seats and its place ([`table::Place`]) |
//! | venue | where a table is played: a server's channel (and its thread), or a DM / group DM ([`table::Venue`]); the engine's |
//! | community | whose ratings, settings and limits a table counts in: a server, or a direct venue of its own ([`table::Community`]); fair shares and shards go by it |
//! | reach | whether the bot may show a table at any time, or only through people's interactions ([`table::Reach`]) |
//! | kept token | an interaction's token the screen keeps with a table reached only through clicks, for what it posted through it to outlive a restart ([`store::Token`], never logged) |
//! | on screen | the messages the screen shows a table with ([`table::OnScreen`]): the screen's, reported back through `Shown` and kept with the game; the engine carries it whole and never reads it (`tests/rooms.rs`), judging clicks by version and seat |
//! | room | a top-level module of this crate, with its own `//!` |
//! | the engine | [`live`]: the tables in play, with no Discord library |
//! | screen | what people see the tables through: the [`live::Screen`] port; Discord is one, the engine's tests use one that records |
//! | change | one step of a game through the change path, committed before it is shown |
//! | show | the screen's putting a committed change in front of the players (a post, an edit) |
//! | version | a game's counter, one more per change; a click names the version it saw |
//! | owed | committed but not yet shown: `shown_version` behind `version` |
//! | outbox | what is owed to the players, kept in the store: a game's turns with the game (`shown_version`), every other post once in `posts`, shown from there |
//! | the sweep | the periodic pass (and the one at start-up) that shows what is owed and sets going what is due, as named steps each run on its own |
//! | live message | the message that shows a game now, whose buttons are played |
//! | log | a game's newest turn lines, edited: the lobby message in the channel (then its end line), a message of its own in a thread; for a table with no lobby message (a tournament's, a practice game), the message that opens it and pings its people |
//! | the quiet channel | one turn message at a time, the log, the end line; every table (lobby, rematch, practice, tournament), in the channel or a thread, is kept as quiet |
//! | watching | a player who clicked in the game within a minute: their turn comes without a notification |
//! | door | a place the bot can no longer reach; closing it calls its tables off |
//! | lanes | where drawing runs: the live lane for boards people wait for, the heavy lane for the rest |
//! | fair share | a member's allowance of heavy work |
//! | single flight | one drawing of a GIF for everyone who asks while it is drawn |
//! | face | a person's avatar as drawn in the pictures |
//! | claim | a row written before a once-only post (an owed post of the outbox, leased; a day's puzzle) or with a tournament's round and its games, so that one process does it, once |
//! | play-out | the computers finishing at once a game in which no person can move any more |
//! | words | what people read, built apart from Discord (`words`) |
//! | card (of a message) | what one embed shows, as plain text built in `words` ([`words::card::Card`]); only `discord/view.rs` makes it an embed (the pictures called cards, the leaderboard's and the stats header, are `render`'s) |
//! | shard | the slice of servers one process holds: it runs only their tables (direct venues are shard 0's) |
// A link in these docs that names nothing fails `cargo doc --no-deps --workspace`
// (run it before a change to the docs lands; CI does not build the docs: it would
// check every dependency a second time, minutes of its 9).
#![deny(rustdoc::broken_intra_doc_links)]

pub mod cli;
pub mod config;
pub mod discord;
pub mod operating;

// The engine's rooms are the crate `hypnosia-engine` (`src/engine/lib.rs` gathers their
// folders), built beside serenity and poise: see its docs.
pub use hypnosia_engine::{controls, faces, heavy, live, pace, showing, store, views, words};

// The pure rooms are the crate `hypnosia-core` (`src/core/`), built apart: see its docs.
pub use hypnosia_core::{
    ai, analysis, game, i18n, learn, platform, puzzles, render, seating, t, table, text,
};
