# Український каталог. Ключі й змінні ті самі, що в en.ftl (джерело); див. коментарі там.
# Звертання на «ти». Терміни (-name) — глосарій: див. texts/glossary/uk.md.
# Імена гравців не відмінюються (згадки Discord, «Ти» в терміналі): став їх після двокрапки
# або в називному відмінку. Назви ігор ($game) — теж у називному: «партія Млин #12».

## Glossary

-morris = Млин
-three = Малий млин
-notakto = Нотакто
-breakthrough = Прорив
-firstattack = Перша атака
-twelve = Млин на 12 фішок
-morabaraba = Морабараба
-lasker = Млин Ласкера
-russian = Російський млин
-six = Млин на 6 фішок
-pleiadis = Плеядіс
# $case: nom (типово), acc, gen, dat, ins, loc — де потрібно.
-mill = { $case ->
    [gen] млина
    [loc] млині
   *[nom] млин
}
-mills = { $case ->
    [gen] млинів
   *[nom] млини
}
-piece = { $case ->
    [acc] фішку
    [gen] фішки
    [loc] фішці
   *[nom] фішка
}
-pieces = { $case ->
    [gen] фішок
   *[nom] фішки
}
-pawn = { $case ->
    [acc] пішака
    [gen] пішака
    [ins] пішаком
   *[nom] пішак
}
-pawns = { $case ->
    [gen] пішаків
    [dat] пішакам
   *[nom] пішаки
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

# Як закінчилася партія: у дужках після «Перемога: Аня» або «Нічия».
termination-line = складено лінію
termination-fewer-than-three = у суперника лишилося дві { -pieces }
termination-no-moves = у суперника немає ходів
termination-last-board = суперник убив останню дошку
termination-breakthrough = прорив на дальній ряд
termination-all-captured = побито всіх { -pawns(case: "gen") } суперника
termination-resignation = суперник здався
termination-timeout = час вийшов
termination-agreement = за згодою
termination-repetition = триразове повторення
termination-full-board = заповнена дошка
termination-move-limit = ліміт ходів
termination-aborted = партію перервано
# «Ти» не може бути ключем варіанта (ключі Fluent — лише латиниця), тому фраза без дієслова
# підходить і для «Ти», і для будь-якого імені.
result-win = Перемога: { $winner } ({ $how })
result-draw = Нічия ({ $how })
result-aborted = Партію перервано

help-morris-computer = Як комп'ютер грає в { -morris }: ендшпілі, де в кожної сторони не більше чотирьох { -pieces(case: "gen") } і обидві руки порожні (3 на 3, 4 на 3, 3 на 4, 4 на 4; з польотом також 5 на 3 і 5 на 4, якщо машині бота вистачило пам'яті їх побудувати), розв'язано точно ретроградним аналізом, тому починаючи з рівня `hard` комп'ютер виграє кожен виграний ендшпіль найкоротшим шляхом, ніколи не програє нічийний і захищає програний якомога довше; таблиці не знають ліміту ходів, тож виграш, довший за кількість півходів, що лишилася до ліміту, на практиці — нічия. Усе інше, уся розстановка й середина партії, — це альфа-бета-пошук з обмеженням часу й оцінкою, написаною вручну (матеріал, { -mills }, рухливість, блокади): сильно, але не точно.
help-morris-levels = Рівні: `easy` дивиться на один хід уперед і навмисно помиляється, `medium` дивиться на два ходи вперед із невеликими помилками, `hard` рахує так глибоко, як дозволяє час (типово 2 с на хід), і грає за таблицями ендшпілів. Виміряно: `hard` переміг пошук по дереву Монте-Карло з 1000 симуляцій у 99 партіях зі 100; проти Sanmill, незалежного рушія з відкритим кодом, за рівного часу він набирає 0,72 по 0,5 с на хід (+94 =37 -26, 157 партій) і 0,68 по 2 с (+10 =10 -2, 22 партії), а в млині на дванадцять фішок по 0,5 с 0,56 (+13 =1 -10, 24 партії). Ці цифри — для скомпільованого рушія, чий пошук працює на C; де на машині бота немає компілятора C, `hard` рахує на Python, приблизно на чотири ходи менш глибоко.

### Options ($option: the option's name as typed)

option-unknown = У гри «{ game-name }» немає параметра { $option } (параметри: { $known })
option-unknown-flag = У гри «{ game-name }» немає параметра { $option }: її параметри — { $known }
option-no-such-game = гри { $name } немає: вибери одну з { $known }
option-not-on-off = параметр { $option } має бути on або off, а не { $value }
option-not-a-number = параметр { $option } має бути цілим числом, а не { $value }
option-out-of-range = параметр { $option } має бути від { $minimum } до { $maximum }, а не { $value }
option-morris-flying = гравець, у якого лишилося три { -pieces }, може ходити на будь-яку точку
option-morris-draw-plies = нічия після стількох ходів без { -mill(case: "gen") } (0: ніколи)

### Moves: why a move text is no move, or not legal here

move-game-over = партію закінчено
move-occupied = { $point } зайнята
move-no-piece-on = на { $point } немає твоєї { -piece(case: "gen") }
move-remove-pending = твій хід склав { -mill }: назви { -piece(case: "acc") } суперника, яку знімаєш
move-nothing-to-remove = знімати нічого: спершу зроби хід
move-still-placing = у тебе ще є { -pieces } для розстановки: назви одну порожню точку
move-none-to-place = у тебе не лишилося { -pieces(case: "gen") } для розстановки: пересунь одну зі своїх, наприклад { $example }
move-not-adjacent = { $src } і { $dst } не сусідні
move-no-mill = { $move } не складає { -mill(case: "gen") }, тому зняти { -piece(case: "acc") } не можна
move-not-opponent-piece = на { $point } немає { -piece(case: "gen") } суперника
move-remove-from-mill = { $point } стоїть у { -mill(case: "loc") }, а є інші { -pieces }, які можна зняти
move-morris-no-such-point = { $point } — не точка дошки: точки від a1 до g7 (як намальовано) або числа від 0 до 23
move-morris-notation = записуй хід як d6 (поставити), a1-a4 (пересунути) або a1-a4xg7 (і зняти g7)
move-morris-one-removal = назви рівно одну точку після x, наприклад a1-a4xg7
move-morris-too-many-points = хід називає не більше двох точок, наприклад a1-a4
move-morris-hyphen = хід із дефісом називає дві точки, наприклад a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = сторона, що ходить, — W або B, а не { $side }
position-morris-fields = позиція гри «{ -morris }» має 5 полів: дошка, сторона, руки, незавершений крок, слід (наприклад '........................ W 9/9 - -')
position-morris-board = дошка — це 24 символи з '.', 'W' і 'B'
position-morris-hands = { -pieces } в руці записуються як 9/9, а не { $hands }
position-morris-number = { $field ->
    [hand-1] кількість { -pieces(case: "gen") } в руці гравця 1
    [hand-2] кількість { -pieces(case: "gen") } в руці гравця 2
    [classic-hand-1] рядок 2 ({ -pieces } в руці гравця 1)
    [classic-hand-2] рядок 3 ({ -pieces } в руці гравця 2)
   *[classic-side] рядок 4 (чий хід)
}: потрібне число від { $low } до { $high }, а не { $value }
position-classic-lines = у класичному форматі 4 рядки: дошка, рука 1, рука 2, чий хід
position-classic-board = рядок 1 містить 24 значення 0, 1 або 2 через ', '
position-classic-pending = класичний формат не може зберігати незавершене зняття: спершу зніми { -piece(case: "acc") }
position-morris-step = { $step } — не крок на зразок d6 або a1-d1
position-too-many-pieces = у гравця { $player } більше ніж { $most } { -pieces(case: "gen") }
position-pending-trail = у позиції з незавершеним зняттям немає сліду
position-pending-no-mill = незавершений крок має закінчуватися на { -piece(case: "loc") } сторони, що ходить, у { -mill(case: "loc") }
position-pending-source = незавершений крок має починатися з точки, яка тепер порожня
position-pending-placing = незавершений крок — це пересування, але його гравець ще розставляє
position-pending-not-adjacent = незавершений крок з'єднує несусідні точки
position-too-few-pieces = партія закінчується, коли в гравця лишається дві { -pieces }: так може бути лише в того, хто ходить і щойно втратив { -piece(case: "acc") }
position-trail-placement = слід містить лише пересування (постановка його скидає)
position-trail-misfit = крок сліду { $step } не пасує до дошки
position-trail-placing = крок сліду { $step } — пересування, але його гравець ще розставляє
position-trail-not-adjacent = крок сліду { $step } з'єднує несусідні точки
position-trail-mill = крок сліду { $step } складає { -mill }, отже, зняття завершує слід
position-lost-pieces = гравець { $player } втратив { $lost ->
    [one] { $lost } { -piece(case: "acc") }
    [few] { $lost } { -pieces }
    [many] { $lost } { -pieces(case: "gen") }
   *[other] { $lost } { -piece(case: "gen") }
}, але гравець { $opponent } міг скласти не більше { $mills ->
    [one] { $mills } { -mill(case: "gen") }
   *[other] { $mills } { -mills(case: "gen") }
} за { $placements ->
    [one] { $placements } постановку
    [few] { $placements } постановки
    [many] { $placements } постановок
   *[other] { $placements } постановки
}
position-placed-counts = гравець 1 поставив { -pieces(case: "gen") }: { $first }, гравець 2: { $second }; гравці ставлять по черзі, гравець 1 першим, тому в гравця 1 стільки ж або на одну більше
position-placed-side = гравець 1 поставив { -pieces(case: "gen") }: { $first }, гравець 2: { $second }, отже, ходить гравець { $player }
move-still-placing-example = у тебе ще є { -pieces } для розстановки: назви одну порожню точку, наприклад { $example }
move-three-points = точки — від 1 до 9 (або від a1 до c3)
move-three-all-placed = усі три твої { -pieces } на дошці: пересунь одну, наприклад { $example }
move-three-no-point = точки { $point } немає: точки — від 1 до 9 (або від a1 до c3)
move-three-not-a-point = { $point } — не точка: точки — від 1 до 9 (або від a1 до c3)
move-three-notation = записуй хід як 5 (поставити) або 4-7 (пересунути); точки — 1-9 або a1-c3
move-notakto-no-board = дошки { $board } немає: дошки — { $last ->
    [A] A
   *[other] від A до { $last }
}
move-notakto-dead-board = дошка { $board } мертва: грай на живій дошці ({ $live })
move-notakto-no-cell = клітинки { $cell } немає: клітинки дошки — від 0 до 8
move-notakto-taken = { $move } зайнята: вибери порожню клітинку
move-notakto-notation = хід — це літера дошки й клітинка 0-8, наприклад A4
move-off-board = { $square } не на дошці: клітинки — від a1 до { $last }
move-one-square = хід називає одну клітинку, наприклад { $example }
move-two-squares = хід називає дві клітинки, наприклад { $example }
move-square-off-board = цієї клітинки немає на дошці
move-opponent-pawn = на { $square } { -pawn } суперника
move-no-pawn-on = на { $square } немає твого { -pawn(case: "gen") }
move-pawn-forward = { -pawn } ходить на один ряд уперед (до ряду { $row }), прямо або по діагоналі
move-own-pawn = на { $square } стоїть твій же { -pawn }
move-capture-diagonally = { $square } зайнята: { -pawns } б'ють лише по діагоналі
move-attacked = { $square } на одній { $line ->
    [row] горизонталі
    [column] вертикалі
   *[diagonal] діагоналі
} з { -pawn(case: "ins") } на { $attacker }
move-attacked-own = { $square } на одній { $line ->
    [row] горизонталі
    [column] вертикалі
   *[diagonal] діагоналі
} з твоїм { -pawn(case: "ins") } на { $attacker }
move-outnumbered = біля { $square } { $opponent ->
    [one] { $opponent } сусідній { -pawn } суперника
    [few] { $opponent } сусідні { -pawns } суперника
   *[other] { $opponent } сусідніх { -pawns(case: "gen") } суперника
} і { $own } твоїх: ставити можна лише туди, де твоїх сусідів не менше, ніж у суперника

