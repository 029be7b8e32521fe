# Polski katalog. Klucze i zmienne jak w en.ftl (źródło); terminy (-nazwa) to słowniczek
# (texts/glossary/pl.md), z przypadkami jako parametrem: { -piece(case: "gen") }. Forma: „ty”.
# Liczby: one / few / many / other (CLDR); unikamy czasu przeszłego w 2. osobie (rodzaj).

## Glossary

-morris = { $case ->
    [gen] Młynka
    [loc] Młynku
   *[nom] Młynek
}
-three = { $case ->
    [gen] Małego młynka
    [loc] Małym młynku
   *[nom] Mały młynek
}
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Młynek dwunastu pionków
-morabaraba = Morabaraba
-lasker = Młynek Laskera
-russian = Młynek rosyjski
-six = Młynek sześciu pionków
-pleiadis = Pleiadis
-mill = { $case ->
    [gen] młynka
    [ins] młynkiem
    [loc] młynku
   *[nom] młynek
}
-mills = { $case ->
    [gen] młynków
   *[nom] młynki
}
-piece = { $case ->
    [gen] pionka
    [ins] pionkiem
   *[nom] pionek
}
-pieces = { $case ->
    [gen] pionków
    [ins] pionkami
    [loc] pionkach
   *[nom] pionki
}
-pawn = { $case ->
    [gen] piona
    [ins] pionem
   *[nom] pion
}
-pawns = { $case ->
    [gen] pionów
    [ins] pionami
   *[nom] piony
}

## Rules (games/): move, position and option errors; rules and notation help

### Game names and results

game-morris = { -morris }
game-three = { -three }
game-notakto = { -notakto }
game-breakthrough = { -breakthrough }
game-firstattack = { -firstattack }
game-twelve = { -twelve }
game-morabaraba = { -morabaraba }
game-lasker = { -lasker }
game-russian = { -russian }
game-six = { -six }
game-pleiadis = { -pleiadis }
game-name = { $game ->
    [morris] { -morris }
    [three] { -three }
    [notakto] { -notakto }
    [breakthrough] { -breakthrough }
    [firstattack] { -firstattack }
    [pleiadis] { -pleiadis }
    [twelve] { -twelve }
    [morabaraba] { -morabaraba }
    [lasker] { -lasker }
    [russian] { -russian }
    [six] { -six }
   *[other] { $game }
}

# Dopełnia „Ann wygrywa …” i „Remis …”.
termination-line = przez ułożenie linii
termination-fewer-than-three = – przeciwnikowi zostały dwa { -pieces }
termination-no-moves = – przeciwnik nie ma legalnego ruchu
termination-last-board = – przeciwnik zabił ostatnią planszę
termination-breakthrough = przez przebicie się do ostatniego rzędu
termination-all-captured = przez zbicie wszystkich { -pawns(case: "gen") } przeciwnika
termination-resignation = przez poddanie
termination-timeout = na czas
termination-agreement = za porozumieniem
termination-repetition = przez trzykrotne powtórzenie
termination-full-board = przez zapełnienie planszy
termination-move-limit = przez limit ruchów
termination-aborted = przerwana
# $winner: imię ("Ty" dla gracza przy terminalu, jak terminal-you).
result-win = { $winner ->
    [Ty] Wygrywasz { $how }
   *[other] { $winner } wygrywa { $how }
}
result-draw = Remis { $how }
result-aborted = Partia przerwana

help-morris-computer = Jak komputer gra w { -morris(case: "gen") }: końcówki z najwyżej czterema { -pieces(case: "ins") } na stronę i pustymi rękami obu graczy (3 v 3, 4 v 3, 3 v 4, 4 v 4; ze skakaniem także 5 v 3 i 5 v 4, jeśli maszyna bota miała dość pamięci, by je zbudować) są rozwiązane dokładnie analizą wsteczną, więc od poziomu `hard` (trudny) komputer wygrywa każdą wygraną końcówkę najkrótszą drogą, nigdy nie przegrywa remisowej i broni przegranej jak najdłużej; tablice nie znają limitu ruchów, więc wygrana dłuższa niż liczba półruchów pozostałych do limitu jest w praktyce remisem. Cała reszta, czyli cała faza stawiania i gra środkowa, to ograniczone czasowo przeszukiwanie alfa-beta z ręcznie zrobioną oceną (materiał, { -mills }, mobilność, blokady): mocne, ale nie dokładne.
help-morris-levels = Poziomy: `easy` patrzy jeden ruch naprzód i celowo się myli, `medium` patrzy dwa ruchy naprzód z drobnymi błędami, `hard` szuka tak głęboko, jak pozwala mu czas (domyślnie 2 s na ruch), i gra według tablic końcówek. Zmierzono: `hard` pokonał przeszukiwanie drzewa Monte Carlo z 1000 symulacji w 99 partiach na 100; przeciw Sanmill, niezależnemu silnikowi open source, przy równym czasie uzyskuje 0,72 po 0,5 s na ruch (+94 =37 -26, 157 partii) i 0,68 po 2 s (+10 =10 -2, 22 partie), a w młynku dwunastkowym po 0,5 s 0,56 (+13 =1 -10, 24 partie). Te wyniki dotyczą skompilowanego silnika, którego przeszukiwanie działa w C; gdy na maszynie bota nie ma kompilatora C, `hard` szuka w Pythonie, o jakieś cztery ruchy płycej.

### Options ($option: the option's name as typed)

option-unknown = { game-name } nie ma opcji { $option } (opcje: { $known })
option-unknown-flag = { game-name } nie ma opcji { $option }: jej opcje to { $known }
option-no-such-game = nie ma gry { $name }: wybierz jedną z { $known }
option-not-on-off = opcja { $option } musi mieć wartość on lub off, a nie { $value }
option-not-a-number = opcja { $option } musi być liczbą całkowitą, a nie { $value }
option-out-of-range = opcja { $option } musi mieć wartość od { $minimum } do { $maximum }, a nie { $value }
option-morris-flying = gracz, któremu zostały trzy { -pieces }, może przesuwać je na dowolny punkt
option-morris-draw-plies = remis po tylu ruchach bez { -mill(case: "gen") } (0: nigdy)

### Moves: why a move text is no move, or not legal here

