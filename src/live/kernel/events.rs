//! The engine's events: what happened that other services react to, published
//! where it happens and heard by whoever subscribed (lila's `Bus`). The
//! change path publishes what its commit leaves waiting (a computer or a
//! person to move, a game ended) and that a game's results were handed to
//! the screen; a write that makes a post owed publishes that it is owed. Each service subscribes itself when it is made
//! ([`Events::subscribe`]); the publisher names no subscriber, and the
//! composition wires nothing by hand.
//!
//! Subscribers are held weakly: each service holds the kernel, which holds
//! the events, so a strong hold would keep every service alive for good.
//! Events are delivered at once, in the publisher's task, in the order the
//! services subscribed: a subscriber does its slow work in a task of its
//! own (a tournament's next round), never in [`Subscriber::on`].

use std::sync::{Arc, Mutex, Weak};

use crate::live::kernel::held;
use crate::live::port::learned::Door;
use crate::store::PostId;
use crate::table::{GameId, Table};

/// Something that happened in the engine.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A commit left a computer to move in a game.
    ComputerToMove(GameId),
    /// A commit left a person to move in `table` (a new turn, the same
    /// one, or the turn posted again).
    PersonToMove(&'a Table),
    /// A commit ended a game: nothing waits on it any more.
    Ended(GameId),
    /// A game ended, and its results were handed to the screen.
    GameOver(GameId),
    /// A write just made owes post `id`: the outbox hands it to
    /// the screen now if nobody holds it (its sweep is the fallback).
    PostOwed(PostId),
    /// The screen found `Door` closed (a refused call): what is behind it
    /// is called off (`process/doors.rs`).
    OutOfReach(Door),
}

/// A service that reacts to events.
pub trait Subscriber: Send + Sync {
    /// Hears `event`; returns at once (slow work goes to a task).
    fn on(self: Arc<Self>, event: &Event<'_>);
}

/// The engine's subscribers, and the one way to tell them.
#[derive(Default)]
pub struct Events {
    subscribers: Mutex<Vec<Weak<dyn Subscriber>>>,
}

impl Events {
    /// `subscriber` hears every event published from now on, while it lives.
    pub fn subscribe<T: Subscriber + 'static>(&self, subscriber: &Arc<T>) {
        let subscriber: Weak<T> = Arc::downgrade(subscriber);
        held(&self.subscribers).push(subscriber);
    }

    /// Tells every living subscriber of `event` (outside the list's lock, so
    /// that a subscriber may publish in turn).
    pub fn publish(&self, event: Event<'_>) {
        let living: Vec<Arc<dyn Subscriber>> = {
            let mut subscribers = held(&self.subscribers);
            subscribers.retain(|s| s.strong_count() > 0);
            subscribers.iter().filter_map(Weak::upgrade).collect()
        };
        for subscriber in living {
            subscriber.on(&event);
        }
    }
}
