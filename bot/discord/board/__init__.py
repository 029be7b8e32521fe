"""The live board and what posts for a match: the board's writer (``live``), its card
(``layout``), turn pings and scrolling (``pings``), threads, acknowledgements within Discord's
three seconds (``acks``), posting where the bot is only a user's app (``outlets``) and the
other posts (``posting``)."""
