//! The game's log in the channel: a stretch of computer turns is one line, a
//! turn cut short is never "no legal move", and the end line and the results'
//! title name the winners.

use hypnosia::ai::play_out;
use hypnosia::discord::view::rows as discord_rows;
use hypnosia::game::{Color, Dice, Entry, Game, LeaveKind, Variant};
use hypnosia::i18n::Lang;
use hypnosia::table::{Level, Seat, Table};
use hypnosia::views::channel_log::over_view;
use hypnosia::words::channel_log::log_lines;
use hypnosia::words::messages::headline;

use crate::tables::{ADA, started};

/// Ada (red, moving first) and two easy computers.
fn ada_and_two_computers() -> Table {
    let seats = vec![
        Seat::human(Color::Red, ADA, "Ada"),
        Seat::ai(Color::Blue, Level::Easy),
        Seat::ai(Color::Green, Level::Easy),
    ];
    let players: Vec<_> = seats.iter().map(Seat::player).collect();
    let game = (0..100)
        .map(|seed| Game::new(players.clone(), Variant::default(), Dice::from_seed(seed)).unwrap())
        .find(|g| g.to_move() == Some(Color::Red))
        .expect("a seed where Ada moves first");
    started(seats, game)
}

#[test]
fn a_play_out_after_the_last_person_resigned_is_one_line() {
    let mut t = ada_and_two_computers();
    t.game.leave(Color::Red, LeaveKind::Resign).unwrap();
    play_out(&mut t.game, Level::Easy, 5).unwrap();
    let entries = t.game.entries();
    let computer_turns = entries[2..]
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count();
    assert!(computer_turns > 20, "a long play-out: {computer_turns}");
    let lines = log_lines(Lang::EnUs, &t, 0, entries.len());
    assert_eq!(lines.len(), 3, "{lines:#?}");
    // Her turn was cut short by her resignation: nothing says "no legal move".
    assert!(lines[0].contains("Ada 🎲"), "{}", lines[0]);
    assert!(lines[0].contains("not played"), "{}", lines[0]);
    assert!(lines[1].contains("Ada resigned"), "{}", lines[1]);
    assert_eq!(
        lines[2],
        format!("🤖 the computers played {computer_turns} turns")
    );
    for lang in Lang::ALL {
        let lines = log_lines(lang, &t, 0, entries.len());
        assert_eq!(lines.len(), 3, "{lang:?}: {lines:#?}");
        assert!(lines[2].contains(&computer_turns.to_string()), "{lang:?}");
    }
}

#[test]
fn the_end_line_and_the_results_title_name_the_winners() {
    let mut t = ada_and_two_computers();
    t.game.leave(Color::Red, LeaveKind::Resign).unwrap();
    play_out(&mut t.game, Level::Easy, 5).unwrap();
    let winners: Vec<_> = t
        .game
        .standings()
        .into_iter()
        .filter(|s| s.rank == 1)
        .collect();
    assert!(!winners.is_empty());
    let title = headline(Lang::EnUs, &t);
    assert!(
        title.starts_with("🏆 ") && title.ends_with("game #1"),
        "{title}"
    );
    let view = over_view(
        Lang::EnUs,
        &t,
        Some("https://discord.com/channels/1/2/3".into()),
        None,
    );
    let content = view.content.unwrap();
    let first = content.lines().next().unwrap();
    assert!(first.starts_with("Game #1 is over: 🏆 "), "{first}");
    for w in &winners {
        // "AI 1 (easy), 8 pts": the points after a comma, not in brackets.
        let points = format!(", {} pt", w.score).replace('-', "\u{2212}");
        assert!(first.contains(&points), "{first}");
    }
    // The last lines of the log follow: how the game went at its end.
    assert!(content.contains("the computers played"), "{content}");
    assert_eq!(view.components.len(), 1, "the Results link");
}

#[test]
fn a_rematch_adds_its_link_beside_the_results_on_the_end_line() {
    let mut t = ada_and_two_computers();
    t.game.leave(Color::Red, LeaveKind::Resign).unwrap();
    play_out(&mut t.game, Level::Easy, 5).unwrap();
    let results = "https://discord.com/channels/1/2/3".to_owned();
    let lobby = "https://discord.com/channels/1/2/4".to_owned();
    let view = over_view(Lang::EnUs, &t, Some(results.clone()), Some(lobby.clone()));
    let rows = serde_json::to_value(discord_rows(view.components)).unwrap();
    let buttons = rows[0]["components"].as_array().unwrap();
    let urls: Vec<&str> = buttons.iter().filter_map(|b| b["url"].as_str()).collect();
    assert_eq!(urls, [results.as_str(), lobby.as_str()]);
    assert_eq!(rows.as_array().unwrap().len(), 1, "one row of links");
    for lang in Lang::ALL {
        let view = over_view(lang, &t, Some(results.clone()), Some(lobby.clone()));
        let rows = serde_json::to_value(discord_rows(view.components)).unwrap();
        let label = rows[0]["components"][1]["label"]
            .as_str()
            .unwrap_or_default();
        assert!(label.ends_with('↗'), "{lang:?}: {label}");
    }
}

/// A long game's log shows its newest lines under one that counts the
/// earlier ones and says where to read them all: the replay command, by the
/// name people type in their language (ux-3 §11).
#[test]
fn the_logs_earlier_lines_point_to_the_replay_command() {
    let mut t = crate::tables::table(3);
    play_out(&mut t.game, Level::Easy, 3).unwrap();
    let until = t.game.entries().len();
    for lang in Lang::ALL {
        let text = hypnosia::words::channel_log::log_text(lang, &t, until);
        let first = text
            .lines()
            .find(|l| l.starts_with('…'))
            .unwrap_or_else(|| panic!("{lang:?}: no line counts the earlier ones: {text}"));
        let command = format!(
            "/{} {}",
            hypnosia::i18n::tr(lang, "cmd-hypnosia", &[]),
            hypnosia::i18n::tr(lang, "cmd-replay", &[])
        );
        assert!(first.contains(&command), "{lang:?}: {first}");
    }
}
