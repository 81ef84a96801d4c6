//! End to end: the end of a season is announced once, in the channel the
//! server chose, with the season's top players; a season is set with
//! `/hypnosia settings season` and read back.

use serde_json::json;
use sqlx::Connection;

use crate::support::{emulator, run_bot, BotOptions, WAIT};
use hypnosia::store::Store;
use hypnosia::table::{unix_now, Season, SeasonCadence};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_season_is_announced_once_with_its_top_players() {
    let dir = tempfile::TempDir::new().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    let w = emulator(&BotOptions::default()).await;
    let (emu, guild, channel) = (&w.emu, w.guild, w.channel);
    let (ada, bob) = (emu.add_user("ada"), emu.add_user("bob"));

    // Last month's season, as the store left it: monthly seasons on since
    // long ago, Ada above Bob. (The store tests make these rows from games.)
    let last = Season::at(SeasonCadence::Monthly, unix_now())
        .unwrap()
        .previous();
    drop(Store::open(&url).await.expect("the database is created"));
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query(
        "INSERT INTO guild_seasons (guild_id, cadence, announce_channel, updated_at) \
         VALUES ($1, 'monthly', $2, 0)",
    )
    .bind(guild.get() as i64)
    .bind(channel.get() as i64)
    .execute(&mut conn)
    .await
    .unwrap();
    for (user, games, wins, mu) in [(ada, 5, 4, 31.0), (bob, 5, 1, 24.0)] {
        sqlx::query(
            "INSERT INTO season_players (guild_id, season, user_id, name, games, rated_games, \
             wins, points, center_pawns, captures, best_rank, mu, sigma, rating, updated_at) \
             VALUES ($1, $2, $3, 'x', $4, $4, $5, 0, 0, 0, 1, $6, 3.0, $6 - 9.0, 0)",
        )
        .bind(guild.get() as i64)
        .bind(last.key())
        .bind(user.get() as i64)
        .bind(games)
        .bind(wins)
        .bind(mu)
        .execute(&mut conn)
        .await
        .unwrap();
    }
    conn.close().await.unwrap();

    run_bot(
        &w,
        BotOptions {
            database_url: Some(url.clone()),
            ..BotOptions::default()
        },
    )
    .await;
    let title = format!("Season {} is over", last.key());
    let announced = emu
        .wait_for_message(channel, |m| m.text().contains(&title), WAIT)
        .await
        .expect("the season's end is announced");
    let text = announced.text();
    let (a, b) = (
        text.find(&format!("<@{ada}>")).expect("ada is listed"),
        text.find(&format!("<@{bob}>")).expect("bob is listed"),
    );
    assert!(a < b, "by rating: {text}");
    assert!(
        text.contains("22.0") && text.contains("15.0"),
        "ratings: {text}"
    );

    // Posted once: its id is recorded, and the sweep finds nothing more to do.
    let store = Store::open(&url).await.unwrap();
    assert_eq!(
        store
            .season_announcement(hypnosia::table::GuildId(guild.get()), last)
            .await
            .unwrap(),
        Some(hypnosia::table::MessageId(announced.id.get()))
    );
    assert!(store
        .pending_season_announcements(unix_now())
        .await
        .unwrap()
        .is_empty());
    let count = emu
        .messages(channel)
        .iter()
        .filter(|m| m.text().contains(&title))
        .count();
    assert_eq!(count, 1);

    // The setting, as a member with Manage Server sets it, is read back.
    // The choices in their order: none, monthly, quarterly.
    let r = emu
        .slash(
            emu.guild_owner(),
            channel,
            "hypnosia settings season",
            &[("cadence", json!(2))],
        )
        .response()
        .await;
    assert!(r.ephemeral, "{}", r.content());
    assert!(
        r.content().contains("Seasons: quarterly (UTC)"),
        "{}",
        r.content()
    );
    emu.assert_no_violations();
}
