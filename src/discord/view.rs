//! The floor of every view: [`View`], a message's whole content, which turns
//! into a new message, an edit with the bot token, or an in-place interaction
//! update (type 7), so the three paths always show the same thing, each within
//! Discord's limits ([`fit`], [`Card::fitted`]); the one place a [`Card`]
//! becomes Discord's embed ([`embed`]); and a button. Views above it build a
//! `View`; none reaches back here for anything but these.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedAuthor, CreateEmbedFooter, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditAttachments, EditInteractionResponse,
    EditMessage, MessageFlags,
};

use crate::controls::ComponentId;
use crate::table::UserId;
use crate::words::card::Card;
use crate::words::fit;

/// A message's whole content.
#[derive(Clone, Default)]
pub struct View {
    pub content: Option<String>,
    pub embed: Option<Card>,
    pub components: Vec<CreateActionRow>,
    /// Board PNG, shown in the embed as `attachment://board.png`.
    pub board: Option<Vec<u8>>,
    /// The board's alt text, which screen readers read (Discord's buttons
    /// have no label of their own for them): a turn's moves in full.
    pub alt: Option<String>,
    /// Users this message pings (only a new turn message pings anyone).
    pub ping: Vec<UserId>,
    /// Posted without a notification (Discord's SUPPRESS_NOTIFICATIONS): the
    /// mention still shows, but nobody is notified.
    pub silent: bool,
    /// As an edit without a board: the message's files stay (none uploaded).
    pub keep_files: bool,
}

impl View {
    /// Within Discord's limits on texts, whatever a builder made (see `fit`);
    /// the card is fitted as it becomes an embed.
    fn fitted(mut self) -> View {
        self.content = self.content.map(fit::content);
        self
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(self.ping.iter().map(|u| serenity::all::UserId::new(u.0)))
    }

    pub(crate) fn attachment(&self) -> Option<CreateAttachment> {
        self.board.as_ref().map(|png| {
            let board = CreateAttachment::bytes(png.clone(), "board.png");
            match &self.alt {
                Some(alt) => board.description(fit::truncate(alt, fit::ALT_TEXT)),
                None => board,
            }
        })
    }

    /// As a new message.
    pub fn into_message(self) -> CreateMessage {
        let this = self.fitted();
        let mut m = CreateMessage::new()
            .allowed_mentions(this.mentions())
            .components(this.components.clone());
        if let Some(c) = &this.content {
            m = m.content(c.clone());
        }
        if let Some(a) = this.attachment() {
            m = m.add_file(a);
        }
        if let Some(card) = this.embed {
            m = m.embed(embed(card));
        }
        if this.silent {
            m = m.flags(MessageFlags::SUPPRESS_NOTIFICATIONS);
        }
        m
    }

    /// As an edit of an existing message with the bot token (replaces everything).
    pub fn into_edit(self) -> EditMessage {
        let this = self.fitted();
        let mut attachments = EditAttachments::new();
        if let Some(a) = this.attachment() {
            attachments = attachments.add(a);
        }
        let edit = EditMessage::new()
            .content(this.content.clone().unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect())
            .components(this.components)
            .allowed_mentions(CreateAllowedMentions::new());
        let keep = this.keep_files && this.board.is_none();
        if keep {
            edit
        } else {
            edit.attachments(attachments)
        }
    }

    /// As the in-place update answering a click (type 7, replaces everything).
    pub fn into_update(self) -> CreateInteractionResponseMessage {
        let this = self.fitted();
        let mut m = CreateInteractionResponseMessage::new()
            .content(this.content.clone().unwrap_or_default())
            .embeds(this.embed.clone().into_iter().map(embed).collect())
            .components(this.components.clone())
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(a) = this.attachment() {
            m = m.add_file(a);
        }
        m
    }

    /// As an edit of the message a deferred click belongs to (replaces everything).
    pub fn into_response_edit(self) -> EditInteractionResponse {
        let this = self.fitted();
        let mut attachments = EditAttachments::new();
        if let Some(a) = this.attachment() {
            attachments = attachments.add(a);
        }
        EditInteractionResponse::new()
            .content(this.content.clone().unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect())
            .components(this.components)
            .attachments(attachments)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// As a follow-up message of a click (a new message: it pings as a post).
    pub fn into_followup(self) -> CreateInteractionResponseFollowup {
        let (board, ping, this) = (self.attachment(), self.mentions(), self.fitted());
        let m = CreateInteractionResponseFollowup::new()
            .content(this.content.unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect());
        let m = m.components(this.components).allowed_mentions(ping);
        let quiet = MessageFlags::SUPPRESS_NOTIFICATIONS;
        let m = m.flags(if this.silent {
            quiet
        } else {
            MessageFlags::empty()
        });
        board.into_iter().fold(m, |m, board| m.add_file(board))
    }
}

/// A button that sends `id` when clicked, its label fitted to Discord's limit.
pub fn button(id: ComponentId, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.to_string())
        .label(fit::truncate(label, fit::BUTTON_LABEL))
        .style(style)
}

/// A row of one "Go to message" link button to `url` (a message's link), in
/// place of a raw link in a text.
pub fn go_to_row(lang: crate::i18n::Lang, url: &str) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new_link(url).label(fit::truncate(
        &crate::t!(lang, "go-to-message"),
        fit::BUTTON_LABEL,
    ))])
}

/// `card` as Discord's embed, fitted to Discord's limits.
pub fn embed(card: Card) -> CreateEmbed {
    let card = card.fitted();
    let mut embed = CreateEmbed::new().fields(
        card.fields
            .into_iter()
            .map(|field| (field.name, field.value, field.inline)),
    );
    if let Some(title) = card.title {
        embed = embed.title(title);
    }
    if let Some(description) = card.description {
        embed = embed.description(description);
    }
    if let Some(footer) = card.footer {
        embed = embed.footer(CreateEmbedFooter::new(footer));
    }
    if let Some(author) = card.author {
        embed = embed.author(CreateEmbedAuthor::new(author));
    }
    if let Some(file) = card.image {
        embed = embed.image(format!("attachment://{file}"));
    }
    if let Some(color) = card.color {
        embed = embed.color(color);
    }
    embed
}
