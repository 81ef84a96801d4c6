//! End to end: the end of a season is announced once, in the channel the
//! server chose, with a podium picture and the season's top players, even by
//! two processes and across a restart; a channel that refuses it or a post
//! that hangs holds up nothing else (the boards by season: `season_boards.rs`).

use std::time::Duration;

use hypnosia::game::{Color, Dice, Game, LeaveKind, Variant};
use hypnosia::render::theme;
use hypnosia::store::Store;
use hypnosia::table::{
    ChannelId as TableChannel, GuildId as TableGuild, LobbyOptions, MessageId, NewLobby, Season,
    SeasonCadence, Seat, TurnClock, UserId as TableUser, unix_now,
};
use hypnosia_emulator::{EmuMessage, Emulator, EmulatorConfig, Failure, RateLimits};
use serde_json::json;
use serenity::all::{ChannelId, GuildId, Permissions, UserId};

use crate::picture::Picture;
use crate::postgres::fresh_database;
use crate::process::{BotProcess, ProcessEnv};
use crate::support::{BotOptions, WAIT, World, emulator, private_command, run_bot};

/// A game on `guild` that the first of `players` (user, color) wins, the
/// others resigning, finished at `at`: as the store records one the bot played.
async fn won_at(
    store: &Store,
    (guild, channel): (GuildId, ChannelId),
    players: &[(UserId, Color)],
    at: i64,
) {
    let seats: Vec<Seat> = players
        .iter()
        .map(|&(user, color)| Seat::human(color, TableUser(user.get()), format!("p{user}")))
        .collect();
    let lobby = store
        .create_lobby(&NewLobby {
            place: hypnosia::table::Place::in_server(
                TableGuild(guild.get()),
                TableChannel(channel.get()),
            ),
            host: TableUser(players[0].0.get()),
            seats: seats.clone(),
            options: LobbyOptions::default(),
            expires_at: unix_now() + 600,
            kept_for: None,
        })
        .await
        .expect("a lobby");
    let mut game = Game::new(
        seats.iter().map(Seat::player).collect(),
        Variant::default(),
        Dice::from_seed(at as u64),
    )
    .expect("a game");
    store
        .start_game(&lobby, &game, &TurnClock::until(at + 600))
        .await
        .expect("the game starts");
    let version = game.version();
    for &(_, color) in &players[1..] {
        game.leave(color, LeaveKind::Resign).expect("a resignation");
    }
    store
        .finish_game_at(lobby.id, version, &game, at)
        .await
        .expect("the game finishes");
}

/// Last month's season on `world`'s server, as the store left it: monthly
/// seasons on since long ago, announced in its channel. Ada (blue) won three
/// games, Bob (red) one, Cy (yellow, green once) none; a game this month
/// (Cy beats Ada in magenta) is not last month's.
pub(crate) async fn last_season(
    store: &Store,
    place: (GuildId, ChannelId),
    [ada, bob, cy]: [UserId; 3],
) -> Season {
    let now = unix_now();
    let last = Season::at(SeasonCadence::Monthly, now)
        .expect("monthly seasons")
        .previous();
    store
        .save_season_settings(
            TableGuild(place.0.get()),
            SeasonCadence::Monthly,
            Some(TableChannel(place.1.get())),
            0,
        )
        .await
        .unwrap();
    let at = |hours: i64| last.start() + hours * 3600;
    won_at(
        store,
        place,
        &[(ada, Color::Blue), (bob, Color::Red)],
        at(1),
    )
    .await;
    won_at(
        store,
        place,
        &[(ada, Color::Blue), (cy, Color::Yellow)],
        at(2),
    )
    .await;
    won_at(
        store,
        place,
        &[(bob, Color::Red), (cy, Color::Yellow)],
        at(3),
    )
    .await;
    won_at(
        store,
        place,
        &[(ada, Color::Blue), (cy, Color::Green)],
        at(4),
    )
    .await;
    won_at(
        store,
        place,
        &[(cy, Color::Magenta), (ada, Color::Red)],
        now,
    )
    .await;
    last
}

/// How many pixels of the picture have exactly the pawn color of `color`.
fn pixels_of(png: &[u8], color: Color) -> usize {
    let c = theme::pawn(color);
    Picture::decode(png)
        .pixels()
        .filter(|p| *p == [c.0, c.1, c.2])
        .count()
}

/// The announcement: its text lists the three in order, each marked with
/// the color the podium shows them in, and the podium is drawn in those.
fn assert_announced(announced: &EmuMessage, [ada, bob, cy]: [UserId; 3]) {
    let text = announced.text();
    let line = |user: UserId| {
        text.lines()
            .find(|l| l.contains(&format!("<@{user}>")))
            .unwrap_or_else(|| panic!("{user} is listed: {text}"))
            .to_string()
    };
    let (a, b, c) = (line(ada), line(bob), line(cy));
    assert!(a.starts_with("💙") && a.contains("**1.**"), "{a}");
    assert!(b.starts_with("🔴") && b.contains("**2.**"), "{b}");
    assert!(c.starts_with("🟨") && c.contains("**3.**"), "{c}");
    let podium = announced
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".png"))
        .expect("a podium picture");
    assert_eq!(Picture::decode(&podium.data).dimensions(), (800, 400));
    for shown in [Color::Blue, Color::Red, Color::Yellow] {
        assert!(
            pixels_of(&podium.data, shown) > 500,
            "{shown} on the podium"
        );
    }
    for absent in [Color::Green, Color::Magenta, Color::Cyan] {
        assert_eq!(pixels_of(&podium.data, absent), 0, "{absent} is nobody's");
    }
}

