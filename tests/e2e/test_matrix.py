"""End-to-end: a whole game in every place Discord lets the bot be used, as a matrix of context
× install type × Message Content intent (:mod:`standin.matrix`): each turn between people
notifies exactly the player to move, at most one turn ping is live at a time, and the game
leaves its challenge, its board and its result ping in the channel (and, where typed moves
scroll the board out of sight, the old boards shrunk to a line); a server without the bot is
refused up front."""

from __future__ import annotations

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.matrix import CONTEXTS, Cell, cells, play, set_up
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module plays whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


@pytest.fixture(scope="module", params=[True, False], ids=["intent", "no-intent"])
def intent(request: pytest.FixtureRequest) -> bool:
    """The intent mode of the module's bot (one bot process per mode)."""
    return bool(request.param)


@pytest.fixture(scope="module")
def bot_env(intent: bool) -> dict[str, str]:
    """Commands synced globally (a server's commands are not offered in DMs), the intent mode,
    and a quick computer."""
    return {
        "DEV_GUILD_ID": "",
        "MESSAGE_CONTENT": str(intent).lower(),
        "COMPUTER_THINK_SECONDS": "0.2",
    }


@pytest.mark.parametrize("context", CONTEXTS)
async def test_a_whole_game(standin: StandIn, bot: BotProcess, intent: bool, context: str) -> None:
    cell: Cell = next(c for c in cells(intent) if c.context == context)
    tag = f"mx{len(standin.posts)}"
    outcome = await play(standin, cell, set_up(standin, cell, tag))
    if context == "server without the bot":
        assert "not a member of this server" in outcome.ending and outcome.created == 0
        return
    assert "Game over" in outcome.ending, (cell.name, outcome.ending)
    if context == "bot DM":
        assert outcome.left == outcome.created == 2, outcome  # the board and the result ping
        return
    assert outcome.turns == 41 and "wins" in outcome.ending, outcome
    assert outcome.exact_turns == len(outcome.notified) == 40, outcome.notified
    assert outcome.live_pings == 1
    assert outcome.left - outcome.retired == 3, outcome  # challenge, board, result ping
    assert outcome.retired == 0 or cell.typed, outcome  # only typing scrolls boards away
