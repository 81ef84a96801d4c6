# Vergangene Partien, Wiederholungen, Rangliste, Statistik und Servereinstellungen.

## /hypnosia games

games-title = Hypnosia — vergangene Partien
games-of = Partien von { $player }
games-none-player = Mit diesem Spieler ist hier noch keine Partie zu Ende gegangen.
games-none = Hier ist noch keine Partie zu Ende gegangen.
pages-only = Es gibt nur { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }.
games-footer = Seite { $page } von { $pages } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
games-player = { $emoji } { $name } { $score }{ $left }
games-left-mark = { " " }(ausgeschieden)
games-walked-away-mark = { " " }🤖 (vom Bot gespielt)
games-cancelled = abgebrochen
games-winners = 🏆 { $winners } · { $reason }
games-line = **#{ $game }** · { $when } · { $players } · { $outcome } · { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }

## Vorschläge beim Tippen einer Partienummer

ago-just-now = gerade eben
ago-minutes = vor { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
ago-hours = vor { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
ago-days = vor { $count ->
        [one] { $count } Tag
       *[other] { $count } Tagen
    }
ago-months = vor { $count ->
        [one] { $count } Monat
       *[other] { $count } Monaten
    }
ago-years = vor { $count ->
        [one] { $count } Jahr
       *[other] { $count } Jahren
    }
suggestion-cancelled = abgebrochen

## /hypnosia replay

replay-title = Partie #{ $game } nachspielen
replay-start = **Vor dem ersten Zug** · { $turns ->
        [one] { $turns } Zug insgesamt
       *[other] { $turns } Züge insgesamt
    }
replay-turn = **Zug { $turn } von { $turns }**
replay-over = Partie vorbei: { $reason }. { $count ->
        [one] Sieg
       *[other] Geteilter Sieg
    }: { $winners }
replay-footer = Alle können blättern: ⏮ Anfang · ◀ ▶ ein Zug · ±10 Züge · ⏭ Ende

## /hypnosia leaderboard

leaderboard-title-rating = Hypnosia-Rangliste — nach Wertung
leaderboard-title-wins = Hypnosia-Rangliste — nach Siegen
leaderboard-title-points = Hypnosia-Rangliste — nach Punkten
leaderboard-nobody-rated = Hier hat noch niemand eine Wertung: Wertungen entstehen aus Partien zwischen zwei oder mehr Menschen.
leaderboard-nobody = Noch niemand hier: Beende eine Partie, um hier zu erscheinen.
leaderboard-line = **{ $place }.** { $player } — Wertung { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } · { $points } Pkt.
leaderboard-footer = Seite { $page } von { $pages } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }

## /hypnosia stats

stats-title = Hypnosia-Statistik
stats-none = { $player } hat hier noch keine Partie beendet.
stats-best-1 = 1.
stats-best-2 = 2.
stats-best-3 = 3.
stats-best-n = { $rank }.
stats-place = Platz { $place } hier
stats-not-rated = noch ohne Wertung
stats-text =
    { $player }
    Wertung **{ $rating }** ({ $place }; { $rated ->
        [one] { $rated } gewertete Partie
       *[other] { $rated } gewertete Partien
    })
    { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } ({ $percent } %) · beste Platzierung: { $best }
    { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } ({ $average } pro Partie) · { $center ->
        [one] { $center } Figur in die Mitte gebracht
       *[other] { $center } Figuren in die Mitte gebracht
    } · { $captures ->
        [one] { $captures } Eroberung
       *[other] { $captures } Eroberungen
    }
stats-history = Verlauf der Wertung: { $trail }
# Under your own /hypnosia stats, which only you see: every community you
# hold a rating in, one line each ($place: a server's name, or the words below;
# a DM's or group DM's members are never named).
stats-where-title = Wo deine Wertungen sind
stats-where-line = { $place }: { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
stats-where-here = { $place } (hier)
stats-where-other-server = Ein anderer Server
stats-where-direct = Eine Direktnachricht oder Gruppen-DM
number-decimal = { $value }

## /hypnosia settings

settings-text =
    Standardzeit pro Zug: **{ $timeout }**
    Partien erlaubt in: { $channels }
    Partien in Threads (mehrere pro Kanal): **{ $threads }**
    Sprache öffentlicher Nachrichten: **{ $language }**
settings-title = ### ⚙️ Hypnosia-Einstellungen
settings-every-channel = allen Kanälen
settings-on = an
settings-off = aus
settings-language-auto = { $language } (die Sprache des Servers)
settings-language-auto-unknown = Englisch (der Bot spricht die Sprache des Servers nicht)
settings-limit = Offene Tische und laufende Partien gleichzeitig: **{ $count }**

# Unter der Liste der Partien: der Befehl zum Nachspielen (eine Erwähnung).
games-replay-hint = Eine Partie nachspielen: { $replay } mit ihrer Nummer.
# Die beste Platzierung, solange keine Partie beendet ist.
stats-best-none = noch keine

# /hypnosia settings chances
settings-chances = Siegchance jedes Spielers in den Zug-Nachrichten: **{ $state }**
# Saisons: der Zeitraum einer Rangliste oder Bilanz; $ends ist eine relative Discord-Zeit.
season-all-time = Seit Beginn
season-current = Saison { $season } · Ende: { $ends }
season-past = Saison { $season }
leaderboard-season-open = In der Saison { $season } hat noch niemand eine Partie beendet: Das Rennen ist offen. Wähle die Saison { $previous }, um die vorige zu sehen.
leaderboard-season-nobody = In der Saison { $season } hat niemand eine Partie beendet.
stats-none-season = { $player } hat in der Saison { $season } keine Partie beendet.
season-choice-current = Laufende Saison ({ $season })
season-cadence-monthly = monatlich
season-cadence-quarterly = vierteljährlich
settings-season-none = Saisons: aus. Die Rangliste zählt alle Partien.
settings-season-on = Saisons: { $cadence } (UTC). Laufende Saison: { $season }, Ende: { $ends }.
settings-season-announce = Das Ende jeder Saison wird in { $channel } angekündigt.
settings-season-no-announce = Das Ende einer Saison wird nicht angekündigt: Wähle einen Kanal dafür.
settings-season-refused = Discord hat die Ankündigung der Saison { $season } in { $channel } abgelehnt: Der Bot kann diesen Kanal nicht sehen oder dort nicht posten. Gib ihm dort „Kanal ansehen“, „Nachrichten senden“, „Links einbetten“ und „Dateien anhängen“ oder wähle einen anderen Kanal: Dann wird die Ankündigung gepostet.
season-end-title = Saison { $season } ist vorbei: die zehn Besten

## faces-fetch
settings-avatars = Avatare der Mitglieder in den Bildern des Bots: **{ $state }**
card-rating = Wertung
card-games = Partien
card-wins = Siege

## Ticket 45, die kleineren Dinge

# Die Sprache des Servers, bevor eine Interaktion des Servers sie genannt hat.
settings-language-auto-not-known = Englisch (die Sprache des Servers ist noch nicht bekannt)

# A player's error rate over their analyzed rated games (issue 48), in /hypnosia stats.
stats-error-rate = Fehlerquote: { $rate } Prozentpunkte Siegchance verloren pro Entscheidung (Genauigkeit { $accuracy }/100) über { $games ->
        [one] { $games } analysierte gewertete Partie
       *[other] { $games } analysierte gewertete Partien
    }
stats-error-better = verbessert: { $rate } in den letzten { $count } Partien
stats-error-worse = verschlechtert: { $rate } in den letzten { $count } Partien
stats-error-steady = stabil: { $rate } in den letzten { $count } Partien

# The leaderboard by accuracy (issue 48).
leaderboard-title-accuracy = Hypnosia-Rangliste — nach Genauigkeit
leaderboard-accuracy-line = **{ $place }.** { $player } — Genauigkeit { $accuracy }/100 · { $rate } Punkte verloren pro Entscheidung · { $games ->
        [one] { $games } analysierte gewertete Partie
       *[other] { $games } analysierte gewertete Partien
    }
leaderboard-nobody-accuracy = Noch niemand in dieser Rangliste: Sie zeigt alle mit mindestens { $games } analysierten gewerteten Partien (eine Partie zählt, sobald jemand ihre Analyse anfordert).
leaderboard-accuracy-all-time = Die Genauigkeit zählt über die gesamte Zeit.
