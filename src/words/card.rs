//! A card: what one embed of a message shows, as plain text: a title, a
//! description, fields, a footer, the small line above the title, a picture
//! sent with the message, and the color of its stripe. The words build
//! cards; `discord::view` turns one into Discord's embed, and nothing else
//! does.
//!
//! [`Card::fitted`] keeps a card within Discord's limits on an embed
//! ([`crate::words::fit`]), cutting where a cut costs least.

use crate::words::fit::{
    AUTHOR, DESCRIPTION, EMBEDS_TOTAL, FIELD_NAME, FIELD_VALUE, FOOTER, TITLE, length, truncate,
};

/// The bot's accent color: the stripe beside its cards.
pub const ACCENT: u32 = 0x6a3fa0;

/// What one embed shows. A new card has the accent color and nothing else:
/// every embed of the bot has its stripe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub title: Option<String>,
    pub description: Option<String>,
    pub fields: Vec<Field>,
    pub footer: Option<String>,
    /// The small line above the title (Discord's "author").
    pub author: Option<String>,
    /// The file name of a picture sent with the message and shown large in
    /// the card, e.g. `board.png`.
    pub image: Option<String>,
    /// The stripe's color (`0xRRGGBB`); none is Discord's grey.
    pub color: Option<u32>,
}

/// A titled value of a card, side by side with its neighbours when inline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

impl Default for Card {
    fn default() -> Card {
        Card {
            title: None,
            description: None,
            fields: Vec::new(),
            footer: None,
            author: None,
            image: None,
            color: Some(ACCENT),
        }
    }
}

impl Card {
    pub fn title(mut self, title: impl Into<String>) -> Card {
        self.title = Some(title.into());
        self
    }

    pub fn description(mut self, description: impl Into<String>) -> Card {
        self.description = Some(description.into());
        self
    }

    pub fn field(
        mut self,
        name: impl Into<String>,
        value: impl Into<String>,
        inline: bool,
    ) -> Card {
        self.fields.push(Field {
            name: name.into(),
            value: value.into(),
            inline,
        });
        self
    }

    pub fn footer(mut self, footer: impl Into<String>) -> Card {
        self.footer = Some(footer.into());
        self
    }

    pub fn author(mut self, author: impl Into<String>) -> Card {
        self.author = Some(author.into());
        self
    }

    /// Shows the picture sent with the message as `file` (e.g. `board.png`).
    pub fn image(mut self, file: impl Into<String>) -> Card {
        self.image = Some(file.into());
        self
    }

    /// The card with picture `file` when it has one (`board`).
    pub fn image_if(self, board: bool, file: &str) -> Card {
        if board { self.image(file) } else { self }
    }

    /// This card within every limit of an embed (title, description, fields,
    /// footer, author) and of all embeds together; unchanged when it fits.
    /// When the whole is too long, the description gives up what is over
    /// first, then the fields' values, the last first (a value never down to
    /// nothing).
    pub fn fitted(mut self) -> Card {
        let mut total = 0;
        for (text, max) in [
            (&mut self.title, TITLE),
            (&mut self.footer, FOOTER),
            (&mut self.author, AUTHOR),
        ] {
            total += text.as_mut().map_or(0, |text| cut(text, max));
        }
        let mut values = Vec::with_capacity(self.fields.len());
        for field in &mut self.fields {
            total += cut(&mut field.name, FIELD_NAME);
            let value = cut(&mut field.value, FIELD_VALUE);
            values.push(value);
            total += value;
        }
        let description = self
            .description
            .as_mut()
            .map_or(0, |text| cut(text, DESCRIPTION));
        total += description;
        if total <= EMBEDS_TOTAL {
            return self;
        }
        let mut excess = total - EMBEDS_TOTAL;
        // The description is the longest and the least read to its end.
        let give = excess.min(description);
        if let Some(text) = self.description.as_mut()
            && give > 0
        {
            cut(text, description - give);
            excess -= give;
        }
        for (field, value) in self.fields.iter_mut().zip(values).rev() {
            if excess == 0 {
                break;
            }
            let give = excess.min(value.saturating_sub(1));
            cut(&mut field.value, value - give);
            excess -= give;
        }
        self
    }
}

/// Cuts `text` to at most `max` characters; its length after.
fn cut(text: &mut String, max: usize) -> usize {
    if length(text) > max {
        *text = truncate(text, max);
    }
    length(text)
}
