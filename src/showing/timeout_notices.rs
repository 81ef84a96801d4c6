//! A removal, or an end by time-outs, where only clicks show a game is told
//! by a message of its own that pings once (`words::timeouts::timeout_notice`).
//! Which version the players were shown comes with each change, but a change
//! committed while the one before it was still being shown carries the older
//! one: [`TimeoutNotices`] remembers, per game, the newest version told, so
//! that the next show does not tell it again. A restart forgets it; the
//! store's `shown_version` covers that once the telling show landed. Entries
//! older than a day are dropped as new ones come (a game walked away from
//! keeps nothing for long).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::held;
use crate::i18n::Lang;
use crate::table::{GameId, Table};
use crate::views::timeouts::notice_view;
use crate::views::view::View;

/// How long a told version is remembered: far longer than shows take.
const KEPT: Duration = Duration::from_secs(24 * 60 * 60);

/// Each game's newest told version (see the module's docs).
#[derive(Default)]
pub struct TimeoutNotices {
    told: Mutex<HashMap<GameId, (u64, Instant)>>,
}

impl TimeoutNotices {
    /// The message telling `table`'s newest removal or end by time-outs,
    /// unless told already; told from now.
    pub fn due(&self, lang: Lang, table: &Table) -> Option<View> {
        let (view, version) = notice_view(lang, table)?;
        self.first(table.id, version).then_some(view)
    }

    /// Whether `version` of `game` is still to be told; it is told from now.
    pub fn first(&self, game: GameId, version: u64) -> bool {
        let mut told = held(&self.told);
        let now = Instant::now();
        told.retain(|_, (_, at)| now.duration_since(*at) < KEPT);
        match told.get(&game) {
            Some(&(newest, _)) if newest >= version => false,
            _ => {
                told.insert(game, (version, now));
                true
            }
        }
    }
}
