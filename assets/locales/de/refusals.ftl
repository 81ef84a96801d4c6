# Ablehnungen und Fehler: nur für die Person sichtbar, die sie ausgelöst hat,
# in der Sprache ihres Discord-Clients.

## Klicks auf Zugknöpfe

refusal-malformed = Diesen Knopf kenne ich nicht.
refusal-other-game = Dieser Knopf gehört zu einer anderen Partie.
refusal-finished = Diese Partie ist vorbei.
refusal-old-version = Das Brett hat sich geändert, seit dieser Knopf angezeigt wurde; wähle noch einmal in der aktualisierten Nachricht.
refusal-spectator = Du spielst in dieser Partie nicht mit, aber zuschauen kannst du.
refusal-not-your-turn = Du bist nicht am Zug: { $name } ist dran.
refusal-illegal = Dieser Teilzug ist nicht mehr möglich.

## Tische

refusal-already-seated = Du sitzt schon an diesem Tisch.
refusal-not-seated = Du sitzt nicht an diesem Tisch.
refusal-full = Der Tisch ist voll ({ $seats } Plätze).
refusal-not-host = Nur wer den Tisch eröffnet hat ({ $host }), kann { $action ->
    [start] die Partie starten
    [cancel] den Tisch abbrechen
    [add-ai] einen Computerspieler hinzufügen
   *[remove-ai] einen Computerspieler entfernen
}.
refusal-no-ai = Es gibt keinen Computerspieler zum Entfernen.
refusal-color-taken = { $color } ist schon vergeben; wähle eine freie Farbe.
refusal-too-few-seats = Eine Partie braucht mindestens zwei Plätze: Warte, bis jemand dazukommt, oder füge einen Computerspieler hinzu.
refusal-bad-seat-count = Ein Tisch hat 2 bis 6 Plätze.
refusal-bad-timeout = Gib die Zeit pro Zug etwa als 90s, 2 Min., 1 Std. 30 Min. oder 3 Tage an, zwischen 30 Sekunden und 7 Tagen.
refusal-lobby-closed = Dieser Tisch ist geschlossen.
refusal-pick-color = Wähle eine Farbe aus der Liste.

## Aufgeben, Abbrechen, Revanche

refusal-not-playing = Du spielst in dieser Partie nicht mit.
refusal-already-left = Du hast diese Partie schon verlassen.
refusal-cancel-not-playing = Nur wer noch mitspielt oder ein Mitglied mit „Server verwalten“ kann diese Partie abbrechen.
refusal-others-must-agree = Andere spielen noch mit – auch sie müssen zustimmen.
refusal-vote-over = Diese Abstimmung ist vorbei.
refusal-vote-not-playing = Nur wer noch mitspielt, stimmt über den Abbruch dieser Partie ab.
refusal-rematch-not-player = Nur die Spieler dieser Partie können eine Revanche verlangen.
refusal-rematch-tournament = An einem Turniertisch gibt es keine Revanche: Das Turnier setzt die nächste Runde selbst an. Klicke auf **Tabelle**, um deinen Stand zu sehen.
refusal-rematch-not-allowed = In diesem Kanal sind auf diesem Server keine Partien mehr erlaubt.
refusal-rematch-busy = In diesem Kanal gibt es schon einen offenen Tisch oder eine Partie.

## Wo gespielt wird

