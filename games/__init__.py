"""Pure game rules and computer players: standard library only."""
