//! The custom-id codec: every button's id reads back as itself, fits
//! Discord's 100 characters, and anything else is refused.

use hypnosia::controls::{
    ComponentId, LessonButton, LobbyControl, MAX_ID_LEN, MAX_STEP, MalformedId, PageButton,
    ReplayButton,
};
use hypnosia::game::{Move, Pawn, Pawns};
use hypnosia::seating::TournamentId;
use hypnosia::showing::nonces::dm_nonce;
use hypnosia::table::{GameId, Level, Period, Season, UserId};
use hypnosia::words::messages::TurnDm;

fn mv(die: u8, ps: &[u8], from: &str, to: &str, cross: bool) -> Move {
    let mut set = Pawns::EMPTY;
    for &p in ps {
        set = set.with(Pawn::new(p).unwrap());
    }
    Move {
        die,
        pawns: set,
        from: from.parse().unwrap(),
        to: to.parse().unwrap(),
        cross,
    }
}

#[test]
fn a_move_id_reads_like_the_move() {
    let id = ComponentId::Move {
        game: GameId(42),
        version: 17,
        mv: mv(4, &[1, 2], "O4", "M6", true),
    };
    assert_eq!(id.to_string(), "hy:m:42:17:4:1+2:O4:M6:x");
    assert_eq!("hy:m:42:17:4:1+2:O4:M6:x".parse::<ComponentId>(), Ok(id));
}

#[test]
fn the_longest_id_fits_discord() {
    let id = ComponentId::Move {
        game: GameId(i64::MAX),
        version: u64::MAX,
        mv: mv(6, &[3, 4], "O47", "M35", true),
    };
    assert!(id.to_string().len() <= MAX_ID_LEN);
    assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
}

#[test]
fn lobby_ids_name_their_action() {
    assert_eq!(
        "hy:l:3:ai:hard".parse::<ComponentId>(),
        Ok(ComponentId::Lobby {
            lobby: GameId(3),
            control: LobbyControl::AddAi(Level::Hard)
        })
    );
}

#[test]
fn lobby_and_result_ids_round_trip() {
    for control in [
        LobbyControl::Join,
        LobbyControl::Leave,
        LobbyControl::AddAi(Level::Hard),
        LobbyControl::RemoveAi,
        LobbyControl::Start,
        LobbyControl::Cancel,
        LobbyControl::ColorMenu,
        LobbyControl::ComputerMenu,
    ] {
        let id = ComponentId::Lobby {
            lobby: GameId(7),
            control,
        };
        assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
    }
    assert_eq!(
        "hy:r:9".parse(),
        Ok(ComponentId::Rematch { game: GameId(9) })
    );
    assert_eq!(
        "hy:e:9".parse(),
        Ok(ComponentId::Export { game: GameId(9) })
    );
    let analysis = ComponentId::Analysis {
        game: GameId(i64::MAX),
    };
    assert_eq!(analysis.to_string().parse::<ComponentId>(), Ok(analysis));
    assert_eq!(
        "hy:an:9".parse(),
        Ok(ComponentId::Analysis { game: GameId(9) })
    );
    assert_eq!("hy:ah".parse(), Ok(ComponentId::AnalysisHelp));
    assert_eq!(ComponentId::AnalysisHelp.to_string(), "hy:ah");
    let own = ComponentId::OwnMoves {
        game: GameId(i64::MAX),
    };
    assert_eq!(own.to_string().parse::<ComponentId>(), Ok(own));
    assert_eq!("hy:am:0".parse::<ComponentId>(), Err(MalformedId));
}

#[test]
fn history_and_replay_ids_round_trip_and_fit() {
    for button in ReplayButton::ALL {
        let id = ComponentId::Replay {
            game: GameId(i64::MAX),
            turn: MAX_STEP,
            button,
        };
        assert!(id.to_string().len() <= MAX_ID_LEN);
        assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
    }
    for player in [None, Some(UserId(u64::MAX))] {
        for button in [PageButton::Previous, PageButton::Next] {
            let id = ComponentId::GamesPage {
                page: 3,
                player,
                button,
            };
            assert!(id.to_string().len() <= MAX_ID_LEN);
            assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
        }
    }
}

