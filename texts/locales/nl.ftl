# De Nederlandse catalogus. Sleutels en variabelen zoals in en.ftl (de bron); termen (-naam)
# zijn de woordenlijst (texts/glossary/nl.md). Aanspreekvorm: je/jij.

## Glossary

-morris = Molenspel
-three = Driemolen
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Twaalfmolen
-morabaraba = Morabaraba
-lasker = Laskermolen
-russian = Russische molen
-six = Zesmolen
-pleiadis = Pleiadis
-mill = molen
-mills = molens
-piece = steen
-pieces = stenen
-pawn = pion
-pawns = pionnen

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

# Vult "Ann wint …" en "Remise …" aan.
termination-line = door een volle rij
termination-fewer-than-three = – de tegenstander heeft nog maar twee { -pieces }
termination-no-moves = – de tegenstander heeft geen geldige zet
termination-last-board = – de tegenstander heeft het laatste bord gedood
termination-breakthrough = met een doorbraak tot de verste rij
termination-all-captured = door elke { -pawn } van de tegenstander te slaan
termination-resignation = door opgave
termination-timeout = op tijd
termination-agreement = in onderling overleg
termination-repetition = door drievoudige herhaling
termination-full-board = door een vol bord
termination-move-limit = door de zettenlimiet
termination-aborted = afgebroken
# $winner: de naam ("Jij" voor de speler aan de terminal, zoals terminal-you).
result-win = { $winner ->
    [Jij] Jij wint { $how }
   *[other] { $winner } wint { $how }
}
result-draw = Remise { $how }
result-aborted = Partij afgebroken

help-morris-computer = Zo speelt de computer { -morris }: de eindspelen met hoogstens vier { -pieces } per kant en beide handen leeg (3 v 3, 4 v 3, 3 v 4, 4 v 4; met springen ook 5 v 3 en 5 v 4 waar de machine van de bot het geheugen had om ze te bouwen) zijn exact opgelost met retrograde analyse. Vanaf `hard` (moeilijk) wint de computer dus elk gewonnen eindspel op de kortste manier, verliest hij nooit een remise-eindspel en verdedigt hij een verloren eindspel zo lang mogelijk; de tabellen kennen geen zettenlimiet, dus een winst die langer duurt dan de halve zetten die tot de limiet over zijn, is in de praktijk remise. Al het andere, de hele plaatsingsfase en het middenspel, is een alfa-bèta-zoektocht met tijdslimiet en een handgemaakte evaluatie (materiaal, { -mills }, beweeglijkheid, blokkades): sterk, maar niet exact.
help-morris-levels = Niveaus: `easy` kijkt één zet vooruit en maakt met opzet fouten, `medium` kijkt twee zetten vooruit met kleine fouten, `hard` zoekt zo diep als zijn tijd toelaat (standaard 2 s per zet) en speelt de eindspeltabellen. Gemeten: `hard` versloeg een Monte-Carlo-boomzoektocht van 1.000 simulaties in 99 van 100 partijen; tegen Sanmill, een onafhankelijke opensource-engine, scoort het bij gelijke tijd 0,72 op 0,5 s per zet (+94 =37 -26, 157 partijen) en 0,68 op 2 s (+10 =10 -2, 22 partijen), en 0,56 in twaalfmansmolen op 0,5 s (+13 =1 -10, 24 partijen). Deze cijfers gelden voor de gecompileerde engine, waarvan de zoektocht in C draait; waar de machine van de bot geen C-compiler heeft, zoekt `hard` in Python, zo'n vier zetten minder diep.

### Options ($option: the option's name as typed)

option-unknown = { game-name } heeft geen optie { $option } (opties: { $known })
option-unknown-flag = { game-name } heeft geen optie { $option }: de opties zijn { $known }
option-no-such-game = er is geen spel { $name }: kies een van { $known }
option-not-on-off = optie { $option } moet on of off zijn, niet { $value }
option-not-a-number = optie { $option } moet een geheel getal zijn, niet { $value }
option-out-of-range = optie { $option } moet van { $minimum } tot { $maximum } zijn, niet { $value }
option-morris-flying = wie nog drie { -pieces } heeft, mag naar elk punt springen
option-morris-draw-plies = remise na zoveel zetten zonder { -mill } (0: nooit)

### Moves: why a move text is no move, or not legal here

move-game-over = de partij is voorbij
move-occupied = { $point } is bezet
move-no-piece-on = je hebt geen { -piece } op { $point }
move-remove-pending = je zet vormde een { -mill }: noem een van de { -pieces } van je tegenstander om weg te nemen
move-nothing-to-remove = er valt niets weg te nemen: doe eerst een zet
move-still-placing = je hebt nog { -pieces } te plaatsen: noem een leeg punt
move-none-to-place = je hebt geen { -pieces } meer te plaatsen: verschuif er een van jou, bv. { $example }
move-not-adjacent = { $src } en { $dst } liggen niet naast elkaar
move-no-mill = { $move } vormt geen { -mill }, dus je mag geen { -piece } wegnemen
move-not-opponent-piece = { $point } is geen { -piece } van je tegenstander
move-remove-from-mill = { $point } staat in een { -mill } en er zijn andere { -pieces } die je kunt wegnemen
move-morris-no-such-point = { $point } is geen punt op het bord: de punten zijn a1 tot g7 (zoals getekend) of de getallen 0 tot 23
move-morris-notation = schrijf een zet als d6 (plaatsen), a1-a4 (verschuiven) of a1-a4xg7 (en g7 wegnemen)
move-morris-one-removal = noem precies één punt na x, bv. a1-a4xg7
move-morris-too-many-points = een zet noemt hoogstens twee punten, bv. a1-a4
move-morris-hyphen = een zet met een streepje noemt twee punten, bv. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = de kant aan zet is W of B, niet { $side }
position-morris-fields = een stelling van { -morris } heeft 5 velden: bord, kant, handen, openstaande stap, spoor (bv. '........................ W 9/9 - -')
position-morris-board = het bord bestaat uit 24 tekens '.', 'W' en 'B'
position-morris-hands = { -pieces } in de hand schrijf je als 9/9, niet { $hands }
position-morris-number = { $field ->
    [hand-1] de { -pieces } in de hand van speler 1
    [hand-2] de { -pieces } in de hand van speler 2
    [classic-hand-1] regel 2 (de { -pieces } in de hand van speler 1)
    [classic-hand-2] regel 3 (de { -pieces } in de hand van speler 2)
   *[classic-side] regel 4 (de speler aan zet)
} moet een getal van { $low } tot { $high } zijn, niet { $value }
position-classic-lines = het klassieke formaat heeft 4 regels: bord, hand 1, hand 2, aan zet
position-classic-board = regel 1 bevat 24 waarden 0, 1 of 2, gescheiden door ', '
position-classic-pending = het klassieke formaat kan geen openstaande wegname bevatten: neem eerst weg
position-morris-step = { $step } is geen stap zoals d6 of a1-d1
position-too-many-pieces = speler { $player } heeft meer dan { $most } { -pieces }
position-pending-trail = een stelling met een openstaande wegname heeft geen spoor
position-pending-no-mill = de openstaande stap moet eindigen op een { -piece } van de kant aan zet in een { -mill }
position-pending-source = de openstaande stap moet beginnen op een punt dat nu leeg is
position-pending-placing = de openstaande stap is een verschuiving, maar die speler plaatst nog
position-pending-not-adjacent = de openstaande stap verbindt punten die niet naast elkaar liggen
position-too-few-pieces = een partij eindigt als een speler nog maar twee { -pieces } heeft: dat kan alleen de speler aan zet zijn, die net een { -piece } verloor
position-trail-placement = het spoor bevat alleen verschuivingen (een plaatsing wist het)
position-trail-misfit = de stap { $step } in het spoor past niet bij het bord
position-trail-placing = de stap { $step } in het spoor is een verschuiving, maar die speler plaatst nog
position-trail-not-adjacent = de stap { $step } in het spoor verbindt punten die niet naast elkaar liggen
position-trail-mill = de stap { $step } in het spoor vormt een { -mill }, dus een wegname beëindigt het spoor
position-lost-pieces = speler { $player } heeft { $lost ->
    [one] 1 { -piece }
   *[other] { $lost } { -pieces }
} verloren, maar speler { $opponent } kon hoogstens { $mills ->
    [one] 1 { -mill }
   *[other] { $mills } { -mills }
} vormen in { $placements ->
    [one] 1 plaatsing
   *[other] { $placements } plaatsingen
}
position-placed-counts = speler 1 heeft { $first } { -pieces } geplaatst en speler 2 { $second }: de spelers plaatsen om de beurt, speler 1 eerst, dus speler 1 heeft er evenveel of één meer geplaatst
position-placed-side = speler 1 heeft { $first } { -pieces } geplaatst en speler 2 { $second }, dus speler { $player } is aan zet
move-still-placing-example = je hebt nog { -pieces } te plaatsen: noem een leeg punt, bv. { $example }
move-three-points = de punten zijn 1 tot 9 (of a1 tot c3)
move-three-all-placed = al je drie { -pieces } staan op het bord: verschuif er een, bv. { $example }
move-three-no-point = er is geen punt { $point }: de punten zijn 1 tot 9 (of a1 tot c3)
move-three-not-a-point = { $point } is geen punt: de punten zijn 1 tot 9 (of a1 tot c3)
move-three-notation = schrijf een zet als 5 (plaatsen) of 4-7 (verschuiven); de punten zijn 1-9 of a1-c3
move-notakto-no-board = er is geen bord { $board }: de borden zijn { $last ->
    [A] A
   *[other] A tot { $last }
}
move-notakto-dead-board = bord { $board } is dood: speel op een levend bord ({ $live })
move-notakto-no-cell = er is geen vakje { $cell }: de vakjes van een bord zijn 0 tot 8
move-notakto-taken = { $move } is bezet: kies een leeg vakje
move-notakto-notation = een zet is een bordletter en een vakje 0-8, bv. A4
move-off-board = { $square } ligt niet op het bord: de velden zijn a1 tot { $last }
move-one-square = een zet noemt één veld, bv. { $example }
move-two-squares = een zet noemt twee velden, bv. { $example }
move-square-off-board = dat veld ligt niet op het bord
move-opponent-pawn = { $square } is een { -pawn } van je tegenstander
move-no-pawn-on = je hebt geen { -pawn } op { $square }
move-pawn-forward = een { -pawn } gaat één rij vooruit (richting rij { $row }), recht of schuin
move-own-pawn = op { $square } staat je eigen { -pawn }
move-capture-diagonally = { $square } is bezet: { -pawns } slaan alleen schuin
move-attacked = { $square } ligt op dezelfde { $line ->
    [row] rij
    [column] kolom
   *[diagonal] diagonaal
} als de { -pawn } op { $attacker }
move-attacked-own = { $square } ligt op dezelfde { $line ->
    [row] rij
    [column] kolom
   *[diagonal] diagonaal
} als jouw { -pawn } op { $attacker }
move-outnumbered = { $square } heeft { $opponent ->
    [one] 1 buur van je tegenstander
   *[other] { $opponent } buren van je tegenstander
} en { $own } van jou: je mag alleen plaatsen waar je minstens zoveel buren hebt als je tegenstander