position-side-1-or-2 = сторона, що ходить, — 1 або 2, а не { $side }
position-three-fields = позиція гри «{ -three }» — це 9-значний код дошки або код, сторона, що ходить, і ходи після розстановки (наприклад '100011222 1 -')
position-three-code = код дошки — 9 цифр 0, 1 або 2, а не { $code }
position-three-step = { $step } — не хід на зразок 4-7
position-three-pieces = у кожного гравця лише три { -pieces }
position-three-second-to-move = гравець 1 поставив на одну { -piece(case: "acc") } більше, отже, ходить гравець 2
position-three-counts = гравець 1 ставить першим, тому в гравця 1 стільки ж { -pieces(case: "gen") }, скільки в гравця 2, або на одну більше
position-three-first-to-move = обидва поставили порівну { -pieces(case: "gen") }, отже, ставить гравець 1
position-three-line = лінія може бути лише в гравця, який щойно походив
position-three-trail-option = ходи зберігаються лише з параметром repetition_draw: використай '-'
position-three-trail-placing = ходи після розстановки починаються, коли всі шість { -pieces(case: "gen") } поставлено
position-three-trail-misfit = хід { $move } не пасує до дошки
position-three-trail-over = партія вже закінчилася до { $move }
position-three-trail-drawn = партія вже закінчилася нічиєю через повторення до останнього ходу
position-notakto-boards = у цій грі { $boards } дошок через '/', а не { $found }
position-notakto-cells = дошка { $board } має складатися з 9 клітинок 'X' або '.', а не { $cells }
position-notakto-lines = на дошці { $board } є лінії, які не міг завершити один останній хрестик
position-rows = на дошці { $found } рядів через '/', а не { $rows }
position-row-zero-run = ряд { $row }: серії порожніх клітинок починаються з 1
position-row-token = ряд { $row }: { $token } — не W, не B і не кількість порожніх клітинок
position-row-length = у ряду { $row } клітинок: { $found }, а не { $columns }
position-row-too-long = у ряду { $row } забагато клітинок: потрібно { $columns }
position-grid-fields = позиція — це дошка й сторона, що ходить, наприклад { $example }
position-placement-counts = у гравця 1 { -pawns(case: "gen") }: { $first }, у гравця 2: { $second }; гравець 1 ставить першим, тому в нього стільки ж або на одного більше
position-placement-side = за таких { -pawns(case: "gen") } ходить гравець { $player }, а не { $side }
position-too-many-pawns = у гравця { $player } більше ніж { $most } { -pawns(case: "gen") }
position-far-row = ходить гравець { $player }, але в нього вже є { -pawn } на дальньому ряду
position-no-pawns = гравець { $player } щойно походив, отже, у нього є хоча б один { -pawn }
position-firstattack-in-line = { -pawn } на { $square } стоїть на одній лінії з іншим { -pawn(case: "ins") }, який його блокує, — такого не буває в жодній партії

option-three-repetition-draw = нічия, коли позиція повторюється втретє (off: нічия лише за згодою)
option-notakto-boards = скільки дошок 3x3 (від 1 до 5)
option-breakthrough-rows = ряди дошки (від 5 до 26)
option-breakthrough-columns = стовпці дошки (від 2 до 26)
option-firstattack-size = ряди й стовпці дошки (від 1 до 12)
option-firstattack-colours = кожного гравця блокують лише лінії його власних { -pawns(case: "gen") }
option-pleiadis-size = ряди й стовпці дошки (від 2 до 12)

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }: постав свої 9 { -pieces(case: "gen") }, потім пересувай їх уздовж ліній{ $flying ->
        [on] {" "}(коли лишиться 3, можеш перелітати на будь-яку точку)
       *[off] {""}
    }. Три в ряд — це { -mill }: зніми { -piece(case: "acc") } суперника. Щоб перемогти, залиш суперникові 2 { -pieces } або не залиш йому ходів. Нічия, коли позиція трапляється втретє{ $plies ->
        [0] {""}
        [one] {" "}або після { $plies } ходу без { -mill(case: "gen") } (рахуються ходи обох гравців)
       *[other] {" "}або після { $plies } ходів без { -mill(case: "gen") } (рахуються ходи обох гравців)
    }.
    Ходи: d6 (поставити), a1-a4 (пересунути), a1-a4xg7 (і зняти g7); точки — a1-g7 або 0-23. Після { -mill(case: "gen") } назви { -piece(case: "acc") } для зняття (g7), якщо її не було в ході.
rules-three =
    { -three }: постав свої 3 { -pieces }, потім пересувай будь-яку з них на будь-яку порожню точку. Три в ряд (по горизонталі, вертикалі або діагоналі) перемагають на будь-якому етапі. { $repetition ->
        [on] Позиція, що трапилася втретє, — нічия.
       *[off] Автоматичної нічиєї немає.
    }
    Ходи: 5 (поставити), 4-7 (пересунути). Точки — 1-9 по рядах від лівого верхнього кута (1 2 3 / 4 5 6 / 7 8 9) або a1-c3, де a1 — лівий нижній кут.
rules-notakto =
    { -notakto } на { $boards ->
        [one] { $boards } дошці
       *[other] { $boards } дошках
    }: обидва гравці ставлять X на будь-яку живу дошку. Дошка з трьома X у ряд по горизонталі, вертикалі або діагоналі мертва. Хто вб'є останню дошку, той програє.
    Ходи: літера дошки й клітинка, наприклад A4; клітинки — 0-8 по рядах (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } на дошці { $rows }x{ $columns }: пересунь { -pawn(case: "acc") } на один ряд уперед, прямо або по діагоналі, на порожню клітинку; бити можна лише по діагоналі. Щоб перемогти, дійди до дальнього ряду або побий усіх { -pawns(case: "gen") } суперника. Гравець 1 (W) починає згори й ходить униз.
    Ходи: a2-b3 (або a2 b3, a2b3); клітинки — від a1 до { $last }: стовпці зліва, ряди згори (з боку гравця 1).
rules-firstattack =
    { -firstattack } на дошці { $size }x{ $size }: постав { -pawn(case: "acc") } на порожню клітинку, яка не лежить на одній горизонталі, вертикалі чи діагоналі (на будь-якій відстані) { $colours ->
        [on] з жодним із твоїх { -pawns(case: "gen") } (пішаки суперника тебе не блокують)
       *[off] з жодним { -pawn(case: "ins") }
    }. Хто не може поставити, той програє.
    Ходи: клітинка, наприклад { $example }; клітинки — від a1 до { $last }: стовпці зліва, ряди згори (з боку гравця 1). Відкриті клітинки позначено + (зеленим в emoji).
