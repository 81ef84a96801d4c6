//! The refusals in words: each rule's refusal type (`table`'s, which knows
//! no words) worded through [`RefusalText`], one enum per feature (lobbies,
//! votes, tournaments' asks, puzzles, cooldowns, the allowance…), typed where
//! they are raised with their data (numbers, a [`crate::table::UnixTime`],
//! never a text made beforehand) and worded here, each by its Fluent key (the
//! keys live in `assets/locales/*/`); and the refusals of a channel held or a
//! limit reached, with a link to the table that holds it.
//!
//! [`Refusal`] gathers them: what the engine refuses travels typed inside
//! its `UserError` (control flow matches on the type, never on words) and is
//! worded here only when the screen tells the person.

use crate::heavy::gif_exports::ExportRefusal;
use crate::i18n::{Arg, Text};
use crate::platform::markup;
use crate::seating::TournamentRefusal;
use crate::table::{
    AnalysisRefusal, CancelRefusal, ChannelHolder, Cooldown, GameRefusal, HintRefusal,
    LobbyAskRefusal, LobbyRefusal, MoveRefusal, OpenRefusal, PlacementRefusal, PuzzleRefusal,
    ResignRefusal, TableLimit, TooSoon, TournamentAskRefusal, UserId, VoteRefusal,
    permission_names,
};
use crate::text;
use crate::words::markup::CommandIds;
use crate::words::names::color_text;

/// A refusal by one of the table's rules, in words (the refusal types are
/// `table`'s, which knows no words).
pub trait RefusalText {
    /// What the refusal says.
    fn text(self) -> Text;
}

/// Declares [`Refusal`]: one variant per feature's own refusal type, each
/// with its `From` and worded by its own [`RefusalText`].
macro_rules! refusals {
    ($($variant:ident($kind:ty)),* $(,)?) => {
        /// Anything refused to a person, typed with its data: one variant per
        /// feature's refusal type, worded by [`RefusalText`] at the edge.
        #[derive(Clone, PartialEq, Debug)]
        pub enum Refusal {
            $($variant($kind),)*
            /// Where a new table (or a tournament) may not open; worded naming
            /// no command (a refusal that would name one, a held channel, is
            /// the store's `ChannelHeld`, worded with the person's commands).
            Placement(PlacementRefusal),
            /// A practice game's thread could not be opened: why, as the
            /// screen said it.
            ThreadFailed(Text),
        }

        $(impl From<$kind> for Refusal {
            fn from(refusal: $kind) -> Refusal {
                Refusal::$variant(refusal)
            }
        })*

        impl RefusalText for Refusal {
            fn text(self) -> Text {
                match self {
                    $(Refusal::$variant(r) => r.text(),)*
                    Refusal::Placement(r) => placement_text(&r, &CommandIds::default()),
                    Refusal::ThreadFailed(why) => text!("refusal-thread-failed", why = why),
                }
            }
        }
    };
}

refusals!(
    Move(MoveRefusal),
    Lobby(LobbyRefusal),
    LobbyAsk(LobbyAskRefusal),
    Resign(ResignRefusal),
    Cancel(CancelRefusal),
    Vote(VoteRefusal),
    TooSoon(TooSoon),
    Game(GameRefusal),
    Hint(HintRefusal),
    Analysis(AnalysisRefusal),
    Puzzle(PuzzleRefusal),
    Tournament(TournamentRefusal),
    TournamentAsk(TournamentAskRefusal),
    Export(ExportRefusal),
);

impl From<PlacementRefusal> for Refusal {
    fn from(refusal: PlacementRefusal) -> Refusal {
        Refusal::Placement(refusal)
    }
}

