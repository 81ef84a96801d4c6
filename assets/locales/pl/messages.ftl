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
lobby-admin-closed = Członek zarządzający tym serwerem zamknął ten stół.
lobby-starting = Rozpoczynanie gry…
lobby-started-here = Gra nr { $game } rozpoczęła się tutaj, tuż poniżej. Grają: { $players }.
lobby-started-thread = Gra nr { $game } rozpoczęła się w swoim wątku: { $thread }. Grają: { $players }.
game-thread-name = Gra Hypnosia { $game }

## Wiadomość tury

opening-title = **Rzut o pierwszeństwo**
opening-tie = Remis, jeszcze raz:
turn-dice = Kostki: **{ $first }** i **{ $second }**
turn-last-warning = ⚠️ { $count ->
        [one] Twoja ostatnia tura minęła
        [few] Twoje ostatnie { $count } tury minęły
       *[other] Twoich ostatnich { $count } tur minęło
    } bez ruchu: jeszcze jedno przekroczenie czasu oznacza usunięcie z gry.
turn-last-warning-alone = ⚠️ { $count ->
        [one] Twoja ostatnia tura minęła
        [few] Twoje ostatnie { $count } tury minęły
       *[other] Twoich ostatnich { $count } tur minęło
    } bez ruchu: po jeszcze jednym przekroczeniu czasu bot dogra za ciebie resztę gry.
move-auto = { $played } (ruch bota)
move-auto-timeout = { $played } (ruch bota: minął czas)
move-auto-finish = { $played } (ruch bota: „Dokończ za mnie”)
move-auto-decided = { $played } (ruch bota: nikt inny nie mógł już grać)
turn-summary-rolled = { $emoji } { $name } 🎲{ $first }·{ $second }
turn-footer = Gra nr { $game } · tura { $turn }
turn-refresh = Odśwież
turn-played-board-follows = ✅ Tura rozegrana · plansza zaraz się zaktualizuje
board-old-stays = Plansza jest teraz tutaj. Jej drugiej kopii nie udało się zmienić: jej przyciski zostają, ale tylko ta plansza nadąża za grą.
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] przepada kostka { $dice }
       *[other] przepadają kostki { $dice }
    } (brak możliwego ruchu)
dice-and = { $first } i { $second }
left-resigned = — poddanie gry
left-removed = — usunięcie z gry po { $count } przekroczeniach czasu z rzędu
left-removed-short = — usunięcie z gry po powtarzających się przekroczeniach czasu
# Tam, gdzie grę pokazują tylko kliknięcia (wiadomość prywatna, grupowa), linia nad planszą:
# bot rozegrał turę osoby, której minął czas; $count przekroczeń z rzędu do tej pory,
# po $max usunięcie z gry. Bez form rodzajowych.
timeout-played = ⏱ { $name }: minął czas, turę rozegrał bot (przekroczenie { $count } z { $max }; po { $max } z rzędu usunięcie z gry).
# To samo, gdy nikt inny nie czeka: po $max bot dokończy grę za tę osobę.
timeout-played-alone = ⏱ { $name }: minął czas, turę rozegrał bot (przekroczenie { $count } z { $max }; po { $max } z rzędu bot dokończy grę).
# Osobna wiadomość (edycja planszy nikogo nie powiadamia): usunięcie $mention.
timeout-removed-notice = ⏱ { $mention } — usunięcie z gry nr { $game } po { $count } przekroczeniach czasu z rzędu.
# To samo, gdy usunięcie zakończyło grę; $people oznacza wszystkich przy stole.
timeout-end-removed = ⏱ { $people }: gra nr { $game } zakończona: { $name } — usunięcie z gry po { $count } przekroczeniach czasu z rzędu. Wyniki są na planszy powyżej.
# To samo, gdy bot dokończył grę za osobę, której minął czas.
timeout-end-played-out = ⏱ { $people }: gra nr { $game } zakończona: { $name } — minął czas, a resztę gry rozegrał bot. Wyniki są na planszy powyżej.

## Wyniki

results-over = Koniec gry: { $reason }.
results-played-by-bot = 🤖 { $name }: bot rozegrał { $count } z { $total ->
        [one] { $total } tury
       *[other] { $total } tur
    }{ $why }
results-walked-away = 🤖 { $name }: bot rozegrał { $count } z { $total ->
        [one] { $total } tury
       *[other] { $total } tur
    }{ $why }, czyli większość gry, więc nie liczy się ona jako wygrana ani najlepsze miejsce.
results-why-timeout = minął czas
results-why-finish = „Dokończ za mnie”
results-why-decided = nikt inny nie mógł już grać
results-headline-uncounted = 🤖 Gra nr { $game }: { $count ->
        [one] pierwsze miejsce dla gracza { $names }
       *[other] pierwsze miejsce ex aequo dla graczy { $names }
    }, ale grał bot – wygrana się nie liczy
results-cancelled-by = odwołana — { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points } pkt · ★{ $center } · ✕{ $captures }{ $rating }
results-footer = Gra nr { $game } · ★ centrum · ✕ zbicia
results-rematch = Rewanż
results-next = Co dalej
results-standings = Tabela
results-export = Eksportuj
reason-center-full = pełne centrum
reason-players-left = mniej niż dwóch graczy w grze
reason-board-empty = brak pionków na planszy
reason-round-limit = limit rund osiągnięty
reason-cancelled = gra odwołana

