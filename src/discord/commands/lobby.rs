//! `/hypnosia new`: open a lobby; the clicks on its buttons, the start of its
//! game, and the Rematch under a result that opens a new one.

use poise::CreateReply;
use serenity::all::{ChannelType, ComponentInteraction, ComponentInteractionDataKind, EditThread};
use tracing::{error, warn};

use crate::controls::LobbyControl;
use crate::discord::answer::Ack;
use crate::discord::commands::{author, channel, click_community, place, server_lang, user_lang};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::deferral;
use crate::discord::error::Error;
use crate::discord::screen::{DiscordScreen, manages_server, member_name};
use crate::discord::view::{ToDiscord, embed, rows};
use crate::game::Variant;
use crate::i18n::{Lang, Text};
use crate::live::{self, LobbyClick, LobbyOutcome, NoThread, Started};
use crate::platform::permissions::missing_permissions;
use crate::showing::table_refusals::table_refusal;
use crate::showing::threads::NewThread;
use crate::store::StoreError;
use crate::table::{
    ChannelId, GameId, Lobby, LobbyAskRefusal, LobbyOptions, MessageId, NewLobby, NewTable,
    OnScreen, OpenRefusal, PlacementRefusal, Reach, TableAsk, UserId,
};
use crate::views::messages;
use crate::views::table_refusals::go_to_table_rows;
use crate::views::view::View;
use crate::words::markup::CommandIds;
use crate::words::refusals::{RefusalText, Refused, held_refusal};
use crate::{t, text};

/// The rules variant of a new table.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "standard"]
    Standard,
    #[name = "no stacks over bridges"]
    NoStacksOverBridges,
}

/// Open a lobby for a new game in this channel.
#[poise::command(slash_command, rename = "new")]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Rules variant (default: standard)"] variant: Option<VariantChoice>,
    #[description = "Most seats at the table, 2 to 6 (default 6)"]
    #[min = 2]
    #[max = 6]
    seats: Option<u8>,
    #[description = "Time per turn, e.g. 90s, 2 min, 1h30 (30 s to 7 d; default: the server's, else 2 min)"]
    turn_timeout: Option<String>,
    #[description = "Play the game in a thread of its own"] thread: Option<bool>,
) -> Result<(), Error> {
    let asked = Asked {
        variant,
        seats,
        turn_timeout,
        thread,
    };
    open_table(ctx, asked, None).await
}

/// What `/hypnosia new` asks for.
#[derive(Default)]
pub(crate) struct Asked {
    pub variant: Option<VariantChoice>,
    pub seats: Option<u8>,
    pub turn_timeout: Option<String>,
    pub thread: Option<bool>,
}

