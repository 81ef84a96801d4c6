//! Time-outs where only clicks show a game (issue 78, ux-5 §4): the line
//! above the board says whose time ran out and how many time-outs are left
//! before the removal; every board there has a grey Refresh, within
//! Discord's five rows of five; a removal, or an end by time-outs, is a
//! message of its own that pings once.

use hypnosia::controls::ComponentId;
use hypnosia::game::{AutoCause, Color, LeaveKind};
use hypnosia::i18n::Lang;
use hypnosia::render::Faces;
use hypnosia::showing::timeout_notices::TimeoutNotices;
use hypnosia::table::{ChannelId, GameId, Place, Reach, Table, TimeoutAction, UserId, Venue};
use hypnosia::views::turn_message::turn_view;
use hypnosia::views::view::{Button, Row, Style};
use hypnosia::words::timeouts::{timeout_lines, timeout_notice};

/// `seats` people, Player0… (users 3000…), at game 42 in a group DM.
fn group_dm(seats: usize, seed: u64) -> Table {
    let mut table = crate::tables::people(seats, 3000, seed);
    table.id = GameId(42);
    table.place = Place::new(
        Venue::Direct {
            channel: ChannelId(9),
        },
        Reach::WhileInteracting,
    );
    table
}

/// The player to move plays their own turn (their first legal moves).
fn plays(table: &mut Table) {
    let color = table.game.to_move().unwrap();
    table.own_move(color);
    let turn = table.game.entries().len();
    while table.game.to_move() == Some(color) && table.game.entries().len() == turn {
        let Some(&mv) = table.game.legal_moves().first() else {
            break;
        };
        table.game.play(mv).unwrap();
    }
}

/// The person to move times out, as the engine settles it: the bot plays
/// their turn, or the third time in a row they are removed.
fn times_out(table: &mut Table) -> Color {
    match table.count_timeout().unwrap() {
        TimeoutAction::PlayFor(color) => {
            let turn = table.game.entries().len();
            while table.game.to_move() == Some(color) && table.game.entries().len() == turn {
                let Some(&mv) = table.game.legal_moves().first() else {
                    break;
                };
                table.game.play_auto(mv, AutoCause::Timeout).unwrap();
            }
            color
        }
        TimeoutAction::Remove(color) => {
            table.game.leave(color, LeaveKind::Removed).unwrap();
            color
        }
        TimeoutAction::PlayOut(color) => panic!("{color:?}: others wait for them"),
    }
}

fn name_of(table: &Table, color: Color) -> String {
    let seat = table.seat(color).unwrap();
    format!("Player{}", seat.occupant.user().unwrap().0 - 3000)
}

fn refresh_of(table: &Table) -> String {
    ComponentId::Refresh { game: table.id }.to_string()
}

fn ids(row: &Row) -> Vec<String> {
    match row {
        Row::Buttons(buttons) => buttons
            .iter()
            .filter_map(|b| match b {
                Button::Click { id, .. } => Some(id.clone()),
                Button::Link { .. } => None,
            })
            .collect(),
        Row::Menu(menu) => vec![menu.id.clone()],
    }
}

/// ux-5 §4: alice clicked 40 s after bob walked away and the board jumped to
/// her turn with no word of why. Now the line above it says whose time ran
/// out, and how many time-outs are left before the removal; the count grows
/// with each time-out in a row, and the line is gone from the turn of the
/// one who timed out (their own warning says it there).
#[test]
fn a_time_out_is_told_above_the_board_with_its_count() {
    let mut table = group_dm(2, 11);
    let away = times_out(&mut table);
    let name = name_of(&table, away);
    let content = |t: &Table| {
        turn_view(Lang::EnUs, t, false, &Faces::none())
            .content
            .unwrap()
    };
    let first = content(&table);
    let expected = format!(
        "⏱ {name}'s time ran out: the bot played their turn, 1 of 3 before they are removed."
    );
    assert!(first.starts_with(&expected), "{first}");
    // The line above the ping: the ping's own line stays the last.
    assert!(
        first.lines().last().unwrap().contains("your move"),
        "{first}"
    );
    plays(&mut table);
    assert_eq!(table.game.to_move(), Some(away));
    assert!(
        !content(&table).contains("time ran out"),
        "{}",
        content(&table)
    );
    times_out(&mut table);
    let second = content(&table);
    assert!(
        second.contains("2 of 3 before they are removed"),
        "{second}"
    );
    // Every language says it, with the count and the limit.
    for lang in Lang::ALL {
        let lines = timeout_lines(lang, &table);
        assert_eq!(lines.len(), 1, "{lang:?}: {lines:?}");
        assert!(
            lines[0].contains(&name) && lines[0].contains('2') && lines[0].contains('3'),
            "{lang:?}: {lines:?}"
        );
    }
    // A server tells a time-out in the summary its turn shrinks to, right
    // above the next turn: not twice.
    table.place = Place::in_server(hypnosia::table::GuildId(1), ChannelId(2));
    assert!(!content(&table).contains("time ran out"));
}