## Poddanie i odwołanie gry

resign-confirm = Poddać grę nr { $game }? Twoje pionki z miejsc startowych i z okręgów schodzą z planszy, pionki w centrum zachowują swoje punkty, a gra liczy się jako porażka.
resign-button = Poddaj się
resigned-done = Gra została poddana. Twoje pionki zeszły z planszy.
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
export-json = Gra nr { $game }, format `hypnosia-record/1`.
export-gif = Gra nr { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na ruch.
export-gif-turns = Gra nr { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na turę, w rozdzielczości { $size } px: z klatką na każdy ruch plik przekroczyłby limit przesyłania Discorda.
export-gif-scaled = Gra nr { $game }: { $frames ->
        [one] { $frames } klatka
        [few] { $frames } klatki
       *[other] { $frames } klatek
    }, jedna na ruch, w rozdzielczości { $size } px, by zmieścić się w limicie przesyłania Discorda.

## Tekst jednakowy we wszystkich językach (imię)

plain = { $text }
# Gdy długi tekst jest skracany, by zmieścić się w limitach Discorda.
log-earlier-lines = …{ $count ->
        [one] { $count } wcześniejszy wiersz ukryty
        [few] { $count } wcześniejsze wiersze ukryte
       *[other] { $count } wcześniejszych wierszy ukrytych
    } · wszystkie zobaczysz po grze w { $replay }
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
summary-then = { $summary } · { $then }

## Nauka (/hypnosia learn) i podpowiedzi w grach treningowych

learn-title = Lekcja { $number }/{ $total }: { $name }
learn-footer = Tę lekcję widzisz tylko ty. Grasz czerwonymi; niebieskie (komputer, na planszy AI) czekają na swoją turę.
## /hypnosia puzzle
puzzle-title = Zadanie nr { $number }
puzzle-task = Ruch ma: **{ $color }**. Jeden sposób zagrania obu kostek jest wyraźnie najlepszy: znajdź go.
puzzle-first-played = Już zagrane: { $moves }. Teraz druga kostka.
puzzle-again = Twoja odpowiedź na to zadanie jest już zapisana: ta nie zmieni twojego rankingu zadań.
puzzle-from-game = Z gry nr { $game } rozegranej tutaj, tura { $turn }.
puzzle-from-set = Z własnego zbioru zadań bota.
puzzle-footer = Tylko ty widzisz to zadanie. Twój ranking zadań: { $rating }
puzzle-footer-new = Tylko ty widzisz to zadanie. Twoja pierwsza odpowiedź ustali twój ranking zadań.
puzzle-footer-next = Tylko ty to widzisz. „Następne zadanie” da ci kolejne.
puzzle-right = ✅ Dobrze! { $moves } to najlepszy sposób gry.
puzzle-why = Dlaczego:{ $why }
puzzle-wrong = ❌ To nie najlepszy ruch. Twoje zagranie, { $moves }, kosztuje { $loss } pkt proc. szansy na wygraną.
puzzle-best = Najlepsze było { $moves }. Dlaczego:{ $why }
puzzle-rating-moved = Twój ranking zadań: { $before } → **{ $after }** ({ $delta }), rozwiązane { $solved } z { $attempts }.
puzzle-next = Następne zadanie
puzzle-restart = ↺ Od nowa
puzzle-rating-kept = Już odpowiedziano: twój ranking zadań zostaje **{ $rating }**.

## Zadanie dnia (/hypnosia settings puzzle)
daily-puzzle-title = 🧩 Zadanie dnia · { $date }
daily-puzzle-date = { $weekday ->
    [1] poniedziałek
    [2] wtorek
    [3] środa
    [4] czwartek
    [5] piątek
    [6] sobota
   *[7] niedziela
}, { $day } { $month ->
    [1] stycznia
    [2] lutego
    [3] marca
    [4] kwietnia
    [5] maja
    [6] czerwca
    [7] lipca
    [8] sierpnia
    [9] września
    [10] października
    [11] listopada
   *[12] grudnia
}
daily-puzzle-level = Poziom: **{ $level ->
    [easy] łatwy
    [medium] średni
    [hard] trudny
   *[expert] bardzo trudny
}** · ranking { $rating }
daily-puzzle-answers = { $attempts ->
    [0] Nikt jeszcze nie odpowiedział.
   *[other] Poprawne odpowiedzi: **{ $solved }** z { $attempts }
}
daily-puzzle-shared-solved = ✅ { $who } rozwiązuje zadanie dnia ({ $date }) za pierwszym podejściem.
daily-puzzle-shared-tried = 🧩 { $who } mierzy się z zadaniem dnia ({ $date }): tym razem bez rozwiązania.
daily-puzzle-footer = „Rozwiąż” otwiera je tylko dla ciebie. Twoja pierwsza odpowiedź liczy się do twojego rankingu zadań.
daily-puzzle-solve = Rozwiąż
daily-puzzle-on = Zadanie dnia: codziennie (UTC) na { $channel }.
daily-puzzle-off = Zadanie dnia: wyłączone.
learn-right = ✓ Dobrze!
learn-would-land = ✗ { $choice } to nie ten ruch: pionek stanąłby na { $space }.
learn-would-capture = ✗ { $choice } to nie ten ruch: { $count ->
        [one] zbiłby pionek
        [few] zbiłby { $count } pionki
       *[other] zbiłby { $count } pionków
    } na { $space }.
learn-would-enter = ✗ { $choice } to nie ten ruch: pionek wszedłby do centrum na miejsce { $place } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    } w sumie).
learn-did-capture = { $count ->
        [one] Zbicie: +1 punkt dla ciebie, −1 dla niebieskich.
       *[other] Zbite pionki ({ $count }): +{ $count } pkt dla ciebie, −{ $count } dla niebieskich.
    }
