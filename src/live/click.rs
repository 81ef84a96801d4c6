//! A click on a turn message's buttons (a move, "Finish for me"), judged by
//! the table it names, the version of the game it saw (carried by the
//! button's custom id) and the seat of who clicked: never by the message it
//! came from, which is the screen's (a screen answers on the message clicked
//! or the one it shows the game with, as it knows them). A click that what
//! the screen showed already refuses (a spectator's, an old version's, a
//! script's) is refused from memory, without the game's lock or a load:
//! however many arrive, they never queue ahead of the players' own moves.
//! Every refused click is charged to the clicker's allowance
//! ([`Ask::RefusedClick`], a quarter), and told why all the same.
//!
//! A click is one call into the engine, judged in two looks, the second only
//! when the first could not tell: what the screen showed ([`glance`]); then,
//! under the game's lock, the one load of the game ([`stale_board`], then
//! [`decide_turn`]). A click on a board older than the game (a turn passed
//! on) is refused as old, however recent its message; a board posted again
//! shows the same version, so a click on either copy plays the same move.
//! At a table reached only through clicks, a seated player's click on a
//! board older than the game shows the game as it is now through that
//! click, in the same change.

use std::time::Instant;

use super::port::Screen;
use crate::game::{Color, Move};
use crate::heavy::fair::Ask;
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::kernel::change::Applied;
use crate::table::{Community, GameId, MoveRefusal, Reach, Table, UserId};

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

/// Plays a click on a turn message (`play`, its change) unless what the
/// screen showed already refuses it ([`glance`]); a refusal either way is
/// charged to the clicker.
pub(in crate::live) async fn judged<S: Screen>(
    kernel: &Kernel<S>,
    click: &TurnClick,
    play: impl AsyncFnOnce() -> Result<()>,
) -> Result<()> {
    if let Some(refusal) = glance(kernel, click) {
        charge_refused_click(kernel, click.user);
        return Err(Error::refused(refusal));
    }
    let played = play().await;
    if let Err(Error::User(_)) = played {
        charge_refused_click(kernel, click.user);
    }
    played
}

/// Judges `click` against `table`, its game's one load, before its move:
/// another community's click is refused as another game's (never relying on
/// the platform's checks); and at a table reached only through clicks, a
/// seated player's click on a board older than a game its players have not
/// seen yet (a time-out, the computers after it: nobody's click could show
/// them) shows the game through that click: [`Applied::Reshown`]; one older
/// than a game over shows its results there ([`Applied::Again`]). `None`:
/// the move is judged ([`decide_turn`]: an old version is refused).
pub(in crate::live) fn stale_board<S: Screen>(
    kernel: &Kernel<S>,
    table: &Table,
    click: &TurnClick,
) -> Result<Option<Applied>, MoveRefusal> {
    if table.id != click.game || table.place.community() != click.community {
        return Err(MoveRefusal::OtherGame);
    }
    let through = table.place.reach == Reach::WhileInteracting
        && click.version != table.game.version()
        && table.color_of(click.user).is_some();
    // What is owed shows through the click; a game over (ended while nobody
    // clicked, say) shows its results on the board clicked, saying why.
    Ok(match through {
        true if !kernel.seen(table) => Some(Applied::Reshown),
        true if table.game.is_over() => Some(Applied::Again),
        _ => None,
    })
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
/// community's game, a version older than the one shown (but a seated
/// player's at a table reached only through clicks: [`stale_board`]), then,
/// on the version shown, a click by someone not seated. `None`: the stored
/// game judges it.
fn glance<S: Screen>(kernel: &Kernel<S>, click: &TurnClick) -> Option<MoveRefusal> {
    let showing = kernel.showings().get(click.game)?;
    let (seated, shown) = (showing.seated?, showing.version?);
    if seated.community != click.community {
        return Some(MoveRefusal::OtherGame);
    }
    let shows_through = seated.clicks_only && seated.plays(click.user);
    if click.version < shown && !shows_through {
        return Some(MoveRefusal::OldVersion);
    }
    (click.version == shown && !seated.plays(click.user)).then_some(MoveRefusal::Spectator)
}
