# Catalogue français (fr). Source : en.ftl ; mêmes clés, mêmes variables.
# Tutoiement (tu), comme d'habitude sur Discord. Termes fixes : texts/glossary/fr.md.
# Espace simple avant « : ; ? ! » (typographie française, sans espace insécable).
# Le pluriel français : « one » vaut pour 0 et 1, d'où { $count } dans chaque variante.

## Glossary

-morris = Jeu du moulin
-three = Moulin à trois
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Moulin à douze
-morabaraba = Morabaraba
-lasker = Moulin de Lasker
-russian = Moulin russe
-six = Moulin à six
-pleiadis = Pleiadis
-mill = moulin
-mills = moulins
-piece = pion
-pieces = pions
-pawn = pion
-pawns = pions

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

# Complète « Ann gagne … » ou « Partie nulle … ».
termination-line = en complétant une ligne
termination-fewer-than-three = car l'adversaire n'a plus que deux { -pieces }
termination-no-moves = car l'adversaire n'a plus de coup légal
termination-last-board = car l'adversaire a tué le dernier plateau
termination-breakthrough = en perçant jusqu'à la dernière rangée
termination-all-captured = en prenant tous les { -pawns } adverses
termination-resignation = par abandon
termination-timeout = au temps
termination-agreement = d'un commun accord
termination-repetition = par triple répétition
termination-full-board = par plateau plein
termination-move-limit = par la limite de coups
termination-aborted = annulée
# $winner : « Toi » (terminal-you) pour le joueur au terminal.
result-win = { $winner ->
    [Toi] Tu gagnes { $how }
   *[other] { $winner } gagne { $how }
}
result-draw = Partie nulle { $how }
result-aborted = Partie annulée

help-morris-computer = Comment l'ordinateur joue au { -morris } : les finales avec au plus quatre { -pieces } de chaque côté et plus aucun en main (3 contre 3, 4 contre 3, 3 contre 4, 4 contre 4 ; avec le vol, aussi 5 contre 3 et 5 contre 4 là où la machine du bot avait la mémoire pour les construire) sont résolues exactement par analyse rétrograde ; dès le niveau `difficile`, l'ordinateur gagne donc chaque finale gagnée par le chemin le plus court, ne perd jamais une finale nulle et défend une finale perdue le plus longtemps possible. Les tables ne connaissent pas de limite de coups : un gain plus long que les demi-coups restant avant la limite est donc nul en pratique. Tout le reste, toute la phase de pose et le milieu de partie, est une recherche alpha-bêta limitée dans le temps avec une évaluation faite main (matériel, { -mills }, mobilité, blocages) : forte, mais pas exacte.
help-morris-levels = Niveaux : `easy` regarde un coup à l'avance et se trompe exprès, `medium` regarde deux coups à l'avance avec de petites erreurs, `hard` cherche aussi loin que son temps le permet (2 s par coup par défaut) et joue les tables de finales. Mesuré : `hard` a battu une recherche arborescente Monte-Carlo de 1 000 simulations dans 99 parties sur 100 ; contre Sanmill, un moteur indépendant open source, à temps égal, il marque 0,72 à 0,5 s par coup (+94 =37 -26, 157 parties) et 0,68 à 2 s (+10 =10 -2, 22 parties), et 0,56 au jeu du moulin à douze à 0,5 s (+13 =1 -10, 24 parties). Ces chiffres sont ceux du moteur compilé, dont la recherche tourne en C ; là où la machine du bot n'a pas de compilateur C, `hard` cherche en Python, environ quatre coups moins loin.

### Options ($option: the option's name as typed)

option-unknown = { game-name } n'a pas d'option { $option } (options : { $known })
option-unknown-flag = { game-name } n'a pas d'option { $option } : ses options sont { $known }
option-no-such-game = il n'y a pas de jeu { $name } : choisis parmi { $known }
option-not-on-off = l'option { $option } doit valoir on ou off, pas { $value }
option-not-a-number = l'option { $option } doit être un nombre entier, pas { $value }
option-out-of-range = l'option { $option } doit aller de { $minimum } à { $maximum }, pas { $value }
option-morris-flying = un joueur réduit à trois { -pieces } peut aller sur n'importe quel point
option-morris-draw-plies = nulle après ce nombre de coups sans { -mill } (0 : jamais)

### Moves: why a move text is no move, or not legal here

move-game-over = la partie est terminée
move-occupied = { $point } est occupé
move-no-piece-on = tu n'as pas de { -piece } en { $point }
move-remove-pending = ton coup a formé un { -mill } : désigne un des { -pieces } de ton adversaire à retirer
move-nothing-to-remove = il n'y a rien à retirer : joue d'abord un coup
move-still-placing = il te reste des { -pieces } à poser : désigne un point vide
move-none-to-place = tu n'as plus de { -pieces } à poser : déplace un des tiens, p. ex. { $example }
move-not-adjacent = { $src } et { $dst } ne sont pas voisins
move-no-mill = { $move } ne forme pas de { -mill }, tu ne peux donc pas retirer de { -piece }
move-not-opponent-piece = { $point } n'est pas un des { -pieces } de ton adversaire
move-remove-from-mill = { $point } est dans un { -mill } et il y a d'autres { -pieces } que tu peux retirer
move-morris-no-such-point = { $point } n'est pas un point du plateau : les points vont de a1 à g7 (comme dessiné) ou de 0 à 23
move-morris-notation = écris un coup comme d6 (pose), a1-a4 (déplacement) ou a1-a4xg7 (et retrait de g7)
move-morris-one-removal = désigne exactement un point après x, p. ex. a1-a4xg7
move-morris-too-many-points = un coup désigne au plus deux points, p. ex. a1-a4
move-morris-hyphen = un coup avec un tiret désigne deux points, p. ex. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = le camp au trait est W ou B, pas { $side }
position-morris-fields = une position du { -morris } a 5 champs : plateau, camp, mains, étape en attente, historique (p. ex. '........................ W 9/9 - -')
position-morris-board = le plateau fait 24 caractères parmi '.', 'W' et 'B'
position-morris-hands = les { -pieces } en main s'écrivent 9/9, pas { $hands }
position-morris-number = { $field ->
    [hand-1] les { -pieces } en main du joueur 1
    [hand-2] les { -pieces } en main du joueur 2
    [classic-hand-1] la ligne 2 ({ -pieces } en main du joueur 1)
    [classic-hand-2] la ligne 3 ({ -pieces } en main du joueur 2)
   *[classic-side] la ligne 4 (le joueur au trait)
} : il faut un nombre de { $low } à { $high }, pas { $value }
position-classic-lines = le format classique a 4 lignes : plateau, main 1, main 2, trait
position-classic-board = la ligne 1 contient 24 valeurs 0, 1 ou 2 séparées par ', '
position-classic-pending = le format classique ne peut pas contenir de retrait en attente : fais d'abord le retrait
position-morris-step = { $step } n'est pas une étape comme d6 ou a1-d1
position-too-many-pieces = le joueur { $player } a plus de { $most } { -pieces }
position-pending-trail = une position avec un retrait en attente n'a pas d'historique
position-pending-no-mill = l'étape en attente doit finir sur un { -piece } du camp au trait, dans un { -mill }
position-pending-source = l'étape en attente doit partir d'un point maintenant vide
position-pending-placing = l'étape en attente est un déplacement, mais son joueur pose encore
position-pending-not-adjacent = l'étape en attente relie des points qui ne sont pas voisins
position-too-few-pieces = une partie s'arrête quand un joueur n'a plus que deux { -pieces } : seul le joueur au trait, qui vient de perdre un { -piece }, peut en être là
position-trail-placement = l'historique ne contient que des déplacements (une pose le remet à zéro)
position-trail-misfit = l'étape { $step } de l'historique ne correspond pas au plateau
position-trail-placing = l'étape { $step } de l'historique est un déplacement, mais son joueur pose encore
position-trail-not-adjacent = l'étape { $step } de l'historique relie des points qui ne sont pas voisins
position-trail-mill = l'étape { $step } de l'historique forme un { -mill }, donc un retrait termine l'historique
position-lost-pieces = le joueur { $player } a perdu { $lost ->
    [one] { $lost } { -piece }
   *[other] { $lost } { -pieces }
}, mais le joueur { $opponent } a pu former au plus { $mills ->
    [one] { $mills } { -mill }
   *[other] { $mills } { -mills }
} en { $placements ->
    [one] { $placements } pose
   *[other] { $placements } poses
}
position-placed-counts = le joueur 1 a posé { $first } { -pieces } et le joueur 2 { $second } : les joueurs posent à tour de rôle, le joueur 1 d'abord, donc le joueur 1 en a posé autant ou un de plus
position-placed-side = le joueur 1 a posé { $first } { -pieces } et le joueur 2 { $second }, c'est donc au joueur { $player } de jouer
move-still-placing-example = il te reste des { -pieces } à poser : désigne un point vide, p. ex. { $example }
move-three-points = les points vont de 1 à 9 (ou de a1 à c3)
move-three-all-placed = tes trois { -pieces } sont sur le plateau : déplaces-en un, p. ex. { $example }
move-three-no-point = il n'y a pas de point { $point } : les points vont de 1 à 9 (ou de a1 à c3)
move-three-not-a-point = { $point } n'est pas un point : les points vont de 1 à 9 (ou de a1 à c3)
move-three-notation = écris un coup comme 5 (pose) ou 4-7 (déplacement) ; les points sont 1-9 ou a1-c3
move-notakto-no-board = il n'y a pas de plateau { $board } : les plateaux sont { $last ->
    [A] A
   *[other] de A à { $last }
}
move-notakto-dead-board = le plateau { $board } est mort : joue sur un plateau vivant ({ $live })
move-notakto-no-cell = il n'y a pas de case { $cell } : les cases d'un plateau vont de 0 à 8
move-notakto-taken = { $move } est prise : choisis une case vide
move-notakto-notation = un coup est une lettre de plateau et une case de 0 à 8, p. ex. A4
move-off-board = { $square } n'est pas sur le plateau : les cases vont de a1 à { $last }
move-one-square = un coup désigne une case, p. ex. { $example }
move-two-squares = un coup désigne deux cases, p. ex. { $example }
move-square-off-board = cette case n'est pas sur le plateau
move-opponent-pawn = { $square } est un { -pawn } de ton adversaire
move-no-pawn-on = tu n'as pas de { -pawn } en { $square }
move-pawn-forward = un { -pawn } avance d'une rangée (vers la rangée { $row }), tout droit ou en diagonale
move-own-pawn = { $square } porte un de tes { -pawns }
move-capture-diagonally = { $square } est occupée : les { -pawns } ne prennent qu'en diagonale
# $line : row, column ou diagonal.
move-attacked = { $square } est sur la même { $line ->
    [row] rangée
    [column] colonne
   *[diagonal] diagonale
} que le { -pawn } en { $attacker }
move-attacked-own = { $square } est sur la même { $line ->
    [row] rangée
    [column] colonne
   *[diagonal] diagonale
} que ton { -pawn } en { $attacker }
move-outnumbered = { $square } a { $opponent ->
    [one] { $opponent } voisin adverse
   *[other] { $opponent } voisins adverses
} et { $own } des tiens : tu ne peux poser que là où tu as au moins autant de voisins que ton adversaire

