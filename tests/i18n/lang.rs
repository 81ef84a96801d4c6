//! Discord's locales map to languages; any other to English.

use hypnosia::i18n::*;

#[test]
fn discord_locales_map_to_languages_and_others_to_english() {
    assert_eq!(Lang::from_discord("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_discord("en-GB"), Some(Lang::EnUs));
    assert_eq!(Lang::from_discord("ko"), Some(Lang::Ko));
    assert_eq!(Lang::from_discord("pt-BR"), None);
    assert_eq!(Lang::for_locale(Some("es-ES")), Lang::EnUs);
    assert_eq!(Lang::for_locale(Some("")), Lang::EnUs);
    assert_eq!(Lang::for_locale(None), Lang::EnUs);
    for lang in Lang::ALL {
        assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
    }
}
