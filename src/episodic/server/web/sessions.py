"""Signed-in browsers: a random session id in the cookie, the key's binding in this process.

The cookie never holds the API key: a copied cookie expires, is dropped at sign-out, and says
nothing about the key it came from. Sessions live in the server's memory, so a restart signs
everyone out. Failed sign-ins count against the limit every surface shares (wrong keys per
source, see :mod:`episodic.server.sources`), so a key cannot be guessed through the page.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from episodic.server.settings import KeyBinding

#: How long a sign-in lasts without being used.
SESSION_SECONDS = 12 * 3600
#: Sessions kept at most; the least recently used go first.
MAX_SESSIONS = 10_000


@dataclass
class WebSessions:
    """The signed-in sessions of one server process.

    Attributes:
        clock: Seconds from a monotonic clock (tests move their own).
    """

    clock: Callable[[], float] = time.monotonic
    _sessions: dict[str, tuple[KeyBinding, float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self, binding: KeyBinding) -> str:
        """A new session for a key's binding; returns the id the cookie carries."""
        session = secrets.token_urlsafe(32)
        with self._lock:
            while len(self._sessions) >= MAX_SESSIONS:
                del self._sessions[next(iter(self._sessions))]
            self._sessions[session] = (binding, self.clock() + SESSION_SECONDS)
        return session

    def binding(self, session: str) -> KeyBinding | None:
        """The binding of a live session (its life starts again), or ``None``."""
        if not session:
            return None
        with self._lock:
            found = self._sessions.pop(session, None)
            if found is None or found[1] <= self.clock():
                return None
            self._sessions[session] = (found[0], self.clock() + SESSION_SECONDS)
            return found[0]

    def end(self, session: str) -> None:
        """Sign a session out."""
        with self._lock:
            self._sessions.pop(session, None)

    def end_all(self) -> None:
        """Sign every session out (the keys changed)."""
        with self._lock:
            self._sessions.clear()
