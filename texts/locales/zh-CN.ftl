# 简体中文目录。键和变量与 en.ftl（源文件）相同；说明见该文件的注释。
# 称呼用“你”（不用“您”）。术语（-name）即术语表：见 texts/glossary/zh-CN.md。
# 中文只有一种复数形式（CLDR：other），所以数量不需要选择器。

## Glossary

-morris = 九子棋
-three = 三子棋
-notakto = Notakto
-breakthrough = 突破棋
-firstattack = First Attack
-twelve = 十二子棋
-morabaraba = 莫拉巴拉巴
-lasker = 拉斯克直棋
-russian = 俄式直棋
-six = 六子棋
-pleiadis = Pleiadis
-mill = 三连
-mills = 三连
-piece = 棋子
-pieces = 棋子
-pawn = 兵
-pawns = 兵

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

# 对局如何结束：放在“某某获胜（…）”或“和棋（…）”的括号里。
termination-line = 连成一线
termination-fewer-than-three = 对手只剩两枚{ -pieces }
termination-no-moves = 对手无棋可走
termination-last-board = 对手杀死了最后一个棋盘
termination-breakthrough = 突破到对方底线
termination-all-captured = 吃光了对手所有的{ -pawns }
termination-resignation = 对手认输
termination-timeout = 超时
termination-agreement = 双方同意
termination-repetition = 同一局面重复三次
termination-full-board = 棋盘已满
termination-move-limit = 达到步数上限
termination-aborted = 对局中止
# 中文动词不随人称变化，“你获胜”与“某某获胜”同形，不需要按 terminal-you 选择。
result-win = { $winner }获胜（{ $how }）
result-draw = 和棋（{ $how }）
result-aborted = 对局中止

help-morris-computer = 电脑如何下{ -morris }：每方最多四枚{ -pieces }且双方手中都已无子的残局（3 对 3、4 对 3、3 对 4、4 对 4；允许飞子时，若机器人所在的机器有足够内存构建，还包括 5 对 3 和 5 对 4）已通过逆向分析精确求解，所以从 `hard` 起，电脑会以最短的方式赢下每个必胜残局，绝不输掉和棋残局，并把必败残局拖得尽可能久；残局库不考虑步数上限，所以如果取胜所需的半步数比到上限前剩下的半步数还多，实际上就是和棋。其余部分，即整个放子阶段和中局，是有时间限制的 alpha-beta 搜索，配合手工编写的评估（子力、{ -mills }、机动性、封锁）：很强，但并不精确。
help-morris-levels = 难度：`easy` 只看一步并故意犯错，`medium` 看两步并有小错误，`hard` 在时间允许内尽量深地搜索（默认每步 2 秒）并按残局表下棋。实测：`hard` 对 1,000 次模拟的蒙特卡洛树搜索 100 局赢 99 局；在相同用时下对独立的开源引擎 Sanmill：每步 0.5 秒得分 0.72（+94 =37 -26，157 局），每步 2 秒得分 0.68（+10 =10 -2，22 局）；十二子直棋每步 0.5 秒得分 0.56（+13 =1 -10，24 局）。这些数字来自编译后的引擎，其搜索以 C 运行；若机器人所在的机器没有 C 编译器，`hard` 用 Python 搜索，大约浅四步。

### Options ($option: the option's name as typed)

option-unknown = { game-name }没有选项 { $option }（选项：{ $known }）
option-unknown-flag = { game-name }没有选项 { $option }：它的选项是 { $known }
option-no-such-game = 没有游戏 { $name }：请从 { $known } 中选择
option-not-on-off = 选项 { $option } 必须是 on 或 off，而不是 { $value }
option-not-a-number = 选项 { $option } 必须是整数，而不是 { $value }
option-out-of-range = 选项 { $option } 必须在 { $minimum } 到 { $maximum } 之间，而不是 { $value }
option-morris-flying = 只剩三枚{ -pieces }的一方可以走到任意点
option-morris-draw-plies = 连续这么多步没有形成{ -mill }则和棋（0：从不）

### Moves: why a move text is no move, or not legal here

move-game-over = 对局已结束
move-occupied = { $point } 已被占据
move-no-piece-on = 你在 { $point } 上没有{ -piece }
move-remove-pending = 你这步形成了{ -mill }：请指定要吃掉的一枚对手{ -piece }
move-nothing-to-remove = 没有可吃的子：请先走一步
move-still-placing = 你还有{ -pieces }要放：请指定一个空点
move-none-to-place = 你已经没有要放的{ -pieces }了：请移动你的一枚棋子，例如 { $example }
move-not-adjacent = { $src } 和 { $dst } 不相邻
move-no-mill = { $move } 没有形成{ -mill }，所以不能吃{ -piece }
move-not-opponent-piece = { $point } 上不是对手的{ -pieces }
move-remove-from-mill = { $point } 在{ -mill }中，而且还有其他可吃的{ -pieces }
move-morris-no-such-point = { $point } 不是棋盘上的点：点位为 a1 到 g7（如图所示）或数字 0 到 23
move-morris-notation = 走法写作 d6（放子）、a1-a4（移动）或 a1-a4xg7（并吃掉 g7）
move-morris-one-removal = x 后面只能写一个点，例如 a1-a4xg7
move-morris-too-many-points = 一步最多写两个点，例如 a1-a4
move-morris-hyphen = 带连字符的走法要写两个点，例如 a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = 轮走方是 W 或 B，而不是 { $side }
position-morris-fields = { -morris }局面有 5 个字段：棋盘、轮走方、手中子数、未完成的一步、轨迹（例如 '........................ W 9/9 - -'）
position-morris-board = 棋盘是由 '.'、'W' 和 'B' 组成的 24 个字符
position-morris-hands = 手中{ -pieces }写作 9/9，而不是 { $hands }
position-morris-number = { $field ->
    [hand-1] 玩家 1 手中的{ -pieces }数
    [hand-2] 玩家 2 手中的{ -pieces }数
    [classic-hand-1] 第 2 行（玩家 1 手中的{ -pieces }）
    [classic-hand-2] 第 3 行（玩家 2 手中的{ -pieces }）
   *[classic-side] 第 4 行（轮走方）
} 必须是 { $low } 到 { $high } 之间的数，而不是 { $value }
position-classic-lines = 经典格式有 4 行：棋盘、手中子 1、手中子 2、轮走方
position-classic-board = 第 1 行是以 ', ' 分隔的 24 个值 0、1 或 2
position-classic-pending = 经典格式无法保存未完成的吃子：请先吃子
position-morris-step = { $step } 不是 d6 或 a1-d1 这样的一步
position-too-many-pieces = 玩家 { $player } 的{ -pieces }多于 { $most } 枚
position-pending-trail = 有未完成吃子的局面没有轨迹
position-pending-no-mill = 未完成的一步必须终止于轮走方位于{ -mill }中的一枚{ -piece }
position-pending-source = 未完成的一步必须从一个现在为空的点出发
position-pending-placing = 未完成的一步是移动，但该玩家仍在放子
position-pending-not-adjacent = 未完成的一步连接的两点不相邻
position-too-few-pieces = 当一方只剩两枚{ -pieces }时对局结束：只有刚失去一枚{ -piece }的轮走方可能如此
position-trail-placement = 轨迹只包含移动（放子会清空轨迹）
position-trail-misfit = 轨迹中的一步 { $step } 与棋盘不符
position-trail-placing = 轨迹中的一步 { $step } 是移动，但该玩家仍在放子
position-trail-not-adjacent = 轨迹中的一步 { $step } 连接的两点不相邻
position-trail-mill = 轨迹中的一步 { $step } 形成了{ -mill }，因此吃子会结束轨迹
position-lost-pieces = 玩家 { $player } 失去了 { $lost } 枚{ -pieces }，但玩家 { $opponent } 在 { $placements } 次放子中最多只能形成 { $mills } 个{ -mills }
position-placed-counts = 玩家 1 放了 { $first } 枚{ -pieces }，玩家 2 放了 { $second } 枚：双方轮流放子，玩家 1 先放，所以玩家 1 放的子与玩家 2 一样多或多一枚
position-placed-side = 玩家 1 放了 { $first } 枚{ -pieces }，玩家 2 放了 { $second } 枚，所以轮到玩家 { $player }
move-still-placing-example = 你还有{ -pieces }要放：请指定一个空点，例如 { $example }
move-three-points = 点位为 1 到 9（或 a1 到 c3）
move-three-all-placed = 你的三枚{ -pieces }都已在棋盘上：请移动其中一枚，例如 { $example }
move-three-no-point = 没有点 { $point }：点位为 1 到 9（或 a1 到 c3）
move-three-not-a-point = { $point } 不是点：点位为 1 到 9（或 a1 到 c3）
move-three-notation = 走法写作 5（放子）或 4-7（移动）；点位为 1-9 或 a1-c3
move-notakto-no-board = 没有棋盘 { $board }：棋盘为 { $last ->
    [A] A
   *[other] A 到 { $last }
}
move-notakto-dead-board = 棋盘 { $board } 已死：请在活棋盘上下（{ $live }）
move-notakto-no-cell = 没有格子 { $cell }：每个棋盘的格子为 0 到 8
move-notakto-taken = { $move } 已被占用：请选一个空格
move-notakto-notation = 一步是棋盘字母加格子 0-8，例如 A4
move-off-board = { $square } 不在棋盘上：格子为 a1 到 { $last }
move-one-square = 一步只写一个格子，例如 { $example }
move-two-squares = 一步要写两个格子，例如 { $example }
move-square-off-board = 该格子不在棋盘上
move-opponent-pawn = { $square } 上是对手的{ -pawn }
move-no-pawn-on = 你在 { $square } 上没有{ -pawn }
move-pawn-forward = { -pawn }每次向前走一行（朝第 { $row } 行），可直走或斜走
move-own-pawn = { $square } 上是你自己的{ -pawn }
move-capture-diagonally = { $square } 已被占据：{ -pawns }只能斜着吃
move-attacked = { $square } 与 { $attacker } 上的{ -pawn }在同一{ $line ->
    [row] 行
    [column] 列
   *[diagonal] 斜线
}上
move-attacked-own = { $square } 与你在 { $attacker } 上的{ -pawn }在同一{ $line ->
    [row] 行
    [column] 列
   *[diagonal] 斜线
}上
move-outnumbered = { $square } 周围有 { $opponent } 个对手的邻子和 { $own } 个你的邻子：你只能下在你的邻子不少于对手的地方

