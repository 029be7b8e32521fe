# Der deutsche Katalog. Schlüssel und Platzhalter wie in en.ftl (der Quelle); Begriffe (-name)
# sind das Glossar (texts/glossary/de.md). Anrede: du.

## Glossary

-morris = Mühle
-three = Dreiermühle
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Zwölfermühle
-morabaraba = Morabaraba
-lasker = Lasker-Mühle
-russian = Russische Mühle
-six = Sechsermühle
-pleiadis = Pleiadis
-mill = Mühle
-mills = Mühlen
-piece = Stein
-pieces = { $case ->
    [dat] Steinen
   *[nom] Steine
}
# Bauer ist ein schwaches Substantiv: Akkusativ und Dativ „Bauern“.
-pawn = { $case ->
    [acc] Bauern
    [dat] Bauern
   *[nom] Bauer
}
-pawns = Bauern

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

# Ergänzt „Ann gewinnt …“ und „Remis …“.
termination-line = durch eine volle Reihe
termination-fewer-than-three = – der Gegner hat nur noch zwei { -pieces }
termination-no-moves = – der Gegner hat keinen legalen Zug
termination-last-board = – der Gegner hat das letzte Brett getötet
termination-breakthrough = durch Durchbruch zur gegnerischen Grundreihe
termination-all-captured = durch Schlagen aller gegnerischen { -pawns }
termination-resignation = durch Aufgabe
termination-timeout = durch Zeitüberschreitung
termination-agreement = durch Einigung
termination-repetition = durch dreifache Wiederholung
termination-full-board = durch das volle Brett
termination-move-limit = durch die Zuggrenze
termination-aborted = abgebrochen
# $winner: der Name ("Du" für den Spieler am Terminal, wie terminal-you).
result-win = { $winner ->
    [Du] Du gewinnst { $how }
   *[other] { $winner } gewinnt { $how }
}
result-draw = Remis { $how }
result-aborted = Partie abgebrochen

help-morris-computer = So spielt der Computer { -morris }: Die Endspiele mit höchstens vier { -pieces(case: "dat") } pro Seite und leeren Händen auf beiden Seiten (3 v 3, 4 v 3, 3 v 4, 4 v 4; mit Springen auch 5 v 3 und 5 v 4, wo der Rechner des Bots den Speicher hatte, sie zu bauen) sind durch Retroanalyse exakt gelöst. Ab `hard` (schwer) gewinnt der Computer daher jedes gewonnene Endspiel auf dem kürzesten Weg, verliert nie ein remises und verteidigt ein verlorenes so lange wie möglich; die Tabellen kennen keine Zuggrenze, also ist ein Gewinn, der länger dauert als die bis zur Grenze verbleibenden Halbzüge, praktisch ein Remis. Alles andere, die ganze Setzphase und das Mittelspiel, ist eine zeitbegrenzte Alpha-Beta-Suche mit einer handgemachten Bewertung (Material, { -mills }, Beweglichkeit, Blockaden): stark, aber nicht exakt.
help-morris-levels = Stufen: `easy` schaut einen Zug voraus und macht absichtlich Fehler, `medium` schaut zwei Züge voraus mit kleinen Fehlern, `hard` sucht so tief, wie seine Zeit erlaubt (standardmäßig 2 s pro Zug), und spielt nach den Endspieltabellen. Gemessen: `hard` schlug eine Monte-Carlo-Baumsuche mit 1.000 Simulationen in 99 von 100 Partien; gegen Sanmill, eine unabhängige quelloffene Engine, erzielt es bei gleicher Zeit 0,72 mit 0,5 s pro Zug (+94 =37 -26, 157 Partien) und 0,68 mit 2 s (+10 =10 -2, 22 Partien), im Zwölf-Mühle-Spiel mit 0,5 s 0,56 (+13 =1 -10, 24 Partien). Diese Zahlen gelten für die kompilierte Engine, deren Suche in C läuft; hat die Maschine des Bots keinen C-Compiler, sucht `hard` in Python, etwa vier Züge weniger tief.

### Options ($option: the option's name as typed)

option-unknown = { game-name } hat keine Option { $option } (Optionen: { $known })
option-unknown-flag = { game-name } hat keine Option { $option }: die Optionen sind { $known }
option-no-such-game = es gibt kein Spiel { $name }: wähle eines von { $known }
option-not-on-off = die Option { $option } muss on oder off sein, nicht { $value }
option-not-a-number = die Option { $option } muss eine ganze Zahl sein, nicht { $value }
option-out-of-range = die Option { $option } muss zwischen { $minimum } und { $maximum } liegen, nicht { $value }
option-morris-flying = wer nur noch drei { -pieces } hat, darf auf jeden Punkt springen
option-morris-draw-plies = Remis nach so vielen Zügen ohne { -mill } (0: nie)

### Moves: why a move text is no move, or not legal here

move-game-over = die Partie ist vorbei
move-occupied = { $point } ist besetzt
move-no-piece-on = du hast keinen { -piece } auf { $point }
move-remove-pending = dein Zug hat eine { -mill } geschlossen: nenne einen gegnerischen { -piece }, den du entfernst
move-nothing-to-remove = es gibt nichts zu entfernen: ziehe zuerst
move-still-placing = du hast noch { -pieces } zu setzen: nenne einen leeren Punkt
move-none-to-place = du hast keine { -pieces } mehr zu setzen: ziehe einen deiner { -pieces }, z. B. { $example }
move-not-adjacent = { $src } und { $dst } sind nicht benachbart
move-no-mill = { $move } schließt keine { -mill }, also darfst du keinen { -piece } entfernen
move-not-opponent-piece = { $point } ist kein { -piece } deines Gegners
move-remove-from-mill = { $point } steht in einer { -mill }, und es gibt andere { -pieces }, die du entfernen kannst
move-morris-no-such-point = { $point } ist kein Punkt des Bretts: Punkte sind a1 bis g7 (wie gezeichnet) oder die Zahlen 0 bis 23
move-morris-notation = schreibe einen Zug als d6 (setzen), a1-a4 (ziehen) oder a1-a4xg7 (und g7 entfernen)
move-morris-one-removal = nenne nach x genau einen Punkt, z. B. a1-a4xg7
move-morris-too-many-points = ein Zug nennt höchstens zwei Punkte, z. B. a1-a4
move-morris-hyphen = ein Zug mit Bindestrich nennt zwei Punkte, z. B. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = die Seite am Zug ist W oder B, nicht { $side }
position-morris-fields = eine Stellung der { -morris } hat 5 Felder: Brett, Seite, Hände, offener Schritt, Verlauf (z. B. '........................ W 9/9 - -')
position-morris-board = das Brett besteht aus 24 Zeichen '.', 'W' und 'B'
position-morris-hands = { -pieces } in der Hand schreibt man 9/9, nicht { $hands }
position-morris-number = { $field ->
    [hand-1] die { -pieces } in der Hand von Spieler 1
    [hand-2] die { -pieces } in der Hand von Spieler 2
    [classic-hand-1] Zeile 2 (die { -pieces } in der Hand von Spieler 1)
    [classic-hand-2] Zeile 3 (die { -pieces } in der Hand von Spieler 2)
   *[classic-side] Zeile 4 (der Spieler am Zug)
} muss eine Zahl von { $low } bis { $high } sein, nicht { $value }
position-classic-lines = das klassische Format hat 4 Zeilen: Brett, Hand 1, Hand 2, am Zug
position-classic-board = Zeile 1 enthält 24 Werte 0, 1 oder 2, getrennt durch ', '
position-classic-pending = das klassische Format kann keine offene Entnahme speichern: entferne zuerst
position-morris-step = { $step } ist kein Schritt wie d6 oder a1-d1
position-too-many-pieces = Spieler { $player } hat mehr als { $most } { -pieces }
position-pending-trail = eine Stellung mit offener Entnahme hat keinen Verlauf
position-pending-no-mill = der offene Schritt muss auf einem { -piece } der Seite am Zug in einer { -mill } enden
position-pending-source = der offene Schritt muss auf einem jetzt leeren Punkt beginnen
position-pending-placing = der offene Schritt ist ein Zug, aber sein Spieler setzt noch
position-pending-not-adjacent = der offene Schritt verbindet Punkte, die nicht benachbart sind
position-too-few-pieces = eine Partie endet, wenn ein Spieler nur noch zwei { -pieces } hat: das kann nur der Spieler am Zug sein, der gerade einen { -piece } verloren hat
position-trail-placement = der Verlauf enthält nur Züge (ein Setzen setzt ihn zurück)
position-trail-misfit = der Schritt { $step } im Verlauf passt nicht zum Brett
position-trail-placing = der Schritt { $step } im Verlauf ist ein Zug, aber sein Spieler setzt noch
position-trail-not-adjacent = der Schritt { $step } im Verlauf verbindet Punkte, die nicht benachbart sind
position-trail-mill = der Schritt { $step } im Verlauf schließt eine { -mill }, also beendet eine Entnahme den Verlauf
position-lost-pieces = Spieler { $player } hat { $lost ->
    [one] 1 { -piece }
   *[other] { $lost } { -pieces }
} verloren, aber Spieler { $opponent } konnte höchstens { $mills ->
    [one] 1 { -mill }
   *[other] { $mills } { -mills }
} in { $placements ->
    [one] 1 Setzzug
   *[other] { $placements } Setzzügen
} schließen
position-placed-counts = Spieler 1 hat { $first } { -pieces } gesetzt und Spieler 2 { $second }: die Spieler setzen abwechselnd, Spieler 1 zuerst, also hat Spieler 1 gleich viele oder einen mehr gesetzt
position-placed-side = Spieler 1 hat { $first } { -pieces } gesetzt und Spieler 2 { $second }, also ist Spieler { $player } am Zug
move-still-placing-example = du hast noch { -pieces } zu setzen: nenne einen leeren Punkt, z. B. { $example }
move-three-points = Punkte sind 1 bis 9 (oder a1 bis c3)
move-three-all-placed = alle drei deiner { -pieces } stehen auf dem Brett: ziehe einen, z. B. { $example }
move-three-no-point = es gibt keinen Punkt { $point }: Punkte sind 1 bis 9 (oder a1 bis c3)
move-three-not-a-point = { $point } ist kein Punkt: Punkte sind 1 bis 9 (oder a1 bis c3)
move-three-notation = schreibe einen Zug als 5 (setzen) oder 4-7 (ziehen); Punkte sind 1-9 oder a1-c3
move-notakto-no-board = es gibt kein Brett { $board }: die Bretter sind { $last ->
    [A] A
   *[other] A bis { $last }
}
move-notakto-dead-board = Brett { $board } ist tot: spiele auf einem lebenden Brett ({ $live })
move-notakto-no-cell = es gibt kein Feld { $cell }: die Felder eines Bretts sind 0 bis 8
move-notakto-taken = { $move } ist belegt: wähle ein leeres Feld
move-notakto-notation = ein Zug ist ein Brettbuchstabe und ein Feld 0-8, z. B. A4
move-off-board = { $square } liegt nicht auf dem Brett: die Felder sind a1 bis { $last }
move-one-square = ein Zug nennt ein Feld, z. B. { $example }
move-two-squares = ein Zug nennt zwei Felder, z. B. { $example }
move-square-off-board = dieses Feld liegt nicht auf dem Brett
move-opponent-pawn = { $square } ist ein { -pawn } deines Gegners
move-no-pawn-on = du hast keinen { -pawn(case: "acc") } auf { $square }
move-pawn-forward = ein { -pawn } zieht eine Reihe vorwärts (Richtung Reihe { $row }), gerade oder diagonal
move-own-pawn = auf { $square } steht dein eigener { -pawn }
move-capture-diagonally = { $square } ist besetzt: { -pawns } schlagen nur diagonal
move-attacked = { $square } liegt in derselben { $line ->
    [row] Reihe
    [column] Spalte
   *[diagonal] Diagonale
} wie der { -pawn } auf { $attacker }
move-attacked-own = { $square } liegt in derselben { $line ->
    [row] Reihe
    [column] Spalte
   *[diagonal] Diagonale
} wie dein { -pawn } auf { $attacker }
move-outnumbered = { $square } hat { $opponent ->
    [one] 1 gegnerischen Nachbarn
   *[other] { $opponent } gegnerische Nachbarn
} und { $own } eigene: du darfst nur dort setzen, wo du mindestens so viele Nachbarn hast wie dein Gegner