position-side-1-or-2 = de kant aan zet is 1 of 2, niet { $side }
position-three-fields = een stelling van { -three } is een bordcode van 9 cijfers, of de code, de kant aan zet en de zetten sinds het plaatsen (bv. '100011222 1 -')
position-three-code = een bordcode is 9 cijfers 0, 1 of 2, niet { $code }
position-three-step = { $step } is geen zet zoals 4-7
position-three-pieces = elke speler heeft maar drie { -pieces }
position-three-second-to-move = speler 1 heeft één { -piece } meer geplaatst, dus speler 2 is aan zet
position-three-counts = speler 1 plaatst eerst, dus speler 1 heeft evenveel { -pieces } als speler 2 of één meer
position-three-first-to-move = beiden hebben evenveel { -pieces } geplaatst, dus speler 1 moet plaatsen
position-three-line = alleen de speler die net zette kan een rij hebben
position-three-trail-option = zetten worden alleen bewaard met de optie repetition_draw: gebruik '-'
position-three-trail-placing = de zetten sinds het plaatsen beginnen pas als alle zes { -pieces } geplaatst zijn
position-three-trail-misfit = de zet { $move } past niet bij het bord
position-three-trail-over = de partij was al voorbij vóór { $move }
position-three-trail-drawn = de partij was al remise door herhaling vóór de laatste zet
position-notakto-boards = deze partij heeft { $boards } borden gescheiden door '/', niet { $found }
position-notakto-cells = bord { $board } moet 9 vakjes 'X' of '.' hebben, niet { $cells }
position-notakto-lines = bord { $board } heeft lijnen die geen enkele laatste X kon voltooien
position-rows = het bord heeft { $found } rijen gescheiden door '/', niet { $rows }
position-row-zero-run = rij { $row }: reeksen lege velden beginnen bij 1
position-row-token = rij { $row }: { $token } is geen W, B of aantal lege velden
position-row-length = rij { $row } heeft { $found } velden, niet { $columns }
position-row-too-long = rij { $row } heeft te veel velden, niet { $columns }
position-grid-fields = een stelling is het bord en de kant aan zet, bv. { $example }
position-placement-counts = speler 1 heeft { $first } { -pawns } en speler 2 { $second }: speler 1 plaatst eerst, dus speler 1 heeft er evenveel of één meer
position-placement-side = met deze { -pawns } is speler { $player } aan zet, niet { $side }
position-too-many-pawns = speler { $player } heeft meer dan { $most } { -pawns }
position-far-row = speler { $player } is aan zet, maar heeft al een { -pawn } op de verste rij
position-no-pawns = speler { $player } heeft net gezet, dus heeft minstens één { -pawn }
position-firstattack-in-line = de { -pawn } op { $square } staat op één lijn met een andere { -pawn } die hem blokkeert, wat geen partij kan bereiken

option-three-repetition-draw = remise als een stelling voor de derde keer voorkomt (off: alleen remise in overleg)
option-notakto-boards = hoeveel 3x3-borden (1 tot 5)
option-breakthrough-rows = rijen van het bord (5 tot 26)
option-breakthrough-columns = kolommen van het bord (2 tot 26)
option-firstattack-size = rijen en kolommen van het bord (1 tot 12)
option-firstattack-colours = elke speler wordt alleen geblokkeerd door lijnen door de eigen { -pawns }
option-pleiadis-size = rijen en kolommen van het bord (2 tot 12)

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }: plaats je 9 { -pieces } en verschuif ze daarna langs de lijnen{ $flying ->
        [on] {" "}(met nog 3 over mag je naar elk punt springen)
       *[off] {""}
    }. Drie op een rij is een { -mill }: neem een { -piece } van je tegenstander weg. Laat je tegenstander 2 { -pieces } of geen zet over om te winnen. Het is remise als een stelling drie keer voorkomt{ $plies ->
        [0] {""}
        [one] {" "}of na 1 zet zonder { -mill } (de zetten van beide spelers geteld)
       *[other] {" "}of na { $plies } zetten zonder { -mill } (de zetten van beide spelers geteld)
    }.
    Zetten: d6 (plaatsen), a1-a4 (verschuiven), a1-a4xg7 (en g7 wegnemen); de punten zijn a1-g7 of 0-23. Noem na een { -mill } de { -piece } om weg te nemen (g7) als je dat nog niet deed.
rules-three =
    { -three }: plaats je 3 { -pieces } en verschuif er daarna een naar een willekeurig leeg punt. Drie op een rij (rij, kolom of diagonaal) wint, in beide fasen. { $repetition ->
        [on] Een stelling die drie keer voorkomt, is remise.
       *[off] Er is geen automatische remise.
    }
    Zetten: 5 (plaatsen), 4-7 (verschuiven). De punten zijn 1-9 rij voor rij vanaf linksboven (1 2 3 / 4 5 6 / 7 8 9), of a1-c3 met a1 linksonder.
rules-notakto =
    { -notakto } op { $boards ->
        [one] 1 bord
       *[other] { $boards } borden
    }: beide spelers zetten een X op een willekeurig levend bord. Een bord met drie X op een rij, kolom of diagonaal is dood. Wie het laatste bord doodt, verliest.
    Zetten: bordletter en vakje, bv. A4; de vakjes zijn 0-8 rij voor rij (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } op { $rows }x{ $columns }: zet een { -pawn } één rij vooruit, recht of schuin, naar een leeg veld; slaan gaat alleen schuin. Bereik de verste rij of sla elke { -pawn } van je tegenstander om te winnen. Speler 1 (W) begint bovenaan en gaat omlaag.
    Zetten: a2-b3 (ook a2 b3, a2b3); de velden zijn a1 tot { $last }: kolommen vanaf links, rijen vanaf boven (de kant van speler 1).
rules-firstattack =
    { -firstattack } op { $size }x{ $size }: plaats een { -pawn } op een leeg veld dat geen rij, kolom of diagonaal (op welke afstand ook) deelt met { $colours ->
        [on] een van je eigen { -pawns } (die van je tegenstander blokkeren jou niet)
       *[off] welke { -pawn } dan ook
    }. Wie niet kan plaatsen, verliest.
    Zetten: een veld, bv. { $example }; de velden zijn a1 tot { $last }: kolommen vanaf links, rijen vanaf boven (de kant van speler 1). Open velden zijn gemarkeerd met + (groen bij emoji).
rules-pleiadis =
    { -pleiadis } op { $size }x{ $size }: plaats een { -pawn } op een leeg veld waar je tegenstander onder de tot 8 buren van dat veld niet meer { -pawns } heeft dan jij. Wie niet kan plaatsen, verliest.
    Zetten: een veld, bv. { $example }; de velden zijn a1 tot { $last }: kolommen vanaf links, rijen vanaf boven (de kant van speler 1). Open velden zijn gemarkeerd met + (groen bij emoji).


## Boards (renderer/): legends, status lines, last-move notes

status-to-move = Aan zet: { $name }.
status-to-remove = Aan zet: { $name }, { -piece } wegnemen.
status-over = { $result }.

