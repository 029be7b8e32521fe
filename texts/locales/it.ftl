# Catalogo italiano (it). Fonte: en.ftl; stesse chiavi, stesse variabili.
# Si dà del tu, come di solito su Discord. Termini fissi: texts/glossary/it.md.

## Glossary

-morris = Mulino
-three = Mulino a tre
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Mulino a dodici
-morabaraba = Morabaraba
-lasker = Mulino di Lasker
-russian = Mulino russo
-six = Mulino a sei
-pleiadis = Pleiadis
-mill = mulino
-mills = mulini
-piece = pedina
-pieces = pedine
-pawn = pedina
-pawns = pedine

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

# Completa «Anna vince …» o «Patta …».
termination-line = completando una linea
termination-fewer-than-three = perché all'avversario restano solo due { -pieces }
termination-no-moves = perché l'avversario non ha mosse legali
termination-last-board = perché l'avversario ha ucciso l'ultimo tavoliere
termination-breakthrough = sfondando fino all'ultima riga
termination-all-captured = catturando tutte le { -pawns } avversarie
termination-resignation = per abbandono
termination-timeout = per tempo
termination-agreement = di comune accordo
termination-repetition = per triplice ripetizione
termination-full-board = per scacchiera piena
termination-move-limit = per il limite di mosse
termination-aborted = annullata
# $winner: «Tu» (terminal-you) per il giocatore al terminale.
result-win = { $winner ->
    [Tu] Hai vinto { $how }
   *[other] { $winner } vince { $how }
}
result-draw = Patta { $how }
result-aborted = Partita annullata

help-morris-computer = Come gioca il computer a { -morris }: i finali con al massimo quattro { -pieces } per parte e nessuna in mano (3 contro 3, 4 contro 3, 3 contro 4, 4 contro 4; con il volo anche 5 contro 3 e 5 contro 4 dove la macchina del bot aveva la memoria per costruirle) sono risolti esattamente con l'analisi retrograda, quindi dal livello `difficile` in su il computer vince ogni finale vinto nel modo più breve, non perde mai un finale patto e difende un finale perso il più a lungo possibile; le tabelle non conoscono il limite di mosse, quindi una vittoria più lunga delle semimosse rimaste prima del limite in pratica è patta. Tutto il resto, l'intera fase di piazzamento e il mediogioco, è una ricerca alfa-beta a tempo limitato con una valutazione fatta a mano (materiale, { -mills }, mobilità, blocchi): forte, ma non esatta.
help-morris-levels = Livelli: `easy` guarda una mossa avanti e sbaglia apposta, `medium` guarda due mosse avanti con piccoli errori, `hard` cerca tanto a fondo quanto il suo tempo consente (2 s a mossa di default) e gioca con le tabelle dei finali. Misurato: `hard` ha battuto una ricerca ad albero Monte Carlo da 1.000 simulazioni in 99 partite su 100; contro Sanmill, un motore indipendente open source, a parità di tempo ottiene 0,72 a 0,5 s a mossa (+94 =37 -26, 157 partite) e 0,68 a 2 s (+10 =10 -2, 22 partite), e 0,56 al filetto a dodici a 0,5 s (+13 =1 -10, 24 partite). Queste cifre sono del motore compilato, la cui ricerca gira in C; dove la macchina del bot non ha un compilatore C, `hard` cerca in Python, circa quattro mosse meno a fondo.

### Options ($option: the option's name as typed)

option-unknown = { game-name } non ha l'opzione { $option } (opzioni: { $known })
option-unknown-flag = { game-name } non ha l'opzione { $option }: le sue opzioni sono { $known }
option-no-such-game = non esiste il gioco { $name }: scegli tra { $known }
option-not-on-off = l'opzione { $option } deve essere on o off, non { $value }
option-not-a-number = l'opzione { $option } deve essere un numero intero, non { $value }
option-out-of-range = l'opzione { $option } deve andare da { $minimum } a { $maximum }, non { $value }
option-morris-flying = un giocatore ridotto a tre { -pieces } può muovere su qualsiasi punto
option-morris-draw-plies = patta dopo questo numero di mosse senza { -mill } (0: mai)

### Moves: why a move text is no move, or not legal here

move-game-over = la partita è finita
move-occupied = { $point } è occupato
move-no-piece-on = non hai nessuna { -piece } in { $point }
move-remove-pending = la tua mossa ha formato un { -mill }: indica una delle { -pieces } dell'avversario da togliere
move-nothing-to-remove = non c'è niente da togliere: prima fai una mossa
move-still-placing = hai ancora { -pieces } da piazzare: indica un punto vuoto
move-none-to-place = non hai più { -pieces } da piazzare: muovi una delle tue, ad es. { $example }
move-not-adjacent = { $src } e { $dst } non sono adiacenti
move-no-mill = { $move } non forma un { -mill }, quindi non puoi togliere una { -piece }
move-not-opponent-piece = { $point } non è una delle { -pieces } dell'avversario
move-remove-from-mill = { $point } è in un { -mill } e ci sono altre { -pieces } che puoi togliere
move-morris-no-such-point = { $point } non è un punto del tavoliere: i punti vanno da a1 a g7 (come disegnati) o da 0 a 23
move-morris-notation = scrivi una mossa come d6 (piazza), a1-a4 (muovi) o a1-a4xg7 (e togli g7)
move-morris-one-removal = indica esattamente un punto dopo x, ad es. a1-a4xg7
move-morris-too-many-points = una mossa indica al massimo due punti, ad es. a1-a4
move-morris-hyphen = una mossa con il trattino indica due punti, ad es. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = il lato che muove è W o B, non { $side }
position-morris-fields = una posizione di { -morris } ha 5 campi: tavoliere, lato, mani, passo in sospeso, traccia (ad es. '........................ W 9/9 - -')
position-morris-board = il tavoliere è fatto di 24 caratteri tra '.', 'W' e 'B'
position-morris-hands = le { -pieces } in mano si scrivono 9/9, non { $hands }
position-morris-number = { $field ->
    [hand-1] le { -pieces } in mano al giocatore 1
    [hand-2] le { -pieces } in mano al giocatore 2
    [classic-hand-1] la riga 2 ({ -pieces } in mano al giocatore 1)
    [classic-hand-2] la riga 3 ({ -pieces } in mano al giocatore 2)
   *[classic-side] la riga 4 (il giocatore che muove)
}: serve un numero da { $low } a { $high }, non { $value }
position-classic-lines = il formato classico ha 4 righe: tavoliere, mano 1, mano 2, chi muove
position-classic-board = la riga 1 contiene 24 valori 0, 1 o 2 separati da ', '
position-classic-pending = il formato classico non può contenere una rimozione in sospeso: fai prima la rimozione
position-morris-step = { $step } non è un passo come d6 o a1-d1
position-too-many-pieces = il giocatore { $player } ha più di { $most } { -pieces }
position-pending-trail = una posizione con una rimozione in sospeso non ha traccia
position-pending-no-mill = il passo in sospeso deve finire su una { -piece } del lato che muove, in un { -mill }
position-pending-source = il passo in sospeso deve partire da un punto ora vuoto
position-pending-placing = il passo in sospeso è uno spostamento, ma il suo giocatore sta ancora piazzando
position-pending-not-adjacent = il passo in sospeso unisce punti non adiacenti
position-too-few-pieces = una partita finisce quando a un giocatore restano due { -pieces }: può trovarsi così solo il giocatore che muove, che ha appena perso una { -piece }
position-trail-placement = la traccia contiene solo spostamenti (un piazzamento la azzera)
position-trail-misfit = il passo { $step } della traccia non si adatta al tavoliere
position-trail-placing = il passo { $step } della traccia è uno spostamento, ma il suo giocatore sta ancora piazzando
position-trail-not-adjacent = il passo { $step } della traccia unisce punti non adiacenti
position-trail-mill = il passo { $step } della traccia forma un { -mill }, quindi una rimozione chiude la traccia
position-lost-pieces = il giocatore { $player } ha perso { $lost ->
    [one] { $lost } { -piece }
   *[other] { $lost } { -pieces }
}, ma il giocatore { $opponent } può aver formato al massimo { $mills ->
    [one] { $mills } { -mill }
   *[other] { $mills } { -mills }
} in { $placements ->
    [one] { $placements } piazzamento
   *[other] { $placements } piazzamenti
}
position-placed-counts = il giocatore 1 ha piazzato { $first } { -pieces } e il giocatore 2 { $second }: si piazza a turno, prima il giocatore 1, quindi il giocatore 1 ne ha piazzate altrettante o una in più
position-placed-side = il giocatore 1 ha piazzato { $first } { -pieces } e il giocatore 2 { $second }, quindi muove il giocatore { $player }
move-still-placing-example = hai ancora { -pieces } da piazzare: indica un punto vuoto, ad es. { $example }
move-three-points = i punti vanno da 1 a 9 (o da a1 a c3)
move-three-all-placed = tutte e tre le tue { -pieces } sono sul tavoliere: muovine una, ad es. { $example }
move-three-no-point = non esiste il punto { $point }: i punti vanno da 1 a 9 (o da a1 a c3)
move-three-not-a-point = { $point } non è un punto: i punti vanno da 1 a 9 (o da a1 a c3)
move-three-notation = scrivi una mossa come 5 (piazza) o 4-7 (muovi); i punti sono 1-9 o a1-c3
move-notakto-no-board = non esiste il tavoliere { $board }: i tavolieri sono { $last ->
    [A] A
   *[other] da A a { $last }
}
move-notakto-dead-board = il tavoliere { $board } è morto: gioca su un tavoliere vivo ({ $live })
move-notakto-no-cell = non esiste la casella { $cell }: le caselle di un tavoliere vanno da 0 a 8
move-notakto-taken = { $move } è occupata: scegli una casella vuota
move-notakto-notation = una mossa è la lettera di un tavoliere e una casella 0-8, ad es. A4
move-off-board = { $square } non è sul tavoliere: le caselle vanno da a1 a { $last }
move-one-square = una mossa indica una casella, ad es. { $example }
move-two-squares = una mossa indica due caselle, ad es. { $example }
move-square-off-board = quella casella non è sul tavoliere
move-opponent-pawn = { $square } è una { -pawn } dell'avversario
move-no-pawn-on = non hai nessuna { -pawn } in { $square }
move-pawn-forward = una { -pawn } avanza di una riga (verso la riga { $row }), dritta o in diagonale
move-own-pawn = in { $square } c'è una tua { -pawn }
move-capture-diagonally = { $square } è occupata: le { -pawns } catturano solo in diagonale
# $line: row, column o diagonal.
move-attacked = { $square } è sulla stessa { $line ->
    [row] riga
    [column] colonna
   *[diagonal] diagonale
} della { -pawn } in { $attacker }
move-attacked-own = { $square } è sulla stessa { $line ->
    [row] riga
    [column] colonna
   *[diagonal] diagonale
} della tua { -pawn } in { $attacker }
move-outnumbered = { $square } ha { $opponent ->
    [one] { $opponent } vicina avversaria
   *[other] { $opponent } vicine avversarie
} e { $own } tue: puoi piazzare solo dove hai almeno tante vicine quante il tuo avversario

