//! End to end: turn time-outs, with 3 s turns (the bot's test knob lowers the 30 s
//! minimum). An absent player's turn is played by the computer and marked `auto`;
//! a turn of their own resets the count; the third time-out in a row of a person
//! alone with a computer (nobody else waits for them) plays the rest of the game
//! for them at once, not removing them (the engine's tests cover the removal).

use crate::support::{
    BotOptions, WAIT, command, export, leaderboard_text, next_turn, play_turn, private_command,
    start, start_game,
};
use serde_json::{Value, json};

/// How each of a color's turns with moves was played: `"auto"` when the
/// computer played all of it, `"own"` when the player did.
fn turns_played_by(record: &Value, color: &str) -> Vec<&'static str> {
    record["turns"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["color"] == color && t.get("moves").is_some())
        .filter_map(|t| {
            let moves = t["moves"].as_array().unwrap();
            let auto = moves.iter().filter(|m| m["auto"] == true).count();
            match (moves.len(), auto) {
                (0, _) => None,
                (n, a) if n == a => Some("auto"),
                (_, 0) => Some("own"),
                _ => Some("mixed"),
            }
        })
        .collect()
}

async fn an_absent_player_alone_with_a_computer_is_played_for_then_played_out() {
    let mut options = BotOptions::short_turns();
    options.waits.log_every = std::time::Duration::from_millis(200); // the log, read at once
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let lobby = start_game(emu, channel, alice, None, "3s").await;

    // Two time-outs: the computer plays both turns for alice, marked as such.
    let t1 = next_turn(emu, channel, &[alice], None).await;
    let t2 = next_turn(emu, channel, &[alice], Some(t1.id)).await;
    let replaced = emu
        .wait_for_edit_or_removal(channel, t1.id, u32::MAX, WAIT)
        .await;
    assert!(
        matches!(replaced, Some(None)),
        "the next turn's message replaces it"
    );
    let log = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.content.contains("(played by the bot"),
            WAIT,
        )
        .await;
    assert!(
        log.is_some(),
        "the log, in the lobby message, shows the auto moves: {:?}",
        emu.message(lobby.id).map(|m| m.content)
    );
    let t3 = next_turn(emu, channel, &[alice], Some(t2.id)).await;
    // After two time-outs in a row her turn warns her; the first did not.
    let warning = "one more time-out, the bot plays the rest of the game for you";
    assert!(!t1.text().contains(warning), "{}", t1.text());
    assert!(t3.text().contains(warning), "{}", t3.text());

    // Alice plays this turn herself (every die she can), well within the 2 s at
    // least that a 3 s turn leaves (deadlines are whole seconds).
    play_turn(emu, channel, alice, &t3).await;

    // Her own turn ended the run: three more time-outs, and nobody else waits
    // for her, so the third plays the rest of the game.
    let t4 = next_turn(emu, channel, &[alice], Some(t3.id)).await;
    let t5 = next_turn(emu, channel, &[alice], Some(t4.id)).await;
    let t6 = next_turn(emu, channel, &[alice], Some(t5.id)).await;
    let results = emu
        .wait_for_message(channel, crate::support::is_results, WAIT)
        .await
        .expect("the game is played to its end at her third time-out");
    assert!(results.id > t6.id);
    assert!(
        !results.text().contains("fewer than two players") && !results.text().contains("removed"),
        "{}",
        results.text()
    );
    let replaced = emu
        .wait_for_edit_or_removal(channel, t6.id, u32::MAX, WAIT)
        .await;
    assert!(
        matches!(replaced, Some(None)),
        "the results replace the last turn"
    );
    let log = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.content.contains("for alice, and the computers finished"),
            WAIT,
        )
        .await;
    assert!(
        log.is_some(),
        "one line of the log says so: {:?}",
        emu.message(lobby.id).map(|m| m.content)
    );

    // The record: her turns were auto, auto, her own, auto, auto, then all auto
    // to the end, which came by the rules (no removal).
    let record = export(emu, channel, alice).await;
    let players = record["players"].as_array().unwrap();
    let human = players.iter().find(|p| p["kind"] == "human").unwrap();
    let color = human["color"].as_str().unwrap();
    let played = turns_played_by(&record, color);
    assert_eq!(
        played[..5],
        ["auto", "auto", "own", "auto", "auto"],
        "{record:#}"
    );
    assert!(
        played.len() > 5 && played[5..].iter().all(|&by| by == "auto"),
        "{played:?}"
    );
    let turns = record["turns"].as_array().unwrap();
    assert!(
        !turns.iter().any(|t| t.get("event").is_some()),
        "{record:#}"
    );
    let reason = record["result"]["reason"].as_str().unwrap();
    assert!(
        ["center_full", "board_empty", "round_limit"].contains(&reason),
        "{record:#}"
    );
    // `auto` appears only on moves made for alice, never on the computer player's.
    for t in turns.iter().filter(|t| t["color"] != color) {
        for m in t["moves"].as_array().into_iter().flatten() {
            assert!(m.get("auto").is_none(), "{m}");
        }
    }
    emu.assert_no_violations();
}