/// Every turn of a game of four played out where only clicks show it has
/// one grey Refresh, on a row of its own or beside "Finish for me", never
/// among the moves; no turn asks Discord for more than five rows or more
/// than five buttons a row. A server's person's turn has none.
#[test]
fn every_board_where_only_clicks_show_it_has_a_grey_refresh() {
    let mut table = group_dm(4, 5);
    let refresh = refresh_of(&table);
    let mut turns = 0;
    while !table.game.is_over() && turns < 400 {
        let view = turn_view(Lang::EnUs, &table, false, &Faces::none());
        assert!(view.components.len() <= 5, "{:?}", view.components);
        let with_refresh: Vec<&Row> = (view.components.iter())
            .filter(|r| ids(r).contains(&refresh))
            .collect();
        assert_eq!(with_refresh.len(), 1, "{:?}", view.components);
        for row in &view.components {
            assert!(ids(row).len() <= 5, "{row:?}");
        }
        let Row::Buttons(row) = with_refresh[0] else {
            panic!("Refresh in a menu");
        };
        let moves = |id: &String| {
            matches!(
                id.parse::<ComponentId>(),
                Ok(ComponentId::Move { .. } | ComponentId::MoveMenu { .. })
            )
        };
        assert!(
            !ids(with_refresh[0]).iter().any(moves),
            "Refresh among the moves: {row:?}"
        );
        assert!(row.iter().any(
            |b| matches!(b, Button::Click { id, style: Style::Secondary, .. } if *id == refresh)
        ));
        if table.human_to_move().is_some() {
            let mut server = table.clone();
            server.place = Place::in_server(hypnosia::table::GuildId(1), ChannelId(2));
            let view = turn_view(Lang::EnUs, &server, false, &Faces::none());
            assert!(!view.components.iter().any(|r| ids(r).contains(&refresh)));
        }
        plays(&mut table);
        turns += 1;
    }
    assert!(turns >= 40, "{turns} turns");
}

/// The third time-out in a row of a game of three removes the person; the
/// players not shown it yet get a message pinging them alone, once: a
/// later show (a newer version shown) tells it no more.
#[test]
fn a_removal_is_a_notice_pinging_the_one_removed() {
    let mut table = group_dm(3, 21);
    let away = table.game.to_move().unwrap();
    let user = table.seat(away).unwrap().occupant.user().unwrap();
    table.shown_version = Some(table.game.version());
    assert_eq!(timeout_notice(Lang::EnUs, &table), None, "nothing yet");
    for _ in 0..3 {
        while table.game.to_move() != Some(away) {
            plays(&mut table);
        }
        times_out(&mut table);
    }
    assert!(!table.game.position().in_game(away), "removed");
    let notice = timeout_notice(Lang::EnUs, &table).expect("the removal told");
    assert_eq!(notice.ping, vec![user]);
    assert_eq!(
        notice.text,
        format!(
            "⏱ <@{}> was removed from game #42 after 3 time-outs in a row.",
            user.0
        )
    );
    // The board of the next person says it too.
    let lines = timeout_lines(Lang::EnUs, &table);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("was removed after 3 time-outs in a row")),
        "{lines:?}"
    );
    // Told once: the same change shown again, or a later one committed
    // while it was shown, tells nothing more.
    let notices = TimeoutNotices::default();
    assert!(notices.due(Lang::EnUs, &table).is_some());
    assert!(notices.due(Lang::EnUs, &table).is_none());
    plays(&mut table);
    assert!(notices.due(Lang::EnUs, &table).is_none());
    // Shown by a show of a version past it (after a restart, say): none.
    let mut shown = table.clone();
    shown.shown_version = Some(shown.game.version());
    assert_eq!(timeout_notice(Lang::EnUs, &shown), None);
}

/// The removal of one of two people ends the game: the notice pings both,
/// once, and says why the game is over; a game that ended otherwise, or
/// whose end was shown, has none.
#[test]
fn an_end_by_time_outs_pings_everyone_seated() {
    let mut table = group_dm(2, 31);
    let away = table.game.to_move().unwrap();
    for _ in 0..3 {
        while table.game.to_move() != Some(away) {
            plays(&mut table);
        }
        table.shown_version = Some(table.game.version());
        times_out(&mut table);
    }
    assert!(table.game.is_over());
    for lang in Lang::ALL {
        let notice = timeout_notice(lang, &table).expect("the end told");
        assert_eq!(notice.ping, vec![UserId(3000), UserId(3001)], "{lang:?}");
        assert!(
            notice.text.contains("<@3000>") && notice.text.contains("<@3001>"),
            "{lang:?}: {}",
            notice.text
        );
        assert!(notice.text.contains("42") && notice.text.contains(&name_of(&table, away)));
    }
    let en = timeout_notice(Lang::EnUs, &table).unwrap().text;
    assert!(
        en.contains("game #42 is over") && en.contains("was removed after 3 time-outs in a row"),
        "{en}"
    );
    table.shown_version = Some(table.game.version());
    assert_eq!(timeout_notice(Lang::EnUs, &table), None, "shown already");
    // Played to its end with no time-out: nothing to tell.
    let mut played = group_dm(2, 31);
    while !played.game.is_over() {
        plays(&mut played);
    }
    assert_eq!(timeout_notice(Lang::EnUs, &played), None);
}
