//! The click pays: Discord counts every call made with the bot's token
//! toward its 50 a second, but not a click's interaction callback and
//! webhook, good for 15 minutes. So what follows a person's click in a game
//! (the computers' moves at their pause, the end, the next person's turn and
//! its ping, the removal of the clicked message) is shown through that click
//! while the platform still takes it, in the game's show order, unpaced,
//! spending nothing of the bot's global budget (on Discord:
//! `discord/screen/paid.rs`, which falls back to the channel's paced call).
//!
//! [`Payers`] remembers, per game, the latest click whose change the screen
//! showed while computers were to move after it: the next background changes
//! of the game ([`Cause::Background`]) are shown through it while it is good
//! ([`Waits::click_pays`](crate::live::Waits::click_pays), with a margin before the
//! platform's own limit); it is dropped once a person's turn or the results
//! are shown (that person's own click brings the next one). A lobby's Start
//! is such a click for the first turns of a game in its channel
//! ([`crate::live::Lobbies::start_by`]; its webhook posts only there: a thread's
//! are counted). What no click covers (time-outs, reminders, a play-out
//! nobody clicked for, the sweep, commands' posts, thread creation) is shown
//! by the screen's own paced calls, each through [`crate::pace`]'s one gate.
//!
//! [`Coalesced`] holds the latest state of something that may be shown late
//! (a game's log): at most one show per wait, always of the latest state (a
//! log is edited at most every [`Waits::log_every`](crate::live::Waits::log_every),
//! and brought up to date at its game's end and when the process stops).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::live::{Cause, Next};
use crate::store::Token;
use crate::table::{ChannelId, GameId, MessageId};

/// A click that pays for shows: the click itself (none: one a killed
/// process kept, [`crate::showing::kept_tokens`]), its token, when it
/// arrived, where it was made, and the messages it may edit or remove (the
/// one it is on, and those posted through it).
#[derive(Clone)]
pub struct Payer<C> {
    click: Option<C>,
    token: Token,
    arrived: Instant,
    place: ChannelId,
    /// The message the click is on (none known: a kept line's click).
    on: Option<MessageId>,
    /// The messages posted through it.
    posted: Arc<Mutex<Vec<MessageId>>>,
}

/// Which of its messages a click reaches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Own {
    /// The message the click is on (Discord's `@original`).
    Clicked,
    /// A message posted through the click (a follow-up).
    Posted(MessageId),
}

impl<C> Payer<C> {
    /// `click` (its token `token`), made in `place` on message `on`, which
    /// arrived at `arrived`.
    pub fn new(
        (click, token): (C, Token),
        arrived: Instant,
        (place, on): (ChannelId, MessageId),
    ) -> Payer<C> {
        let mut payer = Payer::kept(token, arrived, (place, Some(on)));
        payer.click = Some(click);
        payer
    }

    /// A click a killed process kept (answered then), by its token: made in
    /// `place` on message `on` (if known), arrived at `arrived`.
    pub fn kept(
        token: Token,
        arrived: Instant,
        (place, on): (ChannelId, Option<MessageId>),
    ) -> Payer<C> {
        Payer {
            click: None,
            token,
            arrived,
            place,
            on,
            posted: Arc::new(Mutex::new(Vec::new())),
        }
    }

    fn posted_through(&self) -> MutexGuard<'_, Vec<MessageId>> {
        self.posted.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The click itself; none for one a killed process kept.
    pub fn click(&self) -> Option<&C> {
        self.click.as_ref()
    }

    /// The token its webhook calls take (never logged).
    pub fn token(&self) -> &Token {
        &self.token
    }

    /// Whether its webhook works yet: once the click is `answered` (a kept
    /// one was).
    pub fn answered(&self, answered: impl FnOnce(&C) -> bool) -> bool {
        self.click.as_ref().is_none_or(answered)
    }

    /// When it arrived.
    pub fn arrived(&self) -> Instant {
        self.arrived
    }

    /// The message it was made on, if known.
    pub fn on(&self) -> Option<MessageId> {
        self.on
    }

    /// Whether the click still pays after living `life`.
    pub fn good(&self, life: Duration) -> bool {
        self.arrived.elapsed() < life
    }

    /// Where the click was made (where a post through it lands).
    pub fn place(&self) -> ChannelId {
        self.place
    }

    /// Whether a post through the click lands in `channel` (where it was made).
    pub fn posts_in(&self, channel: ChannelId) -> bool {
        self.place == channel
    }

    /// How the click reaches `message`, if it does.
    pub fn reaches(&self, message: MessageId) -> Option<Own> {
        if self.on == Some(message) {
            return Some(Own::Clicked);
        }
        let posted = self.posted_through().contains(&message);
        posted.then_some(Own::Posted(message))
    }

