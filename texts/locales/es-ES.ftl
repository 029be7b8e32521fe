# Catálogo en español de España (es-ES). Fuente: en.ftl; mismas claves, mismas variables.
# Tuteo (tú), lo normal en Discord. Términos fijos: texts/glossary/es-ES.md.

## Glossary

-morris = Molino
-three = Molino de tres
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Molino de doce
-morabaraba = Morabaraba
-lasker = Molino de Lasker
-russian = Molino ruso
-six = Molino de seis
-pleiadis = Pleiadis
-mill = molino
-mills = molinos
-piece = ficha
-pieces = fichas
-pawn = peón
-pawns = peones

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

# Completa «Ana gana …» o «Tablas …».
termination-line = completando una línea
termination-fewer-than-three = porque al rival solo le quedan dos { -pieces }
termination-no-moves = porque el rival no tiene ninguna jugada legal
termination-last-board = porque el rival ha matado el último tablero
termination-breakthrough = abriéndose paso hasta la última fila
termination-all-captured = capturando todos los { -pawns } rivales
termination-resignation = por abandono
termination-timeout = por tiempo
termination-agreement = de mutuo acuerdo
termination-repetition = por triple repetición
termination-full-board = por tablero lleno
termination-move-limit = por el límite de jugadas
termination-aborted = anulada
# $winner: «Tú» (terminal-you) para el jugador del terminal. Fluent no puede seleccionar sobre
# «Tú» (las claves de variante son ASCII): estos textos valen igual para «Tú» y para un nombre.
result-win = { $winner }: victoria { $how }
result-draw = Tablas { $how }
result-aborted = Partida anulada

help-morris-computer = Cómo juega el ordenador al { -morris }: los finales con como mucho cuatro { -pieces } por bando y ninguna en la mano (3 contra 3, 4 contra 3, 3 contra 4, 4 contra 4; con vuelo también 5 contra 3 y 5 contra 4 donde la máquina del bot tuvo memoria para construirlas) están resueltos con exactitud por análisis retrógrado, así que desde el nivel `difícil` el ordenador gana cada final ganado por el camino más corto, nunca pierde uno de tablas y defiende uno perdido tanto como puede; las bases de finales no conocen el límite de jugadas, así que una victoria más larga que los medios movimientos que quedan hasta el límite es en la práctica tablas. Todo lo demás, toda la fase de colocación y el medio juego, es una búsqueda alfa-beta con tiempo limitado y una evaluación hecha a mano (material, { -mills }, movilidad, bloqueos): fuerte, pero no exacta.
help-morris-levels = Niveles: `easy` mira una jugada por delante y se equivoca a propósito, `medium` mira dos jugadas por delante con pequeños errores, `hard` busca tan hondo como le deja su tiempo (2 s por jugada por defecto) y juega con las tablas de finales. Medido: `hard` ganó a una búsqueda de árbol Monte Carlo de 1.000 simulaciones en 99 partidas de 100; contra Sanmill, un motor independiente de código abierto, con el mismo tiempo puntúa 0,72 a 0,5 s por jugada (+94 =37 -26, 157 partidas) y 0,68 a 2 s (+10 =10 -2, 22 partidas), y 0,56 en el molino de doce a 0,5 s (+13 =1 -10, 24 partidas). Estas cifras son del motor compilado, cuya búsqueda corre en C; donde la máquina del bot no tiene compilador de C, `hard` busca en Python, unas cuatro jugadas menos hondo.

### Options ($option: the option's name as typed)

option-unknown = { game-name } no tiene la opción { $option } (opciones: { $known })
option-unknown-flag = { game-name } no tiene la opción { $option }: sus opciones son { $known }
option-no-such-game = no existe el juego { $name }: elige uno de { $known }
option-not-on-off = la opción { $option } debe ser on u off, no { $value }
option-not-a-number = la opción { $option } debe ser un número entero, no { $value }
option-out-of-range = la opción { $option } debe ir de { $minimum } a { $maximum }, no { $value }
option-morris-flying = un jugador al que le quedan tres { -pieces } puede moverse a cualquier punto
option-morris-draw-plies = tablas tras este número de jugadas sin { -mill } (0: nunca)

### Moves: why a move text is no move, or not legal here

move-game-over = la partida ha terminado
move-occupied = { $point } está ocupado
move-no-piece-on = no tienes ninguna { -piece } en { $point }
move-remove-pending = tu jugada ha formado un { -mill }: indica una de las { -pieces } de tu rival para retirarla
move-nothing-to-remove = no hay nada que retirar: primero haz una jugada
move-still-placing = aún te quedan { -pieces } por colocar: indica un punto vacío
move-none-to-place = no te quedan { -pieces } por colocar: mueve una de las tuyas, p. ej. { $example }
move-not-adjacent = { $src } y { $dst } no son contiguos
move-no-mill = { $move } no forma ningún { -mill }, así que no puedes retirar ninguna { -piece }
move-not-opponent-piece = { $point } no es una de las { -pieces } de tu rival
move-remove-from-mill = { $point } está en un { -mill } y hay otras { -pieces } que puedes retirar
move-morris-no-such-point = { $point } no es un punto del tablero: los puntos van de a1 a g7 (como se dibujan) o del 0 al 23
move-morris-notation = escribe una jugada como d6 (colocar), a1-a4 (mover) o a1-a4xg7 (y retirar g7)
move-morris-one-removal = indica exactamente un punto después de x, p. ej. a1-a4xg7
move-morris-too-many-points = una jugada indica como mucho dos puntos, p. ej. a1-a4
move-morris-hyphen = una jugada con guion indica dos puntos, p. ej. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = el bando que mueve es W o B, no { $side }
position-morris-fields = una posición de { -morris } tiene 5 campos: tablero, bando, manos, paso pendiente, rastro (p. ej. '........................ W 9/9 - -')
position-morris-board = el tablero son 24 caracteres entre '.', 'W' y 'B'
position-morris-hands = las { -pieces } en la mano se escriben 9/9, no { $hands }
position-morris-number = { $field ->
    [hand-1] las { -pieces } en la mano del jugador 1
    [hand-2] las { -pieces } en la mano del jugador 2
    [classic-hand-1] la línea 2 ({ -pieces } en la mano del jugador 1)
    [classic-hand-2] la línea 3 ({ -pieces } en la mano del jugador 2)
   *[classic-side] la línea 4 (el jugador que mueve)
}: debe ser un número del { $low } al { $high }, no { $value }
position-classic-lines = el formato clásico tiene 4 líneas: tablero, mano 1, mano 2, quién mueve
position-classic-board = la línea 1 contiene 24 valores 0, 1 o 2 separados por ', '
position-classic-pending = el formato clásico no admite una retirada pendiente: haz primero la retirada
position-morris-step = { $step } no es un paso como d6 o a1-d1
position-too-many-pieces = el jugador { $player } tiene más de { $most } { -pieces }
position-pending-trail = una posición con una retirada pendiente no tiene rastro
position-pending-no-mill = el paso pendiente debe acabar en una { -piece } del bando que mueve, dentro de un { -mill }
position-pending-source = el paso pendiente debe salir de un punto que ahora está vacío
position-pending-placing = el paso pendiente es un movimiento, pero su jugador aún coloca
position-pending-not-adjacent = el paso pendiente une puntos que no son contiguos
position-too-few-pieces = una partida acaba cuando a un jugador le quedan dos { -pieces }: solo puede estar así el jugador que mueve, que acaba de perder una { -piece }
position-trail-placement = el rastro solo contiene movimientos (una colocación lo reinicia)
position-trail-misfit = el paso { $step } del rastro no encaja con el tablero
position-trail-placing = el paso { $step } del rastro es un movimiento, pero su jugador aún coloca
position-trail-not-adjacent = el paso { $step } del rastro une puntos que no son contiguos
position-trail-mill = el paso { $step } del rastro forma un { -mill }, así que una retirada cierra el rastro
position-lost-pieces = el jugador { $player } ha perdido { $lost ->
    [one] { $lost } { -piece }
   *[other] { $lost } { -pieces }
}, pero el jugador { $opponent } podría haber formado como mucho { $mills ->
    [one] { $mills } { -mill }
   *[other] { $mills } { -mills }
} en { $placements ->
    [one] { $placements } colocación
   *[other] { $placements } colocaciones
}
position-placed-counts = el jugador 1 ha colocado { $first } { -pieces } y el jugador 2 { $second }: se coloca por turnos, primero el jugador 1, así que el jugador 1 ha colocado las mismas o una más
position-placed-side = el jugador 1 ha colocado { $first } { -pieces } y el jugador 2 { $second }, así que mueve el jugador { $player }
move-still-placing-example = aún te quedan { -pieces } por colocar: indica un punto vacío, p. ej. { $example }
move-three-points = los puntos van del 1 al 9 (o de a1 a c3)
move-three-all-placed = tus tres { -pieces } están en el tablero: mueve una, p. ej. { $example }
move-three-no-point = no existe el punto { $point }: los puntos van del 1 al 9 (o de a1 a c3)
move-three-not-a-point = { $point } no es un punto: los puntos van del 1 al 9 (o de a1 a c3)
move-three-notation = escribe una jugada como 5 (colocar) o 4-7 (mover); los puntos son 1-9 o a1-c3
move-notakto-no-board = no existe el tablero { $board }: los tableros son { $last ->
    [A] A
   *[other] de A a { $last }
}
move-notakto-dead-board = el tablero { $board } está muerto: juega en un tablero vivo ({ $live })
move-notakto-no-cell = no existe la casilla { $cell }: las casillas de un tablero van del 0 al 8
move-notakto-taken = { $move } está ocupada: elige una casilla vacía
move-notakto-notation = una jugada es la letra de un tablero y una casilla 0-8, p. ej. A4
move-off-board = { $square } no está en el tablero: las casillas van de a1 a { $last }
move-one-square = una jugada indica una casilla, p. ej. { $example }
move-two-squares = una jugada indica dos casillas, p. ej. { $example }
move-square-off-board = esa casilla no está en el tablero
move-opponent-pawn = { $square } es un { -pawn } de tu rival
move-no-pawn-on = no tienes ningún { -pawn } en { $square }
move-pawn-forward = un { -pawn } avanza una fila (hacia la fila { $row }), recto o en diagonal
move-own-pawn = en { $square } hay un { -pawn } tuyo
move-capture-diagonally = { $square } está ocupada: los { -pawns } solo capturan en diagonal
# $line: row, column o diagonal.
move-attacked = { $square } está en la misma { $line ->
    [row] fila
    [column] columna
   *[diagonal] diagonal
} que el { -pawn } de { $attacker }
move-attacked-own = { $square } está en la misma { $line ->
    [row] fila
    [column] columna
   *[diagonal] diagonal
} que tu { -pawn } de { $attacker }
move-outnumbered = { $square } tiene { $opponent ->
    [one] { $opponent } vecino rival
   *[other] { $opponent } vecinos rivales
} y { $own } tuyos: solo puedes colocar donde tengas al menos tantos vecinos como tu rival

