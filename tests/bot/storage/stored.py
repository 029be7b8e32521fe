"""Putting a game into a repository the way the service does: with the challenge it came
from (a challenge accepted at once stores both in one transaction)."""

from __future__ import annotations

from bot.storage import ChallengeRecord, GameRecord, Repository


async def store_game(repo: Repository, game: GameRecord) -> None:
    """Insert ``game`` (setting its ``id``) with an accepted challenge between its players."""
    challenge = ChallengeRecord(
        0,
        game.guild_id,
        game.channel_id,
        game.player1_id,
        game.player2_id,
        game.game,
        game.options,
        game.first_choice,
        game.start_position,
        game.created_at,
        game.created_at + 600,
    )
    await repo.add_challenge(challenge, game)
