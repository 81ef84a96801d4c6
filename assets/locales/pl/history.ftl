# Rozegrane gry, odtworzenia, ranking, statystyki i ustawienia serwera.

## /hypnosia games

games-title = Hypnosia — rozegrane gry
games-of = Gry gracza { $player }
games-none-player = Tutaj nie zakończyła się jeszcze żadna gra z tym graczem.
games-none = Tutaj nie zakończyła się jeszcze żadna gra.
pages-only = { $pages ->
        [one] Jest tylko { $pages } strona
        [few] Są tylko { $pages } strony
       *[other] Jest tylko { $pages } stron
    }.
games-footer = Strona { $page } z { $pages } · { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    }
games-player = { $emoji } { $name } { $score }{ $left }
games-left-mark = { " " }(poza grą)
games-walked-away-mark = { " " }🤖 (grał bot)
games-cancelled = odwołana
games-winners = 🏆 { $winners } · { $reason }
games-line = **nr { $game }** · { $when } · { $players } · { $outcome } · { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
       *[other] { $turns } tur
    }

## Podpowiedzi przy wpisywaniu numeru gry

ago-just-now = przed chwilą
ago-minutes = { $count ->
        [one] minutę temu
        [few] { $count } minuty temu
       *[other] { $count } minut temu
    }
ago-hours = { $count ->
        [one] godzinę temu
        [few] { $count } godziny temu
       *[other] { $count } godzin temu
    }
ago-days = { $count ->
        [one] { $count } dzień temu
       *[other] { $count } dni temu
    }
ago-months = { $count ->
        [one] miesiąc temu
        [few] { $count } miesiące temu
       *[other] { $count } miesięcy temu
    }
ago-years = { $count ->
        [one] rok temu
        [few] { $count } lata temu
       *[other] { $count } lat temu
    }
suggestion-cancelled = odwołana

## /hypnosia replay

replay-title = Odtworzenie gry nr { $game }
replay-start = **Przed pierwszą turą** · { $turns ->
        [one] { $turns } tura w sumie
        [few] { $turns } tury w sumie
       *[other] { $turns } tur w sumie
    }
replay-turn = **Tura { $turn } z { $turns }**
replay-over = Koniec gry: { $reason }. { $count ->
        [one] Zwycięzca
       *[other] Zwycięzcy
    }: { $winners }
replay-footer = Każdy może przewijać: ⏮ początek · ◀ ▶ jedna tura · ±10 tur · ⏭ koniec

## /hypnosia leaderboard

leaderboard-title-rating = Tabela liderów Hypnosii — wg rankingu
leaderboard-title-wins = Tabela liderów Hypnosii — wg zwycięstw
leaderboard-title-points = Tabela liderów Hypnosii — wg punktów
leaderboard-nobody-rated = Nikt nie ma tu jeszcze rankingu: ranking pochodzi z gier co najmniej dwóch osób.
leaderboard-nobody = Nikogo tu jeszcze nie ma: dokończ grę, by się pojawić.
leaderboard-line = **{ $place }.** { $player } — ranking { $rating } · { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    } · { $wins ->
        [one] { $wins } zwycięstwo
        [few] { $wins } zwycięstwa
       *[other] { $wins } zwycięstw
    } · { $points } pkt
leaderboard-footer = Strona { $page } z { $pages } · { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[other] { $players } graczy
    }

## /hypnosia stats

stats-title = Statystyki Hypnosii
stats-none = { $player }: brak ukończonych gier tutaj.
stats-best-1 = 1.
stats-best-2 = 2.
stats-best-3 = 3.
stats-best-n = { $rank }.
stats-place = { $place }. miejsce tutaj
stats-not-rated = jeszcze bez rankingu
stats-text =
    { $player }
    Ranking **{ $rating }** ({ $place }; { $rated ->
        [one] { $rated } gra rankingowa
        [few] { $rated } gry rankingowe
       *[other] { $rated } gier rankingowych
    })
    { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    } · { $wins ->
        [one] { $wins } zwycięstwo
        [few] { $wins } zwycięstwa
       *[other] { $wins } zwycięstw
    } ({ $percent }%) · najlepsze miejsce: { $best }
    { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    } ({ $average } na grę) · { $center ->
        [one] { $center } pionek doprowadzony do centrum
        [few] { $center } pionki doprowadzone do centrum
       *[other] { $center } pionków doprowadzonych do centrum
    } · { $captures ->
        [one] { $captures } zbicie
        [few] { $captures } zbicia
       *[other] { $captures } zbić
    }
