"""Where a SQLite database lives, whether it may be written, and creating it privately.

A database holds raw conversations, so a new file (and the ``-wal``/``-shm`` files SQLite makes
beside it, which take the database file's permissions) is readable by its owner only, whatever
the process's umask. A file or folder this process may not write is opened read-only instead
of failing on the first write.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

from episodic.errors import ConfigError, StoreError

#: Permissions of every file episodic creates for a database.
FILE_MODE = 0o600

_URI_MODES = {"ro": True, "rw": False, "rwc": False}


@dataclass(frozen=True, slots=True)
class Location:
    """A database file and how to open it.

    Attributes:
        file: The database file, absolute.
        read_only: Open with ``mode=ro``: nothing is migrated and every write is refused.
        immutable: Also tell SQLite the file cannot change. Chosen for a read-only file in
            a folder nobody here may write, where SQLite could not create the shared-memory
            file a WAL reader needs; nobody can be writing such a file through WAL.
    """

    file: Path
    read_only: bool
    immutable: bool = False

    @property
    def uri(self) -> str:
        """What ``sqlite3.connect(uri, uri=True)`` opens."""
        if self.immutable:
            return self.file.as_uri() + "?mode=ro&immutable=1"
        return self.file.as_uri() + ("?mode=ro" if self.read_only else "")


def locate(path: str | Path, *, read_only: bool = False) -> Location:
    """Resolve a path or ``file:`` URI, decide read-only, and create a new file privately.

    Args:
        path: A file path, or a ``file:`` URI whose ``mode`` is ``ro``, ``rw`` or ``rwc``.
        read_only: Open read-only even if the file could be written.

    Raises:
        ConfigError: The URI has a parameter this store does not support.
        StoreError: A read-only open names a file that does not exist.
    """
    text = str(path)
    if text.startswith("file:"):
        file, read_only = _from_uri(text, read_only)
    else:
        file = Path(text).expanduser()
    file = file.resolve()
    if not read_only and file.exists() and not _writable(file):
        read_only = True
    if read_only:
        if not file.is_file():
            raise StoreError(
                f"No database at {str(file)!r} to open read-only; check the path, or open it "
                "read-write once to create it."
            )
        shared_memory = file.with_name(file.name + "-shm")
        immutable = not shared_memory.exists() and not os.access(file.parent, os.W_OK)
        return Location(file, read_only=True, immutable=immutable)
    create_private(file)
    return Location(file, read_only=False)


def _from_uri(text: str, read_only: bool) -> tuple[Path, bool]:
    parts = urlsplit(text)
    if parts.netloc not in ("", "localhost"):
        raise ConfigError(f"A file: URI names a file on this machine, got host {parts.netloc!r}.")
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        if key != "mode" or value not in _URI_MODES:
            raise ConfigError(
                f"Unsupported SQLite URI parameter {key}={value!r}; only mode=ro, mode=rw and "
                "mode=rwc are accepted (or pass read_only=True)."
            )
        read_only = read_only or _URI_MODES[value]
    return Path(unquote(parts.path)).expanduser(), read_only


def _writable(file: Path) -> bool:
    """Whether this process may write the file and create its ``-wal``/``-shm`` beside it."""
    if not os.access(file, os.W_OK):
        return False
    folder = file.parent
    sidecars = [file.with_name(file.name + suffix) for suffix in ("-wal", "-shm")]
    if all(sidecar.exists() for sidecar in sidecars):
        return all(os.access(sidecar, os.W_OK) for sidecar in sidecars)
    return os.access(folder, os.W_OK)


def create_private(file: Path) -> None:
    """Create an empty database file readable by its owner only, in a folder that exists.

    A missing folder is an error rather than something to create: it is most often a typo in
    the path, and a new empty database in a new folder would hide it. An existing file is left
    as it is. The mode is set explicitly, so a permissive umask cannot widen it.
    """
    if not file.parent.is_dir():
        raise StoreError(
            f"Cannot create the database {str(file)!r}: the folder {str(file.parent)!r} does "
            "not exist. Check the path for a typo, or create the folder first."
        )
    try:
        descriptor = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        return
    except OSError as exc:
        raise StoreError(
            f"Cannot create the database {str(file)!r}: {exc.strerror}. Check the path and "
            "its permissions, or open an existing database with read_only=True."
        ) from exc
    try:
        os.fchmod(descriptor, FILE_MODE)
    finally:
        os.close(descriptor)
