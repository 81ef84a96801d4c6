//! End to end: people's avatars on the board and the leaderboard card. The
//! emulator's CDN serves each player's avatar in another way (PNG, JPEG, a
//! server avatar in WebP, an animated GIF, Discord's default avatar) or fails
//! (404, no answer ever, a corrupt file, a 20 000 × 20 000 PNG header): every
//! click is answered at once and every game shows its board; the next board
//! shows each avatar that was served, in its seat's panel, and the initial for
//! the others; a server that turns avatars off gets the board with none.

use std::time::Duration;

use serde_json::{Value, json};
use serenity::all::{ChannelId, UserId};

use hypnosia::faces::default_index;
use hypnosia::game::Color;
use hypnosia::render::layout::{FACE_RADIUS, face_center};
use hypnosia::render::{CARD_FACE_RADIUS, card_face_center};
use hypnosia_emulator::{AvatarKind, EmuMessage, Emulator, avatar_colors, default_avatar_color};

use crate::picture::Picture;
use crate::support::*;

/// What a player's seat should show.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Expect {
    /// Their two-colored avatar (left and right halves).
    Halves,
    /// Discord's default avatar: one color.
    Default,
    /// No avatar: the fallback.
    Fallback,
}

struct Player {
    name: &'static str,
    user: UserId,
    expect: Expect,
    /// The CDN path asked for, when the player has an avatar hash.
    path: Option<String>,
}

fn player(w: &World, name: &'static str, kind: Option<AvatarKind>, in_guild: bool) -> Player {
    let user = w.emu.add_user(name);
    let guild = in_guild.then_some(w.guild);
    let path = kind.map(|k| w.emu.set_avatar(user, guild, k));
    let expect = match kind {
        None => Expect::Default,
        Some(AvatarKind::Png | AvatarKind::Jpeg | AvatarKind::WebP | AvatarKind::AnimatedGif) => {
            Expect::Halves
        }
        Some(_) => Expect::Fallback,
    };
    Player {
        name,
        user,
        expect,
        path,
    }
}

fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= 48)
}

/// The board PNG of a message.
fn board(m: &EmuMessage) -> Picture {
    let a = m
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".png"))
        .expect("the message shows a board");
    Picture::decode(&a.data)
}

/// Seated colors by player name, from the game's record.
fn colors(record: &Value) -> Vec<(String, Color)> {
    record["players"]
        .as_array()
        .expect("the record's players")
        .iter()
        .map(|p| {
            let color = p["color"]
                .as_str()
                .expect("a color")
                .parse()
                .expect("a color");
            (p["name"].as_str().expect("a name").to_owned(), color)
        })
        .collect()
}

/// The pixels left and right of the middle of a face centered at `at`.
fn halves_at(picture: &Picture, at: (f32, f32), radius: f32) -> ([u8; 3], [u8; 3]) {
    let dx = radius * 0.45;
    let left = picture.get_pixel((at.0 - dx) as u32, at.1 as u32);
    let right = picture.get_pixel((at.0 + dx) as u32, at.1 as u32);
    (left, right)
}

/// Whether the face at `at` shows `p`'s avatar as served.
fn shows_avatar(picture: &Picture, at: (f32, f32), radius: f32, p: &Player) -> bool {
    let (left, right) = halves_at(picture, at, radius);
    match p.expect {
        Expect::Halves => {
            let (a, b) = avatar_colors(p.user);
            near(left, a) && near(right, b)
        }
        Expect::Default => {
            let c =
                default_avatar_color(default_index(hypnosia::table::UserId(p.user.get()), None));
            near(left, c) && near(right, c)
        }
        Expect::Fallback => false,
    }
}

/// Starts a game of `players` (the first hosts) in `channel`; returns its
/// first turn, which must come at once.
async fn play_together(emu: &Emulator, channel: ChannelId, players: &[Player]) -> EmuMessage {
    let host = players[0].user;
    let lobby = open_lobby_in(emu, channel, host, &[("seats", json!(players.len()))]).await;
    for p in &players[1..] {
        let r = emu
            .click_label(p.user, channel, lobby.id, "Join")
            .response()
            .await;
        assert_eq!(r.kind, 7, "{} joins: {}", p.name, r.content());
        assert!(
            r.latency < Duration::from_secs(3),
            "{}: {:?}",
            p.name,
            r.latency
        );
    }
    let r = emu
        .click_label(host, channel, lobby.id, "Start (host)")
        .response()
        .await;
    assert_eq!(r.kind, 7, "the game starts: {}", r.content());
    assert!(
        r.latency < Duration::from_secs(3),
        "the start: {:?}",
        r.latency
    );
    let turn = first_turn(emu, channel).await;
    // Every case has a board at once, avatar or not (a table of three or
    // four has the wide picture).
    let seated = hypnosia::game::default_colors(players.len());
    let picture = hypnosia::render::layout::Picture::of(&seated);
    assert_eq!(board(&turn).width(), picture.width());
    turn
}

