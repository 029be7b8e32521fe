"""Service events as Discord posts: the live board's text and controls, turn warnings."""

from __future__ import annotations

from typing import Any

import discord

from bot.discord.board.layout import ACCENTS, FINISHED_ACCENT, board_layout, board_text, header
from bot.discord.board.posting import compose
from bot.discord.components.controls import StepMenu
from bot.service import (
    BoardChanged,
    Event,
    GameOver,
    ManualClock,
    MatchService,
    Proposal,
    TurnWarning,
)
from bot.service.tournament_models import TournamentGame
from games import ai
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD


def _controls(layout: discord.ui.LayoutView) -> list[discord.ui.Item[Any]]:
    """The buttons and menus of a V2 board, in order."""
    held = (
        discord.ui.Container,
        discord.ui.ActionRow,
        discord.ui.TextDisplay,
        discord.ui.Separator,
    )
    return [item for item in layout.walk_children() if not isinstance(item, held)]


def _accent(layout: discord.ui.LayoutView) -> int | None:
    [box] = layout.children
    assert isinstance(box, discord.ui.Container)
    colour = box.accent_colour
    return colour.value if isinstance(colour, discord.Colour) else colour


async def _game(service: MatchService) -> int:
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    started = await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    return started.match.id


def _board(events: tuple[Event, ...] | list[Event], style: str = "text") -> str:
    changed = [e for e in events if isinstance(e, BoardChanged)][-1]
    ratings = [r for e in events if isinstance(e, GameOver) for r in e.ratings]
    return board_text(changed.match, style, header(changed), ratings)


async def test_a_move_shows_who_played_what_and_the_clock(service: MatchService) -> None:
    game = await _game(service)
    events = (await service.move(GUILD, CHANNEL, ALICE, "d6")).events
    text = _board(events)
    assert text.startswith(f"**Nine Men's Morris** #{game}: <@{ALICE}> played **d6**.")
    assert "Last move: d6" in text and "Time runs out <t:" in text
    assert compose(events) == []


async def test_the_board_offers_the_first_step_to_the_player_to_move(
    service: MatchService,
) -> None:
    game = await _game(service)
    result = await service.move(GUILD, CHANNEL, ALICE, "d6")
    layout = board_layout(result.match, "text")
    menu, *controls = _controls(layout)
    assert isinstance(menu, StepMenu) and isinstance(menu.item, discord.ui.Select)
    assert menu.item.custom_id == f"mb:step:{game}:0:"
    values = [o.value for o in menu.item.options]
    assert len(values) == 23 and "d6" not in values
    ids = [getattr(c, "custom_id", "") for c in controls]
    assert ids == [f"mb:giveup:{game}:0", f"mb:draw:{game}:0", f"mb:restart:{game}:0"]
    assert _accent(layout) == ACCENTS[2]  # bob (seat 2) to move
    assert layout.content_length() <= 4000 and layout.total_children_count <= 40


async def test_the_last_move_and_the_result_are_one_board_with_a_rematch_button(
    service: MatchService,
) -> None:
    game = await _game(service)
    result = await service.resign(GUILD, CHANNEL, BOB)
    over = next(e for e in result.events if isinstance(e, GameOver))
    text = board_text(result.match, "emoji", None, over.ratings)
    assert "wins by resignation" in text and "Ratings: <@" in text
    layout = board_layout(result.match, "emoji")
    [button] = _controls(layout)
    assert getattr(button, "custom_id", None) == f"mb:rematch:{game}:0"
    assert _accent(layout) == FINISHED_ACCENT


async def test_a_winning_move_states_the_result_once(service: MatchService) -> None:
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "three", first="me", position="110220000"
    )
    await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    text = _board((await service.move(GUILD, CHANNEL, ALICE, "3")).events)
    assert text.count("wins by completing a line") == 1
    assert text.endswith(f"**Game over**: <@{ALICE}> wins by completing a line.\nUnrated game.")


async def test_turn_warning_then_loss_on_time(
    service: MatchService, events: list[Event], clock: ManualClock
) -> None:
    game = await _game(service)
    events.clear()
    timeout = (await service.get_settings(GUILD)).turn_timeout_s
    clock.advance(timeout * 0.7)
    await service.tick()
    [(channel, warning)] = compose([e for e in events if isinstance(e, TurnWarning)])
    assert channel == CHANNEL
    assert warning.content.startswith(f"<@{ALICE}>, about 5 min left for your move")
    assert f"#{game}" in warning.content and warning.mentions == [ALICE]
    events.clear()
    clock.advance(timeout)
    await service.tick()
    over = next(e for e in events if isinstance(e, GameOver))
    assert f"<@{BOB}> wins on time" in board_text(over.match, "text", None, over.ratings)


