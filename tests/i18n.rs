//! The languages agree with each other and with the code: every message exists
//! in every language with the same variables, every message formats without a
//! Fluent error, every key the code uses exists (with the variables the code
//! gives it), and the commands' localizations keep Discord's rules.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use hypnosia::i18n::{self, Arg, Lang, format_checked, message_variables};

/// What the texts say, as a native reader sees them.
#[path = "i18n/reading.rs"]
mod reading;

/// Every plural key is one its language can select.
#[path = "i18n/plurals.rs"]
mod plurals;

/// The glossary's terms where readers met them broken, and decimals.
#[path = "i18n/terms.rs"]
mod terms;

/// French counts and Korean particles that a template can get wrong.
#[path = "i18n/grammar.rs"]
mod grammar;

/// "here" where a DM can be, the commands that work there, the knock-out's statuses.
#[path = "i18n/here.rs"]
mod here;

fn english() -> i18n::MessageVariables {
    message_variables(Lang::EnUs).expect("the English files parse")
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = english();
    assert!(english.len() > 150, "only {} messages", english.len());
    for lang in &Lang::ALL[1..] {
        let theirs = message_variables(*lang).unwrap_or_else(|e| panic!("{e}"));
        let missing: Vec<&String> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, vars) in &english {
            assert_eq!(
                &theirs[key], vars,
                "{lang} {key}: other variables than English"
            );
        }
    }
}

/// Values that reach every plural form (one, few, many, other) of our languages.
const SAMPLES: [f64; 5] = [0.0, 1.0, 2.0, 5.0, 22.0];

#[test]
fn every_message_formats_in_every_language_without_a_fluent_error() {
    for lang in Lang::ALL {
        for (key, vars) in message_variables(lang).unwrap() {
            for n in SAMPLES {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::Num(n))).collect();
                let text = format_checked(lang, &key, &args)
                    .unwrap_or_else(|e| panic!("{lang} {key} with {n}: {e:?}"));
                assert!(!text.trim().is_empty(), "{lang} {key} is empty");
                // Discord would show Unicode isolation marks as junk.
                assert!(!text.contains(['\u{2068}', '\u{2069}']), "{lang} {key}");
            }
        }
    }
}

#[test]
fn a_missing_variable_is_a_fluent_error_not_a_silent_blank() {
    // The check above would not notice anything if formatting never failed.
    let error = format_checked(Lang::Fr, "turn-dice", &[("first", Arg::Num(3.0))]);
    assert!(error.is_err(), "{error:?}");
}

#[test]
fn plurals_and_decimals_follow_each_language() {
    let games =
        |lang, n: f64| format_checked(lang, "replay-start", &[("turns", Arg::Num(n))]).unwrap();
    assert!(games(Lang::EnUs, 1.0).contains("1 turn in all"));
    assert!(games(Lang::EnUs, 2.0).contains("2 turns in all"));
    assert!(games(Lang::Pl, 2.0).contains("2 tury"));
    assert!(games(Lang::Pl, 5.0).contains("5 tur "));
    assert!(games(Lang::Pl, 22.0).contains("22 tury"));
    assert!(games(Lang::Ko, 1.0).contains("1차례"));
    let rating = |lang| {
        format_checked(
            lang,
            "number-decimal",
            &[("value", Arg::decimal(12.345, 1))],
        )
        .unwrap()
    };
    assert_eq!(rating(Lang::EnUs), "12.3");
    assert_eq!(rating(Lang::De), "12,3");
    assert_eq!(rating(Lang::Fr), "12,3");
    assert_eq!(rating(Lang::Ko), "12.3");
}

/// Every `t!(lang, "key", a = …)` and `text!("key", a = …)` in the sources:
/// (file, key, variables given).
fn keys_in_code() -> Vec<(String, String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let mut files = Vec::new();
    collect_rs(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../src")),
        &mut files,
    );
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        for macro_name in ["t!(", "text!("] {
            let mut rest = source.as_str();
            while let Some(at) = rest.find(macro_name) {
                let before = rest[..at].chars().last();
                rest = &rest[at + macro_name.len()..];
                // `format_text!(` and the like are other macros.
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let body = call_body(rest);
                if let Some((key, vars)) = parse_call(body) {
                    found.push((file.display().to_string(), key, vars));
                }
            }
        }
    }
    found
}

fn collect_rs(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        // `i18n` defines the macros (its docs show them with a made-up key).
        if path.is_dir() && !path.ends_with("i18n") {
            collect_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text up to the parenthesis that closes the macro call.
fn call_body(s: &str) -> &str {
    let mut depth = 1;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if in_string {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => escaped = false,
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return &s[..i];
                }
            }
            _ => {}
        }
    }
    s
}

