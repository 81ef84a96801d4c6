# Odmowy i błędy: widzi je tylko osoba, która je wywołała, w języku swojego
# klienta Discorda.

## Kliknięcia przycisków ruchu

refusal-malformed = Nie rozpoznaję tego przycisku.
refusal-other-game = Ten przycisk należy do innej gry.
refusal-finished = Ta gra się skończyła.
refusal-old-version = Plansza zmieniła się od pokazania tego przycisku; wybierz ponownie w zaktualizowanej wiadomości.
refusal-spectator = Nie grasz w tej grze, ale możesz ją oglądać.
refusal-not-your-turn = To nie twoja tura: teraz gra { $name }.
refusal-illegal = Ten ruch nie jest już możliwy.

## Stoły

refusal-already-seated = Już siedzisz przy tym stole.
refusal-not-seated = Nie siedzisz przy tym stole.
refusal-full = Stół jest pełny (miejsc: { $seats }).
refusal-not-host = Tylko { $host }, gospodarz stołu, może { $action ->
    [start] rozpocząć grę
    [cancel] odwołać stół
    [add-ai] dodać gracza komputerowego
   *[remove-ai] usunąć gracza komputerowego
}.
refusal-no-ai = Nie ma gracza komputerowego do usunięcia.
refusal-color-taken = Kolor { $color } jest zajęty; wybierz wolny kolor.
refusal-too-few-seats = Gra wymaga co najmniej dwóch miejsc: poczekaj, aż ktoś dołączy, albo dodaj gracza komputerowego.
refusal-bad-seat-count = Stół ma od 2 do 6 miejsc.
refusal-bad-timeout = Podaj czas na turę np. jako 90s, 2 min, 1 godz. 30 min lub 3 dni, od 30 sekund do 7 dni.
refusal-lobby-closed = Ten stół jest zamknięty.
refusal-pick-color = Wybierz kolor z listy.

## Poddanie, odwołanie, rewanż

refusal-not-playing = Nie grasz w tej grze.
refusal-already-left = Nie bierzesz już udziału w tej grze.
refusal-cancel-not-playing = Tę grę mogą odwołać tylko osoby, które jeszcze w nią grają, albo członek z uprawnieniem „Zarządzanie serwerem”.
refusal-others-must-agree = Inni jeszcze grają: oni też muszą się zgodzić.
refusal-vote-over = To głosowanie się skończyło.
refusal-vote-not-playing = O odwołaniu tej gry głosują tylko osoby, które jeszcze w nią grają.
refusal-rematch-not-player = O rewanż mogą poprosić tylko gracze tej gry.
refusal-rematch-tournament = Przy stole turniejowym nie ma rewanżu: turniej sam rozstawia kolejną rundę. Kliknij **Tabela**, aby zobaczyć swoje miejsce.
refusal-rematch-not-allowed = Na tym kanale tego serwera gry nie są już dozwolone.
refusal-rematch-busy = Na tym kanale jest już otwarty stół albo trwa gra.

## Gdzie się gra

refusal-dm = Tutaj, dzięki aplikacji dodanej do twojego konta, możesz używać { $here }, a także **{ $challenge }** z menu Aplikacje danej osoby. { $server } działają tylko na serwerze, który dodał bota.
refusal-challenge-self = Wyzwij inną osobę: nie siebie i nie bota.
refusal-external-apps-off = Ten serwer nie pozwala aplikacjom dodanym do kont pisać tutaj, więc nikt inny nie zobaczyłby twojego stołu. Zagraj ze znajomymi w wiadomości prywatnej lub grupowej (tam { $new }) albo poproś administratora o dodanie bota do tego serwera.
refusal-channel-not-allowed = Na tym serwerze gra się na: { $channels }.
refusal-channel-lobby =
    Na tym kanale jest już otwarty stół (gra nr { $game }){ $link }
    Jego gospodarz { $host } może go zamknąć; w przeciwnym razie stół zamknie się sam, jeśli nikt go nie użyje (zamknięcie: { $closes }). Do tego czasu otwórz swój na innym kanale.
