# Русский каталог. Ключи и переменные те же, что в en.ftl (источник); см. комментарии там.
# Обращение на «ты». Термины (-name) — глоссарий: см. texts/glossary/ru.md.
# Имена игроков не склоняются (упоминания Discord, «Ты» в терминале): ставь их после двоеточия
# или в именительном падеже. Названия игр ($game) — тоже в именительном: «партия Мельница #12».

## Glossary

-morris = { $case ->
    [acc] Мельницу
   *[nom] Мельница
}
-three = Малая мельница
-notakto = Нотакто
-breakthrough = Прорыв
-firstattack = Первая атака
-twelve = Мельница на 12 фишек
-morabaraba = Морабараба
-lasker = Мельница Ласкера
-russian = Русская мельница
-six = Мельница на 6 фишек
-pleiadis = Плеядис
# $case: nom (по умолчанию), acc, gen, dat, ins, prep — где нужно.
-mill = { $case ->
    [acc] мельницу
    [gen] мельницы
    [prep] мельнице
   *[nom] мельница
}
-mills = { $case ->
    [gen] мельниц
   *[nom] мельницы
}
-piece = { $case ->
    [acc] фишку
    [gen] фишки
    [prep] фишке
   *[nom] фишка
}
-pieces = { $case ->
    [gen] фишек
   *[nom] фишки
}
-pawn = { $case ->
    [acc] пешку
    [gen] пешки
    [ins] пешкой
   *[nom] пешка
}
-pawns = { $case ->
    [gen] пешек
    [dat] пешкам
   *[nom] пешки
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

# Как закончилась партия: в скобках после «Победа: Аня» или «Ничья».
termination-line = собрана линия
termination-fewer-than-three = у соперника осталось две { -pieces }
termination-no-moves = у соперника нет ходов
termination-last-board = соперник убил последнюю доску
termination-breakthrough = прорыв на дальний ряд
termination-all-captured = побиты все { -pawns } соперника
termination-resignation = соперник сдался
termination-timeout = время вышло
termination-agreement = по соглашению
termination-repetition = трёхкратное повторение
termination-full-board = заполненная доска
termination-move-limit = лимит ходов
termination-aborted = партия прервана
# «Ты» нельзя сделать ключом варианта (ключи Fluent — только латиница), поэтому фраза
# построена без глагола и подходит и для «Ты», и для любого имени.
result-win = Победа: { $winner } ({ $how })
result-draw = Ничья ({ $how })
result-aborted = Партия прервана

help-morris-computer = Как компьютер играет в { -morris(case: "acc") }: эндшпили, где у каждой стороны не больше четырёх { -pieces(case: "gen") } и обе руки пусты (3 на 3, 4 на 3, 3 на 4, 4 на 4; с полётом также 5 на 3 и 5 на 4, если машине бота хватило памяти их построить), решены точно ретроградным анализом, поэтому начиная с уровня `hard` компьютер выигрывает каждый выигранный эндшпиль кратчайшим путём, никогда не проигрывает ничейный и защищает проигранный как можно дольше; таблицы не знают лимита ходов, так что выигрыш длиннее, чем полуходов осталось до лимита, на практике — ничья. Всё остальное, вся расстановка и середина партии, — это альфа-бета-поиск с ограничением по времени и оценкой, написанной вручную (материал, { -mills }, подвижность, блокады): сильно, но не точно.
help-morris-levels = Уровни: `easy` смотрит на один ход вперёд и нарочно ошибается, `medium` смотрит на два хода вперёд с небольшими ошибками, `hard` считает так глубоко, как позволяет время (по умолчанию 2 с на ход), и играет по таблицам эндшпилей. Измерено: `hard` обыграл поиск по дереву Монте-Карло с 1000 симуляций в 99 партиях из 100; против Sanmill, независимого движка с открытым кодом, при равном времени он набирает 0,72 по 0,5 с на ход (+94 =37 -26, 157 партий) и 0,68 по 2 с (+10 =10 -2, 22 партии), а в мельнице на двенадцать фишек по 0,5 с 0,56 (+13 =1 -10, 24 партии). Эти цифры — для скомпилированного движка, чей поиск работает на C; где на машине бота нет компилятора C, `hard` считает на Python, примерно на четыре хода менее глубоко.

### Options ($option: the option's name as typed)

option-unknown = У игры «{ game-name }» нет параметра { $option } (параметры: { $known })
option-unknown-flag = У игры «{ game-name }» нет параметра { $option }: её параметры — { $known }
option-no-such-game = игры { $name } нет: выбери одну из { $known }
option-not-on-off = параметр { $option } должен быть on или off, а не { $value }
option-not-a-number = параметр { $option } должен быть целым числом, а не { $value }
option-out-of-range = параметр { $option } должен быть от { $minimum } до { $maximum }, а не { $value }
option-morris-flying = игрок, у которого осталось три { -pieces }, может ходить на любую точку
option-morris-draw-plies = ничья после стольких ходов без { -mill(case: "gen") } (0: никогда)

### Moves: why a move text is no move, or not legal here

move-game-over = партия окончена
move-occupied = { $point } занята
move-no-piece-on = на { $point } нет твоей { -piece(case: "gen") }
move-remove-pending = твой ход построил { -mill(case: "acc") }: назови { -piece(case: "acc") } соперника, которую снимаешь
move-nothing-to-remove = снимать нечего: сначала сделай ход
move-still-placing = у тебя ещё есть { -pieces } для расстановки: назови одну пустую точку
move-none-to-place = у тебя не осталось { -pieces(case: "gen") } для расстановки: передвинь одну из своих, например { $example }
move-not-adjacent = { $src } и { $dst } не соседние
move-no-mill = { $move } не строит { -mill(case: "acc") }, поэтому снять { -piece(case: "acc") } нельзя
move-not-opponent-piece = на { $point } нет { -piece(case: "gen") } соперника
move-remove-from-mill = { $point } стоит в { -mill(case: "prep") }, а есть другие { -pieces }, которые можно снять
move-morris-no-such-point = { $point } — не точка доски: точки от a1 до g7 (как нарисовано) или числа от 0 до 23
move-morris-notation = записывай ход как d6 (поставить), a1-a4 (передвинуть) или a1-a4xg7 (и снять g7)
move-morris-one-removal = назови ровно одну точку после x, например a1-a4xg7
move-morris-too-many-points = ход называет не больше двух точек, например a1-a4
move-morris-hyphen = ход с дефисом называет две точки, например a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = ходящая сторона — W или B, а не { $side }
position-morris-fields = в позиции игры «{ -morris }» 5 полей: доска, сторона, руки, незавершённый шаг, след (например '........................ W 9/9 - -')
position-morris-board = доска — это 24 символа из '.', 'W' и 'B'
position-morris-hands = { -pieces } в руке записываются как 9/9, а не { $hands }
position-morris-number = { $field ->
    [hand-1] число { -pieces(case: "gen") } в руке игрока 1
    [hand-2] число { -pieces(case: "gen") } в руке игрока 2
    [classic-hand-1] строка 2 ({ -pieces } в руке игрока 1)
    [classic-hand-2] строка 3 ({ -pieces } в руке игрока 2)
   *[classic-side] строка 4 (чей ход)
}: нужно число от { $low } до { $high }, а не { $value }
position-classic-lines = в классическом формате 4 строки: доска, рука 1, рука 2, чей ход
position-classic-board = строка 1 содержит 24 значения 0, 1 или 2 через ', '
position-classic-pending = классический формат не может хранить незавершённое снятие: сначала сними { -piece(case: "acc") }
position-morris-step = { $step } — не шаг вида d6 или a1-d1
position-too-many-pieces = у игрока { $player } больше { $most } { -pieces(case: "gen") }
position-pending-trail = у позиции с незавершённым снятием нет следа
position-pending-no-mill = незавершённый шаг должен заканчиваться на { -piece(case: "prep") } ходящей стороны в { -mill(case: "prep") }
position-pending-source = незавершённый шаг должен начинаться с точки, которая теперь пуста
position-pending-placing = незавершённый шаг — это передвижение, но его игрок ещё расставляет
position-pending-not-adjacent = незавершённый шаг соединяет несоседние точки
position-too-few-pieces = партия кончается, когда у игрока остаётся две { -pieces }: так может быть только у ходящего, который только что потерял { -piece(case: "acc") }
position-trail-placement = след содержит только передвижения (постановка его сбрасывает)
position-trail-misfit = шаг следа { $step } не подходит к доске
position-trail-placing = шаг следа { $step } — передвижение, но его игрок ещё расставляет
position-trail-not-adjacent = шаг следа { $step } соединяет несоседние точки
position-trail-mill = шаг следа { $step } строит { -mill(case: "acc") }, значит, снятие завершает след
position-lost-pieces = игрок { $player } потерял { $lost ->
    [one] { $lost } { -piece(case: "acc") }
    [few] { $lost } { -pieces }
    [many] { $lost } { -pieces(case: "gen") }
   *[other] { $lost } { -piece(case: "gen") }
}, но игрок { $opponent } мог построить не больше { $mills ->
    [one] { $mills } { -mill(case: "gen") }
   *[other] { $mills } { -mills(case: "gen") }
} за { $placements ->
    [one] { $placements } постановку
    [few] { $placements } постановки
    [many] { $placements } постановок
   *[other] { $placements } постановки
}
position-placed-counts = игрок 1 поставил { -pieces(case: "gen") }: { $first }, игрок 2: { $second }; игроки ставят по очереди, игрок 1 первым, поэтому у игрока 1 столько же или на одну больше
position-placed-side = игрок 1 поставил { -pieces(case: "gen") }: { $first }, игрок 2: { $second }, значит, ходит игрок { $player }
move-still-placing-example = у тебя ещё есть { -pieces } для расстановки: назови одну пустую точку, например { $example }
move-three-points = точки — от 1 до 9 (или от a1 до c3)
move-three-all-placed = все три твои { -pieces } на доске: передвинь одну, например { $example }
move-three-no-point = точки { $point } нет: точки — от 1 до 9 (или от a1 до c3)
move-three-not-a-point = { $point } — не точка: точки — от 1 до 9 (или от a1 до c3)
move-three-notation = записывай ход как 5 (поставить) или 4-7 (передвинуть); точки — 1-9 или a1-c3
move-notakto-no-board = доски { $board } нет: доски — { $last ->
    [A] A
   *[other] от A до { $last }
}
move-notakto-dead-board = доска { $board } мертва: играй на живой доске ({ $live })
move-notakto-no-cell = клетки { $cell } нет: клетки доски — от 0 до 8
move-notakto-taken = { $move } занята: выбери пустую клетку
move-notakto-notation = ход — это буква доски и клетка 0-8, например A4
move-off-board = { $square } не на доске: клетки — от a1 до { $last }
move-one-square = ход называет одну клетку, например { $example }
move-two-squares = ход называет две клетки, например { $example }
move-square-off-board = этой клетки нет на доске
move-opponent-pawn = на { $square } { -pawn } соперника
move-no-pawn-on = на { $square } нет твоей { -pawn(case: "gen") }
move-pawn-forward = { -pawn } ходит на один ряд вперёд (к ряду { $row }), прямо или по диагонали
move-own-pawn = на { $square } стоит твоя же { -pawn }
move-capture-diagonally = { $square } занята: { -pawns } бьют только по диагонали
move-attacked = { $square } на одной { $line ->
    [row] горизонтали
    [column] вертикали
   *[diagonal] диагонали
} с { -pawn(case: "ins") } на { $attacker }
move-attacked-own = { $square } на одной { $line ->
    [row] горизонтали
    [column] вертикали
   *[diagonal] диагонали
} с твоей { -pawn(case: "ins") } на { $attacker }
move-outnumbered = у { $square } { $opponent ->
    [one] { $opponent } соседняя { -pawn } соперника
    [few] { $opponent } соседние { -pawns } соперника
   *[other] { $opponent } соседних { -pawns(case: "gen") } соперника
} и { $own } твоих: ставить можно только туда, где твоих соседей не меньше, чем у соперника

position-side-1-or-2 = ходящая сторона — 1 или 2, а не { $side }
position-three-fields = позиция игры «{ -three }» — это 9-значный код доски или код, ходящая сторона и ходы после расстановки (например '100011222 1 -')
position-three-code = код доски — 9 цифр 0, 1 или 2, а не { $code }
position-three-step = { $step } — не ход вида 4-7
position-three-pieces = у каждого игрока только три { -pieces }
position-three-second-to-move = игрок 1 поставил на одну { -piece(case: "acc") } больше, значит, ходит игрок 2
position-three-counts = игрок 1 ставит первым, поэтому у игрока 1 столько же { -pieces(case: "gen") }, сколько у игрока 2, или на одну больше
position-three-first-to-move = оба поставили поровну { -pieces(case: "gen") }, значит, ставит игрок 1
position-three-line = линия может быть только у игрока, который только что сходил
position-three-trail-option = ходы хранятся только с параметром repetition_draw: используй '-'
position-three-trail-placing = ходы после расстановки начинаются, когда все шесть { -pieces(case: "gen") } поставлены
position-three-trail-misfit = ход { $move } не подходит к доске
position-three-trail-over = партия уже закончилась до { $move }
position-three-trail-drawn = партия уже закончилась ничьей из-за повторения до последнего хода
position-notakto-boards = в этой игре { $boards } досок через '/', а не { $found }
position-notakto-cells = доска { $board } должна состоять из 9 клеток 'X' или '.', а не { $cells }
position-notakto-lines = на доске { $board } есть линии, которые не мог закончить один последний крестик
position-rows = на доске { $found } рядов через '/', а не { $rows }
position-row-zero-run = ряд { $row }: серии пустых клеток начинаются с 1
position-row-token = ряд { $row }: { $token } — не W, не B и не число пустых клеток
position-row-length = в ряду { $row } клеток: { $found }, а не { $columns }
position-row-too-long = в ряду { $row } слишком много клеток: нужно { $columns }
position-grid-fields = позиция — это доска и ходящая сторона, например { $example }
position-placement-counts = у игрока 1 { -pawns(case: "gen") }: { $first }, у игрока 2: { $second }; игрок 1 ставит первым, поэтому у него столько же или на одну больше
position-placement-side = при таких { -pawns(case: "dat") } ходит игрок { $player }, а не { $side }
position-too-many-pawns = у игрока { $player } больше { $most } { -pawns(case: "gen") }
position-far-row = ходит игрок { $player }, но у него уже есть { -pawn } на дальнем ряду
position-no-pawns = игрок { $player } только что сходил, значит, у него есть хотя бы одна { -pawn }
position-firstattack-in-line = { -pawn } на { $square } стоит на одной линии с другой { -pawn(case: "ins") }, которая её блокирует, — такого не бывает ни в одной партии

option-three-repetition-draw = ничья, когда позиция повторяется в третий раз (off: ничья только по соглашению)
option-notakto-boards = сколько досок 3x3 (от 1 до 5)
option-breakthrough-rows = ряды доски (от 5 до 26)
option-breakthrough-columns = столбцы доски (от 2 до 26)
option-firstattack-size = ряды и столбцы доски (от 1 до 12)
option-firstattack-colours = каждого игрока блокируют только линии его собственных { -pawns(case: "gen") }
option-pleiadis-size = ряды и столбцы доски (от 2 до 12)

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }: поставь свои 9 { -pieces(case: "gen") }, затем передвигай их по линиям{ $flying ->
        [on] {" "}(когда останется 3, можешь перелетать на любую точку)
       *[off] {""}
    }. Три в ряд — это { -mill }: сними { -piece(case: "acc") } соперника. Чтобы победить, оставь сопернику 2 { -pieces } или не оставь ему ходов. Ничья, когда позиция встречается в третий раз{ $plies ->
        [0] {""}
        [one] {" "}или после { $plies } хода без { -mill(case: "gen") } (считаются ходы обоих игроков)
       *[other] {" "}или после { $plies } ходов без { -mill(case: "gen") } (считаются ходы обоих игроков)
    }.
    Ходы: d6 (поставить), a1-a4 (передвинуть), a1-a4xg7 (и снять g7); точки — a1-g7 или 0-23. После { -mill(case: "gen") } назови { -piece(case: "acc") } для снятия (g7), если её не было в ходе.
