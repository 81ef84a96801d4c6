//! The click pays ([`crate::showing::click_pays::Payers`]): a game's show runs with the
//! click that pays for it, if any, in this task's [`PAYER`] (and the tidying
//! it queues, with it). The show's calls then go through the click's webhook,
//! which Discord does not count and the pace does not hold: the clicked
//! message edited as `@original`, new messages posted as its follow-ups
//! (pings allowed), its messages removed. Whatever the webhook refuses or
//! leaves unknown is done by the channel's paced call instead: a follow-up
//! carries no nonce, so one whose answer was lost is looked for first.

use std::future::Future;

use super::DiscordScreen;
use crate::discord::answer::Ack;
use crate::discord::error::Result;
use crate::discord::view::ToDiscord;
use crate::live::Change;
use crate::showing::click_pays::{Own, Payer};
use crate::showing::nonces::ShowNonce;
use crate::table::{ChannelId, MessageId};
use crate::views::view::View;

pub(super) type Paying = Option<Payer<Ack>>;

tokio::task_local! {
    /// The click paying for the show under way in this task, and whether
    /// only clicks may show it (see [`only_clicks`]).
    static PAYER: (Paying, bool);
}

/// The click paying for the show under way, if any.
pub(super) fn current() -> Paying {
    PAYER.try_with(|(p, _)| p.clone()).ok().flatten()
}

/// Whether the show under way is of a table the bot reaches only through
/// people's interactions ([`crate::table::Reach::WhileInteracting`]): a DM,
/// a group DM, a server that never added it. There every call with the
/// bot's token would be refused (and counted): the screen's own calls are
/// not made, and what no click shows stays owed until one does.
pub(super) fn only_clicks() -> bool {
    PAYER.try_with(|(_, only)| *only).unwrap_or(false)
}

/// `work`, paid for by `payer`; by clicks alone when `only_clicks`.
pub(super) fn paid_by<F: Future>(
    payer: Paying,
    only_clicks: bool,
    work: F,
) -> impl Future<Output = F::Output> {
    PAYER.scope((payer, only_clicks), work)
}

/// `work`, paid for as the show under way is.
pub(super) fn as_now<F: Future>(work: F) -> impl Future<Output = F::Output> {
    paid_by(current(), only_clicks(), work)
}

/// The paying click, once answered (its webhook works from then on), when
/// `message` is one of its own.
fn reaching(message: MessageId) -> Option<(Payer<Ack>, Own)> {
    let p = current().filter(|p| p.click.is_answered())?;
    p.reaches(message).map(|own| (p, own))
}

impl DiscordScreen {
    /// The click that pays for showing `change` (see [`crate::showing::click_pays::Payers`]).
    pub(super) fn payer_of(&self, change: &Change<Ack>) -> Paying {
        let paying = |ack: &Ack| {
            let (i, at) = (ack.interaction(), ack.arrived());
            let on = (ChannelId(i.channel_id.get()), MessageId(i.message.id.get()));
            Some(Payer::new(ack.clone(), at, on))
        };
        let (game, life) = (change.table.id, self.config.waits.click_pays);
        (self.payers).for_change(game, (&change.cause, change.step), paying, life)
    }
}

/// What `payer`'s webhook has left for an edit of `message`, as the gate
/// learnt it from Discord; `None` when not known (or not its own message).
pub(super) fn room_to_edit(
    payer: &Payer<Ack>,
    message: MessageId,
    buckets: &crate::pace::routes::RouteBuckets,
) -> Option<crate::pace::routes::Room> {
    use crate::pace::webhook::{followup_edits, original_edits};
    let i = payer.click.interaction();
    let (app, token) = (i.application_id.get(), i.token.as_str());
    buckets.room(&match payer.reaches(message)? {
        Own::Clicked => original_edits(app, token),
        Own::Posted(_) => followup_edits(app, token),
    })
}

/// Edits `message` through the paying click, when it is one of its own.
pub(super) async fn edit(message: MessageId, view: &View) -> bool {
    let Some((p, own)) = reaching(message) else {
        return false;
    };
    let (i, http, mut view) = (p.click.interaction(), p.click.http(), view.clone());
    view.silent = false; // Only a new message may carry it.
    match own {
        Own::Clicked => i.edit_response(&http, view.into_response_edit()).await,
        Own::Posted(m) => i.edit_followup(&http, m.0, view.into_followup()).await,
    }
    .is_ok()
}

/// Removes `message` through the paying click, when it is one of its own.
pub(super) async fn remove(message: MessageId) -> bool {
    let Some((p, own)) = reaching(message) else {
        return false;
    };
    let (i, http) = (p.click.interaction(), p.click.http());
    match own {
        Own::Clicked => i.delete_response(&http).await,
        Own::Posted(m) => i.delete_followup(&http, m.0).await,
    }
    .is_ok()
}

/// Posts `view` in `at` as a follow-up of the paying click: `Ok` when
/// posted; `Err` with the nonce the channel's post takes instead, told to
/// look for the post first when its answer was lost.
pub(super) async fn post(
    at: ChannelId,
    view: &View,
    nonce: &ShowNonce,
) -> Result<MessageId, ShowNonce> {
    let Some(p) = current().filter(|p| p.click.is_answered() && p.posts_in(at)) else {
        return Err(nonce.clone());
    };
    let (i, http) = (p.click.interaction(), p.click.http());
    match i.create_followup(&http, view.clone().into_followup()).await {
        Ok(m) => {
            p.posted(MessageId(m.id.get()));
            Ok(MessageId(m.id.get()))
        }
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e)))
            if e.status_code.is_client_error() =>
        {
            Err(nonce.clone())
        }
        Err(_) => Err(nonce.looking()),
    }
}
