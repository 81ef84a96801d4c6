//! The glossary's terms where readers met them broken, and numbers written in
//! each language's way: French rates with "cote" (a "classement" is a
//! place), Polish never puts a preposition before a relative time Discord
//! fills in, the tournament and puzzle rows of every glossary, and one way to
//! write a decimal per language, for Fluent's numbers and for the text the
//! code puts together alike.

use std::collections::BTreeMap;

use hypnosia::i18n::{Arg, Lang, decimal, format_checked, message_variables};

use super::reading::formatted;

#[test]
fn french_calls_a_rating_cote_and_never_a_place() {
    let mut french: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (key, text) in formatted(Lang::Fr) {
        // "partie classée" is a game with a place; a rated game is "cotée".
        assert!(!text.contains("partie classée"), "fr {key}: {text}");
        assert!(!text.contains("parties classées"), "fr {key}: {text}");
        french.entry(key).or_default().push(text);
    }
    for (key, english) in formatted(Lang::EnUs) {
        if english.to_lowercase().contains("puzzle rating") {
            for text in &french[&key] {
                let text = text.to_lowercase();
                assert!(
                    text.contains("cote") && !text.contains("classement"),
                    "fr {key}: {text}"
                );
            }
        }
    }
}

/// The variables Discord fills with a relative time (`<t:…:R>`: "in 2
/// hours", "10 minutes ago").
const RELATIVE_TIMES: [&str; 5] = ["time", "when", "ends", "closes", "deadline"];

#[test]
fn polish_puts_no_preposition_before_a_relative_time() {
    // Discord writes "za 2 godziny" or "2 godziny temu": "od za 2 godziny"
    // is broken, "rusza za 2 godziny" reads.
    let relative = "<t:1700000000:R>";
    for (key, vars) in message_variables(Lang::Pl).unwrap() {
        if !vars.iter().any(|v| RELATIVE_TIMES.contains(&v.as_str())) {
            continue;
        }
        let args: Vec<(&str, Arg)> = vars
            .iter()
            .map(|v| match RELATIVE_TIMES.contains(&v.as_str()) {
                true => (v.as_str(), Arg::from(relative)),
                false => (v.as_str(), Arg::from("Ada")),
            })
            .collect();
        let text = format_checked(Lang::Pl, &key, &args).unwrap();
        for preposition in ["od", "do", "przed", "po", "o", "w", "we"] {
            let broken = format!(" {preposition} {relative}");
            assert!(!text.contains(&broken), "pl {key}: {text}");
        }
    }
}

#[test]
fn every_glossary_names_the_tournament_puzzle_and_direct_place_terms() {
    for lang in Lang::ALL {
        let path = format!(
            "{}/../assets/locales/{}/GLOSSARY.md",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let glossary = std::fs::read_to_string(&path).unwrap();
        for term in [
            "| tournament |",
            "| Swiss / knock-out |",
            "| tournament round |",
            "| standings / tie-break |",
            "| check-in |",
            "| podium |",
            "| puzzle / daily puzzle |",
            "| puzzle rating |",
            "| direct message / group DM |",
            "| app added to an account |",
            "| Finish for me |",
            "| played by the bot |",
            "| knock-out statuses |",
        ] {
            assert!(glossary.contains(term), "{path} lacks {term}");
        }
    }
}

#[test]
fn a_decimal_is_written_the_readers_way() {
    let two_thirds = 2.0 / 3.0;
    for (lang, thirds, half, whole, negative) in [
        (Lang::EnUs, "0.67", "1.5", "2", "\u{2212}0.3"),
        (Lang::Fr, "0,67", "1,5", "2", "\u{2212}0,3"),
        (Lang::De, "0,67", "1,5", "2", "\u{2212}0,3"),
        (Lang::Pl, "0,67", "1,5", "2", "\u{2212}0,3"),
        (Lang::Ko, "0.67", "1.5", "2", "\u{2212}0.3"),
    ] {
        assert_eq!(decimal(lang, two_thirds, 2), thirds, "{lang:?}");
        assert_eq!(decimal(lang, 1.5, 2), half, "{lang:?}");
        assert_eq!(decimal(lang, 2.0, 2), whole, "{lang:?}");
        assert_eq!(decimal(lang, -0.25, 1), negative, "{lang:?}");
        // Rounded to nothing, a negative number is a plain zero.
        assert_eq!(decimal(lang, -0.001, 2), "0", "{lang:?}");
        // Fluent writes a number given to a message the same way.
        let standing = format_checked(
            lang,
            "tournament-standing",
            &[
                ("rank", Arg::from(1)),
                ("player", Arg::from("Ada")),
                ("points", Arg::number(1.5, 2)),
                ("game", Arg::from(12)),
                ("opponents", Arg::number(two_thirds, 2)),
            ],
        )
        .unwrap();
        for number in [half, thirds] {
            assert!(standing.contains(number), "{lang:?}: {standing}");
        }
    }
}
