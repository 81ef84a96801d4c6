//! A server's daily puzzle, leased to this process by the sweep: posted once
//! (a nonce of the server's day), or its card edited with its count (the
//! picture kept: nothing uploaded again).

use std::sync::Arc;

use serenity::all::{ButtonStyle::Primary, CreateActionRow};

use super::{DiscordScreen, Server, View, is_gone, seasons::refused_for_good};
use crate::discord::error::{Error, Result};
use crate::discord::{components::ComponentId, view::button};
use crate::live::{daily_nonce, daily_picture};
use crate::{puzzles::DailyPuzzle, t};

impl DiscordScreen {
    pub(super) fn show_daily_puzzle(self: Arc<Self>, d: DailyPuzzle) {
        tokio::spawn(async move {
            if let Err(e) = self.daily_puzzle(&d).await {
                tracing::warn!(guild = %d.guild, error = %e, "the daily puzzle: the sweep tries again");
            }
        });
    }

    async fn daily_puzzle(&self, d: &DailyPuzzle) -> Result<()> {
        let tables = self.tables().ok_or(Error::Internal("no engine".into()))?;
        let (lang, puzzle) = (self.guild_lang(d.guild).await, d.puzzle.id);
        let solve = t!(lang, "daily-puzzle-solve");
        let open = button(ComponentId::PuzzleOpen { puzzle }, &solve, Primary);
        let mut view = View {
            embed: Some(tables.daily_card(lang, d)?),
            components: vec![CreateActionRow::Buttons(vec![open])],
            keep_files: true,
            ..View::default()
        };
        let (server, at) = (Server::Of(d.guild), d.channel);
        let shown = match d.message {
            Some(message) => self.edit(server, at, message, view).await.map(|()| message),
            None => {
                let daily = d.clone();
                let board = self.draw_heavy(move || daily_picture(&daily)).await??;
                view.board = Some(board.to_vec());
                self.post_once(server, at, view, &daily_nonce(d)).await
            }
        };
        let message = match shown {
            Ok(message) => Some(message),
            Err(e) if is_gone(&e) || refused_for_good(&e) || !self.doors.open(at) => None,
            Err(e) => return Err(e),
        };
        Ok(tables.daily_puzzle_shown(d, message).await?)
    }
}