    /// `message` was posted through the click: it may edit and remove it.
    pub fn posted(&self, message: MessageId) {
        self.posted_through().push(message);
    }
}

/// The paying click, once `answered` (its webhook works from then on), when
/// `message` is one of its own.
pub fn reaching<C>(
    payer: Option<&Payer<C>>,
    message: MessageId,
    answered: impl FnOnce(&C) -> bool,
) -> Option<(&Payer<C>, Own)> {
    let p = payer.filter(|p| p.answered(answered))?;
    p.reaches(message).map(|own| (p, own))
}

/// What `payer`'s webhook (of application `app`) has left for an edit of
/// `message`, as the gate learnt it from Discord; `None` when not known (or
/// not its own message).
pub fn room_to_edit<C>(
    (payer, app): (&Payer<C>, u64),
    message: MessageId,
    buckets: &crate::pace::routes::RouteBuckets,
) -> Option<crate::pace::routes::Room> {
    use crate::pace::webhook::{followup_edits, original_edits};
    let token = payer.token.secret();
    buckets.room(&match payer.reaches(message)? {
        Own::Clicked => original_edits(app, token),
        Own::Posted(_) => followup_edits(app, token),
    })
}

/// Until when a click waits for work it is to show once done, under a claim
/// of that showing (a game's analysis, posted once): while the click is good
/// (`arrived`, `life`: see [`Payer::good`]) and while the claim, taken at
/// `claimed` for `claim`, still leaves `post_within` for the post, whichever
/// ends first. Past it the click is told to ask again and gives the claim
/// back: a post made after the claim lapsed could follow another's.
pub fn waits_under_claim(
    (arrived, life): (Instant, Duration),
    (claimed, claim): (Instant, Duration),
    post_within: Duration,
) -> Instant {
    (arrived + life).min(claimed + claim.saturating_sub(post_within))
}

/// Each game's payer (see the module's documentation).
pub struct Payers<C>(Mutex<HashMap<GameId, Payer<C>>>);

impl<C> Default for Payers<C> {
    fn default() -> Self {
        Payers(Mutex::new(HashMap::new()))
    }
}

impl<C: Clone> Payers<C> {
    /// The click that pays for showing a change of `game` (caused by
    /// `cause`, shown at `step`), and what the game keeps for its next
    /// changes: a click pays for its own change, and for the background
    /// changes after it while computers move; `paying` makes the click's
    /// payer, `life` is how long a click pays.
    pub fn for_change(
        &self,
        game: GameId,
        (cause, step): (&Cause<C>, Next),
        paying: impl FnOnce(&C) -> Option<Payer<C>>,
        life: Duration,
    ) -> Option<Payer<C>> {
        let mut payers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let payer = match cause {
            Cause::Click(click) => paying(click),
            // After a restart, the click a killed process kept.
            Cause::Background => payers.get(&game).cloned(),
            Cause::Closed => None,
        }
        .filter(|p| p.good(life));
        match (&payer, step) {
            (Some(p), Next::AiTurn(_)) => {
                payers.insert(game, p.clone());
            }
            _ => {
                payers.remove(&game);
            }
        }
        payer
    }

    /// The games a click pays for now.
    pub fn games(&self) -> Vec<GameId> {
        let payers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        payers.keys().copied().collect()
    }

    /// `game`'s click as a killed process kept it (see [`Self::for_change`]),
    /// unless a click of this process pays already.
    pub fn kept(&self, game: GameId, payer: Payer<C>) {
        let mut payers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        payers.entry(game).or_insert(payer);
    }
}

/// The latest state of something shown late, per game (see the module's
/// documentation).
pub struct Coalesced<T>(Mutex<HashMap<GameId, T>>);

impl<T> Default for Coalesced<T> {
    fn default() -> Self {
        Coalesced(Mutex::new(HashMap::new()))
    }
}

impl<T> Coalesced<T> {
    fn slots(&self) -> MutexGuard<'_, HashMap<GameId, T>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `latest` as what `game` shows next; true when nothing was kept
    /// yet (the caller then shows it after its wait, with [`Coalesced::take`]).
    pub fn put(&self, game: GameId, latest: T) -> bool {
        self.slots().insert(game, latest).is_none()
    }

    /// What `game` shows now (none: shown already, or superseded).
    pub fn take(&self, game: GameId) -> Option<T> {
        self.slots().remove(&game)
    }

    /// The games with something kept (to show now: the process stops, and
    /// a wait would outlive it).
    pub fn games(&self) -> Vec<GameId> {
        self.slots().keys().copied().collect()
    }
}