position-side-1-or-2 = il lato che muove è 1 o 2, non { $side }
position-three-fields = una posizione di { -three } è un codice del tavoliere di 9 cifre, oppure il codice, il lato che muove e le mosse dal piazzamento (ad es. '100011222 1 -')
position-three-code = un codice del tavoliere è fatto di 9 cifre 0, 1 o 2, non { $code }
position-three-step = { $step } non è una mossa come 4-7
position-three-pieces = ogni giocatore ha solo tre { -pieces }
position-three-second-to-move = il giocatore 1 ha piazzato una { -piece } in più, quindi muove il giocatore 2
position-three-counts = il giocatore 1 piazza per primo, quindi ha tante { -pieces } quante il giocatore 2 o una in più
position-three-first-to-move = entrambi hanno piazzato lo stesso numero di { -pieces }, quindi piazza il giocatore 1
position-three-line = solo il giocatore che ha appena mosso può avere una linea
position-three-trail-option = le mosse si conservano solo con l'opzione di patta per ripetizione: usa '-'
position-three-trail-placing = le mosse dal piazzamento iniziano quando tutte e sei le { -pieces } sono piazzate
position-three-trail-misfit = la mossa { $move } non si adatta al tavoliere
position-three-trail-over = la partita era già finita prima di { $move }
position-three-trail-drawn = la partita era già patta per ripetizione prima dell'ultima mossa
position-notakto-boards = questa partita ha { $boards } tavolieri separati da '/', non { $found }
position-notakto-cells = il tavoliere { $board } deve avere 9 caselle 'X' o '.', non { $cells }
position-notakto-lines = il tavoliere { $board } ha linee che nessun singolo ultimo segno poteva completare
position-rows = il tavoliere ha { $found } righe separate da '/', non { $rows }
position-row-zero-run = riga { $row }: le serie di caselle vuote partono da 1
position-row-token = riga { $row }: { $token } non è W, B né un numero di caselle vuote
position-row-length = la riga { $row } ha { $found } caselle, non { $columns }
position-row-too-long = la riga { $row } ha troppe caselle, non { $columns }
position-grid-fields = una posizione è il tavoliere e il lato che muove, ad es. { $example }
position-placement-counts = il giocatore 1 ha { $first } { -pawns } e il giocatore 2 { $second }: il giocatore 1 piazza per primo, quindi ne ha altrettante o una in più
position-placement-side = con queste { -pawns } muove il giocatore { $player }, non { $side }
position-too-many-pawns = il giocatore { $player } ha più di { $most } { -pawns }
position-far-row = tocca al giocatore { $player }, ma ha già una { -pawn } sull'ultima riga
position-no-pawns = il giocatore { $player } ha appena mosso, quindi ha almeno una { -pawn }
position-firstattack-in-line = la { -pawn } in { $square } è allineata con un'altra { -pawn } che la blocca, cosa che nessuna partita può produrre

option-three-repetition-draw = patta quando una posizione si ripete per la terza volta (off: solo patte d'accordo)
option-notakto-boards = quanti tavolieri 3x3 (da 1 a 5)
option-breakthrough-rows = righe del tavoliere (da 5 a 26)
option-breakthrough-columns = colonne del tavoliere (da 2 a 26)
option-firstattack-size = righe e colonne del tavoliere (da 1 a 12)
option-firstattack-colours = ogni giocatore è bloccato solo dalle linee che passano per le proprie { -pawns }
option-pleiadis-size = righe e colonne del tavoliere (da 2 a 12)

### Rules and notation, one message a game (front ends may bold the game's name)

# $flying: on o off; $plies: il limite di mosse (0: nessuno).
rules-morris =
    { -morris }: piazza le tue 9 { -pieces }, poi muovile lungo le linee{ $flying ->
        [on] {" "}(quando te ne restano 3 puoi volare su qualsiasi punto)
       *[off] {""}
    }. Tre in fila sono un { -mill }: togli una { -piece } avversaria. Per vincere, lascia l'avversario con 2 { -pieces } o senza mosse. È patta quando una posizione si vede tre volte{ $plies ->
        [0] {""}
        [one] {" "}o dopo { $plies } mossa senza { -mill } (contano quelle di entrambi i giocatori)
       *[other] {" "}o dopo { $plies } mosse senza { -mill } (contano quelle di entrambi i giocatori)
    }.
    Mosse: d6 (piazza), a1-a4 (muovi), a1-a4xg7 (e togli g7); i punti sono a1-g7 o 0-23. Dopo un { -mill }, indica la { -piece } da togliere (g7) se non l'hai fatto.
# $repetition: on o off.
rules-three =
    { -three }: piazza le tue 3 { -pieces }, poi muovine una su qualsiasi punto vuoto. Tre in fila (riga, colonna o diagonale) vincono, in entrambe le fasi. { $repetition ->
        [on] Una posizione vista tre volte è patta.
       *[off] Non c'è patta automatica.
    }
    Mosse: 5 (piazza), 4-7 (muovi). I punti sono 1-9 riga per riga dall'alto a sinistra (1 2 3 / 4 5 6 / 7 8 9), oppure a1-c3 con a1 in basso a sinistra.
rules-notakto =
    { -notakto } su { $boards ->
        [one] { $boards } tavoliere
       *[other] { $boards } tavolieri
    }: entrambi i giocatori mettono una X su un tavoliere vivo qualsiasi. Un tavoliere con tre X in una riga, colonna o diagonale è morto. Chi uccide l'ultimo tavoliere perde.
    Mosse: lettera del tavoliere e casella, ad es. A4; le caselle sono 0-8 riga per riga (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } su { $rows }x{ $columns }: muovi una { -pawn } avanti di una riga, dritta o in diagonale, su una casella vuota; si cattura solo in diagonale. Per vincere, raggiungi l'ultima riga o cattura tutte le { -pawns } avversarie. Il giocatore 1 (W) parte dall'alto e scende.
    Mosse: a2-b3 (anche a2 b3, a2b3); le caselle vanno da a1 a { $last }: colonne da sinistra, righe dall'alto (il lato del giocatore 1).
