//! "Rematch" under a result: a new lobby where the game was played, hosted
//! by the clicker, inviting the game's other players.

use serenity::all::ChannelType;
use tracing::error;

use crate::discord::answer::Ack;
use crate::discord::commands::click_community;
use crate::discord::commands::lobby::in_a_thread;
use crate::discord::context::{Data, clicker_lang};
use crate::discord::error::Error;
use crate::discord::screen::Server;
use crate::discord::view::ToDiscord;
use crate::live::{self, Rematch};
use crate::platform::markup;
use crate::showing::table_refusals::table_refusal;
use crate::store::StoreError;
use crate::t;
use crate::table::{GameId, Lobby, MessageId, OnScreen, Reach, UserId};
use crate::views::messages;
use crate::views::table_refusals::go_to_table_rows;
use crate::words::messages::rematch_invite;
use crate::words::refusals::rematch_held;

/// Posts an opened lobby (`in_thread`: its channel is a thread), whose
/// message invites `invited` (mentioned once, in this first post); returns
/// its message. A lobby that could not be posted is closed.
async fn post_lobby(
    data: &Data,
    lobby: &Lobby,
    invited: &[UserId],
    in_thread: bool,
) -> Result<MessageId, Error> {
    let (screen, lobbies) = (&data.screen, data.tables.lobbies());
    let channel = lobby.place.venue.channel();
    let lang = screen.guild_lang(lobby.place.community()).await;
    let mut view = messages::lobby_view(lang, lobby, &screen.commands, in_thread);
    if !invited.is_empty() {
        view.content = Some(rematch_invite(lang, invited, lobby.host));
        view.ping = invited.to_vec();
    }
    let posted = match Server::of(&lobby.place) {
        Some(server) => screen.post(server, channel, view).await,
        None => Err(Error::OnlyThroughClicks),
    };
    let msg = match posted {
        Ok(msg) => msg,
        Err(e) => {
            lobbies.not_posted(lobby.id).await;
            return Err(e);
        }
    };
    lobbies.posted(lobby.id, OnScreen::posted(msg)).await?;
    Ok(msg)
}

/// "Rematch" under a result: a new lobby hosted by the clicker, where the
/// game was played, that invites the game's other players (seated only
/// when they Join). Of two clicks at once, one opens it; the other is told
/// where it is. The clicker, who sees it open below, is told only that; a
/// game played in a thread links its line in the channel to it, so that the
/// channel learns a table is open.
pub async fn click_rematch(data: &Data, ack: &Ack, game: GameId) -> Result<(), Error> {
    let c = ack.interaction();
    let lang = clicker_lang(c);
    let user = UserId(c.user.id.get());
    let community = click_community(c);
    data.screen
        .note_face(community.guild(), &c.user, c.member.as_ref());
    let private = c.channel.as_ref().map(|ch| ch.kind) == Some(ChannelType::PrivateThread);
    let Rematch {
        lobby: new,
        invited,
        finished,
    } = match data
        .tables
        .lobbies()
        .rematch(game, user, (community, private))
        .await
    {
        Ok(rematch) => rematch,
        Err(e) => return tell_rematch_refused(data, ack, e).await,
    };
    let lobby = match data.tables.lobbies().open(&new).await {
        Ok(lobby) => lobby,
        Err(e) => return tell_rematch_refused(data, ack, e).await,
    };
    if lobby.place.reach == Reach::WhileInteracting {
        return rematch_by_click(data, ack, &lobby, &invited).await;
    }
    let in_thread = finished.place.venue.thread().is_some() || in_a_thread(c);
    let (text, posted) = match post_lobby(data, &lobby, &invited, in_thread).await {
        Ok(posted) if c.channel_id.get() == lobby.place.venue.channel().0 => {
            (t!(lang, "rematch-open-below"), Some(posted))
        }
        Ok(posted) => {
            let channel = markup::channel(lobby.place.venue.channel());
            (t!(lang, "rematch-open", channel = channel), Some(posted))
        }
        Err(e) => {
            if e.is_internal() {
                error!(%game, error = %e, "rematch failed");
            }
            (e.user_message(lang), None)
        }
    };
    let told = ack.tell(text).await;
    if let Some(posted) = posted {
        let results = MessageId(c.message.id.get());
        data.screen
            .rematch_opened(&finished, results, (lobby.place.venue.channel(), posted))
            .await;
    }
    told
}

/// A rematch where only clicks show the table: its lobby is posted below,
/// through the Rematch click itself (a follow-up), inviting the others.
async fn rematch_by_click(
    data: &Data,
    ack: &Ack,
    lobby: &Lobby,
    invited: &[UserId],
) -> Result<(), Error> {
    let lang = data.screen.public_lang(ack.interaction()).await;
    let mut view = messages::lobby_view(lang, lobby, &data.screen.commands, false);
    if !invited.is_empty() {
        view.content = Some(rematch_invite(lang, invited, lobby.host));
        view.ping = invited.to_vec();
    }
    let lobbies = data.tables.lobbies();
    match ack.follow_up(view.into_followup()).await {
        Ok(posted) => Ok(lobbies
            .posted(lobby.id, OnScreen::posted(MessageId(posted.id.get())))
            .await?),
        Err(e) => {
            lobbies.not_posted(lobby.id).await;
            Err(e)
        }
    }
}

/// Why a Rematch did not open, told to the clicker with a "Go to table"
/// button when a table is in the way.
async fn tell_rematch_refused(data: &Data, ack: &Ack, e: live::Error) -> Result<(), Error> {
    let c = ack.interaction();
    let (lang, user) = (clicker_lang(c), UserId(c.user.id.get()));
    let refused = match e {
        live::Error::Store(StoreError::ChannelHeld(holder)) => rematch_held(&holder, user),
        e => table_refusal(e, &data.screen.commands, user)?,
    };
    let text = crate::words::fit::content(refused.text.render(lang));
    ack.tell_with_rows(text, go_to_table_rows(&refused, lang))
        .await
}
