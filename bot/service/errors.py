"""The one error family of the match service: each error carries a :class:`texts.Text` (a
catalogue key and its parameters), never prose or a front end's markup.

A front end puts it in words with :func:`texts.render` (naming each :class:`texts.Person` its
own way); the structured fields (user ids, game ids) are there for its own decisions.
``str(error)`` is the key and parameters, for logs.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import ParamSpec, TypeVar

from bot.storage import CommitUnknownError, StorageBusyError, StorageUnavailableError
from texts import Text, t

log = logging.getLogger(__name__)


class ServiceError(Exception):
    """Something a player asked for that cannot be done; nothing was changed. ``text`` says
    what and why, for the player."""

    def __init__(self, text: Text) -> None:
        super().__init__(str(text))
        self.text = text


class NoGameError(ServiceError):
    """The user has no game (active, or finished for a rematch/export) in this channel."""


class NotAPlayerError(ServiceError):
    """The user is not a player of the game or challenge they tried to act on."""


class NotYourTurnError(ServiceError):
    """It is the other player's turn; ``waiting_for`` is that player's user id."""

    def __init__(self, text: Text, waiting_for: int) -> None:
        super().__init__(text)
        self.waiting_for = waiting_for


class MoveRejectedError(ServiceError):
    """The move text is not a move, or not legal here; ``reason`` comes from the rules' own
    :class:`games.base.MoveError`."""

    def __init__(self, text: Text, move: str, reason: Text) -> None:
        super().__init__(text)
        self.move = move
        self.reason = reason


class PlayerBusyError(ServiceError):
    """A player already has a game in progress in this channel (``game_id`` of ``game_title``)."""

    def __init__(self, text: Text, user_id: int, game_id: int, game_title: str) -> None:
        super().__init__(text)
        self.user_id = user_id
        self.game_id = game_id
        self.game_title = game_title


class ChallengeError(ServiceError):
    """No such pending challenge, or this user cannot accept, decline or withdraw it."""


class CannotSaveError(ServiceError):
    """The database cannot be written right now (disk full, read-only, unreachable): the
    request was refused whole and may work later."""


class DatabaseBusyError(CannotSaveError):
    """The database did not answer in time (a lock held elsewhere): nothing was changed, and
    trying again at once may work."""


class SaveUncertainError(CannotSaveError):
    """The connection to the database was lost while it committed, and reading it again did
    not tell whether the request was stored."""


class InvalidRequestError(ServiceError):
    """Bad options, position string or setting value, or an action not allowed right now
    (a takeback in a rated game, an abort after both sides moved, a channel without games)."""


class ChannelNotAllowedError(InvalidRequestError):
    """Games are not played in this channel; ``allowed_channels`` are the server's game
    channels (the front end names them)."""

    def __init__(self, text: Text, allowed_channels: tuple[int, ...]) -> None:
        super().__init__(text)
        self.allowed_channels = allowed_channels


class OfferClosedError(InvalidRequestError):
    """The offer answered (a component made for one match's offer) no longer stands: the
    match ended or the offer was answered or withdrawn; ``game_id`` is that match."""

    def __init__(self, game_id: int) -> None:
        super().__init__(t("offer-not-open", game=str(game_id)))
        self.game_id = game_id


_P = ParamSpec("_P")
_R = TypeVar("_R")


def refused_if_unsaved(
    command: Callable[_P, Awaitable[_R]],
) -> Callable[_P, Awaitable[_R]]:
    """Wrap a service command so that the storage's "cannot save now"
    (:class:`~bot.storage.StorageUnavailableError`) becomes :class:`CannotSaveError`, a
    refusal players can read: :class:`DatabaseBusyError` when the database did not answer in
    time, :class:`SaveUncertainError` when it cannot be told whether the change was stored."""

    @functools.wraps(command)
    async def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return await command(*args, **kwargs)
        except StorageBusyError as error:
            log.warning("%s refused: %s", command.__name__, error)
            raise DatabaseBusyError(t("database-busy")) from error
        except CommitUnknownError as error:
            log.warning("%s may not be stored: %s", command.__name__, error)
            raise SaveUncertainError(t("save-uncertain")) from error
        except StorageUnavailableError as error:
            log.warning("%s refused: %s", command.__name__, error)
            raise CannotSaveError(t("cannot-save")) from error

    return wrapper