position-side-1-or-2 = el bando que mueve es 1 o 2, no { $side }
position-three-fields = una posición de { -three } es un código de tablero de 9 cifras, o el código, el bando que mueve y las jugadas desde la colocación (p. ej. '100011222 1 -')
position-three-code = un código de tablero son 9 cifras 0, 1 o 2, no { $code }
position-three-step = { $step } no es una jugada como 4-7
position-three-pieces = cada jugador tiene solo tres { -pieces }
position-three-second-to-move = el jugador 1 ha colocado una { -piece } más, así que mueve el jugador 2
position-three-counts = el jugador 1 coloca primero, así que tiene las mismas { -pieces } que el jugador 2 o una más
position-three-first-to-move = los dos han colocado las mismas { -pieces }, así que coloca el jugador 1
position-three-line = solo el jugador que acaba de mover puede tener una línea
position-three-trail-option = las jugadas solo se guardan con la opción de tablas por repetición: usa '-'
position-three-trail-placing = las jugadas desde la colocación empiezan cuando las seis { -pieces } están colocadas
position-three-trail-misfit = la jugada { $move } no encaja con el tablero
position-three-trail-over = la partida ya había terminado antes de { $move }
position-three-trail-drawn = la partida ya estaba en tablas por repetición antes de la última jugada
position-notakto-boards = esta partida tiene { $boards } tableros separados por '/', no { $found }
position-notakto-cells = el tablero { $board } debe tener 9 casillas 'X' o '.', no { $cells }
position-notakto-lines = el tablero { $board } tiene líneas que ninguna última marca sola podría completar
position-rows = el tablero tiene { $found } filas separadas por '/', no { $rows }
position-row-zero-run = fila { $row }: las series de casillas vacías empiezan en 1
position-row-token = fila { $row }: { $token } no es W, B ni un número de casillas vacías
position-row-length = la fila { $row } tiene { $found } casillas, no { $columns }
position-row-too-long = la fila { $row } tiene demasiadas casillas, no { $columns }
position-grid-fields = una posición es el tablero y el bando que mueve, p. ej. { $example }
position-placement-counts = el jugador 1 tiene { $first } { -pawns } y el jugador 2 { $second }: el jugador 1 coloca primero, así que tiene los mismos o uno más
position-placement-side = con estos { -pawns } mueve el jugador { $player }, no { $side }
position-too-many-pawns = el jugador { $player } tiene más de { $most } { -pawns }
position-far-row = le toca mover al jugador { $player }, pero ya tiene un { -pawn } en la última fila
position-no-pawns = el jugador { $player } acaba de mover, así que tiene al menos un { -pawn }
position-firstattack-in-line = el { -pawn } de { $square } está alineado con otro { -pawn } que lo bloquea, algo que ninguna partida puede alcanzar

option-three-repetition-draw = tablas cuando una posición se repite por tercera vez (off: solo tablas pactadas)
option-notakto-boards = cuántos tableros de 3x3 (de 1 a 5)
option-breakthrough-rows = filas del tablero (de 5 a 26)
option-breakthrough-columns = columnas del tablero (de 2 a 26)
option-firstattack-size = filas y columnas del tablero (de 1 a 12)
option-firstattack-colours = a cada jugador solo le bloquean las líneas que pasan por sus propios { -pawns }
option-pleiadis-size = filas y columnas del tablero (de 2 a 12)

### Rules and notation, one message a game (front ends may bold the game's name)

# $flying: on u off; $plies: el límite de jugadas (0: ninguno).
rules-morris =
    { -morris }: coloca tus 9 { -pieces } y luego muévelas por las líneas{ $flying ->
        [on] {" "}(si te quedan 3, puedes volar a cualquier punto)
       *[off] {""}
    }. Tres en línea son un { -mill }: retira una { -piece } rival. Para ganar, deja a tu rival con 2 { -pieces } o sin jugadas. Hay tablas cuando una posición se ve tres veces{ $plies ->
        [0] {""}
        [one] {" "}o tras { $plies } jugada sin { -mill } (cuentan las de ambos jugadores)
       *[other] {" "}o tras { $plies } jugadas sin { -mill } (cuentan las de ambos jugadores)
    }.
    Jugadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (y retirar g7); los puntos son a1-g7 o 0-23. Después de un { -mill }, indica la { -piece } que retiras (g7) si no lo has hecho.
# $repetition: on u off.
rules-three =
    { -three }: coloca tus 3 { -pieces } y luego mueve una de ellas a cualquier punto vacío. Tres en línea (fila, columna o diagonal) ganan, en cualquiera de las dos fases. { $repetition ->
        [on] Una posición vista tres veces es tablas.
       *[off] No hay tablas automáticas.
    }
    Jugadas: 5 (colocar), 4-7 (mover). Los puntos son 1-9 fila a fila desde arriba a la izquierda (1 2 3 / 4 5 6 / 7 8 9), o a1-c3 con a1 abajo a la izquierda.
rules-notakto =
    { -notakto } con { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    }: los dos jugadores ponen una X en cualquier tablero vivo. Un tablero con tres X en fila, columna o diagonal está muerto. Quien mata el último tablero pierde.
    Jugadas: letra del tablero y casilla, p. ej. A4; las casillas son 0-8 fila a fila (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } en { $rows }x{ $columns }: mueve un { -pawn } una fila hacia delante, recto o en diagonal, a una casilla vacía; solo se captura en diagonal. Para ganar, llega a la última fila o captura todos los { -pawns } rivales. El jugador 1 (W) empieza arriba y baja.
    Jugadas: a2-b3 (también a2 b3, a2b3); las casillas van de a1 a { $last }: columnas desde la izquierda, filas desde arriba (el lado del jugador 1).
# $colours: on u off; $example: una casilla; $last: la última casilla.
rules-firstattack =
    { -firstattack } en { $size }x{ $size }: coloca un { -pawn } en una casilla vacía que no comparta fila, columna ni diagonal (a cualquier distancia) con { $colours ->
        [on] ninguno de tus propios { -pawns } (los de tu rival no te bloquean)
       *[off] ningún { -pawn }
    }. Quien no puede colocar pierde.
    Jugadas: una casilla, p. ej. { $example }; las casillas van de a1 a { $last }: columnas desde la izquierda, filas desde arriba (el lado del jugador 1). Las casillas libres se marcan con + (en verde con emoji).
rules-pleiadis =
    { -pleiadis } en { $size }x{ $size }: coloca un { -pawn } en una casilla vacía donde, entre sus hasta 8 vecinos, tu rival no tenga más { -pawns } que tú. Quien no puede colocar pierde.
    Jugadas: una casilla, p. ej. { $example }; las casillas van de a1 a { $last }: columnas desde la izquierda, filas desde arriba (el lado del jugador 1). Las casillas libres se marcan con + (en verde con emoji).


