# Catálogo em português do Brasil (pt-BR). Fonte: en.ftl; mesmas chaves, mesmas variáveis.
# Tratamento por «você», o normal no Discord. Termos fixos: texts/glossary/pt-BR.md.
# O plural em português: «one» vale para 0 e 1, por isso cada variante usa { $count }.

## Glossary

-morris = Trilha
-three = Trilha de três
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Trilha de doze
-morabaraba = Morabaraba
-lasker = Trilha de Lasker
-russian = Trilha russa
-six = Trilha de seis
-pleiadis = Pleiadis
-mill = moinho
-mills = moinhos
-piece = peça
-pieces = peças
-pawn = peão
-pawns = peões

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

# Completa «Ana vence …» ou «Empate …».
termination-line = completando uma linha
termination-fewer-than-three = porque o adversário ficou com só duas { -pieces }
termination-no-moves = porque o adversário não tem jogada válida
termination-last-board = porque o adversário matou o último tabuleiro
termination-breakthrough = furando até a última linha
termination-all-captured = capturando todos os { -pawns } adversários
termination-resignation = por desistência
termination-timeout = por tempo
termination-agreement = por acordo
termination-repetition = por tripla repetição
termination-full-board = por tabuleiro cheio
termination-move-limit = pelo limite de jogadas
termination-aborted = anulada
# $winner: «Você» (terminal-you) para o jogador no terminal. O Fluent não seleciona sobre
# «Você» (chaves de variante são ASCII), mas «Você» concorda na 3ª pessoa como qualquer nome.
result-win = { $winner } vence { $how }
result-draw = Empate { $how }
result-aborted = Partida anulada

help-morris-computer = Como o computador joga { -morris }: os finais com no máximo quatro { -pieces } de cada lado e nenhuma na mão (3 contra 3, 4 contra 3, 3 contra 4, 4 contra 4; com voo também 5 contra 3 e 5 contra 4 onde a máquina do bot teve memória para construí-las) estão resolvidos de forma exata por análise retrógrada, então a partir do nível `difícil` o computador vence todo final ganho pelo caminho mais curto, nunca perde um final empatado e defende um final perdido pelo maior tempo possível; as tabelas não conhecem limite de jogadas, então uma vitória mais longa que os meios-lances que faltam até o limite é, na prática, um empate. Todo o resto, a fase de colocação inteira e o meio-jogo, é uma busca alfa-beta com tempo limitado e uma avaliação feita à mão (material, { -mills }, mobilidade, bloqueios): forte, mas não exata.
help-morris-levels = Níveis: `easy` olha uma jogada à frente e erra de propósito, `medium` olha duas jogadas à frente com pequenos erros, `hard` busca tão fundo quanto o tempo permite (2 s por jogada por padrão) e joga com as tabelas de finais. Medido: `hard` venceu uma busca em árvore Monte Carlo de 1.000 simulações em 99 partidas de 100; contra o Sanmill, um motor independente de código aberto, com o mesmo tempo marca 0,72 a 0,5 s por jogada (+94 =37 -26, 157 partidas) e 0,68 a 2 s (+10 =10 -2, 22 partidas), e 0,56 na trilha de doze a 0,5 s (+13 =1 -10, 24 partidas). Esses números são do motor compilado, cuja busca roda em C; onde a máquina do bot não tem compilador C, o `hard` busca em Python, umas quatro jogadas menos fundo.

### Options ($option: the option's name as typed)

option-unknown = { game-name } não tem a opção { $option } (opções: { $known })
option-unknown-flag = { game-name } não tem a opção { $option }: as opções são { $known }
option-no-such-game = não existe o jogo { $name }: escolha um de { $known }
option-not-on-off = a opção { $option } deve ser on ou off, não { $value }
option-not-a-number = a opção { $option } deve ser um número inteiro, não { $value }
option-out-of-range = a opção { $option } deve ir de { $minimum } a { $maximum }, não { $value }
option-morris-flying = um jogador reduzido a três { -pieces } pode mover para qualquer ponto
option-morris-draw-plies = empate após este número de jogadas sem { -mill } (0: nunca)

### Moves: why a move text is no move, or not legal here

move-game-over = a partida acabou
move-occupied = { $point } está ocupado
move-no-piece-on = você não tem nenhuma { -piece } em { $point }
move-remove-pending = sua jogada formou um { -mill }: indique uma das { -pieces } do adversário para remover
move-nothing-to-remove = não há nada para remover: faça uma jogada primeiro
move-still-placing = você ainda tem { -pieces } para colocar: indique um ponto vazio
move-none-to-place = você não tem mais { -pieces } para colocar: mova uma das suas, por ex. { $example }
move-not-adjacent = { $src } e { $dst } não são vizinhos
move-no-mill = { $move } não forma um { -mill }, então você não pode remover uma { -piece }
move-not-opponent-piece = { $point } não é uma das { -pieces } do adversário
move-remove-from-mill = { $point } está num { -mill } e há outras { -pieces } que você pode remover
move-morris-no-such-point = { $point } não é um ponto do tabuleiro: os pontos vão de a1 a g7 (como desenhado) ou de 0 a 23
move-morris-notation = escreva uma jogada como d6 (colocar), a1-a4 (mover) ou a1-a4xg7 (e remover g7)
move-morris-one-removal = indique exatamente um ponto depois do x, por ex. a1-a4xg7
move-morris-too-many-points = uma jogada indica no máximo dois pontos, por ex. a1-a4
move-morris-hyphen = uma jogada com hífen indica dois pontos, por ex. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = o lado que joga é W ou B, não { $side }
position-morris-fields = uma posição de { -morris } tem 5 campos: tabuleiro, lado, mãos, passo pendente, rastro (por ex. '........................ W 9/9 - -')
position-morris-board = o tabuleiro são 24 caracteres entre '.', 'W' e 'B'
position-morris-hands = as { -pieces } na mão se escrevem 9/9, não { $hands }
position-morris-number = { $field ->
    [hand-1] as { -pieces } na mão do jogador 1
    [hand-2] as { -pieces } na mão do jogador 2
    [classic-hand-1] a linha 2 ({ -pieces } na mão do jogador 1)
    [classic-hand-2] a linha 3 ({ -pieces } na mão do jogador 2)
   *[classic-side] a linha 4 (o jogador da vez)
}: precisa ser um número de { $low } a { $high }, não { $value }
position-classic-lines = o formato clássico tem 4 linhas: tabuleiro, mão 1, mão 2, de quem é a vez
position-classic-board = a linha 1 contém 24 valores 0, 1 ou 2 separados por ', '
position-classic-pending = o formato clássico não comporta uma remoção pendente: faça a remoção primeiro
position-morris-step = { $step } não é um passo como d6 ou a1-d1
position-too-many-pieces = o jogador { $player } tem mais de { $most } { -pieces }
position-pending-trail = uma posição com remoção pendente não tem rastro
position-pending-no-mill = o passo pendente deve terminar numa { -piece } do lado que joga, dentro de um { -mill }
position-pending-source = o passo pendente deve sair de um ponto que agora está vazio
position-pending-placing = o passo pendente é um movimento, mas o jogador dele ainda está colocando
position-pending-not-adjacent = o passo pendente liga pontos que não são vizinhos
position-too-few-pieces = a partida acaba quando um jogador fica com duas { -pieces }: só o jogador da vez, que acabou de perder uma { -piece }, pode estar assim
position-trail-placement = o rastro só contém movimentos (uma colocação o zera)
position-trail-misfit = o passo { $step } do rastro não se encaixa no tabuleiro
position-trail-placing = o passo { $step } do rastro é um movimento, mas o jogador dele ainda está colocando
position-trail-not-adjacent = o passo { $step } do rastro liga pontos que não são vizinhos
position-trail-mill = o passo { $step } do rastro forma um { -mill }, então uma remoção encerra o rastro
position-lost-pieces = o jogador { $player } perdeu { $lost ->
    [one] { $lost } { -piece }
   *[other] { $lost } { -pieces }
}, mas o jogador { $opponent } pode ter formado no máximo { $mills ->
    [one] { $mills } { -mill }
   *[other] { $mills } { -mills }
} em { $placements ->
    [one] { $placements } colocação
   *[other] { $placements } colocações
}
position-placed-counts = o jogador 1 colocou { $first } { -pieces } e o jogador 2 { $second }: os jogadores colocam alternadamente, o jogador 1 primeiro, então o jogador 1 colocou o mesmo número ou uma a mais
position-placed-side = o jogador 1 colocou { $first } { -pieces } e o jogador 2 { $second }, então a vez é do jogador { $player }
move-still-placing-example = você ainda tem { -pieces } para colocar: indique um ponto vazio, por ex. { $example }
move-three-points = os pontos vão de 1 a 9 (ou de a1 a c3)
move-three-all-placed = suas três { -pieces } estão no tabuleiro: mova uma, por ex. { $example }
move-three-no-point = não existe o ponto { $point }: os pontos vão de 1 a 9 (ou de a1 a c3)
move-three-not-a-point = { $point } não é um ponto: os pontos vão de 1 a 9 (ou de a1 a c3)
move-three-notation = escreva uma jogada como 5 (colocar) ou 4-7 (mover); os pontos são 1-9 ou a1-c3
move-notakto-no-board = não existe o tabuleiro { $board }: os tabuleiros são { $last ->
    [A] A
   *[other] de A a { $last }
}
move-notakto-dead-board = o tabuleiro { $board } está morto: jogue num tabuleiro vivo ({ $live })
move-notakto-no-cell = não existe a casa { $cell }: as casas de um tabuleiro vão de 0 a 8
move-notakto-taken = { $move } está ocupada: escolha uma casa vazia
move-notakto-notation = uma jogada é a letra de um tabuleiro e uma casa de 0 a 8, por ex. A4
move-off-board = { $square } não está no tabuleiro: as casas vão de a1 a { $last }
move-one-square = uma jogada indica uma casa, por ex. { $example }
move-two-squares = uma jogada indica duas casas, por ex. { $example }
move-square-off-board = essa casa não está no tabuleiro
move-opponent-pawn = { $square } é um { -pawn } do adversário
move-no-pawn-on = você não tem nenhum { -pawn } em { $square }
move-pawn-forward = um { -pawn } avança uma linha (rumo à linha { $row }), reto ou na diagonal
move-own-pawn = em { $square } há um { -pawn } seu
move-capture-diagonally = { $square } está ocupada: os { -pawns } só capturam na diagonal
# $line: row, column ou diagonal.
move-attacked = { $square } está na mesma { $line ->
    [row] linha
    [column] coluna
   *[diagonal] diagonal
} que o { -pawn } em { $attacker }
move-attacked-own = { $square } está na mesma { $line ->
    [row] linha
    [column] coluna
   *[diagonal] diagonal
} que o seu { -pawn } em { $attacker }
move-outnumbered = { $square } tem { $opponent ->
    [one] { $opponent } vizinho adversário
   *[other] { $opponent } vizinhos adversários
} e { $own } seus: você só pode colocar onde tiver pelo menos tantos vizinhos quanto o adversário

