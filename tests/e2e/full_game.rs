//! End to end: a whole game, from `/hypnosia new` to the results. Two people and
//! an easy computer player; the people head for the center (see [`pick_move`])
//! until the game ends by itself. The results message, the exported record, the
//! leaderboard and a player's stats must then tell the same story — a story the
//! test checks against the rules (scores and ranks recomputed from the record's
//! moves), not against numbers copied from the bot.

use std::collections::BTreeMap;

use crate::support::{asks, command, export, has_move_buttons, start, BotOptions, WAIT};
use hypnosia_emulator::{ButtonView, EmuMessage, Emulator};
use serde_json::{json, Value};
use serenity::all::UserId;

/// A game has at most 300 turns per player (the round limit) and two dice per
/// turn: more clicks than this means the game does not end.
const MAX_CLICKS: usize = 2 * 300 * 3;

/// Center places are worth 5, 4, 3, 2, 1 points.
const CENTER_POINTS: [i64; 5] = [5, 4, 3, 2, 1];

/// The move a person heading for the center clicks: into the center (`★`) when
/// offered, else across a bridge inward (`⇣`), else the first move offered.
fn pick_move(m: &EmuMessage) -> String {
    let moves: Vec<ButtonView> = m
        .buttons()
        .into_iter()
        .filter(|b| {
            b.custom_id
                .as_ref()
                .is_some_and(|id| id.starts_with("hy:m:"))
        })
        .collect();
    let marked = |mark: &str| {
        moves
            .iter()
            .find(|b| b.label.as_ref().is_some_and(|l| l.contains(mark)))
    };
    let pick = marked("★").or_else(|| marked("⇣")).unwrap_or(&moves[0]);
    pick.custom_id.clone().unwrap()
}

fn is_results(m: &EmuMessage) -> bool {
    m.embed_titles().iter().any(|t| t.contains("results"))
}

/// What the record's moves add up to for one color.
#[derive(Default, Debug)]
struct Tally {
    /// Center places taken (1..=5), in arrival order.
    places: Vec<i64>,
    captures: i64,
    losses: i64,
    moves: usize,
    auto_moves: usize,
}

impl Tally {
    /// Score by the rules: center places' points, +1 per capture, −1 per loss.
    fn score(&self) -> i64 {
        let center: i64 = self
            .places
            .iter()
            .map(|p| CENTER_POINTS[*p as usize - 1])
            .sum();
        center + self.captures - self.losses
    }

    fn earliest_place(&self) -> Option<i64> {
        self.places.iter().copied().min()
    }
}

/// Tallies every move of the record, per color.
fn tally(record: &Value) -> BTreeMap<String, Tally> {
    let mut t: BTreeMap<String, Tally> = BTreeMap::new();
    for p in record["players"].as_array().unwrap() {
        t.entry(p["color"].as_str().unwrap().to_owned())
            .or_default();
    }
    for turn in record["turns"].as_array().unwrap() {
        let Some(moves) = turn["moves"].as_array() else {
            continue; // a resignation or removal
        };
        let color = turn["color"].as_str().unwrap().to_owned();
        for m in moves {
            let mine = t.get_mut(&color).unwrap();
            mine.moves += 1;
            mine.auto_moves += usize::from(m["auto"] == true);
            mine.places.extend(
                m["center"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_i64().unwrap()),
            );
            for c in m["captured"].as_array().unwrap() {
                t.get_mut(&color).unwrap().captures += 1;
                t.get_mut(c["color"].as_str().unwrap()).unwrap().losses += 1;
            }
        }
    }
    t
}

