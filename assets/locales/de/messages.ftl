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
lobby-admin-closed = Ein Mitglied, das diesen Server verwaltet, hat diesen Tisch aufgelöst.
lobby-starting = Die Partie wird gestartet…
lobby-started-here = Partie #{ $game } hat hier begonnen, direkt darunter. Es spielen: { $players }.
lobby-started-thread = Partie #{ $game } hat in ihrem Thread begonnen: { $thread }. Es spielen: { $players }.
game-thread-name = Hypnosia-Partie { $game }

## Zugnachricht

opening-title = **Auswürfeln: Wer beginnt?**
opening-tie = Gleichstand, noch einmal:
turn-dice = Würfel: **{ $first }** und **{ $second }**
turn-last-warning = ⚠️ Bei deinen letzten { $count } Zügen ist die Zeit abgelaufen: Noch eine Zeitüberschreitung, und du wirst aus der Partie entfernt.
turn-last-warning-alone = ⚠️ Bei deinen letzten { $count } Zügen ist die Zeit abgelaufen: Noch eine Zeitüberschreitung, und der Bot spielt den Rest der Partie für dich.
move-auto = { $played } (vom Bot gespielt)
move-auto-timeout = { $played } (vom Bot gespielt: Zeit abgelaufen)
move-auto-finish = { $played } (vom Bot gespielt: „Bot übernimmt“)
move-auto-decided = { $played } (vom Bot gespielt: sonst konnte niemand mehr ziehen)
turn-summary-rolled = { $emoji } { $name } 🎲{ $first }·{ $second }
turn-footer = Partie #{ $game } · Zug { $turn }
turn-refresh = Aktualisieren
turn-played-board-follows = ✅ Zug gespielt · das Brett zieht gleich nach
board-old-stays = Das Brett ist jetzt hier. Seine andere Kopie ließ sich nicht ändern: Ihre Knöpfe bleiben, aber nur dieses Brett folgt der Partie.
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] { $dice } verfällt
       *[other] { $dice } verfallen
    } (kein Teilzug möglich)
dice-and = { $first } und { $second }
left-resigned = hat aufgegeben
left-removed = wurde nach { $count } Zeitüberschreitungen in Folge entfernt
left-removed-short = wurde nach wiederholten Zeitüberschreitungen entfernt
# Wo nur Klicks die Partie zeigen (Direktnachricht, Gruppen-DM), eine Zeile über dem Brett:
# Der Bot hat den Zug einer Person gespielt, deren Zeit abgelaufen war; $count
# Zeitüberschreitungen in Folge bisher, bei $max wird sie entfernt.
timeout-played = ⏱ Zeit abgelaufen für { $name }: Der Bot hat den Zug gespielt ({ $count } von { $max }; bei { $max } Zeitüberschreitungen folgt die Entfernung aus der Partie).
# Dasselbe, wenn sonst niemand wartet: Bei $max spielt der Bot den Rest der Partie.
timeout-played-alone = ⏱ Zeit abgelaufen für { $name }: Der Bot hat den Zug gespielt ({ $count } von { $max }; bei { $max } Zeitüberschreitungen spielt der Bot den Rest der Partie).
# Eine eigene Nachricht (eine Bearbeitung des Bretts benachrichtigt niemanden): $mention wurde entfernt.
timeout-removed-notice = ⏱ { $mention } wurde nach { $count } Zeitüberschreitungen in Folge aus Partie #{ $game } entfernt.
# Dasselbe, wenn das die Partie beendet hat; $people erwähnt alle am Tisch.
timeout-end-removed = ⏱ { $people }: Partie #{ $game } ist vorbei: { $name } wurde nach { $count } Zeitüberschreitungen in Folge entfernt. Das Brett oben zeigt die Ergebnisse.
# Dasselbe, wenn der Bot den Rest der Partie für eine Person gespielt hat, deren Zeit abgelaufen war.
timeout-end-played-out = ⏱ { $people }: Partie #{ $game } ist vorbei: Die Zeit von { $name } ist abgelaufen, und der Bot hat den Rest der Partie gespielt. Das Brett oben zeigt die Ergebnisse.

## Ergebnisse

results-over = Partie vorbei: { $reason }.
results-played-by-bot = 🤖 { $name }: { $count } von { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    } vom Bot gespielt{ $why }
results-walked-away = 🤖 { $name }: { $count } von { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    } vom Bot gespielt{ $why }, also der größte Teil der Partie: Sie zählt darum weder als Sieg noch als beste Platzierung.
results-why-timeout = Zeit abgelaufen
results-why-finish = „Bot übernimmt“
results-why-decided = sonst konnte niemand mehr ziehen
results-headline-uncounted = 🤖 Partie #{ $game }: { $count ->
        [one] Platz 1 für { $names }
       *[other] geteilter Platz 1 für { $names }
    }, vom Bot gespielt – kein Sieg gewertet