position-side-1-or-2 = 轮走方是 1 或 2，而不是 { $side }
position-three-fields = { -three }局面是 9 位棋盘代码，或者代码、轮走方和放子后的走法（例如 '100011222 1 -'）
position-three-code = 棋盘代码是 9 位数字 0、1 或 2，而不是 { $code }
position-three-step = { $step } 不是 4-7 这样的一步
position-three-pieces = 每位玩家只有三枚{ -pieces }
position-three-second-to-move = 玩家 1 多放了一枚{ -piece }，所以轮到玩家 2
position-three-counts = 玩家 1 先放，所以玩家 1 的{ -pieces }与玩家 2 一样多或多一枚
position-three-first-to-move = 双方放的{ -pieces }一样多，所以轮到玩家 1 放子
position-three-line = 只有刚走完的一方才可能连成一线
position-three-trail-option = 只有开启 repetition_draw 选项才会保存走法：请使用 '-'
position-three-trail-placing = 放子后的走法从六枚{ -pieces }全部放完时开始
position-three-trail-misfit = 走法 { $move } 与棋盘不符
position-three-trail-over = 在 { $move } 之前对局就已结束
position-three-trail-drawn = 在最后一步之前对局就已因重复而和棋
position-notakto-boards = 这局游戏有 { $boards } 个以 '/' 分隔的棋盘，而不是 { $found } 个
position-notakto-cells = 棋盘 { $board } 必须是 9 个 'X' 或 '.' 格子，而不是 { $cells }
position-notakto-lines = 棋盘 { $board } 上有不可能由最后一个 X 完成的连线
position-rows = 棋盘有 { $found } 行以 '/' 分隔，而不是 { $rows } 行
position-row-zero-run = 第 { $row } 行：连续空格数从 1 开始
position-row-token = 第 { $row } 行：{ $token } 不是 W、B 或空格数
position-row-length = 第 { $row } 行有 { $found } 个格子，而不是 { $columns } 个
position-row-too-long = 第 { $row } 行格子太多，应为 { $columns } 个
position-grid-fields = 局面由棋盘和轮走方组成，例如 { $example }
position-placement-counts = 玩家 1 有 { $first } 个{ -pawns }，玩家 2 有 { $second } 个：玩家 1 先放，所以玩家 1 的兵与玩家 2 一样多或多一个
position-placement-side = 按这些{ -pawns }，应轮到玩家 { $player }，而不是 { $side }
position-too-many-pawns = 玩家 { $player } 的{ -pawns }多于 { $most } 个
position-far-row = 轮到玩家 { $player }，但该玩家已有{ -pawn }在对方底线上
position-no-pawns = 玩家 { $player } 刚走完，所以至少有一个{ -pawn }
position-firstattack-in-line = { $square } 上的{ -pawn }与另一个挡住它的{ -pawn }在同一条线上，任何对局都不会出现这种情况

option-three-repetition-draw = 同一局面第三次出现时和棋（off：只能协议和棋）
option-notakto-boards = 3x3 棋盘的数量（1 到 5）
option-breakthrough-rows = 棋盘的行数（5 到 26）
option-breakthrough-columns = 棋盘的列数（2 到 26）
option-firstattack-size = 棋盘的行数和列数（1 到 12）
option-firstattack-colours = 每位玩家只被穿过自己{ -pawns }的连线挡住
option-pleiadis-size = 棋盘的行数和列数（2 到 12）

### Rules and notation, one message a game (front ends may bold the game's name)

rules-morris =
    { -morris }：先放下你的 9 枚{ -pieces }，再沿线移动它们{ $flying ->
        [on] （只剩 3 枚时可以飞到任意点）
       *[off] {""}
    }。三子连成一线即为{ -mill }：吃掉对手一枚{ -piece }。让对手只剩 2 枚{ -pieces }或无棋可走即获胜。同一局面出现三次{ $plies ->
        [0] {""}
       *[other] 或连续 { $plies } 步没有形成{ -mill }（双方的步数都计入）
    }即为和棋。
    走法：d6（放子）、a1-a4（移动）、a1-a4xg7（并吃掉 g7）；点位为 a1-g7 或 0-23。形成{ -mill }后，如果走法里没写，请指定要吃的{ -piece }（g7）。
rules-three =
    { -three }：先放下你的 3 枚{ -pieces }，再把其中一枚移到任意空点。三子连成一线（横、竖或斜）即获胜，两个阶段都算。{ $repetition ->
        [on] 同一局面出现三次即为和棋。
       *[off] 没有自动和棋。
    }
    走法：5（放子）、4-7（移动）。点位为 1-9，从左上角起逐行编号（1 2 3 / 4 5 6 / 7 8 9），或 a1-c3，a1 在左下角。
rules-notakto =
    { -notakto }，共 { $boards } 个棋盘：双方都在任意一个活棋盘上放一个 X。棋盘上有三个 X 连成横、竖或斜线时，该棋盘即死。杀死最后一个棋盘的一方输。
    走法：棋盘字母加格子，例如 A4；格子 0-8 逐行编号（0 1 2 / 3 4 5 / 6 7 8）。
rules-breakthrough =
    { -breakthrough }，{ $rows }x{ $columns } 棋盘：把一个{ -pawn }向前走一行，直走或斜走，走到空格上；只能斜着吃。走到对方底线或吃光对手所有的{ -pawns }即获胜。玩家 1（W）从上方开始，向下走。
    走法：a2-b3（也可写 a2 b3、a2b3）；格子为 a1 到 { $last }：列从左数，行从上数（玩家 1 一侧）。
rules-firstattack =
    { -firstattack }，{ $size }x{ $size } 棋盘：在一个空格上放一个{ -pawn }，这个格子不能与{ $colours ->
        [on] 你自己的任何{ -pawn }（对手的兵不挡你）
       *[off] 任何{ -pawn }
    }在同一行、列或斜线上（距离不限）。无法放子的一方输。
    走法：一个格子，例如 { $example }；格子为 a1 到 { $last }：列从左数，行从上数（玩家 1 一侧）。可下的格子标为 +（emoji 样式中为绿色）。
rules-pleiadis =
    { -pleiadis }，{ $size }x{ $size } 棋盘：在一个空格上放一个{ -pawn }，要求在它最多 8 个相邻格中，对手的{ -pawns }不比你多。无法放子的一方输。
    走法：一个格子，例如 { $example }；格子为 a1 到 { $last }：列从左数，行从上数（玩家 1 一侧）。可下的格子标为 +（emoji 样式中为绿色）。


## Boards (renderer/): legends, status lines, last-move notes

# 名字为 8 个字母时不超过 40 列（汉字和全角标点各占 2 列）。棋盘区用半角标点加空格：
# 表情符号棋盘以不含空格的行为棋盘行，状态行必须含空格。
status-to-move = 轮到 { $name } 走棋。
status-to-remove = 轮到 { $name } 吃{ -piece }。
status-over = { $result }。

