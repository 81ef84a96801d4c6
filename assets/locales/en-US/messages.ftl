# Public game messages: lobby, turns, results, votes. They follow the
# server's language (/hypnosia settings language).

## Colors and computer players

color-red = red
color-yellow = yellow
color-green = green
color-cyan = cyan
color-blue = blue
color-magenta = magenta

level-easy = easy
level-medium = medium
level-hard = hard
# A computer player's name, e.g. "AI (hard)".
ai-player = AI ({ $level })

## Lobby

lobby-title = Hypnosia — new table
lobby-host = Host: { $host }
lobby-seats = **Seats ({ $taken }/{ $seats })**
lobby-closes = Closes if nothing happens: { $closes }
lobby-rules = Rules
variant-standard = standard
variant-no-stacks-over-bridges = no stacks over bridges
lobby-timeout = Turn time-out
lobby-where = Where
lobby-where-thread = a thread
lobby-where-channel = this channel
lobby-footer = The host can start once at least two seats are taken.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start (host)
lobby-cancel = Cancel (host)
lobby-add-ai = Add AI: { $level }
lobby-remove-ai = Remove AI
lobby-pick-color = Seated? Pick another color
lobby-idle-closed = This table closed after a while without activity.
lobby-everybody-left = Everybody left; this table is closed.
lobby-host-cancelled = The host closed this table.
lobby-admin-closed = A member who manages this server closed this table.
lobby-starting = Starting the game…
lobby-started-here = Game #{ $game } has started here, just below. Playing: { $players }.
lobby-started-thread = Game #{ $game } has started in its thread, { $thread }. Playing: { $players }.
game-thread-name = Hypnosia game { $game }

## Turn message

opening-title = **Who goes first?**
opening-tie = Tie, again:
turn-dice = Dice: **{ $first }** and **{ $second }**
turn-last-warning = ⚠️ Your last { $count } turns timed out: one more time-out removes you from the game.
# The same warning to a person nobody else waits for (everyone else still in
# the game is a computer): the next time-out plays the rest of the game for them.
turn-last-warning-alone = ⚠️ Your last { $count } turns timed out: at one more time-out, the bot plays the rest of the game for you.
# A move the bot played for a person, and why: "pawn 1 to O4 (played by the bot: time ran out)".
# Without a why: a move of a record kept before the bot kept why.
move-auto = { $played } (played by the bot)
move-auto-timeout = { $played } (played by the bot: time ran out)
# After the person clicked the button finish-button.
move-auto-finish = { $played } (played by the bot: Finish for me)
move-auto-decided = { $played } (played by the bot: nobody else could move)
turn-summary-rolled = { $emoji } { $name } 🎲{ $first }·{ $second }
turn-footer = Game #{ $game } · turn { $turn }
turn-refresh = Refresh
# Under the turn message when the bot was too busy to draw the board after a
# person's last move: the picture still shows the board before it, and the
# computers' next move brings a new one.
turn-played-board-follows = ✅ Turn played · the board catches up in a moment
board-old-stays = The board is here now. Its other copy could not be updated: its buttons stay, but only this one follows the game.
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] { $dice } lost
       *[other] { $dice } lost
    } (no move)
# Joins the dice lost in a turn: "5 and 3".
dice-and = { $first } and { $second }
left-resigned = resigned
left-removed = was removed after { $count } time-outs in a row
left-removed-short = was removed after repeated time-outs
# Where only clicks show the game (a DM, a group DM), a line above the board:
# the bot played a person's turn because their time ran out; $count time-outs
# in a row so far, $max removes them.
timeout-played = ⏱ { $name }'s time ran out: the bot played their turn, { $count } of { $max } before they are removed.
# The same when nobody else waits for them: at $max the bot plays the rest of the game for them.
timeout-played-alone = ⏱ { $name }'s time ran out: the bot played their turn, { $count } of { $max } before it plays the rest of the game for them.
# A message of its own (an edit of the board notifies nobody): $mention was removed.
timeout-removed-notice = ⏱ { $mention } was removed from game #{ $game } after { $count } time-outs in a row.
# The same when the removal ended the game; $people pings everyone seated.
timeout-end-removed = ⏱ { $people }: game #{ $game } is over: { $name } was removed after { $count } time-outs in a row. The board above shows the results.
# The same when the bot played the rest of the game for a person whose time ran out (nobody else waited for them).
timeout-end-played-out = ⏱ { $people }: game #{ $game } is over: { $name }'s time ran out, and the bot played the rest of the game. The board above shows the results.

## Results

