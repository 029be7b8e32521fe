# The source catalogue (English). Keys are grouped by the layer that uses them; every key used
# in the code must be here (tests/texts checks it). Identifiers such as a game's number are
# passed as strings; numbers that choose a plural form are passed as numbers.
# Terms (-name) are the glossary: the words for the games and their parts.

## Glossary

-morris = Nine Men's Morris
-three = Three Men's Morris
-notakto = Notakto
-breakthrough = Breakthrough
-firstattack = First Attack
-twelve = Twelve Men's Morris
-morabaraba = Morabaraba
-lasker = Lasker Morris
-russian = Russian Mill
-six = Six Men's Morris
-pleiadis = Pleiadis
-mill = mill
-mills = mills
-piece = piece
-pieces = pieces
-pawn = pawn
-pawns = pawns

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
# A game named by its registry name ($game), inside other sentences.
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

# How a game ended, completing "Ann wins …" or "Draw …".
termination-line = by completing a line
termination-fewer-than-three = as the opponent is down to two { -pieces }
termination-no-moves = as the opponent has no legal move
termination-last-board = as the opponent killed the last board
termination-breakthrough = by breaking through to the far row
termination-all-captured = by capturing every opposing { -pawn }
termination-resignation = by resignation
termination-timeout = on time
termination-agreement = by agreement
termination-repetition = by threefold repetition
termination-full-board = as the board is full
termination-move-limit = by the move limit
termination-aborted = aborted
# $winner: the winner's name ("You" for the player at the terminal); $how: a termination text.
result-win = { $winner ->
    [You] You win { $how }
   *[other] { $winner } wins { $how }
}
result-draw = Draw { $how }
result-aborted = Game aborted