/// What each announcement test starts from: a SQLite file in a temporary
/// directory (kept as long as `_dir`), its store, the emulator with its
/// server, and Ada, Bob and Cy.
struct Setting {
    _dir: tempfile::TempDir,
    url: String,
    store: Store,
    w: World,
    players: [UserId; 3],
}

async fn setting() -> Setting {
    let dir = tempfile::TempDir::new().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("hypnosia.db").display()
    );
    let w = emulator(&BotOptions::default()).await;
    let players = ["ada", "bob", "cy"].map(|n| w.emu.add_user(n));
    let store = Store::open(&url).await.expect("the database is created");
    Setting {
        _dir: dir,
        url,
        store,
        w,
        players,
    }
}

/// Runs the bot on the database at `url`.
async fn run_bot_on(w: &World, url: &str) {
    let options = BotOptions {
        database_url: Some(url.to_owned()),
        ..BotOptions::default()
    };
    run_bot(w, options).await;
}

/// The announcement of `season`'s end in `channel`, once posted, checked.
async fn announcement(
    emu: &Emulator,
    channel: ChannelId,
    season: Season,
    players: [UserId; 3],
) -> EmuMessage {
    let title = format!("Season {} is over", season.key());
    let announced = emu
        .wait_for_message(channel, |m| m.text().contains(&title), WAIT)
        .await
        .expect("the season's end is announced");
    assert_announced(&announced, players);
    announced
}

async fn a_finished_season_is_announced_with_its_podium_and_top_players() {
    let s = setting().await;
    let (url, store, w, players) = (&s.url, &s.store, &s.w, s.players);
    let (emu, guild, channel) = (&w.emu, w.guild, w.channel);
    let last = last_season(store, (guild, channel), players).await;

    run_bot_on(w, url).await;
    let announced = announcement(emu, channel, last, players).await;
    assert_eq!(
        store
            .season_announcement(TableGuild(guild.get()), last)
            .await
            .unwrap(),
        Some(MessageId(announced.id.get()))
    );
    assert!(
        store
            .pending_season_announcements(unix_now())
            .await
            .unwrap()
            .is_empty()
    );

    // The setting, as a member with Manage Server sets it, is read back.
    // The choices in their order: none, monthly, quarterly.
    let r = private_command(
        emu,
        emu.guild_owner(),
        channel,
        "hypnosia settings season",
        &[("cadence", json!(2))],
    )
    .await
    .text();
    assert!(r.contains("Seasons: quarterly (UTC)"), "{r}");
    emu.assert_no_violations();
}

/// A server whose announcement channel refuses the bot for good (403,
/// Missing Permissions) has its season's end closed without a post, and not
/// tried again every minute; a server after it is announced all the same.
async fn a_channel_that_refuses_the_announcement_holds_up_nothing() {
    let s = setting().await;
    let (url, store, w, players) = (&s.url, &s.store, &s.w, s.players);
    let (emu, refusing, refusing_channel) = (&w.emu, w.guild, w.channel);
    // Created after it, so swept after it.
    let other = emu.add_guild("Other guild");
    let other_channel = emu.add_channel(other, "games");
    last_season(store, (refusing, refusing_channel), players).await;
    let last = last_season(store, (other, other_channel), players).await;
    // The bot may not post there: Discord answers 403, 50013.
    emu.set_channel_permission(refusing_channel, Permissions::SEND_MESSAGES, false);

    run_bot_on(w, url).await;
    announcement(emu, other_channel, last, players).await;
    // Nothing left to do, even once a claim would have run out (60 s).
    let deadline = tokio::time::Instant::now() + WAIT;
    while !store
        .pending_season_announcements(unix_now() + 120)
        .await
        .unwrap()
        .is_empty()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the refused announcement is closed"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let refused = TableGuild(refusing.get());
    assert_eq!(
        store.season_announcement(refused, last).await.unwrap(),
        None
    );
    let title = format!("Season {} is over", last.key());
    assert!(
        emu.messages(refusing_channel)
            .iter()
            .all(|m| !m.text().contains(&title)),
        "nothing posted where the bot may not post"
    );

    // The server's settings say so, and what to do; choosing another channel
    // posts the announcement there at once.
    let owner = emu.guild_owner();
    let shown = private_command(emu, owner, refusing_channel, "hypnosia settings show", &[])
        .await
        .text();
    assert!(
        shown.contains(&format!(
            "Discord refused the announcement of season {} in <#{refusing_channel}>",
            last.key()
        )),
        "{shown}"
    );
    let news = emu.add_channel(refusing, "news");
    let r = private_command(
        emu,
        owner,
        refusing_channel,
        "hypnosia settings season",
        &[("cadence", json!(1)), ("channel", json!(news.to_string()))],
    )
    .await
    .text();
    assert!(!r.contains("Discord refused"), "{r}");
    announcement(emu, news, last, players).await;
}