rules-pleiadis =
    { -pleiadis } на дошці { $size }x{ $size }: постав { -pawn(case: "acc") } на порожню клітинку, де серед її сусідів (до 8) у суперника не більше { -pawns(case: "gen") }, ніж у тебе. Хто не може поставити, той програє.
    Ходи: клітинка, наприклад { $example }; клітинки — від a1 до { $last }: стовпці зліва, ряди згори (з боку гравця 1). Відкриті клітинки позначено + (зеленим в emoji).


## Boards (renderer/): legends, status lines, last-move notes

# Не довше 40 стовпців з іменами з 8 літер. Імена (і «Ти») не відмінюються: після двокрапки.
status-to-move = Хід: { $name }.
status-to-remove = Зняти { -piece(case: "acc") }: { $name }.
status-over = { $result }.

last-move = Останній хід: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } звідки
note-to = { $mark } куди
note-removed = { $mark } знято
note-board-died = дошка померла
note-morris-pending = { $move }: { -mill }! Зніми, напр. x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: у запасі { $count }
legend-morris-placing = { $piece } { $name }: в руці { $hand }, на дошці { $board }
legend-morris-moving = { $piece } { $name }: на дошці { $board }
legend-three-naming = 1-9 за схемою або a1-c3 (a1 внизу зліва)
legend-notakto-all-dead = Усі дошки мертві.
legend-notakto-dead = Мертві: { $boards }
# В англійській вибір за «You»; тут форма без дієслова підходить і для «Ти».
legend-moves-down = { $piece } { $name }: ходи вниз
legend-moves-up = { $piece } { $name }: ходи вгору
legend-open = { $piece } { $name }, вільних клітинок: { $count }


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta } ({ $games ->
        [one] лише { $games } рейтингова партія
        [few] лише { $games } рейтингові партії
       *[other] лише { $games } рейтингових партій
    }: ранній рейтинг змінюється найсильніше)
rating-even = { $delta } проти рівного рейтингу
rating-against-higher = { $delta } проти гравця з рейтингом на { $gap } вищим
rating-against-lower = { $delta } проти гравця з рейтингом на { $gap } нижчим

database-busy = База даних зайнята, тому нічого не змінилося: спробуй ще раз.
save-uncertain = Я втратив зв'язок із базою даних під час збереження й не знаю, чи це збереглося: за хвилину глянь на дошку ще раз, перш ніж повторювати.
cannot-save = Зараз я не можу зберігати партії, тому нічого не змінилося: спробуй за кілька хвилин.
changed-meanwhile = Партія змінилася, поки це зберігалося: глянь на дошку й спробуй ще раз.

no-game-here = У тебе немає поточної партії в цьому каналі.
game-not-in-progress = Ця партія вже не триває.
game-ended = Ця партія вже закінчилася.
no-such-game = Партії #{ $game } немає.
not-a-player = Ти не граєш у цій партії.
not-your-turn = Зараз не твій хід: чекаємо, поки походить { $waiting }.
move-rejected = Не можна зіграти '{ $move }': { $reason }.
abort-too-late = Обидві сторони вже походили, тому партію не можна перервати: здайся або запропонуй нічию.
busy-you = Ти вже граєш партію { $title } (#{ $game }) у цьому каналі: спершу закінчи її.
busy-player = { $player } уже грає партію { $title } (#{ $game }) у цьому каналі: спершу треба закінчити її.
nothing-to-export = Нічого експортувати: спершу зіграй партію.

channel-not-for-games = У цьому каналі не грають: { $count ->
    [one] спробуй ігровий канал сервера.
   *[other] спробуй один з ігрових каналів сервера ({ $count }).
}
challenge-yourself = Не можна викликати самого себе: вибери іншого гравця.
no-such-level = Рівня '{ $level }' для гри «{ $title }» немає: вибери { $levels }.
level-needs-computer = Рівень буває лише в партіях проти комп'ютера.
already-challenged = У тебе тут уже є виклик гравцеві { $opponent }: дочекайся відповіді або спершу відклич той виклик.
challenge-expired = Термін цього виклику минув: попроси новий.
challenge-closed = Цей виклик уже закрито.
no-challenge-to-you = У цьому каналі немає відкритого виклику тобі.
no-challenge-of-yours = У цьому каналі немає твого відкритого виклику.
own-challenge = Не можна прийняти чи відхилити власний виклик: відклич його.
challenge-not-for-you = Цей виклик для гравця { $challenged }, а не для тебе.
only-challenger-withdraws = Відкликати цей виклик може лише { $challenger }.
bad-options = Ці параметри не можна використати: { $reason }.
unreadable-position = Не вдається прочитати рядок позиції: { $reason }.
position-over = Ця позиція вже закінчена: вибери таку, де ще є ходи.
bad-first-move = Хто ходить першим — одне з { $choices }, а не '{ $first }'.

bad-proposal = Пропозиція — одне з { $choices }, а не '{ $kind }'.
already-proposed = Уже є { $kind ->
    [draw] твоя пропозиція нічиєї
    [restart] твоя пропозиція почати заново
    [takeback] твоє прохання повернути хід
   *[rematch] твоя пропозиція реваншу
}: чекаємо відповіді від { $opponent }.
no-proposal = Немає { $kind ->
    [draw] пропозиції нічиєї
    [restart] пропозиції почати заново
    [takeback] прохання повернути хід
   *[rematch] пропозиції реваншу
}, яку можна відхилити.
offer-not-open = Ця пропозиція (партія #{ $game }) уже закрита, тому нічого не змінилося.
rematch-while-playing = Твоя партія тут ще триває: спершу закінчи її.
no-finished-game = У тебе немає закінченої партії в цьому каналі для реваншу.
takeback-rated = Ходи повертають лише в нерейтингових партіях.
takeback-mid-turn = Закінчи поточний хід, перш ніж просити його повернути.
takeback-nothing = Поки немає твого ходу, який можна повернути.

settings-need-server = Налаштування належать серверу; в особистих і групових повідомленнях діють типові. Запусти це в каналі сервера, щоб змінити його налаштування.
no-board-style = Стилю дошки '{ $style }' немає: вибери { $styles }.
setting-clock = час на хід
setting-turn-timeout = ліміт часу на хід
setting-challenge-expiry = термін виклику
not-a-duration = Значення '{ $text }' ({ $what }) — не тривалість: пиши, наприклад, 90s, 15m, 2h або 1d.
out-of-range = Значення ({ $what }) має бути від { $low } до { $high }.
out-of-range-given = Значення ({ $what }) має бути від { $low } до { $high }, а не { $given }.
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } дня
}
duration-hours = { $count ->
    [one] { $count } година
    [few] { $count } години
    [many] { $count } годин
   *[other] { $count } години
}
duration-minutes = { $count ->
    [one] { $count } хвилина
    [few] { $count } хвилини
    [many] { $count } хвилин
   *[other] { $count } хвилини
}
duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунди
    [many] { $count } секунд
   *[other] { $count } секунди
}

export-title = { $title }, партія #{ $game }
export-options = Параметри: { $options }
export-none = немає
export-player = Гравець { $seat }: { $player }
export-started = Початок: { $when } UTC
export-start = Старт: { $position }
export-standard = стандартна
export-result = Результат: { $result }
export-in-progress = триває
export-aborted = Партію перервано
export-draw = Нічия ({ $how })
export-win = Перемога: { $winner } ({ $how })
export-moves = Ходи: { $moves }
export-no-moves = (немає)
export-position = Позиція: { $position }
export-mark = Розбір: { $mark }
name-review = розбір
name-puzzle = задача
name-puzzles = задачі
name-number = номер
name-daily = дня
cmd-review = Пройти свою завершену партію в млин з оцінкою кожної позиції
cmd-review-game = номер партії (типово: ваша остання партія тут)
cmd-puzzle = Задача з млина: знайдіть єдиний виграшний хід, клацаннями
cmd-puzzle-number = номер задачі (типово: ще не розв'язувана, близька до вашого рейтингу)
cmd-puzzle-daily = задача дня цього сервера
cmd-puzzles = Таблиця лідерів задач (рейтинги й серії) і ваші результати
review-buttons = ⏮ ◀ ▶ ⏭ ходи партії; ⚑ — до наступного перелому (переломів: { $count }).
puzzle-title = **Задача №{ $id }** ({ $difficulty }, рейтинг { $rating }): { $player } (хід за ним) виграє за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    }. Знайдіть єдиний виграшний хід.
puzzle-easy = легка
puzzle-medium = середня
puzzle-hard = важка
puzzle-daily = Сьогоднішня задача цього сервера.
puzzle-right = Правильно: **{ $move }**. Комп'ютер відповідає { $reply }.
puzzle-solved = Розв'язано: **{ $move }** виграє! Рейтинг задач { $rating } ({ $change }), серія { $streak }.
puzzle-wrong = Неправильно: **{ $move }** не виграє найкоротшим шляхом. Розв'язок: { $solution }. Рейтинг задач { $rating } ({ $change }); серія починається знову.
puzzle-no-such = Задачі №{ $id } немає: виберіть від 1 до { $count }.
puzzle-over = У задачі №{ $id } немає такого ходу: почніть її знову через /{ name-puzzle }.
puzzle-leaderboard = Таблиця лідерів **задач** { $place }
puzzle-nobody = Ніхто ще не пробував задач { $place }.
puzzle-entry = { $rank }. { $player } { $rating } (розв'язано: { $solved }, найкраща серія: { $best })
puzzle-record = Ваші задачі: рейтинг { $rating }, розв'язано: { $solved }, не розв'язано: { $failed }, серія: { $streak } (найкраща: { $best }).
puzzle-no-record = Ви ще не пробували задач: /{ name-puzzle } дасть вам одну.
review-start = Партія №{ $game }: початок (ходів: { $total }).
review-step = Хід { $ply } з { $total }: { $player } зіграв { $move }.
review-exact-win = { $player } (хід за ним) виграє за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    } (таблиці ендшпілів, точно).
review-exact-loss = { $player } (хід за ним) програє за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    } (таблиці ендшпілів, точно).
review-exact-draw = Нічия за найкращої гри (таблиці ендшпілів, точно).
review-search-win = { $player } (хід за ним) виграє за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    } (знайдено пошуком).
review-search-loss = { $player } (хід за ним) програє за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    } (знайдено пошуком).
review-search-score = Оцінка пошуку: { $score } фішки на користь { $player } (хід за ним).
review-game-over = Партію завершено.
review-let-win = Виграш за { $plies ->
        [one] { $plies } хід
        [few] { $plies } ходи
       *[many] { $plies } ходів
    } упущено на ході { $ply } ({ $move }); { $better } зберігав його.