results-cancelled-by = Abbruch durch { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-footer = Partie #{ $game } · ★ Mitte · ✕ Eroberungen
results-rematch = Revanche
results-next = Wie es weitergeht
results-standings = Tabelle
results-export = Exportieren
reason-center-full = Mitte voll
reason-players-left = Weniger als zwei Spieler übrig
reason-board-empty = Keine Figur mehr auf dem Brett
reason-round-limit = Rundenlimit erreicht
reason-cancelled = Partie abgebrochen

## Aufgeben und Abbrechen

resign-confirm = Partie #{ $game } aufgeben? Deine Figuren auf der Startreihe und auf den Kreisen verlassen das Brett, Figuren in der Mitte behalten ihre Punkte, und es zählt als Niederlage.
resign-button = Aufgeben
resigned-done = Du hast aufgegeben. Deine Figuren haben das Brett verlassen.
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
export-json = Partie #{ $game }, Format `hypnosia-record/1`.
export-gif = Partie #{ $game }: { $frames ->
        [one] { $frames } Bild, eines pro Teilzug
       *[other] { $frames } Bilder, eines pro Teilzug
    }.
export-gif-turns = Partie #{ $game }: { $frames ->
        [one] { $frames } Bild, eines pro Zug
       *[other] { $frames } Bilder, eines pro Zug
    }, in { $size } px gezeichnet: Mit einem Bild pro Teilzug wäre das GIF größer als Discords Upload-Limit.
export-gif-scaled = Partie #{ $game }: { $frames ->
        [one] { $frames } Bild, eines pro Teilzug
       *[other] { $frames } Bilder, eines pro Teilzug
    }, in { $size } px gezeichnet, damit es unter Discords Upload-Limit bleibt.

## In jeder Sprache gleich (ein Name)

plain = { $text }
# Wenn ein langer Text gekürzt wird, damit er in Discords Grenzen passt.
log-earlier-lines = …{ $count ->
        [one] eine frühere Zeile ausgeblendet
       *[other] { $count } frühere Zeilen ausgeblendet
    } · alle mit { $replay } nach der Partie
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
summary-then = { $summary } · { $then }

## Lernen (/hypnosia learn) und Tipps in Übungspartien

learn-title = Lektion { $number }/{ $total }: { $name }
learn-footer = Nur du siehst diese Lektion. Du spielst Rot; Blau, der Computer (AI auf dem Brett), wartet auf seinen Zug.
## /hypnosia puzzle
puzzle-title = Aufgabe #{ $number }
puzzle-task = Am Zug: **{ $color }**. Eine Art, beide Würfel zu spielen, ist klar die beste: Finde sie.
puzzle-first-played = Schon gespielt: { $moves }. Jetzt der andere Würfel.
puzzle-again = Du hast diese Aufgabe schon beantwortet: Diese Antwort ändert deine Aufgabenwertung nicht.
puzzle-from-game = Aus der hier gespielten Partie #{ $game }, Zug { $turn }.
puzzle-from-set = Aus der eigenen Aufgabensammlung des Bots.
puzzle-footer = Nur du siehst diese Aufgabe. Deine Aufgabenwertung: { $rating }
puzzle-footer-new = Nur du siehst diese Aufgabe. Deine erste Antwort begründet deine Aufgabenwertung.
puzzle-footer-next = Nur du siehst das. „Nächste Aufgabe“ gibt dir eine weitere.
puzzle-right = ✅ Richtig! { $moves } ist die beste Spielweise.
puzzle-why = Warum:{ $why }
puzzle-wrong = ❌ Nicht der beste Zug. Du hast { $moves } gespielt: Das kostet { $loss } Prozentpunkte Siegchance.
puzzle-best = Am besten war { $moves }. Warum:{ $why }
puzzle-rating-moved = Deine Aufgabenwertung: { $before } → **{ $after }** ({ $delta }), { $solved } von { $attempts } gelöst.
puzzle-next = Nächste Aufgabe
puzzle-restart = ↺ Neu beginnen
puzzle-rating-kept = Schon beantwortet: Deine Aufgabenwertung bleibt **{ $rating }**.

## Die Tagesaufgabe (/hypnosia settings puzzle)
daily-puzzle-title = 🧩 Tagesaufgabe · { $date }
daily-puzzle-date = { $weekday ->
    [1] Montag
    [2] Dienstag
    [3] Mittwoch
    [4] Donnerstag
    [5] Freitag
    [6] Samstag
   *[7] Sonntag
}, { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
}
daily-puzzle-level = Schwierigkeit: **{ $level ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
   *[expert] sehr schwer
}** · Wertung { $rating }
daily-puzzle-answers = { $attempts ->
    [0] Noch hat niemand geantwortet.
   *[other] Gelöst: **{ $solved }** von { $attempts }
}
daily-puzzle-shared-solved = ✅ { $who } hat die Tagesaufgabe vom { $date } im ersten Versuch gelöst.
daily-puzzle-shared-tried = 🧩 { $who } hat sich an der Tagesaufgabe vom { $date } versucht: diesmal nicht gelöst.
daily-puzzle-footer = „Lösen“ öffnet sie nur für dich. Deine erste Antwort zählt für deine Aufgabenwertung.
daily-puzzle-solve = Lösen
daily-puzzle-on = Die Tagesaufgabe: jeden Tag (UTC) in { $channel }.
daily-puzzle-off = Die Tagesaufgabe: aus.
learn-right = ✓ Richtig!
learn-would-land = ✗ { $choice } ist nicht der verlangte Teilzug: Er würde auf { $space } landen.
learn-would-capture = ✗ { $choice } ist nicht der verlangte Teilzug: Er würde { $count ->
        [one] die Figur
       *[other] { $count } Figuren
    } auf { $space } erobern.
