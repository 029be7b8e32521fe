"""The service's reads and settings: the part of :class:`~bot.service.MatchService` that
starts, plays and ends nothing (matches in progress, stored games and their export, standings,
servers' and players' settings)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from bot.service.computer import MoveProvider
from bot.service.errors import NoGameError, refused_if_unsaved
from bot.service.export import export_match
from bot.service.forwarding import Forwarding
from bot.service.guild_settings import GuildSettingsCache
from bot.service.match import check_turn, player, seat_of
from bot.service.matches import Matches
from bot.service.models import LeaderboardEntry, MatchExport, MatchView, PlayerRecord
from bot.service.ratings import Standings
from bot.service.review import MatchReview, Reviews
from bot.service.steps import MoveChoices, settled_choices
from bot.service.views import match_view, record_view
from bot.storage import GuildSettings, Repository
from texts import t


class Lookups:
    """Reads of matches, games and standings, and the settings of servers and players, on
    the service's ``repository``, ``matches`` in progress and ``settings`` cache (reviews are
    computed by ``provider``); the matches another process holds are caught up through its
    ``_forwarding``."""

    _forwarding: Forwarding

    def __init__(
        self,
        repository: Repository,
        matches: Matches,
        settings: GuildSettingsCache,
        provider: MoveProvider,
    ) -> None:
        self._repo = repository
        self._matches = matches
        self._settings = settings
        self._standings = Standings(repository)
        self._reviews = Reviews(repository, provider)

    def active_game(self, channel_id: int, user_id: int) -> MatchView | None:
        """Return ``user_id``'s match in progress in ``channel_id``, as their board sees it
        (:meth:`MatchView.home_of`), or None."""
        match = self._matches.find(channel_id, user_id)
        return None if match is None else match_view(match).home_of(user_id)

    def active_games(self) -> list[MatchView]:
        """Return every match in progress."""
        return [match_view(match) for match in self._matches]

    def legal_moves(self, channel_id: int, user_id: int) -> list[str]:
        """Return the canonical text of every legal move for ``user_id`` in their match here
        (empty if they have none or it is not their turn), e.g. for autocomplete."""
        match = self._matches.find(channel_id, user_id)
        if match is None or player(match.record, match.state.to_move) != user_id:
            return []
        return [match.rules.format_move(move) for move in match.state.legal_moves()]

    def match_choices(self, match_id: int, user_id: int, prefix: str = "") -> MoveChoices:
        """What ``user_id`` may choose next in match ``match_id`` after the steps ``prefix``,
        forced steps taken (:func:`bot.service.steps.settled_choices`: its ``prefix`` may be
        longer, and a complete move when nothing was left to choose).

        Raises :class:`NoGameError` if the match is not in progress, :class:`NotAPlayerError`
        if ``user_id`` is not playing it and :class:`NotYourTurnError` if it is not their turn.
        """
        match = self._matches.get(match_id)
        if match is None:
            raise NoGameError(t("game-not-in-progress"))
        seat = seat_of(match.record, user_id)
        check_turn(match, seat)
        return settled_choices(match_view(match), prefix, finish=True)

    def channel_games(self, channel_id: int) -> list[MatchView]:
        """Return the matches in progress with a board in ``channel_id``, oldest first, each
        as that board sees it (a game across servers: see :meth:`MatchView.boards`)."""
        found = sorted([*self._matches, *self._matches.mirrors()], key=lambda m: m.record.id)
        return [
            seen
            for match in found
            for _, seen in match_view(match).boards()
            if seen.channel_id == channel_id
        ]

    def held_elsewhere(self, match_id: int) -> bool:
        """True if another process of a shard cluster holds match ``match_id`` (a game across
        servers with a home here: see :mod:`bot.service.forwarding`); that one shows it."""
        return self._matches.held_elsewhere(match_id)

    @refused_if_unsaved
    async def catch_up(self, match_id: int) -> None:
        """Read match ``match_id`` again if another process holds it (its holder may have
        changed it a moment ago, before telling this one), or find it here if it is one that
        this process was not told of yet; nothing for any other match."""
        await self._forwarding.catch_up(match_id)

    @refused_if_unsaved
    async def catch_up_at(self, channel_id: int, user_id: int) -> None:
        """:meth:`catch_up` with ``user_id``'s match in ``channel_id``; if none is known here,
        find one that another process holds there and did not tell this one of yet (its board
        there is posted first: a move typed on it at once is not chat)."""
        await self._forwarding.catch_up_at(channel_id, user_id)

    def current(self, match_id: int) -> MatchView | None:
        """Return match ``match_id`` as it is now if it is in progress, else None."""
        match = self._matches.get(match_id)
        return None if match is None else match_view(match)

    @refused_if_unsaved
    async def game(self, game_id: int) -> MatchView:
        """Return any match by id. Raises :class:`NoGameError` if there is none."""
        match = self._matches.get(game_id)
        if match is not None:
            return match_view(match)
        record = await self._repo.get_game(game_id)
        if record is None:
            raise NoGameError(t("no-such-game", game=str(game_id)))
        return record_view(record)

    @refused_if_unsaved
    async def export(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None = None
    ) -> MatchExport:
        """Return a match as lines of text: options, players, result, numbered moves, final
        position (and the review's marks of a finished Morris game).

        Without ``game_id``: ``user_id``'s match in progress here, else their last one here.
        Raises :class:`NoGameError`.
        """
        where = (guild_id, channel_id, user_id)
        return await export_match(self._repo, self._matches, self._reviews, where, game_id)

    @refused_if_unsaved
    async def review(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None = None
    ) -> MatchReview:
        """Return the review of a finished Nine Men's Morris game: ``game_id``, by default
        ``user_id``'s last game in ``channel_id``. Raises :class:`NoGameError`."""
        return await self._reviews.find(guild_id, channel_id, user_id, game_id)

    @refused_if_unsaved
    async def leaderboard(self, scope: int, game: str, limit: int = 10) -> list[LeaderboardEntry]:
        """Return the top ``limit`` rated players of ``game`` in ``scope`` (a server's id, or
        :data:`~bot.storage.GLOBAL_SCOPE` for every match anywhere, DMs included), best first.

        Raises :class:`InvalidRequestError` for an unknown game.
        """
        return await self._standings.leaderboard(scope, game, limit)

    @refused_if_unsaved
    async def player_records(
        self, scope: int, user_id: int, game: str | None = None
    ) -> list[PlayerRecord]:
        """Return ``user_id``'s record and rank in ``game`` (or every game they played) in
        ``scope`` (a server's id, or :data:`~bot.storage.GLOBAL_SCOPE`).

        Raises :class:`InvalidRequestError` for an unknown game.
        """
        return await self._standings.player_records(scope, user_id, game)

    @refused_if_unsaved
    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Return a copy of ``guild_id``'s settings."""
        return dataclasses.replace(await self._settings.get(guild_id))

    @refused_if_unsaved
    async def set_settings(
        self,
        guild_id: int,
        *,
        turn_timeout_s: int | None = None,
        challenge_expiry_s: int | None = None,
        board_style: str | None = None,
        allowed_channels: Iterable[int] | None = None,
        threads: bool | None = None,
        language: str | None = None,
        tournament_role: int | None = None,
    ) -> GuildSettings:
        """Change the given settings of ``guild_id`` (an empty ``allowed_channels`` allows all;
        ``threads`` plays matches between people in threads of their own; ``language`` is the
        language of its matches, ``""`` for the server's preferred locale; ``tournament_role``
        the role whose members may create tournaments, ``guild_id`` for none); return them all.
        New timeouts apply from the next turn.

        Raises :class:`InvalidRequestError` for a value out of range (nothing is changed), and
        for :data:`~bot.storage.NO_GUILD` (DMs and group DMs always use the defaults).
        """
        return await self._settings.change(
            guild_id,
            turn_timeout_s=turn_timeout_s,
            challenge_expiry_s=challenge_expiry_s,
            board_style=board_style,
            allowed_channels=allowed_channels,
            threads=threads,
            language=language,
            tournament_role=tournament_role,
        )

    @refused_if_unsaved
    async def set_dm_reminders(self, user_id: int, wanted: bool) -> bool:
        """Turn ``user_id``'s reminders by direct message on or off (they come for turns of at
        least :data:`~bot.limits.DM_REMINDER_MIN_TURN_S`, see :class:`TurnWarning`); return
        the new preference."""
        await self._repo.set_dm_reminders(user_id, wanted)
        return wanted

    @refused_if_unsaved
    async def set_own_board_style(self, user_id: int, style: str) -> str:
        """Make ``style`` ``user_id``'s own board style for what only they see (``/board``,
        ``/review``); return it. Raises :class:`InvalidRequestError` for a style the front end
        cannot draw (nothing is stored)."""
        await self._repo.set_board_style_of(user_id, self._settings.board_style(style))
        return style

    @refused_if_unsaved
    async def own_board_style(self, user_id: int) -> str | None:
        """Return ``user_id``'s own board style for what only they see (None: each board's)."""
        return await self._repo.board_style_of(user_id)

    @refused_if_unsaved
    async def dm_reminders(self, user_id: int) -> bool:
        """Return whether ``user_id`` gets turn reminders by direct message (off by default)."""
        return await self._repo.dm_reminders(user_id)

    async def token_only_channels(self) -> set[int]:
        """Return the channels the bot reaches only through interaction tokens (noted by
        :meth:`note_token_only`)."""
        return await self._repo.token_only_channels()

    @refused_if_unsaved
    async def note_token_only(self, channel_id: int) -> None:
        """Note, for the next start, that ``channel_id`` is reached only through interaction
        tokens (a group DM, a DM between users)."""
        await self._repo.note_token_only(channel_id)