results-over = Game over: { $reason }.
# A line of a game's results: how many of a person's turns the bot played for
# them, and why ($why: " (" and the results-why-* that apply, or nothing).
results-played-by-bot = 🤖 { $name }: { $count } of { $total ->
        [one] { $total } turn
       *[other] { $total } turns
    } played by the bot{ $why }
# The same line for a seat that finished first although the bot played most of
# its turns because its person was not playing (time-outs, finish-button): the
# game counts no win and no best finish for them.
results-walked-away = 🤖 { $name }: { $count } of { $total ->
        [one] { $total } turn
       *[other] { $total } turns
    } played by the bot{ $why }, most of the game, so it counts as neither a win nor a best finish for them.
# Why the bot played a person's turns ($why of the two lines above).
results-why-timeout = time ran out
results-why-finish = Finish for me
results-why-decided = nobody else could move
# The results' title when every seat that finished first is one of
# results-walked-away: no win counts ($names: those seats' people).
results-headline-uncounted = 🤖 Game #{ $game }: { $count ->
        [one] { $names }'s seat
       *[other] the seats of { $names }
    } finished first, played by the bot: no win counted
results-cancelled-by = canceled by { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-footer = Game #{ $game } · ★ center · ✕ captures
results-rematch = Rematch
results-next = What's next
results-standings = Standings
results-export = Export
reason-center-full = center full
reason-players-left = fewer than two players left
reason-board-empty = no pawn left on the board
reason-round-limit = round limit reached
reason-cancelled = game canceled

## Resigning and cancelling

resign-confirm = Resign from game #{ $game }? Your pawns in the lane and on the rings leave the board, pawns in the center keep their points, and it counts as a loss.
resign-button = Resign
resigned-done = You resigned. Your pawns left the board.
cancel-force-confirm = Force game #{ $game } to end as canceled? It will not count, and the players are told you canceled it.
cancel-confirm = Cancel game #{ $game }? It will not count.
cancel-button = Cancel the game
vote-text =
    { $name } asks to cancel game #{ $game }. Everyone still playing must agree before the vote closes ({ $ends }); otherwise the game goes on.
    { $people }
vote-agree = Agree
vote-closed = Game #{ $game }: { $text }
vote-cancelled = canceled.
vote-all-agreed = everyone still playing agreed, so it was canceled.
vote-expired = Not everyone agreed within 2 minutes: the game goes on.
cancelled-by-force = { $name } (Manage Server)
cancelled-by-vote = { $name } (everyone agreed)

## Other answers

board-reposted = The board is at the bottom of the channel again.
rematch-open = A rematch table is open in { $channel }.
export-json = Game #{ $game }, format `hypnosia-record/1`.
export-gif = Game #{ $game }: { $frames ->
        [one] { $frames } frame, one per move
       *[other] { $frames } frames, one per move
    }.
export-gif-turns = Game #{ $game }: { $frames ->
        [one] { $frames } frame, one per turn
       *[other] { $frames } frames, one per turn
    }, drawn at { $size } px: with one frame per move it would not fit Discord's upload limit.
export-gif-scaled = Game #{ $game }: { $frames ->
        [one] { $frames } frame, one per move
       *[other] { $frames } frames, one per move
    }, drawn at { $size } px to fit Discord's upload limit.

## Text the same in every language (a person's name)

plain = { $text }
# When a long text is shortened to fit Discord's limits.
log-earlier-lines = …{ $count ->
        [one] one earlier line not shown
       *[other] { $count } earlier lines not shown
    } · all of them in { $replay } after the game
fit-earlier-lines = …{ $count ->
        [one] one earlier line not shown
       *[other] { $count } earlier lines not shown
    }
fit-more-lines = …{ $count ->
        [one] and one more line
       *[other] and { $count } more lines
    }

## Durations (a turn time-out), read back by the bot: keep the unit words short.

duration-hours = { $count } h
duration-minutes = { $count } min
duration-seconds = { $count } s
# Before the link to a lobby or game message: "(game #12): https://…".
held-link = : { $link }
# Joins a turn's line and what followed: "🔴 Ada 🎲5·3 · pawn 1 to O4 · 🎲3 lost (no move)".
summary-then = { $summary } · { $then }

## Learning (/hypnosia learn) and hints in practice games