position-side-1-or-2 = die Seite am Zug ist 1 oder 2, nicht { $side }
position-three-fields = eine Stellung der { -three } ist ein 9-stelliger Brettcode oder der Code, die Seite am Zug und die Züge seit dem Setzen (z. B. '100011222 1 -')
position-three-code = ein Brettcode besteht aus 9 Ziffern 0, 1 oder 2, nicht { $code }
position-three-step = { $step } ist kein Zug wie 4-7
position-three-pieces = jeder Spieler hat nur drei { -pieces }
position-three-second-to-move = Spieler 1 hat einen { -piece } mehr gesetzt, also ist Spieler 2 am Zug
position-three-counts = Spieler 1 setzt zuerst, also hat Spieler 1 gleich viele { -pieces } wie Spieler 2 oder einen mehr
position-three-first-to-move = beide haben gleich viele { -pieces } gesetzt, also setzt Spieler 1
position-three-line = nur der Spieler, der gerade gezogen hat, kann eine Reihe haben
position-three-trail-option = Züge werden nur mit der Option repetition_draw gespeichert: verwende '-'
position-three-trail-placing = die Züge seit dem Setzen beginnen erst, wenn alle sechs { -pieces } gesetzt sind
position-three-trail-misfit = der Zug { $move } passt nicht zum Brett
position-three-trail-over = die Partie war schon vor { $move } vorbei
position-three-trail-drawn = die Partie war schon vor dem letzten Zug durch Wiederholung remis
position-notakto-boards = diese Partie hat { $boards } Bretter, getrennt durch '/', nicht { $found }
position-notakto-cells = Brett { $board } muss aus 9 Feldern 'X' oder '.' bestehen, nicht { $cells }
position-notakto-lines = Brett { $board } hat Reihen, die kein einzelnes letztes X vollenden konnte
position-rows = das Brett hat { $found } Reihen, getrennt durch '/', nicht { $rows }
position-row-zero-run = Reihe { $row }: Folgen leerer Felder beginnen bei 1
position-row-token = Reihe { $row }: { $token } ist nicht W, B oder eine Anzahl leerer Felder
position-row-length = Reihe { $row } hat { $found } Felder, nicht { $columns }
position-row-too-long = Reihe { $row } hat zu viele Felder, nicht { $columns }
position-grid-fields = eine Stellung ist das Brett und die Seite am Zug, z. B. { $example }
position-placement-counts = Spieler 1 hat { $first } { -pawns } und Spieler 2 { $second }: Spieler 1 setzt zuerst, also hat Spieler 1 gleich viele oder einen mehr
position-placement-side = mit diesen { -pawns } ist Spieler { $player } am Zug, nicht { $side }
position-too-many-pawns = Spieler { $player } hat mehr als { $most } { -pawns }
position-far-row = Spieler { $player } ist am Zug, hat aber schon einen { -pawn(case: "acc") } auf der gegnerischen Grundreihe
position-no-pawns = Spieler { $player } hat gerade gezogen, hat also mindestens einen { -pawn(case: "acc") }
position-firstattack-in-line = der { -pawn } auf { $square } steht in einer Linie mit einem anderen { -pawn(case: "dat") }, der ihn blockiert, was keine Partie erreichen kann

option-three-repetition-draw = Remis, wenn eine Stellung zum dritten Mal vorkommt (off: nur Remis durch Einigung)
option-notakto-boards = wie viele 3x3-Bretter (1 bis 5)
option-breakthrough-rows = Reihen des Bretts (5 bis 26)
option-breakthrough-columns = Spalten des Bretts (2 bis 26)
option-firstattack-size = Reihen und Spalten des Bretts (1 bis 12)
option-firstattack-colours = jeden Spieler blockieren nur Linien durch seine eigenen { -pawns }
option-pleiadis-size = Reihen und Spalten des Bretts (2 bis 12)

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }: Setze deine 9 { -pieces }, dann ziehe sie entlang der Linien{ $flying ->
        [on] {" "}(mit 3 übrigen darfst du auf jeden Punkt springen)
       *[off] {""}
    }. Drei in einer Reihe sind eine { -mill }: Entferne einen gegnerischen { -piece }. Lass deinem Gegner nur 2 { -pieces } oder keinen Zug, um zu gewinnen. Remis ist es, wenn eine Stellung dreimal vorkommt{ $plies ->
        [0] {""}
        [one] {" "}oder nach 1 Zug ohne { -mill } (die Züge beider Spieler gezählt)
       *[other] {" "}oder nach { $plies } Zügen ohne { -mill } (die Züge beider Spieler gezählt)
    }.
    Züge: d6 (setzen), a1-a4 (ziehen), a1-a4xg7 (und g7 entfernen); Punkte sind a1-g7 oder 0-23. Nenne nach einer { -mill } den { -piece }, den du entfernst (g7), falls du es nicht getan hast.
rules-three =
    { -three }: Setze deine 3 { -pieces }, dann ziehe einen davon auf einen beliebigen freien Punkt. Drei in einer Reihe (Zeile, Spalte oder Diagonale) gewinnen, in beiden Phasen. { $repetition ->
        [on] Eine Stellung, die dreimal vorkommt, ist remis.
       *[off] Es gibt kein automatisches Remis.
    }
    Züge: 5 (setzen), 4-7 (ziehen). Punkte sind 1-9 zeilenweise von oben links (1 2 3 / 4 5 6 / 7 8 9) oder a1-c3 mit a1 unten links.
rules-notakto =
    { -notakto } auf { $boards ->
        [one] 1 Brett
       *[other] { $boards } Brettern
    }: Beide Spieler setzen ein X auf ein beliebiges lebendes Brett. Ein Brett mit drei X in einer Zeile, Spalte oder Diagonale ist tot. Wer das letzte Brett tötet, verliert.
    Züge: Brettbuchstabe und Feld, z. B. A4; die Felder sind 0-8 zeilenweise (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } auf { $rows }x{ $columns }: Ziehe einen { -pawn(case: "acc") } eine Reihe vorwärts, gerade oder diagonal, auf ein leeres Feld; geschlagen wird nur diagonal. Erreiche die gegnerische Grundreihe oder schlage alle gegnerischen { -pawns }, um zu gewinnen. Spieler 1 (W) beginnt oben und zieht nach unten.
    Züge: a2-b3 (auch a2 b3, a2b3); die Felder sind a1 bis { $last }: Spalten von links, Reihen von oben (Seite von Spieler 1).
rules-firstattack =
    { -firstattack } auf { $size }x{ $size }: Setze einen { -pawn(case: "acc") } auf ein leeres Feld, das mit { $colours ->
        [on] keinem deiner eigenen { -pawns } (die deines Gegners blockieren dich nicht)
       *[off] keinem { -pawn(case: "dat") }
    } eine Reihe, Spalte oder Diagonale teilt (in beliebigem Abstand). Wer nicht setzen kann, verliert.
    Züge: ein Feld, z. B. { $example }; die Felder sind a1 bis { $last }: Spalten von links, Reihen von oben (Seite von Spieler 1). Freie Felder sind mit + markiert (grün bei Emoji).
rules-pleiadis =
    { -pleiadis } auf { $size }x{ $size }: Setze einen { -pawn(case: "acc") } auf ein leeres Feld, auf dessen bis zu 8 Nachbarfeldern dein Gegner nicht mehr { -pawns } hat als du. Wer nicht setzen kann, verliert.
    Züge: ein Feld, z. B. { $example }; die Felder sind a1 bis { $last }: Spalten von links, Reihen von oben (Seite von Spieler 1). Freie Felder sind mit + markiert (grün bei Emoji).


