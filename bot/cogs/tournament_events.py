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

from bot.discord.replies import send_private
from bot.discord.say import fit, say
from bot.service import MatchService
from bot.service.tournament_boards import arena_end
from bot.service.tournament_models import TournamentFormat, TournamentStatus, TournamentView
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


def _expected_end(view: TournamentView) -> float:
    """When a tournament may be expected to end, for its Discord event: an arena's end, else
    an hour a round (a round robin's rounds from its player limit)."""
    record = view.record
    if record.format == TournamentFormat.ARENA:
        return arena_end(record)
    rounds = record.rounds
    if record.format == TournamentFormat.ROUND_ROBIN:
        rounds *= record.max_players - 1
    return record.starts_at + 3600 * rounds


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
        """Each event's status as last brought (fetched again after a restart)."""
        self._locks: dict[int, asyncio.Lock] = {}
        self._waiting: set[asyncio.Task[None]] = set()

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
                    end_time=datetime.fromtimestamp(_expected_end(view), UTC),
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
        """Bring the tournament's event to its state (started, completed, cancelled); an
        event refused or gone is forgotten, said in one log line; another failure is tried
        again at the tournament's next change."""
        record = view.record
        wanted = WANTED.get(record.status)
        event_id = record.event_id
        if event_id is None or wanted is None or self._shown.get(event_id) is wanted:
            return
        async with self._locks.setdefault(event_id, asyncio.Lock()):
            if self._shown.get(event_id) in (wanted, *OVER):
                return  # brought meanwhile, or forgotten
            guild = self.client.get_guild(record.guild_id)
            if guild is None:
                if not self.client.is_ready():  # a resume before the gateway's guilds
                    task = asyncio.create_task(self._once_ready(view))
                    self._waiting.add(task)
                    task.add_done_callback(self._waiting.discard)
                return
            try:
                event = await guild.fetch_scheduled_event(event_id, with_counts=False)
                await _step(event, wanted)
            except (discord.Forbidden, discord.NotFound) as error:
                log.warning(
                    "tournament %d: its Discord event %d is left as it is: %s",
                    record.id,
                    event_id,
                    error.text,
                )
                wanted = discord.EventStatus.cancelled
            except discord.HTTPException as error:
                log.warning("tournament %d: its Discord event not updated: %s", record.id, error)
                return
            self._shown[event_id] = wanted
            if wanted in OVER:
                await self.service.tournaments.note_event(record.id, None)

    async def _once_ready(self, view: TournamentView) -> None:
        await self.client.wait_until_ready()
        await self.follow(view)