/// A person who walks away from a game with a computer (never clicks): the
/// bot plays every turn of theirs on time-outs, wins it for them, and the
/// game credits them no win. Each move the bot played says why, in the log
/// and in the record the board is drawn from.
async fn a_person_who_walked_away_is_credited_no_win() {
    let mut options = BotOptions::short_turns();
    options.waits.log_every = std::time::Duration::from_millis(200); // the log, read at once
    let w = start(options).await;
    let (emu, channel) = (&w.emu, w.channel);
    let carl = emu.add_user("carl");
    let lobby = start_game(emu, channel, carl, None, "3s").await;
    let t1 = next_turn(emu, channel, &[carl], None).await;
    let t2 = next_turn(emu, channel, &[carl], Some(t1.id)).await;
    // His first time-out, in the log, says why the bot played it.
    let log = emu
        .wait_for_message(
            channel,
            |m| m.id == lobby.id && m.content.contains("(played by the bot: time ran out)"),
            WAIT,
        )
        .await;
    assert!(
        log.is_some(),
        "{:?}",
        emu.message(lobby.id).map(|m| m.content)
    );
    let t3 = next_turn(emu, channel, &[carl], Some(t2.id)).await;
    let results = emu
        .wait_for_message(channel, crate::support::is_results, WAIT)
        .await
        .expect("the game is played to its end at his third time-out");
    assert!(results.id > t3.id);

    // Every move of his the bot played, for a time-out; and he won.
    let record = export(emu, channel, carl).await;
    let human = record["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["kind"] == "human")
        .unwrap();
    let color = human["color"].as_str().unwrap();
    let his_moves: Vec<&Value> = record["turns"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["color"] == color)
        .flat_map(|t| t["moves"].as_array().into_iter().flatten())
        .collect();
    assert!(!his_moves.is_empty());
    for m in &his_moves {
        assert_eq!(
            (&m["auto"], &m["cause"]),
            (&json!(true), &json!("timeout")),
            "{m}"
        );
    }
    let first = &record["result"]["ranking"][0];
    assert_eq!(
        first["color"], color,
        "the bot won it for him (the dice are seeded): {record:#}"
    );
    let turns = turns_played_by(&record, color).len();

    // The results say so.
    let text = results.text();
    let said = format!(
        "🤖 carl: {turns} of {turns} turns played by the bot (time ran out), most of the game, so it counts as neither a win nor a best finish for them."
    );
    assert!(text.contains(&said), "{said:?} in {text}");
    // Titled by what counts: his seat finished first, no win.
    let title = results.embed_titles().join(" ");
    assert!(
        title.contains("carl's seat finished first, played by the bot: no win counted")
            && !title.contains("wins"),
        "{title}"
    );

    // Not a win: `stats`, `leaderboard by:wins`; `games` marks him.
    let stats = private_command(emu, carl, channel, "hypnosia stats", &[]).await;
    let stats = stats.text();
    assert!(stats.contains("1 game · 0 wins"), "{stats}");
    assert!(!stats.contains("best finish: 1st"), "{stats}");
    let by_wins = [("by", json!(1))]; // the second choice: wins
    let board = command(emu, carl, channel, "hypnosia leaderboard", &by_wins).await;
    let board = leaderboard_text(&board);
    let row = board
        .lines()
        .find(|l| l.contains("carl"))
        .unwrap_or_else(|| panic!("{board}"));
    assert!(row.contains("0 wins"), "{row}");
    let games = private_command(emu, carl, channel, "hypnosia games", &[]).await;
    let games = games.text();
    assert!(games.contains("🤖 (played by the bot)"), "{games}");
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_person_who_walked_away_is_credited_no_win,
    an_absent_player_alone_with_a_computer_is_played_for_then_played_out,
}