## Boards (renderer/): legends, status lines, last-move notes

status-to-move = Am Zug: { $name }.
status-to-remove = Am Zug: { $name }, { -piece } entfernen.
status-over = { $result }.

last-move = Letzter Zug: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } von
note-to = { $mark } nach
note-removed = { $mark } entfernt
note-board-died = das Brett ist tot
note-morris-pending = { $move }: { -mill }! Entferne einen, z. B. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } zu setzen
legend-morris-placing = { $piece } { $name }: { $hand } zu setzen, { $board } im Spiel
legend-morris-moving = { $piece } { $name }: { $board } im Spiel
legend-three-naming = 1-9 wie gezeigt, a1-c3 (a1 unten links)
legend-notakto-all-dead = Alle Bretter sind tot.
legend-notakto-dead = Tot: { $boards }
legend-moves-down = { $piece } { $name ->
    [Du] Du ziehst
   *[other] { $name } zieht
} nach unten
legend-moves-up = { $piece } { $name ->
    [Du] Du ziehst
   *[other] { $name } zieht
} nach oben
legend-open = { $piece } frei für { $name }: { $count ->
    [one] 1 Feld
   *[other] { $count } Felder
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] erste gewertete Partie
       *[other] erst { $games } gewertete Partien
    }: frühe Wertungen bewegen sich am stärksten)
rating-even = { $delta } gegen eine gleiche Wertung
rating-against-higher = { $delta } gegen einen um { $gap } höher bewerteten Spieler
rating-against-lower = { $delta } gegen einen um { $gap } niedriger bewerteten Spieler

database-busy = Die Datenbank ist ausgelastet, daher wurde nichts geändert: bitte versuch es noch einmal.
save-uncertain = Beim Speichern ist die Verbindung zur Datenbank abgerissen, daher weiß ich nicht, ob gespeichert wurde: sieh dir in einer Minute das Brett noch einmal an, bevor du es erneut versuchst.
cannot-save = Ich kann gerade keine Partien speichern, daher wurde nichts geändert: bitte versuch es in ein paar Minuten noch einmal.
changed-meanwhile = Die Partie hat sich beim Speichern geändert: sieh dir das Brett an und versuch es noch einmal.

no-game-here = Du hast in diesem Kanal keine laufende Partie.
game-not-in-progress = Diese Partie läuft nicht mehr.
game-ended = Diese Partie ist schon zu Ende.
no-such-game = Es gibt keine Partie #{ $game }.
not-a-player = Du spielst in dieser Partie nicht mit.
not-your-turn = Du bist nicht am Zug: warte auf { $waiting }.
move-rejected = '{ $move }' geht nicht: { $reason }.
abort-too-late = Beide Seiten haben gezogen, daher kann die Partie nicht mehr abgebrochen werden: gib auf oder biete Remis an.
busy-you = Du spielst in diesem Kanal schon { $title } (Partie #{ $game }): beende zuerst diese Partie.
busy-player = { $player } spielt in diesem Kanal schon { $title } (Partie #{ $game }): beendet zuerst diese Partie.
nothing-to-export = Es gibt keine Partie zum Exportieren: spiel zuerst eine.

channel-not-for-games = In diesem Kanal wird nicht gespielt: { $count ->
    [one] versuch es im Spielkanal des Servers.
   *[other] versuch es in einem der { $count } Spielkanäle des Servers.
}
challenge-yourself = Du kannst dich nicht selbst herausfordern: wähle einen anderen Spieler.
no-such-level = Es gibt keine Stufe '{ $level }' für { $title }: wähle { $levels }.
level-needs-computer = Eine Stufe gibt es nur für Partien gegen den Computer.
already-challenged = Du hast { $opponent } hier schon herausgefordert: warte auf eine Antwort oder zieh diese Herausforderung zuerst zurück.
challenge-expired = Diese Herausforderung ist abgelaufen: fordere neu heraus.
challenge-closed = Diese Herausforderung ist nicht mehr offen.
no-challenge-to-you = In diesem Kanal gibt es keine offene Herausforderung an dich.
no-challenge-of-yours = In diesem Kanal gibt es keine offene Herausforderung von dir.
own-challenge = Du kannst deine eigene Herausforderung nicht annehmen oder ablehnen: zieh sie zurück.
challenge-not-for-you = Diese Herausforderung ist für { $challenged }, nicht für dich.
only-challenger-withdraws = Nur { $challenger } kann diese Herausforderung zurückziehen.
bad-options = Diese Optionen gehen nicht: { $reason }.
unreadable-position = Diese Stellung kann nicht gelesen werden: { $reason }.
position-over = Diese Stellung ist schon entschieden: wähle eine, in der noch Züge möglich sind.
bad-first-move = Wer beginnt, ist eines von { $choices }, nicht '{ $first }'.

bad-proposal = Ein Vorschlag ist eines von { $choices }, nicht '{ $kind }'.
already-proposed = Du hast schon { $kind ->
    [draw] Remis
    [restart] einen Neustart
    [takeback] eine Zugrücknahme
   *[rematch] eine Revanche
} vorgeschlagen: warte auf { $opponent }.
no-proposal = Es gibt keinen Vorschlag für { $kind ->
    [draw] Remis
    [restart] einen Neustart
    [takeback] eine Zugrücknahme
   *[rematch] eine Revanche
}, den du ablehnen könntest.
offer-not-open = Dieses Angebot (Partie #{ $game }) ist nicht mehr offen, daher wurde nichts geändert.
rematch-while-playing = Deine Partie hier läuft noch: beende sie zuerst.
no-finished-game = Du hast in diesem Kanal keine beendete Partie für eine Revanche.
takeback-rated = Zugrücknahmen gibt es nur in ungewerteten Partien.
takeback-mid-turn = Beende den laufenden Zug, bevor du um eine Zugrücknahme bittest.
takeback-nothing = Es gibt noch keinen Zug von dir, den du zurücknehmen könntest.

settings-need-server = Einstellungen gehören zu einem Server; DMs und Gruppen-DMs nutzen die Standardwerte. Führe das in einem Kanal des Servers aus, um dessen Einstellungen zu ändern.
no-board-style = Es gibt keinen Brettstil '{ $style }': wähle { $styles }.
setting-clock = Bedenkzeit
setting-turn-timeout = Zugzeit
setting-challenge-expiry = Gültigkeit der Herausforderung
not-a-duration = Die Angabe '{ $text }' für { $what } ist keine Dauer: schreibe z. B. 90s, 15m, 2h oder 1d.
out-of-range = { $what }: der Wert muss zwischen { $low } und { $high } liegen.
out-of-range-given = { $what }: der Wert muss zwischen { $low } und { $high } liegen, nicht { $given }.
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}

export-title = { $title }, Partie #{ $game }
export-options = Optionen: { $options }
export-none = keine
export-player = Spieler { $seat }: { $player }
export-started = Begonnen: { $when } UTC
export-start = Start: { $position }
export-standard = Standard
export-result = Ergebnis: { $result }
export-in-progress = läuft
export-aborted = Partie abgebrochen
export-draw = Remis { $how }
export-win = { $winner } gewinnt { $how }
export-moves = Züge: { $moves }
export-no-moves = (keine)
export-position = Stellung: { $position }
export-mark = Analyse: { $mark }
name-review = analyse
name-puzzle = rätsel
name-puzzles = rätselliste
name-number = nummer
name-daily = täglich
cmd-review = Eine beendete Partie Mühle von dir Zug für Zug durchgehen, jede Stellung bewertet
cmd-review-game = die Nummer der Partie (Standard: deine letzte hier)
cmd-puzzle = Ein Mühle-Rätsel: finde den einzigen Gewinnzug, per Klick
cmd-puzzle-number = die Nummer des Rätsels (Standard: eines nahe deiner Rätselwertung, das du noch nicht versucht hast)
cmd-puzzle-daily = das Rätsel des Tages dieses Servers
cmd-puzzles = Die Rätsel-Rangliste (Wertungen und Serien) und deine Rätselbilanz
review-buttons = ⏮ ◀ ▶ ⏭ durch die Partie gehen; ⚑ springt zum nächsten Wendepunkt (Wendepunkte: { $count }).
puzzle-title = **Rätsel #{ $id }** ({ $difficulty }, Wertung { $rating }): { $player } am Zug gewinnt in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    }. Finde den einzigen Gewinnzug.
puzzle-easy = leicht
puzzle-medium = mittel
puzzle-hard = schwer
puzzle-daily = Das heutige Rätsel dieses Servers.
puzzle-right = Richtig: **{ $move }**. Der Computer antwortet { $reply }.
puzzle-solved = Gelöst: **{ $move }** gewinnt! Rätselwertung { $rating } ({ $change }), Serie { $streak }.
puzzle-wrong = Falsch: **{ $move }** gewinnt nicht auf dem kürzesten Weg. Die Lösung: { $solution }. Rätselwertung { $rating } ({ $change }); die Serie beginnt von vorn.
puzzle-no-such = Es gibt kein Rätsel #{ $id }: wähle eines von 1 bis { $count }.
puzzle-over = In Rätsel #{ $id } ist kein solcher Zug zu spielen: starte es mit /{ name-puzzle } neu.
puzzle-leaderboard = **Rätsel**: Rangliste { $place }
puzzle-nobody = Noch niemand hat { $place } ein Rätsel versucht.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } gelöst, beste Serie { $best })
puzzle-record = Deine Rätsel: Wertung { $rating }, { $solved } gelöst, { $failed } verfehlt, Serie { $streak } (beste { $best }).
puzzle-no-record = Du hast noch kein Rätsel versucht: /{ name-puzzle } gibt dir eines.
review-start = Partie #{ $game }: der Anfang (Züge: { $total }).
review-step = Zug { $ply } von { $total }: { $player } spielte { $move }.
review-exact-win = { $player } am Zug gewinnt in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    } (Endspieltabellen, exakt).
review-exact-loss = { $player } am Zug verliert in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    } (Endspieltabellen, exakt).
review-exact-draw = Remis bei bestem Spiel (Endspieltabellen, exakt).
review-search-win = { $player } am Zug gewinnt in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    } (von der Suche gefunden).
review-search-loss = { $player } am Zug verliert in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    } (von der Suche gefunden).
review-search-score = Urteil der Suche: { $score } Steine für { $player } am Zug.
review-game-over = Die Partie ist vorbei.
review-let-win = Der Gewinn in { $plies ->
        [one] 1 Zug
       *[other] { $plies } Zügen
    } wurde in Zug { $ply } ({ $move }) hergegeben; { $better } hätte ihn gehalten.