move-game-over = partia się skończyła
move-occupied = { $point } jest zajęty
move-no-piece-on = nie masz { -piece(case: "gen") } na { $point }
move-remove-pending = twój ruch ułożył { -mill }: wskaż jeden z { -pieces(case: "gen") } przeciwnika do usunięcia
move-nothing-to-remove = nie ma czego usuwać: najpierw wykonaj ruch
move-still-placing = masz jeszcze { -pieces } do postawienia: wskaż pusty punkt
move-none-to-place = nie masz już { -pieces(case: "gen") } do postawienia: przesuń jeden ze swoich, np. { $example }
move-not-adjacent = { $src } i { $dst } nie sąsiadują ze sobą
move-no-mill = { $move } nie układa { -mill(case: "gen") }, więc nie możesz usunąć { -piece(case: "gen") }
move-not-opponent-piece = { $point } to nie { -piece } przeciwnika
move-remove-from-mill = { $point } jest w { -mill(case: "loc") }, a są inne { -pieces }, które możesz usunąć
move-morris-no-such-point = { $point } nie jest punktem planszy: punkty to a1 do g7 (jak na rysunku) lub liczby od 0 do 23
move-morris-notation = zapisz ruch jako d6 (postawienie), a1-a4 (przesunięcie) lub a1-a4xg7 (i usunięcie g7)
move-morris-one-removal = podaj dokładnie jeden punkt po x, np. a1-a4xg7
move-morris-too-many-points = ruch podaje najwyżej dwa punkty, np. a1-a4
move-morris-hyphen = ruch z łącznikiem podaje dwa punkty, np. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = strona na ruchu to W lub B, a nie { $side }
position-morris-fields = pozycja w { -morris(case: "loc") } ma 5 pól: plansza, strona, ręce, oczekujący krok, ślad (np. '........................ W 9/9 - -')
position-morris-board = plansza to 24 znaki '.', 'W' i 'B'
position-morris-hands = { -pieces } w ręce zapisuje się jako 9/9, a nie { $hands }
position-morris-number = { $field ->
    [hand-1] liczba { -pieces(case: "gen") } w ręce gracza 1
    [hand-2] liczba { -pieces(case: "gen") } w ręce gracza 2
    [classic-hand-1] wiersz 2 (liczba { -pieces(case: "gen") } w ręce gracza 1)
    [classic-hand-2] wiersz 3 (liczba { -pieces(case: "gen") } w ręce gracza 2)
   *[classic-side] wiersz 4 (gracz na ruchu)
} musi być liczbą od { $low } do { $high }, a nie { $value }
position-classic-lines = format klasyczny ma 4 wiersze: plansza, ręka 1, ręka 2, kto na ruchu
position-classic-board = wiersz 1 zawiera 24 wartości 0, 1 lub 2 oddzielone ', '
position-classic-pending = format klasyczny nie może zawierać oczekującego usunięcia: najpierw usuń pionek
position-morris-step = { $step } nie jest krokiem w rodzaju d6 lub a1-d1
position-too-many-pieces = gracz { $player } ma za dużo { -pieces(case: "gen") } (najwyżej { $most })
position-pending-trail = pozycja z oczekującym usunięciem nie ma śladu
position-pending-no-mill = oczekujący krok musi kończyć się na { -piece(case: "loc") } strony na ruchu w { -mill(case: "loc") }
position-pending-source = oczekujący krok musi zaczynać się na punkcie, który jest teraz pusty
position-pending-placing = oczekujący krok to przesunięcie, ale jego gracz jeszcze stawia
position-pending-not-adjacent = oczekujący krok łączy punkty, które nie sąsiadują ze sobą
position-too-few-pieces = partia kończy się, gdy graczowi zostają dwa { -pieces }: tak może być tylko u gracza na ruchu, który właśnie stracił { -piece }
position-trail-placement = ślad zawiera tylko przesunięcia (postawienie go zeruje)
position-trail-misfit = krok { $step } w śladzie nie pasuje do planszy
position-trail-placing = krok { $step } w śladzie to przesunięcie, ale jego gracz jeszcze stawia
position-trail-not-adjacent = krok { $step } w śladzie łączy punkty, które nie sąsiadują ze sobą
position-trail-mill = krok { $step } w śladzie układa { -mill }, więc usunięcie kończy ślad
position-lost-pieces = gracz { $player } stracił { $lost ->
    [one] 1 { -piece }
    [few] { $lost } { -pieces }
    [many] { $lost } { -pieces(case: "gen") }
   *[other] { $lost } { -piece(case: "gen") }
}, ale gracz { $opponent } mógł ułożyć najwyżej { $mills ->
    [one] 1 { -mill }
    [few] { $mills } { -mills }
    [many] { $mills } { -mills(case: "gen") }
   *[other] { $mills } { -mill(case: "gen") }
} w { $placements ->
    [one] 1 postawieniu
    [few] { $placements } postawieniach
    [many] { $placements } postawieniach
   *[other] { $placements } postawienia
}
position-placed-counts = liczba postawionych { -pieces(case: "gen") }: gracz 1 { $first }, gracz 2 { $second }; gracze stawiają na zmianę, gracz 1 pierwszy, więc gracz 1 postawił tyle samo lub o jeden więcej
position-placed-side = liczba postawionych { -pieces(case: "gen") }: gracz 1 { $first }, gracz 2 { $second }, więc na ruchu jest gracz { $player }
move-still-placing-example = masz jeszcze { -pieces } do postawienia: wskaż pusty punkt, np. { $example }
move-three-points = punkty to 1 do 9 (lub a1 do c3)
move-three-all-placed = wszystkie trzy twoje { -pieces } są na planszy: przesuń jeden, np. { $example }
move-three-no-point = nie ma punktu { $point }: punkty to 1 do 9 (lub a1 do c3)
move-three-not-a-point = { $point } nie jest punktem: punkty to 1 do 9 (lub a1 do c3)
move-three-notation = zapisz ruch jako 5 (postawienie) lub 4-7 (przesunięcie); punkty to 1-9 lub a1-c3
move-notakto-no-board = nie ma planszy { $board }: plansze to { $last ->
    [A] A
   *[other] A do { $last }
}
move-notakto-dead-board = plansza { $board } jest martwa: graj na żywej planszy ({ $live })
move-notakto-no-cell = nie ma pola { $cell }: pola planszy to 0 do 8
move-notakto-taken = { $move } jest zajęte: wybierz puste pole
move-notakto-notation = ruch to litera planszy i pole 0-8, np. A4
move-off-board = { $square } nie leży na planszy: pola to a1 do { $last }
move-one-square = ruch podaje jedno pole, np. { $example }
move-two-squares = ruch podaje dwa pola, np. { $example }
move-square-off-board = tego pola nie ma na planszy
move-opponent-pawn = { $square } to { -pawn } przeciwnika
move-no-pawn-on = nie masz { -pawn(case: "gen") } na { $square }
move-pawn-forward = { -pawn } idzie o jeden rząd do przodu (w stronę rzędu { $row }), prosto lub na ukos
move-own-pawn = na { $square } stoi twój własny { -pawn }
move-capture-diagonally = { $square } jest zajęte: { -pawns } biją tylko na ukos
move-attacked = { $square } leży { $line ->
    [row] w tym samym rzędzie
    [column] w tej samej kolumnie
   *[diagonal] na tej samej przekątnej
} co { -pawn } na { $attacker }
move-attacked-own = { $square } leży { $line ->
    [row] w tym samym rzędzie
    [column] w tej samej kolumnie
   *[diagonal] na tej samej przekątnej
} co twój { -pawn } na { $attacker }
move-outnumbered = { $square } ma { $opponent ->
    [one] 1 sąsiedni { -pawn } przeciwnika
    [few] { $opponent } sąsiednie { -pawns } przeciwnika
    [many] { $opponent } sąsiednich { -pawns(case: "gen") } przeciwnika
   *[other] { $opponent } sąsiedniego { -pawn(case: "gen") } przeciwnika
} i { $own } twoich: możesz stawiać tylko tam, gdzie masz co najmniej tylu sąsiadów co przeciwnik

position-side-1-or-2 = strona na ruchu to 1 lub 2, a nie { $side }
position-three-fields = pozycja w { -three(case: "loc") } to 9-cyfrowy kod planszy albo kod, strona na ruchu i ruchy od końca stawiania (np. '100011222 1 -')
position-three-code = kod planszy to 9 cyfr 0, 1 lub 2, a nie { $code }
position-three-step = { $step } nie jest ruchem w rodzaju 4-7
position-three-pieces = każdy gracz ma tylko trzy { -pieces }
position-three-second-to-move = gracz 1 postawił o jeden { -piece } więcej, więc na ruchu jest gracz 2
position-three-counts = gracz 1 stawia pierwszy, więc gracz 1 ma tyle samo { -pieces(case: "gen") } co gracz 2 lub o jeden więcej
position-three-first-to-move = obaj postawili tyle samo { -pieces(case: "gen") }, więc stawia gracz 1
position-three-line = linię może mieć tylko gracz, który właśnie wykonał ruch
position-three-trail-option = ruchy są zapisywane tylko z opcją repetition_draw: użyj '-'
position-three-trail-placing = ruchy od końca stawiania zaczynają się dopiero, gdy wszystkie sześć { -pieces(case: "gen") } stoi na planszy
position-three-trail-misfit = ruch { $move } nie pasuje do planszy
position-three-trail-over = partia skończyła się już przed { $move }
position-three-trail-drawn = partia była już zremisowana przez powtórzenie przed ostatnim ruchem
position-notakto-boards = ta partia ma mieć plansze w liczbie { $boards }, oddzielone '/', a nie { $found }
position-notakto-cells = plansza { $board } musi mieć 9 pól 'X' lub '.', a nie { $cells }
position-notakto-lines = plansza { $board } ma linie, których nie mógł ukończyć żaden pojedynczy ostatni znak
position-rows = liczba rzędów planszy (oddzielonych '/') to { $found }, a nie { $rows }
position-row-zero-run = rząd { $row }: ciągi pustych pól zaczynają się od 1
position-row-token = rząd { $row }: { $token } to nie W, B ani liczba pustych pól
position-row-length = liczba pól w rzędzie { $row } to { $found }, a nie { $columns }
position-row-too-long = rząd { $row } ma za dużo pól, a nie { $columns }
position-grid-fields = pozycja to plansza i strona na ruchu, np. { $example }
position-placement-counts = liczba { -pawns(case: "gen") }: gracz 1 { $first }, gracz 2 { $second }; gracz 1 stawia pierwszy, więc gracz 1 ma tyle samo lub o jeden więcej
position-placement-side = przy tych { -pawns(case: "loc") } na ruchu jest gracz { $player }, a nie { $side }
position-too-many-pawns = gracz { $player } ma za dużo { -pawns(case: "gen") } (najwyżej { $most })
position-far-row = gracz { $player } jest na ruchu, ale ma już { -pawn } w ostatnim rzędzie
position-no-pawns = gracz { $player } właśnie wykonał ruch, więc ma co najmniej jeden { -pawn }
position-firstattack-in-line = { -pawn } na { $square } stoi w linii z innym { -pawn(case: "ins") }, który go blokuje, a tego nie da się osiągnąć w żadnej partii

option-three-repetition-draw = remis, gdy pozycja pojawi się po raz trzeci (off: tylko remis za porozumieniem)
option-notakto-boards = ile plansz 3x3 (1 do 5)
option-breakthrough-rows = rzędy planszy (5 do 26)
option-breakthrough-columns = kolumny planszy (2 do 26)
option-firstattack-size = rzędy i kolumny planszy (1 do 12)
option-firstattack-colours = każdego gracza blokują tylko linie przez jego własne { -pawns }
option-pleiadis-size = rzędy i kolumny planszy (2 do 12)

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }: postaw swoje 9 { -pieces(case: "gen") }, a potem przesuwaj je wzdłuż linii{ $flying ->
        [on] {" "}(gdy zostaną ci 3, możesz przeskakiwać na dowolny punkt)
       *[off] {""}
    }. Trzy w rzędzie to { -mill }: usuń { -piece } przeciwnika. Zostaw przeciwnikowi 2 { -pieces } albo żadnego ruchu, aby wygrać. Remis jest wtedy, gdy pozycja pojawi się trzeci raz{ $plies ->
        [0] {""}
        [one] {" "}lub po 1 ruchu bez { -mill(case: "gen") } (liczą się ruchy obu graczy)
       *[other] {" "}lub po { $plies } ruchach bez { -mill(case: "gen") } (liczą się ruchy obu graczy)
    }.
    Ruchy: d6 (postawienie), a1-a4 (przesunięcie), a1-a4xg7 (i usunięcie g7); punkty to a1-g7 lub 0-23. Po ułożeniu { -mill(case: "gen") } wskaż { -piece } do usunięcia (g7), jeśli nie ma go w ruchu.
rules-three =
    { -three }: postaw swoje 3 { -pieces }, a potem przesuwaj jeden z nich na dowolny pusty punkt. Trzy w linii (rząd, kolumna lub przekątna) wygrywają, w obu fazach. { $repetition ->
        [on] Pozycja, która pojawi się trzy razy, to remis.
       *[off] Nie ma automatycznego remisu.
    }
    Ruchy: 5 (postawienie), 4-7 (przesunięcie). Punkty to 1-9 rzędami od lewego górnego rogu (1 2 3 / 4 5 6 / 7 8 9) lub a1-c3, gdzie a1 to lewy dolny róg.
