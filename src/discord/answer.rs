//! The one answer every click gets, in time.
//!
//! Discord drops a click that is not answered within 3 s, and refuses a second
//! answer (40060). An [`Ack`] wraps a component interaction so that neither can
//! happen: whoever answers first claims it (the real answer, or a deferral); a
//! watchdog defers the click ([`click_answer`] after it arrived, 25 ms) when
//! nothing answered it by then, however long the database, a queue or Discord
//! itself take; a later answer then edits the deferred message or follows up,
//! instead of answering twice. A button's deferral shows nothing, so a click
//! waits for what it shows only as long as a quiet bot takes, and not at all
//! while more boards queue for the drawing lane than it draws at once
//! (`clicks.rs`: the CPUs are full).
//!
//! [`click_answer`]: crate::live::Waits::click_answer
//!
//! Commands get the same guarantee from
//! [`answer_commands_in_time`](crate::discord::deferral::answer_commands_in_time): a command
//! still at work [`ANSWER_BY`] after it arrived, with nothing sent yet, is
//! deferred (its later reply replaces Discord's "thinking…").
//!
//! Work that can wait (the database, a queue, a drawing) comes after the
//! answer; a refusal known at once is the answer itself. After a public
//! deferral, an answer meant for one person alone takes Discord's
//! "thinking…" message away first ([`crate::discord::deferral`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;

use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, Message,
};
use tokio::sync::Notify;
use tracing::warn;

use crate::discord::error::Result;
use crate::discord::view::{ToDiscord, rows as action_rows};
use crate::views::view::{Row, View};

/// When a command nothing answered yet is deferred (Discord then shows
/// "thinking…"): well within Discord's 3 s, leaving room for the deferral's
/// own round trip.
pub const ANSWER_BY: Duration = Duration::from_millis(1200);

const FRESH: u8 = 0;
/// Someone is answering now (the deferral or the answer itself).
const CLAIMED: u8 = 1;
const DEFERRED: u8 = 2;
const ANSWERED: u8 = 3;

struct Inner {
    interaction: ComponentInteraction,
    /// When the click arrived: its token is good for 15 minutes from then.
    arrived: std::time::Instant,
    http: Arc<Http>,
    state: AtomicU8,
    /// Wakes whoever waits for a deferral in flight.
    settled: Notify,
    watchdog: std::sync::Mutex<Option<tokio::task::AbortHandle>>,
}

/// A click, and the guarantee that it is answered once, in time.
#[derive(Clone)]
pub struct Ack(Arc<Inner>);

/// How a claim on the first answer ended.
enum Claim {
    /// This caller answers first.
    First,
    /// A deferral went out: answer by editing or following up.
    Deferred,
    /// Answered already (or the answer was lost): nothing more can go in place.
    Answered,
}

impl Ack {
    /// Wraps a click as it arrives and starts its watchdog, which defers it
    /// `answer_by` later if nothing answered it; with zero, the deferral is
    /// claimed before anything else can answer.
    pub fn new(interaction: &ComponentInteraction, http: Arc<Http>, answer_by: Duration) -> Ack {
        let ack = Ack(Arc::new(Inner {
            interaction: interaction.clone(),
            arrived: std::time::Instant::now(),
            http,
            state: AtomicU8::new(FRESH),
            settled: Notify::new(),
            watchdog: std::sync::Mutex::new(None),
        }));
        let at_once = answer_by.is_zero()
            && ack
                .0
                .state
                .compare_exchange(FRESH, CLAIMED, Ordering::AcqRel, Ordering::Acquire)
                .is_ok();
        let late = ack.clone();
        let watchdog = tokio::spawn(async move {
            let deferred = if at_once {
                late.send_deferral().await
            } else {
                tokio::time::sleep(answer_by).await;
                late.defer().await
            };
            if let Err(e) = deferred {
                warn!(error = %e, "could not defer a slow click");
            }
        });
        *ack.watchdog() = Some(watchdog.abort_handle());
        ack
    }

