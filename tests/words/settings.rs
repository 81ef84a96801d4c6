//! A server's settings in words (`words/settings.rs`).

use hypnosia::i18n::Lang;
use hypnosia::t;
use hypnosia::table::{Ceilings, GuildSettings};
use hypnosia::words::markup::CommandIds;
use hypnosia::words::settings::{describe_settings, settings_page};

fn with_locale(locale: Option<&str>) -> GuildSettings {
    GuildSettings {
        guild_locale: locale.map(str::to_owned),
        ..GuildSettings::default()
    }
}

#[test]
fn a_server_whose_language_no_interaction_told_is_not_known_yet_rather_than_not_spoken() {
    let lang = Lang::EnUs;
    let not_known = t!(lang, "settings-language-auto-not-known");
    let not_spoken = t!(lang, "settings-language-auto-unknown");
    assert_ne!(not_known, not_spoken);

    let missing = describe_settings(
        lang,
        &with_locale(None),
        Ceilings::default(),
        &CommandIds::default(),
    );
    assert!(missing.contains(&not_known), "{missing}");
    assert!(!missing.contains(&not_spoken), "{missing}");

    let spanish = describe_settings(
        lang,
        &with_locale(Some("es-ES")),
        Ceilings::default(),
        &CommandIds::default(),
    );
    assert!(spanish.contains(&not_spoken), "{spanish}");
    assert!(!spanish.contains(&not_known), "{spanish}");

    let french = describe_settings(
        lang,
        &with_locale(Some("fr")),
        Ceilings::default(),
        &CommandIds::default(),
    );
    assert!(french.contains(Lang::Fr.native_name()), "{french}");
    assert!(!french.contains(&not_known) && !french.contains(&not_spoken));
}

#[test]
fn the_settings_in_words_include_the_pictures_settings() {
    let lang = Lang::EnUs;
    let on = t!(lang, "settings-on");
    let off = t!(lang, "settings-off");
    let s = GuildSettings {
        live_chances: false,
        avatars: true,
        ..GuildSettings::default()
    };
    let text = describe_settings(lang, &s, Ceilings::default(), &CommandIds::default());
    // Every change's answer says them as `settings show` does.
    assert!(
        text.contains(&t!(lang, "settings-chances", state = off.clone())),
        "{text}"
    );
    assert!(
        text.contains(&t!(lang, "settings-avatars", state = on.clone())),
        "{text}"
    );
}

#[test]
fn settings_show_has_a_title_and_each_line_its_command() {
    let commands = CommandIds::default();
    commands.remember([("hypnosia".to_owned(), 77)]);
    for lang in Lang::ALL {
        let described = describe_settings(
            lang,
            &GuildSettings::default(),
            Ceilings::default(),
            &commands,
        );
        let page = settings_page(lang, &described, "seasons: off", "daily: off", &commands);
        let lines: Vec<&str> = page.lines().collect();
        assert_eq!(lines[0], t!(lang, "settings-title"), "{lang:?}");
        let ceilings = t!(lang, "settings-ceilings", tables = 0, members = 0);
        let ceilings = ceilings.split("**").next().unwrap();
        for line in &lines[1..] {
            // The operator's caps change with no command; every other line names its own.
            let named = line.contains("</hypnosia settings ");
            assert_eq!(named, !line.starts_with(ceilings), "{lang:?}: {line}");
        }
        for sub in [
            "timeout",
            "allow",
            "disallow",
            "threads",
            "language",
            "limit",
            "member-limit",
            "chances",
            "avatars",
            "season",
            "puzzle",
        ] {
            assert!(
                page.contains(&format!("</hypnosia settings {sub}:77>")),
                "{lang:?} {sub}: {page}"
            );
        }
    }
}
