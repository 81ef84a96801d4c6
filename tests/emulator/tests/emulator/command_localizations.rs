//! Command registrations with localized names and descriptions, checked as Discord checks
//! them: lowercase where the script has case, no spaces, known locales, length limits.

use hypnosia_emulator::Emulator;
use serde_json::json;

use crate::recording_client::raw;

/// Registers one `/hypnosia new` whose option carries `localized` as its name in
/// `locale`, and its French description `description`; the HTTP status.
async fn register_localized(
    emu: &Emulator,
    locale: &str,
    localized: &str,
    description: &str,
    choice: &str,
) -> u16 {
    let command = json!([{
        "name": "hypnosia", "type": 1, "description": "Play",
        "name_localizations": {"fr": "hypnosia", "ko": "힙노시아"},
        "options": [{
            "type": 1, "name": "new", "description": "Open a lobby",
            "name_localizations": {"de": "neu", "pl": "nowa"},
            "description_localizations": {"fr": description},
            "options": [{
                "type": 3, "name": "variant", "description": "Rules variant",
                "name_localizations": {locale: localized},
                "choices": [{"name": "standard", "value": "0",
                             "name_localizations": {"fr": choice}}],
            }],
        }],
    }]);
    let path = format!("/applications/{}/commands", emu.bot_id());
    raw(emu, reqwest::Method::PUT, &path, command)
        .await
        .status()
        .as_u16()
}

#[tokio::test]
async fn command_localizations_are_checked_like_discord() {
    // Many calls to one route from a client without a limiter: buckets large enough to
    // leave them alone (the limits have tests of their own, `rate_limits.rs`).
    let emu = Emulator::start_with(hypnosia_emulator::EmulatorConfig {
        rate_limits: hypnosia_emulator::RateLimits {
            route_limit: 1000,
            ..Default::default()
        },
        ..Default::default()
    })
    .await;
    let fine = "Ouvrir une table";
    // Lowercase in every script that has case; Hangul has none.
    assert_eq!(
        register_localized(&emu, "ko", "변형", fine, "norme").await,
        200
    );
    assert_eq!(
        register_localized(&emu, "pl", "wątek", fine, "norme").await,
        200
    );
    emu.assert_no_violations();
    // Capitals, spaces, unknown locales, long names and descriptions: 400.
    assert_eq!(
        register_localized(&emu, "de", "Variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "la variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr-FR", "variante", fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", &"v".repeat(33), fine, "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", &"d".repeat(101), "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", "", "x").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", fine, "").await,
        400
    );
    assert_eq!(
        register_localized(&emu, "fr", "variante", fine, &"c".repeat(101)).await,
        400
    );
    assert_eq!(emu.take_violations().len(), 8);
}
