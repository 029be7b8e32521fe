"""A game across servers has a board in each player's channel: an offer's Accept and Decline
are on the board of whoever answers it, and the offerer's own board says where it is answered
instead of asking someone who is not there to press buttons it does not have."""

from __future__ import annotations

import dataclasses

import discord

from bot.discord.board.layout import board_layout, header
from bot.discord.board.offers import proposal_post, rematch_ping
from bot.discord.wording import language
from bot.service import BoardChanged, Home, MatchView, Proposal, ProposalResult
from bot.storage import GameStatus
from games.base import Outcome, Termination
from games.registry import get_game
from standin import Post
from tests.bot.discord.test_board_limits import HUMANS, view_of
from texts import render

OFFERER, ANSWERER = HUMANS
NAMES = {OFFERER: "Ann", ANSWERER: "Bob"}


def _draw_offered() -> MatchView:
    state = get_game("three").initial()
    view = view_of(state, computer=False, offers=False, turn=1)
    return dataclasses.replace(view, offers={Proposal.DRAW: OFFERER})


def _shown(view: MatchView, here: int | None) -> tuple[str, list[str]]:
    """The board's text and its buttons' labels in the channel of ``here`` (None: the one
    channel of a game in one place)."""
    shown = {} if here is None else {p: NAMES[p] for p in view.players if p != here}
    payload = board_layout(view, "text", shown=shown).to_components()  # type: ignore[no-untyped-call]  # unannotated upstream
    message = Post("message", 0, {"components": payload})
    return message.content, [str(button["label"]) for button in message.buttons()]


def _words(key: str) -> str:
    return render(key, language(_draw_offered()))


def test_the_offerers_own_board_has_no_answers_and_says_where_it_is_answered() -> None:
    text, labels = _shown(_draw_offered(), OFFERER)
    assert _words("button-accept") not in labels and _words("button-decline") not in labels
    assert "Bob answers on their own board." in text
    assert "press Accept" not in text


def test_the_answerers_board_has_accept_and_decline() -> None:
    text, labels = _shown(_draw_offered(), ANSWERER)
    assert _words("button-accept") in labels and _words("button-decline") in labels
    assert f"<@{ANSWERER}>: press Accept or Decline" in text


def test_a_board_in_one_channel_keeps_its_answers() -> None:
    text, labels = _shown(_draw_offered(), None)
    assert _words("button-accept") in labels and f"<@{ANSWERER}>: press Accept" in text


def test_a_move_offering_a_draw_asks_for_no_click_on_the_offerers_own_board() -> None:
    view = dataclasses.replace(_draw_offered(), last_move="5")
    event = BoardChanged(view, "5", OFFERER, "move")
    assert "Accept" in render(header(event))  # where the answerer plays
    layout = board_layout(view, "text", header(event), shown={ANSWERER: "Bob"})
    first = next(i for i in layout.walk_children() if isinstance(i, discord.ui.TextDisplay))
    assert "played **5**" in first.content and "Accept" not in first.content


def test_the_offer_post_across_servers_asks_nobody_here_to_press_buttons() -> None:
    """The offer's own post goes to the offerer's channel only: it says where the other
    player answers, with no Accept or Decline and no ping for someone not there."""
    across = dataclasses.replace(_draw_offered(), homes=(Home(1, 1, 2), Home(2, 3, 4)))
    result = ProposalResult(Proposal.DRAW, across, OFFERER, agreed=False)
    post = proposal_post(result, across.home_of(OFFERER), {ANSWERER: "Bob"})
    assert post.view is None and post.mentions == []
    assert "Bob answers on their own board." in post.content
    assert "press Accept" not in post.content


def test_the_offer_post_in_one_channel_keeps_its_buttons() -> None:
    result = ProposalResult(Proposal.DRAW, _draw_offered(), OFFERER, agreed=False)
    post = proposal_post(result, _draw_offered())
    assert post.view is not None and post.mentions == [ANSWERER]
    assert f"<@{ANSWERER}>: press Accept or Decline" in post.content


def test_a_rematch_offer_across_servers_says_where_it_is_accepted() -> None:
    across = dataclasses.replace(_draw_offered(), offers={}, homes=(Home(1, 1, 2), Home(2, 3, 4)))
    result = ProposalResult(Proposal.REMATCH, across, OFFERER, agreed=False)
    post = proposal_post(result, across.home_of(OFFERER), {ANSWERER: "Bob"})
    assert post.view is None and post.mentions == []
    assert "Bob plays in another server and accepts there" in post.content


def _rematch_offered(across: bool) -> MatchView:
    """A finished game (the answerer resigned) with the offerer's rematch offer standing."""
    view = dataclasses.replace(
        _draw_offered(),
        offers={Proposal.REMATCH: OFFERER},
        outcome=Outcome(1, Termination.RESIGNATION),
        status=GameStatus.FINISHED,
    )
    homes = (Home(1, 1, 2, 77), Home(2, 3, 4, 88, "fr")) if across else ()
    return dataclasses.replace(view, homes=homes)


def test_a_rematch_offered_across_servers_is_answered_on_the_other_players_board() -> None:
    text, labels = _shown(_rematch_offered(True), ANSWERER)
    assert "Ann offers a rematch" in text and f"<@{ANSWERER}>: press Accept or Decline" in text
    assert labels == [_words("button-accept"), _words("button-decline"), _words("button-rematch")]
    text, labels = _shown(_rematch_offered(True), OFFERER)
    assert "Bob plays in another server and accepts there" in text
    assert labels == [_words("button-rematch")]


def test_a_rematch_offered_in_one_channel_stays_off_the_board() -> None:
    """Its own post has the answers there, pinging the opponent."""
    text, labels = _shown(_rematch_offered(False), None)
    assert "offers a rematch" not in text and labels == [_words("button-rematch")]


def test_the_rematch_ping_across_servers_pings_only_the_other_player_on_their_board() -> None:
    game = _rematch_offered(True)
    result = ProposalResult(Proposal.REMATCH, game, OFFERER, agreed=False)
    theirs = game.home_of(ANSWERER)
    post = rematch_ping(result, theirs, {OFFERER: "Ann"})
    assert post.mentions == [ANSWERER] and post.view is None
    assert post.content == (
        f"<@{ANSWERER}>, Ann te propose une revanche de Moulin à trois #{game.id} : accepte ou "
        "refuse sur ton plateau : https://discord.com/channels/3/4/88"
    )
