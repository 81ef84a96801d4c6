//! Limits: who a rematch seats, and every text the bot sends within Discord's
//! limits, with the longest names (32 characters, wide ones), six players, the
//! longest summaries (a turn message over a whole game of computer turns) and
//! the longest lists, in every language.

use hypnosia::ai::play_out;
use hypnosia::discord::view::ToDiscord;
use hypnosia::game::{Color, Dice, EndReason, Game, LeaveKind, Player, Variant};
use hypnosia::i18n::CommandRef;
use hypnosia::i18n::Lang;
use hypnosia::render::Faces;
use hypnosia::store::{GamesPage, PastGame, PlayerResult};
use hypnosia::table::{
    ChannelId, GameId, GuildId, Level, Lobby, LobbyOptions, Occupant, Place, RatingChange, Seat,
    Skill, Table, UserId,
};
use hypnosia::views::history::{games_view, replay_view};
use hypnosia::views::messages::{lobby_view, summary_view};
use hypnosia::views::results::results_view;
use hypnosia::views::turn_message::turn_view;
use hypnosia::views::view::View;
use hypnosia::words::markup::CommandIds;
use serde_json::Value;

use super::tables::{ADA, BOB, EVE, started};

// ---- rematch -------------------------------------------------------------------

/// Ada, Bob and Eve with an easy and a hard computer; Bob resigns and Eve is
/// removed, then the game is played to its end.
fn game_with_leavers() -> Table {
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Yellow, Level::Easy),
        Seat::human(Color::Green, BOB, "Bob"),
        Seat::human(Color::Cyan, EVE, "Eve"),
        Seat::ai(Color::Blue, Level::Hard),
    ];
    let players = seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(41)).unwrap();
    let mut t = started(seats, game);
    t.resign(BOB).unwrap();
    t.game.leave(Color::Cyan, LeaveKind::Removed).unwrap();
    play_out(&mut t.game, Level::Easy, 5).unwrap();
    assert!(t.game.is_over());
    t
}

#[test]
fn a_rematch_seats_its_asker_and_the_computers_and_invites_the_other_people() {
    let t = game_with_leavers();
    let seated = |host| {
        t.rematch_seats(host)
            .into_iter()
            .map(|s| (s.color, s.occupant))
            .collect::<Vec<_>>()
    };
    let computers = [
        (Color::Yellow, Occupant::Ai(Level::Easy)),
        (Color::Blue, Occupant::Ai(Level::Hard)),
    ];
    assert_eq!(
        seated(ADA),
        [
            vec![(
                Color::Red,
                Occupant::Human {
                    user: ADA,
                    name: "Ada".into()
                }
            )],
            computers.to_vec()
        ]
        .concat(),
        "nobody is seated for Bob or Eve: they are invited and sit down only when they Join"
    );
    assert_eq!(t.rematch_invites(ADA), vec![BOB, EVE]);
    // Bob, who resigned, may ask for it himself: he is seated, Ada and Eve
    // are invited.
    let by_bob = seated(BOB);
    assert_eq!(
        by_bob.iter().map(|(c, _)| *c).collect::<Vec<_>>(),
        vec![Color::Yellow, Color::Green, Color::Blue]
    );
    assert_eq!(t.rematch_invites(BOB), vec![ADA, EVE]);
}

// ---- Discord's text limits ------------------------------------------------------

/// Six 32-character names, most of them of wide characters: full-width Latin,
/// Hangul, mathematical letters (4 bytes each), accents built of combining
/// marks, joined emoji, and plain Latin.
fn longest_names() -> [String; 6] {
    [
        "Ｗ".repeat(32),
        "힣".repeat(32),
        "𝕎".repeat(32),
        "e\u{301}".repeat(16),
        format!("{}ab", "👩\u{200D}👧".repeat(10)),
        "W".repeat(32),
    ]
}

/// Snowflakes as long as Discord makes them.
fn person(n: u64) -> UserId {
    UserId(18_446_744_073_709_551_000 + n)
}

/// Six people with the longest names.
fn six_seats() -> Vec<Seat> {
    Color::ALL
        .into_iter()
        .zip(longest_names())
        .enumerate()
        .map(|(i, (color, name))| Seat::human(color, person(i as u64), name))
        .collect()
}

