//! The engine's one port to the people at the table: a [`Screen`] shows what
//! the engine committed. Discord is one screen (`crate::discord`); the engine's
//! tests use one that records.
//!
//! The port is narrow and one-way: the engine pushes each committed change to
//! the screen in the game's order, with what the screen last said it shows
//! the game with, the screen's own and opaque to the engine
//! ([`crate::table::OnScreen`], [`Screen::show`]; what must be shown is
//! committed with the game, see `kernel/change.rs`), hands it each post of
//! the outbox ([`Screen::post`]) and tells it of what happened by itself
//! ([`Screen::notice`]: a lobby or a vote ran out, a tournament calls its
//! players, the sweep ran). It never asks the screen anything (one fixed
//! property aside: whether it opens tournament tables' threads itself,
//! [`Screen::opens_threads`]), and the screen holds no pointer to the
//! engine: each of the three ends in its answer, which the engine acts on.
//! A show ends in what became of it ([`Shown`]: what the screen shows the
//! game with then, whether the players have it), marked by the engine
//! (`kernel/shown.rs`); a post in its [`PostReport`], recorded by the outbox
//! (`outbox/`); and each, a notice too, hands back what the screen learned
//! of the platform meanwhile ([`Learned`]: a place out of reach, DMs
//! closed), acted on by the engine (`kernel/learned.rs`). Clicks are judged
//! by the game's version and the clicker's seat, never by the message they
//! came from.

pub mod learned;
pub mod post;
pub mod shown;

use std::future::Future;
use std::sync::Arc;

use crate::game::Color;
use crate::i18n::Lang;
use crate::live::port::learned::Learned;
use crate::live::port::post::{Post, PostReport};
use crate::live::port::shown::Shown;
use crate::seating::{TournamentCall, TournamentId};
use crate::table::{
    CancelledBy, ChannelId, GameId, GuildId, GuildSettings, Lobby, MessageId, RatingChange,
    SettingChange, Table, UserId,
};
use crate::words::tournament_follow::TableNext;

/// Where the people see the tables. The engine only tells it things: each
/// method returns at once, with the work the screen does (a future the
/// engine runs in a task of its own, never held up by it); the engine asks
/// it nothing, and it calls the engine for nothing: what it has to say, it
/// says in the answer its work ends in.
pub trait Screen: Send + Sync + 'static {
    /// The click that caused a change, answered by showing it; the engine
    /// only carries it from the click to the screen.
    type Click: Clone + Send + Sync + 'static;

    /// Shows a committed change; the engine calls it in the game's order,
    /// one change at a time (the next once this one's show ends), with what
    /// the screen last said it shows the game with in
    /// `change.table.place.screen`. The show ends in what became of it
    /// ([`Shown`]): what shows the game then, and whether the players have
    /// it; the engine notes it (handed back with the next change) and marks
    /// it in the store. Nothing is done before
    /// the returned show runs but what the screen keeps for itself.
    fn show(
        self: Arc<Self>,
        change: Change<Self::Click>,
    ) -> impl Future<Output = Shown> + Send + 'static;

    /// Posts a post owed once, leased to this process, with its data; ends
    /// in what became of it, which the outbox records
    /// ([`Outbox::posted`](crate::live::Outbox::posted)), and what the
    /// screen learned meanwhile. A post whose end never comes (the process
    /// died) is owed again when its lease runs out.
    fn post(
        self: Arc<Self>,
        post: Post,
    ) -> impl Future<Output = (PostReport, Learned)> + Send + 'static;

    /// Tells the screen of something that happened by itself ([`Notice`]);
    /// ends once it is shown, in what the screen learned meanwhile.
    fn notice(self: Arc<Self>, notice: Notice) -> impl Future<Output = Learned> + Send + 'static;

    /// Whether this screen opens a thread for each tournament table itself
    /// (a property of the screen, never asked of its state): the engine then
    /// owes each table's opening in its thread, a post of the outbox
    /// ([`PostData::Table`](crate::live::PostData::Table), reported through
    /// [`Outbox::posted`](crate::live::Outbox::posted)), and shows its first turn
    /// only once it is reported, the sweep too.
    fn opens_threads(&self) -> bool {
        false
    }
}