position-side-1-or-2 = o lado que joga é 1 ou 2, não { $side }
position-three-fields = uma posição de { -three } é um código de tabuleiro de 9 dígitos, ou o código, o lado que joga e as jogadas desde a colocação (por ex. '100011222 1 -')
position-three-code = um código de tabuleiro são 9 dígitos 0, 1 ou 2, não { $code }
position-three-step = { $step } não é uma jogada como 4-7
position-three-pieces = cada jogador tem só três { -pieces }
position-three-second-to-move = o jogador 1 colocou uma { -piece } a mais, então a vez é do jogador 2
position-three-counts = o jogador 1 coloca primeiro, então tem tantas { -pieces } quanto o jogador 2 ou uma a mais
position-three-first-to-move = os dois colocaram o mesmo número de { -pieces }, então o jogador 1 coloca
position-three-line = só o jogador que acabou de jogar pode ter uma linha
position-three-trail-option = as jogadas só são guardadas com a opção de empate por repetição: use '-'
position-three-trail-placing = as jogadas desde a colocação começam quando as seis { -pieces } estão colocadas
position-three-trail-misfit = a jogada { $move } não se encaixa no tabuleiro
position-three-trail-over = a partida já tinha acabado antes de { $move }
position-three-trail-drawn = a partida já estava empatada por repetição antes da última jogada
position-notakto-boards = esta partida tem { $boards } tabuleiros separados por '/', não { $found }
position-notakto-cells = o tabuleiro { $board } deve ter 9 casas 'X' ou '.', não { $cells }
position-notakto-lines = o tabuleiro { $board } tem linhas que nenhuma última marca sozinha poderia completar
position-rows = o tabuleiro tem { $found } linhas separadas por '/', não { $rows }
position-row-zero-run = linha { $row }: as sequências de casas vazias começam em 1
position-row-token = linha { $row }: { $token } não é W, B nem um número de casas vazias
position-row-length = a linha { $row } tem { $found } casas, não { $columns }
position-row-too-long = a linha { $row } tem casas demais, não { $columns }
position-grid-fields = uma posição é o tabuleiro e o lado que joga, por ex. { $example }
position-placement-counts = o jogador 1 tem { $first } { -pawns } e o jogador 2 { $second }: o jogador 1 coloca primeiro, então tem o mesmo número ou um a mais
position-placement-side = com esses { -pawns } a vez é do jogador { $player }, não { $side }
position-too-many-pawns = o jogador { $player } tem mais de { $most } { -pawns }
position-far-row = a vez é do jogador { $player }, mas ele já tem um { -pawn } na última linha
position-no-pawns = o jogador { $player } acabou de jogar, então tem pelo menos um { -pawn }
position-firstattack-in-line = o { -pawn } em { $square } está alinhado com outro { -pawn } que o bloqueia, o que nenhuma partida pode alcançar

option-three-repetition-draw = empate quando uma posição ocorre pela terceira vez (off: só empates por acordo)
option-notakto-boards = quantos tabuleiros 3x3 (de 1 a 5)
option-breakthrough-rows = linhas do tabuleiro (de 5 a 26)
option-breakthrough-columns = colunas do tabuleiro (de 2 a 26)
option-firstattack-size = linhas e colunas do tabuleiro (de 1 a 12)
option-firstattack-colours = cada jogador só é bloqueado pelas linhas que passam pelos próprios { -pawns }
option-pleiadis-size = linhas e colunas do tabuleiro (de 2 a 12)

### Rules and notation, one message a game (front ends may bold the game's name)

# $flying: on ou off; $plies: o limite de jogadas (0: nenhum).
rules-morris =
    { -morris }: coloque suas 9 { -pieces } e depois mova-as pelas linhas{ $flying ->
        [on] {" "}(com 3 restantes você pode voar para qualquer ponto)
       *[off] {""}
    }. Três em linha formam um { -mill }: remova uma { -piece } do adversário. Para vencer, deixe o adversário com 2 { -pieces } ou sem jogada. É empate quando uma posição é vista três vezes{ $plies ->
        [0] {""}
        [one] {" "}ou após { $plies } jogada sem { -mill } (contam as dos dois jogadores)
       *[other] {" "}ou após { $plies } jogadas sem { -mill } (contam as dos dois jogadores)
    }.
    Jogadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (e remover g7); os pontos são a1-g7 ou 0-23. Depois de um { -mill }, indique a { -piece } a remover (g7) se ainda não indicou.
# $repetition: on ou off.
rules-three =
    { -three }: coloque suas 3 { -pieces } e depois mova uma delas para qualquer ponto vazio. Três em linha (linha, coluna ou diagonal) vencem, em qualquer das duas fases. { $repetition ->
        [on] Uma posição vista três vezes é empate.
       *[off] Não há empate automático.
    }
    Jogadas: 5 (colocar), 4-7 (mover). Os pontos são 1-9 linha por linha a partir do canto superior esquerdo (1 2 3 / 4 5 6 / 7 8 9), ou a1-c3 com a1 no canto inferior esquerdo.
rules-notakto =
    { -notakto } com { $boards ->
        [one] { $boards } tabuleiro
       *[other] { $boards } tabuleiros
    }: os dois jogadores colocam um X em qualquer tabuleiro vivo. Um tabuleiro com três X numa linha, coluna ou diagonal está morto. Quem matar o último tabuleiro perde.
    Jogadas: letra do tabuleiro e casa, por ex. A4; as casas são 0-8 linha por linha (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } em { $rows }x{ $columns }: mova um { -pawn } uma linha para a frente, reto ou na diagonal, para uma casa vazia; só se captura na diagonal. Para vencer, chegue à última linha ou capture todos os { -pawns } adversários. O jogador 1 (W) começa em cima e desce.
    Jogadas: a2-b3 (também a2 b3, a2b3); as casas vão de a1 a { $last }: colunas a partir da esquerda, linhas a partir de cima (o lado do jogador 1).
# $colours: on ou off; $example: uma casa; $last: a última casa.
rules-firstattack =
    { -firstattack } em { $size }x{ $size }: coloque um { -pawn } numa casa vazia que não compartilhe linha, coluna nem diagonal (a qualquer distância) com { $colours ->
        [on] nenhum dos seus próprios { -pawns } (os do adversário não bloqueiam você)
       *[off] nenhum { -pawn }
    }. Quem não puder colocar perde.
    Jogadas: uma casa, por ex. { $example }; as casas vão de a1 a { $last }: colunas a partir da esquerda, linhas a partir de cima (o lado do jogador 1). As casas livres são marcadas com + (em verde com emoji).
