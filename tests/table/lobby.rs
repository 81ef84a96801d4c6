//! Lobbies: who sits where, who may start, add computers, pick colors and
//! cancel, and the options and time-outs a lobby is opened with.

use super::*;

#[test]
fn the_host_sits_first_and_joiners_spread_around_the_board() {
    let mut lobby = open_lobby(options(6)).unwrap();
    assert_eq!(lobby.seats[0].color, Color::Red);
    lobby.join(BOB, "Bob").unwrap();
    // Opposite red (sector 0) is sector 3, cyan.
    assert_eq!(lobby.seats[1].color, Color::Cyan);
    assert_eq!(spread_color(&[]), Some(Color::Red));
    assert_eq!(spread_color(&Color::ALL), None);
}

#[test]
fn one_seat_cannot_start_but_one_person_with_a_computer_can() {
    let mut lobby = open_lobby(options(4)).unwrap();
    assert_eq!(lobby.start(ADA), Err(LobbyRefusal::TooFewSeats));
    lobby.add_ai(ADA, Level::Medium).unwrap();
    let players = lobby.start(ADA).unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[0], Player::human(Color::Red, "Ada"));
    assert_eq!(players[1].name, "AI (medium)");
    assert!(Game::new(players, Variant::default(), Dice::from_seed(1)).is_ok());
}

#[test]
fn only_the_host_starts_adds_computers_and_cancels() {
    let mut lobby = open_lobby(options(4)).unwrap();
    lobby.join(BOB, "Bob").unwrap();
    // The refusal names the host and what only they may do.
    let not_host = |action| LobbyRefusal::NotHost { host: ADA, action };
    assert_eq!(lobby.start(BOB).unwrap_err(), not_host(HostAction::Start));
    assert_eq!(
        lobby.add_ai(BOB, Level::Easy).unwrap_err(),
        not_host(HostAction::AddAi)
    );
    assert_eq!(
        lobby.remove_ai(BOB).unwrap_err(),
        not_host(HostAction::RemoveAi)
    );
    assert_eq!(
        lobby.cancel(BOB, false).unwrap_err(),
        not_host(HostAction::Cancel)
    );
    assert_eq!(lobby.cancel(BOB, true), Ok(false), "staff close any lobby");
    assert_eq!(lobby.cancel(ADA, false), Ok(true), "the host's own");
    assert!(lobby.renewed_by(ADA) && !lobby.renewed_by(BOB));
    assert_eq!(lobby.remove_ai(ADA), Err(LobbyRefusal::NoAi));
    lobby.add_ai(ADA, Level::Hard).unwrap();
    lobby.remove_ai(ADA).unwrap();
    assert_eq!(lobby.seats.len(), 2);
}

#[test]
fn a_full_table_and_a_second_join_are_refused() {
    let mut lobby = open_lobby(options(2)).unwrap();
    assert_eq!(lobby.join(ADA, "Ada"), Err(LobbyRefusal::AlreadySeated));
    lobby.join(BOB, "Bob").unwrap();
    assert_eq!(lobby.join(EVE, "Eve"), Err(LobbyRefusal::Full(2)));
    assert_eq!(lobby.add_ai(ADA, Level::Easy), Err(LobbyRefusal::Full(2)));
}

#[test]
fn a_leaving_host_hands_over_and_the_last_human_closes_the_lobby() {
    let mut lobby = open_lobby(options(4)).unwrap();
    lobby.join(BOB, "Bob").unwrap();
    lobby.add_ai(ADA, Level::Easy).unwrap();
    assert_eq!(lobby.leave(EVE), Err(LobbyRefusal::NotSeated));
    assert_eq!(lobby.leave(ADA), Ok(AfterLeave::Open));
    assert_eq!(lobby.host, BOB);
    // A computer alone does not keep a lobby open.
    assert_eq!(lobby.leave(BOB), Ok(AfterLeave::Closed));
}

#[test]
fn the_color_picker_takes_only_free_colors() {
    let mut lobby = open_lobby(options(4)).unwrap();
    lobby.join(BOB, "Bob").unwrap();
    assert_eq!(
        lobby.pick_color(ADA, Color::Cyan),
        Err(LobbyRefusal::ColorTaken(Color::Cyan))
    );
    assert_eq!(
        lobby.pick_color(EVE, Color::Blue),
        Err(LobbyRefusal::NotSeated)
    );
    lobby.pick_color(ADA, Color::Blue).unwrap();
    assert_eq!(lobby.seats[0].color, Color::Blue);
    assert!(lobby.free_colors().contains(&Color::Red));
    assert!(!lobby.free_colors().contains(&Color::Blue));
}

