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
//! Dependencies point one way, with no import circle, and no room imports a room
//! above it:
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
//!   ← live (the tables in play, no serenity; `words` words its refusals and choices)
//!   ← controls (what each button and menu's id names)
//!   ← discord (one screen of the tables, and the commands) ← main.rs (flags, logging, run)
//! ```
//!
//! The pure rooms (`game`, `i18n`, `platform`, `table`,
//! `seating`, `learn`, `ai`, `analysis`, `puzzles`, `render`) are the crate
//! `hypnosia-core` (`src/core/`), re-exported here under the same names: it needs
//! none of Discord, the store or a runtime, so a clean build compiles it beside
//! serenity and sqlx, optimised for drawing and search, while this crate's async
//! rooms are built without optimisation (the profiles in `Cargo.toml` say why).
//!
//! - [`game`]: the rules as a pure library: a [`game::Position`] is a small
//!   `Copy` value, a [`game::Game`] adds players, dice, record and version.
//! - [`i18n`]: the languages; every word comes from the Fluent files under
//!   `assets/locales/`, put into words for each reader at the last moment.
//!   Each room imports only rooms on the lines above it, or left of it on
//!   its line (`render` draws `analysis`'s charts; `live` has `words` word
//!   what it refuses).
//! - [`platform`]: Discord's own facts as plain Rust, each written once: the
//!   permission bits the bot needs and its invite URL, the shard formula, the
//!   markup of mentions, channels and relative times, and `discord.com` links.
//!   It lives in the pure crate because it is pure and imports nothing, so
//!   every room may import it openly (the engine and `words` included) without
//!   learning any Discord library: the rooms above it keep their neutral
//!   vocabulary, and a refusal carries a time (a `UnixTime`) that `words`
//!   formats with it.
//! - [`table`]: the one vocabulary of a table that the store, the engine and the
//!   screen share (seats, lobbies, a started [`table::Table`], settings): the
//!   store reads and writes exactly these types, with no conversion between;
//!   a tournament's vocabulary is [`seating::tournament`]'s and a server's
//!   puzzles' [`puzzles`]', kept by the store the same way.
//! - [`render`]: a game to a PNG (boards, charts, cards, the GIF), pure, without
//!   words. [`learn`]: the lessons as data checked by the rules.
//! - [`seating`]: tournaments, pure: their vocabulary, caps and refusals, tables,
//!   Swiss and knock-out rounds, turn order, standings.
//! - [`ai`]: the computer players' levels; [`analysis`]: each player's chance to
//!   win, luck and skill, the error of every decision.
//!   [`puzzles`]: positions of finished games where one turn is clearly best.
//! - [`heavy`]: where drawing runs, each member's fair share, servers served
//!   in turn ([`heavy::fair_slots`]: computer decisions, live boards), and
//!   the GIF exports' single flight and cooldown (see [Heavy work](#heavy-work)).
//! - [`faces`]: people's avatars for the pictures (see [Faces](#faces)).
//! - [`store`]: every SQL statement of the bot, written once (`store/sql/`) and
//!   compiled for SQLite and PostgreSQL; a game row carries its version, so two
//!   writers never both advance a game.
//! - [`words`]: what people read (turns, results, ratings, histories,
//!   refusals: each typed per feature where it is raised, with its data, and
//!   worded in [`words::refusals`]), worded through `i18n` and tested without Discord; Discord's markup
//!   (mentions, relative times, channel links) is [`platform::markup`].
//! - [`live`]: the engine: the tables in play, with no Discord library (Discord's
//!   facts it needs are [`platform`]'s, its refusals typed and worded by `words`): the change
//!   path, computer turns, deadlines, reminders, votes, hints, puzzles (the daily one
//!   claimed per server and day), lobbies, doors,
//!   tournaments (each round seated once, by itself), the sweep. [`live::Tables`]
//!   composes a small [`live::Kernel`] (store, screen, settings, the change
//!   path, lanes, stopping) and feature services with their own state, each
//!   reached as `tables.name()`: [`live::Turns`] (computer moves, deadlines,
//!   reminders, "Finish for me"), [`live::Lobbies`], [`live::Votes`],
//!   [`live::Practice`], [`live::Puzzles`] (with the daily puzzle),
//!   [`live::Analyses`], [`live::Outbox`], [`live::Tournaments`] (what members
//!   ask) and [`live::TournamentRounds`] (what runs by itself) (`live/mod.rs`
//!   lists them). It holds
//!   every rule of a table (where a new table plays,
//!   [`live::Lobbies::placement`]; who may cancel, [`live::Votes::cancel_as`];
//!   what a hint costs; "a game of another server is unknown here",
//!   [`live::Kernel::load_in`]), and meets people only through the
//!   [`live::Screen`] port.
//! - [`controls`]: the custom id of every button and menu the bot posts
//!   (game, version, move…), written and strictly parsed without Discord.
//! - [`discord`]: Discord's own work only: interaction plumbing ([`discord::bot`]
//!   runs the bot; every click parsed once; every interaction answered in time),
//!   the screen ([`discord::screen`], Discord as the tables' [`live::Screen`]: shows
//!   in order per game, nonces, retries, threads, the quiet channel, doors),
//!   deferrals, and the commands: most are one engine call plus one view; `/new`,
//!   the practice game and the settings still make several.
//! - [`pace`]: the bot's pace toward Discord (plain Rust, no serenity): one
//!   pace for every counted call (the gate on 127.0.0.1 every REST call
//!   passes; people's calls first, background ones by server in turn; at most
//!   41 leave it in any sliding second, a cap kept where they leave), each route's bucket as Discord keys it (an
//!   interaction token's apart; serenity's limiter is off), member look-ups
//!   dropped first, the breaker on
//!   a 401 or too many refusals (what it stops stays owed; a probe closes it),
//!   where `--api-url` sends calls, and the bot's token, never printed.
//! - [`cli`]: developer commands (`simulate`, `simulate-tournament`, `render`,
//!   `arena`, `fit-leaf`, `error-rates`, `puzzles generate`) and `migrate-db`;
//!   the binary (`main.rs`) only reads flags and runs the bot or a command.
//! - [`config`]: the process's configuration (flags, environment, `.env`), checked
//!   before anything starts; the screen and the engine receive it.
//!
//! Start reading a change at `live/change.rs`, and how it reaches Discord at
//! `discord/screen/show.rs`.
//!
//! Outside `src/`: `tests/` is the package `hypnosia-tests` (each room's tests
//! in one binary, `it`, through the crate's public API and the seams of its
//! feature `testing`, which only that package enables: `tests/render/`,
//! `tests/store/`…, so that `src/` compiles once for tests; `tests/rooms.rs`
//! fails when a room below the screen names Discord; no crate keeps a
//! test in `src/` (`test = false`, no `#[cfg(test)]`; only doc examples run
//! there; a doc link that names nothing fails `cargo doc --no-deps --workspace`,
//! which CI does not run). The engine's tests are in `tests/live/`,
//! on a real SQLite file with a screen that records, in milliseconds; the bot
//! end to end in `tests/e2e/` against `tests/emulator/`, a Discord emulator
//! that enforces Discord's limits and its OpenAPI description); `benches/` is
//! `hypnosia-benches`; `migrations/` holds the schema for SQLite and
//! `migrations/postgres/` the same for PostgreSQL.
//!
//! # The change path
//!
//! Every change of a game (a click, a computer move, a time-out, a resignation,
//! a cancel, a start) goes through one path, [`live::Kernel::change_game`]:
//! take the game's lock, load it, apply the change, save it with the store's
//! version check (a second writer is refused, never overwritten), set going
//! what waits on it (the next computer move, the turn deadline, the reminder),
//! let go of the lock, and only then hand the change to the screen. Timers and
//! computer turns are changes like any other: what they were set going for is
//! checked against the freshly loaded game, so a stale timer does nothing. No
//! lock is ever held while Discord answers, and the screen is asked nothing
//! under the lock.
//!
//! **The port** is narrow: the engine pushes each committed change to the
//! screen in the game's order, with the message the game shows now
//! ([`live::Screen::show`]), and tells it of what happened by itself
//! ([`live::Screen::notice`]: a lobby or a vote ran out, a tournament
//! calls its players, the sweep ran, a post of the outbox is
//! owed, with its data); it never asks the screen anything (one fixed property aside: whether it
//! opens tournament tables' threads itself, [`live::Screen::opens_threads`]). A show
//! ends in what became of it ([`live::Shown`]: the message that shows the
//! game, whether the players have it), and what became of a post comes back
//! through [`live::Outbox::posted`]; so a move click crosses between engine
//! and screen twice (the click in, its change out), there is one type for
//! the shown message, and clicks are judged against what the engine was told.
//!
//! # The outbox: what people must see is committed with the game
//!
//! A commit that players must see (a new turn, the results) leaves the game's
//! `shown_version` behind its `version`: what is owed to the players is in the
//! store, in the same transaction as the move. The screen shows it, and once
//! Discord has it, its show ends saying so ([`live::Shown`]), and the engine
//! marks it in the store (a new message or the results at once; an update in
//! place by the game's next commit): no screen writes to the store. So a crash, a kill or a deploy between a move and its post loses
//! nothing: **the sweep** (at start-up, then every 15 s: [`live::Waits`]) reads what is owed,
//! [`store::Store::owed_to_screen`], and shows it again, once: a post carries a
//! nonce made of the game and its version, so a post whose answer the crash lost
//! is not made twice. A debt is shown again only when two sweeps saw it (a
//! younger one is being shown); a person's turn shown late gets its whole time
//! from then, and a deadline that fires on a turn still owed shows it instead of
//! timing anyone out. The end is shown whole or stays owed: its results, the
//! tidy-up and the game's line in the channel (Discord away or the breaker
//! open while the line is edited, the sweep shows the end again, the results
//! found by their nonce). A show Discord refuses for good (403, 404) is marked done:
//! the game goes on. A tournament table whose opening in its thread is owed
//! (a post of the outbox, below) is not shown by the sweep: it would then play
//! in two places; its opening shows it, in its thread. The same sweep sets going whatever is due and not
//! scheduled (a computer move or a deadline whose retries ran out, a lobby past
//! its expiry, a season's announcement), so nothing waits for someone to type.
//! It is a list of **named steps** (`live/sweep.rs`: the owed shows, the waiting
//! games, the lobbies, the idle games, the tournaments, the daily puzzles, the
//! puzzle search…), each run as a task of its own, timed and logged with its
//! name: a step that fails or panics is logged and the others run. A feature
//! that must catch up adds a step there.
//!
//! **Everything else posted once** (a tournament's podium, a season's end, a
//! turn's reminder, a shared answer, a game's public analysis, a tournament
//! table's opening in its thread, a tournament's sign-up message and its
//! public standings, edited in place) is a row of the
//! engine's one outbox, the store's `posts` (kind, key, payload version,
//! lease, the message it became), written in the same transaction as what
//! makes it owed (a tournament's end, a season's claim, the reminder's time,
//! a Share click, an analysis asked for, a round's seating, a join). A
//! message edited as it changes counts its changes in its version: a burst
//! of them while it is edited costs one more edit. The sweep leases the owed rows,
//! one process each, and hands each to the screen with everything it needs
//! to draw and post it ([`live::Post`], as a notice); the screen reports what
//! became of it through one call, [`live::Outbox::posted`]: posted (its
//! message), refused for good, or failed. A failure, a call the pace's breaker
//! stopped, or a report that never came (its lease runs out) leaves the post
//! owed, and the next sweep hands it over again: nothing is marked posted
//! that was not posted. A post is made with a nonce of its own, and handed
//! over again later than the platform remembers a nonce, it looks for itself
//! among its place's last messages first. A post is named by a typed
//! [`store::PostId`] (its kind and key, written and read in one place), its
//! nonce begins with its kind's letters (`live/nonces.rs`), and every post
//! leaves the engine through one call, `Outbox::hand_over`. A new kind of
//! post is a [`store::PostKind`], a [`store::PostId`] variant and a
//! [`live::PostData`], not a new claim (the data of
//! another service's post is read through their composition,
//! `live/carried.rs`, so that the outbox names no service). A
//! tournament table exists once so: its opening is owed with its round's
//! seating; the screen opens its thread (handed it again, it finds the one it
//! made by its name) and reports it, [`live::PostReport::Opened`] (or `Done`:
//! no thread can be made there, it plays in the channel, decided once); the
//! report records the place, and only then is the table's first turn shown,
//! there, pinging its players once (`live/tournament_tables.rs`). (The daily
//! puzzle keeps its own row as its outbox, leased the same way, for the
//! same `post_lease`.)
//!
//! # Answer first, then work
//!
//! Discord drops an interaction not answered within 3 s and refuses a second
//! answer. Every click and command is answered once: with its result when that
//! is ready in time, else a watchdog defers it then ([`discord::answer::Ack`]),
//! and the result edits the message or follows up. A click's time is 25 ms
//! (a quiet bot's; none while more boards queue for the drawing lane than it
//! draws at once: a button's
//! deferral shows nothing, so a busy bot answers every click at once), a
//! command's 1.2 s (its deferral shows "thinking…").
//! Work that can wait (the database, a queue, a drawing) comes after the
//! answer; a refusal known at once is the answer itself. After a public
//! deferral, an answer meant for one person alone takes Discord's "thinking…"
//! message away first ([`discord::deferral`]).
//!
//! # The click pays
//!
//! Discord counts every call made with the bot's token toward its 50 a
//! second, but not a click's interaction callback and webhook, good for 15
//! minutes. So what follows a person's click in a game (the computers' moves,
//! the end, the next person's turn and its ping, the removal of the clicked
//! message) is shown through that click's webhook while it is good
//! ([`live::Payers`], `Waits::click_pays`, 14 min; `discord/screen/paid.rs`),
//! in the game's show order, unpaced; a call it refuses falls back to the
//! channel's paced call, looked up first when its outcome is unknown. A
//! lobby's Start pays the same way for the first turns of a game in its
//! channel (its webhook posts only there: a thread's are counted). Only
//! what no click covers (time-outs, reminders, a play-out nobody clicked for,
//! the sweep, commands' posts, thread creation) spends the bot's budget, and
//! every such call passes one gate ([`pace`]'s loopback hop, people's calls
//! before background ones, at most 41 in any sliding second). A game's log is
//! edited at most every `Waits::log_every`, and brought up to date at its end
//! and when the process stops.
//!
//! # Heavy work
//!
//! Drawing is the scarce work of a process: two cores serve every server. So it
//! runs in **lanes**: live boards (a move's answer, a lobby, results) have one
//! slot per CPU of their own, which the servers waiting take **in turn** (as
//! do the computers' decisions), so that one server's hundreds of games slow
//! no other server's one; a board a click waits for goes before the boards
//! nobody clicked for; everything else (GIF exports, replay steps,
//! charts, cards, lesson and hint boards) runs on the **heavy lane**, one thread
//! with bounded queues that gives way to live boards between jobs and between a
//! GIF's frames. Each member has a **fair share** of heavy work, a bucket of an
//! allowance that refills every second: asking faster is refused at once, to the
//! asker alone. A move click that what the screen showed already refuses (a
//! spectator's, an old message's) is refused from memory, without the game's
//! lock, and charged to the clicker's allowance. A GIF is drawn in **single flight**: whoever asks while it is
//! drawn waits for that drawing; a finished game's GIF is kept in memory; each
//! member has a cooldown between drawings. All of it is [`heavy`] (`src/heavy/`:
//! the lanes, the fair shares and the GIF exports). A process has one set of
//! lanes: the screen draws on them, and the engine, given them at construction
//! ([`live::Tables::new`]), runs its own heavy work there (a game's analysis;
//! the puzzle searches, started by the sweep whatever the screen).
//!
//! # Doors
//!
//! A **door** closes when the tables of a place can no longer be shown: the bot
//! was removed from the server, the channel or the game's thread was deleted,
//! or the bot lost a permission a game needs there. Discord says so by an event
//! or by refusing a call; the screen then closes the door through the engine
//! ([`live::doors`]), which calls the games there off (not rated, nobody timed
//! out, the record kept) and closes the lobbies; the screen shuts the channel, so
//! that shows already queued there cost no call. A channel shut for a permission
//! opens again after a minute or when Discord reports a change; such a door
//! ([`live::Door::Refused`]) leaves the games in the channel's threads playing
//! and a tournament's tables paused, never cancelled: only a deleted channel
//! or a server the bot left calls a tournament off.
//!
//! # Faces
//!
//! A **face** is a person's avatar as the pictures draw it (64² pixels, ringed
//! in the seat's color; a computer's is a drawn robot, a missing one the
//! initial). A picture never waits for one: [`faces::FaceBook`] answers from
//! memory at once, and fetches from Discord's CDN in the background, bounded in
//! number, time, bytes and pixels, with failures tried again later and later.
//! Only the cards may wait a moment, on the heavy lane. Where no interaction
//! told a member's avatar, the [`faces::Members`] port (Discord's REST API, given
//! by the screen) asks for it. A running game's board with faces is built once
//! and kept until the game ends, within a memory budget
//! ([`render::FacedBoards`]); past it a new game is drawn faceless.
//!
//! # Glossary
//!
//! | word | meaning |
//! |---|---|
//! | table | a lobby or a running game, with its seats and its place (channel, thread, messages) |
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
//! | shard | the slice of servers one process holds: it runs only their tables |
// A link in these docs that names nothing fails `cargo doc --no-deps --workspace`
// (run it before a change to the docs lands; CI does not build the docs: it would
// check every dependency a second time, minutes of its 9).
#![deny(rustdoc::broken_intra_doc_links)]

pub mod cli;
pub mod config;
pub mod controls;
pub mod discord;
pub mod faces;
pub mod heavy;
pub mod live;
pub mod operating;
pub mod pace;
pub mod store;
pub mod words;

// The pure rooms are the crate `hypnosia-core` (`src/core/`), built apart: see its docs.
pub use hypnosia_core::{
    ai, analysis, game, i18n, learn, platform, puzzles, render, seating, t, table, text,
};
