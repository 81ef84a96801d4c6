//! An embed within Discord's limits (see [`crate::words::fit`] for the
//! limits and the cuts): every [`View`](crate::discord::view::View) passes its
//! embed here on its way out.

use serde_json::Value;
use serenity::all::{CreateEmbed, Embed};

use crate::words::fit::{
    AUTHOR, DESCRIPTION, EMBEDS_TOTAL, FIELD_NAME, FIELD_VALUE, FOOTER, TITLE, length, truncate,
};

/// `embed` within every limit of an embed (title, description, fields,
/// footer, author) and of all embeds together; untouched when it fits. When
/// the whole is too long, the description gives up what is over first, then
/// the fields' values, last first.
pub fn embed(embed: CreateEmbed) -> CreateEmbed {
    let Ok(mut value) = serde_json::to_value(&embed) else {
        return embed;
    };
    if !shorten(&mut value) {
        return embed;
    }
    match serde_json::from_value::<Embed>(value) {
        Ok(shortened) => CreateEmbed::from(shortened),
        Err(e) => {
            tracing::error!(error = %e, "an embed could not be shortened");
            embed
        }
    }
}

/// Shortens the texts of an embed's JSON in place; whether any changed.
fn shorten(embed: &mut Value) -> bool {
    let mut changed = false;
    let mut cut = |v: Option<&mut Value>, max: usize| -> usize {
        let Some(v) = v else { return 0 };
        let Some(s) = v.as_str() else { return 0 };
        if length(s) > max {
            *v = Value::String(truncate(s, max));
            changed = true;
        }
        v.as_str().map_or(0, length)
    };
    let mut total = cut(embed.get_mut("title"), TITLE);
    total += cut(embed.pointer_mut("/footer/text"), FOOTER);
    total += cut(embed.pointer_mut("/author/name"), AUTHOR);
    let mut values = Vec::new();
    if let Some(fields) = embed.get_mut("fields").and_then(Value::as_array_mut) {
        for field in fields.iter_mut() {
            total += cut(field.get_mut("name"), FIELD_NAME);
            let n = cut(field.get_mut("value"), FIELD_VALUE);
            values.push(n);
            total += n;
        }
    }
    let description = cut(embed.get_mut("description"), DESCRIPTION);
    total += description;
    if total <= EMBEDS_TOTAL {
        return changed;
    }
    // Over the whole: the description gives up the excess first…
    let mut excess = total - EMBEDS_TOTAL;
    let give = excess.min(description);
    if give > 0 {
        cut(embed.get_mut("description"), description - give);
        excess -= give;
    }
    // …then the fields' values, the last first (a value may not be empty).
    if let Some(fields) = embed.get_mut("fields").and_then(Value::as_array_mut) {
        for (field, n) in fields.iter_mut().zip(values).rev() {
            if excess == 0 {
                break;
            }
            let give = excess.min(n.saturating_sub(1));
            cut(field.get_mut("value"), n - give);
            excess -= give;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_embed_over_the_limits_is_shortened_and_keeps_the_rest() {
        let big = CreateEmbed::new()
            .title("t".repeat(300))
            .description("d".repeat(5000))
            .field("f", "v".repeat(2000), false)
            .field("g", "w".repeat(1000), false)
            .footer(serenity::all::CreateEmbedFooter::new("footer"))
            .image("attachment://board.png")
            .color(0x6a3fa0);
        let fitted = serde_json::to_value(embed(big)).unwrap();
        let len = |p: &str| fitted.pointer(p).and_then(Value::as_str).map_or(0, length);
        assert_eq!(len("/title"), TITLE);
        assert!(len("/fields/0/value") <= FIELD_VALUE);
        let total = len("/title")
            + len("/description")
            + len("/footer/text")
            + len("/fields/0/name")
            + len("/fields/0/value")
            + len("/fields/1/name")
            + len("/fields/1/value");
        assert!(total <= EMBEDS_TOTAL, "{total}");
        assert_eq!(
            fitted.pointer("/image/url").and_then(Value::as_str),
            Some("attachment://board.png")
        );
        assert_eq!(fitted["color"], 0x6a3fa0);
        let small = CreateEmbed::new().title("ok").description("fine");
        assert_eq!(embed(small.clone()), small);
    }
}
