"""How the command line fails: one line on stderr saying what to do, and a documented exit code.

Every command runs inside :class:`Group`, which turns the library's errors and the known
operating-system and database-driver errors into a :class:`Failure`; anything else is a bug
and keeps its traceback.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from typing import IO, Any

import click

from episodic import (
    ConfigError,
    EpisodicError,
    NotFoundError,
    ScopeError,
    ValidationError,
    redact,
)

#: Exit codes, as ``--help`` lists them.
OK, FAILED, MISUSE, MISSING, INTERRUPTED = 0, 1, 2, 3, 130

EXIT_CODES = (
    "Exit codes: 0 success; 1 the database, the file system or a provider failed at run time; "
    "2 wrong usage or input (bad option, bad import line, incomplete scope); 3 not found "
    "(no database at --db, unknown job id); 130 interrupted (Ctrl-C)."
)


class Failure(click.ClickException):
    """A command failed in a way the user can fix: printed as ``error: ...`` on one line.

    Args:
        message: What went wrong and what to do.
        code: The exit code (see :data:`EXIT_CODES`).
    """

    def __init__(self, message: str, code: int = FAILED) -> None:
        super().__init__(redact(" ".join(message.split())))
        self.exit_code = code  # type: ignore[misc]  # click declares it per class

    def show(self, file: IO[Any] | None = None) -> None:
        """Print the one line on stderr."""
        click.echo(f"error: {self.message}", err=True)


def failure(exc: BaseException) -> Failure | None:
    """The :class:`Failure` for a known error, or ``None`` for one that is a bug."""
    if isinstance(exc, EpisodicError):
        if isinstance(exc, NotFoundError):
            return Failure(exc.said("cli"), MISSING)
        misuse = isinstance(exc, ConfigError | ScopeError | ValidationError)
        return Failure(exc.said("cli"), MISUSE if misuse else FAILED)
    if isinstance(exc, sqlite3.DatabaseError):
        return Failure(_sqlite_message(exc))
    if isinstance(exc, OSError):
        return Failure(_os_message(exc))
    if type(exc).__module__.split(".")[0] in ("psycopg", "psycopg_pool"):
        return Failure(f"PostgreSQL: {exc} Check the --db URL and that the server is up.")
    return None


def _sqlite_message(exc: sqlite3.DatabaseError) -> str:
    text = str(exc)
    if "not a database" in text:
        return f"--db is not a SQLite database ({text}); check the path."
    if "readonly" in text or "read-only" in text:
        return (
            f"the database is read-only ({text}); use a read command, or give write access "
            "to the file and its folder."
        )
    if "unable to open" in text:
        return f"cannot open the database ({text}); check that --db names a file you may read."
    return f"SQLite: {text}"


def _os_message(exc: OSError) -> str:
    where = f" {exc.filename}" if exc.filename else ""
    reason = exc.strerror or str(exc)
    return f"{reason}:{where}. Check the path and its permissions."


class Group(click.Group):
    """A command group whose commands fail with one line and an exit code, not a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command, turning known errors into :class:`Failure`."""
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except KeyboardInterrupt:
            raise Failure("interrupted.", INTERRUPTED) from None
        except BrokenPipeError:
            # The reader went away (`episodic timeline --json | head`): what it wanted was
            # printed. Leave quietly; Python would otherwise complain again when it flushes
            # stdout at exit.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            raise click.exceptions.Exit(OK) from None
        except Exception as exc:
            known = failure(exc)
            if known is None:
                raise
            raise known from exc
