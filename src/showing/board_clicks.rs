//! Which click reaches a table's board where only clicks show it (a DM, a
//! group DM, a server that never added the bot): only one board keeps live
//! buttons. When the board moves to another message (`/hypnosia board`'s
//! answer, a Refresh), the old one's buttons are cleared through the last
//! click that showed it there, while that click's webhook lives (Discord
//! takes it for 15 minutes); past that nothing can reach the old message,
//! and whoever moved the board is told that its buttons stay (a click on
//! them is refused as old all the same: `live/click.rs`).
//!
//! [`BoardClicks`] keeps, per game, that click and the message it showed the
//! board on, and forgets it with its click's life (no entry outlives its
//! token).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::click_pays::Payer;
use super::held;
use crate::table::{GameId, MessageId};

/// What became of a table's old board when its board was shown.
#[derive(Clone)]
pub enum OldBoard<C> {
    /// The board stayed where it was (or there was none).
    Stayed,
    /// The board moved away from this message: its buttons are to be
    /// cleared through this click, which reaches it.
    Reachable(Payer<C>, MessageId),
    /// The board moved away from this message, and no live click reaches it.
    Unreachable(MessageId),
}

/// Each game's board and the click that showed it last.
pub struct BoardClicks<C> {
    boards: Mutex<HashMap<GameId, (Payer<C>, MessageId)>>,
    life: Duration,
}

impl<C: Clone> BoardClicks<C> {
    /// Boards shown through clicks good for `life` after their arrival.
    pub fn new(life: Duration) -> Self {
        BoardClicks {
            boards: Mutex::new(HashMap::new()),
            life,
        }
    }

    /// `game`'s board, which showed on `before`, is shown on `board` through
    /// `payer` (one of its own messages), the click to reach it by from now
    /// on: what is to become of the old board (none shown through a click:
    /// [`OldBoard::Stayed`]). Forgets every board whose click died.
    pub fn shown(
        &self,
        game: GameId,
        payer: Option<&Payer<C>>,
        (before, board): (Option<MessageId>, MessageId),
    ) -> OldBoard<C> {
        let Some(payer) = payer else {
            return OldBoard::Stayed;
        };
        let mut boards = held(&self.boards);
        let last = boards.insert(game, (payer.clone(), board));
        boards.retain(|_, (p, _)| p.good(self.life));
        let Some(old) = before.filter(|&old| old != board) else {
            return OldBoard::Stayed;
        };
        match last {
            Some((p, m)) if m == old && p.good(self.life) && p.reaches(old).is_some() => {
                OldBoard::Reachable(p, old)
            }
            _ => OldBoard::Unreachable(old),
        }
    }

    /// How many games keep a board (for the tests).
    pub fn len(&self) -> usize {
        held(&self.boards).len()
    }

    /// Whether no game keeps a board.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A command's interaction whose `answer` is out, as the interaction of a
/// click on that answer (the JSON Discord sends for one): both reach
/// `@original` and their follow-ups through the same token, so the answer
/// can become a board kept by its clicks (`/hypnosia board`).
pub fn click_on_answer<T: DeserializeOwned>(
    command: &impl Serialize,
    answer: &impl Serialize,
) -> serde_json::Result<T> {
    let mut click = serde_json::to_value(command)?;
    click["type"] = 3.into();
    click["data"] = serde_json::json!({"custom_id": "", "component_type": 2});
    click["message"] = serde_json::to_value(answer)?;
    serde_json::from_value(click)
}
