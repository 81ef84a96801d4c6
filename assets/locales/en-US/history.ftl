# Past games, replays, leaderboard, stats and server settings.

## /hypnosia games

games-title = Hypnosia — past games
games-of = Games of { $player }
games-none-player = No finished game with this player here yet.
games-none = No game has finished here yet.
pages-only = There { $pages ->
        [one] is only { $pages } page
       *[other] are only { $pages } pages
    }.
games-footer = Page { $page } of { $pages } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
games-player = { $emoji } { $name } { $score }{ $left }
games-left-mark = { " " }(left)
# After a person the bot played most turns for (their game counts no win or best finish).
games-walked-away-mark = { " " }🤖 (played by the bot)
games-cancelled = canceled
games-winners = 🏆 { $winners } · { $reason }
games-line = **#{ $game }** · { $when } · { $players } · { $outcome } · { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }

## Suggestions while typing a game number (plain text, at most 100 characters)

ago-just-now = just now
ago-minutes = { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
ago-hours = { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
ago-days = { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
ago-months = { $count ->
        [one] { $count } month ago
       *[other] { $count } months ago
    }
ago-years = { $count ->
        [one] { $count } year ago
       *[other] { $count } years ago
    }
suggestion-cancelled = canceled

## /hypnosia replay

replay-title = Replay of game #{ $game }
replay-start = **Before the first turn** · { $turns ->
        [one] { $turns } turn in all
       *[other] { $turns } turns in all
    }
replay-turn = **Turn { $turn } of { $turns }**
replay-over = Game over: { $reason }. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }
replay-footer = Anyone can step through: ⏮ start · ◀ ▶ one turn · ±10 turns · ⏭ end

## /hypnosia leaderboard

leaderboard-title-rating = Hypnosia leaderboard — by rating
leaderboard-title-wins = Hypnosia leaderboard — by wins
leaderboard-title-points = Hypnosia leaderboard — by points
leaderboard-nobody-rated = Nobody is rated here yet: ratings come from games between two or more people.
leaderboard-nobody = Nobody here yet: finish a game to appear.
leaderboard-line = **{ $place }.** { $player } — rating { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
leaderboard-footer = Page { $page } of { $pages } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }

## /hypnosia stats

stats-title = Hypnosia stats
stats-none = { $player } has not finished a game here yet.
stats-best-1 = 1st
stats-best-2 = 2nd
stats-best-3 = 3rd
stats-best-n = { $rank }th
stats-place = #{ $place } here
stats-not-rated = not rated yet
stats-text =
    { $player }
    Rating **{ $rating }** ({ $place }; { $rated ->
        [one] { $rated } rated game
       *[other] { $rated } rated games
    })
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ $percent }%) · best finish: { $best }
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $average } per game) · { $center ->
        [one] { $center } pawn brought to the center
       *[other] { $center } pawns brought to the center
    } · { $captures ->
        [one] { $captures } capture
       *[other] { $captures } captures
    }
stats-history = Rating history: { $trail }
# Under your own /hypnosia stats, which only you see: every community you
# hold a rating in, one line each ($place: a server's name, or the words below;
# a DM's or group DM's members are never named).
stats-where-title = Where your ratings are
stats-where-line = { $place }: { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
stats-where-here = { $place } (here)
stats-where-other-server = Another server
stats-where-direct = A DM or group DM

## /hypnosia settings

settings-text =
    Default turn time-out: **{ $timeout }**
    Games allowed in: { $channels }
    Games in threads (several per channel): **{ $threads }**
    Language of public messages: **{ $language }**
# The title of settings show and of the answer to every change; each line then names its command.
settings-title = ### ⚙️ Hypnosia settings
settings-every-channel = every channel
settings-on = on
settings-off = off
settings-language-auto = { $language } (the server's language)
settings-language-auto-unknown = English (the server's language is not one the bot speaks)
# A rating in the trail of latest ratings.
number-decimal = { $value }
settings-limit = Open tables and running games at once: **{ $count }**

# Under the list of past games: the command to watch one again (a mention).
games-replay-hint = To watch one again: { $replay } with its number.
# A player's best finish, before any finished game.
stats-best-none = none yet

# /hypnosia settings chances
settings-chances = Each player's chance to win on turn messages: **{ $state }**
# Seasons (issue 27): which period a leaderboard or stats covers; $ends is a Discord relative time.
season-all-time = All time
season-current = Season { $season } · ends: { $ends }
season-past = Season { $season }
leaderboard-season-open = Nobody has finished a game in season { $season } yet: the race is open. Choose season { $previous } to see the previous one.
leaderboard-season-nobody = Nobody finished a game in season { $season }.
stats-none-season = { $player } has not finished a game in season { $season }.
season-choice-current = Current season ({ $season })
season-cadence-monthly = monthly
season-cadence-quarterly = quarterly
settings-season-none = Seasons: off. The leaderboard covers all time.
settings-season-on = Seasons: { $cadence } (UTC). Current season: { $season }, ends: { $ends }.
settings-season-announce = The end of each season is announced in { $channel }.
settings-season-no-announce = The end of a season is not announced: choose a channel to announce it.
settings-season-refused = Discord refused the announcement of season { $season } in { $channel }: the bot may not see that channel or post in it. Give it View Channel, Send Messages, Embed Links and Attach Files there, or choose another channel, and it will be posted there.
season-end-title = Season { $season } is over: the top ten

## faces-fetch
settings-avatars = Members' avatars in the bot's pictures: **{ $state }**
card-rating = Rating
card-games = Games
card-wins = Wins

## Issue 45, the smaller things

# The server's own language, before any interaction of the server told it.
settings-language-auto-not-known = English (the server's language is not known yet)

# A player's error rate over their analyzed rated games (issue 48), in /hypnosia stats.
stats-error-rate = Error rate: { $rate } points of chance lost per decision (accuracy { $accuracy }/100) over { $games ->
        [one] 1 analyzed rated game
       *[other] { $games } analyzed rated games
    }
stats-error-better = improving: { $rate } over the last { $count } games
stats-error-worse = slipping: { $rate } over the last { $count } games
stats-error-steady = steady: { $rate } over the last { $count } games

# The leaderboard by accuracy (issue 48).
leaderboard-title-accuracy = Hypnosia leaderboard — by accuracy
leaderboard-accuracy-line = **{ $place }.** { $player } — accuracy { $accuracy }/100 · { $rate } points lost per decision · { $games ->
        [one] { $games } analyzed rated game
       *[other] { $games } analyzed rated games
    }
leaderboard-nobody-accuracy = Nobody is on this board yet: it lists the people with { $games } analyzed rated games or more (a game counts once someone asks for its analysis).
leaderboard-accuracy-all-time = Accuracy is counted over all time.
