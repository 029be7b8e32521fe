"""The answer to an input forwarded to the process that holds its match, as stored text: what
was played (for a move) or the refusal, with its :class:`~texts.Text` for the player, rebuilt
as the same :class:`~bot.service.errors.ServiceError` in the process that asked."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bot.service.errors import (
    CannotSaveError,
    InvalidRequestError,
    MoveRejectedError,
    NoGameError,
    NotAPlayerError,
    NotYourTurnError,
    OfferClosedError,
    ServiceError,
)
from texts import Param, Person, Text

_PLAIN: dict[str, type[ServiceError]] = {
    kind.__name__: kind
    for kind in (ServiceError, NoGameError, NotAPlayerError, InvalidRequestError, CannotSaveError)
}


def _param(value: Param) -> Any:
    if isinstance(value, Text):
        return {"text": text_data(value)}
    if isinstance(value, Person):
        return {"person": value.user_id}
    return value


def _unparam(value: Any) -> Param:
    if isinstance(value, dict) and "text" in value:
        return text_of(value["text"])
    if isinstance(value, dict):
        return Person(int(value["person"]))
    return value  # type: ignore[no-any-return]


def text_data(text: Text) -> dict[str, Any]:
    """``text`` as JSON-ready data."""
    return {"key": text.key, "params": {name: _param(v) for name, v in text.params.items()}}


def text_of(data: Mapping[str, Any]) -> Text:
    """The :class:`Text` that :func:`text_data` returned ``data`` for."""
    return Text(data["key"], {name: _unparam(v) for name, v in data["params"].items()})


def played(move: str, complete: bool) -> str:
    """The answer to a move that was committed: its canonical text, whether the turn is
    complete."""
    return json.dumps({"move": move, "complete": complete})


def done() -> str:
    """The answer to an input applied (a resignation, an abort, a start)."""
    return json.dumps({})


def offered(proposer_id: int, agreed: bool, declined: bool) -> str:
    """The answer to an offer made, agreed or declined (see
    :class:`~bot.service.events.ProposalResult`)."""
    return json.dumps({"proposer": proposer_id, "agreed": agreed, "declined": declined})


def refused(error: ServiceError) -> str:
    """The answer to an input refused with ``error`` (nothing changed)."""
    data: dict[str, Any] = {"error": type(error).__name__, "text": text_data(error.text)}
    if isinstance(error, NotYourTurnError):
        data["waiting_for"] = error.waiting_for
    if isinstance(error, MoveRejectedError):
        data["move"], data["reason"] = error.move, text_data(error.reason)
    if isinstance(error, OfferClosedError):
        data["game"] = error.game_id
    return json.dumps(data)


def read(answer: str) -> dict[str, Any]:
    """The data of ``answer``; raise the refusal it stands for (a kind of error this process
    does not know as the nearest it does)."""
    data: dict[str, Any] = json.loads(answer)
    kind = data.get("error")
    if kind is None:
        return data
    text = text_of(data["text"])
    if kind == NotYourTurnError.__name__:
        raise NotYourTurnError(text, int(data["waiting_for"]))
    if kind == MoveRejectedError.__name__:
        raise MoveRejectedError(text, data["move"], text_of(data["reason"]))
    if kind == OfferClosedError.__name__:
        raise OfferClosedError(int(data["game"]))
    raise _PLAIN.get(kind, ServiceError)(text)