review-let-draw = Нічию упущено на ході { $ply } ({ $move }); { $better } зберігав її.
review-mistake = Хід { $ply } ({ $move }) погіршив позицію за оцінкою пошуку; { $better } був кращим.
review-nothing = Тут немає вашої партії для розбору.
review-morris-only = Розбирати можна лише партії в { -morris }.
review-unfinished = Партія №{ $game } ще триває: розберіть її, коли вона закінчиться.
terminal-review-description = Пройти завершену партію в { -morris }, збережену в { $db } (або --db ФАЙЛ), з оцінкою кожної позиції: точною за таблицями ендшпілів, інакше коротким пошуком.
terminal-review-arg-game = номер партії (типово: остання зіграна в терміналі)
terminal-review-prompt = Enter або > далі, < назад, ! наступний перелом, число: цей хід, q: вихід>
terminal-review-hint = Пройти цю партію з оцінкою кожної позиції: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = допомога, довідка
words-resign = здаюся, здатися
words-restart = заново, спочатку
words-draw = нічия, нічию
words-takeback = повернути хід, поверни хід, скасувати хід
words-accept = прийняти, приймаю
words-decline = відхилити, відмовитися
words-withdraw = відкликати, скасувати


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }, { $then }
list-and = { $first } і { $then }
list-lines =
    { $first }
    { $then }
this-channel = цей канал
computer = Комп'ютер
computer-level = Комп'ютер ({ $level })
computer-level-standby = Поки що комп'ютер грає на рівні { $played }: гра на рівні { $level } ще готується й увімкнеться сама, щойно буде готова.
option-value = { $name } { $value }
option-on = увімк
option-off = вимк
error-apology = Вибач, у мене щось пішло не так. Помилку записано; спробуй ще раз.
error-not-here = Цю команду не можна використати тут.
permission-view-channel = Переглядати канал
permission-send-messages = Надсилати повідомлення
permission-send-messages-in-threads = Надсилати повідомлення в гілках
games-only-in = У цьому каналі не грають: спробуй { $channels }.
app-not-in-server = Я не учасник цього сервера, тому не можу опублікувати тут дошку партії. Попроси адміністратора сервера додати мене (посилання-запрошення є в моєму профілі) або грай в особистих чи групових повідомленнях.
permission-missing = Я не можу провести партію в { $where }: мені там бракує { $count ->
        [one] дозволу
       *[other] дозволів
    } { $permissions }. Попроси адміністратора сервера надати { $count ->
        [one] його
       *[other] їх
    } або грай в іншому каналі.

button-accept = Прийняти
button-decline = Відхилити
button-withdraw = Відкликати
button-rematch = Реванш
button-resign = Здатися
button-keep = Грати далі
button-offer-draw = Запропонувати нічию
button-takeback = Повернути хід
button-restart = Почати знову
only-owner = Лише { $owner } може { $purpose }.
purpose-press = натиснути це
purpose-answer-challenge = відповісти на цей виклик
purpose-withdraw-challenge = відкликати цей виклик
purpose-answer-offer = відповісти на цю пропозицію
step-remove = зняти { $point }
step-remove-which = Яку фішку зняти?
step-your-move = Твій хід
step-mill-remove-which = { $move } складає млин: яку фішку зняти?
step-to-where = { $move }: куди?
step-choose-range = Вибери діапазон
step-page-row = Ряд { $row } ({ $first }–{ $last })
step-page-rows = Ряди { $first }–{ $last }
step-board = Дошка { $board }

challenge = { $challenged }, { $challenger } викликає тебе на партію **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = стандартні правила
challenge-first = першим ходить { $player }
challenge-first-random = хто ходить першим, вирішить жереб
challenge-from-position = Із заданої позиції (без рейтингу).
challenge-clock = Час: { $clock } на хід.
challenge-in-thread = Партія йде в окремій гілці.
challenge-answer-any = Натисни «Прийняти» або «Відхилити» чи напиши `прийняти` або `відхилити`. Виклик спливає { $expires }.
challenge-answer-addressed = Натисни «Прийняти» або «Відхилити» чи напиши `прийняти` або `відхилити` зі згадкою про мене (`@бот прийняти`). Виклик спливає { $expires }.
challenge-answer-none = Натисни «Прийняти» або «Відхилити». Виклик спливає { $expires }.
challenge-opponent-is-bot = { $opponent } — бот: виклич людину або не вказуй суперника, щоб зіграти зі мною.
challenge-opponent-not-member = { $opponent } не учасник цього сервера й не зможе відповісти: виклич когось, хто тут є.
challenge-no-thread-here = Гілки бувають лише в каналах сервера, тож партія тут не може мати гілки: виклич знову без `{ name-thread }`.
challenge-too-fast = Ти надсилаєш виклики надто швидко: зачекай { $seconds } с і спробуй знову.
challenge-not-open = Цей виклик уже закрито.
challenge-accepted-by = Прийнято: { $player }.
challenge-declined-by = Відхилено: { $player }.
challenge-withdrawn-by = Відкликано: { $player }.
game-begins = Партія { $game } #{ $id } починається.

offer-draw = { $proposer } пропонує нічию в партії { $game } #{ $id }. { $opponent }: натисни «Прийняти» або «Відхилити» чи використай /{ name-draw }.
offer-restart = { $proposer } пропонує почати партію { $game } #{ $id } заново. { $opponent }: натисни «Прийняти» або «Відхилити» чи використай /{ name-restart }.
offer-takeback = { $proposer } просить повернути свій останній хід у партії { $game } #{ $id }. { $opponent }: натисни «Прийняти» або «Відхилити» чи використай /{ name-takeback }.
offer-rematch = { $proposer } пропонує реванш у партії { $game } #{ $id }. { $opponent }: натисни «Прийняти» або «Відхилити» чи використай /{ name-rematch } або кнопку «Реванш».
declined-draw = { $player } відхиляє пропозицію нічиєї в партії { $game } #{ $id }.
declined-restart = { $player } відхиляє пропозицію почати заново в партії { $game } #{ $id }.
declined-takeback = { $player } відхиляє прохання повернути хід у партії { $game } #{ $id }.
declined-rematch = { $player } відхиляє пропозицію реваншу в партії { $game } #{ $id }.
agreed-draw = Домовилися: нічия в партії { $game } #{ $id }.
agreed-restart = Домовилися: партія { $game } #{ $id } починається заново.
agreed-takeback = Домовилися: хід повернуто в партії { $game } #{ $id }.
agreed-rematch = Домовилися: реванш у партії { $game } #{ $id }.
offer-accepted-by = Прийнято: { $player }.
offer-declined-by = Відхилено: { $player }.
rematch-started = Реванш почався.
resign-confirm = { $player }, здатися в партії { $game } #{ $id }? Натисни «Здатися», щоб підтвердити.
resigned = Партію здано.
resignation-cancelled = Здачу скасовано.
game-aborted = Партію перервано.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = Цей вибір уже неможливий: дошка змінилася. Відкрий її меню ще раз.
game-no-longer-in-progress = Ця партія вже не триває.
no-game-in-channel = У цьому каналі немає поточної партії.
games-here = **Поточні партії тут** (стеж за їхніми дошками; `/{ name-board }` покаже одну лише тобі)
games-here-entry = { $game } #{ $id }, { $first } проти { $second }, { $turns ->
        [one] зіграно { $turns } хід
        [few] зіграно { $turns } ходи
       *[other] зіграно { $turns } ходів
    }
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = Тут у тебе немає відкритого виклику, який можна відкликати.
nothing-to-answer = Зараз нічого приймати чи відхиляти.
typed-how-any = Напиши свій хід у каналі
typed-how-addressed = Напиши свій хід зі згадкою про мене (`@бот d6`)
typed-how-none = Використовуй меню дошки
typed-help =
    { $how }, щоб зіграти його (як записувати хід — нижче). Ще: `h`/`допомога` ця довідка, `q`/`здаюся` здатися (з підтвердженням), `r`/`заново` запропонувати почати заново, `нічия` запропонувати або прийняти нічию, `повернути хід` попросити повернути твій останній хід, `прийняти`/`відхилити` відповісти на виклик чи пропозицію, `відкликати` відкликати свій виклик. Кожна команда є й слеш-командою: див. /{ name-help }.

    { $rules }