rules-notakto =
    { -notakto } na { $boards ->
        [one] 1 planszy
       *[other] { $boards } planszach
    }: obaj gracze stawiają X na dowolnej żywej planszy. Plansza z trzema X w rzędzie, kolumnie lub na przekątnej jest martwa. Kto zabije ostatnią planszę, przegrywa.
    Ruchy: litera planszy i pole, np. A4; pola to 0-8 rzędami (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } na { $rows }x{ $columns }: przesuń { -pawn } o jeden rząd do przodu, prosto lub na ukos, na puste pole; bić można tylko na ukos. Dojdź do ostatniego rzędu lub zbij wszystkie { -pawns } przeciwnika, aby wygrać. Gracz 1 (W) zaczyna na górze i idzie w dół.
    Ruchy: a2-b3 (także a2 b3, a2b3); pola to a1 do { $last }: kolumny od lewej, rzędy od góry (strona gracza 1).
rules-firstattack =
    { -firstattack } na { $size }x{ $size }: postaw { -pawn } na pustym polu, które nie dzieli rzędu, kolumny ani przekątnej (w dowolnej odległości) z { $colours ->
        [on] żadnym z twoich własnych { -pawns(case: "gen") } (piony przeciwnika cię nie blokują)
       *[off] żadnym { -pawn(case: "ins") }
    }. Kto nie może postawić, przegrywa.
    Ruchy: pole, np. { $example }; pola to a1 do { $last }: kolumny od lewej, rzędy od góry (strona gracza 1). Wolne pola są oznaczone + (na zielono w emoji).
rules-pleiadis =
    { -pleiadis } na { $size }x{ $size }: postaw { -pawn } na pustym polu, wśród którego sąsiadów (do 8) przeciwnik nie ma więcej { -pawns(case: "gen") } niż ty. Kto nie może postawić, przegrywa.
    Ruchy: pole, np. { $example }; pola to a1 do { $last }: kolumny od lewej, rzędy od góry (strona gracza 1). Wolne pola są oznaczone + (na zielono w emoji).


## Boards (renderer/): legends, status lines, last-move notes

status-to-move = Ruch: { $name }.
status-to-remove = Ruch: { $name }, usuń { -piece }.
status-over = { $result }.

last-move = Ostatni ruch: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } skąd
note-to = { $mark } dokąd
note-removed = { $mark } usunięty
note-board-died = plansza padła
note-morris-pending = { $move }: { -mill }! Usuń jeden, np. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } do postawienia
legend-morris-placing = { $piece } { $name }: { $hand } w ręce, { $board } na planszy
legend-morris-moving = { $piece } { $name }: { $board } na planszy
legend-three-naming = 1-9 jak wyżej lub a1-c3 (a1 lewy dół)
legend-notakto-all-dead = Wszystkie plansze są martwe.
legend-notakto-dead = Martwe: { $boards }
legend-moves-down = { $piece } { $name ->
    [Ty] Idziesz
   *[other] { $name } idzie
} w dół
legend-moves-up = { $piece } { $name ->
    [Ty] Idziesz
   *[other] { $name } idzie
} w górę
legend-open = { $piece } { $name }: { $count ->
    [one] 1 wolne pole
    [few] { $count } wolne pola
    [many] { $count } wolnych pól
   *[other] { $count } wolnego pola
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] pierwsza partia rankingowa
        [few] dopiero { $games } partie rankingowe
        [many] dopiero { $games } partii rankingowych
       *[other] dopiero { $games } partii rankingowej
    }: wczesne rankingi zmieniają się najbardziej)
rating-even = { $delta } przeciw równemu rankingowi
rating-against-higher = { $delta } przeciw graczowi z rankingiem wyższym o { $gap }
rating-against-lower = { $delta } przeciw graczowi z rankingiem niższym o { $gap }

database-busy = Baza danych jest zajęta, więc nic nie zmieniono: spróbuj ponownie.
save-uncertain = Podczas zapisu straciłem połączenie z bazą danych, więc nie wiem, czy to zostało zapisane: zanim spróbujesz ponownie, za minutę spójrz jeszcze raz na planszę.
cannot-save = Nie mogę teraz zapisywać partii, więc nic nie zmieniono: spróbuj ponownie za kilka minut.
changed-meanwhile = Partia zmieniła się w trakcie zapisu: spójrz na planszę i spróbuj ponownie.

no-game-here = Nie masz trwającej partii na tym kanale.
game-not-in-progress = Ta partia już nie trwa.
game-ended = Ta partia już się skończyła.
no-such-game = Nie ma partii #{ $game }.
not-a-player = Nie grasz w tej partii.
not-your-turn = To nie twój ruch: czekamy na { $waiting }.
move-rejected = Nie można zagrać '{ $move }': { $reason }.
abort-too-late = Obie strony wykonały ruch, więc partii nie można już przerwać: poddaj się albo zaproponuj remis.
busy-you = Grasz już na tym kanale w { $title } (partia #{ $game }): najpierw dokończ tę partię.
busy-player = { $player } gra już na tym kanale w { $title } (partia #{ $game }): najpierw trzeba dokończyć tę partię.
nothing-to-export = Nie ma partii do eksportu: najpierw jakąś zagraj.

channel-not-for-games = Na tym kanale się nie gra: { $count ->
    [one] spróbuj na kanale gier tego serwera.
   *[other] spróbuj na jednym z { $count } kanałów gier tego serwera.
}
challenge-yourself = Nie możesz wyzwać samego siebie: wybierz innego gracza.
no-such-level = Nie ma poziomu '{ $level }' w grze { $title }: wybierz { $levels }.
level-needs-computer = Poziom dotyczy tylko partii z komputerem.
already-challenged = Masz już tu otwarte wyzwanie dla { $opponent }: poczekaj na odpowiedź albo najpierw je wycofaj.
challenge-expired = To wyzwanie wygasło: poproś o nowe.
challenge-closed = To wyzwanie nie jest już otwarte.
no-challenge-to-you = Na tym kanale nie ma otwartego wyzwania dla ciebie.
no-challenge-of-yours = Na tym kanale nie ma twojego otwartego wyzwania.
own-challenge = Nie możesz przyjąć ani odrzucić własnego wyzwania: wycofaj je.
challenge-not-for-you = To wyzwanie jest dla { $challenged }, nie dla ciebie.
only-challenger-withdraws = Tylko { $challenger } może wycofać to wyzwanie.
bad-options = Tych opcji nie można użyć: { $reason }.
unreadable-position = Nie można odczytać tej pozycji: { $reason }.
position-over = Ta pozycja jest już rozstrzygnięta: wybierz taką, w której zostały ruchy.
bad-first-move = Kto zaczyna, to jedno z { $choices }, a nie '{ $first }'.

bad-proposal = Propozycja to jedno z { $choices }, a nie '{ $kind }'.
already-proposed = Twoja propozycja { $kind ->
    [draw] remisu
    [restart] gry od nowa
    [takeback] cofnięcia ruchu
   *[rematch] rewanżu
} już czeka: czekamy na { $opponent }.
no-proposal = Nie ma propozycji { $kind ->
    [draw] remisu
    [restart] gry od nowa
    [takeback] cofnięcia ruchu
   *[rematch] rewanżu
} do odrzucenia.
offer-not-open = Ta oferta (partia #{ $game }) nie jest już otwarta, więc nic nie zmieniono.
rematch-while-playing = Twoja partia tutaj jeszcze trwa: najpierw ją dokończ.
no-finished-game = Nie masz na tym kanale zakończonej partii, w której można by zagrać rewanż.
takeback-rated = Cofanie ruchów jest tylko w partiach bez rankingu.
takeback-mid-turn = Dokończ trwającą turę, zanim poprosisz o cofnięcie ruchu.
takeback-nothing = Nie masz jeszcze żadnego ruchu do cofnięcia.

settings-need-server = Ustawienia należą do serwera; wiadomości prywatne i grupowe używają domyślnych. Uruchom to na kanale serwera, aby zmienić jego ustawienia.
no-board-style = Nie ma stylu planszy '{ $style }': wybierz { $styles }.
setting-clock = zegar
setting-turn-timeout = czas na ruch
setting-challenge-expiry = ważność wyzwania
not-a-duration = Wartość '{ $text }' ({ $what }) nie jest czasem trwania: napisz np. 90s, 15m, 2h lub 1d.
out-of-range = { $what }: wartość musi wynosić od { $low } do { $high }.
out-of-range-given = { $what }: wartość musi wynosić od { $low } do { $high }, a nie { $given }.
duration-days = { $count ->
    [one] { $count } dzień
    [few] { $count } dni
    [many] { $count } dni
   *[other] { $count } dnia
}
duration-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
}
duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
}
duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekund
   *[other] { $count } sekundy
}

