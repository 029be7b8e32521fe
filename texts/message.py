"""A message before it is put in words: a catalogue key and its named parameters."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Union

Param = Union[str, int, float, "Text", "Person"]
"""A value for a placeholder: text as is, a number (plural forms, locale digits), a text, or a
person (named the way the front end names people)."""


@dataclass(frozen=True, slots=True)
class Person:
    """A user named by id: the front end decides how (a Discord mention, a terminal name)."""

    user_id: int

    def __str__(self) -> str:
        return f"user {self.user_id}"


@dataclass(frozen=True, slots=True)
class Text:
    """The message ``key`` of the catalogues with ``params`` for its placeholders."""

    key: str
    params: Mapping[str, Param] = field(default_factory=lambda: MappingProxyType({}))

    def __str__(self) -> str:
        """The key and parameters, for logs (players get :func:`texts.render`)."""
        if not self.params:
            return self.key
        args = ", ".join(f"{name}={value}" for name, value in self.params.items())
        return f"{self.key}({args})"


def t(key: str, /, **params: Param) -> Text:
    """Return the :class:`Text` of ``key`` with ``params``."""
    return Text(key, MappingProxyType(params))


def joined(parts: Sequence[Param], key: str = "list-comma") -> Param:
    """``parts`` as one list: comma-separated, or joined by the text ``key``
    (``list-and``: "a and b")."""
    text = parts[0]
    for part in parts[1:]:
        text = Text(key, {"first": text, "then": part})
    return text
