"""The Discord application: the bot class and all its wiring, done once in ``setup_hook``."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.background import Background
from bot.cogs.boards import BoardScroll
from bot.cogs.challenges import Challenges
from bot.cogs.departures import Departures
from bot.cogs.info import Info
from bot.cogs.lobby import Lobby
from bot.cogs.lobby_buttons import LOBBY_BUTTONS
from bot.cogs.moves import Moves
from bot.cogs.pairing import Pairing
from bot.cogs.proposals import Proposals
from bot.cogs.puzzles import PuzzleMenu, Solver
from bot.cogs.review import ReviewButton, Reviewer
from bot.cogs.seeks import Seeks
from bot.cogs.settings import Settings as SettingsCog
from bot.cogs.tournament_card import TournamentButton
from bot.cogs.tournaments import Tournaments as TournamentsCog
from bot.cogs.typed_input import TypedInput
from bot.discord.board.live import LiveBoards
from bot.discord.board.outlets import Outlets
from bot.discord.board.posting import Poster
from bot.discord.components.buttons import BUTTONS
from bot.discord.components.controls import CONTROLS
from bot.discord.components.ports import (
    Clicks,
    Host,
    PoolClicks,
    PuzzleClicks,
    ReviewClicks,
    SeekClicks,
    TournamentClicks,
)
from bot.discord.emoji import Tiles, load_tiles
from bot.discord.flows import Flows
from bot.discord.localize import CatalogueTranslator, fingerprint
from bot.discord.replies import report_error
from bot.limits import THINK_BUDGETS, TIMER_POLL_S
from bot.service import FollowedClock, MatchService, SystemClock
from bot.service.computer import ProcessPoolMoveProvider
from bot.settings import Settings
from bot.shards import shard_of
from bot.storage import Repository, open_storage
from renderer import STYLES

log = logging.getLogger(__name__)

PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    read_message_history=True,
    attach_files=True,
)
"""What the bot needs in a channel: see and post (also in threads), find its old challenge
messages after a restart, and attach long game exports."""


MAX_RATELIMIT_WAIT_S = 30.0
"""A request Discord asks to wait longer for raises ``discord.RateLimited`` instead (the
live board then posts afresh rather than wait up to an hour to edit an old board)."""
SYNC_RETRY_S = (10.0, 60.0, 300.0)
"""The pauses before uploading refused commands again."""


def _refusal(error: discord.HTTPException) -> str:
    """What Discord said when it refused a request, in one line."""
    return f"{error.status} (code {error.code}): {' '.join(error.text.split())}"


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Make discord.py use another REST base and gateway (the tests' local stand-in)."""
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
"""Where a command may run: servers, the bot's DMs, group DMs and DMs between users."""


