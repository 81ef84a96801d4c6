//! A server's settings in words (`words/settings.rs`).

use hypnosia::i18n::Lang;
use hypnosia::t;
use hypnosia::table::{Ceilings, GuildSettings};
use hypnosia::words::settings::describe_settings;

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

    let missing = describe_settings(lang, &with_locale(None), Ceilings::default());
    assert!(missing.contains(&not_known), "{missing}");
    assert!(!missing.contains(&not_spoken), "{missing}");

    let spanish = describe_settings(lang, &with_locale(Some("es-ES")), Ceilings::default());
    assert!(spanish.contains(&not_spoken), "{spanish}");
    assert!(!spanish.contains(&not_known), "{spanish}");

    let french = describe_settings(lang, &with_locale(Some("fr")), Ceilings::default());
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
    let text = describe_settings(lang, &s, Ceilings::default());
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
