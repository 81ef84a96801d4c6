//! The Share button under an answer only its asker sees (`/hypnosia stats`,
//! `/hypnosia games`): a click posts the same answer in public, once, in the
//! server's language, and the button becomes a grey "Shared". Its id names
//! what to show again ([`ComponentId::ShareStats`], [`ComponentId::ShareGames`]),
//! so it works after a restart; the click is `commands/share.rs`.

use poise::CreateReply;
use serenity::all::{
    CreateAllowedMentions, CreateAttachment, CreateEmbed, CreateInteractionResponseFollowup,
};

use crate::controls::ComponentId;
use crate::discord::view::{ToDiscord, embed, rows};
use crate::i18n::Lang;
use crate::t;
use crate::views::view::{Button, Row, Style, View, button};

/// A looked-up answer: its embeds, their files and its buttons.
#[derive(Default)]
pub struct Lookup {
    pub embeds: Vec<CreateEmbed>,
    pub files: Vec<CreateAttachment>,
    pub rows: Vec<Row>,
}

impl From<View> for Lookup {
    fn from(view: View) -> Lookup {
        Lookup {
            files: view.attachment().into_iter().collect(),
            embeds: view.embed.into_iter().map(embed).collect(),
            rows: view.components,
        }
    }
}

impl Lookup {
    /// For its asker alone, with a Share button that sends `share`.
    pub fn private_reply(self, lang: Lang, share: ComponentId) -> CreateReply {
        let rows = rows(with_button(self.rows, share_button(lang, share)));
        let reply = CreateReply::default()
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new())
            .components(rows);
        let reply = self.embeds.into_iter().fold(reply, CreateReply::embed);
        self.files.into_iter().fold(reply, CreateReply::attachment)
    }

    /// In public, answering the Share click.
    pub(crate) fn public(self) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .allowed_mentions(CreateAllowedMentions::new())
            .embeds(self.embeds)
            .add_files(self.files)
            .components(rows(self.rows))
    }
}

/// The Share button.
pub fn share_button(lang: Lang, share: ComponentId) -> Button {
    button(share, &t!(lang, "share-button"), Style::Secondary)
}

/// `rows` with `extra` at the end of the last row, or in a row of its own.
pub fn with_button(mut rows: Vec<Row>, extra: Button) -> Vec<Row> {
    match rows.last_mut() {
        Some(Row::Buttons(buttons)) if buttons.len() < 5 => buttons.push(extra),
        _ => rows.push(Row::Buttons(vec![extra])),
    }
    rows
}