position-side-1-or-2 = le camp au trait est 1 ou 2, pas { $side }
position-three-fields = une position du { -three } est un code de plateau à 9 chiffres, ou bien le code, le camp au trait et les coups depuis la pose (p. ex. '100011222 1 -')
position-three-code = un code de plateau fait 9 chiffres 0, 1 ou 2, pas { $code }
position-three-step = { $step } n'est pas un coup comme 4-7
position-three-pieces = chaque joueur n'a que trois { -pieces }
position-three-second-to-move = le joueur 1 a posé un { -piece } de plus, c'est donc au joueur 2 de jouer
position-three-counts = le joueur 1 pose en premier, il a donc autant de { -pieces } que le joueur 2 ou un de plus
position-three-first-to-move = les deux ont posé autant de { -pieces }, c'est donc au joueur 1 de poser
position-three-line = seul le joueur qui vient de jouer peut avoir une ligne
position-three-trail-option = les coups ne sont gardés qu'avec l'option de nulle par répétition : mets '-'
position-three-trail-placing = les coups depuis la pose commencent une fois les six { -pieces } posés
position-three-trail-misfit = le coup { $move } ne correspond pas au plateau
position-three-trail-over = la partie était déjà finie avant { $move }
position-three-trail-drawn = la partie était déjà nulle par répétition avant le dernier coup
position-notakto-boards = cette partie a { $boards } plateaux séparés par '/', pas { $found }
position-notakto-cells = le plateau { $board } doit avoir 9 cases 'X' ou '.', pas { $cells }
position-notakto-lines = le plateau { $board } a des lignes qu'aucune dernière marque seule n'aurait pu compléter
position-rows = le plateau a { $found } rangées séparées par '/', pas { $rows }
position-row-zero-run = rangée { $row } : les suites de cases vides commencent à 1
position-row-token = rangée { $row } : { $token } n'est ni W, ni B, ni un nombre de cases vides
position-row-length = la rangée { $row } a { $found } cases, pas { $columns }
position-row-too-long = la rangée { $row } a trop de cases, pas { $columns }
position-grid-fields = une position est le plateau et le camp au trait, p. ex. { $example }
position-placement-counts = le joueur 1 a { $first } { -pawns } et le joueur 2 { $second } : le joueur 1 pose en premier, il en a donc autant ou un de plus
position-placement-side = avec ces { -pawns }, c'est au joueur { $player } de jouer, pas { $side }
position-too-many-pawns = le joueur { $player } a plus de { $most } { -pawns }
position-far-row = le joueur { $player } est au trait mais a déjà un { -pawn } sur la dernière rangée
position-no-pawns = le joueur { $player } vient de jouer, il a donc au moins un { -pawn }
position-firstattack-in-line = le { -pawn } en { $square } est aligné avec un autre { -pawn } qui le bloque, ce qu'aucune partie ne peut produire

option-three-repetition-draw = nulle quand une position revient une 3e fois (off : nulle seulement par accord)
option-notakto-boards = combien de plateaux 3x3 (1 à 5)
option-breakthrough-rows = rangées du plateau (5 à 26)
option-breakthrough-columns = colonnes du plateau (2 à 26)
option-firstattack-size = rangées et colonnes du plateau (1 à 12)
option-firstattack-colours = chaque joueur n'est bloqué que par les lignes passant par ses propres { -pawns }
option-pleiadis-size = rangées et colonnes du plateau (2 à 12)

### Rules and notation, one message a game (front ends may bold the game's name)

# $flying : on ou off ; $plies : la limite de coups (0 : aucune).
rules-morris =
    { -morris } : pose tes 9 { -pieces }, puis déplace-les le long des lignes{ $flying ->
        [on] {" "}(quand il t'en reste 3, tu peux voler vers n'importe quel point)
       *[off] {""}
    }. Trois en ligne forment un { -mill } : retire un { -piece } adverse. Pour gagner, laisse ton adversaire avec 2 { -pieces } ou sans coup possible. La partie est nulle quand une position est vue trois fois{ $plies ->
        [0] {""}
        [one] {" "}ou après { $plies } coup sans { -mill } (ceux des deux joueurs comptent)
       *[other] {" "}ou après { $plies } coups sans { -mill } (ceux des deux joueurs comptent)
    }.
    Coups : d6 (pose), a1-a4 (déplacement), a1-a4xg7 (et retrait de g7) ; les points sont a1-g7 ou 0-23. Après un { -mill }, désigne le { -piece } à retirer (g7) si tu ne l'as pas fait.
# $repetition : on ou off.
rules-three =
    { -three } : pose tes 3 { -pieces }, puis déplace l'un d'eux vers n'importe quel point vide. Trois en ligne (rangée, colonne ou diagonale) gagnent, dans les deux phases. { $repetition ->
        [on] Une position vue trois fois est nulle.
       *[off] Il n'y a pas de nulle automatique.
    }
    Coups : 5 (pose), 4-7 (déplacement). Les points vont de 1 à 9 rangée par rangée depuis le coin en haut à gauche (1 2 3 / 4 5 6 / 7 8 9), ou de a1 à c3 avec a1 en bas à gauche.
rules-notakto =
    { -notakto } sur { $boards ->
        [one] { $boards } plateau
       *[other] { $boards } plateaux
    } : les deux joueurs posent un X sur n'importe quel plateau vivant. Un plateau avec trois X sur une rangée, une colonne ou une diagonale est mort. Celui qui tue le dernier plateau perd.
    Coups : lettre du plateau et case, p. ex. A4 ; les cases vont de 0 à 8 rangée par rangée (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } en { $rows }x{ $columns } : avance un { -pawn } d'une rangée, tout droit ou en diagonale, sur une case vide ; on ne prend qu'en diagonale. Pour gagner, atteins la dernière rangée ou prends tous les { -pawns } adverses. Le joueur 1 (W) part du haut et descend.
    Coups : a2-b3 (aussi a2 b3, a2b3) ; les cases vont de a1 à { $last } : colonnes depuis la gauche, rangées depuis le haut (le côté du joueur 1).
# $colours : on ou off ; $example : une case ; $last : la dernière case.
rules-firstattack =
    { -firstattack } en { $size }x{ $size } : pose un { -pawn } sur une case vide qui ne partage aucune rangée, colonne ou diagonale (à n'importe quelle distance) avec { $colours ->
        [on] aucun de tes propres { -pawns } (ceux de ton adversaire ne te bloquent pas)
       *[off] aucun { -pawn }
    }. Celui qui ne peut pas poser perd.
    Coups : une case, p. ex. { $example } ; les cases vont de a1 à { $last } : colonnes depuis la gauche, rangées depuis le haut (le côté du joueur 1). Les cases libres sont marquées + (en vert avec les emoji).
rules-pleiadis =
    { -pleiadis } en { $size }x{ $size } : pose un { -pawn } sur une case vide où, parmi ses 8 voisins au plus, ton adversaire n'a pas plus de { -pawns } que toi. Celui qui ne peut pas poser perd.
    Coups : une case, p. ex. { $example } ; les cases vont de a1 à { $last } : colonnes depuis la gauche, rangées depuis le haut (le côté du joueur 1). Les cases libres sont marquées + (en vert avec les emoji).