learn-did-enter = { $count ->
        [one] Twój pionek jest w centrum
       *[other] Twoje pionki ({ $count }) są w centrum
    }: +{ $points } pkt.
learn-did-lose = { $count ->
        [one] Kostka { $dice } nie ma już ruchu: przepada, a tura przechodzi dalej.
       *[other] Kostki { $dice } nie mają już ruchu: przepadają, a tura przechodzi dalej.
    }
learn-done-title = Koniec lekcji
learn-done = Znasz już grę. Przycisk poniżej od razu zaczyna grę treningową z łatwym komputerem, we własnym wątku, jeśli serwer prowadzi gry w wątkach. Nie spiesz się: tury nie mają limitu czasu. Gdy grasz w pojedynkę z komputerem, przycisk Podpowiedź pokazuje, jak zagrałby trudny komputer.
learn-practice = Gra treningowa
learn-practice-open = Twoja gra treningowa zaczęła się na { $channel }. Nie spiesz się: tury nie mają limitu czasu. Gra kończy się po dniu bez ruchu.
learn-lane-name = Wyjście z miejsc startowych
learn-lane-task = Pionek 3 potrzebuje co najmniej trójki, żeby wyjść z miejsc startowych. Wyższy wynik kostki przesuwa go dalej: o jedno pole za twoim wejściem `O0` za każde oczko ponad 3. Wypadło 2 i 4: wyprowadź **pionek 3** na okrąg zewnętrzny.
learn-lane-wrong = Pionek 3 potrzebuje kostki 3 lub więcej: wyprowadza go tylko czwórka. 4 to o jeden więcej niż 3, więc pionek staje jedno pole za `O0`, na `O1`.
learn-counting-name = Dokładne liczenie
learn-counting-task = Ruch wykorzystuje całą wartość kostki: pionek idzie dokładnie o tyle pól przeciwnie do ruchu wskazówek zegara i przeskakuje wszystko po drodze; liczy się tylko pole, na którym staje. Przeprowadź **pionek 1** nad niebieskim pionkiem na `O5`.
learn-counting-wrong = Z `O1` na `O5` prowadzi tylko czwórka: niebieski pionek na `O3` jest po prostu przeskakiwany.
learn-bridge-name = Przejście przez most
learn-bridge-task = Złote pola to mosty. Ruch, który *zaczyna się* na moście, może przez niego przejść: pierwszy krok prowadzi w głąb, pozostałe biegną dalej po wewnętrznym okręgu. Najpierw postaw **pionek 1** na moście `O4`.
learn-bridge-cross-task = Teraz przejdź przez most dwójką: pierwszy krok prowadzi pionek 1 na `M3`, drugi na `M4`. Stanięcie na moście jedną kostką i przejście przez niego drugą prowadzi w głąb planszy w jednej turze.
learn-bridge-wrong = Przez most przechodzi tylko ruch, który zaczyna się na moście: stań na `O4` trójką, potem przejdź dwójką.
learn-stack-name = Podwójne pionki
learn-stack-task = Dwa twoje pionki na jednym polu tworzą podwójny pionek. Wyprowadź **pionek 2** z miejsc startowych na pionek 1 na `O2`.
learn-stack-move-task = Podwójny pionek porusza się jako całość. Przesuń cały podwójny pionek (pionki 1+2, na przycisku `①②`) dwójką na most `O4`.
learn-stack-wrong = Czwórka wyprowadza pionek 2 dwa pola za `O0` (4 to o dwa więcej niż 2), na pionek 1 na `O2`; potem dwójka przesuwa cały podwójny pionek, pionki 1+2.
learn-split-name = Odłączanie
learn-split-task = Pionek o wyższym numerze może też odłączyć się od podwójnego pionka i iść sam; drugi zostaje. Odłącz **pionek 2** trójką i przesuń go na most `O4`.
learn-split-wrong = Przycisk z `①②` przesuwa cały podwójny pionek (pionki 1+2); po odłączeniu pionek 2 idzie sam (`②`), a na `O4` prowadzi go tylko trójka.
learn-capture-name = Zbijanie
learn-capture-task = Pionek, który staje na pojedynczym pionku przeciwnika, zbija go (✕): zbity pionek odpada z gry, +1 punkt dla ciebie i −1 dla jego właściciela. Pojedynczy pionek nie może zbić podwójnego, więc żaden przycisk nie prowadzi pionka 1 na niebieski podwójny pionek na `O6`. Zbij niebieski pionek na `O4`.
learn-capture-wrong = Tylko trójka prowadzi pionek 1 na pojedynczy niebieski pionek na `O4`; niebieski podwójny pionek na `O6` jest bezpieczny przed pojedynczym.
learn-stack-capture-name = Podwójny pionek zbija
learn-stack-capture-task = Podwójny pionek zbija pojedynczy pionek albo oba pionki podwójnego (+2). Twoich własnych pionków nic nie zbija: podwójny pionek nie może na nich stanąć. Zbij niebieski podwójny pionek na `O6` całym swoim podwójnym pionkiem.
learn-stack-capture-wrong = Czwórka prowadzi cały twój podwójny pionek, pionki 1+2, na niebieski podwójny pionek na `O6` i zbija oba pionki; odłączony pojedynczy pionek nie może zbić podwójnego.
learn-center-name = Centrum
learn-center-task = Mosty wewnętrznego okręgu prowadzą do centrum, ale tylko jedynką (★). Centrum ma pięć miejsc: 5, 4, 3, 2 i 1 pkt, w kolejności wejścia. Wprowadź **pionek 1** z mostu `I2`.
learn-center-wrong = Do centrum wchodzi się tylko z mostu wewnętrznego okręgu i tylko jedynką; każdy inny ruch prowadzi pionek dalej po wewnętrznym okręgu.
learn-stack-enters-name = Podwójny pionek wchodzi
learn-stack-enters-task = Cały podwójny pionek może wejść do centrum, dopóki wolne są co najmniej dwa miejsca: oba pionki zajmują kolejne miejsca, niższy numer pierwszy. Niebieskie zajmują miejsca 1 i 2: wprowadź cały swój podwójny pionek.
learn-stack-enters-wrong = Przy trzech wolnych miejscach cały podwójny pionek, pionki 1+2, może wejść i zająć miejsca 3 i 4 (3 + 2 punkty). Przy jednym wolnym miejscu wejść może tylko odłączony pionek.
learn-lost-die-name = Kostki bez ruchu
learn-lost-die-task = Twoja jedynka nie ma ruchu: pionek 1 stanąłby na niebieskim podwójnym pionku na `O7`, a pionki 2–4 potrzebują wyższej kostki, by wyjść z miejsc startowych. Przesuń czwórką **pionek 1** na `O10`: stamtąd jedynka nadal nie ma ruchu, więc przepada i twoja tura się kończy.
learn-lost-die-wrong = To ty wybierasz kolejność ruchów i nic nie zmusza do ratowania kostki. Lekcja prosi o pionek 1 na `O10`, skąd jedynka trafiłaby na niebieski podwójny pionek na `O11`.
learn-end-name = Koniec gry i kolejność
learn-end-task = Gra kończy się od razu, gdy piąty pionek wejdzie do centrum (albo gdy zostanie mniej niż dwóch graczy lub na planszy nie ma już pionków). O kolejności decydują punkty; przy remisie wyżej jest gracz z pionkiem w centrum, a z nich ten, którego pionek wszedł najwcześniej. Ty i niebieskie macie po 7 punktów: zajmij ostatnie miejsce **pionkiem 1**.
learn-end-wrong = Tylko jedynka wprowadza pionek 1 z wewnętrznego mostu `I2` na ostatnie miejsce w centrum, co kończy grę.
hint-button = Podpowiedź
finish-button = Dokończ za mnie
turn-finish-why = Nikt inny nie może już grać: tylko ty masz jeszcze pionki na planszy. **Dokończ za mnie** pozwala trudnemu komputerowi od razu rozegrać twoje pozostałe tury; jeśli to większość twojej gry, nie będzie się ona liczyć jako wygrana ani najlepsze miejsce.
hint-text = 💡 Trudny komputer zagrałby { $choice }: { $why }
hint-why-center = ten ruch wprowadza pionek do centrum, gdzie jego punktów nie da się już stracić.
hint-why-capture = ten ruch zbija: +1 punkt dla ciebie i −1 dla właściciela, za każdy pionek.
hint-why-bridge = ten ruch korzysta z mostu, jedynej drogi w głąb, do centrum.
hint-why-safety = ten ruch zabiera pionek poza zasięg najbliższych rzutów przeciwników.
hint-why-advance = ten ruch przybliża pionek do centrum.
history-hinted = z podpowiedziami
# Szanse na wygraną (zgłoszenie 26): wiersz wiadomości tury i odtworzeń oraz
# analiza zakończonej gry.
results-analysis = Analiza
analysis-title = Analiza gry nr { $game }
analysis-chart = Wykres pokazuje szanse na wygraną po każdej rundzie (przy dwóch graczach tylko linię zwycięzcy; linia drugiego gracza jest jej odbiciem); ponumerowane znaczniki to punkty zwrotne.
analysis-turning-title = Punkty zwrotne
analysis-turning-line = { $number }. Runda { $round }: { $emoji } { $name } { $what } ({ $change })
analysis-turning-missed = { $number }. Runda { $round }: tura z 🎲{ $dice }, w której był możliwy lepszy ruch ({ $change })
analysis-no-turning-point = Żadna tura nie zmieniła szans.
analysis-players-title = Szczęście i umiejętności, na turę (punkty procentowe szans)
analysis-account = { $emoji } { $name }: { $start }% → { $end }% · szczęście { $luck } · umiejętności { $skill }
analysis-explained = Skąd się biorą liczby: niech E(x) oznacza szanse każdego gracza na wygraną w pozycji x. W każdej turze szczęście to E(po rzucie) − E(przed rzutem) dla gracza na ruchu, czyli co dały kostki względem przeciętnego rzutu; umiejętności to E(po ruchach) − E(po rzucie), czyli co dały ruchy względem najlepszej gry przy tym rzucie (najwyżej 0); to, co zmieniły tury i odejścia pozostałych graczy, to wpływ innych. Dla każdego gracza zmiana od początku do wyniku to dokładnie szczęście + umiejętności + wpływ innych. Wiadomość podaje szczęście i umiejętności na rozegraną turę, w punktach procentowych: +0,5 oznacza pół punktu szans na turę, około 25 punktów w grze trwającej 50 tur.
analysis-footer = Szanse według oceny trudnego gracza komputerowego.
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}
# Wolne gry: przypomnienie, gdy zostaje ćwierć czasu; $at i $deadline to względne czasy Discorda.
turn-reminder-when = Przypomnienie: { $at }, gdy zostanie ćwierć czasu.
# Wolne gry tam, gdzie grę pokazują tylko kliknięcia (wiadomość prywatna, grupowa): przypomnienie nie może tam przyjść.
turn-no-reminder = Tutaj nie będzie przypomnienia: bot pisze tylko wtedy, gdy ktoś kliknie.
turn-reminder = { $player }, twoja tura w grze nr { $game }. Czas na ruch mija: { $deadline }.
# Powiadomienia o turze w wiadomości prywatnej (`notify`, domyślnie wyłączone); $deadline to względny czas Discorda.
notify-on = Powiadomienia o turze są włączone: dostaniesz wiadomość prywatną, gdy zacznie się twoja tura i gdy zostanie ćwierć czasu, tylko w grach na serwerze z limitem czasu od godziny wzwyż (w wiadomościach prywatnych i grupowych bot dowiaduje się o turze dopiero, gdy ktoś kliknie).
notify-off = Powiadomienia o turze są wyłączone: bez wiadomości prywatnych o twoich turach.
notify-turn-dm = Twoja tura w grze nr { $game }. Czas na ruch mija: { $deadline }.
notify-reminder-dm = Przypomnienie: nadal trwa twoja tura w grze nr { $game }. Czas na ruch mija: { $deadline }.