#[test]
fn share_ids_name_what_to_show_again_round_trip_and_fit() {
    let seasons = [
        Period::AllTime,
        Period::Season(Season::Month {
            year: 2026,
            month: 11,
        }),
        Period::Season(Season::Quarter {
            year: 2026,
            quarter: 4,
        }),
    ];
    for period in seasons {
        let id = ComponentId::ShareStats {
            user: UserId(u64::MAX),
            period,
        };
        assert!(id.to_string().len() <= MAX_ID_LEN);
        assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
    }
    for player in [None, Some(UserId(u64::MAX))] {
        let id = ComponentId::ShareGames {
            page: MAX_STEP,
            player,
        };
        assert!(id.to_string().len() <= MAX_ID_LEN);
        assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
    }
    for bad in [
        "hy:ss:-:all",     // stats of nobody
        "hy:ss:0:all",     // user 0
        "hy:ss:5:2026-q4", // a second spelling of a season
        "hy:ss:5:2026-13", // no such month
        "hy:ss:5",         // no period
        "hy:sg:100001:-",  // page beyond the bound
        "hy:sg:1:0",       // user 0
        "hy:sg:1:-:n",     // extra field
    ] {
        assert_eq!(bad.parse::<ComponentId>(), Err(MalformedId), "{bad:?}");
    }
}

#[test]
fn lesson_practice_and_hint_ids_round_trip() {
    let lesson = ComponentId::Lesson {
        lesson: 10,
        step: 1,
        misses: 2,
        mv: mv(1, &[1, 2], "I2", "C", true),
    };
    assert_eq!(lesson.to_string(), "hy:t:10:1:2:1:1+2:I2:C:x");
    // A button of an older lesson message counts no misses.
    assert_eq!(
        "hy:t:10:1:1:1+2:I2:C:x".parse(),
        Ok(ComponentId::Lesson {
            lesson: 10,
            step: 1,
            misses: 0,
            mv: mv(1, &[1, 2], "I2", "C", true),
        })
    );
    let nav = LessonButton::ALL.map(|button| ComponentId::LessonNav { lesson: 3, button });
    for id in [
        lesson,
        nav[0],
        nav[1],
        nav[2],
        ComponentId::Practice,
        ComponentId::Hint {
            game: GameId(i64::MAX),
            version: u64::MAX,
        },
        ComponentId::Finish {
            game: GameId(i64::MAX),
            version: u64::MAX,
        },
        ComponentId::Puzzle {
            puzzle: i64::MAX,
            first: None,
            mv: mv(1, &[1, 2], "I2", "C", true),
        },
        ComponentId::Puzzle {
            puzzle: 7,
            first: Some(mv(6, &[1, 2], "O44", "M1", true)),
            mv: mv(1, &[1, 2], "I2", "C", true),
        },
        ComponentId::PuzzleNext,
        ComponentId::Refresh {
            game: GameId(i64::MAX),
        },
        ComponentId::PuzzleOpen { puzzle: 42 },
        ComponentId::PuzzleRestart { puzzle: 42 },
        ComponentId::SharePuzzle { puzzle: 42 },
        ComponentId::Standings {
            game: GameId(i64::MAX),
        },
        ComponentId::ShareStandings {
            tournament: TournamentId(12),
        },
    ] {
        assert!(id.to_string().len() <= MAX_ID_LEN);
        assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
    }
    for bad in [
        "hy:t:256:0:1:1:I2:C:x",
        "hy:t:1:01:1:1:I2:C:x",
        "hy:t:1:0:300:1:1:I2:C:x",
        "hy:tn:1:x",
        "hy:tn:256:b",
        "hy:tp:1",
        "hy:h:0:3",
        "hy:fm:0:3",
        "hy:fm:7:03",
        "hy:fm:7",
        "hy:fm:7:3:1",
        "hy:fm:7:-3",
        "hy:z:0:1:1:I2:C:x",
        "hy:z:3:1:1:I2:C",
        "hy:ts:0",
        "hy:ts:07",
        "hy:ts:7:1",
        "hy:ts",
        "hy:st:0",
        "hy:st:-3",
        "hy:st:03",
        "hy:st:9223372036854775808",
    ] {
        assert_eq!(bad.parse::<ComponentId>(), Err(MalformedId), "{bad:?}");
    }
}