## Boards (renderer/): legends, status lines, last-move notes

# $name : le nom d'un joueur (« Toi » pour le joueur au terminal).
status-to-move = { $name ->
    [Toi] À toi de jouer.
   *[other] À { $name } de jouer.
}
status-to-remove = { $name ->
    [Toi] À toi de retirer un { -piece }.
   *[other] À { $name } de retirer un { -piece }.
}
status-over = { $result }.

last-move = Dernier coup : { $move }
last-move-notes = ({ $notes })
note-from = { $mark } départ
note-to = { $mark } arrivée
note-removed = { $mark } retiré
note-board-died = le plateau est mort
note-morris-pending = { $move } fait un { -mill } : retire, ex. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name } : { $count } à poser
legend-morris-placing = { $piece } { $name } : { $hand } à poser, { $board } en jeu
legend-morris-moving = { $piece } { $name } : { $board } en jeu
legend-three-naming = 1-9 comme ici, ou a1-c3 (a1 en bas à g.)
legend-notakto-all-dead = Tous les plateaux sont morts.
legend-notakto-dead = Morts : { $boards }
legend-moves-down = { $piece } { $name ->
    [Toi] Tu descends
   *[other] { $name } descend
}
legend-moves-up = { $piece } { $name ->
    [Toi] Tu montes
   *[other] { $name } monte
}
legend-open = { $piece } libres pour { $name } : { $count ->
    [one] { $count } case
   *[other] { $count } cases
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] première partie classée
       *[other] seulement { $games } parties classées
    } : les premiers classements bougent le plus)
rating-even = { $delta } contre un classement égal
rating-against-higher = { $delta } contre un joueur classé { $gap } points plus haut
rating-against-lower = { $delta } contre un joueur classé { $gap } points plus bas

database-busy = La base de données est occupée, rien n'a donc été modifié : réessaie, s'il te plaît.
save-uncertain = J'ai perdu la connexion à la base de données pendant l'enregistrement, je ne sais donc pas si c'est enregistré : regarde de nouveau le plateau dans une minute avant de réessayer.
cannot-save = Je ne peux pas enregistrer de parties pour le moment, rien n'a donc été modifié : réessaie dans quelques minutes.
changed-meanwhile = La partie a changé pendant l'enregistrement : regarde le plateau et réessaie.

no-game-here = Tu n'as pas de partie en cours dans ce salon.
game-not-in-progress = Cette partie n'est plus en cours.
game-ended = Cette partie est déjà terminée.
no-such-game = Il n'y a pas de partie #{ $game }.
not-a-player = Tu ne joues pas dans cette partie.
not-your-turn = Ce n'est pas ton tour : on attend { $waiting }.
move-rejected = Impossible de jouer « { $move } » : { $reason }.
abort-too-late = Les deux camps ont joué, la partie ne peut donc plus être annulée : abandonne, ou propose la nulle.
busy-you = Tu as déjà une partie en cours dans ce salon ({ $title }, partie #{ $game }) : termine-la d'abord.
busy-player = { $player } a déjà une partie en cours dans ce salon ({ $title }, partie #{ $game }) : elle doit d'abord se terminer.
nothing-to-export = Il n'y a pas de partie à exporter : joues-en d'abord une.

channel-not-for-games = On ne joue pas dans ce salon : { $count ->
    [one] essaie le salon de jeu du serveur.
   *[other] essaie l'un des { $count } salons de jeu du serveur.
}
challenge-yourself = Tu ne peux pas te défier toi-même : choisis un autre joueur.
no-such-level = Il n'y a pas de niveau « { $level } » pour { $title } : choisis { $levels }.
level-needs-computer = Un niveau ne sert que dans les parties contre l'ordinateur.
already-challenged = Tu as déjà défié { $opponent } ici : attends une réponse, ou retire d'abord ce défi.
challenge-expired = Ce défi a expiré : demandes-en un nouveau.
challenge-closed = Ce défi n'est plus ouvert.
no-challenge-to-you = Il n'y a aucun défi ouvert pour toi dans ce salon.
no-challenge-of-yours = Tu n'as aucun défi ouvert dans ce salon.
own-challenge = Tu ne peux pas accepter ou refuser ton propre défi : retire-le.
challenge-not-for-you = Ce défi est pour { $challenged }, pas pour toi.
only-challenger-withdraws = Seul { $challenger } peut retirer ce défi.
bad-options = Ces options ne peuvent pas être utilisées : { $reason }.
unreadable-position = Cette position est illisible : { $reason }.
position-over = Cette position est déjà terminée : choisis-en une où il reste des coups.
bad-first-move = Le premier joueur se choisit parmi { $choices }, pas « { $first } ».

bad-proposal = Une proposition est l'une de { $choices }, pas « { $kind } ».
already-proposed = Tu as déjà proposé { $kind ->
    [draw] la nulle
    [restart] de recommencer
    [takeback] une reprise
   *[rematch] une revanche
} : on attend { $opponent }.
no-proposal = Il n'y a pas de proposition { $kind ->
    [draw] de nulle
    [restart] de recommencer
    [takeback] de reprise
   *[rematch] de revanche
} à refuser.
offer-not-open = Cette offre (partie #{ $game }) n'est plus ouverte, rien n'a donc été modifié.
rematch-while-playing = Ta partie ici est encore en cours : termine-la d'abord.
no-finished-game = Tu n'as aucune partie terminée dans ce salon pour une revanche.
takeback-rated = Les reprises sont réservées aux parties non classées.
takeback-mid-turn = Termine le tour en cours avant de demander une reprise.
takeback-nothing = Tu n'as encore aucun coup à reprendre.

settings-need-server = Les paramètres appartiennent à un serveur ; les MP et les MP de groupe utilisent les valeurs par défaut. Lance ceci dans un salon d'un serveur pour changer ses paramètres.
no-board-style = Il n'y a pas de style de plateau « { $style } » : choisis { $styles }.
setting-clock = la pendule
setting-turn-timeout = le délai par tour
setting-challenge-expiry = l'expiration des défis
not-a-duration = Pour { $what }, « { $text } » n'est pas une durée : écris p. ex. 90s, 15m, 2h ou 1d.
out-of-range = Pour { $what }, il faut une valeur de { $low } à { $high }.
out-of-range-given = Pour { $what }, il faut une valeur de { $low } à { $high }, pas { $given }.
duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}

export-title = { $title }, partie #{ $game }
export-options = Options : { $options }
export-none = aucune
export-player = Joueur { $seat } : { $player }
export-started = Début : { $when } UTC
export-start = Départ : { $position }
export-standard = standard
export-result = Résultat : { $result }
export-in-progress = en cours
export-aborted = Partie annulée
export-draw = Partie nulle { $how }
export-win = { $winner } gagne { $how }
export-moves = Coups : { $moves }
export-no-moves = (aucun)
export-position = Position : { $position }
export-mark = Analyse : { $mark }
name-review = analyse
name-puzzle = problème
name-puzzles = problèmes
name-number = numéro
name-daily = du-jour
cmd-review = Parcourir une de vos parties terminées de Moulin, chaque position jugée
cmd-review-game = le numéro de la partie (par défaut : votre dernière partie ici)
cmd-puzzle = Un problème de Moulin : trouvez le seul coup gagnant, par clics
cmd-puzzle-number = le numéro du problème (par défaut : un problème proche de votre classement, pas encore essayé)
cmd-puzzle-daily = le problème du jour de ce serveur
cmd-puzzles = Le classement des problèmes (classements et séries) et votre bilan
review-buttons = ⏮ ◀ ▶ ⏭ parcourir la partie ; ⚑ va au tournant suivant (tournants : { $count }).
puzzle-title = **Problème n° { $id }** ({ $difficulty }, classé { $rating }) : { $player }, au trait, gagne en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }. Trouvez le seul coup gagnant.
puzzle-easy = facile
puzzle-medium = moyen
puzzle-hard = difficile
puzzle-daily = Le problème du jour de ce serveur.
puzzle-right = Juste : **{ $move }**. L'ordinateur répond { $reply }.
puzzle-solved = Résolu : **{ $move }** gagne ! Classement problèmes { $rating } ({ $change }), série { $streak }.
puzzle-wrong = Faux : **{ $move }** ne gagne pas par le plus court chemin. La solution : { $solution }. Classement problèmes { $rating } ({ $change }) ; la série repart de zéro.
puzzle-no-such = Il n'y a pas de problème n° { $id } : choisissez-en un de 1 à { $count }.
puzzle-over = Le problème n° { $id } n'a pas de tel coup à jouer : recommencez-le avec /{ name-puzzle }.
puzzle-leaderboard = Classement des **problèmes** { $place }
puzzle-nobody = Personne n'a encore essayé de problème { $place }.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } résolus, meilleure série { $best })
puzzle-record = Vos problèmes : classement { $rating }, { $solved } résolus, { $failed } manqués, série { $streak } (meilleure { $best }).
puzzle-no-record = Vous n'avez encore essayé aucun problème : /{ name-puzzle } vous en donne un.
review-start = Partie n° { $game } : le début (coups : { $total }).
review-step = Coup { $ply } sur { $total } : { $player } a joué { $move }.
review-exact-win = { $player }, au trait, gagne en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } (tables de finales, exact).
review-exact-loss = { $player }, au trait, perd en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } (tables de finales, exact).
review-exact-draw = Nulle avec le meilleur jeu (tables de finales, exact).
review-search-win = { $player }, au trait, gagne en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } (trouvé par la recherche).
review-search-loss = { $player }, au trait, perd en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } (trouvé par la recherche).
review-search-score = Jugement de la recherche : { $score } pions pour { $player }, au trait.
review-game-over = La partie est terminée.
review-let-win = Le gain en { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } a été laissé filer au coup { $ply } ({ $move }) ; { $better } le gardait.
review-let-draw = La nulle a été laissée filer au coup { $ply } ({ $move }) ; { $better } la gardait.
review-mistake = Le coup { $ply } ({ $move }) a perdu du terrain selon la recherche ; { $better } était meilleur.
review-nothing = Il n'y a ici aucune partie à vous à analyser.
review-morris-only = Seules les parties de { -morris } peuvent être analysées.
review-unfinished = La partie n° { $game } n'est pas finie : analysez-la quand elle sera terminée.
terminal-review-description = Parcourir une partie terminée de { -morris } enregistrée dans { $db } (ou --db FICHIER), chaque position jugée : exactement par les tables de finales, sinon par une courte recherche.
terminal-review-arg-game = le numéro de la partie (par défaut : la dernière jouée dans le terminal)
terminal-review-prompt = Entrée ou > suivant, < précédent, ! tournant suivant, un nombre : ce coup, q : quitter>
terminal-review-hint = Parcourir cette partie, chaque position jugée : python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = aide
words-resign = abandon, abandonner
words-restart = recommencer
words-draw = nulle
words-takeback = reprendre, reprise
words-accept = accepter
words-decline = refuser
words-withdraw = retirer, annuler


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } et { $then }
list-lines =
    { $first }
    { $then }