/// The season's announcement hangs (Discord never answers its post, three
/// times): the sweep that found it does not wait for it, and closes a lobby
/// that expired while the bot was down at once.
async fn a_hanging_announcement_holds_up_no_sweep() {
    let s = setting().await;
    let (url, store, w, players) = (&s.url, &s.store, &s.w, s.players);
    let (emu, guild, channel) = (&w.emu, w.guild, w.channel);
    last_season(store, (guild, channel), players).await;
    let lobbies = emu.add_channel(guild, "lobbies");
    let expired = store
        .create_lobby(&NewLobby {
            place: hypnosia::table::Place::in_server(
                TableGuild(guild.get()),
                TableChannel(lobbies.get()),
            ),
            host: TableUser(players[0].get()),
            seats: vec![Seat::human(Color::Red, TableUser(players[0].get()), "ada")],
            options: LobbyOptions::default(),
            expires_at: unix_now() - 60,
            kept_for: None,
        })
        .await
        .expect("a lobby");
    emu.fail_times(
        &format!("POST /channels/{channel}/messages"),
        3,
        Failure::no_answer(),
    );

    run_bot_on(w, url).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(8);
    // The games resume in the background: the announcement's post starts
    // (and hangs) first, then the lobby must close while it hangs.
    while emu.held_calls() == 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the announcement is posted"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    while store
        .open_lobbies()
        .await
        .unwrap()
        .iter()
        .any(|l| l.id == expired.id)
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the expired lobby is closed while the announcement hangs"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        emu.held_calls() >= 1,
        "the announcement's post is still held"
    );
}

/// Two processes that both hold the server (an old one on one shard while a
/// new one on two shards starts, as when a bot grows), on one PostgreSQL
/// database, race for the announcement when they start: one posts it. Both
/// killed and a new one started (a restart across the season's end), it is
/// not posted again.
async fn two_processes_and_a_restart_announce_a_season_once() {
    if !crate::postgres::available(false) {
        return;
    }
    let dir = tempfile::TempDir::new().unwrap();
    let database = fresh_database().await;
    // Two processes that both hold one server share its route buckets, and
    // neither knows what the other spent: a member look-up of each at the
    // same moment meets a 429 now and then, as it would on Discord while a
    // bot grows. The pace's share of two processes is `pace::`' test; here
    // the buckets are large enough to leave the announcement alone.
    let emu = Emulator::start_with(EmulatorConfig {
        rate_limits: RateLimits {
            route_limit: 50,
            ..crate::support::test_rate_limits()
        },
        ..EmulatorConfig::default()
    })
    .await;
    let guild = emu.add_guild("Seasons");
    let channel = emu.add_channel(guild, "games");
    let players = ["ada", "bob", "cy"].map(|n| emu.add_user(n));
    let store = Store::open(&database).await.expect("the shared database");
    let last = last_season(&store, (guild, channel), players).await;

    let shard = Emulator::shard_of(guild, 2);
    let env = ProcessEnv {
        database: database.clone(),
        ..ProcessEnv::default()
    };
    let old = BotProcess::spawn(&emu, dir.path(), "old", &env);
    let on_two_shards = ProcessEnv {
        shard: Some((shard, 2)),
        ..env.clone()
    };
    let new = BotProcess::spawn(&emu, dir.path(), "new", &on_two_shards);
    // Each logs "resumed" after its first sweep, which announces what is due.
    for bot in [&old, &new] {
        assert_eq!(
            bot.wait_for_log("resumed", 1, WAIT * 2).await,
            1,
            "a process starts"
        );
    }
    let title = format!("Season {} is over", last.key());
    let announced = emu
        .wait_for_message(channel, |m| m.text().contains(&title), WAIT)
        .await
        .expect("the season's end is announced");
    assert_announced(&announced, players);
    let announcements = |emu: &Emulator| {
        emu.messages(channel)
            .iter()
            .filter(|m| m.text().contains(&title))
            .count()
    };
    assert_eq!(announcements(&emu), 1, "posted once by two processes");

    old.kill();
    new.kill();
    let again = BotProcess::spawn(&emu, dir.path(), "again", &env);
    assert_eq!(again.wait_for_log("resumed", 1, WAIT * 2).await, 1);
    // And once more its periodic sweep, in case the first one was early.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(announcements(&emu), 1, "not posted again after a restart");
    assert_eq!(
        store
            .season_announcement(TableGuild(guild.get()), last)
            .await
            .unwrap(),
        Some(MessageId(announced.id.get()))
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    a_finished_season_is_announced_with_its_podium_and_top_players,
    a_channel_that_refuses_the_announcement_holds_up_nothing,
    a_hanging_announcement_holds_up_no_sweep,
    two_processes_and_a_restart_announce_a_season_once,
}