export-title = { $title }, partia #{ $game }
export-options = Opcje: { $options }
export-none = brak
export-player = Gracz { $seat }: { $player }
export-started = Rozpoczęta: { $when } UTC
export-start = Start: { $position }
export-standard = standardowa
export-result = Wynik: { $result }
export-in-progress = w toku
export-aborted = Partia przerwana
export-draw = Remis { $how }
export-win = { $winner } wygrywa { $how }
export-moves = Ruchy: { $moves }
export-no-moves = (brak)
export-position = Pozycja: { $position }
export-mark = Analiza: { $mark }
name-review = analiza
name-puzzle = zagadka
name-puzzles = zagadki
name-number = numer
name-daily = dzienna
cmd-review = Przejdź przez swoją zakończoną partię młynka, z oceną każdej pozycji
cmd-review-game = numer partii (domyślnie: twoja ostatnia partia tutaj)
cmd-puzzle = Zagadka w młynka: znajdź jedyny wygrywający ruch, klikając
cmd-puzzle-number = numer zagadki (domyślnie: nowa dla ciebie, bliska twojemu rankingowi)
cmd-puzzle-daily = zagadka dnia tego serwera
cmd-puzzles = Ranking zagadek (rankingi i serie) i twoje wyniki
review-buttons = ⏮ ◀ ▶ ⏭ przechodź przez partię; ⚑ skacze do następnego punktu zwrotnego (punkty zwrotne: { $count }).
puzzle-title = **Zagadka #{ $id }** ({ $difficulty }, ranking { $rating }): { $player } (na ruchu) wygrywa w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    }. Znajdź jedyny wygrywający ruch.
puzzle-easy = łatwa
puzzle-medium = średnia
puzzle-hard = trudna
puzzle-daily = Dzisiejsza zagadka tego serwera.
puzzle-right = Dobrze: **{ $move }**. Komputer odpowiada { $reply }.
puzzle-solved = Rozwiązane: **{ $move }** wygrywa! Ranking zagadek { $rating } ({ $change }), seria { $streak }.
puzzle-wrong = Źle: **{ $move }** nie wygrywa najkrótszą drogą. Rozwiązanie: { $solution }. Ranking zagadek { $rating } ({ $change }); seria zaczyna się od nowa.
puzzle-no-such = Nie ma zagadki #{ $id }: wybierz jedną od 1 do { $count }.
puzzle-over = W zagadce #{ $id } nie ma takiego ruchu do zagrania: zacznij ją od nowa przez /{ name-puzzle }.
puzzle-leaderboard = Ranking **zagadek** { $place }
puzzle-nobody = Nikt jeszcze nie próbował zagadki { $place }.
puzzle-entry = { $rank }. { $player } { $rating } (rozwiązane: { $solved }, najlepsza seria: { $best })
puzzle-record = Twoje zagadki: ranking { $rating }, rozwiązane: { $solved }, nieudane: { $failed }, seria: { $streak } (najlepsza: { $best }).
puzzle-no-record = Nie próbowałeś jeszcze żadnej zagadki: /{ name-puzzle } da ci jedną.
review-start = Partia #{ $game }: początek (ruchy: { $total }).
review-step = Ruch { $ply } z { $total }: { $player } zagrał { $move }.
review-exact-win = { $player } (na ruchu) wygrywa w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    } (tablice końcówek, dokładnie).
review-exact-loss = { $player } (na ruchu) przegrywa w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    } (tablice końcówek, dokładnie).
review-exact-draw = Remis przy najlepszej grze (tablice końcówek, dokładnie).
review-search-win = { $player } (na ruchu) wygrywa w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    } (znalezione przez przeszukiwanie).
review-search-loss = { $player } (na ruchu) przegrywa w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    } (znalezione przez przeszukiwanie).
review-search-score = Ocena przeszukiwania: { $score } pionów dla gracza { $player } (na ruchu).
review-game-over = Partia się skończyła.
review-let-win = Wygrana w { $plies ->
        [one] 1 ruchu
       *[other] { $plies } ruchach
    } została wypuszczona w ruchu { $ply } ({ $move }); { $better } by ją utrzymał.
review-let-draw = Remis został wypuszczony w ruchu { $ply } ({ $move }); { $better } by go utrzymał.
review-mistake = Ruch { $ply } ({ $move }) stracił przewagę według przeszukiwania; { $better } był lepszy.
review-nothing = Nie ma tu twojej partii do analizy.
review-morris-only = Analizować można tylko partie { -morris }.
review-unfinished = Partia #{ $game } jeszcze trwa: przeanalizuj ją po jej zakończeniu.
terminal-review-description = Przejdź przez zakończoną partię { -morris } zapisaną w { $db } (lub --db PLIK), z oceną każdej pozycji: dokładną z tablic końcówek, a poza nimi z krótkiego przeszukiwania.
terminal-review-arg-game = numer partii (domyślnie: ostatnia rozegrana w terminalu)
terminal-review-prompt = Enter lub > dalej, < wstecz, ! następny punkt zwrotny, liczba: ten ruch, q: koniec>
terminal-review-hint = Przejdź przez tę partię z oceną każdej pozycji: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = h, pomoc
words-resign = q, poddaj, poddaję
words-restart = r, od nowa
words-draw = remis
words-takeback = cofnij
words-accept = przyjmij, akceptuj
words-decline = odrzuć
words-withdraw = wycofaj, anuluj


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } i { $then }
list-lines =
    { $first }
    { $then }
this-channel = tym kanale
computer = Komputer
computer-level = Komputer ({ $level })
computer-level-standby = Na razie komputer gra na poziomie { $played }: gra na poziomie { $level } jest jeszcze przygotowywana i przejmie sama, gdy będzie gotowa.
option-value = { $name } { $value }
option-on = wł.
option-off = wył.
error-apology = Przepraszam, coś poszło nie tak po mojej stronie. Zostało to zapisane w logach; spróbuj ponownie.
error-not-here = Tego polecenia nie można tu użyć.
permission-view-channel = Wyświetlanie kanału
permission-send-messages = Wysyłanie wiadomości
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach
games-only-in = Na tym kanale się nie gra: spróbuj { $channels }.
app-not-in-server = Nie jestem członkiem tego serwera, więc nie mogę tu opublikować planszy partii. Poproś administratora serwera, aby mnie dodał (link z zaproszeniem jest w moim profilu), albo graj w wiadomości prywatnej lub grupowej.
permission-missing = Nie mogę prowadzić partii w { $where }: brakuje mi tam { $count ->
        [one] uprawnienia
       *[other] uprawnień
    } { $permissions }. Poproś administratora serwera o ich nadanie albo graj na innym kanale.

button-accept = Przyjmij
button-decline = Odrzuć
button-withdraw = Wycofaj
button-rematch = Rewanż
button-resign = Poddaj się
button-keep = Graj dalej
button-offer-draw = Zaproponuj remis
button-takeback = Cofnij ruch
button-restart = Zacznij od nowa
only-owner = Tylko { $owner } może { $purpose }.
purpose-press = to nacisnąć
purpose-answer-challenge = odpowiedzieć na to wyzwanie
purpose-withdraw-challenge = wycofać to wyzwanie
purpose-answer-offer = odpowiedzieć na tę ofertę
step-remove = usuń { $point }
step-remove-which = Który pionek usunąć?
step-your-move = Twój ruch
step-mill-remove-which = { $move } układa młynek: który pionek usunąć?
step-to-where = { $move }: dokąd?
step-choose-range = Wybierz zakres
step-page-row = Rząd { $row } ({ $first }–{ $last })
step-page-rows = Rzędy { $first }–{ $last }
step-board = Plansza { $board }

challenge = { $challenged }, { $challenger } wyzywa cię na partię **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = zasady standardowe
challenge-first = { $player } zaczyna
challenge-first-random = kto zaczyna, zostanie wylosowane
challenge-from-position = Z ustawionej pozycji (bez rankingu).
challenge-clock = Zegar: { $clock } na ruch.
challenge-in-thread = Partia toczy się we własnym wątku.
challenge-answer-any = Naciśnij Przyjmij lub Odrzuć albo napisz `przyjmij` lub `odrzuć`. Wyzwanie wygasa { $expires }.
challenge-answer-addressed = Naciśnij Przyjmij lub Odrzuć albo wpisz `przyjmij` lub `odrzuć` ze wzmianką o mnie (`@bot przyjmij`). Wyzwanie wygasa { $expires }.
challenge-answer-none = Naciśnij Przyjmij lub Odrzuć. Wyzwanie wygasa { $expires }.
challenge-opponent-is-bot = { $opponent } to bot: wyzwij człowieka albo pomiń przeciwnika, aby zagrać ze mną.
challenge-opponent-not-member = { $opponent } nie jest członkiem tego serwera, więc nie mógłby odpowiedzieć: wyzwij kogoś, kto tu jest.
challenge-no-thread-here = Wątki istnieją tylko na kanałach serwera, więc partia tutaj nie może mieć wątku: wyzwij ponownie bez `{ name-thread }`.
challenge-too-fast = Wysyłasz wyzwania za szybko: odczekaj { $seconds } s i spróbuj ponownie.
challenge-not-open = To wyzwanie nie jest już otwarte.
challenge-accepted-by = Przyjęte przez { $player }.
challenge-declined-by = Odrzucone przez { $player }.
challenge-withdrawn-by = Wycofane przez { $player }.
game-begins = { $game } #{ $id } się zaczyna.

offer-draw = { $proposer } proponuje remis w partii { $game } #{ $id }. { $opponent }: naciśnij Przyjmij lub Odrzuć albo użyj /remis.
offer-restart = { $proposer } proponuje zacząć partię { $game } #{ $id } od nowa. { $opponent }: naciśnij Przyjmij lub Odrzuć albo użyj /restart.
offer-takeback = { $proposer } prosi o cofnięcie swojego ostatniego ruchu w partii { $game } #{ $id }. { $opponent }: naciśnij Przyjmij lub Odrzuć albo użyj /cofnij.
offer-rematch = { $proposer } proponuje rewanż w partii { $game } #{ $id }. { $opponent }: naciśnij Przyjmij lub Odrzuć albo użyj /rewanż lub przycisku Rewanż.
declined-draw = Propozycja remisu w partii { $game } #{ $id } odrzucona przez { $player }.
declined-restart = Propozycja gry od nowa w partii { $game } #{ $id } odrzucona przez { $player }.
declined-takeback = Prośba o cofnięcie ruchu w partii { $game } #{ $id } odrzucona przez { $player }.
declined-rematch = Propozycja rewanżu w partii { $game } #{ $id } odrzucona przez { $player }.
agreed-draw = Uzgodniono: remis w partii { $game } #{ $id }.
agreed-restart = Uzgodniono: od nowa w partii { $game } #{ $id }.
agreed-takeback = Uzgodniono: cofnięcie ruchu w partii { $game } #{ $id }.
agreed-rematch = Uzgodniono: rewanż w partii { $game } #{ $id }.
offer-accepted-by = Przyjęte przez { $player }.
offer-declined-by = Odrzucone przez { $player }.
rematch-started = Rewanż rozpoczęty.
resign-confirm = { $player }, poddać partię { $game } #{ $id }? Naciśnij Poddaj się, aby potwierdzić.
resigned = Poddano.
resignation-cancelled = Poddanie anulowane.
game-aborted = Partia została przerwana.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Ten wybór nie jest już możliwy: plansza się zmieniła. Użyj jej menu jeszcze raz.
game-no-longer-in-progress = Ta partia już nie trwa.
no-game-in-channel = Na tym kanale nie trwa żadna partia.
games-here = **Trwające tu partie** (śledź ich plansze; `/plansza` pokazuje jedną prywatnie)
games-here-entry = { $game } #{ $id }, { $first } kontra { $second }, rozegrano { $turns ->
        [one] jedną turę
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Nie masz tu otwartego wyzwania do wycofania.
nothing-to-answer = Nie ma teraz nic do przyjęcia ani odrzucenia.
typed-how-any = Wpisz swój ruch na kanale
typed-how-addressed = Wpisz swój ruch ze wzmianką o mnie (`@bot d6`)
typed-how-none = Użyj menu planszy
typed-help =
    { $how }, aby go zagrać (jak go zapisać, opisano niżej). Poza tym: `h`/`pomoc` ta pomoc, `q`/`poddaj` poddanie (z potwierdzeniem), `r`/`od nowa` propozycja gry od nowa, `remis` zaproponuj lub przyjmij remis, `cofnij` poproś o cofnięcie ostatniego ruchu, `przyjmij`/`odrzuć` odpowiedz na wyzwanie lub propozycję, `wycofaj` wycofaj swoje wyzwanie. Każde polecenie jest też poleceniem z ukośnikiem: zobacz /pomoc.

    { $rules }