this-channel = ce salon
computer = Ordinateur
computer-level = Ordinateur ({ $level })
computer-level-standby = Pour l'instant l'ordinateur joue en { $played } : son jeu en { $level } est encore en préparation et prendra le relais de lui-même dès qu'il sera prêt.
option-value = { $name } { $value }
option-on = activé
option-off = désactivé
error-apology = Désolé, quelque chose s'est mal passé de mon côté. C'est consigné ; réessaie, s'il te plaît.
error-not-here = Cette commande ne peut pas être utilisée ici.
permission-view-channel = Voir les salons
permission-send-messages = Envoyer des messages
permission-send-messages-in-threads = Envoyer des messages dans les fils
games-only-in = On ne joue pas dans ce salon : essaie { $channels }.
app-not-in-server = Je ne suis pas membre de ce serveur, je ne peux donc pas y publier le plateau d'une partie. Demande à un admin du serveur de m'ajouter (le lien d'invitation est sur mon profil), ou joue en MP ou en MP de groupe.
permission-missing = Je ne peux pas héberger de partie dans { $where } : il me manque { $count ->
        [one] la permission
       *[other] les permissions
    } { $permissions } à cet endroit. Demande à un admin du serveur de me l'accorder, ou joue dans un autre salon.

button-accept = Accepter
button-decline = Refuser
button-withdraw = Retirer
button-rematch = Revanche
button-resign = Abandonner
button-keep = Continuer à jouer
button-offer-draw = Proposer nulle
button-takeback = Reprendre
button-restart = Recommencer
only-owner = Seul { $owner } peut { $purpose }.
purpose-press = appuyer ici
purpose-answer-challenge = répondre à ce défi
purpose-withdraw-challenge = retirer ce défi
purpose-answer-offer = répondre à cette offre
step-remove = retirer { $point }
step-remove-which = Retirer quel pion ?
step-your-move = Ton coup
step-mill-remove-which = { $move } forme un moulin : retirer quel pion ?
step-to-where = { $move } : vers où ?
step-choose-range = Choisis une plage
step-page-row = Rangée { $row } ({ $first }–{ $last })
step-page-rows = Rangées { $first }–{ $last }
step-board = Plateau { $board }

challenge = { $challenged }, { $challenger } te défie : **{ $game }** ({ $options } ; { $first }).
challenge-standard-rules = règles standard
challenge-first = { $player } commence
challenge-first-random = le premier joueur est tiré au sort
challenge-from-position = Depuis une position préparée (non classée).
challenge-clock = Pendule : { $clock } par coup.
challenge-in-thread = La partie se joue dans son propre fil.
challenge-answer-any = Appuie sur Accepter ou Refuser, ou tape `accepter` ou `refuser`. Le défi expire { $expires }.
challenge-answer-addressed = Appuie sur Accepter ou Refuser, ou tape `accepter` ou `refuser` en me mentionnant (`@moi accepter`). Le défi expire { $expires }.
challenge-answer-none = Appuie sur Accepter ou Refuser. Le défi expire { $expires }.
challenge-opponent-is-bot = { $opponent } est un bot : défie une personne, ou ne choisis pas d'adversaire pour jouer contre moi.
challenge-opponent-not-member = { $opponent } n'est pas membre de ce serveur et ne pourrait donc pas répondre : défie quelqu'un qui est ici.
challenge-no-thread-here = Les fils n'existent que dans les salons de serveur, une partie ici ne peut donc pas en avoir : relance le défi sans `{ name-thread }`.
challenge-too-fast = Tu envoies des défis trop vite : attends { $seconds } s et réessaie.
challenge-not-open = Ce défi n'est plus ouvert.
challenge-accepted-by = Accepté par { $player }.
challenge-declined-by = Refusé par { $player }.
challenge-withdrawn-by = Retiré par { $player }.
game-begins = La partie { $game } #{ $id } commence.

offer-draw = { $proposer } propose la nulle dans { $game } #{ $id }. { $opponent } : appuie sur Accepter ou Refuser, ou utilise /nulle.
offer-restart = { $proposer } propose de recommencer la partie depuis le début dans { $game } #{ $id }. { $opponent } : appuie sur Accepter ou Refuser, ou utilise /recommencer.
offer-takeback = { $proposer } demande à reprendre son dernier coup dans { $game } #{ $id }. { $opponent } : appuie sur Accepter ou Refuser, ou utilise /reprendre.
offer-rematch = { $proposer } propose une revanche dans { $game } #{ $id }. { $opponent } : appuie sur Accepter ou Refuser, ou utilise /revanche ou le bouton Revanche.
declined-draw = { $player } a refusé la proposition de nulle dans { $game } #{ $id }.
declined-restart = { $player } a refusé de recommencer dans { $game } #{ $id }.
declined-takeback = { $player } a refusé la demande de reprise dans { $game } #{ $id }.
declined-rematch = { $player } a refusé la revanche dans { $game } #{ $id }.
agreed-draw = Accord : nulle dans { $game } #{ $id }.
agreed-restart = Accord : on recommence { $game } #{ $id }.
agreed-takeback = Accord : reprise dans { $game } #{ $id }.
agreed-rematch = Accord : revanche dans { $game } #{ $id }.
offer-accepted-by = Acceptée par { $player }.
offer-declined-by = Refusée par { $player }.
rematch-started = La revanche commence.
resign-confirm = { $player }, abandonner { $game } #{ $id } ? Appuie sur Abandonner pour confirmer.
resigned = Abandon confirmé.
resignation-cancelled = Abandon annulé.
game-aborted = La partie a été annulée.
step-question = **{ $game }** #{ $id } : { $question }
step-outdated = Ce choix n'est plus possible : le plateau a changé. Utilise de nouveau son menu.
game-no-longer-in-progress = Cette partie n'est plus en cours.
no-game-in-channel = Il n'y a pas de partie en cours dans ce salon.
games-here = **Parties en cours ici** (suis leurs plateaux ; `/plateau` en affiche un en privé)
games-here-entry = { $game } #{ $id }, { $first } contre { $second }, { $turns ->
        [one] { $turns } tour joué
       *[other] { $turns } tours joués
    }