#[test]
fn lobby_options_are_checked() {
    assert_eq!(
        open_lobby(options(1)).err(),
        Some(LobbyRefusal::BadSeatCount)
    );
    assert_eq!(
        open_lobby(options(7)).err(),
        Some(LobbyRefusal::BadSeatCount)
    );
    let quick = LobbyOptions {
        turn_timeout: Duration::from_secs(10),
        ..LobbyOptions::default()
    };
    assert_eq!(open_lobby(quick).err(), Some(LobbyRefusal::BadTimeout));
    // "No turn limit" (a practice game) is no time-out a lobby may choose,
    // and reads as no limit; every other time-out is its own limit.
    let unlimited = LobbyOptions {
        turn_timeout: hypnosia::table::NO_TURN_LIMIT,
        ..LobbyOptions::default()
    };
    assert_eq!(open_lobby(unlimited).err(), Some(LobbyRefusal::BadTimeout));
    assert_eq!(unlimited.turn_limit(), None);
    let week = Duration::from_secs(7 * 86_400);
    let longest = LobbyOptions {
        turn_timeout: week,
        ..LobbyOptions::default()
    };
    assert_eq!(longest.turn_limit(), Some(week));
}

#[test]
fn timeouts_read_like_people_write_them() {
    assert_eq!(parse_timeout("90"), Ok(Duration::from_secs(90)));
    assert_eq!(parse_timeout("2m"), Ok(Duration::from_secs(120)));
    assert_eq!(parse_timeout("1h30m"), Ok(Duration::from_secs(5400)));
    assert_eq!(parse_timeout("24h"), Ok(Duration::from_secs(86_400)));
    assert_eq!(parse_timeout("7d"), Ok(Duration::from_secs(7 * 86_400)));
    for bad in ["29s", "7d1s", "8d", "", "abc", "5x", "-40"] {
        assert_eq!(parse_timeout(bad), Err(LobbyRefusal::BadTimeout), "{bad}");
    }
}

#[test]
fn a_bot_started_with_a_shorter_minimum_allows_it_and_no_other_bot_does() {
    let quick = TimeoutRange::with_shortest(Duration::from_secs(1));
    assert_eq!(quick.parse("3s"), Ok(Duration::from_secs(3)));
    assert_eq!(quick.parse("8d"), Err(LobbyRefusal::BadTimeout));
    // A value, not a global: the usual range is untouched.
    assert_eq!(parse_timeout("3s"), Err(LobbyRefusal::BadTimeout));
    let three = LobbyOptions {
        turn_timeout: Duration::from_secs(3),
        ..LobbyOptions::default()
    };
    assert_eq!(three.check(quick), Ok(()));
    assert_eq!(
        three.check(TimeoutRange::default()),
        Err(LobbyRefusal::BadTimeout)
    );
}

#[test]
fn a_challenge_keeps_the_last_seat_for_the_one_it_names_until_they_answer() {
    // Ada challenges Bob (ux-5 §6): Eve clicks Join first, Ada would fill the
    // seat with a computer; neither takes it. Bob alone declines, or joins.
    let mut lobby = open_lobby(options(2)).unwrap();
    lobby.kept_for = Some(BOB);
    let kept = LobbyRefusal::SeatKept {
        invited: BOB,
        host: ADA,
    };
    assert_eq!(lobby.join(EVE, "Eve"), Err(kept.clone()));
    assert_eq!(lobby.add_ai(ADA, Level::Easy), Err(kept));
    assert_eq!(lobby.decline(EVE), Err(LobbyRefusal::NotInvited(BOB)));
    assert_eq!(lobby.decline(ADA), Err(LobbyRefusal::NotInvited(BOB)));
    assert_eq!(lobby.decline(BOB), Ok(()));
    assert_eq!(lobby.seats.len(), 1);

    lobby.join(BOB, "Bob").unwrap();
    assert_eq!((lobby.seats.len(), lobby.kept_for), (2, None), "answered");
    assert_eq!(lobby.decline(BOB), Err(LobbyRefusal::NoChallenge));

    // At a larger table only the last free seat is kept.
    let mut lobby = open_lobby(options(3)).unwrap();
    lobby.kept_for = Some(BOB);
    lobby.join(EVE, "Eve").unwrap();
    assert!(matches!(
        lobby.add_ai(ADA, Level::Easy),
        Err(LobbyRefusal::SeatKept { .. })
    ));
    lobby.join(BOB, "Bob").unwrap();
}
