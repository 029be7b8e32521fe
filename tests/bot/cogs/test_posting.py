"""Service events as Discord posts: boards, the end of a game, turn warnings, timeouts."""

from __future__ import annotations

from bot.cogs.posting import compose
from bot.service import (
    BoardChanged,
    Event,
    ManualClock,
    MatchService,
    Proposal,
    TurnWarning,
    YourTurn,
)
from games import ai
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD


async def _game(service: MatchService) -> int:
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    started = await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    return started.match.id


async def test_a_move_is_one_board_post_pinging_the_next_player(service: MatchService) -> None:
    game = await _game(service)
    events = (await service.move(GUILD, CHANNEL, ALICE, "d6")).events
    assert [type(e) for e in events] == [BoardChanged, YourTurn]
    [post] = compose(events, "text")
    assert post.content.startswith(f"**Nine Men's Morris** #{game}: <@{ALICE}> played **d6**.")
    assert "Last move: d6" in post.content and "Time runs out <t:" in post.content
    assert post.mentions == [BOB] and post.view is None


async def test_the_last_move_and_the_result_are_one_post_with_a_rematch_button(
    service: MatchService,
) -> None:
    game = await _game(service)
    events = (await service.resign(GUILD, CHANNEL, BOB)).events
    [post] = compose(events, "emoji")
    assert post.content.startswith(f"**Nine Men's Morris** #{game}: **Game over**: <@{ALICE}>")
    assert "wins by resignation" in post.content and "Ratings: <@" in post.content
    assert post.mentions == []
    assert post.view is not None
    [button] = post.view.children
    assert getattr(button, "custom_id", None) == f"mb:rematch:{game}:0"


async def test_a_winning_move_states_the_result_once(service: MatchService) -> None:
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "three", first="me", position="110220000"
    )
    await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    events = (await service.move(GUILD, CHANNEL, ALICE, "3")).events
    [post] = compose(events, "text")
    assert post.content.count("wins by completing a line") == 1
    assert post.content.endswith(
        f"**Game over**: <@{ALICE}> wins by completing a line.\nUnrated game."
    )
    assert "W <@" in post.content and "Last move: 3" in post.content


async def test_turn_warning_then_loss_on_time(
    service: MatchService, events: list[Event], clock: ManualClock
) -> None:
    game = await _game(service)
    events.clear()
    timeout = (await service.get_settings(GUILD)).turn_timeout_s
    clock.advance(timeout * 0.7)
    await service.tick()
    [warning] = compose([e for e in events if isinstance(e, TurnWarning)], "text")
    assert warning.content.startswith(f"<@{ALICE}>, about 5 min left for your move")
    assert f"#{game}" in warning.content and warning.mentions == [ALICE]
    events.clear()
    clock.advance(timeout)
    await service.tick()
    posts = compose(events, "text")
    assert any(f"<@{BOB}> wins on time" in p.content for p in posts)
    assert any(p.view is not None for p in posts)


async def test_a_warning_under_a_minute_does_not_round_up(
    service: MatchService, events: list[Event], clock: ManualClock
) -> None:
    await service.set_settings(GUILD, turn_timeout_s=60)
    await _game(service)
    events.clear()
    clock.advance(45)
    await service.tick()
    [warning] = compose([e for e in events if isinstance(e, TurnWarning)], "text")
    assert warning.content.startswith(f"<@{ALICE}>, less than a minute left for your move")


async def test_the_start_names_who_moves_first_from_a_set_up_position(
    service: MatchService,
) -> None:
    position = "WW.BB.........W....B.... B 0/0 - -"
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", position=position
    )
    events = (await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)).events
    [post] = compose([e for e in events if isinstance(e, BoardChanged)], "text")
    assert f"the game begins, <@{ALICE}> moves first." in post.content
    assert f"\n<@{ALICE}> to move.\n" in post.content


async def test_a_takeback_says_whose_move_was_taken_back(service: MatchService) -> None:
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "notakto", first="me", position="........./........./........."
    )
    await service.accept(GUILD, CHANNEL, BOB, result.challenge.id)
    await service.move(GUILD, CHANNEL, ALICE, "A4")
    await service.move(GUILD, CHANNEL, BOB, "B4")
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.TAKEBACK)
    events = (await service.propose(GUILD, CHANNEL, BOB, Proposal.TAKEBACK)).events
    [post] = compose([e for e in events if isinstance(e, BoardChanged)], "text")
    assert f"<@{ALICE}>'s last move (and any reply to it) was taken back." in post.content
    assert "[X]" not in post.content and f"\n<@{ALICE}> to move.\n" in post.content


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
    [post] = compose([e for e in events if isinstance(e, BoardChanged)], "text")
    assert "Computer (perfect) played **" in post.content
    assert "and offers a draw: /draw to accept it, or type `decline`." in post.content