#[test]
fn anything_else_is_refused() {
    for bad in [
        "",
        "hy",
        "hy:m:42:17:4:1+2:O4:M6",                   // missing field
        "hy:m:42:17:4:1+2:O4:M6:x:y",               // extra field
        "hy:m:042:17:4:1:O4:M6:x",                  // leading zero
        "hy:m:-4:17:4:1:O4:M6:x",                   // sign
        "hy:m:0:17:4:1:O4:M6:x",                    // no game 0
        "hy:m:42:17:7:1:O4:M6:x",                   // die 7
        "hy:m:42:17:4:2+1:O4:M6:x",                 // pawns not ascending
        "hy:m:42:17:4:1+1:O4:M6:x",                 // pawn twice
        "hy:m:42:17:4:5:O4:M6:x",                   // pawn 5
        "hy:m:42:17:4:1:O48:M6:x",                  // no such space
        "hy:m:42:17:4:1:O4:M6:y",                   // cross flag
        "hy:m:42:99999999999999999999:4:1:O4:M6:x", // version overflow
        "hy:l:7:ai:godlike",
        "hy:l:7:dance",
        "hy:r:9223372036854775808", // beyond i64
        "HY:e:9",
        "hy:e: 9",
        "hy:g:1:-",        // no button
        "hy:g:1:0:n",      // user 0
        "hy:g:100001:-:n", // page beyond the bound
        "hy:g:1:-:x",      // no such button
        "hy:p:5:100001:n", // turn beyond the bound
        "hy:p:5:3:n11",    // no such button
        "hy:p:0:3:n",      // no game 0
    ] {
        assert_eq!(bad.parse::<ComponentId>(), Err(MalformedId), "{bad:?}");
    }
    assert!(
        format!("hy:e:{}", "1".repeat(120))
            .parse::<ComponentId>()
            .is_err()
    );
}

// ---- nonces ---------------------------------------------------------------------

#[test]
fn a_dm_nonce_names_the_turn_and_its_moment_within_discords_limit() {
    let game = GameId(i64::MAX);
    let start = dm_nonce(game, u64::MAX, TurnDm::Start);
    assert!(start.len() <= 25, "{start}");
    assert_eq!(start, dm_nonce(game, u64::MAX, TurnDm::Start));
    assert_ne!(start, dm_nonce(game, u64::MAX, TurnDm::Reminder));
    let turn = dm_nonce(game, 12, TurnDm::Start);
    assert_ne!(turn, dm_nonce(game, 14, TurnDm::Start));
    assert_ne!(turn, dm_nonce(GameId(7), 12, TurnDm::Start));
}

#[test]
fn a_moves_menu_names_its_game_and_takes_only_a_move_of_that_game_and_version() {
    use hypnosia::controls::picked_move;
    let menu = ComponentId::MoveMenu {
        game: GameId(42),
        version: 17,
        row: 1,
    };
    assert_eq!(menu.to_string(), "hy:mm:42:17:1");
    assert_eq!("hy:mm:42:17:1".parse::<ComponentId>(), Ok(menu));
    // Each option's value is the move's own id.
    let m = mv(4, &[1, 2], "O4", "M6", true);
    let value = ComponentId::Move {
        game: GameId(42),
        version: 17,
        mv: m,
    }
    .to_string();
    assert_eq!(picked_move(GameId(42), 17, &value), Ok(m));
    // A value forged for another game or version, or no move at all.
    assert_eq!(picked_move(GameId(43), 17, &value), Err(MalformedId));
    assert_eq!(picked_move(GameId(42), 18, &value), Err(MalformedId));
    assert_eq!(picked_move(GameId(42), 17, "hy:r:42"), Err(MalformedId));
    assert_eq!(picked_move(GameId(42), 17, ""), Err(MalformedId));
}