    /// A command deferred in `answer` (Discord's "thinking…"), as a click on
    /// that answer: its token reaches `@original` and follow-ups as a
    /// click's does, so the answer can become a board kept by its clicks.
    pub fn on_answer(
        command: &CommandInteraction,
        answer: &Message,
        http: Arc<Http>,
    ) -> Result<Ack> {
        let click = crate::showing::board_clicks::click_on_answer(command, answer);
        Ok(Ack(Arc::new(Inner {
            interaction: click.map_err(serenity::Error::Json)?,
            arrived: std::time::Instant::now(),
            http,
            state: AtomicU8::new(DEFERRED),
            settled: Notify::new(),
            watchdog: std::sync::Mutex::new(None),
        })))
    }

    /// The HTTP client the click is answered with.
    pub fn http(&self) -> Arc<Http> {
        Arc::clone(&self.0.http)
    }

    /// When the click arrived.
    pub fn arrived(&self) -> std::time::Instant {
        self.0.arrived
    }

    /// The click itself.
    pub fn interaction(&self) -> &ComponentInteraction {
        &self.0.interaction
    }

    fn watchdog(&self) -> std::sync::MutexGuard<'_, Option<tokio::task::AbortHandle>> {
        self.0.watchdog.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether the click got any answer yet (a deferral counts).
    pub fn is_answered(&self) -> bool {
        matches!(self.0.state.load(Ordering::Acquire), DEFERRED | ANSWERED)
    }

    /// Claims the first answer, or waits for a deferral in flight to settle.
    async fn claim(&self) -> Claim {
        loop {
            let settled = self.0.settled.notified();
            match self
                .0
                .state
                .compare_exchange(FRESH, CLAIMED, Ordering::AcqRel, Ordering::Acquire)
            {
                Ok(_) => return Claim::First,
                Err(DEFERRED) => return Claim::Deferred,
                Err(ANSWERED) => return Claim::Answered,
                Err(_) => settled.await, // CLAIMED: someone else's call is on its way
            }
        }
    }

    /// After a first answer was tried: Discord refused it (an error answer:
    /// the click is still unanswered, and may be deferred or told why), or it
    /// went out, or it may have (no answer: a second try could answer twice).
    fn settle_first<T>(&self, sent: &serenity::Result<T>, done: u8) {
        let refused = matches!(
            sent,
            Err(serenity::Error::Http(
                serenity::http::HttpError::UnsuccessfulRequest(_)
            ))
        );
        self.settle(if refused { FRESH } else { done });
    }

    fn settle(&self, state: u8) {
        self.0.state.store(state, Ordering::Release);
        self.0.settled.notify_waiters();
        if state == ANSWERED
            && let Some(watchdog) = self.watchdog().take()
        {
            watchdog.abort();
        }
    }

    /// Answers with type 6 (the message stays as it is) unless answered already;
    /// a later [`Ack::update`] edits the message.
    pub async fn defer(&self) -> Result<()> {
        if !matches!(self.claim().await, Claim::First) {
            return Ok(());
        }
        self.send_deferral().await
    }

    /// The deferral, once this caller claimed the first answer.
    async fn send_deferral(&self) -> Result<()> {
        let sent = self
            .0
            .interaction
            .create_response(&self.0.http, CreateInteractionResponse::Acknowledge)
            .await;
        self.settle_first(&sent, DEFERRED);
        Ok(sent?)
    }