stats-here = на цьому сервері
stats-anywhere = скрізь
stats-in-game = { " " }у грі «{ $game }»
stats-no-games = У гравця { $player } поки немає закінчених партій{ $game } { $place }.
stats-player = **{ $player }**
stats-record = { $game }: ще без рейтингу, { $wins }П { $losses }Пр { $draws }Н
stats-record-rated = { $game }: рейтинг { $rating }, місце { $rank }, { $wins }П { $losses }Пр { $draws }Н
stats-nobody = Поки ніхто не закінчив рейтингову партію в грі «{ $game }» { $place }.
stats-leaderboard = **{ $game }**: таблиця лідерів
stats-leaderboard-global = **{ $game }**: таблиця лідерів (скрізь)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }П { $losses }Пр { $draws }Н)
help-commands =
    {"**"}Почати партію**: { $challenges } — кожна має `{ name-opponent }` (не вказуй або вибери мене, щоб грати з комп'ютером), `{ name-level }`, `{ name-first }`, власні параметри гри й `{ name-position }`.
    {"**"}Гра**: меню й кнопки дошки або `/{ name-move }` (з підказками){ $typing }
    {"**"}Під час партії**: `/{ name-board }` показати її знову, `/{ name-draw }` запропонувати або прийняти нічию, `/{ name-restart }`, `/{ name-takeback }` (партії без рейтингу), `/{ name-resign }`, `/{ name-abort }` (поки не походили обидві сторони).
    {"**"}Після партії**: `/{ name-rematch }` (або кнопка «Реванш»), `/{ name-export }` список ходів і позиція, `/{ name-review }` пройти її з оцінкою кожної позиції.
    {"**"}Ще**: `/{ name-stats } [{ name-user }] [{ name-game }]` рейтинги й результати, `/{ name-help } [{ name-game }]` правила{ $settings }; `/{ name-puzzle }` задача (`{ name-daily }`: задача дня сервера), `/{ name-puzzles }` таблиця лідерів задач.
help-typing-any = , або просто напиши хід у каналі (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Словами: `h` довідка, `q` здатися, `r` заново, `нічия`, `прийняти`, `відхилити`, `відкликати` (свій виклик; або його кнопка «Відкликати»).
help-typing-addressed = , або напиши хід зі згадкою про мене (`@бот d6`, `@бот a1-a4xg7`). Так само словами: `h` довідка, `q` здатися, `r` заново, `нічия`, `прийняти`, `відхилити`, `відкликати` (свій виклик; або його кнопка «Відкликати»).
help-typing-none = . Написані повідомлення тут не читаються.
reminders-on = Нагадування в особистих повідомленнях увімкнено: я також пишу тобі в ОП, коли час на хід закінчується, якщо на хід дано годину або більше. Зміни це через `/{ name-reminders } { name-dm }:`.
reminders-off = Нагадування в особистих повідомленнях вимкнено: лише згадка в партії, коли час на хід закінчується, якщо на хід дано годину або більше. Зміни це через `/{ name-reminders } { name-dm }:`.
settings-channels-invalid = Вкажи канали, де дозволено партії, згадками #канал або напиши `all`.
settings-manage-server-only = Це можуть робити лише учасники з дозволом «Керувати сервером».
settings-channel-elsewhere = { $channel } — не канал цього сервера: вкажи канали цього сервера або напиши `all`. Нічого не змінилося.
settings-saved = Налаштування збережено.
settings-current = Поточні налаштування (вкажи параметри, щоб їх змінити).
settings-every-channel = усі канали
settings-shown =
    { $heading }
    Час на хід: { $timeout }
    Термін виклику: { $expiry }
    Стиль дошки: { $style }
    Партії дозволено в: { $channels }
    Партії в окремих гілках: { $threads }
    Мова партій: { $language }
export-as-file = Партія задовга для одного повідомлення: ось вона файлом.

board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player }, хід **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player }, хід **{ $move }** і пропозиція нічиєї: натисни «Прийняти» або «Відхилити» чи /{ name-draw }, щоб прийняти.
board-start = **{ $game }** #{ $id }: партія починається, першим ходить { $player }.
board-restart = **{ $game }** #{ $id }: партія починається заново з початку.
board-takeback = **{ $game }** #{ $id }: останній хід гравця { $player } (і відповідь на нього, якщо була) повернуто.
board-recent = Останні ходи: { $moves }
board-thinking = { $player } думає…
board-not-shown-move = **{ $move }** зіграно; дошку не вдалося опублікувати. /{ name-board } покаже її.
board-not-shown = Твій хід зіграно; дошку не вдалося опублікувати. /{ name-board } покаже її.
board-above = Ваш хід на дошці вище ({ $link }): я більше не можу публікувати нові повідомлення в цьому каналі. Попросіть адміністратора сервера знову дати мені тут право «Надсилати повідомлення».
turn-ping = { $player }, твій хід у партії { $game } #{ $id }: { $link }
result-ping = { $players }: партія { $game } #{ $id } закінчилася, дивись дошку: { $link }
board-moved = *Ця дошка переїхала: партія триває тут: { $link }*
board-behind = **{ $game }** #{ $id }: знову. Цю дошку не вдалося оновити: у груповому чаті Discord дозволяє мені писати лише протягом 15 хвилин після того, як хтось мене використав.
thread-name = { $game }: { $first } проти { $second }
a-player = гравець
user-unknown = користувач { $id }
move-played = Твій хід: **{ $move }**.
time-left-minutes = близько { $minutes } хв
time-left-seconds = менше хвилини
turn-warning = { $player }, на твій хід у партії { $game } #{ $id } лишилося { $left }: час спливає { $when }.
reminder-dm = Твій хід у партії { $game } #{ $id }: час спливає { $when }. (Ці нагадування вимикаються через /{ name-reminders }.)
reminder-dm-link = Твій хід у партії { $game } #{ $id }: час спливає { $when }. Дошка: { $link } (Ці нагадування вимикаються через /{ name-reminders }.)
challenge-expired-note = Термін цього виклику минув.
board-deadline = Час спливає { $when }.
game-over-aborted = **Партію закінчено**: партію перервано (без результату, рейтинг не змінюється).
game-over-draw = **Партію закінчено**: нічия ({ $how }).
game-over-win = **Партію закінчено**. Перемога: { $winner } ({ $how }).
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Рейтинг: { $changes }
result-unrated =
    { $result }
    Партія без рейтингу.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = перервати
name-board = дошка
name-board-style = стиль_дошки
name-boards = дошки
name-breakthrough = прорив
name-challenge-expiry = термін_виклику
name-channels = канали
name-clock = час_на_хід
name-colours = кольори
name-columns = стовпці
name-dm = оп
name-draw = нічия
name-draw-plies = ходів_до_нічиєї
name-export = експорт
name-first = перший
name-firstattack = перша_атака
name-flying = політ
name-game = гра
name-games = партії
name-help = допомога
name-level = рівень
name-morris = млин
name-move = хід
name-notakto = нотакто
name-opponent = суперник
name-pleiadis = плеядіс
name-position = позиція
name-rematch = реванш
name-reminders = нагадування
name-repetition-draw = нічия_при_повторі
name-resign = здатися
name-restart = заново
name-rows = ряди
name-scope = охоплення
name-settings = налаштування
name-size = розмір
name-stats = статистика
name-takeback = повернути_хід
name-thread = гілка
name-threads = гілки
name-threemorris = малий_млин
name-turn-timeout = ліміт_ходу
name-user = гравець

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = легкий
choice-emoji = емодзі
choice-global = скрізь
choice-hard = складний
choice-me = я
choice-medium = середній
choice-perfect = ідеальний
choice-random = навмання
choice-server = сервер
choice-text = текст
choice-them = суперник

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Викликати когось або комп'ютер на партію: { $game }
cmd-option = { $help } (типово { $default })
cmd-challenge-menu = Викликати на партію
cmd-challenge-opponent = з ким грати; не вказуй або вибери мене, щоб грати з комп'ютером
cmd-challenge-level = сила комп'ютера: { $levels } (типово { $default })
cmd-challenge-first = хто ходить першим: я, суперник чи навмання (типово навмання)
cmd-challenge-position = почати з цього рядка позиції (тоді партія без рейтингу)
cmd-challenge-thread = грати в окремій гілці (типово: налаштування сервера)
cmd-challenge-clock = час на хід, напр. 15m, 2h або 3d (від 1 хвилини до 14 днів; типово: як на сервері)
cmd-move = Зробити хід у своїй партії в цьому каналі
cmd-move-move = твій хід, напр. d6, a1-a4, a1-a4xg7, A6 або b2-c3
cmd-board = Показати партію в цьому каналі лише тобі
cmd-games = Поточні партії тут, щоб стежити
cmd-resign = Здатися у своїй партії в цьому каналі
cmd-abort = Перервати свою партію, поки не походили обидві сторони
cmd-export = Твоя партія списком ходів і позицією
cmd-draw = Запропонувати нічию або прийняти пропозицію суперника
cmd-restart = Запропонувати почати заново або прийняти пропозицію
cmd-takeback = Попросити повернути твій останній хід
cmd-rematch = Запропонувати реванш за останню партію тут
cmd-stats = Таблиця лідерів гри або результати гравця
cmd-stats-user = показати результати й місце цього гравця в кожній грі
cmd-stats-game = гра (типово Млин для таблиці лідерів)
cmd-stats-scope = партії цього сервера або всі партії скрізь (типово: сервер; в ОП — скрізь)
cmd-help = Команди й правила гри
cmd-help-game = показати правила й запис ходів цієї гри
cmd-reminders = Нагадування в ОП, поки час на хід не вийшов
cmd-reminders-dm = увімк: ще й ОП, коли спливає час на хід від години (типово вимк)
cmd-settings = Налаштування партій на сервері («Керувати сервером»)
cmd-settings-turn-timeout = час на кожен хід, напр. 15m, 2h або 1d (від 1 хвилини до 7 днів)
cmd-settings-challenge-expiry = скільки виклик лишається відкритим, напр. 10m (від 1 хвилини до 1 дня)
cmd-settings-board-style = як малювати дошки
cmd-settings-channels = #канали, де можна грати, або `all`
cmd-settings-threads = грати виклики, відкриті виклики й швидкий підбір між людьми, кожну партію в окремій гілці