/// The key and the names of the variables given at the top level of a call.
fn parse_call(body: &str) -> Option<(String, BTreeSet<String>)> {
    let start = body.find('"')?;
    let end = start + 1 + body[start + 1..].find('"')?;
    let key = body[start + 1..end].to_owned();
    let mut vars = BTreeSet::new();
    let mut depth = 0;
    let mut in_string = false;
    let mut token = String::new();
    let chars: Vec<char> = body[end + 1..].chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if in_string {
            if c == '"' && chars.get(i.wrapping_sub(1)) != Some(&'\\') {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '=' if depth == 0
                && chars.get(i + 1) != Some(&'=')
                && chars.get(i + 1) != Some(&'>')
                && !token.trim().is_empty() =>
            {
                vars.insert(token.trim().to_owned());
            }
            ',' if depth == 0 => token.clear(),
            c if c.is_alphanumeric() || c == '_' => token.push(c),
            c if c.is_whitespace() => {}
            _ => token.clear(),
        }
    }
    Some((key, vars))
}

#[test]
fn every_key_the_code_uses_exists_with_the_variables_the_code_gives() {
    let english = english();
    let used = keys_in_code();
    assert!(used.len() > 150, "found only {} uses", used.len());
    let mut wrong = Vec::new();
    for (file, key, vars) in &used {
        match english.get(key) {
            None => wrong.push(format!("{file}: no message {key}")),
            Some(expected) if expected != vars => wrong.push(format!(
                "{file}: {key} is given {vars:?}, its messages use {expected:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn every_message_is_used_by_the_code_or_names_a_command() {
    let used: BTreeSet<String> = keys_in_code().into_iter().map(|(_, k, _)| k).collect();
    let unused: Vec<String> = english()
        .into_keys()
        .filter(|k| !k.starts_with("cmd-") && !used.contains(k))
        .collect();
    assert!(unused.is_empty(), "messages nothing shows: {unused:?}");
}

/// Discord's rule for command and option names (lowercase where the script
/// has case; letters, digits, `-` and `_`; 1 to 32 characters).
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

#[test]
fn the_commands_carry_every_language_within_discords_limits() {
    let commands = hypnosia::discord::commands::all();
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    fn walk(
        c: &poise::Command<hypnosia::discord::context::Data, hypnosia::discord::error::Error>,
        names: &mut BTreeMap<String, usize>,
    ) {
        if let Some(menu) = &c.context_menu_name {
            // A user command's name may have spaces and capitals.
            let within = |n: &str| (1..=32).contains(&n.chars().count());
            assert!(within(menu), "{menu}");
            let locales: Vec<&str> = c
                .name_localizations
                .iter()
                .map(|(l, _)| l.as_ref())
                .collect();
            assert_eq!(locales, ["fr", "de", "pl", "ko"], "{menu}");
            assert!(
                c.name_localizations.iter().all(|(_, n)| within(n)),
                "{menu}"
            );
            return;
        }
        assert!(valid_name(&c.name), "{}", c.name);
        let description = c.description.as_deref().unwrap_or_default();
        assert!(
            (1..=100).contains(&description.chars().count()),
            "{}",
            c.name
        );
        let locales: Vec<&str> = c
            .name_localizations
            .iter()
            .map(|(l, _)| l.as_ref())
            .collect();
        assert_eq!(locales, ["fr", "de", "pl", "ko"], "{}", c.name);
        for (lang, name) in c.name_localizations.iter() {
            assert!(valid_name(name), "{lang} {name}");
            *names.entry(lang.to_string()).or_default() += 1;
        }
        for (lang, d) in c.description_localizations.iter() {
            assert!((1..=100).contains(&d.chars().count()), "{lang} {d}");
        }
        for p in &c.parameters {
            assert_eq!(p.name_localizations.len(), 4, "{} {}", c.name, p.name);
            assert_eq!(
                p.description_localizations.len(),
                4,
                "{} {}",
                c.name,
                p.name
            );
            for (lang, name) in p.name_localizations.iter() {
                assert!(valid_name(name), "{lang} {name}");
            }
            for (lang, d) in p.description_localizations.iter() {
                assert!((1..=100).contains(&d.chars().count()), "{lang} {d}");
            }
            for choice in p.choices.iter() {
                assert_eq!(choice.localizations.len(), 4, "{}", choice.name);
                for (lang, n) in choice.localizations.iter() {
                    assert!((1..=100).contains(&n.chars().count()), "{lang} {n}");
                }
            }
        }
        for sub in &c.subcommands {
            walk(sub, names);
        }
    }
    for c in &commands {
        walk(c, &mut names);
    }
    // Every subcommand got its French name, among others.
    assert!(names["fr"] >= 17, "{names:?}");
}

// Languages as Discord names them.
#[path = "i18n/lang.rs"]
mod lang;
