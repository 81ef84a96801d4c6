//! Rules read from plain data: which season a leaderboard's `season` option
//! means, and who a record's player is (a computer typed by its level and
//! numbered among the table's computers, from the record format
//! `hypnosia-record/1`, whose old records must still read).

use hypnosia::game::{Color, PlayerKind, PlayerRecord};
use hypnosia::table::{
    Level, Period, RecordedPlayer, Season, SeasonCadence, SeasonOption, Seat, UserId,
    computer_number,
};

/// 2026-12-01 00:00:00 UTC.
const DECEMBER_FIRST: i64 = 1_796_083_200;

#[test]
fn the_season_option_reads_current_all_and_keys() {
    let dec: Season = "2026-12".parse().unwrap();
    let (monthly, now) = (SeasonCadence::Monthly, DECEMBER_FIRST);
    let period = |option| SeasonOption::read(option).map(|o| o.period(monthly, now));
    assert_eq!(period(None), Some(Period::Season(dec)));
    assert_eq!(period(Some(" current ")), Some(Period::Season(dec)));
    assert_eq!(period(Some("ALL")), Some(Period::AllTime));
    assert_eq!(
        period(Some("2026-11")),
        Some(Period::Season(dec.previous()))
    );
    assert_eq!(
        SeasonOption::read(None).map(|o| o.period(SeasonCadence::None, now)),
        Some(Period::AllTime),
        "no seasons: all time"
    );
    assert_eq!(SeasonOption::read(Some("last month")), None);
}

fn player(color: Color, name: &str, kind: PlayerKind) -> PlayerRecord {
    PlayerRecord {
        color,
        name: name.into(),
        kind,
    }
}

#[test]
fn a_records_computers_are_typed_and_numbered_as_at_the_table() {
    let players = [
        player(Color::Red, "Ada", PlayerKind::Human),
        player(Color::Blue, "AI (hard)", PlayerKind::Ai),
        player(Color::Green, "AI (easy)", PlayerKind::Ai),
        player(Color::Yellow, "AI (medium)", PlayerKind::Human),
    ];
    let of = |c| RecordedPlayer::of(&players, c);
    assert_eq!(of(Color::Red), Some(RecordedPlayer::Named("Ada")));
    assert_eq!(
        of(Color::Blue),
        Some(RecordedPlayer::Computer {
            level: Level::Hard,
            number: Some(2)
        })
    );
    assert_eq!(
        of(Color::Green),
        Some(RecordedPlayer::Computer {
            level: Level::Easy,
            number: Some(1)
        })
    );
    assert_eq!(
        of(Color::Yellow),
        Some(RecordedPlayer::Named("AI (medium)")),
        "a person named like a computer stays a person"
    );
    assert_eq!(of(Color::Magenta), None);
    let hal = player(Color::Blue, "HAL", PlayerKind::Ai);
    assert_eq!(RecordedPlayer::alone(&hal), RecordedPlayer::Named("HAL"));

    let seats = [
        Seat::human(Color::Red, UserId(1), "Ada"),
        Seat::ai(Color::Green, Level::Easy),
        Seat::ai(Color::Blue, Level::Hard),
    ];
    assert_eq!(
        seats[1].computer_number(&seats),
        Some(1),
        "green before blue"
    );
    assert_eq!(seats[2].computer_number(&seats), Some(2));
    assert_eq!(seats[0].computer_number(&seats), None);
    assert_eq!(
        computer_number(Color::Blue, [Color::Blue]),
        None,
        "alone: no number"
    );
}