## Terminal (bot/console/)

# Літера відповіді: слово, що з неї починається (так / ні / продовжити / нова).
terminal-yes = т
terminal-no = н
terminal-resume = п
terminal-new = н
# Ім'я гравця за терміналом. Fluent не дає вибирати за кириличним словом, тому тексти, що в
# англійській вибирають за «You», тут побудовано без узгодження з дієсловом.
terminal-you = Ти
terminal-computer = Комп'ютер
terminal-player = Гравець { $seat }

terminal-description = Гра в терміналі: двоє людей за однією клавіатурою або один проти комп'ютера (--computer). Партії зберігаються в { $db } (або --db FILE): вийди через Ctrl-D або Ctrl-C і запусти ту саму команду знову, щоб продовжити з того ж місця.
terminal-arg-lang = мова гри (типово { $default }: з LC_ALL, LC_MESSAGES або LANG)
terminal-arg-style = стиль дошки
terminal-arg-computer = за цю сторону грає комп'ютер
terminal-arg-level = сила комп'ютера
terminal-arg-position = почати з цього рядка позиції
terminal-arg-seed = зерно випадковості для комп'ютера
terminal-arg-db = файл збережених партій (типово { $db })
terminal-error = помилка: { $error }
terminal-level-needs-computer = --level — це сила комп'ютера: додай --computer 1 або 2
terminal-title = { $game }. Введи h для довідки.

terminal-help =
    Команди:
      h, допомога     ця довідка й правила
      q, здаюся       здатися (з підтвердженням)
      r, заново       запропонувати почати спочатку (інший гравець має погодитися)
      нічия           запропонувати нічию (інший гравець має погодитися)
      повернути хід   попросити повернути твій останній хід (інший гравець має погодитися)
    Усе інше читається як хід. Ctrl-D або Ctrl-C зберігає партію й виходить.
terminal-saved = Партію збережено: запусти ту саму команду знову, щоб продовжити.
terminal-prompt = { $player }>
terminal-rejected = { $error } (h — довідка)
terminal-too-long = Це задовго для ходу чи команди ({ $length ->
    [one] { $length } символ
    [few] { $length } символи
   *[other] { $length } символів
}).
terminal-restarted = Почали заново.
terminal-plays = { $player }: хід { $move }
terminal-offers-draw = { $player }: пропозиція нічиєї. Введи «нічия», щоб прийняти.
terminal-result = { $result }.
terminal-resign-confirm = Здатися в цій партії? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Здачу скасовано.
terminal-nothing-to = Тут нічого { $command ->
    [accept] приймати
    [decline] відхиляти
   *[withdraw] відкликати
}: на пропозиції відповідають одразу, коли їх роблять.
terminal-question = { $player }, { $kind ->
    [restart] почати спочатку?
    [draw] погодитися на нічию?
   *[takeback] дозволити повернути останній хід?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player }: { $kind ->
    [restart] відмова почати заново
    [draw] відмова від нічиєї
   *[takeback] відмова повернути хід
}.
terminal-declined = { $kind ->
    [restart] Відмова почати заново.
    [draw] Нічию відхилено.
   *[takeback] Повернення ходу відхилено.
}