/// Opens a table where `ctx`'s command was used, as its answer; `invited`
/// (a challenge's) is named in it, notified, and kept a seat.
pub(crate) async fn open_table(
    ctx: Context<'_>,
    asked: Asked,
    invited: Option<UserId>,
) -> Result<(), Error> {
    let Asked {
        variant,
        seats,
        turn_timeout,
        thread,
    } = asked;
    let (screen, lobbies) = (&ctx.data().screen, ctx.data().tables.lobbies());
    let place = place(ctx);
    let asked = interaction(ctx);
    if let Some(i) = asked {
        screen.note_face(place.venue.guild(), &i.user, i.member.as_deref());
    }
    // Where the bot shows only through people's clicks, it opens no thread,
    // and its own permissions there are nobody's concern.
    let through_clicks = place.reach == Reach::WhileInteracting;
    let ask = match through_clicks {
        true => TableAsk::new(channel(ctx), (None, false), NewTable::Direct, None),
        false => table_ask(ctx, NewTable::Lobby { thread }),
    };
    let placement = match lobbies.placement(place.community(), &ask).await? {
        Ok(placement) => placement,
        Err(PlacementRefusal::Open(OpenRefusal::Held(holder))) => {
            return refuse(ctx, held_refusal(&holder, &screen.commands, author(ctx))).await;
        }
        Err(refused) => return Err(placement_refused(&refused, &screen.commands)),
    };
    let (settings, thread) = (placement.settings, placement.thread);
    let turn_timeout = match turn_timeout {
        Some(text) => screen
            .config
            .timeouts()
            .parse(&text)
            .map_err(Error::refused)?,
        None => settings.turn_timeout,
    };
    let options = LobbyOptions {
        variant: Variant {
            stacks_cross_bridges: !matches!(variant, Some(VariantChoice::NoStacksOverBridges)),
        },
        max_seats: seats.unwrap_or(6),
        turn_timeout,
        thread,
    };
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_owned(),
        None => ctx.author().display_name().to_owned(),
    };
    let mut new = NewLobby::new(
        place,
        author(ctx),
        &name,
        options,
        lobbies.expiry(),
        screen.config.timeouts(),
    )
    .map_err(Error::refused)?;
    new.kept_for = invited;
    // The channel is checked again with the insert: of two `/hypnosia new`
    // at once here, one opens and the other is told where it is.
    let lobby = match lobbies.open(&new).await {
        Ok(lobby) => lobby,
        Err(e) => return refuse(ctx, table_refusal(e, &screen.commands, author(ctx))?).await,
    };
    let in_thread = thread_parent(ctx).is_some();
    let lang = server_lang(ctx).await;
    let view = messages::lobby_view(lang, &lobby, &screen.commands, in_thread);
    let pinged = view.ping.iter().map(|u| serenity::all::UserId::new(u.0));
    let mentions = serenity::all::CreateAllowedMentions::new().users(pinged);
    let mut reply = CreateReply::default().components(rows(view.components));
    if let Some(text) = view.content {
        reply = reply.content(text).allowed_mentions(mentions);
    }
    if let Some(card) = view.embed {
        reply = reply.embed(embed(card));
    }
    // A lobby nobody can see must not hold the channel until it expires.
    let sent = match deferral::send(ctx, reply).await {
        Ok(sent) => match sent.message().await.map(|m| m.into_owned()) {
            Ok(m) => Ok((sent, m)),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    };
    match sent {
        Ok((sent, message)) if through_clicks && crate::discord::answer::ephemeral(&message) => {
            lobbies.not_posted(lobby.id).await;
            let (lang, new) = (user_lang(ctx), screen.commands.mention("hypnosia new"));
            let refused = t!(lang, "refusal-external-apps-off", new = new);
            let plain = CreateReply::default()
                .content(refused)
                .components(Vec::new());
            Ok(sent.edit(ctx, plain).await?)
        }
        Ok((_, message)) => Ok(lobbies
            .posted(lobby.id, OnScreen::posted(MessageId(message.id.get())))
            .await?),
        Err(e) => {
            lobbies.not_posted(lobby.id).await;
            Err(e.into())
        }
    }
}

/// A new table of `kind` asked for where command `ctx` was given.
pub(crate) fn table_ask(ctx: Context<'_>, kind: NewTable) -> TableAsk {
    let asked = interaction(ctx);
    let described = asked.and_then(|i| i.channel.as_ref());
    ask_in(
        channel(ctx),
        described,
        kind,
        asked.and_then(|i| i.app_permissions),
    )
}

/// A new table of `kind` asked for in channel `at`, as the command or click
/// described it (a thread counts as its channel, and holds one game), the
/// bot `granted` its `app_permissions` there.
pub(crate) fn ask_in(
    at: ChannelId,
    described: Option<&serenity::all::PartialChannel>,
    kind: NewTable,
    granted: Option<serenity::all::Permissions>,
) -> TableAsk {
    let thread = described.filter(|c| THREADS.contains(&c.kind));
    let parent = thread.and_then(|c| c.parent_id.map(|p| ChannelId(p.get())));
    let private = thread.is_some_and(|c| c.kind == ChannelType::PrivateThread);
    TableAsk::new(at, (parent, private), kind, granted.map(|g| g.bits()))
}

