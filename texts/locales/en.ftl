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


## Discord (bot/discord/): commands, challenges, live boards, replies


## Terminal (bot/console/)