last-move = 上一步: { $move }
last-move-notes = ({ $notes })
note-from = { $mark } 起点
note-to = { $mark } 终点
note-removed = { $mark } 被吃
note-board-died = 该棋盘已死
note-morris-pending = { $move } 成三: 请吃一子, 如 x{ $example }

legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: 待放 { $count }
legend-morris-placing = { $piece } { $name }: 手中 { $hand }, 盘上 { $board }
legend-morris-moving = { $piece } { $name }: 盘上 { $board }
legend-three-naming = 1-9 如图, 或 a1-c3 (a1 在左下)
legend-notakto-all-dead = 所有棋盘都已死。
legend-notakto-dead = 已死: { $boards }
# 英文按“You”选择动词形式；中文“你向下走”与“某某向下走”同形。
legend-moves-down = { $piece } { $name } 向下走
legend-moves-up = { $piece } { $name } 向上走
legend-open = { $piece } { $name } 可下: { $count } 格


## Service (bot/service/): what a request could not do, and why

rating-early = { $delta }（只下了 { $games } 盘计分局：早期等级分变化最大）
rating-even = { $delta }，对手等级分与你相同
rating-against-higher = { $delta }，对手等级分比你高 { $gap }
rating-against-lower = { $delta }，对手等级分比你低 { $gap }

database-busy = 数据库繁忙，所以没有做任何更改：请再试一次。
save-uncertain = 保存时我与数据库的连接断开了，无法确定是否已保存：请过一分钟再看看棋盘，然后再重试。
cannot-save = 我现在无法保存对局，所以没有做任何更改：请过几分钟再试。
changed-meanwhile = 保存期间对局发生了变化：请看看棋盘再试一次。

no-game-here = 你在这个频道没有进行中的对局。
game-not-in-progress = 该对局已不在进行中。
game-ended = 该对局已经结束。
no-such-game = 没有第 #{ $game } 局。
not-a-player = 你没有参加这局对局。
not-your-turn = 还没轮到你：正在等待 { $waiting }。
move-rejected = 无法走 '{ $move }'：{ $reason }。
abort-too-late = 双方都已走过棋，对局不能再中止：请认输，或提议和棋。
busy-you = 你已经在这个频道下{ $title }（第 #{ $game } 局）：请先下完那局。
busy-player = { $player } 已经在这个频道下{ $title }（第 #{ $game } 局）：要先下完那局。
nothing-to-export = 没有可导出的对局：请先下一局。

channel-not-for-games = 这个频道不能下棋：请试试服务器的游戏频道（共 { $count } 个）。
challenge-yourself = 你不能挑战自己：请选择其他玩家。
no-such-level = { $title }没有难度 '{ $level }'：请选择 { $levels }。
level-needs-computer = 只有与电脑对局时才有难度。
already-challenged = 你已经在这里挑战了 { $opponent }：请等待回复，或先撤回那个挑战。
challenge-expired = 这个挑战已过期：请重新发起。
challenge-closed = 那个挑战已关闭。
no-challenge-to-you = 这个频道没有给你的未决挑战。
no-challenge-of-yours = 这个频道没有你发起的未决挑战。
own-challenge = 你不能接受或拒绝自己的挑战：请撤回它。
challenge-not-for-you = 这个挑战是给 { $challenged } 的，不是给你的。
only-challenger-withdraws = 只有 { $challenger } 可以撤回这个挑战。
bad-options = 无法使用这些选项：{ $reason }。
unreadable-position = 无法读取该局面字符串：{ $reason }。
position-over = 该局面已经结束：请选择还有棋可走的局面。
bad-first-move = 先手只能是 { $choices } 之一，而不是 '{ $first }'。

bad-proposal = 提议只能是 { $choices } 之一，而不是 '{ $kind }'。
already-proposed = 你已经提出了{ $kind ->
    [draw] 和棋
    [restart] 重新开始
    [takeback] 悔棋
   *[rematch] 再来一局
}提议：正在等待 { $opponent }。
no-proposal = 没有可拒绝的{ $kind ->
    [draw] 和棋
    [restart] 重新开始
    [takeback] 悔棋
   *[rematch] 再来一局
}提议。
offer-not-open = 那个提议（第 #{ $game } 局）已不再有效，所以没有做任何更改。
rematch-while-playing = 你在这里的对局还在进行：请先下完。
no-finished-game = 你在这个频道没有已结束的对局可以再来一局。
takeback-rated = 只有不计分的对局才能悔棋。
takeback-mid-turn = 请先走完当前这一回合，再请求悔棋。
takeback-nothing = 你还没有可以悔的棋。

settings-need-server = 设置属于服务器；私信和群组私信使用默认设置。请在服务器频道中运行此命令来更改该服务器的设置。
no-board-style = 没有棋盘样式 '{ $style }'：请选择 { $styles }。
setting-clock = 每步用时
setting-turn-timeout = 每步时限
setting-challenge-expiry = 挑战有效期
not-a-duration = { $what } '{ $text }' 不是时长：请写成例如 90s、15m、2h 或 1d。
out-of-range = { $what }必须在 { $low } 到 { $high } 之间。
out-of-range-given = { $what }必须在 { $low } 到 { $high } 之间，而不是 { $given }。
duration-days = { $count } 天
duration-hours = { $count } 小时
duration-minutes = { $count } 分钟
duration-seconds = { $count } 秒

export-title = { $title }，第 #{ $game } 局
export-options = 选项：{ $options }
export-none = 无
export-player = 玩家 { $seat }：{ $player }
export-started = 开始时间：{ $when } UTC
export-start = 起始局面：{ $position }
export-standard = 标准
export-result = 结果：{ $result }
export-in-progress = 进行中
export-aborted = 对局中止
export-draw = 和棋（{ $how }）
export-win = { $winner }获胜（{ $how }）
export-moves = 走法：{ $moves }
export-no-moves = （无）
export-position = 局面：{ $position }
export-mark = 复盘：{ $mark }
name-review = 复盘
name-puzzle = 谜题
name-puzzles = 谜题榜
name-number = 编号
name-daily = 每日
cmd-review = 逐步查看你的一局已结束的九子棋，每个局面都有评估
cmd-review-game = 对局编号（默认：你在这里的最近一局）
cmd-puzzle = 九子棋谜题：点击找出唯一的制胜一步
cmd-puzzle-number = 谜题编号（默认：接近你等级分且未尝试过的一题）
cmd-puzzle-daily = 本服务器的每日谜题
cmd-puzzles = 谜题排行榜（等级分和连胜）及你的谜题成绩
review-buttons = ⏮ ◀ ▶ ⏭ 逐步查看对局；⚑ 跳到下一个转折点（转折点：{ $count }）。
puzzle-title = **谜题 #{ $id }**（{ $difficulty }，等级分 { $rating }）：轮到 { $player }，{ $plies } 步内获胜。找出唯一的制胜一步。
puzzle-easy = 简单
puzzle-medium = 中等
puzzle-hard = 困难
puzzle-daily = 本服务器今天的谜题。
puzzle-right = 正确：**{ $move }**。电脑应对 { $reply }。
puzzle-solved = 解开了：**{ $move }** 获胜！谜题等级分 { $rating }（{ $change }），连胜 { $streak }。
puzzle-wrong = 错误：**{ $move }** 不是最短的胜法。答案：{ $solution }。谜题等级分 { $rating }（{ $change }）；连胜重新开始。
puzzle-no-such = 没有第 { $id } 号谜题：请从 1 到 { $count } 中选择。
puzzle-over = 第 { $id } 号谜题没有这一步可走：用 /{ name-puzzle } 重新开始。
puzzle-leaderboard = **谜题**排行榜（{ $place }）
puzzle-nobody = 还没有人在{ $place }尝试过谜题。
puzzle-entry = { $rank }. { $player } { $rating }（解开 { $solved } 题，最佳连胜 { $best }）
puzzle-record = 你的谜题：等级分 { $rating }，解开 { $solved }，失败 { $failed }，连胜 { $streak }（最佳 { $best }）。
puzzle-no-record = 你还没有尝试过谜题：用 /{ name-puzzle } 来一题。
review-start = 第 { $game } 局：开局（共 { $total } 步）。
review-step = 第 { $ply } 步，共 { $total } 步：{ $player } 走了 { $move }。
review-exact-win = 轮到 { $player }，{ $plies } 步内获胜（残局库，精确）。
review-exact-loss = 轮到 { $player }，{ $plies } 步内落败（残局库，精确）。
review-exact-draw = 双方最佳应对下为和棋（残局库，精确）。
review-search-win = 轮到 { $player }，{ $plies } 步内获胜（搜索得出）。
review-search-loss = 轮到 { $player }，{ $plies } 步内落败（搜索得出）。
review-search-score = 搜索的评估：轮到的 { $player } 领先 { $score } 子。
review-game-over = 对局已结束。
review-let-win = 第 { $ply } 步（{ $move }）放走了{ $plies } 步内的胜局；{ $better } 本可保持。
review-let-draw = 第 { $ply } 步（{ $move }）放走了和局；{ $better } 本可保持。
review-mistake = 按搜索的评估，第 { $ply } 步（{ $move }）失利；{ $better } 更好。
review-nothing = 这里没有你可复盘的对局。
review-morris-only = 只能复盘{ -morris }的对局。
review-unfinished = 第 { $game } 局尚未结束：结束后再复盘。
terminal-review-description = 逐步查看保存在 { $db }（或 --db 文件）中的一局已结束的{ -morris }，每个局面都有评估：残局库给出精确结论，其余由简短搜索评估。
terminal-review-arg-game = 对局编号（默认：终端中最近一局）
terminal-review-prompt = 回车或 > 下一步，< 上一步，! 下一个转折点，数字：跳到该步，q：退出>
terminal-review-hint = 逐步复盘这局棋，每个局面都有评估：python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = 帮助
words-resign = 认输
words-restart = 重来, 重新开始
words-draw = 和棋, 求和
words-takeback = 悔棋
words-accept = 接受
words-decline = 拒绝
words-withdraw = 撤回, 取消