## Boards (renderer/): legends, status lines, last-move notes

# $name: el nombre de un jugador («Tú» para el jugador del terminal): en vocativo, para que
# valga igual para «Tú» y para un nombre.
status-to-move = { $name }: te toca mover.
status-to-remove = { $name }: retira una { -piece }.
status-over = { $result }.

last-move = Última jugada: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } origen
note-to = { $mark } destino
note-removed = { $mark } retirada
note-board-died = el tablero ha muerto
note-morris-pending = { $move } hace { -mill }: retira una, ej. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } por colocar
legend-morris-placing = { $piece } { $name }: { $hand } por colocar, { $board } en juego
legend-morris-moving = { $piece } { $name }: { $board } en juego
legend-three-naming = 1-9 como se ve, o a1-c3 (a1 abajo izq.)
legend-notakto-all-dead = Todos los tableros están muertos.
legend-notakto-dead = Muertos: { $boards }
legend-moves-down = { $piece } { $name }: hacia abajo
legend-moves-up = { $piece } { $name }: hacia arriba
legend-open = { $piece } { $name }: { $count ->
    [one] { $count } casilla libre
   *[other] { $count } casillas libres
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] primera partida puntuada
       *[other] solo { $games } partidas puntuadas
    }: las primeras puntuaciones son las que más se mueven)
rating-even = { $delta } contra una puntuación igual
rating-against-higher = { $delta } contra un jugador con { $gap } puntos más
rating-against-lower = { $delta } contra un jugador con { $gap } puntos menos

database-busy = La base de datos está ocupada, así que no se ha cambiado nada: inténtalo de nuevo, por favor.
save-uncertain = He perdido la conexión con la base de datos mientras guardaba, así que no sé si se ha guardado: vuelve a mirar el tablero dentro de un minuto antes de reintentarlo.
cannot-save = Ahora mismo no puedo guardar partidas, así que no se ha cambiado nada: inténtalo de nuevo dentro de unos minutos.
changed-meanwhile = La partida ha cambiado mientras se guardaba esto: mira el tablero e inténtalo de nuevo.

no-game-here = No tienes ninguna partida en curso en este canal.
game-not-in-progress = Esa partida ya no está en curso.
game-ended = Esa partida ya ha terminado.
no-such-game = No existe la partida #{ $game }.
not-a-player = No juegas en esta partida.
not-your-turn = No es tu turno: esperando a { $waiting }.
move-rejected = No se puede jugar «{ $move }»: { $reason }.
abort-too-late = Los dos bandos ya han movido, así que la partida ya no se puede anular: ríndete u ofrece tablas.
busy-you = Ya estás jugando a { $title } (partida #{ $game }) en este canal: termina primero esa partida.
busy-player = { $player } ya está jugando a { $title } (partida #{ $game }) en este canal: esa partida tiene que terminar primero.
nothing-to-export = No hay ninguna partida que exportar: juega una primero.

channel-not-for-games = En este canal no se juega: { $count ->
    [one] prueba en el canal de juegos del servidor.
   *[other] prueba en uno de los { $count } canales de juegos del servidor.
}
challenge-yourself = No puedes retarte a ti mismo: elige a otro jugador.
no-such-level = No existe el nivel «{ $level }» para { $title }: elige { $levels }.
level-needs-computer = Los niveles solo sirven en partidas contra el ordenador.
already-challenged = Ya has retado a { $opponent } aquí: espera una respuesta o retira antes ese reto.
challenge-expired = Este reto ha caducado: pide uno nuevo.
challenge-closed = Ese reto ya no está abierto.
no-challenge-to-you = No hay ningún reto abierto para ti en este canal.
no-challenge-of-yours = No tienes ningún reto abierto en este canal.
own-challenge = No puedes aceptar ni rechazar tu propio reto: retíralo.
challenge-not-for-you = Este reto es para { $challenged }, no para ti.
only-challenger-withdraws = Solo { $challenger } puede retirar este reto.
bad-options = No se pueden usar esas opciones: { $reason }.
unreadable-position = No se puede leer esa posición: { $reason }.
position-over = Esa posición ya está terminada: elige una en la que queden jugadas.
bad-first-move = Quién mueve primero es uno de { $choices }, no «{ $first }».

bad-proposal = Una propuesta es una de { $choices }, no «{ $kind }».
already-proposed = Ya has propuesto { $kind ->
    [draw] tablas
    [restart] reiniciar
    [takeback] deshacer una jugada
   *[rematch] la revancha
}: esperando a { $opponent }.
no-proposal = No hay ninguna propuesta de { $kind ->
    [draw] tablas
    [restart] reinicio
    [takeback] deshacer jugada
   *[rematch] revancha
} que rechazar.
offer-not-open = Esa oferta (partida #{ $game }) ya no está abierta, así que no se ha cambiado nada.
rematch-while-playing = Tu partida de aquí sigue en curso: termínala primero.
no-finished-game = No tienes ninguna partida terminada en este canal para pedir la revancha.
takeback-rated = Deshacer jugadas solo se puede en partidas no puntuadas.
takeback-mid-turn = Termina el turno en curso antes de pedir deshacer una jugada.
takeback-nothing = Todavía no tienes ninguna jugada que deshacer.

settings-need-server = Los ajustes pertenecen a un servidor; los MD y los MD de grupo usan los valores por defecto. Usa esto en un canal de un servidor para cambiar sus ajustes.
no-board-style = No existe el estilo de tablero «{ $style }»: elige { $styles }.
setting-clock = el reloj
setting-turn-timeout = el tiempo por turno
setting-challenge-expiry = la caducidad de los retos
not-a-duration = Para { $what }, «{ $text }» no es una duración: escribe p. ej. 90s, 15m, 2h o 1d.
out-of-range = Para { $what }, el valor debe ir de { $low } a { $high }.
out-of-range-given = Para { $what }, el valor debe ir de { $low } a { $high }, no { $given }.
duration-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
duration-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}

export-title = { $title }, partida #{ $game }
export-options = Opciones: { $options }
export-none = ninguna
export-player = Jugador { $seat }: { $player }
export-started = Inicio: { $when } UTC
export-start = Posición inicial: { $position }
export-standard = estándar
export-result = Resultado: { $result }
export-in-progress = en curso
export-aborted = Partida anulada
export-draw = Tablas { $how }
export-win = { $winner } gana { $how }
export-moves = Jugadas: { $moves }
export-no-moves = (ninguna)
export-position = Posición: { $position }
export-mark = Análisis: { $mark }
name-review = analizar
name-puzzle = problema
name-puzzles = problemas
name-number = número
name-daily = diario
cmd-review = Recorre una partida terminada tuya de Molino, con cada posición valorada
cmd-review-game = el número de la partida (por defecto: tu última partida aquí)
cmd-puzzle = Un problema de Molino: encuentra la única jugada ganadora, con clics
cmd-puzzle-number = el número del problema (por defecto: uno cercano a tu puntuación que no hayas intentado)
cmd-puzzle-daily = el problema del día de este servidor
cmd-puzzles = La clasificación de problemas (puntuaciones y rachas) y tu historial
review-buttons = ⏮ ◀ ▶ ⏭ recorre la partida; ⚑ salta al siguiente momento clave (momentos clave: { $count }).
puzzle-title = **Problema #{ $id }** ({ $difficulty }, puntuación { $rating }): { $player }, que mueve, gana en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    }. Encuentra la única jugada ganadora.
puzzle-easy = fácil
puzzle-medium = medio
puzzle-hard = difícil
puzzle-daily = El problema de hoy en este servidor.
puzzle-right = Correcto: **{ $move }**. El ordenador responde { $reply }.
puzzle-solved = Resuelto: ¡**{ $move }** gana! Puntuación de problemas { $rating } ({ $change }), racha { $streak }.
puzzle-wrong = Incorrecto: **{ $move }** no gana por el camino más corto. La solución: { $solution }. Puntuación de problemas { $rating } ({ $change }); la racha vuelve a empezar.
puzzle-no-such = No existe el problema #{ $id }: elige uno del 1 al { $count }.
puzzle-over = El problema #{ $id } no tiene esa jugada por hacer: empiézalo de nuevo con /{ name-puzzle }.
puzzle-leaderboard = Clasificación de **problemas** { $place }
puzzle-nobody = Nadie ha intentado aún un problema { $place }.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } resueltos, mejor racha { $best })
puzzle-record = Tus problemas: puntuación { $rating }, { $solved } resueltos, { $failed } fallados, racha { $streak } (mejor { $best }).
puzzle-no-record = Aún no has intentado ningún problema: /{ name-puzzle } te da uno.
review-start = Partida #{ $game }: el inicio (jugadas: { $total }).
review-step = Jugada { $ply } de { $total }: { $player } jugó { $move }.
review-exact-win = { $player }, que mueve, gana en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    } (bases de finales, exacto).
review-exact-loss = { $player }, que mueve, pierde en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    } (bases de finales, exacto).
review-exact-draw = Tablas con el mejor juego (bases de finales, exacto).
review-search-win = { $player }, que mueve, gana en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    } (hallado por la búsqueda).
review-search-loss = { $player }, que mueve, pierde en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    } (hallado por la búsqueda).
review-search-score = Juicio de la búsqueda: { $score } fichas para { $player }, que mueve.
review-game-over = La partida ha terminado.
review-let-win = La victoria en { $plies ->
        [one] 1 jugada
       *[other] { $plies } jugadas
    } se dejó escapar en la jugada { $ply } ({ $move }); { $better } la mantenía.