    /// Shows `view` in place of the clicked message: as the answer (type 7), or
    /// by editing the message after a deferral. Returns whether the message
    /// was updated through the click; `false` when the click was answered
    /// already, so the caller edits the message with the bot's own token.
    pub async fn update(&self, view: View) -> Result<bool> {
        match self.claim().await {
            // Type 7 always lists the files (none: the picture would go); the
            // edit after a deferral leaves them as they are.
            Claim::First if view.keep_files => self.send_deferral().await?,
            Claim::First => {
                let sent = self
                    .0
                    .interaction
                    .create_response(
                        &self.0.http,
                        CreateInteractionResponse::UpdateMessage(view.into_update()),
                    )
                    .await;
                self.settle_first(&sent, ANSWERED);
                return sent.map(|()| true).map_err(Into::into);
            }
            Claim::Deferred => {}
            Claim::Answered => return Ok(false),
        }
        self.settle(ANSWERED);
        let token = self.0.interaction.token.as_str();
        crate::discord::webhook::edit_original(&self.0.http, token, view).await?;
        Ok(true)
    }

    /// Tells the clicker `text` (only them): as the answer, or as an ephemeral
    /// follow-up after a deferral or an earlier answer.
    pub async fn tell(&self, text: String) -> Result<()> {
        self.tell_with(text, None, Vec::new()).await
    }

    /// [`Ack::tell`] with components (a "Go to table" link button).
    pub async fn tell_with_rows(&self, text: String, rows: Vec<Row>) -> Result<()> {
        self.tell_with(text, None, action_rows(rows)).await
    }

    /// [`Ack::tell`] with a file.
    pub async fn send_file(&self, text: String, file: CreateAttachment) -> Result<()> {
        self.tell_with(text, Some(file), Vec::new()).await
    }

    async fn tell_with(
        &self,
        text: String,
        file: Option<CreateAttachment>,
        rows: Vec<CreateActionRow>,
    ) -> Result<()> {
        let text = crate::words::fit::content(text);
        match self.claim().await {
            Claim::First => {
                let mut reply = CreateInteractionResponseMessage::new()
                    .content(text)
                    .allowed_mentions(CreateAllowedMentions::new())
                    .ephemeral(true);
                if !rows.is_empty() {
                    reply = reply.components(rows);
                }
                if let Some(file) = file {
                    reply = reply.add_file(file);
                }
                let sent = self
                    .0
                    .interaction
                    .create_response(&self.0.http, CreateInteractionResponse::Message(reply))
                    .await;
                self.settle_first(&sent, ANSWERED);
                sent?;
            }
            Claim::Deferred | Claim::Answered => {
                self.settle(ANSWERED);
                let mut told = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .allowed_mentions(CreateAllowedMentions::new())
                    .ephemeral(true);
                if !rows.is_empty() {
                    told = told.components(rows);
                }
                if let Some(file) = file {
                    told = told.add_file(file);
                }
                self.0
                    .interaction
                    .create_followup(&self.0.http, told)
                    .await?;
            }
        }
        Ok(())
    }

    /// Posts `message` as a new public message in answer to the click (a
    /// follow-up): after [`Ack::defer`], for work that takes a while.
    pub async fn follow_up(&self, message: CreateInteractionResponseFollowup) -> Result<Message> {
        self.defer().await?;
        self.settle(ANSWERED);
        Ok(self
            .0
            .interaction
            .create_followup(&self.0.http, message)
            .await?)
    }

    /// Replaces the buttons of the clicked message, once the click is
    /// answered (its embeds and files stay as they are).
    pub async fn replace_buttons(&self, rows: Vec<Row>) -> Result<()> {
        self.0
            .interaction
            .edit_response(
                &self.0.http,
                EditInteractionResponse::new().components(action_rows(rows)),
            )
            .await?;
        Ok(())
    }

    /// Makes sure the click has an answer (a deferral if nothing else was
    /// sent), so that Discord never shows "This interaction failed".
    pub async fn finish(&self) {
        if let Err(e) = self.defer().await {
            warn!(error = %e, "could not acknowledge a click");
        }
        if let Some(watchdog) = self.watchdog().take() {
            watchdog.abort();
        }
    }
}

/// Whether `message` is private to one person (an ephemeral answer, or
/// one Discord made private: "Use External Apps" off where the bot is not).
pub fn ephemeral(message: &Message) -> bool {
    (message.flags).is_some_and(|f| f.contains(serenity::all::MessageFlags::EPHEMERAL))
}