# $colours: on o off; $example: una casella; $last: l'ultima casella.
rules-firstattack =
    { -firstattack } su { $size }x{ $size }: piazza una { -pawn } su una casella vuota che non condivida riga, colonna né diagonale (a qualsiasi distanza) con { $colours ->
        [on] nessuna delle tue { -pawns } (quelle dell'avversario non ti bloccano)
       *[off] nessuna { -pawn }
    }. Chi non può piazzare perde.
    Mosse: una casella, ad es. { $example }; le caselle vanno da a1 a { $last }: colonne da sinistra, righe dall'alto (il lato del giocatore 1). Le caselle libere sono segnate con + (in verde con le emoji).
rules-pleiadis =
    { -pleiadis } su { $size }x{ $size }: piazza una { -pawn } su una casella vuota dove, tra le sue vicine (al massimo 8), l'avversario non ha più { -pawns } di te. Chi non può piazzare perde.
    Mosse: una casella, ad es. { $example }; le caselle vanno da a1 a { $last }: colonne da sinistra, righe dall'alto (il lato del giocatore 1). Le caselle libere sono segnate con + (in verde con le emoji).


## Boards (renderer/): legends, status lines, last-move notes

# $name: il nome di un giocatore («Tu» per il giocatore al terminale).
status-to-move = { $name ->
    [Tu] Tocca a te.
   *[other] Tocca a { $name }.
}
status-to-remove = { $name ->
    [Tu] Togli una { -piece }.
   *[other] { $name } toglie una { -piece }.
}
status-over = { $result }.

last-move = Ultima mossa: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } partenza
note-to = { $mark } arrivo
note-removed = { $mark } tolta
note-board-died = il tavoliere è morto
note-morris-pending = { $move } fa { -mill }: togline una, ad es. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } da piazzare
legend-morris-placing = { $piece } { $name }: { $hand } da piazzare, { $board } in gioco
legend-morris-moving = { $piece } { $name }: { $board } in gioco
legend-three-naming = 1-9 come qui, o a1-c3 (a1 in basso a sx)
legend-notakto-all-dead = Tutti i tavolieri sono morti.
legend-notakto-dead = Morti: { $boards }
legend-moves-down = { $piece } { $name ->
    [Tu] Scendi
   *[other] { $name } scende
}
legend-moves-up = { $piece } { $name ->
    [Tu] Sali
   *[other] { $name } sale
}
legend-open = { $piece } libere per { $name ->
    [Tu] te
   *[other] { $name }
}: { $count ->
    [one] { $count } casella
   *[other] { $count } caselle
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] prima partita classificata
       *[other] solo { $games } partite classificate
    }: i primi punteggi si muovono di più)
rating-even = { $delta } contro un punteggio pari
rating-against-higher = { $delta } contro un giocatore con { $gap } punti in più
rating-against-lower = { $delta } contro un giocatore con { $gap } punti in meno

database-busy = Il database è occupato, quindi non è cambiato niente: riprova, per favore.
save-uncertain = Ho perso la connessione al database durante il salvataggio, quindi non so se è stato salvato: ricontrolla il tavoliere tra un minuto prima di riprovare.
cannot-save = Al momento non riesco a salvare le partite, quindi non è cambiato niente: riprova tra qualche minuto.
changed-meanwhile = La partita è cambiata durante il salvataggio: guarda il tavoliere e riprova.

no-game-here = Non hai nessuna partita in corso in questo canale.
game-not-in-progress = Quella partita non è più in corso.
game-ended = Quella partita è già finita.
no-such-game = Non esiste la partita #{ $game }.
not-a-player = Non stai giocando in questa partita.
not-your-turn = Non è il tuo turno: si aspetta { $waiting }.
move-rejected = Impossibile giocare «{ $move }»: { $reason }.
abort-too-late = Entrambi hanno già mosso, quindi la partita non si può più annullare: abbandona, oppure proponi la patta.
busy-you = Stai già giocando a { $title } (partita #{ $game }) in questo canale: prima finisci quella partita.
busy-player = { $player } sta già giocando a { $title } (partita #{ $game }) in questo canale: prima deve finire quella partita.
nothing-to-export = Non c'è nessuna partita da esportare: prima giocane una.

channel-not-for-games = In questo canale non si gioca: { $count ->
    [one] prova nel canale dei giochi del server.
   *[other] prova in uno dei { $count } canali dei giochi del server.
}
challenge-yourself = Non puoi sfidare te stesso: scegli un altro giocatore.
no-such-level = Non esiste il livello «{ $level }» per { $title }: scegli { $levels }.
level-needs-computer = Il livello vale solo per le partite contro il computer.
already-challenged = Hai già sfidato { $opponent } qui: aspetta una risposta, oppure prima ritira quella sfida.
challenge-expired = Questa sfida è scaduta: chiedine una nuova.
challenge-closed = Quella sfida non è più aperta.
no-challenge-to-you = Non c'è nessuna sfida aperta per te in questo canale.
no-challenge-of-yours = Non hai nessuna sfida aperta in questo canale.
own-challenge = Non puoi accettare o rifiutare la tua stessa sfida: ritirala.
challenge-not-for-you = Questa sfida è per { $challenged }, non per te.
only-challenger-withdraws = Solo { $challenger } può ritirare questa sfida.
bad-options = Non si possono usare queste opzioni: { $reason }.
unreadable-position = Non riesco a leggere quella posizione: { $reason }.
position-over = Quella posizione è già finita: scegline una con delle mosse rimaste.
bad-first-move = Chi muove per primo è uno tra { $choices }, non «{ $first }».

bad-proposal = Una proposta è una tra { $choices }, non «{ $kind }».
already-proposed = Hai già proposto { $kind ->
    [draw] la patta
    [restart] di ricominciare
    [takeback] di ritirare la mossa
   *[rematch] la rivincita
}: si aspetta { $opponent }.
no-proposal = Non c'è nessuna proposta { $kind ->
    [draw] di patta
    [restart] di ricominciare
    [takeback] di ritirare la mossa
   *[rematch] di rivincita
} da rifiutare.
offer-not-open = Quell'offerta (partita #{ $game }) non è più aperta, quindi non è cambiato niente.
rematch-while-playing = La tua partita qui è ancora in corso: prima finiscila.
no-finished-game = Non hai nessuna partita finita in questo canale di cui chiedere la rivincita.
takeback-rated = Ritirare le mosse è possibile solo nelle partite non classificate.
takeback-mid-turn = Finisci il turno in corso prima di chiedere di ritirare la mossa.
takeback-nothing = Non hai ancora nessuna mossa da ritirare.

settings-need-server = Le impostazioni appartengono a un server; i DM e i DM di gruppo usano quelle predefinite. Usa questo comando in un canale di un server per cambiarne le impostazioni.
no-board-style = Non esiste lo stile di tavoliere «{ $style }»: scegli { $styles }.
setting-clock = l'orologio
setting-turn-timeout = il tempo per turno
setting-challenge-expiry = la scadenza delle sfide
not-a-duration = Per { $what }, «{ $text }» non è una durata: scrivi ad es. 90s, 15m, 2h o 1d.
out-of-range = Per { $what } serve un valore da { $low } a { $high }.
out-of-range-given = Per { $what } serve un valore da { $low } a { $high }, non { $given }.
duration-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
duration-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}
duration-seconds = { $count ->
    [one] { $count } secondo
   *[other] { $count } secondi
}

export-title = { $title }, partita #{ $game }
export-options = Opzioni: { $options }
export-none = nessuna
export-player = Giocatore { $seat }: { $player }
export-started = Iniziata: { $when } UTC
export-start = Partenza: { $position }
export-standard = standard
export-result = Risultato: { $result }
export-in-progress = in corso
export-aborted = Partita annullata
export-draw = Patta { $how }
export-win = { $winner } vince { $how }
export-moves = Mosse: { $moves }
export-no-moves = (nessuna)
export-position = Posizione: { $position }
export-mark = Analisi: { $mark }
name-review = analisi
name-puzzle = problema
name-puzzles = problemi
name-number = numero
name-daily = del-giorno
cmd-review = Ripercorri una tua partita finita di Mulino, con ogni posizione giudicata
cmd-review-game = il numero della partita (predefinito: la tua ultima qui)
cmd-puzzle = Un problema di Mulino: trova l'unica mossa vincente, con i clic
cmd-puzzle-number = il numero del problema (predefinito: uno vicino al tuo punteggio che non hai ancora provato)
cmd-puzzle-daily = il problema del giorno di questo server
cmd-puzzles = La classifica dei problemi (punteggi e serie) e il tuo storico
review-buttons = ⏮ ◀ ▶ ⏭ ripercorri la partita; ⚑ salta alla prossima svolta (svolte: { $count }).
puzzle-title = **Problema #{ $id }** ({ $difficulty }, punteggio { $rating }): { $player }, al tratto, vince in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    }. Trova l'unica mossa vincente.
puzzle-easy = facile
puzzle-medium = medio
puzzle-hard = difficile
puzzle-daily = Il problema di oggi di questo server.
puzzle-right = Giusto: **{ $move }**. Il computer risponde { $reply }.
puzzle-solved = Risolto: **{ $move }** vince! Punteggio problemi { $rating } ({ $change }), serie { $streak }.
puzzle-wrong = Sbagliato: **{ $move }** non vince nel modo più breve. La soluzione: { $solution }. Punteggio problemi { $rating } ({ $change }); la serie ricomincia.
puzzle-no-such = Non esiste il problema #{ $id }: scegline uno da 1 a { $count }.
puzzle-over = Il problema #{ $id } non ha una tale mossa da giocare: ricomincialo con /{ name-puzzle }.
puzzle-leaderboard = Classifica dei **problemi** { $place }
puzzle-nobody = Nessuno ha ancora provato un problema { $place }.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } risolti, serie migliore { $best })
puzzle-record = I tuoi problemi: punteggio { $rating }, { $solved } risolti, { $failed } sbagliati, serie { $streak } (migliore { $best }).
puzzle-no-record = Non hai ancora provato nessun problema: /{ name-puzzle } te ne propone uno.
review-start = Partita #{ $game }: l'inizio (mosse: { $total }).
review-step = Mossa { $ply } di { $total }: { $player } ha giocato { $move }.
review-exact-win = { $player }, al tratto, vince in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    } (tabelle dei finali, esatto).
review-exact-loss = { $player }, al tratto, perde in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    } (tabelle dei finali, esatto).
review-exact-draw = Patta con il gioco migliore (tabelle dei finali, esatto).
review-search-win = { $player }, al tratto, vince in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    } (trovato dalla ricerca).
review-search-loss = { $player }, al tratto, perde in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    } (trovato dalla ricerca).
review-search-score = Giudizio della ricerca: { $score } pedine per { $player }, al tratto.
review-game-over = La partita è finita.
review-let-win = La vittoria in { $plies ->
        [one] 1 mossa
       *[other] { $plies } mosse
    } è sfumata alla mossa { $ply } ({ $move }); { $better } la manteneva.
