"""One orchestration per use case, shared by slash commands, clicks and typed input.

Answering a challenge, withdrawing it, proposing and answering offers, resigning with a
confirmation and building a move by clicks are each written once here. Whoever asked is an
:class:`~bot.discord.asker.Asker`: where they asked, in which language, and how to tell them
something privately (an ephemeral answer to an interaction, or a reply to a typed message). The
cogs, the typed input and the components (through
:class:`~bot.discord.components.ports.Clicks`, which this implements) only read their input and
call a flow.
"""

from __future__ import annotations

import discord

from bot.discord.asker import Asker
from bot.discord.board.acks import answering
from bot.discord.board.live import LiveBoards
from bot.discord.board.offers import proposal_post, rematch_ping
from bot.discord.board.posting import Poster
from bot.discord.components.buttons import challenge_buttons, rematch_button, resign_buttons
from bot.discord.components.controls import offer_buttons, picker
from bot.discord.components.labels import question
from bot.discord.permissions import where
from bot.discord.replies import answer_typed, clicked_locale, edit_clicked
from bot.discord.say import say, user_locale
from bot.discord.wording import game_title, language
from bot.service import (
    ChallengeError,
    ChallengeView,
    InvalidRequestError,
    MatchResult,
    MatchService,
    MatchView,
    NoGameError,
    NotAPlayerError,
    OfferClosedError,
    Proposal,
    ProposalResult,
)
from texts import Person, Text, t