review-let-draw = Las tablas se dejaron escapar en la jugada { $ply } ({ $move }); { $better } las mantenía.
review-mistake = La jugada { $ply } ({ $move }) perdió terreno según la búsqueda; { $better } era mejor.
review-nothing = Aquí no hay ninguna partida tuya para analizar.
review-morris-only = Solo se pueden analizar partidas de { -morris }.
review-unfinished = La partida #{ $game } aún no ha terminado: analízala cuando acabe.
terminal-review-description = Recorre una partida terminada de { -morris } guardada en { $db } (o --db ARCHIVO), con cada posición valorada: exactamente por las bases de finales o, si no, por una búsqueda corta.
terminal-review-arg-game = el número de la partida (por defecto: la última jugada en el terminal)
terminal-review-prompt = Intro o > siguiente, < anterior, ! siguiente momento clave, un número: esa jugada, q: salir>
terminal-review-hint = Recorre esta partida con cada posición valorada: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = ayuda
words-resign = rendirse, abandonar, me rindo
words-restart = reiniciar
words-draw = tablas
words-takeback = deshacer
words-accept = aceptar
words-decline = rechazar
words-withdraw = retirar, cancelar


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } y { $then }
list-lines =
    { $first }
    { $then }
this-channel = este canal
computer = Ordenador
computer-level = Ordenador ({ $level })
computer-level-standby = Por ahora el ordenador juega en { $played }: su juego en { $level } aún se está preparando y tomará el relevo por sí solo cuando esté listo.
option-value = { $name } { $value }
option-on = sí
option-off = no
error-apology = Lo siento, algo ha fallado por mi parte. Ha quedado registrado; inténtalo de nuevo, por favor.
error-not-here = Este comando no se puede usar aquí.
permission-view-channel = Ver canales
permission-send-messages = Enviar mensajes
permission-send-messages-in-threads = Enviar mensajes en hilos
games-only-in = En este canal no se juega: prueba en { $channels }.
app-not-in-server = No soy miembro de este servidor, así que no puedo publicar aquí el tablero de una partida. Pide a un administrador del servidor que me añada (el enlace de invitación está en mi perfil), o juega por MD o en un MD de grupo.
permission-missing = No puedo alojar una partida en { $where }: ahí me { $count ->
        [one] falta el permiso
       *[other] faltan los permisos
    } { $permissions }. Pide a un administrador del servidor que me lo conceda, o juega en otro canal.

button-accept = Aceptar
button-decline = Rechazar
button-withdraw = Retirar
button-rematch = Revancha
button-resign = Rendirse
button-keep = Seguir jugando
button-offer-draw = Ofrecer tablas
button-takeback = Deshacer
button-restart = Reiniciar
only-owner = Solo { $owner } puede { $purpose }.
purpose-press = pulsar esto
purpose-answer-challenge = responder a este reto
purpose-withdraw-challenge = retirar este reto
purpose-answer-offer = responder a esta oferta
step-remove = retirar { $point }
step-remove-which = ¿Qué ficha retiras?
step-your-move = Tu jugada
step-mill-remove-which = { $move } forma un molino: ¿qué ficha retiras?
step-to-where = { $move }: ¿adónde?
step-choose-range = Elige un rango
step-page-row = Fila { $row } ({ $first }–{ $last })
step-page-rows = Filas { $first }–{ $last }
step-board = Tablero { $board }

challenge = { $challenged }, { $challenger } te reta a **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = reglas estándar
challenge-first = { $player } mueve primero
challenge-first-random = quién mueve primero se sortea
challenge-from-position = Desde una posición preparada (no puntuada).
challenge-clock = Reloj: { $clock } por jugada.
challenge-in-thread = La partida se juega en su propio hilo.
challenge-answer-any = Pulsa Aceptar o Rechazar, o escribe `aceptar` o `rechazar`. El reto caduca { $expires }.
challenge-answer-addressed = Pulsa Aceptar o Rechazar, o escribe `aceptar` o `rechazar` mencionándome (`@yo aceptar`). El reto caduca { $expires }.
challenge-answer-none = Pulsa Aceptar o Rechazar. El reto caduca { $expires }.
challenge-opponent-is-bot = { $opponent } es un bot: reta a una persona, o deja el rival vacío para jugar contra mí.
challenge-opponent-not-member = { $opponent } no es miembro de este servidor, así que no podría responder: reta a alguien que esté aquí.
challenge-no-thread-here = Los hilos solo existen en los canales de servidor, así que aquí una partida no puede tener uno: reta de nuevo sin `{ name-thread }`.
challenge-too-fast = Estás enviando retos demasiado rápido: espera { $seconds } s e inténtalo de nuevo.
challenge-not-open = Este reto ya no está abierto.
challenge-accepted-by = Aceptado por { $player }.
challenge-declined-by = Rechazado por { $player }.
challenge-withdrawn-by = Retirado por { $player }.
game-begins = Empieza { $game } #{ $id }.

offer-draw = { $proposer } ofrece tablas en { $game } #{ $id }. { $opponent }: pulsa Aceptar o Rechazar, o usa /tablas.
offer-restart = { $proposer } propone reiniciar la partida desde el principio en { $game } #{ $id }. { $opponent }: pulsa Aceptar o Rechazar, o usa /reiniciar.
offer-takeback = { $proposer } pide deshacer su última jugada en { $game } #{ $id }. { $opponent }: pulsa Aceptar o Rechazar, o usa /deshacer.
offer-rematch = { $proposer } ofrece la revancha en { $game } #{ $id }. { $opponent }: pulsa Aceptar o Rechazar, o usa /revancha o el botón Revancha.
declined-draw = { $player } ha rechazado la oferta de tablas en { $game } #{ $id }.
declined-restart = { $player } ha rechazado la propuesta de reinicio en { $game } #{ $id }.
declined-takeback = { $player } ha rechazado deshacer la jugada en { $game } #{ $id }.
declined-rematch = { $player } ha rechazado la revancha en { $game } #{ $id }.
agreed-draw = Acordado: tablas en { $game } #{ $id }.
agreed-restart = Acordado: reinicio en { $game } #{ $id }.
agreed-takeback = Acordado: se deshace la jugada en { $game } #{ $id }.
agreed-rematch = Acordado: revancha en { $game } #{ $id }.
offer-accepted-by = Aceptada por { $player }.
offer-declined-by = Rechazada por { $player }.
rematch-started = Empieza la revancha.
resign-confirm = { $player }, ¿te rindes en { $game } #{ $id }? Pulsa Rendirse para confirmarlo.
resigned = Te has rendido.
resignation-cancelled = Rendición cancelada.
game-aborted = La partida se ha anulado.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Esa opción ya no es posible: el tablero ha cambiado. Vuelve a usar su menú.
game-no-longer-in-progress = Esa partida ya no está en curso.
no-game-in-channel = No hay ninguna partida en curso en este canal.
games-here = **Partidas en curso aquí** (sigue sus tableros; `/tablero` muestra uno en privado)
games-here-entry = { $game } #{ $id }, { $first } contra { $second }, { $turns ->
        [one] { $turns } turno jugado
       *[other] { $turns } turnos jugados
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = No tienes aquí ningún reto abierto que retirar.
nothing-to-answer = Ahora mismo no hay nada que aceptar o rechazar.
typed-how-any = Escribe tu jugada en el canal
typed-how-addressed = Escribe tu jugada mencionándome (`@yo d6`)
typed-how-none = Usa los menús del tablero
typed-help =
    { $how } para jugarla (cómo escribirla, más abajo). Además: `h`/`ayuda` esta ayuda, `q`/`rendirse` rendirte (pide confirmación), `r`/`reiniciar` proponer empezar de nuevo, `tablas` ofrecer o aceptar tablas, `deshacer` pedir deshacer tu última jugada, `aceptar`/`rechazar` responder a un reto o una propuesta, `retirar` retirar un reto que hayas hecho. Cada orden existe también como comando de barra: mira /ayuda.

    { $rules }