rules-three =
    { -three }: поставь свои 3 { -pieces }, затем передвигай любую из них на любую пустую точку. Три в ряд (по горизонтали, вертикали или диагонали) побеждают на любом этапе. { $repetition ->
        [on] Позиция, встретившаяся в третий раз, — ничья.
       *[off] Автоматической ничьей нет.
    }
    Ходы: 5 (поставить), 4-7 (передвинуть). Точки — 1-9 по рядам от левого верхнего угла (1 2 3 / 4 5 6 / 7 8 9) или a1-c3, где a1 — левый нижний угол.
rules-notakto =
    { -notakto } на { $boards ->
        [one] { $boards } доске
       *[other] { $boards } досках
    }: оба игрока ставят X на любую живую доску. Доска с тремя X в ряд по горизонтали, вертикали или диагонали мертва. Кто убьёт последнюю доску, тот проигрывает.
    Ходы: буква доски и клетка, например A4; клетки — 0-8 по рядам (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } на доске { $rows }x{ $columns }: передвинь { -pawn(case: "acc") } на один ряд вперёд, прямо или по диагонали, на пустую клетку; бить можно только по диагонали. Чтобы победить, дойди до дальнего ряда или побей все { -pawns } соперника. Игрок 1 (W) начинает сверху и ходит вниз.
    Ходы: a2-b3 (или a2 b3, a2b3); клетки — от a1 до { $last }: столбцы слева, ряды сверху (со стороны игрока 1).
