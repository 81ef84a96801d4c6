//! A click on a move button, judged against the game as stored and played
//! through the change path. A click that what the screen showed already
//! refuses (a spectator's, one on an old message, a script's) is refused
//! from memory, without the game's lock or a load: however many arrive,
//! they never queue ahead of the players' own moves. Every refused click is
//! charged to the clicker's allowance ([`Ask::RefusedClick`], a quarter), and
//! told why all the same.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::port::{Cause, Screen};
use super::{Applied, Error, Result, Tables};
use crate::game::{Color, Move};
use crate::heavy::fair::Ask;
use crate::table::{Community, GameId, MessageId, MoveRefusal, Table, UserId};
use crate::words::refusals::RefusalText;

/// A click on a move button: who clicked, on which message, and what the
/// button (its custom id, parsed once by the screen) asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveClick {
    /// The community the click came from: a button of another community's
    /// game is refused as one of another game (never relying on Discord's checks).
    pub community: Community,
    pub user: UserId,
    pub message: MessageId,
    pub game: GameId,
    /// The version of the game the button was shown for.
    pub version: u64,
    pub mv: Move,
}

/// Judges a move click against `table`, the stored game freshly loaded: the
/// move to play, or why nothing happens.
pub fn decide_click(table: &Table, click: &MoveClick) -> Result<Move, MoveRefusal> {
    let turn = TurnClick {
        community: click.community,
        user: click.user,
        message: click.message,
        game: click.game,
        version: click.version,
    };
    decide_turn(table, &turn)?;
    if !table.game.legal_moves().contains(&click.mv) {
        return Err(MoveRefusal::Illegal);
    }
    Ok(click.mv)
}

/// A click on a button of a turn message other than a move ("Finish for
/// me"): who clicked, on which message, at which version.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnClick {
    pub community: Community,
    pub user: UserId,
    pub message: MessageId,
    pub game: GameId,
    pub version: u64,
}

/// Judges a click on the turn message shown for `click.version` as
/// [`decide_click`] does, but for the move: the clicker's color, or why
/// nothing happens.
pub fn decide_turn(table: &Table, click: &TurnClick) -> Result<Color, MoveRefusal> {
    if table.id != click.game || table.place.community() != click.community {
        return Err(MoveRefusal::OtherGame);
    }
    if table.game.is_over() {
        return Err(MoveRefusal::Finished);
    }
    if table.place.screen.message != Some(click.message) {
        return Err(MoveRefusal::StaleMessage);
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

impl<S: Screen> Tables<S> {
    /// A click on a move button, answered by showing its change. A click on a
    /// message the screen is still posting (its buttons reached the player a
    /// moment before the post's answer reached the bot) waits for the post to
    /// be noted, instead of being told the message is old, for at most
    /// `patience` (the limit of one call to the screen: under load that is
    /// longer than a person's patience, and the click's answer is deferred
    /// meanwhile anyway).
    pub async fn click_move(
        self: &Arc<Self>,
        click: MoveClick,
        answer: S::Click,
        patience: Duration,
    ) -> Result<()> {
        if let Some(refusal) = self.glance(&click) {
            self.charge_refused_click(click.user);
            return Err(Error::refused(refusal));
        }
        let judged = self.judge_click(click, answer, patience).await;
        if let Err(Error::User(_)) = judged {
            self.charge_refused_click(click.user);
        }
        judged
    }

    /// A refused move click costs its clicker a glance of their allowance,
    /// and is told why all the same (its refusal's words are the answer): a
    /// script clicking someone else's game spends what it could have asked
    /// of the heavy lane.
    fn charge_refused_click(&self, user: UserId) {
        let _ = self
            .kernel
            .allowances()
            .take(user, Ask::RefusedClick.price(), Instant::now());
    }

    /// What the screen showed already refuses of `click`, without the game's
    /// lock or a load, in the order [`decide_click`] judges: a button of
    /// another server's game, a message older than the one the game shows
    /// now (message ids grow with time), a version older than the one shown,
    /// then, on the version shown, a click by someone not seated. `None`: the
    /// stored game judges it.
    fn glance(&self, click: &MoveClick) -> Option<MoveRefusal> {
        let showing = self.kernel.showings().get(click.game)?;
        let (seated, shown) = (showing.seated?, showing.version?);
        if seated.community != click.community {
            return Some(MoveRefusal::OtherGame);
        }
        let live = showing.live.and_then(|l| l.message);
        if live.is_some_and(|m| click.message.0 < m.0) {
            return Some(MoveRefusal::StaleMessage);
        }
        if click.version < shown {
            return Some(MoveRefusal::OldVersion);
        }
        (click.version == shown && !seated.plays(click.user)).then_some(MoveRefusal::Spectator)
    }

    async fn judge_click(
        self: &Arc<Self>,
        click: MoveClick,
        answer: S::Click,
        patience: Duration,
    ) -> Result<()> {
        // Whatever becomes of the click, its player is watching the game.
        self.kernel.acted(click.game, click.user);
        let mut waited = Duration::ZERO;
        // The first refusal is checked once more: the post may have been
        // noted between this click's load and the look at what was shown.
        let mut rechecked = false;
        loop {
            match self.play_click(click, answer.clone()).await {
                Err(Error::User(e))
                    if e.0 == MoveRefusal::StaleMessage.text()
                        && waited < patience
                        && (!rechecked
                            || self.kernel.showings().posting(click.game, click.message)) =>
                {
                    rechecked = true;
                }
                done => return done,
            }
            // Woken by the end of the post's show, not by polling the store.
            waited += self
                .kernel
                .showings()
                .wait_posted(click.game, click.message, patience.saturating_sub(waited))
                .await;
        }
    }

    async fn play_click(self: &Arc<Self>, click: MoveClick, answer: S::Click) -> Result<()> {
        self.kernel
            .change_game(
                click.game,
                Cause::Click(answer),
                async |table: &mut Table| {
                    let mv = decide_click(table, &click).map_err(Error::refused)?;
                    let color = table
                        .game
                        .to_move()
                        .ok_or_else(|| Error::refused(MoveRefusal::Finished))?;
                    table
                        .game
                        .play(mv)
                        .map_err(|e| Error::Internal(format!("a checked move was refused: {e}")))?;
                    table.own_move(color);
                    Ok(Applied::Changed)
                },
            )
            .await
    }
}