class Flows:
    """The use cases; see the module docstring."""

    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        poster: Poster,
        boards: LiveBoards,
    ) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self.boards = boards

    # -- challenges ----------------------------------------------------------------------------

    def open_challenge(
        self, asker: Asker, challenge_id: int | None, *, to: bool
    ) -> ChallengeView | None:
        """The open challenge ``challenge_id`` (None: the newest) made to the asker (``to``) or
        by them, here; None if there is none."""
        pending = [
            c
            for c in self.service.pending_challenges(asker.channel_id, asker.user_id)
            if (c.challenged_id if to else c.challenger_id) == asker.user_id
            and challenge_id in (None, c.id)
        ]
        return max(pending, key=lambda c: c.id) if pending else None

    def _still_open(self, asker: Asker, challenge_id: int, *, to: bool) -> ChallengeView:
        found = self.open_challenge(asker, challenge_id, to=to)
        if found is None:
            raise ChallengeError(t("challenge-not-open"))
        return found

    async def answer_challenge(
        self, interaction: discord.Interaction, challenge_id: int, *, accept: bool
    ) -> None:
        """The Accept or Decline button of a challenge."""
        asker = Asker.of(interaction)
        await self.answer(asker, self._still_open(asker, challenge_id, to=True), accept)

    async def answer(self, asker: Asker, challenge: ChallengeView, accept: bool) -> None:
        """Accept (start the match, in a thread of its own if the challenge said so) or
        decline ``challenge``, and close its message."""
        key = "challenge-accepted-by" if accept else "challenge-declined-by"
        note = t(key, player=Person(asker.user_id))
        if not accept:
            await self.service.decline(
                asker.guild_id, asker.channel_id, asker.user_id, challenge.id
            )
            await self._close_challenge(asker, challenge, note)
            return
        problem = asker.problem()
        if problem is not None:
            raise InvalidRequestError(problem)

        async def start(play_in: int | None) -> MatchResult:
            return await self.service.accept(
                asker.guild_id, asker.channel_id, asker.user_id, challenge.id, play_in=play_in
            )

        message_id = await self._thread_from(asker, challenge)
        if message_id is not None:
            clicked = asker.interaction
            if clicked is not None and not clicked.response.is_done():
                # making the thread and naming it may wait on Discord's rate limits: answer
                # within Discord's 3 seconds now, the clicked message is edited when it is done
                await clicked.response.defer()
            started = await self.boards.threads.start(challenge, message_id, start)
        else:
            started = await start(None)
        await self._close_challenge(asker, challenge, note)
        await self.poster.send_events(started.match, started.events)

    async def _thread_from(self, asker: Asker, challenge: ChallengeView) -> int | None:
        """The challenge message to start the match's thread from, None if the match is played
        in the channel (as stored with the challenge)."""
        if not challenge.thread:
            return None
        clicked = asker.interaction.message if asker.interaction else None
        return clicked.id if clicked is not None else await self.poster.find_challenge(challenge)

    async def _close_challenge(self, asker: Asker, challenge: ChallengeView, note: Text) -> None:
        """Disable the challenge's buttons and add ``note``: the clicked message itself when
        the challenge was answered there."""
        if asker.interaction is not None and asker.interaction.message is not None:
            done = challenge_buttons(challenge, True)
            await edit_clicked(asker.interaction, note, done, language(challenge))
            return
        await self.poster.close_challenge(challenge, note)

    async def withdraw_challenge(self, interaction: discord.Interaction, challenge_id: int) -> None:
        """The Withdraw button of a challenge."""
        asker = Asker.of(interaction)
        await self.withdraw(asker, self._still_open(asker, challenge_id, to=False))

    async def withdraw(self, asker: Asker, challenge: ChallengeView) -> None:
        """Withdraw ``challenge`` and close its message."""
        closed = await self.service.withdraw(
            asker.guild_id, asker.channel_id, asker.user_id, challenge.id
        )
        note = t("challenge-withdrawn-by", player=Person(asker.user_id))
        await self._close_challenge(asker, closed, note)

    # -- proposals -----------------------------------------------------------------------------

    async def propose(self, asker: Asker, kind: Proposal, match_id: int | None = None) -> None:
        """Propose ``kind`` in match ``match_id`` (default: the asker's match here), or agree
        to the opponent's proposal."""
        game = (
            self.service.current(match_id)
            if match_id is not None
            else self.service.active_game(asker.channel_id, asker.user_id)
        )
        interaction = asker.interaction
        if interaction is not None and game is not None and game.computer_seat:
            # The computer judges a draw offer in a worker process: that may take a while.
            await interaction.response.defer(thinking=True, ephemeral=True)
        async with answering(asker.interaction, self.boards.now):  # forwarded: slow?
            result = await self.service.propose(
                asker.guild_id, asker.channel_id, asker.user_id, kind, match_id
            )
        await self._show_proposal(asker, result)

    async def offer(self, interaction: discord.Interaction, match_id: int, kind: Proposal) -> None:
        """A proposal button of a board."""
        await self.propose(Asker.of(interaction), kind, match_id)

    def _played_by(self, match_id: int, user_id: int) -> MatchView:
        """Match ``match_id`` as it is now; raise :class:`NoGameError` if it is over and
        :class:`NotAPlayerError` if ``user_id`` is not playing it."""
        game = self.service.current(match_id)
        if game is None:
            raise NoGameError(t("game-no-longer-in-progress"))
        if not game.seat_of(user_id):
            raise NotAPlayerError(t("not-a-player"))
        return game

    async def confirm_resign(self, interaction: discord.Interaction, match_id: int) -> None:
        """The board's Resign: ask the clicker, privately, to confirm."""
        user_id = interaction.user.id
        game = self._played_by(match_id, user_id)
        confirm = t(
            "resign-confirm", player=Person(user_id), game=game_title(game), id=str(game.id)
        )
        locale = user_locale(interaction)
        await interaction.response.send_message(
            say(confirm, locale),
            view=resign_buttons(game, user_id, locale=locale),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def decline_offer(self, asker: Asker, kind: Proposal) -> None:
        """Decline the opponent's standing ``kind`` proposal in the asker's match here."""
        async with answering(asker.interaction, self.boards.now):  # forwarded: slow?
            result = await self.service.decline_proposal(
                asker.guild_id, asker.channel_id, asker.user_id, kind
            )
        await self._show_proposal(asker, result)

    async def _show_proposal(self, asker: Asker, result: ProposalResult) -> None:
        """Show ``result``: the offer (or its refusal) as a post, or the agreed effect on the
        board; a slash command is answered with it."""
        interaction = asker.interaction
        if not result.agreed:
            home = result.match.home_of(asker.user_id)
            post = proposal_post(result, home, await self.boards.names_shown(home))
            async with self.poster.lock(result.match.id):
                if interaction is not None:
                    [message] = await self.poster.answer(interaction, [post])
                else:
                    message = await self.poster.send(asker.channel_id, post)
            if post.view is not None:  # an offer: its buttons go once it is answered anywhere
                self.boards.offers.note(result.match, result.kind, result.proposer_id, message)
            await self.boards.show(result.match, result.events)  # the offer, or its end
            if result.kind is Proposal.REMATCH and result.match.across and not result.declined:
                theirs = result.match.home_of(result.match.opponent_of(result.proposer_id))
                ping = rematch_ping(result, theirs, await self.boards.names_shown(theirs))
                await self.boards.offers.ping(theirs, ping)
            return
        await self._rematch_answered(result)
        shown = result.new_match or result.match
        if interaction is None:
            await self.poster.send_events(shown, result.events)
            return
        note = Text(f"agreed-{result.kind.value}", {"game": game_title(shown), "id": str(shown.id)})
        if interaction.response.is_done():
            await self.poster.send_events(shown, result.events, self.poster.notifier(interaction))
            await asker.tell(note)
            return
        await self.poster.answer_events(interaction, shown, result.events, note)

    async def _rematch_answered(self, result: ProposalResult) -> None:
        """Show a rematch offer across servers answered (``result``) on both boards of its
        finished match, which showed it."""
        if result.kind is Proposal.REMATCH and result.match.across:
            await self.boards.show(result.match)

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        """The Rematch button of a finished match."""
        asker = Asker.of(interaction)
        result = await self.service.propose(
            asker.guild_id, asker.channel_id, asker.user_id, Proposal.REMATCH, match_id
        )
        if result.agreed and result.match.across:  # its boards showed the offer: now its end
            await self._shown_on_board(interaction, result)
            return
        if result.agreed:
            done = rematch_button(result.match, disabled=True)
            await edit_clicked(interaction, t("rematch-started"), done, language(result.match))
            await self.poster.send_events(result.new_match or result.match, result.events)
            return
        await self._show_proposal(asker, result)

    async def answer_offer(
        self, interaction: discord.Interaction, match_id: int, kind: Proposal, *, agree: bool
    ) -> None:
        """The Accept or Decline button of an offer (its owner checked by the button): on the
        offer's own message, which keeps a note; on a board (the computer's draw offer, an
        offer across servers, a rematch's on a finished board), which is shown again with its
        controls, the click answered by that edit."""
        guild_id, _, user_id = where(interaction)
        game = await self.service.game(match_id)
        clicked = interaction.message
        elsewhere = self.service.held_elsewhere(match_id)  # its board: the holder edits it
        if elsewhere and clicked is not None:
            await interaction.response.defer()
        on_board = clicked is not None and (elsewhere or self.boards.is_board(game, clicked.id))
        try:
            result = await self.service.answer_proposal(
                guild_id, game.home_of(user_id).channel_id, user_id, kind, match_id, agree
            )
        except OfferClosedError:
            if clicked is not None and not on_board:
                # an offer message this process never knew (posted before a restart), or whose
                # edit failed: its buttons go with this click, and the refusal follows
                done = offer_buttons(game, user_id, kind, disabled=True)
                await interaction.response.edit_message(view=done)
            raise
        if clicked is not None:  # the offer's own message is answered here, by this click
            self.boards.offers.forget(match_id, kind, clicked.id)
        if on_board:
            await self._shown_on_board(interaction, result)
            return
        key = "offer-accepted-by" if agree else "offer-declined-by"
        owner = game.opponent_of(result.proposer_id)
        done = offer_buttons(game, owner, kind, disabled=True)
        speaks = language(game.home_of(user_id))
        await edit_clicked(interaction, t(key, player=Person(user_id)), done, speaks)
        if result.events:
            await self.poster.send_events(result.new_match or result.match, result.events)

    async def _shown_on_board(
        self, interaction: discord.Interaction, result: ProposalResult
    ) -> None:
        """Show ``result``, an offer answered by a click on one of its match's boards, on
        those boards, the click answered by that edit; a rematch's new match posted after."""
        ack = self.boards.ack(interaction)
        rematch = result.new_match  # the events are the new match's
        await self.boards.show(result.match, () if rematch else result.events, ack=ack)
        if ack.claim():
            await interaction.response.defer()
        if rematch is not None:
            await self.poster.send_events(rematch, result.events)

    # -- resigning -----------------------------------------------------------------------------

    async def ask_to_resign(self, game: MatchView, user_id: int, message: discord.Message) -> None:
        """Ask ``user_id`` to confirm resigning ``game`` (a reply to their typed word)."""
        confirm = t(
            "resign-confirm", player=Person(user_id), game=game_title(game), id=str(game.id)
        )
        await answer_typed(message, say(confirm, language(game)), resign_buttons(game, user_id))

    async def resign(self, interaction: discord.Interaction, match_id: int) -> None:
        """The Resign button of a resignation waiting for confirmation: resign that match if
        it is still on."""
        guild_id, channel_id, user_id = where(interaction)
        game = self.service.active_game(channel_id, user_id)
        if game is None or game.id != match_id:
            raise NoGameError(t("game-no-longer-in-progress"))
        async with answering(interaction, self.boards.now):  # forwarded to its holder: slow?
            result = await self.service.resign(guild_id, channel_id, user_id)
        locale = clicked_locale(interaction, game)
        done = resign_buttons(game, user_id, True, locale)
        await edit_clicked(interaction, t("resigned"), done, locale)
        await self.poster.send_events(result.match, result.events)

    async def keep_playing(self, interaction: discord.Interaction, match_id: int) -> None:
        """The Keep playing button of a resignation waiting for confirmation."""
        game = (await self.service.game(match_id)).home_of(interaction.user.id)
        locale = clicked_locale(interaction, game)
        done = resign_buttons(game, interaction.user.id, True, locale)
        await edit_clicked(interaction, t("resignation-cancelled"), done, locale)

    # -- moves by clicks -----------------------------------------------------------------------

    async def step(
        self,
        interaction: discord.Interaction,
        match_id: int,
        prefix: str,
        group: str | None = None,
    ) -> None:
        """A click that chose the steps ``prefix`` of a move (or the page ``group`` of the next
        steps): play the move once complete, else ask privately for the next step."""
        ack = self.boards.ack(interaction)
        user_id = interaction.user.id
        await self.service.catch_up(match_id)  # held by another process: as that one has it
        view = self._played_by(match_id, user_id)
        choices = self.service.match_choices(match_id, user_id, prefix)
        message = interaction.message
        on_board = message is not None and not message.flags.ephemeral
        locale = user_locale(interaction)
        if choices.steps and (group is not None or not choices.complete):
            asked = t(
                "step-question", game=game_title(view), id=str(view.id), question=question(choices)
            )
            text = say(asked, locale)
            menu = picker(view, choices, group, locale)
            none = discord.AllowedMentions.none()
            if on_board:
                await interaction.response.send_message(
                    text, view=menu, ephemeral=True, allowed_mentions=none
                )
            else:
                await interaction.response.edit_message(content=text, view=menu)
            return
        if not choices.complete:
            raise InvalidRequestError(t("step-outdated"))
        move = choices.prefix
        mine = view.home_of(user_id)  # a game across servers: where this player plays it
        if on_board and self.service.held_elsewhere(match_id) and ack.claim():
            await interaction.response.defer()  # another process holds it and edits the board
        async with answering(interaction, self.boards.now):
            result = await self.service.move(mine.guild_id, mine.channel_id, user_id, move)
        tell = self.poster.notifier(interaction)

        if not on_board:
            played = say(t("move-played", move=result.move), locale)
            if interaction.response.is_done():  # deferred while the service was slow
                await interaction.edit_original_response(content=played, view=None)
            else:
                await interaction.response.edit_message(content=played, view=None)
            await self.boards.show(result.match, result.events, notify=tell)
            return
        await self.boards.show(result.match, result.events, ack=ack, notify=tell)
        if ack.claim():
            await interaction.response.defer()
