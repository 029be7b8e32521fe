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

# A test's own texts (tests/texts).
test-greeting = Hello { $who }, you have { $count ->
    [one] one game
   *[other] { $count } games
} in { $place }.
test-place = the { -morris } channel


## Rules (games/): move, position and option errors; rules and notation help


## Boards (renderer/): legends, status lines, last-move notes


## Service (bot/service/): what a request could not do, and why

# Storage and concurrency
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

# Server settings ($setting is clock, turn-timeout or challenge-expiry)
settings-need-server = Settings belong to a server; DMs and group DMs use the defaults. Run this in a server channel to change that server's settings.
no-board-style = There is no board style '{ $style }': choose { $styles }.
out-of-range = The { $setting ->
    [clock] clock
    [turn-timeout] turn timeout
   *[challenge-expiry] challenge expiry
} must be from { $low } to { $high }, not { $seconds } seconds.
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


## Discord (bot/discord/): commands, challenges, live boards, replies


## Terminal (bot/console/)

