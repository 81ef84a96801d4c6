use hypnosia::game::{Color, PlayerKind, PlayerRecord};
use hypnosia::i18n::Lang;
use hypnosia::table::UserId;
use hypnosia::table::{Level, Seat};
use hypnosia::words::names::*;

#[test]
fn several_computers_are_numbered_the_same_way_everywhere() {
    let seats = [
        Seat::ai(Color::Green, Level::Easy),
        Seat::human(Color::Red, UserId(1), "ada"),
        Seat::ai(Color::Yellow, Level::Easy),
    ];
    // In color order (yellow before green), whatever the seats' order.
    assert_eq!(
        seat_occupant_name(Lang::EnUs, &seats, &seats[2]),
        "AI 1 (easy)"
    );
    assert_eq!(
        seat_occupant_name(Lang::EnUs, &seats, &seats[0]),
        "AI 2 (easy)"
    );
    assert_eq!(
        seat_occupant_name(Lang::Fr, &seats, &seats[0]),
        "IA 2 (facile)"
    );
    // A record of the same table names them alike.
    let players: Vec<PlayerRecord> = seats
        .iter()
        .map(|s| PlayerRecord {
            color: s.color,
            name: s.occupant.name(),
            kind: if s.occupant.user().is_some() {
                PlayerKind::Human
            } else {
                PlayerKind::Ai
            },
        })
        .collect();
    assert_eq!(
        record_player_name(Lang::EnUs, &players, Color::Green),
        "AI 2 (easy)"
    );
    assert_eq!(record_player_name(Lang::EnUs, &players, Color::Red), "ada");
    // One computer needs no number.
    assert_eq!(
        seat_occupant_name(Lang::EnUs, &seats[..2], &seats[0]),
        "AI (easy)"
    );
}

#[test]
fn no_color_emoji_shows_another_seats_shape() {
    // Red's pawns are circles and yellow's squares: no other seat may
    // use a circle or a square.
    let circles = ["🔴", "🟠", "🟡", "🟢", "🔵", "🟣", "🟤", "⚫", "⚪"];
    let squares = ["🟥", "🟧", "🟨", "🟩", "🟦", "🟪", "🟫", "⬛", "⬜"];
    assert_eq!(color_emoji(Color::Red), "🔴");
    assert_eq!(color_emoji(Color::Yellow), "🟨");
    for color in [Color::Green, Color::Cyan, Color::Blue, Color::Magenta] {
        let e = color_emoji(color);
        assert!(
            !circles.contains(&e) && !squares.contains(&e),
            "{color:?}: {e}"
        );
    }
    let all: std::collections::HashSet<_> = Color::ALL.map(color_emoji).into();
    assert_eq!(all.len(), 6);
}

#[test]
fn computer_players_in_records_are_named_in_the_readers_language() {
    assert_eq!(
        recorded_name(Lang::Ko, PlayerKind::Ai, "AI (hard)"),
        "AI (어려움)"
    );
    assert_eq!(
        recorded_name(Lang::De, PlayerKind::Ai, "AI (easy)"),
        "KI (leicht)"
    );
    // A person may call themselves that: their name stays theirs (as
    // plain text: Discord shows `\(` as `(`).
    assert_eq!(
        recorded_name(Lang::Fr, PlayerKind::Human, "AI (hard)"),
        "AI \\(hard\\)"
    );
    assert_eq!(recorded_name(Lang::Fr, PlayerKind::Ai, "HAL"), "HAL");
}

#[test]
fn negative_points_take_a_real_minus_sign_in_every_language() {
    for lang in Lang::ALL {
        let line = hypnosia::t!(
            lang,
            "leaderboard-line",
            place = 2,
            player = "ada",
            rating = "1000",
            games = 3,
            wins = 0,
            points = -2i64,
        );
        assert!(line.contains("\u{2212}2"), "{lang:?}: {line}");
        assert!(!line.contains("-2"), "{lang:?}: {line}");
        // Decimals keep the reader's separator.
        let decimal = hypnosia::t!(
            lang,
            "number-decimal",
            value = hypnosia::i18n::Arg::decimal(-1.5, 1)
        );
        assert!(decimal.starts_with('\u{2212}'), "{lang:?}: {decimal}");
    }
}