/// Six people with the longest names play a whole game, moves chosen at random
/// (the longest games there are); with `leavers`, four of them leave first,
/// two resigning and two removed.
fn long_table(leavers: bool) -> Table {
    let seats = six_seats();
    let players: Vec<Player> = seats.iter().map(Seat::player).collect();
    let game = Game::new(players, Variant::default(), Dice::from_seed(8)).unwrap();
    let mut t = started(seats, game);
    t.id = GameId(i64::MAX);
    if leavers {
        for (color, kind) in [
            (Color::Yellow, LeaveKind::Resign),
            (Color::Green, LeaveKind::Removed),
            (Color::Cyan, LeaveKind::Removed),
            (Color::Blue, LeaveKind::Resign),
        ] {
            t.game.leave(color, kind).unwrap();
        }
    }
    t
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Every limit Discord puts on a message's texts, checked on the JSON it
/// receives; the breaches found, as readable lines.
fn breaches(message: &Value) -> Vec<String> {
    let mut found = Vec::new();
    let mut over = |what: String, n: usize, max: usize| {
        if n > max {
            found.push(format!("{what}: {n} > {max}"));
        }
    };
    over("content".into(), chars(&message["content"]), 2000);
    let mut total = 0;
    for (i, e) in message["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        for (path, max) in [
            ("/title", 256),
            ("/description", 4096),
            ("/footer/text", 2048),
            ("/author/name", 256),
        ] {
            let n = e.pointer(path).map_or(0, chars);
            over(format!("embeds[{i}]{path}"), n, max);
            total += n;
        }
        for (j, f) in e["fields"].as_array().into_iter().flatten().enumerate() {
            over(
                format!("embeds[{i}].fields[{j}].name"),
                chars(&f["name"]),
                256,
            );
            over(
                format!("embeds[{i}].fields[{j}].value"),
                chars(&f["value"]),
                1024,
            );
            total += chars(&f["name"]) + chars(&f["value"]);
        }
    }
    over("all embeds".into(), total, 6000);
    for row in message["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            over(format!("button {}", c["custom_id"]), chars(&c["label"]), 80);
            for o in c["options"].as_array().into_iter().flatten() {
                over("option label".into(), chars(&o["label"]), 100);
                over("option value".into(), chars(&o["value"]), 100);
                over("option description".into(), chars(&o["description"]), 100);
            }
            over("placeholder".into(), chars(&c["placeholder"]), 150);
        }
    }
    found
}

/// Checks a view as the bot sends it, as a new message and as an edit.
#[track_caller]
fn assert_fits(what: &str, lang: Lang, view: View) -> Value {
    let message = serde_json::to_value(view.clone().into_message()).unwrap();
    let edit = serde_json::to_value(view.into_edit()).unwrap();
    for sent in [&message, &edit] {
        let found = breaches(sent);
        assert!(found.is_empty(), "{what} in {lang:?}: {found:?}");
    }
    message
}

fn text_of(message: &Value) -> String {
    let mut text = message["content"].as_str().unwrap_or_default().to_owned();
    for e in message["embeds"].as_array().into_iter().flatten() {
        text.push_str(e["description"].as_str().unwrap_or_default());
    }
    text
}

#[test]
fn a_turn_message_over_a_whole_game_of_computer_turns_keeps_its_latest_lines() {
    let mut t = long_table(false);
    play_out(&mut t.game, Level::Easy, 3).unwrap();
    let entries = t.game.entries().len();
    assert!(entries > 150, "a long game: {entries} entries");
    for lang in Lang::ALL {
        let lines = hypnosia::words::turns::entries_summary_lines(lang, &t, 0, entries);
        let message = assert_fits("summary", lang, summary_view(lang, &t, 0, entries));
        let content = message["content"].as_str().unwrap();
        // The newest turns are shown whole, the oldest make way, and it says so.
        assert!(
            content.ends_with(lines.last().unwrap().as_str()),
            "{lang:?}: {content}"
        );
        assert!(!content.contains(lines[0].as_str()), "{lang:?}");
        assert!(content.starts_with('…'), "{lang:?}: {content}");
        let shown = content.lines().count() - 1;
        let said: String = content
            .lines()
            .next()
            .unwrap()
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        assert_eq!(
            said,
            (entries - shown).to_string(),
            "{lang:?} says how many lines it left out: {content}"
        );
        // Results under six long names, with leavers, and rating changes.
        let changes: Vec<RatingChange> = t
            .seats
            .iter()
            .map(|s| RatingChange {
                user: s.occupant.user().unwrap(),
                color: s.color,
                before: Skill {
                    mu: -12345.678,
                    sigma: 0.0,
                },
                after: Skill {
                    mu: 12345.678,
                    sigma: 0.0,
                },
                rated_games: 1,
            })
            .collect();
        assert_fits(
            "results",
            lang,
            results_view((lang, &t), &changes, None, &Faces::none(), None),
        );
    }
}