## board
move-to-space = na { $space }
move-to-center = do centrum { $mark }
turn-line-you = { $emoji } { $mention }, twój ruch
turn-line-computer = { $emoji } { $name } myśli · { $dice }
turn-line-no-move = { $line } · { $die ->
        [1] jedynką
        [2] dwójką
        [3] trójką
        [4] czwórką
        [5] piątką
       *[other] szóstką
    } nie ma ruchu
turn-line-deadline = { $line } ⏱ { $deadline }
turn-line-idle-end = { $line } · ⏳ kończy się po dniu bez ruchu
chances-line = Szanse na wygraną: { $chances }
turn-heading-chances = Tura { $turn } · szanse: { $chances }
turn-heading-odds = Tura { $turn } · { $chances }
## lessons
learn-read-board = **Plansza.** Grasz czerwonymi: twoje pionki to czerwone kółka z numerami od 1 do 4, czekające na miejscach startowych. Każde pole ma nazwę: literę okręgu (`O` zewnętrzny, `M` środkowy, `I` wewnętrzny) i numer. Twoje pionki wchodzą na `O0`, swoje wejście, idą przeciwnie do ruchu wskazówek zegara i przez złote mosty w głąb planszy, aż do centrum. Etykiety pokazują, gdzie może skończyć się ruch: niebieskie dla pierwszej kostki, szare dla drugiej, jak przyciski.
learn-read-button = **Przyciski.** Każdy przycisk to jeden ruch: `🎲4 ③ O1` znaczy „czwórką przesuń pionek 3 na `O1`”: kostka, pionek (jego numer w kółku, jak na planszy), potem etykieta pola, na którym stanie; ✕ oznacza zbicie, ★ centrum. Przyciski pierwszej kostki są niebieskie, drugiej – szare. Kliknij ruch, który wybierasz.
learn-ringed = Pionek do ruchu jest na planszy otoczony białym okręgiem.
learn-shown = { $mark } To jest właściwy ruch: zielony przycisk.
learn-back = ◀ Wstecz
learn-skip = Pomiń ▶
learn-quit = Zakończ
learn-quit-title = Lekcje zamknięte
learn-quit-done = Wróć w każdej chwili poleceniem { $command }: wybierzesz wtedy lekcję, od której zaczniesz.
learn-practice-thread = Trening · { $name }
ai-player-numbered = SI { $number } ({ $level })

