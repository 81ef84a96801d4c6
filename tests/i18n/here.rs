//! Where a person's install of the app answers (a DM, a group DM, a server
//! that never added the bot), the words say "here", never "this server"; the
//! refusal for the rest lists the commands the code lets through; and the
//! knock-out's statuses can be told from its rounds.

use hypnosia::i18n::{Lang, format_checked};
use hypnosia::words::commands::{ANYWHERE, SERVER_ONLY, dm_refusal};
use hypnosia::words::markup::CommandIds;

use super::reading::formatted;

/// "this server" in each language, lowercased, in every case it takes.
fn this_server(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::EnUs => &["this server"],
        Lang::Fr => &["ce serveur"],
        Lang::De => &["diesem server", "dieses servers", "dieser server"],
        Lang::Pl => &["tym serwerze", "tego serwera", "ten serwer", "tym serwerem"],
        Lang::Ko => &["이 서버"],
    }
}

/// The messages that show only where a server added the bot, and so may
/// name it: an admin's acts, tournaments, a server's channel settings, and
/// the refusal about the server that lets no app post.
const SERVER_ONLY_MESSAGES: [&str; 8] = [
    "lobby-admin-closed",
    "tournament-list-empty",
    "refusal-tournament-server-cap",
    "refusal-tournament-none",
    "refusal-rematch-not-allowed",
    "refusal-channel-not-allowed",
    "refusal-external-apps-off",
    "settings-language-auto-unknown",
];

/// Whether `key` is shown only where a server added the bot: one of
/// [`SERVER_ONLY_MESSAGES`], or the name or description of a command of
/// [`SERVER_ONLY`] (`cmd-settings-timeout.description`).
fn server_only(key: &str) -> bool {
    let id = key.split('.').next().unwrap_or(key);
    SERVER_ONLY_MESSAGES.contains(&id)
        || SERVER_ONLY.iter().any(|c| {
            let c = format!("cmd-{c}");
            id == c || id.starts_with(&format!("{c}-"))
        })
}

#[test]
fn no_message_a_dm_can_show_says_this_server() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (key, text) in formatted(lang) {
            let lower = text.to_lowercase();
            if !server_only(&key) && this_server(lang).iter().any(|p| lower.contains(p)) {
                wrong.push(format!("{lang:?} {key}: {text}"));
            }
        }
    }
    wrong.dedup();
    assert!(wrong.is_empty(), "say \"here\": {wrong:#?}");
}

#[test]
fn the_refusal_where_only_the_app_answers_lists_what_the_code_lets_through() {
    // The lists are the commands: every subcommand of /hypnosia in one of them.
    let commands = hypnosia::discord::commands::all();
    let hypnosia = commands.iter().find(|c| c.name == "hypnosia").unwrap();
    let mut subcommands: Vec<&str> = hypnosia.subcommands.iter().map(|c| &*c.name).collect();
    let mut listed: Vec<&str> = ANYWHERE.iter().chain(&SERVER_ONLY).copied().collect();
    listed.retain(|c| *c != "challenge");
    subcommands.sort_unstable();
    listed.sort_unstable();
    assert_eq!(subcommands, listed, "each subcommand in exactly one list");
    assert!(commands.iter().any(|c| c.name == "challenge"));

    let ids = CommandIds::default();
    for lang in Lang::ALL {
        let refusal = dm_refusal(&ids).render(lang);
        let named = |sub: &str| {
            let name = format_checked(lang, &format!("cmd-{sub}"), &[]).unwrap();
            refusal.contains(&format!(" {name}`"))
        };
        for sub in ANYWHERE
            .iter()
            .chain(&SERVER_ONLY)
            .filter(|c| **c != "challenge")
        {
            assert!(named(sub), "{lang:?} names /hypnosia {sub}: {refusal}");
        }
        let challenge = format_checked(lang, "cmd-challenge", &[]).unwrap();
        assert!(refusal.contains(&challenge), "{lang:?}: {refusal}");
        // What works here comes before what needs a server.
        let (last_here, first_server) = (
            refusal.find(&format!(
                " {}`",
                format_checked(lang, "cmd-replay", &[]).unwrap()
            )),
            refusal.find(&format!(
                " {}`",
                format_checked(lang, "cmd-settings", &[]).unwrap()
            )),
        );
        assert!(last_here < first_server, "{lang:?}: {refusal}");
    }
}

#[test]
fn a_knockout_status_never_repeats_its_round() {
    let say = |lang, key: &str| format_checked(lang, key, &[]).unwrap().to_lowercase();
    for lang in Lang::ALL {
        let (final_round, finalist, winner) = (
            say(lang, "tournament-card-final"),
            say(lang, "tournament-card-finalist"),
            say(lang, "tournament-card-winner"),
        );
        // "Final · Final" for every beaten finalist tells nothing.
        assert_ne!(finalist, final_round, "{lang:?}");
        assert_ne!(winner, final_round, "{lang:?}");
        assert_ne!(winner, finalist, "{lang:?}");
    }
}