refusal-channel-game =
    Na tym kanale trwa już gra (gra nr { $game }){ $link }
    Nową możesz zacząć tu, gdy ta się skończy: czy to normalnie, czy gdy gracze ją opuszczą ({ $resign }), czy gdy zostanie odwołana ({ $cancel }). Do tego czasu zacznij swoją na innym kanale.
refusal-no-running-game = Na tym kanale nie trwa żadna gra.
refusal-no-game-here = Na tym kanale nie rozegrano jeszcze żadnej gry.
refusal-no-finished-game-here = Na tym kanale nie zakończyła się jeszcze żadna gra.
refusal-gif-too-large = Gra nr { $game } jest za długa na GIF mieszczący się w limicie przesyłania Discorda, nawet z jedną małą klatką na turę. Wyeksportuj ją jako `json` albo obejrzyj przez { $replay }.
refusal-no-such-game = Tutaj nie ma gry nr { $game }.
refusal-no-such-game-here = Tutaj nie ma takiej gry.
refusal-no-finished-game = Tutaj nie ma zakończonej gry nr { $game }.
refusal-game-running = Gra nr { $game } jeszcze trwa: będzie można ją odtworzyć, gdy się skończy.
refusal-game-gone = Ta gra już nie istnieje.
refusal-replay-turns = Gra nr { $game } ma tylko { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
       *[other] { $turns } tur
    }.

## Uprawnienia i Discord

refusal-manage-server = Do tego potrzebujesz uprawnienia „Zarządzanie serwerem”.
refusal-bot-missing = Brakuje mi tu tych uprawnień: { $permissions }.
refusal-bot-missing-channel = Brakuje mi na tym kanale tych uprawnień: { $permissions }.
refusal-cannot-post-board = Nie mogę tu pokazać planszy: brakuje mi na tym kanale tych uprawnień: { $permissions }. Gra toczy się tymczasem dalej (łącznie z limitami czasu).
refusal-cannot-open-thread = Nie mogę otworzyć wątku gry: brakuje mi na tym kanale tych uprawnień: { $permissions }.
refusal-thread-failed = Nie udało mi się utworzyć wątku gry, więc stół pozostaje otwarty: { $why } Rozpocznij ponownie, gdy to zostanie naprawione, albo otwórz stół bez wątku.
refusal-private-thread = W prywatnym wątku nie można otworzyć stołu: jego właściciel mógłby mnie z niego usunąć i w ten sposób odwołać grę liczoną do rankingu. Otwórz stół na kanale lub w wątku publicznym.
error-missing-permission = Brakuje mi uprawnienia na tym kanale (Wyświetlanie kanału, Wysyłanie wiadomości, Osadzanie linków, Załączanie plików, Czytanie historii wiadomości).
error-discord-unavailable = Discord nie odpowiada teraz poprawnie; spróbuj ponownie za minutę.
error-internal = Przepraszam, coś poszło nie tak po mojej stronie. Błąd został zapisany.

## Polecenia

refusal-cooldown = { $command } było przed chwilą użyte na tym kanale; spróbuj ponownie za { $seconds } s.
refusal-outdated-command = Polecenia zostały właśnie zaktualizowane; spróbuj ponownie za minutę.
refusal-bad-option = Ta opcja jest nieprawidłowa.
refusal-bad-option-input = Ta opcja jest nieprawidłowa: `{ $input }`.

## Nazwy uprawnień, jak pokazuje je Discord

permission-view-channel = Wyświetlanie kanału
permission-send-messages = Wysyłanie wiadomości
permission-embed-links = Osadzanie linków
permission-attach-files = Załączanie plików
permission-read-message-history = Czytanie historii wiadomości
permission-create-public-threads = Tworzenie wątków publicznych
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach

## Limity