review-let-draw = La patta è sfumata alla mossa { $ply } ({ $move }); { $better } la manteneva.
review-mistake = La mossa { $ply } ({ $move }) ha perso terreno secondo la ricerca; { $better } era migliore.
review-nothing = Qui non c'è nessuna tua partita da analizzare.
review-morris-only = Si possono analizzare solo partite di { -morris }.
review-unfinished = La partita #{ $game } non è ancora finita: analizzala quando sarà terminata.
terminal-review-description = Ripercorri una partita finita di { -morris } salvata in { $db } (o --db FILE), con ogni posizione giudicata: esattamente dalle tabelle dei finali, altrimenti da una breve ricerca.
terminal-review-arg-game = il numero della partita (predefinito: l'ultima giocata nel terminale)
terminal-review-prompt = Invio o > avanti, < indietro, ! prossima svolta, un numero: quella mossa, q: esci>
terminal-review-hint = Ripercorri questa partita con ogni posizione giudicata: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = aiuto
words-resign = abbandona, abbandono, mi arrendo
words-restart = ricomincia
words-draw = patta
words-takeback = indietro, ritira mossa
words-accept = accetta
words-decline = rifiuta
words-withdraw = ritira, annulla


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } e { $then }
list-lines =
    { $first }
    { $then }
this-channel = questo canale
computer = Computer
computer-level = Computer ({ $level })
computer-level-standby = Per ora il computer gioca a { $played }: il suo gioco a { $level } è ancora in preparazione e subentrerà da solo appena pronto.
option-value = { $name } { $value }
option-on = sì
option-off = no
error-apology = Scusa, qualcosa è andato storto da parte mia. È stato registrato; riprova, per favore.
error-not-here = Questo comando non si può usare qui.
permission-view-channel = Visualizza canali
permission-send-messages = Invia messaggi
permission-send-messages-in-threads = Invia messaggi nei thread
games-only-in = In questo canale non si gioca: prova { $channels }.
app-not-in-server = Non sono membro di questo server, quindi non posso pubblicare qui il tavoliere di una partita. Chiedi a un amministratore del server di aggiungermi (il link di invito è sul mio profilo), oppure gioca in un DM o in un DM di gruppo.
permission-missing = Non posso ospitare una partita in { $where }: lì mi { $count ->
        [one] manca il permesso
       *[other] mancano i permessi
    } { $permissions }. Chiedi a un amministratore del server di concedermelo, oppure gioca in un altro canale.

button-accept = Accetta
button-decline = Rifiuta
button-withdraw = Ritira
button-rematch = Rivincita
button-resign = Abbandona
button-keep = Continua a giocare
button-offer-draw = Proponi patta
button-takeback = Annulla mossa
button-restart = Ricomincia
only-owner = Solo { $owner } può { $purpose }.
purpose-press = premere qui
purpose-answer-challenge = rispondere a questa sfida
purpose-withdraw-challenge = ritirare questa sfida
purpose-answer-offer = rispondere a questa offerta
step-remove = togli { $point }
step-remove-which = Quale pedina togli?
step-your-move = La tua mossa
step-mill-remove-which = { $move } forma un mulino: quale pedina togli?
step-to-where = { $move }: verso dove?
step-choose-range = Scegli un intervallo
step-page-row = Riga { $row } ({ $first }–{ $last })
step-page-rows = Righe { $first }–{ $last }
step-board = Tavoliere { $board }

challenge = { $challenged }, { $challenger } ti sfida a **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = regole standard
challenge-first = { $player } muove per primo
challenge-first-random = chi muove per primo è estratto a sorte
challenge-from-position = Da una posizione preparata (non classificata).
challenge-clock = Orologio: { $clock } per mossa.
challenge-in-thread = La partita si gioca in un thread tutto suo.
challenge-answer-any = Premi Accetta o Rifiuta, oppure scrivi `accetta` o `rifiuta`. La sfida scade { $expires }.
challenge-answer-addressed = Premi Accetta o Rifiuta, oppure scrivi `accetta` o `rifiuta` menzionandomi (`@me accetta`). La sfida scade { $expires }.
challenge-answer-none = Premi Accetta o Rifiuta. La sfida scade { $expires }.
challenge-opponent-is-bot = { $opponent } è un bot: sfida una persona, oppure lascia vuoto l'avversario per giocare contro di me.
challenge-opponent-not-member = { $opponent } non è membro di questo server, quindi non potrebbe rispondere: sfida qualcuno che è qui.
challenge-no-thread-here = I thread esistono solo nei canali dei server, quindi qui una partita non può averne uno: sfida di nuovo senza `{ name-thread }`.
challenge-too-fast = Stai mandando sfide troppo in fretta: aspetta { $seconds } s e riprova.
challenge-not-open = Questa sfida non è più aperta.
challenge-accepted-by = Accettata da { $player }.
challenge-declined-by = Rifiutata da { $player }.
challenge-withdrawn-by = Ritirata da { $player }.
game-begins = Inizia { $game } #{ $id }.

offer-draw = { $proposer } propone la patta in { $game } #{ $id }. { $opponent }: premi Accetta o Rifiuta, oppure usa /patta.
offer-restart = { $proposer } propone di ricominciare la partita dall'inizio in { $game } #{ $id }. { $opponent }: premi Accetta o Rifiuta, oppure usa /ricomincia.
offer-takeback = { $proposer } chiede di ritirare la sua ultima mossa in { $game } #{ $id }. { $opponent }: premi Accetta o Rifiuta, oppure usa /ritira_mossa.
offer-rematch = { $proposer } propone la rivincita in { $game } #{ $id }. { $opponent }: premi Accetta o Rifiuta, oppure usa /rivincita o il pulsante Rivincita.
declined-draw = { $player } ha rifiutato la proposta di patta in { $game } #{ $id }.
declined-restart = { $player } ha rifiutato di ricominciare in { $game } #{ $id }.
declined-takeback = { $player } ha rifiutato di far ritirare la mossa in { $game } #{ $id }.
declined-rematch = { $player } ha rifiutato la rivincita in { $game } #{ $id }.
agreed-draw = D'accordo: patta in { $game } #{ $id }.
agreed-restart = D'accordo: si ricomincia { $game } #{ $id }.
agreed-takeback = D'accordo: mossa ritirata in { $game } #{ $id }.
agreed-rematch = D'accordo: rivincita in { $game } #{ $id }.
offer-accepted-by = Accettata da { $player }.
offer-declined-by = Rifiutata da { $player }.
rematch-started = Rivincita iniziata.
resign-confirm = { $player }, abbandoni { $game } #{ $id }? Premi Abbandona per confermare.
resigned = Hai abbandonato.
resignation-cancelled = Abbandono annullato.
game-aborted = La partita è stata annullata.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Questa scelta non è più possibile: il tavoliere è cambiato. Usa di nuovo il suo menu.
game-no-longer-in-progress = Quella partita non è più in corso.
no-game-in-channel = Non c'è nessuna partita in corso in questo canale.
games-here = **Partite in corso qui** (segui i loro tavolieri; `/tavoliere` ne mostra uno in privato)
games-here-entry = { $game } #{ $id }, { $first } contro { $second }, { $turns ->
        [one] { $turns } turno giocato
       *[other] { $turns } turni giocati
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Qui non hai nessuna sfida aperta da ritirare.
nothing-to-answer = Al momento non c'è niente da accettare o rifiutare.
typed-how-any = Scrivi la tua mossa nel canale
typed-how-addressed = Scrivi la tua mossa menzionandomi (`@me d6`)
typed-how-none = Usa i menu del tavoliere
typed-help =
    { $how } per giocarla (come scriverla è spiegato sotto). Inoltre: `h`/`aiuto` questo aiuto, `q`/`abbandona` abbandonare (chiede conferma), `r`/`ricomincia` proporre di ricominciare, `patta` proporre o accettare la patta, `indietro` chiedere di ritirare la tua ultima mossa, `accetta`/`rifiuta` rispondere a una sfida o a una proposta, `ritira` ritirare una sfida che hai fatto. Ogni comando esiste anche come comando slash: vedi /aiuto.

    { $rules }