rules-pleiadis =
    { -pleiadis } em { $size }x{ $size }: coloque um { -pawn } numa casa vazia onde, entre os seus até 8 vizinhos, o adversário não tenha mais { -pawns } do que você. Quem não puder colocar perde.
    Jogadas: uma casa, por ex. { $example }; as casas vão de a1 a { $last }: colunas a partir da esquerda, linhas a partir de cima (o lado do jogador 1). As casas livres são marcadas com + (em verde com emoji).


## Boards (renderer/): legends, status lines, last-move notes

# $name: o nome de um jogador («Você» para o jogador no terminal; concorda na 3ª pessoa).
status-to-move = { $name } joga.
status-to-remove = { $name } remove uma { -piece }.
status-over = { $result }.

last-move = Última jogada: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } origem
note-to = { $mark } destino
note-removed = { $mark } removida
note-board-died = o tabuleiro morreu
note-morris-pending = { $move } faz { -mill }: remova uma, ex. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } a colocar
legend-morris-placing = { $piece } { $name }: { $hand } a colocar, { $board } em jogo
legend-morris-moving = { $piece } { $name }: { $board } no tabuleiro
legend-three-naming = 1-9 como aqui, ou a1-c3 (a1: inf. esq.)
legend-notakto-all-dead = Todos os tabuleiros estão mortos.
legend-notakto-dead = Mortos: { $boards }
legend-moves-down = { $piece } { $name } desce
legend-moves-up = { $piece } { $name } sobe
legend-open = { $piece } { $name }: { $count ->
    [one] { $count } casa livre
   *[other] { $count } casas livres
}


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] primeira partida ranqueada
       *[other] só { $games } partidas ranqueadas
    }: os primeiros ratings variam mais)
rating-even = { $delta } contra um rating igual
rating-against-higher = { $delta } contra um jogador com rating { $gap } pontos maior
rating-against-lower = { $delta } contra um jogador com rating { $gap } pontos menor

database-busy = O banco de dados está ocupado, então nada foi alterado: tente de novo, por favor.
save-uncertain = Perdi a conexão com o banco de dados enquanto salvava, então não sei se foi salvo: olhe o tabuleiro de novo daqui a um minuto antes de tentar outra vez.
cannot-save = Não consigo salvar partidas agora, então nada foi alterado: tente de novo daqui a alguns minutos.
changed-meanwhile = A partida mudou enquanto isto era salvo: olhe o tabuleiro e tente de novo.

no-game-here = Você não tem nenhuma partida em andamento neste canal.
game-not-in-progress = Essa partida não está mais em andamento.
game-ended = Essa partida já terminou.
no-such-game = Não existe a partida #{ $game }.
not-a-player = Você não está jogando nesta partida.
not-your-turn = Não é a sua vez: aguardando { $waiting }.
move-rejected = Não dá para jogar «{ $move }»: { $reason }.
abort-too-late = Os dois lados já jogaram, então a partida não pode mais ser anulada: desista ou proponha empate.
busy-you = Você já está jogando { $title } (partida #{ $game }) neste canal: termine essa partida primeiro.
busy-player = { $player } já está jogando { $title } (partida #{ $game }) neste canal: essa partida precisa terminar primeiro.
nothing-to-export = Não há partida para exportar: jogue uma primeiro.

channel-not-for-games = Não se joga neste canal: { $count ->
    [one] tente o canal de jogos do servidor.
   *[other] tente um dos { $count } canais de jogos do servidor.
}
challenge-yourself = Você não pode desafiar a si mesmo: escolha outro jogador.
no-such-level = Não existe o nível «{ $level }» para { $title }: escolha { $levels }.
level-needs-computer = O nível só vale para partidas contra o computador.
already-challenged = Você já desafiou { $opponent } aqui: aguarde uma resposta ou retire esse desafio primeiro.
challenge-expired = Este desafio expirou: peça um novo.
challenge-closed = Esse desafio não está mais aberto.
no-challenge-to-you = Não há nenhum desafio aberto para você neste canal.
no-challenge-of-yours = Você não tem nenhum desafio aberto neste canal.
own-challenge = Você não pode aceitar nem recusar o seu próprio desafio: retire-o.
challenge-not-for-you = Este desafio é para { $challenged }, não para você.
only-challenger-withdraws = Só { $challenger } pode retirar este desafio.
bad-options = Essas opções não podem ser usadas: { $reason }.
unreadable-position = Não consegui ler essa posição: { $reason }.
position-over = Essa posição já terminou: escolha uma que ainda tenha jogadas.
bad-first-move = Quem joga primeiro é um de { $choices }, não «{ $first }».

bad-proposal = Uma proposta é uma de { $choices }, não «{ $kind }».
already-proposed = Você já propôs { $kind ->
    [draw] empate
    [restart] reiniciar
    [takeback] desfazer a jogada
   *[rematch] revanche
}: aguardando { $opponent }.
no-proposal = Não há proposta de { $kind ->
    [draw] empate
    [restart] reinício
    [takeback] desfazer jogada
   *[rematch] revanche
} para recusar.
offer-not-open = Essa oferta (partida #{ $game }) não está mais aberta, então nada foi alterado.
rematch-while-playing = Sua partida aqui ainda está em andamento: termine-a primeiro.
no-finished-game = Você não tem nenhuma partida terminada neste canal para pedir revanche.
takeback-rated = Desfazer jogadas só é possível em partidas não ranqueadas.
takeback-mid-turn = Termine a vez em andamento antes de pedir para desfazer uma jogada.
takeback-nothing = Ainda não há nenhuma jogada sua para desfazer.

settings-need-server = As configurações pertencem a um servidor; DMs e DMs em grupo usam os valores padrão. Use isto num canal de um servidor para mudar as configurações dele.
no-board-style = Não existe o estilo de tabuleiro «{ $style }»: escolha { $styles }.
setting-clock = o relógio
setting-turn-timeout = o tempo por vez
setting-challenge-expiry = a validade dos desafios
not-a-duration = Para { $what }, «{ $text }» não é uma duração: escreva por ex. 90s, 15m, 2h ou 1d.
out-of-range = Para { $what }, o valor precisa ir de { $low } a { $high }.
out-of-range-given = Para { $what }, o valor precisa ir de { $low } a { $high }, não { $given }.
duration-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
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
export-options = Opções: { $options }
export-none = nenhuma
export-player = Jogador { $seat }: { $player }
export-started = Início: { $when } UTC
export-start = Posição inicial: { $position }
export-standard = padrão
export-result = Resultado: { $result }
export-in-progress = em andamento
export-aborted = Partida anulada
export-draw = Empate { $how }
export-win = { $winner } vence { $how }
export-moves = Jogadas: { $moves }
export-no-moves = (nenhuma)
export-position = Posição: { $position }
export-mark = Análise: { $mark }
name-review = analisar
name-puzzle = problema
name-puzzles = problemas
name-number = número
name-daily = diário
cmd-review = Percorra uma partida sua terminada de Trilha, com cada posição julgada
cmd-review-game = o número da partida (padrão: sua última partida aqui)
cmd-puzzle = Um problema de Trilha: encontre o único lance vencedor, com cliques
cmd-puzzle-number = o número do problema (padrão: um próximo do seu rating que você ainda não tentou)
cmd-puzzle-daily = o problema do dia deste servidor
cmd-puzzles = A classificação de problemas (ratings e sequências) e seu histórico
review-buttons = ⏮ ◀ ▶ ⏭ percorra a partida; ⚑ pula para a próxima virada (viradas: { $count }).
puzzle-title = **Problema #{ $id }** ({ $difficulty }, rating { $rating }): { $player }, da vez, vence em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    }. Encontre o único lance vencedor.
puzzle-easy = fácil
puzzle-medium = médio
puzzle-hard = difícil
puzzle-daily = O problema de hoje neste servidor.
puzzle-right = Certo: **{ $move }**. O computador responde { $reply }.
puzzle-solved = Resolvido: **{ $move }** vence! Rating de problemas { $rating } ({ $change }), sequência { $streak }.
puzzle-wrong = Errado: **{ $move }** não vence pelo caminho mais curto. A solução: { $solution }. Rating de problemas { $rating } ({ $change }); a sequência recomeça.
puzzle-no-such = Não existe o problema #{ $id }: escolha um de 1 a { $count }.
puzzle-over = O problema #{ $id } não tem esse lance a jogar: comece de novo com /{ name-puzzle }.
puzzle-leaderboard = Classificação de **problemas** { $place }
puzzle-nobody = Ninguém tentou um problema { $place } ainda.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } resolvidos, melhor sequência { $best })
puzzle-record = Seus problemas: rating { $rating }, { $solved } resolvidos, { $failed } errados, sequência { $streak } (melhor { $best }).
puzzle-no-record = Você ainda não tentou nenhum problema: /{ name-puzzle } lhe dá um.
review-start = Partida #{ $game }: o início (lances: { $total }).
review-step = Lance { $ply } de { $total }: { $player } jogou { $move }.
review-exact-win = { $player }, da vez, vence em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } (tabelas de finais, exato).
review-exact-loss = { $player }, da vez, perde em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } (tabelas de finais, exato).
review-exact-draw = Empate com o melhor jogo (tabelas de finais, exato).
review-search-win = { $player }, da vez, vence em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } (encontrado pela busca).
review-search-loss = { $player }, da vez, perde em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } (encontrado pela busca).
review-search-score = Julgamento da busca: { $score } peças para { $player }, da vez.
review-game-over = A partida acabou.
review-let-win = A vitória em { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    } escapou no lance { $ply } ({ $move }); { $better } a mantinha.
review-let-draw = O empate escapou no lance { $ply } ({ $move }); { $better } o mantinha.
review-mistake = O lance { $ply } ({ $move }) perdeu terreno segundo a busca; { $better } era melhor.
review-nothing = Não há nenhuma partida sua aqui para analisar.
review-morris-only = Só partidas de { -morris } podem ser analisadas.
review-unfinished = A partida #{ $game } ainda não acabou: analise-a quando terminar.
terminal-review-description = Percorra uma partida terminada de { -morris } salva em { $db } (ou --db ARQUIVO), com cada posição julgada: exatamente pelas tabelas de finais, senão por uma busca curta.
terminal-review-arg-game = o número da partida (padrão: a última jogada no terminal)
terminal-review-prompt = Enter ou > próximo, < anterior, ! próxima virada, um número: esse lance, q: sair>
terminal-review-hint = Percorra esta partida com cada posição julgada: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = ajuda
words-resign = desistir, desisto
words-restart = reiniciar, recomeçar
words-draw = empate
words-takeback = desfazer, voltar
words-accept = aceitar
words-decline = recusar
words-withdraw = retirar, cancelar


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } e { $then }
list-lines =
    { $first }
    { $then }
