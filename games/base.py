"""The game interface that every game implements.

A :class:`Game` holds fixed facts (its options) and makes states; a :class:`State` is one immutable
position. Moves are small frozen values with a canonical text form. Everything a player can get
wrong raises a :class:`RulesError` (a ``ValueError``) that says what was wrong as a catalogue key
with named parameters (``texts/locales/en.ftl``, section Rules): the rules never write prose.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Generic, NamedTuple, Self, TypeVar

PLAYER_1 = 1
PLAYER_2 = 2


_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2212", "-"))


def normalise(text: str) -> str:
    """Return move text lower-cased, trimmed, with typographic dashes (``–``, ``—``) as ``-``.

    Phone keyboards turn hyphens into dashes; every game reads its move text through this.
    """
    return text.strip().lower().translate(_DASHES)


_DIGITS = frozenset("0123456789")
_HUGE_DIGITS = 9
BIG = 10**_HUGE_DIGITS
"""What :func:`read_number` returns for a number with more digits than any board needs."""


def read_number(token: str) -> int | None:
    """Return the value of ``token`` if it is ASCII digits only, else ``None``.

    ``"²"`` and ``"①"`` are digits to ``str.isdigit`` but not here. A number longer than nine
    digits (leading zeros aside) reads as :data:`BIG`, and only the significant digits are
    converted, so no text reaches Python's int conversion limit.
    """
    if not token or not _DIGITS.issuperset(token):
        return None
    significant = token.lstrip("0")
    return BIG if len(significant) > _HUGE_DIGITS else int(significant or "0")


def shorten(text: str, limit: int = 24) -> str:
    """Return ``text`` cut to ``limit`` characters (marked ``...``), for an error message."""
    return text if len(text) <= limit else text[:limit] + "..."


def quote(text: str, limit: int = 24) -> str:
    """Return ``repr(text)``, cut to ``limit`` characters of ``text``, for an error message."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."


def other(player: int) -> int:
    """Return the opponent of ``player`` (1 <-> 2)."""
    return 3 - player


Param = str | int
"""A value for a catalogue placeholder: identifiers (points, squares, names) as ``str``,
counts (which choose plural forms) as ``int``."""


class Message(NamedTuple):
    """A player-facing sentence before it is put in words: a key of the catalogues
    (``texts/locales/en.ftl``) and its named parameters. The rules cannot import :mod:`texts`
    (a third-party runtime), so this is the plain form front ends turn into a ``texts.Text``."""

    key: str
    params: Mapping[str, Param] = MappingProxyType({})


def message(key: str, /, **params: Param) -> Message:
    """Return the :class:`Message` of ``key`` with ``params``."""
    return Message(key, MappingProxyType(params))


def _logged(key: str, params: Mapping[str, Param]) -> str:
    args = ", ".join(f"{name}={value}" for name, value in params.items())
    return f"{key}({args})" if args else key


class RulesError(ValueError):
    """Something a player got wrong, said by a catalogue ``key`` and named ``params`` (the
    front end puts them in words); ``str(error)`` is the key and parameters, for logs."""

    def __init__(self, key: str, /, **params: Param) -> None:
        super().__init__(_logged(key, params))
        self.key = key
        self.params: dict[str, Param] = params

    @property
    def reason(self) -> Message:
        """The key and parameters as one :class:`Message`."""
        return message(self.key, **self.params)


class MoveError(RulesError):
    """Move text or a move that cannot be played; ``text`` is what the player wrote."""

    def __init__(self, text: str, key: str, /, **params: Param) -> None:
        super().__init__(key, **params)
        self.text = text


class NotAMoveError(MoveError):
    """The text is not a move at all in this game's notation."""


class IllegalMoveError(MoveError):
    """The text is a move, but it is not legal in this position."""


class PositionError(RulesError):
    """A position string that cannot be read; the key says which part is wrong."""


class OptionError(RulesError):
    """A game option with an unknown name or a value out of range."""