class MorrisBot(commands.AutoShardedBot, Host):
    """The bot: storage, match service, cogs and buttons, wired in :meth:`setup_hook` (the
    composition root: every part gets what it uses, and nothing reaches back for the bot); the
    :class:`~bot.discord.components.ports.Host` of every component.

    It runs the shards ``SHARD_IDS`` of ``SHARD_COUNT`` (unset: all that Discord advises) and
    serves only the games of their guilds; other processes of the cluster run the others.
    """

    service: MatchService
    poster: Poster
    boards: LiveBoards
    outlets: Outlets
    flows: Flows
    reviewer: Reviewer
    solver: Solver

    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        intents.guild_messages = True
        intents.message_content = settings.message_content
        count, shards = settings.shard_count, settings.shards
        sharding: dict[str, Any] = (
            {} if shards is None else {"shard_count": count, "shard_ids": list(shards)}
        )
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            guild_ready_timeout=settings.guild_ready_timeout,
            max_messages=None,
            max_ratelimit_timeout=MAX_RATELIMIT_WAIT_S,
            chunk_guilds_at_startup=False,
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
            **sharding,
        )
        self.settings = settings
        self.repository: Repository | None = None
        self._tasks = Background(log)
        """The bot's own tasks: the service's timers, the tiles' upload, commands uploaded again."""
        self._timers: asyncio.Task[None] | None = None
        self.tiles = Tiles()
        self._boards_repaired = False
        self._unsubscribe: Any = None

    async def setup_hook(self) -> None:
        """Open storage (migrated), build the service, load the cogs, register the buttons,
        resume games (their timers start on connecting), and sync the commands if they
        changed."""
        assert self.user is not None
        path = self.settings.database_path
        path.parent.mkdir(parents=True, exist_ok=True)
        self.repository = await open_storage(self.settings.storage_url)
        think = self.settings.computer_think_seconds
        clock_file = self.settings.morrisbot_clock_file
        clock = FollowedClock(clock_file) if clock_file else SystemClock()
        self.service = MatchService(
            self.repository,
            clock=clock,
            provider=ProcessPoolMoveProvider(
                self.settings.computer_workers,
                budgets={**THINK_BUDGETS, "hard": think, "perfect": think},
            ),
            computer_id=self.user.id,
            board_styles=STYLES,
            grace_s=self.settings.restart_grace_seconds,
            timer_poll_s=FollowedClock.LOOK_AGAIN_S if clock_file else TIMER_POLL_S,
            owns=self._owns,
            process_name=self.settings.process_name,
        )
        service, content = self.service, self.settings.message_content
        self.outlets = Outlets(self, clock.now, service.note_token_only)
        self.outlets.know(await service.token_only_channels())
        self.boards = LiveBoards(self, service, self.outlets, clock.now, self.tiles)
        self.poster = Poster(self, service, self.boards, self.outlets, message_content=content)
        self._unsubscribe = service.subscribe(self.poster.on_events)
        self.flows = Flows(self, service, self.poster, self.boards)
        self.reviewer, self.solver = Reviewer(service, self.tiles), Solver(self, service)
        self.seeks_cog = Seeks(self, self.tree, service, self.poster)
        self.pairing_cog = Pairing(self, service, self.poster)
        self.tournament_cog = TournamentsCog(self, service, self.poster)
        cogs: list[commands.Cog] = [
            BoardScroll(self.boards.scroll),
            Departures(self, service, self.boards),
            Challenges(
                self,
                self.tree,
                service,
                self.poster,
                per_minute=self.settings.challenges_per_minute,
                message_content=content,
            ),
            Moves(self, service, self.poster, self.boards, self.flows),
            Proposals(self.flows),
            TypedInput(self, service, self.poster, self.flows, message_content=content),
            Info(self, service, message_content=content),
            SettingsCog(self, service, self.tiles),
            self.reviewer,
            self.solver,
            self.seeks_cog,
            self.pairing_cog,
            Lobby(service),
            self.tournament_cog,
        ]
        for cog in cogs:
            await self.add_cog(cog)
        for command in self.tree.get_commands():
            if command.allowed_contexts is None:  # not restricted to servers: anywhere
                command.allowed_contexts = EVERYWHERE
        self.tree.error(self._on_app_command_error)
        await self.tree.set_translator(CatalogueTranslator())
        self.add_dynamic_items(
            *BUTTONS,
            *CONTROLS,
            ReviewButton,
            PuzzleMenu,
            *LOBBY_BUTTONS,
            TournamentButton,
        )
        summary = await self.service.resume()
        log.info("resumed %d games and %d challenges", summary.games, summary.challenges)
        if self.settings.board_tiles:  # boards are text until the tiles are in place
            self._tasks.spawn(self._load_tiles(), name="board-tiles")
        try:
            await self._sync_commands()
        except discord.HTTPException as error:
            log.error("Discord refused the commands: %s", _refusal(error))
            self._tasks.spawn(self._sync_later(), name="command-sync")
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(self.close()))

    @property
    def clicks(self) -> Clicks:
        """Where the boards' and offers' clicks go."""
        return self.flows

    @property
    def puzzles(self) -> PuzzleClicks:
        """Where the puzzles' choices go."""
        return self.solver

    @property
    def reviews(self) -> ReviewClicks:
        """Where the reviews' clicks go."""
        return self.reviewer

    @property
    def seeks(self) -> SeekClicks:
        """Where the seeks' and the lobby's clicks go."""
        return self.seeks_cog

    @property
    def pools(self) -> PoolClicks:
        """Where the pools' clicks go."""
        return self.pairing_cog

    @property
    def tournaments(self) -> TournamentClicks:
        """Where the tournament cards' clicks go."""
        return self.tournament_cog

    def _owns(self, guild_id: int) -> bool:
        """True if one of this process's shards owns ``guild_id``."""
        count, shards = self.settings.shard_count, self.settings.shards
        return count is None or shards is None or shard_of(guild_id, count) in shards

    async def _sync_commands(self) -> None:
        """Upload the commands (to ``DEV_GUILD_ID`` if set, else globally) unless the database
        records that these very commands were the last uploaded, by any process of the
        cluster; in a cluster only the process that leads the job does it."""
        assert self.repository is not None
        if not await self.repository.try_lead("commands"):
            log.info("another process of the cluster syncs the commands")
            return
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        uploads = fingerprint(self.tree, guild)
        where = f"guild:{guild.id}" if guild else "global"
        scope = f"{self.application_id}:{where}"  # another application's record says nothing
        if await self.repository.synced_commands(scope) == uploads:
            log.info("commands unchanged (%s): not syncing", scope)
            return
        synced = await self.tree.sync(guild=guild)
        await self.repository.record_synced_commands(scope, uploads)
        log.info("synced %d commands (%s)", len(synced), scope)

    async def _load_tiles(self) -> None:
        """Upload the board tiles (in a cluster, the process that leads the job; the others
        only look them up)."""
        assert self.repository is not None
        await load_tiles(self, self.tiles, upload=await self.repository.try_lead("tiles"))

    async def _sync_later(self) -> None:
        """Upload the commands again after each of :data:`SYNC_RETRY_S` (the bot plays on with
        the commands Discord has meanwhile), saying each time what Discord rejected."""
        for pause in SYNC_RETRY_S:
            log.info("uploading the commands again in %.0f s", pause)
            await asyncio.sleep(pause)
            try:
                await self._sync_commands()
                return
            except discord.HTTPException as error:
                log.error("Discord refused the commands again: %s", _refusal(error))
        log.error("gave up uploading the commands: fix what Discord rejected and restart")

    async def _on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await report_error(interaction, cause)

    async def on_interaction(self, interaction: discord.Interaction, /) -> None:
        """Note interactions from group DMs: the bot posts there only through them (and shows
        there the boards left behind while it could not)."""
        self.outlets.note(interaction)
        self.boards.behind.catch_up(interaction)

    async def on_message(self, message: discord.Message, /) -> None:
        """No prefix commands: typed input is read by the TypedInput cog's listener only."""

    async def on_connect(self) -> None:
        """Start the service's clocks when Discord first delivers events: the start-up until
        then is credited, not charged to the players to move."""
        if self._timers is None and not self.is_closed():
            self._timers = self._tasks.spawn(self.service.run_timers(), name="service-timers")

    async def on_ready(self) -> None:
        """Repair the boards (once), show the presence, then log "ready as" and the invites."""
        if not self._boards_repaired:
            self._boards_repaired = True
            await self._repair_boards()
        await self.change_presence(activity=discord.Game("/help"))
        log.info("ready as %s in %d servers", self.user, len(self.guilds))
        if self.application_id is not None:
            invite = discord.utils.oauth_url(
                self.application_id,
                permissions=PERMISSIONS,
                scopes=("bot", "applications.commands"),
            )
            log.info("invite me to a server: %s", invite)
            scope = ("applications.commands",)
            mine = discord.utils.oauth_url(self.application_id, scopes=scope)
            mine += "&integration_type=1"  # a user install (oauth_url has no parameter for it)
            log.info("add me to your apps (DMs and group DMs): %s", mine)

    async def _repair_boards(self) -> None:
        """Show every match in progress here on its stored board: a move committed just before
        a crash reaches its board now, not at the next move (each board's writer shows the
        newest version, so a move made meanwhile is never overwritten by an older one)."""
        games = [
            view
            for view in self.service.active_games()
            if any(seen.board_message_id is not None for _, seen in view.boards())
            and self._owns(view.guild_id)
        ]
        for view in games:
            await self.boards.repair(view)
        log.info("showing %d boards as stored, in case a crash left them behind", len(games))

    async def close(self) -> None:
        """Stop the bot's own tasks (timers first) and computer moves, flush posts, unload the
        cogs (each stops its tasks), close storage, then disconnect: no task is left behind."""
        await self._tasks.close()
        if hasattr(self, "service"):
            await self.service.close()
            await self.poster.drain()
        if hasattr(self, "boards"):
            await self.boards.drain()
            await self.outlets.close()
        for name in list(self.cogs):
            await self.remove_cog(name)
        if self.repository is not None:
            await self.repository.close()
            self.repository = None
        await super().close()


def run(settings: Settings) -> int:
    """Run the bot until it is stopped; return the exit code (1 if Discord refuses it)."""
    assert settings.discord_token is not None
    point_at(settings.discord_api_base, settings.discord_gateway_url)
    bot = MorrisBot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        log.error(
            "Discord refused DISCORD_TOKEN: copy the token again from the Bot page of your "
            "application at https://discord.com/developers/applications and put it in .env."
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        log.error(
            "Discord refused the Message Content intent: turn on 'Message Content Intent' on "
            "the Bot page of your application in the developer portal, or set "
            "MESSAGE_CONTENT=false to play with slash commands only."
        )
        return 1
    return 0
