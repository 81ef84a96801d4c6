//! The languages agree with each other and with the code: every message exists
//! in every language with the same variables, every message formats without a
//! Fluent error, every key the code uses exists (with the variables the code
//! gives it), and the commands' localizations keep Discord's rules.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::time::Duration;

use hypnosia::discord::command_ids::CommandIds;
use hypnosia::discord::messages::channel_held_text;
use hypnosia::discord::texts::{describe_duration, end_reason};
use hypnosia::discord::turns::turn_summary;
use hypnosia::game::{Color, EndReason, MoveRecord, TurnRecord};
use hypnosia::i18n::{self, format_checked, message_variables, Arg, CommandRef, Lang};
use hypnosia::table::{
    parse_timeout, ChannelHolder, ChannelId, GameId, GuildId, MessageId, Place, TIMEOUT_RANGE,
};

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
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
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
        c: &poise::Command<hypnosia::discord::Data, hypnosia::discord::Error>,
        names: &mut BTreeMap<String, usize>,
    ) {
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

// ---- what the texts say, as a native reader sees them ------------------------

/// Every message of `lang` as formatted: each variable given a name, a number
/// and a command, so that every variant of every selector shows up somewhere.
fn formatted(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (key, vars) in message_variables(lang).unwrap() {
        let values: [fn() -> Arg; 4] = [
            || Arg::Num(1.0),
            || Arg::Num(2.0),
            || Arg::Str("Ada".into()),
            || CommandRef::new("hypnosia resign", None).into(),
        ];
        for value in values {
            let args: Vec<(&str, Arg)> = vars.iter().map(|v| (v.as_str(), value())).collect();
            out.push((key.clone(), format_checked(lang, &key, &args).unwrap()));
        }
    }
    out
}

/// The places in `text` where French wants a narrow no-break space before
/// `: ; ? !` and has something else. Code spans (`…`), Discord's markup
/// (`<t:…:R>`, `</hypnosia resign:1>`), links and the moves' own notation
/// (`5: 1 L1→O4`, the same in every language) are not prose.
fn french_spacing_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let (mut code, mut markup) = (false, false);
    let mut faults = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '`' => code = !code,
            '<' if !code => markup = true,
            '>' if markup => markup = false,
            ':' | ';' | '?' | '!' if !code && !markup => {
                let before = i.checked_sub(1).map(|j| chars[j]);
                let notation = c == ':'
                    && before.is_some_and(|b| ('1'..='6').contains(&b))
                    && chars.get(i + 1) == Some(&' ')
                    && chars.get(i + 2).is_some_and(char::is_ascii_digit);
                let link = c == ':' && chars.get(i + 1) == Some(&'/');
                // "?!" and "!!" share one space.
                let doubled = before.is_some_and(|b| "?!".contains(b));
                if before != Some('\u{202f}') && !notation && !link && !doubled {
                    let from = i.saturating_sub(15);
                    faults.push(chars[from..=i].iter().collect());
                }
            }
            _ => {}
        }
    }
    faults
}