stats-here = na tym serwerze
stats-anywhere = nigdzie
stats-in-game = { " " }w grze { $game }
stats-no-games = { $player } nie ma jeszcze zakończonych partii{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: jeszcze bez rankingu, { $wins }W { $losses }P { $draws }R
stats-record-rated = { $game }: ranking { $rating }, miejsce { $rank }, { $wins }W { $losses }P { $draws }R
stats-nobody = Nikt jeszcze { $place } nie ukończył rankingowej partii w grze { $game }.
stats-leaderboard = **{ $game }**: ranking graczy
stats-leaderboard-global = **{ $game }**: ranking graczy (globalny)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }W { $losses }P { $draws }R)
help-commands =
    {"**"}Rozpocznij partię**: { $challenges } — każde przyjmuje `przeciwnik` (pomiń albo wybierz mnie, aby grać z komputerem), `poziom`, `kto_zaczyna`, własne opcje gry i `pozycja`.
    {"**"}Graj**: menu i przyciski planszy albo `/ruch` (z podpowiedziami){ $typing }
    {"**"}W trakcie partii**: `/plansza` pokaż ją ponownie, `/remis` zaproponuj lub przyjmij remis, `/restart`, `/cofnij` (partie bez rankingu), `/poddaj`, `/przerwij` (zanim obie strony wykonają ruch).
    {"**"}Po partii**: `/rewanż` (lub przycisk Rewanż), `/eksport` lista ruchów i pozycja, `/analiza` przejście przez nią z oceną każdej pozycji.
    {"**"}Więcej**: `/statystyki [użytkownik] [gra]` rankingi i wyniki, `/pomoc [gra]` zasady{ $settings }; `/zagadka` zagadka (`dzienna`: zagadka dnia serwera), `/zagadki` ranking zagadek.
help-typing-any = , albo po prostu wpisz ruch na kanale (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Wpisywane: `h` pomoc, `q` poddaj, `r` od nowa, `remis`, `przyjmij`, `odrzuć`, `wycofaj` (twoje własne wyzwanie; albo jego przycisk Wycofaj).
help-typing-addressed = , albo wpisz ruch ze wzmianką o mnie (`@bot d6`, `@bot a1-a4xg7`). Tak samo wpisywane: `h` pomoc, `q` poddaj, `r` od nowa, `remis`, `przyjmij`, `odrzuć`, `wycofaj` (twoje własne wyzwanie; albo jego przycisk Wycofaj).
help-typing-none = . Wpisane wiadomości nie są tu czytane.
reminders-on = Przypomnienia w wiadomości prywatnej są włączone: wyślę ci też wiadomość, gdy kończy ci się czas na ruch przy zegarze godzinnym lub dłuższym. Zmień to przez `/przypomnienia dm:`.
reminders-off = Przypomnienia w wiadomości prywatnej są wyłączone: tylko wzmianka w partii, gdy kończy ci się czas na ruch przy zegarze godzinnym lub dłuższym. Zmień to przez `/przypomnienia dm:`.
settings-channels-invalid = Podaj kanały, na których można grać, jako wzmianki #kanał albo napisz `all`.
settings-manage-server-only = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą to zrobić.
settings-channel-elsewhere = { $channel } nie jest kanałem tego serwera: podaj kanały tego serwera albo napisz `all`. Nic nie zmieniono.
settings-saved = Ustawienia zapisane.
settings-current = Obecne ustawienia (podaj opcje, aby je zmienić).
settings-every-channel = każdy kanał
settings-shown =
    { $heading }
    Czas na ruch: { $timeout }
    Ważność wyzwania: { $expiry }
    Styl planszy: { $style }
    Gry dozwolone na: { $channels }
    Partie we własnych wątkach: { $threads }
    Język partii: { $language }
export-as-file = Partia jest za długa na jedną wiadomość: oto ona jako plik.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } gra **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } gra **{ $move }** i proponuje remis: naciśnij Przyjmij lub Odrzuć albo /remis, aby go przyjąć.
board-start = **{ $game }** #{ $id }: partia się zaczyna, pierwszy ruch: { $player }.
board-restart = **{ $game }** #{ $id }: partia zaczyna się od nowa.
board-takeback = **{ $game }** #{ $id }: cofnięto ostatni ruch gracza { $player } (i ewentualną odpowiedź na niego).
board-recent = Ostatnie ruchy: { $moves }
board-thinking = { $player } myśli…
board-not-shown-move = Zagrano **{ $move }**; nie udało się opublikować planszy. /plansza ją pokaże.
board-not-shown = Twój ruch został zagrany; nie udało się opublikować planszy. /plansza ją pokaże.
board-above = Twój ruch jest na planszy powyżej ({ $link }): nie mogę już publikować nowych wiadomości na tym kanale. Poproś administratora serwera, aby znów dał mi tu uprawnienie Wysyłanie wiadomości.
turn-ping = { $player }, twój ruch w partii { $game } #{ $id }: { $link }
result-ping = { $players }: partia { $game } #{ $id } się zakończyła, zobacz planszę: { $link }
board-moved = *Ta plansza się przeniosła: partia toczy się dalej tutaj: { $link }*
board-behind = **{ $game }** #{ $id }: pokazana ponownie. Nie udało się zaktualizować tej planszy: na czacie grupowym Discord pozwala mi publikować tylko w ciągu 15 minut od chwili, gdy ktoś mnie użyje.
thread-name = { $game }: { $first } kontra { $second }
a-player = gracz
user-unknown = użytkownik { $id }
move-played = Twój ruch: **{ $move }**.
time-left-minutes = około { $minutes } min
time-left-seconds = mniej niż minuta
turn-warning = { $player }, zostało { $left } na twój ruch w partii { $game } #{ $id }: czas mija { $when }.
reminder-dm = Twój ruch w partii { $game } #{ $id }: czas mija { $when }. (Wyłącz te przypomnienia przez /przypomnienia.)
reminder-dm-link = Twój ruch w partii { $game } #{ $id }: czas mija { $when }. Plansza: { $link } (Wyłącz te przypomnienia przez /przypomnienia.)
challenge-expired-note = To wyzwanie wygasło.
board-deadline = Czas mija { $when }.
game-over-aborted = **Koniec partii**: partia została przerwana (bez wyniku, bez zmiany rankingu).
game-over-draw = **Koniec partii**: remis { $how }.
game-over-win = **Koniec partii**: { $winner } wygrywa { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Rankingi: { $changes }
result-unrated =
    { $result }
    Partia bez rankingu.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = przerwij
name-board = plansza
name-board-style = styl_planszy
name-boards = plansze
name-breakthrough = breakthrough
name-challenge-expiry = ważność_wyzwania
name-channels = kanały
name-clock = zegar
name-colours = kolory
name-columns = kolumny
name-dm = dm
name-draw = remis
name-draw-plies = remis_ruchy
name-export = eksport
name-first = kto_zaczyna
name-firstattack = firstattack
name-flying = skakanie
name-game = gra
name-games = partie
name-help = pomoc
name-level = poziom
name-morris = młynek
name-move = ruch
name-notakto = notakto
name-opponent = przeciwnik
name-pleiadis = pleiadis
name-position = pozycja
name-rematch = rewanż
name-reminders = przypomnienia
name-repetition-draw = remis_powtórzenie
name-resign = poddaj
name-restart = restart
name-rows = rzędy
name-scope = zakres
name-settings = ustawienia
name-size = rozmiar
name-stats = statystyki
name-takeback = cofnij
name-thread = wątek
name-threads = wątki
name-threemorris = mały_młynek
name-turn-timeout = czas_na_ruch
name-user = użytkownik

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = łatwy
choice-emoji = emoji
choice-global = globalnie
choice-hard = trudny
choice-me = ja
choice-medium = średni
choice-perfect = perfekcyjny
choice-random = losowo
choice-server = serwer
choice-text = tekst
choice-them = przeciwnik

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Wyzwij kogoś lub komputer na partię: { $game }
cmd-option = { $help } (domyślnie { $default })
cmd-challenge-menu = Wyzwij na partię
cmd-challenge-opponent = z kim grać; pomiń albo wybierz mnie, aby grać z komputerem
cmd-challenge-level = siła komputera: { $levels } (domyślnie { $default })
cmd-challenge-first = kto zaczyna: ja, przeciwnik lub losowo (domyślnie losowo)
cmd-challenge-position = zacznij od tej pozycji (partia jest wtedy bez rankingu)
cmd-challenge-thread = graj partię we własnym wątku (domyślnie: ustawienie serwera)
cmd-challenge-clock = czas na ruch, np. 15m, 2h lub 3d (od 1 minuty do 14 dni; domyślnie: czas na ruch serwera)
cmd-move = Wykonaj ruch w swojej partii na tym kanale
cmd-move-move = twój ruch, np. d6, a1-a4, a1-a4xg7, A6 lub b2-c3
cmd-board = Pokaż partię z tego kanału, tylko tobie
cmd-games = Trwające tu partie, do śledzenia
cmd-resign = Poddaj swoją partię na tym kanale
cmd-abort = Przerwij swoją partię, zanim obie strony wykonają ruch
cmd-export = Twoja partia jako lista ruchów i pozycja
cmd-draw = Zaproponuj remis albo przyjmij propozycję przeciwnika
cmd-restart = Zaproponuj grę od nowa albo przyjmij propozycję
cmd-takeback = Poproś o cofnięcie swojego ostatniego ruchu
cmd-rematch = Zaproponuj rewanż za swoją ostatnią partię tutaj
cmd-stats = Ranking gry albo wyniki gracza
cmd-stats-user = pokaż wyniki i miejsce tego gracza w każdej grze
cmd-stats-game = gra (domyślnie Młynek dla rankingu)
cmd-stats-scope = partie tego serwera albo wszystkie partie wszędzie (domyślnie: serwer; globalnie w DM)
cmd-help = Polecenia i zasady gry
cmd-help-game = pokaż zasady i zapis ruchów tej gry
cmd-reminders = Twoje przypomnienia w DM, zanim skończy ci się czas na ruch
cmd-reminders-dm = wł.: także DM, gdy kończy się zegar godzinny lub dłuższy (domyślnie wył.)
cmd-settings = Ustawienia serwera dla gier (Zarządzanie serwerem)
cmd-settings-turn-timeout = czas na każdy ruch, np. 15m, 2h lub 1d (od 1 minuty do 7 dni)
cmd-settings-challenge-expiry = jak długo wyzwanie jest otwarte, np. 10m (od 1 minuty do 1 dnia)
cmd-settings-board-style = jak rysowane są plansze
cmd-settings-channels = #kanały, na których można grać, albo `all`
cmd-settings-threads = graj wyzwania, otwarte wyzwania i szybkie dobieranie między ludźmi, każde we własnym wątku


## Terminal (bot/console/)

# Litery odpowiedzi: słowo zaczynające się od tej litery.
terminal-yes = t
terminal-no = n
terminal-resume = w
terminal-new = n
# Imiona graczy. result-win i legend-moves-* wybierają według "Ty".
terminal-you = Ty
terminal-computer = Komputer
terminal-player = Gracz { $seat }

terminal-description = Graj w terminalu: dwie osoby przy jednej klawiaturze albo jedna z komputerem (--computer). Partie są zapisywane w { $db } (lub --db PLIK): wyjdź przez Ctrl-D lub Ctrl-C i uruchom to samo polecenie ponownie, aby kontynuować tam, gdzie skończono.
terminal-arg-lang = język gry (domyślnie { $default }: z LC_ALL, LC_MESSAGES lub LANG)
terminal-arg-style = styl planszy
terminal-arg-computer = komputer gra tą stroną
terminal-arg-level = siła komputera
terminal-arg-position = zacznij od tej pozycji
terminal-arg-seed = ziarno losowości dla komputera
terminal-arg-db = plik z zapisanymi partiami (domyślnie { $db })
terminal-error = błąd: { $error }
terminal-level-needs-computer = --level to siła komputera: dodaj --computer 1 lub 2
terminal-title = { $game }. Wpisz h, aby uzyskać pomoc.

terminal-help =
    Polecenia:
      h, pomoc      pokaż tę pomoc i zasady
      q, poddaj     poddaj partię (z potwierdzeniem)
      r, od nowa    zaproponuj grę od nowa (drugi gracz musi się zgodzić)
      remis         zaproponuj remis (drugi gracz musi się zgodzić)
      cofnij        poproś o cofnięcie ostatniego ruchu (drugi gracz musi się zgodzić)
    Wszystko inne jest czytane jako ruch. Ctrl-D lub Ctrl-C zapisuje partię i kończy.
terminal-saved = Partia zapisana: uruchom to samo polecenie ponownie, aby kontynuować.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h: pomoc)
terminal-too-long = To za długie na ruch lub polecenie ({ $length ->
    [one] 1 znak
    [few] { $length } znaki
    [many] { $length } znaków
   *[other] { $length } znaku
}).
terminal-restarted = Zaczęto od nowa.
terminal-plays = { $player } gra { $move }
terminal-offers-draw = { $player } proponuje remis: wpisz remis, aby go przyjąć.
terminal-result = { $result }.
terminal-resign-confirm = Poddać tę partię? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Poddanie anulowane.
terminal-nothing-to = Nie ma tu nic do { $command ->
    [accept] przyjęcia
    [decline] odrzucenia
   *[withdraw] wycofania
}: na propozycje odpowiada się od razu, gdy padają.
terminal-question = { $player }, { $kind ->
    [restart] zacząć od nowa?
    [draw] zgoda na remis?
   *[takeback] pozwolić cofnąć ostatni ruch?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player } odrzuca { $kind ->
    [restart] grę od nowa
    [draw] remis
   *[takeback] cofnięcie ruchu
}.
terminal-declined = { $kind ->
    [restart] Gra od nowa odrzucona.
    [draw] Remis odrzucony.
   *[takeback] Cofnięcie ruchu odrzucone.
}