games-here-link = { $entry } : { $link }
no-challenge-to-withdraw = Tu n'as ici aucun défi ouvert à retirer.
nothing-to-answer = Il n'y a rien à accepter ou refuser pour le moment.
typed-how-any = Tape ton coup dans le salon
typed-how-addressed = Tape ton coup en me mentionnant (`@moi d6`)
typed-how-none = Utilise les menus du plateau
typed-help =
    { $how } pour jouer (comment l'écrire : voir plus bas). Aussi : `h`/`aide` cette aide, `q`/`abandonner` abandonner (demande confirmation), `r`/`recommencer` proposer de recommencer, `nulle` proposer ou accepter la nulle, `reprendre` demander à reprendre ton dernier coup, `accepter`/`refuser` répondre à un défi ou une proposition, `retirer` retirer un défi que tu as lancé. Chaque commande existe aussi en commande slash : voir /aide.

    { $rules }
stats-here = sur ce serveur
stats-anywhere = partout
stats-in-game = { " " }de { $game }
stats-no-games = { $player } n'a encore terminé aucune partie{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game } : pas encore classé, { $wins }V { $losses }D { $draws }N
stats-record-rated = { $game } : classement { $rating }, rang { $rank }, { $wins }V { $losses }D { $draws }N
stats-nobody = Personne n'a encore terminé de partie classée de { $game } { $place }.
stats-leaderboard = Classement : **{ $game }**
stats-leaderboard-global = Classement : **{ $game }** (global)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }V { $losses }D { $draws }N)
help-commands =
    {"**"}Lancer une partie** : { $challenges } — chacune prend `adversaire` (laisse-le vide, ou choisis-moi, pour jouer contre l'ordinateur), `niveau`, `premier`, les options propres au jeu et `position`.
    {"**"}Jouer** : les menus et boutons du plateau, ou `/coup` (avec suggestions){ $typing }
    {"**"}Pendant une partie** : `/plateau` le réafficher, `/nulle` proposer ou accepter la nulle, `/recommencer`, `/reprendre` (parties non classées), `/abandonner`, `/annuler` (avant que les deux camps aient joué).
    {"**"}Après une partie** : `/revanche` (ou le bouton Revanche), `/exporter` liste des coups et position, `/analyse` la parcourir, chaque position jugée.
    {"**"}Et aussi** : `/stats [joueur] [jeu]` classements et bilans, `/aide [jeu]` règles{ $settings } ; `/problème` un problème (`du-jour` : celui du jour du serveur), `/problèmes` le classement des problèmes.
help-typing-any = , ou tape simplement le coup dans le salon (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). À taper : `h` aide, `q` abandonner, `r` recommencer, `nulle`, `accepter`, `refuser`, `retirer` (ton propre défi ; ou son bouton Retirer).
help-typing-addressed = , ou tape le coup en me mentionnant (`@moi d6`, `@moi a1-a4xg7`). À taper de la même façon : `h` aide, `q` abandonner, `r` recommencer, `nulle`, `accepter`, `refuser`, `retirer` (ton propre défi ; ou son bouton Retirer).
help-typing-none = . Les messages tapés ne sont pas lus ici.
reminders-on = Les rappels par MP sont activés : je t'envoie aussi un MP quand ton temps pour jouer devient court sur une pendule d'une heure ou plus. Change-le avec `/rappels mp:`.
reminders-off = Les rappels par MP sont désactivés : seulement la mention dans la partie quand ton temps pour jouer devient court sur une pendule d'une heure ou plus. Change-le avec `/rappels mp:`.
settings-channels-invalid = Désigne les salons où l'on peut jouer par des mentions #salon, ou écris `all`.
settings-manage-server-only = Seuls les membres ayant la permission Gérer le serveur peuvent faire ceci.
settings-channel-elsewhere = { $channel } n'est pas un salon de ce serveur : désigne des salons de ce serveur, ou écris `all`. Rien n'a été modifié.
settings-saved = Paramètres enregistrés.
settings-current = Paramètres actuels (donne des options pour les changer).
settings-every-channel = tous les salons
settings-shown =
    { $heading }
    Délai par tour : { $timeout }
    Expiration des défis : { $expiry }
    Style de plateau : { $style }
    Parties autorisées dans : { $channels }
    Parties dans leur propre fil : { $threads }
    Langue des parties : { $language }
export-as-file = La partie est trop longue pour un seul message : la voici en fichier.

board-title = **{ $game }** #{ $id } :
board-played = **{ $game }** #{ $id } : { $player } a joué **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id } : { $player } a joué **{ $move }** et propose la nulle : appuie sur Accepter ou Refuser, ou utilise /nulle pour l'accepter.
board-start = **{ $game }** #{ $id } : la partie commence, { $player } joue en premier.
board-restart = **{ $game }** #{ $id } : la partie recommence depuis le début.
board-takeback = **{ $game }** #{ $id } : le dernier coup de { $player } (et toute réponse à ce coup) a été repris.
board-recent = Coups récents : { $moves }
board-thinking = { $player } réfléchit…
board-not-shown-move = **{ $move }** a été joué ; le plateau n'a pas pu être publié. /plateau l'affiche.
board-not-shown = Ton coup a été joué ; le plateau n'a pas pu être publié. /plateau l'affiche.
board-above = Ton coup est sur le plateau plus haut ({ $link }) : je ne peux plus publier de nouveaux messages dans ce salon. Demande à un administrateur du serveur de me redonner ici la permission Envoyer des messages.
turn-ping = { $player }, à toi de jouer dans { $game } #{ $id } : { $link }
result-ping = { $players } : la partie { $game } #{ $id } est terminée, voir le plateau : { $link }
board-moved = *Ce plateau a bougé : la partie continue ici : { $link }*
board-behind = **{ $game }** #{ $id } : à nouveau. Ce plateau n'a pas pu être mis à jour : dans une discussion de groupe, Discord ne me laisse publier que dans les 15 minutes qui suivent une utilisation.
thread-name = { $game } : { $first } contre { $second }
a-player = un joueur
user-unknown = utilisateur { $id }
move-played = Tu as joué **{ $move }**.
time-left-minutes = environ { $minutes } min
time-left-seconds = moins d'une minute
turn-warning = { $player }, il te reste { $left } pour jouer dans { $game } #{ $id } : ton temps expire { $when }.
reminder-dm = À toi de jouer dans { $game } #{ $id } : ton temps expire { $when }. (Désactive ces rappels avec /rappels.)
reminder-dm-link = À toi de jouer dans { $game } #{ $id } : ton temps expire { $when }. Le plateau : { $link } (Désactive ces rappels avec /rappels.)
challenge-expired-note = Ce défi a expiré.
board-deadline = Le temps expire { $when }.
game-over-aborted = **Partie terminée** : la partie a été annulée (pas de résultat, pas de changement de classement).
game-over-draw = **Partie terminée** : nulle { $how }.
game-over-win = **Partie terminée** : { $winner } gagne { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Classements : { $changes }
result-unrated =
    { $result }
    Partie non classée.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = annuler
name-board = plateau
name-board-style = style_plateau
name-boards = plateaux
name-breakthrough = breakthrough
name-challenge-expiry = expiration_défi
name-channels = salons
name-clock = pendule
name-colours = couleurs
name-columns = colonnes
name-dm = mp
name-draw = nulle
name-draw-plies = nulle_après
name-export = exporter
name-first = premier
name-firstattack = firstattack
name-flying = vol
name-game = jeu
name-games = parties
name-help = aide
name-level = niveau
name-morris = moulin
name-move = coup
name-notakto = notakto
name-opponent = adversaire
name-pleiadis = pleiadis
name-position = position
name-rematch = revanche
name-reminders = rappels
name-repetition-draw = nulle_répétition
name-resign = abandonner
name-restart = recommencer
name-rows = rangées
name-scope = portée
name-settings = paramètres
name-size = taille
name-stats = stats
name-takeback = reprendre
name-thread = fil
name-threads = fils
name-threemorris = moulin_à_trois
name-turn-timeout = délai_tour
name-user = joueur

choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = facile
choice-emoji = emoji
choice-global = global
choice-hard = difficile
choice-me = moi
choice-medium = moyen
choice-perfect = parfait
choice-random = au hasard
choice-server = serveur
choice-text = texte
choice-them = l'adversaire

cmd-challenge = { $game } : défie quelqu'un, ou l'ordinateur
cmd-option = { $help } (par défaut { $default })
cmd-challenge-menu = Défier à un jeu
cmd-challenge-opponent = contre qui jouer ; laisse vide, ou choisis-moi, pour jouer contre l'ordinateur
cmd-challenge-level = force de l'ordinateur : { $levels } (par défaut { $default })
cmd-challenge-first = qui commence : moi, l'adversaire ou au hasard (par défaut au hasard)
cmd-challenge-position = partir de cette position (la partie n'est alors pas classée)
cmd-challenge-thread = jouer la partie dans son propre fil (par défaut : le réglage du serveur)
cmd-challenge-clock = temps par coup, p. ex. 15m, 2h ou 3d (1 minute à 14 jours ; défaut : délai du serveur)
cmd-move = Joue un coup dans ta partie de ce salon
cmd-move-move = ton coup, p. ex. d6, a1-a4, a1-a4xg7, A6 ou b2-c3
cmd-board = Affiche la partie de ce salon, en privé
cmd-games = Les parties en cours ici, à suivre
cmd-resign = Abandonne ta partie dans ce salon
cmd-abort = Annule ta partie avant que les deux camps aient joué
cmd-export = Ta partie en liste de coups et position
cmd-draw = Propose la nulle, ou accepte celle de ton adversaire
cmd-restart = Propose de recommencer, ou accepte la proposition
cmd-takeback = Demande à reprendre ton dernier coup
cmd-rematch = Propose une revanche de ta dernière partie ici
cmd-stats = Classement d'un jeu, ou bilan d'un joueur
cmd-stats-user = afficher le bilan et le rang de ce joueur dans chaque jeu
cmd-stats-game = le jeu (par défaut { -morris } pour le classement)
cmd-stats-scope = les parties de ce serveur, ou toutes partout (par défaut : le serveur ; global en MP)
cmd-help = Les commandes, et les règles d'un jeu
cmd-help-game = afficher les règles et la notation des coups de ce jeu
cmd-reminders = Tes rappels par MP avant que ton temps pour jouer expire
cmd-reminders-dm = activé : aussi un MP quand une pendule d'une heure ou plus arrive à sa fin (désactivé par défaut)
cmd-settings = Paramètres de jeu du serveur (Gérer le serveur)
cmd-settings-turn-timeout = temps pour chaque coup, p. ex. 15m, 2h ou 1d (1 minute à 7 jours)
cmd-settings-challenge-expiry = durée d'ouverture d'un défi, p. ex. 10m (1 minute à 1 jour)
cmd-settings-board-style = comment les plateaux sont dessinés
cmd-settings-channels = #salons où l'on peut jouer, ou `all`
cmd-settings-threads = jouer défis, propositions de partie et appariements rapides entre personnes, chacun dans son fil


## Terminal (bot/console/)

# Lettre de réponse : un mot qui commence par cette lettre (oui, non, reprendre, nouvelle).
terminal-yes = o
terminal-no = n
terminal-resume = r
terminal-new = n
# Les sélecteurs sur « You » en anglais (result-win, legend-moves-*) sélectionnent ici sur « Toi ».
terminal-you = Toi
terminal-computer = Ordinateur
terminal-player = Joueur { $seat }

terminal-description = Joue dans le terminal : deux personnes au même clavier, ou une contre l'ordinateur (--computer). Les parties sont enregistrées dans { $db } (ou --db FICHIER) : quitte avec Ctrl-D ou Ctrl-C et relance la même commande pour reprendre là où tu t'es arrêté.
terminal-arg-lang = la langue de jeu (par défaut { $default } : d'après LC_ALL, LC_MESSAGES ou LANG)
terminal-arg-style = style de plateau
terminal-arg-computer = l'ordinateur joue ce camp
terminal-arg-level = la force de l'ordinateur
terminal-arg-position = partir de cette position
terminal-arg-seed = graine de l'ordinateur
terminal-arg-db = le fichier des parties enregistrées (par défaut { $db })
terminal-error = erreur : { $error }
terminal-level-needs-computer = --level est la force de l'ordinateur : ajoute --computer 1 ou 2
terminal-title = { $game }. Tape h pour l'aide.

terminal-help =
    Commandes :
      h, aide          afficher cette aide et les règles
      q, abandonner    abandonner la partie (demande confirmation)
      r, recommencer   proposer de recommencer (l'autre joueur doit accepter)
      nulle            proposer la nulle (l'autre joueur doit accepter)
      reprendre        demander à reprendre ton dernier coup (l'autre joueur doit accepter)
    Tout le reste est lu comme un coup. Ctrl-D ou Ctrl-C enregistre la partie et quitte.
terminal-saved = Partie enregistrée : relance la même commande pour continuer.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h pour l'aide)
terminal-too-long = C'est trop long pour un coup ou une commande ({ $length ->
    [one] { $length } caractère
   *[other] { $length } caractères
}).
terminal-restarted = La partie recommence.
terminal-plays = { $player ->
    [Toi] Tu joues { $move }
   *[other] { $player } joue { $move }
}
terminal-offers-draw = { $player ->
    [Toi] Tu proposes la nulle : tape nulle pour l'accepter.
   *[other] { $player } propose la nulle : tape nulle pour l'accepter.
}
terminal-result = { $result }.
terminal-resign-confirm = Abandonner cette partie ? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Abandon annulé.
terminal-nothing-to = Il n'y a rien à { $command ->
    [accept] accepter
    [decline] refuser
   *[withdraw] retirer
} ici : les offres reçoivent une réponse dès qu'elles sont faites.
terminal-question = { $player }, { $kind ->
    [restart] recommencer depuis le début ?
    [draw] accepter la nulle ?
   *[takeback] laisser reprendre le dernier coup ?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player ->
    [Toi] Tu refuses
   *[other] { $player } refuse
} { $kind ->
    [restart] de recommencer
    [draw] la nulle
   *[takeback] la reprise
}.
terminal-declined = { $kind ->
    [restart] Recommencer : refusé.
    [draw] Nulle refusée.
   *[takeback] Reprise refusée.
}

terminal-moves-made = { $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}
terminal-resuming = Reprise de ta partie enregistrée de { $game } (partie #{ $id }, { terminal-moves-made }). Abandonne-la (q) pour en commencer une nouvelle.
terminal-differs = Tu as une partie enregistrée de { $game } (partie #{ $id }, { terminal-moves-made }), mais elle diffère de ce que tu demandes : { $differences }.
terminal-resume-or-new = Reprendre la partie enregistrée ({ terminal-resume }) ou l'abandonner et en commencer une nouvelle ({ terminal-new }) ?
terminal-difference = enregistrée : { $saved }, demandée : { $asked }
terminal-differences = { $first } ; { $then }
terminal-setup-two-players = deux joueurs
terminal-setup-computer = ordinateur en { $seat }
terminal-setup-level = niveau { $level }
terminal-setup-position = depuis { $position }
terminal-setup-start = depuis le début
terminal-setup-none = aucun

# Added with /settings language (the language of a server's games)
no-such-language = Il n’y a pas de langue « { $language } » : choisis parmi { $languages }, ou laisse vide pour celle du serveur.
settings-servers-language = celle du serveur (sa langue Discord)
name-language = langue
choice-server-language = celle du serveur
cmd-settings-language = la langue des défis, plateaux et résultats ici (par défaut : celle du serveur)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } n'est pas un point du plateau : les points vont de a1 à e5 (comme dessiné) ou de 0 à 15
position-six-board = le plateau fait 16 caractères parmi '.', 'W' et 'B'
position-russian-fields = une position du { -russian } a 6 champs : plateau, camp, mains, étape en attente, historique, registres (p. ex. '........................ W 9/9 - - -/-')
position-russian-record = { $record } n'est pas un registre de points comme a7,d7,g7 (ou - pour aucun)
position-morabaraba-fields = une position du { -morabaraba } a 6 champs : plateau, camp, mains, étape en attente, historique, derniers coups de moulin (p. ex. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } n'est pas un coup comme a1-a4 (ou - pour aucun)
move-morabaraba-back = { $src }-{ $dst } revient tout droit pour refermer la même ligne après un moulin qui a retiré : pas de « mitrailleuse », joue un autre coup
move-russian-spent = { $move } ferme un moulin dont tous les points ont déjà rapporté un retrait : il ne retire rien
rules-twelve =
    { -twelve } : { -morris } avec 12 pions chacun et les quatre diagonales (a7-c5, g7-e5, a1-c3, g1-e3) comme lignes et moulins{ $flying ->
        [on] {" "}; quand il t'en reste 3, tu peux voler vers n'importe quel point
       *[off] {""}
    }. Si la pose remplit les 24 points, la partie est nulle. Pour gagner, laisse ton adversaire avec 2 pions ou sans coup ; une position vue trois fois est nulle{ $plies ->
        [0] {""}
       *[other] , de même que { $plies } coups sans retrait
    }.
    Coups : d6 (pose), a1-a4 (déplacement), a1-a4xg7 (et retrait de g7) ; les points sont a1-g7 ou 0-23.
rules-morabaraba =
    { -morabaraba } : 12 pions (« vaches ») chacun sur le plateau avec les quatre diagonales (a7-c5, g7-e5, a1-c3, g1-e3) comme lignes et moulins{ $flying ->
        [on] {" "}; quand il t'en reste 3, tu peux voler vers n'importe quel point
       *[off] {""}
    }. Un moulin retire un pion, même s'il en ferme deux. Pas de « mitrailleuse » : après un coup qui a formé un moulin et retiré, ton coup suivant ne peut pas revenir tout droit pour refermer la même ligne. Nulle : plateau rempli par la pose, position vue trois fois, 10 coups sans pose ni retrait quand un joueur a exactement 3 pions sur le plateau{ $plies ->
        [0] {""}
       *[other] {" "}ou { $plies } coups sans retrait
    }.
    Coups : d6 (pose), a1-a4 (déplacement), a1-a4xg7 (et retrait de g7) ; les points sont a1-g7 ou 0-23.
rules-lasker =
    { -lasker } : { -morris } avec 10 pions chacun ; à chaque tour, tu peux poser un pion de ta main ou glisser un des tiens vers un point voisin vide. Pas de vol tant que tu as des pions en main{ $flying ->
        [on] {" "}; la main vide et avec 3 pions, tu peux voler vers n'importe quel point
       *[off] {""}
    }. Pour gagner, laisse ton adversaire avec 2 pions ou sans coup ; une position vue trois fois est nulle{ $plies ->
        [0] {""}
       *[other] , de même que { $plies } coups sans pose ni retrait
    }.
    Coups : d6 (pose), a1-a4 (déplacement), a1-a4xg7 (et retrait de g7) ; les points sont a1-g7 ou 0-23.
rules-russian =
    { -russian } : { -morris }{ $flying ->
        [on] {" "}(quand il t'en reste 3, tu peux voler vers n'importe quel point)
       *[off] {""}
    }, mais chaque joueur tient un registre de points : un moulin qui retire ajoute ses trois points à ton registre, et un nouveau moulin ne retire que si l'un de ses points n'y est pas encore. Pour gagner, laisse ton adversaire avec 2 pions ou sans coup ; une position vue trois fois est nulle{ $plies ->
        [0] {""}
       *[other] , de même que { $plies } coups sans retrait
    }.
    Coups : d6 (pose), a1-a4 (déplacement), a1-a4xg7 (et retrait de g7) ; les points sont a1-g7 ou 0-23.
rules-six =
    { -six } : deux carrés de 16 points reliés en leurs milieux ; les 8 côtés sont les moulins. Pose tes 6 pions, puis déplace-les le long des lignes{ $flying ->
        [on] {" "}(quand il t'en reste 3, tu peux voler vers n'importe quel point)
       *[off] {""}
    }. Trois en ligne forment un moulin : retire un pion adverse. Pour gagner, laisse ton adversaire avec 2 pions ou sans coup ; une position vue trois fois est nulle{ $plies ->
        [0] {""}
       *[other] , de même que { $plies } coups sans retrait
    }.
    Résolu ici par analyse rétrograde des 50,9 millions de positions (sans vol, hors règles de nulle) : avec un jeu parfait, la position de départ est nulle, et le niveau `perfect` joue cette solution.
    Coups : c5 (pose), a3-b3 (déplacement), a3-b3xc4 (et retrait de c4) ; les points sont a1-e5 ou 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variante
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = quel jeu de moulin : { -morris } (par défaut) ou l'une de ses variantes

## Le lobby (ticket 42) : propositions ouvertes, /lobby, appariement rapide, blocages, lobby global.

name-seek = chercher
name-tournament = tournoi
name-lobby = lobby
name-pair = appariement
name-block = bloquer
name-rated = classée
name-colour = couleur
name-min-rating = classement_min
name-max-rating = classement_max
name-hide = masquer
name-wait = attente
name-leave = quitter
name-unblock = débloquer
name-lobby-channel = salon_lobby
choice-channel = salon
cmd-seek = Publier une proposition de partie que n'importe qui peut accepter d'un clic
cmd-seek-game = le jeu ou la variante
cmd-seek-clock = temps par coup, p. ex. 5m ou 1d (par défaut : le délai du serveur)
cmd-seek-rated = si la partie compte pour le classement (par défaut : activé)
cmd-seek-colour = qui commence : moi, l'adversaire ou au hasard (par défaut au hasard)
cmd-seek-min-rating = le classement le plus bas de qui peut accepter
cmd-seek-max-rating = le classement le plus haut de qui peut accepter
cmd-seek-scope = qui la voit : ce salon (par défaut), ce serveur, ou tous les serveurs du lobby global
cmd-lobby = Les propositions ouvertes que tu peux accepter, les plus récentes d'abord
cmd-lobby-hide = activé : te masquer aux autres serveurs du lobby global ; désactivé : te montrer à nouveau
cmd-pair = Appariement rapide : joue contre le prochain joueur qui veut le même jeu et la même cadence
cmd-pair-game = le jeu ou la variante
cmd-pair-clock = temps par coup, p. ex. 5m ou 1d (par défaut : le délai du serveur)
cmd-pair-wait = combien de temps attendre un adversaire, p. ex. 10m (15 minutes par défaut ; 1 jour dès 1h par coup)
cmd-pair-leave = activé : quitter la file où tu attends
cmd-block = Bloquer un joueur : vous ne voyez plus vos propositions et n'êtes jamais appariés
cmd-block-user = le joueur
cmd-block-unblock = activé : le débloquer
cmd-settings-lobby = participer au lobby global partagé par tous les serveurs qui l'activent (désactivé par défaut)
cmd-settings-lobby-channel = le seul #salon du lobby global ici, ou `all`
setting-wait = le temps d'attente
button-take-seek = Accepter
button-drop-seek = Retirer
button-leave-pool = Quitter la file
seek-posted = { $seeker } cherche une partie de { $title } : { $clock } par coup, { $rated }, classement { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = le délai du serveur
seek-any-rating = ouverte à tout classement
seek-range = pour les classements de { $low } à { $high }
seek-rated = classée
seek-casual = amicale
seek-scope-channel = Ouverte à ce salon.
seek-scope-server = Ouverte à tout le serveur.
seek-scope-global = Ouverte à tous les serveurs du lobby global.
seek-accepted-by = Acceptée par { $player } : partie #{ $id }.
seek-you-accepted = Tu as accepté la proposition : la partie #{ $id } commence dans son salon.
seek-withdrawn = Cette proposition a été retirée.
seek-bad-choice = Ce n'est pas un choix possible : la couleur est me, them ou random, la portée channel, server ou global.
seek-range-reversed = La fourchette de classement est à l'envers : { $low } est au-dessus de { $high }.
seek-scope-needs-server = Seule une proposition faite sur un serveur peut aller au-delà de son salon.
seek-too-many = Tu as atteint la limite de propositions ouvertes ({ $count }) : retires-en une d'abord.
seek-not-yours = Seul { $seeker } peut retirer cette proposition.
seek-gone = Cette proposition n'est plus ouverte.
seek-expired = Cette proposition a expiré.
seek-own = Tu ne peux pas accepter ta propre proposition.
seek-out-of-reach = Cette proposition ne t'est pas ouverte ici.
seek-rating-range = Ton classement { $rating } est hors de la fourchette de cette proposition ({ $low } à { $high }).
seek-taken = Quelqu'un d'autre a accepté cette proposition en premier.
lobby-hidden = Tu es masqué aux autres serveurs du lobby global.
lobby-shown = Les autres serveurs du lobby global voient à nouveau tes propositions.
lobby-empty = Aucune proposition ouverte que tu puisses accepter ici. Publie-en une avec /chercher, ou joue contre le prochain joueur qui veut une partie avec /appariement.
lobby-heading = Propositions ouvertes que tu peux accepter, les plus récentes d'abord (clique un numéro pour accepter) :
lobby-line = **{ $number }.** { $title }, { $clock } par coup, { $rated } : { $seeker } ({ $rating }), { $where }
lobby-where-here = ce salon
lobby-where-other = un autre serveur
lobby-page = Page { $page } sur { $pages }, { $count } en tout.
lobby-server-not-in = Ce serveur ne participe pas au lobby global : une personne pouvant gérer le serveur peut l'activer avec `/paramètres lobby:`.
lobby-other-channel = Le lobby global de ce serveur est limité à un autre salon (voir `/paramètres salon_lobby:`).
lobby-one-channel = Le lobby global ne peut être limité qu'à un seul salon.
lobby-settings-shown = Lobby global : { $state }, dans { $channel }.
pool-needs-server = L'appariement rapide fonctionne dans les salons d'un serveur, pas en message privé.
pool-needs-game = Choisis le jeu pour lequel être apparié.
pool-already = Tu attends déjà dans une file : quitte-la d'abord.
pool-not-in = Tu n'attends dans aucune file.
pool-waiting = Tu attends un adversaire pour { $title } à { $clock } par coup, jusqu'à { $until }.
pool-paired = { $player }, tu es apparié avec { $other } : votre partie commence ici.
pool-left = Tu as quitté la file.
block-yourself = Tu ne peux pas te bloquer toi-même.
block-already = { $user } est déjà bloqué.
block-not-blocked = { $user } n'est pas bloqué.
block-done = { $user } est bloqué : vous ne voyez plus vos propositions et n'êtes jamais appariés.
block-undone = { $user } n'est plus bloqué.
name-mygames = mesparties
cmd-mygames = Toutes tes parties, sur chaque serveur et en MP, celles qui t'attendent d'abord
mygames-none = Tu n'as aucune partie en cours nulle part.
mygames-heading = Tes parties en cours ({ $count }), celles qui t'attendent d'abord :
mygames-line = { $title } #{ $id } contre { $opponent } : { $turn }, { $left }. { $where }
mygames-your-turn = à toi de jouer
mygames-wait = à ton adversaire de jouer
mygames-left = le temps s'écoule { $until }
mygames-no-clock = sans pendule
pool-lapsed = { $player }, personne n'est venu pour { $title } dans le temps d'attente choisi. Jouer plutôt contre l'ordinateur au niveau { $level } ?
button-play-computer = Jouer contre l'ordinateur ({ $level })
pool-offer-not-yours = Seul { $player } peut accepter cette offre.
seek-expired-note = Cette proposition a expiré : personne ne l'a acceptée à temps.
help-lobby = {"**"}Trouver un adversaire** : `/chercher` une proposition ouverte que n'importe qui accepte d'un clic, `/lobby` celles que tu peux accepter, `/appariement` appariement rapide avec le prochain joueur qui veut le même jeu et la même cadence, `/bloquer` un joueur, `/mesparties` tes parties partout.
help-lobby-servers = Un serveur participe au lobby global, partagé par tous les serveurs qui s'y inscrivent, dès qu'une personne pouvant gérer le serveur active `/paramètres lobby:` (`salon_lobby:` le limite à un salon).
help-tournaments = {"**"}Tournois** : `/{ name-tournament } create` (Gérer le serveur) organise un système suisse, un toutes-rondes ou une arène dans ce salon ; les joueurs s'inscrivent avec le bouton de sa carte ; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Tournois (issue 43)

tournament-none = Il n’y a pas de tel tournoi sur ce serveur.
tournament-bad-format = Le format doit être suisse, toutes rondes ou arène.
tournament-player-limit = La limite de joueurs doit aller de { $least } à { $most }.
tournament-swiss-rounds = Un suisse limité à { $players } joueurs peut avoir de 1 à { $most } rondes.
tournament-cycles = Un toutes rondes se joue une ou deux fois (couleurs inversées) : choisis 1 ou 2.
tournament-clock = Le temps par coup doit aller de { $least } minute à { $most } jours.
tournament-start-past = Cette heure de début est passée : choisis-en une plus tardive.
tournament-joined-already = Tu es déjà dans ce tournoi.
tournament-not-open = Ce tournoi a commencé ou est terminé : il n’accepte plus de joueurs.
tournament-full = Ce tournoi est complet (limite : { $players }).
tournament-not-in = Tu ne joues pas dans ce tournoi.
tournament-over = Ce tournoi est terminé.
tournament-not-organiser = Seul l’organisateur ou un gestionnaire du serveur peut faire cela.
tournament-too-few = Un tournoi a besoin d’au moins 2 joueurs pour commencer.
choice-swiss = suisse
choice-round-robin = toutes rondes
button-tournament-join = Rejoindre
button-tournament-leave = Quitter
tournament-card = 🏆 Tournoi **{ $format }** de { $game }, { $clock } par coup, organisé par { $organiser }
tournament-card-open = Début { $start }. Joueurs ({ $count } sur { $limit }) : { $players }
tournament-card-cancelled = Ce tournoi a été annulé.
tournament-card-round = **Ronde { $round }**
tournament-card-bye = { $player } : exempt
tournament-card-board = { $white } – { $black } : { $result }
tournament-card-final = **Classement final**
tournament-card-standings = **Classement**
cmd-tournament = Tournois de ce serveur
cmd-tournament-create = Créer un tournoi dans ce salon (Gérer le serveur)
cmd-tournament-format = Suisse, toutes rondes ou arène
cmd-tournament-game = Le jeu (par défaut le Moulin)
cmd-tournament-rounds = Rondes d’un suisse, cycles d’un toutes rondes (1 ou 2), minutes d’une arène
cmd-tournament-players = Nombre maximal de joueurs (2 à 200, par défaut 16)
cmd-tournament-start-in = Minutes avant le début (par défaut 10)
cmd-tournament-start = Lancer maintenant le tournoi de ce salon (son organisateur)
cmd-tournament-standings = Afficher le tournoi de ce salon : ronde et classement
cmd-tournament-leave = Quitter le tournoi de ce salon
cmd-tournament-cancel = Annuler le tournoi de ce salon (son organisateur, ou Gérer le serveur)
tournament-needs-manager = Créer un tournoi demande la permission Gérer le serveur.
tournament-started = Le tournoi commence.
tournament-cancelled = Tu as annulé le tournoi.
tournament-joined = Tu as rejoint le tournoi.
tournament-left = Tu as quitté le tournoi.
setting-increment = incrément
live-clock-people = Une pendule avec incrément (comme 5+3) est pour les parties entre deux personnes : indique l’adversaire et la pendule en minutes+secondes.
challenge-live-clock = Pendule : { $clock } chacun, plus { $increment } s par coup.
choice-arena = arène
tournament-arena-minutes = Une arène dure de { $least } à { $most } minutes.
tournament-card-arena-ends = Se termine { $end } (les parties en cours vont à leur terme).
tournament-card-arena-line = { $place }. { $player } : { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = texte ({ choice-tiles } est choisi, mais les tuiles du bot ne sont pas disponibles)
cmd-challenge-board-style = comment le plateau de cette partie est dessiné (par défaut : le style du serveur)
step-place-on = poser en { $point }
step-move-from = déplacer depuis { $point }
help-settings = , `/paramètres` (Gérer le serveur) délais, style de plateau et salons de jeu
terminal-accept-confirm = Accepter { $kind ->
    [restart] la proposition de { $player } de recommencer
    [draw] l'offre de nulle de { $player } (la partie se termine nulle)
   *[takeback] la demande de { $player } de reprendre le dernier coup
} ? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Pas acceptée : { $kind ->
    [restart] la proposition
    [draw] l'offre
   *[takeback] la demande
} tient toujours.
legend-russian-record = { $piece } registre :
help-tables-building = Les tables de finales sont en cours de construction en arrière-plan (quelques minutes sur une machine rapide, une demi-heure ou plus sur une machine chargée) : d'ici là, `hard` cherche ces finales par la recherche, et devient plus fort dès qu'elles sont prêtes.
cmd-board-board-style = ton style de plateau pour /{ name-board } et /{ name-review }, mémorisé (par défaut : celui de chaque partie)
choice-tiles = tuiles
own-board-style-saved = Ton propre style de plateau est maintenant { $style } : /{ name-board } et /{ name-review } montrent les plateaux ainsi.

## Corrections du lobby (issue 42)
lobby-channel-no-games = Le salon du lobby global doit être un salon où les parties sont autorisées (`/paramètres salons:`).

# Tournois, suite (issue 43, tour43) : arrivées tardives, l’annonce des vainqueurs, /stats
tournament-late-past = Ce tournoi acceptait les retardataires jusqu’à l’appariement de la ronde { $round } : il n’en accepte plus.
tournament-late-swiss-only = Seul un système suisse accepte les retardataires : omettez late_join pour un toutes-rondes ou une arène.
tournament-late-range = Les retardataires peuvent entrer jusqu’à une ronde de 0 (aucune) à { $rounds }, les rondes de ce suisse.
tournament-card-late = Les retardataires peuvent encore s’inscrire : ils sont appariés dès la ronde suivante (jusqu’à la ronde { $round }).
tournament-won = 🏆 { $winner } remporte le tournoi **{ $format }** de { $game } !
stats-tournaments = Tournois : { $played } joués, { $won } gagnés
cmd-tournament-late-join = Un suisse accepte les retardataires jusqu’à l’appariement de cette ronde (par défaut 0 : aucun)
cmd-tournament-rated = Si ses parties comptent pour le classement (par défaut : oui)
tournament-card-unrated = Ses parties ne comptent pas pour le classement.
cmd-settings-tournament-role = le rôle dont les membres peuvent aussi créer des tournois (@everyone : Gérer le serveur seul)
settings-tournament-role-shown = Organisateurs de tournois : Gérer le serveur et { $role }
settings-tournament-role-none = Organisateurs de tournois : Gérer le serveur seulement
tournament-needs-organiser = Créer un tournoi demande la permission Gérer le serveur ou le rôle { $role }.
tournament-event-name = Tournoi { $format } de { $game }
tournament-no-event = Aucun évènement Discord n’a été programmé : il manque au bot la permission Créer des évènements sur ce serveur.
cmd-tournament-clock-live = Temps par coup (10m, 1d ; défaut 10m) ou pendule en direct comme 5+3 (arène : 5+3)
tournament-card-live = 🏆 Tournoi **{ $format }** de { $game }, pendule { $clock }, organisé par { $organiser }
tournament-arena-live = Une arène se joue à la pendule : donnez-la en minutes+secondes, par exemple 5+3.
tournament-no-threads = Les parties de ce tournoi se jouent ici dans le salon : le bot ne peut pas y créer de fils privés (Créer des fils privés).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id } : le salon où vous jouiez n'existe plus, la partie continue donc ici, dans nos messages privés. Jouez en cliquant sur le plateau.
seek-you-accepted-across = Tu as accepté la proposition : la partie #{ $id } commence, sur un plateau ici et un autre dans le serveur de son auteur.

## Petits défauts du lobby (issue 42, second tour)
pool-paired-unsaid = Votre partie a commencé ici, mais { $player } n'a pas pu être prévenu : préviens-le.

# Liens des tables du tournoi (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partie]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# points · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player } : **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (retiré)
offer-draw-elsewhere = { $proposer } propose la nulle dans { $game } #{ $id }. { $opponent } répond sur son propre plateau.
offer-restart-elsewhere = { $proposer } propose de recommencer la partie depuis le début dans { $game } #{ $id }. { $opponent } répond sur son propre plateau.
offer-takeback-elsewhere = { $proposer } demande à reprendre son dernier coup dans { $game } #{ $id }. { $opponent } répond sur son propre plateau.

## Lobby, quatrième tour (issue 42) : une proposition avec les options propres au jeu
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Expire { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } propose une revanche dans { $game } #{ $id }. { $opponent } joue sur un autre serveur et accepte là-bas, avec /revanche ou le bouton Revanche de son plateau.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Tournoi { $format }, ronde { $round } sur { $rounds }
board-tournament = 🏆 Tournoi { $format }

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } te propose une revanche de { $game } #{ $id } : accepte ou refuse sur ton plateau : { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Cette partie est menée par le bot sur le serveur de l'autre joueur : d'ici, tu peux jouer, abandonner ou annuler, rien d'autre. Rien n'a changé.
forward-no-answer = Le serveur de l'autre joueur, qui mène cette partie, n'a pas répondu à temps (il redémarre peut-être) : rien n'a changé. Réessaie dans une minute.
forward-taken-late = Le serveur de l'autre joueur, qui mène cette partie, a reçu ta demande mais tarde à répondre : le plateau l'affichera une fois faite.
forward-unknown = Ceci ne peut pas être envoyé au serveur qui mène cette partie. Rien n'a changé.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id } : { $player } a refusé la revanche.
