use hypnosia::game::{Color, PlayerKind, PlayerRecord};
use hypnosia::i18n::Lang;
use hypnosia::table::UserId;
use hypnosia::table::{Level, Seat};
use hypnosia::words::texts::*;

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
fn a_lobby_in_a_thread_says_it_plays_in_this_thread() {
    use hypnosia::table::{ChannelId, GameId, GuildId, Lobby, LobbyOptions, Place};
    use hypnosia::words::messages::lobby_card;
    let lobby = Lobby {
        id: GameId(7),
        place: Place::new(GuildId(1), ChannelId(2)),
        host: hypnosia::table::UserId(3),
        seats: Vec::new(),
        options: LobbyOptions {
            thread: false,
            ..LobbyOptions::default()
        },
        created_at: 0,
        expires_at: i64::MAX,
        version: 0,
    };
    let place = |in_thread| {
        let card = lobby_card(Lang::EnUs, &lobby, in_thread);
        card.fields
            .last()
            .map(|f| f.value.clone())
            .unwrap_or_default()
    };
    assert_eq!(place(true), "this thread");
    assert_eq!(place(false), "this channel");
    for lang in Lang::ALL {
        let here = lobby_card(lang, &lobby, true);
        let there = lobby_card(lang, &lobby, false);
        let value = |c: &hypnosia::words::card::Card| c.fields.last().unwrap().value.clone();
        assert_ne!(value(&here), value(&there), "{lang:?}");
    }
}
