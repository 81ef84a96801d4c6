//! What people read, worded without Discord: the table's vocabulary, turns,
//! ratings, cards, results and histories as text, tested as plain Rust. What an embed
//! shows is a [`card::Card`] built here; a view in `crate::discord` adds the
//! buttons, menus and pictures and turns the card into Discord's embed. Discord's
//! own markup (mentions, channel links, relative times) is written once, in
//! [`crate::platform::markup`], so the rest stays neutral.
//!
//! | file | what it words |
//! |---|---|
//! | `markup.rs` | the commands' registered ids, so a message names a command as a link |
//! | `board.rs` | the lines the board's panels show (the last move) |
//! | `fit.rs` | Discord's limits on texts, and cuts that stay readable |
//! | `card.rs` | a [`card::Card`]: one embed's texts, picture and color, fitted to Discord's limits |
//! | `plain.rs` | what people typed, shown as plain text |
//! | `names.rs` | the table's vocabulary: colors, levels, players, durations, end reasons |
//! | `refusals.rs` | the table's refusals, and a held channel's or a limit's with a link |
//! | `moves.rs` | one move, in the words every message tells moves with |
//! | `turns.rs` | a turn's buttons and menus, and its summary line |
//! | `ratings.rs` | ratings and their changes |
//! | `puzzles.rs` | a puzzle of `/hypnosia puzzle` and its verdict |
//! | `slow_games.rs` | the reminder line of a slow game |
//! | `timeouts.rs` | time-outs where only clicks show a game: the line above its board, a removal's ping |
//! | `cards.rs` | the leaderboard card's and the stats header's words |
//! | `chances.rs` | chances, the analysis' verdict and turning points |
//! | `skill.rs` | accuracy in the analysis, and a player's own marks and costliest turns |
//! | `channel_log.rs` | the log of a game played in its channel |
//! | `hints.rs` | a practice game's hint |
//! | `messages.rs` | a lobby's seats, the turn message's lines, a game's headline |
//! | `results.rs` | a finished game's results |
//! | `history.rs` | past games, suggestions, a replay step |
//! | `leaderboard.rs` | the leaderboard and a player's stats |
//! | `settings.rs` | a server's settings and seasons |
//! | `lessons.rs` | the lessons' steps and what a move did |
//! | `rules.rs` | the rules in short, beside the legend |
//! | `commands.rs` | the slash commands' text keys, and the operator's message when their registration fails |
//! | `tournaments.rs` | a tournament's sign-up card, list, standings and podium |

pub mod board;
pub mod card;
pub mod cards;
pub mod chances;
pub mod channel_log;
pub mod commands;
pub mod fit;
pub mod hints;
pub mod history;
pub mod leaderboard;
pub mod lessons;
pub mod markup;
pub mod messages;
pub mod moves;
pub mod names;
pub mod plain;
pub mod puzzles;
pub mod ratings;
pub mod refusals;
pub mod results;
pub mod rules;
pub mod settings;
pub mod skill;
pub mod slow_games;
pub mod timeouts;
pub mod tournament_card;
pub mod tournament_follow;
pub mod tournaments;
pub mod turns;
