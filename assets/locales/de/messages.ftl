# Öffentliche Spielnachrichten: Tisch, Züge, Ergebnisse, Abstimmungen. Sie
# folgen der Sprache des Servers (/hypnosia settings language).

## Farben und Computerspieler

color-red = Rot
color-yellow = Gelb
color-green = Grün
color-cyan = Cyan
color-blue = Blau
color-magenta = Magenta

level-easy = leicht
level-medium = mittel
level-hard = schwer
ai-player = KI ({ $level })

## Tisch

lobby-title = Hypnosia — neuer Tisch
lobby-host = Gastgeber: { $host }
lobby-seats = **Plätze ({ $taken }/{ $seats })**
lobby-closes = Dieser Tisch schließt sich { $closes }, wenn nichts passiert.
lobby-rules = Regeln
variant-standard = Standard
variant-no-stacks-over-bridges = keine Stapel über Brücken
lobby-timeout = Zeit pro Zug
lobby-where = Wo
lobby-where-thread = ein Thread
lobby-where-channel = dieser Kanal
lobby-footer = Der Gastgeber startet, sobald mindestens zwei Plätze besetzt sind.
lobby-join = Mitspielen
lobby-leave = Aufstehen
lobby-start = Starten (Gastgeber)
lobby-cancel = Abbrechen (Gastgeber)
lobby-add-ai = KI dazu: { $level }
lobby-remove-ai = KI entfernen
lobby-pick-color = Schon am Tisch? Andere Farbe wählen
lobby-idle-closed = Dieser Tisch wurde nach einer Weile ohne Aktivität geschlossen.
lobby-everybody-left = Alle sind gegangen; dieser Tisch ist geschlossen.
lobby-host-cancelled = Der Gastgeber hat diesen Tisch abgesagt.
lobby-starting = Die Partie wird gestartet…
lobby-started-here = Die Partie hat unten begonnen. Viel Glück!
lobby-started-thread = Die Partie hat im Thread unten begonnen. Viel Glück!
game-thread-name = Hypnosia-Partie { $game }

## Zugnachricht

opening-title = **Eröffnungswurf**
opening-tie = Gleichstand, noch einmal:
turn-title = { $emoji } { $name } ist am Zug
turn-dice = Würfel: **{ $first }** und **{ $second }**
turn-so-far = Bisher: { $moves }
turn-die-left = Übriger Würfel: **{ $dice }**
turn-deadline = Zieh { $deadline }, sonst spielt der Computer diesen Zug für dich.
turn-last-warning = ⚠️ Deine letzten { $count } Züge sind abgelaufen: Noch eine Zeitüberschreitung, und du wirst aus der Partie entfernt.
turn-die-blocked = Mit der { $die } ist gerade kein Zug möglich.
turn-computer-thinking = Der Computer denkt nach…
turn-scores = Punkte
turn-footer = Partie { $game } · Zug { $turn }
turn-your-move = { $mention }, du bist dran.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(ausgeschieden)
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } würfelte { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $dice } verfallen (kein Zug möglich)
dice-and = { $first } und { $second }
left-resigned = hat aufgegeben
left-removed = wurde nach { $count } Zeitüberschreitungen in Folge entfernt
left-removed-short = wurde nach wiederholten Zeitüberschreitungen entfernt

## Ergebnisse

results-title = Hypnosia — Ergebnisse
results-over = Partie vorbei: { $reason }.
results-cancelled-by = die Partie wurde von { $name } abgebrochen
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· Wertung { $before } → { $after }
results-footer = Partie { $game }
results-rematch = Revanche
results-export = Exportieren
reason-center-full = die Mitte ist voll
reason-players-left = weniger als zwei Spieler sind übrig
reason-board-empty = keine Figur ist mehr auf dem Brett
reason-round-limit = die Rundengrenze ist erreicht
reason-cancelled = die Partie wurde abgebrochen

## Aufgeben und Abbrechen

resign-confirm = Partie #{ $game } aufgeben? Deine Figuren auf der Startreihe und auf den Kreisen verlassen das Brett, Figuren in der Mitte behalten ihre Punkte, und es zählt als Niederlage.
resign-button = Aufgeben
resigned-done = Du hast Partie #{ $game } aufgegeben. Deine Figuren haben das Brett verlassen.
cancel-force-confirm = Partie #{ $game } zwangsweise abbrechen? Nichts davon zählt, und die Spieler erfahren, dass du sie abgebrochen hast.
cancel-confirm = Partie #{ $game } abbrechen? Nichts davon zählt.
cancel-button = Partie abbrechen
vote-text =
    { $name } möchte Partie #{ $game } abbrechen. Alle, die noch spielen, müssen { $ends } zustimmen; sonst geht die Partie weiter.
    { $people }
vote-agree = Zustimmen
vote-closed = Partie #{ $game }: { $text }
vote-cancelled = abgebrochen.
vote-all-agreed = alle, die noch spielen, haben zugestimmt, also wurde sie abgebrochen.
vote-expired = Nicht alle haben innerhalb von 2 Minuten zugestimmt: Die Partie geht weiter.
cancelled-by-force = { $name } (Server verwalten)
cancelled-by-vote = { $name } (alle einverstanden)

## Weitere Antworten

board-reposted = Das Brett steht wieder unten im Kanal.
rematch-open = Ein Revanche-Tisch ist in { $channel } offen.
export-json = Partie { $game }, Format `hypnosia-record/1`.
export-gif = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Zug
       *[other] { $frames } Bilder, eines pro Zug
    }.
export-gif-turns = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Runde
       *[other] { $frames } Bilder, eines pro Runde
    }, in { $size } px gezeichnet: mit jedem Zug wäre es größer als Discords Upload-Grenze.
export-gif-scaled = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Zug
       *[other] { $frames } Bilder, eines pro Zug
    }, in { $size } px gezeichnet, damit es unter Discords Upload-Grenze bleibt.

## In jeder Sprache gleich (ein Name)

plain = { $text }
# Wenn ein langer Text gekürzt wird, damit er in Discords Grenzen passt.
fit-earlier-lines = …{ $count ->
        [one] eine frühere Zeile ausgeblendet
       *[other] { $count } frühere Zeilen ausgeblendet
    }
fit-more-lines = …{ $count ->
        [one] und eine weitere Zeile
       *[other] und { $count } weitere Zeilen
    }