## Discord (bot/discord/): commands, challenges, live boards, replies

list-comma = { $first }、{ $then }
list-and = { $first } 和 { $then }
list-lines =
    { $first }
    { $then }
this-channel = 这个频道
computer = 电脑
computer-level = 电脑（{ $level }）
computer-level-standby = 电脑暂时以 { $played } 难度下棋：{ $level } 难度的棋路仍在准备中，准备好后会自动接替。
option-value = { $name } { $value }
option-on = 开
option-off = 关
error-apology = 抱歉，我这边出了点问题。已记录下来；请再试一次。
error-not-here = 这里不能使用此命令。
permission-view-channel = 查看频道
permission-send-messages = 发送消息
permission-send-messages-in-threads = 在子区中发送消息
games-only-in = 这个频道不能下棋：请试试 { $channels }。
app-not-in-server = 我不是这个服务器的成员，所以无法在这里发布对局棋盘。请让服务器管理员添加我（邀请链接在我的个人资料里），或在私信或群组私信中下棋。
permission-missing = 我无法在 { $where } 主持对局：我在那里缺少 { $permissions } 权限（共 { $count } 项）。请让服务器管理员授予，或换个频道下棋。

button-accept = 接受
button-decline = 拒绝
button-withdraw = 撤回
button-rematch = 再来一局
button-resign = 认输
button-keep = 继续下
button-offer-draw = 提议和棋
button-takeback = 悔棋
button-restart = 重新开始
only-owner = 只有 { $owner } 可以{ $purpose }。
purpose-press = 点这个按钮
purpose-answer-challenge = 回应这个挑战
purpose-withdraw-challenge = 撤回这个挑战
purpose-answer-offer = 回应这个提议
step-remove = 吃掉 { $point }
step-remove-which = 吃掉哪枚棋子？
step-your-move = 该你走了
step-mill-remove-which = { $move } 形成三连：吃掉哪枚棋子？
step-to-where = { $move }：走到哪里？
step-choose-range = 选择范围
step-page-row = 第 { $row } 行（{ $first }–{ $last }）
step-page-rows = 第 { $first }–{ $last } 行
step-board = 棋盘 { $board }

challenge = { $challenged }，{ $challenger } 向你发起 **{ $game }** 挑战（{ $options }；{ $first }）。
challenge-standard-rules = 标准规则
challenge-first = { $player } 先走
challenge-first-random = 随机决定谁先走
challenge-from-position = 从设定局面开始（不计分）。
challenge-clock = 用时：每步 { $clock }。
challenge-in-thread = 对局在单独的子区中进行。
challenge-answer-any = 点“接受”或“拒绝”，或输入 `接受` 或 `拒绝`。挑战将于 { $expires } 过期。
challenge-answer-addressed = 点“接受”或“拒绝”，或提及我并输入 `接受` 或 `拒绝`（`@我 接受`）。挑战将于 { $expires } 过期。
challenge-answer-none = 点“接受”或“拒绝”。挑战将于 { $expires } 过期。
challenge-opponent-is-bot = { $opponent } 是机器人：请挑战真人，或不填对手来和我下。
challenge-opponent-not-member = { $opponent } 不是这个服务器的成员，无法回应：请挑战在这里的人。
challenge-no-thread-here = 子区只存在于服务器频道中，所以这里的对局无法开子区：请不带 `{ name-thread }` 重新发起挑战。
challenge-too-fast = 你发起挑战太快了：请等 { $seconds } 秒再试。
challenge-not-open = 这个挑战已关闭。
challenge-accepted-by = { $player } 已接受。
challenge-declined-by = { $player } 已拒绝。
challenge-withdrawn-by = { $player } 已撤回。
game-begins = { $game } #{ $id } 开始了。

offer-draw = { $proposer } 在 { $game } #{ $id } 中提议和棋。{ $opponent }：请点“接受”或“拒绝”，或使用 /{ name-draw }。
offer-restart = { $proposer } 提议 { $game } #{ $id } 从头重新开始。{ $opponent }：请点“接受”或“拒绝”，或使用 /{ name-restart }。
offer-takeback = { $proposer } 在 { $game } #{ $id } 中请求悔回上一步。{ $opponent }：请点“接受”或“拒绝”，或使用 /{ name-takeback }。
offer-rematch = { $proposer } 在 { $game } #{ $id } 后提议再来一局。{ $opponent }：请点“接受”或“拒绝”，或使用 /{ name-rematch } 或“再来一局”按钮。
declined-draw = { $player } 拒绝了 { $game } #{ $id } 中的和棋提议。
declined-restart = { $player } 拒绝了 { $game } #{ $id } 中的重新开始提议。
declined-takeback = { $player } 拒绝了 { $game } #{ $id } 中的悔棋请求。
declined-rematch = { $player } 拒绝了 { $game } #{ $id } 的再来一局提议。
agreed-draw = 已同意：{ $game } #{ $id } 和棋。
agreed-restart = 已同意：{ $game } #{ $id } 重新开始。
agreed-takeback = 已同意：{ $game } #{ $id } 悔棋。
agreed-rematch = 已同意：{ $game } #{ $id } 再来一局。
offer-accepted-by = { $player } 已接受。
offer-declined-by = { $player } 已拒绝。
rematch-started = 新一局已开始。
resign-confirm = { $player }，要在 { $game } #{ $id } 中认输吗？点“认输”确认。
resigned = 已认输。
resignation-cancelled = 已取消认输。
game-aborted = 对局已中止。
step-question = **{ $game }** #{ $id }：{ $question }
step-outdated = 这个选择已不可用：棋盘已经变了。请重新打开它的菜单。
game-no-longer-in-progress = 该对局已不在进行中。
no-game-in-channel = 这个频道没有进行中的对局。
games-here = **这里进行中的对局**（关注它们的棋盘；`/{ name-board }` 可以只给你看一局）
games-here-entry = { $game } #{ $id }，{ $first } 对 { $second }，已下 { $turns } 回合
games-here-link = { $entry }：{ $link }
no-challenge-to-withdraw = 你在这里没有可以撤回的挑战。
nothing-to-answer = 现在没有需要接受或拒绝的事。
typed-how-any = 在频道里输入你的走法
typed-how-addressed = 提及我来输入你的走法（`@我 d6`）
typed-how-none = 使用棋盘的菜单
typed-help =
    { $how }即可走棋（走法写法见下）。另外：`h`/`帮助` 本帮助，`q`/`认输` 认输（会要求确认），`r`/`重来` 提议重新开始，`和棋` 提议或接受和棋，`悔棋` 请求悔回你的上一步，`接受`/`拒绝` 回应挑战或提议，`撤回` 撤回你发起的挑战。每个命令也都有斜杠命令：见 /{ name-help }。

    { $rules }
