"""Pure game rules and computer players: standard library only."""

from games import compiled

compiled.install()  # a compiled engine older than its sources is ignored, never run