learn-title = Lesson { $number }/{ $total }: { $name }
learn-footer = Only you see this lesson. You play red; blue, the computer (AI on the board), waits its turn.
## /hypnosia puzzle
puzzle-title = Puzzle #{ $number }
puzzle-task = To play: **{ $color }**. One way to play both dice is clearly best: find it.
puzzle-first-played = Played so far: { $moves }. Now the other die.
puzzle-again = You answered this puzzle before: this answer will not move your puzzle rating.
puzzle-from-game = From game #{ $game } played here, turn { $turn }.
puzzle-from-set = From the bot's own set of puzzles.
puzzle-footer = Only you see this puzzle. Your puzzle rating: { $rating }
puzzle-footer-new = Only you see this puzzle. Your first answer starts your puzzle rating.
puzzle-footer-next = Only you see this. **Next puzzle** gives you another one.
puzzle-right = ✅ Right! { $moves } is the best way to play.
puzzle-why = Why:{ $why }
puzzle-wrong = ❌ Not the best. You played { $moves }: that gives up { $loss } points of chance to win.
puzzle-best = The best was { $moves }. Why:{ $why }
puzzle-rating-moved = Your puzzle rating: { $before } → **{ $after }** ({ $delta }), { $solved } solved of { $attempts }.
puzzle-next = Next puzzle
puzzle-restart = ↺ Start over
puzzle-rating-kept = Answered before: your puzzle rating stays **{ $rating }**.

## The daily puzzle (/hypnosia settings puzzle)
daily-puzzle-title = 🧩 Daily puzzle · { $date }
daily-puzzle-date = { $weekday ->
    [1] Monday
    [2] Tuesday
    [3] Wednesday
    [4] Thursday
    [5] Friday
    [6] Saturday
   *[7] Sunday
}, { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $day }
daily-puzzle-level = Difficulty: **{ $level ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] very hard
}** · rated { $rating }
daily-puzzle-answers = { $attempts ->
    [0] Nobody has answered yet.
   *[other] **{ $solved }** of { $attempts } solved
}
daily-puzzle-shared-solved = ✅ { $who } solved the daily puzzle of { $date } on the first try.
daily-puzzle-shared-tried = 🧩 { $who } took on the daily puzzle of { $date }: not solved this time.
daily-puzzle-footer = **Solve** opens it for you alone. Your first answer counts toward your puzzle rating.
daily-puzzle-solve = Solve
daily-puzzle-on = The daily puzzle: posted in { $channel } every day (UTC).
daily-puzzle-off = The daily puzzle: off.
learn-right = ✓ Right!
learn-would-land = ✗ { $choice } is not the move asked for: it would end on { $space }.
learn-would-capture = ✗ { $choice } is not the move asked for: it would capture { $count ->
        [one] the pawn
       *[other] { $count } pawns
    } on { $space }.
learn-would-enter = ✗ { $choice } is not the move asked for: it would enter the center at place { $place } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } in all).
learn-did-capture = { $count ->
        [one] Captured: +1 point for you, −1 for blue.
       *[other] { $count } pawns captured: +{ $count } points for you, −{ $count } for blue.
    }