stats-here = 在这个服务器上
stats-anywhere = 在任何地方
stats-in-game = { $game }
stats-no-games = { $player } { $place }还没有下完过{ $game }对局。
stats-player = **{ $player }**
stats-record = { $game }：尚未定级，{ $wins } 胜 { $losses } 负 { $draws } 和
stats-record-rated = { $game }：等级分 { $rating }，排名 { $rank }，{ $wins } 胜 { $losses } 负 { $draws } 和
stats-nobody = { $place }还没有人下完过{ $game }的计分局。
stats-leaderboard = **{ $game }** 排行榜
stats-leaderboard-global = **{ $game }** 排行榜（全局）
stats-entry = { $rank }. { $player } { $rating }（{ $wins } 胜 { $losses } 负 { $draws } 和）
help-commands =
    {"**"}开始对局**：{ $challenges } — 每个都可以设置 `{ name-opponent }`（不填或选我就是和电脑下）、`{ name-level }`、`{ name-first }`、该游戏自己的选项以及 `{ name-position }`。
    {"**"}走棋**：棋盘的菜单和按钮，或 `/{ name-move }`（带提示）{ $typing }
    {"**"}对局中**：`/{ name-board }` 重新显示棋盘，`/{ name-draw }` 提议或接受和棋，`/{ name-restart }`，`/{ name-takeback }`（不计分的对局），`/{ name-resign }`，`/{ name-abort }`（双方都走棋之前）。
    {"**"}对局后**：`/{ name-rematch }`（或“再来一局”按钮），`/{ name-export }` 走法列表和局面，`/{ name-review }` 逐步复盘，每个局面都有评估。
    {"**"}更多**：`/{ name-stats } [{ name-user }] [{ name-game }]` 等级分和战绩，`/{ name-help } [{ name-game }]` 规则{ $settings }；`/{ name-puzzle }` 谜题（`{ name-daily }`：本服务器的每日谜题），`/{ name-puzzles }` 谜题排行榜。
help-typing-any = ，或者直接在频道里输入走法（`d6`、`a1-a4`、`a1-a4xg7`、`A6`、`b2-c3`）。还可输入：`h` 帮助，`q` 认输，`r` 重来，`和棋`，`接受`，`拒绝`，`撤回`（你自己的挑战；或用它的“撤回”按钮）。
help-typing-addressed = ，或者提及我来输入走法（`@我 d6`、`@我 a1-a4xg7`）。同样可输入：`h` 帮助，`q` 认输，`r` 重来，`和棋`，`接受`，`拒绝`，`撤回`（你自己的挑战；或用它的“撤回”按钮）。
help-typing-none = 。这里不读取输入的消息。
reminders-on = 私信提醒已开启：当每步时限为一小时或更长、你的走棋时间快用完时，我也会私信你。用 `/{ name-reminders } { name-dm }:` 更改。
reminders-off = 私信提醒已关闭：当每步时限为一小时或更长、你的走棋时间快用完时，只会在对局中提及你。用 `/{ name-reminders } { name-dm }:` 更改。
settings-channels-invalid = 请用 #频道 提及来指定允许下棋的频道，或写 `all`。
settings-manage-server-only = 只有拥有“管理服务器”权限的成员才能这样做。
settings-channel-elsewhere = { $channel } 不是这个服务器的频道：请指定本服务器的频道，或写 `all`。没有做任何更改。
settings-saved = 设置已保存。
settings-current = 当前设置（提供选项即可更改）。
settings-every-channel = 所有频道
settings-shown =
    { $heading }
    每步时限：{ $timeout }
    挑战有效期：{ $expiry }
    棋盘样式：{ $style }
    允许下棋的频道：{ $channels }
    对局使用单独子区：{ $threads }
    对局语言：{ $language }
export-as-file = 对局太长，一条消息放不下：以文件形式发送。

board-title = **{ $game }** #{ $id }：
board-played = **{ $game }** #{ $id }：{ $player } 走了 **{ $move }**。
board-played-offering-draw = **{ $game }** #{ $id }：{ $player } 走了 **{ $move }** 并提议和棋：请点“接受”或“拒绝”，或用 /{ name-draw } 接受。
board-start = **{ $game }** #{ $id }：对局开始，{ $player } 先走。
board-restart = **{ $game }** #{ $id }：对局从头重新开始。
board-takeback = **{ $game }** #{ $id }：{ $player } 的上一步（以及对它的应着）已被悔回。
board-recent = 最近的走法：{ $moves }
board-thinking = { $player } 正在思考…
board-not-shown-move = 已走 **{ $move }**；但棋盘无法发布。/{ name-board } 可以显示它。
board-not-shown = 你的棋已走；但棋盘无法发布。/{ name-board } 可以显示它。
board-above = 你的着法在上方的棋盘上（{ $link }）：我已不能在此频道发送新消息。请服务器管理员重新给我这里的“发送消息”权限。
turn-ping = { $player }，轮到你在 { $game } #{ $id } 中走棋：{ $link }
result-ping = { $players }：{ $game } #{ $id } 已结束，请看棋盘：{ $link }
board-moved = *这个棋盘已移走：对局在 { $link } 继续*
board-behind = **{ $game }** #{ $id }：重新显示。这个棋盘未能更新：在群聊中，Discord 只允许我在有人使用我之后的 15 分钟内发帖。
thread-name = { $game }：{ $first } 对 { $second }
a-player = 一位玩家
user-unknown = 用户 { $id }
move-played = 你走了 **{ $move }**。
time-left-minutes = 约 { $minutes } 分钟
time-left-seconds = 不到一分钟
turn-warning = { $player }，你在 { $game } #{ $id } 中的这步还剩 { $left }：时间将于 { $when } 用完。
reminder-dm = 轮到你在 { $game } #{ $id } 中走棋：时间将于 { $when } 用完。（用 /{ name-reminders } 关闭这些提醒。）
reminder-dm-link = 轮到你在 { $game } #{ $id } 中走棋：时间将于 { $when } 用完。棋盘：{ $link }（用 /{ name-reminders } 关闭这些提醒。）
challenge-expired-note = 这个挑战已过期。
board-deadline = 时间将于 { $when } 用完。
game-over-aborted = **对局结束**：对局已中止（无结果，等级分不变）。
game-over-draw = **对局结束**：和棋（{ $how }）。
game-over-win = **对局结束**：{ $winner }获胜（{ $how }）。
result-rating = { $player } { $before } → { $after }，{ $why }
result-rated =
    { $result }
    等级分：{ $changes }
result-unrated =
    { $result }
    不计分对局。


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = 中止
name-board = 棋盘
name-board-style = 棋盘样式
name-boards = 棋盘数
name-breakthrough = 突破棋
name-challenge-expiry = 挑战有效期
name-channels = 频道
name-clock = 每步用时
name-colours = 分色
name-columns = 列数
name-dm = 私信
name-draw = 和棋
name-draw-plies = 和棋步数
name-export = 导出
name-first = 先手
name-firstattack = firstattack
name-flying = 飞子
name-game = 游戏
name-games = 对局
name-help = 帮助
name-level = 难度
name-morris = 九子棋
name-move = 走棋
name-notakto = notakto
name-opponent = 对手
name-pleiadis = pleiadis
name-position = 局面
name-rematch = 再来一局
name-reminders = 提醒
name-repetition-draw = 重复和棋
name-resign = 认输
name-restart = 重新开始
name-rows = 行数
name-scope = 范围
name-settings = 设置
name-size = 尺寸
name-stats = 战绩
name-takeback = 悔棋
name-thread = 子区
name-threads = 使用子区
name-threemorris = 三子棋
name-turn-timeout = 每步时限
name-user = 用户

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = 简单
choice-emoji = 表情符号
choice-global = 全局
choice-hard = 困难
choice-me = 我
choice-medium = 中等
choice-perfect = 完美
choice-random = 随机
choice-server = 服务器
choice-text = 文本
choice-them = 对方

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = 向某人或电脑发起{ $game }挑战
cmd-option = { $help }（默认 { $default }）
cmd-challenge-menu = 发起对局挑战
cmd-challenge-opponent = 和谁下；不填或选我就是和电脑下
cmd-challenge-level = 电脑的强度：{ $levels }（默认 { $default }）
cmd-challenge-first = 谁先走：我、对方或随机（默认随机）
cmd-challenge-position = 从这个局面字符串开始（对局将不计分）
cmd-challenge-thread = 在单独的子区中下这局（默认：服务器的设置）
cmd-challenge-clock = 每步用时，例如 15m、2h 或 3d（1 分钟到 14 天；默认：服务器的每步时限）
cmd-move = 在这个频道的对局中走一步
cmd-move-move = 你的走法，例如 d6、a1-a4、a1-a4xg7、A6 或 b2-c3
cmd-board = 只给你看这个频道的对局
cmd-games = 这里进行中的对局，方便关注
cmd-resign = 在这个频道的对局中认输
cmd-abort = 在双方都走棋之前中止你的对局
cmd-export = 以走法列表和局面导出你的对局
cmd-draw = 提议和棋，或接受对手的提议
cmd-restart = 提议重新开始，或接受提议
cmd-takeback = 请求悔回你的上一步
cmd-rematch = 提议与上一局的对手在这里再来一局
cmd-stats = 某个游戏的排行榜，或某位玩家的战绩
cmd-stats-user = 显示这位玩家在每个游戏中的战绩和排名
cmd-stats-game = 游戏（排行榜默认为九子棋）
cmd-stats-scope = 本服务器的对局，或所有地方的对局（默认：本服务器；私信中为全局）
cmd-help = 命令列表和游戏规则
cmd-help-game = 显示这个游戏的规则和走法记法
cmd-reminders = 走棋时间用完前的私信提醒
cmd-reminders-dm = 开：一小时或更长的时限快用完时也发私信（默认关）
cmd-settings = 服务器的对局设置（管理服务器）
cmd-settings-turn-timeout = 每步的时间，例如 15m、2h 或 1d（1 分钟到 7 天）
cmd-settings-challenge-expiry = 挑战保持有效多久，例如 10m（1 分钟到 1 天）
cmd-settings-board-style = 棋盘的绘制方式
cmd-settings-channels = 可以下棋的 #频道，或 `all`
cmd-settings-threads = 真人之间的挑战、公开约战和快速配对，每局都在单独的子区中进行