last-move = Laatste zet: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } van
note-to = { $mark } naar
note-removed = { $mark } weggenomen
note-board-died = het bord is dood
note-morris-pending = { $move }: { -mill }! Neem er een weg, bv. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } te plaatsen
legend-morris-placing = { $piece } { $name }: { $hand } te plaatsen, { $board } op bord
legend-morris-moving = { $piece } { $name }: { $board } op bord
legend-three-naming = 1-9 zoals hier, of a1-c3 (a1 linksonder)
legend-notakto-all-dead = Alle borden zijn dood.
legend-notakto-dead = Dood: { $boards }
legend-moves-down = { $piece } { $name ->
    [Jij] Jij gaat
   *[other] { $name } gaat
} omlaag
legend-moves-up = { $piece } { $name ->
    [Jij] Jij gaat
   *[other] { $name } gaat
} omhoog
legend-open = { $piece } open voor { $name }: { $count ->
    [one] 1 veld
   *[other] { $count } velden
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] eerste partij met rating
       *[other] pas { $games } partijen met rating
    }: vroege ratings bewegen het meest)
rating-even = { $delta } tegen een gelijke rating
rating-against-higher = { $delta } tegen een speler met een { $gap } hogere rating
rating-against-lower = { $delta } tegen een speler met een { $gap } lagere rating

database-busy = De database is bezet, dus er is niets veranderd: probeer het opnieuw.
save-uncertain = Ik verloor de verbinding met de database tijdens het opslaan, dus ik weet niet of dit is opgeslagen: kijk over een minuut opnieuw naar het bord voordat je het nog eens probeert.
cannot-save = Ik kan nu geen partijen opslaan, dus er is niets veranderd: probeer het over een paar minuten opnieuw.
changed-meanwhile = De partij veranderde terwijl dit werd opgeslagen: kijk naar het bord en probeer het opnieuw.

no-game-here = Je hebt geen lopende partij in dit kanaal.
game-not-in-progress = Die partij loopt niet meer.
game-ended = Die partij is al afgelopen.
no-such-game = Er is geen partij #{ $game }.
not-a-player = Je speelt niet mee in deze partij.
not-your-turn = Je bent niet aan zet: wachten op { $waiting }.
move-rejected = Kan '{ $move }' niet spelen: { $reason }.
abort-too-late = Beide kanten hebben gezet, dus de partij kan niet meer worden afgebroken: geef op of bied remise aan.
busy-you = Je speelt al { $title } (partij #{ $game }) in dit kanaal: maak die partij eerst af.
busy-player = { $player } speelt al { $title } (partij #{ $game }) in dit kanaal: maak die partij eerst af.
nothing-to-export = Er is geen partij om te exporteren: speel er eerst een.

channel-not-for-games = In dit kanaal wordt niet gespeeld: { $count ->
    [one] probeer het spelkanaal van de server.
   *[other] probeer een van de { $count } spelkanalen van de server.
}
challenge-yourself = Je kunt jezelf niet uitdagen: kies een andere speler.
no-such-level = Er is geen niveau '{ $level }' voor { $title }: kies { $levels }.
level-needs-computer = Een niveau is alleen voor partijen tegen de computer.
already-challenged = Je hebt { $opponent } hier al uitgedaagd: wacht op een antwoord of trek die uitdaging eerst in.
challenge-expired = Deze uitdaging is verlopen: vraag om een nieuwe.
challenge-closed = Die uitdaging staat niet meer open.
no-challenge-to-you = Er staat in dit kanaal geen uitdaging voor jou open.
no-challenge-of-yours = Er staat in dit kanaal geen uitdaging van jou open.
own-challenge = Je kunt je eigen uitdaging niet aannemen of weigeren: trek haar in.
challenge-not-for-you = Deze uitdaging is voor { $challenged }, niet voor jou.
only-challenger-withdraws = Alleen { $challenger } kan deze uitdaging intrekken.
bad-options = Die opties kunnen niet: { $reason }.
unreadable-position = Die stelling kan niet worden gelezen: { $reason }.
position-over = Die stelling is al afgelopen: kies er een met zetten over.
bad-first-move = Wie begint is een van { $choices }, niet '{ $first }'.

bad-proposal = Een voorstel is een van { $choices }, niet '{ $kind }'.
already-proposed = Je hebt al { $kind ->
    [draw] remise
    [restart] een herstart
    [takeback] terugnemen
   *[rematch] een revanche
} voorgesteld: wachten op { $opponent }.
no-proposal = Er is geen voorstel voor { $kind ->
    [draw] remise
    [restart] een herstart
    [takeback] terugnemen
   *[rematch] een revanche
} om te weigeren.
offer-not-open = Dat aanbod (partij #{ $game }) staat niet meer open, dus er is niets veranderd.
rematch-while-playing = Je partij hier loopt nog: maak die eerst af.
no-finished-game = Je hebt in dit kanaal geen afgelopen partij voor een revanche.
takeback-rated = Terugnemen kan alleen in partijen zonder rating.
takeback-mid-turn = Maak de lopende beurt af voordat je vraagt om terug te nemen.
takeback-nothing = Er is nog geen zet van jou om terug te nemen.

settings-need-server = Instellingen horen bij een server; DM's en groeps-DM's gebruiken de standaardwaarden. Voer dit uit in een kanaal van de server om de instellingen van die server te wijzigen.
no-board-style = Er is geen bordstijl '{ $style }': kies { $styles }.
setting-clock = bedenktijd
setting-turn-timeout = tijd per zet
setting-challenge-expiry = geldigheid van uitdagingen
not-a-duration = De { $what } '{ $text }' is geen tijdsduur: schrijf bv. 90s, 15m, 2h of 1d.
out-of-range = De { $what } moet van { $low } tot { $high } zijn.
out-of-range-given = De { $what } moet van { $low } tot { $high } zijn, niet { $given }.
duration-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}
duration-hours = { $count ->
    [one] { $count } uur
   *[other] { $count } uur
}
duration-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}

export-title = { $title }, partij #{ $game }
export-options = Opties: { $options }
export-none = geen
export-player = Speler { $seat }: { $player }
export-started = Begonnen: { $when } UTC
export-start = Start: { $position }
export-standard = standaard
export-result = Uitslag: { $result }
export-in-progress = bezig
export-aborted = Partij afgebroken
export-draw = Remise { $how }
export-win = { $winner } wint { $how }
export-moves = Zetten: { $moves }
export-no-moves = (geen)
export-position = Stelling: { $position }
export-mark = Analyse: { $mark }
name-review = analyse
name-puzzle = puzzel
name-puzzles = puzzels
name-number = nummer
name-daily = dagelijks
cmd-review = Loop een afgelopen partij Molen van jou door, elke stelling beoordeeld
cmd-review-game = het nummer van de partij (standaard: je laatste partij hier)
cmd-puzzle = Een Molen-puzzel: vind de enige winnende zet, met klikken
cmd-puzzle-number = het nummer van de puzzel (standaard: een die je nog niet probeerde, dicht bij je puzzelrating)
cmd-puzzle-daily = de puzzel van de dag van deze server
cmd-puzzles = De puzzelranglijst (ratings en reeksen) en jouw puzzelresultaten
review-buttons = ⏮ ◀ ▶ ⏭ loop door de partij; ⚑ springt naar het volgende keerpunt (keerpunten: { $count }).
puzzle-title = **Puzzel #{ $id }** ({ $difficulty }, rating { $rating }): { $player }, aan zet, wint in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    }. Vind de enige winnende zet.
puzzle-easy = makkelijk
puzzle-medium = gemiddeld
puzzle-hard = moeilijk
puzzle-daily = De puzzel van vandaag op deze server.
puzzle-right = Goed: **{ $move }**. De computer antwoordt { $reply }.
puzzle-solved = Opgelost: **{ $move }** wint! Puzzelrating { $rating } ({ $change }), reeks { $streak }.
puzzle-wrong = Fout: **{ $move }** wint niet op de kortste manier. De oplossing: { $solution }. Puzzelrating { $rating } ({ $change }); de reeks begint opnieuw.
puzzle-no-such = Er is geen puzzel #{ $id }: kies er een van 1 tot { $count }.
puzzle-over = Puzzel #{ $id } heeft niet zo'n zet te spelen: begin opnieuw met /{ name-puzzle }.
puzzle-leaderboard = Ranglijst **puzzels** { $place }
puzzle-nobody = Niemand heeft nog een puzzel geprobeerd { $place }.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } opgelost, beste reeks { $best })
puzzle-record = Jouw puzzels: rating { $rating }, { $solved } opgelost, { $failed } mislukt, reeks { $streak } (beste { $best }).
puzzle-no-record = Je hebt nog geen puzzel geprobeerd: /{ name-puzzle } geeft je er een.
review-start = Partij #{ $game }: het begin (zetten: { $total }).
review-step = Zet { $ply } van { $total }: { $player } speelde { $move }.
review-exact-win = { $player }, aan zet, wint in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    } (eindspeltabellen, exact).
review-exact-loss = { $player }, aan zet, verliest in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    } (eindspeltabellen, exact).
review-exact-draw = Remise bij het beste spel (eindspeltabellen, exact).
review-search-win = { $player }, aan zet, wint in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    } (gevonden door de zoekopdracht).
review-search-loss = { $player }, aan zet, verliest in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    } (gevonden door de zoekopdracht).
review-search-score = Oordeel van de zoekopdracht: { $score } stukken voor { $player }, aan zet.
review-game-over = De partij is voorbij.
review-let-win = De winst in { $plies ->
        [one] 1 zet
       *[other] { $plies } zetten
    } werd weggegeven bij zet { $ply } ({ $move }); { $better } had hem behouden.
