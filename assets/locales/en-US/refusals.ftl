# Refusals and errors: shown only to the person who caused them, in their
# own Discord language.

## Clicks on move buttons

refusal-malformed = I don't recognize this button.
refusal-other-game = This button belongs to another game.
refusal-finished = This game is over.
refusal-old-version = The board has changed since this button was shown; pick again from the updated message.
refusal-spectator = You are not playing in this game; you can watch, though.
refusal-not-your-turn = It is not your turn: it is { $name }'s.
refusal-illegal = That move is not possible any more.

## Lobbies

refusal-already-seated = You are already seated at this table.
refusal-not-seated = You are not seated at this table.
refusal-full = The table is full ({ $seats } seats).
refusal-not-host = Only { $host }, the host, can { $action ->
    [start] start the game
    [cancel] cancel the table
    [add-ai] add a computer player
   *[remove-ai] remove a computer player
}.
refusal-no-ai = There is no computer player to remove.
refusal-color-taken = { $color } is taken; pick a free color.
refusal-too-few-seats = A game needs at least two seats: wait for someone to join or add a computer player.
refusal-bad-seat-count = A table has 2 to 6 seats.
refusal-bad-timeout = Write the turn time-out as 90s, 2 min, 1 h 30 min or 3 d, between 30 seconds and 7 days.
refusal-lobby-closed = This table is closed.
refusal-pick-color = Pick a color from the list.

## Resigning, cancelling, rematches

refusal-not-playing = You are not playing in this game.
refusal-already-left = You have already left this game.
refusal-cancel-not-playing = Only the people still playing this game, or a member with Manage Server, can cancel it.
refusal-others-must-agree = Others are still playing: they must agree too.
refusal-vote-over = This vote is over.
refusal-vote-not-playing = Only the people still playing this game vote on canceling it.
refusal-rematch-not-player = Only the players of this game can ask for a rematch.
refusal-rematch-tournament = A tournament table has no rematch: the tournament seats the next round by itself. Click **Standings** to see where you stand.
refusal-rematch-not-allowed = Games are no longer allowed in this channel on this server.
refusal-rematch-busy = There is already an open table or a game in this channel.

## Where games are played

