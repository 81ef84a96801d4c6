//! A click on a turn message's buttons (a move, "Finish for me"), judged by
//! the table it names, the version of the game it saw (carried by the
//! button's custom id) and the seat of who clicked. A click that what the
//! screen showed already refuses (a spectator's, an old version's, a
//! script's) is refused from memory, without the game's lock or a load:
//! however many arrive, they never queue ahead of the players' own moves.
//! Every refused click is charged to the clicker's allowance
//! ([`Ask::RefusedClick`], a quarter), and told why all the same.
//!
//! Which message a click came from is the screen's to judge: a click on a
//! message that no longer shows its game (an old turn, a board posted again
//! since) is the screen's refusal, before the engine is asked. The engine
//! only tells it whether the message is the one its screen reported last
//! (`Tables::on_live_message`, in `facade.rs`), waiting for a post still being noted.

use std::time::Instant;

use super::port::Screen;
use crate::game::{Color, Move};
use crate::heavy::fair::Ask;
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::table::{Community, GameId, MessageId, MoveRefusal, Table, UserId};

/// A click on a move button: who clicked, and what the button (its custom
/// id, parsed once by the screen) asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveClick {
    /// The community the click came from: a button of another community's
    /// game is refused as one of another game (never relying on Discord's checks).
    pub community: Community,
    pub user: UserId,
    pub game: GameId,
    /// The version of the game the button was shown for.
    pub version: u64,
    pub mv: Move,
}

impl MoveClick {
    /// The click as one on its turn message, whatever the move.
    pub fn turn(&self) -> TurnClick {
        TurnClick {
            community: self.community,
            user: self.user,
            game: self.game,
            version: self.version,
        }
    }
}

/// Judges a move click against `table`, the stored game freshly loaded: the
/// move to play, or why nothing happens.
pub fn decide_click(table: &Table, click: &MoveClick) -> Result<Move, MoveRefusal> {
    decide_turn(table, &click.turn())?;
    if !table.game.legal_moves().contains(&click.mv) {
        return Err(MoveRefusal::Illegal);
    }
    Ok(click.mv)
}

/// A click on a button of a turn message other than a move ("Finish for
/// me"): who clicked, at which version.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnClick {
    pub community: Community,
    pub user: UserId,
    pub game: GameId,
    pub version: u64,
}

/// Judges a click on the turn message shown for `click.version` as
/// [`decide_click`] does, but for the move: by the table, the version and
/// the clicker's seat, the clicker's color, or why nothing happens.
pub fn decide_turn(table: &Table, click: &TurnClick) -> Result<Color, MoveRefusal> {
    if table.id != click.game || table.place.community() != click.community {
        return Err(MoveRefusal::OtherGame);
    }
    if table.game.is_over() {
        return Err(MoveRefusal::Finished);
    }
    if click.version != table.game.version() {
        return Err(MoveRefusal::OldVersion);
    }
    let Some(mine) = table.color_of(click.user) else {
        return Err(MoveRefusal::Spectator);
    };
    let to_move = table.game.to_move().ok_or(MoveRefusal::Finished)?;
    if mine != to_move {
        return Err(MoveRefusal::NotYourTurn(
            table
                .game
                .player(to_move)
                .map_or_else(|| to_move.name().to_owned(), |p| p.name.clone()),
        ));
    }
    Ok(mine)
}

/// A click on a turn message as the screen received it: which message it
/// came from (the screen's to judge,
/// [`Tables::on_live_message`](crate::live::Tables::on_live_message)).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MessageClick {
    pub community: Community,
    pub user: UserId,
    pub game: GameId,
    pub message: MessageId,
}

/// Plays a click on a turn message (`play`, its change) unless what the
/// screen showed already refuses it ([`glance`]); a refusal either way is
/// charged to the clicker.
pub(in crate::live) async fn judged<S: Screen>(
    kernel: &Kernel<S>,
    click: &TurnClick,
    play: impl Future<Output = Result<()>>,
) -> Result<()> {
    if let Some(refusal) = glance(kernel, click) {
        charge_refused_click(kernel, click.user);
        return Err(Error::refused(refusal));
    }
    let played = play.await;
    if let Err(Error::User(_)) = played {
        charge_refused_click(kernel, click.user);
    }
    played
}

/// `click`, just judged against `table`, is by one of its players while
/// it runs: they are watching it (a click on a game they do not play, or
/// one over, is not kept: such clicks would grow the map for good).
pub(in crate::live) fn note_watching<S: Screen>(
    kernel: &Kernel<S>,
    table: &Table,
    click: &TurnClick,
) {
    let plays = table.id == click.game
        && table.place.community() == click.community
        && !table.game.is_over()
        && table.color_of(click.user).is_some();
    if plays {
        kernel.acted(click.game, click.user);
    }
}

/// A refused click costs its clicker a glance of their allowance, and is
/// told why all the same (its refusal's words are the answer): a script
/// clicking someone else's game spends what it could have asked of the
/// heavy lane.
pub(in crate::live) fn charge_refused_click<S: Screen>(kernel: &Kernel<S>, user: UserId) {
    let _ = kernel
        .allowances()
        .take(user, Ask::RefusedClick.price(), Instant::now());
}

/// What the screen showed already refuses of `click`, without the game's
/// lock or a load, in the order [`decide_turn`] judges: a button of another
/// community's game, a version older than the one shown, then, on the
/// version shown, a click by someone not seated. `None`: the stored game
/// judges it.
fn glance<S: Screen>(kernel: &Kernel<S>, click: &TurnClick) -> Option<MoveRefusal> {
    let showing = kernel.showings().get(click.game)?;
    let (seated, shown) = (showing.seated?, showing.version?);
    if seated.community != click.community {
        return Some(MoveRefusal::OtherGame);
    }
    if click.version < shown {
        return Some(MoveRefusal::OldVersion);
    }
    (click.version == shown && !seated.plays(click.user)).then_some(MoveRefusal::Spectator)
}