async def test_a_warning_under_a_minute_does_not_round_up(
    service: MatchService, events: list[Event], clock: ManualClock
) -> None:
    await service.set_settings(GUILD, turn_timeout_s=60)
    await _game(service)
    events.clear()
    clock.advance(45)
    await service.tick()
    [(_, warning)] = compose([e for e in events if isinstance(e, TurnWarning)])
    assert warning.content.startswith(f"<@{ALICE}>, less than a minute left for your move")


async def test_the_start_names_who_moves_first_from_a_set_up_position(
    service: MatchService,
) -> None:
    position = "WW.BB.........W....B.... B 0/0 - -"
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", position=position
    )
    text = _board((await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)).events)
    assert f"the game begins, <@{ALICE}> moves first." in text
    assert f"\n<@{ALICE}> to move.\n" in text


async def test_a_takeback_says_whose_move_was_taken_back(service: MatchService) -> None:
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "notakto", first="me", position="........./........./........."
    )
    await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    await service.move(GUILD, CHANNEL, ALICE, "A4")
    await service.move(GUILD, CHANNEL, BOB, "B4")
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.TAKEBACK)
    text = _board((await service.propose(GUILD, CHANNEL, BOB, Proposal.TAKEBACK)).events)
    assert f"<@{ALICE}>'s last move (and any reply to it) was taken back." in text
    assert "[X]" not in text and f"\n<@{ALICE}> to move.\n" in text


async def test_the_computers_draw_offer_is_in_the_header_of_its_move(
    service: MatchService, events: list[Event]
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me", level="perfect")
    for _ in range(60):
        view = service.active_game(CHANNEL, ALICE)
        assert view is not None
        text = ai.choose_move_text("three", view.options, view.position, "perfect", 0.01, 1)
        events.clear()
        await service.move(GUILD, CHANNEL, ALICE, text)
        await service.wait_idle()
        if any(Proposal.DRAW in e.match.offers for e in events if isinstance(e, BoardChanged)):
            break
    text = _board(events)
    assert "Computer (perfect) played **" in text
    assert "and offers a draw: press Accept or Decline, or /draw to accept it." in text
    match = [e for e in events if isinstance(e, BoardChanged)][-1].match
    controls = [getattr(b, "custom_id", "") for b in _controls(board_layout(match, "text"))]
    answers = controls.index(f"mb:giveup:{match.id}:0") - 2
    assert controls[answers:][:2] == [
        f"mb:agree:{match.id}:{ALICE}:draw",
        f"mb:refuse:{match.id}:{ALICE}:draw",
    ]
    declined = await service.answer_proposal(GUILD, CHANNEL, ALICE, "draw", match.id, False)
    after = [getattr(b, "custom_id", "") for b in _controls(board_layout(declined.match, "text"))]
    assert not [c for c in after if c.startswith(("mb:agree:", "mb:refuse:"))]
    assert any(c.startswith(f"mb:cell:{match.id}:") for c in after)  # the board plays on


async def test_a_turn_warning_of_a_game_across_servers_goes_to_the_warned_players_own_channel(
    service: MatchService, events: list[Event], clock: ManualClock
) -> None:
    far_guild, far_channel = 200, 20
    await service.lobby.set_settings(GUILD, True)
    await service.lobby.set_settings(far_guild, True)
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope="global", first="me")
    await service.lobby.accept(far_guild, far_channel, BOB, seek.id, language="de")
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    events.clear()
    clock.advance((await service.get_settings(GUILD)).turn_timeout_s * 0.7)
    await service.tick()
    [(channel, warning)] = compose([e for e in events if isinstance(e, TurnWarning)])
    assert channel == far_channel and warning.mentions == [BOB]
    assert warning.content.startswith(f"<@{BOB}>, noch etwa 5 min für deinen Zug")


async def test_a_tournament_game_s_board_says_its_tournament_and_round_in_its_language(
    service: MatchService,
) -> None:
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    started = await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    [changed] = [e for e in started.events if isinstance(e, BoardChanged)]

    def first_lines(tournament: TournamentGame | None, locale: str) -> list[str]:
        layout = board_layout(
            changed.match, "text", header(changed), (), locale, tournament=tournament
        )
        texts = [i for i in layout.walk_children() if isinstance(i, discord.ui.TextDisplay)]
        return texts[0].content.splitlines()

    swiss = TournamentGame(7, "swiss", 3, 5)
    assert first_lines(swiss, "en-US")[1] == "🏆 Swiss tournament, round 3 of 5"
    assert first_lines(swiss, "de")[1] == "🏆 Turnier (Schweizer System), Runde 3 von 5"
    robin = TournamentGame(7, "round-robin", 2, 6)
    assert first_lines(robin, "fr")[1] == "🏆 Tournoi toutes rondes, ronde 2 sur 6"
    assert first_lines(robin, "it")[1] == "🏆 Torneo (girone all’italiana), turno 2 di 6"
    assert first_lines(TournamentGame(7, "arena", 4, None), "en-US")[1:] == ["🏆 Arena tournament"]
    assert len(first_lines(None, "en-US")) == 1  # a casual game says none
