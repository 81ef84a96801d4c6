//! Every plural key can be reached: a selector's `[one]`, `[few]`… names a
//! category of the language's own CLDR plural rules (the ones Fluent picks
//! with), since a number never selects a category its language lacks. Korean
//! has only `other`, so a Korean `[one]` is a branch no number takes; "exactly
//! one" is written `[1]` there.

use std::collections::BTreeSet;

use hypnosia::i18n::{Arg, Lang, format_checked, selectors};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// The name a Fluent variant key gives each category.
fn category_name(category: PluralCategory) -> &'static str {
    match category {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The categories `lang`'s cardinal rules produce over whole numbers up to
/// ten thousand, millions (newer CLDR's French `many`) and numbers with
/// decimals.
fn producible(lang: Lang) -> BTreeSet<&'static str> {
    // As Fluent looks them up: the whole tag, else its language (`en-US`: `en`).
    let id: LanguageIdentifier = lang.code().parse().unwrap();
    let language = LanguageIdentifier::from_parts(id.language, None, None, &[]);
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL)
        .or_else(|_| PluralRules::create(language, PluralRuleType::CARDINAL))
        .unwrap();
    let mut found = BTreeSet::new();
    for n in (0..=10_000u64).chain([1_000_000, 2_000_000]) {
        found.insert(category_name(rules.select(n).unwrap()));
    }
    for n in ["0.5", "1.0", "1.5", "2.5", "3.25", "5.5", "12.3", "1000.1"] {
        found.insert(category_name(rules.select(n).unwrap()));
    }
    found
}

#[test]
fn the_plural_rules_are_the_cldr_ones_the_review_names() {
    let names = |lang| producible(lang).into_iter().collect::<Vec<_>>();
    // Alphabetical order.
    assert_eq!(names(Lang::Ko), ["other"]);
    assert_eq!(names(Lang::Pl), ["few", "many", "one", "other"]);
    assert_eq!(names(Lang::EnUs), ["one", "other"]);
    assert_eq!(names(Lang::De), ["one", "other"]);
    // CLDR gives French a `many` (for millions) since version 38; the rules
    // Fluent selects with here are older, so a French `[many]` is dead too.
    assert_eq!(names(Lang::Fr), ["one", "other"]);
}

#[test]
fn no_selector_names_a_plural_category_its_language_never_produces() {
    let mut dead = Vec::new();
    let mut plural_selectors = 0;
    for lang in Lang::ALL {
        let categories = producible(lang);
        for selector in selectors(lang).unwrap_or_else(|e| panic!("{e}")) {
            let plural_keys: Vec<&String> = selector
                .named_keys
                .iter()
                .filter(|k| CATEGORIES.contains(&k.as_str()))
                .collect();
            if !plural_keys.is_empty() {
                plural_selectors += 1;
            }
            for key in plural_keys {
                if !categories.contains(key.as_str()) {
                    dead.push(format!(
                        "{lang} {}: [{key}] on ${} is never selected ({lang} has {categories:?})",
                        selector.message, selector.variable
                    ));
                }
            }
        }
    }
    // The walk sees the selectors (a parser that found none would pass).
    assert!(
        plural_selectors > 100,
        "only {plural_selectors} plural selectors"
    );
    assert!(dead.is_empty(), "{dead:#?}");
}

#[test]
fn a_lone_korean_pawn_is_not_called_a_stack() {
    // What the third review found: `[one]` in Korean made every one-pawn
    // move read "겹말" (a stack), on buttons, in lessons and in hints.
    let words = |count: f64, pawns: &str| {
        format_checked(
            Lang::Ko,
            "move-words",
            &[
                ("count", Arg::Num(count)),
                ("pawns", Arg::Str(pawns.into())),
                ("to", Arg::Str("O1까지".into())),
            ],
        )
        .unwrap()
    };
    let lone = words(1.0, "3");
    assert!(lone.contains("3번 말") && !lone.contains("겹말"), "{lone}");
    let stack = words(2.0, "1+2");
    assert!(stack.contains("겹말"), "{stack}");
}
