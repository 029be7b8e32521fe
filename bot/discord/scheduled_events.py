"""A tournament's Discord scheduled event: made at ``/tournament create`` when the bot may (its
location the card), then kept in step with the tournament: started (``ACTIVE``) when it starts,
completed when it ends, cancelled with it (one already started is completed: Discord cancels
only a scheduled event). Its id is stored with the tournament, so that a restart finds it
again. A missing permission or an event deleted meanwhile is said in one log line and the
event forgotten; the tournament goes on."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime

import discord

from bot.background import Background
from bot.discord.replies import send_private
from bot.discord.say import fit, say
from bot.service import MatchService
from bot.service.tournament_boards import expected_end
from bot.service.tournament_models import TournamentStatus, TournamentView
from games.registry import GAMES
from texts import DEFAULT_LOCALE, t

log = logging.getLogger(__name__)

WANTED = {
    TournamentStatus.RUNNING: discord.EventStatus.active,
    TournamentStatus.FINISHED: discord.EventStatus.completed,
    TournamentStatus.CANCELLED: discord.EventStatus.cancelled,
}
"""The status a tournament's event is brought to once the tournament is in each state."""
OVER = (discord.EventStatus.completed, discord.EventStatus.cancelled)
"""An event's statuses that can no longer change."""


async def _step(event: discord.ScheduledEvent, wanted: discord.EventStatus) -> None:
    """Move ``event`` towards ``wanted`` by the transitions Discord allows (scheduled to
    active or cancelled, active to completed): a scheduled event is started before it is
    completed, an active one completed rather than cancelled."""
    if event.status is discord.EventStatus.scheduled:
        if wanted is discord.EventStatus.cancelled:
            await event.cancel()
            return
        event = await event.start()
    if event.status is discord.EventStatus.active and wanted is not discord.EventStatus.active:
        await event.end()


class TournamentEvents:
    """Makes the tournaments' Discord events and keeps them in step with the tournaments."""

    def __init__(self, client: discord.Client, service: MatchService) -> None:
        self.client = client
        self.service = service
        self._shown: dict[int, discord.EventStatus] = {}
        """Each live event's status as last brought (fetched again after a restart)."""
        self._locks: dict[int, asyncio.Lock] = {}
        """One lock per live event; it and its status go once the event is over."""
        self._waiting = Background(log)

    async def schedule(
        self, interaction: discord.Interaction, view: TournamentView, card: str
    ) -> None:
        """Schedule a Discord event for the tournament (its location the ``card``'s link)
        when the bot may, and store it; else tell the organiser privately that none was
        scheduled, and why."""
        record = view.record
        guild = interaction.guild
        allowed = interaction.app_permissions
        if guild is not None and (allowed.create_events or allowed.manage_events):
            name = t(
                "tournament-event-name",
                format=t(f"choice-{record.format}"),
                game=t(GAMES[record.game].title_key),
            )
            try:
                event = await guild.create_scheduled_event(
                    name=fit(say(name, record.language or DEFAULT_LOCALE), 100),
                    start_time=datetime.fromtimestamp(record.starts_at, UTC),
                    end_time=datetime.fromtimestamp(expected_end(record), UTC),
                    entity_type=discord.EntityType.external,
                    privacy_level=discord.PrivacyLevel.guild_only,
                    location=card,
                )
            except discord.HTTPException as error:
                log.warning("tournament %d: no Discord event: %s", record.id, error.text)
            else:
                self._shown[event.id] = event.status
                await self.service.tournaments.note_event(record.id, event.id)
                return
        await send_private(interaction, t("tournament-no-event"))

    async def follow(self, view: TournamentView) -> None:
        """Bring the tournament's event to its state (started, completed, cancelled); once
        over, or refused, gone, or in a server the bot has left (said in one log line), it is
        forgotten; another failure is tried again at the tournament's next change."""
        record = view.record
        wanted = WANTED.get(record.status)
        event_id = record.event_id
        if event_id is None or wanted is None or self._shown.get(event_id) is wanted:
            return
        async with self._locks.setdefault(event_id, asyncio.Lock()):
            if self._shown.get(event_id) is wanted:
                return  # brought meanwhile
            guild = self.client.get_guild(record.guild_id)
            if guild is None and not self.client.is_ready():  # a resume before the guilds
                self._waiting.spawn(self._once_ready(view), f"tournament-{record.id}-event")
                return
            reached = await _bring(guild, record.id, event_id, wanted)
            if reached in OVER:
                await self.service.tournaments.note_event(record.id, None)
                self._shown.pop(event_id, None)
                self._locks.pop(event_id, None)
            elif reached is not None:
                self._shown[event_id] = reached

    async def close(self) -> None:
        """Stop the follow-ups still waiting for the gateway (when shutting down)."""
        await self._waiting.close()

    async def _once_ready(self, view: TournamentView) -> None:
        await self.client.wait_until_ready()
        await self.follow(view)


async def _bring(
    guild: discord.Guild | None, tournament_id: int, event_id: int, wanted: discord.EventStatus
) -> discord.EventStatus | None:
    """Bring event ``event_id`` of ``guild`` (None: a server the bot has left) to ``wanted``;
    the status it is left in (cancelled: refused or gone, to be forgotten), or None after a
    failure worth another try."""
    if guild is None:
        log.warning(
            "tournament %d: its Discord event %d is forgotten: the bot left its server",
            tournament_id,
            event_id,
        )
        return discord.EventStatus.cancelled
    try:
        event = await guild.fetch_scheduled_event(event_id, with_counts=False)
        await _step(event, wanted)
    except (discord.Forbidden, discord.NotFound) as error:
        log.warning(
            "tournament %d: its Discord event %d is left as it is: %s",
            tournament_id,
            event_id,
            error.text,
        )
        return discord.EventStatus.cancelled
    except discord.HTTPException as error:
        log.warning("tournament %d: its Discord event not updated: %s", tournament_id, error)
        return None
    return wanted
