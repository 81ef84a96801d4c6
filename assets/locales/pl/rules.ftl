# /hypnosia rules: zasady w skrócie i klucz do numerów na obrazku legendy
# (sam obrazek nie zawiera słów).

rules-title = Hypnosia — zasady w skrócie
rules-goal = **Cel**: doprowadź pionki do centrum (5 miejsc: 5, 4, 3, 2 i 1 pkt) i zbijaj pionki przeciwników (+1 dla ciebie, −1 dla ich właściciela).
rules-turn = **Tura**: bot rzuca za ciebie dwiema kostkami; wykonaj jeden ruch na kostkę, w dowolnej kolejności. Ruch wykorzystuje całą wartość kostki. Kostka bez możliwego ruchu przepada.
rules-moving = **Ruch**: pionki schodzą z miejsc startowych (pole `Lk` wymaga kostki ≥ k) na zewnętrzny okrąg i poruszają się przeciwnie do ruchu wskazówek zegara. Ruch, który *zaczyna się* na moście, może przez niego przejść w głąb planszy: zewnętrzny → środkowy → wewnętrzny okrąg → centrum (★, tylko z jedynką).
rules-stacks = **Podwójne pionki**: dwa własne pionki na jednym polu tworzą podwójny pionek; porusza się w całości albo odłącza się od niego pionek o wyższym numerze.
rules-landing = **Lądowanie**: pionek, który zatrzyma się na pionku przeciwnika, zbija go (✕); pojedynczy pionek nie może zbić podwójnego; podwójny pionek zbija oba pionki podwójnego.
rules-end = **Koniec**: gra kończy się od razu, gdy centrum jest pełne, gdy w grze zostaje mniej niż dwóch graczy, gdy na planszy nie ma już pionków albo po 300 rundach (300 tur na każdego gracza obecnego na początku gry). Wygrywa gracz z największą liczbą punktów; przy remisie wyżej jest ten, kto ma pionek w centrum (wcześniejsze przybycie pierwsze), a w innym wypadku miejsce jest wspólne.
rules-buttons = **Przyciski** podają kostkę, pionek i pole, na którym stanie: `🎲5 ③ O2` przesuwa pionek 3 piątką na `O2`; `①②` to cały podwójny pionek, ✕ zbicie, ★ centrum. Gdy kostka ma więcej ruchów, niż mieści rząd przycisków, menu podaje je pełnymi zdaniami. Dziennik opisuje każdy ruch tymi samymi słowami: „pionek 3 na O2”.
legend-title = **Legenda obrazka**
legend-pawns = **1 · Pionki**: jeden kolor na gracza; liczba to numer pionka (1–4).
legend-bridges = **2 · Mosty** (złote): ruch zaczynający się na moście może przez niego przejść; pierwszy krok prowadzi w głąb planszy wzdłuż złotego pasa. Mosty wewnętrznego okręgu prowadzą do centrum (z jedynką).
legend-lanes = **3 · Miejsca startowe L1–L4**: pionek k zaczyna na Lk i opuszcza je, gdy kostka pokaże k lub więcej. Wszystkie ruchy idą przeciwnie do ruchu wskazówek zegara po okręgach O (zewnętrzny), M (środkowy) i I (wewnętrzny).
legend-center = **4 · Centrum**: miejsca w kolejności przybycia 1–5 dają +5, +4, +3, +2, +1. Zbicie: +1 dla zbijającego, −1 dla właściciela pionka.
rules-learn = **Nie znasz jeszcze gry?** { $learn } nauczy cię jej w krótkich lekcjach, ruch po ruchu.