refusal-dm = Hier kannst du über die App in deinem Konto { $here } nutzen, dazu **{ $challenge }** im Apps-Menü einer Person. { $server } gibt es nur auf einem Server, der den Bot hinzugefügt hat.
refusal-challenge-self = Fordere eine andere Person heraus: nicht dich selbst und keinen Bot.
refusal-external-apps-off = Dieser Server erlaubt Apps aus den Konten seiner Mitglieder nicht, hier zu posten: Niemand sonst könnte deinen Tisch sehen. Spiel mit deinen Freunden in einer Direktnachricht oder Gruppen-DM ({ $new } dort) oder bitte einen Admin, den Bot zu diesem Server hinzuzufügen.
refusal-channel-not-allowed = Auf diesem Server wird in { $channels } gespielt.
refusal-channel-lobby =
    In diesem Kanal gibt es schon einen offenen Tisch (Partie #{ $game }){ $link }
    Sein Gastgeber { $host } kann ihn auflösen; sonst schließt er sich, wenn ihn niemand benutzt (Schluss: { $closes }). Bis dahin eröffne deinen in einem anderen Kanal.
refusal-channel-game =
    In diesem Kanal läuft schon eine Partie (Partie #{ $game }){ $link }
    Eine neue kannst du hier starten, sobald sie vorbei ist – ob sie regulär endet, ihre Spieler sie mit { $resign } verlassen oder sie mit { $cancel } abgebrochen wird. Bis dahin starte deine in einem anderen Kanal.
refusal-no-running-game = In diesem Kanal läuft keine Partie.
refusal-no-game-here = In diesem Kanal wurde noch keine Partie gespielt.
refusal-no-finished-game-here = In diesem Kanal ist noch keine Partie zu Ende gegangen.
refusal-gif-too-large = Partie #{ $game } ist selbst mit einem kleinen Bild pro Zug zu lang für ein GIF unter Discords Upload-Limit. Exportiere sie als `json` oder sieh sie dir mit { $replay } an.
refusal-no-such-game = Hier gibt es keine Partie #{ $game }.
refusal-no-such-game-here = Diese Partie gibt es hier nicht.
refusal-no-finished-game = Hier gibt es keine beendete Partie #{ $game }.
refusal-game-running = Partie #{ $game } läuft noch: Sie kann nachgespielt werden, sobald sie vorbei ist.
refusal-game-gone = Diese Partie gibt es nicht mehr.
refusal-replay-turns = Partie #{ $game } hat nur { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }.

## Berechtigungen und Discord

refusal-manage-server = Dafür brauchst du die Berechtigung „Server verwalten“.
refusal-bot-missing = Mir fehlen hier diese Berechtigungen: { $permissions }.
refusal-bot-missing-channel = Mir fehlen in diesem Kanal diese Berechtigungen: { $permissions }.
refusal-cannot-post-board = Ich kann das Brett hier nicht zeigen: Mir fehlen in diesem Kanal diese Berechtigungen: { $permissions }. Die Partie läuft inzwischen weiter (Zeitlimits eingeschlossen).
refusal-cannot-open-thread = Ich kann den Thread der Partie nicht öffnen: Mir fehlen in diesem Kanal diese Berechtigungen: { $permissions }.
refusal-thread-failed = Ich konnte den Thread der Partie nicht erstellen, deshalb bleibt der Tisch offen: { $why } Starte noch einmal, wenn das behoben ist, oder eröffne einen Tisch ohne Thread.
refusal-private-thread = In einem privaten Thread kann kein Tisch eröffnet werden: Sein Besitzer könnte mich daraus entfernen und so eine gewertete Partie abbrechen. Eröffne den Tisch in einem Kanal oder einem öffentlichen Thread.
error-missing-permission = Mir fehlt in diesem Kanal eine Berechtigung (Kanal ansehen, Nachrichten senden, Links einbetten, Dateien anhängen, Nachrichtenverlauf anzeigen).
error-discord-unavailable = Discord antwortet gerade nicht richtig; versuch es in einer Minute noch einmal.
error-internal = Entschuldigung, bei mir ist etwas schiefgelaufen. Der Fehler wurde protokolliert.

## Befehle

refusal-cooldown = { $command } wurde in diesem Kanal gerade erst benutzt; versuch es in { $seconds } s noch einmal.
refusal-outdated-command = Die Befehle wurden gerade aktualisiert; versuch es in einer Minute noch einmal.
refusal-bad-option = Diese Option ist ungültig.
refusal-bad-option-input = Diese Option ist ungültig: `{ $input }`.

## Discords Namen der Berechtigungen

permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-embed-links = Links einbetten
permission-attach-files = Dateien anhängen
permission-read-message-history = Nachrichtenverlauf anzeigen
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden

## Grenzen

refusal-limit-server =
    Hier gibt es schon { $cap ->
        [one] { $cap } offenen Tisch oder laufende Partie
       *[other] { $cap } offene Tische und laufende Partien
    }, so viele, wie gleichzeitig erlaubt sind. Beende oder brich einen Tisch oder eine Partie ab (mit { $cancel } oder dem Abbrechen-Knopf des Tischs), oder bitte ein Mitglied mit der Berechtigung „Server verwalten“, das Limit mit { $limit } zu erhöhen.
refusal-limit-own-lobby =
    Du bist hier schon Gastgeber eines offenen Tischs (Partie #{ $game }).
    Nur einer auf einmal: Starte ihn oder brich ihn mit seinem Abbrechen-Knopf ab; sonst schließt er sich { $closes }, wenn ihn niemand benutzt.
refusal-gif-busy = Der Bot zeichnet gerade andere GIFs und seine Warteschlange ist voll. Versuch es in einer Minute noch einmal.
refusal-gif-cooldown = Du hast gerade erst ein GIF angefordert: eine Zeichnung pro Minute und Person. Versuch es in { $seconds } s noch einmal.
refusal-drawing-busy = Der Bot hat gerade zu viele Bilder zu zeichnen. Versuch es gleich noch einmal.

## /hypnosia learn und Tipps

refusal-lesson-button = Dieser Knopf gehört zu keinem Schritt der Lektionen.
refusal-practice-direct = Eine Übungspartie gibt es nur auf einem Server, der den Bot hinzugefügt hat. Hier spielst du mit { $new } gegen den Computer: Füge eine leichte KI hinzu und starte.
refusal-puzzle-none = Hier gibt es noch keine Aufgabe.
refusal-puzzle-gone = Diese Aufgabe gibt es hier nicht mehr: Hol dir eine andere.
refusal-puzzle-button = Dieser Knopf gehört nicht zum Zug dieser Aufgabe: Hol dir eine neue Aufgabe.
refusal-hint-old = Dieser Tipp-Knopf gehört zu einem früheren Stand der Partie: Nimm den auf dem neuesten Brett.
refusal-hint-not-yours = Tipps gibt es nur für die einzige Person, die diese Partie gegen KI-Spieler spielt, wenn sie am Zug ist.
refusal-analysis-cancelled = Partie #{ $game } wurde abgebrochen: Es gibt nichts zu analysieren.
refusal-season-unknown = Es gibt keine Saison „{ $season }“: Wähle einen der Vorschläge oder gib einen Monat wie { $example }, ein Quartal wie 2026-Q4 oder `all` für alle Partien ein.
refusal-analysis-posting = Die Analyse von Partie #{ $game } ist unterwegs: Sie erscheint gleich hier.

## once
refusal-heavy-too-fast = Du forderst Bretter, Tipps, Partien zum Nachspielen und Diagramme schneller an, als der Bot seine Zeit gerecht verteilen kann. Versuch es { $when } noch einmal.
refusal-practice-cooldown = Du hast gerade erst eine Übungspartie eröffnet. Eine weitere kannst du { $when } eröffnen.
refusal-practice-running = Deine Übungspartie läuft noch: { $link }. Spiel sie zu Ende oder gib auf, bevor du eine neue eröffnest.
refusal-rematch-cooldown = Du hast gerade erst eine Revanche verlangt. Eine weitere kannst du { $when } verlangen.

## lobby
refusal-pick-computer = Wähle in der Liste eine Stufe oder „KI entfernen“.
refusal-held-lobby =
    In diesem Kanal gibt es schon einen offenen Tisch (Partie #{ $game }), Gastgeber ist { $host }: Setz dich dazu oder eröffne deinen in einem anderen Kanal.
    Sein Gastgeber kann ihn auflösen; sonst schließt er sich, wenn ihn niemand benutzt (Schluss: { $closes }).
refusal-held-lobby-yours =
    Du hast in diesem Kanal schon einen offenen Tisch (Partie #{ $game }).
    Starte ihn oder löse ihn mit seinem Abbrechen-Knopf auf; sonst schließt er sich, wenn ihn niemand benutzt (Schluss: { $closes }).
refusal-held-game =
    In diesem Kanal läuft schon eine Partie (Partie #{ $game }).
    Eine neue kannst du hier starten, sobald sie vorbei ist – ob sie regulär endet, ihre Spieler sie mit { $resign } verlassen oder sie mit { $cancel } abgebrochen wird. Bis dahin starte deine in einem anderen Kanal.
refusal-rematch-held = Wo diese Partie gespielt wurde, ist schon ein Tisch offen (Partie #{ $game }, Gastgeber ist { $host }): Setz dich dort dazu.
refusal-rematch-held-yours = Dein Revanche-Tisch ist schon offen (Partie #{ $game }): Starte ihn dort, sobald die anderen dabei sind.
refusal-limit-member-you = Du spielst hier schon { $cap ->
        [one] { $cap } laufende Partie
       *[other] { $cap } laufende Partien
    }, so viele, wie jedes Mitglied gleichzeitig spielen darf. Beende zuerst eine, verlasse eine mit { $resign } oder bitte ein Mitglied mit „Server verwalten“, das Limit mit { $limit } anzuheben.
refusal-limit-member = { $user } spielt hier schon { $cap ->
        [one] { $cap } laufende Partie
       *[other] { $cap } laufende Partien
    }, so viele, wie jedes Mitglied gleichzeitig spielen darf: Diese Person kann den Tisch verlassen, damit er ohne sie startet; sonst startet er, sobald eine ihrer Partien endet.

refusal-analysis-not-yours = Du hast in Partie #{ $game } nicht mitgespielt: Die Züge jedes Spielers sieht nur er selbst.

## Turniere

refusal-tournament-server-cap = Dieser Server hat schon { $cap } Turniere in Anmeldung oder im Gange; warte, bis eines endet.
refusal-tournament-full = Dieses Turnier ist voll ({ $cap } Spieler).
refusal-tournament-signup-over = Die Anmeldung zu diesem Turnier ist vorbei.
refusal-tournament-already-in = Du bist für dieses Turnier schon angemeldet.
refusal-tournament-not-in = Du spielst in diesem Turnier nicht mit.
refusal-tournament-closed = Dieses Turnier ist vorbei oder wurde abgesagt.
refusal-tournament-not-host = Nur der Gastgeber des Turniers oder ein Mitglied, das den Server verwaltet, kann das tun.
refusal-tournament-too-few = Ein Turnier braucht mindestens zwei Spieler, um zu beginnen.
refusal-tournament-player-cap = Ein Turnier hat 2 bis { $cap } Spieler.
refusal-tournament-rounds = Ein Schweizer Turnier hat 1 bis { $rounds } Runden.
refusal-tournament-none = Auf diesem Server läuft kein Turnier und keines nimmt Anmeldungen an.
refusal-tournament-start-time = `beginn_in` und `einchecken` nehmen eine Zeit ab jetzt, z. B. 30m, 2h, 1d (höchstens 7 Tage); lass `beginn_in` leer, um das Turnier selbst zu starten.
refusal-tournament-no-check-in = Dieses Turnier hat keinen Check-in: Die Anmeldung genügt.
refusal-tournament-check-in-later = Der Check-in beginnt { $time }.
refusal-tournament-check-in-start = Ein Check-in braucht einen Beginn (`beginn_in`).
refusal-tournament-cooldown = Du hast gerade erst ein Turnier eröffnet. Ein weiteres kannst du { $when } eröffnen.
## eine Herausforderung hält ihren Platz frei
refusal-seat-kept = Dieser Platz ist für { $invited } reserviert (eine Herausforderung von { $host }). Wenn du spielen willst, eröffne einen eigenen Tisch.
refusal-not-invited = Nur { $invited } kann diese Herausforderung ablehnen.
refusal-no-challenge = Hier gibt es keine Herausforderung mehr abzulehnen.
refusal-challenge-cooldown = Du hast gerade erst jemanden herausgefordert. Die nächste Herausforderung kannst du { $when } aussprechen.
