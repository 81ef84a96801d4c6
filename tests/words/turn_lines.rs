//! A turn's two lines of words on a 360-px phone: the content (who moves,
//! pinged, and when time runs out) and the embed's author line (the turn
//! and the chances) each on one line, in every language, as the phone
//! layout of `common/screens.rs` measures them.

use hypnosia::i18n::Lang;
use hypnosia::table::{GameId, Table, TurnClock};
use hypnosia::words::chances::live_chances_heading;
use hypnosia::words::messages::{first_line, turn_number};

use crate::screens::{PHONE, one_line_of_content, one_line_of_embed_text, shown_chars};

/// The most characters (an emoji two) of a turn's author line that ux-5's
/// 360-px phone showed on one line: "Turn 27 · win: 🔴22% 🟨49% 💚20% 🩵".
const SEEN_ON_ONE_LINE: f32 = 35.0;

#[test]
fn a_turns_ping_and_heading_take_one_line_each_on_a_phone_in_every_language() {
    // Two people, a game number as long as a busy bot's.
    let mut table = crate::tables::table(3);
    table.id = GameId(123_456);
    every_turn_on_one_line(table, 2);
}

#[test]
fn the_chances_of_three_and_four_players_stay_on_one_line_of_a_phone_in_every_language() {
    for seats in [3, 4] {
        every_turn_on_one_line(people(seats, 11 + seats as u64), seats);
    }
}

/// `seats` people seated as a lobby seats them, game 123 456.
fn people(seats: usize, seed: u64) -> Table {
    let mut table = crate::tables::people(seats, 2000, seed);
    table.id = GameId(123_456);
    table
}

/// Every turn of `table`'s game (of `seats` players) up to its
/// hundred-and-somethingth, with a clock: the ping and the heading on one
/// line each, the heading with the turn and every player's chance.
fn every_turn_on_one_line(mut table: Table, seats: usize) {
    table.clock = TurnClock::until(1_700_000_000);
    let (mut most, mut blocked_turns) = (0, 0);
    while let Some(&mv) = table.game.legal_moves().first() {
        let turn = turn_number(&table.game);
        most = most.max(turn);
        let moves = table.game.legal_moves();
        let blocked = table
            .game
            .position()
            .unused_dice()
            .any(|die| !moves.iter().any(|m| m.die == die));
        blocked_turns += usize::from(blocked);
        for lang in Lang::ALL {
            let content = first_line(lang, &table).expect("a person to move");
            assert!(
                content.contains("<@") && content.contains("<t:1700000000:R>"),
                "{lang:?}: {content}"
            );
            // A die without a move is said after the ping, on a second line.
            assert!(
                one_line_of_content(&content, PHONE) || blocked,
                "{lang:?}: the content wraps at 360 px: {content}"
            );
            let heading = live_chances_heading(lang, &table);
            // Nothing cut off to fit: the turn and the chance of each
            // player still in the game.
            assert!(
                heading.contains(&turn.to_string()) && heading.ends_with('%'),
                "{lang:?}: {heading}"
            );
            let position = table.game.position();
            let playing = position.players().filter(|&c| position.in_game(c));
            assert_eq!(
                heading.matches('%').count(),
                playing.count(),
                "{lang:?}: {heading}"
            );
            assert!(
                one_line_of_embed_text(&heading, PHONE),
                "{lang:?}: the author line wraps at 360 px: {heading}"
            );
            // A phone drew wider than the model: ux-5's 360-px screenshot wrapped
            // "Turn 27 · win: 🔴22% 🟨49% 💚20% 🩵9%" after its last emoji.
            assert!(
                seats < 3 || shown_chars(&heading) <= SEEN_ON_ONE_LINE,
                "{lang:?}: longer than a phone showed on one line: {heading}"
            );
        }
        table.game.play(mv).unwrap();
    }
    assert!(most >= 100, "the game lasted {most} turns");
    println!("{seats} seats: {most} turns, a die without a move at {blocked_turns} of its moves");
}

/// ux-5 §7: a slow turn promises its reminder where the bot posts one (a
/// server that added it), never where only clicks reach the table (a group
/// DM), where none can come: there it says that none comes.
#[test]
fn a_reminder_is_promised_only_where_it_can_come() {
    use hypnosia::table::{ChannelId, Place, Reach, Venue, unix_now};
    let mut table = crate::tables::table(3);
    table.options.turn_timeout = std::time::Duration::from_secs(3600);
    table.clock.deadline = Some(unix_now() + 3600);
    let line = |t: &Table| hypnosia::words::slow_games::reminder_line(Lang::EnUs, t);
    assert!(line(&table).is_some(), "a server's slow turn is reminded");
    table.place = Place::new(
        Venue::Direct {
            channel: ChannelId(9),
        },
        Reach::WhileInteracting,
    );
    let none = line(&table).expect("a slow turn in a group DM says what happens");
    assert!(
        none.starts_with("No reminder comes here") && !none.contains("<t:"),
        "no reminder promised in a group DM: {none}"
    );
}
