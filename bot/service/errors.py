"""The one error family of the match service: ``str(error)`` is a message for the player.

Each error also carries structured fields (user ids, game ids) so an adapter can build its own
wording; the message is built with the service's mention formatter (``<@id>`` by default).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import ParamSpec, TypeVar

from bot.storage import CommitUnknownError, StorageBusyError, StorageUnavailableError
from texts import Text

log = logging.getLogger(__name__)

Mention = Callable[[int], str]
"""Turns a user id into how the front end names that user (``<@123>`` in Discord)."""


def discord_mention(user_id: int) -> str:
    """Return a Discord user mention, ``<@user_id>``."""
    return f"<@{user_id}>"


class ServiceError(Exception):
    """Something a player asked for that cannot be done; nothing was changed."""

    def __init__(self, message: str | Text) -> None:
        super().__init__(str(message))
        self.message = message


class NoGameError(ServiceError):
    """The user has no game (active, or finished for a rematch/export) in this channel."""


class NotAPlayerError(ServiceError):
    """The user is not a player of the game or challenge they tried to act on."""


class NotYourTurnError(ServiceError):
    """It is the other player's turn; ``waiting_for`` is that player's user id."""

    def __init__(self, message: str, waiting_for: int) -> None:
        super().__init__(message)
        self.waiting_for = waiting_for


class MoveRejectedError(ServiceError):
    """The move text is not a move, or not legal here; ``reason`` comes from the rules' own
    :class:`games.base.MoveError`."""

    def __init__(self, message: str, text: str, reason: str) -> None:
        super().__init__(message)
        self.text = text
        self.reason = reason


class PlayerBusyError(ServiceError):
    """A player already has a game in progress in this channel (``game_id`` of ``game_title``)."""

    def __init__(self, message: str, user_id: int, game_id: int, game_title: str) -> None:
        super().__init__(message)
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
            raise DatabaseBusyError(
                "The database is busy, so nothing was changed: please try again."
            ) from error
        except CommitUnknownError as error:
            log.warning("%s may not be stored: %s", command.__name__, error)
            raise SaveUncertainError(
                "I lost the connection to the database while saving, so I cannot tell whether "
                "this was saved: look at the board again in a minute before you retry."
            ) from error
        except StorageUnavailableError as error:
            log.warning("%s refused: %s", command.__name__, error)
            raise CannotSaveError(
                "I cannot save games right now, so nothing was changed: please try again in a "
                "few minutes."
            ) from error

    return wrapper