/// A lobby refusal (a color in it is named in the reader's language).
impl RefusalText for LobbyRefusal {
    fn text(self) -> Text {
        match self {
            LobbyRefusal::AlreadySeated => text!("refusal-already-seated"),
            LobbyRefusal::NotSeated => text!("refusal-not-seated"),
            LobbyRefusal::Full(seats) => text!("refusal-full", seats = seats),
            LobbyRefusal::NotHost { host, action } => text!(
                "refusal-not-host",
                host = markup::mention(host),
                action = action.to_string()
            ),
            LobbyRefusal::NoAi => text!("refusal-no-ai"),
            LobbyRefusal::ColorTaken(color) => {
                text!("refusal-color-taken", color = color_text(color))
            }
            LobbyRefusal::TooFewSeats => text!("refusal-too-few-seats"),
            LobbyRefusal::BadSeatCount => text!("refusal-bad-seat-count"),
            LobbyRefusal::BadTimeout => text!("refusal-bad-timeout"),
            LobbyRefusal::SeatKept { invited, host } => text!(
                "refusal-seat-kept",
                invited = markup::mention(invited),
                host = markup::mention(host)
            ),
            LobbyRefusal::NotInvited(invited) => {
                text!("refusal-not-invited", invited = markup::mention(invited))
            }
            LobbyRefusal::NoChallenge => text!("refusal-no-challenge"),
        }
    }
}

/// Why a new table may not open, and what to do about it (naming the
/// commands as each person's Discord shows them).
pub fn limit_text(limit: TableLimit, commands: &CommandIds) -> Text {
    match limit {
        TableLimit::Server { cap } => text!(
            "refusal-limit-server",
            cap = cap,
            cancel = commands.mention("hypnosia cancel"),
            limit = commands.mention("hypnosia settings limit")
        ),
        TableLimit::HostsLobby { id, expires_at, .. } => text!(
            "refusal-limit-own-lobby",
            game = id.0,
            closes = markup::relative_time(expires_at),
        ),
        TableLimit::Member { user, cap } => text!(
            "refusal-limit-member",
            user = markup::mention(user),
            cap = cap,
        ),
    }
}

impl RefusalText for ResignRefusal {
    fn text(self) -> Text {
        match self {
            ResignRefusal::NotPlaying => text!("refusal-not-playing"),
            ResignRefusal::AlreadyLeft => text!("refusal-already-left"),
            ResignRefusal::Over => text!("refusal-finished"),
        }
    }
}

/// When a member may ask again, as their Discord counts it from now.
impl RefusalText for TooSoon {
    fn text(self) -> Text {
        match self {
            TooSoon::Heavy { at } => {
                text!("refusal-heavy-too-fast", when = markup::relative_time(at))
            }
            TooSoon::Cooldown { what, at } => {
                let when = markup::relative_time(at);
                match what {
                    Cooldown::Practice => text!("refusal-practice-cooldown", when = when),
                    Cooldown::Rematch => text!("refusal-rematch-cooldown", when = when),
                    Cooldown::Tournament => text!("refusal-tournament-cooldown", when = when),
                    Cooldown::Challenge => text!("refusal-challenge-cooldown", when = when),
                }
            }
        }
    }
}

impl RefusalText for CancelRefusal {
    fn text(self) -> Text {
        match self {
            CancelRefusal::NotPlaying => text!("refusal-cancel-not-playing"),
            CancelRefusal::Over => text!("refusal-finished"),
        }
    }
}

/// Why a table may not open in a channel, in words.
pub fn open_refused_text(why: &OpenRefusal, commands: &CommandIds) -> Text {
    match why {
        OpenRefusal::NotAllowed(channels) => {
            let list: Vec<String> = channels.iter().map(markup::channel).collect();
            text!("refusal-channel-not-allowed", channels = list.join(", "))
        }
        OpenRefusal::Held(holder) => channel_held_text(holder, commands),
    }
}

