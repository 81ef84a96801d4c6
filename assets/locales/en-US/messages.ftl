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
lobby-closes = This lobby closes { $closes } if nothing happens.
lobby-rules = Rules
variant-standard = standard
variant-no-stacks-over-bridges = no stacks over bridges
lobby-timeout = Turn time-out
lobby-where = Where
lobby-where-thread = a thread
lobby-where-channel = this channel
lobby-footer = The host starts once at least two seats are taken.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start (host)
lobby-cancel = Cancel (host)
lobby-add-ai = Add AI: { $level }
lobby-remove-ai = Remove AI
lobby-pick-color = Seated? Pick another color
lobby-idle-closed = This lobby closed after a while without activity.
lobby-everybody-left = Everybody left; this lobby is closed.
lobby-host-cancelled = The host cancelled this lobby.
lobby-starting = Starting the game…
lobby-started-here = The game has started below. Good luck!
lobby-started-thread = The game has started in the thread below. Good luck!
game-thread-name = Hypnosia game { $game }

## Turn message

opening-title = **Opening roll**
opening-tie = Tie, again:
turn-title = { $emoji } { $name }'s turn
turn-dice = Dice: **{ $first }** and **{ $second }**
turn-so-far = So far: { $moves }
turn-die-left = Die left: **{ $dice }**
turn-deadline = Play { $deadline }, or the computer plays this turn for you.
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
turn-summary-lost = lost { $dice } (no legal move)
# Joins the dice lost in a turn: "5 and 3".
dice-and = { $first } and { $second }
left-resigned = resigned
left-removed = was removed after { $count } time-outs in a row
left-removed-short = was removed after repeated time-outs

## Results

results-title = Hypnosia — results
results-over = Game over: { $reason }.
results-cancelled-by = the game was cancelled by { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· rating { $before } → { $after }
results-footer = Game { $game }
results-rematch = Rematch
results-export = Export
reason-center-full = the center is full
reason-players-left = fewer than two players are left
reason-board-empty = no pawn is left on the board
reason-round-limit = the round limit was reached
reason-cancelled = the game was cancelled

## Resigning and cancelling

resign-confirm = Resign from game #{ $game }? Your pawns in the lane and on the rings leave the board, pawns in the center keep their points, and it counts as a loss.
resign-button = Resign
resigned-done = You resigned from game #{ $game }. Your pawns left the board.
cancel-force-confirm = Force game #{ $game } to end as cancelled? Nothing of it counts, and the players are told you cancelled it.
cancel-confirm = Cancel game #{ $game }? Nothing of it counts.
cancel-button = Cancel the game
vote-text =
    { $name } asks to cancel game #{ $game }. Everyone still playing must agree { $ends }; otherwise the game goes on.
    { $people }
vote-agree = Agree
vote-closed = Game #{ $game }: { $text }
vote-cancelled = cancelled.
vote-all-agreed = everyone still playing agreed, so it was cancelled.
vote-expired = Not everyone agreed within 2 minutes: the game goes on.
cancelled-by-force = { $name } (Manage Server)
cancelled-by-vote = { $name } (everyone agreed)

## Other answers

board-reposted = The board is at the bottom of the channel again.
rematch-open = A rematch lobby is open in { $channel }.
export-json = Game { $game }, format `hypnosia-record/1`.
export-gif = Game { $game }: { $frames ->
        [one] { $frames } frame, one per move
       *[other] { $frames } frames, one per move
    }.
export-gif-turns = Game { $game }: { $frames ->
        [one] { $frames } frame, one per turn
       *[other] { $frames } frames, one per turn
    }, drawn at { $size } px: with every move it would not fit Discord's upload limit.
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
