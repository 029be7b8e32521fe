"""The messages of standing offers (a draw, a restart, a takeback, a rematch): each keeps its
Accept and Decline only while its offer stands.

An offer answered elsewhere (on the board, by a command or a typed word) or lapsed (its
proposer moved, the game ended) has its own message's buttons disabled the next time the board
shows the match: where the bot is only an app (a group DM), through the interaction token that
posted it, while that is valid. Kept in memory only: after a restart, an old offer's buttons go
at the first click on them, which is answered that the offer is closed
(:meth:`bot.discord.flows.Flows.answer_offer`).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass

import discord

from bot.discord.board.outlets import Outlets, Unreachable
from bot.discord.components.controls import offer_buttons
from bot.discord.say import Outgoing, channel_link, message_link, say
from bot.discord.wording import OFFER_WORDS, game_title, language, player_name
from bot.service import MatchView, Proposal, ProposalResult
from texts import Param, Person, Text, t

log = logging.getLogger(__name__)

KEPT_MATCHES = 512
"""Matches whose offer messages are remembered (the newest)."""


@dataclass(frozen=True, slots=True)
class OfferMessage:
    """Where an offer was posted, as what, and by whom."""

    channel_id: int
    message_id: int
    content: str
    proposer: int


@dataclass
class RematchPing:
    """The ping of a rematch offer: where, and the message once posted (None while it is being
    posted); ``version`` is the match's version that showed the offer."""

    version: int
    channel_id: int
    message_id: int | None = None


class Offers:
    """The offer messages of each match, closed once their offers no longer stand."""

    def __init__(self, outlets: Outlets) -> None:
        self.outlets = outlets
        self._messages: OrderedDict[int, dict[Proposal, OfferMessage]] = OrderedDict()
        self._pings: OrderedDict[int, RematchPing] = OrderedDict()
        """The ping of each match's rematch offer."""

    def note(
        self, game: MatchView, kind: Proposal, proposer: int, message: discord.Message
    ) -> None:
        """Remember that ``message`` shows ``proposer``'s ``kind`` offer in ``game``."""
        posted = OfferMessage(message.channel.id, message.id, message.content, proposer)
        self._messages.setdefault(game.id, {})[kind] = posted
        self._messages.move_to_end(game.id)
        while len(self._messages) > KEPT_MATCHES:
            self._messages.popitem(last=False)

    def forget(self, match_id: int, kind: Proposal, message_id: int) -> None:
        """Forget the ``kind`` offer of ``match_id`` if ``message_id`` shows it (its own
        buttons answered it: the click edits it)."""
        standing = self._messages.get(match_id, {})
        if kind in standing and standing[kind].message_id == message_id:
            del standing[kind]

    async def ping(self, home: MatchView, post: Outgoing) -> None:
        """Post ``post``, the ping of a rematch offer, in ``home``'s channel (a ping that cannot
        be posted: one log line, the offer is on the board all the same); like a turn ping it
        goes once the offer no longer stands (:meth:`close_answered`), also if that was while
        it was being posted (held back by a rate limit)."""
        mine = self._pings[home.id] = RematchPing(home.version, home.channel_id)
        self._pings.move_to_end(home.id)
        while len(self._pings) > KEPT_MATCHES:
            self._pings.popitem(last=False)
        try:
            message = await self.outlets.send(
                home.channel_id, post.content, view=None, allowed_mentions=post.allowed_mentions
            )
        except (Unreachable, discord.HTTPException) as error:
            log.info("match %s: the offer's ping is not posted: %r", home.id, error)
            return
        mine.message_id = message.id
        if self._pings.get(home.id) is not mine:  # answered meanwhile
            await self._unping(home.id, mine)

    async def _unping(self, match_id: int, ping: RematchPing) -> None:
        """Delete ``ping`` (one that cannot be deleted stays: one log line)."""
        if ping.message_id is None:
            return  # still being posted: :meth:`ping` deletes it then
        try:
            await self.outlets.delete(ping.channel_id, ping.message_id)
        except (Unreachable, discord.HTTPException) as error:
            log.info("match %s: the rematch offer's ping stays: %r", match_id, error)

    async def close_answered(self, view: MatchView, seat: int = 0) -> None:
        """After ``view`` was shown on its board of ``seat``: delete the ping of its rematch
        offer once that no longer stands, and (on the board of the match's own channel, seat 0,
        where its offer messages are) disable the buttons of its offer messages whose offers
        no longer stand (a message that cannot be edited any more keeps them, a ping that
        cannot be deleted stays: one log line)."""
        ping = self._pings.get(view.id)
        if ping and Proposal.REMATCH not in view.offers and view.version > ping.version:
            del self._pings[view.id]
            await self._unping(view.id, ping)
        standing = None if seat else self._messages.get(view.id)
        if standing is None:
            return
        for kind, offer in list(standing.items()):
            if view.offers.get(kind) == offer.proposer:
                continue
            del standing[kind]
            done = offer_buttons(view, view.opponent_of(offer.proposer), kind, disabled=True)
            try:
                await self.outlets.edit(
                    offer.channel_id,
                    offer.message_id,
                    content=offer.content,
                    view=done,
                    allowed_mentions=discord.AllowedMentions.none(),
                )
            except (Unreachable, discord.HTTPException) as error:
                log.info("match %s: the %s offer keeps its buttons: %s", view.id, kind.value, error)
        if not standing:
            self._messages.pop(view.id, None)


def proposal_post(
    result: ProposalResult, home: MatchView, shown: Mapping[int, str] | None = None
) -> Outgoing:
    """The post for a proposal that is not (yet) agreed: the offer with Accept and Decline
    for the opponent, or its refusal, in the language of ``home`` (the board of whoever
    asked). In a game across servers it names the other server's player as ``shown`` does,
    pings nobody and has no buttons: it says the opponent answers on their own board."""
    game = result.match
    speaks = language(home)
    opponent = game.opponent_of(result.proposer_id)
    named: dict[str, Param] = {"game": game_title(game), "id": str(game.id)}
    if result.declined:
        name = player_name(game, game.seat_of(opponent))
        declined = Text(f"declined-{result.kind.value}", named | {"player": name})
        return Outgoing(say(declined, speaks, shown))
    people: dict[str, Param] = {
        "proposer": Person(result.proposer_id),
        "opponent": Person(opponent),
    }
    if game.across:
        elsewhere = Text(OFFER_WORDS[result.kind] + "-elsewhere", named | people)
        return Outgoing(say(elsewhere, speaks, shown))
    offer = Text(OFFER_WORDS[result.kind], named | people)
    return Outgoing(
        say(offer, speaks, shown), [opponent], offer_buttons(game, opponent, result.kind)
    )


def rematch_ping(result: ProposalResult, home: MatchView, shown: Mapping[int, str]) -> Outgoing:
    """The ping of the opponent of ``result``'s rematch offer in a game across servers (the
    offer's own post is in the offerer's channel only): for ``home``, the opponent's own
    board, in its language and linking it (its Accept and Decline), the proposer named as
    ``shown`` names them there."""
    opponent = home.opponent_of(result.proposer_id)
    link = channel_link(home.guild_id, home.channel_id)
    if home.board_message_id is not None:
        link = message_link(home.guild_id, home.channel_id, home.board_message_id)
    ping = t(
        "rematch-offer-ping",
        opponent=Person(opponent),
        proposer=Person(result.proposer_id),
        game=game_title(home),
        id=str(home.id),
        link=link,
    )
    return Outgoing(say(ping, language(home), shown), [opponent])