## Terminal (bot/console/)

# 回答时输入的字：以该字开头的词（是／否，续／新）。
terminal-yes = 是
terminal-no = 否
terminal-resume = 续
terminal-new = 新
# 终端前玩家的名字。中文动词不随人称变化，所以不需要按它选择。
terminal-you = 你
terminal-computer = 电脑
terminal-player = 玩家 { $seat }

terminal-description = 在终端里下棋：两人共用一个键盘，或一人对电脑（--computer）。对局保存在 { $db }（或 --db FILE）中：按 Ctrl-D 或 Ctrl-C 离开，再次运行同一命令即可从中断处继续。
terminal-arg-lang = 下棋使用的语言（默认 { $default }：取自 LC_ALL、LC_MESSAGES 或 LANG）
terminal-arg-style = 棋盘样式
terminal-arg-computer = 由电脑执这一方
terminal-arg-level = 电脑的强度
terminal-arg-position = 从这个局面字符串开始
terminal-arg-seed = 电脑玩家的随机种子
terminal-arg-db = 保存对局的文件（默认 { $db }）
terminal-error = 错误：{ $error }
terminal-level-needs-computer = --level 是电脑的强度：请加上 --computer 1 或 2
terminal-title = { $game }。输入 h 查看帮助。

terminal-help =
    命令：
      h, 帮助      显示本帮助和规则
      q, 认输      认输（会要求确认）
      r, 重来      提议重新开始（需对方同意）
      和棋         提议和棋（需对方同意）
      悔棋         请求悔回你的上一步（需对方同意）
    其他输入都会被当作走法。Ctrl-D 或 Ctrl-C 保存对局并退出。
terminal-saved = 对局已保存：再次运行同一命令即可继续。
terminal-prompt = { $player }>
terminal-rejected = { $error }（输入 h 查看帮助）
terminal-too-long = 作为走法或命令太长了（{ $length } 个字符）。
terminal-restarted = 已重新开始。
terminal-plays = { $player }走了 { $move }
terminal-offers-draw = { $player }提议和棋：输入“和棋”表示接受。
terminal-result = { $result }。
terminal-resign-confirm = 要认输这局吗？（{ terminal-yes }/{ terminal-no }）
terminal-resign-cancelled = 已取消认输。
terminal-nothing-to = 这里没有可以{ $command ->
    [accept] 接受
    [decline] 拒绝
   *[withdraw] 撤回
}的：提议会在提出时当场回答。
terminal-question = { $player }，{ $kind ->
    [restart] 要从头重新开始吗？
    [draw] 同意和棋吗？
   *[takeback] 允许悔回上一步吗？
}（{ terminal-yes }/{ terminal-no }）
terminal-declines = { $player }拒绝了{ $kind ->
    [restart] 重新开始
    [draw] 和棋
   *[takeback] 悔棋
}。
terminal-declined = { $kind ->
    [restart] 重新开始被拒绝。
    [draw] 和棋被拒绝。
   *[takeback] 悔棋被拒绝。
}

terminal-moves-made = 已走 { $moves } 步
terminal-resuming = 继续你保存的{ $game }（第 #{ $id } 局，{ terminal-moves-made }）。认输（q）即可开始新的一局。
terminal-differs = 你有一局保存的{ $game }（第 #{ $id } 局，{ terminal-moves-made }），但它与你这次要求的不同：{ $differences }。
terminal-resume-or-new = 继续保存的对局（{ terminal-resume }），还是认输并重新开一局（{ terminal-new }）？
terminal-difference = 保存的是 { $saved }，要求的是 { $asked }
terminal-differences = { $first }；{ $then }
terminal-setup-two-players = 两位玩家
terminal-setup-computer = 电脑执 { $seat }
terminal-setup-level = 难度 { $level }
terminal-setup-position = 从 { $position } 开始
terminal-setup-start = 从头开始
terminal-setup-none = 无

# Added with /settings language (the language of a server's games)
no-such-language = 没有“{ $language }”这种语言：请从 { $languages } 中选择，或留空以使用服务器的语言。
settings-servers-language = 服务器的语言（其 Discord 语言）
name-language = 语言
choice-server-language = 服务器的语言
cmd-settings-language = 此处挑战、棋盘和结果使用的语言（默认：服务器的语言）

## Mill variants (games/variants.py): errors and rules

move-six-no-such-point = { $point } 不是棋盘上的点：点位为 a1 到 e5（如图所示）或数字 0 到 15
position-six-board = 棋盘是由 '.'、'W' 和 'B' 组成的 16 个字符
position-russian-fields = { -russian }局面有 6 个字段：棋盘、轮走方、手中子数、未完成的一步、轨迹、记录（例如 '........................ W 9/9 - - -/-'）
position-russian-record = { $record } 不是像 a7,d7,g7 这样的点位记录（没有则写 -）
position-morabaraba-fields = { -morabaraba }局面有 6 个字段：棋盘、轮走方、手中子数、未完成的一步、轨迹、最近的成三走法（例如 '........................ W 12/12 - - -/-'）
position-morabaraba-mill = { $step } 不是像 a1-a4 这样的走法（没有则写 -）
move-morabaraba-back = { $src }-{ $dst } 在成三吃子后立刻走回去再次连成同一条线：禁止“机关枪”，请走别的棋
move-russian-spent = { $move } 连成的三连的所有点位都已换取过吃子：这次不能吃子
rules-twelve =
    { -twelve }：与{ -morris }相同，但每方 12 枚棋子，四条斜线（a7-c5、g7-e5、a1-c3、g1-e3）也是连线和三连{ $flying ->
        [on] ；只剩 3 枚时可以飞到任意点
       *[off] {""}
    }。如果放子把 24 个点全部填满，即为和棋。让对手只剩 2 枚棋子或无棋可走即获胜；同一局面出现三次即为和棋{ $plies ->
        [0] {""}
       *[other] ，连续 { $plies } 步没有吃子也是和棋
    }。
    走法：d6（放子）、a1-a4（移动）、a1-a4xg7（并吃掉 g7）；点位为 a1-g7 或 0-23。
rules-morabaraba =
    { -morabaraba }：每方 12 枚棋子（“牛”），棋盘带四条斜线（a7-c5、g7-e5、a1-c3、g1-e3），斜线也是连线和三连{ $flying ->
        [on] ；只剩 3 枚时可以飞到任意点
       *[off] {""}
    }。一次成三只吃一子，即使同时连成两个三连。禁止“机关枪”：一步成三并吃子后，你的下一步不能立刻走回去再连成同一条线。和棋：放子填满棋盘、同一局面出现三次、一方棋盘上恰好 3 枚棋子时连续 10 步既无放子也无吃子{ $plies ->
        [0] {""}
       *[other] ，或连续 { $plies } 步没有吃子
    }。
    走法：d6（放子）、a1-a4（移动）、a1-a4xg7（并吃掉 g7）；点位为 a1-g7 或 0-23。
rules-lasker =
    { -lasker }：与{ -morris }相同，但每方 10 枚棋子；每回合可以从手中放一子，或把自己的一枚棋子沿线移到相邻空点。手中还有子时不能飞{ $flying ->
        [on] ；手中无子且只剩 3 枚时可以飞到任意点
       *[off] {""}
    }。让对手只剩 2 枚棋子或无棋可走即获胜；同一局面出现三次即为和棋{ $plies ->
        [0] {""}
       *[other] ，连续 { $plies } 步既无放子也无吃子也是和棋
    }。
    走法：d6（放子）、a1-a4（移动）、a1-a4xg7（并吃掉 g7）；点位为 a1-g7 或 0-23。
rules-russian =
    { -russian }：与{ -morris }相同{ $flying ->
        [on] （只剩 3 枚时可以飞到任意点）
       *[off] {""}
    }，但每位玩家记录点位：成三吃子后，这个三连的三个点记入你的记录；新的三连只有在至少一个点尚未记录时才能吃子。让对手只剩 2 枚棋子或无棋可走即获胜；同一局面出现三次即为和棋{ $plies ->
        [0] {""}
       *[other] ，连续 { $plies } 步没有吃子也是和棋
    }。
    走法：d6（放子）、a1-a4（移动）、a1-a4xg7（并吃掉 g7）；点位为 a1-g7 或 0-23。