learn-did-enter = { $count ->
        [one] Your pawn is in the center
       *[other] Your { $count } pawns are in the center
    }: +{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
learn-did-lose = { $count ->
        [one] Your { $dice } has no move left: it is lost and the turn passes.
       *[other] Your { $dice } have no move left: they are lost and the turn passes.
    }
learn-done-title = Lessons finished
learn-done = You know the game now. The button below starts a practice game against the easy computer player right away, in a thread of its own when the server plays its games in threads. Take your time: turns have no time limit. When you play alone against computer players, a Hint button shows what the hard computer player would play.
learn-practice = Practice game
learn-practice-open = Your practice game has started in { $channel }. Take your time: turns have no time limit. The game closes after a day without a move.
learn-lane-name = Leaving the lane
learn-lane-task = Pawn 3 needs a 3 or more to leave its lane. A bigger die takes it further: one space past your entry `O0` for each point over 3. You rolled 2 and 4: bring **pawn 3** onto the outer ring.
learn-lane-wrong = Pawn 3 needs a die of 3 or more: only the 4 takes it out. 4 is one more than 3, so it lands one space past `O0`, on `O1`.
learn-counting-name = Exact counts
learn-counting-task = A move uses the whole die: the piece goes exactly that many spaces counterclockwise, passing over anything on its way; only where it lands counts. Take **pawn 1** past the blue pawn to `O5`.
learn-counting-wrong = From `O1`, only the 4 ends on `O5`: the blue pawn on `O3` is simply passed over.
learn-bridge-name = Crossing a bridge
learn-bridge-task = Gold spaces are bridges. A move that *starts* on a bridge may cross it: its first step goes inward, the others go on along the inner ring. First land **pawn 1** on the bridge `O4`.
learn-bridge-cross-task = Now cross with the 2: the first step takes pawn 1 to `M3`, the second to `M4`. Landing with one die and crossing with the other takes you inward in one turn.
learn-bridge-wrong = Only a move that starts on a bridge can cross it: land on `O4` with the 3, then cross with the 2.
learn-stack-name = Stacks
learn-stack-task = Two of your pawns on one space form a stack. Bring **pawn 2** out of the lane onto pawn 1 on `O2`.
learn-stack-move-task = A stack moves as one piece. Move the whole stack (pawns 1+2, `①②` on its button) with the 2 onto the bridge `O4`.
learn-stack-wrong = The 4 takes pawn 2 out of its lane two spaces past `O0` (4 is two more than 2), onto pawn 1 on `O2`; then the 2 moves the whole stack, pawns 1+2.
learn-split-name = Splits
learn-split-task = A stack can also split: its higher-numbered pawn moves alone and the other one stays. Split **pawn 2** off with the 3, onto the bridge `O4`.
learn-split-wrong = A button reading `①②` moves the whole stack (pawns 1+2); a split moves pawn 2 alone (`②`), and only the 3 takes it to `O4`.
learn-capture-name = Captures
learn-capture-task = Landing on an opponent's single pawn captures it (✕): it leaves the game, +1 point for you and −1 for its owner. A single pawn cannot capture a stack, so no button takes pawn 1 onto the blue stack on `O6`. Capture the blue pawn on `O4`.
learn-capture-wrong = Only the 3 takes pawn 1 onto the single blue pawn on `O4`; the blue stack on `O6` is safe from a single pawn.
learn-stack-capture-name = A stack captures
learn-stack-capture-task = A stack captures a single pawn, or both pawns of a stack (+2). Your own pieces are never captured: a stack cannot land on them. Capture the blue stack on `O6` with your whole stack.
learn-stack-capture-wrong = The 4 takes your whole stack, pawns 1+2, onto the blue stack on `O6` and captures both pawns; a split pawn cannot capture a stack.
learn-center-name = The center
learn-center-task = Inner bridges lead into the center, with an exact 1 only (★). The center has five places, worth 5, 4, 3, 2 and 1 points in order of arrival. Bring **pawn 1** in from the bridge `I2`.
learn-center-wrong = The center is entered from an inner bridge with a 1 only; any other move takes the pawn on along the inner ring.
learn-stack-enters-name = A stack enters
learn-stack-enters-task = A whole stack may enter the center while two or more places are free: both pawns take the next places, the lower-numbered first. Blue holds places 1 and 2: bring your whole stack in.
learn-stack-enters-wrong = With three places free the whole stack, pawns 1+2, can enter, taking places 3 and 4 (3 + 2 points). With one place left, only a split pawn could enter.
learn-lost-die-name = Dice that cannot be used
learn-lost-die-task = Your 1 has no move: pawn 1 would land on the blue stack on `O7`, and pawns 2 to 4 need a bigger die to leave the lane. Play the 4 with **pawn 1** to `O10`: from there the 1 still has no move, so it is lost and your turn ends.
learn-lost-die-wrong = You choose the order of your moves, and nothing forces you to save a die. The lesson asks for pawn 1 to `O10`, where the 1 would meet the blue stack on `O11`.
learn-end-name = The end and the ranking
learn-end-task = The game ends at once when the fifth pawn enters the center (or when fewer than two players are left, or no pawn is left on the board). Players rank by score; on equal scores, a player with a pawn in the center ranks higher (the earliest arrival first). You and blue have 7 points each: take the last place with **pawn 1**.
learn-end-wrong = Only the 1 takes pawn 1 from the inner bridge `I2` into the last place of the center, which ends the game.
hint-button = Hint
# The button on the turn message of the one person who can still move: the bot plays the rest of the game for them.
finish-button = Finish for me
# The line of the turn that offers finish-button, saying why.
turn-finish-why = Nobody else can move any more: only you still have pawns on the board. **Finish for me** lets the hard computer play your remaining turns now; if that makes up most of your game, it counts as neither a win nor a best finish for you.
hint-text = 💡 The hard computer player would play { $choice }: { $why }
hint-why-center = it brings a pawn into the center, and points there can no longer be lost.
hint-why-capture = it captures: +1 point for you and −1 for the owner, per pawn.
hint-why-bridge = it uses a bridge, the only way inward to the center.
hint-why-safety = it takes the piece out of reach of the opponents' next rolls.
hint-why-advance = it brings a piece nearer the center.
history-hinted = hinted
# Win chances (issue 26): the live line of turn messages and replays, and
# the analysis of a finished game.
results-analysis = Analysis
analysis-title = Analysis of game #{ $game }
analysis-chart = The chart shows the chance to win after every round (with two players, the winner's line alone; the other's is its mirror); the numbered marks are the turning points.
analysis-turning-title = Turning points
# "2. Round 14: 🔴 Ada rolled 6·6 and captured a pawn (+18)"
analysis-turning-line = { $number }. Round { $round }: { $emoji } { $name } { $what } ({ $change })
# A turning point where the mover had a stronger move: said of the turn, never of the person (the analysis is public).
analysis-turning-missed = { $number }. Round { $round }: a turn of 🎲{ $dice } where a stronger move was possible ({ $change })
analysis-no-turning-point = No turn changed the chances.
analysis-players-title = Luck and skill, per turn (points of chance)
analysis-account = { $emoji } { $name }: { $start }% → { $end }% · luck { $luck } · skill { $skill }
analysis-explained = How the figures are made: write E(x) for each player's chance in position x. On every turn, luck is E(after the roll) − E(before the roll) for the mover, what the dice gave against an average roll; skill is E(after the moves) − E(after the roll), what the moves gave against the best play of that roll (0 at best, never above); what the other players' turns and departures changed is the others' influence. For every player, the change from start to result is exactly luck + skill + the others' influence. The message shows luck and skill per turn played, in percentage points: +0.5 means half a point of chance a turn, about 25 points over a 50-turn game.
analysis-footer = Chances as the hard computer player judges them.
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count } d
# Slow games: the reminder sent when a quarter of a turn's time is left; $at and $deadline are Discord relative times.
turn-reminder-when = Reminder: { $at }, when a quarter of the time is left.
# Slow games where only clicks show the game (a DM, a group DM): no reminder can come there.
turn-no-reminder = No reminder comes here: the bot writes only when someone clicks.
turn-reminder = { $player }, it is your turn in game #{ $game }. Time runs out: { $deadline }.
# Turn notifications by direct message (`notify`, off by default); $deadline is a Discord relative time.
notify-on = Turn notifications are on: you will get a direct message when your turn starts and when a quarter of its time is left, only in a server's games with a time-out of an hour or more (in DMs and group DMs the bot hears of a turn only when someone clicks).
notify-off = Turn notifications are off: no direct messages about your turns.
notify-turn-dm = It is your turn in game #{ $game }. Time runs out: { $deadline }.
notify-reminder-dm = Reminder: it is still your turn in game #{ $game }. Time runs out: { $deadline }.