stats-here = su questo server
stats-anywhere = ovunque
stats-in-game = { " " }a { $game }
stats-no-games = { $player } non ha ancora partite finite{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: non ancora classificato, { $wins }V { $losses }S { $draws }P
stats-record-rated = { $game }: punteggio { $rating }, posizione { $rank }, { $wins }V { $losses }S { $draws }P
stats-nobody = Nessuno ha ancora finito una partita classificata a { $game } { $place }.
stats-leaderboard = Classifica di **{ $game }**
stats-leaderboard-global = Classifica di **{ $game }** (globale)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }V { $losses }S { $draws }P)
help-commands =
    {"**"}Inizia una partita**: { $challenges } — ognuno accetta `avversario` (lascialo vuoto, o scegli me, per giocare contro il computer), `livello`, `primo`, le opzioni del gioco e `posizione`.
    {"**"}Gioca**: i menu e i pulsanti del tavoliere, oppure `/mossa` (con suggerimenti){ $typing }
    {"**"}Durante una partita**: `/tavoliere` mostrarlo di nuovo, `/patta` proporre o accettare la patta, `/ricomincia`, `/ritira_mossa` (partite non classificate), `/abbandona`, `/annulla` (prima che entrambi abbiano mosso).
    {"**"}Dopo una partita**: `/rivincita` (o il pulsante Rivincita), `/esporta` lista delle mosse e posizione, `/analisi` ripercorrerla con ogni posizione giudicata.
    {"**"}Altro**: `/statistiche [utente] [gioco]` punteggi e risultati, `/aiuto [gioco]` regole{ $settings }; `/problema` un problema (`del-giorno`: quello del giorno del server), `/problemi` la classifica dei problemi.
