//! End to end: the bot's token never goes where the bot is not (issue 77,
//! reliability-4 M1). In a server that never added the bot, three people who
//! added the app play a rated game and leave another running; each asks for
//! the leaderboard and their stats; the bot restarts and a click goes on;
//! once the faces it knows are stale, another click. Not one call with the
//! bot's token there (avatars included: faces come from what interactions
//! carry, through the CDN), no refusal, and the clicker's face still drawn.

use std::time::Duration;

use hypnosia_emulator::{AvatarKind, EmuMessage, avatar_colors};
use serde_json::json;
use serenity::all::UserId;

use crate::process::{ProcessEnv, bot_on_sqlite, wait_connected};
use crate::support::{
    Choose, WAIT, asks, click_lobby, command, heading_in, is_results, move_ids, open_lobby_in,
    play_to_the_end, private_command,
};

async fn no_bot_token_in_a_server_that_never_added_the_bot() {
    let global = |env| ProcessEnv {
        dev_guild: None,
        ..env
    };
    let (w, bot) = bot_on_sqlite(global).await;
    let emu = &w.emu;
    let outside = emu.add_guild_without_bot("Elsewhere");
    let (played_in, running_in) = (
        emu.add_channel(outside, "general"),
        emu.add_channel(outside, "games"),
    );
    let people: Vec<(UserId, String)> = ["ada", "bo", "cy"]
        .iter()
        .map(|name| {
            let user = emu.add_user(name);
            emu.install_for_user(user);
            (user, emu.set_avatar(user, None, AvatarKind::Png))
        })
        .collect();
    let users: Vec<UserId> = people.iter().map(|p| p.0).collect();
    let (refused, elsewhere) = (emu.refused_calls(), emu.bot_token_elsewhere());

    // A rated game of the three, to its end.
    let options = [("seats", json!(3)), ("turn_timeout", json!("24h"))];
    let lobby = open_lobby_in(emu, played_in, users[0], &options).await;
    let clicks = [
        (users[1], "Join"),
        (users[2], "Join"),
        (users[0], "Start (host)"),
    ];
    click_lobby(emu, played_in, lobby.id, &clicks).await;
    let (_, results) = play_to_the_end(emu, played_in, &users, heading_in).await;
    assert!(is_results(&results), "{results:#?}");

    // Each asks for the leaderboard and their stats: nobody's face is asked of Discord.
    for &user in &users {
        let board = command(emu, user, played_in, "hypnosia leaderboard", &[]).await;
        let list = crate::support::leaderboard_text(&board);
        assert!(
            ["ada", "bo", "cy"].iter().all(|n| list.contains(n)),
            "{list}"
        );
        private_command(emu, user, played_in, "hypnosia stats", &[]).await;
    }

    // A game of Ada and Bo left running in the other channel.
    let lobby = open_lobby_in(emu, running_in, users[0], &options[1..]).await;
    click_lobby(
        emu,
        running_in,
        lobby.id,
        &[(users[1], "Join"), (users[0], "Start (host)")],
    )
    .await;
    let board = emu.wait_for_message(running_in, |m| asks(m, users[0]) || asks(m, users[1]), WAIT);
    let board = board.await.expect("their first turn");
    let (_, board) = click_once(emu, running_in, &users, board).await;
    tokio::time::sleep(Duration::from_secs(1)).await; // recorded as shown

    // Restarted, with faces taken as known for a moment only.
    let fetched: Vec<u64> = people.iter().map(|p| emu.cdn_asked(&p.1)).collect();
    let (identifies, _, _) = emu.gateway_stats();
    bot.kill();
    let short = |env| ProcessEnv {
        faces_fresh_ms: Some(300),
        ..global(env)
    };
    let _again = w.spawn("bot-2", short);
    wait_connected(emu, identifies).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let (first, board) = click_once(emu, running_in, &users, board).await;
    // The clicker's face, as their click carried it, fetched from the CDN anew.
    let seat = users.iter().position(|&u| u == first).expect("a player");
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu.cdn_asked(&people[seat].1) == fetched[seat] {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the clicker's face fetched again after the restart"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Past the faces' freshness: asked again, nowhere but where the bot is.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let (second, board) = click_once(emu, running_in, &users, board).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let (_, last) = click_once(emu, running_in, &users, board).await;
    let record = crate::support::export(emu, running_in, users[0]).await;
    for clicker in [first, second] {
        let seat = users.iter().position(|&u| u == clicker).expect("a player");
        let name = ["ada", "bo", "cy"][seat];
        assert!(
            shows_face(&last, &record, (clicker, name)),
            "{name}'s face, as their click carried it"
        );
    }
    tokio::time::sleep(Duration::from_millis(500)).await;

    assert_eq!(
        emu.bot_token_elsewhere() - elsewhere,
        0,
        "no call with the bot's token there"
    );
    assert_eq!(emu.counted_in(played_in) + emu.counted_in(running_in), 0);
    assert_eq!(
        emu.refused_calls() - refused,
        0,
        "no refusal: {:?}",
        emu.violations()
    );
    emu.assert_no_violations();
}

/// Whether `board`'s picture shows `user`'s avatar (two halves, as the
/// emulator's CDN serves it) in their seat, by the game's `record`.
fn shows_face(
    board: &EmuMessage,
    record: &serde_json::Value,
    (user, name): (UserId, &str),
) -> bool {
    use hypnosia::game::Color;
    use hypnosia::render::layout::{FACE_RADIUS, face_center};
    let png = board
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".png"));
    let picture = crate::picture::Picture::decode(&png.expect("a board picture").data);
    let players = record["players"].as_array().expect("the record's players");
    let color_of = |p: &serde_json::Value| p["color"].as_str()?.parse::<Color>().ok();
    let seated: Vec<Color> = players.iter().filter_map(color_of).collect();
    let theirs = players.iter().find(|p| p["name"].as_str() == Some(name));
    let Some(at) = theirs
        .and_then(color_of)
        .and_then(|c| face_center(&seated, c))
    else {
        return false;
    };
    let dx = FACE_RADIUS * 0.45;
    let (left, right) = (
        picture.get_pixel((at.0 - dx) as u32, at.1 as u32),
        picture.get_pixel((at.0 + dx) as u32, at.1 as u32),
    );
    let near = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= 48);
    let (a, b) = avatar_colors(user);
    near(left, a) && near(right, b)
}

/// The board's first move, clicked by whoever it asks: who, and the board after it.
async fn click_once(
    emu: &hypnosia_emulator::Emulator,
    at: serenity::all::ChannelId,
    users: &[UserId],
    board: EmuMessage,
) -> (UserId, EmuMessage) {
    let who = *users
        .iter()
        .find(|&&u| asks(&board, u))
        .expect("a person to move");
    let id = move_ids(&board).next().expect("a move button");
    let r = emu.choose(who, at, board.id, &id).response().await;
    assert!(
        crate::support::move_shown(emu, at, &board, &r).await,
        "played in place: {}",
        r.content()
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    (who, emu.message(board.id).expect("the board"))
}

crate::harness::tests!(no_bot_token_in_a_server_that_never_added_the_bot);
