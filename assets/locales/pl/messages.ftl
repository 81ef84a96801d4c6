# Publiczne wiadomości gry: stół, tury, wyniki, głosowania. Są w języku
# serwera (/hypnosia settings language).

## Kolory i gracze komputerowi

color-red = czerwony
color-yellow = żółty
color-green = zielony
color-cyan = turkusowy
color-blue = niebieski
color-magenta = purpurowy

level-easy = łatwy
level-medium = średni
level-hard = trudny
ai-player = SI ({ $level })

## Stół

lobby-title = Hypnosia — nowy stół
lobby-host = Gospodarz: { $host }
lobby-seats = **Miejsca ({ $taken }/{ $seats })**
lobby-closes = Zamknięcie, jeśli nic się nie wydarzy: { $closes }
lobby-rules = Zasady
variant-standard = standardowe
variant-no-stacks-over-bridges = podwójne pionki nie przechodzą przez mosty
lobby-timeout = Czas na turę
lobby-where = Gdzie
lobby-where-thread = w wątku
lobby-where-channel = na tym kanale
lobby-footer = Gospodarz może rozpocząć grę, gdy zajęte są co najmniej dwa miejsca.
lobby-join = Dołącz
lobby-leave = Wyjdź
lobby-start = Start (gospodarz)
lobby-cancel = Odwołaj (gospodarz)
lobby-add-ai = Dodaj SI: { $level }
lobby-remove-ai = Usuń SI
lobby-pick-color = Siedzisz już? Wybierz inny kolor
lobby-idle-closed = Ten stół zamknął się po dłuższym czasie bez aktywności.
lobby-everybody-left = Wszyscy wyszli; ten stół jest zamknięty.
lobby-host-cancelled = Gospodarz zamknął ten stół.
lobby-starting = Rozpoczynanie gry…
lobby-started-here = Gra nr { $game } rozpoczęła się tutaj, tuż poniżej. Grają: { $players }.
lobby-started-thread = Gra nr { $game } rozpoczęła się w swoim wątku: { $thread }. Grają: { $players }.
game-thread-name = Gra Hypnosia { $game }

## Wiadomość tury

opening-title = **Rzut o pierwszeństwo**
opening-tie = Remis, jeszcze raz:
turn-title = { $emoji } Tura: { $name }
turn-dice = Kostki: **{ $first }** i **{ $second }**
turn-so-far = Na razie: { $moves }
turn-die-left = Pozostała kostka: **{ $dice }**
turn-deadline = Czas na ruch mija: { $deadline }. Potem komputer rozegra tę turę za ciebie.
turn-last-warning = ⚠️ { $count ->
        [one] Twoja ostatnia tura minęła
        [few] Twoje ostatnie { $count } tury minęły
       *[other] Twoje ostatnie { $count } tur minęło
    } bez ruchu: jeszcze jedno przekroczenie czasu oznacza usunięcie z gry.
turn-die-blocked = Z kostką { $die } nie ma teraz żadnego możliwego ruchu.
turn-computer-thinking = Komputer myśli…
turn-scores = Wyniki
turn-footer = Gra { $game } · tura { $turn }
turn-your-move = { $mention }, twój ruch.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(poza grą)
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } — rzut { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] przepada kostka { $dice }
       *[other] przepadają kostki { $dice }
    } (brak możliwego ruchu)
dice-and = { $first } i { $second }
left-resigned = — poddanie gry
left-removed = — usunięcie z gry po { $count } przekroczeniach czasu z rzędu
left-removed-short = — usunięcie z gry po powtarzających się przekroczeniach czasu

## Wyniki

results-title = Hypnosia — wyniki
results-over = Koniec gry: { $reason }.
results-cancelled-by = odwołana przez { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points } pkt · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· ranking { $before } → { $after }
results-footer = Gra { $game }
results-rematch = Rewanż
results-export = Eksportuj
reason-center-full = pełne centrum
reason-players-left = mniej niż dwóch graczy w grze
reason-board-empty = brak pionków na planszy
reason-round-limit = limit rund osiągnięty
reason-cancelled = gra odwołana

## Poddanie i odwołanie gry

resign-confirm = Poddać grę nr { $game }? Twoje pionki z miejsc startowych i z okręgów schodzą z planszy, pionki w centrum zachowują swoje punkty, a gra liczy się jako porażka.
resign-button = Poddaj się
resigned-done = Gra nr { $game } została poddana. Twoje pionki zeszły z planszy.
cancel-force-confirm = Wymusić odwołanie gry nr { $game }? Gra nie będzie liczona, a gracze dowiedzą się, że odwołanie pochodzi od ciebie.
cancel-confirm = Odwołać grę nr { $game }? Gra nie będzie liczona.
cancel-button = Odwołaj grę
vote-text =
    { $name } prosi o odwołanie gry nr { $game }. Wszyscy, którzy jeszcze grają, muszą się zgodzić przed końcem głosowania ({ $ends }); inaczej gra toczy się dalej.
    { $people }
vote-agree = Zgadzam się
vote-closed = Gra nr { $game }: { $text }
vote-cancelled = odwołana.
vote-all-agreed = wszyscy grający się zgodzili, więc została odwołana.
vote-expired = Nie wszyscy zgodzili się w ciągu 2 minut: gra toczy się dalej.
cancelled-by-force = { $name } (Zarządzanie serwerem)
cancelled-by-vote = { $name } (wszyscy się zgodzili)

## Inne odpowiedzi

board-reposted = Plansza jest znowu na dole kanału.
rematch-open = Stół rewanżowy jest otwarty na { $channel }.
export-json = Gra { $game }, format `hypnosia-record/1`.
export-gif = Gra { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na ruch.
export-gif-turns = Gra { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na turę, w rozdzielczości { $size } px: z każdym ruchem plik przekroczyłby limit przesyłania Discorda.
export-gif-scaled = Gra { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na ruch, w rozdzielczości { $size } px, by zmieścić się w limicie przesyłania Discorda.

## Tekst jednakowy we wszystkich językach (imię)

plain = { $text }
# Gdy długi tekst jest skracany, by zmieścić się w limitach Discorda.
fit-earlier-lines = …{ $count ->
        [one] { $count } wcześniejszy wiersz ukryty
        [few] { $count } wcześniejsze wiersze ukryte
       *[other] { $count } wcześniejszych wierszy ukrytych
    }
fit-more-lines = …{ $count ->
        [one] i jeszcze { $count } wiersz
        [few] i jeszcze { $count } wiersze
       *[other] i jeszcze { $count } wierszy
    }

## Czasy (czas na turę), które bot odczytuje z powrotem: krótkie jednostki.

duration-hours = { $count } godz.
duration-minutes = { $count } min
duration-seconds = { $count } s
# Przed linkiem do wiadomości stołu lub gry.
held-link = : { $link }
# Łączy podsumowanie tury z tym, co nastąpiło.
summary-then = { $summary }: { $then }
# Łączy ruchy tury z kostkami, które przepadły.
summary-also = { $summary }; { $then }
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}
# Wolne gry: przypomnienie, gdy zostaje ćwierć czasu; $at i $deadline to względne czasy Discorda.
turn-reminder-when = Przypomnienie: { $at }, gdy zostanie ćwierć czasu.
turn-reminder = { $player }, twoja tura w grze #{ $game }. Czas na ruch mija: { $deadline }.
