//! A person's turn where only people's clicks show a table (a DM, a group
//! DM, a server that never added the bot): there every new message notifies
//! every member, so a turn pings only when it matters, as a server's turn
//! message does. The edited board already says whose move it is: a person
//! who clicked in the game a moment ago ([`Waits::watching`](crate::live::Waits::watching))
//! gets no line at all, and a ping only if the turn is still theirs once
//! that wait is over; one who has been away is pinged at once. The line
//! goes as soon as its turn ends.
//!
//! A ping is a follow-up of a live click (Discord takes a click's webhook for
//! 15 minutes): [`TurnPings`] keeps, per game, the line of the turn shown
//! now with the click that posts and removes it, and forgets it once that
//! click can no longer do either (no entry outlives its token, and none is
//! kept for a game walked away from: reliability-4 L4). A ping the wait
//! made due that could not be posted stays owed: the next click on the
//! same turn posts it. A line a killed process posted is known again from
//! the store ([`crate::showing::kept_tokens`]), and removed as its turn ends.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use super::click_pays::Payer;
use super::held;
use crate::table::{GameId, MessageId, UserId};

/// When the person to move is pinged.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ping {
    /// At once: they have not clicked in the game for a while.
    Now,
    /// After this wait, if the turn is still theirs: they are watching.
    After(Duration),
}

/// When `to_move`, whose turn starts, is pinged: at once unless they are
/// `watching` (clicked in the game within `wait`), else after `wait`.
pub fn ping_for(watching: bool, wait: Duration) -> Ping {
    if watching {
        Ping::After(wait)
    } else {
        Ping::Now
    }
}

/// The line of one game's turn: whose turn, which (the game's version when
/// it started), the click that posts and removes it, and the line once
/// posted; `owed` once its wait is over and no click could post it.
struct Line<C> {
    user: UserId,
    turn: u64,
    payer: Payer<C>,
    posted: Option<MessageId>,
    owed: bool,
}

/// Each game's turn line (see the module's docs), while its click lives.
pub struct TurnPings<C> {
    lines: Mutex<HashMap<GameId, Line<C>>>,
    life: Duration,
}

/// A line to remove, through the click that posted it.
pub type Posted<C> = (Payer<C>, MessageId);

impl<C: Clone> TurnPings<C> {
    /// Lines posted through clicks good for `life` after their arrival.
    pub fn new(life: Duration) -> Self {
        TurnPings {
            lines: Mutex::new(HashMap::new()),
            life,
        }
    }

    /// `game` is shown now with `to_move`'s turn (`None`: a computer's turn,
    /// or the game over); `starts`: a new turn. The line of a turn that
    /// ended is forgotten; returned when posted, while its click lives.
    pub fn shown(&self, game: GameId, to_move: Option<UserId>, starts: bool) -> Option<Posted<C>> {
        let mut lines = held(&self.lines);
        let ended = lines
            .get(&game)
            .is_some_and(|l| starts || Some(l.user) != to_move);
        let line = if ended { lines.remove(&game) } else { None };
        drop(lines);
        let line = line?;
        let posted = line.posted?;
        line.payer.good(self.life).then_some((line.payer, posted))
    }

    /// A show of `game` at `to_move`'s turn (`starts`: a new one, at the
    /// game's `version`), through `payer`, which pings `when`: the line of a
    /// turn that ended, to remove, and the turn to ping and when (a ping owed
    /// is due at once).
    pub fn at_show(
        &self,
        game: GameId,
        (to_move, starts, version): (Option<UserId>, bool, u64),
        payer: Option<Payer<C>>,
        when: Ping,
    ) -> (Option<Posted<C>>, Option<(u64, Ping)>) {
        let ended = self.shown(game, to_move, starts);
        let (Some(user), Some(payer)) = (to_move, payer) else {
            return (ended, None);
        };
        if !starts {
            return (ended, self.owed(game, user, &payer).map(|t| (t, Ping::Now)));
        }
        self.wait(game, (user, version), payer);
        (ended, Some((version, when)))
    }

    /// `user`'s turn `turn` of `game` started, to be pinged through `payer`
    /// once the wait is over ([`Self::due`]). Forgets every line whose click
    /// died.
    pub fn wait(&self, game: GameId, (user, turn): (UserId, u64), payer: Payer<C>) {
        let mut lines = held(&self.lines);
        lines.retain(|_, l| l.payer.good(self.life));
        let line = Line {
            user,
            turn,
            payer,
            posted: None,
            owed: false,
        };
        lines.insert(game, line);
    }

    /// The wait for `turn` of `game` is over: the click to ping its person
    /// through now, if the turn is still shown unpinged and the click lives;
    /// else the ping stays owed for the next click on the turn.
    pub fn due(&self, game: GameId, turn: u64) -> Option<(UserId, Payer<C>)> {
        let mut lines = held(&self.lines);
        let line = lines.get_mut(&game).filter(|l| l.turn == turn)?;
        if line.posted.is_some() {
            return None;
        }
        if !line.payer.good(self.life) {
            line.owed = true;
            return None;
        }
        Some((line.user, line.payer.clone()))
    }

    /// A click on `game` while `to_move`'s turn is shown: the turn owed a
    /// ping (its wait over, never posted), to post through `payer`, which
    /// then removes it.
    pub fn owed(&self, game: GameId, to_move: UserId, payer: &Payer<C>) -> Option<u64> {
        let mut lines = held(&self.lines);
        let line = lines.get_mut(&game)?;
        if !line.owed || line.user != to_move || line.posted.is_some() {
            return None;
        }
        line.payer = payer.clone();
        Some(line.turn)
    }

    /// A ping that could not be posted: owed to the next click on its turn.
    pub fn failed(&self, game: GameId, turn: u64) {
        if let Some(l) = held(&self.lines).get_mut(&game).filter(|l| l.turn == turn) {
            l.owed = true;
        }
    }

    /// `message` pings for `turn` of `game`: `false` when that turn ended
    /// meanwhile (the line is to go at once).
    pub fn posted(&self, game: GameId, turn: u64, message: MessageId) -> bool {
        let mut lines = held(&self.lines);
        match lines.get_mut(&game).filter(|l| l.turn == turn) {
            Some(l) => {
                l.posted = Some(message);
                l.owed = false;
                true
            }
            None => false,
        }
    }

    /// `game`'s line `line`, pinging `user` for `turn`, as a killed process
    /// posted it through the click `payer` (unless this process keeps one).
    pub fn kept(
        &self,
        game: GameId,
        (user, turn): (UserId, u64),
        payer: Payer<C>,
        line: MessageId,
    ) {
        let line = Line {
            user,
            turn,
            payer,
            posted: Some(line),
            owed: false,
        };
        held(&self.lines).entry(game).or_insert(line);
    }

    /// How many games keep a line (for the tests).
    pub fn len(&self) -> usize {
        held(&self.lines).len()
    }

    /// Whether no game keeps a line.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
