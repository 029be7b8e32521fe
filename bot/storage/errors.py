"""What storage raises when the database cannot do what was asked (a module of its own: every
part of storage raises them, and the repository's interface is made of those parts)."""

from __future__ import annotations


class StorageError(Exception):
    """A storage problem the caller cannot fix by retrying; the message says what to do."""


class StorageUnavailableError(StorageError):
    """The database cannot be read or written right now (disk full, read-only, unreachable);
    nothing was changed, and the same call may work once the cause is fixed."""


class StorageBusyError(StorageUnavailableError):
    """The database did not answer in time (a lock held elsewhere, a statement too slow):
    nothing was changed, and the same call may work at once."""


class CommitUnknownError(StorageUnavailableError):
    """The connection was lost while the database committed: the change may be stored or not.

    ``settled`` is True once the server has ended the lost session, so what is stored now is
    final and reading it tells; ``not_stored`` is the error to report if it was not stored.
    """

    def __init__(self, message: str, settled: bool, not_stored: StorageUnavailableError) -> None:
        super().__init__(message)
        self.settled = settled
        self.not_stored = not_stored