refusal-dm = Here, through the app added to your account, you can use { $here }, and **{ $challenge }** from a person's Apps menu. Only a server that added the bot offers { $server }.
refusal-challenge-self = Challenge another person: not yourself, and not a bot.
refusal-external-apps-off = This server does not let apps added to people's accounts post here, so nobody else could see your table. Play with your friends in a DM or group DM ({ $new } there), or ask an admin to add the bot to this server.
refusal-channel-not-allowed = Games are played in { $channels } on this server.
refusal-channel-lobby =
    There is already an open table in this channel (game #{ $game }){ $link }
    Its host { $host } can close it; otherwise it closes itself if nobody uses it (closing: { $closes }). Until then, start yours in another channel.
refusal-channel-game =
    There is already a game in this channel (game #{ $game }){ $link }
    You can start one here once it is over, whether it ends normally, its players leave it with { $resign }, or it is called off with { $cancel }. Until then, start yours in another channel.
refusal-no-running-game = No game is running in this channel.
refusal-no-game-here = No game was played in this channel yet.
refusal-no-finished-game-here = No game has finished in this channel yet.
refusal-gif-too-large = Game #{ $game } is too long for a GIF within Discord's upload limit, even with one small frame per turn. Export it as `json`, or watch it with { $replay }.
refusal-no-such-game = There is no game #{ $game } here.
refusal-no-such-game-here = There is no such game here.
refusal-no-finished-game = There is no finished game #{ $game } here.
refusal-game-running = Game #{ $game } is still running: it can be replayed once it is over.
refusal-game-gone = This game no longer exists.
refusal-replay-turns = Game #{ $game } has only { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.

## Permissions and Discord

refusal-manage-server = You need the Manage Server permission for this.
refusal-bot-missing = I am missing these permissions here: { $permissions }.
refusal-bot-missing-channel = I am missing these permissions in this channel: { $permissions }.
refusal-cannot-post-board = I cannot post the board here: I am missing these permissions in this channel: { $permissions }. The game goes on meanwhile (turn time-outs included).
refusal-cannot-open-thread = I cannot open the game's thread: I am missing these permissions in this channel: { $permissions }.
refusal-thread-failed = I could not create the game's thread, so the table stays open: { $why } Start again once that is fixed, or open a table without a thread.
refusal-private-thread = Tables cannot open in a private thread: its owner could remove me from it and so call off a rated game. Open the table in a channel or a public thread.
error-missing-permission = I am missing a permission in this channel (View Channel, Send Messages, Embed Links, Attach Files, Read Message History).
error-discord-unavailable = Discord is not answering properly right now; try again in a minute.
error-internal = Sorry, something went wrong on my side. It has been logged.

## Commands

refusal-cooldown = { $command } was used in this channel a moment ago; try again in { $seconds } s.
refusal-outdated-command = The commands were just updated; try again in a minute.
refusal-bad-option = That option is not valid.
refusal-bad-option-input = That option is not valid: `{ $input }`.

## Discord's permission names, as its settings show them

permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-read-message-history = Read Message History
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads

## Limits

refusal-limit-server =
    { $cap ->
        [one] There is already { $cap } open table or running game
       *[other] There are already { $cap } open tables and running games
    } here, as many as are allowed at once. Finish or cancel one of them ({ $cancel }, or the table's Cancel button), or ask a member with Manage Server to raise the limit with { $limit }.
refusal-limit-own-lobby =
    You already host an open table here (game #{ $game }).
    One at a time: start it, or cancel it with its Cancel button; otherwise it closes itself { $closes } if nobody uses it.
refusal-gif-busy = The bot is drawing other GIFs right now and its queue is full. Try again in a minute.
refusal-gif-cooldown = You asked for a GIF a moment ago: one drawing per minute each. Try again in { $seconds } s.
refusal-drawing-busy = The bot has too many pictures to draw right now. Try again in a moment.

## /hypnosia learn and hints

refusal-lesson-button = This button belongs to no step of the lessons.
refusal-practice-direct = A practice game opens only in a server that added the bot. Here, play the computer with { $new }: add an easy computer player, then start.
refusal-puzzle-none = There is no puzzle here yet.
refusal-puzzle-gone = This puzzle is no longer here: ask for another one.
refusal-puzzle-button = This button does not belong to this puzzle's turn: ask for a new puzzle.
refusal-hint-old = This Hint button belongs to an earlier moment of the game: use the one on the latest board.
refusal-hint-not-yours = Hints are only for the one person playing this game against computer players, on their turn.
refusal-analysis-cancelled = Game #{ $game } was canceled: there is nothing to analyze.
refusal-season-unknown = There is no season “{ $season }”: choose one of the suggestions, or type a month such as { $example }, a quarter such as 2026-Q4, or `all` for all time.
refusal-analysis-posting = The analysis of game #{ $game } is on its way: it will appear here in a moment.

## once
refusal-heavy-too-fast = You are asking for boards, hints, replays and charts faster than the bot can share its time out fairly. Try again { $when }.
refusal-practice-cooldown = You already opened a practice game a moment ago. You may open another { $when }.
refusal-practice-running = Your practice game is still running: { $link }. Finish it, or resign, before you open another.
refusal-rematch-cooldown = You already asked for a rematch a moment ago. You may ask again { $when }.

## lobby
refusal-pick-computer = Pick a level in the list, or “Remove AI”.
refusal-held-lobby =
    There is already an open table in this channel (game #{ $game }), hosted by { $host }: join it, or start yours in another channel.
    Its host can close it; otherwise it closes itself if nobody uses it (closing: { $closes }).
refusal-held-lobby-yours =
    You already have an open table in this channel (game #{ $game }).
    Start it, or close it with its Cancel button; otherwise it closes itself if nobody uses it (closing: { $closes }).
refusal-held-game =
    There is already a game in this channel (game #{ $game }).
    You can start one here once it is over, whether it ends normally, its players leave it with { $resign }, or it is called off with { $cancel }. Until then, start yours in another channel.
refusal-rematch-held = A table is already open where this game was played (game #{ $game }, hosted by { $host }): join it there.
refusal-rematch-held-yours = Your rematch table is already open (game #{ $game }): start it there once the others have joined.
refusal-limit-member-you = You already play in { $cap ->
        [one] { $cap } running game
       *[other] { $cap } running games
    } here, as many as each member may play at once. Finish one first, leave one with { $resign }, or ask a member with Manage Server to raise the limit with { $limit }.
refusal-limit-member = { $user } already plays in { $cap ->
        [one] { $cap } running game
       *[other] { $cap } running games
    } here, as many as each member may play at once: they can leave this table so that it starts without them, or it starts once one of their games ends.

refusal-analysis-not-yours = You did not play in game #{ $game }: each player's moves are shown to them alone.

## Tournaments

refusal-tournament-server-cap = This server already has { $cap } tournaments signing up or running; wait for one to end.
refusal-tournament-full = This tournament is full ({ $cap } players).
refusal-tournament-signup-over = Sign-up for this tournament is over.
refusal-tournament-already-in = You are already signed up for this tournament.
refusal-tournament-not-in = You are not in this tournament.
refusal-tournament-closed = This tournament is over or was called off.
refusal-tournament-not-host = Only the tournament's host or a member who manages the server can do that.
refusal-tournament-too-few = A tournament needs at least two players to start.
refusal-tournament-player-cap = A tournament takes 2 to { $cap } players.
refusal-tournament-rounds = A Swiss tournament has 1 to { $rounds } rounds.
refusal-tournament-none = No tournament is signing up or running on this server.
refusal-tournament-start-time = `starts_in` and `check_in` take a time from now, e.g. 30m, 2h, 1d (at most 7 days); leave `starts_in` out to start the tournament yourself.
refusal-tournament-no-check-in = This tournament has no check-in: joining is enough.
refusal-tournament-check-in-later = Check-in opens { $time }.
refusal-tournament-check-in-start = A check-in needs a start time (`starts_in`).
refusal-tournament-cooldown = You opened a tournament a moment ago. You may open another { $when }.
## a challenge keeps its seat
refusal-seat-kept = This seat is kept for { $invited }, whom { $host } challenged. To play, open a table of your own.
refusal-not-invited = Only { $invited } can decline this challenge.
refusal-no-challenge = There is no challenge to decline here any more.
refusal-challenge-cooldown = You challenged someone a moment ago. You may challenge again { $when }.
