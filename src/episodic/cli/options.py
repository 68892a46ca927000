"""Options the commands share, and opening the database the way each kind of command needs.

Read commands open an existing database read-only and never create one (a mistyped ``--db``
is an error, not a new empty file), and neither does ``mcp`` unless told to (``--create``);
``serve``, ``proxy``, ``import``, ``remember``, ``worker`` and ``demo`` create one.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit

import click

from episodic import Memory, Scope
from episodic.cli.failures import MISSING, MISUSE, Failure

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")

DEFAULT_DB = "episodic.db"

db_option = click.option(
    "--db",
    envvar="EPISODIC_DB",
    default=DEFAULT_DB,
    show_default=True,
    help="Database: a SQLite file path, sqlite:///path, or postgresql://... URL. Env: EPISODIC_DB.",
)
embedder_option = click.option(
    "--embedder",
    envvar="EPISODIC_EMBEDDER",
    default="local",
    show_default=True,
    help="Embedder: local, openai:<model>, sentence-transformers:<path>, test. "
    "Env: EPISODIC_EMBEDDER.",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


def batch_size_option(default: int, what: str) -> Callable[[F], F]:
    """``--batch-size``: how many ``what`` one transaction embeds and commits (at least 1)."""
    return click.option(
        "--batch-size",
        type=click.IntRange(min=1),
        default=default,
        show_default=True,
        help=f"{what} embedded and committed per transaction (at least 1).",
    )


def scope_options(function: Callable[..., Any]) -> Callable[..., Any]:
    """``--tenant`` (default ``default``, as in ``Scope``), ``--agent`` and ``--user``, handed
    to the command as one ``scope``."""

    @functools.wraps(function)
    def with_scope(*args: Any, tenant: str, agent: str, user: str, **kwargs: Any) -> Any:
        return function(*args, scope=Scope(tenant=tenant, agent=agent, user=user), **kwargs)

    options = (
        click.option(
            "--tenant",
            default="default",
            show_default=True,
            help="Tenant id (Scope's default tenant is 'default').",
        ),
        click.option("--agent", required=True, help="Agent id."),
        click.option("--user", required=True, help="User id."),
    )
    decorated: Callable[..., Any] = with_scope
    for option in reversed(options):
        decorated = option(decorated)
    return decorated


def show_list(
    items: Sequence[T],
    as_json: bool,
    *,
    empty: str,
    line: Callable[[T], str],
    data: Callable[[T], Any] = lambda item: item.to_dict(),  # type: ignore[attr-defined]
) -> None:
    """Print ``items``: as one JSON array with --json, else a ``line`` each (``empty`` when
    there are none)."""
    if as_json:
        click.echo(json.dumps([data(item) for item in items], indent=2, ensure_ascii=False))
        return
    if not items:
        click.echo(empty)
    for item in items:
        click.echo(line(item))


def sqlite_path(db: str) -> Path | None:
    """The file a SQLite ``--db`` names (a path, ``sqlite:///path`` or ``file:`` URI), or
    ``None`` for PostgreSQL and ``:memory:``."""
    if db.startswith(("postgresql://", "postgres://")) or db in (":memory:", "sqlite://"):
        return None
    if db.startswith("file:"):
        return Path(unquote(urlsplit(db).path)).expanduser()
    return Path(db.removeprefix("sqlite:///")).expanduser()


def open_reading(db: str, embedder: str = "test") -> Memory:
    """Open an existing database read-only (``embedder="test"``: nothing loads a model).

    Raises:
        Failure: There is no database at ``db``.
    """
    require_database(db)
    return Memory.open(db, embedder=embedder, worker=False, read_only=True)


def open_writing(db: str, embedder: str, *, create: bool = True, **options: Any) -> Memory:
    """Open a database to write to, creating it unless ``create`` is false."""
    if not create:
        require_database(db)
    return Memory.open(db, embedder=embedder, **options)


#: Which commands create a database that is not there yet.
CREATING = "only `episodic serve`, `proxy`, `import`, `remember`, `worker` and `demo` create one"


def require_database(db: str, creating: str = CREATING) -> None:
    """Refuse a SQLite ``db`` that does not exist (a mistyped ``--db`` is an error, not a new
    empty file); ``creating`` says what creates one.

    Raises:
        Failure: There is no database at ``db``, or it names a folder.
    """
    path = sqlite_path(db)
    if path is None:
        return
    if not path.exists():
        raise Failure(
            f"no database at {str(path)!r}. Check --db (or EPISODIC_DB); {creating}.", MISSING
        )
    if path.is_dir():
        raise Failure(f"--db {str(path)!r} is a folder; give the database file.", MISUSE)


def empty_scope_hint(memory: Memory, scope: Scope) -> None:
    """On stderr: a scope the database does not hold, and how to list the ones it does."""
    if memory.scopes(tenant=scope.tenant, agent=scope.agent, user=scope.user):
        return
    others = len(memory.scopes())
    click.echo(
        f"Nothing stored for tenant {scope.tenant!r}, agent {scope.agent!r}, user "
        f"{scope.user!r}; this database holds {others} other scope(s): see `episodic scopes`.",
        err=True,
    )


def report_rows(headline: str, counts: dict[str, int], reclaimed: bool, note: str) -> None:
    """What an erase or a forget changed: a headline, the rows per table, and a warning when
    the space the old text held was not reclaimed."""
    click.echo(headline)
    for table, count in counts.items():
        if count:
            click.echo(f"  {table:<22} {count}")
    if not reclaimed:
        click.echo(f"warning: {note}", err=True)