/// The ranking the rules give (RULES.md §6; nobody left the game): score, then a
/// center pawn, then the earliest arrival; equal scores without center pawns share
/// a rank (1, 2, 2, 4). Returns (color, rank, score) in ranking order; players
/// sharing a rank keep sector order, as in the record.
fn ranking_by_rules(record: &Value, tallies: &BTreeMap<String, Tally>) -> Vec<(String, i64, i64)> {
    let sector: Vec<String> = record["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["color"].as_str().unwrap().to_owned())
        .collect();
    let mut order = sector.clone();
    let key = |c: &String| {
        let t = &tallies[c];
        // Higher score first; with a center pawn before without; earlier arrival first.
        (
            -t.score(),
            t.earliest_place().unwrap_or(i64::MAX),
            sector.iter().position(|s| s == c).unwrap(),
        )
    };
    order.sort_by_key(key);
    let mut out: Vec<(String, i64, i64)> = Vec::new();
    for (i, c) in order.iter().enumerate() {
        let t = &tallies[c];
        let rank = match out.last() {
            Some((prev, prev_rank, prev_score))
                if *prev_score == t.score()
                    && tallies[prev].places.is_empty()
                    && t.places.is_empty() =>
            {
                *prev_rank
            }
            _ => i as i64 + 1,
        };
        out.push((c.clone(), rank, t.score()));
    }
    out
}

/// The lines of an embed description that start with a bold `**n.**` place.
fn place_lines(m: &EmuMessage) -> Vec<String> {
    m.text()
        .lines()
        .filter(|l| l.starts_with("**") && l.split("**").nth(1).is_some_and(|n| n.ends_with('.')))
        .map(str::to_owned)
        .collect()
}

/// The first whole number of the first clause of `text` that mentions `word`
/// (clauses end at line breaks, `·`, commas, semicolons and brackets).
fn number_in_clause(text: &str, word: &str) -> Option<i64> {
    let clause = text
        .split(['\n', '·', ',', ';', '(', ')'])
        .find(|c| c.contains(word))?;
    clause
        .split_whitespace()
        .find_map(|w| w.trim_matches('*').parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_computer_play_a_whole_game_that_reaches_the_leaderboard() {
    let w = start(BotOptions {
        dice_seed: 20_260_522,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let people = [alice, bob];

    // Nobody has finished a game yet.
    let board = command(emu, alice, channel, "hypnosia leaderboard", &[]).await;
    assert!(place_lines(&board).is_empty(), "{}", board.text());

    // ---- the lobby: alice hosts, bob joins, alice adds an easy computer player --------
    let lobby = crate::support::open_lobby(
        &w,
        alice,
        &[("seats", json!(3)), ("turn_timeout", json!("24h"))],
    )
    .await;
    let r = emu
        .click_label(bob, channel, lobby.id, "Join")
        .response()
        .await;
    assert_eq!(r.kind, 7, "bob is seated: {}", r.content());
    let r = emu
        .click_label(alice, channel, lobby.id, "Add AI: easy")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the computer is seated: {}", r.content());
    let seated = r.message.expect("the lobby with three seats");
    assert!(seated.text().contains("Seats (3/3)"), "{}", seated.text());
    let r = emu
        .click_label(alice, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the game starts: {}", r.content());

    // ---- the game: whoever is asked heads for the center, until the results ---------
    let mut clicks: BTreeMap<UserId, usize> = BTreeMap::new();
    let results = loop {
        let m = emu
            .wait_for_message(
                channel,
                |m| is_results(m) || people.iter().any(|&p| asks(m, p)),
                WAIT,
            )
            .await
            .expect("a turn for one of the people, or the results");
        if is_results(&m) {
            break m;
        }
        let user = *people.iter().find(|&&p| asks(&m, p)).unwrap();
        let r = emu
            .click(user, channel, m.id, &pick_move(&m))
            .response()
            .await;
        assert_eq!(r.kind, 7, "the move is shown in place: {}", r.content());
        *clicks.entry(user).or_default() += 1;
        assert!(
            clicks.values().sum::<usize>() <= MAX_CLICKS,
            "the game does not end"
        );
    };
    assert!(
        emu.messages(channel).iter().all(|m| !has_move_buttons(m)),
        "no move button is left once the game is over"
    );

    // ---- the record: how it ended, and the result the rules give ----------------------
    let record = export(emu, channel, alice).await;
    let players = record["players"].as_array().unwrap();
    assert_eq!(players.len(), 3, "{record:#}");
    let color_of = |user: UserId| -> String {
        // The lobby listed each seat as "<emoji> <color> — <@user>".
        let color = players
            .iter()
            .map(|p| p["color"].as_str().unwrap())
            .find(|c| seated.text().contains(&format!("{c} — <@{user}>")))
            .unwrap_or_else(|| panic!("{user}'s seat in {}", seated.text()));
        color.to_owned()
    };
    let (alice_color, bob_color) = (color_of(alice), color_of(bob));
    let ai = players
        .iter()
        .find(|p| p["kind"] == "ai")
        .expect("the AI seat");
    let ai_color = ai["color"].as_str().unwrap().to_owned();
    let name_of = |color: &str| -> String {
        let p = players.iter().find(|p| p["color"] == color).unwrap();
        p["name"].as_str().unwrap().to_owned()
    };
    for (user, color) in [(alice, &alice_color), (bob, &bob_color)] {
        let p = players.iter().find(|p| p["color"] == **color).unwrap();
        assert_eq!(p["kind"], "human", "{user} plays {color}: {record:#}");
    }

    let result = &record["result"];
    let reason = result["reason"].as_str().expect("a finished game");
    let tallies = tally(&record);
    let arrivals: usize = tallies.values().map(|t| t.places.len()).sum();
    let gone: i64 = tallies.values().map(|t| t.losses).sum::<i64>() + arrivals as i64;
    match reason {
        "center_full" => assert_eq!(arrivals, 5, "{record:#}"),
        "board_empty" => assert_eq!(gone, 4 * 3, "every pawn is captured or home"),
        "round_limit" => {}
        other => panic!("the game ended by itself, not by {other:?}: {record:#}"),
    }
    assert!(
        record["turns"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t.get("event").is_none()),
        "nobody left the game"
    );
    // Every human move was a click (nothing was played for an absent player), and
    // the computer played its own turns.
    for (user, color) in [(alice, &alice_color), (bob, &bob_color)] {
        assert_eq!(
            tallies[color].moves,
            clicks.get(&user).copied().unwrap_or(0),
            "{color}'s moves"
        );
        assert_eq!(tallies[color].auto_moves, 0);
    }
    assert!(tallies[&ai_color].moves > 0, "the computer played");

    let expected = ranking_by_rules(&record, &tallies);
    let ranking: Vec<(String, i64, i64)> = result["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["color"].as_str().unwrap().to_owned(),
                r["rank"].as_i64().unwrap(),
                r["score"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(ranking, expected, "the recorded result follows the rules");
    let rank_of = |color: &str| ranking.iter().find(|r| r.0 == color).unwrap().1;
    let score_of = |color: &str| tallies[color].score();

    // ---- the results message shows that ranking -----------------------------------
    let text = results.text();
    let why = match reason {
        "center_full" => "center",
        "board_empty" => "board",
        _ => "round limit",
    };
    assert!(text.contains("Game over") && text.contains(why), "{text}");
    let lines = place_lines(&results);
    assert_eq!(lines.len(), 3, "one line per seat: {text}");
    for (line, (color, rank, score)) in lines.iter().zip(&ranking) {
        let t = &tallies[color];
        for part in [
            format!("**{rank}.**"),
            format!("{} — {score} pts", name_of(color)),
            format!("★{}", t.places.len()),
            format!("✕{}", t.captures),
        ] {
            assert!(line.contains(&part), "{part:?} in {line:?}");
        }
        // The two people are rated against each other; the computer is not.
        assert_eq!(line.contains("rating"), *color != ai_color, "{line}");
    }
    assert!(results.button("Rematch").is_some() && results.button("Export").is_some());

    // ---- the leaderboard lists the two people, better result first -------------------
    let mut humans = [(alice, alice_color.clone()), (bob, bob_color.clone())];
    humans.sort_by_key(|(_, c)| rank_of(c));
    let check_rows = |board: &EmuMessage, by: &str| {
        let rows = place_lines(board);
        assert_eq!(rows.len(), 2, "only the people, by {by}: {}", board.text());
        assert!(
            !board.text().contains(&name_of(&ai_color)),
            "{}",
            board.text()
        );
        for (user, color) in &humans {
            let row = rows
                .iter()
                .find(|r| r.contains(&format!("<@{user}>")))
                .unwrap_or_else(|| panic!("{user} by {by}: {}", board.text()));
            let wins = u8::from(rank_of(color) == 1);
            // English plurals: one for 1 (CLDR counts -1 as one too), other otherwise.
            let plural = |n: i64, one: &str, other: &str| {
                format!("{n} {}", if n.abs() == 1 { one } else { other })
            };
            for part in [
                "1 game".to_owned(),
                plural(i64::from(wins), "win", "wins"),
                plural(score_of(color), "pt", "pts"),
            ] {
                assert!(row.contains(&part), "{part:?} in {row:?}");
            }
        }
        rows
    };
    let by_rating = command(emu, bob, channel, "hypnosia leaderboard", &[]).await;
    let rows = check_rows(&by_rating, "rating");
    let (first, second) = (&humans[0], &humans[1]);
    if rank_of(&first.1) < rank_of(&second.1) {
        assert!(
            rows[0].contains(&format!("<@{}>", first.0)),
            "the better placed person rates higher: {}",
            by_rating.text()
        );
    }
    let by_points = command(
        emu,
        bob,
        channel,
        "hypnosia leaderboard",
        &[("by", points_choice(emu, &w))],
    )
    .await;
    let rows = check_rows(&by_points, "points");
    if score_of(&first.1) != score_of(&second.1) {
        let top = humans.iter().max_by_key(|(_, c)| score_of(c)).unwrap();
        assert!(
            rows[0].contains(&format!("<@{}>", top.0)),
            "more points first: {}",
            by_points.text()
        );
    }

    // ---- alice's stats add up to her game -------------------------------------------
    let stats = command(emu, alice, channel, "hypnosia stats", &[]).await;
    let t = &tallies[&alice_color];
    let text = stats.text();
    assert!(text.contains(&format!("<@{alice}>")), "{text}");
    let plural =
        |n: i64, one: &str, other: &str| format!("{n} {}", if n.abs() == 1 { one } else { other });
    for part in [
        "1 game ".to_owned(),
        plural(i64::from(rank_of(&alice_color) == 1), "win", "wins"),
        plural(t.score(), "point", "points"),
        plural(t.captures as i64, "capture", "captures"),
    ] {
        assert!(text.contains(&part), "{part:?} in {text:?}");
    }
    assert_eq!(
        number_in_clause(&text, "center"),
        Some(t.places.len() as i64),
        "her pawns brought to the center: {text:?}"
    );
    emu.assert_no_violations();
}

/// The value of the `points` choice of `/hypnosia leaderboard by:`, as registered.
fn points_choice(emu: &Emulator, w: &crate::support::World) -> Value {
    let commands = emu.commands(Some(w.guild));
    let hypnosia = commands
        .iter()
        .find(|c| c["name"] == "hypnosia")
        .expect("/hypnosia");
    let leaderboard = hypnosia["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "leaderboard")
        .expect("/hypnosia leaderboard");
    let by = leaderboard["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "by")
        .expect("the by option");
    by["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "points")
        .expect("a points choice")["value"]
        .clone()
}