rules-firstattack =
    { -firstattack } на доске { $size }x{ $size }: поставь { -pawn(case: "acc") } на пустую клетку, которая не лежит на одной горизонтали, вертикали или диагонали (на любом расстоянии) { $colours ->
        [on] ни с одной из твоих { -pawns(case: "gen") } (пешки соперника тебя не блокируют)
       *[off] ни с одной { -pawn(case: "ins") }
    }. Кто не может поставить, тот проигрывает.
    Ходы: клетка, например { $example }; клетки — от a1 до { $last }: столбцы слева, ряды сверху (со стороны игрока 1). Открытые клетки отмечены + (зелёным в emoji).
rules-pleiadis =
    { -pleiadis } на доске { $size }x{ $size }: поставь { -pawn(case: "acc") } на пустую клетку, где среди её соседей (до 8) у соперника не больше { -pawns(case: "gen") }, чем у тебя. Кто не может поставить, тот проигрывает.
    Ходы: клетка, например { $example }; клетки — от a1 до { $last }: столбцы слева, ряды сверху (со стороны игрока 1). Открытые клетки отмечены + (зелёным в emoji).


## Boards (renderer/): legends, status lines, last-move notes

# Не длиннее 40 столбцов с именами из 8 букв. Имена (и «Ты») не склоняются: после двоеточия.
status-to-move = Ход: { $name }.
status-to-remove = Снять { -piece(case: "acc") }: { $name }.
status-over = { $result }.

last-move = Последний ход: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } откуда
note-to = { $mark } куда
note-removed = { $mark } снята
note-board-died = доска умерла
note-morris-pending = { $move }: { -mill }! Сними, напр. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: в запасе { $count }
legend-morris-placing = { $piece } { $name }: в руке { $hand }, на доске { $board }
legend-morris-moving = { $piece } { $name }: на доске { $board }
legend-three-naming = 1-9 по схеме или a1-c3 (a1 слева внизу)
legend-notakto-all-dead = Все доски мертвы.
legend-notakto-dead = Мертвы: { $boards }
# В английском выбор по «You»; здесь форма без глагола подходит и для «Ты».
legend-moves-down = { $piece } { $name }: ходы вниз
legend-moves-up = { $piece } { $name }: ходы вверх
legend-open = { $piece } { $name }, свободных клеток: { $count }


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] всего { $games } рейтинговая партия
        [few] всего { $games } рейтинговые партии
       *[other] всего { $games } рейтинговых партий
    }: ранний рейтинг меняется сильнее всего)
rating-even = { $delta } против равного рейтинга
rating-against-higher = { $delta } против игрока с рейтингом на { $gap } выше
rating-against-lower = { $delta } против игрока с рейтингом на { $gap } ниже

database-busy = База данных занята, поэтому ничего не изменилось: попробуй ещё раз.
save-uncertain = Я потерял связь с базой данных во время сохранения и не знаю, сохранилось ли это: через минуту посмотри на доску ещё раз, прежде чем повторять.
cannot-save = Сейчас я не могу сохранять партии, поэтому ничего не изменилось: попробуй через несколько минут.
changed-meanwhile = Партия изменилась, пока это сохранялось: посмотри на доску и попробуй ещё раз.

no-game-here = У тебя нет идущей партии в этом канале.
game-not-in-progress = Эта партия уже не идёт.
game-ended = Эта партия уже закончилась.
no-such-game = Партии #{ $game } нет.
not-a-player = Ты не играешь в этой партии.
not-your-turn = Сейчас не твой ход: ждём, пока сходит { $waiting }.
move-rejected = Нельзя сыграть '{ $move }': { $reason }.
abort-too-late = Обе стороны уже сходили, поэтому партию нельзя прервать: сдайся или предложи ничью.
busy-you = Ты уже играешь партию { $title } (#{ $game }) в этом канале: сначала закончи её.
busy-player = { $player } уже играет партию { $title } (#{ $game }) в этом канале: сначала надо закончить её.
nothing-to-export = Нечего экспортировать: сначала сыграй партию.

channel-not-for-games = В этом канале не играют: { $count ->
    [one] попробуй игровой канал сервера.
   *[other] попробуй один из игровых каналов сервера ({ $count }).
}
challenge-yourself = Нельзя вызвать самого себя: выбери другого игрока.
no-such-level = Уровня '{ $level }' для игры «{ $title }» нет: выбери { $levels }.
level-needs-computer = Уровень бывает только в партиях против компьютера.
already-challenged = У тебя здесь уже есть вызов игроку { $opponent }: дождись ответа или сначала отзови тот вызов.
challenge-expired = Срок этого вызова истёк: попроси новый.
challenge-closed = Этот вызов уже закрыт.
no-challenge-to-you = В этом канале нет открытого вызова тебе.
no-challenge-of-yours = В этом канале нет твоего открытого вызова.
own-challenge = Нельзя принять или отклонить свой собственный вызов: отзови его.
challenge-not-for-you = Этот вызов для игрока { $challenged }, а не для тебя.
only-challenger-withdraws = Отозвать этот вызов может только { $challenger }.
bad-options = Эти параметры нельзя использовать: { $reason }.
unreadable-position = Не удаётся прочитать строку позиции: { $reason }.
position-over = Эта позиция уже закончена: выбери такую, где ещё есть ходы.
bad-first-move = Кто ходит первым — одно из { $choices }, а не '{ $first }'.

bad-proposal = Предложение — одно из { $choices }, а не '{ $kind }'.
already-proposed = Уже есть { $kind ->
    [draw] твоё предложение ничьей
    [restart] твоё предложение начать заново
    [takeback] твоя просьба вернуть ход
   *[rematch] твоё предложение реванша
}: ждём ответа от { $opponent }.
no-proposal = Нет { $kind ->
    [draw] предложения ничьей
    [restart] предложения начать заново
    [takeback] просьбы вернуть ход
   *[rematch] предложения реванша
}, которое можно отклонить.
offer-not-open = Это предложение (партия #{ $game }) уже закрыто, поэтому ничего не изменилось.
rematch-while-playing = Твоя партия здесь ещё идёт: сначала закончи её.
no-finished-game = У тебя нет законченной партии в этом канале для реванша.
takeback-rated = Ходы возвращают только в нерейтинговых партиях.
takeback-mid-turn = Закончи текущий ход, прежде чем просить его вернуть.
takeback-nothing = Пока нет твоего хода, который можно вернуть.

settings-need-server = Настройки принадлежат серверу; в личных и групповых сообщениях действуют настройки по умолчанию. Запусти это в канале сервера, чтобы изменить его настройки.
no-board-style = Стиля доски '{ $style }' нет: выбери { $styles }.
setting-clock = время на ход
setting-turn-timeout = лимит времени на ход
setting-challenge-expiry = срок вызова
not-a-duration = Значение '{ $text }' ({ $what }) — не длительность: пиши, например, 90s, 15m, 2h или 1d.
out-of-range = Значение ({ $what }) должно быть от { $low } до { $high }.
out-of-range-given = Значение ({ $what }) должно быть от { $low } до { $high }, а не { $given }.
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
duration-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
duration-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунды
    [many] { $count } секунд
   *[other] { $count } секунды
}

export-title = { $title }, партия #{ $game }
export-options = Параметры: { $options }
export-none = нет
export-player = Игрок { $seat }: { $player }
export-started = Начало: { $when } UTC
export-start = Старт: { $position }
export-standard = стандартная
export-result = Результат: { $result }
export-in-progress = идёт
export-aborted = Партия прервана
export-draw = Ничья ({ $how })
export-win = Победа: { $winner } ({ $how })
export-moves = Ходы: { $moves }
export-no-moves = (нет)
export-position = Позиция: { $position }
export-mark = Разбор: { $mark }
name-review = разбор
name-puzzle = задача
name-puzzles = задачи
name-number = номер
name-daily = дня
cmd-review = Пройти по своей завершённой партии в мельницу с оценкой каждой позиции
cmd-review-game = номер партии (по умолчанию: ваша последняя партия здесь)
cmd-puzzle = Задача по мельнице: найдите единственный выигрывающий ход, щелчками
cmd-puzzle-number = номер задачи (по умолчанию: ещё не решавшаяся, близкая к вашему рейтингу)
cmd-puzzle-daily = задача дня этого сервера
cmd-puzzles = Таблица лидеров задач (рейтинги и серии) и ваши результаты
review-buttons = ⏮ ◀ ▶ ⏭ ходы партии; ⚑ — к следующему перелому (переломов: { $count }).
puzzle-title = **Задача №{ $id }** ({ $difficulty }, рейтинг { $rating }): { $player } (ход за ним) выигрывает за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    }. Найдите единственный выигрывающий ход.
puzzle-easy = лёгкая
puzzle-medium = средняя
puzzle-hard = трудная
puzzle-daily = Сегодняшняя задача этого сервера.
puzzle-right = Верно: **{ $move }**. Компьютер отвечает { $reply }.
puzzle-solved = Решено: **{ $move }** выигрывает! Рейтинг задач { $rating } ({ $change }), серия { $streak }.
puzzle-wrong = Неверно: **{ $move }** не выигрывает кратчайшим путём. Решение: { $solution }. Рейтинг задач { $rating } ({ $change }); серия начинается заново.
puzzle-no-such = Задачи №{ $id } нет: выберите от 1 до { $count }.
puzzle-over = В задаче №{ $id } нет такого хода: начните её заново через /{ name-puzzle }.
puzzle-leaderboard = Таблица лидеров **задач** { $place }
puzzle-nobody = Никто ещё не пробовал задачи { $place }.
puzzle-entry = { $rank }. { $player } { $rating } (решено: { $solved }, лучшая серия: { $best })
puzzle-record = Ваши задачи: рейтинг { $rating }, решено: { $solved }, не решено: { $failed }, серия: { $streak } (лучшая: { $best }).
puzzle-no-record = Вы ещё не пробовали задач: /{ name-puzzle } даст вам одну.
review-start = Партия №{ $game }: начало (ходов: { $total }).
review-step = Ход { $ply } из { $total }: { $player } сыграл { $move }.
review-exact-win = { $player } (ход за ним) выигрывает за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    } (таблицы эндшпилей, точно).
review-exact-loss = { $player } (ход за ним) проигрывает за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    } (таблицы эндшпилей, точно).
review-exact-draw = Ничья при лучшей игре (таблицы эндшпилей, точно).
review-search-win = { $player } (ход за ним) выигрывает за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    } (найдено поиском).
review-search-loss = { $player } (ход за ним) проигрывает за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    } (найдено поиском).
review-search-score = Оценка поиска: { $score } фишки в пользу { $player } (ход за ним).
review-game-over = Партия окончена.
review-let-win = Выигрыш за { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    } упущен на ходу { $ply } ({ $move }); { $better } сохранял его.
review-let-draw = Ничья упущена на ходу { $ply } ({ $move }); { $better } сохранял её.
review-mistake = Ход { $ply } ({ $move }) ухудшил позицию по оценке поиска; { $better } был лучше.
review-nothing = Здесь нет вашей партии для разбора.
review-morris-only = Разбирать можно только партии в { -morris }.
review-unfinished = Партия №{ $game } ещё идёт: разберите её, когда она закончится.
terminal-review-description = Пройти по завершённой партии в { -morris }, сохранённой в { $db } (или --db ФАЙЛ), с оценкой каждой позиции: точной по таблицам эндшпилей, иначе по короткому поиску.
terminal-review-arg-game = номер партии (по умолчанию: последняя сыгранная в терминале)
terminal-review-prompt = Enter или > дальше, < назад, ! следующий перелом, число: этот ход, q: выход>
terminal-review-hint = Пройти эту партию с оценкой каждой позиции: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = помощь, справка
words-resign = сдаюсь, сдаться
words-restart = заново, рестарт
words-draw = ничья, ничью
words-takeback = вернуть ход, верни ход, отменить ход
words-accept = принять, принимаю
words-decline = отклонить, отказаться
words-withdraw = отозвать, отмена


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } и { $then }
list-lines =
    { $first }
    { $then }
