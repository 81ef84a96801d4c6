//! A server's daily puzzle, leased to this process by the sweep and handed as
//! a post of the outbox: posted once (a nonce of the server's day), or its
//! card edited with its count (the picture kept: nothing uploaded again), and
//! reported.

use super::{DiscordScreen, Server, View, is_gone};
use crate::controls::ComponentId;
use crate::discord::error::{Error, Result};
use crate::live::{PostReport, daily_nonce, daily_picture};
use crate::table::MessageId;
use crate::views::view::Style::Primary;
use crate::views::view::{Row, button};
use crate::{puzzles::DailyPuzzle, t};

impl DiscordScreen {
    /// Posts or edits daily post `d` (leased to this process), for its report.
    pub(super) async fn daily_puzzle(&self, d: &DailyPuzzle) -> PostReport {
        let shown = self.show_daily(d).await;
        match shown {
            Err(e) if is_gone(&e) => PostReport::Done,
            shown => self.post_report(shown, d.channel),
        }
    }

    async fn show_daily(&self, d: &DailyPuzzle) -> Result<MessageId> {
        let tables = self.tables().ok_or(Error::Internal("no engine".into()))?;
        let (lang, puzzle) = (self.guild_lang(d.guild).await, d.puzzle.id);
        let solve = t!(lang, "daily-puzzle-solve");
        let open = button(ComponentId::PuzzleOpen { puzzle }, &solve, Primary);
        let mut view = View {
            embed: Some(tables.puzzles().daily_card(lang, d)?),
            components: vec![Row::Buttons(vec![open])],
            keep_files: true,
            ..View::default()
        };
        let (server, at) = (Server::Of(d.guild), d.channel);
        match d.message {
            Some(message) => self.edit(server, at, message, view).await.map(|()| message),
            None => {
                let daily = d.clone();
                let board = self.draw_heavy(move || daily_picture(&daily)).await??;
                view.board = Some(board.to_vec());
                self.post_once(server, at, view, &daily_nonce(d)).await
            }
        }
    }
}