stats-here = en este servidor
stats-anywhere = en cualquier lugar
stats-in-game = { " " }de { $game }
stats-no-games = { $player } aún no tiene partidas terminadas{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: sin puntuación aún, { $wins }V { $losses }D { $draws }T
stats-record-rated = { $game }: puntuación { $rating }, puesto { $rank }, { $wins }V { $losses }D { $draws }T
stats-nobody = Nadie ha terminado aún una partida puntuada de { $game } { $place }.
stats-leaderboard = Clasificación de **{ $game }**
stats-leaderboard-global = Clasificación de **{ $game }** (global)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }V { $losses }D { $draws }T)
help-commands =
    {"**"}Empezar una partida**: { $challenges } — cada uno admite `rival` (déjalo vacío, o elígeme a mí, para jugar contra el ordenador), `nivel`, `primero`, las opciones propias del juego y `posición`.
    {"**"}Jugar**: los menús y botones del tablero, o `/jugada` (con sugerencias){ $typing }
    {"**"}Durante una partida**: `/tablero` volver a mostrarla, `/tablas` ofrecer o aceptar tablas, `/reiniciar`, `/deshacer` (partidas no puntuadas), `/rendirse`, `/anular` (antes de que los dos bandos muevan).
    {"**"}Después de una partida**: `/revancha` (o el botón Revancha), `/exportar` lista de jugadas y posición, `/analizar` recorrerla con cada posición valorada.
    {"**"}Más**: `/estadísticas [usuario] [juego]` puntuaciones y historial, `/ayuda [juego]` reglas{ $settings }; `/problema` un problema (`diario`: el del día del servidor), `/problemas` la clasificación de problemas.
help-typing-any = , o simplemente escribe la jugada en el canal (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Para escribir: `h` ayuda, `q` rendirse, `r` reiniciar, `tablas`, `aceptar`, `rechazar`, `retirar` (tu propio reto; o su botón Retirar).
help-typing-addressed = , o escribe la jugada mencionándome (`@yo d6`, `@yo a1-a4xg7`). Se escriben igual: `h` ayuda, `q` rendirse, `r` reiniciar, `tablas`, `aceptar`, `rechazar`, `retirar` (tu propio reto; o su botón Retirar).
help-typing-none = . Aquí no se leen los mensajes escritos.
reminders-on = Los avisos por MD están activados: también te envío un MD cuando se te acaba el tiempo para mover con un reloj de una hora o más. Cámbialo con `/avisos md:`.
reminders-off = Los avisos por MD están desactivados: solo la mención en la partida cuando se te acaba el tiempo para mover con un reloj de una hora o más. Cámbialo con `/avisos md:`.
settings-channels-invalid = Indica los canales donde se permiten partidas como menciones #canal, o escribe `all`.
settings-manage-server-only = Solo los miembros con el permiso Gestionar servidor pueden hacer esto.
settings-channel-elsewhere = { $channel } no es un canal de este servidor: indica canales de este servidor, o escribe `all`. No se ha cambiado nada.
settings-saved = Ajustes guardados.
settings-current = Ajustes actuales (da opciones para cambiarlos).
settings-every-channel = todos los canales
settings-shown =
    { $heading }
    Tiempo por turno: { $timeout }
    Caducidad de los retos: { $expiry }
    Estilo de tablero: { $style }
    Partidas permitidas en: { $channels }
    Partidas en su propio hilo: { $threads }
    Idioma de las partidas: { $language }
export-as-file = La partida es demasiado larga para un mensaje: aquí la tienes como archivo.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } ha jugado **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } ha jugado **{ $move }** y ofrece tablas: pulsa Aceptar o Rechazar, o usa /tablas para aceptarlas.
board-start = **{ $game }** #{ $id }: empieza la partida, { $player } mueve primero.
board-restart = **{ $game }** #{ $id }: la partida vuelve a empezar desde el principio.
board-takeback = **{ $game }** #{ $id }: se ha deshecho la última jugada de { $player } (y cualquier respuesta a ella).
board-recent = Jugadas recientes: { $moves }
board-thinking = { $player } está pensando…
board-not-shown-move = Se ha jugado **{ $move }**; no se ha podido publicar el tablero. /tablero lo muestra.
board-not-shown = Se ha jugado tu jugada; no se ha podido publicar el tablero. /tablero lo muestra.
board-above = Tu jugada está en el tablero de arriba ({ $link }): ya no puedo publicar mensajes nuevos en este canal. Pide a un administrador del servidor que me vuelva a dar aquí el permiso Enviar mensajes.
turn-ping = { $player }, te toca en { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } ha terminado, mira el tablero: { $link }
board-moved = *Este tablero se ha movido: la partida sigue en { $link }*
board-behind = **{ $game }** #{ $id }: de nuevo. No se ha podido actualizar este tablero: en un chat de grupo, Discord solo me deja publicar en los 15 minutos siguientes a que alguien me use.
thread-name = { $game }: { $first } contra { $second }
a-player = un jugador
user-unknown = usuario { $id }
move-played = Has jugado **{ $move }**.
time-left-minutes = unos { $minutes } min
time-left-seconds = menos de un minuto
turn-warning = { $player }, te quedan { $left } para tu jugada en { $game } #{ $id }: el tiempo se acaba { $when }.
reminder-dm = Te toca en { $game } #{ $id }: el tiempo se acaba { $when }. (Desactiva estos avisos con /avisos.)
reminder-dm-link = Te toca en { $game } #{ $id }: el tiempo se acaba { $when }. El tablero: { $link } (Desactiva estos avisos con /avisos.)
challenge-expired-note = Este reto ha caducado.
board-deadline = El tiempo se acaba { $when }.
game-over-aborted = **Fin de la partida**: la partida se ha anulado (sin resultado ni cambio de puntuación).
game-over-draw = **Fin de la partida**: tablas { $how }.
game-over-win = **Fin de la partida**: { $winner } gana { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Puntuaciones: { $changes }
result-unrated =
    { $result }
    Partida no puntuada.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = anular
name-board = tablero
name-board-style = estilo_tablero
name-boards = tableros
name-breakthrough = breakthrough
name-challenge-expiry = caducidad_reto
name-channels = canales
name-clock = reloj
name-colours = colores
name-columns = columnas
name-dm = md
name-draw = tablas
name-draw-plies = tablas_tras
name-export = exportar
name-first = primero
name-firstattack = firstattack
name-flying = vuelo
name-game = juego
name-games = partidas
name-help = ayuda
name-level = nivel
name-morris = molino
name-move = jugada
name-notakto = notakto
name-opponent = rival
name-pleiadis = pleiadis
name-position = posición
name-rematch = revancha
name-reminders = avisos
name-repetition-draw = tablas_repetición
name-resign = rendirse
name-restart = reiniciar
name-rows = filas
name-scope = ámbito
name-settings = ajustes
name-size = tamaño
name-stats = estadísticas
name-takeback = deshacer
name-thread = hilo
name-threads = hilos
name-threemorris = molino_de_tres
name-turn-timeout = tiempo_turno
name-user = usuario

choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = fácil
choice-emoji = emoji
choice-global = global
choice-hard = difícil
choice-me = yo
choice-medium = medio
choice-perfect = perfecto
choice-random = al azar
choice-server = servidor
choice-text = texto
choice-them = el rival

cmd-challenge = Reta a alguien, o al ordenador, a { $game }
cmd-option = { $help } (por defecto { $default })
cmd-challenge-menu = Retar a una partida
cmd-challenge-opponent = contra quién jugar; déjalo vacío, o elígeme a mí, para jugar contra el ordenador
cmd-challenge-level = fuerza del ordenador: { $levels } (por defecto { $default })
cmd-challenge-first = quién mueve primero: yo, el rival o al azar (por defecto al azar)
cmd-challenge-position = empezar desde esta posición (la partida no será puntuada)
cmd-challenge-thread = jugar la partida en su propio hilo (por defecto: el ajuste del servidor)
cmd-challenge-clock = tiempo por jugada, p. ej. 15m, 2h o 3d (de 1 minuto a 14 días; por defecto: el del servidor)
cmd-move = Haz una jugada en tu partida de este canal
cmd-move-move = tu jugada, p. ej. d6, a1-a4, a1-a4xg7, A6 o b2-c3
cmd-board = Muestra la partida de este canal, en privado
cmd-games = Las partidas en curso aquí, para seguirlas
cmd-resign = Ríndete en tu partida de este canal
cmd-abort = Anula tu partida antes de que los dos bandos muevan
cmd-export = Tu partida como lista de jugadas y posición
cmd-draw = Ofrece tablas, o acepta la oferta de tu rival
cmd-restart = Propón reiniciar, o acepta la propuesta
cmd-takeback = Pide deshacer tu última jugada
cmd-rematch = Ofrece la revancha de tu última partida aquí
cmd-stats = Clasificación de un juego, o historial de un jugador
cmd-stats-user = mostrar el historial y el puesto de este jugador en cada juego
cmd-stats-game = el juego (por defecto { -morris } para la clasificación)
cmd-stats-scope = las partidas de este servidor, o todas (por defecto: el servidor; global en MD)
cmd-help = Los comandos y las reglas de un juego
cmd-help-game = mostrar las reglas y la notación de jugadas de este juego
cmd-reminders = Tus avisos por MD antes de que se acabe tu tiempo para mover
cmd-reminders-dm = sí: también un MD cuando se agota un reloj de una hora o más (no por defecto)
cmd-settings = Ajustes de juego del servidor (Gestionar servidor)
cmd-settings-turn-timeout = tiempo para cada jugada, p. ej. 15m, 2h o 1d (de 1 minuto a 7 días)
cmd-settings-challenge-expiry = cuánto tiempo sigue abierto un reto, p. ej. 10m (de 1 minuto a 1 día)
cmd-settings-board-style = cómo se dibujan los tableros
cmd-settings-channels = #canales donde se puede jugar, o `all`
cmd-settings-threads = jugar retos, retos abiertos y emparejamientos rápidos entre personas, cada uno en su hilo


## Terminal (bot/console/)

# Letra de respuesta: una palabra que empiece por ella (sí, no, reanudar, nueva).
terminal-yes = s
terminal-no = n
terminal-resume = r
terminal-new = n
# «Tú» no puede ser clave de variante en Fluent (solo ASCII): los textos que en inglés
# seleccionan sobre «You» (result-win, legend-moves-*) están redactados sin selector.
terminal-you = Tú
terminal-computer = Ordenador
terminal-player = Jugador { $seat }

terminal-description = Juega en el terminal: dos personas con un teclado, o una contra el ordenador (--computer). Las partidas se guardan en { $db } (o --db ARCHIVO): sal con Ctrl-D o Ctrl-C y vuelve a ejecutar el mismo comando para seguir donde lo dejaste.
terminal-arg-lang = el idioma de juego (por defecto { $default }: según LC_ALL, LC_MESSAGES o LANG)
terminal-arg-style = estilo de tablero
terminal-arg-computer = el ordenador juega con este bando
terminal-arg-level = la fuerza del ordenador
terminal-arg-position = empezar desde esta posición
terminal-arg-seed = semilla del jugador ordenador
terminal-arg-db = el archivo de partidas guardadas (por defecto { $db })
terminal-error = error: { $error }
terminal-level-needs-computer = --level es la fuerza del ordenador: añade --computer 1 o 2
terminal-title = { $game }. Escribe h para ver la ayuda.

terminal-help =
    Órdenes:
      h, ayuda        mostrar esta ayuda y las reglas
      q, rendirse     rendirte (pide confirmación)
      r, reiniciar    proponer empezar de nuevo (el otro jugador debe aceptar)
      tablas          ofrecer tablas (el otro jugador debe aceptar)
      deshacer        pedir deshacer tu última jugada (el otro jugador debe aceptar)
    Todo lo demás se lee como una jugada. Ctrl-D o Ctrl-C guarda la partida y sale.
terminal-saved = Partida guardada: vuelve a ejecutar el mismo comando para seguir.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h para ver la ayuda)
terminal-too-long = Eso es demasiado largo para una jugada o una orden ({ $length ->
    [one] { $length } carácter
   *[other] { $length } caracteres
}).
terminal-restarted = Partida reiniciada.
terminal-plays = { $player }: jugada { $move }
terminal-offers-draw = { $player }: oferta de tablas. Escribe tablas para aceptarla.
terminal-result = { $result }.
terminal-resign-confirm = ¿Te rindes en esta partida? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Rendición cancelada.
terminal-nothing-to = Aquí no hay nada que { $command ->
    [accept] aceptar
    [decline] rechazar
   *[withdraw] retirar
}: las ofertas se responden en el momento en que se hacen.
terminal-question = { $player }, { $kind ->
    [restart] ¿empezar de nuevo desde el principio?
    [draw] ¿aceptas tablas?
   *[takeback] ¿dejas deshacer la última jugada?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player }: { $kind ->
    [restart] reinicio rechazado
    [draw] tablas rechazadas
   *[takeback] deshacer rechazado
}.
terminal-declined = { $kind ->
    [restart] Reinicio rechazado.
    [draw] Tablas rechazadas.
   *[takeback] Deshacer rechazado.
}