/// Waits until the CDN was asked for every avatar of `players` it has, and a
/// moment for the bot to decode them.
async fn wait_asked(emu: &Emulator, players: &[Player]) {
    for p in players {
        let Some(path) = &p.path else { continue };
        let deadline = tokio::time::Instant::now() + WAIT;
        while emu.cdn_asked(path) == 0 {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{}'s avatar is fetched",
                p.name
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// `/hypnosia board` in `channel`: the board posted again, drawn now.
async fn board_again(
    emu: &Emulator,
    channel: ChannelId,
    user: UserId,
    after: &EmuMessage,
) -> EmuMessage {
    let r = emu
        .slash(user, channel, "hypnosia board", &[])
        .response()
        .await;
    assert!(
        r.latency < Duration::from_secs(3),
        "/hypnosia board: {:?}",
        r.latency
    );
    emu.wait_for_message(channel, |m| is_turn(m) && m.id > after.id, WAIT)
        .await
        .expect("the board is posted again")
}

/// Asserts what each seat of `turn`'s board shows; `served` false: no avatar at all.
fn check_board(turn: &EmuMessage, record: &Value, players: &[Player], served: bool) {
    let picture = board(turn);
    let seated = colors(record);
    let seated_colors: Vec<Color> = seated.iter().map(|(_, c)| *c).collect();
    for p in players {
        let color = seated
            .iter()
            .find(|(n, _)| n == p.name)
            .map(|(_, c)| *c)
            .unwrap_or_else(|| panic!("{} is seated", p.name));
        let at = face_center(&seated_colors, color).expect("a seated color");
        let shown = shows_avatar(&picture, at, FACE_RADIUS, p);
        let expected = served && p.expect != Expect::Fallback;
        assert_eq!(
            shown,
            expected,
            "{} ({:?}): pixels {:?}",
            p.name,
            p.expect,
            halves_at(&picture, at, FACE_RADIUS)
        );
    }
}

async fn every_avatar_shows_when_served_and_no_failure_holds_a_board_up() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    // A member with a server avatar shows it, even when their own is gone.
    let webp = player(&w, "webp", Some(AvatarKind::WebP), true);
    emu.set_avatar(webp.user, None, AvatarKind::NotFound);
    let served = [
        player(&w, "png", Some(AvatarKind::Png), false),
        player(&w, "jpeg", Some(AvatarKind::Jpeg), false),
        webp,
        player(&w, "gif", Some(AvatarKind::AnimatedGif), false),
        player(&w, "plain", None, false),
        player(&w, "hangs", Some(AvatarKind::NoAnswer), false),
    ];
    let hostile = [
        player(&w, "gone", Some(AvatarKind::NotFound), false),
        player(&w, "broken", Some(AvatarKind::Corrupt), false),
        player(&w, "huge", Some(AvatarKind::HugeHeader), false),
    ];
    let other = emu.add_channel(w.guild, "other");
    let first = play_together(emu, w.channel, &served).await;
    let first_other = play_together(emu, other, &hostile).await;

    wait_asked(emu, &served).await;
    wait_asked(emu, &hostile).await;
    // A moment to decode what came (the hanging one never comes).
    tokio::time::sleep(Duration::from_millis(500)).await;
    let host = served[0].user;
    let again = board_again(emu, w.channel, host, &first).await;
    let record = export(emu, w.channel, host).await;
    check_board(&again, &record, &served, true);
    let again_other = board_again(emu, other, hostile[0].user, &first_other).await;
    let record_other = export(emu, other, hostile[0].user).await;
    check_board(&again_other, &record_other, &hostile, true);

    // Avatars off: no face at all on the next board.
    let owner = emu.guild_owner();
    let said = private_command(
        emu,
        owner,
        w.channel,
        "hypnosia settings avatars",
        &[("shown", json!(false))],
    )
    .await
    .text();
    assert!(said.contains("**off**"), "{said}");
    // (A new game: `/hypnosia board` rests 10 s per channel.) Its players'
    // faces are in the cache, yet none is drawn.
    let third = emu.add_channel(w.guild, "third");
    let pair = &served[..2];
    let off = play_together(emu, third, pair).await;
    let record = export(emu, third, host).await;
    check_board(&off, &record, pair, false);
    emu.assert_no_violations();
}

async fn the_leaderboard_card_shows_each_ranks_avatar() {
    let w = start(BotOptions::default()).await;
    let emu = &w.emu;
    let players = [
        player(&w, "ada", Some(AvatarKind::Png), false),
        player(&w, "bo", Some(AvatarKind::AnimatedGif), true),
    ];
    let turn = play_together(emu, w.channel, &players).await;
    // Whoever moves first resigns: a rated game between two people ends.
    let mover = asked(&turn, &[players[0].user, players[1].user]);
    resign(emu, w.channel, mover).await;
    emu.wait_for_message(w.channel, is_results, WAIT)
        .await
        .expect("the results");
    let m = command(emu, players[0].user, w.channel, "hypnosia leaderboard", &[]).await;
    // The list once, on the card: named in the picture's description for
    // screen readers, not again in the embed.
    let text = leaderboard_text(&m);
    assert!(text.contains(&format!(" {} — ", players[0].name)), "{text}");
    assert!(
        !m.text().contains(&format!("<@{}>", players[0].user)),
        "{text}"
    );
    let card = m
        .attachments
        .iter()
        .find(|a| a.filename == "leaderboard.png")
        .expect("the leaderboard card");
    let picture = Picture::decode(&card.data);
    assert!(picture.width() >= 800, "{}", picture.width());
    // The winner (who did not resign) first.
    let order: Vec<&Player> = if mover == players[0].user {
        vec![&players[1], &players[0]]
    } else {
        vec![&players[0], &players[1]]
    };
    for (row, p) in order.iter().enumerate() {
        let (x, y) = card_face_center(row);
        let at = (x as f32, y as f32);
        assert!(
            shows_avatar(&picture, at, CARD_FACE_RADIUS as f32, p),
            "row {row}, {}: {:?}",
            p.name,
            halves_at(&picture, at, CARD_FACE_RADIUS as f32)
        );
    }
    // The replay draws the seats' faces, as the live board did.
    let record = export(emu, w.channel, players[0].user).await;
    let replay = command(emu, players[0].user, w.channel, "hypnosia replay", &[]).await;
    check_board(&replay, &record, &players, true);
    emu.assert_no_violations();
}

crate::harness::tests! {
    every_avatar_shows_when_served_and_no_failure_holds_a_board_up,
    the_leaderboard_card_shows_each_ranks_avatar,
}