## board
move-to-space = to { $space }
move-to-center = into the center { $mark }
turn-line-you = { $emoji } { $mention }, your move
turn-line-computer = { $emoji } { $name } is thinking · { $dice }
turn-line-no-move = { $line } · no move with the { $die }
turn-line-deadline = { $line } ⏱ { $deadline }
turn-line-idle-end = { $line } · ⏳ closes after a day without a move
chances-line = Chances to win: { $chances }
# The line above a turn's board when the chances are shown, short enough for one line on a
# 360-px phone: "Turn 12 · win chances: 🔴 42% · 🔵 58%". The game's number is in the thread's
# name and the results; the board shows the turn too.
turn-heading-chances = Turn { $turn } · win chances: { $chances }
# The same line at a table of three or more, whose chances are written tightly ("🔴42% 🟡33%
# 🔵25%") with no word before them: four players' chances and the turn within one line on a
# 360-px phone, where "win:" made the last chance wrap (ux-5 §10).
turn-heading-odds = Turn { $turn } · { $chances }
## lessons
learn-read-board = **The board.** You play red: your pawns are the red circles numbered 1 to 4, waiting in your lane. Every space has a name: a letter for its ring (`O` outer, `M` middle, `I` inner) and a number. Your pawns come out on `O0`, your entry, go round counterclockwise and move inward over the gold bridges, on to the center. The tags mark where a move can land: blue for the first die, gray for the second, like the buttons.
learn-read-button = **The buttons.** Each button is one move: `🎲4 ③ O1` means “use the 4 to move pawn 3 to `O1`”: the die, the pawn (its number in a circle, as on the board), then the tag of the space where it lands; ✕ marks a capture and ★ the center. The first die's buttons are blue, the second die's are gray. Click the move you want.
learn-ringed = The pawn to move is ringed in white on the board.
learn-shown = { $mark } Here is the right move: the green button.
learn-back = ◀ Back
learn-skip = Skip ▶
learn-quit = Quit
learn-quit-title = Lessons closed
learn-quit-done = Come back any time with { $command }: you choose the lesson to start from.
learn-practice-thread = Practice · { $name }
ai-player-numbered = AI { $number } ({ $level })