rules-six =
    { -six }：两个正方形共 16 个点，在各边中点相连；8 条边就是三连。先放下你的 6 枚棋子，再沿线移动它们{ $flying ->
        [on] （只剩 3 枚时可以飞到任意点）
       *[off] {""}
    }。三子连成一线即为三连：吃掉对手一枚棋子。让对手只剩 2 枚棋子或无棋可走即获胜；同一局面出现三次即为和棋{ $plies ->
        [0] {""}
       *[other] ，连续 { $plies } 步没有吃子也是和棋
    }。
    本程序已用逆向分析求解全部 5090 万个局面（不含飞子，不计和棋规则）：双方都下出最佳着法时开局为和棋，`perfect` 级别按此解下棋。
    走法：c5（放子）、a3-b3（移动）、a3-b3xc4（并吃掉 c4）；点位为 a1-e5 或 0-15。

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = 变体
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = 哪种棋：{ -morris }（默认）或它的一种变体

## 大厅（议题 42）：公开约战、/大厅、快速配对、屏蔽、全局大厅。

name-seek = 约战
name-tournament = 锦标赛
name-lobby = 大厅
name-pair = 快速配对
name-block = 屏蔽
name-rated = 计分
name-colour = 先后手
name-min-rating = 最低等级分
name-max-rating = 最高等级分
name-hide = 隐藏
name-wait = 等待
name-leave = 离开
name-unblock = 解除屏蔽
name-lobby-channel = 大厅频道
choice-channel = 频道
cmd-seek = 发布一个任何人一键即可接受的公开约战
cmd-seek-game = 游戏或变体
cmd-seek-clock = 每步用时，例如 5m 或 1d（默认：服务器的每步时限）
cmd-seek-rated = 这局是否计入等级分（默认：是）
cmd-seek-colour = 谁先走：我、对手或随机（默认随机）
cmd-seek-min-rating = 可接受者的最低等级分
cmd-seek-max-rating = 可接受者的最高等级分
cmd-seek-scope = 谁能看到：本频道（默认）、本服务器，或全局大厅中的所有服务器
cmd-lobby = 你可以接受的公开约战，最新的在前
cmd-lobby-hide = 是：对全局大厅中的其他服务器隐藏；否：重新显示
cmd-pair = 快速配对：与下一位想玩同样游戏和用时的玩家对局
cmd-pair-game = 游戏或变体
cmd-pair-clock = 每步用时，例如 5m 或 1d（默认：服务器的每步时限）
cmd-pair-wait = 等待对手多久，例如 10m（默认 15 分钟；每步一小时及以上则为一天）
cmd-pair-leave = 是：离开你正在等待的队列
cmd-block = 屏蔽一位玩家：你们不再看到彼此的约战，也永远不会被配对
cmd-block-user = 该玩家
cmd-block-unblock = 是：解除屏蔽
cmd-settings-lobby = 加入所有开启它的服务器共享的全局大厅（默认关闭）
cmd-settings-lobby-channel = 本服务器全局大厅所在的唯一 #频道，或 `all`
setting-wait = 等待时间
button-take-seek = 接受
button-drop-seek = 撤回
button-leave-pool = 离开队列
seek-posted = { $seeker } 想下一局{ $title }：每步 { $clock }，{ $rated }，等级分 { $rating }，{ $range }。{ $scope }{ $expires }
seek-server-clock = 服务器的时限
seek-any-rating = 任何等级分均可
seek-range = 等级分 { $low } 至 { $high }
seek-rated = 计分
seek-casual = 不计分
seek-scope-channel = 对本频道开放。
seek-scope-server = 对整个服务器开放。
seek-scope-global = 对全局大厅中的所有服务器开放。
seek-accepted-by = { $player } 已接受：第 #{ $id } 局。
seek-you-accepted = 你接受了约战：第 #{ $id } 局在其频道开始。
seek-withdrawn = 此约战已撤回。
seek-bad-choice = 没有这个选项：先后手为 me、them 或 random，范围为 channel、server 或 global。
seek-range-reversed = 等级分范围颠倒了：{ $low } 高于 { $high }。
seek-scope-needs-server = 只有服务器中的约战才能超出其频道。
seek-too-many = 你的公开约战已达上限（{ $count }）：请先撤回一个。
seek-not-yours = 只有 { $seeker } 能撤回此约战。
seek-gone = 该约战已不再开放。
seek-expired = 该约战已过期。
seek-own = 你不能接受自己的约战。
seek-out-of-reach = 该约战在这里不对你开放。
seek-rating-range = 你的等级分 { $rating } 不在此约战的范围内（{ $low } 至 { $high }）。
seek-taken = 已有人先接受了该约战。
lobby-hidden = 你已对全局大厅中的其他服务器隐藏。
lobby-shown = 全局大厅中的其他服务器又能看到你的约战了。
lobby-empty = 这里没有你可以接受的公开约战。用 /约战 发布一个，或用 /快速配对 与下一位想下棋的玩家对局。
lobby-heading = 你可以接受的公开约战，最新的在前（点击编号即可接受）：
lobby-line = **{ $number }.** { $title }，每步 { $clock }，{ $rated }：{ $seeker }（{ $rating }），{ $where }
lobby-where-here = 本频道
lobby-where-other = 另一个服务器
lobby-page = 第 { $page } 页，共 { $pages } 页，总计 { $count } 个。
lobby-server-not-in = 本服务器未加入全局大厅：拥有“管理服务器”权限的人可以用 `/设置 大厅:` 开启。
lobby-other-channel = 本服务器的全局大厅限定在另一个频道（见 `/设置 大厅频道:`）。
lobby-one-channel = 全局大厅只能限定在一个频道。
lobby-settings-shown = 全局大厅：{ $state }，位于 { $channel }。
pool-needs-server = 快速配对只能在服务器频道中使用，不能在私信中使用。
pool-needs-game = 请选择要配对的游戏。
pool-already = 你已经在一个队列中等待：请先离开。
pool-not-in = 你没有在任何队列中等待。
pool-waiting = 你正在等待 { $title } 的对手，每步 { $clock }，直到 { $until }。
pool-paired = { $player }，你已与 { $other } 配对：你们的对局在这里开始。
pool-left = 你已离开队列。
block-yourself = 你不能屏蔽自己。
block-already = { $user } 已被屏蔽。
block-not-blocked = { $user } 未被屏蔽。
block-done = { $user } 已被屏蔽：你们不再看到彼此的约战，也永远不会被配对。
block-undone = { $user } 已解除屏蔽。
name-mygames = 我的对局
cmd-mygames = 你在所有服务器和私信中的对局，等你走棋的在前
mygames-none = 你在任何地方都没有进行中的对局。
mygames-heading = 你进行中的对局（{ $count }），等你走棋的在前：
mygames-line = { $title } #{ $id } 对 { $opponent }：{ $turn }，{ $left }。{ $where }
mygames-your-turn = 轮到你走
mygames-wait = 轮到对手走
mygames-left = { $until }超时
mygames-no-clock = 不限时
pool-lapsed = { $player }，在你选择的等待时间内没有人来下{ $title }。改为与电脑对局（{ $level }级别）吗？
button-play-computer = 与电脑对局（{ $level }）
pool-offer-not-yours = 只有 { $player } 可以接受此提议。
seek-expired-note = 此约战已过期：没有人及时接受。
help-lobby = {"**"}寻找对手**：`/约战` 发布任何人一键即可接受的公开约战，`/大厅` 查看你可以接受的约战，`/快速配对` 与下一位想玩同样游戏和用时的玩家配对，`/屏蔽` 屏蔽玩家，`/我的对局` 查看你在各处的对局。
help-lobby-servers = 服务器要加入所有参与服务器共享的全局大厅，需由拥有“管理服务器”权限的人开启 `/设置 大厅:`（`大厅频道:` 可将其限定在一个频道）。
help-tournaments = {"**"}锦标赛**：`/{ name-tournament } create`（管理服务器）在本频道举办瑞士制、循环赛或竞技场；玩家点击其卡片上的按钮加入；`/{ name-tournament } standings`、`{ name-leave }`、`cancel`。

## 锦标赛 (issue 43)