class Termination(enum.Enum):
    """Why a game ended."""

    LINE = "line"
    FEWER_THAN_THREE = "fewer_than_three"
    NO_MOVES = "no_moves"
    LAST_BOARD = "last_board"
    BREAKTHROUGH = "breakthrough"
    ALL_CAPTURED = "all_captured"
    RESIGNATION = "resignation"
    TIMEOUT = "timeout"
    AGREEMENT = "agreement"
    REPETITION = "repetition"
    MOVE_LIMIT = "move_limit"
    FULL_BOARD = "full_board"
    ABORTED = "aborted"

    @property
    def key(self) -> str:
        """The catalogue key of a short phrase for the result line (``termination-repetition``:
        "by threefold repetition")."""
        return "termination-" + self.value.replace("_", "-")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: ``winner`` is 1 or 2, or ``None`` for a draw (or an aborted game)."""

    winner: int | None
    termination: Termination

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return self.winner is None

    @property
    def result_key(self) -> str:
        """The catalogue key of the one-line result: ``result-win`` (placeholders ``$winner``,
        the winner's name, and ``$how``, the text of ``termination.key``), ``result-draw``
        (``$how``) or ``result-aborted``."""
        if self.termination is Termination.ABORTED:
            return "result-aborted"
        return "result-draw" if self.winner is None else "result-win"


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game accepts: its name, kind, default and allowed range; ``help`` is the
    catalogue key of what it does (``option-<game>-<name>``, or ``option-<name>`` if shared)."""

    name: str
    kind: type[bool] | type[int]
    default: bool | int
    help: str
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: object) -> bool | int:
        """Return ``value`` as this option's kind; raise :class:`OptionError` if invalid."""
        if self.kind is bool:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in _BOOL_WORDS:
                return _BOOL_WORDS[value.strip().lower()]
            raise OptionError("option-not-on-off", option=self.name, value=repr(value))
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                raise OptionError(
                    "option-not-a-number", option=self.name, value=repr(value)
                ) from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError("option-not-a-number", option=self.name, value=repr(value))
        if (self.minimum is not None and value < self.minimum) or (
            self.maximum is not None and value > self.maximum
        ):
            raise OptionError(
                "option-out-of-range",
                option=self.name,
                minimum=str(self.minimum),
                maximum=str(self.maximum),
                value=str(value),
            )
        return value


def rules_identity(name: str, options: Mapping[str, bool | int]) -> str:
    """Return ``name(option=value,...)``, options sorted by name, booleans as ``true`` and
    ``false``: the identity of a game's rules (:attr:`Game.identity`) or of a part of them."""
    values = (
        f"{key}={str(value).lower() if isinstance(value, bool) else value}"
        for key, value in sorted(options.items())
    )
    return f"{name}({','.join(values)})"


_BOOL_WORDS = {"on": True, "true": True, "yes": True, "1": True}
_BOOL_WORDS |= {"off": False, "false": False, "no": False, "0": False}

MoveT = TypeVar("MoveT", bound=Hashable)
StateT = TypeVar("StateT", bound="State[Any]")


class State(ABC, Generic[MoveT]):
    """One immutable position. ``play`` returns a new state and never changes this one.

    Subclasses set ``_game``, ``_to_move`` and ``_outcome`` when they are built.
    """

    __slots__ = ("_game", "_outcome", "_to_move")
    _game: Game[Any, Any]
    _to_move: int
    _outcome: Outcome | None

    @property
    def game(self) -> Game[Any, MoveT]:
        """The game (with its options) this position belongs to."""
        return self._game

    @property
    def to_move(self) -> int:
        """The player to move, 1 or 2 (still meaningful once the game is over)."""
        return self._to_move

    @property
    def outcome(self) -> Outcome | None:
        """``None`` while the game is on; otherwise who won (or a draw) and why."""
        return self._outcome

    @abstractmethod
    def legal_moves(self) -> Sequence[MoveT]:
        """Return every legal complete move (empty once the game is over)."""

    @abstractmethod
    def play(self, move: MoveT) -> Self:
        """Return the position after ``move``; raise :class:`IllegalMoveError` if not legal."""

    @abstractmethod
    def position(self) -> str:
        """Return the position string; ``game.parse_position(s.position()) == s``."""

    @property
    def pending_removal(self) -> MoveT | None:
        """The step of a turn that formed a mill and waits for the same player to name a piece
        to remove (the *pending removal*), or None."""
        return None

    def full_turn(self, move: MoveT) -> MoveT:
        """Return the whole turn that playing ``move`` here completes (``move`` itself unless
        it is the removal of a pending removal)."""
        return move

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.outcome is not None

    def __eq__(self, other: object) -> bool:
        """Same game and same position string (the string holds the whole state)."""
        return (
            type(other) is type(self)
            and isinstance(other, State)
            and self.game == other.game
            and self.position() == other.position()
        )

    def __hash__(self) -> int:
        return hash(self.position())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.position()!r})"


