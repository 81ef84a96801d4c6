//! The operator's ceilings over what a server's admins may set.

use hypnosia::table::{
    Ceilings, DEFAULT_MAX_MEMBER_GAMES, DEFAULT_MAX_OPEN_TABLES, MAX_MEMBER_GAMES_RANGE,
    MAX_OPEN_TABLES_RANGE,
};

#[test]
fn an_admin_gets_what_they_ask_up_to_the_operators_ceiling() {
    let ceilings = Ceilings {
        tables_per_server: 50,
        member_games: 8,
    };
    assert_eq!(ceilings.tables(30), 30);
    assert_eq!(ceilings.tables(10_000), 50);
    assert_eq!(ceilings.tables(0), *MAX_OPEN_TABLES_RANGE.start());
    assert_eq!(ceilings.member_games(3), 3);
    assert_eq!(ceilings.member_games(1_000), 8);
}

#[test]
fn a_ceiling_is_never_below_the_defaults_nor_above_what_settings_accept() {
    let low = Ceilings {
        tables_per_server: 1,
        member_games: 0,
    }
    .held();
    assert_eq!(low.tables_per_server, DEFAULT_MAX_OPEN_TABLES);
    assert_eq!(low.member_games, DEFAULT_MAX_MEMBER_GAMES);
    let high = Ceilings {
        tables_per_server: u32::MAX,
        member_games: u32::MAX,
    }
    .held();
    assert_eq!(high.tables_per_server, *MAX_OPEN_TABLES_RANGE.end());
    assert_eq!(high.member_games, *MAX_MEMBER_GAMES_RANGE.end());
    let default = Ceilings::default();
    assert!(default.tables_per_server < *MAX_OPEN_TABLES_RANGE.end());
    assert_eq!(default.held(), default);
}
