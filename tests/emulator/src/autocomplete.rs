//! APPLICATION_COMMAND_AUTOCOMPLETE: what the Discord client sends while a user types in
//! an option marked `autocomplete`, and the suggestions (callback type 8) it accepts back.

use serde_json::Value;
use serenity::all::{ChannelId, UserId};

use crate::Emulator;
use crate::inject::InteractionHandle;
use crate::view::Response;

/// Suggestions Discord accepts at most.
pub const MAX_CHOICES: usize = 25;

/// Discord's limit on a suggestion's name and on a string suggestion's value.
pub const MAX_CHOICE_NAME: usize = 100;

impl Emulator {
    /// `user` types `typed` into the option `focused` of the command `path` (e.g.
    /// `"hypnosia replay"`), the other options already filled in as `options`. Panics if the
    /// command or option does not exist or does not autocomplete (a client would not send it).
    #[track_caller]
    pub fn autocomplete(
        &self,
        user: UserId,
        channel: ChannelId,
        path: &str,
        options: &[(&str, Value)],
        focused: &str,
        typed: &str,
    ) -> InteractionHandle {
        self.command_interaction(user, channel, path, options, Some((focused, typed)), None)
            .unwrap_or_else(|e| panic!("autocomplete {path:?} {focused:?}: {e}"))
    }
}

impl Response {
    /// The suggestions of an autocomplete answer (type 8): name and value of each.
    pub fn choices(&self) -> Vec<(String, Value)> {
        self.data["choices"]
            .as_array()
            .map(|c| {
                c.iter()
                    .map(|c| {
                        let name = c["name"].as_str().unwrap_or_default().to_owned();
                        (name, c["value"].clone())
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// Checks suggestions as Discord does: at most 25, each with a name of 1 to 100 characters
/// and a string (≤ 100 characters) or number value.
pub(crate) fn check_choices(data: &Value) -> Result<(), String> {
    let Some(choices) = data.get("choices") else {
        return Err("an autocomplete answer without choices".into());
    };
    let choices = choices.as_array().ok_or("choices is not an array")?;
    if choices.len() > MAX_CHOICES {
        return Err(format!("{} choices (at most {MAX_CHOICES})", choices.len()));
    }
    for c in choices {
        let name = c["name"].as_str().ok_or("a choice without a name")?;
        let len = name.chars().count();
        if !(1..=MAX_CHOICE_NAME).contains(&len) {
            return Err(format!("choice name of {len} characters: {name:?}"));
        }
        match &c["value"] {
            Value::String(v) if v.chars().count() <= MAX_CHOICE_NAME => {}
            Value::Number(_) => {}
            other => {
                return Err(format!(
                    "choice value {other} is not a short string or a number"
                ));
            }
        }
    }
    Ok(())
}