help-typing-any = , oppure scrivi semplicemente la mossa nel canale (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Da scrivere: `h` aiuto, `q` abbandona, `r` ricomincia, `patta`, `accetta`, `rifiuta`, `ritira` (la tua sfida; o il suo pulsante Ritira).
help-typing-addressed = , oppure scrivi la mossa menzionandomi (`@me d6`, `@me a1-a4xg7`). Si scrivono allo stesso modo: `h` aiuto, `q` abbandona, `r` ricomincia, `patta`, `accetta`, `rifiuta`, `ritira` (la tua sfida; o il suo pulsante Ritira).
help-typing-none = . Qui i messaggi scritti non vengono letti.
reminders-on = I promemoria via DM sono attivi: ti mando anche un DM quando il tempo per la tua mossa sta per finire, con un orologio di un'ora o più. Cambialo con `/promemoria dm:`.
reminders-off = I promemoria via DM sono disattivati: solo la menzione nella partita quando il tempo per la tua mossa sta per finire, con un orologio di un'ora o più. Cambialo con `/promemoria dm:`.
settings-channels-invalid = Indica i canali in cui si può giocare come menzioni #canale, oppure scrivi `all`.
settings-manage-server-only = Solo i membri con il permesso Gestisci server possono farlo.
settings-channel-elsewhere = { $channel } non è un canale di questo server: indica canali di questo server, oppure scrivi `all`. Non è cambiato niente.
settings-saved = Impostazioni salvate.
settings-current = Impostazioni attuali (indica delle opzioni per cambiarle).
settings-every-channel = tutti i canali
settings-shown =
    { $heading }
    Tempo per turno: { $timeout }
    Scadenza delle sfide: { $expiry }
    Stile del tavoliere: { $style }
    Partite consentite in: { $channels }
    Partite in un thread tutto loro: { $threads }
    Lingua delle partite: { $language }
export-as-file = La partita è troppo lunga per un solo messaggio: eccola come file.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } ha giocato **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } ha giocato **{ $move }** e propone la patta: premi Accetta o Rifiuta, oppure usa /patta per accettarla.
board-start = **{ $game }** #{ $id }: la partita comincia, { $player } muove per primo.
board-restart = **{ $game }** #{ $id }: la partita ricomincia dall'inizio.
board-takeback = **{ $game }** #{ $id }: l'ultima mossa di { $player } (e l'eventuale risposta) è stata ritirata.
board-recent = Mosse recenti: { $moves }
board-thinking = { $player } sta pensando…
board-not-shown-move = **{ $move }** è stata giocata; non è stato possibile pubblicare il tavoliere. /tavoliere lo mostra.
board-not-shown = La tua mossa è stata giocata; non è stato possibile pubblicare il tavoliere. /tavoliere lo mostra.
board-above = La tua mossa è sulla scacchiera più in alto ({ $link }): non posso più pubblicare nuovi messaggi in questo canale. Chiedi a un amministratore del server di ridarmi qui il permesso Invia messaggi.
turn-ping = { $player }, tocca a te in { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } è finita, guarda il tavoliere: { $link }
board-moved = *Questo tavoliere si è spostato: la partita continua su { $link }*
board-behind = **{ $game }** #{ $id }: di nuovo. Non è stato possibile aggiornare questo tavoliere: in una chat di gruppo Discord mi lascia pubblicare solo entro 15 minuti da quando qualcuno mi usa.
thread-name = { $game }: { $first } contro { $second }
a-player = un giocatore
user-unknown = utente { $id }
move-played = Hai giocato **{ $move }**.
time-left-minutes = circa { $minutes } min
time-left-seconds = meno di un minuto
turn-warning = { $player }, ti restano { $left } per la tua mossa in { $game } #{ $id }: il tempo scade { $when }.
reminder-dm = Tocca a te in { $game } #{ $id }: il tempo scade { $when }. (Disattiva questi promemoria con /promemoria.)
reminder-dm-link = Tocca a te in { $game } #{ $id }: il tempo scade { $when }. Il tavoliere: { $link } (Disattiva questi promemoria con /promemoria.)
challenge-expired-note = Questa sfida è scaduta.
board-deadline = Il tempo scade { $when }.
game-over-aborted = **Partita finita**: la partita è stata annullata (nessun risultato, nessuna variazione di punteggio).
game-over-draw = **Partita finita**: patta { $how }.
game-over-win = **Partita finita**: { $winner } vince { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Punteggi: { $changes }
result-unrated =
    { $result }
    Partita non classificata.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = annulla
name-board = tavoliere
name-board-style = stile_tavoliere
name-boards = tavolieri
name-breakthrough = breakthrough
name-challenge-expiry = scadenza_sfida
name-channels = canali
name-clock = orologio
name-colours = colori
name-columns = colonne
name-dm = dm
name-draw = patta
name-draw-plies = patta_dopo
name-export = esporta
name-first = primo
name-firstattack = firstattack
name-flying = volo
name-game = gioco
name-games = partite
name-help = aiuto
name-level = livello
name-morris = mulino
name-move = mossa
name-notakto = notakto
name-opponent = avversario
name-pleiadis = pleiadis
name-position = posizione
name-rematch = rivincita
name-reminders = promemoria
name-repetition-draw = patta_ripetizione
name-resign = abbandona
name-restart = ricomincia
name-rows = righe
name-scope = ambito
name-settings = impostazioni
name-size = dimensione
name-stats = statistiche
name-takeback = ritira_mossa
name-thread = thread
name-threads = thread_partite
name-threemorris = mulino_a_tre
name-turn-timeout = tempo_turno
name-user = utente

choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = facile
choice-emoji = emoji
choice-global = globale
choice-hard = difficile
choice-me = io
choice-medium = medio
choice-perfect = perfetto
choice-random = a caso
choice-server = server
choice-text = testo
choice-them = l'avversario

cmd-challenge = Sfida qualcuno, o il computer, a { $game }
cmd-option = { $help } (predefinito { $default })
cmd-challenge-menu = Sfida a un gioco
cmd-challenge-opponent = contro chi giocare; lascia vuoto, o scegli me, per giocare contro il computer
cmd-challenge-level = forza del computer: { $levels } (predefinito { $default })
cmd-challenge-first = chi muove per primo: io, l'avversario o a caso (predefinito a caso)
cmd-challenge-position = parti da questa posizione (la partita non sarà classificata)
cmd-challenge-thread = gioca la partita in un thread tutto suo (predefinito: l'impostazione del server)
cmd-challenge-clock = tempo per mossa, ad es. 15m, 2h o 3d (da 1 minuto a 14 giorni; predefinito: quello del server)
cmd-move = Fai una mossa nella tua partita in questo canale
cmd-move-move = la tua mossa, ad es. d6, a1-a4, a1-a4xg7, A6 o b2-c3
cmd-board = Mostra la partita di questo canale, in privato
cmd-games = Le partite in corso qui, da seguire
cmd-resign = Abbandona la tua partita in questo canale
cmd-abort = Annulla la tua partita prima che entrambi abbiano mosso
cmd-export = La tua partita come lista di mosse e posizione
cmd-draw = Proponi la patta, o accetta quella del tuo avversario
cmd-restart = Proponi di ricominciare, o accetta la proposta
cmd-takeback = Chiedi di ritirare la tua ultima mossa
cmd-rematch = Proponi la rivincita della tua ultima partita qui
cmd-stats = Classifica di un gioco, o risultati di un giocatore
cmd-stats-user = mostra i risultati e la posizione di questo giocatore in ogni gioco
cmd-stats-game = il gioco (predefinito { -morris } per la classifica)
cmd-stats-scope = le partite di questo server, o tutte ovunque (predefinito: il server; globale nei DM)
cmd-help = I comandi e le regole di un gioco
cmd-help-game = mostra le regole e la notazione delle mosse di questo gioco
cmd-reminders = I tuoi promemoria via DM prima che scada il tempo per la tua mossa
cmd-reminders-dm = sì: anche un DM quando un orologio di un'ora o più sta per scadere (no di predefinito)
cmd-settings = Impostazioni di gioco del server (Gestisci server)
cmd-settings-turn-timeout = tempo per ogni mossa, ad es. 15m, 2h o 1d (da 1 minuto a 7 giorni)
cmd-settings-challenge-expiry = per quanto resta aperta una sfida, ad es. 10m (da 1 minuto a 1 giorno)
cmd-settings-board-style = come si disegnano i tavolieri
cmd-settings-channels = #canali in cui si può giocare, oppure `all`
cmd-settings-threads = gioca sfide, sfide aperte e abbinamenti rapidi tra persone, ognuno in un thread suo


## Terminal (bot/console/)

# Lettera di risposta: una parola che inizia con essa (sì, no, riprendi, nuova).
terminal-yes = s
terminal-no = n
terminal-resume = r
terminal-new = n
# I selettori su «You» in inglese (result-win, legend-moves-*) qui selezionano su «Tu».
terminal-you = Tu
terminal-computer = Computer
terminal-player = Giocatore { $seat }

terminal-description = Gioca nel terminale: due persone alla stessa tastiera, o una contro il computer (--computer). Le partite sono salvate in { $db } (o --db FILE): esci con Ctrl-D o Ctrl-C e rilancia lo stesso comando per riprendere da dove ti eri fermato.
terminal-arg-lang = la lingua in cui giocare (predefinita { $default }: da LC_ALL, LC_MESSAGES o LANG)
terminal-arg-style = stile del tavoliere
terminal-arg-computer = il computer gioca questo lato
terminal-arg-level = la forza del computer
terminal-arg-position = parti da questa posizione
terminal-arg-seed = seme per il giocatore computer
terminal-arg-db = il file delle partite salvate (predefinito { $db })
terminal-error = errore: { $error }
terminal-level-needs-computer = --level è la forza del computer: aggiungi --computer 1 o 2
terminal-title = { $game }. Scrivi h per l'aiuto.

terminal-help =
    Comandi:
      h, aiuto          mostra questo aiuto e le regole
      q, abbandona      abbandona la partita (chiede conferma)
      r, ricomincia     proponi di ricominciare (l'altro giocatore deve accettare)
      patta             proponi la patta (l'altro giocatore deve accettare)
      indietro          chiedi di ritirare la tua ultima mossa (l'altro giocatore deve accettare)
    Tutto il resto viene letto come una mossa. Ctrl-D o Ctrl-C salva la partita ed esce.
terminal-saved = Partita salvata: rilancia lo stesso comando per continuare.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h per l'aiuto)
terminal-too-long = È troppo lungo per una mossa o un comando ({ $length ->
    [one] { $length } carattere
   *[other] { $length } caratteri
}).
terminal-restarted = Partita ricominciata.
terminal-plays = { $player ->
    [Tu] Giochi { $move }
   *[other] { $player } gioca { $move }
}
terminal-offers-draw = { $player ->
    [Tu] Proponi la patta: scrivi patta per accettarla.
   *[other] { $player } propone la patta: scrivi patta per accettarla.
}
terminal-result = { $result }.
terminal-resign-confirm = Abbandoni questa partita? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Abbandono annullato.
terminal-nothing-to = Qui non c'è niente da { $command ->
    [accept] accettare
    [decline] rifiutare
   *[withdraw] ritirare
}: alle offerte si risponde quando vengono fatte.
terminal-question = { $player }, { $kind ->
    [restart] ricominciare dall'inizio?
    [draw] accetti la patta?
   *[takeback] lasci ritirare l'ultima mossa?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player ->
    [Tu] Rifiuti
   *[other] { $player } rifiuta
} { $kind ->
    [restart] di ricominciare
    [draw] la patta
   *[takeback] di ritirare la mossa
}.
terminal-declined = { $kind ->
    [restart] Proposta di ricominciare rifiutata.
    [draw] Patta rifiutata.
   *[takeback] Ritiro della mossa rifiutato.
}

terminal-moves-made = { $moves ->
    [one] { $moves } mossa fatta
   *[other] { $moves } mosse fatte
}
terminal-resuming = Riprendo la tua partita salvata a { $game } (partita #{ $id }, { terminal-moves-made }). Abbandonala (q) per iniziarne una nuova.
terminal-differs = Hai una partita salvata a { $game } (partita #{ $id }, { terminal-moves-made }), ma è diversa da quella che hai chiesto: { $differences }.
terminal-resume-or-new = Riprendere la partita salvata ({ terminal-resume }) o abbandonarla e iniziarne una nuova ({ terminal-new })?
terminal-difference = salvata { $saved }, chiesta { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = due giocatori
terminal-setup-computer = computer come { $seat }
terminal-setup-level = livello { $level }
terminal-setup-position = da { $position }
terminal-setup-start = dall'inizio
terminal-setup-none = nessuna

# Added with /settings language (the language of a server's games)
no-such-language = Non esiste la lingua «{ $language }»: scegli tra { $languages }, oppure lascia vuoto per quella del server.
settings-servers-language = quella del server (la sua lingua di Discord)
name-language = lingua
choice-server-language = quella del server
cmd-settings-language = la lingua di sfide, tavolieri e risultati qui (predefinita: quella del server)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } non è un punto della scacchiera: i punti vanno da a1 a e5 (come disegnato) o sono i numeri da 0 a 15
position-six-board = la scacchiera è fatta di 16 caratteri tra '.', 'W' e 'B'
position-russian-fields = una posizione del { -russian } ha 6 campi: scacchiera, turno, mani, passo in sospeso, cronologia, registri (es. '........................ W 9/9 - - -/-')
position-russian-record = { $record } non è un registro di punti come a7,d7,g7 (o - per nessuno)
position-morabaraba-fields = una posizione di { -morabaraba } ha 6 campi: scacchiera, turno, mani, passo in sospeso, cronologia, ultime mosse di mulino (es. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } non è una mossa come a1-a4 (o - per nessuna)
move-morabaraba-back = { $src }-{ $dst } torna subito indietro per richiudere la stessa linea dopo un mulino che ha tolto: niente «mitragliatrice», gioca un'altra mossa
move-russian-spent = { $move } chiude un mulino i cui punti hanno già fruttato tutti una presa: non toglie nulla
rules-twelve =
    { -twelve }: { -morris } con 12 pedine a testa e le quattro diagonali (a7-c5, g7-e5, a1-c3, g1-e3) come linee e mulini{ $flying ->
        [on] ; con 3 pedine puoi volare su qualsiasi punto
       *[off] {""}
    }. Se il piazzamento riempie tutti i 24 punti, la partita è patta. Lascia l'avversario con 2 pedine o senza mosse per vincere; una posizione vista tre volte è patta{ $plies ->
        [0] {""}
       *[other] , e così { $plies } mosse senza prese
    }.
    Mosse: d6 (piazza), a1-a4 (muovi), a1-a4xg7 (e togli g7); i punti sono a1-g7 o 0-23.
rules-morabaraba =
    { -morabaraba }: 12 pedine («mucche») a testa sulla scacchiera con le quattro diagonali (a7-c5, g7-e5, a1-c3, g1-e3) come linee e mulini{ $flying ->
        [on] ; con 3 pedine puoi volare su qualsiasi punto
       *[off] {""}
    }. Un mulino toglie una pedina, anche se ne chiude due. Niente «mitragliatrice»: dopo una mossa che ha formato un mulino e tolto, la tua mossa successiva non può tornare subito indietro per richiudere la stessa linea. Patta: scacchiera riempita col piazzamento, posizione vista tre volte, 10 mosse senza piazzare né togliere mentre un giocatore ha esattamente 3 pedine sulla scacchiera{ $plies ->
        [0] {""}
       *[other] {" "}o { $plies } mosse senza prese
    }.
    Mosse: d6 (piazza), a1-a4 (muovi), a1-a4xg7 (e togli g7); i punti sono a1-g7 o 0-23.
rules-lasker =
    { -lasker }: { -morris } con 10 pedine a testa; a ogni turno puoi piazzare una pedina dalla mano o spostarne una tua su un punto vicino vuoto. Non si vola finché hai pedine in mano{ $flying ->
        [on] ; con la mano vuota e 3 pedine puoi volare su qualsiasi punto
       *[off] {""}
    }. Lascia l'avversario con 2 pedine o senza mosse per vincere; una posizione vista tre volte è patta{ $plies ->
        [0] {""}
       *[other] , e così { $plies } mosse senza piazzare né togliere
    }.
    Mosse: d6 (piazza), a1-a4 (muovi), a1-a4xg7 (e togli g7); i punti sono a1-g7 o 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(con 3 pedine puoi volare su qualsiasi punto)
       *[off] {""}
    }, ma ogni giocatore tiene un registro di punti: un mulino che toglie aggiunge i suoi tre punti al tuo registro, e un nuovo mulino toglie solo se uno dei suoi punti non c'è ancora. Lascia l'avversario con 2 pedine o senza mosse per vincere; una posizione vista tre volte è patta{ $plies ->
        [0] {""}
       *[other] , e così { $plies } mosse senza prese
    }.
    Mosse: d6 (piazza), a1-a4 (muovi), a1-a4xg7 (e togli g7); i punti sono a1-g7 o 0-23.
rules-six =
    { -six }: due quadrati di 16 punti uniti nei punti medi; gli 8 lati sono i mulini. Piazza le tue 6 pedine, poi muovile lungo le linee{ $flying ->
        [on] {" "}(con 3 pedine puoi volare su qualsiasi punto)
       *[off] {""}
    }. Tre in fila formano un mulino: togli una pedina avversaria. Lascia l'avversario con 2 pedine o senza mosse per vincere; una posizione vista tre volte è patta{ $plies ->
        [0] {""}
       *[other] , e così { $plies } mosse senza prese
    }.
    Risolto qui con l'analisi retrograda di tutte le 50,9 milioni di posizioni (senza volo, escluse le regole di patta): con gioco perfetto la posizione iniziale è patta, e il livello `perfect` gioca questa soluzione.
    Mosse: c5 (piazza), a3-b3 (muovi), a3-b3xc4 (e togli c4); i punti sono a1-e5 o 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variante
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = quale gioco del mulino: { -morris } (predefinito) o una delle sue varianti

## La sala (issue 42): ricerche aperte, /sala, abbinamento rapido, blocchi, la sala globale.

name-seek = cerca
name-tournament = torneo
name-lobby = sala
name-pair = abbina
name-block = blocca
name-rated = valutata
name-colour = colore
name-min-rating = punteggio_min
name-max-rating = punteggio_max
name-hide = nascondi
name-wait = attesa
name-leave = esci
name-unblock = sblocca
name-lobby-channel = canale_sala
choice-channel = canale
cmd-seek = Pubblica una sfida aperta che chiunque può accettare con un clic
cmd-seek-game = il gioco o la variante
cmd-seek-clock = tempo per mossa, ad es. 5m o 1d (predefinito: quello del server)
cmd-seek-rated = se la partita conta per il punteggio (predefinito: sì)
cmd-seek-colour = chi muove per primo: io, l'avversario o a caso (predefinito a caso)
cmd-seek-min-rating = il punteggio più basso di chi può accettare
cmd-seek-max-rating = il punteggio più alto di chi può accettare
cmd-seek-scope = chi la vede: questo canale (predefinito), questo server o tutti i server della sala globale
cmd-lobby = Le ricerche aperte che puoi accettare, le più recenti prima
cmd-lobby-hide = sì: nasconditi agli altri server della sala globale; no: mostrati di nuovo
cmd-pair = Abbinamento rapido: gioca contro il prossimo giocatore che vuole lo stesso gioco e tempo
cmd-pair-game = il gioco o la variante
cmd-pair-clock = tempo per mossa, ad es. 5m o 1d (predefinito: quello del server)
cmd-pair-wait = quanto aspettare un avversario, ad es. 10m (predefinito 15 minuti; 1 giorno da 1h per mossa)
cmd-pair-leave = sì: esci dalla coda in cui aspetti
cmd-block = Blocca un giocatore: non vedete più le vostre ricerche e non venite mai abbinati
cmd-block-user = il giocatore
cmd-block-unblock = sì: sbloccalo
cmd-settings-lobby = partecipa alla sala globale condivisa dai server che la attivano (disattivata di default)
cmd-settings-lobby-channel = l'unico #canale della sala globale qui, o `all`
setting-wait = il tempo di attesa
button-take-seek = Accetta
button-drop-seek = Ritira
button-leave-pool = Esci dalla coda
seek-posted = { $seeker } cerca una partita di { $title }: { $clock } per mossa, { $rated }, punteggio { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = il tempo del server
seek-any-rating = aperta a ogni punteggio
seek-range = per punteggi da { $low } a { $high }
seek-rated = valutata
seek-casual = amichevole
seek-scope-channel = Aperta a questo canale.
seek-scope-server = Aperta a tutto il server.
seek-scope-global = Aperta a tutti i server della sala globale.
seek-accepted-by = Accettata da { $player }: partita #{ $id }.
seek-you-accepted = Hai accettato la ricerca: la partita #{ $id } inizia nel suo canale.
seek-withdrawn = Questa ricerca è stata ritirata.
seek-bad-choice = Non è una scelta possibile: il colore è me, them o random, l'ambito channel, server o global.
seek-range-reversed = L'intervallo di punteggio è al contrario: { $low } è sopra { $high }.
seek-scope-needs-server = Solo una ricerca in un server può andare oltre il suo canale.
seek-too-many = Hai raggiunto il limite di ricerche aperte ({ $count }): ritirane prima una.
seek-not-yours = Solo { $seeker } può ritirare questa ricerca.
seek-gone = Questa ricerca non è più aperta.
seek-expired = Questa ricerca è scaduta.
seek-own = Non puoi accettare la tua stessa ricerca.
seek-out-of-reach = Questa ricerca non è aperta per te qui.
seek-rating-range = Il tuo punteggio { $rating } è fuori dall'intervallo di questa ricerca ({ $low } a { $high }).
seek-taken = Qualcun altro ha accettato questa ricerca per primo.
lobby-hidden = Sei nascosto agli altri server della sala globale.
lobby-shown = Gli altri server della sala globale vedono di nuovo le tue ricerche.
lobby-empty = Nessuna ricerca aperta che tu possa accettare qui. Pubblicane una con /cerca, o gioca contro il prossimo giocatore che vuole una partita con /abbina.
lobby-heading = Ricerche aperte che puoi accettare, le più recenti prima (clicca un numero per accettare):
lobby-line = **{ $number }.** { $title }, { $clock } per mossa, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = questo canale
lobby-where-other = un altro server
lobby-page = Pagina { $page } di { $pages }, { $count } in tutto.
lobby-server-not-in = Questo server non partecipa alla sala globale: chi può gestire il server può attivarla con `/impostazioni sala:`.
lobby-other-channel = La sala globale di questo server è limitata a un altro canale (vedi `/impostazioni canale_sala:`).
lobby-one-channel = La sala globale si può limitare a un solo canale.
lobby-settings-shown = Sala globale: { $state }, in { $channel }.
pool-needs-server = L'abbinamento rapido funziona nei canali di un server, non nei messaggi diretti.
pool-needs-game = Scegli il gioco per cui essere abbinato.
pool-already = Aspetti già in una coda: prima esci.
pool-not-in = Non aspetti in nessuna coda.
pool-waiting = Aspetti un avversario per { $title } con { $clock } per mossa, fino a { $until }.
pool-paired = { $player }, sei abbinato con { $other }: la vostra partita inizia qui.
pool-left = Sei uscito dalla coda.
block-yourself = Non puoi bloccare te stesso.
block-already = { $user } è già bloccato.
block-not-blocked = { $user } non è bloccato.
block-done = { $user } è bloccato: non vedete più le vostre ricerche e non venite mai abbinati.
block-undone = { $user } non è più bloccato.
name-mygames = miepartite
cmd-mygames = Tutte le tue partite, in ogni server e DM, prima quelle che aspettano te
mygames-none = Non hai partite in corso da nessuna parte.
mygames-heading = Le tue partite in corso ({ $count }), prima quelle che aspettano te:
mygames-line = { $title } #{ $id } contro { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = tocca a te
mygames-wait = tocca all'avversario
mygames-left = il tempo scade { $until }
mygames-no-clock = senza orologio
pool-lapsed = { $player }, nessuno è arrivato per { $title } nel tempo di attesa scelto. Giocare invece contro il computer a livello { $level }?
button-play-computer = Gioca contro il computer ({ $level })
pool-offer-not-yours = Solo { $player } può accettare questa offerta.
seek-expired-note = Questa ricerca è scaduta: nessuno l'ha accettata in tempo.
help-lobby = {"**"}Trovare un avversario**: `/cerca` una sfida aperta che chiunque accetta con un clic, `/sala` quelle che puoi accettare, `/abbina` abbinamento rapido con il prossimo giocatore che vuole lo stesso gioco e tempo, `/blocca` un giocatore, `/miepartite` le tue partite ovunque.
help-lobby-servers = Un server partecipa alla sala globale, condivisa da tutti i server che aderiscono, quando chi può gestire il server attiva `/impostazioni sala:` (`canale_sala:` la limita a un canale).
help-tournaments = {"**"}Tornei**: `/{ name-tournament } create` (Gestire il server) organizza uno svizzero, un girone all'italiana o un'arena in questo canale; i giocatori si iscrivono col pulsante della sua scheda; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Tornei (issue 43)

tournament-none = Non c’è un torneo simile su questo server.
tournament-bad-format = Il formato deve essere svizzero, girone all’italiana o arena.
tournament-player-limit = Il limite di giocatori deve essere da { $least } a { $most }.
tournament-swiss-rounds = Uno svizzero limitato a { $players } giocatori può avere da 1 a { $most } turni.
tournament-cycles = Un girone all’italiana si gioca una o due volte (colori invertiti): scegli 1 o 2.
tournament-clock = Il tempo per mossa deve essere da { $least } minuto a { $most } giorni.
tournament-start-past = Quell’ora di inizio è passata: scegline una più tarda.
tournament-joined-already = Sei già in questo torneo.
tournament-not-open = Questo torneo è iniziato o finito: non accetta nuovi giocatori.
tournament-full = Questo torneo è al completo (limite: { $players }).
tournament-not-in = Non giochi in questo torneo.
tournament-over = Questo torneo è finito.
tournament-not-organiser = Solo l’organizzatore o un gestore del server può farlo.
tournament-too-few = Un torneo ha bisogno di almeno 2 giocatori per iniziare.
choice-swiss = svizzero
choice-round-robin = girone all’italiana
button-tournament-join = Partecipa
button-tournament-leave = Esci
tournament-card = 🏆 Torneo **{ $format }** di { $game }, { $clock } per mossa, organizzato da { $organiser }
tournament-card-open = Inizia { $start }. Giocatori ({ $count } su { $limit }): { $players }
tournament-card-cancelled = Questo torneo è stato annullato.
tournament-card-round = **Turno { $round }**
tournament-card-bye = { $player }: riposa
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Classifica finale**
tournament-card-standings = **Classifica**
cmd-tournament = Tornei di questo server
cmd-tournament-create = Crea un torneo in questo canale (Gestisci server)
cmd-tournament-format = Svizzero, girone all’italiana o arena
cmd-tournament-game = Il gioco (predefinito il Mulino)
cmd-tournament-rounds = Turni di uno svizzero, gironi di un girone all’italiana (1 o 2), minuti di un’arena
cmd-tournament-players = Numero massimo di giocatori (da 2 a 200, predefinito 16)
cmd-tournament-start-in = Minuti all’inizio (predefinito 10)
cmd-tournament-start = Avvia ora il torneo di questo canale (il suo organizzatore)
cmd-tournament-standings = Mostra il torneo di questo canale: turno e classifica
cmd-tournament-leave = Esci dal torneo di questo canale
cmd-tournament-cancel = Annulla il torneo di questo canale (il suo organizzatore, o Gestisci server)
tournament-needs-manager = Creare un torneo richiede il permesso Gestisci server.
tournament-started = Il torneo comincia.
tournament-cancelled = Hai annullato il torneo.
tournament-joined = Sei entrato nel torneo.
tournament-left = Sei uscito dal torneo.
setting-increment = incremento
live-clock-people = Un orologio con incremento (come 5+3) è per partite tra due persone: indica l’avversario e l’orologio come minuti+secondi.
challenge-live-clock = Orologio: { $clock } a testa, più { $increment } s a mossa.
choice-arena = arena
tournament-arena-minutes = Un’arena dura da { $least } a { $most } minuti.
tournament-card-arena-ends = Finisce { $end } (le partite in corso si concludono).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = testo (è scelto { choice-tiles }, ma le tessere del bot non sono disponibili)
cmd-challenge-board-style = come si disegna il tavoliere di questa partita (predefinito: lo stile del server)
step-place-on = piazza in { $point }
step-move-from = muovi da { $point }
help-settings = , `/impostazioni` (Gestisci server) tempi, stile del tavoliere e canali di gioco
terminal-accept-confirm = Accettare { $kind ->
    [restart] la proposta di { $player } di ricominciare
    [draw] l'offerta di patta di { $player } (la partita finisce patta)
   *[takeback] la richiesta di { $player } di ritirare l'ultima mossa
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Non accettata: { $kind ->
    [restart] la proposta
    [draw] l'offerta
   *[takeback] la richiesta
} resta valida.
legend-russian-record = { $piece } registro:
help-tables-building = Le tabelle dei finali sono in costruzione in background proprio ora (minuti su una macchina veloce, mezz'ora o più su una carica): fino ad allora `hard` cerca quei finali, e diventa più forte appena la costruzione finisce.
cmd-board-board-style = il tuo stile del tavoliere per /{ name-board } e /{ name-review }, ricordato (di norma: quello della partita)
choice-tiles = tessere
own-board-style-saved = Il tuo stile del tavoliere ora è { $style }: /{ name-board } e /{ name-review } mostrano i tavolieri così.

## Correzioni della sala (issue 42)
lobby-channel-no-games = Il canale della sala globale deve essere uno in cui le partite sono consentite (`/impostazioni canali:`).

# Tornei, seguito (issue 43, tour43): iscrizioni tardive, l'annuncio dei vincitori, /stats
tournament-late-past = Questo torneo accettava ritardatari fino all'abbinamento del turno { $round }: non ne accetta altri.
tournament-late-swiss-only = Solo uno svizzero accetta ritardatari: ometti late_join per un girone all'italiana o un'arena.
tournament-late-range = I ritardatari possono entrare fino a un turno da 0 (nessuno) a { $rounds }, i turni di questo svizzero.
tournament-card-late = Ci si può ancora iscrivere in ritardo: si viene abbinati dal turno successivo (fino al turno { $round }).
tournament-won = 🏆 { $winner } vince il torneo **{ $format }** di { $game }!
stats-tournaments = Tornei: { $played } giocati, { $won } vinti
cmd-tournament-late-join = Uno svizzero accetta ritardatari fino all'abbinamento di questo turno (predefinito 0: nessuno)
cmd-tournament-rated = Se le sue partite contano per il punteggio (predefinito: sì)
tournament-card-unrated = Le sue partite non contano per il punteggio.
cmd-settings-tournament-role = il ruolo i cui membri possono anche creare tornei (@everyone: solo Gestire il server)
settings-tournament-role-shown = Organizzatori di tornei: Gestire il server e { $role }
settings-tournament-role-none = Organizzatori di tornei: solo Gestire il server
tournament-needs-organiser = Creare un torneo richiede il permesso Gestire il server o il ruolo { $role }.
tournament-event-name = Torneo { $format } di { $game }
tournament-no-event = Non è stato programmato alcun evento Discord: al bot manca il permesso Creare eventi su questo server.
cmd-tournament-clock-live = Tempo per mossa (10m, 1d; predefinito 10m) o un orologio dal vivo come 5+3 (arena: 5+3)
tournament-card-live = 🏆 Torneo **{ $format }** di { $game }, orologio dal vivo { $clock }, organizzato da { $organiser }
tournament-arena-live = Un'arena si gioca con l'orologio dal vivo: indica l'orologio come minuti+secondi, ad esempio 5+3.
tournament-no-threads = Le partite di questo torneo si giocano qui nel canale: il bot non può crearvi thread privati (Creare thread privati).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: il canale in cui giocavi non c'è più, quindi la partita continua qui, nei nostri messaggi diretti. Gioca cliccando sulla scacchiera.
seek-you-accepted-across = Hai accettato la ricerca: la partita #{ $id } comincia, con una scacchiera qui e una nel server di chi l'ha pubblicata.

## Piccoli difetti della sala (issue 42, secondo giro)
pool-paired-unsaid = La vostra partita è iniziata qui, ma non è stato possibile avvisare { $player }: avvisalo tu.

# Link ai tavoli del torneo (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partita]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# punti · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (ritirato)
offer-draw-elsewhere = { $proposer } propone la patta in { $game } #{ $id }. { $opponent } risponde sul proprio tavoliere.
offer-restart-elsewhere = { $proposer } propone di ricominciare la partita dall'inizio in { $game } #{ $id }. { $opponent } risponde sul proprio tavoliere.
offer-takeback-elsewhere = { $proposer } chiede di ritirare la sua ultima mossa in { $game } #{ $id }. { $opponent } risponde sul proprio tavoliere.

## Sala, quarto giro (issue 42): una ricerca con le opzioni proprie del gioco
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Scade { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } propone la rivincita in { $game } #{ $id }. { $opponent } gioca in un altro server e accetta lì, con /rivincita o il pulsante Rivincita del proprio tavoliere.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Torneo ({ $format }), turno { $round } di { $rounds }
board-tournament = 🏆 Torneo ({ $format })

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } ti propone la rivincita di { $game } #{ $id }: accetta o rifiuta sul tuo tavoliere: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Questa partita è gestita dal bot sul server dell'altro giocatore: da qui puoi muovere, abbandonare o annullarla, nient'altro. Non è cambiato nulla.
forward-no-answer = Il server dell'altro giocatore, che gestisce questa partita, non ha risposto in tempo (forse si sta riavviando), quindi non è cambiato nulla. Riprova tra un minuto.
forward-taken-late = Il server dell'altro giocatore, che gestisce questa partita, ha la tua richiesta ma risponde lentamente: la scacchiera la mostrerà appena fatta.
forward-unknown = Questo non può essere inviato al server che gestisce questa partita. Non è cambiato nulla.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } ha rifiutato la rivincita.
