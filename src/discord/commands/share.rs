//! A click on the Share button under `/hypnosia stats`, `/hypnosia games` or
//! a daily puzzle's verdict (`discord/share.rs` draws the button): the answer looked up again and posted
//! in public once: the engine's outbox owes it with the click
//! ([`crate::live::Outbox::share`]), so a click after a restart or on
//! another process posts nothing more.

use super::{click_guild, history, leaderboard};
use crate::controls::ComponentId;
use crate::discord::answer::Ack;
use crate::discord::context::{Data, clicker_lang};
use crate::discord::error::Error;
use crate::heavy::fair::Ask;
use crate::live::PostReport;
use crate::t;
use crate::table::{ChannelId, MessageId, UserId, unix_now};
use crate::views::share::with_button;
use crate::views::view::{Style, View, button};
use crate::words::card::Card;

/// A click on Share: the answer again, posted in public, then the button
/// greyed on the private message.
pub async fn click_share(data: &Data, ack: &Ack, share: ComponentId) -> Result<(), Error> {
    let c = ack.interaction();
    let guild = click_guild(c)?;
    let screen = &data.screen;
    if let ComponentId::ShareStats { .. } = share {
        // The stats draw their pictures again.
        data.tables
            .fair_share(UserId(c.user.id.get()), Ask::ShareStats)?;
    }
    // Answered at once (type 6), before the claim: the answer is read and drawn again.
    ack.defer().await?;
    let message = MessageId(c.message.id.get());
    let Some(post) = data.tables.outbox().share(guild, message).await? else {
        ack.finish().await;
        return Ok(());
    };
    let lang = screen.public_lang(c).await;
    let shown = async {
        let lookup = match share {
            ComponentId::ShareStats { user, period } => {
                leaderboard::stats_lookup(screen, guild, lang, user, period, unix_now()).await?
            }
            ComponentId::ShareGames { page, player } => {
                history::games_page(screen, lang, guild, player, page)
                    .await?
                    .into()
            }
            ComponentId::SharePuzzle { puzzle } => {
                let user = UserId(c.user.id.get());
                let puzzles = data.tables.puzzles();
                let (date, solved) = puzzles.daily_share(guild, user, puzzle).await?;
                let line = crate::words::puzzles::daily_share_text(lang, user, date, solved);
                let embed = Some(Card::default().description(line));
                View {
                    embed,
                    ..View::default()
                }
                .into()
            }
            _ => return Err(Error::Internal(format!("not a share: {share:?}"))),
        };
        // Its other buttons (a page's ◀ ▶) stay on the private message too.
        let rows = lookup.rows.clone();
        let public = ack.follow_up(lookup.public()).await?;
        Ok((
            rows,
            PostReport::Posted(
                ChannelId(public.channel_id.get()),
                MessageId(public.id.get()),
            ),
        ))
    }
    .await;
    // Failed: shared by nobody, a later click may try again.
    let report = shown.as_ref().map_or(PostReport::Failed, |shown| shown.1);
    data.tables.outbox().posted(&post, report).await?;
    let rows = shown?.0;
    let done = button(share, &t!(clicker_lang(c), "share-done"), Style::Secondary).disabled(true);
    ack.replace_buttons(with_button(rows, done)).await?;
    Ok(())
}