terminal-moves-made = { $moves ->
    [one] wykonano 1 ruch
    [few] wykonano { $moves } ruchy
    [many] wykonano { $moves } ruchów
   *[other] wykonano { $moves } ruchu
}
terminal-resuming = Wznawiamy twoją zapisaną partię: { $game } (partia #{ $id }, { terminal-moves-made }). Poddaj ją (q), aby zacząć nową.
terminal-differs = Masz zapisaną partię: { $game } (partia #{ $id }, { terminal-moves-made }), ale różni się od tego, o co prosisz: { $differences }.
terminal-resume-or-new = Wznowić zapisaną partię ({ terminal-resume }) czy ją poddać i zacząć nową ({ terminal-new })?
terminal-difference = zapisano { $saved }, żądano { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = dwóch graczy
terminal-setup-computer = komputer jako { $seat }
terminal-setup-level = poziom { $level }
terminal-setup-position = z pozycji { $position }
terminal-setup-start = od początku
terminal-setup-none = brak

# Added with /settings language (the language of a server's games)
no-such-language = Nie ma języka „{ $language }”: wybierz jeden z { $languages } albo zostaw puste, aby użyć języka serwera.
settings-servers-language = język serwera (jego język w Discordzie)
name-language = język
choice-server-language = język serwera
cmd-settings-language = język wyzwań, plansz i wyników tutaj (domyślnie: język serwera)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } nie jest punktem planszy: punkty to a1 do e5 (jak na rysunku) lub liczby od 0 do 15
position-six-board = plansza to 16 znaków spośród '.', 'W' i 'B'
position-russian-fields = pozycja w grze { -russian } ma 6 pól: plansza, strona, ręce, oczekujący krok, ślad, rejestry (np. '........................ W 9/9 - - -/-')
position-russian-record = { $record } nie jest rejestrem punktów jak a7,d7,g7 (lub - gdy pusty)
position-morabaraba-fields = pozycja w grze { -morabaraba } ma 6 pól: plansza, strona, ręce, oczekujący krok, ślad, ostatnie ruchy z młynkiem (np. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } nie jest ruchem jak a1-a4 (lub - gdy brak)
move-morabaraba-back = { $src }-{ $dst } wraca prosto, by znów zamknąć tę samą linię po młynku, który usunął pionek: bez „karabinu maszynowego”, zagraj inny ruch
move-russian-spent = { $move } zamyka młynek, którego wszystkie punkty już dały usunięcie: nic nie usuwa
rules-twelve =
    { -twelve }: { -morris } z 12 pionkami na gracza i czterema przekątnymi (a7-c5, g7-e5, a1-c3, g1-e3) jako liniami i młynkami{ $flying ->
        [on] ; gdy zostaną ci 3, możesz skakać na dowolny punkt
       *[off] {""}
    }. Jeśli stawianie zapełni wszystkie 24 punkty, partia kończy się remisem. Wygrywasz, gdy przeciwnikowi zostaną 2 pionki lub nie ma ruchu; pozycja powtórzona trzy razy to remis{ $plies ->
        [0] {""}
       *[other] , podobnie jak limit ruchów bez usunięcia: { $plies }
    }.
    Ruchy: d6 (postaw), a1-a4 (przesuń), a1-a4xg7 (i usuń g7); punkty to a1-g7 lub 0-23.
rules-morabaraba =
    { -morabaraba }: po 12 pionków („krów”) na planszy z czterema przekątnymi (a7-c5, g7-e5, a1-c3, g1-e3) jako liniami i młynkami{ $flying ->
        [on] ; gdy zostaną ci 3, możesz skakać na dowolny punkt
       *[off] {""}
    }. Młynek usuwa jeden pionek, nawet gdy zamyka dwa. Bez „karabinu maszynowego”: po ruchu, który ułożył młynek i usunął pionek, twój następny ruch nie może wrócić prosto, by zamknąć tę samą linię. Remis: plansza zapełniona stawianiem, pozycja powtórzona trzy razy, 10 ruchów bez stawiania i usuwania, gdy gracz ma dokładnie 3 pionki na planszy{ $plies ->
        [0] {""}
       *[other] {" "}lub limit ruchów bez usunięcia: { $plies }
    }.
    Ruchy: d6 (postaw), a1-a4 (przesuń), a1-a4xg7 (i usuń g7); punkty to a1-g7 lub 0-23.
rules-lasker =
    { -lasker }: { -morris } z 10 pionkami na gracza; w każdej turze możesz postawić pionek z ręki albo przesunąć swój pionek na sąsiedni wolny punkt. Bez skakania, dopóki masz pionki w ręce{ $flying ->
        [on] ; z pustą ręką i 3 pionkami możesz skakać na dowolny punkt
       *[off] {""}
    }. Wygrywasz, gdy przeciwnikowi zostaną 2 pionki lub nie ma ruchu; pozycja powtórzona trzy razy to remis{ $plies ->
        [0] {""}
       *[other] , podobnie jak limit ruchów bez stawiania i usuwania: { $plies }
    }.
    Ruchy: d6 (postaw), a1-a4 (przesuń), a1-a4xg7 (i usuń g7); punkty to a1-g7 lub 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(gdy zostaną ci 3, możesz skakać na dowolny punkt)
       *[off] {""}
    }, ale każdy gracz prowadzi rejestr punktów: młynek, który usuwa, dopisuje swoje trzy punkty do twojego rejestru, a nowy młynek usuwa tylko wtedy, gdy któregoś z jego punktów jeszcze tam nie ma. Wygrywasz, gdy przeciwnikowi zostaną 2 pionki lub nie ma ruchu; pozycja powtórzona trzy razy to remis{ $plies ->
        [0] {""}
       *[other] , podobnie jak limit ruchów bez usunięcia: { $plies }
    }.
    Ruchy: d6 (postaw), a1-a4 (przesuń), a1-a4xg7 (i usuń g7); punkty to a1-g7 lub 0-23.
rules-six =
    { -six }: dwa kwadraty z 16 punktami, połączone w środkach boków; 8 boków to młynki. Postaw swoje 6 pionków, a potem przesuwaj je po liniach{ $flying ->
        [on] {" "}(gdy zostaną ci 3, możesz skakać na dowolny punkt)
       *[off] {""}
    }. Trzy w rzędzie to młynek: usuń pionek przeciwnika. Wygrywasz, gdy przeciwnikowi zostaną 2 pionki lub nie ma ruchu; pozycja powtórzona trzy razy to remis{ $plies ->
        [0] {""}
       *[other] , podobnie jak limit ruchów bez usunięcia: { $plies }
    }.
    Rozwiązane tutaj analizą wsteczną wszystkich 50,9 mln pozycji (bez skakania, z pominięciem zasad remisu): przy grze doskonałej pozycja początkowa to remis, a poziom `perfect` gra według tego rozwiązania.
    Ruchy: c5 (postaw), a3-b3 (przesuń), a3-b3xc4 (i usuń c4); punkty to a1-e5 lub 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = wariant
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = która gra: { -morris } (domyślnie) lub jeden z jego wariantów

## Poczekalnia (zgłoszenie 42): otwarte wyzwania, /poczekalnia, szybkie dobieranie, blokady, globalna poczekalnia.

name-seek = szukaj
name-tournament = turniej
name-lobby = poczekalnia
name-pair = dobierz
name-block = zablokuj
name-rated = rankingowa
name-colour = kolor
name-min-rating = min_ranking
name-max-rating = maks_ranking
name-hide = ukryj
name-wait = czekaj
name-leave = opuść
name-unblock = odblokuj
name-lobby-channel = kanał_poczekalni
choice-channel = kanał
cmd-seek = Opublikuj otwarte wyzwanie, które każdy może przyjąć jednym kliknięciem
cmd-seek-game = gra lub wariant
cmd-seek-clock = czas na ruch, np. 5m lub 1d (domyślnie: czas serwera)
cmd-seek-rated = czy partia liczy się do rankingu (domyślnie: tak)
cmd-seek-colour = kto zaczyna: ja, przeciwnik lub losowo (domyślnie losowo)
cmd-seek-min-rating = najniższy ranking osoby, która może przyjąć
cmd-seek-max-rating = najwyższy ranking osoby, która może przyjąć
cmd-seek-scope = kto je widzi: ten kanał (domyślnie), ten serwer lub każdy serwer globalnej poczekalni
cmd-lobby = Otwarte wyzwania, które możesz przyjąć, najnowsze najpierw
cmd-lobby-hide = tak: ukryj się przed innymi serwerami globalnej poczekalni; nie: pokaż się znowu
cmd-pair = Szybkie dobieranie: zagraj z następnym graczem, który chce tej samej gry i tempa
cmd-pair-game = gra lub wariant
cmd-pair-clock = czas na ruch, np. 5m lub 1d (domyślnie: czas serwera)
cmd-pair-wait = jak długo czekać na przeciwnika, np. 10m (domyślnie 15 minut; 1 dzień od 1h na ruch)
cmd-pair-leave = tak: opuść kolejkę, w której czekasz
cmd-block = Zablokuj gracza: nie widzicie już swoich wyzwań i nigdy nie zostaniecie dobrani
cmd-block-user = gracz
cmd-block-unblock = tak: odblokuj go
cmd-settings-lobby = udział w globalnej poczekalni wspólnej dla serwerów, które ją włączą (domyślnie wyłączone)
cmd-settings-lobby-channel = jedyny #kanał globalnej poczekalni tutaj albo `all`
setting-wait = czas oczekiwania
button-take-seek = Przyjmij
button-drop-seek = Wycofaj
button-leave-pool = Opuść kolejkę
seek-posted = { $seeker } szuka partii { $title }: { $clock } na ruch, { $rated }, ranking { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = czas serwera
seek-any-rating = otwarte dla każdego rankingu
seek-range = dla rankingów od { $low } do { $high }
seek-rated = rankingowa
seek-casual = towarzyska
seek-scope-channel = Otwarte dla tego kanału.
seek-scope-server = Otwarte dla całego serwera.
seek-scope-global = Otwarte dla każdego serwera globalnej poczekalni.
seek-accepted-by = Przyjęte przez { $player }: partia #{ $id }.
seek-you-accepted = Przyjęto wyzwanie: partia #{ $id } zaczyna się w jego kanale.
seek-withdrawn = To wyzwanie zostało wycofane.
seek-bad-choice = Nie ma takiego wyboru: kolor to me, them lub random, zakres channel, server lub global.
seek-range-reversed = Zakres rankingu jest odwrócony: { $low } jest powyżej { $high }.
seek-scope-needs-server = Tylko wyzwanie na serwerze może sięgać poza swój kanał.
seek-too-many = Osiągnięto limit otwartych wyzwań ({ $count }): najpierw wycofaj jedno.
seek-not-yours = Tylko { $seeker } może wycofać to wyzwanie.
seek-gone = To wyzwanie nie jest już otwarte.
seek-expired = To wyzwanie wygasło.
seek-own = Nie możesz przyjąć własnego wyzwania.
seek-out-of-reach = To wyzwanie nie jest tu dla ciebie otwarte.
seek-rating-range = Twój ranking { $rating } jest poza zakresem tego wyzwania ({ $low } do { $high }).
seek-taken = Ktoś inny przyjął to wyzwanie pierwszy.
lobby-hidden = Jesteś ukryty przed innymi serwerami globalnej poczekalni.
lobby-shown = Inne serwery globalnej poczekalni znowu widzą twoje wyzwania.
lobby-empty = Nie ma tu otwartego wyzwania, które możesz przyjąć. Opublikuj własne przez /szukaj albo zagraj z następnym chętnym graczem przez /dobierz.
lobby-heading = Otwarte wyzwania, które możesz przyjąć, najnowsze najpierw (kliknij numer, aby przyjąć):
lobby-line = **{ $number }.** { $title }, { $clock } na ruch, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = ten kanał
lobby-where-other = inny serwer
lobby-page = Strona { $page } z { $pages }, łącznie { $count }.
lobby-server-not-in = Ten serwer nie bierze udziału w globalnej poczekalni: osoba z uprawnieniem zarządzania serwerem może ją włączyć przez `/ustawienia poczekalnia:`.
lobby-other-channel = Globalna poczekalnia tego serwera jest ograniczona do innego kanału (zobacz `/ustawienia kanał_poczekalni:`).
lobby-one-channel = Globalną poczekalnię można ograniczyć tylko do jednego kanału.
lobby-settings-shown = Globalna poczekalnia: { $state }, w { $channel }.
pool-needs-server = Szybkie dobieranie działa na kanałach serwera, nie w wiadomościach prywatnych.
pool-needs-game = Wybierz grę, do której chcesz zostać dobrany.
pool-already = Już czekasz w kolejce: najpierw ją opuść.
pool-not-in = Nie czekasz w żadnej kolejce.
pool-waiting = Czekasz na przeciwnika do { $title } z { $clock } na ruch, do { $until }.
pool-paired = { $player }, dobrano cię z { $other }: wasza partia zaczyna się tutaj.
pool-left = Opuszczono kolejkę.
block-yourself = Nie możesz zablokować samego siebie.
block-already = { $user } jest już zablokowany.
block-not-blocked = { $user } nie jest zablokowany.
block-done = { $user } jest zablokowany: nie widzicie już swoich wyzwań i nigdy nie zostaniecie dobrani.
block-undone = { $user } nie jest już zablokowany.
name-mygames = mojepartie
cmd-mygames = Każda twoja partia, na każdym serwerze i w DM, najpierw te, które czekają na ciebie
mygames-none = Nie masz nigdzie trwającej partii.
mygames-heading = Twoje trwające partie ({ $count }), najpierw te, które czekają na ciebie:
mygames-line = { $title } #{ $id } przeciwko { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = twój ruch
mygames-wait = ruch przeciwnika
mygames-left = czas mija { $until }
mygames-no-clock = bez zegara
pool-lapsed = { $player }, w wybranym czasie oczekiwania nikt nie przyszedł na { $title }. Zagrać zamiast tego z komputerem na poziomie { $level }?
button-play-computer = Zagraj z komputerem ({ $level })
pool-offer-not-yours = Tylko { $player } może przyjąć tę propozycję.
seek-expired-note = To wyzwanie wygasło: nikt go nie przyjął na czas.
help-lobby = {"**"}Znajdź przeciwnika**: `/szukaj` otwarte wyzwanie, które każdy przyjmuje jednym kliknięciem, `/poczekalnia` otwarte wyzwania, które możesz przyjąć, `/dobierz` szybkie dobieranie z następnym graczem chcącym tej samej gry i tempa, `/zablokuj` gracza, `/mojepartie` twoje partie wszędzie.
help-lobby-servers = Serwer bierze udział w globalnej poczekalni, wspólnej dla wszystkich serwerów, które do niej dołączą, gdy osoba z uprawnieniem zarządzania serwerem włączy `/ustawienia poczekalnia:` (`kanał_poczekalni:` ogranicza ją do jednego kanału).
help-tournaments = {"**"}Turnieje**: `/{ name-tournament } create` (Zarządzanie serwerem) prowadzi na tym kanale turniej szwajcarski, kołowy lub arenę; gracze dołączają przyciskiem na jego karcie; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Turnieje (issue 43)

tournament-none = Na tym serwerze nie ma takiego turnieju.
tournament-bad-format = Format musi być szwajcarski, kołowy albo arena.
tournament-player-limit = Limit graczy musi wynosić od { $least } do { $most }.
tournament-swiss-rounds = Turniej szwajcarski z limitem { $players } graczy może mieć od 1 do { $most } rund.
tournament-cycles = Turniej kołowy gra się raz lub dwa razy (z zamianą kolorów): wybierz 1 lub 2.
tournament-clock = Czas na ruch musi wynosić od { $least } minuty do { $most } dni.
tournament-start-past = Ta godzina rozpoczęcia już minęła: wybierz późniejszą.
tournament-joined-already = Już jesteś w tym turnieju.
tournament-not-open = Ten turniej już się zaczął lub skończył: nie przyjmuje nowych graczy.
tournament-full = Ten turniej jest pełny (limit: { $players }).
tournament-not-in = Nie grasz w tym turnieju.
tournament-over = Ten turniej się skończył.
tournament-not-organiser = Tylko organizator lub zarządca serwera może to zrobić.
tournament-too-few = Turniej potrzebuje co najmniej 2 graczy, by się zacząć.
choice-swiss = Szwajcarski
choice-round-robin = Kołowy
button-tournament-join = Dołącz
button-tournament-leave = Opuść
tournament-card = 🏆 Turniej **{ $format }** w { $game }, { $clock } na ruch, organizator: { $organiser }
tournament-card-open = Start { $start }. Gracze ({ $count } z { $limit }): { $players }
tournament-card-cancelled = Ten turniej odwołano.
tournament-card-round = **Runda { $round }**
tournament-card-bye = { $player }: pauza
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Tabela końcowa**
tournament-card-standings = **Tabela**
cmd-tournament = Turnieje na tym serwerze
cmd-tournament-create = Utwórz turniej na tym kanale (Zarządzanie serwerem)
cmd-tournament-format = Szwajcarski, kołowy lub arena
cmd-tournament-game = Gra (domyślnie Młynek)
cmd-tournament-rounds = Rundy (szwajcarski), cykle (kołowy, 1 lub 2) lub minuty (arena)
cmd-tournament-players = Największa liczba graczy (od 2 do 200, domyślnie 16)
cmd-tournament-start-in = Minuty do startu (domyślnie 10)
cmd-tournament-start = Rozpocznij teraz turniej tego kanału (organizator)
cmd-tournament-standings = Pokaż turniej tego kanału: rundę i tabelę
cmd-tournament-leave = Opuść turniej tego kanału
cmd-tournament-cancel = Odwołaj turniej tego kanału (organizator lub Zarządzanie serwerem)
tournament-needs-manager = Utworzenie turnieju wymaga uprawnienia Zarządzanie serwerem.
tournament-started = Turniej się zaczyna.
tournament-cancelled = Odwołałeś turniej.
tournament-joined = Dołączyłeś do turnieju.
tournament-left = Opuściłeś turniej.
setting-increment = dodatek czasu
live-clock-people = Zegar z dodatkiem (np. 5+3) jest dla partii między dwojgiem ludzi: podaj przeciwnika i zegar jako minuty+sekundy.
challenge-live-clock = Zegar: { $clock } dla każdego, plus { $increment } s na ruch.
choice-arena = Arena
tournament-arena-minutes = Arena trwa od { $least } do { $most } minut.
tournament-card-arena-ends = Kończy się { $end } (trwające partie zostaną dokończone).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = tekst (wybrano { choice-tiles }, ale kafelki bota są niedostępne)
cmd-challenge-board-style = jak rysowana jest plansza tej partii (domyślnie: styl plansz serwera)
step-place-on = postaw na { $point }
step-move-from = przesuń z { $point }
help-settings = , `/ustawienia` (Zarządzanie serwerem) limity czasu, styl planszy i kanały gier
terminal-accept-confirm = Przyjąć { $kind ->
    [restart] propozycję gracza { $player }, by zacząć od nowa
    [draw] propozycję remisu gracza { $player } (partia kończy się remisem)
   *[takeback] prośbę gracza { $player } o cofnięcie ostatniego ruchu
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Nie przyjęto: { $kind ->
    [restart] propozycja
    [draw] propozycja
   *[takeback] prośba
} nadal obowiązuje.
legend-russian-record = { $piece } rejestr:
help-tables-building = Tablice końcówek są właśnie budowane w tle (minuty na szybkiej maszynie, pół godziny lub dłużej na obciążonej): do tego czasu `hard` przeszukuje te końcówki, a gdy budowa się skończy, gra mocniej.
cmd-board-board-style = twój własny styl planszy dla /{ name-board } i /{ name-review }, zapamiętywany (domyślnie: styl każdej partii)
choice-tiles = kafelki
own-board-style-saved = Twój własny styl planszy to teraz { $style }: /{ name-board } i /{ name-review } pokazują w nim plansze.

## Poprawki poczekalni (zgłoszenie 42)
lobby-channel-no-games = Kanał globalnej poczekalni musi być kanałem, w którym gry są dozwolone (`/ustawienia kanały:`).

# Turnieje, ciąg dalszy (issue 43, tour43): spóźnieni gracze, ogłoszenie zwycięzców, /stats
tournament-late-past = Ten turniej przyjmował spóźnionych graczy do skojarzenia rundy { $round }: nie przyjmuje już nikogo.
tournament-late-swiss-only = Tylko system szwajcarski przyjmuje spóźnionych graczy: pomiń late_join w turnieju kołowym lub arenie.
tournament-late-range = Spóźnionych graczy można wpuszczać do rundy od 0 (żadnej) do { $rounds }, liczby rund tego turnieju szwajcarskiego.
tournament-card-late = Spóźnieni gracze wciąż mogą dołączyć: są kojarzeni od następnej rundy (do rundy { $round }).
tournament-won = 🏆 { $winner } wygrywa turniej **{ $format }** w { $game }!
stats-tournaments = Turnieje: rozegrane { $played }, wygrane { $won }
cmd-tournament-late-join = Szwajcar przyjmuje spóźnionych do skojarzenia tej rundy (domyślnie 0: nikogo)
cmd-tournament-rated = Czy jego partie liczą się do rankingu (domyślnie: tak)
tournament-card-unrated = Jego partie nie liczą się do rankingu.
cmd-settings-tournament-role = rola, której członkowie też mogą tworzyć turnieje (@everyone: tylko Zarządzanie serwerem)
settings-tournament-role-shown = Organizatorzy turniejów: Zarządzanie serwerem i { $role }
settings-tournament-role-none = Organizatorzy turniejów: tylko Zarządzanie serwerem
tournament-needs-organiser = Utworzenie turnieju wymaga uprawnienia Zarządzanie serwerem lub roli { $role }.
tournament-event-name = Turniej { $format } w { $game }
tournament-no-event = Nie zaplanowano wydarzenia Discord: bot nie ma na tym serwerze uprawnienia Tworzenie wydarzeń.
cmd-tournament-clock-live = Czas na ruch (10m, 1d; domyślnie 10m) lub zegar na żywo, np. 5+3 (arena, domyślnie 5+3)
tournament-card-live = 🏆 Turniej **{ $format }** w { $game }, zegar na żywo { $clock }, organizator: { $organiser }
tournament-arena-live = Arenę gra się na zegarze na żywo: podaj zegar jako minuty+sekundy, np. 5+3.
tournament-no-threads = Partie tego turnieju są rozgrywane tutaj, na kanale: bot nie może tworzyć w nim prywatnych wątków (Tworzenie wątków prywatnych).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: kanał, w którym grałeś, zniknął, więc partia toczy się dalej tutaj, w naszej wiadomości prywatnej. Graj, klikając planszę.
seek-you-accepted-across = Przyjąłeś wyzwanie: partia #{ $id } się zaczyna, na planszy tutaj i na drugiej na serwerze autora wyzwania.

## Drobne poprawki poczekalni (zgłoszenie 42, druga runda)
pool-paired-unsaid = Wasza partia zaczęła się tutaj, ale nie udało się powiadomić { $player }: daj mu znać.

# Linki do szachownic turnieju (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partia]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# punkty · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (wycofanie)
offer-draw-elsewhere = { $proposer } proponuje remis w partii { $game } #{ $id }. { $opponent } odpowiada na własnej planszy.
offer-restart-elsewhere = { $proposer } proponuje zacząć partię { $game } #{ $id } od nowa. { $opponent } odpowiada na własnej planszy.
offer-takeback-elsewhere = { $proposer } prosi o cofnięcie swojego ostatniego ruchu w partii { $game } #{ $id }. { $opponent } odpowiada na własnej planszy.

## Poczekalnia, czwarta runda (zgłoszenie 42): wyzwanie z własnymi opcjami gry
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Wygasa { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } proponuje rewanż w partii { $game } #{ $id }. { $opponent } gra na innym serwerze i przyjmuje go tam, przez /rewanż lub przycisk Rewanż na własnej planszy.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Turniej ({ $format }), runda { $round } z { $rounds }
board-tournament = 🏆 Turniej ({ $format })

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } proponuje ci rewanż w partii { $game } #{ $id }: przyjmij go lub odrzuć na swojej planszy: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Tę grę prowadzi bot na serwerze drugiego gracza: stąd możesz wykonać ruch, poddać się lub przerwać grę, nic więcej. Nic nie zostało zmienione.
forward-no-answer = Serwer drugiego gracza, który prowadzi tę grę, nie odpowiedział na czas (może się restartuje), więc nic nie zostało zmienione. Spróbuj ponownie za minutę.
forward-taken-late = Serwer drugiego gracza, który prowadzi tę grę, ma twoją prośbę, ale odpowiada powoli: plansza pokaże ją, gdy zostanie wykonana.
forward-unknown = Tego nie można wysłać do serwera, który prowadzi tę grę. Nic nie zostało zmienione.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: propozycja rewanżu odrzucona przez { $player }.
