//! The commands' names, descriptions, options and choices in every language,
//! from `commands.ftl` (after poise's Fluent example, for subcommands too).
//!
//! The message `cmd-<path>` (`cmd-hypnosia`, `cmd-new`, `cmd-settings-show`)
//! names a command; its attributes are `description`, each option's name and
//! `<option>-description`, and each choice as `<option>-<choice>` (the choice's
//! English name with dashes). English is what Discord shows to everyone else;
//! the other languages go into the localizations Discord shows to their
//! speakers.

use std::borrow::Cow;

use crate::discord::context::Data;
use crate::discord::error::Error;
use crate::i18n::Lang;
use crate::words::commands::{choice_key, command_key, command_text as text};

type Command = poise::Command<Data, Error>;
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// Fills in every command's texts and localizations.
pub fn localize(commands: &mut [Command]) {
    // A user command's name is registered as written: poise 0.7 sends no
    // localizations for context menus.
    for command in commands.iter_mut().filter(|c| c.slash_action.is_some()) {
        localize_command(command, &[]);
    }
}

fn push(list: &mut Localizations, lang: Lang, value: String) {
    list.to_mut()
        .push((Cow::Borrowed(lang.code()), Cow::Owned(value)));
}

fn localize_command(command: &mut Command, path: &[String]) {
    let key = command_key(&command.name, path);
    // Choices are keyed by their English names, which the English pass replaces.
    let english_choices: Vec<Vec<String>> = command
        .parameters
        .iter()
        .map(|p| p.choices.iter().map(|c| c.name.to_string()).collect())
        .collect();
    for lang in Lang::ALL {
        let english = lang == Lang::EnUs;
        if let Some(name) = text(lang, &key) {
            let description = text(lang, &format!("{key}.description"));
            if english {
                command.name = Cow::Owned(name);
                command.description = description.map(Cow::Owned);
            } else {
                push(&mut command.name_localizations, lang, name);
                if let Some(d) = description {
                    push(&mut command.description_localizations, lang, d);
                }
            }
        }
        for (parameter, choices) in command.parameters.iter_mut().zip(&english_choices) {
            let option = parameter.name.to_string();
            let name = text(lang, &format!("{key}.{option}"));
            let description = text(lang, &format!("{key}.{option}-description"));
            if english {
                if let Some(n) = name {
                    parameter.name = Cow::Owned(n);
                }
                if let Some(d) = description {
                    parameter.description = Some(Cow::Owned(d));
                }
            } else {
                if let Some(n) = name {
                    push(&mut parameter.name_localizations, lang, n);
                }
                if let Some(d) = description {
                    push(&mut parameter.description_localizations, lang, d);
                }
            }
            for (choice, english_name) in parameter.choices.to_mut().iter_mut().zip(choices) {
                let Some(n) = text(
                    lang,
                    &format!("{key}.{}", choice_key(&option, english_name)),
                ) else {
                    continue;
                };
                if english {
                    choice.name = Cow::Owned(n);
                } else {
                    push(&mut choice.localizations, lang, n);
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        let mut sub_path = path.to_vec();
        sub_path.push(sub.name.to_string());
        localize_command(sub, &sub_path);
    }
}
