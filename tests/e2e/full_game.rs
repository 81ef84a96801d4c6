//! End to end: a whole game, from `/hypnosia new` to the results. Two people and
//! an easy computer player; the people head for the center (see [`pick_move`])
//! until the game ends by itself. The results message, the exported record, the
//! leaderboard and a player's stats must then tell the same story — a story the
//! test checks against the rules (scores and ranks recomputed from the record's
//! moves), not against numbers copied from the bot. The game is played once
//! ([`finished_game`]) and each test reads one part of that story.

use std::collections::BTreeMap;

use crate::support::{
    self, BotOptions, World, command, export, has_move_buttons, leaderboard_text, private_command,
    start,
};
use hypnosia::controls::ComponentId;
use hypnosia::game::Space;
use hypnosia_emulator::{EmuMessage, Emulator};
use serde_json::{Value, json};
use serenity::all::UserId;
use tokio::sync::OnceCell;

/// Center places are worth 5, 4, 3, 2, 1 points.
const CENTER_POINTS: [i64; 5] = [5, 4, 3, 2, 1];

/// The move a person heading for the center clicks: into the center when
/// offered, else across a bridge inward, else the first move offered (read
/// from the moves' ids, `hy:m:game:version:die:pawns:from:to:x` for a
/// crossing, whether a button or a menu's option offers it).
fn pick_move(m: &EmuMessage) -> String {
    let moves: Vec<String> = support::move_ids(m).collect();
    let to_center = moves.iter().find(|id| {
        matches!(crate::support::component(id),
            Some(ComponentId::Move { mv, .. }) if mv.to == Space::Center)
    });
    let crossing = moves.iter().find(|id| id.ends_with(":x"));
    to_center.or(crossing).unwrap_or(&moves[0]).clone()
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
    leaderboard_text(m)
        .lines()
        .filter(|l| {
            l.split_whitespace().next().is_some_and(|w| {
                let w = w.trim_matches('*');
                w.strip_suffix('.')
                    .is_some_and(|n| n.parse::<u32>().is_ok())
            })
        })
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

/// The game's dice: the same game on every run.
const DICE_SEED: u64 = 20_260_522;

/// Alice and bob's whole game with an easy computer, as the channel and the
/// record show it once it is over.
pub(crate) struct FinishedGame {
    pub(crate) w: World,
    pub(crate) alice: UserId,
    pub(crate) bob: UserId,
    /// The lobby once its three seats were taken: it names each seat's color.
    seated: EmuMessage,
    results: EmuMessage,
    /// How many moves each person clicked.
    clicks: BTreeMap<UserId, usize>,
    /// The game's record, through `/hypnosia export`.
    record: Value,
    /// Every turn message as the people saw it before each click.
    pub(crate) turns: Vec<EmuMessage>,
}

static FINISHED_GAME: OnceCell<FinishedGame> = OnceCell::const_new();

/// The game the tests of this file read, played to its end once per run
/// (see [`support::shared`]).
pub(crate) async fn finished_game() -> &'static FinishedGame {
    support::shared(&FINISHED_GAME, play_a_whole_game).await
}