## doors
# Who called off a game whose channel, thread or server the bot can no longer reach.
cancelled-out-of-reach = bot (ten kanał jest już poza jego zasięgiem)
cancelled-idle = bot (dzień bez ruchu)
# Who called off a game reached only through clicks that nobody clicked for a day (a week for a slow game) after a time-out.
cancelled-unclicked = bot (po przekroczeniu czasu nikt nie wrócił do planszy)

## lobby
lobby-computer-menu = 🤖 Dodaj lub usuń gracza komputerowego (gospodarz)
lobby-go-to-table = Przejdź do stołu
rematch-invite = { $invited }: { $host } proponuje rewanż. Kliknij Dołącz poniżej, żeby zagrać; nikt nie siada przy stole, dopóki nie dołączy.
challenge-invite = { $invited }: { $host } wyzywa cię na partię Hypnosii. Kliknij Dołącz poniżej, żeby zająć miejsce.
lobby-start-failed = Nie udało się rozpocząć gry, więc stół jest znowu otwarty. { $why }
settings-member-limit = Trwające gry na gracza naraz: **{ $count }**
settings-ceilings = Górne limity ustalone przez operatora bota dla każdego serwera: **{ $tables }** (otwarte stoły i trwające gry), **{ $members }** (trwające gry na gracza)
## analysis
rating-change = ranking { $before } → { $after } ({ $change })
rating-provisional = tymczasowo ({ $games }/{ $of } gier)
analysis-posted-here = Analiza gry nr { $game } jest już opublikowana.
analysis-posted-now = Analiza gry nr { $game } została opublikowana dla wszystkich.
analysis-too-late = Analiza gry nr { $game } trwa dłużej, niż Discord daje mi czasu na odpowiedź. Obliczenia trwają dalej: poproś o nią ponownie za kilka minut.
analysis-help-button = Jak to czytać
analysis-verdict = { $head }; { $dice }.
analysis-head-mistakes = { $winner } wygrywa dzięki lepszej grze niż gracz { $loser }
analysis-head-play = { $winner } wygrywa dzięki lepszej grze
analysis-head-dice = { $winner } wygrywa dzięki kostkom
analysis-head-despite-dice = { $winner } wygrywa dzięki lepszej grze, mimo kostek
analysis-head-left = { $winner } wygrywa po odejściu pozostałych graczy
analysis-head-close = { $winner } wygrywa wyrównaną grę
analysis-head-won = { $winner } wygrywa
analysis-head-shared = { $winners } dzielą się zwycięstwem
analysis-dice-even = rzuty były wyrównane
analysis-dice-for = kostki sprzyjały graczowi { $player }
analysis-dice-against = kostki były przeciw graczowi { $player }
## channel
turn-summary-not-played = { $count ->
        [one] { $dice } niezagrana
       *[other] { $dice } niezagrane
    }