refusal-limit-server =
    Tutaj { $cap ->
        [one] jest już { $cap } otwarty stół lub trwająca gra
        [few] są już { $cap } otwarte stoły i trwające gry
       *[other] jest już { $cap } otwartych stołów i trwających gier
    }, czyli tyle, ile można mieć naraz. Można dokończyć lub odwołać jedną z nich ({ $cancel } albo przycisk Odwołaj przy stole) albo poprosić osobę z uprawnieniem „Zarządzanie serwerem” o podniesienie limitu przez { $limit }.
refusal-limit-own-lobby =
    Masz już tutaj otwarty stół (gra nr { $game }).
    Tylko jeden naraz: rozpocznij grę albo odwołaj stół przyciskiem Odwołaj; w przeciwnym razie zamknie się sam { $closes }, jeśli nikt go nie użyje.
refusal-gif-busy = Bot rysuje teraz inne GIF-y, a jego kolejka jest pełna. Spróbuj ponownie za minutę.
refusal-gif-cooldown = Prośba o GIF padła przed chwilą: jeden rysunek na minutę na osobę. Spróbuj ponownie za { $seconds } s.
refusal-drawing-busy = Bot ma teraz za dużo obrazów do narysowania. Spróbuj ponownie za chwilę.

## /hypnosia learn i podpowiedzi

refusal-lesson-button = Ten przycisk nie należy do żadnego kroku lekcji.
refusal-practice-direct = Gra treningowa otwiera się tylko na serwerze, który dodał bota. Tutaj zagraj z komputerem przez { $new }: dodaj łatwego gracza komputerowego i rozpocznij.
refusal-puzzle-none = Tutaj nie ma jeszcze żadnego zadania.
refusal-puzzle-gone = Tego zadania już tutaj nie ma: poproś o inne.
refusal-puzzle-button = Ten przycisk nie należy do tury tego zadania: poproś o nowe zadanie.
refusal-hint-old = Ten przycisk Podpowiedź pochodzi z wcześniejszej chwili gry: użyj tego na najnowszej planszy.
refusal-hint-not-yours = Podpowiedzi są tylko dla jedynej osoby, która gra tę grę z komputerem, w jej turze.
refusal-analysis-cancelled = Gra nr { $game } została odwołana: nie ma czego analizować.
refusal-season-unknown = Nie ma sezonu „{ $season }”: wybierz jedną z sugestii albo wpisz miesiąc, np. { $example }, kwartał, np. 2026-Q4, lub `all` dla całej historii.
refusal-analysis-posting = Analiza gry nr { $game } jest już w drodze: za chwilę pojawi się tutaj.

## once
refusal-heavy-too-fast = Prosisz o plansze, podpowiedzi, powtórki i wykresy szybciej, niż bot może sprawiedliwie dzielić swój czas. Spróbuj ponownie { $when }.
refusal-practice-cooldown = Twoja gra treningowa została otwarta przed chwilą. Kolejną możesz otworzyć { $when }.
refusal-practice-running = Twoja gra treningowa wciąż trwa: { $link }. Dokończ ją albo się poddaj, zanim otworzysz kolejną.
refusal-rematch-cooldown = Rewanż został zaproponowany przed chwilą. Kolejny możesz zaproponować { $when }.

## lobby
refusal-pick-computer = Wybierz z listy poziom albo „Usuń SI”.
refusal-held-lobby =
    Na tym kanale jest już otwarty stół (gra nr { $game }), gospodarz: { $host }. Dołącz do niego albo otwórz swój na innym kanale.
    Gospodarz może go zamknąć; w przeciwnym razie stół zamknie się sam, jeśli nikt go nie użyje (zamknięcie: { $closes }).
refusal-held-lobby-yours =
    Masz już otwarty stół na tym kanale (gra nr { $game }).
    Rozpocznij grę albo zamknij stół przyciskiem Odwołaj; w przeciwnym razie zamknie się sam, jeśli nikt go nie użyje (zamknięcie: { $closes }).