/// Alice hosts, bob joins, alice adds an easy computer and starts; whoever is
/// asked heads for the center (see [`pick_move`]) until the results.
async fn play_a_whole_game() -> FinishedGame {
    let w = start(BotOptions {
        dice_seed: DICE_SEED,
        ..BotOptions::default()
    })
    .await;
    let (emu, channel) = (&w.emu, w.channel);
    let alice = emu.add_user("alice");
    let bob = emu.add_user("bob");
    let people = [alice, bob];

    let lobby = support::open_lobby(
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
    let r = crate::support::computer(emu, alice, channel, lobby.id, "easy")
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

    let (played, results) = support::play_to_the_end(emu, channel, &people, pick_move).await;
    let mut clicks: BTreeMap<UserId, usize> = BTreeMap::new();
    let mut turns = Vec::new();
    for click in played {
        let r = &click.answer;
        assert_eq!(r.kind, 7, "the move is shown in place: {}", r.content());
        *clicks.entry(click.user).or_default() += 1;
        turns.push(click.turn);
    }
    let record = export(emu, channel, alice).await;
    FinishedGame {
        w,
        alice,
        bob,
        seated,
        results,
        clicks,
        record,
        turns,
    }
}

impl FinishedGame {
    fn players(&self) -> &[Value] {
        self.record["players"].as_array().unwrap()
    }

    /// The color of `user`'s seat: the lobby listed each seat as
    /// "<emoji> <color> — <@user>".
    fn color_of(&self, user: UserId) -> String {
        let seated = self.seated.text();
        let color = self
            .players()
            .iter()
            .map(|p| p["color"].as_str().unwrap())
            .find(|c| seated.contains(&format!("{c} — <@{user}>")))
            .unwrap_or_else(|| panic!("{user}'s seat in {seated}"));
        color.to_owned()
    }

    /// The people, each with their color.
    fn people(&self) -> [(UserId, String); 2] {
        [self.alice, self.bob].map(|u| (u, self.color_of(u)))
    }

    fn ai_color(&self) -> String {
        let ai = self
            .players()
            .iter()
            .find(|p| p["kind"] == "ai")
            .expect("the AI seat");
        ai["color"].as_str().unwrap().to_owned()
    }

    fn name_of(&self, color: &str) -> String {
        let p = self.players().iter().find(|p| p["color"] == color).unwrap();
        p["name"].as_str().unwrap().to_owned()
    }

    fn reason(&self) -> &str {
        self.record["result"]["reason"]
            .as_str()
            .expect("a finished game")
    }

    fn tallies(&self) -> BTreeMap<String, Tally> {
        tally(&self.record)
    }

    /// The recorded ranking: (color, rank, score), best first.
    fn ranking(&self) -> Vec<(String, i64, i64)> {
        self.record["result"]["ranking"]
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
            .collect()
    }

    fn rank_of(&self, color: &str) -> i64 {
        self.ranking().iter().find(|r| r.0 == color).unwrap().1
    }

    fn score_of(&self, color: &str) -> i64 {
        self.tallies()[color].score()
    }

    /// The people, the better placed first.
    fn people_by_rank(&self) -> [(UserId, String); 2] {
        let mut people = self.people();
        people.sort_by_key(|(_, c)| self.rank_of(c));
        people
    }

    /// The rows of a leaderboard `by` rating or points, once checked: the two
    /// people and not the computer, each with their game, win and points.
    fn leaderboard_rows(&self, board: &EmuMessage, by: &str) -> Vec<String> {
        let rows = place_lines(board);
        let text = leaderboard_text(board);
        assert_eq!(rows.len(), 2, "only the people, by {by}: {text}");
        assert!(!text.contains(&self.name_of(&self.ai_color())), "{text}");
        for (user, color) in self.people() {
            let name = self.name_of(&color);
            let row = rows
                .iter()
                .find(|r| r.contains(&format!(" {name} — ")))
                .unwrap_or_else(|| panic!("{user} by {by}: {text}"));
            let wins = i64::from(self.rank_of(&color) == 1);
            for part in [
                "1 game".to_owned(),
                plural(wins, "win", "wins"),
                plural(self.score_of(&color), "pt", "pts"),
            ] {
                assert!(row.contains(&part), "{part:?} in {row:?}");
            }
        }
        rows
    }
}

/// `n` and its noun in English: one for 1 (CLDR counts -1 as one too), other
/// otherwise.
fn plural(n: i64, one: &str, other: &str) -> String {
    format!("{} {}", number(n), if n.abs() == 1 { one } else { other })
}

/// `n` as the bot writes it: a negative one with a real minus sign (U+2212).
fn number(n: i64) -> String {
    if n < 0 {
        format!("\u{2212}{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

async fn the_leaderboard_lists_nobody_before_a_game_ends() {
    let w = start(BotOptions {
        dice_seed: DICE_SEED,
        ..BotOptions::default()
    })
    .await;
    let alice = w.emu.add_user("alice");
    let board = command(&w.emu, alice, w.channel, "hypnosia leaderboard", &[]).await;
    assert!(place_lines(&board).is_empty(), "{}", board.text());
    w.emu.assert_no_violations();
}

async fn no_move_button_is_left_once_the_game_is_over() {
    let game = finished_game().await;
    let emu = &game.w.emu;
    assert!(
        emu.messages(game.w.channel)
            .iter()
            .all(|m| !has_move_buttons(m)),
        "no move button is left once the game is over"
    );
    emu.assert_no_violations();
}

async fn a_game_nobody_leaves_ends_by_itself_as_the_rules_say() {
    let game = finished_game().await;
    let record = &game.record;
    let tallies = game.tallies();
    let arrivals: usize = tallies.values().map(|t| t.places.len()).sum();
    let gone: i64 = tallies.values().map(|t| t.losses).sum::<i64>() + arrivals as i64;
    match game.reason() {
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
}

async fn the_record_holds_each_persons_clicks_and_the_computers_own_moves() {
    let game = finished_game().await;
    let record = &game.record;
    assert_eq!(game.players().len(), 3, "{record:#}");
    let tallies = game.tallies();
    for (user, color) in game.people() {
        let p = game.players().iter().find(|p| p["color"] == color).unwrap();
        assert_eq!(p["kind"], "human", "{user} plays {color}: {record:#}");
        // Nothing was played for an absent player: every move was a click.
        assert_eq!(
            tallies[&color].moves,
            game.clicks.get(&user).copied().unwrap_or(0),
            "{color}'s moves"
        );
        assert_eq!(tallies[&color].auto_moves, 0);
    }
    assert!(tallies[&game.ai_color()].moves > 0, "the computer played");
}

async fn the_recorded_result_ranks_the_players_as_the_rules_do() {
    let game = finished_game().await;
    let expected = ranking_by_rules(&game.record, &game.tallies());
    assert_eq!(
        game.ranking(),
        expected,
        "the recorded result follows the rules"
    );
}

async fn the_results_message_shows_the_ranking_and_rates_only_the_people() {
    let game = finished_game().await;
    let results = &game.results;
    let text = results.text();
    let why = match game.reason() {
        "center_full" => "center",
        "board_empty" => "board",
        _ => "round limit",
    };
    assert!(text.contains("Game over") && text.contains(why), "{text}");
    let lines = place_lines(results);
    assert_eq!(lines.len(), 3, "one line per seat: {text}");
    let tallies = game.tallies();
    let ai_color = game.ai_color();
    for (line, (color, rank, score)) in lines.iter().zip(&game.ranking()) {
        let t = &tallies[color];
        for part in [
            format!("**{rank}.**"),
            format!("{} — {} pts", game.name_of(color), number(*score)),
            format!("★{}", t.places.len()),
            format!("✕{}", t.captures),
        ] {
            assert!(line.contains(&part), "{part:?} in {line:?}");
        }
        // The two people are rated against each other; the computer is not.
        assert_eq!(line.contains("rating"), *color != ai_color, "{line}");
    }
    assert!(results.button("Rematch").is_some() && results.button("Export").is_some());
}

async fn the_leaderboard_by_rating_lists_the_people_the_better_placed_first() {
    let game = finished_game().await;
    let (emu, channel) = (&game.w.emu, game.w.channel);
    let by_rating = command(emu, game.bob, channel, "hypnosia leaderboard", &[]).await;
    let rows = game.leaderboard_rows(&by_rating, "rating");
    let [first, second] = game.people_by_rank();
    if game.rank_of(&first.1) < game.rank_of(&second.1) {
        assert!(
            rows[0].contains(&format!(" {} — ", game.name_of(&first.1))),
            "the better placed person rates higher: {rows:?}"
        );
    }
    emu.assert_no_violations();
}

async fn the_leaderboard_by_points_lists_the_people_with_more_points_first() {
    let game = finished_game().await;
    let (emu, channel) = (&game.w.emu, game.w.channel);
    let by_points = command(
        emu,
        game.bob,
        channel,
        "hypnosia leaderboard",
        &[("by", points_choice(emu, &game.w))],
    )
    .await;
    let rows = game.leaderboard_rows(&by_points, "points");
    let [first, second] = game.people_by_rank();
    if game.score_of(&first.1) != game.score_of(&second.1) {
        let top = [first, second]
            .into_iter()
            .max_by_key(|(_, c)| game.score_of(c))
            .unwrap();
        assert!(
            rows[0].contains(&format!(" {} — ", game.name_of(&top.1))),
            "more points first: {rows:?}"
        );
    }
    emu.assert_no_violations();
}

async fn a_persons_stats_add_up_to_their_game() {
    let game = finished_game().await;
    let (emu, channel, alice) = (&game.w.emu, game.w.channel, game.alice);
    let stats = private_command(emu, alice, channel, "hypnosia stats", &[]).await;
    let alice_color = game.color_of(alice);
    let t = &game.tallies()[&alice_color];
    let text = stats.text();
    assert!(text.contains(&format!("<@{alice}>")), "{text}");
    for part in [
        "1 game ".to_owned(),
        plural(i64::from(game.rank_of(&alice_color) == 1), "win", "wins"),
        plural(t.score(), "point", "points"),
        plural(t.captures, "capture", "captures"),
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
fn points_choice(emu: &Emulator, w: &World) -> Value {
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

crate::harness::tests! {
    the_leaderboard_lists_nobody_before_a_game_ends,
    no_move_button_is_left_once_the_game_is_over,
    a_game_nobody_leaves_ends_by_itself_as_the_rules_say,
    the_record_holds_each_persons_clicks_and_the_computers_own_moves,
    the_recorded_result_ranks_the_players_as_the_rules_do,
    the_results_message_shows_the_ranking_and_rates_only_the_people,
    the_leaderboard_by_rating_lists_the_people_the_better_placed_first,
    the_leaderboard_by_points_lists_the_people_with_more_points_first,
    a_persons_stats_add_up_to_their_game,
}