log-computers-played = 🤖 komputery rozegrały { $count } { $count ->
        [one] turę
        [few] tury
       *[other] tur
    }
log-played-for = 🤖 bot rozegrał za gracza { $name } { $count } { $count ->
        [one] turę
        [few] tury
       *[other] tur
    } (nikt inny nie mógł już grać)
log-played-out-for = 🤖 bot rozegrał za gracza { $name } { $count } { $count ->
        [one] turę
        [few] tury
       *[other] tur
    }, a komputery dokończyły grę (minął czas, nikt inny nie czekał)
log-played-for-finish = 🤖 bot rozegrał za gracza { $name } { $count } { $count ->
        [one] turę
        [few] tury
       *[other] tur
    } („Dokończ za mnie”)
log-played-for-timeout = 🤖 bot rozegrał za gracza { $name } { $count } { $count ->
        [one] turę
        [few] tury
       *[other] tur
    } (minął czas; nikt inny nie mógł już grać)
winner-points = { $name }, { $points } pkt
log-game-over = Gra nr { $game } zakończona: 🏆 { $winners }
log-game-over-uncounted = Gra nr { $game } zakończona: 🤖 { $winners } (grał bot – wygrana się nie liczy)
log-game-cancelled = Gra nr { $game } została odwołana.
log-results-link = Wyniki ↗
results-headline = 🏆 { $winners } { $count ->
        [one] wygrywa
       *[other] wygrywają
    } grę nr { $game }
results-headline-cancelled = Gra nr { $game } odwołana

## ruchy (zgłoszenie 45: jeden język ruchów, tura pasująca do każdego rzutu)
# Ruch słowami, bez kostki: „pionek 3 na O12”.
move-words = { $count ->
        [one] pionek
       *[other] pionki
    } { $pawns } { $to }
move-over-bridge = przez most na { $space }
move-captures = { $words } · zbija
move-sentence = 🎲{ $die } · { $words }
# Krótki przycisk ruchu, pięć w linii; taki sam w każdym języku.
move-chip = 🎲{ $die } { $pawns } { $to }
move-chip-center = ★{ $mark }
move-chip-captures = { $chip } ✕
move-die = 🎲{ $die }
# Podpowiedź menu kostki, która ma wiele ruchów.
move-menu = { $dice } · { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[other] { $count } ruchów
    }: wybierz jeden
board-alt-moves = Plansza; etykiety pokazują, gdzie kończy się każdy ruch. Ruchy: { $moves }
board-here = Plansza jest znowu na dole.

## Zgłoszenie 45, drobniejsze rzeczy

# Pod odpowiedzią widoczną tylko dla pytającego (statystyki, rozegrane gry): publikuje ją dla wszystkich.
share-button = Udostępnij
# Ten sam przycisk po opublikowaniu odpowiedzi.
share-done = Udostępniono

# Przyczyna punktu zwrotnego (po nazwie gracza): co dała jego tura.
# $dice: rzut, np. 6·6; $count: pionki.
analysis-cause-roll = wyrzuca { $dice }
analysis-cause-capture = wyrzuca { $dice } i zbija { $count ->
        [one] pionek
        [few] { $count } pionki
       *[other] { $count } pionków
    }
analysis-cause-center = wyrzuca { $dice } i wprowadza { $count ->
        [one] pionek
        [few] { $count } pionki
       *[other] { $count } pionków
    } do centrum