## doors
# Who called off a game whose channel, thread or server the bot can no longer reach.
cancelled-out-of-reach = the bot (this channel is out of its reach)
cancelled-idle = the bot (a day without a move)
# Who called off a game reached only through clicks that nobody clicked for a day (a week for a slow game) after a time-out.
cancelled-unclicked = the bot (nobody came back to the board after a time-out)

## lobby
lobby-computer-menu = 🤖 Add or remove a computer player (host)
lobby-go-to-table = Go to table
rematch-invite = { $invited }: { $host } asks for a rematch. Click Join below to play; nobody is seated without joining.
challenge-invite = { $invited }: { $host } challenges you to a game of Hypnosia. Click Join below to take the seat.
lobby-start-failed = The game could not start, so the table is open again. { $why }
settings-member-limit = Running games per member at once: **{ $count }**
settings-ceilings = Caps set by this bot's operator for every server: **{ $tables }** (open tables and running games), **{ $members }** (running games per member)
## analysis
rating-change = rating { $before } → { $after } ({ $change })
rating-provisional = provisional ({ $games }/{ $of } games)
analysis-posted-here = The analysis of game #{ $game } is already posted.
analysis-posted-now = The analysis of game #{ $game } is posted for everyone.
analysis-too-late = The analysis of game #{ $game } takes longer than Discord lets me answer you. It goes on: ask for it again in a few minutes.
analysis-help-button = How to read this
analysis-verdict = { $head }; { $dice }.
analysis-head-mistakes = { $winner } won on better play than { $loser }
analysis-head-play = { $winner } won on better play
analysis-head-dice = { $winner } won on the dice
analysis-head-despite-dice = { $winner } won on better play, despite the dice
analysis-head-left = { $winner } won when the others left
analysis-head-close = { $winner } won a close game
analysis-head-won = { $winner } won
analysis-head-shared = { $winners } shared the win
analysis-dice-even = the dice were even
analysis-dice-for = the dice favored { $player }
analysis-dice-against = the dice were against { $player }
## channel
# A turn cut short (its player left, or the game ended): its dice were not played.
turn-summary-not-played = { $count ->
        [one] { $dice } not played
       *[other] { $dice } not played
    }