this-channel = este canal
computer = Computador
computer-level = Computador ({ $level })
computer-level-standby = Por enquanto o computador joga no nível { $played }: o jogo no nível { $level } ainda está sendo preparado e assume sozinho quando estiver pronto.
option-value = { $name } { $value }
option-on = sim
option-off = não
error-apology = Desculpe, algo deu errado do meu lado. Isso foi registrado; tente de novo, por favor.
error-not-here = Este comando não pode ser usado aqui.
permission-view-channel = Ver canais
permission-send-messages = Enviar mensagens
permission-send-messages-in-threads = Enviar mensagens em tópicos
games-only-in = Não se joga neste canal: tente { $channels }.
app-not-in-server = Não sou membro deste servidor, então não posso publicar aqui o tabuleiro de uma partida. Peça a um admin do servidor para me adicionar (o link de convite está no meu perfil), ou jogue numa DM ou DM em grupo.
permission-missing = Não posso hospedar uma partida em { $where }: lá me { $count ->
        [one] falta a permissão
       *[other] faltam as permissões
    } { $permissions }. Peça a um admin do servidor para concedê-la, ou jogue em outro canal.

button-accept = Aceitar
button-decline = Recusar
button-withdraw = Retirar
button-rematch = Revanche
button-resign = Desistir
button-keep = Continuar jogando
button-offer-draw = Propor empate
button-takeback = Desfazer
button-restart = Recomeçar
only-owner = Só { $owner } pode { $purpose }.
purpose-press = apertar isto
purpose-answer-challenge = responder a este desafio
purpose-withdraw-challenge = retirar este desafio
purpose-answer-offer = responder a esta oferta
step-remove = remover { $point }
step-remove-which = Remover qual peça?
step-your-move = Sua jogada
step-mill-remove-which = { $move } forma um moinho: remover qual peça?
step-to-where = { $move }: para onde?
step-choose-range = Escolha um intervalo
step-page-row = Linha { $row } ({ $first }–{ $last })
step-page-rows = Linhas { $first }–{ $last }
step-board = Tabuleiro { $board }

challenge = { $challenged }, { $challenger } desafia você para **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = regras padrão
challenge-first = { $player } joga primeiro
challenge-first-random = quem joga primeiro é sorteado
challenge-from-position = A partir de uma posição preparada (não ranqueada).
challenge-clock = Relógio: { $clock } por jogada.
challenge-in-thread = A partida é jogada num tópico próprio.
challenge-answer-any = Aperte Aceitar ou Recusar, ou digite `aceitar` ou `recusar`. O desafio expira { $expires }.
challenge-answer-addressed = Aperte Aceitar ou Recusar, ou digite `aceitar` ou `recusar` me mencionando (`@eu aceitar`). O desafio expira { $expires }.
challenge-answer-none = Aperte Aceitar ou Recusar. O desafio expira { $expires }.
challenge-opponent-is-bot = { $opponent } é um bot: desafie uma pessoa, ou deixe o adversário em branco para jogar contra mim.
challenge-opponent-not-member = { $opponent } não é membro deste servidor, então não poderia responder: desafie alguém que esteja aqui.
challenge-no-thread-here = Tópicos só existem em canais de servidor, então uma partida aqui não pode ter um: desafie de novo sem `{ name-thread }`.
challenge-too-fast = Você está enviando desafios rápido demais: espere { $seconds } s e tente de novo.
challenge-not-open = Este desafio não está mais aberto.
challenge-accepted-by = Aceito por { $player }.
challenge-declined-by = Recusado por { $player }.
challenge-withdrawn-by = Retirado por { $player }.
game-begins = Começa { $game } #{ $id }.

offer-draw = { $proposer } propõe empate em { $game } #{ $id }. { $opponent }: aperte Aceitar ou Recusar, ou use /empate.
offer-restart = { $proposer } propõe reiniciar a partida do começo em { $game } #{ $id }. { $opponent }: aperte Aceitar ou Recusar, ou use /reiniciar.
offer-takeback = { $proposer } pede para desfazer a última jogada em { $game } #{ $id }. { $opponent }: aperte Aceitar ou Recusar, ou use /desfazer.
offer-rematch = { $proposer } propõe revanche em { $game } #{ $id }. { $opponent }: aperte Aceitar ou Recusar, ou use /revanche ou o botão Revanche.
declined-draw = { $player } recusou a proposta de empate em { $game } #{ $id }.
declined-restart = { $player } recusou a proposta de reinício em { $game } #{ $id }.
declined-takeback = { $player } recusou o pedido para desfazer a jogada em { $game } #{ $id }.
declined-rematch = { $player } recusou a revanche em { $game } #{ $id }.
agreed-draw = Combinado: empate em { $game } #{ $id }.
agreed-restart = Combinado: reinício em { $game } #{ $id }.
agreed-takeback = Combinado: jogada desfeita em { $game } #{ $id }.
agreed-rematch = Combinado: revanche em { $game } #{ $id }.
offer-accepted-by = Aceita por { $player }.
offer-declined-by = Recusada por { $player }.
rematch-started = A revanche começou.
resign-confirm = { $player }, desistir de { $game } #{ $id }? Aperte Desistir para confirmar.
resigned = Você desistiu.
resignation-cancelled = Desistência cancelada.
game-aborted = A partida foi anulada.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Essa escolha não é mais possível: o tabuleiro mudou. Use o menu dele de novo.
game-no-longer-in-progress = Essa partida não está mais em andamento.
no-game-in-channel = Não há nenhuma partida em andamento neste canal.
games-here = **Partidas em andamento aqui** (acompanhe os tabuleiros; `/tabuleiro` mostra um só para você)
games-here-entry = { $game } #{ $id }, { $first } contra { $second }, { $turns ->
        [one] { $turns } rodada jogada
       *[other] { $turns } rodadas jogadas
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Você não tem nenhum desafio aberto para retirar aqui.
nothing-to-answer = Não há nada para aceitar ou recusar agora.
typed-how-any = Digite sua jogada no canal
typed-how-addressed = Digite sua jogada me mencionando (`@eu d6`)
typed-how-none = Use os menus do tabuleiro
typed-help =
    { $how } para jogar (como escrever está explicado abaixo). Também: `h`/`ajuda` esta ajuda, `q`/`desistir` desistir (pede confirmação), `r`/`reiniciar` propor recomeçar, `empate` propor ou aceitar empate, `desfazer` pedir para desfazer sua última jogada, `aceitar`/`recusar` responder a um desafio ou proposta, `retirar` retirar um desafio que você fez. Todo comando também existe como comando de barra: veja /ajuda.

    { $rules }
