//! Running the bot: the reference for operators and developers. The repository's
//! `README.md` is for server admins and players (setting up, the commands, playing); this page is
//! what it leaves out: running the bot as a service, storage, several processes and shards, what
//! the bot does when Discord or the database fail, the developer commands and the tests. How the
//! code is built is the crate's front page; the measured figures are `benches/README.md`.
//!
//! # Running it as a service
//!
//! Run the bot under a supervisor that starts it again when it exits with a failure: it never
//! stays online without answering. If registering the slash commands at start-up fails for a
//! reason that may pass (Discord answering 5xx or 429, a call past its time limit), the bot tries
//! again after 2, 4, 8, 16 and then every 30 s; if Discord still refuses after 3 minutes it logs
//! what failed and what to do and exits with status 1, so that the supervisor starts it afresh.
//! Build the binary with `cargo build --release --locked` (`target/release/hypnosia`); a systemd
//! unit (`/etc/systemd/system/hypnosia.service`):
//!
//! ```ini
//! [Unit]
//! Description=hypnosia Discord bot
//! After=network-online.target
//! Wants=network-online.target
//!
//! [Service]
//! User=hypnosia
//! WorkingDirectory=/var/lib/hypnosia
//! EnvironmentFile=/etc/hypnosia.env
//! ExecStart=/usr/local/bin/hypnosia
//! Restart=on-failure
//! RestartSec=10
//! # SIGTERM stops it cleanly within 10 s (what is under way finishes).
//! TimeoutStopSec=30
//!
//! [Install]
//! WantedBy=multi-user.target
//! ```
//!
//! `/etc/hypnosia.env` holds `DISCORD_TOKEN=…` (and `DATABASE_URL=…`), readable by root only.
//! With Docker, `--restart on-failure` does the same. SIGTERM or Ctrl-C stop cleanly: no new
//! work starts, what is under way finishes, and whatever was still owed to the players is in the
//! store and shown after the next start. The process exits within 10 s whatever it was doing,
//! Discord reachable or not ("stopped at the deadline" in the log when something was still under
//! way); a second SIGTERM or Ctrl-C exits at once ("stopped at once by a second signal"). Either
//! way nothing is lost: a change is saved whole or not at all. Exit statuses:
//!
//! | status | meaning | what to do |
//! |---|---|---|
//! | 0 | stopped by SIGTERM or Ctrl-C ("stopped" in the log), at its deadline or by a second signal | nothing |
//! | 1 | could not start or lost Discord for good: no token or a rejected one, a setting it refuses (`--shards`), the database cannot be opened, the command registration refused for 3 minutes, the gateway connection failed; the last line on stderr (`hypnosia: …`) says which and what to do | let the supervisor start it again; if it keeps failing, follow the message |
//! | 2 | a flag or variable that cannot be read at all (unknown flag, a number that is not one) | fix the command line or environment |
//!
//! # Settings for several processes
//!
//! | environment (or `.env`) | flag | default | meaning |
//! |---|---|---|---|
//! | `HYPNOSIA_SHARDS` | `--shards` | — (every shard) | the shards this process connects, `A-B` or `A` (needs `--total-shards`); it runs the games of their servers only |
//! | `HYPNOSIA_TOTAL_SHARDS` | `--total-shards` | — (Discord's recommendation) | the number of shards of all processes together |
//! | `DISCORD_API_URL` | `--api-url` | Discord | send every REST call to this base URL instead; the gateway address then comes from that API's `/gateway` answer. `http://…` is a proxy that keeps Discord's per-route limits for every process (twilight-http-proxy): the bot's own route limiter is then off. `https://…` is Discord's API at another address (the test emulator): the bot keeps its own limiter, and trusts a loopback address's certificate unchecked |
//! | `HYPNOSIA_CDN_URL` | `--cdn-url` | `https://cdn.discordapp.com` | where people's avatars are fetched from |
//!
//! The token never appears in logs, and neither does the database password: `--help` hides `DATABASE_URL`'s value, and logs, errors and `Debug` show the URL as `postgres://user:[redacted]@host/db` (query parameters named `…password…` are hidden too).
//!
//! # Storage
//!
//! Two backends with the same meaning, chosen by `DATABASE_URL`: a **SQLite** file (the default,
//! built in, for one process) or **PostgreSQL** (`postgres://…`, for several processes). Each is
//! migrated at start-up. Every accepted move is committed before the click is answered; a finished
//! game writes its results, stats and ratings in the same transaction that ends it. The dice
//! generator's state is saved with the game but never exported.
//!
//! - **SQLite**: WAL, `synchronous = NORMAL` (a committed move survives a crash or SIGKILL of the
//!   bot; only a power loss can lose the last moves). One process only: a second process on the
//!   same file (locked by `hypnosia.db.lock`) stops at once, saying to use PostgreSQL. The
//!   write-ahead log is copied into the database every 2 s beside the commits, emptied once the
//!   bot is idle, and cut back to 64 MiB after a burst; a checkpoint that fails (a full disk) is
//!   logged once per 10 minutes with the number of failures in between.
//! - **PostgreSQL** commits with its own settings (an fsync per commit by default); accepting the
//!   loss of the last fraction of a second should PostgreSQL itself crash, turn that wait off in
//!   the URL: `postgres://…/hypnosia?options=-c%20synchronous_commit%3Doff`.
//!
//! To move from SQLite to PostgreSQL, stop the bot, create an empty database and copy:
//!
//! ```sh
//! createdb hypnosia
//! cargo run --release -- migrate-db --from sqlite://hypnosia.db --to postgres://user@localhost/hypnosia
//! ```
//!
//! A URL with a password is better given as `MIGRATE_FROM_URL` and `MIGRATE_TO_URL` (environment
//! or `.env`; a flag wins over its variable) than on the command line, where `ps` and the shell's
//! history would show it; `migrate-db` never prints a password. It copies every lobby, game, seat,
//! result, player, rating change and setting with their ids (old messages' buttons keep working),
//! prints the rows per table, and refuses a target that holds any row (the interaction tokens kept
//! for direct places, `click_tokens`, are not copied: each dies within 15 minutes). Should it
//! fail half-way, drop and create the target again before retrying.
//!
//! # Running at scale
//!
//! One process holding every shard on SQLite is the simple setup: a process on 2 cores serves
//! about 100 clicks/s (500 games played at once, far more servers, since most games wait for
//! people), and it shards itself (Discord requires a shard per 2 500 servers). Past one machine,
//! or past what one process's CPU serves:
//!
//! 1. Put the data in PostgreSQL (`migrate-db` above) and give every process the same
//!    `DATABASE_URL` and token. Each process keeps up to 8 connections: 10 processes need 80 of
//!    PostgreSQL's default 100.
//! 2. Choose the number of shards, `N` (Discord's recommendation is printed by `GET
//!    /gateway/bot`; the same in every process), and give each process a range: `--shards 0-3
//!    --total-shards 8`, `--shards 4-7 --total-shards 8`. Discord sends a server's events to shard
//!    `(guild_id >> 22) % N`; a process resumes, times and plays only the lobbies and games of
//!    servers on its shards, so no timer or computer turn runs twice. The process holding shard 0
//!    registers the commands, and hosts every table of a DM or group DM (Discord sends their
//!    interactions to shard 0 only); a server that never added the bot goes by its own shard.
//! 3. To re-shard (2 processes → 4), stop all processes and start the new ones with the new ranges
//!    and total: each takes over exactly the timers and computer turns of its servers.
//! 4. **An upgrade stops every process before it starts the new ones** (never a rolling update,
//!    never start-before-stop): an older binary still running beside a newer one reads the tables
//!    as it knew them (before 0033 it took a DM's table for a server's, timed it out and called
//!    the bot's token into the group DM), and a process starting takes back at once the owed posts
//!    its shards' holders leased before it and that went silent (each live process renews its row of
//!    lease holders every second: a holder silent for 3 s is taken for dead, so a live process's
//!    leases are never taken, and a killed one's are taken back within about 4 s of the restart;
//!    a click's claim, which runs out in two minutes, is never taken back). On PostgreSQL the first
//!    new process migrates the database: each migration waits at most 5 s for a lock (a long
//!    query of a process not stopped) and is tried again, six times, rather than holding every
//!    writer queued behind it. Migrations are numbered once, the same on both backends (a test
//!    checks it): a database migrated by a build of another branch is refused by sqlx.
//!
//! **Play anywhere.** With **User Install** ticked in the application's Installation settings,
//! people add the app to their accounts (the "add to my apps" link the bot logs at start, `INFO
//! install links`) and play in DMs, group DMs and servers that never added the bot. There the bot
//! may not call with its token: such a table is shown through each click's own interaction only
//! (`discord/screen/by_clicks.rs`), costs the global budget nothing, and what no click can show
//! waits, committed, for the next click on the table. Such a table owes the sweep nothing: no sweep
//! query lists it while its turn is unseen (no deadline runs then), and one left unclicked a day
//! (a week for turns of an hour or more) is called off, unrated, by one indexed query. Removing
//! the bot from a server calls off only the tables the bot itself showed there.
//!
//! **One token, one budget.** Discord allows a bot 50 REST calls a second in all, whatever the
//! number of its processes (interaction answers aside: they are bound to the interaction). Each
//! process keeps to its share, its shards over the total (`--shards 0-3 --total-shards 8`: a
//! half): every call with the bot's token passes one pace of 38 calls a second of its share plus
//! a burst of 3 (at most 41 of Discord's 50 leave in any sliding second, a cap the gate keeps
//! whatever the timing, a margin for the network), people's
//! calls (commands, clicks) before background ones (computer moves no click pays for, turn posts,
//! DMs, reminders), and those servers in turn (a server with hundreds of games waiting takes one
//! turn in each round, so another server's lone game does not wait behind them), so the
//! processes' sum stays under 50 (the tests run two processes of one token, on PostgreSQL,
//! against an emulator that enforces Discord's limits: a burst of games on both meets no 429).
//! There is no setting for the share: give every process its shard range. Each process also
//! follows every route's limit from Discord's headers. A computer game nobody can follow at that
//! pace is shown coalesced: its board skips to the newest move instead of queueing every one.
//! Avatar look-ups, two at a time, take only the pace's idle room: a quiet bot looks everyone up,
//! a busy one (background calls waiting for the pace) drops them first. Alternatively put a rate-limiting REST proxy (twilight-http-proxy) in
//! front of all processes and give its `http://` address to `--api-url`: it then keeps the
//! per-route limits for all of them.
//!
//! Each process needs what one bot needs: CPU in proportion to its servers' clicks, about 240 MiB
//! resident for 500 running games. Of that, the store keeps each running game replayed (about 250
//! bytes a move, at most `store::KEPT_GAMES` games), so that a move neither
//! reads nor replays its record; another process's move is seen by the row's version. Drawing is its scarce work, so live boards (a move's answer, a
//! lobby, results) have lanes of their own, and GIFs, replays, charts, lessons and hints wait
//! behind them on a bounded heavy lane: exports never slow a game down. A small community needs
//! one process on SQLite; PostgreSQL pays off when one machine is not enough, or to keep the
//! database on a server of its own. Run PostgreSQL on its own cores: sharing the bot's 2 cores it
//! kept up with SQLite on a quiet machine but fell far behind when another program took the cores
//! (figures in [`benches/README.md`](benches/README.md#figures)).
//!
//! # When Discord or the database fail
//!
//! | what happens | what the bot does |
//! |---|---|
//! | the database fails for a moment (a lock, a PostgreSQL restart or outage) | computer moves, deadlines and lobby expiries that failed are tried again with backoff, then a sweep every 15 s sets going every game and lobby that has nothing scheduled; nothing needs typing. At start-up a game that cannot be loaded is logged and skipped, never the others |
//! | Discord is slow or does not answer | every click and command is answered within Discord's 3 s: with its result when ready within 1.2 s, else deferred ("thinking…") and then edited. Every call has a 10 s limit; a post that timed out is tried again with the same nonce, so Discord never shows it twice |
//! | Discord answers 429, 5xx, or not at all | tried again twice (1.5 s, then 4 s); if it still fails the change stays saved and owed to the players and the sweep shows it again within about 30 s; a turn deadline that comes meanwhile gives the turn its whole time again |
//! | the bot restarts with many running games | it answers clicks and commands as soon as it is connected; the running games are resumed in the background meanwhile, and a click on one not reached yet plays as usual |
//! | Discord refuses calls (401, 403, 429) | every refusal is counted, also those only logged where they happen; the bot calls off what it cannot reach at the first refusal, far below Discord's ban of 10 000 invalid requests in 10 minutes; it logs the count every 10 minutes with its pace (`INFO … Discord's refusals (401, 403, 429) in the last 10 minutes, and the pace since the start refused=3 limit=10000 since_start=12 rate_limit_waits=40 global_429s=0 paced=812 capped=0 lookups_dropped=5 stopped=0`: `rate_limit_waits` counts the calls Discord's per-route limits held back, a 429 or a bucket the bot saw empty; `paced` the background calls that waited for the global pace; `capped` the calls held so that no sliding second has more than 41; `lookups_dropped` avatar look-ups skipped while busy), and as a `WARN` every minute at 1 000 or more; the warnings before it name the games and channels |
//! | Discord refuses the token (401), or 1 000 refusals in 10 minutes | `ERROR … Discord refused too much: background calls stop`: the breaker stops every call the bot makes on its own (computer moves, turn posts, DMs, reminders, avatar look-ups) until a probe, 30 s after it opened (and once the 10-minute count is below 1 000), is answered with anything but a refusal; people's clicks and commands are still answered, and what was not shown is owed and shown once calls go again. A reset token needs a restart with the new one |
//! | registering the slash commands fails at start-up | tried again with backoff; after 3 minutes the bot exits with status 1 for its supervisor |
//! | PostgreSQL stops answering | every store call ends within 15 s with an error (and is tried again as above); the bot's connections have `statement_timeout = 10s`, `lock_timeout = 5s`, `idle_in_transaction_session_timeout = 15s` and TCP keepalives, so a stuck peer process costs its own games a few seconds, never a whole server's |
//! | the bot is killed, crashes or is redeployed between a move and its post | nothing is lost: the move is committed with what the players are owed, and the start-up sweep posts it once, with the turn's whole time from the post; results posted after a restart show the rating changes as they were made. A turn or results owed for longer than Discord remembers a post's nonce (2 minutes, to be safe) are first looked for among the channel's last 50 messages (the bot's own, by their buttons): a post that landed before the crash is kept, never made twice |
//! | a lobby or Rematch click whose table belongs to another server | refused as a closed table (a forged button; logged) |
//! | a step of the sweep fails or panics (a row it cannot read, a bug) | the sweep is named steps, each run on its own: `WARN … a sweep step failed step="lobbies"` (or `ERROR … a sweep step panicked`), the other steps run, and the next sweep runs it again. Each step logs its name, what it set going and its time: `INFO … sweep step step="owed_shows" set_going=3 took=…` when it showed what a failure left owed (`owed_shows`, `outbox`); the sweep's steady state (the other steps, a sweep that found nothing) at `DEBUG` (`RUST_LOG=hypnosia=debug`); a step slower than the sweep's period at `WARN` |
//!
//! # Deadlines across restarts
//!
//! When a person's deadline passes, the medium computer player plays that turn for them (marked
//! `auto` in the record); after the second time-out in a row their turn message warns them, and
//! the third removes them, or, when no other person still in the game waits for them, plays the
//! rest of the game at once (`live::finish`). Deadlines survive restarts, and a deadline never
//! runs against a turn nobody could see: a turn shown late gets its whole time from then. A turn
//! already on screen keeps its deadline through restarts (with at least a minute left after one),
//! so no restart, nor a bot stuck restarting, hands out a fresh turn.
//!
//! # Reminders and direct messages
//!
//! - **Reminders.** With a time-out of an hour or more, the turn message says when its player will
//!   be reminded; when a quarter of the time is left (45 min of an hour, 42 h of a week) the bot
//!   posts once in the game's channel or thread, pinging only that player, with the deadline and
//!   a link to the turn's message. A reminder that came due while the bot was down is sent at
//!   start-up; a second process or a second restart sends nothing more.
//! - **Your turn, wherever you are.** `/hypnosia notify enabled:true` sends a direct message when
//!   your turn starts in a game with a time-out of an hour or more, and again at the reminder,
//!   with the game's number, the deadline and a link to the turn's message. It is written in the
//!   language of your Discord client when you ran the command. If you close your DMs (Discord
//!   answers 50007) the bot stops trying until you run the command again. Each DM is sent once,
//!   whatever restarts happen.
//!
//! # Heavy work and clicks
//!
//! - **Heavy work per person**: a Hint, a replay and each of its steps, an analysis, the
//!   leaderboard, the stats (two drawings: 2), a lesson and each lesson click take from the
//!   member's own allowance: 12 at once, one more every second (a Hint counts 3; a lesson's
//!   board, a page of `/hypnosia games` and an autocomplete a quarter; a Hint asked again for the
//!   same position counts 1). Asking faster is refused: "You are asking
//!   … faster than the bot can share its time out fairly. Try again in 3 seconds." A person
//!   clicking by hand never meets it.
//! - **Clicks on someone else's game**: a move button clicked by a spectator, or on an old
//!   message, is refused from what the bot showed, without waiting for the game, so however many
//!   such clicks arrive the players' own moves are never queued behind them. Each refused move
//!   click is told why, and costs the clicker a quarter of their allowance above.
//! - **Servers take turns**: the computers' decisions and the boards of live games are served one
//!   server after the other, so a server with hundreds of games slows no other server's game.
//! - **Memory and the allocator**: the binary allocates with mimalloc (`src/main.rs`): at 2 000
//!   running games glibc's malloc took about 15 % of the bot's CPU, and a person's turn came back
//!   12.4 s against 8.8 s with mimalloc (`benches/README.md`, "The allocator"); the bot's peak is
//!   about 570 MiB there (340 MiB with glibc). What C code allocates (SQLite) still uses glibc's
//!   malloc, capped at two arenas ([`crate::config::limit_malloc_arenas`]).
//!
//! # Avatars
//!
//! Each seat of the board shows its player's avatar ringed in the seat's color, as do the season
//! podium, the leaderboard card and the stats header: the member's server avatar, else their own,
//! else Discord's default. A board never waits for one: avatars are fetched from Discord's CDN in
//! the background (at most 3 at once, 3 s and 2 MiB each, decoded within limits), kept by
//! picture: everyone showing the same picture (Discord's six default avatars above all) shares
//! one face, fetched and decoded once; 4 096 pictures (16 KiB each, 64 MiB at most) and 16 384
//! members' avatars are kept, the least recently used let go first. A seat whose avatar is not
//! there yet shows its color with the initial; the next board shows the avatar. A failed fetch is tried again later, 30 s after the first failure and
//! twice as long after each next one, up to 30 minutes. A member's avatar is asked of Discord
//! again after a day, so a changed one shows even if its owner never clicks. Only in a server the
//! bot is in: where it is not (a DM, a group DM, a server that never added it), its token is never
//! used, avatars come from what people's interactions carry (their lobby clicks, a click on a
//! board, their `/hypnosia leaderboard` and `/hypnosia stats`) and the others show initials; a
//! face learnt there stays until a newer click tells another. Fetches follow no
//! redirect, ignore proxy variables and use HTTPS only (plain HTTP only to a `--cdn-url` on this
//! machine's loopback, as the tests' emulator is); a picture needing more than 16 MiB to decode is
//! refused. Every board shows its faces: they are stamped at each render on the faceless board
//! shared by every game of the same colors (a stamp per set of seated colors and faces, about
//! 10 KB for a table of four, drawn once in a few milliseconds and kept within 32 MiB for the
//! whole bot; a stamp let go is drawn again at its next render), so no game waits for a board of
//! its own and none is drawn faceless under load. `/hypnosia settings avatars shown:false` turns
//! them off.
//!
//! # Win chances: the estimate
//!
//! - **The estimate** is the hard computer player's win-chance leaf, exact once settled (100/0 at
//!   the end, 0 for a player who left). Luck is what the dice gave against the chance before the
//!   roll, skill what the moves gave against the roll's best play (never positive); with the
//!   others' influence they add up exactly to the change of a player's chance. Its calibration:
//!   [`benches/README.md`](benches/README.md#analysis).
//!
//! # Skill, error rates and puzzles, in full
//!
//! The skill figures (`src/core/analysis/errors.rs`, `src/core/puzzles/`). The analysis shows
//! each person's accuracy and error rate over their decisions; **the public post never mocks**:
//! no mark is written beside a name, and the game's marks are not counted there. **My moves** under the analysis tells its clicker alone, if they
//! played, their accuracy, the count of each mark and their five costliest marked turns (turn,
//! dice, what they played, the hard player's turn, the chance lost), each with a button that opens
//! the position it was played from in the replay. Computer players are not judged. The errors are
//! worked out with the analysis (a hard search per decision: about a second per hundred decisions,
//! on the heavy lane) and stored with it; an analysis stored before gets them the first time it
//! is read. Each person's decisions and chance lost are also kept with their results, so that
//! `/hypnosia stats` (all time) gives their **error rate** and accuracy over their rated games
//! whose analysis was worked out (pooled over decisions; shown from 3 games), and whether their
//! latest 5 games are improving, steady (within 0.5 points) or slipping against the ones before;
//! `/hypnosia leaderboard by:accuracy` ranks the server's people with 3 such games or more by
//! that error rate (all time: a season's analyzed games are few). Only games whose analysis was
//! asked for are judged; games analyzed before this version count once their analysis is read
//! again.
//!
//! - **The error of a decision** is the chance to finish first a turn as played loses against
//!   the turn the hard computer player chooses with the same position and roll, both valued by
//!   the hard player's own search (the next round played out over every reply roll), never below
//!   0. Forced turns (one way to play) are no decisions; moves played on time-out, a turn cut
//!   short by a departure and an unfinished last turn are left out.
//! - **Marks**, by the loss in points of chance: **inaccuracy** from 2, **mistake** from 5,
//!   **blunder** from 10. On computer players' games (`hypnosia error-rates`, figures in
//!   [`benches/README.md`](benches/README.md#error-rates)) a blunder is a loss the hard player
//!   makes in 0.1 % of its decisions, medium in 1.3 % and easy, which plays at random, in 8.0 %
//!   (500 games).
//! - **Error rate**: a player's mean loss per decision, in points of chance. **Accuracy** (0–100)
//!   is `100 × exp(−error rate / 5)`: 100 for no error, about 82 at 1 point a decision, 37 at 5,
//!   falling steadily as the error rate grows (median game: hard 95, medium 88, easy 55).
//! - **Puzzles**: positions of finished games where one way to play the dice leads every other by
//!   at least **15 points** of chance by a deeper search than the hard player's (every way to play
//!   searched, one turn further, twice the sampled replies), and the hard player agrees; the
//!   answer is unique. `hypnosia puzzles generate` finds them in computer games (`--write FILE`
//!   writes them as the set the bot ships, `assets/puzzles.txt`: 42 puzzles from 40 games).
//!
//! **`/hypnosia puzzle`** gives you a puzzle only you see: the board, the dice and the move
//! buttons. Play both dice, one click each, in any order; once the turn is over you are told
//! whether it was the best: right, why (as a hint says it); wrong, how many points of chance to
//! win your turn gave up (by the hard player's search) and the best turn, with why;
//! **Next puzzle** gives another. The puzzles come from this server's own games first: when
//! someone asks for a game's analysis, its record is also searched for puzzles in the
//! background (at most 4 deep searches a game, on the heavy lane, never while someone waits);
//! a search the heavy lane had no room for, or that a restart cut short, is made up later by the
//! sweep, one game at a time; a server with none left for you gets the shipped set. **Puzzle ratings**: each person and
//! each puzzle of a server has a Weng-Lin rating, shown as the leaderboard's are (1000 to start);
//! your first answer to a puzzle is a game between you and it (solved: you win), moving both
//! ratings once, atomically, however many answers arrive at once; a puzzle you answered before
//! comes back only when you answered every one, and answering it again moves nothing. You get
//! the unanswered puzzle rated nearest your own. The answer shows your puzzle rating and its move.
//!
//! **The daily puzzle**: `/hypnosia settings puzzle channel:#…` (Manage Server; without a channel,
//! off) posts one puzzle a day (days start at midnight UTC) in that channel: the board, the dice,
//! the puzzle's rating and how many solved it so far, never the answer. **Solve** opens it for
//! whoever clicks, alone, as `/hypnosia puzzle` does, and their first answer to it counts toward
//! both ratings as any puzzle's. The day's puzzle is the server's own never posted (from its
//! games first), else one of the shipped set, else the one posted longest ago. Each server's day
//! is claimed once in the database (a row per server and day, with its puzzle) before anything is
//! posted, and posted from there: one post however many processes run or restart. The count of
//! solvers is edited in by the sweep (every 15 s at most), never on a click.
//!
//! # Tournaments, underneath
//!
//! Underneath, each round is seated exactly once, across restarts and several processes on
//! PostgreSQL: the round is claimed in the database with its tables' games. A tournament whose
//! channel the bot can no longer reach is called off with its tables. The seating decides who
//! moves first at each table: the table's opening roll is rolled again until that player wins
//! it, so game records keep their usual format. The rules below are `src/core/seating/`, and
//! can be tried with `simulate-tournament` (below). A table's games carry its
//! tournament and round: in its thread's name, and in `/hypnosia games`; a table played in the
//! channel (no thread) says so on its turn message and its results ("🏆 Saturday Cup, round 2").
//!
//! # The turn message and the quiet channel, in full
//!
//! - **The turn message** is made to be read at chat size (about 450 px wide, at most 600 px tall
//!   with two rows of buttons or menus, whatever the roll).
//!   - **Two lines of text**, each one line on a 360-px phone: `🔴 @alice, your move ⏱ in 10
//!     minutes` (the player to move is pinged; the dice are the board's and the buttons'; a die
//!     with no legal move is said, on a second line there; a computer's turn reads `🟡 AI (easy)
//!     is thinking · 🎲 6 · 5`), then the game and turn number (`Game #3 · turn 12`), or, when
//!     the server shows the chances, the turn and the chances (`Turn 12 · win chances: 🔴 42% ·
//!     🔵 58%`; from three players on written tightly, `Turn 12 · 🔴42% 🟡33% 🔵25%`),
//!     rarely one more (the opening roll, a reminder, a last warning).
//!   - **The board** carries the rest: the dice and who moves, the last move, and one seat per
//!     player with their pawn's shape and color, name, score, lost pawns and (see
//!     Avatars (README)) face; a computer's face is a robot of its level.
//!   - **Buttons** are the legal moves of both dice, one die per row, the first die's blue, the
//!     second's grey, each a short chip five of which fit a line: the die, the pawn circled as
//!     the board draws it, and where it lands (`🎲6 ② O28`, `🎲4 ①② M6 ✕`, `🎲1 ③ ★+5`). Each
//!     destination on the board carries a **mark** with the same name, in the die's color. A die
//!     with more moves than a row holds gets a **menu** instead, whose options say each move in
//!     full (`🎲3 · pawn 1 over the bridge to M15`); when both dice have that many, one menu holds
//!     them all. So any roll takes at most two rows. The board's alt text lists every move in
//!     full, for screen readers.
//!   - **Moves are told in one language** everywhere: the log and thread lines (`🔴 alice 🎲5·4 ·
//!     pawn 3 to O12 · pawn 2 to O8`, `· 🎲3 lost (no move)`), replays, hints and lessons say
//!     `pawn 1 into the center +5`, `pawns 1+2 to M6 · captures`; a move the bot played for a
//!     player whose time ran out says so. The notation (`5: 3 O7→O12`) is only the exported
//!     record's and the developer commands'.
//!   - After the first move the same message shows the remaining die's moves.
//!
//! However long the game, the channel keeps a handful of messages besides what people type. The
//! lobby message stays where it was and becomes the game's **log**: which game, who plays, and
//! the newest five lines of the turns (a stretch of computer turns is one line, "🤖 the computers
//! played 110 turns"). There is **one turn message** at a time: when the turn passes to a person
//! a new one is posted at the bottom and the one before it is removed; within a turn and during
//! computer turns it updates in place. The new turn message **pings** its player only if they have
//! not clicked in the game within the last minute: someone who just moved is watching, and gets
//! their turn without a notification (a slow game still pings every turn). When the game ends the
//! last turn message is removed, the results are posted, and the log becomes one line with the
//! winners and a **Results ↗** link. A 2-player game of people leaves 2 messages in the channel.
//!
//! A game played in its **thread** keeps the thread just as quiet: one turn message and a log
//! message of its own (the newest lines, edited). The channel has only the line the thread started
//! from, which says where the game is, then who won, and, once someone clicks Rematch, a **Rematch
//! open ↗** link to the new lobby (which opens in the thread). **A new server
//! plays in threads** by default (`/hypnosia new thread:false` plays one game in the channel; an
//! admin turns threads off with `/hypnosia settings threads enabled:false`); where the bot may not
//! create threads (no **Create Public Threads** or **Send Messages in Threads**) the game plays in
//! the channel. Servers the bot knew before keep their setting.
//!
//! # Game records
//!
//! Every game exports as one JSON document in the format `hypnosia-record/1` (players, opening
//! rolls, every turn with its dice and moves — die, pawns, from, to, crossing, captures, center
//! places, `auto` for time-out moves — resignations, and the result). Import replays the record
//! move by move and refuses a record that breaks any rule, naming the turn and move (`turn 12,
//! move 2: 4: 1+2 O4→M6 ⇣ is not a legal move: a single pawn cannot capture a stack`). The record
//! never contains the dice generator's state, so an exported running game reveals nothing about
//! dice to come.
//!
//! - In the record, a player leaving during someone else's turn is written just before that turn
//!   when no move of it had been played yet, and right after it otherwise; importing tries the
//!   event at each point of that turn and keeps the one that replays exactly.
//!
//! # Developer commands
//!
//! ```sh
//! cargo run --release -- simulate --players 4 --games 1000 --seed 7 --out games/
//! cargo run --release -- render --record games/game-1.json --turn 40 --out board.png
//! cargo run --release -- render --record games/game-1.json --gif game.gif
//! cargo run --release -- arena --a hard --b medium --players 2 --games 1000 --seed 1
//! cargo run --release -- fit-leaf --players 4 --games 30000 --seed 5
//! cargo run --release -- error-rates --games 500
//! cargo run --release -- puzzles generate --games 100 --list
//! cargo run --release -- simulate-tournament --players 7,16,40 --seats 3,4,6
//! ```
//!
//! - **`simulate`** plays games between computer players that choose uniformly at random among
//!   the legal moves and prints a summary (number of games, mean and median turns, how games
//!   ended, wins per seat). `--players N` (4; 2–6, colors spread evenly), `--games K` (100),
//!   `--seed S` (1; game n uses S+n, so the same seed plays the same games), `--out DIR` (each
//!   record as `DIR/game-<n>.json`), `--no-stacks-over-bridges` (the variant), `--ai LEVEL`
//!   (every seat `easy`, `medium` or `hard` instead of random moves), `--frames` (also every turn
//!   as `DIR/game-<n>/turn-<t>.png`, turn 0 the opening; needs `--out`).
//! - **`render`** draws the position of a `hypnosia-record/1` record after `--turn N` turns
//!   (default: the last) to `--out FILE` as the players saw it: the next recorded roll, the last
//!   move highlighted and the legal destinations marked (`--no-markers` leaves them out);
//!   `--gif FILE` writes the whole game as an animated GIF instead. A record that breaks the
//!   rules is refused with the turn and move at fault.
//! - **`arena`** plays seat-rotated games between two computer levels in parallel on every core
//!   and prints A's win rate with its 95% confidence interval and both sides' average scores:
//!   `--a` (hard) and `--b` (medium) levels, `--players N` (2; above 2, one seat plays `--a` and
//!   the others `--b`), `--games` (1000), `--seed` (1), `--budget` (positions a hard player
//!   evaluates per decision), `--threads` (default: all cores). A game counts 1 for A when A alone
//!   ranks first, 1/k when k players share rank 1.
//! - **`fit-leaf`** plays `--games` (12 000) games of medium against medium (`--players`, 2; 2–6;
//!   `--seed`, 5) and fits hard's win-chance leaf to who won them; it prints the log-loss on
//!   held-out games, then the table as the Rust constant `src/core/ai/hard.rs` holds. Hard's two tables
//!   are exactly what `--players 2 --games 40000 --seed 5` and `--players 4 --games 30000 --seed
//!   5` print (about 30 s each).
//! - **`error-rates`** plays `--games` (500) games of `--players` (3) computer players, their
//!   levels cycling easy, medium, hard with the seats rotated (`--seed`, 1), judges every
//!   decision against the hard player (`--budget` per decision, the bot's by default;
//!   `--threads`, all cores) and prints each level's error rate (quartiles), the share of each
//!   mark and the losses' quantiles: the figures the marks and the accuracy were chosen on.
//! - **`puzzles generate`** plays `--games` (100) games of `--players` (2) computer players of
//!   `--level` (medium), finds their puzzles and prints the yield per 100 games at several
//!   margins and the time; `--list` prints each puzzle (turn, dice, answer, lead).
//! - **`simulate-tournament`** plays whole tournaments of computer players, seated as
//!   tournaments (README) are, and prints for each the tables per round, the
//!   repeat-opponent rate (the share of pairs seated together after round 1 who had met before)
//!   and the first-move spread (most first moves minus fewest, among players who played as many
//!   tables), medians over `--tournaments` (5); `--standings` also prints each tournament's
//!   standings with every tie-break and each player's first moves per tables played.
//!   `--players` (16) and `--seats` (4) take lists (`7,16,40`, `3,4,6`: every combination),
//!   `--format swiss|knockout|both` (both), `--rounds` (Swiss; default one more than the seats
//!   need to single out a winner, at least 3), `--random-seeding`, `--ai LEVEL` (random moves by
//!   default), `--seed`.
//! - **`migrate-db`**: see Storage above.
//!
//! # Tests
//!
//! **How the tests are laid out.** `tests/` is the package `hypnosia-tests` (each room's tests
//! in one binary, `it`, through the crate's public API and the seams of its
//! feature `testing`, which only that package enables, so that `src/` compiles
//! once for tests; `tests/rooms.rs` fails when a room below the screen names
//! Discord; no crate keeps a test in `src/`: `test = false`, no
//! `#[cfg(test)]`, only doc examples run there). The engine's tests are in
//! `tests/live/`, on a real SQLite file with a screen that records, in
//! milliseconds; the bot end
//! to end in `tests/e2e/` against `tests/emulator/`, a Discord emulator that
//! enforces Discord's limits and its OpenAPI description; `benches/` is
//! `hypnosia-benches`; `migrations/` holds the schema for SQLite and
//! `migrations/postgres/` the same for PostgreSQL.
//!
//! ```sh
//! cargo test --locked                                  # everything
//! cargo test --locked --test it live::                # one part of the integration tests
//! cargo test --locked --test e2e timeout::             # one end-to-end module
//! ```
//!
//! Run them from the root, as above: `-p hypnosia-tests` resolves the
//! features of another set of packages and builds the dependencies again.
//!
//! `cargo test --locked` runs the rules on hand-placed positions and properties over thousands of
//! random games, the renderer pixel by pixel, the computer players and the analysis, every message
//! in every language, the store on both backends, the engine (`tests/live/`: the tables in play on
//! a real SQLite file with a screen that records, in milliseconds), and end to end the real bot
//! against a Discord emulator on 127.0.0.1 (`tests/emulator/`, the crate `hypnosia-emulator`)
//! that enforces Discord's limits and checks every request body against Discord's own OpenAPI
//! description (`tests/emulator/openapi/`, copied unchanged with its MIT license), with injected
//! 429s, 5xx, lost answers, kills and restarts. Each test file opens with what it proves. The
//! end-to-end tests mostly wait, so they run four at a time (`-- --test-threads N` chooses).
//!
//! **PostgreSQL.** The store tests and a few end-to-end tests (several processes, an outage) run
//! on PostgreSQL too, wherever a server can be had:
//! - with Debian's `postgresql` package installed (`apt-get install postgresql`), they start a
//!   throwaway cluster of their own (`initdb` and `pg_ctl`, the newest `/usr/lib/postgresql/*/bin`,
//!   else the `PATH`, or the directory in `HYPNOSIA_POSTGRES_BIN`) in a temporary directory, on a
//!   free port, and remove it when the tests end;
//! - or with `HYPNOSIA_TEST_POSTGRES_URL=postgres://user:password@host:5432`, a server of your own
//!   (a user that may `CREATE DATABASE`; the tests leave their `hypnosia_test_*` databases there).
//!   The tests that stop and start the server themselves still need the binaries;
//! - otherwise they pass without running, and the run says so in one line (`note: PostgreSQL
//!   tests skipped …`) with how to run them. `HYPNOSIA_REQUIRE_POSTGRES=1` (set by `.ci/run`,
//!   which installs PostgreSQL) turns that skip into a failure.
//!
//! `.ci/run` is what CI runs: `cargo fmt --check`, clippy with `-D warnings` on every target, the
//! whole suite, and `cargo test --locked --benches` (every benchmark once, in seconds, failing
//! unless it measured something). The benchmarks themselves (`cargo bench`), their figures and
//! how to rerun them are in [`benches/README.md`](benches/README.md).