# One line of the game's log for a stretch of turns played by computers only.
log-computers-played = 🤖 the computers played { $count } turns
# One line of the game's log: the bot played the rest of the game for the one
# person who could still move, once the order of places was decided.
log-played-for = 🤖 played { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    } for { $name } (nobody else could move)
# One line of the game's log: a person timed out three times in a row while
# nobody else was waiting for them (everyone else still in the game was a
# computer): the bot played their turns, and the computers finished the game.
log-played-out-for = 🤖 played { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    } for { $name }, and the computers finished the game (time ran out; nobody else was waiting)
# The same line when the person clicked finish-button.
log-played-for-finish = 🤖 played { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    } for { $name } (Finish for me)
# The same line when the one person who could still move timed out.
log-played-for-timeout = 🤖 played { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    } for { $name } (time ran out; nobody else could move)
# A winner in the line that ends a game: "sara, 8 pts".
winner-points = { $name }, { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
log-game-over = Game #{ $game } is over: 🏆 { $winners }
# The same when every seat that finished first was played by the bot for a person who walked away (results-headline-uncounted).
log-game-over-uncounted = Game #{ $game } is over: 🤖 { $winners } (played by the bot: no win counted)
log-game-cancelled = Game #{ $game } was canceled.
log-results-link = Results ↗
# The results' title: every winner, then the game.
results-headline = 🏆 { $winners } { $count ->
        [one] wins
       *[other] win
    } game #{ $game }
results-headline-cancelled = Game #{ $game } canceled

## moves (issue 45: one language for moves, a turn that fits any roll)
# A move in words, without its die: "pawn 3 to O12", "pawns 1+2 into the center +9".
move-words = { $count ->
        [one] pawn
       *[other] pawns
    } { $pawns } { $to }
move-over-bridge = over the bridge to { $space }
move-captures = { $words } · captures
move-sentence = 🎲{ $die } · { $words }
# A move button, short enough for five in a line: the die, the pawn(s) in circles ("③", "①②"), the space; the same in every language.
move-chip = 🎲{ $die } { $pawns } { $to }
move-chip-center = ★{ $mark }
move-chip-captures = { $chip } ✕
move-die = 🎲{ $die }
# The placeholder of the menu of a die with many moves: "🟦 🎲3 · 6 moves: pick one".
move-menu = { $dice } · { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }: pick one
# The board's alt text on a turn (screen readers): every move in full, joined by "; ".
board-alt-moves = The board, its tags showing where each move lands. Moves: { $moves }
board-here = The board is at the bottom again.

## Issue 45, the smaller things

# Under an answer only its asker sees (stats, past games): posts it for everyone.
share-button = Share
# The same button once the answer is posted.
share-done = Shared

# A turning point's cause (after the player's name): what their turn did.
# $dice: the roll, e.g. 6·6; $count: pawns.
analysis-cause-roll = rolled { $dice }
analysis-cause-capture = rolled { $dice } and captured { $count ->
        [one] a pawn
       *[other] { $count } pawns
    }
analysis-cause-center = rolled { $dice } and brought { $count ->
        [one] a pawn
       *[other] { $count } pawns
    } into the center
analysis-cause-lost-die = rolled { $dice } and could not use a die
analysis-cause-left = left the game
# The verdict when its head says everything (won on better play, despite the dice).
analysis-verdict-alone = { $head }.
# After "won on the dice": how the play compared.
analysis-play-even = the play was even
analysis-play-slightly = { $player } played slightly better
analysis-play-better = { $player } played better
analysis-play-others-slightly = the others played slightly better
analysis-play-others-better = the others played better

# The lessons' button that tells how to read the board and the buttons.
learn-legend = Legend
# Under the first lesson's first task.
learn-legend-hint = New to the board? **Legend** explains it and the buttons.

# The lobby's last line, for newcomers; $learn: the lessons' command (a mention).
lobby-newcomers = New to Hypnosia? { $learn } teaches it in a few minutes.

# A link button to a message, in place of a raw link (the analysis posted, the board posted again).
go-to-message = Go to message

# Why the hint's move is good, when it takes a pawn out of its lane.
hint-why-enter = it brings a new pawn out of its lane and into play.

## A quiet thread (issue 45): a rematch of a game played in a thread.
# The lobby's "Where" field for a lobby that is itself in a thread.
lobby-where-this-thread = this thread
# A link button on the game's line in the channel, to its rematch's lobby.
log-rematch-link = Rematch open ↗
# Told only to the person who clicked Rematch, when the lobby opens right below them.
rematch-open-below = Your table is below.

# The errors of a game (issue 48): accuracy in the public analysis, a player's own marks in private.
analysis-accuracy-title = Accuracy (against the hard computer player's moves)
analysis-accuracy-line = { $emoji } { $name }: accuracy { $accuracy }/100 · { $rate } points of chance lost per decision ({ $decisions ->
        [one] 1 decision
       *[other] { $decisions } decisions
    })
analysis-own-button = My moves
own-errors-title = Your moves in game #{ $game } ({ $emoji } { $name })
own-errors-summary = Accuracy { $accuracy }/100 · { $rate } points of chance lost per decision, over { $decisions ->
        [one] 1 decision
       *[other] { $decisions } decisions
    }
own-errors-marks = { $inaccuracies ->
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    } · { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    }
own-errors-no-decision = None of your turns was a decision: every roll could be played only one way.
own-errors-clean = No move of yours was marked: well played.
own-errors-worst-title = Your costliest turns
own-errors-worst-line = Turn { $turn } · { $dice } · { $mark } ({ $loss } points): you played { $played }
own-errors-worst-best = ↳ Best: { $best }
own-errors-no-move = no move
own-errors-replay = Turn { $turn }
own-errors-legend = Against the hard computer player's turn with the same position and dice: an inaccuracy loses { $inaccuracy } points of chance or more, a mistake { $mistake }, a blunder { $blunder }. The buttons open each position in the replay.
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder

## Tournaments (issue 47)
tournament-title = 🏆 { $name }
tournament-host = Host: { $host }
tournament-rules = { $format } · tables of { $seats } · turn time-out { $timeout }
tournament-format-swiss = Swiss, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
tournament-format-knockout = Knock-out
tournament-starts-at = Starts { $time }
tournament-starts-by-host = Starts when the host starts it.
tournament-round-playing = Round { $round } is being played.
tournament-final-playing = The final is being played.
tournament-final-standings = Final standings
tournament-finished = Over: the podium is below.
tournament-cancelled = Called off.
tournament-players = **Players ({ $count }/{ $cap })**
tournament-no-players = Nobody yet: click Join.
tournament-join = Join
tournament-leave = Leave
tournament-list-empty = No tournament is signing up or running on this server.
tournament-standing = { $rank }. { $player }: { $points } { $points ->
        [one] pt
       *[other] pts
    } · game points { $game } · opponents' points { $opponents }
tournament-standings-legend = A table's winner scores 1 point and its last 0; the places between score evenly spaced shares (at a table of 4: 1, 0.67, 0.33, 0). Ties: game points, then the opponents' points, then head-to-head.
tournament-card-points = Points
tournament-card-game-points = Game pts
tournament-card-opponents = Opp. pts
tournament-card-computer = Computer (round { $round })
tournament-card-computer-seat = Computer
tournament-card-round = Round { $round }
tournament-card-final = Final
tournament-card-table = Table { $table }
tournament-card-bye = Bye
tournament-card-reached = Reached
tournament-card-status = Status
tournament-card-still-in = Still in
tournament-card-out = Out in round { $round }
tournament-card-finalist = Finalist
tournament-card-winner = Winner
tournament-standing-knockout = { $rank }. { $player }: { $reached } · { $status }
tournament-bye-line = { $player } goes on to round { $next } with a bye: no opponent was left.
tournament-bye-call = { $players }: you have a bye in round { $round } of **{ $name }**: no opponent was left. Your round-{ $next } table will ping you.
tournament-podium-title = 🏆 { $name }: the podium
tournament-podium-footer = { $players } players · { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
tournament-thread-name = 🏆 { $name }, round { $round }, table { $table }
tournament-table-ping = { $players }: your table of **{ $name }**, round { $round }, is here. Good luck!
tournament-you-started = The tournament started: its tables are playing.
tournament-you-cancelled = The tournament is called off.
tournament-you-left = You left the tournament.
tournament-resign-swiss = This is a tournament table: you score 0 for this game and stay in the tournament.
tournament-resign-knockout = This is a knock-out table: you take last place at this table and leave the tournament.
tournament-you-removed = { $player } is out of the tournament.
tournament-round-label = 🏆 { $name }, round { $round }
tournament-check-in = Check in
tournament-check-in-line = Check-in opens { $time }: only those checked in are seated.
tournament-check-in-open = ✅ Check-in is open until the start: { $checked } of { $count } checked in.
tournament-check-in-call = { $players }: check-in for **{ $name }** is open. Click **Check in** on the sign-up message before it starts { $time }: only those checked in are seated.
tournament-no-show-call = { $players }: **{ $name }** has started without { $count ->
        [one] you, because you did not check in
       *[other] you, because none of you checked in
    } before the start. See you at the next one!
tournament-table-playing = Table { $table }{ $link } · { $players } · playing
tournament-table-won = Table { $table }{ $link } · { $players } · 🏆 { $winner }
tournament-knockout-legend = Ranked by how far each player went, then by their place at their last table.
tournament-podium-ping = { $medals }: congratulations!
tournament-next-out = { $players } { $count ->
        [one] is
       *[other] are
    } out of the knock-out.
tournament-next-starts = Round { $round } starts now.
tournament-next-final = The final starts now.
tournament-next-waits = Round { $round } starts when { $tables ->
        [one] the last other table ends
       *[other] the { $tables } other tables still playing end
    }.
tournament-next-last = That was the last round: the podium comes when { $tables ->
        [one] the last other table ends
       *[other] the { $tables } other tables still playing end
    }.
tournament-next-over = The tournament is over: see the podium.
tournament-next-cancelled = The tournament was called off: there are no more rounds.
tournament-next-started = Round { $round } has started.
tournament-next-final-started = The final has started.
tournament-next-plays = { $player } plays at { $table }.
tournament-next-bye = { $player } has a bye in this round.
tournament-standings-posted = The standings are being posted for everyone in { $channel }.
tournament-standings-updated = The standings everyone sees are being brought up to date: { $link }
## a challenge keeps its seat
lobby-decline = Decline
lobby-declined = { $invited } declined the challenge. This table is closed.
## a tournament's ends
tournament-bye-line-final = { $player } goes on to the final with a bye: no opponent was left.
tournament-bye-call-final = { $players }: you have a bye in round { $round } of **{ $name }**: no opponent was left. Your table in the final will ping you.
tournament-next-final-tie = { $players } tied for first place. The seeding breaks the tie (by rating, or drawn at the start): { $winner } wins the final.
