//! End to end: the leaderboard and stats show the current season, a past
//! one, all time, or a season nobody played, on both backends.

use std::time::Duration;

use hypnosia::store::Store;
use hypnosia::table::{Season, SeasonCadence, unix_now};
use serde_json::json;
use serenity::all::UserId;

use crate::postgres::fresh_database;
use crate::seasons::last_season;
use crate::support::{
    BotOptions, WAIT, World, command, emulator, first_turn, leaderboard_text, private_command,
    resign, run_bot, start_game,
};

/// Whether a leaderboard line names `user`: by the name the bot saw, or by
/// `p{id}`, the name of the games written straight into the store.
fn names(line: &str, user: UserId, name: &str) -> bool {
    [name.to_owned(), format!("p{user}")]
        .iter()
        .any(|n| line.contains(&format!(" {n} — ")))
}

/// The line of a leaderboard that names `user`.
fn line_of(text: &str, user: UserId, name: &str) -> String {
    ranked(text)
        .into_iter()
        .find(|l| names(l, user, name))
        .unwrap_or_else(|| panic!("{user} is listed: {text}"))
}

/// The leaderboard's place lines in order ("1. ada — rating …").
fn ranked(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .and_then(|w| w.strip_suffix('.'))
                .is_some_and(|n| n.parse::<u32>().is_ok())
        })
        .map(str::to_owned)
        .collect()
}

/// The leaderboard `options` ask for, as a reader gets it (its card's list
/// included).
async fn board(w: &World, user: UserId, options: &[(&str, serde_json::Value)]) -> String {
    leaderboard_text(&command(&w.emu, user, w.channel, "hypnosia leaderboard", options).await)
}

/// The ratings of a leaderboard's lines, in order ("rating 3.7").
fn ratings(message: &str) -> Vec<f64> {
    message
        .lines()
        .filter_map(|l| {
            let rest = &l[l.find("rating ")? + "rating ".len()..];
            let number = rest.split_whitespace().next()?;
            number.parse().ok()
        })
        .collect()
}

/// On `url`'s backend: last season Ada beat Bob and Cy; this season Bob beats
/// Ada through the bot. The leaderboard and stats show this season by default,
/// last season or all time when asked, and say which.
async fn leaderboard_and_stats_by_season(url: String) {
    let w: World = emulator(&BotOptions::default()).await;
    let (emu, guild, channel) = (&w.emu, w.guild, w.channel);
    let players = ["ada", "bob", "cy"].map(|n| emu.add_user(n));
    let [ada, bob, cy] = players;
    let store = Store::open(&url).await.expect("the database");
    let last = last_season(&store, (guild, channel), players).await;
    run_bot(
        &w,
        BotOptions {
            database_url: Some(url),
            ..BotOptions::default()
        },
    )
    .await;
    emu.wait_for_message(channel, |m| m.text().contains("is over"), WAIT)
        .await
        .expect("last season is announced");
    start_game(emu, channel, bob, Some(ada), "2m").await;
    first_turn(emu, channel).await;
    resign(emu, channel, ada).await;

    // The result is recorded by the game's worker after the resignation's
    // answer: ask until Bob's win is there.
    let deadline = tokio::time::Instant::now() + WAIT;
    let this = Season::at(SeasonCadence::Monthly, unix_now()).unwrap();
    let current = loop {
        let current = board(&w, ada, &[]).await;
        if ranked(&current).len() == 3 || tokio::time::Instant::now() > deadline {
            break current;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        current.contains(&format!("Season {}", this.key())),
        "{current}"
    );
    // This season: Bob and Cy each beat Ada once (Cy before the bot started),
    // ranked by season rating, which started from each one's all-time rating.
    assert_eq!(ranked(&current).len(), 3, "{current}");
    assert!(
        line_of(&current, ada, "ada").contains("2 games · 0 wins"),
        "{current}"
    );
    assert!(
        line_of(&current, bob, "bob").contains("1 game · 1 win"),
        "{current}"
    );
    assert!(
        line_of(&current, cy, "cy").contains("1 game · 1 win"),
        "{current}"
    );
    let ratings = ratings(&current);
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{current}");

    let past = board(&w, ada, &[("season", json!(last.key()))]).await;
    assert!(past.contains(&format!("Season {}", last.key())), "{past}");
    assert_eq!(ranked(&past).len(), 3, "{past}");
    assert!(names(&ranked(&past)[0], ada, "ada"), "{past}");
    assert!(line_of(&past, ada, "ada").contains("3 games"), "{past}");

    // All time, by wins: Ada's three wins of five games, whatever the seasons.
    let all = board(&w, ada, &[("season", json!("all")), ("by", json!(1))]).await;
    assert!(all.contains("All time"), "{all}");
    assert!(names(&ranked(&all)[0], ada, "ada"), "{all}");
    assert!(line_of(&all, ada, "ada").contains("5 games"), "{all}");

    let stats = private_command(
        emu,
        bob,
        channel,
        "hypnosia stats",
        &[
            ("user", json!(ada.to_string())),
            ("season", json!(last.key())),
        ],
    )
    .await
    .text();
    assert!(stats.contains(&format!("Season {}", last.key())), "{stats}");
    assert!(stats.contains("3 games · 3 wins"), "{stats}");
    let stats_now = private_command(
        emu,
        bob,
        channel,
        "hypnosia stats",
        &[("user", json!(ada.to_string()))],
    )
    .await
    .text();
    assert!(
        stats_now.contains(&format!("Season {}", this.key())),
        "{stats_now}"
    );
    assert!(stats_now.contains("2 games · 0 wins"), "{stats_now}");

    // The month before last: nobody played, and the board says so.
    let before = last.previous();
    let empty = board(&w, ada, &[("season", json!(before.key()))]).await;
    assert!(
        empty.contains(&format!(
            "Nobody finished a game in season {}",
            before.key()
        )),
        "{empty}"
    );
    let none = private_command(
        emu,
        ada,
        channel,
        "hypnosia stats",
        &[("season", json!(before.key()))],
    )
    .await
    .text();
    assert!(
        none.contains(&format!(
            "has not finished a game in season {}",
            before.key()
        )),
        "{none}"
    );
    emu.assert_no_violations();
}

async fn leaderboard_and_stats_by_season_on_sqlite() {
    let dir = tempfile::TempDir::new().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    leaderboard_and_stats_by_season(url).await;
}

async fn leaderboard_and_stats_by_season_on_postgres() {
    if crate::postgres::available(false) {
        leaderboard_and_stats_by_season(fresh_database().await).await;
    }
}

crate::harness::tests! {
    leaderboard_and_stats_by_season_on_sqlite,
    leaderboard_and_stats_by_season_on_postgres,
}