# /help for Nine Men's Morris: which parts of the computer are exact, which are search. The
# table sizes named (3 v 3 ...) must be the tables `hard` uses (tests/games/ai/test_tables.py).
help-morris-computer = How the computer plays { -morris }: the endgames with at most four { -pieces } a side and both hands empty (3 v 3, 4 v 3, 3 v 4, 4 v 4; with flying also 5 v 3 and 5 v 4 where the bot's machine had the memory to build them) are solved exactly by retrograde analysis, so from `hard` up the computer converts every won endgame by the shortest way, never loses a drawn one and defends a lost one as long as possible; the tables know no move limit, so a win longer than the plies left before the limit is a draw in practice. Everything else, the whole placing phase and the middle game, is a time-limited alpha-beta search with a hand-made evaluation (material, { -mills }, mobility, blockades): strong, but not exact.
help-morris-levels = Levels: `easy` looks one move ahead and errs on purpose, `medium` looks two moves ahead with small errors, `hard` searches as deep as its time allows (2 s a move by default) and plays the endgame tables. Measured: `hard` beat a Monte Carlo tree search of 1,000 playouts in 99 games of 100; against Sanmill, an independent open-source engine, at equal time it scores 0.72 at 0.5 s a move (+94 =37 -26, 157 games) and 0.68 at 2 s (+10 =10 -2, 22 games), and 0.56 in Twelve Men's Morris at 0.5 s (+13 =1 -10, 24 games). These figures are for the compiled engine, whose search runs in C; where the bot's machine has no C compiler, `hard` searches in Python, some four moves less deep.

### Options ($option: the option's name as typed)

option-unknown = { game-name } has no option { $option } (options: { $known })
# On the command line: $option and $known are flags (--flying).
option-unknown-flag = { game-name } has no option { $option }: its options are { $known }
option-no-such-game = there is no game { $name }: choose one of { $known }
option-not-on-off = option { $option } must be on or off, not { $value }
option-not-a-number = option { $option } must be a whole number, not { $value }
option-out-of-range = option { $option } must be from { $minimum } to { $maximum }, not { $value }
option-morris-flying = a player down to three { -pieces } may move to any point
option-morris-draw-plies = draw after this many moves without a { -mill } (0: never)

### Moves: why a move text is no move, or not legal here

move-game-over = the game is over
move-occupied = { $point } is occupied
move-no-piece-on = you have no { -piece } on { $point }
move-remove-pending = your move formed a { -mill }: name one of your opponent's { -pieces } to remove
move-nothing-to-remove = there is nothing to remove: make a move first
move-still-placing = you still have { -pieces } to place: name one empty point
move-none-to-place = you have no { -pieces } left to place: move one of yours, e.g. { $example }
move-not-adjacent = { $src } and { $dst } are not adjacent
move-no-mill = { $move } does not form a { -mill }, so you cannot remove a { -piece }
move-not-opponent-piece = { $point } is not one of your opponent's { -pieces }
move-remove-from-mill = { $point } is in a { -mill } and there are other { -pieces } you can remove
move-morris-no-such-point = { $point } is not a point on the board: points are a1 to g7 (as drawn) or the numbers 0 to 23
move-morris-notation = write a move as d6 (place), a1-a4 (move) or a1-a4xg7 (and remove g7)
move-morris-one-removal = name exactly one point after x, e.g. a1-a4xg7
move-morris-too-many-points = a move names at most two points, e.g. a1-a4
move-morris-hyphen = a move with a hyphen names two points, e.g. a1-a4

### Positions: why a position string cannot be read

position-side-w-or-b = the side to move is W or B, not { $side }
position-morris-fields = a { -morris } position has 5 fields: board, side, hands, pending step, trail (e.g. '........................ W 9/9 - -')
position-morris-board = the board is 24 characters of '.', 'W' and 'B'
position-morris-hands = { -pieces } in hand are written 9/9, not { $hands }
position-morris-number = { $field ->
    [hand-1] player 1's { -pieces } in hand
    [hand-2] player 2's { -pieces } in hand
    [classic-hand-1] line 2 (player 1's { -pieces } in hand)
    [classic-hand-2] line 3 (player 2's { -pieces } in hand)
   *[classic-side] line 4 (the player to move)
} must be a number from { $low } to { $high }, not { $value }
position-classic-lines = the classic format has 4 lines: board, hand 1, hand 2, to move
position-classic-board = line 1 holds 24 values 0, 1 or 2 separated by ', '
position-classic-pending = the classic format cannot hold a pending removal: make the removal first
position-morris-step = { $step } is not a step like d6 or a1-d1
position-too-many-pieces = player { $player } has more than { $most } { -pieces }
position-pending-trail = a position with a pending removal has no trail
position-pending-no-mill = the pending step must end on a { -piece } of the side to move in a { -mill }
position-pending-source = the pending step must start from a point that is now empty
position-pending-placing = the pending step is a move, but its player still places
position-pending-not-adjacent = the pending step joins points that are not adjacent
position-too-few-pieces = a game ends when a player is down to two { -pieces }: only the player to move, who just lost a { -piece }, can be
position-trail-placement = the trail holds only moves (a placement resets it)
position-trail-misfit = the trail step { $step } does not fit the board
position-trail-placing = the trail step { $step } is a move, but its player still places
position-trail-not-adjacent = the trail step { $step } joins points that are not adjacent
position-trail-mill = the trail step { $step } forms a { -mill }, so a removal ends the trail
position-lost-pieces = player { $player } has lost { $lost ->
    [one] 1 { -piece }
   *[other] { $lost } { -pieces }
}, but player { $opponent } could have formed at most { $mills ->
    [one] 1 { -mill }
   *[other] { $mills } { -mills }
} in { $placements ->
    [one] 1 placement
   *[other] { $placements } placements
}
position-placed-counts = player 1 has placed { $first } { -pieces } and player 2 { $second }: players place in turn, player 1 first, so player 1 has placed as many or one more
position-placed-side = player 1 has placed { $first } { -pieces } and player 2 { $second }, so player { $player } is to move
move-still-placing-example = you still have { -pieces } to place: name one empty point, e.g. { $example }
move-three-points = points are 1 to 9 (or a1 to c3)
move-three-all-placed = all three of your { -pieces } are on the board: move one, e.g. { $example }
move-three-no-point = there is no point { $point }: points are 1 to 9 (or a1 to c3)
move-three-not-a-point = { $point } is not a point: points are 1 to 9 (or a1 to c3)
move-three-notation = write a move as 5 (place) or 4-7 (move); points are 1-9 or a1-c3
move-notakto-no-board = there is no board { $board }: the boards are { $last ->
    [A] A
   *[other] A to { $last }
}
move-notakto-dead-board = board { $board } is dead: play on a live board ({ $live })
move-notakto-no-cell = there is no cell { $cell }: the cells of a board are 0 to 8
move-notakto-taken = { $move } is taken: choose an empty cell
move-notakto-notation = a move is a board letter and a cell 0-8, e.g. A4
move-off-board = { $square } is not on the board: squares are a1 to { $last }
move-one-square = a move names one square, e.g. { $example }
move-two-squares = a move names two squares, e.g. { $example }
move-square-off-board = that square is not on the board
move-opponent-pawn = { $square } is your opponent's { -pawn }
move-no-pawn-on = you have no { -pawn } on { $square }
move-pawn-forward = a { -pawn } moves one row forward (towards row { $row }), straight or diagonally
move-own-pawn = { $square } holds your own { -pawn }
move-capture-diagonally = { $square } is occupied: { -pawns } capture diagonally only
# $line: row, column or diagonal.
move-attacked = { $square } is on the same { $line ->
    [row] row
    [column] column
   *[diagonal] diagonal
} as the { -pawn } on { $attacker }
move-attacked-own = { $square } is on the same { $line ->
    [row] row
    [column] column
   *[diagonal] diagonal
} as your { -pawn } on { $attacker }
move-outnumbered = { $square } has { $opponent ->
    [one] 1 opposing neighbour
   *[other] { $opponent } opposing neighbours
} and { $own } of yours: you may place only where you have at least as many neighbours as your opponent

position-side-1-or-2 = the side to move is 1 or 2, not { $side }
position-three-fields = a { -three } position is a 9-digit board code, or the code, the side to move and the moves since placing (e.g. '100011222 1 -')
position-three-code = a board code is 9 digits 0, 1 or 2, not { $code }
position-three-step = { $step } is not a move like 4-7
position-three-pieces = each player has only three { -pieces }
position-three-second-to-move = player 1 has placed one more { -piece }, so player 2 is to move
position-three-counts = player 1 places first, so player 1 has as many { -pieces } as player 2 or one more
position-three-first-to-move = both have placed as many { -pieces }, so player 1 is to place
position-three-line = only the player who just moved can have a line
position-three-trail-option = moves are kept only with the repetition_draw option: use '-'
position-three-trail-placing = the moves since placing start once all six { -pieces } are placed
position-three-trail-misfit = the move { $move } does not fit the board
position-three-trail-over = the game was already over before { $move }
position-three-trail-drawn = the game was already drawn by repetition before the last move
position-notakto-boards = this game has { $boards } boards separated by '/', not { $found }
position-notakto-cells = board { $board } must be 9 cells of 'X' or '.', not { $cells }
position-notakto-lines = board { $board } has lines no single last mark could complete
position-rows = the board has { $found } rows separated by '/', not { $rows }
position-row-zero-run = row { $row }: runs of empty squares start at 1
position-row-token = row { $row }: { $token } is not W, B or a number of empty squares
position-row-length = row { $row } has { $found } squares, not { $columns }
position-row-too-long = row { $row } has too many squares, not { $columns }
position-grid-fields = a position is the board and the side to move, e.g. { $example }
position-placement-counts = player 1 has { $first } { -pawns } and player 2 { $second }: player 1 places first, so player 1 has as many or one more
position-placement-side = with these { -pawns } player { $player } is to move, not { $side }
position-too-many-pawns = player { $player } has more than { $most } { -pawns }
position-far-row = player { $player } is to move but already has a { -pawn } on the far row
position-no-pawns = player { $player } just moved, so has at least one { -pawn }
position-firstattack-in-line = the { -pawn } on { $square } is in line with another { -pawn } that blocks it, which no game can reach

option-three-repetition-draw = draw when a position occurs for the third time (off: only agreement draws)
option-notakto-boards = how many 3x3 boards (1 to 5)
option-breakthrough-rows = rows of the board (5 to 26)
option-breakthrough-columns = columns of the board (2 to 26)
option-firstattack-size = rows and columns of the board (1 to 12)
option-firstattack-colours = each player is blocked only by lines through their own { -pawns }
option-pleiadis-size = rows and columns of the board (2 to 12)

### Rules and notation, one message a game (front ends may bold the game's name)

# $flying: on or off; $plies: the move limit (0: none).
rules-morris =
    { -morris }: place your 9 { -pieces }, then move them along the lines{ $flying ->
        [on] {" "}(with 3 left you may fly to any point)
       *[off] {""}
    }. Three in a row is a { -mill }: remove an opponent { -piece }. Leave your opponent with 2 { -pieces } or no move to win. It is a draw when a position is seen three times{ $plies ->
        [0] {""}
        [one] {" "}or after 1 move without a { -mill } (both players' counted)
       *[other] {" "}or after { $plies } moves without a { -mill } (both players' counted)
    }.
    Moves: d6 (place), a1-a4 (move), a1-a4xg7 (and remove g7); points are a1-g7 or 0-23. After a { -mill }, name the { -piece } to remove (g7) if you did not.
# $repetition: on or off.
rules-three =
    { -three }: place your 3 { -pieces }, then move one of them to any empty point. Three in a row (row, column or diagonal) wins, in either phase. { $repetition ->
        [on] A position seen three times is a draw.
       *[off] There is no automatic draw.
    }
    Moves: 5 (place), 4-7 (move). Points are 1-9 row by row from the top left (1 2 3 / 4 5 6 / 7 8 9), or a1-c3 with a1 at the bottom left.
rules-notakto =
    { -notakto } on { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    }: both players place an X on any live board. A board with three X in a row, column or diagonal is dead. Whoever kills the last board loses.
    Moves: board letter and cell, e.g. A4; cells are 0-8 row by row (0 1 2 / 3 4 5 / 6 7 8).
rules-breakthrough =
    { -breakthrough } on { $rows }x{ $columns }: move a { -pawn } one row forward, straight or diagonally, onto an empty square; capture diagonally only. Reach the far row or capture every opposing { -pawn } to win. Player 1 (W) starts at the top and moves down.
    Moves: a2-b3 (also a2 b3, a2b3); squares are a1 to { $last }: columns from the left, rows from the top (player 1's side).
# $colours: on or off; $example: a square; $last: the last square.
rules-firstattack =
    { -firstattack } on { $size }x{ $size }: place a { -pawn } on an empty square that shares no row, column or diagonal (at any distance) with { $colours ->
        [on] any of your own { -pawns } (your opponent's do not block you)
       *[off] any { -pawn }
    }. Whoever cannot place loses.
    Moves: a square, e.g. { $example }; squares are a1 to { $last }: columns from the left, rows from the top (player 1's side). Open squares are marked + (green in emoji).
rules-pleiadis =
    { -pleiadis } on { $size }x{ $size }: place a { -pawn } on an empty square where, among its up to 8 neighbours, your opponent has no more { -pawns } than you. Whoever cannot place loses.
    Moves: a square, e.g. { $example }; squares are a1 to { $last }: columns from the left, rows from the top (player 1's side). Open squares are marked + (green in emoji).


## Boards (renderer/): legends, status lines, last-move notes

# $name: a player's name as the front end gives it ("You" for the player at the terminal).
status-to-move = { $name } to move.
status-to-remove = { $name } to remove a { -piece }.
# $result: a result-… text.
status-over = { $result }.

# $move: a move as players type it; $notes: the notes, joined by commas.
last-move = Last move: { $move }
last-move-notes = ({ $notes })
# $mark: the board's symbol for the square or point.
note-from = { $mark } from
note-to = { $mark } to
note-removed = { $mark } removed
note-board-died = the board died
note-morris-pending = { $move } forms a { -mill }: remove one, e.g. x{ $example }

# $piece: the symbol of a player's pieces on the board.
legend-side = { $piece } { $name }
legend-players = { $piece1 } { $name1 } · { $piece2 } { $name2 }
legend-to-place = { $piece } { $name }: { $count } to place
legend-morris-placing = { $piece } { $name }: { $hand } to place, { $board } on board
legend-morris-moving = { $piece } { $name }: { $board } on board
legend-three-naming = 1-9 as shown, or a1-c3 (a1 bottom left)
legend-notakto-all-dead = All boards are dead.
# $boards: the letters of the dead boards, joined by commas.
legend-notakto-dead = Dead: { $boards }
legend-moves-down = { $piece } { $name ->
    [You] You move
   *[other] { $name } moves
} down
legend-moves-up = { $piece } { $name ->
    [You] You move
   *[other] { $name } moves
} up
legend-open = { $piece } open to { $name }: { $count ->
    [one] 1 square
   *[other] { $count } squares
}


## Service (bot/service/): what a request could not do, and why

# Ratings: a change and why it is that large ($delta: signed, e.g. +83; $gap: rating points)
rating-early = { $delta } ({ $games ->
        [one] first rated game
       *[other] only { $games } rated games
    }: early ratings move most)
rating-even = { $delta } against an equal rating
rating-against-higher = { $delta } against a player rated { $gap } higher
rating-against-lower = { $delta } against a player rated { $gap } lower

# Storage and concurrency
database-busy = The database is busy, so nothing was changed: please try again.
save-uncertain = I lost the connection to the database while saving, so I cannot tell whether this was saved: look at the board again in a minute before you retry.
cannot-save = I cannot save games right now, so nothing was changed: please try again in a few minutes.
changed-meanwhile = The game changed while this was being saved: look at the board and try again.

# Matches and turns ($game is a game's number; $title the game's name)
no-game-here = You have no game in progress in this channel.
game-not-in-progress = That game is no longer in progress.
game-ended = That game has already ended.
no-such-game = There is no game #{ $game }.
not-a-player = You are not playing in this game.
not-your-turn = It is not your turn: waiting for { $waiting }.
move-rejected = Cannot play '{ $move }': { $reason }.
abort-too-late = Both sides have moved, so the game can no longer be aborted: resign, or offer a draw.
busy-you = You are already playing { $title } (game #{ $game }) in this channel: finish that game first.
busy-player = { $player } is already playing { $title } (game #{ $game }) in this channel: finish that game first.
nothing-to-export = There is no game to export: play one first.

# Challenges
channel-not-for-games = Games are not played in this channel: { $count ->
    [one] try the server's game channel.
   *[other] try one of the server's { $count } game channels.
}
challenge-yourself = You cannot challenge yourself: pick another player.
no-such-level = There is no level '{ $level }' for { $title }: choose { $levels }.
level-needs-computer = A level is only for games against the computer.
already-challenged = You have already challenged { $opponent } here: wait for an answer, or withdraw that challenge first.
challenge-expired = This challenge has expired: ask for a new one.
challenge-closed = That challenge is no longer open.
no-challenge-to-you = There is no open challenge to you in this channel.
no-challenge-of-yours = There is no open challenge of yours in this channel.
own-challenge = You cannot accept or decline your own challenge: withdraw it.
challenge-not-for-you = This challenge is for { $challenged }, not you.
only-challenger-withdraws = Only { $challenger } can withdraw this challenge.
bad-options = Those options cannot be used: { $reason }.
unreadable-position = That position string cannot be read: { $reason }.
position-over = That position is already over: pick one with moves left.
bad-first-move = Who moves first is one of { $choices }, not '{ $first }'.

# Proposals ($kind is draw, restart, takeback or rematch)
bad-proposal = A proposal is one of { $choices }, not '{ $kind }'.
already-proposed = You have already proposed a { $kind ->
    [draw] draw
    [restart] restart
    [takeback] takeback
   *[rematch] rematch
}: waiting for { $opponent }.
no-proposal = There is no { $kind ->
    [draw] draw
    [restart] restart
    [takeback] takeback
   *[rematch] rematch
} proposal to decline.
offer-not-open = That offer (game #{ $game }) is no longer open, so nothing was changed.
rematch-while-playing = Your game here is still in progress: finish it first.
no-finished-game = You have no finished game in this channel to rematch.
takeback-rated = Takebacks are only for unrated games.
takeback-mid-turn = Finish the turn in progress before asking for a takeback.
takeback-nothing = There is no move of yours to take back yet.

# Server settings
settings-need-server = Settings belong to a server; DMs and group DMs use the defaults. Run this in a server channel to change that server's settings.
no-such-language = There is no language '{ $language }': choose one of { $languages }, or leave it empty for the server's own.
no-board-style = There is no board style '{ $style }': choose { $styles }.
setting-clock = clock
setting-turn-timeout = turn timeout
setting-challenge-expiry = challenge expiry
not-a-duration = The { $what } '{ $text }' is not a duration: write e.g. 90s, 15m, 2h or 1d.
out-of-range = The { $what } must be from { $low } to { $high }.
out-of-range-given = The { $what } must be from { $low } to { $high }, not { $given }.
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}

# Export: a match as text, one key per line ($player is a person; the rest as the rules write it)
export-title = { $title }, game #{ $game }
export-options = Options: { $options }
export-none = none
export-player = Player { $seat }: { $player }
export-started = Started: { $when } UTC
export-start = Start: { $position }
export-standard = standard
export-result = Result: { $result }
export-in-progress = in progress
export-aborted = Game aborted
export-draw = Draw { $how }
export-win = { $winner } wins { $how }
export-moves = Moves: { $moves }
export-no-moves = (none)
export-position = Position: { $position }
export-mark = Review: { $mark }
name-review = review
name-puzzle = puzzle
name-puzzles = puzzles
name-number = number
name-daily = daily
cmd-review = Step through a finished Nine Men's Morris game of yours, every position judged
cmd-review-game = the game's number (default: your last game here)
cmd-puzzle = A Nine Men's Morris puzzle: find the only winning move, by clicks
cmd-puzzle-number = the puzzle's number (default: one near your puzzle rating that you have not tried)
cmd-puzzle-daily = this server's puzzle of the day
cmd-puzzles = The puzzle leaderboard (ratings and streaks) and your puzzle record
review-buttons = ⏮ ◀ ▶ ⏭ step through the game; ⚑ jumps to the next turning point (turning points: { $count }).
puzzle-title = **Puzzle #{ $id }** ({ $difficulty }, rated { $rating }): { $player } to move wins in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    }. Find the only winning move.
puzzle-easy = easy
puzzle-medium = medium
puzzle-hard = hard
puzzle-daily = Today's puzzle on this server.
puzzle-right = Right: **{ $move }**. The computer answers { $reply }.
puzzle-solved = Solved: **{ $move }** wins! Puzzle rating { $rating } ({ $change }), streak { $streak }.
puzzle-wrong = Wrong: **{ $move }** does not win the shortest way. The solution: { $solution }. Puzzle rating { $rating } ({ $change }); the streak starts again.
puzzle-no-such = There is no puzzle #{ $id }: choose one from 1 to { $count }.
puzzle-over = Puzzle #{ $id } has no such move to play: start it again with /{ name-puzzle }.
puzzle-leaderboard = **Puzzles** leaderboard { $place }
puzzle-nobody = Nobody has tried a puzzle { $place } yet.
puzzle-entry = { $rank }. { $player } { $rating } ({ $solved } solved, best streak { $best })
puzzle-record = Your puzzles: rating { $rating }, { $solved } solved, { $failed } failed, streak { $streak } (best { $best }).
puzzle-no-record = You have not tried a puzzle yet: /{ name-puzzle } serves one.
review-start = Game #{ $game }: the start ({ $total ->
        [one] 1 move
       *[other] { $total } moves
    }).
review-step = Move { $ply } of { $total }: { $player } played { $move }.
review-exact-win = { $player } to move wins in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } (endgame tables, exact).
review-exact-loss = { $player } to move loses in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } (endgame tables, exact).
review-exact-draw = A draw with best play (endgame tables, exact).
review-search-win = { $player } to move wins in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } (found by search).
review-search-loss = { $player } to move loses in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } (found by search).
review-search-score = The search's judgement: { $score } pieces for { $player } to move.
review-game-over = The game is over.
review-let-win = The win in { $plies ->
        [one] 1 move
       *[other] { $plies } moves
    } was let go at move { $ply } ({ $move }); { $better } kept it.
review-let-draw = The draw was let go at move { $ply } ({ $move }); { $better } kept it.
review-mistake = Move { $ply } ({ $move }) lost ground by the search's judgement; { $better } was better.
review-nothing = There is no game of yours here to review.
review-morris-only = Only { -morris } games can be reviewed.
review-unfinished = Game #{ $game } is not over yet: review it when it has ended.
terminal-review-description = Step through a finished { -morris } game saved in { $db } (or --db FILE), every position judged: exactly from the endgame tables, else by a short search.
terminal-review-arg-game = the game's number (default: the last game played in the terminal)
terminal-review-prompt = Enter or > next, < previous, ! next turning point, a number: that move, q: quit>
terminal-review-hint = Step through this game, every position judged: python -m bot review { $id }


## Typed words (bot/typed.py): what players type instead of a move, comma-separated. No word
## may read as a move in any game (tests/bot/test_typed.py checks every language).

words-help = h, help
words-resign = q, quit, resign
words-restart = r, restart
words-draw = draw
words-takeback = takeback
words-accept = accept
words-decline = decline
words-withdraw = withdraw, cancel


## Discord (bot/discord/): commands, challenges, live boards, replies

# Shared pieces
list-comma = { $first }, { $then }
list-and = { $first } and { $then }
list-lines =
    { $first }
    { $then }
this-channel = this channel
computer = Computer
computer-level = Computer ({ $level })
computer-level-standby = The computer plays { $played } for now: its { $level } play is still being prepared, and takes over by itself once ready.
option-value = { $name } { $value }
option-on = on
option-off = off
error-apology = Sorry, something went wrong on my side. It has been logged; please try again.
error-not-here = This command cannot be used here.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
games-only-in = Games are not played in this channel: try { $channels }.
app-not-in-server = I am not a member of this server, so I cannot post a game's board here. Ask a server admin to add me (the invite link is on my profile), or play in a DM or group DM.
permission-missing = I cannot host a game in { $where }: I am missing the { $permissions } { $count ->
        [one] permission
       *[other] permissions
    } there. Ask a server admin to grant it, or play in another channel.

# Buttons and menus
button-accept = Accept
button-decline = Decline
button-withdraw = Withdraw
button-rematch = Rematch
button-resign = Resign
button-keep = Keep playing
button-offer-draw = Offer draw
button-takeback = Take back
button-restart = Restart
only-owner = Only { $owner } can { $purpose }.
purpose-press = press this
purpose-answer-challenge = answer this challenge
purpose-withdraw-challenge = withdraw this challenge
purpose-answer-offer = answer this offer
step-remove = remove { $point }
step-remove-which = Remove which piece?
step-your-move = Your move
step-mill-remove-which = { $move } forms a mill: remove which piece?
step-to-where = { $move }: to where?
step-choose-range = Choose a range
step-page-row = Row { $row } ({ $first }–{ $last })
step-page-rows = Rows { $first }–{ $last }
step-board = Board { $board }

# Challenges
challenge = { $challenged }, { $challenger } challenges you to **{ $game }** ({ $options }; { $first }).
challenge-standard-rules = standard rules
challenge-first = { $player } moves first
challenge-first-random = who moves first is drawn at random
challenge-from-position = From a set-up position (unrated).
challenge-clock = Clock: { $clock } per move.
challenge-in-thread = The game is played in a thread of its own.
challenge-answer-any = Press Accept or Decline, or type `accept` or `decline`. The challenge expires { $expires }.
challenge-answer-addressed = Press Accept or Decline, or type `accept` or `decline` with me mentioned (`@me accept`). The challenge expires { $expires }.
challenge-answer-none = Press Accept or Decline. The challenge expires { $expires }.
challenge-opponent-is-bot = { $opponent } is a bot: challenge a person, or leave opponent out to play me.
challenge-opponent-not-member = { $opponent } is not a member of this server, so they could not answer: challenge someone who is here.
challenge-no-thread-here = Threads exist only in server channels, so a game here cannot have one: challenge again without `{ name-thread }`.
challenge-too-fast = You are sending challenges too fast: wait { $seconds } s and try again.
challenge-not-open = This challenge is no longer open.
challenge-accepted-by = Accepted by { $player }.
challenge-declined-by = Declined by { $player }.
challenge-withdrawn-by = Withdrawn by { $player }.
game-begins = { $game } #{ $id } begins.

# Offers
offer-draw = { $proposer } offers a draw in { $game } #{ $id }. { $opponent }: press Accept or Decline, or use /draw.
offer-restart = { $proposer } proposes to restart the game from the beginning in { $game } #{ $id }. { $opponent }: press Accept or Decline, or use /restart.
offer-takeback = { $proposer } asks to take back their last move in { $game } #{ $id }. { $opponent }: press Accept or Decline, or use /takeback.
offer-rematch = { $proposer } offers a rematch in { $game } #{ $id }. { $opponent }: press Accept or Decline, or use /rematch or the Rematch button.
declined-draw = { $player } declined the draw offer in { $game } #{ $id }.
declined-restart = { $player } declined the restart proposal in { $game } #{ $id }.
declined-takeback = { $player } declined the takeback request in { $game } #{ $id }.
declined-rematch = { $player } declined the rematch offer in { $game } #{ $id }.
agreed-draw = Agreed: draw in { $game } #{ $id }.
agreed-restart = Agreed: restart in { $game } #{ $id }.
agreed-takeback = Agreed: takeback in { $game } #{ $id }.
agreed-rematch = Agreed: rematch in { $game } #{ $id }.
offer-accepted-by = Accepted by { $player }.
offer-declined-by = Declined by { $player }.
rematch-started = Rematch started.
resign-confirm = { $player }, resign { $game } #{ $id }? Press Resign to confirm.
resigned = Resigned.
resignation-cancelled = Resignation cancelled.
game-aborted = The game was aborted.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = That choice is no longer possible: the board has changed. Use its menu again.
game-no-longer-in-progress = That game is no longer in progress.
no-game-in-channel = There is no game in progress in this channel.
games-here = **Games in progress here** (follow their boards; `/board` shows one privately)
games-here-entry = { $game } #{ $id }, { $first } vs { $second }, { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } played
games-here-link = { $entry }: { $link }
no-challenge-to-withdraw = You have no open challenge to withdraw here.
nothing-to-answer = There is nothing to accept or decline right now.
typed-how-any = Type your move in the channel
typed-how-addressed = Type your move with me mentioned (`@me d6`)
typed-how-none = Use the board's menus
typed-help =
    { $how } to play it (how to write one is below). Also: `h`/`help` this help, `q`/`resign` resign (asks to confirm), `r`/`restart` propose to start again, `draw` offer or accept a draw, `takeback` ask to take back your last move, `accept`/`decline` answer a challenge or proposal, `withdraw` take back a challenge you made. Every command also exists as a slash command: see /help.

    { $rules }
stats-here = on this server
stats-anywhere = anywhere
stats-in-game = { " " }in { $game }
stats-no-games = { $player } has no finished games{ $game } { $place } yet.
stats-player = **{ $player }**
stats-record = { $game }: not rated yet, { $wins }W { $losses }L { $draws }D
stats-record-rated = { $game }: rating { $rating }, rank { $rank }, { $wins }W { $losses }L { $draws }D
stats-nobody = Nobody has finished a rated game of { $game } { $place } yet.
stats-leaderboard = **{ $game }** leaderboard
stats-leaderboard-global = **{ $game }** leaderboard (global)
stats-entry = { $rank }. { $player } { $rating } ({ $wins }W { $losses }L { $draws }D)
help-commands =
    {"**"}Start a game**: { $challenges } — each takes `opponent` (leave it out, or pick me, to play the computer), `level`, `first`, the game's own options and `position`.
    {"**"}Play**: the board's menus and buttons, or `/move` (with suggestions){ $typing }
    {"**"}During a game**: `/board` show it again, `/draw` offer or accept a draw, `/restart`, `/takeback` (unrated games), `/resign`, `/abort` (before both sides moved).
    {"**"}After a game**: `/rematch` (or the Rematch button), `/export` move list and position, `/review` step through it, every position judged.
    {"**"}More**: `/stats [user] [game]` ratings and records, `/help [game]` rules{ $settings }; `/{ name-puzzle }` a puzzle (`daily`: the server's of the day), `/puzzles` the puzzle leaderboard.
help-typing-any = , or just type the move in the channel (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Typed: `h` help, `q` resign, `r` restart, `draw`, `accept`, `decline`, `withdraw` (your own challenge; or its Withdraw button).
help-typing-addressed = , or type the move with me mentioned (`@me d6`, `@me a1-a4xg7`). Typed the same way: `h` help, `q` resign, `r` restart, `draw`, `accept`, `decline`, `withdraw` (your own challenge; or its Withdraw button).
help-typing-none = . Typed messages are not read here.
reminders-on = Reminders by DM are on: I also send you a DM when your time to move runs short on a clock of an hour or more. Change it with `/reminders dm:`.
reminders-off = Reminders by DM are off: only the mention in the game when your time to move runs short on a clock of an hour or more. Change it with `/reminders dm:`.
settings-channels-invalid = Name the channels where games are allowed as #channel mentions, or write `all`.
settings-manage-server-only = Only members with the Manage Server permission can do this.
settings-channel-elsewhere = { $channel } is not a channel of this server: name channels of this server, or write `all`. Nothing was changed.
settings-saved = Settings saved.
settings-current = Current settings (give options to change them).
settings-every-channel = every channel
settings-servers-language = the server's (its Discord language)
settings-shown =
    { $heading }
    Turn timeout: { $timeout }
    Challenge expiry: { $expiry }
    Board style: { $style }
    Games allowed in: { $channels }
    Games in threads of their own: { $threads }
    Language of the games: { $language }
export-as-file = The game is too long for one message: here it is as a file.

# Results and boards
board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } played **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } played **{ $move }** and offers a draw: press Accept or Decline, or /draw to accept it.
board-start = **{ $game }** #{ $id }: the game begins, { $player } moves first.
board-restart = **{ $game }** #{ $id }: the game starts again from the beginning.
board-takeback = **{ $game }** #{ $id }: { $player }'s last move (and any reply to it) was taken back.
board-recent = Recent moves: { $moves }
board-thinking = { $player } is thinking…
board-not-shown-move = **{ $move }** was played; the board could not be posted. /board shows it.
board-not-shown = Your move was played; the board could not be posted. /board shows it.
board-above = Your move is on the board above ({ $link }): I may no longer post new messages in this channel. Ask a server admin to give me Send Messages here again.
turn-ping = { $player }, your move in { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } has ended, see the board: { $link }
board-moved = *This board moved: the game continues at { $link }*
board-behind = **{ $game }** #{ $id }: shown again. This board could not be updated: in a group chat Discord lets me post only within 15 minutes of someone using me.
thread-name = { $game }: { $first } vs { $second }
a-player = a player
user-unknown = user { $id }
move-played = You played **{ $move }**.
time-left-minutes = about { $minutes } min
time-left-seconds = less than a minute
turn-warning = { $player }, { $left } left for your move in { $game } #{ $id }: time runs out { $when }.
reminder-dm = Your move in { $game } #{ $id }: time runs out { $when }. (Turn these reminders off with /reminders.)
reminder-dm-link = Your move in { $game } #{ $id }: time runs out { $when }. The board: { $link } (Turn these reminders off with /reminders.)
challenge-expired-note = This challenge expired.
board-deadline = Time runs out { $when }.
game-over-aborted = **Game over**: the game was aborted (no result, no rating change).
game-over-draw = **Game over**: draw { $how }.
game-over-win = **Game over**: { $winner } wins { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Ratings: { $changes }
result-unrated =
    { $result }
    Unrated game.


# Commands: names of commands and options (Discord: 1-32 lowercase letters, digits, - or _)
name-abort = abort
name-board = board
name-board-style = board_style
name-boards = boards
name-breakthrough = breakthrough
name-challenge-expiry = challenge_expiry
name-channels = channels
name-clock = clock
name-colours = colours
name-columns = columns
name-dm = dm
name-draw = draw
name-draw-plies = draw_plies
name-export = export
name-first = first
name-firstattack = firstattack
name-flying = flying
name-game = game
name-games = games
name-help = help
name-level = level
name-morris = morris
name-move = move
name-notakto = notakto
name-opponent = opponent
name-pleiadis = pleiadis
name-position = position
name-rematch = rematch
name-reminders = reminders
name-repetition-draw = repetition_draw
name-resign = resign
name-restart = restart
name-rows = rows
name-scope = scope
name-settings = settings
name-size = size
name-stats = stats
name-takeback = takeback
name-thread = thread
name-threads = threads
name-threemorris = threemorris
name-turn-timeout = turn_timeout
name-user = user
name-language = language

# Commands: choices ($value is what the bot receives)
choice-breakthrough = { -breakthrough }
choice-firstattack = { -firstattack }
choice-morris = { -morris }
choice-notakto = { -notakto }
choice-pleiadis = { -pleiadis }
choice-three = { -three }
choice-easy = easy
choice-emoji = emoji
choice-global = global
choice-hard = hard
choice-me = me
choice-medium = medium
choice-perfect = perfect
choice-random = random
choice-server = server
choice-text = text
choice-them = them

choice-server-language = the server's own

# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Challenge someone, or the computer, to { $game }
cmd-option = { $help } (default { $default })
cmd-challenge-menu = Challenge to a game
cmd-challenge-opponent = who to play; leave it out, or pick me, to play the computer
cmd-challenge-level = computer strength: { $levels } (default { $default })
cmd-challenge-first = who moves first: me, them or random (default random)
cmd-challenge-position = start from this position string (the game is then unrated)
cmd-challenge-thread = play the game in a thread of its own (default: the server's setting)
cmd-challenge-clock = time per move, e.g. 15m, 2h or 3d (1 minute to 14 days; default: the server's turn timeout)
cmd-move = Make a move in your game in this channel
cmd-move-move = your move, e.g. d6, a1-a4, a1-a4xg7, A6 or b2-c3
cmd-board = Show the game in this channel, privately
cmd-games = The games in progress here, to follow
cmd-resign = Resign your game in this channel
cmd-abort = Abort your game before both sides moved
cmd-export = Your game as a move list and position
cmd-draw = Offer a draw, or accept your opponent's offer
cmd-restart = Propose to restart, or accept a proposal
cmd-takeback = Ask to take back your last move
cmd-rematch = Offer a rematch of your last game here
cmd-stats = Leaderboard of a game, or a player's record
cmd-stats-user = show this player's record and rank in each game
cmd-stats-game = the game (default Nine Men's Morris for the leaderboard)
cmd-stats-scope = this server's games, or every game anywhere (default: the server; global in DMs)
cmd-help = The commands, and the rules of a game
cmd-help-game = show the rules and move notation of this game
cmd-reminders = Your reminders by DM before your time to move runs out
cmd-reminders-dm = on: a DM too when a clock of an hour or more runs short (off by default)
cmd-settings = Server settings for games (Manage Server)
cmd-settings-turn-timeout = time for each move, e.g. 15m, 2h or 1d (1 minute to 7 days)
cmd-settings-challenge-expiry = how long a challenge stays open, e.g. 10m (1 minute to 1 day)
cmd-settings-board-style = how boards are drawn
cmd-settings-channels = #channels where games may be played, or `all`
cmd-settings-language = the language of challenges, boards and results here (default: the server's)
cmd-settings-threads = play challenges, seeks and quick pairings between people each in a thread of its own


## Terminal (bot/console/)

# What a player types to answer the terminal's questions: a word starting with the letter.
terminal-yes = y
terminal-no = n
terminal-resume = r
terminal-new = n
# The players' names. The games' texts select on "You" (result-win, legend-moves-down): a
# translation's selectors there must match its terminal-you.
terminal-you = You
terminal-computer = Computer
# $seat: 1 or 2.
terminal-player = Player { $seat }

# The command line ($db: the saved-games file; $default: the language chosen without --lang)
terminal-description = Play in the terminal: two people at one keyboard, or one against the computer (--computer). Games are saved in { $db } (or --db FILE): leave with Ctrl-D or Ctrl-C and run the same command again to carry on where you stopped.
terminal-arg-lang = the language to play in (default { $default }: from LC_ALL, LC_MESSAGES or LANG)
terminal-arg-style = board style
terminal-arg-computer = the computer plays this side
terminal-arg-level = the computer's strength
terminal-arg-position = start from this position string
terminal-arg-seed = seed for the computer player
terminal-arg-db = the saved-games file (default { $db })
# $error: a text, or a storage error's English message.
terminal-error = error: { $error }
terminal-level-needs-computer = --level is the computer's strength: add --computer 1 or 2
# $game: the game's name.
terminal-title = { $game }. Type h for help.

# Playing ($player: a player's name)
terminal-help =
    Commands:
      h, help      show this help and the rules
      q, quit      resign the game (asks to confirm)
      r, restart   propose to start again (the other player must accept)
      draw         offer a draw (the other player must accept)
      takeback     ask to take your last move back (the other player must accept)
    Anything else is read as a move. Ctrl-D or Ctrl-C saves the game and leaves.
terminal-saved = Game saved: run the same command again to carry on.
terminal-prompt = { $player }>
# $error: why a move or command was refused.
terminal-rejected = { $error } (h for help)
terminal-too-long = That is too long for a move or a command ({ $length ->
    [one] 1 character
   *[other] { $length } characters
}).
terminal-restarted = Restarted.
terminal-plays = { $player } plays { $move }
terminal-offers-draw = { $player } offers a draw: type draw to accept it.
# $result: a result-… text.
terminal-result = { $result }.
terminal-resign-confirm = Resign this game? ({ terminal-yes }/{ terminal-no })
terminal-resign-cancelled = Resignation cancelled.
# $command: accept, decline or withdraw (what the player typed, in any language).
terminal-nothing-to = There is nothing to { $command ->
    [accept] accept
    [decline] decline
   *[withdraw] withdraw
} here: offers are answered as they are made.
# $kind: restart, draw or takeback; $player answers.
terminal-question = { $player }, { $kind ->
    [restart] restart from the start?
    [draw] agree to a draw?
   *[takeback] let the last move be taken back?
} ({ terminal-yes }/{ terminal-no })
terminal-declines = { $player } declines the { $kind ->
    [restart] restart
    [draw] draw
   *[takeback] takeback
}.
terminal-declined = { $kind ->
    [restart] Restart declined.
    [draw] Draw declined.
   *[takeback] Takeback declined.
}

# A saved game ($game: its name; $id: its number; $moves: the moves made in it)
terminal-moves-made = { $moves ->
    [one] 1 move made
   *[other] { $moves } moves made
}
terminal-resuming = Resuming your saved { $game } (game #{ $id }, { terminal-moves-made }). Resign it (q) to start a new one.
# $differences: terminal-difference texts, joined by terminal-differences.
terminal-differs = You have a saved { $game } (game #{ $id }, { terminal-moves-made }), but it differs from what you asked for: { $differences }.
terminal-resume-or-new = Resume the saved game ({ terminal-resume }) or resign it and start anew ({ terminal-new })?
# $saved, $asked: how the saved game and the command set up one part (a terminal-setup-… text,
# or an option as typed: --flying on).
terminal-difference = saved { $saved }, asked { $asked }
terminal-differences = { $first }; { $then }
terminal-setup-two-players = two players
terminal-setup-computer = computer as { $seat }
terminal-setup-level = level { $level }
terminal-setup-position = from { $position }
terminal-setup-start = from the start
terminal-setup-none = none

## Mill variants (games/variants.py): errors and rules, $flying and $plies as in rules-morris

move-six-no-such-point = { $point } is not a point on the board: points are a1 to e5 (as drawn) or the numbers 0 to 15
position-six-board = the board is 16 characters of '.', 'W' and 'B'
position-russian-fields = a { -russian } position has 6 fields: board, side, hands, pending step, trail, records (e.g. '........................ W 9/9 - - -/-')
position-russian-record = { $record } is not a record of points like a7,d7,g7 (or - for none)
position-morabaraba-fields = a { -morabaraba } position has 6 fields: board, side, hands, pending step, trail, last mill moves (e.g. '........................ W 12/12 - - -/-')
position-morabaraba-mill = { $step } is not a move like a1-a4 (or - for none)
move-morabaraba-back = { $src }-{ $dst } moves straight back to close the same line after a { -mill } removed: no "machine gunning", play another move
move-russian-spent = { $move } closes a { -mill } whose points have all paid for a removal before: it removes nothing
rules-twelve =
    { -twelve }: { -morris } with 12 { -pieces } each and the four diagonals (a7-c5, g7-e5, a1-c3, g1-e3) as lines and { -mills }{ $flying ->
        [on] ; with 3 left you may fly to any point
       *[off] {""}
    }. If placing fills all 24 points, the game is a draw. Leave your opponent with 2 { -pieces } or no move to win; a position seen three times is a draw{ $plies ->
        [0] {""}
        [one] , and so is 1 move without a removal
       *[other] , and so are { $plies } moves without a removal
    }.
    Moves: d6 (place), a1-a4 (move), a1-a4xg7 (and remove g7); points are a1-g7 or 0-23.
rules-morabaraba =
    { -morabaraba }: 12 { -pieces } ("cows") each on the board with the four diagonals (a7-c5, g7-e5, a1-c3, g1-e3) as lines and { -mills }{ $flying ->
        [on] ; with 3 left you may fly to any point
       *[off] {""}
    }. A { -mill } removes one { -piece }, even when it closes two. No "machine gunning": after a move that formed a { -mill } and removed, your next move may not go straight back to close the same line. Draws: a board filled by placing, a position seen three times, 10 moves without a placement or removal while a player has exactly 3 { -pieces } on the board{ $plies ->
        [0] {""}
        [one] , or 1 move without a removal
       *[other] , or { $plies } moves without a removal
    }.
    Moves: d6 (place), a1-a4 (move), a1-a4xg7 (and remove g7); points are a1-g7 or 0-23.
rules-lasker =
    { -lasker }: { -morris } with 10 { -pieces } each; on every turn you may place a { -piece } from your hand or slide one of yours to a neighbouring empty point. No flying while you hold { -pieces }{ $flying ->
        [on] ; with an empty hand and 3 left you may fly to any point
       *[off] {""}
    }. Leave your opponent with 2 { -pieces } or no move to win; a position seen three times is a draw{ $plies ->
        [0] {""}
        [one] , and so is 1 move without a placement or removal
       *[other] , and so are { $plies } moves without a placement or removal
    }.
    Moves: d6 (place), a1-a4 (move), a1-a4xg7 (and remove g7); points are a1-g7 or 0-23.
rules-russian =
    { -russian }: { -morris }{ $flying ->
        [on] {" "}(with 3 left you may fly to any point)
       *[off] {""}
    }, but each player keeps a record of points: a { -mill } that removes adds its three points to your record, and a new { -mill } removes only if one of its points is not yet in it. Leave your opponent with 2 { -pieces } or no move to win; a position seen three times is a draw{ $plies ->
        [0] {""}
        [one] , and so is 1 move without a removal
       *[other] , and so are { $plies } moves without a removal
    }.
    Moves: d6 (place), a1-a4 (move), a1-a4xg7 (and remove g7); points are a1-g7 or 0-23.
rules-six =
    { -six }: two squares of 16 points joined at their middles; the 8 sides are the { -mills }. Place your 6 { -pieces }, then move them along the lines{ $flying ->
        [on] {" "}(with 3 left you may fly to any point)
       *[off] {""}
    }. Three in a row is a { -mill }: remove an opponent { -piece }. Leave your opponent with 2 { -pieces } or no move to win; a position seen three times is a draw{ $plies ->
        [0] {""}
        [one] , and so is 1 move without a removal
       *[other] , and so are { $plies } moves without a removal
    }.
    Solved here by retrograde analysis of all 50.9 million positions (without flying, leaving the draw rules out): with perfect play the start is a draw, and the `perfect` level plays that solution.
    Moves: c5 (place), a3-b3 (move), a3-b3xc4 (and remove c4); points are a1-e5 or 0-15.

## Mill variants: command names and choices

choice-twelve = { -twelve }
choice-morabaraba = { -morabaraba }
choice-lasker = { -lasker }
choice-russian = { -russian }
choice-six = { -six }
name-variant = variant
# For /morris once it offers the variants as a choice (bot/discord).
cmd-challenge-variant = which mill game: { -morris } (the default) or one of its variants

## The lobby (issue 42): open seeks, /lobby, quick pairing pools, blocks, the global lobby.

name-seek = seek
name-tournament = tournament
name-lobby = lobby
name-pair = pair
name-block = block
name-rated = rated
name-colour = colour
name-min-rating = min_rating
name-max-rating = max_rating
name-hide = hide
name-wait = wait
name-leave = leave
name-unblock = unblock
name-lobby-channel = lobby_channel
choice-channel = channel
cmd-seek = Post an open challenge anyone may accept with one click
cmd-seek-game = the game or variant
cmd-seek-clock = time per move, e.g. 5m or 1d (default: the server's turn timeout)
cmd-seek-rated = whether the game counts for ratings (default: on)
cmd-seek-colour = who moves first: me, them or random (default random)
cmd-seek-min-rating = the lowest rating of a player who may accept
cmd-seek-max-rating = the highest rating of a player who may accept
cmd-seek-scope = who sees it: this channel (default), this server, or every server in the global lobby
cmd-lobby = The open seeks you can accept, newest first
cmd-lobby-hide = on: hide from other servers in the global lobby; off: show again
cmd-pair = Quick pairing: play the next player who wants the same game and clock
cmd-pair-game = the game or variant
cmd-pair-clock = time per move, e.g. 5m or 1d (default: the server's turn timeout)
cmd-pair-wait = how long to wait for an opponent, e.g. 10m (default 15 minutes; a day for clocks of an hour or more)
cmd-pair-leave = on: leave the pool you wait in
cmd-block = Block a player: you no longer see each other's seeks and are never paired
cmd-block-user = the player
cmd-block-unblock = on: unblock them again
cmd-settings-lobby = take part in the global lobby shared by every server that opts in (off by default)
cmd-settings-lobby-channel = the one #channel of the global lobby here, or `all`
setting-wait = waiting time
button-take-seek = Accept
button-drop-seek = Withdraw
button-leave-pool = Leave the pool
seek-posted = { $seeker } seeks a game of { $title }: { $clock } per move, { $rated }, rating { $rating }, { $range }. { $scope }{ $expires }
seek-server-clock = the server's time
seek-any-rating = open to every rating
seek-range = for ratings { $low } to { $high }
seek-rated = rated
seek-casual = casual
seek-scope-channel = Open to this channel.
seek-scope-server = Open to the whole server.
seek-scope-global = Open to every server in the global lobby.
seek-accepted-by = Accepted by { $player }: game #{ $id }.
seek-you-accepted = You accepted the seek: game #{ $id } begins in its channel.
seek-withdrawn = This seek was withdrawn.
seek-bad-choice = That is not a choice: the colour is me, them or random, the scope channel, server or global.
seek-range-reversed = The rating range is the wrong way round: { $low } is above { $high }.
seek-scope-needs-server = Only a seek in a server can reach beyond its channel.
seek-too-many = You have reached the limit of open seeks ({ $count }): withdraw one first.
seek-not-yours = Only { $seeker } can withdraw this seek.
seek-gone = That seek is no longer open.
seek-expired = That seek has expired.
seek-own = You cannot accept your own seek.
seek-out-of-reach = That seek is not open to you here.
seek-rating-range = Your rating { $rating } is outside this seek's range ({ $low } to { $high }).
seek-taken = Someone else accepted that seek first.
lobby-hidden = You are hidden from other servers in the global lobby.
lobby-shown = Other servers in the global lobby see your seeks again.
lobby-empty = No open seek you can accept here. Post one with /seek, or play the next player who wants a game with /pair.
lobby-heading = Open seeks you can accept, newest first (click a number to accept):
lobby-line = **{ $number }.** { $title }, { $clock } per move, { $rated }: { $seeker } ({ $rating }), { $where }
lobby-where-here = this channel
lobby-where-other = another server
lobby-page = Page { $page } of { $pages }, { $count } in all.
lobby-server-not-in = This server does not take part in the global lobby: someone with Manage Server can turn it on with `/settings lobby:`.
lobby-other-channel = This server's global lobby is restricted to another channel (see `/settings lobby_channel:`).
lobby-one-channel = The global lobby can be restricted to one channel only.
lobby-settings-shown = Global lobby: { $state }, in { $channel }.
pool-needs-server = Quick pairing works in a server's channels, not in DMs.
pool-needs-game = Choose the game to be paired for.
pool-already = You already wait in a pool: leave it first.
pool-not-in = You are not waiting in a pool.
pool-waiting = You wait for an opponent for { $title } at { $clock } per move, until { $until }.
pool-paired = { $player }, you are paired with { $other }: your game begins here.
pool-left = You left the pool.
block-yourself = You cannot block yourself.
block-already = { $user } is already blocked.
block-not-blocked = { $user } is not blocked.
block-done = { $user } is blocked: you no longer see each other's seeks and are never paired.
block-undone = { $user } is no longer blocked.
name-mygames = mygames
cmd-mygames = Every game you play, in every server and DM, those waiting on you first
mygames-none = You have no game in progress anywhere.
mygames-heading = Your games in progress ({ $count }), those waiting on you first:
mygames-line = { $title } #{ $id } against { $opponent }: { $turn }, { $left }. { $where }
mygames-your-turn = your move
mygames-wait = their move
mygames-left = time runs out { $until }
mygames-no-clock = no clock
pool-lapsed = { $player }, nobody came for { $title } in the time you chose to wait. Play the computer at level { $level } instead?
button-play-computer = Play the computer ({ $level })
pool-offer-not-yours = Only { $player } can take up this offer.
seek-expired-note = This seek expired: nobody accepted it in time.
help-lobby = {"**"}Find an opponent**: `/seek` an open challenge anyone accepts with one click, `/lobby` the open ones you can accept, `/pair` quick pairing with the next player who wants the same game and clock, `/block` a player, `/mygames` your games everywhere.
help-lobby-servers = A server takes part in the global lobby, shared by every server that opts in, once someone with Manage Server turns on `/settings lobby:` (`lobby_channel:` keeps it to one channel).
help-tournaments = {"**"}Tournaments**: `/{ name-tournament } create` (Manage Server) runs a Swiss, a round robin or an arena in this channel; players join by the button on its card; `/{ name-tournament } standings`, `{ name-leave }`, `cancel`.

## Tournaments and live clocks (issue 43)

tournament-none = There is no such tournament on this server.
tournament-bad-format = The format must be Swiss, round robin or arena.
tournament-player-limit = The player limit must be from { $least } to { $most }.
tournament-swiss-rounds = A Swiss limited to { $players } players can have from 1 to { $most } rounds.
tournament-cycles = A round robin is played once or twice (colours swapped): choose 1 or 2.
tournament-clock = The clock per move must be from { $least } minute to { $most } days.
tournament-start-past = That start time has passed: choose a later one.
tournament-joined-already = You are in this tournament already.
tournament-not-open = This tournament has started or ended: it takes no new players.
tournament-full = This tournament is full (limit: { $players }).
tournament-not-in = You are not playing in this tournament.
tournament-over = This tournament is over.
tournament-not-organiser = Only the organiser or a server manager can do that.
tournament-too-few = A tournament needs at least 2 players to start.
choice-swiss = Swiss
choice-round-robin = Round robin
button-tournament-join = Join
button-tournament-leave = Leave
tournament-card = 🏆 **{ $format }** tournament of { $game }, { $clock } per move, organised by { $organiser }
tournament-card-open = Starts { $start }. Players ({ $count } of { $limit }): { $players }
tournament-card-cancelled = This tournament was cancelled.
tournament-card-round = **Round { $round }**
tournament-card-bye = { $player }: bye
tournament-card-board = { $white } – { $black }: { $result }
tournament-card-final = **Final standings**
tournament-card-standings = **Standings**
cmd-tournament = Tournaments in this server
cmd-tournament-create = Create a tournament in this channel (Manage Server)
cmd-tournament-format = Swiss, round robin or arena
cmd-tournament-game = The game (default Nine Men's Morris)
cmd-tournament-rounds = A Swiss's rounds, a round robin's cycles (1 or 2), an arena's minutes
cmd-tournament-players = The most players (2 to 200, default 16)
cmd-tournament-start-in = Minutes until it starts (default 10)
cmd-tournament-start = Start this channel's tournament now (its organiser)
cmd-tournament-standings = Show this channel's tournament: round and standings
cmd-tournament-leave = Leave this channel's tournament
cmd-tournament-cancel = Cancel this channel's tournament (its organiser, or Manage Server)
tournament-needs-manager = Creating a tournament needs the Manage Server permission.
tournament-started = The tournament begins.
tournament-cancelled = You cancelled the tournament.
tournament-joined = You joined the tournament.
tournament-left = You left the tournament.
setting-increment = increment
live-clock-people = A live clock with an increment (such as 5+3) is for games between two people: give the opponent and the clock as minutes+seconds.
challenge-live-clock = Clock: { $clock } each, plus { $increment } s per move.
choice-arena = Arena
tournament-arena-minutes = An arena lasts from { $least } to { $most } minutes.
tournament-card-arena-ends = Ends { $end } (games in progress are played out).
tournament-card-arena-line = { $place }. { $player }: { $points }

# Leftovers of issues 41 and 40 (polish41): the board style in effect and per match, and
# the wording players read (Lasker's menus that mix placing and moving, and more)

settings-tiles-missing = text ({ choice-tiles } is chosen, but the bot's tiles are not available)
cmd-challenge-board-style = how this game's board is drawn (default: the server's board style)
step-place-on = place on { $point }
step-move-from = move from { $point }
help-settings = , `/settings` (Manage Server) timeouts, board style and game channels
terminal-accept-confirm = Accept { $player }'s { $kind ->
    [restart] proposal to start again
    [draw] draw offer (the game ends drawn)
   *[takeback] request to take back the last move
}? ({ terminal-yes }/{ terminal-no })
terminal-accept-cancelled = Not accepted: the { $kind ->
    [restart] proposal
    [draw] offer
   *[takeback] request
} still stands.
legend-russian-record = { $piece } record:
help-tables-building = The endgame tables are being built in the background right now (minutes on a fast machine, half an hour or more on a busy one): until then `hard` searches those endgames instead, and it gets stronger once the build ends.
cmd-board-board-style = your own board style for /{ name-board } and /{ name-review }, remembered (default: each game's board)
choice-tiles = tiles
own-board-style-saved = Your own board style is now { $style }: /{ name-board } and /{ name-review } show boards in it.

## Lobby review fixes (issue 42)
lobby-channel-no-games = The global lobby's channel must be one where games are allowed (`/settings channels:`).

# Tournaments, continued (issue 43, tour43): late joiners, the winners' announcement, /stats
tournament-late-past = This tournament took late players until round { $round } was paired: it takes no more.
tournament-late-swiss-only = Only a Swiss takes late players: leave out late_join for a round robin or an arena.
tournament-late-range = Late players can be let in up to a round from 0 (none) to { $rounds }, this Swiss's rounds.
tournament-card-late = Late players can still join: they are paired from the next round (until round { $round }).
tournament-won = 🏆 { $winner } wins the **{ $format }** tournament of { $game }!
stats-tournaments = Tournaments: { $played } played, { $won } won
cmd-tournament-late-join = A Swiss takes late players until this round is paired (default 0: none)
cmd-tournament-rated = Whether its games are rated (default: yes)
tournament-card-unrated = Its games are unrated.
cmd-settings-tournament-role = the role whose members may also create tournaments (@everyone: Manage Server only)
settings-tournament-role-shown = Tournament organisers: Manage Server and { $role }
settings-tournament-role-none = Tournament organisers: Manage Server only
tournament-needs-organiser = Creating a tournament needs the Manage Server permission or the role { $role }.
tournament-event-name = { $format } tournament of { $game }
tournament-no-event = No Discord event was scheduled for it: the bot lacks the Create Events permission on this server.
cmd-tournament-clock-live = Time per move (10m, 1d; default 10m) or a live clock such as 5+3 (an arena's, default 5+3)
tournament-card-live = 🏆 **{ $format }** tournament of { $game }, live clock { $clock }, organised by { $organiser }
tournament-arena-live = An arena is played on a live clock: give the clock as minutes+seconds, such as 5+3.
tournament-no-threads = This tournament's games are played here in the channel: the bot may not create private threads in it (Create Private Threads).

## Games across servers (issue 42, cross-server homes)
home-moved-to-dm = **{ $game }** #{ $id }: the channel where you played it is gone, so the game goes on here, in our DM. Play by clicking the board.
seek-you-accepted-across = You accepted the seek: game #{ $id } begins, on a board here and one in the seeker's server.

## Lobby papercuts (issue 42, second round)
pool-paired-unsaid = Your game has begun here, but { $player } could not be told: let them know.

# Tournament board links (issue 43): each pairing on the card links its game (its board, or its thread)
tournament-card-board-link = { $board } · [game]({ $url })

## What a person sees (look4): the tournament card's compact table, one line a player on a
## phone; an offer on the board where its answerer does not play (a game across servers)
tournament-card-columns = -# points · Buchholz · Sonneborn-Berger
tournament-card-row = { $place }. { $player }: **{ $points }** · { $buchholz } · { $berger }
tournament-card-player-withdrawn = { $player } (withdrew)
offer-draw-elsewhere = { $proposer } offers a draw in { $game } #{ $id }. { $opponent } answers on their own board.
offer-restart-elsewhere = { $proposer } proposes to restart the game from the beginning in { $game } #{ $id }. { $opponent } answers on their own board.
offer-takeback-elsewhere = { $proposer } asks to take back their last move in { $game } #{ $id }. { $opponent } answers on their own board.

## Lobby, fourth round (issue 42): a seek with the game's own options
seek-title-options = { $title } ({ $options })

## Lobby fixes (issue 42): an open seek's expiry, dropped once it is closed
seek-expires = {" "}Expires { $until }.

## Lobby fixes (issue 42): a rematch offered in a game across servers
offer-rematch-elsewhere = { $proposer } offers a rematch in { $game } #{ $id }. { $opponent } plays in another server and accepts there, with /rematch or the Rematch button of their board.

## Tournament games: the board says which tournament, and its round
board-tournament-round = 🏆 { $format } tournament, round { $round } of { $rounds }
board-tournament = 🏆 { $format } tournament

## Lobby leftovers (issue 42): a rematch offered across servers pings the other player
rematch-offer-ping = { $opponent }, { $proposer } offers you a rematch of { $game } #{ $id }: accept or decline on your board: { $link }

## Games across the processes of a shard cluster (issue 42): inputs forwarded to the holder
held-elsewhere = This game is run by the bot on the other player's server: from here you can move, resign or abort it, nothing else. Nothing was changed.
forward-no-answer = The other player's server, which runs this game, did not answer in time (it may be restarting), so nothing was changed. Try again in a minute.
forward-taken-late = The other player's server, which runs this game, has your request but is slow to answer: the board shows it once it is done.
forward-unknown = This cannot be sent to the server that runs this game. Nothing was changed.

## Lobby leftovers, round 2 (issue 42): a rematch declined across servers, on the offerer's board
board-declined-rematch = **{ $game }** #{ $id }: { $player } declined the rematch.