review-let-draw = Das Remis wurde in Zug { $ply } ({ $move }) hergegeben; { $better } hätte es gehalten.
review-mistake = Zug { $ply } ({ $move }) hat nach dem Urteil der Suche Boden verloren; { $better } war besser.
review-nothing = Hier gibt es keine Partie von dir zum Analysieren.
review-morris-only = Nur Partien { -morris } lassen sich analysieren.
review-unfinished = Partie #{ $game } läuft noch: analysiere sie, wenn sie zu Ende ist.
terminal-review-description = Eine beendete Partie { -morris } aus { $db } (oder --db DATEI) Zug für Zug durchgehen, jede Stellung bewertet: exakt aus den Endspieltabellen, sonst durch eine kurze Suche.
terminal-review-arg-game = die Nummer der Partie (Standard: die letzte im Terminal gespielte)
terminal-review-prompt = Enter oder > weiter, < zurück, ! nächster Wendepunkt, eine Zahl: dieser Zug, q: beenden>
terminal-review-hint = Diese Partie Zug für Zug durchgehen, jede Stellung bewertet: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = h, hilfe
words-resign = q, aufgeben, aufgabe
words-restart = r, neustart, neu
words-draw = remis, unentschieden
words-takeback = zurücknehmen, zurück
words-accept = annehmen
words-decline = ablehnen
words-withdraw = zurückziehen, abbrechen


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } und { $then }
list-lines =
    { $first }
    { $then }
this-channel = diesem Kanal
computer = Computer
computer-level = Computer ({ $level })
computer-level-standby = Der Computer spielt vorerst { $played }: sein Spiel auf { $level } wird noch vorbereitet und übernimmt von selbst, sobald es bereit ist.
option-value = { $name } { $value }
option-on = an
option-off = aus
error-apology = Entschuldigung, bei mir ist etwas schiefgegangen. Es wurde protokolliert; bitte versuch es noch einmal.
error-not-here = Dieser Befehl kann hier nicht verwendet werden.
permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-send-messages-in-threads = Nachrichten in Threads senden
games-only-in = In diesem Kanal wird nicht gespielt: versuch es in { $channels }.
app-not-in-server = Ich bin kein Mitglied dieses Servers, daher kann ich hier kein Brett posten. Bitte einen Server-Admin, mich hinzuzufügen (der Einladungslink steht in meinem Profil), oder spiel in einer DM oder Gruppen-DM.
permission-missing = Ich kann in { $where } keine Partie ausrichten: mir { $count ->
        [one] fehlt dort die Berechtigung
       *[other] fehlen dort die Berechtigungen
    } { $permissions }. Bitte einen Server-Admin, sie zu erteilen, oder spiel in einem anderen Kanal.

button-accept = Annehmen
button-decline = Ablehnen
button-withdraw = Zurückziehen
button-rematch = Revanche
button-resign = Aufgeben
button-keep = Weiterspielen
button-offer-draw = Remis anbieten
button-takeback = Zurücknehmen
button-restart = Neu starten
only-owner = Nur { $owner } kann { $purpose }.
purpose-press = das drücken
purpose-answer-challenge = diese Herausforderung beantworten
purpose-withdraw-challenge = diese Herausforderung zurückziehen
purpose-answer-offer = dieses Angebot beantworten
step-remove = { $point } entfernen
step-remove-which = Welchen Stein entfernen?
step-your-move = Dein Zug
step-mill-remove-which = { $move } schließt eine Mühle: welchen Stein entfernen?
step-to-where = { $move }: wohin?
step-choose-range = Wähle einen Bereich
step-page-row = Reihe { $row } ({ $first }–{ $last })
step-page-rows = Reihen { $first }–{ $last }
step-board = Brett { $board }

challenge = { $challenged }, { $challenger } fordert dich zu **{ $game }** heraus ({ $options }; { $first }).
challenge-standard-rules = Standardregeln
challenge-first = { $player } beginnt
challenge-first-random = wer beginnt, wird ausgelost
challenge-from-position = Aus einer vorgegebenen Stellung (ungewertet).
challenge-clock = Bedenkzeit: { $clock } pro Zug.
challenge-in-thread = Die Partie wird in einem eigenen Thread gespielt.
challenge-answer-any = Drück Annehmen oder Ablehnen oder tippe `annehmen` oder `ablehnen`. Die Herausforderung läuft { $expires } ab.
challenge-answer-addressed = Drück Annehmen oder Ablehnen oder tippe `annehmen` oder `ablehnen` mit einer Erwähnung von mir (`@Bot annehmen`). Die Herausforderung läuft { $expires } ab.
challenge-answer-none = Drück Annehmen oder Ablehnen. Die Herausforderung läuft { $expires } ab.
challenge-opponent-is-bot = { $opponent } ist ein Bot: fordere eine Person heraus oder lass den Gegner weg, um gegen mich zu spielen.
challenge-opponent-not-member = { $opponent } ist kein Mitglied dieses Servers und könnte nicht antworten: fordere jemanden heraus, der hier ist.
challenge-no-thread-here = Threads gibt es nur in Serverkanälen, hier kann ein Spiel also keinen haben: fordere noch einmal ohne `{ name-thread }` heraus.
challenge-too-fast = Du schickst Herausforderungen zu schnell: warte { $seconds } s und versuch es noch einmal.
challenge-not-open = Diese Herausforderung ist nicht mehr offen.
challenge-accepted-by = Angenommen von { $player }.
challenge-declined-by = Abgelehnt von { $player }.
challenge-withdrawn-by = Zurückgezogen von { $player }.
game-begins = { $game } #{ $id } beginnt.

offer-draw = { $proposer } bietet in { $game } #{ $id } Remis an. { $opponent }: drück Annehmen oder Ablehnen oder nutze /remis.
offer-restart = { $proposer } schlägt vor, { $game } #{ $id } von vorn zu beginnen. { $opponent }: drück Annehmen oder Ablehnen oder nutze /neustart.
offer-takeback = { $proposer } möchte in { $game } #{ $id } den letzten Zug zurücknehmen. { $opponent }: drück Annehmen oder Ablehnen oder nutze /zurücknehmen.
offer-rematch = { $proposer } bietet in { $game } #{ $id } eine Revanche an. { $opponent }: drück Annehmen oder Ablehnen oder nutze /revanche oder den Knopf Revanche.
declined-draw = { $player } hat das Remisangebot in { $game } #{ $id } abgelehnt.
declined-restart = { $player } hat den Neustart-Vorschlag in { $game } #{ $id } abgelehnt.
declined-takeback = { $player } hat die Bitte um Zugrücknahme in { $game } #{ $id } abgelehnt.
declined-rematch = { $player } hat das Revancheangebot in { $game } #{ $id } abgelehnt.
agreed-draw = Einig: Remis in { $game } #{ $id }.
agreed-restart = Einig: Neustart in { $game } #{ $id }.
agreed-takeback = Einig: Zugrücknahme in { $game } #{ $id }.
agreed-rematch = Einig: Revanche in { $game } #{ $id }.
offer-accepted-by = Angenommen von { $player }.
offer-declined-by = Abgelehnt von { $player }.
rematch-started = Revanche gestartet.
resign-confirm = { $player }, { $game } #{ $id } aufgeben? Drück Aufgeben zur Bestätigung.
resigned = Aufgegeben.
resignation-cancelled = Aufgabe abgebrochen.
game-aborted = Die Partie wurde abgebrochen.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Diese Wahl ist nicht mehr möglich: das Brett hat sich geändert. Nutze sein Menü noch einmal.
game-no-longer-in-progress = Diese Partie läuft nicht mehr.
no-game-in-channel = In diesem Kanal läuft keine Partie.
games-here = **Laufende Partien hier** (folge ihren Brettern; `/brett` zeigt eines privat)
games-here-entry = { $game } #{ $id }, { $first } gegen { $second }, { $turns ->
        [one] ein Zug
       *[other] { $turns } Züge
    } gespielt
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Du hast hier keine offene Herausforderung zum Zurückziehen.
nothing-to-answer = Gerade gibt es nichts anzunehmen oder abzulehnen.
typed-how-any = Tippe deinen Zug in den Kanal
typed-how-addressed = Tippe deinen Zug mit einer Erwähnung von mir (`@Bot d6`)
typed-how-none = Nutze die Menüs des Bretts
typed-help =
    { $how }, um ihn zu spielen (wie man ihn schreibt, steht unten). Außerdem: `h`/`hilfe` diese Hilfe, `q`/`aufgeben` aufgeben (mit Bestätigung), `r`/`neustart` Neustart vorschlagen, `remis` Remis anbieten oder annehmen, `zurücknehmen` um Rücknahme deines letzten Zugs bitten, `annehmen`/`ablehnen` eine Herausforderung oder einen Vorschlag beantworten, `zurückziehen` eine eigene Herausforderung zurückziehen. Jeden Befehl gibt es auch als Slash-Befehl: siehe /hilfe.

    { $rules }
