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
lobby-closes = Schließt, wenn nichts passiert: { $closes }
lobby-rules = Regeln
variant-standard = Standard
variant-no-stacks-over-bridges = Stapel überqueren keine Brücken
lobby-timeout = Zeit pro Zug
lobby-where = Wo
lobby-where-thread = ein Thread
lobby-where-channel = dieser Kanal
lobby-footer = Der Gastgeber kann starten, sobald mindestens zwei Plätze besetzt sind.
lobby-join = Mitspielen
lobby-leave = Aufstehen
lobby-start = Starten (Gastgeber)
lobby-cancel = Abbrechen (Gastgeber)
lobby-add-ai = KI hinzufügen: { $level }
lobby-remove-ai = KI entfernen
lobby-pick-color = Schon am Tisch? Andere Farbe wählen
lobby-idle-closed = Dieser Tisch wurde nach einer Weile ohne Aktivität geschlossen.
lobby-everybody-left = Alle sind gegangen; dieser Tisch ist geschlossen.
lobby-host-cancelled = Der Gastgeber hat diesen Tisch aufgelöst.
lobby-starting = Die Partie wird gestartet…
lobby-started-here = Partie #{ $game } hat hier begonnen, direkt darunter. Es spielen: { $players }.
lobby-started-thread = Partie #{ $game } hat in ihrem Thread begonnen: { $thread }. Es spielen: { $players }.
game-thread-name = Hypnosia-Partie { $game }

## Zugnachricht

opening-title = **Auswürfeln: Wer beginnt?**
opening-tie = Gleichstand, noch einmal:
turn-title = { $emoji } { $name } ist am Zug
turn-dice = Würfel: **{ $first }** und **{ $second }**
turn-so-far = Bisher: { $moves }
turn-die-left = Übriger Würfel: **{ $dice }**
turn-deadline = Deine Zeit endet: { $deadline }. Danach zieht der Computer für dich.
turn-last-warning = ⚠️ Bei deinen letzten { $count } Zügen ist die Zeit abgelaufen: Noch eine Zeitüberschreitung, und du wirst aus der Partie entfernt.
turn-die-blocked = Mit der { $die } ist gerade kein Teilzug möglich.
turn-computer-thinking = Der Computer denkt nach…
turn-scores = Punkte
turn-footer = Partie { $game } · Zug { $turn }
turn-your-move = { $mention }, du bist dran.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(ausgeschieden)
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } würfelte { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] Würfel { $dice } verfällt
       *[other] Würfel { $dice } verfallen
    } (kein Teilzug möglich)
dice-and = { $first } und { $second }
left-resigned = hat aufgegeben
left-removed = wurde nach { $count } Zeitüberschreitungen in Folge entfernt
left-removed-short = wurde nach wiederholten Zeitüberschreitungen entfernt

## Ergebnisse

results-title = Hypnosia — Ergebnisse
results-over = Partie vorbei: { $reason }.
results-cancelled-by = Abbruch durch { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· Wertung { $before } → { $after }
results-footer = Partie { $game }
results-rematch = Revanche
results-export = Exportieren
reason-center-full = Mitte voll
reason-players-left = Weniger als zwei Spieler übrig
reason-board-empty = Keine Figur mehr auf dem Brett
reason-round-limit = Rundenlimit erreicht
reason-cancelled = Partie abgebrochen

## Aufgeben und Abbrechen

resign-confirm = Partie #{ $game } aufgeben? Deine Figuren auf der Startreihe und auf den Kreisen verlassen das Brett, Figuren in der Mitte behalten ihre Punkte, und es zählt als Niederlage.
resign-button = Aufgeben
resigned-done = Du hast Partie #{ $game } aufgegeben. Deine Figuren haben das Brett verlassen.
cancel-force-confirm = Partie #{ $game } zwangsweise abbrechen? Sie zählt dann nicht, und die Spieler erfahren, dass du sie abgebrochen hast.
cancel-confirm = Partie #{ $game } abbrechen? Sie zählt dann nicht.
cancel-button = Partie abbrechen
vote-text =
    { $name } möchte Partie #{ $game } abbrechen. Alle, die noch spielen, müssen zustimmen, bevor die Abstimmung endet ({ $ends }); sonst geht die Partie weiter.
    { $people }
vote-agree = Zustimmen
vote-closed = Partie #{ $game }: { $text }
vote-cancelled = Abgebrochen.
vote-all-agreed = Alle, die noch spielen, haben zugestimmt, also wurde sie abgebrochen.
vote-expired = Nicht alle haben innerhalb von 2 Minuten zugestimmt: Die Partie geht weiter.
cancelled-by-force = { $name } (Server verwalten)
cancelled-by-vote = { $name } (alle einverstanden)

## Weitere Antworten

board-reposted = Das Brett steht wieder unten im Kanal.
rematch-open = Ein Revanche-Tisch ist in { $channel } offen.
export-json = Partie { $game }, Format `hypnosia-record/1`.
export-gif = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Teilzug
       *[other] { $frames } Bilder, eines pro Teilzug
    }.
export-gif-turns = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Zug
       *[other] { $frames } Bilder, eines pro Zug
    }, in { $size } px gezeichnet: Mit einem Bild pro Teilzug wäre es größer als Discords Upload-Limit.
export-gif-scaled = Partie { $game }: { $frames ->
        [one] { $frames } Bild, eines pro Teilzug
       *[other] { $frames } Bilder, eines pro Teilzug
    }, in { $size } px gezeichnet, damit es unter Discords Upload-Limit bleibt.

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

## Dauern (Zeit pro Zug), die der Bot wieder einliest: kurze Einheiten.

duration-hours = { $count } Std.
duration-minutes = { $count } Min.
duration-seconds = { $count } Sek.
# Vor dem Link zur Nachricht eines Tischs oder einer Partie.
held-link = : { $link }
# Verbindet die Zusammenfassung eines Zugs mit dem, was folgte.
summary-then = { $summary }: { $then }
# Verbindet die Teilzüge eines Zugs mit den verfallenen Würfeln.
summary-also = { $summary }; { $then }
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
# Langsame Partien: die Erinnerung, wenn ein Viertel der Zeit übrig ist; $at und $deadline sind relative Discord-Zeiten.
turn-reminder-when = Erinnerung: { $at }, wenn noch ein Viertel der Zeit bleibt.
turn-reminder = { $player }, du bist in Partie #{ $game } am Zug. Deine Zeit endet: { $deadline }.
