"""Tournaments in a server: Swiss, round robin and arena events whose games are ordinary
matches. This module holds what players and organisers ask (create, join, leave, start,
cancel); :mod:`bot.service.tournament_runner` runs the events.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.service.errors import InvalidRequestError, NotAPlayerError
from bot.service.match import make_rules
from bot.service.tournament_boards import forfeited
from bot.service.tournament_models import TournamentView, checked_format, checked_join
from bot.service.tournament_runner import TournamentRunner
from bot.storage import BoardRecord, TournamentRecord, TournamentStatus
from texts import t


class Tournaments(TournamentRunner):
    """Creates the tournaments of the servers this process serves, takes their players'
    and organisers' requests, and runs them (:class:`TournamentRunner`)."""

    # -- commands ------------------------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        format: str,
        game: str,
        options: Mapping[str, object] | None = None,
        *,
        rounds: int,
        turn_time_s: int,
        max_players: int,
        starts_at: float,
        language: str | None = None,
        late_join: int = 0,
        rated: bool = True,
        increment_s: int | None = None,
    ) -> TournamentView:
        """Create an open tournament: ``rounds`` a Swiss's rounds, a round robin's cycles, an
        arena's minutes; ``late_join`` a Swiss's last round late joiners play (0: none);
        ``increment_s`` makes ``turn_time_s`` a live clock (an arena's must be one).
        Raises :class:`InvalidRequestError` for an option out of range (:func:`checked_format`),
        an unknown game or option, or a start time in the past."""
        kind = checked_format(format, rounds, turn_time_s, max_players, late_join, increment_s)
        rules = make_rules(game, options or {})
        now = self._clock.now()
        if starts_at < now:
            raise InvalidRequestError(t("tournament-start-past"))
        record = TournamentRecord(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            organiser_id=user_id,
            format=kind.value,
            game=rules.name,
            options=dict(rules.options),
            rounds=rounds,
            turn_time_s=turn_time_s,
            max_players=max_players,
            starts_at=starts_at,
            status=TournamentStatus.OPEN,
            round=0,
            created_at=now,
            language=language,
            late_join=late_join,
            rated=rated,
            increment_s=increment_s,
        )
        await self._store.add(record)
        return await self.view(guild_id, record.id)

    async def join(self, guild_id: int, tournament_id: int, user_id: int) -> TournamentView:
        """Add ``user_id`` to an open tournament, or to a running Swiss that has not paired
        its late join round yet (they are paired from the next round). Raises
        :class:`InvalidRequestError` if they are in it already, it is full, past its late join
        round or takes no new players."""
        async with self._lock:
            view = await self.view(guild_id, tournament_id)
            late = checked_join(view, user_id)
            if not await self._store.join(tournament_id, user_id, self._clock.now(), late):
                raise InvalidRequestError(t("tournament-full", players=view.record.max_players))
            return await self.view(guild_id, tournament_id)

    async def leave(self, guild_id: int, tournament_id: int, user_id: int) -> TournamentView:
        """Take ``user_id`` out: before the start simply; once started they are withdrawn,
        their game in progress resigned and their boards not yet played lost. Raises
        :class:`NotAPlayerError` if they are not playing in it, :class:`InvalidRequestError`
        once it is over."""
        async with self._lock:
            view = await self.view(guild_id, tournament_id)
            record = view.record
            if user_id not in view.players or user_id in view.withdrawn:
                raise NotAPlayerError(t("tournament-not-in"))
            if record.status is TournamentStatus.OPEN:
                await self._store.leave(tournament_id, user_id)
                return await self.view(guild_id, tournament_id)
            if record.status is not TournamentStatus.RUNNING:
                raise InvalidRequestError(t("tournament-over"))
            mine = [
                b
                for b in view.current
                if b.white_points is None and user_id in (b.white_id, b.black_id)
            ]
            unstarted = [b for b in mine if b.game_id is None]
            forfeits = [forfeited(b, {user_id}) for b in unstarted]
            await self._store.withdraw(tournament_id, user_id, forfeits)
            where = {g.id: g.channel_id for g in self._host.active_games()}
            for board in mine:
                if board.game_id is not None:
                    channel = where.get(board.game_id, record.channel_id)
                    await self._host.resign(record.guild_id, channel, user_id)
        await self._advance(tournament_id)
        return await self.view(guild_id, tournament_id)

    async def start(self, guild_id: int, tournament_id: int, user_id: int) -> TournamentView:
        """Start an open tournament now (its organiser's request). Raises
        :class:`NotAPlayerError` for anyone else, :class:`InvalidRequestError` if it is not
        open or has fewer than 2 players."""
        view = await self.view(guild_id, tournament_id)
        if user_id != view.record.organiser_id:
            raise NotAPlayerError(t("tournament-not-organiser"))
        if view.record.status is not TournamentStatus.OPEN:
            raise InvalidRequestError(t("tournament-not-open"))
        if len(view.players) < 2:
            raise InvalidRequestError(t("tournament-too-few"))
        await self._begin(view.record)
        return await self.view(guild_id, tournament_id)

    async def cancel(
        self, guild_id: int, tournament_id: int, user_id: int, manager: bool
    ) -> TournamentView:
        """Cancel a tournament not over (by its organiser, or a server ``manager``); the
        games in progress are played out but count for nothing more. Raises
        :class:`NotAPlayerError` or :class:`InvalidRequestError` (over already)."""
        view = await self.view(guild_id, tournament_id)
        if user_id != view.record.organiser_id and not manager:
            raise NotAPlayerError(t("tournament-not-organiser"))
        async with self._lock:
            for status in (TournamentStatus.OPEN, TournamentStatus.RUNNING):
                if await self._store.set_status(tournament_id, TournamentStatus.CANCELLED, status):
                    break
            else:
                raise InvalidRequestError(t("tournament-over"))
        return await self.view(guild_id, tournament_id)

    async def note_message(self, tournament_id: int, message_id: int) -> None:
        """Record the message showing the tournament's card."""
        await self._store.note_message(tournament_id, message_id)

    async def note_event(self, tournament_id: int, event_id: int | None) -> None:
        """Record the tournament's Discord scheduled event, kept in step by the front end
        from then on (None: forget it, ended or gone)."""
        await self._store.note_event(tournament_id, event_id)

    async def note_thread(self, tournament_id: int, board: BoardRecord, thread_id: int) -> None:
        """Record the private thread made for ``board``'s match (as soon as it is made, so
        that a restart before the match starts plays in it rather than making another)."""
        await self._store.note_thread(tournament_id, board, thread_id)

    async def latest(self, guild_id: int, channel_id: int) -> TournamentView:
        """The newest tournament of ``channel_id`` that is open or running. Raises
        :class:`InvalidRequestError` if none is open or running there."""
        found = [r for r in await self._store.in_progress() if r.channel_id == channel_id]
        if not found:
            raise InvalidRequestError(t("tournament-none"))
        return await self.view(guild_id, found[-1].id)