stats-here = auf diesem Server
stats-anywhere = überall
stats-in-game = { " " }in { $game }
stats-no-games = { $player } hat{ $game } { $place } noch keine beendeten Partien.
stats-player = **{ $player }**
stats-record = { $game }: noch nicht gewertet, { $wins }S { $losses }N { $draws }R
stats-record-rated = { $game }: Wertung { $rating }, Rang { $rank }, { $wins }S { $losses }N { $draws }R
stats-nobody = Noch niemand hat { $place } eine gewertete Partie { $game } beendet.
stats-leaderboard = **{ $game }**: Rangliste
stats-leaderboard-global = **{ $game }**: Rangliste (global)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }S { $losses }N { $draws }R)
help-commands =
    {"**"}Partie starten**: { $challenges } — jeder nimmt `gegner` (weglassen oder mich wählen, um gegen den Computer zu spielen), `stufe`, `wer_beginnt`, die eigenen Optionen des Spiels und `stellung`.
    {"**"}Spielen**: die Menüs und Knöpfe des Bretts oder `/zug` (mit Vorschlägen){ $typing }
    {"**"}Während der Partie**: `/brett` erneut zeigen, `/remis` Remis anbieten oder annehmen, `/neustart`, `/zurücknehmen` (ungewertete Partien), `/aufgeben`, `/abbrechen` (bevor beide Seiten gezogen haben).
    {"**"}Nach der Partie**: `/revanche` (oder der Knopf Revanche), `/export` Zugliste und Stellung, `/analyse` Zug für Zug durchgehen, jede Stellung bewertet.
    {"**"}Mehr**: `/statistik [nutzer] [spiel]` Wertungen und Bilanzen, `/hilfe [spiel]` Regeln{ $settings }; `/rätsel` ein Rätsel (`täglich`: das des Tages), `/rätselliste` die Rätsel-Rangliste.
help-typing-any = , oder tippe den Zug einfach in den Kanal (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Tippen: `h` Hilfe, `q` aufgeben, `r` Neustart, `remis`, `annehmen`, `ablehnen`, `zurückziehen` (deine eigene Herausforderung; oder ihr Knopf Zurückziehen).
help-typing-addressed = , oder tippe den Zug mit einer Erwähnung von mir (`@Bot d6`, `@Bot a1-a4xg7`). Genauso getippt: `h` Hilfe, `q` aufgeben, `r` Neustart, `remis`, `annehmen`, `ablehnen`, `zurückziehen` (deine eigene Herausforderung; oder ihr Knopf Zurückziehen).
help-typing-none = . Getippte Nachrichten werden hier nicht gelesen.
reminders-on = Erinnerungen per DM sind an: Ich schicke dir auch eine DM, wenn deine Zeit für einen Zug knapp wird, bei einer Bedenkzeit von einer Stunde oder mehr. Ändern mit `/erinnerungen dm:`.
reminders-off = Erinnerungen per DM sind aus: nur die Erwähnung in der Partie, wenn deine Zeit für einen Zug knapp wird, bei einer Bedenkzeit von einer Stunde oder mehr. Ändern mit `/erinnerungen dm:`.
settings-channels-invalid = Nenne die Kanäle, in denen gespielt werden darf, als #Kanal-Erwähnungen oder schreibe `all`.
settings-manage-server-only = Das können nur Mitglieder mit der Berechtigung „Server verwalten“.
settings-channel-elsewhere = { $channel } ist kein Kanal dieses Servers: nenne Kanäle dieses Servers oder schreibe `all`. Es wurde nichts geändert.
settings-saved = Einstellungen gespeichert.
settings-current = Aktuelle Einstellungen (gib Optionen an, um sie zu ändern).
settings-every-channel = jeder Kanal
settings-shown =
    { $heading }
    Zugzeit: { $timeout }
    Gültigkeit von Herausforderungen: { $expiry }
    Brettstil: { $style }
    Partien erlaubt in: { $channels }
    Partien in eigenen Threads: { $threads }
    Sprache der Partien: { $language }
export-as-file = Die Partie ist zu lang für eine Nachricht: hier ist sie als Datei.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } spielte **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } spielte **{ $move }** und bietet Remis an: drück Annehmen oder Ablehnen oder /remis, um anzunehmen.
board-start = **{ $game }** #{ $id }: Die Partie beginnt, { $player } zieht zuerst.
board-restart = **{ $game }** #{ $id }: Die Partie beginnt noch einmal von vorn.
board-takeback = **{ $game }** #{ $id }: Der letzte Zug von { $player } (und eine Antwort darauf) wurde zurückgenommen.
board-recent = Letzte Züge: { $moves }
board-thinking = { $player } denkt nach …
board-not-shown-move = **{ $move }** wurde gespielt; das Brett konnte nicht gepostet werden. /brett zeigt es.
board-not-shown = Dein Zug wurde gespielt; das Brett konnte nicht gepostet werden. /brett zeigt es.
board-above = Dein Zug steht auf dem Brett weiter oben ({ $link }): Ich darf in diesem Kanal keine neuen Nachrichten mehr senden. Bitte eine Server-Adminin oder einen Server-Admin, mir hier wieder „Nachrichten senden“ zu erlauben.
turn-ping = { $player }, du bist am Zug in { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } ist beendet, siehe Brett: { $link }
board-moved = *Dieses Brett ist umgezogen: die Partie geht hier weiter: { $link }*
board-behind = **{ $game }** #{ $id }: erneut gezeigt. Dieses Brett konnte nicht aktualisiert werden: In einem Gruppenchat lässt Discord mich nur innerhalb von 15 Minuten posten, nachdem mich jemand benutzt hat.
thread-name = { $game }: { $first } gegen { $second }
a-player = ein Spieler
user-unknown = Nutzer { $id }
move-played = Du hast **{ $move }** gespielt.
time-left-minutes = etwa { $minutes } min
time-left-seconds = weniger als eine Minute
turn-warning = { $player }, noch { $left } für deinen Zug in { $game } #{ $id }: die Zeit läuft { $when } ab.
reminder-dm = Du bist am Zug in { $game } #{ $id }: die Zeit läuft { $when } ab. (Diese Erinnerungen schaltest du mit /erinnerungen aus.)
reminder-dm-link = Du bist am Zug in { $game } #{ $id }: die Zeit läuft { $when } ab. Das Brett: { $link } (Diese Erinnerungen schaltest du mit /erinnerungen aus.)
challenge-expired-note = Diese Herausforderung ist abgelaufen.
board-deadline = Die Zeit läuft { $when } ab.
game-over-aborted = **Partie vorbei**: die Partie wurde abgebrochen (kein Ergebnis, keine Wertungsänderung).
game-over-draw = **Partie vorbei**: Remis { $how }.
game-over-win = **Partie vorbei**: { $winner } gewinnt { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Wertungen: { $changes }
result-unrated =
    { $result }
    Ungewertete Partie.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = abbrechen
name-board = brett
name-board-style = brettstil
name-boards = bretter
name-breakthrough = breakthrough
name-challenge-expiry = gültigkeit
name-channels = kanäle
name-clock = bedenkzeit
name-colours = farben
name-columns = spalten
name-dm = dm
name-draw = remis
name-draw-plies = remis_züge
name-export = export
name-first = wer_beginnt
name-firstattack = firstattack
name-flying = springen
name-game = spiel
name-games = partien
name-help = hilfe
name-level = stufe
name-morris = mühle
name-move = zug
name-notakto = notakto
name-opponent = gegner
name-pleiadis = pleiadis
name-position = stellung
name-rematch = revanche
name-reminders = erinnerungen
name-repetition-draw = remis_wiederholung
name-resign = aufgeben
name-restart = neustart
name-rows = reihen
name-scope = bereich
name-settings = einstellungen
name-size = größe
name-stats = statistik
name-takeback = zurücknehmen
name-thread = thread
name-threads = threads
name-threemorris = dreiermühle
name-turn-timeout = zugzeit
name-user = nutzer

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = leicht
choice-emoji = Emoji
choice-global = global
choice-hard = schwer
choice-me = ich
choice-medium = mittel
choice-perfect = perfekt
choice-random = zufällig
choice-server = Server
choice-text = Text
choice-them = Gegner

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Fordere jemanden oder den Computer heraus: { $game }
cmd-option = { $help } (Standard { $default })
cmd-challenge-menu = Zu einer Partie herausfordern
cmd-challenge-opponent = gegen wen; weglassen oder mich wählen, um gegen den Computer zu spielen
cmd-challenge-level = Stärke des Computers: { $levels } (Standard { $default })
cmd-challenge-first = wer beginnt: ich, Gegner oder zufällig (Standard zufällig)
cmd-challenge-position = aus dieser Stellung beginnen (die Partie ist dann ungewertet)
cmd-challenge-thread = die Partie in einem eigenen Thread spielen (Standard: Einstellung des Servers)
cmd-challenge-clock = Zeit pro Zug, z. B. 15m, 2h oder 3d (1 Minute bis 14 Tage; Standard: Zugzeit des Servers)
cmd-move = Mach einen Zug in deiner Partie in diesem Kanal
cmd-move-move = dein Zug, z. B. d6, a1-a4, a1-a4xg7, A6 oder b2-c3
cmd-board = Zeig die Partie in diesem Kanal, nur für dich
cmd-games = Die laufenden Partien hier, zum Mitverfolgen
cmd-resign = Gib deine Partie in diesem Kanal auf
cmd-abort = Brich deine Partie ab, bevor beide Seiten gezogen haben
cmd-export = Deine Partie als Zugliste und Stellung
cmd-draw = Biete Remis an oder nimm das Angebot deines Gegners an
cmd-restart = Schlag einen Neustart vor oder nimm einen Vorschlag an
cmd-takeback = Bitte darum, deinen letzten Zug zurückzunehmen
cmd-rematch = Biete eine Revanche deiner letzten Partie hier an
cmd-stats = Rangliste eines Spiels oder Bilanz eines Spielers
cmd-stats-user = Bilanz und Rang dieses Spielers in jedem Spiel zeigen
cmd-stats-game = das Spiel (Standard für die Rangliste: Mühle)
cmd-stats-scope = Partien dieses Servers oder alle Partien überall (Standard: der Server; global in DMs)
cmd-help = Die Befehle und die Regeln eines Spiels
cmd-help-game = Regeln und Zugnotation dieses Spiels zeigen
cmd-reminders = Deine Erinnerungen per DM, bevor deine Zeit für einen Zug abläuft
cmd-reminders-dm = an: auch eine DM, wenn eine Bedenkzeit von 1 Stunde oder mehr knapp wird (Standard: aus)
cmd-settings = Servereinstellungen für Partien (Server verwalten)
cmd-settings-turn-timeout = Zeit für jeden Zug, z. B. 15m, 2h oder 1d (1 Minute bis 7 Tage)
cmd-settings-challenge-expiry = wie lange eine Herausforderung offen bleibt, z. B. 10m (1 Minute bis 1 Tag)
cmd-settings-board-style = wie Bretter gezeichnet werden
cmd-settings-channels = #Kanäle, in denen gespielt werden darf, oder `all`
cmd-settings-threads = Herausforderungen, Gesuche und Schnellpaarungen zwischen Personen je in eigenem Thread spielen


## Terminal (bot/console/)

# Antwortbuchstaben: ein Wort, das mit dem Buchstaben beginnt.
terminal-yes = j
terminal-no = n
terminal-resume = f
terminal-new = n
# Die Namen der Spieler. result-win und legend-moves-* wählen auf "Du".
terminal-you = Du
terminal-computer = Computer
terminal-player = Spieler { $seat }

terminal-description = Spiel im Terminal: zwei Personen an einer Tastatur oder eine gegen den Computer (--computer). Partien werden in { $db } gespeichert (oder --db DATEI): verlasse das Spiel mit Strg-D oder Strg-C und starte denselben Befehl erneut, um dort weiterzumachen, wo du aufgehört hast.
terminal-arg-lang = die Sprache des Spiels (Standard { $default }: aus LC_ALL, LC_MESSAGES oder LANG)
terminal-arg-style = Brettstil
terminal-arg-computer = der Computer spielt diese Seite
terminal-arg-level = die Stärke des Computers
terminal-arg-position = aus dieser Stellung beginnen
terminal-arg-seed = Startwert (Seed) für den Computerspieler
terminal-arg-db = die Datei mit den gespeicherten Partien (Standard { $db })
terminal-error = Fehler: { $error }
terminal-level-needs-computer = --level ist die Stärke des Computers: füge --computer 1 oder 2 hinzu
terminal-title = { $game }. Tippe h für Hilfe.

terminal-help =
    Befehle:
      h, hilfe       diese Hilfe und die Regeln zeigen
      q, aufgeben    die Partie aufgeben (mit Bestätigung)
      r, neustart    Neustart vorschlagen (der andere Spieler muss annehmen)
      remis          Remis anbieten (der andere Spieler muss annehmen)
      zurücknehmen   um Rücknahme deines letzten Zugs bitten (der andere Spieler muss annehmen)
    Alles andere wird als Zug gelesen. Strg-D oder Strg-C speichert die Partie und beendet.
terminal-saved = Partie gespeichert: starte denselben Befehl erneut, um weiterzumachen.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h für Hilfe)
terminal-too-long = Das ist zu lang für einen Zug oder Befehl ({ $length ->
    [one] 1 Zeichen
   *[other] { $length } Zeichen
}).
terminal-restarted = Neu gestartet.
terminal-plays = { $player } spielt { $move }
terminal-offers-draw = { $player } bietet Remis an: tippe remis, um anzunehmen.
terminal-result = { $result }.
terminal-resign-confirm = Diese Partie aufgeben? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Aufgabe abgebrochen.
terminal-nothing-to = Hier gibt es nichts { $command ->
    [accept] anzunehmen
    [decline] abzulehnen
   *[withdraw] zurückzuziehen
}: Angebote werden beantwortet, sobald sie gemacht werden.
terminal-question = { $player }, { $kind ->
    [restart] von vorn beginnen?
    [draw] Remis vereinbaren?
   *[takeback] den letzten Zug zurücknehmen lassen?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player } lehnt { $kind ->
    [restart] den Neustart
    [draw] das Remis
   *[takeback] die Zugrücknahme
} ab.
terminal-declined = { $kind ->
    [restart] Neustart abgelehnt.
    [draw] Remis abgelehnt.
   *[takeback] Zugrücknahme abgelehnt.
}

