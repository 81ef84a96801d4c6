//! Grammar a template can break whatever the values it is given: a French
//! count of 0 or 1 before a plural word ("1 résolus sur 1"), and a Korean
//! particle after a bracket that does not fit the noun before the bracket
//! ("퍼즐(…)를"). Both slipped into public lines once.

use hypnosia::i18n::{Arg, Lang, format_checked, message_variables};

use super::reading::formatted;

/// French words ending in -s or -x that are not plurals (and "px", a unit).
const FRENCH_INVARIABLE: [&str; 17] = [
    "fois", "pas", "temps", "dans", "sans", "sous", "vers", "après", "avant", "plus", "moins",
    "mois", "prix", "choix", "vous", "nous", "px",
];

/// Where `text` puts a lone 0 or 1 (bold or not) before a word that ends like
/// a French plural: "1 résolus", "**0** parties".
fn french_plural_after_one(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut faults = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let lone = i == 0 || !(chars[i - 1].is_ascii_digit() || ",.".contains(chars[i - 1]));
        if !"01".contains(c) || !lone || chars.get(i + 1).is_some_and(|n| n.is_ascii_digit()) {
            continue;
        }
        let rest: String = chars[i + 1..].iter().collect();
        let rest = rest.trim_start_matches('*');
        let Some(rest) = rest.strip_prefix([' ', '\u{202f}']) else {
            continue;
        };
        let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        let plural = word.ends_with(['s', 'x']) && word.chars().count() > 1;
        if plural && !FRENCH_INVARIABLE.contains(&word.as_str()) {
            faults.push(format!("{c} {word}"));
        }
    }
    faults
}

/// Numbers the code never gives below 2, so a plural after them always reads:
/// (message, variable, why).
const NEVER_BELOW_TWO: [(&str, &str, &str); 20] = [
    (
        "own-errors-legend",
        "inaccuracy",
        "the marks' thresholds: 2, 5, 10",
    ),
    (
        "own-errors-worst-line",
        "loss",
        "a marked turn lost 2 points or more",
    ),
    (
        "puzzle-wrong",
        "loss",
        "a puzzle's turn leads every other by 15",
    ),
    ("rating-provisional", "of", "5 provisional games"),
    ("refusal-full", "seats", "a table has 2 to 6 seats"),
    ("refusal-tournament-full", "cap", "max_players is 2 to 64"),
    ("refusal-tournament-player-cap", "cap", "64 players"),
    ("refusal-tournament-server-cap", "cap", "3 tournaments"),
    ("refusal-tournament-rounds", "rounds", "12 rounds"),
    ("stats-error-better", "count", "the latest 5 games"),
    ("stats-error-worse", "count", "the latest 5 games"),
    ("stats-error-steady", "count", "the latest 5 games"),
    (
        "tournament-podium-footer",
        "players",
        "a tournament starts with 2",
    ),
    (
        "leaderboard-nobody-accuracy",
        "games",
        "listed from 3 games",
    ),
    ("left-removed", "count", "removed at the third time-out"),
    (
        "log-computers-played",
        "count",
        "a stretch of 2 turns or more",
    ),
    (
        "timeout-end-removed",
        "count",
        "removed at the third time-out",
    ),
    (
        "timeout-removed-notice",
        "count",
        "removed at the third time-out",
    ),
    (
        "turn-last-warning",
        "count",
        "said after the second time-out",
    ),
    (
        "turn-last-warning-alone",
        "count",
        "said after the second time-out",
    ),
];

#[test]
fn french_never_puts_a_plural_after_a_count_of_zero_or_one() {
    // French `one` covers 0 and 1 (and 0,5 or 1,5): "0 partie", "1 point".
    // Each variable is given 0 and 1 in turn, the others a name, so a count
    // written outside a selector shows the word that follows it.
    let french = message_variables(Lang::Fr).unwrap();
    let mut faults = Vec::new();
    for (key, vars) in &french {
        for counted in vars {
            let exempt = NEVER_BELOW_TWO
                .iter()
                .any(|(k, v, _)| k == key && v == counted);
            for n in [0.0, 1.0] {
                let args: Vec<(&str, Arg)> = vars
                    .iter()
                    .map(|v| match v == counted {
                        true => (v.as_str(), Arg::Num(n)),
                        false => (v.as_str(), Arg::from("Ada")),
                    })
                    .collect();
                let text = format_checked(Lang::Fr, key, &args).unwrap();
                for fault in french_plural_after_one(&text) {
                    if !exempt {
                        faults.push(format!("fr {key} (${counted} = {n}): “{fault}” in {text}"));
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
    // The list names variables that exist.
    for (key, var, why) in NEVER_BELOW_TWO {
        assert!(french[key].contains(var), "{key} has no ${var} ({why})");
    }
    // The check itself sees the slip, bold or not, and passes what reads.
    assert_eq!(french_plural_after_one("1 résolus sur 1").len(), 1);
    assert_eq!(french_plural_after_one("**0** parties, 1 fois").len(), 1);
    assert!(french_plural_after_one("1 résolu sur 1, 10 parties, 2,1 pts").is_empty());
}

/// Whether the Hangul syllable `c` ends in a consonant (has a 받침).
fn ends_in_consonant(c: char) -> Option<bool> {
    let code = u32::from(c);
    (0xAC00..=0xD7A3)
        .contains(&code)
        .then(|| (code - 0xAC00) % 28 != 0)
}

/// Particles as (after a consonant, after a vowel): object, subject, topic, "and".
const KOREAN_PARTICLES: [(char, char); 4] =
    [('을', '를'), ('이', '가'), ('은', '는'), ('과', '와')];

/// Where `text` puts a particle right after a closing bracket that does not
/// fit the Hangul noun before the opening one: "퍼즐(11월 26일)를".
fn korean_particle_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut faults = Vec::new();
    for (close, &c) in chars.iter().enumerate() {
        let Some(&particle) = chars.get(close + 1) else {
            continue;
        };
        if c != ')' {
            continue;
        }
        let Some(open) = chars[..close].iter().rposition(|&o| o == '(') else {
            continue;
        };
        let Some(consonant) = open
            .checked_sub(1)
            .and_then(|j| ends_in_consonant(chars[j]))
        else {
            continue;
        };
        for (after_consonant, after_vowel) in KOREAN_PARTICLES {
            let wrong = match consonant {
                true => after_vowel,
                false => after_consonant,
            };
            if particle == wrong {
                let from = open.saturating_sub(4);
                faults.push(chars[from..=close + 1].iter().collect());
            }
        }
    }
    faults
}

#[test]
fn korean_particles_after_a_bracket_fit_the_noun_before_it() {
    let mut faults = std::collections::BTreeSet::new();
    for (key, text) in formatted(Lang::Ko) {
        for fault in korean_particle_faults(&text) {
            faults.insert(format!("ko {key}: “{fault}” in {text}"));
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
    // The check itself knows 받침 from none, and looks only after a bracket.
    assert_eq!(korean_particle_faults("오늘의 퍼즐(11월 26일)를").len(), 1);
    assert_eq!(
        korean_particle_faults("체크인(3명)을 열고 순위(1위)가").len(),
        0
    );
    assert_eq!(korean_particle_faults("게임판(1)을 시상대(2)을").len(), 1);
}
