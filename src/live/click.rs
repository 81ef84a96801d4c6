//! A click on a turn message's buttons (a move, "Finish for me"), judged by
//! the table it names, the version of the game it saw (carried by the
//! button's custom id) and the seat of who clicked. A click that what the
//! screen showed already refuses (a spectator's, an old version's, a
//! script's) is refused from memory, without the game's lock or a load:
//! however many arrive, they never queue ahead of the players' own moves.
//! Every refused click is charged to the clicker's allowance
//! ([`Ask::RefusedClick`], a quarter), and told why all the same.
//!
//! A click is one call into the engine, judged in three looks, each only
//! when the one before could not tell: the message it came from, against
//! the one the screen reported last (a click on a message the screen is
//! still posting waits for the post to be noted); what the screen showed
//! ([`glance`]); then, under the game's lock, the one load of the game
//! ([`stale_board`], then [`decide_turn`]). A click on a message that no
//! longer shows its game (an old turn, a board posted again since) is
//! refused as old; at a table reached only through clicks, a seated
//! player's click on a board older than the game shows the game as it is
//! now through that click, in the same change.

use std::time::{Duration, Instant};

use super::port::Screen;
use crate::game::{Color, Move};
use crate::heavy::fair::Ask;
use crate::live::error::{Error, Result};
use crate::live::kernel::Kernel;
use crate::live::kernel::change::Applied;
use crate::live::kernel::shown::Standing;
use crate::table::{Community, GameId, MessageId, MoveRefusal, Reach, Table, UserId};

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
    /// The message the button was clicked on, when the screen knows it: one
    /// that no longer shows the game is refused as old.
    pub message: Option<MessageId>,
}

impl MoveClick {
    /// The click as one on its turn message, whatever the move.
    pub fn turn(&self) -> TurnClick {
        TurnClick {
            community: self.community,
            user: self.user,
            game: self.game,
            version: self.version,
            message: self.message,
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
    /// As [`MoveClick::message`].
    pub message: Option<MessageId>,
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

/// Plays a click on a turn message (`play`, its change, told whether its
/// message is still to be judged under the load: [`stale_board`]) unless
/// the message it came from or what the screen showed already refuses it
/// ([`glance`]); a refusal either way is charged to the clicker.
pub(in crate::live) async fn judged<S: Screen>(
    kernel: &Kernel<S>,
    click: &TurnClick,
    play: impl AsyncFnOnce(bool) -> Result<()>,
) -> Result<()> {
    let patience = kernel.settings().waits.call_limit;
    let on_live = on_live_message(kernel, click, patience).await;
    let refused = match on_live {
        Some(false) => Some(MoveRefusal::StaleMessage),
        _ => glance(kernel, click),
    };
    if let Some(refusal) = refused {
        charge_refused_click(kernel, click.user);
        return Err(Error::refused(refusal));
    }
    let played = play(on_live.is_none()).await;
    if let Err(Error::User(_)) = played {
        charge_refused_click(kernel, click.user);
    }
    played
}

/// Whether `click` came from the message that shows its game now, as the
/// game's screen reported it last; `None` when this process has shown
/// nothing of the game (the load judges it), or the click names no
/// message. A click on a message the screen is still posting (its buttons
/// reached the player a moment before the post's answer reached the bot)
/// waits for the post to be noted, for at most `patience` (the limit of one
/// call to the screen: the click's answer is deferred meanwhile anyway).
async fn on_live_message<S: Screen>(
    kernel: &Kernel<S>,
    click: &TurnClick,
    patience: Duration,
) -> Option<bool> {
    let message = click.message?;
    let showings = kernel.showings();
    let start = Instant::now();
    loop {
        let waited = start.elapsed();
        match showings.standing(click.game, click.community, message)? {
            Standing::Posting if waited < patience => {
                let left = patience.saturating_sub(waited);
                showings.wait_posted(click.game, message, left).await;
            }
            standing => return Some(standing == Standing::Live),
        }
    }
}

/// Judges `click` against `table`, its game's one load, before its move:
/// another community's click is refused as another game's (never relying on
/// the platform's checks); one on a message other than the one stored as
/// showing the game, when the screen's memory could not tell
/// (`check_message`), as old; and at a table reached only through clicks, a
/// seated player's click on a board older than a game its players have not
/// seen yet (a time-out, the computers after it: nobody's click could show
/// them) shows the game through that click: [`Applied::Reshown`]. `None`:
/// the move is judged ([`decide_turn`]).
pub(in crate::live) fn stale_board<S: Screen>(
    kernel: &Kernel<S>,
    table: &Table,
    click: &TurnClick,
    check_message: bool,
) -> Result<Option<Applied>, MoveRefusal> {
    if table.id != click.game || table.place.community() != click.community {
        return Err(MoveRefusal::OtherGame);
    }
    let moved_on = click
        .message
        .is_some_and(|m| table.place.screen.message != Some(m));
    if check_message && moved_on && !table.game.is_over() {
        return Err(MoveRefusal::StaleMessage);
    }
    let through = table.place.reach == Reach::WhileInteracting
        && click.version != table.game.version()
        && table.color_of(click.user).is_some()
        && !kernel.seen(table);
    Ok(through.then_some(Applied::Reshown))
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