this-channel = этот канал
computer = Компьютер
computer-level = Компьютер ({ $level })
computer-level-standby = Пока компьютер играет на уровне { $played }: игра на уровне { $level } ещё готовится и включится сама, как только будет готова.
option-value = { $name } { $value }
option-on = вкл
option-off = выкл
error-apology = Извини, у меня что-то пошло не так. Ошибка записана; попробуй ещё раз.
error-not-here = Эту команду нельзя использовать здесь.
permission-view-channel = Просматривать канал
permission-send-messages = Отправлять сообщения
permission-send-messages-in-threads = Отправлять сообщения в ветках
games-only-in = В этом канале не играют: попробуй { $channels }.
app-not-in-server = Я не участник этого сервера, поэтому не могу опубликовать здесь доску партии. Попроси администратора сервера добавить меня (ссылка-приглашение есть в моём профиле) или играй в личных или групповых сообщениях.
permission-missing = Я не могу провести партию в { $where }: мне там не хватает { $count ->
        [one] права
       *[other] прав
    } { $permissions }. Попроси администратора сервера выдать { $count ->
        [one] его
       *[other] их
    } или играй в другом канале.

button-accept = Принять
button-decline = Отклонить
button-withdraw = Отозвать
button-rematch = Реванш
button-resign = Сдаться
button-keep = Играть дальше
button-offer-draw = Предложить ничью
button-takeback = Вернуть ход
button-restart = Начать заново
only-owner = Только { $owner } может { $purpose }.
purpose-press = нажать это
purpose-answer-challenge = ответить на этот вызов
purpose-withdraw-challenge = отозвать этот вызов
purpose-answer-offer = ответить на это предложение
step-remove = снять { $point }
step-remove-which = Какую фишку снять?
step-your-move = Твой ход
step-mill-remove-which = { $move } строит мельницу: какую фишку снять?
step-to-where = { $move }: куда?
step-choose-range = Выбери диапазон
step-page-row = Ряд { $row } ({ $first }–{ $last })
step-page-rows = Ряды { $first }–{ $last }
step-board = Доска { $board }

challenge = { $challenged }, { $challenger } вызывает тебя на партию **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = стандартные правила
challenge-first = первым ходит { $player }
challenge-first-random = кто ходит первым, решит жребий
challenge-from-position = Из заданной позиции (без рейтинга).
challenge-clock = Время: { $clock } на ход.
challenge-in-thread = Партия идёт в отдельной ветке.
challenge-answer-any = Нажми «Принять» или «Отклонить» либо напиши `принять` или `отклонить`. Вызов истекает { $expires }.
challenge-answer-addressed = Нажми «Принять» или «Отклонить» либо напиши `принять` или `отклонить` с упоминанием меня (`@бот принять`). Вызов истекает { $expires }.
challenge-answer-none = Нажми «Принять» или «Отклонить». Вызов истекает { $expires }.
challenge-opponent-is-bot = { $opponent } — бот: вызови человека или не указывай соперника, чтобы сыграть со мной.
challenge-opponent-not-member = { $opponent } не участник этого сервера и не сможет ответить: вызови кого-нибудь, кто здесь есть.
challenge-no-thread-here = Ветки бывают только в каналах сервера, поэтому у партии здесь её быть не может: брось вызов снова без `{ name-thread }`.
challenge-too-fast = Ты отправляешь вызовы слишком быстро: подожди { $seconds } с и попробуй снова.
challenge-not-open = Этот вызов уже закрыт.
challenge-accepted-by = Принято: { $player }.
challenge-declined-by = Отклонено: { $player }.
challenge-withdrawn-by = Отозвано: { $player }.
game-begins = Партия { $game } #{ $id } начинается.

offer-draw = { $proposer } предлагает ничью в партии { $game } #{ $id }. { $opponent }: нажми «Принять» или «Отклонить» либо используй /{ name-draw }.
offer-restart = { $proposer } предлагает начать партию { $game } #{ $id } заново. { $opponent }: нажми «Принять» или «Отклонить» либо используй /{ name-restart }.
offer-takeback = { $proposer } просит вернуть свой последний ход в партии { $game } #{ $id }. { $opponent }: нажми «Принять» или «Отклонить» либо используй /{ name-takeback }.
offer-rematch = { $proposer } предлагает реванш в партии { $game } #{ $id }. { $opponent }: нажми «Принять» или «Отклонить» либо используй /{ name-rematch } или кнопку «Реванш».
declined-draw = { $player } отклоняет предложение ничьей в партии { $game } #{ $id }.
declined-restart = { $player } отклоняет предложение начать заново в партии { $game } #{ $id }.
declined-takeback = { $player } отклоняет просьбу вернуть ход в партии { $game } #{ $id }.
declined-rematch = { $player } отклоняет предложение реванша в партии { $game } #{ $id }.
agreed-draw = Договорились: ничья в партии { $game } #{ $id }.
agreed-restart = Договорились: партия { $game } #{ $id } начинается заново.
agreed-takeback = Договорились: ход возвращён в партии { $game } #{ $id }.
agreed-rematch = Договорились: реванш в партии { $game } #{ $id }.
offer-accepted-by = Принято: { $player }.
offer-declined-by = Отклонено: { $player }.
rematch-started = Реванш начался.
resign-confirm = { $player }, сдаться в партии { $game } #{ $id }? Нажми «Сдаться», чтобы подтвердить.
resigned = Партия сдана.
resignation-cancelled = Сдача отменена.
game-aborted = Партия прервана.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Этот выбор уже невозможен: доска изменилась. Открой её меню ещё раз.
game-no-longer-in-progress = Эта партия уже не идёт.
no-game-in-channel = В этом канале нет идущей партии.
games-here = **Идущие здесь партии** (следи за их досками; `/{ name-board }` покажет одну только тебе)
games-here-entry = { $game } #{ $id }, { $first } против { $second }, { $turns ->
        [one] сыгран { $turns } ход
        [few] сыграно { $turns } хода
       *[other] сыграно { $turns } ходов
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Здесь у тебя нет открытого вызова, который можно отозвать.
nothing-to-answer = Сейчас нечего принимать или отклонять.
typed-how-any = Напиши свой ход в канале
typed-how-addressed = Напиши свой ход с упоминанием меня (`@бот d6`)
typed-how-none = Используй меню доски
typed-help =
    { $how }, чтобы сыграть его (как записывать ход — ниже). Ещё: `h`/`помощь` эта справка, `q`/`сдаюсь` сдаться (с подтверждением), `r`/`заново` предложить начать заново, `ничья` предложить или принять ничью, `вернуть ход` попросить вернуть твой последний ход, `принять`/`отклонить` ответить на вызов или предложение, `отозвать` отозвать свой вызов. У каждой команды есть и слеш-команда: см. /{ name-help }.

    { $rules }