learn-would-enter = ✗ { $choice } ist nicht der verlangte Teilzug: Er würde auf Platz { $place } in die Mitte ziehen ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } insgesamt).
learn-did-capture = { $count ->
        [one] Erobert: +1 Punkt für dich, −1 für Blau.
       *[other] { $count } Figuren erobert: +{ $count } Punkte für dich, −{ $count } für Blau.
    }
learn-did-enter = { $count ->
        [one] Deine Figur ist in der Mitte
       *[other] Deine { $count } Figuren sind in der Mitte
    }: +{ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
learn-did-lose = { $count ->
        [one] Deine { $dice } hat keinen Teilzug mehr: Sie verfällt, und dein Zug endet.
       *[other] Deine { $dice } haben keinen Teilzug mehr: Sie verfallen, und dein Zug endet.
    }
learn-done-title = Lektionen abgeschlossen
learn-done = Jetzt kennst du das Spiel. Der Knopf unten startet sofort eine Übungspartie gegen die leichte KI, in einem eigenen Thread, wenn der Server seine Partien in Threads spielt. Lass dir Zeit: Die Züge haben kein Zeitlimit. Wenn du allein gegen KI-Spieler spielst, zeigt ein Tipp-Knopf, was die schwere KI spielen würde.
learn-practice = Übungspartie
learn-practice-open = Deine Übungspartie hat in { $channel } begonnen. Lass dir Zeit: Die Züge haben kein Zeitlimit. Nach einem Tag ohne Zug endet die Partie.
learn-lane-name = Die Startreihe verlassen
learn-lane-task = Figur 3 braucht eine 3 oder mehr, um ihre Startreihe zu verlassen. Ein höherer Würfel bringt sie weiter: ein Feld hinter deinem Eingang `O0` für jedes Auge über 3. Du hast 2 und 4 gewürfelt: Bring **Figur 3** auf den Außenkreis.
learn-lane-wrong = Figur 3 braucht einen Würfel von 3 oder mehr: Nur die 4 bringt sie heraus. 4 ist eins mehr als 3, also landet sie ein Feld hinter `O0`, auf `O1`.
learn-counting-name = Genau zählen
learn-counting-task = Ein Teilzug nutzt die volle Augenzahl: Die Figur zieht genau so viele Felder gegen den Uhrzeigersinn und springt über alles auf ihrem Weg; nur das Zielfeld zählt. Bring **Figur 1** über die blaue Figur hinweg auf `O5`.
learn-counting-wrong = Von `O1` aus landet nur die 4 auf `O5`: Über die blaue Figur auf `O3` wird einfach hinweggezogen.
learn-bridge-name = Eine Brücke überqueren
learn-bridge-task = Goldene Felder sind Brücken. Ein Teilzug, der auf einer Brücke *beginnt*, darf sie überqueren: Sein erster Schritt führt nach innen, die übrigen gehen auf dem inneren Kreis weiter. Setz zuerst **Figur 1** auf die Brücke `O4`.
learn-bridge-cross-task = Überquere die Brücke jetzt mit der 2: Der erste Schritt bringt Figur 1 auf `M3`, der zweite auf `M4`. Mit einem Würfel auf einer Brücke landen und sie mit dem anderen überqueren bringt dich in einem Zug nach innen.
learn-bridge-wrong = Nur ein Teilzug, der auf einer Brücke beginnt, kann sie überqueren: Lande mit der 3 auf `O4` und überquere dann mit der 2.
learn-stack-name = Stapel
learn-stack-task = Zwei deiner Figuren auf einem Feld bilden einen Stapel. Bring **Figur 2** aus der Startreihe auf Figur 1 auf `O2`.
learn-stack-move-task = Ein Stapel zieht als ein Stück. Zieh den ganzen Stapel (Figuren 1+2, `①②` auf seinem Knopf) mit der 2 auf die Brücke `O4`.
learn-stack-wrong = Die 4 bringt Figur 2 zwei Felder hinter `O0` aus ihrer Startreihe (4 ist zwei mehr als 2), auf Figur 1 auf `O2`; danach zieht die 2 den ganzen Stapel, Figuren 1+2.
learn-split-name = Vom Stapel lösen
learn-split-task = Die Figur mit der höheren Nummer kann sich auch vom Stapel lösen und allein ziehen; die andere bleibt stehen. Lös **Figur 2** mit der 3 und zieh sie auf die Brücke `O4`.
learn-split-wrong = Ein Knopf mit `①②` zieht den ganzen Stapel (Figuren 1+2); beim Lösen zieht Figur 2 allein (`②`), und nur die 3 bringt sie auf `O4`.
learn-capture-name = Eroberungen
learn-capture-task = Wer auf einer einzelnen gegnerischen Figur landet, erobert sie (✕): Sie verlässt die Partie, +1 Punkt für dich und −1 für ihren Besitzer. Eine Einzelfigur kann keinen Stapel erobern, daher bringt kein Knopf Figur 1 auf den blauen Stapel auf `O6`. Erobere die blaue Figur auf `O4`.
learn-capture-wrong = Nur die 3 bringt Figur 1 auf die einzelne blaue Figur auf `O4`; der blaue Stapel auf `O6` ist vor einer Einzelfigur sicher.
learn-stack-capture-name = Ein Stapel erobert
learn-stack-capture-task = Ein Stapel erobert eine Einzelfigur oder beide Figuren eines Stapels (+2). Deine eigenen Figuren werden nie erobert: Ein Stapel kann nicht auf ihnen landen. Erobere den blauen Stapel auf `O6` mit deinem ganzen Stapel.
learn-stack-capture-wrong = Die 4 bringt deinen ganzen Stapel, Figuren 1+2, auf den blauen Stapel auf `O6` und erobert beide Figuren; eine gelöste Einzelfigur kann keinen Stapel erobern.
learn-center-name = Die Mitte
learn-center-task = Die Brücken des Innenkreises führen in die Mitte, nur mit einer genauen 1 (★). Die Mitte hat fünf Plätze, die in der Reihenfolge der Ankunft 5, 4, 3, 2 und 1 Punkte wert sind. Bring **Figur 1** von der Brücke `I2` hinein.
learn-center-wrong = In die Mitte kommt man nur von einer Brücke des Innenkreises mit einer 1; jeder andere Teilzug führt die Figur auf dem Innenkreis weiter.
learn-stack-enters-name = Ein Stapel zieht in die Mitte
learn-stack-enters-task = Ein ganzer Stapel darf in die Mitte ziehen, solange mindestens zwei Plätze frei sind: Beide Figuren nehmen die nächsten Plätze, die niedrigere Nummer zuerst. Blau hat die Plätze 1 und 2: Bring deinen ganzen Stapel hinein.
learn-stack-enters-wrong = Bei drei freien Plätzen kann der ganze Stapel, Figuren 1+2, hinein und die Plätze 3 und 4 nehmen (3 + 2 Punkte). Ist nur noch ein Platz frei, kann nur eine gelöste Figur hinein.
learn-lost-die-name = Würfel, die verfallen
learn-lost-die-task = Deine 1 hat keinen Teilzug: Figur 1 würde auf dem blauen Stapel auf `O7` landen, und die Figuren 2 bis 4 brauchen einen höheren Würfel, um die Startreihe zu verlassen. Spiel die 4 mit **Figur 1** auf `O10`: Von dort hat die 1 immer noch keinen Teilzug, sie verfällt und dein Zug endet.
learn-lost-die-wrong = Du wählst die Reihenfolge deiner Teilzüge, und nichts zwingt dich, einen Würfel zu retten. Die Lektion verlangt Figur 1 auf `O10`, wo die 1 auf den blauen Stapel auf `O11` träfe.
learn-end-name = Das Ende und die Rangfolge
learn-end-task = Die Partie endet sofort, wenn die fünfte Figur in die Mitte zieht (oder wenn weniger als zwei Spieler übrig sind oder keine Figur mehr auf dem Brett ist). Die Rangfolge richtet sich nach den Punkten; bei Gleichstand liegt vorn, wer eine Figur in der Mitte hat (die früheste Ankunft zuerst). Du und Blau habt je 7 Punkte: Nimm mit **Figur 1** den letzten Platz.
learn-end-wrong = Nur die 1 bringt Figur 1 von der inneren Brücke `I2` auf den letzten Platz der Mitte, was die Partie beendet.
hint-button = Tipp
finish-button = Bot übernimmt
turn-finish-why = Sonst kann niemand mehr ziehen: Nur du hast noch Figuren auf dem Brett. **Bot übernimmt** lässt die schwere KI deine restlichen Züge sofort spielen; ist das der größte Teil deiner Partie, zählt sie weder als Sieg noch als beste Platzierung.
hint-text = 💡 Die schwere KI würde { $choice } spielen: { $why }
hint-why-center = Der Teilzug bringt eine Figur in die Mitte, wo ihre Punkte nicht mehr verloren gehen.
hint-why-capture = Der Teilzug erobert: +1 Punkt für dich und −1 für den Besitzer, je Figur.
hint-why-bridge = Der Teilzug nutzt eine Brücke, den einzigen Weg nach innen zur Mitte.
hint-why-safety = Der Teilzug bringt die Figur außer Reichweite der nächsten gegnerischen Würfe.
hint-why-advance = Der Teilzug bringt eine Figur näher an die Mitte.
history-hinted = mit Tipps
# Siegchancen (Ticket 26): die Zeile der Zug-Nachrichten und Wiederholungen,
# und die Analyse einer beendeten Partie.
results-analysis = Analyse
analysis-title = Analyse der Partie #{ $game }
analysis-chart = Die Grafik zeigt die Siegchance nach jeder Runde (bei zwei Spielern nur die Linie des Siegers; die des anderen ist ihr Spiegelbild); die nummerierten Markierungen sind die Wendepunkte.
analysis-turning-title = Wendepunkte
analysis-turning-line = { $number }. Runde { $round }: { $emoji } { $name } { $what } ({ $change })
analysis-turning-missed = { $number }. Runde { $round }: ein Zug mit 🎲{ $dice }, bei dem ein stärkerer Teilzug möglich war ({ $change })
analysis-no-turning-point = Kein Zug hat die Chancen verändert.
analysis-players-title = Glück und Können, pro Zug (Prozentpunkte der Siegchance)
analysis-account = { $emoji } { $name }: { $start } % → { $end } % · Glück { $luck } · Können { $skill }
analysis-explained = So entstehen die Zahlen: E(x) sei die Siegchance jedes Spielers in der Stellung x. In jedem Zug ist Glück E(nach dem Wurf) − E(vor dem Wurf) für den Spieler am Zug, also was die Würfel gegenüber einem durchschnittlichen Wurf brachten; Können ist E(nach den Teilzügen) − E(nach dem Wurf), also was die Teilzüge gegenüber dem besten Spiel mit diesem Wurf brachten (höchstens 0); was die Züge und das Ausscheiden der anderen Spieler veränderten, ist der Einfluss der anderen. Für jeden Spieler ist die Veränderung vom Anfang bis zum Ergebnis genau Glück + Können + Einfluss der anderen. Die Nachricht zeigt Glück und Können pro gespieltem Zug in Prozentpunkten: +0,5 heißt ein halber Punkt Siegchance pro Zug, etwa 25 Punkte in einer Partie von 50 Zügen.
analysis-footer = Chancen, wie die schwere KI sie einschätzt.
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
# Langsame Partien: die Erinnerung, wenn ein Viertel der Zeit übrig ist; $at und $deadline sind relative Discord-Zeiten.
turn-reminder-when = Erinnerung: { $at }, wenn noch ein Viertel der Zeit bleibt.
# Langsame Partien, wo nur Klicks die Partie zeigen (Direktnachricht, Gruppen-DM): Dort kann keine Erinnerung kommen.
turn-no-reminder = Hier kommt keine Erinnerung: Der Bot schreibt nur, wenn jemand klickt.
turn-reminder = { $player }, du bist in Partie #{ $game } am Zug. Deine Zeit endet: { $deadline }.
# Zug-Benachrichtigungen per Direktnachricht (`notify`, standardmäßig aus); $deadline ist eine relative Discord-Zeit.
notify-on = Zug-Benachrichtigungen sind an: Du bekommst eine Direktnachricht, wenn dein Zug beginnt und wenn noch ein Viertel der Zeit bleibt, nur in Partien auf Servern mit einer Zugzeit ab einer Stunde (in Direktnachrichten und Gruppen-DMs erfährt der Bot von einem Zug erst, wenn jemand klickt).
notify-off = Zug-Benachrichtigungen sind aus: keine Direktnachrichten zu deinen Zügen.
notify-turn-dm = Du bist in Partie #{ $game } am Zug. Deine Zeit endet: { $deadline }.
notify-reminder-dm = Erinnerung: Du bist in Partie #{ $game } noch am Zug. Deine Zeit endet: { $deadline }.

## board
move-to-space = nach { $space }
move-to-center = in die Mitte { $mark }
turn-line-you = { $emoji } { $mention }, dein Zug
turn-line-computer = { $emoji } { $name } denkt nach · { $dice }
turn-line-no-move = { $line } · kein Teilzug mit der { $die }
turn-line-deadline = { $line } ⏱ { $deadline }
turn-line-idle-end = { $line } · ⏳ endet nach einem Tag ohne Zug
chances-line = Siegchancen: { $chances }
turn-heading-chances = Zug { $turn } · Siegchancen: { $chances }
turn-heading-odds = Zug { $turn } · { $chances }
## lessons
learn-read-board = **Das Brett.** Du spielst Rot: Deine Figuren sind die roten Kreise mit den Nummern 1 bis 4; sie warten in deiner Startreihe. Jedes Feld hat einen Namen: einen Buchstaben für seinen Kreis (`O` außen, `M` Mitte, `I` innen) und eine Nummer. Deine Figuren kommen auf `O0`, deinem Eingang, heraus, ziehen gegen den Uhrzeigersinn und über die goldenen Brücken nach innen, bis in die Mitte. Die Marken zeigen, wo ein Teilzug landen kann: blau für den ersten Würfel, grau für den zweiten, wie die Knöpfe.
learn-read-button = **Die Knöpfe.** Jeder Knopf ist ein Teilzug: `🎲4 ③ O1` heißt „mit der 4 Figur 3 auf `O1` ziehen“: der Würfel, die Figur (ihre Nummer im Kreis, wie auf dem Brett), dann die Marke des Zielfelds; ✕ steht für Erobern, ★ für die Mitte. Die Knöpfe des ersten Würfels sind blau, die des zweiten grau. Klick auf den Teilzug, den du spielen willst.
learn-ringed = Die Figur, die ziehen soll, ist auf dem Brett weiß eingekreist.
learn-shown = { $mark } Das ist der richtige Teilzug: der grüne Knopf.
learn-back = ◀ Zurück
learn-skip = Überspringen ▶
learn-quit = Beenden
learn-quit-title = Lektionen beendet
learn-quit-done = Komm jederzeit mit { $command } zurück: Du wählst, mit welcher Lektion es weitergeht.
learn-practice-thread = Übung · { $name }
ai-player-numbered = KI { $number } ({ $level })

## doors
# Who called off a game whose channel, thread or server the bot can no longer reach.
cancelled-out-of-reach = den Bot (dieser Kanal ist für ihn nicht mehr erreichbar)
cancelled-idle = den Bot (ein Tag ohne Zug)
# Who called off a game reached only through clicks that nobody clicked for a day (a week for a slow game) after a time-out.
cancelled-unclicked = den Bot (nach einer Zeitüberschreitung kam niemand zum Brett zurück)

## lobby
lobby-computer-menu = 🤖 Computerspieler hinzufügen oder entfernen (Gastgeber)
lobby-go-to-table = Zum Tisch
rematch-invite = { $invited }: { $host } möchte eine Revanche. Klickt unten auf „Mitspielen“, um dabei zu sein; niemand wird ohne eigenen Klick an den Tisch gesetzt.
challenge-invite = { $invited }: { $host } fordert dich zu einer Partie Hypnosia heraus. Klick unten auf „Mitspielen“, um den Platz einzunehmen.
lobby-start-failed = Die Partie konnte nicht starten, der Tisch ist wieder offen. { $why }
settings-member-limit = Laufende Partien pro Mitglied gleichzeitig: **{ $count }**
settings-ceilings = Obergrenzen des Bot-Betreibers für jeden Server: **{ $tables }** (offene Tische und laufende Partien), **{ $members }** (laufende Partien pro Mitglied)
## analysis
rating-change = Wertung { $before } → { $after } ({ $change })
rating-provisional = vorläufig ({ $games }/{ $of } Partien)
analysis-posted-here = Die Analyse von Partie #{ $game } ist schon gepostet.
analysis-posted-now = Die Analyse von Partie #{ $game } ist für alle gepostet.
analysis-too-late = Die Analyse von Partie #{ $game } dauert länger, als Discord mir für eine Antwort lässt. Sie läuft weiter: Frag in ein paar Minuten noch einmal danach.
analysis-help-button = So liest man das
analysis-verdict = { $head }; { $dice }.
analysis-head-mistakes = { $winner } gewann durch besseres Spiel als { $loser }
analysis-head-play = { $winner } gewann durch besseres Spiel
analysis-head-dice = { $winner } gewann durch die Würfel
analysis-head-despite-dice = { $winner } gewann durch besseres Spiel, trotz der Würfel
analysis-head-left = { $winner } gewann, als die anderen ausschieden
analysis-head-close = { $winner } gewann eine knappe Partie
analysis-head-won = { $winner } gewann
analysis-head-shared = { $winners } teilen sich den Sieg
analysis-dice-even = die Würfel waren ausgeglichen
analysis-dice-for = die Würfel begünstigten { $player }
analysis-dice-against = die Würfel waren gegen { $player }
## channel
turn-summary-not-played = { $count ->
        [one] { $dice } nicht gespielt
       *[other] { $dice } nicht gespielt
    }
log-computers-played = 🤖 die Computer spielten { $count } Züge
log-played-for = 🤖 { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } für { $name } gespielt (sonst konnte niemand mehr ziehen)
log-played-out-for = 🤖 { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } für { $name } gespielt, die Computer spielten die Partie zu Ende (Zeit abgelaufen, sonst wartete niemand)
log-played-for-finish = 🤖 { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } für { $name } gespielt („Bot übernimmt“)
log-played-for-timeout = 🤖 { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } für { $name } gespielt (Zeit abgelaufen; sonst konnte niemand mehr ziehen)
winner-points = { $name }, { $points } Pkt.
log-game-over = Partie #{ $game } ist vorbei: 🏆 { $winners }
log-game-over-uncounted = Partie #{ $game } ist vorbei: 🤖 { $winners } (vom Bot gespielt – kein Sieg gewertet)
log-game-cancelled = Partie #{ $game } wurde abgebrochen.
log-results-link = Ergebnisse ↗
results-headline = 🏆 { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } Partie #{ $game }
results-headline-cancelled = Partie #{ $game } abgebrochen

## Teilzüge (Issue 45: eine Sprache für Teilzüge, ein Zug, der zu jedem Wurf passt)
# Ein Teilzug in Worten, ohne Würfel: „Figur 3 nach O12“.
move-words = { $count ->
        [one] Figur
       *[other] Figuren
    } { $pawns } { $to }
move-over-bridge = über die Brücke nach { $space }
move-captures = { $words } · erobert
move-sentence = 🎲{ $die } · { $words }
# Ein kurzer Teilzug-Knopf, fünf in einer Zeile; in jeder Sprache gleich.
move-chip = 🎲{ $die } { $pawns } { $to }
move-chip-center = ★{ $mark }
move-chip-captures = { $chip } ✕
move-die = 🎲{ $die }
# Der Platzhalter des Menüs eines Würfels mit vielen Teilzügen.
move-menu = { $dice } · { $count ->
        [one] { $count } Teilzug
       *[other] { $count } Teilzüge
    }: wähle einen
board-alt-moves = Das Brett; die Marken zeigen, wo jeder Teilzug landet. Teilzüge: { $moves }
board-here = Das Brett steht wieder unten.

## Ticket 45, die kleineren Dinge

# Unter einer Antwort, die nur der Fragende sieht (Statistik, vergangene Partien): veröffentlicht sie für alle.
share-button = Teilen
# Derselbe Knopf, wenn die Antwort veröffentlicht ist.
share-done = Geteilt

# Der Grund eines Wendepunkts (nach dem Namen): was sein Zug tat.
# $dice: der Wurf, z. B. 6·6; $count: Figuren.
analysis-cause-roll = würfelte { $dice }
analysis-cause-capture = würfelte { $dice } und eroberte { $count ->
        [one] eine Figur
       *[other] { $count } Figuren
    }
analysis-cause-center = würfelte { $dice } und brachte { $count ->
        [one] eine Figur
       *[other] { $count } Figuren
    } in die Mitte
analysis-cause-lost-die = würfelte { $dice } und konnte einen Würfel nicht nutzen
analysis-cause-left = verließ die Partie
# Das Urteil, wenn sein Anfang alles sagt (besseres Spiel, trotz der Würfel).
analysis-verdict-alone = { $head }.
# Nach „gewann durch die Würfel“: wie das Spiel im Vergleich war.
analysis-play-even = das Spiel war ausgeglichen
analysis-play-slightly = { $player } spielte etwas besser
analysis-play-better = { $player } spielte besser
analysis-play-others-slightly = die anderen spielten etwas besser
analysis-play-others-better = die anderen spielten besser

# Der Knopf der Lektionen, der erklärt, wie man das Brett und die Knöpfe liest.
learn-legend = Legende
# Unter der ersten Aufgabe der ersten Lektion.
learn-legend-hint = Neu auf diesem Brett? **Legende** erklärt es und die Knöpfe.

# Letzte Zeile des Tisches, für Neue; $learn: der Befehl der Lektionen (eine Erwähnung).
lobby-newcomers = Neu bei Hypnosia? { $learn } bringt es dir in ein paar Minuten bei.

# Ein Link-Knopf zu einer Nachricht statt eines rohen Links (die gepostete Analyse, das neu gepostete Brett).
go-to-message = Zur Nachricht

# Warum der Teilzug des Tipps gut ist, wenn er eine Figur aus ihrer Startreihe holt.
hint-why-enter = Der Teilzug holt eine neue Figur aus ihrer Startreihe ins Spiel.

## A quiet thread (issue 45): a rematch of a game played in a thread.
# The lobby's "Where" field for a lobby that is itself in a thread.
lobby-where-this-thread = dieser Thread
# A link button on the game's line in the channel, to its rematch's lobby.
log-rematch-link = Revanche offen ↗
# Told only to the person who clicked Rematch, when the lobby opens right below them.
rematch-open-below = Dein Tisch ist gleich darunter.

# The errors of a game (issue 48): accuracy in the public analysis, a player's own marks in private.
analysis-accuracy-title = Genauigkeit (gemessen an den Zügen der schweren KI)
analysis-accuracy-line = { $emoji } { $name }: Genauigkeit { $accuracy }/100 · { $rate } Prozentpunkte Siegchance verloren pro Entscheidung ({ $decisions ->
        [one] { $decisions } Entscheidung
       *[other] { $decisions } Entscheidungen
    })
analysis-own-button = Meine Züge
own-errors-title = Deine Züge in Partie #{ $game } ({ $emoji } { $name })
own-errors-summary = Genauigkeit { $accuracy }/100 · { $rate } Prozentpunkte Siegchance verloren pro Entscheidung, über { $decisions ->
        [one] { $decisions } Entscheidung
       *[other] { $decisions } Entscheidungen
    }
own-errors-marks = { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    } · { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    } · { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }
own-errors-no-decision = Keiner deiner Züge war eine Entscheidung: Jeder Wurf ließ sich nur auf eine Weise spielen.
own-errors-clean = Keiner deiner Züge ist markiert: gut gespielt.
own-errors-worst-title = Deine teuersten Züge
own-errors-worst-line = Zug { $turn } · { $dice } · { $mark } ({ $loss } Punkte): gespielt { $played }
own-errors-worst-best = ↳ Am besten: { $best }
own-errors-no-move = kein Teilzug
own-errors-replay = Zug { $turn }
own-errors-legend = Gemessen am Zug der schweren KI in derselben Stellung mit denselben Würfeln: Eine Ungenauigkeit kostet { $inaccuracy } Prozentpunkte Siegchance oder mehr, ein Fehler { $mistake }, ein Patzer { $blunder }. Die Knöpfe öffnen jede Stellung zum Nachspielen.
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = Patzer

## Turniere (issue 47)
tournament-title = 🏆 { $name }
tournament-host = Gastgeber: { $host }
tournament-rules = { $format } · Tische mit { $seats } · Zeit pro Zug { $timeout }
tournament-format-swiss = Schweizer System, { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }
tournament-format-knockout = K.-o.-System
tournament-starts-at = Beginn { $time }
tournament-starts-by-host = Beginnt, wenn der Gastgeber es startet.
tournament-round-playing = Runde { $round } wird gespielt.
tournament-final-playing = Das Finale wird gespielt.
tournament-final-standings = Endstand
tournament-finished = Vorbei: Das Siegertreppchen steht unten.
tournament-cancelled = Abgesagt.
tournament-players = **Spieler ({ $count }/{ $cap })**
tournament-no-players = Noch niemand: Klicke auf „Anmelden“.
tournament-join = Anmelden
tournament-leave = Abmelden
tournament-list-empty = Auf diesem Server läuft kein Turnier und keines nimmt Anmeldungen an.
tournament-standing = { $rank }. { $player }: { $points } Pkt. · Spielpunkte { $game } · Gegnerpunkte { $opponents }
tournament-standings-legend = Der Sieger eines Tisches bekommt 1 Punkt, der Letzte 0; die Plätze dazwischen bekommen gleichmäßig abgestufte Anteile (an einem Tisch mit 4: 1; 0,67; 0,33; 0). Gleichstand: Spielpunkte, dann die Punkte der Gegner, dann der direkte Vergleich.
tournament-card-points = Punkte
tournament-card-game-points = Spielpkt.
tournament-card-opponents = Gegnerpkt.
tournament-card-computer = Computer (Runde { $round })
tournament-card-computer-seat = Computer
tournament-card-round = Runde { $round }
tournament-card-final = Finale
tournament-card-table = Tisch { $table }
tournament-card-bye = Freilos
tournament-card-reached = Erreicht
tournament-card-status = Status
tournament-card-still-in = Noch dabei
tournament-card-out = Aus in Runde { $round }
tournament-card-finalist = Finalteilnahme
tournament-card-winner = Turniersieg
tournament-standing-knockout = { $rank }. { $player }: { $reached } · { $status }
tournament-bye-line = { $player } kommt mit einem Freilos in Runde { $next }: Es blieb kein Gegner übrig.
tournament-bye-call = { $players }: Freilos in Runde { $round } von **{ $name }**: Es blieb kein Gegner übrig. Der Tisch in Runde { $next } meldet sich, sobald er bereit ist.
tournament-podium-title = 🏆 { $name }: das Siegertreppchen
tournament-podium-footer = { $players } Spieler · { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }
tournament-thread-name = 🏆 { $name }, Runde { $round }, Tisch { $table }
tournament-table-ping = { $players }: euer Tisch im Turnier **{ $name }**, Runde { $round }, ist hier. Viel Glück!
tournament-you-started = Das Turnier hat begonnen: Seine Tische spielen.
tournament-you-cancelled = Das Turnier ist abgesagt.
tournament-you-left = Du hast das Turnier verlassen.
tournament-resign-swiss = Das ist ein Turniertisch: Du bekommst für diese Partie 0 Punkte und bleibst im Turnier.
tournament-resign-knockout = Das ist ein K.-o.-Tisch: Du belegst an diesem Tisch den letzten Platz und scheidest aus dem Turnier aus.
tournament-you-removed = { $player } ist nicht mehr im Turnier.
tournament-round-label = 🏆 { $name }, Runde { $round }
tournament-check-in = Einchecken
tournament-check-in-line = Der Check-in beginnt { $time }: Nur wer eingecheckt hat, bekommt einen Platz.
tournament-check-in-open = ✅ Der Check-in läuft bis zum Start: { $checked } von { $count } eingecheckt.
tournament-check-in-call = { $players }: Der Check-in für **{ $name }** läuft. Klickt in der Anmeldenachricht auf **Einchecken**, bevor es { $time } losgeht: Nur wer eingecheckt hat, bekommt einen Platz.
tournament-no-show-call = { $players }: **{ $name }** hat ohne { $count ->
        [one] dich begonnen, weil du vor dem Start nicht eingecheckt hast
       *[other] euch begonnen, weil ihr vor dem Start nicht eingecheckt habt
    }. Bis zum nächsten Mal!
tournament-table-playing = Tisch { $table }{ $link } · { $players } · läuft
tournament-table-won = Tisch { $table }{ $link } · { $players } · 🏆 { $winner }
tournament-knockout-legend = Reihenfolge nach der erreichten Runde, dann nach dem Platz am letzten Tisch.
tournament-podium-ping = { $medals }: herzlichen Glückwunsch!
tournament-next-out = { $players } { $count ->
        [one] scheidet
       *[other] scheiden
    } aus dem K.-o.-Turnier aus.
tournament-next-starts = Runde { $round } beginnt jetzt.
tournament-next-final = Das Finale beginnt jetzt.
tournament-next-waits = Runde { $round } beginnt, sobald { $tables ->
        [one] der letzte andere Tisch fertig ist
       *[other] die { $tables } anderen noch laufenden Tische fertig sind
    }.
tournament-next-last = Das war die letzte Runde: Das Siegertreppchen folgt, sobald { $tables ->
        [one] der letzte andere Tisch fertig ist
       *[other] die { $tables } anderen noch laufenden Tische fertig sind
    }.
tournament-next-over = Das Turnier ist vorbei: Schau dir das Siegertreppchen an.
tournament-next-cancelled = Das Turnier wurde abgesagt: Es gibt keine weitere Runde.
tournament-next-started = Runde { $round } hat begonnen.
tournament-next-final-started = Das Finale hat begonnen.
tournament-next-plays = { $player } spielt an { $table }.
tournament-next-bye = { $player } hat in dieser Runde ein Freilos.
tournament-standings-posted = Die Tabelle wird gleich für alle in { $channel } veröffentlicht.
tournament-standings-updated = Die öffentliche Tabelle wird gleich aktualisiert: { $link }
## eine Herausforderung hält ihren Platz frei
lobby-decline = Ablehnen
lobby-declined = { $invited } hat die Herausforderung abgelehnt. Dieser Tisch ist aufgelöst.
## das Ende eines Turniers
tournament-bye-line-final = { $player } kommt mit einem Freilos ins Finale: Es blieb kein Gegner übrig.
tournament-bye-call-final = { $players }: Freilos in Runde { $round } von **{ $name }**: Es blieb kein Gegner übrig. Der Finaltisch meldet sich, sobald er bereit ist.
tournament-next-final-tie = { $players } liegen gleichauf auf dem ersten Platz. Die Setzliste (nach Wertung oder zu Beginn ausgelost) entscheidet: { $winner } gewinnt das Finale.