#[test]
fn french_puts_a_narrow_no_break_space_before_colons_semicolons_and_marks() {
    let mut faults = Vec::new();
    for (key, text) in formatted(Lang::Fr) {
        for f in french_spacing_faults(&text) {
            faults.push(format!("{key}: …{f}"));
        }
        // One kind of space, the narrow one, everywhere.
        assert!(!text.contains('\u{a0}'), "{key}: a wide no-break space");
    }
    // What the code joins: a turn summary with moves and a lost die, a channel
    // that a game holds (with the link to it).
    let turn = TurnRecord {
        color: Color::Red,
        dice: [5, 3],
        moves: vec![MoveRecord {
            die: 5,
            pawns: vec![1],
            from: "L1".into(),
            to: "O4".into(),
            cross: false,
            captured: vec![],
            center: vec![],
            auto: false,
        }],
    };
    let summary = turn_summary(Lang::Fr, &turn, "Ada", true);
    assert!(summary.contains("dé perdu"), "{summary}");
    let held = ChannelHolder::Game {
        id: GameId(7),
        place: Place {
            guild: GuildId(1),
            channel: ChannelId(2),
            message: Some(MessageId(3)),
            thread: None,
            message_from: 0,
        },
    };
    let refusal = channel_held_text(&held, &CommandIds::default()).render(Lang::Fr);
    for text in [summary, refusal] {
        for f in french_spacing_faults(&text) {
            faults.push(format!("joined: …{f}"));
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
    // The check itself sees a plain space, and passes notation and markup.
    assert_eq!(french_spacing_faults("Hôte : Ada ; ok ?").len(), 3);
    assert!(french_spacing_faults("Dés\u{202f}: `1h30` <t:9:R> 5: 1 L1→O4").is_empty());
}

#[test]
fn no_translation_spells_out_a_command_in_english_text() {
    for lang in Lang::ALL {
        for (key, text) in formatted(lang) {
            // A command reaches a message as a variable: a mention, or its name
            // in the reader's language (`/hypnosia abandonner`).
            let literal = text
                .replace("`/hypnosia resign`", "")
                .replace("`/hypnosia abandonner`", "")
                .replace("`/hypnosia aufgeben`", "")
                .replace("`/hypnosia poddaj`", "")
                .replace("`/hypnosia 기권`", "");
            assert!(!literal.contains("/hypnosia"), "{lang} {key}: {text}");
        }
    }
}

#[test]
fn commands_are_named_by_mention_or_in_the_readers_language() {
    let mention = CommandRef::new("hypnosia settings timeout", Some(99));
    assert_eq!(mention.render(Lang::Ko), "</hypnosia settings timeout:99>");
    let named = CommandRef::new("hypnosia settings timeout", None);
    assert_eq!(named.render(Lang::De), "`/hypnosia einstellungen zugzeit`");
    assert_eq!(named.render(Lang::Fr), "`/hypnosia paramètres temps`");
    let ids = CommandIds::default();
    assert_eq!(
        ids.mention("hypnosia replay").render(Lang::Pl),
        "`/hypnosia powtórka`"
    );
    let refusal = format_checked(
        Lang::De,
        "refusal-gif-too-large",
        &[
            ("game", Arg::Num(4.0)),
            ("replay", CommandRef::new("hypnosia replay", Some(5)).into()),
        ],
    )
    .unwrap();
    assert!(refusal.contains("</hypnosia replay:5>"), "{refusal}");
}

#[test]
fn polish_never_assumes_a_gender_and_korean_never_says_dangsin() {
    // Past tenses and participles that exist only in the masculine (or only in
    // the feminine) when said of the reader or of a named player.
    let gendered = [
        "wyrzucił",
        "poddał",
        "odszedł",
        "usunięty",
        "usunięta",
        "zostałeś",
        "zostałaś",
        "ukończył",
        "opuścił",
        "odwołał",
    ];
    for (key, text) in formatted(Lang::Pl) {
        for word in text.split(|c: char| !c.is_alphabetic()) {
            let second_person_past = ["łeś", "łaś", "łbyś"].iter().any(|e| word.ends_with(e));
            assert!(
                !second_person_past && !gendered.contains(&word),
                "pl {key}: {word} in {text}"
            );
        }
    }
    for (key, text) in formatted(Lang::Ko) {
        assert!(!text.contains("당신"), "ko {key}: {text}");
    }
}

#[test]
fn counts_agree_with_the_dice_and_winners_they_are_given() {
    let lost = |lang, n: usize| {
        format_checked(
            lang,
            "turn-summary-lost",
            &[("dice", Arg::from("5")), ("count", Arg::from(n))],
        )
        .unwrap()
    };
    assert!(
        lost(Lang::Fr, 1).contains("dé perdu"),
        "{}",
        lost(Lang::Fr, 1)
    );
    assert!(
        lost(Lang::Fr, 2).contains("dés perdus"),
        "{}",
        lost(Lang::Fr, 2)
    );
    assert!(lost(Lang::Pl, 2).contains("przepadają kostki"));
    assert!(lost(Lang::De, 1).contains("verfällt") && lost(Lang::De, 2).contains("verfallen"));
    let over = |lang, n: usize| {
        format_checked(
            lang,
            "replay-over",
            &[
                ("reason", Arg::from("x")),
                ("winners", Arg::from("Ada")),
                ("count", Arg::from(n)),
            ],
        )
        .unwrap()
    };
    assert!(over(Lang::EnUs, 1).contains("Winner: Ada"));
    assert!(over(Lang::EnUs, 2).contains("Winners: Ada"));
    assert!(over(Lang::Ko, 2).contains("공동 승자"));
}

#[test]
fn end_reasons_read_after_game_over_and_inside_a_list() {
    let reasons = [
        EndReason::CenterFull,
        EndReason::PlayersLeft,
        EndReason::BoardEmpty,
        EndReason::RoundLimit,
        EndReason::Cancelled,
    ];
    for lang in Lang::ALL {
        for reason in reasons {
            let words = end_reason(lang, reason);
            // A phrase, not a sentence: results add their own full stop, and
            // the list of past games puts it between "·".
            assert!(!words.ends_with('.'), "{lang} {words}");
            let first = words.chars().next().unwrap();
            match lang {
                // German nouns (and sentences after a colon) are capitalized.
                Lang::De => assert!(first.is_uppercase(), "{words}"),
                Lang::Ko => {}
                _ => assert!(first.is_lowercase(), "{lang} {words}"),
            }
            let over = format_checked(lang, "results-over", &[("reason", Arg::from(words))]);
            assert!(over.is_ok());
        }
    }
    assert_eq!(
        end_reason(Lang::EnUs, EndReason::RoundLimit),
        "round limit reached"
    );
}

#[test]
fn every_duration_the_bot_shows_reads_back_in_every_language() {
    let (lo, hi) = (TIMEOUT_RANGE.0.as_secs(), TIMEOUT_RANGE.1.as_secs());
    for lang in Lang::ALL {
        for secs in (lo..=hi).step_by(29).chain([60, 3600, 5400, 3605, hi]) {
            let d = Duration::from_secs(secs);
            let shown = describe_duration(lang, d);
            assert_eq!(parse_timeout(&shown), Ok(d), "{lang} {shown:?}");
        }
    }
    assert_eq!(
        describe_duration(Lang::De, Duration::from_secs(5400)),
        "1 Std. 30 Min."
    );
    assert_eq!(
        describe_duration(Lang::Ko, Duration::from_secs(150)),
        "2분 30초"
    );
    assert_eq!(
        describe_duration(Lang::Pl, Duration::from_secs(3600)),
        "1 godz."
    );
}

#[test]
fn the_english_source_is_american_and_its_rules_name_every_end() {
    for (key, text) in formatted(Lang::EnUs) {
        for british in ["cancelled", "anticlockwise", "recognise", "colour", "lobby"] {
            assert!(!text.contains(british), "{key}: {british} in {text}");
        }
    }
    let end = format_checked(Lang::EnUs, "rules-end", &[]).unwrap();
    for part in [
        "center is full",
        "fewer than two",
        "no pawn",
        "300 rounds",
        "equal scores",
    ] {
        assert!(end.contains(part), "{end}");
    }
}

#[test]
fn glossaries_name_crossing_rounds_records_and_the_variant() {
    for lang in Lang::ALL {
        let path = format!(
            "{}/assets/locales/{}/GLOSSARY.md",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let glossary = std::fs::read_to_string(&path).unwrap();
        for term in ["| cross", "| round", "| record", "| no stacks over bridges"] {
            assert!(glossary.contains(term), "{path} lacks {term}");
        }
    }
}
