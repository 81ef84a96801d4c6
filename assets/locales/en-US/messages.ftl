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
lobby-starting = Starting the game…
lobby-started-here = Game #{ $game } has started here, just below. Playing: { $players }.
lobby-started-thread = Game #{ $game } has started in its thread, { $thread }. Playing: { $players }.
game-thread-name = Hypnosia game { $game }

## Turn message

opening-title = **Who goes first?**
opening-tie = Tie, again:
turn-title = { $emoji } { $name }'s turn
turn-dice = Dice: **{ $first }** and **{ $second }**
turn-so-far = So far: { $moves }
turn-die-left = Die left: **{ $dice }**
turn-deadline = Time runs out: { $deadline }. Then the computer plays this turn for you.
turn-last-warning = ⚠️ Your last { $count } turns timed out: one more time-out removes you from the game.
turn-die-blocked = The { $die } has no legal move right now.
turn-computer-thinking = The computer is thinking…
turn-scores = Scores
turn-footer = Game { $game } · turn { $turn }
turn-your-move = { $mention }, your move.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(left)
# A move as recorded, e.g. "5: 1 L1→O4 ✕ (auto)"; "(auto)" marks a move the computer made for a player who timed out.
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } rolled { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] die { $dice } lost
       *[other] dice { $dice } lost
    } (no legal move)
# Joins the dice lost in a turn: "5 and 3".
dice-and = { $first } and { $second }
left-resigned = resigned
left-removed = was removed after { $count } time-outs in a row
left-removed-short = was removed after repeated time-outs

## Results

results-title = Hypnosia — results
results-over = Game over: { $reason }.
results-cancelled-by = canceled by { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· rating { $before } → { $after }
results-footer = Game { $game }
results-rematch = Rematch
results-export = Export
reason-center-full = center full
reason-players-left = fewer than two players left
reason-board-empty = no pawn left on the board
reason-round-limit = round limit reached
reason-cancelled = game canceled

## Resigning and cancelling

resign-confirm = Resign from game #{ $game }? Your pawns in the lane and on the rings leave the board, pawns in the center keep their points, and it counts as a loss.
resign-button = Resign
resigned-done = You resigned from game #{ $game }. Your pawns left the board.
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
export-json = Game { $game }, format `hypnosia-record/1`.
export-gif = Game { $game }: { $frames ->
        [one] { $frames } frame, one per move
       *[other] { $frames } frames, one per move
    }.
export-gif-turns = Game { $game }: { $frames ->
        [one] { $frames } frame, one per turn
       *[other] { $frames } frames, one per turn
    }, drawn at { $size } px: with one frame per move it would not fit Discord's upload limit.
export-gif-scaled = Game { $game }: { $frames ->
        [one] { $frames } frame, one per move
       *[other] { $frames } frames, one per move
    }, drawn at { $size } px to fit Discord's upload limit.

## Text the same in every language (a person's name)

plain = { $text }
# When a long text is shortened to fit Discord's limits.
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
# Joins a turn's summary and what followed: "Ada rolled 5·3: 5: 1 L1→O4".
summary-then = { $summary }: { $then }
# Joins the moves of a turn and the dice it lost: "…L1→O4; die 3 lost".
summary-also = { $summary }; { $then }
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count } d
# Slow games: the reminder sent when a quarter of a turn's time is left; $at and $deadline are Discord relative times.
turn-reminder-when = Reminder: { $at }, when a quarter of the time is left.
turn-reminder = { $player }, it is your turn in game #{ $game }. Time runs out: { $deadline }.
