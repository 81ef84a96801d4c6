//! What the texts say, as a native reader sees them: French typography as
//! formatted (code joins included), commands named by mention or in the
//! reader's language, gender-neutral Polish, Korean without "당신", counts that
//! agree, end reasons that read after "Game over:", durations that read back,
//! the American English source and the glossaries' shared entries.

use std::time::Duration;

use hypnosia::game::{Color, EndReason, MoveRecord, TurnRecord};
use hypnosia::i18n::{Arg, CommandRef, Lang, Text, format_checked, message_variables};
use hypnosia::table::{
    ChannelHolder, ChannelId, GameId, GuildId, MessageId, Place, TIMEOUT_RANGE, parse_timeout,
};
use hypnosia::words::markup::CommandIds;
use hypnosia::words::names::{describe_duration, end_reason};
use hypnosia::words::refusals::channel_held_text;
use hypnosia::words::turns::turn_summary;

/// Every message of `lang` as formatted: each variable given a name, a number
/// and a command, so that every variant of every selector shows up somewhere.
pub(super) fn formatted(lang: Lang) -> Vec<(String, String)> {
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
/// `: ; ? !`, after "n°" and inside « », and has something else. Code spans (`…`), Discord's markup
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
            // "n° 3" and « pion 3 » take the narrow space inside as well.
            '°' | '«' | '»' if !code && !markup => {
                let number_sign = c == '°'
                    && i.checked_sub(1).map(|j| chars[j]) == Some('n')
                    && !i.checked_sub(2).is_some_and(|j| chars[j].is_alphanumeric());
                let spaced = match c {
                    '»' => i.checked_sub(1).map(|j| chars[j]) == Some('\u{202f}'),
                    _ => chars.get(i + 1) == Some(&'\u{202f}'),
                };
                if (c != '°' || number_sign) && !spaced {
                    let from = i.saturating_sub(15);
                    let to = (i + 2).min(chars.len());
                    faults.push(chars[from..to].iter().collect());
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
            cause: None,
        }],
    };
    let summary = turn_summary(Lang::Fr, &turn, "Ada", true);
    assert!(summary.contains("dé perdu"), "{summary}");
    let held = ChannelHolder::Game {
        id: GameId(7),
        place: {
            let mut place = Place::in_server(GuildId(1), ChannelId(2));
            place.screen.message = Some(MessageId(3));
            place
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
    assert_eq!(french_spacing_faults("partie n° 3, « pion 3 »").len(), 3);
    let narrow = "partie n\u{b0}\u{202f}3, «\u{202f}pion 3\u{202f}», 90° ouest";
    assert!(french_spacing_faults(narrow).is_empty());
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
        "samemu",
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
    // Slow games: days, up to a week.
    let day_and_a_half = Duration::from_secs(36 * 3600);
    for (lang, shown) in [
        (Lang::EnUs, "1 d 12 h"),
        (Lang::Fr, "1 j 12 h"),
        (Lang::De, "1 Tag 12 Std."),
        (Lang::Pl, "1 dzień 12 godz."),
        (Lang::Ko, "1일 12시간"),
    ] {
        assert_eq!(describe_duration(lang, day_and_a_half), shown);
    }
    assert_eq!(
        describe_duration(Lang::Pl, Duration::from_secs(3 * 86_400)),
        "3 dni"
    );
    assert_eq!(
        describe_duration(Lang::De, Duration::from_secs(7 * 86_400)),
        "7 Tage"
    );
    for typed in ["1d12h", "1d12", "36h", "1 day 12 hours", "1 jour 12 h"] {
        assert_eq!(parse_timeout(typed), Ok(day_and_a_half), "{typed}");
    }
    assert_eq!(parse_timeout("3d"), Ok(Duration::from_secs(3 * 86_400)));
    assert!(parse_timeout("8d").is_err(), "a week at most");
    assert!(parse_timeout("1h1d").is_err(), "largest unit first");
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
            "{}/../assets/locales/{}/GLOSSARY.md",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let glossary = std::fs::read_to_string(&path).unwrap();
        for term in ["| cross", "| round", "| record", "| no stacks over bridges"] {
            assert!(glossary.contains(term), "{path} lacks {term}");
        }
    }
}

/// The message of `key` in `lang` with no variables.
fn plain_text(lang: Lang, key: &str) -> String {
    format_checked(lang, key, &[]).unwrap()
}

#[test]
fn the_rematch_invitation_names_the_join_button_as_it_reads() {
    for lang in Lang::ALL {
        let join = plain_text(lang, "lobby-join");
        let invite = format_checked(
            lang,
            "rematch-invite",
            &[("invited", Arg::from("@Bo")), ("host", Arg::from("@Ada"))],
        )
        .unwrap();
        assert!(invite.contains(&join), "{lang}: no “{join}” in {invite}");
    }
}

#[test]
fn german_calls_one_dies_move_a_teilzug_where_a_button_is_one() {
    // The glossary: Zug is a whole turn (both dice), Teilzug one die's move,
    // which is what a button plays.
    for key in ["learn-read-board", "learn-read-button", "learn-shown"] {
        // `learn-shown` alone uses the mark; the others ignore it.
        let text = format_checked(Lang::De, key, &[("mark", Arg::from("✓"))]).unwrap();
        assert!(text.contains("Teilzug"), "{key}: {text}");
        assert!(!text.contains(" Zug "), "{key}: {text}");
    }
    let blocked = format_checked(
        Lang::De,
        "turn-line-no-move",
        &[("line", Arg::from("…")), ("die", Arg::from(4))],
    )
    .unwrap();
    assert!(blocked.contains("kein Teilzug"), "{blocked}");
}

#[test]
fn polish_names_a_blocked_die_by_its_face_word() {
    // "kostką 4" is what the glossary asks not to say: "czwórką".
    let blocked = |die: u8| {
        format_checked(
            Lang::Pl,
            "turn-line-no-move",
            &[("line", Arg::from("…")), ("die", Arg::from(die))],
        )
        .unwrap()
    };
    assert!(
        blocked(4).contains("czwórką nie ma ruchu"),
        "{}",
        blocked(4)
    );
    assert!(blocked(6).contains("szóstką"), "{}", blocked(6));
}

#[test]
fn polish_names_a_game_called_off_by_the_bot_in_the_nominative() {
    // "Koniec gry: odwołana — bot (…)": the name follows a dash, no "przez".
    let by = Text::new("cancelled-out-of-reach");
    let text =
        format_checked(Lang::Pl, "results-cancelled-by", &[("name", Arg::from(by))]).unwrap();
    assert!(text.contains("— bot ("), "{text}");
}

#[test]
fn polish_speaks_of_players_not_members_in_command_names_and_never_of_the_reader_alone() {
    for (key, text) in formatted(Lang::Pl) {
        // Command and option names: "limit członka" reads crudely; the
        // descriptions may speak of "członków" (plural), which reads fine.
        if key.starts_with("cmd-") && !key.ends_with("description") {
            assert!(!text.contains("człon"), "pl {key}: {text}");
        }
        // "sam"/"sama" said of the reader is a gender.
        for phrase in [
            "grasz sam",
            "sam wybierzesz",
            "sama wybierzesz",
            "jesteś zapisan",
            "jako pierwszy",
            "jako pierwsza",
            "rozwiązuje je sam (",
        ] {
            assert!(!text.contains(phrase), "pl {key}: {text}");
        }
    }
}