review-let-draw = De remise werd weggegeven bij zet { $ply } ({ $move }); { $better } had haar behouden.
review-mistake = Zet { $ply } ({ $move }) verloor terrein volgens de zoekopdracht; { $better } was beter.
review-nothing = Hier is geen partij van jou om te analyseren.
review-morris-only = Alleen partijen { -morris } kunnen worden geanalyseerd.
review-unfinished = Partij #{ $game } is nog niet voorbij: analyseer haar als ze afgelopen is.
terminal-review-description = Loop een afgelopen partij { -morris } uit { $db } (of --db BESTAND) door, elke stelling beoordeeld: exact uit de eindspeltabellen, anders door een korte zoekopdracht.
terminal-review-arg-game = het nummer van de partij (standaard: de laatste in de terminal gespeelde)
terminal-review-prompt = Enter of > volgende, < vorige, ! volgend keerpunt, een getal: die zet, q: stoppen>
terminal-review-hint = Loop deze partij door, elke stelling beoordeeld: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = h, hulp
words-resign = q, opgeven
words-restart = r, herstart, opnieuw
words-draw = remise, gelijkspel
words-takeback = terugnemen
words-accept = accepteren, aannemen
words-decline = weigeren, afwijzen
words-withdraw = intrekken, annuleren


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } en { $then }
list-lines =
    { $first }
    { $then }
this-channel = dit kanaal
computer = Computer
computer-level = Computer ({ $level })
computer-level-standby = De computer speelt voorlopig { $played }: zijn spel op { $level } wordt nog voorbereid en neemt het vanzelf over zodra het klaar is.
option-value = { $name } { $value }
option-on = aan
option-off = uit
error-apology = Sorry, er ging aan mijn kant iets mis. Het is gelogd; probeer het opnieuw.
error-not-here = Deze opdracht kan hier niet worden gebruikt.
permission-view-channel = Kanaal bekijken
permission-send-messages = Berichten versturen
permission-send-messages-in-threads = Berichten versturen in threads
games-only-in = In dit kanaal wordt niet gespeeld: probeer { $channels }.
app-not-in-server = Ik ben geen lid van deze server, dus ik kan hier geen bord van een partij plaatsen. Vraag een serverbeheerder om mij toe te voegen (de uitnodigingslink staat op mijn profiel), of speel in een DM of groeps-DM.
permission-missing = Ik kan geen partij houden in { $where }: ik mis daar de { $count ->
        [one] toestemming
       *[other] toestemmingen
    } { $permissions }. Vraag een serverbeheerder die te geven, of speel in een ander kanaal.

button-accept = Accepteren
button-decline = Weigeren
button-withdraw = Intrekken
button-rematch = Revanche
button-resign = Opgeven
button-keep = Verder spelen
button-offer-draw = Remise aanbieden
button-takeback = Terugnemen
button-restart = Opnieuw
only-owner = Alleen { $owner } kan { $purpose }.
purpose-press = hierop drukken
purpose-answer-challenge = deze uitdaging beantwoorden
purpose-withdraw-challenge = deze uitdaging intrekken
purpose-answer-offer = dit aanbod beantwoorden
step-remove = { $point } wegnemen
step-remove-which = Welke steen wegnemen?
step-your-move = Jouw zet
step-mill-remove-which = { $move } vormt een molen: welke steen wegnemen?
step-to-where = { $move }: waarheen?
step-choose-range = Kies een bereik
step-page-row = Rij { $row } ({ $first }–{ $last })
step-page-rows = Rijen { $first }–{ $last }
step-board = Bord { $board }

challenge = { $challenged }, { $challenger } daagt je uit voor **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = standaardregels
challenge-first = { $player } begint
challenge-first-random = wie begint wordt geloot
challenge-from-position = Vanuit een opgezette stelling (zonder rating).
challenge-clock = Bedenktijd: { $clock } per zet.
challenge-in-thread = De partij wordt in een eigen thread gespeeld.
challenge-answer-any = Druk op Accepteren of Weigeren, of typ `accepteren` of `weigeren`. De uitdaging verloopt { $expires }.
challenge-answer-addressed = Druk op Accepteren of Weigeren, of typ `accepteren` of `weigeren` met een vermelding van mij (`@bot accepteren`). De uitdaging verloopt { $expires }.
challenge-answer-none = Druk op Accepteren of Weigeren. De uitdaging verloopt { $expires }.
challenge-opponent-is-bot = { $opponent } is een bot: daag een mens uit, of laat de tegenstander weg om tegen mij te spelen.
challenge-opponent-not-member = { $opponent } is geen lid van deze server en kan dus niet antwoorden: daag iemand uit die hier is.
challenge-no-thread-here = Threads bestaan alleen in serverkanalen, dus een partij hier kan er geen hebben: daag opnieuw uit zonder `{ name-thread }`.
challenge-too-fast = Je stuurt te snel uitdagingen: wacht { $seconds } s en probeer het opnieuw.
challenge-not-open = Deze uitdaging staat niet meer open.
challenge-accepted-by = Geaccepteerd door { $player }.
challenge-declined-by = Geweigerd door { $player }.
challenge-withdrawn-by = Ingetrokken door { $player }.
game-begins = { $game } #{ $id } begint.

offer-draw = { $proposer } biedt remise aan in { $game } #{ $id }. { $opponent }: druk op Accepteren of Weigeren, of gebruik /remise.
offer-restart = { $proposer } stelt voor om { $game } #{ $id } opnieuw te beginnen. { $opponent }: druk op Accepteren of Weigeren, of gebruik /herstarten.
offer-takeback = { $proposer } vraagt om de laatste zet terug te nemen in { $game } #{ $id }. { $opponent }: druk op Accepteren of Weigeren, of gebruik /terugnemen.
offer-rematch = { $proposer } biedt een revanche aan in { $game } #{ $id }. { $opponent }: druk op Accepteren of Weigeren, of gebruik /revanche of de knop Revanche.
declined-draw = { $player } weigerde het remiseaanbod in { $game } #{ $id }.
declined-restart = { $player } weigerde het voorstel tot herstart in { $game } #{ $id }.
declined-takeback = { $player } weigerde het verzoek tot terugnemen in { $game } #{ $id }.
declined-rematch = { $player } weigerde het revancheaanbod in { $game } #{ $id }.
agreed-draw = Akkoord: remise in { $game } #{ $id }.
agreed-restart = Akkoord: herstart in { $game } #{ $id }.
agreed-takeback = Akkoord: zet teruggenomen in { $game } #{ $id }.
agreed-rematch = Akkoord: revanche in { $game } #{ $id }.
offer-accepted-by = Geaccepteerd door { $player }.
offer-declined-by = Geweigerd door { $player }.
rematch-started = Revanche gestart.
resign-confirm = { $player }, { $game } #{ $id } opgeven? Druk op Opgeven om te bevestigen.
resigned = Opgegeven.
resignation-cancelled = Opgave geannuleerd.
game-aborted = De partij is afgebroken.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Die keuze kan niet meer: het bord is veranderd. Gebruik het menu opnieuw.
game-no-longer-in-progress = Die partij loopt niet meer.
no-game-in-channel = Er loopt geen partij in dit kanaal.
games-here = **Lopende partijen hier** (volg hun borden; `/bord` toont er een privé)
games-here-entry = { $game } #{ $id }, { $first } tegen { $second }, { $turns ->
        [one] één beurt
       *[other] { $turns } beurten
    } gespeeld
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Je hebt hier geen open uitdaging om in te trekken.
nothing-to-answer = Er is nu niets om te accepteren of te weigeren.
typed-how-any = Typ je zet in het kanaal
typed-how-addressed = Typ je zet met een vermelding van mij (`@bot d6`)
typed-how-none = Gebruik de menu's van het bord
typed-help =
    { $how } om hem te spelen (hoe je er een schrijft staat hieronder). Verder: `h`/`hulp` deze hulp, `q`/`opgeven` opgeven (vraagt om bevestiging), `r`/`herstart` voorstellen opnieuw te beginnen, `remise` remise aanbieden of aannemen, `terugnemen` vragen je laatste zet terug te nemen, `accepteren`/`weigeren` een uitdaging of voorstel beantwoorden, `intrekken` een uitdaging van jou intrekken. Elke opdracht bestaat ook als slash-opdracht: zie /hulp.

    { $rules }
