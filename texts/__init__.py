"""Every sentence a player reads, in every language: keys with named parameters.

Code never writes player-facing prose: it builds a :class:`Text` (a catalogue key and named
parameters) and the front end renders it for a locale at the last moment (:func:`render`).
The catalogues are `Project Fluent <https://projectfluent.org>`_ files, one per language in
``texts/locales/`` (``en.ftl`` is the source). Fluent was chosen over gettext because its
messages are keyed (rewording the English breaks no translation), take named variables, and let
each language choose its own plural and grammatical forms (Polish and Russian need three plural
forms; a game's name may need a case form) without code changes; its terms (``-mill``) keep a
language's vocabulary in one place, the glossary. Pure: no I/O beyond reading the catalogues once.

Parameters: strings are inserted as they are; ``int`` and ``float`` values are numbers that
select plural forms and are formatted for the locale (so pass an identifier such as a game's
number as a ``str``); a :class:`Text` parameter is rendered first in the same locale; a
:class:`Person` is named by the front end (``render(..., person=...)``).
"""

from texts.catalogue import (
    DEFAULT_LOCALE,
    LOCALES,
    MissingTextError,
    Namer,
    catalogue_digest,
    catalogue_keys,
    language_name,
    placeholders,
    render,
    resolve_locale,
    syntax_errors,
)
from texts.message import Param, Person, Text, joined, t

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "MissingTextError",
    "Namer",
    "Param",
    "Person",
    "Text",
    "catalogue_digest",
    "catalogue_keys",
    "joined",
    "language_name",
    "placeholders",
    "render",
    "resolve_locale",
    "syntax_errors",
    "t",
]
