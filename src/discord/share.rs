//! An answer only its asker sees (`/hypnosia stats`, `/hypnosia games`), with
//! the Share button (`views/share.rs`): a click posts the same answer in
//! public, once, in the server's language, and the button becomes a grey
//! "Shared". Its id names what to show again ([`ComponentId::ShareStats`],
//! [`ComponentId::ShareGames`]), so it works after a restart; the click is
//! `commands/share.rs`.

use poise::CreateReply;
use serenity::all::{
    CreateAllowedMentions, CreateAttachment, CreateEmbed, CreateInteractionResponseFollowup,
};

use crate::controls::ComponentId;
use crate::discord::view::{ToDiscord, embed, rows};
use crate::i18n::Lang;
use crate::views::share::{share_button, with_button};
use crate::views::view::{Row, View};

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

    /// Only to the asker, with no Share (where nothing can post it).
    pub fn private_only(self) -> CreateReply {
        let reply = CreateReply::default()
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new())
            .components(rows(self.rows));
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
