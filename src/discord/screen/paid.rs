//! How a show's calls reach its place, chosen once per show ([`Via`]): with
//! the bot's own token where it is ([`Bot`]: a server that added it), or
//! through people's clicks alone where it is not (a DM, a group DM, a server
//! that never added it), which has no call with the bot's token to make. The
//! click that pays for a show ([`crate::showing::click_pays::Payers`]) goes
//! first either way: its webhook, which Discord does not count and the pace
//! does not hold, edits the clicked message as `@original`, posts new
//! messages as its follow-ups (pings allowed) and removes its messages.
//! Where the bot is, whatever the webhook refuses or leaves unknown is done
//! by the channel's paced call instead: a follow-up carries no nonce, so one
//! whose answer was lost is looked for first.

use serenity::all::Http;

use super::{DiscordScreen, Server};
use crate::discord::answer::Ack;
use crate::discord::webhook;
use crate::live::Change;
use crate::showing::click_pays::{Own, Payer, reaching};
use crate::showing::nonces::ShowNonce;
use crate::store::Token;
use crate::table::{ChannelId, MessageId};
use crate::views::view::View;

pub(super) type Paying = Option<Payer<Ack>>;
type Paid<'a> = Option<&'a Payer<Ack>>;

/// How one show's calls reach its place.
pub(super) enum Via {
    /// A place the bot is in.
    Bot(Bot),
    /// A place only people's interactions reach: the paying click's webhook
    /// alone (none: nothing is called, and what is owed waits for a click).
    Click(Paying),
}

/// Calls to a place the bot is in: with its own token, in `server`'s turn of
/// the pace, the paying click's webhook first for a message of its own.
#[derive(Clone)]
pub struct Bot {
    pub(super) server: Server,
    pub(super) payer: Paying,
}

impl Bot {
    /// The bot's own calls, no click paying.
    pub fn paced(server: Server) -> Bot {
        Bot {
            server,
            payer: None,
        }
    }
}

impl DiscordScreen {
    /// The click that pays for showing `change` (see [`crate::showing::click_pays::Payers`]).
    pub(super) fn payer_of(&self, change: &Change<Ack>) -> Paying {
        let paying = |ack: &Ack| {
            let (i, at) = (ack.interaction(), ack.arrived());
            let on = (ChannelId(i.channel_id.get()), MessageId(i.message.id.get()));
            let click = (ack.clone(), Token::new(i.token.as_str()));
            Some(Payer::new(click, at, on))
        };
        let (game, life) = (change.table.id, self.config.waits.click_pays);
        (self.payers).for_change(game, (&change.cause, change.step), paying, life)
    }
}

/// Edits `message` through the paying click, when it is one of its own.
pub(super) async fn edit(http: &Http, payer: Paid<'_>, message: MessageId, view: &View) -> bool {
    let Some((p, own)) = reaching(payer, message, Ack::is_answered) else {
        return false;
    };
    let (token, mut view) = (p.token().secret(), view.clone());
    view.silent = false; // Only a new message may carry it.
    let _call = crate::pace::probe::WEBHOOK_CALL.wait();
    match own {
        Own::Clicked => webhook::edit_original(http, token, view).await,
        Own::Posted(m) => webhook::edit_followup(http, token, m, view).await,
    }
    .is_ok()
}

/// Removes `message` through the paying click, when it is one of its own.
pub(super) async fn remove(http: &Http, payer: Paid<'_>, message: MessageId) -> bool {
    let Some((p, own)) = reaching(payer, message, Ack::is_answered) else {
        return false;
    };
    let token = p.token().secret();
    let _call = crate::pace::probe::WEBHOOK_CALL.wait();
    match own {
        Own::Clicked => http.delete_original_interaction_response(token).await,
        Own::Posted(m) => http.delete_followup_message(token, m.0.into()).await,
    }
    .is_ok()
}

/// Posts `view` in `at` as a follow-up of the paying click: `Ok` when
/// posted; `Err` with the nonce the channel's post takes instead, told to
/// look for the post first when its answer was lost.
pub(super) async fn post(
    (http, payer): (&Http, Paid<'_>),
    at: ChannelId,
    view: &View,
    nonce: &ShowNonce,
) -> Result<MessageId, ShowNonce> {
    let Some(p) = payer.filter(|p| p.answered(Ack::is_answered) && p.posts_in(at)) else {
        return Err(nonce.clone());
    };
    let _call = crate::pace::probe::WEBHOOK_CALL.wait();
    match webhook::post_followup(http, p.token().secret(), view.clone()).await {
        Ok(m) => {
            p.posted(m);
            Ok(m)
        }
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e)))
            if e.status_code.is_client_error() =>
        {
            Err(nonce.clone())
        }
        Err(_) => Err(nonce.looking()),
    }
}