terminal-moves-made = { $moves ->
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}
terminal-resuming = Reanudando tu partida guardada de { $game } (partida #{ $id }, { terminal-moves-made }). Ríndete (q) para empezar una nueva.
terminal-differs = Tienes una partida guardada de { $game } (partida #{ $id }, { terminal-moves-made }), pero no coincide con lo que has pedido: { $differences }.
terminal-resume-or-new = ¿Reanudar la partida guardada ({ terminal-resume }) o rendirte y empezar una nueva ({ terminal-new })?
terminal-difference = guardada: { $saved }, pedida: { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = dos jugadores
terminal-setup-computer = ordenador como { $seat }
terminal-setup-level = nivel { $level }
terminal-setup-position = desde { $position }
terminal-setup-start = desde el principio
terminal-setup-none = ninguno

# Added with /settings language (the language of a server's games)
no-such-language = No existe el idioma «{ $language }»: elige uno de { $languages } o déjalo vacío para usar el del servidor.
settings-servers-language = el del servidor (su idioma de Discord)
name-language = idioma
choice-server-language = el del servidor
cmd-settings-language = el idioma de los retos, tableros y resultados aquí (por defecto: el del servidor)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } no es un punto del tablero: los puntos van de a1 a e5 (como en el dibujo) o son los números 0 a 15
position-six-board = el tablero son 16 caracteres entre '.', 'W' y 'B'
position-russian-fields = una posición del { -russian } tiene 6 campos: tablero, turno, manos, paso pendiente, historial, registros (p. ej. '........................ W 9/9 - - -/-')
position-russian-record = { $record } no es un registro de puntos como a7,d7,g7 (o - si no hay ninguno)
position-morabaraba-fields = una posición de { -morabaraba } tiene 6 campos: tablero, turno, manos, paso pendiente, historial, últimas jugadas de molino (p. ej. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } no es una jugada como a1-a4 (o - si no hay ninguna)
move-morabaraba-back = { $src }-{ $dst } vuelve directamente para cerrar la misma línea tras un molino que retiró: no se permite la «ametralladora», haz otra jugada
move-russian-spent = { $move } cierra un molino cuyos puntos ya dieron todos una retirada: no retira nada
rules-twelve =
    { -twelve }: { -morris } con 12 fichas cada uno y las cuatro diagonales (a7-c5, g7-e5, a1-c3, g1-e3) como líneas y molinos{ $flying ->
        [on] ; con 3 fichas puedes volar a cualquier punto
       *[off] {""}
    }. Si la colocación llena los 24 puntos, la partida es tablas. Deja a tu rival con 2 fichas o sin jugada para ganar; una posición vista tres veces es tablas{ $plies ->
        [0] {""}
       *[other] , y también { $plies } jugadas sin retirada
    }.
    Jugadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (y retirar g7); los puntos son a1-g7 o 0-23.
rules-morabaraba =
    { -morabaraba }: 12 fichas («vacas») cada uno en el tablero con las cuatro diagonales (a7-c5, g7-e5, a1-c3, g1-e3) como líneas y molinos{ $flying ->
        [on] ; con 3 fichas puedes volar a cualquier punto
       *[off] {""}
    }. Un molino retira una ficha, aunque cierre dos. Sin «ametralladora»: tras una jugada que formó molino y retiró, tu siguiente jugada no puede volver directamente para cerrar la misma línea. Tablas: tablero lleno al colocar, posición vista tres veces, 10 jugadas sin colocar ni retirar mientras un jugador tiene exactamente 3 fichas en el tablero{ $plies ->
        [0] {""}
       *[other] {" "}o { $plies } jugadas sin retirada
    }.
    Jugadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (y retirar g7); los puntos son a1-g7 o 0-23.
rules-lasker =
    { -lasker }: { -morris } con 10 fichas cada uno; en cada turno puedes colocar una ficha de la mano o deslizar una tuya a un punto vecino vacío. No se vuela mientras tengas fichas en la mano{ $flying ->
        [on] ; con la mano vacía y 3 fichas puedes volar a cualquier punto
       *[off] {""}
    }. Deja a tu rival con 2 fichas o sin jugada para ganar; una posición vista tres veces es tablas{ $plies ->
        [0] {""}
       *[other] , y también { $plies } jugadas sin colocar ni retirar
    }.
    Jugadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (y retirar g7); los puntos son a1-g7 o 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(con 3 fichas puedes volar a cualquier punto)
       *[off] {""}
    }, pero cada jugador lleva un registro de puntos: un molino que retira añade sus tres puntos a tu registro, y un molino nuevo solo retira si alguno de sus puntos aún no está en él. Deja a tu rival con 2 fichas o sin jugada para ganar; una posición vista tres veces es tablas{ $plies ->
        [0] {""}
       *[other] , y también { $plies } jugadas sin retirada
    }.
    Jugadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (y retirar g7); los puntos son a1-g7 o 0-23.
rules-six =
    { -six }: dos cuadrados de 16 puntos unidos por sus puntos medios; los 8 lados son los molinos. Coloca tus 6 fichas y luego muévelas por las líneas{ $flying ->
        [on] {" "}(con 3 fichas puedes volar a cualquier punto)
       *[off] {""}
    }. Tres en línea forman un molino: retira una ficha rival. Deja a tu rival con 2 fichas o sin jugada para ganar; una posición vista tres veces es tablas{ $plies ->
        [0] {""}
       *[other] , y también { $plies } jugadas sin retirada
    }.
    Resuelto aquí por análisis retrógrado de las 50,9 millones de posiciones (sin vuelo y sin las reglas de tablas): con juego perfecto la posición inicial es tablas, y el nivel `perfect` juega esa solución.
    Jugadas: c5 (colocar), a3-b3 (mover), a3-b3xc4 (y retirar c4); los puntos son a1-e5 o 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variante
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = qué juego de molino: { -morris } (por defecto) o una de sus variantes

## La sala (issue 42): búsquedas abiertas, /sala, emparejamiento rápido, bloqueos, la sala global.

name-seek = buscar
name-tournament = torneo
name-lobby = sala
name-pair = emparejar
name-block = bloquear
name-rated = puntuada
name-colour = color
name-min-rating = puntuación_mín
name-max-rating = puntuación_máx
name-hide = ocultar
name-wait = espera
name-leave = salir
name-unblock = desbloquear
name-lobby-channel = canal_sala
choice-channel = canal
cmd-seek = Publica un reto abierto que cualquiera puede aceptar con un clic
cmd-seek-game = el juego o la variante
cmd-seek-clock = tiempo por jugada, p. ej. 5m o 1d (por defecto: el del servidor)
cmd-seek-rated = si la partida cuenta para la puntuación (por defecto: sí)
cmd-seek-colour = quién empieza: yo, el rival o al azar (por defecto al azar)
cmd-seek-min-rating = la puntuación más baja de quien puede aceptar
cmd-seek-max-rating = la puntuación más alta de quien puede aceptar
cmd-seek-scope = quién lo ve: este canal (por defecto), este servidor o todos los servidores de la sala global
cmd-lobby = Las búsquedas abiertas que puedes aceptar, las más nuevas primero
cmd-lobby-hide = sí: ocultarte a otros servidores de la sala global; no: mostrarte de nuevo
cmd-pair = Emparejamiento rápido: juega contra el próximo jugador que quiera el mismo juego y ritmo
cmd-pair-game = el juego o la variante
cmd-pair-clock = tiempo por jugada, p. ej. 5m o 1d (por defecto: el del servidor)
cmd-pair-wait = cuánto esperar a un rival, p. ej. 10m (por defecto 15 minutos; un día con ritmos de una hora o más)
cmd-pair-leave = sí: salir de la cola en la que esperas
cmd-block = Bloquea a un jugador: dejáis de ver vuestras búsquedas y nunca os emparejan
cmd-block-user = el jugador
cmd-block-unblock = sí: desbloquearlo
cmd-settings-lobby = participar en la sala global que comparten los servidores que la activan (desactivada por defecto)
cmd-settings-lobby-channel = el único #canal de la sala global aquí, o `all`
setting-wait = el tiempo de espera
button-take-seek = Aceptar
button-drop-seek = Retirar
button-leave-pool = Salir de la cola
seek-posted = { $seeker } busca una partida de { $title }: { $clock } por jugada, { $rated }, puntuación { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = el tiempo del servidor
seek-any-rating = abierta a cualquier puntuación
seek-range = para puntuaciones de { $low } a { $high }
seek-rated = puntuada
seek-casual = amistosa
seek-scope-channel = Abierta a este canal.
seek-scope-server = Abierta a todo el servidor.
seek-scope-global = Abierta a todos los servidores de la sala global.
seek-accepted-by = Aceptada por { $player }: partida #{ $id }.
seek-you-accepted = Aceptaste la búsqueda: la partida #{ $id } empieza en su canal.
seek-withdrawn = Esta búsqueda fue retirada.
seek-bad-choice = Esa opción no existe: el color es me, them o random, el ámbito channel, server o global.
seek-range-reversed = El rango de puntuación está al revés: { $low } es mayor que { $high }.
seek-scope-needs-server = Solo una búsqueda en un servidor puede llegar más allá de su canal.
seek-too-many = Has llegado al límite de búsquedas abiertas ({ $count }): retira una primero.
seek-not-yours = Solo { $seeker } puede retirar esta búsqueda.
seek-gone = Esa búsqueda ya no está abierta.
seek-expired = Esa búsqueda ha caducado.
seek-own = No puedes aceptar tu propia búsqueda.
seek-out-of-reach = Esa búsqueda no está abierta para ti aquí.
seek-rating-range = Tu puntuación { $rating } está fuera del rango de esta búsqueda ({ $low } a { $high }).
seek-taken = Otra persona aceptó esa búsqueda antes.
lobby-hidden = Estás oculto para otros servidores de la sala global.
lobby-shown = Los otros servidores de la sala global vuelven a ver tus búsquedas.
lobby-empty = No hay ninguna búsqueda abierta que puedas aceptar aquí. Publica una con /buscar o juega contra el próximo jugador que quiera una partida con /emparejar.
lobby-heading = Búsquedas abiertas que puedes aceptar, las más nuevas primero (pulsa un número para aceptar):
lobby-line = **{ $number }.** { $title }, { $clock } por jugada, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = este canal
lobby-where-other = otro servidor
lobby-page = Página { $page } de { $pages }, { $count } en total.
lobby-server-not-in = Este servidor no participa en la sala global: alguien con permiso de gestionar el servidor puede activarla con `/ajustes sala:`.
lobby-other-channel = La sala global de este servidor está limitada a otro canal (mira `/ajustes canal_sala:`).
lobby-one-channel = La sala global solo se puede limitar a un canal.
lobby-settings-shown = Sala global: { $state }, en { $channel }.
pool-needs-server = El emparejamiento rápido funciona en los canales de un servidor, no en mensajes directos.
pool-needs-game = Elige el juego para el que quieres emparejarte.
pool-already = Ya esperas en una cola: sal de ella primero.
pool-not-in = No esperas en ninguna cola.
pool-waiting = Esperas un rival para { $title } con { $clock } por jugada, hasta { $until }.
pool-paired = { $player }, te han emparejado con { $other }: vuestra partida empieza aquí.
pool-left = Has salido de la cola.
block-yourself = No puedes bloquearte a ti mismo.
block-already = { $user } ya está bloqueado.
block-not-blocked = { $user } no está bloqueado.
block-done = { $user } está bloqueado: dejáis de ver vuestras búsquedas y nunca os emparejan.
block-undone = { $user } ya no está bloqueado.
name-mygames = mispartidas
cmd-mygames = Todas tus partidas, en cada servidor y MD, primero las que te esperan
mygames-none = No tienes ninguna partida en curso en ningún sitio.
mygames-heading = Tus partidas en curso ({ $count }), primero las que te esperan:
mygames-line = { $title } #{ $id } contra { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = te toca
mygames-wait = le toca a tu rival
mygames-left = el tiempo se acaba { $until }
mygames-no-clock = sin reloj
pool-lapsed = { $player }, nadie llegó para { $title } en el tiempo que elegiste esperar. ¿Juegas contra el ordenador en nivel { $level }?
button-play-computer = Jugar contra el ordenador ({ $level })
pool-offer-not-yours = Solo { $player } puede aceptar esta oferta.
seek-expired-note = Esta búsqueda caducó: nadie la aceptó a tiempo.
help-lobby = {"**"}Encontrar rival**: `/buscar` un reto abierto que cualquiera acepta con un clic, `/sala` los abiertos que puedes aceptar, `/emparejar` emparejamiento rápido con el próximo jugador que quiera el mismo juego y ritmo, `/bloquear` a un jugador, `/mispartidas` tus partidas en todas partes.
help-lobby-servers = Un servidor participa en la sala global, compartida por todos los servidores que se unen, cuando alguien con permiso de gestionar el servidor activa `/ajustes sala:` (`canal_sala:` la limita a un canal).
help-tournaments = {"**"}Torneos**: `/{ name-tournament } create` (Gestionar servidor) organiza un suizo, un todos contra todos o una arena en este canal; los jugadores se unen con el botón de su tarjeta; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Torneos (issue 43)

tournament-none = No hay ningún torneo así en este servidor.
tournament-bad-format = El formato debe ser suizo, todos contra todos o arena.
tournament-player-limit = El límite de jugadores debe ser de { $least } a { $most }.
tournament-swiss-rounds = Un suizo limitado a { $players } jugadores puede tener de 1 a { $most } rondas.
tournament-cycles = Un todos contra todos se juega una o dos veces (con colores cambiados): elige 1 o 2.
tournament-clock = El tiempo por jugada debe ser de { $least } minuto a { $most } días.
tournament-start-past = Esa hora de inicio ya pasó: elige una posterior.
tournament-joined-already = Ya estás en este torneo.
tournament-not-open = Este torneo ya empezó o terminó: no admite jugadores nuevos.
tournament-full = Este torneo está lleno (límite: { $players }).
tournament-not-in = No juegas en este torneo.
tournament-over = Este torneo ha terminado.
tournament-not-organiser = Solo el organizador o un administrador del servidor puede hacer eso.
tournament-too-few = Un torneo necesita al menos 2 jugadores para empezar.
choice-swiss = Suizo
choice-round-robin = Todos contra todos
button-tournament-join = Unirse
button-tournament-leave = Salir
tournament-card = 🏆 Torneo **{ $format }** de { $game }, { $clock } por jugada, organizado por { $organiser }
tournament-card-open = Empieza { $start }. Jugadores ({ $count } de { $limit }): { $players }
tournament-card-cancelled = Este torneo se canceló.
tournament-card-round = **Ronda { $round }**
tournament-card-bye = { $player }: descansa
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Clasificación final**
tournament-card-standings = **Clasificación**
cmd-tournament = Torneos en este servidor
cmd-tournament-create = Crear un torneo en este canal (Gestionar servidor)
cmd-tournament-format = Suizo, todos contra todos o arena
cmd-tournament-game = El juego (por defecto, el Molino)
cmd-tournament-rounds = Rondas de un suizo, vueltas de un todos contra todos (1 o 2), minutos de una arena
cmd-tournament-players = Máximo de jugadores (de 2 a 200, por defecto 16)
cmd-tournament-start-in = Minutos hasta que empiece (por defecto 10)
cmd-tournament-start = Empezar ya el torneo de este canal (su organizador)
cmd-tournament-standings = Ver el torneo de este canal: ronda y clasificación
cmd-tournament-leave = Salir del torneo de este canal
cmd-tournament-cancel = Cancelar el torneo de este canal (su organizador, o Gestionar servidor)
tournament-needs-manager = Crear un torneo requiere el permiso Gestionar servidor.
tournament-started = El torneo empieza.
tournament-cancelled = Cancelaste el torneo.
tournament-joined = Te uniste al torneo.
tournament-left = Saliste del torneo.
setting-increment = incremento
live-clock-people = Un reloj con incremento (como 5+3) es para partidas entre dos personas: indica el rival y el reloj como minutos+segundos.
challenge-live-clock = Reloj: { $clock } cada uno, más { $increment } s por jugada.
choice-arena = Arena
tournament-arena-minutes = Una arena dura de { $least } a { $most } minutos.
tournament-card-arena-ends = Termina { $end } (las partidas en curso se terminan).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = texto (se eligió { choice-tiles }, pero las fichas del bot no están disponibles)
cmd-challenge-board-style = cómo se dibuja el tablero de esta partida (por defecto: el estilo del servidor)
step-place-on = colocar en { $point }
step-move-from = mover desde { $point }
help-settings = , `/ajustes` (Gestionar servidor) tiempos, estilo de tablero y canales de juego
terminal-accept-confirm = ¿Aceptar { $kind ->
    [restart] la propuesta de { $player } de empezar de nuevo
    [draw] la oferta de tablas de { $player } (la partida termina en tablas)
   *[takeback] la petición de { $player } de deshacer la última jugada
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = No aceptada: { $kind ->
    [restart] la propuesta
    [draw] la oferta
   *[takeback] la petición
} sigue en pie.
legend-russian-record = { $piece } registro:
help-tables-building = Las tablas de finales se están construyendo ahora en segundo plano (minutos en una máquina rápida, media hora o más en una ocupada): hasta entonces `hard` busca esos finales, y se vuelve más fuerte en cuanto terminan.
cmd-board-board-style = tu propio estilo de tablero para /{ name-board } y /{ name-review }, se recuerda (por defecto: el de cada partida)
choice-tiles = fichas
own-board-style-saved = Tu propio estilo de tablero es ahora { $style }: /{ name-board } y /{ name-review } muestran los tableros así.

## Correcciones de la sala (issue 42)
lobby-channel-no-games = El canal de la sala global debe ser uno donde se permiten partidas (`/ajustes canales:`).

# Torneos, continuación (issue 43, tour43): inscripciones tardías, el anuncio de los ganadores, /stats
tournament-late-past = Este torneo admitió jugadores tardíos hasta emparejar la ronda { $round }: ya no admite más.
tournament-late-swiss-only = Solo un suizo admite jugadores tardíos: omite late_join en una liguilla o una arena.
tournament-late-range = Los jugadores tardíos pueden entrar hasta una ronda de 0 (ninguna) a { $rounds }, las rondas de este suizo.
tournament-card-late = Aún se puede entrar tarde: se empareja desde la ronda siguiente (hasta la ronda { $round }).
tournament-won = 🏆 ¡{ $winner } gana el torneo **{ $format }** de { $game }!
stats-tournaments = Torneos: { $played } jugados, { $won } ganados
cmd-tournament-late-join = Un suizo admite jugadores tardíos hasta emparejar esta ronda (por defecto 0: ninguno)
cmd-tournament-rated = Si sus partidas puntúan para la clasificación (por defecto: sí)
tournament-card-unrated = Sus partidas no puntúan para la clasificación.
cmd-settings-tournament-role = el rol cuyos miembros también pueden crear torneos (@everyone: solo Gestionar servidor)
settings-tournament-role-shown = Organizadores de torneos: Gestionar servidor y { $role }
settings-tournament-role-none = Organizadores de torneos: solo Gestionar servidor
tournament-needs-organiser = Crear un torneo requiere el permiso Gestionar servidor o el rol { $role }.
tournament-event-name = Torneo { $format } de { $game }
tournament-no-event = No se programó ningún evento de Discord: al bot le falta el permiso Crear eventos en este servidor.
cmd-tournament-clock-live = Tiempo por jugada (10m, 1d; por defecto 10m) o un reloj en vivo como 5+3 (arena: 5+3)
tournament-card-live = 🏆 Torneo **{ $format }** de { $game }, reloj en vivo { $clock }, organizado por { $organiser }
tournament-arena-live = Una arena se juega con reloj en vivo: indica el reloj como minutos+segundos, por ejemplo 5+3.
tournament-no-threads = Las partidas de este torneo se juegan aquí en el canal: el bot no puede crear hilos privados en él (Crear hilos privados).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: el canal donde jugabas ya no existe, así que la partida sigue aquí, en nuestro mensaje directo. Juega pulsando en el tablero.
seek-you-accepted-across = Aceptaste la búsqueda: la partida #{ $id } empieza, con un tablero aquí y otro en el servidor de quien la publicó.

## Detalles de la sala (issue 42, segunda ronda)
pool-paired-unsaid = Vuestra partida ha empezado aquí, pero no se pudo avisar a { $player }: avísale tú.

# Enlaces de las mesas del torneo (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partida]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# puntos · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (retirado)
offer-draw-elsewhere = { $proposer } ofrece tablas en { $game } #{ $id }. { $opponent } responde en su propio tablero.
offer-restart-elsewhere = { $proposer } propone reiniciar la partida desde el principio en { $game } #{ $id }. { $opponent } responde en su propio tablero.
offer-takeback-elsewhere = { $proposer } pide deshacer su última jugada en { $game } #{ $id }. { $opponent } responde en su propio tablero.

## Sala, cuarta ronda (issue 42): una búsqueda con las opciones propias del juego
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Caduca { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } ofrece la revancha en { $game } #{ $id }. { $opponent } juega en otro servidor y acepta allí, con /revancha o el botón Revancha de su tablero.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Torneo { $format }, ronda { $round } de { $rounds }
board-tournament = 🏆 Torneo { $format }

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } te ofrece la revancha de { $game } #{ $id }: acéptala o recházala en tu tablero: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Esta partida la lleva el bot en el servidor del otro jugador: desde aquí puedes mover, abandonar o anularla, nada más. No se ha cambiado nada.
forward-no-answer = El servidor del otro jugador, que lleva esta partida, no respondió a tiempo (quizá se esté reiniciando), así que no se ha cambiado nada. Inténtalo de nuevo en un minuto.
forward-taken-late = El servidor del otro jugador, que lleva esta partida, tiene tu petición pero tarda en responder: el tablero la mostrará cuando esté hecha.
forward-unknown = Esto no se puede enviar al servidor que lleva esta partida. No se ha cambiado nada.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } ha rechazado la revancha.