stats-here = на этом сервере
stats-anywhere = везде
stats-in-game = { " " }в игре «{ $game }»
stats-no-games = У игрока { $player } пока нет законченных партий{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: ещё без рейтинга, { $wins }В { $losses }П { $draws }Н
stats-record-rated = { $game }: рейтинг { $rating }, место { $rank }, { $wins }В { $losses }П { $draws }Н
stats-nobody = Пока никто не закончил рейтинговую партию в игре «{ $game }» { $place }.
stats-leaderboard = **{ $game }**: таблица лидеров
stats-leaderboard-global = **{ $game }**: таблица лидеров (везде)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }В { $losses }П { $draws }Н)
help-commands =
    {"**"}Начать партию**: { $challenges } — у каждой есть `{ name-opponent }` (не указывай или выбери меня, чтобы играть с компьютером), `{ name-level }`, `{ name-first }`, собственные параметры игры и `{ name-position }`.
    {"**"}Игра**: меню и кнопки доски или `/{ name-move }` (с подсказками){ $typing }
    {"**"}Во время партии**: `/{ name-board }` показать её снова, `/{ name-draw }` предложить или принять ничью, `/{ name-restart }`, `/{ name-takeback }` (партии без рейтинга), `/{ name-resign }`, `/{ name-abort }` (пока не сходили обе стороны).
    {"**"}После партии**: `/{ name-rematch }` (или кнопка «Реванш»), `/{ name-export }` список ходов и позиция, `/{ name-review }` пройти её с оценкой каждой позиции.
    {"**"}Ещё**: `/{ name-stats } [{ name-user }] [{ name-game }]` рейтинги и результаты, `/{ name-help } [{ name-game }]` правила{ $settings }; `/{ name-puzzle }` задача (`{ name-daily }`: задача дня сервера), `/{ name-puzzles }` таблица лидеров задач.
help-typing-any = , или просто напиши ход в канале (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Словами: `h` справка, `q` сдаться, `r` заново, `ничья`, `принять`, `отклонить`, `отозвать` (свой вызов; или его кнопка «Отозвать»).
help-typing-addressed = , или напиши ход с упоминанием меня (`@бот d6`, `@бот a1-a4xg7`). Так же словами: `h` справка, `q` сдаться, `r` заново, `ничья`, `принять`, `отклонить`, `отозвать` (свой вызов; или его кнопка «Отозвать»).
help-typing-none = . Написанные сообщения здесь не читаются.
reminders-on = Напоминания в личных сообщениях включены: я также пишу тебе в ЛС, когда время на ход заканчивается, если на ход дан час или больше. Измени это через `/{ name-reminders } { name-dm }:`.
reminders-off = Напоминания в личных сообщениях выключены: только упоминание в партии, когда время на ход заканчивается, если на ход дан час или больше. Измени это через `/{ name-reminders } { name-dm }:`.
settings-channels-invalid = Укажи каналы, где разрешены партии, упоминаниями #канал или напиши `all`.
settings-manage-server-only = Это могут делать только участники с правом «Управлять сервером».
settings-channel-elsewhere = { $channel } — не канал этого сервера: укажи каналы этого сервера или напиши `all`. Ничего не изменилось.
settings-saved = Настройки сохранены.
settings-current = Текущие настройки (укажи параметры, чтобы их изменить).
settings-every-channel = все каналы
settings-shown =
    { $heading }
    Время на ход: { $timeout }
    Срок вызова: { $expiry }
    Стиль доски: { $style }
    Партии разрешены в: { $channels }
    Партии в отдельных ветках: { $threads }
    Язык партий: { $language }
export-as-file = Партия слишком длинная для одного сообщения: вот она файлом.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player }, ход **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player }, ход **{ $move }** и предложение ничьей: нажми «Принять» или «Отклонить» либо /{ name-draw }, чтобы принять.
board-start = **{ $game }** #{ $id }: партия начинается, первым ходит { $player }.
board-restart = **{ $game }** #{ $id }: партия начинается заново с начала.
board-takeback = **{ $game }** #{ $id }: последний ход игрока { $player } (и ответ на него, если был) возвращён.
board-recent = Последние ходы: { $moves }
board-thinking = { $player } думает…
board-not-shown-move = **{ $move }** сыгран; доску не удалось опубликовать. /{ name-board } покажет её.
board-not-shown = Твой ход сыгран; доску не удалось опубликовать. /{ name-board } покажет её.
board-above = Ваш ход на доске выше ({ $link }): я больше не могу публиковать новые сообщения в этом канале. Попросите администратора сервера снова дать мне здесь право «Отправлять сообщения».
turn-ping = { $player }, твой ход в партии { $game } #{ $id }: { $link }
result-ping = { $players }: партия { $game } #{ $id } закончилась, смотри доску: { $link }
board-moved = *Эта доска переехала: партия продолжается здесь: { $link }*
board-behind = **{ $game }** #{ $id }: снова. Эту доску не удалось обновить: в групповом чате Discord позволяет мне писать только в течение 15 минут после того, как кто-то меня использовал.
thread-name = { $game }: { $first } против { $second }
a-player = игрок
user-unknown = пользователь { $id }
move-played = Твой ход: **{ $move }**.
time-left-minutes = около { $minutes } мин
time-left-seconds = меньше минуты
turn-warning = { $player }, на твой ход в партии { $game } #{ $id } осталось { $left }: время истекает { $when }.
reminder-dm = Твой ход в партии { $game } #{ $id }: время истекает { $when }. (Эти напоминания отключаются через /{ name-reminders }.)
reminder-dm-link = Твой ход в партии { $game } #{ $id }: время истекает { $when }. Доска: { $link } (Эти напоминания отключаются через /{ name-reminders }.)
challenge-expired-note = Срок этого вызова истёк.
board-deadline = Время истекает { $when }.
game-over-aborted = **Партия окончена**: партия прервана (без результата, рейтинг не меняется).
game-over-draw = **Партия окончена**: ничья ({ $how }).
game-over-win = **Партия окончена**. Победа: { $winner } ({ $how }).
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Рейтинг: { $changes }
result-unrated =
    { $result }
    Партия без рейтинга.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = прервать
name-board = доска
name-board-style = стиль_доски
name-boards = доски
name-breakthrough = прорыв
name-challenge-expiry = срок_вызова
name-channels = каналы
name-clock = время_на_ход
name-colours = цвета
name-columns = столбцы
name-dm = лс
name-draw = ничья
name-draw-plies = ходов_до_ничьей
name-export = экспорт
name-first = первый
name-firstattack = первая_атака
name-flying = полёт
name-game = игра
name-games = партии
name-help = помощь
name-level = уровень
name-morris = мельница
name-move = ход
name-notakto = нотакто
name-opponent = соперник
name-pleiadis = плеядис
name-position = позиция
name-rematch = реванш
name-reminders = напоминания
name-repetition-draw = ничья_при_повторе
name-resign = сдаться
name-restart = заново
name-rows = ряды
name-scope = охват
name-settings = настройки
name-size = размер
name-stats = статистика
name-takeback = вернуть_ход
name-thread = ветка
name-threads = ветки
name-threemorris = малая_мельница
name-turn-timeout = лимит_хода
name-user = игрок

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = лёгкий
choice-emoji = эмодзи
choice-global = везде
choice-hard = сложный
choice-me = я
choice-medium = средний
choice-perfect = идеальный
choice-random = наугад
choice-server = сервер
choice-text = текст
choice-them = соперник

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Вызвать кого-то или компьютер на партию: { $game }
cmd-option = { $help } (по умолчанию { $default })
cmd-challenge-menu = Вызвать на партию
cmd-challenge-opponent = с кем играть; не указывай или выбери меня, чтобы играть с компьютером
cmd-challenge-level = сила компьютера: { $levels } (по умолчанию { $default })
cmd-challenge-first = кто ходит первым: я, соперник или наугад (по умолчанию наугад)
cmd-challenge-position = начать с этой строки позиции (тогда партия без рейтинга)
cmd-challenge-thread = играть в отдельной ветке (по умолчанию: настройка сервера)
cmd-challenge-clock = время на ход, напр. 15m, 2h или 3d (от 1 минуты до 14 дней; по умолчанию: как на сервере)
cmd-move = Сделать ход в своей партии в этом канале
cmd-move-move = твой ход, напр. d6, a1-a4, a1-a4xg7, A6 или b2-c3
cmd-board = Показать партию в этом канале только тебе
cmd-games = Идущие здесь партии, чтобы следить
cmd-resign = Сдаться в своей партии в этом канале
cmd-abort = Прервать свою партию, пока не сходили обе стороны
cmd-export = Твоя партия списком ходов и позицией
cmd-draw = Предложить ничью или принять предложение соперника
cmd-restart = Предложить начать заново или принять предложение
cmd-takeback = Попросить вернуть твой последний ход
cmd-rematch = Предложить реванш за последнюю партию здесь
cmd-stats = Таблица лидеров игры или результаты игрока
cmd-stats-user = показать результаты и место этого игрока в каждой игре
cmd-stats-game = игра (по умолчанию Мельница для таблицы лидеров)
cmd-stats-scope = партии этого сервера или все партии везде (по умолчанию: сервер; в ЛС — везде)
cmd-help = Команды и правила игры
cmd-help-game = показать правила и запись ходов этой игры
cmd-reminders = Напоминания в ЛС, пока время на ход не вышло
cmd-reminders-dm = вкл: ещё и ЛС, когда кончается время на ход от часа (по умолчанию выкл)
cmd-settings = Настройки партий на сервере («Управлять сервером»)
cmd-settings-turn-timeout = время на каждый ход, напр. 15m, 2h или 1d (от 1 минуты до 7 дней)
cmd-settings-challenge-expiry = сколько вызов остаётся открытым, напр. 10m (от 1 минуты до 1 дня)
cmd-settings-board-style = как рисовать доски
cmd-settings-channels = #каналы, где можно играть, или `all`
cmd-settings-threads = играть вызовы, открытые вызовы и быстрый подбор между людьми, каждую партию в отдельной ветке