terminal-moves-made = { $moves ->
    [one] зроблено { $moves } хід
    [few] зроблено { $moves } ходи
   *[other] зроблено { $moves } ходів
}
terminal-resuming = Продовжуємо збережену партію «{ $game }» (партія #{ $id }, { terminal-moves-made }). Здайся (q), щоб почати нову.
terminal-differs = У тебе є збережена партія «{ $game }» (партія #{ $id }, { terminal-moves-made }), але вона відрізняється від запитаної: { $differences }.
terminal-resume-or-new = Продовжити збережену партію ({ terminal-resume }) чи здатися й почати нову ({ terminal-new })?
terminal-difference = збережено { $saved }, запитано { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = два гравці
terminal-setup-computer = комп'ютер за { $seat }
terminal-setup-level = рівень { $level }
terminal-setup-position = з позиції { $position }
terminal-setup-start = з початку
terminal-setup-none = немає

# Added with /settings language (the language of a server's games)
no-such-language = Мови «{ $language }» немає: обери одну з { $languages } або залиш порожнім, щоб використати мову сервера.
settings-servers-language = мова сервера (його мова в Discord)
name-language = мова
choice-server-language = мова сервера
cmd-settings-language = мова викликів, дошок і результатів тут (типово: мова сервера)

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } — не точка дошки: точки від a1 до e5 (як намальовано) або числа від 0 до 15
position-six-board = дошка — це 16 символів з '.', 'W' і 'B'
position-russian-fields = позиція гри «{ -russian }» має 6 полів: дошка, сторона, руки, незавершений крок, слід, записи (наприклад '........................ W 9/9 - - -/-')
position-russian-record = { $record } — не запис точок на кшталт a7,d7,g7 (або - якщо порожньо)
position-morabaraba-fields = позиція гри «{ -morabaraba }» має 6 полів: дошка, сторона, руки, незавершений крок, слід, останні ходи з млином (наприклад '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } — не хід на кшталт a1-a4 (або - якщо немає)
move-morabaraba-back = { $src }-{ $dst } одразу повертається, щоб знову закрити ту саму лінію після млина зі зняттям: «кулемет» заборонено, зроби інший хід
move-russian-spent = { $move } закриває млин, усі точки якого вже приносили зняття: він нічого не знімає
rules-twelve =
    { -twelve }: { -morris } з 12 фішками в кожного і чотирма діагоналями (a7-c5, g7-e5, a1-c3, g1-e3) як лініями і млинами{ $flying ->
        [on] ; коли залишиться 3, можеш перелітати на будь-яку точку
       *[off] {""}
    }. Якщо розстановка заповнить усі 24 точки, партія — нічия. Щоб перемогти, залиш суперникові 2 фішки або жодного ходу; позиція, що трапилася втретє, — нічия{ $plies ->
        [0] {""}
       *[other] , як і ліміт ходів без зняття: { $plies }
    }.
    Ходи: d6 (поставити), a1-a4 (пересунути), a1-a4xg7 (і зняти g7); точки — a1-g7 або 0-23.
rules-morabaraba =
    { -morabaraba }: по 12 фішок («корів») на дошці з чотирма діагоналями (a7-c5, g7-e5, a1-c3, g1-e3) як лініями і млинами{ $flying ->
        [on] ; коли залишиться 3, можеш перелітати на будь-яку точку
       *[off] {""}
    }. Млин знімає одну фішку, навіть якщо закриває два. Без «кулемета»: після ходу, що склав млин і зняв фішку, наступний хід не може одразу повернутися, щоб знову закрити ту саму лінію. Нічия: дошка, заповнена під час розстановки, позиція, що трапилася втретє, 10 ходів без постановки і зняття, поки в гравця рівно 3 фішки на дошці{ $plies ->
        [0] {""}
       *[other] {" "}або ліміт ходів без зняття: { $plies }
    }.
    Ходи: d6 (поставити), a1-a4 (пересунути), a1-a4xg7 (і зняти g7); точки — a1-g7 або 0-23.
rules-lasker =
    { -lasker }: { -morris } з 10 фішками в кожного; кожним ходом можна поставити фішку з руки або пересунути свою на сусідню порожню точку. Поки в руці є фішки, літати не можна{ $flying ->
        [on] ; з порожньою рукою і 3 фішками можеш перелітати на будь-яку точку
       *[off] {""}
    }. Щоб перемогти, залиш суперникові 2 фішки або жодного ходу; позиція, що трапилася втретє, — нічия{ $plies ->
        [0] {""}
       *[other] , як і ліміт ходів без постановки і зняття: { $plies }
    }.
    Ходи: d6 (поставити), a1-a4 (пересунути), a1-a4xg7 (і зняти g7); точки — a1-g7 або 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(коли залишиться 3, можеш перелітати на будь-яку точку)
       *[off] {""}
    }, але кожен гравець веде запис точок: млин зі зняттям додає свої три точки до твого запису, а новий млин знімає, лише якщо хоча б однієї його точки там ще немає. Щоб перемогти, залиш суперникові 2 фішки або жодного ходу; позиція, що трапилася втретє, — нічия{ $plies ->
        [0] {""}
       *[other] , як і ліміт ходів без зняття: { $plies }
    }.
    Ходи: d6 (поставити), a1-a4 (пересунути), a1-a4xg7 (і зняти g7); точки — a1-g7 або 0-23.
rules-six =
    { -six }: два квадрати з 16 точок, з'єднані посередині сторін; 8 сторін — це млини. Постав свої 6 фішок, потім пересувай їх уздовж ліній{ $flying ->
        [on] {" "}(коли залишиться 3, можеш перелітати на будь-яку точку)
       *[off] {""}
    }. Три в ряд — це млин: зніми фішку суперника. Щоб перемогти, залиш суперникові 2 фішки або жодного ходу; позиція, що трапилася втретє, — нічия{ $plies ->
        [0] {""}
       *[other] , як і ліміт ходів без зняття: { $plies }
    }.
    Розв'язано тут ретроградним аналізом усіх 50,9 млн позицій (без польотів, без правил нічиєї): за ідеальної гри початкова позиція — нічия, і рівень `perfect` грає за цим розв'язком.
    Ходи: c5 (поставити), a3-b3 (пересунути), a3-b3xc4 (і зняти c4); точки — a1-e5 або 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = варіант
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = яка гра: { -morris } (типово) або один з її варіантів

## Лобі (задача 42): відкриті виклики, /лобі, швидкий підбір, блокування, глобальне лобі.

name-seek = пошук
name-tournament = турнір
name-lobby = лобі
name-pair = підбір
name-block = заблокувати
name-rated = рейтингова
name-colour = колір
name-min-rating = мін_рейтинг
name-max-rating = макс_рейтинг
name-hide = сховати
name-wait = очікування
name-leave = вийти
name-unblock = розблокувати
name-lobby-channel = канал_лобі
choice-channel = канал
cmd-seek = Опублікувати відкритий виклик, який будь-хто може прийняти одним клацанням
cmd-seek-game = гра або варіант
cmd-seek-clock = час на хід, напр. 5m або 1d (типово: час сервера)
cmd-seek-rated = чи зараховується партія до рейтингу (типово: так)
cmd-seek-colour = хто ходить першим: я, суперник чи випадково (типово випадково)
cmd-seek-min-rating = найнижчий рейтинг того, хто може прийняти
cmd-seek-max-rating = найвищий рейтинг того, хто може прийняти
cmd-seek-scope = хто його бачить: цей канал (типово), цей сервер або всі сервери глобального лобі
cmd-lobby = Відкриті виклики, які ви можете прийняти, спершу нові
cmd-lobby-hide = так: сховатися від інших серверів глобального лобі; ні: знову показуватися
cmd-pair = Швидкий підбір: зіграти з наступним гравцем, який хоче ту саму гру й контроль
cmd-pair-game = гра або варіант
cmd-pair-clock = час на хід, напр. 5m або 1d (типово: час сервера)
cmd-pair-wait = скільки чекати на суперника, напр. 10m (типово 15 хвилин; доба при контролі від години)
cmd-pair-leave = так: вийти з черги, в якій ви чекаєте
cmd-block = Заблокувати гравця: ви більше не бачите викликів одне одного й ніколи не підбираєтеся разом
cmd-block-user = гравець
cmd-block-unblock = так: знову розблокувати
cmd-settings-lobby = брати участь у глобальному лобі, спільному для всіх серверів, що його ввімкнули (типово вимкнено)
cmd-settings-lobby-channel = єдиний #канал глобального лобі тут або `all`
setting-wait = час очікування
button-take-seek = Прийняти
button-drop-seek = Відкликати
button-leave-pool = Вийти з черги
seek-posted = { $seeker } шукає партію { $title }: { $clock } на хід, { $rated }, рейтинг { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = час сервера
seek-any-rating = для будь-якого рейтингу
seek-range = для рейтингу від { $low } до { $high }
seek-rated = рейтингова
seek-casual = товариська
seek-scope-channel = Відкритий для цього каналу.
seek-scope-server = Відкритий для всього сервера.
seek-scope-global = Відкритий для всіх серверів глобального лобі.
seek-accepted-by = Прийняв { $player }: партія #{ $id }.
seek-you-accepted = Ви прийняли виклик: партія #{ $id } починається в його каналі.
seek-withdrawn = Цей виклик відкликано.
seek-bad-choice = Такого вибору немає: колір — me, them або random, охоплення — channel, server або global.
seek-range-reversed = Діапазон рейтингу перевернутий: { $low } більше за { $high }.
seek-scope-needs-server = Лише виклик на сервері може виходити за межі свого каналу.
seek-too-many = Досягнуто межі відкритих викликів ({ $count }): спершу відкличте один.
seek-not-yours = Лише { $seeker } може відкликати цей виклик.
seek-gone = Цей виклик більше не відкритий.
seek-expired = Термін цього виклику сплив.
seek-own = Не можна прийняти власний виклик.
seek-out-of-reach = Цей виклик тут для вас не відкритий.
seek-rating-range = Ваш рейтинг { $rating } поза діапазоном цього виклику ({ $low } до { $high }).
seek-taken = Хтось інший прийняв цей виклик раніше.
lobby-hidden = Ви сховані від інших серверів глобального лобі.
lobby-shown = Інші сервери глобального лобі знову бачать ваші виклики.
lobby-empty = Тут немає відкритих викликів, які ви можете прийняти. Опублікуйте свій через /пошук або зіграйте з наступним охочим через /підбір.
lobby-heading = Відкриті виклики, які ви можете прийняти, спершу нові (натисніть номер, щоб прийняти):
lobby-line = **{ $number }.** { $title }, { $clock } на хід, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = цей канал
lobby-where-other = інший сервер
lobby-page = Сторінка { $page } з { $pages }, усього { $count }.
lobby-server-not-in = Цей сервер не бере участі в глобальному лобі: той, хто може керувати сервером, може ввімкнути його через `/налаштування лобі:`.
lobby-other-channel = Глобальне лобі цього сервера обмежене іншим каналом (див. `/налаштування канал_лобі:`).
lobby-one-channel = Глобальне лобі можна обмежити лише одним каналом.
lobby-settings-shown = Глобальне лобі: { $state }, у { $channel }.
pool-needs-server = Швидкий підбір працює в каналах сервера, а не в особистих повідомленнях.
pool-needs-game = Виберіть гру, для якої вас підібрати.
pool-already = Ви вже чекаєте в черзі: спершу вийдіть з неї.
pool-not-in = Ви не чекаєте в жодній черзі.
pool-waiting = Ви чекаєте на суперника для { $title } з { $clock } на хід, до { $until }.
pool-paired = { $player }, вам підібрано суперника { $other }: ваша партія починається тут.
pool-left = Ви вийшли з черги.
block-yourself = Не можна заблокувати самого себе.
block-already = { $user } уже заблоковано.
block-not-blocked = { $user } не заблоковано.
block-done = { $user } заблоковано: ви більше не бачите викликів одне одного й ніколи не підбираєтеся разом.
block-undone = { $user } більше не заблоковано.
name-mygames = моїпартії
cmd-mygames = Усі ваші партії на всіх серверах і в ПП, спершу ті, що чекають на вас
mygames-none = У вас ніде немає поточних партій.
mygames-heading = Ваші поточні партії ({ $count }), спершу ті, що чекають на вас:
mygames-line = { $title } #{ $id } проти { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = ваш хід
mygames-wait = хід суперника
mygames-left = час спливає { $until }
mygames-no-clock = без контролю часу
pool-lapsed = { $player }, за обраний час очікування ніхто не прийшов на { $title }. Зіграти натомість із комп'ютером на рівні { $level }?
button-play-computer = Грати з комп'ютером ({ $level })
pool-offer-not-yours = Лише { $player } може прийняти цю пропозицію.
seek-expired-note = Термін цього виклику сплив: ніхто не прийняв його вчасно.
help-lobby = {"**"}Знайти суперника**: `/пошук` відкритий виклик, який будь-хто приймає одним клацанням, `/лобі` відкриті виклики, які ви можете прийняти, `/підбір` швидкий підбір із наступним гравцем, що хоче ту саму гру й контроль, `/заблокувати` гравця, `/моїпартії` ваші партії всюди.
help-lobby-servers = Сервер бере участь у глобальному лобі, спільному для всіх серверів, що приєдналися, коли той, хто може керувати сервером, вмикає `/налаштування лобі:` (`канал_лобі:` обмежує його одним каналом).
help-tournaments = {"**"}Турніри**: `/{ name-tournament } create` (Керувати сервером) проводить у цьому каналі турнір за швейцарською системою, коловий турнір або арену; гравці долучаються кнопкою на його картці; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Турніри (issue 43)

tournament-none = На цьому сервері немає такого турніру.
tournament-bad-format = Формат має бути швейцарським, коловим або ареною.
tournament-player-limit = Ліміт гравців має бути від { $least } до { $most }.
tournament-swiss-rounds = У швейцарській системі з лімітом гравців { $players } кількість турів — від 1 до { $most }.
tournament-cycles = Коловий турнір грають в одне або два кола (зі зміною кольору): виберіть 1 або 2.
tournament-clock = Час на хід має бути від { $least } хв. до { $most } дн.
tournament-start-past = Цей час початку вже минув: виберіть пізніший.
tournament-joined-already = Ви вже берете участь у цьому турнірі.
tournament-not-open = Цей турнір уже почався або закінчився: нових гравців він не приймає.
tournament-full = Цей турнір заповнений (ліміт: { $players }).
tournament-not-in = Ви не граєте в цьому турнірі.
tournament-over = Цей турнір завершено.
tournament-not-organiser = Це може зробити лише організатор або адміністратор сервера.
tournament-too-few = Для початку турніру потрібно щонайменше 2 гравці.
choice-swiss = Швейцарська система
choice-round-robin = Коловий
button-tournament-join = Долучитися
button-tournament-leave = Вийти
tournament-card = 🏆 Турнір (**{ $format }**) з гри { $game }, { $clock } на хід, організатор { $organiser }
tournament-card-open = Початок { $start }. Гравці ({ $count } з { $limit }): { $players }
tournament-card-cancelled = Цей турнір скасовано.
tournament-card-round = **Тур { $round }**
tournament-card-bye = { $player }: вільний від гри
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Підсумкова таблиця**
tournament-card-standings = **Таблиця**
cmd-tournament = Турніри на цьому сервері
cmd-tournament-create = Створити турнір у цьому каналі (керування сервером)
cmd-tournament-format = Швейцарська система, коловий або арена
cmd-tournament-game = Гра (типово млин)
cmd-tournament-rounds = Тури (швейцарка), кола (коловий, 1 або 2) або хвилини (арена)
cmd-tournament-players = Найбільша кількість гравців (від 2 до 200, типово 16)
cmd-tournament-start-in = Хвилин до початку (типово 10)
cmd-tournament-start = Почати турнір цього каналу зараз (організатор)
cmd-tournament-standings = Показати турнір цього каналу: тур і таблицю
cmd-tournament-leave = Вийти з турніру цього каналу
cmd-tournament-cancel = Скасувати турнір цього каналу (організатор або керування сервером)
tournament-needs-manager = Щоб створити турнір, потрібен дозвіл «Керувати сервером».
tournament-started = Турнір починається.
tournament-cancelled = Ви скасували турнір.
tournament-joined = Ви долучилися до турніру.
tournament-left = Ви вийшли з турніру.
setting-increment = додавання
live-clock-people = Годинник із додаванням (наприклад, 5+3) — лише для партій двох людей: вкажіть суперника й контроль як хвилини+секунди.
challenge-live-clock = Контроль: { $clock } кожному, плюс { $increment } с за хід.
choice-arena = Арена
tournament-arena-minutes = Арена триває від { $least } до { $most } хв.
tournament-card-arena-ends = Завершиться { $end } (поточні партії догравають).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = текст (вибрано «{ choice-tiles }», але плитки бота недоступні)
cmd-challenge-board-style = як малювати дошку цієї партії (за замовчуванням: стиль сервера)
step-place-on = поставити на { $point }
step-move-from = хід з { $point }
help-settings = , `/{ name-settings }` (дозвіл «Керувати сервером») ліміти часу, стиль дошки та ігрові канали
terminal-accept-confirm = Прийняти { $kind ->
    [restart] пропозицію { $player } почати заново
    [draw] пропозицію нічиєї від { $player } (партія закінчиться внічию)
   *[takeback] прохання { $player } повернути останній хід
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Не прийнято: { $kind ->
    [restart] пропозиція
    [draw] пропозиція
   *[takeback] прохання
} залишається в силі.
legend-russian-record = { $piece } запис:
help-tables-building = Таблиці ендшпілів зараз будуються у фоні (хвилини на швидкій машині, пів години й більше на завантаженій): доки вони не готові, `hard` прораховує ці ендшпілі пошуком і стане сильнішим, щойно побудова закінчиться.
cmd-board-board-style = твій стиль дошки для /{ name-board } і /{ name-review }, запам'ятовується (типово: стиль кожної партії)
choice-tiles = плитки
own-board-style-saved = Твій власний стиль дошки тепер { $style }: /{ name-board } і /{ name-review } показують дошки в ньому.

## Виправлення лобі (задача 42)
lobby-channel-no-games = Канал глобального лобі має бути каналом, де дозволені партії (`/налаштування канали:`).

# Турніри, продовження (issue 43, tour43): запізнілі гравці, оголошення переможців, /stats
tournament-late-past = Цей турнір приймав запізнілих гравців, доки не було складено тур { $round }: більше не приймає.
tournament-late-swiss-only = Запізнілих приймає лише швейцарська система: не вказуйте late_join для колового турніру чи арени.
tournament-late-range = Запізнілих можна приймати до туру від 0 (жодного) до { $rounds } — кількості турів цієї швейцарки.
tournament-card-late = Запізнілі ще можуть приєднатися: їх ставлять у пари з наступного туру (до туру { $round }).
tournament-won = 🏆 { $winner } перемагає в турнірі (**{ $format }**) з гри { $game }!
stats-tournaments = Турніри: зіграно { $played }, виграно { $won }
cmd-tournament-late-join = Швейцарка приймає запізнілих, доки цей тур не складено (типово 0: нікого)
cmd-tournament-rated = Чи йдуть його партії в рейтинг (типово: так)
tournament-card-unrated = Його партії не йдуть у рейтинг.
cmd-settings-tournament-role = роль, учасники якої теж можуть створювати турніри (@everyone: лише керування сервером)
settings-tournament-role-shown = Організатори турнірів: керування сервером і { $role }
settings-tournament-role-none = Організатори турнірів: лише керування сервером
tournament-needs-organiser = Щоб створити турнір, потрібен дозвіл «Керувати сервером» або роль { $role }.
tournament-event-name = Турнір ({ $format }) з гри { $game }
tournament-no-event = Подію Discord не створено: бот не має на цьому сервері дозволу «Створювати події».
cmd-tournament-clock-live = Час на хід (10m, 1d; типово 10m) або живий годинник, як-от 5+3 (арена: 5+3)
tournament-card-live = 🏆 Турнір (**{ $format }**) з гри { $game }, живий годинник { $clock }, організатор { $organiser }
tournament-arena-live = Арену грають на живому годиннику: вкажіть його як хвилини+секунди, наприклад 5+3.
tournament-no-threads = Партії цього турніру граються тут, у каналі: бот не може створювати в ньому приватні гілки (дозвіл «Створювати приватні гілки»).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: каналу, де ви грали, більше немає, тож партія триває тут, у наших особистих повідомленнях. Грайте, натискаючи на дошку.
seek-you-accepted-across = Ви прийняли виклик: партія #{ $id } починається, на дошці тут і на дошці на сервері автора виклику.

## Дрібниці лобі (задача 42, друге коло)
pool-paired-unsaid = Ваша партія почалася тут, але { $player } не вдалося сповістити: повідомте суперника самі.

# Посилання на дошки турніру (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [партія]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# очки · Бухгольц · Зоннеборн-Бергер
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (вибув)
offer-draw-elsewhere = { $proposer } пропонує нічию в партії { $game } #{ $id }. { $opponent } відповідає на своїй дошці.
offer-restart-elsewhere = { $proposer } пропонує почати партію { $game } #{ $id } заново. { $opponent } відповідає на своїй дошці.
offer-takeback-elsewhere = { $proposer } просить повернути свій останній хід у партії { $game } #{ $id }. { $opponent } відповідає на своїй дошці.

## Лобі, четверте коло (задача 42): виклик із власними налаштуваннями гри
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Спливає { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } пропонує реванш у партії { $game } #{ $id }. { $opponent } грає на іншому сервері й приймає його там: /{ name-rematch } або кнопка «Реванш» на своїй дошці.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 Турнір ({ $format }), тур { $round } з { $rounds }
board-tournament = 🏆 Турнір ({ $format })

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } пропонує тобі реванш у партії { $game } #{ $id }: прийми або відхили його на своїй дошці: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = Цю партію веде бот на сервері іншого гравця: звідси можна зробити хід, здатися або скасувати партію, нічого більше. Нічого не змінено.
forward-no-answer = Сервер іншого гравця, який веде цю партію, не відповів вчасно (можливо, він перезапускається), тому нічого не змінено. Спробуйте знову за хвилину.
forward-taken-late = Сервер іншого гравця, який веде цю партію, отримав ваш запит, але відповідає повільно: дошка покаже його, щойно його буде виконано.
forward-unknown = Це не можна надіслати на сервер, який веде цю партію. Нічого не змінено.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } відхиляє реванш.
