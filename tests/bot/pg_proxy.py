"""A TCP proxy in front of the throwaway PostgreSQL server that can cut a connection at a
``COMMIT``: after the server has answered it (committed, the answer lost) or before the server
sees it (nothing committed). The connection is cut on both sides, as a network failure would.
It can also take the database away for a while (every connection cut, new ones refused), and
garble an answer of the server (so the driver meets a message it cannot make sense of)."""

from __future__ import annotations

import asyncio
import contextlib
import enum
import struct
from pathlib import Path
from types import TracebackType

from devtools.postgres_server import ThrowawayServer

GARBLED = b"Z" + struct.pack("!i", 5) + b"?"
"""ReadyForQuery with the status ``?`` (only ``I``, ``T`` and ``E`` exist)."""


class Cut(enum.Enum):
    """Where the next ``COMMIT`` loses its connection."""

    BEFORE_SERVER = "before the server sees it"
    AFTER_SERVER = "after the server answered it"


class PgProxy:
    """Forwards 127.0.0.1:``port`` to ``server``'s unix socket; :meth:`cut_next_commit` arms
    a one-shot cut; :attr:`cuts` counts the connections cut. :meth:`go_down` and
    :meth:`come_back` take the database away and back; :meth:`garble_next_answer` arms a
    one-shot garbled answer."""

    def __init__(self, server: ThrowawayServer) -> None:
        self._socket = Path(server.folder) / ".s.PGSQL.5432"
        self._listener: asyncio.Server | None = None
        self._armed: Cut | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._open: set[asyncio.StreamWriter] = set()
        self._garbling = False
        self.down = False
        """True while the database is away (see :meth:`go_down`)."""
        self.port = 0
        self.cuts = 0
        self.refused = 0
        """Connections refused while the database was away."""
        self.garbled = 0
        """Answers garbled."""

    async def __aenter__(self) -> PgProxy:
        self._listener = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._listener.sockets[0].getsockname()[1]
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        assert self._listener is not None
        self._listener.close()
        if self._tasks:  # the clients have closed their connections by now
            await asyncio.wait(self._tasks, timeout=5)
        await self._listener.wait_closed()

    def url(self, database: str) -> str:
        """The URL of ``database`` through the proxy (TCP, no TLS)."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}?sslmode=disable"

    def cut_next_commit(self, where: Cut) -> None:
        """Cut the connection that sends the next ``COMMIT``, at ``where``."""
        self._armed = where

    def go_down(self) -> None:
        """Cut every open connection and refuse new ones (each is closed at once, as by a
        server that is not running) until :meth:`come_back`."""
        self.down = True
        for writer in self._open:
            writer.transport.abort()

    def garble_next_answer(self) -> None:
        """Replace the next data the server sends (on any connection) with a ReadyForQuery
        message whose transaction status is no valid one: a protocol error no driver expects."""
        self._garbling = True

    def come_back(self) -> None:
        """Forward new connections again."""
        self.down = False

    async def _serve(
        self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter
    ) -> None:
        if self.down:
            self.refused += 1
            client_out.transport.abort()
            return
        server_in, server_out = await asyncio.open_unix_connection(self._socket)
        self._open.update((client_out, server_out))
        answered = asyncio.Event()
        waiting = asyncio.Event()  # a COMMIT went through and its answer is to be swallowed

        async def to_server() -> None:
            first = True
            while True:
                if first:  # the startup message has no type byte
                    header = await client_in.readexactly(4)
                    kind, length = b"", struct.unpack("!i", header)[0]
                    first = False
                else:
                    header = await client_in.readexactly(5)
                    kind, length = header[:1], struct.unpack("!i", header[1:])[0]
                body = await client_in.readexactly(length - 4)
                cut = self._armed if kind == b"Q" and body.upper().startswith(b"COMMIT") else None
                if cut is Cut.BEFORE_SERVER:
                    self._armed = None
                    self.cuts += 1
                    return
                server_out.write(header + body)
                await server_out.drain()
                if cut is Cut.AFTER_SERVER:
                    self._armed = None
                    waiting.set()
                    await answered.wait()
                    self.cuts += 1
                    return

        async def to_client() -> None:
            while data := await server_in.read(65536):
                if waiting.is_set():
                    answered.set()
                    return
                if self._garbling:
                    self._garbling = False
                    self.garbled += 1
                    data = GARBLED
                client_out.write(data)
                await client_out.drain()

        pumps = [asyncio.ensure_future(to_server()), asyncio.ensure_future(to_client())]
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
            if waiting.is_set():  # the answer was swallowed: let the cut count
                await asyncio.wait(pumps)
        finally:
            for pump in pumps:
                pump.cancel()
            await asyncio.gather(*pumps, return_exceptions=True)
            for writer in (client_out, server_out):
                self._open.discard(writer)
                writer.close()
                with contextlib.suppress(OSError):
                    await writer.wait_closed()
            self._tasks.discard(task)
