//! The engine (`hypnosia::live`) without Discord: a real SQLite file, the
//! engine's own tables, and a screen that records what it is asked to show.
//! Each rule of a table is proven here in milliseconds; what is Discord's own
//! (answers, deferrals, permissions, threads, 429/5xx, locales, crashes of the
//! process) stays in the end-to-end tests.

// `crate::tables` (the tables every test starts from) is `it.rs`'s, shared with the
// other modules.

#[path = "live/support.rs"]
pub(crate) mod support;

// A click judged, and where a change is shown.
#[path = "live/judging.rs"]
mod judging;

// A decided game ends itself: a lone mover's turns played by the hard computer.
#[path = "live/finishing.rs"]
mod finishing;

// The change path: clicks, computers, deadlines, restarts, crashes.
#[path = "live/changes.rs"]
mod changes;

// Places out of reach: games called off, lobbies closed.
#[path = "live/daily_puzzles.rs"]
mod daily_puzzles;

#[path = "live/doors.rs"]
mod doors;

// Who may cancel: the engine checks it.
#[path = "live/authority.rs"]
mod authority;

// "A game of another server is unknown here", and a hint's cost.
#[path = "live/guards.rs"]
mod guards;

// Where a new table plays; what a practice game is.
#[path = "live/placement.rs"]
mod placement;

// A lobby's clicks as typed actions.
#[path = "live/lobby_actions.rs"]
mod lobby_actions;

// One public analysis per game.
#[path = "live/analysis.rs"]
mod analysis;

// The season option, and a record's computer players.
#[path = "live/records.rs"]
mod records;

// Lobbies: joining, leaving, computers, colors, starting, cancelling, expiry.
#[path = "live/lobbies.rs"]
mod lobbies;

// The rematch under a result.
#[path = "live/rematch.rs"]
mod rematch;

// Votes to cancel, and cancelled games.
#[path = "live/votes.rs"]
mod votes;

// Reminders of slow turns, time-outs of absent people.
#[path = "live/reminders.rs"]
mod reminders;

// The server's and the member's caps, and one table per channel.
#[path = "live/caps.rs"]
mod caps;

// A server's settings changed one field at a time, the screen told.
#[path = "live/settings.rs"]
mod settings;

// Every game ends: no turn limit, called off after a day without a move.
#[path = "live/idle.rs"]
mod idle;

// The sweep's steps, each run however the others fare; the puzzle search it starts.
#[path = "live/sweep.rs"]
mod sweep;

// Nobody can move: the computers finish at once.
#[path = "live/playouts.rs"]
mod playouts;

// Background work tried again: the database away or locked.
#[path = "live/retries.rs"]
mod retries;

// Who is notified when their turn comes.
#[path = "live/pings.rs"]
mod pings;

// The deliberate waits of a process, as settings.
#[path = "live/waits.rs"]
mod waits;

// Which shard serves which server.
#[path = "live/shards.rs"]
mod shards;

// Clicks refused from what was shown, without the game's lock, and charged.
#[path = "live/fair_clicks.rs"]
mod fair_clicks;

// Tournaments: rounds seated by themselves, once, across restarts and processes.
#[path = "live/tournaments.rs"]
mod tournaments;

// A tournament's rules: knock-out byes, no hints, removals, where it may
// open, sign-up costs and expiry, the server's limits.
#[path = "live/tournament_rules.rs"]
mod tournament_rules;

// A tournament followed from its tables: what comes next, its standings, a Share.
#[path = "live/tournament_follow.rs"]
mod tournament_follow;