stats-here = op deze server
stats-anywhere = overal
stats-in-game = { " " }in { $game }
stats-no-games = { $player } heeft nog geen afgelopen partijen{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: nog geen rating, { $wins }W { $losses }V { $draws }R
stats-record-rated = { $game }: rating { $rating }, plaats { $rank }, { $wins }W { $losses }V { $draws }R
stats-nobody = Nog niemand heeft { $place } een partij { $game } met rating afgemaakt.
stats-leaderboard = **{ $game }**: ranglijst
stats-leaderboard-global = **{ $game }**: ranglijst (wereldwijd)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }W { $losses }V { $draws }R)
help-commands =
    {"**"}Een partij starten**: { $challenges } — elk neemt `tegenstander` (weglaten, of mij kiezen, om tegen de computer te spelen), `niveau`, `wie_begint`, de eigen opties van het spel en `stelling`.
    {"**"}Spelen**: de menu's en knoppen van het bord, of `/zet` (met suggesties){ $typing }
    {"**"}Tijdens een partij**: `/bord` opnieuw tonen, `/remise` remise aanbieden of aannemen, `/herstarten`, `/terugnemen` (partijen zonder rating), `/opgeven`, `/afbreken` (voordat beide kanten hebben gezet).
    {"**"}Na een partij**: `/revanche` (of de knop Revanche), `/exporteren` zettenlijst en stelling, `/analyse` doorlopen met elke stelling beoordeeld.
    {"**"}Meer**: `/statistieken [gebruiker] [spel]` ratings en resultaten, `/hulp [spel]` regels{ $settings }; `/puzzel` een puzzel (`dagelijks`: die van de dag van de server), `/puzzels` de puzzelranglijst.
