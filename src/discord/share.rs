//! The Share button under an answer only its asker sees (`/hypnosia stats`,
//! `/hypnosia games`): a click posts the same answer in public, once, in the
//! server's language, and the button becomes a grey "Shared". Its id names
//! what to show again ([`ComponentId::ShareStats`], [`ComponentId::ShareGames`]),
//! so it works after a restart; which messages were shared already is
//! [`crate::live::Shares`].

use poise::CreateReply;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup,
};

use crate::discord::answer::Ack;
use crate::discord::commands::{click_guild, history, leaderboard};
use crate::discord::components::ComponentId;
use crate::discord::context::{Data, clicker_lang};
use crate::discord::error::Error;
use crate::discord::view::{View, button, embed};
use crate::heavy::fair::Heavy;
use crate::i18n::Lang;
use crate::t;
use crate::table::{MessageId, UserId, unix_now};

/// A looked-up answer: its embeds, their files and its buttons.
#[derive(Default)]
pub struct Lookup {
    pub embeds: Vec<CreateEmbed>,
    pub files: Vec<CreateAttachment>,
    pub rows: Vec<CreateActionRow>,
}

impl From<View> for Lookup {
    fn from(view: View) -> Lookup {
        Lookup {
            embeds: view.embed.into_iter().map(embed).collect(),
            files: view
                .board
                .map(|png| CreateAttachment::bytes(png, "board.png"))
                .into_iter()
                .collect(),
            rows: view.components,
        }
    }
}

impl Lookup {
    /// For its asker alone, with a Share button that sends `share`.
    pub fn private_reply(self, lang: Lang, share: ComponentId) -> CreateReply {
        let rows = with_button(self.rows, share_button(lang, share));
        let reply = CreateReply::default()
            .ephemeral(true)
            .allowed_mentions(CreateAllowedMentions::new())
            .components(rows);
        let reply = self.embeds.into_iter().fold(reply, CreateReply::embed);
        self.files.into_iter().fold(reply, CreateReply::attachment)
    }

    /// In public, answering the Share click.
    fn public(self) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .allowed_mentions(CreateAllowedMentions::new())
            .embeds(self.embeds)
            .add_files(self.files)
            .components(self.rows)
    }
}

/// The Share button.
pub fn share_button(lang: Lang, share: ComponentId) -> CreateButton {
    button(share, &t!(lang, "share-button"), ButtonStyle::Secondary)
}

/// `rows` with `extra` at the end of the last row, or in a row of its own.
pub fn with_button(mut rows: Vec<CreateActionRow>, extra: CreateButton) -> Vec<CreateActionRow> {
    match rows.last_mut() {
        Some(CreateActionRow::Buttons(buttons)) if buttons.len() < 5 => buttons.push(extra),
        _ => rows.push(CreateActionRow::Buttons(vec![extra])),
    }
    rows
}

/// A click on Share: the answer again, posted in public, then the button
/// greyed on the private message.
pub async fn click_share(data: &Data, ack: &Ack, share: ComponentId) -> Result<(), Error> {
    let c = ack.interaction();
    let guild = click_guild(c)?;
    let rt = &data.rt;
    if let ComponentId::ShareStats { .. } = share {
        // The stats draw their pictures again.
        rt.fair_share(UserId(c.user.id.get()), Heavy::Drawing)?;
    }
    let message = MessageId(c.message.id.get());
    if !data.shares.claim(message) {
        ack.finish().await;
        return Ok(());
    }
    // Answered at once (type 6): the answer is read and drawn again.
    ack.defer().await?;
    let lang = rt.public_lang(c).await;
    let shown = async {
        let lookup = match share {
            ComponentId::ShareStats { user, period } => {
                leaderboard::stats_lookup(rt, guild, lang, user, period, unix_now()).await?
            }
            ComponentId::ShareGames { page, player } => {
                history::games_page(rt, lang, guild, player, page)
                    .await?
                    .into()
            }
            _ => return Err(Error::Internal(format!("not a share: {share:?}"))),
        };
        // Its other buttons (a page's ◀ ▶) stay on the private message too.
        let rows = lookup.rows.clone();
        ack.follow_up(lookup.public()).await?;
        Ok(rows)
    }
    .await;
    let rows = shown.inspect_err(|_| data.shares.release(message))?;
    let done = CreateButton::new(share.to_string())
        .label(t!(clicker_lang(c), "share-done"))
        .style(ButtonStyle::Secondary)
        .disabled(true);
    ack.replace_buttons(with_button(rows, done)).await?;
    Ok(())
}
