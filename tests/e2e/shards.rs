//! End to end: two bot processes, shards 0 and 1 of 2, on one PostgreSQL
//! database (a throwaway cluster, `tests/common/postgres.rs`) against the
//! emulator, which routes each server's events to its shard as Discord does.
//! A game on each shard plays to its result; the process of shard 1 is killed
//! with SIGKILL mid-game and started again while the other plays on; a turn
//! deadline that passes meanwhile is left alone by the process that does not own
//! it and kept by the one that does.

use crate::support::Choose;
use std::path::Path;
use std::time::Duration;

use hypnosia::game::Entry;
use hypnosia::store::{LeaderboardOrder, Store};
use hypnosia::table::{GameId, GuildId as TableGuild, UserId as TableUser};
use hypnosia_emulator::{Emulator, EmulatorConfig};
use serenity::all::{ChannelId, GuildId, UserId};

use crate::postgres::fresh_database;
use crate::process::{BotProcess, ProcessEnv};
use crate::support::{WAIT, asks, heading_in, lobby_number, move_shown, start_game};

const TOTAL_SHARDS: u32 = 2;

/// The bot process holding shard `shard` of [`TOTAL_SHARDS`] (its `run`-th
/// start), with dice of its own and turns that may be as short as a second.
fn spawn(emu: &Emulator, dir: &Path, database: &str, shard: u32, run: u32) -> BotProcess {
    let env = ProcessEnv {
        database: database.to_owned(),
        dice_seed: Some(77 + u64::from(shard)),
        shard: Some((shard, TOTAL_SHARDS)),
        min_turn_timeout_secs: Some(1),
        ..ProcessEnv::default()
    };
    BotProcess::spawn(emu, dir, &format!("shard-{shard}-run-{run}"), &env)
}

/// One server of the test, its channel and its two players.
struct Server {
    guild: GuildId,
    channel: ChannelId,
    players: [UserId; 2],
}

impl Server {
    fn guild(&self) -> TableGuild {
        TableGuild(self.guild.get())
    }

    /// Clicks the move of the current turn a player heading in picks, if a turn asks one of
    /// the players within `wait`; whether the click played.
    async fn play_one(&self, emu: &Emulator, wait: Duration) -> Option<bool> {
        let turn = emu
            .wait_for_message(
                self.channel,
                |m| self.players.iter().any(|&p| asks(m, p)),
                wait,
            )
            .await?;
        let user = *self.players.iter().find(|&&p| asks(&turn, p))?;
        let r = emu
            .choose(user, self.channel, turn.id, &heading_in(&turn))
            .response()
            .await;
        Some(move_shown(emu, self.channel, &turn, &r).await)
    }

    /// Plays `n` moves; each click must play (no time-out can interfere).
    async fn play(&self, emu: &Emulator, n: usize) {
        for _ in 0..n {
            let played = self.play_one(emu, WAIT).await;
            assert_eq!(played, Some(true), "a move is played");
        }
    }

    /// Plays moves heading in until the game is over; the clicks that played.
    async fn play_to_the_end(&self, emu: &Emulator, store: &Store, game: GameId) -> usize {
        let mut played = 0;
        for _ in 0..3000 {
            if store.past_game(self.guild(), game).await.unwrap().is_some() {
                return played;
            }
            // None: the turn passes on, a time-out is played, or the game just ended.
            if self.play_one(emu, Duration::from_secs(2)).await == Some(true) {
                played += 1;
            }
        }
        panic!("game {} does not end", game.0);
    }
}

/// The stored version of the running game `game`.
async fn stored_version(store: &Store, game: GameId) -> u64 {
    let games = store.running_games().await.unwrap();
    let table = games.iter().find(|t| t.id == game).expect("the game runs");
    table.game.version()
}

