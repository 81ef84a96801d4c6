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
    for command in commands {
        match command.context_menu_name {
            // A user command: only its name, as it shows in the Apps menu.
            Some(_) => localize_menu(command),
            None => localize_command(command, &[]),
        }
    }
}

fn localize_menu(command: &mut Command) {
    let key = command_key(&command.name, &[]);
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::EnUs) {
        if let Some(name) = text(lang, &key) {
            push(&mut command.name_localizations, lang, name);
        }
    }
}

/// Every command as Discord registers it: poise's, and a user command's
/// name in every language too (poise 0.7 sends none for context menus).
pub fn to_register(commands: &[Command]) -> Vec<serenity::all::CreateCommand> {
    let mut all = Vec::new();
    for command in commands {
        all.extend(command.create_as_slash_command());
        if let Some(mut menu) = command.create_as_context_menu_command() {
            for (lang, name) in command.name_localizations.iter() {
                menu = menu.name_localized(lang.as_ref(), name.as_ref());
            }
            all.push(menu);
        }
    }
    all
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