class Game(ABC, Generic[StateT, MoveT]):
    """A game with fixed options; it makes and reads positions and moves."""

    name: ClassVar[str]
    title: ClassVar[str]
    """The English name, for logs and developer tools; players read ``title_key``."""
    title_key: ClassVar[str]
    """The catalogue key of the game's name for players: ``game-<name>``."""
    family: ClassVar[str | None] = None
    """The registry name of the game this one is a variant of (``"morris"`` for Twelve Men's
    Morris), for front ends that offer variants as a choice of one command; None for a game
    of its own."""
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    command: ClassVar[str]
    """The name of the slash command that challenges to this game (its registry name unless
    the class declares another)."""
    has_review: ClassVar[bool] = False
    """True where a finished game can be reviewed move by move (:mod:`games.ai.review`)."""
    help_keys: ClassVar[tuple[str, ...]] = ()
    """Catalogue keys of what help says of this game after its rules (its computer, say)."""
    ranks_up: ClassVar[bool] = True
    """True where rank 1 is the bottom row of the board as shown (Morris), False where it is
    the top row (Breakthrough, the placement grids) or steps are numbered from the top."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "name" in cls.__dict__:  # a game of its own: what it declares is its own alone
            cls.title_key = f"game-{cls.name}"
            cls.command = cls.__dict__.get("command", cls.name)
            cls.has_review = cls.__dict__.get("has_review", False)
            cls.help_keys = cls.__dict__.get("help_keys", ())

    def __init__(self, **options: object) -> None:
        specs = {spec.name: spec for spec in self.option_specs}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise OptionError(
                "option-unknown", game=self.name, option=unknown[0], known=", ".join(specs)
            )
        values = {name: spec.default for name, spec in specs.items()}
        values.update({name: specs[name].check(value) for name, value in options.items()})
        self.options: Mapping[str, bool | int] = values
        self._validate_options()

    def _validate_options(self) -> None:
        """Check combinations of options; raise :class:`OptionError` (none by default)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and other.name == self.name and other.options == self.options

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.options.items()))))

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"{type(self).__name__}({opts})"

    @property
    def identity(self) -> str:
        """The rules with all their options as one stable text, e.g.
        ``morris(draw_plies=100,flying=true)``: a key for caches and tables that is the same in
        every process (unlike ``hash``)."""
        return rules_identity(self.name, self.options)

    @abstractmethod
    def initial(self) -> StateT:
        """Return the starting position."""

    @abstractmethod
    def parse_position(self, text: str) -> StateT:
        """Read a position string; raise :class:`PositionError` saying what is wrong."""

    @abstractmethod
    def parse_move(self, state: StateT, text: str) -> MoveT:
        """Read move text for ``state``; raise a :class:`MoveError` subclass if it is not legal."""

    @abstractmethod
    def format_move(self, move: MoveT) -> str:
        """Return the canonical text of ``move``; ``parse_move`` reads it back."""

    def perft(self, state: StateT, depth: int) -> int:
        """Return the number of move sequences of ``depth`` plies from ``state``."""
        if depth <= 0:
            return 1
        moves = state.legal_moves()
        if depth == 1:
            return len(moves)
        return sum(self.perft(state.play(m), depth - 1) for m in moves)

    def move_steps(self, move: MoveT) -> tuple[str, ...]:
        """The steps a front end offers one at a time to build ``move``, as canonical texts
        whose concatenation is ``format_move(move)``: one step, the whole move, by default."""
        return (self.format_move(move),)

    def is_removal_step(self, step: str) -> bool:
        """True if ``step`` (one of :meth:`move_steps`) removes a piece (none by default)."""
        return False

    def click_grid(self, step: str) -> tuple[tuple[str, ...], ...] | None:
        """The grid (rows of step texts) ``step`` belongs to, for a board small enough to click
        as a grid of buttons; None when ``step`` is on no such grid (the default)."""
        return None

    def step_group(self, step: str) -> str | None:
        """The group a front end pages ``step`` with (Notakto: its board letter), or None."""
        return None

    def step_place(self, step: str) -> tuple[int, str]:
        """Where ``step``'s point is shown: (row from the top, column), for front ends that
        list steps in board order. Read from its name (``xg7``: column ``g``, rank 7; a bare
        number counts from the top)."""
        name = step.lstrip("-x")
        column = name.rstrip("0123456789")
        rank = int(name[len(column) :] or 0)
        return (-rank if self.ranks_up and column else rank), column

    def rules(self) -> Message:
        """The rules and move notation for players, with these options: the catalogue message
        ``rules-<name>``, with the parameters the options fill."""
        return message(f"rules-{self.name}")