analysis-cause-lost-die = wyrzuca { $dice } i nie może użyć jednej kostki
analysis-cause-left = odchodzi z gry
# Werdykt, gdy jego początek mówi wszystko (lepsza gra mimo kostek).
analysis-verdict-alone = { $head }.
# Po „wygrywa dzięki kostkom”: jak wypadła gra.
analysis-play-even = gra była wyrównana
analysis-play-slightly = nieco lepsza gra po stronie gracza { $player }
analysis-play-better = lepsza gra po stronie gracza { $player }
analysis-play-others-slightly = nieco lepsza gra po stronie pozostałych graczy
analysis-play-others-better = lepsza gra po stronie pozostałych graczy

# Przycisk lekcji, który objaśnia planszę i przyciski.
learn-legend = Legenda
# Pod pierwszym zadaniem pierwszej lekcji.
learn-legend-hint = Pierwszy raz przy tej planszy? **Legenda** objaśnia ją i przyciski.

# Ostatni wiersz stołu, dla nowych; $learn: polecenie lekcji (wzmianka).
lobby-newcomers = Nie znasz jeszcze gry Hypnosia? { $learn } nauczy cię jej w kilka minut.

# Przycisk-odnośnik do wiadomości zamiast surowego linku (opublikowana analiza, ponownie wysłana plansza).
go-to-message = Przejdź do wiadomości

# Dlaczego ruch podpowiedzi jest dobry, gdy wyprowadza pionek z miejsca startowego.
hint-why-enter = ten ruch wyprowadza nowy pionek z miejsca startowego do gry.

## A quiet thread (issue 45): a rematch of a game played in a thread.
# The lobby's "Where" field for a lobby that is itself in a thread.
lobby-where-this-thread = w tym wątku
# A link button on the game's line in the channel, to its rematch's lobby.
log-rematch-link = Rewanż otwarty ↗
# Told only to the person who clicked Rematch, when the lobby opens right below them.
rematch-open-below = Twój stół jest poniżej.

# The errors of a game (issue 48): accuracy in the public analysis, a player's own marks in private.
analysis-accuracy-title = Dokładność (względem ruchów trudnego gracza komputerowego)
analysis-accuracy-line = { $emoji } { $name }: dokładność { $accuracy }/100 · strata { $rate } pkt proc. szans na decyzję ({ $decisions ->
        [one] { $decisions } decyzja
        [few] { $decisions } decyzje
       *[other] { $decisions } decyzji
    })
analysis-own-button = Moje ruchy
own-errors-title = Twoje ruchy w grze nr { $game } ({ $emoji } { $name })
own-errors-summary = Dokładność { $accuracy }/100 · strata { $rate } pkt proc. szans na decyzję; decyzje: { $decisions }
own-errors-marks = { $inaccuracies ->
        [one] { $inaccuracies } niedokładność
        [few] { $inaccuracies } niedokładności
       *[other] { $inaccuracies } niedokładności
    } · { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
       *[other] { $mistakes } błędów
    } · { $blunders ->
        [one] { $blunders } poważny błąd
        [few] { $blunders } poważne błędy
       *[other] { $blunders } poważnych błędów
    }
own-errors-no-decision = Żadna z twoich tur nie była decyzją: każdy rzut dało się zagrać tylko na jeden sposób.
own-errors-clean = Żaden twój ruch nie ma oznaczenia: dobra gra.
own-errors-worst-title = Twoje najkosztowniejsze tury
own-errors-worst-line = Tura { $turn } · { $dice } · { $mark } ({ $loss } pkt): zagrano { $played }
own-errors-worst-best = ↳ Najlepiej: { $best }
own-errors-no-move = brak ruchu
own-errors-replay = Tura { $turn }
own-errors-legend = Względem tury trudnego gracza komputerowego w tej samej pozycji i przy tym samym rzucie: niedokładność traci co najmniej { $inaccuracy } pkt proc. szans, błąd { $mistake }, poważny błąd { $blunder }. Przyciski otwierają każdą pozycję w powtórce.
mark-inaccuracy = niedokładność
mark-mistake = błąd
mark-blunder = poważny błąd

## Turnieje (issue 47)
tournament-title = 🏆 { $name }
tournament-host = Gospodarz: { $host }
tournament-rules = { $format } · stoły po { $seats } · czas na turę { $timeout }
tournament-format-swiss = System szwajcarski, { $rounds ->
        [one] 1 runda
        [few] { $rounds } rundy
       *[other] { $rounds } rund
    }
