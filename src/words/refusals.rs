//! The engine's refusals in words, one enum per feature (lobbies, votes,
//! tournaments' asks, puzzles, cooldowns, the allowance…), typed where they
//! are raised with their data (numbers, a [`crate::table::UnixTime`], never a text made
//! beforehand) and worded here, each by its Fluent key (the keys live in
//! `assets/locales/*/`). A table's own rules' refusals are in
//! [`super::texts`].

use crate::heavy::gif_exports::ExportRefusal;
use crate::i18n::Text;
use crate::store::TournamentRefusal;
use crate::table::{
    AnalysisRefusal, GameRefusal, HintRefusal, LobbyAskRefusal, MoveRefusal, PlacementRefusal,
    PuzzleRefusal, TooSoon, TournamentAskRefusal, VoteRefusal, permission_names,
};
use crate::text;
use crate::words::markup::{CommandIds, relative_time};
use crate::words::texts::{RefusalText, open_refused_text};

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

impl RefusalText for TournamentRefusal {
    fn text(self) -> Text {
        match self {
            TournamentRefusal::ServerCap { cap } => {
                text!("refusal-tournament-server-cap", cap = cap)
            }
            TournamentRefusal::Full { cap } => text!("refusal-tournament-full", cap = cap),
            TournamentRefusal::SignUpOver => text!("refusal-tournament-signup-over"),
            TournamentRefusal::AlreadyIn => text!("refusal-tournament-already-in"),
            TournamentRefusal::NotIn => text!("refusal-tournament-not-in"),
            TournamentRefusal::Closed => text!("refusal-tournament-closed"),
            TournamentRefusal::NoCheckIn => text!("refusal-tournament-no-check-in"),
            TournamentRefusal::CheckInLater { opens } => text!(
                "refusal-tournament-check-in-later",
                time = relative_time(opens)
            ),
        }
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

/// When the member may ask again, as Discord writes a relative time.
impl RefusalText for TooSoon {
    fn text(self) -> Text {
        match self {
            TooSoon::Practice { at } => {
                text!("refusal-practice-cooldown", when = relative_time(at))
            }
            TooSoon::Rematch { at } => text!("refusal-rematch-cooldown", when = relative_time(at)),
            TooSoon::Tournament { at } => {
                text!("refusal-tournament-cooldown", when = relative_time(at))
            }
            TooSoon::Heavy { at } => text!("refusal-heavy-too-fast", when = relative_time(at)),
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
            MoveRefusal::StaleMessage => text!("refusal-stale-message"),
            MoveRefusal::OldVersion => text!("refusal-old-version"),
            MoveRefusal::Spectator => text!("refusal-spectator"),
            MoveRefusal::NotYourTurn(name) => text!("refusal-not-your-turn", name = name),
            MoveRefusal::Illegal => text!("refusal-illegal"),
        }
    }
}