help-typing-any = , of typ de zet gewoon in het kanaal (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Typen: `h` hulp, `q` opgeven, `r` herstart, `remise`, `accepteren`, `weigeren`, `intrekken` (je eigen uitdaging; of de knop Intrekken).
help-typing-addressed = , of typ de zet met een vermelding van mij (`@bot d6`, `@bot a1-a4xg7`). Op dezelfde manier getypt: `h` hulp, `q` opgeven, `r` herstart, `remise`, `accepteren`, `weigeren`, `intrekken` (je eigen uitdaging; of de knop Intrekken).
help-typing-none = . Getypte berichten worden hier niet gelezen.
reminders-on = Herinneringen per DM staan aan: ik stuur je ook een DM als je tijd voor een zet bijna op is, bij een bedenktijd van een uur of meer. Wijzig het met `/herinneringen dm:`.
reminders-off = Herinneringen per DM staan uit: alleen de vermelding in de partij als je tijd voor een zet bijna op is, bij een bedenktijd van een uur of meer. Wijzig het met `/herinneringen dm:`.
settings-channels-invalid = Noem de kanalen waar gespeeld mag worden als #kanaal-vermeldingen, of schrijf `all`.
settings-manage-server-only = Alleen leden met de toestemming Server beheren kunnen dit doen.
settings-channel-elsewhere = { $channel } is geen kanaal van deze server: noem kanalen van deze server, of schrijf `all`. Er is niets veranderd.
settings-saved = Instellingen opgeslagen.
settings-current = Huidige instellingen (geef opties op om ze te wijzigen).
settings-every-channel = elk kanaal
settings-shown =
    { $heading }
    Tijd per zet: { $timeout }
    Geldigheid van uitdagingen: { $expiry }
    Bordstijl: { $style }
    Partijen toegestaan in: { $channels }
    Partijen in een eigen thread: { $threads }
    Taal van de partijen: { $language }
export-as-file = De partij is te lang voor één bericht: hier is ze als bestand.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } speelde **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } speelde **{ $move }** en biedt remise aan: druk op Accepteren of Weigeren, of /remise om aan te nemen.
board-start = **{ $game }** #{ $id }: de partij begint, { $player } zet eerst.
board-restart = **{ $game }** #{ $id }: de partij begint opnieuw vanaf het begin.
board-takeback = **{ $game }** #{ $id }: de laatste zet van { $player } (en een antwoord daarop) is teruggenomen.
board-recent = Recente zetten: { $moves }
board-thinking = { $player } denkt na…
board-not-shown-move = **{ $move }** is gespeeld; het bord kon niet worden geplaatst. /bord toont het.
board-not-shown = Je zet is gespeeld; het bord kon niet worden geplaatst. /bord toont het.
board-above = Je zet staat op het bord hierboven ({ $link }): ik mag in dit kanaal geen nieuwe berichten meer plaatsen. Vraag een serverbeheerder om me hier weer Berichten versturen te geven.
turn-ping = { $player }, jij bent aan zet in { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } is afgelopen, zie het bord: { $link }
board-moved = *Dit bord is verhuisd: de partij gaat verder op { $link }*
board-behind = **{ $game }** #{ $id }: opnieuw getoond. Dit bord kon niet worden bijgewerkt: in een groepschat laat Discord me alleen posten binnen 15 minuten nadat iemand me gebruikt.
thread-name = { $game }: { $first } tegen { $second }
a-player = een speler
user-unknown = gebruiker { $id }
move-played = Je speelde **{ $move }**.
time-left-minutes = ongeveer { $minutes } min
time-left-seconds = minder dan een minuut
turn-warning = { $player }, nog { $left } voor je zet in { $game } #{ $id }: de tijd loopt af { $when }.
reminder-dm = Je bent aan zet in { $game } #{ $id }: de tijd loopt af { $when }. (Zet deze herinneringen uit met /herinneringen.)
reminder-dm-link = Je bent aan zet in { $game } #{ $id }: de tijd loopt af { $when }. Het bord: { $link } (Zet deze herinneringen uit met /herinneringen.)
challenge-expired-note = Deze uitdaging is verlopen.
board-deadline = De tijd loopt af { $when }.
game-over-aborted = **Partij voorbij**: de partij is afgebroken (geen uitslag, geen ratingwijziging).
game-over-draw = **Partij voorbij**: remise { $how }.
game-over-win = **Partij voorbij**: { $winner } wint { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Ratings: { $changes }
result-unrated =
    { $result }
    Partij zonder rating.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = afbreken
name-board = bord
name-board-style = bordstijl
name-boards = borden
name-breakthrough = breakthrough
name-challenge-expiry = geldigheid
name-channels = kanalen
name-clock = bedenktijd
name-colours = kleuren
name-columns = kolommen
name-dm = dm
name-draw = remise
name-draw-plies = remise_zetten
name-export = exporteren
name-first = wie_begint
name-firstattack = firstattack
name-flying = springen
name-game = spel
name-games = partijen
name-help = hulp
name-level = niveau
name-morris = molenspel
name-move = zet
name-notakto = notakto
name-opponent = tegenstander
name-pleiadis = pleiadis
name-position = stelling
name-rematch = revanche
name-reminders = herinneringen
name-repetition-draw = remise_herhaling
name-resign = opgeven
name-restart = herstarten
name-rows = rijen
name-scope = bereik
name-settings = instellingen
name-size = grootte
name-stats = statistieken
name-takeback = terugnemen
name-thread = thread
name-threads = threads
name-threemorris = driemolen
name-turn-timeout = tijd_per_zet
name-user = gebruiker

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = makkelijk
choice-emoji = emoji
choice-global = wereldwijd
choice-hard = moeilijk
choice-me = ik
choice-medium = gemiddeld
choice-perfect = perfect
choice-random = willekeurig
choice-server = server
choice-text = tekst
choice-them = tegenstander

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Daag iemand of de computer uit voor { $game }
cmd-option = { $help } (standaard { $default })
cmd-challenge-menu = Uitdagen voor een partij
cmd-challenge-opponent = tegen wie; laat weg, of kies mij, om tegen de computer te spelen
cmd-challenge-level = sterkte van de computer: { $levels } (standaard { $default })
cmd-challenge-first = wie begint: ik, tegenstander of willekeurig (standaard willekeurig)
cmd-challenge-position = begin vanuit deze stelling (de partij is dan zonder rating)
cmd-challenge-thread = speel de partij in een eigen thread (standaard: de instelling van de server)
cmd-challenge-clock = tijd per zet, bv. 15m, 2h of 3d (1 minuut tot 14 dagen; standaard: tijd per zet van de server)
cmd-move = Doe een zet in je partij in dit kanaal
cmd-move-move = je zet, bv. d6, a1-a4, a1-a4xg7, A6 of b2-c3
cmd-board = Toon de partij in dit kanaal, alleen voor jou
cmd-games = De lopende partijen hier, om te volgen
cmd-resign = Geef je partij in dit kanaal op
cmd-abort = Breek je partij af voordat beide kanten hebben gezet
cmd-export = Je partij als zettenlijst en stelling
cmd-draw = Bied remise aan, of neem het aanbod van je tegenstander aan
cmd-restart = Stel een herstart voor, of neem een voorstel aan
cmd-takeback = Vraag om je laatste zet terug te nemen
cmd-rematch = Bied een revanche aan van je laatste partij hier
cmd-stats = Ranglijst van een spel, of de resultaten van een speler
cmd-stats-user = toon de resultaten en plaats van deze speler in elk spel
cmd-stats-game = het spel (standaard Molenspel voor de ranglijst)
cmd-stats-scope = partijen van deze server, of alle partijen overal (standaard: de server; wereldwijd in DM's)
cmd-help = De opdrachten, en de regels van een spel
cmd-help-game = toon de regels en zetnotatie van dit spel
cmd-reminders = Je herinneringen per DM voordat je tijd voor een zet op is
cmd-reminders-dm = aan: ook een DM als een bedenktijd van een uur of meer bijna op is (standaard uit)
cmd-settings = Serverinstellingen voor partijen (Server beheren)
cmd-settings-turn-timeout = tijd voor elke zet, bv. 15m, 2h of 1d (1 minuut tot 7 dagen)
cmd-settings-challenge-expiry = hoe lang een uitdaging openstaat, bv. 10m (1 minuut tot 1 dag)
cmd-settings-board-style = hoe borden worden getekend
cmd-settings-channels = #kanalen waar gespeeld mag worden, of `all`
cmd-settings-threads = speel uitdagingen, open uitdagingen en snelle koppelingen tussen mensen elk in een eigen thread


## Terminal (bot/console/)

# Antwoordletters: een woord dat met de letter begint.
terminal-yes = j
terminal-no = n
terminal-resume = h
terminal-new = n
# De namen van de spelers. result-win en legend-moves-* kiezen op "Jij".
terminal-you = Jij
terminal-computer = Computer
terminal-player = Speler { $seat }

terminal-description = Speel in de terminal: twee mensen aan één toetsenbord, of één tegen de computer (--computer). Partijen worden opgeslagen in { $db } (of --db BESTAND): stop met Ctrl-D of Ctrl-C en voer dezelfde opdracht opnieuw uit om verder te gaan waar je was.
terminal-arg-lang = de taal om in te spelen (standaard { $default }: uit LC_ALL, LC_MESSAGES of LANG)
terminal-arg-style = bordstijl
terminal-arg-computer = de computer speelt deze kant
terminal-arg-level = de sterkte van de computer
terminal-arg-position = begin vanuit deze stelling
terminal-arg-seed = seed voor de computerspeler
terminal-arg-db = het bestand met opgeslagen partijen (standaard { $db })
terminal-error = fout: { $error }
terminal-level-needs-computer = --level is de sterkte van de computer: voeg --computer 1 of 2 toe
terminal-title = { $game }. Typ h voor hulp.

terminal-help =
    Opdrachten:
      h, hulp       deze hulp en de regels tonen
      q, opgeven    de partij opgeven (vraagt om bevestiging)
      r, herstart   voorstellen opnieuw te beginnen (de ander moet accepteren)
      remise        remise aanbieden (de ander moet accepteren)
      terugnemen    vragen je laatste zet terug te nemen (de ander moet accepteren)
    Al het andere wordt gelezen als een zet. Ctrl-D of Ctrl-C slaat de partij op en stopt.
terminal-saved = Partij opgeslagen: voer dezelfde opdracht opnieuw uit om verder te gaan.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h voor hulp)
terminal-too-long = Dat is te lang voor een zet of een opdracht ({ $length ->
    [one] 1 teken
   *[other] { $length } tekens
}).
terminal-restarted = Opnieuw begonnen.
terminal-plays = { $player } speelt { $move }
terminal-offers-draw = { $player } biedt remise aan: typ remise om aan te nemen.
terminal-result = { $result }.
terminal-resign-confirm = Deze partij opgeven? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Opgave geannuleerd.
terminal-nothing-to = Er is hier niets te { $command ->
    [accept] accepteren
    [decline] weigeren
   *[withdraw] in te trekken
}: aanbiedingen worden beantwoord zodra ze worden gedaan.
terminal-question = { $player }, { $kind ->
    [restart] opnieuw beginnen vanaf het begin?
    [draw] akkoord met remise?
   *[takeback] de laatste zet laten terugnemen?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player } weigert { $kind ->
    [restart] de herstart
    [draw] de remise
   *[takeback] het terugnemen
}.
terminal-declined = { $kind ->
    [restart] Herstart geweigerd.
    [draw] Remise geweigerd.
   *[takeback] Terugnemen geweigerd.
}

terminal-moves-made = { $moves ->
    [one] 1 zet gedaan
   *[other] { $moves } zetten gedaan
}
terminal-resuming = Je opgeslagen { $game } wordt hervat (partij #{ $id }, { terminal-moves-made }). Geef hem op (q) om een nieuwe te beginnen.
terminal-differs = Je hebt een opgeslagen { $game } (partij #{ $id }, { terminal-moves-made }), maar die wijkt af van wat je vroeg: { $differences }.
terminal-resume-or-new = De opgeslagen partij hervatten ({ terminal-resume }) of opgeven en opnieuw beginnen ({ terminal-new })?
terminal-difference = opgeslagen { $saved }, gevraagd { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = twee spelers
terminal-setup-computer = computer als { $seat }
terminal-setup-level = niveau { $level }
terminal-setup-position = vanuit { $position }
terminal-setup-start = vanaf het begin
terminal-setup-none = geen

# Added with /settings language (the language of a server's games)
no-such-language = Er is geen taal '{ $language }': kies een van { $languages }, of laat het leeg voor die van de server.
settings-servers-language = die van de server (zijn Discord-taal)
name-language = taal
choice-server-language = die van de server
cmd-settings-language = de taal van uitdagingen, borden en uitslagen hier (standaard: die van de server)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } is geen punt van het bord: punten zijn a1 tot e5 (zoals getekend) of de getallen 0 tot 15
position-six-board = het bord bestaat uit 16 tekens '.', 'W' en 'B'
position-russian-fields = een stelling van de { -russian } heeft 6 velden: bord, kant, handen, open stap, verloop, registers (bijv. '........................ W 9/9 - - -/-')
position-russian-record = { $record } is geen register van punten zoals a7,d7,g7 (of - voor geen)
position-morabaraba-fields = een stelling van { -morabaraba } heeft 6 velden: bord, kant, handen, open stap, verloop, laatste molenzetten (bijv. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } is geen zet zoals a1-a4 (of - voor geen)
move-morabaraba-back = { $src }-{ $dst } gaat meteen terug om dezelfde lijn weer te sluiten na een molen die wegnam: geen „machinegeweer”, speel een andere zet
move-russian-spent = { $move } sluit een molen waarvan alle punten al eens een wegname opleverden: hij neemt niets weg
rules-twelve =
    { -twelve }: { -morris } met elk 12 stenen en de vier diagonalen (a7-c5, g7-e5, a1-c3, g1-e3) als lijnen en molens{ $flying ->
        [on] ; met 3 over mag je naar elk punt springen
       *[off] {""}
    }. Vult het plaatsen alle 24 punten, dan is het remise. Laat je tegenstander 2 stenen of geen zet over om te winnen; een stelling die drie keer voorkomt is remise{ $plies ->
        [0] {""}
       *[other] , net als { $plies } zetten zonder wegname
    }.
    Zetten: d6 (plaatsen), a1-a4 (verschuiven), a1-a4xg7 (en g7 wegnemen); punten zijn a1-g7 of 0-23.
rules-morabaraba =
    { -morabaraba }: elk 12 stenen („koeien”) op het bord met de vier diagonalen (a7-c5, g7-e5, a1-c3, g1-e3) als lijnen en molens{ $flying ->
        [on] ; met 3 over mag je naar elk punt springen
       *[off] {""}
    }. Een molen neemt één steen weg, ook als hij er twee sluit. Geen „machinegeweer”: na een zet die een molen vormde en wegnam, mag je volgende zet niet meteen teruggaan om dezelfde lijn te sluiten. Remise: een bord dat door plaatsen vol is, een stelling die drie keer voorkomt, 10 zetten zonder plaatsen of wegnemen terwijl een speler precies 3 stenen op het bord heeft{ $plies ->
        [0] {""}
       *[other] {" "}of { $plies } zetten zonder wegname
    }.
    Zetten: d6 (plaatsen), a1-a4 (verschuiven), a1-a4xg7 (en g7 wegnemen); punten zijn a1-g7 of 0-23.
rules-lasker =
    { -lasker }: { -morris } met elk 10 stenen; elke beurt mag je een steen uit je hand plaatsen of een van je stenen naar een leeg buurpunt schuiven. Niet springen zolang je stenen in de hand hebt{ $flying ->
        [on] ; met een lege hand en 3 over mag je naar elk punt springen
       *[off] {""}
    }. Laat je tegenstander 2 stenen of geen zet over om te winnen; een stelling die drie keer voorkomt is remise{ $plies ->
        [0] {""}
       *[other] , net als { $plies } zetten zonder plaatsen of wegnemen
    }.
    Zetten: d6 (plaatsen), a1-a4 (verschuiven), a1-a4xg7 (en g7 wegnemen); punten zijn a1-g7 of 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(met 3 over mag je naar elk punt springen)
       *[off] {""}
    }, maar elke speler houdt een register van punten bij: een molen die wegneemt zet zijn drie punten in je register, en een nieuwe molen neemt alleen weg als een van zijn punten er nog niet in staat. Laat je tegenstander 2 stenen of geen zet over om te winnen; een stelling die drie keer voorkomt is remise{ $plies ->
        [0] {""}
       *[other] , net als { $plies } zetten zonder wegname
    }.
    Zetten: d6 (plaatsen), a1-a4 (verschuiven), a1-a4xg7 (en g7 wegnemen); punten zijn a1-g7 of 0-23.
rules-six =
    { -six }: twee vierkanten met 16 punten, in hun midden verbonden; de 8 zijden zijn de molens. Plaats je 6 stenen en schuif ze dan langs de lijnen{ $flying ->
        [on] {" "}(met 3 over mag je naar elk punt springen)
       *[off] {""}
    }. Drie op een rij is een molen: neem een steen van je tegenstander weg. Laat je tegenstander 2 stenen of geen zet over om te winnen; een stelling die drie keer voorkomt is remise{ $plies ->
        [0] {""}
       *[other] , net als { $plies } zetten zonder wegname
    }.
    Hier opgelost met retrograde analyse van alle 50,9 miljoen stellingen (zonder springen, zonder de remiseregels): bij perfect spel is de beginstelling remise, en het niveau `perfect` speelt die oplossing.
    Zetten: c5 (plaatsen), a3-b3 (verschuiven), a3-b3xc4 (en c4 wegnemen); punten zijn a1-e5 of 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variant
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = welk molenspel: { -morris } (standaard) of een van de varianten

## De lobby (issue 42): open uitdagingen, /lobby, snel koppelen, blokkeren, de wereldwijde lobby.

name-seek = zoeken
name-tournament = toernooi
name-lobby = lobby
name-pair = koppelen
name-block = blokkeren
name-rated = beoordeeld
name-colour = kleur
name-min-rating = min_rating
name-max-rating = max_rating
name-hide = verbergen
name-wait = wachten
name-leave = verlaten
name-unblock = deblokkeren
name-lobby-channel = lobby_kanaal
choice-channel = kanaal
cmd-seek = Plaats een open uitdaging die iedereen met één klik kan aannemen
cmd-seek-game = het spel of de variant
cmd-seek-clock = tijd per zet, bijv. 5m of 1d (standaard: de bedenktijd van de server)
cmd-seek-rated = of de partij meetelt voor de rating (standaard: aan)
cmd-seek-colour = wie begint: ik, de tegenstander of willekeurig (standaard willekeurig)
cmd-seek-min-rating = de laagste rating van wie mag aannemen
cmd-seek-max-rating = de hoogste rating van wie mag aannemen
cmd-seek-scope = wie het ziet: dit kanaal (standaard), deze server of elke server in de wereldwijde lobby
cmd-lobby = De open uitdagingen die je kunt aannemen, nieuwste eerst
cmd-lobby-hide = aan: verberg je voor andere servers in de wereldwijde lobby; uit: weer tonen
cmd-pair = Snel koppelen: speel tegen de volgende speler die hetzelfde spel en tempo wil
cmd-pair-game = het spel of de variant
cmd-pair-clock = tijd per zet, bijv. 5m of 1d (standaard: de bedenktijd van de server)
cmd-pair-wait = hoe lang je op een tegenstander wacht, bijv. 10m (standaard 15 minuten; 1 dag vanaf 1u per zet)
cmd-pair-leave = aan: verlaat de wachtrij waarin je wacht
cmd-block = Blokkeer een speler: jullie zien elkaars uitdagingen niet meer en worden nooit gekoppeld
cmd-block-user = de speler
cmd-block-unblock = aan: weer deblokkeren
cmd-settings-lobby = meedoen aan de wereldwijde lobby van alle servers die meedoen (standaard uit)
cmd-settings-lobby-channel = het ene #kanaal van de wereldwijde lobby hier, of `all`
setting-wait = de wachttijd
button-take-seek = Aannemen
button-drop-seek = Intrekken
button-leave-pool = Wachtrij verlaten
seek-posted = { $seeker } zoekt een partij { $title }: { $clock } per zet, { $rated }, rating { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = de tijd van de server
seek-any-rating = open voor elke rating
seek-range = voor ratings van { $low } tot { $high }
seek-rated = beoordeeld
seek-casual = vriendschappelijk
seek-scope-channel = Open voor dit kanaal.
seek-scope-server = Open voor de hele server.
seek-scope-global = Open voor elke server in de wereldwijde lobby.
seek-accepted-by = Aangenomen door { $player }: partij #{ $id }.
seek-you-accepted = Je hebt de uitdaging aangenomen: partij #{ $id } begint in haar kanaal.
seek-withdrawn = Deze uitdaging is ingetrokken.
seek-bad-choice = Dat is geen keuze: de kleur is me, them of random, het bereik channel, server of global.
seek-range-reversed = Het ratingbereik staat verkeerd om: { $low } ligt boven { $high }.
seek-scope-needs-server = Alleen een uitdaging in een server kan verder reiken dan haar kanaal.
seek-too-many = Je hebt de grens van open uitdagingen bereikt ({ $count }): trek er eerst een in.
seek-not-yours = Alleen { $seeker } kan deze uitdaging intrekken.
seek-gone = Die uitdaging is niet meer open.
seek-expired = Die uitdaging is verlopen.
seek-own = Je kunt je eigen uitdaging niet aannemen.
seek-out-of-reach = Die uitdaging is hier niet voor jou open.
seek-rating-range = Je rating { $rating } valt buiten het bereik van deze uitdaging ({ $low } tot { $high }).
seek-taken = Iemand anders nam die uitdaging eerder aan.
lobby-hidden = Je bent verborgen voor andere servers in de wereldwijde lobby.
lobby-shown = Andere servers in de wereldwijde lobby zien je uitdagingen weer.
lobby-empty = Geen open uitdaging die je hier kunt aannemen. Plaats er een met /zoeken, of speel tegen de volgende speler die een partij wil met /koppelen.
lobby-heading = Open uitdagingen die je kunt aannemen, nieuwste eerst (klik een nummer om aan te nemen):
lobby-line = **{ $number }.** { $title }, { $clock } per zet, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = dit kanaal
lobby-where-other = een andere server
lobby-page = Pagina { $page } van { $pages }, { $count } in totaal.
lobby-server-not-in = Deze server doet niet mee aan de wereldwijde lobby: iemand die de server mag beheren kan die aanzetten met `/instellingen lobby:`.
lobby-other-channel = De wereldwijde lobby van deze server is beperkt tot een ander kanaal (zie `/instellingen lobby_kanaal:`).
lobby-one-channel = De wereldwijde lobby kan maar tot één kanaal beperkt worden.
lobby-settings-shown = Wereldwijde lobby: { $state }, in { $channel }.
pool-needs-server = Snel koppelen werkt in de kanalen van een server, niet in DM's.
pool-needs-game = Kies het spel waarvoor je gekoppeld wilt worden.
pool-already = Je wacht al in een wachtrij: verlaat die eerst.
pool-not-in = Je wacht in geen enkele wachtrij.
pool-waiting = Je wacht op een tegenstander voor { $title } met { $clock } per zet, tot { $until }.
pool-paired = { $player }, je bent gekoppeld aan { $other }: jullie partij begint hier.
pool-left = Je hebt de wachtrij verlaten.
block-yourself = Je kunt jezelf niet blokkeren.
block-already = { $user } is al geblokkeerd.
block-not-blocked = { $user } is niet geblokkeerd.
block-done = { $user } is geblokkeerd: jullie zien elkaars uitdagingen niet meer en worden nooit gekoppeld.
block-undone = { $user } is niet meer geblokkeerd.
name-mygames = mijnpartijen
cmd-mygames = Elke partij die je speelt, in elke server en DM, die op jou wachten eerst
mygames-none = Je hebt nergens een lopende partij.
mygames-heading = Je lopende partijen ({ $count }), die op jou wachten eerst:
mygames-line = { $title } #{ $id } tegen { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = jij bent aan zet
mygames-wait = je tegenstander is aan zet
mygames-left = de tijd loopt af { $until }
mygames-no-clock = zonder bedenktijd
pool-lapsed = { $player }, er kwam niemand voor { $title } in de wachttijd die je koos. In plaats daarvan tegen de computer spelen op niveau { $level }?
button-play-computer = Tegen de computer ({ $level })
pool-offer-not-yours = Alleen { $player } kan dit aanbod aannemen.
seek-expired-note = Deze uitdaging is verlopen: niemand nam haar op tijd aan.
help-lobby = {"**"}Een tegenstander vinden**: `/zoeken` een open uitdaging die iedereen met één klik aanneemt, `/lobby` de open uitdagingen die je kunt aannemen, `/koppelen` snel koppelen met de volgende speler die hetzelfde spel en tempo wil, `/blokkeren` een speler, `/mijnpartijen` je partijen overal.
help-lobby-servers = Een server doet mee aan de wereldwijde lobby, gedeeld door alle servers die meedoen, zodra iemand die de server mag beheren `/instellingen lobby:` aanzet (`lobby_kanaal:` beperkt die tot één kanaal).
help-tournaments = {"**"}Toernooien**: `/{ name-tournament } create` (Server beheren) houdt in dit kanaal een Zwitsers toernooi, een round robin of een arena; spelers doen mee met de knop op de kaart; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Toernooien (issue 43)

tournament-none = Er is geen zulk toernooi op deze server.
tournament-bad-format = De vorm moet Zwitsers, round robin of arena zijn.
tournament-player-limit = Het spelerslimiet moet van { $least } tot { $most } zijn.
tournament-swiss-rounds = Een Zwitsers toernooi van hoogstens { $players } spelers kan 1 tot { $most } ronden hebben.
tournament-cycles = Een round robin wordt één of twee keer gespeeld (kleuren gewisseld): kies 1 of 2.
tournament-clock = De tijd per zet moet van { $least } minuut tot { $most } dagen zijn.
tournament-start-past = Die begintijd is voorbij: kies een latere.
tournament-joined-already = Je doet al mee aan dit toernooi.
tournament-not-open = Dit toernooi is begonnen of afgelopen: het neemt geen nieuwe spelers aan.
tournament-full = Dit toernooi is vol (limiet: { $players }).
tournament-not-in = Je speelt niet mee in dit toernooi.
tournament-over = Dit toernooi is afgelopen.
tournament-not-organiser = Alleen de organisator of een serverbeheerder kan dat doen.
tournament-too-few = Een toernooi heeft minstens 2 spelers nodig om te beginnen.
choice-swiss = Zwitsers
choice-round-robin = Round robin
button-tournament-join = Meedoen
button-tournament-leave = Verlaten
tournament-card = 🏆 **{ $format }** toernooi in { $game }, { $clock } per zet, georganiseerd door { $organiser }
tournament-card-open = Begint { $start }. Spelers ({ $count } van { $limit }): { $players }
tournament-card-cancelled = Dit toernooi is afgelast.
tournament-card-round = **Ronde { $round }**
tournament-card-bye = { $player }: vrij
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Eindstand**
tournament-card-standings = **Stand**
cmd-tournament = Toernooien op deze server
cmd-tournament-create = Een toernooi in dit kanaal maken (Server beheren)
cmd-tournament-format = Zwitsers, round robin of arena
cmd-tournament-game = Het spel (standaard Molenspel)
cmd-tournament-rounds = Ronden (Zwitsers), cycli (round robin, 1 of 2) of minuten (arena)
cmd-tournament-players = Hoogste aantal spelers (2 tot 200, standaard 16)
cmd-tournament-start-in = Minuten tot de start (standaard 10)
cmd-tournament-start = Het toernooi van dit kanaal nu starten (de organisator)
cmd-tournament-standings = Het toernooi van dit kanaal tonen: ronde en stand
cmd-tournament-leave = Het toernooi van dit kanaal verlaten
cmd-tournament-cancel = Het toernooi van dit kanaal afgelasten (de organisator, of Server beheren)
tournament-needs-manager = Een toernooi maken vraagt de machtiging Server beheren.
tournament-started = Het toernooi begint.
tournament-cancelled = Je hebt het toernooi afgelast.
tournament-joined = Je doet mee aan het toernooi.
tournament-left = Je hebt het toernooi verlaten.
setting-increment = increment
live-clock-people = Een klok met increment (zoals 5+3) is voor partijen tussen twee mensen: geef de tegenstander en de klok als minuten+seconden.
challenge-live-clock = Klok: { $clock } elk, plus { $increment } s per zet.
choice-arena = Arena
tournament-arena-minutes = Een arena duurt { $least } tot { $most } minuten.
tournament-card-arena-ends = Eindigt { $end } (lopende partijen worden uitgespeeld).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = tekst ({ choice-tiles } is gekozen, maar de tegels van de bot zijn niet beschikbaar)
cmd-challenge-board-style = hoe het bord van dit spel wordt getekend (standaard: de bordstijl van de server)
step-place-on = op { $point } zetten
step-move-from = van { $point } schuiven
help-settings = , `/instellingen` (Server beheren) tijdslimieten, bordstijl en spelkanalen
terminal-accept-confirm = { $kind ->
    [restart] Het voorstel van { $player } om opnieuw te beginnen aannemen
    [draw] Het remiseaanbod van { $player } aannemen (de partij eindigt in remise)
   *[takeback] Het verzoek van { $player } om de laatste zet terug te nemen aannemen
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Niet aangenomen: { $kind ->
    [restart] het voorstel
    [draw] het aanbod
   *[takeback] het verzoek
} blijft staan.
legend-russian-record = { $piece } register:
help-tables-building = De eindspeltabellen worden nu op de achtergrond gebouwd (minuten op een snelle machine, een half uur of meer op een drukke): tot dan doorzoekt `hard` die eindspelen zelf, en het wordt sterker zodra ze klaar zijn.
cmd-board-board-style = je eigen bordstijl voor /{ name-board } en /{ name-review }, wordt onthouden (standaard: die van elk spel)
choice-tiles = tegels
own-board-style-saved = Je eigen bordstijl is nu { $style }: /{ name-board } en /{ name-review } tonen borden zo.

## Correcties van de lobby (issue 42)
lobby-channel-no-games = Het kanaal van de wereldwijde lobby moet een kanaal zijn waar partijen zijn toegestaan (`/instellingen kanalen:`).

# Toernooien, vervolg (issue 43, tour43): late deelnemers, de bekendmaking van de winnaars, /stats
tournament-late-past = Dit toernooi nam late deelnemers aan tot ronde { $round } was ingedeeld: het neemt er geen meer aan.
tournament-late-swiss-only = Alleen een Zwitsers toernooi neemt late deelnemers aan: laat late_join weg bij een round robin of een arena.
tournament-late-range = Late deelnemers kunnen worden toegelaten tot een ronde van 0 (geen) tot { $rounds }, de rondes van dit Zwitserse toernooi.
tournament-card-late = Late deelnemers kunnen nog meedoen: ze worden vanaf de volgende ronde ingedeeld (tot ronde { $round }).
tournament-won = 🏆 { $winner } wint het toernooi **{ $format }** in { $game }!
stats-tournaments = Toernooien: { $played } gespeeld, { $won } gewonnen
cmd-tournament-late-join = Een Zwitsers toernooi neemt late deelnemers aan tot deze ronde is ingedeeld (standaard 0: geen)
cmd-tournament-rated = Of de partijen meetellen voor de rating (standaard: ja)
tournament-card-unrated = De partijen tellen niet mee voor de rating.
cmd-settings-tournament-role = de rol waarvan de leden ook toernooien mogen maken (@everyone: alleen Server beheren)
settings-tournament-role-shown = Toernooiorganisatoren: Server beheren en { $role }
settings-tournament-role-none = Toernooiorganisatoren: alleen Server beheren
tournament-needs-organiser = Een toernooi maken vraagt de machtiging Server beheren of de rol { $role }.
tournament-event-name = Toernooi { $format } in { $game }
tournament-no-event = Er is geen Discord-evenement gepland: de bot mist de machtiging Evenementen aanmaken op deze server.
cmd-tournament-clock-live = Tijd per zet (10m, 1d; standaard 10m) of een live klok zoals 5+3 (arena, standaard 5+3)
tournament-card-live = 🏆 Toernooi **{ $format }** in { $game }, live klok { $clock }, georganiseerd door { $organiser }
tournament-arena-live = Een arena wordt met een live klok gespeeld: geef de klok als minuten+seconden, zoals 5+3.
tournament-no-threads = De partijen van dit toernooi worden hier in het kanaal gespeeld: de bot mag er geen privé-threads maken (Privé-threads maken).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: het kanaal waarin je speelde bestaat niet meer, dus de partij gaat hier verder, in ons privébericht. Speel door op het bord te klikken.
seek-you-accepted-across = Je nam de uitdaging aan: partij #{ $id } begint, op een bord hier en een in de server van wie haar plaatste.

## Kleine gebreken van de lobby (issue 42, tweede ronde)
pool-paired-unsaid = Jullie partij is hier begonnen, maar { $player } kon niet gewaarschuwd worden: laat het hem weten.

# Links naar de toernooiborden (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partij]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# punten · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (teruggetrokken)
offer-draw-elsewhere = { $proposer } biedt remise aan in { $game } #{ $id }. { $opponent } antwoordt op het eigen bord.
offer-restart-elsewhere = { $proposer } stelt voor om { $game } #{ $id } opnieuw te beginnen. { $opponent } antwoordt op het eigen bord.
offer-takeback-elsewhere = { $proposer } vraagt om de laatste zet terug te nemen in { $game } #{ $id }. { $opponent } antwoordt op het eigen bord.

## Lobby, vierde ronde (issue 42): een uitdaging met de eigen opties van het spel
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Verloopt { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } biedt een revanche aan in { $game } #{ $id }. { $opponent } speelt op een andere server en accepteert daar, met /revanche of de knop Revanche van het eigen bord.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 { $format } toernooi, ronde { $round } van { $rounds }
board-tournament = 🏆 { $format } toernooi

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } biedt je een revanche aan in { $game } #{ $id }: accepteer of weiger op je eigen bord: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Dit spel wordt door de bot op de server van de andere speler geleid: van hieruit kun je zetten, opgeven of afbreken, verder niets. Er is niets veranderd.
forward-no-answer = De server van de andere speler, die dit spel leidt, antwoordde niet op tijd (misschien start hij opnieuw), dus er is niets veranderd. Probeer het over een minuut opnieuw.
forward-taken-late = De server van de andere speler, die dit spel leidt, heeft je verzoek maar antwoordt traag: het bord toont het zodra het gedaan is.
forward-unknown = Dit kan niet naar de server worden gestuurd die dit spel leidt. Er is niets veranderd.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } weigerde de revanche.