/// Why a new table may not open where it was asked for, in words.
pub(crate) fn placement_refused(refused: &PlacementRefusal, commands: &CommandIds) -> Error {
    Error::user(crate::words::refusals::placement_text(refused, commands))
}

/// Tells the person who used the command why not (only them), with a "Go to
/// table" button when it points to a table.
async fn refuse(ctx: Context<'_>, refused: Refused) -> Result<(), Error> {
    let lang = crate::discord::commands::user_lang(ctx);
    let mut reply = CreateReply::default()
        .content(crate::words::fit::content(refused.text.render(lang)))
        .allowed_mentions(serenity::all::CreateAllowedMentions::new())
        .ephemeral(true);
    let go_to = go_to_table_rows(&refused, lang);
    if !go_to.is_empty() {
        reply = reply.components(rows(go_to));
    }
    deferral::send(ctx, reply).await?;
    Ok(())
}

/// The channel a thread belongs to, when the command was used in a thread.
pub(super) fn thread_parent(ctx: Context<'_>) -> Option<ChannelId> {
    let channel = interaction(ctx)?.channel.as_ref()?;
    let thread = THREADS.contains(&channel.kind);
    Some(ChannelId(channel.parent_id.filter(|_| thread)?.get()))
}

/// The interaction of a slash command (none for a prefix command).
fn interaction(ctx: Context<'_>) -> Option<&serenity::all::CommandInteraction> {
    match ctx {
        poise::Context::Application(app) => Some(app.interaction),
        poise::Context::Prefix(_) => None,
    }
}

/// A table limit or a held channel as a refusal that names the commands to
/// free a table (as text only: where a "Go to table" button can be shown,
/// [`table_refusal`] gives it).
pub(crate) fn refusal_error(e: live::Error, commands: &CommandIds, viewer: UserId) -> Error {
    match table_refusal(e, commands, viewer) {
        Ok(refused) => Error::user(refused.text),
        Err(e) => e.into(),
    }
}

/// Discord's kinds of thread.
pub(super) const THREADS: [ChannelType; 3] = [
    ChannelType::PublicThread,
    ChannelType::PrivateThread,
    ChannelType::NewsThread,
];

/// Whether the click came from a thread.
pub(super) fn in_a_thread(c: &ComponentInteraction) -> bool {
    c.channel
        .as_ref()
        .is_some_and(|ch| THREADS.contains(&ch.kind))
}

/// A click on a lobby button or the color picker: saved by the engine, then
/// answered in order with the lobby's other answers.
pub async fn click_lobby(
    data: &Data,
    ack: &Ack,
    id: GameId,
    control: LobbyControl,
) -> Result<(), Error> {
    let (screen, lobbies) = (&data.screen, data.tables.lobbies());
    let c = ack.interaction();
    let lang = screen.public_lang(c).await;
    let picked = match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    };
    let community = click_community(c);
    // Whoever joins or starts: their face is fetched while the lobby fills.
    screen.note_face(community.guild(), &c.user, c.member.as_ref());
    let click = LobbyClick {
        lobby: id,
        community,
        user: UserId(c.user.id.get()),
        name: member_name(c),
        action: control.action(picked),
        no_thread: no_thread(c),
        manages_server: manages_server(c.member.as_ref()),
    };
    let outcome = match lobbies.click(&click).await {
        Ok(outcome) => outcome,
        // A Join refused by the member's cap on running games.
        Err(e @ live::Error::Store(StoreError::Limit(_))) => {
            let refused = table_refusal(e, &screen.commands, click.user)?;
            let text = crate::words::fit::content(refused.text.render(clicker_lang(c)));
            return ack
                .tell_with_rows(text, go_to_table_rows(&refused, clicker_lang(c)))
                .await;
        }
        Err(e) => return Err(e.into()),
    };
    let view = match outcome {
        LobbyOutcome::Start(lobby) => {
            let host = click.user;
            let started = start_game(data, ack, lang, lobby, host).await;
            lobbies.start_finished(id);
            // Once the click is answered ("Starting the game…"), a failure
            // is told in a follow-up: never a second answer, never a retry.
            if let Err(e) = started {
                if e.is_internal() {
                    error!(lobby = %id, error = %e, "starting the game failed");
                }
                if let Err(e) = ack.tell(e.user_message(clicker_lang(c))).await {
                    warn!(lobby = %id, error = %e, "could not tell why the start failed");
                }
            }
            return Ok(());
        }
        LobbyOutcome::Closed(by) => {
            messages::lobby_closed_view(lang, &crate::words::messages::lobby_closed_text(by))
        }
        LobbyOutcome::Open(lobby) => {
            messages::lobby_view(lang, &lobby, &screen.commands, in_a_thread(c))
        }
    };
    let ack = ack.clone();
    screen.in_lobby_order(id, async move {
        if let Err(e) = ack.update(view).await {
            warn!(lobby = %id, error = %e, "could not show a lobby click");
        }
    });
    Ok(())
}