tournament-format-knockout = System pucharowy
tournament-starts-at = Start { $time }
tournament-starts-by-host = Zaczyna się, gdy gospodarz go uruchomi.
tournament-round-playing = Trwa runda { $round }.
tournament-final-playing = Trwa finał.
tournament-final-standings = Klasyfikacja końcowa
tournament-finished = Koniec: podium poniżej.
tournament-cancelled = Odwołany.
tournament-players = **Gracze ({ $count }/{ $cap })**
tournament-no-players = Jeszcze nikogo: kliknij Zapisz się.
tournament-join = Zapisz się
tournament-leave = Wypisz się
tournament-list-empty = Na tym serwerze nie trwają żadne zapisy ani turnieje.
tournament-standing = { $rank }. { $player }: { $points } pkt · punkty z gier { $game } · punkty rywali { $opponents }
tournament-standings-legend = Zwycięzca stołu zdobywa 1 punkt, ostatni 0; miejsca pomiędzy dostają równo rozłożone części punktu (przy stole 4 osób: 1; 0,67; 0,33; 0). Remisy: punkty z gier, potem punkty rywali, potem bezpośrednie pojedynki.
tournament-card-points = Punkty
tournament-card-game-points = Pkt. gier
tournament-card-opponents = Pkt. rywali
tournament-card-computer = Komputer (runda { $round })
tournament-card-computer-seat = Komputer
tournament-card-round = Runda { $round }
tournament-card-final = Finał
tournament-card-table = Stół { $table }
tournament-card-bye = Wolny los
tournament-card-reached = Etap
tournament-card-status = Status
tournament-card-still-in = W grze
tournament-card-out = Odpada w rundzie { $round }
tournament-card-finalist = Udział w finale
tournament-card-winner = Zwycięstwo
tournament-standing-knockout = { $rank }. { $player }: { $reached } · { $status }
tournament-bye-line = { $player } przechodzi do rundy { $next } z wolnym losem: nie został żaden przeciwnik.
tournament-bye-call = { $players }: w rundzie { $round } turnieju **{ $name }** wolny los: nie został żaden przeciwnik. Stół rundy { $next } da znać, gdy będzie gotowy.
tournament-podium-title = 🏆 { $name }: podium
tournament-podium-footer = Gracze: { $players } · { $rounds ->
        [one] 1 runda
        [few] { $rounds } rundy
       *[other] { $rounds } rund
    }
tournament-thread-name = 🏆 { $name }, runda { $round }, stół { $table }
tournament-table-ping = { $players }: tu jest wasz stół w turnieju **{ $name }**, runda { $round }. Powodzenia!
tournament-you-started = Turniej się zaczął: jego stoły grają.
tournament-you-cancelled = Turniej został odwołany.
tournament-you-left = Nie jesteś już w turnieju.
tournament-resign-swiss = To stół turniejowy: za tę grę dostajesz 0 punktów i zostajesz w turnieju.
tournament-resign-knockout = To stół pucharowy: zajmujesz przy nim ostatnie miejsce i odpadasz z turnieju.
tournament-you-removed = { $player } nie bierze już udziału w turnieju.
tournament-round-label = 🏆 { $name }, runda { $round }
tournament-check-in = Potwierdź obecność
tournament-check-in-line = Potwierdzanie obecności rusza { $time }: do stołów trafiają tylko osoby, które potwierdziły obecność.
tournament-check-in-open = ✅ Potwierdzanie obecności trwa do startu: potwierdzono { $checked } z { $count }.
tournament-check-in-call = { $players }: potwierdzanie obecności w turnieju **{ $name }** jest otwarte. Kliknijcie **Potwierdź obecność** pod wiadomością z zapisami przed startem ({ $time }): do stołów trafiają tylko osoby, które potwierdziły obecność.
tournament-no-show-call = { $players }: turniej **{ $name }** zaczął się bez { $count ->
        [one] ciebie
       *[other] was
    }, bo obecność nie została potwierdzona przed startem. Do zobaczenia następnym razem!
tournament-table-playing = Stół { $table }{ $link } · { $players } · w grze
tournament-table-won = Stół { $table }{ $link } · { $players } · 🏆 { $winner }
tournament-knockout-legend = Kolejność według tego, jak daleko kto doszedł, a potem według miejsca przy ostatnim stole.
tournament-podium-ping = { $medals }: gratulacje!
tournament-next-out = { $players } { $count ->
        [one] odpada
       *[other] odpadają
    } z turnieju pucharowego.
tournament-next-starts = Runda { $round } zaczyna się teraz.
tournament-next-final = Finał zaczyna się teraz.
tournament-next-waits = Runda { $round } zacznie się, gdy { $tables ->
        [one] grę skończy ostatni pozostały stół
        [few] grę skończą { $tables } pozostałe stoły
       *[other] grę skończy { $tables } pozostałych stołów
    }.
tournament-next-last = To była ostatnia runda: podium pojawi się, gdy { $tables ->
        [one] grę skończy ostatni pozostały stół
        [few] grę skończą { $tables } pozostałe stoły
       *[other] grę skończy { $tables } pozostałych stołów
    }.
tournament-next-over = Turniej się zakończył: zobacz podium.
tournament-next-cancelled = Turniej został odwołany: nie będzie kolejnych rund.
tournament-next-started = Runda { $round } się rozpoczęła.
tournament-next-final-started = Finał się rozpoczął.
tournament-next-plays = { $player } gra dalej: { $table }.
tournament-next-bye = { $player } ma w tej rundzie wolny los.
tournament-standings-posted = Tabela zaraz pojawi się dla wszystkich na kanale { $channel }.
tournament-standings-updated = Publiczna tabela zaraz zostanie zaktualizowana: { $link }
## wyzwanie rezerwuje miejsce
lobby-decline = Odrzuć
lobby-declined = { $invited } odrzuca wyzwanie. Ten stół jest zamknięty.
## koniec turnieju
tournament-bye-line-final = { $player } przechodzi do finału z wolnym losem: nie został żaden przeciwnik.
tournament-bye-call-final = { $players }: w rundzie { $round } turnieju **{ $name }** wolny los: nie został żaden przeciwnik. Stół finałowy da znać, gdy będzie gotowy.
tournament-next-final-tie = { $players } kończą ex aequo na pierwszym miejscu. Rozstrzyga rozstawienie (według rankingu albo losowane na starcie): finał wygrywa { $winner }.