stats-here = neste servidor
stats-anywhere = em qualquer lugar
stats-in-game = { " " }de { $game }
stats-no-games = { $player } ainda não tem partidas terminadas{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: ainda sem rating, { $wins }V { $losses }D { $draws }E
stats-record-rated = { $game }: rating { $rating }, posição { $rank }, { $wins }V { $losses }D { $draws }E
stats-nobody = Ninguém terminou ainda uma partida ranqueada de { $game } { $place }.
stats-leaderboard = Ranking de **{ $game }**
stats-leaderboard-global = Ranking de **{ $game }** (global)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }V { $losses }D { $draws }E)
help-commands =
    {"**"}Começar uma partida**: { $challenges } — cada um aceita `adversário` (deixe em branco, ou me escolha, para jogar contra o computador), `nível`, `primeiro`, as opções do próprio jogo e `posição`.
    {"**"}Jogar**: os menus e botões do tabuleiro, ou `/jogada` (com sugestões){ $typing }
    {"**"}Durante a partida**: `/tabuleiro` mostrar de novo, `/empate` propor ou aceitar empate, `/reiniciar`, `/desfazer` (partidas não ranqueadas), `/desistir`, `/anular` (antes que os dois lados joguem).
    {"**"}Depois da partida**: `/revanche` (ou o botão Revanche), `/exportar` lista de jogadas e posição, `/analisar` percorrê-la com cada posição julgada.
    {"**"}Mais**: `/estatísticas [usuário] [jogo]` ratings e históricos, `/ajuda [jogo]` regras{ $settings }; `/problema` um problema (`diário`: o do dia do servidor), `/problemas` a classificação de problemas.
help-typing-any = , ou simplesmente digite a jogada no canal (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Para digitar: `h` ajuda, `q` desistir, `r` reiniciar, `empate`, `aceitar`, `recusar`, `retirar` (seu próprio desafio; ou o botão Retirar dele).
help-typing-addressed = , ou digite a jogada me mencionando (`@eu d6`, `@eu a1-a4xg7`). Do mesmo jeito: `h` ajuda, `q` desistir, `r` reiniciar, `empate`, `aceitar`, `recusar`, `retirar` (seu próprio desafio; ou o botão Retirar dele).
help-typing-none = . Mensagens digitadas não são lidas aqui.
reminders-on = Os lembretes por DM estão ativados: também mando uma DM quando seu tempo para jogar está acabando num relógio de uma hora ou mais. Mude com `/lembretes dm:`.
reminders-off = Os lembretes por DM estão desativados: só a menção na partida quando seu tempo para jogar está acabando num relógio de uma hora ou mais. Mude com `/lembretes dm:`.
settings-channels-invalid = Indique os canais onde partidas são permitidas como menções #canal, ou escreva `all`.
settings-manage-server-only = Só membros com a permissão Gerenciar servidor podem fazer isso.
settings-channel-elsewhere = { $channel } não é um canal deste servidor: indique canais deste servidor, ou escreva `all`. Nada foi alterado.
settings-saved = Configurações salvas.
settings-current = Configurações atuais (passe opções para mudá-las).
settings-every-channel = todos os canais
settings-shown =
    { $heading }
    Tempo por vez: { $timeout }
    Validade dos desafios: { $expiry }
    Estilo de tabuleiro: { $style }
    Partidas permitidas em: { $channels }
    Partidas em tópico próprio: { $threads }
    Idioma das partidas: { $language }
export-as-file = A partida é longa demais para uma mensagem: aqui está ela como arquivo.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } jogou **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } jogou **{ $move }** e propõe empate: aperte Aceitar ou Recusar, ou use /empate para aceitar.
board-start = **{ $game }** #{ $id }: a partida começa, { $player } joga primeiro.
board-restart = **{ $game }** #{ $id }: a partida recomeça do início.
board-takeback = **{ $game }** #{ $id }: a última jogada de { $player } (e qualquer resposta a ela) foi desfeita.
board-recent = Jogadas recentes: { $moves }
board-thinking = { $player } está pensando…
board-not-shown-move = **{ $move }** foi jogada; não foi possível publicar o tabuleiro. /tabuleiro mostra.
board-not-shown = Sua jogada foi feita; não foi possível publicar o tabuleiro. /tabuleiro mostra.
board-above = Sua jogada está no tabuleiro acima ({ $link }): não posso mais publicar mensagens novas neste canal. Peça a um administrador do servidor que me dê de novo a permissão Enviar mensagens aqui.
turn-ping = { $player }, é a sua vez em { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } terminou, veja o tabuleiro: { $link }
board-moved = *Este tabuleiro mudou de lugar: a partida continua em { $link }*
board-behind = **{ $game }** #{ $id }: de novo. Não foi possível atualizar este tabuleiro: num grupo, o Discord só me deixa publicar nos 15 minutos depois de alguém me usar.
thread-name = { $game }: { $first } contra { $second }
a-player = um jogador
user-unknown = usuário { $id }
move-played = Você jogou **{ $move }**.
time-left-minutes = cerca de { $minutes } min
time-left-seconds = menos de um minuto
turn-warning = { $player }, faltam { $left } para sua jogada em { $game } #{ $id }: o tempo acaba { $when }.
reminder-dm = É a sua vez em { $game } #{ $id }: o tempo acaba { $when }. (Desative estes lembretes com /lembretes.)
reminder-dm-link = É a sua vez em { $game } #{ $id }: o tempo acaba { $when }. O tabuleiro: { $link } (Desative estes lembretes com /lembretes.)
challenge-expired-note = Este desafio expirou.
board-deadline = O tempo acaba { $when }.
game-over-aborted = **Fim de jogo**: a partida foi anulada (sem resultado, sem mudança de rating).
game-over-draw = **Fim de jogo**: empate { $how }.
game-over-win = **Fim de jogo**: { $winner } vence { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Ratings: { $changes }
result-unrated =
    { $result }
    Partida não ranqueada.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = anular
name-board = tabuleiro
name-board-style = estilo_tabuleiro
name-boards = tabuleiros
name-breakthrough = breakthrough
name-challenge-expiry = validade_desafio
name-channels = canais
name-clock = relógio
name-colours = cores
name-columns = colunas
name-dm = dm
name-draw = empate
name-draw-plies = empate_após
name-export = exportar
name-first = primeiro
name-firstattack = firstattack
name-flying = voo
name-game = jogo
name-games = partidas
name-help = ajuda
name-level = nível
name-morris = trilha
name-move = jogada
name-notakto = notakto
name-opponent = adversário
name-pleiadis = pleiadis
name-position = posição
name-rematch = revanche
name-reminders = lembretes
name-repetition-draw = empate_repetição
name-resign = desistir
name-restart = reiniciar
name-rows = linhas
name-scope = escopo
name-settings = configurações
name-size = tamanho
name-stats = estatísticas
name-takeback = desfazer
name-thread = tópico
name-threads = tópicos
name-threemorris = trilha_de_três
name-turn-timeout = tempo_por_vez
name-user = usuário

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
choice-me = eu
choice-medium = médio
choice-perfect = perfeito
choice-random = aleatório
choice-server = servidor
choice-text = texto
choice-them = o adversário

cmd-challenge = Desafie alguém, ou o computador, para { $game }
cmd-option = { $help } (padrão { $default })
cmd-challenge-menu = Desafiar para um jogo
cmd-challenge-opponent = contra quem jogar; deixe em branco, ou me escolha, para jogar contra o computador
cmd-challenge-level = força do computador: { $levels } (padrão { $default })
cmd-challenge-first = quem joga primeiro: eu, o adversário ou aleatório (padrão aleatório)
cmd-challenge-position = começar desta posição (a partida então não é ranqueada)
cmd-challenge-thread = jogar a partida num tópico próprio (padrão: a configuração do servidor)
cmd-challenge-clock = tempo por jogada, por ex. 15m, 2h ou 3d (de 1 minuto a 14 dias; padrão: o do servidor)
cmd-move = Faça uma jogada na sua partida deste canal
cmd-move-move = sua jogada, por ex. d6, a1-a4, a1-a4xg7, A6 ou b2-c3
cmd-board = Mostra a partida deste canal, só para você
cmd-games = As partidas em andamento aqui, para acompanhar
cmd-resign = Desista da sua partida neste canal
cmd-abort = Anule sua partida antes que os dois lados joguem
cmd-export = Sua partida como lista de jogadas e posição
cmd-draw = Proponha empate, ou aceite a proposta do adversário
cmd-restart = Proponha reiniciar, ou aceite a proposta
cmd-takeback = Peça para desfazer sua última jogada
cmd-rematch = Proponha revanche da sua última partida aqui
cmd-stats = Ranking de um jogo, ou histórico de um jogador
cmd-stats-user = mostrar o histórico e a posição deste jogador em cada jogo
cmd-stats-game = o jogo (padrão { -morris } para o ranking)
cmd-stats-scope = as partidas deste servidor, ou todas em qualquer lugar (padrão: o servidor; global em DM)
cmd-help = Os comandos e as regras de um jogo
cmd-help-game = mostrar as regras e a notação de jogadas deste jogo
cmd-reminders = Seus lembretes por DM antes que o seu tempo para jogar acabe
cmd-reminders-dm = sim: também uma DM quando um relógio de uma hora ou mais está acabando (padrão: não)
cmd-settings = Configurações de jogo do servidor (Gerenciar servidor)
cmd-settings-turn-timeout = tempo para cada jogada, por ex. 15m, 2h ou 1d (de 1 minuto a 7 dias)
cmd-settings-challenge-expiry = quanto tempo um desafio fica aberto, por ex. 10m (de 1 minuto a 1 dia)
cmd-settings-board-style = como os tabuleiros são desenhados
cmd-settings-channels = #canais onde se pode jogar, ou `all`
cmd-settings-threads = jogar desafios, desafios abertos e pareamentos rápidos entre pessoas, cada um num tópico próprio


## Terminal (bot/console/)

# Letra de resposta: uma palavra que começa com ela (sim, não, retomar, nova).
terminal-yes = s
terminal-no = n
terminal-resume = r
terminal-new = n
# «Você» não pode ser chave de variante no Fluent (só ASCII); como concorda na 3ª pessoa, os
# textos que em inglês selecionam sobre «You» (result-win, legend-moves-*) não precisam seletor.
terminal-you = Você
terminal-computer = Computador
terminal-player = Jogador { $seat }

terminal-description = Jogue no terminal: duas pessoas no mesmo teclado, ou uma contra o computador (--computer). As partidas são salvas em { $db } (ou --db ARQUIVO): saia com Ctrl-D ou Ctrl-C e rode o mesmo comando de novo para continuar de onde parou.
terminal-arg-lang = o idioma do jogo (padrão { $default }: de LC_ALL, LC_MESSAGES ou LANG)
terminal-arg-style = estilo de tabuleiro
terminal-arg-computer = o computador joga com este lado
terminal-arg-level = a força do computador
terminal-arg-position = começar desta posição
terminal-arg-seed = semente do jogador computador
terminal-arg-db = o arquivo de partidas salvas (padrão { $db })
terminal-error = erro: { $error }
terminal-level-needs-computer = --level é a força do computador: acrescente --computer 1 ou 2
terminal-title = { $game }. Digite h para ajuda.

terminal-help =
    Comandos:
      h, ajuda         mostrar esta ajuda e as regras
      q, desistir      desistir da partida (pede confirmação)
      r, reiniciar     propor recomeçar (o outro jogador precisa aceitar)
      empate           propor empate (o outro jogador precisa aceitar)
      desfazer         pedir para desfazer sua última jogada (o outro jogador precisa aceitar)
    Qualquer outra coisa é lida como jogada. Ctrl-D ou Ctrl-C salva a partida e sai.
terminal-saved = Partida salva: rode o mesmo comando de novo para continuar.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h para ajuda)
terminal-too-long = Isso é longo demais para uma jogada ou um comando ({ $length ->
    [one] { $length } caractere
   *[other] { $length } caracteres
}).
terminal-restarted = Partida reiniciada.
terminal-plays = { $player } joga { $move }
terminal-offers-draw = { $player } propõe empate: digite empate para aceitar.
terminal-result = { $result }.
terminal-resign-confirm = Desistir desta partida? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Desistência cancelada.
terminal-nothing-to = Não há nada para { $command ->
    [accept] aceitar
    [decline] recusar
   *[withdraw] retirar
} aqui: as ofertas são respondidas na hora em que são feitas.
terminal-question = { $player }, { $kind ->
    [restart] recomeçar do início?
    [draw] aceita o empate?
   *[takeback] deixa desfazer a última jogada?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player } recusa { $kind ->
    [restart] o reinício
    [draw] o empate
   *[takeback] desfazer a jogada
}.
terminal-declined = { $kind ->
    [restart] Reinício recusado.
    [draw] Empate recusado.
   *[takeback] Desfazer recusado.
}