refusal-held-game =
    Na tym kanale trwa już gra (gra nr { $game }).
    Nową możesz zacząć tu, gdy ta się skończy: czy to normalnie, czy gdy gracze ją opuszczą ({ $resign }), czy gdy zostanie odwołana ({ $cancel }). Do tego czasu zacznij swoją na innym kanale.
refusal-rematch-held = Tam, gdzie toczyła się ta gra, jest już otwarty stół (gra nr { $game }, gospodarz: { $host }): dołącz do niego.
refusal-rematch-held-yours = Twój stół rewanżowy jest już otwarty (gra nr { $game }): rozpocznij grę, gdy pozostali dołączą.
refusal-limit-member-you = Grasz już tutaj w { $cap ->
        [one] { $cap } trwającą grę
        [few] { $cap } trwające gry
       *[other] { $cap } trwających gier
    }, czyli tyle, w ile każdy gracz może grać naraz. Najpierw skończ którąś, opuść jedną poleceniem { $resign } albo poproś osobę z uprawnieniem „Zarządzanie serwerem” o podniesienie limitu poleceniem { $limit }.
refusal-limit-member = { $user } gra już tutaj w { $cap ->
        [one] { $cap } trwającą grę
        [few] { $cap } trwające gry
       *[other] { $cap } trwających gier
    }, czyli tyle, w ile każdy gracz może grać naraz: ta osoba może opuścić stół, żeby gra ruszyła bez niej, albo gra ruszy, gdy skończy się jedna z jej gier.

refusal-analysis-not-yours = Gra nr { $game } odbyła się bez twojego udziału: każdy gracz widzi tylko własne ruchy.

## Turnieje

refusal-tournament-server-cap = Ten serwer ma już { $cap } turnieje w trakcie zapisów lub gry; zaczekaj, aż któryś się skończy.
refusal-tournament-full = Ten turniej jest pełny (graczy: { $cap }).
refusal-tournament-signup-over = Zapisy do tego turnieju są zamknięte.
refusal-tournament-already-in = Jesteś już na liście tego turnieju.
refusal-tournament-not-in = Nie grasz w tym turnieju.
refusal-tournament-closed = Ten turniej się skończył albo został odwołany.
refusal-tournament-not-host = Tylko gospodarz turnieju albo członek zarządzający serwerem może to zrobić.
refusal-tournament-too-few = Turniej potrzebuje co najmniej dwóch graczy, aby się zacząć.
refusal-tournament-player-cap = Turniej przyjmuje od 2 do { $cap } graczy.
refusal-tournament-rounds = Turniej szwajcarski ma od 1 do { $rounds } rund.
refusal-tournament-none = Na tym serwerze nie trwają żadne zapisy ani turnieje.
refusal-tournament-start-time = `start_za` i `potwierdzenie` przyjmują czas od teraz, np. 30m, 2h, 1d (najwyżej 7 dni); pomiń `start_za`, aby uruchomić turniej samodzielnie.
refusal-tournament-no-check-in = Ten turniej nie wymaga potwierdzania obecności: wystarczy zapis.
refusal-tournament-check-in-later = Potwierdzanie obecności zaczyna się { $time }.
refusal-tournament-check-in-start = Potwierdzanie obecności wymaga czasu startu (`start_za`).
refusal-tournament-cooldown = Twój turniej został otwarty przed chwilą. Kolejny możesz otworzyć { $when }.
## wyzwanie rezerwuje miejsce
refusal-seat-kept = To miejsce czeka na { $invited } (wyzwanie od { $host }). Żeby zagrać, otwórz własny stół.
refusal-not-invited = Tylko { $invited } może odrzucić to wyzwanie.
refusal-no-challenge = Nie ma już tu wyzwania do odrzucenia.
refusal-challenge-cooldown = Wyzwanie zostało wysłane przed chwilą. Kolejne możesz wysłać { $when }.
