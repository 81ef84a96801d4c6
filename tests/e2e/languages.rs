//! End to end: who reads which language. Answers only one person sees follow
//! that person's Discord client (`locale`); public messages and their buttons
//! follow the server (`/hypnosia settings language`, else the server's own
//! `guild_locale`, else English). The commands are registered with every
//! language, within Discord's limits (the emulator answers 400 otherwise).

use crate::support::{
    BotOptions, WAIT, assert_refused, has_move_buttons, lobby_number, open_lobby_in,
    private_command, start,
};
use hypnosia_emulator::EmuMessage;
use serde_json::{Value, json};

fn title(m: &EmuMessage) -> String {
    m.embeds
        .first()
        .and_then(|e| e["title"].as_str())
        .unwrap_or_default()
        .to_owned()
}

async fn a_french_player_reads_french_while_the_lobby_follows_the_servers_german() {
    let w = start(BotOptions {
        guild_commands: false,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    // The server's own language is Korean, but its moderators chose German.
    emu.set_guild_locale(w.guild, "ko");
    let owner = emu.guild_owner();
    let r = private_command(
        emu,
        owner,
        channel,
        "hypnosia settings language",
        // The choices in their order: the server's own, en-US, fr, de, pl, ko.
        &[("language", json!(3))],
    )
    .await
    .text();
    assert!(
        r.contains("Language of public messages: **Deutsch**"),
        "the owner's English client reads English: {r}"
    );

    let alice = emu.add_user("alice");
    emu.set_user_locale(alice, "fr");
    let bob = emu.add_user("bob");
    emu.set_user_locale(bob, "pl");
    let lobby = open_lobby_in(emu, channel, alice, &[]).await;
    assert_eq!(title(&lobby), "Hypnosia — neuer Tisch");
    let r = emu
        .click_label(bob, channel, lobby.id, "Mitspielen")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let now = emu.message(lobby.id).expect("the lobby");
    assert!(now.text().contains("Plätze (2/6)"), "{}", now.text());

    // Each one's refusals in their own language; the lobby stays German.
    assert_refused(
        &emu.click_label(alice, channel, lobby.id, "Mitspielen")
            .response()
            .await,
        "Vous avez déjà une place à cette table.",
    );
    assert_refused(
        &emu.click_label(bob, channel, lobby.id, "Starten (Gastgeber)")
            .response()
            .await,
        &format!("Tylko <@{alice}>, gospodarz stołu, może rozpocząć grę."),
    );
    let asked = emu.slash(alice, channel, "hypnosia rules", &[]);
    assert!(
        asked.response().await.ephemeral,
        "the rules are for alice only"
    );
    let shown = asked
        .wait(WAIT, |s| {
            s.original.as_ref().is_some_and(|m| !m.embeds.is_empty())
        })
        .await
        .expect("the rules");
    let rules = shown.original.expect("the rules");
    assert_eq!(title(&rules), "Hypnosia — les règles en bref");
    assert!(rules.text().contains("pont"), "{}", rules.text());

    // Back to the server's own language: the next public message is Korean.
    private_command(
        emu,
        owner,
        channel,
        "hypnosia settings language",
        &[("language", json!(0))],
    )
    .await;
    let r = emu
        .click_label(alice, channel, lobby.id, "Abbrechen (Gastgeber)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    assert_eq!(r.content(), "방장이 이 대기실을 닫았습니다.");

    // A server in a language the bot does not speak reads English.
    let spanish = emu.add_guild("Servidor");
    let other = emu.add_channel(spanish, "juegos");
    emu.set_guild_locale(spanish, "es-ES");
    let lobby = open_lobby_in(emu, other, bob, &[]).await;
    assert_eq!(title(&lobby), "Hypnosia — new table");
    emu.assert_no_violations();
}

async fn a_french_servers_settings_name_french_before_any_game() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    emu.set_guild_locale(w.guild, "fr");
    let owner = emu.guild_owner();
    // The settings command is the server's first interaction with the bot.
    let shown = private_command(emu, owner, channel, "hypnosia settings show", &[])
        .await
        .text();
    assert!(
        shown.contains("Language of public messages: **Français (the server's language)**"),
        "{shown}"
    );
    assert!(!shown.contains("not one the bot speaks"), "{shown}");
    // A change is answered with every setting, as `settings show` says them.
    let echo = private_command(
        emu,
        owner,
        channel,
        "hypnosia settings threads",
        &[("enabled", json!(true))],
    )
    .await
    .text();
    let threads = "Games in threads (several per channel): ";
    assert!(echo.contains(&format!("{threads}**on**")), "{echo}");
    for line in shown.lines().filter(|l| !l.starts_with(threads)) {
        assert!(echo.contains(line), "{line:?} in {echo}");
    }
    // And the public messages that follow speak it.
    let lobby = open_lobby_in(emu, channel, owner, &[]).await;
    assert_eq!(title(&lobby), "Hypnosia — nouvelle table");
    emu.assert_no_violations();
}

async fn the_commands_are_registered_in_every_language() {
    let w = start(BotOptions::default()).await;
    let commands = w.emu.commands(Some(w.guild));
    let hypnosia = commands
        .iter()
        .find(|c| c["name"] == "hypnosia")
        .expect("/hypnosia");
    for locale in ["fr", "de", "pl", "ko"] {
        assert!(
            hypnosia["description_localizations"][locale].is_string(),
            "{locale}"
        );
    }
    let sub = |name: &str| -> &Value {
        hypnosia["options"]
            .as_array()
            .and_then(|o| o.iter().find(|s| s["name"] == name))
            .unwrap_or_else(|| panic!("/hypnosia {name}"))
    };
    let new = sub("new");
    assert_eq!(new["name_localizations"]["fr"], "nouvelle");
    assert_eq!(new["name_localizations"]["ko"], "새게임");
    let variant = &new["options"][0];
    assert_eq!(variant["name"], "variant");
    assert_eq!(variant["choices"][1]["name"], "no stacks over bridges");
    assert_eq!(
        variant["choices"][1]["name_localizations"]["de"],
        "Stapel überqueren keine Brücken"
    );
    let settings = sub("settings");
    let language = settings["options"]
        .as_array()
        .and_then(|o| o.iter().find(|s| s["name"] == "language"))
        .expect("/hypnosia settings language");
    assert_eq!(language["name_localizations"]["pl"], "język");
    // The emulator checked every name and description against Discord's rules.
    w.emu.assert_no_violations();
}

async fn a_started_lobby_says_what_happened_and_refusals_mention_the_commands() {
    let w = start(BotOptions::default()).await;
    let (emu, channel) = (&w.emu, w.channel);
    emu.set_guild_locale(w.guild, "fr");
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    emu.set_user_locale(bob, "de");
    let lobby = open_lobby_in(emu, channel, alice, &[("seats", json!(2))]).await;
    let number = lobby_number(&lobby);
    let r = emu
        .click_label(bob, channel, lobby.id, "Rejoindre")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    let r = emu
        .click_label(alice, channel, lobby.id, "Lancer (hôte)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "{}", r.content());
    // Two people: the first turn is a new message under the lobby's.
    emu.wait_for_last_message(channel, |m| m.id != lobby.id && has_move_buttons(m), WAIT)
        .await
        .expect("the first turn");
    let said = emu.message(lobby.id).expect("the lobby message").text();
    assert!(
        said.contains(&format!("La partie n°\u{202f}{number} a commencé ici")),
        "which game, and where: {said}"
    );
    assert!(
        said.contains(&format!("<@{alice}>")) && said.contains(&format!("<@{bob}>")),
        "who plays: {said}"
    );
    assert_ne!(said.trim(), "—");

    // bob (German client) tries to open a table here: he is pointed to the
    // commands that end the game as mentions, which his client shows in German.
    let id = emu
        .command_id(Some(w.guild), "hypnosia")
        .expect("/hypnosia's id");
    let r = emu
        .slash(bob, channel, "hypnosia new", &[])
        .response()
        .await;
    assert!(r.ephemeral, "{}", r.content());
    let told = r.content();
    assert!(
        told.contains("In diesem Kanal läuft schon eine Partie"),
        "{told}"
    );
    assert!(
        told.contains(&format!("</hypnosia resign:{id}>"))
            && told.contains(&format!("</hypnosia cancel:{id}>")),
        "{told}"
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_french_player_reads_french_while_the_lobby_follows_the_servers_german,
    the_commands_are_registered_in_every_language,
    a_started_lobby_says_what_happened_and_refusals_mention_the_commands,
    a_french_servers_settings_name_french_before_any_game,
}