#[test]
fn a_game_is_named_the_same_way_in_footers_exports_and_answers() {
    for lang in Lang::ALL {
        // As the answers name it: "Game #7: …".
        let answer = hypnosia::t!(lang, "vote-closed", game = 7, text = "x");
        let name = &answer[..answer.find('7').unwrap() + 1];
        for shown in [
            hypnosia::t!(lang, "turn-footer", game = 7, turn = 3),
            hypnosia::t!(lang, "export-json", game = 7),
        ] {
            assert!(shown.starts_with(name), "{lang:?}: {shown} / {name}");
        }
    }
}

#[test]
fn a_winners_points_add_no_brackets_to_a_computers_name() {
    for lang in Lang::ALL {
        let name = seat_occupant_name(
            lang,
            &[Seat::ai(Color::Green, Level::Medium)],
            &Seat::ai(Color::Green, Level::Medium),
        );
        let line = hypnosia::t!(lang, "winner-points", name = name.clone(), points = 16);
        assert!(line.starts_with(&name), "{lang:?}: {line}");
        assert_eq!(
            line.matches('(').count(),
            name.matches('(').count(),
            "{lang:?}: {line}"
        );
    }
}

#[test]
fn the_results_footer_is_the_key_of_their_marks() {
    for lang in Lang::ALL {
        let footer = hypnosia::t!(lang, "results-footer", game = 1);
        let line = hypnosia::t!(
            lang,
            "results-line",
            rank = 1,
            emoji = "🔴",
            name = "ada",
            points = 9,
            center = 2,
            captures = 1,
            rating = "",
        );
        // Each mark of a line is explained under them.
        for mark in ['★', '✕'] {
            assert!(line.contains(mark), "{lang:?}: {line}");
            let key = &footer[footer.find(mark).expect("the mark's key")..];
            assert!(
                key.chars().nth(2).is_some_and(char::is_alphabetic),
                "{lang:?}: {footer}"
            );
        }
    }
}

#[test]
fn a_lobby_in_a_thread_says_it_plays_in_this_thread() {
    use hypnosia::table::{ChannelId, GameId, GuildId, Lobby, LobbyOptions, Place};
    use hypnosia::words::messages::lobby_card;
    let learn = || hypnosia::i18n::CommandRef::new("hypnosia learn", None);
    let lobby = Lobby {
        id: GameId(7),
        place: Place::in_server(GuildId(1), ChannelId(2)),
        host: hypnosia::table::UserId(3),
        seats: Vec::new(),
        options: LobbyOptions {
            thread: false,
            ..LobbyOptions::default()
        },
        created_at: 0,
        expires_at: i64::MAX,
        kept_for: None,
        version: 0,
    };
    let place = |in_thread| {
        let card = lobby_card(Lang::EnUs, &lobby, learn(), in_thread);
        card.fields
            .last()
            .map(|f| f.value.clone())
            .unwrap_or_default()
    };
    assert_eq!(place(true), "this thread");
    assert_eq!(place(false), "this channel");
    for lang in Lang::ALL {
        let here = lobby_card(lang, &lobby, learn(), true);
        let there = lobby_card(lang, &lobby, learn(), false);
        let value = |c: &hypnosia::words::card::Card| c.fields.last().unwrap().value.clone();
        assert_ne!(value(&here), value(&there), "{lang:?}");
    }
}

#[test]
fn a_tournament_table_played_in_the_channel_names_its_tournament_and_round() {
    use hypnosia::table::ChannelId;
    use hypnosia::words::messages::turn_card;
    use hypnosia::words::results::results_card;
    let mut table = crate::tables::table(5);
    let lines = |table: &hypnosia::table::Table, lang| {
        let turn = turn_card(lang, table, false).author.unwrap_or_default();
        let results = results_card(lang, table, &[], None)
            .footer
            .unwrap_or_default();
        [turn, results]
    };
    for lang in Lang::ALL {
        // An ordinary game says nothing of tournaments.
        let plain = lines(&table, lang);
        table.tournament = Some(("Saturday Cup".into(), 2));
        for (line, before) in lines(&table, lang).iter().zip(&plain) {
            assert!(line.contains("Saturday Cup"), "{lang:?}: {line}");
            assert!(
                line.contains('2') && line.contains(before.as_str()),
                "{lang:?}: {line}"
            );
        }
        // In its thread, whose name says so, the lines stay as they were.
        table.place.venue.set_thread(Some(ChannelId(9)));
        assert_eq!(lines(&table, lang), plain, "{lang:?}");
        table.place.venue.set_thread(None);
        table.tournament = None;
    }
}