stats-history = Historia rankingu: { $trail }
# Under your own /hypnosia stats, which only you see: every community you
# hold a rating in, one line each ($place: a server's name, or the words below;
# a DM's or group DM's members are never named).
stats-where-title = Gdzie masz ranking
stats-where-line = { $place }: { $rating } · { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    }
stats-where-here = { $place } (tutaj)
stats-where-other-server = Inny serwer
stats-where-direct = Wiadomość prywatna lub grupowa
number-decimal = { $value }

## /hypnosia settings

settings-text =
    Domyślny czas na turę: **{ $timeout }**
    Gry dozwolone na: { $channels }
    Gry w wątkach (kilka na kanał): **{ $threads }**
    Język wiadomości publicznych: **{ $language }**
settings-title = ### ⚙️ Ustawienia Hypnosii
settings-every-channel = wszystkich kanałach
settings-on = wł.
settings-off = wył.
settings-language-auto = { $language } (język serwera)
settings-language-auto-unknown = angielski (bot nie mówi w języku serwera)
settings-limit = Otwarte stoły i trwające gry naraz: **{ $count }**

# Pod listą gier: polecenie do ponownego obejrzenia (wzmianka).
games-replay-hint = Aby obejrzeć grę ponownie: { $replay } z jej numerem.
# Najlepsze miejsce gracza, zanim ukończy jakąkolwiek grę.
stats-best-none = jeszcze brak

# /hypnosia settings chances
settings-chances = Szanse na wygraną w wiadomościach tury: **{ $state }**
# Sezony: okres rankingu lub statystyk; $ends to względny czas Discorda.
season-all-time = Cała historia
season-current = Sezon { $season } · koniec: { $ends }
season-past = Sezon { $season }
leaderboard-season-open = W sezonie { $season } nie ukończono jeszcze żadnej gry: wyścig jest otwarty. Wybierz sezon { $previous }, by zobaczyć poprzedni.
leaderboard-season-nobody = W sezonie { $season } nie ukończono żadnej gry.
stats-none-season = { $player }: brak ukończonych gier w sezonie { $season }.
season-choice-current = Bieżący sezon ({ $season })
season-cadence-monthly = co miesiąc
season-cadence-quarterly = co kwartał
settings-season-none = Sezony: wyłączone. Tabela liderów obejmuje wszystkie gry.
settings-season-on = Sezony: { $cadence } (UTC). Bieżący sezon: { $season }, koniec: { $ends }.
settings-season-announce = Koniec każdego sezonu jest ogłaszany na kanale { $channel }.
settings-season-no-announce = Koniec sezonu nie jest ogłaszany: aby go ogłaszać, wybierz kanał.
settings-season-refused = Discord odrzucił ogłoszenie sezonu { $season } na kanale { $channel }: bot nie widzi tego kanału albo nie może na nim pisać. Nadaj mu tam uprawnienia „Wyświetlanie kanału”, „Wysyłanie wiadomości”, „Osadzanie linków” i „Załączanie plików” albo wybierz inny kanał: ogłoszenie zostanie wtedy opublikowane.
season-end-title = Sezon { $season } dobiegł końca: najlepsza dziesiątka

## faces-fetch
settings-avatars = Awatary członków na obrazkach bota: **{ $state }**
card-rating = Ranking
card-games = Gry
card-wins = Zwycięstwa

## Zgłoszenie 45, drobniejsze rzeczy

# Język serwera, zanim jakakolwiek interakcja na serwerze go podała.
settings-language-auto-not-known = angielski (język serwera nie jest jeszcze znany)

# A player's error rate over their analyzed rated games (issue 48), in /hypnosia stats.
stats-error-rate = Wskaźnik błędów: strata { $rate } pkt proc. szans na decyzję (dokładność { $accuracy }/100); przeanalizowane gry rankingowe: { $games }
stats-error-better = poprawa: { $rate } w ostatnich { $count } grach
stats-error-worse = pogorszenie: { $rate } w ostatnich { $count } grach
stats-error-steady = bez zmian: { $rate } w ostatnich { $count } grach

# The leaderboard by accuracy (issue 48).
leaderboard-title-accuracy = Tabela liderów Hypnosii — wg dokładności
leaderboard-accuracy-line = **{ $place }.** { $player } — dokładność { $accuracy }/100 · strata { $rate } pkt na decyzję · przeanalizowane gry rankingowe: { $games }
leaderboard-nobody-accuracy = Nikogo tu jeszcze nie ma: tabela obejmuje osoby z co najmniej { $games } przeanalizowanymi grami rankingowymi (gra się liczy, gdy ktoś poprosi o jej analizę).
leaderboard-accuracy-all-time = Dokładność liczona jest z całego okresu.
