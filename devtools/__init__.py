"""Tools for tests and benchmarks (never imported by the bot)."""