tournament-none = 此服务器上没有这个锦标赛。
tournament-bad-format = 赛制必须是瑞士制、循环赛或竞技场。
tournament-player-limit = 人数上限必须在 { $least } 到 { $most } 之间。
tournament-swiss-rounds = 人数上限为 { $players } 的瑞士制比赛可以有 1 到 { $most } 轮。
tournament-cycles = 循环赛进行一轮或两轮(第二轮交换先后手):请选择 1 或 2。
tournament-clock = 每步用时必须在 { $least } 分钟到 { $most } 天之间。
tournament-start-past = 这个开始时间已经过去:请选择更晚的时间。
tournament-joined-already = 你已经在这个锦标赛中了。
tournament-not-open = 这个锦标赛已经开始或结束:不再接受新选手。
tournament-full = 这个锦标赛已满(上限:{ $players })。
tournament-not-in = 你没有参加这个锦标赛。
tournament-over = 这个锦标赛已经结束。
tournament-not-organiser = 只有组织者或服务器管理员可以这样做。
tournament-too-few = 锦标赛至少需要 2 名选手才能开始。
choice-swiss = 瑞士制
choice-round-robin = 循环赛
button-tournament-join = 加入
button-tournament-leave = 退出
tournament-card = 🏆 **{ $format }** { $game } 锦标赛,每步 { $clock },组织者 { $organiser }
tournament-card-open = 开始于 { $start }。选手({ $count } / { $limit }):{ $players }
tournament-card-cancelled = 这个锦标赛已取消。
tournament-card-round = **第 { $round } 轮**
tournament-card-bye = { $player }:轮空
tournament-card-board = { $white } – { $black }:{ $result }
tournament-card-final = **最终排名**
tournament-card-standings = **排名**
cmd-tournament = 本服务器的锦标赛
cmd-tournament-create = 在此频道创建锦标赛(管理服务器)
cmd-tournament-format = 瑞士制、循环赛或竞技场
cmd-tournament-game = 游戏(默认九子棋)
cmd-tournament-rounds = 瑞士制的轮数、循环赛的循环次数(1 或 2)或竞技场的分钟数
cmd-tournament-players = 最多选手数(2 到 200,默认 16)
cmd-tournament-start-in = 距开始的分钟数(默认 10)
cmd-tournament-start = 立即开始此频道的锦标赛(组织者)
cmd-tournament-standings = 显示此频道的锦标赛:轮次和排名
cmd-tournament-leave = 退出此频道的锦标赛
cmd-tournament-cancel = 取消此频道的锦标赛(组织者或管理服务器)
tournament-needs-manager = 创建锦标赛需要“管理服务器”权限。
tournament-started = 锦标赛开始。
tournament-cancelled = 你取消了锦标赛。
tournament-joined = 你加入了锦标赛。
tournament-left = 你退出了锦标赛。
setting-increment = 加秒
live-clock-people = 带加秒的棋钟(如 5+3)只用于两人对局:请指定对手,并以“分钟+秒”给出棋钟。
challenge-live-clock = 棋钟:每方 { $clock },每步加 { $increment } 秒。
choice-arena = 竞技场
tournament-arena-minutes = 竞技场持续 { $least } 到 { $most } 分钟。
tournament-card-arena-ends = 结束于 { $end }(进行中的对局会下完)。
tournament-card-arena-line = { $place }. { $player }:{ $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = 文本（已选择{ choice-tiles }，但机器人的图块不可用）
cmd-challenge-board-style = 本局棋盘的绘制方式（默认：服务器的棋盘样式）
step-place-on = 落子于 { $point }
step-move-from = 从 { $point } 走子
help-settings = ，`/{ name-settings }`（需“管理服务器”权限）时限、棋盘样式和游戏频道
terminal-accept-confirm = 接受{ $player }的{ $kind ->
    [restart] 重新开始提议
    [draw] 和棋提议（对局以和棋结束）
   *[takeback] 悔棋请求
}吗？（{ terminal-yes }/{ terminal-no }）
terminal-accept-cancelled = 未接受：{ $kind ->
    [restart] 提议
    [draw] 提议
   *[takeback] 请求
}仍然有效。
legend-russian-record = { $piece } 记录：
help-tables-building = 残局表正在后台构建（快的机器上几分钟，繁忙的机器上半小时或更久）：在此之前 `hard` 用搜索来下这些残局，构建完成后会更强。
cmd-board-board-style = 你自己的 /{ name-board } 和 /{ name-review } 棋盘样式，会被记住（默认：每局的样式）
choice-tiles = 图块
own-board-style-saved = 你自己的棋盘样式现在是 { $style }：/{ name-board } 和 /{ name-review } 将以此显示棋盘。

## 大厅修正（议题 42）
lobby-channel-no-games = 全局大厅的频道必须是允许对局的频道（`/设置 频道:`）。

# 锦标赛（续，issue 43，tour43）：迟到的选手、宣布冠军、/stats
tournament-late-past = 这个锦标赛在第 { $round } 轮配对之前接受迟到的选手:现在不再接受。
tournament-late-swiss-only = 只有瑞士制接受迟到的选手:循环赛或竞技场请不要填写 late_join。
tournament-late-range = 迟到的选手最晚可进入的轮次须在 0(不接受)到 { $rounds }(这场瑞士制的轮数)之间。
tournament-card-late = 迟到的选手仍可加入:从下一轮起参与配对(直到第 { $round } 轮)。
tournament-won = 🏆 { $winner } 赢得了 **{ $format }** { $game } 锦标赛!
stats-tournaments = 锦标赛:参加 { $played } 场,夺冠 { $won } 次
cmd-tournament-late-join = 瑞士制在这一轮配对之前接受迟到的选手(默认 0:不接受)
cmd-tournament-rated = 比赛对局是否计入等级分(默认:是)
tournament-card-unrated = 本锦标赛的对局不计入等级分。
cmd-settings-tournament-role = 其成员也可创建锦标赛的身份组(@everyone:仅限管理服务器权限)
settings-tournament-role-shown = 锦标赛组织者:管理服务器权限和 { $role }
settings-tournament-role-none = 锦标赛组织者:仅限管理服务器权限
tournament-needs-organiser = 创建锦标赛需要管理服务器权限或身份组 { $role }。
tournament-event-name = { $format } { $game } 锦标赛
tournament-no-event = 没有为它创建 Discord 活动:机器人在这个服务器上缺少“创建活动”权限。
cmd-tournament-clock-live = 每步用时(10m、1d;默认 10m),或实时棋钟如 5+3(竞技场默认 5+3)
tournament-card-live = 🏆 **{ $format }** { $game } 锦标赛,实时棋钟 { $clock },组织者 { $organiser }
tournament-arena-live = 竞技场使用实时棋钟:请以 分钟+秒 的形式给出,例如 5+3。
tournament-no-threads = 本锦标赛的对局就在此频道进行:机器人无法在这里创建私密子区(创建私密子区权限)。

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }：你下棋的频道已不存在，对局将在这里（我们的私信）继续。点击棋盘来走棋。
seek-you-accepted-across = 你已接受约战：对局 #{ $id } 开始，棋盘在这里，另一个在发起者的服务器中。

## 大厅小问题（议题 42，第二轮）
pool-paired-unsaid = 你们的对局已在这里开始，但无法通知 { $player }：请你告诉对方。

# 锦标赛对局链接 (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [对局]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# 积分 · 布赫霍尔茨 · 索内博恩-伯格
tournament-card-row = { $place }. { $player }:**{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player }(已退赛)
offer-draw-elsewhere = { $proposer } 在 { $game } #{ $id } 中提议和棋。{ $opponent } 在自己的棋盘上回应。
offer-restart-elsewhere = { $proposer } 提议 { $game } #{ $id } 从头重新开始。{ $opponent } 在自己的棋盘上回应。
offer-takeback-elsewhere = { $proposer } 在 { $game } #{ $id } 中请求悔回上一步。{ $opponent } 在自己的棋盘上回应。

## 大厅，第四轮（议题 42）：带有游戏自身选项的约战
seek-title-options = { $title }（{ $options }）

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = { $until }过期。

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } 在 { $game } #{ $id } 后提议再来一局。{ $opponent } 在另一个服务器下棋，可在那里用 /{ name-rematch } 或自己棋盘上的“再来一局”按钮接受。

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 { $format }锦标赛，第 { $round } 轮（共 { $rounds } 轮）
board-tournament = 🏆 { $format }锦标赛

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }，{ $proposer } 提议与你在 { $game } #{ $id } 后再来一局：请在你自己的棋盘上接受或拒绝：{ $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = 这局棋由机器人在对方玩家的服务器上主持：在这里你只能走棋、认输或中止对局，其他都不行。没有任何改动。
forward-no-answer = 主持这局棋的对方服务器没有及时回应（可能正在重启），所以没有任何改动。请一分钟后再试。
forward-taken-late = 主持这局棋的对方服务器已收到你的请求，但回应较慢：完成后棋盘会显示出来。
forward-unknown = 这无法发送给主持这局棋的服务器。没有任何改动。

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }：{ $player } 拒绝了再来一局。
