//! A turn's two lines of words on a 360-px phone: the content (who moves,
//! pinged, and when time runs out) and the embed's author line (the turn
//! and the chances) each on one line, in every language, as the phone
//! layout of `common/screens.rs` measures them.

use hypnosia::i18n::Lang;
use hypnosia::table::{GameId, TurnClock};
use hypnosia::words::chances::live_chances_heading;
use hypnosia::words::messages::{first_line, turn_number};

use crate::screens::{PHONE, one_line_of_content, one_line_of_embed_text};

#[test]
fn a_turns_ping_and_heading_take_one_line_each_on_a_phone_in_every_language() {
    // Two people with a clock, a game number as long as a busy bot's, every
    // turn of the game up to its hundred-and-somethingth.
    let mut table = crate::tables::table(3);
    table.id = GameId(123_456);
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
            // Nothing cut off to fit: the turn and both chances.
            assert!(
                heading.contains(&turn.to_string()) && heading.ends_with('%'),
                "{lang:?}: {heading}"
            );
            assert_eq!(heading.matches('%').count(), 2, "{lang:?}: {heading}");
            assert!(
                one_line_of_embed_text(&heading, PHONE),
                "{lang:?}: the author line wraps at 360 px: {heading}"
            );
        }
        table.game.play(mv).unwrap();
    }
    assert!(most >= 100, "the game lasted {most} turns");
    println!("{most} turns, a die without a move at {blocked_turns} of its moves");
}
