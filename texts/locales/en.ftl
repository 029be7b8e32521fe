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
-pleiadis = Pleiadis
-mill = mill

game-morris = { -morris }
game-three = { -three }
game-notakto = { -notakto }
game-breakthrough = { -breakthrough }
game-firstattack = { -firstattack }
game-pleiadis = { -pleiadis }



## Rules (games/): move, position and option errors; rules and notation help


## Boards (renderer/): legends, status lines, last-move notes


## Service (bot/service/): what a request could not do, and why

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
bad-options = { $reason }.
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
export-missed-win = Missed win: move { $ply } ({ $move }) by { $player } let a won endgame go (won in { $plies } plies by the endgame tables; it left { $left }).


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
challenge-answer-addressed = Press Accept or Decline, or reply to this message with `accept` or `decline`. The challenge expires { $expires }.
challenge-answer-none = Press Accept or Decline. The challenge expires { $expires }.
challenge-opponent-is-bot = { $opponent } is a bot: challenge a person, or leave opponent out to play me.
challenge-opponent-not-member = { $opponent } is not a member of this server, so they could not answer: challenge someone who is here.
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
you-resigned = You resigned.
game-aborted = The game was aborted.
step-question = **{ $game }** #{ $id }: { $question }
step-outdated = That choice is no longer possible: the board has changed. Use its menu again.
game-no-longer-in-progress = That game is no longer in progress.
not-playing-this-game = You are not playing this game.
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
typed-how-addressed = Type your move as a reply to the board or with me mentioned
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
    {"**"}After a game**: `/rematch` (or the Rematch button), `/export` move list and position.
    {"**"}More**: `/stats [user] [game]` ratings and records, `/help [game]` rules, `/settings` (Manage Server) timeouts, board style and game channels.
help-typing-any = , or just type the move in the channel (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, `b2-c3`). Typed: `h` help, `q` resign, `r` restart, `draw`, `accept`, `decline`, `withdraw` (your own challenge; or its Withdraw button).
help-typing-addressed = , or type the move as a reply to the board or with me mentioned (`@me d6`, `a1-a4xg7`). Typed the same way: `h` help, `q` resign, `r` restart, `draw`, `accept`, `decline`, `withdraw` (your own challenge; or its Withdraw button).
help-typing-none = . Typed messages are not read here.
reminders-on = Reminders by DM are on: I also send you a DM when your time to move runs short on a clock of an hour or more. Change it with `/reminders dm:`.
reminders-off = Reminders by DM are off: only the mention in the game when your time to move runs short on a clock of an hour or more. Change it with `/reminders dm:`.
settings-channels-invalid = Name the channels where games are allowed as #channel mentions, or write `all`.
settings-manage-server-only = Only members with the Manage Server permission can do this.
settings-channel-elsewhere = { $channel } is not a channel of this server: name channels of this server, or write `all`. Nothing was changed.
settings-saved = Settings saved.
settings-current = Current settings (give options to change them).
settings-every-channel = every channel
settings-shown =
    { $heading }
    Turn timeout: { $timeout }
    Challenge expiry: { $expiry }
    Board style: { $style }
    Games allowed in: { $channels }
    Games in threads of their own: { $threads }
export-as-file = The game is too long for one message: here it is as a file.

# Results and boards
board-title = **{ $game }** #{ $id }:
board-played = **{ $game }** #{ $id }: { $player } played **{ $move }**.
board-played-offering-draw = **{ $game }** #{ $id }: { $player } played **{ $move }** and offers a draw: press Accept or Decline, or /draw to accept it.
board-start = **{ $game }** #{ $id }: the game begins, { $player } moves first.
board-restart = **{ $game }** #{ $id }: the game starts again from the beginning.
board-takeback = **{ $game }** #{ $id }: { $player }'s last move (and any reply to it) was taken back.
board-recent = Recent moves: { $moves }
board-not-shown-move = **{ $move }** was played; the board could not be posted. /board shows it.
board-not-shown = Your move was played; the board could not be posted. /board shows it.
turn-ping = { $player }, your move in { $game } #{ $id }: { $link }
result-ping = { $players }: { $game } #{ $id } has ended, see the board: { $link }
board-moved = *This board moved: the game continues at { $link }*
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
result-aborted = **Game over**: the game was aborted (no result, no rating change).
result-draw = **Game over**: draw { $how }.
result-win = **Game over**: { $winner } wins { $how }.
result-rating = { $player } { $before } → { $after }, { $why }
result-rated =
    { $result }
    Ratings: { $changes }
result-unrated =
    { $result }
    Unrated game.


# Commands: descriptions (Discord's limit: 100 characters)
cmd-challenge = Challenge someone, or the computer, to { $game }
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
cmd-settings-threads = play each game between people in a thread of its own


## Terminal (bot/console/)