terminal-moves-made = { $moves ->
    [one] 1 Zug gespielt
   *[other] { $moves } Züge gespielt
}
terminal-resuming = Deine gespeicherte Partie { $game } wird fortgesetzt (Partie #{ $id }, { terminal-moves-made }). Gib sie auf (q), um eine neue zu beginnen.
terminal-differs = Du hast eine gespeicherte Partie { $game } (Partie #{ $id }, { terminal-moves-made }), aber sie weicht von deiner Anfrage ab: { $differences }.
terminal-resume-or-new = Die gespeicherte Partie fortsetzen ({ terminal-resume }) oder aufgeben und neu beginnen ({ terminal-new })?
terminal-difference = gespeichert { $saved }, angefragt { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = zwei Spieler
terminal-setup-computer = Computer als { $seat }
terminal-setup-level = Stufe { $level }
terminal-setup-position = aus { $position }
terminal-setup-start = von Anfang an
terminal-setup-none = keiner

# Added with /settings language (the language of a server's games)
no-such-language = Die Sprache „{ $language }“ gibt es nicht: wähle eine von { $languages } oder lass das Feld leer für die des Servers.
settings-servers-language = die des Servers (seine Discord-Sprache)
name-language = sprache
choice-server-language = die des Servers
cmd-settings-language = Sprache von Herausforderungen, Brettern und Ergebnissen hier (Standard: die des Servers)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } ist kein Punkt des Bretts: Punkte sind a1 bis e5 (wie gezeichnet) oder die Zahlen 0 bis 15
position-six-board = das Brett besteht aus 16 Zeichen '.', 'W' und 'B'
position-russian-fields = eine Stellung der { -russian } hat 6 Felder: Brett, Seite, Hände, offener Schritt, Verlauf, Register (z. B. '........................ W 9/9 - - -/-')
position-russian-record = { $record } ist kein Register von Punkten wie a7,d7,g7 (oder - für keines)
position-morabaraba-fields = eine Stellung von { -morabaraba } hat 6 Felder: Brett, Seite, Hände, offener Schritt, Verlauf, letzte Mühlenzüge (z. B. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } ist kein Zug wie a1-a4 (oder - für keinen)
move-morabaraba-back = { $src }-{ $dst } zieht direkt zurück, um dieselbe Linie nach einer Mühle mit Entfernen wieder zu schließen: kein „Maschinengewehr“, spiele einen anderen Zug
move-russian-spent = { $move } schließt eine Mühle, deren Punkte alle schon einmal ein Entfernen eingebracht haben: sie entfernt nichts
rules-twelve =
    { -twelve }: { -morris } mit je 12 Steinen und den vier Diagonalen (a7-c5, g7-e5, a1-c3, g1-e3) als Linien und Mühlen{ $flying ->
        [on] ; mit 3 übrigen darfst du auf jeden Punkt springen
       *[off] {""}
    }. Füllt das Setzen alle 24 Punkte, ist die Partie remis. Lass deinem Gegner nur 2 Steine oder keinen Zug, um zu gewinnen; eine Stellung, die dreimal vorkommt, ist remis{ $plies ->
        [0] {""}
       *[other] , ebenso { $plies } Züge ohne Entfernen
    }.
    Züge: d6 (setzen), a1-a4 (ziehen), a1-a4xg7 (und g7 entfernen); Punkte sind a1-g7 oder 0-23.
rules-morabaraba =
    { -morabaraba }: je 12 Steine („Kühe“) auf dem Brett mit den vier Diagonalen (a7-c5, g7-e5, a1-c3, g1-e3) als Linien und Mühlen{ $flying ->
        [on] ; mit 3 übrigen darfst du auf jeden Punkt springen
       *[off] {""}
    }. Eine Mühle entfernt einen Stein, auch wenn sie zwei schließt. Kein „Maschinengewehr“: nach einem Zug, der eine Mühle bildete und entfernte, darf dein nächster Zug nicht direkt zurückgehen, um dieselbe Linie zu schließen. Remis: ein durch Setzen gefülltes Brett, eine dreimal vorkommende Stellung, 10 Züge ohne Setzen oder Entfernen, während ein Spieler genau 3 Steine auf dem Brett hat{ $plies ->
        [0] {""}
       *[other] {" "}oder { $plies } Züge ohne Entfernen
    }.
    Züge: d6 (setzen), a1-a4 (ziehen), a1-a4xg7 (und g7 entfernen); Punkte sind a1-g7 oder 0-23.
rules-lasker =
    { -lasker }: { -morris } mit je 10 Steinen; in jedem Zug darfst du einen Stein aus der Hand setzen oder einen deiner Steine auf einen freien Nachbarpunkt ziehen. Kein Springen, solange du Steine in der Hand hast{ $flying ->
        [on] ; mit leerer Hand und 3 übrigen darfst du auf jeden Punkt springen
       *[off] {""}
    }. Lass deinem Gegner nur 2 Steine oder keinen Zug, um zu gewinnen; eine Stellung, die dreimal vorkommt, ist remis{ $plies ->
        [0] {""}
       *[other] , ebenso { $plies } Züge ohne Setzen oder Entfernen
    }.
    Züge: d6 (setzen), a1-a4 (ziehen), a1-a4xg7 (und g7 entfernen); Punkte sind a1-g7 oder 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(mit 3 übrigen darfst du auf jeden Punkt springen)
       *[off] {""}
    }, aber jeder Spieler führt ein Register von Punkten: eine Mühle, die entfernt, trägt ihre drei Punkte in dein Register ein, und eine neue Mühle entfernt nur, wenn einer ihrer Punkte noch nicht darin steht. Lass deinem Gegner nur 2 Steine oder keinen Zug, um zu gewinnen; eine Stellung, die dreimal vorkommt, ist remis{ $plies ->
        [0] {""}
       *[other] , ebenso { $plies } Züge ohne Entfernen
    }.
    Züge: d6 (setzen), a1-a4 (ziehen), a1-a4xg7 (und g7 entfernen); Punkte sind a1-g7 oder 0-23.
rules-six =
    { -six }: zwei Quadrate mit 16 Punkten, in ihren Mitten verbunden; die 8 Seiten sind die Mühlen. Setze deine 6 Steine, dann ziehe sie entlang der Linien{ $flying ->
        [on] {" "}(mit 3 übrigen darfst du auf jeden Punkt springen)
       *[off] {""}
    }. Drei in einer Reihe sind eine Mühle: Entferne einen gegnerischen Stein. Lass deinem Gegner nur 2 Steine oder keinen Zug, um zu gewinnen; eine Stellung, die dreimal vorkommt, ist remis{ $plies ->
        [0] {""}
       *[other] , ebenso { $plies } Züge ohne Entfernen
    }.
    Hier gelöst durch Rückwärtsanalyse aller 50,9 Millionen Stellungen (ohne Springen, ohne die Remisregeln): Bei perfektem Spiel ist die Anfangsstellung remis, und die Stufe `perfect` spielt diese Lösung.
    Züge: c5 (setzen), a3-b3 (ziehen), a3-b3xc4 (und c4 entfernen); Punkte sind a1-e5 oder 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variante
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = welches Mühlespiel: { -morris } (Standard) oder eine ihrer Varianten

## Die Lobby (Issue 42): offene Gesuche, /lobby, Schnellpaarung, Blockieren, die globale Lobby.

name-seek = gegnersuche
name-tournament = turnier
name-lobby = lobby
name-pair = schnellpartie
name-block = blockieren
name-rated = gewertet
name-colour = farbe
name-min-rating = min_wertung
name-max-rating = max_wertung
name-hide = verbergen
name-wait = warten
name-leave = verlassen
name-unblock = entsperren
name-lobby-channel = lobby_kanal
choice-channel = Kanal
cmd-seek = Ein offenes Gesuch posten, das jeder mit einem Klick annehmen kann
cmd-seek-game = das Spiel oder die Variante
cmd-seek-clock = Zeit pro Zug, z. B. 5m oder 1d (Standard: die Zugzeit des Servers)
cmd-seek-rated = ob die Partie für die Wertung zählt (Standard: an)
cmd-seek-colour = wer beginnt: ich, Gegner oder zufällig (Standard zufällig)
cmd-seek-min-rating = die niedrigste Wertung, mit der man annehmen darf
cmd-seek-max-rating = die höchste Wertung, mit der man annehmen darf
cmd-seek-scope = wer es sieht: dieser Kanal (Standard), dieser Server oder jeder Server der globalen Lobby
cmd-lobby = Die offenen Gesuche, die du annehmen kannst, die neuesten zuerst
cmd-lobby-hide = an: vor anderen Servern der globalen Lobby verbergen; aus: wieder zeigen
cmd-pair = Schnellpaarung: gegen den nächsten Spieler mit demselben Spiel und derselben Bedenkzeit spielen
cmd-pair-game = das Spiel oder die Variante
cmd-pair-clock = Zeit pro Zug, z. B. 5m oder 1d (Standard: die Zugzeit des Servers)
cmd-pair-wait = wie lange du auf einen Gegner wartest, z. B. 10m (Standard 15 Minuten; 1 Tag ab 1h pro Zug)
cmd-pair-leave = an: die Warteschlange verlassen, in der du wartest
cmd-block = Einen Spieler blockieren: ihr seht eure Gesuche nicht mehr und werdet nie gepaart
cmd-block-user = der Spieler
cmd-block-unblock = an: wieder entsperren
cmd-settings-lobby = an der globalen Lobby aller teilnehmenden Server teilnehmen (Standard: aus)
cmd-settings-lobby-channel = der eine #Kanal der globalen Lobby hier, oder `all`
setting-wait = Wartezeit
button-take-seek = Annehmen
button-drop-seek = Zurückziehen
button-leave-pool = Warteschlange verlassen
seek-posted = { $seeker } sucht eine Partie { $title }: { $clock } pro Zug, { $rated }, Wertung { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = die Zeit des Servers
seek-any-rating = offen für jede Wertung
seek-range = für Wertungen von { $low } bis { $high }
seek-rated = gewertet
seek-casual = ungewertet
seek-scope-channel = Offen für diesen Kanal.
seek-scope-server = Offen für den ganzen Server.
seek-scope-global = Offen für jeden Server der globalen Lobby.
seek-accepted-by = Angenommen von { $player }: Partie #{ $id }.
seek-you-accepted = Du hast das Gesuch angenommen: Partie #{ $id } beginnt in seinem Kanal.
seek-withdrawn = Dieses Gesuch wurde zurückgezogen.
seek-bad-choice = Das steht nicht zur Wahl: die Farbe ist me, them oder random, der Bereich channel, server oder global.
seek-range-reversed = Der Wertungsbereich ist verkehrt herum: { $low } liegt über { $high }.
seek-scope-needs-server = Nur ein Gesuch auf einem Server kann über seinen Kanal hinaus reichen.
seek-too-many = Du hast die Grenze offener Gesuche erreicht ({ $count }): zieh zuerst eines zurück.
seek-not-yours = Nur { $seeker } kann dieses Gesuch zurückziehen.
seek-gone = Dieses Gesuch ist nicht mehr offen.
seek-expired = Dieses Gesuch ist abgelaufen.
seek-own = Du kannst dein eigenes Gesuch nicht annehmen.
seek-out-of-reach = Dieses Gesuch ist hier nicht für dich offen.
seek-rating-range = Deine Wertung { $rating } liegt außerhalb des Bereichs dieses Gesuchs ({ $low } bis { $high }).
seek-taken = Jemand anderes hat dieses Gesuch zuerst angenommen.
lobby-hidden = Du bist vor anderen Servern der globalen Lobby verborgen.
lobby-shown = Andere Server der globalen Lobby sehen deine Gesuche wieder.
lobby-empty = Hier gibt es kein offenes Gesuch, das du annehmen kannst. Poste eines mit /gegnersuche oder spiel mit /schnellpartie gegen den nächsten Spieler, der eine Partie will.
lobby-heading = Offene Gesuche, die du annehmen kannst, die neuesten zuerst (klick eine Nummer, um anzunehmen):
lobby-line = **{ $number }.** { $title }, { $clock } pro Zug, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = dieser Kanal
lobby-where-other = ein anderer Server
lobby-page = Seite { $page } von { $pages }, insgesamt { $count }.
lobby-server-not-in = Dieser Server nimmt nicht an der globalen Lobby teil: wer den Server verwalten darf, kann sie mit `/einstellungen lobby:` einschalten.
lobby-other-channel = Die globale Lobby dieses Servers ist auf einen anderen Kanal beschränkt (siehe `/einstellungen lobby_kanal:`).
lobby-one-channel = Die globale Lobby lässt sich nur auf einen Kanal beschränken.
lobby-settings-shown = Globale Lobby: { $state }, in { $channel }.
pool-needs-server = Die Schnellpaarung funktioniert in den Kanälen eines Servers, nicht in DMs.
pool-needs-game = Wähle das Spiel, für das du gepaart werden willst.
pool-already = Du wartest schon in einer Warteschlange: verlass sie zuerst.
pool-not-in = Du wartest in keiner Warteschlange.
pool-waiting = Du wartest auf einen Gegner für { $title } mit { $clock } pro Zug, bis { $until }.
pool-paired = { $player }, du bist mit { $other } gepaart: eure Partie beginnt hier.
pool-left = Du hast die Warteschlange verlassen.
block-yourself = Du kannst dich nicht selbst blockieren.
block-already = { $user } ist schon blockiert.
block-not-blocked = { $user } ist nicht blockiert.
block-done = { $user } ist blockiert: ihr seht eure Gesuche nicht mehr und werdet nie gepaart.
block-undone = { $user } ist nicht mehr blockiert.
name-mygames = meinepartien
cmd-mygames = Jede Partie, die du spielst, auf jedem Server und in DMs, die auf dich wartenden zuerst
mygames-none = Du hast nirgends eine laufende Partie.
mygames-heading = Deine laufenden Partien ({ $count }), die auf dich wartenden zuerst:
mygames-line = { $title } #{ $id } gegen { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = du bist am Zug
mygames-wait = dein Gegner ist am Zug
mygames-left = Zeit läuft ab { $until }
mygames-no-clock = ohne Bedenkzeit
pool-lapsed = { $player }, in der Wartezeit, die du gewählt hast, kam niemand für { $title }. Stattdessen gegen den Computer auf Stufe { $level } spielen?
button-play-computer = Gegen den Computer ({ $level })
pool-offer-not-yours = Nur { $player } kann dieses Angebot annehmen.
seek-expired-note = Dieses Gesuch ist abgelaufen: niemand hat es rechtzeitig angenommen.
help-lobby = {"**"}Gegner finden**: `/gegnersuche` ein offenes Gesuch, das jeder mit einem Klick annimmt, `/lobby` die offenen, die du annehmen kannst, `/schnellpartie` Schnellpaarung mit dem nächsten Spieler mit demselben Spiel und derselben Bedenkzeit, `/blockieren` einen Spieler, `/meinepartien` deine Partien überall.
help-lobby-servers = Ein Server nimmt an der globalen Lobby teil, die alle teilnehmenden Server teilen, sobald jemand, der den Server verwalten darf, `/einstellungen lobby:` einschaltet (`lobby_kanal:` beschränkt sie auf einen Kanal).
help-tournaments = {"**"}Turniere**: `/{ name-tournament } create` (Server verwalten) startet in diesem Kanal ein Turnier im Schweizer System, ein Rundenturnier oder eine Arena; Spieler treten über den Knopf auf seiner Karte bei; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Turniere (issue 43)

tournament-none = Auf diesem Server gibt es kein solches Turnier.
tournament-bad-format = Das Format muss Schweizer System, Rundenturnier oder Arena sein.
tournament-player-limit = Die Spielerzahl muss zwischen { $least } und { $most } liegen.
tournament-swiss-rounds = Ein Schweizer Turnier mit höchstens { $players } Spielern kann 1 bis { $most } Runden haben.
tournament-cycles = Ein Rundenturnier wird einfach oder doppelt (mit getauschten Farben) gespielt: wähle 1 oder 2.
tournament-clock = Die Bedenkzeit pro Zug muss zwischen { $least } Minute und { $most } Tagen liegen.
tournament-start-past = Diese Startzeit ist vorbei: wähle eine spätere.
tournament-joined-already = Du bist bereits in diesem Turnier.
tournament-not-open = Dieses Turnier hat begonnen oder ist beendet: es nimmt keine neuen Spieler auf.
tournament-full = Dieses Turnier ist voll (Grenze: { $players }).
tournament-not-in = Du spielst nicht in diesem Turnier.
tournament-over = Dieses Turnier ist vorbei.
tournament-not-organiser = Nur der Veranstalter oder ein Serververwalter kann das tun.
tournament-too-few = Ein Turnier braucht mindestens 2 Spieler, um zu beginnen.
choice-swiss = Schweizer System
choice-round-robin = Rundenturnier
button-tournament-join = Beitreten
button-tournament-leave = Verlassen
tournament-card = 🏆 Turnier **{ $format }** in { $game }, { $clock } pro Zug, veranstaltet von { $organiser }
tournament-card-open = Beginnt { $start }. Spieler ({ $count } von { $limit }): { $players }
tournament-card-cancelled = Dieses Turnier wurde abgesagt.
tournament-card-round = **Runde { $round }**
tournament-card-bye = { $player }: spielfrei
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Endstand**
tournament-card-standings = **Tabelle**
cmd-tournament = Turniere auf diesem Server
cmd-tournament-create = Ein Turnier in diesem Kanal anlegen (Server verwalten)
cmd-tournament-format = Schweizer System, Rundenturnier oder Arena
cmd-tournament-game = Das Spiel (Standard: Mühle)
cmd-tournament-rounds = Runden (Schweizer System), Durchgänge (Rundenturnier, 1 oder 2) oder Minuten (Arena)
cmd-tournament-players = Höchstzahl der Spieler (2 bis 200, Standard 16)
cmd-tournament-start-in = Minuten bis zum Beginn (Standard 10)
cmd-tournament-start = Das Turnier dieses Kanals jetzt starten (Veranstalter)
cmd-tournament-standings = Das Turnier dieses Kanals zeigen: Runde und Tabelle
cmd-tournament-leave = Das Turnier dieses Kanals verlassen
cmd-tournament-cancel = Das Turnier dieses Kanals absagen (Veranstalter oder Server verwalten)
tournament-needs-manager = Ein Turnier anzulegen erfordert die Berechtigung „Server verwalten“.
tournament-started = Das Turnier beginnt.
tournament-cancelled = Du hast das Turnier abgesagt.
tournament-joined = Du bist dem Turnier beigetreten.
tournament-left = Du hast das Turnier verlassen.
setting-increment = Inkrement
live-clock-people = Eine Bedenkzeit mit Inkrement (etwa 5+3) gibt es nur für Partien zwischen zwei Menschen: gib den Gegner und die Zeit als Minuten+Sekunden an.
challenge-live-clock = Bedenkzeit: { $clock } je Spieler, plus { $increment } s pro Zug.
choice-arena = Arena
tournament-arena-minutes = Eine Arena dauert { $least } bis { $most } Minuten.
tournament-card-arena-ends = Endet { $end } (laufende Partien werden zu Ende gespielt).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = Text ({ choice-tiles } ist gewählt, aber die Kacheln des Bots sind nicht verfügbar)
cmd-challenge-board-style = wie das Brett dieses Spiels gezeichnet wird (Standard: der Brettstil des Servers)
step-place-on = auf { $point } setzen
step-move-from = von { $point } ziehen
help-settings = , `/einstellungen` (Server verwalten) Zeitlimits, Brettstil und Spielkanäle
terminal-accept-confirm = { $kind ->
    [restart] Den Vorschlag von { $player } annehmen, von vorn zu beginnen
    [draw] Das Remisangebot von { $player } annehmen (die Partie endet remis)
   *[takeback] Die Bitte von { $player } annehmen, den letzten Zug zurückzunehmen
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Nicht angenommen: { $kind ->
    [restart] der Vorschlag
    [draw] das Angebot
   *[takeback] die Bitte
} gilt weiter.
legend-russian-record = { $piece } Register:
help-tables-building = Die Endspieltabellen werden gerade im Hintergrund erstellt (Minuten auf einem schnellen Rechner, eine halbe Stunde oder mehr auf einem ausgelasteten): bis dahin durchsucht `hard` diese Endspiele stattdessen und wird stärker, sobald sie fertig sind.
cmd-board-board-style = dein eigener Brettstil für /{ name-board } und /{ name-review }, wird gemerkt (Standard: der Stil jedes Spiels)
choice-tiles = Kacheln
own-board-style-saved = Dein eigener Brettstil ist jetzt { $style }: /{ name-board } und /{ name-review } zeigen Bretter darin.

## Korrekturen der Lobby (Issue 42)
lobby-channel-no-games = Der Kanal der globalen Lobby muss einer sein, in dem Partien erlaubt sind (`/einstellungen kanäle:`).

# Turniere, Fortsetzung (Issue 43, tour43): Nachzügler, die Bekanntgabe der Sieger, /stats
tournament-late-past = Dieses Turnier nahm Nachzügler auf, bis Runde { $round } ausgelost war: es nimmt keine mehr auf.
tournament-late-swiss-only = Nur ein Schweizer System nimmt Nachzügler auf: lass late_join bei einem Rundenturnier oder einer Arena weg.
tournament-late-range = Nachzügler können bis zu einer Runde von 0 (keine) bis { $rounds }, den Runden dieses Schweizer Systems, zugelassen werden.
tournament-card-late = Nachzügler können noch beitreten: sie werden ab der nächsten Runde ausgelost (bis Runde { $round }).
tournament-won = 🏆 { $winner } gewinnt das Turnier **{ $format }** in { $game }!
stats-tournaments = Turniere: { $played } gespielt, { $won } gewonnen
cmd-tournament-late-join = Ein Schweizer System nimmt Nachzügler auf, bis diese Runde ausgelost ist (Standard 0: keine)
cmd-tournament-rated = Ob seine Partien gewertet werden (Standard: ja)
tournament-card-unrated = Seine Partien werden nicht gewertet.
cmd-settings-tournament-role = die Rolle, deren Mitglieder auch Turniere anlegen dürfen (@everyone: nur Server verwalten)
settings-tournament-role-shown = Turnierveranstalter: Server verwalten und { $role }
settings-tournament-role-none = Turnierveranstalter: nur Server verwalten
tournament-needs-organiser = Ein Turnier anzulegen braucht die Berechtigung Server verwalten oder die Rolle { $role }.
tournament-event-name = Turnier { $format } in { $game }
tournament-no-event = Dafür wurde kein Discord-Event geplant: dem Bot fehlt auf diesem Server die Berechtigung Events erstellen.
cmd-tournament-clock-live = Zeit pro Zug (10m, 1d; Standard 10m) oder eine Live-Uhr wie 5+3 (Arena, Standard 5+3)
tournament-card-live = 🏆 Turnier **{ $format }** in { $game }, Live-Uhr { $clock }, veranstaltet von { $organiser }
tournament-arena-live = Eine Arena wird mit Live-Uhr gespielt: gib die Uhr als Minuten+Sekunden an, etwa 5+3.
tournament-no-threads = Die Partien dieses Turniers werden hier im Kanal gespielt: der Bot darf darin keine privaten Threads erstellen (Private Threads erstellen).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: Der Kanal, in dem du gespielt hast, ist weg, deshalb geht die Partie hier in unserer Direktnachricht weiter. Spiele, indem du auf das Brett klickst.
seek-you-accepted-across = Du hast das Gesuch angenommen: Partie #{ $id } beginnt, auf einem Brett hier und einem im Server der suchenden Person.

## Kleinigkeiten der Lobby (Issue 42, zweite Runde)
pool-paired-unsaid = Eure Partie hat hier begonnen, aber { $player } konnte nicht benachrichtigt werden: sag ihnen Bescheid.

# Links der Turnierbretter (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [Partie]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# Punkte · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (zurückgezogen)
offer-draw-elsewhere = { $proposer } bietet in { $game } #{ $id } Remis an. { $opponent } antwortet auf dem eigenen Brett.
offer-restart-elsewhere = { $proposer } schlägt vor, { $game } #{ $id } von vorn zu beginnen. { $opponent } antwortet auf dem eigenen Brett.
offer-takeback-elsewhere = { $proposer } möchte in { $game } #{ $id } den letzten Zug zurücknehmen. { $opponent } antwortet auf dem eigenen Brett.

## Lobby, vierte Runde (Issue 42): ein Gesuch mit den eigenen Optionen des Spiels
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Läuft ab { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } bietet in { $game } #{ $id } eine Revanche an. { $opponent } spielt auf einem anderen Server und nimmt dort an, mit /revanche oder dem Knopf Revanche des eigenen Bretts.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Turnier ({ $format }), Runde { $round } von { $rounds }
board-tournament = 🏆 Turnier ({ $format })

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } bietet dir eine Revanche in { $game } #{ $id } an: nimm sie auf deinem Brett an oder lehne sie ab: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Dieses Spiel führt der Bot auf dem Server des anderen Spielers: Von hier aus kannst du ziehen, aufgeben oder abbrechen, sonst nichts. Nichts wurde geändert.
forward-no-answer = Der Server des anderen Spielers, der dieses Spiel führt, hat nicht rechtzeitig geantwortet (vielleicht startet er neu), also wurde nichts geändert. Versuche es in einer Minute noch einmal.
forward-taken-late = Der Server des anderen Spielers, der dieses Spiel führt, hat deine Anfrage, antwortet aber langsam: Das Brett zeigt sie, sobald sie erledigt ist.
forward-unknown = Das kann nicht an den Server geschickt werden, der dieses Spiel führt. Nichts wurde geändert.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } hat die Revanche abgelehnt.