terminal-moves-made = { $moves ->
    [one] { $moves } jogada feita
   *[other] { $moves } jogadas feitas
}
terminal-resuming = Retomando sua partida salva de { $game } (partida #{ $id }, { terminal-moves-made }). Desista dela (q) para começar uma nova.
terminal-differs = Você tem uma partida salva de { $game } (partida #{ $id }, { terminal-moves-made }), mas ela é diferente do que você pediu: { $differences }.
terminal-resume-or-new = Retomar a partida salva ({ terminal-resume }) ou desistir dela e começar uma nova ({ terminal-new })?
terminal-difference = salva { $saved }, pedida { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = dois jogadores
terminal-setup-computer = computador como { $seat }
terminal-setup-level = nível { $level }
terminal-setup-position = de { $position }
terminal-setup-start = do início
terminal-setup-none = nenhum

# Added with /settings language (the language of a server's games)
no-such-language = Não existe o idioma “{ $language }”: escolha um de { $languages } ou deixe vazio para usar o do servidor.
settings-servers-language = o do servidor (o idioma dele no Discord)
name-language = idioma
choice-server-language = o do servidor
cmd-settings-language = o idioma dos desafios, tabuleiros e resultados aqui (padrão: o do servidor)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } não é um ponto do tabuleiro: os pontos vão de a1 a e5 (como no desenho) ou são os números 0 a 15
position-six-board = o tabuleiro tem 16 caracteres entre '.', 'W' e 'B'
position-russian-fields = uma posição da { -russian } tem 6 campos: tabuleiro, vez, mãos, passo pendente, histórico, registros (ex.: '........................ W 9/9 - - -/-')
position-russian-record = { $record } não é um registro de pontos como a7,d7,g7 (ou - para nenhum)
position-morabaraba-fields = uma posição de { -morabaraba } tem 6 campos: tabuleiro, vez, mãos, passo pendente, histórico, últimas jogadas de trilha (ex.: '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } não é uma jogada como a1-a4 (ou - para nenhuma)
move-morabaraba-back = { $src }-{ $dst } volta direto para fechar a mesma linha depois de uma trilha que removeu: nada de "metralhadora", faça outra jogada
move-russian-spent = { $move } fecha uma trilha cujos pontos já renderam todos uma remoção: não remove nada
rules-twelve =
    { -twelve }: { -morris } com 12 peças cada e as quatro diagonais (a7-c5, g7-e5, a1-c3, g1-e3) como linhas e trilhas{ $flying ->
        [on] ; com 3 peças você pode voar para qualquer ponto
       *[off] {""}
    }. Se a colocação encher os 24 pontos, a partida é empate. Deixe o adversário com 2 peças ou sem jogada para vencer; uma posição vista três vezes é empate{ $plies ->
        [0] {""}
       *[other] , assim como { $plies } jogadas sem remoção
    }.
    Jogadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (e remover g7); os pontos são a1-g7 ou 0-23.
rules-morabaraba =
    { -morabaraba }: 12 peças ("vacas") cada no tabuleiro com as quatro diagonais (a7-c5, g7-e5, a1-c3, g1-e3) como linhas e trilhas{ $flying ->
        [on] ; com 3 peças você pode voar para qualquer ponto
       *[off] {""}
    }. Uma trilha remove uma peça, mesmo fechando duas. Nada de "metralhadora": depois de uma jogada que formou trilha e removeu, sua jogada seguinte não pode voltar direto para fechar a mesma linha. Empate: tabuleiro cheio na colocação, posição vista três vezes, 10 jogadas sem colocar nem remover enquanto um jogador tem exatamente 3 peças no tabuleiro{ $plies ->
        [0] {""}
       *[other] {" "}ou { $plies } jogadas sem remoção
    }.
    Jogadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (e remover g7); os pontos são a1-g7 ou 0-23.
rules-lasker =
    { -lasker }: { -morris } com 10 peças cada; a cada vez você pode colocar uma peça da mão ou deslizar uma sua para um ponto vizinho vazio. Não se voa enquanto houver peças na mão{ $flying ->
        [on] ; com a mão vazia e 3 peças você pode voar para qualquer ponto
       *[off] {""}
    }. Deixe o adversário com 2 peças ou sem jogada para vencer; uma posição vista três vezes é empate{ $plies ->
        [0] {""}
       *[other] , assim como { $plies } jogadas sem colocar nem remover
    }.
    Jogadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (e remover g7); os pontos são a1-g7 ou 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(com 3 peças você pode voar para qualquer ponto)
       *[off] {""}
    }, mas cada jogador mantém um registro de pontos: uma trilha que remove acrescenta seus três pontos ao seu registro, e uma nova trilha só remove se algum de seus pontos ainda não estiver nele. Deixe o adversário com 2 peças ou sem jogada para vencer; uma posição vista três vezes é empate{ $plies ->
        [0] {""}
       *[other] , assim como { $plies } jogadas sem remoção
    }.
    Jogadas: d6 (colocar), a1-a4 (mover), a1-a4xg7 (e remover g7); os pontos são a1-g7 ou 0-23.
rules-six =
    { -six }: dois quadrados de 16 pontos ligados pelos pontos médios; os 8 lados são as trilhas. Coloque suas 6 peças e depois mova-as pelas linhas{ $flying ->
        [on] {" "}(com 3 peças você pode voar para qualquer ponto)
       *[off] {""}
    }. Três em linha formam uma trilha: remova uma peça adversária. Deixe o adversário com 2 peças ou sem jogada para vencer; uma posição vista três vezes é empate{ $plies ->
        [0] {""}
       *[other] , assim como { $plies } jogadas sem remoção
    }.
    Resolvido aqui por análise retrógrada de todas as 50,9 milhões de posições (sem voo, sem as regras de empate): com jogo perfeito a posição inicial é empate, e o nível `perfect` joga essa solução.
    Jogadas: c5 (colocar), a3-b3 (mover), a3-b3xc4 (e remover c4); os pontos são a1-e5 ou 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variante
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = qual jogo de trilha: { -morris } (padrão) ou uma de suas variantes

## O saguão (issue 42): desafios abertos, /saguão, pareamento rápido, bloqueios, o saguão global.

name-seek = procurar
name-tournament = torneio
name-lobby = saguão
name-pair = parear
name-block = bloquear
name-rated = ranqueada
name-colour = cor
name-min-rating = rating_mín
name-max-rating = rating_máx
name-hide = ocultar
name-wait = espera
name-leave = sair
name-unblock = desbloquear
name-lobby-channel = canal_saguão
choice-channel = canal
cmd-seek = Publique um desafio aberto que qualquer pessoa pode aceitar com um clique
cmd-seek-game = o jogo ou a variante
cmd-seek-clock = tempo por lance, ex. 5m ou 1d (padrão: o do servidor)
cmd-seek-rated = se a partida conta para o rating (padrão: sim)
cmd-seek-colour = quem começa: eu, o adversário ou aleatório (padrão aleatório)
cmd-seek-min-rating = o menor rating de quem pode aceitar
cmd-seek-max-rating = o maior rating de quem pode aceitar
cmd-seek-scope = quem vê: este canal (padrão), este servidor ou todos os servidores do saguão global
cmd-lobby = Os desafios abertos que você pode aceitar, os mais novos primeiro
cmd-lobby-hide = sim: ocultar-se de outros servidores no saguão global; não: mostrar-se de novo
cmd-pair = Pareamento rápido: jogue contra o próximo jogador que quer o mesmo jogo e ritmo
cmd-pair-game = o jogo ou a variante
cmd-pair-clock = tempo por lance, ex. 5m ou 1d (padrão: o do servidor)
cmd-pair-wait = quanto tempo esperar um adversário, ex. 10m (padrão 15 minutos; 1 dia a partir de 1h por lance)
cmd-pair-leave = sim: sair da fila em que você espera
cmd-block = Bloqueie um jogador: vocês não veem mais os desafios um do outro e nunca são pareados
cmd-block-user = o jogador
cmd-block-unblock = sim: desbloquear
cmd-settings-lobby = participar do saguão global compartilhado pelos servidores que o ativam (desativado por padrão)
cmd-settings-lobby-channel = o único #canal do saguão global aqui, ou `all`
setting-wait = o tempo de espera
button-take-seek = Aceitar
button-drop-seek = Retirar
button-leave-pool = Sair da fila
seek-posted = { $seeker } procura uma partida de { $title }: { $clock } por lance, { $rated }, rating { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = o tempo do servidor
seek-any-rating = aberto a qualquer rating
seek-range = para ratings de { $low } a { $high }
seek-rated = ranqueada
seek-casual = amistosa
seek-scope-channel = Aberto a este canal.
seek-scope-server = Aberto ao servidor inteiro.
seek-scope-global = Aberto a todos os servidores do saguão global.
seek-accepted-by = Aceito por { $player }: partida #{ $id }.
seek-you-accepted = Você aceitou o desafio: a partida #{ $id } começa no canal dele.
seek-withdrawn = Este desafio foi retirado.
seek-bad-choice = Essa não é uma opção: a cor é me, them ou random, o escopo channel, server ou global.
seek-range-reversed = A faixa de rating está invertida: { $low } é maior que { $high }.
seek-scope-needs-server = Só um desafio em um servidor pode ir além do seu canal.
seek-too-many = Você atingiu o limite de desafios abertos ({ $count }): retire um primeiro.
seek-not-yours = Só { $seeker } pode retirar este desafio.
seek-gone = Esse desafio não está mais aberto.
seek-expired = Esse desafio expirou.
seek-own = Você não pode aceitar o seu próprio desafio.
seek-out-of-reach = Esse desafio não está aberto para você aqui.
seek-rating-range = O seu rating { $rating } está fora da faixa deste desafio ({ $low } a { $high }).
seek-taken = Outra pessoa aceitou esse desafio primeiro.
lobby-hidden = Você está oculto para outros servidores no saguão global.
lobby-shown = Outros servidores no saguão global voltam a ver os seus desafios.
lobby-empty = Nenhum desafio aberto que você possa aceitar aqui. Publique um com /procurar, ou jogue contra o próximo jogador que quer uma partida com /parear.
lobby-heading = Desafios abertos que você pode aceitar, os mais novos primeiro (clique num número para aceitar):
lobby-line = **{ $number }.** { $title }, { $clock } por lance, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = este canal
lobby-where-other = outro servidor
lobby-page = Página { $page } de { $pages }, { $count } no total.
lobby-server-not-in = Este servidor não participa do saguão global: quem pode gerenciar o servidor pode ativá-lo com `/configurações saguão:`.
lobby-other-channel = O saguão global deste servidor está restrito a outro canal (veja `/configurações canal_saguão:`).
lobby-one-channel = O saguão global só pode ser restrito a um canal.
lobby-settings-shown = Saguão global: { $state }, em { $channel }.
pool-needs-server = O pareamento rápido funciona nos canais de um servidor, não em mensagens diretas.
pool-needs-game = Escolha o jogo para o qual quer ser pareado.
pool-already = Você já espera numa fila: saia dela primeiro.
pool-not-in = Você não está esperando em nenhuma fila.
pool-waiting = Você espera um adversário para { $title } com { $clock } por lance, até { $until }.
pool-paired = { $player }, você foi pareado com { $other }: a partida de vocês começa aqui.
pool-left = Você saiu da fila.
block-yourself = Você não pode bloquear a si mesmo.
block-already = { $user } já está bloqueado.
block-not-blocked = { $user } não está bloqueado.
block-done = { $user } está bloqueado: vocês não veem mais os desafios um do outro e nunca são pareados.
block-undone = { $user } não está mais bloqueado.
name-mygames = minhaspartidas
cmd-mygames = Todas as suas partidas, em cada servidor e DM, primeiro as que esperam por você
mygames-none = Você não tem nenhuma partida em andamento.
mygames-heading = Suas partidas em andamento ({ $count }), primeiro as que esperam por você:
mygames-line = { $title } #{ $id } contra { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = sua vez
mygames-wait = vez do adversário
mygames-left = o tempo acaba { $until }
mygames-no-clock = sem relógio
pool-lapsed = { $player }, ninguém apareceu para { $title } no tempo de espera que você escolheu. Jogar contra o computador no nível { $level }?
button-play-computer = Jogar contra o computador ({ $level })
pool-offer-not-yours = Só { $player } pode aceitar esta oferta.
seek-expired-note = Este desafio expirou: ninguém o aceitou a tempo.
help-lobby = {"**"}Encontrar adversário**: `/procurar` um desafio aberto que qualquer pessoa aceita com um clique, `/saguão` os abertos que você pode aceitar, `/parear` pareamento rápido com o próximo jogador que quer o mesmo jogo e ritmo, `/bloquear` um jogador, `/minhaspartidas` suas partidas em todo lugar.
help-lobby-servers = Um servidor participa do saguão global, compartilhado por todos os servidores que aderem, quando quem pode gerenciar o servidor ativa `/configurações saguão:` (`canal_saguão:` o restringe a um canal).
help-tournaments = {"**"}Torneios**: `/{ name-tournament } create` (Gerenciar servidor) organiza um suíço, um todos contra todos ou uma arena neste canal; os jogadores entram pelo botão do cartão; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Torneios (issue 43)

tournament-none = Não há esse torneio neste servidor.
tournament-bad-format = O formato deve ser suíço, todos contra todos ou arena.
tournament-player-limit = O limite de jogadores deve ser de { $least } a { $most }.
tournament-swiss-rounds = Um suíço limitado a { $players } jogadores pode ter de 1 a { $most } rodadas.
tournament-cycles = Um todos contra todos é jogado uma ou duas vezes (cores trocadas): escolha 1 ou 2.
tournament-clock = O tempo por lance deve ser de { $least } minuto a { $most } dias.
tournament-start-past = Esse horário de início já passou: escolha um mais tarde.
tournament-joined-already = Você já está neste torneio.
tournament-not-open = Este torneio já começou ou terminou: não aceita novos jogadores.
tournament-full = Este torneio está cheio (limite: { $players }).
tournament-not-in = Você não joga neste torneio.
tournament-over = Este torneio terminou.
tournament-not-organiser = Só o organizador ou um gestor do servidor pode fazer isso.
tournament-too-few = Um torneio precisa de pelo menos 2 jogadores para começar.
choice-swiss = Suíço
choice-round-robin = Todos contra todos
button-tournament-join = Entrar
button-tournament-leave = Sair
tournament-card = 🏆 Torneio **{ $format }** de { $game }, { $clock } por lance, organizado por { $organiser }
tournament-card-open = Começa { $start }. Jogadores ({ $count } de { $limit }): { $players }
tournament-card-cancelled = Este torneio foi cancelado.
tournament-card-round = **Rodada { $round }**
tournament-card-bye = { $player }: folga
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Classificação final**
tournament-card-standings = **Classificação**
cmd-tournament = Torneios neste servidor
cmd-tournament-create = Criar um torneio neste canal (Gerenciar servidor)
cmd-tournament-format = Suíço, todos contra todos ou arena
cmd-tournament-game = O jogo (padrão: Trilha)
cmd-tournament-rounds = Rodadas de um suíço, turnos de um todos contra todos (1 ou 2), minutos de uma arena
cmd-tournament-players = Máximo de jogadores (de 2 a 200, padrão 16)
cmd-tournament-start-in = Minutos até o início (padrão 10)
cmd-tournament-start = Começar agora o torneio deste canal (o organizador)
cmd-tournament-standings = Mostrar o torneio deste canal: rodada e classificação
cmd-tournament-leave = Sair do torneio deste canal
cmd-tournament-cancel = Cancelar o torneio deste canal (o organizador, ou Gerenciar servidor)
tournament-needs-manager = Criar um torneio exige a permissão Gerenciar servidor.
tournament-started = O torneio começa.
tournament-cancelled = Você cancelou o torneio.
tournament-joined = Você entrou no torneio.
tournament-left = Você saiu do torneio.
setting-increment = incremento
live-clock-people = Um relógio com incremento (como 5+3) é para partidas entre duas pessoas: informe o adversário e o relógio como minutos+segundos.
challenge-live-clock = Relógio: { $clock } para cada um, mais { $increment } s por lance.
choice-arena = Arena
tournament-arena-minutes = Uma arena dura de { $least } a { $most } minutos.
tournament-card-arena-ends = Termina { $end } (as partidas em andamento são concluídas).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = texto ({ choice-tiles } foi escolhido, mas os ladrilhos do bot não estão disponíveis)
cmd-challenge-board-style = como o tabuleiro desta partida é desenhado (padrão: o estilo do servidor)
step-place-on = colocar em { $point }
step-move-from = mover de { $point }
help-settings = , `/configurações` (Gerenciar servidor) tempos, estilo de tabuleiro e canais de jogo
terminal-accept-confirm = Aceitar { $kind ->
    [restart] a proposta de { $player } de recomeçar
    [draw] a oferta de empate de { $player } (a partida termina empatada)
   *[takeback] o pedido de { $player } de voltar a última jogada
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Não aceito: { $kind ->
    [restart] a proposta continua
    [draw] a oferta continua
   *[takeback] o pedido continua
} de pé.
legend-russian-record = { $piece } registro:
help-tables-building = As tabelas de finais estão sendo construídas em segundo plano agora (minutos numa máquina rápida, meia hora ou mais numa ocupada): até lá, `hard` busca esses finais, e fica mais forte assim que a construção termina.
cmd-board-board-style = seu próprio estilo de tabuleiro para /{ name-board } e /{ name-review }, lembrado (padrão: o de cada partida)
choice-tiles = ladrilhos
own-board-style-saved = Seu próprio estilo de tabuleiro agora é { $style }: /{ name-board } e /{ name-review } mostram os tabuleiros assim.

## Correções do saguão (issue 42)
lobby-channel-no-games = O canal do saguão global precisa ser um canal onde partidas são permitidas (`/configurações canais:`).

# Torneios, continuação (issue 43, tour43): entradas tardias, o anúncio dos vencedores, /stats
tournament-late-past = Este torneio aceitou jogadores atrasados até a rodada { $round } ser emparelhada: não aceita mais.
tournament-late-swiss-only = Só um suíço aceita jogadores atrasados: deixe late_join de fora num todos-contra-todos ou numa arena.
tournament-late-range = Jogadores atrasados podem entrar até uma rodada de 0 (nenhuma) a { $rounds }, as rodadas deste suíço.
tournament-card-late = Ainda dá para entrar atrasado: o jogador é emparelhado a partir da próxima rodada (até a rodada { $round }).
tournament-won = 🏆 { $winner } vence o torneio **{ $format }** de { $game }!
stats-tournaments = Torneios: { $played } jogados, { $won } vencidos
cmd-tournament-late-join = Um suíço aceita jogadores atrasados até esta rodada ser emparelhada (padrão 0: nenhum)
cmd-tournament-rated = Se as partidas valem rating (padrão: sim)
tournament-card-unrated = As partidas não valem rating.
cmd-settings-tournament-role = o cargo cujos membros também podem criar torneios (@everyone: só Gerenciar servidor)
settings-tournament-role-shown = Organizadores de torneios: Gerenciar servidor e { $role }
settings-tournament-role-none = Organizadores de torneios: só Gerenciar servidor
tournament-needs-organiser = Criar um torneio exige a permissão Gerenciar servidor ou o cargo { $role }.
tournament-event-name = Torneio { $format } de { $game }
tournament-no-event = Nenhum evento do Discord foi agendado: falta ao bot a permissão Criar eventos neste servidor.
cmd-tournament-clock-live = Tempo por lance (10m, 1d; padrão 10m) ou um relógio ao vivo como 5+3 (arena, padrão 5+3)
tournament-card-live = 🏆 Torneio **{ $format }** de { $game }, relógio ao vivo { $clock }, organizado por { $organiser }
tournament-arena-live = Uma arena é jogada com relógio ao vivo: informe o relógio como minutos+segundos, por exemplo 5+3.
tournament-no-threads = As partidas deste torneio são jogadas aqui no canal: o bot não pode criar tópicos privados nele (Criar tópicos privados).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: o canal onde você jogava não existe mais, então a partida continua aqui, na nossa mensagem direta. Jogue clicando no tabuleiro.
seek-you-accepted-across = Você aceitou o desafio: a partida #{ $id } começa, com um tabuleiro aqui e outro no servidor de quem o publicou.

## Pequenos defeitos do saguão (issue 42, segunda rodada)
pool-paired-unsaid = A partida de vocês começou aqui, mas não foi possível avisar { $player }: avise você.

# Links das mesas do torneio (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [partida]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# pontos · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (desistiu)
offer-draw-elsewhere = { $proposer } propõe empate em { $game } #{ $id }. { $opponent } responde no próprio tabuleiro.
offer-restart-elsewhere = { $proposer } propõe reiniciar a partida do começo em { $game } #{ $id }. { $opponent } responde no próprio tabuleiro.
offer-takeback-elsewhere = { $proposer } pede para desfazer a última jogada em { $game } #{ $id }. { $opponent } responde no próprio tabuleiro.

## Saguão, quarta rodada (issue 42): um desafio com as opções próprias do jogo
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Expira { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } propõe revanche em { $game } #{ $id }. { $opponent } joga em outro servidor e aceita lá, com /revanche ou o botão Revanche do próprio tabuleiro.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Torneio { $format }, rodada { $round } de { $rounds }
board-tournament = 🏆 Torneio { $format }

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } propõe uma revanche de { $game } #{ $id }: aceite ou recuse no seu tabuleiro: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Esta partida é conduzida pelo bot no servidor do outro jogador: daqui você pode jogar, desistir ou anular, nada mais. Nada foi alterado.
forward-no-answer = O servidor do outro jogador, que conduz esta partida, não respondeu a tempo (talvez esteja reiniciando), então nada foi alterado. Tente de novo em um minuto.
forward-taken-late = O servidor do outro jogador, que conduz esta partida, recebeu seu pedido mas está lento para responder: o tabuleiro o mostrará quando estiver feito.
forward-unknown = Isto não pode ser enviado ao servidor que conduz esta partida. Nada foi alterado.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } recusou a revanche.