## Terminal (bot/console/)

# Буква ответа: слово, начинающееся с неё (да / нет / продолжить / новая).
terminal-yes = д
terminal-no = н
terminal-resume = п
terminal-new = н
# Имя игрока за терминалом. Fluent не позволяет выбирать по кириллическому слову, поэтому
# тексты, которые в английском выбирают по «You», здесь построены без согласования с глаголом.
terminal-you = Ты
terminal-computer = Компьютер
terminal-player = Игрок { $seat }

terminal-description = Игра в терминале: два человека за одной клавиатурой или один против компьютера (--computer). Партии сохраняются в { $db } (или --db FILE): выйди по Ctrl-D или Ctrl-C и запусти ту же команду снова, чтобы продолжить с того же места.
terminal-arg-lang = язык игры (по умолчанию { $default }: из LC_ALL, LC_MESSAGES или LANG)
terminal-arg-style = стиль доски
terminal-arg-computer = за эту сторону играет компьютер
terminal-arg-level = сила компьютера
terminal-arg-position = начать с этой строки позиции
terminal-arg-seed = зерно случайности для компьютера
terminal-arg-db = файл сохранённых партий (по умолчанию { $db })
terminal-error = ошибка: { $error }
terminal-level-needs-computer = --level — это сила компьютера: добавь --computer 1 или 2
terminal-title = { $game }. Введи h для справки.

terminal-help =
    Команды:
      h, помощь     эта справка и правила
      q, сдаюсь     сдаться (с подтверждением)
      r, заново     предложить начать сначала (другой игрок должен согласиться)
      ничья         предложить ничью (другой игрок должен согласиться)
      вернуть ход   попросить вернуть твой последний ход (другой игрок должен согласиться)
    Всё остальное читается как ход. Ctrl-D или Ctrl-C сохраняет партию и выходит.
terminal-saved = Партия сохранена: запусти ту же команду снова, чтобы продолжить.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h — справка)
terminal-too-long = Это слишком длинно для хода или команды ({ $length ->
    [one] { $length } символ
    [few] { $length } символа
   *[other] { $length } символов
}).
terminal-restarted = Начали заново.
terminal-plays = { $player }: ход { $move }
terminal-offers-draw = { $player }: предложение ничьей. Введи «ничья», чтобы принять.
terminal-result = { $result }.
terminal-resign-confirm = Сдаться в этой партии? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Сдача отменена.
terminal-nothing-to = Здесь нечего { $command ->
    [accept] принимать
    [decline] отклонять
   *[withdraw] отзывать
}: на предложения отвечают сразу, когда их делают.
terminal-question = { $player }, { $kind ->
    [restart] начать сначала?
    [draw] согласиться на ничью?
   *[takeback] разрешить вернуть последний ход?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player }: { $kind ->
    [restart] отказ начать заново
    [draw] отказ от ничьей
   *[takeback] отказ вернуть ход
}.
terminal-declined = { $kind ->
    [restart] Отказ начать заново.
    [draw] Ничья отклонена.
   *[takeback] Возврат хода отклонён.
}