/// Why `/hypnosia new` is refused in a channel that an open lobby or a running
/// game holds: what it is, where (a link to its message) and how it ends (the
/// commands that end it named as `commands` can).
pub fn channel_held_text(holder: &ChannelHolder, commands: &CommandIds) -> Text {
    let game = holder.id().0;
    let link = holder
        .link()
        .map_or_else(|| Arg::from(""), |l| text!("held-link", link = l).into());
    match holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-channel-lobby",
            game = game,
            link = link,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-channel-game",
            game = game,
            link = link,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds, as `viewer` should read it: their own lobby, someone else's, or a
/// game (naming the commands that end it as `commands` can).
pub fn held_refusal_text(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Text {
    let game = holder.id().0;
    match *holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } if host == viewer => text!(
            "refusal-held-lobby-yours",
            game = game,
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => text!(
            "refusal-held-lobby",
            game = game,
            host = markup::mention(host),
            closes = markup::relative_time(expires_at),
        ),
        ChannelHolder::Game { .. } => text!(
            "refusal-held-game",
            game = game,
            resign = commands.mention("hypnosia resign"),
            cancel = commands.mention("hypnosia cancel"),
        ),
    }
}

/// A Rematch refused because a table already holds the place of the game,
/// as `viewer` should read it.
pub fn rematch_held_text(holder: &ChannelHolder, viewer: UserId) -> Text {
    match *holder {
        ChannelHolder::Lobby { id, host, .. } if host == viewer => {
            text!("refusal-rematch-held-yours", game = id.0)
        }
        ChannelHolder::Lobby { id, host, .. } => text!(
            "refusal-rematch-held",
            game = id.0,
            host = markup::mention(host)
        ),
        ChannelHolder::Game { .. } => text!("refusal-rematch-busy"),
    }
}

/// A table limit as `viewer` should read it: a member at the limit is told
/// how to free a table of their own; any other limit as [`limit_text`].
pub fn limit_refusal_text(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Text {
    match limit {
        TableLimit::Member { user, cap } if user == viewer => text!(
            "refusal-limit-member-you",
            cap = cap,
            resign = commands.mention("hypnosia resign"),
            limit = commands.mention("hypnosia settings member-limit"),
        ),
        other => limit_text(other, commands),
    }
}

/// A refusal, and where the table it is about can be seen.
#[derive(Clone, Debug)]
pub struct Refused {
    pub text: Text,
    /// A link to the lobby's or game's message, for the "Go to table" button.
    pub link: Option<String>,
}

/// `/hypnosia new` (or the practice game) refused in a channel that `holder`
/// holds ([`held_refusal_text`]), with a link to the table.
pub fn held_refusal(holder: &ChannelHolder, commands: &CommandIds, viewer: UserId) -> Refused {
    Refused {
        text: held_refusal_text(holder, commands, viewer),
        link: holder.link(),
    }
}

/// A Rematch refused because a table already holds the place of the game
/// ([`rematch_held_text`]), with a link to that table.
pub fn rematch_held(holder: &ChannelHolder, viewer: UserId) -> Refused {
    Refused {
        text: rematch_held_text(holder, viewer),
        link: holder.link(),
    }
}

/// A table limit as `viewer` should read it ([`limit_refusal_text`]), with a
/// link to the lobby they host when that is the limit.
pub fn limit_refusal(limit: TableLimit, commands: &CommandIds, viewer: UserId) -> Refused {
    let link = match limit {
        TableLimit::HostsLobby { place, .. } => place.link(),
        _ => None,
    };
    Refused {
        text: limit_refusal_text(limit, commands, viewer),
        link,
    }
}

impl RefusalText for LobbyAskRefusal {
    fn text(self) -> Text {
        match self {
            LobbyAskRefusal::Closed => text!("refusal-lobby-closed"),
            LobbyAskRefusal::PickComputer => text!("refusal-pick-computer"),
            LobbyAskRefusal::PickColor => text!("refusal-pick-color"),
            LobbyAskRefusal::CannotOpenThread(missing) => text!(
                "refusal-cannot-open-thread",
                permissions = permission_names(&missing)
            ),
            LobbyAskRefusal::RematchInTournament => text!("refusal-rematch-tournament"),
            LobbyAskRefusal::RematchNotPlayer => text!("refusal-rematch-not-player"),
            LobbyAskRefusal::RematchNotAllowed => text!("refusal-rematch-not-allowed"),
        }
    }
}

impl RefusalText for VoteRefusal {
    fn text(self) -> Text {
        match self {
            VoteRefusal::OthersMustAgree => text!("refusal-others-must-agree"),
            VoteRefusal::ManageServer => text!("refusal-manage-server"),
            VoteRefusal::Finished => text!("refusal-finished"),
            VoteRefusal::Over => text!("refusal-vote-over"),
            VoteRefusal::NotPlaying => text!("refusal-vote-not-playing"),
        }
    }
}

/// Why a new table (or tournament) may not open where it was asked for, in
/// words; `commands` name the commands that end a table holding the channel.
pub fn placement_text(refused: &PlacementRefusal, commands: &CommandIds) -> Text {
    match refused {
        PlacementRefusal::Open(why) => open_refused_text(why, commands),
        PlacementRefusal::BotLacks(missing) => text!(
            "refusal-bot-missing-channel",
            permissions = permission_names(missing)
        ),
        PlacementRefusal::NoThread(missing) => {
            LobbyAskRefusal::CannotOpenThread(missing.clone()).text()
        }
        PlacementRefusal::PrivateThread => text!("refusal-private-thread"),
    }
}

impl RefusalText for TournamentAskRefusal {
    fn text(self) -> Text {
        match self {
            TournamentAskRefusal::BadSeatCount => text!("refusal-bad-seat-count"),
            TournamentAskRefusal::PlayerCap { cap } => {
                text!("refusal-tournament-player-cap", cap = cap)
            }
            TournamentAskRefusal::Rounds { max } => {
                text!("refusal-tournament-rounds", rounds = max)
            }
            TournamentAskRefusal::NotHost => text!("refusal-tournament-not-host"),
            TournamentAskRefusal::TooFew => text!("refusal-tournament-too-few"),
            TournamentAskRefusal::StartTime => text!("refusal-tournament-start-time"),
            TournamentAskRefusal::CheckInStart => text!("refusal-tournament-check-in-start"),
            TournamentAskRefusal::None => text!("refusal-tournament-none"),
        }
    }
}

impl RefusalText for PuzzleRefusal {
    fn text(self) -> Text {
        match self {
            PuzzleRefusal::None => text!("refusal-puzzle-none"),
            PuzzleRefusal::Gone => text!("refusal-puzzle-gone"),
            PuzzleRefusal::Button => text!("refusal-puzzle-button"),
        }
    }
}

impl RefusalText for GameRefusal {
    fn text(self) -> Text {
        match self {
            GameRefusal::Gone => text!("refusal-game-gone"),
            GameRefusal::NotHere => text!("refusal-no-such-game-here"),
            GameRefusal::Running(game) => text!("refusal-game-running", game = game.0),
            GameRefusal::NoFinishedGame(game) => text!("refusal-no-finished-game", game = game.0),
            GameRefusal::PracticeRunning(place) => {
                text!("refusal-practice-running", link = place.link_or_channel())
            }
            GameRefusal::NoSuchGame(game) => text!("refusal-no-such-game", game = game.0),
            GameRefusal::NoGameHere => text!("refusal-no-game-here"),
            GameRefusal::NoFinishedGameHere => text!("refusal-no-finished-game-here"),
            GameRefusal::NoRunningGame => text!("refusal-no-running-game"),
        }
    }
}

impl RefusalText for HintRefusal {
    fn text(self) -> Text {
        match self {
            HintRefusal::Old => text!("refusal-hint-old"),
            HintRefusal::NotYours => text!("refusal-hint-not-yours"),
        }
    }
}

impl RefusalText for AnalysisRefusal {
    fn text(self) -> Text {
        match self {
            AnalysisRefusal::NotYours(game) => text!("refusal-analysis-not-yours", game = game.0),
            AnalysisRefusal::Posting(game) => text!("refusal-analysis-posting", game = game.0),
            AnalysisRefusal::Cancelled(game) => text!("refusal-analysis-cancelled", game = game.0),
            AnalysisRefusal::DrawingBusy => text!("refusal-drawing-busy"),
        }
    }
}

impl RefusalText for ExportRefusal {
    fn text(self) -> Text {
        match self {
            ExportRefusal::Cooldown(wait) => {
                // Rounded up: "try again in 0 s" would be refused once more.
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                text!("refusal-gif-cooldown", seconds = seconds)
            }
            ExportRefusal::Busy => text!("refusal-gif-busy"),
        }
    }
}

/// Why a click on a move button changed nothing.
impl RefusalText for MoveRefusal {
    fn text(self) -> Text {
        match self {
            MoveRefusal::Malformed => text!("refusal-malformed"),
            MoveRefusal::OtherGame => text!("refusal-other-game"),
            MoveRefusal::Finished => text!("refusal-finished"),
            MoveRefusal::OldVersion => text!("refusal-old-version"),
            MoveRefusal::Spectator => text!("refusal-spectator"),
            MoveRefusal::NotYourTurn(name) => text!("refusal-not-your-turn", name = name),
            MoveRefusal::Illegal => text!("refusal-illegal"),
        }
    }
}
