"""A message before it is put in words: a catalogue key and its named parameters."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Union

Param = Union[str, int, float, "Text"]
"""A value for a placeholder: text as is, a number (plural forms, locale digits), or a text."""


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