terminal-moves-made = { $moves ->
    [one] сделан { $moves } ход
    [few] сделано { $moves } хода
   *[other] сделано { $moves } ходов
}
terminal-resuming = Продолжаем сохранённую партию «{ $game }» (партия #{ $id }, { terminal-moves-made }). Сдайся (q), чтобы начать новую.
terminal-differs = У тебя есть сохранённая партия «{ $game }» (партия #{ $id }, { terminal-moves-made }), но она отличается от запрошенной: { $differences }.
terminal-resume-or-new = Продолжить сохранённую партию ({ terminal-resume }) или сдаться и начать новую ({ terminal-new })?
terminal-difference = сохранено { $saved }, запрошено { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = два игрока
terminal-setup-computer = компьютер за { $seat }
terminal-setup-level = уровень { $level }
terminal-setup-position = с позиции { $position }
terminal-setup-start = с начала
terminal-setup-none = нет

# Added with /settings language (the language of a server's games)
no-such-language = Языка «{ $language }» нет: выбери один из { $languages } или оставь пустым, чтобы использовать язык сервера.
settings-servers-language = язык сервера (его язык в Discord)
name-language = язык
choice-server-language = язык сервера
cmd-settings-language = язык вызовов, досок и результатов здесь (по умолчанию: язык сервера)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } — не точка доски: точки от a1 до e5 (как нарисовано) или числа от 0 до 15
position-six-board = доска — это 16 символов из '.', 'W' и 'B'
position-russian-fields = в позиции игры «{ -russian }» 6 полей: доска, сторона, руки, незавершённый шаг, след, записи (например '........................ W 9/9 - - -/-')
position-russian-record = { $record } — не запись точек вида a7,d7,g7 (или - если пусто)
position-morabaraba-fields = в позиции игры «{ -morabaraba }» 6 полей: доска, сторона, руки, незавершённый шаг, след, последние ходы с мельницей (например '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } — не ход вида a1-a4 (или - если нет)
move-morabaraba-back = { $src }-{ $dst } сразу возвращается, чтобы снова закрыть ту же линию после мельницы со снятием: «пулемёт» запрещён, сделай другой ход
move-russian-spent = { $move } закрывает мельницу, все точки которой уже приносили снятие: она ничего не снимает
rules-twelve =
    { -twelve }: { -morris } с 12 фишками у каждого и четырьмя диагоналями (a7-c5, g7-e5, a1-c3, g1-e3) как линиями и мельницами{ $flying ->
        [on] ; когда останется 3, можешь перелетать на любую точку
       *[off] {""}
    }. Если расстановка заполнит все 24 точки, партия — ничья. Чтобы победить, оставь сопернику 2 фишки или не оставь ему ходов; позиция, встретившаяся в третий раз, — ничья{ $plies ->
        [0] {""}
       *[other] , как и лимит ходов без снятия: { $plies }
    }.
    Ходы: d6 (поставить), a1-a4 (передвинуть), a1-a4xg7 (и снять g7); точки — a1-g7 или 0-23.
rules-morabaraba =
    { -morabaraba }: по 12 фишек («коров») на доске с четырьмя диагоналями (a7-c5, g7-e5, a1-c3, g1-e3) как линиями и мельницами{ $flying ->
        [on] ; когда останется 3, можешь перелетать на любую точку
       *[off] {""}
    }. Мельница снимает одну фишку, даже если закрывает две. Без «пулемёта»: после хода, который построил мельницу и снял фишку, следующий ход не может сразу вернуться, чтобы снова закрыть ту же линию. Ничья: доска, заполненная при расстановке, позиция, встретившаяся в третий раз, 10 ходов без постановки и снятия, пока у игрока ровно 3 фишки на доске{ $plies ->
        [0] {""}
       *[other] {" "}или лимит ходов без снятия: { $plies }
    }.
    Ходы: d6 (поставить), a1-a4 (передвинуть), a1-a4xg7 (и снять g7); точки — a1-g7 или 0-23.
rules-lasker =
    { -lasker }: { -morris } с 10 фишками у каждого; каждым ходом можно поставить фишку из руки или передвинуть свою на соседнюю пустую точку. Пока в руке есть фишки, летать нельзя{ $flying ->
        [on] ; с пустой рукой и 3 фишками можешь перелетать на любую точку
       *[off] {""}
    }. Чтобы победить, оставь сопернику 2 фишки или не оставь ему ходов; позиция, встретившаяся в третий раз, — ничья{ $plies ->
        [0] {""}
       *[other] , как и лимит ходов без постановки и снятия: { $plies }
    }.
    Ходы: d6 (поставить), a1-a4 (передвинуть), a1-a4xg7 (и снять g7); точки — a1-g7 или 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(когда останется 3, можешь перелетать на любую точку)
       *[off] {""}
    }, но каждый игрок ведёт запись точек: мельница со снятием добавляет свои три точки в твою запись, а новая мельница снимает, только если хотя бы одной её точки там ещё нет. Чтобы победить, оставь сопернику 2 фишки или не оставь ему ходов; позиция, встретившаяся в третий раз, — ничья{ $plies ->
        [0] {""}
       *[other] , как и лимит ходов без снятия: { $plies }
    }.
    Ходы: d6 (поставить), a1-a4 (передвинуть), a1-a4xg7 (и снять g7); точки — a1-g7 или 0-23.
rules-six =
    { -six }: два квадрата из 16 точек, соединённые посередине сторон; 8 сторон — это мельницы. Поставь свои 6 фишек, затем передвигай их по линиям{ $flying ->
        [on] {" "}(когда останется 3, можешь перелетать на любую точку)
       *[off] {""}
    }. Три в ряд — это мельница: сними фишку соперника. Чтобы победить, оставь сопернику 2 фишки или не оставь ему ходов; позиция, встретившаяся в третий раз, — ничья{ $plies ->
        [0] {""}
       *[other] , как и лимит ходов без снятия: { $plies }
    }.
    Решено здесь ретроградным анализом всех 50,9 млн позиций (без полётов, без правил ничьей): при идеальной игре начальная позиция — ничья, и уровень `perfect` играет по этому решению.
    Ходы: c5 (поставить), a3-b3 (передвинуть), a3-b3xc4 (и снять c4); точки — a1-e5 или 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = вариант
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = какая игра: { -morris } (по умолчанию) или один из её вариантов

## Лобби (задача 42): открытые вызовы, /лобби, быстрый подбор, блокировки, глобальное лобби.

name-seek = поиск
name-tournament = турнир
name-lobby = лобби
name-pair = подбор
name-block = блокировать
name-rated = рейтинговая
name-colour = цвет
name-min-rating = мин_рейтинг
name-max-rating = макс_рейтинг
name-hide = скрыть
name-wait = ожидание
name-leave = выйти
name-unblock = разблокировать
name-lobby-channel = канал_лобби
choice-channel = канал
cmd-seek = Опубликовать открытый вызов, который любой может принять одним щелчком
cmd-seek-game = игра или вариант
cmd-seek-clock = время на ход, напр. 5m или 1d (по умолчанию: время сервера)
cmd-seek-rated = учитывается ли партия в рейтинге (по умолчанию: да)
cmd-seek-colour = кто ходит первым: я, соперник или случайно (по умолчанию случайно)
cmd-seek-min-rating = наименьший рейтинг того, кто может принять
cmd-seek-max-rating = наибольший рейтинг того, кто может принять
cmd-seek-scope = кто его видит: этот канал (по умолчанию), этот сервер или все серверы глобального лобби
cmd-lobby = Открытые вызовы, которые вы можете принять, сначала новые
cmd-lobby-hide = да: скрыться от других серверов глобального лобби; нет: снова показываться
cmd-pair = Быстрый подбор: сыграть со следующим игроком, который хочет ту же игру и контроль
cmd-pair-game = игра или вариант
cmd-pair-clock = время на ход, напр. 5m или 1d (по умолчанию: время сервера)
cmd-pair-wait = сколько ждать соперника, напр. 10m (по умолчанию 15 минут; сутки при контроле от часа)
cmd-pair-leave = да: выйти из очереди, в которой вы ждёте
cmd-block = Заблокировать игрока: вы больше не видите вызовов друг друга и никогда не подбираетесь друг к другу
cmd-block-user = игрок
cmd-block-unblock = да: снова разблокировать
cmd-settings-lobby = участвовать в глобальном лобби всех серверов, которые его включили (по умолчанию выключено)
cmd-settings-lobby-channel = единственный #канал глобального лобби здесь или `all`
setting-wait = время ожидания
button-take-seek = Принять
button-drop-seek = Отозвать
button-leave-pool = Выйти из очереди
seek-posted = { $seeker } ищет партию { $title }: { $clock } на ход, { $rated }, рейтинг { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = время сервера
seek-any-rating = для любого рейтинга
seek-range = для рейтинга от { $low } до { $high }
seek-rated = рейтинговая
seek-casual = товарищеская
seek-scope-channel = Открыт для этого канала.
seek-scope-server = Открыт для всего сервера.
seek-scope-global = Открыт для всех серверов глобального лобби.
seek-accepted-by = Принят игроком { $player }: партия #{ $id }.
seek-you-accepted = Вы приняли вызов: партия #{ $id } начинается в его канале.
seek-withdrawn = Этот вызов отозван.
seek-bad-choice = Такого выбора нет: цвет — me, them или random, охват — channel, server или global.
seek-range-reversed = Диапазон рейтинга перевёрнут: { $low } больше, чем { $high }.
seek-scope-needs-server = Только вызов на сервере может выходить за пределы своего канала.
seek-too-many = Достигнут предел открытых вызовов ({ $count }): сначала отзовите один.
seek-not-yours = Только { $seeker } может отозвать этот вызов.
seek-gone = Этот вызов больше не открыт.
seek-expired = Срок этого вызова истёк.
seek-own = Нельзя принять собственный вызов.
seek-out-of-reach = Этот вызов здесь для вас не открыт.
seek-rating-range = Ваш рейтинг { $rating } вне диапазона этого вызова ({ $low } до { $high }).
seek-taken = Кто-то другой принял этот вызов раньше.
lobby-hidden = Вы скрыты от других серверов глобального лобби.
lobby-shown = Другие серверы глобального лобби снова видят ваши вызовы.
lobby-empty = Здесь нет открытых вызовов, которые вы можете принять. Опубликуйте свой через /поиск или сыграйте со следующим желающим через /подбор.
lobby-heading = Открытые вызовы, которые вы можете принять, сначала новые (нажмите номер, чтобы принять):
lobby-line = **{ $number }.** { $title }, { $clock } на ход, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = этот канал
lobby-where-other = другой сервер
lobby-page = Страница { $page } из { $pages }, всего { $count }.
lobby-server-not-in = Этот сервер не участвует в глобальном лобби: тот, кто может управлять сервером, может включить его через `/настройки лобби:`.
lobby-other-channel = Глобальное лобби этого сервера ограничено другим каналом (см. `/настройки канал_лобби:`).
lobby-one-channel = Глобальное лобби можно ограничить только одним каналом.
lobby-settings-shown = Глобальное лобби: { $state }, в { $channel }.
pool-needs-server = Быстрый подбор работает в каналах сервера, а не в личных сообщениях.
pool-needs-game = Выберите игру, для которой вас подобрать.
pool-already = Вы уже ждёте в очереди: сначала выйдите из неё.
pool-not-in = Вы не ждёте ни в одной очереди.
pool-waiting = Вы ждёте соперника для { $title } с { $clock } на ход, до { $until }.
pool-paired = { $player }, вам подобран соперник { $other }: ваша партия начинается здесь.
pool-left = Вы вышли из очереди.
block-yourself = Нельзя заблокировать самого себя.
block-already = { $user } уже заблокирован.
block-not-blocked = { $user } не заблокирован.
block-done = { $user } заблокирован: вы больше не видите вызовов друг друга и никогда не подбираетесь друг к другу.
block-undone = { $user } больше не заблокирован.
name-mygames = моипартии
cmd-mygames = Все ваши партии на всех серверах и в ЛС, сначала те, что ждут вас
mygames-none = У вас нигде нет идущих партий.
mygames-heading = Ваши идущие партии ({ $count }), сначала те, что ждут вас:
mygames-line = { $title } #{ $id } против { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = ваш ход
mygames-wait = ход соперника
mygames-left = время истекает { $until }
mygames-no-clock = без контроля времени
pool-lapsed = { $player }, за выбранное время ожидания никто не пришёл на { $title }. Сыграть вместо этого с компьютером на уровне { $level }?
button-play-computer = Играть с компьютером ({ $level })
pool-offer-not-yours = Только { $player } может принять это предложение.
seek-expired-note = Срок этого вызова истёк: никто не принял его вовремя.
help-lobby = {"**"}Найти соперника**: `/поиск` открытый вызов, который любой принимает одним щелчком, `/лобби` открытые вызовы, которые вы можете принять, `/подбор` быстрый подбор со следующим игроком, желающим ту же игру и контроль, `/блокировать` игрока, `/моипартии` ваши партии везде.
help-lobby-servers = Сервер участвует в глобальном лобби, общем для всех присоединившихся серверов, когда тот, кто может управлять сервером, включает `/настройки лобби:` (`канал_лобби:` ограничивает его одним каналом).
help-tournaments = {"**"}Турниры**: `/{ name-tournament } create` (Управлять сервером) проводит в этом канале турнир по швейцарской системе, круговой турнир или арену; игроки вступают кнопкой на его карточке; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Турниры (issue 43)

tournament-none = На этом сервере нет такого турнира.
tournament-bad-format = Формат должен быть швейцарским, круговым или ареной.
tournament-player-limit = Лимит игроков должен быть от { $least } до { $most }.
tournament-swiss-rounds = В швейцарской системе с лимитом игроков { $players } число туров — от 1 до { $most }.
tournament-cycles = Круговой турнир играется в один или два круга (со сменой цвета): выберите 1 или 2.
tournament-clock = Время на ход должно быть от { $least } мин. до { $most } дн.
tournament-start-past = Это время начала уже прошло: выберите более позднее.
tournament-joined-already = Вы уже участвуете в этом турнире.
tournament-not-open = Этот турнир уже начался или закончился: новых игроков он не принимает.
tournament-full = Этот турнир заполнен (лимит: { $players }).
tournament-not-in = Вы не играете в этом турнире.
tournament-over = Этот турнир окончен.
tournament-not-organiser = Это может сделать только организатор или администратор сервера.
tournament-too-few = Для начала турнира нужно хотя бы 2 игрока.
choice-swiss = Швейцарская система
choice-round-robin = Круговой
button-tournament-join = Участвовать
button-tournament-leave = Выйти
tournament-card = 🏆 Турнир (**{ $format }**) по игре { $game }, { $clock } на ход, организатор { $organiser }
tournament-card-open = Начало { $start }. Игроки ({ $count } из { $limit }): { $players }
tournament-card-cancelled = Этот турнир отменён.
tournament-card-round = **Тур { $round }**
tournament-card-bye = { $player }: свободен от игры
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Итоговая таблица**
tournament-card-standings = **Таблица**
cmd-tournament = Турниры на этом сервере
cmd-tournament-create = Создать турнир в этом канале (управление сервером)
cmd-tournament-format = Швейцарская система, круговой или арена
cmd-tournament-game = Игра (по умолчанию мельница)
cmd-tournament-rounds = Туры (швейцарка), круги (круговой, 1 или 2) или минуты (арена)
cmd-tournament-players = Наибольшее число игроков (от 2 до 200, по умолчанию 16)
cmd-tournament-start-in = Минут до начала (по умолчанию 10)
cmd-tournament-start = Начать турнир этого канала сейчас (организатор)
cmd-tournament-standings = Показать турнир этого канала: тур и таблицу
cmd-tournament-leave = Выйти из турнира этого канала
cmd-tournament-cancel = Отменить турнир этого канала (организатор или управление сервером)
tournament-needs-manager = Для создания турнира нужно право «Управлять сервером».
tournament-started = Турнир начинается.
tournament-cancelled = Вы отменили турнир.
tournament-joined = Вы участвуете в турнире.
tournament-left = Вы вышли из турнира.
setting-increment = добавление
live-clock-people = Часы с добавлением (например, 5+3) — только для партий двух людей: укажите соперника и контроль как минуты+секунды.
challenge-live-clock = Контроль: { $clock } каждому, плюс { $increment } с за ход.
choice-arena = Арена
tournament-arena-minutes = Арена длится от { $least } до { $most } мин.
tournament-card-arena-ends = Завершится { $end } (идущие партии доигрываются).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = текст (выбрано «{ choice-tiles }», но плитки бота недоступны)
cmd-challenge-board-style = как рисовать доску этой партии (по умолчанию: стиль сервера)
step-place-on = поставить на { $point }
step-move-from = ход с { $point }
help-settings = , `/{ name-settings }` (право «Управлять сервером») лимиты времени, стиль доски и игровые каналы
terminal-accept-confirm = Принять { $kind ->
    [restart] предложение { $player } начать заново
    [draw] предложение ничьей от { $player } (партия закончится вничью)
   *[takeback] просьбу { $player } вернуть последний ход
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Не принято: { $kind ->
    [restart] предложение
    [draw] предложение
   *[takeback] просьба
} остаётся в силе.
legend-russian-record = { $piece } запись:
help-tables-building = Таблицы эндшпилей сейчас строятся в фоне (минуты на быстрой машине, полчаса и больше на загруженной): пока они не готовы, `hard` просчитывает эти эндшпили поиском и станет сильнее, когда построение закончится.
cmd-board-board-style = твой собственный стиль доски для /{ name-board } и /{ name-review }, запоминается (по умолчанию: стиль каждой партии)
choice-tiles = плитки
own-board-style-saved = Твой собственный стиль доски теперь { $style }: /{ name-board } и /{ name-review } показывают доски в нём.

## Исправления лобби (задача 42)
lobby-channel-no-games = Канал глобального лобби должен быть каналом, где разрешены партии (`/настройки каналы:`).

# Турниры, продолжение (issue 43, tour43): опоздавшие, объявление победителей, /stats
tournament-late-past = Этот турнир принимал опоздавших, пока не был составлен тур { $round }: больше он их не принимает.
tournament-late-swiss-only = Опоздавших принимает только швейцарская система: не указывайте late_join для кругового турнира или арены.
tournament-late-range = Опоздавших можно принимать до тура от 0 (ни одного) до { $rounds } — числа туров этой швейцарки.
tournament-card-late = Опоздавшие ещё могут присоединиться: их ставят в пары со следующего тура (до тура { $round }).
tournament-won = 🏆 { $winner } побеждает в турнире (**{ $format }**) по игре { $game }!
stats-tournaments = Турниры: сыграно { $played }, выиграно { $won }
cmd-tournament-late-join = Швейцарка принимает опоздавших, пока этот тур не составлен (по умолчанию 0: никого)
cmd-tournament-rated = Идут ли его партии в рейтинг (по умолчанию: да)
tournament-card-unrated = Его партии не идут в рейтинг.
cmd-settings-tournament-role = роль, участники которой тоже могут создавать турниры (@everyone: только управление сервером)
settings-tournament-role-shown = Организаторы турниров: управление сервером и { $role }
settings-tournament-role-none = Организаторы турниров: только управление сервером
tournament-needs-organiser = Чтобы создать турнир, нужно право «Управлять сервером» или роль { $role }.
tournament-event-name = Турнир ({ $format }) по игре { $game }
tournament-no-event = Событие Discord не создано: у бота нет на этом сервере права «Создавать события».
cmd-tournament-clock-live = Время на ход (10m, 1d; по умолчанию 10m) или живые часы, например 5+3 (арена: 5+3)
tournament-card-live = 🏆 Турнир (**{ $format }**) по игре { $game }, живые часы { $clock }, организатор { $organiser }
tournament-arena-live = Арена играется на живых часах: укажите их как минуты+секунды, например 5+3.
tournament-no-threads = Партии этого турнира играются здесь, в канале: бот не может создавать в нём приватные ветки (право «Создавать приватные ветки»).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: канала, где вы играли, больше нет, поэтому партия продолжается здесь, в наших личных сообщениях. Играйте, нажимая на доску.
seek-you-accepted-across = Вы приняли вызов: партия #{ $id } начинается, на доске здесь и на доске на сервере автора вызова.

## Мелочи лобби (задача 42, второй круг)
pool-paired-unsaid = Ваша партия началась здесь, но { $player } не удалось оповестить: сообщите сопернику сами.

# Ссылки на доски турнира (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [партия]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# очки · Бухгольц · Зоннеборн-Бергер
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (выбыл)
offer-draw-elsewhere = { $proposer } предлагает ничью в партии { $game } #{ $id }. { $opponent } отвечает на своей доске.
offer-restart-elsewhere = { $proposer } предлагает начать партию { $game } #{ $id } заново. { $opponent } отвечает на своей доске.
offer-takeback-elsewhere = { $proposer } просит вернуть свой последний ход в партии { $game } #{ $id }. { $opponent } отвечает на своей доске.

## Лобби, четвёртый круг (задача 42): вызов с собственными настройками игры
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Истекает { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } предлагает реванш в партии { $game } #{ $id }. { $opponent } играет на другом сервере и принимает его там: /{ name-rematch } или кнопка «Реванш» на своей доске.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Турнир ({ $format }), тур { $round } из { $rounds }
board-tournament = 🏆 Турнир ({ $format })

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } предлагает тебе реванш в партии { $game } #{ $id }: прими или отклони его на своей доске: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Эту партию ведёт бот на сервере другого игрока: отсюда можно сделать ход, сдаться или отменить партию, ничего больше. Ничего не изменено.
forward-no-answer = Сервер другого игрока, который ведёт эту партию, не ответил вовремя (возможно, он перезапускается), поэтому ничего не изменено. Попробуйте снова через минуту.
forward-taken-late = Сервер другого игрока, который ведёт эту партию, получил ваш запрос, но отвечает медленно: доска покажет его, когда он будет выполнен.
forward-unknown = Это нельзя отправить на сервер, который ведёт эту партию. Ничего не изменено.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } отклоняет реванш.
