//! The engine's outcomes, typed where it decides them (architecture-3 L4)
//! and worded here at the edge: a lobby closed by a click, a tournament
//! command done, a game called off. The words people read are those the
//! engine wrote before, in every language.

use std::collections::HashSet;

use hypnosia::i18n::{Lang, Text};
use hypnosia::seating::TournamentAct;
use hypnosia::table::{CancelledBy, LobbyClosedBy, UserId};
use hypnosia::words::messages::lobby_closed_text;
use hypnosia::words::results::cancelled_by_text;
use hypnosia::words::tournaments::act_done_text;

/// Each text rendered in every language: none empty, and no two alike in one.
fn distinct_everywhere(texts: &[Text]) {
    for lang in Lang::ALL {
        let said: HashSet<String> = texts.iter().map(|t| t.render(lang)).collect();
        assert_eq!(said.len(), texts.len(), "{lang:?}: two outcomes read alike");
        assert!(said.iter().all(|s| !s.trim().is_empty()), "{lang:?}");
    }
}

#[test]
fn a_lobby_closed_by_a_click_says_who_closed_it() {
    let say = |by| lobby_closed_text(by).render(Lang::EnUs);
    assert_eq!(
        say(LobbyClosedBy::EverybodyLeft),
        "Everybody left; this table is closed."
    );
    assert_eq!(say(LobbyClosedBy::Host), "The host closed this table.");
    assert_eq!(
        say(LobbyClosedBy::Admin),
        "A member who manages this server closed this table."
    );
    let all = [
        LobbyClosedBy::EverybodyLeft,
        LobbyClosedBy::Host,
        LobbyClosedBy::Admin,
    ];
    distinct_everywhere(&all.map(lobby_closed_text));
}

#[test]
fn a_tournament_command_done_tells_the_asker_what_was_done() {
    let say = |act| act_done_text(act).render(Lang::EnUs);
    assert_eq!(say(TournamentAct::Leave), "You left the tournament.");
    assert_eq!(
        say(TournamentAct::Start),
        "The tournament started: its tables are playing."
    );
    assert_eq!(say(TournamentAct::Cancel), "The tournament is called off.");
    let out = UserId(42);
    assert_eq!(
        say(TournamentAct::Remove(out)),
        "<@42> is out of the tournament."
    );
    let all = [
        TournamentAct::Leave,
        TournamentAct::Start,
        TournamentAct::Cancel,
        TournamentAct::Remove(out),
    ];
    distinct_everywhere(&all.map(act_done_text));
    for lang in Lang::ALL {
        let removed = act_done_text(TournamentAct::Remove(out)).render(lang);
        assert!(removed.contains("<@42>"), "{lang:?}: {removed}");
    }
}

#[test]
fn a_game_called_off_names_who_or_what_called_it_off() {
    let say = |by: &CancelledBy| cancelled_by_text(by).render(Lang::EnUs);
    let ada = || "Ada".to_owned();
    assert_eq!(say(&CancelledBy::Player(ada())), "Ada");
    assert_eq!(say(&CancelledBy::Force(ada())), "Ada (Manage Server)");
    assert_eq!(say(&CancelledBy::Vote(ada())), "Ada (everyone agreed)");
    assert_eq!(say(&CancelledBy::Idle), "the bot (a day without a move)");
    assert_eq!(
        say(&CancelledBy::OutOfReach),
        "the bot (this channel is out of its reach)"
    );
    assert_eq!(
        say(&CancelledBy::Unclicked),
        "the bot (nobody came back to the board after a time-out)"
    );
    let all = [
        CancelledBy::Player(ada()),
        CancelledBy::Force(ada()),
        CancelledBy::Vote(ada()),
        CancelledBy::Idle,
        CancelledBy::OutOfReach,
        CancelledBy::Unclicked,
    ];
    distinct_everywhere(&all.each_ref().map(cancelled_by_text));
    // A name reads the same in every language.
    for lang in Lang::ALL {
        assert_eq!(
            cancelled_by_text(&CancelledBy::Player(ada())).render(lang),
            "Ada"
        );
    }
}