/// Starts the lobby's game: its thread first (when it has one), so that
/// nobody is told the game started before it can be played. A start that
/// does not happen after "Starting the game…" (Discord refuses the thread,
/// the lobby changed meanwhile, a seated member is at their cap, the store
/// fails) leaves nothing half done: the thread made for it is removed and
/// the lobby shows again with its buttons, or as closed when it is gone;
/// the host is told why.
async fn start_game(
    data: &Data,
    ack: &Ack,
    lang: Lang,
    lobby: Lobby,
    host: UserId,
) -> Result<(), Error> {
    // Answered at once (creating a thread may take longer than Discord
    // waits), without saying yet that the game started.
    let starting = messages::lobby_closed_view(lang, &text!("lobby-starting"));
    ack.update(starting).await?;
    let thread = if lobby.options.thread {
        match create_thread(&data.screen, lang, &lobby, ack.interaction()).await {
            Ok(thread) => thread,
            Err(e) => {
                warn!(lobby = %lobby.id, error = %e, "no thread for the game");
                let why = text!("refusal-thread-failed", why = e.user_text());
                // Startable again before it shows again: a Start at once is not refused.
                data.tables.lobbies().start_finished(lobby.id);
                return stay_open(ack, &data.screen.commands, lang, &lobby, &why).await;
            }
        }
    } else {
        None
    };
    let id = lobby.id;
    let paid = live::Cause::Click(ack.clone()); // The Start pays for its first turns.
    let started = data.tables.lobbies().start_by(lobby, host, thread, paid);
    let started = started.await;
    let lobby = match started {
        Ok(Started::Game(lobby)) => lobby,
        not_started => {
            if let Some(thread) = thread {
                remove_thread(&data.screen, id, thread).await;
            }
            return match not_started {
                Ok(Started::StaysOpen(lobby, why)) => {
                    data.tables.lobbies().start_finished(lobby.id);
                    stay_open(ack, &data.screen.commands, lang, &lobby, &why.text()).await
                }
                // Closed meanwhile: whatever closed it shows it.
                Ok(Started::Gone | Started::Game(_)) => Ok(()),
                Err(e) => {
                    let why = match table_refusal(e, &data.screen.commands, host) {
                        Ok(refused) => refused.text,
                        Err(e) => {
                            let e = Error::from(e);
                            if e.is_internal() {
                                error!(lobby = %id, error = %e, "starting the game failed");
                            }
                            e.user_text()
                        }
                    };
                    reopen(data, ack, lang, id, &why).await
                }
            };
        }
    };
    // Where only clicks show it, the lobby message became the board.
    if lobby.place.reach == Reach::WhileInteracting {
        return Ok(());
    }
    // The lobby message says what became of it: which game, where, who plays.
    let view = View {
        content: Some(crate::words::channel_log::started_text(
            lang,
            lobby.id,
            &lobby.seats,
            thread,
        )),
        ..View::default()
    };
    let (closing, id) = (ack.clone(), lobby.id);
    data.screen.in_lobby_order(lobby.id, async move {
        let edit = closing
            .interaction()
            .edit_response(&closing.http(), view.into_response_edit())
            .await;
        if let Err(e) = edit {
            warn!(game = %id, error = %e, "could not close the lobby message");
        }
    });
    Ok(())
}

