"""Copying a whole database from one backend to another (``python -m bot migrate-db``).

What is copied is read from the source's schema, not listed here: every table (parents before
the rows that refer to them) with every column, so a table or column a migration adds is copied
without a change here. Left out are the rows a database makes for itself or a running bot
claims (:data:`NOT_COPIED`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.errors import StorageError
from bot.storage.postgres import PostgresDatabase
from bot.storage.sql_repository import SqlRepository

NOT_COPIED = frozenset(
    {"schema_release", "schema_version", "shard_leases", "shard_lease_guard", "pool_guard"}
)
"""The schema's own release and version (each database migrates itself), the shard leases of
running processes, and the guard rows their migrations make."""


@dataclass(frozen=True, slots=True)
class Table:
    """A table as the copy reads it: its columns, its key, and the tables it refers to."""

    name: str
    columns: tuple[str, ...]
    key: tuple[str, ...]
    parents: frozenset[str]

    @classmethod
    def read(cls, name: str, columns: list[str], key: list[str], parents: list[str]) -> Table:
        """The table as a schema describes it (without a key, all its columns order it; a
        reference to itself is no parent)."""
        return cls(name, tuple(columns), tuple(key or columns), frozenset(parents) - {name})


async def copy_database(source: SqlRepository, target: SqlRepository) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target`` in one transaction, ids kept;
    return the number of rows copied per table.

    Raises :class:`StorageError` (copying nothing) if ``target`` already holds data.
    """
    tables = await schema_tables(source)
    held = [
        table.name
        for table in tables
        if (await target.database.fetchall(f"SELECT COUNT(*) FROM {table.name}"))[0][0]
    ]
    if held:
        raise StorageError(
            f"the target database already holds {', '.join(held)}: copy into an empty database "
            "(nothing was copied)"
        )
    copied: dict[str, int] = {}
    async with target.database.transaction() as tx:
        for table in tables:
            columns = ", ".join(table.columns)
            rows = await source.database.fetchall(
                f"SELECT {columns} FROM {table.name} ORDER BY {', '.join(table.key)}"
            )
            if rows:
                await tx.execute_each(
                    f"INSERT INTO {table.name} ({columns}) "
                    f"VALUES ({', '.join('?' * len(table.columns))})",
                    rows,
                )
            copied[table.name] = len(rows)
        if isinstance(target.database, PostgresDatabase):
            for table in tables:
                if table.key == ("id",):  # ids the database hands out go on after the largest
                    await tx.fetchall(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                        f"COALESCE(MAX(id), 0) + 1, false) FROM {table.name}"
                    )
    return copied


async def schema_tables(repository: SqlRepository) -> list[Table]:
    """The tables of ``repository``'s schema that a copy carries, parents first."""
    found = await (
        _postgres_tables(repository)
        if isinstance(repository.database, PostgresDatabase)
        else _sqlite_tables(repository)
    )
    ordered: list[Table] = []
    left = {table.name: table for table in found if table.name not in NOT_COPIED}
    while left:
        ready = sorted(name for name, table in left.items() if not table.parents & left.keys())
        if not ready:
            raise StorageError(f"the tables {', '.join(sorted(left))} refer to each other")
        ordered += [left.pop(name) for name in ready]
    return ordered


async def _sqlite_tables(repository: SqlRepository) -> list[Table]:
    db = repository.database
    names = await db.fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    tables = []
    for (name,) in names:
        columns = await db.fetchall(
            "SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", (name,)
        )
        key = [column for column, rank in sorted(columns, key=lambda c: c[1]) if rank]
        parents = await db.fetchall('SELECT "table" FROM pragma_foreign_key_list(?)', (name,))
        tables.append(Table.read(name, [c for c, _ in columns], key, [p for (p,) in parents]))
    return tables


async def _postgres_tables(repository: SqlRepository) -> list[Table]:
    db = repository.database
    names = await db.fetchall(
        "SELECT table_name FROM information_schema.tables "
        "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
    )
    tables = []
    for (name,) in names:
        columns = await db.fetchall(
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (name,),
        )
        key = await db.fetchall(
            "SELECT k.column_name FROM information_schema.table_constraints c "
            "JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name "
            "AND k.table_schema = c.table_schema WHERE c.table_schema = current_schema() "
            "AND c.table_name = ? AND c.constraint_type = 'PRIMARY KEY' "
            "ORDER BY k.ordinal_position",
            (name,),
        )
        parents = await db.fetchall(
            "SELECT u.table_name FROM information_schema.table_constraints c "
            "JOIN information_schema.constraint_column_usage u "
            "ON u.constraint_name = c.constraint_name AND u.table_schema = c.table_schema "
            "WHERE c.table_schema = current_schema() AND c.table_name = ? "
            "AND c.constraint_type = 'FOREIGN KEY'",
            (name,),
        )
        tables.append(
            Table.read(name, [c for (c,) in columns], [k for (k,) in key], [p for (p,) in parents])
        )
    return tables