async fn two_processes_each_play_their_shards_games_through_a_sigkill_of_one() {
    if !crate::postgres::available(false) {
        return;
    }
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let database = fresh_database().await;
    let emu = Emulator::start_with(EmulatorConfig {
        shards: TOTAL_SHARDS,
        rate_limits: crate::support::test_rate_limits(),
        ..EmulatorConfig::default()
    })
    .await;
    let mut servers = Vec::new();
    for (shard, names) in [(0, ["alice", "bob"]), (1, ["cy", "dan"])] {
        let guild = emu.add_guild_on_shard(&format!("Shard {shard}"), shard, TOTAL_SHARDS);
        assert_eq!(Emulator::shard_of(guild, TOTAL_SHARDS), shard);
        let channel = emu.add_channel(guild, "games");
        let players = names.map(|n| emu.add_user(n));
        servers.push(Server {
            guild,
            channel,
            players,
        });
    }
    let (a, b) = (&servers[0], &servers[1]);

    let zero = spawn(&emu, dir.path(), &database, 0, 1);
    let one = spawn(&emu, dir.path(), &database, 1, 1);
    for shard in 0..TOTAL_SHARDS {
        assert!(
            emu.wait_for_shard(shard, TOTAL_SHARDS, WAIT).await,
            "shard {shard} connects"
        );
    }
    assert!(
        emu.wait_for_command("hypnosia", WAIT).await,
        "the commands are registered"
    );
    let store = Store::open(&database).await.expect("the shared database");

    // A game on each shard: each process answers its servers' clicks only (an
    // interaction answered twice would be an emulator violation).
    let lobby_a = start_game(&emu, a.channel, a.players[0], Some(a.players[1]), "24h").await;
    let game_a = GameId(lobby_number(&lobby_a));
    a.play(&emu, 6).await;
    let lobby_b = start_game(&emu, b.channel, b.players[0], Some(b.players[1]), "3s").await;
    let game_b = GameId(lobby_number(&lobby_b));
    b.play(&emu, 3).await;
    // Shard 1's process did not register the commands: it asked Discord for
    // their ids, so its messages mention them too (clickable, in each reader's
    // language) rather than spelling them out.
    let id = emu.command_id(None, "hypnosia").expect("/hypnosia's id");
    let mention = format!("</hypnosia resign:{id}>");
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let r = emu
            .slash(b.players[1], b.channel, "hypnosia new", &[])
            .response()
            .await;
        assert!(r.ephemeral, "{}", r.content());
        if r.content().contains(&mention) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "shard 1 learns the ids: {}",
            r.content()
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    // ---- SIGKILL of shard 1's process, mid-game --------------------------------
    one.kill();
    let killed_at = tokio::time::Instant::now();
    let frozen = stored_version(&store, game_b).await;
    // The other process plays on, unaffected.
    a.play(&emu, 3).await;
    // Shard 0's process restarts too, and resumes the running games of its
    // servers only: shard 1's game is not its to time or play.
    let (identifies, _, _) = emu.gateway_stats();
    zero.kill();
    let _zero = spawn(&emu, dir.path(), &database, 0, 2);
    let deadline = tokio::time::Instant::now() + WAIT;
    while emu.gateway_stats().0 == identifies || !emu.connected_shards().contains(&(0, 2)) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "shard 0 connects again"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    a.play(&emu, 3).await;
    // Shard 1's turn deadline has passed: nothing plays the timed-out turn.
    // (A timer armed by the resume would fire at once: give it a second.)
    let settled = (killed_at + Duration::from_secs(5))
        .max(tokio::time::Instant::now() + Duration::from_secs(1));
    tokio::time::sleep_until(settled).await;
    assert_eq!(
        stored_version(&store, game_b).await,
        frozen,
        "no process but shard 1's plays its games"
    );

    // ---- shard 1's process again: it takes over its timers ----------------------
    let _one = spawn(&emu, dir.path(), &database, 1, 2);
    assert!(
        emu.wait_for_shard(1, TOTAL_SHARDS, WAIT).await,
        "shard 1 connects again"
    );
    let deadline = tokio::time::Instant::now() + WAIT;
    while stored_version(&store, game_b).await == frozen {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the restarted process plays the turn that timed out"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Both games play to their results, at once.
    let (played_a, _) = tokio::join!(
        a.play_to_the_end(&emu, &store, game_a),
        b.play_to_the_end(&emu, &store, game_b)
    );

    // No move was applied twice: game A (no time-outs) holds exactly the moves
    // clicked.
    let (_, record) = store.past_game(a.guild(), game_a).await.unwrap().unwrap();
    let moves: usize = record
        .turns
        .iter()
        .map(|e| match e {
            // A decided game's last turns are played for its lone mover (`auto`).
            Entry::Turn(t) => t.moves.iter().filter(|m| !m.auto).count(),
            _ => 0,
        })
        .sum();
    assert_eq!(moves, 12 + played_a, "every click played once");

    // Each server's leaderboard holds its own two players, with its game's result.
    for (server, game) in [(a, game_a), (b, game_b)] {
        let (past, _) = store
            .past_game(server.guild(), game)
            .await
            .unwrap()
            .unwrap();
        let board = store
            .leaderboard(server.guild(), LeaderboardOrder::Wins, 0, 10)
            .await
            .unwrap();
        let mut listed: Vec<TableUser> = board.entries.iter().map(|e| e.user).collect();
        listed.sort();
        let mut expected: Vec<TableUser> =
            server.players.iter().map(|p| TableUser(p.get())).collect();
        expected.sort();
        assert_eq!(listed, expected, "{} lists its own players", server.guild);
        for result in &past.results {
            let user = result.occupant.user().expect("two people played");
            let entry = board.entries.iter().find(|e| e.user == user).unwrap();
            assert_eq!(entry.games, 1);
            assert_eq!(
                entry.wins,
                u32::from(result.rank == 1),
                "a win is a first place"
            );
        }
    }
    assert_eq!(
        emu.command_writes(),
        2,
        "the process holding shard 0 registers the commands at each of its two starts, \
         shard 1's never"
    );
    emu.assert_no_violations();
}

crate::harness::tests! {
    two_processes_each_play_their_shards_games_through_a_sigkill_of_one,
}
