"""Quick pairing: /pair (paired at once, or waiting with a Leave button), and the computer
offered, one click away, to a player whose wait ended."""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import Any

import discord
from discord import app_commands

from bot.cogs.lobby import GAME_CHOICES, LobbyCog
from bot.cogs.lobby_buttons import LeavePoolButton, computer_offer
from bot.cogs.lobby_lines import clock_text, who
from bot.discord.board.outlets import Unreachable
from bot.discord.localize import described
from bot.discord.options import DurationText
from bot.discord.replies import edit_clicked, send_private
from bot.discord.say import pinging, say, timestamp
from bot.discord.wording import language
from bot.limits import CLOCK_RANGE
from bot.service import Event, InvalidRequestError, PoolLapsed, parse_duration
from bot.service.pools import POOL_WAIT_RANGE
from games.registry import GAMES
from texts import DEFAULT_LOCALE, Person, t

log = logging.getLogger(__name__)


class Pairing(LobbyCog):
    """/pair and the computer offered after a wait; their buttons reach it as the host's
    ``pools``."""

    def shown(self, event: Event) -> Coroutine[Any, Any, None] | None:
        """Offer the computer to a player whose wait in a pool ended."""
        return self._offer_computer(event) if isinstance(event, PoolLapsed) else None

    async def _offer_computer(self, lapsed: PoolLapsed) -> None:
        """Post, pinging the player only, that nobody came, with a button to play the computer
        at the level nearest their rating."""
        speaks = lapsed.language or DEFAULT_LOCALE
        text = t(
            "pool-lapsed",
            player=Person(lapsed.user_id),
            title=t(GAMES[lapsed.game].title_key),
            level=t(f"choice-{lapsed.level}"),
        )
        try:
            await self.poster.outlets.send(
                lapsed.channel_id,
                say(text, speaks),
                view=computer_offer(
                    lapsed.game, lapsed.level, lapsed.turn_time_s or 0, lapsed.user_id, speaks
                ),
                allowed_mentions=pinging(lapsed.user_id),
            )
        except (discord.HTTPException, Unreachable) as error:
            log.info("could not offer the computer to %s: %r", lapsed.user_id, error)

    async def play_computer(
        self, interaction: discord.Interaction, game: str, level: str, turn_time_s: int | None
    ) -> None:
        """Start a game against the computer (the offer after a wait in a pool), the offer's
        button disabled by the click (it is taken up once)."""
        asker, speaks = await self.host_here(interaction)
        result = await self.service.challenge(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            None,
            game,
            level=level,
            turn_time_s=turn_time_s,
            language=speaks,
        )
        match = result.match
        assert match is not None  # a game against the computer starts at once
        note = t("game-begins", game=t(f"game-{match.game}"), id=str(match.id))
        taken = computer_offer(game, level, turn_time_s or 0, asker.user_id, speaks, True)
        await edit_clicked(interaction, note, taken, speaks)
        await self.poster.send_events(match, result.events)

    # -- quick pairing -------------------------------------------------------------------------

    @app_commands.command(name="pair", description=described("cmd-pair"))
    @app_commands.describe(
        game=described("cmd-pair-game"),
        clock=described("cmd-pair-clock"),
        wait=described("cmd-pair-wait"),
        leave=described("cmd-pair-leave"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def pair(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        clock: DurationText | None = None,
        wait: DurationText | None = None,
        leave: bool | None = None,
    ) -> None:
        """Join a pool (paired at once, or waiting with a Leave button), or leave it."""
        if leave:
            await self.leave_pool(interaction)
            return
        if game is None:
            raise InvalidRequestError(t("pool-needs-game"))
        asker, speaks = await self.host_here(interaction)
        turn_time_s = None if clock is None else parse_duration(clock, CLOCK_RANGE, "clock")
        joined = await self.service.lobby.join_pool(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            game,
            turn_time_s=turn_time_s,
            wait_s=None if wait is None else parse_duration(wait, POOL_WAIT_RANGE, "wait"),
            language=speaks,
        )
        if joined.match is None:
            waiting = t(
                "pool-waiting",
                title=t(GAMES[game].title_key),
                clock=clock_text(turn_time_s),
                until=timestamp(joined.expires_at),
            )
            await interaction.response.send_message(
                say(waiting, asker.locale),
                view=discord.ui.View(timeout=None).add_item(LeavePoolButton(asker.locale)),
                ephemeral=True,
            )
            return
        threads = joined.thread or joined.home_thread
        if threads:  # making a thread may wait on Discord's rate limits: answer now
            await interaction.response.defer(ephemeral=True, thinking=True)
        started = await self.in_thread(joined.match, joined.thread, None, joined.home_thread)
        match = started.match
        note = t("game-begins", game=t(f"game-{match.game}"), id=str(match.id))
        await self.poster.answer_events(
            interaction, match, started.events, note, starts=not threads
        )
        opponent = match.opponent_of(asker.user_id)
        theirs = match.home_of(opponent)  # a game across servers: their own channel
        paired = t("pool-paired", player=Person(opponent), other=who(interaction, match))
        try:
            await self.poster.outlets.send(
                theirs.channel_id,
                say(paired, language(theirs)),
                view=None,
                allowed_mentions=pinging(opponent),
            )
        except (discord.HTTPException, Unreachable) as error:  # the game is on all the same
            log.info("match %s: could not ping %s: %r", match.id, opponent, error)
            await send_private(interaction, t("pool-paired-unsaid", player=Person(opponent)))

    async def leave_pool(self, interaction: discord.Interaction) -> None:
        """Leave the pool the user waits in (/pair leave, or the Leave button)."""
        await self.service.lobby.leave_pool(interaction.user.id)
        await send_private(interaction, t("pool-left"))
