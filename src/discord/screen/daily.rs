//! A server's daily puzzle, leased to this process by the sweep and handed as
//! a post of the outbox with all its card shows ([`DailyCard`]): posted once
//! (a nonce of the server's day), or its card edited with its count (the
//! picture kept: nothing uploaded again), and reported. Worded here, asking
//! the engine nothing.

use super::{Bot, DiscordScreen, Server, View, is_gone};
use crate::controls::ComponentId;
use crate::discord::error::Result;
use crate::live::PostReport;
use crate::live::port::post::DailyCard;
use crate::showing::daily::{daily_nonce, daily_picture};
use crate::t;
use crate::table::MessageId;
use crate::views::view::Style::Primary;
use crate::views::view::{Row, button};
use crate::words::puzzles::daily_card;

impl DiscordScreen {
    /// Posts or edits daily post `card` (leased to this process), for its report.
    pub(super) async fn daily_puzzle(&self, card: &DailyCard) -> PostReport {
        let shown = self.show_daily(card).await;
        match shown {
            Err(e) if is_gone(&e) => PostReport::Done,
            shown => self.post_report(shown, card.daily.channel),
        }
    }

    async fn show_daily(&self, card: &DailyCard) -> Result<MessageId> {
        let d = &card.daily;
        let (lang, puzzle) = (self.guild_lang(d.guild).await, d.puzzle.id);
        let solve = t!(lang, "daily-puzzle-solve");
        let open = button(ComponentId::PuzzleOpen { puzzle }, &solve, Primary);
        let mut view = View {
            embed: Some(daily_card(lang, d, &card.rolled, card.date)),
            components: vec![Row::Buttons(vec![open])],
            keep_files: true,
            ..View::default()
        };
        let (server, at) = (Server::Of(d.guild), d.channel);
        match d.message {
            Some(message) => {
                (self.edit(&Bot::paced(server), at, message, view).await).map(|()| message)
            }
            None => {
                let drawn = card.clone();
                let board = self.draw_heavy(move || daily_picture(&drawn)).await?;
                view.board = Some(board.to_vec());
                self.post_once(server, at, view, &daily_nonce(card)).await
            }
        }
    }
}