/// What the engine tells its screen besides a game's changes.
pub enum Notice {
    /// A lobby closed because nobody used it.
    LobbyExpired(Box<Lobby>),
    /// A vote to cancel `game` ran out unanswered; its message is `at`
    /// (channel, message, and the language it is written in).
    VoteExpired {
        game: GameId,
        at: (ChannelId, MessageId, Lang),
    },
    /// The sweep reached its `screen` step. What is owed to the screen comes
    /// as posts ([`Screen::post`]); a screen hands back what it learned
    /// since its last answer (of a command's calls), and may count sweeps
    /// (the tests do).
    Swept,
    /// Tournament `id` calls `people` once, in its channel, with `call`: its
    /// check-in opened, or they were not seated for not checking in.
    TournamentCall {
        id: TournamentId,
        call: TournamentCall,
        people: Vec<UserId>,
    },
    /// An admin changed `guild`'s settings: `change`, after which they were
    /// read as `now` (a change to another field made meanwhile may be
    /// missing from `now`: a screen that knows the settings makes `change`
    /// to what it knows, one that does not takes `now`).
    SettingChanged {
        guild: GuildId,
        change: SettingChange,
        now: Box<GuildSettings>,
    },
}

/// A committed change of a game, to be shown.
#[derive(Clone, Debug)]
pub struct Change<C> {
    /// The table as committed.
    pub table: Table,
    /// Where the change is shown.
    pub step: Next,
    pub cause: Cause<C>,
    /// Who called the game off, for its results.
    pub cancelled_by: Option<CancelledBy>,
    /// The ratings the game's end changed, for its results.
    pub rating_changes: Vec<RatingChange>,
    /// At a tournament's table that ended, what comes next for its players,
    /// for its results: worked out by the engine with the end's commit, so
    /// that the screen asks nothing while it shows.
    pub next: Option<TableNext>,
    /// Whether showing a person's turn notifies them: false while they are
    /// watching (they clicked in the game within
    /// [`Waits::watching`](crate::live::Waits::watching)); the turn is then shown
    /// without a notification. Nobody is to be notified when no person is to
    /// move (the results mention their players in any case).
    pub notify: bool,
    /// Whether its post (a new turn, the results) may be in its place
    /// already: the change was owed for longer than the platform remembers a
    /// post ([`Waits::posts_remembered`](crate::live::Waits::posts_remembered)), so
    /// the screen looks among the place's last messages before posting.
    pub maybe_posted: bool,
}

/// What caused a change.
#[derive(Clone, Debug)]
pub enum Cause<C> {
    /// A click, which the change answers.
    Click(C),
    /// A computer move, a deadline, a command or the sweep: nobody waits.
    Background,
    /// The game was called off because its place is out of reach (the bot
    /// left the server, the channel or thread is gone, a permission is
    /// missing): nothing is shown, only marked shown (see `doors.rs`).
    Closed,
}

/// Where the next step of the game is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next {
    /// The same human still has a die to play: update the message in place.
    SameTurn,
    /// A (different) human is to move: post a new turn message at the
    /// bottom of where the game is played, mentioning them, remove the one
    /// it replaces and bring the log up to date.
    NewHumanTurn(Color),
    /// A computer player is to move: keep updating the same message.
    AiTurn(Color),
    /// The game is over: post the results, remove the last turn message,
    /// and the game's line (or log) says who won.
    Over,
    /// `/hypnosia board`: the game did not change; its running turn is
    /// posted again at the bottom of where it is played, the message it
    /// replaces removed and the log brought up to date
    /// ([`Kernel::repost`](crate::live::Kernel::repost)).
    Again,
}

/// Decides where the game goes after a change, given who was to move and which
/// turn entry was running before it (`None`: a new game).
pub fn next_step(table: &Table, before: Option<(Color, usize)>) -> Next {
    let Some(to_move) = table.game.to_move() else {
        return Next::Over;
    };
    let turn_now = table.game.entries().len();
    if table.ai_to_move() {
        return Next::AiTurn(to_move);
    }
    match before {
        Some((color, entries)) if color == to_move && entries == turn_now => Next::SameTurn,
        _ => Next::NewHumanTurn(to_move),
    }
}

/// Where a game whose last changes were never shown is shown now, from what
/// the store holds: the results once it is over; a turn the screen shows
/// already (its message covers the running turn) in place; else a new message.
pub fn owed_step(table: &Table) -> Next {
    let Some(to_move) = table.game.to_move() else {
        return Next::Over;
    };
    if table.ai_to_move() {
        return Next::AiTurn(to_move);
    }
    let running = table.game.entries().len().saturating_sub(1);
    if table.place.screen.shows_turn_from(running) {
        Next::SameTurn
    } else {
        Next::NewHumanTurn(to_move)
    }
}