#[test]
fn turns_results_and_lobbies_of_six_long_names_fit_in_every_language() {
    let mut t = long_table(true);
    for lang in Lang::ALL {
        assert_fits(
            "first turn",
            lang,
            turn_view(lang, &t, true, &Faces::none()),
        );
    }
    // Mid-game, then at its end.
    for _ in 0..40 {
        if let Some(&mv) = t.game.legal_moves().first() {
            t.game.play(mv).unwrap();
        }
    }
    t.clock.set_timeouts(t.game.to_move().unwrap(), 2);
    for lang in Lang::ALL {
        assert_fits("turn", lang, turn_view(lang, &t, false, &Faces::none()));
    }
    play_out(&mut t.game, Level::Easy, 9).unwrap();
    let by = hypnosia::text!("plain", text = "Ｗ".repeat(32));
    for lang in Lang::ALL {
        let shown = assert_fits(
            "results",
            lang,
            results_view((lang, &t), &[], Some(&by), &Faces::none(), None),
        );
        // Every player is still named: nothing was dropped to fit.
        for name in longest_names() {
            assert!(text_of(&shown).contains(&name), "{lang:?}: {name}");
        }
        let lobby = Lobby {
            id: GameId(i64::MAX),
            place: Place::in_server(GuildId(1), ChannelId(2)),
            host: person(0),
            seats: six_seats(),
            options: LobbyOptions::default(),
            created_at: 0,
            expires_at: i64::MAX,
            kept_for: None,
            version: 0,
        };
        let shown = assert_fits(
            "lobby",
            lang,
            lobby_view(lang, &lobby, &CommandIds::default(), false),
        );
        // Newcomers are pointed to the lessons.
        let learn = CommandRef::new("hypnosia learn", None).render(lang);
        assert!(text_of(&shown).contains(&learn), "{lang:?}: {learn}");
        assert_fits(
            "lobby in a thread",
            lang,
            lobby_view(lang, &lobby, &CommandIds::default(), true),
        );
    }
}

/// A page of ten past games of six people each, all tied for first (each a
/// winner named), who all left: the longest lines a page can have.
pub(crate) fn longest_page() -> GamesPage {
    let games = (0..10)
        .map(|n| PastGame {
            id: GameId(9_000_000_000_000 - n),
            channel: ChannelId(u64::MAX),
            started_at: i64::MAX / 2,
            finished_at: i64::MAX / 2,
            reason: EndReason::RoundLimit,
            turns: u32::MAX,
            hinted: true,
            tournament: Some(("W".repeat(80), u16::MAX)),
            results: Color::ALL
                .into_iter()
                .enumerate()
                .map(|(i, color)| PlayerResult {
                    color,
                    occupant: Occupant::Human {
                        user: person(i as u64),
                        name: longest_names()[i].clone(),
                    },
                    rank: 1,
                    score: -32768,
                    center_pawns: 0,
                    captures: 0,
                    losses: 4,
                    left: true,
                    // Every mark a seat can have: the longest line.
                    walked_away: true,
                })
                .collect(),
        })
        .collect();
    GamesPage {
        page: u32::MAX - 1,
        per_page: 10,
        total: u32::MAX,
        games,
    }
}

#[test]
fn history_pages_and_replays_fit_and_still_list_every_game() {
    let page = longest_page();
    let mut t = long_table(false);
    play_out(&mut t.game, Level::Easy, 3).unwrap();
    let record = t.game.record();
    let turns = hypnosia::words::history::replay_turns(&record).len() as u32;
    for lang in Lang::ALL {
        let shown = assert_fits(
            "games page",
            lang,
            games_view(
                lang,
                &page,
                Some(person(1)),
                CommandRef::new("hypnosia replay", Some(1_234_567_890_123_456_789)),
            ),
        );
        for game in &page.games {
            assert!(
                text_of(&shown).contains(&game.id.0.to_string()),
                "{lang:?} lists game {}: {}",
                game.id.0,
                text_of(&shown)
            );
        }
        for turn in [0, 1, turns / 2, turns] {
            assert_fits(
                "replay",
                lang,
                replay_view(lang, GameId(i64::MAX), &record, turn, Vec::new()),
            );
        }
    }
}

/// Win chances: the live line of six long names, and the analysis of their
/// whole game (every player's account, three turning points), in every
/// language.
#[test]
fn live_chances_and_the_analysis_of_six_long_names_fit_in_every_language() {
    use hypnosia::render::analysis_chart;
    use hypnosia::views::chances::{analysis_view, with_live_chances};
    let mut t = long_table(false);
    for _ in 0..30 {
        if let Some(&mv) = t.game.legal_moves().first() {
            t.game.play(mv).unwrap();
        }
    }
    for lang in Lang::ALL {
        let view = with_live_chances(turn_view(lang, &t, false, &Faces::none()), true, lang, &t);
        let shown = assert_fits("turn with chances", lang, view);
        // Every player has a chance, by color, whatever the names.
        // The chances end the embed's author line (turn · chances).
        let line = shown["embeds"][0]["author"]["name"].as_str().unwrap();
        assert_eq!(line.matches('%').count(), 6, "{line}");
    }
    play_out(&mut t.game, Level::Easy, 9).unwrap();
    let record = t.game.record();
    let analysis = hypnosia::analysis::analyse(&record).unwrap();
    assert_eq!(analysis.turning_points.len(), 3);
    let chart = analysis_chart(&analysis);
    for lang in Lang::ALL {
        let view = analysis_view(lang, t.id, &record, &analysis, chart.clone());
        assert_fits("analysis", lang, view);
    }
}
