"""Reviews of finished Nine Men's Morris matches for the front ends and the export.

A review (:func:`games.ai.review.review_game`, about a second of CPU for a long game) is
computed once per match by the move provider (in a worker process) and kept (the last
:data:`KEPT` of them), so stepping through it, or exporting it, costs nothing more.
:class:`MatchReview` says each position in :class:`texts.Text` lines, the same for the
terminal, Discord and the export.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from bot.service.computer import MoveProvider
from bot.service.errors import NoGameError, NotAPlayerError
from bot.service.match import make_rules, player, replay
from bot.storage import NO_GUILD, GameRecord, Repository
from games.ai.review import MarkKind, Review, ReviewStep, Verdict
from games.base import Game, State
from games.registry import GAMES
from texts import Person, Text, t

KEPT = 32
"""How many reviews the service keeps in memory."""
PIECE = 100
"""The search's score of one piece: verdicts say scores in pieces."""


def moves_of(turns: int) -> int:
    """The moves ``turns`` turns make as ``/export`` numbers them (``1. d6 d2``: a move is a
    turn of each player, a last turn alone counting as one): also the number of the move that
    turn ``turns`` (from 1) belongs to."""
    return (turns + 1) // 2


@dataclass(frozen=True, slots=True)
class MatchReview:
    """A reviewed match: its positions (index 0 is the start, ``i`` the position after the
    ``i``-th turn) and the lines that describe each."""

    match_id: int
    players: tuple[int, int]
    rules: Game[Any, Any]
    review: Review

    @property
    def last(self) -> int:
        """Return the index of the last position."""
        return len(self.review.steps)

    def state(self, index: int) -> State[Any]:
        """Return the position at ``index``."""
        steps = self.review.steps
        state: State[Any] = self.rules.parse_position(
            self.review.start if index == 0 else steps[index - 1].position
        )
        return state

    def last_turn(self, index: int) -> Any:
        """Return the turn that led to position ``index`` as a move object (None at the start)."""
        if index == 0:
            return None
        return self.rules.parse_move(self.state(index - 1), self.review.steps[index - 1].move)

    def next_turning_point(self, index: int) -> int:
        """Return the position right after the first marked turn beyond ``index``, wrapping
        round to the first one; ``index`` itself if no turn is marked."""
        points = [i + 1 for i in self.review.turning_points]
        return next((i for i in points if i > index), points[0] if points else index)

    def lines(self, index: int) -> tuple[Text, ...]:
        """Return what position ``index`` is: which turn led there, its verdict, its mark;
        moves counted and numbered as ``/export`` does (:func:`moves_of`)."""
        total = moves_of(self.last)
        if index == 0:
            head = t("review-start", game=str(self.match_id), total=total)
            return head, self._verdict(self.review.opening, 1)
        step = self.review.steps[index - 1]
        mover = Person(self.players[step.player - 1])
        number = moves_of(step.ply)
        head = t("review-step", ply=number, total=total, player=mover, move=step.move)
        lines = [head, self._verdict(step.after, 3 - step.player)]
        if step.mark is not None:
            lines.append(mark_text(step))
        return tuple(lines)

    def marks(self) -> tuple[Text, ...]:
        """Return a sentence for each marked turn, in order."""
        return tuple(mark_text(self.review.steps[i]) for i in self.review.turning_points)

    def glyphs(self) -> dict[int, str]:
        """Return the sign of each marked turn (``?``, ``??``) by the index of its last entry
        in the match's move line."""
        steps = [self.review.steps[i] for i in self.review.turning_points]
        return {step.entry: step.mark.kind.glyph for step in steps if step.mark is not None}

    def _verdict(self, verdict: Verdict, seat: int) -> Text:
        """Say ``verdict`` for the player in ``seat`` (to move)."""
        who = Person(self.players[seat - 1])
        if verdict.best is None:
            return t("review-game-over")
        source = "exact" if verdict.exact else "search"
        moves = moves_of(verdict.plies or 0)  # the winner's moves to the end
        if verdict.result == 1:
            return t(f"review-{source}-win", player=who, plies=moves)
        if verdict.result == -1:
            return t(f"review-{source}-loss", player=who, plies=moves)
        if verdict.result == 0:
            return t("review-exact-draw")
        return t("review-search-score", player=who, score=round(verdict.score / PIECE, 1))


def mark_text(step: ReviewStep) -> Text:
    """Return the sentence of a marked turn ("the win in 4 moves was let go at move 31; ..."),
    moves counted and numbered as ``/export`` does (:func:`moves_of`)."""
    mark = step.mark
    assert mark is not None
    number = moves_of(step.ply)
    if mark.kind is MarkKind.WIN_LET_GO:
        moves = moves_of(step.before.plies or 0)
        return t("review-let-win", plies=moves, ply=number, move=step.move, better=mark.better)
    key = "review-let-draw" if mark.kind is MarkKind.DRAW_LET_GO else "review-mistake"
    return t(key, ply=number, move=step.move, better=mark.better)


async def played_in(
    repository: Repository, record: GameRecord, where: tuple[int, int, int]
) -> bool:
    """True if ``record``'s game may be looked at from ``where`` (guild, channel, user): it
    was played in that server (a game across servers: on either side); a DM or group DM is no
    server, so there only in that very channel or by one of its players."""
    guild_id, channel_id, user_id = where
    homes = await repository.homes_of([record.id])
    places = [(record.guild_id, record.channel_id)] + [(h.guild_id, h.channel_id) for h in homes]
    if guild_id != NO_GUILD:
        return any(guild == guild_id for guild, _ in places)
    plays = user_id in (record.player1_id, record.player2_id)
    return any(guild == NO_GUILD and (plays or channel == channel_id) for guild, channel in places)


class Reviews:
    """The reviews of finished Morris matches, each computed once (by ``provider``, in a worker
    process) and kept."""

    def __init__(self, repository: Repository, provider: MoveProvider) -> None:
        self._repo = repository
        self._provider = provider
        self._kept: OrderedDict[int, MatchReview] = OrderedDict()

    async def find(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None
    ) -> MatchReview:
        """Return the review of ``user_id``'s finished game ``game_id`` (by default their last
        one in ``channel_id``). Raises :class:`NoGameError` if there is no such game here, or it
        is not over, or not Nine Men's Morris, and :class:`NotAPlayerError` if ``user_id`` did
        not play it."""
        if game_id is None:
            record = await self._repo.last_game(channel_id, user_id)
        else:
            record = await self._repo.get_game(game_id)
        where = (guild_id, channel_id, user_id)
        if record is None or not await played_in(self._repo, record, where):
            raise NoGameError(t("review-nothing"))
        if user_id not in (record.player1_id, record.player2_id):
            raise NotAPlayerError(t("not-a-player"))
        if not GAMES[record.game].has_review:
            raise NoGameError(t("review-morris-only"))
        if record.termination is None:
            raise NoGameError(t("review-unfinished", game=str(record.id)))
        return await self.of(record)

    async def of(self, record: GameRecord) -> MatchReview:
        """Return the review of the Morris match ``record`` (computed once, in a thread)."""
        kept = self._kept.get(record.id)
        if kept is not None:
            self._kept.move_to_end(record.id)
            return kept
        turns, _, _ = replay(await self._repo.game_log(record.id))
        moves = [text for _, text in turns]
        review = await self._provider.review(moves, record.options, record.start_position)
        players = (player(record, 1), player(record, 2))
        made = MatchReview(record.id, players, make_rules(record.game, record.options), review)
        self._kept[record.id] = made
        if len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return made