/// After "Starting the game…": the lobby message shows the open lobby again
/// and the host is told why it did not start.
async fn stay_open(
    ack: &Ack,
    commands: &CommandIds,
    lang: Lang,
    lobby: &Lobby,
    why: &Text,
) -> Result<(), Error> {
    let open = messages::lobby_view(lang, lobby, commands, in_a_thread(ack.interaction()))
        .into_response_edit();
    ack.interaction().edit_response(&ack.http(), open).await?;
    ack.tell(why.render(clicker_lang(ack.interaction()))).await
}

/// A start that failed: the lobby as it is now shown again (or as closed,
/// if it is gone), and the host told why.
async fn reopen(data: &Data, ack: &Ack, lang: Lang, id: GameId, why: &Text) -> Result<(), Error> {
    let failed = text!("lobby-start-failed", why = why.clone());
    match data.screen.reads().lobby(id).await {
        Ok(Some(lobby)) => stay_open(ack, &data.screen.commands, lang, &lobby, &failed).await,
        Ok(None) => {
            let closed = messages::lobby_closed_view(lang, &LobbyAskRefusal::Closed.text());
            ack.interaction()
                .edit_response(&ack.http(), closed.into_response_edit())
                .await?;
            ack.tell(why.render(clicker_lang(ack.interaction()))).await
        }
        Err(e) => {
            // Its expiry shows it again, or closes it.
            warn!(lobby = %id, error = %e, "could not read a lobby whose start failed");
            ack.tell(failed.render(clicker_lang(ack.interaction())))
                .await
        }
    }
}

/// Removes the thread made for a game that did not start, so that no empty
/// thread is left behind: deleted (Manage Threads), else archived. Either
/// way the lobby message is free for a thread of the next Start, which
/// finds an archived one again (see [`create_thread`]).
async fn remove_thread(screen: &DiscordScreen, lobby: GameId, thread: ChannelId) {
    let thread = serenity::all::ChannelId::new(thread.0);
    let Err(e) = thread.delete(&screen.http).await else {
        return;
    };
    warn!(%lobby, error = %e, "could not delete the thread of a game that did not start");
    if let Err(e) = thread
        .edit_thread(&screen.http, EditThread::new().archived(true))
        .await
    {
        warn!(%lobby, error = %e, "could not archive the thread of a game that did not start");
    }
}

/// The game's own thread, from the lobby message. `None` when the lobby is
/// itself in a thread (Discord refuses a thread in a thread): the game is
/// played right there. The message's thread made before (by an earlier try
/// whose answer was lost, or by a Start that did not happen) is taken again.
async fn create_thread(
    screen: &DiscordScreen,
    lang: Lang,
    lobby: &Lobby,
    c: &ComponentInteraction,
) -> Result<Option<ChannelId>, Error> {
    let guild = lobby.place.venue.guild();
    let guild = guild.ok_or_else(|| Error::Internal("a thread outside a server".into()))?;
    let name = t!(lang, "game-thread-name", game = lobby.id.0);
    let thread = NewThread {
        server: guild,
        parent: lobby.place.venue.channel(),
        from: Some(MessageId(c.message.id.get())),
        name: &name,
        archived_after_a_day: true,
        background: false,
        tried_since: None,
    };
    screen.open_thread(&thread).await
}

/// Why a Start that would need a thread is refused, if the bot may not create
/// one here: the missing permissions, from the click's `app_permissions`.
pub(crate) fn no_thread(c: &ComponentInteraction) -> Option<NoThread> {
    let missing = missing_permissions(c.app_permissions?.bits(), true);
    (!missing.is_empty()).then_some(NoThread { missing })
}
