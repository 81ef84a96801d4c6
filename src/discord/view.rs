//! Where a [`View`] (`crate::views::view`, plain Rust) becomes Discord's: a
//! new message, an edit with the bot token, or an in-place interaction
//! update (type 7), so the three paths always show the same thing, each
//! within Discord's limits ([`fit`], [`Card::fitted`]); the one place a
//! [`Card`] becomes Discord's embed ([`embed`]) and a [`Row`] Discord's
//! action row ([`rows`]).

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedAuthor, CreateEmbedFooter, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditAttachments, EditInteractionResponse, EditMessage, MessageFlags,
    ReactionType,
};

use crate::views::view::{Button, Row, Style, View};
use crate::words::card::Card;
use crate::words::fit;

/// A [`View`] as each of Discord's ways to show it.
pub trait ToDiscord {
    /// The board as the message's file, with its alt text.
    fn attachment(&self) -> Option<CreateAttachment>;
    /// As a new message.
    fn into_message(self) -> CreateMessage;
    /// As an edit of an existing message with the bot token (replaces everything).
    fn into_edit(self) -> EditMessage;
    /// As the in-place update answering a click (type 7, replaces everything).
    fn into_update(self) -> CreateInteractionResponseMessage;
    /// As an edit of the message a deferred click belongs to (replaces everything).
    fn into_response_edit(self) -> EditInteractionResponse;
    /// As a follow-up message of a click (a new message: it pings as a post).
    fn into_followup(self) -> CreateInteractionResponseFollowup;
}

/// Within Discord's limits on texts, whatever a builder made (see `fit`);
/// the card is fitted as it becomes an embed.
fn fitted(mut view: View) -> View {
    view.content = view.content.map(fit::content);
    view
}

fn mentions(view: &View) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(view.ping.iter().map(|u| serenity::all::UserId::new(u.0)))
}

/// The files an edit sets (the board, or none); `None` leaves the list out,
/// and the message's files stay: a view that keeps them, with no board.
fn edit_files(view: &View) -> Option<EditAttachments> {
    let files = view.attachment().into_iter();
    (!view.keep_files || view.board.is_some())
        .then(|| files.fold(EditAttachments::new(), EditAttachments::add))
}

impl ToDiscord for View {
    fn attachment(&self) -> Option<CreateAttachment> {
        self.board.as_ref().map(|png| {
            let board = CreateAttachment::bytes(png.clone(), "board.png");
            match &self.alt {
                Some(alt) => board.description(fit::truncate(alt, fit::ALT_TEXT)),
                None => board,
            }
        })
    }

    fn into_message(self) -> CreateMessage {
        let this = fitted(self);
        let mut m = CreateMessage::new()
            .allowed_mentions(mentions(&this))
            .components(rows(this.components.clone()));
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

    fn into_edit(self) -> EditMessage {
        let (files, this) = (edit_files(&self), fitted(self));
        let edit = EditMessage::new()
            .content(this.content.unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect())
            .components(rows(this.components))
            .allowed_mentions(CreateAllowedMentions::new());
        files
            .into_iter()
            .fold(edit, |edit, files| edit.attachments(files))
    }

    fn into_update(self) -> CreateInteractionResponseMessage {
        let this = fitted(self);
        let mut m = CreateInteractionResponseMessage::new()
            .content(this.content.clone().unwrap_or_default())
            .embeds(this.embed.clone().into_iter().map(embed).collect())
            .components(rows(this.components.clone()))
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(a) = this.attachment() {
            m = m.add_file(a);
        }
        m
    }

    fn into_response_edit(self) -> EditInteractionResponse {
        let (files, this) = (edit_files(&self), fitted(self));
        let edit = EditInteractionResponse::new()
            .content(this.content.unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect())
            .components(rows(this.components))
            .allowed_mentions(CreateAllowedMentions::new());
        files
            .into_iter()
            .fold(edit, |edit, files| edit.attachments(files))
    }

    fn into_followup(self) -> CreateInteractionResponseFollowup {
        let (board, ping, this) = (self.attachment(), mentions(&self), fitted(self));
        let m = CreateInteractionResponseFollowup::new()
            .content(this.content.unwrap_or_default())
            .embeds(this.embed.into_iter().map(embed).collect());
        let m = m.components(rows(this.components)).allowed_mentions(ping);
        let quiet = MessageFlags::SUPPRESS_NOTIFICATIONS;
        let m = m.flags(if this.silent {
            quiet
        } else {
            MessageFlags::empty()
        });
        board.into_iter().fold(m, |m, board| m.add_file(board))
    }
}

/// `rows` as Discord's action rows.
pub fn rows(rows: Vec<Row>) -> Vec<CreateActionRow> {
    rows.into_iter().map(action_row).collect()
}

fn action_row(row: Row) -> CreateActionRow {
    match row {
        Row::Buttons(buttons) => {
            CreateActionRow::Buttons(buttons.into_iter().map(create_button).collect())
        }
        Row::Menu(menu) => {
            let options = menu
                .options
                .into_iter()
                .map(|o| CreateSelectMenuOption::new(o.label, o.value))
                .collect();
            let kind = CreateSelectMenuKind::String { options };
            let created = CreateSelectMenu::new(menu.id, kind);
            CreateActionRow::SelectMenu(match menu.placeholder {
                Some(placeholder) => created.placeholder(placeholder),
                None => created,
            })
        }
    }
}

fn create_button(button: Button) -> CreateButton {
    match button {
        Button::Link { url, label } => CreateButton::new_link(url).label(label),
        Button::Click {
            id,
            label,
            emoji,
            style,
            disabled,
        } => {
            let created = CreateButton::new(id)
                .label(label)
                .style(match style {
                    Style::Primary => ButtonStyle::Primary,
                    Style::Secondary => ButtonStyle::Secondary,
                    Style::Success => ButtonStyle::Success,
                    Style::Danger => ButtonStyle::Danger,
                })
                .disabled(disabled);
            match emoji {
                Some(emoji) => created.emoji(ReactionType::Unicode(emoji)),
                None => created,
            }
        }
    }
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
