//! The engine (`hypnosia::live`) without Discord: a real SQLite file, the
//! engine's own tables, and a screen that records what it is asked to show.
//! Each rule of a table is proven here in milliseconds; what is Discord's own
//! (answers, deferrals, permissions, threads, 429/5xx, locales, crashes of the
//! process) stays in the end-to-end tests.

// `crate::tables` (the tables every test starts from) is `it.rs`'s, shared with the
// other modules.

pub(crate) mod support;

// A click judged, and where a change is shown.
mod judging;

// A decided game ends itself: a lone mover's turns played by the hard computer.
mod finishing;

// The change path: clicks, computers, deadlines, restarts, crashes.
mod changes;

// What the engine keeps in memory of a game goes with it.
mod pruned;

// A move click at a table reached only through clicks: one call, one load.
mod direct_clicks;

// The daily puzzle: claimed once per server and day, posted and counted.
mod daily_puzzles;

// Places out of reach: games called off, lobbies closed.
mod doors;

// What the screen learned (a place out of reach, DMs closed), handed back with
// its answers and acted on by the engine alone.
mod learned;

// Who may cancel: the engine checks it.
mod authority;

// "A game of another server is unknown here", and a hint's cost.
mod guards;

// Where a new table plays; what a practice game is.
mod placement;

// The practice start: one call, then its thread or a fallback.
mod practice;

// A lobby's clicks as typed actions.
mod lobby_actions;

// One public analysis per game.
mod analysis;

// The season option, and a record's computer players.
mod records;

// Lobbies: joining, leaving, computers, colors, starting, cancelling, expiry.
mod lobbies;

// The rematch under a result.
mod rematch;

// Votes to cancel, and cancelled games.
mod votes;

// Reminders of slow turns, time-outs of absent people.
mod reminders;

// The server's and the member's caps, and one table per channel.
mod caps;

// A server's settings changed one field at a time, the screen told.
#[path = "live/settings.rs"]
mod settings;

// Every game ends: no turn limit, called off after a day without a move.
mod idle;

// The sweep's steps, each run however the others fare; the puzzle search it starts.
mod sweep;

// Nobody can move: the computers finish at once.
mod playouts;

// The computers' pace: a late move does not push the next ones back.
mod computer_pace;

// Background work tried again: the database away or locked.
mod retries;

// Who is notified when their turn comes.
mod pings;

// The deliberate waits of a process, as settings.
mod waits;

// Which shard serves which server.
mod shards;

// Clicks refused from what was shown, without the game's lock, and charged.
mod fair_clicks;

// The fairness charge made once per ask, by the engine's entry points.
mod fair_asks;

// Tournaments: rounds seated by themselves, once, across restarts and processes.
mod tournaments;

// A tournament's sign-up message and standings: posts of the outbox, edited once per burst.
mod tournament_posts;

// A tournament table exists once: opened by one owed post, across kills and processes.
#[path = "live/tournament_tables.rs"]
mod tournament_tables;

// A tournament's rules: knock-out byes, no hints, removals, where it may
// open, sign-up costs and expiry, the server's limits.
mod tournament_rules;

// A tournament followed from its tables: what comes next, its standings, a Share.
mod tournament_follow;

// The outbox: each post once across processes and restarts, again after a
// lease that ran out, held owed while the breaker is open.
mod posts;
